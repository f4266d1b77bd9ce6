"""``houzhi why``: how houzhi came by one figure — the chain from the stated figures and the
rules to its value, each step with its passage."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ..locale import _, language, listing
from ..measure._scripts import forms
from ._common import Parents

if TYPE_CHECKING:
    from ..canon.figures import Figure
    from ..model.target import Target

NAME = "why"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("how houzhi came by a figure: the chain from the texts"),
                         parents=[parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help=_("range in 弓 (70) or as a length (七十弓, 420尺)"))
    cmd.add_argument("figure", help=_("the figure, by its characters (下綱, 上个, 鵠, 用布) or its "
                                    "key (gang_bottom)"))
    from .target import add_rite_options

    add_rite_options(cmd)


def chain(t: Target, key: str) -> list[Figure]:
    """The figures ``key`` is computed from, each before the figures computed from it, ending
    with ``key`` itself; each figure once."""
    figures = t.figures()
    out: dict[str, Figure] = {}

    def walk(k: str, seen: tuple[str, ...]) -> None:
        if k in out or k in seen or k not in figures:
            return
        for src in figures[k].basis.from_:
            walk(src, (*seen, k))
        out[k] = figures[k]

    walk(key, ())
    return list(out.values())


def _step(f: Figure) -> list[str]:
    from ..canon.figures import FIGURES, by_words
    from ..measure.notation import format_chi, format_number

    b = f.basis
    value = (format_number(int(f.value)) if f.unit == "count" and f.value.denominator == 1
             else str(f.value) if f.unit == "count" else format_chi(f.value))
    head = f"{f.name} {value}" + (f" {b.mark}" if b.mark else "") + " — " + by_words(b.kind, b.by)
    if b.from_:
        head += _(" from {names}").format(names=listing(FIGURES[k].chars for k in b.from_))
    lines = [head]
    if b.why:
        lines.append(_("    why: {why}").format(why=b.why))
    for c in b.citations[:3]:
        lines.append(f"    {c}")
    if len(b.citations) > 3:
        lines.append(_("    … and {n} more passage(s)").format(n=len(b.citations) - 3))
    return lines


def run(args: argparse.Namespace) -> int:
    from ..canon.figures import FIGURES, figure_key
    from ..documents.target import row_names
    from .target import spec_from

    # by its key, its characters, or the name the target's table prints for it
    key = figure_key(args.figure, row_names())  # a bad name: one line naming the nearest known
    t = spec_from(args).target()
    target = t.figure(key)  # a figure the reading does not have: one line, with the reason
    steps = chain(t, key)
    if args.json:
        from ..render.export import to_data

        print(json.dumps({"range_gong": str(t.range_gong), "reading": t.reading.key,
                          "figure": to_data(target), "chain": [to_data(f) for f in steps]},
                         ensure_ascii=False, indent=2))
        return 0
    from ..documents.tables import gong_count

    st = t.setting
    chars, words = FIGURES[key].chars, _(FIGURES[key].words)
    same = words == chars or (language() == "zh-Hans" and chars in forms(words))  # 下纲 is 下綱
    # in Chinese a name that begins with the characters says them already: 躬長（每躬）, not
    # 躬（躬長（每躬））
    named = (chars if same else words if language() != "en" and words.startswith(chars)
             else _("{chars} ({words})").format(chars=chars, words=words))
    print(_("{figure} at {gong}弓, {reading}'s 侯, {rite} ({rank}): from the texts to the value, "
            "step by step").format(figure=named, gong=gong_count(t.range_gong),
                                   reading=t.reading.label, rite=st.rite.label, rank=st.rank))
    for f in steps:
        print("\n".join(_step(f)))
    rests = [f.name for f in steps if f.basis.rests]
    if rests:
        print(_("resting on an assumption: {names}").format(names=listing(rests)))
    return 0

