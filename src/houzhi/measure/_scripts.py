"""Names typed in simplified, traditional or Japanese characters, folded to the forms houzhi cites.

A reader may type a name houzhi takes — a rite (乡射, 郷射), a rank (诸侯), a reading (郑玄), a
word ``houzhi source`` knows (鹄, 纲), a reading of the hides, a station, a numeral or a unit —
in the script of his own keyboard. :func:`resolve` is the one place such a name is folded:
it looks the name up as typed first and only when that fails converts it with OpenCC (the
Open Chinese Convert project's dictionaries: ``s2t`` for simplified, ``jp2t`` for Japanese
shinjitai), then applies the forms of :data:`houzhi.measure._variants.VARIANTS` (jp2t gives 鄕, which
houzhi writes 鄉) and the reviewed :data:`EXCEPTIONS`, where OpenCC's folding is wrong for these
texts (s2t's 個 for 个 is folded by VARIANTS already). So OpenCC is loaded only when a name is not found as typed, and ``import houzhi`` stays
light. Each fold that found something is remembered for the command line to echo
(:func:`take_folds`): ``乡射 → 鄉射``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import MappingProxyType
from typing import Any, TypeVar

__all__ = ["CONFIGS", "EXCEPTIONS", "forms", "resolve", "take_folds"]

T = TypeVar("T")

#: OpenCC's configurations tried, in order: simplified → traditional, Japanese → traditional.
CONFIGS = ("s2t", "jp2t")

#: Where OpenCC's traditional form is not the one these texts write, reviewed one by one:
#: OpenCC's form → the form houzhi cites.
EXCEPTIONS = MappingProxyType({
    # s2t takes 干 for 幹 or 乾; the 大射's station 干 (干侯, 「干五十」) is 干
    "幹": "干",
    "乾": "干",
    # s2t writes 採; the 采侯 (「采侯二正」) is 采
    "採": "采",
    # s2t writes 衆 for 众; houzhi names 鄭眾 with 眾 (a quote keeps its text's form: _variants)
    "衆": "眾",
    # 狸 is written alike in every script; the 大射 measures the 侯道 「以貍步」 (貍, its old form)
    "狸": "貍",
    # s2t writes 於 for 于; houzhi keeps 于 and 於 apart (_variants)
    "於": "于",
})

_heard: list[tuple[str, str]] = []


@cache
def _converter(config: str) -> Any:
    import opencc

    return opencc.OpenCC(f"{config}.json")


@cache
def forms(name: str) -> tuple[str, ...]:
    """The traditional forms ``name`` may stand for, as houzhi writes them, each once, ``name``
    itself not among them: OpenCC's folding of it (:data:`CONFIGS`), each character then in
    houzhi's form (:data:`~houzhi.measure._variants.VARIANTS`, :data:`EXCEPTIONS`)."""
    from ._variants import VARIANTS

    table = str.maketrans({**VARIANTS, **EXCEPTIONS})
    out: dict[str, None] = {}
    plain = name.translate(table)
    if plain != name:
        out[plain] = None
    if not any(ord(ch) > 0x2E7F for ch in name):  # Latin keys need no folding
        return tuple(out)
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate (a byte not UTF-8 on the command line)
        return tuple(out)
    # an exception is tried first, then OpenCC's own form: 于 in a simplified 「下个出于躬」 is the
    # text's 於, where the 大射's 「于」 stays 于
    own = str.maketrans(dict(VARIANTS))
    for config in CONFIGS:
        opencc = _converter(config).convert(name)
        for folded in (opencc.translate(table), opencc.translate(own)):
            if folded != name:
                out[folded] = None
    return tuple(out)


def resolve(name: str, find: Callable[[str], T | None]) -> T | None:
    """``find(name)``, or where that is None, ``find`` of the first of :func:`forms` that
    finds something (remembered for :func:`take_folds`); None where none does."""
    found = find(name)
    if found is not None:
        return found
    for form in forms(name):
        found = find(form)
        if found is not None:
            if (name, form) not in _heard:
                _heard.append((name, form))
            return found
    return None


def take_folds() -> list[tuple[str, str]]:
    """The names folded since the last call, as (typed, as houzhi cites it); clears them."""
    out = list(_heard)
    _heard.clear()
    return out
