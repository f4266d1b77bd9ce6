"""``houzhi readings``: compare the readings of the commentators at a range."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..locale import _, listing
from ._common import Parents, add_reading_file

NAME = "readings"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("compare the readings of the commentators at a range"),
                         parents=[parents.as_json, parents.table_format])
    cmd.set_defaults(run=run)
    add_reading_file(cmd)
    cmd.add_argument("range", help=_("range in 弓 or as a length"))
    from .target import add_rite_options

    add_rite_options(cmd)


def run(args: argparse.Namespace) -> int:
    from ..canon.readings import READINGS
    from ..documents.records import readings_records
    from ..documents.tables import readings_table, reckoned_figures
    from ..measure.lengths import read_range
    from ..model.target import Target
    from ._common import print_table

    d = read_range(args.range)  # read and checked before anything is printed
    if print_table(args, lambda: readings_records(d, args.rite, args.rank)):
        return 0
    targets = [Target.of(d, reading=r, rite=args.rite, rank=args.rank)
               for r in READINGS.values()]
    if args.json:
        from ..render.export import to_data

        out: list[dict[str, Any]] = []
        for t in targets:
            if t.composition.refused:
                out.append({"reading": t.reading.key, "refused": t.composition.refused,
                            "cannot": list(t.reading.cannot)})
            else:
                out.append({**to_data(t), "cannot": list(t.reading.cannot),
                            "reckoned": reckoned_figures(t)})  # a view of the figures' bases
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    print(readings_table(d, args.rite, args.rank))
    from ..canon.figures import who

    for a in targets[0].setting.assumptions:
        print(_("assumed: {assumption}").format(assumption=_(a) if a else a))
    for t in targets:
        r = t.reading
        print("\n" + _("{reading} — {summary}").format(reading=r.label,
                                                          summary=_(r.summary) if r.summary else ""))
        if t.composition.refused:
            print(_("  cannot sew this 侯: {why}").format(why=_(t.composition.refused)))
        for reason in dict.fromkeys(t.not_given.values()):  # one line a reason withholds by
            print(_("  cannot give: {why}").format(why=reason))
        for what in r.cannot:
            print(_("  gives no: {what}").format(what=_(what) if what else what))
        for (by, why), keys in _by_reason(t).items():
            print(_("  {by}'s (†) {names}: {why}").format(by=who(by), names=listing(keys),
                                                          why=why))
        for a in r.assumptions:
            print(_("  assumed: {assumption}").format(assumption=_(a) if a else a))
    return 0


def _by_reason(t: Any) -> dict[tuple[str, str], list[str]]:
    """The figures of the table reckoned where the author gives none, grouped by who reckons
    them and why: (by, reason) -> the columns' headings. Read from the figures' bases."""
    from ..documents.tables import READINGS_COLUMNS

    figures = t.figures()
    out: dict[tuple[str, str], list[str]] = {}
    for key, heading in READINGS_COLUMNS:
        f = figures.get(key)
        if f is not None and f.basis.kind == "reckoned":
            out.setdefault((f.basis.by, f.basis.why), []).append(_(heading))
    return out
