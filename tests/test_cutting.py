import itertools
import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from strategies import plan_lengths, ranges, reading_ranges

from houzhi import BadValueError, Target, parse_measure
from houzhi.making.cutting import Fabric, bolt_fit_table, plan, strips
from houzhi.measure.notation import format_chi

PI = parse_measure("一匹").to("chi").magnitude


def _check_layout(p):
    """Pieces lie inside their bolt and lane, without overlap; every piece is laid once."""
    laid = [pl for b in p.bolts for pl in b.placements]
    assert sorted(id(pl.piece) for pl in laid) == sorted(id(pc) for pc in p.pieces)
    for b in p.bolts:
        for lane in range(b.lanes):
            spans = sorted((pl.x, pl.x + pl.piece.cut_length) for pl in b.placements
                           if pl.lane == lane)
            for (_, end), (start, _) in itertools.pairwise(spans):
                assert end <= start
            assert all(s >= 0 and e <= b.length for s, e in spans)
        assert b.lanes * p.lane_height <= p.fabric.width_chi


@settings(max_examples=60, deadline=None)
@given(ranges)
def test_historical_plan_covers_the_target(d):
    t = Target(d)
    p = plan(t)
    _check_layout(p)
    # the finished strips are exactly the target's cloth; joins only add allowance
    assert p.finished_area == t.area_chi2
    for pc in p.pieces:
        assert pc.cut_length <= PI and pc.cut_height <= parse_measure("二尺二寸").magnitude
    assert len({pc.label for pc in p.pieces}) == len(p.pieces)
    assert len(p.bolts) * PI * p.fabric.width_chi >= p.cut_area
    assert len(p.bolts) >= -(-p.cut_area // (PI * p.fabric.width_chi))  # never below the bound


def test_fifty_gong_fills_four_pi_exactly():
    """鄭玄: 凡鄉侯用布十六丈 — at 50弓 the strips fill exactly four 匹."""
    p = plan(Target.of(50))
    assert len(p.bolts) * PI == parse_measure("十六丈").magnitude
    assert p.waste_area == 0


def test_long_strips_are_joined_where_the_seams_fall():
    p = plan(Target.of(70))
    top = [pc for pc in p.pieces if pc.key == "shang_ge"]
    assert len(top) == 2 and all(pc.parts == 2 for pc in top)
    assert sum(pc.finished_length for pc in top) == 56
    seam = top[0].seams[0]
    assert 0 < seam < 56 and seam == top[0].finished_length
    join = Fabric.historical().join_chi
    assert sum(pc.cut_length for pc in top) == 56 + 2 * join


def test_bolt_fit_table():
    rows = {int(r["range_gong"]): r for r in bolt_fit_table(range(10, 101, 10))}
    assert rows[50]["exact"] and rows[50]["bolts"] == 4
    assert not rows[70]["exact"] and rows[70]["waste_chi"] > 0
    for r in rows.values():
        assert r["bolts"] * PI - r["waste_chi"] >= r["cloth_chi"]


def test_modern_fabric_lays_strips_side_by_side():
    t = Target.of(70)
    p = plan(t, Fabric.modern("150 cm", "50 m", "10 mm"))
    _check_layout(p)
    assert p.lanes == 3 and len(p.bolts) == 1
    assert {pl.lane for pl in p.bolts[0].placements} == {0, 1, 2}
    assert p.length_used < t.cloth_cut_chi / 2  # three lanes: much less than one long strip
    assert p.pieces[0].cut_height - p.pieces[0].finished_height == 2 * p.fabric.edge_chi


@pytest.mark.parametrize(("kw", "match"), [
    ({"width": "20 cm"}, "too narrow for the strip"),  # even halves of a strip (251 mm) too wide
    ({"width": "150 cm", "selvedge": "-1 mm"}, "selvedge must not be negative"),
    ({"width": "150 cm", "selvedge": "20 cm"}, "at most a tenth"),
    ({"width": "150 cm", "selvedge": "nonsense"}, "selvedge"),
    ({"width": "150 cm", "seam": "-1 mm"}, "negative"),
    ({"width": "150 cm", "seam": "20 cm"}, "too large"),
    ({"width": "150 cm", "roll": "0 m"}, "positive"),
    ({"width": "nonsense"}, "width"),
])
def test_bad_fabric(kw, match):
    with pytest.raises(BadValueError, match=match):
        plan(Target.of(70), Fabric.modern(**kw))


def test_negative_historical_allowance():
    with pytest.raises(BadValueError, match="negative"):
        Fabric.historical(end=Fraction(-1, 10))


def test_the_plan_table_has_a_column_of_joins_only_when_a_strip_is_joined():
    from houzhi.documents.tables import plan_table

    for p in (plan(Target.of(70)), plan(Target.of(70), Fabric.modern("150 cm", "50 m", "1 cm"))):
        joined = any(piece.seams for piece in p.pieces)
        table = plan_table(p)
        assert ("joins at (from its west end)" in table.header) == joined
        assert all(len(row) == len(table.header) for row in table.rows)


@settings(max_examples=60, deadline=None)
@given(reading_ranges)
def test_the_strips_tile_the_target_one_breadth_or_less_each(rd):
    """Top to bottom, each strip's lower edge is the next one's upper edge, from the target's
    height down to its lower edge; none is higher than a breadth, every part keeps its area, and
    a part taller than a breadth (郝敬's 侯, 林希逸's 个·身) ends in its one narrower strip."""
    t = Target.of(rd[1], reading=rd[0])
    sewn = strips(t)
    assert sewn[0].top_chi == t.height_chi and sewn[-1].bottom_chi == 0
    assert all(hi.bottom_chi == lo.top_chi for hi, lo in itertools.pairwise(sewn))
    assert all(0 < s.height_chi <= t.breadth_chi for s in sewn)
    for p in t.pieces:
        mine = [s for s in sewn if s.key == p.key]
        assert sum(s.length_chi * s.height_chi for s in mine) == p.area_chi2
        assert {s.length_chi for s in mine} == {p.length_chi}
        narrow = [k for k, s in enumerate(mine) if s.height_chi < t.breadth_chi]
        per = len(mine) // p.count
        assert all(k % per == per - 1 for k in narrow)  # the lowest of its strips
    # the plan cuts these strips, and labels them as the strips are labelled (where houzhi
    # plans so much cloth)
    try:
        cut = plan(t).pieces
    except BadValueError:
        return
    assert [(s.name, s.number) for s in sewn] == [(q.name, q.strip) for q in cut if q.part == 1]


@settings(max_examples=60, deadline=None)
@given(reading_ranges)
def test_the_cloth_cut_from_the_bolt_is_what_the_plan_cuts(rd):
    """For every reading the cloth cut from the bolt is at least the 用布 (a narrow strip takes a
    whole breadth), is the length of the sewn strips, and is what the Han plan cuts: its
    finished lengths always, and its cut lengths where no strip is joined (no end allowance on
    Han cloth); the plan takes at least as much."""
    t = Target.of(rd[1], reading=rd[0])
    cut = t.cloth_cut_chi
    assert cut >= t.cloth_total_chi
    assert cut == sum(s.length_chi for s in strips(t))
    try:
        p = plan(t)
    except BadValueError:
        return
    assert cut == sum(pc.finished_length for pc in p.pieces)
    if all(pc.parts == 1 for pc in p.pieces):
        assert cut == sum(pc.cut_length for pc in p.pieces)
    assert p.taken_length >= sum(pc.cut_length for pc in p.pieces) >= cut


@pytest.mark.parametrize(("reading", "used", "cut"), [
    ("郝敬", 882, 882),  # one square panel 42尺, sewn from 21 breadths of 2尺, each 42尺 long
    # 上个·身 14 × 28/3 (five strips, the last 4/3 high), 下个·身 28/3 × 14/3 (three strips)
    ("林希逸", Fraction(784, 9), 5 * 14 + 3 * Fraction(28, 3)),
])
def test_a_panel_taller_than_a_breadth_is_cut_strip_by_strip(reading, used, cut):
    t = Target.of(70, reading=reading)
    assert (t.cloth_total_chi, t.cloth_cut_chi) == (used, cut)


@pytest.mark.parametrize(("kw", "words"), [
    # a metric roll or width out of bounds: the bounds in its unit too (20尺, 1000丈 of 231 mm)
    ({"width": "150 cm", "roll": "2 m"}, "from 二丈 (4.62 m) to 一千丈 (2310 m), got 2 m"),
    ({"width": "150 cm", "roll": "300 cm"}, "from 二丈 (462 cm) to 一千丈 (231000 cm)"),
    ({"width": "150 cm", "roll": "2 m", "standard": "ming"}, "from 二丈 (6.4 m) to 一千丈 (3200 m)"),
    ({"width": "6 m"}, "at most 二丈 (4.62 m), got 6 m"),
    # given in classical measure: the bounds as they are
    ({"width": "150 cm", "roll": "一丈"}, "from 二丈 to 一千丈, got 一丈"),
])
def test_a_fabric_out_of_bounds_is_refused_in_the_user_s_unit(kw, words):
    with pytest.raises(BadValueError) as exc:
        Fabric.modern(**kw)
    assert words in str(exc.value)



@given(plan_lengths)
def test_a_maker_reads_a_length_to_the_fen(x):
    """Exact where it is a whole number of 分; else "about" the nearest 分, never off by more
    than half a 分."""
    from houzhi.documents.tables import maker_chi

    text = maker_chi(x)
    if (x * 100).denominator == 1:
        assert text == format_chi(x)
    else:
        assert text.startswith("about ")
        shown = parse_measure(text.removeprefix("about ")).to("chi").magnitude
        assert abs(shown - x) <= Fraction(1, 200) and (shown * 100).denominator == 1


def test_the_waste_of_lin_xiyi_s_plan_is_written_for_a_maker_and_exact_in_json(capsys):
    from houzhi.cli import main

    assert main(["plan", "70", "--reading", "林希逸"]) == 0
    caption = capsys.readouterr().out.splitlines()[1]
    assert "waste about 三丈一尺九寸 (7.369 m) of full-width cloth" in caption
    assert "九十九分寸" not in caption
    assert main(["plan", "70"]) == 0  # exact to the 分: as it is, with its metres
    assert "waste as much as 六丈七尺六寸 (15.616 m)" in capsys.readouterr().out
    assert main(["plan", "70", "--reading", "林希逸", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert Fraction(data["waste_length_chi"]) == plan(Target.of(70, reading="林希逸")).waste_length
