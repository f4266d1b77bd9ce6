"""Symbolic forms (sympy) of the target, built from the same rule objects as the numbers.

Importing this module imports sympy; ``import houzhi`` does not.

>>> forms = target_forms()
>>> forms.total_in_c
c**2/w + 11*c
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import sympy

from .readings import Reading, get_reading

__all__ = ["SymbolicTarget", "solve_range_for_cloth", "solve_range_for_height", "target_forms"]

D, c, w = sympy.symbols("D c w", positive=True)


def _rational(x: Any) -> Any:
    return sympy.Rational(x.numerator, x.denominator) if isinstance(x, Fraction) else x


def _apply(reading: Reading, role: str, **values: Any) -> Any:
    rule = reading.rule(role)
    params = {k: _rational(v) for k, v in rule.param_values().items()}
    return rule(**params, **values)


@dataclass(frozen=True)
class SymbolicTarget:
    """The target's dimensions as sympy expressions in D (range, 弓), c (中, 尺), w (breadth, 尺).

    ``*_in_c`` are in terms of c and w; the others in terms of D and w (c substituted).
    """

    reading: Reading
    zhong: Any
    gong: Any
    shang_ge: Any
    xia_ge: Any
    band: Any
    total_in_c: Any
    height_in_c: Any
    total: Any
    height: Any
    range_chi: Any


def target_forms(reading: str | Reading | None = None) -> SymbolicTarget:
    """Compose the reading's rules symbolically: total = c²/w + 11c and height = c + 4w under
    鄭玄's reading, derived, not typed in."""
    r = get_reading(reading)
    zhong = _apply(r, "zhong", D=D)
    gong = _apply(r, "gong", c=c)
    shang = _apply(r, "shang_ge", L_gong=gong, c=c)
    xia = _apply(r, "xia_ge", L_gong=gong, L_shang=shang, c=c)
    band = _apply(r, "band", w=w, c=c, L_shang=shang)
    strips = _apply(r, "zhong_strips", c=c, w=w)
    height_zhong = _apply(r, "zhong_square", c=c)
    area = strips * c * w + (2 * gong + shang + xia) * band
    total_c = sympy.expand(area / w)
    height_c = sympy.expand(height_zhong + 4 * band)
    return SymbolicTarget(
        reading=r, zhong=zhong, gong=gong, shang_ge=shang, xia_ge=xia, band=band,
        total_in_c=total_c, height_in_c=height_c,
        total=sympy.expand(total_c.subs(c, zhong)), height=sympy.expand(height_c.subs(c, zhong)),
        range_chi=_apply(r, "range", D=D),
    )


def _positive_root(equation: Any) -> Fraction:
    roots = [s for s in sympy.solve(equation, D) if s.is_real and s > 0]
    if not roots:
        from .errors import BadValueError

        raise BadValueError("no positive range gives that figure")
    root = sympy.nsimplify(roots[0])
    return Fraction(int(root.p), int(root.q)) if root.is_Rational else root


def solve_range_for_cloth(total_chi: Fraction, breadth_chi: Fraction = Fraction(2),
                          reading: str | Reading | None = None) -> Any:
    """The range (弓) whose target takes ``total_chi`` 尺 of cloth ``breadth_chi`` 尺 wide.

    Returns a Fraction where the root is rational, else an exact sympy expression.
    """
    forms = target_forms(reading)
    expr = forms.total.subs(w, _rational(Fraction(breadth_chi)))
    return _positive_root(sympy.Eq(expr, _rational(Fraction(total_chi))))


def solve_range_for_height(height_chi: Fraction, breadth_chi: Fraction = Fraction(2),
                           reading: str | Reading | None = None) -> Any:
    """The range (弓) whose target is ``height_chi`` 尺 high, with strips ``breadth_chi`` wide."""
    forms = target_forms(reading)
    expr = forms.height.subs(w, _rational(Fraction(breadth_chi)))
    return _positive_root(sympy.Eq(expr, _rational(Fraction(height_chi))))
