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
    return [(item, exact) for kind, (item, _, exact, unit) in b.bill_items()
            if kind in ("rope", "guy_rope")]


@pytest.mark.parametrize("kw", [{"range_": 50, "fabric": Fabric.modern("150 cm", seam="1 cm")},
                                {"range_": 70}, {"range_": 90, "rite": "鄉射"}])
def test_the_rope_to_buy_is_the_rope_chosen_as_long_as_the_gang_and_the_guys(kw):
    b = build(**kw)
    r = rigging(b)
    m = float(b.mm_per_chi) / 1000
    gang = sum(float(x.cut_chi) for x in b.ropes) * m
    # a guy, from its longest working length: the post upright over its butt (set the depth D
    # deep, D × lean inward of the foot), its eye (D + the upper rope's height) × √(1 + lean²)
    # − D above the ground, to the anchor; a bowline round the post,
    # π(D + d) + 40d; a trucker's hitch taking up the upright length less the leaned one (the
    # upper rope's height × √2, at 45°): 2 × (take-up + 0.5 m) + 0.5 m + 6πd + 12d
    top = float(b.target.top_chi) * m
    run = float(b.rigging.guy_anchor[0] - b.rigging.post_foot[0]) * m
    depth, lean = float(b.posts.depth_chi) * m, float(b.rigging.lean)
    upright = math.hypot(run + depth * lean, (depth + top) * math.hypot(1, lean) - depth)
    # (where no rope in the table is strong enough, the knots are reckoned in the thickest, 48 mm)
    d, post = (r.guy_rope.diameter_mm if r.guy_rope else 48) / 1000, r.post_mm / 1000
    guy = (upright + math.pi * (post + d) + 40 * d
           + 2 * (upright - top * 2 ** 0.5 + 0.5) + 0.5 + 6 * math.pi * d + 12 * d)
    lines = _rope_lines(b)
    total = sum(float(exact) for _, exact in lines)
    # a twentieth more for whipping and mistakes, rounded up to 0.1 m, each line
    assert 1.05 * (gang + 2 * guy) <= total < 1.05 * (gang + 2 * guy) + 0.2
    if r.rope is not None:
        assert f"{r.rope.diameter_mm} mm {r.rope.material}" in lines[0][0]
    assert len(lines) == (1 if r.rope is not None and r.rope == r.guy_rope else 2)
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

    # at 40 m/s the 70弓's pulls pass what the thickest rope in the table (48 mm, 214 kN) takes
    # at 6×: none is chosen, and the bill must not call a rope "the thinnest in its table"
    b = build(70, allowances=Allowances(wind_m_s=Fraction(40)))
    r = rigging(b)
    assert r.rope is None and r.guy_rope is None
    gang_pull = max(x[4] for x in r.ropes)
    assert 6 * gang_pull > 214000 and 6 * r.guy_n > 214000
    lines = [item for item, _ in _rope_lines(b)]
    assert len(lines) == 2  # the 綱 and the guys need different strengths: a line each
    assert not any("thinnest" in x for x in lines)
    assert f"at least {6 * gang_pull / 1000:.1f} kN breaking strength" in lines[0]
    assert f"at least {6 * r.guy_n / 1000:.1f} kN breaking strength" in lines[1]
    assert "for the 2 guys" in lines[1] and "lower the design wind" in lines[1]
