"""Writing PDF text without the glyph loads it does not need.

Matplotlib's PDF backend lays out each string with ``matplotlib._text_helpers.layout``, which
shapes the string (HarfBuzz through libraqm) and then loads every glyph's outline into the font
(``FT2Font.load_glyph``), the step its other callers (text as paths) need; the PDF backend reads
only the glyph's index and place from each item, and loads the outlines it embeds itself, once
per glyph of the file. In the build book, whose pages are mostly text set in the CJK font, those
unused loads were about a tenth of the time of writing the PDF (some 30 000 glyphs a book).

:func:`glyphs_loaded_once` gives the PDF backend, for the length of a ``with`` block, a layout
that yields the same items without loading their outlines. It also measures each string from
its characters: FreeType's ``set_text``, with which the backend measures a string before drawing
it, loads every glyph once more (as much time again), and the measure it gives (the advance and
the lowest and highest points of the glyphs' boxes, in 64ths of a point) is, in a face without
kerning and at angle 0, the sum of the characters' advances and the lowest and highest of their
boxes. Each character is measured once for each font and size, with ``set_text`` itself: the
numbers are FreeType's own, and the PDF's bytes are the same.

Where matplotlib is not as this module knows it (no ``_text_helpers`` in the backend, no
``FT2Font._layout``), nothing is changed and the file is written the usual way; a string with a
character the font lacks (which matplotlib warns of), in a face with kerning, or in a list of
fonts (a fallback) is measured the usual way too.
"""

from __future__ import annotations

import threading
import types
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

__all__ = ["glyphs_loaded_once"]

_LOCK = threading.RLock()


@lru_cache(maxsize=16384)
def _character(font: Any, size: float, char: str) -> tuple[int, int, int] | None:
    """The advance of ``char`` and the bottom and top of its glyph's box (64ths of a point)
    in ``font`` at ``size`` points (the size it is set to now), as ``set_text`` measures them;
    None where the font has no glyph for it."""
    from matplotlib.ft2font import LoadFlags

    if not font.get_char_index(ord(char)):
        return None
    font.set_text(char, 0.0, flags=LoadFlags.NO_HINTING)
    width, height = font.get_width_height()
    descent = font.get_descent()
    return width, -descent, height - descent


def _measure(original: Any) -> Any:
    """``get_text_width_height_descent`` of the PDF backend, measuring a string from its
    characters (see the module) where it may, else as ``original`` does."""
    import matplotlib
    from matplotlib import font_manager
    from matplotlib.ft2font import FaceFlags

    def measure(self: Any, s: str, prop: Any, ismath: Any) -> Any:
        if (ismath or not s or matplotlib.rcParams[self._use_afm_rc_name]
                or len(font_manager.fontManager._find_fonts_by_props(prop)) != 1):
            return original(self, s, prop, ismath)
        font = self._get_font_ttf(prop)
        if font.face_flags & FaceFlags.KERNING:
            return original(self, s, prop, ismath)
        size = prop.get_size_in_points()
        width, bottom, top = 0, 32000, -32000  # as set_text starts its box
        for char in s:
            measured = _character(font, size, char)
            if measured is None:
                return original(self, s, prop, ismath)
            width += measured[0]
            bottom, top = min(bottom, measured[1]), max(top, measured[2])
        scale = 1 / 64
        return width * scale, (top - bottom) * scale, -bottom * scale

    return measure


@contextmanager
def glyphs_loaded_once() -> Iterator[None]:
    """Within the ``with`` block, matplotlib's PDF backend shapes each string it draws without
    loading the outlines of its glyphs (see the module); outside it, matplotlib is as it was.
    Other backends (Agg, SVG, PS) and text drawn as paths are not touched. Blocks in parallel
    threads wait for one another."""
    from matplotlib import _text_helpers
    from matplotlib.backends import _backend_pdf_ps, backend_pdf
    from matplotlib.ft2font import FT2Font, LoadFlags

    if not (getattr(backend_pdf, "_text_helpers", None) is _text_helpers
            and hasattr(FT2Font, "_layout")  # matplotlib 3.11 and later
            and hasattr(_backend_pdf_ps, "RendererPDFPSBase")):
        yield
        return

    def layout(string: str, font: Any, *, features: Any = None,
               language: Any = None) -> Iterator[Any]:
        # the items of _text_helpers.layout, without its load_glyph on each
        return iter(font._layout(string, LoadFlags.NO_HINTING, features=features,
                                 language=language))

    base: Any = _backend_pdf_ps.RendererPDFPSBase
    with _LOCK:  # reentrant: a block inside another leaves the outer one's in place
        before, measure = backend_pdf._text_helpers, base.get_text_width_height_descent
        if before is _text_helpers:
            backend_pdf._text_helpers = types.SimpleNamespace(  # type: ignore[assignment]
                **{**vars(_text_helpers), "layout": layout})
            base.get_text_width_height_descent = _measure(measure)
        try:
            yield
        finally:
            backend_pdf._text_helpers = before
            base.get_text_width_height_descent = measure
