"""The generated documentation pages list what the model holds: every rule and stated figure
with its citation, every glossary word. (CI builds the whole site with -W; this is the quick
check of the generator.)"""

import sys
from pathlib import Path

import pytest

from houzhi import READINGS
from houzhi.canon import gear, rules, statements
from houzhi.sources.citations import Rule
from houzhi.sources.glossary import GLOSSARY

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "docs" / "_ext"))
houzhi_docs = pytest.importorskip("houzhi_docs")


def test_the_apparatus_cites_every_rule_and_statement():
    page = houzhi_docs.apparatus_page()
    every_rule = [v for v in vars(rules).values() if isinstance(v, Rule)]
    every_rule += [r for reading in READINGS.values() for r in reading.rules.values()]
    assert every_rule
    for rule in every_rule:
        assert f"(`{rule.key}`)" in page
        for c in rule.citations:
            assert houzhi_docs.md(c) in page, (rule.key, str(c))
    stated = [*statements.STATEMENTS, *statements.GEAR_STATEMENTS]
    for s in stated:
        assert houzhi_docs.md(s.citation) in page
    for item in gear.GEAR.values():
        assert all(houzhi_docs.md(c) in page for c in item.citations)
    for reading in READINGS.values():
        assert f"### {houzhi_docs.md(reading.label)} (`{reading.key}`)" in page


def test_the_apparatus_gives_the_formulas():
    page = houzhi_docs.apparatus_page()
    assert "formula: `2*c` (inputs: c)" in page          # 倍中以為躬
    assert "formula: `b - 2*t`" in page                  # 幅廣二尺二寸，旁削一寸


def test_the_glossary_page_has_every_word():
    page = houzhi_docs.glossary_page()
    for ident, (chars, _english) in GLOSSARY.items():
        assert f"| `{ident}` | {houzhi_docs.md(chars)} |" in page


def test_markdown_specials_are_escaped():
    assert houzhi_docs.md("a*b_c [d]  e\n|f") == "a\\*b\\_c \\[d\\] e \\|f"
