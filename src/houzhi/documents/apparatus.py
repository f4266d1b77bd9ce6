"""The apparatus: every passage houzhi quotes, walked from the module-level names of the
modules that cite (the rules, the readings, the rites, the statements, the gear, the model and
the build), once each — for the bibliography of the editions quoted, the tests that find every
quote on its leaf, and ``tools/build_passages.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import Any

from ..canon import gear, reading_file, readings, rites, rules, statements
from ..making import build
from ..measure import lengths
from ..model import check, dashe, ground, marks, pangong, score
from ..sources.citations import Citation, Rule

__all__ = ["CITING", "MODULES", "all_citations"]

#: The modules whose citations houzhi shows (walked by :func:`all_citations`), nearest the
#: texts first.
CITING: tuple[ModuleType, ...] = (rules, readings, rites, check, statements, gear, marks, dashe,
                                  score, ground, pangong, lengths, build, reading_file)
#: Their names (``houzhi.canon.rules`` …).
MODULES = tuple(m.__name__ for m in CITING)


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
    seen: set[int] = set()
    out: dict[Citation, None] = {}
    for mod in CITING:
        for value in vars(mod).values():
            for c in _walk(value, seen):
                out.setdefault(c, None)
    return tuple(out)
