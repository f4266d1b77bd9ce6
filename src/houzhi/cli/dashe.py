"""``houzhi dashe``: the 大射's three targets, their heights and sight lines."""

from __future__ import annotations

import argparse

from ..locale import N_, _
from ._common import RANK_CHOICES, Parents, bare_numbers

NAME = "dashe"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the 大射's three targets, their heights and sight lines"),
                         parents=[parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("ranges", nargs="*", help=_("three ranges, nearest first (default 50 70 90)"))
    cmd.add_argument("--rite", default=None,
                     help=_("only 大射 (dashe): the texts hang three 侯 by 見鵠 in the 大射 alone"))
    cmd.add_argument("--eye", default=None, help=_("eye height above the floor (default 劉敞's 七尺)"))
    cmd.add_argument("--rank", default=None, choices=RANK_CHOICES, metavar="RANK",
                     help=_("whose 大射 (天子 or 諸侯; default 諸侯, the 大射儀's targets) and whose "
                          "hall the shooter stands on (禮器: 天子 諸侯 大夫 士; default the ground)"))


def run(args: argparse.Namespace) -> int:
    from ..documents.tables import dashe_table, sight_table
    from ..errors import BadValueError
    from ..measure.lengths import read_length, read_range
    from ..model.dashe import stack

    # Every input read and checked before anything is printed.
    if args.rite is not None:
        from ..canon.rites import get_rite

        rite = get_rite(args.rite)
        if not rite.stacked:
            raise BadValueError(_("the stack and its sight lines are the 大射's (大侯之崇，見鵠於參); "
                                  "the texts do not hang the {rite}'s 侯 so; use --rite 大射").format(
                rite=rite.label))
    if args.ranges and len(args.ranges) != 3:
        raise BadValueError(_("the 大射 has three targets, got {n} ranges").format(
            n=len(args.ranges)))
    ranges = tuple(read_range(r) for r in args.ranges)
    eye = None if args.eye is None else read_length(args.eye, what=N_("the eye's height"))
    st = stack(ranges or None, reading=args.reading, rank=args.rank)  # type: ignore[arg-type]
    with bare_numbers(None, ("--eye", args.eye, "cm")):
        st.sight(args.eye, args.rank)  # refuses an impossible eye (named as the user wrote it) or
    # an unknown rank, before output
    if args.json:
        from ..render.export import dumps

        print(dumps(st, eye_chi=eye, rank=args.rank))
        return 0
    print(dashe_table(st))
    print()
    print(sight_table(st, eye, args.rank))
    if args.rank is None:
        print(_("  no --rank: the 諸侯's 侯, but the eye on the ground, as 劉敞 reckons "
                "(令人目高七尺，從干望參); --rank 諸侯 stands it on the 諸侯's hall, 七尺 up, as 盛世佐 "
                "answers him (不計堂去庭之數…天子之堂九尺，諸侯七尺)"))
    for c in st.citations:
        print(f"  {c}")
    for a in st.assumptions:
        print(_("assumed: {assumption}").format(assumption=_(a)))
    return 0
