"""Tables of houzhi's results: shown as aligned text by the command line and as HTML in Jupyter.

Each builder reads the model and returns a :class:`Table`; nothing here draws or writes files.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from ..errors import require
from ..locale import N_, _, clauses, collation, language, listing, paren, pgettext, quotation
from ..measure.notation import format_chi, format_number
from ..measure.units import metres_text

if TYPE_CHECKING:
    from ..canon.figures import Figure
    from ..canon.statements import Statement
    from ..making.cutting import CuttingPlan
    from ..model.check import Comparison
    from ..model.dashe import Stack
    from ..model.target import Target

__all__ = [
    "READINGS_COLUMNS",
    "Table",
    "bolt_fit",
    "check_table",
    "comparison_note",
    "computed_text",
    "dashe_table",
    "figure_name",
    "maker_chi",
    "plan_table",
    "range_words",
    "readings_table",
    "reckoned_figures",
    "rite_line",
    "rules_table",
    "sight_table",
    "standards_table",
    "stated_table",
    "statement_label",
]


def _require_target(target: Any, func: str) -> None:
    from ..model.target import Target

    require(target, Target, f"{func}(): target")


@dataclass(frozen=True)
class Table:
    """A small table that shows itself as HTML in Jupyter and as aligned text elsewhere.

    ``failures`` counts the rows that report a mismatch (for ``houzhi check``)."""

    header: Sequence[str]
    rows: Sequence[Sequence[Any]]
    caption: str = ""
    failures: int = 0
    notes: str = ""

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(str(h))}</th>" for h in self.header)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>"
                       for r in self.rows)
        cap = f"<caption>{html.escape(self.caption)}</caption>" if self.caption else ""
        foot = (f'<tfoot><tr><td colspan="{len(self.header)}">{html.escape(self.notes)}</td>'
                "</tr></tfoot>" if self.notes else "")
        return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody>{foot}</table>"

    def __str__(self) -> str:
        from ._text import table

        text = table([list(map(str, self.header))] + [list(map(str, r)) for r in self.rows])
        return ((self.caption + "\n" if self.caption else "") + text
                + ("\n" + self.notes if self.notes else ""))

    def __repr__(self) -> str:
        return str(self)


#: The figure that gives a strip's length, by the key of its part (:attr:`houzhi.model.target.Piece.key`).
PIECE_FIGURES = {"shang_ge": "shang_ge", "shang_gong": "gong_each", "zhong": "zhong_side",
                 "xia_gong": "gong_each", "xia_ge": "xia_ge", "hou": "width"}


def numeral(n: Fraction | int | None) -> str:
    """A number as the reader's language writes it: ``70`` in English, ``七十`` in Chinese, as
    the texts count (七十弓, 躬幅一); a fraction as it is (``7/2``)."""
    if n is None:
        return str(n)
    g = Fraction(n)
    if language() != "en" and g.denominator == 1 and 0 < g < 10**8:
        return format_number(int(g))
    return str(g)


def gong_count(gong: Fraction | int | None) -> str:
    """A number of 弓 (a range) as the reader's language writes it (:func:`numeral`): ``70`` in
    English, ``七十`` in Chinese, as the texts write 七十弓."""
    return numeral(gong)


#: The largest denominator of a range in 弓 written as 弓 (七十弓, 7/2弓); a range with a larger
#: one came from a length in metres or 尺 (97 m is 48500/693弓) and is written as its metres.
_PLAIN_GONG_DENOMINATOR = 12


def range_words(target: Target, standard: str | None = None, short: bool = False) -> str:
    """The range as a reader takes it in: a number of 弓 with its length (classical, metres
    under ``standard``); a range that is no plain number of 弓 — given as a metric length, 97 m
    is 48500/693弓 — as its metres and the nearest whole 弓 it makes. The exact value stays the
    target's :attr:`~houzhi.model.target.Target.range_gong` (and ``--json``'s ``range_gong``).
    ``short``: the 弓 or the metres alone, for a title.

    >>> from houzhi.model.target import Target
    >>> range_words(Target.of(70)), range_words(Target.of("97 m"))
    ('70弓 (四十二丈, 97.020 m)', '97.000 m (nearest whole 弓: 70弓; 69.99弓)')
    """
    _require_target(target, "range_words")
    g, m = target.range_gong, metres_text(target.range_chi, standard)
    plain = g.denominator <= _PLAIN_GONG_DENOMINATOR
    if short:
        return f"{gong_count(g)}弓" if plain else m
    if plain:
        return _("{gong}弓 ({chi}, {metres})").format(gong=gong_count(g), chi=format_chi(target.range_chi),
                                                      metres=m)
    near = round(g)
    return (_("{metres} (nearest whole 弓: {near}弓; {gong}弓)").format(
                metres=m, near=near, gong=f"{float(g):.2f}") if near >= 1
            else _("{metres} ({gong}弓)").format(metres=m, gong=f"{float(g):.2f}"))


def rite_line(target: Target, standard: str | None = None) -> str:
    """The first line of every sheet: the rite, whose, the 侯 and its range (:func:`range_words`);
    where no rite was asked for and the range made it the 大射 (70 and 90弓: 大侯九十，參七十), that,
    and how to have the 鄉射's 侯 at the range instead.

    >>> from houzhi.model.target import Target
    >>> rite_line(Target.of(50))
    '鄉射 of a 大夫 — 采侯二正 (采侯) for 50弓 (三十丈, 69.300 m)'
    """
    _require_target(target, "rite_line")
    st = target.setting
    station = (_(", the {station}").format(station=st.station)
               if st.station and st.station != st.hou.name else "")
    # in Chinese the kind is not said again where the 侯's name holds it (采侯二正, not 采侯二正（采侯）);
    # English keeps it as the gloss of a name it does not translate
    said = language() != "en" and not station and st.hou.kind in st.hou.name
    line = (_("{rite} of a {rank} — {hou} for {range}") if said else
            _("{rite} of a {rank} — {hou} ({kind}{station}) for {range}")).format(
        rite=st.rite.label, rank=st.rank, hou=st.hou.name, kind=st.hou.kind, station=station,
        range=range_words(target, standard))
    if target.rite is None and st.rite.stacked:
        line += _("; no rite given, so the 大射's, whose {station} stands at {gong}弓 "
                  "(大侯九十，參七十，干五十): for the 鄉射's 侯 at this range give --rite 鄉射"
                  ).format(station=st.station, gong=gong_count(target.range_gong))
    return line


def statement_label(st: Statement) -> str:
    """What a stated figure is, with its range (and the reading whose figure it is, where one is
    named): ``70弓 中 cloth``, ``大射 參 lower rope``, ``70弓 參侯高廣 (郝敬's 侯)``."""
    from ..canon.statements import Statement

    require(st, Statement, "statement_label(): st")
    head = (f"{gong_count(st.range_gong)}弓" if st.subject in ("target", "unmodelled") else
            {"dashe": "大射", "gear": _("gear"), "unit": _("unit"), "rule": _("rule"),
             "rite": _("rite")}[st.subject])
    whose = ""
    if st.reading is not None:
        from ..canon.readings import get_reading
        from ..canon.rites import get_rite

        rite = _(" in the {rite}").format(rite=get_rite(st.rite).label) if st.rite else ""
        whose = _(" ({reading}'s 侯{rite})").format(reading=get_reading(st.reading).label,
                                                   rite=rite)
    return f"{head} {_(st.what)}{whose}"


def computed_text(c: Comparison) -> str:
    """houzhi's figure of a comparison, written as the commentary would write it (a count in
    Chinese numerals, a length in 丈尺寸)."""
    from ..model.check import Comparison

    require(c, Comparison, "computed_text(): c")
    from ..measure.notation import format_number

    if c.computed is None:
        return _("not given")
    if c.statement.count:
        return format_number(int(c.computed)) if c.computed.denominator == 1 else str(c.computed)
    return format_chi(c.computed)


def citation_line(c: Any) -> str:
    """A passage (a :class:`~houzhi.sources.citations.Citation`) as a line of output cites it:
    ``str(c)``; in Chinese with the canon's collation note where the quotation keeps the
    edition's corrupt character (「…即三大也」（校：「大」當作「丈」（五六三十））), as the
    ``--format`` tables give it beside the passage (a note in the canon's English words is
    left to ``houzhi source``, which says it)."""
    note = collation(c.note) if language() != "en" and c.note.startswith("校: ") else ""
    return f"{c}（{note}）" if note and not re.search("[A-Za-z]", note) else str(c)


def comparison_note(c: Comparison) -> str:
    """The notes on a comparison for a reader: the statement's note, finding and explanation,
    and the emendation read, joined by "; "."""
    from ..model.check import Comparison

    require(c, Comparison, "comparison_note(): c")
    st = c.statement
    parts = [_(x) for x in (st.note, st.finding, st.explained) if x]
    if c.computed is None and c.not_given != st.note:  # a note that says why is not said twice
        parts.append(_("not given: {reason}").format(reason=_(c.not_given)))
    if st.relation == "<":
        parts.append(_("the words give a bound: less than {words}").format(words=st.words))
    note = st.citation.note
    if language() != "en" and note.startswith("校: "):
        # in Chinese the 校 note says the emendation itself (校：大當作丈): it alone, its colon
        # full-width, not 「十大」當作「十丈」 said again before it
        parts.append(collation(note))
    elif st.emend:
        parts.append(_("read 「{value}」 as 「{emend}」 ({note})").format(
            value=st.value, emend=st.emend, note=note))
    elif note.startswith("校"):  # the quote keeps a corrupt text: show its 校
        parts.append(note)
    return clauses(parts)


def verdict_words(c: Any) -> str:
    """How a figure a text states stands beside houzhi's (a :class:`houzhi.model.check`
    comparison), in the reader's language: ok, explained or MISMATCH where houzhi has the
    figure; a finding, or not given, where it has none."""
    return {True: _("ok"), False: _("explained") if c.ok else _("MISMATCH"),
            None: _("finding") if c.computed is not None else _("not given")}[c.agrees]


def check_table(passages: bool = False) -> Table:
    """Every figure a text states beside houzhi's (what ``houzhi check`` prints), each with its
    citation as a reader writes it, houzhi's figure of a 侯 with the mark of its basis (the
    marks explained under the table); with ``passages`` the passage around each quote as well."""
    from ..canon.figures import marks_legend
    from ..model.check import compare

    rows: list[list[str]] = []
    bad = 0
    kinds: set[str] = set()
    rests = False
    for c in compare():
        st = c.statement
        bad += not c.ok
        mark = verdict_words(c)
        ours = computed_text(c) + (f" {c.basis.mark}" if c.basis is not None and c.basis.mark
                                   else "")
        if c.basis is not None:
            kinds.add(c.basis.kind)
            rests = rests or c.basis.rests
        row = [statement_label(st), f"「{st.value}」", ours, mark, str(st.citation)]
        if passages:
            from ..sources.passages import passage_of

            # the passage around the quotation, in quotation marks in Chinese (the texts' words)
            row.append(quotation(passage_of(st.citation)))
        rows.append(row)
        note = comparison_note(c)
        if note:
            # a note that is a 校 says its own label: 校：大當作丈, not 案：校：大當作丈
            said = (pgettext("a collation note", "  note: {note}") if note.startswith("校")
                    else _("  note: {note}"))
            rows.append(["", "", "", "", said.format(note=note)]
                        + ([""] if passages else []))
    header = ([_("figure"), _("the text"), _("houzhi"), pgettext("column", "agrees"),
               _("citation")]
              + ([_("passage")] if passages else []))
    return Table(header, rows, failures=bad,
                 notes=_("houzhi's figure of a 侯 carries the mark of its basis: ")
                       + marks_legend(kinds, rests))


def rules_table(reading: str | None = None) -> Table:
    """Every rule of a reading with its passage (and any collation note), who says it, and the
    citation as a reader writes it."""
    from ..canon.readings import get_reading

    r = get_reading(reading)
    rows = []
    for role in r.roles():
        rule = r.rule(role)
        for c in rule.citations:
            rows.append([rule.label, _(rule.statement), str(c), c.note])
    return Table(["rule", "what it says", "citation", "note"], rows,
                 f"the rules, as {r.label} reads them")


#: The figures the readings table compares, by key of :data:`houzhi.canon.figures.FIGURES`, with
#: their column headings.
READINGS_COLUMNS: tuple[tuple[str, str], ...] = (
    ("shang_ge", "上个"), ("gong_each", N_("躬 (身)")), ("xia_ge", "下个"), ("height", N_("height")),
    ("width", N_("width")), ("total", N_("cloth (用布)")), ("hu_side", "鵠"),
    ("fa_west", N_("乏 west")), ("bottom", N_("lower rope")))


def figure_name(key: str) -> str:
    """The words output uses for the figure ``key`` of :meth:`houzhi.model.target.Target.figure`
    (never the pinyin key): the text's characters, from :data:`houzhi.canon.figures.FIGURES`."""
    from ..canon.figures import FIGURES

    require(key, str, "figure_name(): key")
    return _(FIGURES[key].words) if key in FIGURES else _("a figure")


def reckoned_figures(target: Target) -> dict[str, str]:
    """The figures of the readings table reckoned where the author gives no such figure — by
    houzhi, or by a later commentator (盛世佐's 以郝說推之) — for ``target``: figure key -> why.
    A view of the bases the model gives (:meth:`houzhi.model.target.Target.figures`)."""
    _require_target(target, "reckoned_figures")
    figures = target.figures()
    return {k: str(f.basis.why) for k, _h in READINGS_COLUMNS
            if (f := figures.get(k)) is not None and f.basis.kind == "reckoned"}


def readings_table(range_: Any, rite: str | None = None, rank: str | None = None) -> Table:
    """The readings compared at one range, in one rite: each figure as the reading gives it;
    * marks a figure that differs from 鄭玄's, and each figure carries the mark of its basis
    (:data:`houzhi.canon.figures.MARKS`: † one the author does not give, reckoned by houzhi or by the
    commentator named, the reasons said below the table); — a figure houzhi cannot give for the
    reading."""
    from ..canon.figures import marks_legend
    from ..canon.readings import READINGS
    from ..model.target import Target

    targets = [Target.of(range_, reading=r, rite=rite, rank=rank) for r in READINGS.values()]
    base = targets[0]
    keys = tuple(k for k, _h in READINGS_COLUMNS)

    def cells(t: Target) -> list[Figure | None]:
        figures = t.figures()
        return [figures.get(k) for k in keys]

    def text(f: Figure | None, b: Figure | None) -> str:
        if f is None:
            return "—"
        same = b is not None and f.value == b.value
        return " ".join(x for x in (format_chi(f.value), "" if same else "*", f.basis.mark) if x)

    ref = cells(base)
    rows = []
    kinds: set[str] = set()
    rests = False
    for t in targets:
        row = cells(t)
        kinds |= {f.basis.kind for f in row if f is not None}
        rests = rests or any(f.basis.rests for f in row if f is not None)
        rows.append([t.reading.label] + [text(f, b) for f, b in zip(row, ref, strict=True)])
    st = base.setting
    return Table([pgettext("column", "reading"), *(_(h) for _k, h in READINGS_COLUMNS)], rows,
                 _("the readings compared at {gong}弓 — {rite} ({rank}), {hou} (* differs from "
                   "鄭玄, — cannot give; the reasons below)").format(
                     gong=gong_count(base.range_gong), rite=st.rite.label, rank=st.rank, hou=st.hou.name),
                 notes=marks_legend(kinds, rests))


def stated_table(reading: str | None = None) -> Table:
    """Every figure a reading's author states, beside houzhi's: ok where they agree, "does not
    follow" where the author's own figure does not follow from his rule (as 盛世佐 notes of
    郝敬), "not given" where his words give no such figure, MISMATCH otherwise (counted in
    ``failures``). A view of the stated figures of ``houzhi check`` that name a reading."""
    from ..model.check import compare_stated

    rows: list[list[str]] = []
    bad = 0
    for r, c in compare_stated(reading):
        st = c.statement
        verdict = {True: "ok", False: "MISMATCH",
                   None: "does not follow" if c.computed is not None else "not given"}[c.agrees]
        bad += not c.ok
        where = (f"{st.range_gong}弓" if st.range_gong is not None else
                 {"dashe": "大射"}.get(st.subject, st.subject))
        rows.append([r.label, where, _(st.what), f"「{st.value}」", computed_text(c),
                     verdict, st.citation.ref])
    return Table(["reading", "range", "figure", "the author", "houzhi", "", "source"], rows,
                 "each reading's own stated figures", failures=bad)


def standards_table() -> Table:
    """The standards of the 尺: length of the 尺 and of the 弓, in metric."""
    from ..measure.units import STANDARDS

    rows = [[s.key, s.label, f"{float(s.metres_per_chi * 100):g} cm", f"{s.chi_per_gong}尺",
             s.era, s.evidence] for s in STANDARDS.values()]
    return Table(["key", "standard", "1尺", "1弓", "era", "evidence"], rows)


def bolt_fit(ranges: Any = None) -> Table:
    """For which ranges the strips fill whole 匹, and what each range wastes."""
    from ..making.cutting import bolt_fit_table

    rows = [[f"{r['range_gong']}弓", format_chi(r["cloth_chi"]), r["bolts"],
             format_chi(r["waste_chi"]), _("exactly") if r["exact"] else ""]
            for r in (bolt_fit_table() if ranges is None else bolt_fit_table(ranges))]
    return Table([_("range"), _("cloth (用布)"), "匹", _("waste"), _("fills whole 匹")], rows)


def maker_chi(chi: Fraction) -> str:
    """A length of 尺 as a maker reads it: exact where it is a whole number of 分 (a tenth of a
    寸), else "about" the nearest 分 (三丈一尺八寸九十九分寸之九十八 is about 三丈一尺九寸). For
    captions only; the exact value is in the JSON."""
    from ..measure.units import exact

    x = exact(chi)
    if (x * 100).denominator == 1:
        return format_chi(x)
    return _("about {length}").format(length=format_chi(Fraction(round(x * 100), 100)))


def plan_table(cplan: CuttingPlan, standard: str | None = None) -> Table:
    """The pieces of a cutting plan: finished and cut sizes, joins. On a modern fabric every
    size is in mm (the fabric's standard, else ``standard``); on Han cloth in classical measure."""
    from ..making.cutting import CuttingPlan

    require(cplan, CuttingPlan, "plan_table(): cplan")
    from ..making.cutting import mm_text

    f = cplan.fabric
    std = f.standard or standard

    @cache  # a long plan repeats a few lengths many times
    def size(chi: Fraction) -> str:  # a modern fabric is measured in mm, Han cloth in 尺
        return mm_text(cplan.mm(chi, std)) if f.metric else format_chi(chi)

    rows = [[p.label, size(p.finished_length), size(p.finished_height), size(p.cut_length),
             size(p.cut_height), listing(size(s) for s in p.seams) if p.part == 1 else ""]
            for p in cplan.pieces]
    waste = cplan.waste_length
    waste_text = (size(waste) if f.metric
                  else paren(maker_chi(waste), metres_text(waste, std)))
    if f.metric or (waste * 100).denominator == 1:  # exact, not "about"
        waste_text = _("as much as {waste}").format(waste=waste_text)
    caption = _("{n} × {bolt}: {fabric}; cloth taken {taken} ({metres}); waste {waste} of "
                "full-width cloth ({share})").format(
        n=len(cplan.bolts), bolt=f.bolt_word, fabric=f.name, taken=size(cplan.taken_length),
        metres=metres_text(cplan.taken_length, std), waste=waste_text,
        share=f"{float(cplan.waste_area / cplan.taken_length / f.width_chi):.0%}")
    header = [_("piece"), _("finished length"), _("finished height"), _("cut length"),
              _("cut height"), _("joins at (from its west end)")]
    if not any(row[-1] for row in rows):  # no strip is joined: no column of joins
        header, rows = header[:-1], [row[:-1] for row in rows]
    return Table(header, rows, caption)


def dashe_table(stack: Stack) -> Table:
    """The 大射's three targets: range, rope heights, 鵠 and 乏, in classical notation."""
    from ..model.dashe import Stack

    require(stack, Stack, "dashe_table(): stack")
    f = format_chi
    rows = [[t.name if t.name == t.target.setting.hou.name
             else paren(t.name, t.target.setting.hou.name), f"{t.target.range_gong}弓",
             f(t.bottom_chi), f(t.top_chi),
             f(t.target.hu_side_chi), f(t.hu_bottom_chi), f(t.hu_top_chi),
             f"北{f(t.fa[0])} 西{f(t.fa[1])}"] for t in stack.targets]
    return Table([_("target"), _("range"), _("lower rope"), _("upper rope"), _("鵠 side"),
                  _("鵠 from"), _("鵠 to"), "乏"], rows,
                 _("大射: three targets facing north, nearest first — {reading}").format(
                     reading=stack.reading.label))


def sight_table(stack: Stack, eye_chi: Any = None, rank: str | None = None) -> Table:
    """How much of each farther 鵠 shows past the nearer targets, from an eye on the ground or
    on a rank's hall."""
    from ..model.dashe import Stack

    require(stack, Stack, "sight_table(): stack")
    from ..model.dashe import _eye

    eye = _eye(eye_chi)
    rows = [[s.name, s.blocked_by or _("(nothing)"), "" if s.line_chi is None else format_chi(
        s.line_chi), format_chi(s.visible_chi) if s.visible_chi else _("none (不見)"),
        f"{float(s.visible_fraction):.0%}"]
        for s in stack.sight(eye, rank)]
    from ..canon import rules
    from ..model.dashe import SHIZUO_ON_EYE

    floor = _("the ground") if rank is None else (
        _("the {rank}'s hall, {height} above the ground").format(
            rank=rank, height=format_chi(stack.eye_height(eye, rank))))
    whose = (_("as given") if eye_chi is not None else
             _("劉敞's: 令人目高七尺，從干望參, {ref}").format(ref=rules.EYE.citation.ref))
    on = ("" if rank is None else
          _("; on the hall as 盛世佐 answers him (不計堂去庭之數, {ref})").format(
              ref=SHIZUO_ON_EYE.ref))
    return Table([_("target"), _("past"), _("line at target"), _("鵠 showing"), _("of its side")],
                 rows, _("sight lines from an eye {eye} ({whose}) above {floor}{on}").format(
                     eye=format_chi(eye), whose=whose, floor=floor, on=on))
