"""Writing PDF text with each glyph loaded once, not three times a string.

Matplotlib's PDF backend measures each string with FreeType's ``set_text``, which loads the
outline of every glyph of it, then lays it out with ``matplotlib._text_helpers.layout``, which
shapes it (HarfBuzz through libraqm, loading each glyph again) and loads every outline a third
time (``FT2Font.load_glyph``) for its other callers (text as paths): the PDF backend reads only
each glyph's index and place, and loads the outlines it embeds itself, once per glyph of the
file. In the build book, whose pages are mostly text set in the CJK font (some 30 000 glyphs),
those loads, some 12 µs each whatever the glyph, were half of the time of writing the PDF.

For the length of a ``with`` block, :func:`glyphs_loaded_once` has the PDF backend measure and
lay out each string from its characters, each character measured and laid out once for each
font and size, so the numbers are those of ``set_text`` and libraqm and the PDF's bytes the
same. A character is measured from one load of its glyph (:func:`_loaded_once`: its linear
advance, rounded as HarfBuzz rounds it, and its box), at each font, size and resolution after
its first character was found to measure so as ``set_text`` and libraqm measure it (and by
``set_text`` and libraqm themselves where it was not); then:

- the measure (the advance, and the lowest and highest points of the glyphs' boxes, in 64ths
  of a point) is, in a face without kerning and at angle 0 (the only angle the backend measures
  at), the sum of the characters' advances and the lowest and highest of their boxes;
- the layout is, in a face without :data:`SHAPING_TABLES` (houzhi's copy of its font has none:
  :mod:`houzhi.render.fonts`) and for characters HarfBuzz sets one glyph each (Latin, Greek,
  punctuation, symbols, CJK; no marks, controls or format characters), each glyph placed at the
  sum of the advances before it, with the kern matplotlib reports after the glyph before it.

Two steps of the writing that are done for each glyph drawn are made shorter the same way: the
glyph tracker gives a glyph it has placed before from a dictionary (:func:`_remember_glyphs`),
and the numbers of the text's kerns are written in PDF's syntax without matplotlib's general
chain of tests (:func:`_quick_repr`), each as matplotlib writes it; and each compressed stream
is compressed whole at its end, not a few bytes at a time (:func:`_streams_compressed_whole`).

Where matplotlib is not as this module knows it (no ``_text_helpers`` in the backend, no
``FT2Font._layout``), nothing is changed and the file is written the usual way. A string with a
character the font lacks (which matplotlib warns of, or takes from a fallback font) or in a face
with kerning is measured the usual way, and a string with a character not set one glyph at a
time, or in a face with any of :data:`SHAPING_TABLES`, laid out the usual way (without the third
loading, which the PDF backend does not use).
"""

from __future__ import annotations

import threading
import types
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from ._patching import Swap, swapped

__all__ = ["SHAPING_TABLES", "glyphs_loaded_once", "pdf_backend"]


def _character(font: Any, size: float, char: str, dpi: float = 72.0,
               ) -> tuple[int, int, int] | None:
    """The advance of ``char`` and the bottom and top of its glyph's box (64ths of a pixel)
    in ``font`` at ``size`` points and ``dpi`` dots per inch (what it is set to now), as
    ``set_text`` measures them; None where the font has no glyph for it."""
    from . import _measures_kept as kept

    call = ("set_text", float(size), float(dpi))
    got = kept.recall(font, call, char)
    if got is not kept.MISSING:
        return got
    both = _loaded_once(font, size, dpi, char)
    if both is None:
        answer = _character_measured(font, char)
    else:  # the layout's answer too, from the same glyph: kept for when it is asked for
        answer = both[0]
        kept.remember(font, ("_layout", float(size), float(dpi)), char, both[1])
    kept.remember(font, call, char, answer)
    return answer


def _character_measured(font: Any, char: str) -> tuple[int, int, int] | None:
    """:func:`_character`, measured by ``set_text`` now."""
    from matplotlib.ft2font import LoadFlags

    if not font.get_char_index(ord(char)):
        return None
    font.set_text(char, 0.0, flags=LoadFlags.NO_HINTING)
    width, height = font.get_width_height()
    descent = font.get_descent()
    return width, -descent, height - descent


#: Characters of :data:`_PLAIN_BLOCKS` that HarfBuzz hides (default ignorables that are letters:
#: the Hangul fillers), whose layout is never made from their glyph.
_HIDDEN = frozenset("\u3164\uffa0")

#: Whether the answers made from one load of a glyph (:func:`_loaded_once`) are matplotlib's, by
#: font file, face, size and resolution: checked on the first character asked for at each.
_ONE_LOAD_AGREES: dict[tuple[str, int, float, float], bool] = {}


def _loaded_once(font: Any, size: float, dpi: float, char: str,
                 ) -> tuple[tuple[int, int, int], tuple[int, int, float]] | None:
    """What :func:`_character` and :func:`_step` answer for ``char`` in ``font`` at ``size``
    points and ``dpi`` dots per inch (what it is set to now), both from one load of its glyph
    (``load_glyph`` with ``NO_HINTING``), not from ``set_text`` and libraqm, which load it three
    times; None where they are not made so: a character not plain (:func:`_plain_char`) or
    hidden by HarfBuzz, a face with kerning or shaping tables, a glyph the font lacks, or a
    font, size and resolution at which the first character made so was not matplotlib's
    answer.

    The glyph's linear advance (FreeType's, unrounded, in 65 536ths of a pixel) is what both
    calls start from: HarfBuzz, through libraqm, rounds it to 64ths of a pixel (``set_text``'s
    width and the layout's advance), and matplotlib's layout reports the difference of the two
    as the kern after the glyph (pixels); the box's bottom and top are the glyph's own. At each
    font, size and resolution the first character is measured both ways and the answers
    compared; the tests compare them for every character houzhi may draw at four of the sizes
    and resolutions it draws in, and for characters, sizes and resolutions drawn at random."""
    if char in _HIDDEN or not _plain_char(char):
        return None
    key = (font.fname, font.face_index, size, dpi)
    agrees = _ONE_LOAD_AGREES.get(key)
    if agrees is None and (_kerns(font) or not _plain_face(font.fname, font.face_index)):
        agrees = _ONE_LOAD_AGREES[key] = False
    if agrees is False:
        return None
    index = font.get_char_index(ord(char))
    if not index:
        return None
    both = _from_glyph(font, index)
    if agrees is None:
        agrees = _ONE_LOAD_AGREES[key] = both == (
            _character_measured(font, char), _step_measured(font, None, None, char))
    return both if agrees else None


def _from_glyph(font: Any, index: int) -> tuple[tuple[int, int, int], tuple[int, int, float]]:
    """:func:`_loaded_once`'s answers for the glyph ``index`` of ``font``, from one load of it,
    without asking whether they may be made so."""
    from matplotlib.ft2font import LoadFlags

    glyph = font.load_glyph(index, flags=LoadFlags.NO_HINTING)
    linear = glyph.linearHoriAdvance
    advance = (linear + 512) >> 10
    _, bottom, _, top = glyph.bbox
    return (advance, bottom, top), (index, advance, (advance * 1024 - linear) / 65536)


def measured(font: Any, size: float, s: str, dpi: float = 72.0) -> tuple[int, int, int] | None:
    """What ``font.set_text(s, 0.0, flags=NO_HINTING)`` followed by ``get_width_height`` and
    ``get_descent`` gives — width, height and descent of ``s`` in 64ths of a pixel (of a point
    at 72 dpi) — in ``font`` set to ``size`` points at ``dpi`` now, made from its characters
    (see the module); None for an empty
    string, a face with kerning or any of :data:`SHAPING_TABLES` (``set_text`` shapes the
    string with HarfBuzz: the same rule as :func:`laid_out`'s), a character not set one glyph at
    a time (:func:`_plain_char`) or one the font lacks."""
    if (not s or _kerns(font)
            or not _plain_face(font.fname, font.face_index)):
        return None
    got = _each(("set_text", font, size, dpi), s,
                lambda char: _character(font, size, char, dpi) if _plain_char(char) else None)
    if got is None:
        return None
    widths, bottoms, tops = zip(*got, strict=True)
    bottom, top = min(32000, *bottoms), max(-32000, *tops)  # as set_text starts its box
    return sum(widths), top - bottom, -bottom


#: each character's answer (:func:`_character`, :func:`_step`) by the call's kind, font, size,
#: resolution (and features and language), asked for once in a process and looked up a string
#: at a time
_TABLES: dict[tuple[Any, ...], dict[str, Any]] = {}


def _each(key: tuple[Any, ...], s: str, answer: Any) -> list[Any] | None:
    """``answer(char)`` for each character of ``s``, each character's answered once for
    ``key`` (the call and its font, size, resolution); None where any answer is None."""
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES.setdefault(key, {})
    try:
        got = [table[char] for char in s]
    except KeyError:
        for char in set(s).difference(table):
            table[char] = answer(char)
        got = [table[char] for char in s]
    return None if None in got else got


def _measure(original: Any) -> Any:
    """``get_text_width_height_descent`` of the PDF backend, measuring a string from its
    characters (see the module) where it may, else as ``original`` does."""
    import matplotlib

    def measure(self: Any, s: str, prop: Any, ismath: Any) -> Any:
        if ismath or not s or matplotlib.rcParams[self._use_afm_rc_name]:
            return original(self, s, prop, ismath)
        got = measured(self._get_font_ttf(prop), prop.get_size_in_points(), s)
        if got is None:
            return original(self, s, prop, ismath)
        scale = 1 / 64
        return got[0] * scale, got[1] * scale, got[2] * scale

    return measure


#: Tables by which HarfBuzz would shape a string otherwise than glyph by glyph (substitutions,
#: positioning, kerning, AAT morphing): a face that has one is laid out by libraqm each time.
SHAPING_TABLES = ("GSUB", "GPOS", "kern", "morx", "mort", "kerx")

#: Blocks of characters HarfBuzz sets one glyph at a time in a face without
#: :data:`SHAPING_TABLES` (Latin, Greek, punctuation and symbols, CJK): first and last code point.
_PLAIN_BLOCKS = ((0x20, 0x24F), (0x370, 0x3FF), (0x2000, 0x2BFF), (0x2E80, 0x2FDF),
                 (0x3000, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                 (0xFE30, 0xFE4F), (0xFF00, 0xFFEF), (0x20000, 0x3134F))

_STATE = threading.local()  # the size (points) of the string the PDF backend draws now


class _Item:
    """A glyph as ``FT2Font._layout`` gives it: its font, character, index and place (points),
    and the kern before it (points)."""

    __slots__ = ("char", "ft_object", "glyph_index", "prev_kern", "x", "y")

    def __init__(self, ft_object: Any, char: str, glyph_index: int, x: float,
                 prev_kern: float) -> None:
        self.ft_object, self.char, self.glyph_index = ft_object, char, glyph_index
        self.x, self.y, self.prev_kern = x, 0.0, prev_kern


def pdf_backend() -> Any:
    """matplotlib's PDF backend (``matplotlib.backends.backend_pdf``), imported without loading
    ``fontTools.subset`` until it is used.

    The PDF and PostScript backends import ``fontTools.subset`` (with fontTools' variable-font,
    feature and colour libraries) when they load: about a tenth of a second, a fifteenth of the
    build book's work. It subsets a font embedded whole (Type 42, and PostScript's); houzhi's PDFs
    embed their glyphs as Type 3 fonts (``pdf.fonttype`` 3), which never use it. Here, if the
    backend is not loaded yet, ``fontTools.subset`` is put in place by the standard library's
    :class:`importlib.util.LazyLoader`: the same module, run in full the first time anything of
    it is used. Where it is already loaded, or cannot be found, nothing is changed."""
    import sys

    if ("matplotlib.backends._backend_pdf_ps" not in sys.modules
            and "fontTools.subset" not in sys.modules):
        import importlib.util

        try:
            spec = importlib.util.find_spec("fontTools.subset")
        except (ImportError, ValueError):
            spec = None
        if spec is not None and spec.loader is not None:
            loader = importlib.util.LazyLoader(spec.loader)
            spec.loader = loader
            module = importlib.util.module_from_spec(spec)
            sys.modules["fontTools.subset"] = module
            loader.exec_module(module)
            setattr(sys.modules["fontTools"], "subset", module)  # noqa: B010 - as an import would
    from matplotlib.backends import backend_pdf

    return backend_pdf


#: whether a face has kerning (FreeType's flag), by its file and index
_KERNS: dict[tuple[str, int], bool] = {}


def _kerns(font: Any) -> bool:
    """Whether ``font`` (an ``FT2Font``) has kerning, as FreeType flags it: read once for each
    face (matplotlib makes its flags an ``enum.Flag`` at each reading, some 15 µs)."""
    key = (font.fname, font.face_index)
    got = _KERNS.get(key)
    if got is None:
        from matplotlib.ft2font import FaceFlags

        got = _KERNS[key] = bool(font.face_flags & FaceFlags.KERNING)
    return got


@lru_cache(maxsize=16)
def _plain_face(path: str, index: int) -> bool:
    """Whether the face ``index`` of the font file ``path`` has none of
    :data:`SHAPING_TABLES`."""
    try:
        from fontTools.ttLib import TTFont

        with TTFont(path, lazy=True, fontNumber=index) as font:
            return not any(tag in font for tag in SHAPING_TABLES)
    except Exception:  # unreadable here: laid out by libraqm
        return False


@lru_cache(maxsize=4096)
def _plain_char(char: str) -> bool:
    """Whether ``char`` is in :data:`_PLAIN_BLOCKS` and neither a mark, nor a control, format
    or separator character other than a space."""
    import unicodedata

    code = ord(char)
    return (any(lo <= code <= hi for lo, hi in _PLAIN_BLOCKS)
            and unicodedata.category(char)[0] not in "MC"
            and unicodedata.category(char) not in ("Zl", "Zp"))


def _step(font: Any, size: float, features: Any, language: Any,
          char: str, dpi: float = 72.0) -> tuple[int, int, float] | None:
    """``char`` in ``font`` at ``size`` points and ``dpi`` dots per inch (what it is set to
    now) as libraqm lays it out in a run of its own kind: its glyph's index, its advance (64ths
    of a pixel, of a point at 72 dpi) and the kern matplotlib reports before the glyph after it
    (pixels); None where it is not a plain
    character (:func:`_plain_char`), the font has no glyph for it, or libraqm sets it otherwise
    than as one glyph of the font's own."""
    from . import _measures_kept as kept

    call = ("_layout", float(size), float(dpi))
    # kept: the usual call, in a face without kerning (whose kerning factor, which is not
    # part of the key, changes nothing)
    plain = (features is None and language is None
             and _plain_face(font.fname, font.face_index))
    if not plain:
        return _step_measured(font, features, language, char)
    got = kept.recall(font, call, char)
    if got is not kept.MISSING:
        return got
    both = _loaded_once(font, size, dpi, char)
    if both is None:
        answer = _step_measured(font, features, language, char)
    else:  # set_text's answer too, from the same glyph: kept for when it is asked for
        answer = both[1]
        kept.remember(font, ("set_text", float(size), float(dpi)), char, both[0])
    kept.remember(font, call, char, answer)
    return answer


def _step_measured(font: Any, features: Any, language: Any,
                   char: str) -> tuple[int, int, float] | None:
    """:func:`_step`, measured by libraqm now."""
    from matplotlib.ft2font import LoadFlags

    index = font.get_char_index(ord(char)) if _plain_char(char) else 0
    if not index:
        return None
    pair = list(font._layout(char + char, LoadFlags.NO_HINTING, features=features,
                             language=language))
    if (len(pair) != 2 or pair[0].x or pair[0].prev_kern
            or any(g.ft_object is not font or g.glyph_index != index or g.char != char or g.y
                   for g in pair)):
        return None
    advance = pair[1].x * 64
    if advance != int(advance):
        return None
    return index, int(advance), float(pair[1].prev_kern)


def _layout(string: str, font: Any, features: Any, language: Any) -> list[_Item] | None:
    """:func:`laid_out` at the size the PDF backend draws at now; None outside its drawing."""
    size = getattr(_STATE, "size", None)
    return None if size is None else laid_out(font, size, string, features, language)


def laid_out(font: Any, size: float, string: str, features: Any = None,
             language: Any = None, dpi: float = 72.0) -> list[_Item] | None:
    """The items of ``FT2Font._layout`` (with ``NO_HINTING``) for ``string`` in ``font`` set to
    ``size`` points at ``dpi`` now, made from its characters' (:func:`_step`); None where they
    cannot be."""
    if not string or not _plain_face(font.fname, font.face_index):
        return None
    try:
        steps = _each(("_layout", font, size, features, language, dpi), string,
                      lambda char: _step(font, size, features, language, char, dpi))
    except TypeError:  # features or language that cannot be a key
        return None
    if steps is None:
        return None
    items, x, kern = [], 0, 0.0
    for char, (index, advance, after) in zip(string, steps, strict=True):
        items.append(_Item(font, char, index, x / 64, kern))
        x, kern = x + advance, after
    return items


def _remember_glyphs(pdf: Any) -> None:
    """Have the glyph tracker of the PDF file ``pdf`` give a glyph it has placed already (the
    same font, characters and index) from a dictionary, without matplotlib's lookup, which makes
    a key of the font's path and looks it up twice for each glyph drawn. The first placing of a
    glyph is matplotlib's own; the tracker gives the same answer for it every time after."""
    tracker = getattr(pdf, "_character_tracker", None)
    if tracker is None or "track_glyph" in vars(tracker):
        return
    track = tracker.track_glyph
    placed: dict[tuple[Any, Any, Any], Any] = {}

    def track_glyph(font: Any, chars: Any, glyph: Any) -> Any:
        key = (font, chars, glyph)
        found = placed.get(key)
        if found is None:
            found = placed[key] = track(font, chars, glyph)
        return found

    tracker.track_glyph = track_glyph


def _quick_repr(original: Any, fill: Any, escapes: Any) -> Any:
    """``pdfRepr`` of the PDF backend (a Python object in PDF's syntax) with its commonest
    cases first: a float, an int, a byte string (the glyphs of a text, escaped with ``escapes``),
    a list or tuple of them, written as ``original`` writes them (a finite float to ten decimals,
    its trailing zeros cut), without its chain of ``hasattr`` and ``isinstance`` and NumPy's
    ``isfinite`` for each glyph and each number of its kern; anything else as ``original``
    writes it."""

    def pdf_repr(obj: Any) -> Any:
        kind = type(obj)
        if kind is float:
            if obj - obj == 0:  # finite (inf - inf and nan - nan are nan)
                return (b"%.10f" % obj).rstrip(b"0").rstrip(b".")
        elif kind is bytes:
            return b"(" + obj.decode("latin-1").translate(escapes).encode("latin-1") + b")"
        elif kind is int:
            return b"%d" % obj
        elif kind is list or kind is tuple:
            # a text's kerns and glyphs (TJ): the items written here, as above, each without
            # a call of its own
            out = [b"["]
            add = out.append
            for value in obj:
                kind = type(value)
                if kind is float and value - value == 0:
                    add((b"%.10f" % value).rstrip(b"0").rstrip(b"."))
                elif kind is bytes:
                    add(b"(" + value.decode("latin-1").translate(escapes).encode("latin-1")
                        + b")")
                else:
                    add(pdf_repr(value))
            add(b"]")
            return fill(out)
        return original(obj)

    return pdf_repr


def _streams_compressed_whole(stream: Any) -> list[Swap]:
    """A compressed PDF stream's bytes (a page's drawing, a glyph's) kept as they are written
    and compressed at its end in one piece, not each write of it on its own (some 25 000 writes
    of a few bytes in the build book, each a call of zlib): zlib's deflate, never flushed in
    between, gives the same bytes however its input is cut. A stream not compressed is written
    as before. The pieces of a stream are kept by the block's own dictionary, with the stream
    (so that no other takes its id while they are kept); none where matplotlib's ``Stream`` is
    not as this module knows it."""
    write, flush = getattr(stream, "write", None), getattr(stream, "_flush", None)
    if write is None or flush is None or "compressobj" not in getattr(stream, "__slots__", ()):
        return []
    kept: dict[int, tuple[Any, list[bytes]]] = {}

    def write_later(self: Any, data: bytes) -> None:
        if self.compressobj is None:
            write(self, data)
            return
        got = kept.get(id(self))
        if got is None:
            kept[id(self)] = (self, [data])
        else:
            got[1].append(data)

    def flush_whole(self: Any) -> None:
        got = kept.pop(id(self), None)
        if got is not None and self.compressobj is not None:
            self.file.write(self.compressobj.compress(b"".join(got[1])))
        flush(self)

    return [(stream, "write", write_later), (stream, "_flush", flush_whole)]


@contextmanager
def glyphs_loaded_once() -> Iterator[None]:
    """Within the ``with`` block, matplotlib's PDF backend measures and lays out each string
    from its characters where it may, and never loads outlines it does not use (see the module);
    outside it, matplotlib is as it was. Other backends (Agg, SVG, PS) and text drawn as paths
    are not touched. Blocks in parallel threads wait for one another; a block within one leaves
    it in place (:func:`houzhi.render._patching.swapped`)."""
    with swapped("glyphs_loaded_once", _swaps):
        yield


def _quick_draw_text(backend_pdf: Any) -> Any:
    """The PDF backend's ``draw_text`` for the usual string (see the module): in a Type 3 font
    (``pdf.fonttype`` 3), laid out from its characters (:func:`laid_out`), without a link, as
    matplotlib writes it — the same operators and numbers, each line as its ``output`` writes
    it — but gathered and written to the page's stream at once, not some twelve times a string.
    It returns False, having written nothing, for any other string, which the backend then
    draws itself."""
    import itertools
    import math

    import matplotlib

    Op, fill, font_path = backend_pdf.Op, backend_pdf._fill, backend_pdf.FontPath
    showkern, selectfont, textpos = Op.showkern, Op.selectfont, Op.textpos
    head = (Op.gsave, Op.concat_matrix, Op.begin_text)
    rc = matplotlib.rcParams

    def quick(self: Any, gc: Any, x: float, y: float, s: str, prop: Any, angle: float,
              mtext: Any) -> bool:
        if (rc["pdf.use14corefonts"] or rc["pdf.fonttype"] != 3
                or gc.get_url() is not None or not s):
            return False
        if mtext is not None and (mtext.get_fontfeatures() is not None
                                  or mtext.get_language() is not None):
            return False
        fontsize = prop.get_size_in_points()
        font = self._get_font_ttf(prop)
        items = laid_out(font, fontsize, s)
        if items is None:
            return False
        self.check_gc(gc, gc._rgb)
        file = self.file
        repr_ = backend_pdf.pdfRepr  # houzhi's quicker one, while the swaps are in place
        lines: list[bytes] = []

        def output(*data: Any) -> None:  # PdfFile.output's bytes, kept to be written at once
            lines.append(fill([repr_(v) for v in data]))
            lines.append(b"\n")

        def chunk(kerns_or_chars: list[Any]) -> None:
            if kerns_or_chars:
                output([(-1000 * next(group) / fontsize) if kind is float else bytes(group)
                        for kind, group in itertools.groupby(kerns_or_chars, type)], showkern)
                kerns_or_chars.clear()

        a = math.radians(angle)
        output(head[0])
        output(math.cos(a), math.sin(a), -math.sin(a), math.cos(a), x, y, head[1])
        output(head[2])
        track = file._character_tracker.track_glyph
        pending: list[Any] = []
        prev_font: Any = None
        prev_start_x: float = 0
        for item in items:
            subset, charcode = track(item.ft_object, item.char, item.glyph_index)
            if (item.ft_object, subset) != prev_font:
                chunk(pending)
                name = file.fontName(font_path(item.ft_object.fname, item.ft_object.face_index),
                                     subset)
                output(name, fontsize, selectfont)
                output(item.x - prev_start_x, 0, textpos)  # _setup_textpos at angle 0
                prev_font, prev_start_x = (item.ft_object, subset), item.x
            if item.prev_kern:
                pending.append(item.prev_kern)
            pending.append(charcode)
        chunk(pending)
        output(Op.end_text)
        output(Op.grestore)
        file.write(b"".join(lines))
        return True

    return quick


def _swaps() -> list[Swap] | None:
    """The PDF backend's layout, measure, drawing of text and writing of PDF's syntax as the
    module says; None where matplotlib is not as this module knows it."""
    from matplotlib import _text_helpers
    from matplotlib.backends import _backend_pdf_ps, backend_pdf
    from matplotlib.ft2font import FT2Font, LoadFlags

    if not (getattr(backend_pdf, "_text_helpers", None) is _text_helpers
            and hasattr(FT2Font, "_layout")  # matplotlib 3.11 and later
            and hasattr(_backend_pdf_ps, "RendererPDFPSBase")):
        return None

    def layout(string: str, font: Any, *, features: Any = None,
               language: Any = None) -> Iterator[Any]:
        # the items of _text_helpers.layout, without its load_glyph on each
        made = _layout(string, font, features, language)
        if made is not None:
            return iter(made)
        return iter(font._layout(string, LoadFlags.NO_HINTING, features=features,
                                 language=language))

    base: Any = _backend_pdf_ps.RendererPDFPSBase
    renderer: Any = backend_pdf.RendererPdf
    measure, draw = base.get_text_width_height_descent, renderer.draw_text

    def draw_text(self: Any, gc: Any, x: float, y: float, s: str, prop: Any,
                  angle: float, ismath: Any = False, mtext: Any = None) -> Any:
        _remember_glyphs(self.file)
        if not ismath and quick(self, gc, x, y, s, prop, angle, mtext):
            return None
        _STATE.size = prop.get_size_in_points()
        try:
            return draw(self, gc, x, y, s, prop, angle, ismath, mtext)
        finally:
            _STATE.size = None

    quick = _quick_draw_text(backend_pdf)

    return [
        *_streams_compressed_whole(backend_pdf.Stream),
        (backend_pdf, "_text_helpers",
         types.SimpleNamespace(**{**vars(_text_helpers), "layout": layout})),
        (base, "get_text_width_height_descent", _measure(measure)),
        (renderer, "draw_text", draw_text),
        (backend_pdf, "pdfRepr", _quick_repr(backend_pdf.pdfRepr, backend_pdf._fill,
                                             backend_pdf._str_escapes)),
    ]
