"""One naming rule for every ``--json`` of the command line (houzhi.render.export): exact numbers are
strings under keys that name their unit (``_chi``, ``_chi2``, ``_gong`` …), numbers at the output
boundary under ``_mm``, ``_m`` …, classical text under ``_text``, whole counts bare.

Each value is recognised by what it is, not by its key: a string that reads as an exact number
("252", "363/2", "-30") must sit under a key with an exact suffix, a float under a number
suffix, and a key with a suffix must hold what the suffix promises. A key inherits the suffix of
the key above it where it has none (``"ranges_gong": {"干": "50", …}``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from strategies import ranges

from houzhi.cli import COMMANDS, main
from houzhi.measure.notation import parse_measure
from houzhi.model.target import Target
from houzhi.render.export import EXACT_SUFFIXES, NUMBER_SUFFIXES, TEXT_SUFFIX, dumps, to_data

EXACT = re.compile(r"-?\d+(/\d+)?")

# every command with --json, with arguments that reach its exact figures
RUNS: dict[str, list[list[str]]] = {
    "target": [["target", "70"], ["target", "90", "--rite", "賓射"], ["target", "50",
                                                                    "--reading", "郝敬"]],
    "check": [["check"]],
    "plan": [["plan", "70", "--width", "150 cm", "--roll", "50 m"]],
    "readings": [["readings", "50"]],
    "dashe": [["dashe"]],
    "gear": [["gear"], ["gear", "--rite", "頖宮"]],
    "bolts": [["bolts", "50", "70"]],
    "convert": [["convert", "五尋"], ["convert", "9.24 m", "--to", "丈"]],
    "ground": [["ground"], ["ground", "--rite", "大射"], ["ground", "--rite", "頖宮"]],
    "build": [["build", "70", "--width", "150 cm", "--seam", "1 cm"]],
    "score": [["score", "23", "18"]],
    "source": [["source", "躬"], ["source", "用布"]],
    "drawings": [["drawings", "50", "--out", "{tmp}"]],
    "why": [["why", "70", "下綱"], ["why", "70", "崇", "--reading", "郝敬"]],
    "cite": [["cite"]],
}


def suffix(key: str, suffixes: tuple[str, ...]) -> str | None:
    return next((s for s in sorted(suffixes, key=len, reverse=True) if key.endswith(s)), None)


def faults(node: Any, key: str = "", inherited: str = "") -> Iterator[str]:
    """Every place where ``node`` (under ``key``) breaks the naming rule, as words."""
    own = suffix(key, (*EXACT_SUFFIXES, *NUMBER_SUFFIXES, TEXT_SUFFIX)) or ""
    unit = own or inherited
    if isinstance(node, dict):
        for k, v in node.items():
            yield from faults(v, k, unit)
    elif isinstance(node, list):
        for v in node:
            yield from faults(v, key, unit)
    elif isinstance(node, bool) or node is None:
        return
    elif isinstance(node, str):
        if EXACT.fullmatch(node) and unit not in EXACT_SUFFIXES and unit != TEXT_SUFFIX:
            yield f"{key}={node!r}: an exact number under a key without an exact unit"
        if unit in EXACT_SUFFIXES and not EXACT.fullmatch(node) and not re.fullmatch(
                r"-?\d+(\.\d+)?", node):
            yield f"{key}={node!r}: not an exact number"
    elif isinstance(node, float):
        if unit not in NUMBER_SUFFIXES:
            yield f"{key}={node!r}: a float under a key without a number unit"
    elif isinstance(node, int) and (unit in EXACT_SUFFIXES or unit == TEXT_SUFFIX):
        yield f"{key}={node!r}: a JSON integer where an exact string belongs"


def test_every_command_with_json_is_walked():
    names = {c.NAME for c in COMMANDS}
    assert names == set(RUNS), "a new command needs its --json run here"


@pytest.mark.parametrize("argv", [a for runs in RUNS.values() for a in runs], ids=" ".join)
def test_every_json_output_follows_the_naming_rule(argv, capsys, tmp_path):
    argv = [a.replace("{tmp}", str(tmp_path / "set")) for a in argv]
    code = main([*argv, "--json"])
    assert code in (0, 1)  # check exits 1 when a figure disagrees
    data = json.loads(capsys.readouterr().out)
    assert not list(faults(data)), "\n".join(faults(data))
    keys = set(_keys(data))
    assert not {k for k in keys if k in ("chi", "mm", "m", "text", "center_chi")}


def _keys(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for k, v in node.items():
            yield k
            yield from _keys(v)
    elif isinstance(node, list):
        for v in node:
            yield from _keys(v)


def test_the_walk_finds_faults():
    """The checker itself can fail: each kind of break is found."""
    assert list(faults({"center": "14"}))
    assert list(faults({"lean": "7/22"}))
    assert list(faults({"length": 12.5}))
    assert list(faults({"side_chi": 14}))
    assert list(faults({"x_chi": "fourteen"}))
    assert not list(faults({"side_chi": "14", "side_mm": 3234.0, "side_text": "丈四尺",
                            "count": 7, "ranges_gong": {"干": "50"}, "name": "中"}))


@given(ranges)
def test_a_target_exports_exactly_and_by_the_rule(d):
    t = Target.of(d)
    data = json.loads(dumps(t))
    assert not list(faults(data))
    assert Fraction(data["range_gong"]) == t.range_gong
    assert Fraction(data["zhong_side_chi"]) == t.zhong_side_chi
    assert Fraction(data["cloth_total_chi"]) == t.cloth_total_chi
    assert Fraction(parse_measure(data["cloth_total_text"]).to("chi").magnitude) == \
        t.cloth_total_chi
    assert [Fraction(p["length_chi"]) for p in data["pieces"]] == [p.length_chi for p in t.pieces]


def test_an_unknown_object_is_refused():
    with pytest.raises(TypeError, match="cannot export"):
        to_data(object())
    assert to_data((Fraction(1, 3), 2, "中")) == ["1/3", 2, "中"]


def test_export_imports_nothing_of_the_model_until_asked():
    import subprocess
    import sys

    import houzhi

    src = Path(houzhi.__file__).resolve().parents[1]
    code = ("import sys, houzhi.render.export; "
            "print(sorted(m for m in ('houzhi.making.build', 'houzhi.model.ground', 'houzhi.model.score', "
            "'houzhi.model.dashe', 'matplotlib') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(src)})
    assert out.stdout.strip() == "[]"
