"""``houzhi plan``: the cutting plan: pieces, joins, layout on bolts or a roll."""

from __future__ import annotations

import argparse
import json

from ._common import Parents, write_dxf
from .build import add_fabric_options, fabric_from

NAME = "plan"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="the cutting plan: pieces, joins, layout on bolts or a roll",
                         parents=[parents.standard, parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help="range in 弓 or as a length")
    add_fabric_options(cmd)
    cmd.add_argument("--dxf", default=None, metavar="FILE",
                     help="also write the cutting plan to this DXF file (mm)")


def run(args: argparse.Namespace) -> int:
    from ..cutting import plan
    from ..tables import plan_table
    from ..target import Target

    t = Target.of(args.range, reading=args.reading)
    fabric = fabric_from(args, t)
    p = plan(t, fabric)
    if args.dxf:
        from ..render.dxf import cutting_plan_dxf

        write_dxf(args.dxf, cutting_plan_dxf(p, fabric.standard or args.standard))
    if args.json:
        print(json.dumps(p.as_dict(args.standard), ensure_ascii=False, indent=2))
        return 0
    print(f"cutting plan for the 侯 of {t.range_gong}弓")
    print(plan_table(p, args.standard))
    print()
    for b in p.bolts:
        lanes = [" + ".join(pl.piece.label for pl in b.placements if pl.lane == k)
                 for k in range(b.lanes)]
        print(f"{fabric.bolt_word} {b.index}: " + " | ".join(x for x in lanes if x))
    return 0
