"""From the cut pieces to a target standing in a park: how to sew it, and how to rig it against
the wind — the build sheet's SEWING and RIGGING sections, made once as rows of data that the
text sheet, ``--json`` and the book lay out.

None of this is in the texts, which give the 侯's strips, its ropes 綱 and loops 縜 (縜寸焉) and
its posts 植, not how a seam is sewn or how strong a rope must be. Every step and size here is
houzhi's recommendation, printed with its reason; the loads come from :mod:`houzhi.making.loads`
(modern engineering, its formulas and sources printed beside them).
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ..errors import WrongKindError, require, shown
from . import loads

if TYPE_CHECKING:
    from .build import Build

__all__ = ["BEAUFORT", "RigRow", "Rigging", "SewStep", "beaufort", "rigging", "sewing"]


def _require_build(b: object, what: str) -> None:
    """Refuse ``b`` unless it is a :class:`~houzhi.making.build.Build`, found among the loaded
    modules rather than imported: the build sheet's bill of materials reads the rigging made
    here, so an import of the build module from here would close a circle (a Build exists only
    once its module is loaded)."""
    module = sys.modules.get(__name__.rsplit(".", 1)[0] + ".build")
    if module is None:
        raise WrongKindError(f"{what} must be a Build, got {shown(b)}")
    require(b, module.Build, what)


@dataclass(frozen=True)
class SewStep:
    """One step of the sewing, in order: what to do (``how``), houzhi's reason (``why``), the
    joins it makes in the order to make them (each a name and its length in 尺), and the
    length stitched and the thread it takes (尺)."""

    order: int
    title: str
    how: str
    why: str
    joins: tuple[tuple[str, Fraction], ...] = ()
    stitched_chi: Fraction = Fraction(0)
    thread_chi: Fraction = Fraction(0)


#: The rope edges' reinforcement: a tape sewn inside the doubled hem (houzhi's), mm wide.
TAPE_MM = 25


def sewing(b: Build) -> tuple[SewStep, ...]:
    """The sewing of ``b``'s target, step by step: wash, cut, join the pieces of long strips,
    piece narrow ones, sew the strips together from the 中 out, hem the free edges, hem and tape
    the two rope edges, fix the loops 縜."""
    _require_build(b, "sewing(): b")
    t, a, k = b.target, b.allowances, b.mm_per_chi
    factor = a.thread_per_seam

    def mm(chi: Fraction) -> str:
        return f"{round(chi * k)} mm"

    seam = b.fabric.edge_chi
    steps: list[tuple[str, str, str, tuple[tuple[str, Fraction], ...]]] = []
    steps.append((
        "wash", f"wash and dry the cloth as the target will later be washed, then press it "
        f"({float(a.shrink):.1%} shrinkage allowed)",
        "the cut sizes are of the washed cloth: linen shrinks in its first washes, and a target "
        "cut first and washed after would come out smaller than the texts' sizes", ()))
    steps.append((
        "cut", f"cut the {len(b.plan.pieces)} pieces as the cutting plan lays them, along the "
        "grain; chalk each piece's label on its wrong side",
        "the labels are the sewing order below; the grain along each strip keeps it from "
        "stretching on the bias under the ropes' pull", ()))
    joins = tuple((s.where, s.length_chi) for s in b.seams if s.kind == "join")
    if joins:
        steps.append((
            "join", f"join the pieces of each strip longer than the {b.fabric.bolt_word} end to "
            f"end, right sides together, with a flat-felled seam in the {mm(seam)} allowance",
            "a strip is whole before it is sewn to its neighbours, so that its length can be "
            "checked against the plan while it is still loose", joins))
    pieced = tuple((s.where, s.length_chi) for s in b.seams if s.kind == "piecing")
    if pieced:
        steps.append((
            "piece", "sew the upper and lower half of each pieced strip together along its "
            "length with a flat-felled seam",
            "the fabric is narrower than a strip with its seams: the added seam runs along the "
            "strip's middle, parallel to the seams between strips", pieced))
    centre = t.hu_centre_chi  # the 中's centre, above the target's lower edge
    strip_seams = sorted((s for s in b.seams if s.kind == "strip"),
                         key=lambda s: (abs(s.y_chi - centre), -s.y_chi))
    steps.append((
        "assemble", f"sew the strips to one another, each seam flat-felled in the {mm(seam)} "
        "allowance, from the middle of the 中 outward, in the order listed",
        "a flat-felled seam encloses both raw edges, so the linen does "
        "not fray, and holds with two rows of stitching; it lies flat for painting (a French "
        "seam is as clean but stands up in a ridge and has one row). From the middle out, the "
        "中 stays square where the 鵠 is painted, and any error runs out to the free edges",
        tuple((s.where, s.length_chi) for s in strip_seams)))
    upper, lower = t.shang_ge_chi, t.xia_ge_chi
    free = b.hem_chi - upper - lower
    steps.append((
        "hem", f"turn the free edges (the sides, the 舌 and the steps of the outline) under "
        f"twice in the {mm(seam)} allowance and stitch",
        "a double fold leaves no raw edge to fray; these edges carry no rope",
        (("free edges", free),)))
    steps.append((
        "rope edges", f"turn the upper edge of the 上个 and the lower edge of the 下个 under "
        f"twice, a {TAPE_MM} mm cotton or linen twill tape inside the fold, and stitch it with "
        "two rows",
        "the ropes pull the cloth through the loops along these two edges only: the tape and "
        "the double hem spread each loop's pull along the edge, where a single hem would tear",
        (("upper edge of the 上个", upper), ("lower edge of the 下个", lower))))
    n_loops = sum(lp.count for lp in b.loops)
    spacing = ", ".join(f"{lp.count} on the {lp.edge.split(',')[0]} ({mm(lp.spacing_chi)} apart)"
                        for lp in b.loops)
    steps.append((
        "loops 縜", f"make {n_loops} loops 縜 of cord, each {mm(a.yun_cord_chi)} of cord folded "
        f"into a loop of 一寸 ({mm(b.rigging.yun_chi)}, 縜寸焉): {spacing}; lay each loop's two "
        "ends flat on the taped hem and stitch them through every layer with a box and a cross "
        "(box-X)",
        "the 記 gives the loop its size (縜寸焉) but not how it is fixed: a box-X stitch spreads "
        "the pull over the hem's tape, as the loops of a sail are sewn", ()))
    out = []
    for n, (title, how, why, js) in enumerate(steps, 1):
        stitched = sum((x for _, x in js), Fraction(0))
        out.append(SewStep(n, title, how, why, js, stitched, stitched * factor))
    return tuple(out)


#: The Beaufort scale by the upper bound of each force, m/s (WMO).
BEAUFORT = (0.5, 1.5, 3.3, 5.5, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6)


def beaufort(speed_m_s: float) -> int:
    """The Beaufort force of a wind of ``speed_m_s`` (m/s)."""
    speed_m_s = loads._real(speed_m_s, "beaufort(): speed_m_s")
    return next((n for n, top in enumerate(BEAUFORT) if speed_m_s <= top), 12)


@dataclass(frozen=True)
class RigRow:
    """One line of the rigging section: what (``label``), the figure or choice (``value``),
    and houzhi's reason or the formula (``why``)."""

    label: str
    value: str
    why: str = ""


#: houzhi's design sag of a rope under the wind, as a fraction of its span.
SAG = Fraction(1, 20)
#: houzhi's weight of the cloth, kg/m²: a medium linen canvas.
CLOTH_KG_M2 = 0.25
#: houzhi's least post diameter, mm: a thinner post whips in gusts however strong it is.
MIN_POST_MM = 80
#: a weight on grass slides under a sideways pull of this fraction of its weight (houzhi's μ).
FRICTION = 0.5
#: the factor on a ballast's or an anchor's holding beyond the load (houzhi's).
HOLD_FACTOR = 1.5
#: the side of a square weighted base for a post where the ground may not be dug, m.
BASE_M = 1.0


@dataclass(frozen=True)
class Rigging:
    """The loads and sizes of the rigging at the design wind ``wind_m_s`` (m/s): every figure
    in SI (N, m, kg), floats; :attr:`rows` the section as the sheet prints it."""

    wind_m_s: float
    area_m2: float
    weight_n: float
    pressure_pa: float
    wind_n: float
    ropes: tuple[tuple[str, float, float, float, float], ...]  # name, load N, span, H, T
    rope: loads.RopeGrade | None
    guy_n: float
    guy_rope: loads.RopeGrade | None
    post_moment_nm: float
    post_mm: int
    ballast_kg: float
    guy_ballast_kg: float
    rows: tuple[RigRow, ...]


def rigging(b: Build, wind_m_s: float | None = None) -> Rigging:
    """The rigging of ``b``'s target at the design wind ``wind_m_s`` (m/s; default the build's
    :attr:`~houzhi.making.build.Allowances.wind_m_s`): the wind and weight on the cloth, each rope's
    pull from its sag, the rope to buy, the guys and their anchors, the posts' diameter from
    their bending, a weighted base where the ground may not be dug, and when to take it down."""
    _require_build(b, "rigging(): b")
    t, k = b.target, float(b.mm_per_chi) / 1000  # metres per 尺
    v = float(b.allowances.wind_m_s if wind_m_s is None else wind_m_s)
    area = float(t.area_chi2) * k * k
    weight = area * CLOTH_KG_M2 * loads.GRAVITY
    q = loads.dynamic_pressure(v)
    wind = loads.wind_force(area, v)
    ropes = []
    for r, loaded, carries_weight in ((b.ropes[0], t.shang_ge_chi, True),
                                      (b.ropes[1], t.xia_ge_chi, False)):
        # each rope takes half the wind; the upper also the cloth's weight, at right angles
        load = math.hypot(wind / 2, weight if carries_weight else 0.0)
        span = float(r.span_chi) * k
        h, tension = loads.rope_tension(load, span, float(loaded) * k, span * float(SAG))
        ropes.append((r.name, load, span, h, tension))
    top = max(x[4] for x in ropes)
    rope = loads.rope_for(top)
    # each post: a back guy at the upper rope's height, 45° outward in line with the ropes,
    # takes the ropes' pull along the span; the post bends only under the wind's half-loads
    heights = (float(t.top_chi) * k, float(t.bottom_chi) * k)
    pull = sum(x[3] * hh for x, hh in zip(ropes, heights, strict=True)) / heights[0]
    guy = pull * math.sqrt(2)
    guy_rope = loads.rope_for(guy)
    moment = loads.bending_moment([(x[1] / 2, hh) for x, hh in zip(ropes, heights, strict=True)])
    d = loads.post_diameter(moment)
    post_mm = max(MIN_POST_MM, 10 * math.ceil(d * 100))
    ballast = HOLD_FACTOR * moment / (loads.GRAVITY * BASE_M / 2)
    s45 = math.sqrt(0.5)
    guy_ballast = HOLD_FACTOR * guy * (s45 + s45 / FRICTION) / loads.GRAVITY

    def rope_words(r: loads.RopeGrade | None, need: float) -> str:
        if r is None:
            return (f"none in houzhi's table is strong enough ({need / 1000:.1f} kN × "
                    f"{loads.ROPE_SAFETY}): lower the design wind (--wind)")
        return f"{r.diameter_mm} mm {r.material}, breaking strength {r.breaking_n / 1000:.1f} kN"

    guy_m = heights[0] * math.sqrt(2) + 2 * float(b.allowances.tie_off_chi) * k
    force = beaufort(v)
    rows = [
        RigRow("design wind", f"{v:g} m/s in gusts (Beaufort {force})",
               "houzhi's default: archery is not shot in a stronger wind, and a cloth target "
               "is a sail (--wind to change)"),
        RigRow("the cloth", f"{area:.2f} m², about {area * CLOTH_KG_M2:.1f} kg "
               f"({weight:.0f} N)", f"houzhi takes {CLOTH_KG_M2 * 1000:.0f} g/m², a medium "
               "linen canvas"),
        RigRow("wind on the cloth", f"q = {q:.0f} Pa; F = {wind:.0f} N "
               f"({wind / loads.GRAVITY:.0f} kg-force)",
               "a modern engineering assumption: " + loads.SOURCES["wind"]),
        *(RigRow(f"{name}: pull", f"H = {h / 1000:.2f} kN along the span, T = "
                 f"{tension / 1000:.2f} kN at each post (load {load:.0f} N over {span:.2f} m, "
                 f"sag {span * float(SAG):.2f} m)",
                 f"houzhi's design sag {SAG} of the span; " + loads.SOURCES["rope"])
          for name, load, span, h, tension in ropes),
        RigRow("rope for the 綱", rope_words(rope, top),
               f"houzhi's: the thinnest rope with {loads.ROPE_SAFETY}× the pull in breaking "
               "strength (knots take up to half, sun and wear more); three-strand polyester "
               "keeps its strength wet and stretches little; a hemp or manila rope has about "
               "half the strength and shrinks when wet: if one is used for the look, take two "
               "sizes up. Source: " + loads.ROPE_SOURCE),
        RigRow("knots", "a round turn and two half hitches on each post; a bowline for each "
               "guy's eye round the post top; a taut-line hitch at each anchor",
               "houzhi's: the round turn takes the load before the hitches and unties after "
               "a pull; the bowline does not slip or jam; the taut-line hitch tightens a guy "
               "that the wet has slackened"),
        RigRow("guys", f"each post a back guy from the upper rope's height, 45° outward in "
               f"line with the ropes, anchored {heights[0]:.2f} m beyond the foot: "
               f"{guy / 1000:.2f} kN; guy rope {rope_words(guy_rope, guy)}, "
               f"{guy_m:.2f} m for each guy with its knots",
               "houzhi's: the ropes pull the posts inward with H, far more than a post can take "
               "in bending; the guy takes it in tension (賈 leans the posts outward, 邪豎之, which "
               "the guy holds)"),
        RigRow("posts 植", f"{TIMBER_WORDS}, at least {post_mm} mm across (bending at the "
               f"ground {moment:.0f} N·m from the wind's half-loads)",
               f"houzhi's: {loads.SOURCES['post']}; design strength "
               f"{loads.TIMBER.design_pa / 1e6:.1f} MPa ({loads.TIMBER.source}), wind × "
               f"{loads.LOAD_FACTOR}; never under {MIN_POST_MM} mm"),
        RigRow("anchors", f"screw-in ground anchors (or 600 mm steel stakes driven at 45° "
               f"against the guy) holding at least {HOLD_FACTOR * guy / 1000:.1f} kN each",
               f"houzhi's: {HOLD_FACTOR}× the guy's pull"),
        RigRow("where the ground may not be dug", f"stand each post in a {BASE_M:g} m square "
               f"weighted base of at least {ballast:.0f} kg, and tie each guy to a weight of "
               f"at least {guy_ballast:.0f} kg (water barrels, sandbags)",
               f"houzhi's: the base's weight at half its side holds {HOLD_FACTOR}× the post's "
               f"bending; the weight holds {HOLD_FACTOR}× the guy's lift and its pull along the "
               f"grass (μ = {FRICTION})"),
        RigRow("take it down", f"when gusts pass {v:g} m/s (Beaufort {force}: "
               f"{_BEAUFORT_WORDS.get(force, 'a gale')})",
               "houzhi's: everything above is sized for the design wind and no more"),
    ]
    return Rigging(v, area, weight, q, wind, tuple(ropes), rope, guy, guy_rope, moment,
                   post_mm, ballast, guy_ballast, tuple(rows))


TIMBER_WORDS = "round poles of " + loads.TIMBER.name
_BEAUFORT_WORDS = {3: "leaves and twigs in motion", 4: "small branches move, dust rises",
                   5: "small trees in leaf sway", 6: "large branches in motion",
                   7: "whole trees in motion", 8: "twigs break off trees"}
