"""The 獸侯's marks as each reading of its beasts has them (issue 20): 敖繼公's whole hides or
painted beasts beside a 質, 郝敬's 鵠 of hide or one beast with a 丹 正, 林希逸's beast in the
middle, 鄭玄's and 聶崇義's heads — in the target, the build sheet and bill, and the drawings.

Every stated value is read from the quoted words (a colour word, a count, 其方如鵠), never typed
in; sizes the words do not give must be said as houzhi's assumption.
"""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

import pytest
from hypothesis import given
from shelf import on_leaf
from strategies import hu_and_zhong

from houzhi import Target
from houzhi.canon.rites import (
    AO_JIGONG_SHOU,
    C_SHOUHOU,
    HAO_JING_SHOU,
    LIN_XIYI_SHOU,
    NIE_CHONGYI_SHOU,
    SHOU_READINGS,
    YANSHE,
    ZHENG_XUAN_SHOU,
)
from houzhi.cli import main
from houzhi.making.build import build
from houzhi.measure.notation import parse_number
from houzhi.model.marks import marks_of

RANKS = ("天子", "諸侯", "大夫", "士")
LORDS, SUBJECTS = RANKS[:2], RANKS[2:]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def quoted(pattern: str, *cites) -> str:
    """The first group of ``pattern`` in the first of ``cites`` whose quote has it."""
    for c in cites:
        m = re.search(pattern, c.quote)
        if m:
            return m.group(1)
    raise AssertionError(f"no passage says {pattern}")


def target(rank: str, reading: str) -> Target:
    return Target.of(50, rite="燕射", rank=rank, reading=reading)


def ji_beasts(rank: str) -> str:
    """The beasts the 記 names for ``rank``'s 侯 (天子熊侯 … 士布侯，畫以鹿豕)."""
    if rank in LORDS:
        return quoted(rf"{rank}(.)侯", C_SHOUHOU)
    return quoted(rf"{rank}布侯，畫以(..)", C_SHOUHOU)


def ji_ground(rank: str) -> str:
    """The 質 the 記 names for a lord's 侯 (天子熊侯，白質；諸侯麋侯，赤質)."""
    hou = YANSHE.targets[rank][Fraction(50)].name
    return quoted(rf"{hou}，(.)質", C_SHOUHOU)


def test_every_passage_of_the_marks_is_on_its_leaf(texts):
    for rank in RANKS:
        for sr in SHOU_READINGS.values():
            for m in target(rank, sr.label).marks:
                assert all(on_leaf(texts, c) for c in m.citations), (rank, sr.label, m.name)


# -- 敖繼公: 皆以其獸皮之全者二夾置於其質之旁也; 質者以木為之，而其方如鵠 --------------------------------

@pytest.mark.parametrize("rank", RANKS)
def test_ao_jigong_s_zhi_is_a_board_square_as_the_hu_painted_as_said(rank):
    t = target(rank, "敖繼公")
    (zhi,) = [m for m in t.marks if m.shape == "board"]
    assert "如鵠" in zhi.rule.citations[0].quote  # 其方如鵠: as square as the 鵠
    assert zhi.side_chi == t.hu_side_chi and zhi.across_chi is None and zhi.x_chi == 0
    assert not zhi.assumed and not zhi.hide  # stated, and painted, not of hide
    assert "以木為之" in zhi.rule.citations[0].quote
    # the 熊侯 白, the 麋侯 赤 (記); the 布侯 丹 (敖: 謂畫虎豹鹿豕之侯皆以丹質)
    colour = (ji_ground(rank) if rank in LORDS
              else quoted(r"皆以(.)質", *AO_JIGONG_SHOU.citations))
    assert zhi.colour == colour and zhi.colour_by


@pytest.mark.parametrize("rank", LORDS)
def test_ao_jigong_s_xiong_and_mi_hou_bear_two_whole_hides_beside_the_zhi(rank):
    t = target(rank, "敖繼公")
    hides = [m for m in t.marks if m.shape == "hide"]
    principal = AO_JIGONG_SHOU.citations[0]
    assert len(hides) == parse_number(quoted(r"全者(.)", principal))
    zhi = next(m for m in t.marks if m.shape == "board")
    for m in hides:
        assert m.hide and m.named_by[0] is principal and m.colour == f"{ji_beasts(rank)}皮"
        # 夾置於其質之旁: beside the 質, clear of it, within the 中
        assert abs(m.x_chi) - m.width_chi / 2 >= zhi.side_chi / 2
        assert abs(m.x_chi) + m.width_chi / 2 <= t.zhong_side_chi / 2
        # he gives no size: houzhi's, and said to be
        assert m.assumed and "houzhi's assumption" in m.assumed[0]
    assert sorted(m.x_chi > 0 for m in hides) == [False, True]  # one each side
    assert not any(m.name.endswith("首") for m in t.marks)


@pytest.mark.parametrize("rank", SUBJECTS)
def test_ao_jigong_s_bu_hou_has_two_painted_beasts_beside_a_dan_zhi(rank):
    t = target(rank, "敖繼公")
    beasts = [m for m in t.marks if m.shape == "beast"]
    assert len(beasts) == parse_number(quoted(r"畫獸(.)", *AO_JIGONG_SHOU.citations))
    assert "".join(m.name for m in beasts) == ji_beasts(rank)
    assert "不以皮" in beasts[0].citations[0].quote  # 但畫此四獸為飾，不以皮也
    assert all(not m.hide and m.colour == "" and m.assumed for m in beasts)
    assert sorted(m.x_chi > 0 for m in beasts) == [False, True]


@given(hu_and_zhong)
def test_ao_jigong_s_hides_and_zhi_fill_the_zhong_side_by_side(sizes):
    hu, zhong = sizes
    for rank in ("天子", "士"):
        hou = YANSHE.targets[rank][Fraction(50)]
        marks, _ = marks_of(hou, hu, shou=AO_JIGONG_SHOU, zhong_side=zhong)
        spans = sorted((m.x_chi - m.width_chi / 2, m.x_chi + m.width_chi / 2) for m in marks)
        assert spans[0][0] == -zhong / 2 and spans[-1][1] == zhong / 2
        assert all(a[1] == b[0] for a, b in itertools.pairwise(spans))  # no gap, no overlap
        assert all(m.side_chi == (hu if m.shape == "board" else zhong) for m in marks)


def test_under_ao_jigong_the_yunqi_are_not_laid_over_his_beasts():
    for rank in RANKS:
        y = target(rank, "敖繼公").yunqi
        assert y is not None and not y.placed and y.taken and not y.strips


# -- 郝敬: 侯以熊麋皮為鵠…虎豹鹿豕則純用布，但畫其形耳，其正色皆丹; 畫虎則無豹 ----------------------------

@pytest.mark.parametrize("rank", LORDS)
def test_hao_jing_s_xiong_and_mi_hou_have_a_hu_of_the_beast_s_hide(rank):
    t = target(rank, "郝敬")
    (hu,) = t.marks
    assert hu.hide and "皮為鵠" in hu.named_by[0].quote and hu.colour == f"{ji_beasts(rank)}皮"
    assert hu.side_chi == t.hu_side_chi and not hu.assumed
    assert any("no colour and no size" in a for a in t.assumptions)  # his 正, not set


@pytest.mark.parametrize("rank", SUBJECTS)
def test_hao_jing_s_bu_hou_has_one_beast_shape_and_a_dan_zheng(rank):
    t = target(rank, "郝敬")
    beast, zheng = t.marks
    assert any("畫虎則無豹" in c.quote for c in beast.citations)  # one beast, not 鄭's two
    assert beast.shape == "beast" and beast.name == ji_beasts(rank)[0] and not beast.hide
    assert zheng.colour == quoted(r"其正色皆(.)", HAO_JING_SHOU.citations[0])
    assert zheng.side_chi < beast.side_chi and zheng.assumed and beast.assumed
    b = build(50, rite="燕射", rank=rank, reading="郝敬")
    ring = b.marks.rings[0]  # the beast painted round its 正
    assert ring.area_chi2 == beast.side_chi ** 2 - zheng.side_chi ** 2
    assert b.marks.ground_chi2 == 0  # 純用布: the white cloth itself


# -- 林希逸: 亦不棲鵠而畫獸於其中; 以白為質而畫熊於中 ------------------------------------------------------

@pytest.mark.parametrize("rank", RANKS)
def test_lin_xiyi_paints_the_beast_itself_in_the_middle(rank):
    t = target(rank, "林希逸")
    assert all(m.shape == "beast" and not m.hide and not m.name.endswith("首") for m in t.marks)
    assert sum(m.width_chi for m in t.marks) == t.hu_side_chi and all(m.assumed for m in t.marks)
    if rank == "天子":
        assert [m.name for m in t.marks] == [quoted(r"畫(.)於中", *LIN_XIYI_SHOU.citations)]
        assert t.ground == quoted(r"以(.)為質", *LIN_XIYI_SHOU.citations)


# -- 鄭玄 and 聶崇義: the heads, as before --------------------------------------------------------

@pytest.mark.parametrize("rank", RANKS)
def test_zheng_xuan_s_and_nie_chongyi_s_heads_are_the_marks_they_were(rank):
    hou = YANSHE.targets[rank][Fraction(50)]
    plain = marks_of(hou, Fraction(10, 3))
    for sr in (ZHENG_XUAN_SHOU, NIE_CHONGYI_SHOU):
        assert marks_of(hou, Fraction(10, 3), shou=sr, zhong_side=Fraction(10)) == plain
    assert all(m.name.endswith("首") and m.shape == "square" for m in plain[0])


# -- the commands: target, build (sheet and bill), and the drawings ----------------------------

def test_target_under_ao_jigong_shows_his_zhi_and_beasts(capsys):
    code, out, err = run(capsys, "target", "50", "--rite", "燕射", "--rank", "士",
                         "--reading", "敖繼公")
    assert code == 0 and not err
    assert "a board 質" in out and "painted 丹" in out and "a 鹿 painted" in out
    assert "鹿首" not in out and "houzhi draws and paints 鄭玄's heads" not in out


def test_build_under_hao_jing_provides_the_hu_of_hide(capsys):
    code, out, err = run(capsys, "build", "50", "--rite", "燕射", "--rank", "諸侯",
                         "--reading", "郝敬")
    assert code == 0 and not err
    assert "麋皮 for the 鵠" in out and "麋首" not in out
    assert "the 鵠 is a square of 麋皮 set on the cloth" in out


def test_build_under_ao_jigong_lists_the_hides_to_provide_and_the_board(capsys):
    code, out, err = run(capsys, "build", "50", "--rite", "燕射", "--rank", "天子",
                         "--reading", "敖繼公")
    assert code == 0 and not err
    n = parse_number(quoted(r"全者(.)", AO_JIGONG_SHOU.citations[0]))
    assert f"熊皮, whole (皮之全者), {n} to provide" in out
    assert "(size assumed)" in out and "size houzhi's assumption" in out
    assert "a board of wood for the 質" in out and "painted 白" in out
    bill = build(50, rite="燕射", rank="天子", reading="敖繼公").bill()
    assert any(unit == "hides" and amount == n for _, _, amount, unit in bill)


def test_the_elevation_draws_the_beasts_by_name_and_the_hides_hatched():
    pytest.importorskip("matplotlib")
    from houzhi.render.plots import elevation

    fig = elevation(target("士", "敖繼公"))
    words = {t.get_text() for ax in fig.axes for t in ax.texts}
    assert {"鹿", "豕"} <= words
    fig = elevation(target("天子", "敖繼公"))
    hatched = [p for ax in fig.axes for p in ax.patches if p.get_hatch() == "//"]
    assert len(hatched) == parse_number(quoted(r"全者(.)", AO_JIGONG_SHOU.citations[0]))
