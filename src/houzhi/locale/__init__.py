"""The words houzhi prints, in its reader's language.

English is the source language and the default; ``zh-Hant`` (繁體) and ``zh-Hans`` (简体) are
read from gettext catalogues shipped beside this module (``<lang>/LC_MESSAGES/houzhi.mo``),
extracted from the code with Babel. Every module that prints words marks them with :func:`_`
(translated when called) or :func:`N_` (marked for extraction, translated where shown).

简体 output is made at display time too (:func:`display`): houzhi's words come simplified from
their catalogue, and what a command prints is simplified as a whole — the names, titles and
labels of the canon with it (郑玄, 经, 记, 《仪礼注疏》), and houzhi's paraphrases of the texts —
except the texts' own words, kept as their edition writes them: every verbatim quotation
stands in quotation marks (“”, ‘’; 「」 and 『』 in 繁體), and what stands in them is kept
(with the few words of the texts ``tools/zh_Hans.toml`` keeps, ``zh_Hans/LC_MESSAGES/kept.txt``).
A reader sees by the marks which characters are the edition's.

This is the foundation under every layer, like :mod:`houzhi.errors`: it imports nothing of
houzhi, and the standard library's :mod:`gettext` alone at run time (OpenCC too, for 简体
output only).
"""

from __future__ import annotations

import gettext as _gettext
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "ARGPARSE_WORDS",
    "LANGUAGES",
    "NP_",
    "N_",
    "OTHER_TAGS",
    "ArgparseWords",
    "Phrase",
    "_",
    "argparse_words",
    "clauses",
    "collation",
    "display",
    "from_environment",
    "language",
    "listing",
    "named",
    "ngettext",
    "of_tag",
    "paren",
    "pgettext",
    "quotation",
    "quoted",
    "use",
]

LANGUAGES = ("en", "zh-Hant", "zh-Hans")
"""The languages houzhi speaks: English (the source), 繁體 and 简体 Chinese."""

#: other tags each Chinese language answers to (:func:`of_tag`), as the refusal of an unknown
#: language names them
OTHER_TAGS = {"zh-Hant": ("zh-TW", "zh-HK", "zh-MO"), "zh-Hans": ("zh", "zh-CN")}
#: the regions whose Chinese is 繁體, as :data:`OTHER_TAGS` names them (lower case)
_HANT_REGIONS = tuple(t.split("-")[1].lower() for t in OTHER_TAGS["zh-Hant"])

DOMAIN = "houzhi"
_HERE = Path(__file__).resolve().parent
_state: dict[str, object] = {"lang": "en", "tr": _gettext.NullTranslations()}


def _dir(lang: str) -> str:
    """The catalogue folder of ``lang`` (gettext's own naming: ``zh_Hant``)."""
    return lang.replace("-", "_")


def use(lang: str | None) -> str:
    """Speak ``lang`` (one of :data:`LANGUAGES`; ``None`` for English) from now on; returns the
    language now spoken. An unknown language raises ValueError naming the known ones."""
    lang = lang or "en"
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: houzhi speaks {', '.join(LANGUAGES)}")
    tr: _gettext.NullTranslations = _gettext.NullTranslations()
    if lang != "en":
        tr = _gettext.translation(DOMAIN, localedir=str(_HERE), languages=[_dir(lang)],
                                  fallback=True)
    _state["lang"], _state["tr"] = lang, tr
    return lang


def language() -> str:
    """The language houzhi speaks now (one of :data:`LANGUAGES`)."""
    return str(_state["lang"])


def from_environment(environ: Mapping[str, str]) -> str:
    """The language the POSIX locale asks for, read as gettext reads it (``LC_ALL``, then
    ``LC_MESSAGES``, then ``LANG``; the first set wins), as :func:`of_tag` reads it; English
    for a locale of another language, or none."""
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key, "")
        if value:
            break
    else:
        return "en"
    return of_tag(value.split(".")[0].split("@")[0]) or "en"


def of_tag(tag: str) -> str | None:
    """The language of :data:`LANGUAGES` a language tag or locale name asks for, in any case,
    with ``-`` or ``_`` (``zh-Hant``, ``zh_TW``, ``en-GB``): a Chinese one of Taiwan, Hong Kong or
    Macau, or naming ``Hant``, is 繁體; any other Chinese one (``zh``, ``zh-CN``, ``zh-SG``) is
    简体; an English one is English; None for any other."""
    parts = tag.strip().replace("_", "-").lower().split("-")
    if parts[0] == "en":
        return "en"
    if parts[0] != "zh":
        return None
    if "hant" in parts or parts[-1] in _HANT_REGIONS:
        return "zh-Hant"
    return "zh-Hans"


class Phrase(str):
    """Words with values set in them, kept apart: a message (English, marked with :func:`N_` for
    the catalogues) and its parameters by name. As a ``str`` it is the English, filled in, so the
    model and the canon can hold it where they hold words; :func:`_` says it in the language
    spoken where it is shown: the message translated, then filled with its parameters — each
    a name or a number as it is, a :class:`Phrase` (or canon prose wrapped in one, with no
    parameters) said in turn, a tuple of them set side by side as :func:`clauses` does.

    ``Phrase(N_("the {rank}'s {rite}"), rank="士", rite="鄉射")`` is ``"the 士's 鄉射"``."""

    __slots__ = ("message", "params")
    message: str
    params: Mapping[str, object]

    def __new__(cls, message: str, /, **params: object) -> Phrase:
        text = message.format(**{k: _english(v) for k, v in params.items()}) if params else message
        self = super().__new__(cls, text)
        self.message, self.params = message, params
        return self

    def __reduce__(self) -> tuple[object, ...]:
        return (_phrase, (self.message, dict(self.params)))


def _phrase(message: str, params: dict[str, object]) -> Phrase:
    return Phrase(message, **params)


def _english(value: object) -> object:
    """A parameter of a :class:`Phrase` in English: a tuple of them side by side, anything else
    as it is (a number keeps its format: ``{share:.0f}``)."""
    if isinstance(value, tuple):
        return "; ".join(str(_english(v)) for v in value)
    return value


def _said(value: object) -> object:
    """A parameter of a :class:`Phrase` in the language spoken now (a number as it is)."""
    if isinstance(value, tuple):
        return clauses(str(_said(v)) for v in value)
    if isinstance(value, Phrase):
        return _(value)
    return value


def _(message: str) -> str:
    """``message`` (English, as written in the code) in the language spoken now; a
    :class:`Phrase` translated and filled with its parameters."""
    tr = _state["tr"]
    assert isinstance(tr, _gettext.NullTranslations)
    if isinstance(message, Phrase):
        said = tr.gettext(message.message)
        if not message.params:
            return said
        return said.format(**{k: _said(v) for k, v in message.params.items()})
    return tr.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n`` things, in the language spoken now."""
    tr = _state["tr"]
    assert isinstance(tr, _gettext.NullTranslations)
    return tr.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language spoken now, as used in ``context`` — for an English word that
    two places say in two Chinese words (``pgettext("column", "agrees")``, a table's heading,
    is 合否; the verdict ``agrees`` is 合)."""
    tr = _state["tr"]
    assert isinstance(tr, _gettext.NullTranslations)
    return tr.pgettext(context, message)


def N_(message: str) -> str:
    """``message`` unchanged: marks words for the catalogues that are translated where they are
    shown (data kept in English, a table's column names), not where they are written."""
    return message


def quoted(text: str) -> str:
    """What the reader typed, quoted in a refusal as the language quotes it: its repr in English
    (``'xyz'``), in 「」 in Chinese (“” in 简体, at display time)."""
    return repr(text) if language() == "en" else f"「{text}」"


def quotation(words: str) -> str:
    """The texts' ``words`` quoted where houzhi sets them in its own: as they are in English
    (``植則在兩旁邪豎之``), in 「」 in Chinese (“” in 简体, kept as the edition writes them)."""
    return words if language() == "en" else f"「{words}」"


#: a collation note's head, ``校: `` as the canon writes it or ``校：`` as a catalogue has it
_COLLATION = re.compile(r"^校(?:: |：)")
#: a collation note's emendation: the characters the edition writes, and those it should
_EMENDED = re.compile(r"^校(?:: |：)([\u3400-\u9fff]{1,4})當作([\u3400-\u9fff]{1,4})"
                      r"(?![\u3400-\u9fff])")


def collation(note: str) -> str:
    """A collation note of the canon (``校: 節當作飾（賈疏引作飾）``) as the language writes it:
    as it is in English; in Chinese its colon full-width and the characters it emends in 「」,
    since they are the edition's (校：「節」當作「飾」（賈疏引作飾）), so that 简体 keeps them —
    whether it comes as the canon writes it or as a catalogue has translated it (校：…)."""
    head = _COLLATION.match(note)
    if language() == "en" or head is None:
        return note
    m = _EMENDED.match(note)
    if m is None:
        return "校：" + note[head.end():]
    rest = re.sub(r"引作([\u3400-\u9fff]{1,4})(?=）)", r"引作「\1」", note[m.end():])
    return f"校：「{m[1]}」當作「{m[2]}」" + rest


def named(key: str, name: str) -> str:
    """A key houzhi takes (``gong_out``) as a refusal lists it: the key alone in English, its
    characters first in Chinese, the key beside them (``躬出中（gong_out）``)."""
    return key if language() == "en" or not name or name == key else _("{name} ({key})").format(
        name=name, key=key)


def NP_(context: str, message: str) -> str:
    """``message`` unchanged: marks words for the catalogues under ``context``, translated where
    they are shown with :func:`pgettext` (argparse's own words, :data:`ARGPARSE_WORDS`)."""
    return message


#: argparse's own words that houzhi's catalogue translates (context ``"argparse"``), looked up
#: through :class:`ArgparseWords` while a command line is parsed: its help's headings and the
#: refusals houzhi does not read itself (houzhi.cli reads invalid choice, expected one argument,
#: required and unrecognized arguments from their English, to word them with their values).
ARGPARSE_WORDS = (
    NP_("argparse", "usage: "),
    NP_("argparse", "positional arguments"),
    NP_("argparse", "options"),
    NP_("argparse", "show this help message and exit"),
    NP_("argparse", "show program's version number and exit"),
    NP_("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    NP_("argparse", "expected at least one argument"),
    NP_("argparse", "expected at most one argument"),
    NP_("argparse", "not allowed with argument %s"),
    NP_("argparse", "one of the arguments %s is required"),
    NP_("argparse", "ignored explicit argument %r"),
    NP_("argparse", "invalid %(type)s value: %(value)r"),
)


class ArgparseWords:
    """A translations object for argparse's own words (its module-level ``_`` and ``ngettext``),
    in the language houzhi speaks now: each looked up in houzhi's catalogue under the context
    ``"argparse"``; a word the catalogue does not hold stays argparse's English. Installed for
    one run by :func:`argparse_words`, never in the global gettext state."""

    def gettext(self, message: str) -> str:
        """``message`` (argparse's English) in the language spoken now."""
        return pgettext("argparse", message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """argparse's ``singular`` or ``plural`` for ``n``, in the language spoken now."""
        tr = _state["tr"]
        assert isinstance(tr, _gettext.NullTranslations)
        return tr.npgettext("argparse", singular, plural, n)


@contextmanager
def argparse_words() -> Iterator[ArgparseWords]:
    """argparse speaking houzhi's language for the ``with`` block: its module's ``_`` and
    ``ngettext`` (which it looks its words up by) set to :class:`ArgparseWords` and put back after,
    so a library user's argparse and the global gettext state are left as they were."""
    import argparse

    words = ArgparseWords()
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = words.gettext, words.ngettext  # type: ignore[attr-defined]
    try:
        yield words
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def paren(outer: str, inner: str) -> str:
    """``outer`` with ``inner`` in parentheses after it — a length with its metric value, a name
    with its gloss — as the language sets them: ``一丈 (2310 mm)`` in English, ``一丈（2310 mm）``
    in Chinese (full-width, no space)."""
    return _("{outer} ({inner})").format(outer=outer, inner=inner)


def listing(items: Iterable[str]) -> str:
    """Names in a list, as the language writes one: ``上个, 下个`` in English, ``上个、下个`` in
    Chinese (the 頓號)."""
    return _(", ").join(items)


def clauses(items: Iterable[str]) -> str:
    """Clauses side by side: ``a; b`` in English, ``a；b`` in Chinese."""
    return _("; ").join(items)


#: houzhi's quotation marks as the mainland writes them
_MARKS = str.maketrans({"「": "“", "」": "”", "『": "‘", "』": "’", "〈": "《", "〉": "》"})


@cache
def _t2s() -> Any:
    import opencc

    return opencc.OpenCC("t2s.json")


#: what 简体 output keeps as the edition writes it: the quotations, in their marks
_QUOTATIONS = r"「[^」\n]*」|『[^』\n]*』|“[^”\n]*”|‘[^’\n]*’"


@cache
def _kept() -> re.Pattern[str]:
    """What 简体 output keeps as the edition writes it: the quotations in their marks (every
    verbatim quotation houzhi shows stands in them), and the few words of the texts
    ``tools/zh_Hans.toml`` keeps (``zh_Hans/LC_MESSAGES/kept.txt``, made by
    ``tools/catalogues.py``) — nothing else, so that no run of the edition's characters stands
    unmarked in simplified prose."""
    path = _HERE / "zh_Hans" / "LC_MESSAGES" / "kept.txt"
    words = path.read_text(encoding="utf-8").split() if path.exists() else []
    return re.compile("|".join([_QUOTATIONS, *map(re.escape, words)]))


def display(text: str) -> str:
    """``text`` as it is shown in the language spoken now: unchanged but in 简体, where it is
    simplified (OpenCC's ``t2s``) outside the texts' own words (see the module's docstring),
    and houzhi's quotation marks are “” and ‘’."""
    if _state["lang"] != "zh-Hans" or not text:
        return text
    convert = _t2s().convert
    out, at = [], 0
    for m in _kept().finditer(text):
        if m.start() > at:
            out.append(convert(text[at:m.start()]))
        out.append(m.group())
        at = m.end()
    out.append(convert(text[at:]) if at < len(text) else "")
    return "\n".join(_marks(line) for line in "".join(out).split("\n"))


_GAP = re.compile(r" {2,}")


def _marks(line: str) -> str:
    """``line`` with houzhi's quotation marks as the mainland writes them (“” for 「」, ‘’ for
    『』). A terminal gives those one column where 「」 take two: the columns lost before a
    table's gap (two spaces or more) are given back to the gap, so the columns stay aligned."""
    if not any(m in line for m in "「」『』〈〉"):
        return line
    out, at = [], 0
    for gap in _GAP.finditer(line):
        cell = line[at:gap.start()]
        lost = sum(cell.count(m) for m in "「」『』")
        out += [cell.translate(_MARKS), gap.group() + " " * lost]
        at = gap.end()
    out.append(line[at:].translate(_MARKS))
    return "".join(out)
