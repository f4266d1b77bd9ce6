import dataclasses
import re
from fractions import Fraction

import pytest
from hypothesis import given
from strategies import cloths, ranges

from houzhi import Q_, BadValueError, Cloth, ParseError, Target, parse_measure
from houzhi.measure.notation import parse_number

JI = "004_cbef7cb2fa74d747.txt"


def seed_lines(seeds, name):
    return (seeds / name).read_text(encoding="utf-8").splitlines()


def test_totals_as_the_zhu_states_them(seeds):
    """Read 鄭玄's three totals out of the seed itself (004 l.105-106) and compare."""
    text = "".join(seed_lines(seeds, JI)[104:106])
    found = re.findall(r"(?:道([一二三四五六七八九十]+)弓之侯|鄉侯)，?用布([一二三四五六七八九十丈尺]+)", text)
    assert len(found) == 3
    for range_words, cloth_words in found:
        gong = parse_number(range_words) if range_words else 50  # 數起侯道五十弓以計
        assert Target.of(gong).cloth_total_chi == parse_measure(cloth_words).to("chi").magnitude


def test_jia_itemises_the_seventy(seeds):
    """賈公彥's itemisation at 70弓 (004 l.114), read in order from the seed."""
    line = seed_lines(seeds, JI)[113]
    zhong, gong_each, gong_both, shang = (
        parse_measure(m).to("chi").magnitude
        for m in re.findall(r"(?:中用布|各用布|總用布|為)([一二三四五六七八九十丈尺]+)", line)[:4])
    t = Target.of(70)
    assert t.zhong_strips * t.zhong_side_chi == zhong
    assert t.gong_chi == gong_each and 2 * t.gong_chi == gong_both
    assert t.shang_ge_chi == shang
    overhangs = re.findall(r"兩相各出([一二三四五六七八九十丈尺]+)", line)
    assert [parse_measure(o).to("chi").magnitude for o in overhangs] == [t.shang_she_chi, t.xia_she_chi]


def test_the_xiang_hou_top_strip_is_five_xun():
    assert Target.of(50).shang_ge_chi == parse_measure("五尋").to("chi").magnitude


@given(ranges, cloths)
def test_strips_add_up_and_the_ratios_of_the_ji_hold(d, bt):
    b, t_ = bt
    t = Target(d, Cloth(b, t_))
    w = b - 2 * t_
    c = d / 5  # two 寸 per 弓, in 尺
    assert t.zhong_side_chi == c
    assert t.breadth_chi == w
    assert t.gong_chi == 2 * c
    assert t.shang_ge_chi == 2 * t.gong_chi
    assert 2 * t.xia_she_chi == t.shang_she_chi  # 下舌半上舌, the overhang only
    assert t.xia_ge_chi == t.gong_chi + 2 * t.xia_she_chi
    assert t.height_chi == c + 4 * w
    assert t.cloth_total_chi == c * c / w + 11 * c
    assert sum(p.height_chi * p.count for p in t.pieces if p.name == "中") == c
    assert t.cloth_cut_chi >= t.cloth_total_chi
    if t.setting.rite.key == "xiangshe":  # 乏參侯道，居侯黨之一，西五步
        assert t.fa[0] * 3 == d * 6 and t.fa[1] == 30 and t.fa.rule == "fa_xiangshe"
    else:  # 70 and 90弓 are the 大射's: 西十北十, 賈 西與北皆六丈
        assert d in (70, 90) and t.fa == (60, 60) and t.fa.rule == "fa_dashe"
    # the strips stack without gap or overlap, top to bottom
    top = t.height_chi
    for p in t.pieces:
        assert p.bottom_chi + p.height_chi * p.count == top
        top = p.bottom_chi
    assert top == 0


@pytest.mark.parametrize("form", [70, "70", Fraction(70), "七十弓", "420尺", "70步", "四十二丈",
                                  Q_(70, "gong"), Q_(420, "chi"), 70.0])
def test_every_form_of_the_range(form):
    assert Target.of(form).range_gong == 70


def test_target_is_immutable():
    t = Target.of(70)
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.range_gong = Fraction(50)  # type: ignore[misc]


def test_last_zhong_strip_when_not_whole():
    t = Target.of(55)  # c = 11尺, five whole breadths and one of 1尺
    zhong = [p for p in t.pieces if p.name == "中"]
    assert sorted((p.height_chi, p.count) for p in zhong) == [(1, 1), (2, 5)]
    assert t.cloth_cut_chi - t.cloth_total_chi == Fraction(11, 2)


@pytest.mark.parametrize("bad", [0, -3, "0", "-5", Fraction(0), "零弓", "-2丈"])
def test_zero_or_negative_range(bad):
    with pytest.raises(BadValueError, match="positive"):
        Target.of(bad)


@pytest.mark.parametrize("bad", ["seventy", "七十x", "七十步x", "", "1.2.3", None, True])
def test_nonsense_range(bad):
    with pytest.raises((ParseError, BadValueError)):
        Target.of(bad)


def test_cloth_that_leaves_nothing():
    with pytest.raises(BadValueError, match="leaves nothing"):
        Cloth(Fraction(1, 5), Fraction(1, 10))
    with pytest.raises(BadValueError, match="negative"):
        Cloth(Fraction(2), Fraction(-1, 10))


def test_json_is_exact_strings():
    from houzhi.render.export import to_data

    d = to_data(Target.of(Fraction(111, 2)))
    assert d["range_gong"] == "111/2"
    assert Fraction(d["cloth_total_chi"]) == Target.of(Fraction(111, 2)).cloth_total_chi


def _cloth_of(range_gong):
    """A worker for the sweep below: the 用布 of one range (module level, so it pickles)."""
    from houzhi import Target

    return Target.of(range_gong).cloth_total_chi


def test_a_sweep_runs_in_worker_processes_and_targets_copy():
    """Targets pickle, so a sweep can be spread over processes; what comes back is what one
    process computes, and a deep copy equals its original."""
    import copy
    import multiprocessing
    from fractions import Fraction

    from houzhi import Target

    ranges = [Fraction(d, 2) for d in range(20, 200, 17)]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        spread = pool.map(_cloth_of, ranges)
        targets = pool.map(Target.of, ranges)
    assert spread == [_cloth_of(d) for d in ranges]
    assert [t.range_gong for t in targets] == ranges
    t = Target.of(70, rite="大射")
    assert copy.deepcopy(t) == t and copy.deepcopy(t).pieces == t.pieces


@pytest.mark.parametrize("reading", ["郝敬", "林希逸", "鄭眾", "劉敞", "鄭玄"])
@pytest.mark.parametrize("d", ["50", "70"])
def test_target_output_names_no_pinyin_key_and_gives_no_number_it_cannot(capsys, reading, d):
    """What a reading cannot give is named in the text's words, never by a code key, and a part
    it does not have is "—" in the facts table with no number beside it."""
    from houzhi.canon.readings import READINGS
    from houzhi.cli import main
    from houzhi.documents.tables import figure_name

    assert main(["target", d, "--reading", reading]) == 0
    out = capsys.readouterr().out
    with pytest.raises(BadValueError) as e:  # its message lists every figure's key
        Target.of(70).figure("?")
    keys = set(re.findall(r"[a-z_]+", str(e.value).split("known: ")[1]))
    keys |= {k for r in READINGS.values() for k in (*r.reckoned, *Target.of(d, reading=r).not_given)}
    pinyin = {k for k in keys if "_" in k}
    assert pinyin and not [k for k in pinyin if re.search(rf"\b{k}\b", out)]
    t = Target.of(d, reading=reading)
    for key in t.not_given:
        assert figure_name(key) in out and not re.search(r"[a-z]_[a-z]", figure_name(key))
    for row in out.split("\n\n")[1].splitlines()[2:]:
        cells = row.split()
        if "—" in cells:
            assert cells[-1] == "—", row  # nothing after it: no 尺, no metres
    she = [r for r in out.splitlines() if r.startswith(("上舌", "下舌"))]
    assert all(r.rstrip().endswith("—") for r in she) == ("shang_she" in t.not_given)


@pytest.mark.parametrize("reading", ["郝敬", "林希逸"])
def test_a_panel_taller_than_a_breadth_counts_the_breadths_sewn(reading):
    """A piece taller than the cloth's breadth (郝敬's square 侯, 林希逸's 个·身) is no strip: its
    count in the strips table is the breadths a maker sews for it, as the cutting plan cuts
    them, not "1"."""
    from houzhi.documents.target import target_document
    from houzhi.making.cutting import strips

    t = Target.of(50, reading=reading)
    table = target_document(t).section("strips").tables()[0]
    counts = [row[5].text for row in table.rows[:-1]]
    cut = [sum(1 for s in strips(t) if s.key.removesuffix("_rest") == p.key.removesuffix("_rest"))
           for p in t.pieces]
    assert counts == [f"{n} breadths" for n in cut]
    assert all(n > 1 for n in cut)
