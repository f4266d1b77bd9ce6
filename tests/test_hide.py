"""The 皮侯 of the 大射: a 鵠 of hide set on the cloth and the sides of its 中 trimmed with hide
(飾其側), each hide as the texts name it (鄭: 豹鵠而麋飾; 賈: 以豹皮為鵠，以麋飾其側), traced from
``target``, ``source``, the build sheet, its JSON and its book; nothing said to be painted."""

import json
import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from houzhi.canon.rites import DASHE, HIDE_READINGS, HIDE_SHI, get_hides
from houzhi.cli import main
from houzhi.documents.target import target_document
from houzhi.errors import UnknownNameError
from houzhi.making.build import build
from houzhi.making.cutting import Fabric
from houzhi.model.marks import shi_of
from houzhi.model.target import Target

#: What each 大射 侯 is made of, read from the passages cited below: (rank, range) -> (the
#: hide of its 鵠, the hide of its 飾).
HIDES = {
    ("諸侯", 90): ("熊", "熊"),  # 大侯，熊侯 … 與天子熊侯同 (義疏: 言其鵠與其飾耳)
    ("諸侯", 70): ("豹", "麋"),  # 雜侯者，豹鵠而麋飾
    ("諸侯", 50): ("豻", "豻"),  # 豻侯者，豻鵠豻飾也
    ("天子", 90): ("虎", "虎"), ("天子", 70): ("熊", "熊"), ("天子", 50): ("豹", "豹"),  # 司裘
    ("大夫", 50): ("麋", "麋"),  # 卿大夫則共麋侯 (賈: 以麋皮飾其側)
}


def _page(title):
    from houzhi.render.book import _PAGES

    return [t for t, _, _ in _PAGES].index(title)


MARKS = _page("marks")  # the book's page of the marks


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("rank", "d"), list(HIDES))
def test_each_pihou_has_the_hides_its_passages_name(rank, d):
    hou = DASHE.targets[rank][Fraction(d)]
    hu, shi = HIDES[rank, d]
    assert (hou.painted, hou.shi) == ((hu,), shi)
    # the first passage naming each hide has the beast in it, and the passages are the 侯's own
    assert hu in hou.hu_citations[0].quote and shi in hou.shi_citations[0].quote
    assert {*hou.hu_citations, *hou.shi_citations} <= set(hou.citations)


def test_the_sanhou_is_leopard_hu_and_elk_trim_with_jia_s_words():
    hou = DASHE.targets["諸侯"][Fraction(70)]
    quotes = [c.quote for c in hou.shi_citations]
    assert "雜侯者，豹鵠而麋飾，下天子大夫也" in quotes
    assert any("以豹皮為鵠，以麋飾其側" in q for q in quotes)
    assert {c.leaf for c in hou.shi_citations} >= {"007-3b", "007-4b"}
    # 敖繼公 and the 義疏 (and 陳祥道) read the 參 otherwise: houzhi says whose reading is in
    # force and names the others
    t = Target.of(70)
    line = next(a for a in t.assumptions if a.startswith("the 大射's 三侯 and their hides"))
    assert "as 鄭玄 reads them" in line and "houzhi's default" in line
    assert "敖繼公" in line and "陳祥道" in line and "--hides 敖繼公" in line


# -- the target ---------------------------------------------------------------------------------
def test_target_70_says_hide_not_painted_and_cites_the_leopard(capsys):
    code, out, _ = run(capsys, "target", "70")
    assert code == 0
    assert "painted" not in out.split("\n")[0]
    assert "鵠 of 豹皮" in out and "麋皮 (麋飾)" in out
    assert "(houzhi source 糝侯 for the passages)" in out
    hu_row = next(r for r in out.splitlines() if r.startswith("鵠 ") and "豹皮" in r)
    assert "〈大射儀〉鄭玄注 葉3b (豹皮)" in hu_row  # the passage that makes it 豹 first
    shi_row = next(r for r in out.splitlines() if r.startswith("麋飾 "))
    assert "丈四尺 × 一尺" in shi_row and "width assumed" in shi_row
    assert "assumed: the texts give no width for the 麋飾" in out


@pytest.mark.parametrize(("rite", "rank", "d"), [("xiangshe", None, 50), ("binshe", "天子", 90),
                                                  ("yanshe", "士", 50)])
def test_a_painted_target_is_still_painted_and_has_no_trim(rite, rank, d):
    t = Target.of(d, rite=rite, rank=rank)
    assert not any(m.hide for m in t.marks) and shi_of(t.setting.hou, t.composition) is None
    assert re.search(r"painted, (outside in|face on)", target_document(t).lead[0])


# -- source -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "hou"), [("糝侯", "糝侯"), ("參", "糝侯"), ("參侯", "糝侯"),
                                           ("大侯", "大侯"), ("干侯", "豻侯"), ("豻侯", "豻侯"),
                                           ("干", "豻侯"), ("皮侯", "糝侯"), ("麋飾", "糝侯")])
def test_source_knows_the_names_the_output_uses(capsys, name, hou):
    code, out, err = run(capsys, "source", name)
    assert code == 0 and not err
    assert f"侯 {hou} (皮侯; 大射 of a 諸侯" in out


def test_source_hu_has_the_hides(capsys):
    code, out, _ = run(capsys, "source", "鵠")
    assert code == 0
    for quote in ("雜侯者，豹鵠而麋飾，下天子大夫也", "此則以豹皮為鵠，以麋飾其側，不用純麋，是下天子大夫也",
                  "張皮侯而棲鵠", "鵠所射也，以皮為之，各如其侯也"):
        assert f"「{quote}」" in out
    _, sanhou, _ = run(capsys, "source", "糝侯")
    assert "參分其廣而鵠居一焉" in sanhou and "所飾者唯有兩傍之側" in sanhou  # size and sides


# -- the build sheet ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def b70():
    return build(70)


def test_the_dashe_70_sheet_lists_leopard_and_elk_hide(b70, capsys):
    bill = {item: value for item, _, value, unit in b70.bill() if unit == "m²"}
    leopard = next(v for k, v in bill.items() if k.startswith("豹皮 for the 鵠"))
    elk = next(v for k, v in bill.items() if k.startswith("麋皮 for the 麋飾"))
    m2 = Fraction(231, 1000) ** 2  # the Han 尺
    assert leopard == Fraction(14, 3) ** 2 * m2  # the 鵠, a third of the 中's 丈四尺
    assert elk == 2 * 14 * 1 * m2  # two strips the 中's height, 一尺 wide (assumed)
    code, out, _ = run(capsys, "build", "70")
    assert code == 0
    marks = out.split("MARKS (hide, set on the cloth)")[1].split("HANGING")[0]
    assert "麋飾 ×2" in marks and "豹皮" in marks and "width" not in marks.split("\n")[1]
    assert "paint:" not in out and "MARKS TO PAINT" not in out
    assert "whole bolts of Han cloth are bought whole" in out and "cutting margin 5%" not in out


def test_the_sheet_s_wording_follows_what_is_painted_and_the_fabric(capsys):
    code, out, _ = run(capsys, "build", "50", "--width", "150 cm")
    assert code == 0
    assert "MARKS TO PAINT" in out and "assumed: paint: 2 coats" in out
    assert "cutting margin 5%" in out and "Han cloth" not in out
    header = out.split("MARKS TO PAINT")[1].splitlines()[1].split()
    assert "width" in header  # the 正's outer ring has one
    rows = out.split("MARKS TO PAINT")[1].splitlines()
    green = next(r for r in rows if r.startswith("正") and "綠" in r)
    centre = next(r for r in rows if r.startswith("正") and "朱" in r)
    assert "(154 mm)" in green  # the ring of 綠: (三尺三寸少半寸 − 二尺) / 2
    assert "一尺 (231 mm)" not in centre  # the solid 朱 square: no "width" of half its side


def test_the_shi_width_is_adjustable_and_said(capsys):
    b = build(70, shi_width_chi=Fraction(1, 2))
    assert b.marks.shi.width_chi == Fraction(1, 2)
    assert any("(as given)" in a for a in b.assumptions)
    assert not any("(houzhi's assumption)" in a and "麋飾" in a for a in b.assumptions)
    code, out, _ = run(capsys, "build", "70", "--shi-width", "20 cm", "--json")
    d = json.loads(out)
    assert code == 0 and d["marks"]["shi"]["width_mm"] == pytest.approx(200, abs=0.01)
    code, _, err = run(capsys, "build", "70", "--shi-width", "-3 cm")
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([50, 70, 90]), st.fractions(Fraction(1, 10), Fraction(3), max_denominator=240))
def test_the_shi_covers_two_strips_of_the_zhong_s_height(d, width):
    t = Target.of(d, rite="大射")
    shi = shi_of(t.setting.hou, t.composition, width)
    assert shi is not None and shi.length_chi == t.zhong_side_chi == d * Fraction(1, 5)
    assert shi.area_chi2 == 2 * t.zhong_side_chi * width
    assert HIDE_SHI(zhong=t.zhong_side_chi, width=width) == shi.area_chi2


def test_the_json_and_the_book_carry_the_trim():
    b = build(70, fabric=Fabric.modern("150 cm"))
    from houzhi.render.book import book_pages
    from houzhi.render.export import to_data

    d = to_data(b)
    shi = d["marks"]["shi"]
    assert (shi["name"], shi["hide"], shi["count"]) == ("麋飾", "麋", 2)
    assert shi["citations"][0]["quote"] == "雜侯者，豹鵠而麋飾，下天子大夫也" and shi["assumed"]
    assert d["marks"]["title"].startswith("MARKS (hide")
    pages = book_pages(b)
    cover = " ".join(" ".join(t.get_text().split()) for t in pages[0].texts)  # lines rejoined
    assert f"{MARKS + 1} the marks (hide set on the cloth)" in cover and "to paint" not in cover
    marks = " ".join(t.get_text() for t in pages[MARKS].texts)
    assert "麋飾 ×2" in marks and "麋皮" in marks and "豹皮" in marks
    # the bill and its continued page (the no-dig path's items push the hides over)
    bill = " ".join(t.get_text() for p in pages[1:3] for t in p.texts)
    assert "麋皮 for the 麋飾" in bill and "paint:" not in bill


@pytest.mark.parametrize("d", [50, 70, 90])
def test_the_assembly_drawings_show_the_shi_down_each_side_of_the_zhong(d):
    """The elevation and the assembly DXF draw the 飾 as the sheet lists it: two strips of hide
    the 中's height, one against each side of the 中 (所飾者唯有兩傍之側), houzhi's 一尺 wide. The 中
    is 2寸 a 弓 (弓二寸以為侯中): 10尺 at 50弓, 14尺 at 70, 18尺 at 90."""
    from matplotlib.patches import Rectangle

    from houzhi.render.dxf import assembly_dxf
    from houzhi.render.plots import elevation

    t = Target.of(d, rite="大射")
    half, width = Fraction(d, 10), Fraction(1)  # half the 中, in 尺; the assumed width
    centre = t.bottom_chi + t.hu_centre_chi
    want = sorted([(-half, -half + width), (half - width, half)])
    drawn = sorted((Fraction(r.get_x()).limit_denominator(1000),
                    Fraction(r.get_x() + r.get_width()).limit_denominator(1000))
                   for r in elevation(t).axes[0].patches
                   if isinstance(r, Rectangle) and r.get_height() == pytest.approx(2 * half)
                   and r.get_width() == pytest.approx(1)
                   and r.get_y() == pytest.approx(float(centre - half)))
    assert drawn == want
    k = 231  # mm in the han 尺
    doc = assembly_dxf(t, "han")
    boxes = sorted((min(p[0] for p in e.get_points()), max(p[0] for p in e.get_points()),
                    min(p[1] for p in e.get_points()), max(p[1] for p in e.get_points()))
                   for e in doc.modelspace().query('LWPOLYLINE[layer=="SHI"]'))
    assert [x for b in boxes for x in b[:2]] == pytest.approx(
        [float(x) * k for pair in want for x in pair])
    assert all(b[3] - b[2] == pytest.approx(float(2 * half) * k) for b in boxes)


def test_a_cloth_target_with_no_hide_has_no_shi_drawn():
    from houzhi.render.dxf import assembly_dxf

    t = Target.of(50, rite="鄉射")
    assert t.shi is None
    assert not assembly_dxf(t, "han").modelspace().query('LWPOLYLINE[layer=="SHI"]')


# -- whose reading of the 參: 鄭玄's 糝侯, 敖繼公's 豹侯, 陳祥道's 麋侯 ------------------------------
#: What each reading makes of the 諸侯's 三侯, read from the passages its 侯 cite: reading ->
#: range -> (the 侯's name, the hide of its 鵠, the hide of its 飾). Only the 參 differs.
READ = {
    "鄭玄": {90: ("大侯", "熊", "熊"), 70: ("糝侯", "豹", "麋"), 50: ("豻侯", "豻", "豻")},
    # 此大侯熊侯也，則參侯其豹侯與; (鄭 as 敖 quotes him) 干侯者，豻鵠豻飾也
    "敖繼公": {90: ("大侯", "熊", "熊"), 70: ("參侯", "豹", "豹"), 50: ("豻侯", "豻", "豻")},
    # 大侯，熊侯也；參侯，麋侯也；干侯，豻侯也
    "陳祥道": {90: ("大侯", "熊", "熊"), 70: ("參侯", "麋", "麋"), 50: ("豻侯", "豻", "豻")},
}


@pytest.mark.parametrize(("who", "d"), [(w, d) for w in READ for d in READ[w]])
def test_each_reading_of_the_hides_has_the_hou_its_passages_name(who, d):
    h = get_hides(who)
    hou = h.hou("諸侯", Fraction(d))
    name, hu, shi = READ[who][d]
    assert (hou.name, hou.painted, hou.shi) == (name, (hu,), shi)
    # the first passage naming each hide has the beast in it; each is among the 侯's own
    assert hu in hou.hu_citations[0].quote and shi in hou.shi_citations[0].quote
    assert {*hou.hu_citations, *hou.shi_citations} <= set(hou.citations)
    t = Target.of(d, rite="大射", hides=who)
    assert t.setting.hou is hou and t.setting.hides is h
    assert (t.marks[0].colour, t.shi.name) == (f"{hu}皮", f"{shi}飾")


@pytest.mark.parametrize("who", list(READ))
def test_each_reading_s_passages_stand_on_their_leaves(who, texts):
    from shelf import find_on_leaf

    h = get_hides(who)
    cites = {*h.citations, *(c for by in h.targets.values() for hou in by.values()
                             for c in hou.citations)}
    assert h.citation.author.startswith(who)  # the reading's own words first
    for c in cites:
        assert find_on_leaf(texts, c.kanripo, c.leaf, c.quote), f"{c} not on its leaf"


def test_the_readings_of_the_san_cite_what_each_author_says():
    ao, chen = get_hides("敖繼公"), get_hides("陳祥道")
    assert ao.citation.quote == "此大侯熊侯也，則參侯其豹侯與"  # 卷七 葉3a
    assert any("臆說" in c.quote and c.leaf == "015-10a" for c in ao.citations)  # 義疏
    assert any("敖氏依經之有據" in c.quote for c in ao.citations)
    assert "參侯，麋侯也" in chen.citation.quote and chen.citation.leaf == "104-9a"
    assert any(c.author == "郝敬（盛世佐引）" and "麋侯" in c.quote for c in chen.citations)
    # neither names the 參's hides: houzhi says where it takes them from
    san = ao.hou("諸侯", Fraction(70))
    assert any("names the 參 a 豹侯 but not its hides" in n for n in san.notes)
    assert any("兩傍之側" in n and "whole hides" in n for n in san.notes)


def test_the_default_is_zheng_xuan_s_and_unchanged():
    t = Target.of(70)
    assert t.setting.hides is get_hides(None) is get_hides("鄭玄")
    assert t.setting.hou is DASHE.targets["諸侯"][Fraction(70)]
    assert t.setting.hou.name == "糝侯" and t.shi.name == "麋飾"
    # a reading whose author houzhi has no reading of the hides for takes 鄭玄's, and says so
    liu = Target.of(70, reading="劉敞")
    assert liu.setting.hides is get_hides("鄭玄")
    assert any("no reading of the hides by 劉敞" in a for a in liu.assumptions)


@pytest.mark.parametrize(("rite", "rank", "d"), [("大射", "天子", 70), ("大射", "大夫", 50),
                                                  ("鄉射", None, 50), ("燕射", "諸侯", 50)])
def test_where_the_readings_do_not_differ_none_is_named(rite, rank, d):
    t = Target.of(d, rite=rite, rank=rank, hides="敖繼公")
    assert t.setting.hides is None and t.setting.hides_note == ""
    assert not any("三侯 and their hides" in a for a in t.assumptions)


def test_get_hides_by_key_name_or_reading_and_refuses_others():
    for h in HIDE_READINGS.values():
        assert get_hides(h.key) is get_hides(h.label) is get_hides(h.commentators) is h
    assert get_hides(None, "ao_jigong") is get_hides("敖繼公")  # his reading takes his hides
    assert get_hides(None, "hao_jing") is get_hides("鄭玄")
    with pytest.raises(UnknownNameError, match="reading of the hides"):
        get_hides("王肅")


def test_target_70_reading_ao_gives_the_leopard_trim(capsys):
    code, out, _ = run(capsys, "target", "70", "--reading", "敖繼公")
    assert code == 0
    head = " ".join(out.splitlines()[:2])  # the rite and its 侯, then the reading and marks
    assert "參侯 (皮侯, the 參)" in head and "reading: 敖繼公; hides: 敖繼公's" in head
    assert "trimmed with 豹皮 (豹飾)" in head and "麋" not in head
    assert "the hides as 敖繼公 reads them (《儀禮集說》卷七〈大射儀〉敖繼公說 葉3a)" in out
    shi_row = next(r for r in out.splitlines() if r.startswith("豹飾 "))
    assert "敖繼公說 葉3a (豹)" in shi_row
    line = next(r for r in out.splitlines() if "三侯 and their hides" in r)
    assert "as 敖繼公 reads them" in line and "with 敖繼公's reading" in line
    assert "also read — 鄭玄" in line and "--hides 鄭玄" in line


def test_the_hides_option_is_independent_of_the_reading(capsys):
    code, out, _ = run(capsys, "target", "70", "--hides", "敖繼公")
    assert code == 0 and "reading: 鄭玄; hides: 敖繼公's" in out and "(as asked)" not in out
    assert "and the 欽定儀禮義疏 with him; as asked)" in out
    code, out, _ = run(capsys, "target", "70", "--reading", "敖繼公", "--hides", "鄭玄")
    assert code == 0 and "糝侯 (皮侯, the 參)" in out and "reading: 敖繼公; hides: 鄭玄's" in out
    assert "麋皮 (麋飾)" in out


@pytest.mark.parametrize("command", ["target", "build"])
def test_a_bad_hides_is_refused_in_one_line(capsys, command, tmp_path):
    pdf = tmp_path / "x.pdf"
    extra = ["--pdf", str(pdf)] if command == "build" else []
    code, out, err = run(capsys, command, "70", "--hides", "王肅", *extra)
    assert code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err
    assert "--hides" in err and "敖繼公" in err
    assert not pdf.exists()


def test_the_build_sheet_json_and_book_name_the_hides(capsys):
    code, out, _ = run(capsys, "build", "70", "--hides", "敖繼公")
    assert code == 0
    assert "reading 鄭玄; hides as 敖繼公 reads them;" in out.splitlines()[1]
    marks = out.split("MARKS (hide, set on the cloth)")[1].split("HANGING")[0]
    assert "鵠 of the 參侯 (《儀禮集說》卷七〈大射儀〉敖繼公說" in marks
    assert "豹飾 ×2" in marks and "as 敖繼公 reads them" in marks
    code, out, _ = run(capsys, "build", "70", "--reading", "敖繼公", "--json")
    d = json.loads(out)
    assert (d["hou"], d["hides"]) == ("參侯", "ao_jigong")
    assert d["marks"]["shi"]["hide"] == "豹"
    assert any("as 敖繼公 reads them" in n for n in d["marks"]["notes"])
    code, out, _ = run(capsys, "target", "70", "--json")
    hides = json.loads(out)["rite"]["hides"]
    assert hides["label"] == "鄭玄" and hides["citations"][0]["quote"] == "雜侯者，豹鵠而麋飾，下天子大夫也"
    from houzhi.render.book import book_pages

    page = " ".join(t.get_text() for t in book_pages(build(70, hides="陳祥道"))[MARKS].texts)
    assert "麋飾" in page and "as 陳祥道 reads them" in page and "參侯，麋侯也" in page


@pytest.mark.parametrize("name", ["參", "糝侯", "參侯", "豹侯", "麋侯"])
def test_source_shows_every_reading_of_the_san(capsys, name):
    code, out, err = run(capsys, "source", name)
    assert code == 0 and not err
    for who in READ:  # each reading by name, with its passages, and the 參 as it reads it
        assert f"reading of the 大射's 三侯 and their hides: {who} (" in out
        hou = READ[who][70][0]
        assert f"侯 {hou} (皮侯; 大射 of a 諸侯 at 70弓, as {who} reads it)" in out
    for quote in ("雜侯者，豹鵠而麋飾，下天子大夫也", "此大侯熊侯也，則參侯其豹侯與",
                  "乃改為糝而以豹鵠麋飾者當之，臆說也", "大侯，熊侯也；參侯，麋侯也；干侯，豻侯也"):
        assert f"「{quote}」" in out
    if name in ("豹侯", "麋侯"):  # and the 侯 of that name elsewhere
        assert {"豹侯": "侯 豹侯 (皮侯; 大射 of a 天子 at 50弓)",
                "麋侯": "侯 麋侯 (皮侯; 大射 of a 大夫 at 50弓)"}[name] in out


def test_the_stack_follows_the_reading_s_hides():
    from houzhi.model.dashe import stack

    names = [t.target.setting.hou.name for t in stack(reading="敖繼公").targets]
    assert names == ["豻侯", "參侯", "大侯"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["鄭玄", "敖繼公", "劉敞", "郝敬"]), st.sampled_from([None, *READ]),
       st.sampled_from([50, 70, 90]))
def test_the_hides_change_nothing_but_the_hides(reading, hides, d):
    """The reading of the hides sets what the 侯 is and bears, never its cloth, its size or how
    it hangs; and a target pickles with its reading of the hides."""
    import pickle

    t = Target.of(d, rite="大射", reading=reading, hides=hides)
    base = Target.of(d, rite="大射", reading=reading)
    assert (t.pieces, t.height_chi, t.bottom_chi, t.hu_side_chi) == (
        base.pieces, base.height_chi, base.bottom_chi, base.hu_side_chi)
    assert t.shi.area_chi2 == base.shi.area_chi2 == 2 * t.zhong_side_chi
    want = get_hides(hides, t.reading.key)
    assert t.setting.hides is want and t.setting.hou is want.hou("諸侯", Fraction(d))
    assert pickle.loads(pickle.dumps(t)).setting.hou == t.setting.hou


# -- where the 飾 goes under each reading: the sides of a square 中 framed above and below --------
#: Whether a reading's target has a square 中 with cloth above and below it, where 賈 puts the
#: 飾 (侯中上下俱有布一幅夾之，所飾者唯有兩傍之側): 鄭玄's (and 敖繼公's, his 侯) between the 躬;
#: 鄭眾's 身, which is his 中 (賈: 身即與中為一), between the 个. Not 林希逸's (no 中 of its
#: own: the whole 侯), 劉敞's (a 中 one breadth high) or 郝敬's (中即鵠).
PLACED = {"zheng_xuan": True, "ao_jigong": True, "zheng_zhong": True, "nie_chongyi": True,
          "lin_xiyi": False, "liu_chang": False, "hao_jing": False}


def _zhong_box(t):
    """The 中 as sewn, from the target's pieces: (west, bottom, east, top) in 尺."""
    zhong = [p for p in t.pieces if p.key.removesuffix("_rest") == "zhong"]
    half = zhong[0].length_chi / 2
    return (-half, min(p.bottom_chi for p in zhong), half,
            max(p.bottom_chi + p.height_chi * p.count for p in zhong))


def test_the_placed_readings_are_every_reading():
    from houzhi.canon.readings import READINGS

    assert set(PLACED) == set(READINGS)


@pytest.mark.parametrize(("reading", "d"), [(r, d) for r in PLACED for d in (50, 70, 90)])
def test_the_shi_lies_on_the_zhong_clear_of_the_hu_or_the_output_says_it_is_not_placed(
        capsys, reading, d):
    t = Target.of(d, rite="大射", reading=reading)
    shi, label = t.shi, t.reading.label
    code, out, _ = run(capsys, "target", str(d), "--rite", "大射", "--reading", reading)
    assert code == 0
    row = next(r for r in out.splitlines() if r.startswith(f"{shi.name} ×2"))
    # the hide is listed once, two strips (never the 鵠's hide again)
    assert shi.area_chi2 == 2 * shi.length_chi * shi.width_chi
    if PLACED[reading]:
        assert shi.placed and not shi.why_not and "not placed" not in out
        west, bottom, east, top = _zhong_box(t)
        assert top - bottom == east - west  # the 中 is square ...
        above = next(p for p in t.pieces if p.bottom_chi == top)
        below = next(p for p in t.pieces if p.bottom_chi + p.height_chi * p.count == bottom)
        assert min(above.length_chi, below.length_chi) >= east - west  # ... and framed
        hu = t.hu_side_chi / 2
        assert (t.hu_centre_chi - hu, t.hu_centre_chi + hu) == (bottom + (top - bottom) / 2 - hu,
                                                              bottom + (top - bottom) / 2 + hu)
        (wx0, _, wx1, _), (ex0, _, ex1, _) = shi.strips
        for x0, y0, x1, y1 in shi.strips:  # on the cloth of the 中, its full height
            assert west <= x0 < x1 <= east and (y0, y1) == (bottom, top)
            assert x1 - x0 == shi.width_chi
        assert wx0 == west and ex1 == east  # down its two sides
        assert wx1 <= -hu and ex0 >= hu  # clear of the 鵠, so no hide is under another
        assert "not placed" not in row
    else:
        assert not shi.placed and shi.strips == () and label in shi.why_not
        said = f"assumed: where the {shi.name} goes under {label} is not given"
        assert said in out and "houzhi does not place it (no strips drawn)" in out
        assert row.endswith("; not placed")
        assert f"{shi.hide}皮 for the {shi.name} (not placed: see assumed)" in out.splitlines()[1]
        assert "the sides of the 中 trimmed" not in out


@pytest.mark.parametrize("reading", [r for r, placed in PLACED.items() if not placed])
def test_the_drawings_draw_no_strip_where_the_shi_is_not_placed(reading):
    from matplotlib.patches import Rectangle

    from houzhi.render.dxf import assembly_dxf
    from houzhi.render.plots import elevation

    t = Target.of(70, rite="大射", reading=reading)
    ax = elevation(t).axes[0]
    assert not [r for r in ax.patches if isinstance(r, Rectangle)  # no strip 一尺 by 丈四尺
                and (r.get_width(), r.get_height()) == pytest.approx((1, 14))]
    assert any("麋飾 not placed" in x.get_text() for x in ax.texts)
    doc = assembly_dxf(t, "han")
    assert not doc.modelspace().query('LWPOLYLINE[layer=="SHI"]')
    words = " ".join(e.dxf.text if e.dxftype() == "TEXT" else e.text
                     for e in doc.modelspace().query("TEXT MTEXT"))
    assert f"麋飾 not placed (not given under {t.reading.label})" in words


def test_zheng_zhong_s_shi_goes_down_the_sides_of_his_shen_in_the_drawings():
    from houzhi.render.dxf import assembly_dxf

    t = Target.of(70, rite="大射", reading="鄭眾")
    west, bottom, east, top = _zhong_box(t)
    k = 231
    boxes = sorted((min(p[0] for p in e.get_points()), max(p[0] for p in e.get_points()),
                    min(p[1] for p in e.get_points()), max(p[1] for p in e.get_points()))
                   for e in assembly_dxf(t, "han").modelspace().query('LWPOLYLINE[layer=="SHI"]'))
    base = t.bottom_chi
    want = [(west, west + 1), (east - 1, east)]
    assert [b[:2] for b in boxes] == [pytest.approx((float(a) * k, float(b) * k)) for a, b in want]
    assert all(b[2:] == pytest.approx((float(base + bottom) * k, float(base + top) * k))
               for b in boxes)
    assert any("along each side of the 身 (the 中 under 鄭眾" in a for a in t.assumptions)


def test_the_sheet_json_and_book_list_an_unplaced_shi_once_and_say_so(capsys):
    from houzhi.render.book import book_pages
    from houzhi.render.export import to_data

    b = build(70, reading="林希逸")
    elk = [(item, v) for item, _, v, unit in b.bill() if "麋皮" in item]
    m2 = Fraction(231, 1000) ** 2
    assert elk == [("麋皮 for the 麋飾 (2 strips to provide, not placed: see the assumptions)",
                    2 * 14 * 1 * m2)]  # two strips the 中's 丈四尺, 一尺 wide: once
    d = to_data(b)["marks"]["shi"]
    assert d["placed"] is False and "林希逸 is not given" in d["not_placed"]
    assert any("houzhi does not place it" in a for a in d["assumed"])
    assert to_data(build(70))["marks"]["shi"]["placed"] is True
    code, out, _ = run(capsys, "build", "70", "--reading", "郝敬")
    assert code == 0
    marks = out.split("MARKS (hide, set on the cloth)")[1].split("HANGING")[0]
    assert "the 麋飾: 2 strips of 麋皮 to provide" in marks and "along the east and west" not in marks
    assert "where the 麋飾 goes under 郝敬 is not given: the 鵠 is the whole 中" in marks
    from matplotlib.text import Text

    def words(page):  # the page's own texts and its drawings'
        return " ".join(t.get_text() for t in page.findobj(Text))

    page = words(book_pages(b)[MARKS])
    assert "under 林希逸 houzhi does not place them" in page
    assert "mm square, with its 麋飾" not in page  # no sketch of strips on a 中
    assert "the 中, 3234 mm square, with its 麋飾" in words(book_pages(build(70))[MARKS])


def test_target_json_says_where_the_shi_lies(capsys):
    code, out, _ = run(capsys, "target", "70", "--json")
    shi = json.loads(out)["shi"]
    assert code == 0 and shi["placed"] is True and shi["not_placed"] is None
    # up from the lower edge: the 下个 and 下躬, a breadth of 二尺 each, then the 中 丈四尺
    assert shi["strips_chi"] == [["-7", "4", "-6", "18"], ["6", "4", "7", "18"]]
    code, out, _ = run(capsys, "target", "70", "--reading", "劉敞", "--json")
    shi = json.loads(out)["shi"]
    assert shi["placed"] is False and shi["strips_chi"] == []
    assert "the 中 is a strip 二尺 high and 丈四尺 long, not a square" in shi["not_placed"]


# -- the width of the 飾: positive, and clear of the 鵠 ------------------------------------------
@pytest.mark.parametrize(("command", "flag", "name"), [("target", "--dxf", "x.dxf"),
                                                       ("build", "--pdf", "x.pdf")])
@pytest.mark.parametrize("width", ["3 m", "五尺", "0", "-3 cm"])
def test_a_shi_width_reaching_the_hu_is_refused_in_one_line_and_no_file(
        capsys, tmp_path, command, flag, name, width):
    path = tmp_path / name
    code, out, err = run(capsys, command, "70", "--shi-width", width, flag, str(path))
    assert code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err
    assert not path.exists()
    if width in ("0", "-3 cm"):
        assert "must be positive" in err
    else:  # (中 丈四尺 − 鵠 四尺六寸大半寸) / 2, in the user's unit too
        assert "at most 四尺六寸大半寸" in err and f"got '{width}'" in err
        assert ("四尺六寸大半寸 (1.08 m)" in err) == (width == "3 m")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([r for r, placed in PLACED.items() if placed]), st.sampled_from([50, 70, 90]),
       st.fractions(Fraction(-1), Fraction(8), max_denominator=60))
def test_a_width_is_accepted_exactly_when_it_leaves_the_hu_clear(reading, d, width):
    from houzhi.errors import BadValueError

    base = Target.of(d, rite="大射", reading=reading)
    west, _, east, _ = _zhong_box(base)
    room = (east - west - base.hu_side_chi) / 2  # beside the 鵠, on each side
    if 0 < width <= room:
        t = Target.of(d, rite="大射", reading=reading, shi_width_chi=width)
        assert t.shi.width_chi == width and t.shi.placed
        assert t.shi.strips[0][2] <= -base.hu_side_chi / 2 <= base.hu_side_chi / 2 <= t.shi.strips[1][0]
        assert any("(as given)" in a for a in t.assumptions)
    else:
        with pytest.raises(BadValueError, match="飾"):
            Target.of(d, rite="大射", reading=reading, shi_width_chi=width)
        with pytest.raises(BadValueError, match="飾"):
            build(d, rite="大射", reading=reading, shi_width_chi=width)


def test_the_bound_is_the_room_beside_the_hu_exactly():
    from houzhi.errors import BadValueError

    most = (Fraction(14) - Fraction(14, 3)) / 2  # 70弓: 中 丈四尺, 鵠 a third of it
    assert Target.of(70, shi_width_chi=most).shi.width_chi == most
    with pytest.raises(BadValueError, match="at most 四尺六寸大半寸"):
        Target.of(70, shi_width_chi=most + Fraction(1, 1000))
    # where the 飾 is not placed, the hide is sized as 鄭玄's 中 takes it, and so bounded
    assert not Target.of(70, reading="郝敬", shi_width_chi=most).shi.placed
    with pytest.raises(BadValueError, match="as 鄭玄's 中 would take it"):
        Target.of(70, reading="郝敬", shi_width_chi=most + Fraction(1, 1000))


def test_houzhi_s_own_width_is_not_placed_where_it_would_reach_the_hu():
    """At sizes the 大射 does not use, houzhi's assumed 一尺 may not fit beside the 鵠: then it is
    not placed, and a width given that does not fit is refused."""
    from houzhi.canon.readings import get_reading
    from houzhi.errors import BadValueError

    hou = DASHE.targets["諸侯"][Fraction(70)]
    small = get_reading("鄭玄").compose(Fraction(10), Fraction(2))  # 中 二尺, 鵠 大半尺
    shi = shi_of(hou, small)
    assert not shi.placed and "leaves only 六寸大半寸 beside the 鵠" in shi.why_not
    assert shi_of(hou, small, Fraction(1, 3)).placed
    full = get_reading("鄭眾").compose(Fraction(20), Fraction(2))  # 身 四尺, his 鵠 四尺
    assert "no 麋飾 fits beside the 鵠" in shi_of(hou, full).why_not
    with pytest.raises(BadValueError, match="no 飾 fits beside the 鵠"):
        shi_of(hou, full, Fraction(1, 10))


def test_target_accepts_shi_width_and_shows_it(capsys, tmp_path):
    path = tmp_path / "t.dxf"
    code, out, err = run(capsys, "target", "70", "--shi-width", "20 cm", "--dxf", str(path))
    assert code == 0 and path.exists() and err.startswith("wrote")
    row = next(r for r in out.splitlines() if r.startswith("麋飾 ×2"))
    assert "width as given" in row and "0.200 m" in row
    assert "一尺 wide (houzhi's assumption)" not in out and "(as given) along each side" in out
    code, out, _ = run(capsys, "target", "70", "--shi-width", "20 cm", "--json")
    assert json.loads(out)["shi"]["width_chi"] == str(Fraction(200, 231))
    import ezdxf

    strips = ezdxf.readfile(path).modelspace().query('LWPOLYLINE[layer=="SHI"]')
    assert [max(p[0] for p in e.get_points()) - min(p[0] for p in e.get_points())
            for e in strips] == [pytest.approx(200), pytest.approx(200)]


@pytest.mark.parametrize("command", ["target", "build"])
def test_shi_width_on_a_target_with_no_hide_trim_is_refused(capsys, command):
    code, out, err = run(capsys, command, "50", "--shi-width", "20 cm")
    assert code == 2 and not out and err.count("\n") == 1
    assert "has no hide 飾" in err


# -- 郝敬 and the hides: with 陳祥道 on the 參, not on the whole -------------------------------

def test_hao_jing_is_with_chen_xiangdao_in_part_and_his_reading_keeps_the_default(capsys):
    """郝敬's words (大侯是熊豹侯; the 參 the 麋侯; 中即鵠也, no hides) do not give 陳祥道's whole
    reading, so his dimension reading keeps 鄭玄's hides and says why; his name on --hides names
    the reading that cites him, 陳祥道's, and says how far he is with it."""
    chen = get_hides("陳祥道")
    assert get_hides("郝敬") is chen and "郝敬" in chen.also
    assert get_hides(None, "hao_jing") is get_hides("鄭玄")
    assert {"大侯是熊豹侯", "中即鵠也"} <= {c.quote for c in chen.citations}
    t = Target.of(70, reading="郝敬")
    note = t.setting.hides_note
    assert "no reading of the hides by 郝敬, though 郝敬 reads the 參 as 陳祥道 does" in note
    assert "says nothing of hides" in note and "--hides 陳祥道 (or --hides 郝敬)" in note
    code, out, _ = run(capsys, "target", "70", "--hides", "郝敬")
    assert code == 0 and "hides: 陳祥道's" in out.splitlines()[1]
    line = next(r for r in out.splitlines() if "三侯 and their hides" in r)
    assert "as asked by the name of 郝敬, who is with it in part" in line
    code, out, _ = run(capsys, "build", "70", "--reading", "郝敬", "--hides", "郝敬")
    assert code == 0 and "hides as 陳祥道 reads them" in out.splitlines()[1]


@pytest.mark.parametrize("command", ["target", "build"])
@pytest.mark.parametrize("where", [["50"], ["70", "--rank", "天子"], ["50", "--rite", "燕射"],
                                   ["50", "--rite", "大射", "--rank", "大夫"]])
def test_hides_where_the_readings_do_not_differ_is_refused_in_one_line(capsys, command, where,
                                                                        tmp_path):
    pdf = tmp_path / "x.pdf"
    extra = ["--pdf", str(pdf)] if command == "build" else []
    code, out, err = run(capsys, command, *where, "--hides", "敖繼公", *extra)
    assert code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err
    assert "--hides: the readings of the hides differ only on the 大射's 三侯 of a 諸侯" in err
    assert not pdf.exists()
    code, _, _ = run(capsys, command, *where)
    assert code == 0  # without it the same 侯 is made
