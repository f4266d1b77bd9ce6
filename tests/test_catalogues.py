"""The gettext catalogues: made from the code, complete in both scripts, compiled from their
``.po`` files, 简体 made from 繁體 by OpenCC and the reviewed exceptions (tools/catalogues.py)."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from conftest import ROOT

pytest.importorskip("babel")
pytest.importorskip("opencc")


def _tools():
    spec = importlib.util.spec_from_file_location("catalogues", ROOT / "tools" / "catalogues.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["catalogues"] = module
    spec.loader.exec_module(module)
    return module


cat = _tools()
LANGS = ("zh_Hant", "zh_Hans")


def _ids(catalog) -> set:
    return {(m.context, m.id) for m in catalog if m.id}


@pytest.fixture(scope="module")
def template():
    return cat.extract()


def test_the_pot_is_the_code_s(template):
    """houzhi.pot holds exactly the messages marked in the code: run tools/catalogues.py."""
    assert _ids(cat.read(cat.POT)) == _ids(template)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(template, lang):
    catalog = cat.read(cat.po_path(lang), lang)
    assert _ids(catalog) == _ids(template)
    assert cat.untranslated(catalog) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_mo_is_compiled_from_the_po(lang):
    path = cat.po_path(lang)
    assert path.with_suffix(".mo").read_bytes() == cat.mo_bytes(cat.read(path, lang))


def test_simplified_is_opencc_of_traditional():
    hant = cat.read(cat.po_path("zh_Hant"), "zh_Hant")
    hans = cat.read(cat.po_path("zh_Hans"), "zh_Hans")
    want = {(m.context, m.id): m.string for m in cat.simplified(hant) if m.id}
    assert {(m.context, m.id): m.string for m in hans if m.id} == want


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_kept(lang):
    for m in cat.read(cat.po_path(lang), lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for s in strings:
            assert cat.placeholders(s) == cat.placeholders(ids[-1]), m.id


def test_simplify_keeps_quotations_and_the_english_words():
    """简体: a quotation stays as the edition writes it, in the mainland's marks (“”); a title,
    a name and a label of the canon are simplified like houzhi's own words."""
    assert cat.simplify("據《儀禮注疏》「倍中以為躬」，這個說法") == "据《仪礼注疏》“倍中以為躬”，这个说法"
    # a run of the texts' characters outside quotation marks is simplified, even where the English
    # message quotes it: 简体 keeps only what stands in the marks, so that the reader sees it is
    # quoted (the 繁體 catalogue marks every quotation: test_every_quotation_is_marked)
    assert cat.simplify("樹立綱(植則在兩旁邪豎之)") == "树立纲(植则在两旁邪竖之)"
    assert cat.simplify("樹立綱（「植則在兩旁邪豎之」）") == "树立纲（“植則在兩旁邪豎之”）"
    # a name or a label the English message holds is simplified, quoted or not
    assert cat.simplify("鄭玄之說（鄉射）") == "郑玄之说（乡射）"
    assert cat.simplify("說明") == "说明"  # a word of houzhi's own is converted


def test_simplify_fails_on_an_unquoted_traditional_word():
    """The converter is not a no-op: a traditional word outside any quotation changes."""
    assert cat.simplify("體") != "體"


def test_every_quotation_is_marked():
    """Every passage houzhi cites that a 繁體 message writes, and every run of the texts'
    characters its English quotes, stands in 「」 (so 简体 keeps it, in “”): none is left bare,
    to be simplified halfway or read as houzhi's own words (but for the reviewed ``[unmarked]``
    words of tools/zh_Hans.toml: names, labels and houzhi's own notes)."""
    hant = cat.read(cat.po_path("zh_Hant"), "zh_Hant")
    assert cat.unmarked(hant) == []


def test_the_unmarked_check_finds_a_bare_quotation():
    """The check is not blind: a cited passage written bare in a message is found, and the same
    in 「」 is not."""
    from babel.messages.catalog import Catalog

    bare, marked = Catalog(locale="zh_Hant"), Catalog(locale="zh_Hant")
    bare.add("the posts lean (植則在兩旁邪豎之)", "兩植斜豎（植則在兩旁邪豎之）")
    marked.add("the posts lean (植則在兩旁邪豎之)", "兩植斜豎（「植則在兩旁邪豎之」）")
    assert [r for _id, r in cat.unmarked(bare)] == ["植則在兩旁邪豎之"]
    assert cat.unmarked(marked) == []
