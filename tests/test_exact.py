"""The exact sum of products (houzhi.measure._exact): the same value and kind as Fraction
arithmetic one term at a time."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from houzhi.measure._exact import sum_of_products

_NUMBER = st.one_of(st.integers(-10**6, 10**6),
                    st.fractions(max_denominator=10**4).filter(lambda x: x.denominator > 1))


@given(st.lists(st.lists(_NUMBER, min_size=1, max_size=4), min_size=1, max_size=8))
def test_sum_of_products_is_the_fraction_sum(terms):
    expected = 0
    for factors in terms:
        product = factors[0]
        for x in factors[1:]:
            product = product * x
        expected = expected + product
    got = sum_of_products(tuple(f) for f in terms)
    assert got == expected
    assert type(got) is type(expected)


def test_sum_of_products_gives_none_for_what_it_cannot_reckon():
    assert sum_of_products([]) is None
    assert sum_of_products([(Fraction(1, 2), 2.0)]) is None
    assert sum_of_products([(Fraction(1, 2), 3), (True, 1)]) is None
    assert sum_of_products([(2, 3), (4,)]) == 10 and type(sum_of_products([(2, 3)])) is int
