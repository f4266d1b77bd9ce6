"""The tables the commands print, as records for export: each row with its citation and the
basis of its figure in columns of their own.

Every builder here returns a :class:`houzhi.documents.tables.Table` whose last columns are always the
same five — ``basis``, ``by``, ``citation``, ``url`` and ``note`` — so a spreadsheet of any of
them can be sorted and filtered alike; :mod:`houzhi.render.tabular` writes it as CSV, Markdown
or LaTeX. ``basis`` says how the figure was obtained, in one of :data:`BASES`: *stated* by an
author (``by`` names him), *derived* by a rule of the text (``by`` names the rule and whose
reading it is), *reckoned* by houzhi (``by`` says from what), *assumed* by houzhi where the
texts are silent (``by`` says what), or *not given* (``by`` says why).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..canon.figures import who
from ..errors import HouzhiError, require
from ..locale import NP_, _, clauses, collation, language, listing, pgettext, quotation
from ..measure.notation import format_chi
from ..measure.units import get_standard, standard_words
from .tables import (
    PIECE_FIGURES,
    READINGS_COLUMNS,
    Table,
    comparison_note,
    computed_text,
    figure_name,
    gong_count,
    range_words,
    statement_label,
    verdict_words,
)

if TYPE_CHECKING:
    from ..canon.figures import Figure
    from ..making.build import Build
    from ..model.ground import Ground
    from ..model.target import Target
    from ..sources.citations import Citation

__all__ = ["BASES", "CITED", "bill_basis", "bill_records", "check_records", "ground_records",
           "readings_records", "target_records"]

#: How a figure was obtained (the keys; each said in the reader's language, context "basis").
BASES = (NP_("basis", "stated"), NP_("basis", "derived"), NP_("basis", "reckoned"),
         NP_("basis", "assumed"), NP_("basis", "not given"))

#: The columns every record table ends with (the keys; each said in the reader's language,
#: context "column", as every column's name is: :func:`_columns`).
CITED = (NP_("column", "basis"), NP_("column", "by"), NP_("column", "citation"),
         NP_("column", "url"), NP_("column", "note"))


def _columns(header: Sequence[str]) -> list[str]:
    """The names of a record table's columns (English keys, kept so in English) in the language
    spoken: a spreadsheet's headings are read by the reader (``--json`` keeps the keys)."""
    return [pgettext("column", h) for h in header]


def _cited(basis: str, by: str, cites: Iterable[Citation] = (), note: str = "") -> list[str]:
    """The five closing cells: basis, by, the citations (joined by ``; ``), the first one's
    url, and the note (with each citation's own note)."""
    cs = list(cites)
    notes = [note, *(collation(c.note) for c in cs if c.note)]
    return [pgettext("basis", basis), by, clauses(str(c) for c in cs), cs[0].url if cs else "",
            clauses(n for n in notes if n)]


def _metres(chi: Fraction, standard: str | None) -> str:
    return f"{float(chi * get_standard(standard).metres_per_chi):.3f}"


def _figure_cells(f: Figure) -> list[str]:
    """The five closing cells of a figure, read from the basis the model gives it: the kind
    (with "resting on an assumption" where it does), who, the rule and the figures it comes
    from, its passages, and why."""
    b = f.basis
    by = listing(x for x in (b.by and who(b.by), b.rule and _("rule {rule}").format(rule=b.rule),
                             b.from_ and _("from {figures}").format(
                                 figures=listing(k if language() == "en" else figure_name(k)
                                                 for k in b.from_)))
                 if x)
    rests = _("rests on an assumption") if b.rests and b.kind != "assumed" else ""
    return _cited(b.kind, by, b.citations, clauses(str(x) for x in (rests, b.why) if x))


def _not_given(t: Target, key: str) -> list[str]:
    """The closing cells of a figure the reading cannot give, with the model's reason."""
    try:
        t.figure(key)
    except HouzhiError as e:
        if language() == "en":
            return _cited("not given", str(e))
        from ..model.provenance import reasons_of

        # the model's words are English; its reason, said in the reader's language, says all
        reason = reasons_of(t).get(key)
        return _cited("not given", str(reason) if reason is not None else str(e))
    return _cited("not given", "")


def target_records(t: Target, standard: str | None = None) -> Table:
    """The strips of ``t`` and its other figures (中, 用布, 鵠, 乏, lower rope), each with the
    basis the model gives it (:meth:`houzhi.model.target.Target.figures`)."""
    from ..model.target import Target

    require(t, Target, "target_records(): t")
    std = get_standard(standard).key
    figures = t.figures()
    header = _columns([NP_("column", "figure"), NP_("column", "classical"), NP_("column", "尺"),
                       NP_("column", "metres"), NP_("column", "count"), *CITED])
    rows: list[list[Any]] = []
    for p in t.pieces:
        f = figures.get(PIECE_FIGURES.get(p.key.removesuffix("_rest"), ""))
        how = _figure_cells(f) if f is not None else _cited("derived", "", p.rule.citations)
        rows.append([p.name, format_chi(p.length_chi), str(p.length_chi),
                     _metres(p.length_chi, std), p.count, *how])
    for key, english in (("total", "total (用布)"), ("hu_side", "鵠"), ("fa_north", "乏 north"),
                         ("fa_west", "乏 west"), ("bottom", "lower rope above the ground")):
        name = _(english)  # each row's name in the language spoken
        f = figures.get(key)
        if f is None:
            rows.append([name, "", "", "", "", *_not_given(t, key)])
        else:
            rows.append([name, format_chi(f.value), str(f.value), _metres(f.value, std), "",
                         *_figure_cells(f)])
    st = t.setting
    return Table(header, rows, _("侯 for {range} — {rite} ({rank}), {hou}; reading: {reading}; "
                                 "尺 standard: {standard}").format(
        range=range_words(t, std, short=True), rite=st.rite.label, rank=st.rank,
        hou=st.hou.name, reading=t.reading.label, standard=standard_words(std)))


def readings_records(range_: Any, rite: str | None = None, rank: str | None = None) -> Table:
    """The readings compared at one range (``houzhi readings``), one row a reading's figure,
    each with the basis the model gives it."""
    from ..canon.readings import READINGS
    from ..model.target import Target

    targets = [Target.of(range_, reading=r, rite=rite, rank=rank) for r in READINGS.values()]
    base = targets[0]
    header = _columns([NP_("column", "reading"), NP_("column", "figure"),
                       NP_("column", "classical"), NP_("column", "尺"),
                       NP_("column", "differs from 鄭玄"), *CITED])
    rows: list[list[Any]] = []
    ours = base.figures() if not base.composition.refused else {}
    for t in targets:
        figures = t.figures() if not t.composition.refused else {}
        for key, heading in READINGS_COLUMNS:
            f = figures.get(key)
            if f is None:
                how = (_cited("not given", t.composition.refused) if t.composition.refused
                       else _not_given(t, key))
                rows.append([t.reading.label, _(heading), "", "", "", *how])
                continue
            b = ours.get(key)
            rows.append([t.reading.label, _(heading), format_chi(f.value), str(f.value),
                         "" if b is None else (pgettext("differs", "yes") if f.value != b.value
                                               else pgettext("differs", "no")),
                         *_figure_cells(f)])
    st = base.setting
    return Table(header, rows, _("the readings compared at {range} — {rite} ({rank}), {hou}")
                 .format(range=range_words(base, None, short=True), rite=st.rite.label,
                         rank=st.rank, hou=st.hou.name))


def check_records(passages: bool = False) -> Table:
    """Every figure a text states beside houzhi's (``houzhi check``), one row each."""
    from ..model.check import compare

    header = _columns([NP_("column", "figure"), NP_("column", "the text"),
                       NP_("column", "houzhi"), NP_("column", "agrees"), *CITED]
                      + ([NP_("column", "passage")] if passages else []))
    rows: list[list[Any]] = []
    for c in compare():
        st = c.statement
        mark = verdict_words(c)
        who = f"{st.citation.author}{st.citation.layer}" if st.citation.author else st.citation.layer
        row = [statement_label(st), st.value, computed_text(c), mark,
               *_cited("stated", listing((who, st.citation.work)), (st.citation,),
                       comparison_note(c))]
        if passages:
            from ..sources.passages import passage_of

            row.append(quotation(passage_of(st.citation)))
        rows.append(row)
    return Table(header, rows, _("every figure the texts state, beside houzhi's"))


def _signed(x: Fraction, pos: str, neg: str) -> str:
    return "0" if x == 0 else f"{pos if x > 0 else neg}{format_chi(abs(x))}"


def ground_records(g: Ground, standard: str | None = None) -> Table:
    """The stake-out of ``g`` (``houzhi ground``): each item where it stands, in 尺 from the
    target's centre (x east, y north) and in metres, with the tapes from the 侯 and 堂廉中."""
    from ..model.ground import Ground

    require(g, Ground, "ground_records(): g")
    m = float(get_standard(standard).metres_per_chi)
    header = _columns([NP_("column", "item"), "x", "y", "x 尺", "y 尺", "x m", "y m",
                       NP_("column", "tape: 侯 m"), NP_("column", "tape: 堂廉中 m"),
                       NP_("column", "S of 堂廉 m"), *CITED])
    rows: list[list[Any]] = []
    for it in g.items:
        basis = "assumed" if it.assumed else "stated"
        by = _("houzhi, where the text is silent") if it.assumed else _("the text")
        if it.approximate:
            by += _(" (approximate: the text says 少 or 許)")
        rows.append([it.name, _signed(it.x_chi, "東", "西"), _signed(it.y_chi, "北", "南"),
                     str(it.x_chi), str(it.y_chi), f"{float(it.x_chi) * m:.3f}",
                     f"{float(it.y_chi) * m:.3f}", f"{g.from_centre(it) * m:.3f}",
                     f"{g.from_edge_centre(it) * m:.3f}", f"{float(g.from_edge(it)) * m:.3f}",
                     *_cited(basis, by, (it.citation, *it.also), _(it.note) if it.note else "")])
    return Table(header, rows, _("{rite} ground, range {range}弓; frame: {frame}").format(
        rite=g.rite, frame=_(g.frame),
        range=gong_count(g.range_gong)))


def bill_basis(b: Build, kind: str) -> list[str]:
    """What a row of ``b``'s bill of the kind ``kind`` (:meth:`Build.bill_items`) rests on: the
    five closing cells of a record (:data:`CITED`)."""
    from ..canon import rules
    from ..canon.rites import HIDE_HU, HIDE_SHI

    if kind == "cloth":
        return _cited("reckoned", _("houzhi: the cutting plan of the target's strips (each "
                                    "row of houzhi target cites its own), with the maker's "
                                    "allowances"))
    if kind == "rope":
        return _cited("reckoned", _("houzhi: the 上綱 and 下綱 by the rule 綱, with the "
                                    "maker's allowance for knots"), rules.GANG.citations)
    if kind == "cord":
        return _cited("reckoned", _("houzhi: the loops 縜 along the edges"),
                      rules.YUN.citations)
    if kind == "posts":
        return _cited("reckoned", _("houzhi: the posts 植 by the ropes' ends"),
                      rules.ZHI.citations)
    if kind == "hide_hu":
        return _cited("reckoned", _("houzhi: the 鵠 of hide, with its hem"),
                      HIDE_HU.citations)
    if kind == "hide_shi":
        return _cited("reckoned", _("houzhi: the 飾 of hide"), HIDE_SHI.citations)
    if kind == "paint":
        return _cited("reckoned", _("houzhi: the area painted, at the maker's coverage"),
                      b.target.setting.hou.citations[:1])
    if kind == "tape":
        return _cited("assumed", _("houzhi: the binding of the two rope edges (the texts "
                                   "have none)"))
    if kind in ("guy_rope", "anchors", "bolts", "cleats", "cleat_bolts", "raising_lines",
                "raising_stakes", "wedges", "measuring_tape", "whipping", "plumb",
                "anemometer", "stakeout_pegs", "no_dig"):
        return _cited("assumed", _("houzhi: modern engineering for the rigging and raising "
                                   "(the texts have none)"))
    if kind == "bundle_ties":
        return _cited("assumed", _("houzhi: the ties of 中掩束之 (the texts do not say what "
                                   "ties the bundle)"))
    if kind in ("chalk", "size", "tools"):
        return _cited("assumed", _("houzhi: what the making steps use (the texts have "
                                   "none)"))
    return _cited("assumed", _("houzhi: the maker's allowance"))


def bill_records(b: Build) -> Table:
    """The bill of materials of ``b`` (``houzhi build``), each item with what it rests on."""
    from ..making.build import Build

    require(b, Build, "bill_records(): b")
    #: the units of a count the bill gives in words (m, m², L are the units' symbols)
    units = {"posts": NP_("unit", "posts"), "anchors": NP_("unit", "anchors"),
             "tapes": NP_("unit", "tapes"), "bolts": NP_("unit", "bolts"),
             "cleats": NP_("unit", "cleats"), "stakes": NP_("unit", "stakes"),
             "wedges": NP_("unit", "wedges"), "pieces": NP_("unit", "pieces"),
             "reels": NP_("unit", "reels"), "ties": NP_("unit", "ties"),
             "sets": NP_("unit", "sets")}
    header = _columns([NP_("column", "item"), NP_("column", "quantity"),
                       NP_("column", "exact quantity"), NP_("column", "unit"), *CITED])
    rows: list[Sequence[Any]] = [
        [item, words, str(exact), pgettext("unit", units[unit]) if unit in units else unit,
         *bill_basis(b, kind)]
        for kind, (item, words, exact, unit) in b.bill_items()]
    return Table(header, rows, _("bill of materials for the 侯 of {range}").format(
        range=range_words(b.target, None, short=True)))
