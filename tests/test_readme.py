"""The README's examples run: its Python block, and every command of its command-line tour."""

import re
import shlex
from pathlib import Path

import pytest

from houzhi.cli import main

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def _blocks(lang):
    return re.findall(rf"```{lang}\n(.*?)```", README, flags=re.S)


def test_python_tour_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code = "\n".join(_blocks("python"))
    assert "Target.of" in code
    exec(compile(code, "README.md", "exec"), {})
    assert (tmp_path / "hou70.dxf").exists() and (tmp_path / "hou70.svg").exists()


TOUR = [line.split("#")[0].strip() for line in _blocks("sh")[2].splitlines()
        if line.startswith("houzhi ")]


@pytest.mark.parametrize("line", TOUR)
def test_command_tour_runs(line, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(shlex.split(line)[1:]) == 0
    assert capsys.readouterr().out


def test_two_setup_commands():
    setup = README.split("## Set up")[1].split("##")[0]
    commands = [b.strip() for b in re.findall(r"```sh\n(.*?)```", setup, flags=re.S)]
    assert commands == ['python -m pip install . && houzhi drawings --out drawings',
                        'python -m pip install ".[test]" && python -m pytest']


def test_glossary_agrees_with_the_code():
    from houzhi.glossary import GLOSSARY

    section = README.split("## Glossary")[1].split("\n## ")[0]
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", section, flags=re.M)
    assert len(rows) >= 12
    for ident, chars in rows:
        assert ident in GLOSSARY, ident
        assert GLOSSARY[ident][0].split(" ")[0] == chars.strip().split(" ")[0], ident
    for word in "中躬个舌綱縜鵠正乏物笴籌":
        assert word in section
