"""``--lang`` and the POSIX locale: which language houzhi speaks on the command line."""

from __future__ import annotations

import pytest

from houzhi.cli import chosen_language, main
from houzhi.locale import language


def _err(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().err


def test_unknown_language_is_one_line_exit_2(capsys):
    code, err = _err(capsys, "--lang", "fr", "target", "50")
    assert code == 2
    assert err.count("\n") == 1 and "'fr'" in err
    assert all(name in err for name in ("en", "zh-Hant", "zh-Hans"))


@pytest.mark.parametrize("argv, want", [
    (["--lang", "zh-Hant", "target", "5x"], "houzhi: 錯誤："),
    (["target", "5x", "--lang=zh-Hans"], "houzhi: 错误："),
    (["--lang", "zh_hant", "target", "5x"], "houzhi: 錯誤："),
    (["--lang", "en", "target", "5x"], "houzhi: error: "),
    (["target", "5x"], "houzhi: error: "),
])
def test_lang_chooses_the_words(capsys, monkeypatch, argv, want):
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    code, err = _err(capsys, *argv)
    assert code == 2 and err.startswith(want)
    assert language() == "en"  # a run leaves the language as it found it


@pytest.mark.parametrize("env, argv, want", [
    ({"LANG": "zh_TW.UTF-8"}, [], "zh-Hant"),
    ({"LANG": "zh_CN.UTF-8"}, [], "zh-Hans"),
    ({"LC_ALL": "zh_HK.UTF-8", "LANG": "en_GB.UTF-8"}, [], "zh-Hant"),
    ({"LANG": "zh_CN.UTF-8"}, ["--lang", "en"], "en"),
    ({"LANG": "en_US.UTF-8"}, ["--lang", "zh-Hans"], "zh-Hans"),
    ({}, ["--", "--lang", "zh-Hans"], "en"),  # after --, a word, not the option
    ({}, ["--lang", "zh-TW"], "zh-Hant"),  # a region's tag, as the locale names it
    ({}, ["--lang", "zh_HK"], "zh-Hant"),
    ({}, ["--lang", "zh-Hant-TW"], "zh-Hant"),
    ({}, ["--lang", "zh-CN"], "zh-Hans"),
    ({}, ["--lang", "zh"], "zh-Hans"),
    ({}, ["--lang", "EN-gb"], "en"),
])
def test_environment_when_no_lang(env, argv, want):
    assert chosen_language(argv, env) == want


def test_environment_reaches_main(capsys, monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    code, err = _err(capsys, "target", "5x")
    assert code == 2 and err.startswith("houzhi: 错误：")


def test_the_other_tags_the_refusal_names_are_taken_as_their_language() -> None:
    """The refusal of an unknown language names other tags for each Chinese one
    (``locale.OTHER_TAGS``): each of them, in any case and with ``_``, chooses that language."""
    from houzhi.locale import OTHER_TAGS

    for name, tags in OTHER_TAGS.items():
        for tag in tags:
            for form in (tag, tag.lower(), tag.upper().replace("-", "_")):
                assert chosen_language(["--lang", form], {}) == name, form


def test_the_refusal_of_an_unknown_language_names_each_language_and_its_other_tags(
        capsys: pytest.CaptureFixture[str]) -> None:
    from houzhi.locale import LANGUAGES, OTHER_TAGS

    assert main(["--lang", "xx", "target", "50"]) == 2
    line = capsys.readouterr().err.strip()
    assert "\n" not in line and "'xx'" in line
    for name in LANGUAGES:
        assert name in line
    for tags in OTHER_TAGS.values():
        for tag in tags:
            assert tag in line
