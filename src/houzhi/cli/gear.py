"""``houzhi gear``: the gear of the 記: arrows, rods, rack, mark, with sources."""

from __future__ import annotations

import argparse

from ._common import Parents

NAME = "gear"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="the gear of the 記: arrows, rods, rack, mark, with sources",
                         parents=[parents.standard])
    cmd.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..gear import GEAR
    from ..notation import format_chi
    from ..units import get_standard, metres_text

    std = get_standard(args.standard).key  # refused before anything is printed
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
