"""The ground's stake-out as one document (:class:`houzhi.documents.document.Document`): the
ground's line and how to read its table, the stake-out table (every item's place, its tapes, the
mark of its basis and its sources), the field it needs, houzhi's assumptions and notes, the
sources, and for the 頖宮 its roster and inventory — what ``houzhi ground`` prints and what its
``--json`` carries as ``document``.

Every word of it is written here, once, in the reader's language (:mod:`houzhi.locale`); each
item's place is a :class:`~houzhi.documents.document.Cell` with its exact value in 尺 and the
basis the model gives it (:meth:`houzhi.model.ground.Ground.basis`), never decided again.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..errors import require
from ..locale import _
from ..measure.notation import format_chi
from ..measure.units import get_standard, standard_words
from ..model.ground import Ground
from ..model.grounds import get_place
from .document import Cell, Document, Para, Section, TableBlock
from .field import field_lines
from .tables import citation_line, gong_count

__all__ = ["compass", "ground_document"]


def compass(x: Fraction, pos: str, neg: str) -> str:
    """A coordinate ``x`` (尺) as the texts give a place: ``pos`` (東, 北) or ``neg`` (西, 南) and
    its length, 0 for none."""
    if x == 0:
        return "0"
    return f"{pos if x > 0 else neg}{format_chi(abs(x))}"


def _stake_out(g: Ground, standard: str) -> tuple[TableBlock, tuple[str, ...]]:
    """The stake-out table: each item's flag (* assumed, (*) resting on an assumption, ~
    approximate), name, place (東西, 南北: exact 尺 with its basis; metres), its tapes from the
    target's centre and from the middle of the hall's edge, how far south of the edge, and its
    sources by number; and the sources in the order numbered."""
    m = float(get_standard(standard).metres_per_chi)
    sources: list[str] = []
    rows = []
    for it in g.items:
        cs = [citation_line(x) for x in (it.citation, *it.also)]
        sources += [x for x in cs if x not in sources]
        b = g.basis(it)
        flag = ("*" if b.kind == "assumed" else "(*)" if b.rests else "") + (
            "~" if it.approximate else "")
        rows.append((Cell(flag, basis=b), Cell(it.name),
                     Cell(compass(it.x_chi, "東", "西"), Fraction(it.x_chi), "尺", b),
                     Cell(compass(it.y_chi, "北", "南"), Fraction(it.y_chi), "尺", b),
                     Cell(f"{float(it.x_chi) * m:.3f}"), Cell(f"{float(it.y_chi) * m:.3f}"),
                     Cell(f"{g.from_centre(it) * m:.3f}"),
                     Cell(f"{g.from_edge_centre(it) * m:.3f}"),
                     Cell(f"{float(g.from_edge(it)) * m:.3f}"),
                     Cell(",".join(f"[{sources.index(x) + 1}]" for x in cs))))
    columns = ("", _("item"), "x", "y", "x m", "y m", _("tape: 侯 m"), _("tape: 堂廉中 m"),
               _("S of 堂廉 m"), _("source"))
    return TableBlock(columns, tuple(rows)), tuple(sources)


def _said(e: Any) -> str:
    """A line of the 頖宮's roster or inventory, with the seed's own remarks on it."""
    return f"{e.name}{e.count}" + "".join(f"（{c.quote}）" for c in e.remarks)


def ground_document(g: Ground, standard: str) -> Document:
    """The ground ``g`` as one document, its metres under ``standard`` (a key of
    :data:`houzhi.measure.units.STANDARDS`): its title and the lines on how to read it, then the
    sections ``stake_out``, ``field``, ``notes`` (houzhi's assumptions and the ground's notes),
    ``sources`` and, for the 頖宮, ``roster``."""
    require(g, Ground, "ground_document(): g")
    std = get_standard(standard)
    shown = standard_words(std)  # by its key in English (as typed), its name in Chinese
    title = _("{rite} ground, range {gong}弓 ({chi}); 尺 standard: {standard} ({m} m per 尺)"
              ).format(rite=g.rite, gong=gong_count(g.range_gong), chi=format_chi(g.range_chi),
                       standard=shown, m=float(std.metres_per_chi))
    lead = (_("frame: {frame}").format(frame=_(g.frame)),
            _("tapes: from the target's centre (the origin) and from the middle of the hall's "
              "edge (堂廉中); S of 堂廉: how far south of the edge's line"),
            _("flags: * assumed (houzhi's figure, not the text's), (*) placed by the text from an "
              "assumed place (resting on an assumption), ~ approximate (the text says 少 or 許)"))
    table, sources = _stake_out(g, std.key)
    notes = (*(Para(_("assumed: {assumption}").format(assumption=_(a) if a else a), 0, "houzhi")
               for a in g.assumptions),
             *(Para(_("note: {note}").format(note=_(n)), 0) for n in g.notes))
    sections = [Section("stake_out", "", (table,), gap=False),
                Section("field", "", tuple(Para(line, 0) for line in field_lines(g, std.key))),
                Section("notes", "", notes, gap=False),
                Section("sources", _("sources:"), tuple(Para(f"[{i}] {c}")
                                                        for i, c in enumerate(sources, 1)),
                        gap=False)]
    if get_place(g.rite).roster:
        from ..model.pangong import INVENTORY, ROSTER

        sections.append(Section("roster", "", (
            Para(_("roster (員): ") + "，".join(_said(e) for e in ROSTER), 0),
            Para(_("inventory (器數): ") + "，".join(_said(e) for e in INVENTORY), 0)),
            gap=False))
    return Document("ground", title, lead, tuple(sections))
