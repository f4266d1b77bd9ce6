"""``houzhi plan``: the cutting plan: pieces, joins, layout on bolts or a roll."""

from __future__ import annotations

import argparse
import json

from ._common import Parents, out_path, write_dxf

NAME = "plan"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="the cutting plan: pieces, joins, layout on bolts or a roll",
                         parents=[parents.standard, parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help="range in 弓 or as a length")
    cmd.add_argument("--width", default=None, help="a modern fabric's width, e.g. '150 cm' "
                     "(default: Han cloth, one 幅 in bolts of 匹)")
    cmd.add_argument("--roll", default=None, help="roll length of a modern fabric (default 50 m)")
    cmd.add_argument("--seam", default=None,
                     help="seam allowance of a modern fabric (default 10 mm)")
    cmd.add_argument("--dxf", default=None, metavar="FILE",
                     help="also write the cutting plan to this DXF file (mm)")


def run(args: argparse.Namespace) -> int:
    from ..cutting import Fabric, plan
    from ..errors import HouzhiError
    from ..lengths import read_range
    from ..readings import get_reading
    from ..tables import plan_table
    from ..target import Target
    from ..units import get_standard

    # Every input read and checked before anything is printed or written.
    std = get_standard(args.standard).key
    dxf = out_path(args.dxf)
    t = Target.of(read_range(args.range, std), reading=get_reading(args.reading))
    if args.width is not None:
        given = {"roll": args.roll, "seam": args.seam}
        fabric = Fabric.modern(args.width, standard=std,
                               **{k: v for k, v in given.items() if v is not None})
    elif args.roll is not None or args.seam is not None:
        raise HouzhiError("--roll and --seam describe a modern fabric; give its --width too")
    else:
        fabric = Fabric.historical(t.cloth)
    p = plan(t, fabric)
    if dxf is not None:
        from ..render.dxf import cutting_plan_dxf

        write_dxf(dxf, cutting_plan_dxf(p, fabric.standard or std))
    if args.json:
        print(json.dumps(p.as_dict(), ensure_ascii=False, indent=2))
        return 0
    print(f"cutting plan for the 侯 of {t.range_gong}弓")
    print(plan_table(p, std))
    print()
    for b in p.bolts:
        lanes = [" + ".join(pl.piece.label for pl in b.placements if pl.lane == k)
                 for k in range(b.lanes)]
        print(f"{fabric.bolt_word} {b.index}: " + " | ".join(x for x in lanes if x))
    return 0
