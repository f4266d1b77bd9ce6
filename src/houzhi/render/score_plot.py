"""The rods of the 釋獲 count on the ground, seen from above (matplotlib).

North is up and east to the right. The 釋獲者 sits west of the 中 facing east; the right side's
rods lie to his right (south), the left side's to his left (north). Each heap of ten 純 lies
lengthwise (縮: east–west, for one who counts facing east), the leftover 純 crosswise (橫:
north–south) on the near, west side (自近為下), the 奇 lengthwise again nearer still. The rods are
drawn at their length, 尺有握 = 1尺4寸; spacing and the placing of the heaps are schematic.
"""

from __future__ import annotations

from collections.abc import Iterator

import matplotlib
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from ..canon.gear import get_gear
from ..measure.notation import format_chi, format_number
from ..model.score import Count, Side
from .plots import new_axes, style

__all__ = ["rods_on_ground"]

_WEI = "#a67c3d"      # heaps of ten 純
_YU = "#c9a15e"       # leftover 純
_JI = "#b03a2e"       # the 奇
_PAIR = 0.045         # gap between the two rods of a 純, 尺 (schematic)
_PITCH = 0.14         # from one 純 to the next, 尺 (schematic)
_GAP = 0.35           # between heaps, and between heap, leftover and 奇, 尺 (schematic)
_X_WEI = 3.2          # west end of the heaps, 尺 east of the counter
_Y0 = 0.45            # nearest heap edge from the counter's line of sight, 尺


def _pairs(n_chun: int, start: float, step: int) -> Iterator[float]:
    """Offsets of the rods of ``n_chun`` 純 from ``start``, away in direction ``step``."""
    for k in range(n_chun):
        base = start + step * k * _PITCH
        yield base
        yield base + step * _PAIR


def _reach(side: Side, length: float) -> float:
    """How far from the counter's line of sight the side's label stands, 尺."""
    return _Y0 + max(length + 0.6, len(side.wei) * (10 * _PITCH + _GAP) + 0.3)


def _draw_side(ax: Axes, side: Side, length: float) -> None:
    s = -1 if side.key == "right" else 1  # south for the right, north for the left
    y = s * _Y0
    lw = 1.0
    if not side.rods:
        ax.text(_X_WEI + length / 2, s * (_Y0 + 0.3), f"{side.name}無獲", ha="center",
                va="center", fontsize=9, color="#555")
    for i, n in enumerate(side.wei):
        ys = list(_pairs(n, y, s))
        for yy in ys:
            ax.plot([_X_WEI, _X_WEI + length], [yy, yy], color=_WEI, lw=lw, solid_capstyle="butt")
        mid = (ys[0] + ys[-1]) / 2
        ax.text(_X_WEI + length + 0.12, mid, f"委{format_number(i + 1)}：十純（縮）", va="center",
                fontsize=8)
        y = ys[-1] + s * _GAP
    x_west = _X_WEI
    if side.yu_chun:
        x0 = _X_WEI - _GAP
        xs = list(_pairs(side.yu_chun, x0, -1))
        for xx in xs:
            ax.plot([xx, xx], [s * _Y0, s * (_Y0 + length)], color=_YU, lw=lw,
                    solid_capstyle="butt")
        x_west = xs[-1]
        ax.text((xs[0] + xs[-1]) / 2, s * (_Y0 + length + 0.15),
                f"餘{format_number(side.yu_chun)}純（橫）", ha="center",
                va="bottom" if s > 0 else "top", fontsize=8)
    if side.ji:
        x1 = x_west - _GAP
        yj = s * (_Y0 + length / 2)
        ax.plot([x1 - length, x1], [yj, yj], color=_JI, lw=lw + 0.4, solid_capstyle="butt")
        ax.text(x1 - length / 2, yj + s * 0.12, "奇（縮）", ha="center",
                va="bottom" if s > 0 else "top", fontsize=8, color=_JI)
    far = s * _reach(side, length)
    ax.text(_X_WEI + length / 2, far,
            f"{side.name}獲（{side.shooters}）{format_number(side.rods)}算 = "
            f"{format_number(side.chun)}純{'一奇' if side.ji else ''}",
            ha="center", va="bottom" if s > 0 else "top", fontsize=9)


def rods_on_ground(count: Count, ax: Axes | None = None) -> Figure:
    """Draw how the rods of both sides lie once counted, with the announcement as title.

    Axes in 尺 from the counter (x east, y north); returns the Figure (``ax``'s, or a new one).
    """
    with matplotlib.rc_context(style()):
        length = float(get_gear("chou").dimension("length"))
        top = _reach(count.left, length) + 0.8
        bottom = _reach(count.right, length) + 0.8
        zx = _X_WEI + length + 2.3  # the 中, east of the heaps
        west, east = -1.8, zx + 1.0
        fig, ax = new_axes((7.5, 1.2 + 7.5 * (top + bottom) / (east - west)), ax)
        for side in count.sides:
            _draw_side(ax, side, length)
        ax.plot([-0.6], [0], marker=">", ms=10, color="#333")
        ax.text(-0.6, 0.18, "釋獲者（東面）", ha="center", va="bottom", fontsize=8)
        ax.text(-0.6, -0.18, "先數右，後適左", ha="center", va="top", fontsize=7, color="#555")
        ax.plot([zx], [0], marker="s", ms=12, color="#6b4f2a")
        ax.text(zx, 0.22, "中", ha="center", va="bottom", fontsize=9)
        ax.annotate("北", (zx + 0.5, top - 0.2), (zx + 0.5, top - 0.9), ha="center", va="top",
                    fontsize=8, arrowprops={"arrowstyle": "->"})
        ax.set_aspect("equal")
        ax.set_xlim(west, east)
        ax.set_ylim(-bottom, top)
        ax.set_xlabel(f"尺 (east →); rods 尺有握 = {format_chi(get_gear('chou').dimension('length'))}"
                      " (賈: 此籌尺四寸), spacing schematic", fontsize=8)
        ax.set_title(f"「{count.announcement}」", fontsize=12)
    return fig
