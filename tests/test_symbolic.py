from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from strategies import cloths, ranges

from houzhi import READINGS, Cloth, Target
from houzhi.symbolic import D, c, solve_range_for_cloth, solve_range_for_height, target_forms, w


def test_forms_are_the_commentarys():
    f = target_forms()
    assert sympy.simplify(f.total_in_c - (c**2 / w + 11 * c)) == 0
    assert sympy.simplify(f.height_in_c - (c + 4 * w)) == 0


@pytest.mark.parametrize("reading", list(READINGS))
@given(d=ranges, bt=cloths)
def test_forms_agree_with_the_numbers(reading, d, bt):
    t = Target(d, Cloth(*bt), READINGS[reading])
    f = target_forms(reading)
    subs = {D: sympy.Rational(d.numerator, d.denominator),
            w: sympy.Rational(t.breadth.numerator, t.breadth.denominator)}
    assert Fraction(str(f.total.subs(subs))) == t.cloth_total_chi
    assert Fraction(str(f.height.subs(subs))) == t.height_chi


def test_inverse_questions():
    for d in (50, 70, 90, 33):
        t = Target.of(d)
        assert solve_range_for_cloth(t.cloth_total_chi) == d
        assert solve_range_for_height(t.height_chi) == d
