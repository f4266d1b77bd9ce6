"""DXF drawings (ezdxf): the cutting plan and the assembly drawing, at real scale in millimetres.

DXF R2018 (UTF-8), ``$INSUNITS`` = millimetres. The cutting plan follows the AAMA / ASTM D6673
pattern-piece layers: ``1`` cut line, ``14`` sew line, ``7`` grain line, ``15`` annotation; each
piece is a block, inserted where it lies on its bolt. Chinese labels are drawn as filled glyph
outlines (layer ``15`` or ``ANNOTATION``) so that a CAD program without a CJK font still shows
them: each character a block ``GLYPH_<code point>`` holding one solid HATCH, written once per
file and inserted wherever the character is used; the same labels are kept as editable TEXT on
layer ``TEXT``
(switched off; switch it on where the font ``Noto Sans CJK TC`` is installed — ``SC`` for a
drawing in 简体). Dimensions are
DIMENSION entities (dimension style ``HOUZHI``, measured in mm) that a CAD program can edit.

The output is deterministic: the same input gives the same bytes (handles in creation order,
ezdxf's fixed creation and update dates and GUIDs, no timestamps), so a regenerated drawing set
leaves git clean.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from functools import cache
from typing import Any

import ezdxf
import numpy as np
from ezdxf import bbox
from ezdxf.document import Drawing
from ezdxf.enums import TextEntityAlignment

from ..documents.tables import plan_table
from ..making.allowances import Allowances
from ..making.cutting import CutPiece, CuttingPlan, Fabric, mm_text, strips
from ..measure.notation import format_chi
from ..measure.units import get_standard
from ..model.rigging import Rigging
from ..model.target import Target
from ._geometry import segment_meets_box
from .colours import rgb_of
from .fonts import face, font_file, font_path

__all__ = ["ASSEMBLY_LAYERS", "CUTTING_LAYERS", "DIMSTYLE", "assembly_dxf", "cutting_plan_dxf",
           "preview_svg"]

DXF_VERSION = "R2018"
TEXT_STYLE = "HOUZHI"
DIMSTYLE = "HOUZHI"

#: AAMA / ASTM D6673 layers of a pattern piece: name -> (colour, description).
CUTTING_LAYERS = {
    "1": (7, "cut line (AAMA/ASTM D6673 layer 1, boundary)"),
    "14": (1, "sew line (AAMA/ASTM D6673 layer 14)"),
    "7": (3, "grain line (AAMA/ASTM D6673 layer 7)"),
    "15": (5, "annotation (AAMA/ASTM D6673 layer 15), text as outlines"),
    "DIMENSIONS": (6, "cut length and cut height of each piece, in mm (DIMENSION entities)"),
    "BOLT": (8, "the bolt or roll the pieces lie on"),
    "TEXT": (5, "editable text of the labels (needs the font Noto Sans CJK TC, or SC in 简体)"),
}
ASSEMBLY_LAYERS = {
    "OUTLINE": (7, "outline of the sewn target"),
    "SEAM": (1, "seams between strips"),
    "HU": (1, "the 鵠, or the rings of the 正"),
    "SHI": (1, "the 飾: hide down the sides of a 皮侯's 中"),
    "YUNQI": (1, "the 丹 ground of the 雲氣 down the sides of a painted 侯's 中 (凡畫者丹質)"),
    "ROPE": (4, "the ropes 綱"),
    "POST": (30, "the posts 植"),
    "GROUND": (8, "the ground"),
    "DIMENSIONS": (6, "dimensions in mm (DIMENSION entities) and their classical lengths"),
    "ANNOTATION": (5, "labels, text as outlines"),
    "TEXT": (5, "editable text of the labels (needs the font Noto Sans CJK TC, or SC in 简体)"),
}


@contextmanager
def _fixed_metadata() -> Iterator[None]:
    """ezdxf writes fixed dates and GUIDs and a fixed version marker inside the block."""
    before = ezdxf.options.write_fixed_meta_data_for_testing
    ezdxf.options.write_fixed_meta_data_for_testing = True
    try:
        yield
    finally:
        ezdxf.options.write_fixed_meta_data_for_testing = before


def _deterministic(doc: Drawing) -> Drawing:
    """Make every later save of ``doc`` write fixed dates and GUIDs ($TDCREATE, $TDUPDATE,
    $VERSIONGUID, $FINGERPRINTGUID …) and its classes in a fixed order: ezdxf stamps the
    metadata in ``_update_metadata``, the last step before it writes the sections."""
    update = doc._update_metadata

    def fixed() -> None:
        with _fixed_metadata():
            update()
        # ezdxf adds the CLASS entries of the object types in use from a set, whose order
        # changes with Python's string hashing: write them in a fixed order
        classes = doc.classes.classes
        doc.classes.classes = dict(sorted(classes.items(), key=lambda kv: str(kv[0])))

    doc._update_metadata = fixed  # type: ignore[method-assign]
    return doc


@cache
def _ft_font(face_: str) -> Any:
    """The CJK font of ``face_`` through FreeType (matplotlib's FT2Font), at 100 px: fast to
    open, unlike a full parse of the OpenType tables."""
    from matplotlib.ft2font import FT2Font

    font = FT2Font(str(font_path(face_)))
    font.set_size(100, 72)
    return font


# FreeType reads a glyph from the font's file when it is first loaded, through a file whose
# position a forked process shares with its parent: two processes reading at once could read
# at each other's place. A forked process (the drawing set's second: houzhi.render._parallel)
# opens the font anew, as matplotlib does for its own fonts; the outlines read before the fork
# are kept (_glyph).
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_ft_font.cache_clear)


def _round3(v: float) -> float:
    """``v`` (mm) to three decimals as NumPy rounds a float64 (``np.round(v, 3)``: times 1000,
    to the nearest integer, ties to even, keeping the sign of a zero, over 1000), in Python."""
    return math.copysign(float(round(v * 1000.0)), v * 1000.0) / 1000.0


@cache
def _glyph(char: str, face_: str) -> tuple[tuple[np.ndarray, ...], float]:
    """The outline of ``char`` in the face ``face_`` at cap height 1 (the height of "A"),
    baseline at 0, flattened to polygons, and its advance: read from the font once per
    character and kept."""
    from matplotlib import ft2font
    from matplotlib.path import Path as MplPath

    flags = getattr(getattr(ft2font, "LoadFlags", None), "NO_HINTING", None)
    font = _ft_font(face_)
    if flags is None:  # matplotlib before 3.10
        flags = ft2font.LOAD_NO_HINTING  # type: ignore[attr-defined]
    cap = _cap_height(face_)
    glyph = font.load_char(ord(char), flags=flags)
    raw, codes = font.get_path()
    verts = np.asarray(raw, dtype=float)
    polys = MplPath(verts, codes).to_polygons(closed_only=True) if verts.size else []
    arrays = [np.asarray(p, dtype=float) for p in polys]
    return (tuple(a / cap for a in arrays if a.shape[0] > 2),
            glyph.linearHoriAdvance / 65536 / cap)


@cache
def _glyph_box(char: str, face_: str) -> tuple[float, float, float, float]:
    """The box (x0, y0, x1, y1) of the outline of ``char`` in the face ``face_``, in cap
    heights."""
    pts = np.concatenate(_glyph(char, face_)[0])
    return (*pts.min(axis=0).tolist(), *pts.max(axis=0).tolist())


@cache
def _cap_height(face_: str) -> float:
    from matplotlib import ft2font

    flags = getattr(getattr(ft2font, "LoadFlags", None), "NO_HINTING", None)
    font = _ft_font(face_)
    font.load_char(ord("A"), flags=flags if flags is not None else
                   ft2font.LOAD_NO_HINTING)  # type: ignore[attr-defined]
    verts, _ = font.get_path()
    return float(np.asarray(verts)[:, 1].max())


class _Sheet:
    """A new DXF document at real scale: ``mm(x)`` turns 尺 into mm under the standard."""

    def __init__(self, standard: str | None, layers: dict[str, tuple[int, str]],
                 dim_size: float = 100.0) -> None:
        self.standard = get_standard(standard)
        self.scale = float(self.standard.metres_per_chi * 1000)
        with _fixed_metadata():
            self.doc: Drawing = _deterministic(ezdxf.new(DXF_VERSION, setup=True, units=4))
        self.doc.header["$MEASUREMENT"] = 1
        #: the face of the font its labels are drawn in (the language's, when it was made)
        self.face = face()
        self.doc.styles.add(TEXT_STYLE, font=font_file(self.face))
        for name, (colour, description) in layers.items():
            layer = self.doc.layers.add(name, color=colour)
            layer.description = description
        text_layer = self.doc.layers.get("TEXT")
        text_layer.off()
        text_layer.freeze()
        dim_vars = {
            "dimtxt": dim_size, "dimasz": dim_size * 0.7, "dimexe": dim_size * 0.4,
            "dimexo": dim_size * 0.3, "dimgap": dim_size * 0.3, "dimdec": 0, "dimtad": 1,
            "dimclrd": 6, "dimclre": 6, "dimclrt": 6, "dimpost": "<> mm", "dimlfac": 1,
            "dimblk": "ARCHTICK", "dimtsz": 0}
        self.doc.dimstyles.duplicate_entry("EZDXF", DIMSTYLE).dxf.update(dim_vars)
        # Some programs (LibreCAD) draw a DIMENSION from the header's current style and sizes,
        # not from its own DIMSTYLE: make the header say the same.
        self.doc.header["$DIMSTYLE"] = DIMSTYLE
        for var, value in dim_vars.items():
            self.doc.header[f"${var.upper()}"] = value
        self.msp = self.doc.modelspace()
        self._boxes: dict[int, list[float]] = {}
        #: the boxes (x0, y0, x1, y1, mm) of the labels written so far
        self.labels: list[tuple[float, float, float, float]] = []
        #: the extents of a piece's dimensions by its cut size (mm): measured once per size
        self._dim_extents: dict[tuple[float, float], tuple[Any, Any]] = {}

    def mm(self, chi: Fraction) -> float:
        return float(chi) * self.scale

    def glyph(self, char: str) -> tuple[str | None, tuple[float, float, float, float], float]:
        """The block drawing ``char`` (one solid HATCH of its outline at cap height 1, baseline
        at 0, on layer 0 in colour BYBLOCK, so it takes the layer and colour of its INSERT),
        defined in this document the first time it is asked for; with the glyph's box (x0, y0,
        x1, y1, cap heights) and advance. A space has no block."""
        outline, width = _glyph(char, self.face)
        if not outline:
            return None, (0.0, 0.0, 0.0, 0.0), width
        name = f"GLYPH_{ord(char):04X}"
        if name not in self.doc.blocks:
            block = self.doc.blocks.new(name)
            hatch = block.add_hatch(color=0)
            for p in outline:
                hatch.paths.add_polyline_path(p.round(5).tolist(), is_closed=True)
        return name, _glyph_box(char, self.face), width

    def _layout(self, text: str, x: float, y: float, height: float, align: str,
                define: bool = True) -> tuple[list[tuple[str, float]], Any, Any, Any]:
        """The glyphs of ``text`` set at (x, y) mm as :meth:`label` sets them: (block name,
        advance) of each, the box's corners (in cap heights) and the offset of the origin.
        Unless ``define``, only measured: no glyph block is defined in the document (so a label
        measured and not written leaves the file as it was)."""
        placed: list[tuple[str, float]] = []
        left = bottom = math.inf
        right = top = -math.inf
        advance = 0.0
        for ch in text:  # in Python floats: the same sums and the same bounds as in NumPy's
            if define:
                name, (x0, y0, x1, y1), width = self.glyph(ch)
            else:
                outline, width = _glyph(ch, self.face)
                name = f"GLYPH_{ord(ch):04X}" if outline else None
                x0, y0, x1, y1 = _glyph_box(ch, self.face) if outline else (0.0, 0.0, 0.0, 0.0)
            if name is not None:
                placed.append((name, advance))
                left, bottom = min(left, advance + x0), min(bottom, y0)
                right, top = max(right, advance + x1), max(top, y1)
            advance += width
        dx = {"LEFT": 0.0, "CENTER": 0.5, "RIGHT": 1.0}[align.split("_")[-1]]
        dy = {"BOTTOM": 0.0, "MIDDLE": 0.5, "TOP": 1.0}[align.split("_")[0]]
        lo, hi = np.array([left, bottom]), np.array([right, top])
        off = (np.array([x - height * (left + (right - left) * dx),
                         y - height * (bottom + (top - bottom) * dy)]) if placed else None)
        return placed, lo, hi, off

    def box(self, text: str, x: float, y: float, height: float, align: str = "MIDDLE_CENTER",
            ) -> tuple[float, float, float, float] | None:
        """The box (x0, y0, x1, y1, mm) the glyphs of ``text`` would cover, set as :meth:`label`
        sets it; None for a text of no glyph."""
        placed, lo, hi, off = self._layout(text, x, y, height, align, define=False)
        if not placed:
            return None
        (x0, y0), (x1, y1) = off + height * lo, off + height * hi
        return float(x0), float(y0), float(x1), float(y1)

    def label(self, layout: Any, text: str, x: float, y: float, height: float, layer: str,
              align: str = "MIDDLE_CENTER") -> None:
        """Write ``text`` at (x, y) mm, ``height`` mm high (cap height): each character an
        INSERT of its glyph block (:meth:`glyph`) on ``layer``, and an editable TEXT on layer
        TEXT. A glyph's outline is written once per file, however often it is used. Its box is
        kept (:attr:`labels`) for :meth:`clear_spot`."""
        placed, lo, hi, off = self._layout(text, x, y, height, align)
        if placed:
            (x0, y0), (x1, y1) = off + height * lo, off + height * hi  # as box() reckons it
            self.extend(layout, (x0, y0), (x1, y1))
            self.labels.append((float(x0), float(y0), float(x1), float(y1)))
            ox, oy = float(off[0]), _round3(float(off[1]))
            for name, at in placed:
                layout.add_blockref(
                    name, (_round3(ox + height * at), oy),
                    dxfattribs={"layer": layer, "xscale": height, "yscale": height})
        layout.add_text(text, height=height, dxfattribs={"layer": "TEXT", "style": TEXT_STYLE}
                        ).set_placement((x, y), align=TextEntityAlignment[align])

    def clear_spot(self, texts: list[tuple[str, float]], spots: list[tuple[float, float, str]],
                   height: float, lines: list[tuple[tuple[float, float], tuple[float, float]]],
                   ) -> tuple[float, float, str]:
        """The first of ``spots`` (x, y of the first text, alignment; mm) where every one of
        ``texts`` (each with its y below the first, mm), ``height`` mm high, crosses none of
        ``lines`` and overlaps no label written so far; the first spot if none is clear."""
        def clear(x: float, y: float, align: str) -> bool:
            for text, down in texts:
                box = self.box(text, x, y - down, height, align)
                if box is None:
                    continue
                pad = height * 0.15  # a hair of room round the glyphs
                b = (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad)
                if any(segment_meets_box(b, a, c) for a, c in lines) or any(
                        b[0] < o[2] and o[0] < b[2] and b[1] < o[3] and o[1] < b[3]
                        for o in self.labels):
                    return False
            return True

        return next((spot for spot in spots if clear(*spot)), spots[0])

    def dimension(self, layout: Any, a: tuple[float, float], b: tuple[float, float],
                  offset: float, vertical: bool = False, text: str = "<>") -> None:
        """A linear DIMENSION measuring ``a``–``b`` (mm) along x (or y when ``vertical``), its
        line ``offset`` mm above (or right of) ``a``; layer DIMENSIONS, style HOUZHI."""
        base = (a[0] + offset, a[1]) if vertical else (a[0], a[1] + offset)
        layout.add_linear_dim(base=base, p1=a, p2=b, angle=90 if vertical else 0, text=text,
                              dimstyle=DIMSTYLE, dxfattribs={"layer": "DIMENSIONS"}).render()

    def extend(self, layout: Any, lo: Any, hi: Any) -> None:
        """Note that something drawn in ``layout`` reaches from ``lo`` to ``hi`` (x, y in mm)."""
        box = self._boxes.setdefault(id(layout), [np.inf, np.inf, -np.inf, -np.inf])
        box[:] = [min(box[0], lo[0]), min(box[1], lo[1]), max(box[2], hi[0]), max(box[3], hi[1])]

    def finish(self) -> Drawing:
        """Set $EXTMIN/$EXTMAX to the model space's extents, open the view on them, and return
        the document. Lines, polylines, circles, points and dimensions are measured by ezdxf;
        labels and block references from what was noted while drawing (measuring filled glyphs
        is slow); the editable TEXT of the labels by ezdxf too, whose font metrics may reach past
        the glyphs."""
        from ezdxf import zoom

        plain = self.msp.query("LINE LWPOLYLINE DIMENSION TEXT CIRCLE POINT")
        ext = bbox.extents(plain, fast=True)
        boxes = [self._boxes.get(id(self.msp))]
        for ins in self.msp.query("INSERT"):
            block = self.doc.blocks.get(ins.dxf.name)
            box = self._boxes.get(id(block))
            if box is not None:
                x, y = ins.dxf.insert.x, ins.dxf.insert.y
                boxes.append([box[0] + x, box[1] + y, box[2] + x, box[3] + y])
        for b in boxes:
            if b is not None and np.isfinite(b).all():
                ext.extend([(b[0], b[1]), (b[2], b[3])])
        if ext.has_data:
            lo = (round(ext.extmin.x, 3), round(ext.extmin.y, 3), 0.0)
            hi = (round(ext.extmax.x, 3), round(ext.extmax.y, 3), 0.0)
            self.msp.dxf.extmin, self.msp.dxf.extmax = lo, hi
            self.doc.header["$EXTMIN"], self.doc.header["$EXTMAX"] = lo, hi
            zoom.center(self.msp, ((lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2),
                        (hi[0] - lo[0], hi[1] - lo[1]))
        return self.doc


def _rect(layout: Any, x0: float, y0: float, x1: float, y1: float, layer: str) -> Any:
    return layout.add_lwpolyline([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], close=True,
                                 dxfattribs={"layer": layer})


def _size(cplan: CuttingPlan, chi: Fraction) -> str:
    """A cutting size as the maker measures it: mm on a modern fabric, 尺 (and mm) on Han cloth."""
    mm = cplan.mm(chi)
    return mm_text(mm) if cplan.fabric.metric else f"{format_chi(chi)} ({mm_text(mm)})"


def _piece_block(sheet: _Sheet, cplan: CuttingPlan, piece: CutPiece, name: str) -> str:
    """Define the block of one piece (origin at its lower west cut corner): cut line, sew line,
    grain line, its label and cut size, and DIMENSIONs of its cut length and height."""
    fabric: Fabric = cplan.fabric
    block = sheet.doc.blocks.new(name)
    mm = sheet.mm
    lx, ly = mm(piece.cut_length), mm(piece.cut_height)
    _rect(block, 0, 0, lx, ly, "1")
    sheet.extend(block, (0, 0), (lx, ly))
    start = mm(fabric.end_chi if piece.part == 1 else fabric.join_chi)
    edge = mm((piece.cut_height - piece.finished_height) / 2)
    _rect(block, start, edge, start + mm(piece.finished_length), ly - edge, "14")
    # grain line: lengthwise, with an arrow at each end
    y = ly * 0.25
    block.add_line((lx * 0.1, y), (lx * 0.9, y), dxfattribs={"layer": "7"})
    a = min(ly * 0.08, lx * 0.03)
    for x, s in ((lx * 0.1, 1), (lx * 0.9, -1)):
        block.add_line((x, y), (x + s * a, y + a / 2), dxfattribs={"layer": "7"})
        block.add_line((x, y), (x + s * a, y - a / 2), dxfattribs={"layer": "7"})
    size = max(min(ly * 0.16, 80.0), 12.0)
    sheet.label(block, piece.label, lx / 2, ly * 0.66, size, "15")
    sheet.label(block, f"cut {_size(cplan, piece.cut_length)} × {_size(cplan, piece.cut_height)}",
                lx / 2, ly * 0.66 - size * 1.7, size * 0.7, "15")
    # the cut sizes as editable dimensions, inside the piece
    sheet.dimension(block, (0, 0), (lx, 0), ly * 0.1)
    sheet.dimension(block, (lx, 0), (lx, ly), -min(lx * 0.04, ly * 0.2), vertical=True)
    # their ticks reach a little beyond the cut line: measured (slow: ezdxf draws them) once for
    # each size of piece, the same for every piece of that size
    if (lx, ly) not in sheet._dim_extents:
        ext = bbox.extents(block.query("DIMENSION"), fast=True)
        sheet._dim_extents[lx, ly] = (ext.extmin, ext.extmax)
    sheet.extend(block, *sheet._dim_extents[lx, ly])
    return name


def cutting_plan_dxf(cplan: CuttingPlan, standard: str | None = None) -> Drawing:
    """The cutting plan of ``cplan`` as a DXF document in mm under ``standard``: each bolt an
    outline, each piece a block inserted where it lies, lanes across the width; labels and
    dimensions give the cut sizes."""
    std = standard or cplan.fabric.standard
    fab = cplan.fabric
    lane_mm = float(cplan.mm(cplan.lane_height, std))
    sheet = _Sheet(std, CUTTING_LAYERS, max(min(lane_mm * 0.08, 40.0), 8.0))
    mm = sheet.mm
    width = mm(fab.width_chi)
    lane_h = mm(cplan.lane_height)
    edge = mm(fab.selvedge_chi)  # the lanes start inside the selvedge
    gap = width * 0.6 + 200
    blocks: dict[CutPiece, str] = {}
    for b in cplan.bolts:
        y0 = -(b.index - 1) * (width + gap)
        # a bolt is drawn whole; a modern roll only as far as it is cut, then left open
        shown = cplan.drawn_length(b)
        if fab.whole_bolts:
            _rect(sheet.msp, 0, y0, mm(shown), y0 + width, "BOLT")
        else:
            sheet.msp.add_lwpolyline([(mm(shown) + 300, y0), (0, y0), (0, y0 + width),
                                      (mm(shown) + 300, y0 + width)], dxfattribs={"layer": "BOLT"})
        sheet.label(sheet.msp, f"{fab.bolt_word} {b.index}", 0, y0 + width + 60, 90, "15",
                    "BOTTOM_LEFT")
        for pl in b.placements:
            p = pl.piece
            if p not in blocks:
                tier = f"_{p.tier}" if p.tiers > 1 else ""  # the halves of a pieced strip
                blocks[p] = _piece_block(sheet, cplan, p,
                                         f"PIECE_{p.key}_{p.strip}_{p.part}{tier}")
            sheet.msp.add_blockref(blocks[p], (mm(pl.x), y0 + edge + pl.lane * lane_h),
                                   dxfattribs={"layer": "1"})
    t = cplan.target
    title = (f"侯 {t.range_gong}弓 cutting plan: {plan_table(cplan, std).caption} — 1尺 = "
             f"{sheet.scale:g} mm ({sheet.standard.key})")
    sheet.label(sheet.msp, title, 0, width + 400, 120, "15", "BOTTOM_LEFT")
    return sheet.finish()


def assembly_dxf(target: Target, standard: str | None = None,
                 post_above_chi: Fraction = Allowances.post_above_chi) -> Drawing:
    """The sewn target hung on its ropes and posts, with its 鵠 and dimensions, in mm under
    ``standard``; the posts reach ``post_above_chi`` 尺 above the upper rope, as the build sheet
    (:class:`~houzhi.making.allowances.Allowances`) has them."""
    std = get_standard(standard)
    size = max(float(target.breadth_chi * std.metres_per_chi * 1000) * 0.3, 40.0)
    sheet = _Sheet(standard, ASSEMBLY_LAYERS, size * 0.9)  # dimension text near the labels
    mm, msp = sheet.mm, sheet.msp
    rig = Rigging(target)
    pts = [(mm(x), mm(y)) for x, y in rig.outline]
    msp.add_lwpolyline(pts, close=True, dxfattribs={"layer": "OUTLINE"})
    base = target.bottom_chi
    sewn = strips(target)  # a part taller than a breadth in its strips, as it is sewn
    for p in target.pieces:
        for strip in reversed([s for s in sewn if s.key == p.key]):  # bottom up
            y = mm(base + strip.bottom_chi)
            half = mm(p.length_chi / 2)
            msp.add_line((-half, y), (half, y), dxfattribs={"layer": "SEAM"})
    hb, hs = base + target.hu_bottom_chi, target.hu_side_chi
    centre = base + target.hu_centre_chi
    for m in target.marks:  # the 鵠, the rings of the 正, or the place of the heads
        side, across = m.side_chi, m.width_chi / 2  # 敖's hides and 質 side by side
        ring = _rect(msp, mm(m.x_chi - across), mm(centre - side / 2), mm(m.x_chi + across),
                     mm(centre + side / 2), "HU")
        ring.rgb = rgb_of(m.colour)  # the colour word's paint, as the elevation shows it
    shi = target.shi
    # a 皮侯's 飾: a strip of hide down each side of the 中 (飾其側), where the reading has a
    # square 中 framed above and below for it; else none drawn, and the label says so
    if shi is not None:
        for x0, y0, x1, y1 in shi.strips:
            strip = _rect(msp, mm(x0), mm(base + y0), mm(x1), mm(base + y1), "SHI")
            strip.rgb = rgb_of(f"{shi.hide}皮")
    yunqi = target.yunqi  # a painted 侯's 雲氣 on 丹 down the sides of its 中 (鄭's 凡畫者丹質)
    if yunqi is not None:
        for x0, y0, x1, y1 in yunqi.strips:
            strip = _rect(msp, mm(x0), mm(base + y0), mm(x1), mm(base + y1), "YUNQI")
            strip.rgb = rgb_of(yunqi.ground)
    for end_x, end_y in (rig.upper_end, rig.lower_end):
        msp.add_line((-mm(end_x), mm(end_y)), (mm(end_x), mm(end_y)), dxfattribs={"layer": "ROPE"})
    # each post along its lean, from its foot to as far above the upper rope as the build
    # sheet says (Allowances.post_above_chi)
    fx, top_y = rig.post_foot[0], rig.post_top[1] + post_above_chi
    posts = [((s * mm(fx), 0.0), (s * mm(fx + rig.lean * top_y), mm(top_y))) for s in (1, -1)]
    for a, b in posts:
        msp.add_line(a, b, dxfattribs={"layer": "POST"})
    span = mm(rig.post_foot[0]) * 1.3 + 500
    msp.add_line((-span, 0), (span, 0), dxfattribs={"layer": "GROUND"})
    # dimensions: each strip's length (the 上个's above it, the others just inside their lower
    # edge) with its classical length beside the strip; the height and the hanging at the west
    top = mm(target.top_chi)
    for p in target.pieces:
        y_top = mm(base + p.bottom_chi + p.height_chi * p.count)
        y_bottom = mm(base + p.bottom_chi)
        half = mm(p.length_chi / 2)
        if p.key == "shang_ge":
            sheet.dimension(msp, (-half, y_top), (half, y_top), size * 1.2)
        else:
            sheet.dimension(msp, (-half, y_bottom), (half, y_bottom), size * 0.35)
        # beside the strip, to the west; where a 舌 reaches so near the post that it would
        # cross the label, outside the post (which leans out above: at the label's top)
        words = f"{p.name}{f' ×{p.count}' if p.count > 1 else ''}  {format_chi(p.length_chi)}"
        mid = (y_top + y_bottom) / 2
        out = mm(fx) + (mm(fx + rig.lean * top_y) - mm(fx)) * (mid + size) / mm(top_y) + size
        x, y, align = sheet.clear_spot([(words, 0.0)], [(half + size, mid, "MIDDLE_LEFT"),
                                                        (out, mid, "MIDDLE_LEFT")], size, posts)
        sheet.label(msp, words, x, y, size, "ANNOTATION", align)
    # the vertical dimensions and their labels outside the east post (on the left, as the
    # shooters see the target), beyond its top, where it leans out farthest
    x_dim = -mm(fx + rig.lean * top_y) - size * 2
    w_half = mm(target.width_chi / 2)
    sheet.dimension(msp, (-w_half, mm(base)), (-w_half, top), x_dim + w_half, vertical=True)
    sheet.dimension(msp, (-w_half, 0), (-w_half, mm(base)), x_dim + w_half, vertical=True)
    sheet.label(msp, f"height {format_chi(target.height_chi)}", x_dim - size * 1.5,
                (top + mm(base)) / 2, size, "ANNOTATION", "MIDDLE_RIGHT")
    # the height of the lower rope, with the rule that sets it (the build sheet's words); where
    # the reading cannot give it, that, and where it is drawn
    hung = target.hanging_words
    said = (f"去地 not given ({hung}): drawn at {format_chi(base)}" if "bottom" in target.not_given
            else f"去地 {format_chi(base)} ({hung})")
    sheet.label(msp, said, x_dim - size * 1.5, mm(base) / 2, size, "ANNOTATION", "MIDDLE_RIGHT")
    # the marks' label (and the 飾's under it) beside the 中, east of it as the elevation has
    # it, clear of the marks; where a post or another label is in the way, the first clear
    # spot: west of the 中, then outside the west post, then so a step lower and higher at a
    # time, within the 侯's height
    texts = [(f"{target.setting.hou.marks} {format_chi(hs)}", 0.0)]
    if shi is not None:
        texts.append((f"{shi.name} {format_chi(shi.width_chi)} wide" if shi.placed else
                      f"{shi.name} not placed (not given under {target.reading.label})",
                      size * 1.8))
    if yunqi is not None:
        texts.append((f"{yunqi.name} on {yunqi.ground} {format_chi(yunqi.width_chi)} wide"
                      if yunqi.placed else f"{yunqi.name} not placed", size * 1.8 * len(texts)))
    z, y_mark, step = mm(target.zhong_side_chi / 2) + size * 0.6, mm(hb + hs / 2), size
    post_x = mm(fx + rig.lean * top_y) - mm(fx)

    def spots_at(y: float) -> list[tuple[float, float, str]]:
        outside = mm(fx) + post_x * (y + size) / mm(top_y) + size
        return [(-z, y, "MIDDLE_RIGHT"), (z, y, "MIDDLE_LEFT"), (outside, y, "MIDDLE_LEFT")]

    spots = [spot for k in range(0, int((top - mm(base)) / step) + 1)
             for dy in sorted({-k * step, k * step}, reverse=True)
             if mm(base) + size <= y_mark + dy - texts[-1][1] and y_mark + dy + size <= top
             for spot in spots_at(y_mark + dy)]
    x, y, align = sheet.clear_spot(texts, spots or [(-z, y_mark, "MIDDLE_RIGHT")], size, posts)
    for text, down in texts:
        sheet.label(msp, text, x, y - down, size, "ANNOTATION", align)
    # each rope's label inside the posts, a little in from the post: the posts lean outward,
    # so above a rope each stands farther out than where the rope is tied
    sheet.label(msp, f"上綱 {format_chi(rig.upper_rope_chi)}", mm(rig.upper_end[0]) - size * 0.5,
                top + size, size, "ANNOTATION", "BOTTOM_RIGHT")
    sheet.label(msp, f"下綱 {format_chi(rig.lower_rope_chi)}", -mm(rig.lower_end[0]) + size * 0.5,
                mm(base) + size * 0.4, size, "ANNOTATION", "BOTTOM_LEFT")
    # which side is which: the 侯 faces north, and the shooters see its west on their right
    for s, word in ((-1, "東 E"), (1, "西 W")):
        sheet.label(msp, word, s * mm(fx), -size * 0.8, size * 1.2, "ANNOTATION", "TOP_CENTER")
    sheet.label(msp, f"{target.setting.hou.name} {target.range_gong}弓 "
                f"({target.setting.rite.label}; {target.reading.label}) — height "
                f"{format_chi(target.height_chi)}, 1尺 = {sheet.scale:g} mm "
                f"({sheet.standard.key})", 0, top + size * 5.6, size * 1.4, "ANNOTATION")
    sheet.label(msp, "seen from the shooters, north of the 侯 (凡侯北面，西方謂之左): east 東 on "
                "the left, west 西 on the right", 0, top + size * 3.6, size, "ANNOTATION")
    return sheet.finish()


def preview_svg(doc: Drawing) -> str:
    """An SVG picture of a DXF document's model space, as a CAD program would draw it (ezdxf's
    drawing add-on), for showing a DXF inline in Jupyter."""
    from ezdxf.addons.drawing import Frontend, RenderContext, layout, svg

    backend = svg.SVGBackend()
    Frontend(RenderContext(doc), backend).draw_layout(doc.modelspace())
    page = layout.Page(0, 0, layout.Units.mm, margins=layout.Margins.all(5))
    return str(backend.get_string(page))
