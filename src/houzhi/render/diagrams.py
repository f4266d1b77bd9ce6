"""Small diagrams for the build book's sewing and rigging pages: the seam in section, the doubled
hem with its tape where a rope pulls, how a loop 縜 is made and fixed, and the knots the rigging
section names (:func:`houzhi.making.standing.rigging`: a round turn and two half hitches, a
bowline, a trucker's hitch).

Each function draws on the matplotlib Axes it is given, in a unitless frame of its own (the
drawings are schematic, not to scale, and say so in their caption), and returns nothing. None of
this is in the texts: the seams, hems and knots are houzhi's recommendations.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.patches import Ellipse, Rectangle

from ..errors import require
from ..locale import _

__all__ = ["DRAWINGS", "bowline", "flat_felled_seam", "loop_fixed", "rope_hem",
           "round_turn_two_half_hitches", "truckers_hitch"]

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
    ax.add_patch(Rectangle((-3, -3), 6, 3, facecolor="#f2ead8", edgecolor=_INK, lw=0.5))
    _line(ax, [(-3, -1.0), (3, -1.0)], _THREAD, 0.6, ls=(0, (1.5, 1)))
    _line(ax, [(-3, -2.2), (3, -2.2)], _THREAD, 0.6, ls=(0, (1.5, 1)))
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
    _note(ax, 6.3, 0.9, _("to the target"), ha="right")
    _note(ax, 0, -3.5, _("post 植"), ha="center", va="top")
    _note(ax, 3.0, -1.3, _("two half hitches\nround the standing part"), ha="center", va="top")
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
    _note(ax, -1.0, 0.0, _("the tail, inside\nthe fixed loop"), ha="right", va="top")
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
    _note(ax, -5.35, -1.9, _("anchor"), ha="center")
    _note(ax, 0.1, 1.3, _("a loop in the standing part"), ha="center", va="bottom")
    _note(ax, 0.8, -0.2, _("the end: round the anchor,\nup through the loop,\npulled down "
                           "(2 to 1)"), ha="left", va="top")
    _note(ax, -2.9, -1.6, _("two half hitches\nround both parts"), ha="center", va="top")
    _frame(ax, (-6.2, 5.6), (-2.9, 2.2), _("trucker's hitch"))  # room for the end's words


#: The drawings the pages place: (what the sewing or rigging section calls it, the function).
DRAWINGS = {"seam": flat_felled_seam, "hem": rope_hem, "loop": loop_fixed,
            "round turn": round_turn_two_half_hitches, "bowline": bowline,
            "trucker's hitch": truckers_hitch}
