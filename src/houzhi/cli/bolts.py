"""``houzhi bolts``: which ranges fill whole bolts 匹, and what each wastes."""

from __future__ import annotations

import argparse
import json

from ..locale import _
from ._common import Parents, bounded_work

NAME = "bolts"
#: The most ranges one run compares (each is a cutting plan; this keeps a run within seconds).
MAX_RANGES = 10


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("which ranges fill whole bolts 匹, and what each wastes"),
                         parents=[parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("ranges", nargs="*", help=_("ranges in 弓 (default 10 20 … 100)"))


def run(args: argparse.Namespace) -> int:
    from ..documents.tables import bolt_fit
    from ..errors import BadValueError
    from ..making.cutting import Fabric
    from ..measure.lengths import read_range

    if len(args.ranges) > MAX_RANGES:
        raise BadValueError(_("bolts takes at most {most} ranges, got {n}").format(
            most=MAX_RANGES, n=len(args.ranges)))
    ranges = [read_range(r) for r in args.ranges]  # all read before anything is printed
    bounded_work(ranges, MAX_RANGES, NAME)
    if args.json:
        from ..making.cutting import bolt_fit_table

        rows = bolt_fit_table(ranges) if ranges else bolt_fit_table()
        from ..render.export import bolt_fit_rows

        print(json.dumps(bolt_fit_rows(rows), ensure_ascii=False, indent=2))
        return 0
    table = bolt_fit(ranges or None)
    print(_("Han cloth ({cloth}): which ranges fill whole 匹, and what each wastes").format(
        cloth=Fabric.historical().name))
    print(table)
    return 0
