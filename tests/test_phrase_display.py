"""Words with values in them (houzhi.locale.Phrase), said where they are shown, and 简体 made at
display time (houzhi.locale.display): houzhi's words and the canon's labels simplified, the texts'
quotations kept as their edition writes them, in the mainland's marks."""

from __future__ import annotations

import pickle
import re
import subprocess
import sys

import pytest

from houzhi.documents._text import _width
from houzhi.locale import N_, Phrase, _, display, language, use


@pytest.fixture
def speak():
    """Speak a language for one test, and go back to the one spoken before."""
    before = language()
    yield use
    use(before)


def test_a_phrase_is_its_english_filled_in():
    p = Phrase(N_("no rank given: the {rite} of a {rank}"), rite="大射", rank="諸侯")
    assert p == "no rank given: the 大射 of a 諸侯"
    assert p.message == "no rank given: the {rite} of a {rank}"
    assert dict(p.params) == {"rite": "大射", "rank": "諸侯"}
    assert _(p) == p  # English: the message as written, filled in
    again = pickle.loads(pickle.dumps(p))
    assert again == p and again.message == p.message and dict(again.params) == dict(p.params)


def test_a_phrase_is_said_in_chinese_where_shown(speak):
    p = Phrase(N_("no rank given: the {rite} of a {rank}"), rite="大射", rank="諸侯")
    speak("zh-Hant")
    said = _(p)
    assert said != p and "大射" in said and "諸侯" in said
    assert not any("a" <= ch <= "z" for ch in said)


def test_a_phrase_s_values_are_said_in_turn(speak):
    """A Phrase among the values is translated too; a tuple of them is set side by side."""
    inner = Phrase(N_("houzhi's default"))
    p = Phrase(N_("with {who}'s reading"), who="鄭玄")
    outer = Phrase(N_("{who}: {summary}"), who="鄭玄", summary=(inner, p))
    assert outer == "鄭玄: houzhi's default; with 鄭玄's reading"
    speak("zh-Hant")
    assert _(outer) == f"鄭玄：{_(inner)}；{_(p)}"
    assert _(inner) != "houzhi's default"


def test_simplified_at_display_time_keeps_the_texts_words(speak):
    text = "《儀禮注疏》卷五〈鄉射禮·記〉鄭玄注「倍中以為躬」；兩植（植則在兩旁邪豎之）"
    assert display(text) is text  # English: untouched
    speak("zh-Hant")
    assert display(text) is text
    speak("zh-Hans")
    shown = display(text)
    assert shown.startswith("《仪礼注疏》卷五《乡射礼·记》郑玄注")  # labels simplified
    assert "“倍中以為躬”" in shown  # the quotation as its edition writes it, in “”
    # outside the marks everything is simplified: a run of the texts' characters left bare would
    # read as an error in simplified prose, so houzhi marks every quotation it keeps
    assert "（植则在两旁邪竖之）" in shown
    assert "两植" in shown  # houzhi's own word beside them simplified
    assert display("（「植則在兩旁邪豎之」）") == "（“植則在兩旁邪豎之”）"  # marked: kept


def test_simplified_tables_keep_their_columns(speak):
    """“” take one column where 「」 take two: the gap after them is widened to match."""
    speak("zh-Hans")
    rows = ["五十弓 上个  「五尋」      四丈", "五十弓 中之方  「十尺」      一丈"]
    for row in rows:
        shown = display(row)
        assert "“" in shown and "「" not in shown
        assert _width(shown) == _width(row)


def test_english_loads_no_opencc():
    """OpenCC is loaded for 简体 output only: an English command does not import it."""
    code = ("import sys, io, contextlib\n"
            "from houzhi.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    main(['target', '50'])\n"
            "print('opencc' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_chinese_region_tags_choose_the_script():
    from houzhi.cli import chosen_language

    assert chosen_language(["--lang", "zh-TW"], {}) == "zh-Hant"
    assert chosen_language(["--lang", "zh-HK"], {}) == "zh-Hant"
    assert chosen_language(["--lang", "zh-CN"], {}) == "zh-Hans"
    assert chosen_language(["--lang", "zh"], {}) == "zh-Hans"


def test_json_is_exact_in_every_language(capsys):
    """--json is machine-readable and exact: 简体 does not convert it (the passages' quotes and
    the authors' names are as in English)."""
    import json

    from houzhi.cli import main

    def quotes(lang: str) -> set[str]:
        main(["--lang", lang, "target", "50", "--json"])
        found: set[str] = set()

        def walk(v: object) -> None:
            if isinstance(v, dict):
                found.update(str(v[k]) for k in ("quote", "author") if k in v)
                for x in v.values():
                    walk(x)
            elif isinstance(v, list):
                for x in v:
                    walk(x)

        walk(json.loads(capsys.readouterr().out))
        return found

    english = quotes("en")
    assert "鄭玄" in english
    assert quotes("zh-Hans") == english


@pytest.mark.parametrize("argv", [["target", "50"], ["target", "70", "--reading", "郝敬"],
                                  ["readings", "70"], ["why", "70", "下綱"],
                                  ["ground", "--range", "50"], ["target", "--help"],
                                  ["build", "--help"]])
def test_no_cited_passage_is_simplified_in_part(capsys, argv):
    """In 简体 a passage houzhi cites stands as its edition writes it, or not at all: no run of
    eight of its characters appears in OpenCC's simplified form (a quotation simplified halfway;
    a shorter run may be houzhi's own words, a label and its value, 下纲去地尺二寸)."""
    import opencc

    from houzhi.cli import main
    from houzhi.documents.apparatus import all_citations

    try:
        assert main(["--lang", "zh-Hans", *argv]) == 0
    except SystemExit as done:  # --help
        assert done.code == 0
    out = re.sub(r"\n +", "", capsys.readouterr().out)  # a help's lines joined again
    t2s = opencc.OpenCC("t2s.json")
    for c in all_citations():
        for piece in c.quote.split("…"):
            simple = t2s.convert(piece)
            for i in range(len(piece) - 7):
                run, srun = piece[i:i + 8], simple[i:i + 8]
                assert srun == run or srun not in out, (c.ref, run, srun)


def test_a_collation_note_quotes_the_characters_it_emends(speak):
    """A 校 note compares the edition's characters: in Chinese they stand in 「」 (kept in 简体),
    its colon full-width; in English the note is as written."""
    from houzhi.locale import collation

    note = "校: 節當作飾（賈疏引作飾）"
    assert collation(note) == note
    speak("zh-Hant")
    assert collation(note) == "校：「節」當作「飾」（賈疏引作「飾」）"
    assert collation("校: 二尺下脫五寸") == "校：二尺下脫五寸"  # no 當作: the colon only
    # a note as a catalogue translates it, its colon already full-width, is marked alike; one
    # marked already is left as it is
    assert collation("校：朴當作扑（其器數作扑）") == "校：「朴」當作「扑」（其器數作扑）"
    assert collation("校：「朴」當作「扑」") == "校：「朴」當作「扑」"
    speak("zh-Hans")
    assert display(collation(note)) == "校：“節”当作“飾”（贾疏引作“飾”）"
