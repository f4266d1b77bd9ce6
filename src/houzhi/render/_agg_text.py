"""Text of a PNG (matplotlib's Agg) measured and laid out from its characters.

Matplotlib's Agg renderer measures each string with FreeType's ``set_text``, which loads every
glyph of it, and lays it out to draw it with libraqm (HarfBuzz), which shapes it again: in the
drawing set, whose labels are set in houzhi's CJK font, the two were a sixth of the time of
drawing its PNGs. Within :func:`agg_text_from_characters`, a string in a face without shaping
tables and of characters set one glyph at a time is measured and laid out from its characters,
each character measured and laid out once for each font, size and resolution with ``set_text``
and libraqm themselves (:func:`houzhi.render._pdf.measured`, :func:`houzhi.render._pdf.laid_out`,
the rule the PDF's and the SVG's text follow): the same numbers, so the same pixels. Anything else
(mathtext, TeX, hinting other than none, a face or a character that rule refuses) is measured and
laid out the usual way; where matplotlib is not as this module knows it, nothing is changed.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

from ._patching import Swap, swapped

__all__ = ["agg_text_from_characters"]


def agg_text_from_characters() -> AbstractContextManager[bool]:
    """Within the ``with`` block, matplotlib's Agg renderer measures and lays out each string
    from its characters where it may (see the module); outside it, matplotlib is as it was.
    Blocks in parallel threads wait for one another; a block within one leaves it in place
    (:func:`houzhi.render._patching.swapped`)."""
    return swapped("agg_text_from_characters", _swaps)


def _swaps() -> list[Swap] | None:
    """The Agg renderer's measuring and drawing of text from characters; None where matplotlib
    is not as this module knows it."""
    from matplotlib.backends import backend_agg
    from matplotlib.ft2font import FT2Font, LoadFlags

    cls: Any = backend_agg.RendererAgg
    if not (hasattr(FT2Font, "_layout") and hasattr(cls, "_prepare_font")
            and hasattr(cls, "_draw_text_glyphs_and_boxes")
            and hasattr(backend_agg, "get_hinting_flag")):
        return None

    from ._pdf import laid_out, measured

    measure, draw = cls.get_text_width_height_descent, cls.draw_text

    def get_text_width_height_descent(self: Any, s: str, prop: Any, ismath: Any) -> Any:
        if ismath or not s or backend_agg.get_hinting_flag() != LoadFlags.NO_HINTING:
            return measure(self, s, prop, ismath)
        font = self._prepare_font(prop)
        got = measured(font, prop.get_size_in_points(), s, self.dpi)
        if got is None:
            return measure(self, s, prop, ismath)
        return got[0] / 64.0, got[1] / 64.0, got[2] / 64.0

    def draw_text(self: Any, gc: Any, x: float, y: float, s: str, prop: Any, angle: float,
                  ismath: Any = False, mtext: Any = None) -> Any:
        if ismath or not s or backend_agg.get_hinting_flag() != LoadFlags.NO_HINTING:
            return draw(self, gc, x, y, s, prop, angle, ismath, mtext)
        font = self._prepare_font(prop)
        size = prop.get_size_in_points()
        items = laid_out(font, size, s,
                         mtext.get_fontfeatures() if mtext is not None else None,
                         mtext.get_language() if mtext is not None else None, self.dpi)
        if items is None:
            return draw(self, gc, x, y, s, prop, angle, ismath, mtext)
        self._draw_text_glyphs_and_boxes(
            gc, x, y, angle,
            ((item.ft_object, size, item.glyph_index, 0, 1, item.x, item.y)
             for item in items),
            [])
        return None

    return [(cls, "get_text_width_height_descent", get_text_width_height_descent),
            (cls, "draw_text", draw_text)]
