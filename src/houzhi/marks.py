"""What is painted on a target: the 鵠 of the 大射, the 正 of the 鄉射 and 賓射, the heads of the
燕射's 獸侯 (:func:`marks_of`, from the rite's :class:`~houzhi.rites.Hou`), and the older helpers
the drawings use (:func:`zheng_squares`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING

from .citations import Citation, Rule, cite
from .errors import BadValueError, UnknownNameError
from .glossary import term

if TYPE_CHECKING:
    from .rites import Hou
    from .target import Target

__all__ = ["SHOU_HOU", "ZHENG", "ZHENG_SETS", "Mark", "RankTarget", "marks_of",
           "zheng_squares"]


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

_SHEREN = "夏官·射人"

ZHENG = Rule(
    "zheng", "正", "The painted 正 is a third of the target's centre, like the 鵠.",
    (cite("KR1d0078", "006-16b", "侯", "說", "聶崇義", "五正之侯九十弓，亦三分其侯正居一焉"),),
    lambda c: c / 3, inputs=("c",),
)

#: The colours of each set of 正, from the centre outward (鄭玄 on 周禮·射人).
ZHENG_SETS = MappingProxyType({
    "五正": ("朱", "白", "蒼", "黃", "玄"),
    "三正": ("朱", "白", "蒼"),
    "二正": ("朱", "綠"),
})
ZHENG_CITATIONS: tuple[Citation, ...] = (
    cite("KR1d0003", "030-26a", _SHEREN, "注", "鄭玄",
         "畫五正之侯，中朱，次白，次蒼，次黃，玄居外；三正損玄黃；二正去白蒼而畫以朱綠"),
)
KONG_YINGDA = cite("KR1d0003", "030-26a", _SHEREN, "注", "鄭玄",
                   "其外之廣皆居侯中參分之一，中二尺",
                   note="孔穎達《禮記正義·射義》「凡中央之赤皆方二尺」follows 鄭玄; the 禮記正義 "
                        "is not on houzhi's shelf")
ZHENG_CENTRE_KONG = Rule(
    "zheng_centre_kong", "正", "孔穎達: the red centre of every 正 is 2尺 square.", (KONG_YINGDA,),
    lambda side: side, params={"side": "二尺"},
)

def zheng_squares(target: Target, kind: str = "五正", centre: str = "equal",
                  ) -> tuple[tuple[str, Fraction], ...]:
    """The nested squares of a 正, outermost first: (colour, side in 尺).

    ``centre="equal"`` gives every ring the same width (houzhi's assumption; the texts are
    silent); ``centre="kong"`` makes the centre 朱 square 2尺 (孔穎达) and shares the rest equally.
    """
    try:
        colours = ZHENG_SETS[kind]
    except KeyError:
        raise UnknownNameError("set of 正", kind, list(ZHENG_SETS)) from None
    side = Fraction(ZHENG(c=target.zhong_side_chi))
    n = len(colours)
    if centre == "equal":
        sides = [side * (k + 1) / n for k in range(n)]
    elif centre == "kong":
        middle = Fraction(ZHENG_CENTRE_KONG())
        if middle >= side:
            raise BadValueError(f"a 2尺 centre does not fit a 正 of {side}尺")
        step = (side - middle) / (n - 1)
        sides = [middle + step * k for k in range(n)]
    else:
        raise UnknownNameError("centre", centre, ["equal", "kong"])
    return tuple(zip(reversed(colours), reversed(sides), strict=True))


@dataclass(frozen=True)
class RankTarget:
    """The animal target 獸侯 of a rank: its name, the ground colour 質 and what is painted."""

    rank: str
    name: str
    ground: str
    painted: tuple[str, ...]
    heads: int


_SHOU = cite("KR1d0028", "005-76b", "鄉射禮·記", "記", "",
             "凡侯：天子熊侯，白質；諸侯麋侯，赤質；大夫布侯，畫以虎豹；士布侯，畫以鹿豕",
             ruan_juan="卷十三")
_HEADS = cite("KR1d0028", "005-77a", "鄉射禮·記", "注", "鄭玄",
              "熊麋虎豹鹿豕皆正面畫其頭，象於正鵠之處耳。君畫一，臣畫二", ruan_juan="卷十三")
_DAN = cite("KR1d0028", "005-78a", "鄉射禮·記", "記", "", "凡畫者丹質", ruan_juan="卷十三")
SHOU_HOU_CITATIONS = (_SHOU, _HEADS, _DAN)

#: Rank → its target. 君 (天子, 諸侯) paint one head, 臣 (大夫, 士) two; the 大夫's and 士's 布侯
#: have a white ground (鄭: 其地不采者，白布也); 凡畫者丹質 is the 丹 under the clouds at the sides.
SHOU_HOU = MappingProxyType({
    "天子": RankTarget("天子", "熊侯", "白", ("熊",), 1),
    "諸侯": RankTarget("諸侯", "麋侯", "赤", ("麋",), 1),
    "大夫": RankTarget("大夫", "布侯", "白", ("虎", "豹"), 2),
    "士": RankTarget("士", "布侯", "白", ("鹿", "豕"), 2),
})
