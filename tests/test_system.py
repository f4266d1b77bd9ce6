"""The target system: ropes and posts, 鵠 and 正, the 大射 stack and sight lines, readings."""

from fractions import Fraction

import pytest
from hypothesis import given
from strategies import eye_heights, raises, range_triples, ranges

from houzhi import READINGS, BadValueError, Target, UnknownNameError, parse_measure
from houzhi.canon.rites import ZHENG_COLOURS
from houzhi.model.dashe import hall_height, stack
from houzhi.model.rigging import Rigging


def chi(text):
    return parse_measure(text).to("chi").magnitude


@given(ranges)
def test_ropes_run_a_xun_beyond_the_she(d):
    t = Target(d)
    r = Rigging(t)
    assert r.upper_rope_chi == t.shang_ge_chi + 2 * chi("八尺")
    assert r.lower_rope_chi == t.xia_ge_chi + 2 * chi("八尺")
    assert r.yun_chi == chi("一寸")


@given(ranges)
def test_posts_lean_outward_through_both_rope_ends(d):
    r = Rigging(Target(d))
    (xf, yf), (xb, yb), (xt, yt) = r.post_foot, r.lower_end, r.post_top
    assert yf == 0 and xf < xb < xt  # outward: the top stands further out than the foot
    assert (xb - xf) * (yt - yf) == (xt - xf) * (yb - yf)  # one straight post


@pytest.mark.parametrize("reading", list(READINGS))
@given(d=ranges)
def test_outline_encloses_the_cloth(reading, d):
    if reading == "liu_chang":  # 劉敞 sews only odd numbers of breadths: 5, 7, 9 … at 10弓 each
        d = 10 * (2 * (d.numerator % 15) + 1)
    t = Target(d, reading=READINGS[reading])
    pts = Rigging(t).outline
    twice_area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=False))
    assert abs(twice_area) / 2 == t.area_chi2


@given(ranges)
def test_hu_is_a_third_of_the_zhong_and_centred(d):
    t = Target(d)
    assert t.hu_side_chi * 3 == t.zhong_side_chi
    assert t.hu_bottom_chi + t.hu_side_chi / 2 == t.zhong_bottom_chi + t.zhong_side_chi / 2


def test_zheng_sets():
    five = ZHENG_COLOURS["五正"]
    assert five[0] == "朱" and five[-1] == "玄"
    assert ZHENG_COLOURS["三正"] == tuple(c for c in five if c not in "玄黃")  # 損玄黃
    assert ZHENG_COLOURS["二正"] == ("朱", "綠")  # 去白蒼而畫以朱綠
    t = Target.of(90, rite="賓射", rank="天子")  # the 天子's 五正 侯
    marks = t.marks
    assert (marks[0].colour, marks[0].side_chi) == ("玄", t.hu_side_chi) and marks[-1].colour == "朱"
    assert marks[-1].side_chi == 2  # 內二尺
    heads = {rk: [(m.name, m.colour) for m in Target.of(50, rite="燕射", rank=rk).marks]
             for rk in ("天子", "士")}  # a head is painted in its coat (毛物之), no colour named
    assert heads == {"天子": [("熊首", "毛物")], "士": [("鹿首", "毛物"), ("豕首", "毛物")]}


def test_dashe_default_heights():
    s = stack()
    gan, can, _dahou = s.targets
    assert [t.target.range_gong for t in s.targets] == [50, 70, 90]
    assert gan.bottom_chi == chi("尺二寸")
    # 干 top: 1尺2寸 + 10 + 4 × 2; 參's 鵠 starts 2 × 2 + (14 − 14/3)/2 above its own lower edge
    assert can.bottom_chi == Fraction(6, 5) + 18 - (4 + Fraction(14 - Fraction(14, 3), 2)) \
        == Fraction(158, 15)
    assert gan.fa == can.fa == (60, 60)


@given(range_triples)
def test_each_nearer_top_meets_the_farther_hu(rs):
    s = stack(tuple(rs))
    assert s.targets[0].bottom_chi == chi("一武")
    for near, far in zip(s.targets, s.targets[1:], strict=False):
        assert near.top_chi == far.hu_bottom_chi


def test_liu_chang_critique_and_sheng_shizuo_answer():
    s = stack()
    on_ground = s.sight(Fraction(7))
    assert all(x.visible_chi == 0 for x in on_ground)  # 劉敞: the 參's 鵠 cannot be seen
    on_hall = s.sight(Fraction(7), "諸侯")  # 盛世佐: stand on the hall
    assert on_hall[0].visible_chi > 0
    assert hall_height("諸侯") == chi("七尺")


@given(eye_heights, raises)
def test_a_higher_eye_sees_no_less(eye, more):
    s = stack()
    low, high = s.sight(eye), s.sight(eye + more)
    assert all(a.visible_chi <= b.visible_chi for a, b in zip(low, high, strict=False))
    assert all(0 <= a.visible_chi <= a.hu_side_chi for a in low)


def test_stack_bad_input():
    with pytest.raises(BadValueError, match="increase"):
        stack((70, 50, 90))
    with pytest.raises(BadValueError, match="above the floor"):
        stack().sight(Fraction(0))
    with pytest.raises(UnknownNameError):
        stack().sight(Fraction(7), "王")
    with pytest.raises(UnknownNameError):
        Target.of(70, reading="nobody")


def test_readings_change_what_they_say():
    c = Fraction(10)
    base = Target.of(50)
    zz = Target.of(50, reading="鄭眾")
    assert zz.shang_ge_chi == 3 * c and zz.xia_ge_chi == 2 * c and zz.hu_side_chi == 4
    lin = Target.of(50, reading="林希逸")
    assert lin.height_chi == lin.width_chi and lin.shang_ge_chi == 3 * lin.gong_chi
    liu = Target.of(50, reading="劉敞")
    assert liu.height_chi == liu.zhong_side_chi and liu.bottom_chi + liu.hu_bottom_chi == 3
    assert liu.cloth_total_chi != base.cloth_total_chi
    ao = Target.of(50, reading="敖繼公")
    assert ao.fa[1] == base.fa[1] + base.width_chi / 2 and ao.pieces == base.pieces
    hao = Target.of(50, reading="郝敬")
    assert hao.hu_side_chi == hao.zhong_side_chi and hao.width_chi == 3 * hao.hu_side_chi
    for r in READINGS.values():
        if r.key != "zheng_xuan":
            assert r.assumptions, f"{r.label} must say what houzhi assumes"


def test_dashe_targets_are_pihou_with_their_hu_and_fa():
    s = stack()
    assert [t.target.setting.hou.name for t in s.targets] == ["豻侯", "糝侯", "大侯"]
    assert [t.target.marks[0].colour for t in s.targets] == ["豻皮", "豹皮", "熊皮"]
    assert all(t.fa.rule == "fa_dashe" and t.fa == (60, 60) for t in s.targets)
    tianzi = stack(rank="天子")
    assert [t.target.setting.hou.name for t in tianzi.targets] == ["豹侯", "熊侯", "虎侯"]
    with pytest.raises(BadValueError, match="one 侯"):
        stack(rank="大夫")
    with pytest.raises(BadValueError, match="士無臣"):
        stack(rank="士")


def test_liu_chang_gan_hangs_below_the_ground_and_says_so():
    s = stack(reading="劉敞")
    gan = s.targets[0]
    assert gan.hu_bottom_chi == 3 and gan.bottom_chi < 0
    assert any("into the ground" in a for a in s.assumptions)


def test_zheng_xuans_heights_and_liu_changs_reckoning_of_them():
    """鄭: 糝侯去地一丈五寸少半寸，大侯去地二丈二尺五寸少半寸; 劉敞: 干高一丈九尺二寸, 參侯之鵠去地
    一丈九尺二寸 — each read from the quoted words."""
    import re

    from houzhi.model.dashe import LIU_ON_ZHENG, ZHENG_HEIGHTS

    num = "[一二三四五六七八九十丈尺寸少大半]+"
    can, dahou = re.findall(f"去地({num})", ZHENG_HEIGHTS.quote)
    s = stack()
    assert (s.targets[1].bottom_chi, s.targets[2].bottom_chi) == (chi(can), chi(dahou))
    gan_top = re.search(f"干高({num})", LIU_ON_ZHENG[0].quote).group(1)
    can_hu = re.search(f"去地({num})", LIU_ON_ZHENG[1].quote).group(1)
    assert s.targets[0].top_chi == chi(gan_top) and s.targets[1].hu_bottom_chi == chi(can_hu)


@pytest.mark.parametrize("reading", [r for r in READINGS if r != "liu_chang"])
@given(d=ranges)
def test_posts_stand_upright_exactly_when_the_ropes_are_equal(reading, d):
    """The posts lean only where the lower rope is shorter than the upper (賈: 下个半上个); a 侯
    with no 舌 (郝敬's) says so of its ropes, and upright posts say why."""
    t = Target(d, reading=READINGS[reading])
    r = Rigging(t)
    assert r.upright == (r.upper_rope_chi == r.lower_rope_chi)
    assert bool(r.post_note) == r.upright
    assert bool(r.rope_note) == ("shang_she" in t.not_given)
    if not r.upright:
        assert r.lean > 0
