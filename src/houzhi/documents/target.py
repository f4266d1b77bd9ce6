"""The target's tables as one document (:class:`houzhi.documents.document.Document`): its strips,
its other figures with their bases, its marks, and the notes under them (area, posts, ropes, the
figures a reading withholds or reckons, houzhi's assumptions) — what ``houzhi target`` prints,
what its ``--json`` carries as ``document`` and what the Jupyter display shows.

Every word of these tables is written here, once, in the reader's language (:mod:`houzhi.locale`);
every figure in a table is a :class:`~houzhi.documents.document.Cell` with its exact value in 尺 and
the basis the model gives it (:meth:`houzhi.model.target.Target.figures`), never decided again.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from ..canon.figures import Basis, marks_legend, who
from ..errors import require
from ..locale import N_, _, clauses, language, listing, pgettext
from ..measure.notation import format_chi
from ..measure.units import get_standard, metres_text
from ..model.target import Piece, Target
from ..sources.citations import Citation
from .document import Cell, Document, Para, Section, TableBlock
from .tables import PIECE_FIGURES, Table, figure_name, rite_line

if TYPE_CHECKING:
    from ..canon.figures import Figure

__all__ = ["FACTS_ROWS", "basis_text", "reckoning_lines", "row_names", "stated_source",
           "strips_table", "target_document", "target_tables"]


def _length(chi: Fraction, basis: Basis | None = None) -> Cell:
    """A length of ``chi`` 尺 in the texts' notation, with its exact value and basis."""
    return Cell(format_chi(chi), Fraction(chi), "尺", basis)


def stated_source(basis: Basis | None, rule: Citation | None) -> Citation | None:
    """The passage a strip's source column cites: for a figure stated by its author, the passage
    that states it (the basis's, :attr:`~houzhi.canon.figures.Basis.citation`: 鄭玄's 注 for the
    躬's 二丈, not the 記's 倍中以為躬 it rests on); for any other, the rule's (``rule``)."""
    if basis is not None:
        require(basis, Basis, "stated_source(): basis")
    if rule is not None:
        require(rule, Citation, "stated_source(): rule")
    if basis is not None and basis.kind == "stated" and basis.citation is not None:
        return basis.citation
    return rule


def _count(piece: Piece, breadth: Fraction) -> Cell:
    """A strip's count, as the maker sews it: the number of strips, or — for a piece taller than
    the ``breadth`` (尺) of the cloth, which is no strip but a panel (郝敬's square 侯, 林希逸's
    个·身) — the breadths sewn side by side to make it (⌈height ÷ breadth⌉ each, as
    :func:`houzhi.making.cutting.strips` cuts them): ``15 breadths``. The cell's value is the
    count of pieces either way."""
    if piece.height_chi <= breadth:
        return Cell(str(piece.count), Fraction(piece.count), "")
    n = math.ceil(piece.height_chi / breadth) * piece.count
    return Cell(_("{n} breadths").format(n=n), Fraction(piece.count), "")


def _strips(target: Target, standard: str | None) -> TableBlock:
    """The strips: name, length (classical, 尺, m), height, count, the basis of the strip's
    length and its source (:func:`stated_source`): the passage that states the length, or the
    rule that gives it."""
    figures = target.figures()
    rows = []
    for p in target.pieces:
        f = figures.get(PIECE_FIGURES.get(p.key.removesuffix("_rest"), ""))
        b = None if f is None else f.basis
        source = stated_source(b, p.rule.citation)
        rows.append((Cell(p.name), _length(p.length_chi, b), Cell(str(p.length_chi)),
                     Cell(metres_text(p.length_chi, standard)), _length(p.height_chi),
                     _count(p, target.breadth_chi),
                     Cell("" if b is None else b.short, basis=b),
                     Cell("" if source is None else source.ref)))
    f = figures.get("total")
    b = None if f is None else f.basis
    source = stated_source(b, None)
    rows.append((Cell(_("total (用布)")), _length(target.cloth_total_chi, b),
                 Cell(str(target.cloth_total_chi)), Cell(metres_text(target.cloth_total_chi,
                                                                     standard)),
                 _length(target.height_chi), Cell(""), Cell("" if b is None else b.short,
                                                            basis=b),
                 Cell("" if source is None else source.ref)))
    return TableBlock((_("strip"), _("length"), pgettext("column", "尺"), _("metres"), _("height"), _("count"),
                       _("basis"), _("source")), tuple(rows))


def _head(target: Target) -> str:
    """The line under the rite's: the reading, the hides' reader, the marks and the 乏."""
    from ..model.marks import marks_words

    st = target.setting
    head = [_("reading: {reading}").format(reading=target.reading.label)]
    if st.hides:  # the hides as the reading's own author reads them: said once in Chinese
        same = st.hides.label == target.reading.label
        head.append((pgettext("the reading's author", "hides: {hides}'s") if same
                     else _("hides: {hides}'s")).format(hides=st.hides.label))
    head += [marks_words(st.hou, target.marks, target.shi),
             _("乏 北{north} 西{west}").format(north=format_chi(target.fa.north),
                                              west=format_chi(target.fa.west))]
    return clauses(head)


#: The rows of the target's figures table: figure key and its words (``{gong}``: the 躬, or the
#: 身 where the reading has no 躬).
FACTS_ROWS: tuple[tuple[str, str], ...] = (
    ("zhong_side", N_("中 (centre, square)")),
    ("shang_she", N_("上舌 beyond the {gong}, each side")),
    ("xia_she", N_("下舌 beyond the {gong}, each side")),
    ("height", N_("height")),
    ("width", N_("width")),
    ("total", N_("cloth, one breadth wide (用布)")),
    ("cloth_cut", N_("cloth cut from the bolt")),
    ("bottom", N_("lower rope above the ground")),
    ("top", N_("upper rope above the ground")),
    ("hu_side", N_("鵠 (bull's-eye, or the place of the 正), side")),
    ("gang_top", N_("上綱 (upper rope)")),
    ("gang_bottom", N_("下綱 (lower rope)")),
    ("post_out", N_("each post 植 stands out from the centre")),
    ("fa_north", N_("乏 north of the target")),
    ("fa_west", N_("乏 west of the target")),
)


def basis_text(f: Figure) -> str:
    """A figure's basis as the text tables print it: its mark, the kind, by whom, and the
    passage it rests on (:attr:`~houzhi.sources.citations.Citation.ref`) — never a rule's key."""
    from ..canon.figures import Figure

    require(f, Figure, "basis_text(): f")
    b = f.basis
    return (_("{basis}: {source}").format(basis=b.short, source=b.citation.ref)
            if b.citation is not None else b.short)


def _row_label(words: str, gong: str) -> str:
    """A row's name in the figures table, in the reader's language: ``words`` (of
    :data:`FACTS_ROWS`) with the target's word for its 躬 (``gong``: 躬, or 身 where it has none)."""
    return _(words).format(gong=gong)


def row_names() -> dict[str, str]:
    """Every name the figures table may print for a row, in the reader's language, whole or
    without its gloss in parentheses (鵠之方（畫侯則為正）, 鵠之方) -> the figure's key: the names
    ``houzhi why`` takes as the table prints them."""
    out: dict[str, str] = {}
    for key, words in FACTS_ROWS:
        for gong in ("躬", "身"):
            label = _row_label(words, gong)
            out.setdefault(label, key)
            out.setdefault(re.split(r"[（(]", label)[0].strip(), key)
    return out


def _figures(target: Target, standard: str | None) -> tuple[TableBlock, str]:
    """The target's other figures and its hanging (ropes, posts, 乏): classical, 尺, metres and
    each figure's basis (:func:`basis_text`), "—" for a figure the reading cannot give; and the
    marks of this table and of the strips' explained once (the legend)."""
    figures = target.figures()
    gong = "躬" if target._part("shang_gong") is not None else "身"
    rows = []
    for key, words in FACTS_ROWS:
        label = Cell(_row_label(words, gong))
        f = figures.get(key)
        if f is None:  # a figure the reading cannot give (a part it does not have): "—"
            rows.append((label, Cell("—"), Cell(""), Cell(""), Cell("")))
        else:
            rows.append((label, _length(f.value, f.basis), Cell(str(f.value)),
                         Cell(metres_text(f.value, standard)), Cell(basis_text(f),
                                                                     basis=f.basis)))
    kinds = {f.basis.kind for f in figures.values()}
    legend = marks_legend(kinds, any(f.basis.rests for f in figures.values()))
    return (TableBlock(("", _("classical"), pgettext("column", "尺"), _("metres"), _("basis")),
                       tuple(rows)),
            legend)


def _marks(target: Target, standard: str | None) -> tuple[str, TableBlock]:
    """What is put on the target, from the outside in: mark, colour word (or hide), side, and
    the source of the rule that sizes it, with "side assumed" where the texts give no size and
    houzhi assumes one. A 鵠 of hide cites first the passage that names its hide, and the hide
    trimming a 皮侯's sides (飾) follows, its width houzhi's assumption (or as given), "not
    placed" where the reading has no 中 for it. Returns the table's caption and the table."""
    st = target.setting
    # 敖繼公's 白 and 赤 are his 質's, a board's, not the cloth's ground
    board = any(m.shape == "board" for m in target.marks)
    ground = (_("; ground {ground}").format(ground=target.ground)
              if target.ground and not board else "")
    rows: list[tuple[Cell, ...]] = []
    for m in target.marks:
        source = m.rule.citation.ref + (_(" — side assumed") if m.assumed else "")
        if m.hide:
            source = _("{named} ({hide}); side {source}").format(
                named=m.named_by[0].ref, hide=m.colour, source=source)
        elif m.colour_by:
            source = _("side {source}; colour {colour}").format(source=source,
                                                               colour=m.colour_by[0].ref)
        if m.across_chi is None:
            size, metres = _length(m.side_chi), metres_text(m.side_chi, standard)
        else:  # a mark beside another (敖繼公's hides, 質): width × height
            size = Cell(f"{format_chi(m.width_chi)} × {format_chi(m.side_chi)}")
            metres = f"{metres_text(m.width_chi, standard)} × {metres_text(m.side_chi, standard)}"
        rows.append((Cell(m.name), Cell(m.colour_words), size, Cell(metres), Cell(source)))
    shi = target.shi
    if shi is not None:
        width = _("width assumed") if target.shi_width_chi is None else _("width as given")
        rows.append((Cell(f"{shi.name} ×{shi.count}"), Cell(f"{shi.hide}皮"),
                     Cell(f"{format_chi(shi.length_chi)} × {format_chi(shi.width_chi)}"),
                     Cell(f"{metres_text(shi.length_chi, standard)} × "
                          f"{metres_text(shi.width_chi, standard)}"),
                     Cell(_("{named} ({hide}); sides {source} — {width}").format(
                         named=shi.named_by[0].ref if shi.named_by else shi.rule.citation.ref,
                         hide=shi.hide, source=shi.rule.citation.ref, width=width)
                         + ("" if shi.placed else _("; not placed")))))
    yunqi = target.yunqi
    if yunqi is not None:
        rows.append((Cell(f"{yunqi.name} ×{yunqi.count}"),
                     Cell(_("on {ground}; {colours}").format(ground=yunqi.ground,
                                                             colours=yunqi.colour_words)),
                     Cell(f"{format_chi(yunqi.length_chi)} × {format_chi(yunqi.width_chi)}"),
                     Cell(f"{metres_text(yunqi.length_chi, standard)} × "
                          f"{metres_text(yunqi.width_chi, standard)}"),
                     Cell(_("{source} — width assumed").format(source=yunqi.rule.citation.ref)
                          + ("" if yunqi.placed else _("; not placed")))))
    if all(m.hide for m in target.marks):
        what = st.hou.marks + (_(" and {shi}").format(shi=shi.name) if shi is not None else "")
        whose = (_(", the hides as {hides} reads them ({source})").format(
            hides=st.hides.label, source=st.hides.citation.ref) if st.hides else "")
        caption = _("of hide, set on the cloth ({what}), not painted{whose} (houzhi source "
                    "{name} for the passages):").format(what=what, whose=whose,
                                                        name=st.hou.name)
    elif any(m.hide for m in target.marks):  # 敖繼公's whole hides beside his painted 質
        caption = _("hides set on the cloth and a painted board ({marks}, as {reading} has them), "
                    "from the outside in (houzhi source {name} for the passages):").format(
            marks=st.hou.marks, reading=target.reading.label, name=st.hou.marks)
    else:
        name = st.hou.name if st.hou.shi else st.hou.marks  # a 采侯 trimmed with hide: its own
        caption = _("painted ({marks}{ground}), from the outside in (houzhi source {name} for "
                    "the passages):").format(marks=st.hou.marks, ground=ground, name=name)
    return caption, TableBlock((_("mark"), _("colour"), _("side"), _("metres"), _("source")),
                               tuple(rows))


def reckoning_lines(target: Target, keys: Sequence[str] | None = None,
                    indent: str = "") -> list[str]:
    """One line per reason for the figures (of ``keys``, default all) that are reckoned where the
    author gives none: who reckons them, their names in the text's words, and why."""
    require(target, Target, "reckoning_lines(): target")
    grouped: dict[tuple[str, str], list[str]] = {}
    for key, f in target.figures().items():
        b = f.basis
        if b.kind == "reckoned" and (keys is None or key in keys):
            why = str(b.why) if b.why else (_("by {reading}'s rule, in his words {citation}").format(
                reading=target.reading.label, citation=b.citation)
                if b.citation is not None else "")
            grouped.setdefault((b.by, why), []).append(figure_name(key))
    return [indent + _("{by}'s reckoning (†) {names}: {why}").format(
                by=who(by), names=listing(names), why=why)
            for (by, why), names in grouped.items()]


def _notes(target: Target, standard: str | None) -> tuple[Para, ...]:
    """The lines under the tables: the cloth's area, the posts, the ropes, the figures the reading
    cannot give (one line a reason), the reckonings and houzhi's assumptions."""
    from ..model.rigging import Rigging

    t, rig = target, Rigging(target)
    m_per_chi = get_standard(standard).metres_per_chi
    out = [Para(_("area of cloth: {area} square 尺 ({m2} m²)").format(
        area=t.area_chi2, m2=f"{float(t.area_chi2 * m_per_chi**2):.2f}"), 0)]
    out.append(Para(rig.post_note, 0) if rig.upright else Para(
        _("the posts lean outward {lean} 尺 per 尺 of height (植則在兩旁邪豎之)").format(
            lean=rig.lean if language() == "en" else format_chi(rig.lean)), 0))
    st = t.setting
    out.append(Para(_("ropes ({rite}): {ropes}").format(rite=st.rite.label, ropes=_(st.rite.ropes))
                    + (_("; {note}").format(note=rig.rope_note) if rig.rope_note else ""), 0))
    withheld: dict[str, list[str]] = {}  # one line for the figures one reason withholds
    for key, why in t.not_given.items():
        withheld.setdefault(str(why), []).append(figure_name(key))
    out += [Para(_("{reading} cannot give {names}: {why}").format(
        reading=t.reading.label, names=listing(names), why=why), 0)
        for why, names in withheld.items()]
    out += [Para(line, 0) for line in reckoning_lines(t)]
    out += [Para(_("assumed: {assumption}").format(assumption=_(a) if a else a), 0, "houzhi")
            for a in t.assumptions]
    return tuple(out)


def target_document(target: Target, standard: str | None = None) -> Document:
    """The target's tables as one document: the rite's line as its title and the reading's,
    marks' and 乏's under it; the sections ``strips``, ``figures`` (with the marks' legend),
    ``marks`` (its caption the heading) and ``notes``. Lengths in metres under ``standard``."""
    require(target, Target, "target_document(): target")
    figures, legend = _figures(target, standard)
    caption, marks = _marks(target, standard)
    return Document("target", rite_line(target, standard), (_head(target),), (
        Section("strips", "", (_strips(target, standard),), gap=False),
        Section("figures", "", (figures, Para(legend, 0))),
        Section("marks", caption, (marks,)),
        Section("notes", "", _notes(target, standard), gap=False)))


def target_tables(target: Target, standard: str | None = None) -> tuple[Table, Table, Table]:
    """The document's three tables as :class:`~houzhi.documents.tables.Table` (HTML in Jupyter):
    the strips under the title, the figures with the legend, the marks under their caption."""
    return _tables(target_document(target, standard))


def strips_table(target: Target, standard: str | None = None) -> Table:
    """The strips alone as a :class:`~houzhi.documents.tables.Table` under the document's title
    and the line under it (the explorer's, which redraws it on every change)."""
    require(target, Target, "strips_table(): target")
    return Table(*_plain(_strips(target, standard)),
                 "\n".join((rite_line(target, standard), _head(target))))


def _plain(block: TableBlock) -> tuple[list[str], list[list[str]]]:
    head, *rows = block.texts()
    return head, rows


def _tables(doc: Document) -> tuple[Table, Table, Table]:
    strips, figures, marks = (doc.section(k) for k in ("strips", "figures", "marks"))
    return (Table(*_plain(strips.tables()[0]), "\n".join((doc.title, *doc.lead))),
            Table(*_plain(figures.tables()[0]), notes=figures.paras()[0].text),
            Table(*_plain(marks.tables()[0]), marks.heading))
