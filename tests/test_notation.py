from fractions import Fraction

import pytest
from hypothesis import given
from strategies import counts, lengths

from houzhi import Q_, ParseError, format_measure, parse_measure
from houzhi.measure.notation import format_chi, format_number, parse_number


def chi(text: str) -> Fraction:
    return parse_measure(text).to("chi").magnitude


@pytest.mark.parametrize(("text", "expected"), [
    ("二十五丈二尺", Q_(25, "丈") + Q_(2, "尺")),
    ("丈四尺", Q_(14, "尺")),
    ("丈有八尺", Q_(18, "尺")),
    ("尺有五寸", Q_(15, "寸")),
    ("尺二寸", Q_(12, "寸")),
    ("五尋", Q_(5, "尋")),
    ("尺有握", Q_(1, "尺") + Q_(1, "握")),
    ("十六丈二尺", Q_(162, "尺")),
    ("寸有半", Q_(3, "寸") / 2),
    ("半寸", Q_(1, "寸") / 2),
    ("少半寸", Q_(1, "寸") / 3),
    ("大半寸", Q_(2, "寸") / 3),
    ("三分寸之一", Q_(1, "寸") / 3),
    ("五分寸之二", Q_(2, "寸") / 5),
    ("25.2 丈", Q_(252, "尺")),
    ("7.2丈", Q_(72, "尺")),
    ("14 尺", Q_(14, "尺")),
    ("七十弓", Q_(70, "弓")),
    ("420 chi", Q_(420, "尺")),
    ("十有二尺", Q_(12, "尺")),
    ("負三寸", -Q_(3, "寸")),
    ("一百零五丈", Q_(1050, "尺")),
])
def test_parse_the_texts_forms(text, expected):
    assert parse_measure(text) == expected
    assert isinstance(parse_measure(text).magnitude, Fraction)


@pytest.mark.parametrize(("chi_", "text"), [
    (252, "二十五丈二尺"), (14, "丈四尺"), (Fraction(6, 5), "尺二寸"), (160, "十六丈"),
    (10, "一丈"), (Fraction(158, 15), "一丈五寸少半寸"), (Fraction(142, 5), "二丈八尺四寸"),
    (Fraction(301, 30), "一丈少半寸"), (Fraction(4, 3), "尺三寸少半寸"), (Fraction(31, 30), "尺少半寸"),
    (Fraction(1005, 100), "一丈五分"), (Fraction(1, 15), "大半寸"),
    (Fraction(3, 20), "寸五分"), (Fraction(1, 70), "七分寸之一"), (0, "〇尺"),
    (1050, "一百零五丈"), (Fraction(-3, 10), "負三寸"),
])
def test_format_canonical(chi_, text):
    assert format_chi(Fraction(chi_)) == text
    assert format_measure(Q_(Fraction(chi_), "chi")) == text


@given(lengths)
def test_round_trip_every_exact_length(x):
    q = Q_(x, "chi")
    assert parse_measure(format_measure(q)) == q


@given(counts)
def test_numerals_round_trip(n):
    assert parse_number(format_number(n)) == n


@pytest.mark.parametrize(("text", "position", "reason"), [
    ("", 0, "empty"),
    ("丈四", 2, "expected a unit"),
    ("二五尺", 1, "two digits"),
    ("hello", 0, "'hello' is not"),
    ("五尋x", 2, "'x'"),
    ("三分寸之", 4, "after 之"),
    ("5 furlong", 2, "furlong"),
    ("尺有半寸餘", 3, "nothing may follow"),
])
def test_bad_text_says_where_and_why(text, position, reason):
    with pytest.raises(ParseError) as info:
        parse_measure(text)
    assert info.value.position == position
    assert reason in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(("text", "chi_"), [("7", 7), ("3/2", Fraction(3, 2)), ("七尺", 7),
                                            ("1.5丈", 15), ("1e3", 1000)])
def test_read_chi_takes_a_bare_number_as_chi(text, chi_):
    from houzhi.measure.notation import read_chi

    assert read_chi(text) == chi_
