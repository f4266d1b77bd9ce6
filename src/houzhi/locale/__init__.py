"""The words houzhi prints, in its reader's language.

English is the source language and the default; ``zh-Hant`` (繁體) and ``zh-Hans`` (简体) are
read from gettext catalogues shipped beside this module (``<lang>/LC_MESSAGES/houzhi.mo``),
extracted from the code with Babel. Every module that prints words marks them with :func:`_`
(translated when called) or :func:`N_` (marked for extraction, translated where shown).

This is the foundation under every layer, like :mod:`houzhi.errors`: it imports nothing of
houzhi, and the standard library's :mod:`gettext` alone at run time.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Iterable, Mapping
from pathlib import Path

__all__ = ["LANGUAGES", "N_", "_", "clauses", "from_environment", "language", "listing",
           "ngettext", "of_tag", "pgettext", "use"]

LANGUAGES = ("en", "zh-Hant", "zh-Hans")
"""The languages houzhi speaks: English (the source), 繁體 and 简体 Chinese."""

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
    if "hant" in parts or parts[-1] in ("tw", "hk", "mo"):
        return "zh-Hant"
    return "zh-Hans"


def _(message: str) -> str:
    """``message`` (English, as written in the code) in the language spoken now."""
    tr = _state["tr"]
    assert isinstance(tr, _gettext.NullTranslations)
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


def listing(items: Iterable[str]) -> str:
    """Names in a list, as the language writes one: ``上个, 下个`` in English, ``上个、下个`` in
    Chinese (the 頓號)."""
    return _(", ").join(items)


def clauses(items: Iterable[str]) -> str:
    """Clauses side by side: ``a; b`` in English, ``a；b`` in Chinese."""
    return _("; ").join(items)
