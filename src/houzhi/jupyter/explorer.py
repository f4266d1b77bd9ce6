"""The Jupyter explorer behind ``houzhi.explore()``: a target with controls for its range,
rite, rank, reading, standard of the 尺 and fabric, that redraws the elevation and the tables as
they change.

    >>> import houzhi
    >>> houzhi.explore(70)            # doctest: +SKIP

Needs ipywidgets (``pip install "houzhi[jupyter]"``); this module is imported only when
``houzhi.explore`` is first called (it is named ``explorer`` so that importing it does not
replace the function ``houzhi.explore`` with a module), so ``import houzhi`` loads neither ipywidgets nor matplotlib.

The controls read their choices from the model (``houzhi.READINGS``, ``houzhi.STANDARDS``, and
the rites where the model has them), so a new reading or rite appears without a change here.
Every value shown is computed by the model; the explorer only draws and tabulates it. A choice
the model refuses (a rite at a range the texts do not give it, say) shows the model's one-line
reason instead of the drawing.
"""

from __future__ import annotations

import contextlib
import functools
import html
import io
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..canon.readings import READINGS, get_reading
from ..errors import HouzhiError, UnknownNameError
from ..locale import N_, _, display, language, pgettext
from ..making.cutting import Fabric, plan
from ..measure.units import STANDARDS, get_standard
from ..model.target import Target

__all__ = ["FABRICS", "Explorer", "Selection", "Snapshot", "explore", "rank_choices", "rite_choices"]

#: The fabrics offered: a label, and how to make the :class:`~houzhi.making.cutting.Fabric` under a
#: standard of the 尺 (the key of :data:`houzhi.STANDARDS`). Modern widths are in cm, rolls of
#: 50 m, 10 mm seams.
FABRICS: Mapping[str, Callable[[str], Fabric]] = {
    N_("Han cloth: 幅 2尺2寸, 匹 4丈"): lambda std: Fabric.historical(),
    N_("modern, 150 cm wide"): lambda std: Fabric.modern("150 cm", "50 m", "10 mm", std),
    N_("modern, 280 cm wide"): lambda std: Fabric.modern("280 cm", "50 m", "10 mm", std),
    N_("modern, 90 cm wide"): lambda std: Fabric.modern("90 cm", "50 m", "10 mm", std),
}


_DEFAULT = N_("(the model's default)")
#: The key the rite and rank lists give their default: a Dropdown whose value is None shows
#: nothing, so the default entry is keyed "" and read as None (:attr:`Explorer.selection`).
_DEFAULT_KEY = ""


def _choices(found: Any) -> tuple[tuple[str, str], ...]:
    """(label, key) for each entry of a mapping whose values may have a ``label``, or of a
    sequence of names."""
    if isinstance(found, Mapping):
        return tuple((f"{getattr(v, 'label', k)} ({k})" if getattr(v, "label", k) != k
                      else str(k), str(k)) for k, v in found.items())
    return tuple((str(k), str(k)) for k in found)


def rite_choices() -> tuple[tuple[str, str], ...]:
    """The rites of :data:`houzhi.canon.rites.RITES` as (label, key). The explorer passes the chosen
    key as ``rite=``, and offers the model's default (no ``rite=``) first."""
    from ..canon.rites import RITES

    return _choices(RITES)


def rank_choices() -> tuple[tuple[str, str], ...]:
    """The ranks of :data:`houzhi.canon.rites.RANKS`, passed as ``rank=``."""
    from ..canon.rites import RANKS

    return _choices(RANKS)


def _pick(kind: str, given: str | None, options: tuple[tuple[str, str], ...]) -> str | None:
    """The key among ``options`` that ``given`` names (its key, or its label's first word)."""
    if given is None:
        return None
    for label, key in options:
        if given in (key, label.split(" ")[0]):
            return key
    raise UnknownNameError(kind, given, [key for _, key in options])


@dataclass(frozen=True)
class Selection:
    """One state of the controls: range in 弓 (exact), rite and rank keys or None (the model's
    default), reading key, standard key, and fabric label (a key of :data:`FABRICS`)."""

    range_gong: Fraction
    rite: str | None
    reading: str
    standard: str
    fabric: str
    rank: str | None = None

    def target(self) -> Target:
        """The target these choices describe."""
        kwargs: dict[str, Any] = {"reading": self.reading}
        if self.rite is not None:
            kwargs["rite"] = self.rite
        if self.rank is not None:
            kwargs["rank"] = self.rank
        return Target.of(self.range_gong, **kwargs)

    def render(self) -> tuple[str, str]:
        """The drawing (SVG text) and the tables (HTML) for these choices; a refusal by the
        model gives an empty drawing and its one-line reason."""
        svg, _, tables = self.render_all()
        return svg, tables

    def render_all(self) -> tuple[str, str, str]:
        """The elevation and the cutting plan on the chosen fabric (SVG text each) and the
        tables (HTML); a refusal by the model gives empty drawings and its one-line reason."""
        from ..documents import tables
        from ..documents.target import strips_table
        from ..render.batch import batch

        try:
            # the kernel's long-lived objects kept out of the collector's way while it draws:
            # a full collection in the middle of a redraw had doubled its time now and then
            with batch():
                t = self.target()
                cplan = plan(t, FABRICS[self.fabric](self.standard))
                svg = _elevation_svg(t, self.standard, language())
                cutting = _cutting_svg(_Drawn(cplan), self.standard, language())
        except HouzhiError as exc:
            return "", "", f'<p style="color:#a33">{html.escape(str(exc))}</p>'
        parts = [strips_table(t, self.standard)._repr_html_(),
                 tables.plan_table(cplan, self.standard)._repr_html_()]
        if t.reading.assumptions:
            parts.append("<p><b>houzhi assumes:</b> " + "; ".join(
                html.escape(a) for a in t.reading.assumptions) + "</p>")
        return svg, cutting, display("".join(parts))  # 简体 as the commands show it


@dataclass(frozen=True)
class Snapshot:
    """What an explorer shows for ``selection``, without its controls: a line naming the
    choices, the elevation, the cutting plan and the tables, as plain HTML with the drawings
    inline (SVG), which any page shows — a notebook's page in the documentation too, where the
    widgets' saved state needs Jupyter's widget scripts to be drawn. Shown by Jupyter (the
    last line of a cell); an export to PDF takes the elevation's PDF."""

    selection: Selection

    def choices(self) -> str:
        """The choices in words: range (弓), rite, rank, reading, standard, fabric."""
        s = self.selection
        reading, standard = get_reading(s.reading), get_standard(s.standard)
        rite = dict((k, label) for label, k in rite_choices()).get(s.rite or "", _(_DEFAULT))
        rank = dict((k, label) for label, k in rank_choices()).get(s.rank or "", _(_DEFAULT))
        return "; ".join([
            f"range {s.range_gong}弓", f"rite {rite}", f"rank {rank}", f"reading {reading.label} ({reading.key})",
            f"standard {standard.key}: 1尺 = {float(standard.metres_per_chi * 100):g} cm",
            f"fabric {s.fabric}"])

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        svg, cutting, tables = self.selection.render_all()
        words = self.choices()
        bundle = {"text/html": "".join([f"<p>{html.escape(words)}</p>",
                                        f"<div>{svg}</div>" if svg else "",
                                        f"<div>{cutting}</div>" if cutting else "", tables]),
                  "text/plain": words}
        if svg:  # what an export to PDF keeps, as for a target shown in a notebook
            bundle["image/svg+xml"] = svg
            bundle["application/pdf"] = _elevation_pdf(self.selection.target(),
                                                       self.selection.standard)
        return bundle


def _elevation_pdf(target: Target, standard: str) -> str:
    """The elevation as PDF, base64-encoded (as Jupyter carries binary data)."""
    import base64

    from ..render import plots

    fig = plots.elevation(target, standard=standard)
    buf = io.BytesIO()
    fig.savefig(buf, format="pdf", metadata={"CreationDate": None})
    return base64.b64encode(buf.getvalue()).decode("ascii")


@contextlib.contextmanager
def _drawn_once() -> Iterator[None]:
    """Within the ``with`` block, a drawing's font tables are read once
    (:func:`houzhi.render._font_tables.font_tables_kept`) and an axis's tick labels measured
    once in each drawing of it (:func:`houzhi.render._tick_boxes.tick_boxes_once`), as in the
    drawing set: the same bytes, made with less work."""
    from ..render._font_tables import font_tables_kept
    from ..render._tick_boxes import tick_boxes_once

    with font_tables_kept(), tick_boxes_once():
        yield


@functools.lru_cache(maxsize=64)
def _elevation_svg(target: Target, standard: str, lang: str = "en") -> str:
    """The elevation as SVG text (glyphs as outlines: needs no font to show), its words in the
    language ``lang`` (the one in use: a key of the cache, not set here).

    Drawn on a figure of fixed margins rather than constrained layout, which would double the
    time of a redraw. The last drawings are kept: a change that leaves the target as it was
    (the fabric) or returns to an earlier choice shows its drawing without drawing it again."""
    from ..render import plots  # houzhi.render first: it settles matplotlib's caches

    width, left, right, bottom, top, tallest = 9.5, 0.35, 0.1, 0.55, 0.4, 6.5  # inches
    import matplotlib
    from matplotlib.figure import Figure

    from ..render._shown_ticks import shown_ticks_only
    from ..render._text_paths import text_paths_kept

    with matplotlib.rc_context(plots.style()), text_paths_kept(), _drawn_once():
        fig = Figure(figsize=(width, 5))
        # houzhi's own layout, every label inside: not fitted again (a fiftieth of a second)
        ax = plots.as_placed(fig.add_axes((0, 0, 1, 1)))
        plots.elevation(target, ax=ax, standard=standard)
        # fit the figure to the drawing (equal aspect), without a layout engine
        (x0, x1), (y0, y1) = ax.get_xlim(), ax.get_ylim()
        inner = width - left - right
        height = inner * (y1 - y0) / (x1 - x0) + bottom + top
        if height > tallest:  # a tall target (a variant reading): narrower, not taller
            inner = (tallest - bottom - top) * (x1 - x0) / (y1 - y0)
            width, height = inner + left + right, tallest
        fig.set_size_inches(width, height)
        ax.set_position((left / width, bottom / height, inner / width,
                         (height - bottom - top) / height))
        buf = io.StringIO()
        with shown_ticks_only(fig):
            fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    return text[text.index("<svg"):]


class _Drawn:
    """A cutting plan as its drawing sees it: equal to another when the drawing would be the
    same — the same range in its title, fabric, pieces and bolts —, whatever else of the target
    differs (a change of rite or reading that leaves the strips as they were)."""

    __slots__ = ("key", "plan")

    def __init__(self, cplan: Any) -> None:
        self.plan = cplan
        self.key = (cplan.target.range_gong, cplan.fabric, cplan.pieces, cplan.bolts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Drawn) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)


@functools.lru_cache(maxsize=64)
def _cutting_svg(drawn: _Drawn, standard: str, lang: str = "en") -> str:
    """The cutting plan on its fabric as SVG text (:func:`houzhi.render.plots.cutting_preview`,
    on a figure of its own fixed margins), its words in the language ``lang``. The last drawings
    are kept, as the elevation's are: a change that leaves the plan as it was (of rite, rank or
    reading, where the strips stay the same) shows its drawing without drawing it again."""
    import matplotlib

    from ..render import plots
    from ..render._shown_ticks import shown_ticks_only
    from ..render._text_paths import text_paths_kept

    # the same drawing, the same bytes; the words' measures and outlines kept from the last
    with matplotlib.rc_context(plots.style()), text_paths_kept(), _drawn_once():
        fig = plots.cutting_preview(drawn.plan, standard=standard)
        buf = io.StringIO()
        with shown_ticks_only(fig):
            fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    # as wide as the page at most: a long cutting plan shrinks to fit instead of running off
    return text[text.index("<svg"):].replace("<svg ", '<svg style="max-width: 100%; height: auto" ', 1)


class Explorer:
    """The controls and the views of :func:`explore`. ``controls`` maps ``range``, ``rite``,
    ``rank``, ``reading``, ``standard`` and ``fabric`` to their widgets; ``drawing`` (the
    elevation), ``cutting`` (the cutting plan on the chosen fabric) and ``tables`` are HTML
    widgets; ``view`` is the whole box. Changing a control redraws (:meth:`redraw`). Every
    control shows its value from the start: the rite and rank lists their default entry, "(the
    model's default)", which gives the model no ``rite=`` or ``rank=``."""

    def __init__(self, range_gong: Any = 50, *, rite: str | None = None,
                 rank: str | None = None, reading: str | None = None,
                 standard: str | None = None, fabric: str | None = None) -> None:
        import ipywidgets as w

        from ..model.target import range_in_gong

        start = range_in_gong(range_gong)
        reading = get_reading(reading).key
        standard = get_standard(standard).key
        rites, ranks = rite_choices(), rank_choices()
        rite, rank = _pick("rite", rite, rites), _pick("rank", rank, ranks)
        reading_options = [(f"{r.label} ({r.key})", r.key) for r in READINGS.values()]
        standard_options = [(f"{s.key}: 1尺 = {float(s.metres_per_chi * 100):g} cm", s.key)
                            for s in STANDARDS.values()]
        self.controls: dict[str, Any] = {
            "range": w.IntSlider(value=int(start), min=10, max=120, step=1,
                                 description=_("range (弓)"), continuous_update=False),
            "rite": w.Dropdown(options=[(_(_DEFAULT), _DEFAULT_KEY), *rites],
                               value=_DEFAULT_KEY if rite is None else rite,
                               description=pgettext("control", "rite")),
            "rank": w.Dropdown(options=[(_(_DEFAULT), _DEFAULT_KEY), *ranks],
                               value=_DEFAULT_KEY if rank is None else rank,
                               description=pgettext("control", "rank")),
            "reading": w.Dropdown(options=reading_options, value=reading,
                                  description=pgettext("control", "reading")),
            "standard": w.Dropdown(options=standard_options, value=standard,
                                   description=pgettext("control", "standard")),
            "fabric": w.Dropdown(options=[(_(k), k) for k in FABRICS],
                                 value=fabric or next(iter(FABRICS)),
                                 description=pgettext("control", "fabric")),
        }
        for c in self.controls.values():
            c.style = {"description_width": "6em"}
        # a range the slider cannot show (a fraction, or outside 10–120) holds until it moves
        self._range_override: Fraction | None = (
            None if start == int(start) and 10 <= start <= 120 else start)
        self.drawing = w.HTML()
        self.cutting = w.HTML()
        self.tables = w.HTML()
        self.view = w.VBox([
            w.HBox([self.controls["range"], self.controls["rite"], self.controls["rank"]]),
            w.HBox([self.controls["reading"], self.controls["standard"],
                    self.controls["fabric"]]),
            self.drawing, self.cutting, self.tables])
        for c in self.controls.values():
            c.observe(self._changed, names="value")
        self.redraw()

    @property
    def selection(self) -> Selection:
        """What the controls say now."""
        c = self.controls
        rng = self._range_override or Fraction(c["range"].value)
        return Selection(rng, c["rite"].value or None, c["reading"].value, c["standard"].value,
                         c["fabric"].value, c["rank"].value or None)

    def _changed(self, change: Any) -> None:
        if change["owner"] is self.controls["range"]:
            self._range_override = None
        self.redraw()

    def redraw(self) -> None:
        """Recompute the target for the current choices and redraw drawing and tables."""
        from ..render._measures_kept import save as save_measures

        svg, cutting, tables = self.selection.render_all()
        self.drawing.value = f"<div>{svg}</div>" if svg else ""
        self.cutting.value = f"<div>{cutting}</div>" if cutting else ""
        self.tables.value = tables
        save_measures()  # characters measured anew, for the next session (none: no write)

    def snapshot(self) -> Snapshot:
        """What the explorer shows now, without its controls (:class:`Snapshot`): for a page
        that cannot run the widgets."""
        return Snapshot(self.selection)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Any:
        return self.view._repr_mimebundle_(include=include, exclude=exclude)


def explore(range_gong: Any = 50, *, rite: str | None = None, rank: str | None = None,
            reading: str | None = None, standard: str | None = None,
            fabric: str | None = None) -> Explorer:
    """An explorer of the target for ``range_gong`` (any range :meth:`Target.of` accepts; the
    slider runs over whole 弓 from 10 to 120), starting from ``rite`` and ``rank`` (keys the
    model offers: :func:`rite_choices`, :func:`rank_choices`), ``reading`` (a key of
    :data:`houzhi.READINGS`), ``standard`` (a key of :data:`houzhi.STANDARDS`) and ``fabric``
    (a key of :data:`FABRICS`). Display it in Jupyter (the last line of a cell) to use it."""
    return Explorer(range_gong, rite=rite, rank=rank, reading=reading, standard=standard,
                    fabric=fabric)
