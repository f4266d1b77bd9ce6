"""The 頖宮 (李之藻's Ming 射圃) where a reader asks for it by name: ``houzhi source 頖宮`` shows
each placement of its 國初射儀 with its passage (placed, or why not), and a command that makes a
target refuses ``--rite 頖宮`` in one line, pointing to its ground."""

from __future__ import annotations

import json

import pytest

from houzhi.cli import main
from houzhi.model.pangong import PLACEMENTS


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", ["頖宮", "pangong", "射圃"])
def test_source_shows_every_placement_of_the_pangong_with_its_passage(capsys, name):
    code, out, err = run(capsys, "source", name)
    assert code == 0 and not err
    blocks = [b for b in out.strip().split("\n\n") if b]
    assert len(blocks) == len(PLACEMENTS)
    for p, block in zip(PLACEMENTS, blocks, strict=True):
        assert p.key in block.splitlines()[0] and p.passage.quote in block
        assert ("not placed: " in block) == (not p.placed) and (not p.why_not or p.why_not in block)
        assert ("houzhi ground --rite 頖宮" in block) == p.placed


def test_source_json_says_what_each_placement_places(capsys):
    code, out, _ = run(capsys, "source", "頖宮", "--json")
    rows = json.loads(out)
    assert code == 0 and [r["name"] for r in rows] == [p.key for p in PLACEMENTS]
    for p, r in zip(PLACEMENTS, rows, strict=True):
        assert r["kind"] == "Placement" and r["placed"] == p.placed
        assert r["items"] == list(p.items) and len(r["item_names"]) == len(p.items)
        assert r["citations"][0]["quote"] == p.passage.quote
        assert r["not_placed"] == (p.why_not or None)


@pytest.mark.parametrize("command", ["target", "plan", "why", "drawings"])
@pytest.mark.parametrize("rite", ["頖宮", "pangong", "泮宮"])
def test_a_target_of_the_pangong_is_refused_in_one_line_naming_its_ground(capsys, command, rite):
    code, out, err = run(capsys, command, "50", "--rite", rite)
    assert code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err
    assert "is a place" in err and "`houzhi ground --rite 頖宮`" in err


def test_a_rite_nobody_knows_is_still_an_unknown_choice(capsys):
    code, _, err = run(capsys, "target", "50", "--rite", "頖")
    assert code == 2 and "invalid choice" in err and "is a place" not in err
