"""``houzhi readings``: compare the readings of the commentators at a range."""

from __future__ import annotations

import argparse
import json

from ._common import Parents

NAME = "readings"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="compare the readings of the commentators at a range",
                         parents=[parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help="range in 弓 or as a length")


def run(args: argparse.Namespace) -> int:
    from ..lengths import read_range
    from ..readings import READINGS
    from ..tables import readings_table
    from ..target import Target

    d = read_range(args.range)  # read and checked before anything is printed
    if args.json:
        targets = [Target.of(d, reading=r) for r in READINGS.values()]
        print(json.dumps([t.as_dict() for t in targets], ensure_ascii=False, indent=2))
        return 0
    print(readings_table(d))
    for r in list(READINGS.values())[1:]:
        print(f"\n{r.label} — {r.summary}")
        for a in r.assumptions:
            print(f"  assumed: {a}")
    return 0
