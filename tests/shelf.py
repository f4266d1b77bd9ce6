"""Read the reference shelf (../shared/texts): each text as plain characters, leaf by leaf.

A shelf file is the Kanseki Repository transcription with a header of ``#`` lines and page
markers ``<pb:KR1d0028_WYG_005-88b>``. :func:`leaves` gives, for a Kanripo id, every leaf's
plain text (markup removed, variants normalised: :func:`houzhi.measure._variants.plain`), in order.
Used by the tests and by ``tools/build_passages.py``.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from houzhi.measure._variants import normalise, plain

__all__ = ["LOST", "find_on_leaf", "leaves", "locate", "matches", "on_leaf"]

#: A character the transcription could not read: it matches any character of a quote.
LOST = "□?▯"
_PB = re.compile(r"<pb:(KR\w+?)_WYG_([\w-]+)>")


@cache
def leaves(texts: Path, kanripo: str) -> dict[str, str]:
    """Every leaf of the shelf's texts of ``kanripo``: leaf ("005-88b") -> plain text."""
    out: dict[str, str] = {}
    for path in sorted(texts.glob(f"{kanripo}_*.txt")):
        leaf = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#"):
                continue
            for part in re.split(r"(<pb:[^>]*>)", line):
                m = _PB.fullmatch(part)
                if m:
                    leaf = m.group(2)
                    out.setdefault(leaf, "")
                elif leaf is not None:
                    out[leaf] += plain(part)
    return out


def matches(quote: str, text: str) -> int:
    """Where ``quote`` (already plain) stands in ``text``, a lost character matching any; -1 if
    nowhere."""
    i = text.find(quote)
    if i >= 0 or not any(c in text for c in LOST):
        return i
    n = len(quote)
    for i in range(len(text) - n + 1):
        if all(a == b or b in LOST for a, b in zip(quote, text[i:i + n], strict=True)):
            return i
    return -1


def span(quote: str, text: str) -> tuple[int, int] | None:
    """Where ``quote`` (as cited: an ellipsis …… may stand for words left out) stands in
    ``text`` (plain): its first and one-past-last positions, or None if nowhere."""
    parts = [q for q in (normalise(x) for x in re.split(r"…+", quote)) if q]
    start, pos = -1, 0
    for part in parts:
        i = matches(part, text[pos:])
        if i < 0:
            return None
        if start < 0:
            start = pos + i
        pos += i + len(part)
    return (start, pos) if start >= 0 else None


def find_on_leaf(texts: Path, kanripo: str, leaf: str, quote: str) -> bool:
    """True when ``quote`` begins on ``leaf`` (it may run over onto the next leaf)."""
    pages = leaves(texts, kanripo)
    first = leaf.split("/")[0]
    if first not in pages:
        return False
    keys = list(pages)
    k = keys.index(first)
    text = pages[first]
    body = text + "".join(pages[x] for x in keys[k + 1:k + 2])
    found = span(quote, body)
    return found is not None and found[0] < len(text)


def on_leaf(texts: Path, c: Any) -> bool:
    """Whether the citation ``c``'s quote stands on its leaf (:func:`find_on_leaf`)."""
    return bool(find_on_leaf(texts, c.kanripo, c.leaf, c.quote))


def locate(texts: Path, quote: str, kanripo: str = "") -> list[tuple[str, str]]:
    """Every (kanripo, leaf) on which ``quote`` begins (a tool for writing citations)."""
    ids = sorted({p.name.split("_")[0] for p in texts.glob("KR*.txt")})
    out = []
    for kr in ids:
        if kanripo and kr != kanripo:
            continue
        pages = leaves(texts, kr)
        keys = list(pages)
        for k, leaf in enumerate(keys):
            body = pages[leaf] + "".join(pages[x] for x in keys[k + 1:k + 2])
            i = matches(normalise(quote), body)
            if 0 <= i < len(pages[leaf]):
                out.append((kr, leaf))
    return out


# every citation houzhi makes, walked from its modules (the tests' and tools/' way in)
from houzhi.documents.apparatus import MODULES, _walk, all_citations  # noqa: E402

__all__ = ["MODULES", "_walk", "all_citations"]
