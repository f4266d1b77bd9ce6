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
        span, height = row[1], row[4]
        for cell, basis in ((span, rope.span_basis), (height, rope.height_basis)):
            assert (cell.get("basis") or {}).get("kind") == (basis.kind if basis else None)
            assert (cell.get("basis") or {}).get("by") == (basis.by if basis else None)
        from fractions import Fraction

        assert Fraction(span["value_chi"]) == rope.span_chi


def test_the_book_speaks_the_document_s_words(made):
    """The book's bill, sewing, wind, hanging, ropes and marks pages show the document's words: the
    same items, steps and rows the terminal prints (whitespace aside: the book wraps)."""
    from houzhi.render.book import book_pages

    b, doc = made
    pages = "".join(_squeezed(t.get_text()) for f in book_pages(b) for t in f.texts)
    for key in ("bill", "sewing", "rigging", "hanging", "ropes", "loops", "posts", "marks"):
        s = doc.section(key)
        for block in s.blocks:
            if isinstance(block, Item):
                words = [block.label, block.text, block.note]
            elif isinstance(block, Para):
                words = [block.text]
            else:
                words = [c.text for r in block.rows for c in r]
            for w in words:
                assert _squeezed(w) in pages, (key, w)
