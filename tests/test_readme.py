"""The README and the guide (docs/guide/*.md) tell the truth: the Python tour gives the results
its comments state, and each command of the command-line tours gives what the text says it should (figures computed here from
the 記's own numbers, not by houzhi), writes readable files, and exits 0.

Expected figures are worked out from the text, independently of houzhi's rules:
    c = 2寸 × D (侯中), cloth 2尺 wide (幅廣二尺二寸，旁削一寸):
    中 c·c/2, 上下躬 2 × 2c, 上个 4c, 下个 3c  →  用布 c²/2 + 11c  尺;
    one 匹 = 4丈 = 40尺; the Han 尺 = 0.231 m; 1 尋 = 8尺.
"""

from __future__ import annotations

import ast
import json
import math
import re
import shlex
import xml.etree.ElementTree as ET
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import ezdxf
import pytest
import sympy
from ezdxf import bbox

from houzhi import READINGS
from houzhi.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: The guide's pages, by name (docs/guide/NAME.md): the reference the README points to.
GUIDE = {p.stem: p.read_text(encoding="utf-8") for p in sorted((ROOT / "docs" / "guide").glob("*.md"))}
HAN_M_PER_CHI = Fraction(231, 1000)
PI_CHI = 40


def _blocks(lang: str, text: str = README) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", text, flags=re.S)


def _section(title: str) -> str:
    """The section ``## title`` of the README or of the one guide page that has it."""
    found = [text.split(f"\n## {title}\n")[1].split("\n## ")[0]
             for text in (README, *GUIDE.values()) if f"\n## {title}\n" in text]
    assert len(found) == 1, f"one section {title!r} in the README and the guide, got {len(found)}"
    return found[0]


def cloth_chi(d: Fraction) -> Fraction:
    """用布 for a range of ``d`` 弓, from the 記 and 鄭注 (see the module docstring)."""
    c = Fraction(2, 10) * d
    return c * c / 2 + 11 * c


# -- the Python tour ---------------------------------------------------------------------------
def _claims(code: str) -> list[tuple[int, str, str]]:
    """(line number, expression, claim) for each line ``expr  # claim: words``: the claim is the
    comment up to the first colon or dash, when it is a Python expression or a length in m."""
    out = []
    for n, line in enumerate(code.splitlines(), 1):
        if "#" not in line:
            continue
        expr, comment = (s.strip() for s in line.split("#", 1))
        head = re.split(r":|—", comment)[0].strip()
        out.append((n, expr, head))
    return out


def _claimed(head: str, namespace: dict) -> object | None:
    """The value a comment claims, or None when the comment is words."""
    metres = re.fullmatch(r"(\d+(?:/\d+)?) m", head)
    if metres:
        return ("m", Fraction(metres.group(1)))
    try:
        return eval(compile(ast.parse(head, mode="eval"), "claim", "eval"), namespace)
    except (SyntaxError, NameError, TypeError):
        return None


def test_python_tour_gives_what_its_comments_say(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code = "\n".join(_blocks("python", GUIDE["python"]))
    claims = {n: (expr, head) for n, expr, head in _claims(code)}
    namespace: dict = {}
    checked = []
    for stmt in ast.parse(code).body:
        if isinstance(stmt, ast.Expr) and stmt.lineno in claims:
            value = eval(compile(ast.Expression(stmt.value), "README.md", "eval"), namespace)
            symbols = {"Fraction": Fraction, **{s: sympy.Symbol(s) for s in "cwD"}}
            claim = _claimed(claims[stmt.lineno][1], symbols)
            if claim is None:
                continue
            if isinstance(claim, tuple) and claim[0] == "m":
                assert Fraction(value.to("m").magnitude) == claim[1], claims[stmt.lineno]
            elif isinstance(claim, sympy.Expr):
                plain = sympy.sympify(str(value))  # the same names, without assumptions
                assert sympy.simplify(plain - claim) == 0, claims[stmt.lineno]
            else:
                assert value == claim, claims[stmt.lineno]
            checked.append(claims[stmt.lineno][0])
        else:
            exec(compile(ast.Module([stmt], []), "README.md", "exec"), namespace)
    # the claims the tour makes: the centre, the cloth, metres, notation, the symbolic form
    assert len(checked) >= 5, checked
    t = namespace["t"]
    assert t.zhong_side_chi == Fraction(2, 10) * 70 and t.cloth_total_chi == cloth_chi(Fraction(70))
    # the files it writes are a drawing and a DXF of the whole target
    ET.parse(tmp_path / "hou70.svg")
    _dxf_spans(tmp_path / "hou70_assembly.dxf", width_mm=float(4 * 14 * HAN_M_PER_CHI * 1000))


def _dxf_spans(path: Path, *, width_mm: float = 0.0, height_mm: float = 0.0) -> None:
    """``path`` is a DXF that ezdxf reads, with entities spanning at least the given size."""
    doc = ezdxf.readfile(path)
    msp = doc.modelspace()
    assert len(msp) > 0
    box = bbox.extents(msp)
    assert box.has_data
    assert box.size.x >= width_mm * 0.99 and box.size.y >= height_mm * 0.99, (box.size, path)


# -- the command-line tour ---------------------------------------------------------------------
TOUR = list(dict.fromkeys(
    line.split("  #")[0].strip()
    for block in (_blocks("sh")[2], _blocks("sh", GUIDE["commands"])[0])
    for line in block.splitlines() if line.startswith("houzhi ")))


M_PER_CHI = {"han": Fraction(231, 1000), "donghan": Fraction(235, 1000)}  # README's table


#: 鄭玄's 用布 for the three ranges, as his note words them (SOURCES.md's worked check).
ZHENG_TOTALS = {50: "十六丈", 70: "二十五丈二尺", 90: "三十六丈"}


def _check_target(args: list[str], out: str, tmp: Path) -> None:
    d = 70 if args[1] == "七十弓" else int(args[1]) if args[1].isdigit() else None
    total = cloth_chi(Fraction(d or 70))
    if args[1].endswith(" m"):  # a range as a distance: metres / (m per 尺) / 6尺 per 弓
        std = args[args.index("--standard") + 1] if "--standard" in args else "han"
        gong = Fraction(args[1].removesuffix(" m")) / M_PER_CHI[std] / 6
        assert f"{gong}弓" in out
        return
    if "--rite" in args:
        _check_rite(args, out)
        return
    assert d in ZHENG_TOTALS, f"say what `target {args[1]}` gives"
    if "--json" in args:
        data = json.loads(out)
        flat = json.dumps(data, ensure_ascii=False)
        assert f'"{total}"' in flat and f'"{d}"' in flat   # exact numbers as strings
    elif "--dxf" in args:
        _dxf_spans(tmp / args[args.index("--dxf") + 1],
                   width_mm=float(4 * Fraction(2, 10) * d * HAN_M_PER_CHI * 1000))
    elif "--reading" in args:  # another reading names itself and says what houzhi assumes
        (reading,) = [r for r in READINGS.values()
                      if r.label == args[args.index("--reading") + 1]]
        assert reading.label in out
        assert all(a in out for a in reading.assumptions) and reading.assumptions
    else:
        assert ZHENG_TOTALS[d] in out                              # 鄭玄's figure
        assert f"{float(total * HAN_M_PER_CHI):.3f} m" in out      # 58.212 m


def _line_of(out: str, head: str) -> str:
    (line,) = [x for x in out.splitlines() if x.startswith(head)]
    return line


def _check_rite(args: list[str], out: str) -> None:
    """A target of a rite, from the texts: 射人 gives the 天子's 賓射 五正 at 九十弓, coloured
    (鄭注) 玄 outside, then 黃, 蒼, 白, 朱 at the centre; the 記 gives the 士 a 布侯 畫以鹿豕 in the
    燕射 at the 鄉射's 五十弓. The cloth is the 記's for any range (c²/2 + 11c); the 乏 of a
    三侯 賓射 follows the 大射 (西十北十 in 貍步 of 6尺: 六丈 each way), the 燕射's the 鄉射
    (a third of the range north, 西五步: 三丈)."""
    rite = args[args.index("--rite") + 1]
    d = Fraction(args[1])
    head = " ".join(out.splitlines()[:2])  # the rite and its 侯, then the reading and marks
    assert head.startswith(f"{rite} of a ")
    words = {360: "三十六丈", 160: "十六丈"}[cloth_chi(d)]               # 360尺 at 90, 160尺 at 50
    assert words in _line_of(out, "cloth, one breadth wide")
    fa = [x for x in out.splitlines() if x.startswith(("乏 north", "乏 west"))]
    if rite == "賓射":
        assert "of a 天子" in head and "五正" in head
        painted = out.split("painted (五正)")[1]
        spots = [painted.index(colour) for colour in "玄黃蒼白朱"]    # from the outside in
        assert spots == sorted(spots)
        assert all("六丈" in line for line in fa) and len(fa) == 2
    else:
        rank = args[args.index("--rank") + 1]
        assert f"of a {rank}" in head and "布侯" in head
        painted = out.split("painted (")[1].split("area of cloth")[0]
        assert "鹿" in painted and "豕" in painted and "白" in painted
        assert d * 6 / 3 == 100                                       # 五十弓 = 300尺; a third
        assert "十丈" in fa[0] and "三丈" in fa[1]


def _check_readings(args: list[str], out: str, tmp: Path) -> None:
    """Each reading named; 鄭玄 at 50弓 160尺; 鄭眾's 侯 (身 一丈 of five breadths, one breadth
    above 三丈 and one below 二丈) 50 + 30 + 20 = 100尺 = 十丈; the legend for * and —; and each
    reading's assumptions printed below the table."""
    assert all(r.label in out for r in READINGS.values())
    assert "十六丈" in out                                           # 鄭玄 at 50弓: 160尺
    assert re.search(r"^鄭眾 .*\s十丈 \*", out, flags=re.M)          # 鄭眾: 100尺, differs
    assert "* differs from 鄭玄" in out and "— cannot give" in out
    for r in READINGS.values():
        assert all(a in out for a in r.assumptions), r.label


def _check_dashe(args: list[str], out: str, tmp: Path) -> None:
    for name, d in (("干", 50), ("參", 70), ("大侯", 90)):       # the 諸侯's three targets
        assert re.search(rf"^{name}\b[^\n]*?\s{d}弓", out, flags=re.M), name


def _check_gear(args: list[str], out: str, tmp: Path) -> None:
    if "--rite" in args:                                             # that rite's own gear
        assert args[args.index("--rite") + 1] in out
        return
    for word in ("笴", "籌", "楚朴", "楅", "物"):
        assert word in out, word


def _check_plan(args: list[str], out: str, tmp: Path) -> None:
    if "--dxf" in args:
        # a strip of the 上个 (56尺 = 12.94 m) is cut in pieces from a roll 150 cm wide
        _dxf_spans(tmp / args[args.index("--dxf") + 1], height_mm=1500 * 0.9)
        return
    found = re.search(r"(\d+) × 匹", out)
    assert found, out
    assert int(found.group(1)) >= math.ceil(cloth_chi(Fraction(70)) / PI_CHI)


def _check_bolts(args: list[str], out: str, tmp: Path) -> None:
    rows = {int(m.group(1)): m.group(0)
            for m in re.finditer(r"^(\d+)弓\s.*$", out, flags=re.M)}
    assert sorted(rows) == list(range(10, 101, 10))
    exact = {d for d, row in rows.items() if "〇尺" in row}          # no waste at all
    # a whole number of 匹 of cloth is needed for that (at 90弓 it is not enough: the 上个,
    # 72尺, is longer than a 匹, and its offcuts do not fill the rest)
    assert exact <= {d for d in rows if cloth_chi(Fraction(d)) % PI_CHI == 0}
    # packed by hand: at 50弓 上个 40 | 下个 30 + 中 10 | 躬 20 + 躬 20 | 中 4 × 10 (4 匹);
    # at 40弓 上个 32 + 中 8 | 下个 24 + 躬 16 | 躬 16 + 中 3 × 8 (3 匹)
    assert {40, 50} <= exact


CONVERSIONS = {
    "五尋": ("四丈", "9.24 m"),              # 5 × 8尺 = 40尺; × 0.231 m
    "9.24 m": ("四丈", "40 尺"),             # ÷ 0.231 m
    "60 in": ("152.4 cm",),                  # × 2.54 cm
}


def _check_convert(args: list[str], out: str, tmp: Path) -> None:
    assert args[1] in CONVERSIONS, f"say what `convert {args[1]}` gives"
    for text in CONVERSIONS[args[1]]:
        assert text in out, text


def _check_check(args: list[str], out: str, tmp: Path) -> None:
    assert "二十五丈二尺" in out and "三十六丈" in out                # 鄭玄 at 70, 賈 at 90
    if "--format" in args:  # as CSV: every row with its citation, in a column of its own
        import csv
        import io

        rows = list(csv.DictReader(io.StringIO(out.removeprefix("\ufeff"), newline="")))
        assert rows and all(r["citation"] and r["basis"] for r in rows)


def _check_cite(args: list[str], out: str, tmp: Path) -> None:
    import bibtexparser

    keys = [e.key for e in bibtexparser.parse_string(out).entries]
    assert keys[0] == "houzhi" and "KR1d0028" in keys              # and the 儀禮注疏 it quotes


def _check_drawings(args: list[str], out: str, tmp: Path) -> None:
    folder = tmp / args[args.index("--out") + 1]
    dxfs = sorted(folder.glob("*.dxf"))
    assert dxfs and sorted(folder.glob("*.svg")) + sorted(folder.glob("*.png"))
    for f in dxfs:
        ezdxf.readfile(f)


# -- commands that other branches add to the tour (checked when the README shows them) ------
_NUM = "〇一二三四五六七八九十"


def _check_score(args: list[str], out: str, tmp: Path) -> None:
    """The 釋獲 count: 二算為純, 一算為奇; the side with more hits is 賢 by the difference."""
    right, left = int(args[1]), int(args[2])
    if right == left:
        assert "左右鈞" in out
        return
    chun, ji = divmod(abs(right - left), 2)
    win, lose = ("右", "左") if right > left else ("左", "右")
    said = f"{win}賢於{lose}" + (f"{_NUM[chun]}純" if chun else "") + ("奇" if ji else "")
    assert said in out, said


def _check_source(args: list[str], out: str, tmp: Path) -> None:
    assert args[1] in out and re.search(r"《[^》]+》.*「[^」]+」", out)   # cited and quoted


def _check_ground(args: list[str], out: str, tmp: Path) -> None:
    if "--json" in args:
        json.loads(out)
    elif "--dxf" in args:
        _dxf_spans(tmp / args[args.index("--dxf") + 1])
    else:  # the 鄉射: the 乏 a third of the range (50弓 = 300尺) north of the target
        assert "乏" in out and "三十丈" in out


def _check_build(args: list[str], out: str, tmp: Path) -> None:
    if "--json" in args:
        flat = json.dumps(json.loads(out))
        assert '"70"' in flat and f'"{70 * 6}"' in flat             # the range in 弓 and in 尺
    elif "--pdf" in args:
        assert (tmp / args[args.index("--pdf") + 1]).read_bytes().startswith(b"%PDF")
    else:
        assert "mm" in out


def _check_lang(args: list[str], out: str, tmp: Path) -> None:
    """``--lang zh-Hant`` before a command: that command's check, in Chinese words — the
    target's column of its parts 部位 and its 侯道, and none of the English of its heading lines
    (tests/test_zh_output.py holds the whole output)."""
    assert args[1] in ("zh-Hant", "zh-Hans") and args[2] == "target"
    head = "\n".join(out.splitlines()[:3])
    assert "侯道" in head and "部位" in head
    assert not re.search(r"\b(strip|painted|outside|length|height)\b", head)


CHECKS: dict[str, Callable[[list[str], str, Path], None]] = {
    "--lang": _check_lang,
    "score": _check_score, "source": _check_source, "ground": _check_ground,
    "build": _check_build,
    "target": _check_target, "readings": _check_readings, "dashe": _check_dashe,
    "gear": _check_gear, "plan": _check_plan, "bolts": _check_bolts,
    "convert": _check_convert, "check": _check_check, "drawings": _check_drawings,
    "cite": _check_cite,
}


@pytest.mark.parametrize("line", TOUR)
def test_command_tour_gives_what_it_says(line, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    args = shlex.split(line)[1:]
    assert args[0] in CHECKS, f"the README shows `{line}`: say here what it must give"
    assert main(args) == 0
    CHECKS[args[0]](args, capsys.readouterr().out, tmp_path)


# -- set-up, Jupyter, documentation --------------------------------------------------------
def _commands(section: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", _section(section), flags=re.S)]


def _extras() -> dict[str, list[str]]:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"][
        "optional-dependencies"]


def test_setup_is_two_commands_that_install_what_they_use():
    commands = _commands("Set up")
    assert len(commands) == 2
    install, tests = commands
    assert re.match(r"python -m pip install \. && houzhi ", install)
    assert re.match(r'python -m pip install "\.\[test\]" && python -m pytest', tests)
    test_extra = " ".join(_extras()["test"])
    for tool in ("pytest", "nbclient", "ipykernel"):
        assert tool in test_extra


def test_the_readme_installs_with_two_commands_only():
    """The front door: the two set-up commands, and no other install command."""
    installs = [b for b in _blocks("sh") if "pip install" in b]
    assert installs == _blocks("sh", _section("Set up"))
    assert len(installs) == 2


def test_the_readme_points_to_every_guide_page():
    for name in GUIDE:
        assert f"(docs/guide/{name}.md)" in README, name


def test_jupyter_and_docs_sections_name_real_extras_and_paths():
    root = Path(__file__).resolve().parents[1]
    extras = _extras()
    for section, extra in (("Jupyter", "jupyter"), ("Documentation", "docs")):
        (command,) = _commands(section)
        assert f'pip install ".[{extra}]"' in command
        assert extra in extras
    assert (root / "notebooks").is_dir() and "jupyter lab notebooks/" in _section("Jupyter")
    assert any("ipywidgets" in r for r in extras["jupyter"])
    assert (root / "docs" / "conf.py").exists() and "-W" in _commands("Documentation")[0]


def test_glossary_agrees_with_the_code():
    from houzhi.sources.glossary import GLOSSARY, term

    section = _section("Glossary")
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", section, flags=re.M)
    assert len(rows) >= 12
    for ident, chars in rows:
        assert ident in GLOSSARY, ident
        assert term(ident) == chars.strip().split(" ")[0], ident
    # the table lists the main words; it says where the full list is, and it keeps apart the
    # words the text uses twice
    assert "houzhi.sources.glossary.GLOSSARY" in section and len(GLOSSARY) > len(rows)
    shown = {ident for ident, _ in rows}
    assert {"zhong", "zhong_tally", "ge", "ge_counter", "wu", "wu_mark"} <= shown
    for other in re.findall(r"`(\w+)` [^\x00-\x7f]", section):
        assert other in GLOSSARY, other  # words named inside a row (`binshe` 賓射 …)


def test_the_check_count_in_the_readme_is_the_checks():
    """The README says how many stated figures ``houzhi check`` sets beside houzhi's."""
    from houzhi.canon.statements import all_statements

    (said,) = re.findall(r"`houzhi check` sets (\d+) stated figures", GUIDE["sources"])
    assert int(said) == len(all_statements())
