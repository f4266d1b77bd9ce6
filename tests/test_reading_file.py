"""Readings declared in TOML files (houzhi.canon.reading_file) and their exact expressions
(houzhi.measure.expressions): 聶崇義's 侯 shipped as such a file, a copy of it loaded by
``--reading-file``, and every fault of a file refused in one line."""

from __future__ import annotations

import json
import pickle
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shelf import find_on_leaf
from strategies import ranges

import houzhi
from houzhi import READINGS, HouzhiError, Target, load_reading
from houzhi.canon.reading_file import ReadingFileError, read_reading
from houzhi.cli import main
from houzhi.measure.expressions import Expression, ExpressionError
from houzhi.measure.notation import parse_measure
from houzhi.model.check import compare

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

NIE = Path(houzhi.__file__).parent / "canon" / "definitions" / "nie_chongyi.toml"
NIE_TEXT = NIE.read_text(encoding="utf-8")


@pytest.fixture(autouse=True)
def _readings_restored():
    """Each test leaves the registry of readings as it found it."""
    before = dict(READINGS)
    yield
    READINGS.clear()
    READINGS.update(before)


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def chi(words: str) -> Fraction:
    return Fraction(parse_measure(words).to("chi").magnitude)


# -- the expressions ------------------------------------------------------------------------

NAMES = ("D", "w", "c", "gong")


def _trees(depth: int = 3):
    leaf = st.one_of(st.integers(min_value=0, max_value=99).map(lambda n: (str(n), Fraction(n))),
                     st.sampled_from(NAMES).map(lambda n: (n, n)),
                     st.tuples(st.integers(0, 99), st.integers(0, 99)).map(
                         lambda ab: (f"{ab[0]}.{ab[1]:02d}", Fraction(100 * ab[0] + ab[1], 100))))
    return st.recursive(leaf, lambda kids: st.tuples(st.sampled_from(["+", "-", "*", "/", "//",
                                                                      "%"]), kids, kids)
                        | st.tuples(st.just("neg"), kids), max_leaves=8)


def _text_of(tree) -> str:
    if tree[0] == "neg":
        return f"-({_text_of(tree[1])})"
    if len(tree) == 3:
        return f"({_text_of(tree[1])} {tree[0]} {_text_of(tree[2])})"
    return tree[0]


def _value_of(tree, env):
    """The tree's value computed directly on Fractions: the oracle the Expression must meet."""
    if tree[0] == "neg":
        return -_value_of(tree[1], env)
    if len(tree) == 3:
        a, b = _value_of(tree[1], env), _value_of(tree[2], env)
        if tree[0] in ("/", "//", "%") and b == 0:
            raise ZeroDivisionError
        if tree[0] in ("/", "//", "%"):
            return {"/": a / b, "//": Fraction(a // b), "%": a % b}[tree[0]]
        return {"+": a + b, "-": a - b, "*": a * b}[tree[0]]
    return env[tree[1]] if isinstance(tree[1], str) else tree[1]


@given(tree=_trees(), values=st.lists(st.fractions(min_value=-50, max_value=50,
                                                   max_denominator=12), min_size=4, max_size=4))
def test_an_expression_is_exact_arithmetic(tree, values):
    env = dict(zip(NAMES, values, strict=True))
    e = Expression(_text_of(tree))
    assert set(e.names) <= set(NAMES)
    try:
        want = _value_of(tree, env)
    except ZeroDivisionError:
        with pytest.raises(ExpressionError, match="divides by zero"):
            e(**env)
        return
    got = e(**{n: env[n] for n in e.names})
    assert got == want and isinstance(got, Fraction)


def test_a_decimal_is_read_as_written_not_as_a_float():
    assert Expression("0.1 + 0.2")() == Fraction(3, 10)
    assert Expression("D * 2/10")(D=Fraction(50)) == 10


@pytest.mark.parametrize("text", ["D ** 2", "f(D)", "D.real", "D < 2", "'二寸'",
                                  "True", "[D]", "D if w else 0", "lambda: 0",
                                  "__import__('os')", "", "  ", "D +", "1 +* 2", "x" * 401])
def test_anything_but_arithmetic_is_refused(text):
    with pytest.raises(ExpressionError) as e:
        Expression(text)(D=1, w=1)
    assert "\n" not in str(e.value)


def test_an_expression_pickles_and_hashes():
    e = Expression("(shang_ge - gong) / 2")
    assert pickle.loads(pickle.dumps(e)) == e and hash(e) == hash(Expression(e.text))
    assert e.names == ("shang_ge", "gong")


def test_an_expression_works_on_symbols():
    import sympy

    D = sympy.Symbol("D")
    assert Expression("D * 2/10 + 0.5")(D=D) == D / 5 + sympy.Rational(1, 2)


# -- 聶崇義's reading, from its file ---------------------------------------------------------

def test_nie_chongyi_is_registered_from_his_file():
    r = houzhi.get_reading("聶崇義")
    assert r.key == "nie_chongyi" and r is READINGS["nie_chongyi"]
    assert r.source.endswith("definitions/nie_chongyi.toml")
    cited = {c.kanripo for rule in r.rules.values() for c in rule.citations}
    assert "KR1d0078" in cited


def test_every_quote_of_the_file_stands_on_its_leaf(texts):
    data = tomllib.loads(NIE_TEXT)
    assert len(data["citations"]) >= 20
    for name, c in data["citations"].items():
        assert find_on_leaf(texts, c["work"], c["leaf"], c["quote"]), (name, c["quote"])


def test_every_rule_of_his_own_cites_his_words():
    r = houzhi.get_reading("聶崇義")
    for role, rule in r.rules.items():
        if rule.key.endswith("_nie_chongyi"):
            assert rule.citations and all(c.author == "聶崇義" for c in rule.citations), role
        else:  # borrowed from the canon, and said so among the assumptions
            assert role == "hanging" and any("gives no height" in a for a in r.assumptions)


def test_his_stated_figures_agree_in_his_reading():
    """His figures at 九十, 七十 and 五十弓, each read from his quoted words, against the
    target his rules compose."""
    mine = [c for c in compare() if c.statement.reading == "nie_chongyi"
            and c.statement.subject == "target"]
    assert len(mine) == 15 and all(c.agrees is True for c in mine)
    t = Target.of(90, reading="聶崇義")
    assert t.cloth_total_chi == chi("三十六丈") and t.shang_ge_chi == chi("七丈二尺")
    assert t.xia_she_chi == chi("九尺") and t.zhong_strips == 9


@given(d=ranges)
def test_his_hou_is_zheng_xuans_figure_for_figure(d):
    """聶崇義 follows 鄭玄's 侯 in every length (倍中以為躬, 倍躬以為左右舌, 下舌半上舌): his
    file, built from his own words, gives 鄭玄's Python-defined target at every range."""
    nie, zheng = Target.of(d, reading="聶崇義"), Target.of(d, reading="鄭玄")
    for key in ("zhong_side", "gong_each", "shang_ge", "xia_ge", "shang_she", "xia_she",
                "height", "width", "total", "hu_side", "bottom", "hu_ground"):
        assert nie.figure(key).value == zheng.figure(key).value, key
    assert [(p.length_chi, p.height_chi, p.count) for p in nie.pieces] == [
        (p.length_chi, p.height_chi, p.count) for p in zheng.pieces]


def test_his_forms_are_the_commentarys():
    import sympy

    from houzhi.canon.symbolic import c, target_forms, w

    f = target_forms("聶崇義")
    assert sympy.simplify(f.total_in_c - (c**2 / w + 11 * c)) == 0


def test_a_target_of_his_pickles():
    t = Target.of(70, reading="聶崇義")
    back = pickle.loads(pickle.dumps(t))
    assert back.reading is READINGS["nie_chongyi"] and back.cloth_total_chi == t.cloth_total_chi


def test_houzhi_assumes_only_the_hanging_and_marks_it(capsys):
    code, out, _ = run(capsys, "readings", 50)
    row = next(line for line in out.splitlines() if line.startswith("聶崇義"))
    assert code == 0 and row.count("†") == 1 and row.rstrip().endswith("†")


@pytest.mark.parametrize("d", [50, 70, 90])
def test_a_copy_loaded_by_reading_file_gives_the_same_target(capsys, tmp_path, d):
    shipped = run(capsys, "target", d, "--reading", "聶崇義", "--json")
    copy = tmp_path / "mine.toml"
    copy.write_text(NIE_TEXT, encoding="utf-8")
    loaded = run(capsys, "target", d, "--reading-file", copy, "--json")
    assert shipped[0] == loaded[0] == 0
    assert json.loads(loaded[1]) == json.loads(shipped[1])
    assert json.loads(loaded[1])["reading"] == "nie_chongyi"
    text = [run(capsys, "target", d, *how)[1] for how in
            (("--reading", "聶崇義"), ("--reading-file", copy))]
    assert text[0] == text[1]


def _renamed(tmp_path: Path) -> Path:
    """聶崇義's file under another key and label: a reading houzhi does not have."""
    p = tmp_path / "other.toml"
    p.write_text(NIE_TEXT.replace('key = "nie_chongyi"', 'key = "nie_copy"')
                 .replace('label = "聶崇義"', 'label = "聶氏"'), encoding="utf-8")
    return p


def test_a_loaded_reading_appears_in_every_command(capsys, tmp_path):
    p = _renamed(tmp_path)
    code, out, _ = run(capsys, "readings", 70, "--reading-file", p)
    assert code == 0 and any(line.startswith("聶氏") for line in out.splitlines())
    code, out, _ = run(capsys, "readings", 70, "--json", "--reading-file", p)
    assert code == 0 and "nie_copy" in {r["reading"] for r in json.loads(out)}
    code, out, _ = run(capsys, "check", "--reading-file", p)
    assert code == 0 and "聶氏 17" in out.splitlines()[-1]
    code, out, _ = run(capsys, "source", "gong_nie_copy", "--reading-file", p)
    assert code == 0 and "倍中以為躬" in out
    code, out, _ = run(capsys, "target", 50, "--reading-file", p)
    assert code == 0 and "reading: 聶氏" in out


def test_the_api_loads_and_registers(tmp_path):
    r = load_reading(_renamed(tmp_path))
    assert READINGS["nie_copy"] is r and houzhi.get_reading("聶氏") is r
    assert Target.of(90, reading="聶氏").cloth_total_chi == 360
    assert load_reading(_renamed(tmp_path), register_it=False) == r  # loaded again: the same


def test_a_file_may_not_take_a_builtin_readings_name(tmp_path):
    p = tmp_path / "x.toml"
    p.write_text(NIE_TEXT.replace('key = "nie_chongyi"', 'key = "zheng_xuan"'), encoding="utf-8")
    with pytest.raises(HouzhiError, match="鄭玄"):
        load_reading(p)
    assert READINGS["zheng_xuan"].label == "鄭玄"


def test_reading_and_reading_file_naming_two_readings_are_refused(capsys, tmp_path):
    code, _, err = run(capsys, "target", 50, "--reading", "鄭玄", "--reading-file",
                       _renamed(tmp_path))
    assert code == 2 and "two readings" in err


# -- bad input: one line naming the file, the line and the key ---------------------------

def _swap(old: str, new: str) -> str:
    assert old in NIE_TEXT, old
    return NIE_TEXT.replace(old, new, 1)


def _line(text: str, words: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if words in line)


BAD = {
    "unknown key": (_swap('summary = "', 'sumary = "x"\nsummary = "'), "reading.sumary",
                    "sumary = "),
    "unknown key in a rule": (_swap('label = "躬"', 'label = "躬"\nvalu = "2 * c"'),
                              "rules.gong.valu", "valu = "),
    "unknown rule of a part": (_swap('rule = "gong"', 'rule = "gongg"'),
                               "composition.parts[1].rule", 'rule = "gongg"'),
    "unknown citation": (_swap('cites = ["gong", "order"]', 'cites = ["gong", "ordr"]'),
                         "rules.gong.cites[1]", '"ordr"'),
    "citation without a leaf": (_swap('leaf = "006-2a"\n', ''), "citations.yong_bu",
                                "[citations.yong_bu]"),
    "citation without a quote": (_swap('quote = "侯道九十弓者用布三丈六尺"\n', ''),
                                 "citations.yong_bu", "[citations.yong_bu]"),
    "a leaf not a leaf": (_swap('leaf = "006-2a"', 'leaf = "2a"'), "citations.yong_bu.leaf",
                          'leaf = "2a"'),
    "defined from the undefined": (_swap('value = "2 * c"', 'value = "2 * cc"'),
                                   "rules.gong.value", 'value = "2 * cc"'),
    "a part from the undefined": (_swap('length = "xia_ge"', 'length = "xia_gee"'),
                                  "composition.parts[4].length", 'length = "xia_gee"'),
    "a circle": (_swap('value = "2 * c"', 'value = "shang_ge / 2"'), "rules.gong.value",
                 'value = "shang_ge / 2"'),
    "not arithmetic": (_swap('value = "2 * c"', 'value = "c ** 2"'), "rules.gong.value",
                       'value = "c ** 2"'),
    "a length the text cannot write": (_swap('params = { per_gong = "二寸" }',
                                             'params = { per_gong = "二寸寸" }'),
                                       "rules.c.params.per_gong", "params = { per_gong"),
    "stated words not in the quote": (_swap('words = "丈四尺"', 'words = "丈五尺"'),
                                      "stated[11].words", 'words = "丈五尺"'),
}


@pytest.mark.parametrize("case", list(BAD))
def test_a_bad_file_is_one_line_with_file_line_and_key(capsys, tmp_path, case):
    text, key, on_line = BAD[case]
    p = tmp_path / "bad.toml"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(ReadingFileError) as e:
        load_reading(p)
    msg = str(e.value)
    assert "\n" not in msg and msg.startswith(f"{p}: ") and key in msg, msg
    assert f"line {_line(text, on_line)}:" in msg, msg
    assert "nie_chongyi" not in READINGS or READINGS["nie_chongyi"].source.startswith("houzhi/")
    code, out, err = run(capsys, "target", 70, "--reading-file", p)
    assert code == 2 and out == "" and err.count("\n") == 1 and key in err


def test_a_circle_names_its_rules():
    text = _swap('value = "2 * c"', 'value = "shang_ge / 2"')
    with pytest.raises(ReadingFileError, match=r"circle.*gong → shang_ge → gong"):
        read_reading(text, "x.toml")


@pytest.mark.parametrize(("text", "words"), [
    ("[reading\nkey = 1", "not TOML"),
    ('format = 1\nformat = 2\n', "not TOML"),
    ("format = 2\n" + NIE_TEXT.replace("format = 1\n", ""), "format 1"),
    ("x = 1\n", "unknown key 'x'"),
    ("", "needs the table [reading]"),
])
def test_bad_toml_is_one_line(capsys, tmp_path, text, words):
    p = tmp_path / "bad.toml"
    p.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "readings", 50, "--reading-file", p)
    assert code == 2 and out == "" and err.count("\n") == 1 and words in err and str(p) in err
    with pytest.raises(HouzhiError):
        load_reading(p)


def test_bad_toml_names_its_line(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text('format = 1\n[reading]\nkey = "x\n', encoding="utf-8")
    with pytest.raises(ReadingFileError, match="line 3"):
        load_reading(p)


@pytest.mark.parametrize("make", ["missing", "directory", "not utf-8"])
def test_an_unreadable_path_is_one_line(capsys, tmp_path, make):
    p = tmp_path / "r.toml"
    if make == "directory":
        p.mkdir()
    elif make == "not utf-8":
        p.write_bytes(b"format = 1\n# \xff\xfe\n")
    code, out, err = run(capsys, "check", "--reading-file", p)
    assert code == 2 and out == "" and err.count("\n") == 1 and str(p) in err
    with pytest.raises(HouzhiError):
        load_reading(p)


# -- the page "Writing a reading" ------------------------------------------------------------

DOC = Path(__file__).resolve().parents[1] / "docs" / "reading-files.md"


def test_the_pages_commands_run(capsys, tmp_path):
    """Each command the page shows runs, on a copy of the shipped file, and exits 0."""
    import re
    import shlex

    copy = tmp_path / "nie_chongyi.toml"
    copy.write_text(NIE_TEXT, encoding="utf-8")
    block = re.search(r"```console\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    commands = [shlex.split(line.removeprefix("$ houzhi ")) for line in block.splitlines()]
    assert len(commands) >= 5
    for argv in commands:
        code, out, err = run(capsys, *(str(copy) if a == "nie_chongyi.toml" else a
                                       for a in argv))
        assert code == 0 and out and not err, argv


def test_the_pages_python_runs(tmp_path, monkeypatch):
    import re

    copy = tmp_path / "nie_chongyi.toml"
    copy.write_text(NIE_TEXT, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    last = code.strip().splitlines()[-1].split("#")[0].strip()
    scope: dict = {}
    exec(code, scope)
    assert eval(last, scope) == 360


def test_the_pages_snippets_are_the_files():
    """Each TOML snippet the page shows stands in the shipped file (or in the readings of 劉敞
    and 敖繼公 the tests write as files), so the page cannot drift from the format houzhi reads
    (comments aside)."""
    import re

    page = DOC.read_text(encoding="utf-8")
    data = Path(__file__).parent / "data"
    files = NIE_TEXT + "".join(p.read_text(encoding="utf-8") for p in sorted(data.glob("*.toml")))
    for block in re.findall(r"```toml\n(.*?)```", page, re.S):
        for line in block.splitlines():
            bare = line.split("  #")[0].rstrip()
            if bare and not bare.lstrip().startswith("#"):
                assert bare in files, bare


# -- 鄭眾's reading as definitions: the same targets as its Python ------------------------------

ZZ_FILE = NIE.with_name("zheng_zhong.toml")


@pytest.fixture(scope="module")
def zheng_zhong_file():
    return load_reading(ZZ_FILE, register_it=False)


def _made(t: Target):
    comp = t.composition
    return ([(p.key, p.name, p.length_chi, p.height_chi, p.count, p.she_chi, p.bottom_chi,
              p.rule.key) for p in t.pieces],
            (comp.zhong_side, comp.zhong_height, comp.hu_side, comp.hu_centre, comp.bottom,
             comp.hanging.key, comp.hu_rule.key), sorted(t.not_given), t.cloth_total_chi,
            t.bottom_chi, t.top_chi, t.fa, t.hanging_rule.key)


def test_the_file_is_not_registered_beside_the_python(zheng_zhong_file):
    assert READINGS["zheng_zhong"] is houzhi.canon.readings.ZHENG_ZHONG is not zheng_zhong_file


def test_zheng_zhongs_file_has_the_pythons_rules_and_passages(zheng_zhong_file):
    py = houzhi.get_reading("鄭眾")
    assert {r: rule.key for r, rule in zheng_zhong_file.rules.items()} == {
        r: rule.key for r, rule in py.rules.items()}
    for role, rule in py.rules.items():
        assert zheng_zhong_file.rules[role].citations == rule.citations, role
    assert set(zheng_zhong_file.reckoned) == set(py.reckoned)
    assert (zheng_zhong_file.scale, zheng_zhong_file.scaled) == (py.scale, py.scaled)


@given(d=ranges, bt=st.sampled_from([(Fraction(22, 10), Fraction(1, 10)), (Fraction(2), 0),
                                     (Fraction(5, 2), Fraction(1, 20)), (Fraction(1), 0)]),
       rite=st.sampled_from([None, "鄉射", "大射"]))
def test_zheng_zhongs_file_gives_the_pythons_targets(zheng_zhong_file, d, bt, rite):
    cloth = houzhi.Cloth(*bt)
    try:
        py = Target.of(d, cloth=cloth, reading="鄭眾", rite=rite)
    except HouzhiError:
        with pytest.raises(HouzhiError):
            Target.of(d, cloth=cloth, reading=zheng_zhong_file, rite=rite)
        return
    assert _made(Target.of(d, cloth=cloth, reading=zheng_zhong_file, rite=rite)) == _made(py)


def test_zheng_zhongs_file_withholds_the_hu_where_the_python_does(zheng_zhong_file):
    """His absolute 四尺 鵠 is larger than a 身 of the 記's 弓二寸 below 二十弓."""
    for d in (10, 19, 20, 21, 50):
        a, b = Target.of(d, reading=zheng_zhong_file), Target.of(d, reading="鄭眾")
        assert ("hu_side" in a.not_given) == ("hu_side" in b.not_given) == (d < 20)


def test_the_zheng_zhong_files_quotes_stand_on_their_leaves(texts):
    for name, c in tomllib.loads(ZZ_FILE.read_text(encoding="utf-8"))["citations"].items():
        assert find_on_leaf(texts, c["work"], c["leaf"], c["quote"]), (name, c["quote"])
