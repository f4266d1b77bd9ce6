"""The gear of the 鄉射禮 named in the 記 and its commentaries, with citations.

Each dimension is written as the text writes it (``"尺有握"``, ``"寸有半"``) and read with
:func:`~houzhi.notation.parse_measure`; ``"如笴"`` (as long as an arrow shaft) refers to the
笴's own length, so that length is written once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from .citations import Citation, _legacy, ji
from .errors import UnknownNameError
from .notation import parse_measure, parse_number

__all__ = ["GEAR", "GearItem", "get_gear"]


@dataclass(frozen=True)
class GearItem:
    """A piece of gear: ``dimensions`` maps a name (length, breadth, …) to the text's words."""

    key: str
    name: str
    english: str
    dimensions: Mapping[str, str]
    count: str | None
    citations: tuple[Citation, ...]
    note: str = ""

    def dimension(self, which: str) -> Fraction:
        """The dimension ``which`` in 尺, exact."""
        text = self.dimensions[which]
        if text.startswith("如"):
            return get_gear(text[1:]).dimension("length")
        return Fraction(parse_measure(text).to("chi").magnitude)

    @property
    def how_many(self) -> int | None:
        """How many the text sets out, if it says."""
        return None if self.count is None else int(parse_number(self.count))


def _san_li_tu(passage: str) -> Citation:
    return _legacy("三禮圖", "舊圖", passage, "聶崇義", note="REFERENCES.md, 三禮圖 (舊圖) equipment")


def _pg(passage: str, line: int) -> Citation:
    return _legacy("頖宮禮樂疏", "射禮", passage, "李之藻", "002_b73eb5e13ac391fa.txt", (line,))


GEAR: Mapping[str, GearItem] = MappingProxyType({g.key: g for g in (
    GearItem("gan", "笴", "arrow shaft", {"length": "三尺"}, None,
             (_pg("矢干曰笴笴三尺是去堂九尺", 67),
              _legacy("周禮注疏", "考工記·矢人", "矢槀長三尺", "鄭玄",
                       note="REFERENCES.md, 周禮·考工記 — bows and arrows"))),
    GearItem("chou", "籌", "counting rod", {"length": "尺有握", "scraped grip": "一膚"}, "八十",
             (ji("箭籌八十", 117), ji("長尺有握，握素", 127), ji("刊本一膚", 130, "鄭玄"),
              ji("則此籌尺四寸矣", 133, "賈公彥"), ji("引之者，證握膚為一，謂刊四寸也", 140, "賈公彥")),
             "八十者，略以十耦為正 — eighty, taking ten pairs of shooters as the norm"),
    GearItem("pu", "楚撲", "rod of thorn", {"length": "如笴", "scraped grip": "一尺"}, None,
             (ji("楚撲長如笴", 141), ji("刊本尺", 142))),
    GearItem("bi", "楅", "arrow rack", {"length": "如笴", "breadth": "三寸", "thickness": "寸有半"},
             None,
             (_legacy("儀禮注疏", "鄉射禮", "楅長如笴，博三寸，厚寸有半，龍首", "賈公彥",
                       "000_ed0f6f7402ba4daf.txt", (199,)),),
             "龍首: both ends carved as dragon heads (鄭玄)"),
    GearItem("wu", "物", "shooting mark", {"length": "三尺", "cross stroke": "一武", "between marks": "一弓"}, None,
             (_pg("射位谓之物画十字长三尺", 3),
              _legacy("儀禮", "鄉射禮·記", "物長如笴，其閒容弓，距隨長武", "鄭玄",
                       note="REFERENCES.md, 儀禮·鄉射禮·記 (passages not in the seeds)")),
             "a cross; the two shooters' marks are one 弓 apart (其閒容弓), 6尺 as 鄭玄 says"),
    GearItem("fa", "乏", "blind (also 容), a screen for the target-keeper", {"breadth": "七尺"}, None,
             (_san_li_tu("一名容，似今之屏風，其制從廣七尺，以牛革鞔漆之"),
              _legacy("儀禮集釋", "卷五 鄉射禮", "容谓之乏，所以为获者御矢也", "鄭玄",
                       "001_f79cd3625171d606.txt", (24,))),
             "a leather screen; the 大射 says 凡乏用革"),
    GearItem("lu_zhong", "鹿中", "tally holder of a 士 (中 the vessel, not the target's centre)",
             {"length": "尺二寸", "head height": "七寸", "hole in the back": "四寸"}, None,
             (_san_li_tu("長尺二寸，首高七寸，背上四寸穿之"),
              _legacy("儀禮", "鄉射禮·記", "鹿中髤，前足跪，鑿背容八算，釋獲者奉之，先首", "經",
                       note="REFERENCES.md, 儀禮·鄉射禮·記 (passages not in the seeds)")),
             "a kneeling deer, lacquered; its back holds eight rods at a time (容八算)"),
)})


def get_gear(key: str) -> GearItem:
    """The gear item with pinyin ``key`` (gan, chou, pu, bi, wu, fa, lu_zhong) or character name."""
    for g in GEAR.values():
        if key in (g.key, g.name):
            return g
    raise UnknownNameError("gear", key, [f"{g.key} ({g.name})" for g in GEAR.values()])
