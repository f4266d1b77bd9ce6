"""argparse's own words (usage:, the help's headings, show this help message and exit, the
refusals houzhi does not word itself) in the reader's language, through houzhi's catalogue
(context ``argparse``), installed for one run only: a library user's argparse, and the global
gettext state, are left as they were."""

from __future__ import annotations

import argparse
import gettext
import re

import pytest

from houzhi.cli import main
from houzhi.locale import ARGPARSE_WORDS, ArgparseWords, argparse_words, language, use

#: argparse's words a help shows, in English
HELP_WORDS = ("usage: ", "positional arguments", "options", "show this help message and exit",
              "show program's version number and exit")


def _in(lang: str) -> dict[str, str]:
    """argparse's words as houzhi's catalogue gives them in ``lang``."""
    before = language()
    use(lang)
    try:
        words = ArgparseWords()
        return {w: words.gettext(w) for w in ARGPARSE_WORDS}
    finally:
        use(before)


def test_every_word_is_argparse_s_own():
    """The catalogue's words are the ones argparse looks up (its source, not a guess)."""
    import inspect

    source = inspect.getsource(argparse)
    missing = [w for w in ARGPARSE_WORDS if repr(w) not in source and f'"{w}"' not in source]
    assert missing == []


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_every_word_is_translated(lang):
    words = _in(lang)
    assert all(t != w and t for w, t in words.items()), words


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", [("--help",), ("target", "--help"), ("build", "--help")])
def test_help_in_chinese(capsys, lang, argv):
    words = _in(lang)
    with pytest.raises(SystemExit) as stop:
        main(["--lang", lang, *argv])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(words["usage: "].strip())
    for w in HELP_WORDS[1:4]:
        assert w not in out
    assert words["options"] + "：" in out.splitlines()
    assert words["show this help message and exit"] in out
    if argv == ("--help",):
        assert words["show program's version number and exit"] in out
        assert "Compute, check" not in out and "the language of the output" not in out


def test_help_in_english_keeps_argparse_s_words(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "en", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: houzhi") and "\noptions:\n" in out
    assert "show this help message and exit" in out and "positional arguments:" in out


def test_a_refusal_argparse_words_in_chinese(capsys):
    code = main(["--lang", "zh-Hant", "build", "50", "--s", "3"])
    err = capsys.readouterr().err
    assert code == 2 and "ambiguous" not in err and "--standard" in err and "--seam" in err
    code = main(["--lang", "en", "build", "50", "--s", "3"])
    assert code == 2 and "ambiguous option: --s could match" in capsys.readouterr().err


def test_argparse_and_gettext_left_as_they_were(capsys):
    """After a run in Chinese, a library user's parser speaks argparse's English, and argparse's
    module-level ``_`` and ``ngettext`` are gettext's again; the run leaves no global state."""
    before = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    domain = gettext.textdomain()
    with pytest.raises(SystemExit):
        main(["--lang", "zh-Hans", "--help"])
    capsys.readouterr()
    assert (argparse._, argparse.ngettext) == before  # type: ignore[attr-defined]
    assert gettext.textdomain() == domain
    p = argparse.ArgumentParser(prog="mine")
    assert p.format_help().startswith("usage: mine") and "options:" in p.format_help()


def test_the_words_are_installed_for_the_block_only():
    use("zh-Hant")
    try:
        with argparse_words():
            assert argparse.ArgumentParser(prog="x").format_usage().startswith(
                _in("zh-Hant")["usage: "])
        assert argparse.ArgumentParser(prog="x").format_usage().startswith("usage: ")
        with pytest.raises(RuntimeError), argparse_words():
            raise RuntimeError
        assert argparse.ArgumentParser(prog="x").format_usage().startswith("usage: ")
    finally:
        use("en")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_every_command_s_help_in_chinese(capsys, lang):
    """Every command's --help is written in Chinese (a help's translation with a bare % once
    broke build's), its headings argparse's words translated."""
    from houzhi.cli import COMMANDS

    words = _in(lang)
    for command in COMMANDS:
        name = command.__name__.rsplit(".", 1)[-1]
        with pytest.raises(SystemExit) as stop:
            main(["--lang", lang, name, "--help"])
        out = capsys.readouterr().out
        assert stop.value.code == 0 and out.startswith(words["usage: "].strip()), name
        assert "options:" not in out and "show this help" not in out, name


def test_help_in_simplified_chinese_is_shown_as_the_commands_are(capsys):
    """The 简体 help goes through the display step (郑玄, not 鄭玄) and names each 尺 standard by
    its name with its key beside it; English lists the keys."""
    from houzhi.measure.units import STANDARDS

    with pytest.raises(SystemExit):
        main(["--lang", "zh-Hans", "target", "--help"])
    out = capsys.readouterr().out
    assert "郑玄" in out and "鄭玄" not in out
    flat = re.sub(r"\s+", "", out)
    assert all(f"（{k}）" in flat for k in STANDARDS)
    with pytest.raises(SystemExit):
        main(["--lang", "en", "target", "--help"])
    out = capsys.readouterr().out
    assert "（han）" not in out and "han, donghan" in out
