"""``houzhi check``: every figure the commentary states, beside houzhi's."""

from __future__ import annotations

import argparse

from ._common import Parents

NAME = "check"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="every figure the commentary states, beside houzhi's",
                         parents=[])
    cmd.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..tables import check_table

    table = check_table()
    print(table)
    n, bad = len(table.rows), table.failures
    print(f"\n{n - bad} of {n} figures agree with the commentary" + (f"; {bad} do not" if bad
                                                                       else ""))
    return 1 if bad else 0
