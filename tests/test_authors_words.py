"""Readings and rites as their authors wrote them: each finding of a reading against the shelf,
with the passage it rests on (each quote checked on its leaf), and what houzhi now does.

Findings: the 雲氣 on a 丹 ground (凡畫者丹質) and the readings of what the 丹質 belongs to; the
白質 and 赤質; a beast's head painted in its coat, not a colour; the 士's 賓射 豻侯; each 正's
colour where it stands; the 乏 of a 諸侯's 賓射 of two 侯; 郝敬's 物; the 乏's 從廣 and 敖繼公's
folded 下舌 and 兩植; the eye of the 大射's sight lines.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from shelf import find_on_leaf
from strategies import ranges

from houzhi import Target
from houzhi.canon.rites import (
    C_DANZHI,
    C_MAOWU,
    C_SHEREN_AN_JIA,
    C_SHEREN_YUNQI,
    C_YUNQI,
    C_ZHI,
    C_ZHI_JIA,
    C_ZHI_YISHUO,
    DANZHI_YISHUO,
    DANZHI_ZHENG,
    YUNQI,
)
from houzhi.canon.statements import STATEMENTS
from houzhi.cli import main
from houzhi.making.build import build
from houzhi.model.check import compare_one
from houzhi.model.marks import COAT


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def on_leaf(texts, c) -> bool:
    return bool(find_on_leaf(texts, c.kanripo, c.leaf, c.quote))


PAINTED = [("鄉射", None, 50), ("賓射", "天子", 90), ("賓射", "諸侯", 70), ("賓射", "大夫", 50),
           ("燕射", "天子", 50), ("燕射", "諸侯", 50), ("燕射", "大夫", 50), ("燕射", "士", 50)]


# -- 凡畫者丹質: the 雲氣 on a ground of 丹 ------------------------------------------------------

def test_the_ji_and_zheng_paint_clouds_on_a_dan_ground(texts):
    # 記 葉78a 凡畫者丹質; 鄭: 賓射之侯、燕射之侯皆畫雲氣於側以為飾，必先以丹采其地
    assert on_leaf(texts, C_DANZHI) and on_leaf(texts, C_YUNQI)
    assert "丹采其地" in C_YUNQI.quote and C_YUNQI.author == "鄭玄" and C_YUNQI.layer == "注"
    assert YUNQI.citation is C_YUNQI and C_DANZHI in YUNQI.citations


@pytest.mark.parametrize(("rite", "rank", "d"), PAINTED)
def test_every_painted_hou_has_its_clouds_on_dan(rite, rank, d):
    t = Target.of(d, rite=rite, rank=rank)
    y = t.yunqi
    assert y is not None and y.ground == "丹" and y.placed
    assert y.length_chi == t.zhong_side_chi and len(y.strips) == 2
    # the strips lie down the sides of the 中, clear of the 鵠
    (wx0, _, wx1, _), (ex0, _, ex1, _) = y.strips
    assert wx0 == -t.zhong_side_chi / 2 and ex1 == t.zhong_side_chi / 2
    assert wx1 <= -t.hu_side_chi / 2 and ex0 >= t.hu_side_chi / 2
    assert any("丹采其地" in a for a in t.assumptions)
    assert any("houzhi's assumption" in a and "雲氣" in a for a in t.assumptions)


def test_a_caihou_s_clouds_are_in_its_zheng_s_colours_a_shouhou_s_not_given(texts):
    # 鄭 on 射人: 大夫以上與賓射節侯以雲氣，用采各如其正
    assert on_leaf(texts, C_SHEREN_YUNQI) and "用采各如其正" in C_SHEREN_YUNQI.quote
    assert Target.of(50).yunqi.colours == ("朱", "綠")
    assert Target.of(90, rite="賓射", rank="天子").yunqi.colours == ("朱", "白", "蒼", "黃", "玄")
    assert Target.of(50, rite="燕射", rank="士").yunqi.colours == ()


@pytest.mark.parametrize("d", [50, 70, 90])
def test_a_pihou_has_hide_on_its_sides_not_clouds(d):
    # 賈 on 梓人: 唯大射以皮飾侯者，對賓射射正者以五色飾侯之側為雲氣也
    assert Target.of(d, rite="大射").yunqi is None


@settings(max_examples=25, deadline=None)
@given(ranges)
def test_the_dan_to_paint_is_two_strips_of_the_zhong_by_one_chi(d):
    b = build(d, rite="鄉射")
    z = b.target.zhong_side_chi
    assert b.marks.yunqi is not None and b.marks.yunqi.area_chi2 == 2 * z * Fraction(1)
    assert b.marks.paint_chi2 == sum(r.area_chi2 for r in b.marks.painted) + 2 * z


def test_the_yishu_s_readings_of_what_the_danzhi_belongs_to(texts, capsys):
    # 義疏 卷十 葉24b: 一說此丹質專承布侯而言…蓋熊侯白質，麋侯赤質，而布侯則丹質也，亦通
    assert on_leaf(texts, C_ZHI_YISHUO) and "布侯則丹質也" in C_ZHI_YISHUO.quote
    assert C_ZHI_YISHUO.work == "欽定儀禮義疏" and C_ZHI_YISHUO.quote.endswith("亦通")
    assert DANZHI_ZHENG.citation is C_YUNQI and DANZHI_YISHUO.citation is C_ZHI_YISHUO
    assert "not houzhi's" in DANZHI_YISHUO.statement and "(houzhi's)" in DANZHI_ZHENG.statement
    for name in ("丹質", "雲氣"):
        code, out, err = run(capsys, "source", name)
        assert code == 0 and not err and "「凡畫者丹質」" in out
    code, out, _ = run(capsys, "source", "丹質")
    assert "rule danzhi_yishuo" in out and "rule danzhi_zheng_xuan" in out and "rule yunqi" in out


# -- the 白質 and 赤質 -----------------------------------------------------------------------------

def test_the_white_and_red_grounds_are_coloured_the_bu_hou_left_white(texts):
    # 鄭: 白質赤質皆謂采其地，其地不采者白布也; 賈: 以蜃灰塗之使白為地
    assert on_leaf(texts, C_ZHI) and on_leaf(texts, C_ZHI_JIA)
    tianzi, zhuhou = build(50, rite="燕射", rank="天子"), build(50, rite="燕射", rank="諸侯")
    for b, colour in ((tianzi, "白"), (zhuhou, "赤")):
        heads = sum(r.area_chi2 for r in b.marks.rings)
        assert b.marks.ground == colour and b.marks.ground_chi2 == b.target.area_chi2 - heads
    assert any("蜃灰" in n for n in tianzi.marks.notes)
    for rank in ("大夫", "士"):
        b = build(50, rite="燕射", rank=rank)
        assert b.marks.ground_chi2 == 0 and any("白布也" in n for n in b.marks.notes)


# -- a beast's head is painted in its coat, not a colour ------------------------------------------

def test_a_head_is_painted_in_its_coat_not_a_colour_named(texts, capsys):
    # 鄭: 熊麋虎豹鹿豕，皆正面畫其頭…其畫之皆毛物之
    assert on_leaf(texts, C_MAOWU)
    code, out, _ = run(capsys, "target", "50", "--rite", "燕射", "--rank", "士")
    assert code == 0 and "鹿首鹿" not in out and "豕首豕" not in out
    rows = [r for r in out.splitlines() if r.startswith(("鹿首", "豕首"))]
    assert len(rows) == 2 and all(re.match(r"\S+首 +毛物 \(the .'s own coat", r) for r in rows)
    t = Target.of(50, rite="燕射", rank="士")
    assert all(m.colour == COAT and m.colour_by[0] is C_MAOWU for m in t.marks)


# -- the 士's 賓射: a 豻侯 -------------------------------------------------------------------------

def test_the_shi_s_binshe_hou_is_an_an_hou_trimmed_with_an_hide(texts, capsys):
    # 射人: 士以三耦射豻侯…五節二正; 鄭: 士與士射則以豻皮飾侯; 賈: 明於兩畔以豻皮飾之
    assert on_leaf(texts, C_SHEREN_AN_JIA) and "豻皮" in C_SHEREN_YUNQI.quote
    t = Target.of(50, rite="賓射", rank="士")
    assert t.setting.hou.name == "豻侯" and t.setting.hou.marks == "二正" and t.shi is not None
    assert t.shi.hide == "豻" and t.yunqi is None
    assert [m.colour for m in t.marks] == ["綠", "朱"]
    code, out, err = run(capsys, "source", "豻侯")
    assert code == 0 and not err and "painted with 二正, the sides of its 中 trimmed with 豻皮" in out
    assert Target.of(50, rite="賓射", rank="大夫").yunqi is not None  # 大夫以上…以雲氣


# -- the 正's colours where they stand --------------------------------------------------------------

@pytest.mark.parametrize(("d", "rank"), [(50, "大夫"), (70, "諸侯"), (90, "天子")])
def test_each_zheng_colour_is_cited_where_it_stands(d, rank, texts):
    t = Target.of(d, rite="賓射", rank=rank)
    for m in t.marks:
        assert m.colour_by and m.colour in m.colour_by[0].quote and on_leaf(texts, m.colour_by[0])
    if d == 50:  # the 綠 where 朱綠 stands, not the 梓人注 that lists 朱白蒼黃黑
        assert all(any("朱綠" in c.quote for c in m.colour_by) for m in t.marks)


def test_the_table_names_the_colour_s_passage(capsys):
    _, out, _ = run(capsys, "target", "50")
    row = next(r for r in out.splitlines() if re.match(r"正 +綠", r))
    assert "colour 《周禮注疏》卷三十〈夏官·射人〉鄭玄注 葉26a" in row


# -- the 乏 of a 諸侯's 賓射 of two 侯 ------------------------------------------------------------------

def test_two_hou_do_not_take_jia_s_reason_for_three():
    t = Target.of(70, rite="賓射", rank="諸侯")
    assert t.fa_rule.key == "fa_binshe"
    assert not any("三侯入堂深" in c.quote for c in t.fa_rule.citations)
    assert "houzhi's assumption" in t.fa_rule.statement
    assert any("二獲二容" in c.quote for c in t.fa_rule.citations)
    note = next(a for a in t.assumptions if "賓射's 乏" in a)
    assert "houzhi's assumption" in note
    # three 侯, as the 大射's: 賈's reason is about three, and houzhi's rule carries it
    three = Target.of(90, rite="賓射", rank="天子")
    assert three.fa_rule.key == "fa_three" and "houzhi's assumption" in three.fa_rule.statement
    assert three.fa[:2] == Target.of(90, rite="大射", rank="諸侯").fa[:2]


# -- check rows for what the reviewed passages state ------------------------------------------------

def _rows(quote_part: str):
    return [s for s in STATEMENTS if quote_part in s.citation.quote]


def test_hao_jing_s_six_chi_is_the_clear_space_not_houzhi_s_stroke_to_stroke(texts):
    # 郝敬: 其間謂兩物相去中間可容弓，六尺曰弓…從長半步，不言橫，同也
    gap = next(s for s in _rows("中間可容弓") if s.subject == "gear")
    assert gap.key == "wu_mark.clear between" and on_leaf(texts, gap.citation)
    c = compare_one(gap)
    assert c.agrees is False and c.ok and c.computed == Fraction(24, 5)  # 六尺 less a 武
    assert "九尺" in gap.explained and "七尺二寸" in gap.explained
    heng = next(s for s in _rows("不言橫") if s.subject == "gear")
    assert on_leaf(texts, heng.citation) and heng.expected == 3
    from houzhi.model.ground import READING_NOTES
    note = next(n for n in READING_NOTES if "郝敬" in n)
    assert "九尺" in note and "7尺2寸" in note and "從長半步，不言橫，同也" in note


def test_ao_jigong_s_folded_xia_she_and_his_two_posts(texts):
    # 敖: 下个出於躬五尺，中掩之，是所掩者二尺五寸也; 下舌之長若如上舌，則兩植相去五丈六尺有餘
    for part, value in (("所掩者二尺五寸", Fraction(5, 2)), ("兩植相去", Fraction(56))):
        rows = [s for s in _rows(part) if s.expected == value]
        assert rows and all(s.reading == "ao_jigong" and on_leaf(texts, s.citation) for s in rows)
        assert all(compare_one(s).agrees for s in rows)


def test_the_jiu_tu_s_fa_is_seven_chi_both_ways(texts):
    # 舊圖: 乏一名容，似今之屏風，其制從廣七尺
    rows = _rows("從廣七尺")
    keys = {s.key for s in rows}
    assert {"fa.breadth", "fa.height"} <= keys and all(compare_one(s).agrees for s in rows)
    assert all(on_leaf(texts, s.citation) for s in rows)
    assert any("houzhi's reading" in s.note for s in rows if s.key == "fa.height")


# -- the eye of the sight lines ---------------------------------------------------------------------

def test_the_eye_is_liu_chang_s_and_the_hall_sheng_shizuo_s(texts, capsys):
    from houzhi.canon.rules import EYE
    from houzhi.model.dashe import SHIZUO_ON_EYE, stack

    # 劉敞: 令人目高七尺，從干望參; 盛世佐: 但以目高七尺計之，而不計堂去庭之數
    assert on_leaf(texts, EYE.citation) and on_leaf(texts, SHIZUO_ON_EYE)
    assert EYE.citation in stack().citations and SHIZUO_ON_EYE in stack().citations
    _, out, _ = run(capsys, "dashe")
    assert "令人目高七尺，從干望參" in out.split("sight lines from an eye")[1].splitlines()[0]
    _, out, _ = run(capsys, "dashe", "--rank", "諸侯")
    head = out.split("sight lines from an eye")[1].splitlines()[0]
    assert "盛世佐" in head and "不計堂去庭之數" in head
    _, out, _ = run(capsys, "dashe", "--eye", "5尺")
    assert "(as given)" in out.split("sight lines from an eye")[1].splitlines()[0]


# -- the 頖宮 (李之藻, seed 002): every statement of place, placed or why not -------------------------

def _seed_text(seeds) -> str:
    from test_ground import _norm, _seed_002

    return _norm(_seed_002(seeds))


def _in_seed(quote: str) -> str:
    from test_ground import _T2S, _norm

    return _norm(quote.translate(_T2S))


def test_every_statement_of_place_is_placed_or_says_why_not(seeds):
    from houzhi.model.pangong import PLACEMENTS, pangong_ground

    text = _seed_text(seeds)
    line = text.split("【", 1)[0]  # the 位設, before the roster's note
    # in the text's order, each where the seed has it
    at = [line.find(_in_seed(p.passage.quote.split("……")[0])) for p in PLACEMENTS]
    assert -1 not in at and at == sorted(at) and len(PLACEMENTS) == 26
    # every verb of setting in the 位設 is one of them: 設, 立, 陳, 倚, 懸 (悬), 在 (篚在其南)
    verbs = len(re.findall("设|立[^本]|陈|倚|悬|篚在", line)) - line.count("序立")
    assert verbs <= len(PLACEMENTS) + 1  # 序陳 and 序立 are part of their statements
    g = pangong_ground()
    keys = {it.key for it in g.items}
    notes = " ".join(g.notes)
    for p in PLACEMENTS:
        if p.placed:
            assert set(p.items) <= keys, p.key
            assert any(it.citation is p.passage or p.passage in it.also for it in g.items
                       if it.key in p.items), p.key
        else:
            assert p.why_not and f"「{p.passage.quote}」 — {p.why_not}" in notes


def test_yuesheng_stand_southeast_of_the_zuo_jie(seeds):
    from houzhi.model.pangong import LAYOUT, pangong_ground

    assert _in_seed("樂生歌生位設阼階之東南") in _seed_text(seeds)
    g = pangong_ground()
    jie, yue, xi = (next(it for it in g.items if it.key == k) for k in ("zuo_jie", "yuesheng", "xi"))
    assert yue.x_chi > jie.x_chi and yue.y_chi < jie.y_chi  # 阼階之東南
    assert xi.x_chi > jie.x_chi and xi.y_chi < jie.y_chi    # 設洗于阼階東南
    assert LAYOUT["xi_jie"] in xi.also and "去楹五尺許 does not hold" in yue.note


def test_the_seed_s_remarks_on_its_numbers_go_with_the_entries(seeds):
    from houzhi.model.pangong import INVENTORY, REMARKS, ROSTER, pangong_ground

    text = _seed_text(seeds)
    for _, c in REMARKS:
        assert _in_seed(c.quote) in text, c.quote
    by = {e.name: e for e in (*ROSTER, *INVENTORY)}
    for name, words in (("衆賓", "固無定數"), ("揚觶", "必須二人"), ("斯禁", "以卓代"),
                        ("矢", "多備"), ("鐘", "無鐘琴簫"), ("歌詩", "歌只二人")):
        assert any(words in c.quote for c in by[name].remarks), name
    assert all(names and set(names) <= set(by) for names, _ in REMARKS)
    notes = " ".join(pangong_ground().notes)
    assert "houzhi's reading of the Ming measure" in notes and "固無定數" in notes


# -- the 丹質 by whose reading: --danzhi ----------------------------------------------------------

def test_the_yishuo_gives_the_bu_hou_a_dan_ground_and_no_clouds(capsys):
    import pickle

    t = Target.of(50, rite="燕射", rank="士", danzhi="一說")
    assert t.ground == "丹" and t.yunqi is None
    assert pickle.loads(pickle.dumps(t)) == t
    assert any("一說" in a and "布侯則丹質也" in a for a in t.assumptions)
    b = build(50, rite="燕射", rank="士", danzhi="一說")
    heads = sum(r.area_chi2 for r in b.marks.rings)
    assert b.marks.ground == "丹" and b.marks.ground_chi2 == b.target.area_chi2 - heads
    # the 熊侯 and 麋侯 keep their 白質 and 赤質; a 采侯 keeps the 雲氣 of 梓人 and 射人
    assert Target.of(50, rite="燕射", rank="天子", danzhi="一說").ground == "白"
    kept = Target.of(50, danzhi="yishuo")
    assert kept.yunqi is not None and any("梓人 and 射人" in a for a in kept.assumptions)
    code, out, _ = run(capsys, "target", "50", "--rite", "燕射", "--rank", "士", "--danzhi", "一說")
    assert code == 0 and "ground 丹" in out and "雲氣 ×" not in out
    # 鄭's reading, the default, names the other
    assert any("--danzhi 一說" in a for a in Target.of(50, rite="燕射", rank="士").assumptions)


def test_danzhi_is_refused_where_it_has_nothing_to_read(capsys):
    code, out, err = run(capsys, "target", "70", "--danzhi", "一說")
    assert code == 2 and not out and err.count("\n") == 1 and "皮侯" in err
    code, out, err = run(capsys, "target", "50", "--danzhi", "乙")
    assert code == 2 and not out and "一說" in err


def test_one_hou_of_the_dashe_does_not_take_the_three_hou_fa():
    # 賈: 以其三侯入堂深故也 … 西亦六丈者，以三侯恐矢揚傷人，與一侯亦異也
    t = Target.of(50, rite="大射", rank="大夫")
    assert t.fa_rule.key == "fa_xiangshe" and (t.fa.north, t.fa.west) == (100, 30)
    assert any("與一侯亦異也" in a and "houzhi's" in a for a in t.assumptions)
    assert Target.of(50, rite="大射").fa_rule.key == "fa_dashe"  # the 諸侯's 干, one of three


def test_zhu_xi_s_clouds_on_the_pihou_are_named_not_drawn(texts):
    from houzhi.canon.rites import C_ZHUZI_PIHOU_YUNQI

    assert on_leaf(texts, C_ZHUZI_PIHOU_YUNQI) and C_ZHUZI_PIHOU_YUNQI in YUNQI.citations
    assert "朱熹" in YUNQI.statement and Target.of(90).yunqi is None


@pytest.mark.parametrize(("rank", "words"), [("天子", "皆以其獸皮之全者二夾置於其質之旁也"),
                                             ("諸侯", "侯以熊麋皮為鵠"),
                                             ("士", "畫虎則無豹，畫鹿則無豕")])
def test_the_shouhou_s_beasts_as_ao_and_hao_have_them_are_named(rank, words, texts):
    # 敖繼公: 熊侯、麋侯…皆以其獸皮之全者二夾置於其質之旁也; 郝敬: 熊侯麋侯，侯以熊麋皮為鵠…
    t = Target.of(50, rite="燕射", rank=rank)
    cited = [c for c in t.setting.hou.citations if words in c.quote]
    assert cited and all(on_leaf(texts, c) for c in cited)
    assert any(words in a and "houzhi" in a for a in t.assumptions)


def test_the_gear_list_carries_the_seed_s_remarks(capsys):
    import json

    code, out, _ = run(capsys, "gear", "--rite", "頖宮")
    assert code == 0 and "衆賓 四人  — 「衆賓隨時多寡，固無定數」" in out
    assert "斯禁 一  — 「斯禁可以卓代」" in out and "one occasion's" in out
    code, out, _ = run(capsys, "gear", "--rite", "頖宮", "--json")
    entries = {e["name"]: e for e in json.loads(out)["inventory"]}
    assert [r["quote"] for r in entries["矢"]["remarks"]] == ["矢宜多備以防損壞"]
