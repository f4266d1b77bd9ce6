"""The tables the commands print, as records for export: each row with its citation and the
basis of its figure in columns of their own.

Every builder here returns a :class:`houzhi.tables.Table` whose last columns are always the
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

from .notation import format_chi
from .tables import (
    READINGS_COLUMNS,
    Table,
    comparison_note,
    computed_text,
    reckoned_figures,
    statement_label,
)
from .units import get_standard

if TYPE_CHECKING:
    from .build import Build
    from .citations import Citation, Rule
    from .ground import Ground
    from .target import Target

__all__ = ["BASES", "CITED", "bill_records", "check_records", "ground_records",
           "readings_records", "target_records"]

#: How a figure was obtained.
BASES = ("stated", "derived", "reckoned", "assumed", "not given")

#: The columns every record table ends with.
CITED = ("basis", "by", "citation", "url", "note")


def _cited(basis: str, by: str, cites: Iterable[Citation] = (), note: str = "") -> list[str]:
    """The five closing cells: basis, by, the citations (joined by ``; ``), the first one's
    url, and the note (with each citation's own note)."""
    cs = list(cites)
    notes = [note, *(c.note for c in cs if c.note)]
    return [basis, by, "; ".join(str(c) for c in cs), cs[0].url if cs else "",
            "; ".join(n for n in notes if n)]


def _metres(chi: Fraction, standard: str | None) -> str:
    return f"{float(chi * get_standard(standard).metres_per_chi):.3f}"


def _rule_basis(rule: Rule, reading: str) -> list[str]:
    return _cited("derived", f"rule {rule.label} ({rule.key}), {reading}'s reading",
                  rule.citations)


#: A piece of a target (its key, less ``_rest``) -> the figure of the readings table it is.
_PIECE_FIGURE = {"shang_ge": "shang_ge", "shang_gong": "gong_each", "xia_gong": "gong_each",
                 "xia_ge": "xia_ge"}


def target_records(t: Target, standard: str | None = None) -> Table:
    """The strips of ``t`` and its other figures (鵠, 乏, lower rope), each with its basis."""
    std = get_standard(standard).key
    ours = reckoned_figures(t)
    header = ["figure", "classical", "尺", "metres", "count", *CITED]
    rows: list[list[Any]] = []
    for p in t.pieces:
        figure = _PIECE_FIGURE.get(p.key.removesuffix("_rest"), "")
        how = (_cited("reckoned", f"houzhi, for {t.reading.label}: {ours[figure]}",
                      p.rule.citations) if figure in ours
               else _rule_basis(p.rule, t.reading.label))
        rows.append([p.name, format_chi(p.length_chi), str(p.length_chi),
                     _metres(p.length_chi, std), p.count, *how])
    total = t.cloth_total_chi
    rows.append(["total (用布)", format_chi(total), str(total), _metres(total, std), "",
                 *_cited("reckoned", "houzhi: the strips above, each length × its count")])
    rows.append(["鵠", format_chi(t.hu_side_chi), str(t.hu_side_chi),
                 _metres(t.hu_side_chi, std), "",
                 *_rule_basis(t.reading.rule("hu"), t.reading.label)])
    for name, value in (("乏 north", t.fa.north), ("乏 west", t.fa.west)):
        rows.append([name, format_chi(value), str(value), _metres(value, std), "",
                     *_rule_basis(t.fa_rule, t.reading.label)])
    if "bottom" in t.not_given:
        rows.append(["lower rope above the ground", "", "", "", "",
                     *_cited("not given", t.not_given["bottom"])])
    else:
        rows.append(["lower rope above the ground", format_chi(t.bottom_chi), str(t.bottom_chi),
                     _metres(t.bottom_chi, std), "",
                     *_rule_basis(t.hanging_rule, t.reading.label)])
    st = t.setting
    return Table(header, rows, f"侯 for {t.range_gong}弓 — {st.rite.label} ({st.rank}), "
                 f"{st.hou.name}; reading: {t.reading.label}; 尺 standard: {std}")


#: A figure of the readings table -> the role whose rule gives it (None: the strips summed).
_FIGURE_ROLE = {"shang_ge": "shang_ge", "gong_each": "gong", "xia_ge": "xia_ge", "hu_side": "hu",
                "fa_west": "fa", "bottom": "hanging"}


def readings_records(range_: Any, rite: str | None = None, rank: str | None = None) -> Table:
    """The readings compared at one range (``houzhi readings``), one row a reading's figure."""
    from .errors import HouzhiError
    from .readings import READINGS
    from .target import Target

    targets = [Target.of(range_, reading=r, rite=rite, rank=rank) for r in READINGS.values()]
    base = targets[0]
    header = ["reading", "figure", "classical", "尺", "differs from 鄭玄", *CITED]
    rows: list[list[Any]] = []

    def value(t: Target, key: str) -> Fraction | None:
        if t.composition.refused or key in t.not_given:
            return None
        try:
            return t.figure(key)
        except HouzhiError:
            return None

    for t in targets:
        r = t.reading
        ours = reckoned_figures(t) if not t.composition.refused else {}
        for key, heading in READINGS_COLUMNS:
            v = value(t, key)
            role = _FIGURE_ROLE.get(key)
            rule = (t.fa_rule if role == "fa" else t.hanging_rule if role == "hanging"
                    else r.rule(role) if role and role in r.roles() else None)
            cites = rule.citations if rule is not None else ()
            if v is None:
                why = t.composition.refused or t.not_given.get(key, "the reading gives no such figure")
                how = _cited("not given", why)
            elif key in ours:
                how = _cited("reckoned", f"houzhi, for {r.label}: {ours[key]}", cites)
            elif key in r.reckoned:  # the author states it himself at this range
                how = _cited("stated", f"{r.label}, checked in houzhi check", cites)
            elif rule is not None:
                how = _rule_basis(rule, r.label)
            else:
                how = _cited("derived", f"the strips of {r.label}'s 侯, summed")
            b = value(base, key)
            rows.append([r.label, heading, "" if v is None else format_chi(v),
                         "" if v is None else str(v),
                         "" if v is None or b is None else ("yes" if v != b else "no"), *how])
    st = base.setting
    return Table(header, rows, f"the readings compared at {base.range_gong}弓 — "
                 f"{st.rite.label} ({st.rank}), {st.hou.name}")


def check_records(passages: bool = False) -> Table:
    """Every figure a text states beside houzhi's (``houzhi check``), one row each."""
    from .commentary import compare

    header = ["figure", "the text", "houzhi", "agrees", *CITED] + (["passage"] if passages else [])
    rows: list[list[Any]] = []
    for c in compare():
        st = c.statement
        mark = {True: "ok", False: "explained" if c.ok else "MISMATCH",
                None: "finding" if c.computed is not None else "not given"}[c.agrees]
        who = f"{st.citation.author}{st.citation.layer}" if st.citation.author else st.citation.layer
        row = [statement_label(st), st.value, computed_text(c), mark,
               *_cited("stated", f"{who}, {st.citation.work}", (st.citation,), comparison_note(c))]
        if passages:
            from .passages import passage_of

            row.append(passage_of(st.citation))
        rows.append(row)
    return Table(header, rows, "every figure the texts state, beside houzhi's")


def _signed(x: Fraction, pos: str, neg: str) -> str:
    return "0" if x == 0 else f"{pos if x > 0 else neg}{format_chi(abs(x))}"


def ground_records(g: Ground, standard: str | None = None) -> Table:
    """The stake-out of ``g`` (``houzhi ground``): each item where it stands, in 尺 from the
    target's centre (x east, y north) and in metres, with the tapes from the 侯 and 堂廉中."""
    m = float(get_standard(standard).metres_per_chi)
    header = ["item", "x", "y", "x 尺", "y 尺", "x m", "y m", "tape: 侯 m", "tape: 堂廉中 m",
              "S of 堂廉 m", *CITED]
    rows: list[list[Any]] = []
    for it in g.items:
        basis = "assumed" if it.assumed else "stated"
        by = "houzhi, where the text is silent" if it.assumed else "the text"
        if it.approximate:
            by += " (approximate: the text says 少 or 許)"
        rows.append([it.name, _signed(it.x_chi, "東", "西"), _signed(it.y_chi, "北", "南"),
                     str(it.x_chi), str(it.y_chi), f"{float(it.x_chi) * m:.3f}",
                     f"{float(it.y_chi) * m:.3f}", f"{g.from_centre(it) * m:.3f}",
                     f"{g.from_edge_centre(it) * m:.3f}", f"{float(g.from_edge(it)) * m:.3f}",
                     *_cited(basis, by, (it.citation, *it.also), it.note)])
    return Table(header, rows, f"{g.rite} ground, range {g.range_gong}弓; frame: {g.frame}")


def bill_records(b: Build) -> Table:
    """The bill of materials of ``b`` (``houzhi build``), each item with what it rests on."""
    from . import rules
    from .rites import HIDE_HU, HIDE_SHI

    def basis(item: str) -> list[str]:
        if item.startswith("cloth"):
            return _cited("reckoned", "houzhi: the cutting plan of the target's strips (each "
                          "row of houzhi target cites its own), with the maker's allowances")
        if item.startswith("rope"):
            return _cited("reckoned", "houzhi: the 上綱 and 下綱 by the rule 綱, with the "
                          "maker's allowance for knots", rules.GANG.citations)
        if item.startswith("cord"):
            return _cited("reckoned", "houzhi: the loops 縜 along the edges", rules.YUN.citations)
        if item.startswith("posts"):
            return _cited("reckoned", "houzhi: the posts 植 by the ropes' ends", rules.ZHI.citations)
        if "棲鵠" in item:
            return _cited("reckoned", "houzhi: the 鵠 of hide, with its hem", HIDE_HU.citations)
        if "皮 for the" in item:
            return _cited("reckoned", "houzhi: the 飾 of hide", HIDE_SHI.citations)
        if item.startswith("paint"):
            return _cited("reckoned", "houzhi: the area painted, at the maker's coverage",
                          b.target.setting.hou.citations[:1])
        return _cited("assumed", "houzhi: the maker's allowance")

    header = ["item", "quantity", "exact quantity", "unit", *CITED]
    rows: list[Sequence[Any]] = [[item, words, str(exact), unit, *basis(item)]
                                 for item, words, exact, unit in b.bill()]
    return Table(header, rows, f"bill of materials for the 侯 of {b.target.range_gong}弓")
