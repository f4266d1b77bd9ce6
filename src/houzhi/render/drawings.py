"""The drawing set: for each range a cutting plan and an assembly drawing (DXF, with PNG
previews), the 鄉射 and 大射 grounds and the Ming 射圃, the 大射 stack and the curves against
range (SVG and PNG).

The set is written with :class:`~houzhi.render._files.FileSet`: every file is made in a temporary
folder and the set moved into the output folder whole or not at all; files of other names in
that folder are never touched. :func:`items` lists what the set holds — each item a file name
and a function that makes it — so further drawings are added in one place.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterable
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..errors import BadValueError, require
from ._files import FileSet
from .batch import batch

# The model (and pint with it) is loaded within a batch: no full collection of the garbage
# collector walks the whole process while it loads (measured: one, some 0.03 s, freeing nothing).
with batch():
    from ..model.spec import Spec
    from ..model.target import Target

__all__ = ["DEFAULT_RANGES", "Item", "build_set", "items"]

DEFAULT_RANGES = (50, 70, 90)
_DPI = 110

Item = tuple[str, Callable[[Path], object]]
"""A file of the set: its name and a function that writes it at the path it is given."""


def _figure(make: Callable[[], Any], **kw: Any) -> Callable[[Path], object]:
    """A writer that draws a matplotlib figure and saves it in the format of its path."""

    def write(path: Path) -> None:
        from . import plots  # houzhi.render first: it settles matplotlib's caches
        from ._agg_text import agg_text_from_characters
        from ._font_tables import font_tables_kept
        from ._shown_ticks import shown_ticks_only
        from ._text_paths import text_paths_kept
        from ._tick_boxes import tick_boxes_once

        with font_tables_kept():
            fig = make()
        import matplotlib

        meta = {"Date": None} if path.suffix in (".svg", ".pdf") else {}
        extra = {"dpi": _DPI} if path.suffix == ".png" else {}
        with matplotlib.rc_context({**plots.style(), "svg.fonttype": "path"}), \
                text_paths_kept(), agg_text_from_characters(), tick_boxes_once(), \
                font_tables_kept():
            engine = fig.get_layout_engine()
            if engine is not None:
                # Lay out once, with the Agg renderer at the PNG's dpi, then drop the engine:
                # savefig would otherwise make a dry run of the whole drawing for the layout,
                # and the PNG reuses that renderer's text metrics.
                fig.set_dpi(_DPI)
                engine.execute(fig)
                plots.drop_layout(fig)
            with shown_ticks_only(fig):
                if path.suffix == ".png" and not kw:
                    _save_png(fig, path)
                else:
                    fig.savefig(path, format=path.suffix[1:], metadata=meta, **extra, **kw)

    return write


def _save_png(fig: Any, path: Path) -> None:
    """Save ``fig`` as a PNG at ``_DPI`` dots per inch, as ``savefig`` would, but without the
    alpha channel when the image is opaque (it always is here), each row after the first
    filtered by the row above it (PNG's filter "Up") and compressed at zlib level 3: the same
    pixels, in a file 2% larger than PIL's at that level, made in about a third of the work
    (callgrind: 0.95 G instructions for the set's eleven PNGs, from 2.7 G).
    PIL tries PNG's five filters on every row and keeps the best, which had cost more than the
    compression itself; a drawing on a plain ground, whose rows mostly repeat the row above,
    gains little by it."""
    import io
    import struct
    import zlib

    import matplotlib
    import numpy as np
    from PIL import Image

    raw = io.BytesIO()
    fig.savefig(raw, format="rgba", dpi=_DPI)
    w, h = (int(v) for v in fig.get_size_inches() * _DPI)  # as Agg sizes its canvas
    pixels = raw.getvalue()
    if len(pixels) != 4 * w * h or not w or not h:  # not the size expected: matplotlib's way
        fig.savefig(path, format="png", dpi=_DPI)
        return
    # opaque: every pixel's alpha (the high byte of a little-endian RGBA word) 255
    opaque = bool(np.frombuffer(pixels, "<u4").min() >= 0xFF000000)
    if opaque:  # packed as RGB by PIL (numpy copies three bytes of four slowly)
        pixels = Image.frombuffer("RGBA", (w, h), pixels, "raw", "RGBA", 0, 1).convert(
            "RGB").tobytes()
    rows = np.frombuffer(pixels, np.uint8).reshape(h, -1)
    lines = np.empty((h, rows.shape[1] + 1), np.uint8)  # each row: its filter, its bytes
    lines[0, 0], lines[0, 1:] = 0, rows[0]  # the first row as it is
    lines[1:, 0] = 2  # the others as their difference from the row above (mod 256)
    np.subtract(rows[1:], rows[:-1], out=lines[1:, 1:])

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data))

    dots = int(_DPI / 0.0254 + 0.5)  # per metre
    software = f"Matplotlib version{matplotlib.__version__}, https://matplotlib.org/"
    path.write_bytes(b"".join([
        b"\x89PNG\r\n\x1a\n",
        chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2 if opaque else 6, 0, 0, 0)),
        chunk(b"tEXt", b"Software\x00" + software.encode("latin-1")),
        chunk(b"pHYs", struct.pack(">IIB", dots, dots, 1)),
        chunk(b"IDAT", zlib.compress(lines.data, 3)),  # the rows themselves, not a copy
        chunk(b"IEND", b""),
    ]))


def _dxf(make: Callable[[], Any]) -> Callable[[Path], object]:
    """A writer that makes a DXF document and saves it, its entities' attributes set and written
    quickly (:func:`houzhi.render._dxf_quick.attributes_quickly`: the same bytes)."""

    def write(path: Path) -> None:
        from ._dxf_quick import attributes_quickly

        with attributes_quickly():
            make().saveas(path)

    return write


def items(targets: list[Target], std: str, reading: str | None = None,
          fabric: Any = None) -> list[Item]:
    """The files of the drawing set for ``targets`` under standard ``std``, cut from ``fabric``
    (a :class:`~houzhi.making.cutting.Fabric`; default Han cloth), in order.

    Each figure or plan is computed only when its file is written, once, and shared by the
    files that show it. A new drawing joins the set by adding its item here."""
    from functools import cache

    from ..making.cutting import plan
    from ..model.dashe import stack
    from ..model.grounds import ground
    from . import plots
    from .dxf import assembly_dxf, cutting_plan_dxf

    def per_range(t: Target) -> list[Item]:
        stem = f"hou_{str(t.range_gong).replace('/', '_')}"
        cplan = cache(lambda: plan(t, fabric))
        return [
            (f"{stem}_cutting.dxf", _dxf(lambda: cutting_plan_dxf(cplan(), std))),
            (f"{stem}_cutting.png", _figure(lambda: plots.cutting_preview(cplan(), standard=std))),
            (f"{stem}_assembly.dxf", _dxf(lambda: assembly_dxf(t, std))),
            (f"{stem}_assembly.png", _figure(lambda: plots.elevation(t, standard=std))),
        ]

    out = [item for t in targets for item in per_range(t)]
    figures = {
        "ground_plan": cache(lambda: plots.ground_plan(targets[0], standard=std)),
        "ground_dashe": cache(
            lambda: plots.ground_plan(ground("大射", reading=reading), standard=std)),
        "ground_pangong": cache(lambda: plots.ground_plan(ground("頖宮"))),  # Ming measure
        "dashe": cache(lambda: plots.dashe_stack(stack(reading=reading), rank="諸侯")),
        "curves": cache(lambda: plots.curves(reading=reading)),
    }
    for name, fig in figures.items():
        out += [(f"{name}.{ext}", _figure(fig)) for ext in ("svg", "png")]
    return out


def build_set(out: str | os.PathLike[str], ranges: Iterable[Any] = DEFAULT_RANGES,
              spec: Spec | None = None, fabric: Any = None) -> list[Path]:
    """Write the drawing set into folder ``out`` (made if missing) and return the files' paths.

    ``ranges`` in 弓 (or as lengths, read under the spec's standard), each target as ``spec``
    (:class:`~houzhi.model.spec.Spec`) asks but for its range — its reading, rite and rank
    (default: 鄭玄's, by the range: the 鄉射 at 50弓, the 大射 at 70 and 90), its standard of the
    尺 for real sizes in mm —, ``fabric`` a :class:`~houzhi.making.cutting.Fabric` to cut from
    (default: Han cloth).
    Bad ranges and a bad output folder are refused before any file is made; after any failure
    the folder is as it was (see :class:`~houzhi.render._files.FileSet`).
    """
    # Everything the set loads and makes is kept out of the garbage collector's way from the
    # start: the renderers are loaded within the batch too.
    with batch():
        return _build_set(out, ranges, spec, fabric)


def _build_set(out: str | os.PathLike[str], ranges: Iterable[Any], spec: Spec | None,
               fabric: Any) -> list[Path]:
    """:func:`build_set`, within its batch."""
    base = spec if spec is not None else Spec(Fraction(DEFAULT_RANGES[0]))
    require(base, Spec, "build_set(): spec")
    std, reading = base.standard, base.reading.key
    # bad ranges (and a rite or rank a range does not have) fail before any file
    targets = [base.but(range_gong=d).target() for d in ranges]
    if not targets:
        raise BadValueError("no ranges given for the drawing set")
    from . import dxf, plots  # noqa: F401
    from ._measures_kept import save as save_measures
    from ._parallel import run_split

    with FileSet(out) as files:
        _load_shared()
        groups: dict[str, list[Callable[[], object]]] = {}
        for name, write in items(targets, std, reading, fabric):
            path = files.path(name)  # every name is checked before the first file is drawn
            groups.setdefault(Path(name).stem, []).append(functools.partial(write, path))
        # the files of one stem share what they show (a plan, a figure): drawn in one process
        # what each process measured anew is kept for the next run once its files are drawn
        run_split([(_weight(stem), jobs) for stem, jobs in groups.items()], last=save_measures)
    return files.written


def _load_shared() -> None:
    """Load, once and before the set is split between two processes (which then share it),
    what every kind of file of the set loads the first time it is drawn: the modules that write
    SVG and measure text, houzhi's font (its copy checked, registered with matplotlib,
    opened by FreeType for the figures and for the DXF's glyphs) and the fonts ezdxf measures the
    DXF's editable text and dimensions in. Each process had loaded them itself (measured: a
    twentieth of the set's work, done twice). What is drawn is not changed: the same loads, made
    earlier."""
    from ezdxf.fonts.fonts import make_font
    from matplotlib import font_manager
    from matplotlib.backends import backend_svg  # noqa: F401

    from . import _agg_text, _font_tables, _pdf, _text_paths, dxf, formulas, plots  # noqa: F401
    from .fonts import face, matplotlib_family

    font = font_manager.get_font(font_manager.findfont(
        font_manager.FontProperties(family=matplotlib_family())))
    _pdf._plain_face(font.fname, font.face_index)
    dxf._cap_height(face())  # opens the font for the DXF's glyphs
    sheet = dxf._Sheet(None, {"TEXT": (5, "")})  # the styles ezdxf measures text in
    doc = sheet.doc
    for style in (dxf.TEXT_STYLE, doc.dimstyles.get(dxf.DIMSTYLE).dxf.dimtxsty):
        make_font(doc.styles.get(style).dxf.font, 1.0)


def _weight(stem: str) -> float:
    """About how long the files named ``stem`` (one group of :func:`build_set`) take to draw, in
    hundredths of a second of CPU: the two processes take the heaviest first, the lightest
    last, so that neither waits long for the other at the end."""
    return _WEIGHTS.get("ground" if stem.startswith("ground_") else stem.split("_")[-1], 10.0)


#: The CPU time of each kind of group (its SVG and PNG, or its DXF and PNG), hundredths of a
#: second, measured one by one in one process (main 33f7eb0, 2-core machine): the three grounds'
#: plans, a range's cutting plan, its assembly, the curves, the 大射 stack. (Keyed by the last
#: word of the stem, the 大射 ground's and the stack's had shared the heaviest weight: the
#: lightest group went third, not last.)
_WEIGHTS = {"ground": 19.0, "cutting": 14.0, "assembly": 12.0, "curves": 8.5, "dashe": 5.5}
