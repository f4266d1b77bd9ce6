"""Exact sums of products, reckoned on numerators and denominators and made a Fraction once.

A sum of n Fractions made one addition at a time reduces n − 1 intermediate Fractions (a gcd and
a new Fraction each); a target's height, area and cloth are such sums over its few parts.
:func:`sum_of_products` gives the same exact value as ``a₁·b₁ + a₂·b₂ + …`` reckoned in Fractions,
with one reduction at the end. Where a factor is neither a Fraction nor an int (a sympy
expression, in :mod:`houzhi.canon.symbolic`) it returns None, and the caller reckons as before.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

__all__ = ["sum_of_products"]


def sum_of_products(terms: Iterable[tuple[Any, ...]]) -> Fraction | int | None:
    """Σ over ``terms`` of the product of each term's factors, exactly: a Fraction where any
    factor is one, an int where all are ints (as Fraction arithmetic gives them), in the
    product of the factors' units; None where a factor is neither, and for no terms."""
    num, den = 0, 1
    seen = fraction = False
    for factors in terms:
        n = d = 1
        for x in factors:
            tx = type(x)
            if tx is Fraction:
                n *= x.numerator
                d *= x.denominator
                fraction = True
            elif tx is int:
                n *= x
            else:
                return None
        if d == den:
            num += n
        else:
            num, den = num * d + n * den, den * d
        seen = True
    if not seen:
        return None
    return Fraction(num, den) if fraction else num
