"""Readings: whose interpretation of the text a target follows, each built from its author's words.

A :class:`Reading` composes its target from its own rules, once, in :meth:`Reading.compose`:
the recipe calls each rule with exactly the values it takes and returns a :class:`Composition`
(the parts of the target from top to bottom, its 中, its 鵠 and how it hangs). The recipe uses
only arithmetic (and ``//`` where an author counts whole breadths), so the same composition gives
exact Fractions in :mod:`houzhi.model.target` and sympy expressions in :mod:`houzhi.canon.symbolic`.

The readings:

* 鄭玄 (注) with 賈公彥 (疏): 中 square, 躬 2c, 上个 4c, 下个 3c, each 躬/个 one breadth.
* 鄭眾 (先鄭, quoted by 鄭玄 in the 周禮注): the 身 is the 中 (no 躬); one breadth above, 3 × 身
  long, and one below, 2 × 身; his 鵠 is an absolute 四尺 (方十尺曰侯，四尺曰鵠).
* 林希逸 (考工記解): the whole 侯 square; above the 鵠 three equal parts (个, 身, 个), below it
  the 身 and two 个 of half the 身; the 鵠 a third of the breadth.
* 劉敞 (quoted in 盛世佐《儀禮集編》): the whole 侯 as high as its 中 is long, sewn from c/w
  breadths: 中 one, the 躬 and 舌 sharing the rest; the 干's 鵠 one 武 (3尺) above the ground.
* 郝敬 (quoted in 盛世佐《儀禮集編》): 中即鵠; the 侯 square, three times the 鵠.
* 敖繼公 (儀禮集說): 鄭玄's 侯; the 乏 measured from the 侯's west edge (侯黨).

Where an author is silent, ``assumptions`` says what houzhi assumes; where his words cannot give
a figure, ``Composition.not_given`` says why. Each author's own stated figures are written once,
in :data:`houzhi.canon.statements.STATEMENTS` with his reading's key (``houzhi check`` shows them all);
:func:`houzhi.canon.statements.stated_by` and :func:`houzhi.model.check.compare_stated` are views of that list.
"""

from __future__ import annotations

import os
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ..errors import UnknownNameError, require
from ..locale import N_, Phrase
from ..sources.citations import Citation, Rule, cite
from ..sources.glossary import term
from . import rules
from .reading_base import _LOOKUP, DEFAULT_READING, Composition, Part, Reading
from .reading_file import FileReading, ReadingFileError, read_reading_file, shipped
from .reasons import Reason, Why

__all__ = [
    "READINGS",
    "ZHENG_XUAN",
    "get_reading",
    "load_reading",
    "register",
]

# -- 鄭玄 ----------------------------------------------------------------------------------------

def _zheng_xuan(D: Any, w: Any) -> Composition:
    c = rules.ZHONG(D=D)
    band = rules.BAND(w=w)
    gong = rules.GONG(c=c)
    shang = rules.SHANG_GE(L_gong=gong)
    xia = rules.XIA_GE(L_gong=gong, L_shang=shang)
    zh = rules.ZHONG_SQUARE(c=c)
    parts = (
        Part("shang_ge", term("shang_ge"), shang, band, 1, rules.SHANG_GE, (shang - gong) / 2),
        Part("shang_gong", term("shang_gong"), gong, band, 1, rules.GONG),
        Part("zhong", term("zhong"), c, w, rules.ZHONG_STRIPS(c=c, w=w), rules.ZHONG, strips=True),
        Part("xia_gong", term("xia_gong"), gong, band, 1, rules.GONG),
        Part("xia_ge", term("xia_ge"), xia, band, 1, rules.XIA_GE, (xia - gong) / 2),
    )
    return Composition(parts, c, zh, rules.HU(c=c), 2 * band + zh / 2, rules.HANGING(),
                       rules.HANGING, rules.HU)


C_WU_ZHENG = cite("KR1d0028", "005-79a", "鄉射禮·記", "注", "鄭玄", "間容弓者，上下射相去六尺也")

WU_GAP = Rule(
    "wu_gap", "物間", "其閒容弓: the two shooters' marks 物 stand one 弓 (6尺) apart (鄭: 上下射"
    "相去六尺).", (C_WU_ZHENG,), lambda gong: gong, params={"gong": "一弓"},
)

_ZX_RULES = MappingProxyType({
    "range": rules.RANGE, "zhong": rules.ZHONG, "zhong_square": rules.ZHONG_SQUARE,
    "zhong_strips": rules.ZHONG_STRIPS, "band": rules.BAND, "gong": rules.GONG,
    "shang_ge": rules.SHANG_GE, "xia_ge": rules.XIA_GE, "hanging": rules.HANGING,
    "hu": rules.HU, "wu_gap": WU_GAP,
})

_JIBIAN = "KR1d0049"
_J13 = "卷十三"
_DASHE_SAN_HOU = "大射儀"  # as every citation of 儀禮集編 卷十三 names it


def _liu(leaf: str, quote: str, note: str = "") -> Citation:
    return cite(_JIBIAN, leaf, _DASHE_SAN_HOU, "說", "劉敞（盛世佐引）", quote, juan=_J13, note=note)


def _shizuo(leaf: str, quote: str) -> Citation:
    return cite(_JIBIAN, leaf, _DASHE_SAN_HOU, "說", "盛世佐", quote, juan=_J13)


C_LIU_ZX_HEIGHTS = _liu("016-13a", "則五十弓之侯其崇丈八尺，七十弓之侯其崇二丈二尺，九十弓之侯其崇二丈六尺")

ZHENG_XUAN = Reading(
    "zheng_xuan", "鄭玄", "鄭玄注, 賈公彥疏",
    "Only the 中 is square; 躬 2c; 上个 4c (舌 c each side); 下个 3c (舌 c/2 each side).",
    _ZX_RULES, _zheng_xuan,
)

# -- 鄭眾 (先鄭) -----------------------------------------------------------------------------------

_ZIREN = "考工記·梓人"
_SIQIU = "天官·司裘"
_ZZ = "鄭眾（鄭玄引）"

C_ZZ_ZIREN = cite("KR1d0003", "041-25b", _ZIREN, "注", _ZZ,
                 "上方兩枚與身三，設身廣一丈，兩个各一丈，凡為三丈。下兩个半之，傅地故短也")
C_JIA_ON_ZZ = cite("KR1d0003", "041-26a", _ZIREN, "疏", "賈公彥",
                  "先鄭意，身即與中為一，謂方丈者，其上又加布一幅，長三丈為兩个")
_JIA_ON_ZZ_2 = cite("KR1d0003", "041-26a/26b", _ZIREN, "疏", "賈公彥", "今先鄭唯有身，不見中")
C_ZZ_SIQIU = cite("KR1d0003", "007-10a/10b", _SIQIU, "注", _ZZ, "方十尺曰侯，四尺曰鵠")
_JIA_ON_ZZ_SIQIU = cite("KR1d0003", "007-13a", _SIQIU, "疏", "賈公彥",
                        "此先鄭唯解五十步侯，於義則可，若九十七十五十，其侯總方一丈，則不可")

ZZ_SHEN = Rule(
    "shen_zheng_zhong", "身", "鄭眾's 身 is the 中 itself (賈: 身即與中為一), square; houzhi takes "
    "its side from the 記 (弓二寸), which gives his 設身廣一丈 at 五十弓.",
    (C_JIA_ON_ZZ, C_ZZ_ZIREN, *rules.ZHONG.citations),
    lambda D, per_gong: D * per_gong, inputs=("D",), params={"per_gong": "二寸"},
)
ZZ_SHANG = Rule(
    "shang_ge_zheng_zhong", "上个", "上方兩枚與身三: one breadth above the 身, its two 个 each as "
    "long as the 身 — three times the 身.",
    (C_ZZ_ZIREN, C_JIA_ON_ZZ), lambda shen: 3 * shen, inputs=("shen",),
)
ZZ_XIA = Rule(
    "xia_ge_zheng_zhong", "下个", "下兩个半之，傅地故短也: below the 身, two 个 each half an upper "
    "个 — the 身 and two halves, twice the 身.",
    (C_ZZ_ZIREN,), lambda shen: shen + 2 * (shen / 2), inputs=("shen",),
)
ZZ_BAND = Rule(
    "band_zheng_zhong", "幅高", "其上又加布一幅: the 个 are one breadth high.",
    (C_JIA_ON_ZZ,), lambda w: w, inputs=("w",),
)
ZZ_HU = Rule(
    "hu_zheng_zhong", "鵠", "方十尺曰侯，四尺曰鵠: an absolute 四尺 (賈: 先鄭唯解五十步侯), "
    "not a share of the 侯.",
    (C_ZZ_SIQIU, _JIA_ON_ZZ_SIQIU), lambda hu: hu, params={"hu": "四尺"},
)


def _zheng_zhong(D: Any, w: Any) -> Composition:
    shen = ZZ_SHEN(D=D)
    band = ZZ_BAND(w=w)
    shang = ZZ_SHANG(shen=shen)
    xia = ZZ_XIA(shen=shen)
    parts = (
        Part("shang_ge", term("shang_ge"), shang, band, 1, ZZ_SHANG, (shang - shen) / 2),
        Part("zhong", term("shen"), shen, w, rules.ZHONG_STRIPS(c=shen, w=w), ZZ_SHEN, strips=True),
        Part("xia_ge", term("xia_ge"), xia, band, 1, ZZ_XIA, (xia - shen) / 2),
    )
    hu = ZZ_HU()
    not_given: dict[str, Reason] = {}
    if isinstance(shen, Fraction) and hu > shen:
        not_given["hu_side"] = Reason.of(Why.HU_LARGER_THAN_SHEN, author="鄭眾", shen=shen)
    return Composition(parts, shen, shen, hu, band + shen / 2, rules.HANGING(),
                       rules.HANGING, ZZ_HU, MappingProxyType(not_given))


_ZZ_SCALED = ("zhong_side", "shang_ge", "gong_each", "xia_ge", "width")

ZHENG_ZHONG = Reading(
    "zheng_zhong", "鄭眾", "鄭眾 (先鄭), quoted in 鄭玄's 周禮注",
    "No 躬: the 身 is the 中; one breadth above, three times the 身 (兩个各如身); one below, twice "
    "the 身 (下兩个半之); the 鵠 an absolute 四尺.",
    MappingProxyType({"range": rules.RANGE, "zhong": ZZ_SHEN, "zhong_strips": rules.ZHONG_STRIPS,
                      "band": ZZ_BAND, "shang_ge": ZZ_SHANG, "xia_ge": ZZ_XIA,
                      "hanging": rules.HANGING, "hu": ZZ_HU}),
    _zheng_zhong,
    assumptions=(
        "鄭眾 gives no rule of range (設身廣一丈 is a supposition); houzhi takes the 身 from the "
        "記's 弓二寸, which agrees with it at 五十弓",
        "鄭眾's 四尺曰鵠 is absolute, stated for a 侯 方十尺 (賈: 先鄭唯解五十步侯); houzhi keeps "
        "the 鵠 at 四尺 at every range",
        "the lower 个 is one breadth high, as 賈 says of the upper (其上又加布一幅)",
        "鄭眾 is silent on how high the 侯 hangs: houzhi borrows 鄭玄's 武 of 尺二寸 for the "
        "經's 下綱不及地武",
    ),
    cannot=("a 躬: 賈 says 今先鄭唯有身，不見中",),
    reckoned=MappingProxyType({
        **dict.fromkeys(_ZZ_SCALED, Reason.of(Why.NO_RULE_OF_RANGE, author="鄭眾",
                                              said="設身廣一丈", centre="身")),
        "height": Reason.of(Why.NO_HEIGHT_OF_GE, author="鄭眾", said="賈: 其上又加布一幅"),
        "hu_side": Reason.of(Why.HU_SAID_OF_ONE_HOU, author="鄭眾", hu="四尺曰鵠",
                             said="賈: 先鄭唯解五十步侯"),
        "total": Reason.of(Why.NO_CLOTH, author="鄭眾", what="侯"),
        "bottom": Reason.of(Why.SILENT_ON_HANGING, author="鄭眾"),
    }),
    scale="zhong_side",
    scaled=frozenset(_ZZ_SCALED),
)

# -- 林希逸 ------------------------------------------------------------------------------------

_LIN_SEC = "梓人為侯"


def _lin(leaf: str, quote: str) -> Citation:
    return cite("KR1d0011", leaf, _LIN_SEC, "說", "林希逸", quote, juan="卷下")


_LIN_SQUARE = _lin("002-34a", "侯之高與侯之廣，雖有上下大小，而其制皆方")
C_LIN_HU = _lin("002-34a", "三分其廣而置鵠在其中，只得一分，假如侯廣九尺，則鵠三尺也")
_LIN_SHEN = _lin("002-34b", "自棲鵠而上，以侯為三分，身居中，兩个居兩邊，皆小大一同；自鵠而下，"
                 "則其身與上身同，而兩邊比其身只有一半，蓋下狹也")
_LIN_NO_SIZE = _lin("002-34b", "皆不言尺寸者，隨大小以此為準，非可預定也")

LIN_BREADTH = Rule(
    "breadth_lin_xiyi", "侯廣", "林希逸 gives no size (隨大小以此為準); houzhi takes his 侯廣 — "
    "the breadth 梓人 squares — from the 記's 弓二寸.",
    (_LIN_NO_SIZE, *rules.ZHONG.citations), lambda D, per_gong: D * per_gong, inputs=("D",),
    params={"per_gong": "二寸"},
)
LIN_SQUARE = Rule(
    "square_lin_xiyi", "方", "The whole 侯 is square: as high as it is broad.",
    (_LIN_SQUARE,), lambda W: W, inputs=("W",),
)
LIN_HU = Rule(
    "hu_lin_xiyi", "鵠", "The 鵠 is a third of the 侯's breadth, in its middle.",
    (C_LIN_HU,), lambda W: W / 3, inputs=("W",),
)
LIN_SHANG = Rule(
    "shang_lin_xiyi", "上个·身", "From the 鵠 up the 侯 is three equal parts: 个, 身, 个.",
    (_LIN_SHEN,), lambda W: W / 3, inputs=("W",),
)
LIN_XIA = Rule(
    "xia_lin_xiyi", "下个·身", "From the 鵠 down the 身 is as above and each 个 half the 身.",
    (_LIN_SHEN,), lambda shen: shen + 2 * (shen / 2), inputs=("shen",),
)


def _lin_xiyi(D: Any, w: Any) -> Composition:
    W = LIN_BREADTH(D=D)
    H = LIN_SQUARE(W=W)
    hu = LIN_HU(W=W)
    shen = LIN_SHANG(W=W)
    low = (H - hu) / 2  # from the ground edge to the 鵠's lower edge (自鵠而下)
    xia = LIN_XIA(shen=shen)
    parts = (
        Part("shang_ge", f'{term("shang_ge")}·{term("shen")}', 3 * shen, H - low, 1, LIN_SHANG, shen),
        Part("xia_ge", f'{term("xia_ge")}·{term("shen")}', xia, low, 1, LIN_XIA, (xia - shen) / 2),
    )
    return Composition(parts, W, H, hu, H / 2, rules.HANGING(), rules.HANGING, LIN_HU,
                       MappingProxyType({"zhong_strips": Reason.of(Why.NAMES_NO_ZHONG,
                                                                   author="林希逸")}),
                       gong=shen)


_LIN_SCALED = ("zhong_side", "shang_ge", "gong_each", "xia_ge", "height", "width", "hu_side")

LIN_XIYI = Reading(
    "lin_xiyi", "林希逸", "林希逸《考工記解》",
    "The whole 侯 square; from the 鵠 up three equal parts (个, 身, 个), from the 鵠 down the "
    "身 and two 个 of half the 身; the 鵠 a third of the breadth.",
    MappingProxyType({"range": rules.RANGE, "zhong": LIN_BREADTH, "zhong_square": LIN_SQUARE,
                      "shang_ge": LIN_SHANG, "xia_ge": LIN_XIA, "hanging": rules.HANGING,
                      "hu": LIN_HU}),
    _lin_xiyi,
    assumptions=(
        "林希逸 gives no size; houzhi takes his 侯廣 (the breadth 梓人 squares) from the 記's "
        "弓二寸, so 侯廣 at 五十弓 is 一丈",
        "the 侯 narrows at the 鵠's lower edge (自棲鵠而上…自鵠而下), the 鵠 in the middle",
        "each part is one panel, sewn from as many breadths as it needs (he counts none)",
        "林希逸 is silent on how high the 侯 hangs: houzhi borrows 鄭玄's 武 of 尺二寸 for the "
        "經's 下綱不及地武",
    ),
    cannot=("any size of his own: 皆不言尺寸者，隨大小以此為準", "the number of breadths"),
    reckoned=MappingProxyType({
        **dict.fromkeys(_LIN_SCALED, Reason.of(Why.NO_SIZE, author="林希逸",
                                               said="隨大小以此為準", centre="侯廣")),
        "total": Reason.of(Why.NO_CLOTH, author="林希逸", what="侯"),
        "bottom": Reason.of(Why.SILENT_ON_HANGING, author="林希逸"),
    }),
    scale="width",
    scaled=frozenset(_LIN_SCALED),
)

# -- 劉敞 --------------------------------------------------------------------------------------

C_LIU_50 = _liu("016-11b/12a", "凡五十弓之侯，其中十尺，其布五幅，躬舌各一幅也")
C_LIU_70 = _liu("016-12a", "七十弓之侯，其中丈四尺，其布七幅，躬各二幅，舌各一幅也")
C_LIU_90 = _liu("016-12a", "九十弓之侯，其中丈八尺，其布九幅，躬與舌各二幅也")
C_LIU_SQUARE = _liu("016-12a", "其崇則中十尺崇亦十尺矣，中丈四尺崇亦丈四尺矣，中丈八尺崇亦丈八尺矣")
C_LIU_BREADTH = _liu("016-11b", "侯中一幅，上二幅，下二幅，幅各濶二尺，則與侯中方矣")
C_LIU_HU = _liu("016-12b", "大侯崇丈八尺，棲鵠於其中")
C_LIU_WU = _liu("016-12b", "干侯之鵠則去地武，武三尺也")
_LIU_WU_2 = _liu("016-12b", "世言步武，步六尺，則武三尺")
_LIU_ORDER = _liu("016-13a", "其設之次，大侯在東，參次之，干次之")
_SHIZUO_ON_LIU_HU = _shizuo("016-12b", "若以十尺之侯而其鵠去地僅三尺，則鵠反不得居侯之中矣，何其謬耶")
_SHIZUO_ON_LIU_LEN = _shizuo("016-11b", "但云躬與舌各一幅，未見倍倍者，謂中廣十尺而躬長二十尺，舌又長四十尺也")

LIU_SQUARE = Rule(
    "square_liu_chang", "崇", "The whole 侯 is as high as its 中 is long (其崇則中十尺崇亦十尺): "
    "c/w breadths, one of them the 中.",
    (C_LIU_SQUARE, C_LIU_BREADTH), lambda c, w: c / w, inputs=("c", "w"),
)
LIU_SPLIT = Rule(
    "split_liu_chang", "躬舌幅", "Beside the one breadth of the 中, each side has (n − 1)/2 "
    "breadths: the 舌 take half of them, rounded down, the 躬 the rest (五幅: 躬舌各一; 七幅: "
    "躬二舌一; 九幅: 躬舌各二).",
    (C_LIU_50, C_LIU_70, C_LIU_90), lambda n: ((n - 1) / 2) // 2, inputs=("n",),
)
LIU_HANGING = Rule(
    "hanging_liu_chang", "鵠去地武", "劉敞 reads 干不及地武 of the 干's 鵠: its lower edge one "
    "武 above the ground, and his 武 is 3尺 (步六尺則武三尺).",
    (C_LIU_WU, _LIU_WU_2, _SHIZUO_ON_LIU_HU), lambda wu: wu, params={"wu": "三尺"},
)
LIU_HU = Rule(
    "hu_liu_chang", "鵠", "棲鵠於其中: the 鵠 in the middle of the 侯; its size is 梓人's third "
    "of the 中 (he gives none).",
    (C_LIU_HU, *rules.HU.citations), lambda c: c / 3, inputs=("c",),
)


def _liu_chang(D: Any, w: Any) -> Composition:
    c = rules.ZHONG(D=D)
    n = LIU_SQUARE(c=c, w=w)
    she_n = LIU_SPLIT(n=n)
    gong_n = (n - 1) / 2 - she_n
    gong = rules.GONG(c=c)
    shang = rules.SHANG_GE(L_gong=gong)
    xia = rules.XIA_GE(L_gong=gong, L_shang=shang)
    parts = (
        Part("shang_ge", term("shang_she"), shang, w, she_n, LIU_SPLIT, (shang - gong) / 2),
        Part("shang_gong", term("shang_gong"), gong, w, gong_n, LIU_SPLIT),
        Part("zhong", term("zhong"), c, w, 1, LIU_SQUARE),
        Part("xia_gong", term("xia_gong"), gong, w, gong_n, LIU_SPLIT),
        Part("xia_ge", term("xia_she"), xia, w, she_n, LIU_SPLIT, (xia - gong) / 2),
    )
    height = w * n
    hu = LIU_HU(c=c)
    centre = height / 2
    bottom = LIU_HANGING() - (centre - hu / 2)
    refused: str = ""
    if isinstance(n, Fraction) and (n.denominator != 1 or n % 2 == 0):
        refused = Phrase(N_("劉敞 sews his 侯 from an odd number of breadths, one of them the 中 "
                            "(五幅, 七幅, 九幅); here the 中 is {n} breadths"), n=str(n))
    not_given: dict[str, Reason] = {}
    if not isinstance(bottom, Fraction) or bottom < 0:
        not_given["bottom"] = Reason.of(Why.BELOW_GROUND, author="劉敞")
    return Composition(parts, c, w, hu, centre, bottom, LIU_HANGING, LIU_HU,
                       MappingProxyType(not_given), refused)


LIU_CHANG = Reading(
    "liu_chang", "劉敞", "劉敞, quoted in 盛世佐《儀禮集編》",
    "The whole 侯 as high as its 中 is long, sewn from c/w breadths of 2尺 (中 one; 躬 and 舌 the "
    "rest); the 鵠 in its middle; the 干's 鵠 one 武 (3尺) above the ground; the three 大射 "
    "targets staggered east to west.",
    MappingProxyType({"range": rules.RANGE, "zhong": rules.ZHONG, "zhong_square": LIU_SQUARE,
                      "band": LIU_SPLIT, "gong": rules.GONG, "shang_ge": rules.SHANG_GE,
                      "xia_ge": rules.XIA_GE, "hanging": LIU_HANGING, "hu": LIU_HU}),
    _liu_chang,
    assumptions=(
        "劉敞 counts the breadths, not the lengths (盛世佐: 未見倍倍者): houzhi keeps the 記's "
        "lengths as 鄭玄 reads them (躬 2c, 上舌 4c, 下舌 3c)",
        "at ranges other than 50, 70 and 90弓 houzhi shares the breadths beside the 中 by the rule "
        "his three cases follow (the 舌 half, rounded down; the 躬 the rest)",
        "the 鵠 a third of the 中, as 梓人 (he gives no size)",
        "his one rule of hanging (干侯之鵠則去地武) is applied to the 干 and to a 侯 standing alone",
        "in the 大射 the staggered targets (大侯在東，參次之，干次之) do not hide one another",
    ),
    dashe_staggered=True,
    cannot=("the lengths of the 躬 and 舌 (盛世佐: 未見倍倍者)",),
    reckoned=MappingProxyType({
        **dict.fromkeys(("shang_ge", "gong_each", "xia_ge", "width"),
                        Reason.of(Why.BREADTHS_NOT_LENGTHS, author="劉敞", said="盛世佐: 未見倍倍者")),
        "total": Reason.of(Why.NO_CLOTH_FROM_BREADTHS, author="劉敞"),
        "hu_side": Reason.of(Why.NO_HU_SIZE, author="劉敞", said="棲鵠於其中"),
        "bottom": Reason.of(Why.HANGING_OF_GAN_ONLY, author="劉敞", said="干侯之鵠則去地武"),
    }),
)

# -- 郝敬 --------------------------------------------------------------------------------------


def _hao(leaf: str, quote: str, note: str = "") -> Citation:
    return cite(_JIBIAN, leaf, _DASHE_SAN_HOU, "說", "郝敬（盛世佐引）", quote, juan=_J13, note=note)


C_HAO_RULE = _hao("016-16a", "中即鵠也，二五為十尺，則是五十弓之鵠方一丈也，三分之則鄉侯高廣凡三丈，"
                 "即干侯也")
C_HAO_70 = _hao("016-16a", "參侯七十弓，高廣三丈四尺")
C_HAO_90 = _hao("016-16a", "大侯九十弓，高廣三丈八",
               "校: 三丈八即三丈八尺（盛世佐引作「今云高廣三丈八尺」）")
C_HAO_LOW = _hao("016-15b", "豻侯下綱離地尺二寸")
C_HAO_OUTER = _hao("016-15b", "以在內最近易見者約之，二侯在外可知矣")
C_HAO_HALL = _hao("016-15b", "諸侯堂高七級，自堂上射，故豻外見參之鵠，參外見大侯之鵠")
C_HAO_NOT_ZHENG = _hao("016-15b", "鄭謂參侯去地一丈五寸少半寸，大侯去地二丈二尺五寸少半寸，非也")
C_HAO_SEEN = _hao("016-16a", "侯在外者漸遠漸高，而堂上地又高，故其鵠可見")
C_SHIZUO_HAO_SEEN = _shizuo("016-17a", "如以郝說干侯高廣三丈，參侯三丈四尺，大侯三丈八尺計之，則參侯"
                            "之出于干，大侯之出于參，僅四尺耳")
C_SHIZUO_HAO_70 = _shizuo("016-16a", "以郝說推之，七十弓之鵠方一丈四尺，三分之則參侯高廣凡四丈二尺")
C_SHIZUO_HAO_90 = _shizuo("016-16a", "以郝說推之，九十弓之鵠方一丈八尺，三分之則大侯高廣凡五丈四尺")

HAO_HU = Rule(
    "hu_hao_jing", "鵠", "中即鵠: the 記's 中 (弓二寸) is the 鵠 itself.",
    (C_HAO_RULE,), lambda D, per_gong: D * per_gong, inputs=("D",), params={"per_gong": "二寸"},
)
HAO_SQUARE = Rule(
    "square_hao_jing", "高廣", "三分之則…高廣凡三丈: the 侯 is square, three times the 鵠.",
    (C_HAO_RULE,), lambda hu: 3 * hu, inputs=("hu",),
)
HAO_HANGING = Rule(
    "hanging_hao_jing", "下綱離地", "豻侯下綱離地尺二寸: the lower rope 尺二寸 above the ground.",
    (C_HAO_LOW,), lambda low: low, params={"low": "尺二寸"},
)
HAO_DASHE = Rule(
    "dashe_hao_jing", "二侯在外", "郝敬 reckons the 大射's 參 and 大侯 from the 豻侯's lower rope "
    "(以在內最近易見者約之，二侯在外可知矣) and denies 鄭玄's raised heights (非也): their lower "
    "ropes too 尺二寸 above the ground; a farther 侯's 鵠 shows because it is larger and the "
    "shooters stand on the hall (侯在外者漸遠漸高，而堂上地又高); 盛世佐 reckons his 侯 so, the 參 "
    "rising above the 干 by 四尺 only.",
    (C_HAO_LOW, C_HAO_OUTER, C_HAO_NOT_ZHENG, C_HAO_HALL, C_HAO_SEEN, C_SHIZUO_HAO_SEEN),
    lambda low: low, params={"low": "尺二寸"},
)


C_HAO_SHE = cite(_JIBIAN, "013-72a", "鄉射禮·記", "說", "郝敬（盛世佐引）",
                 "猿猴臂長，上兩舌如舒臂，下兩舌稍短如足", juan="卷十")
_HAO_NO_SHE = Reason.of(Why.SHE_WITHOUT_SIZE, author="郝敬", said="上兩舌如舒臂，下兩舌稍短如足",
                        square="高廣凡三丈")


def _hao_jing(D: Any, w: Any) -> Composition:
    hu = HAO_HU(D=D)
    side = HAO_SQUARE(hu=hu)
    parts = (Part("hou", term("hou"), side, side, 1, HAO_SQUARE),)
    return Composition(parts, hu, hu, hu, side / 2, HAO_HANGING(), HAO_HANGING, HAO_HU,
                       MappingProxyType({
                           "zhong_strips": Reason.of(Why.COUNTS_NO_BREADTHS, author="郝敬"),
                           "shang_ge": Reason.of(Why.NAMES_NO_GE, author="郝敬"),
                           "xia_ge": Reason.of(Why.NAMES_NO_GE, author="郝敬"),
                           "gong_each": Reason.of(Why.NAMES_NO_GONG, author="郝敬"),
                           "shang_she": _HAO_NO_SHE,
                           "xia_she": _HAO_NO_SHE,
                       }))


_HAO_BY_RULE = Reason.of(Why.SIZED_AT_ONE_RANGE, author="郝敬",
                         rule="五十弓之鵠方一丈…鄉侯高廣凡三丈", own="參侯 三丈四尺",
                         other="大侯 三丈八")

HAO_JING = Reading(
    "hao_jing", "郝敬", "郝敬, quoted in 盛世佐《儀禮集編》",
    "中即鵠: the 記's 中 is the 鵠; the 侯 is square, three times the 鵠; the lower rope 尺二寸 "
    "above the ground. His own 參侯 三丈四尺 and 大侯 三丈八 do not follow from this rule.",
    MappingProxyType({"range": rules.RANGE, "hu": HAO_HU, "zhong_square": HAO_SQUARE,
                      "hanging": HAO_HANGING, "dashe_hanging": HAO_DASHE}),
    _hao_jing,
    assumptions=(
        "郝敬 says nothing of 躬, 个 or breadths, and names the 舌 without a size (上兩舌如舒臂，"
        "下兩舌稍短如足): houzhi draws his 侯 as one square panel of his 高廣 with the 鵠 in its "
        "middle, without 舌",
        "郝敬 gives the lower rope of the 豻侯 only (豻侯下綱離地尺二寸) and says of the 參 and the "
        "大侯 二侯在外可知矣, denying 鄭玄's raised heights (非也): houzhi hangs every 侯 of his, "
        "the 大射's 參 and 大侯 too, with its lower rope 尺二寸 above the ground, as 盛世佐 reckons "
        "him (參侯之出于干…僅四尺耳), not by 見鵠 as 鄭玄 reads it",
    ),
    cannot=("躬, 个 and breadths: he names none", "the size of the 舌: he names them (上兩舌如舒臂，"
            "下兩舌稍短如足) and gives none"),
    citations=(C_HAO_SHE,),
    dashe_hanging=HAO_DASHE,
    reckoned=MappingProxyType({
        **dict.fromkeys(("height", "width", "hu_side"), _HAO_BY_RULE),
        "total": Reason.of(Why.NO_CLOTH, author="郝敬", what="高廣"),
        "bottom": Reason.of(Why.HANGING_OF_ONE_HOU, author="郝敬", hou="豻侯",
                            said="豻侯下綱離地尺二寸", others="二侯在外可知矣"),
    }),
)

# -- 敖繼公 ------------------------------------------------------------------------------------


def _ao(leaf: str, quote: str, section: str = "鄉射禮·張侯", juan: str = "卷五上") -> Citation:
    return cite("KR1d0035", leaf, section, "說", "敖繼公", quote, juan=juan)


_AO_DANG = _ao("005-4b", "侯黨指侯之西邊而言")
C_AO_FA = _ao("005-5a", "乃云侯黨者，明雖取數於侯道，實取節於侯黨也。西五步亦謂侯黨之西也。"
             "然則此乏其南十丈，其東三丈，乃與侯黨相當")

AO_FA = Rule(
    "fa_ao_jigong", "乏", "侯黨 is the 侯's west edge: the 乏 stands a third of the range north of "
    "the 侯 and 5步 (三丈) west of its west edge.",
    (_AO_DANG, C_AO_FA),
    lambda R, half_width, west: (R / 3, west + half_width), inputs=("R", "half_width"),
    params={"west": "五步"},
)

C_AO_WU = _ao("005-93a", "其間容弓為從畫言也。橫畫之距隨長武，則上下射之相去不及五尺矣", "鄉射禮·記",
             "卷五下")

AO_WU_GAP = Rule(
    "wu_gap_ao_jigong", "物間", "其間容弓 is measured between the lengthwise strokes (從畫); the "
    "cross strokes 距隨 reach one 武 toward each other, so the shooters stand 一弓 less 一武 apart "
    "(不及五尺).", (C_AO_WU,), lambda gong, wu: gong - wu, params={"gong": "一弓", "wu": "一武"},
)

AO_JIGONG = Reading(
    "ao_jigong", "敖繼公", "敖繼公《儀禮集說》",
    "鄭玄's 侯; the 乏's 三丈 west is measured from the 侯's west edge (侯黨指侯之西邊); the two "
    "物 stand less than 五尺 apart (其間容弓為從畫言也).",
    MappingProxyType({**_ZX_RULES, "fa": AO_FA, "wu_gap": AO_WU_GAP}),
    _zheng_xuan,
    assumptions=("the 侯 itself as 鄭玄 reads it (敖 quotes 鄭注 on it without dissent)",
                 "the 侯's west edge is the end of its widest strip, the 上个",
                 "the two cross strokes together take one 武 from the 弓 between the 物 (he says "
                 "only 不及五尺)"),
    fa=AO_FA,
)

READINGS: dict[str, Reading] = {
    r.key: r for r in (ZHENG_XUAN, ZHENG_ZHONG, LIN_XIYI, LIU_CHANG, AO_JIGONG, HAO_JING)}


def get_reading(reading: str | Reading | None = None) -> Reading:
    """The reading named ``reading``: a key (``zheng_xuan``), its label (鄭玄), or None."""
    if isinstance(reading, Reading):
        return reading
    if reading is None or type(reading) is str:  # a key as it is: no other reading's name
        got = READINGS.get(DEFAULT_READING if reading is None else reading)
        if got is not None:
            return got
    from ..measure._scripts import resolve

    known = [f"{r.key} ({r.label})" for r in READINGS.values()]
    if reading is not None and not isinstance(reading, str):
        raise UnknownNameError(N_("reading"), reading, known)
    name = DEFAULT_READING if reading is None else reading.strip()
    found = resolve(name, lambda n: next((r for r in READINGS.values()
                                          if n in (r.key, r.label) or n == r.commentator), None))
    if found is not None:
        return found
    raise UnknownNameError(N_("reading"), name, known)


def register(reading: Reading) -> Reading:
    """Put ``reading`` in :data:`READINGS` (a reading from a file replaces one from a file with
    its key); a key or label of another reading houzhi has is refused
    (:class:`~houzhi.canon.reading_file.ReadingFileError`)."""
    require(reading, Reading, "register(): reading")
    for other in READINGS.values():
        if other.key == reading.key and isinstance(other, FileReading):
            continue
        if reading.key == other.key or reading.label in (other.key, other.label):
            where = getattr(reading, "source", "") or reading.key
            raise ReadingFileError(f"{where}: reading.key/label: {reading.label} "
                                   f"({reading.key}) is the name of {other.label}'s reading "
                                   f"({other.key}), which houzhi has")
    READINGS[reading.key] = reading
    return reading


def load_reading(path: Any, *, register_it: bool = True) -> Reading:
    """The reading declared in the TOML file at ``path`` (:mod:`houzhi.canon.reading_file`), checked
    whole and registered in :data:`READINGS` (unless ``register_it`` is False), so that
    ``target``, ``readings``, ``check``, ``source`` and the JSON know it by its key and label.

    Raises :class:`~houzhi.canon.reading_file.ReadingFileError` (a
    :class:`~houzhi.errors.HouzhiError`): one line naming the file, the line and the key."""
    require(path, (str, os.PathLike), "load_reading(): path")
    reading = read_reading_file(path)
    return register(reading) if register_it else reading


_LOOKUP.append(get_reading)
for _shipped in shipped():  # the readings houzhi ships as files (聶崇義's)
    register(_shipped)
