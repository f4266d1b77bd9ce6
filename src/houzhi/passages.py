"""The passages houzhi quotes, shipped with the package, and every citation houzhi makes.

``passages.json`` holds, for each citation of the 四庫 text, the words around its quote: the
text of the cited leaf (and the next, where the quote runs over) with the transcription's markup
removed and the variant forms normalised (:mod:`houzhi._variants`), some forty characters either
side. It is written by ``tools/build_passages.py`` from the reference shelf and a test checks it
against the shelf, so ``houzhi source`` and ``houzhi check --passages`` work from an installed
wheel without the shelf.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from importlib.resources import files
from types import ModuleType
from typing import Any

from ._variants import normalise
from .citations import Citation, Rule
from .errors import require

__all__ = ["MODULES", "all_citations", "key_of", "passage_of", "passages"]

#: The modules whose citations houzhi shows (walked by :func:`all_citations`).
MODULES = ("rules", "readings", "rites", "commentary", "gear", "marks", "dashe", "score", "ground",
           "pangong", "lengths", "build")


def key_of(c: Citation) -> str:
    """The store's key of a citation: ``KR1d0028:005-88a:`` and its quote, normalised."""
    require(c, Citation, "key_of(): c")
    parts = (normalise(x) for x in re.split(r"…+", c.quote))
    return f"{c.kanripo}:{c.leaf}:{'…'.join(x for x in parts if x)}"


@cache
def passages() -> dict[str, str]:
    """The shipped passages: key (:func:`key_of`) -> the words around the quote."""
    data: dict[str, str] = json.loads(
        files(__package__).joinpath("passages.json").read_text(encoding="utf-8"))
    return data


def passage_of(c: Citation) -> str:
    """The passage around ``c``'s quote as shipped, or the quote itself where none is (a work
    known only from a web transcription)."""
    require(c, Citation, "passage_of(): c")
    return passages().get(key_of(c), c.quote)


def _walk(obj: Any, seen: set[int], depth: int = 0) -> Iterator[Citation]:
    if depth > 5 or id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, Citation):
        yield obj
    elif isinstance(obj, (str, bytes, int, float, type, ModuleType)) or obj is None:
        return
    elif isinstance(obj, Rule):
        yield from obj.citations
    elif hasattr(obj, "__dataclass_fields__"):
        for name in obj.__dataclass_fields__:
            yield from _walk(getattr(obj, name), seen, depth + 1)
    elif hasattr(obj, "values") and callable(obj.values) and not isinstance(obj, type):
        for v in obj.values():
            yield from _walk(v, seen, depth + 1)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for v in obj:
            yield from _walk(v, seen, depth + 1)


def all_citations() -> tuple[Citation, ...]:
    """Every Citation reachable from the module-level names of :data:`MODULES`, once each."""
    from importlib import import_module

    seen: set[int] = set()
    out: dict[Citation, None] = {}
    for m in MODULES:
        mod = import_module(f"{__package__}.{m}")
        for value in vars(mod).values():
            for c in _walk(value, seen):
                out.setdefault(c, None)
    return tuple(out)
