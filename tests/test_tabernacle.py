"""The no-dig tabernacle (houzhi.making.tabernacle): each resistance against a hand calculation
written out here, its sizes grow with the wind, and the sheet, --json and the book carry it."""

import json
import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from houzhi.cli import main
from houzhi.making import loads
from houzhi.making import tabernacle as tab
from houzhi.making.build import Allowances, build
from houzhi.making.standing import rigging


def test_an_m16_8_8_bolt_by_hand():
    # double shear: 2 × 0.6 × 800 N/mm² × 157 mm² / 1.25 = 120 576 N; tension 0.9 × 800 × 157
    # / 1.25 = 90 432 N
    assert tab.bolt_shear_n(16) == pytest.approx(120576)
    assert tab.bolt_tension_n(16) == pytest.approx(90432)
    # bearing on 12 mm S235, e1 = 60, e2 = 70, d0 = 18: k1 = min(2.8 × 70/18 − 1.7, 2.5) = 2.5,
    # α_b = min(60/54, 800/360, 1) = 1: 2.5 × 1 × 360 × 16 × 12 / 1.25 = 138 240 N
    assert tab.bolt_bearing_n(16, 12, 60, 70) == pytest.approx(138240)


def test_an_m16_bolt_through_a_140_mm_c24_pole_by_hand():
    # f_h,0 = 0.082 × (1 − 0.16) × 350 = 24.108; k90 = 1.35 + 0.24 = 1.59; f_h,90 = 15.162 N/mm²
    f_h = 0.082 * 0.84 * 350 / 1.59
    # M_y = 0.3 × 800 × 16^2.6 N·mm; per plane min(0.5 f_h t d, 1.15 √(2 M_y f_h d))
    m_y = 0.3 * 800 * 16 ** 2.6
    plane = min(0.5 * f_h * 140 * 16, 1.15 * math.sqrt(2 * m_y * f_h * 16))
    # 16^2.6 = 1351.9, M_y = 324 460 N·mm; √(2 × 324 460 × 15.162 × 16) = 12 543; × 1.15 =
    # 14 425 N, less than 0.5 × 15.162 × 140 × 16 = 16 981 N: the bolt bends
    assert plane == pytest.approx(14_425, rel=1e-3)
    # two planes × k_mod 0.7 / γ_M 1.3
    assert tab.timber_bolt_n(16, 140) == pytest.approx(2 * plane * 0.7 / 1.3)


def test_the_couple_and_the_cheek_by_hand():
    # 3398 N·m over 420 mm: 8090 N, with 1441 N of shear 9531 N
    assert tab.couple_n(3398, 1441, 420) == pytest.approx(3398 / 0.42 + 1441)
    # a cheek width at which the elastic check is exactly f_y: 3M/(t w²) + 6 R e/(w t²) = 235
    w = tab.cheek_width_mm(3398, 3762, 140, 12)
    assert 3 * 3398e3 / (12 * w * w) + 6 * 3762 * 140 / (w * 144) == pytest.approx(235)


def test_the_weld_by_hand():
    # M = 3398 N·m, R = 3762 N at 140 mm, V = 1441 N, w = 140, t = 12: per mm 3M/(2w²)
    # + R e/(t w) + V/(4w) = 260.05 + 313.5 + 2.57 N/mm over f_vw,d = 360/(√3 × 0.8 × 1.25)
    per_mm = 3 * 3398e3 / (2 * 140**2) + 3762 * 140 / (12 * 140) + 1441 / (4 * 140)
    f_vw = 360 / (math.sqrt(3) * 0.8 * 1.25)
    assert per_mm / f_vw == pytest.approx(2.77, abs=0.01)
    # less than a weld as strong as the 12 mm plate, 0.46 × 12 = 5.52 mm, which it takes
    assert tab.weld_throat_mm(3398, 3762, 140, 1441, 140, 12) == pytest.approx(5.52)
    # a thin plate under a large moment: the reckoned throat governs
    big = 3 * 30000e3 / (2 * 140**2) + 0 + 0
    assert tab.weld_throat_mm(30000, 0, 140, 0, 140, 8) == pytest.approx(big / f_vw)


def test_the_50_gong_tabernacle_holds_what_its_loads_ask():
    rig = rigging(build(50))
    t = rig.tabernacle
    assert t is not None and t.holds and t.post_mm == rig.post_mm
    assert t.gap_mm >= t.post_mm + 2 * tab.ROOM_MM
    # the lever three pole diameters, the cheeks as wide as the pole
    assert t.lever_mm >= 3 * t.post_mm and t.cheek_w_mm >= t.post_mm
    assert t.cheek_h_mm == t.pivot_mm + t.lever_mm + 10 * math.ceil(3 * t.hole_mm / 10)
    # the locking bolt: 1.5 × (M/a + V), M and V the post's loads as the rigging reckons them
    v = sum(load / 2 for _, load, _, _, _ in rig.ropes)
    assert t.lock_n == pytest.approx(1.5 * (rig.post_moment_nm / (t.lever_mm / 1000) + v))
    # the butt's end distance at least 7d and 80 mm (EN 1995-1-1 Table 8.4)
    assert t.butt_mm >= max(7 * t.bolt_mm, 80)


@settings(max_examples=40, deadline=None)
@given(st.floats(500, 20000), st.floats(0, 5000), st.floats(0, 8000), st.floats(1.01, 2.0))
def test_sizes_grow_with_the_loads(m, v, r, more):
    """Wherever houzhi's parts hold the larger loads, no size is less than for the smaller
    (the pole as the sheet sizes it for the larger bending)."""
    post = max(80, 10 * math.ceil(loads.post_diameter(m * more) * 100))
    small = tab.tabernacle(m, v, r, post)
    big = tab.tabernacle(m * more, v * more, r * more, post)
    assume(big.holds)
    for name in ("bolt_mm", "lever_mm", "cheek_t_mm", "cheek_w_mm", "cheek_h_mm", "plate_mm",
                 "plate_t_mm", "base_bolt_mm", "weld_mm"):
        assert getattr(big, name) >= getattr(small, name), name
    assert big.pivot_n >= small.pivot_n * 0.99 or big.lever_mm > small.lever_mm


def test_a_wind_beyond_the_parts_says_so():
    # (at 18 m/s: the post sized in second order grows with the wind, and its bolts' hold in
    # the pole with it, so that at 16 m/s a 400 mm pole still holds on a lever of 2360 mm)
    t = rigging(build(90, allowances=Allowances(wind_m_s=18))).tabernacle
    assert t is not None and not t.holds and t.bolt_mm <= tab.POLE_BOLT_MAX_MM
    assert "lower the design wind" in tab.tabernacle_words(t)
    # within the parts, the lever is three pole diameters or, with the largest bolt, what it
    # needs up to six
    t = rigging(build(90, allowances=Allowances(wind_m_s=13))).tabernacle
    assert t is not None and t.holds and t.bolt_mm == tab.POLE_BOLT_MAX_MM
    assert 3 * t.post_mm < t.lever_mm <= 6 * t.post_mm + 10
    # the lever it needs: M/a within what the bolt has left, √(F² − R²) − V, all × 1.5
    assert t.lock_n <= t.timber_rd_n and t.pivot_n <= t.timber_rd_n


def test_a_stronger_wind_takes_a_bigger_tabernacle():
    calm = rigging(build(50, allowances=Allowances(wind_m_s=8))).tabernacle
    windy = rigging(build(50, allowances=Allowances(wind_m_s=16))).tabernacle
    assert calm is not None and windy is not None
    assert windy.pivot_n > calm.pivot_n and windy.bolt_mm >= calm.bolt_mm


def test_the_sheet_and_json_give_the_tabernacle(capsys):
    assert main(["build", "50", "--width", "150 cm", "--seam", "1 cm"]) == 0
    out = capsys.readouterr().out
    t = rigging(build(50)).tabernacle
    assert "the tabernacle:" in out and "grade 8.8" in out and "EN 1993-1-8" in out
    assert main(["build", "50", "--width", "150 cm", "--seam", "1 cm", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)["rigging"]["tabernacle"]
    assert data["holds"] is True and data["bolt_grade"] == "8.8"
    assert data["cheeks_mm"]["gap"] >= data["post_diameter_mm"] + 10
    assert t is not None and data["bolts"]["diameter_mm"] >= 12


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_book_draws_the_tabernacle_legibly_above_the_title_block(paper):
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.render.book import _BLOCK, _MARGIN, _PAGES, book_pages

    b = build(50)
    pages = book_pages(b, paper)
    assert len(pages) == len(_PAGES)
    fig = pages[[t for t, _, _ in _PAGES].index("where the ground may not be dug")]
    r = FigureCanvasAgg(fig).get_renderer()
    mm = fig.dpi / 25.4
    texts = [t for ax in fig.axes for t in ax.texts if t.get_text().strip()]
    assert any("pivot bolt M" in t.get_text() for t in texts)
    assert min(t.get_fontsize() for t in texts) >= 8
    for t in texts:
        box = t.get_window_extent(r)
        assert box.y0 >= (_MARGIN + _BLOCK) * mm and box.x1 <= fig.bbox.width, t.get_text()


@pytest.mark.parametrize(("call", "words"), [
    (lambda: tab.bolt_shear_n(17), "no M17 bolt"),
    (lambda: tab.bolt_shear_n(True), "must be a bolt's size"),
    (lambda: tab.tabernacle(1000, 100, 100, -140), "must be positive"),
    (lambda: tab.tabernacle_words(None), "must be a Tabernacle"),
])
def test_bad_input_is_houzhi_s_one_line_error(call, words):
    from houzhi.errors import HouzhiError

    with pytest.raises(HouzhiError, match=words) as caught:
        call()
    assert "\n" not in str(caught.value)


def test_the_pivot_and_lock_bolts_take_nyloc_nuts_by_hand():
    # maker review 10: a nut set snug, not clamping, backs off; a nyloc (DIN 985) holds. At
    # 50弓 the two M16 bolts are 160 + 2 × 12 + 1.5 × 16 = 208 → 210 mm; through them the
    # gap and both cheeks, 184, two ISO 7089 washers 2 × 3 and the nyloc 16 high: 206 ≤ 210
    t = rigging(build(50)).tabernacle
    assert (t.bolt_mm, t.gap_mm, t.cheek_t_mm) == (16, 160, 12)
    assert tab.bolt_length_mm(t) == 210
    assert tab.nyloc_fit_mm(t) == 160 + 24 + 6 + 16 == 206 <= 210
    words = tab.tabernacle_words(t)
    assert "210 mm long, with washers and nyloc nuts (DIN 985)" in words
    # every size houzhi may choose: the nyloc and its washers within the bolt's length
    for d, _area in tab.BOLTS:
        assert 2 * tab.WASHER_MM[d] + tab.NYLOC_MM[d] <= 1.5 * d
    rows = [r[0] for k, r in build(50).bill_items() if k == "no_dig"]
    assert any("its pivot and locking bolts with nyloc nuts (DIN 985)" in r for r in rows)
