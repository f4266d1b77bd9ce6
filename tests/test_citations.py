"""Every quoted passage stands in its seed, at the cited line(s)."""

import re

import pytest

from houzhi import dashe, marks
from houzhi.commentary import GEAR_STATEMENTS, STATEMENTS
from houzhi.gear import GEAR
from houzhi.readings import READINGS
from houzhi.rules import ALL_RULES, HUMAN_FORM

LOST = "?▯"


def _all_citations():
    for rule in ALL_RULES:
        yield from rule.citations
    for reading in READINGS.values():
        for rule in reading.rules.values():
            yield from rule.citations
        yield from reading.citations
    for st in (*STATEMENTS, *GEAR_STATEMENTS):
        yield st.citation
    for g in GEAR.values():
        yield from g.citations
    yield HUMAN_FORM
    yield from (*marks.ZHENG.citations, *marks.ZHENG_CITATIONS, marks.KONG_YINGDA,
                *marks.SHOU_HOU_CITATIONS, dashe.DASHE_RANGES)


CITATIONS = sorted(set(_all_citations()), key=str)



def stands_in(passage: str, text: str) -> bool:
    """True when ``passage`` occurs in ``text``, a lost character (? ▯) in the seed matching any."""
    if passage in text:
        return True
    for i in range(len(text) - len(passage) + 1):
        window = text[i:i + len(passage)]
        if all(a == b or b in LOST for a, b in zip(passage, window, strict=True)):
            return True
    return False


@pytest.mark.parametrize("cite", [c for c in CITATIONS if c.seed], ids=str)
def test_quoted_passage_is_in_the_seed_at_its_line(cite, seeds):
    lines = (seeds / cite.seed).read_text(encoding="utf-8").splitlines()
    text = "".join(lines[n - 1] for n in range(cite.lines[0], cite.lines[-1] + 1))
    assert stands_in(cite.passage, text), f"{cite.passage!r} not at {cite.where}"


@pytest.mark.parametrize("cite", [c for c in CITATIONS if not c.seed and not c.kanripo], ids=str)
def test_passages_outside_the_seeds_are_in_the_references(cite, seeds):
    refs = (seeds.parent / "REFERENCES.md").read_text(encoding="utf-8")
    flat = re.sub(r"\s+", "", refs)
    assert stands_in(re.sub(r"\s+", "", cite.passage), flat), f"{cite.passage!r} not in REFERENCES.md"


def test_every_statement_value_is_in_its_passage():
    for st in STATEMENTS:
        assert st.value in st.citation.passage


def test_wildcard_matching_is_not_too_loose():
    assert stands_in("楚撲長如笴", "楚撲長如?。")
    assert not stands_in("楚撲長如笴", "楚撲長如矢。")
