from fractions import Fraction

import pytest
import sympy
from hypothesis import assume, given, settings
from strategies import cloths, odd_breadths, ranges

from houzhi import READINGS, BadValueError, Cloth, Target
from houzhi.canon.symbolic import (
    D,
    c,
    solve_range_for_cloth,
    solve_range_for_height,
    target_forms,
    w,
)
from houzhi.measure.lengths import MAX_RANGE_GONG


def test_forms_are_the_commentarys():
    f = target_forms()
    assert sympy.simplify(f.total_in_c - (c**2 / w + 11 * c)) == 0
    assert sympy.simplify(f.height_in_c - (c + 4 * w)) == 0


@pytest.mark.parametrize("reading", list(READINGS))
@settings(deadline=None)  # the first example builds the reading's forms (cached after)
@given(d=ranges, bt=cloths, n=odd_breadths)
def test_forms_agree_with_the_numbers(reading, d, bt, n):
    """One composition: the sympy forms, evaluated, are the Target's Fractions."""
    if reading == "liu_chang":  # an odd number of breadths, as 劉敞 sews them
        d = n * Cloth(*bt).finished_chi * 5
        assume(d <= MAX_RANGE_GONG)
    t = Target(d, Cloth(*bt), READINGS[reading])
    f = target_forms(reading)
    subs = {D: sympy.Rational(d.numerator, d.denominator),
            w: sympy.Rational(t.breadth_chi.numerator, t.breadth_chi.denominator)}
    assert Fraction(str(f.total.subs(subs))) == t.cloth_total_chi
    assert Fraction(str(f.height.subs(subs))) == t.height_chi


@pytest.mark.parametrize("reading", list(READINGS))
def test_the_captions_kept_forms_are_sympys(reading):
    """The curves' caption, kept as text off the drawing path, is what sympy derives; and every
    reading houzhi ships is kept there (a new one is added to FORMS, or its drawing set would
    load sympy)."""
    from houzhi.render.formulas import FORMS, caption_forms, pretty

    f = target_forms(reading)
    assert caption_forms(reading) == (pretty(f.total_in_c), pretty(f.height_in_c))
    assert FORMS[reading] == caption_forms(reading)


def test_a_reading_not_kept_is_derived(monkeypatch):
    from houzhi.render import formulas

    monkeypatch.setattr(formulas, "FORMS", {})
    assert formulas.caption_forms("hao_jing") == ("9c²/w", "3c")


def test_inverse_questions():
    for d in (50, 70, 90, 33):
        t = Target.of(d)
        assert solve_range_for_cloth(t.cloth_total_chi) == d
        assert solve_range_for_height(t.height_chi) == d


def test_forms_of_each_reading():
    """Each author's 侯 in symbols: 鄭眾 has no 躬 (c + 2w high), 林希逸 and 郝敬 are square,
    劉敞 as high as his 中."""
    assert sympy.simplify(target_forms("鄭眾").height_in_c - (c + 2 * w)) == 0
    assert sympy.simplify(target_forms("鄭眾").total_in_c - (c**2 / w + 5 * c)) == 0
    assert target_forms("林希逸").height_in_c == c
    assert target_forms("郝敬").height_in_c == 3 * c  # c is his 鵠: 中即鵠
    assert target_forms("劉敞").height_in_c == c


def test_rules_refuse_arguments_they_do_not_take():
    from houzhi.canon import rules

    with pytest.raises(TypeError, match="typo_c"):
        rules.GONG(c=10, typo_c=5)
    assert rules.GONG(c=10) == 20


def test_inverse_questions_under_other_readings():
    assert solve_range_for_height(Target.of(70, reading="鄭眾").height_chi, reading="鄭眾") == 70
    assert solve_range_for_height(30, reading="郝敬") == 50  # 高廣凡三丈 at 五十弓
    with pytest.raises(BadValueError, match="whole breadths"):
        solve_range_for_cloth(120, reading="劉敞")
