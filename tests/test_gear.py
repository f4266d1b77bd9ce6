from fractions import Fraction

import pytest

from houzhi import GEAR, UnknownNameError, get_gear, parse_measure


def test_dimensions_from_the_text():
    assert get_gear("籌").dimension("length") == parse_measure("一尺").magnitude + parse_measure("四寸").magnitude
    assert get_gear("chou").how_many == 80
    assert get_gear("chou").dimension("scraped grip") == Fraction(2, 5)
    # 楚撲 and 楅 are as long as the 笴, whatever the 笴 is
    assert get_gear("pu").dimension("length") == get_gear("gan").dimension("length") == 3
    assert get_gear("bi").dimension("thickness") == Fraction(3, 20)
    assert get_gear("bi").dimension("breadth") == Fraction(3, 10)
    assert get_gear("物").dimension("length") == 3


def test_every_item_has_a_citation_and_parses():
    for g in GEAR.values():
        assert g.citations
        for k in g.dimensions:
            assert g.dimension(k) > 0


def test_unknown_gear():
    with pytest.raises(UnknownNameError):
        get_gear("bow")
