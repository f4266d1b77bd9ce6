"""A font's tables read once in a drawing, not twice for every text drawn.

Matplotlib lays out each text (``Text._get_layout``, at each drawing and each measuring of it)
with the lowest ascent and descent and the line gap of its font, which it reads from the font's
``OS/2`` (or ``hhea``) table and scales by the ``head`` table's units per em: two calls of
``FT2Font.get_sfnt_table``, each of which makes a new dictionary of the whole table (some 35
µs each, the ``OS/2`` table's forty entries). In the drawing set and the build book, with some
1 100 and 1 500 texts laid out, that was about a twentieth of their work.

Within :func:`font_tables_kept`, the font ``_get_layout`` takes (from ``matplotlib.text``'s
``get_font``) gives each table it is asked for from the first reading of it in the block: the
same table of the same file, so the same numbers and the same drawing. Every other use of the
font goes to the font itself; where matplotlib is not as this module knows it, nothing is
changed.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

from ._patching import Swap, swapped

__all__ = ["font_tables_kept"]


class _TablesKept:
    """A matplotlib ``FT2Font`` whose ``get_sfnt_table`` gives each table from its first
    reading (read-only: matplotlib's text layout only reads them); all else is the font's."""

    __slots__ = ("_font", "_tables")

    def __init__(self, font: Any) -> None:
        self._font = font
        self._tables: dict[str, Any] = {}

    def get_sfnt_table(self, name: str) -> Any:
        try:
            return self._tables[name]
        except KeyError:
            table = self._tables[name] = self._font.get_sfnt_table(name)
            return table

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


def font_tables_kept() -> AbstractContextManager[bool]:
    """Within the ``with`` block, matplotlib's text layout reads each font table once (see the
    module); outside it, matplotlib is as it was. Blocks in parallel threads wait for one
    another; a block within one leaves it in place (:func:`houzhi.render._patching.swapped`)."""
    return swapped("font_tables_kept", _swaps)


def _swaps() -> list[Swap] | None:
    """``matplotlib.text.get_font`` giving the fonts with their tables kept for the block;
    None where matplotlib is not as this module knows it."""
    from matplotlib import text

    get_font = getattr(text, "get_font", None)
    if get_font is None or not hasattr(text.Text, "_get_layout"):
        return None
    kept: dict[Any, _TablesKept] = {}  # by matplotlib's font object (held: no other takes its id)

    def font_with_tables_kept(*args: Any, **kwargs: Any) -> Any:
        font = get_font(*args, **kwargs)
        found = kept.get(font)
        if found is None:
            found = kept[font] = _TablesKept(font)
        return found

    return [(text, "get_font", font_with_tables_kept)]
