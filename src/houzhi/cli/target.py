"""``houzhi target``: the target for a range: strips, totals, hanging, 乏."""

from __future__ import annotations

import argparse
import json

from .._text import table as text_table
from ._common import Parents, out_path, write_dxf

NAME = "target"


def add_rite_options(cmd: argparse.ArgumentParser) -> None:
    """``--rite`` and ``--rank``, as ``target`` and ``readings`` take them."""
    cmd.add_argument("--rite", default=None,
                     help="鄉射 (xiangshe), 賓射 (binshe), 燕射 (yanshe) or 大射 (dashe); default: "
                          "the 鄉射 at 50弓, the 大射 at 70 and 90弓")
    cmd.add_argument("--rank", default=None,
                     help="whose rite: 天子, 諸侯, 大夫 or 士 (default: the rite's own)")


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="the target for a range: strips, totals, hanging, 乏",
                         parents=[parents.standard, parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help="range in 弓 (70, 7/2) or as a length (七十弓, 420尺, 50步, "
                     "'97 m')")
    add_rite_options(cmd)
    cmd.add_argument("--breadth", default=None,
                     help="nominal cloth breadth (default 二尺二寸; 2.2, '50 cm', '20 in')")
    cmd.add_argument("--trim", default=None, help="trimmed from each edge (default 一寸; '5 mm')")
    cmd.add_argument("--dxf", default=None, metavar="FILE",
                     help="also write the assembly drawing to this DXF file (mm)")


def run(args: argparse.Namespace) -> int:
    from ..lengths import read_length, read_range
    from ..notation import format_chi
    from ..readings import get_reading
    from ..rigging import Rigging
    from ..target import Cloth, Target
    from ..units import get_standard, metres_text

    # Every input read and checked before anything is printed or written.
    std = get_standard(args.standard).key
    reading = get_reading(args.reading)
    dxf = out_path(args.dxf)
    given = {"nominal_chi": (args.breadth, "the cloth's breadth"), "trim_chi": (args.trim, "the trim")}
    cloth = Cloth(**{k: read_length(v, standard=std, what=what)
                     for k, (v, what) in given.items() if v is not None})
    t = Target.of(read_range(args.range, std), cloth=cloth, reading=reading, rite=args.rite,
                  rank=args.rank)
    t.pieces  # noqa: B018 -- refuses a reading that cannot sew this 侯, before any output
    rig = Rigging(t)
    if dxf is not None:
        from ..render.dxf import assembly_dxf

        write_dxf(dxf, assembly_dxf(t, std))
    if args.json:
        print(json.dumps({**t.as_dict(), "rigging": rig.as_dict()}, ensure_ascii=False, indent=2))
        return 0
    f = format_chi
    st = t.setting
    print(f"侯 for a range of {t.range_gong}弓 ({f(t.range_chi)}, {metres_text(t.range_chi, std)}) "
          f"— rite: {st.rite.label} ({st.rank}), {st.hou.name} ({st.hou.kind}); reading: "
          f"{t.reading.label}; 尺 standard: {std} (the 弓 is 6尺 of this ruler)")
    rows = [["strip", "length", "length (m)", "height", "count", "rule"]]
    for p in t.pieces:
        rows.append([p.name, f(p.length_chi), metres_text(p.length_chi, std), f(p.height_chi),
                     str(p.count), p.rule.citation.where])
    print(text_table(rows))
    print()
    ng = t.not_given
    facts = [
        ("中 (centre, square)", t.zhong_side_chi),
        ("上舌 beyond the 躬, each side", t.shang_she_chi),
        ("下舌 beyond the 躬, each side", t.xia_she_chi),
        ("height", t.height_chi),
        ("width", t.width_chi),
        ("cloth, one breadth wide (用布)", t.cloth_total_chi),
        ("cloth cut from the bolt", t.cloth_cut_chi),
        ("lower rope above the ground", t.bottom_chi),
        ("upper rope above the ground", t.top_chi),
        ("鵠 (bull's-eye, or the place of the 正), side", t.hu_side_chi),
        ("上綱 (upper rope)", rig.upper_rope_chi),
        ("下綱 (lower rope)", rig.lower_rope_chi),
        ("each post 植 stands out from the centre", rig.post_foot[0]),
        (f"乏 ({t.fa.rule}): north of the target", t.fa.north),
        (f"乏 ({t.fa.rule}): west of the target", t.fa.west),
    ]
    hanging = {"lower rope above the ground", "upper rope above the ground",
               "each post 植 stands out from the centre"}
    rows = [[k, "cannot give" if k in hanging and "bottom" in ng else f(v), str(v),
             metres_text(v, std)] for k, v in facts]
    print(text_table([["", "classical", "尺", "metres"], *rows]))
    print()
    marks = [[m.name, m.colour, f(m.side_chi), metres_text(m.side_chi, std)] for m in t.marks]
    ground = f"; ground {st.hou.ground}" if st.hou.ground else ""
    print(f"painted ({st.hou.marks}{ground}), from the outside in:")
    print(text_table([["mark", "colour", "side", "metres"], *marks]))
    m_per_chi = get_standard(std).metres_per_chi
    print(f"area of cloth: {t.area_chi2} square 尺 ({float(t.area_chi2 * m_per_chi**2):.2f} m²)")
    print(f"the posts lean outward {rig.lean} 尺 per 尺 of height (植則在兩旁邪豎之)")
    print(f"ropes ({st.rite.label}): {st.rite.ropes}")
    for key, why in ng.items():
        print(f"{t.reading.label} cannot give {key}: {why}")
    for a in t.assumptions:
        print(f"assumed: {a}")
    return 0
