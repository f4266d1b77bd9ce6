"""Text drawn as outlines, its measures and shapes kept from one drawing to the next.

An SVG that draws its words as outlines (``svg.fonttype: path``, as houzhi's do, to need no
font where it is shown) measures each string and lays out its glyphs through matplotlib's
``TextToPath``, with the font always at the one size (``TextToPath.FONT_SCALE``): what a string
measures there and where its glyphs go depend only on the font and the string. Matplotlib keeps
a measure for one renderer alone, and each saving of a figure is a new renderer, so a drawing
made again (the Jupyter explorer, after each change of a control) measured and shaped every
label again, and loaded every glyph of them: about a third of the time of its redraw.

Within :func:`text_paths_kept`, ``TextToPath`` keeps, for the life of the process (the last
:data:`KEPT` strings), each string's measure at that size and its glyphs' places and outlines,
and gives them again, scaled as matplotlib scales them: the same numbers, so the same bytes. A
string new to it is measured and laid out from its characters, as the PDF's text is
(:func:`houzhi.render._pdf.measured`, :func:`houzhi.render._pdf.laid_out`), each glyph's outline
loaded once.
Mathtext and TeX are measured the usual way; where matplotlib is not as this module knows it,
nothing is changed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from contextlib import AbstractContextManager
from functools import lru_cache
from typing import Any

from ._patching import Swap, swapped

__all__ = ["KEPT", "text_paths_kept"]

#: How many strings' measures and shapes are kept (each a few kB at most).
KEPT = 4096

_SIZE = 100.0  # TextToPath.FONT_SCALE, the size it sets its font to (checked on use)


@lru_cache(maxsize=KEPT)
def _measure(font: Any, s: str) -> tuple[float, float, float]:
    """Width, height and descent of ``s`` in ``font`` at its size now (TextToPath's), in points,
    as ``TextToPath.get_text_width_height_descent`` reckons them before scaling."""
    from matplotlib.ft2font import LoadFlags

    from ._pdf import measured

    got = measured(font, _SIZE, s)  # from its characters, as the PDF's text is measured
    if got is None:
        font.set_text(s, 0.0, flags=LoadFlags.NO_HINTING)
        w, h = font.get_width_height()
        got = w, h, font.get_descent()
    return got[0] / 64.0, got[1] / 64.0, got[2] / 64.0


@lru_cache(maxsize=KEPT)
def _outline(font: Any, index: int) -> tuple[Any, Any]:
    """The outline of the glyph ``index`` of ``font`` at its size now (TextToPath's), as
    ``TextToPath.get_glyphs_with_font`` takes it: vertices and codes, read-only."""
    from matplotlib.ft2font import LoadFlags

    font.load_glyph(index, flags=LoadFlags.NO_HINTING)
    verts_codes = font.get_path()
    for array in verts_codes:
        array.setflags(write=False)
    return verts_codes


@lru_cache(maxsize=KEPT)
def _shape(font: Any, s: str, features: Any, language: Any,
           ) -> tuple[tuple[tuple[str, float, float], ...], dict[str, tuple[Any, Any]]]:
    """The glyphs of ``s`` in ``font`` (at TextToPath's size) as
    ``TextToPath.get_glyphs_with_font`` gives them: each glyph's id and place, and each glyph's
    outline (vertices and codes, read-only: shared by every drawing that uses it) by id."""
    from ._pdf import laid_out

    items = laid_out(font, _SIZE, s, features, language)  # as the PDF's text is laid out
    if items is not None:
        placed = tuple((_TEXT_TO_PATH._get_glyph_repr(font, i.glyph_index), i.x, i.y)
                       for i in items)
        return placed, {r: _outline(font, i.glyph_index)
                        for (r, _x, _y), i in zip(placed, items, strict=True)}
    glyphs, outlines, _rects = _ORIGINAL["glyphs"](
        _TEXT_TO_PATH, font, s, None, False, features=features, language=language)
    for verts_codes in outlines.values():
        for array in verts_codes:
            array.setflags(write=False)
    return tuple((r, x, y) for r, x, y, _size in glyphs), dict(outlines)


_ORIGINAL: dict[str, Callable[..., Any]] = {}
_TEXT_TO_PATH: Any = None


def text_paths_kept() -> AbstractContextManager[bool]:
    """Within the ``with`` block, matplotlib's ``TextToPath`` measures and shapes each string
    once for the process (see the module); outside it, matplotlib is as it was. A font given to
    ``get_glyphs_with_font`` must be at TextToPath's size, as TextToPath's own ``_get_font``
    gives it (the SVG backend and ``TextPath`` take it from there). Blocks in parallel threads
    wait for one another; a block within one leaves it in place
    (:func:`houzhi.render._patching.swapped`)."""
    return swapped("text_paths_kept", _swaps)


def _swaps() -> list[Swap] | None:
    """TextToPath's measuring and shaping from what is kept; None where matplotlib is not as
    this module knows it."""
    global _TEXT_TO_PATH
    from matplotlib.textpath import TextToPath

    cls: Any = TextToPath
    if not (hasattr(cls, "get_glyphs_with_font") and hasattr(cls, "_get_font")
            and getattr(cls, "FONT_SCALE", None) == _SIZE and getattr(cls, "DPI", None) == 72):
        return None
    if not _ORIGINAL:
        _ORIGINAL["measure"] = cls.get_text_width_height_descent
        _ORIGINAL["glyphs"] = cls.get_glyphs_with_font
        _TEXT_TO_PATH = TextToPath()

    def measure(self: Any, s: str, prop: Any, ismath: Any) -> Any:
        if ismath:
            return _ORIGINAL["measure"](self, s, prop, ismath)
        scale = prop.get_size_in_points() / self.FONT_SCALE
        w, h, d = _measure(self._get_font(prop), s)
        return w * scale, h * scale, d * scale

    def glyphs(self: Any, font: Any, s: str, glyph_map: Any = None,
               return_new_glyphs_only: bool = False, *, features: Any = None,
               language: Any = None) -> Any:
        try:
            placed, outlines = _shape(font, s, features, language)
        except TypeError:  # features or language not hashable: not kept
            return _ORIGINAL["glyphs"](self, font, s, glyph_map, return_new_glyphs_only,
                                       features=features, language=language)
        if glyph_map is None:
            glyph_map = OrderedDict()
        new = OrderedDict() if return_new_glyphs_only else glyph_map
        for r, _x, _y in placed:
            if r not in glyph_map:
                new[r] = outlines[r]
        return [(r, x, y, 1.) for r, x, y in placed], new, []

    return [(cls, "get_text_width_height_descent", measure),
            (cls, "get_glyphs_with_font", glyphs)]
