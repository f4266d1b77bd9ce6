"""What is painted on a target: the 鵠 of the 大射, the 正 of the 鄉射 and 賓射, the heads of the
燕射's 獸侯 (:func:`marks_of`, from the rite's :class:`~houzhi.rites.Hou`). The colours of each set
of 正 and the rules that size each square are the rites' data (:data:`houzhi.rites.ZHENG_COLOURS`,
:data:`houzhi.rites.ZHENG_OUTSIDE`, :data:`~houzhi.rites.ZHENG_CENTRE`,
:data:`~houzhi.rites.ZHENG_BETWEEN`, :data:`~houzhi.rites.SHOU_HEAD`); each :class:`Mark` carries
the rule it was sized by, so its passages go wherever the mark goes.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .glossary import term

if TYPE_CHECKING:
    from .citations import Citation, Rule
    from .rites import Hou

__all__ = ["Mark", "marks_of"]


@dataclass(frozen=True)
class Mark:
    """One painted square, centred on the 侯: its ``name`` (鵠, 正, 熊首 …), ``colour`` (a colour
    word of the text, or the beast whose skin or head it is) and ``side_chi`` (尺, exact);
    ``rule`` the rule that gives its side, ``also`` the passages that name its colour or skin,
    and ``assumed`` what houzhi assumed to size it where the texts are silent (empty for
    nothing)."""

    name: str
    colour: str
    side_chi: Fraction
    rule: Rule
    also: tuple[Citation, ...] = ()
    assumed: tuple[str, ...] = ()

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The passages of the mark: its rule's (the principal first), then the colour's."""
        return tuple(dict.fromkeys((*self.rule.citations, *self.also)))


def marks_of(hou: Hou, hu_side: Fraction, hu_rule: Rule | None = None,
             ) -> tuple[tuple[Mark, ...], tuple[str, ...]]:
    """The marks of ``hou`` from the outside in, for a 鵠 (or the place of one) ``hu_side`` 尺
    square, given by ``hu_rule`` (default :data:`houzhi.rules.HU`, 鄭玄's third of the 中); and
    what houzhi assumed to draw them.

    A 皮侯 has its 鵠 of the skin named; a 采侯 its 正, the outside as the 鵠 and the 朱 centre
    二尺 (鄭: 正之方外如鵠，內二尺), the colours between in equal steps (the texts give no
    widths); a 獸侯 the heads painted in the place of the 正鵠 (賈: 獸居一焉).
    """
    from . import rules
    from .rites import (
        SHOU_HEAD,
        ZHENG_BETWEEN,
        ZHENG_CENTRE,
        ZHENG_COLOUR,
        ZHENG_COLOURS,
        ZHENG_OUTSIDE,
        ZHENG_SQUEEZED,
    )

    hu = hu_rule or rules.HU
    side = Fraction(hu_side)
    if hou.marks == term("hu"):
        return (Mark(term("hu"), f"{hou.painted[0]}皮", side, hu, hou.citations),), ()
    if hou.marks == term("shou"):
        notes: tuple[str, ...] = ("the heads fill the place of the 正鵠, a third of the 中 (賈: 獸居一焉)",)
        if len(hou.painted) > 1:
            notes += ("the two heads share that place side by side (臣畫二); the texts give no "
                      "sizes",)
        heads = tuple(Mark(f"{b}{term('shou_head')}", b, Fraction(SHOU_HEAD(hu=side)), SHOU_HEAD,
                           (*hou.citations[:1], *hu.citations), notes)
                      for b in hou.painted)
        return heads, notes
    colours = ZHENG_COLOURS[hou.marks]
    n = len(colours)
    outer = Fraction(ZHENG_OUTSIDE(hu=side))
    inner = Fraction(ZHENG_CENTRE())
    also = (*ZHENG_COLOUR.citations[:1], *hu.citations)
    between: tuple[str, ...] = ()
    notes = ()
    if n > 2:
        between = ("the colours between the 朱 centre and the outside are of equal width (賈: 以白"
                   "蒼等充其尺寸使大如鵠; no widths are given)",)
        notes = between
    if inner < outer:  # n >= 2: 二正 at least
        rules_of = [ZHENG_CENTRE, *[ZHENG_BETWEEN] * (n - 2), ZHENG_OUTSIDE]
        assumed = [(), *[between] * (n - 2), ()]
        sides = [inner, *(Fraction(ZHENG_BETWEEN(inner=inner, outer=outer, k=k, n=n))
                          for k in range(1, n - 1)), outer]
    else:
        squeezed = (f"the 朱 centre of 二尺 does not fit inside a 正 of {outer}尺; houzhi divides "
                    "the 正 into equal steps",)
        notes = squeezed
        rules_of = [*[ZHENG_SQUEEZED] * (n - 1), ZHENG_OUTSIDE]
        assumed = [*[squeezed] * (n - 1), ()]
        sides = [*(Fraction(ZHENG_SQUEEZED(outer=outer, k=k, n=n)) for k in range(1, n)), outer]
    marks = [Mark(term("zheng"), c, s, r, also, a)
             for c, s, r, a in zip(colours, sides, rules_of, assumed, strict=True)]
    return tuple(reversed(marks)), notes
