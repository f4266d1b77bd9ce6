"""The reading file says what houzhi's Python readings say: 劉敞's whole breadths (``//``,
``%``, a 侯 refused where his rule cannot sew it) and 敖繼公's own 乏 (``[fa]``), written as files
(tests/data), compose and stand as the readings houzhi writes in Python, at every range."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from strategies import ranges

from houzhi.canon.reading_file import ReadingFileError, read_reading, read_reading_file
from houzhi.canon.readings import get_reading
from houzhi.measure.expressions import Expression, ExpressionError
from houzhi.model.target import Target

DATA = Path(__file__).parent / "data"
LIU = read_reading_file(DATA / "liu_chang.toml")
AO = read_reading_file(DATA / "ao_jigong.toml")


def _parts(c):
    return [(p.key, p.length, p.height, p.count, p.she) for p in c.parts]


@settings(max_examples=60, deadline=None)
@given(ranges)
def test_liu_chang_as_a_file_composes_as_houzhi_s_python_reading(d):
    mine, theirs = LIU.compose(d, Fraction(2)), get_reading("劉敞").compose(d, Fraction(2))
    assert _parts(mine) == _parts(theirs)
    assert (mine.zhong_side, mine.hu_side, mine.hu_centre, mine.bottom) == (
        theirs.zhong_side, theirs.hu_side, theirs.hu_centre, theirs.bottom)
    assert bool(mine.refused) == bool(theirs.refused) and mine.refused == theirs.refused
    assert set(mine.not_given) == set(theirs.not_given)


def test_liu_chang_s_three_ranges_are_his_breadths():
    """五幅, 七幅, 九幅: 躬舌各一幅; 躬各二幅，舌各一幅; 躬與舌各二幅 — from his words, not the file."""
    for d, (gong, she) in {50: (1, 1), 70: (2, 1), 90: (2, 2)}.items():
        counts = {p.key: p.count for p in LIU.compose(Fraction(d), Fraction(2)).parts}
        assert (counts["shang_gong"], counts["shang_ge"]) == (gong, she)


@settings(max_examples=40, deadline=None)
@given(ranges)
def test_ao_jigong_s_fa_as_a_file_stands_where_houzhi_s_python_reading_puts_it(d):
    mine = Target.of(d, reading=AO, rite="鄉射")
    theirs = Target.of(d, reading="敖繼公", rite="鄉射")
    assert (mine.fa.north, mine.fa.west) == (theirs.fa.north, theirs.fa.west)
    assert mine.fa_rule.citations == theirs.fa_rule.citations


def test_ao_jigong_s_fa_at_fifty_gong_is_his_own_figures():
    """「此乏其南十丈，其東三丈，乃與侯黨相當」: ten 丈 from the 侯, three 丈 west of its west edge."""
    t = Target.of(50, reading=AO, rite="鄉射")
    assert t.fa.north == 100 and t.fa.west - t.width_chi / 2 == 30


def test_whole_parts_and_remainders_are_exact_and_checked():
    e = Expression("(n - 1) / 2 // 2")
    assert e(n=Fraction(9)) == 2 and e(n=Fraction(7)) == 1
    assert Expression("(n - 1) % 2")(n=Fraction(15, 2)) == Fraction(1, 2)
    with pytest.raises(ExpressionError, match="divides by zero"):
        Expression("n // m")(n=Fraction(1), m=Fraction(0))
    with pytest.raises(ExpressionError, match=r"only \+ - \* / // % are allowed"):
        Expression("n ** 2")


def _with(old: str, new: str, path: Path = DATA / "liu_chang.toml") -> str:
    text = path.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new)


@pytest.mark.parametrize(("old", "new", "says"), [
    ("here the 中 is {n} breadths", "here the 中 is {breadths} breadths", "{breadths} names"),
    ('when = "(n - 1) % 2"', 'when = "(q - 1) % 2"', "'q' is not defined"),
])
def test_a_bad_refusal_is_one_line_naming_the_key(old, new, says):
    with pytest.raises(ReadingFileError, match=r"composition\.refused") as e:
        read_reading(_with(old, new), "mine.toml")
    assert says in str(e.value) and "\n" not in str(e.value)


@pytest.mark.parametrize(("old", "new", "says"), [
    ('north = "R / 3"', 'north = "D / 3"', "'D' is neither a parameter"),
    ('params = { west = "五步" }', 'params = { east = "五步" }', "neither north nor west uses 'east'"),
])
def test_a_bad_fa_is_one_line_naming_the_key(old, new, says):
    with pytest.raises(ReadingFileError, match=r"fa") as e:
        read_reading(_with(old, new, DATA / "ao_jigong.toml"), "mine.toml")
    assert says in str(e.value) and "\n" not in str(e.value)
