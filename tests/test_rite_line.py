"""The rite in every command: the first line of every sheet names the rite and its 侯; plan and
drawings take --rite and --rank as target and build do; a range in metres is said in metres and
the nearest 弓, exact in --json; build --pdf --text prints the sheet beside the book."""

import json
from fractions import Fraction

import pytest

from houzhi.cli import main
from houzhi.documents.tables import range_words, rite_line
from houzhi.measure.lengths import read_range
from houzhi.model.target import Target


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("command", ["target", "plan", "build"])
@pytest.mark.parametrize(("argv", "begins", "hint"), [
    (["70"], "大射 of a 諸侯 — 糝侯 (皮侯, the 參) for 70弓", True),
    (["90"], "大射 of a 諸侯 — 大侯 (皮侯) for 90弓", True),
    (["70", "--rite", "鄉射"], "鄉射 of a 大夫 — 采侯二正 (采侯) for 70弓", False),
    (["70", "--rite", "大射"], "大射 of a 諸侯 — 糝侯", False),
    (["50"], "鄉射 of a 大夫 — 采侯二正", False),
    (["50", "--rite", "鄉射", "--rank", "士"], "鄉射 of a 士 — ", False),
    (["90", "--rite", "大射", "--rank", "天子"], "大射 of a 天子 — 虎侯", False),
])
def test_the_first_line_names_the_rite_and_its_target(capsys, command, argv, begins, hint):
    code, out, err = run(capsys, command, *argv)
    assert code == 0, err
    first = out.splitlines()[0]
    assert begins in first
    # a 大射 nobody asked for says so at once, and how to have the 鄉射's
    assert ("for the 鄉射's 侯 at this range give --rite 鄉射" in first) is hint


def test_plan_takes_the_rite_and_the_rank(capsys):
    code, out, _ = run(capsys, "plan", "70", "--rite", "鄉射", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["rite"] == "鄉射" and d["rank"] == "大夫" and d["title"].startswith("鄉射 of a 大夫")
    code, _, err = run(capsys, "plan", "70", "--rite", "燕射")
    assert code == 2 and "燕射" in err and len(err.strip().splitlines()) == 1


def test_drawings_take_the_rite_and_refuse_before_any_file(capsys, tmp_path):
    out = tmp_path / "set"
    code, _, err = run(capsys, "drawings", "70", "--rite", "燕射", "--out", str(out))
    assert code == 2 and "燕射" in err and not out.exists()
    code, _, err = run(capsys, "drawings", "70", "--rite", "鄉射", "--rank", "士", "--out", str(out))
    assert code == 0, err
    import ezdxf

    texts = " ".join(e.dxf.text for e in ezdxf.readfile(out / "hou_70_assembly.dxf")
                     .modelspace().query("TEXT"))
    assert "鄉射" in texts and "采侯" in texts and "糝侯" not in texts


@pytest.mark.parametrize(("given", "metres", "near"), [
    ("97 m", "97.000 m", 70), ("112 m", "112.000 m", 81), ("50.5 m", "50.500 m", 36)])
def test_a_range_in_metres_is_said_in_metres_and_the_nearest_gong(capsys, given, metres, near):
    t = Target.of(read_range(given))
    g = Fraction(int(float(given.split()[0]) * 1000), 231 * 6)  # mm over the Han 弓 of 1386 mm
    assert t.range_gong == g  # the exact value, reckoned by hand
    assert range_words(t) == f"{metres} (nearest whole 弓: {near}弓; {float(g):.2f}弓)"
    assert abs(g - near) <= Fraction(1, 2)
    code, out, _ = run(capsys, "build", given)
    assert code == 0
    out_first = out.splitlines()[0].removeprefix("build sheet: ")
    assert f"for {metres} (nearest whole 弓: {near}弓" in out_first
    assert f"{g}弓" not in out_first
    code, out, _ = run(capsys, "build", given, "--json")
    d = json.loads(out)
    assert Fraction(d["range_gong"]) == g and d["title"] == out_first  # exact in --json


def test_a_plain_range_keeps_its_gong():
    assert range_words(Target.of("7/2")).startswith("7/2弓 (")
    assert range_words(Target.of("七十弓"), short=True) == "70弓"
    assert rite_line(Target.of(70, rite="鄉射")).startswith("鄉射 of a 大夫 — ")


def test_build_pdf_with_text_prints_the_sheet_too(capsys, tmp_path):
    pdf = tmp_path / "b.pdf"
    code, out, err = run(capsys, "build", "50", "--pdf", str(pdf), "--text")
    assert code == 0 and pdf.stat().st_size > 0
    assert out.startswith("build sheet: 鄉射 of a 大夫") and "BILL OF MATERIALS" in out
    assert err.strip() == f"wrote {pdf}"


@pytest.mark.parametrize("argv", [["--text"], ["--text", "--json", "--pdf", "x.pdf"]])
def test_text_without_the_book_is_refused(capsys, tmp_path, monkeypatch, argv):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "build", "50", *argv)
    assert code == 2 and not out and len(err.strip().splitlines()) == 1
    assert not list(tmp_path.iterdir())  # no partial file
