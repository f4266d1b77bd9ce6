"""From numbers to a target standing on the field: the build sheet.

A :class:`Build` gathers what a maker needs: the cloth to buy (with shrinkage and a cutting
margin), the pieces and where their seams fall, each rope's span and cut length, the loops 縜,
the two posts (height, depth in the ground, lean, where their feet stand), the marks to paint,
the hanging steps in the order of the 經 with their passages, a bill of materials, and the
stake-out points. It is a pure value object: exact lengths in 尺 (``Fraction``), turned into mm
under one standard of the 尺 only in :func:`houzhi.export.to_data` and the printed sheet.

The texts give the target, its ropes and loops and the order of hanging; they are silent on
how much rope a knot takes, how deep a post is set, how far apart the loops are, how much
thread a seam takes and how much paint covers a square metre. Those are the maker's rules of
thumb, gathered in :class:`Allowances`; each is stated in the output and can be changed.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from .citations import Citation, cite
from .cutting import CutPiece, CuttingPlan, Fabric, plan
from .errors import BadValueError
from .marks import ZHENG_CITATIONS, zheng_squares
from .notation import format_chi
from .rigging import Rigging
from .target import Target
from .units import get_standard

__all__ = [
    "HANGING_STEPS",
    "Allowances",
    "Build",
    "HangingStep",
    "Loops",
    "PaintRing",
    "Posts",
    "Rope",
    "Seam",
    "StakePoint",
    "build",
    "paint_marks",
    "stake_out",
]

_KR = "KR1d0028"  # 儀禮注疏, 卷五 鄉射禮
_JING = "鄉射禮"
_JI = "鄉射禮·記"


@dataclass(frozen=True)
class HangingStep:
    """One step of hanging the target, in the order the 經 gives it, with its passages."""

    order: int
    name: str
    what: str
    citations: tuple[Citation, ...]


#: The hanging, as the 經 of 鄉射禮 orders it: hung before the shooting with the west (left)
#: lower rope untied and its 舌 folded in and tied up; tied down when the shooting is to begin.
HANGING_STEPS: tuple[HangingStep, ...] = (
    HangingStep(1, "張侯", "Hang the target between the posts by the upper rope 上綱 and the east "
                "end of the lower rope 下綱; the lower rope stops one 武 (1尺2寸) above the ground.",
                (cite(_KR, "005-4b", _JING, "經", "", "乃張侯，下綱不及地武"),
                 cite(_KR, "005-4b", _JING, "注", "鄭玄",
                      "侯謂所射布也。綱，持舌繩也。武，迹也。中人之迹尺二寸"))),
    HangingStep(2, "不繫左下綱", "Leave the west end of the lower rope untied: the target faces "
                "north toward the hall, so its left is the west.",
                (cite(_KR, "005-5a", _JING, "經", "", "不繫左下綱"),
                 cite(_KR, "005-5a", _JING, "疏", "賈公彥", "此左下綱以西畔而言"))),
    HangingStep(3, "中掩束之", "Fold the west lower 舌 with its untied rope in toward the middle "
                "(eastward) and tie it up; it waits so until the shooting (事未至也).",
                (cite(_KR, "005-5a", _JING, "經", "", "中掩束之"),
                 cite(_KR, "005-5a", _JING, "注", "鄭玄", "事未至也"),
                 cite(_KR, "005-5a", _JING, "疏", "賈公彥",
                      "今將此五尺與下綱不繫者，中掩左廂向東，待將射乃解之"))),
    HangingStep(4, "繫左下綱", "Before the shooting, at the 司馬's order, untie the bundle, let "
                "the 舌 down and tie the west lower rope to its post (事至也).",
                (cite(_KR, "005-26b", _JING, "經", "", "司馬命張侯，弟子說束，遂繫左下綱"),
                 cite(_KR, "005-26b", _JING, "注", "鄭玄", "事至也"))),
)

#: 鄭玄: the 鄉射 hangs a 采侯 with two 正.
ERZHENG = cite(_KR, "005-77a", _JI, "注", "鄭玄", "鄉射及賓射當張采侯二正")


@dataclass(frozen=True)
class Allowances:
    """The maker's rules of thumb (none is in the texts), each stated in the build sheet.

    ``shrink`` and ``margin`` are fractions (3% is ``Fraction(3, 100)``); lengths are in 尺,
    ``depth_chi`` ``None`` for the rule of thumb; ``paint_m2_per_litre`` in m² per litre.
    """

    shrink: Fraction = Fraction(0)
    margin: Fraction = Fraction(5, 100)
    tie_off_chi: Fraction = Fraction(3)
    post_above_chi: Fraction = Fraction(1)
    depth_chi: Fraction | None = None
    yun_spacing_chi: Fraction = Fraction(1)
    yun_cord_chi: Fraction = Fraction(4, 10)
    thread_per_seam: Fraction = Fraction(3)
    paint_m2_per_litre: Fraction = Fraction(8)
    paint_coats: int = 2

    def __post_init__(self) -> None:
        if not 0 <= self.shrink < 1:
            raise BadValueError(f"a shrinkage must be at least 0% and under 100%, got "
                                f"{float(self.shrink):.0%}")
        if self.margin < 0:
            raise BadValueError(f"the cutting margin must not be negative, got "
                                f"{float(self.margin):.0%}")
        for name in ("tie_off_chi", "post_above_chi", "yun_cord_chi"):
            if getattr(self, name) < 0:
                raise BadValueError(f"{name.removesuffix('_chi').replace('_', ' ')} must not be "
                                    "negative")
        if self.depth_chi is not None and self.depth_chi <= 0:
            raise BadValueError("the depth of a post in the ground must be positive")
        if self.yun_spacing_chi <= 0:
            raise BadValueError("the spacing of the loops must be positive")
        if self.paint_m2_per_litre <= 0 or self.paint_coats < 1:
            raise BadValueError("paint must cover some area in at least one coat")

    def depth_rule(self, above_chi: Fraction, mm_per_chi: Fraction) -> Fraction:
        """Depth of a post in the ground (尺, vertical) for ``above_chi`` 尺 above it: as given,
        else a tenth of the height above ground plus 600 mm (a line-pole rule of thumb)."""
        if self.depth_chi is not None:
            return self.depth_chi
        return above_chi / 10 + Fraction(600) / mm_per_chi

    def stated(self, mm_per_chi: Fraction) -> tuple[str, ...]:
        """The rules of thumb in words, for the sheet."""
        def mm(chi: Fraction) -> str:
            return f"{format_chi(chi)} ({round(chi * mm_per_chi)} mm)"

        depth = (f"posts set {mm(self.depth_chi)} into the ground" if self.depth_chi is not None
                 else "posts set into the ground a tenth of their height above it plus 600 mm "
                      "(a line-pole rule of thumb; --depth to change)")
        return (
            f"cloth shrinks {float(self.shrink):.1%} in washing: wash it before cutting; the "
            "cut sizes are of the washed cloth, the cloth to buy is before washing",
            f"cutting margin {float(self.margin):.0%} of the roll length to buy (squaring the "
            "ends, mistakes); whole bolts of Han cloth are bought whole",
            f"each rope end takes {mm(self.tie_off_chi)} for its knot at the post",
            f"each post stands {mm(self.post_above_chi)} above the upper rope",
            depth,
            f"loops 縜 at most {mm(self.yun_spacing_chi)} apart, one at each end of the edge; "
            f"each loop takes {mm(self.yun_cord_chi)} of cord",
            f"thread: {self.thread_per_seam}× the length stitched (seams and hems)",
            f"paint: {self.paint_coats} coats, {float(self.paint_m2_per_litre):g} m² per litre "
            "a coat",
        )


@dataclass(frozen=True)
class Seam:
    """A seam: ``kind`` "strip" (between two strips, horizontal) or "join" (across a strip);
    ``where`` in words; ``x_chi`` from the west end of the target, ``y_chi`` up from its lower
    edge; ``length_chi`` how long (尺)."""

    kind: str
    where: str
    x_chi: Fraction
    y_chi: Fraction
    length_chi: Fraction


@dataclass(frozen=True)
class Rope:
    """A rope 綱: ``span_chi`` between the posts (the rule of 梓人), ``tie_off_chi`` for the knot
    at each end, ``height_chi`` above the ground (all in 尺)."""

    name: str
    span_chi: Fraction
    tie_off_chi: Fraction
    height_chi: Fraction
    citation: Citation

    @property
    def cut_chi(self) -> Fraction:
        """Length to cut, in 尺: the span and a tie-off at each end."""
        return self.span_chi + 2 * self.tie_off_chi


@dataclass(frozen=True)
class Loops:
    """The loops 縜 along one edge: ``count`` loops ``spacing_chi`` apart along an edge
    ``edge_chi`` long (尺), each of ``size_chi``."""

    edge: str
    edge_chi: Fraction
    count: int
    spacing_chi: Fraction
    size_chi: Fraction


@dataclass(frozen=True)
class Posts:
    """The two posts 植 (all in 尺, exact except the slant lengths, which are irrational).

    ``above_chi`` height of a post's top above the ground, ``depth_chi`` how deep it is set
    (vertically), ``lean`` outward run per 尺 of rise, ``foot_x_chi`` how far each foot stands
    east and west of the target's centre line."""

    above_chi: Fraction
    depth_chi: Fraction
    lean: Fraction
    foot_x_chi: Fraction
    top_x_chi: Fraction

    @property
    def slant(self) -> float:
        """Length along the post per 尺 of height."""
        return math.hypot(1.0, float(self.lean))

    @property
    def lean_degrees(self) -> float:
        """The lean from the vertical, in degrees."""
        return math.degrees(math.atan(float(self.lean)))

    @property
    def length_chi(self) -> float:
        """Length of each post to cut (above ground and in it, along its slant), in 尺."""
        return float(self.above_chi + self.depth_chi) * self.slant


@dataclass(frozen=True)
class PaintRing:
    """One colour of a painted mark: a square ``side_chi`` a side with a square ``inner_chi``
    left for the colour inside it (0 for the centre), centred ``centre_chi`` above the ground."""

    colour: str
    side_chi: Fraction
    inner_chi: Fraction
    centre_chi: Fraction

    @property
    def area_chi2(self) -> Fraction:
        """Area painted in this colour, in square 尺."""
        return self.side_chi ** 2 - self.inner_chi ** 2

    @property
    def width_chi(self) -> Fraction:
        """Width of the ring (half the side for the centre square), in 尺."""
        return (self.side_chi - self.inner_chi) / 2


@dataclass(frozen=True)
class StakePoint:
    """A point to stake out on the field: ``x_chi`` east and ``y_chi`` north of the target's
    centre on the ground (尺)."""

    name: str
    x_chi: Fraction
    y_chi: Fraction
    note: str = ""
    assumed: bool = False

    @property
    def from_centre_chi(self) -> float:
        """Tape distance from the target's centre on the ground, in 尺 (irrational: a float)."""
        return math.hypot(float(self.x_chi), float(self.y_chi))


def paint_marks(target: Target) -> tuple[tuple[PaintRing, ...], str, tuple[Citation, ...]]:
    """What is painted on ``target``: its rings (outermost first), the name of the mark and the
    passages. Today the 二正 of the 采侯 (鄭玄: 鄉射及賓射當張采侯二正), each ring of equal width
    (houzhi's assumption), through :func:`houzhi.marks.zheng_squares`."""
    squares = zheng_squares(target, "二正")
    centre = target.bottom_chi + target.zhong_bottom_chi + target.zhong_side_chi / 2
    rings = tuple(PaintRing(colour, side, squares[k + 1][1] if k + 1 < len(squares)
                            else Fraction(0), centre)
                  for k, (colour, side) in enumerate(squares))
    return rings, "二正", (ERZHENG, *ZHENG_CITATIONS)


def _ground_points(target: Target) -> tuple[StakePoint, ...]:
    """The 鄉射 ground's points from :mod:`houzhi.ground` (the ground plan) where it is
    installed: every placed item but the target itself, x east and y north of the target's
    centre on the ground, as the ground plan gives them; none where it is not."""
    import importlib

    try:
        ground = importlib.import_module(f"{__package__}.ground")
    except ImportError:
        return ()
    g = ground.xiangshe_ground(target.range_gong, reading=target.reading.key)
    return tuple(StakePoint(it.name, it.x_chi, it.y_chi, it.note, it.assumed)
                 for it in g if it.kind != "target")


#: The ground's stake-out points (乏, 物, the hall's edge …) for a target, after the two post
#: holes the build computes itself. Re-point it to change where the ground comes from.
stake_out: Callable[[Target], tuple[StakePoint, ...]] = _ground_points


def _rite_target(range_: Any, reading: str | None, rite: str | None) -> Target:
    """Target.of in ``rite`` (None: by the range, see :func:`houzhi.rites.setting`)."""
    return Target.of(range_, reading=reading, rite=rite)


@dataclass(frozen=True)
class Build:
    """Everything needed to make and hang ``target`` from ``fabric`` under ``standard``."""

    target: Target
    fabric: Fabric
    standard: str
    allowances: Allowances = field(default_factory=Allowances)
    rite: str | None = None

    @cached_property
    def mm_per_chi(self) -> Fraction:
        """Millimetres to the 尺 under the build's standard."""
        return self.fabric.mm_per_chi(self.standard)

    @cached_property
    def plan(self) -> CuttingPlan:
        """The cutting plan, on the washed (shrunk) cloth."""
        return plan(self.target, self.fabric.shrunk(self.allowances.shrink))

    @cached_property
    def rigging(self) -> Rigging:
        return Rigging(self.target)

    # -- cloth ------------------------------------------------------------------------------
    @property
    def bolts_to_buy(self) -> int:
        """Bolts (匹) or rolls the plan lays the pieces on."""
        return len(self.plan.bolts)

    @cached_property
    def cloth_to_buy_chi(self) -> Fraction:
        """Length of cloth to buy, as sold (before washing), in 尺: whole bolts of Han cloth;
        of a modern roll, the washed length taken, unshrunk, plus the cutting margin."""
        if self.fabric.whole_bolts:
            return self.bolts_to_buy * self.fabric.bolt_chi
        a = self.allowances
        return self.plan.taken_length / (1 - a.shrink) * (1 + a.margin)

    @cached_property
    def pieces(self) -> tuple[tuple[CutPiece, int], ...]:
        """Each distinct piece to cut (by label stem and cut size) and how many, in plan order."""
        counts: dict[tuple[str, int, int, Fraction, Fraction], tuple[CutPiece, int]] = {}
        for p in self.plan.pieces:
            key = (p.name, p.part, p.parts, p.cut_length, p.cut_height)
            first, n = counts.get(key, (p, 0))
            counts[key] = (first, n + 1)
        return tuple(counts.values())

    @cached_property
    def seams(self) -> tuple[Seam, ...]:
        """Seams between the strips (bottom to top) and joins across long strips (west to east);
        x from the west end of the widest strip, y up from the target's lower edge."""
        t = self.target
        half = t.width_chi / 2
        strips: list[tuple[str, Fraction, Fraction]] = []  # name, length, top (from lower edge)
        for pc in reversed(t.pieces):
            for k in range(pc.count):
                strips.append((pc.name, pc.length_chi, pc.bottom_chi + pc.height_chi * (k + 1)))
        out = [Seam("strip", f"{a} / {b}", half - min(la, lb) / 2, top, min(la, lb))
               for (a, la, top), (b, lb, _) in itertools.pairwise(strips)]
        joined = {(p.name, p.strip): p for p in self.plan.pieces if p.parts > 1 and p.part == 1}
        for p in joined.values():
            strip = next(pc for pc in t.pieces if pc.key == p.key)
            for s in p.seams:
                out.append(Seam("join", f"across {p.name}", half - strip.length_chi / 2 + s,
                                strip.bottom_chi, p.finished_height))
        return tuple(out)

    @property
    def hem_chi(self) -> Fraction:
        """Length of the outer edge, hemmed in its allowance, in 尺 (the outline's perimeter)."""
        pts = self.rigging.outline
        return sum((abs(ax - bx) + abs(ay - by)
                    for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1], strict=True)),
                   Fraction(0))

    @property
    def stitched_chi(self) -> Fraction:
        """Length stitched: every seam and the hem, in 尺."""
        return sum((s.length_chi for s in self.seams), Fraction(0)) + self.hem_chi

    @property
    def thread_chi(self) -> Fraction:
        """Thread to sew it all, in 尺 (the stated factor × the length stitched)."""
        return self.allowances.thread_per_seam * self.stitched_chi

    # -- ropes, loops, posts ---------------------------------------------------------------
    @cached_property
    def ropes(self) -> tuple[Rope, ...]:
        rig, t, a = self.rigging, self.target, self.allowances
        from . import rules

        return (Rope("上綱", rig.upper_rope_chi, a.tie_off_chi, t.top_chi, rules.GANG.citation),
                Rope("下綱", rig.lower_rope_chi, a.tie_off_chi, t.bottom_chi,
                     rules.GANG.citation))

    @cached_property
    def loops(self) -> tuple[Loops, ...]:
        """The loops along the upper edge of the 上个 and the lower edge of the 下个."""
        a, t = self.allowances, self.target
        out = []
        for edge, length in (("upper edge of the 上个, for the 上綱", t.shang_ge_chi),
                             ("lower edge of the 下个, for the 下綱", t.xia_ge_chi)):
            gaps = max(1, math.ceil(length / a.yun_spacing_chi))
            out.append(Loops(edge, length, gaps + 1, length / gaps, self.rigging.yun_chi))
        return tuple(out)

    @cached_property
    def posts(self) -> Posts:
        rig, a = self.rigging, self.allowances
        above = self.target.top_chi + a.post_above_chi
        return Posts(above, a.depth_rule(above, self.mm_per_chi), rig.lean, rig.post_foot[0],
                     rig.post_foot[0] + rig.lean * above)

    # -- paint ------------------------------------------------------------------------------
    @cached_property
    def marks(self) -> tuple[tuple[PaintRing, ...], str, tuple[Citation, ...]]:
        """Rings to paint, the mark's name and its passages (see :func:`paint_marks`)."""
        return paint_marks(self.target)

    def m2(self, chi2: Fraction) -> Fraction:
        """Square 尺 in square metres, exact."""
        return chi2 * (self.mm_per_chi / 1000) ** 2

    def paint_litres(self, chi2: Fraction) -> Fraction:
        """Paint for ``chi2`` square 尺 at the stated coats and coverage, in litres."""
        a = self.allowances
        return self.m2(chi2) * a.paint_coats / a.paint_m2_per_litre

    # -- the field ----------------------------------------------------------------------
    @property
    def stake_points(self) -> tuple[StakePoint, ...]:
        """Where to stake out: the two post holes, then the ground's points (hook
        :data:`stake_out`)."""
        x = self.posts.foot_x_chi
        return (StakePoint("west post 植", -x, Fraction(0), "centre of the hole at ground level"),
                StakePoint("east post 植", x, Fraction(0), "centre of the hole at ground level"),
                *stake_out(self.target))

    @property
    def steps(self) -> tuple[HangingStep, ...]:
        return HANGING_STEPS

    # -- bill of materials --------------------------------------------------------------
    def bill(self) -> tuple[tuple[str, str, Fraction, str], ...]:
        """The bill of materials: (item, quantity in words, exact quantity, its unit), the
        quantity in m, m², L or a count."""
        m = self.mm_per_chi / 1000
        f = self.fabric
        if f.whole_bolts:
            cloth = (f"cloth, {f.name}", f"{self.bolts_to_buy} {f.bolt_word} "
                     f"({float(self.cloth_to_buy_chi * m):.2f} m)", self.cloth_to_buy_chi * m, "m")
        else:
            cloth = (f"cloth, {f.name}", f"{float(self.cloth_to_buy_chi * m):.2f} m",
                     self.cloth_to_buy_chi * m, "m")
        rope = sum((r.cut_chi for r in self.ropes), Fraction(0))
        n_loops = sum(lp.count for lp in self.loops)
        cord = n_loops * self.allowances.yun_cord_chi
        rings, name, _ = self.marks
        out = [
            cloth,
            ("rope for the 綱 (2 pieces)", f"{float(rope * m):.2f} m", rope * m, "m"),
            (f"cord for {n_loops} loops 縜", f"{float(cord * m):.2f} m", cord * m, "m"),
            ("posts 植 (2)", f"2 × {self.posts.length_chi * float(m):.2f} m",
             Fraction(2), "posts"),
            ("thread", f"{float(self.thread_chi * m):.0f} m", self.thread_chi * m, "m"),
        ]
        for r in rings:
            litres = self.paint_litres(r.area_chi2)
            out.append((f"paint {r.colour} ({name})", f"{float(litres):.2f} L for "
                        f"{float(self.m2(r.area_chi2)):.3f} m²", litres, "L"))
        return tuple(out)

    @property
    def assumptions(self) -> tuple[str, ...]:
        """What houzhi assumes where the texts are silent: the reading's and the maker's."""
        return (*self.target.reading.assumptions, *self.allowances.stated(self.mm_per_chi),
                "the marks' rings are of equal width (the texts are silent)",
                "the loops 縜 are along the upper and lower edges only, where the ropes run",
                "the outer edge of the cloth is hemmed in its allowance")

    # -- data -------------------------------------------------------------------------

def build(range_: Any, *, fabric: Fabric | None = None, standard: str | None = None,
          reading: str | None = None, rite: str | None = None,
          allowances: Allowances | None = None) -> Build:
    """The build sheet for a target of ``range_`` (弓, or a length) cut from ``fabric``
    (default: Han cloth, bolts of 匹), with real sizes under ``standard`` (the fabric's own
    standard when it has one)."""
    t = _rite_target(range_, reading, rite)
    fab = fabric or Fabric.historical(t.cloth)
    std = get_standard(fab.standard or standard).key
    return Build(t, fab, std, allowances or Allowances(), rite)
