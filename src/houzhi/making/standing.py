"""From the cut pieces to a target standing in a park: how to sew it, and how to rig it against
the wind — the build sheet's SEWING and RIGGING sections, made once as rows of data that the
text sheet, ``--json`` and the book lay out.

None of this is in the texts, which give the 侯's strips, its ropes 綱 and loops 縜 (縜寸焉) and
its posts 植, not how a seam is sewn or how strong a rope must be. Every step and size here is
houzhi's recommendation, printed with its reason; the loads come from :mod:`houzhi.making.loads`
(modern engineering, its formulas and sources printed beside them).
"""

from __future__ import annotations

import inspect
import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from ..errors import BadValueError, WrongKindError, shown
from ..locale import N_, _, language, listing, pgettext
from ..model.rigging import GUY_DEGREES
from . import loads, tabernacle, weighted_base
from .tabernacle import Lug

__all__ = ["BEAUFORT", "ROWS", "SAG", "SAG_OF_HEIGHT", "Built", "RaiseStep",
           "RaisingGear", "RigRow", "Rigging", "RopePull", "SewStep", "StepList", "anchor_kn",
           "beaufort", "bolt_length_mm", "bowline_m", "build_sag_chi", "bundle_words",
           "calm_force", "calm_words",
           "cleat_hitch_m", "cleat_mm", "design_sag_chi", "gust_factor", "gust_words",
           "hauled_sag_chi", "hole_mm", "knot_m", "raising", "raising_gear",
           "raising_reach_m", "rigging",
           "rope_pull", "rope_sags_chi",
           "round_turn_m", "sag_length_chi", "sag_length_words", "sewing",
           "take_down_words", "trucker_loop_m", "truckers_hitch_m", "west_end_m"]


class Built(Protocol):
    """What the sewing, the rigging and the raising read of a build: a
    :class:`~houzhi.making.build.Build`, whose sheet reads the rigging made here — so this module
    names what it reads as a structural type of its own and imports nothing of the build's
    (the arrow runs one way: the build imports this module). Lengths in 尺 but ``mm_per_chi``
    (mm per 尺); the rest as :class:`~houzhi.making.build.Build` gives them."""

    @property
    def target(self) -> Any: ...
    @property
    def fabric(self) -> Any: ...
    @property
    def allowances(self) -> Any: ...
    @property
    def plan(self) -> Any: ...
    @property
    def rigging(self) -> Any: ...
    @property
    def mm_per_chi(self) -> Fraction: ...
    @property
    def hem_chi(self) -> Fraction: ...
    @property
    def yun_cord_chi(self) -> Fraction: ...
    @property
    def seams(self) -> Any: ...
    @property
    def ropes(self) -> Any: ...
    @property
    def loops(self) -> Any: ...
    @property
    def posts(self) -> Any: ...
    @property
    def marks(self) -> Any: ...
    @property
    def steps(self) -> Any: ...
    @property
    def texts_steps(self) -> Any: ...
    @property
    def cleat_chi(self) -> Fraction: ...


_READ = tuple(name for name, v in vars(Built).items() if isinstance(v, property))
_NONE = object()


def _require_build(b: object, what: str) -> None:
    """Refuse ``b`` (one line naming ``what``) unless it has everything :class:`Built` names —
    looked up without being computed (:func:`inspect.getattr_static`: some of a build's figures
    are reckoned here, so reading them to check would come back to this very check)."""
    if isinstance(b, type) or any(inspect.getattr_static(b, name, _NONE) is _NONE
                                  for name in _READ):
        raise WrongKindError(f"{what} must be a Build, got {shown(b)}")


@dataclass(frozen=True)
class SewStep:
    """One step of the sewing, in order: what to do (``how``), houzhi's reason (``why``), the
    joins it makes in the order to make them (each a name and its length in 尺), the length
    stitched, the rows of stitching along it (``rows``: two along a flat-felled seam), their
    length and the thread it takes (尺)."""

    order: int
    title: str
    how: str
    why: str
    joins: tuple[tuple[str, Fraction], ...] = ()
    stitched_chi: Fraction = Fraction(0)
    thread_chi: Fraction = Fraction(0)
    rows: int = 0
    rows_chi: Fraction = Fraction(0)


#: Rows of stitching along each kind of seam or edge, as houzhi's sewing sews them
#: (:func:`houzhi.making.standing.sewing`): a flat-felled seam is sewn twice (once to join the
#: pieces, once to fell the folded allowance down), a hem once, a rope edge bound with tape twice.
ROWS = {"strip": 2, "join": 2, "piecing": 2, "hem": 1, "rope edge": 2}


#: The rope edges' reinforcement: a tape folded over the edge as a binding (houzhi's), mm wide.
TAPE_MM = 25


def sewing(b: Built) -> tuple[SewStep, ...]:
    """The sewing of ``b``'s target, step by step: wash, cut, join the pieces of long strips,
    piece narrow ones, sew the strips together from the 中 out, hem the free edges, hem and tape
    the two rope edges, fix the loops 縜."""
    _require_build(b, "sewing(): b")
    t, a, k = b.target, b.allowances, b.mm_per_chi
    factor = a.thread_per_seam

    def mm(chi: Fraction) -> str:
        return _("{n} mm").format(n=round(chi * k))

    seam = b.fabric.edge_chi
    steps: list[tuple[str, str, str, tuple[tuple[str, Fraction], ...], int]] = []
    steps.append((
        _("wash"), _("wash and dry the cloth as the target will later be washed, then press it "
                     "({shrink} shrinkage allowed)").format(shrink=f"{float(a.shrink):.1%}"),
        _("the cut sizes are of the washed cloth: linen shrinks in its first washes, and a "
          "target cut first and washed after would come out smaller than the texts' sizes"), (), 0))
    fab = b.fabric
    across = (_("{lanes} strips across the width, each {lane} high, from one edge").format(
                lanes=b.plan.lanes, lane=mm(b.plan.lane_height))
              if b.plan.lanes > 1 else
              _("one strip across the width, {lane} high").format(lane=mm(b.plan.lane_height)))
    if fab.selvedge_chi:
        across += _("; before cutting, trim the selvedge off each edge, {sel} wide").format(
            sel=mm(fab.selvedge_chi))
    elif fab.metric:
        across += _("; the selvedges stay in the outer seam allowances (--selvedge to cut "
                    "them off)")
    steps.append((
        _("cut"), _("cut the {n} pieces as the cutting plan lays them, along the grain, {across}; "
                    "chalk each piece's label on its wrong side").format(
            n=len(b.plan.pieces), across=across),
        _("the labels are the sewing order below; the grain along each strip keeps it from "
          "stretching on the bias under the ropes' pull"), (), 0))
    joins = tuple((s.where, s.length_chi) for s in b.seams if s.kind == "join")
    if joins:
        steps.append((
            _("join"), _("join the pieces of each strip longer than the {bolt} end to end, right "
                         "sides together, with a flat-felled seam in the {seam} allowance").format(
                bolt=b.fabric.bolt_word, seam=mm(seam)),
            _("a strip is whole before it is sewn to its neighbours, so that its length can be "
              "checked against the plan while it is still loose"), joins, ROWS["join"]))
    pieced = tuple((s.where, s.length_chi) for s in b.seams if s.kind == "piecing")
    if pieced:
        steps.append((
            pgettext("sewing", "piece"), _("sew the upper and lower half of each pieced strip "
                                           "together along its length with a flat-felled seam"),
            _("the fabric is narrower than a strip with its seams: the added seam runs along "
              "the strip's middle, parallel to the seams between strips"), pieced,
            ROWS["piecing"]))
    centre = t.hu_centre_chi  # the 中's centre, above the target's lower edge
    strip_seams = sorted((s for s in b.seams if s.kind == "strip"),
                         key=lambda s: (abs(s.y_chi - centre), -s.y_chi))
    steps.append((
        _("assemble"), _("sew the strips to one another, each seam flat-felled in the {seam} "
                         "allowance, from the 中's centre outward: the nearest seam first, then "
                         "the next, the upper before the lower where two are as near").format(
                             seam=mm(seam)),
        _("a flat-felled seam encloses both raw edges, so the linen does not fray, and holds "
          "with two rows of stitching; it lies flat for painting (a French seam is as clean but "
          "stands up in a ridge and has one row). From the middle out, the 中 stays square where "
          "the 鵠 is painted, and any error runs out to the free edges"),
        tuple((s.where, s.length_chi) for s in strip_seams), ROWS["strip"]))
    centre = t.bottom_chi + t.hu_centre_chi  # the 中's centre above the ground
    painted = [r for r in b.marks.painted if r.across_chi is None and r.of == 1
               and r.x_chi == 0 and r.centre_chi == centre]
    if painted:  # the marks painted on the 中 while it lies flat, before the edges are hemmed
        ring = max(painted, key=lambda r: r.side_chi)
        inset = (t.zhong_side_chi - ring.side_chi) / 2
        steps.append((
            pgettext("sewing step", "paint"),
            _("cloth flat, face up: paint the marks centred on the 中 ({side} square), the "
              "{name}'s outer edge {inset} in from its edges (each ring: the marks page); a "
              "flexible acrylic textile paint on a cloth sized there first, {coats} "
              "coats").format(
                side=mm(t.zhong_side_chi), name=ring.name or b.marks.name, inset=mm(inset),
                coats=a.paint_coats),
            _("flat and square once joined, before the hem; measured from the 中's edges as "
              "the cloth lies on the floor; a textile paint bends and stands the weather"),
            (), 0))
    upper, lower = t.shang_ge_chi, t.xia_ge_chi
    free = b.hem_chi - upper - lower
    steps.append((
        _("hem"), _("clip the corners (notch the inner ones); turn the free edges (the sides, "
                    "the 舌, the steps) under twice in the {seam} allowance and stitch").format(
                        seam=mm(seam)),
        _("a double fold leaves no raw edge to fray; these edges carry no rope"),
        ((_("free edges"), free),), ROWS["hem"]))
    steps.append((
        _("rope edges"), _("bind the upper edge of the 上个 and the lower edge of the 下个 with a "
                           "{tape} mm cotton or linen twill tape folded in half over the edge, "
                           "its seam allowance inside the fold, and stitch through tape and "
                           "cloth with two rows").format(tape=TAPE_MM),
        _("the ropes pull the cloth through the loops along these two edges only: the tape "
          "spreads each loop's pull along the edge, where a single hem would tear; folded over "
          "the allowance, it keeps the edge where the cut sizes put it"),
        ((_("upper edge of the 上个"), upper), (_("lower edge of the 下个"), lower)),
        ROWS["rope edge"]))
    n_loops = sum(lp.count for lp in b.loops)
    spacing = listing(_("{n} on the {edge} ({spacing} apart)").format(
        n=lp.count, edge=lp.side, spacing=mm(lp.spacing_chi)) for lp in b.loops)
    steps.append((
        _("loops 縜"), _("make {n} loops 縜 of {c} mm braided polyester cord, each {cord} of "
                        "cord in a loop {open} mm across (縜寸焉: 一寸, {yun}): {spacing}; lay "
                        "each loop's two ends flat on the taped edge and stitch them through "
                        "every layer with a box and a cross (box-X)").format(n=n_loops, c=LOOP_CORD_MM, cord=mm(b.yun_cord_chi),
                                          open=f"{rigging(b).loop_open_mm:.0f}",
                                          yun=mm(b.rigging.yun_chi), spacing=spacing),
        _("the 記 gives the loop its size (縜寸焉) but not how it is fixed: a box-X stitch "
          "spreads the pull over the tape, as the loops of a sail are sewn"), (), 0))
    out = []
    for n, (title, how, why, js, rows) in enumerate(steps, 1):
        stitched = sum((x for _, x in js), Fraction(0))
        out.append(SewStep(n, title, how, why, js, stitched, stitched * rows * factor, rows,
                           stitched * rows))
    return tuple(out)


#: The Beaufort scale by the upper bound of each force, m/s (WMO).
BEAUFORT = (0.5, 1.5, 3.3, 5.5, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6)


def beaufort(speed_m_s: float) -> int:
    """The Beaufort force of a wind of ``speed_m_s`` (m/s)."""
    speed_m_s = loads._real(speed_m_s, "beaufort(): speed_m_s")
    return next((n for n, top in enumerate(BEAUFORT) if speed_m_s <= top), 12)


#: The ground's roughness length z0 (m) and the least height z_min (m) EN 1991-1-4 reckons its
#: turbulence at, for terrain category II: low grass and isolated obstacles, a shooting ground
#: (EN 1991-1-4:2005 Table 4.1).
GROUND_Z0_M, GROUND_ZMIN_M = 0.05, 2.0


def gust_factor(height_m: float = GROUND_ZMIN_M) -> float:
    """How many times the mean wind its gusts reach at ``height_m`` (m) above open grass:
    √(1 + 7·I_v), I_v = 1/ln(z/z0) the turbulence intensity (EN 1991-1-4:2005 §4.4, §4.5: the
    peak velocity pressure is (1 + 7·I_v) times the mean's), z no lower than z_min. At 2 m,
    √(1 + 7/ln 40) = 1.70: the lowest height the code reckons, so the most gust for the mean,
    houzhi's for any target's middle (on the safe side)."""
    z = max(loads._real(height_m, "gust_factor(): height_m"), GROUND_ZMIN_M)
    return math.sqrt(1 + 7 / math.log(z / GROUND_Z0_M))


def calm_force(gust_m_s: float) -> int | None:
    """The strongest Beaufort force (a mean wind, WMO) whose gusts stay within ``gust_m_s``
    (m/s): the force's top mean times :func:`gust_factor`; None if even a calm's may not."""
    g = loads._real(gust_m_s, "calm_force(): gust_m_s")
    fits = [n for n, top in enumerate(BEAUFORT) if top * gust_factor() <= g]
    return fits[-1] if fits else None


def gust_words() -> str:
    """houzhi's reason for reading a gust limit as a Beaufort force: the gust factor
    (:func:`gust_factor`), its formula and its source, in words (for the assumptions)."""
    return _("a Beaufort force is a mean wind (WMO); near the ground its gusts reach {g}× "
             "it: √(1 + 7·I_v), I_v = 1/ln(z/z0), grass z0 = {z0} m, z = {z} m, the least "
             "height the code reckons, so the most gust for the mean (EN "
             "1991-1-4:2005 §4.4–4.5)").format(
                 g=f"{gust_factor():.2f}", z0=f"{GROUND_Z0_M:g}", z=f"{GROUND_ZMIN_M:g}")


def calm_words(gust_m_s: float, anemometer: bool = True) -> str:
    """A mean wind in which gusts stay under ``gust_m_s`` (m/s), in words a maker can judge
    by eye (the Beaufort force and its land description) and, if ``anemometer``, read (a hand
    anemometer's gusts); its reason is :func:`gust_words`."""
    v = loads._real(gust_m_s, "calm_words(): gust_m_s")
    force = calm_force(v)
    if force is None:
        return _("gusts under {v} m/s on a hand anemometer (no Beaufort force is calm "
                 "enough)").format(v=f"{v:g}")
    words = _("a mean wind of Beaufort {force} at most ({words}; up to {top} m/s, gusting "
              "{g}× to {gust} m/s)").format(force=force, words=_(_BEAUFORT_WORDS[force]),
                                           top=f"{BEAUFORT[force]:g}", g=f"{gust_factor():.2f}",
                                           gust=f"{BEAUFORT[force] * gust_factor():.1f}")
    if not anemometer:
        return words
    return _("{words}, and gusts under {v} m/s on a hand anemometer").format(words=words,
                                                                           v=f"{v:g}")


@dataclass(frozen=True)
class StepList:
    """A numbered list of steps under its ``title`` ("the order of the work", "to lower"): each
    step's words without its number, in order (``steps``); the renderers number them from 1."""

    title: str
    steps: tuple[str, ...]


@dataclass(frozen=True)
class RigRow:
    """One line of the rigging section: what (``label``), the figure or choice (``value``),
    houzhi's reason or the formula (``why``), and any numbered lists of steps that follow the
    figure (``lists``: the order of the work where the ground may not be dug, its lowering)."""

    label: str
    value: str
    why: str = ""
    lists: tuple[StepList, ...] = ()


#: The most houzhi lets a rope 綱 sag, as a fraction of its span: slacker, the cloth billows and
#: swings (the design sag of a target whose 下綱 hangs high enough, a 大射's).
SAG = Fraction(1, 20)
#: The most houzhi lets a rope 綱 sag, as a fraction of the 下綱's height above the ground at the
#: posts: an inextensible rope of a fixed length between fixed ends sags as much in the
#: direction of its load's resultant — in still air straight down — so the 下綱's middle hangs
#: its height less the sag above the ground; at half, it keeps half its height, a clear margin
#: (下綱不及地武, and the cloth's lower edge off the grass).
SAG_OF_HEIGHT = Fraction(1, 2)


def design_sag_chi(lower_height_chi: Fraction, lower_span_chi: Fraction) -> Fraction:
    """houzhi's design sag of both ropes 綱 at mid-span, in 尺, exact: the lesser of
    :data:`SAG_OF_HEIGHT` of the 下綱's height above the ground ``lower_height_chi`` (尺) and
    :data:`SAG` of its span ``lower_span_chi`` (尺, the shorter span, so neither rope sags more
    than :data:`SAG` of its own). The 下綱's; the 上綱, hauled against it until the cloth is taut
    at mid-span, sags the cloth's slack less (:func:`hauled_sag_chi`)."""
    if lower_height_chi <= 0 or lower_span_chi <= 0:
        raise BadValueError("design_sag_chi(): the 下綱's height and span must be positive, got "
                            f"{shown(lower_height_chi)} and {shown(lower_span_chi)}")
    return min(SAG_OF_HEIGHT * Fraction(lower_height_chi), SAG * Fraction(lower_span_chi))


def build_sag_chi(b: Built) -> Fraction:
    """The design sag (尺, exact) of ``b``'s ropes: :func:`design_sag_chi` of its 下綱's height
    and span, read from its target and rigging (not from its ropes, whose cut waits on the
    rigging's tie-off)."""
    _require_build(b, "build_sag_chi(): b")
    r = b.rigging
    return design_sag_chi(b.target.bottom_chi, min(r.lower_rope_chi, r.upper_rope_chi))


def sag_length_chi(span_chi: Fraction, sag_chi: Fraction) -> Fraction:
    """The length (尺, exact) of a rope sagging ``sag_chi`` over ``span_chi`` (尺): a shallow
    parabola's L + 8s²/(3L), the first two terms of its arc length (Irvine, *Cable
    Structures*, 1981)."""
    return Fraction(loads.parabola_length(span_chi, sag_chi))


def hauled_sag_chi(lower_sag_chi: Fraction, cloth_chi: Fraction, apart_chi: Fraction,
                   open_chi: Fraction, rope_chi: Fraction) -> Fraction:
    """The 上綱's sag at mid-span (尺, exact) as the sag step sets it: the 下綱 first at its sag
    ``lower_sag_chi`` (尺), then the 上綱 hauled until the 下綱's middle just lifts, so the cloth
    ``cloth_chi`` (尺) high is taut at mid-span between the ropes' centres, each rope
    ``rope_chi`` (尺) thick bearing on the far side of its loops ``open_chi`` (尺) across, its
    centre ``open_chi`` − ``rope_chi``/2 beyond the cloth's edge: the 下綱's sag less the cloth's
    slack at the posts, where the ropes stand ``apart_chi`` (尺) apart (:func:`loop_slack_mm`).
    The slack (at most 2 × 一寸 less the rope, some 47 mm) is far less than a sag (at least half
    the 下綱's 一尺二寸, 139 mm); a slack as deep as the sag is refused."""
    slack = cloth_chi + 2 * (open_chi - rope_chi / 2) - apart_chi
    sag = Fraction(lower_sag_chi) - max(Fraction(slack), Fraction(0))
    if sag <= 0:
        raise BadValueError(f"hauled_sag_chi(): a slack of {shown(slack)} 尺 takes up the whole "
                            f"sag of {shown(lower_sag_chi)} 尺")
    return sag


def rope_sags_chi(b: Built, rope_mm: float) -> tuple[Fraction, Fraction]:
    """The sags at mid-span (尺, exact; 上綱, 下綱) of ``b``'s ropes in a rope ``rope_mm`` (mm)
    thick, as the sag step sets them: the 下綱 at the design sag (:func:`build_sag_chi`), the
    上綱 hauled until the 下綱's middle just lifts (:func:`hauled_sag_chi`), its loops' opening
    the text's 一寸 or the rope and :data:`LOOP_ROOM_MM`, the wider."""
    _require_build(b, "rope_sags_chi(): b")
    t, k = b.target, b.mm_per_chi
    rope = Fraction(rope_mm) / k
    opening = max(Fraction(b.rigging.yun_chi), rope + Fraction(LOOP_ROOM_MM) / k)
    lower = build_sag_chi(b)
    return (hauled_sag_chi(lower, t.height_chi, t.top_chi - t.bottom_chi, opening, rope),
            lower)


#: houzhi's weight of the cloth, kg/m²: a medium linen canvas.
CLOTH_KG_M2 = 0.25
#: houzhi's least post diameter, mm: a thinner post whips in gusts however strong it is.
MIN_POST_MM = 80
#: houzhi's μ of a weight on grass and its factor on a holding beyond the load: written once,
#: in :mod:`houzhi.making.loads`, for the guys' weights here and the weighted base alike.
FRICTION, HOLD_FACTOR = loads.FRICTION, loads.HOLD_FACTOR
#: houzhi's cord for the loops 縜: braided polyester this thick, mm (strong, does not rot, and
#: sews flat under a box-X stitch).
LOOP_CORD_MM = 4
#: the room a loop's opening leaves round its rope, mm (houzhi's): the rope's taped or whipped
#: end, thicker than the rope, must pass, and the rope slide as it is tightened.
LOOP_ROOM_MM = 6


#: houzhi rounds the depth a post's foot needs up to this, mm (a spade's measure).
DEPTH_STEP_MM = 50


@dataclass(frozen=True)
class PostFoot:
    """A post's size and its foot (houzhi's): the wind's push on the post north–south
    (``load_n``, N, the sum of its half-loads at the ropes) and its moment at the ground
    (``moment_nm``, N·m), the guy's pull down the post (``axial_n``, N); the diameter from the
    bending alone and in second order (``bending_mm``, ``second_mm``, mm) and the post's
    (``post_mm``, mm, to the next 10); the depths (mm, vertical): the line-pole rule's or the
    one given (``rule_mm``, ``given``), the least that holds (``needed_mm``) and the one set
    (``depth_mm``); the foot's ultimate load there in sand and in clay (``sand_n``,
    ``clay_n``, N). Its :meth:`rows` are the rigging section's lines on it."""

    load_n: float
    moment_nm: float
    axial_n: float
    length_m: float
    bending_mm: float
    second_mm: float
    post_mm: int
    rule_mm: float
    given: bool
    needed_mm: float
    depth_mm: float
    sand_n: float
    clay_n: float

    @property
    def height_m(self) -> float:
        """e = M/H, m: how high above the ground the wind's push acts, as one force."""
        return self.moment_nm / self.load_n

    @property
    def capacity_n(self) -> float:
        """The foot's ultimate sideways load (N) in the weaker of the two soils."""
        return min(self.sand_n, self.clay_n)

    @property
    def safety(self) -> float:
        """The foot's ultimate load over its load at the design wind."""
        return self.capacity_n / self.load_n

    @property
    def holds(self) -> bool:
        """True when the foot keeps houzhi's safety factor (:data:`loads.FOOT_SAFETY`)."""
        return self.safety >= loads.FOOT_SAFETY * (1 - 1e-9)

    @property
    def deepened(self) -> bool:
        """True when houzhi sets the post deeper than the line-pole rule, for its foot."""
        return not self.given and self.depth_mm > self.rule_mm

    @property
    def soil(self) -> str:
        """The soil that governs, in words."""
        return _("sand") if self.sand_n <= self.clay_n else _("clay")

    @property
    def warning(self) -> str:
        """A warning where a depth given (``--depth``) leaves the foot short of the safety
        factor, else ``""``."""
        if not self.given or self.holds:
            return ""
        return _("the posts set {depth} mm into the ground (--depth) hold the design wind "
                 "with a safety factor of only {sf} (houzhi asks {need}): give --depth "
                 "\"{least} mm\" or more, or leave the depth to houzhi").format(
            depth=round(self.depth_mm), sf=f"{self.safety:.1f}", need=f"{loads.FOOT_SAFETY:g}",
            least=DEPTH_STEP_MM * math.ceil(round(self.needed_mm / DEPTH_STEP_MM, 6)))

    def rows(self) -> tuple[RigRow, ...]:
        """The rigging section's lines on the posts' size in second order and on their feet."""
        thrust = RigRow(
            _("posts 植: the guy's thrust"),
            _("each guy presses its post down with {n} kN: in second order the post needs "
              "{second} mm (bending alone {bending} mm)").format(
                n=f"{self.axial_n / 1000:.2f}", second=f"{self.second_mm:.0f}",
                bending=f"{self.bending_mm:.0f}"),
            _("houzhi's: north–south a cantilever {m} m long: {source}").format(
                m=f"{self.length_m:.2f}", source=_(loads.FOOT_SOURCES["post"])))
        held = _("each post's foot, {depth} mm deep, holds {cap} kN north–south in the weaker "
                 "of houzhi's two soils ({soil}; sand {sand} kN, clay {clay} kN) against the "
                 "wind's {load} kN acting {e} m up: a safety factor of {sf} (houzhi asks "
                 "{need})").format(
            depth=round(self.depth_mm), cap=f"{self.capacity_n / 1000:.2f}", soil=self.soil,
            sand=f"{self.sand_n / 1000:.2f}", clay=f"{self.clay_n / 1000:.2f}",
            load=f"{self.load_n / 1000:.2f}", e=f"{self.height_m:.2f}",
            sf=f"{self.safety:.1f}", need=f"{loads.FOOT_SAFETY:g}")
        if self.given:
            held += (_("; the depth as given (--depth)") if self.holds else
                     _(". WARNING: {warning}").format(warning=self.warning))
        elif self.deepened:
            held += _("; the line-pole rule's {rule} mm is not enough: houzhi digs the least "
                      "depth that holds ({least} mm) to the next {step} mm").format(
                rule=round(self.rule_mm), least=f"{self.needed_mm:.0f}", step=DEPTH_STEP_MM)
        else:
            held += _("; the line-pole rule's {rule} mm holds").format(rule=round(self.rule_mm))
        foot = RigRow(
            _("the posts' feet"), held,
            _("houzhi's: north–south only the buried foot holds a post (the guys run "
              "east–west; the north and south lines come off once back-filled): {source}; "
              "soils: sand γ 18 kN/m³, φ 30° (K_p 3), clay c_u 25 kPa, the weaker taken. The "
              "remedy, a deeper hole: the spade is in hand, nothing is bought or left behind; a "
              "300 mm collar adds little in clay (no hold in its top 1.5D) and sets the post "
              "for good; side guys would stand where the arrows fly").format(
                source=_(loads.FOOT_SOURCES["foot"])))
        return thrust, foot


def post_and_foot(load_n: float, moment_nm: float, axial_n: float, length_m: float,
                  permanent_n: float, rule_mm: float, given: bool = False) -> PostFoot:
    """houzhi's post and its foot: a post pushed north–south by ``load_n`` (N) whose moment at
    the ground is ``moment_nm`` (N·m), pressed down its length by the guy's ``axial_n`` (N) and
    the cloth's ``permanent_n`` (N), standing ``length_m`` (m, along the pole) above the
    ground, is sized in second order (:func:`loads.post_diameter_second_order`, to the next
    10 mm, never under :data:`MIN_POST_MM`); its foot is set ``rule_mm`` deep (mm, vertical:
    the line-pole rule), or deeper, to the next :data:`DEPTH_STEP_MM`, where the foot needs it
    to hold :data:`loads.FOOT_SAFETY`× its load in the weaker of houzhi's soils
    (:func:`loads.embedment_for`) — or exactly ``rule_mm`` where it is ``given`` (checked,
    not changed)."""
    bending = loads.post_diameter(moment_nm)
    second = loads.post_diameter_second_order(moment_nm, axial_n, length_m, permanent_n)
    post_mm = max(MIN_POST_MM, 10 * math.ceil(round(second * 100, 6)))
    d = post_mm / 1000
    e = moment_nm / load_n
    needed = loads.embedment_for(load_n, e, d) * 1000
    step = DEPTH_STEP_MM * math.ceil(round(needed / DEPTH_STEP_MM, 6))
    depth = rule_mm if given or rule_mm >= needed else float(step)
    sand, clay = loads.foot_capacity(d, depth / 1000, e)
    return PostFoot(load_n, moment_nm, axial_n, length_m, bending * 1000, second * 1000,
                    post_mm, rule_mm, given, needed, depth, sand, clay)


def slack_row(cloth_mm: float, apart_mm: float, open_mm: float, rope_mm: float) -> RigRow:
    """The rigging section's line on the cloth's slack between its ropes (:func:`loop_slack_mm`,
    :func:`billow_mm`; lengths in mm), and houzhi's choice to keep it."""
    slack = loop_slack_mm(cloth_mm, apart_mm, open_mm, rope_mm)
    return RigRow(
        _("the cloth between the 綱"),
        _("each 綱 lies {reach} mm beyond its edge of the cloth, in the far side of its loops: "
          "the cloth, {cloth} mm high between 綱 {apart} mm apart at the posts, hangs there "
          "with {slack} mm of slack, which the wind takes up as a bow of about {billow} mm; at "
          "mid-span the 上綱, hauled until the 下綱 just lifts (the sag step), sags {slack} mm "
          "less than the 下綱 and the cloth hangs taut").format(
            reach=f"{open_mm - rope_mm / 2:.0f}", cloth=f"{cloth_mm:.0f}",
            apart=f"{apart_mm:.0f}", slack=f"{slack:.0f}",
            billow=f"{billow_mm(cloth_mm, slack):.0f}"),
        _("houzhi's: the slack is intended: the 綱 stay at the heights the texts give (the 侯's upper "
          "edge, and the 下綱 one 武 up, 下綱不及地武), where the posts are marked, and the "
          "cloth rides on its loops and bows with the wind; the rope's centre is the loop's "
          "opening {open} mm less half the {rope} mm rope from the edge; a bow of depth s over "
          "a height h takes 8s²/(3h) (H. M. Irvine, Cable Structures, 1981)").format(
            open=f"{open_mm:.0f}", rope=f"{rope_mm:.0f}"))


def loop_slack_mm(cloth_mm: float, apart_mm: float, open_mm: float, rope_mm: float) -> float:
    """The cloth's slack across its height (mm): a cloth ``cloth_mm`` (mm) high hangs between
    ropes ``apart_mm`` (mm) apart at the posts by loops whose opening is ``open_mm`` (mm),
    each rope ``rope_mm`` (mm) thick bearing on the far side of its loops, so its centre
    ``open_mm`` − ``rope_mm``/2 beyond the cloth's edge: the slack is the cloth and both
    loops' reach less the ropes' distance apart (houzhi's reckoning)."""
    return cloth_mm + 2 * (open_mm - rope_mm / 2) - apart_mm


def billow_mm(height_mm: float, slack_mm: float) -> float:
    """How far (mm) a cloth ``height_mm`` (mm) between its ropes with ``slack_mm`` (mm) of
    slack bows out at mid-height before it is taut across: a shallow parabola of depth s over
    h is h + 8s²/(3h) long (H. M. Irvine, *Cable Structures*, 1981), so s = √(3h·slack/8)."""
    return math.sqrt(3 * height_mm * max(slack_mm, 0.0) / 8)


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
    #: each guy's length to cut (m): its straight length with the post upright (the longest it
    #: works at, :attr:`guy_upright_m`), a bowline at the post and a trucker's hitch at the
    #: anchor; its angle from the ground (degrees); its anchor's distance east or west of the
    #: centre line (m)
    guy_m: float = 0.0
    guy_upright_m: float = 0.0
    guy_degrees: float = 45.0
    guy_anchor_m: float = 0.0
    #: the rope each end of a 綱 takes for its knot at the post, m, exact: as given
    #: (``--tie-off``) or houzhi's reckoning (:func:`knot_m`, to the next whole 寸)
    tie_off_m: Fraction = Fraction(0)
    #: the 下綱's design sag at mid-span (m), and its middle above the ground in still air (m):
    #: its height at the posts less the sag
    sag_m: float = 0.0
    lower_mid_m: float = 0.0
    #: the 上綱's sag at mid-span in still air (m), hauled until the cloth is taut at mid-span
    #: (the sag step, :func:`rope_sags_chi`): the 下綱's less the cloth's slack at the posts
    upper_sag_m: float = 0.0
    #: each rope's sag at mid-span in the design wind (m; 上綱, 下綱), stretched under its pull
    #: (:func:`houzhi.making.loads.pretensioned_sag`)
    wind_sag_m: tuple[float, ...] = ()
    #: each rope's own weight (N), its pull in still air at the design sag (N, H₀), and its
    #: stretch under that pull (m): it is cut so much shorter than it hangs (:func:`rope_pull`)
    own_weight_n: tuple[float, ...] = ()
    still_pull_n: tuple[float, ...] = ()
    stretch_m: tuple[float, ...] = ()
    #: a loop 縜: its inner opening (mm), the cord it takes (mm, whole) and the breaking
    #: strength its cord needs (N)
    loop_open_mm: float = 0.0
    loop_cord_mm: int = 0
    loop_cord_n: float = 0.0
    #: the loops against the rope in words (the sheet's LOOPS section), and houzhi's reason
    loop_words: str = ""
    loop_why: str = ""
    #: the steel tabernacle a post stands in on its weighted base where the ground may not be
    #: dug (:func:`houzhi.making.tabernacle.tabernacle`), sized from the post's loads
    tabernacle: tabernacle.Tabernacle | None = None
    #: the weighted base the tabernacle is bolted to, and the raising lines' weights, where the
    #: ground may not be dug (:func:`houzhi.making.weighted_base.weighted_base`)
    base: weighted_base.WeightedBase | None = None
    #: the 下綱's tie lug on the tabernacle's inboard cheek, and each guy's weight, where the
    #: ground may not be dug (:func:`houzhi.making.tabernacle.lug`,
    #: :func:`houzhi.making.weighted_base.guy_weight`)
    lug: Lug | None = None
    guy_weight: weighted_base.GuyWeight | None = None
    #: where the ground may not be dug, a north line's eye-to-weight distance (m) with the post
    #: standing and with it lying on its pivot, top to the south (the lowering surges the north
    #: line out by the difference)
    north_standing_m: float = 0.0
    north_lying_m: float = 0.0
    #: where the ground may not be dug, how much shorter each post is cut along the pole (mm):
    #: its foot's depth and the butt's height on the deck, each along the pole
    no_dig_cut_mm: int = 0
    #: where the ground may not be dug, the south lines' weights' distance south of the post's
    #: stake (mm: :func:`houzhi.making.weighted_base.south_run_mm`)
    south_run_mm: float = 0.0
    #: the posts' size in second order and their feet in the ground (:func:`post_and_foot`)
    foot: PostFoot | None = None
    #: the cloth's slack between its ropes, in words, and houzhi's reason (:func:`slack_row`,
    #: one of :attr:`rows`)
    slack: RigRow | None = None
    #: the cloth's slack across its height between its ropes, and the bow the wind takes it up
    #: in (mm: :func:`loop_slack_mm`, :func:`billow_mm`)
    slack_mm: float = 0.0
    bow_mm: float = 0.0


@dataclass(frozen=True)
class RopePull:
    """A rope's figures as :func:`rope_pull` reckons them: its own weight ``own_n`` (N), its pull
    in still air ``still_n`` (N, H₀), the length to cut it between its knots ``unstretched_m``
    (m, Lu) and how much shorter that is than its hanging length at the design sag
    ``stretch_m`` (m); in the wind its pull along the span ``pull_n`` (N, H), the tension at
    each end ``tension_n`` (N, T) and its sag ``sag_m`` (m, in the plane of its load's
    resultant)."""

    own_n: float
    still_n: float
    unstretched_m: float
    stretch_m: float
    pull_n: float
    tension_n: float
    sag_m: float


def rope_pull(weight_n: float, wind_n: float, span_m: float, loaded_m: float, sag_m: float,
              grade: loads.RopeGrade) -> RopePull:
    """A rope 綱 of ``grade`` tied across ``span_m`` (m), carrying the cloth's weight ``weight_n``
    (N, downward) and a wind load ``wind_n`` (N, sideways), each spread evenly over ``loaded_m``
    (m) in its middle, and its own weight along the whole span: cut so that in still air it
    hangs at the design sag ``sag_m`` (m) — its still-air pull H₀ = c₀/s₀
    (:func:`loads.mid_moment` of the cloth's weight and its own) stretching it, so cut shorter
    than it hangs (:func:`loads.unstretched_length`) — and in the wind swung along its load's
    resultant, its moment c = √(c_down² + c_wind²) (one pull H in both planes), it sags
    :func:`loads.pretensioned_sag` and pulls H = c/s, T = √(H² + (P/2)²) at each end, P the
    resultant of all its loads (N). Floats (modern engineering, houzhi's)."""
    own = grade.weight_n_per_m * span_m
    down = loads.mid_moment(weight_n, span_m, loaded_m) + loads.mid_moment(own, span_m, span_m)
    side = loads.mid_moment(wind_n, span_m, loaded_m)
    ea = loads.stiffness(grade.breaking_n)
    still = down / sag_m
    cut = loads.unstretched_length(span_m, sag_m, still, ea)
    hanging = loads.parabola_length(span_m, sag_m)
    windy = loads.pretensioned_sag(math.hypot(down, side), span_m, cut, ea)
    h = math.hypot(down, side) / windy
    resultant = math.hypot(weight_n + own, wind_n)
    return RopePull(own, still, cut, hanging - cut, h, math.hypot(h, resultant / 2), windy)


def anchor_kn(guy_n: float) -> str:
    """The rating (kN, in words to 0.1 kN) each guy's anchor must hold: :data:`HOLD_FACTOR`
    times the guy's pull ``guy_n`` (N), rounded up, never down, as a rating to buy against."""
    guy = loads._real(guy_n, "anchor_kn(): guy_n")
    return f"{math.ceil(round(HOLD_FACTOR * guy / 100, 6)) / 10:.1f}"


def rigging(b: Built, wind_m_s: float | None = None) -> Rigging:
    """The rigging of ``b``'s target at the design wind ``wind_m_s`` (m/s; default the build's
    :attr:`~houzhi.making.build.Allowances.wind_m_s`): the wind and weight on the cloth, each rope's
    pull from its sag, the rope to buy, the guys and their anchors, the posts' diameter from
    their bending, a weighted base where the ground may not be dug, and when to take it down.
    Reckoned once for each wind and language spoken on a build that keeps it (its words are
    translated when reckoned; the build book reads it some thirty times)."""
    _require_build(b, "rigging(): b")
    v = float(b.allowances.wind_m_s if wind_m_s is None else wind_m_s)
    kept = getattr(b, "__dict__", None)
    if kept is None:
        return _rigging(b, v)
    at = kept.setdefault("_rigging_at", {})
    key = (v, language())
    if key not in at:
        at[key] = _rigging(b, v)
    return at[key]


def _rigging(b: Built, v: float) -> Rigging:
    """:func:`rigging` of ``b`` at the wind ``v`` (m/s), reckoned."""
    t, k = b.target, float(b.mm_per_chi) / 1000  # metres per 尺
    area = float(t.area_chi2) * k * k
    weight = area * CLOTH_KG_M2 * loads.GRAVITY
    q = loads.dynamic_pressure(v)
    wind = loads.wind_force(area, v)
    sag_chi = build_sag_chi(b)
    sag = float(sag_chi) * k  # m, the 下綱's design sag

    def pulls(grade: loads.RopeGrade) -> list[tuple[str, float, float, RopePull]]:
        """Each rope's name, the cloth's load on it (N), its span (m) and its figures
        (:func:`rope_pull`), were it of ``grade``: cut to hang at its sag in still air (the 下綱
        at the design sag, the 上綱 hauled until the cloth is taut at mid-span: the sag step,
        :func:`rope_sags_chi`, its loops as wide as ``grade`` needs), stretched by the cloth's
        weight and its own, it swings downwind along its load's resultant and stretches further
        under the wind's pull, sagging more."""
        out = []
        for name, span_chi, loaded, carries_weight, s_chi in zip(
                ("上綱", "下綱"), (b.rigging.upper_rope_chi, b.rigging.lower_rope_chi),
                (t.shang_ge_chi, t.xia_ge_chi), (True, False),
                rope_sags_chi(b, grade.diameter_mm), strict=True):
            # each rope takes half the wind; the upper also the cloth's weight, at right angles
            # (the spans from the model: the cut lengths wait on the tie-off reckoned here)
            down = weight if carries_weight else 0.0
            span, on = float(span_chi) * k, float(loaded) * k
            out.append((name, math.hypot(wind / 2, down), span,
                        rope_pull(down, wind / 2, span, on, float(s_chi) * k, grade)))
        return out

    # the thinnest rope that holds its own pull 6× over: a thicker rope stretches less, so
    # pulls more, and each is reckoned with its own stiffness and weight (the thickest's, where
    # none holds)
    rope: loads.RopeGrade | None = None
    for grade in loads.ROPES:
        reckoned_with = pulls(grade)
        if grade.breaking_n >= loads.ROPE_SAFETY * max(x[3].tension_n for x in reckoned_with):
            rope = grade
            break
    ropes = [(name, load, span, p.pull_n, p.tension_n) for name, load, span, p in reckoned_with]
    figures = [x[3] for x in reckoned_with]
    wind_sags = [p.sag_m for p in figures]
    upper_sag = float(rope_sags_chi(b, (rope or loads.ROPES[-1]).diameter_mm)[0]) * k
    lower_mid = float(t.bottom_chi - sag_chi) * k
    top = max(x[4] for x in ropes)
    # each post: a back guy from the upper rope's end on the leaning post, outward in line with
    # the ropes at houzhi's slope (model.rigging.GUY_SLOPE), takes the ropes' pull along the
    # span; the post, free to turn at its foot, bends only under the wind's half-loads. About
    # the foot: Σ H_i·h_i = G·(h·cos θ + e·sin θ), e the rope's end out from the foot (the lean)
    heights = (float(t.top_chi) * k, float(t.bottom_chi) * k)
    (end_x, end_y), anchor_x = b.rigging.upper_end, b.rigging.guy_anchor[0]
    run, rise = float(anchor_x - end_x) * k, float(end_y) * k
    lean_out = float(end_x - b.rigging.post_foot[0]) * k
    guy_len = math.hypot(run, rise)
    cos_g, sin_g = run / guy_len, rise / guy_len
    turning = sum(x[3] * hh for x, hh in zip(ropes, heights, strict=True))
    guy = turning / (heights[0] * cos_g + lean_out * sin_g)
    guy_rope = loads.rope_for(guy)
    moment = loads.bending_moment([(x[1] / 2, hh) for x, hh in zip(ropes, heights, strict=True)])
    # the post's size with the guy's pull down it and its own weight, in second order (P-Δ),
    # and its foot in the ground (houzhi's: :func:`post_and_foot`)
    slant = math.hypot(1.0, float(b.rigging.lean))
    above_chi = t.top_chi + b.allowances.post_above_chi
    size = post_and_foot(sum(x[1] / 2 for x in ropes), moment, guy * sin_g,
                         float(above_chi) * slant * k, weight / 2,
                         float(b.allowances.depth_rule(above_chi, b.mm_per_chi) * b.mm_per_chi),
                         b.allowances.depth_chi is not None)
    post_mm = size.post_mm
    # the tabernacle on the base: the post's bending and shear at its foot (the wind's
    # half-loads, as above), and its foot's thrust in the east–west plane, where the ropes'
    # pull inward and the guy's outward and down leave off (the post free to turn at its foot)
    thrust = math.hypot(sum(x[3] for x in ropes) - guy * cos_g, guy * sin_g + weight / 2)
    shear = sum(x[1] / 2 for x in ropes)
    tab = tabernacle.tabernacle(moment, shear, thrust, post_mm)
    # the 下綱's tie lug on the inboard cheek, at its height: its pull at the post in the design
    # wind, and its angle off its still line there, atan 4s/L of its wind sag
    d_lower = (rope.diameter_mm if rope is not None else loads.ROPES[-1].diameter_mm)
    lower_h_mm = float(t.bottom_chi) * k * 1000
    swing = math.atan(4 * wind_sags[1] / ropes[1][2])
    inward = sum(x[3] for x in ropes) - guy * cos_g
    lean_f = float(b.rigging.lean)

    def lug_on(deck_t_mm: int) -> tabernacle.Lug | None:
        """The lug on a deck ``deck_t_mm`` (mm) thick, or None where the 下綱's mark stands
        above the cheeks (with :data:`LUG_ROOM_MM` to spare), round the pole as on a dug post."""
        along = (lower_h_mm - deck_t_mm - tab.plate_t_mm) / math.cos(math.atan(lean_f))
        if along > tab.cheek_h_mm - LUG_ROOM_MM:
            return None
        return tabernacle.lug(tab, ropes[1][4], swing, d_lower, lower_h_mm, deck_t_mm, lean_f,
                              moment, inward)

    def base_with(lug: tabernacle.Lug | None) -> weighted_base.WeightedBase:
        return weighted_base.weighted_base(
            moment, shear, inward, guy * sin_g + weight / 2, tab, lean_f,
            float(t.top_chi) * slant * k, float(b.rigging.line_run_chi) * k, FRICTION, lug=lug,
            rope_mm=d_lower, rope_slope=4 * sag / ropes[1][2], rope_h_mm=lower_h_mm)

    # the weighted base the tabernacle is bolted to, and the raising lines' weights
    # (:mod:`houzhi.making.weighted_base`): the foot's inward thrust and its push down apart;
    # the inner row's stacks parted for the 下綱 from its lug, falling 4s/L in still air; the
    # lug at the 下綱's height on the deck the base is laid with
    base = base_with(None)
    lug = lug_on(base.deck_t_mm)
    if lug is not None:
        base = base_with(lug)
        if lug.along_mm != (again := lug_on(base.deck_t_mm) or lug).along_mm:
            lug, base = again, base_with(again)
    ballast = base.need_kg
    guy_weight = weighted_base.guy_weight(guy, sin_g, FRICTION)
    guy_ballast = guy_weight.need_kg

    def rope_words(r: loads.RopeGrade | None, need: float) -> str:
        if r is None:
            return _("none in houzhi's table is strong enough ({need} kN × {safety}): lower the "
                     "design wind (--wind)").format(need=f"{need / 1000:.1f}",
                                                   safety=loads.ROPE_SAFETY)
        return _("{d} mm {material}, breaking strength {kn} kN").format(
            d=r.diameter_mm, material=_(r.material), kn=f"{r.breaking_n / 1000:.1f}")

    degrees = math.degrees(math.atan2(rise, run))
    d_rope = (rope.diameter_mm if rope is not None else loads.ROPES[-1].diameter_mm) / 1000
    knot = knot_m(post_mm / 1000, d_rope)
    # m, to the next whole 寸 of the build's standard (a length the sheet writes plainly in 尺)
    cun_m = b.mm_per_chi / 10000
    reckoned = math.ceil(round(knot / float(cun_m), 6)) * cun_m
    given = b.allowances.tie_off_chi
    tie_m = reckoned if given is None else given * b.mm_per_chi / 1000
    tie = float(tie_m)
    # each guy from its longest working length: the post upright over its butt before the lean
    # is set (the butt the depth D along the pole below the ground point, D·lean inward of it:
    # upright, the eye stands (D + h)·slant − D above the ground, D·lean inward of the ground
    # point), a bowline at the post and a trucker's hitch at the anchor with purchase for the
    # whole lean, each its own allowance
    foot_x = float(b.rigging.post_foot[0]) * k
    depth = size.depth_mm / 1000  # the foot's depth (m), as the posts are set (not b.posts,
    lean = float(b.rigging.lean)  # which reads this rigging)
    eye_upright = (depth + rise) * slant - depth
    upright = math.hypot(float(anchor_x) * k - (foot_x - depth * lean), eye_upright)
    d_guy = (guy_rope.diameter_mm if guy_rope is not None else loads.ROPES[-1].diameter_mm) / 1000
    bowline = bowline_m(post_mm / 1000, d_guy)
    trucker = truckers_hitch_m(upright - guy_len, d_guy)
    guy_m = upright + bowline + trucker
    # where the ground may not be dug (houzhi's): the post lies on its pivot, its top to the
    # south, and is walked up about it to its lean, the guy taken in through a turn round its
    # weight's cross sleeper: from the eye lying (the pivot's height up, (h − h_p)·slant south of
    # the pivot, the pivot h_p·lean outward of the stake) to the eye leaned; once locked a
    # trucker's hitch round the cross sleeper hauls it taut (its room and loop, no lean to take
    # up, and the sleeper's girth); lowering, it is cast off and paid out as much, through a
    # turn round the sleeper, and a tail to hold. The guy as cut holds both, or is cut longer.
    pivot_h = base.pivot_h_mm / 1000
    pivot_x = foot_x + pivot_h * lean
    eye_along = (rise - pivot_h) * slant
    lying = math.sqrt((float(anchor_x) * k - pivot_x) ** 2 + eye_along ** 2 + pivot_h ** 2)
    # a north line: its weight the line's run north of the post's stake, tied round a sleeper
    # at the ground (houzhi's, on the safe side); the eye standing is the 上綱's end, lean_out
    # outward of the stake and its height up; lying, the pivot's height up, eye_along south of
    # the pivot and the pivot h_p·lean outward of the stake
    line_run = base.line_run_mm / 1000
    north_standing = math.sqrt(line_run ** 2 + rise ** 2 + lean_out ** 2)
    north_lying = math.sqrt((line_run + eye_along) ** 2 + pivot_h ** 2 + (pivot_h * lean) ** 2)
    pay_out = max(lying - guy_len, 0.0)
    girth = 2 * sum(weighted_base.SLEEPER_MM) / 1000
    sleeper_hitch = truckers_hitch_m(0.0, d_guy) + girth
    lower_tail = pay_out + girth + CLEAT_TAIL_M
    guy_m = max(guy_m, guy_len + bowline + max(sleeper_hitch, lower_tail))
    beyond = guy_m - guy_len - bowline  # the guy beyond its weight's cross sleeper, taut
    # the plumb from the cleats (CLEAT_MM up) held to the pole's outer side: the axis through
    # the plate's middle at the plate's top (z₀ the deck and the plate), so at the cleats
    # (CLEAT_MM − z₀)·lean outward of it, the pole's outer side (D/2)·slant beyond, measured
    # level from the plate's outer edge (half the plate out)
    z0 = base.deck_t_mm + tab.plate_t_mm
    plumb_mm = (CLEAT_MM - z0) * lean + tab.post_mm / 2 * slant - tab.plate_mm / 2
    # the east 下綱 at its lug: its bow inward of the dug pole's axis at the lug's height, where
    # the marks are reckoned: the inboard cheek's face, (gap/2 + t)/cos λ level; the hole's
    # reach from it; the shackle's inside length and half the rope round the bow
    shift_mm = 0.0
    if lug is not None:
        shift_mm = ((tab.gap_mm / 2 + tab.cheek_t_mm) / math.cos(math.atan(lean))
                    + lug.reach_mm + tabernacle.SHACKLE_INSIDE_MM[lug.shackle]
                    + d_lower / 2)
    # where the ground may not be dug (houzhi's), the order of the work and the lowering, a step
    # a string: the post cut by its foot's depth and the butt's height on the deck, both along
    # the pole; the cleats' mark as far from the butt on both posts, the plumb hung there
    cut_mm = round(size.depth_mm * slant) + round(base.butt_mm * slant)
    # the south lines' weights beyond the lying post's top (houzhi's): the top, the post's
    # length ((above + depth)·slant) less the cut and the pivot's distance from the butt,
    # south of the pivot
    top_mm = (float(above_chi) * k * 1000 + size.depth_mm) * slant - cut_mm - tab.butt_mm
    south_mm = weighted_base.south_run_mm(base, top_mm)
    cleat_mark = round((size.depth_mm + CLEAT_MM) * slant) - cut_mm
    # the rite's steps as the texts give them (its steps with houzhi's checks read this rigging)
    untied = any("不繫左下綱" in s.name for s in b.texts_steps)
    tie3 = _(", but the 下綱 to the lugs' shackles: its east end round the bow {shift} mm short "
             "of its mark, toward the rope's middle (the marks are reckoned to a dug pole's "
             "axis), so the cloth hangs centred, with a "
             "round turn and two half hitches ({lug} m, within the {tie} m the end is cut "
             "with); its west end bundled until the sag step, then a round turn round the bow "
             "(not the post), led up the pole to its cleat").format(
        lug=f"{knot_m(lug.bow_mm / 1000, d_lower / 1000):.2f}", tie=f"{tie:.2f}",
        shift=f"{shift_mm:.0f}") if lug is not None else ""
    tape = _("; with the lugs' shackles on, tape bow to bow: {bows} ± {tol} mm (houzhi's), "
             "before loading").format(bows=f"{ropes[1][2] * 1000 - 2 * shift_mm:.0f}",
                                      tol=BOW_TAPE_TOL_MM) if lug is not None else ""
    chafe = _("; the 下綱 passes {c} mm over the inner row's sleepers at its sag: if it rides "
              "on them, sacking over the sleeper").format(c=f"{base.rope_clear_mm:.0f}") \
        if lug is not None and base.rope_clear_mm >= 0 else ""
    no_dig_order = [
        _("dress each butt's east and west sides flat, parallel, {post} mm apart over its "
          "lowest {dress} mm, for the cheeks {gap} mm apart; before each tabernacle is bolted "
          "to its deck, bore the pole's lock hole through the cheek's as a guide, the butt "
          "on the pivot bolt at its locked angle; "
          "lay each base, its plate's middle {off} mm outward of the post's stake, level both "
          "ways (spirit level, packing: the tabernacle fixes the lean){tape}; load it; set the "
          "guys' and lines' weights where the anchors and stakes would stand{south}").format(post=tab.post_mm, dress=tab.cheek_h_mm, gap=tab.gap_mm,
                                off=f"{base.offset_mm:.0f}", tape=tape,
                                south=_(", the south lines' {south} mm south, past the lying "
                                        "post's top").format(south=south_mm)
                                if south_mm > base.line_run_mm else ""),
        _("lay each post with its top to the south on a prop (a trestle), its butt between the "
          "cheeks, and put the pivot bolt in, its nyloc nut snug, not clamping, so the pole "
          "turns, before threading the ropes: the post lies on the pivot, {pv} mm up").format(
            pv=f"{base.pivot_h_mm:.0f}"),
        _("thread and tie as the steps say{tie3}").format(tie3=tie3),
        _("walk each post up from the south on its north and south lines, one person taking in "
          "the guy through a turn round its weight's cross sleeper ({lying} m from the eye "
          "lying, {leaned} m standing), and for the first post the west 上綱 eased about "
          "{ease} m off its cleat as it rises (houzhi's: it is short while the other post lies; "
          "made fast again at the sag step); the pivot, "
          "tilted {lean}°, its inner end up, brings it to its lean, so no wedges; put the "
          "locking bolt in (a drift lines the holes up), both nyloc nuts snug, not "
          "clamping (the cheeks stand {side} mm off the "
          "pole: tightened, they bend in); tie the guy off round the cross "
          "sleeper with a trucker's hitch, its loop {loop} m up the guy from the sleeper "
          "(houzhi's: room to haul), and two half hitches, hand-snug ({hitch} m of the {beyond} "
          "m beyond the sleeper); lines off their weights, left on the eye").format(
            lying=f"{lying:.2f}", leaned=f"{guy_len:.2f}", ease=f"{UPPER_EASE_M:g}",
            lean=f"{math.degrees(math.atan(lean)):.1f}",
            side=f"{(tab.gap_mm - tab.post_mm) / 2:g}", loop=f"{trucker_loop_m(0.0):.2f}",
            hitch=f"{sleeper_hitch:.2f}", beyond=f"{beyond:.2f}"),
        _("once both posts are locked, haul each guy until the plumb, held to the pole's "
          "outer side at the cleats' mark, {cleat} mm along the pole from the butt (mark the "
          "east post there too), reads {plumb} ± {tol} mm, no more: the bob "
          "{plumb} mm outward of the base plate's outer edge, level at its top (for a {post} mm "
          "pole; half of any more, farther); only then set the sags (the sag step), then haul "
          "or ease each guy to it again{chafe}").format(cleat=cleat_mark, plumb=f"{plumb_mm:.0f}", post=tab.post_mm,
                                 chafe=chafe, tol=PLUMB_TOL_MM),
        *([bundle_words()] if untied else []),
    ]
    no_dig_lowering = [
        _("the 綱 off first (the take-down step): a guy may not be cast off while the ropes "
          "pull its post in"),
        _("cast off the guy's hitch, a turn kept round the cross sleeper"),
        _("the north and south lines round their weights' sleepers, each hauled taut round a "
          "round turn, two half hitches, before the lock comes out (an unlocked post falls "
          "north or south)"),
        _("take the locking bolt out; the pivot's nut snug"),
        _("cast off the north line's half hitches, keep its round turn; walk the post down "
          "south onto its prop, paying the guy out {pay} m, while one person surges the north "
          "line out round the sleeper, its brake ({surge} m: eye to weight {standing} m "
          "standing, {lying} m lying); the south line goes slack: tend it").format(
            pay=f"{pay_out:.2f}", surge=f"{north_lying - north_standing:.2f}",
            standing=f"{north_standing:.2f}", lying=f"{north_lying:.2f}"),
    ]
    knot_words = _("a round turn and two half hitches in {d} mm rope round a {post} mm post "
                   "take about {need} m at each end of a 綱").format(
        d=round(d_rope * 1000), post=post_mm, need=f"{knot:.2f}")
    if given is None:
        knot_words += _(": houzhi cuts each 綱 with {tie} m at its east end for it "
                        "(--tie-off to change)").format(tie=f"{tie:.2f}")
    elif tie < knot:
        knot_words += _(": more than the {tie} m allowed for it; give --tie-off \"{need} m\" "
                        "(the ropes' cut lengths and the rope to buy follow)").format(
            tie=f"{tie:.2f}", need=f"{math.ceil(knot * 10) / 10:.1f}")
    # the loops 縜: the text's 一寸 read as the opening the rope runs through (縜，籠綱者),
    # widened to the rope and houzhi's room where the rope is thicker; the cord round the
    # opening, π(w + c), and an end under the box-X on each face of the folded tape
    text_open = float(b.rigging.yun_chi * b.mm_per_chi)
    need_open = d_rope * 1000 + LOOP_ROOM_MM
    loop_open = max(text_open, need_open)
    loop_cord = math.ceil(round(math.pi * (loop_open + LOOP_CORD_MM) + TAPE_MM, 6))
    per_loop = max(x[1] / lp.count for x, lp in zip(ropes, b.loops, strict=True))
    cord_n = loads.ROPE_SAFETY * per_loop
    loop_words = _("{n} loops of {c} mm braided polyester cord, breaking strength at least "
                   "{kn} kN; each {cord} mm of cord round an opening {open} mm across").format(
        n=sum(lp.count for lp in b.loops), c=LOOP_CORD_MM, kn=f"{cord_n / 1000:.2f}",
        cord=loop_cord, open=f"{loop_open:.0f}")
    if text_open < need_open:
        loop_words += _(": the 縜 as the text gives it (一寸, {text} mm) is too small for the "
                        "{d} mm 綱; houzhi makes the loops {open} mm across (or use a thinner "
                        "綱 and lower the design wind, --wind)").format(
            text=f"{text_open:.0f}", d=round(d_rope * 1000), open=f"{loop_open:.0f}")
    else:
        loop_words += _(" (一寸, 縜寸焉): the {d} mm 綱 passes with {spare} mm to spare").format(
            d=round(d_rope * 1000), spare=f"{text_open - d_rope * 1000:.0f}")
    cleat = cleat_mm(d_rope * 1000)
    knot_words += _("; at the west end, beside its lead along the post to the cleat, a round "
                    "turn at the mark takes {turn} m, a cleat hitch on a {cleat} mm cleat "
                    "{hitch} m and a tail to hold while easing it off {tail} m: {west} m").format(
        turn=f"{round_turn_m(post_mm / 1000, d_rope):.2f}", cleat=cleat,
        hitch=f"{cleat_hitch_m(cleat / 1000, d_rope):.2f}", tail=f"{CLEAT_TAIL_M:.2f}",
        west=f"{west_end_m(post_mm / 1000, d_rope):.2f}")
    loop_why = _("the text's 一寸 read as the loop's opening, which the rope runs through "
                 "(鄭司農 in the 注: 縜，籠綱者); the opening at least the rope and {room} mm, for its taped end to pass "
                 "and the rope to slide as it is tightened; the cord π(w + c) round the opening "
                 "w and an end of {end} mm under the box-X on each face of the folded tape; its "
                 "strength {safety}× a loop's share of its rope's load").format(
                   room=LOOP_ROOM_MM, end=f"{TAPE_MM / 2:g}", safety=loads.ROPE_SAFETY)
    cloth_mm, apart_mm = float(t.height_chi) * k * 1000, float(t.top_chi - t.bottom_chi) * k * 1000
    slack = slack_row(cloth_mm, apart_mm, loop_open, d_rope * 1000)
    slack_mm = loop_slack_mm(cloth_mm, apart_mm, loop_open, d_rope * 1000)
    rows = [
        RigRow(_("design wind"), _("{v} m/s in gusts: {calm}").format(
            v=f"{v:g}", calm=calm_words(v, anemometer=False)),
               _("houzhi's default: archery is not shot in a stronger wind, and a cloth target "
                 "is a sail (--wind to change)")),
        RigRow(_("the cloth"), _("{area} m², about {kg} kg ({n} N)").format(
            area=f"{area:.2f}", kg=f"{area * CLOTH_KG_M2:.1f}", n=f"{weight:.0f}"),
               _("houzhi takes {g} g/m², a medium linen canvas").format(
                   g=f"{CLOTH_KG_M2 * 1000:.0f}")),
        RigRow(_("wind on the cloth"), _("q = {q} Pa; F = {f} N ({kgf} kg-force)").format(
            q=f"{q:.0f}", f=f"{wind:.0f}", kgf=f"{wind / loads.GRAVITY:.0f}"),
               _("a modern engineering assumption: {source}").format(
                   source=_(loads.SOURCES["wind"]))),
        *(RigRow(_("{name}: pull").format(name=name),
                 _("H = {h} kN along the span, T = {t} kN at each post (load {load} N, its own "
                   "weight {own} N, span {span} m, sag {sag} m; in still air H0 = {h0} kN, "
                   "stretch {stretch} mm)").format(
                     h=f"{h / 1000:.2f}", t=f"{tension / 1000:.2f}", load=f"{load:.0f}",
                     span=f"{span:.2f}", sag=f"{p.sag_m:.2f}", own=f"{p.own_n:.0f}",
                     h0=f"{p.still_n / 1000:.2f}", stretch=f"{p.stretch_m * 1000:.0f}"),
                 _("{rope}; {stretch}").format(rope=_(loads.SOURCES["rope"]),
                                               stretch=_(loads.SOURCES["stretch"])) if n else
                 _("stretched by H0 in still air (the cloth's weight and its own), it is cut "
                   "that much shorter; in the wind it swings downwind and stretches further: "
                   "houzhi takes its stretch in proportion to its pull, {stretch} at breaking "
                   "(polyester's least, 15–25%: Rhino Rope): the stiffest rope, the greatest "
                   "pull; for the rope below").format(
                       stretch=f"{loads.STRETCH_AT_BREAK:.0%}"))
          for n, ((name, load, span, h, tension), p)
          in enumerate(zip(ropes, figures, strict=True))),
        RigRow(_("design sag"), _("the 下綱 {sag} mm at mid-span, its middle {mid} mm above the "
                                  "ground in still air (tied at {height} mm at the posts); the "
                                  "上綱 {upper} mm, hauled until the cloth is taut at mid-span "
                                  "(the sag step); in the wind both sag more (the pulls "
                                  "above)").format(
            sag=f"{sag * 1000:.0f}", mid=f"{lower_mid * 1000:.0f}",
            height=f"{float(t.bottom_chi) * k * 1000:.0f}", upper=f"{upper_sag * 1000:.0f}"),
               _("houzhi's: a rope of a fixed length between fixed ends sags as much in the "
                 "direction of its load's resultant, in still air straight down; so the 下綱's "
                 "sag is at most {half} of its height (下綱不及地武) and {most} of the span, for "
                 "slacker the cloth billows and swings; the 上綱 sags less by the cloth's slack "
                 "at the posts, and its pull is reckoned so").format(
                   half=SAG_OF_HEIGHT, most=SAG)),
        slack,
        RigRow(_("rope for the 綱"), rope_words(rope, top),
               _("houzhi's: the thinnest rope with {safety}× the pull in breaking strength "
                 "(knots take up to half, sun and wear more); three-strand polyester keeps its "
                 "strength wet and stretches little; a hemp or manila rope has about half the "
                 "strength and shrinks when wet: if one is used for the look, take two sizes up. "
                 "Source: {source}").format(safety=loads.ROPE_SAFETY,
                                             source=_(loads.ROPE_SOURCE))),
        RigRow(_("knots"), _("a round turn and two half hitches at the east post; at the west "
                             "post a round turn at the mark, the end led along the post to a "
                             "cleat at hand height and made fast with a cleat hitch (a turn "
                             "round the cleat's base, two figure-eights over its horns, a "
                             "locking hitch); a bowline for each guy's eye round the post "
                             "just above the 上綱, over a through-bolt that keeps it from "
                             "sliding down the leaning post; a trucker's hitch at each anchor, "
                             "tied off with two half hitches"),
               _("houzhi's: the round turn takes the load before the hitches and unties after "
                 "a pull; the bowline does not slip or jam; the trucker's hitch sets a stiff "
                 "guy tight by hand (a taut-line hitch slips at kN loads)")),
        RigRow(_("rope for the knots"), knot_words,
               _("houzhi's: a round turn is twice round the post, 2π(D + d); each half hitch "
                 "about 3πd round the standing part; a tail of 12 rope diameters. A cleat {per} "
                 "times the rope's diameter long, the next size sold (a rigger's rule of thumb, "
                 "an inch of cleat for each sixteenth of an inch of rope: B. Toss; J. Vigor, "
                 "Cleats and the bottom line, 2013); on it each pass of the rope along the "
                 "cleat and round a horn takes about L + πd: two for the turn round its base, "
                 "two for each of {eights} figure-eights, one for the locking hitch").format(
                   per=CLEAT_PER_ROPE, eights=CLEAT_EIGHTS)),
        RigRow(_("guys"), _("each post a back guy from the upper rope's end, {deg}° from the "
                            "ground, outward in line with the ropes, anchored {anchor} m from the "
                            "centre line ({beyond} m beyond the post's foot): {kn} kN; guy rope "
                            "{rope}, {m} m for each guy: {upright} m from the eye to the anchor "
                            "with the post upright ({leaned} m once leaned), {bowline} m for the "
                            "bowline at the post and {trucker} m for the trucker's hitch at the "
                            "anchor, with purchase for the whole lean").format(
            deg=f"{degrees:.0f}", anchor=f"{float(anchor_x) * k:.2f}",
            beyond=f"{float(b.rigging.guy_run_chi) * k:.2f}",
            kn=f"{guy / 1000:.2f}", rope=rope_words(guy_rope, guy), m=f"{guy_m:.2f}",
            upright=f"{upright:.2f}", leaned=f"{guy_len:.2f}", bowline=f"{bowline:.2f}",
            trucker=f"{trucker:.2f}"),
               _("houzhi's: the ropes pull the posts inward with H, far more than a post can "
                 "take in bending; the guy takes it in tension (賈 leans the posts outward, "
                 "邪豎之, which the guy holds). At {degrees}° a guy needs as much ground beyond the "
                 "post as its height; steeper, it pulls harder for the same hold. About the "
                 "foot: G = Σ H·h / (h·cos θ + e·sin θ), e the lean at the rope").format(
                   degrees=GUY_DEGREES)),
        RigRow(_("posts 植"), _("{timber}, at least {mm} mm across (bending at the ground {m} "
                               "N·m from the wind's half-loads)").format(
            timber=timber_words(), mm=post_mm, m=f"{moment:.0f}"),
               _("houzhi's: {source}; design strength {mpa} MPa ({standard}), wind × {factor}; "
                 "never under {least} mm, for a thinner pole whips in gusts however strong it "
                 "is").format(
                   source=_(loads.SOURCES["post"]), mpa=f"{loads.TIMBER.design_pa / 1e6:.1f}",
                   standard=_(loads.TIMBER.source), factor=loads.LOAD_FACTOR,
                   least=MIN_POST_MM)),
        *size.rows(),
        RigRow(_("anchors"), _("screw-in ground anchors rated for at least {kn} kN each (not a "
                               "single 600 mm stake, which holds far less in most soils)").format(
            kn=anchor_kn(guy)),
               _("houzhi's: {factor}× the guy's pull, for gusts above the design wind and "
                 "soft or wet ground").format(factor=HOLD_FACTOR)),
        RigRow(_("where the ground may not be dug"),
               _("each post in a steel tabernacle on a weighted base, each guy and north and "
                 "south line on a weight (the weighted base)")
               + _(". Cut each post {cut} mm shorter along the pole than the posts page "
                   "gives it (its depth {depth} mm and {butt} mm for the butt's {up} mm up on "
                   "the deck), round its butt R{r} mm about the pivot's hole, {r} mm from the "
                   "butt, and bore the lock's hole {lock} mm from the butt, both east–west "
                   "(the no-dig work page lists the marks)").format(
                       cut=cut_mm, depth=round(size.depth_mm * slant),
                       up=f"{base.butt_mm:.0f}", butt=round(base.butt_mm * slant), r=tab.butt_mm,
                       lock=tab.butt_mm + tab.lever_mm),
               _("houzhi's: the locked tabernacle holds the foot fast, carrying the post's "
                 "bending into the base: a pivot alone carries none, and the post would fall "
                 "north or south. The sheets' heights are from the ground, and the deck lifts "
                 "the butt. The cheeks are checked with the guy taking the ropes' pull: slack, "
                 "it sends the pull across the inboard cheek's {t} mm; a trucker's hitch sets a "
                 "pull, a bowline only a length").format(t=tab.cheek_t_mm),
               (StepList(_("the order of the work"), tuple(no_dig_order)),
                StepList(_("to lower"), tuple(no_dig_lowering)))),
        RigRow(_("the weighted base"),
               weighted_base.base_words(base, tab) + _("; ") + weighted_base.line_words(base, south_mm),
               weighted_base.base_why(base)),
        RigRow(_("the guys' weights"), weighted_base.guy_weight_words(guy_weight),
               _("houzhi's: the guy lifts its weight by G·sin θ and drags it along the grass by "
                 "G·cos θ, held by μ = {mu} of what is left: m·g ≥ {factor}·G·(sin θ + cos "
                 "θ/μ) = {factor} × {g} N × ({sin} + {cos}/{mu}); the slabs, as the base's, "
                 "on sleepers so the guy has a bar to be tied round").format(
                   mu=FRICTION, factor=HOLD_FACTOR, g=f"{guy:.0f}", sin=f"{sin_g:.3f}",
                   cos=f"{cos_g:.3f}")),
        RigRow(_("the tabernacle"), tabernacle.tabernacle_words(tab),
               _("houzhi's: the two bolts carry the post's bending {m} N·m and shear {v} N "
                 "× {factor} as a couple, {lock} kN each ({pivot} kN on the pivot with the "
                 "whole force on the foot, {r} N: its inward thrust and its push down "
                 "together); an M{d} holds {shear} kN in double shear, {timber} kN in "
                 "the pole; a base bolt {tension} of {rd} kN. {source}").format(
                   m=f"{moment:.0f}", v=f"{shear:.0f}", factor=loads.LOAD_FACTOR,
                   lock=f"{tab.lock_n / 1000:.1f}", pivot=f"{tab.pivot_n / 1000:.1f}",
                   r=f"{thrust:.0f}", d=tab.bolt_mm, shear=f"{tab.shear_rd_n / 1000:.1f}",
                   timber=f"{tab.timber_rd_n / 1000:.1f}",
                   tension=f"{tab.base_bolt_n / 1000:.1f}", rd=f"{tab.tension_rd_n / 1000:.1f}",
                   source=_(tabernacle.SOURCE))),
        *([RigRow(_("the 下綱's lug"), tabernacle.lug_words(lug), tabernacle.lug_why(lug))]
          if lug is not None else []),
        RigRow(_("take it down"), take_down_words(v),
               _("houzhi's: everything above is sized for the design wind and no more, with both "
                 "綱 tied (the rigging and raising's last step says how)")),
    ]
    return Rigging(v, area, weight, q, wind, tuple(ropes), rope, guy, guy_rope, moment,
                   post_mm, ballast, guy_ballast, tuple(rows), guy_m=guy_m, guy_degrees=degrees,
                   guy_anchor_m=float(anchor_x) * k, guy_upright_m=upright,
                   tie_off_m=tie_m, sag_m=sag, upper_sag_m=upper_sag,
                   lower_mid_m=lower_mid, wind_sag_m=tuple(wind_sags),
                   own_weight_n=tuple(p.own_n for p in figures),
                   still_pull_n=tuple(p.still_n for p in figures),
                   stretch_m=tuple(p.stretch_m for p in figures), loop_open_mm=loop_open,
                   loop_cord_mm=loop_cord, loop_cord_n=cord_n, loop_words=loop_words,
                   loop_why=loop_why, tabernacle=tab, base=base, lug=lug,
                   guy_weight=guy_weight, north_standing_m=north_standing,
                   north_lying_m=north_lying, no_dig_cut_mm=cut_mm, south_run_mm=south_mm, foot=size, slack=slack,
                   slack_mm=slack_mm, bow_mm=billow_mm(cloth_mm, slack_mm))


def take_down_words(wind_m_s: float) -> str:
    """When to take the target down, in words: as soon as gusts pass the design wind
    ``wind_m_s`` (m/s), the one limit the rigging is sized for — said the same wherever the
    sheet and the book speak of taking it down."""
    v = loads._real(wind_m_s, "take_down_words(): wind_m_s")
    force = calm_force(v)
    if force is None:
        return _("when a hand anemometer reads gusts over {v} m/s").format(v=f"{v:g}")
    up = force + 1
    return _("from a mean wind of Beaufort {up} ({words}) or gusts over {v} m/s on a hand "
             "anemometer").format(up=up, v=f"{v:g}",
                                  words=_(_BEAUFORT_WORDS.get(up, N_("a gale"))))


def sag_length_words(b: Built) -> str:
    """houzhi's reckoning of the rope between the knots of ``b``'s ropes, in words: the design
    sag (:func:`build_sag_chi`) and the sagging rope's length against its span
    (:func:`sag_length_chi`), with its reason and its source."""
    _require_build(b, "sag_length_words(): b")
    k = float(b.mm_per_chi)
    sag = build_sag_chi(b)
    rig = rigging(b)
    stretches = listing(_("{mm} mm for the {rope} (H0 = {h0} N)").format(
        mm=f"{float(r.stretch_chi) * k:.0f}", rope=r.name, h0=f"{h0:.0f}")
        for r, h0 in zip(b.ropes, rig.still_pull_n, strict=True))
    upper = b.ropes[0].sag_chi
    return _("the 下綱 sags {sag} mm at mid-span, the lesser of {half} of its height above the "
             "ground and {most} of its span, and the 上綱 {upper} mm, hauled until the cloth "
             "between them is taut at mid-span (the sag step: the 下綱's sag less the cloth's "
             "slack at the posts); a rope sagging s over a span L is L + 8s²/(3L) "
             "long (a shallow parabola, the first two terms of its arc length; H. M. Irvine, "
             "Cable Structures, 1981). But a rope stretches under its pull, and in still air the "
             "cloth's weight and its own pull it along the span with H0 = c0/s (the cable "
             "theorem): houzhi's modern engineering cuts it shorter by that stretch, "
             "Lu = (L + 8s²/(3L))/(1 + H0/EA), EA its breaking strength over {stretch} (the "
             "least stretch of a polyester rope at breaking; Irvine, ch. 2): {stretches}, to the "
             "mm. So cut, tied at its marks, it stretches to the design sag the rigging is "
             "sized for").format(sag=f"{float(sag) * k:.0f}", half=SAG_OF_HEIGHT, most=SAG,
                                 upper=f"{float(upper) * k:.0f}",
                                 stretch=f"{loads.STRETCH_AT_BREAK:.0%}", stretches=stretches)


def knot_m(post_m: float, rope_m: float) -> float:
    """The rope (m) a round turn and two half hitches take round a post ``post_m`` (m) across in
    a rope ``rope_m`` (m) thick: 2π(D + d) for the turn, about 3πd for each half hitch round the
    standing part, and a tail of 12d (houzhi's reckoning)."""
    d = loads._real(rope_m, "knot_m(): rope_m")
    return 2 * math.pi * (loads._real(post_m, "knot_m(): post_m") + d) + 2 * 3 * math.pi * d + 12 * d


#: houzhi's room between the 下綱's lug and the cheeks' top, mm: a lug nearer the top, or a
#: mark above it, and the 下綱 is tied round the pole as on a dug post.
LUG_ROOM_MM = 20
#: The height of the cleats on the west post, mm (houzhi's: hand height, so that the 綱's west
#: ends are made fast and struck from the ground, no one climbing in a wind).
CLEAT_MM = 1200
#: houzhi's tolerances where the ground may not be dug, mm: the tape bow to bow across the two
#: lugs' shackles once the bases are laid (before they are loaded and can no longer be moved),
#: and the plumb at the cleats' mark (a bob on some 2 m of string in a breeze)
BOW_TAPE_TOL_MM = 10
PLUMB_TOL_MM = 10
#: houzhi's: how far (m) to ease the west 上綱 off its cleat as the first post rises where the
#: ground may not be dug: made fast at both ends, the 上綱 is some 0.24 m shorter than its marks
#: are apart with one post standing and the other lying on its pivot (maker review 10: 13.18
#: against 12.94 m at 50弓), so about this much with a little to spare
UPPER_EASE_M = 0.3
#: houzhi's through-bolts on the posts (the guy's eye above the 上綱, a stop under each 綱):
#: galvanised, of this size, whose shear strength is many times a guy's pull along the pole.
BOLT = "M16"
#: the bolts on each post: one above the 上綱's mark for the guy's eye, one under each 綱's mark
#: as a stop; and the cleats, one for each 綱's west end on the west post
BOLTS_PER_POST = 3
CLEATS = 2
#: what a through-bolt takes beyond the post's thickness, mm (houzhi's: a washer under the head,
#: a washer and a nut, and a thread's end beyond the nut); bolts are sold by this step, mm
BOLT_BEYOND_MM, BOLT_STEP_MM = 50, 20
#: houzhi's bolts for each cleat, through the post as the other bolts, of this size
CLEAT_BOLT, CLEAT_BOLTS = "M8", 2
#: the auger's diameter for the M16 through-bolts, mm: a millimetre or two of clearance
BOLT_HOLE_MM = 18


def bolt_length_mm(post_mm: int) -> int:
    """A through-bolt's length, mm, through a post ``post_mm`` (mm) across: the post and
    :data:`BOLT_BEYOND_MM`, to the next :data:`BOLT_STEP_MM` (140 mm → 190 → 200 mm)."""
    d = loads._real(post_mm, "bolt_length_mm(): post_mm")
    return BOLT_STEP_MM * math.ceil(round((d + BOLT_BEYOND_MM) / BOLT_STEP_MM, 9))

#: what houzhi buys of a rope or a tape beyond its reckoned length: a twentieth, for whipping
#: the ends and mistakes
SPARE = Fraction(1, 20)
#: houzhi's rule for a cleat's length: this many times the diameter of the rope made fast on it
#: (a rigger's rule of thumb, an inch of cleat for each sixteenth of an inch of rope: B. Toss,
#: and J. Vigor, "Cleats and the bottom line", 2013), so that the turns lie uncrowded and grip
CLEAT_PER_ROPE = 16
#: the lengths cleats are sold in, mm (tip to tip); houzhi takes the first at least the rule's
CLEAT_SIZES_MM = (100, 150, 200, 250, 300, 350, 400)
#: the cleat hitch as houzhi ties it: a turn round the cleat's base, this many figure-eights over
#: its horns, and a locking hitch (two figure-eights for a rope left under a gusting load)
CLEAT_EIGHTS = 2
#: the tail left beyond the cleat hitch, m (houzhi's): a hand's grip to hold while easing it off
CLEAT_TAIL_M = 0.5
#: houzhi's room round a post in its hole, mm, on every side: for the backfill to be tamped.
HOLE_ROOM_MM = 130
#: houzhi's two reference stakes (pegs) on the posts' line outward of each hole's stake, m: set
#: before digging, which takes the stake away, a tape from them finds its place again (the butt's
#: place at the bottom, the slot's ends, the hole's line).
REFERENCE_M = (1, 2)
#: houzhi's room to work a trucker's hitch, m: its loop tied this much farther from the anchor
#: than the take-up needs, and as much of the hauling part to pull on.
TRUCKER_ROOM_M = 0.5
#: the rope the slipped loop of a trucker's hitch takes, m (houzhi's).
TRUCKER_LOOP_M = 0.5


def cleat_mm(rope_mm: float) -> int:
    """houzhi's cleat for a rope ``rope_mm`` (mm) thick, its length tip to tip in mm: the first of
    :data:`CLEAT_SIZES_MM` at least :data:`CLEAT_PER_ROPE` times the rope's diameter (the largest
    where none is)."""
    need = CLEAT_PER_ROPE * loads._real(rope_mm, "cleat_mm(): rope_mm")
    return next((n for n in CLEAT_SIZES_MM if n >= need - 1e-9), CLEAT_SIZES_MM[-1])


def round_turn_m(post_m: float, rope_m: float) -> float:
    """The rope (m) a round turn takes round a post ``post_m`` (m) across in a rope ``rope_m``
    (m) thick: twice round its centre line, 2π(D + d) (houzhi's, as :func:`knot_m`)."""
    d = loads._real(rope_m, "round_turn_m(): rope_m")
    return 2 * math.pi * (loads._real(post_m, "round_turn_m(): post_m") + d)


def cleat_hitch_m(cleat_m: float, rope_m: float) -> float:
    """The rope (m) a cleat hitch takes on a cleat ``cleat_m`` (m) long in a rope ``rope_m`` (m)
    thick (houzhi's reckoning): each pass of the rope along the cleat about its length and a half
    turn round a horn, L + πd; a turn round the base is two passes, each figure-eight two more
    (:data:`CLEAT_EIGHTS` of them), the locking hitch one: (2 + 2n + 1)(L + πd)."""
    length = loads._real(cleat_m, "cleat_hitch_m(): cleat_m")
    d = loads._real(rope_m, "cleat_hitch_m(): rope_m")
    return (2 + 2 * CLEAT_EIGHTS + 1) * (length + math.pi * d)


def west_end_m(post_m: float, rope_m: float) -> float:
    """The rope (m) a 綱's west end takes beyond its mark but the lead along the post: a round
    turn at the mark (:func:`round_turn_m`), a cleat hitch on houzhi's cleat for the rope
    (:func:`cleat_mm`, :func:`cleat_hitch_m`) and a tail of :data:`CLEAT_TAIL_M` to hold while
    easing it off. ``post_m`` the post's diameter, ``rope_m`` the rope's (m)."""
    d = loads._real(rope_m, "west_end_m(): rope_m")
    cleat = cleat_mm(d * 1000) / 1000
    return round_turn_m(post_m, d) + cleat_hitch_m(cleat, d) + CLEAT_TAIL_M


def bowline_m(post_m: float, rope_m: float) -> float:
    """The rope (m) a bowline's eye round a post ``post_m`` (m) across takes in a rope ``rope_m``
    (m) thick: π(D + d) round the post and about 40d for the knot and its tail (houzhi's)."""
    d = loads._real(rope_m, "bowline_m(): rope_m")
    return math.pi * (loads._real(post_m, "bowline_m(): post_m") + d) + 40 * d


def trucker_loop_m(take_up_m: float) -> float:
    """Where a trucker's hitch's loop is tied, m up the rope from the anchor it is hauled round,
    to take up ``take_up_m`` (m): the take-up and :data:`TRUCKER_ROOM_M`, room to haul
    (houzhi's)."""
    return max(loads._real(take_up_m, "trucker_loop_m(): take_up_m"), 0.0) + TRUCKER_ROOM_M


def truckers_hitch_m(take_up_m: float, rope_m: float) -> float:
    """The rope (m) a trucker's hitch at an anchor takes to take up ``take_up_m`` (m) in a rope
    ``rope_m`` (m) thick: its hauling part runs to the anchor and back to the loop, so twice the
    loop's distance from the anchor (:func:`trucker_loop_m`: the take-up and
    :data:`TRUCKER_ROOM_M`), the loop (:data:`TRUCKER_LOOP_M`), and two half hitches, 6πd, with
    a tail of 12d (houzhi's)."""
    loop = trucker_loop_m(loads._real(take_up_m, "truckers_hitch_m(): take_up_m"))
    d = loads._real(rope_m, "truckers_hitch_m(): rope_m")
    return 2 * loop + TRUCKER_LOOP_M + 6 * math.pi * d + 12 * d


@dataclass(frozen=True)
class Slot:
    """A post's hole as the digging step gives it, all mm: at the top ``out_mm`` outward of the
    stake (where the pole enters the ground) to ``in_mm`` inward, ``ew_mm`` east–west by
    ``ns_mm`` north–south, ``depth_mm`` deep; the outer wall slanted at the posts' lean, so at
    the bottom ``inward_mm`` further in, where the butt stands; a ramp in its south side."""

    out_mm: int
    in_mm: int
    ew_mm: int
    ns_mm: int
    depth_mm: float
    inward_mm: int


def dig_slot(post_mm: float, depth_mm: float, lean: float) -> Slot:
    """The hole for a post ``post_mm`` (mm) across set ``depth_mm`` (mm) deep leaning ``lean``
    (outward per unit of height): :data:`HOLE_ROOM_MM` round the post for the tamper, the butt
    ``depth_mm``·``lean`` inward of the stake, each width up to the next 10 mm (houzhi's)."""
    inward = round(depth_mm * lean)  # the hole's bottom, inward of the ground point
    ew = _tens(post_mm + inward + 2 * HOLE_ROOM_MM)
    out = round(post_mm / 2 + HOLE_ROOM_MM)
    return Slot(out, ew - out, ew, _tens(post_mm + 2 * HOLE_ROOM_MM), depth_mm, inward)


#: houzhi's stakes for the temporary north and south lines of the raising: hardwood, this many
#: mm square and long, driven two thirds in, leaning away from the line (they hold a post only
#: in light air, while it is raised and until its hole is back-filled)
LINE_STAKE_MM = 50
LINE_STAKE_LONG_MM = 600
#: houzhi's wedges: hardwood, this many to a post, side by side between its inner face and the
#: hole's inner wall at the ground line, this many mm wide
WEDGES_PER_POST = 2
WEDGE_WIDE_MM = 100
#: a wedge's length over its thick end (houzhi's: a taper of one in three holds when driven)
WEDGE_TAPER = 3


def _tens(mm: float) -> int:
    """``mm`` up to the next 10 mm."""
    return 10 * math.ceil(round(mm / 10, 6))


def hole_mm(b: Built) -> tuple[int, int, int]:
    """The post hole of ``b``, in mm: how far inward of the stake the butt stands at the bottom
    (the posts' lean over the depth), and the slot's east–west and north–south size at the top
    (the post, the butt's run inward and :data:`HOLE_ROOM_MM` on every side, up to 10 mm)."""
    _require_build(b, "hole_mm(): b")
    slot = dig_slot(rigging(b).post_mm, float(b.posts.depth_chi) * float(b.mm_per_chi),
                    float(b.posts.lean))
    return slot.inward_mm, slot.ew_mm, slot.ns_mm


@dataclass(frozen=True)
class RaisingGear:
    """What the raising uses and takes away again (houzhi's; the texts raise no posts): four
    temporary lines, a north and a south one on each post, each from the guy's eye down to a
    stake :attr:`run_m` north or south of the hole; the four stakes; the wedges. Lengths in m
    but the stakes' and wedges' sizes (mm)."""

    #: each line: its straight length from the eye (at its height along the upright post) to
    #: its stake, the bowline at the post, the round turn and two half hitches at the stake,
    #: and the length to cut (their sum, with the longer of the stake's knot and the weight's,
    #: :attr:`sleeper_knot_m`)
    straight_m: float
    bowline_m: float
    stake_knot_m: float
    line_m: float
    #: the eye's height along the upright post and the stake's distance from the hole (m)
    height_m: float
    run_m: float
    #: the rope (the guys'), None where none in houzhi's table holds the guys
    rope: loads.RopeGrade | None
    #: the round turn and two half hitches round a weight's sleeper where the ground may not be
    #: dug (m): the line is cut for the longer of the two knots
    sleeper_knot_m: float = 0.0
    #: where the ground may not be dug, a line lowering its post as the north line: the eye to
    #: its weight with the post lying (m), a round turn kept round the weight's sleeper (m) and a
    #: hand-hold beyond it (m); every line is cut for it too (:attr:`line_m`), so any line serves
    #: north or south
    lying_m: float = 0.0
    sleeper_turn_m: float = 0.0
    hold_m: float = 0.0
    lines: int = 4
    stakes: int = 4
    stake_mm: int = LINE_STAKE_MM
    stake_long_mm: int = LINE_STAKE_LONG_MM
    wedges: int = 2 * WEDGES_PER_POST
    wedge_thick_mm: int = 0
    wedge_long_mm: int = 0
    wedge_wide_mm: int = WEDGE_WIDE_MM


#: the ramp cut into each hole's south side runs this far south per mm of the hole's depth
#: (houzhi's: one in one, as the plan of the hole draws it; the digging step gives no slope).
RAMP_RUN = 1


def raising_reach_m(b: Built) -> float:
    """How far south of the target's foot line (m) the raising lays out ``b``'s posts: each on
    the ground, tops to the south, its butt at the head of its hole's ramp (the
    ropes-through-the-loops step), half the slot north–south, the ramp (:data:`RAMP_RUN` × the
    depth) and the pole's length beyond the posts' line; the cloth, laid between them, is
    shorter than a post (houzhi's)."""
    _require_build(b, "raising_reach_m(): b")
    p, k = b.posts, float(b.mm_per_chi)
    depth_mm = float(p.depth_chi) * k
    slot = dig_slot(rigging(b).post_mm, depth_mm, float(p.lean))
    return (slot.ns_mm / 2 + RAMP_RUN * depth_mm + float(p.length_chi) * k) / 1000


def raising_gear(b: Built) -> RaisingGear:
    """The temporary lines, stakes and wedges of ``b``'s raising (:class:`RaisingGear`): each
    line √(h² + r²) from the guy's eye h along the upright post (the 上綱's height × the slant)
    to its stake r from the hole (the model's
    :attr:`~houzhi.model.rigging.Rigging.line_run_chi`), a bowline round the post and a round
    turn and two half hitches round the stake (or, where the ground may not be dug, round its
    weight's sleeper), in the guys' rope; each wedge as thick as the gap
    at the ground line between the upright post, standing over its butt, and its hole's inner
    wall (the slot and :data:`HOLE_ROOM_MM`), :data:`WEDGE_TAPER` times as long."""
    _require_build(b, "raising_gear(): b")
    rig = rigging(b)
    k = float(b.mm_per_chi) / 1000
    height = float(b.target.top_chi) * b.posts.slant * k
    run = float(b.rigging.line_run_chi) * k
    straight = math.hypot(height, run)
    d = (rig.guy_rope or loads.ROPES[-1]).diameter_mm / 1000
    bowline = bowline_m(rig.post_mm / 1000, d)
    knot = knot_m(LINE_STAKE_MM / 1000, d)
    # where the ground may not be dug, a round turn and two half hitches round the weight's
    # sleeper, laid flat across the line (the round turn holds the line taut while the hitches
    # are made; a bowline would set only a length): round its section, 2(b + t), as round a
    # post of that girth
    wide, thick = weighted_base.SLEEPER_MM
    sleeper_knot = knot_m(2 * (wide + thick) / math.pi / 1000, d)
    turn = round_turn_m(2 * (wide + thick) / math.pi / 1000, d)  # the round turn alone
    inward, slot_ew, _ns = hole_mm(b)
    # the gap at the ground line between the upright post, over its butt, and the hole's inner
    # wall, where it is wedged until the lean is set
    thick = _tens(slot_ew - rig.post_mm - HOLE_ROOM_MM - inward)
    # lowering where the ground may not be dug, the north line is surged out round its weight's
    # sleeper, a round turn kept on it, until the post lies: from the eye lying to the weight, the
    # round turn and a hand-hold; every line is cut for it as well, so any line serves as north
    lowering = rig.north_lying_m + turn + CLEAT_TAIL_M if rig.base is not None else 0.0
    # the south line where the ground may not be dug, its weight beyond the lying post's top
    south = math.hypot(height, rig.south_run_mm / 1000) + sleeper_knot
    line = bowline + max(straight + max(knot, sleeper_knot), lowering, south)
    return RaisingGear(straight, bowline, knot, line,
                       height, run, rig.guy_rope, sleeper_knot_m=sleeper_knot,
                       lying_m=rig.north_lying_m, sleeper_turn_m=turn, hold_m=CLEAT_TAIL_M,
                       wedge_thick_mm=thick,
                       wedge_long_mm=_tens(WEDGE_TAPER * thick))


def timber_words() -> str:
    """The posts' timber in words, in the reader's language."""
    return _("round poles of {timber}").format(timber=_(loads.TIMBER.name))


_BEAUFORT_WORDS = {0: N_("calm, smoke rises straight"), 1: N_("smoke drifts"),
                   2: N_("leaves rustle, wind felt on the face"),
                   3: N_("leaves and small twigs in constant motion"),
                   4: N_("small branches move, dust and loose paper rise"),
                   5: N_("small trees in leaf sway"), 6: N_("large branches in motion"),
                   7: N_("whole trees in motion"), 8: N_("twigs break off trees")}


@dataclass(frozen=True)
class RaiseStep:
    """One step of rigging and raising the target, in the order a crew works (houzhi's; the
    texts' own order of hanging, 張侯 and the rest, follows once it stands): ``title``, what to
    do (``how``) and houzhi's reason (``why``)."""

    order: int
    title: str
    how: str
    why: str


def bundle_words() -> str:
    """Casting off the west 下綱 once the sags are set, and bundling it until the shooting (the
    記's 不繫左下綱，中掩束之), in words: the back-fill step's, and the no-dig order's."""
    return _("cast the west 下綱 off its cleat and round turn (tape mark kept) and "
             "bundle it with the west lower 舌 again with two ties (中掩束之) until the "
             "shooting (繫左下綱)")


def raising(b: Built) -> tuple[RaiseStep, ...]:
    """The rigging order of ``b``'s target, from the stakes to the tension: the holes and
    anchors, the posts marked along the pole, the ropes through the loops and tied while the
    posts lie on the ground, the guys, the raising, the lean, the sag, the backfill and the
    take-down (houzhi's)."""
    _require_build(b, "raising(): b")
    p, k = b.posts, float(b.mm_per_chi)
    slant = p.slant

    def along(vertical_chi: Fraction) -> str:  # a height, measured along the leaning pole
        return _("{n} mm").format(n=round(float(vertical_chi) * slant * k))

    n_up, n_down = b.loops[0].count, b.loops[-1].count
    upper, lower = b.ropes
    untied = any("不繫左下綱" in s.name for s in b.steps)
    rig = rigging(b)
    post_mm = rig.post_mm
    depth_mm = float(p.depth_chi) * k
    slot = dig_slot(post_mm, depth_mm, float(p.lean))
    inward, slot_ew, slot_ns = slot.inward_mm, slot.ew_mm, slot.ns_mm
    gear = raising_gear(b)
    plumb = round(float(p.lean * b.cleat_chi) * k)  # the lean at the cleats' height
    height_m = f"{p.length_chi * k / 1000:.1f}"
    steps = [
        (_("stake out"), _("stake the two post holes, the two guy anchors and the four stakes "
                           "of the north and south lines, {run} mm north and south of each "
                           "hole, as the ground page gives them (two tapes from two stakes), "
                           "and set the anchors").format(run=round(gear.run_m * 1000)),
         _("the anchors must hold before the posts go up: each post stands on its guy")),
        (_("dig"), _("dig each hole {depth} mm deep as a slot {ew} mm east–west by {ns} mm "
                     "north–south at the top, from {out} mm outward of its stake to {inn} mm "
                     "inward; slant its outer wall at the posts' lean ({lean}), the butt's place "
                     "at the bottom {inward} mm inward of the stake; cut a ramp into its south "
                     "side from the ground down to the bottom").format(
                         depth=round(depth_mm), ew=slot_ew, ns=slot_ns,
                         out=slot.out_mm, inn=slot.in_mm,
                         lean=p.lean_words(1), inward=inward)
         + _(". Before digging, set two reference pegs on the posts' line, {near} m and {far} "
             "m outward of each hole's stake: digging takes the stake away, and a tape from "
             "them finds its place again").format(near=REFERENCE_M[0], far=REFERENCE_M[1]),
         _("the slot lets the post swing from upright to its lean; the ramp guides "
           "the butt down into the hole as the top comes up from the south; {room} mm round the "
           "post is room to tamp the backfill").format(room=HOLE_ROOM_MM)),
        (_("mark the posts"), _("with each post on the ground, mark along the pole from its "
                                "butt (the end that goes into the ground): the ground line at "
                                "{ground}, the 下綱 at {lower}, the 上綱 at {upper}; put a "
                                "galvanised {bolt} through-bolt just above the 上綱's mark for the guy's "
                                "eye and one just below each 綱's mark as a stop; on the west "
                                "post fix two cleats at {cleat} along the pole (hand height), "
                                "one for each 綱").format(
                                    ground=along(p.depth_chi),
                                    lower=along(p.depth_chi + lower.height_chi),
                                    upper=along(p.depth_chi + upper.height_chi),
                                    cleat=along(p.depth_chi + b.cleat_chi), bolt=BOLT),
         _("the heights on the sheets are vertical, the pole leans: these are along it. The "
           "bolts keep the guy's eye and the 綱's knots from sliding down the leaning post; the "
           "cleats let the west ends be struck from the ground")),
        (_("ropes through the loops"), _("lay each post on the ground, its butt at its hole's "
                                         "ramp, its top to the south; lay the cloth between "
                                         "them face up, its upper edge to the south, and thread "
                                         "the 上綱 through the {up} upper loops 縜, the 下綱 "
                                         "through the {down} lower, the cloth centred on each "
                                         "rope").format(up=n_up, down=n_down),
         _("the loops cannot be reached once the target stands; raised top first, a face laid "
           "up with the tops to the south comes up facing north, toward the hall and the "
           "shooters")),
        (_("tie on the ground"), _("tie each guy's eye round its post above its bolt (a "
                                   "bowline), and a north and a south line there (a bowline), "
                                   "each {line} m of the guys' rope; at the east post tie each "
                                   "綱 at its mark (a round turn and two half hitches); at the "
                                   "west post take each 綱 a round turn at its mark and lead its "
                                   "end along the post to its cleat, made fast with a cleat "
                                   "hitch").format(line=f"{gear.line_m:.2f}")
         + (_("; leave the west 下綱 untied, its end bundled with the west lower 舌 "
              "(不繫左下綱，中掩束之): it is taken round the post and made fast on its cleat "
              "to set the sags (the sag step), and again when the shooting begins (繫左下綱)")
            if untied else ""),
         _("every knot on a post is tied where it can be reached, before the post stands; the "
           "west ends are made fast and struck at hand height")
         + (_("; the rite ties the west lower rope only when the shooting begins") if untied
            else "")),
        (_("raise"), _("seven people: raise the east post, then the west, each walked up from "
                       "the south until it stands upright in its hole: two lift the top, one "
                       "stands on the butt at the ramp, one walks the guy out and takes a turn "
                       "round its anchor, one holds each of the north and south lines, a "
                       "turn round its stake; once a post stands, make its north and south "
                       "lines fast to their stakes (a round turn and two half hitches) and "
                       "drive {wedges} wedges side by side on its inner side, between the post "
                       "and the hole's wall at the ground line, putting no fill in its hole "
                       "until the lean is set (the back-fill step); the seventh holds the first "
                       "post's guy while the second is raised").format(wedges=WEDGES_PER_POST),
         _("a {m} m pole with the cloth on it is too heavy and too long for fewer hands; the guy "
           "and the north and south lines, held from the start, keep it from falling any way: "
           "in an open hole a post cannot stand alone; fill would stop the lean, for the pole "
           "swings about its butt into the slot").format(m=height_m)),
        (_("guys and lean"), _("once both posts stand, tie each guy to its anchor with a "
                               "trucker's hitch and set the lean with it, easing the wedges; "
                               "check it from the ground: a plumb line held to the pole's outer "
                               "side at the cleats' mark ({along} mm along the pole above its "
                               "ground line: mark the east post there too), {up} mm up, hangs "
                               "{plumb} mm outward of that side at the ground line, measured "
                               "level; and a tape pulled between the two posts at their 下綱 "
                               "marks reads the 下綱's span, {span} mm").format(
                                   along=round(float(b.cleat_chi) * slant * k),
                                   up=round(float(b.cleat_chi) * k), plumb=plumb,
                                   span=round(float(lower.span_chi) * k)),
         _("the guy holds the lean (賈: 植則在兩旁邪豎之); a plumb line at hand height checks each "
           "post's lean (its height × the lean), the tape both together, with no one climbing "
           "and no angle gauge")),
        (_("sag"), _("before back-filling, in still air, set both 綱 by their sag, not by their "
                     "length, the 下綱 first; their east ends stay tied at their marks")
         + (_("; take the west 下綱 out of its bundle and round the post at its mark to its "
              "cleat") if untied else "")
         + _("; at its cleat haul or ease the 下綱 until its middle is {mid} mm above the ground "
             "(a tape held up from the ground at mid-span), and make it fast; then haul the "
             "上綱 at its cleat until the 下綱's middle just begins to lift, and ease it until "
             "that reads {mid} mm again: the cloth hangs just taut at mid-span, and the 上綱's "
             "middle is {mid} + {cloth} = {umid} mm up, its sag {sag} mm (the cloth's {height} "
             "mm and its loops' {reach} mm each side); mark each west end with tape "
             "where it leaves its cleat, to make it fast there again; re-tie at the west "
             "cleats, never with the guys").format(
                 mid=round(float(lower.mid_chi) * k),
                 cloth=round(float(upper.mid_chi - lower.mid_chi) * k),
                 umid=round(float(upper.mid_chi) * k), sag=round(float(upper.sag_chi) * k),
                 height=round(float(b.target.height_chi) * k),
                 reach=round(float(upper.mid_chi - lower.mid_chi - b.target.height_chi) * k / 2)),
         _("a rope only a few mm longer than its span sags the design sag ({slack} mm of the "
           "上綱 for {sag} mm over {span} mm: 8s²/(3L)), and each mm more deepens its sag by "
           "about {per} mm (3L/(16s)): no knot is tied to that, so each 綱 is set by its sag, "
           "which a tape reads from the ground, the 下綱's directly, the 上綱's through the "
           "cloth's height; the 下綱 first, for the 上綱 is set against it; each west end is cut "
           "with a {tail} m tail beyond its cleat hitch, spare for this. The rigging is sized "
           "for that sag: tighter, the pull grows (twice at half the sag); slacker, the 下綱 "
           "comes down to the ground").format(
               slack=f"{float(upper.hanging_chi - upper.span_chi) * k:.0f}",
               sag=round(float(upper.sag_chi) * k), span=round(float(upper.span_chi) * k),
               per=f"{3 * float(upper.span_chi) / (16 * float(upper.sag_chi)):.0f}",
               tail=f"{CLEAT_TAIL_M:.1f}")),
        (_("back-fill"), _("back-fill each hole in layers and tamp each; then take off the north "
                           "and south lines")
         + (_("; then {bundle}").format(bundle=bundle_words()) if untied else ""),
         _("once tamped, the post's foot is held, as deep as the rigging section's check of "
           "the posts' feet sets it; the guy holds its lean against the ropes' pull")),
        (_("take down"), _("{when}, with both 綱 tied: two people at the west post, one at each "
                           "cleat, ease both 綱 off their cleats together on a called count, "
                           "each surging round its round turn, and let the cloth fly from the "
                           "east post; everyone else stays upwind, out of the reach of the "
                           "cloth and the loose ropes downwind; gather the ropes, then untie "
                           "them at the east post. In a wind never untie the 下綱 "
                           "alone").format(when=take_down_words(float(b.allowances.wind_m_s))),
         _("the 下綱 untied alone leaves the 上綱 to hold the whole wind, more than it is sized "
           "for; both eased together, the cloth goes slack and spills the wind. The round turn "
           "holds its rope while it is eased, and from the cleats no one climbs a leaning post "
           "in a wind")),
    ]
    return tuple(RaiseStep(n, title, how, why) for n, (title, how, why) in enumerate(steps, 1))
