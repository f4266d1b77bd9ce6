"""What a target is asked for is one value (houzhi.model.spec.Spec): read once, passed down
whole, hashable and picklable; the commands and the API make their targets from it."""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from strategies import spec_parts

from houzhi import Spec, Target
from houzhi.errors import BadValueError, HouzhiError
from houzhi.making.build import build


@settings(max_examples=40, deadline=None)
@given(spec_parts)
def test_a_spec_asks_for_the_target_target_of_makes(parts):
    """The spec's target is the target the same words make through Target.of, and the spec
    survives a round trip through pickle with its hash."""
    spec = Spec.of(**parts)
    assert spec.target() == Target.of(**parts)
    assert spec.target() is spec.target()  # made once, however often the commands ask
    back = pickle.loads(pickle.dumps(spec))
    assert back == spec and hash(back) == hash(spec) and back.target() == spec.target()


def test_a_range_is_read_once_under_the_spec_s_standard():
    """'97 m' is 70弓 of Han measure, not of the Ming: the standard is part of what is asked."""
    han, tang = Spec.of("97.02 m"), Spec.of("97.02 m", standard="ming")
    assert han.range_gong == 70 and tang.range_gong < 70
    assert han.but(standard="ming").range_gong == 70  # read once: changing the standard after
    assert tang.standard == "ming"


def test_a_combination_the_texts_do_not_have_is_refused_when_the_spec_is_made():
    with pytest.raises(HouzhiError):
        Spec.of(50, rite="鄉射", rank="天子", hides="敖繼公")
    with pytest.raises(BadValueError, match="no part 'colour'"):
        Spec.of(50).but(colour="red")


def test_build_takes_the_spec_whole_and_refuses_a_part_given_twice():
    spec = Spec.of(70, reading="郝敬", rite="鄉射")
    assert build(spec) == build(70, reading="郝敬", rite="鄉射")
    with pytest.raises(BadValueError, match="reading is a part of the spec"):
        build(spec, reading="鄭玄")


def test_the_spec_carries_the_shi_width_read_in_its_standard():
    spec = Spec.of(90, rite="大射", shi_width="20 cm")
    assert spec.shi_width_chi == Fraction(200, 231)  # 200 mm at 231 mm the Han 尺
    assert spec.target().shi.width_chi == spec.shi_width_chi
