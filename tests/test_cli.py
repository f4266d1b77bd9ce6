import json
import subprocess
import sys
from fractions import Fraction

import pytest

from houzhi import Target, parse_measure
from houzhi.cli import COMMANDS, main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_target_table(capsys):
    code, out, err = run(capsys, "target", "70")
    assert code == 0 and not err
    for name in ("上个", "上躬", "中", "下躬", "下个", "二十五丈二尺", "12.936 m"):
        assert name in out


def test_target_json(capsys):
    code, out, _ = run(capsys, "target", "70", "--json")
    d = json.loads(out)
    assert code == 0
    assert d["range_gong"] == "70" and d["zhong_side_chi"] == "14" and d["height_chi"] == "22"
    assert parse_measure(d["cloth_total_text"]).magnitude == Fraction(d["cloth_total_chi"]) == 252
    assert [p["name"] for p in d["pieces"]] == ["上个", "上躬", "中", "下躬", "下个"]
    assert {"north_chi", "west_chi"} <= d["fa"].keys()
    assert d["citations"] and all({"work", "layer", "quote"} <= c.keys() for c in d["citations"])
    assert json.loads(run(capsys, "target", "55", "--json")[1])["cloth_total_chi"] == "363/2"


def test_check_is_green_and_quotes(capsys):
    code, out, _ = run(capsys, "check")
    assert code == 0
    assert "「十六丈」" in out and "「二十五丈二尺」" in out and "「三十六丈」" in out
    assert "MISMATCH" not in out


def test_check_fails_on_a_wrong_model(capsys, monkeypatch):
    import houzhi.model.check as cm

    cm._target.cache_clear()  # targets (and their figures) computed before the model broke
    monkeypatch.setattr(Target, "cloth_total_chi", property(lambda self: Fraction(1)))
    try:
        code, out, _ = run(capsys, "check")
    finally:
        cm._target.cache_clear()
    assert code == 1 and "MISMATCH" in out


@pytest.mark.parametrize(("argv", "needle"), [
    (["convert", "五尋", "--to", "m", "--standard", "han"], "9.24 m"),
    (["convert", "9.24 m", "--to", "尺"], "四丈"),
    (["convert", "五十弓", "--to", "m", "--standard", "ming"], "96 m"),  # 弓 = 6 Ming 尺
])
def test_convert(capsys, argv, needle):
    code, out, _ = run(capsys, *argv)
    assert code == 0 and needle in out


@pytest.mark.parametrize("argv", [
    ["target", "0"], ["target", "-3"], ["target", "哈"], ["target", "70", "--standard", "tang"],
    ["target", "70", "--reading", "nobody"], ["convert", "xyz"], ["convert", "五尋", "--to", "furlong"],
    ["convert", "五尋", "--standard", "tang"], ["target", "70", "--breadth", "一寸"], ["nonsense"], [],
])
def test_bad_input_one_line_exit_2(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert err.startswith("houzhi: error: ") and err.count("\n") == 1
    assert "Traceback" not in err


def test_light_start():
    code = (
        "import sys, io, contextlib\n"
        "import houzhi\n"
        "from houzhi.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['target', '70', '--json']); main(['check']); main(['convert', '五尋'])\n"
        "print([m for m in ('matplotlib', 'ezdxf', 'sympy') if m in sys.modules])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_run_makes_no_full_garbage_collection():
    """A run of the command line collects only its young objects (houzhi._start): the
    threshold of the oldest generation is put out of reach, the others kept; a collector turned
    off stays off."""
    code = (
        "import gc\n"
        "young = gc.get_threshold()[:2]\n"
        "from houzhi._start import settle\n"
        "settle()\n"
        "print(gc.get_threshold()[:2] == young, gc.get_threshold()[2] >= 1 << 20, gc.isenabled())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True", "True"]
    off = subprocess.run([sys.executable, "-c", "import gc; gc.set_threshold(0)\n"
                          "from houzhi._start import settle; settle(); print(gc.get_threshold()[0])"],
                         capture_output=True, text=True, check=True)
    assert off.stdout.strip() == "0"


def test_console_script_runs():
    out = subprocess.run([sys.executable, "-m", "houzhi", "target", "0"], capture_output=True, text=True)
    assert out.returncode == 2 and out.stderr.count("\n") == 1


def test_dashe_json(capsys):
    code, out, _ = run(capsys, "dashe", "--json", "--rank", "諸侯")
    d = json.loads(out)
    assert code == 0
    names = [t["name"] for t in d["targets"]]
    assert names == ["干", "參", "大侯"]
    for t in d["targets"]:
        assert {"range_gong", "bottom_chi", "top_chi", "hu_side_chi", "fa"} <= t.keys()
    assert d["targets"][1]["bottom_chi"] == "158/15"
    assert len(d["sight"]["lines"]) == 2 and d["sight"]["hall_chi"] == "7"


def test_readings_and_target_reading(capsys):
    code, out, _ = run(capsys, "readings", "70")
    assert code == 0 and all(x in out for x in ("鄭眾", "林希逸", "劉敞", "敖繼公", "assumed"))
    code, out, _ = run(capsys, "target", "70", "--reading", "鄭眾")
    assert code == 0 and "assumed" in out and "四丈二尺" in out


@pytest.mark.parametrize("argv", [
    ["dashe", "--rank", "王"], ["dashe", "--eye", "0"], ["dashe", "--eye", "-1尺"],
    ["dashe", "70", "50", "90"], ["dashe", "50", "70"], ["readings", "0"],
    ["dashe", "--reading", "nobody"],
])
def test_dashe_bad_input(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2 and not out and err.count("\n") == 1


def test_target_shows_ropes_and_posts(capsys):
    code, out, _ = run(capsys, "target", "50", "--json")
    rig = json.loads(out)["rigging"]
    assert code == 0 and Fraction(rig["upper_rope_chi"]) == 40 + 2 * 8  # 上个, a 尋 each end
    code, out, _ = run(capsys, "target", "50")
    assert code == 0 and "上綱" in out and "下綱" in out and "lean outward" in out
    assert "area of cloth: 320 square 尺" in out  # 十六丈 of cloth, 2尺 wide


def test_bolts(capsys):
    code, out, _ = run(capsys, "bolts", "50", "70")
    assert code == 0 and "exactly" in out and "十六丈" in out
    assert run(capsys, "bolts", "-1")[0] == 2


def test_dxf_from_the_command_line(tmp_path, capsys):
    import ezdxf

    out = tmp_path / "plan.dxf"
    assert main(["plan", "70", "--width", "150 cm", "--dxf", str(out)]) == 0
    doc = ezdxf.readfile(out)
    assert not doc.audit().has_errors and doc.modelspace().query("INSERT")
    assert main(["target", "70", "--dxf", str(tmp_path / "a.dxf")]) == 0
    assert (tmp_path / "a.dxf").stat().st_mode & 0o044  # readable by others, as usual
    capsys.readouterr()
    assert main(["target", "70", "--dxf", str(tmp_path / "no" / "a.dxf")]) == 2
    (tmp_path / "d.dxf").mkdir()  # a folder, though named as a DXF
    assert main(["target", "70", "--dxf", str(tmp_path / "d.dxf")]) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.dxf", "d.dxf", "plan.dxf"]


@pytest.mark.parametrize("command", [c.NAME for c in COMMANDS])
def test_every_command_speaks_json(command):
    from houzhi.cli import _build_parser

    sub = next(a for a in _build_parser()._actions if a.dest == "command")
    assert "--json" in sub.choices[command]._option_string_actions


def test_a_standard_or_reading_is_one_of_the_known_ones(capsys):
    code, out, err = run(capsys, "target", "70", "--standard", "foo")
    assert code == 2 and not out and err.count("\n") == 1 and "'han'" in err
    code, out, err = run(capsys, "target", "70", "--reading", "nobody")
    assert code == 2 and not out and "鄭玄" in err
    assert run(capsys, "target", "70", "--standard", "明")[0] == 0  # an alias is a known name


def test_convert_and_bolts_json_are_exact(capsys):
    code, out, _ = run(capsys, "convert", "五尋", "--json", "--standard", "han")
    d = json.loads(out)
    assert code == 0 and Fraction(d["length_chi"]) == 40 and d["length_text"] == "四丈"
    assert Fraction(d["value_exact"]) * 1000 == 40 * 231 and d["unit"] == "meter"
    code, out, _ = run(capsys, "bolts", "50", "--json")
    (row,) = json.loads(out)
    assert Fraction(row["cloth_chi"]) == Target.of(50).cloth_total_chi and row["exact"] is True


# -- the files a command writes: named, with the extension of their format ------------------------

#: Every option that names an output file, as (command line before it, option, its extension).
OUTPUTS = [
    (["target", "70"], "--dxf", ".dxf"),
    (["plan", "70"], "--dxf", ".dxf"),
    (["ground"], "--dxf", ".dxf"),
    (["ground"], "--pdf", ".pdf"),
    (["build", "70"], "--pdf", ".pdf"),
    (["score", "3", "4"], "--svg", ".svg"),
    (["score", "3", "4"], "--png", ".png"),
]


def test_the_output_list_is_every_file_option():
    """OUTPUTS above names every option of every command that takes a FILE, so a new one is
    tested too (or this fails)."""
    from houzhi.cli import _build_parser
    from houzhi.cli._common import SUFFIXES

    sub = next(a for a in _build_parser()._actions if a.dest == "command")
    found = {(name, a.option_strings[0]) for name, p in sub.choices.items() for a in p._actions
             if a.metavar == "FILE"}
    assert found == {(argv[0], option) for argv, option, _ in OUTPUTS}
    assert {option: suffix for _, option, suffix in OUTPUTS} == SUFFIXES


def _refused(capsys, argv, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.startswith("houzhi: error: ")
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not any(tmp_path.iterdir()), "a refused command wrote a file"
    return err


@pytest.mark.parametrize(("argv", "option", "suffix"), OUTPUTS)
@pytest.mark.parametrize("name", ["", " "])
def test_an_empty_file_name_is_refused(capsys, tmp_path, monkeypatch, argv, option, suffix, name):
    err = _refused(capsys, [*argv, option, name], tmp_path, monkeypatch)
    assert f"{option} needs a file name" in err and "empty" in err


@pytest.mark.parametrize(("argv", "option", "suffix"), OUTPUTS)
def test_a_name_of_another_format_is_refused_naming_the_extension(capsys, tmp_path, monkeypatch,
                                                                  argv, option, suffix):
    others = sorted({s for _, _, s in OUTPUTS} - {suffix})
    for name in [f"x{s}" for s in others] + ["x", f"x{suffix}.bak", suffix, f"x{suffix[:-1]}"]:
        err = _refused(capsys, [*argv, option, name], tmp_path, monkeypatch)
        assert option in err and f"end in {suffix}" in err and repr(name) in err


@pytest.mark.parametrize(("argv", "option", "suffix"), [o for o in OUTPUTS if o[1] != "--pdf"])
def test_the_right_extension_in_any_case_is_written(capsys, tmp_path, monkeypatch, argv, option,
                                                    suffix):
    monkeypatch.chdir(tmp_path)
    name = f"Out{suffix.upper()}"
    code, _, err = run(capsys, *argv, option, name)
    assert code == 0 and f"wrote {name}" in err
    assert [p.name for p in tmp_path.iterdir()] == [name] and (tmp_path / name).stat().st_size


def test_paper_without_the_pdf_is_refused_naming_both(capsys, tmp_path, monkeypatch):
    for paper in ("Letter", "A4"):
        err = _refused(capsys, ["build", "70", "--paper", paper], tmp_path, monkeypatch)
        assert "--paper" in err and "--pdf" in err
    # the check is of --paper given, not of its value
    err = _refused(capsys, ["build", "70", "--paper", "A3"], tmp_path, monkeypatch)
    assert "--pdf" in err
    code, out, _ = run(capsys, "build", "70")  # no --paper: the build sheet as before
    assert code == 0 and "build sheet" in out


def _citations_in(data):
    """Every citation object (a dict with kanripo and leaf) anywhere in a JSON document."""
    if isinstance(data, dict):
        if "kanripo" in data and "leaf" in data and "quote" in data:
            yield data
        for v in data.values():
            yield from _citations_in(v)
    elif isinstance(data, list):
        for v in data:
            yield from _citations_in(v)


def test_one_ruan_juan_per_leaf_across_the_commands(capsys):
    """The same passage carries the same 阮元 卷 whichever command prints it (build 70 printed
    the 大射's 葉5b without the 卷十六 that check gave it)."""
    from houzhi.sources.citations import ruan_juan_of

    by_leaf: dict[tuple[str, str], set[str]] = {}
    for argv in (["check", "--json"], ["build", "70", "--json"], ["target", "90", "--json"],
                 ["ground", "--rite", "大射", "--json"], ["gear", "--json"], ["dashe", "--json"]):
        code, out, _ = run(capsys, *argv)
        assert code == 0, argv
        for c in _citations_in(json.loads(out)):
            by_leaf.setdefault((c["kanripo"], c["leaf"]), set()).add(c["ruan_juan"] or "")
    assert all(len(v) == 1 for v in by_leaf.values()), {k: v for k, v in by_leaf.items() if len(v) > 1}
    assert all(v == {ruan_juan_of(*k)} for k, v in by_leaf.items())
    assert by_leaf[("KR1d0028", "007-5b")] == {"卷十六"}  # the 糝侯's height, in build and check
