"""Every quoted passage stands on its cited leaf of the 四庫 text, in the reader's form.

The citations are collected generically (shelf.all_citations walks the module-level
names of the modules in shelf.MODULES), so citations added later are
checked too. The tests that need the shelf (../shared/texts) skip without it, outside CI.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shelf import MODULES, all_citations, find_on_leaf, leaves, matches, span
from strategies import siku_leaves

import houzhi
from houzhi.measure._variants import AS_THE_TEXT, VARIANTS, normalise, plain
from houzhi.sources.citations import SIKU, WEB, WORKS, Citation, cite
from houzhi.sources.passages import key_of, passage_of, passages

CITATIONS = all_citations()
SHELF = [c for c in CITATIONS if c.kanripo]
LAYERS = {"經", "記", "注", "疏", "音義", "說"}
#: Works houzhi knows only from a web transcription (not on the shelf).
WEB_ONLY = {"頖宮禮樂疏"}


def test_walk_finds_the_citations_of_every_module():
    from houzhi.canon import gear, rites, rules, statements
    from houzhi.model import dashe

    found = set(CITATIONS)
    assert set(rules.GONG.citations) <= found and dashe.DASHE_RANGES in found
    assert {s.citation for s in statements.STATEMENTS} <= found
    assert set(rites.ZHENG_CENTRE.citations) <= found and rites.C_SHOUHOU in found
    assert all(set(g.citations) <= found for g in gear.GEAR.values())
    assert len(SHELF) > 100


@pytest.mark.parametrize("c", SHELF, ids=lambda c: f"{c.kanripo}:{c.leaf}:{c.quote[:12]}")
def test_quote_stands_on_its_leaf(c, texts):
    assert find_on_leaf(texts, c.kanripo, c.leaf, c.quote), (
        f"{c.quote!r} not on {c.kanripo} {c.leaf}")


@pytest.mark.parametrize("c", SHELF, ids=lambda c: f"{c.kanripo}:{c.leaf}:{c.quote[:12]}")
def test_every_citation_has_the_fields_a_reader_needs(c):
    assert c.work == WORKS[c.kanripo][0] and c.edition == SIKU
    assert c.juan.startswith("卷") and c.section and c.layer in LAYERS
    assert bool(c.author) == (c.layer not in ("經", "記")), "經 and 記 have no author"
    assert re.fullmatch(r"\d{3}-\d+[ab](/\d+[ab])?", c.leaf)
    assert normalise(c.quote) == normalise(normalise(c.quote))
    assert not set(c.quote) & (set(VARIANTS) - AS_THE_TEXT), f"quote keeps a variant: {c.quote}"
    s = str(c)
    assert s.startswith(f"《{c.work}》{c.juan}〈{c.section}〉") and f"「{c.quote}」" in s
    assert "四庫本 葉" in s and ".txt" not in s


def test_web_transcriptions_only_for_works_not_on_the_shelf():
    for c in CITATIONS:
        if c.kanripo:
            continue
        assert c.work in WEB_ONLY and c.edition == WEB and not c.leaf, c
        assert c.work not in {w for w, _ in WORKS.values()}


def test_no_citation_is_left_in_the_old_form():
    """Every citation names its edition: the 四庫 text by leaf, or the one web transcription."""
    import houzhi.sources.citations

    assert all(c.edition in (SIKU, WEB) for c in CITATIONS)
    assert not {"ji", "jishi", "ref", "_legacy"} & set(vars(houzhi.sources.citations))


def test_the_ji_is_the_ji_not_zheng_xuan():
    from houzhi.canon import rules

    assert rules.GONG.citations[0].layer == "記" and rules.GONG.citations[0].author == ""
    assert rules.XIA_GE.citations[1].quote == "半者，半其出於躬者也，用布三丈"


def test_reader_form_and_json():
    c = cite("KR1d0028", "005-88b", "鄉射禮·記", "注", "鄭玄", "凡鄉侯用布十六丈")
    assert str(c) == "《儀禮注疏》卷五〈鄉射禮·記〉鄭玄注（四庫本 葉88b）「凡鄉侯用布十六丈」"
    from houzhi.render.export import to_data

    d = to_data(c)
    assert {"work", "juan", "section", "layer", "author", "edition", "kanripo", "leaf",
            "quote"} <= d.keys()
    assert d["ruan_juan"] == "卷十三" and d["note"] is None
    # every citation has the same keys: null where a leaf's 阮元 卷 is not established
    assert to_data(cite("KR1d0028", "005-79a", "鄉射禮·記", "記", "", "x")).keys() == d.keys()
    assert json.loads(json.dumps(d, ensure_ascii=False)) == d
    assert cite("KR1d0049", "016-14a", "大射儀", "說", "劉敞（盛世佐引）", "令人目高七尺",
                juan="卷十三").juan == "卷十三"


def test_variant_table_folds_the_transcription_forms():
    assert normalise("乏參矦道居矦黨之一西五歩") == "乏參侯道居侯黨之一西五步"
    assert plain("倍中以爲躳注躳身也¶\n<pb:KR1d0028_WYG_005-88b>(疏/云)&KR0795;") == \
        "倍中以為躬注躬身也疏云□"
    assert normalise("於") != normalise("于") and normalise("筭") == normalise("算")
    assert all(k != v for k, v in VARIANTS.items())


def test_a_lost_glyph_matches_any_character_but_nothing_else_does():
    assert matches("以此為差也", "以此為□也") == 0
    assert matches("楚朴長如笴", "楚朴長如矢") == -1


def test_the_seed_corruption_is_not_quoted(texts):
    pages = leaves(texts, "KR1d0028")
    assert "半其出於躬者" in pages["005-88a"] and "半其出于射者" not in pages["005-88a"]


# -- the shipped passages --------------------------------------------------------------------

def test_every_shelf_citation_has_its_passage_shipped():
    missing = [str(c) for c in SHELF if key_of(c) not in passages()]
    assert not missing


@pytest.mark.parametrize("key", sorted(passages()))
def test_shipped_passage_agrees_with_the_shelf(key, texts):
    kanripo, leaf, quote = key.split(":", 2)
    leaf = leaf.split("/")[0]
    text = passages()[key]
    assert span(quote, text.replace("□", "")) is not None or span(quote, text) is not None
    pages = leaves(texts, kanripo)
    keys = list(pages)
    k = keys.index(leaf)
    around = "".join(pages[x] for x in keys[max(k - 1, 0):k + 3])
    assert text in around


def test_passage_of_falls_back_to_the_quote():
    c = Citation("頖宮禮樂疏", "", "射禮", "說", "李之藻", "射位謂之物", edition=WEB)
    assert passage_of(c) == "射位謂之物"


def test_no_passage_is_shipped_for_nothing():
    keys = {key_of(c) for c in SHELF}
    assert not set(passages()) - keys, "stale passages: run tools/build_passages.py"


def test_an_ellipsis_stands_for_words_left_out_in_order():
    assert span("公將射……先待于物北", "公將射則賓降先待于物北北一笴") == (0, 11)
    assert span("先待于物北……公將射", "公將射則賓降先待于物北北一笴") is None


def test_every_module_that_cites_is_walked():
    src = Path(houzhi.__file__).parent
    citing = {".".join(("houzhi", *p.relative_to(src).with_suffix("").parts))
              for p in src.rglob("*.py")
              if re.search(r"\b(web_)?cite\(", p.read_text(encoding="utf-8"))}
    assert {m for m in citing if not m.endswith(".citations")} <= set(MODULES)


def _made_more_than_once(where: dict[str, list[Citation]]) -> dict[tuple[str, str, str], list[str]]:
    """The passages (work or Kanripo id, leaf, quote) made as more than one Citation object
    among ``where`` (module name -> the citations reachable from it), each with the modules
    that reach each object (``rules``; ``commentary+rites`` for an object both reach)."""
    objects: dict[int, Citation] = {}
    modules: dict[int, dict[str, None]] = {}
    for name, cs in where.items():
        for c in cs:
            objects[id(c)] = c
            modules.setdefault(id(c), {})[name] = None
    by_passage: dict[tuple[str, str, str], list[int]] = {}
    for i, c in objects.items():
        by_passage.setdefault((c.kanripo or c.work, c.leaf, c.quote), []).append(i)
    return {k: ["+".join(modules[i]) for i in ids] for k, ids in by_passage.items()
            if len(ids) > 1}


def test_the_check_for_passages_made_twice_can_fail():
    once = cite("KR1d0028", "005-89a", "鄉射禮·記", "記", "", "箭籌八十")
    again = cite("KR1d0028", "005-89a", "鄉射禮·記", "記", "", "箭籌八十", note="校: x")
    assert _made_more_than_once({"a": [once], "b": [once]}) == {}
    assert _made_more_than_once({"a": [once], "b": [again, once]}) == {
        ("KR1d0028", "005-89a", "箭籌八十"): ["a+b", "b"]}
    # equal, but two objects: still made twice
    twin = cite("KR1d0028", "005-89a", "鄉射禮·記", "記", "", "箭籌八十")
    assert twin == once and _made_more_than_once({"a": [once, twin]})


def test_every_passage_is_made_once():
    """Every rule is written once, as data with its citation: a passage two modules (or two
    statements) quote is one Citation object, made in the lowest module and named by the rest
    (as ``rites.C_XS_FA`` is ``rules.FA.citations[0]``), never a second cite() of the same words
    that may drift from the first (a 阮元 卷 on one copy and not the other)."""
    from importlib import import_module

    from shelf import _walk

    def reached(module: str) -> list[Citation]:  # as all_citations walks it
        seen: set[int] = set()
        return [c for v in vars(import_module(module)).values() for c in _walk(v, seen)]

    where = {m: reached(m) for m in MODULES}
    twice = _made_more_than_once(where)
    assert not twice, "passages made as more than one Citation (make one, refer to it):\n" + "\n".join(
        f"  {k} {leaf} 「{quote}」: {len(ms)} objects, one each reached from {' | '.join(ms)}"
        for (k, leaf, quote), ms in twice.items())


def test_every_siku_citation_names_its_leaf():
    """Citation.ref names the leaf; only a web transcription, which has none, names its edition."""
    from houzhi.sources.citations import SIKU

    for c in all_citations():
        if c.edition == SIKU:
            assert c.leaf, c
            assert f"葉{c.leaf.split('-', 1)[-1]}" in c.ref
        else:
            assert c.edition in c.ref


# -- 阮元's 卷: one table, read for every citation ------------------------------------------------

def test_every_citation_of_a_leaf_carries_the_same_ruan_juan():
    """Whoever writes a citation (rules, commentary, rites, marks, ground, gear, dashe …), its
    阮元 卷 is the table's for its text and leaf: one value per leaf."""
    from houzhi.sources.citations import ruan_juan_of

    by_leaf: dict[tuple[str, str], set[str]] = {}
    for c in SHELF:
        by_leaf.setdefault((c.kanripo, c.leaf), set()).add(c.ruan_juan)
        assert c.ruan_juan == ruan_juan_of(c.kanripo, c.leaf), c
    assert all(len(v) == 1 for v in by_leaf.values()), {k: v for k, v in by_leaf.items() if len(v) > 1}
    # the table is used: the 大射's opening and the 記's 侯 are known, the rest of the 大射 is not
    assert by_leaf[("KR1d0028", "007-5b")] == {"卷十六"} and by_leaf[("KR1d0028", "005-88b")] == {"卷十三"}
    assert by_leaf[("KR1d0028", "007-70b")] == {""}


def test_no_citation_is_given_a_ruan_juan_by_its_maker():
    with pytest.raises(TypeError):
        cite("KR1d0028", "005-88b", "鄉射禮·記", "注", "鄭玄", "凡鄉侯用布十六丈", ruan_juan="卷十六")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Citation("儀禮注疏", "卷五", "鄉射禮·記", "注", "鄭玄", "x", ruan_juan="卷十六")  # type: ignore[call-arg]


@pytest.mark.parametrize(("leaf", "juan"), [
    ("005-1a", "卷十一"), ("005-26b", "卷十一"), ("005-3b/4a", "卷十一"),
    ("005-27a", ""),  # 卷十二 opens on this leaf, after the end of 卷十一
    ("005-26b/27a", ""), ("005-60a", ""), ("005-85b", ""),
    ("005-86a", "卷十三"), ("005-88b", "卷十三"), ("005-91b", "卷十三"),
    ("005-92a", ""),  # the 四庫 editors' 考證: not in 阮元
    ("007-1a", "卷十六"), ("007-11a", "卷十六"), ("007-11b", ""), ("007-70b", ""),
])
def test_the_boundaries_of_the_known_juan(leaf, juan):
    from houzhi.sources.citations import ruan_juan_of

    assert ruan_juan_of("KR1d0028", leaf) == juan
    assert ruan_juan_of("KR1d0003", leaf) == ""  # 周禮注疏: not established


def test_the_spans_are_ordered_and_apart():
    from itertools import pairwise

    from houzhi.sources.citations import RUAN_JUAN, _leaf_key

    for a in RUAN_JUAN:
        assert _leaf_key(a.first) <= _leaf_key(a.last) and a.juan.startswith("卷") and a.basis
    for a, b in pairwise(RUAN_JUAN):
        assert a.kanripo != b.kanripo or _leaf_key(a.last) < _leaf_key(b.first)


def test_the_spans_stand_on_the_shelf(texts, seeds):
    """The evidence each span names is where it says: the leaves exist and are the 篇's; 卷十二
    opens on 005-27a with a 疏 section, and the web transcription of 卷十二 opens with those
    words; the transcription of 卷十三 opens on 005-86a; the 大射's first 疏 section, which opens
    卷十六, runs to 007-11b."""
    from houzhi.measure._variants import plain as plain_text

    pages = leaves(texts, "KR1d0028")
    keys = list(pages)
    assert {"005-1a", "005-26b", "005-86a", "005-91b", "007-1a", "007-11a"} <= set(pages)
    assert keys[keys.index("005-91b") + 1] == "005-92a"  # the 考證 follows the 篇's last leaf
    assert "司射猶挾乘矢以命三耦" in pages["005-27a"] and "司射猶挾乘矢" not in pages["005-26b"]
    assert "自此盡取扑搢之以反位論司射誘射" in normalise(pages["005-27b"])  # its 疏, overleaf
    (seed12,) = seeds.glob("000_*.txt")
    assert plain_text(seed12.read_text(encoding="utf-8"))[:20].startswith("司射猶挾乘矢以命三耦")
    (seed13,) = seeds.glob("004_*.txt")
    body = seed13.read_text(encoding="utf-8").splitlines()
    assert body[0].startswith("卷十三 鄉射禮第五")
    first = plain_text(next(x for x in body[1:] if "，" in x))[:12]  # the first words of the text
    assert first in pages["005-86a"] and first not in pages["005-85b"]
    assert "自此盡西紘" in pages["007-1a"] + pages["007-1b"]
    assert "鼗倚於頌磬西紘" in pages["007-11a"]
    assert "厥明司宮尊於東楹之西" in pages["007-11b"]


@given(st.lists(siku_leaves, min_size=3, max_size=3))
def test_a_juan_is_one_stretch_of_leaves(three):
    """Between two leaves of one 阮元 卷, every leaf is of that 卷 (a 卷 is never interrupted);
    and a leaf across a page break has a 卷 only when both its leaves do, the same one."""
    from houzhi.sources.citations import _leaf_key, ruan_juan_of

    a, b, c = sorted(three, key=_leaf_key)
    ja, jc = ruan_juan_of("KR1d0028", a), ruan_juan_of("KR1d0028", c)
    if ja and ja == jc:
        assert ruan_juan_of("KR1d0028", b) == ja
    across = f"{a}/{b.split('-', 1)[1]}" if a[:3] == b[:3] else a
    both = {ruan_juan_of("KR1d0028", x) for x in (a, b if a[:3] == b[:3] else a)}
    assert ruan_juan_of("KR1d0028", across) == (both.pop() if len(both) == 1 else "")


def _source_lines(texts: Path) -> dict[tuple[str, int], str]:
    """(source file, line) -> that line, for every line the shelf copies from the Kanseki
    Repository, read by the line ranges its headers name (whole files from line 1)."""
    out: dict[tuple[str, int], str] = {}
    for path in sorted(texts.glob("KR*.txt")):
        lines = path.read_text(encoding="utf-8").split("\n")
        end = next(i for i, x in enumerate(lines) if x.endswith("end of header"))
        head = "\n".join(lines[:end])
        whole = re.search(r"^# Source (\w+\.txt) -- whole file", head, re.M)
        parts = [(m.group(1), int(m.group(2)), i + 1) for i, x in enumerate(lines)
                 if (m := re.match(r"^# ===== part \d+: (\w+\.txt) lines (\d+)-\d+ =====$", x))]
        if not parts:
            m = whole or re.search(r"^# Source (\w+\.txt) -- lines (\d+)", head, re.M)
            assert m is not None, path
            parts = [(m.group(1), 1 if whole else int(m.group(2)), end + 2)]
        bounds = [p[2] - 1 for p in parts[1:]] + [len(lines)]
        for (source, first, body), stop in zip(parts, bounds, strict=True):
            for i in range(body, stop):
                out[(source, first + i - body)] = lines[i]
    return out


def test_every_citation_links_to_its_leaf(texts):
    """The url of each citation names the text's repository, a commit, the 卷's file and a
    line, and on that line of the source stands the page marker of the cited leaf."""
    source = _source_lines(texts)
    for c in SHELF:
        m = re.fullmatch(r"https://github\.com/kanripo/(\w+)/blob/([0-9a-f]{40})/(\w+\.txt)"
                         r"#L(\d+)", c.url)
        assert m is not None, c.url
        assert m.group(1) == c.kanripo and m.group(3) == f"{c.kanripo}_{c.leaf[:3]}.txt"
        first = c.leaf.split("/")[0]
        line = source[(m.group(3), int(m.group(4)))]
        assert f"<pb:{c.kanripo}_WYG_{first}>" in line, (c.url, line)


def test_url_in_the_json_of_every_citation():
    from houzhi.render.export import to_data

    for c in CITATIONS:
        d = to_data(c)
        assert d["url"] == (c.url or None)
        assert (d["url"] is None) == (not c.kanripo)
