"""The site plan of a shooting ground (:mod:`houzhi.model.ground`) as DXF, in metres.

DXF R2018 (UTF-8), ``$INSUNITS`` = metres; x east, y north, the origin at the centre of the
target's foot line, as the model. One layer for each kind of placed thing (HALL, MARK, GEAR,
BLIND, TARGET, PERSON: :data:`houzhi.model.ground.KINDS`), each item's label on its own layer; the
axis and the range on AXIS, the title and the frame on ANNOTATION. Labels are filled glyph
outlines, so LibreCAD shows them without a CJK font; the same words are kept as editable TEXT on
layer TEXT (switched off), as in :mod:`houzhi.render.dxf`. An assumed place is labelled with
``*``, one placed from an assumed place with ``(*)``, an approximate one (少, 許) with ``~``
and a dashed ring.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ezdxf.document import Drawing

from ..measure.notation import format_chi
from ..model.ground import KINDS, Ground, Item
from .dxf import _Sheet

__all__ = ["SITE_LAYERS", "site_dxf"]

_COLOURS = {"hall": 8, "mark": 1, "gear": 3, "blind": 30, "target": 5, "person": 6}

#: Layer name -> (colour, description): one per kind, then the axis, the title and the text.
SITE_LAYERS: dict[str, tuple[int, str]] = {
    **{k.upper(): (_COLOURS[k], d) for k, d in KINDS.items()},
    "AXIS": (9, "the middle line of the ground and the range"),
    "ANNOTATION": (7, "title, frame and scale, text as outlines"),
    "TEXT": (5, "editable text of the labels (needs the font Noto Sans CJK TC, or SC in 简体)"),
}


def site_dxf(g: Ground, standard: str | None = None) -> Drawing:
    """The site plan of ground ``g`` in metres under ``standard`` (the rite's own by default:
    Ming for 頖宮, else the default standard)."""
    sheet = _Sheet(standard or g.extra.get("standard"), SITE_LAYERS)
    sheet.doc.header["$INSUNITS"] = 6  # metres
    m = float(sheet.standard.metres_per_chi)
    msp = sheet.msp

    def pt(p: tuple[Fraction, Fraction]) -> tuple[float, float]:
        return float(p[0]) * m, float(p[1]) * m

    extent = float(g.edge_y + g.hall.depth) * m
    size = max(extent / 220, 0.1)  # label height, m
    top = float(g.edge_y + g.hall.depth) * m
    msp.add_line((0, -4 * size), (0, top + 4 * size), dxfattribs={"layer": "AXIS",
                                                                  "linetype": "CENTER"})
    for it in g.items:
        _draw(sheet, msp, it, pt, size, _flag(g, it))
    # the range, from the 物's line to the target, beside the ground
    x_r = -float(g.hall.width) * m / 2 - 12 * size
    y_r = float(g.range_chi) * m
    msp.add_line((x_r, 0), (x_r, y_r), dxfattribs={"layer": "AXIS"})
    for y in (0, y_r):
        msp.add_line((x_r - size, y), (x_r + size, y), dxfattribs={"layer": "AXIS"})
    sheet.label(msp, f"侯道 {g.range_gong}弓 {format_chi(g.range_chi)} = {y_r:.3f} m", x_r - size,
                y_r / 2, size * 1.2, "AXIS", "MIDDLE_RIGHT")
    # north arrow and title
    xn, yn = x_r - 8 * size, top
    msp.add_lwpolyline([(xn - size, yn - 3 * size), (xn, yn), (xn + size, yn - 3 * size)],
                       dxfattribs={"layer": "ANNOTATION"})
    msp.add_line((xn, yn), (xn, yn - 6 * size), dxfattribs={"layer": "ANNOTATION"})
    sheet.label(msp, "北 N", xn, yn + size, size * 1.5, "ANNOTATION", "BOTTOM_CENTER")
    lines = [f"{g.rite} ground — site plan in metres (1尺 = {m * 1000:g} mm, {sheet.standard.key})",
             "x east, y north; origin: centre of the target's foot line",
             "* assumed (houzhi's figure)   (*) placed from an assumed place   "
             "~ approximate (the text says 少 or 許)"]
    for k, text in enumerate(lines):
        sheet.label(msp, text, x_r - 8 * size, -8 * size - k * 2.2 * size, size * 1.3,
                    "ANNOTATION", "TOP_LEFT")
    # the stake-out list beside the plan: each item's x and y in metres
    x_t = max(float(p[0]) for it in g.items for p in (it.at, *it.outline)) * m + 14 * size
    sheet.label(msp, "stake-out (m): x east, y north", x_t, top, size * 1.3, "ANNOTATION",
                "TOP_LEFT")
    for k, it in enumerate(g.items, 1):
        flag = _flag(g, it)
        x, y = pt(it.at)
        sheet.label(msp, f"{it.name}{flag}  x {x:.3f}  y {y:.3f}", x_t, top - k * 2.4 * size,
                    size * 1.3, it.kind.upper(), "TOP_LEFT")
    return sheet.finish()


def _flag(g: Any, it: Item) -> str:
    """``*`` for an assumed place, ``(*)`` for one placed from an assumed place, ``~`` for an
    approximate one: from the ground's bases (:meth:`houzhi.model.ground.Ground.basis`)."""
    b = g.basis(it)
    return ("*" if b.kind == "assumed" else "(*)" if b.rests else "") + (
        "~" if it.approximate else "")


def _draw(sheet: _Sheet, msp: Any, it: Item, pt: Any, size: float, flag: str) -> None:
    layer = it.kind.upper()
    x, y = pt(it.at)
    if it.shape == "line" and it.outline:
        msp.add_lwpolyline([pt(p) for p in it.outline], dxfattribs={"layer": layer})
    elif it.shape == "cross" and len(it.outline) == 4:
        n, s, w, e = (pt(p) for p in it.outline)
        msp.add_line(n, s, dxfattribs={"layer": layer})
        msp.add_line(w, e, dxfattribs={"layer": layer})
    if it.shape != "cross":
        msp.add_circle((x, y), size * 0.35, dxfattribs={"layer": layer})
        msp.add_point((x, y), dxfattribs={"layer": layer})
    if it.approximate:
        msp.add_circle((x, y), size * 2, dxfattribs={"layer": layer, "linetype": "DASHED"})
    # line items are labelled at their west end, points just east of themselves
    if it.kind == "target" and it.shape == "line":  # the cloth above its middle, ropes east
        gang = it.key.endswith("gang")
        lx, ly = pt(it.outline[-1]) if gang else (x, y)
        sheet.label(msp, it.name + flag, lx, ly + size * (0.6 if gang else 1.6), size, layer,
                    "BOTTOM_LEFT" if gang else "BOTTOM_CENTER")
    elif "zhi_post" in it.key:  # post feet below themselves
        sheet.label(msp, it.name + flag, x, y - size * 0.8, size, layer, "TOP_CENTER")
    elif it.shape == "line" and it.outline and it.outline[0][0] == it.outline[-1][0]:
        lx, ly = pt(max(it.outline, key=lambda p: p[1]))  # north–south: above its north end
        sheet.label(msp, it.name + flag, lx, ly + size * 0.6, size, layer, "BOTTOM_CENTER")
    elif it.shape == "line" and it.outline:
        lx, ly = pt(it.outline[0])
        sheet.label(msp, it.name + flag, lx - size * 0.6, ly, size, layer, "MIDDLE_RIGHT")
    elif it.shape == "cross":
        east = x >= 0
        sheet.label(msp, it.name + flag, x + (1 if east else -1) * size * 0.5, y - size * 1.6,
                    size, layer, "TOP_LEFT" if east else "TOP_RIGHT")
    elif it.kind == "hall":  # 楹 above their point, 階 below
        above = it.y_chi > 0 and it.key.endswith("ying")
        sheet.label(msp, it.name + flag, x, y + (1 if above else -1) * size * 0.7, size, layer,
                    "BOTTOM_CENTER" if above else "TOP_CENTER")
    elif x < 0:
        sheet.label(msp, it.name + flag, x - size * 0.7, y, size, layer, "MIDDLE_RIGHT")
    else:
        sheet.label(msp, it.name + flag, x + size * 0.7, y, size, layer, "MIDDLE_LEFT")
