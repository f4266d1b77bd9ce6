"""Plain-text tables for the terminal, CJK characters counted double width."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["table"]


def table(rows: Sequence[Sequence[str]]) -> str:
    from unicodedata import east_asian_width

    def width(s: str) -> int:
        return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in s)

    widths = [max(width(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for k, r in enumerate(rows):
        lines.append("  ".join(s + " " * (widths[i] - width(s)) for i, s in enumerate(r)).rstrip())
        if k == 0:
            lines.append("  ".join("-" * n for n in widths))
    return "\n".join(lines)
