"""JSON-ready data for every houzhi object, under one naming rule for keys.

:func:`to_data` turns a Target, CuttingPlan, Stack, Rigging, Ground, Build, score Count,
Citation, Mark, Fa, Comparison … into dicts, lists, strings and numbers; :func:`dumps` writes
them as JSON. Every ``--json`` of the command line goes through here, so every output follows
the same rule (``tests/test_export.py`` checks it on all of them):

===================  =============================================  =========================
key ends in          holds                                          e.g.
===================  =============================================  =========================
``_chi``             an exact length in 尺, as a string               ``"252"``, ``"363/2"``
``_chi2``            an exact area in square 尺                       ``"504"``
``_gong``            an exact length in 弓                            ``"70"``
``_per_chi``         an exact number per 尺 (mm, m)                   ``"231"``
``_ratio``           an exact number without unit                     ``"7/22"``
``_count``           an exact count, whole or not                     ``"7"``, ``"11/2"``
``_exact``           an exact number in the unit named by ``unit``    ``"0.231"``
``_mm`` ``_m``       a number: millimetres, metres (at the output     ``58212.0``
``_m2``              boundary, rounded to 0.01 mm)
``_degrees``         a number of degrees                              ``17.65``
``_litres``          a number of litres                               ``0.42``
``_seconds``         a number of seconds (time taken)                 ``1.52``
``_n`` ``_nm``       a number: newtons, newton-metres (rigging)       ``3127.4``
``_pa`` ``_kg``      a number: pascals, kilograms                     ``62.5``
``_m_s``             a number: metres per second (a wind speed)       ``10.0``
``_decimal``         a number (float) standing for an inexact         ``25.6485``
                     figure; the unit precedes (``_chi_decimal``)
``_text``            classical text, as a reader writes it            ``"二十五丈二尺"``
anything else        words, names, keys, flags and whole counts
===================  =============================================  =========================

Exact numbers are strings (JSON has no fractions; ``Fraction(s)`` reads them back); whole counts
(``bolts``, ``count``, ``rods``) are JSON integers. Nothing here reads a file or draws; the
classes are looked up by name, so importing this module imports no part of the model.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..errors import BadValueError, HouzhiError, shown
from ..measure.notation import format_chi
from ..sources.glossary import term

if TYPE_CHECKING:
    from ..canon.figures import Basis, Figure
    from ..canon.gear import GearItem
    from ..canon.rites import Setting
    from ..documents.document import Cell, Document, Item, Para, Section, TableBlock
    from ..making.build import Build
    from ..making.cutting import CutPiece, CuttingPlan
    from ..model.check import Comparison
    from ..model.dashe import DasheTarget, Sight, Stack
    from ..model.ground import Ground
    from ..model.marks import Mark
    from ..model.pangong import Entry
    from ..model.rigging import Rigging
    from ..model.score import Count, Side
    from ..model.target import Fa, Target
    from ..sources.citations import Citation

__all__ = ["EXACT_SUFFIXES", "NUMBER_SUFFIXES", "TEXT_SUFFIX", "dumps", "exact", "length",
           "mm", "to_data"]

#: key suffixes whose values are exact numbers written as strings
EXACT_SUFFIXES = ("_chi", "_chi2", "_gong", "_per_chi", "_ratio", "_count", "_exact")
#: key suffixes whose values are JSON numbers (floats at the output boundary)
NUMBER_SUFFIXES = ("_mm", "_m", "_m2", "_degrees", "_litres", "_seconds", "_decimal", "_n",
                   "_nm", "_pa", "_kg", "_m_s")
#: the key suffix of classical text
TEXT_SUFFIX = "_text"

_EXPORTERS: dict[str, Callable[..., Any]] = {}


def _exports(path: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the exporter of the class at dotted ``path`` (``houzhi.model.target.Target``)."""
    def add(fn: Callable[..., Any]) -> Callable[..., Any]:
        _EXPORTERS[path] = fn
        return fn
    return add


def to_data(obj: Any, **options: Any) -> Any:
    """``obj`` as JSON-ready data (dicts, lists, strings, numbers, None) under the naming rule
    of this module. ``options`` go to the object's exporter (e.g. ``standard`` for a cutting
    plan, ``eye_chi`` and ``rank`` for a stack). Lists and tuples are exported item by item;
    a Fraction becomes its exact string.

    Raises TypeError for an object houzhi does not export."""
    for cls in type(obj).__mro__:
        fn = _EXPORTERS.get(f"{cls.__module__}.{cls.__qualname__}")
        if fn is not None:
            return fn(obj, **options)
    if isinstance(obj, int) and not isinstance(obj, bool) and obj.bit_length() > 3000:
        raise BadValueError(f"an integer of {obj.bit_length()} bits is too long to export")
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, Fraction):
        return exact(obj)
    if isinstance(obj, (list, tuple)):
        return [to_data(x, **options) for x in obj]
    raise TypeError(f"houzhi cannot export a {type(obj).__name__}")


def dumps(obj: Any, **options: Any) -> str:
    """:func:`to_data` of ``obj`` as indented JSON text, characters unescaped."""
    return json.dumps(to_data(obj, **options), ensure_ascii=False, indent=2)


# -- the pieces of the rule -------------------------------------------------------------------

def exact(x: Fraction | int) -> str:
    """An exact number as its string: ``"252"``, ``"363/2"``."""
    from ..measure.units import exact as exactly

    value = exactly(x)
    if max(abs(value.numerator), value.denominator).bit_length() > 3000:
        raise BadValueError(f"{shown(x)} is too long to export")
    return str(value)


def mm(x: Fraction | float) -> float:
    """A number of millimetres (or metres, square metres …) at the output boundary: a float,
    rounded to 1/100 of its unit (0.01 mm)."""
    from ..measure.units import exact as exactly

    try:
        return round(float(exactly(x)), 2)
    except OverflowError:
        raise BadValueError(f"{shown(x)} is too large to export") from None


def _m(x: Fraction | float) -> float:
    """Metres as a number, to 0.1 mm."""
    return round(float(x), 4)


def length(name: str, chi: Fraction | None, mm_per_chi: Fraction | None = None,
           text: bool = True) -> dict[str, Any]:
    """A length under its name: ``{name}_chi`` exact, ``{name}_mm`` (with ``mm_per_chi``, mm per
    尺) and ``{name}_text`` (classical text). A length not given is None under each key."""
    out: dict[str, Any] = {f"{name}_chi": None if chi is None else exact(chi)}
    if mm_per_chi is not None:
        out[f"{name}_mm"] = None if chi is None else mm(chi * mm_per_chi)
    if text:
        out[f"{name}_text"] = None if chi is None else format_chi(chi)
    return out


def _all(xs: Iterable[Any], **options: Any) -> list[Any]:
    return [to_data(x, **options) for x in xs]


# -- the sources --------------------------------------------------------------------------------

@_exports("houzhi.sources.citations.Citation")
def _citation(c: Citation) -> dict[str, Any]:
    """work, juan, section, layer, author, edition, kanripo, leaf, quote, ruan_juan, note and
    url (the leaf online, :func:`houzhi.sources.citations.leaf_url`): every citation has every key,
    ``ruan_juan``, ``note`` and ``url`` null where there is none."""
    return {
        "work": c.work, "juan": c.juan, "section": c.section, "layer": c.layer,
        "author": c.author, "edition": c.edition, "kanripo": c.kanripo,
        "leaf": c.leaf, "quote": c.quote, "ruan_juan": c.ruan_juan or None, "note": c.note or None,
        "url": c.url or None,
    }


@_exports("houzhi.model.check.Comparison")
def _comparison(c: Comparison) -> dict[str, Any]:
    """A stated figure beside houzhi's: ``stated_chi``/``computed_chi`` for a length,
    ``stated_count``/``computed_count`` for a count, and the words of each; ``basis`` the basis
    of houzhi's figure where it is a target's (null for the rest)."""
    from ..documents.tables import comparison_note, computed_text, statement_label

    st = c.statement
    unit = "_count" if st.count else "_chi"
    return {
        "figure": statement_label(st), "subject": st.subject, "key": st.key,
        "range_gong": None if st.range_gong is None else exact(st.range_gong),
        "words": st.value,
        f"stated{unit}": exact(st.expected),
        f"computed{unit}": None if c.computed is None else exact(c.computed),
        "stated_text": st.words, "computed_text": computed_text(c),
        "agrees": c.agrees, "ok": c.ok, "note": comparison_note(c),
        "reading": st.reading or "zheng_xuan",
        "citation": to_data(st.citation),
        "basis": None if c.basis is None else _basis(c.basis),
    }


# -- the figures and their bases ---------------------------------------------------------------

@_exports("houzhi.canon.figures.Basis")
def _basis(b: Basis) -> dict[str, Any]:
    """How a figure was obtained: ``kind`` (stated, derived, reckoned, assumed), ``by`` whom,
    ``rule`` (its key, null for none), ``from`` (the figure keys it comes from), ``citation``
    (the principal passage, null for none) and every passage (``citations``), ``why`` (null for
    none), ``assumed`` (whether it rests on an assumption)."""
    return {"kind": b.kind, "by": b.by, "rule": b.rule or None, "from": list(b.from_),
            "citation": None if b.citation is None else _citation(b.citation),
            "citations": _all(b.citations), "why": str(b.why) if b.why else None, "assumed": b.rests}


@_exports("houzhi.canon.figures.Figure")
def _figure(f: Figure) -> dict[str, Any]:
    """A figure: ``key``, ``name`` (its characters), its exact value (``value_chi`` with
    ``value_text`` for a length, ``value_count`` for a count) and its ``basis``."""
    value = ({"value_count": exact(f.value)} if f.unit == "count"
             else {"value_chi": exact(f.value), "value_text": format_chi(f.value)})
    return {"key": f.key, "name": f.name, **value, "basis": _basis(f.basis)}


# -- the target -------------------------------------------------------------------------------

@_exports("houzhi.model.marks.Mark")
def _mark(m: Mark) -> dict[str, Any]:
    """name, colour (the word of the text, or the hide), side, whether it is hide set on the
    cloth (a 皮侯's 鵠) rather than paint; the key of the rule that sizes it, what houzhi
    assumed to size it (a list, empty for nothing) and its passages: a hide 鵠's those naming
    its hide first, then the rule's. A mark that is not a square centred on the 侯 (敖繼公's
    hides, 質 and painted beasts, a beast painted whole) adds its ``shape``, its width and the
    distance of its centre east of the 侯's centre line."""
    beside = ({} if m.shape == "square" else
              {"shape": m.shape, **length("width", m.width_chi), **length("x", m.x_chi)})
    return {"name": m.name, "colour": m.colour, **length("side", m.side_chi), "hide": m.hide,
            "rule": m.rule.key, "assumed": list(m.assumed), "citations": _all(m.citations),
            **beside}


@_exports("houzhi.model.target.Fa")
def _fa(f: Fa) -> dict[str, Any]:
    """The 乏: north and west of the target, and the key of its rule."""
    return {"north_chi": exact(f.north), "west_chi": exact(f.west), "rule": f.rule}


@_exports("houzhi.canon.rites.Setting")
def _setting(s: Setting) -> dict[str, Any]:
    """key, name, rank, the 侯's name, kind, marks and ground, a 皮侯's hides (of its 鵠, and of
    the 飾 on its sides), the 乏's rule, ropes, the reading of the 大射's hides in force (None
    where the readings have nothing to differ on), assumptions."""
    return {"key": s.rite.key, "name": s.rite.label, "rank": s.rank,
            "hou": s.hou.name, "kind": s.hou.kind, "marks": s.hou.marks,
            "hide": list(s.hou.painted) if s.hou.kind == term("pi_hou") else [],
            "shi": s.hou.shi, "ground": s.hou.ground, "fa_rule": s.fa.key, "ropes": s.rite.ropes,
            "hides": None if s.hides is None else {
                "key": s.hides.key, "label": s.hides.label, "commentators": s.hides.commentators,
                "summary": s.hides.summary, "citations": _all(s.hides.citations)},
            "assumptions": list(s.assumptions)}


@_exports("houzhi.model.target.Target")
def _target(t: Target) -> dict[str, Any]:
    """Every figure of the target; a figure the reading cannot give is None and listed in
    ``not_given`` with the reason. ``figures`` holds every figure the reading gives by key
    (:data:`houzhi.canon.figures.FIGURES`), each with its ``basis``."""
    not_given = t.not_given
    hung = "bottom" not in not_given
    return {
        "range_gong": exact(t.range_gong),
        "range_chi": exact(t.range_chi),
        "reading": t.reading.key,
        "rite": to_data(t.setting),
        "zhong_side_chi": exact(t.zhong_side_chi),
        "breadth_chi": exact(t.breadth_chi),
        "zhong_strips_count": _zhong_strips(t),
        "height_chi": exact(t.height_chi),
        "width_chi": exact(t.width_chi),
        "area_chi2": exact(t.area_chi2),
        **length("cloth_total", t.cloth_total_chi),
        "cloth_cut_chi": exact(t.cloth_cut_chi),
        "bottom_chi": exact(t.bottom_chi) if hung else None,
        "top_chi": exact(t.top_chi) if hung else None,
        "pieces": [
            {"key": p.key, "name": p.name, **length("length", p.length_chi),
             "height_chi": exact(p.height_chi), "count": p.count,
             "bottom_chi": exact(p.bottom_chi), "she_chi": exact(p.she_chi),
             "rule": p.rule.key}
            for p in t.pieces
        ],
        "hu_side_chi": exact(t.hu_side_chi),
        "hu_bottom_chi": exact(t.hu_bottom_chi),
        "marks": _all(t.marks),
        "shi": None if t.shi is None else {
            "name": t.shi.name, "hide": t.shi.hide, "count": t.shi.count,
            "length_chi": exact(t.shi.length_chi), "width_chi": exact(t.shi.width_chi),
            "area_chi2": exact(t.shi.area_chi2), "placed": t.shi.placed,
            "not_placed": t.shi.why_not or None,
            "strips_chi": [[exact(v) for v in s] for s in t.shi.strips]},
        # the 雲氣 on a 丹 ground down the sides (凡畫者丹質), and the 侯's ground as read
        "ground": t.ground, "danzhi": _danzhi_key(t),
        "yunqi": None if t.yunqi is None else {
            "ground": t.yunqi.ground, "colours": list(t.yunqi.colours), "count": t.yunqi.count,
            "length_chi": exact(t.yunqi.length_chi), "width_chi": exact(t.yunqi.width_chi),
            "area_chi2": exact(t.yunqi.area_chi2), "placed": t.yunqi.placed,
            "strips_chi": [[exact(v) for v in s] for s in t.yunqi.strips],
            "citations": _all(t.yunqi.citations)},
        "fa": to_data(t.fa),
        "not_given": {k: str(v) for k, v in not_given.items()},
        "figures": {k: _figure(f) for k, f in t.figures().items()},
        "assumptions": list(t.assumptions),
        "citations": _all(t.citations),
    }


def _danzhi_key(t: Target) -> str:
    """The key of the reading of 凡畫者丹質 the target is painted by (zheng_xuan, yishuo)."""
    from ..canon.rites import DANZHI_READINGS, get_danzhi

    rule = get_danzhi(t.danzhi)
    return next(k for k, r in DANZHI_READINGS.items() if r is rule)


def _zhong_strips(t: Target) -> str | None:
    """How many breadths the 中 takes, or None where the reading sews no 中 from breadths (劉敞's
    at 50弓 raises, though ``not_given`` does not list it)."""
    if "zhong_strips" in t.not_given:
        return None
    try:
        return exact(t.zhong_strips)
    except HouzhiError:
        return None


@_exports("houzhi.model.rigging.Rigging")
def _rigging(r: Rigging) -> dict[str, Any]:
    """Ropes, loops and posts; points as [x, y] in 尺 from the foot of the target's axis; the
    post's length along its lean (irrational) as ``post_length_chi_decimal``."""
    def pt(p: tuple[Fraction, Fraction]) -> list[str]:
        return [exact(p[0]), exact(p[1])]

    return {
        "upper_rope_chi": exact(r.upper_rope_chi), "lower_rope_chi": exact(r.lower_rope_chi),
        "yun_chi": exact(r.yun_chi), "lean_ratio": exact(r.lean),
        "post_foot_chi": pt(r.post_foot), "post_top_chi": pt(r.post_top),
        "post_length_chi_decimal": round(r.post_length, 4),
        "outline_chi": [pt(p) for p in r.outline],
    }


# -- the cutting plan ---------------------------------------------------------------------------

@_exports("houzhi.making.cutting.CutPiece")
def _cut_piece(p: CutPiece, mm_per_chi: Fraction | None = None) -> dict[str, Any]:
    """A piece's label, finished and cut sizes (尺, and mm with ``mm_per_chi``), seams, grain."""
    out: dict[str, Any] = {"label": p.label}
    for name in ("finished_length", "finished_height", "cut_length", "cut_height"):
        out.update(length(name, getattr(p, name), mm_per_chi, text=False))
    out["seams_chi"] = [exact(x) for x in p.seams]
    if mm_per_chi is not None:
        out["seams_mm"] = [mm(x * mm_per_chi) for x in p.seams]
    out["grain"] = p.grain
    out["tier"], out["tiers"] = p.tier, p.tiers  # 2 tiers: a strip pieced from two widths
    return out


@_exports("houzhi.making.cutting.CuttingPlan")
def _plan(p: CuttingPlan, standard: str | None = None) -> dict[str, Any]:
    """The fabric, bolts, lanes, lengths used and wasted, the pieces and where each lies; every
    length in 尺 and in mm (under the fabric's standard, else ``standard``)."""
    from ..documents.tables import rite_line
    from ..measure.units import get_standard

    k = p.fabric.mm_per_chi(standard)
    std = get_standard(p.fabric.standard or standard).key
    st = p.target.setting
    return {
        "title": rite_line(p.target, std), "range_gong": exact(p.target.range_gong),
        "rite": st.rite.label, "rank": st.rank, "hou": st.hou.name,
        "fabric": p.fabric.name, "standard": std, "metric": p.fabric.metric,
        **length("width", p.fabric.width_chi, k, text=False),
        "bolts": len(p.bolts), "lanes": p.lanes,
        **length("length_used", p.length_used, k, text=False),
        **length("taken_length", p.taken_length, k, text=False),
        "waste_area_chi2": exact(p.waste_area), "waste_area_m2": _m(p.waste_area * k * k / 10**6),
        **length("waste_length", p.waste_length, k, text=False),
        "pieces": [to_data(x, mm_per_chi=k) for x in p.pieces],
        "layout": [{"bolt": b.index, "pieces": [
            {"label": pl.piece.label, "lane": pl.lane, "x_chi": exact(pl.x),
             "x_mm": mm(pl.x * k), "y_chi": exact(pl.lane * p.lane_height),
             "y_mm": mm(pl.lane * p.lane_height * k)}
            for pl in b.placements]} for b in p.bolts],
    }


def bolt_fit_rows(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows of :func:`houzhi.making.cutting.bolt_fit_table` as data."""
    return [{"range_gong": exact(r["range_gong"]), "cloth_chi": exact(r["cloth_chi"]),
             "bolts": r["bolts"], "waste_chi": exact(r["waste_chi"]), "exact": r["exact"]}
            for r in rows]


# -- the 大射 ------------------------------------------------------------------------------------

@_exports("houzhi.model.dashe.DasheTarget")
def _dashe_target(d: DasheTarget) -> dict[str, Any]:
    """One 侯 of the stack: its heights and 鵠, marks and 乏."""
    t = d.target
    return {
        "name": d.name, "hou": t.setting.hou.name,
        "range_gong": exact(t.range_gong), "range_chi": exact(t.range_chi),
        **length("bottom", d.bottom_chi), **length("top", d.top_chi),
        **length("hu_side", t.hu_side_chi), **length("hu_bottom", d.hu_bottom_chi),
        "hu_top_chi": exact(d.hu_top_chi),
        "marks": _all(t.marks), "fa": to_data(d.fa),
    }


@_exports("houzhi.model.dashe.Sight")
def _sight(s: Sight) -> dict[str, Any]:
    """How much of a farther 鵠 shows past the nearer 侯."""
    return {
        "name": s.name, "blocked_by": s.blocked_by,
        "line_chi": None if s.line_chi is None else exact(s.line_chi),
        **length("visible", s.visible_chi), "visible_ratio": exact(s.visible_fraction),
    }


@_exports("houzhi.model.dashe.Stack")
def _stack(s: Stack, eye_chi: Any = None, rank: str | None = None) -> dict[str, Any]:
    """The three 侯 and the sight lines from an eye ``eye_chi`` 尺 above a hall of ``rank``."""
    from ..model.dashe import _eye, hall_height

    eye = Fraction(_eye(eye_chi))
    return {
        "rite": s.rite, "rank": s.rank, "reading": s.reading.key,
        "assumptions": list(s.assumptions),
        "targets": _all(s.targets),
        "sight": {"eye_chi": exact(eye), "rank": rank, "hall_chi": exact(hall_height(rank)),
                  "eye_above_ground_chi": exact(s.eye_height(eye, rank)),
                  "lines": _all(s.sight(eye, rank))},
        "citations": _all(s.citations),
    }


# -- the ground ---------------------------------------------------------------------------------

@_exports("houzhi.model.ground.Ground")
def _ground(g: Ground, standard: str | None = None) -> dict[str, Any]:
    """The ground: exact 尺 as strings, metres (under ``standard``) as numbers; distances along
    a slant (irrational) as ``_chi_decimal``."""
    from ..documents.field import OVERSHOOT
    from ..measure.units import get_standard
    from ..model.ground import KINDS, RIGGING_STAKES, is_guy

    std = get_standard(standard).key
    m = get_standard(std).metres_per_chi

    def metres(v: Fraction) -> float:
        return _m(v * m)

    items = []
    for it in g.items:
        fc, fe = g.from_centre(it), g.from_edge_centre(it)
        items.append({
            "key": it.key, "name": it.name, "kind": it.kind,
            "x_chi": exact(it.x_chi), "y_chi": exact(it.y_chi),
            "x_m": metres(it.x_chi), "y_m": metres(it.y_chi),
            "shape": it.shape,
            "outline_chi": [[exact(x), exact(y)] for x, y in it.outline],
            "outline_m": [[metres(x), metres(y)] for x, y in it.outline],
            "tape": {"from_target_centre_chi_decimal": round(fc, 4),
                     "from_target_centre_m": _m(fc * float(m)),
                     "from_hall_edge_centre_chi_decimal": round(fe, 4),
                     "from_hall_edge_centre_m": _m(fe * float(m)),
                     "south_of_hall_edge_chi": exact(g.from_edge(it)),
                     "south_of_hall_edge_m": metres(g.from_edge(it))},
            "citation": to_data(it.citation), "also": _all(it.also),
            "assumed": it.assumed, "approximate": it.approximate, "note": it.note,
            "basis": _basis(g.basis(it)), "guy_anchor": it.key.endswith(RIGGING_STAKES[:2]),
            "rigging_stake": is_guy(it),
        })
    h = g.hall
    extra = {k: (exact(v) if isinstance(v, Fraction) else
                 {a: exact(b) for a, b in v.items()} if isinstance(v, dict) else v)
             for k, v in g.extra.items()}
    e = g.extent
    field = {"width_chi": exact(e.width_chi), "length_chi": exact(e.length_chi),
             "width_m": metres(e.width_chi), "length_m": metres(e.length_chi),
             "sides": {side: {"at_chi": exact(v), "at_m": metres(v), "set_by": key,
                              "basis": g.basis(key).kind, "rests_on_assumption": g.basis(key).rests}
                       for side, v, key in e.sides},
             "note": OVERSHOOT}
    return {
        "rite": g.rite, "range_gong": exact(g.range_gong), "range_chi": exact(g.range_chi),
        "field": field, "standard": std, "metres_per_chi": exact(m), "frame": g.frame,
        "hall": {"depth_chi": exact(h.depth), "ying_spacing_chi": exact(h.ying_spacing),
                 "width_chi": exact(h.width), "building": h.building,
                 "edge_y_chi": exact(g.edge_y)},
        "kinds": dict(KINDS), "items": items, "assumptions": list(g.assumptions),
        "notes": list(g.notes), **extra,
    }


# -- documents ----------------------------------------------------------------------------------

#: a cell's words that are a bare exact number (56, 7/2, -3)
_BARE = re.compile(r"-?\d+(/\d+)?")


@_exports("houzhi.documents.document.Cell")
def _cell(c: Cell) -> dict[str, Any]:
    """A table's cell: its ``words`` as shown (``words_text`` where they are a bare number, 56 or
    7/2, as the naming rule keeps exact numbers under a key that says so); a figure's exact value
    (``value_chi`` for a length, else ``value_exact`` with its ``unit``) and its ``basis`` (null
    for none)."""
    out: dict[str, Any] = {"words_text" if _BARE.fullmatch(c.text) else "words": c.text}
    if c.value is not None:
        out.update({"value_chi": exact(c.value)} if c.unit == "尺"
                   else {"value_exact": exact(c.value), "unit": c.unit})
    if c.basis is not None:
        out["basis"] = _basis(c.basis)
    return out


@_exports("houzhi.documents.document.TableBlock")
def _table_block(t: TableBlock) -> dict[str, Any]:
    return {"block": "table", "columns": list(t.columns),
            "rows": [[_cell(c) for c in r] for r in t.rows]}


@_exports("houzhi.documents.document.Para")
def _para(p: Para) -> dict[str, Any]:
    return {"block": "paragraph", "words": p.text, "level": p.level, "by": p.by or None,
            "citations": _all(p.citations)}


@_exports("houzhi.documents.document.Item")
def _item(i: Item) -> dict[str, Any]:
    return {"block": "item", "label": i.label, "words": i.text, "details": list(i.details),
            "note": i.note or None, "note_by": i.note_by or None, "citations": _all(i.citations)}


@_exports("houzhi.documents.document.Section")
def _section(s: Section) -> dict[str, Any]:
    return {"key": s.key, "heading": s.heading, "blocks": _all(s.blocks)}


@_exports("houzhi.documents.document.Document")
def _document(d: Document) -> dict[str, Any]:
    """A document as every renderer reads it: its ``title``, ``lead`` lines and ``sections``,
    each with its blocks (``table``, ``paragraph``, ``item``) in order."""
    return {"kind": d.kind, "title": d.title, "lead": list(d.lead), "sections": _all(d.sections)}


# -- the build sheet ----------------------------------------------------------------------------

def _sewing(b: Build) -> list[dict[str, Any]]:
    """The sewing steps (:func:`houzhi.making.standing.sewing`): what, why, the joins in order with
    their lengths, the length stitched and the thread (尺 and mm)."""
    from ..making.standing import sewing

    k = b.mm_per_chi
    return [{"order": s.order, "step": s.title, "how": s.how, "why": s.why,
             "joins": [{"join": name, **length("length", x, k)} for name, x in s.joins],
             **length("stitched", s.stitched_chi, k), "rows": s.rows,
             **length("rows", s.rows_chi, k), **length("thread", s.thread_chi, k)}
            for s in sewing(b)]


def _tabernacle(t: Any) -> dict[str, Any] | None:
    """The tabernacle (:class:`houzhi.making.tabernacle.Tabernacle`): its sizes (mm), bolts and
    the factored forces and design resistances it is sized by (N)."""
    from ..making.tabernacle import BOLT_GRADE, SOURCE, bolt_length_mm, hole_mm

    if t is None:
        return None
    return {
        "steel": "S235", "bolt_grade": BOLT_GRADE, "holds": t.holds,
        "base_plate_mm": {"side": t.plate_mm, "thickness": t.plate_t_mm},
        "backing_plate_mm": {"side": t.plate_mm, "thickness": t.plate_t_mm},
        "base_bolts": {"count": 4, "diameter_mm": t.base_bolt_mm,
                       "hole_mm": hole_mm(t.base_bolt_mm),
                       "spacing_mm": t.base_bolt_spacing_mm},
        "cheeks_mm": {"count": 2, "height_along_lean": t.cheek_h_mm, "width": t.cheek_w_mm,
                      "thickness": t.cheek_t_mm, "gap": t.gap_mm, "weld_throat": t.weld_mm},
        "bolts": {"diameter_mm": t.bolt_mm, "hole_mm": t.hole_mm,
                  "length_mm": bolt_length_mm(t), "pivot_above_plate_mm": t.pivot_mm,
                  "lever_mm": t.lever_mm, "butt_radius_mm": t.butt_mm},
        "post_diameter_mm": t.post_mm,
        "forces_n": {"locking_bolt": round(t.lock_n, 1), "pivot_bolt": round(t.pivot_n, 1),
                     "base_bolt_tension": round(t.base_bolt_n, 1)},
        "resistances_n": {"bolt_double_shear": round(t.shear_rd_n, 1),
                          "bolt_in_pole": round(t.timber_rd_n, 1),
                          "cheeks_bearing": round(t.bearing_rd_n, 1),
                          "base_bolt_tension": round(t.tension_rd_n, 1)},
        "formulas": SOURCE}


def _weighted_base(r: Any) -> dict[str, Any] | None:
    """The weighted base where the ground may not be dug
    (:class:`houzhi.making.weighted_base.WeightedBase`) of the rigging ``r``: its sizes (mm),
    masses (kg), the checks' factors and the raising lines' weights."""
    from ..making.weighted_base import (
        SCREW,
        SLAB_KG,
        SLAB_MM,
        SLAB_T_MM,
        SLEEPER_MM,
        base_bolt_length_mm,
    )

    w, t = r.base, r.tabernacle
    if w is None or t is None:
        return None
    return {
        "holds": w.holds, "deck_mm": {"north_south": w.depth_mm, "east_west": w.width_mm,
                                      "thickness": w.deck_t_mm},
        "sleeper_mm": {"wide": SLEEPER_MM[0], "thick": SLEEPER_MM[1]},
        "deck_sleepers": w.lower, "row_sleepers": w.upper, "channel_mm": w.channel_mm,
        "slab": {"side_mm": SLAB_MM, "thickness_mm": SLAB_T_MM, "mass_kg": round(SLAB_KG, 2)},
        "stacks": w.stacks, "layers": w.layers, "slabs": w.slabs, "screw_mm": SCREW,
        "inner_row": {"stacks": w.inner_stacks, "lower_rope_gap_mm": w.gap_mm,
                      "lug_inward_of_plate_mm": round(w.lug_x_mm, 1),
                      "rope_over_row_sleepers_mm": round(w.rope_clear_mm, 1)},
        "base_bolt_length_mm": base_bolt_length_mm(t, w.deck_t_mm),
        "deck_sleepers_on_edge": w.deck_on_edge, "row_sleepers_on_edge": w.rows_on_edge,
        "mass_kg": round(w.mass_kg, 1), "deck_kg": round(w.deck_kg, 1),
        "need_kg": {"tipping_north_south": round(w.need_ns_kg, 1),
                    "tipping_east_west": round(w.need_ew_kg, 1),
                    "sliding": round(w.need_slide_kg, 1)},
        "factors": {"tipping_north_south_decimal": round(w.overturning_ns, 3),
                    "tipping_east_west_decimal": round(w.overturning_ew, 3),
                    "sliding_decimal": round(w.sliding, 3)},
        "friction_decimal": w.friction,
        "wet_grass": {"friction_decimal": w.wet_friction, "layers": w.wet_layers,
                      "slabs": w.stacks * w.wet_layers,
                      "mass_kg": round(w.mass_kg + w.wet_kg, 1)},
        "thrust_n": round(w.thrust_n, 1),
        "shear_n": round(w.shear_n, 1), "down_n": round(w.down_n, 1),
        "pivot_height_mm": round(w.pivot_h_mm, 1), "butt_height_mm": round(w.butt_mm, 1),
        "plate_outward_of_stake_mm": round(w.offset_mm, 1),
        "sleeper_stress": {"deck_pa": round(w.lower_mpa * 1e6), "rows_pa": round(w.upper_mpa * 1e6),
                           "design_pa": round(w.design_mpa * 1e6)},
        "raising_line": {"pull_n": round(w.line_pull_n, 1), "need_kg": round(w.line_need_kg, 1),
                         "slabs": w.line_slabs, "mass_kg": round(w.line_kg, 1)}}


def _standing(b: Build) -> dict[str, Any]:
    """The rigging (:func:`houzhi.making.standing.rigging`): its loads and sizes in SI units as
    numbers, and its rows (label, value, houzhi's reason or the formula) as the sheet has them."""
    from ..making.loads import SOURCES
    from ..making.standing import raising_gear, rigging

    r, g = rigging(b), raising_gear(b)

    def rope(g: Any) -> dict[str, Any] | None:
        return None if g is None else {"material": g.material, "diameter_mm": g.diameter_mm,
                                       "breaking_n": g.breaking_n, "kg_per_m": g.kg_per_m}

    return {
        "design_wind_m_s": r.wind_m_s, "area_m2": round(r.area_m2, 4),
        "cloth_weight_n": round(r.weight_n, 1), "pressure_pa": round(r.pressure_pa, 2),
        "wind_force_n": round(r.wind_n, 1),
        "ropes": [{"rope": name, "load_n": round(p, 1), "span_m": round(span, 4),
                   "own_weight_n": round(own, 1), "still_air_pull_n": round(h0, 1),
                   "still_air_stretch_m": round(stretch, 4), "design_sag_m": round(sag, 4),
                   "pull_along_span_n": round(h, 1), "tension_n": round(t, 1),
                   "wind_sag_m": round(windy, 4)}
                  for (name, p, span, h, t), own, h0, stretch, windy, sag
                  in zip(r.ropes, r.own_weight_n, r.still_pull_n, r.stretch_m, r.wind_sag_m,
                         (r.upper_sag_m, r.sag_m), strict=True)],
        "rope": rope(r.rope), "guy_tension_n": round(r.guy_n, 1), "guy_rope": rope(r.guy_rope),
        "post_moment_nm": round(r.post_moment_nm, 1), "post_diameter_mm": r.post_mm,
        "ballast_per_post_kg": round(r.ballast_kg, 1),
        "ballast_per_guy_kg": round(r.guy_ballast_kg, 1),
        "cleat_mm": b.cleat_mm, "raising_gear": {
            "lines": g.lines, "line_m": round(g.line_m, 3), "line_straight_m": round(g.straight_m, 3),
            "line_bowline_m": round(g.bowline_m, 3), "line_stake_knot_m": round(g.stake_knot_m, 3),
            "line_sleeper_knot_m": round(g.sleeper_knot_m, 3),
            "line_height_m": round(g.height_m, 3), "stake_from_hole_m": round(g.run_m, 3),
            "stakes": g.stakes, "stake_mm": g.stake_mm, "stake_long_mm": g.stake_long_mm,
            "wedges": g.wedges, "wedge_thick_mm": g.wedge_thick_mm,
            "wedge_long_mm": g.wedge_long_mm, "wedge_wide_mm": g.wedge_wide_mm},
        "tabernacle": _tabernacle(r.tabernacle), "weighted_base": _weighted_base(r),
        "lower_rope_lug": None if r.lug is None else {
            "holds": r.lug.holds, "shackle": r.lug.shackle, "shackle_wll_kg": r.lug.wll_kg,
            "plate_mm": {"wide": r.lug.w_mm, "long": r.lug.long_mm, "thick": r.lug.t_mm},
            "hole_mm": r.lug.hole_mm, "hole_from_cheek_mm": r.lug.reach_mm,
            "up_the_cheek_mm": round(r.lug.along_mm, 1), "weld_throat_mm": r.lug.weld_mm,
            "notch_mm": list(r.lug.notch_mm), "pull_factored_n": round(r.lug.pull_n, 1),
            "swing_rad": round(r.lug.swing, 4), "root_pa": round(r.lug.root_mpa * 1e6),
            "cheek_root_pa": round(r.lug.cheek_mpa * 1e6),
            "beyond_notch_pa": round(r.lug.bridge_mpa * 1e6)},
        "guy_weight": None if r.guy_weight is None else {
            "holds": r.guy_weight.holds, "need_kg": round(r.guy_weight.need_kg, 1),
            "mass_kg": round(r.guy_weight.mass_kg, 1), "runs": r.guy_weight.runs,
            "stacks_per_run": r.guy_weight.stacks, "layers": r.guy_weight.layers,
            "slabs": r.guy_weight.slabs, "cross_sleeper_mm": r.guy_weight.cross_mm,
            "tipping_decimal": round(r.guy_weight.tipping, 3),
            "wet_grass": {"friction_decimal": r.guy_weight.wet_friction,
                          "layers": r.guy_weight.wet_layers,
                          "slabs": r.guy_weight.runs * r.guy_weight.stacks
                          * r.guy_weight.wet_layers,
                          "mass_kg": round(r.guy_weight.mass_kg + r.guy_weight.wet_kg, 1)}},
        "take_down_above_m_s": r.wind_m_s, "formulas": dict(SOURCES),
        "rows": [{"label": x.label, "value": x.value, "why": x.why,
                  "lists": [{"title": s.title, "steps": list(s.steps)} for s in x.lists]}
                 for x in r.rows]}


@_exports("houzhi.making.build.Build")
def _build(b: Build) -> dict[str, Any]:
    """Everything on the build sheet; each length exact in 尺 (``_chi``), in mm (``_mm``) and in
    words (``_text``); irrational lengths (along a leaning post) as numbers."""
    from ..documents.records import CITED, bill_basis

    k = b.mm_per_chi

    def L(name: str, chi: Fraction) -> dict[str, Any]:
        return length(name, chi, k)

    from ..documents.sheet import build_sheet
    from ..documents.tables import rite_line

    t, a, posts = b.target, b.allowances, b.posts
    marks, st = b.marks, t.setting
    return {
        "title": rite_line(t, b.standard), "range_gong": exact(t.range_gong), **L("range", t.range_chi), "reading": t.reading.key,
        "rite": st.rite.label, "rank": st.rank, "hou": st.hou.name, "station": st.station,
        "hides": st.hides.key if st.hides else None,
        "standard": b.standard, "mm_per_chi": exact(k),
        "fabric": {"name": b.fabric.name, "metric": b.fabric.metric,
                   **L("width", b.fabric.width_chi), **L("bolt", b.fabric.bolt_chi),
                   **L("seam", b.fabric.edge_chi)},
        "cloth": {"bolts": b.bolts_to_buy, "bolt_word": b.fabric.bolt_word,
                  **L("to_buy", b.cloth_to_buy_chi), "shrink_ratio": exact(a.shrink),
                  "margin_ratio": exact(a.margin),
                  **L("taken_after_washing", b.plan.taken_length),
                  **L("selvedge", b.fabric.selvedge_chi),
                  **L("usable_width_after_washing", b.plan.fabric.usable_width_chi),
                  "lanes": b.plan.lanes, **L("lane", b.plan.lane_height),
                  **L("spare_width", b.spare_width_chi),
                  "tolerance_ratio": exact(a.tolerance), "warning": b.cloth_warning or None},
        "pieces": [{**to_data(p, mm_per_chi=k), "count": n} for p, n in b.pieces],
        "sewing": _sewing(b), "rigging": _standing(b),
        "plan": to_data(b.plan, standard=b.standard),
        "seams": [{"kind": s.kind, "where": s.where, **L("x", s.x_chi), **L("y", s.y_chi),
                   **L("length", s.length_chi)} for s in b.seams],
        **L("hem", b.hem_chi), **L("stitched", b.stitched_chi), **L("rows", b.rows_chi),
        **L("thread", b.thread_chi),
        "ropes": [{"name": r.name, **L("span", r.span_chi),
                   **L("tie_off_east_end", r.tie_off_chi), **L("west_end", r.west_end_chi),
                   **L("west_knots", r.west_knot_chi), **L("lead_to_cleat", r.lead_chi),
                   **L("sag", r.sag_chi), **L("hanging", r.hanging_chi),
                   **L("stretch", r.stretch_chi),
                   **L("between_knots", r.between_chi), **L("cut", r.cut_chi),
                   **L("height", r.height_chi), "citation": to_data(r.citation),
                   "span_basis": None if r.span_basis is None else _basis(r.span_basis),
                   "height_basis": None if r.height_basis is None else _basis(r.height_basis)}
                  for r in b.ropes],
        "loops": [{"edge": lp.edge, **L("edge_length", lp.edge_chi), "count": lp.count,
                   **L("spacing", lp.spacing_chi), **L("size", lp.size_chi)}
                  for lp in b.loops],
        "posts": {"count": 2, **L("above_ground", posts.above_chi), **L("depth", posts.depth_chi),
                  "depth_rule": b.depth_words, "lean_ratio": exact(posts.lean),
                  "lean_degrees": round(posts.lean_degrees, 3),
                  **L("foot_x", posts.foot_x_chi), **L("top_x", posts.top_x_chi),
                  "foot_x_basis": None if posts.foot_basis is None else _basis(posts.foot_basis),
                  "length_along_post_mm": mm(posts.length_chi * float(k))},
        "marks": {"name": marks.name, "rings": [
            {"name": r.name, "colour": r.colour, "material": r.material,
             "part": [r.index + 1, r.of], **L("side", r.side_chi), **L("inner", r.inner_chi),
             **L("ring_width", r.width_chi), **L("centre_height", r.centre_chi),
             "area_chi2": exact(r.area_chi2), "area_m2": _m(b.m2(r.area_chi2)),
             "paint_litres": (mm(b.paint_litres(r.area_chi2)) if r.material == "paint"
                              else None),
             "rule": r.mark.rule.key if r.mark else None,
             "assumed": list(r.mark.assumed) if r.mark else [],
             "citations": _all(r.mark.citations if r.mark else ()),
             **({} if r.mark is None or r.mark.shape == "square" else  # 敖's hides, 質 …
                {"shape": r.mark.shape, **L("x", r.x_chi)})} for r in marks.rings],
            "shi": None if marks.shi is None else {
                "name": marks.shi.name, "hide": marks.shi.hide, "count": marks.shi.count,
                **L("length", marks.shi.length_chi), **L("width", marks.shi.width_chi),
                "area_chi2": exact(marks.shi.area_chi2), "area_m2": _m(b.m2(marks.shi.area_chi2)),
                "rule": marks.shi.rule.key, "assumed": list(marks.shi.assumed),
                "placed": marks.shi.placed, "not_placed": marks.shi.why_not or None,
                "citations": _all(marks.shi.citations)},
            "title": marks.title,
            "ground": marks.ground, "ground_area_m2": _m(b.m2(marks.ground_chi2)),
            "paint_area_m2": _m(b.m2(marks.paint_chi2)),
            "notes": list(marks.notes), "citations": _all(marks.citations)},
        "fa": {**L("north", b.fa.north), **L("west", b.fa.west), "rule": b.fa.rule,
               "statement": b.fa_rule.statement, "citations": _all(b.fa_rule.citations)},
        "hanging": [{"order": s.order, "name": s.name, "what": s.what, "note": s.note,
                     "citations": _all(s.citations)} for s in b.steps],
        "ground_note": b.ground_note,
        "stake_out": [{"name": p.name, **L("x", p.x_chi), **L("y", p.y_chi), "note": p.note,
                       "assumed": p.assumed,
                       "from_centre_mm": mm(p.from_centre_chi * float(k)),
                       "from_second_stake_mm": (None if p.from_second_chi is None
                                                else mm(p.from_second_chi * float(k)))}
                      for p in b.stake_points],
        "bill": [{"item": i, "quantity_text": q, "value_exact": exact(v), "unit": u,
                  "kind": kind, "basis": dict(zip(CITED, bill_basis(b, kind), strict=True))}
                 for kind, (i, q, v, u) in b.bill_items()],
        "assumptions": list(b.assumptions),
        "sheet": _document(build_sheet(b)),
    }


# -- the count ----------------------------------------------------------------------------------

@_exports("houzhi.model.score.Side")
def _side(s: Side) -> dict[str, Any]:
    """rods, chun, wei (純 per heap), yu_chun, ji: whole numbers."""
    return {"side": s.name, "shooters": s.shooters, "rods": s.rods,
            "chun": s.chun, "wei": list(s.wei), "yu_chun": s.yu_chun, "ji": s.ji}


@_exports("houzhi.model.score.Count")
def _count(c: Count) -> dict[str, Any]:
    """The count of a round: winner ("right", "left" or None), chun, ji, announcement, both
    sides, the steps, assumptions and citations."""
    return {
        "winner": c.winner, "chun": c.chun, "ji": c.ji,
        "difference": c.difference, "announcement": c.announcement,
        "zheng_form": c.zheng_form, "carried": c.carried,
        "right": to_data(c.right), "left": to_data(c.left),
        "steps": [{"side": s.side, "words_text": s.text, "rule": s.rule} for s in c.steps],
        "assumptions": list(c.assumptions),
        "citations": _all(c.citations),
    }


# -- gear ---------------------------------------------------------------------------------------

@_exports("houzhi.canon.gear.GearItem")
def _gear(g: GearItem) -> dict[str, Any]:
    """A piece of gear: its dimensions as the text words them and in 尺."""
    return {"key": g.key, "name": g.name, "english": g.english, "count": g.count,
            "dimensions": {k: v for d, w in g.dimensions.items()
                           for k, v in ((f"{d}_chi", exact(g.dimension(d))), (f"{d}_text", w))},
            "citations": _all(g.citations), "note": g.note}


@_exports("houzhi.model.pangong.Entry")
def _entry(e: Entry) -> dict[str, Any]:
    """A line of the 頖宮 roster or inventory: the count as the text writes it, as a number."""
    return {"name": e.name, "count_text": e.count, "number": e.number, "each": e.each,
            "total": e.total, "note": e.note,
            "remarks": [{"quote": c.quote, "note": c.note} for c in e.remarks]}
