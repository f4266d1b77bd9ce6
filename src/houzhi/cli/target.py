"""``houzhi target``: the target for a range: strips, totals, hanging, 乏."""

from __future__ import annotations

import argparse
import json

from .._text import table as text_table
from ._common import Parents, write_dxf

NAME = "target"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="the target for a range: strips, totals, hanging, 乏",
                         parents=[parents.standard, parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help="range in 弓 (70, 7/2) or as a length (七十弓, 420尺, 50步)")
    cmd.add_argument("--breadth", default=None, help="nominal cloth breadth (default 二尺二寸)")
    cmd.add_argument("--trim", default=None, help="trimmed from each edge (default 一寸)")
    cmd.add_argument("--dxf", default=None, metavar="FILE",
                     help="also write the assembly drawing to this DXF file (mm)")


def run(args: argparse.Namespace) -> int:
    from ..notation import format_chi
    from ..rigging import Rigging
    from ..target import Cloth, Target
    from ..units import get_standard, metres_text

    std = get_standard(args.standard).key
    given = {"nominal_chi": args.breadth, "trim_chi": args.trim}
    cloth = Cloth(**{k: v for k, v in given.items() if v is not None})
    t = Target.of(args.range, cloth=cloth, reading=args.reading)
    rig = Rigging(t)
    if args.dxf:
        from ..render.dxf import assembly_dxf

        write_dxf(args.dxf, assembly_dxf(t, std))
    if args.json:
        print(json.dumps({**t.as_dict(), "rigging": rig.as_dict()}, ensure_ascii=False, indent=2))
        return 0
    f = format_chi
    print(f"侯 for a range of {t.range_gong}弓 ({f(t.range_chi)}, "
          f"{metres_text(t.range_chi, std, 2)}) — reading: {t.reading.label}; 尺 standard: {std}")
    rows = [["strip", "length", "length (m)", "height", "count", "rule"]]
    for p in t.pieces:
        rows.append([p.name, f(p.length_chi), metres_text(p.length_chi, std), f(p.height_chi),
                     str(p.count), p.rule.citation.where])
    print(text_table(rows))
    print()
    facts = [
        ("中 (centre, square)", t.zhong_side),
        ("上舌 beyond the 躬, each side", t.shang_she),
        ("下舌 beyond the 躬, each side", t.xia_she),
        ("height", t.height_chi),
        ("width", t.width_chi),
        ("cloth, one breadth wide (用布)", t.cloth_total_chi),
        ("cloth cut from the bolt", t.cloth_cut_chi),
        ("lower rope above the ground", t.bottom_chi),
        ("upper rope above the ground", t.top_chi),
        ("鵠 (bull's-eye), side", t.hu_side),
        ("上綱 (upper rope)", rig.upper_rope_chi),
        ("下綱 (lower rope)", rig.lower_rope_chi),
        ("each post 植 stands out from the centre", rig.post_foot[0]),
        ("乏: north of the target", t.fa[0]),
        ("乏: west of the target", t.fa[1]),
    ]
    print(text_table([["", "classical", "尺", "metres"]]
                 + [[k, f(v), str(v), metres_text(v, std)] for k, v in facts]))
    m_per_chi = get_standard(std).metres_per_chi
    print(f"area of cloth: {t.area_chi2} square 尺 ({float(t.area_chi2 * m_per_chi**2):.2f} m²)")
    print(f"the posts lean outward {rig.lean} 尺 per 尺 of height (植則在兩旁邪豎之)")
    for a in t.reading.assumptions:
        print(f"assumed: {a}")
    return 0
