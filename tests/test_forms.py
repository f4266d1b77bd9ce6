"""The caption's forms without sympy (houzhi.render.forms) against sympy's."""

from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from strategies import laurent_terms

from houzhi import READINGS
from houzhi.render.forms import Laurent, caption_forms
from houzhi.symbolic import c, target_forms, w


def _sympy(p: Laurent) -> sympy.Expr:
    return sympy.Add(*(sympy.Rational(k.numerator, k.denominator) * c**i * w**j
                       for (i, j), k in p.terms.items()))


def _sympy_text(expr: sympy.Expr) -> str:
    return str(expr).replace("**2", "²").replace("*", "")


@pytest.mark.parametrize("reading", list(READINGS))
def test_caption_forms_are_sympys(reading):
    f = target_forms(reading)
    assert caption_forms(reading) == (_sympy_text(f.total_in_c), _sympy_text(f.height_in_c))


def test_zheng_xuans_forms():
    assert caption_forms() == ("c²/w + 11c", "c + 4w")


@given(a=laurent_terms, b=laurent_terms, k=laurent_terms)
def test_arithmetic_agrees_with_sympy(a, b, k):
    p, q = Laurent(a), Laurent(b)
    assert sympy.expand(_sympy(p + q) - (_sympy(p) + _sympy(q))) == 0
    assert sympy.expand(_sympy(p - q) - (_sympy(p) - _sympy(q))) == 0
    assert sympy.expand(_sympy(p * q) - _sympy(p) * _sympy(q)) == 0
    if len(Laurent(k).terms) == 1:
        assert sympy.expand(_sympy(p / Laurent(k)) - _sympy(p) / _sympy(Laurent(k))) == 0


@given(a=laurent_terms)
def test_text_reads_back_as_the_same_form(a):
    p = Laurent({m: k for m, k in a.items() if all(-2 <= e <= 2 for e in m)})
    expected = str(_sympy(p)).replace("**2", "²").replace("*", "")
    assert sympy.sympify(_read(str(p)), locals={"c": c, "w": w}) == sympy.sympify(
        _read(expected), locals={"c": c, "w": w})


def _read(text: str) -> str:
    """Caption text back to sympy syntax: 11c²/(2w) → 11*c**2/(2*w)."""
    out = ""
    for ch, nxt in zip(text, text[1:] + " ", strict=True):
        out += "**2" if ch == "²" else ch
        if (ch.isalnum() or ch in "²)") and (nxt.isalpha() or nxt == "("):
            out += "*"
    return out


def test_division_by_a_sum_is_refused():
    with pytest.raises(TypeError):
        Laurent.symbol("c") / (Laurent.symbol("c") + 1)
    assert Laurent.symbol("c") * Fraction(1, 2) == Laurent({(1, 0): Fraction(1, 2)})
