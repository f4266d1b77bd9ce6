"""A second reader's findings on the readings, each with its passage on its leaf.

Every stated value here is read from the quoted words (``parse_measure``), never typed in: the
quote is the oracle, houzhi's figure is what is tested. Findings: 鄭眾's 鵠 is stated for a 侯
方十尺 only; his 正 and 質 have their rows in ``check``; 劉敞's restating of 鄭玄's heights;
盛世佐's reckoning of 郝敬's 侯 from 郝's own sizes; 聶崇義's sums of his 布; 林希逸 on the ropes;
the beasts of the 獸侯 as 敖繼公 and 郝敬 have them; 朱熹's 雲氣 on the 皮侯.
"""

from __future__ import annotations

import re
from fractions import Fraction

from shelf import find_on_leaf

from houzhi import Target
from houzhi.canon.readings import C_HAO_RULE, C_SHIZUO_HAO_SEEN, C_ZZ_SIQIU
from houzhi.canon.statements import all_statements, stated_by
from houzhi.cli import main
from houzhi.measure.notation import parse_measure
from houzhi.model.check import compare_one


def chi(words: str) -> Fraction:
    return Fraction(parse_measure(words).to("chi").magnitude)


def on_leaf(texts, c) -> bool:
    return bool(find_on_leaf(texts, c.kanripo, c.leaf, c.quote))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def rows(quote_part: str, reading: str | None = None):
    return [s for s in all_statements() if quote_part in s.citation.quote
            and (reading is None or s.reading == reading)]


# -- 鄭眾 -------------------------------------------------------------------------------------

def test_zheng_zhong_states_his_hu_for_a_hou_of_ten_chi_only(texts):
    # 司裘注 葉10a/10b 鄭司農云…方十尺曰侯，四尺曰鵠; 賈 葉13a: 此先鄭唯解五十步侯
    assert on_leaf(texts, C_ZZ_SIQIU)
    side = chi(re.search(r"方(.+?)曰侯", C_ZZ_SIQIU.quote).group(1))
    hu = chi(re.search(r"，(.+?)曰鵠", C_ZZ_SIQIU.quote).group(1))
    at = side / chi("二寸")  # the range whose 中 (his 身) is 方十尺, by the 記's 弓二寸
    hu_rows = [s for s in stated_by("zheng_zhong") if s.key == "hu_side"]
    assert hu_rows and {s.range_gong for s in hu_rows} == {at}
    own = Target.of(int(at), reading="鄭眾").figure("hu_side")
    assert own.value == hu and own.basis.kind == "stated"
    for d in (70, 90):
        f = Target.of(d, reading="鄭眾").figure("hu_side")
        assert f.value == hu and f.basis.kind == "reckoned" and f.basis.by == "houzhi"
        assert "方十尺" in str(f.basis.why)


def test_zheng_zhong_s_zheng_and_zhi_have_their_rows_in_check(texts):
    # 鄭司農云…二尺曰正，四寸曰質: figures he states that houzhi does not draw
    got = rows("二尺曰正，四寸曰質", "zheng_zhong")
    assert {s.key for s in got} == {"zheng", "zhi"} and all(on_leaf(texts, s.citation) for s in got)
    for s in got:
        words = re.search(r"([^，]+)曰" + {"zheng": "正", "zhi": "質"}[s.key],
                          s.citation.quote).group(1)
        assert s.expected == chi(words)
        c = compare_one(s)
        assert c.computed is None and c.agrees is None and "正" in c.not_given


# -- 劉敞 -------------------------------------------------------------------------------------

def test_liu_chang_s_restating_of_zheng_s_heights_agrees(texts):
    # 集編 卷十三 葉13b 至其設之又令參侯去地一丈五寸少半寸…大侯去地二丈二尺五寸少半寸
    got = [s for s in rows("去地") if s.citation.author.startswith("劉敞")
           and s.key.endswith(".bottom")]
    assert {s.key for s in got} == {"參.bottom", "大侯.bottom"}
    for s in got:
        assert on_leaf(texts, s.citation)
        words = re.search(r"去地(.+?少半寸)", s.citation.quote).group(1)
        c = compare_one(s)
        assert c.agrees is True and c.computed == chi(words)


# -- 郝敬, as 盛世佐 reckons him -----------------------------------------------------------------

def test_shizuo_s_four_chi_is_reckoned_from_hao_s_own_sizes_not_his_rule(texts):
    # 集編 卷十三 葉17a 如以郝說干侯高廣三丈，參侯三丈四尺，大侯三丈八尺計之…僅四尺耳
    q = C_SHIZUO_HAO_SEEN.quote
    assert on_leaf(texts, C_SHIZUO_HAO_SEEN) and C_SHIZUO_HAO_SEEN.author == "盛世佐"
    gan, san, da = (chi(x) for x in re.search(r"干侯高廣(.+?)，參侯(.+?)，大侯(.+?)計", q).groups())
    assert san - gan == da - san == chi(re.search(r"僅(.+?)耳", q).group(1))
    # 郝's rule (葉16a 中即鵠…三分之則鄉侯高廣凡三丈): each 侯 three times its 中 of 弓二寸
    rise = 3 * (chi("二寸") * 70) - 3 * (chi("二寸") * 50)
    assert chi(re.search(r"高廣凡(.+?)，", C_HAO_RULE.quote).group(1)) == gan
    got = [s for s in stated_by("hao_jing") if s.key.endswith("over_nearer")]
    assert len(got) == 2
    for s in got:
        c = compare_one(s)
        assert c.agrees is None and c.computed == rise and s.finding and "未詳" in s.finding
        assert s.citation.author == "盛世佐"  # his reckoning, not 郝's statement


# -- 聶崇義 -----------------------------------------------------------------------------------

def test_nie_chongyi_s_sums_of_his_bu_have_their_rows(texts):
    # 三禮圖 卷六 葉2b 皆三丈六尺，與上个下个總十四丈四尺; 葉3a 上下舌共五丈四尺
    got = {s.key: s for s in stated_by("nie_chongyi") if s.subject == "unmodelled"}
    assert set(got) == {"gong_ge_bu", "she_bu"}
    assert all(on_leaf(texts, s.citation) for s in got.values())
    t = Target.of(90, reading="聶崇義")
    # 葉2b 上躬上接上个…下接下个，皆三丈六尺: each 躬 and each 个 without its 舌
    each = next(s.expected for s in stated_by("nie_chongyi")
                if s.key == "gong_each" and "皆" in s.citation.quote)
    assert got["gong_ge_bu"].expected == 4 * each == 4 * t.gong_chi
    assert got["she_bu"].expected == 2 * t.shang_she_chi + 2 * t.xia_she_chi
    assert all(compare_one(s).computed is None for s in got.values())


# -- 林希逸 -----------------------------------------------------------------------------------

def test_lin_xiyi_s_xun_and_yun_agree_his_yun_read_of_another_thing(texts):
    # 考工記解 卷下 葉35a 尋八尺也…縜音雲，連侯之繩也，繩圓有一寸
    got = {s.subject: s for s in stated_by("lin_xiyi") if s.subject in ("unit", "rule")}
    assert set(got) == {"unit", "rule"} and all(on_leaf(texts, s.citation) for s in got.values())
    assert compare_one(got["unit"]).computed == chi(re.search(r"尋(.尺)", got["unit"].citation.quote).group(1))
    assert compare_one(got["rule"]).agrees is True and "連侯之繩" in got["rule"].note


# -- the beasts of the 獸侯, as 敖繼公 and 郝敬 have them ---------------------------------------

def test_each_reading_of_the_shou_hou_s_beasts_stands_on_its_words(texts):
    from houzhi.canon.rites import SHOU_READINGS

    assert set(SHOU_READINGS) == {"zheng_xuan", "ao_jigong", "hao_jing", "nie_chongyi", "lin_xiyi"}
    for key, sr in SHOU_READINGS.items():
        assert all(on_leaf(texts, c) for c in sr.citations), key
        who = {"zheng_xuan": ("鄭玄", "賈公彥"), "ao_jigong": ("敖繼公",),
               "hao_jing": ("郝敬（盛世佐引）",), "nie_chongyi": ("聶崇義",),
               "lin_xiyi": ("林希逸",)}[key]
        assert sr.citations[0].author in who and set(sr.beasts) == {"天子", "諸侯", "大夫", "士"}
    ao, hao = SHOU_READINGS["ao_jigong"], SHOU_READINGS["hao_jing"]
    # 敖 葉91b 熊侯、麋侯者，皆以其獸皮之全者二夾置於其質之旁也: whole hides, not painted heads
    assert "獸皮之全者二" in ao.citations[0].quote and "hides" in ao.beasts["天子"]
    assert any("一侯而畫獸二" in c.quote for c in ao.citations) and "two" in ao.beasts["士"]
    # 郝 集編 卷十 葉25b 侯以熊麋皮為鵠…虎豹鹿豕則純用布，但畫其形耳; 葉26a 畫虎則無豹
    assert "皮為鵠" in hao.citations[0].quote and "鵠" in hao.beasts["諸侯"]
    assert any("畫虎則無豹" in c.quote for c in hao.citations) and "one" in hao.beasts["大夫"]
    # 林希逸 考工記解 葉35b 亦不棲鵠而畫獸於其中; 葉36a 以白為質而畫熊於中: the beast, not its head
    lin = SHOU_READINGS["lin_xiyi"]
    assert "畫獸於其中" in lin.citations[0].quote and lin.style == "middle"
    # houzhi now draws each reading's beasts as its author has them (tests/test_shou_marks.py)
    assert all(sr.drawn for sr in SHOU_READINGS.values())


def test_the_yanshe_names_the_reading_of_its_beasts_with_the_dimension_reading(capsys):
    for reading, who in ((None, "鄭玄"), ("敖繼公", "敖繼公"), ("郝敬", "郝敬"), ("劉敞", "鄭玄"),
                         ("聶崇義", "聶崇義")):
        t = Target.of(50, rite="燕射", rank="天子", reading=reading)
        note = next(a for a in t.assumptions if a.startswith("the 獸侯's beasts as"))
        assert note.startswith(f"the 獸侯's beasts as {who} reads them")
        # houzhi draws each reading's beasts as written (tests/test_shou_marks.py), so no note
        # says it draws 鄭's heads under another's reading
        assert "houzhi draws and paints 鄭玄's heads" not in note
    note = next(a for a in Target.of(50, rite="燕射", reading="林希逸").assumptions
                if a.startswith("the 獸侯's beasts as"))
    assert note.startswith("the 獸侯's beasts as 林希逸") and "houzhi draws and paints" not in note
    code, out, _ = run(capsys, "target", "50", "--rite", "燕射", "--rank", "士", "--reading", "郝敬")
    assert code == 0 and "one beast's shape painted, its 正 丹" in out


def test_ao_jigong_s_xiangshe_of_a_dafu_shoots_the_bu_hou_said_not_drawn():
    # 敖 葉91a 此謂獸侯也，其於大夫士則為鄉射，天子諸侯則為燕射也
    t = Target.of(50, reading="敖繼公")
    assert any("此謂獸侯也" in a and "houzhi keeps 鄭's 侯" in a for a in t.assumptions)
    assert not any("此謂獸侯也" in a for a in Target.of(50).assumptions)


# -- 朱熹's 雲氣 on the 皮侯 --------------------------------------------------------------------

def test_zhu_xi_s_clouds_on_the_pi_hou_are_named_not_painted(texts, capsys):
    # 義疏 卷十 葉25b 朱子曰…天子大射三侯用虎熊豹皮餙侯之側而畫以五采之雲氣
    from houzhi.canon.rites import YUNQI_ZHUXI

    c = YUNQI_ZHUXI.citation
    assert on_leaf(texts, c) and c.author == "朱熹（義疏引）" and "五采之雲氣" in c.quote
    assert "not houzhi's reading" in YUNQI_ZHUXI.statement
    t = Target.of(90, rite="大射", rank="天子")
    assert t.yunqi is None and any("朱熹" in a and "paints none" in a for a in t.assumptions)
    code, out, _ = run(capsys, "source", "雲氣")
    assert code == 0 and "rule yunqi_zhu_xi" in out


# -- what a borrowed rule derives is not its borrower's ----------------------------------------

def test_a_rule_a_reading_borrows_is_not_credited_to_its_author():
    # 鄭眾 gives no rule of range (設身廣一丈 is a supposition, 梓人注 葉25b); 林希逸: 皆不言尺寸
    # (考工記解 葉34b): their 中 at 70弓 is houzhi's; the 侯道 in 尺 is 賈's 六尺為步 (葉87b)
    for who in ("鄭眾", "林希逸"):
        b = Target.of(70, reading=who).figure("zhong_side").basis
        assert b.kind == "reckoned" and b.by == "houzhi", who
    for who in ("鄭眾", "林希逸", "劉敞", "敖繼公"):
        b = Target.of(70, reading=who).figure("range").basis
        assert b.kind == "derived" and b.by == "賈公彥", who
    # a rule on the author's own words stays his: 劉敞's 崇 (其崇則中十尺崇亦十尺)
    assert Target.of(70, reading="劉敞").figure("height").basis.by == "劉敞"
    assert Target.of(50, reading="鄭眾").figure("zhong_side").basis.kind == "stated"


# -- 敖繼公 on the 大射's 乏 and 貍步 -------------------------------------------------------------

def test_ao_jigong_s_dashe_fa_is_the_middle_between_two_hou(texts):
    # 集說 卷七 葉3b 設乏之處各去其侯之北十步者，以其當二侯相去之中…去其侯之西亦十步者，則因其北之成數
    got = {s.key: s for s in stated_by("ao_jigong") if s.subject == "dashe"}
    assert set(got) == {"干.fa_north", "干.fa_west"}
    north = chi(re.search(r"北(.+?)者", got["干.fa_north"].citation.quote).group(1))
    # the middle between the 干 (五十) and the 參 (七十), in 步 of 六尺 (his 步者…長六尺)
    bu = next(s for s in stated_by("ao_jigong") if s.subject == "unit")
    assert on_leaf(texts, bu.citation) and compare_one(bu).agrees is True
    assert north == (70 - 50) / 2 * bu.expected
    for s in got.values():
        assert on_leaf(texts, s.citation) and s.citation.author == "敖繼公"
        c = compare_one(s)
        assert c.agrees is True and c.computed == north


# -- 鄭玄 and 賈公彥 on 梓人: the 九節之侯 ----------------------------------------------------------

def test_zheng_s_jiujie_hou_on_ziren_is_checked(texts):
    # 周禮注疏 卷四十一 葉25b 然則九節之侯身三丈六尺，上个七丈二尺，下个五丈四尺; 葉26a 此侯凡用布三十六丈
    got = rows("九節之侯")
    assert {s.key for s in got} == {"gong_each", "shang_ge", "xia_ge"}
    q = got[0].citation.quote
    words = dict(zip(("gong_each", "shang_ge", "xia_ge"),
                     re.search(r"身(.+?)，上个(.+?)，下个(.+)", q).groups(), strict=True))
    for s in (*got, *rows("此侯凡用布三十六丈"), *rows("今此下个上出九尺"), *rows("布長丈八尺")):
        assert on_leaf(texts, s.citation) and s.range_gong == 90 and s.reading is None
        c = compare_one(s)
        assert c.agrees is True, s
        if s in got:
            assert c.computed == chi(words[s.key])
    assert got[0].citation.author == "鄭玄" and got[0].citation.layer == "注"


# -- 郝敬 names the 舌 ---------------------------------------------------------------------------

def test_hao_jing_names_the_she_without_a_size(texts):
    # 集編 卷十 葉72a 郝氏曰侯形像猴…猿猴臂長，上兩舌如舒臂，下兩舌稍短如足
    from houzhi import get_reading
    from houzhi.canon.readings import C_HAO_SHE

    assert on_leaf(texts, C_HAO_SHE) and C_HAO_SHE.author.startswith("郝敬")
    r = get_reading("郝敬")
    assert C_HAO_SHE in r.citations
    assert not any("舌" in c and "names none" in c for c in r.cannot)
    assert any("上兩舌如舒臂" in c and "gives none" in c for c in r.cannot)
    t = Target.of(50, reading="郝敬")
    for key in ("shang_she", "xia_she"):
        why = str(t.not_given[key])
        assert "上兩舌如舒臂" in why and "no size" in why and "names no 舌" not in why
    assert any("下兩舌稍短如足" in a and "houzhi draws" in a for a in t.assumptions)


def test_liu_chang_s_ground_for_his_sight_line_is_checked(texts):
    # 集編 卷十三 葉13b 人去干五十步，干去參二十步，干高一丈九尺二寸
    from houzhi.canon.rites import LIU_ON_ZHENG

    c0 = LIU_ON_ZHENG[0]
    assert on_leaf(texts, c0) and c0.author.startswith("劉敞")
    got = {s.key: s for s in (*rows(c0.quote), *rows("干高一丈九尺二寸"))
           if s.subject == "dashe" and s.citation.author.startswith("劉敞")}
    assert set(got) == {"干.range_gong", "參.behind_nearer", "干.top"}
    behind = chi(re.search(r"去參(.+?步)", c0.quote).group(1))
    assert compare_one(got["參.behind_nearer"]).computed == behind
    assert all(compare_one(s).agrees is True for s in got.values())
