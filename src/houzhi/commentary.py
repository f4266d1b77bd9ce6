"""Every figure the commentary states for a target, quoted, with the words that give its value.

``houzhi check`` compares each with houzhi's own figure. The expected value is never typed in
as a number: it is read from the quoted words (``value``) with
:func:`~houzhi.notation.parse_measure` (lengths) or :func:`~houzhi.notation.parse_number`
(counts), and the quoted words must stand in the seed at the cited line (a test checks).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .citations import Citation, ji, jishi
from .notation import format_chi, format_number, parse_measure, parse_number

if TYPE_CHECKING:
    from .target import Target

__all__ = ["STATEMENTS", "Comparison", "Statement", "compare"]


@dataclass(frozen=True)
class Statement:
    """A figure stated by a commentator: for the target at ``range_gong`` 弓, the figure ``key``
    (see :meth:`houzhi.target.Target.figure`) is ``value`` (words inside ``citation.passage``)."""

    range_gong: int
    key: str
    what: str
    value: str
    citation: Citation
    count: bool = False

    @property
    def expected(self) -> Fraction:
        """The stated value, read from the text: 尺 for a length, a number for a count."""
        if self.count:
            return parse_number(self.value)
        return Fraction(parse_measure(self.value).to("chi").magnitude)


_Z, _J = "鄭玄", "賈公彥"
_L112 = "中五幅，幅一丈，用布五丈；上下躬各二丈，總四丈；上個四丈，下個三丈，是總十六丈也"
_L114 = "七幅，幅有丈四尺，中用布九丈八尺；上下躬各用布二丈八尺，上下總用布五丈六尺；上個倍躬，" \
        "為五丈六尺；下舌半上舌，上舌出者，兩相各出丈四尺；下舌半之，兩相各出七尺，下舌用布一丈四尺，" \
        "通躬二丈八尺，總計用布四丈二尺也，通計用布二十五丈二尺"
_L116 = "侯中用布九幅，幅别丈八尺；中用布十六丈二尺；倍中以為躬，上下躬各用布三丈六尺，" \
        "上下總七丈二尺；倍躬以為左右舌，上舌用布亦七丈二尺，下舌亦半上舌，上舌出者丈八尺，" \
        "下舌半之，則下舌總用布五丈四尺，以此計之，總用布三十六丈也"


def _s(d: int, key: str, what: str, value: str, cite: Citation, count: bool = False) -> Statement:
    return Statement(d, key, what, value, cite, count)


STATEMENTS: tuple[Statement, ...] = (
    # 50弓, the 鄉侯
    _s(50, "shang_ge", "上个", "五尋", ji("鄉侯，上個五尋", 52)),
    _s(50, "shang_ge", "上个", "四丈", ji("八尺曰尋，上幅用布四丈", 54, _Z)),
    _s(50, "zhong_side", "中 side", "十尺", ji("中十尺", 58)),
    _s(50, "zhong_cloth", "中 cloth", "五丈", ji("方者也，用布五丈", 59, _Z)),
    _s(50, "zhong_strips", "中 strips", "五", ji("鄭意此言十尺，用布五幅", 67, _J), count=True),
    _s(50, "gong_each", "躬 each", "二丈", ji("謂中之上下幅也，用布各二丈", 89, _Z)),
    _s(50, "shang_she", "上舌 each side", "一丈", ji("謂躬外兩相各出一丈", 100, _J)),
    _s(50, "xia_ge", "下个", "三丈", ji("半者，半其出于射者也，用布三丈", 102, _Z)),
    _s(50, "xia_she", "下舌 each side", "五尺", ji("今下舌兩相各五尺", 109, _J)),
    _s(50, "total", "total", "十六丈", ji("凡鄉侯用布十六丈，數起侯道五十弓以計", 105, _Z)),
    _s(50, "zhong_cloth", "中 cloth", "五丈", ji(_L112, 112, _J)),
    _s(50, "gong_both", "躬 both", "四丈", ji(_L112, 112, _J)),
    _s(50, "shang_ge", "上个", "四丈", ji(_L112, 112, _J)),
    _s(50, "xia_ge", "下个", "三丈", ji(_L112, 112, _J)),
    _s(50, "total", "total", "十六丈", ji(_L112, 112, _J)),
    _s(50, "fa_north", "乏 north", "十丈", jishi("侯道五十步，此乏去侯北十丈、西三丈", 24, _Z)),
    _s(50, "fa_west", "乏 west", "三丈", jishi("侯道五十步，此乏去侯北十丈、西三丈", 24, _Z)),
    # 70弓
    _s(70, "total", "total", "二十五丈二尺", ji("道七十弓之侯，用布二十五丈二尺", 106, _Z)),
    _s(70, "zhong_side", "中 side", "丈四尺", ji("道七十弓，弓取二寸，二七十四，侯中丈四尺", 113, _J)),
    _s(70, "zhong_strips", "中 strips", "七", ji(_L114, 114, _J), count=True),
    _s(70, "zhong_cloth", "中 cloth", "九丈八尺", ji(_L114, 114, _J)),
    _s(70, "gong_each", "躬 each", "二丈八尺", ji(_L114, 114, _J)),
    _s(70, "gong_both", "躬 both", "五丈六尺", ji(_L114, 114, _J)),
    _s(70, "shang_ge", "上个", "五丈六尺", ji(_L114, 114, _J)),
    _s(70, "shang_she", "上舌 each side", "丈四尺", ji(_L114, 114, _J)),
    _s(70, "xia_she", "下舌 each side", "七尺", ji(_L114, 114, _J)),
    _s(70, "xia_she_both", "下舌 both sides", "一丈四尺", ji(_L114, 114, _J)),
    _s(70, "xia_ge", "下个", "四丈二尺", ji(_L114, 114, _J)),
    _s(70, "total", "total", "二十五丈二尺", ji(_L114, 114, _J)),
    # 90弓
    _s(90, "total", "total", "三十六丈", ji("道九十弓之侯，用布三十六丈", 106, _Z)),
    _s(90, "zhong_side", "中 side", "丈八尺", ji("弓取二寸，九十弓，侯中丈八尺", 115, _J)),
    _s(90, "zhong_strips", "中 strips", "九", ji(_L116, 116, _J), count=True),
    _s(90, "zhong_cloth", "中 cloth", "十六丈二尺", ji(_L116, 116, _J)),
    _s(90, "gong_each", "躬 each", "三丈六尺", ji(_L116, 116, _J)),
    _s(90, "gong_both", "躬 both", "七丈二尺", ji(_L116, 116, _J)),
    _s(90, "shang_ge", "上个", "七丈二尺", ji(_L116, 116, _J)),
    _s(90, "shang_she", "上舌 each side", "丈八尺", ji(_L116, 116, _J)),
    _s(90, "xia_ge", "下个", "五丈四尺", ji(_L116, 116, _J)),
    _s(90, "total", "total", "三十六丈", ji(_L116, 116, _J)),
)


@dataclass(frozen=True)
class Comparison:
    """One stated figure beside houzhi's: ``ok`` when they are equal, exactly."""

    statement: Statement
    computed: Fraction

    @property
    def ok(self) -> bool:
        return self.computed == self.statement.expected

    @property
    def computed_text(self) -> str:
        """houzhi's figure, written as the commentary would write it."""
        if self.statement.count:
            return format_number(int(self.computed)) if self.computed.denominator == 1 \
                else str(self.computed)
        return format_chi(self.computed)


def compare(reading: str | None = None) -> Iterator[Comparison]:
    """Compare every stated figure with the target houzhi computes for its range.

    ``reading`` names the reading (default 鄭玄's, the one whose figures the commentary states).
    """
    from .target import Target

    targets: dict[int, Target] = {}
    for st in STATEMENTS:
        if st.range_gong not in targets:
            targets[st.range_gong] = Target.of(st.range_gong, reading=reading)
        yield Comparison(st, targets[st.range_gong].figure(st.key))


@dataclass(frozen=True)
class GearStatement:
    """A gear dimension the commentary states: gear ``key``'s ``dimension`` is ``value``."""

    key: str
    dimension: str
    value: str
    citation: Citation

    @property
    def expected(self) -> Fraction:
        return Fraction(parse_measure(self.value).to("chi").magnitude)


GEAR_STATEMENTS: tuple[GearStatement, ...] = (
    GearStatement("chou", "length", "尺四寸", ji("則此籌尺四寸矣", 133, _J)),
    GearStatement("chou", "scraped grip", "四寸", ji("引之者，證握膚為一，謂刊四寸也", 140, _J)),
)
