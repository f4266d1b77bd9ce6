"""Fuzzing the input side: random text into the reader, random command lines into the CLI, and a
corpus of every input issues 10 and 14 found crashing, hanging or misread.

The property everywhere: a length is read, or refused with houzhi's own error (one line); a
command exits 0 with output, or exits 2 with exactly one line on stderr and nothing on stdout —
never a traceback, never a hang. The command lines run in process through ``cli.main``; the
examples are bounded so that the whole file runs in a few seconds.
"""

from __future__ import annotations

import unicodedata
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import classical_texts, length_texts

from houzhi import HouzhiError, parse_measure
from houzhi.cli import main
from houzhi.errors import ParseError, WrongKindError
from houzhi.measure.lengths import read_length, read_range, read_unit
from houzhi.measure.notation import format_number


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
    import houzhi.render.drawings

    written: list[str] = []
    monkeypatch.setattr(houzhi.render.drawings, "build_set", lambda out, *a, **k: [Path(out) / "x"])
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
    # issue 25: convert reads as every command does; 〇, spaces and other forms in classical text
    ["convert", "1e7尺"], ["convert", "1e-10尺"], ["convert", "二千萬尺"], ["convert", "一丈〇尺"],
    ["convert", "尺零寸"], ["convert", "二十五 丈"], ["convert", "丈 有 八尺"], ["convert", "10²尺"],
    ["convert", "⑩尺"], ["target", "七十 弓"], ["target", "七十\t弓"], ["target", "٧٠"],
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
    (["convert", "⼆⼨"], "二寸"),  # Kangxi radicals, as a PDF gives them
    (["convert", "〇尺"], "〇尺"),
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
    st.sampled_from([10**5000, -(10**5000), Fraction(1, 10**5000)]),
    st.builds(lambda n, u: __import__("houzhi").Q_(n, u), st.integers(-5, 10**6),
              st.sampled_from(["m**2", "chi**2", "m/chi", "1/m", "dimensionless", "chi**0.5"])),
)


@settings(max_examples=150, deadline=None)
@given(values)
def test_the_api_raises_only_houzhis_errors(value):
    from houzhi import Cloth, Target, format_measure, from_metric, to_metric
    from houzhi.making.cutting import Fabric, plan
    from houzhi.model.dashe import stack

    calls = [
        lambda: Target.of(value), lambda: Cloth(nominal_chi=value), lambda: Cloth(trim_chi=value),
        lambda: Fabric.modern(value), lambda: Fabric.modern("150 cm", value),
        lambda: Fabric.modern("150 cm", "50 m", value), lambda: to_metric(value, "han"),
        lambda: from_metric(value, "han"), lambda: to_metric("五尋", "han", value),
        lambda: format_measure(value), lambda: stack().sight(value), lambda: read_length(value),
        lambda: read_range(value), lambda: parse_measure(value), lambda: plan(value),
        lambda: plan(Target.of(50), value), lambda: Target.of(50, cloth=value),
        lambda: Target.of(50, reading=value), lambda: Target.of(50, rite=value),
        lambda: Target.of(50, shi_width_chi=value), lambda: Target.of(50, hides=value),
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


# -- the grammar's edges: 〇, spaces, and other forms of characters (issue 25) -------------------

@settings(max_examples=150)
@given(classical_texts, st.data())
def test_a_space_inside_classical_text_is_refused(text, data):
    # the canonical form is all characters, no Arabic digit: no space may stand anywhere inside
    i = data.draw(st.integers(1, len(text) - 1))
    spaced = text[:i] + data.draw(st.sampled_from([" ", "\u3000", "\u00a0", "\t"])) + text[i:]
    with pytest.raises(ParseError, match=r"space|inside the length") as exc:
        parse_measure(spaced)
    assert exc.value.position == i


@settings(max_examples=100)
@given(st.integers(1, 10**5), st.sampled_from(["〇", "零", "0"]))
def test_a_unit_counted_nought_times_is_refused_beside_others(k, nought):
    assert parse_measure(f"{nought}尺").magnitude == 0  # no length: 〇 with a unit, alone
    for text in (f"{format_number(k)}丈{nought}尺", f"{nought}丈{format_number(k % 10 or 1)}尺",
                 f"{k}丈{nought}尺五寸"):
        with pytest.raises(ParseError, match="counted 〇 times"):
            parse_measure(text)


# Kangxi radicals and CJK compatibility ideographs: the same character encoded a second time
TWINS: dict[str, list[str]] = {}
for _cp in [*range(0x2F00, 0x2FD6), *range(0xF900, 0xFB00), *range(0x2F800, 0x2FA20)]:
    _n = unicodedata.normalize("NFKC", chr(_cp))
    if len(_n) == 1 and _n != chr(_cp):
        TWINS.setdefault(_n, []).append(chr(_cp))


@settings(max_examples=150)
@given(classical_texts, st.data())
def test_a_character_encoded_twice_reads_as_itself(text, data):
    twinned = "".join(data.draw(st.sampled_from([c, *TWINS[c]])) if c in TWINS else c
                      for c in text)
    assert parse_measure(twinned) == parse_measure(text)


def _folded_by_the_rule(c: str) -> bool:  # the forms docs/input.md says are folded
    cp = ord(c)
    return (0xFF01 <= cp <= 0xFF5E or cp == 0x2212 or unicodedata.category(c) == "Zs"
            or any(c in twins for twins in TWINS.values()))


def _other_form(c: str) -> bool:
    return (not c.isascii() and c not in "〇零一壹二兩两貳三四五六七八九十百千萬万億亿廿卅"
            and not _folded_by_the_rule(c)
            and (unicodedata.category(c)[0] == "N" or unicodedata.normalize("NFKC", c) != c))


# numbers of every script, and the blocks of compatibility forms (superscripts, letterlike and
# enclosed forms, vulgar fractions, CJK compatibility, ligatures, half-width forms, math digits)
_COMPATIBILITY = [chr(cp) for lo, hi in ((0xA0, 0x2FF), (0x2070, 0x218F), (0x2460, 0x24FF),
                                         (0x3000, 0x33FF), (0xFB00, 0xFB4F), (0xFF5F, 0xFFEF),
                                         (0x1D400, 0x1D7FF), (0x1F100, 0x1F1FF))
                  for cp in range(lo, hi + 1) if _other_form(chr(cp))]
other_forms = st.one_of(
    st.characters(categories=["Nd", "Nl", "No"]).filter(_other_form),
    st.sampled_from(_COMPATIBILITY))


@settings(max_examples=200)
@given(classical_texts, other_forms, st.data())
def test_another_form_of_a_number_or_character_is_refused_naming_it(text, c, data):
    i = data.draw(st.integers(0, len(text)))
    for read in (parse_measure, read_length):
        with pytest.raises(ParseError) as exc:
            read(text[:i] + c + text[i:])
        assert exc.value.position == i and f"U+{ord(c):04X}" in exc.value.reason, c


@pytest.mark.parametrize(("text", "value"), [
    ("⼆⼨", "1/5"), ("⼀丈", "10"), ("２ 尺", "2"), ("150\u00a0cm", "500/77"), ("2丈 5尺", "25"),
    ("3 / 2尺", "3/2"), ("- 7", "-7"), ("〇尺", "0"),
])
def test_the_forms_that_are_folded(text, value):
    assert str(read_length(text)) == value


@pytest.mark.parametrize("text", [
    "一丈〇尺", "尺零寸", "二十五 丈", "丈 有 八尺", "負 二尺", "二\t尺", "150\tcm", "七十弓\n七十弓",
    "10²尺", "⑩尺", "½尺", "㈠尺", "〸尺", "٣尺", "Ⅻ尺", "2丈0尺",
])
def test_the_forms_that_are_refused(text):
    with pytest.raises(ParseError):
        read_length(text)


# -- the API: every public function, a wrong value of any type -----------------------------------

def _public_functions():
    import importlib
    import inspect
    import pkgutil

    import houzhi

    modules = ["houzhi", *sorted(
        m.name for m in pkgutil.walk_packages(houzhi.__path__, "houzhi.")
        if not any(p.startswith("_") for p in m.name.split("."))
        and not m.name.startswith(("houzhi.cli", "houzhi.render", "houzhi.jupyter.explorer",
                                   "houzhi.jupyter.display", "houzhi.render.drawings",
                                   # the words' foundation, under the errors themselves: it
                                   # takes what gettext takes (tests/test_locale*.py)
                                   "houzhi.locale")))]
    seen = set()
    for name in modules:
        module = importlib.import_module(name)
        for attr in getattr(module, "__all__", []):
            obj = getattr(module, attr)
            if attr in ("Q_", "ureg") or (isinstance(obj, type) and issubclass(obj, BaseException)):
                continue  # pint's own Quantity and registry; the errors themselves
            calls = [(attr, obj)] if callable(obj) else []
            if inspect.isclass(obj):
                calls += [(f"{attr}.{m}", getattr(obj, m)) for m, v in vars(obj).items()
                          if isinstance(v, (classmethod, staticmethod)) and not m.startswith("_")]
            for label, fn in calls:
                if id(fn) in seen:
                    continue
                seen.add(id(fn))
                try:
                    params = inspect.signature(fn).parameters.values()
                except (TypeError, ValueError):
                    continue
                positional = [p for p in params
                              if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
                required = [p for p in params if p.default is p.empty
                            and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
                if positional and len(required) <= 1:  # callable with the one wrong value
                    yield f"{name}.{label}", fn


PUBLIC = dict(_public_functions())


def _wrong_values():
    import pint

    from houzhi import Q_

    other = pint.UnitRegistry()
    return {"an area": Q_(5, "m**2"), "another registry's area": other.Quantity(5, "m**2"),
            "10**5000": 10**5000, "1/10**5000": Fraction(1, 10**5000), "an object": object(),
            "None": None, "nan": float("nan"), "a list": [1]}


WRONG = _wrong_values()


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_every_public_function_refuses_a_wrong_value_in_one_line(name):
    import inspect

    import houzhi
    from houzhi.measure.units import use_registry

    fn = PUBLIC[name]
    for label, value in WRONG.items():
        try:
            result = fn(value)
            if inspect.isgenerator(result):
                list(result)
        except HouzhiError as exc:  # WrongKindError too: houzhi's own, and a TypeError
            text = str(exc)
            assert "\n" not in text, (name, label, text)
        except TypeError as exc:  # only for a wrong kind, as documented: export's objects
            assert name.startswith("houzhi.render.export.") and "cannot export" in str(exc), (
                name, label, exc)
        finally:  # use_registry(None) is pint's application registry: houzhi's own again
            use_registry(houzhi.ureg)


def test_wrong_kind_is_houzhis_own_error_and_a_type_error():
    from houzhi.making.cutting import plan

    with pytest.raises(WrongKindError, match=r"plan\(\): target must be a Target, got 50"):
        plan(50)
    assert issubclass(WrongKindError, HouzhiError) and issubclass(WrongKindError, TypeError)
