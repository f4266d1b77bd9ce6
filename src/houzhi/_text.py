"""Plain-text tables for the terminal, CJK characters counted double width."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

__all__ = ["table"]


@lru_cache(maxsize=4096)  # a long table repeats its cells many times
def _width(s: str) -> int:
    """Columns ``s`` takes on a terminal: CJK characters two, others one."""
    from unicodedata import east_asian_width

    if s.isascii():
        return len(s)
    return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in s)


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
