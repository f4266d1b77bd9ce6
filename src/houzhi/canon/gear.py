"""The gear of the 鄉射禮 named in the 記 and its commentaries, with citations.

Each dimension is written as the text writes it (``"尺有握"``, ``"寸有半"``) and read with
:func:`~houzhi.measure.notation.parse_measure`; ``"如笴"`` (as long as an arrow shaft) refers to the
笴's own length, so that length is written once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from ..errors import UnknownNameError, require
from ..locale import N_
from ..measure.notation import parse_measure, parse_number
from ..sources.citations import Citation, cite, web_cite
from ..sources.glossary import term

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


_LIJI, _SANLITU = "KR1d0028", "KR1d0078"
_Z, _J = "鄭玄", "賈公彥"
_OLD_TU = "舊圖（聶崇義引）"


def _ji(leaf: str, layer: str, author: str, quote: str) -> Citation:
    """The 鄉射禮·記 with 鄭注 and 賈疏 (儀禮注疏 四庫本 卷五; 阮元's 卷 from the leaf)."""
    return cite(_LIJI, leaf, "鄉射禮·記", layer, author, quote)


def _tu(leaf: str, quote: str) -> Citation:
    """聶崇義《三禮圖集注》卷八 射器, quoting the 舊圖."""
    return cite(_SANLITU, leaf, "射器", "說", _OLD_TU, quote)


_PANGONG = web_cite("頖宮禮樂疏", "射禮", "說", "李之藻", "矢干曰笴，笴三尺，是去堂九尺",
                    note="錄文作簡體「矢干曰笴笴三尺是去堂九尺」，此轉寫為繁體；干或當作幹。"
                         "the 頖宮禮樂疏 is not on houzhi's shelf")

#: Passages of the gear that other modules quote too (score, ground, commentary): made once, here.
C_CHOU_COUNT = _ji("005-89a", "記", "", "箭籌八十")
C_CHOU_KAN = _ji("005-89b", "疏", _J, "引之者，證握膚為一，謂刊四寸也")
C_WU_MARK = _ji("005-79a", "記", "", "射自楹間，物長如笴，其間容弓，距隨長武")


GEAR: Mapping[str, GearItem] = MappingProxyType({g.key: g for g in (
    GearItem("gan", term("gan"), "arrow shaft", {"length": "三尺"}, None,
             (_ji("005-79a", "注", _Z, "笴，矢幹也，長三尺，與跬相應，射者進退之節也"), _PANGONG)),
    GearItem("chou", term("chou"), "counting rod", {"length": "尺有握", "scraped grip": "一膚"}, "八十",
             (C_CHOU_COUNT, _ji("005-89a", "記", "", "長尺有握，握素"),
              _ji("005-89b", "注", _Z, "握，本所持處也。素，謂刊之也。刊本一膚"),
              _ji("005-89b", "疏", _J, "長尺復云有握，則握在一尺之外，則此籌尺四寸矣"),
              C_CHOU_KAN),
             "八十者，略以十耦為正 — eighty, taking ten pairs of shooters as the norm"),
    GearItem("pu", term("pu"), "rod of thorn", {"length": "如笴", "scraped grip": "一尺"}, None,
             (_ji("005-89b", "記", "", "楚朴長如笴，刊本尺"),
              _ji("005-89b", "注", _Z, "刊其可持處"))),
    GearItem("bi", term("bi"), "arrow rack", {"length": "如笴", "breadth": "三寸", "thickness": "寸有半"},
             None,
             (_ji("005-81b", "記", "", "楅長如笴，博三寸，厚寸有半，龍首，其中蛇交，韋當"),
              _tu("008-8b", "舊圖云：楅長三尺，有足，置韋當於背")),
             "龍首: both ends carved as dragon heads (鄭玄)"),
    GearItem("wu_mark", term("wu_mark"), "shooting mark",
             {"length": "如笴", "cross stroke": "一武", "between marks": "一弓"}, None,
             (C_WU_MARK,
              _ji("005-79a", "注", _Z, "長如笴者，謂從畫之長短也"),
              _ji("005-79a", "注", _Z, "間容弓者，上下射相去六尺也。距隨者，物橫畫也"),
              web_cite("頖宮禮樂疏", "射禮", "說", "李之藻", "射位謂之物，畫十字長三尺",
                       note="錄文作簡體，此轉寫為繁體; the 頖宮禮樂疏 is not on houzhi's shelf")),
             "a cross; the two shooters' marks are one 弓 apart (其間容弓), 6尺 as 鄭玄 says"),
    GearItem("fa", term("fa"), "blind (also 容), a screen for the target-keeper",
             {"breadth": "七尺", "height": "七尺"}, None,
             (_tu("008-3b", "舊圖云：乏一名容，似今之屏風，其制從廣七尺，以牛革鞔漆之"),
              cite(_LIJI, "005-5a", "鄉射禮", "注", _Z, "容謂之乏，所以為獲者御矢也")),
             "a leather screen; the 大射 says 凡乏用革. 從廣七尺: houzhi reads 從廣 as both ways, "
             "七尺 up (從) and 七尺 across (廣), as 從廣 N尺 is said of a square (houzhi's reading; "
             "the 舊圖 gives no thickness)"),
    GearItem("lu_zhong", term("lu_zhong"), "tally holder of a 士 (中 the vessel, not the target's centre)",
             {"length": "尺二寸", "head height": "七寸", "hole in the back": "四寸"}, None,
             (_tu("008-10b", "舊圖云：士之中長尺二寸，首高七寸，背上四寸穿之"),
              _ji("005-83a", "記", "", "鹿中髹，前足跪，鑿背容八算，釋獲者奉之，先首")),
             "a kneeling deer, lacquered; its back holds eight rods at a time (容八算)"),
)})


def get_gear(key: str) -> GearItem:
    """The gear item with pinyin ``key`` (gan, chou, pu, bi, wu_mark, fa, lu_zhong; the words of
    :data:`houzhi.sources.glossary.GLOSSARY`) or character name (物)."""
    require(key, str, "get_gear(): key")
    from ..measure._scripts import resolve

    found = resolve(str(key).strip(), lambda n: next((g for g in GEAR.values()
                                                      if n in (g.key, g.name)), None))
    if found is not None:
        return found
    raise UnknownNameError(N_("gear"), key, [f"{g.key} ({g.name})" for g in GEAR.values()])
