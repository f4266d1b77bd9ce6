"""The target's forms in c (the 中, 尺) and w (the breadth, 尺) for a caption, without sympy.

The rules' formulas use only arithmetic, so they can be evaluated on any number-like object.
:class:`Laurent` is the smallest such object that suffices here: a sum of terms
``coefficient · c^i · w^j`` with exact (Fraction) coefficients and integer exponents, closed
under +, −, × and division by a single term. The forms are composed from the reading's rules
exactly as :func:`houzhi.symbolic.target_forms` composes them; importing sympy (a quarter of a
second) is left for where a solver or a simplifier is needed. A rule that divides by a sum
raises :class:`TypeError`, and :func:`caption_forms` then falls back to sympy.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ..readings import Reading, get_reading

__all__ = ["Laurent", "caption_forms"]

_NAMES = ("c", "w")
_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")

Monomial = tuple[int, int]
"""Exponents of c and w."""


class Laurent:
    """A Laurent polynomial in c and w with Fraction coefficients (immutable)."""

    __slots__ = ("terms",)

    def __init__(self, terms: Mapping[Monomial, Fraction]) -> None:
        self.terms: dict[Monomial, Fraction] = {m: k for m, k in terms.items() if k}

    @classmethod
    def symbol(cls, name: str) -> Laurent:
        """The symbol ``c`` or ``w``."""
        exps = tuple(int(n == name) for n in _NAMES)
        return cls({(exps[0], exps[1]): Fraction(1)})

    @staticmethod
    def _of(x: Any) -> Laurent:
        if isinstance(x, Laurent):
            return x
        if isinstance(x, int | Fraction):
            return Laurent({(0, 0): Fraction(x)})
        raise TypeError(f"not a number or a Laurent polynomial: {x!r}")

    def __add__(self, other: Any) -> Laurent:
        o = self._of(other)
        terms = dict(self.terms)
        for m, k in o.terms.items():
            terms[m] = terms.get(m, Fraction(0)) + k
        return Laurent(terms)

    __radd__ = __add__

    def __neg__(self) -> Laurent:
        return Laurent({m: -k for m, k in self.terms.items()})

    def __sub__(self, other: Any) -> Laurent:
        return self + -self._of(other)

    def __rsub__(self, other: Any) -> Laurent:
        return self._of(other) - self

    def __mul__(self, other: Any) -> Laurent:
        o = self._of(other)
        terms: dict[Monomial, Fraction] = {}
        for (a, b), k in self.terms.items():
            for (p, q), j in o.terms.items():
                terms[(a + p, b + q)] = terms.get((a + p, b + q), Fraction(0)) + k * j
        return Laurent(terms)

    __rmul__ = __mul__

    def __truediv__(self, other: Any) -> Laurent:
        o = self._of(other)
        if len(o.terms) != 1:
            raise TypeError("a Laurent polynomial divides only by a single term")
        ((p, q), j), = o.terms.items()
        return Laurent({(a - p, b - q): k / j for (a, b), k in self.terms.items()})

    def __rtruediv__(self, other: Any) -> Laurent:
        return self._of(other) / self

    def __eq__(self, other: object) -> bool:
        try:
            return self.terms == self._of(other).terms
        except TypeError:
            return NotImplemented

    def __hash__(self) -> int:
        return hash(frozenset(self.terms.items()))

    def __repr__(self) -> str:
        return f"Laurent({self.terms!r})"

    def __str__(self) -> str:
        """Written for a caption, terms in sympy's order (c's power, then w's, falling):
        ``c²/w + 11c``, ``3c/2 - w``, ``c²/(2w)``."""
        if not self.terms:
            return "0"
        out = ""
        for (a, b), k in sorted(self.terms.items(), reverse=True):
            num = [n + _power(e) for n, e in zip(_NAMES, (a, b), strict=True) if e > 0]
            den = [n + _power(-e) for n, e in zip(_NAMES, (a, b), strict=True) if e < 0]
            mag = abs(k)
            if mag.numerator != 1 or not num:
                num.insert(0, str(mag.numerator))
            if mag.denominator != 1:
                den.insert(0, str(mag.denominator))
            term = "".join(num)
            if den:
                term += "/" + ("".join(den) if len(den) == 1 else f"({''.join(den)})")
            out += (" - " if k < 0 else " + ") + term if out else ("-" if k < 0 else "") + term
        return out


def _power(e: int) -> str:
    return "" if e == 1 else str(e).translate(_SUPERSCRIPT)


def _apply(reading: Reading, role: str, **values: Any) -> Any:
    rule = reading.rule(role)
    return rule(**rule.param_values(), **values)


def _laurent_forms(reading: Reading) -> tuple[Laurent, Laurent]:
    c, w = Laurent.symbol("c"), Laurent.symbol("w")
    gong = _apply(reading, "gong", c=c)
    shang = _apply(reading, "shang_ge", L_gong=gong, c=c)
    xia = _apply(reading, "xia_ge", L_gong=gong, L_shang=shang, c=c)
    band = _apply(reading, "band", w=w, c=c, L_shang=shang)
    strips = _apply(reading, "zhong_strips", c=c, w=w)
    area = strips * c * w + (2 * gong + shang + xia) * band
    return Laurent._of(area / w), Laurent._of(_apply(reading, "zhong_square", c=c) + 4 * band)


def caption_forms(reading: str | Reading | None = None) -> tuple[str, str]:
    """The cloth (尺, one breadth w wide) and the height (尺) of the target in terms of its 中
    c and the breadth w, under ``reading``, as caption text: ``("c²/w + 11c", "c + 4w")``
    under 鄭玄's reading. Composed from the reading's rules, as
    :func:`houzhi.symbolic.target_forms` composes them."""
    r = get_reading(reading)
    try:
        total, height = _laurent_forms(r)
    except TypeError:  # a rule divides by a sum: let sympy write it
        from ..symbolic import target_forms

        forms = target_forms(r)
        return (_sympy_text(forms.total_in_c), _sympy_text(forms.height_in_c))
    return str(total), str(height)


def _sympy_text(expr: Any) -> str:
    """A sympy expression written for a caption: c**2/w + 11*c → c²/w + 11c."""
    return str(expr).replace("**2", "²").replace("*", "")
