"""A printable site plan of a shooting ground: one PDF page at a stated scale (1:N), north up,
with a scale bar drawn in the plan's own coordinates, so that a measure on the paper times N is
the distance on the field.

The plan is :func:`houzhi.render.plots.ground_plan` on an Axes sized so that one metre of the
field is ``1000 / N`` mm of paper: the field of the ground (:attr:`houzhi.model.ground.Ground.extent`)
with room for the labels around it (:data:`ROOM_MM`). A scale at which that does not fit the paper
is refused in one line naming the largest scale that does; the default is the largest of the
usual scales (:data:`SCALES`) that fits. No tiling: a field crew reads distances from the
stake-out table, and the plan shows where things are.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any

from ..documents.tables import gong_count
from ..errors import BadValueError, require
from ..locale import _

__all__ = ["ROOM_MM", "SCALES", "fitting_scale", "read_scale", "site_plan", "write_site_plan"]

#: The usual scales of a plan, 1:N, largest first: the default is the first that fits.
SCALES = (50, 100, 200, 250, 500, 750, 1000, 1250, 2000, 2500, 5000, 10000)
#: Paper (mm) around the field inside the plan, for the labels: west, east, south, north. The
#: west has the widest labels (names set left of their points) and the scale bar below.
ROOM_MM = (28.0, 14.0, 16.0, 8.0)
_MARGIN = 12.0  # mm of paper to its edge
_HEAD = 16.0  # mm: the heading above the plan
_FOOT = 34.0  # mm: the words below it
#: The least the field may be on paper, mm along its longer side: smaller, a plan shows nothing.
LEAST_MM = 40.0
_SCALE = re.compile(r"^\s*1\s*[:/]\s*([0-9]+)\s*$")


def read_scale(text: str) -> int:
    """The N of a scale written ``1:N`` (or ``1/N``), N a whole number of at least 1; anything
    else raises :class:`~houzhi.errors.BadValueError` in one line."""
    m = _SCALE.match(str(text))
    n = int(m.group(1)) if m else 0
    if n < 1:
        raise BadValueError(_("--scale must be written 1:N, N a whole number of at least 1 (as "
                              "1:500), got {text!r}").format(text=str(text)))
    return n


def _room(paper: tuple[float, float]) -> tuple[float, float]:
    """The paper (mm) the field itself may take on a portrait page ``paper`` (mm)."""
    w, h = paper
    return (w - 2 * _MARGIN - ROOM_MM[0] - ROOM_MM[1],
            h - 2 * _MARGIN - _HEAD - _FOOT - ROOM_MM[2] - ROOM_MM[3])


def _field_m(g: Any, standard: str | None) -> tuple[float, float]:
    """The field of ``g`` east–west and north–south, in metres under ``standard``."""
    from ..measure.units import get_standard

    m = get_standard(standard).metres_per_chi
    e = g.extent
    return float(e.width_chi * m), float(e.length_chi * m)


def fitting_scale(g: Any, standard: str | None, paper: tuple[float, float],
                  scale: int | None = None) -> int:
    """The N of the scale 1:N to draw ``g``'s site plan at on ``paper`` ((width, height) mm,
    portrait): ``scale`` if given and the field fits at it, else the largest of :data:`SCALES`
    that fits. A scale at which the field does not fit, or would be under :data:`LEAST_MM` long,
    raises :class:`~houzhi.errors.BadValueError` naming the largest (or smallest) that does."""
    from ..model.ground import Ground

    require(g, Ground, "fitting_scale(): g")
    w_m, l_m = _field_m(g, standard)
    rw, rh = _room(paper)
    least = math.ceil(max(w_m * 1000 / rw, l_m * 1000 / rh))  # the largest scale: 1:least
    most = math.floor(max(w_m, l_m) * 1000 / LEAST_MM)
    if scale is None:
        return next((s for s in SCALES if s >= least), least)
    if scale < least:
        raise BadValueError(_("--scale 1:{n}: the field ({w:.1f} m × {l:.1f} m) does not fit the "
                              "paper at that scale; the largest that fits is 1:{least}").format(
                                  n=scale, w=w_m, l=l_m, least=least))
    if scale > most:
        raise BadValueError(_("--scale 1:{n}: the field's {l:.1f} m would be under {mm:g} mm on "
                              "paper; give at most 1:{most}").format(
                                  n=scale, l=max(w_m, l_m), mm=LEAST_MM, most=most))
    return scale


def _bar_m(n: int) -> float:
    """A round length (m) whose bar at 1:``n`` is 30 to 75 mm of paper."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000):
        if step * 1000 / n >= 30:
            return float(step)
    return 5000.0


def site_plan(g: Any, standard: str | None = None, paper: str = "A4",
              scale: int | None = None) -> Any:
    """The site plan of ``g`` (a :class:`~houzhi.model.ground.Ground`) on one portrait page of
    ``paper`` (A4, Letter) at 1:``scale`` (default: :func:`fitting_scale`), as a matplotlib
    Figure whose size is the paper's; metres under ``standard`` (the 尺's)."""
    from matplotlib.figure import Figure

    from ..documents.field import OVERSHOOT, field_words
    from ..model.ground import Ground

    require(g, Ground, "site_plan(): g")
    from ..measure.units import get_standard
    from . import plots
    from .book import _paper

    size = _paper(paper)
    n = fitting_scale(g, standard, size, scale)
    std = get_standard(standard)
    m_chi = float(std.metres_per_chi)
    mm_chi = m_chi * 1000 / n  # paper mm per 尺 of the field
    e = g.extent
    pw, ph = size
    fig = Figure(figsize=(pw / 25.4, ph / 25.4))
    west, east, south, north = ROOM_MM
    box_w = float(e.width_chi) * mm_chi + west + east
    box_h = float(e.length_chi) * mm_chi + south + north
    x0 = _MARGIN + (pw - 2 * _MARGIN - box_w) / 2
    y0 = ph - _MARGIN - _HEAD - box_h
    ax = plots.as_placed(fig.add_axes((x0 / pw, y0 / ph, box_w / pw, box_h / ph)))
    plots.ground_plan(g, ax=ax, standard=std.key, legend=False)
    ax.set_title("")
    ax.set_axis_off()
    ax.set_aspect("auto")  # the box is sized to the scale: equal already, and never adjusted
    ax.set_xlim(float(e.west) - west / mm_chi, float(e.east) + east / mm_chi)
    ax.set_ylim(float(e.south) - south / mm_chi, float(e.north) + north / mm_chi)
    ax.add_patch(_frame(e))
    # the scale bar, in the plan's own coordinates (尺), below the field's south-west corner
    bar = _bar_m(n)
    bx, by = float(e.west) - (west - 4) / mm_chi, float(e.south) - (south - 6) / mm_chi
    ax.plot([bx, bx + bar / m_chi], [by, by], color=BAR_COLOUR, lw=3, solid_capstyle="butt")
    for x in (bx, bx + bar / m_chi / 2, bx + bar / m_chi):
        ax.plot([x, x], [by - 1.2 / mm_chi, by + 1.2 / mm_chi], color=BAR_COLOUR, lw=0.6)
    ax.text(bx, by - 2 / mm_chi, "0", fontsize=6, ha="center", va="top")
    ax.text(bx + bar / m_chi, by - 2 / mm_chi, f"{bar:g} m", fontsize=6, ha="center", va="top")
    ink = "#222222"
    paper_words = str(paper).strip()
    fig.text(_MARGIN / pw, 1 - (_MARGIN + 6) / ph,
             _("site plan: the {rite} ground, range {r}弓").format(
                 rite=g.rite, r=gong_count(g.range_gong)),
             fontsize=13, color=ink)
    fig.text(_MARGIN / pw, 1 - (_MARGIN + 12) / ph,
             _("scale 1:{n} on {paper} — print at 100% (actual size, no fit-to-page); the bar "
               "is {bar:g} m, {mm:g} mm on paper").format(n=n, paper=paper_words, bar=bar,
                                                           mm=bar * 1000 / n),
             fontsize=8, color=ink)
    lines = [field_words(g, std.key) + _("; the dashed frame"),
             _("north up; x east, y north of the target's centre; 尺 of the {std} standard, "
               "1尺 = {mm:g} mm").format(std=std.key, mm=m_chi * 1000),
             _("* a place houzhi assumes where the text gives none; (*) one the text gives from "
               "an assumed one; ~ one the text gives only roughly (少, 許)"),
             _(OVERSHOOT),
             _("distances to stake out: the table of `houzhi ground` (two tapes for every point)")]
    from ..documents._text import wrap

    words = [x for line in lines for x in wrap(line, int((pw - 2 * _MARGIN) / (7 * 0.19)))]
    fig.text(_MARGIN / pw, (y0 - 3) / ph, "\n".join(words), fontsize=7,
             color=ink, va="top", linespacing=1.3)
    return fig


#: The scale bar's colour, its own (the tests find the bar in the PDF by it).
BAR_COLOUR = "#102030"


def _frame(e: Any) -> Any:
    """The field's rectangle, dashed (in 尺)."""
    from matplotlib.patches import Rectangle

    return Rectangle((float(e.west), float(e.south)), float(e.width_chi), float(e.length_chi),
                     fill=False, ec="#777777", lw=0.6, ls=(0, (4, 2)))


def write_site_plan(g: Any, path: str | os.PathLike[str], standard: str | None = None,
                    paper: str = "A4", scale: int | None = None) -> Path:
    """Write :func:`site_plan` to the PDF ``path``, whole or not at all; returns the path."""
    import matplotlib

    from . import plots
    from ._files import write_atomically
    from ._font_tables import font_tables_kept
    from ._pdf import glyphs_loaded_once, pdf_backend
    from ._shown_ticks import shown_ticks_only
    from ._tick_boxes import tick_boxes_once
    from .batch import batch

    PdfPages = pdf_backend().PdfPages

    with batch(), matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}), \
            font_tables_kept():
        fig = site_plan(g, standard, paper, scale)

    def write(tmp: Path) -> None:
        meta = {"Creator": "houzhi", "Producer": None, "CreationDate": None,
                "Title": f"{g.rite} site plan"}
        with batch(), matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}), \
                glyphs_loaded_once(), tick_boxes_once(), font_tables_kept(), \
                PdfPages(tmp, metadata=meta) as pdf, shown_ticks_only(fig):
            pdf.savefig(fig)

    return write_atomically(path, write)
