"""The bill's rope and measuring tape: the rope the rigging section chooses, as long as the 綱's
cut lengths and the two guys (each the height of the upper rope along a 45° line, and its two
tie-offs); a tape as long as the longest distance of the stake-out — each checked by hand."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from houzhi.making.build import build
from houzhi.making.cutting import Fabric
from houzhi.making.standing import rigging


def _rope_lines(b):
    return [(item, exact) for item, _, exact, unit in b.bill() if item.startswith("rope,")]


@pytest.mark.parametrize("kw", [{"range_": 50, "fabric": Fabric.modern("150 cm", seam="1 cm")},
                                {"range_": 70}, {"range_": 90, "rite": "鄉射"}])
def test_the_rope_to_buy_is_the_rope_chosen_as_long_as_the_gang_and_the_guys(kw):
    b = build(**kw)
    r = rigging(b)
    m = float(b.mm_per_chi) / 1000
    gang = sum(float(x.cut_chi) for x in b.ropes) * m
    # a guy: from the upper rope's height down at 45° to its anchor, a tie-off at each end
    guy = float(b.target.top_chi) * m * 2 ** 0.5 + 2 * float(b.tie_off_chi) * m
    lines = _rope_lines(b)
    total = sum(float(exact) for _, exact in lines)
    assert gang + 2 * guy <= total < gang + 2 * guy + 0.2  # rounded up to 0.1 m, each line
    assert f"{r.rope.diameter_mm} mm {r.rope.material}" in lines[0][0]
    assert len(lines) == (1 if r.rope == r.guy_rope else 2)
    assert all("houzhi's" in item for item, _ in lines)


def test_the_tape_reaches_the_farthest_point():
    b = build(50)  # Han 尺: the hall's back 楣 (assumed 三丈 deep) is 三十二丈 north of the 侯
    (item, qty, n, _), = [x for x in b.bill() if x[0].startswith("measuring tape")]
    far = 320 * 0.231
    assert f"{far:.2f} m" in item and "100 m" in item and n == Fraction(2) and qty == "2 tapes"
    b = build(70, rite="賓射")  # no ground: the posts and the 乏 alone, one tape
    (item, qty, n, _), = [x for x in b.bill() if x[0].startswith("measuring tape")]
    far = max(math.hypot(float(p.x_chi), float(p.y_chi)) for p in b.stake_points)
    size = int(item.split("tape, ")[1].split(" m")[0])
    assert far * float(b.mm_per_chi) / 1000 <= size and n == 1 and qty == "1 tape"


def test_no_rope_strong_enough_is_said_so_in_a_line_for_each_need():
    from houzhi.making.build import Allowances

    # at 25 m/s the 50弓's pulls pass what the thickest rope in the table (24 mm, 58.6 kN) takes
    # at 6×: none is chosen, and the bill must not call a rope "the thinnest in its table"
    b = build(50, allowances=Allowances(wind_m_s=Fraction(25)))
    r = rigging(b)
    assert r.rope is None and r.guy_rope is None
    gang_pull = max(x[4] for x in r.ropes)
    assert 6 * gang_pull > 58600 and 6 * r.guy_n > 58600
    lines = [item for item, _ in _rope_lines(b)]
    assert len(lines) == 2  # the 綱 and the guys need different strengths: a line each
    assert not any("thinnest" in x for x in lines)
    assert f"at least {6 * gang_pull / 1000:.1f} kN breaking strength" in lines[0]
    assert f"at least {6 * r.guy_n / 1000:.1f} kN breaking strength" in lines[1]
    assert "for the 2 guys" in lines[1] and "lower the design wind" in lines[1]
