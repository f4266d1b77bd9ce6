"""The 釋獲 count (houzhi.model.score, ``houzhi score``): every split of the 80 rods, the bad inputs,
the command line, the diagram, and every quoted passage found on its leaf of the 四庫 text."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shelf import leaves

from houzhi.cli import main
from houzhi.errors import BadValueError
from houzhi.measure.notation import parse_number
from houzhi.model.score import RODS, RULES, count
from houzhi.render.export import to_data

SPLITS = [(r, l_) for r in range(RODS + 1) for l_ in range(RODS + 1 - r)]

#: A split of the 80 rods between the right and the left (right + left ≤ 80).
splits = st.integers(0, RODS).flatmap(lambda r: st.tuples(st.just(r), st.integers(0, RODS - r)))


def read_announcement(words):
    """(winner, surplus in rods) read back from the announced words, by the text's grammar."""
    if words == "左右鈞":
        return None, 0
    m = re.fullmatch(r"(右賢於左|左賢於右)(?:(.+)純)?(奇)?", words)
    assert m, words
    chun = int(parse_number(m[2])) if m[2] else 0
    assert chun or m[3], words  # something is always said
    return ("right" if m[1] == "右賢於左" else "left"), 2 * chun + (1 if m[3] else 0)


def test_every_split_lays_every_rod_once_and_announces_the_difference():
    assert len(SPLITS) == 81 * 82 // 2
    for r, l_ in SPLITS:
        c = count(r, l_)
        diff = abs(r - l_)
        assert 2 * c.chun + c.ji == diff and c.ji in (0, 1)
        assert (c.winner is None) == (r == l_)
        assert c.winner in (None, "right" if r > l_ else "left")
        for side, rods in ((c.right, r), (c.left, l_)):
            # each heap is ten 純; the leftovers are fewer than ten 純 and one rod: so the
            # representation is unique and every rod lies in exactly one place
            assert all(n == 10 for n in side.wei)
            assert 0 <= side.yu_chun < 10 and side.ji in (0, 1)
            assert 20 * len(side.wei) + 2 * side.yu_chun + side.ji == rods == side.rods_laid
        assert read_announcement(c.announcement) == (c.winner, diff)
        assert sum(c.carried.values()) == (diff if diff else 2 if r else 0)


@given(splits)
def test_the_sides_mirror(split):
    r, l_ = split
    a, b = count(r, l_), count(l_, r)
    assert (a.chun, a.ji, a.difference) == (b.chun, b.ji, b.difference)
    assert (a.right.wei, a.right.yu_chun, a.right.ji) == (b.left.wei, b.left.yu_chun, b.left.ji)
    swap = str.maketrans("右左", "左右")
    assert a.announcement.translate(swap) == b.announcement or a.announcement == "左右鈞" == (
        b.announcement)
    assert {"right": "left", "left": "right", None: None}[a.winner] == b.winner


@given(splits)
def test_zheng_form_differs_only_by_the_number_of_the_qi(split):
    c = count(*split)
    assert c.zheng_form == (c.announcement[:-1] + "一奇" if c.ji else c.announcement)


@given(splits)
def test_json_is_exact_and_complete(split):
    d = json.loads(json.dumps(to_data(count(*split)), ensure_ascii=False))
    assert 2 * d["chun"] + d["ji"] == abs(split[0] - split[1]) == d["difference"]
    for key, rods in zip(("right", "left"), split, strict=True):
        side = d[key]
        assert 20 * len(side["wei"]) + 2 * side["yu_chun"] + side["ji"] == rods == side["rods"]
    assert d["citations"] and all({"work", "leaf", "quote"} <= x.keys() for x in d["citations"])


def test_the_count_follows_the_text_in_order():
    c = count(45, 20)
    rules = [s.rule for s in c.steps]
    assert rules.index("xian_shu_you") < rules.index("shi_zuo") < rules.index("xian_huo")
    assert [s.side for s in c.steps[:6]] == ["right"] * 6  # 先數右獲
    assert c.right.wei == (10, 10) and c.right.yu_chun == 2 and c.right.ji == 1
    assert c.announcement == "右賢於左十二純奇" and c.zheng_form == "右賢於左十二純一奇"
    assert c.carried == {"right": 25}
    assert any("40" in a for a in c.assumptions)  # more than ten pairs' arrows on one side


@pytest.mark.parametrize(("right", "left", "words"), [
    (23, 18, "右賢於左二純奇"), (18, 23, "左賢於右二純奇"), (30, 10, "右賢於左十純"),
    (0, 1, "左賢於右奇"), (40, 40, "左右鈞"), (0, 0, "左右鈞"), (80, 0, "右賢於左四十純"),
])
def test_worked_examples(right, left, words):
    assert count(right, left).announcement == words


def test_any_integer_type_counts():
    np = pytest.importorskip("numpy")
    assert count(np.int64(23), 18).announcement == "右賢於左二純奇"
    assert type(count(np.int64(23), 18).right.rods) is int


def test_level_sides_hold_one_rod_each():
    c = count(12, 12)
    assert c.winner is None and c.carried == {"right": 1, "left": 1}
    assert c.steps[-1].rule == "jun"
    assert not c.assumptions and count(0, 0).assumptions


def test_no_hits_is_level_with_no_rod_to_hold(capsys):
    # 若左右鈞，則左右皆執一算以告: with nothing counted there is no rod of either side to hold
    c = count(0, 0)
    assert c.announcement == "左右鈞" and c.carried == {} and not c.counted
    assert "無算可執" in c.steps[-1].text and "執一算以告" not in c.steps[-1].text
    assert count(1, 1).counted and "執一算以告" in count(1, 1).steps[-1].text
    assert main(["score", "0", "0"]) == 0
    out = capsys.readouterr().out
    assert "one rod of each side in hand" not in out and "no rod was counted" in out
    assert main(["score", "3", "3"]) == 0
    out = capsys.readouterr().out
    assert "one rod of each side in hand" in out and "no rod was counted" not in out


@pytest.mark.parametrize(("right", "left"), [
    (81, 0), (41, 40), (80, 1), (-1, 3), (3, -1), (2.5, 1), (True, 0), ("3", 1), (None, 0),
])
def test_bad_counts(right, left):
    with pytest.raises(BadValueError) as err:
        count(right, left)
    assert "\n" not in str(err.value)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_text(capsys):
    code, out, err = run(capsys, "score", "23", "18")
    assert code == 0 and not err
    assert "「右賢於左二純奇」" in out and "「右賢於左二純一奇」" in out and "衍字" in out
    assert "一委縮" in out and "餘一純橫於下" in out and "餘九純" in out
    assert "葉47b" in out and "箭籌八十" in out and "校: 楊復" in out


def test_cli_json_and_chinese_numerals(capsys):
    code, out, _ = run(capsys, "score", "二十三", "十八", "--json")
    d = json.loads(out)
    assert code == 0
    assert (d["winner"], d["chun"], d["ji"]) == ("right", 2, 1)
    assert d["right"]["wei"] == [10] and d["right"]["yu_chun"] == 1 and d["right"]["ji"] == 1
    assert d["left"]["wei"] == [] and d["left"]["yu_chun"] == 9 and d["left"]["ji"] == 0
    code, out, _ = run(capsys, "score", "7", "7", "--json")
    assert json.loads(out)["winner"] is None


@pytest.mark.parametrize("argv", [
    ["81", "0"], ["40", "41"], ["-1", "3"], ["3", "-2"], ["x", "3"], ["2.5", "1"], ["1"],
    ["1", "2", "3"], ["23", "18", "--svg", "/nonexistent/folder/a.svg"],
])
def test_cli_bad_input_one_line_exit_2(capsys, argv):
    code, out, err = run(capsys, "score", *argv)
    assert code == 2 and not out
    assert err.startswith("houzhi: error: ") and err.count("\n") == 1


def test_cli_draws_whole_files(capsys, tmp_path):
    svg, png = tmp_path / "rods.svg", tmp_path / "rods.png"
    code, out, err = run(capsys, "score", "45", "20", "--svg", str(svg), "--png", str(png))
    assert code == 0 and "wrote" in err and "右賢於左" in out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    text = svg.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and text.rstrip().endswith("</svg>")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rods.png", "rods.svg"]


def test_diagram_draws_each_rod():
    from houzhi.render.score_plot import rods_on_ground

    c = count(45, 13)
    ax = rods_on_ground(c).axes[0]
    lines = [ln for ln in ax.get_lines() if len(ln.get_xdata()) == 2]
    assert len(lines) == 45 + 13
    east_west = [ln for ln in lines if ln.get_ydata()[0] == ln.get_ydata()[1]]
    # lengthwise: the heaps and the 奇 of each side; crosswise: the leftover 純
    lengthwise = sum(20 * len(s.wei) + s.ji for s in c.sides)
    assert len(east_west) == lengthwise
    assert ax.get_title() == "「右賢於左十六純」"


def test_docstring_examples():
    import doctest

    import houzhi.model.score

    result = doctest.testmod(houzhi.model.score)
    assert result.attempted > 0 and result.failed == 0


def test_score_loads_no_plotting():
    code = (
        "import sys, io, contextlib\n"
        "from houzhi.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['score', '23', '18']); main(['score', '1', '2', '--json'])\n"
        "print([m for m in ('matplotlib', 'ezdxf', 'sympy') if m in sys.modules])\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=env)
    assert out.stdout.strip() == "[]"


# --- the quoted passages: each is found on its leaf by test_citations (score is walked there) ---

def test_every_quote_of_the_count_is_walked_by_the_citation_tests():
    from shelf import all_citations

    walked = set(all_citations())
    assert all(c in walked for rule in RULES.values() for c in rule.citations)


def test_leaf_check_is_not_loose(texts):
    # the same words one leaf off are not found: the page boundaries are honoured
    pages = leaves(texts, "KR1d0028")
    assert "二算為純" in pages["005-46b"]
    assert "二算為純" not in pages["005-47a"] and "若左右鈞" not in pages["005-47a"]


def test_collation_notes_read_yang_fu(texts):
    # the variants the notes report are in 楊復's 儀禮圖 on the leaf they name
    page = leaves(texts, "KR1d0032")["005-29a"]
    notes = [c.note for r in RULES.values() for c in r.citations if "儀禮圖" in c.note]
    assert len(notes) == 2
    for note in notes:
        variant = re.search(r"引作「(.+?)」", note)[1]
        assert variant in page, variant
