"""Fuzzing the input side: random text into the reader, random command lines into the CLI, and a
corpus of every input issues 10 and 14 found crashing, hanging or misread.

The property everywhere: a length is read, or refused with houzhi's own error (one line); a
command exits 0 with output, or exits 2 with exactly one line on stderr and nothing on stdout —
never a traceback, never a hang. The command lines run in process through ``cli.main``; the
examples are bounded so that the whole file runs in a few seconds.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import length_texts

from houzhi import HouzhiError, parse_measure
from houzhi.cli import main
from houzhi.lengths import read_length, read_range, read_unit


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    try:
        code = main(argv)
    except SystemExit as exc:  # --help, --version
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def assert_clean(code: int, out: str, err: str, argv: list[str]) -> None:
    if code == 0:
        assert out.strip(), argv
        assert "Traceback" not in err, argv
    else:
        assert code == 2, (argv, code, err)
        assert out == "", (argv, out[:200])  # nothing printed before the refusal
        assert err.count("\n") == 1 and err.startswith("houzhi: error: "), (argv, err)


# -- the reader --------------------------------------------------------------------------------

@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(length_texts)
def test_random_text_is_read_or_refused_in_one_line(text):
    for read in (read_length, read_range, parse_measure, read_unit):
        try:
            read(text)
        except HouzhiError as exc:
            assert "\n" not in str(exc) and len(str(exc)) < 400


# -- random command lines ----------------------------------------------------------------------

VALUES = ["70", "七十弓", "50", "90", "0", "-1", "1/0", "1e400", "300", "0.1", "7/2", "97 m",
          "150 cm", "10 mm", "60 in", "握", "一寸", "-1寸", "二尺二寸", "", " ", "--", "nan", "７０",
          "七〇", "萬尺", "han", "ming", "foo", "鄭眾", "劉敞", "諸侯", "士", "m", "尺", "弓", "cm",
          "(", "9**9**9 m", "{} m", "\udcff", "x" * 300]
OPTIONS = {
    "target": ["--standard", "--reading", "--json", "--breadth", "--trim"],
    "convert": ["--to", "--standard"],
    "plan": ["--width", "--roll", "--seam", "--standard", "--reading", "--json"],
    "gear": ["--standard"],
    "bolts": [],
    "dashe": ["--eye", "--rank", "--reading", "--json"],
    "readings": ["--json"],
    "check": [],
}
FLAGS = {"--json"}
value = st.one_of(st.sampled_from(VALUES), length_texts)


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(sorted(OPTIONS)))
    argv = [command]
    for _ in range(draw(st.integers(0, 3))):
        argv.append(draw(value))
    for option in draw(st.lists(st.sampled_from(OPTIONS[command] or ["--json"]), max_size=3)):
        if option in FLAGS:
            argv.append(option)
        elif draw(st.booleans()):
            argv.append(f"{option}={draw(value)}")
        else:
            argv += [option, draw(value)]
    return argv


# capsys is read (and so emptied) after every run, so one fixture serves every example.
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(command_lines())
def test_random_command_lines_exit_0_or_2_with_one_line(capsys, argv):
    assert_clean(*run(capsys, argv), argv)


WRITERS = {
    "drawings": ["--out", "--standard", "--reading"],
    "target": ["--dxf", "--breadth", "--standard"],
    "plan": ["--dxf", "--width", "--roll", "--seam"],
}


@st.composite
def writing_command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(sorted(WRITERS)))
    argv = [command, *draw(st.lists(value, max_size=2 if command == "drawings" else 1,
                                    min_size=0 if command == "drawings" else 1))]
    for option in draw(st.lists(st.sampled_from(WRITERS[command]), max_size=3)):
        given = draw(st.one_of(value, st.just("out.dxf"), st.just("D")))
        argv += [option, given] if draw(st.booleans()) else [f"{option}={given}"]
    return argv


# Commands that write files, with the writing itself stubbed out: their inputs are read and
# refused the same way; the files are issue 14's (tests in test_drawings and test_cli).
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(writing_command_lines())
def test_commands_that_write_read_their_inputs_first(capsys, monkeypatch, tmp_path, argv):
    import houzhi.cli.plan
    import houzhi.cli.target
    import houzhi.drawings

    written: list[str] = []
    monkeypatch.setattr(houzhi.drawings, "build_set", lambda out, *a, **k: [Path(out) / "x"])
    for module in (houzhi.cli.target, houzhi.cli.plan):
        monkeypatch.setattr(module, "write_dxf", lambda path, doc: written.append(path))
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, argv)
    if code == 0:
        assert out.strip(), argv
    else:
        assert_clean(code, out, err, argv)
        assert not written


# -- the corpus: every input of issues 10 and 14 -----------------------------------------------

REFUSED = [
    # issue 10: tracebacks
    ["target", "1/0"], ["convert", "1/0"], ["plan", "1/0"], ["bolts", "1/0"], ["readings", "1/0"],
    ["dashe", "1/0", "70", "90"], ["dashe", "--eye", "1/0"], ["target", "70", "--breadth", "1/0"],
    ["target", "70", "--trim", "1/0"], ["convert", "0/0"],
    ["convert", "五尋", "--to", "0"], ["convert", "五尋", "--to", "-1"], ["convert", "五尋", "--to", "("],
    ["convert", "五尋", "--to", "**"], ["convert", "5 m²"], ["plan", "70", "--width", "5 m^2"],
    ["plan", "70", "--width", "150 cm", "--roll", "5 m^2"],
    ["plan", "70", "--width", "150 cm", "--seam", "5 m^2"],
    ["target", "1e400"], ["target", "1e99999"], ["target", "9" * 100_000],
    ["plan", "70", "--width", "1e400弓"],
    # issue 10: hangs and runaway memory
    ["target", "1e999999999"], ["convert", "1e-999999999"], ["convert", "9**9**9 m"],
    ["plan", "1e400"], ["bolts", "1e400"], ["plan", "70", "--width", "1e6弓"],
    ["plan", "70", "--width", "150 cm", "--roll", "握"],
    # issue 10: read silently as something else
    ["target", "丈丈"], ["target", "尺尺"], ["target", "五十五十"], ["target", "三尺二丈"],
    ["target", "x" * 100_000],
    # issue 10: internal messages, output before the error, argparse's minus trap
    ["plan", "70", "--width", "150 cm", "--seam", "0 m", "--roll", "0"],
    ["plan", "70", "--width", "150 cm", "--roll", "0"], ["convert", ""], ["bolts", "0"],
    ["gear", "--standard", "foo"], ["target", "70", "--trim", "-1寸"], ["target", "1e-30"],
    # issue 14
    ["target", "70", "--breadth", "1e99999"], ["target", "70", "--trim", "1e99999"],
    ["dashe", "--eye", "1e99999"], ["target", "1e-400", "--dxf", "x.dxf"], ["dashe", "--eye=--"],
    ["convert", "五尋", "--to", "5 m + 3 s"], ["convert", "五尋", "--to", "nan m"],
    ["convert", "五尋", "--to", "🏹"], ["convert", "五尋", "--to", "\udcff"],
    ["convert", "\udcff"], ["plan", "70", "--width", "1e30 m"], ["plan", "70", "--width", "1e9 m"],
    ["target", "萬尺"], ["target", "億尺"], ["target", "萬萬尺"], ["target", "萬億弓"],
    ["target", "十十弓"], ["target", "千千弓"], ["target", "廿廿弓"], ["target", "七十弓弓"],
    ["target", "寸尺丈"], ["target", "七十弓\n七十弓"], ["convert", "{} m"], ["convert", "[] m"],
    ["convert", "cm 150"], ["convert", "五尋", "--to", ""], ["plan", "70", "--width", ""],
    ["plan", "70", "--dxf", ""], ["plan", "1e9"],
]


@pytest.mark.parametrize("argv", REFUSED, ids=lambda a: " ".join(a)[:40])
def test_the_corpus_is_refused_in_one_line(capsys, tmp_path, monkeypatch, argv):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, argv)
    assert code == 2
    assert_clean(code, out, err, argv)
    assert not any(tmp_path.iterdir())  # nothing written


READ = [  # inputs that were misread or refused and are now read as they are written
    (["target", "七〇", "--json"], '"range_gong": "70"'),
    (["target", "７０", "--json"], '"range_gong": "70"'),
    (["target", "97.02 m", "--json"], '"range_gong": "70"'),
    (["target", "70", "--breadth", "150 cm", "--json"], '"range_gong": "70"'),
    (["convert", "二〇尺"], "二丈"),
    (["convert", "1.5/2"], "七寸五分"),
    (["convert", "5.6/8"], "七寸"),
    (["convert", "1e5/3"], "三千三百三十三丈"),
    (["convert", "9.24", "--to", "尺"], "9.24 尺"),
    (["convert", "60 in", "--to", "cm"], "152.4 cm"),
    (["plan", "70", "--width", "60 in"], "cutting plan"),
    (["target", "70", "--trim=-0寸"], "糝侯 (皮侯, the 參) for 70弓"),
]


@pytest.mark.parametrize(("argv", "needle"), READ, ids=lambda a: " ".join(a)[:40] if isinstance(a, list) else "")
def test_the_corpus_that_is_now_read(capsys, argv, needle):
    code, out, err = run(capsys, argv)
    assert code == 0 and needle in out, (out[:300], err)


def test_drawings_refuse_bad_input_before_writing(capsys, tmp_path):
    out_dir = tmp_path / "D"
    for argv in (["drawings", "--out", str(out_dir), "1e400"], ["drawings", "--out", ""],
                 ["drawings", "--out", str(out_dir), "--standard", "foo"]):
        assert_clean(*run(capsys, argv), argv)
        assert not Path(out_dir).exists()


# -- the API: any value into the public functions that take lengths ----------------------------

values = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**400), max_value=10**400),
    st.floats(allow_nan=True, allow_infinity=True), st.fractions(), length_texts,
    st.sampled_from(VALUES), st.lists(st.integers(), max_size=2), st.complex_numbers(),
    st.decimals(allow_nan=True, allow_infinity=True),
)


@settings(max_examples=150, deadline=None)
@given(values)
def test_the_api_raises_only_houzhis_errors(value):
    from houzhi import Cloth, Target, format_measure, from_metric, to_metric
    from houzhi.cutting import Fabric
    from houzhi.dashe import stack

    calls = [
        lambda: Target.of(value), lambda: Cloth(nominal_chi=value), lambda: Cloth(trim_chi=value),
        lambda: Fabric.modern(value), lambda: Fabric.modern("150 cm", value),
        lambda: Fabric.modern("150 cm", "50 m", value), lambda: to_metric(value, "han"),
        lambda: from_metric(value, "han"), lambda: to_metric("五尋", "han", value),
        lambda: format_measure(value), lambda: stack().sight(value), lambda: read_length(value),
    ]
    for call in calls:
        try:
            call()
        except HouzhiError as exc:
            assert "\n" not in str(exc)


@pytest.mark.parametrize(("argv", "reason"), [
    (["target", "70", "--trim", "-1寸"], "the trim must not be negative"),
    (["target", "-1/2"], "the range must be positive"),
    (["target", "70", "--breadth", "-２尺"], "leaves nothing"),
    (["convert", "-3寸", "--to", "cm"], None),
    (["dashe", "--eye=--"], "--eye needs a value"),
    (["bolts", "0"], "the range must be positive"),
    (["gear", "--standard", "foo"], "invalid choice: 'foo'"),
])
def test_a_leading_minus_is_a_value_not_an_option(capsys, argv, reason):
    code, out, err = run(capsys, argv)
    if reason is None:
        assert code == 0 and "負三寸" in out
    else:
        assert code == 2 and not out and reason in err
