"""One document per output: the build sheet is made once (houzhi.documents.sheet), and the
terminal's text, the JSON and the PDF book all read it — so that its words, written once, say
the same everywhere, and each figure carries the basis the model gave it."""

from __future__ import annotations

import json
import pickle

import pytest

from houzhi.documents.document import Item, Para, TableBlock
from houzhi.documents.sheet import build_sheet
from houzhi.errors import UnknownNameError
from houzhi.making.build import build

BUILDS = [dict(range_=50), dict(range_=70, reading="郝敬", rite="鄉射"),
          dict(range_=90, rite="大射"), dict(range_=50, rite="燕射", rank="士")]


def _build(spec):
    spec = dict(spec)
    return build(spec.pop("range_"), **spec)


def _squeezed(s: str) -> str:
    return "".join(s.split())


@pytest.fixture(scope="module", params=BUILDS, ids=lambda s: " ".join(map(str, s.values())))
def made(request):
    b = _build(request.param)
    return b, build_sheet(b)


def test_a_document_is_a_value(made):
    _, doc = made
    assert pickle.loads(pickle.dumps(doc)) == doc and hash(doc) == hash(build_sheet(made[0]))
    with pytest.raises(UnknownNameError, match="section of the build sheet"):
        doc.section("no such section")


def test_the_terminal_prints_the_document(made):
    """Every heading, paragraph, item and cell of the document is in `houzhi build`'s text."""
    from houzhi.render.text import render

    _, doc = made
    text = render(doc)
    for s in doc:
        assert s.heading in text
        for block in s.blocks:
            if isinstance(block, TableBlock):
                assert all(c.text in text for r in block.rows for c in r)
            elif isinstance(block, Para | Item):
                assert (block.text if isinstance(block, Para) else block.label) in text


def test_the_json_carries_the_document_and_each_figure_its_own_basis(made):
    """The sheet in the JSON is the document's; a rope's span and height carry the bases the
    model gave the rope (kind and by), never decided again."""
    from houzhi.render.export import dumps

    b, doc = made
    data = json.loads(dumps(b))
    sheet = data["sheet"]
    assert [s["key"] for s in sheet["sections"]] == [s.key for s in doc]
    (ropes,) = [s for s in sheet["sections"] if s["key"] == "ropes"]
    table = next(x for x in ropes["blocks"] if x["block"] == "table")
    for row, rope in zip(table["rows"], b.ropes, strict=True):
        span, height = row[1], row[5]  # rope, span, east end, west end, cut, height
        for cell, basis in ((span, rope.span_basis), (height, rope.height_basis)):
            assert (cell.get("basis") or {}).get("kind") == (basis.kind if basis else None)
            assert (cell.get("basis") or {}).get("by") == (basis.by if basis else None)
        from fractions import Fraction

        assert Fraction(span["value_chi"]) == rope.span_chi


def test_the_book_speaks_the_document_s_words(made):
    """The book's bill, sewing, wind, hanging, ropes and marks pages show the document's words: the
    same items, steps and rows the terminal prints (whitespace aside: the book wraps)."""
    from houzhi.render.book import _in_drawing, _paged, book_pages

    b, doc = made
    pages = "".join(_squeezed(t.get_text()) for f in book_pages(b) for t in f.texts)
    for key in ("bill", "sewing", "rigging", "hanging", "ropes", "loops", "posts", "marks"):
        s = doc.section(key)
        for block in s.blocks:
            if isinstance(block, Item) and block.label in _in_drawing():
                continue  # in short in the post's drawing (tests/test_book_pages.py)
            if isinstance(block, Item):
                words = [block.label, block.text, block.note]
            elif isinstance(block, Para):
                words = [block.text]
            else:
                words = [c.text for r in block.rows for c in r]
            for w in words:  # the bill's "the no-dig work page" is the book's "p. 15"
                assert _squeezed(_paged(w) if key == "bill" else w) in pages, (key, w)


# -- the target's tables and the ground's stake-out --------------------------------------------

TARGETS = [(d, r) for d in (50, 70, 90) for r in (None, "鄭眾", "郝敬", "敖繼公", "劉敞", "聶崇義")]


def _words(doc):
    """Every word of ``doc`` a reader sees: title, lead, headings, cells and paragraphs."""
    out = [doc.title, *doc.lead]
    for s in doc:
        out.append(s.heading)
        for block in s.blocks:
            if isinstance(block, TableBlock):
                out += [*block.columns, *(c.text for r in block.rows for c in r)]
            elif isinstance(block, Para):
                out.append(block.text)
    return [w for w in out if w]


def _json_words(data):
    out = [data["title"], *data["lead"]]
    for s in data["sections"]:
        out.append(s["heading"])
        for block in s["blocks"]:
            if block["block"] == "table":
                out += [*block["columns"], *(c.get("words", c.get("words_text"))
                                             for r in block["rows"] for c in r)]
            elif block["block"] == "paragraph":
                out.append(block["words"])
    return [w for w in out if w]


@pytest.mark.parametrize(("d", "reading"), TARGETS)
def test_the_target_s_text_and_json_say_the_document_s_words_and_bases(capsys, d, reading):
    """`houzhi target` prints the document and nothing else; its JSON carries the same words,
    and each figure's cell the basis the model gave that figure (kind and by), never decided
    again; every figure of the figures table is there, with its exact value."""
    from fractions import Fraction

    from houzhi.cli import main
    from houzhi.documents.target import FACTS_ROWS, target_document
    from houzhi.model.target import Target
    from houzhi.render.text import render

    t = Target.of(d, reading=reading)
    doc = target_document(t)
    assert pickle.loads(pickle.dumps(doc)) == doc and hash(doc) == hash(target_document(t))
    argv = ["target", str(d), *(["--reading", reading] if reading else [])]
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert text == render(doc) + "\n"
    assert all(w in text for w in _words(doc))
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert _json_words(data["document"]) == _words(doc)
    figures = t.figures()
    (table,) = next(s for s in data["document"]["sections"] if s["key"] == "figures")["blocks"][:1]
    for (key, _w), row in zip(FACTS_ROWS, table["rows"], strict=True):
        f = figures.get(key)
        cell = row[1]
        if f is None:
            assert cell["words"] == "—" and "basis" not in cell
        else:
            assert Fraction(cell["value_chi"]) == f.value
            assert (cell["basis"]["kind"], cell["basis"]["by"]) == (f.basis.kind, f.basis.by)
            assert f.basis.short in row[4]["words"]


GROUNDS = [dict(range_="50"), dict(range_="70"), dict(range_="90"), dict(rite="大射"),
           dict(rite="頖宮"), dict(range_="50", reading="郝敬")]


@pytest.mark.parametrize("opts", GROUNDS, ids=lambda o: " ".join(o.values()))
def test_the_ground_s_text_and_json_say_the_document_s_words_and_bases(capsys, opts):
    """`houzhi ground` prints the document; its JSON carries the same words, and each item's
    place the basis the ground gives that item (the same as the JSON's own ``items``)."""
    from houzhi.cli import main

    argv = ["ground", *(["--range", opts["range_"]] if "range_" in opts else []),
            *(["--rite", opts["rite"]] if "rite" in opts else []),
            *(["--reading", opts["reading"]] if "reading" in opts else [])]
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    text = capsys.readouterr().out
    words = _json_words(data["document"])
    assert all(w in text for w in words)
    assert text.count("\n") >= len(data["items"]) + 5
    (table,) = data["document"]["sections"][0]["blocks"]
    assert len(table["rows"]) == len(data["items"])
    for row, item in zip(table["rows"], data["items"], strict=True):
        assert row[1]["words"] == item["name"]
        assert row[2]["basis"] == row[3]["basis"] == item["basis"]
        assert row[2]["value_chi"] == item["x_chi"] and row[3]["value_chi"] == item["y_chi"]
        assert row[0]["words"].startswith("*") == (item["basis"]["kind"] == "assumed")
        assert row[0]["words"].startswith("(*)") == (item["basis"]["kind"] != "assumed"
                                                    and item["basis"]["assumed"])
