"""The build book: one printable PDF (A4 or Letter) with everything a maker takes to the
workshop and the field.

Pages: cover, bill of materials, cutting plan, assembly drawing with dimensions, rigging and
posts, hanging (with the passages), the marks at a painter's scale, and the ground plan with its
stake-out table. Every page carries a title block: range, rite, reading, standard of the 尺,
fabric, and the edition and date of the sources. Drawn with matplotlib's PDF backend and the
bundled CJK font (embedded as TrueType); written whole or not at all.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

import matplotlib
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Polygon, Rectangle
from matplotlib.text import Text

from ..canon.figures import who
from ..documents._text import wrap, wrap_phrases
from ..documents.document import Document
from ..documents.sheet import build_sheet
from ..documents.tables import gong_count, plan_table, range_words
from ..errors import UnknownNameError
from ..locale import N_, _, clauses, display, language, paren, pgettext
from ..making import standing
from ..making.build import NO_DIG_WORK_PAGE, TABERNACLE_PAGE, Build, Seam
from ..making.standing import Slot, dig_slot, rigging
from ..measure.notation import format_chi
from ..measure.units import standard_words
from ..model.rigging import GUY_DEGREES
from . import plots
from .colours import COLOURS

__all__ = ["PAPERS", "SOURCES_DATE", "book_pages", "write_book"]

#: Paper sizes, (width, height) in mm, portrait.
PAPERS = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}
#: The edition houzhi quotes, and when it was made.
SOURCES_DATE = N_("四庫全書文淵閣本 (乾隆四十六年, 1781), Kanseki Repository transcription")
_MARGIN = 12.0  # mm
_BLOCK = 22.0  # mm: height of the title block
#: the width of a column of wrapped text, mm per pt of type: half an em (25.4 / 72 / 2 = 0.176;
#: an average Latin letter, half a CJK character), with a little to spare
_HALF_EM = 0.19
_SCALES = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500)
_INK = "#222222"
#: mm per pt from one line of a table to the next (1.15 of it, and a quarter of it between
#: rows), and closer on a page a table would otherwise overrun: still more than the type takes
#: (1.15 × 0.353 = 0.406 mm per pt a line), so no two rows meet
_LEAD, _TIGHT = 0.47, 0.41
#: the least room (mm) between the foot of a page's words and its title block
_CLEAR = 1.5
#: the least type (pt) of a page's running text and tables: legible at arm's length in a
#: workshop, printed at 100%
_LEGIBLE = 8.0


def _sheet(b: Build) -> Document:
    """The build sheet's document in the language spoken now, made once for the pages that
    read it (a book made again in another language has its own)."""
    return _sheet_in(b, language())


@lru_cache(maxsize=4)
def _sheet_in(b: Build, lang: str) -> Document:
    """The build sheet's document of ``b`` in ``lang`` (the cache's key; the words are
    :func:`~houzhi.locale.language`'s when it is made)."""
    return build_sheet(b)


def _paper(name: str) -> tuple[float, float]:
    for key, size in PAPERS.items():
        if key.lower() == str(name).strip().lower():
            return size
    raise UnknownNameError("paper size", str(name), list(PAPERS))


class _Page:
    """One page: a Figure of the paper's size and helpers placing things in mm from the lower
    left corner of the paper."""

    def __init__(self, paper: tuple[float, float]) -> None:
        self.w, self.h = paper
        self.fig = Figure(figsize=(self.w / 25.4, self.h / 25.4))
        #: the page's words already shown in the language spoken (:func:`_shown`), which
        #: :func:`book_pages` leaves as they are
        self.shown: set[Text] = set()

    def axes(self, x: float, y: float, w: float, h: float, frame: bool = False) -> Axes:
        ax = plots.as_placed(self.fig.add_axes((x / self.w, y / self.h, w / self.w, h / self.h)))
        if not frame:
            ax.set_axis_off()
        return ax

    def text(self, x: float, y: float, s: str, size: float = 9, **kw: Any) -> None:
        """``s`` at ``x``, ``y`` mm in type of ``size`` pt, shown as a whole (:func:`_shown`)."""
        self.shown.add(self.fig.text(x / self.w, y / self.h, _shown(s), fontsize=size,
                                     **{"color": _INK, **kw}))

    def heading(self, s: str) -> float:
        """The page's heading; returns the y (mm) below it."""
        y = self.h - _MARGIN - 6
        self.text(_MARGIN, y, s, 15)
        return y - 6

    @property
    def inner_w(self) -> float:
        return self.w - 2 * _MARGIN

    @property
    def bottom(self) -> float:
        """Lowest y (mm) above the title block."""
        return _MARGIN + _BLOCK + 4

    def table(self, y: float, header: Sequence[str], rows: Sequence[Sequence[Any]],
              widths: Sequence[float], size: float = 8.0, left: float = _MARGIN,
              lead: float = _LEAD) -> float:
        """A table with its top at ``y`` mm and its left edge at ``left`` mm, columns ``widths``
        mm wide, its rows' lines ``lead`` mm per pt apart (:data:`_TIGHT` on a full page; the
        header keeps :data:`_LEAD`'s room above its rule); returns the y below (``y`` less
        :func:`_table_height`). Rows that would reach the title block at ``lead`` are set
        at :data:`_TIGHT` (a page's last table that its page did not measure: its rows
        closer, their type unchanged)."""
        if y - _ink_height(rows, widths, size, header, lead) < _MARGIN + _BLOCK + _CLEAR:
            lead = min(lead, _TIGHT)
        line = size * lead  # mm per line
        head = size * _LEAD
        xs = [left + sum(widths[:k]) for k in range(len(widths))]
        heads = _wrapped(header, widths, size)  # a header too long for its column wraps
        for x, lines in zip(xs, heads, strict=True):
            self.text(x, y, "\n".join(lines), size, va="top", linespacing=1.15)
        y -= head * 1.25 + _extra_lines(heads) * head * 1.15
        self.fig.add_artist(_hline(self, y + head * 0.15, left, left + sum(widths)))
        for row in rows:
            cells = _wrapped(row, widths, size)
            for x, lines in zip(xs, cells, strict=True):
                self.text(x, y, "\n".join(lines), size, va="top", linespacing=1.15)
            y -= _row_height(cells, size, lead)
        return y - line

    def rows_that_fit(self, y: float, header: Sequence[str], rows: Sequence[Sequence[Any]],
                      widths: Sequence[float], size: float, spare: float = 6.0,
                      lead: float = _LEAD) -> int:
        """How many of ``rows`` (at least one) :meth:`table` holds below ``y`` mm, its lines
        ``lead`` mm per pt apart: all where the last row's type (:func:`_ink_height`) ends
        :data:`_CLEAR` mm above the title block, else as many as leave ``spare`` mm below the
        table (:func:`_table_height`: a line and more, for the note of a table continued)."""
        floor = _MARGIN + _BLOCK + _CLEAR
        n = len(rows)
        if y - _ink_height(rows, widths, size, header, lead) >= floor:
            return n
        while n > 1 and y - _table_height(rows[:n], widths, size, header, lead) < floor + spare:
            n -= 1
        return n

    def fitting(self, y: float, header: Sequence[str], rows: Sequence[Sequence[Any]],
                widths: Sequence[float], size: float, spare: float = 6.0) -> tuple[int, float]:
        """How many of ``rows`` :meth:`table` holds below ``y`` mm (:meth:`rows_that_fit`), and
        the lead (mm per pt) to set them in: every row at :data:`_LEAD` where they fit so,
        else closer, at :data:`_TIGHT` (the type stays its size), as many as fit; the rest
        are for a page after."""
        if self.rows_that_fit(y, header, rows, widths, size, spare) == len(rows):
            return len(rows), _LEAD
        return self.rows_that_fit(y, header, rows, widths, size, spare, _TIGHT), _TIGHT

    def paragraph(self, y: float, s: str, size: float = 8.5, width: float | None = None,
                  ) -> float:
        """Text in type of ``size`` pt wrapped to ``width`` mm (default: the page's inner
        width), its top at ``y`` mm; returns the y below. A line holds ``width`` mm of half-em
        columns, a CJK character taking two (:func:`houzhi.documents._text.wrap`). Words that
        would reach the title block are set smaller, down to 7 pt, where that keeps them
        above it (a page's words its page did not measure)."""
        floor = _MARGIN + _BLOCK + _CLEAR
        # the type's own height: 1.3 × 0.353 mm per pt a line (measured: 0.46)
        ink = lambda pt: len(wrap(s, self._columns(pt, width))) * pt * 0.46  # noqa: E731
        if y - ink(size) < floor:
            size = next((pt for pt in (size - 0.5, size - 1.0, 7.0) if pt >= 7.0
                         and y - ink(pt) >= floor), size)
        lines = wrap(s, self._columns(size, width))
        self.text(_MARGIN, y, "\n".join(lines), size, va="top", linespacing=1.3)
        return y - self.paragraph_height(s, size, width)

    def _columns(self, size: float, width: float | None) -> int:
        """Half-em columns a line of ``width`` mm (default: the inner width) holds in type of
        ``size`` pt."""
        return max(8, int((self.inner_w if width is None else width) / (size * _HALF_EM)))

    def paragraph_height(self, s: str, size: float = 8.5, width: float | None = None) -> float:
        """Height in mm that :meth:`paragraph` takes for ``s`` (``size`` pt, ``width`` mm),
        with the gap after it: reckoned before anything is drawn, so that a page can choose
        what it holds (a line of 1.3 × 0.47 mm per pt, more than the type takes)."""
        return len(wrap(s, self._columns(size, width))) * size * 0.47 * 1.3 + 2


#: a line break inside one text, while it is shown (:func:`_shown`)
_BREAK = "\ue000"


def _shown(s: str) -> str:
    """Words of the book (wrapped already, one line to a line) as the language spoken shows
    them (:func:`houzhi.locale.display`), read as one text: a quotation the wrapping broke
    across lines is still one quotation, kept as its edition writes it in 简体."""
    return display(s.replace("\n", _BREAK)).replace(_BREAK, "\n")


def _wrapped(row: Sequence[Any], widths: Sequence[float], size: float) -> list[list[str]]:
    """The cells of a table's row wrapped to their columns (``widths`` in mm, ``size`` in pt)."""
    return [wrap(str(c), max(4, int(wd / (size * _HALF_EM))))
            for c, wd in zip(row, widths, strict=True)]


def _extra_lines(cells: Sequence[Sequence[str]]) -> int:
    """Lines beyond the first that the tallest of the wrapped ``cells`` takes."""
    return max((len(c) for c in cells), default=1) - 1


def _row_height(cells: Sequence[Sequence[str]], size: float, lead: float = _LEAD) -> float:
    """Height in mm of a table's row of wrapped ``cells`` in type of ``size`` pt, ``lead`` mm
    per pt a line."""
    line = size * lead
    return line * 1.15 * max(len(c) for c in cells) + line * 0.25


def _table_height(rows: Sequence[Sequence[Any]], widths: Sequence[float], size: float,
                  header: Sequence[str] = (), lead: float = _LEAD) -> float:
    """Height in mm that :meth:`_Page.table` takes for ``rows``, ``header`` (one line when not
    given) and the space below; ``widths`` in mm, ``size`` in pt, ``lead`` in mm per pt."""
    line, head = size * lead, size * _LEAD  # the header keeps its room (:meth:`_Page.table`)
    heads = _extra_lines(_wrapped(header, widths, size)) * head * 1.15 if header else 0.0
    return head * 1.25 + line + heads + sum(_row_height(_wrapped(r, widths, size), size, lead)
                                        for r in rows)


def _ink_height(rows: Sequence[Sequence[Any]], widths: Sequence[float], size: float,
                header: Sequence[str] = (), lead: float = _LEAD) -> float:
    """Height in mm from a table's top to the foot of its last row's type (:func:`_table_height`
    less the space below and the last row's leading beyond its lines): what must clear the
    title block. A line of type takes 1.15 × 0.353 mm per pt (1.15 em), 0.41 with its descent."""
    if not rows:
        return _table_height(rows, widths, size, header, lead) - size * lead
    last = _wrapped(rows[-1], widths, size)
    slack = _row_height(last, size, lead) - max(len(c) for c in last) * size * 0.41
    return _table_height(rows, widths, size, header, lead) - size * lead - slack


def _hline(page: _Page, y: float, x0: float, x1: float) -> Any:
    from matplotlib.lines import Line2D

    return Line2D([x0 / page.w, x1 / page.w], [y / page.h, y / page.h],
                  transform=page.fig.transFigure, color="#888888", lw=0.5)


def _rite_words(b: Build) -> str:
    """The rite, the rank and the 侯, as the title block and the cover name them."""
    st = b.target.setting
    station = (_(", the {station}").format(station=st.station)
               if st.station and st.station != st.hou.name else "")
    return _("{rite} of a {rank}: {hou}{station}").format(rite=st.rite.label, rank=st.rank,
                                                          hou=st.hou.name, station=station)


def _fabric_bought(b: Build) -> str:
    """The fabric and the length of it to buy (not the roll it is planned on), as the bill of
    materials has it: whole bolts of Han cloth, or metres of a modern fabric, up to the next
    0.1 m as a shop cuts it."""
    f, m = b.fabric, float(b.cloth_to_buy_chi * b.mm_per_chi / 1000)
    if f.whole_bolts:
        words = _("buy {n} {bolt} ({m} m)").format(n=b.bolts_to_buy, bolt=f.bolt_word,
                                                   m=f"{m:.2f}")
    else:  # the length a shop cuts, up to the next 0.1 m (the bill has the exact one beside)
        up = math.ceil(b.cloth_to_buy_chi * b.mm_per_chi / 100) / 10
        words = (_("{wide}: buy {m} m") if b.allowances.shrink else
                 # no --shrink given: the bill says the length is enough only unshrunk
                 _("{wide}: buy {m} m + shrinkage")).format(wide=f.wide or f.name, m=f"{up:.1f}")
    return _bind(words)


def _title_block(page: _Page, b: Build, title: str, n: int, total: int) -> None:
    """The title block along the foot of the page."""
    t = b.target
    x0, y0, w, h = _MARGIN, _MARGIN, page.inner_w, _BLOCK
    page.fig.add_artist(Rectangle((x0 / page.w, y0 / page.h), w / page.w, h / page.h,
                                  transform=page.fig.transFigure, fill=False, ec=_INK, lw=0.8))
    cells = [
        (_("drawing"), _("侯 {range} — {title}").format(
            range=range_words(t, b.standard, short=True), title=_(title))),
        (_("range"), range_words(t, b.standard)),
        (_("rite"), _rite_words(b)),
        (_("reading"), t.reading.label),
        (_("standard of the 尺"), _("{standard}: 1尺 = {mm} mm").format(
            standard=standard_words(b.standard), mm=f"{float(b.mm_per_chi):g}")),
        (_("fabric"), _fabric_bought(b)),
        (_("sources"), _(SOURCES_DATE)),
        (_("sheet"), _("{n} of {total}").format(n=n, total=total)),
    ]
    cols = 4
    cw, ch = w / cols, h / 2
    for k, (label, value) in enumerate(cells):
        cx, cy = x0 + (k % cols) * cw, y0 + h - (k // cols + 1) * ch
        page.fig.add_artist(Rectangle((cx / page.w, cy / page.h), cw / page.w, ch / page.h,
                                      transform=page.fig.transFigure, fill=False, ec="#999999",
                                      lw=0.4))
        page.text(cx + 1.5, cy + ch - 1.5, label, 5.5, va="top", color="#666666")
        room = max(8, int((cw - 3) / (6.5 * _HALF_EM)))  # the cell's width, in half-em columns
        page.text(cx + 1.5, cy + 1.5, "\n".join(wrap(value, room)[:2]), 6.5,
                  va="bottom", linespacing=1.1)


# -- the pages ------------------------------------------------------------------------------
def _cover(page: _Page, b: Build) -> None:
    t = b.target
    k = b.mm_per_chi
    st = t.setting
    facts = [
        (_("rite"), _rite_words(b)),
        (_("range 侯道"), range_words(t, b.standard)),
        (_("the 中, square"), paren(format_chi(t.zhong_side_chi),
                                   f"{round(t.zhong_side_chi * k)} mm")),
        (_("width × height"), paren(f"{format_chi(t.width_chi)} × {format_chi(t.height_chi)}",
                                    f"{round(t.width_chi * k)} × {round(t.height_chi * k)} mm")),
        (_("lower rope above the ground"), paren(format_chi(t.bottom_chi),
                                                 f"{round(t.bottom_chi * k)} mm")),
        (_("cloth (用布)"), format_chi(t.cloth_total_chi) if b.fabric.whole_bolts else
         _("{total} ({metres} m) of the texts' cloth, 二尺二寸 wide, one strip to its width; "
           "the fabric below lays {lanes} strips side by side, so fewer metres are bought").format(
             total=format_chi(t.cloth_total_chi), lanes=b.plan.lanes,
             metres=f"{float(t.cloth_total_chi * k / 1000):.2f}")
         if b.plan.lanes > 1 else
         _("{total} ({metres} m) of the texts' cloth, 二尺二寸 wide, one strip to its "
           "width").format(total=format_chi(t.cloth_total_chi),
                           metres=f"{float(t.cloth_total_chi * k / 1000):.2f}")),
        (_("fabric"), b.fabric.name),
        *((_("to buy") if n == 0 else "", _("{quantity} — {item}").format(quantity=q, item=item))
          for n, (item, q, _v, _u) in
          enumerate(b.bill()[:2])),
        ("", _("the rest: see the bill of materials (pages 2–3)")),
        *(((_("warning (houzhi)"), b.cloth_warning),) if b.cloth_warning else ()),
    ]
    rows = [_bound(f) for f in facts]
    widths = [70, page.inner_w - 70]
    marks = (_("the marks to paint") if b.marks.any_paint
             else _("the marks (hide set on the cloth)"))
    contents = _("Contents: 1 cover · 2–3 bill of materials · 4 what houzhi "
                 "assumes · 5 cutting plan · 6 assembly · 7 sewing · 8 the seam, "
                 "the loop and the knots · 9 ropes and posts · 10 the posts as "
                 "marked · 11 rigging against the wind · 12–13 rigging and "
                 "raising · 14 the knots, the guys and the posts' feet · 15 the "
                 "no-dig work · 16 the guys' weights · 17 where the ground may not "
                 "be dug: the tabernacle · 18 the weighted base · 19 hanging · 20 "
                 "{marks} · 21 the ground and its stake-out · 22 the field it "
                 "needs · 23 the words of the texts").format(marks=marks)
    closing = _("Every figure is exact in 尺 and converted to mm under the standard "
                "named in the title block; cutting and sewing sizes are in mm on a "
                "modern fabric. Print at 100% (no fit-to-page): the marks are drawn to a "
                "stated scale with a scale bar to check it.")
    # a long warning (no shrinkage given, and the tolerance's too, or the 用布 explained beside a
    # modern fabric) moves the title up 15 mm and sets the facts at 8 pt (still legible); where
    # even that reaches the title block (a Letter page is 18 mm shorter than A4), the title up
    # 8 mm more and the words in smaller type, the first of these that the page holds
    long = len(b.cloth_warning) > 600 or (bool(b.cloth_warning) and not b.fabric.whole_bolts)
    ladder = [(45, 8.0, 8.5, 8.5), (37, 8.0, 8.0, 8.0), (37, 7.5, 7.5, 7.5), (37, 7.0, 7.0, 7.0)]
    if not long:
        ladder.insert(0, (60, 8.0 if b.cloth_warning else 10.0, 9.5, 8.5))
    for drop, facts_pt, contents_pt, closing_pt in ladder:
        below = (drop + 28 + _table_height(rows, widths, facts_pt, ["", ""]) + 2
                 + page.paragraph_height(contents, contents_pt) + 1
                 + page.paragraph_height(closing, closing_pt))
        if page.h - below >= page.bottom:
            break
    top = page.h - drop
    page.text(page.w / 2, top, _("侯 {range}").format(range=range_words(t, b.standard,
                                                                       short=True)), 40,
              ha="center")
    page.text(page.w / 2, top - 15, _("the {hou} of the {rite} — build book").format(
        hou=st.hou.name, rite=st.rite.label), 14, ha="center")
    y = page.table(top - 28, ["", ""], rows, widths, facts_pt)
    y = page.paragraph(y - 2, contents, contents_pt)
    page.paragraph(y - 1, closing, closing_pt)

def _page_refs() -> dict[str, str]:
    """The sheet's pointers to the no-dig pages ("the no-dig work page"), each with this
    book's page number for it ("p. 15"), in the language spoken."""
    names = [t for t, _d, _a in _PAGES]
    return {_(TABERNACLE_PAGE): pgettext("the tabernacle's page", "p. {n}").format(
                n=names.index(N_("where the ground may not be dug")) + 1),
            _(NO_DIG_WORK_PAGE): pgettext("the no-dig work's page", "p. {n}").format(
                n=names.index(N_("the no-dig work")) + 1)}


def _paged(text: str, refs: dict[str, str] | None = None) -> str:
    """``text`` with the sheet's pointers to the no-dig pages as this book's page numbers
    (``refs``, made once for many texts; :func:`_page_refs` when None)."""
    for words, page in (refs if refs is not None else _page_refs()).items():
        text = text.replace(words, page)
    return text


def _bill_rows(page: _Page, b: Build, y: float
               ) -> tuple[list[str], list[list[str]], list[float], int]:
    """The bill's table: its header, rows and column widths (mm), and how many of the rows its
    first page takes: all that fit below ``y`` mm with a line to spare; the rest go on the
    continued page, before the assumptions."""
    (bill,) = _sheet(b).section("bill").tables()
    head = list(bill.columns)
    refs = _page_refs()
    rows = [_bound([_paged(c, refs) for c in r]) for r in bill.texts()[1:]]
    widths = _bill_widths(page)
    n = len(rows)
    while n > 1 and y - _table_height(rows[:n], widths, _LEGIBLE, head) < page.bottom + 6:
        n -= 1
    return head, rows, widths, n


def _bill(page: _Page, b: Build) -> None:
    y = page.heading(_("bill of materials"))
    head, rows, widths, n = _bill_rows(page, b, y)
    page.table(y, head, rows[:n], widths, _LEGIBLE)


def _bill_more(page: _Page, b: Build) -> None:
    """The bill's rows its page had no room for (the small things and the tools), and, where
    the next page has no room for them all, the last of houzhi's assumptions."""
    y = page.heading(_("bill of materials, continued"))
    head, rows, widths, n = _bill_rows(page, b, y)
    if rows[n:]:
        y = page.table(y, head, rows[n:], widths, _LEGIBLE)
    items, last = _assumed(b), _assumed_here(page, b)
    if not last:
        page.paragraph(y - 2, _("what houzhi assumes (the texts are silent on these): the next "
                                "page, every one in full"), 9)
        return
    # too many for the next page alone: the last of them here, below the bill
    y = page.paragraph(y - 2, _("what houzhi assumes (the texts are silent on these): the next "
                                "page, and the last {n} here:").format(n=last), 9)
    for item in items[-last:]:
        y = _assumption(page, y, item, _LEGIBLE)


def _bill_widths(page: _Page) -> list[float]:
    """The bill's columns (mm): the item, wide enough for its specification, and the amount."""
    return [146, page.inner_w - 146]


#: the room (mm) between two assumptions, and the line spacing of one
_ASSUMED_GAP, _ASSUMED_SPACING = 1.0, 1.25


def _assumed(b: Build) -> list[str]:
    """Every assumption of houzhi's as the build sheet lists it, each with its bullet."""
    return [_bind(f"• {p.text}") for p in _sheet(b).section("assumptions").paras()]


def _assumption(page: _Page, y: float, item: str, size: float) -> float:
    """One assumption, its top at ``y`` mm, in type of ``size`` pt across the page, as a text of
    its own beginning with its bullet; returns the y (mm) below it and the gap after it."""
    lines = wrap(item, max(8, int(page.inner_w / (size * _HALF_EM))))
    page.text(_MARGIN, y, "\n".join(lines), size, va="top", linespacing=_ASSUMED_SPACING)
    return y - _assumed_height(page, [item], size)


def _assumed_height(page: _Page, items: Sequence[str], size: float) -> float:
    """Height in mm that :func:`_assumption` takes for each of ``items`` in type of ``size``
    pt, with the gap after each."""
    room = max(8, int(page.inner_w / (size * _HALF_EM)))
    return sum(len(wrap(s, room)) * size * 0.47 * _ASSUMED_SPACING + _ASSUMED_GAP
               for s in items)


def _assumed_here(page: _Page, b: Build) -> int:
    """How many of the last assumptions the bill's continued ``page`` carries below its rows, at 8 pt
    (:data:`_LEGIBLE`): none where the next page holds them all at 8 pt or more; else as many
    as leave the rest room there, and as the bill's page has room for (郝敬's 侯 has 21, some
    long)."""
    items = _assumed(b)
    room = page.h - _MARGIN - 12 - page.bottom  # the assumptions' page, below its heading
    head, rows, widths, n = _bill_rows(page, b, room + page.bottom)
    below = (room - 4  # the bill's continued page, below its rows
             - (_table_height(rows[n:], widths, _LEGIBLE, head) if rows[n:] else 0)
             - 9 * 0.47 * 1.3 * 2)
    last = 0
    while (last < len(items) and _assumed_height(page, items[:len(items) - last], _LEGIBLE)
           > room and _assumed_height(page, items[len(items) - last - 1:], _LEGIBLE) <= below):
        last += 1
    return last


def _assumptions(page: _Page, b: Build) -> None:
    """Every assumption of houzhi's (the build sheet's), in full, in the largest type from 10
    down to 8 pt (:data:`_LEGIBLE`) that holds them above the title block: a maker builds to
    them (the post above the 上綱, the loops' spacing, the margin, the thread, the paint, the
    ropes' cut, the depth). Where even 8 pt does not hold them all, the last are on the bill's
    continued page, below its rows (:func:`_assumed_here`); where that is not room enough (a long
    reading's many, in English on a Letter page), the type goes down to 7 pt."""
    y = page.heading(_("what houzhi assumes (the texts are silent on these)"))
    last = _assumed_here(page, b)
    items = _assumed(b)
    if last:
        items = items[:-last]
        y = page.paragraph(y, _("the last {n}: on the bill of materials page, continued (page 3)").format(
            n=last), _LEGIBLE)
    for size in (10.0, 9.5, 9.0, 8.5, _LEGIBLE, 7.5, 7.0):
        if y - _assumed_height(page, items, size) >= page.bottom:
            break
    for item in items:  # each its own text, beginning with its bullet
        y = _assumption(page, y, item, size)


def _fitted(page: _Page, y: float, items: list[str], more: str,
            sizes: tuple[float, ...] = (7.5, 6.5, 5.5)) -> float:
    """``items`` as lines from ``y`` mm down, in the largest of ``sizes`` (pt) that keeps them
    above the title block; where even the smallest does not, as many as fit and ``more`` (with
    ``{n}``, how many are left out). Returns the y below (mm)."""
    for size in sizes:
        lines = wrap("\n".join(items), max(8, int(page.inner_w / (size * _HALF_EM))))
        if y - len(lines) * size * 0.47 * 1.3 >= page.bottom:
            break
    else:  # too many even in the smallest type: as many as fit, and where to read the rest
        room = int((y - page.bottom) / (size * 0.47 * 1.3)) - 1
        shown: list[str] = []
        for item in items:
            if len(wrap("\n".join([*shown, item]), int(page.inner_w / (size * _HALF_EM)))) > room:
                break
            shown.append(item)
        items = [*shown, more.format(n=len(items) - len(shown))]
    return page.paragraph(y, "\n".join(items), size)


def _cutting(page: _Page, b: Build) -> None:
    y = page.heading(_("cutting plan"))
    tab = plan_table(b.plan, b.standard)
    y = page.paragraph(y, tab.caption, 8)
    # each header on one line: "finished height" needs 22 mm of 6.5 pt type, "cut length" 17
    widths = [16, 22, 22, 17, 18, 24][:len(tab.header)]  # without joins, no column of them
    table_w = sum(widths)
    ax = page.axes(_MARGIN, page.bottom + 12, page.inner_w - table_w - 10, y - page.bottom - 14,
                   frame=True)
    plots.cutting_preview(b.plan, ax=ax, standard=b.standard)
    ax.set_title("")
    lo, hi = ax.get_ylim()
    if (hi - lo) / (ax.get_xlim()[1] - ax.get_xlim()[0]) < 0.25:  # a long roll: stretch across
        ax.set_aspect("auto")
        ax.set_ylim(lo, lo + (hi - lo) * 1.15)
        ax.set_xlabel(ax.get_xlabel() + _(" — stretched across the roll, not to scale"))
    y = page.table(y, tab.header, tab.rows, widths, 6.5, left=page.w - _MARGIN - table_w)
    page.text(page.w - _MARGIN - table_w, y, _("Cut sizes include the seam allowances; joins "
                                               "are measured\nfrom the west end of the sewn "
                                               "strip (its right end, seen from the shooters)."
                                               "\nWash the cloth before cutting."), 7, va="top")


def _runs(seams: Sequence[Seam], along: str) -> list[list[Seam]]:
    """``seams`` in runs of seams alike — same kind and length, and the same x (``along`` "y")
    or y (``along`` "x") — evenly stepped along the other, each run in the order of
    ``seams``; a seam alike with no other is a run of one."""
    fixed = "x_chi" if along == "y" else "y_chi"
    alike: dict[tuple[str, Fraction, Fraction], list[Seam]] = {}
    for s in seams:
        alike.setdefault((s.kind, s.length_chi, getattr(s, fixed)), []).append(s)
    out: list[list[Seam]] = []
    for group in alike.values():
        first = len(out)
        for s in group:
            run = out[-1] if len(out) > first else []
            if run and (len(run) == 1 or getattr(s, f"{along}_chi") - getattr(run[-1], f"{along}_chi")
                        == getattr(run[1], f"{along}_chi") - getattr(run[0], f"{along}_chi")):
                run.append(s)
            else:
                out.append([s])
    return out


def _seam_rows(b: Build, runs: bool) -> list[list[str]]:
    """The rows of the seams table (mm): one for each seam of the build sheet, or, with
    ``runs``, one for each run of seams alike (:func:`_runs`: the seams between strips and the
    joins stacked one above another, then the joins side by side) with how many, the first and
    the last and the step; every seam is in exactly one row, in the order of the sheet."""
    k = b.mm_per_chi

    def mm(run: list[Seam], along: str) -> str:
        a, z = (round(getattr(s, f"{along}_chi") * k) for s in (run[0], run[-1]))
        if a == z:
            return f"{a}"
        step = abs(getattr(run[1], f"{along}_chi") - getattr(run[0], f"{along}_chi"))
        return _("{a} to {z}, every {step}").format(a=a, z=z, step=round(step * k))

    if not runs:
        found = [[s] for s in b.seams]
    else:
        stacked = _runs(b.seams, "y")
        alone = [r[0] for r in stacked if len(r) == 1]
        found = [r for r in stacked if len(r) > 1] + _runs(alone, "x")
        order = {id(s): n for n, s in enumerate(b.seams)}
        found.sort(key=lambda r: order[id(r[0])])
    return [[_("{n} ×: {first} … {last}").format(n=len(r), first=r[0].where, last=r[-1].where)
             if len(r) > 1 else r[0].where,
             mm(r, "x"), mm(r, "y"), f"{round(r[0].length_chi * k)}"] for r in found]


def _assembly(page: _Page, b: Build) -> None:
    y = page.heading(_("assembly: the target as hung, seen from the shooters (west 西 on the "
                       "right)"))
    hh = 88.0
    ax = page.axes(_MARGIN + 22, y - hh, page.inner_w - 22, hh, frame=True)
    # the marks of the target's rite, their label clear of the joins drawn over it
    plots.elevation(b.target, ax=ax, standard=b.standard, clear_of=_joins(b),
                    sag_chi=(b.ropes[0].sag_chi, b.ropes[1].sag_chi))  # as they hang in still air
    ax.title.set_fontsize(8)
    _draw_joins(ax, b)
    ax.set_anchor("N")  # a wide target is drawn less high: the table follows it up
    ax.apply_aspect()
    y = ax.get_position().y0 * page.h - 13  # below the axis and its label
    k = b.mm_per_chi
    widths = [34, 30, 34, 26]
    header = [_("seam"), _("x from west (mm)"), _("y from lower edge (mm)"), _("length (mm)")]
    joins = sum(s.kind == "join" for s in b.seams)
    (stitching,) = _sheet(b).section("seams").paras()  # the sheet's words: hem, stitching, thread
    note = [_("x from the west end of the target — its right end as drawn, seen from the "
              "shooters —, y up from its lower edge; joins (dashed red) cross the long strips."),
            _("Sew them in the order of the sewing page: {seams} seams between strips and {joins} "
              "joins across them, {m} m; ").format(seams=len(b.seams) - joins, joins=joins,
                                                    m=f"{float(b.seams_chi * k / 1000):.1f}")
            + stitching.text + _(".")]
    # the note wrapped to the page's width (a line too long ran off its right edge)
    lines = [line for para in note
             for line in wrap(_bind(para), int(page.inner_w / (7.5 * _HALF_EM)))]
    room = y - (page.bottom + len(lines) * 7.5 * 0.47 * 1.3 + 2)  # above the note

    def fits(rows: list[list[str]], size: float) -> bool:
        half = (len(rows) + 1) // 2
        return max(_table_height(rows[:half], widths, size, header),
                   _table_height(rows[half:], widths, size, header)) <= room

    # every seam in its own row where they fit in two columns; else a row for each run of
    # seams alike, in smaller type if need be; else as many runs as fit, saying how many not
    for runs, size in ((False, 6.5), (True, 6.5), (True, 5.5), (True, 4.5)):
        rows = _seam_rows(b, runs)
        if fits(rows, size):
            break
    else:
        shown = len(rows)
        while shown and not fits([*rows[:shown], ["", "", "", ""]], size):
            shown -= 1
        rows = [*rows[:shown], [_("… {n} more rows: `houzhi build` lists every seam").format(
            n=len(rows) - shown), "", "", ""]]
    half = (len(rows) + 1) // 2
    page.table(y, header, rows[:half], widths, size)
    page.table(y, header, rows[half:], widths, size, left=_MARGIN + page.inner_w / 2 + 4)
    page.text(_MARGIN, page.bottom - 1, "\n".join(lines), 7.5, va="bottom", linespacing=1.3)


def _joins(b: Build) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The joins across long strips as the elevation draws them (in 尺, west to the right, as
    the shooters see it): a join ``x_chi`` from the target's west end lies ``x_chi`` left of
    its right end; each a vertical segment (bottom, top)."""
    half, base = b.target.width_chi / 2, b.target.bottom_chi
    return [((float(half - s.x_chi), float(base + s.y_chi)),
             (float(half - s.x_chi), float(base + s.y_chi + s.length_chi)))
            for s in b.seams if s.kind == "join"]


def _draw_joins(ax: Axes, b: Build) -> None:
    """The joins across long strips on the elevation ``ax`` (:func:`_joins`), dashed red."""
    for (x, y0), (_x, y1) in _joins(b):
        ax.plot([x, x], [y0, y1], color="#c8322a", lw=0.9, ls=(0, (3, 1.5)))


def _rigging(page: _Page, b: Build) -> None:
    y = page.heading(_("ropes 綱, loops 縜 and posts 植"))
    sheet = _sheet(b)
    ropes = sheet.section("ropes")
    (table,) = ropes.tables()
    y = page.table(y, list(table.columns), [_bound(r) for r in table.texts()[1:]],
                   [14, 28, 26, 28, 30, 28, 32], 7)
    posts, loops = sheet.section("posts"), sheet.section("loops")
    words = ["\n".join(p.text for p in ropes.paras()),
             "\n".join([loops.heading, *(p.text for p in loops.paras())]),
             "\n".join([posts.heading, *(p.text for p in posts.paras())])]
    for w in words:
        y = page.paragraph(y, _bind(w), _LEGIBLE)
    page.text(_MARGIN, page.bottom, _("the knots: the diagrams page"), _LEGIBLE, va="bottom",
              color="#666666")
    hh = y - page.bottom - 8
    # room above the axes for the drawing's title, two lines of 8 pt
    ax = page.axes(_MARGIN + 10, page.bottom + 14, page.inner_w - 10, hh - 16, frame=True)
    _post_detail(ax, b)


def _diagram_row(page: _Page, top: float, keys: Sequence[str], height: float,
                 shares: Sequence[float] | None = None) -> float:
    """The diagrams ``keys`` (:data:`houzhi.render.diagrams.DRAWINGS`) side by side across the
    page, ``height`` mm tall below ``top`` mm (the page's heading says they are houzhi's and
    not to scale), each its ``shares`` of the width (alike where None); none where ``height``
    is under 24 mm. Returns the height (mm) taken."""
    from .diagrams import DRAWINGS

    if height < 24:
        return 0.0
    shares = shares or [1.0] * len(keys)
    x = _MARGIN
    for key, share in zip(keys, shares, strict=True):
        w = page.inner_w * share / sum(shares)
        DRAWINGS[key](page.axes(x + 2, top - height + 2, w - 4, height - 10))
        x += w
    return height


def _diagrams(page: _Page, b: Build) -> None:
    """The sewing's seam, rope edge and loop, and the rigging's three knots, each large enough
    for its words to be read (houzhi's, not the texts')."""
    # short enough for a Letter page's width at 15 pt
    y = page.heading(_("the seam, the rope edge, the loop and the knots (houzhi's, not the "
                       "texts'; not to scale)"))
    head, rows, widths, n = _sewing_rows(page, b, y)
    if n < len(rows):  # the sewing steps the sewing page had no room for
        y = page.table(y, head, rows[n:], widths, _LEGIBLE) - 2
    half = (y - page.bottom) / 2
    _diagram_row(page, y, ("seam", "hem", "loop"), half)
    # the cleat hitch is tall and narrow: the knots with words beside them the wider
    _diagram_row(page, y - half, ("round turn", "cleat hitch", "bowline", "trucker's hitch"),
                 half, (0.95, 0.7, 1.15, 1.2))


def _post_detail(ax: Axes, b: Build) -> None:
    """The east post in elevation, in mm, as the shooters see it from the north: east on the
    left, so the post leans out to the left and the target hangs to its right. The axis runs
    east (mm east of the centre line), inverted so that east is on the left; ground, hole,
    lean and where the ropes are tied.

    Laid out so that no two of its words meet on any paper or in any language: the drawing is
    height-bound (equal aspect), so its x range is widened to the axes' whole width, the post
    a little left of the middle; its notes (houzhi's post and slack, the foot's place) stand in
    the axes' corners in a column of their own east of the dimensions; the ropes' labels run
    west of the post over clear ground, the hole's plan below the upper one's; the title
    above the axes."""
    k = float(b.mm_per_chi)
    p = b.posts
    fx, lean = float(p.foot_x_chi) * k, float(p.lean)
    depth, above = float(p.depth_chi) * k, float(p.above_chi) * k
    top = fx + lean * above  # x of the post's top: the farthest east
    # the scale the axes' height sets (mm of paper per mm drawn), and the x range the axes'
    # width then holds: the west room for the ropes' labels and the plan, the rest east of it
    fig = ax.get_figure(root=True)
    pos = ax.get_position()
    high_mm = pos.height * (fig.get_figheight() if fig else 0.0) * 25.4 or 100.0
    wide_mm = pos.width * (fig.get_figwidth() if fig else 0.0) * 25.4 or 200.0
    ylim = (-depth - 700, above + 900)
    scale = high_mm / (ylim[1] - ylim[0])
    # room above the highest rope for its label (4 mm of 7 pt type, 80 mm up): a tall post
    # in a low drawing (the 大射's 90弓 on a Letter page) is drawn at a scale where 900 mm
    # above its top is not room enough
    highest = max(float(r.height_chi) * k for r in b.ropes)
    for _k in range(2):  # the scale the wider range sets, and the range that scale needs
        ylim = (ylim[0], max(above + 900, highest + 80 + 4.5 / scale))
        scale = high_mm / (ylim[1] - ylim[0])
    # west of the post: the ropes' labels (at most about 36 mm at 7 pt), then the hole's plan
    # (about 30 mm), each clear of the other
    lowest = fx + lean * min(float(r.height_chi) * k for r in b.ropes)  # the rope the farthest west
    plan_east = lowest - 150 - 40 / scale
    west = plan_east - 32 / scale
    east = max(top + 4500.0, west + wide_mm / scale)
    xlim = (east, west)
    ax.plot([fx - lean * depth, top], [-depth, above], color="#7a4b1c", lw=4,
            solid_capstyle="butt")
    ax.axhline(0, color="#555555", lw=1)
    # the hole as the digging step digs it (standing.dig_slot): its outer (east) wall slanted
    # at the lean, its inner wall upright, from the stake where the pole enters the ground
    rig = rigging(b)
    slot = dig_slot(rig.post_mm, depth, lean)
    ax.add_patch(Polygon([(fx + slot.out_mm, 0), (fx - slot.in_mm, 0), (fx - slot.in_mm, -depth),
                          (fx + slot.out_mm - slot.inward_mm, -depth)], closed=True,
                         facecolor="#d8cbb0", edgecolor="#7a6a4a", lw=0.6, zorder=0))
    ax.plot([fx], [0], marker="v", color="#b03030", ms=5, zorder=3)
    for r in b.ropes:  # toward the centre line: to the right, west
        y = float(r.height_chi) * k
        x = fx + lean * y
        ax.plot([x - 2500, x], [y, y], color="#3b6ea5", lw=1.2)
        ax.text(x - 150, y + 80, _("{rope} tied here, {n} mm up").format(rope=r.name, n=round(y)),
                fontsize=7, color="#3b6ea5", ha="left", va="bottom")
    # the dimensions east of the post, each label east of its arrow
    ax.annotate("", (top + 900, 0), (top + 900, above), arrowprops={"arrowstyle": "<->",
                                                                    "lw": 0.7})
    ax.text(top + 1000, above / 2, _("{n} mm above ground").format(n=round(above)), fontsize=7,
            va="center", ha="right")
    ax.annotate("", (fx + 900, -depth), (fx + 900, 0), arrowprops={"arrowstyle": "<->",
                                                                   "lw": 0.7})
    ax.text(fx + 1000, -depth / 2, _("{n} mm in the ground").format(n=round(depth)), fontsize=7,
            va="center", ha="right")
    # the notes in the axes' east corners, a column of their own: the foot's place below the
    # ground, houzhi's post and slack at the top
    ax.text(0.01, 0.01, _("foot {n} mm east of the centre line;\n").format(n=round(fx))
            + (_("upright, no lean") if p.upright else
               _("lean {degrees}° outward, to the east").format(
                   degrees=f"{p.lean_degrees:.1f}")),
            fontsize=6.5, ha="left", va="bottom", transform=ax.transAxes)
    if rig.foot is not None:  # the post's size and the cloth's slack, in short (the wind page is full)
        note = _("houzhi's: post at least {post} mm (in second order, with its guy's {n} kN "
                 "thrust); the cloth {slack} mm slack between the 綱 at the posts, as intended, "
                 "and taut at mid-span (a bow of {bow} mm in the wind)").format(
            post=rig.foot.post_mm, n=f"{rig.foot.axial_n / 1000:.2f}",
            slack=f"{rig.slack_mm:.0f}", bow=f"{rig.bow_mm:.0f}")
        ax.text(0.01, 0.98, "\n".join(wrap(_bind(note), 62)), fontsize=5.5, ha="left", va="top",
                transform=ax.transAxes, color="#444444")
    ax.set_title(_("the east post 植, seen from the shooters (from the north):\neast 東 on the "
                   "left, the target to its right (west 西)"), fontsize=8)
    # east on the ground line above it, clear of the foot's note below; west below it, clear
    # of the hole's plan above
    ax.text(top + 900 + 2 / scale, 120, _("← 東 E"), fontsize=8, fontweight="bold", va="bottom",
            ha="right")  # 2 mm east of the height's arrow
    ax.text(west + 300, -120, _("西 W →"), fontsize=8, fontweight="bold", va="top", ha="right")
    ax.set_aspect("equal")
    ax.set_xlim(*xlim)  # inverted: east on the left
    ax.set_ylim(*ylim)
    ax.set_xlabel(_("mm east of the centre line (east on the left, as seen from the north)"),
                  fontsize=7)
    ax.tick_params(labelsize=6)
    # the hole in plan west of the ropes' labels, from just above the ground to below the top
    # of the post, its title (about 4 mm) below that
    _slot_plan(ax, slot, rig.post_mm,
               (plan_east, west + 2 / scale, 2 / scale, above - 5 / scale), xlim, ylim)


def _slot_plan(ax: Axes, slot: Slot, post_mm: int, region: tuple[float, float, float, float],
               xlim: tuple[float, float], ylim: tuple[float, float]) -> None:
    """The hole in plan on ``ax`` (limits ``xlim``, ``ylim``, mm, x inverted), in ``region``
    (east x, west x, low y, high y; mm, the elevation's free room west of the post): seen from
    above with south up and east on the left, as the elevation sees it from the north; the
    slot, the stake where the pole enters the ground, the butt's place at the bottom and the
    ramp in the south side. None where the room is under 600 mm either way."""
    east, west, low, high = region
    if east - west < 600 or high - low < 600:
        return
    wide, tall = xlim[0] - xlim[1], ylim[1] - ylim[0]
    bounds = ((xlim[0] - east) / wide, (low - ylim[0]) / tall, (east - west) / wide,
              (high - low) / tall)
    inset = ax.inset_axes(bounds)
    ramp = slot.depth_mm  # drawn at one in one: the step gives no slope
    inset.add_patch(Rectangle((-slot.in_mm, -slot.ns_mm / 2), slot.ew_mm, slot.ns_mm,
                              facecolor="#d8cbb0", edgecolor="#7a6a4a", lw=0.6))
    inset.add_patch(Rectangle((-slot.inward_mm - slot.ns_mm / 2, slot.ns_mm / 2), slot.ns_mm,
                              ramp, facecolor="#eadfc8", edgecolor="#7a6a4a", lw=0.6,
                              hatch="///"))
    inset.add_patch(Circle((-slot.inward_mm, 0), post_mm / 2, fill=False, ls="--", lw=0.6,
                           edgecolor="#7a4b1c"))
    inset.plot([0], [0], marker="v", color="#b03030", ms=4)
    inset.text(-slot.inward_mm - slot.ns_mm / 2 - 60, slot.ns_mm / 2 + ramp / 2, _("ramp"),
               fontsize=5.5, ha="left", va="center")
    inset.text(-slot.in_mm - 60, 0, _("butt"), fontsize=5.5, ha="left", va="center")
    inset.text(slot.out_mm, -slot.ns_mm / 2 - 60,
               _("{ew} × {ns} mm\n▼ stake {out} mm\nfrom the east end").format(
                   ew=slot.ew_mm, ns=slot.ns_mm, out=slot.out_mm),
               fontsize=5.5, ha="left", va="top")
    inset.set_title(_("plan: south up"), fontsize=6)
    inset.set_xlim(slot.out_mm + 100, -slot.in_mm - 500)
    inset.set_ylim(-slot.ns_mm / 2 - 700, slot.ns_mm / 2 + ramp + 60)
    inset.set_aspect("equal", adjustable="box")
    inset.set_axis_off()


def _in_drawing() -> tuple[str, ...]:
    """The rigging section's rows the post's drawing gives in short, rather than the wind's
    page (full): the post's size in second order and the cloth's slack between its ropes."""
    return (_("posts 植: the guy's thrust"), _("the cloth between the 綱"))


def _posts_marked(page: _Page, b: Build) -> None:
    """The posts as a maker marks them, lying on the ground, each mark measured along the pole
    from its butt (the figures of the rigging order's step "mark the posts"); and the east post
    standing in end elevation, seen from the north, its guy at its angle to its anchor."""
    from ..making.standing import BOLT

    y = page.heading(_("the posts as marked, and the east post with its guy (houzhi's)"))
    y = page.paragraph(y, _("Each mark is measured along the pole from its butt, the end that "
                            "goes into the ground, as the rigging order's step 'mark the posts' "
                            "gives it: the heights on the other pages are vertical, and the "
                            "pole leans. Dimensions in mm; not to scale across the pole."),
                       _LEGIBLE)
    band = 50.0  # mm: the pole lying, with its marks and their dimensions
    _marked_pole(page.axes(_MARGIN, y - band, page.inner_w, band - 2), b, BOLT)
    top = y - band - 4
    # 6 mm spare on the right for the half of the last tick's label beyond the axes
    _guyed_post(page.axes(_MARGIN + 14, page.bottom + 10, page.inner_w - 20,
                          top - page.bottom - 10, frame=True), b)


def _pole_marks(b: Build) -> list[tuple[str, float]]:
    """The marks on a post along the pole from its butt (mm), in order: the ground line, the
    下綱, the cleats (the west post's), the 上綱, and the top."""
    p, k = b.posts, float(b.mm_per_chi)
    lower, upper = b.ropes[-1], b.ropes[0]

    def along(vertical_chi: Fraction) -> float:
        return float(vertical_chi) * p.slant * k

    return sorted([(_("ground line"), along(p.depth_chi)),
                   (_("{rope}'s mark").format(rope=lower.name), along(p.depth_chi + lower.height_chi)),
                   (_("cleats (west post)"), along(p.depth_chi + b.cleat_chi)),
                   (_("{rope}'s mark").format(rope=upper.name), along(p.depth_chi + upper.height_chi)),
                   (_("top"), p.length_chi * k)], key=lambda m: m[1])


def _marked_pole(ax: Axes, b: Build, bolt: str) -> None:
    """A post lying, its butt on the left, with its marks, bolts and cleats, and each mark's
    distance from the butt dimensioned below it (mm along the pole)."""
    marks = _pole_marks(b)
    length = marks[-1][1]
    k = float(b.mm_per_chi)
    upper = float(b.posts.depth_chi + b.ropes[0].height_chi) * b.posts.slant * k
    lower = float(b.posts.depth_chi + b.ropes[-1].height_chi) * b.posts.slant * k
    ax.set_xlim(-length * 0.03, length * 1.03)
    ax.set_ylim(-len(marks) - 1.2, 3.4)
    ax.add_patch(Rectangle((0, -0.35), length, 0.7, facecolor="#a0743f", edgecolor=_INK, lw=0.6))
    ax.add_patch(Rectangle((0, -0.35), marks[0][1], 0.7, facecolor="#d8cbb0", edgecolor=_INK,
                           lw=0.6))  # the foot, in the ground once it stands
    ax.text(marks[0][1] / 2, 0, _("in the ground"), fontsize=8, ha="center", va="center")
    ax.text(0, 0.6, _("butt"), fontsize=8, ha="left", va="bottom")
    gap = length * 0.012  # a bolt just beside its mark
    bolts = [(upper + gap, _("{bolt} bolt: the guy's eye and the north and south lines above "
                             "it").format(bolt=bolt)),
             (upper - gap, _("{bolt} bolt: stop").format(bolt=bolt)),
             (lower - gap, _("{bolt} bolt: stop").format(bolt=bolt))]
    for x, _word in bolts:
        ax.plot([x, x], [-0.6, 0.6], color="#555555", lw=1.6)
    ax.text(upper + gap, 1.9, bolts[0][1], fontsize=8, ha="right", va="bottom")
    ax.text(lower - gap, 1.9, bolts[2][1], fontsize=8, ha="left", va="bottom")
    ax.text(upper - gap, 0.75, _("stop"), fontsize=8, ha="right", va="bottom")
    for n, (word, x) in enumerate(marks):  # each mark's line, dimensioned from the butt
        ax.plot([x, x], [-0.5, 0.5], color="#c8322a", lw=1.2)
        level = -1.2 - n
        ax.plot([x, x], [-0.5, level], color="#999999", lw=0.4, ls=(0, (2, 2)))
        ax.annotate("", (x, level), (0, level), arrowprops={"arrowstyle": "<->", "lw": 0.6})
        ax.text(x + length * 0.006 if x < length * 0.6 else x - length * 0.006, level + 0.08,
                _("{word}: {n} mm").format(word=word, n=round(x)), fontsize=8,
                ha="left" if x < length * 0.6 else "right", va="bottom")
    ax.plot([0, 0], [-0.35, -len(marks) - 0.2], color="#999999", lw=0.4)


def _guyed_post(ax: Axes, b: Build) -> None:
    """The east post standing, seen from the north (east on the left, as the ropes and posts
    page draws it), in mm: its lean, the two 綱 at their heights, and the guy from the 上綱's
    end at its angle to its anchor, with the anchor's distance from the post's foot."""
    k = float(b.mm_per_chi)
    p, rig = b.posts, b.rigging
    fx, lean = float(p.foot_x_chi) * k, float(p.lean)
    depth, above = float(p.depth_chi) * k, float(p.above_chi) * k
    ex, ey = (float(v) * k for v in rig.upper_end)
    anchor = float(rig.guy_anchor[0]) * k
    ax.axhline(0, color="#555555", lw=1)
    ax.plot([fx - lean * depth, fx], [-depth, 0], color="#7a4b1c", lw=3, alpha=0.45,
            solid_capstyle="butt")
    ax.plot([fx, fx + lean * above], [0, above], color="#7a4b1c", lw=3, solid_capstyle="butt")
    for r in b.ropes:  # toward the centre line: to the right
        h = float(r.height_chi) * k
        ax.plot([fx + lean * h - 2000, fx + lean * h], [h, h], color="#3b6ea5", lw=1.2)
        ax.text(fx + lean * h - 1900, h + 90, _("{rope}, {n} mm up").format(rope=r.name,
                                                                           n=round(h)),
                fontsize=8, color="#3b6ea5", ha="left", va="bottom")
    ax.plot([ex, anchor], [ey, 0], color="#2e7d32", lw=1.2)
    ax.plot([anchor], [0], "v", color="#2e7d32", ms=6)
    length = math.hypot(anchor - ex, ey)
    # in the triangle between the guy, the post and the ground, clear of all three
    low_y = ey * 0.3
    inner = fx + lean * low_y  # the post at that height
    outer = anchor - (anchor - ex) * low_y / ey  # the guy at that height
    ax.text((inner + outer) / 2, low_y, _("guy at {degrees}° to the ground:\n{n} mm, post to "
                                          "anchor").format(degrees=GUY_DEGREES,
                                                           n=round(length)),
            fontsize=8, color="#2e7d32", ha="center", va="center")
    ax.text(anchor, -150, _("anchor"), fontsize=8, ha="center", va="top", color="#2e7d32")
    level = -depth * 0.55
    ax.annotate("", (anchor, level), (fx, level), arrowprops={"arrowstyle": "<->", "lw": 0.6})
    ax.text((fx + anchor) / 2, level - 80, _("{n} mm from the post's foot to the anchor").format(
        n=round(anchor - fx)), fontsize=8, ha="center", va="top")
    ax.text(fx, -depth - 100, _("foot {n} mm east of the centre line").format(n=round(fx)),
            fontsize=8, ha="center", va="top")
    # to scale, the x range widened to the axes' whole width (the page is wider than the
    # drawing is high), so that the ropes' labels west of the post stay inside the frame
    ax.set_aspect("equal", adjustable="datalim")
    ax.set_xlim(anchor + 1800, fx - 3200)  # east on the left
    ax.set_ylim(-depth - 700, above + 500)
    ax.set_xlabel(_("mm east of the centre line (east on the left, as seen from the north)"),
                  fontsize=8)
    ax.tick_params(labelsize=7)


def _at_work() -> tuple[str, ...]:
    """The rigging section's rows the rigging order's page gives rather than the wind's: the
    knots, the rope they take, the guys (their lengths are reckoned from the raising), the
    posts' feet, beside the holes they are dug for."""
    return (_("knots"), _("rope for the knots"), _("guys"), _("the posts' feet"))


def _no_dig() -> tuple[str, ...]:
    """The rigging section's rows for where the ground may not be dug: the weighted bases and
    the tabernacle a post stands in on its base, on two pages of their own with their
    drawings."""
    return (_("where the ground may not be dug"), _("the weighted base"), _("the tabernacle"),
            _("the 下綱's lug"), _("the guys' weights"))


def _raising_rows(page: _Page, b: Build, y: float) -> tuple[
        list[str], list[list[str]], list[float], tuple[int, float], tuple[int, float]]:
    """The rigging order's table: its header, rows and column widths (mm), how many of the
    rows its first page takes and up to which row its continued page goes: the first half
    (the work on the ground, before the posts go up), or fewer where they do not fit below
    ``y`` mm (each page's top below its heading) with a line to spare, or more where the rest
    would not fit the continued page, each page's rows closer where that holds them
    (:meth:`_Page.fitting`: the first page's count and lead, the continued page's end and
    lead); the rows neither page holds go on to the top of the knots page
    (:func:`_at_work_page`), never into a title block."""
    rows = [_bound([s.label, s.text, s.note]) for s in _sheet(b).section("raising").items()]
    head = [_("step"), _("what to do"), _("why (houzhi)")]
    widths = [30, 126, page.inner_w - 156]

    def rest(n: int) -> tuple[int, float]:  # the continued page's last row and lead
        k, lead = page.fitting(y, head, rows[n:], widths, _LEGIBLE)
        return n + k, lead

    for lead in (_LEAD, _TIGHT):
        most = page.rows_that_fit(y, head, rows, widths, _LEGIBLE, lead=lead)
        for n in range(min((len(rows) + 1) // 2, most), most + 1):
            if rest(n)[0] == len(rows):
                return head, rows, widths, (n, lead), rest(n)
    return head, rows, widths, (most, _TIGHT), rest(most)


def _raising(page: _Page, b: Build) -> None:
    y = page.heading(_("rigging and raising, in the order of the work (houzhi's; the rite's "
                       "hanging follows)"))
    head, rows, widths, (n, lead), _more = _raising_rows(page, b, y)
    page.table(y, head, rows[:n], widths, _LEGIBLE, lead=lead)


def _raising_more(page: _Page, b: Build) -> None:
    """The rigging order's steps its page had no room for (the sag, the backfill, the
    take-down), on a page of their own; any this page has no room for either, on the knots
    page (:func:`_raising_rows`)."""
    y = page.heading(_("rigging and raising, continued (houzhi's)"))
    head, rows, widths, (n, _lead), (m, lead) = _raising_rows(page, b, y)
    y = page.table(y, head, rows[n:m], widths, _LEGIBLE, lead=lead)
    if m < len(rows):
        page.paragraph(y, _("continued on the next page"), _LEGIBLE)


def _rigging_table(page: _Page, y: float, b: Build, labels: tuple[str, ...],
                   widths: list[float], reserve: float = 0.0) -> float:
    """The rows of the rigging section labelled ``labels``, as a table its top at ``y`` mm in
    columns ``widths`` (mm): label, houzhi's figure, why, never into the title block nor the
    ``reserve`` mm above it kept for what follows (:func:`_flowing_table`); returns the y (mm)
    below it."""
    rows = [r for r in _sheet(b).section("rigging").items() if r.label in labels]
    return _flowing_table(page, y, ["", _("houzhi's figure or choice"), _("why (houzhi)")],
                          [_bound([r.label, r.text, r.note]) for r in rows], widths,
                          reserve=reserve)


def _flowing_table(page: _Page, y: float, head: Sequence[str], rows: Sequence[Sequence[str]],
                   widths: Sequence[float], size: float = _LEGIBLE,
                   lead: float = _LEAD, reserve: float = 0.0) -> float:
    """``rows`` as a table below ``y`` mm (``widths`` mm, type of ``size`` pt) that never
    reaches the title block, the last page of a flow: with its lines ``lead`` mm per pt apart
    where they fit so, else closer (:meth:`_Page.fitting`), else in smaller type down to 7 pt;
    where even that does not hold them, as many as fit and a line saying how many are left
    out and where to read them. ``reserve`` (mm) kept free above the title block, for what
    the page puts below the table, where the table fits so at all. Returns the y (mm) below
    it."""
    sizes = sorted({size, *(s for s in (7.5, 7.0) if s < size)}, reverse=True)
    for pt in sizes if reserve else ():
        for close in (lead, _TIGHT):
            if page.rows_that_fit(y - reserve, head, rows, widths, pt, lead=close) == len(rows):
                return page.table(y, head, rows, widths, pt, lead=close)
    for pt in sizes:
        for close in (lead, _TIGHT):
            if page.rows_that_fit(y, head, rows, widths, pt, lead=close) == len(rows):
                return page.table(y, head, rows, widths, pt, lead=close)
    n = page.rows_that_fit(y, head, rows, widths, pt, lead=_TIGHT)
    if y - _table_height(rows[:n], widths, pt, head, _TIGHT) < _MARGIN + _BLOCK + _CLEAR + 6:
        n = 0  # not even one row: only the line saying where to read them
    if n:
        y = page.table(y, head, rows[:n], widths, pt, lead=_TIGHT)
    note = _("… {n} more rows: `houzhi build` lists them all").format(n=len(rows) - n)
    if y - page.paragraph_height(note, pt) + 2 < _MARGIN + _BLOCK + _CLEAR:
        return y  # the page full already: not even the line (a page before said so)
    return page.paragraph(y, note, pt)


def _at_work_page(page: _Page, b: Build) -> None:
    """The rigging section's rows the work needs beside its steps (:func:`_at_work`): the knots,
    the rope they take, the guys, the posts' feet — a page of their own, for the steps fill the
    rigging order's page."""
    y = page.heading(_("the knots and the rope they take; the guys; the posts' feet "
                       "(houzhi's)"))
    # first the rows the pages before had no room for: the rigging order's steps, the wind's
    # figures, each under its page's title; all closer where they would not fit so
    head, steps, widths, _first, (m, _lead) = _raising_rows(page, b, y)
    wind_head, wind, wind_widths, (n, _lead) = _wind_rows(page, b, y)
    own = [r for r in _sheet(b).section("rigging").items() if r.label in _at_work()]
    own_head = ["", _("houzhi's figure or choice"), _("why (houzhi)")]
    own_rows = [_bound([r.label, r.text, r.note]) for r in own]
    own_widths = [28, 110, page.inner_w - 138]
    parts = [(_("rigging and raising, continued"), head, steps[m:], widths),
             (_("rigging against the wind, continued"), wind_head, wind[n:], wind_widths),
             ("", own_head, own_rows, own_widths)]
    parts = [p for p in parts if p[2]]

    def height(lead: float) -> float:  # to the foot of the last table's type
        return sum((_table_height(rows, w, _LEGIBLE, h, lead) if k < len(parts) - 1
                    else _ink_height(rows, w, _LEGIBLE, h, lead))
                   + (page.paragraph_height(title, _LEGIBLE) if title else 0.0)
                   for k, (title, h, rows, w) in enumerate(parts))

    lead = _LEAD if y - height(_LEAD) >= _MARGIN + _BLOCK + _CLEAR else _TIGHT
    for title, h, rows, w in parts:
        if title and y - page.paragraph_height(title, _LEGIBLE) - 12 < _MARGIN + _BLOCK:
            continue  # no room left for a row under it
        if title:
            y = page.paragraph(y, title, _LEGIBLE)
        y = _flowing_table(page, y, h, rows, w, lead=lead)  # never into the title block
    if y - 4 - _LEGIBLE * 0.47 * 1.3 * 2 >= page.bottom:  # where it fits below the table
        page.paragraph(y - 4, _("the knots as they are tied: the diagrams page; the order of "
                                "the work: the rigging and raising page"), _LEGIBLE)


def _no_dig_marks(b: Build) -> list[tuple[str, float]]:
    """The marks on a post that stands in a tabernacle, along the pole from its butt (mm), in
    order: the pivot's and the lock's holes (the tabernacle's), the cleats, the 上綱 and the top
    (the dug post's marks less the cut the no-dig row gives; the 下綱 is tied to the lug)."""
    rig = standing.rigging(b)
    tab, base, size = rig.tabernacle, rig.base, rig.foot
    if tab is None or base is None or size is None:
        return []
    slant = b.posts.slant
    cut = round(size.depth_mm * slant) + round(base.butt_mm * slant)
    upper = _("{rope}'s mark").format(rope=b.ropes[0].name)
    kept = [(word, x - cut) for word, x in _pole_marks(b)
            if word in (_("cleats (west post)"), upper, _("top"))]
    return sorted([(_("pivot hole"), float(tab.butt_mm)),
                   (_("lock hole"), float(tab.butt_mm + tab.lever_mm)), *kept],
                  key=lambda m: m[1])


def _no_dig_work(page: _Page, b: Build) -> None:
    """Where the ground may not be dug (:func:`_no_dig`): how the posts are cut, marked, stood
    and raised there, and lowered, and the marks along the pole from its butt (the guys'
    weights on the next page, :func:`_guy_weights_page`): the row in columns balanced to be
    short (:func:`_balanced`), then each of its numbered lists (the order of the work, the
    lowering) as a table of its own, a step a row, its number hanging in a column of its own,
    as the dug order's steps are set (the last list, where the page has no room for it so, its
    numbered steps in one paragraph); all in :data:`_LEGIBLE` type where it fits, else closer,
    else smaller, down to 7 pt."""
    y = page.heading(_("where the ground may not be dug: the work (houzhi's)"))
    marks = _no_dig_marks(b)
    said = (_("a no-dig post's marks and holes, along the pole from its butt (cut round about "
              "the pivot): ") + _("; ").join(
        _("{word} {n} mm").format(word=w, n=round(x)) for w, x in marks)
        + _("; the 下綱 is tied to the lug, not to the pole; the guy's bolt just above the "
            "上綱's mark, the stop just below it, as on a dug post")) if marks else ""
    label = _no_dig()[0]
    row = next(r for r in _sheet(b).section("rigging").items() if r.label == label)
    (rig,) = [r for r in standing.rigging(b).rows if r.label == label]
    cells = _bound([row.label, row.text, row.note])
    head = ["", _("houzhi's figure or choice"), _("why (houzhi)")]
    step_w = [7, page.inner_w - 7]
    hanging = [(["", s.title], [_bound([f"{n}.", step]) for n, step in enumerate(s.steps, 1)])
               for s in rig.lists]
    # where the page has no room for the last list a step a row at 8 pt: its steps in one
    # paragraph, each numbered, under its title (the lowering's are short), each number bound
    # to its step's first word
    inline = hanging[:-1] + [(["", s.title], [_bound(["", _("; ").join(
        f"{n}.\u00a0{step}" for n, step in enumerate(s.steps, 1))])]) for s in rig.lists[-1:]]

    def height(pt: float, lead: float, lists: list[tuple[list[str], list[list[str]]]]) -> float:
        """To the foot of the marks' type (mm)."""
        widths = _balanced(cells, page.inner_w, 28, pt)
        # the marks' lines as :meth:`_Page.paragraph` measures the type it keeps off the block
        marks_ink = len(wrap(said, page._columns(pt, None))) * pt * 0.46 + 2 if said else 0.0
        return (_table_height([cells], widths, pt, head, lead)
                + sum(_table_height(r, step_w, pt, h, lead) for h, r in lists) + marks_ink)

    room = y - (_MARGIN + _BLOCK + _CLEAR)
    pt, lead, lists = next(((pt, lead, lists) for pt in (_LEGIBLE, 7.5, 7.0)
                            for lists in (hanging, inline) for lead in (_LEAD, _TIGHT)
                            if height(pt, lead, lists) <= room), (7.0, _TIGHT, inline))
    y = page.table(y, head, [cells], _balanced(cells, page.inner_w, 28, pt), pt, lead=lead)
    for h, r in lists:
        y = page.table(y, h, r, step_w, pt, lead=lead)
    if said:
        page.paragraph(y - 2, said, pt)


def _guy_weights_page(page: _Page, b: Build) -> None:
    """Where the ground may not be dug (:func:`_no_dig`): each guy's weight, its row and the
    weight drawn to scale, in mm, below it."""
    y = page.heading(_("the guys' weights, where the ground may not be dug (houzhi's)"))
    y = _rigging_table(page, y, b, _no_dig()[4:5], [28, 175, page.inner_w - 203])
    gw = standing.rigging(b).guy_weight
    if gw is not None and y - page.bottom > 28:  # a guy's weight, to scale, in mm
        from .diagrams import guy_weight

        # at most 50 mm high: the drawing scales to its height and its key to the right
        high = min(y - page.bottom - 4, 50.0)
        guy_weight(page.axes(_MARGIN, y - 4 - high, page.inner_w, high), gw,
                   standing.rigging(b).guy_degrees)


def _no_dig_page(page: _Page, b: Build) -> None:
    """Where the ground may not be dug (:func:`_no_dig`): the tabernacle and the 下綱's lug, their
    rows and the tabernacle drawn to scale, in mm, below them (the weighted base on the next
    page, :func:`_base_page`)."""
    y = page.heading(_("where the ground may not be dug: the tabernacle and the 下綱's lug "
                       "(houzhi's)"))
    labels, widths = _no_dig()[2:4], [28, 100, page.inner_w - 136]
    below = _rigging_table(page, y, b, labels, widths)
    # the drawing from the foot of the rows' type (as the base's page): the table's own height
    # (its last row's leading and the space after it) would leave a band of paper bare
    cells = [_bound([r.label, r.text, r.note]) for r in _sheet(b).section("rigging").items()
             if r.label in labels]
    head = ["", _("houzhi's figure or choice"), _("why (houzhi)")]
    y = max(below, y - _ink_height(cells, widths, _LEGIBLE, head) - 2) if cells else below
    tab = standing.rigging(b).tabernacle
    if tab is not None and y - page.bottom > 40:  # the tabernacle, to scale, in mm
        from .diagrams import tabernacle

        y = page.paragraph(y - 3, _("the tabernacle, drawn to scale, in mm"), _LEGIBLE)
        tabernacle(page.axes(_MARGIN, page.bottom + 2, page.inner_w, y - page.bottom - 3), tab,
                   b.posts.lean_degrees, standing.rigging(b).lug)


#: the base page's table's type (pt): a touch under :data:`_LEGIBLE`, at the 7 pt floor the
#: flowing tables keep (:func:`_flowing_table`), so that the drawing below it has the page's
#: height (maker review 8, finding 9: at 8 pt the words took the page and the plan was 25 mm
#: across)
_BASE_PT = 7.0


def _balanced(cells: Sequence[str], width: float, label: float, size: float) -> list[float]:
    """Columns (mm) for a row's ``cells`` (label, figure, why) across ``width`` mm in type of
    ``size`` pt: the label's ``label`` mm, the rest split between the two others, in steps of
    1 mm, where the taller of them takes the fewest lines (the narrower figure column first
    on a tie): the row as short as its words allow."""
    room = width - label

    def lines(fig: float) -> tuple[int, float]:
        cols = _wrapped(cells, [label, fig, room - fig], size)
        return max(len(cols[1]), len(cols[2])), fig

    _n, fig = min(lines(float(f)) for f in range(int(room * 0.3), int(room * 0.7) + 1))
    return [label, fig, room - fig]


def _base_page(page: _Page, b: Build) -> None:
    """Where the ground may not be dug, the weighted base a post's tabernacle is bolted to:
    its row, in :data:`_BASE_PT` type in two columns balanced to be short
    (:func:`_balanced`), and the base drawn to scale, in mm, in plan and section below it, in
    the rest of the page's height (from the foot of the row's type, :func:`_ink_height`)."""
    y = page.heading(_("the weighted bases, where the ground may not be dug (houzhi's)"))
    head = ["", _("houzhi's figure or choice"), _("why (houzhi)")]
    rows = [_bound([r.label, r.text, r.note]) for r in _sheet(b).section("rigging").items()
            if r.label in _no_dig()[1:2]]
    # 4 mm short of the frame: a CJK line, wrapped by its count of half-ems, runs up to a
    # millimetre longer than it reckons
    widths = _balanced(rows[0], page.inner_w - 4, 26, _BASE_PT) if rows else [28, 130, 115]
    below = _flowing_table(page, y, head, rows, widths, _BASE_PT)
    # the drawing from the foot of the row's type: the table's own height (its last row's
    # leading and the space after it) would leave a band of paper bare
    y = max(below, y - _ink_height(rows, widths, _BASE_PT, head) - 2) if rows else below
    rig = standing.rigging(b)
    if rig.base is not None and rig.tabernacle is not None and y - page.bottom > 40:
        from .diagrams import weighted_base

        y = page.paragraph(y - 3, _("the weighted base, drawn to scale, in mm"), _LEGIBLE)
        weighted_base(page.axes(_MARGIN, page.bottom + 2, page.inner_w, y - page.bottom - 3),
                      rig.base, rig.tabernacle, b.posts.lean_degrees,
                      4 * rig.sag_m / rig.ropes[1][2])


def _hanging(page: _Page, b: Build) -> None:
    st = b.target.setting
    y = page.heading(_("hanging the {hou}, in the order of the {rite}'s texts").format(
        hou=st.hou.name, rite=st.rite.label))
    for s in _sheet(b).section("hanging").items():
        y = page.paragraph(y, _("{label} — {text}").format(label=s.label, text=s.text), 9.5)
        if s.note:
            y = page.paragraph(y + 1, _("{label}: {text}").format(label=who(s.note_by),
                                                                  text=_bind(s.note)), 8)
        y = page.paragraph(y + 1, "\n".join(str(c) for c in s.citations), 7.5) - 3
    page.paragraph(y - 2, _("The target faces north toward the hall, so its left is the west. "
                            "Steps 1–3 are done before the shooting, step 4 when the 司馬 orders "
                            "it, step 5 when the shooting is over."), 8.5)


def _scale_for(size_mm: float, room_mm: float) -> int:
    return next((s for s in _SCALES if size_mm / s <= room_mm), _SCALES[-1])


def _marks(page: _Page, b: Build) -> None:
    marks = b.marks
    rings = marks.rings
    both = (_("{mark} and {shi}").format(mark=marks.name, shi=marks.shi.name)
            if marks.shi is not None else marks.name)
    y = page.heading(_("the marks: {both} of the {hou}").format(
        both=both, hou=b.target.setting.hou.name))
    k = float(b.mm_per_chi)
    side = float(rings[0].side_chi) * k
    shi = marks.shi
    sketch = shi is not None and shi.placed  # not where the reading has no place for it
    yq = marks.yunqi
    # a painted 侯's 中 with its 雲氣 down its sides, the 正 centred in it (where placed)
    clouds = shi is None and yq is not None and yq.placed and yq.place is not None
    # half the width for the 鵠 beside a 飾 (drawn or not) or the 雲氣: room below for what is
    # said of it
    room = min(page.inner_w / (2 if shi or clouds else 1), y - page.bottom - 80)
    scale = _scale_for(side * 1.25, room)
    box = side * 1.25 / scale  # paper mm of the drawing
    x0 = _MARGIN + (page.inner_w / (2 if sketch or clouds else 1) - box) / 2
    top = y
    if sketch:  # beside the 鵠, the 中 with its 飾 at a scale of its own
        _shi_sketch(page.axes(_MARGIN + page.inner_w / 2, y - room, page.inner_w / 2, room),
                    b, room)
    elif clouds:  # beside the 正, the 中 with the 正 centred and the 雲氣 down its sides
        _yunqi_sketch(page.axes(_MARGIN + page.inner_w / 2, y - room, page.inner_w / 2, room),
                      b, room)
    ax = page.axes(x0, y - box, box, box)
    half = side * 1.25 / 2
    ax.set_xlim(-half, half)
    ax.set_ylim(-half, half)
    for r in rings:
        s = float(r.side_chi) * k
        w = s / r.of
        x = -s / 2 + r.index * w
        beast = r.mark is not None and r.mark.shape == "beast"
        if r.across_chi is not None:  # beside another mark (敖's hides beside his 質)
            w = float(r.across_chi) * k
            x = float(r.x_chi) * k - w / 2
        ax.add_patch(Rectangle((x, -s / 2), w, s, facecolor=COLOURS.get(r.colour, "#8a6a48"),
                               edgecolor=_INK, lw=0.5, fill=not beast,
                               hatch="//" if r.material == "hide" else None))
        if r.mark is not None and r.mark.shape != "square":  # its name on it, no artwork
            ax.text(x + w / 2, s / 2 - s / 20 if beast else 0,  # clear of a 正 inside (郝)
                    r.name if beast else f"{r.name}\n{r.colour}", fontsize=7, ha="center",
                    va="top" if beast else "center")
            continue
        label = f" {r.name} {r.colour} {round(s)} mm" if r.of == 1 else f" {r.name}"
        ax.text(x + w if r.of == 1 else x, s / 2, label, fontsize=7, va="bottom")
    ax.plot([-half * 0.9, -half * 0.9 + 100 * 2], [-half * 0.95] * 2, color=_INK, lw=2)
    ax.text(-half * 0.9, -half * 0.92, "200 mm", fontsize=6)
    y -= box + 4
    page.text(_MARGIN, y, _("scale 1:{scale} — print at 100%; the bar is 200 mm at full "
                            "size").format(scale=scale),
              8, va="top")
    y -= 6
    if sketch or clouds:  # below the sketch of the 中 too
        y = min(y, top - room - 6)
    section = _sheet(b).section("marks")  # the sheet's table and words, as the terminal has them
    (table,) = section.tables()
    widths = [22, 16, 60, 30, 30, 22] if len(table.columns) == 6 else [22, 16, 60, 30, 22]
    y = page.table(y, list(table.columns), table.texts()[1:], widths, 8)
    y = page.paragraph(y, "\n".join(p.text for p in section.paras()), 7.5)
    # the passages: a line of characters is twice as wide as one of letters; in smaller type
    # where they would run into the title block (a Letter page is 18 mm shorter than A4)
    _fitted(page, y + 1, [str(c) for c in marks.citations],
            _("… and {n} more passages: `houzhi build --json` gives them all (marks, citations)"))


def _shi_sketch(ax: Axes, b: Build, room: float) -> None:
    """The 中 of a 皮侯 with its 鵠 and the 飾 on its two sides, in mm, at a scale of its own
    (``room`` mm of paper a side)."""
    k = float(b.mm_per_chi)
    t, shi = b.target, b.marks.shi
    assert shi is not None and shi.place is not None
    part = shi.place.part
    z, w, hu = float(shi.place.side_chi) * k, float(shi.width_chi) * k, float(t.hu_side_chi) * k
    scale = _scale_for(z * 1.3, room)
    half = room * scale / 2
    ax.set_xlim(-half, half)
    ax.set_ylim(-half, half)
    ax.add_patch(Rectangle((-z / 2, -z / 2), z, z, fill=False, edgecolor=_INK, lw=0.6))
    for x in (-z / 2, z / 2 - w):
        ax.add_patch(Rectangle((x, -z / 2), w, z, facecolor=COLOURS.get(f"{shi.hide}皮", "#b08a5a"),
                               edgecolor=_INK, lw=0.5, hatch="\\\\"))
    hu_colour = b.marks.rings[0].colour
    ax.add_patch(Rectangle((-hu / 2, -hu / 2), hu, hu, facecolor=COLOURS.get(hu_colour, "#8a6a48"),
                           edgecolor=_INK, lw=0.5, hatch="//"))
    ax.text(0, z / 2 + half * 0.03, _("the {part}, {n} mm square, with its {shi} (scale "
                                      "1:{scale})").format(part=part, n=round(z), shi=shi.name,
                                                           scale=scale),
            fontsize=7, ha="center", va="bottom")
    ax.text(0, -z / 2 - half * 0.03, _("{shi} on each side: {w} × {z} mm").format(
        shi=shi.name, w=round(w), z=round(z)),
            fontsize=6.5, ha="center", va="top")
    ax.text(0, -hu / 2 - half * 0.03, f"鵠 {hu_colour}", fontsize=6.5, ha="center", va="top")


def _yunqi_sketch(ax: Axes, b: Build, room: float) -> None:
    """The 中 of a painted 侯 (its side in mm) with its 正 centred in it and the two strips of
    丹 down its sides for the 雲氣, dimensioned, at a scale of its own (``room`` mm of paper a
    side)."""
    k = float(b.mm_per_chi)
    yq, rings = b.marks.yunqi, b.marks.rings
    assert yq is not None and yq.place is not None
    z, w = float(yq.place.side_chi) * k, float(yq.width_chi) * k
    outer = float(rings[0].side_chi) * k
    inset = (z - outer) / 2
    scale = _scale_for(z * 1.45, room)
    half = room * scale / 2
    ax.set_xlim(-half, half)
    ax.set_ylim(-half, half)
    ax.add_patch(Rectangle((-z / 2, -z / 2), z, z, fill=False, edgecolor=_INK, lw=0.6))
    for x in (-z / 2, z / 2 - w):  # the 丹 ground of the 雲氣, clouds to be painted on it
        ax.add_patch(Rectangle((x, -z / 2), w, z, facecolor=COLOURS.get(yq.ground, "#d9603b"),
                               edgecolor=_INK, lw=0.5, alpha=0.8))
    for r in rings:  # the 正, centred
        s = float(r.side_chi) * k
        ax.add_patch(Rectangle((-s / 2, -s / 2), s, s, facecolor=COLOURS.get(r.colour, "#8a6a48"),
                               edgecolor=_INK, lw=0.5))
    ax.text(0, z / 2 + half * 0.1, _("the {part}, {n} mm square, with its {name} (scale "
                                     "1:{scale})").format(part=yq.place.part, n=round(z),
                                                          name=yq.name, scale=scale),
            fontsize=7, ha="center", va="bottom")
    arrow = {"arrowstyle": "<->", "lw": 0.6}
    top = z / 2 + half * 0.05
    ax.annotate("", (-z / 2, top), (z / 2, top), arrowprops=arrow)  # the 中's side
    low = -z / 2 - half * 0.05  # below: the strips' width and the 正's place
    ax.annotate("", (-z / 2, low), (-z / 2 + w, low), arrowprops=arrow)
    ax.annotate("", (-outer / 2, low), (outer / 2, low), arrowprops=arrow)
    ax.annotate("", (outer / 2, low), (z / 2, low), arrowprops=arrow)
    ax.text(-z / 2 + w / 2, low - half * 0.03, f"{round(w)}", fontsize=6.5, ha="center",
            va="top")
    ax.text(0, low - half * 0.03, _("{name} {n}").format(name=rings[0].name, n=round(outer)),
            fontsize=6.5, ha="center", va="top")
    ax.text((outer / 2 + z / 2) / 2, low - half * 0.03, f"{round(inset)}", fontsize=6.5,
            ha="center", va="top")
    ax.text(0, low - half * 0.12, _("{name} on each side: {w} × {z} mm of {ground},\nclouds "
                                    "in {colours}; the {mark} {inset} mm in from each edge").format(
        name=yq.name, w=round(w), z=round(z), ground=yq.ground,
        colours="、".join(yq.colours) or "?", mark=rings[0].name, inset=round(inset)),
            fontsize=6.5, ha="center", va="top")


def _ground(page: _Page, b: Build) -> None:
    st = b.target.setting
    y = page.heading(_("the ground and its stake-out ({rite})").format(rite=st.rite.label))
    k = b.mm_per_chi
    g = None
    north = Fraction(0)  # how far this target stands north of the plan's origin
    if not b.ground_note:
        from ..model.grounds import ground_of_target

        g = ground_of_target(b.target)
        if st.rite.stacked and st.station:  # the plan's origin: the 大侯's foot line
            north = g.item(st.station).y_chi
    widths = [26, 17, 17, 24, 24] if north else [30, 22, 22, 26]  # each header on one line
    points = b.stake_points  # reckoned from the ground each time it is read: read once
    second = any(p.from_second_chi is not None for p in points)
    if second:  # a column for the second tape
        widths = [*widths, 24]
    room_w = page.inner_w - sum(widths) - 26
    # the table in the target's own frame, as the build sheet has it; on the 大射 ground, whose
    # plan is drawn from the 大侯's foot line, a column gives y on the plan too
    head = [_("point"), _("x east (mm)"), _("y north (mm)"), _("tape from the centre (m)")]
    # the flags of the plan: * assumed, (*) placed by the text from an assumed place (the 楅
    # 南當洗, the 中 beside it)
    rests = {it.name for it in g.items if g.basis(it).rests and not it.assumed} if g else set()
    rows = [[p.name + (" *" if p.assumed else " (*)" if p.name in rests else ""),
             f"{round(p.x_chi * k)}",
             f"{round(p.y_chi * k)}", f"{p.from_centre_chi * float(k) / 1000:.3f}"]
            for p in points]
    if second:  # the second tape, from the middle of the hall's edge, as houzhi ground has it
        head.append(_("tape from 堂廉中 (m)"))
        for row, p in zip(rows, points, strict=True):
            row.append("" if p.from_second_chi is None
                       else f"{p.from_second_chi * float(k) / 1000:.3f}")
    if north:  # in the plan's own unit, the 尺 of its axes
        head.insert(3, _("y on the plan (尺)"))
        for row, p in zip(rows, points, strict=True):
            row.insert(3, f"{float(p.y_chi + north):.1f}")
    left = page.w - _MARGIN - sum(widths)
    frame = _("x east and y north of the {hou}'s centre on the ground, in mm, as on the\nbuild "
              "sheet; the tapes run from that centre.").format(hou=st.hou.name)
    if g is not None:  # the words of the plan only where the page draws one
        frame += _(" The plan is drawn in 尺 (1尺 = {k} mm)").format(k=f"{float(k):g}")
        if north:
            frame += _(",\nfrom the 大侯's foot line, {north} ({mm} mm) south of this "
                       "{station}:\nits y is the column 'y on the plan (尺)'").format(
                north=format_chi(north), mm=round(north * k), station=st.station)
        frame += _(".")
    near, far = standing.REFERENCE_M  # the reference pegs of the digging step
    foot = b.posts.foot_x_chi * k
    pegs = _("The digging step's reference pegs, {near} m and {far} m outward of the posts: "
             "x ±{a}, ±{b}, y 0.").format(near=near, far=far, a=round(foot + 1000 * near),
                                         b=round(foot + 1000 * far))
    south = standing.rigging(b).south_run_mm  # the no-dig south lines' weights, beyond the top
    if south:
        pegs += _("\nWhere the ground may not be dug, the south lines' weights: y −{y}.").format(
            y=round(south))
    pegs_h = (pegs.count("\n") + 1) * 6.5 * 0.47 * 1.15
    if second:
        frame += _("\nTwo tapes place each point: one from the centre, one from a stake at "
                   "堂廉中,\nthe middle of the hall's edge (the 堂廉 row).")
    # the key to a flag only where a row of the table or a label of the plan has it
    drawn = g.items if g is not None else ()
    if any(p.assumed for p in points) or any(it.assumed for it in drawn):
        frame += _("\n* a place houzhi assumes where the text gives none.")
    if g is not None and any(g.basis(it).rests and not it.assumed for it in drawn):
        frame += _("\n(*) a place the text gives from an assumed one (the 楅 南當洗).")
    if any(it.approximate for it in drawn):
        frame += _("\n~ a place the text gives only roughly (少, 許).")
    # the notes under the table; where a long stake-out leaves them no room there, under the
    # plan, which gives up their height
    frame_h = (frame.count("\n") + 1) * 6.5 * 0.47 * 1.15 + 2
    # the reference pegs' lines (and the no-dig south weights') under the table where there is room beside the notes under the
    # plan (which keeps its height), else with the notes
    table_h = _table_height(rows, widths, 6.5, head)
    below = y - table_h - frame_h >= page.bottom
    pegs_apart = not below and y - table_h - pegs_h - 2 >= page.bottom
    if not pegs_apart:
        frame += "\n" + pegs
        frame_h += pegs_h
        below = y - table_h - frame_h >= page.bottom
    plan_bottom = page.bottom + (0.0 if below else frame_h + 6)
    if g is None:
        page.paragraph(y - 4, b.ground_note, 9, room_w)
    else:
        # 16 mm on the left for the ticks and the axis' label: the plan fills its axes' width
        ax = page.axes(_MARGIN + 16, plan_bottom + 10, room_w - 4, y - plan_bottom - 12,
                       frame=True)
        plots.ground_plan(g, ax=ax, standard=b.standard, legend=False)  # marks: the notes
        ax.set_xlabel(_("尺 (east →)"))  # the origin: the notes, beside the table
    end = page.table(y, head, rows, widths, 6.5, left=left)
    if below:
        page.text(left, end, frame, 6.5, va="top")
    else:
        if pegs_apart:
            page.text(left, end, pegs, 6.5, va="top")
        page.text(_MARGIN, page.bottom + frame_h + 2, frame, 6.5, va="top")


#: a figure and the unit after it, to be bound by a no-break space (:func:`_bound`)
_FIGURE_UNIT = re.compile(r"(\d) (mm|cm|m|kN|N|N·m|Pa|MPa|kg|m²|m/s)(?![A-Za-z])")


def _bind(text: str) -> str:
    """``text`` with every figure bound to its unit by a no-break space, so that no line ends
    in a number whose unit begins the next."""
    return _FIGURE_UNIT.sub("\\1\u00a0\\2", text)


def _bound(row: Sequence[str]) -> list[str]:
    """The cells of ``row``, each with every figure bound to its unit (:func:`_bind`)."""
    return [_bind(c) for c in row]


def _sewing(page: _Page, b: Build) -> None:
    y = page.heading(_("sewing, step by step (houzhi's recommendations)"))
    head, rows, widths, n = _sewing_rows(page, b, y)
    y = page.table(y, head, rows[:n], widths, _LEGIBLE)
    if n < len(rows):
        page.paragraph(y, _("continued on the next page"), _LEGIBLE)


def _sewing_rows(page: _Page, b: Build, y: float
                 ) -> tuple[list[str], list[list[str]], list[float], int]:
    """The sewing page's table: its header, rows and column widths (mm), and how many of the
    rows fit below ``y`` mm at 8 pt with a line to spare; the rest go on the diagrams page.
    Where the steps would not all fit, a long column of joins is written short: every join in
    the order to sew it, numbered, the joins of one length in a run (:func:`_join_order`)."""
    items = _sheet(b).section("sewing").items()
    rows = [_bound([s.label, s.text, clauses(s.details), s.note]) for s in items]
    head = [_("step"), _("what to do"), _("the joins in order, mm"), _("why (houzhi)")]
    widths = [22, 78, 60, page.inner_w - 160]

    def shown(rows: list[list[str]]) -> int:  # how many rows fit
        n = len(rows)
        while n > 1 and y - _table_height(rows[:n], widths, _LEGIBLE, head) < page.bottom + 6:
            n -= 1
        return n

    if shown(rows) < len(rows):  # a long column of joins written short, still every one in
        # its order, so that the diagrams keep their page
        from ..making.standing import sewing

        rows = [_bound([s.label, _("{text}; {order}").format(
                            text=s.text, order=_join_order(b, step.joins))
                        if len(step.joins) > 2 else s.text,
                        clauses(s.details[-1:] if len(step.joins) > 2 else s.details), s.note])
                for s, step in zip(items, sewing(b), strict=True)]
        # the joins in the step's words: room for them, the why's column narrower (each pair
        # the widest that holds the 50弓's and the 90弓's steps on an A4 page, or a Letter one)
        what, joins = (110, 54) if page.inner_w > 265 else (102, 46)
        widths = [22, what, joins, page.inner_w - 22 - what - joins]
    return head, rows, widths, shown(rows)


def _join_order(b: Build, joins: Sequence[tuple[str, Fraction]]) -> str:
    """The ``joins`` (each its name and its length in 尺) in the order to sew them, numbered,
    and their lengths (mm) once for each run of joins of one length: "the 8 joins in this
    order: 1. 中 (3)/中 (2), …, 6. 下躬/中 (5): 2310 mm each; 7. …"."""
    runs: list[list[tuple[int, str, Fraction]]] = []
    for n, (name, length) in enumerate(joins, 1):
        if runs and runs[-1][0][2] == length:
            runs[-1].append((n, name, length))
        else:
            runs.append([(n, name, length)])
    k = b.mm_per_chi
    parts = [_("{joins}: {mm} mm each").format(
                 joins=", ".join(f"{n}.\u00a0{_slash(name)}" for n, name, _l in run),
                 mm=round(run[0][2] * k)) if len(run) > 1 else
             _("{join}: {mm} mm").format(join=f"{run[0][0]}.\u00a0{_slash(run[0][1])}",
                                         mm=round(run[0][2] * k))
             for run in runs]
    return _("the {n} joins in this order: {order}").format(n=len(joins),
                                                             order="; ".join(parts))


def _slash(name: str) -> str:
    """A join's name (中 (3) / 中 (2)) held together on one line: 中\u00a0(3)/中\u00a0(2)."""
    return name.replace(" / ", "/").replace(" ", "\u00a0")


def _wind(page: _Page, b: Build) -> None:
    y = page.heading(_("rigging against the wind (modern engineering: houzhi's, not the "
                       "texts')"))
    head, rows, widths, (n, lead) = _wind_rows(page, b, y)
    y = page.table(y, head, rows[:n], widths, _LEGIBLE, lead=lead)
    if n < len(rows):
        at = [t for t, _d, _a in _PAGES].index(N_("knots, guys and feet")) + 1
        page.paragraph(y, _("continued on page {n}").format(n=at), _LEGIBLE)


def _wind_rows(page: _Page, b: Build, y: float
               ) -> tuple[list[str], list[list[str]], list[float], tuple[int, float]]:
    """The wind page's table: its header, rows and column widths (mm), and how many of the rows
    fit below ``y`` mm (the page's top below its heading) with a line to spare, and their lead
    (:meth:`_Page.fitting`); the rest go on to the knots page (:func:`_at_work_page`)."""
    # the knots, the rope they take and the weighted bases where the ground may not be dug
    # are on the rigging order's page, where the work needs them
    rows = [_bound([r.label, r.text, r.note]) for r in _sheet(b).section("rigging").items()
            if r.label not in _at_work() and r.label not in _no_dig()
            and r.label not in _in_drawing()]
    head = ["", _("houzhi's figure or choice"), _("why, and the formula")]
    widths = [26, 104, page.inner_w - 130]
    return head, rows, widths, page.fitting(y, head, rows, widths, _LEGIBLE)


#: The words a maker meets in this book: (glossary key), each with its English.
_WORDS = ("hou", "zhong", "gong", "ge", "shang_ge", "xia_ge", "she", "gang", "yun", "zhi_post",
          "fu_breadth", "hu", "zheng", "pi_hou", "shi_trim", "cai_hou", "hou_dao", "fa", "wu_mark",
          "tang_lian", "wu", "xiangshe", "dashe",
          # the ground page's words
          "xi", "bi", "feng", "huozhe_jian", "xi_jie", "zuo_jie", "mei")
_UNITS = ("分", "寸", "尺", "丈", "尋", "步", "弓", "武", "匹")
#: How the texts write a part of a 寸 (read as houzhi reads them, houzhi.measure.notation).
_FRACTIONS = (("半寸", N_("half a 寸")), ("少半寸", N_("a third of a 寸")),
              ("大半寸", N_("two thirds of a 寸")),
              ("十一分寸之二", N_("two elevenths of a 寸: N分寸之M is M/N of a 寸")),
              ("丈四尺", N_("one 丈 and four 尺 (14 尺): a leading 一 is left out")),
              ("負", N_("minus: west or south of the centre, on the stake-out")))


def _glossary(page: _Page, b: Build) -> None:
    from ..measure.units import unit_factor
    from ..sources.glossary import GLOSSARY

    y = page.heading(_("the words of the texts, for a maker who reads no classical Chinese"))
    k = b.mm_per_chi
    rows = [[pgettext("glossary", GLOSSARY[w][0]), _(GLOSSARY[w][1])] for w in _WORDS]
    half = page.inner_w / 2 - 3
    end = page.table(y, [_("word"), _("what it is")], rows, [24, half - 24], 7)
    units = [[u, f"{format_chi(unit_factor(u))} = {float(unit_factor(u) * k):.4g}\u00a0mm"
              + (_(" (a bolt of cloth)") if u == "匹" else "")] for u in _UNITS]
    x = _MARGIN + half + 6
    y2 = page.table(y, [_("unit"), _("in 尺 and mm ({standard})").format(standard=standard_words(b.standard))],
                    units, [16, half - 16], 7, left=x)
    page.table(y2 - 2, [_("written"), _("read as")], [[w, _(r)] for w, r in _FRACTIONS],
               [26, half - 26], 7, left=x)
    page.text(_MARGIN, min(end, y2) - 60 if end > page.bottom + 70 else end,
              _("Numbers are written as the texts write them: 二十五丈二尺 is 25丈 and 2尺, "
                "252 尺."), 7, va="top")


def _field_grounds(b: Build) -> list[Any]:
    """The grounds the field page measures: the 鄉射's at 50, 70 and 90弓 (under the build's
    reading), and the build's own rite's ground where it is another (the 大射's)."""
    from ..documents.computed import RANGES
    from ..model.grounds import ground, ground_of_target

    out = [ground("鄉射", r, reading=b.target.reading.key) for r in RANGES]
    if not b.ground_note and b.target.setting.rite.ground != out[0].rite:
        out.append(ground_of_target(b.target))
    return out


def _ground_name(g: Any) -> str:
    """A ground of the field page by its rite and range: the 鄉射's is laid out at 70 and 90弓
    too, a range the rite does not have, which the Chinese says (依鄉射之場)."""
    n = g.range_gong
    return _("{rite} {range}弓").format(rite=g.rite, range=gong_count(n))


def _working_field(b: Build) -> dict[str, Any] | None:
    """The field this build's maker books or fences (houzhi's): its rite's ground with houzhi's
    rigging and raising — every placed thing, the guys' anchors and the raising's north and
    south stakes (which the rite's field leaves out), and the posts laid tops-south for the
    raising (:func:`houzhi.making.standing.raising_reach_m`). A dict of its sides (m, in the
    ground's frame, y north), the name of what sets each, the ground, the target's foot line
    (m) and the posts' feet (m east), or None where houzhi has no ground for the rite."""
    if b.ground_note:
        return None
    from ..model.grounds import ground_of_target

    g = ground_of_target(b.target)
    m = float(b.mm_per_chi) / 1000
    st = b.target.setting
    foot = float(g.item(st.station).y_chi) * m if st.rite.stacked and st.station else 0.0
    points = [((float(p[0]) * m, float(p[1]) * m), g.item(it.key).name
               + (" *" if g.basis(it.key).kind == "assumed" else ""))
              for it in g.items for p in (it.at, *it.outline)]
    posts = float(b.posts.foot_x_chi) * m
    laid = _("the posts laid for the raising *")
    points += [((x, foot - standing.raising_reach_m(b)), laid) for x in (-posts, posts)]
    west = min(points, key=lambda q: q[0][0])
    east = max(points, key=lambda q: q[0][0])
    south = min(points, key=lambda q: q[0][1])
    north = max(points, key=lambda q: q[0][1])
    return {"west": west[0][0], "east": east[0][0], "south": south[0][1], "north": north[0][1],
            "by": (west[1], east[1], south[1], north[1]), "ground": g, "foot": foot,
            "posts": posts, "reach": standing.raising_reach_m(b),
            "anchor": float(b.rigging.guy_anchor[0]) * m,
            # where the ground may not be dug, each guy's weight in its anchor's place, its
            # runners running outward along the guy (the guys' weights row): the field wider
            "weight": _guy_weight_m(b)}


def _guy_weight_m(b: Build) -> float:
    """How far (m) each guy's weight reaches outward beyond its anchor's place where the ground
    may not be dug: its runners' length (:data:`houzhi.making.weighted_base.SLEEPER_LONG_MM`),
    laid along the guy with their front on the anchor's place; 0 where there is none."""
    from ..making import weighted_base

    return (weighted_base.SLEEPER_LONG_MM / 1000
            if standing.rigging(b).guy_weight is not None else 0.0)


def _no_dig_overhang(work: dict[str, Any]) -> float:
    """How far (m) the no-dig field reaches beyond this build's on each side, east and west:
    the guy's weight's far end outward of the field's side (none where the side lies
    farther)."""
    return max(work["anchor"] + work["weight"] - max(work["east"], -work["west"]), 0.0)


def _field(page: _Page, b: Build) -> None:
    """How big a field each ground needs (:attr:`houzhi.model.ground.Ground.extent`): the fields
    side by side at one scale, and a table of their sides with the thing that sets each; then
    this build's own field with houzhi's rigging and raising (:func:`_working_field`), the one
    a maker books: table, words and plot alike."""
    from ..documents.field import OVERSHOOT, field_size
    from ..locale import _
    from ..model.ground import is_guy

    y = page.heading(_("how big a field: the ground's extent"))
    grounds = _field_grounds(b)
    m = float(b.mm_per_chi) / 1000
    colours = {"hall": "#666666", "mark": "#c8322a", "gear": "#2e7d32", "blind": "#8a5a2b",
               "target": "#3b6ea5", "person": "#8e44ad"}
    rows = []
    for g in grounds:
        e = g.extent

        def by(key: str, g: Any = g) -> str:
            basis = g.basis(key)
            return g.item(key).name + (" *" if basis.kind == "assumed" else
                                       " (*)" if basis.rests else "")

        rows.append([_ground_name(g),
                     field_size(g, b.standard),
                     by(e.west_by), by(e.east_by), by(e.south_by), by(e.north_by)])
    work = _working_field(b)
    words = ""
    if work is not None:
        w_m, l_m = work["east"] - work["west"], work["north"] - work["south"]
        rows.append([_("this build, with houzhi's rigging and raising"),
                     f"{w_m:.1f} m × {l_m:.1f} m", *work["by"]])
        words = _(" The last row is this build's own field, the one to book or fence: its "
                  "ground with houzhi's rigging and raising (the wind page and the raising "
                  "steps): the guys anchored {a:.1f} m east and west of the centre line, at "
                  "{degrees}° from the upper rope's end, and the raising's north and south "
                  "stakes; the posts laid tops-south for the raising, each butt at the head of "
                  "its hole's ramp, reach {r:.1f} m south of the target's foot line: "
                  "{w:.1f} m × {l:.1f} m.").format(a=work["anchor"], degrees=GUY_DEGREES,
                                                  r=work["reach"], w=w_m, l=l_m)
        if work["weight"]:  # the no-dig field: the guys' weights beyond the anchors
            nd_w = w_m + 2 * _no_dig_overhang(work)
            rows.append([_("the same, where the ground may not be dug"),
                         f"{nd_w:.1f} m × {l_m:.1f} m", _("the west guy's weight"),
                         _("the east guy's weight"), work["by"][2], work["by"][3]])
            words += _(" Where the ground may not be dug, each guy's weight lies in its "
                       "anchor's place, its {g:.1f} m runners outward along the guy (the guys' "
                       "weights page), so that field is wider: {w:.1f} m × {l:.1f} m, its last "
                       "row.").format(g=work["weight"], w=nd_w, l=l_m)
    widths = [30, 30, 31, 31, 31, 31]
    y = page.table(y, [_("layout"), _("field, E–W × N–S"), _("west side set by"),
                       _("east side set by"), _("south side set by"), _("north side set by")],
                   rows, widths, 7.5)
    y = page.paragraph(y, _("The rectangle holds every placed thing of the ground: the hall to "
                            "its back 楣, the two 物, the 洗, 楅, 中 and 豐, the 乏, the target "
                            "with its posts and the ends of its 綱, where people stand; the "
                            "south side is the target's foot line. * a place houzhi assumes "
                            "where the text gives none (the hall's depth and width: houzhi "
                            "ground --hall-depth, --hall-width); (*) one the text gives from an "
                            "assumed one. ") + _("{note}.").format(note=_(OVERSHOOT)) + words, 7.5)
    ax = page.axes(_MARGIN + 8, page.bottom + 12, page.inner_w - 8, y - page.bottom - 16,
                   frame=True)
    x0 = 0.0
    low = 0.0
    panels: list[tuple[Any, float, float, float, float, str, bool]] = [
        (g, float(g.extent.west) * m, float(g.extent.south) * m, float(g.extent.width_chi) * m,
         float(g.extent.length_chi) * m, _ground_name(g), False) for g in grounds]
    if work is not None:
        panels.append((work["ground"], work["west"], work["south"], work["east"] - work["west"],
                       work["north"] - work["south"], _("this build"), True))
    for g, west, south, w, ln, name, whole in panels:
        # the rite's fields from their south side up; this build's in its ground's frame (the
        # foot line of the ground's southernmost target at 0), its raising below it
        base = south if whole else 0.0
        low = min(low, base)
        ax.add_patch(Rectangle((x0, base), w, ln, fill=False, ec=_INK, lw=0.8,
                               ls=(0, (4, 2)) if not whole else (0, (1, 1))))
        # the field's lines and points, one artist for each kind of each (a line broken from
        # the next by a gap), in the order the ground gives them
        marks: dict[tuple[bool, str], tuple[list[float], list[float]]] = {}
        for it in g.items:
            if is_guy(it) and not whole:  # houzhi's rigging: in this build's field only
                continue
            line = it.shape == "line"
            pts = [it.at, *it.outline] if line else [it.at]
            xs, ys = marks.setdefault((line, it.kind), ([], []))
            xs += [x0 + float(p[0]) * m - west for p in pts] + ([math.nan] if line else [])
            ys += [base + float(p[1]) * m - south for p in pts] + ([math.nan] if line else [])
        for (line, kind), (xs, ys) in marks.items():
            ax.plot(xs, ys, "-" if line else "o", color=colours[kind], lw=1, ms=1.5)
        if whole and work is not None and work["weight"]:
            # where the ground may not be dug: the guys' weights beyond the anchors, and the
            # wider field round them, dotted further apart
            over = _no_dig_overhang(work)
            ax.add_patch(Rectangle((x0 - over, base), w + 2 * over, ln, fill=False, ec=_INK,
                                   lw=0.6, ls=(0, (1, 3))))
            for side in (-1, 1):
                near = work["anchor"]
                far = near + work["weight"]
                ax.plot([x0 + side * x - west for x in (near, far)],
                        [base + work["foot"] - south] * 2, "-", color=colours["gear"], lw=2.5)
        if whole and work is not None:  # the posts laid for the raising, tops to the south
            for x in (-work["posts"], work["posts"]):
                ax.plot([x0 + x - west] * 2, [base + work["foot"] - south - work["reach"],
                                              base + work["foot"] - south], color="#7a4b1c",
                        lw=1.2)
        # the name on short lines, for five fields side by side (the 大射's) in Chinese, each
        # phrase whole (鄉射， | 侯道五十弓)
        no_dig = ([_("no dig: {w} × {l} m").format(
            w=f"{w + 2 * _no_dig_overhang(work):.1f}", l=f"{ln:.1f}")]
            if whole and work is not None and work["weight"] else [])
        ax.text(x0 + w / 2, base + ln + 2, "\n".join([*wrap_phrases(name, 12),
                                                      f"{w:.1f} × {ln:.1f} m", *no_dig]),
                ha="center", va="bottom", fontsize=7)
        x0 += w + 8
    top = max(p[4] + (p[2] if p[6] else 0.0) for p in panels)
    ax.set_xlim(-4, x0)
    ax.set_ylim(low - 4, top + 20)  # room above for each field's name and size
    ax.set_aspect("equal")
    ax.set_anchor("S")
    ax.tick_params(labelsize=6)
    ax.set_ylabel(_("m north of the target's foot line"), fontsize=7)
    ax.set_xlabel(_("m, each field from its west side; all at one scale"), fontsize=7)


#: The pages: title, how to draw it, and whether it lies across the paper (landscape).
_PAGES: tuple[tuple[str, Callable[[_Page, Build], None], bool], ...] = (
    (N_("cover"), _cover, False), (N_("bill of materials"), _bill, False),
    (N_("bill, continued"), _bill_more, False),
    (N_("what houzhi assumes"), _assumptions, False),
    (N_("cutting plan"), _cutting, True), (N_("assembly"), _assembly, True),
    (N_("sewing"), _sewing, True), (N_("diagrams"), _diagrams, True),
    (N_("ropes and posts"), _rigging, False), (N_("the posts as marked"), _posts_marked, True),
    (N_("rigging against the wind"), _wind, True),
    (N_("rigging and raising"), _raising, True),
    (N_("rigging and raising, continued"), _raising_more, True),
    (N_("knots, guys and feet"), _at_work_page, True),
    (N_("the no-dig work"), _no_dig_work, True),
    (N_("the guys' weights"), _guy_weights_page, True),
    (N_("where the ground may not be dug"), _no_dig_page, True),
    (N_("the weighted base"), _base_page, True),
    (N_("hanging"), _hanging, False),
    (N_("marks"), _marks, False), (N_("ground"), _ground, True), (N_("field"), _field, False),
    (N_("words"), _glossary, False),
)


def book_pages(b: Build, paper: str = "A4") -> list[Figure]:
    """The pages of the build book of ``b`` as matplotlib Figures, on ``paper`` (A4, Letter)."""
    size = _paper(paper)
    out = []
    with matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}):
        for n, (title, draw, across) in enumerate(_PAGES, 1):
            page = _Page((size[1], size[0]) if across else size)
            draw(page, b)
            _title_block(page, b, title, n, len(_PAGES))
            out.append(page.fig)
            if language() == "zh-Hans":  # 简体 as shown: the drawings' labels too
                for t in page.fig.findobj(Text):
                    if t not in page.shown:
                        t.set_text(display(t.get_text()))
    return out


def write_book(b: Build, path: str | os.PathLike[str], paper: str = "A4") -> Path:
    """Write the build book of ``b`` to the PDF ``path``, whole or not at all; returns the path.
    An unknown paper or a path that cannot be written raises a one-line houzhi error before
    anything is written."""
    from ._files import write_atomically
    from ._font_tables import font_tables_kept
    from ._measures_kept import save as save_measures
    from ._pdf import glyphs_loaded_once, pdf_backend
    from ._shown_ticks import shown_ticks_only
    from ._text_paths import text_paths_kept
    from ._tick_boxes import tick_boxes_once
    from .batch import batch

    PdfPages = pdf_backend().PdfPages
    _paper(paper)
    with batch(), font_tables_kept(), text_paths_kept():  # labels measured as paths: kept
        pages = book_pages(b, paper)

    def write(tmp: Path) -> None:
        meta = {"Creator": "houzhi", "Producer": None, "CreationDate": None,
                "Title": _("侯 {range} — build book").format(
                    range=range_words(b.target, b.standard, short=True))}
        with batch(), matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}), \
                glyphs_loaded_once(), tick_boxes_once(), font_tables_kept(), \
                PdfPages(tmp, metadata=meta) as pdf:
            for fig in pages:
                with shown_ticks_only(fig):
                    pdf.savefig(fig)

    written = write_atomically(path, write)
    save_measures()  # what was measured anew, for the next run (a courtesy: never fails)
    return written
