"""Each reading is its author's own: his stated figures are reproduced (or said not to follow
from his rule), every quote stands on its cited leaf, and what he cannot give is said."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import assume, given
from strategies import cloths, odd_breadths, ranges

from houzhi import READINGS, BadValueError, Cloth, Target, UnknownNameError, get_reading
from houzhi.canon.rites import RITES, setting
from houzhi.canon.statements import Statement, all_statements, stated_by
from houzhi.documents.tables import comparison_note, computed_text
from houzhi.measure.lengths import MAX_RANGE_GONG
from houzhi.model.check import compare_one
from houzhi.render.export import to_data
from houzhi.sources.citations import Rule

# an author's figures of his 侯 (those of his ropes, units, stack and of what houzhi does not
# model are tested in test_second_reader)
STATED = [(r.key, s) for r in READINGS.values() for s in stated_by(r.key) if s.subject == "target"]


def _target(reading: str, st: Statement) -> Target:
    return Target.of(st.range_gong, reading=reading, rite=st.rite)


@pytest.mark.parametrize(("reading", "st"), STATED,
                         ids=[f"{k}-{s.range_gong}-{s.key}-{s.value}" for k, s in STATED])
def test_each_stated_figure(reading, st):
    """The figure the author states is houzhi's, read from his own words; where it does not
    follow from his rule (郝敬's 參侯 and 大侯), houzhi's differs and a note says who saw it."""
    assert st.value in st.citation.quote
    c = compare_one(st)
    try:
        got = _target(reading, st).figure(st.key).value
    except BadValueError:  # a figure check reckons itself (the range, the 乏 from the edge)
        got = c.computed
    assert got is not None and c.computed == got  # check shows the reading's own target
    if not st.finding:
        assert c.agrees is True
        assert got == st.expected or (st.relation == "<" and got < st.expected)
    else:
        assert got != st.expected and c.agrees is None and c.ok


def test_one_list_of_stated_figures():
    """Each reading's figures are a view of check's one list: every author's figure is in
    ``STATEMENTS`` under his reading, and no figure is written twice."""
    tagged = [s for s in all_statements() if s.reading is not None and s.subject == "target"]
    assert sorted(map(id, tagged)) == sorted(id(s) for _, s in STATED)
    seen = [(s.subject, s.key, s.range_gong, s.value, s.citation, s.reading)
            for s in all_statements()]
    assert len(seen) == len(set(seen))
    authors = {s.citation.author for _, s in STATED}
    for who in ("鄭眾", "林希逸", "劉敞", "郝敬", "敖繼公"):
        assert any(who in a for a in authors), who


def test_every_reading_but_zheng_xuans_states_figures_and_assumptions():
    for r in READINGS.values():
        assert stated_by(r.key), f"{r.label} has no stated figures"
        if r.key != "zheng_xuan":
            assert r.assumptions, f"{r.label} must say what houzhi assumes"


# -- each quote stands on its leaf -------------------------------------------------------------

def _citations():
    from houzhi.canon import rites

    seen = {}
    for r in READINGS.values():
        for rule in (*r.rules.values(), *([r.fa] if r.fa else [])):
            for c in rule.citations:
                seen[c] = None
        for s in stated_by(r.key):
            seen[s.citation] = None
    for name in dir(rites):
        obj = getattr(rites, name)
        if isinstance(obj, Rule):
            seen.update(dict.fromkeys(obj.citations))
        elif name.startswith("C_"):
            seen[obj] = None
    for rite in RITES.values():
        seen.update(dict.fromkeys((*rite.citations, *rite.rope_citations)))
    from houzhi.model import dashe

    seen.update(dict.fromkeys((dashe.ZHENG_HEIGHTS, *dashe.LIU_ON_ZHENG)))
    return [c for c in seen if c.kanripo]


def test_every_quote_of_the_readings_and_rites_is_walked_by_the_citation_tests():
    """Each of these quotes is found on its leaf by test_citations, which walks them all."""
    from shelf import all_citations

    walked = set(all_citations())
    assert [c for c in _citations() if c not in walked] == []


# -- what each author's 侯 is -------------------------------------------------------------------

def test_zheng_zhong_has_no_gong_and_an_absolute_hu():
    for d in (50, 70, 90):
        t = Target.of(d, reading="鄭眾")
        c = t.zhong_side_chi
        assert [p.name for p in t.pieces] == ["上个", "身", "下个"]
        assert t.shang_ge_chi == 3 * c and t.xia_ge_chi == 2 * c
        assert t.hu_side_chi == 4  # 四尺曰鵠, at every range
        assert t.height_chi == c + 2 * t.breadth_chi
    assert any("absolute" in a for a in get_reading("鄭眾").assumptions)


def test_lin_xiyi_square_with_shen_a_third():
    t = Target.of(50, reading="林希逸")
    w = t.width_chi
    assert t.height_chi == w and t.hu_side_chi == w / 3 and t.gong_chi == w / 3
    assert t.xia_ge_chi == 2 * t.gong_chi  # 兩邊比其身只有一半
    assert t.shang_ge_chi == 3 * t.gong_chi
    with pytest.raises(BadValueError):
        t.zhong_strips  # noqa: B018 -- he names no 中 strips


def test_liu_chang_square_on_the_zhong_and_his_wu():
    for d in (50, 70, 90):
        t = Target.of(d, reading="劉敞", rite="鄉射")  # a 侯 standing alone
        assert t.height_chi == t.zhong_side_chi  # 其崇則中十尺崇亦十尺
        assert t.bottom_chi + t.hu_bottom_chi == 3  # 干侯之鵠則去地武，武三尺也
        assert t.bottom_chi < 0 and "bottom" in t.not_given  # 盛世佐: 鵠反不得居侯之中
        # he never gives the cloth, but his breadths and the 記's lengths give it: houzhi's (†)
        assert "total" not in t.not_given and "total" in t.reading.reckoned
    with pytest.raises(BadValueError, match="odd number of breadths"):
        Target.of(60, reading="劉敞").pieces  # noqa: B018


def test_hao_jing_zhong_is_hu_and_square_three_times():
    for d in (50, 70, 90):
        t = Target.of(d, reading="郝敬")
        assert t.hu_side_chi == d * Fraction(1, 5) and t.width_chi == t.height_chi == 3 * t.hu_side_chi
    assert Target.of(50, reading="郝敬").bottom_chi == Fraction(6, 5)  # 豻侯下綱離地尺二寸


def test_ao_jigong_measures_the_fa_from_the_west_edge():
    base, ao = Target.of(50), Target.of(50, reading="敖繼公")
    assert ao.pieces == base.pieces
    assert ao.fa.west == base.fa.west + base.width_chi / 2 and ao.fa.rule == "fa_ao_jigong"
    # in the 大射 his 侯黨 does not apply: 西十北十 is the 大射's own
    assert Target.of(70, reading="敖繼公").fa == Target.of(70).fa


def _consistent(t: Target) -> None:
    assert sum(p.height_chi * p.count for p in t.pieces) == t.height_chi
    assert sum(p.area_chi2 for p in t.pieces) == t.area_chi2
    assert t.hu_bottom_chi > 0 and t.hu_bottom_chi + t.hu_side_chi <= t.height_chi


@pytest.mark.parametrize("reading", [k for k in READINGS if k != "liu_chang"])
@given(d=ranges, bt=cloths)
def test_composition_is_consistent(reading, d, bt):
    """The parts stack to the height; the 鵠 sits inside the 侯; the area is the parts'."""
    t = Target(d, Cloth(*bt), READINGS[reading])
    assume("hu_side" not in t.not_given)
    _consistent(t)


@given(n=odd_breadths, bt=cloths)
def test_liu_chang_composition_for_any_odd_number_of_breadths(n, bt):
    cloth = Cloth(*bt)
    d = n * cloth.finished_chi * 5  # 弓二寸: the 中 is n breadths long
    assume(d <= MAX_RANGE_GONG)
    t = Target(d, cloth, READINGS["liu_chang"])
    _consistent(t)
    assert t.height_chi == t.zhong_side_chi and t.figure("breadths").value == n
    assert t.figure("gong_breadths").value + t.figure("she_breadths").value == (n - 1) / 2


def test_unknown_reading_names_the_known():
    with pytest.raises(UnknownNameError, match="zheng_xuan"):
        get_reading("nobody")
    assert setting(None, None, Fraction(50)).rite.key == "xiangshe"


def test_stated_table_for_check_has_no_mismatch():
    from houzhi.documents.tables import stated_table

    table = stated_table()
    assert table.failures == 0
    assert len(table.rows) == sum(len(stated_by(r.key)) for r in READINGS.values())
    assert not any("None" in row[1] for row in table.rows)
    verdicts = {(row[0], row[1], row[3]): row[5] for row in table.rows}
    assert verdicts[("郝敬", "70弓", "「三丈四尺」")] == "does not follow"
    assert verdicts[("郝敬", "90弓", "「三丈八」")] == "does not follow"
    assert verdicts[("劉敞", "50弓", "「十尺」")] == "ok"


def test_a_figure_the_reading_does_not_give_is_not_given():
    """鄭玄's figures checked against 郝敬's 侯: he counts no breadths, so check says "not
    given" for the 中's strips rather than borrowing 鄭玄's."""
    from houzhi.model.check import compare

    gong = [c for c in compare("hao_jing")
            if c.statement.key == "zhong_strips" and c.statement.reading is None]
    assert gong and all(c.computed is None and c.agrees is None for c in gong)
    assert all("not given" in comparison_note(c) and computed_text(c) == "not given" for c in gong)
    assert all(to_data(c)["computed_count"] is None for c in gong)


def test_ao_jigong_puts_the_shooters_closer_than_zheng_xuan():
    """鄭: 上下射相去六尺; 敖: 橫畫之距隨長武，則上下射之相去不及五尺."""
    zheng = Target.of(50).figure("wu_gap").value
    ao = Target.of(50, reading="敖繼公").figure("wu_gap").value
    assert zheng == 6 and ao == Fraction(24, 5) and ao < 5
    with pytest.raises(BadValueError):
        Target.of(50, reading="郝敬").figure("wu_gap")  # not in his words


def test_dashe_can_and_dahou_hang_by_jian_hu_standing_alone_too():
    """Target.of(70) is the 大射's 參: it hangs where the stack hangs it, and says so."""
    from houzhi.model.dashe import stack

    s = stack()
    for i, d in ((1, 70), (2, 90)):
        t = Target.of(d)
        assert t.bottom_chi == s.targets[i].bottom_chi and t.bottom_chi > Fraction(6, 5)
        assert any("見鵠" in a for a in t.assumptions)
    assert Target.of(70, rite="鄉射").bottom_chi == Fraction(6, 5)
    liu = Target.of(70, reading="劉敞")  # 見鵠 above his 干, which he hangs below the ground
    assert "the 干's height is not given" in str(liu.not_given["bottom"])


# -- 郝敬 in the 大射: one height, said once ------------------------------------------------------

def test_hao_jing_hangs_the_outer_hou_at_his_wu_not_by_jian_hu():
    """郝敬: 豻侯下綱離地尺二寸，以在內最近易見者約之，二侯在外可知矣; 鄭's heights 非也. His
    參 and 大侯 hang at 尺二寸 like his 干, alone or in the stack; 鄭玄's are raised by 見鵠."""
    from houzhi.canon.readings import HAO_DASHE
    from houzhi.model.dashe import stack

    wu = Fraction(12, 10)  # 尺二寸
    assert Fraction(HAO_DASHE()) == wu
    assert all(t.bottom_chi == wu for t in stack(reading="郝敬").targets)
    for d in (70, 90):
        t = Target.of(d, reading="郝敬")
        assert t.setting.rite.key == "dashe" and t.bottom_chi == wu
        assert not any("見鵠" in a and "shows above" in a for a in t.assumptions)
        assert any("大射's 參 and 大侯 too" in a and "尺二寸" in a for a in t.assumptions)
        assert Target.of(d).bottom_chi > wu  # 鄭玄's: raised by 見鵠
    assert any("非也" in c.quote for c in HAO_DASHE.citations)
    assert any("二侯在外可知矣" in c.quote for c in HAO_DASHE.citations)


def test_hao_jing_s_outer_hu_hides_behind_the_gan_even_from_the_hall():
    """盛世佐 against 郝敬: 自四尺以下為近侯所掩. His 參's 鵠 (丈四尺 square, its top 二丈九尺二寸
    above the ground) ends below the 干's top (三丈一尺二寸); an eye on the 諸侯's hall (14尺)
    below that top sees a line rising past it, so none of the 鵠 shows."""
    from houzhi.model.dashe import stack

    s = stack(reading="郝敬")
    gan, can = s.targets[0], s.targets[1]
    assert can.hu_top_chi == Fraction(146, 5) < gan.top_chi == Fraction(156, 5)
    assert s.eye_height(Fraction(7), "諸侯") < gan.top_chi
    assert s.sight(None, "諸侯")[0].visible_chi == 0
    assert stack().sight(None, "諸侯")[0].visible_chi > 0  # 鄭玄's 參, raised, shows


# -- the readings table: * differs, † houzhi's, — cannot give -----------------------------------

@pytest.mark.parametrize("d", [45, 50, 70, 90])
def test_readings_table_marks_each_figure_by_what_it_is(d):
    """Every '—' is a figure houzhi cannot give for that reading; every † one in the reading's
    ``reckoned`` and not stated by its author at this range; the cloth no commentator but 鄭玄
    (and 敖繼公 with him) gives is shown, marked †, for every reading that can sew its 侯."""
    from houzhi.documents.tables import READINGS_COLUMNS, readings_table, reckoned_figures
    from houzhi.errors import HouzhiError

    table = readings_table(d)
    assert "† reckoned where the author gives no such figure" in table.notes
    assert "— cannot give" in table.caption
    keys = [k for k, _ in READINGS_COLUMNS]
    for row, r in zip(table.rows, READINGS.values(), strict=True):
        t = Target.of(d, reading=r)
        for k, cell in zip(keys, row[1:], strict=True):
            if cell == "—":
                if t.composition.refused or k in t.not_given:
                    continue
                with pytest.raises(HouzhiError):
                    t.figure(k)
                continue
            assert cell.endswith("†") == (k in reckoned_figures(t)), (r.label, k)
            if cell.endswith("†"):
                assert k in r.reckoned
                assert not any(st.key == k and st.range_gong == d and not st.finding
                               and st.citation.author.startswith(r.label) for st in stated_by(r.key))
        if r.label in ("鄭眾", "林希逸", "劉敞", "郝敬") and not t.composition.refused:
            cloth = row[1 + keys.index("total")]
            assert cloth != "—" and cloth.endswith("†"), (r.label, cloth)
        if r.label in ("鄭玄", "敖繼公"):
            assert not any(c.endswith("†") for c in row[1:])


def test_a_figure_the_author_states_at_that_range_is_his():
    """鄭眾 sizes his 侯 at 五十弓 (設身廣一丈): there its lengths are his; elsewhere houzhi's.
    林希逸 sizes his at 侯廣九尺 (45弓 by the 記's 弓二寸): there his lengths are his."""
    from houzhi.documents.tables import reckoned_figures

    assert "shang_ge" not in reckoned_figures(Target.of(50, reading="鄭眾"))
    assert "shang_ge" in reckoned_figures(Target.of(70, reading="鄭眾"))
    assert "width" not in reckoned_figures(Target.of(45, reading="林希逸"))
    assert "width" in reckoned_figures(Target.of(50, reading="林希逸"))
    assert "total" in reckoned_figures(Target.of(50, reading="鄭眾"))  # no cloth at any range
    # 郝敬 gives his 豻侯's lower rope (at 五十弓); the 參's at 七十 is houzhi's reckoning of him
    assert "bottom" not in reckoned_figures(Target.of(50, reading="郝敬"))
    assert "bottom" in reckoned_figures(Target.of(70, reading="郝敬"))


@pytest.mark.parametrize("d", [70, 90])
def test_hao_jing_s_sizes_by_his_rule_beyond_fifty_gong_are_sheng_shizuo_s_reckoning(d, capsys):
    """郝敬 states his 參侯 三丈四尺 and 大侯 三丈八, which do not follow from his rule; the sizes
    printed are 盛世佐's reckoning by it (以郝說推之), so marked †, and said so — not "gives no"."""
    from houzhi.cli import main
    from houzhi.documents.tables import reckoned_figures

    ours = reckoned_figures(Target.of(d, reading="郝敬"))
    assert {"height", "width", "hu_side"} <= set(ours)
    own = "三丈四尺" if d == 70 else "三丈八"  # his own words, which do not follow from his rule
    assert "以郝說推之" in ours["height"] and own in ours["height"]
    assert not {"height", "width", "hu_side"} & set(reckoned_figures(Target.of(50, reading="郝敬")))
    assert main(["readings", str(d)]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("郝敬 "))
    size = "四丈二尺" if d == 70 else "五丈四尺"
    assert row.count(f"{size} * †") == 2
    hao = out.split("\n郝敬 — ")[1]
    assert "gives no: his own" not in hao and "盛世佐's (†) height, width: " in hao
    assert "盛世佐's (†) 鵠: " in hao and "houzhi's (†) height" not in hao


def test_readings_command_says_why_each_figure_is_houzhis(capsys):
    from houzhi.cli import main

    assert main(["readings", "50"]) == 0
    out = capsys.readouterr().out
    assert "houzhi's (†) cloth (用布): 劉敞 never gives the cloth" in out
    assert "houzhi's (†) cloth (用布): 郝敬 gives no cloth" in out
    assert "cannot give: 劉敞 never gives" not in out
    assert main(["readings", "50", "--json"]) == 0
    import json

    data = {d["reading"]: d for d in json.loads(capsys.readouterr().out)}
    assert "total" in data["hao_jing"]["reckoned"] and "total" in data["liu_chang"]["reckoned"]
    assert data["zheng_xuan"]["reckoned"] == {}
