"""``houzhi plan``: the cutting plan: pieces, joins, layout on bolts or a roll."""

from __future__ import annotations

import argparse

from ..locale import _
from ._common import Parents, out_path, write_dxf
from .build import add_fabric_options, fabric_from

NAME = "plan"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the cutting plan: pieces, joins, layout on bolts or a roll"),
                         parents=[parents.standard, parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help=_("range in 弓 or as a length"))
    add_fabric_options(cmd)
    from .target import add_rite_options

    add_rite_options(cmd)
    cmd.add_argument("--dxf", default=None, metavar="FILE",
                     help=_("also write the cutting plan to this DXF file (mm)"))


def run(args: argparse.Namespace) -> int:
    from ..documents.tables import plan_table, rite_line
    from ..making.cutting import plan
    from ..measure.units import get_standard
    from .target import spec_from

    # Every input read and checked before anything is printed or written.
    std = get_standard(args.standard).key
    dxf = out_path(args.dxf, "--dxf")
    t = spec_from(args).target()
    fabric = fabric_from(args, t)
    p = plan(t, fabric)
    if dxf is not None:
        from ..render.dxf import cutting_plan_dxf

        write_dxf(dxf, cutting_plan_dxf(p, fabric.standard or std))
    if args.json:
        from ..render.export import dumps

        print(dumps(p, standard=args.standard))
        return 0
    print(_("cutting plan: {what}").format(what=rite_line(t, std)))
    print(plan_table(p, std))
    print()
    for b in p.bolts:
        lanes = [" + ".join(pl.piece.label for pl in b.placements if pl.lane == k)
                 for k in range(b.lanes)]
        print(_("{bolt} {n}: {pieces}").format(bolt=fabric.bolt_word, n=b.index,
                                               pieces=" | ".join(x for x in lanes if x)))
    return 0
