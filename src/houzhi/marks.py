"""What is put on a target: the 鵠 of hide of the 大射's 皮侯 and the hide trimming the sides of
its 中 (飾其側, :func:`shi_of`), the painted 正 of the 鄉射 and 賓射, the painted heads of the
燕射's 獸侯 (:func:`marks_of`, from the rite's :class:`~houzhi.rites.Hou`). The colours of each set
of 正 and the rules that size each square are the rites' data (:data:`houzhi.rites.ZHENG_COLOURS`,
:data:`houzhi.rites.ZHENG_OUTSIDE`, :data:`~houzhi.rites.ZHENG_CENTRE`,
:data:`~houzhi.rites.ZHENG_BETWEEN`, :data:`~houzhi.rites.SHOU_HEAD`,
:data:`~houzhi.rites.HIDE_HU`, :data:`~houzhi.rites.HIDE_SHI`); each :class:`Mark` carries
the rule it was sized by, so its passages go wherever the mark goes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .glossary import term

if TYPE_CHECKING:
    from .citations import Citation, Rule
    from .rites import Hou

__all__ = ["Mark", "Shi", "marks_of", "marks_words", "shi_assumed", "shi_of"]


@dataclass(frozen=True)
class Mark:
    """One square, centred on the 侯: its ``name`` (鵠, 正, 熊首 …), ``colour`` (a colour word of
    the text, or the hide it is of: 豹皮) and ``side_chi`` (尺, exact); ``rule`` the rule that
    gives its side, ``also`` the passages that name its colour or skin, ``named_by`` the
    passages that make a 鵠 of hide the hide it is (鄭: 豹鵠而麋飾; empty for a painted mark),
    and ``assumed`` what houzhi assumed to size it where the texts are silent (empty for
    nothing)."""

    name: str
    colour: str
    side_chi: Fraction
    rule: Rule
    also: tuple[Citation, ...] = ()
    assumed: tuple[str, ...] = ()
    named_by: tuple[Citation, ...] = ()

    @property
    def hide(self) -> bool:
        """True for a 鵠 of hide set on the cloth (a 皮侯's), False for a painted mark."""
        return bool(self.named_by)

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The passages of the mark: those that name its hide (a hide 鵠's, first), its rule's
        (the principal first), then the colour's."""
        return tuple(dict.fromkeys((*self.named_by, *self.rule.citations, *self.also)))


@dataclass(frozen=True)
class Shi:
    """The hide trimming the two sides of a 皮侯's 中 (飾其側): ``hide`` the beast (麋, 熊 …),
    ``count`` strips (two: east and west), each ``length_chi`` long (the 中's height) and
    ``width_chi`` wide (尺, exact); ``rule`` :data:`houzhi.rites.HIDE_SHI`, ``named_by`` the
    passages naming the hide (麋飾), and ``assumed`` what houzhi assumed (the width, which the
    texts do not give)."""

    hide: str
    length_chi: Fraction
    width_chi: Fraction
    rule: Rule
    named_by: tuple[Citation, ...] = ()
    assumed: tuple[str, ...] = ()
    count: int = 2

    @property
    def name(self) -> str:
        """The trim as the texts name it: 麋飾."""
        return f"{self.hide}{term('shi_trim')}"

    @property
    def area_chi2(self) -> Fraction:
        """Area of hide of all the strips, in square 尺 (the rule's 2 × 中 × width)."""
        return Fraction(self.rule(zhong=self.length_chi, width=self.width_chi)) * self.count / 2

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The passages naming the hide first, then the rule's."""
        return tuple(dict.fromkeys((*self.named_by, *self.rule.citations)))


def _shi_width(width_chi: Fraction | None) -> Fraction:
    from .rites import HIDE_SHI

    return HIDE_SHI.param_values()["width"] if width_chi is None else Fraction(width_chi)


def shi_assumed(hou: Hou, width_chi: Fraction | None = None,
                fmt: Callable[[Fraction], str] | None = None) -> tuple[str, ...]:
    """What houzhi assumes of ``hou``'s 飾 (the texts give no width), for a width ``width_chi``
    尺 (None: houzhi's own, the rule's 一尺) written by ``fmt`` (default: in 丈尺寸); empty for
    a 侯 with no 飾."""
    if not hou.shi:
        return ()
    from .notation import format_chi

    given = " (houzhi's assumption)" if width_chi is None else " (as given)"
    return (f"the texts give no width for the {hou.shi}{term('shi_trim')} (飾其側): houzhi lays a "
            f"strip of {hou.shi}皮 {(fmt or format_chi)(_shi_width(width_chi))} wide{given} "
            "along each side of the 中, its full height (賈: 所飾者唯有兩傍之側)",)


def shi_of(hou: Hou, zhong_side: Fraction, width_chi: Fraction | None = None,
           fmt: Callable[[Fraction], str] | None = None) -> Shi | None:
    """The hide trimming ``hou``'s sides (飾) for a 中 ``zhong_side`` 尺 square, ``width_chi`` 尺
    wide (None: houzhi's assumption, the rule's 一尺), its assumption's width written by ``fmt``;
    None for a 侯 with no hide trim (a 采侯, a 獸侯)."""
    from .rites import HIDE_SHI

    if not hou.shi:
        return None
    return Shi(hou.shi, Fraction(zhong_side), _shi_width(width_chi), HIDE_SHI, hou.shi_citations,
               shi_assumed(hou, width_chi, fmt))


def marks_words(hou: Hou, marks: tuple[Mark, ...]) -> str:
    """The marks of ``hou`` in words, for a caption: a 皮侯's 鵠 of hide and its 飾, or the
    painted marks from the outside in."""
    from .notation import format_chi

    if marks and all(m.hide for m in marks):
        hu = "; ".join(f"{m.name} of {m.colour} {format_chi(m.side_chi)} set on the cloth"
                       for m in marks)
        return hu + (f", the sides of the 中 trimmed with {hou.shi}皮 ({hou.shi}{term('shi_trim')})"
                     if hou.shi else "")
    return "painted, outside in: " + ", ".join(f"{m.name}{m.colour} {format_chi(m.side_chi)}"
                                               for m in marks)


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
        from .rites import HIDE_HU

        named = hou.hu_citations or hou.citations
        return (Mark(term("hu"), f"{hou.painted[0]}皮", side, hu, HIDE_HU.citations,
                     named_by=named),), shi_assumed(hou)
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
