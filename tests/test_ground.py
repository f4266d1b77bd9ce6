"""The shooting ground: each placement rule from the text's words, bad input, the JSON, the site
DXF read back, and the Ming 射圃's inventory and staff counted from the seed."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest
from ezdxf import recover
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import halls, ranges

from houzhi.cli import main
from houzhi.errors import BadValueError, HouzhiError
from houzhi.measure.notation import format_chi, format_number, parse_measure, parse_number
from houzhi.model.ground import KINDS, PASSAGES, Hall, dashe_ground, xiangshe_ground
from houzhi.model.grounds import ground
from houzhi.model.pangong import INVENTORY, LAYOUT, ROSTER, pangong_ground


def chi(text: str) -> Fraction:
    return Fraction(parse_measure(text).to("chi").magnitude)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def xs():
    return xiangshe_ground(50)


# -- the 鄉射: each placement from the text's own words ------------------------------------------

def test_fa_where_zheng_puts_it_at_fifty_gong(xs):
    """鄭: 侯道五十步，此乏去侯北十丈，西三丈 — read from his words, not restated."""
    north, west = re.search(r"北(\w+丈)，西(\w+丈)", PASSAGES["fa_zheng"].quote).groups()
    fa = xs.item("乏")
    assert (fa.x_chi, fa.y_chi) == (-chi(west), chi(north)) == (-30, 100)


@given(ranges)
@settings(max_examples=40, deadline=None)
def test_fa_is_a_third_of_the_range_and_five_bu_west(d):
    g = xiangshe_ground(d, hall_depth=Fraction(1, 10))
    fa = g.item("fa")
    assert fa.y_chi * 3 == g.range_chi  # 參侯道，居侯黨之一
    assert -fa.x_chi == chi("五步")     # 西五步


def test_marks_on_the_hall_line_and_between_the_ying(xs):
    """堂則物當楣; 物 centred on the middle between the 楹; 上下射相去六尺."""
    shang, xia = xs.item("上射物"), xs.item("下射物")
    mei = xs.item("楣")
    assert shang.y_chi == xia.y_chi == mei.y_chi
    w, e = xs.item("西楹"), xs.item("東楹")
    assert shang.x_chi + xia.x_chi == w.x_chi + e.x_chi  # 楹間中央東西之節
    apart = re.search(r"相去(\w+尺)", PASSAGES["wu_apart"].quote).group(1)
    assert xia.x_chi - shang.x_chi == chi(apart)
    assert w.x_chi < shang.x_chi < xia.x_chi < e.x_chi  # 射自楹間


def test_marks_are_crosses_as_long_as_an_arrow(xs):
    from houzhi.canon.gear import get_gear

    m = xs.item("上射物")
    (n, s, w, e) = m.outline
    assert m.shape == "cross"
    assert n[1] - s[1] == get_gear("gan").dimension("length")  # 物長如笴
    assert e[0] - w[0] == chi("一武")                          # 距隨長武


def test_in_a_xu_the_marks_go_under_the_ridge():
    g = xiangshe_ground(50, building="序")
    assert g.item("上射物").y_chi == g.item("棟").y_chi  # 序則物當棟
    assert g.item("上射物").y_chi == g.range_chi


def test_range_measured_from_the_marks(xs):
    """量侯道謂去堂遠近也: the 物's line is the range from the target's foot line."""
    assert xs.item("上射物").y_chi - xs.item("侯").y_chi == xs.range_chi == chi("五十弓")


def test_zhong_level_with_the_fu_and_in_line_with_the_west_xu(xs):
    """南當楅 (賈: 南北節), 西當西序 (東西節)."""
    zhong, fu, xu = xs.item("中"), xs.item("楅"), xs.item("西序")
    assert zhong.y_chi == fu.y_chi
    assert zhong.x_chi == xu.x_chi < fu.x_chi


def test_zhong_level_not_south_of_the_fu_as_the_commentators_read_it(xs):
    """賈: 南當楅，南北節; 欽定儀禮義疏: 洗, 楅, 中 三者南北之節並同 — the note says so."""
    zhong = xs.item("中")
    assert "南北節" in PASSAGES["zhong_jia"].quote
    assert "三者南北之節並同" in PASSAGES["zhong_yishu"].quote
    assert PASSAGES["zhong_yishu"] in zhong.also
    assert "not south" in zhong.note
    assert zhong.y_chi == xs.item("洗").y_chi


def test_dashe_zhong_level_with_the_fu_and_ao_stands_the_dashi_level_with_the_xi():
    g = dashe_ground()
    assert g.item("中").y_chi == g.item("楅").y_chi == g.item("洗").y_chi
    assert "南當洗" in PASSAGES["zhong_ao"].quote
    assert PASSAGES["zhong_ao"] in g.item("中").also


@given(halls)
@settings(max_examples=30, deadline=None)
def test_jie_outside_the_ying_and_nearer_the_xu(hall):
    """兩階各在楹之外而近序."""
    depth, ying, width = hall
    try:
        g = xiangshe_ground(90, hall_depth=depth, ying_spacing=ying, hall_width=width)
    except BadValueError:
        return
    for jie, ying_, xu in (("西階", "西楹", "西序"), ("阼階", "東楹", "東序")):
        j, y, x = (abs(g.item(n).x_chi) for n in (jie, ying_, xu))
        assert y < j < x
        assert x - j < j - y


def test_fa_by_ao_jigong_measured_from_the_targets_west_side():
    """敖繼公: 侯黨指侯之西邊 … 西五步亦謂侯黨之西也."""
    from houzhi.model.target import Target

    g = xiangshe_ground(50, reading="ao_jigong")
    half = Target.of(50, reading="ao_jigong").width_chi / 2
    fa = g.item("乏")
    assert -fa.x_chi == chi("五步") + half
    assert fa.y_chi == g.range_chi / 3
    assert "侯黨之西" in PASSAGES["fa_ao"].quote
    # the default reading names 敖's other reckoning rather than silently picking one
    assert "敖繼公" in xiangshe_ground(50).item("乏").note


def test_wu_apart_names_both_readings_of_qi_jian_rong_gong(xs):
    """鄭 (敖 reads it 從畫 to 從畫) vs 郝敬/盛世佐 (clear space): the note names both."""
    m = xs.item("上射物")
    assert {PASSAGES[k] for k in ("wu_apart_ao", "wu_apart_hao", "wu_apart_sheng")} <= set(m.also)
    assert "郝敬" in m.note and "敖繼公" in m.note
    assert "不及五尺" in PASSAGES["wu_apart_ao"].quote


def test_fu_in_the_court_level_with_the_xi(xs):
    """乃設楅于中庭，南當洗; 洗 南北以堂深."""
    fu, xi = xs.item("楅"), xs.item("洗")
    assert fu.x_chi == 0
    assert fu.y_chi == xi.y_chi == xs.edge_y - xs.hall.depth
    assert xi.x_chi > xs.item("阼階").x_chi  # 阼階東南


def test_feng_on_the_hall_west_of_the_west_ying(xs):
    feng, ying, xu = xs.item("豐"), xs.item("西楹"), xs.item("西序")
    assert xu.x_chi < feng.x_chi < ying.x_chi  # 西楹之西
    assert feng.y_chi > xs.edge_y  # 升設: on the hall


@given(ranges.filter(lambda d: d >= 20), halls)
@settings(max_examples=40, deadline=None)
def test_placements_hold_for_any_hall(d, hall):
    depth, ying, width = hall
    try:
        g = xiangshe_ground(d, hall_depth=depth, ying_spacing=ying, hall_width=width)
    except BadValueError:
        assert chi("五十弓") * d / 50 - depth / 3 - depth <= 0  # only a hall too deep
        return
    assert g.item("中").y_chi == g.item("楅").y_chi == g.item("洗").y_chi
    assert g.item("中").x_chi == -width / 2
    assert g.item("上射物").y_chi == g.item("楣").y_chi == g.range_chi
    assert g.item("楅").y_chi > 0  # north of the target
    assert g.item("西楹").x_chi == -ying / 2


def test_hall_figures_are_assumed_and_placements_from_the_text_are_not(xs):
    for key in ("堂廉", "楣", "西序", "西楹", "西階", "洗", "豐"):
        assert xs.item(key).assumed, key
    for key in ("上射物", "下射物", "中", "楅", "乏", "侯"):
        assert not xs.item(key).assumed, key
    assert any("--hall-depth" in a for a in xs.assumptions)
    given_hall = xiangshe_ground(50, hall_depth="三丈", ying_spacing="二丈", hall_width="四丈")
    assert not any("--hall-depth" in a or "--ying-spacing" in a for a in given_hall.assumptions)


# -- the 大射 -------------------------------------------------------------------------------------

def test_dashe_three_targets_and_their_fa():
    g = dashe_ground()
    jia = PASSAGES["dashe_fa_jia"].quote
    each = chi(re.search(r"皆(\w+丈)", jia).group(1))  # 賈: 西與北皆六丈
    mark = g.item("上射物").y_chi
    for name, words in zip(("干", "參", "大侯"), ("五十", "七十", "九十"), strict=True):
        t, fa = g.item(name), g.item(f"{name}之乏")
        assert mark - t.y_chi == chi(f"{words}弓")
        assert (fa.x_chi - t.x_chi, fa.y_chi - t.y_chi) == (-each, each)
    assert g.item("大侯").y_chi == 0


def test_dashe_fu_and_zhong_by_the_xiangshe_as_zheng_cites_it():
    g = dashe_ground()
    bi, zhong, xi = g.item("楅"), g.item("中"), g.item("洗")
    assert "當洗" in g.item("楅").also[0].quote and bi.y_chi == xi.y_chi
    assert zhong.y_chi == bi.y_chi and zhong.x_chi == g.item("西序").x_chi
    assert xi.assumed and bi.y_chi > g.item("干").y_chi


def test_dashe_fubu_northwest_of_the_da_hou_and_the_step_back():
    g = dashe_ground()
    fb, hou = g.item("服不"), g.item("大侯")
    west_end = hou.outline[0][0]
    assert (west_end - fb.x_chi, fb.y_chi - hou.y_chi) == (chi("三步"), chi("三步"))
    assert fb.assumed
    back, mark = g.item("賓待位"), g.item("上射物")
    three = re.search(r"物北(\w+尺)", PASSAGES["bin_dai_jia"].quote).group(1)  # 賈: 物北三尺
    assert (back.x_chi, back.y_chi - mark.y_chi) == (mark.x_chi, chi(three))
    assert g.extra["hall_height_chi"] == chi("七尺")  # 諸侯之堂


# -- bad input -----------------------------------------------------------------------------------

@pytest.mark.parametrize("kw", [
    {"hall_depth": 0}, {"hall_depth": -3}, {"ying_spacing": 0}, {"ying_spacing": "-1丈"},
    {"hall_width": 0}, {"ying_spacing": 50, "hall_width": 40}, {"hall_depth": "三十丈"},
    {"ying_spacing": 6},
])
def test_bad_hall_is_refused(kw):
    with pytest.raises(HouzhiError):
        xiangshe_ground(50, **kw)


@pytest.mark.parametrize("argv", [
    ["--hall-depth", "0"], ["--hall-depth", "-2丈"], ["--ying-spacing", "0"],
    ["--ying-spacing", "-5"], ["--hall-depth", "40丈"], ["--rite", "大射", "--hall-depth", "50丈"],
    ["--rite", "大射", "--range", "70"], ["--rite", "燕射"], ["--hall-depth", "deep"],
    ["--range", "0"], ["--rite", "頖宮", "--hall-depth", "0"], ["--standard", "nowhere"],
    ["--rite", "大射", "--rank", "王"], ["--building", "廟"], ["--ying-spacing", "5尺"],
    ["--rite", "頖宮", "--range", "1"],
    # options the ground would ignore are refused, not silently dropped
    ["--rite", "頖宮", "--rank", "士"], ["--rite", "頖宮", "--reading", "郝敬"],
    ["--rite", "頖宮", "--standard", "han"], ["--rite", "pangong", "--standard", "qing"],
    ["--rite", "頖宮", "--building", "序"], ["--rank", "士"], ["--range", "70", "--building", "序"],
])
def test_cli_bad_input_one_line_exit_2(capsys, argv):
    code, out, err = run(capsys, "ground", *argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("houzhi: error: ")
    assert "Traceback" not in err


def test_dxf_to_a_missing_folder_leaves_nothing(capsys, tmp_path):
    path = tmp_path / "no" / "site.dxf"
    code, _, err = run(capsys, "ground", "--dxf", str(path))
    assert code == 2 and err.count("\n") == 1
    assert not path.parent.exists()


# -- output --------------------------------------------------------------------------------------

def test_json_lists_every_item_exactly(capsys):
    code, out, _ = run(capsys, "ground", "--json")
    assert code == 0
    data = json.loads(out)
    m = Fraction(data["metres_per_chi"])
    assert data["items"] and data["frame"].startswith("x east, y north")
    for it in data["items"]:
        assert {"name", "x_chi", "y_chi", "x_m", "y_m", "citation", "assumed"} <= it.keys()
        assert isinstance(it["assumed"], bool) and it["kind"] in KINDS
        x, y = Fraction(it["x_chi"]), Fraction(it["y_chi"])
        assert it["x_m"] == pytest.approx(float(x * m)) and it["y_m"] == pytest.approx(float(y * m))
        assert it["citation"]["quote"] and it["citation"]["work"]
        tape = it["tape"]
        assert tape["from_target_centre_chi_decimal"] == pytest.approx(float(x * x + y * y) ** 0.5, abs=1e-4)
        edge = Fraction(data["hall"]["edge_y_chi"])
        assert Fraction(tape["south_of_hall_edge_chi"]) == edge - y
        assert tape["from_hall_edge_centre_chi_decimal"] == pytest.approx(
            float(x * x + (y - edge) ** 2) ** 0.5, abs=1e-4)
    fa = next(i for i in data["items"] if i["name"] == "乏")
    assert (fa["x_chi"], fa["y_chi"]) == ("-30", "100")


def test_table_shows_flags_sources_and_assumptions(capsys):
    code, out, _ = run(capsys, "ground", "--hall-depth", "二丈", "--standard", "donghan")
    assert code == 0
    assert "乏" in out and "西三丈" in out and "北十丈" in out
    assert "堂深" not in out.split("assumed:")[1].splitlines()[0]  # depth given: not assumed
    assert "「序則物當棟，堂則物當楣」" in out and "donghan" in out


def test_building_and_range_from_the_command_line(capsys):
    code, out, _ = run(capsys, "ground", "--rite", "鄉射", "--range", "七十弓", "--building", "序",
                       "--json")
    assert code == 0
    data = json.loads(out)
    items = {i["key"]: i for i in data["items"]}
    assert data["range_chi"] == "420" and data["hall"]["building"] == "序"
    assert items["shang_wu_mark"]["y_chi"] == items["dong"]["y_chi"] == "420"


@pytest.mark.parametrize(("given", "rite"), [("50", "鄉射"), ("七十弓", "大射"), ("90", "大射")])
def test_with_no_rite_the_range_chooses_it_as_target_does(capsys, given, rite):
    """`ground --range 70` stakes out the target `target 70` gives: the 大射's 參, not a 鄉射 侯."""
    from houzhi import Target

    code, out, _ = run(capsys, "ground", "--range", given, "--json")
    data = json.loads(out)
    assert code == 0 and data["rite"] == rite == Target.of(given).setting.rite.label
    if rite == "大射":
        assert any("no rite given" in n for n in data["notes"])


def test_pangong_table_in_ming_measure(capsys):
    code, out, _ = run(capsys, "ground", "--rite", "頖宮")
    assert code == 0
    assert "ming" in out and "網絡錄文" in out and "~" in out
    assert "弓一十六" in out and "籌八十" in out


def test_pangong_takes_only_its_own_standard(capsys):
    plain = run(capsys, "ground", "--rite", "頖宮")
    ming = run(capsys, "ground", "--rite", "頖宮", "--standard", "ming")
    assert plain == ming and plain[0] == 0
    assert "in Ming 尺 (營造尺)" in plain[1] and "standard: ming" in plain[1]


@pytest.mark.parametrize(("gong", "land_m"), [(50, "81.75"), (70, "114.45"), (36, "58.86")])
def test_pangong_land_measure_note_follows_the_range(gong, land_m):
    # 量地尺 32.7 cm × 5尺 a 弓: 50弓 = 81.75 m, 70弓 = 114.45 m, 36弓 = 58.86 m
    notes = " ".join(pangong_ground(gong).notes)
    assert f"{format_number(gong)}弓 would be" in notes and f"({land_m} m" in notes
    assert ("五十弓" in notes) == (gong == 50)
    target = next(it for it in pangong_ground(gong).items if it.key == "bu_hou")
    assert ("as asked" in target.note) == (gong != 50)


@pytest.mark.parametrize(("ying", "derived"), [(100, True), (40, True), (30, False), (None, False)])
def test_a_derived_hall_width_says_where_it_came_from(ying, derived):
    g = xiangshe_ground(50, ying_spacing=ying)
    (line,) = [a for a in g.assumptions if a.startswith("兩序")]
    assert ("from your --ying-spacing" in line) == derived
    assert line.startswith("兩序 " + format_chi(g.hall.width))
    assert derived == (g.hall.width != 40)
    assert xiangshe_ground(50, ying_spacing=ying, hall_width=300).assumptions == tuple(
        a for a in g.assumptions if not a.startswith("兩序"))


def test_site_dxf_reads_back_audited(capsys, tmp_path):
    path = tmp_path / "site.dxf"
    code, _, _ = run(capsys, "ground", "--rite", "大射", "--dxf", str(path))
    assert code == 0
    doc, auditor = recover.readfile(path)
    assert not auditor.has_errors
    assert not doc.audit().has_errors
    assert doc.header["$INSUNITS"] == 6  # metres
    layers = {layer.dxf.name for layer in doc.layers}
    assert {k.upper() for k in KINDS} <= layers
    texts = {e.dxf.text for e in doc.modelspace().query("TEXT")}
    g = dashe_ground()
    for it in g.items:
        assert any(t.startswith(it.name) for t in texts), it.name
        assert doc.modelspace().query(f'*[layer=="{it.kind.upper()}"]'), it.kind
    # the 大侯's 乏 at 六丈 north and west, in metres under the default standard
    m = 0.231
    ys = [e.dxf.center.y for e in doc.modelspace().query('CIRCLE[layer=="BLIND"]')]
    assert any(abs(y - 60 * m) < 1e-6 for y in ys)


def test_ground_plan_drawn_from_the_model():
    import matplotlib.figure

    from houzhi.render.plots import ground_plan

    fig = ground_plan(ground("頖宮"))
    assert isinstance(fig, matplotlib.figure.Figure)
    words = {t.get_text() for ax in fig.axes for t in ax.texts}
    assert {"乏*~", "楅*~", "布侯"} <= words


# -- the quotes: each at its leaf (test_citations); the seed's words ----------------------------------------------------------------

_VARIANTS = str.maketrans({"矦": "侯", "躳": "躬", "爲": "為", "歩": "步", "筭": "算", "閒": "間",
                           "参": "參", "髙": "高", "葢": "蓋", "邉": "邊", "㢘": "廉", "逺": "遠",
                           "於": "于", "賔": "賓", "横": "橫"})


def _norm(text: str) -> str:
    return re.sub(r"[，。；：、「」\s()/¶　]", "", text).translate(_VARIANTS)


def test_every_quote_is_walked_by_the_citation_tests():
    """Each placement's quote is found on its leaf by test_citations, which walks them all."""
    from shelf import all_citations

    walked = set(all_citations())
    assert [k for k, c in PASSAGES.items() if c.kanripo and c not in walked] == []


# -- the Ming 射圃: counted from the seed ---------------------------------------------------------

_T2S = str.maketrans({
    "設": "设", "豐": "丰", "東": "东", "兩": "两", "階": "阶", "樂": "乐", "歌": "歌", "賓": "賔",
    "釋": "释", "獲": "获", "約": "约", "詩": "诗", "執": "执", "贊": "賛", "擯": "摈", "觶": "觯",
    "張": "张", "鐘": "钟", "簫": "箫", "琴": "琴", "決": "决", "籌": "筹", "與": "与",
    "衆": "众", "遵": "遵", "尊": "尊", "洗": "洗", "於": "于", "面": "靣", "畫": "画",
    "長": "长", "謂": "谓", "位": "位", "許": "许", "離": "离", "馬": "马", "後": "后", "門": "门",
    "陳": "陈", "倚": "倚", "為": "为", "敏": "敏", "達": "达", "諸": "诸", "數": "数", "則": "则",
    "間": "间", "飲": "饮", "勝": "胜", "採": "采", "復": "复", "誘": "诱", "臺": "台", "繫": "系",
    "閒": "间", "堂": "堂", "楣": "楣", "通": "通", "節": "节", "禮": "礼", "舉": "举", "揚": "扬",
    "壺": "壶", "懸": "悬", "處": "处", "納": "纳", "餘": "余", "無": "无", "損": "损", "壞": "坏",
    "備": "备", "塤": "埙", "須": "须", "隨": "随", "時": "时", "牘": "牍", "對": "对",
})
#: The transcription's lost glyphs (private-use code points), as the text reads them.
_LOST = str.maketrans({"\uef6e": "扬", "\uea20": "玄", "\ueb8e": "弦", "鼔": "鼓"})


def _seed_002(seeds: Path) -> str:
    (path,) = seeds.glob("002_*.txt")
    return path.read_text(encoding="utf-8").translate(_LOST)


def test_roster_and_inventory_complete(seeds):
    line3 = _seed_002(seeds).splitlines()[2]
    note = line3[line3.index("【") + 1:line3.index("】")]
    staff, gear = note.split("皆诸生善良敏达者为之")
    # the staff: every "…N人" in the text, in order
    found = re.findall(r"([^人]+?)((?:各)?[一二三四五六七八九十]+人)", staff)
    assert [(n.translate(_T2S), c) for n, c in
            ((e.name, e.count) for e in ROSTER)] == [(n, c) for n, c in found]
    # the gear: 其器數則 … up to the remark 矢宜多備
    listed = gear.split("其器数则", 1)[1].split("矢宜多备", 1)[0]
    words = re.findall(r"([^一二三四五六七八九十各如]+?)((?:各)?[一二三四五六七八九十]+|如之)", listed)
    expanded = []
    for names, count in words:
        if count.startswith("各"):  # 鼓钟磬琴瑟各一: one each
            expanded += [(n, count[1:]) for n in names]
        else:
            expanded.append((names, count))
    assert [(e.name.translate(_T2S), e.count) for e in INVENTORY] == expanded
    assert parse_number("一十六") == next(e.total for e in INVENTORY if e.name == "弓") == 16
    assert next(e.total for e in INVENTORY if e.name == "決遂") == 16  # 決遂如之
    # 各: one each of the instruments named; 弟子代賓等 has no number
    assert next(e.total for e in ROSTER if e.name == "司鐘鼓及磬") == len("鐘鼓磬")
    assert next(e.total for e in ROSTER if e.name.startswith("弟子")) is None


def test_layout_quotes_are_in_the_seed(seeds):
    text = _norm(_seed_002(seeds))
    for key, c in LAYOUT.items():
        for part in c.quote.split("……"):
            assert _norm(part.translate(_T2S)) in text, (key, part)


def test_pangong_approximate_where_the_text_says_shao_or_xu():
    g = pangong_ground()
    for it in g.items:
        if re.search("[少許]", it.citation.quote):
            assert it.approximate, it.name
    assert g.item("布侯").y_chi == 0 and g.item("射位（物）").y_chi == chi("二十五丈")  # 50 × 5尺
    assert g.extra["standard"] == "ming" and "Ming 尺" in g.frame


def test_gear_rite_pangong_json(capsys):
    code, out, _ = run(capsys, "gear", "--rite", "頖宮", "--json")
    assert code == 0
    data = json.loads(out)
    assert [e["name"] for e in data["inventory"]] == [e.name for e in INVENTORY]
    assert len(data["roster"]) == len(ROSTER)
    assert data["citations"]["inventory"]["edition"] == "網絡錄文"
    code, out, _ = run(capsys, "gear", "--json")
    assert code == 0 and json.loads(out)["gear"]


def test_hall_object_refuses_nonsense():
    with pytest.raises(HouzhiError):
        Hall(building="廟")
    with pytest.raises(HouzhiError):
        Hall(depth=Fraction(0))


@given(st.sampled_from(["鄉射", "大射", "頖宮"]))
@settings(max_examples=3, deadline=None)
def test_every_item_is_cited(rite):
    for it in ground(rite):
        assert it.citation.quote
        assert it.citation.work


def test_ground_and_gear_start_light():
    import subprocess
    import sys

    code = (
        "import sys, io, contextlib\n"
        "from houzhi.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['ground', '--json']); main(['ground', '--rite', '大射'])\n"
        "    main(['ground', '--rite', '頖宮']); main(['gear', '--rite', '頖宮', '--json'])\n"
        "print([m for m in ('matplotlib', 'ezdxf', 'sympy') if m in sys.modules])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_court_as_li_rugui_reckons_it_is_named_not_assumed(xs):
    """儀禮釋宮: 庭蓋三堂之深 … 鄉射之侯去堂三十丈 — a 堂深 of a third of the range is offered,
    and the hall that depth still lays out."""
    assert "庭蓋三堂之深" in PASSAGES["ting_shen"].quote
    assert any("十丈" in n and "--hall-depth" in n for n in xs.notes)
    assert xs.hall.depth != xs.range_chi / 3
    g = xiangshe_ground(50, hall_depth=xs.range_chi / 3 - 1)
    assert g.item("洗").y_chi > 0


def test_dashe_marks_cite_the_dashe_text():
    """大射: 兩楹之間，疏數容弓 … 度尺而午 — the same spacing and cross as the 鄉射記."""
    g = dashe_ground()
    m = g.item("上射物")
    assert PASSAGES["dashe_wu"] in m.also and "疏數容弓" in PASSAGES["dashe_wu"].quote
    assert g.item("下射物").x_chi - m.x_chi == xiangshe_ground(50).item("下射物").x_chi * 2


def test_dashe_fa_midway_between_two_targets_as_ao_jigong_says():
    """敖繼公: 北十步 … 當二侯相去之中 — the 乏 of the 干 and of the 參 each stand midway to the
    next target (the ranges 20 貍步 apart)."""
    g = dashe_ground()
    assert "當二侯相去之中" in PASSAGES["dashe_fa_ao"].quote
    for near, far in (("干", "參"), ("參", "大侯")):
        fa, a, b = g.item(f"{far}之乏"), g.item(near), g.item(far)
        assert fa.y_chi * 2 == a.y_chi + b.y_chi


@given(st.integers(10, 120))
def test_pangong_range_as_a_length_is_in_ming_measure(n):
    # the 射圃's 弓 is 5 Ming 尺 of 0.32 m: n弓 = 5n尺 = 1.6n m, however the range is written
    for text in (n, str(n), f"{n}弓", f"{5 * n}尺", f"{Fraction(8, 5) * n} m"):
        g = pangong_ground(text)
        assert g.range_gong == n and g.range_chi == 5 * n, text


@pytest.mark.parametrize("which", ["鄉射 50", "鄉射 70", "鄉射 90", "大射", "頖宮"])
def test_the_ground_plan_s_labels_lie_apart(which):
    """No two labels of the ground plan's drawing (the whole ground and its two enlargements)
    cover one another where they are seen (inside their axes): the raising lines' stakes once
    set their long names over the 獲者's beside them."""
    import itertools

    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.render.plots import ground_plan

    rite, *rng = which.split()
    g = ground(rite, int(rng[0])) if rng else ground(rite)
    fig = ground_plan(g)
    r = FigureCanvasAgg(fig).get_renderer()
    for ax in fig.axes:
        frame = ax.get_window_extent(r)
        seen = [(t.get_text(), t.get_window_extent(r)) for t in ax.texts if t.get_text().strip()]
        seen = [(s, e) for s, e in seen if frame.x0 <= e.x0 and e.x1 <= frame.x1
                and frame.y0 <= e.y0 and e.y1 <= frame.y1]
        assert len(seen) >= 2, ax.get_title()
        for (s, a), (u, c) in itertools.combinations(seen, 2):
            assert not (min(a.x1, c.x1) - max(a.x0, c.x0) > 0.5
                        and min(a.y1, c.y1) - max(a.y0, c.y0) > 0.5), (ax.get_title(), s, u)
