"""Writing PDF text without the glyph loads it does not use.

Matplotlib's PDF backend lays out each string with ``matplotlib._text_helpers.layout``, which
shapes the string (HarfBuzz through libraqm) and then loads every glyph's outline into the font
(``FT2Font.load_glyph``), the step its other callers (text as paths) need; the PDF backend reads
only the glyph's index and place from each item, and loads the outlines it embeds itself, once
per glyph of the file. In the build book, whose pages are mostly text set in the CJK font, those
unused loads were about a tenth of the time of writing the PDF (some 30 000 glyphs a book).

:func:`glyphs_loaded_once` gives the PDF backend, for the length of a ``with`` block, a layout
that yields the same items without loading their outlines: the PDF's bytes are the same. Where
matplotlib is not as this module knows it (no ``_text_helpers`` in the backend, no
``FT2Font._layout``), nothing is changed and the file is written the usual way.
"""

from __future__ import annotations

import threading
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["glyphs_loaded_once"]

_LOCK = threading.RLock()


@contextmanager
def glyphs_loaded_once() -> Iterator[None]:
    """Within the ``with`` block, matplotlib's PDF backend shapes each string it draws without
    loading the outlines of its glyphs (see the module); outside it, matplotlib is as it was.
    Other backends (Agg, SVG, PS) and text drawn as paths are not touched. Blocks in parallel
    threads wait for one another."""
    from matplotlib import _text_helpers
    from matplotlib.backends import backend_pdf
    from matplotlib.ft2font import FT2Font, LoadFlags

    if not (getattr(backend_pdf, "_text_helpers", None) is _text_helpers
            and hasattr(FT2Font, "_layout")):  # matplotlib 3.11 and later
        yield
        return

    def layout(string: str, font: Any, *, features: Any = None,
               language: Any = None) -> Iterator[Any]:
        # the items of _text_helpers.layout, without its load_glyph on each
        return iter(font._layout(string, LoadFlags.NO_HINTING, features=features,
                                 language=language))

    with _LOCK:  # reentrant: a block inside another leaves the outer one's layout in place
        before = backend_pdf._text_helpers
        backend_pdf._text_helpers = types.SimpleNamespace(  # type: ignore[assignment]
            **{**vars(_text_helpers), "layout": layout})
        try:
            yield
        finally:
            backend_pdf._text_helpers = before
