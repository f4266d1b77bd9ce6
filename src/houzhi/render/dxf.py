"""DXF drawings (ezdxf): the cutting plan and the assembly drawing, at real scale in millimetres.

DXF R2018 (UTF-8), ``$INSUNITS`` = millimetres. The cutting plan follows the AAMA / ASTM D6673
pattern-piece layers: ``1`` cut line, ``14`` sew line, ``7`` grain line, ``15`` annotation; each
piece is a block, inserted where it lies on its bolt. Chinese labels are drawn as filled glyph
outlines (layer ``15`` or ``ANNOTATION``) so that a CAD program without a CJK font still shows
them; the same labels are kept as editable TEXT on layer ``TEXT`` (switched off; switch it on
where the font ``Noto Sans CJK JP`` is installed).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import ezdxf
from ezdxf import path as ezpath
from ezdxf.document import Drawing
from ezdxf.enums import TextEntityAlignment
from ezdxf.math import Matrix44

from ..cutting import CutPiece, CuttingPlan, Fabric
from ..notation import format_chi
from ..rigging import Rigging
from ..tables import plan_table
from ..target import Target
from ..units import get_standard
from .fonts import FONT_FILE, outline_font

__all__ = ["ASSEMBLY_LAYERS", "CUTTING_LAYERS", "assembly_dxf", "cutting_plan_dxf"]

DXF_VERSION = "R2018"
TEXT_STYLE = "HOUZHI"

#: AAMA / ASTM D6673 layers of a pattern piece: name -> (colour, description).
CUTTING_LAYERS = {
    "1": (7, "cut line (AAMA/ASTM D6673 layer 1, boundary)"),
    "14": (1, "sew line (AAMA/ASTM D6673 layer 14)"),
    "7": (3, "grain line (AAMA/ASTM D6673 layer 7)"),
    "15": (5, "annotation (AAMA/ASTM D6673 layer 15), text as outlines"),
    "BOLT": (8, "the bolt or roll the pieces lie on"),
    "TEXT": (5, "editable text of the labels (needs the font Noto Sans CJK JP)"),
}
ASSEMBLY_LAYERS = {
    "OUTLINE": (7, "outline of the sewn target"),
    "SEAM": (1, "seams between strips"),
    "HU": (1, "the 鵠"),
    "ROPE": (4, "the ropes 綱"),
    "POST": (30, "the posts 植"),
    "GROUND": (8, "the ground"),
    "DIMENSIONS": (6, "dimension lines: classical length and mm"),
    "ANNOTATION": (5, "labels, text as outlines"),
    "TEXT": (5, "editable text of the labels (needs the font Noto Sans CJK JP)"),
}


class _Sheet:
    """A new DXF document at real scale: ``mm(x)`` turns 尺 into mm under the standard."""

    def __init__(self, standard: str | None, layers: dict[str, tuple[int, str]]) -> None:
        self.standard = get_standard(standard)
        self.scale = float(self.standard.metres_per_chi * 1000)
        self.doc: Drawing = ezdxf.new(DXF_VERSION, setup=True, units=4)
        self.doc.header["$MEASUREMENT"] = 1
        self.doc.styles.add(TEXT_STYLE, font=FONT_FILE)
        for name, (colour, description) in layers.items():
            layer = self.doc.layers.add(name, color=colour)
            layer.description = description
        text_layer = self.doc.layers.get("TEXT")
        text_layer.off()
        text_layer.freeze()
        self.msp = self.doc.modelspace()

    def mm(self, chi: Fraction) -> float:
        return float(chi) * self.scale

    def label(self, layout: Any, text: str, x: float, y: float, height: float, layer: str,
              align: str = "MIDDLE_CENTER") -> None:
        """Write ``text`` at (x, y) mm, ``height`` mm high: filled outlines on ``layer`` and an
        editable TEXT on layer TEXT."""
        font = outline_font()
        glyphs = [g.to_path() for g in font.text_glyph_paths(text, cap_height=height)]
        drawn = [g for g in glyphs if g.has_sub_paths or len(g)]
        if drawn:
            box = ezpath.bbox(drawn, fast=True)
            dx = {"LEFT": 0.0, "CENTER": 0.5, "RIGHT": 1.0}[align.split("_")[-1]]
            dy = {"BOTTOM": 0.0, "MIDDLE": 0.5, "TOP": 1.0}[align.split("_")[0]]
            m = Matrix44.translate(x - box.extmin.x - dx * box.size.x,
                                   y - box.extmin.y - dy * box.size.y, 0)
            for g in drawn:
                ezpath.render_hatches(layout, list(g.transform(m).sub_paths()), edge_path=False,
                                      distance=height / 60, dxfattribs={"layer": layer})
        layout.add_text(text, height=height, dxfattribs={"layer": "TEXT", "style": TEXT_STYLE}
                        ).set_placement((x, y), align=TextEntityAlignment[align])


def _dimension(sheet: _Sheet, layout: Any, a: tuple[float, float], b: tuple[float, float],
               offset: float, size: float, text: str) -> None:
    """A dimension line between points ``a`` and ``b`` (mm), drawn ``offset`` mm to the left of
    a→b, with extension lines, arrows and ``text`` as outlines; layer DIMENSIONS."""
    import math

    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    nx, ny = -uy, ux
    pa = (ax + nx * offset, ay + ny * offset)
    pb = (bx + nx * offset, by + ny * offset)
    attrs = {"layer": "DIMENSIONS"}
    over = math.copysign(size * 0.4, offset)
    layout.add_line(a, (pa[0] + nx * over, pa[1] + ny * over), dxfattribs=attrs)
    layout.add_line(b, (pb[0] + nx * over, pb[1] + ny * over), dxfattribs=attrs)
    layout.add_line(pa, pb, dxfattribs=attrs)
    arrow = size * 0.6
    for (px, py), s in ((pa, 1), (pb, -1)):
        for side in (1, -1):
            layout.add_line((px, py), (px + s * ux * arrow + side * nx * arrow / 3,
                                       py + s * uy * arrow + side * ny * arrow / 3), dxfattribs=attrs)
    mx, my = (pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2
    if abs(uy) > abs(ux):  # vertical: the label beside the line
        sheet.label(layout, text, mx - size * 0.5, my, size, "DIMENSIONS", "MIDDLE_RIGHT")
    else:
        sheet.label(layout, text, mx, my + size * 0.4, size, "DIMENSIONS", "BOTTOM_CENTER")


def _rect(layout: Any, x0: float, y0: float, x1: float, y1: float, layer: str) -> None:
    layout.add_lwpolyline([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], close=True,
                          dxfattribs={"layer": layer})


def _piece_block(sheet: _Sheet, piece: CutPiece, fabric: Fabric, name: str) -> str:
    """Define the block of one piece (origin at its lower west cut corner) and return its name."""
    block = sheet.doc.blocks.new(name)
    mm = sheet.mm
    lx, ly = mm(piece.cut_length), mm(piece.cut_height)
    _rect(block, 0, 0, lx, ly, "1")
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
    size = max(min(ly * 0.22, 80.0), 12.0)
    sheet.label(block, piece.label, lx / 2, ly * 0.62, size, "15")
    sheet.label(block, f"{format_chi(piece.finished_length)} ({mm(piece.finished_length):.0f} mm)",
                lx / 2, ly * 0.62 - size * 1.6, size * 0.7, "15")
    return name


def cutting_plan_dxf(cplan: CuttingPlan, standard: str | None = None) -> Drawing:
    """The cutting plan of ``cplan`` as a DXF document in mm under ``standard``: each bolt an
    outline, each piece a block inserted where it lies, lanes across the width."""
    sheet = _Sheet(standard or cplan.fabric.standard, CUTTING_LAYERS)
    mm = sheet.mm
    fab = cplan.fabric
    width = mm(fab.width_chi)
    lane_h = mm(cplan.lane_height)
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
                blocks[p] = _piece_block(sheet, p, fab, f"PIECE_{p.key}_{p.strip}_{p.part}")
            sheet.msp.add_blockref(blocks[p], (mm(pl.x), y0 + pl.lane * lane_h),
                                   dxfattribs={"layer": "1"})
    t = cplan.target
    title = (f"侯 {t.range_gong}弓 cutting plan: {plan_table(cplan).caption} — 1尺 = "
             f"{sheet.scale:g} mm ({sheet.standard.key})")
    sheet.label(sheet.msp, title, 0, width + 400, 120, "15", "BOTTOM_LEFT")
    return sheet.doc


def assembly_dxf(target: Target, standard: str | None = None) -> Drawing:
    """The sewn target hung on its ropes and posts, with its 鵠 and dimension lines, in mm."""
    sheet = _Sheet(standard, ASSEMBLY_LAYERS)
    mm, msp = sheet.mm, sheet.msp
    rig = Rigging(target)
    pts = [(mm(x), mm(y)) for x, y in rig.outline]
    msp.add_lwpolyline(pts, close=True, dxfattribs={"layer": "OUTLINE"})
    base = target.bottom_chi
    for p in target.pieces:
        for k in range(p.count):
            y = mm(base + p.bottom_chi + p.height_chi * k)
            half = mm(p.length_chi / 2)
            msp.add_line((-half, y), (half, y), dxfattribs={"layer": "SEAM"})
    hb, hs = base + target.hu_bottom, target.hu_side
    centre = base + target.hu_centre
    for m in target.marks:  # the 鵠, the rings of the 正, or the place of the heads
        side = m.side_chi
        _rect(msp, -mm(side / 2), mm(centre - side / 2), mm(side / 2), mm(centre + side / 2),
              "HU")
    for end_x, end_y in (rig.upper_end, rig.lower_end):
        msp.add_line((-mm(end_x), mm(end_y)), (mm(end_x), mm(end_y)), dxfattribs={"layer": "ROPE"})
    (fx, _), (tx, ty) = rig.post_foot, rig.post_top
    for s in (1, -1):
        msp.add_line((s * mm(fx), 0), (s * mm(tx), mm(ty) + 150), dxfattribs={"layer": "POST"})
    span = mm(rig.post_foot[0]) * 1.3 + 500
    msp.add_line((-span, 0), (span, 0), dxfattribs={"layer": "GROUND"})
    # dimensions: each strip's length above it, the height and the hanging at the west side
    size = max(mm(target.breadth) * 0.3, 40.0)
    top = mm(target.top_chi)
    for p in target.pieces:
        y = mm(base + p.bottom_chi + p.height_chi * p.count)
        half = mm(p.length_chi / 2)
        _dimension(sheet, msp, (-half, y), (half, y), -size * 0.25 if p.key != "shang_ge"
                   else size * 0.25, size * 0.7, f"{format_chi(p.length_chi)}  {2 * half:.0f} mm")
        sheet.label(msp, p.name + (f" ×{p.count}" if p.count > 1 else ""), half + size, y
                    - mm(p.height_chi * p.count) / 2, size, "ANNOTATION", "MIDDLE_LEFT")
    x_dim = -mm(rig.post_foot[0]) - size * 2
    w_half = mm(target.width_chi / 2)
    _dimension(sheet, msp, (-w_half, mm(base)), (-w_half, top), x_dim + w_half, size * 0.7,
               f"{format_chi(target.height_chi)}  {top - mm(base):.0f} mm")
    _dimension(sheet, msp, (-w_half, 0), (-w_half, mm(base)), x_dim + w_half, size * 0.7,
               f"{format_chi(base)}  {mm(base):.0f} mm")
    sheet.label(msp, f"{target.setting.hou.marks} {format_chi(hs)}", 0, mm(hb + hs / 2), size,
                "ANNOTATION")
    sheet.label(msp, f"上綱 {format_chi(rig.upper_rope_chi)}", mm(rig.upper_end[0]), top + size,
                size, "ANNOTATION", "BOTTOM_RIGHT")
    sheet.label(msp, f"下綱 {format_chi(rig.lower_rope_chi)}", mm(rig.lower_end[0]),
                mm(base) + size * 0.4, size, "ANNOTATION", "BOTTOM_RIGHT")
    hung = "見鵠" if target.setting.station in ("參", "大侯") else "下綱不及地武"
    sheet.label(msp, hung, -x_dim + size, mm(base) / 2, size, "ANNOTATION", "MIDDLE_LEFT")
    sheet.label(msp, f"{target.setting.hou.name} {target.range_gong}弓 "
                f"({target.setting.rite.label}; {target.reading.label}) — height "
                f"{format_chi(target.height_chi)}, 1尺 = {sheet.scale:g} mm "
                f"({sheet.standard.key})", 0, top + size * 4, size * 1.4, "ANNOTATION")
    return sheet.doc


def preview_svg(doc: Drawing) -> str:
    """An SVG picture of a DXF document's model space, as a CAD program would draw it (ezdxf's
    drawing add-on), for showing a DXF inline in Jupyter."""
    from ezdxf.addons.drawing import Frontend, RenderContext, layout, svg

    backend = svg.SVGBackend()
    Frontend(RenderContext(doc), backend).draw_layout(doc.modelspace())
    page = layout.Page(0, 0, layout.Units.mm, margins=layout.Margins.all(5))
    return str(backend.get_string(page))
