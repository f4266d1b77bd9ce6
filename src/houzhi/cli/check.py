"""``houzhi check``: every figure a text on the shelf states, beside houzhi's."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ..locale import _, listing
from ._common import Parents, add_reading_file

if TYPE_CHECKING:
    from ..model.check import Comparison

NAME = "check"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("every figure the texts state, beside houzhi's"),
                         parents=[parents.as_json, parents.table_format])
    cmd.add_argument("--passages", action="store_true",
                     help=_("show the passage around each quote"))
    cmd.set_defaults(run=run)
    add_reading_file(cmd)


def run(args: argparse.Namespace) -> int:
    """Exit 0 when every figure agrees or is explained (a finding), 1 otherwise."""
    from ..documents.records import check_records
    from ..model.check import compare
    from ._common import print_table

    comparisons = list(compare())
    bad = sum(not c.ok for c in comparisons)
    if print_table(args, lambda: check_records(passages=args.passages)):
        return 1 if bad else 0
    if args.json:
        from ..render.export import to_data

        rows = [to_data(c) for c in comparisons]
        if args.passages:
            from ..sources.passages import passage_of

            for row, c in zip(rows, comparisons, strict=True):
                row["passage"] = passage_of(c.statement.citation)
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 1 if bad else 0
    from ..documents.tables import check_table

    print(check_table(passages=args.passages))
    n = len(comparisons)
    findings = sum(c.agrees is None and c.computed is not None for c in comparisons)
    not_given = sum(c.computed is None for c in comparisons)
    explained = sum(c.agrees is False and c.ok for c in comparisons)
    print("\n" + _("{agree} of {n} figures agree with the texts").format(
              agree=sum(c.agrees is True for c in comparisons), n=n)
          + (_("; {n} finding(s) where an author does not follow his own reckoning").format(
              n=findings) if findings else "")
          + (_("; {n} differ for a reason the texts give").format(n=explained)
             if explained else "")
          + (_("; {n} not given (the note says why)").format(n=not_given) if not_given else "")
          + (_("; {n} do not agree").format(n=bad) if bad else ""))
    print(_by_reading(comparisons))
    return 1 if bad else 0


def _by_reading(comparisons: list[Comparison]) -> str:
    """How many of the figures are stated for one named reading (a commentator's own, or, for
    鄭玄's, 劉敞's reckoning of them), by reading."""
    from ..canon.readings import READINGS

    own = [c.statement.reading for c in comparisons if c.statement.reading is not None]
    each = listing(f"{r.label} {own.count(key)}" for key, r in READINGS.items() if key in own)
    return _("{n} of them stated for one reading, checked in it: {each}").format(n=len(own),
                                                                                 each=each)
