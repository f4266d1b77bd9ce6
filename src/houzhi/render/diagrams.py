"""Small diagrams for the build book's sewing and rigging pages: the seam in section, the doubled
hem with its tape where a rope pulls, how a loop 縜 is made and fixed, and the knots the rigging
section names (:func:`houzhi.making.standing.rigging`: a round turn and two half hitches, a
cleat hitch, a bowline, a trucker's hitch); and the tabernacle a post stands in where the ground
may not be dug, in two views to one scale with its sizes (:func:`houzhi.making.tabernacle.tabernacle`).

Each function draws on the matplotlib Axes it is given, in a unitless frame of its own (the
drawings are schematic, not to scale, and say so in their caption), and returns nothing; the
tabernacle's, in mm, is to scale. None of this is in the texts: the seams, hems, knots and
tabernacle are houzhi's recommendations.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.patches import Ellipse, Polygon, Rectangle

from ..documents._text import wrap
from ..errors import require
from ..locale import _
from ..making.tabernacle import Lug, Tabernacle, bolt_length_mm, hole_mm
from ..making.weighted_base import (
    KNOT_GAP_MM,
    ROPE_ROOM_MM,
    SCREW,
    SLAB_MM,
    SLAB_T_MM,
    SLEEPER_LONG_MM,
    SLEEPER_MM,
    GuyWeight,
    WeightedBase,
    base_bolt_length_mm,
)

__all__ = ["DRAWINGS", "bowline", "cleat_hitch", "flat_felled_seam", "guy_weight", "loop_fixed",
           "rope_hem",
           "round_turn_two_half_hitches", "tabernacle", "truckers_hitch", "weighted_base"]

_INK = "#222222"
_A = "#3b6ea5"  # one piece of cloth, or the rope
_B = "#c8322a"  # the other piece
_THREAD = "#2e7d32"
_TAPE = "#d8cbb0"
_POST = "#7a4b1c"


def _frame(ax: Axes, x: tuple[float, float], y: tuple[float, float], title: str) -> None:
    """Limits, equal aspect, no axis, and the diagram's caption above it (9 pt)."""
    ax.set_xlim(*x)
    ax.set_ylim(*y)
    ax.set_aspect("equal")
    ax.set_axis_off()
    ax.set_title(title, fontsize=9, color=_INK, pad=2)


def _note(ax: Axes, x: float, y: float, s: str, **kw: object) -> None:
    ax.text(x, y, s, **{"fontsize": 8, "color": _INK, **kw})  # type: ignore[arg-type]


#: a drawing's key: its size (pt) and the least it is set at where its words do not fit the
#: room beside the drawing wrapped (a translation longer than the English)
KEY_PT = 8.0
KEY_FLOOR_PT = 7.0


def _key(ax: Axes, x: float, y: float, items: Sequence[str], linespacing: float = 1.4) -> bool:
    """A drawing's key: ``items`` (its lines, each wrapped with the lines after its first
    indented) set from ``x``, ``y`` (data units of ``ax``, its top left) in the room the axes
    leave right of and below it: wrapped to the room's width as the font measures it, at
    :data:`KEY_PT`, or smaller by half points down to :data:`KEY_FLOOR_PT` where it is too long
    for the room's height; the drawing's scale is not touched. The axes' limits and aspect must
    be set. True where it fits (else it is set at the floor, longer than the room)."""
    from matplotlib.textpath import text_to_path

    ax.apply_aspect()
    fig = ax.get_figure(root=True)
    dpi = fig.dpi if fig else 72.0
    px, py = ax.transData.transform((x, y))
    room_w = (ax.bbox.x1 - px) * 72 / dpi - 2  # points, a hair short of the axes' edge
    room_h = (py - ax.bbox.y0) * 72 / dpi
    text = ax.text(x, y, "", fontsize=KEY_PT, color=_INK, va="top", linespacing=linespacing)
    fp = text.get_fontproperties().copy()

    def metrics(line: str) -> tuple[float, float, float]:  # width, height, descent (points)
        w, h, d = text_to_path.get_text_width_height_descent(line, fp, ismath=False)
        return float(w), float(h), float(d)

    def width(line: str) -> float:  # points
        return metrics(line)[0]

    def height(lines: list[str]) -> float:
        """The lines' height (points) as matplotlib's Text lays them: each baseline the
        greater of linespacing × an "lp"'s height and linespacing × its own below the last
        line's descent."""
        _w, lp_h, lp_d = metrics("lp")
        total, below = 0.0, 0.0
        for n, line in enumerate(lines):
            _w, h, d = metrics(line or "lp")
            h, d = max(h, lp_h), max(d, lp_d)
            total += (h - d) if n == 0 else below + max(lp_h - lp_d, h - d) * linespacing
            below = d
        return total + below

    def wrapped(item: str, size: float) -> list[str]:
        columns = max(8, int(room_w / (0.5 * size)))  # a half-em column to start
        while True:
            lines = [("    " if n else "") + line for n, line in enumerate(wrap(item, columns))]
            widest = max(width(line) for line in lines)
            if widest <= room_w or columns <= 8:
                return lines
            columns = max(8, min(columns - 1, int(columns * room_w / widest)))

    size = KEY_PT
    while True:
        fp.set_size(size)
        lines = [line for item in items for line in wrapped(item, size)]
        high = height(lines) * 1.02  # a hair over, for rounding
        if high <= room_h or size <= KEY_FLOOR_PT:
            break
        size -= 0.5
    text.set_text("\n".join(lines))
    text.set_fontsize(size)
    return high <= room_h


def _line(ax: Axes, pts: Sequence[tuple[float, float]], colour: str, lw: float = 2.2,
          **kw: object) -> None:
    ax.plot([p[0] for p in pts], [p[1] for p in pts], color=colour, lw=lw,
            solid_capstyle="round", solid_joinstyle="round", **kw)  # type: ignore[arg-type]


def _arc(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 24,
         ry: float | None = None) -> list[tuple[float, float]]:
    """Points of an arc (an ellipse's with ``ry``) from angle ``a0`` to ``a1`` (degrees)."""
    ry = r if ry is None else ry
    return [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def flat_felled_seam(ax: Axes) -> None:
    """The flat-felled seam in section: each piece's raw edge folded under the other's, so both
    edges are enclosed, and two rows of stitching through all four layers."""
    require(ax, Axes, "flat_felled_seam(): ax")
    g = 0.22  # the gap between layers
    a = [(-6, 0), (1.6, 0), *_arc(1.6, -1.5 * g, 1.5 * g, 90, -90, 10), (-1.4, -3 * g)]
    b = [(6, -4.5 * g), (-1.6, -4.5 * g), *_arc(-1.6, -3 * g, 1.5 * g, 270, 90, 10)[:-1],
         (-1.6, -1.5 * g), (1.3, -1.5 * g)]
    _line(ax, a, _A)
    _line(ax, b, _B)
    for x in (-1.0, 1.0):  # the two rows, through every layer
        _line(ax, [(x, 0.55), (x, -4.5 * g - 0.55)], _THREAD, 1.0, ls=(0, (1.5, 1)))
    _note(ax, -6, 0.35, _("piece A"))
    _note(ax, 6, -4.5 * g - 0.75, _("piece B"), ha="right")
    _note(ax, 0, 0.8, _("two rows of stitching"), ha="center", color=_THREAD)
    _note(ax, 0, -4.5 * g - 1.25, _("both raw edges folded in: nothing to fray"), ha="center")
    _frame(ax, (-6.5, 6.5), (-3.0, 1.6), _("flat-felled seam, in section"))


def rope_hem(ax: Axes) -> None:
    """The rope edge in section: a twill tape folded in half over the cloth's edge, its seam
    allowance inside the fold, stitched through tape and cloth with two rows; the loop 縜
    above it."""
    require(ax, Axes, "rope_hem(): ax")
    t = 0.45
    _line(ax, [(0, -6), (0, 0)], _A)  # the cloth, its edge at the top
    tape = [(-t, -2.4), (-t, 0), *_arc(0, 0.05, t, 180, 0, 10), (t, -2.4)]
    _line(ax, tape, _TAPE, 3.0)
    for y in (-0.8, -1.9):
        _line(ax, [(-t - 0.6, y), (t + 0.6, y)], _THREAD, 1.0, ls=(0, (1.5, 1)))
    _line(ax, _arc(0, 0.55, 0.5, 200, -20, 20), "#8e44ad", 1.6)  # the loop, its ends on the tape
    _note(ax, 0.8, 1.0, _("縜 loop"), color="#8e44ad")
    _note(ax, 1.2, -0.3, _("tape folded over the edge"))
    _note(ax, 1.2, -1.35, _("the seam allowance inside it"))
    _note(ax, 1.2, -2.3, _("two rows of stitching"), color=_THREAD)
    _note(ax, -0.4, -4.2, _("the cloth\n(上个 or 下个)"), ha="right", va="center")
    _frame(ax, (-3.4, 6.4), (-6.2, 2.0), _("the rope edge: bound with tape"))


def loop_fixed(ax: Axes) -> None:
    """A loop 縜 seen from the face: a length of cord folded into a loop of one 寸 above the
    edge, its two ends laid flat down the taped edge and stitched through with a box and a
    cross."""
    require(ax, Axes, "loop_fixed(): ax")
    # the cloth wide enough to the right for the stitch's words to lie on it
    ax.add_patch(Rectangle((-3, -3), 7.6, 3, facecolor="#f2ead8", edgecolor=_INK, lw=0.5))
    _line(ax, [(-3, -1.0), (4.6, -1.0)], _THREAD, 0.6, ls=(0, (1.5, 1)))
    _line(ax, [(-3, -2.2), (4.6, -2.2)], _THREAD, 0.6, ls=(0, (1.5, 1)))
    for x in (-0.35, 0.35):  # the cord's two ends, flat on the hem
        _line(ax, [(x, 0), (x, -2.6)], "#8e44ad", 2.0)
    _line(ax, _arc(0, 0, 0.35, 180, 0, 16, ry=1.4), "#8e44ad", 2.0)
    box = [(-0.8, -0.4), (0.8, -0.4), (0.8, -2.4), (-0.8, -2.4), (-0.8, -0.4)]
    _line(ax, box, _B, 0.8)
    _line(ax, [(-0.8, -0.4), (0.8, -2.4)], _B, 0.8)
    _line(ax, [(0.8, -0.4), (-0.8, -2.4)], _B, 0.8)
    _note(ax, 0.6, 0.9, _("loop 縜: its opening\n一寸 (縜寸焉) or more"), va="center")
    _note(ax, 1.15, -1.6, _("box-X stitch\nthrough every layer"), color=_B, va="center")
    _note(ax, -3.0, -3.3, _("the taped edge, from the face"), va="top")
    _frame(ax, (-3.2, 4.8), (-4.4, 2.0), _("fixing a loop 縜"))


def _post(ax: Axes, x: float, y0: float, y1: float, w: float = 0.9) -> None:
    ax.add_patch(Rectangle((x - w / 2, y0), w, y1 - y0, facecolor=_POST, edgecolor=_INK,
                           lw=0.4, alpha=0.85, zorder=1))


def _strand(ax: Axes, pts: Sequence[tuple[float, float]], z: float, lw: float = 2.4,
            colour: str = _A) -> None:
    """A piece of rope drawn at depth ``z`` with a white edge: where a strand of higher ``z``
    crosses it, the white edge breaks it, so each crossing reads over or under, as in a knot
    book."""
    from matplotlib import patheffects

    ax.plot([p[0] for p in pts], [p[1] for p in pts], color=colour, lw=lw, zorder=z,
            solid_capstyle="round", solid_joinstyle="round",
            path_effects=[patheffects.Stroke(linewidth=lw + 3.2, foreground="white"),
                          patheffects.Normal()])


def _turns(ax: Axes, x0: float, y: float, n: int, pitch: float = 0.8, r: float = 0.6,
           back: float = 1.0) -> float:
    """``n`` turns of the rope's end round a standing part lying along y, from ``x0`` toward
    +x, as a coil: each turn's front half crosses over the standing part, its back half under
    it. Returns the x where the last turn ends, below the standing part."""
    x = x0
    for _k in range(n):
        cx = x + pitch / 2
        front = _arc(cx, y, pitch * 0.5, -110, 70, 14, ry=r)  # up in front, leaning forward
        rear = _arc(cx, y, pitch * 0.5, 70, 250, 14, ry=r)  # down behind
        _strand(ax, rear, 1, lw=2.0)
        _strand(ax, front, 3 + back)
        x += pitch
    return x


def round_turn_two_half_hitches(ax: Axes) -> None:
    """A round turn and two half hitches on a post: the rope goes twice round the post, then
    its end makes two half hitches round its own standing part only, both the same way."""
    require(ax, Axes, "round_turn_two_half_hitches(): ax")
    _post(ax, 0, -3, 3)
    _strand(ax, [(6.0, 0.5), (0.45, 0.5)], 2)  # the standing part, from the target
    for y in (0.5, -0.2):  # the round turn: in front of the post, then behind it (dotted)
        _strand(ax, _arc(0, y - 0.35, 0.45, 90, 270, 12, ry=0.35), 3)
        ax.add_patch(Ellipse((0, y - 0.35), 0.9, 0.7, fill=False, ec=_A, lw=1.0, ls=":",
                             zorder=0))
    _strand(ax, [(0.0, -0.9), (1.2, -0.9), (1.6, -0.6)], 2.5)  # the end, back along below
    x = _turns(ax, 1.6, 0.5, 1)  # the first half hitch, round the standing part
    _strand(ax, [(x - 0.4, -0.05), (x, -0.6), (x + 0.6, -0.6)], 2.5)  # tucked under itself
    x = _turns(ax, x + 0.6, 0.5, 1)  # the second, the same way
    _strand(ax, [(x - 0.4, -0.05), (x, -0.6), (x + 0.5, -1.1)], 2.5)  # the tail
    _note(ax, 6.3, 1.4, _("to the target"), ha="right", va="bottom")  # above the hitches
    _note(ax, 0, -3.5, _("post 植"), ha="center", va="top")
    _note(ax, 1.0, -1.5, _("two half hitches\nround the standing part"), ha="left", va="top")
    _note(ax, -0.6, 1.3, _("round turn"), ha="right")
    _frame(ax, (-2.8, 6.4), (-4.4, 2.2), _("round turn and two half hitches"))


def bowline(ax: Axes) -> None:
    """A bowline: a fixed loop that neither slips nor jams. A small loop is made in the
    standing part; the end comes up through it from behind, goes round behind the standing
    part, and back down through the small loop, to lie inside the fixed loop beside its own
    leg."""
    require(ax, Axes, "bowline(): ax")
    _strand(ax, [(0, 4.8), (0, 2.4)], 3)  # the standing part, from above (over the end)
    # the small loop: the standing part goes round it and crosses over itself at the top
    small = [(0, 2.4), *_arc(0, 1.5, 0.9, 90, 360 + 110, 48)]
    _strand(ax, small[:40], 2)
    _strand(ax, small[39:], 2.6)
    fixed = [small[-1], (-0.6, 1.9), (-1.2, 0.2), *_arc(0, -2.0, 1.6, 150, 360 + 30, 40)]
    _strand(ax, fixed, 2)  # the fixed loop, round and up its right leg
    up = [fixed[-1], (0.9, 0.2), (0.45, 0.75)]
    _strand(ax, up, 1)  # the end up through the small loop: under its lower edge
    _strand(ax, [(0.45, 0.75), (0.4, 1.6), (0.35, 2.55)], 3.5)  # over its upper edge
    _strand(ax, [(0.35, 2.55), *_arc(0, 3.0, 0.45, -20, 200, 14)], 1)  # behind the standing part
    _strand(ax, [(-0.42, 2.85), (-0.35, 1.9), (-0.3, 1.0)], 3.5)  # back down, over the edge
    _strand(ax, [(-0.3, 1.0), (-0.1, 0.2), (0.35, -0.7)], 1.5)  # under the lower edge, inside
    _note(ax, 0.25, 4.4, _("standing part"), va="center")
    _note(ax, 1.8, -2.4, _("the fixed loop\n(round the post top,\nabove the bolt)"), va="center")
    _note(ax, 1.1, 2.2, _("the end: up through the small loop,\nround behind the standing "
                          "part,\nback down the small loop"), va="center")
    _note(ax, -1.8, -0.4, _("the tail, inside\nthe fixed loop"), ha="right", va="center")
    _frame(ax, (-4.4, 6.2), (-3.8, 5.0), _("bowline"))


def truckers_hitch(ax: Axes) -> None:
    """A trucker's hitch at an anchor: a loop made in the standing part; the end goes round the
    anchor, back up through the loop and down again — a purchase of two to one that sets the
    guy tight by hand — and is tied off with two half hitches round both parts below it."""
    require(ax, Axes, "truckers_hitch(): ax")
    ax.add_patch(Rectangle((-5.6, -1.4), 0.5, 2.8, facecolor="#888888", edgecolor=_INK, lw=0.4))
    _strand(ax, [(4.6, 0.5), (0.6, 0.5)], 2)  # the standing part, from the post
    _strand(ax, [(0.6, 0.5), *_arc(0.1, 0.5, 0.5, 0, 360, 30)], 2)  # the loop in it
    _strand(ax, [(-0.4, 0.5), (-5.1, 0.5)], 2)  # on to the anchor
    _strand(ax, [(-5.1, 0.5), *_arc(-5.35, 0, 0.5, 90, 270, 10), (-0.2, -0.5)], 2)  # round it
    _strand(ax, [(-0.2, -0.5), (0.0, 0.2), (0.1, 0.95)], 3)  # up through the loop
    _strand(ax, [(0.1, 0.95), (0.5, 0.6), (0.4, -1.0), (-1.2, -1.0)], 3.5)  # and down again
    x = _turns(ax, -3.6, -0.75, 2, pitch=0.7, r=0.5)  # two half hitches round both parts
    _strand(ax, [(-1.2, -1.0), (x, -1.0)], 1)
    _strand(ax, [(-3.6, -1.2), (-4.0, -1.6)], 2.5)  # the tail
    _note(ax, 4.6, 0.8, _("to the post"), ha="right")
    _note(ax, -5.35, -2.5, _("anchor"), ha="center", va="top")
    _note(ax, 0.1, 1.3, _("a loop in the standing part"), ha="center", va="bottom")
    _note(ax, 0.8, -0.2, _("the end: round\nthe anchor, up\nthrough the loop,\npulled down "
                           "(2 to 1)"), ha="left", va="top")
    _note(ax, -2.0, -1.85, _("two half hitches\nround both parts"), ha="center", va="top")
    _frame(ax, (-6.2, 5.4), (-3.4, 2.2), _("trucker's hitch"))  # room for the end's words


def cleat_hitch(ax: Axes) -> None:
    """A cleat hitch on a cleat bolted along the west post: the rope comes down from its round
    turn at the mark, passes the near horn to the far one, takes a turn round the cleat's base,
    crosses over the top in figure-eights round the horns, and is locked by a last turn taken
    with a twist so that its end lies under itself; a tail hangs free, to hold while the hitch
    is eased off."""
    require(ax, Axes, "cleat_hitch(): ax")
    _post(ax, 0, -4.4, 4.4, w=2.2)
    ax.add_patch(Rectangle((-0.28, -2.3), 0.56, 4.6, facecolor="#9a9a9a", edgecolor=_INK,
                           lw=0.5, zorder=1.2))  # the horns, tip to tip
    ax.add_patch(Rectangle((-0.45, -0.9), 0.9, 1.8, facecolor="#6f6f6f", edgecolor=_INK,
                           lw=0.5, zorder=1.1))  # the base, bolted to the post
    _strand(ax, [(0.75, 4.4), (0.75, 1.2), (0.6, -1.8), (0.45, -2.5)], 2)  # down past the near horn
    # the turn round the base: under the far horn, up behind the base, over the near horn
    _strand(ax, [(0.45, -2.5), *_arc(0, -2.5, 0.45, 0, -180, 10), (-0.6, -1.8)], 2)
    _strand(ax, [(-0.6, -1.8), (-0.65, 1.8)], 1.5)
    _strand(ax, [(-0.65, 1.8), *_arc(0, 2.5, 0.65, 220, 90, 8), (0.35, 3.0)], 2)
    # two figure-eights over the top, crossing the cleat diagonally
    for z in (3.0, 3.6):
        _strand(ax, [(0.35, 3.0), (0.55, 2.4), (-0.55, -2.4)], z)
        _strand(ax, [(-0.55, -2.4), *_arc(0, -2.5, 0.55, 180, 360, 8)], z - 0.5)
        _strand(ax, [(0.55, -2.5), (0.55, -2.4), (-0.55, 2.4), (-0.35, 3.0)], z + 0.2)
        _strand(ax, [(-0.35, 3.0), *_arc(0, 2.6, 0.5, 140, 40, 8)], z - 0.5)
    # the locking hitch: the last turn flipped, its end tucked under itself, and the tail
    _strand(ax, [(0.35, 3.0), (0.3, 1.4), (-0.2, 1.0)], 4.2)
    _strand(ax, [(-0.2, 1.0), (-0.7, 1.2), (-0.9, 0.6), (-1.6, -0.6), (-1.9, -2.8)], 4.4)
    _note(ax, 1.3, 3.8, _("from the round turn\nat the mark"), va="center")
    _note(ax, 1.3, 0.4, _("figure-eights\nover the horns"), va="center")
    _note(ax, 1.3, -2.6, _("a turn round\nthe base"), va="center")
    _note(ax, -1.3, 2.6, _("locking hitch"), ha="right", va="center")
    _note(ax, -1.35, -3.1, _("tail, to hold\nwhile easing"), ha="right", va="top")
    _note(ax, 0.4, -4.9, _("cleat on the west post"), ha="center", va="top")
    _frame(ax, (-4.2, 4.6), (-5.6, 4.6), _("cleat hitch (the west ends)"))


#: The drawings the pages place: (what the sewing or rigging section calls it, the function).
DRAWINGS = {"seam": flat_felled_seam, "hem": rope_hem, "loop": loop_fixed,
            "round turn": round_turn_two_half_hitches, "cleat hitch": cleat_hitch,
            "bowline": bowline,
            "trucker's hitch": truckers_hitch}


_STEEL = "#9fb3c8"
_STEEL_DARK = "#4a5a6a"


def _dim(ax: Axes, p: tuple[float, float], q: tuple[float, float], text: str,
         at: tuple[float, float], **kw: object) -> None:
    """A dimension: a line with an arrowhead at each end from ``p`` to ``q`` and its ``text``
    at ``at`` (the drawing's own units, mm)."""
    ax.annotate("", q, p, arrowprops={"arrowstyle": "<->", "lw": 0.6, "color": _INK,
                                      "shrinkA": 0, "shrinkB": 0})
    _note(ax, at[0], at[1], text, **{"fontsize": 8, **kw})


def tabernacle(ax: Axes, t: Tabernacle, lean_degrees: float, lug: Lug | None = None) -> None:
    """The tabernacle ``t`` (:class:`houzhi.making.tabernacle.Tabernacle`, mm) drawn to one
    scale in two views, its parts lettered and listed with their sizes in mm beside them: seen
    along its bolts (a cheek's true shape, dimensioned, the pivot and locking bolts' holes, the
    pole's butt behind it cut round about the pivot, the base plate and its bolts), and seen
    from the north (the east post's: its cheeks and pole leaning ``lean_degrees`` (degrees
    from vertical) outward, to the left, the bolts through them); the 下綱's ``lug`` on the
    inboard cheek where one is given, and the 下綱 from its shackle; where the lug is notched
    round the pivot's nut, its plan beside the views at :data:`LUG_PLAN_SCALE` times their
    scale: the notch centred on the bolt, its width and depth and the hole's reach
    dimensioned."""
    require(ax, Axes, "tabernacle(): ax")
    lam = math.radians(lean_degrees)
    h, w, th = t.cheek_h_mm, t.cheek_w_mm, t.cheek_t_mm
    b, tb, s = t.plate_mm, t.plate_t_mm, t.base_bolt_spacing_mm
    pv, lock, c, d = t.pivot_mm, t.pivot_mm + t.lever_mm, t.butt_mm, t.post_mm
    top = 1.22 * h  # where the pole is broken off
    # seen along the bolts
    ax.add_patch(Rectangle((-b / 2, -tb), b, tb, facecolor=_STEEL, edgecolor=_INK, lw=0.6))
    for x in (-s / 2, s / 2):  # the base bolts, their heads on the plate
        ax.add_patch(Rectangle((x - t.base_bolt_mm, 0), 2 * t.base_bolt_mm, 0.7 * t.base_bolt_mm,
                               facecolor=_STEEL_DARK, edgecolor=_INK, lw=0.4))
        _line(ax, [(x, -tb - 0.05 * h), (x, 0)], _STEEL_DARK, 0.8)
    ax.add_patch(Rectangle((-w / 2, 0), w, h, facecolor=_STEEL, edgecolor=_INK, lw=0.8,
                           alpha=0.9, zorder=2))
    butt = [(x, pv - math.sqrt(max(c * c - x * x, 0.0)))
            for x in (d / 2 * (i / 12 - 1) for i in range(25))]
    _line(ax, [(-d / 2, h), (-d / 2, butt[0][1]), *butt, (d / 2, h)], _POST, 1.0,
          ls=(0, (3, 2)), zorder=3)  # behind the cheek
    for x in (-d / 2, d / 2):
        _line(ax, [(x, h), (x, top)], _POST, 1.6, zorder=3)
    for y in (pv, lock):
        ax.add_patch(Ellipse((0, y), t.hole_mm, t.hole_mm, facecolor=_INK, edgecolor=_INK,
                             zorder=4))
    x0 = -b / 2 - 0.08 * h
    _dim(ax, (x0, 0), (x0, pv), str(pv), (x0 - 0.03 * h, pv / 2), ha="right", va="center")
    _dim(ax, (x0, pv), (x0, lock), str(t.lever_mm), (x0 - 0.03 * h, (pv + lock) / 2),
         ha="right", va="center")
    x1 = x0 - 0.3 * h
    _dim(ax, (x1, 0), (x1, h), str(h), (x1 - 0.03 * h, h / 2), ha="right", va="center")
    right = w / 2 + 0.05 * h
    for y, letter in ((lock, "D"), (pv, "C")):
        _line(ax, [(0, y), (right, y)], _INK, 0.5, zorder=5)
        _note(ax, right + 0.02 * h, y, letter, va="center", fontweight="bold")
    _note(ax, 0, 0.62 * h, "B", ha="center", va="center", fontweight="bold", zorder=5)
    _note(ax, b / 2 + 0.03 * h, -tb / 2, "A", va="center", fontweight="bold")
    _note(ax, -w / 2 - 0.03 * h, pv - 0.6 * c, "E", ha="right", va="center", fontweight="bold")
    # seen from the north: the east post, leaning out to the left
    fx = b / 2 + 0.55 * h + b / 2

    def at(u: float, v: float) -> tuple[float, float]:  # across and along the lean, to x, y
        return (fx + u * math.cos(lam) - v * math.sin(lam), u * math.sin(lam) + v * math.cos(lam))

    ax.add_patch(Rectangle((fx - b / 2, -tb), b, tb, facecolor=_STEEL, edgecolor=_INK, lw=0.6))
    for x in (fx - s / 2, fx + s / 2):
        _line(ax, [(x, -tb - 0.05 * h), (x, 0.7 * t.base_bolt_mm)], _STEEL_DARK, 0.8)
    gap = t.gap_mm
    pole = [at(-d / 2, pv - c), at(d / 2, pv - c), at(d / 2, top), at(-d / 2, top)]
    ax.add_patch(Polygon(pole, closed=True, facecolor=_POST, edgecolor=_INK, lw=0.5,
                         alpha=0.6, zorder=1))
    for u0 in (-gap / 2 - th, gap / 2):  # each cheek, its foot cut to sit on the plate
        u1 = u0 + th
        pts = [(u0, -u0 * math.tan(lam)), (u1, -u1 * math.tan(lam)), (u1, h), (u0, h)]
        ax.add_patch(Polygon([at(u, v) for u, v in pts], closed=True, facecolor=_STEEL,
                             edgecolor=_INK, lw=0.6, zorder=2))
    reach = gap / 2 + th + 0.8 * t.bolt_mm
    for v, letter in ((pv, "C"), (lock, "D")):  # the bolts through cheeks and pole
        _line(ax, [at(-reach, v), at(reach, v)], _INK, 1.6, zorder=4)
        for u in (-reach, reach):
            _line(ax, [at(u, v - t.bolt_mm * 0.8), at(u, v + t.bolt_mm * 0.8)], _INK, 3.0,
                  zorder=4)
        _note(ax, *at(-reach - 0.04 * h, v), letter, ha="right", va="center",
              fontweight="bold")
    _note(ax, *at(gap / 2 + th + 0.04 * h, 0.62 * h), "B", va="center", fontweight="bold")
    _note(ax, fx + b / 2 + 0.03 * h, -tb / 2, "A", va="center", fontweight="bold")
    if lug is not None:  # the lug, level, on the inboard cheek's face; the 下綱 from its hole
        fx0, fy0 = at(gap / 2 + th, lug.along_mm)
        ax.add_patch(Rectangle((fx0, fy0 - lug.t_mm / 2), lug.long_mm, lug.t_mm,
                               facecolor=_STEEL_DARK, edgecolor=_INK, lw=0.5, zorder=5))
        hx = fx0 + lug.reach_mm
        _line(ax, [(hx, fy0), (hx + 0.3 * h, fy0 - 0.3 * h * 0.05)], _A, 1.2, zorder=5)
        _note(ax, hx + 0.3 * h, fy0 - 0.03 * h, "G", va="top", fontweight="bold")
        # seen along the bolts: the lug across the cheek's face at its height
        ax.add_patch(Rectangle((-w / 2, lug.along_mm - lug.t_mm / 2), w, lug.t_mm,
                               facecolor=_STEEL_DARK, edgecolor=_INK, lw=0.5, zorder=5))
        # its letter above the lug, clear of the pivot's C (0.12 of the cheek apart)
        _note(ax, right + 0.02 * h, max(lug.along_mm + 0.06 * h, pv + 0.12 * h), "G",
              va="center", fontweight="bold")
    kx = fx + b / 2 + 0.35 * h  # the key's left, right of the views (and the lug's plan)
    if lug is not None and lug.notch_mm[0]:
        kx = _lug_plan(ax, lug, kx, 0.2 * h, h, t.bolt_mm) + 0.05 * h
    foot = at(gap / 2 + th, -(gap / 2 + th) * math.tan(lam))  # the outer cheek's foot, outside
    _line(ax, [foot, (foot[0], h * 0.5)], _INK, 0.5, ls=(0, (4, 2)))  # a plumb line from it
    _note(ax, foot[0] + 0.03 * h, 0.42 * h, "F", va="center", fontweight="bold")
    fig = ax.get_figure(root=True)
    box = ax.get_position()
    wide = box.width * (fig.get_figwidth() if fig else 6.0)
    high = box.height * (fig.get_figheight() if fig else 2.0)
    y0, y1 = -tb - 0.1 * h, top + 0.02 * h
    left = x1 - 0.3 * h
    span = (y1 - y0) * wide / high  # the x range the axes' own shape gives at one scale
    ax.set_xlim(left, left + span)
    ax.set_ylim(y0, y1)
    ax.set_aspect("equal")
    ax.set_axis_off()
    key = [_("left: seen along the bolts; right: seen from the north, the east post (the "
             "west's mirrored); mm"),
           _("A  base plate {b} × {b} × {tb}, S235; 4 holes {hole} for M{db} 8.8 at {s} "
             "centres, through the base's deck to a backing plate alike").format(b=b, tb=tb, hole=hole_mm(t.base_bolt_mm),
                                                      db=t.base_bolt_mm, s=s),
           _("B  two cheeks {h} × {w} × {t}, S235, {gap} apart (the pole {d}); fillet welds "
             "{a} on both faces").format(h=h, w=w, t=th, gap=gap, d=d, a=t.weld_mm),
           _("C  pivot bolt M{d} 8.8 × {long}, {pv} above the plate; hole {hole}").format(
               d=t.bolt_mm, long=bolt_length_mm(t), pv=pv, hole=t.hole_mm),
           _("D  locking bolt M{d} 8.8 × {long}, {lever} above the pivot; hole {hole}").format(
               d=t.bolt_mm, long=bolt_length_mm(t), lever=t.lever_mm, hole=t.hole_mm),
           _("E  the pole's butt, cut round: R{c} about the pivot").format(c=c),
           _("F  cheeks and pole lean {deg}° from upright, outward").format(
               deg=f"{lean_degrees:.1f}")]
    if lug is not None:
        key.append(_("G  the 下綱's lug {w} × {long} × {t}, {along} up the inboard cheek, a "
                     "{hole} hole {reach} out; {name} shackle; the 下綱 (blue) from it").format(
            w=lug.w_mm, long=lug.long_mm, t=lug.t_mm, along=f"{lug.along_mm:.0f}",
            hole=f"{lug.hole_mm:g}", reach=lug.reach_mm, name=lug.shackle) + (
            _("; notched {nw} × {nd} round the pivot's nut, centred on it (plan, {k}× the "
              "scale)").format(
                nw=lug.notch_mm[0], nd=lug.notch_mm[1], k=LUG_PLAN_SCALE)
            if lug.notch_mm[0] else ""))
    # set closer, line by line, where even at its least size it is longer than the room
    spacings = (1.5, 1.3, 1.15)
    for spacing in spacings:
        if _key(ax, kx, y1, key, linespacing=spacing) or (
                spacing == spacings[-1]):
            break
        ax.texts[-1].remove()


#: the lug's plan beside the tabernacle's views, this many times their scale
LUG_PLAN_SCALE = 3


def _lug_plan(ax: Axes, lug: Lug, x0: float, y0: float, h: float, bolt_mm: int) -> float:
    """The notched ``lug`` in plan, seen from above, :data:`LUG_PLAN_SCALE` times the scale of
    the views, its welded edge on the cheek's face at ``y0`` (data mm), its left at ``x0``: the
    cheek's face, the plate with its notch centred on the pivot bolt, the bolt's washer and nut
    in the notch, the hole on the same centre line; the notch's width and depth and the hole's
    reach dimensioned (mm, true); ``h`` the cheek's height, for spacing (mm). Its right (data
    mm) returned."""
    k = LUG_PLAN_SCALE
    w, long, (nw, nd) = lug.w_mm * k, lug.long_mm * k, lug.notch_mm
    mid = x0 + w / 2
    ax.add_patch(Rectangle((x0 - 0.02 * h, y0 - 3 * k), w + 0.04 * h, 3 * k, facecolor=_STEEL,
                           edgecolor=_INK, lw=0.5))  # the cheek's face, seen from above
    left, right = mid - nw * k / 2, mid + nw * k / 2
    ax.add_patch(Polygon([(x0, y0), (left, y0), (left, y0 + nd * k), (right, y0 + nd * k),
                          (right, y0), (x0 + w, y0), (x0 + w, y0 + long), (x0, y0 + long)],
                         closed=True, facecolor=_STEEL_DARK, edgecolor=_INK, lw=0.6,
                         alpha=0.85))
    # the pivot bolt's washer and nut on the cheek's face, in the notch
    ax.add_patch(Rectangle((mid - bolt_mm * k, y0), 2 * bolt_mm * k, 3 * k, facecolor=_STEEL,
                           edgecolor=_INK, lw=0.4))
    ax.add_patch(Rectangle((mid - 0.75 * bolt_mm * k, y0 + 3 * k), 1.5 * bolt_mm * k,
                           0.8 * bolt_mm * k, facecolor=_STEEL, edgecolor=_INK, lw=0.4))
    ax.add_patch(Ellipse((mid, y0 + lug.reach_mm * k), lug.hole_mm * k, lug.hole_mm * k,
                         facecolor="white", edgecolor=_INK, lw=0.5))
    _line(ax, [(mid, y0 - 0.04 * h), (mid, y0 + long + 0.04 * h)], _INK, 0.4,
          ls=(0, (6, 2, 1, 2)))  # the bolt's and the hole's centre line
    # below the cheek's face, the notch's width, its sides carried down to it
    yw = y0 - 3 * k - 0.05 * h
    for x in (left, right):
        _line(ax, [(x, y0), (x, yw - 0.015 * h)], _INK, 0.3)
    _dim(ax, (left, yw), (right, yw), str(nw), (mid, yw - 0.012 * h), ha="center", va="top")
    # right of it, the notch's depth and the hole's reach from the cheek's face
    xd = x0 + w + 0.03 * h
    _dim(ax, (xd, y0), (xd, y0 + nd * k), str(nd), (xd + 0.02 * h, y0 + nd * k / 2),
         va="center")
    xr = xd + 0.12 * h
    _dim(ax, (xr, y0), (xr, y0 + lug.reach_mm * k), str(lug.reach_mm),
         (xr + 0.02 * h, y0 + lug.reach_mm * k / 2), va="center")
    _note(ax, x0, y0 + long + 0.02 * h, "G", va="bottom", fontweight="bold")
    return xr + 0.15 * h


_SLAB = "#c9c6bd"
#: the least width (mm) the weighted base's drawing leaves for its key
_KEY_MM = 75
_TIMBER = "#d9b37a"


def _base_limits(ax: Axes, left: float, kx: float, ylo: float, yhi: float, wide: float,
                 tall: float, key_mm: float) -> float:
    """Set the weighted base's axes' limits (data mm) from ``left``, ``ylo`` and ``yhi`` to
    one scale on axes ``wide`` × ``tall`` (inches), leaving at least ``key_mm`` (mm of the
    paper) right of ``kx`` for the key: a smaller scale where the views leave less, the height
    range widened at the top; the top (data mm) returned."""
    span = (yhi - ylo) * wide / tall
    need = (kx - left) / (1 - key_mm / (wide * 25.4))
    if span < need:
        yhi = ylo + need * tall / wide
        span = need
    ax.set_xlim(left, left + span)
    ax.set_ylim(ylo, yhi)
    ax.set_aspect("equal")
    ax.set_axis_off()
    return yhi


def weighted_base(ax: Axes, w: WeightedBase, t: Tabernacle, lean_degrees: float,
                  slope: float = 0.0) -> None:
    """The weighted base ``w`` (:class:`houzhi.making.weighted_base.WeightedBase`, mm) with its
    tabernacle ``t`` drawn to one scale in two views, its parts lettered and listed with their
    sizes in mm beside them: its plan, north up and east to the right (the east post's; the
    west's mirrored), the deck's sleepers, the two rows of slabs on their sleepers, the
    tabernacle's plate and the channel open to the south; and its section east–west through
    the tabernacle, seen from the south: the deck flat on the ground, the rows, the plate, the
    pole's butt and the pole leaning ``lean_degrees`` (degrees from vertical) outward."""
    require(ax, Axes, "weighted_base(): ax")
    require(w, WeightedBase, "weighted_base(): w")
    lam = math.radians(lean_degrees)
    big, dd, c, th = w.width_mm, w.depth_mm, w.channel_mm, w.deck_t_mm
    sw, rw, rt = w.deck_w_mm, w.row_w_mm, w.row_t_mm
    b, s, tb = t.plate_mm, t.base_bolt_spacing_mm, t.plate_t_mm
    rows = [(-c / 2 - SLAB_MM, -c / 2), (c / 2, c / 2 + SLAB_MM)]

    def row_x(x0: float, x1: float) -> list[float]:  # a row's sleepers, spread across it
        n = w.row_n
        return [x0 + i * (x1 - x0 - rw) / (n - 1) for i in range(n)] if n > 1 else [x0]

    def stack_y(inner: bool) -> list[float]:  # the stacks' south edges along a row
        if inner and w.gap_mm:
            half = w.inner_stacks // 2
            return [*(w.gap_mm / 2 + j * SLAB_MM for j in range(half)),
                    *(-w.gap_mm / 2 - (j + 1) * SLAB_MM for j in range(half))]
        return [-dd / 2 + j * SLAB_MM for j in range(w.outer_stacks if w.gap_mm
                                                     else w.stacks // 2)]

    # the plan, the deck's centre at the origin
    for i in range(w.lower):  # the deck's sleepers, east–west
        ax.add_patch(Rectangle((-big / 2, -dd / 2 + i * sw), big, sw, facecolor=_TIMBER,
                               edgecolor=_INK, lw=0.4))
    for x0, x1 in rows:
        for x in row_x(x0, x1):  # the rows' sleepers under the slabs, north–south
            ax.add_patch(Rectangle((x, -dd / 2), rw, dd, facecolor="none", edgecolor=_INK,
                                   lw=0.5, ls=(0, (3, 2)), zorder=3))
        for y in stack_y(x0 < 0):
            ax.add_patch(Rectangle((x0, y), SLAB_MM, SLAB_MM,
                                   facecolor=_SLAB, edgecolor=_INK, lw=0.7, alpha=0.75,
                                   zorder=2))
            _note(ax, (x0 + x1) / 2, y + 0.5 * SLAB_MM, f"{w.layers}×",
                  ha="center", va="center", zorder=4)
    if w.gap_mm:  # the 下綱 from its lug, inward (west, to the left), and its swing
        _line(ax, [(-w.lug_x_mm, 0), (-big / 2 - 0.1 * dd, 0)], _A, 1.2, zorder=6)
        edge = c / 2 + SLAB_MM  # its swing to the inner row's far edge, within the gap
        for sgn in (-1, 1):
            _line(ax, [(-w.lug_x_mm, 0), (-edge, sgn * (w.gap_mm / 2 - ROPE_ROOM_MM))], _A, 0.6,
                  ls=(0, (3, 2)), zorder=6)
        _note(ax, -big / 2 - 0.1 * dd, 60, "G", ha="right", va="bottom", fontweight="bold")
    ax.add_patch(Rectangle((-b / 2, -b / 2), b, b, facecolor=_STEEL, edgecolor=_INK, lw=0.6,
                           zorder=3))
    for x in (-s / 2, s / 2):
        for y in (-s / 2, s / 2):
            ax.add_patch(Ellipse((x, y), 2 * t.base_bolt_mm, 2 * t.base_bolt_mm,
                                 facecolor=_STEEL_DARK, edgecolor=_INK, lw=0.4, zorder=4))
    for u in (-t.gap_mm / 2 - t.cheek_t_mm, t.gap_mm / 2):  # the cheeks, north–south
        ax.add_patch(Rectangle((u, -t.cheek_w_mm / 2), t.cheek_t_mm, t.cheek_w_mm,
                               facecolor=_STEEL_DARK, edgecolor=_INK, lw=0.4, zorder=4))
    ax.annotate("", xy=(0, -dd / 2 - 0.32 * dd), xytext=(0, -b / 2 - 30),
                arrowprops={"arrowstyle": "->", "color": _POST, "lw": 1.4}, zorder=5)
    _note(ax, 40, -dd / 2 - 0.30 * dd, "E", va="bottom", fontweight="bold")
    _note(ax, b / 2 + 30, b / 2 + 20, "D", va="bottom", fontweight="bold", zorder=5)
    _note(ax, rows[1][1] + 40, 0, "C", va="center", fontweight="bold")
    _note(ax, -big / 2 - 40, -dd / 2 + sw / 2, "A", ha="right", va="center",
          fontweight="bold")
    # the view's name 11 pt above the channel's dimension, whatever the scale: clear of its
    # figure, which it ran over where the plan is drawn small
    ax.annotate(_("N ↑   plan"), (-big / 2, dd / 2 + 0.07 * dd), (0, 11),
                textcoords="offset points", va="bottom", fontsize=8, color=_INK)
    y0 = -dd / 2 - 0.16 * dd
    _dim(ax, (-big / 2, y0), (big / 2, y0), str(big), (-big / 2 - 30, y0), ha="right",
         va="center")
    x0 = -big / 2 - 0.25 * dd
    _dim(ax, (x0, -dd / 2), (x0, dd / 2), str(dd), (x0 - 30, 0), ha="right", va="center")
    _dim(ax, (-c / 2, dd / 2 + 0.04 * dd), (c / 2, dd / 2 + 0.04 * dd), str(c),
         (0, dd / 2 + 0.07 * dd), ha="center", va="bottom")
    # the section east–west through the tabernacle, seen from the south: the ground at gy
    ox, gy = big + 0.45 * dd, -dd / 2
    ax.plot([ox - big / 2 - 150, ox + big / 2 + 150], [gy, gy], color=_INK, lw=0.8)
    ax.add_patch(Rectangle((ox - big / 2, gy), big, th, facecolor=_TIMBER, edgecolor=_INK,
                           lw=0.6))
    ax.add_patch(Rectangle((ox - b / 2, gy), b, tb, facecolor=_STEEL_DARK, edgecolor=_INK,
                           lw=0.4, zorder=3))  # the backing plate, let into the deck
    high = w.layers * SLAB_T_MM
    for x0_, x1_ in rows:
        for x in row_x(x0_, x1_):
            ax.add_patch(Rectangle((ox + x, gy + th), rw, rt, facecolor=_TIMBER,
                                   edgecolor=_INK, lw=0.6))
        beyond = bool(w.gap_mm) and x0_ < 0  # the inner row's stacks, north of the cut
        for k in range(w.layers):
            ax.add_patch(Rectangle((ox + x0_, gy + th + rt + k * SLAB_T_MM),
                                   SLAB_MM, SLAB_T_MM, facecolor="none" if beyond else _SLAB,
                                   edgecolor=_INK, lw=0.4, ls=(0, (2, 2)) if beyond else "-"))
    ax.add_patch(Rectangle((ox - b / 2, gy + th), b, tb, facecolor=_STEEL, edgecolor=_INK,
                           lw=0.6, zorder=3))
    for x in (-s / 2, s / 2):
        _line(ax, [(ox + x, gy), (ox + x, gy + th + tb + 0.7 * t.base_bolt_mm)], _STEEL_DARK,
              1.0, zorder=4)
    base_y = gy + th + tb

    def at(u: float, v: float) -> tuple[float, float]:  # across and along the lean
        return (ox + u * math.cos(lam) + v * math.sin(lam), base_y - u * math.sin(lam)
                + v * math.cos(lam))

    top = max(t.cheek_h_mm * 1.25, high + rt + 200)
    d = t.post_mm
    pole = [at(-d / 2, t.pivot_mm - t.butt_mm), at(d / 2, t.pivot_mm - t.butt_mm),
            at(d / 2, top), at(-d / 2, top)]
    ax.add_patch(Polygon(pole, closed=True, facecolor=_POST, edgecolor=_INK, lw=0.5,
                         alpha=0.6, zorder=1))
    for u0 in (-t.gap_mm / 2 - t.cheek_t_mm, t.gap_mm / 2):
        u1 = u0 + t.cheek_t_mm
        pts = [(u0, u0 * math.tan(lam)), (u1, u1 * math.tan(lam)), (u1, t.cheek_h_mm),
               (u0, t.cheek_h_mm)]
        ax.add_patch(Polygon([at(u, v) for u, v in pts], closed=True, facecolor=_STEEL,
                             edgecolor=_INK, lw=0.6, zorder=2))
    if w.gap_mm:  # the 下綱 from its lug, falling at its still slope, over the inner row
        lug_h = gy + w.rope_clear_mm + th + rt + (w.channel_mm / 2 + SLAB_MM - w.lug_x_mm) \
            * slope + 6
        far = big / 2 + 0.1 * dd
        _line(ax, [(ox - w.lug_x_mm, lug_h), (ox - far, lug_h - (far - w.lug_x_mm) * slope)],
              _A, 1.2, zorder=6)
        _note(ax, ox - far, lug_h - (far - w.lug_x_mm) * slope + 30, "G", ha="right",
              va="bottom", fontweight="bold")
    butt = at(0, t.pivot_mm - t.butt_mm)
    xd = ox - big / 2 - 0.12 * dd
    # the section's small heights' figures 4 pt clear of their arrows, whatever the scale
    # (maker review 8, finding 9: "131" and "100" sat on their ticks)
    _dim(ax, (xd, gy), (xd, butt[1]), "", (xd, gy))
    ax.annotate(f"{w.butt_mm:.0f}", (xd, (gy + butt[1]) / 2), (-4, 0), textcoords="offset points",
                ha="right", va="center", fontsize=8, color=_INK)
    _line(ax, [(xd, butt[1]), butt], _INK, 0.4, ls=(0, (2, 2)))
    xr = ox + big / 2 + 0.08 * dd
    _dim(ax, (xr, gy), (xr, gy + th), "", (xr, gy))
    ax.annotate(str(th), (xr, gy + th / 2), (4, 0), textcoords="offset points", va="center",
                fontsize=8, color=_INK)
    _note(ax, ox - big / 2 + 30, gy + th / 2, "A", va="center", fontweight="bold", zorder=5)
    _note(ax, ox + rows[1][0] + rw / 2, gy + th + rt / 2, "B", ha="center",
          va="center", fontweight="bold", zorder=5)
    _note(ax, ox + rows[1][0] + SLAB_MM / 2, gy + th + rt + high + 20, "C",
          ha="center", va="bottom", fontweight="bold")
    # F left of the pole, above the 下綱's line where there is one (it lay over the line)
    fy = butt[1] + 60
    if w.gap_mm:
        fy = max(fy, lug_h + 60)
    fv = (fy - base_y - d / 2 * math.sin(lam)) / math.cos(lam)  # the pole's left edge at fy
    _note(ax, at(-d / 2, fv)[0] - 40, fy, "F", ha="right", va="bottom", fontweight="bold",
          zorder=5)
    _note(ax, ox - big / 2, dd / 2 + 0.14 * dd, _("section,\nseen from the south"),
          va="bottom")
    fig = ax.get_figure(root=True)
    box = ax.get_position()
    wide = box.width * (fig.get_figwidth() if fig else 6.0)
    tall = box.height * (fig.get_figheight() if fig else 2.0)
    ylo, yhi = -dd / 2 - 0.36 * dd, max(dd / 2 + 0.27 * dd, at(0, top)[1] + 30)
    left = -big / 2 - 0.45 * dd - 250  # room for the depth's figure at any depth
    kx = ox + big / 2 + 0.3 * dd  # the key's left edge
    key = [_("mm; the east post's base (the west's mirrored)"),
           _("A  deck: {n} sleepers {sw} wide × {st} high, {b} long, east–west, on the "
             "ground").format(n=w.lower, sw=sw, st=th, b=big),
           _("B  under each row {n} sleepers {sw} wide × {st} high, {d} long, north–south; two "
             "screws {screw} at each crossing").format(n=w.row_n, sw=rw, st=rt, d=dd,
                                                       screw=SCREW),
           _("C  {k} stacks of {n} slabs {s} × {s} × {t} ({slabs} slabs, {kg} kg with the "
             "sleepers)").format(k=w.stacks, n=w.layers, s=SLAB_MM, t=SLAB_T_MM,
                                 slabs=w.slabs, kg=f"{w.mass_kg:.0f}"),
           _("D  the tabernacle's plate {b}, bolted through the deck (M{db} × {bl}) to the "
             "backing plate let into its underside").format(b=b, db=t.base_bolt_mm,
                                                             bl=base_bolt_length_mm(t, th)),
           _("E  channel {c}, open to the south: the post swings down this way").format(c=c),
           _("F  the butt {butt} above the ground: the post cut that much shorter too").format(
               butt=f"{w.butt_mm:.0f}"),
           *([_("G  the 下綱 from its lug between the inner row's stacks, {g} apart (dashed "
                "beyond the section); its swing in the wind dashed in the plan").format(
                    g=w.gap_mm)] if w.gap_mm else [])]
    # a figure held to its unit where the key wraps ("755 | kg" on Letter, the drawing larger)
    key = [re.sub(r"(\d) (?=(?:kg|mm)\b)", "\\1\u00a0", k) for k in key]
    # the key wrapped to the room right of the section: at least KEY_MM of the axes' width,
    # more (the drawing's scale smaller) where at its least size it does not fit
    # (up to two thirds of the axes' width)
    rooms = [_KEY_MM * (1 + k / 4) for k in range(12) if _KEY_MM * (1 + k / 4) < wide * 17]
    for room in rooms:
        top = _base_limits(ax, left, kx, ylo, yhi, wide, tall, room)
        if _key(ax, kx, top, key) or room == rooms[-1]:
            break
        ax.texts[-1].remove()



def guy_weight(ax: Axes, g: GuyWeight, degrees: float) -> None:
    """A guy's weight ``g`` (:class:`houzhi.making.weighted_base.GuyWeight`, mm) drawn to one
    scale, its parts lettered and listed with their sizes in mm beside them: its plan, the post
    to the left, the runners along the guy's line, the cross sleeper across their front, the
    stacks behind it and the guy tied round the cross sleeper's middle; and its side, the guy
    rising to the post at ``degrees`` from the ground."""
    require(ax, Axes, "guy_weight(): ax")
    require(g, GuyWeight, "guy_weight(): g")
    sw, st = SLEEPER_MM
    long, cross = SLEEPER_LONG_MM, g.cross_mm
    high = g.layers * SLAB_T_MM
    # the plan: x along the guy's line from the cross sleeper's front, y across it
    for run in range(g.runs):
        y0 = -cross / 2 + run * (SLAB_MM + KNOT_GAP_MM)
        for y in (y0, y0 + SLAB_MM - sw):  # the runners, under the slabs' edges
            ax.add_patch(Rectangle((0, y), long, sw, facecolor=_TIMBER, edgecolor=_INK,
                                   lw=0.5, ls=(0, (3, 2)), zorder=1))
        for k in range(g.stacks):
            ax.add_patch(Rectangle((sw + k * SLAB_MM, y0), SLAB_MM, SLAB_MM, facecolor=_SLAB,
                                   edgecolor=_INK, lw=0.6, alpha=0.85, zorder=2))
            _note(ax, sw + (k + 0.5) * SLAB_MM, y0 + SLAB_MM / 2, f"{g.layers}×", ha="center",
                  va="center", zorder=4)
    ax.add_patch(Rectangle((0, -cross / 2), sw, cross, facecolor=_TIMBER, edgecolor=_INK,
                           lw=0.7, zorder=3))
    _line(ax, [(sw / 2, 0), (-700, 0)], _THREAD, 1.2, zorder=5)  # the guy, to the post
    ax.add_patch(Ellipse((sw / 2, 0), sw + 60, 110, facecolor="none", edgecolor=_THREAD,
                         lw=1.0, zorder=5))  # the hitch's turn round the cross sleeper
    _note(ax, -740, 0, _("to the post"), ha="right", va="center")
    _note(ax, -40, -cross / 2 - 40, "B", ha="right", va="top", fontweight="bold")
    _note(ax, long + 40, -cross / 2 + sw / 2, "A", va="center", fontweight="bold")
    _note(ax, sw + SLAB_MM * g.stacks / 2, cross / 2 + 40, "C", ha="center", va="bottom",
          fontweight="bold")
    _note(ax, -350, -60, "D", ha="center", va="top", fontweight="bold")
    _dim(ax, (0, -cross / 2 - 180), (long, -cross / 2 - 180), str(long),
         (long / 2, -cross / 2 - 220), ha="center", va="top")
    # the side, below the plan: the ground at gy
    gy = -cross / 2 - 900
    ax.plot([-900, long + 150], [gy, gy], color=_INK, lw=0.8)
    ax.add_patch(Rectangle((0, gy), long, st, facecolor=_TIMBER, edgecolor=_INK, lw=0.6))
    ax.add_patch(Rectangle((0, gy + st), sw, st, facecolor=_TIMBER, edgecolor=_INK, lw=0.6))
    for k in range(g.stacks):
        for j in range(g.layers):
            ax.add_patch(Rectangle((sw + k * SLAB_MM, gy + st + j * SLAB_T_MM), SLAB_MM,
                                   SLAB_T_MM, facecolor=_SLAB, edgecolor=_INK, lw=0.4))
    rise = math.radians(degrees)
    tie = (sw / 2, gy + 1.5 * st)
    reach = 800
    _line(ax, [tie, (tie[0] - reach * math.cos(rise), tie[1] + reach * math.sin(rise))],
          _THREAD, 1.2, zorder=5)
    _note(ax, tie[0] - reach * math.cos(rise) - 20, tie[1] + reach * math.sin(rise),
          _("guy, {deg}°").format(deg=f"{degrees:.0f}"), ha="right", va="center")
    _dim(ax, (long + 100, gy), (long + 100, gy + st + high), str(st + high),
         (long + 140, gy + (st + high) / 2), va="center")
    fig = ax.get_figure(root=True)
    box = ax.get_position()
    wide = box.width * (fig.get_figwidth() if fig else 6.0)
    tall = box.height * (fig.get_figheight() if fig else 2.0)
    ylo, yhi = gy - 150, cross / 2 + 250
    left = -2600  # room for the words beside the guy, at the scale the page's room gives
    span = (yhi - ylo) * wide / tall
    ax.set_xlim(left, left + span)
    ax.set_ylim(ylo, yhi)
    ax.set_aspect("equal")
    ax.set_axis_off()
    key = [_("a guy's weight (houzhi's), plan above and side below; mm"),
           _("A  {n} runners {long} × {sw} × {st}, flat, along the guy's line, {pairs} {apart} "
             "apart (centres)").format(n=2 * g.runs, long=long, sw=sw, st=st,
                                       apart=SLAB_MM - sw,
                                       pairs=_("in pairs") if g.runs > 1 else _("a pair")),
           _("B  cross sleeper {cross} × {sw} × {st} over their ends nearest the post, two "
             "screws {screw} at each crossing").format(cross=cross, sw=sw, st=st, screw=SCREW),
           _("C  {k} stacks of {n} slabs {s} × {s} × {t} ({slabs} slabs, {kg} kg with the "
             "sleepers)").format(k=g.runs * g.stacks, n=g.layers, s=SLAB_MM, t=SLAB_T_MM,
                                 slabs=g.slabs, kg=f"{g.mass_kg:.0f}"),
           _("D  the guy round the cross sleeper's middle with a trucker's hitch and two half "
             "hitches, in the {gap} between runners").format(gap=KNOT_GAP_MM)]
    _key(ax, long + 700, yhi, key)
