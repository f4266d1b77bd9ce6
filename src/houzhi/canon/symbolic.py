"""Symbolic forms (sympy) of the target, built from the same rule objects as the numbers.

Importing this module imports sympy; ``import houzhi`` does not.

>>> forms = target_forms()
>>> forms.total_in_c
c**2/w + 11*c
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

import sympy

from ..errors import BadValueError
from .readings import Reading, get_reading

__all__ = ["SymbolicTarget", "solve_range_for_cloth", "solve_range_for_height", "target_forms"]

D, c, w = sympy.symbols("D c w", positive=True)


def _rational(x: Any) -> Any:
    return sympy.Rational(x.numerator, x.denominator) if isinstance(x, Fraction) else x


def _given(x: Any, what: str) -> Any:
    """A length given to a solver, in 尺: a number, read and bounded as every length is."""
    from ..measure.lengths import read_length

    return _rational(read_length(x, what=what))


def _sym(x: Any) -> Any:
    """A value of the composition as a sympy expression (Fractions become Rationals)."""
    return sympy.sympify(_rational(x))


@dataclass(frozen=True)
class SymbolicTarget:
    """The target's dimensions as sympy expressions in D (range, 弓), c (中, 尺), w (breadth, 尺).

    ``*_in_c`` are in terms of c and w; the others in terms of D and w (c substituted). ``gong``
    is the 躬, or the 身 where the reading has no 躬; ``band`` the height of the top part.
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
    """The reading's composition (:meth:`houzhi.canon.readings.Reading.compose`) on symbols: total =
    c²/w + 11c and height = c + 4w under 鄭玄's reading, derived, not typed in. The same
    composition gives the Fractions of :class:`houzhi.model.target.Target`. Computed once per
    reading."""
    return _forms(get_reading(reading).key)


@cache
def _forms(key: str) -> SymbolicTarget:
    r = get_reading(key)
    comp = r.compose(D, w)
    zhong = _sym(comp.zhong_side)
    parts = {p.key: p for p in comp.parts}
    gong = _sym(parts["shang_gong"].length) if "shang_gong" in parts else zhong
    total = sympy.expand(_sym(comp.area) / w)
    height = sympy.expand(_sym(comp.height))
    # c in terms of D is linear (2寸 per 弓), so D in terms of c is its inverse. Inverted by
    # hand: sympy.solve would simplify, and importing its simplifier (sympy.physics.units
    # among it) costs more than the rest of this function.
    slope = sympy.diff(zhong, D)
    if slope.has(D) or slope == 0:
        raise ValueError(f"the 中 of {r.label} is not linear in the range: {zhong}")
    d_of_c = (c - zhong.subs(D, 0)) / slope
    return SymbolicTarget(
        reading=r, zhong=zhong, gong=gong, shang_ge=_sym(comp.parts[0].length),
        xia_ge=_sym(comp.parts[-1].length), band=_sym(comp.parts[0].height),
        total_in_c=sympy.expand(total.subs(D, d_of_c)),
        height_in_c=sympy.expand(height.subs(D, d_of_c)),
        total=total, height=height, range_chi=_sym(r.rule("range")(D=D)),
    )


def _positive_root(equation: Any) -> Fraction:
    try:
        found = sympy.solve(equation, D)
    except NotImplementedError:  # 劉敞's whole breadths: floor() has no inverse sympy solves
        raise BadValueError("this reading counts whole breadths; its range cannot be solved "
                            "for in closed form") from None
    roots = [s for s in found if s.is_real and s > 0]
    if not roots:
        raise BadValueError("no positive range gives that figure")
    root = sympy.nsimplify(roots[0])
    return Fraction(int(root.p), int(root.q)) if root.is_Rational else root


def solve_range_for_cloth(total_chi: Fraction, breadth_chi: Fraction = Fraction(2),
                          reading: str | Reading | None = None) -> Any:
    """The range (弓) whose target takes ``total_chi`` 尺 of cloth ``breadth_chi`` 尺 wide.

    Returns a Fraction where the root is rational, else an exact sympy expression.
    """
    forms = target_forms(reading)
    expr = forms.total.subs(w, _given(breadth_chi, "the breadth"))
    return _positive_root(sympy.Eq(expr, _given(total_chi, "the cloth")))


def solve_range_for_height(height_chi: Fraction, breadth_chi: Fraction = Fraction(2),
                           reading: str | Reading | None = None) -> Any:
    """The range (弓) whose target is ``height_chi`` 尺 high, with strips ``breadth_chi`` wide."""
    forms = target_forms(reading)
    expr = forms.height.subs(w, _given(breadth_chi, "the breadth"))
    return _positive_root(sympy.Eq(expr, _given(height_chi, "the height")))
