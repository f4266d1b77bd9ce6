"""Plain-text tables for the terminal, and text wrapped to a width: CJK characters counted
double width."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

__all__ = ["table", "wrap", "wrap_phrases"]


@lru_cache(maxsize=4096)  # a long table repeats its cells many times
def _width(s: str) -> int:
    """Columns ``s`` takes on a terminal: CJK characters two, others one."""
    from unicodedata import east_asian_width

    if s.isascii():
        return len(s)
    return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in s)


#: what may not begin a line (closing brackets and punctuation: 」，。…) and may not end one
#: (opening brackets: 「《…), as CJK typesetting has it (禁則)
_NO_START = frozenset("」』）〉》】〕，。、；：！？·…)]}.,;:!?%")
_NO_END = frozenset("「『（〈《【〔([{")
#: the characters of a length written as the texts write it (二丈二尺六寸大半寸, 十一分寸之二):
#: a line never breaks between two of them, nor between a number and the unit after it (50弓)
_NUMERAL = frozenset("〇零一二三四五六七八九十廿百千萬億兩半少大分寸尺丈之")
_UNIT = frozenset("分寸尺丈尋步弓武匹幅")


#: a character no text of houzhi's holds, standing for each wide one while a string is cut
_WIDE_MARK = "\ue000"
#: the raw tokens of a string whose wide characters stand as :data:`_WIDE_MARK`: leading
#: spaces; a wide character with the spaces after it; a run of narrow ones with its spaces
_RAW = re.compile("^ +|\ue000 *|[^\ue000 ]+ *")


def _raw_tokens(s: str) -> list[str]:
    """``s`` cut where a line may break, before marks are joined (:func:`_tokens`): each wide
    character a token with the spaces after it, each run of narrow ones a word with the
    spaces after it, spaces that begin ``s`` a token of their own. Cut by one regular
    expression over ``s`` with its wide characters marked (:func:`_raw_tokens_by_character`
    for a string with a `code` span or the mark itself: the same cut, made a character at a
    time)."""
    if "`" in s or _WIDE_MARK in s:
        return _raw_tokens_by_character(s)
    if s.isascii():
        marked = s
    else:
        wide = {ord(ch): _WIDE_MARK for ch in set(s) if not ch.isascii() and _width(ch) == 2}
        marked = s.translate(wide) if wide else s
    return [s[m.start():m.end()] for m in _RAW.finditer(marked)]


def _raw_tokens_by_character(s: str) -> list[str]:
    """:func:`_raw_tokens`, a character at a time; within a `code` span wide characters are
    taken as narrow, so a command such as `houzhi ground --rite 鄉射` breaks only at its
    spaces."""
    raw: list[str] = []
    word = ""
    code = False
    for ch in s:
        code ^= ch == "`"
        wide = _width(ch) == 2 and not code
        if wide or (word.endswith(" ") and ch != " "):
            raw += [word] if word else []
            word = ""
        if wide:
            raw.append(ch)
        elif ch == " " and not word and raw:
            raw[-1] += ch  # a space after a wide character stays with it
        else:
            word += ch
    raw += [word] if word else []
    return raw


def _tokens(s: str) -> list[str]:
    """``s`` cut where a line may break: each wide character a token, each run of narrow ones
    a word with the spaces after it (within a `code` span, wide ones too, so a command such as
    `houzhi ground --rite 鄉射` breaks only at its spaces); then a closing mark joined to the
    token before it, and the token after an opening mark joined to it; a length in the texts'
    numerals held whole, and a unit to the number before it (:data:`_NUMERAL`)."""
    raw = _raw_tokens(s)
    out: list[str] = []
    for tok in raw:
        last = out[-1][-1:] if out else ""
        if out and (tok[0] in _NO_START or out[-1].rstrip(" ")[-1:] in _NO_END
                    or (tok[0] == "'" and not out[-1].endswith(" "))  # 鄉射's
                    or (tok[0] in _NUMERAL and last in _NUMERAL)  # 二丈 | 二尺 held
                    or (tok[0] in _UNIT and last.isdigit())):  # 50 | 弓 held
            out[-1] += tok
        else:
            out.append(tok)
    return out


def wrap(s: str, columns: int) -> list[str]:
    """``s`` in lines of at most ``columns`` terminal columns (a CJK character two), broken
    at spaces or between CJK characters but never before a closing mark or after an opening
    one; a token longer than a line has a line of its own. Line breaks in ``s`` are kept."""
    return list(_wrapped(s, columns))


#: where a title's phrase ends: after a CJK comma, enumeration comma, semicolon or colon
_PHRASE_END = frozenset("，、；：")


def wrap_phrases(s: str, columns: int) -> list[str]:
    """``s`` in lines of at most ``columns`` terminal columns as :func:`wrap` has them, but a
    title's phrase held whole on its line: a line breaks after a CJK comma, enumeration comma,
    semicolon or colon (or at a space) where the phrase after it does not fit, rather than
    inside it (鄉射， | 侯道五十弓, not 鄉射，侯道 | 五十弓); a phrase longer than a line is
    wrapped as :func:`wrap` wraps it. Text without such marks is wrapped as :func:`wrap` wraps
    it."""
    if not any(ch in _PHRASE_END for ch in s):
        return wrap(s, columns)
    lines: list[str] = []
    for part in s.split("\n"):
        phrases, at = [], 0
        for k, ch in enumerate(part):
            if ch in _PHRASE_END:
                phrases.append(part[at:k + 1])
                at = k + 1
        phrases += [part[at:]] if at < len(part) else []
        line = ""
        for phrase in phrases:
            if line and _width(line + phrase.rstrip(" ")) > columns:
                lines.append(line.rstrip(" "))
                line = phrase.lstrip(" ")
            else:
                line += phrase
            if _width(line.rstrip(" ")) > columns:  # a phrase longer than a line
                *whole, line = wrap(line, columns)
                lines += whole
        lines.append(line.rstrip(" "))
    return lines


@lru_cache(maxsize=8192)  # the build book measures its tables' cells again and again
def _wrapped(s: str, columns: int) -> tuple[str, ...]:
    """:func:`wrap`'s lines, made once for each text and width."""
    lines: list[str] = []
    for part in s.split("\n"):
        line, used = "", 0
        for tok in _tokens(part):
            w = _width(tok.rstrip(" "))
            if line and used + w > columns:
                lines.append(line.rstrip(" "))
                line, used = "", 0
                tok = tok.lstrip(" ")
                if not tok:
                    continue
            line += tok
            used += _width(tok)
        lines.append(line.rstrip(" "))
    return tuple(lines)


def table(rows: Sequence[Sequence[str]]) -> str:
    width = _width
    widths = [max(width(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for k, r in enumerate(rows):
        cells = [s + " " * (widths[i] - width(s)) for i, s in enumerate(r[:-1])] + [r[-1]]
        lines.append("  ".join(cells).rstrip())  # the last column is not padded
        if k == 0:
            lines.append("  ".join("-" * n for n in widths))
    return "\n".join(lines)
