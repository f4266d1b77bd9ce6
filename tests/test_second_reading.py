"""A second reading of the rites, the ranks and the 頖宮 against the shelf and the seed: each
finding with the passage it rests on (each quote found on its leaf, its figures read from its
words), and what houzhi now does.

Findings: the 天子's 大射 at the ranges 鄭 gives on 司裘, his 三侯 said to be the 諸侯's but for
their hides; a 乏 the texts provide but do not place (the 賓射's 容, the 天子's and the 大夫's
大射) is houzhi's in its figures' basis, not the 經's; the 頖宮's private-use glyph is 揚 (南揚弓),
not 舉; a rite of the texts that has no ground says why, not that it is unknown.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from test_authors_words import on_leaf, run

from houzhi import Target
from houzhi.canon.figures import HOUZHI
from houzhi.canon.rites import (
    C_CHEPU_FA,
    C_CHEPU_FA_JIA,
    C_SHEREN,
    C_SIQIU_RANGES,
    C_SIQIU_TIANZI_JIA,
    RITES,
    setting,
)
from houzhi.measure.notation import parse_number

# -- the 天子's 大射: 鄭 on 司裘 gives its ranges ------------------------------------------------

def _siqiu_ranges() -> dict[str, Fraction]:
    """鄭's ranges read from his words: 虎九十弓，熊七十弓，豹麋五十弓 -> beast: 弓."""
    out: dict[str, Fraction] = {}
    for beasts, n in re.findall(r"([虎熊豹麋]+)([一二三四五六七八九十]+)弓", C_SIQIU_RANGES.quote):
        for b in beasts:
            out[b] = Fraction(parse_number(n))
    return out


def test_the_tianzi_s_dashe_ranges_are_zheng_s_on_siqiu(texts):
    # 周禮注疏 卷七 葉10a, 鄭 on 司裘: 凡此侯道虎九十弓，熊七十弓，豹麋五十弓
    assert on_leaf(texts, C_SIQIU_RANGES) and C_SIQIU_RANGES.author == "鄭玄"
    said = _siqiu_ranges()
    assert set(said) == {"虎", "熊", "豹", "麋"}
    dashe = RITES["dashe"]
    for rank in ("天子", "大夫"):
        for d, hou in dashe.targets[rank].items():
            beast = hou.name[0]
            assert said[beast] == d, (rank, hou.name)
            assert C_SIQIU_RANGES in hou.citations  # the ranges cited where they are stated


def test_the_tianzi_s_three_hou_are_said_to_be_the_zhuhou_s(texts):
    # 賈 on 司裘, 葉12b: 天子三侯與彼畿外諸侯同，但用皮別耳
    assert on_leaf(texts, C_SIQIU_TIANZI_JIA)
    for d in (50, 70, 90):
        st = setting("大射", "天子", Fraction(d))
        assert C_SIQIU_TIANZI_JIA in st.hou.citations
        assert any("天子三侯與彼畿外諸侯同" in a and "houzhi hangs them" in a
                   for a in st.assumptions)


# -- a 乏 provided but not placed is houzhi's -------------------------------------------------

CARRIED = [("賓射", "天子", 90), ("賓射", "天子", 50), ("賓射", "諸侯", 70), ("賓射", "大夫", 50),
           ("賓射", "士", 50), ("大射", "天子", 90), ("大射", "天子", 50), ("大射", "大夫", 50)]


def test_the_fa_of_the_binshe_and_the_tianzi_is_provided_not_placed(texts):
    # 車僕 (卷二十七 葉24a): 大射共三乏 — a count, no place; 賈: 至於賓射燕射之等則亦使共乏矣
    assert on_leaf(texts, C_CHEPU_FA) and on_leaf(texts, C_CHEPU_FA_JIA)
    count = re.search(r"共([一二三四五六七八九十])乏", C_CHEPU_FA.quote)
    assert count and parse_number(count.group(1)) == 3
    assert not re.search("[西北][一二三四五六七八九十]", C_CHEPU_FA.quote)  # nothing placed
    assert "賓射" in C_CHEPU_FA_JIA.quote
    # 射人 gives each 賓射 its 容 by count (三獲三容, 二獲二容, 一獲一容) and no place either
    assert on_leaf(texts, C_SHEREN)
    rongs = [parse_number(n) for n in re.findall("([一二三])容", C_SHEREN.quote)]
    assert rongs[:3] == [3, 2, 1]
    assert not re.search("[西北][一二三四五六七八九十]", C_SHEREN.quote)


@pytest.mark.parametrize(("rite", "rank", "d"), CARRIED)
def test_a_fa_the_texts_do_not_place_is_houzhi_s_in_its_basis(rite, rank, d):
    t = Target.of(d, rite=rite, rank=rank)
    assert t.setting.fa_assumed and t.setting.fa_assumed in t.assumptions
    assert "houzhi's assumption" in t.setting.fa_assumed
    for key in ("fa_north", "fa_west"):
        b = t.figure(key).basis
        assert b.kind == "assumed" and b.by == HOUZHI, (rite, rank, d, key, b)
        assert b.why == t.setting.fa_assumed


@pytest.mark.parametrize(("rite", "rank", "d"), [("大射", "諸侯", 90), ("大射", "諸侯", 50),
                                                 ("鄉射", None, 50), ("燕射", "士", 50)])
def test_a_fa_the_text_places_keeps_the_text_s_basis(rite, rank, d):
    # the 大射儀's 西十北十 is the 諸侯's; the 鄉射's 西五步 and the 燕射, 各以其鄉射之禮
    t = Target.of(d, rite=rite, rank=rank)
    assert not t.setting.fa_assumed
    assert all(t.figure(k).basis.kind != "assumed" for k in ("fa_north", "fa_west"))


def test_the_target_table_marks_the_carried_fa_assumed(capsys):
    code, out, _ = run(capsys, "target", "70", "--rite", "賓射", "--rank", "諸侯")
    assert code == 0
    rows = [line for line in out.splitlines() if line.startswith("乏 ")]
    assert len(rows) == 2 and all("‡ assumed by houzhi" in r for r in rows)
    code, out, _ = run(capsys, "target", "90", "--rite", "大射", "--rank", "諸侯")
    rows = [line for line in out.splitlines() if line.startswith("乏 ")]
    assert len(rows) == 2 and not any("assumed" in r for r in rows)


# -- the 頖宮's private-use glyph: 揚, as in 南揚弓 ----------------------------------------------

def _seed(seeds) -> str:
    (path,) = seeds.glob("002_*.txt")
    return path.read_text(encoding="utf-8")


def test_the_seed_s_glyph_is_yang_where_the_yili_has_nan_yang_gong(seeds, texts):
    from shelf import leaves

    seed = _seed(seeds)
    glyph = "\uef6e"
    # the 古文解 writes it in 南□弓命去侯, where 鄉射禮 (卷五 葉32a) has 南揚弓，命去侯
    assert f"南{glyph}弓命去侯" in seed
    assert "南揚弓命去" in leaves(texts, "KR1d0028")["005-32a"]
    # and writes 舉 as 舉 (举) where it means 舉: 一人洗举觯于賔
    assert "一人洗举觯于賔" in seed
    # the roster's entry before 觶 is that glyph
    assert f"摈者一人{glyph}觯一人" in seed and f"其{glyph}觯必须二人" in seed
    from houzhi.model.pangong import REMARKS, ROSTER

    names = [e.name for e in ROSTER]
    assert "揚觶" in names and "舉觶" not in names
    entry = next(e for e in ROSTER if e.name == "揚觶")
    assert "南揚弓" in entry.note and entry.count == "一人"
    assert any(names == ("揚觶",) and "必須二人" in c.quote for names, c in REMARKS)
    assert entry.remarks and "必須二人" in entry.remarks[0].quote


# -- a rite of the texts with no ground: its own reason ------------------------------------------

@pytest.mark.parametrize("rite", ["賓射", "燕射", "binshe", "宾射"])
def test_a_rite_without_a_ground_says_why_not_unknown(rite, capsys):
    code, out, err = run(capsys, "ground", "--rite", rite)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "unknown" not in lines[0] and "Traceback" not in err
    label = next(r.label for r in RITES.values() if r.no_ground and (r.label in lines[0]))
    assert "no ground model" in lines[0] and "鄉射" in lines[0] and label in ("賓射", "燕射")


def test_a_misspelt_place_is_still_unknown(capsys):
    code, _, err = run(capsys, "ground", "--rite", "賓設")
    assert code == 2 and "unknown rite" in err and "頖宮" in err


@pytest.mark.parametrize(("rite", "d", "rule"), [("大射", 90, "fa_three"), ("賓射", 90, "fa_three"),
                                               ("賓射", 50, "fa_three")])
def test_the_tianzi_s_three_fa_are_houzhi_s_rule_not_the_dashe_yi_s(rite, d, rule, capsys):
    # the 大射儀's 西十北十 is the 諸侯's; the 天子's three (車僕 三乏, 射人 三容) are not placed
    from houzhi.canon.rites import FA_RULES

    t = Target.of(d, rite=rite, rank="天子")
    assert t.fa_rule.key == rule and t.fa_rule in FA_RULES
    assert "houzhi's assumption" in t.fa_rule.statement
    assert C_CHEPU_FA in t.fa_rule.citations and C_CHEPU_FA_JIA in t.fa_rule.citations
    assert Target.of(d, rite="大射", rank="諸侯").fa_rule.key == "fa_dashe"  # the text's own
    code, out, _ = run(capsys, "source", "乏")
    assert code == 0 and all(f"rule {r.key} (乏)" in out for r in FA_RULES)


# -- a range a rank's 大射 does not have: refused naming that rank's ------------------------------

def test_the_dafu_s_dashe_refuses_another_range_naming_its_one_mihou():
    from houzhi.errors import BadValueError

    mi = _siqiu_ranges()["麋"]  # 豹麋五十弓
    assert RITES["dashe"].ranges("大夫") == (mi,)
    for d in (70, 90):
        with pytest.raises(BadValueError) as e:
            setting("大射", "大夫", Fraction(d))
        line = str(e.value)
        assert "\n" not in line and "大夫's one 麋侯 at 五十" in line and line.endswith("known: 50弓")


# -- 毛物: the coat the target's colour column names is found by source -------------------------

def test_maowu_is_found_by_source(capsys):
    code, out, _ = run(capsys, "target", "50", "--rite", "燕射", "--rank", "士")
    assert code == 0 and "毛物 (the 鹿's own coat" in out  # the colour column's word
    code, out, err = run(capsys, "source", "毛物")
    assert code == 0 and err == "" and "rule shou_head" in out and "其畫之皆毛物之" in out


# -- houzhi check: a row for what the rites' passages state of each rank -----------------------

def test_check_has_a_row_for_each_rank_s_range_and_fa(texts):
    from houzhi.canon.statements import STATEMENTS
    from houzhi.model.check import compare_one

    rows = [st for st in STATEMENTS if st.subject == "rite"]
    assert rows and all(compare_one(st).agrees is True for st in rows)
    assert all(on_leaf(texts, st.citation) and st.value in st.citation.quote for st in rows)
    # the 容 of 射人, read from its words in order (王, 諸侯, 孤卿大夫, 士), are the 乏 houzhi sets
    rongs = [parse_number(n) for n in re.findall("([一二三])容", C_SHEREN.quote)]
    binshe = RITES["binshe"].targets
    assert rongs == [len(binshe[rk]) for rk in ("天子", "諸侯", "大夫", "士")]
    fa_rows = {st.key: st.expected for st in rows if st.key.startswith("binshe.")
               and st.key.endswith(".fa")}
    assert fa_rows == {f"binshe.{rk}.fa": n for rk, n in zip(("天子", "諸侯", "大夫", "士"), rongs,
                                                          strict=True)}
    # 鄭 on 司裘: each beast's range is a row, and the rite has the 侯 there
    said = _siqiu_ranges()
    for st in rows:
        if st.citation is C_SIQIU_RANGES:
            beast = st.key.split(".")[2][0]
            assert st.expected == said[beast]


def test_the_check_table_shows_the_rite_rows(capsys):
    code, out, _ = run(capsys, "check")
    assert code == 0
    lines = [line for line in out.splitlines() if line.startswith("rite ")]
    assert any("大射 of a 天子: 虎侯 range" in line and "九十" in line for line in lines)
    assert any("賓射 of a 諸侯: 乏 (容) count" in line and "ok" in line for line in lines)


# -- the 頖宮's 篚: 洗東篚西, the 篚 west of the 洗 -----------------------------------------------

def test_the_pangong_fei_stands_west_of_the_xi(seeds):
    from houzhi.model.pangong import INVENTORY, PLACEMENTS, pangong_ground

    seed = _seed(seeds)
    assert "设洗于阼阶东南洗东篚西南肆" in seed  # 洗 east, 篚 west: a place, as 篚在洗西
    assert "篚在其南东肆" in seed  # and a second 篚, by the 罇
    assert "篚一" in seed and next(e for e in INVENTORY if e.name == "篚").number == 1
    p = next(p for p in PLACEMENTS if p.key == "fei_xi")
    assert p.placed and p.items == ("fei",)
    g = pangong_ground()
    fei, xi = (next(it for it in g.items if it.key == k) for k in ("fei", "xi"))
    assert fei.x_chi < xi.x_chi and fei.y_chi == xi.y_chi  # west of it
    assert fei.assumed and "houzhi's" in fei.note and "篚一" in fei.note
    assert not any("洗東篚西" in n for n in g.notes)  # no longer listed as not placed


# -- the 大射's ground by rank: the 士 holds none, the 大夫 one 麋侯, the 天子's 乏 not placed ------

def test_the_dashe_ground_of_a_shi_is_refused_in_one_line(capsys):
    code, out, err = run(capsys, "ground", "--rite", "大射", "--rank", "士")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "士無臣，祭不射" in err


def test_the_dashe_ground_of_a_dafu_says_his_is_one_mihou():
    from houzhi.model.ground import DAFU_THREE, dashe_ground

    mi = _siqiu_ranges()["麋"]
    assert RITES["dashe"].ranges("大夫") == (mi,)  # one 侯, at 五十
    g = dashe_ground("大夫")
    assert DAFU_THREE in g.assumptions and "houzhi's assumption" in DAFU_THREE
    assert DAFU_THREE not in dashe_ground("諸侯").assumptions


@pytest.mark.parametrize(("rank", "assumed"), [("天子", True), ("諸侯", False)])
def test_the_dashe_ground_s_fa_is_assumed_for_the_tianzi(rank, assumed):
    from houzhi.model.ground import dashe_ground

    g = dashe_ground(rank)
    fa = [it for it in g.items if it.kind == "blind"]
    assert len(fa) == 3 and all(it.assumed is assumed for it in fa)
    assert all(("大射共三乏" in it.note) is assumed for it in fa)


@pytest.mark.parametrize("rite", ["賓射", "燕射", "大射"])
def test_the_gear_of_a_rite_houzhi_does_not_list_says_which_it_does(rite, capsys):
    code, out, err = run(capsys, "gear", "--rite", rite)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "unknown" not in err and f"not the {rite}'s" in err and "頖宮" in err


# -- the 一說 of the 丹質: 姜氏 and 盛世佐 are with it ---------------------------------------------

def test_jiang_and_sheng_shizuo_give_the_danzhi_to_the_bu_hou(texts, capsys):
    from houzhi.canon.rites import (
        C_ZHI_JIANG,
        C_ZHI_JIANG_FAN,
        C_ZHI_SHIZUO,
        C_ZHI_SHIZUO_FAN,
        C_ZHI_SHIZUO_ZHENG,
        DANZHI_YISHUO,
        DANZHI_ZHENG,
    )

    said = (C_ZHI_JIANG, C_ZHI_JIANG_FAN, C_ZHI_SHIZUO, C_ZHI_SHIZUO_FAN, C_ZHI_SHIZUO_ZHENG)
    assert all(on_leaf(texts, c) for c in said)
    # their words give the 丹質 to the 大夫's and the 士's 侯, not to every painted 侯
    assert "丹質當屬大夫士" in C_ZHI_JIANG.quote and "凡大夫士" in C_ZHI_SHIZUO_FAN.quote
    assert all(c in DANZHI_YISHUO.citations for c in said)
    assert not any(c in DANZHI_ZHENG.citations for c in said)
    assert "姜氏" in DANZHI_YISHUO.statement and "盛世佐" in DANZHI_YISHUO.statement
    t = Target.of(50, rite="燕射", rank="士")
    assert any("姜氏 and 盛世佐 too" in a for a in t.assumptions)
    code, out, _ = run(capsys, "source", "丹質")
    assert code == 0 and "凡者凡大夫士也" in out


# -- 盛世佐 on which 侯 the 鄉射 shoots: named, not silently passed over -------------------------

def test_sheng_shizuo_s_xiangshe_hou_is_named_against_zheng_s(texts):
    from houzhi.canon.rites import C_CAIHOU, C_SHIZUO_XS_FEI, C_SHIZUO_XS_HOU

    assert on_leaf(texts, C_SHIZUO_XS_FEI) and on_leaf(texts, C_SHIZUO_XS_HOU)
    # 盛世佐 denies what 鄭 says: 鄭 鄉射及賓射，當張采侯二正; 盛 …同張采侯二正，皆非也
    assert "采侯二正" in C_CAIHOU.quote and "采侯二正" in C_SHIZUO_XS_FEI.quote
    assert C_SHIZUO_XS_FEI.quote.endswith("皆非也") and C_CAIHOU.author == "鄭玄"
    t = Target.of(50, rite="鄉射")
    assert t.setting.hou.marks == "二正"  # houzhi keeps 鄭's, and says whose it is not
    assert any("盛世佐" in a and "houzhi follows 鄭" in a for a in t.assumptions)
    assert C_SHIZUO_XS_FEI in t.setting.hou.citations
    for rank in ("大夫", "士"):
        y = Target.of(50, rite="燕射", rank=rank)
        assert any("大夫以下無燕射" in a for a in y.assumptions)
