"""The ``houzhi`` command line. Every bad input gives one line on stderr and exit status 2."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import NoReturn

from ._text import table as _table
from .errors import HouzhiError

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise HouzhiError(message)


def _write_dxf(path: str, doc: object) -> None:
    """Save a DXF document whole or not at all; say where it went on stderr."""
    from ._files import write_atomically

    written = write_atomically(path, lambda tmp: doc.saveas(tmp))  # type: ignore[attr-defined]
    print(f"wrote {written}", file=sys.stderr)


def _cmd_target(args: argparse.Namespace) -> int:
    from .notation import format_chi
    from .rigging import Rigging
    from .target import Cloth, Target
    from .units import get_standard, metres_text

    std = get_standard(args.standard).key
    given = {"nominal_chi": args.breadth, "trim_chi": args.trim}
    cloth = Cloth(**{k: v for k, v in given.items() if v is not None})
    t = Target.of(args.range, cloth=cloth, reading=args.reading)
    rig = Rigging(t)
    if args.dxf:
        from .render.dxf import assembly_dxf

        _write_dxf(args.dxf, assembly_dxf(t, std))
    if args.json:
        print(json.dumps({**t.as_dict(), "rigging": rig.as_dict()}, ensure_ascii=False, indent=2))
        return 0
    f = format_chi
    print(f"侯 for a range of {t.range_gong}弓 ({f(t.range_chi)}) — reading: {t.reading.label}; "
          f"尺 standard: {std}")
    rows = [["strip", "length", "length (m)", "height", "count", "rule"]]
    for p in t.pieces:
        rows.append([p.name, f(p.length_chi), metres_text(p.length_chi, std), f(p.height_chi),
                     str(p.count), p.rule.citation.where])
    print(_table(rows))
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
    print(_table([["", "classical", "尺", "metres"]]
                 + [[k, f(v), str(v), metres_text(v, std)] for k, v in facts]))
    m_per_chi = get_standard(std).metres_per_chi
    print(f"area of cloth: {t.area_chi2} square 尺 ({float(t.area_chi2 * m_per_chi**2):.2f} m²)")
    print(f"the posts lean outward {rig.lean} 尺 per 尺 of height (植則在兩旁邪豎之)")
    for a in t.reading.assumptions:
        print(f"assumed: {a}")
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    from .tables import check_table

    table = check_table()
    print(table)
    n, bad = len(table.rows), table.failures
    print(f"\n{n - bad} of {n} figures agree with the commentary" + (f"; {bad} do not" if bad
                                                                       else ""))
    return 1 if bad else 0


def _cmd_convert(args: argparse.Namespace) -> int:
    from .errors import ParseError
    from .notation import format_chi, parse_measure
    from .units import Q_, as_chi, from_metric, get_standard, to_metric, unit_factor

    std = get_standard(args.standard)
    ruler = f"{std.key}: 1尺 = {float(std.metres_per_chi * 100):g} cm"
    try:
        chi = as_chi(parse_measure(args.length, standard=std.key))
        said = f"{args.length} = {format_chi(chi)}"
    except ParseError as exc:
        try:
            chi = as_chi(from_metric(args.length, std))
        except ParseError:
            raise exc from None
        said = f"{args.length} = {format_chi(chi)}"
        args.to = args.to or "chi"
    to = args.to or "m"
    try:
        value = chi / unit_factor(to, std.key)
    except HouzhiError:
        value = Fraction(to_metric(Q_(chi, "chi"), std, to).magnitude)
    exact = "" if value.denominator == 1 else f" (exact {value})"
    print(f"{said} = {float(value):g} {to}{exact}  [{ruler}; 1弓 = {std.chi_per_gong}尺]")
    return 0


def _cmd_dashe(args: argparse.Namespace) -> int:
    from .dashe import stack
    from .notation import read_chi
    from .tables import dashe_table, sight_table

    st = stack(tuple(args.ranges) if args.ranges else None, reading=args.reading)
    eye = None if args.eye is None else read_chi(args.eye)
    st.sight(eye, args.rank)  # refuses an impossible eye or an unknown rank, before output
    if args.json:
        print(json.dumps(st.as_dict(eye, args.rank), ensure_ascii=False, indent=2))
        return 0
    print(dashe_table(st))
    print()
    print(sight_table(st, eye, args.rank))
    for c in st.citations:
        print(f"  {c}")
    return 0


def _cmd_readings(args: argparse.Namespace) -> int:
    from .readings import READINGS
    from .tables import readings_table
    from .target import Target

    if args.json:
        targets = [Target.of(args.range, reading=r) for r in READINGS.values()]
        print(json.dumps([t.as_dict() for t in targets], ensure_ascii=False, indent=2))
        return 0
    print(readings_table(args.range))
    for r in list(READINGS.values())[1:]:
        print(f"\n{r.label} — {r.summary}")
        for a in r.assumptions:
            print(f"  assumed: {a}")
    return 0


def _cmd_drawings(args: argparse.Namespace) -> int:
    import time

    from .drawings import DEFAULT_RANGES, build_set

    start = time.perf_counter()
    files = build_set(args.out, args.ranges or DEFAULT_RANGES, args.standard, args.reading)
    for f in files:
        print(f)
    print(f"{len(files)} files in {time.perf_counter() - start:.1f} s")
    return 0


def _cmd_gear(args: argparse.Namespace) -> int:
    from .gear import GEAR
    from .notation import format_chi
    from .units import metres_text

    std = args.standard
    for g in GEAR.values():
        count = f" × {g.how_many}" if g.how_many else ""
        print(f"{g.name} ({g.english}){count}")
        for dim, words in g.dimensions.items():
            v = g.dimension(dim)
            print(f"  {dim}: {format_chi(v)}  [the text: {words}]  "
                  f"{metres_text(v, std)}")
        for c in g.citations:
            print(f"  {c}")
        if g.note:
            print(f"  note: {g.note}")
    return 0


def _cmd_bolts(args: argparse.Namespace) -> int:
    from .cutting import Fabric
    from .tables import bolt_fit

    print(f"Han cloth ({Fabric.historical().name}): which ranges fill whole 匹, "
          "and what each wastes")
    print(bolt_fit(args.ranges or None))
    return 0


def _cmd_plan(args: argparse.Namespace) -> int:
    from .cutting import Fabric, plan
    from .tables import plan_table
    from .target import Target

    t = Target.of(args.range, reading=args.reading)
    if args.width:
        given = {"roll": args.roll, "seam": args.seam}
        fabric = Fabric.modern(args.width, standard=args.standard,
                               **{k: v for k, v in given.items() if v is not None})
    else:
        fabric = Fabric.historical(t.cloth)
    p = plan(t, fabric)
    if args.dxf:
        from .render.dxf import cutting_plan_dxf

        _write_dxf(args.dxf, cutting_plan_dxf(p, fabric.standard or args.standard))
    if args.json:
        print(json.dumps(p.as_dict(), ensure_ascii=False, indent=2))
        return 0
    print(f"cutting plan for the 侯 of {t.range_gong}弓")
    print(plan_table(p, args.standard))
    print()
    for b in p.bolts:
        lanes = [" + ".join(pl.piece.label for pl in b.placements if pl.lane == k)
                 for k in range(b.lanes)]
        print(f"{fabric.bolt_word} {b.index}: " + " | ".join(x for x in lanes if x))
    return 0


def _build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="houzhi", description="Compute, check and draw the archery target (侯) of "
                "the 儀禮 鄉射禮 from the classical text and its commentaries.")
    from . import __version__

    p.add_argument("--version", action="version", version=f"houzhi {__version__}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    # options several commands share, each defined once
    standard = _Parser(add_help=False)
    standard.add_argument("--standard", default=None,
                          help="standard of the 尺 for real sizes (default han)")
    reading = _Parser(add_help=False)
    reading.add_argument("--reading", default=None, help="whose reading of the text (default 鄭玄)")
    as_json = _Parser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="exact, machine-readable output")

    def command(name: str, run: Callable[[argparse.Namespace], int], help_: str,
                *parents: _Parser) -> argparse.ArgumentParser:
        cmd: argparse.ArgumentParser = sub.add_parser(name, help=help_, parents=list(parents))
        cmd.set_defaults(run=run)
        return cmd

    t = command("target", _cmd_target, "the target for a range: strips, totals, hanging, 乏",
                standard, reading, as_json)
    t.add_argument("range", help="range in 弓 (70, 7/2) or as a length (七十弓, 420尺, 50步)")
    t.add_argument("--breadth", default=None, help="nominal cloth breadth (default 二尺二寸)")
    t.add_argument("--trim", default=None, help="trimmed from each edge (default 一寸)")
    t.add_argument("--dxf", default=None, metavar="FILE",
                   help="also write the assembly drawing to this DXF file (mm)")

    command("check", _cmd_check, "every figure the commentary states, beside houzhi's")

    v = command("convert", _cmd_convert, "convert a length between classical units and metres",
                standard)
    v.add_argument("length", help="五尋, 二十五丈二尺, '25.2 丈', '9.24 m'")
    v.add_argument("--to", default=None, help="target unit: m, cm, mm, 尺, 丈, 弓 … ")

    dr = command("drawings", _cmd_drawings, "write the drawing set (DXF, PNG, SVG) into a folder",
                 standard, reading)
    dr.add_argument("--out", default="drawings", help="output folder (default drawings)")
    dr.add_argument("ranges", nargs="*", help="ranges in 弓 (default 50 70 90)")

    pl = command("plan", _cmd_plan, "the cutting plan: pieces, joins, layout on bolts or a roll",
                 standard, reading, as_json)
    pl.add_argument("range", help="range in 弓 or as a length")
    pl.add_argument("--width", default=None, help="a modern fabric's width, e.g. '150 cm' "
                    "(default: Han cloth, one 幅 in bolts of 匹)")
    pl.add_argument("--roll", default=None, help="roll length of a modern fabric (default 50 m)")
    pl.add_argument("--seam", default=None, help="seam allowance of a modern fabric (default 10 mm)")
    pl.add_argument("--dxf", default=None, metavar="FILE",
                    help="also write the cutting plan to this DXF file (mm)")

    command("gear", _cmd_gear, "the gear of the 記: arrows, rods, rack, mark, with sources",
            standard)

    bo = command("bolts", _cmd_bolts, "which ranges fill whole bolts 匹, and what each wastes")
    bo.add_argument("ranges", nargs="*", help="ranges in 弓 (default 10 20 … 100)")

    d = command("dashe", _cmd_dashe, "the 大射's three targets, their heights and sight lines",
                reading, as_json)
    d.add_argument("ranges", nargs="*", help="three ranges, nearest first (default 50 70 90)")
    d.add_argument("--eye", default=None, help="eye height above the floor (default 劉敞's 七尺)")
    d.add_argument("--rank", default=None, help="stand on this rank's hall: 天子 諸侯 大夫 士")

    r = command("readings", _cmd_readings, "compare the readings of the commentators at a range",
                as_json)
    r.add_argument("range", help="range in 弓 or as a length")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0, 1 for a failed check, 2 for bad input)."""
    import pint

    try:
        args = _build_parser().parse_args(argv)
        run: Callable[[argparse.Namespace], int] = args.run
        return run(args)
    except HouzhiError as exc:
        print(f"houzhi: error: {exc}", file=sys.stderr)
        return 2
    except pint.errors.PintError as exc:
        print(f"houzhi: error: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into head and the like
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        return 0
    except OSError as exc:
        print(f"houzhi: error: {exc.strerror or exc}: {getattr(exc, 'filename', '')}",
              file=sys.stderr)
        return 2


def _entry() -> None:  # console script
    sys.exit(main())
