"""houzhi cite and CITATION.cff: read back by bibliography tools and a YAML parser."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import bibtexparser
import pytest
import rispy
import yaml

import houzhi
from houzhi.cli import main
from houzhi.documents.apparatus import all_citations
from houzhi.documents.bibliography import RELEASED, entries
from houzhi.sources.citations import SIKU, WORKS

ROOT = Path(__file__).resolve().parents[1]


def _run(capsys, *argv: str) -> str:
    assert main(["cite", *argv]) == 0
    return capsys.readouterr().out


def test_citation_cff_is_cff_1_2_0_of_this_version():
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    assert cff["cff-version"] == "1.2.0"
    for key in ("message", "title", "authors"):  # the keys CFF 1.2.0 requires
        assert cff[key]
    assert all("name" in a or "family-names" in a for a in cff["authors"])
    assert str(cff["version"]) == houzhi.__version__
    assert date.fromisoformat(str(cff["date-released"])) == date.fromisoformat(RELEASED)
    assert cff["type"] == "software" and cff["license"] == "MIT"
    for ref in cff.get("references", []):
        assert ref["type"] and ref["title"] and ref["authors"]


def test_bibtex_loads_in_a_bibliography_tool(capsys):
    lib = bibtexparser.parse_string(_run(capsys))
    assert not lib.failed_blocks
    got = {e.key: e for e in lib.entries}
    assert got["houzhi"].entry_type == "software"
    assert got["houzhi"].fields_dict["version"].value == houzhi.__version__
    assert got["houzhi"].fields_dict["year"].value == RELEASED[:4]
    quoted = {c.kanripo for c in all_citations()}
    for kanripo, (title, statement) in WORKS.items():
        if kanripo not in quoted:
            assert kanripo not in got
            continue
        e = got[kanripo]
        assert e.entry_type == "book"
        assert e.fields_dict["title"].value == title
        assert e.fields_dict["edition"].value == SIKU
        assert kanripo in e.fields_dict["note"].value
        assert e.fields_dict["url"].value.endswith(f"/kanripo/{kanripo}")
        # every person the edition names is an author, by his name in characters
        names = [w for part in statement.split("；") for w in part.split()[1:2]
                 if not w.endswith("敕撰")]
        if names:
            authors = e.fields_dict["author"].value.split(" and ")
            assert authors == names


def test_every_edition_houzhi_quotes_is_in_the_bibliography(capsys):
    cited = {(c.work, c.edition) for c in all_citations()}
    listed = {(e.title, e.edition) for e in entries()}
    assert cited == listed - {(entries()[0].title, "")}
    assert len(json.loads(_run(capsys, "editions", "--format", "csl-json"))) == len(cited)


def test_csl_json_items(capsys):
    items = json.loads(_run(capsys, "--format", "csl-json"))
    assert [i["id"] for i in items] == [e.key for e in entries()]
    for item in items:
        assert item["type"] in ("software", "book") and item["title"]
        assert all(set(a) == {"literal"} for a in item.get("author", []))
    me = items[0]
    assert me["version"] == houzhi.__version__
    assert me["issued"]["date-parts"] == [[int(x) for x in RELEASED.split("-")]]


def test_ris_reads_back(capsys):
    text = _run(capsys, "--format", "ris")
    refs = rispy.loads(text)
    assert [r["title"] for r in refs] == [e.title for e in entries()]
    assert refs[0]["type_of_reference"] == "COMP"
    assert all(r["type_of_reference"] == "BOOK" for r in refs[1:])
    assert not re.search(r"^\d+\.$", text, re.M)  # no numbered line before a record


@pytest.mark.parametrize("name", ["KR1d0028", "儀禮注疏", "仪礼注疏"])
def test_one_edition_by_id_or_title(capsys, name):
    lib = bibtexparser.parse_string(_run(capsys, name))
    assert [e.key for e in lib.entries] == ["KR1d0028"]


def test_an_unknown_work_is_one_line(capsys):
    assert main(["cite", "no such book"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "KR1d0028" in err


def test_docs_pages_list_every_edition():
    import sys

    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    from houzhi_docs import editions_page

    text = editions_page()
    for kanripo, (title, _) in WORKS.items():
        if kanripo not in {c.kanripo for c in all_citations()}:
            continue
        assert f"[{kanripo}](https://github.com/kanripo/{kanripo})" in text and title in text
    index = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    assert "\nciting\n" in index and "generated/editions" in index
    assert "houzhi cite" in (ROOT / "docs" / "citing.md").read_text(encoding="utf-8")
