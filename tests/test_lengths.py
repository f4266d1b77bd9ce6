"""The one reader of lengths (houzhi.measure.lengths) and the strict classical notation under it."""

from fractions import Fraction

import pint
import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import accepted_lengths, chinese_numbers, length_texts, metric_lengths

from houzhi import Q_, BadValueError, HouzhiError, ParseError, Target, UnknownNameError
from houzhi.measure.lengths import (
    MAX_LENGTH_CHI,
    MAX_RANGE_GONG,
    MIN_RANGE_GONG,
    from_metric,
    read_length,
    read_range,
    to_metric,
)
from houzhi.measure.notation import (
    MAX_CHI,
    format_chi,
    format_measure,
    format_number,
    parse_measure,
    parse_number,
)


@pytest.mark.parametrize(("value", "chi"), [
    ("尺有握", Fraction(7, 5)), ("二十五丈二尺", 252), ("7", 7), (" 3/2 ", Fraction(3, 2)),
    ("七", 7), ("1.5/2", Fraction(3, 4)), ("5.6/8", Fraction(7, 10)), ("1e5/3", Fraction(100000, 3)),
    ("７０", 70), ("７０尺", 70), ("七〇", 70), ("二〇尺", 20), ("一〇五", 105), ("萬尺", 10_000),
    ("十有二尺", 12), ("百有五尺", 105), ("一萬零一十尺", 10_010), ("廿尺", 20),
    ("23.1 cm", 1), ("231 mm", 1), ("2.31 m", 10), ("-23.1cm", -1),
    (7, 7), (Fraction(3, 2), Fraction(3, 2)), (0.1, Fraction(1, 10)),
    (Q_(5, "尋"), 40), (Q_(Fraction(231, 100), "m"), 10),
])
def test_accepted_forms(value, chi):
    assert read_length(value, standard="han") == chi


@pytest.mark.parametrize(("text", "inches"), [("60 in", 60), ("5 ft", 60), ("2 yd", 72),
                                              ("1 inch", 1), ("3 feet", 36)])
def test_imperial_lengths(text, inches):
    assert read_length(text, standard="han") == Fraction(inches * 254, 10_000) / Fraction(231, 1000)


@pytest.mark.parametrize(("value", "gong"), [
    (70, 70), ("70", 70), ("七十", 70), ("七十弓", 70), ("420尺", 70), ("七十步", 70),
    ("7/2", Fraction(7, 2)), (Q_(70, "gong"), 70), (Q_(420, "chi"), 70), ("97.02 m", 70),
])
def test_the_range_in_every_form(value, gong):
    assert read_range(value, "han") == gong
    assert Target.of(value).range_gong == gong


def test_a_metric_range_goes_through_the_chosen_standard():
    assert read_range("96 m", "ming") == 50  # 50弓 = 300 Ming 尺 of 32 cm
    assert read_range("69.3 m", "han") == 50


@pytest.mark.parametrize(("value", "reason"), [
    (0, "positive"), ("-1", "positive"), ("0/0", "zero denominator"), ("1/0", "zero denominator"),
    (301, "at most 300"), ("1e-30", "exponent"), ("1/20", "at least 1/10"), ("萬億弓", "larger"),
    (float("inf"), "finite"), (float("nan"), "finite"), (True, "number"), (None, "number"),
    ("七十弓\n七十弓", "inside the length"), ("七十弓七十弓", "twice"), ("七十弓弓", "twice"), ("五十五十", "out of order"),
    ("x" * 100_000, "longer than 100"), ("9" * 101, "longer than 100"), ("9" * 40, "digits"),
])
def test_bad_ranges_are_refused_with_a_reason(value, reason):
    with pytest.raises(BadValueError, match=reason):
        read_range(value)


@pytest.mark.parametrize("text", [
    "丈丈", "尺尺", "三尺二丈", "寸尺丈", "十十弓", "千千弓", "廿廿弓", "萬萬尺", "二五尺",
    "一百五尺", "七十弓弓", "一億億尺", "〇五尺", "二〇十尺", "五十五十尺", "半寸半寸", "三分寸之四",
    "零分寸之一", "1e400", "1e99999", "1" * 16, "nan 尺", "inf", "1/0尺", "丈有", "有尺",
])
def test_malformed_classical_text_is_refused(text):
    with pytest.raises(ParseError) as info:
        if set(text) == {"1"}:
            parse_number(text)
        else:
            parse_measure(text)
    assert "\n" not in str(info.value) and 0 <= info.value.position <= len(text)


@pytest.mark.parametrize("text", [
    "9**9**9 m", "{} m", "[] m", "cm 150", "5 m²", "5 m^2", "5 m + 3 s", "nan m", "5 furlong",
    "5 second", "🏹", "\udcff", "5 m m", "m", "",
])
def test_unit_text_is_read_not_evaluated(text):
    with pytest.raises(HouzhiError):
        read_length(text)


@pytest.mark.parametrize("value", [Fraction(1, 10**12), 10**7, "2000000尺", "1e9 mm"])
def test_lengths_beyond_the_bounds(value):
    with pytest.raises(BadValueError, match="houzhi reads"):
        read_length(value)


def test_every_message_names_the_input():
    with pytest.raises(ParseError, match="as the trim: at character 1,"):
        read_length("x", what="the trim")
    with pytest.raises(ParseError, match="as the range"):
        read_range("五尋x")


# -- round trips ----------------------------------------------------------------------------

@given(accepted_lengths)
def test_round_trip_across_the_accepted_range(chi):
    q = Q_(chi, "chi")
    text = format_measure(q)
    assert parse_measure(text) == q
    assert format_measure(parse_measure(text)) == text


@given(length_texts)
def test_format_of_any_accepted_text_is_its_canonical_form(text):
    try:
        q = parse_measure(text)
    except ParseError:
        return  # refused with a position: the property is only over what is accepted
    canonical = format_measure(q)
    assert parse_measure(canonical) == q  # the same length ...
    assert format_measure(parse_measure(canonical)) == canonical  # ... and a fixed point


@pytest.mark.parametrize(("text", "canonical"), [
    ("丈有八尺", "丈八尺"), ("尺有握", "尺四寸"), ("寸有半", "寸五分"), ("十有二尺", "丈二尺"),
    ("25.2 丈", "二十五丈二尺"), ("七〇弓", "四十二丈"), ("萬尺", "一千丈"), ("−3寸", "負三寸"),
    ("1.5/2尺", "七寸五分"), ("三分寸之一", "少半寸"), ("一百零五丈", "一百零五丈"),
])
def test_canonical_forms(text, canonical):
    assert format_measure(parse_measure(text)) == canonical


@given(st.integers(min_value=-(10**16) + 1, max_value=10**16 - 1))
def test_numerals_round_trip_up_to_the_largest_written(n):
    assert parse_number(format_number(n)) == n


@given(chinese_numbers)
def test_canonical_form_of_any_accepted_numeral(text):
    try:
        n = parse_number(text)
    except ParseError:
        return  # refused with a position: the property is only over what is accepted
    canonical = format_number(int(n))
    assert parse_number(canonical) == n and format_number(int(parse_number(canonical))) == canonical


def test_the_largest_lengths_round_trip_and_larger_are_refused():
    for chi in (Fraction(MAX_CHI), Fraction(10**17), Fraction(9 * 10**12, 7)):
        try:
            text = format_chi(chi)
        except BadValueError:
            continue
        if abs(chi) <= MAX_CHI and chi.denominator <= MAX_CHI:
            assert parse_measure(text).magnitude == chi
        else:
            with pytest.raises(ParseError):
                parse_measure(text)
    with pytest.raises(BadValueError):
        format_number(10**16)


@given(metric_lengths)
def test_metric_text_round_trips_through_the_standard(mm):
    chi = read_length(f"{mm} mm", standard="donghan")
    assert to_metric(Q_(chi, "chi"), "donghan", "mm").magnitude == mm
    assert from_metric(f"{mm} mm", "donghan").magnitude == chi


def test_bounds_are_consistent():
    assert MAX_RANGE_GONG * 6 <= MAX_LENGTH_CHI <= MAX_CHI
    assert 0 < MIN_RANGE_GONG < 1


def test_a_quantity_of_another_registry_in_feet():
    theirs = pint.UnitRegistry(non_int_type=Fraction)
    assert read_length(theirs.Quantity(5, "ft"), standard="han") == Fraction(1524, 1000) / Fraction(
        231, 1000)


def test_to_is_a_unit_name():
    with pytest.raises(UnknownNameError):
        to_metric("五尋", "han", "5 m")
    assert to_metric("五尋", "han", "in").magnitude == Fraction(924, 1) / Fraction(254, 100)


# -- the bounds of a length, in the user's own unit when they gave a metric one -------------------
@pytest.mark.parametrize(("given", "unit"), [
    ("2 m", "m"), ("300 cm", "cm"), (" 60 in ", "in"), ("5 ft", "ft"), ("七尺", None), ("7", None),
    (7, None), ("420 chi", None), ("nonsense", None), (None, None)])
def test_metric_unit_is_the_unit_the_user_wrote(given, unit):
    from houzhi.measure.lengths import metric_unit

    assert metric_unit(given) == unit


def test_metric_unit_of_a_quantity():
    from houzhi.measure.lengths import metric_unit
    from houzhi.measure.units import Q_

    assert metric_unit(Q_(2, "m")) == "m"
    assert metric_unit(Q_(2, "chi")) is None


# bounds below the longest length houzhi reads (10^6 尺): the largest it states is 一千丈; at
# 10^6 尺 itself the rounded figure can fall past the reader's own limit and be refused
@given(chi=st.builds(Fraction, st.integers(1, 10**5), st.sampled_from([1, 2, 3, 10, 100])),
       unit=st.sampled_from(["m", "cm", "mm", "in", "ft"]),
       standard=st.sampled_from(["han", "ming", "qing"]))
def test_a_bound_in_the_user_s_unit_reads_back_to_the_bound(chi, unit, standard):
    """The metric figure beside a bound is the bound itself, to its 2 decimals: read back as
    the user would type it, it is within half a hundredth of the unit of the bound."""
    from houzhi.measure.lengths import bound_text
    from houzhi.measure.notation import format_chi

    words = bound_text(chi, f"1 {unit}", standard)
    assert words.startswith(format_chi(chi) + " (") and words.endswith(f" {unit})")
    number = words.rsplit("(", 1)[1].split()[0]
    back = read_length(f"{number} {unit}", standard=standard)
    half = read_length(f"0.005 {unit}", standard=standard)
    assert abs(back - chi) <= half * (1 + Fraction(1, 10**6))
    assert bound_text(chi, "七尺", standard) == format_chi(chi)  # a classical input: no unit


def test_a_metric_range_beyond_the_bounds_is_refused_in_its_own_unit_too():
    with pytest.raises(BadValueError, match=r"at most 300弓 \(415\.8 m\).*got 600 m"):
        read_range("600 m")
    with pytest.raises(BadValueError, match=r"at least 1/10弓 \(13\.86 cm\)"):
        read_range("1 cm")
    with pytest.raises(BadValueError, match=r"at most 300弓 \(the"):  # 弓: no unit to add
        read_range(301)


@pytest.mark.parametrize(("argv", "message"), [
    (["build", "90", "--width", "150 cm", "--roll", "2 m"],
     "the roll length must be from 二丈 (4.62 m) to 一千丈 (2310 m), got 2 m"),
    (["build", "90", "--width", "6 m"],
     "the fabric's width must be positive and at most 二丈 (4.62 m), got 6 m"),
    (["target", "600 m"], "the range must be at most 300弓 (415.8 m) (the 大射's longest is "
                          "九十弓), got 600 m"),
    (["target", "70", "--breadth", "6 m"], "the cloth's breadth must be at most 二丈 (4.62 m), "
                                           "got 6 m"),
    (["target", "70", "--breadth", "三丈"], "the cloth's breadth must be at most 二丈, got 三丈"),
    (["dashe", "--eye", "10 m"], "the eye's height must be at most 三丈 (6.93 m), got 10 m"),
])
def test_the_cli_gives_a_metric_user_the_bounds_in_metres(capsys, argv, message):
    """A length out of bounds, given in metric units, is refused in one line that gives the
    bounds in the user's unit beside the classical (Han 尺 of 231 mm)."""
    from houzhi.cli import main

    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert not out and err == f"houzhi: error: {message}\n"
