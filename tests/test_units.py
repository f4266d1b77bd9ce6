from fractions import Fraction

import pint
import pytest

from houzhi import (
    Q_,
    STANDARDS,
    BadValueError,
    UnknownNameError,
    from_metric,
    in_standard,
    to_metric,
)
from houzhi.units import as_chi, load_into, unit_factor


def test_arithmetic_is_exact():
    q = Q_(25, "丈") + Q_(2, "尺")
    assert q.to("chi").magnitude == 252
    assert isinstance(q.to("chi").magnitude, Fraction)
    assert Q_(Fraction(1, 3), "cun").to("fen").magnitude == Fraction(10, 3)


@pytest.mark.parametrize(("unit", "chi"), [
    ("尋", 8), ("寻", 8), ("xun", 8), ("丈", 10), ("引", 100), ("常", 16), ("咫", Fraction(4, 5)),
    ("仞", 8), ("步", 6), ("弓", 6), ("gong", 6), ("bu", 6), ("武", Fraction(6, 5)),
    ("膚", Fraction(2, 5)), ("扶", Fraction(2, 5)), ("握", Fraction(2, 5)), ("匹", 40),
    ("端", 20), ("分", Fraction(1, 100)), ("寸", Fraction(1, 10)),
])
def test_units_as_the_texts_define_them(unit, chi):
    assert Q_(1, unit).to("chi").magnitude == chi


def test_no_metres_without_a_standard():
    with pytest.raises(pint.DimensionalityError):
        Q_(5, "尋").to("m")


@pytest.mark.parametrize(("key", "cm"), [
    ("han", Fraction("23.1")), ("donghan", Fraction("23.5")), ("wu_chengluo", Fraction("19.91")),
    ("ming", Fraction(32)), ("qing", Fraction(32)),
])
def test_standards_match_the_reference_table(key, cm):
    assert to_metric("一尺", key, "cm").magnitude == cm
    assert STANDARDS[key].metres_per_chi * 100 == cm


def test_ming_and_qing_gong_is_five_chi():
    assert STANDARDS["ming"].chi_per_gong == 5
    assert STANDARDS["qing"].chi_per_gong == 5
    assert STANDARDS["han"].chi_per_gong == 6
    assert unit_factor("弓", "ming") == 5 and unit_factor("弓") == 6


def test_round_trip_through_metres_is_exact():
    q = to_metric("二十五丈二尺", "donghan", "mm")
    assert from_metric(q, "donghan").magnitude == 252


def test_two_standards_at_once_are_refused():
    with in_standard("han"), pytest.raises(BadValueError), in_standard("ming"):
        pass
    with in_standard("han"), in_standard("han"):
        assert Q_(1, "chi").to("cm").magnitude == Fraction("23.1")


def test_text_units_ignore_an_active_context():
    with in_standard("ming"):
        assert unit_factor("弓") == 6
        assert as_chi("一弓") == 6


def test_unknown_standard_names_the_known_ones():
    with pytest.raises(UnknownNameError, match=r"tang.*han"):
        to_metric("一尺", "tang")


def test_load_into_a_users_registry():
    reg = load_into(pint.UnitRegistry(non_int_type=Fraction))
    assert reg.Quantity(5, "xun").to("chi").magnitude == 40
    with reg.context("han"):
        assert reg.Quantity(1, "chi").to("m").magnitude == Fraction("0.231")
