"""What is painted on a target: the 鵠 of the 大射, the 正 of the 鄉射 and 賓射, the heads of the
燕射's 獸侯 (:func:`marks_of`, from the rite's :class:`~houzhi.rites.Hou`; the colours of each set
of 正 and the 正's centre are the rites' data, :data:`houzhi.rites.ZHENG_COLOURS` and
:data:`houzhi.rites.ZHENG_CENTRE`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .glossary import term

if TYPE_CHECKING:
    from .rites import Hou

__all__ = ["Mark", "marks_of"]


@dataclass(frozen=True)
class Mark:
    """One painted square, centred on the 侯: its ``name`` (鵠, 正, 熊首 …), ``colour`` (a colour
    word of the text, or the beast whose skin or head it is) and ``side_chi`` (尺, exact)."""

    name: str
    colour: str
    side_chi: Fraction


def marks_of(hou: Hou, hu_side: Fraction) -> tuple[tuple[Mark, ...], tuple[str, ...]]:
    """The marks of ``hou`` from the outside in, for a 鵠 (or the place of one) ``hu_side`` 尺
    square; and what houzhi assumed to draw them.

    A 皮侯 has its 鵠 of the skin named; a 采侯 its 正, the outside as the 鵠 and the 朱 centre
    二尺 (鄭: 正之方外如鵠，內二尺), the colours between in equal steps (the texts give no
    widths); a 獸侯 the heads painted in the place of the 正鵠 (賈: 獸居一焉).
    """
    from .rites import ZHENG_CENTRE, ZHENG_COLOURS

    side = Fraction(hu_side)
    if hou.marks == term("hu"):
        return (Mark(term("hu"), f"{hou.painted[0]}皮", side),), ()
    if hou.marks == term("shou"):
        heads = tuple(Mark(f"{b}{term('shou_head')}", b, side) for b in hou.painted)
        notes: tuple[str, ...] = ("the heads fill the place of the 正鵠, a third of the 中 (賈: 獸居一焉)",)
        if len(heads) > 1:
            notes += ("the two heads share that place side by side (臣畫二); the texts give no "
                      "sizes",)
        return heads, notes
    colours = ZHENG_COLOURS[hou.marks]
    n = len(colours)
    inner = Fraction(ZHENG_CENTRE())
    notes = ()
    if n > 2:
        notes = ("the colours between the 朱 centre and the outside are of equal width (賈: 以白蒼"
                 "等充其尺寸使大如鵠; no widths are given)",)
    if inner >= side:
        inner = side / n
        notes += (f"the 朱 centre of 二尺 does not fit inside a 正 of {side}尺; houzhi divides "
                  "the 正 into equal steps",)
    step = (side - inner) / (n - 1) if n > 1 else Fraction(0)
    sides = [inner + step * k for k in range(n)]
    return tuple(Mark(term("zheng"), colour, s) for colour, s in
                 zip(reversed(colours), reversed(sides), strict=True)), notes
