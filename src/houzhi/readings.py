"""Readings: whose interpretation of the text a target follows.

A :class:`Reading` maps each role of the model (``zhong``, ``gong``, ``shang_ge`` …) to the
:class:`~houzhi.citations.Rule` that fills it. The default, 鄭玄 with 賈公彥's subcommentary, is
the reading whose totals the commentary states; others replace some roles with their own rules
and say, in ``assumptions``, what houzhi assumes where they are silent.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from . import rules
from .citations import Citation, Rule, ji, jishi, ref
from .errors import UnknownNameError

__all__ = ["DEFAULT_READING", "READINGS", "ZHENG_XUAN", "Reading", "get_reading"]

ROLES = ("range", "zhong", "zhong_square", "zhong_strips", "band", "gong", "shang_ge", "xia_ge",
         "hanging", "fa", "hu")


@dataclass(frozen=True)
class Reading:
    """A named reading: its label, whose it is, the rule for each role, and its assumptions."""

    key: str
    label: str
    commentator: str
    summary: str
    rules: Mapping[str, Rule]
    assumptions: tuple[str, ...] = ()
    citations: tuple[Citation, ...] = field(default=())
    dashe_staggered: bool = False

    def rule(self, role: str) -> Rule:
        """The rule that fills ``role``."""
        return self.rules[role]

    def roles(self) -> tuple[str, ...]:
        """The roles, in the model's order."""
        return tuple(r for r in ROLES if r in self.rules)

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reading) and other.key == self.key


ZHENG_XUAN = Reading(
    "zheng_xuan", "鄭玄", "鄭玄注, 賈公彥疏",
    "Only the 中 is square; 躬 2c; 上个 4c (舌 c each side); 下个 3c (舌 c/2 each side).",
    MappingProxyType({
        "range": rules.RANGE, "zhong": rules.ZHONG, "zhong_square": rules.ZHONG_SQUARE,
        "zhong_strips": rules.ZHONG_STRIPS, "band": rules.BAND, "gong": rules.GONG,
        "shang_ge": rules.SHANG_GE, "xia_ge": rules.XIA_GE, "hanging": rules.HANGING,
        "fa": rules.FA, "hu": rules.HU,
    }),
)


def _variant(base: Reading, key: str, label: str, commentator: str, summary: str,
             replace: dict[str, Rule], assumptions: tuple[str, ...], *,
             staggered: bool = False) -> Reading:
    return Reading(key, label, commentator, summary,
                   MappingProxyType({**base.rules, **replace}), assumptions, (), staggered)


_ZIREN = "周禮·考工記·梓人為侯"
_VARIANTS = "Variant readings worth modelling"

ZHENG_ZHONG = _variant(
    ZHENG_XUAN, "zheng_zhong", "鄭眾", "鄭眾 (先鄭), quoted in 鄭玄's 周禮注",
    "身 is the 中: the top strip is three times the 中 (3c), the lower 个 each half an upper 个.",
    {
        "shang_ge": Rule(
            "shang_ge_zheng_zhong", "上个", "The top strip is three times the 身, and the 身 is "
            "the 中: 3c.",
            (ref("周禮注疏", "考工記·梓人", "上方兩枚與身三，設身廣一丈，兩个各一丈，凡為三丈",
                 "鄭眾", _ZIREN),),
            lambda c: 3 * c, inputs=("c",)),
        "xia_ge": Rule(
            "xia_ge_zheng_zhong", "下个", "下兩个，半之: each lower 个 is half an upper 个, beside "
            "the 身 (the 中): c + (3c − c)/2 = 2c.",
            (ref("周禮", "考工記·梓人", "下兩个，半之", section=_ZIREN),),
            lambda c, L_shang: c + (L_shang - c) / 2, inputs=("c", "L_shang")),
        "hu": Rule(
            "hu_zheng_zhong", "鵠", "方十尺曰侯，四尺曰鵠: the 鵠 is 4/10 of the 中.",
            (ref("周禮注疏", "天官·司裘", "方十尺曰侯，四尺曰鵠", "鄭眾", _ZIREN),),
            lambda c, hou, hu: c * hu / hou, inputs=("c",), params={"hou": "十尺", "hu": "四尺"}),
    },
    ("the 躬 stay as the 記 gives them (倍中以為躬, 2c), one breadth high",
     "the strips stack as in 鄭玄's reading, each one breadth high"),
)

LIN_XIYI = _variant(
    ZHENG_XUAN, "lin_xiyi", "林希逸", "林希逸《考工記解》",
    "The whole target is square; the top strip is three equal parts (个, 身, 个); each lower 个 is "
    "half the 身.",
    {
        "shang_ge": Rule(
            "shang_ge_lin_xiyi", "上个", "The top strip is three equal parts: 3 × 身, the 身 being "
            "the 躬 (躬，身也).",
            (ref("考工記解", "梓人", "侯之高與侯之廣 … 其制皆方", "林希逸", _VARIANTS),
             ji("躬，身也", 88, "鄭玄")),
            lambda L_gong: 3 * L_gong, inputs=("L_gong",)),
        "xia_ge": Rule(
            "xia_ge_lin_xiyi", "下个", "Each lower 个 is half the 身: 身 + 2 × 身/2.",
            (ref("周禮", "考工記·梓人", "下兩个，半之", section=_ZIREN),),
            lambda L_gong: L_gong + 2 * (L_gong / 2), inputs=("L_gong",)),
        "band": Rule(
            "band_square", "幅高", "The whole target is square: its height equals the top strip, "
            "and the four bands share what the 中 leaves.",
            (ref("考工記解", "梓人", "侯之高與侯之廣 … 其制皆方", "林希逸", _VARIANTS),),
            lambda c, L_shang: (L_shang - c) / 4, inputs=("c", "L_shang")),
    },
    ("the 身 is the 躬 (2c), as 鄭玄 glosses 躬，身也",
     "the four bands (上个, 上躬, 下躬, 下个) are of equal height, each sewn from as many breadths "
     "as it needs",
     "林希逸's 縜 is a rope 1寸 thick, not a loop; the lengths are not affected"),
)

LIU_CHANG = _variant(
    ZHENG_XUAN, "liu_chang", "劉敞", "劉敞, quoted in 盛世佐《儀禮集編》",
    "The whole target is square; a 武 is 3尺; the three 大射 targets stand staggered east to west.",
    {
        "band": LIN_XIYI.rules["band"],
        "hanging": Rule(
            "hanging_liu_chang", "下綱不及地武", "The lower rope stops one 武 short of the ground, "
            "and 劉敞 takes the 武 as 3尺.",
            (jishi("乃张侯下纲不及地武", 19), ref("儀禮集編", "大射儀", "大侯在東，參次之，干次之",
                                                "劉敞", _VARIANTS)),
            lambda wu: wu, params={"wu": "三尺"}),
    },
    ("the strips are 鄭玄's (4c, 2c, c, 2c, 3c); only the heights of the bands change, so the "
     "whole target is as high as it is wide",
     "in the 大射 the staggered targets do not hide one another"),
    staggered=True,
)

AO_JIGONG = _variant(
    ZHENG_XUAN, "ao_jigong", "敖繼公", "敖繼公《儀禮集說》",
    "The 乏's 三丈 west is measured from the target's side, not its centre line.",
    {
        "fa": Rule(
            "fa_ao_jigong", "乏", "The 乏 stands a third of the range north, and 5步 west of the "
            "target's side.",
            (jishi("乏参侯道居侯党之一西五步", 23),),
            lambda R, west, half_width: (R / 3, west + half_width), inputs=("R", "half_width"),
            params={"west": "五步"}),
    },
    ("the target's side is the end of its widest strip, the 上个",),
)

HAO_JING = _variant(
    ZHENG_XUAN, "hao_jing", "郝敬", "郝敬",
    "中即鵠: the 中 is itself the bull's-eye.",
    {
        "hu": Rule("hu_hao_jing", "鵠", "The 鵠 is the whole 中.",
                   (ref("儀禮節解", "鄉射禮", "中即鵠", "郝敬", _VARIANTS),),
                   lambda c: c, inputs=("c",)),
    },
    ("everything but the 鵠 is as 鄭玄 reads it",),
)

READINGS: dict[str, Reading] = {
    r.key: r for r in (ZHENG_XUAN, ZHENG_ZHONG, LIN_XIYI, LIU_CHANG, AO_JIGONG, HAO_JING)}
DEFAULT_READING = "zheng_xuan"


def get_reading(reading: str | Reading | None = None) -> Reading:
    """The reading named ``reading``: a key (``zheng_xuan``), its label (鄭玄), or None."""
    if isinstance(reading, Reading):
        return reading
    name = DEFAULT_READING if reading is None else str(reading).strip()
    for r in READINGS.values():
        if name in (r.key, r.label) or name == r.commentator:
            return r
    raise UnknownNameError("reading", name, [f"{r.key} ({r.label})" for r in READINGS.values()])
