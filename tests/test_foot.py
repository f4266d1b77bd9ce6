"""The posts' feet (Broms' short free-head pile) and the posts' size in second order
(houzhi.making.loads, houzhi.making.standing), each against a hand calculation written out
here; the depth, the pole's marks, the dig step and the stake-out follow the foot."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from houzhi.making import loads
from houzhi.making.build import Allowances, build
from houzhi.making.cutting import Fabric
from houzhi.making.standing import (
    billow_mm,
    dig_slot,
    loop_slack_mm,
    post_and_foot,
    raising,
    rigging,
)


def test_broms_in_sand_by_hand():
    # the maker's review: a 140 mm post buried 1.067 m, its load's resultant e = 2265/961 =
    # 2.357 m up; K_p = (1 + sin 30°)/(1 − sin 30°) = 1.5/0.5 = 3;
    # H_u = 0.5 × 18000 × 0.14 × 1.067³ × 3 / (2.357 + 1.067)
    #     = 0.5 × 18000 × 0.14 × 1.21477 × 3 / 3.424 = 4591.8 / 3.424 = 1341 N
    assert loads.passive_coefficient(30) == pytest.approx(3)
    assert loads.broms_sand(0.14, 1.067, 2.357) == pytest.approx(1341, abs=1)


def test_broms_in_clay_by_hand():
    # c_u 25 kPa: nothing in the top 1.5D = 0.21 m; L' = 1.067 − 0.21 = 0.857,
    # e' = 2.357 + 0.21 = 2.567; f² + (4e' + 2L')f − L'² = 0: 4e' + 2L' = 11.982,
    # f = (−11.982 + √(11.982² + 4 × 0.857²))/2 = (−11.982 + √146.506)/2 = 0.0610 m;
    # H_u = 9 × 25000 × 0.14 × 0.0610 = 1921 N
    b = 4 * 2.567 + 2 * 0.857
    f = (-b + math.sqrt(b * b + 4 * 0.857 ** 2)) / 2
    assert f == pytest.approx(0.0610, abs=1e-4)
    assert loads.broms_clay(0.14, 1.067, 2.357) == pytest.approx(9 * 25000 * 0.14 * f, rel=1e-3)
    # and the moment balances: H(e + 1.5D + f/2) = 2.25·c_u·D·g², g = L − 1.5D − f
    h = loads.broms_clay(0.14, 1.067, 2.357)
    f = h / (9 * 25000 * 0.14)
    g = 1.067 - 0.21 - f
    assert h * (2.357 + 0.21 + f / 2) == pytest.approx(2.25 * 25000 * 0.14 * g * g, rel=1e-9)
    # buried no deeper than 1.5D, the clay gives nothing
    assert loads.broms_clay(0.14, 0.2, 2.0) == 0


def test_the_second_order_post_by_hand():
    # the review's 140 mm post: I = π·0.14⁴/64 = 1.8857e-5 m⁴, L = 4.84 m along the pole,
    # P_cr = π² × 7.4e9 × 1.8857e-5 / 9.68² = 14.70 kN; N_d = 1.5 × 1430 + 1.35 × (its weight
    # 420 × π·0.14²/4 × 4.84 × 9.81 = 307 N) = 2559 N; × 1/(1 − 2559/14700) = 1.211;
    # M_d = 1.5 × 2265 × 1.211 = 4114 N·m; σ_m = 32 × 4114/(π × 0.14³) = 15.27 MPa against
    # f_m,d 12.92 MPa: 1.18, and (σ_c/f_c,d)² = (2559/0.015394/11.31e6)² = 0.0002
    own = 420 * math.pi * 0.14 ** 2 / 4 * 4.84 * 9.81
    n_d = 1.5 * 1430 + 1.35 * own
    p_cr = math.pi ** 2 * 7.4e9 * (math.pi * 0.14 ** 4 / 64) / (2 * 4.84) ** 2
    assert p_cr == pytest.approx(14700, rel=2e-3)
    m_d = 1.5 * 2265 / (1 - n_d / p_cr)
    use = (n_d / (math.pi * 0.0049) / (0.7 * 21e6 / 1.3)) ** 2 + 32 * m_d / (
        math.pi * 0.14 ** 3) / (0.7 * 24e6 / 1.3)
    assert loads.post_utilisation(0.14, 2265, 1430, 4.84) == pytest.approx(use)
    assert 1.17 < use < 1.19
    # so the post must be thicker than bending alone asks (139 mm): about 147 mm
    d = loads.post_diameter_second_order(2265, 1430, 4.84)
    assert loads.post_utilisation(d, 2265, 1430, 4.84) == pytest.approx(1, abs=1e-3)
    assert loads.post_diameter(2265) < d and 0.145 < d < 0.149


def test_the_50_gong_foot_is_deepened_until_it_holds():
    b = build(50, fabric=Fabric.modern("150 cm", seam="1 cm"))
    foot = rigging(b).foot
    assert foot is not None and foot.post_mm == 150
    # the line-pole rule: 4666.2/10 + 600 = 1066.6 mm; in sand (the weaker) the 150 mm post
    # there holds 0.5 × 18000 × 0.15 × 1.0666³ × 3 × ... < 2 × 961 N, so houzhi deepens it to
    # the next 50 mm above the least depth that holds
    e = foot.moment_nm / foot.load_n
    assert foot.load_n == pytest.approx(961, abs=1) and e == pytest.approx(2.357, abs=1e-3)
    assert loads.broms_sand(0.15, 1.0666, e) < 2 * foot.load_n
    assert foot.deepened and foot.depth_mm == 1200 and foot.holds
    assert loads.broms_sand(0.15, 1.15, e) < 2 * foot.load_n <= loads.broms_sand(0.15, 1.2, e)
    # the depth, the pole's marks and the dig step all follow it
    assert round(float(b.posts.depth_chi * b.mm_per_chi)) == 1200
    dig = next(s for s in raising(b) if s.order == 2)
    assert "1200 mm deep" in dig.how
    slot = dig_slot(150, 1200, 5 / 18)
    assert (slot.out_mm, slot.inward_mm) == (205, 333)  # 75 + 130; 1200 × 5/18
    assert slot.ew_mm == 750 and slot.in_mm == 545  # 150 + 333 + 260 → 750; 750 − 205
    mark = next(s for s in raising(b) if s.order == 3)
    assert f"ground line at {round(1200 * math.hypot(1, 5 / 18))} mm" in mark.how
    stake = next(p for p in b.stake_points if "east post" in p.name)
    assert "where the pole enters the ground" in stake.note and "reference stakes" in stake.note
    # the book's digging step sets them too, 1 m and 2 m outward of each hole's stake
    assert "set two reference pegs on the posts' line, 1 m and 2 m outward" in dig.how


def test_a_given_depth_that_fails_is_kept_and_warned(capsys):
    from houzhi.cli import main

    b = build(50, allowances=Allowances(depth_chi=1000 / (build(50).mm_per_chi)))
    foot = rigging(b).foot
    assert foot is not None and foot.given and not foot.holds and foot.warning
    assert round(float(b.posts.depth_chi * b.mm_per_chi)) == 1000
    main(["build", "50", "--depth", "1 m"])
    out = capsys.readouterr().out
    assert "WARNING (houzhi): the posts set 1000 mm" in out and '--depth "1200 mm"' in out


def test_the_loops_slack_by_hand():
    # 4158 mm of cloth, loops opening 23 mm round a 10 mm rope: each rope's centre 23 − 5 = 18 mm
    # beyond its edge, so 4158 + 36 between ropes 4158 apart: 36 mm slack, a bow of
    # √(3 × 4158 × 36 / 8) = 237 mm
    assert loop_slack_mm(4158, 4158, 23, 10) == pytest.approx(36)
    assert billow_mm(4158, 36) == pytest.approx(math.sqrt(3 * 4158 * 36 / 8))
    # the 50弓 hangs on a 12 mm rope (test_loads.py) in loops opening 一寸, 23.1 mm: 23.1 − 6 =
    # 17.1 mm an edge, 34.2 mm of slack, a bow of √(3 × 4158 × 34.2 / 8) = 230.9 mm
    assert billow_mm(4158, 34.2) == pytest.approx(230.92, abs=0.01)
    slack = rigging(build(50)).slack
    assert slack is not None and "34 mm of slack" in slack.value
    assert "a bow of about 231 mm" in slack.value
    assert "slack is intended" in slack.why


@given(st.floats(0.08, 0.6), st.floats(0.3, 3.0), st.floats(0.0, 15.0), st.floats(0.01, 1.0))
def test_the_foot_holds_more_the_deeper_it_is(d, depth, e, more):
    for f in (loads.broms_sand, loads.broms_clay):
        assert f(d, depth + more, e) >= f(d, depth, e)


@given(st.floats(100, 5000), st.floats(0.5, 12), st.floats(0.08, 0.5))
def test_the_depth_found_holds_and_no_shallower_does(load, e, d):
    depth = loads.embedment_for(load, e, d)
    assert min(loads.foot_capacity(d, depth, e)) >= 2 * load
    assert min(loads.foot_capacity(d, depth - 2e-4, e)) < 2 * load


@given(st.floats(500, 30000), st.floats(0, 8000), st.floats(2, 14), st.floats(500, 2500))
def test_houzhi_s_depth_passes_and_its_post_holds(moment, axial, length, rule):
    foot = post_and_foot(moment / 2.5, moment, axial, length, 50, rule)
    assert (foot.holds and foot.depth_mm >= rule and foot.depth_mm % 50 == 0) or (
        foot.depth_mm == rule)
    assert loads.post_utilisation(foot.post_mm / 1000, moment, axial, length, 50) <= 1
