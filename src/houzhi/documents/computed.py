"""What houzhi computes from a rule at the three ranges of the texts, 50, 70 and 90弓.

``houzhi source`` shows, under each rule, the figures houzhi works out from it: a rule of a
reading's target (the 躬, the 上个 and its 舌 …) by that reading's target at each range, a rule
of the ropes by the ropes of 鄭玄's target, the 鄉射's 乏 by its range. :func:`computed_from`
gives them; a rule that gives no figure of a target (the 正's colours, the hall's heights)
gives none, and says so by an empty tuple.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..errors import require
from ..sources.citations import Rule

__all__ = ["RANGES", "Computed", "computed_from"]

#: The ranges the 記 names (侯道五十弓, 七十弓, 九十弓), in 弓.
RANGES = (50, 70, 90)


@dataclass(frozen=True)
class Computed:
    """One figure houzhi computes from a rule: ``range_gong`` the range (弓), ``name`` what it
    is (躬, 上舌), ``value`` the figure (尺, or a count where ``count``), ``reading`` whose
    reading's target it is (鄭玄)."""

    range_gong: int
    name: str
    value: Fraction
    reading: str
    count: bool = False


def _t(attr: str) -> Callable[[Any], Fraction]:
    return lambda t: Fraction(getattr(t, attr))


#: A reading's role -> the figures of its target that the role's rule gives (name, how).
ROLE_FIGURES: dict[str, tuple[tuple[str, Callable[[Any], Fraction], bool], ...]] = {
    "range": (("侯道", _t("range_chi"), False),),
    "zhong": (("中", _t("zhong_side_chi"), False),),
    "zhong_square": (("中之高", _t("zhong_height_chi"), False),),
    "zhong_strips": (("中幅", _t("zhong_strips"), True),),
    "band": (("幅高", _t("band_height_chi"), False),),
    "gong": (("躬", _t("gong_chi"), False),),
    "shang_ge": (("上个", _t("shang_ge_chi"), False), ("上舌", _t("shang_she_chi"), False)),
    "xia_ge": (("下个", _t("xia_ge_chi"), False), ("下舌", _t("xia_she_chi"), False)),
    "hanging": (("下綱去地", _t("bottom_chi"), False),),
    "hu": (("鵠", _t("hu_side_chi"), False),),
    "fa": (("乏北", lambda t: Fraction(t.fa[0]), False),
           ("乏西", lambda t: Fraction(t.fa[1]), False)),
}


#: A rule whose figures are not those of the role it plays -> its own (劉敞's 躬舌幅 is his
#: reading's ``band``, but gives how many breadths the 躬 and the 舌 each take).
RULE_FIGURES: dict[str, tuple[tuple[str, Callable[[Any], Fraction], bool], ...]] = {
    "split_liu_chang": (("躬幅", lambda t: t.figure("gong_breadths").value, True),
                        ("舌幅", lambda t: t.figure("she_breadths").value, True)),
}


def _rope_figures(rule: Rule) -> tuple[tuple[str, Callable[[Any], Fraction], bool], ...]:
    """The figures of the ropes and posts (houzhi.model.rigging) a rule of theirs gives."""
    from ..canon import rules

    def rig(attr: str) -> Callable[[Any], Fraction]:
        def get(t: Any) -> Fraction:
            from ..model.rigging import Rigging

            return Fraction(getattr(Rigging(t), attr))
        return get

    by_rule = {
        rules.GANG.key: (("上綱", rig("upper_rope_chi"), False),
                         ("下綱", rig("lower_rope_chi"), False)),
        rules.ZHI.key: (("植之斜 (per 尺 of height)", rig("lean"), False),),
        rules.FA.key: (("乏北", lambda t: Fraction(t.fa[0]), False),
                       ("乏西", lambda t: Fraction(t.fa[1]), False)),
        rules.BREADTH.key: (("幅", _t("breadth_chi"), False),),
    }
    return by_rule.get(rule.key, ())


def computed_from(rule: Rule) -> tuple[Computed, ...]:
    """The figures houzhi computes from ``rule`` at 50, 70 and 90弓 (:data:`RANGES`): for a
    rule of a reading, by each reading that takes it (the role it plays there,
    :data:`ROLE_FIGURES`), else for a rule of the ropes, posts, cloth or the 鄉射's 乏, by
    鄭玄's target; ``()`` for a rule that gives no figure of a target."""
    require(rule, Rule, "computed_from(): rule")
    from ..canon.readings import READINGS
    from ..model.target import Target

    uses = [(rd, RULE_FIGURES.get(rule.key, ROLE_FIGURES.get(role, ())))
            for rd in READINGS.values() for role, r in rd.rules.items() if r is rule]
    uses = [(rd, how_many) for rd, how_many in uses if how_many]
    out: list[Computed] = []
    if uses:
        for d in RANGES:
            for rd, how_many in uses:
                t = Target.of(d, reading=rd)
                out += [Computed(d, name, how(t), rd.label, count) for name, how, count in how_many]
        return tuple(out)
    how_many = _rope_figures(rule)
    for d in RANGES:
        t = Target.of(d)
        out += [Computed(d, name, how(t), t.reading.label, count) for name, how, count in how_many]
    return tuple(out)
