"""Diagrams (matplotlib): elevation, curves against range, the 鄉射 ground plan, the 大射 stack
and a cutting-plan preview.

Each function takes an optional matplotlib ``Axes`` and returns the ``Figure`` it drew on; none
calls ``show()``. Figures are built with :class:`matplotlib.figure.Figure`, outside pyplot's
global state, so they save to SVG, PDF or PNG with ``fig.savefig``. Lengths are drawn in 尺 and
labelled in classical notation, with metres under the chosen standard of the 尺.
"""

from __future__ import annotations

import functools
import inspect
import itertools
import weakref
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any, ParamSpec

import matplotlib
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from matplotlib.text import Annotation

from ..documents.tables import gong_count, plan_table
from ..locale import _, clauses, language, listing, paren, pgettext
from ..making.cutting import CuttingPlan, strips
from ..measure.notation import format_chi
from ..measure.units import get_standard, metres_text, standard_words
from ..model.dashe import Stack, default_eye
from ..model.rigging import Rigging
from ..model.target import Target
from ._geometry import segment_meets_box
from .colours import COLOURS
from .fonts import matplotlib_family

__all__ = ["as_placed", "curves", "cutting_preview", "dashe_stack", "drop_layout", "elevation",
           "ground_plan", "new_axes"]

_STRIP = {"shang_ge": "#d9c9a3", "shang_gong": "#e9dcc0", "zhong": "#f3ead6",
          "zhong_rest": "#f3ead6", "xia_gong": "#e9dcc0", "xia_ge": "#d9c9a3"}


def _metric(metres: str) -> str:
    """A metric figure in parentheses alone on its line, as the language sets them: (4.16 m) in
    English, （4.16 m） in Chinese."""
    return _(" ({metric})").format(metric=metres).lstrip()


def style() -> Any:
    """houzhi's matplotlib settings: the CJK font alone, which has every character houzhi
    draws, Latin and symbols included (a fallback font in the list would be looked up and laid
    out beside it for every text: the build book's text took a twentieth longer)."""
    return {"font.family": [matplotlib_family()], "axes.unicode_minus": False,
            "svg.hashsalt": "houzhi", "text.hinting": "no_hinting"}


_P = ParamSpec("_P")


def _styled(draw: Callable[_P, Figure]) -> Callable[_P, Figure]:
    """Draw inside ``rc_context(style())``: the user's global settings are left alone. On
    Axes the user gives (``ax=``), made before, under the user's settings, the labels houzhi
    sets are then given the CJK font and kept inside their axes (:func:`_own_labels`)."""
    signature = inspect.signature(draw)

    @functools.wraps(draw)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> Figure:
        given = signature.bind_partial(*args, **kwargs).arguments.get("ax")
        before = list(given.figure.axes) if given is not None else []
        with matplotlib.rc_context(style()):
            fig = draw(*args, **kwargs)
        if given is not None:
            added = [given, *(a for a in fig.axes if a not in before)]
            _own_labels(added)
            for a in added:
                if a not in _AS_PLACED:
                    _keep_inside(a)
        return fig

    return wrapper


def _own_labels(axes: Iterable[Axes]) -> None:
    """On each of ``axes`` (the user's, and any twin houzhi added), the title, the axis labels
    and the tick labels in houzhi's CJK font — a Text keeps the font it was made with, and the
    user's were made before houzhi drew — and the title and labels broken into lines that fit
    the axes (:func:`_fit`), so that in a grid none runs into its neighbour."""
    family = matplotlib_family()
    for ax in axes:
        texts = [ax.title, getattr(ax, "_left_title", None), getattr(ax, "_right_title", None),
                 ax.xaxis.label, ax.yaxis.label]
        for text in texts:
            if text is not None:
                text.set_fontfamily(family)
        ax.tick_params(labelfontfamily=family)
        for text in (*texts[:3], ax.xaxis.label):
            if text is not None:
                _fit(ax, text, vertical=False)
        _fit(ax, ax.yaxis.label, vertical=True)


def _fit(ax: Axes, text: Any, vertical: bool) -> None:
    """Break ``text`` (a title or axis label of ``ax``) into lines no longer than the axes are
    wide (or, ``vertical``, high), at spaces or between CJK characters, a phrase held whole where it fits
    (:func:`houzhi.documents._text.wrap_phrases`),
    measured in its own font. The axes' size is read as the figure now places it, less a tenth
    for what a layout engine will still take."""
    from matplotlib.textpath import text_to_path

    from ..documents._text import _width, wrap_phrases

    words = " ".join(text.get_text().split("\n"))
    if not words.strip():
        return
    box = ax.get_position()  # in the root figure's fraction, subfigure or not
    fig = ax.figure
    root = fig if isinstance(fig, Figure) else fig.figure  # a subfigure's is the root's
    w, h = root.get_size_inches()
    room = 0.9 * 72 * (box.height * h if vertical else box.width * w)  # points
    fp = text.get_fontproperties()

    def width(line: str) -> float:
        w, _h, _d = text_to_path.get_text_width_height_descent(line, fp, ismath=False)
        return float(w)

    whole = width(words)
    if whole <= room:
        return
    columns = max(2, int(_width(words) * room / whole))
    lines = wrap_phrases(words, columns)
    while columns > 2 and max(width(x) for x in lines) > room:
        columns -= 1
        lines = wrap_phrases(words, columns)
    text.set_text("\n".join(lines))


_AS_PLACED: weakref.WeakSet[Axes] = weakref.WeakSet()


def as_placed(ax: Axes) -> Axes:
    """Mark ``ax`` as an Axes of houzhi's own page layout (the build book's), whose drawings'
    labels stand as the page places them: :func:`_keep_inside` leaves them alone (their CJK
    font and fitted titles still apply). Returns ``ax``."""
    _AS_PLACED.add(ax)
    return ax


class _LabelScaler(Artist):
    """Drawn first of its axes' artists (lowest zorder, nothing of its own), it sets the font
    of each of ``texts`` to its size as fitted (``sizes``, points) times the axes' size now over
    their size when fitted (``width``, ``height``, pixels at the figure's dpi then), at most
    once: the labels fitted inside an axes (:func:`_keep_inside`) stay inside it when a layout
    engine, or the user, later makes the axes smaller."""

    def __init__(self, ax: Axes, texts: list[Any], sizes: list[float], width: float,
                 height: float) -> None:
        super().__init__()
        self.set_zorder(-1e9)
        self.set_in_layout(False)
        self._axes_of, self._texts, self._sizes = ax, texts, sizes
        self._size_at_fit = (width / ax.figure.dpi, height / ax.figure.dpi)  # inches

    def draw(self, renderer: Any) -> None:
        box = self._axes_of.get_window_extent(renderer)
        dpi = self._axes_of.figure.dpi
        w, h = self._size_at_fit
        scale = min(1.0, box.width / dpi / w, box.height / dpi / h) if w and h else 1.0
        if scale > 1 - 1e-6:  # the same size, but for rounding: the fonts as fitted
            scale = 1.0
        for text, size in zip(self._texts, self._sizes, strict=True):
            text.set_fontsize(size * scale)


def _anchored_in_data(ax: Axes, text: Any) -> bool:
    """Whether ``text`` of ``ax`` stands at a point of its data (so that wider limits move it
    inward), not at a place in the axes' or figure's own coordinates."""
    if isinstance(text, Annotation):
        return text.xycoords == "data" and text.anncoords in ("data", "offset points",
                                                                "offset pixels")
    return text.get_transform() == ax.transData


def _keep_inside(ax: Axes, pad_pt: float = 2.0) -> None:
    """Keep every label that ``ax``'s drawing set at a point of its data inside ``ax``, as the
    renderer measures it: the data limits widened to take in each label's extent, a label's
    size being fixed in points while the drawing's scale falls as the limits widen (so the
    limits are found by repetition, to a point where they no longer change); where that would
    leave the drawing less than half the scale it had, the labels' font made smaller until it
    does not. The fonts then follow the axes' size at each draw (:class:`_LabelScaler`).
    ``pad_pt``: room left between a label and the axes' edge, points."""
    shown = [t for t in ax.texts if t.get_visible() and t.get_text().strip()]
    texts = [t for t in shown if _anchored_in_data(ax, t)]
    placed = [t for t in shown if t.get_transform() == ax.transAxes]  # at a place in the axes
    if not texts and not placed:
        return
    fig = ax.figure
    root = fig if isinstance(fig, Figure) else fig.figure
    renderer = root._get_renderer()  # type: ignore[attr-defined]
    x_lim, y_lim = ax.get_xlim(), ax.get_ylim()
    x_lo, x_hi = sorted(x_lim)
    y_lo, y_hi = sorted(y_lim)
    sizes = [float(t.get_fontsize()) for t in texts]

    def limits() -> tuple[float, float, float, float]:  # left, right, bottom, top (data)
        (a, b), (c, d) = sorted(ax.get_xlim()), sorted(ax.get_ylim())
        return float(a), float(b), float(c), float(d)

    def scale() -> float:  # pixels per unit of data, the smaller of across and up
        ax.apply_aspect()
        box, (a, b, c, d) = ax.get_window_extent(renderer), limits()
        return min(box.width / (b - a), box.height / (d - c))

    def set_limits(x0: float, x1: float, y0: float, y1: float) -> None:
        ax.set_xlim((x0, x1) if x_lim[0] <= x_lim[1] else (x1, x0))
        ax.set_ylim((y0, y1) if y_lim[0] <= y_lim[1] else (y1, y0))

    start = scale()
    factor = 1.0
    for _i in range(12 if texts else 0):
        for t, size in zip(texts, sizes, strict=True):
            t.set_fontsize(size * factor)
        set_limits(x_lo, x_hi, y_lo, y_hi)
        for _j in range(60):
            now = limits()
            pad = pad_pt * fig.dpi / 72
            inv = ax.transData.inverted()
            boxes = [inv.transform(t.get_window_extent(renderer).expanded(1, 1).padded(pad)
                                   .get_points()) for t in texts]
            want = (min([x_lo, *(min(b[:, 0]) for b in boxes)]),
                    max([x_hi, *(max(b[:, 0]) for b in boxes)]),
                    min([y_lo, *(min(b[:, 1]) for b in boxes)]),
                    max([y_hi, *(max(b[:, 1]) for b in boxes)]))
            tol = 1e-6 * max(now[1] - now[0], now[3] - now[2])
            if (now[0] <= want[0] + tol and want[1] <= now[1] + tol
                    and now[2] <= want[2] + tol and want[3] <= now[3] + tol):
                break
            set_limits(min(now[0], want[0]), max(now[1], want[1]),
                       min(now[2], want[2]), max(now[3], want[3]))
            if scale() < start / 2:
                break
        if scale() >= start / 2:
            break
        factor *= 0.8
    ax.apply_aspect()
    box = ax.get_window_extent(renderer)
    room = box.padded(-pad_pt * fig.dpi / 72)
    for t in placed:  # wider limits do not move it: a smaller font, a tenth at a time
        for _k in range(30):
            e = t.get_window_extent(renderer)
            if room.x0 <= e.x0 and e.x1 <= room.x1 and room.y0 <= e.y0 and e.y1 <= room.y1:
                break
            t.set_fontsize(float(t.get_fontsize()) * 0.9)
    ax.add_artist(_LabelScaler(ax, texts + placed,
                               [float(t.get_fontsize()) for t in texts + placed],
                               box.width, box.height))


def new_axes(figsize: tuple[float, float] = (8, 5), ax: Axes | None = None) -> tuple[Figure, Axes]:
    """A new Figure and Axes (constrained layout), or ``ax`` and its figure."""
    if ax is not None:
        return ax.figure, ax  # type: ignore[return-value]
    fig = Figure(figsize=figsize, layout="constrained")
    return fig, fig.add_subplot()


def drop_layout(fig: Figure) -> None:
    """Leave ``fig`` with no layout engine at all, keeping its axes where they are.

    ``fig.set_layout_engine("none")`` leaves a placeholder engine, and ``savefig`` draws a
    figure that has any engine twice (a dry run for the layout, then the real one); with none,
    it draws once."""
    with matplotlib.rc_context({"figure.autolayout": False,
                                "figure.constrained_layout.use": False}):
        fig.set_layout_engine(None)


def _fixed_margins(ax: Axes, left: float, right: float, bottom: float, top: float) -> None:
    """Place ``ax`` with fixed margins (inches) instead of constrained layout: the drawings
    whose labels lie inside their axes need no layout pass, which measures every text twice."""
    fig = ax.figure
    if not isinstance(fig, Figure):  # a subfigure is laid out by its parent
        return
    w, h = fig.get_size_inches()
    drop_layout(fig)
    ax.set_position((left / w, bottom / h, 1 - (left + right) / w, 1 - (bottom + top) / h))


def _title(ax: Axes, title: str, fontsize: float) -> Any:
    """Set the title of ``ax`` at the top of the axes (``y=1``, matplotlib's own place for it
    when no ticks or axis label sit above the axes, as none do in houzhi's drawings).

    Given its place, matplotlib does not look for one at every draw — a pass that measures
    every tick label of every axes that shares the title's row. Returns the title ``Text``."""
    return ax.set_title(title, fontsize=fontsize, y=1.0, fontfamily=matplotlib_family())


def _title_wrapped_if_long(ax: Axes, title: str, fontsize: float) -> None:
    """Set the title of ``ax``, wrapped (``wrap=True``) only when it may not fit on one line.

    Matplotlib wraps by measuring the text a word more at a time until a line is full, at
    every draw — twenty measurements of a long CJK line for a title that fits. The title is
    measured once here (font size ``fontsize``, points; outline metrics, without hinting) and
    keeps ``wrap=True`` unless it clearly fits in the width matplotlib wraps to (twice the
    distance from its centre to the nearer edge of the figure), so what is drawn is the same."""
    from matplotlib.textpath import text_to_path

    text = _title(ax, title, fontsize)
    fig = ax.figure
    if not isinstance(fig, Figure) or fig.get_layout_engine() is not None:
        # in a subfigure, or axes a layout engine will still move: let matplotlib wrap
        text.set_wrap(True)
        return
    box = ax.get_position()
    centre = (box.x0 + box.x1) / 2
    room = 2 * min(centre, 1 - centre) * fig.get_figwidth() * 72  # points
    width, _h, _d = text_to_path.get_text_width_height_descent(
        title, text.get_fontproperties(), ismath=False)
    text.set_wrap(width > 0.95 * room)


def _both(chi: Fraction, standard: str | None) -> str:
    return paren(format_chi(chi), metres_text(chi, standard, 2))


Segment = tuple[tuple[float, float], tuple[float, float]]


def _clear_crowded(ax: Axes, labels: list[tuple[Annotation, float, float]],
                   enlarged: tuple[float, float, float, float]) -> None:
    """Take off the whole ground's ``ax`` each of its ``labels`` (a label, its point's x and y
    in 尺) that covers one set before it, where its point lies in the part drawn again
    ``enlarged`` (x0, x1, y0, y1, 尺), which names it: at the whole ground's scale the places
    round a hall crowd (the 頖宮's 樂正 and 磬)."""
    from matplotlib.backends.backend_agg import RendererAgg

    fig = ax.figure
    ax.apply_aspect()
    r = RendererAgg(fig.bbox.width, fig.bbox.height, fig.dpi)
    x0, x1, y0, y1 = enlarged
    kept: list[Any] = []
    for text, x, y in labels:
        box = text.get_window_extent(r)
        if (x0 <= x <= x1 and y0 <= y <= y1
                and any(min(box.x1, k.x1) > max(box.x0, k.x0)
                        and min(box.y1, k.y1) > max(box.y0, k.y0) for k in kept)):
            text.remove()
        else:
            kept.append(box)


def _text_box(ax: Axes, text: Any, pad_pt: float = 1.5) -> tuple[float, float, float, float]:
    """The box (x0, y0, x1, y1, in ``ax``'s data units) a ``Text`` of ``ax`` covers, measured
    from its font's outlines (no renderer: no draw), ``pad_pt`` points wider all round; the
    axes' aspect must be applied (the data's scale is read from ``ax.transData``)."""
    from matplotlib.textpath import text_to_path

    fp = text.get_fontproperties()
    size = fp.get_size_in_points()
    lines = text.get_text().split("\n")
    width = max(text_to_path.get_text_width_height_descent(line, fp, ismath=False)[0]
                for line in lines)
    spacing = getattr(text, "_linespacing", 1.2)  # matplotlib keeps no getter for it
    spacing = spacing if isinstance(spacing, (int, float)) else 1.2  # "normal"
    height = size * (1 + (len(lines) - 1) * spacing * 1.2)
    inv = ax.transData.inverted()
    (x0, y0), (x1, y1) = inv.transform([(0, 0), (1, 1)])
    per_pt = ax.figure.dpi / 72
    sx, sy = abs(x1 - x0) * per_pt, abs(y1 - y0) * per_pt  # data units per point
    w, h = width * sx, height * sy
    x, y = text.get_position()
    left = x - {"left": 0.0, "center": 0.5, "right": 1.0}[text.get_ha()] * w
    bottom = y - {"bottom": 0.0, "baseline": 0.0, "center": 0.5, "center_baseline": 0.5,
                  "top": 1.0}[text.get_va()] * h
    return (left - pad_pt * sx, bottom - pad_pt * sy, left + w + pad_pt * sx,
            bottom + h + pad_pt * sy)


def _place_clear(ax: Axes, text: Any, spots: Iterable[tuple[float, float, str]],
                 lines: Iterable[Segment]) -> None:
    """Move ``text`` (a ``Text`` of ``ax``) to the first of ``spots`` (x, y, ha; data units)
    where it crosses none of ``lines``, overlaps no other text of ``ax`` and lies within its
    limits; where none is clear, at the first."""
    ax.apply_aspect()
    spots, lines = list(spots), list(lines)
    others = [_text_box(ax, t, 0) for t in ax.texts if t is not text and t.get_text().strip()]
    (xa, xb), (ya, yb) = sorted(ax.get_xlim()), sorted(ax.get_ylim())
    for x, y, ha in spots:
        text.set_position((x, y))
        text.set_ha(ha)
        b = _text_box(ax, text)
        if (xa <= b[0] and b[2] <= xb and ya <= b[1] and b[3] <= yb
                and not any(segment_meets_box(b, p, q) for p, q in lines)
                and not any(b[0] < o[2] and o[0] < b[2] and b[1] < o[3] and o[1] < b[3]
                            for o in others)):
            return
    if spots:
        text.set_position(spots[0][:2])
        text.set_ha(spots[0][2])


@_styled
def elevation(target: Target, ax: Axes | None = None, standard: str | None = None,
              clear_of: Iterable[Segment] = (),
              sag_chi: Fraction | tuple[Fraction, Fraction] | None = None) -> Figure:
    """The target as hung, seen from the shooters: strips, what its rite paints on it (the 鵠,
    the rings of the 正, or the heads; :attr:`~houzhi.model.target.Target.marks`), ropes, posts, and
    dimensions in classical notation and metres.

    The 侯 faces north toward the hall (凡侯北面，西方謂之左), so the shooters, looking south
    at it, have its west on their right: the drawing's x runs west (the mirror of the rigging's
    x, which runs east; :mod:`houzhi.model.rigging`), and the foot of each post is marked 東 (left)
    or 西 (right). Units of the axes: 尺, x west of the centre line (its ticks labelled east
    of it, as the rigging's and the ground's coordinates run), y up from the ground.

    The label of the marks (and of a 皮侯's 飾) keeps clear of the posts, of every other label
    and of ``clear_of``: lines (in the drawing's data units) drawn on it afterwards, such as the
    book's joins across long strips; it stands east of the 中 where that is clear, else at the
    first clear spot beside the 中 or outside the west post, a step lower or higher at a time.

    ``sag_chi`` (尺): the ropes' sag at mid-span in still air, drawn as the parabola they hang
    in (a build's :attr:`~houzhi.making.build.Rope.sag_chi`), one for both or a pair (上綱,
    下綱); None draws them straight."""
    rig = Rigging(target)
    aspect = float(target.top_chi + 5) / float(2 * rig.post_top[0] + 32)
    own = ax is None
    fig, ax = new_axes((10, max(3.0, 10 * aspect + 1)), ax)
    if own:
        _fixed_margins(ax, 0.45, 0.1, 0.5, 0.3)
    base = target.bottom_chi
    (fx, _fy), (tx, ty) = rig.post_foot, rig.post_top
    ends = {target.composition.parts[0].key, target.composition.parts[-1].key}
    sewn = strips(target)  # a part taller than a breadth drawn in its strips, as it is sewn
    for p in target.pieces:
        for strip in reversed([s for s in sewn if s.key == p.key]):  # bottom up
            y = base + strip.bottom_chi
            ax.add_patch(Rectangle((float(-p.length_chi / 2), float(y)), float(p.length_chi),
                                   float(strip.height_chi), facecolor=_STRIP.get(p.key, "#eee"),
                                   edgecolor="#6b5a3a", linewidth=0.6))
        mid = base + p.bottom_chi + p.height_chi * p.count / 2
        label_x = float(p.length_chi / 2) + 0.6
        if p.key.removesuffix("_rest") in ends:  # a 个, its 舌 reaching toward the post: label
            label_x = float(fx + (tx - fx) * mid / (ty + 1)) + 0.8  # it outside the post
        ax.text(label_x, float(mid),
                f"{p.name}{' ×' + str(p.count) if p.count > 1 else ''}  "
                f"{_both(p.length_chi, standard)}", va="center", fontsize=8)
    hb, hs = base + target.hu_bottom_chi, target.hu_side_chi
    centre = base + target.hu_centre_chi
    # what the rite paints: the 鵠, the rings of the 正, or the heads
    squares = tuple((m.colour, m.side_chi) for m in target.marks)
    name = target.setting.hou.marks
    # the 丹 ground of the 雲氣 down the sides of the 中 (凡畫者丹質, as 鄭 reads it)
    yunqi = target.yunqi
    if yunqi is not None:
        for x0, y0, x1, y1 in yunqi.strips:
            ax.add_patch(Rectangle((float(x0), float(base + y0)), float(x1 - x0), float(y1 - y0),
                                   facecolor=COLOURS["丹"], edgecolor="#333", linewidth=0.3,
                                   hatch="o"))
    for m in target.marks:
        side = m.side_chi
        # a beast's head in its own coat (毛物之): its place outlined, no colour the text names;
        # a beast painted whole (敖, 郝, 林) outlined with its name, a whole hide hatched
        x0 = m.x_chi - m.width_chi / 2
        ax.add_patch(Rectangle((float(x0), float(centre - side / 2)), float(m.width_chi),
                               float(side), facecolor=COLOURS.get(m.colour, "#8a6a48"),
                               edgecolor="#333", linewidth=0.3,
                               fill=not m.coat and m.shape != "beast",
                               hatch="//" if m.shape == "hide" else None))
        if m.shape != "square":
            top = m.shape == "beast"  # its name at its head, clear of a 正 inside it (郝)
            ax.text(float(m.x_chi), float(centre + (side / 2 - side / 20 if top else 0)),
                    m.name if top else f"{m.name}\n{m.colour}", ha="center",
                    va="top" if top else "center", fontsize=7)
    shi = target.shi
    # a 皮侯's 飾: a strip of hide down each side of the 中 (飾其側), where the reading has a
    # square 中 framed above and below for it; else none drawn, and the label says so
    if shi is not None:
        for x0, y0, x1, y1 in shi.strips:
            ax.add_patch(Rectangle((float(x0), float(base + y0)), float(x1 - x0), float(y1 - y0),
                                   facecolor=COLOURS.get(f"{shi.hide}皮", "#b08a5a"),
                                   edgecolor="#333", linewidth=0.3))
    shi_label = "" if yunqi is None else "\n" + (
        _("雲氣 on 丹 {width} wide").format(width=format_chi(yunqi.width_chi)) if yunqi.placed
        else _("雲氣 not placed"))
    shi_label += "" if shi is None else "\n" + (
        _("{name} {width} wide").format(name=shi.name, width=format_chi(shi.width_chi))
        if shi.placed else _("{name} not placed").format(name=shi.name))  # where: not given
    marks_label = ax.text(float(-target.zhong_side_chi / 2) - 0.6, float(hb + hs / 2),
                          f"{name} {format_chi(squares[0][1])}" + shi_label,
                          ha="right", va="center", fontsize=8)
    # each rope's label inside its post, clear of the post (which leans out above the rope)
    # and of the 下个 (whose 舌 reach nearly to the post on a long range): the upper rope's
    # above it; the lower rope's below it where the rope hangs high enough, else above it on
    # two short lines
    low = base > 4
    sags = sag_chi if isinstance(sag_chi, tuple) else (sag_chi, sag_chi)
    for (x, y), name, rope, above, sag in (
            (rig.upper_end, "上綱", rig.upper_rope_chi, True, sags[0]),
            (rig.lower_end, "下綱", rig.lower_rope_chi, not low, sags[1])):
        if sag:  # y − s·(1 − (2u/L)²) across the span, its middle s below its ends
            us = [float(x) * (2 * i / 40 - 1) for i in range(41)]
            ax.plot(us, [float(y) - float(sag) * (1 - (u / float(x)) ** 2) for u in us],
                    color="#3b6ea5", lw=1)
        else:
            ax.plot([float(-x), float(x)], [float(y), float(y)], color="#3b6ea5", lw=1)
        ax.text(float(-x) + 1.2, float(y) + (0.4 if above else -0.4),
                f"{name}{' ' if name == '上綱' or low else chr(10)}{format_chi(rope)}",
                fontsize=8, color="#3b6ea5", va="bottom" if above else "top", linespacing=1.1)
    for s in (1, -1):
        ax.plot([float(s * fx), float(s * tx)], [0, float(ty) + 1], color="#7a4b1c", lw=2.5)
    ax.axhline(0, color="#555", lw=1)
    for s, word in ((-1, _("東 E")), (1, _("西 W"))):  # the posts' feet, as the shooters see them
        ax.text(float(s * fx), -0.5, word, ha="center", va="top", fontsize=8, fontweight="bold")
    ax.annotate("", (float(-tx) - 2, 0), (float(-tx) - 2, float(base)),
                arrowprops={"arrowstyle": "<->", "lw": 0.8})
    ax.text(float(-tx) - 2.4, max(float(base) / 2, 1.8),  # clear of the ground line
            f"去地\n{format_chi(base)}\n{_metric(metres_text(base, standard, 2))}", ha="right",
            va="center", fontsize=8)
    ax.annotate("", (float(-tx) - 2, float(base)), (float(-tx) - 2, float(target.top_chi)),
                arrowprops={"arrowstyle": "<->", "lw": 0.8})
    ax.text(float(-tx) - 2.4, float(base + target.height_chi / 2),
            _("height") + f"\n{format_chi(target.height_chi)}\n"
            + _metric(metres_text(target.height_chi, standard, 2)), ha="right", va="center",
            fontsize=8)
    std = get_standard(standard)
    _title(ax, _("{hou} for {gong}弓 ({rite}) — {reading}'s reading; cloth {cloth}; 1尺 = {cm} cm "
                 "({standard})").format(
        hou=target.setting.hou.name, gong=gong_count(target.range_gong), rite=target.setting.rite.label,
        reading=target.reading.label, cloth=format_chi(target.cloth_total_chi),
        cm=f"{float(std.metres_per_chi * 100):g}", standard=standard_words(std)), 10)
    ax.set_aspect("equal")
    ax.set_xlim(float(-tx) - 22, float(tx) + 22)
    ax.set_ylim(-3.5, float(target.top_chi) + 4)  # room under the ground for 東 and 西
    # the ticks count east of the centre line, as the rigging, the ground plan and the
    # stake-out do: the numbers grow to the left, where the east is
    ax.xaxis.set_major_formatter(lambda v, _pos: f"{-v + 0:g}")
    ax.set_xlabel(_("尺 east of the centre line — seen from the shooters, north of the 侯: east 東 "
                    "on the left, west 西 on the right"))
    posts = [((float(s * fx), 0.0), (float(s * tx), float(ty) + 1)) for s in (1, -1)]
    z, y_mark, post_x = float(target.zhong_side_chi / 2) + 0.6, float(hb + hs / 2), float(tx - fx)
    lo, hi = float(base), float(target.top_chi)

    def spots_at(y: float) -> list[tuple[float, float, str]]:
        outside = float(fx) + post_x * (y + 1.5) / (float(ty) + 1) + 0.8
        return [(-z, y, "right"), (z, y, "left"), (outside, y, "left")]

    step = 0.5
    _place_clear(ax, marks_label, [
        spot for k in range(int((hi - lo) / step) + 1)
        for y in sorted({y_mark - k * step, y_mark + k * step}, reverse=True) if lo <= y <= hi
        for spot in spots_at(y)], [*posts, *clear_of])
    return fig


@_styled
def curves(ranges: Iterable[Any] = range(10, 121, 2), ax: Axes | None = None,
           reading: str | None = None) -> Figure:
    """Cloth (用布) and height against range, with the commentary's stated totals marked."""
    from ..canon.statement import Subject
    from ..canon.statements import STATEMENTS
    from .formulas import caption_forms

    own = ax is None
    fig, ax = new_axes((8, 4.8), ax)
    if own:
        _fixed_margins(ax, 0.65, 0.6, 0.55, 0.3)
    ts = [Target.of(d, reading=reading) for d in ranges]
    xs = [float(t.range_gong) for t in ts]
    ax.plot(xs, [float(t.cloth_total_chi) for t in ts], color="#8a5a2b", label=_("cloth 用布 (尺)"))
    ax2 = ax.twinx()
    ax2.plot(xs, [float(t.height_chi) for t in ts], color="#3b6ea5", ls="--",
             label=_("height (尺)"))
    stated: dict[tuple[int, str], Any] = {}
    every = [s for s in STATEMENTS  # 鄭玄's own words of each total, wherever he says them
             if s.subject is Subject.TARGET and s.key == "total" and s.range_gong is not None
             and s.citation.author == "鄭玄" and s.reading is None]
    for s in every:  # one mark for each total
        stated.setdefault((int(s.range_gong or 0), s.value), s)
    for (d, words), s in sorted(stated.items()):
        y = float(s.expected)
        ax.plot([d], [y], "o", color="#c8322a")
        ax.annotate(f"「{words}」", (d, y), textcoords="offset points", xytext=(8, -12),
                    fontsize=8)
    # where the stated totals are, once for all of them: work, 卷, section, layer and leaf
    refs = dict.fromkeys(s.citation.ref for s in every)
    ax.text(0.98, 0.03, _("● stated: ") + _(";\n").join(refs), transform=ax.transAxes, ha="right",
            fontsize=8, color="#c8322a")
    ax.set_xlabel(_("range 侯道 (弓)"))
    ax.set_ylabel(_("cloth one breadth wide (尺)"))
    ax2.set_ylabel(_("height (尺)"))
    lines = ax.get_lines()[:1] + ax2.get_lines()
    ax.legend(lines, [str(line.get_label()) for line in lines], loc="upper left", fontsize=8)
    total, height = caption_forms(reading)
    _title(ax, _("the 侯 against its range: {total} of cloth, {height} high").format(
        total=total, height=height), 10)
    return fig


@_styled
def ground_plan(ground: Any, ax: Axes | None = None, standard: str | None = None,
                legend: bool = True) -> Figure:
    """The shooting ground seen from above, north up, drawn from :mod:`houzhi.model.ground`: the hall
    (edge, beams, 楹, 序, 階), the 物, the 中, 楅, 豐 and 洗, the 乏, the target(s) and where
    people stand; the hall again, enlarged, in an inset. ``ground`` is a
    :class:`~houzhi.model.ground.Ground`, or a :class:`~houzhi.model.target.Target` for the 鄉射 ground at
    its range. Axes in 尺 (x east, y north, origin at the centre of the target's foot line);
    ``*`` marks an assumed place, ``(*)`` one the text places from an assumed place (the 楅
    南當洗), ``~`` an approximate one (少, 許) — explained in the title unless ``legend`` is
    False (where the marks are explained beside the plan, as the book's ground page does)."""
    from ..model.ground import LINE_STAKES, Ground, xiangshe_ground
    from ..model.grounds import get_place

    g: Ground = ground if isinstance(ground, Ground) else xiangshe_ground(
        ground.range_gong, reading=ground.reading)
    colours = {"hall": "#666666", "mark": "#c8322a", "gear": "#2e7d32", "blind": "#8a5a2b",
               "target": "#3b6ea5", "person": "#8e44ad"}
    top = float(g.edge_y + g.hall.depth)
    hw = float(g.hall.width) / 2
    xs = [float(it.x_chi) for it in g.items]
    # room beyond the outermost points for their labels (a guy's anchor's, centred under it,
    # at the ground's east end)
    west, east = min([*xs, -hw]) - 45, max([*xs, hw]) + 28
    detail = ax is None
    if ax is None:
        # fixed margins (inches) instead of a layout engine, which would measure every label
        # and tick once more before drawing; the axes keep equal aspect inside their cells
        w, h = 12, 9.5
        fig = Figure(figsize=(w, h))
        grid = fig.add_gridspec(2, 2, width_ratios=(1, 1.5), height_ratios=(1.3, 1),
                                left=0.75 / w, right=1 - 0.1 / w, bottom=0.55 / h,
                                top=1 - 0.3 / h, wspace=0.12, hspace=0.13)
        ax = fig.add_subplot(grid[:, 0])
    else:
        fig = ax.figure  # type: ignore[assignment]

    lines = tuple(f"_{key}" for key, *_ in LINE_STAKES)  # the raising's line stakes' keys

    def is_cloth(it: Any) -> bool:
        return it.kind == "target" and it.shape == "line" and not it.key.endswith("gang")

    placed: list[tuple[Annotation, float, float]] = []  # the labels set, with their points

    def draw(a: Axes, labelled: Callable[[Any], bool], fontsize: float) -> None:
        for it in g.items:
            c = colours[it.kind]
            b = g.basis(it)  # * assumed; (*) placed by the text from an assumed place
            flag = ("*" if b.kind == "assumed" else "(*)" if b.rests else "") + (
                "~" if it.approximate else "")
            x, y = float(it.x_chi), float(it.y_chi)
            if it.shape == "line":
                a.plot([float(p[0]) for p in it.outline], [float(p[1]) for p in it.outline],
                       color=c, lw=2.5 if is_cloth(it) else 0.8)
            elif it.shape == "cross":
                n, s_, w, e = ((float(p[0]), float(p[1])) for p in it.outline)
                a.plot([n[0], s_[0]], [n[1], s_[1]], color=c, lw=1.2)
                a.plot([w[0], e[0]], [w[1], e[1]], color=c, lw=1.2)
            else:
                a.plot([x], [y], "o", color=c, ms=3)
            if it.approximate:
                a.plot([x], [y], "o", mfc="none", mec=c, ms=9, ls="")
            if not labelled(it):
                continue
            if it.shape == "line" and it.kind == "hall":
                (x0, y0), (x1, y1) = it.outline[0], it.outline[-1]
                if x0 == x1:  # a 序: outside it, half-way along
                    a.annotate(it.name + flag, (float(x0), float(y0 + y1) / 2),
                               (-3 if x0 < 0 else 3, 0), textcoords="offset points",
                               ha="right" if x0 < 0 else "left", va="center",
                               fontsize=fontsize, color=c)
                else:  # a beam or the edge: west of its west end
                    a.annotate(it.name + flag, (float(x0), float(y0)), (-3, 0),
                               textcoords="offset points", ha="right", va="center",
                               fontsize=fontsize, color=c)
                continue
            # below its point: a post, a step, a cross, and the guys' anchors at the ground's
            # east and west ends (a label beside one ran out of the plot)
            below = (it.shape == "cross" or "zhi_post" in it.key or it.key.endswith("jie")
                     or "_guy_" in f"_{it.key}")
            # the 楅 (南當洗, between the 中 and the 洗 on one row) labelled above its point, clear
            # of the 洗's label east of it on a long ground's small scale
            up = (it.key.endswith("gang") or is_cloth(it) or it.kind == "mark"
                  or it.key.split("_")[-1] == "bi")
            # a raising line's stake labelled away from the posts' line, above a north one and
            # below a south one: beside it, its long name ran over the 獲者's west of it
            if it.key.endswith(lines):
                below, up = below or y < 0, up or y > 0
            if it.key.endswith("gang"):
                x = float(it.outline[-1][0])
            right = x >= 0
            placed.append((a.annotate(it.name + flag, (x, y),
                                      (0 if below or up else (4 if right else -4),
                                       -6 if below else 6 if up else 0),
                                      textcoords="offset points",
                                      ha="center" if below or up else "left" if right
                                      else "right",
                                      va="top" if below else "bottom" if up else "center",
                                      fontsize=fontsize, color=c), x, y))

    # the raising's line stakes, close round the posts, only in the detail (the table names
    # them): on the whole ground their names would lie over the posts'
    draw(ax, lambda it: it.kind in ("blind", "gear", "person") or (
        it.kind == "target" and "zhi_post" not in it.key and not it.key.endswith("gang")
        and not it.key.endswith(lines)), 8)
    lowest = min([0.0, *(float(it.y_chi) for it in g.items)])
    ax.annotate("", (east - 8, 0), (east - 8, float(g.range_chi)),
                arrowprops={"arrowstyle": "<->", "lw": 0.7})
    # the range's label half-way up the longest stretch of the arrow with no target (and its
    # label) across it: on the 大射 ground the 參 and the 干 stand on the range's line
    stops = sorted({0.0, float(g.range_chi), *(float(it.y_chi) for it in g.items
                                               if it.kind == "target"
                                               and 0 < it.y_chi < g.range_chi)})
    low, high = max(itertools.pairwise(stops), key=lambda ab: ab[1] - ab[0])
    # clear of the arrow: 4 points to its left, whatever the plot's scale
    ax.annotate(f"侯道{' ' if language() == 'en' else ''}{gong_count(g.range_gong)}弓\n"
                f"{_both(g.range_chi, standard or g.extra.get('standard'))}",
                (east - 8, (low + high) / 2), (-4, 0), textcoords="offset points", ha="right",
                va="center", fontsize=8)
    ax.annotate(pgettext("compass", "N"), (west + 6, top), (west + 6, top - 25), ha="center",
                arrowprops={"arrowstyle": "->"})
    # on a page's axes (the book's), to scale with the x range widened to the axes' width: a
    # long ground's labels, at its small scale, stay inside the frame
    ax.set_aspect("equal", adjustable="box" if detail else "datalim")
    ax.set_xlim(west, east)
    ax.set_ylim(min(-15.0, lowest - 8), top + 10)
    # the frame's origin (in Chinese, the frame's own words, whole)
    ax.set_xlabel(_("尺 (east →); origin: {origin}").format(
        origin=_(g.frame).split("origin at ", 1)[-1]))
    ax.set_ylabel(_("尺 (north ↑)"))
    _title(ax, _("{rite} ground").format(rite=g.rite)
           + (_(" — * assumed, (*) placed from an assumed place, ~ approximate (少/許)")
              if legend else ""), 10)
    if not detail:
        return fig
    hall = fig.add_subplot(grid[0, 1])
    whole, placed[:] = placed[:], []
    draw(hall, lambda it: True, 7.5)
    hall.set_aspect("equal")
    hall.set_xlim(-hw - 16, hw + 16)
    low = min([float(g.edge_y) - 14] + [float(it.y_chi) - 5 for it in g.items
                                        if g.edge_y - 40 < it.y_chi < g.edge_y])
    hall.set_ylim(low, top + 5)
    _clear_crowded(ax, whole, (-hw - 16, hw + 16, low, top + 5))
    where = (get_place(g.rite).station_words
             or clauses((g.hall.building, f"物當{g.hall.mark_beam}")))
    _title(hall, _("the hall, enlarged: 堂 ({where}), 尺").format(where=where), 9)
    foot = fig.add_subplot(grid[1, 1])
    draw(foot, lambda it: it.kind in ("target", "blind", "person") and it.y_chi < 40, 7.5)
    foot.set_aspect("equal")
    near = [it for it in g.items if it.y_chi < 40]
    foot.set_xlim(min(float(it.x_chi) for it in near) - 25,
                  max(float(it.outline[-1][0]) if it.outline else float(it.x_chi)
                      for it in near) + 25)
    foot.set_ylim(min(-12.0, lowest - 8), 40)
    _title(foot, _("the target end, enlarged, 尺"), 9)
    return fig


@_styled
def dashe_stack(stack: Stack, eye: Fraction | None = None, rank: str | None = None,
                ax: Axes | None = None) -> Figure:
    """The three 大射 targets seen from the side, with the shooter's sight lines past each nearer
    top. Horizontal axis: distance from the shooting mark (尺); vertical: height (尺)."""
    own = ax is None
    fig, ax = new_axes((10, 4.5), ax)
    if own:
        _fixed_margins(ax, 0.6, 1.0, 0.55, 0.3)  # room right for the labels
    eye = default_eye() if eye is None else Fraction(eye)
    eye_h = float(stack.eye_height(eye, rank))
    from ..model.dashe import hall_height

    hall = float(hall_height(rank))
    if hall:
        ax.add_patch(Rectangle((-30, 0), 30, hall, color="#bbb"))
        ax.text(-15, hall + 0.5, f"{rank}之堂 {format_chi(Fraction(hall))}", ha="center",
                fontsize=8)
    ax.plot([0], [eye_h], "o", color="k")
    for t in stack.targets:
        x = float(t.target.range_chi)
        ax.plot([x, x], [float(t.bottom_chi), float(t.top_chi)], color="#8a5a2b", lw=5)
        ax.plot([x, x], [float(t.hu_bottom_chi), float(t.hu_top_chi)], color="#c8322a", lw=5)
        ax.text(x + 4, float(t.top_chi), f"{t.name} {gong_count(t.target.range_gong)}弓", fontsize=9)
        ax.text(x + 4, float(t.bottom_chi), format_chi(t.bottom_chi), fontsize=7, va="bottom")
    far = float(stack.targets[-1].target.range_chi) + 20
    for t in stack.targets[:-1]:
        x, y = float(t.target.range_chi), float(t.top_chi)
        ax.plot([0, far], [eye_h, eye_h + (y - eye_h) * far / x], color="#3b6ea5", lw=0.7)
    shown = listing(_("{name}'s 鵠 {length} shows").format(name=s.name,
                                                           length=format_chi(s.visible_chi))
                    for s in stack.sight(Fraction(eye), rank))
    floor = _("the ground") if rank is None else _("the {rank}'s hall").format(rank=rank)
    _title(ax, _("大射: eye {eye} above {floor} — {shown}").format(
        eye=format_chi(Fraction(eye)), floor=floor, shown=shown), 9)
    ax.axhline(0, color="#555", lw=1)
    ax.set_xlabel(_("distance from the shooting mark (尺)"))
    ax.set_ylabel(_("height (尺)"))
    ax.set_xlim(-35, far)
    ax.set_ylim(0, float(stack.targets[-1].top_chi) + 8)
    return fig


@_styled
def cutting_preview(cplan: CuttingPlan, ax: Axes | None = None, standard: str | None = None,
                    ) -> Figure:
    """The cutting plan at a glance: bolts (or rolls) one above another, pieces labelled with
    their cut size. The axis is in mm on a modern fabric (its standard, else ``standard``), in
    尺 on Han cloth."""
    fab = cplan.fabric
    k = float(fab.mm_per_chi(standard)) if fab.metric else 1.0
    n = len(cplan.bolts)
    width = float(fab.width_chi) * k
    drawn = [float(cplan.drawn_length(b)) * k for b in cplan.bolts]
    pad = 9 * (float(fab.mm_per_chi(standard)) if fab.metric else 1.0)
    span = max(drawn) + pad
    own = ax is None
    fig, ax = new_axes((10, 1.4 + 10 * (n * width * 1.6) / span), ax)
    if own:
        _fixed_margins(ax, 0.15, 0.15, 0.5, 0.5)
    lane = float(cplan.lane_height) * k
    edge = float(fab.selvedge_chi) * k  # the lanes start inside the selvedge
    for b, length in zip(cplan.bolts, drawn, strict=True):
        y0 = -(b.index - 1) * (width * 1.6)
        ax.add_patch(Rectangle((0, y0), length, width, fill=False, ec="#888",
                               ls="-" if fab.whole_bolts else "--"))
        ax.text(-pad / 9, y0 + width / 2, f"{fab.bolt_word} {b.index}", ha="right",
                va="center", fontsize=8)
        for pl in b.placements:
            p = pl.piece
            x, w, h = float(pl.x) * k, float(p.cut_length) * k, float(p.cut_height) * k
            ax.add_patch(Rectangle((x, y0 + edge + pl.lane * lane), w, h,
                                   facecolor=_STRIP.get(p.key, "#eee"), edgecolor="#6b5a3a",
                                   lw=0.6))
            size = f"{w:.0f}" if fab.metric else format_chi(p.cut_length)
            ax.text(x + w / 2, y0 + edge + pl.lane * lane + h / 2, f"{p.label}\n{size}",
                    ha="center",
                    va="center", fontsize=6 if fab.metric else 5.5, linespacing=1.1)
    t = cplan.target
    _title_wrapped_if_long(ax, _("cutting plan, 侯 {range}弓: {caption}").format(
        range=gong_count(t.range_gong), caption=plan_table(cplan, standard).caption), fontsize=9)
    ax.set_xlim(-pad * 8 / 9, max(drawn) + pad / 9)
    ax.set_ylim(-(n - 1) * width * 1.6 - 0.5 * k, width + 0.5 * k)
    ax.set_aspect("equal")
    ax.set_yticks([])
    ax.set_xlabel(_("mm (cut sizes in mm)") if fab.metric else _("尺 (cut lengths in 尺)"))
    return fig
