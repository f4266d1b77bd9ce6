"""The no-dig path's rigging (houzhi.making.tabernacle.lug, houzhi.making.weighted_base): the
下綱's tie lug on the tabernacle's inboard cheek, the base's inner row parted for the rope, the
guys' weights and the north and south lines' lengths, worked by hand for 50弓; 70 and 90弓
checked; the book lists the no-dig marks and draws the lug and the rope."""

import dataclasses
import math
from fractions import Fraction

import pytest

from houzhi.making import tabernacle as tb
from houzhi.making import weighted_base as wb
from houzhi.making.build import build
from houzhi.making.standing import raising, raising_gear, rigging
from houzhi.making.tabernacle import Tabernacle

#: the 50弓's tabernacle (tests/test_tabernacle.py): a 150 mm pole between cheeks 160 mm apart,
#: 12 mm thick and 150 wide; the pivot M16 140 mm above the 12 mm plate
TAB = Tabernacle(post_mm=150, lever_mm=450, bolt_mm=16, pivot_mm=140, butt_mm=120, gap_mm=160,
                 cheek_t_mm=12, cheek_w_mm=150, cheek_h_mm=650, weld_mm=6, plate_mm=350,
                 plate_t_mm=12, base_bolt_mm=12, base_bolt_spacing_mm=290, lock_n=9000.0,
                 pivot_n=10200.0, base_bolt_n=7700.0, shear_rd_n=120576.0, timber_rd_n=15500.0,
                 bearing_rd_n=138240.0, tension_rd_n=48600.0)
LEAN = 5 / 18
COS, SIN = 18 / math.sqrt(349), 5 / math.sqrt(349)
#: the 50弓's loads at 10 m/s, rounded: the 下綱's pull at the post 2155 N, its sag in the
#: wind 0.8185 m over its 10.626 m span (4s/L = 0.308, atan 0.299 rad), in still air 0.1386 m;
#: the post's bending M 2265 N·m, shear V 961 N, the foot's thrust R 2525 N, push P 2019 N
SWING = math.atan(4 * 0.8185 / 10.626)
SLOPE = 4 * 0.1386 / 10.626


def fifty_lug() -> tb.Lug:
    return tb.lug(TAB, 2155, SWING, 12, 277.2, 100, LEAN, 2265, 2525)


def test_the_lug_by_hand():
    u = fifty_lug()
    f = 1.5 * 2155  # 3232.5 N
    assert u.pull_n == pytest.approx(f)
    # the shackle: working load ≥ 2155/9.81 = 220 kg and its bow at least the 12 mm rope: the
    # 1/4″–7/16″ bows are 6.4–11.2 mm, so the 1/2″ (12.7 mm bow, 16 mm pin, 2000 kg)
    assert (u.shackle, u.bow_mm, u.pin_mm, u.wll_kg) == ("1/2″", 12.7, 16.0, 2000)
    assert u.hole_mm == 17  # the pin and 1 mm
    # the shackle's ears: 2 × 17 = 34, to the next 5: 35 mm, but see the notch below
    # up the cheek from the plate: (277.2 − 100 − 12)/cos λ = 165.2/0.96352 = 171.5 mm
    assert u.along_mm == pytest.approx(165.2 / COS)
    # the welds of the whole lug (before any notch): F/(2w) + F·sin ψ·r/(t·w) + 3F·sin ψ·r/(2w²)
    # = 10.8 + 27.8 + 2.2 = 40.8 N/mm over 207.8 N/mm² asks 0.2 mm; 0.46 × 8 = 3.68, so 4 mm,
    # a leg of 4√2 = 5.66 mm below the plate. The pivot's washer (2d = 32 across) reaches
    # 140 + 16 = 156 up the cheek; the lug's underside 171.5 − 4 = 167.5, its weld's toe
    # 167.5 − 5.66 = 161.8: 5.8 mm, short of the 10 mm a ring spanner asks, so the lug is
    # notched round the nut 4d = 64 → 65 wide, d + 10 = 26 → 30 deep, centred on the bolt
    clear = 165.2 / COS - 4 - 4 * math.sqrt(2) - 156
    assert u.clear_mm == pytest.approx(clear) and 5.5 < clear < 6
    assert u.notch_mm == (65, 30)
    assert u.hole_mm == 17  # the pin and 1 mm
    # Table 3.9 for the 8 mm plate: past the hole a ≥ F/(2t·f_y) + 2d₀/3 = 3232.5/3760 + 34/3 =
    # 0.860 + 11.333 = 12.19 mm, beside it c ≥ 0.860 + 5.667 = 6.53 mm. Beyond the notch's
    # bottom too: 30 + 12.19 + 8.5 = 50.69 → 55 mm out from the cheek (was 30 + 8.5 + 5 = 43.5
    # → 45, 6.5 mm of plate between the notch and the hole); from the hole's edge to the
    # notch's bottom 55 − 8.5 − 30 = 16.5 ≥ 12.19, to its sides (65 − 17)/2 = 24 ≥ 6.53
    a = 3232.5 / (2 * 8 * 235) + 2 * 17 / 3
    c = 3232.5 / (2 * 8 * 235) + 17 / 3
    assert 12.1 < a < 12.2 and 6.5 < c < 6.6
    assert u.need_end_mm == pytest.approx(a) and u.need_side_mm == pytest.approx(c)
    assert u.reach_mm == 55 and 30 + a + 8.5 <= 55 < 30 + a + 8.5 + 5
    assert u.notch_end_mm == 16.5 and u.notch_side_mm == 24
    # past the hole a → 15 mm; the plate 55 + 8.5 + 15 = 78.5 → 79 mm; beside it (150 − 17)/2
    assert u.end_mm == 15 and u.long_mm == 79 and u.side_mm == 66.5
    # the plate beyond the notch: 79 − 30 = 49 mm deep, 49 − 17 = 32 beside the hole, a beam
    # 65 mm across the notch with the pull at its middle, simply supported: M = F·L/4 =
    # 3232.5 × 65/4 = 52 528 N·mm on W = t·h²/6 = 8 × 32²/6 = 1365.3 mm³: 38.5 MPa ≤ 235
    # (the old plate, 69 long and the hole 45 out, had h = 69 − 30 − 17 = 22: 81.4 MPa)
    m = 3232.5 * 65 / 4
    assert u.bridge_h_mm == 32
    assert u.bridge_mpa == pytest.approx(m / (8 * 32**2 / 6)) and 38 < u.bridge_mpa < 39
    assert 81 < m / (8 * 22**2 / 6) < 82
    # 8 mm, the thinnest, welded along 150 − 65 = 85 mm: at its root F/(w·t) + 6F·sin ψ·r/(w·t²)
    # + 6F·sin ψ·r/(t·w²) = 4.75 + 57.8 + 5.4 = 68.0 MPa ≤ 235 (r the hole's reach, 55), the pin
    # bearing 1.5 × 8 × 16 × 235 = 45 120 N ≥ F
    s = math.sin(SWING)
    root = f / (85 * 8) + 6 * f * s * 55 / (85 * 64) + 6 * f * s * 55 / (8 * 85**2)
    assert u.t_mm == 8 and u.root_mpa == pytest.approx(root) and 67 < root < 69
    assert u.bearing_n == 1.5 * 8 * 16 * 235
    # the welds along the notched 85 mm: 19.0 + 77.1 + 10.9 = 107 N/mm over 207.8 asks 0.52 mm;
    # still 0.46 × 8 = 3.68, so 4 mm
    per_mm = f / 170 + f * s * 55 / (8 * 85) + 3 * f * s * 55 / (2 * 85**2)
    assert per_mm / (360 / (math.sqrt(3) * 0.8 * 1.25)) < 3.68 and u.weld_mm == 4
    # the cheek's root: 3 × 1.5 × 2265 000/(12 × 150²) + 6(1.5 × 2525 × 140 + F × 31.5)/(150 ×
    # 12²) = 37.75 + 175.5 = 213 MPa ≤ 235
    side = 1.5 * 2525 * 140 + f * (165.2 / COS - 140)
    cheek = 3 * 1.5 * 2265e3 / (12 * 150**2) + 6 * side / (150 * 144)
    assert u.cheek_mpa == pytest.approx(cheek) and 212 < cheek < 215
    assert u.holds
    # the hole where it was, 45 out: 6.5 mm beyond the notch's bottom, short of a; not held
    assert not dataclasses.replace(u, reach_mm=45).holds
    words, why = tb.lug_words(u), tb.lug_why(u)
    assert "a plate 150 × 79 × 8 mm" in words and "a 17 mm hole 55 mm out" in words
    assert "notched 65 × 30 mm round the pivot bolt's nut, the notch centred on the bolt" in words
    assert "the hole 16.5 mm beyond the notch's bottom (at least 12, as past it), 24 from " \
        "its sides (at least 7)" in why
    assert "a beam 65 mm across" in why and "h 32 mm beside the hole, 38 MPa of 235" in why


def test_the_lower_rope_s_gap_and_the_new_layout_by_hand():
    u = fifty_lug()
    w = wb.weighted_base(2265, 961, 2525, 2019, TAB, LEAN, 4.603, 4.435, lug=u, rope_mm=12,
                         rope_slope=SLOPE)
    # the lug's hole inward of the plate's middle: the inboard cheek's face 80 + 12 = 92 mm
    # from the axis, 92/cos λ = 95.5 level, the axis 171.5 × sin λ = 45.9 outward at the lug's
    # height, and the reach 55 (beyond the notch): 104.6 mm
    lug_x = 92 / COS - 165.2 / COS * SIN + 55
    assert w.lug_x_mm == pytest.approx(lug_x) and round(lug_x, 1) == 104.6
    # to the inner row's far edge, 275 + 600 = 875: 770.4 mm; the rope swings tan ψ = 0.309
    # there: 238 mm; with its radius and 50 mm room each side, 2 × 294 = 588: 600 mm
    run = 875 - lug_x
    gap = 2 * (run * math.tan(SWING) + 6 + 50)
    assert w.gap_mm == 50 * math.ceil(gap / 50)
    # the deck: a stack either side of the gap, 600 + 2 × 600 ≤ 1800 (1200 too shallow)
    assert w.gap_mm + 1200 <= 1800 < w.gap_mm + 1200 + 600 and w.depth_mm == 1800
    # the outer row 1800/600 = 3 stacks, the inner 1 north and 1 south of the gap
    assert (w.stacks, w.inner_stacks, w.outer_stacks) == (5, 2, 3)
    # sleepers 9 × 1.75 + 4 × 1.8 = 22.95 m at 7 kg/m: 160.65 kg
    assert w.deck_kg == pytest.approx(22.95 * 7)
    # sliding asks (1.5 √(2525² + 961²)/0.5 − 2019)/9.81 = 620.4 kg; tipping north–south 1.5 ×
    # 2265/(9.81 × 0.9) = 384.8 kg; (620.4 − 160.65)/(5 × 39.6) = 2.32: 3 layers, 15 slabs
    sideways = math.hypot(2525, 961)
    assert w.need_kg == pytest.approx((3 * sideways - 2019) / 9.81)
    assert w.need_ns_kg == pytest.approx(1.5 * 2265 / (9.81 * 0.9))
    assert (w.layers, w.slabs) == (3, 15)
    mass = 160.65 + 15 * 39.6  # 754.65 kg
    assert w.mass_kg == pytest.approx(mass)
    # held: tipping north–south 754.65 × 9.81 × 0.9/2265 = 2.94; sliding 0.5 (7403 + 2019)/2702
    # = 1.74; east–west about the inner edge (the outer row the heavier, on the safe side)
    assert w.overturning_ns == pytest.approx(mass * 9.81 * 0.9 / 2265)
    assert w.sliding == pytest.approx(0.5 * (mass * 9.81 + 2019) / sideways)
    assert round(w.sliding, 2) == 1.74 and w.holds
    # the rows' sleepers: each of four pushed up F/4 = 3850 N at the middle of a beam the
    # depth long, held at its ends: M = 3850 × 1800/4 = 1 732 500 N·mm, 5.2 MPa ≤ 12.9
    assert w.upper_mpa == pytest.approx(3850 * 1800 / 4 / (200 * 100**2 / 6))
    # the rope leaves the lug 277.2 mm up and falls 4s/L = 0.052 over 770 mm: 237.0 mm; its
    # underside 6 mm lower clears the row's sleepers' top (100 + 100) by 31.0 mm
    clear = 277.2 - run * SLOPE - 6 - 200
    assert w.rope_clear_mm == pytest.approx(clear, abs=0.05) and 30 < clear < 32


#: the 鄉射's 下綱 by hand at each range: its mark 277.2 mm up (the target's bottom); the lug's
#: hole inward of the plate's middle (test_the_lower_rope_s_gap_and_the_new_layout_by_hand's
#: reckoning), the channel the plate and 100 mm either side to the next 10 (350, 390, 430 mm
#: plates: 550, 590, 630), the rope 12, 14, 18 mm; its still slope 4s/L
CLEARS = [
    # 50弓: run 550/2 + 600 − 104.6 = 770.4 mm (the notched lug's hole 55 mm out, Table 3.9's
    # end distance beyond the notch), 4s/L = 0.0522: 277.2 − 40.2 = 237.0 mm at the row's far
    # edge; less the radius 6, the deck 100 and the flat sleepers 100: 31.0 mm
    (50, 550, 12, 31.0),
    # 70弓: run 295 + 600 − 124.1 = 770.9, 4s/L = 0.0414: 277.2 − 31.9 = 245.3; − 7 − 200: 38.3
    (70, 590, 14, 38.3),
    # 90弓: run 315 + 600 − 148.4 = 766.6, 4s/L = 0.0343: 277.2 − 26.3 = 250.9; − 9 − 200:
    # 41.9 mm, the rows' sleepers flat; on edge (the deck 100 and 200 up: 300) it would pass
    # 58.1 mm below their top
    (90, 630, 18, 41.9),
]


@pytest.mark.parametrize(("gong", "channel", "rope", "clear"), CLEARS)
def test_the_lower_rope_clears_whatever_it_passes_at_the_inner_row(gong, channel, rope, clear):
    b = build(gong, rite="鄉射")
    r = rigging(b)
    w, u = r.base, r.lug
    assert w is not None and u is not None and r.rope is not None
    assert r.rope.diameter_mm == rope and w.channel_mm == channel
    assert w.channel_mm == 10 * math.ceil((r.tabernacle.plate_mm + 200) / 10)
    # the rope's underside where it leaves the inner row (its lowest over the row: it falls
    # outward), from the mark, the run from the lug to the row's far edge and the still slope
    mark = float(b.target.bottom_chi * b.mm_per_chi)
    assert round(mark, 1) == 277.2
    run = channel / 2 + wb.SLAB_MM - w.lug_x_mm
    slope = 4 * r.sag_m / r.ropes[1][2]
    underside = mark - run * slope - rope / 2
    # everything in its path there: the deck and the row's sleepers on it (the stacks are
    # parted north and south of it, the gap wider than its swing)
    top = w.deck_t_mm + w.row_t_mm
    assert w.rope_clear_mm == pytest.approx(underside - top)
    assert round(underside - top, 1) == clear
    assert underside - top >= 0, "the 下綱 below the inner row's sleepers' top"
    assert w.holds and w.gap_mm >= 2 * (run * math.tan(u.swing) + rope / 2)
    if gong == 90:  # on edge the sleepers would stand above it: houzhi lays them flat
        assert not w.rows_on_edge and underside - (w.deck_t_mm + 200) < 0


def test_a_guy_s_weight_by_hand():
    # the 50弓's guy, 2826 N at 45°: 1.5 × 2826 × (0.7071 + 0.7071/0.5)/9.81 = 916.6 kg
    g = wb.guy_weight(2826, math.sqrt(0.5))
    need = 1.5 * 2826 * (math.sqrt(0.5) + math.sqrt(0.5) / 0.5) / 9.81
    assert g.need_kg == pytest.approx(need) and round(need) == 917
    # on wet grass, μ 0.35: 1.5 × 2826 × (0.7071 + 0.7071/0.35)/9.81 = 1178.5 kg
    wet = 1.5 * 2826 * (math.sqrt(0.5) + math.sqrt(0.5) / 0.35) / 9.81
    assert round(wet, 1) == 1178.5
    # one run: two 2.4 m runners (16.8 kg each) and a 600 mm cross sleeper (4.2 kg): 37.8 kg;
    # (916.6 − 37.8)/(3 stacks × 39.6) = 7.40: 8 layers; but wet (1178.5 − 37.8)/118.8 = 9.60,
    # 10 layers (the reviewer's two layers more: 988.2 + 6 × 39.6 = 1225.8 kg, μ 0.33), more
    # than the 8 houzhi stacks. Two runs: 4 runners and a 600 + 200 + 600 = 1400 mm cross
    # sleeper (9.8 kg): 77.0 kg; (916.6 − 77.0)/(6 × 39.6) = 3.53: 4 layers, 24 slabs,
    # 1027.4 kg; wet (1178.5 − 77.0)/237.6 = 4.64: 5 layers, 6 slabs more, 1265.0 kg
    assert math.ceil((wet - 37.8) / (3 * 39.6)) == 10 > wb.MOST_LAYERS
    assert (g.runs, g.stacks, g.layers, g.slabs, g.cross_mm) == (2, 3, 4, 24, 1400)
    assert g.wet_layers == 5 and g.wet_friction == 0.35
    timber = 4 * 16.8 + 0.2 * 0.1 * 1.4 * 350
    assert g.mass_kg == pytest.approx(24 * 39.6 + timber) and round(g.mass_kg, 1) == 1027.4
    assert g.mass_kg + g.wet_kg == pytest.approx(30 * 39.6 + timber)
    assert 30 * 39.6 + timber >= wet > 24 * 39.6 + timber
    # its lift 2826 × 0.7071 = 1998 N at the front, about the runners' far ends 2.4 m back; the
    # slabs' middle 200 + 900 = 1100 mm from the front, 1300 from the back, the timber's 1200:
    # a = (950.4 × 1300 + 77.0 × 1200)/1027.4 = 1292.5 mm; 1027.4 × 9.81 × 1.2925/(1998 × 2.4)
    # = 2.72
    a = (950.4 * 1300 + timber * 1200) / (950.4 + timber)
    assert g.tipping == pytest.approx(
        (950.4 + timber) * 9.81 * a / 1000 / (2826 * math.sqrt(0.5) * 2.4))
    assert g.holds
    # a stronger guy (the 90弓's 6157 N): 1997 kg; one run holds 3 × 8 slabs, not enough; three
    # runs of 3 stacks each, under a cross sleeper 3 × 600 + 2 × 200 = 2200 mm
    big = wb.guy_weight(6157, math.sqrt(0.5))
    assert big.runs == 3 and big.cross_mm == 2200 and big.holds


def test_the_north_and_south_lines_reach_round_the_sleeper():
    b = build(50)
    g = raising_gear(b)
    # a round turn and two half hitches round a 200 × 100 sleeper: its girth 600 mm, as round a
    # post of 600/π: 2π(0.191 + 0.012) + 6π × 0.012 + 12 × 0.012 = 1.275 + 0.226 + 0.144 =
    # 1.646 m, more than the stake's knot, 2π(0.05 + 0.012) + 6π × 0.012 + 12 × 0.012 = 0.760 m
    sleeper = 2 * math.pi * (0.6 / math.pi + 0.012) + 6 * math.pi * 0.012 + 12 * 0.012
    stake = 2 * math.pi * 0.062 + 6 * math.pi * 0.012 + 0.144
    assert g.sleeper_knot_m == pytest.approx(sleeper) and round(sleeper, 3) == 1.646
    assert g.stake_knot_m == pytest.approx(stake) and sleeper > stake
    straight = math.hypot(g.height_m, g.run_m)
    # standing, the line and its knots; every line is cut longer, to lower a post on (below)
    assert g.line_m >= straight + g.bowline_m + sleeper


@pytest.mark.parametrize("gong", [50, 70, 90])
def test_at_each_range_the_lug_holds_and_the_inner_row_parts_for_the_rope(gong):
    b = build(gong, rite="鄉射")
    r = rigging(b)
    u, w = r.lug, r.base
    assert u is not None and w is not None and r.guy_weight is not None
    assert u.holds and w.holds and r.guy_weight.holds
    # the gap holds the rope's swing to the inner row's far edge
    run = w.channel_mm / 2 + wb.SLAB_MM - w.lug_x_mm
    assert w.gap_mm >= 2 * (run * math.tan(u.swing) + r.rope.diameter_mm / 2)
    assert w.depth_mm >= w.gap_mm + 2 * wb.SLAB_MM
    # the lug is welded at the 下綱's height above the ground
    height = w.deck_t_mm + r.tabernacle.plate_t_mm + u.along_mm * math.cos(
        math.atan(float(b.rigging.lean)))
    assert height == pytest.approx(float(b.target.bottom_chi * b.mm_per_chi))
    (row,) = [x for x in r.rows if x.label == "the weighted base"]
    # the rope clears the row's sleepers, and the book says by how much: no pad
    assert w.rope_clear_mm >= 0 and "mm over the row's sleepers" in row.value
    assert "pad" not in row.value
    if u.clear_mm < tb.SPANNER_ROOM_MM:  # the lug notched round the pivot's nut
        assert u.notch_mm[0] >= 4 * r.tabernacle.bolt_mm


def test_the_book_lists_the_no_dig_marks():
    from houzhi.render.book import _no_dig_marks, _pole_marks

    b = build(50)
    r = rigging(b)
    marks = dict(_no_dig_marks(b))
    dug = dict(_pole_marks(b))
    # the pivot's hole the butt's radius from the butt, the lock's the lever above it
    assert marks["pivot hole"] == 120 and marks["lock hole"] == 120 + 450
    # the rest: the dug post's marks less the cut, 1245 + 136 = 1381 mm
    cut = round(r.foot.depth_mm * b.posts.slant) + round(r.base.butt_mm * b.posts.slant)
    assert cut == 1381
    assert marks["top"] == pytest.approx(dug["top"] - cut)
    assert "下綱's mark" not in marks


def test_the_json_carries_the_lug_the_gap_and_the_guys_weights(capsys):
    import json

    from houzhi.cli import main

    assert main(["build", "50", "--json"]) == 0
    rig = json.loads(capsys.readouterr().out)["rigging"]
    lug, guy = rig["lower_rope_lug"], rig["guy_weight"]
    assert lug["holds"] and lug["shackle"] == "1/2″" and lug["plate_mm"]["thick"] == 8
    assert rig["weighted_base"]["inner_row"]["lower_rope_gap_mm"] == 600
    assert guy["holds"] and guy["slabs"] == 24 and guy["mass_kg"] >= guy["need_kg"]
    assert rig["raising_gear"]["line_sleeper_knot_m"] > rig["raising_gear"]["line_stake_knot_m"]


def test_where_the_lower_rope_stands_above_the_cheeks_it_is_tied_round_the_pole():
    # the 大射's 70弓 target hangs its 下綱 far above the cheeks: no lug, no gap, no lug row
    b = build(70)
    r = rigging(b)
    assert r.base is not None and r.tabernacle is not None
    up = float(b.target.bottom_chi * b.mm_per_chi)
    assert up > r.base.deck_t_mm + r.tabernacle.plate_t_mm + r.tabernacle.cheek_h_mm
    assert r.lug is None and r.base.gap_mm == 0
    assert "the 下綱's lug" not in [x.label for x in r.rows]


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_guys_weights_page_draws_the_guy_s_weight_within_its_frame(paper):
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.render.book import _BLOCK, _MARGIN, _PAGES, book_pages

    names = [t for t, _, _ in _PAGES]
    fig = book_pages(build(50), paper)[names.index("the guys' weights")]
    r = FigureCanvasAgg(fig).get_renderer()
    mm = fig.dpi / 25.4
    texts = [t for ax in fig.axes for t in ax.texts if t.get_text().strip()]
    # the 24 slabs of a guy's weight in its key (its own page since the no-dig order of work
    # took the guy in: maker review 8, finding 1)
    assert any("6 stacks of 4 slabs" in t.get_text() for t in texts)
    assert min(t.get_fontsize() for t in texts) >= 8
    for t in texts:
        box = t.get_window_extent(r)
        assert box.y0 >= (_MARGIN + _BLOCK) * mm and box.x0 >= _MARGIN * mm * 0.99 \
            and box.x1 <= fig.bbox.width - _MARGIN * mm, t.get_text()


def test_the_no_dig_order_of_work_takes_in_the_guy_by_hand():
    """Maker review 8, findings 1, 2, 4, 6, 8: the guy walked in while the post rises, tied off
    with a trucker's hitch round its weight's cross sleeper and hauled taut before the sags, and
    paid out on lowering; the butt dressed; the east 下綱 tied short of its mark at the bow; the
    plumb from the plate's outer edge; the pivot's nut snug; the rope's chafe."""
    b = build(50)
    r = rigging(b)
    (row,) = [x for x in r.rows if x.label == "where the ground may not be dug"]
    # the figure, then the order of the work and the lowering, each step a string of its own
    text = " ".join(" ".join([row.value, *(st for s in row.lists for st in s.steps)]).split())
    k = 0.231  # m a 尺
    # the post lies on its pivot, 100 + 12 + 140 cos λ = 246.9 mm up, the pivot 0.2469 × 5/18
    # outward of the stake (22.666…尺 east); the guy's eye on the leaning pole at the upper
    # rope's end, (h − 0.2469)·slant from the pivot along the pole; the anchor 47.2尺 east
    slant = math.sqrt(1 + LEAN**2)
    h_p = (100 + 12 + 140 * COS) / 1000
    rise = float(b.rigging.upper_end[1]) * k
    eye_x = float(b.rigging.upper_end[0]) * k
    anchor = 47.2 * k
    foot = float(b.rigging.post_foot[0]) * k
    along = (rise - h_p) * slant
    lying = math.sqrt((anchor - (foot + h_p * LEAN)) ** 2 + along**2 + h_p**2)
    standing = math.hypot(anchor - eye_x, rise)
    assert (round(lying, 2), round(standing, 2)) == (7.09, 6.27)
    assert f"({lying:.2f} m from the eye lying, {standing:.2f} m standing)" in text
    assert f"paying the guy out {lying - standing:.2f} m" in text
    # the trucker's hitch round the cross sleeper: 2 × 0.5 m room, a 0.5 m loop, two half
    # hitches 6π × 0.012 and a 12d tail, and the sleeper's girth 2 × (200 + 100) mm: 2.47 m;
    # the guy is cut 13.09 m, 6.27 + 0.99 of it to the sleeper, so 5.82 m lies beyond it
    hitch = 2 * 0.5 + 0.5 + 6 * math.pi * 0.012 + 12 * 0.012 + 0.6
    beyond = r.guy_m - standing - (math.pi * (0.15 + 0.012) + 40 * 0.012)
    assert round(hitch, 2) == 2.47 and round(beyond, 2) == 5.82
    assert f"hand-snug ({hitch:.2f} m of the {beyond:.2f} m beyond the sleeper)" in text
    # the hitch's loop tied as far up the guy from the sleeper as the take-up needs (none: the
    # post is locked at its lean) and houzhi's 0.5 m room to haul, the 2 × 0.5 m above
    assert "its loop 0.50 m up the guy from the sleeper (houzhi's: room to haul)" in text
    # lowering needs the pay-out, the girth and a 0.5 m tail to hold: 0.82 + 0.6 + 0.5 < 5.82
    assert lying - standing + 0.6 + 0.5 < beyond
    # the order: the first post's 上綱 eased as it rises (fast at both ends it is shorter than
    # its marks are apart while the other post lies), the guys hand-snug until both posts are
    # locked, then hauled to the plumb before the sags; on lowering the 綱 off before the guy
    assert text.index("the west 上綱 eased about 0.3 m off its cleat") < text.index("hand-snug")
    assert (text.index("hand-snug") < text.index("once both posts are locked, haul each guy")
            < text.index("set the sags"))
    assert text.index("the 綱 off first") < text.index("cast off the guy's hitch")
    # the cheeks 160 apart round a 150 pole stand 5 mm off it: the nuts snug, never tightened
    assert "its nyloc nut snug, not clamping" in text and "tighten both nuts" not in text
    assert "both nyloc nuts snug, not clamping (the cheeks stand 5 mm off the pole" in text
    # the butt dressed to the pole's 150 mm over the cheeks' 650, for the cheeks 160 apart
    assert "flat, parallel, 150 mm apart over its lowest 650 mm, for the cheeks 160 mm" in text
    # the plumb from the cleats, 1200 mm up: the axis through the plate's middle at its top
    # (112 mm up), (1200 − 112) × 5/18 = 302.2 outward there, the pole's side 75 × slant =
    # 77.8 beyond; less the plate's half, 175: 205 mm from its outer edge
    plumb = (1200 - 112) * LEAN + 75 * slant - 175
    assert round(plumb) == 205
    assert f"the bob {plumb:.0f} mm outward of the base plate's outer edge" in text
    # the plumb hung at the cleats' mark, on the east post too: 1200 mm up, (1200 + 1200) ×
    # slant = 2490.9 along the pole from a dug butt, less the cut, round(1200 × slant) +
    # round(131.27 × slant) = 1245 + 136 = 1381: 1110 mm from the no-dig butt
    cleat = round(2400 * slant) - (round(1200 * slant) + round((100 + 12 + 20 * COS) * slant))
    assert cleat == 1110
    assert (f"at the cleats' mark, {cleat} mm along the pole from the butt (mark the east post "
            "there too)") in text
    # houzhi's tolerance on the plumb, ±10 mm (maker review 10)
    assert f"reads {plumb:.0f} ± 10 mm, no more" in text
    # the east 下綱's bow inward of the dug axis at 277 mm up: the cheek's face 92/cos λ = 95.5,
    # the hole 55 out from it (beyond the notch), the 1/2″ shackle's inside 47.8 (Crosby C,
    # 1.88″) and half the 12 mm rope: 204.3 mm; bow to bow the span less twice that
    shift = 92 / COS + 55 + 47.8 + 6
    assert round(shift) == 204
    assert f"round the bow {shift:.0f} mm short of its mark, toward the rope's middle" in text
    # the tape bow to bow in the first step, with houzhi's tolerance, before the bases are
    # loaded (maker review 10: no lean step where the ground may not be dug)
    bows = f"tape bow to bow: {r.ropes[1][2] * 1000 - 2 * shift:.0f} ± 10 mm (houzhi's), before loading"
    assert bows in text and text.index(bows) < text.index("; load it;")
    order = row.lists[0].steps
    assert bows in order[0] and "lean step's tape" not in text
    # the west 下綱 stays bundled until the sag step, then round the bow, not the post
    assert "its west end bundled until the sag step, then a round turn round the bow (not the post)" in text
    # the lock hole bored through the cheek's as a guide before the tabernacle is bolted down
    assert ("before each tabernacle is bolted to its deck, bore the pole's lock hole through "
            "the cheek's as a guide, the butt on the pivot bolt at its locked angle") in order[0]
    assert "(a drift lines the holes up)" in order[3]
    tools = [r[0] for k, r in b.bill_items() if k == "no_dig"][-1]
    assert "a tapered drift (podger) for the lock" in tools
    # the chafe: 30 mm over the inner row's sleepers at the design sag
    assert f"passes {r.base.rope_clear_mm:.0f} mm over the inner row's sleepers" in text


def test_a_guy_s_weight_s_least_friction_by_hand():
    # 1027.4 kg (24 slabs and 77.0 kg of sleepers: test_a_guy_s_weight_by_hand) against
    # 1.5 × 2826 N: m·g/(1.5·G) = 2.3777, less sin θ 0.7071: 1.6706, so μ ≥ 0.7071/1.6706 =
    # 0.423; on wet grass a layer more, 6 slabs (237.6 kg): 1265.0 kg, μ ≥ 0.319, within
    # houzhi's wet μ 0.35 (4 layers would not be: 0.423 > 0.35)
    g = wb.guy_weight(2826, math.sqrt(0.5))
    s = math.sqrt(0.5)
    timber = 4 * 16.8 + 0.2 * 0.1 * 1.4 * 350
    mu1 = s / ((24 * 39.6 + timber) * 9.81 / (1.5 * 2826) - s)
    mu2 = s / ((30 * 39.6 + timber) * 9.81 / (1.5 * 2826) - s)
    assert g.least_friction() == pytest.approx(mu1, rel=1e-3) and 0.42 < mu1 < 0.43
    assert g.least_friction(g.wet_kg) == pytest.approx(mu2, rel=1e-3) and 0.31 < mu2 < 0.32
    assert mu2 <= 0.35 < mu1
    words = wb.guy_weight_words(g)
    assert "1.5× to μ 0.43); on wet grass (μ 0.35, houzhi's) 5 layers instead of 4: 6 slabs " \
        "more, 1265 kg, 1.5× to μ 0.32" in words
    assert "a trucker's hitch" in words and "bowline" not in words
    assert "in pairs 400 mm apart" in words and "a pair" not in words


def test_the_no_dig_order_of_work_is_a_numbered_list_of_steps():
    """Maker review (issue 21): the order of the work and the lowering are lists of steps, one
    string a step, not one run-on string; the west 下綱 cast off and bundled after the sags in
    the back-fill step's words (中掩束之); on lowering the north and south lines tied round
    their weights' sleepers, a round turn and two half hitches, before the lock comes out."""
    b = build(50)
    (row,) = [x for x in rigging(b).rows if x.label == "where the ground may not be dug"]
    order, lower = row.lists
    assert (order.title, lower.title) == ("the order of the work", "to lower")
    assert len(order.steps) == 6 and len(lower.steps) == 5
    assert "The order of the work" not in row.value and "To lower" not in row.value
    assert not any(s[:1].isdigit() for s in (*order.steps, *lower.steps))
    assert order.steps[0].startswith("dress each butt") and "lay each base" in order.steps[0]
    assert order.steps[1].startswith("lay each post with its top to the south")
    assert order.steps[3].startswith("walk each post up")
    assert order.steps[4].startswith("once both posts are locked")
    # the dug order's back-fill step casts the west 下綱 off in the same words
    (back_fill,) = [s for s in raising(b) if s.title == "back-fill"]
    assert order.steps[5].startswith("cast the west 下綱 off its cleat")
    assert "(中掩束之)" in order.steps[5] and order.steps[5] in back_fill.how
    assert lower.steps[0].startswith("the 綱 off first")
    assert lower.steps[1].startswith("cast off the guy's hitch")
    assert ("the north and south lines round their weights' sleepers, each hauled taut "
            "round a round turn") in lower.steps[2] and "before the lock comes out" in lower.steps[2]
    assert lower.steps[3].startswith("take the locking bolt out")
    assert lower.steps[4].startswith("cast off the north line's half hitches")
    assert "walk the post down" in lower.steps[4]
    assert not any("bowline" in s for s in lower.steps)


def test_the_north_line_is_long_enough_to_lower_the_post_on_by_hand():
    b = build(50)
    r, g = rigging(b), raising_gear(b)
    # 50弓: 1 尺 = 231 mm; the 上綱's end (the guy's eye) 19.2 尺 = 4.4352 m up, 5.333 尺 =
    # 1.232 m outward of the stake (the lean 5/18); the lines' weights 19.2 尺 = 4.4352 m north
    # and south of the stake. The pivot 100 (deck) + 12 (plate) + 140·cos λ = 112 + 134.89 =
    # 246.89 mm up, h_p·lean = 68.6 mm outward of the stake
    pivot = (100 + 12 + 140 * COS) / 1000
    assert r.base.pivot_h_mm / 1000 == pytest.approx(pivot)
    # the eye along the pole from the pivot: (4.4352 − 0.24689) × √349/18 = 4.3469 m; lying,
    # top to the south, the eye 4.4352 + 4.3469 = 8.7821 m from the north weight along the
    # line, 0.2469 up: √(8.7821² + 0.2469² + 0.0686²) = 8.7858 m
    along = (4.4352 - pivot) * math.sqrt(349) / 18
    lying = math.sqrt((4.4352 + along) ** 2 + pivot ** 2 + (pivot * LEAN) ** 2)
    assert r.north_lying_m == pytest.approx(lying) and round(lying, 2) == 8.79
    # standing: √(4.4352² + 4.4352² + 1.232²) = 6.392 m; the north line surges out 2.39 m
    standing = math.sqrt(2 * 4.4352 ** 2 + 1.232 ** 2)
    assert r.north_standing_m == pytest.approx(standing)
    assert round(lying - standing, 2) == 2.39
    # the line: the bowline π(0.150 + 0.012) + 40 × 0.012 = 0.989, the eye to the weight lying
    # 8.786, a round turn kept round the 200 × 100 sleeper 2π(0.6/π + 0.012) = 1.275 and 0.5 in
    # hand: 11.550 m, longer than the standing line and its knots (6.392 + 0.989 + 1.646 =
    # 9.027): every line cut so
    turn = 2 * math.pi * (0.6 / math.pi + 0.012)
    bowline = math.pi * 0.162 + 40 * 0.012
    line = bowline + lying + turn + 0.5
    assert g.sleeper_turn_m == pytest.approx(turn) and g.hold_m == 0.5
    assert g.line_m == pytest.approx(line) and round(line, 2) == 11.55
    assert g.line_m > g.straight_m + g.bowline_m + g.sleeper_knot_m
    # the bill: 4 × 11.550 × 1.05 = 48.51, to the next 0.1 m: 48.6 m
    assert dict(b.bill_items())["raising_lines"][2] == Fraction(486, 10)
    book = str(r.rows)
    assert "cast off the north line's half hitches, keep its round turn" in book
    assert f"({lying - standing:.2f} m: eye to weight" in book and "the south line goes slack" in book


def test_the_bill_marks_the_dug_only_items_and_points_to_the_no_dig_pages():
    # maker review 10, finding 8: the no-dig buyer reads which items are the dug path's only,
    # the no-dig posts' length, and the book's page numbers for the tabernacle and the cut
    from houzhi.render.book import _PAGES, book_pages

    b = build(50)
    words = [r[0] for _k, r in b.bill_items()]
    assert any(w.startswith("(dug only) stakes for the temporary lines") for w in words)
    assert any(w.startswith("(dug only) wedges") for w in words)
    assert any(w.startswith("tools: a spade, a digging bar and a tamper (dug only)") for w in words)
    assert any("reference pegs (dug only)" in w for w in words)
    # the posts: as the posts page gives them, 26.356尺 × 0.231 = 6.088 m, less the cut,
    # 1245 + 136 = 1381 mm along the pole: 4.707, so 4.71 m (the reviewer's 6.09 − 1.38)
    cut = round(1200 * math.hypot(1, LEAN)) + round((100 + 12 + 20 * COS) * math.hypot(1, LEAN))
    assert cut == 1381
    post = float(b.posts.length_chi) * 0.231
    (posts,) = [w for w in words if w.startswith("posts 植")]
    assert round(post - cut / 1000, 2) == 4.71
    assert f"each {post - cut / 1000:.2f} m ({cut} mm shorter, as the no-dig work page gives it)" in posts
    # in the book, the pointers are its own page numbers, from its list of pages
    names = [t for t, _d, _a in _PAGES]
    tab, work = (names.index("where the ground may not be dug") + 1,
                 names.index("the no-dig work") + 1)
    pages = book_pages(b)
    text = " ".join(t.get_text() for fig in pages[1:3]
                    for t in [*fig.texts, *(x for ax in fig.axes for x in ax.texts)])
    text = " ".join(text.split())
    assert f"steel tabernacles (p. {tab})" in text
    assert f"as p. {work} gives it" in text and "the tabernacle row gives" not in text
    # the auger reaches through both cheeks and the pole between them (maker review 11, minor 3):
    # 12 + 5 + 150 + 5 + 12 = 184 mm for the 150 mm pole, so one at least 200 mm long (to 50 mm)
    tabernacle = rigging(b).tabernacle
    assert tabernacle is not None
    reach = tabernacle.gap_mm + 2 * tabernacle.cheek_t_mm
    if tabernacle.post_mm == 150:
        assert reach == 12 + 5 + 150 + 5 + 12 == 184
    assert f"auger at least {50 * math.ceil(reach / 50)} mm long (or bore from each side)" in text



def test_the_south_weights_stand_beyond_the_lying_post_s_top_by_hand():
    # maker review 10, finding 3: the post lying, top to the south, reaches over a south weight
    # where its stake would be (4435 mm). The post from the no-dig butt: (above + depth)·slant
    # less the cut, 1381; its top 120 mm less from the pivot: 4707 − 120 = 4587 mm (the
    # reviewer's). The weight beyond it by half a 600 mm slab and 100 mm: 4987, to 10 mm: 4990
    b = build(50)
    r = rigging(b)
    slant = math.hypot(1, LEAN)
    above = float(b.target.top_chi + b.allowances.post_above_chi) * 231
    top = (above + r.foot.depth_mm) * slant - 1381 - 120
    assert round(top) == 4587
    assert r.south_run_mm == 10 * math.ceil((top + 300 + 100) / 10) == 4990
    # the line no weaker there: its pull M·√(h² + r²)/(h·r) falls as r grows
    h = 4.603
    assert (2265 * math.hypot(h, 4.99) / (h * 4.99)) < (2265 * math.hypot(h, 4.435) / (h * 4.435))
    # the south line standing, 4.603 m up the upright post to 4.99 m: √(4.603² + 4.99²) + the
    # sleeper knot 1.646 = 8.435, short of the lowering north line (8.786 + 1.275 + 0.5): the
    # lines stay 11.55 m
    assert math.hypot(h, 4.99) + 1.646 < 8.786 + 1.275 + 0.5
    assert round(raising_gear(b).line_m, 2) == 11.55
    (row,) = [x for x in r.rows if x.label == "where the ground may not be dug"]
    assert "the south lines' 4990 mm south, past the lying post's top" in row.lists[0].steps[0]
    (base,) = [x for x in r.rows if x.label == "the weighted base"]
    assert "stands 4435 mm north of the post's stake, or 4990 mm south, beyond the lying" in base.value
