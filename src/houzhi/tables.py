"""Tables of houzhi's results: shown as aligned text by the command line and as HTML in Jupyter.

Each builder reads the model and returns a :class:`Table`; nothing here draws or writes files.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from .notation import format_chi
from .units import metres_text

if TYPE_CHECKING:
    from .commentary import Comparison, Statement
    from .cutting import CuttingPlan
    from .dashe import Stack
    from .target import Target

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
    "marks_table",
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
    "target_facts_table",
    "target_table",
]


@dataclass(frozen=True)
class Table:
    """A small table that shows itself as HTML in Jupyter and as aligned text elsewhere.

    ``failures`` counts the rows that report a mismatch (for ``houzhi check``)."""

    header: Sequence[str]
    rows: Sequence[Sequence[Any]]
    caption: str = ""
    failures: int = 0

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(str(h))}</th>" for h in self.header)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>"
                       for r in self.rows)
        cap = f"<caption>{html.escape(self.caption)}</caption>" if self.caption else ""
        return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __str__(self) -> str:
        from ._text import table

        text = table([list(map(str, self.header))] + [list(map(str, r)) for r in self.rows])
        return (self.caption + "\n" if self.caption else "") + text

    def __repr__(self) -> str:
        return str(self)


#: The largest denominator of a range in 弓 written as 弓 (七十弓, 7/2弓); a range with a larger
#: one came from a length in metres or 尺 (97 m is 48500/693弓) and is written as its metres.
_PLAIN_GONG_DENOMINATOR = 12


def range_words(target: Target, standard: str | None = None, short: bool = False) -> str:
    """The range as a reader takes it in: a number of 弓 with its length (classical, metres
    under ``standard``); a range that is no plain number of 弓 — given as a metric length, 97 m
    is 48500/693弓 — as its metres and the nearest whole 弓 it makes. The exact value stays the
    target's :attr:`~houzhi.target.Target.range_gong` (and ``--json``'s ``range_gong``).
    ``short``: the 弓 or the metres alone, for a title.

    >>> from houzhi.target import Target
    >>> range_words(Target.of(70)), range_words(Target.of("97 m"))
    ('70弓 (四十二丈, 97.020 m)', '97.000 m (nearest whole 弓: 70弓; 69.99弓)')
    """
    g, m = target.range_gong, metres_text(target.range_chi, standard)
    plain = g.denominator <= _PLAIN_GONG_DENOMINATOR
    if short:
        return f"{g}弓" if plain else m
    if plain:
        return f"{g}弓 ({format_chi(target.range_chi)}, {m})"
    near = round(g)
    return (f"{m} (nearest whole 弓: {near}弓; {float(g):.2f}弓)" if near >= 1
            else f"{m} ({float(g):.2f}弓)")


def rite_line(target: Target, standard: str | None = None) -> str:
    """The first line of every sheet: the rite, whose, the 侯 and its range (:func:`range_words`);
    where no rite was asked for and the range made it the 大射 (70 and 90弓: 大侯九十，參七十), that,
    and how to have the 鄉射's 侯 at the range instead.

    >>> from houzhi.target import Target
    >>> rite_line(Target.of(50))
    '鄉射 of a 大夫 — 采侯二正 (采侯) for 50弓 (三十丈, 69.300 m)'
    """
    st = target.setting
    station = f", the {st.station}" if st.station and st.station != st.hou.name else ""
    line = (f"{st.rite.label} of a {st.rank} — {st.hou.name} ({st.hou.kind}{station}) for "
            f"{range_words(target, standard)}")
    if target.rite is None and st.rite.key == "dashe":
        line += (f"; no rite given, so the 大射's, whose {st.station} stands at "
                 f"{target.range_gong}弓 (大侯九十，參七十，干五十): for the 鄉射's 侯 at this "
                 "range give --rite 鄉射")
    return line


def target_table(target: Target, standard: str | None = None) -> Table:
    """The strips of a target: name, length (classical, 尺, m), height, count, and the source
    of the rule that gives the strip's length (:attr:`~houzhi.citations.Citation.ref`); the
    caption names the range (弓, 尺, m under ``standard``), the rite, the reading and the marks."""
    rows = [[p.name, format_chi(p.length_chi), str(p.length_chi),
             metres_text(p.length_chi, standard), format_chi(p.height_chi), p.count,
             p.rule.citation.ref] for p in target.pieces]
    rows.append(["total (用布)", format_chi(target.cloth_total_chi), str(target.cloth_total_chi),
                 metres_text(target.cloth_total_chi, standard), format_chi(target.height_chi),
                 "", ""])
    from .marks import marks_words

    st = target.setting
    return Table(["strip", "length", "尺", "metres", "height", "count", "source"], rows,
                 f"{rite_line(target, standard)}\nreading: {target.reading.label}; "
                 + (f"hides: {st.hides.label}'s; " if st.hides else "") +
                 f"{marks_words(st.hou, target.marks, target.shi)}; "
                 f"乏 北{format_chi(target.fa.north)} 西{format_chi(target.fa.west)}")


def target_facts_table(target: Target, standard: str | None = None) -> Table:
    """The target's other figures and its hanging (ropes, posts, 乏): classical, 尺, metres.
    A figure the reading cannot give is shown as such, with no number beside it."""
    from .rigging import Rigging

    t, rig = target, Rigging(target)
    facts: list[tuple[str, Fraction]] = [
        ("中 (centre, square)", t.zhong_side_chi),
        ("上舌 beyond the 躬, each side", t.shang_she_chi),
        ("下舌 beyond the 躬, each side", t.xia_she_chi),
        ("height", t.height_chi),
        ("width", t.width_chi),
        ("cloth, one breadth wide (用布)", t.cloth_total_chi),
        ("cloth cut from the bolt", t.cloth_cut_chi),
        ("lower rope above the ground", t.bottom_chi),
        ("upper rope above the ground", t.top_chi),
        ("鵠 (bull's-eye, or the place of the 正), side", t.hu_side_chi),
        ("上綱 (upper rope)", rig.upper_rope_chi),
        ("下綱 (lower rope)", rig.lower_rope_chi),
        ("each post 植 stands out from the centre", rig.post_foot[0]),
        (f"乏 north of the target ({t.fa_rule.citation.ref})", t.fa.north),
        ("乏 west of the target", t.fa.west),
    ]
    hanging = {"lower rope above the ground", "upper rope above the ground",
               "each post 植 stands out from the centre"}
    cannot = "bottom" in t.not_given
    own = {"上舌 beyond the 躬, each side": "shang_she", "下舌 beyond the 躬, each side": "xia_she"}
    # a figure the reading cannot give (a part it does not have): "—", with no number
    rows = [[k, "—", "", ""] if (k in hanging and cannot) or own.get(k) in t.not_given
            else [k, format_chi(v), str(v), metres_text(v, standard)] for k, v in facts]
    return Table(["", "classical", "尺", "metres"], rows)


def marks_table(target: Target, standard: str | None = None) -> Table:
    """What is put on the target, from the outside in: mark, colour word (or hide), side, and
    the source of the rule that sizes it (:attr:`~houzhi.citations.Citation.ref`), with "side
    assumed" where the texts give no size and houzhi assumes one (the assumption is among
    :attr:`houzhi.target.Target.assumptions`). A 鵠 of hide cites first the passage that names
    its hide, and the hide trimming a 皮侯's sides (飾) follows, its width houzhi's assumption
    (or as given), "not placed" where the reading has no 中 for it (:attr:`houzhi.target.Target.shi`)."""
    st = target.setting
    ground = f"; ground {st.hou.ground}" if st.hou.ground else ""
    rows: list[list[Any]] = []
    for m in target.marks:
        source = m.rule.citation.ref + (" — side assumed" if m.assumed else "")
        if m.hide:
            source = f"{m.named_by[0].ref} ({m.colour}); side {source}"
        rows.append([m.name, m.colour, format_chi(m.side_chi), metres_text(m.side_chi, standard),
                     source])
    shi = target.shi
    if shi is not None:
        width = "width assumed" if target.shi_width_chi is None else "width as given"
        rows.append([f"{shi.name} ×{shi.count}", f"{shi.hide}皮",
                     f"{format_chi(shi.length_chi)} × {format_chi(shi.width_chi)}",
                     f"{metres_text(shi.length_chi, standard)} × "
                     f"{metres_text(shi.width_chi, standard)}",
                     f"{shi.named_by[0].ref if shi.named_by else shi.rule.citation.ref} "
                     f"({shi.hide}); sides {shi.rule.citation.ref} — {width}"
                     + ("" if shi.placed else "; not placed")])
    if all(m.hide for m in target.marks):
        what = st.hou.marks + (f" and {shi.name}" if shi is not None else "")
        whose = (f", the hides as {st.hides.label} reads them ({st.hides.citation.ref})"
                 if st.hides else "")
        caption = (f"of hide, set on the cloth ({what}), not painted{whose} (houzhi source "
                   f"{st.hou.name} for the passages):")
    else:
        caption = (f"painted ({st.hou.marks}{ground}), from the outside in "
                   f"(houzhi source {st.hou.marks} for the passages):")
    return Table(["mark", "colour", "side", "metres", "source"], rows, caption)


def statement_label(st: Statement) -> str:
    """What a stated figure is, with its range (and the reading whose figure it is, where one is
    named): ``70弓 中 cloth``, ``大射 參 lower rope``, ``70弓 參侯高廣 (郝敬's 侯)``."""
    head = {"target": f"{st.range_gong}弓", "dashe": "大射", "gear": "gear",
            "unit": "unit", "rule": "rule"}[st.subject]
    rite = {"dashe": " in the 大射"}.get(st.rite or "", "")
    whose = ""
    if st.reading is not None:
        from .readings import get_reading

        whose = f" ({get_reading(st.reading).label}'s 侯{rite})"
    return f"{head} {st.what}{whose}"


def computed_text(c: Comparison) -> str:
    """houzhi's figure of a comparison, written as the commentary would write it (a count in
    Chinese numerals, a length in 丈尺寸)."""
    from .notation import format_number

    if c.computed is None:
        return "not given"
    if c.statement.count:
        return format_number(int(c.computed)) if c.computed.denominator == 1 else str(c.computed)
    return format_chi(c.computed)


def comparison_note(c: Comparison) -> str:
    """The notes on a comparison for a reader: the statement's note, finding and explanation,
    and the emendation read, joined by "; "."""
    st = c.statement
    parts = [x for x in (st.note, st.finding, st.explained) if x]
    if c.computed is None:
        parts.append(f"not given: {c.not_given}")
    if st.relation == "<":
        parts.append(f"the words give a bound: less than {st.words}")
    if st.emend:
        parts.append(f"read 「{st.value}」 as 「{st.emend}」 ({st.citation.note})")
    elif st.citation.note.startswith("校"):  # the quote keeps a corrupt text: show its 校
        parts.append(st.citation.note)
    return "; ".join(parts)


def check_table(passages: bool = False) -> Table:
    """Every figure a text states beside houzhi's (what ``houzhi check`` prints), each with its
    citation as a reader writes it; with ``passages`` the passage around each quote as well."""
    from .commentary import compare

    rows: list[list[str]] = []
    bad = 0
    for c in compare():
        st = c.statement
        bad += not c.ok
        mark = {True: "ok", False: "explained" if c.ok else "MISMATCH",
                None: "finding" if c.computed is not None else "not given"}[c.agrees]
        row = [statement_label(st), f"「{st.value}」", computed_text(c), mark, str(st.citation)]
        if passages:
            from .passages import passage_of

            row.append(passage_of(st.citation))
        rows.append(row)
        note = comparison_note(c)
        if note:
            rows.append(["", "", "", "", f"  note: {note}"] + ([""] if passages else []))
    header = ["figure", "the text", "houzhi", "agrees", "citation"] + (["passage"] if passages else [])
    return Table(header, rows, failures=bad)


def rules_table(reading: str | None = None) -> Table:
    """Every rule of a reading with its passage (and any collation note), who says it, and the
    citation as a reader writes it."""
    from .readings import get_reading

    r = get_reading(reading)
    rows = []
    for role in r.roles():
        rule = r.rule(role)
        for c in rule.citations:
            rows.append([rule.label, rule.statement, str(c), c.note])
    return Table(["rule", "what it says", "citation", "note"], rows,
                 f"the rules, as {r.label} reads them")


#: The figures the readings table compares, by key of :meth:`houzhi.target.Target.figure`,
#: with their column headings.
READINGS_COLUMNS: tuple[tuple[str, str], ...] = (
    ("shang_ge", "上个"), ("gong_each", "躬 (身)"), ("xia_ge", "下个"), ("height", "height"),
    ("width", "width"), ("total", "cloth (用布)"), ("hu_side", "鵠"), ("fa_west", "乏 west"),
    ("bottom", "lower rope"))


def figure_name(key: str) -> str:
    """The words output uses for the figure ``key`` of :meth:`houzhi.target.Target.figure`
    (never the pinyin key): the text's characters, from :mod:`houzhi.glossary`."""
    from .glossary import term

    names = {
        "zhong_side": f"the {term('zhong')}'s side",
        "zhong_strips": f"the breadths of the {term('zhong')}",
        "zhong_cloth": f"the cloth of the {term('zhong')}",
        "gong_each": f"each {term('gong')}", "gong_both": f"the two {term('gong')}",
        "shang_ge": term("shang_ge"), "xia_ge": term("xia_ge"),
        "shang_she": term("shang_she"), "xia_she": term("xia_she"),
        "xia_she_both": f"the two {term('xia_she')}",
        "total": "the cloth (用布)", "height": "the height", "width": "the width",
        "breadth": "the breadth", "breadths": "the breadths",
        "gong_breadths": f"the breadths of the {term('gong')}",
        "she_breadths": f"the breadths of the {term('she')}",
        "hu_side": f"the {term('hu')}'s side",
        "hu_ground": f"the height of the {term('hu')} above the ground",
        "bottom": "the lower rope's height above the ground",
        "fa_north": f"the {term('fa')} north", "fa_west": f"the {term('fa')} west",
        "fa_west_of_edge": f"the {term('fa')} west of the 侯's edge",
        "wu_gap": f"the gap between the two {term('wu_mark')}",
    }
    return names.get(key) or dict(READINGS_COLUMNS).get(key) or "a figure"


def reckoned_figures(target: Target) -> dict[str, str]:
    """The figures of the readings table that are houzhi's reckoning, not the author's, for
    ``target``: figure key -> why (:attr:`houzhi.readings.Reading.reckoned`), less those the
    author states himself at this range (his statements in ``houzhi check``; all his lengths
    where he states there the figure that sizes his 侯, :attr:`~houzhi.readings.Reading.scale`)
    and those the reading cannot give at all (:attr:`houzhi.target.Target.not_given`).

    A figure the author states that does not follow from his rule (a statement's ``finding``),
    or one another writer reckons for him (盛世佐's 以郝說推之), is not his: houzhi's figure
    there is a reckoning, and keeps its †."""
    r = target.reading
    rite = target.setting.rite.key
    stated = {st.key for st in r.stated
              if st.range_gong == target.range_gong and not st.finding
              and st.rite in (None, rite) and st.citation.author.startswith(r.label)}
    if r.scale in stated:  # he sizes his 侯 at this range: its lengths are his (鄭眾 at 50弓)
        stated |= r.scaled
    return {k: r.reckoned[k] for k, _ in READINGS_COLUMNS
            if k in r.reckoned and k not in stated and k not in target.not_given}


def readings_table(range_: Any, rite: str | None = None, rank: str | None = None) -> Table:
    """The readings compared at one range, in one rite: each figure as the reading gives it;
    * marks a figure that differs from 鄭玄's, † one the author does not give, which houzhi
    reckons from the reading's assumptions (:func:`reckoned_figures`, the reason said below the
    table), — a figure houzhi cannot give for the reading (:attr:`houzhi.target.Target.not_given`)."""
    from .errors import HouzhiError
    from .readings import READINGS
    from .target import Target

    targets = [Target.of(range_, reading=r, rite=rite, rank=rank) for r in READINGS.values()]
    base = targets[0]
    keys = tuple(k for k, _ in READINGS_COLUMNS)

    def cells(t: Target) -> list[Fraction | None]:
        if t.composition.refused:
            return [None] * len(keys)
        out: list[Fraction | None] = []
        for k in keys:
            try:
                out.append(None if k in t.not_given else t.figure(k))
            except HouzhiError:
                out.append(None)
        return out

    def text(v: Fraction | None, b: Fraction | None, houzhis: bool) -> str:
        if v is None:
            return "—"
        return format_chi(v) + ("" if v == b else " *") + (" †" if houzhis else "")

    ref = cells(base)
    rows = []
    for t in targets:
        ours = reckoned_figures(t)
        rows.append([t.reading.label] + [text(v, b, k in ours)
                                         for k, v, b in zip(keys, cells(t), ref, strict=True)])
    st = base.setting
    return Table(["reading", *(h for _, h in READINGS_COLUMNS)], rows,
                 f"the readings compared at {base.range_gong}弓 — {st.rite.label} ({st.rank}), "
                 f"{st.hou.name} (* differs from 鄭玄, † houzhi's reckoning where the author gives "
                 "no such figure, — cannot give; the reasons below)")


def stated_table(reading: str | None = None) -> Table:
    """Every figure a reading's author states, beside houzhi's: ok where they agree, "does not
    follow" where the author's own figure does not follow from his rule (as 盛世佐 notes of
    郝敬), "not given" where his words give no such figure, MISMATCH otherwise (counted in
    ``failures``). A view of the stated figures of ``houzhi check`` that name a reading."""
    from .readings import compare_stated

    rows: list[list[str]] = []
    bad = 0
    for r, c in compare_stated(reading):
        st = c.statement
        verdict = {True: "ok", False: "MISMATCH",
                   None: "does not follow" if c.computed is not None else "not given"}[c.agrees]
        bad += not c.ok
        rows.append([r.label, f"{st.range_gong}弓", st.what, f"「{st.value}」", computed_text(c),
                     verdict, st.citation.ref])
    return Table(["reading", "range", "figure", "the author", "houzhi", "", "source"], rows,
                 "each reading's own stated figures", failures=bad)


def standards_table() -> Table:
    """The standards of the 尺: length of the 尺 and of the 弓, in metric."""
    from .units import STANDARDS

    rows = [[s.key, s.label, f"{float(s.metres_per_chi * 100):g} cm", f"{s.chi_per_gong}尺",
             s.era, s.evidence] for s in STANDARDS.values()]
    return Table(["key", "standard", "1尺", "1弓", "era", "evidence"], rows)


def bolt_fit(ranges: Any = None) -> Table:
    """For which ranges the strips fill whole 匹, and what each range wastes."""
    from .cutting import bolt_fit_table

    rows = [[f"{r['range_gong']}弓", format_chi(r["cloth_chi"]), r["bolts"],
             format_chi(r["waste_chi"]), "exactly" if r["exact"] else ""]
            for r in (bolt_fit_table() if ranges is None else bolt_fit_table(ranges))]
    return Table(["range", "cloth (用布)", "匹", "waste", "fills whole 匹"], rows)


def maker_chi(chi: Fraction) -> str:
    """A length of 尺 as a maker reads it: exact where it is a whole number of 分 (a tenth of a
    寸), else "about" the nearest 分 (三丈一尺八寸九十九分寸之九十八 is about 三丈一尺九寸). For
    captions only; the exact value is in the JSON."""
    x = Fraction(chi)
    if (x * 100).denominator == 1:
        return format_chi(x)
    return "about " + format_chi(Fraction(round(x * 100), 100))


def plan_table(cplan: CuttingPlan, standard: str | None = None) -> Table:
    """The pieces of a cutting plan: finished and cut sizes, joins. On a modern fabric every
    size is in mm (the fabric's standard, else ``standard``); on Han cloth in classical measure."""
    from .cutting import mm_text

    f = cplan.fabric
    std = f.standard or standard

    @cache  # a long plan repeats a few lengths many times
    def size(chi: Fraction) -> str:  # a modern fabric is measured in mm, Han cloth in 尺
        return mm_text(cplan.mm(chi, std)) if f.metric else format_chi(chi)

    rows = [[p.label, size(p.finished_length), size(p.finished_height), size(p.cut_length),
             size(p.cut_height), ", ".join(size(s) for s in p.seams) if p.part == 1 else ""]
            for p in cplan.pieces]
    waste = cplan.waste_length
    waste_text = (size(waste) if f.metric
                  else f"{maker_chi(waste)} ({metres_text(waste, std)})")
    if not waste_text.startswith("about "):
        waste_text = "as much as " + waste_text
    caption = (f"{len(cplan.bolts)} × {f.bolt_word}: {f.name}; cloth taken "
               f"{size(cplan.taken_length)} ({metres_text(cplan.taken_length, std)}); waste "
               f"{waste_text} of full-width cloth "
               f"({float(cplan.waste_area / cplan.taken_length / f.width_chi):.0%})")
    header = ["piece", "finished length", "finished height", "cut length", "cut height",
              "joins at (from its west end)"]
    if not any(row[-1] for row in rows):  # no strip is joined: no column of joins
        header, rows = header[:-1], [row[:-1] for row in rows]
    return Table(header, rows, caption)


def dashe_table(stack: Stack) -> Table:
    """The 大射's three targets: range, rope heights, 鵠 and 乏, in classical notation."""
    f = format_chi
    rows = [[t.name if t.name == t.target.setting.hou.name
             else f"{t.name} ({t.target.setting.hou.name})", f"{t.target.range_gong}弓",
             f(t.bottom_chi), f(t.top_chi),
             f(t.target.hu_side_chi), f(t.hu_bottom_chi), f(t.hu_top_chi),
             f"北{f(t.fa[0])} 西{f(t.fa[1])}"] for t in stack.targets]
    return Table(["target", "range", "lower rope", "upper rope", "鵠 side", "鵠 from", "鵠 to",
                  "乏"], rows,
                 f"大射: three targets facing north, nearest first — {stack.reading.label}")


def sight_table(stack: Stack, eye_chi: Any = None, rank: str | None = None) -> Table:
    """How much of each farther 鵠 shows past the nearer targets, from an eye on the ground or
    on a rank's hall."""
    from .dashe import _eye

    eye = _eye(eye_chi)
    rows = [[s.name, s.blocked_by or "(nothing)", "" if s.line_chi is None else format_chi(
        s.line_chi), format_chi(s.visible_chi) if s.visible_chi else "none (不見)",
        f"{float(s.visible_fraction):.0%}"]
        for s in stack.sight(eye, rank)]
    floor = "the ground" if rank is None else (
        f"the {rank}'s hall, {format_chi(stack.eye_height(eye, rank))} above the ground")
    return Table(["target", "past", "line at target", "鵠 showing", "of its side"], rows,
                 f"sight lines from an eye {format_chi(eye)} above {floor}")
