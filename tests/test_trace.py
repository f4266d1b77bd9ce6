"""Every mark and every strip can be traced to its passage, in the output a reader sees.

The marks (鵠, 正, 獸首) carry the rule that sizes them and its passages (houzhi.model.marks.Mark);
``houzhi target`` shows each row's source by section and layer (Citation.ref), ``houzhi source``
knows the 正, and no output of ``target`` or ``build`` shows a rule's pinyin key.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest
from shelf import all_citations, find_on_leaf

from houzhi.canon import rules
from houzhi.canon.readings import READINGS
from houzhi.canon.rites import MARK_RULES, RITES, ZHENG_CENTRE, ZHENG_OUTSIDE, ZHENG_SQUEEZED
from houzhi.cli import main
from houzhi.documents.tables import PIECE_FIGURES
from houzhi.documents.target import target_document
from houzhi.model.target import Target

#: Every 侯 the rites set, by rite, rank and range.
SETTINGS = [(rite.key, rank, int(d)) for rite in RITES.values()
            for rank, by_range in rite.targets.items() for d in by_range]
#: The 正 at ranges short enough that its 朱 centre of 二尺 cannot fit (the squeezed case).
SHORT = [("xiangshe", None, 15), ("binshe", "天子", 90)]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _targets():
    for rite, rank, d in SETTINGS:
        yield Target.of(d, rite=rite, rank=rank)
    for reading in READINGS:
        yield Target.of(50, reading=reading)
    yield Target.of(15)


@pytest.mark.parametrize("t", list(_targets()),
                         ids=lambda t: f"{t.setting.rite.key}-{t.setting.rank}-{t.range_gong}-"
                                       f"{t.reading.key}")
def test_every_mark_carries_passages_that_are_walked(t):
    walked = set(all_citations())
    assert t.marks
    for m in t.marks:
        assert m.citations, f"{m.name}{m.colour} has no passage"
        if m.hide:  # a 鵠 of hide: the passage that makes it that hide first (豹鵠而麋飾)
            assert m.citations[0] == m.named_by[0] and m.colour[0] in m.named_by[0].quote
            assert m.rule.citation in m.citations
        else:
            assert m.citations[0] == m.rule.citation, "the mark's own rule is cited first"
        assert set(m.citations) <= walked, "a mark's passage the shelf test does not walk"
        assert set(m.assumed) <= set(t.assumptions)
    if t.setting.hou.kind == "獸侯":  # the texts give the heads no size: every head assumed
        assert all(m.assumed for m in t.marks)


@pytest.mark.parametrize(("rite", "rank", "d"), [s for s in SETTINGS if s[0] in ("xiangshe", "binshe")])
def test_each_zheng_mark_is_sized_by_its_own_rule(rite, rank, d):
    t = Target.of(d, rite=rite, rank=rank)
    outside, *between, centre = t.marks
    assert Fraction(outside.rule(hu=t.hu_side_chi)) == outside.side_chi == t.hu_side_chi
    assert Fraction(centre.rule()) == centre.side_chi == 2 and centre.colour == "朱"
    assert not outside.assumed and not centre.assumed
    for m in between:  # the texts give no widths: every ring between is an assumption, said so
        assert m.assumed and set(m.assumed) <= set(t.assumptions)


def _squeezed_marks():
    """Marks of a 正 too small for its 二尺 centre: the 鄉射's 二正 at short ranges, and the 天子's
    五正 and the 諸侯's 三正 (賓射) on a 鵠 of 1尺5寸 (marks_of directly: no rite sets one)."""
    from houzhi.model.marks import marks_of

    for d in (15, 20):
        yield Target.of(d).marks
    for rank in ("天子", "諸侯"):
        hou = Target.of(90 if rank == "天子" else 70, rite="binshe", rank=rank).setting.hou
        yield marks_of(hou, Fraction(3, 2))[0]


@pytest.mark.parametrize("marks", list(_squeezed_marks()), ids=["15", "20", "五正", "三正"])
def test_a_zheng_too_small_for_its_centre_is_sized_by_the_rule_that_says_so(marks):
    """Where the 朱 centre of 二尺 cannot fit, every ring inside the outside is sized by
    ZHENG_SQUEEZED (k/n of the outside), which says it is houzhi's assumption."""
    outside, *inside = marks
    n = len(marks)
    assert outside.rule is ZHENG_OUTSIDE and not outside.assumed
    assert inside[-1].side_chi < 2  # the 朱 centre is smaller than the texts' 二尺
    for k, m in enumerate(reversed(inside), 1):  # from the centre out
        assert m.rule is ZHENG_SQUEEZED and m.assumed and "二尺" in m.assumed[0]
        assert Fraction(m.rule(outer=outside.side_chi, k=k, n=n)) == m.side_chi
    assert "houzhi's assumption" in ZHENG_SQUEEZED.statement


def test_the_zhu_centre_cites_the_two_chi_on_its_leaf(texts):
    quotes = {c.quote: c for c in ZHENG_CENTRE.citations}
    assert "正之方外如鵠，內二尺" in quotes and any("朱方二尺" in q for q in quotes)
    for c in ZHENG_CENTRE.citations:
        assert "二尺" in c.quote and find_on_leaf(texts, c.kanripo, c.leaf, c.quote)
    assert ZHENG_CENTRE.citation.leaf == "041-27b" and ZHENG_CENTRE.citation.author == "鄭玄"


def test_target_json_marks_carry_rule_and_citations(capsys):
    code, out, _ = run(capsys, "target", "90", "--rite", "binshe", "--rank", "天子", "--json")
    d = json.loads(out)
    assert code == 0 and len(d["marks"]) == 5
    keys = {r.key for r in MARK_RULES}
    for m in d["marks"]:
        assert m["rule"] in keys and m["citations"]
        assert all({"work", "section", "layer", "leaf", "quote"} <= c.keys() for c in m["citations"])
    assert [bool(m["assumed"]) for m in d["marks"]] == [False, True, True, True, False]
    assert d["marks"][-1]["citations"][0]["quote"] == "正之方外如鵠，內二尺"


def test_build_json_rings_carry_the_marks_citations(capsys):
    code, out, _ = run(capsys, "build", "50", "--json")
    d = json.loads(out)
    t = Target.of(50)
    assert code == 0
    rings = d["marks"]["rings"]
    assert [r["rule"] for r in rings] == [m.rule.key for m in t.marks]
    assert [[c["quote"] for c in r["citations"]] for r in rings] == [
        [c.quote for c in m.citations] for m in t.marks]


def _table(out: str, header: str, n: int) -> list[str]:
    """The ``n`` rows under the table whose header line begins with ``header``."""
    lines = out.splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith(header))
    assert set(lines[i + 1]) <= {"-", " "}
    return lines[i + 2:i + 2 + n]


def test_target_source_cells_name_section_and_layer(capsys):
    code, out, _ = run(capsys, "target", "50")
    assert code == 0
    t = Target.of(50)
    rows = _table(out, "strip ", len(t.pieces))
    figures = t.figures()
    for p, row in zip(t.pieces, rows, strict=True):
        b = figures[PIECE_FIGURES[p.key.removesuffix("_rest")]].basis
        # a length its author states cites the passage that states it, another its rule's
        c = b.citation if b.kind == "stated" and b.citation is not None else p.rule.citation
        assert row.startswith(p.name) and row.rstrip().endswith(c.ref)
        assert f"〈{c.section}〉" in c.ref and c.layer in c.ref and c.leaf.split("-")[1] in c.ref
    zhong = next(r for r in rows if r.startswith("中 "))
    assert "〈鄉射禮·記〉記 葉87a" in zhong  # 中十尺, the words that state the 中's side
    assert rules.ZHONG.citation.quote == "侯道五十弓，弓二寸以為侯中"
    marks = _table(out, "mark ", len(t.marks))
    assert len(marks) == 2 and all("〈考工記·梓人〉鄭玄注 葉27b" in r for r in marks)


def test_the_rows_rule_gives_the_rows_length():
    for d in (50, 70, 90, 55):
        t = Target.of(d)
        zhong = next(p for p in t.pieces if p.key.startswith("zhong"))
        assert Fraction(zhong.rule(D=t.range_gong)) == zhong.length_chi


def test_target_text_says_where_a_ring_is_assumed(capsys):
    _, out, _ = run(capsys, "target", "90", "--rite", "binshe", "--rank", "天子")
    marks = _table(out, "mark ", 5)
    assert all(r.startswith("正 ") for r in marks)
    assert [("side assumed" in r) for r in marks] == [False, True, True, True, False]
    assert "assumed: the colours between the 朱 centre" in out


@pytest.mark.parametrize("name", ["正", "二正", "三正", "五正", "采侯", "朱", "zheng", "cai_hou"])
def test_source_knows_the_zheng(capsys, name):
    code, out, err = run(capsys, "source", name)
    assert code == 0 and not err
    assert "「正之方外如鵠，內二尺」" in out
    assert "passage: …" in out


@pytest.mark.parametrize(("rite", "rank", "d"), SETTINGS)
def test_the_marks_caption_names_what_source_knows(capsys, rite, rank, d):
    t = Target.of(d, rite=rite, rank=rank)
    # a 皮侯's hide 鵠 and 飾 are its own: the caption names the 侯 (houzhi source 糝侯)
    name = t.setting.hou.name if t.setting.hou.shi else t.setting.hou.marks
    assert f"(houzhi source {name} for the passages)" in target_document(t).section("marks").heading
    code, out, _ = run(capsys, "source", name)
    assert code == 0
    assert all(f"「{c.quote}」" in out for m in t.marks for c in m.rule.citations)


def test_source_zheng_prints_size_colours_and_hu(capsys):
    _, out, _ = run(capsys, "source", "正")
    for quote in ("正之方外如鵠，內二尺", "先從中畫朱方二尺", "二正去白蒼而畫以朱綠",
                  "參分其廣而鵠居一焉"):
        assert quote in out
    assert "are assumed" in out  # the equal rings
    _, two, _ = run(capsys, "source", "二正")
    assert "zheng_between" not in two and "采侯二正" in two
    code, js, _ = run(capsys, "source", "五正", "--json")
    rows = json.loads(js)
    assert code == 0 and any(r["name"] == "五正之侯" for r in rows)
    assert all(r["citations"] and all(c["passage"] for c in r["citations"]) for r in rows)


def _keys() -> set[str]:
    rule_sets = [rules.ALL_RULES, MARK_RULES, (rules.FA, rules.DASHE_FA)]
    rule_sets += [tuple(rd.rules.values()) for rd in READINGS.values()]
    if any(rd.fa is not None for rd in READINGS.values()):
        rule_sets.append(tuple(rd.fa for rd in READINGS.values() if rd.fa is not None))
    return {r.key for rs in rule_sets for r in rs if "_" in r.key}


def _leaks(text: str) -> set[str]:
    """The rule keys in ``text``: a key with an underscore anywhere as a word, and a key without
    one (hu, zhong, gang …, also English or pinyin words) only in parentheses, as a key is shown."""
    words = {k for k in _keys() if re.search(rf"(?<![\w.]){re.escape(k)}(?![\w.])", text)}
    bare = {r.key for rs in (rules.ALL_RULES, MARK_RULES) for r in rs if "_" not in r.key}
    return words | {k for k in bare if f"({k})" in text}


@pytest.mark.parametrize(("rite", "rank", "d"), SETTINGS + SHORT)
def test_target_output_shows_no_rule_key(capsys, rite, rank, d):
    argv = ["target", str(d), "--rite", rite] + (["--rank", rank] if rank else [])
    code, out, _ = run(capsys, *argv)
    assert code == 0 and not _leaks(out), _leaks(out)


def test_the_leak_test_can_fail():
    assert _leaks("乏 (fa_xiangshe): north") == {"fa_xiangshe"}
    assert _leaks("the 中 (zhong)") == {"zhong"} and not _leaks("the 中 of the 侯 (中)")
    assert not _leaks("乏 north of the target (《儀禮注疏》卷五〈鄉射禮〉經 葉5a)")


@pytest.mark.parametrize("args", [["50"], ["90", "--rite", "binshe"], ["70"]])
def test_build_output_shows_no_rule_key(capsys, args):
    code, out, _ = run(capsys, "build", *args)
    assert code == 0 and not _leaks(out), _leaks(out)
