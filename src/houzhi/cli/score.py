"""``houzhi score RIGHT LEFT``: the 釋獲 count of the 鄉射 — the announcement, the heaps of rods
on the ground, the passages; ``--svg``/``--png`` draw the rods."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..locale import N_, _, collation, language, quotation
from ._common import Parents, out_path, said_written

if TYPE_CHECKING:
    from ..model.score import Count, Side

NAME = "score"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the 釋獲 count: what the 釋獲者 announces and how the rods lie"),
                         parents=[parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("right", help=_("hits (算) of the right, the 上射's side (23 or 二十三)"))
    cmd.add_argument("left", help=_("hits (算) of the left, the 下射's side"))
    cmd.add_argument("--svg", metavar="FILE", default=None, help=_("draw the rods on the ground (SVG)"))
    cmd.add_argument("--png", metavar="FILE", default=None, help=_("draw the rods on the ground (PNG)"))


def _whole(text: str, side: str) -> int:
    """A count of rods written in Arabic or Chinese numerals, whole and not negative."""
    from ..errors import BadValueError, ParseError
    from ..measure.notation import parse_number

    try:
        n = parse_number(text.strip())
    except ParseError:
        raise BadValueError(_("{side} hits: {text} is not a number of rods").format(
            side=_(side), text=repr(text))) from None
    if n.denominator != 1:
        raise BadValueError(_("{side} hits must be a whole number of rods, not {text}").format(
            side=_(side), text=repr(text)))
    return int(n)


def _side_text(side: Side) -> str:
    from ..measure.notation import format_number as num

    parts = [f"{num(len(side.wei))}委縮（每委十純）"] if side.wei else []
    if side.yu_chun:
        parts.append(f"餘{num(side.yu_chun)}純橫於下")
    if side.ji:
        parts.append("一奇縮諸純下")
    laid = "，".join(parts) or "無"
    return (f"{side.name}獲（{side.shooters}）{num(side.rods)}算 = {num(side.chun)}純"
            f"{'一奇' if side.ji else ''}：{laid}")


def _print(c: Count) -> None:
    from ..model.score import RULES

    print(f"釋獲者告：「{c.announcement}」")
    if c.winner is not None:
        print(_("  鄭注's pattern 若干純若干奇, filled in: 「{form}」; 賈疏: 奇則一也，一外無若干 … "
                "奇言若干者，衍字也 — so the 奇 is said without a number").format(form=c.zheng_form))
        print(_("  賢獲 carried up: {rods} rods, {chun} 純 and {ji} 奇 "
                "(2×{chun}+{ji} = |{right}−{left}|)").format(
            rods=c.difference, chun=c.chun, ji=c.ji, right=c.right.rods, left=c.left.rods))
    elif c.counted:
        print(_("  左右皆執一算以告: one rod of each side in hand"))
    else:
        print(_("  no rod was counted on either side: level at nought, but with no 獲 of either "
                "side to hold (左右皆執一算 cannot be done); the text has no case of no hits — see "
                "'assumed' below"))
    print()
    print(_("on the ground (the counter west of the 中, facing east; 縮 = east–west, "
            "橫 = north–south, 下 = the near, west side):"))
    for side in c.sides:
        print("  " + _side_text(side))
    print()
    print(_("the count, in the text's order:"))
    for s in c.steps:
        words = RULES[s.rule].words  # the text's words the step follows: a quotation in Chinese
        print(f"  {s.text}　" + (f"〔{words}〕" if language() == "en" else quotation(words)))
    for a in c.assumptions:
        print(_("assumed: {assumption}").format(assumption=_(a)))
    print()
    for cit in c.citations:
        print(f"  {cit}")
        if cit.note:
            note = _(cit.note)
            note = collation(note)  # its colon full-width, as source's
            print(f"      {note}")


def _draw(c: Count, path: str, fmt: str) -> None:
    from ..render._files import write_atomically
    from ..render.plots import style  # houzhi.render first: it settles matplotlib's caches
    from ..render.score_plot import rods_on_ground

    fig = rods_on_ground(c)
    import matplotlib
    meta = {"Date": None} if fmt == "svg" else {}
    with matplotlib.rc_context({**style(), "svg.fonttype": "path"}):
        written = write_atomically(path, lambda tmp: fig.savefig(tmp, format=fmt, metadata=meta))
    said_written(written)


def run(args: argparse.Namespace) -> int:
    from ..model.score import count

    paths = {fmt: out_path(getattr(args, fmt), f"--{fmt}") for fmt in ("svg", "png")}
    c = count(_whole(args.right, N_("right")), _whole(args.left, N_("left")))
    for fmt, path in paths.items():
        if path is not None:
            _draw(c, path, fmt)
    if args.json:
        from ..render.export import dumps

        print(dumps(c))
    else:
        _print(c)
    return 0
