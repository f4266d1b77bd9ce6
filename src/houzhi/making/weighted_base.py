"""The weighted base a post's tabernacle is bolted to where the ground may not be dug, and the
weights of the raising's north and south lines there: houzhi's design, modern engineering.

The texts plant the posts 植 in the ground; where it may not be dug, houzhi stands each post in
a steel tabernacle (:mod:`houzhi.making.tabernacle`) bolted to a base that lies flat on the
grass and is held down by weights, nothing driven or dug. Everything here is houzhi's, printed
as such with its reason.

The base (plan and section on the book's no-dig page):

- the deck, at ground level: softwood sleepers :data:`SLEEPER_MM` (wide × thick), laid flat on
  the grass side by side running east–west, ``depth_mm`` north–south in all, each cut to
  ``width_mm``; the tabernacle's plate bolted through the two middle ones to a backing plate let
  into their undersides, so the deck lies flat;
- two rows of weights, east and west of the tabernacle, each on sleepers laid north–south
  across the deck (screwed down to each sleeper they cross; two or three flat, or three or six
  on edge, the first of :data:`ROWS` that holds and that the 下綱 clears, and the deck's on
  edge where flat ones do not, :data:`DECKS`): concrete paving slabs
  :data:`SLAB_MM` square, :data:`SLAB_T_MM` thick, in stacks; between the rows a channel
  ``channel_mm`` wide, open to the south, where the post swings down and up. The rows stand
  symmetric about the tabernacle north–south, for the wind may blow from the north or south;
- the load path: the post's bending reaches the deck as a couple of the tabernacle's base bolts
  (:attr:`houzhi.making.tabernacle.Tabernacle.base_bolt_n`); the sleeper under the bolts that
  pull up bears up against the rows' north–south sleepers, which the slabs hold down.

Checks (each with houzhi's factor :data:`HOLD` = 1.5, as for the guys' weights):

- overturning north–south about the deck's north or south edge: m·g·D/2 ≥ 1.5·M, the weights
  and the deck symmetric about the tabernacle (M the post's bending at the ground, N·m: the
  ropes' heights are from the ground, where the deck's underside lies);
- overturning east–west about its inner edge under the foot's inward thrust R at the pivot's
  height h: m·g·B/2 ≥ 1.5·R·h;
- sliding on the grass: μ·(m·g + P) ≥ 1.5·√(R² + V²), V the wind's shear on the post, P the
  post's push down (the guy's pull down the pole and half the cloth's weight: the same guy's
  pull that leaves R; counted here, not in the overturning, on the safe side), μ = 0.5
  houzhi's assumption for timber on grass (:data:`houzhi.making.loads.FRICTION`); on wet
  grass μ = 0.35 (:data:`houzhi.making.loads.WET_FRICTION`, houzhi's too), for which the
  stacks carry the layers more it asks (``wet_layers``), within :data:`MOST_LAYERS`;
- the sleepers' bending (C24, :data:`houzhi.making.loads.TIMBER`'s design strength): the one
  under the pulling bolts, F = 2·T (T a base bolt's factored pull), F/2 at each bolt, bearing
  up at the rows' inner sleepers: σ = (F/2)·a/W; each of a row's n north–south sleepers
  pushed up F/(2n) at its middle and held down by the stacks either side of it (the inner
  row's north and south of the 下綱's gap, the outer row's all along): a beam over the deck's
  whole depth, its holding taken at its ends, on the safe side, σ = (F/(2n))·(D/4)/W,
  W = b·t²/6 as the sleeper is laid;
- the 下綱's clearance: where it leaves the inner row, falling at its still slope, the rope's
  underside above the row's sleepers' top; only layouts it clears are laid (no pad under it).

The channel is the tabernacle's plate (or the pole) and :data:`CLEAR_MM` either side, to the
next 10 mm.

The deck's depth D is the least of :data:`DEPTHS_MM` whose slabs stack no more than
:data:`MOST_LAYERS` high (where the inner row is parted for the 下綱, the least in whole
sleepers' widths that holds a stack either side of the gap is tried first); the mass to hold
is the greatest the three checks ask, and with the layers wet grass asks the stacks stand no
more than :data:`MOST_LAYERS` high.

The raising's north and south lines (:func:`houzhi.making.standing.raising_gear`): until the
tabernacle is locked a post turns freely on its pivot north–south, and its lines hold it. Each
line, from the guy's eye h up the post to a weight r away, holds the post's bending M at the
design wind over its lever about the foot, T = M·√(h² + r²)/(h·r); its weight holds 1.5× its
lift and its pull along the grass, m·g ≥ 1.5·T·(sin θ + cos θ/μ) (as the guys' weights): a
1200 mm length of sleeper laid across the line, the line tied round its middle, and slabs
stacked on it either side.

Lengths in mm, masses in kg, forces in N, moments in N·m, stresses in N/mm² (MPa) unless a name
says otherwise. Floats: modern engineering, not the texts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import BadValueError, require, shown
from ..locale import _
from . import loads
from .tabernacle import Lug, Tabernacle

__all__ = ["DECKS", "DEPTHS_MM", "GUY_RUNS", "GUY_STACKS", "HOLD", "KNOT_GAP_MM",
           "LINE_SLEEPER_MM", "MOST_LAYERS", "ROWS", "SLAB_KG", "SLAB_MM", "SLAB_T_MM",
           "SLEEPER_LONG_MM", "SLEEPER_MM", "GuyWeight", "WeightedBase", "base_bolt_length_mm",
           "base_why",
           "base_words", "guy_weight", "guy_weight_words", "line_words", "south_run_mm",
           "weighted_base",
           "wet_words"]

#: houzhi's sleeper: a softwood garden sleeper, sold 2400 mm long, this wide × thick (mm).
SLEEPER_MM = (200, 100)
SLEEPER_LONG_MM = 2400
#: the sleepers' density counted as weight, kg/m³: C24's characteristic (EN 338), the lower
#: figure, on the safe side (its mean is 420).
SLEEPER_DENSITY = 350.0
#: houzhi's weight: a concrete paving slab (flag, EN 1339), this many mm square and thick;
#: dense, flat, stacks square, sold at any builders' merchant, and its mass known by weighing
#: one. houzhi counts 2200 kg/m³, the low end of plain concrete (EN 1991-1-1 Table A.1 gives 24
#: kN/m³ for normal-weight concrete), 39.6 kg a slab.
SLAB_MM = 600
SLAB_T_MM = 50
SLAB_DENSITY = 2200.0
SLAB_KG = SLAB_MM * SLAB_MM * SLAB_T_MM * 1e-9 * SLAB_DENSITY
#: the factor on the holding beyond the load (houzhi's, as the guys' weights: one figure).
HOLD = loads.HOLD_FACTOR
#: the deck's depths north–south houzhi tries, mm: whole slabs and whole sleepers' widths.
DEPTHS_MM = (1200, 1800, 2400)
#: the most slabs houzhi stacks (400 mm): a stack loaded by hand that stands square.
MOST_LAYERS = 8
#: houzhi's room either side of the tabernacle's plate or the pole in the channel, mm: for a
#: spanner and the pole swinging down.
CLEAR_MM = 100
#: houzhi's gap left between two stacks of slabs for a line tied round the sleeper under them,
#: mm: a round turn and two half hitches round the sleeper, and a hand to tie them.
KNOT_GAP_MM = 200
#: the length of sleeper each north or south line's weight sits on, mm: a stack of slabs either
#: side of the line and the gap between them.
LINE_SLEEPER_MM = 2 * SLAB_MM + KNOT_GAP_MM
#: houzhi's room either side of the 下綱 swinging in the wind between the inner row's stacks, mm.
ROPE_ROOM_MM = 50
#: a guy's weight: on each of its runners (sleepers along the guy's line, under the slabs' edges)
#: at most this many stacks, behind the cross sleeper the guy is tied to (a sleeper's length
#: less the cross sleeper's width, in whole slabs); at most this many runs side by side, under
#: a cross sleeper no longer than a sleeper
GUY_STACKS = (SLEEPER_LONG_MM - 200) // SLAB_MM
GUY_RUNS = 3
#: houzhi's screws holding the rows' sleepers to the deck: two at each crossing, this size (mm).
SCREW = "8 × 180"


def _up(mm: float, step: int = 10) -> int:
    """``mm`` up to the next multiple of ``step`` (mm)."""
    return step * math.ceil(round(mm / step, 6))


def _sleeper_kg(long_mm: float) -> float:
    """The mass (kg) of a sleeper :data:`SLEEPER_MM` in section, ``long_mm`` (mm) long, at
    :data:`SLEEPER_DENSITY`."""
    b, t = SLEEPER_MM
    return b * t * long_mm * 1e-9 * SLEEPER_DENSITY


def _modulus_mm3(b: float = SLEEPER_MM[0], t: float = SLEEPER_MM[1]) -> float:
    """W = b·t²/6 (mm³) of a sleeper ``b`` (mm) wide and ``t`` (mm) high as it is laid: flat
    (:data:`SLEEPER_MM`) or on edge (b and t swapped)."""
    return b * t * t / 6


#: the deck's sleepers as houzhi lays them, wide × high (mm): flat, or on edge where flat they
#: do not hold (twice as stiff, the deck twice as thick)
DECKS = ((SLEEPER_MM[0], SLEEPER_MM[1]), (SLEEPER_MM[1], SLEEPER_MM[0]))
#: each row's sleepers: how many under its 600 mm of slabs, wide × high (mm): two or three
#: flat, three or six on edge, the first that holds
ROWS = ((2, SLEEPER_MM[0], SLEEPER_MM[1]), (3, SLEEPER_MM[0], SLEEPER_MM[1]),
        (3, SLEEPER_MM[1], SLEEPER_MM[0]), (6, SLEEPER_MM[1], SLEEPER_MM[0]))


@dataclass(frozen=True)
class WeightedBase:
    """A post's weighted base (mm, kg, N, N·m, MPa as named) and the raising lines' weights.

    The deck ``depth_mm`` north–south by ``width_mm`` east–west, of ``lower`` sleepers running
    east–west, ``deck_t_mm`` thick; two rows of slabs, each on two sleepers ``depth_mm`` long
    running north–south (``upper`` in all), ``channel_mm`` apart, each row ``stacks`` // 2
    stacks of ``layers`` slabs: ``slabs`` in all. ``mass_kg`` the base's weight (slabs and
    sleepers), against what overturning north–south, east–west and sliding ask
    (``need_*_kg``); the butt's height above the ground ``butt_mm`` (vertical) and the plate's
    middle ``offset_mm`` outward of the post's stake."""

    moment_nm: float
    shear_n: float
    thrust_n: float
    down_n: float
    friction: float
    pivot_h_mm: float
    depth_mm: int
    width_mm: int
    channel_mm: int
    deck_t_mm: int
    lower: int
    upper: int
    stacks: int
    layers: int
    slabs: int
    deck_kg: float
    mass_kg: float
    need_ns_kg: float
    need_ew_kg: float
    need_slide_kg: float
    butt_mm: float
    offset_mm: float
    bolt_pull_n: float
    lower_mpa: float
    upper_mpa: float
    design_mpa: float
    #: a raising line: its pull (N), the weight it needs (kg), the slabs on its sleeper
    line_pull_n: float
    line_need_kg: float
    line_slabs: int
    #: the deck's sleepers' width as laid (mm: 200 flat, 100 on edge); each row's sleepers:
    #: how many, their width and height as laid (mm)
    deck_w_mm: int = SLEEPER_MM[0]
    row_n: int = 2
    row_w_mm: int = SLEEPER_MM[0]
    row_t_mm: int = SLEEPER_MM[1]
    #: the gap (mm) the inner row's stacks leave north and south of the 下綱's line for it to
    #: swing in, and how many stacks the inner row has (the outer row the rest); the 下綱's
    #: lug hole inward of the plate's middle (mm) and its height where it leaves the inner row
    #: over the top of the row's sleepers (mm, the rope's underside): 0 where no lug is given
    gap_mm: int = 0
    inner_stacks: int = 0
    #: the raising lines' weights' distance north and south of the post (mm)
    line_run_mm: float = 0.0
    lug_x_mm: float = 0.0
    rope_clear_mm: float = 0.0
    #: the layers the stacks carry on wet grass (:data:`houzhi.making.loads.WET_FRICTION`)
    #: and that μ
    wet_layers: int = 0
    wet_friction: float = loads.WET_FRICTION
    #: a raising line's lift and drag on its weight per newton of its pull (sin θ and cos θ of
    #: the line, the lean's offset counted in the drag), and the slabs its weight takes on wet
    #: grass (:attr:`wet_friction`)
    line_lift: float = 0.0
    line_drag: float = 0.0
    line_wet_slabs: int = 0

    def line_least_friction(self, slabs: int | None = None) -> float:
        """The least μ on the grass at which a raising line's weight with ``slabs`` slabs (its
        own, :attr:`line_slabs`, where None) still holds :data:`HOLD` times its pull:
        m·g = HOLD·T·(lift + drag/μ), so μ = drag/(m·g/(HOLD·T) − lift); infinite where its
        weight does not even hold the lift."""
        n = self.line_slabs if slabs is None else slabs
        spare = ((_sleeper_kg(LINE_SLEEPER_MM) + n * SLAB_KG) * loads.GRAVITY
                 / (HOLD * self.line_pull_n) - self.line_lift)
        return self.line_drag / spare if spare > 0 else math.inf

    @property
    def wet_kg(self) -> float:
        """The slabs (kg) wet grass asks beyond the base's: the layers more on each stack."""
        return (self.wet_layers - self.layers) * self.stacks * SLAB_KG

    @property
    def outer_stacks(self) -> int:
        """The outer row's stacks (all of them on the deck's depth)."""
        return self.stacks - self.inner_stacks

    @property
    def deck_on_edge(self) -> bool:
        """True where the deck's sleepers stand on edge."""
        return self.deck_w_mm < self.deck_t_mm

    @property
    def rows_on_edge(self) -> bool:
        """True where the rows' sleepers stand on edge."""
        return self.row_w_mm < self.row_t_mm

    @property
    def need_kg(self) -> float:
        """The mass (kg) the base must weigh: the greatest the three checks ask."""
        return max(self.need_ns_kg, self.need_ew_kg, self.need_slide_kg)

    @property
    def overturning_ns(self) -> float:
        """The base's holding against the post's bending north–south over the bending:
        m·g·(D/2)/M."""
        return self.mass_kg * loads.GRAVITY * self.depth_mm / 2000 / self.moment_nm

    @property
    def overturning_ew(self) -> float:
        """The base's holding against the foot's thrust east–west over its moment:
        m·g·(B/2)/(R·h)."""
        return (self.mass_kg * loads.GRAVITY * self.width_mm / 2000
                / (self.thrust_n * self.pivot_h_mm / 1000))

    @property
    def sliding(self) -> float:
        """The base's friction on the grass over the sideways load: μ(m·g + P)/√(R² + V²)."""
        return (self.friction * (self.mass_kg * loads.GRAVITY + self.down_n)
                / math.hypot(self.thrust_n, self.shear_n))

    def least_friction(self, extra_kg: float = 0.0) -> float:
        """The least μ on the grass at which the base, with ``extra_kg`` (kg) more on it,
        still holds :data:`HOLD` times against sliding: HOLD·√(R² + V²)/((m + extra)·g + P)."""
        return (HOLD * math.hypot(self.thrust_n, self.shear_n)
                / ((self.mass_kg + extra_kg) * loads.GRAVITY + self.down_n))

    @property
    def holds(self) -> bool:
        """True when every check keeps :data:`HOLD`, the sleepers their design strength and the
        下綱 clears the inner row's sleepers."""
        return (min(self.overturning_ns, self.overturning_ew, self.sliding) >= HOLD * (1 - 1e-9)
                and max(self.lower_mpa, self.upper_mpa) <= self.design_mpa
                and self.rope_clear_mm >= 0)

    @property
    def line_kg(self) -> float:
        """A raising line's weight (kg): its sleeper and its slabs."""
        return _sleeper_kg(LINE_SLEEPER_MM) + self.line_slabs * SLAB_KG


def _positive(x: float, what: str) -> float:
    """``x`` as a float, refused unless positive: houzhi's error, one line."""
    v = loads._real(x, what)
    if v <= 0:
        raise BadValueError(f"{what} must be positive, got {shown(x)}")
    return v


def wet_words(friction: float, layers: int, wet_layers: int, stacks: int, mass_kg: float,
              least: float) -> str:
    """What wet grass of μ ``friction`` asks of a weight of ``stacks`` stacks ``layers`` high
    (``wet_layers`` on wet grass), ``mass_kg`` (kg) with them, holding :data:`HOLD` down to μ
    ``least``: in words."""
    if wet_layers <= layers:
        return _("on wet grass (μ {mu}, houzhi's) it holds as it is, {f}× to μ {least}").format(
            mu=f"{friction:g}", f=HOLD, least=f"{math.ceil(least * 100) / 100:.2f}")
    return _("on wet grass (μ {mu}, houzhi's) {wl} layers instead of {l}: {more} slabs more, "
             "{kg} kg, {f}× to μ {least}").format(
        mu=f"{friction:g}", wl=wet_layers, l=layers, more=(wet_layers - layers) * stacks,
        kg=f"{mass_kg:.0f}", f=HOLD, least=f"{math.ceil(least * 100) / 100:.2f}") + (
        _(", more than the {most} layers houzhi stacks: on wet grass lower the design wind "
          "(--wind)").format(most=MOST_LAYERS) if wet_layers > MOST_LAYERS else "")


def weighted_base(moment_nm: float, shear_n: float, thrust_n: float, down_n: float,
                  tab: Tabernacle, lean: float, line_height_m: float, line_run_m: float,
                  friction: float = loads.FRICTION, lug: Lug | None = None,
                  rope_mm: float = 0.0, rope_slope: float = 0.0,
                  rope_h_mm: float = 0.0,
                  wet_friction: float = loads.WET_FRICTION) -> WeightedBase:
    """houzhi's weighted base for a post bending by ``moment_nm`` (N·m, at the ground, the
    design wind), sheared by ``shear_n`` (N, north–south), its foot thrust inward by
    ``thrust_n`` (N, east–west) and pushed down by ``down_n`` (N), standing in the tabernacle
    ``tab`` leaning ``lean`` (outward over up); its raising lines from ``line_height_m`` (m)
    up the post to weights ``line_run_m`` (m) north and south; ``friction`` μ on the grass,
    ``wet_friction`` on wet grass. The least deck of :data:`DEPTHS_MM` whose slabs stack
    within :data:`MOST_LAYERS`, with the layers more wet grass asks too (where even the
    deepest does not, its wet layers are more, and :func:`wet_words` says so).

    Given the 下綱's ``lug`` on the inboard cheek, its rope ``rope_mm`` (mm) thick falling
    ``rope_slope`` (down over along) in still air, the inner row's stacks stand north and south
    of the rope's line with a gap between them as wide as its swing (the lug's) reaches at the
    row's far edge, its radius and :data:`ROPE_ROOM_MM` either side, to the next 50 mm: the deck
    at least that and a stack either side deep, the outer row whole. The rows' sleepers are
    only those the rope, ``rope_h_mm`` (mm) above the ground at the lug (0: the lug's height on a
    flat deck), clears where it leaves the inner row: nothing in its path stands above it."""
    require(tab, Tabernacle, "weighted_base(): tab")
    m = _positive(moment_nm, "weighted_base(): moment_nm")
    v = abs(loads._real(shear_n, "weighted_base(): shear_n"))
    r = abs(loads._real(thrust_n, "weighted_base(): thrust_n"))
    p = max(loads._real(down_n, "weighted_base(): down_n"), 0.0)
    mu = _positive(friction, "weighted_base(): friction")
    mu_wet = _positive(wet_friction, "weighted_base(): wet_friction")
    lam = math.atan(loads._real(lean, "weighted_base(): lean"))
    h_line = _positive(line_height_m, "weighted_base(): line_height_m")
    r_line = _positive(line_run_m, "weighted_base(): line_run_m")
    g = loads.GRAVITY
    channel = _up(max(tab.plate_mm, tab.post_mm) + 2 * CLEAR_MM)
    width = channel + 2 * SLAB_MM
    gap, lug_x, run = 0, 0.0, 0.0
    if lug is not None:
        # the lug's hole inward of the plate's middle: the inboard cheek's face at the lug's
        # height (the post's axis leaning outward from the plate's middle) and its reach
        face = tab.gap_mm / 2 + tab.cheek_t_mm
        lug_x = (face / math.cos(lam) - lug.along_mm * math.cos(lam) * math.tan(lam)
                 + lug.reach_mm)
        run = channel / 2 + SLAB_MM - lug_x  # to the inner row's far edge
        gap = _up(2 * (run * math.tan(lug.swing) + rope_mm / 2 + ROPE_ROOM_MM), 50)
    design = loads.TIMBER.design_pa / 1e6
    # the sleepers' bending under the factored pull of the base bolts on the tension side: the
    # deck's sleeper under them F/2 at each bolt, bearing up at the row's inner sleeper; each
    # row's n sleepers pushed up F/(2n) at the middle of a beam the depth long (held down by
    # the stacks either side: at its ends, on the safe side)
    pull = 2 * tab.base_bolt_n

    def stresses(deck: tuple[int, int], row: tuple[int, int, int], depth: int
                 ) -> tuple[float, float]:
        reach = channel / 2 + row[1] / 2 - tab.base_bolt_spacing_mm / 2
        return (pull / 2 * reach / _modulus_mm3(*deck),
                pull / (2 * row[0]) * depth / 4 / _modulus_mm3(row[1], row[2]))

    # the 下綱 where it leaves the inner row, over the top of a deck ``deck_t`` (mm) thick and
    # the row's sleepers ``row_t`` (mm) high on it: its underside, falling at its still slope
    # above the ground: ``rope_h_mm``, the 下綱's mark, whatever deck the lug is moved to (else
    # the lug's height on a flat deck)
    height = (loads._real(rope_h_mm, "weighted_base(): rope_h_mm") or (
        DECKS[0][1] + tab.plate_t_mm + lug.along_mm * math.cos(lam))) if lug else 0.0

    def clearance(deck_t: int, row_t: int) -> float:
        if lug is None:
            return 0.0
        return height - run * abs(rope_slope) - rope_mm / 2 - deck_t - row_t

    # the depths tried: houzhi's, and where the 下綱's gap is, the least that holds a stack
    # either side of it, in whole sleepers' widths (the shallower the deck, the less the rows'
    # sleepers bend: flat, clear under the rope)
    least = _up(gap + 2 * SLAB_MM, SLEEPER_MM[0]) if gap else DEPTHS_MM[0]
    for depth in sorted({d for d in (*DEPTHS_MM, least) if d >= least}
                        or {DEPTHS_MM[-1]}):
        # the first of houzhi's layouts whose sleepers hold, else the stiffest
        # (where the 下綱 crosses the inner row, only those it clears: no pad under it)
        deck_s, row_s = next(((d, rw) for d in DECKS for rw in ROWS
                              if max(stresses(d, rw, depth)) <= design
                              and clearance(d[1], rw[2]) >= 0),
                             (DECKS[-1], ROWS[-1]))
        (wide, thick), (n_row, row_w, row_t) = deck_s, row_s
        pivot_h = thick + tab.plate_t_mm + tab.pivot_mm * math.cos(lam)
        lower, upper = depth // wide, 2 * n_row
        deck = _sleeper_kg(width) * lower + _sleeper_kg(depth) * upper
        need_ns = HOLD * m / (g * depth / 2000)
        need_ew = HOLD * r * pivot_h / 1000 / (g * width / 2000)
        need_slide = (HOLD * math.hypot(r, v) / mu - p) / g
        need = max(need_ns, need_ew, need_slide)
        inner = 2 * ((depth - gap) // 2 // SLAB_MM) if gap else depth // SLAB_MM
        stacks = depth // SLAB_MM + inner
        layers = max(1, math.ceil(round((need - deck) / (stacks * SLAB_KG), 6)))
        # on wet grass: sliding at its μ
        need_wet = max(need_ns, need_ew, (HOLD * math.hypot(r, v) / mu_wet - p) / g)
        wet = max(layers, math.ceil(round((need_wet - deck) / (stacks * SLAB_KG), 6)))
        if wet <= MOST_LAYERS:
            break
    slabs = stacks * layers
    lower_mpa, upper_mpa = stresses(deck_s, row_s, depth)
    butt = thick + tab.plate_t_mm + (tab.pivot_mm - tab.butt_mm) * math.cos(lam)
    offset = (thick + tab.plate_t_mm) * math.tan(lam)
    # a raising line: the post's bending over the line's lever about the foot (the eye
    # h_line along the leaning post, the weight r_line north or south of the foot)
    slope = math.hypot(h_line, r_line)
    line_pull = m * slope / (h_line * r_line)
    # it lifts its weight by the eye's height and drags it by the eye's distance along the
    # grass, which the lean's outward offset lengthens
    lift = h_line * math.cos(lam) / slope
    drag = math.hypot(h_line * math.sin(lam), r_line) / slope
    line_need = HOLD * line_pull * (lift + drag / mu) / g
    line_slabs = max(0, math.ceil(round((line_need - _sleeper_kg(LINE_SLEEPER_MM)) / SLAB_KG,
                                        6)))
    line_wet = HOLD * line_pull * (lift + drag / mu_wet) / g
    line_wet_slabs = max(line_slabs, math.ceil(round(
        (line_wet - _sleeper_kg(LINE_SLEEPER_MM)) / SLAB_KG, 6)))
    # the 下綱 where it leaves the inner row, over its sleepers' top (its underside)
    clear = clearance(thick, row_t)
    return WeightedBase(m, v, r, p, mu, pivot_h, depth, width, channel, thick, lower, upper,
                        stacks, layers, slabs, deck, deck + slabs * SLAB_KG, need_ns, need_ew,
                        need_slide, butt, offset, pull, lower_mpa, upper_mpa, design,
                        line_pull, line_need, line_slabs, deck_w_mm=wide, row_n=n_row,
                        row_w_mm=row_w, row_t_mm=row_t, gap_mm=gap, inner_stacks=inner,
                        lug_x_mm=lug_x, rope_clear_mm=clear, line_run_mm=r_line * 1000,
                        wet_layers=wet, wet_friction=mu_wet, line_lift=lift, line_drag=drag,
                        line_wet_slabs=line_wet_slabs)


def base_bolt_length_mm(tab: Tabernacle, deck_t_mm: int = SLEEPER_MM[1]) -> int:
    """The base bolts' length under the head (mm): the plate, the deck's sleeper ``deck_t_mm``
    (mm) thick, the backing plate and 1.5d for the washers, the nut and a thread beyond it, to
    the next 10 mm."""
    require(tab, Tabernacle, "base_bolt_length_mm(): tab")
    return _up(2 * tab.plate_t_mm + deck_t_mm + 1.5 * tab.base_bolt_mm)


def base_words(w: WeightedBase, tab: Tabernacle) -> str:
    """The base ``w`` (with its tabernacle ``tab``) as a maker's list, in words (mm, kg)."""
    require(w, WeightedBase, "base_words(): w")
    wide, thick = SLEEPER_MM
    flat, edge = _("laid flat"), _("on edge")
    return _("a deck {d} mm north–south by {b} mm east–west, flat on the grass: {n} softwood "
             "sleepers {sw} × {st} mm, each cut to {b} mm, side by side running east–west, "
             "{laid}; the tabernacle's plate at its middle, bolted through the middle sleepers "
             "with M{db} × {bl} mm bolts to its backing plate, let {pt} mm into their "
             "undersides so the deck lies flat; on the deck two rows of weights, east and west, "
             "each on {rn} sleepers {d} mm long running north–south, {rlaid}, screwed to each "
             "sleeper they cross with two {screw} mm screws; {each} {k} stacks of {layers} "
             "concrete paving slabs {s} × {s} × {t} mm ({kg} kg each, {slabs} in all, {h} mm "
             "high){split}; between the rows a channel {c} mm wide, open to the south, where the post "
             "swings down: nothing in it; the base {mass} kg with its sleepers (at least {need} "
             "kg asked); its deck {dt} mm thick, the post's butt {butt} mm above the "
             "ground; {wet}").format(
        d=w.depth_mm, b=w.width_mm, n=w.lower, sw=wide, st=thick,
        laid=edge if w.deck_on_edge else flat, db=tab.base_bolt_mm,
        bl=base_bolt_length_mm(tab, w.deck_t_mm), pt=tab.plate_t_mm, rn=w.row_n,
        rlaid=edge if w.rows_on_edge else flat, screw=SCREW,
        k=w.outer_stacks if w.gap_mm else w.stacks // 2,
        each=_("on the outer row") if w.gap_mm else _("on each row"),
        split=_("; on the inner row {ki} stacks of as many, half north and "
                "half south of the 下綱's line with a gap {g} mm wide between them, where the "
                "rope runs from its lug and swings in the wind").format(
                    ki=w.inner_stacks, g=w.gap_mm) + (
            _(", {c} mm over the row's sleepers where it leaves them").format(
                c=f"{w.rope_clear_mm:.0f}"))
        if w.gap_mm else "",
        layers=w.layers, s=SLAB_MM, t=SLAB_T_MM, kg=f"{SLAB_KG:.1f}", slabs=w.slabs,
        h=w.layers * SLAB_T_MM, c=w.channel_mm, mass=f"{w.mass_kg:.0f}",
        need=f"{w.need_kg:.0f}", dt=w.deck_t_mm, butt=f"{w.butt_mm:.0f}",
        wet=wet_words(w.wet_friction, w.layers, w.wet_layers, w.stacks,
                      w.mass_kg + w.wet_kg, w.least_friction(w.wet_kg))) + (
        "" if w.holds else _(": more than houzhi's base holds; lower the design wind (--wind)"))


def base_why(w: WeightedBase) -> str:
    """houzhi's reasons and checks for the base ``w``, in words."""
    require(w, WeightedBase, "base_why(): w")
    return _("houzhi's: tipping north or south about the deck's edge, m·g·D/2 ≥ {f}·M: {ns} kg "
             "(M {m} N·m; the rows stand symmetric about the tabernacle, for the wind blows "
             "from either side); east–west about its inner edge under the foot's inward thrust "
             "R = {r} N at the pivot, {hp} mm up: {ew} kg; sliding on the grass, μ(m·g + P) ≥ "
             "{f}·√(R² + V²), μ = {mu} (houzhi's assumption for timber on grass; on wet grass "
             "{wmu}, as assumed, {ratio} of it: water between), the post's "
             "push down P = {p} N (the guy's pull that leaves R), V = {v} N: {sl} kg. Held: "
             "{fns}× tipping north–south, {few}× east–west, {fsl}× sliding ({f}× to μ {mu1}; "
             "with wet grass's {wl} layers to μ {mu2}). The sleepers, C24 "
             "(f_m,d {fd} MPa): the one under the pulling bolts {lo} MPa, the rows' {up} MPa. "
             "Concrete slabs: dense, flat and square in a stack; houzhi counts 2200 kg/m³, the "
             "low end of concrete (EN 1991-1-1 Table A.1): weigh one, and if it is lighter "
             "stack more").format(
        f=HOLD, ns=f"{w.need_ns_kg:.0f}", m=f"{w.moment_nm:.0f}", r=f"{w.thrust_n:.0f}",
        hp=f"{w.pivot_h_mm:.0f}", ew=f"{w.need_ew_kg:.0f}", mu=f"{w.friction:g}",
        p=f"{w.down_n:.0f}", v=f"{w.shear_n:.0f}", sl=f"{w.need_slide_kg:.0f}",
        fns=f"{w.overturning_ns:.2f}", few=f"{w.overturning_ew:.1f}", fsl=f"{w.sliding:.2f}",
        mu1=f"{math.ceil(w.least_friction() * 100) / 100:.2f}",
        mu2=f"{math.ceil(w.least_friction(w.wet_kg) * 100) / 100:.2f}", wl=w.wet_layers,
        wmu=f"{w.wet_friction:g}", ratio=f"{w.wet_friction / w.friction:.1f}",
        fd=f"{w.design_mpa:.1f}", lo=f"{w.lower_mpa:.1f}", up=f"{w.upper_mpa:.1f}")


def south_run_mm(w: WeightedBase, top_mm: float) -> int:
    """How far south of the post's stake (mm) the south lines' weights stand: where the stakes
    would (:attr:`WeightedBase.line_run_mm`), or, where the post lying on its pivot reaches
    ``top_mm`` (mm, its top south of the pivot) over a weight's near stack, beyond its top by
    half a slab and :data:`CLEAR_MM` (houzhi's), to the next 10 mm; the line is no weaker there
    (its pull falls as its run grows, and a north weight's slabs hold it)."""
    require(w, WeightedBase, "south_run_mm(): w")
    top = loads._real(top_mm, "south_run_mm(): top_mm")
    return _up(max(w.line_run_mm, top + SLAB_MM / 2 + CLEAR_MM))


def line_words(w: WeightedBase, south_mm: float | None = None) -> str:
    """A raising line's weight in words, and its reckoning (N, kg); the south ones
    ``south_mm`` (mm) south of the post's stake where given (:func:`south_run_mm`)."""
    require(w, WeightedBase, "line_words(): w")
    south = w.line_run_mm if south_mm is None else south_mm
    where = (_("stands where its stake would, {run} mm north or south of the post's").format(
        run=f"{w.line_run_mm:.0f}") if south <= w.line_run_mm else
        _("stands {run} mm north of the post's stake, or {south} mm south, beyond the lying "
          "post's top").format(run=f"{w.line_run_mm:.0f}", south=f"{south:.0f}"))
    return _("each of the four north and south lines' weights {where}: a {long} mm sleeper "
             "across the line, its edges rounded or wrapped in sacking, on two {t} mm offcut "
             "blocks under its stacks, its middle clear for the line's turns; {n} slabs on it "
             "in two stacks, {a} and {b}, a {gap} mm gap between them, where the line is tied round the sleeper with a round turn "
             "and two half hitches: {kg} kg (at least {need} kg: the line holds the unlocked "
             "post's bending at the design wind, {pull} N, and its weight {f}× its lift and "
             "its pull along the grass, to μ {mu1}; on wet grass, μ {wmu}, {wet} slabs, {wa} "
             "and {wb}, to μ {mu2})"
             ).format(where=where, gap=KNOT_GAP_MM, long=LINE_SLEEPER_MM,
                      t=SLEEPER_MM[1],
                      mu1=f"{math.ceil(w.line_least_friction() * 100) / 100:.2f}",
                      wmu=f"{w.wet_friction:g}", wet=w.line_wet_slabs,
                      wa=(w.line_wet_slabs + 1) // 2, wb=w.line_wet_slabs // 2,
                      mu2=f"{math.ceil(w.line_least_friction(w.line_wet_slabs) * 100) / 100:.2f}",
                      n=w.line_slabs, a=(w.line_slabs + 1) // 2,
                      b=w.line_slabs // 2, kg=f"{w.line_kg:.0f}",
                      need=f"{w.line_need_kg:.0f}", pull=f"{w.line_pull_n:.0f}", f=HOLD)


@dataclass(frozen=True)
class GuyWeight:
    """houzhi's weight for a guy where the ground may not be dug (mm, kg, N as named): ``runs``
    pairs of sleepers laid along the guy's line as runners, each pair under the edges of a row
    of ``stacks`` stacks of ``layers`` slabs; across their ends nearest the post a cross sleeper
    ``cross_mm`` long screwed to each runner, the guy tied round its middle with a trucker's
    hitch (it is hauled taut: :func:`houzhi.making.standing.rigging`) in a
    :data:`KNOT_GAP_MM` gap between runners. ``need_kg`` what the guy asks: :data:`HOLD` times
    its lift and its pull along the grass over μ; ``lift_n`` its pull up."""

    pull_n: float
    lift_n: float
    need_kg: float
    runs: int
    stacks: int
    layers: int
    cross_mm: int
    #: the layers on wet grass (:data:`houzhi.making.loads.WET_FRICTION`) and that μ
    wet_layers: int = 0
    wet_friction: float = loads.WET_FRICTION

    @property
    def wet_kg(self) -> float:
        """The slabs (kg) wet grass asks beyond the weight's: the layers more on each stack."""
        return (self.wet_layers - self.layers) * self.layer_kg

    @property
    def slabs(self) -> int:
        """The slabs on the weight: every run's stacks, each ``layers`` high."""
        return self.runs * self.stacks * self.layers

    @property
    def timber_kg(self) -> float:
        """Its sleepers' mass (kg): two whole runners a run and the cross sleeper."""
        return 2 * self.runs * _sleeper_kg(SLEEPER_LONG_MM) + _sleeper_kg(self.cross_mm)

    @property
    def mass_kg(self) -> float:
        """Its mass (kg): the slabs and the sleepers."""
        return self.slabs * SLAB_KG + self.timber_kg

    @property
    def tipping(self) -> float:
        """Its holding against the guy's lift at the cross sleeper, tipping it about the
        runners' far ends, over the lift's moment: m·g·a/(G·sin θ·L), a the slabs' middle from
        the far ends (the timber counted at the runners' middle), L the runners' length."""
        front = SLEEPER_MM[0] + self.stacks * SLAB_MM / 2  # the stacks' middle from the front
        a = (self.slabs * SLAB_KG * (SLEEPER_LONG_MM - front)
             + self.timber_kg * SLEEPER_LONG_MM / 2) / self.mass_kg
        return self.mass_kg * loads.GRAVITY * a / (self.lift_n * SLEEPER_LONG_MM)

    @property
    def rise(self) -> float:
        """The sine of the guy's angle from the ground, sin θ = lift/pull."""
        return self.lift_n / self.pull_n

    def least_friction(self, extra_kg: float = 0.0) -> float:
        """The least μ on the grass at which the weight, with ``extra_kg`` (kg) more on it,
        still holds :data:`HOLD` times: (m + extra)·g = HOLD·G·(sin θ + cos θ/μ), so
        μ = cos θ/((m + extra)·g/(HOLD·G) − sin θ)."""
        sin = self.rise
        return (math.sqrt(1 - sin * sin)
                / ((self.mass_kg + extra_kg) * loads.GRAVITY / (HOLD * self.pull_n) - sin))

    @property
    def layer_kg(self) -> float:
        """A layer more on each of its stacks (kg): a slab on each."""
        return self.runs * self.stacks * SLAB_KG

    @property
    def holds(self) -> bool:
        """True when it weighs what the guy asks and holds :data:`HOLD` against tipping."""
        return self.mass_kg >= self.need_kg * (1 - 1e-9) and self.tipping >= HOLD


def guy_weight(guy_n: float, rise: float, friction: float = loads.FRICTION,
               wet_friction: float = loads.WET_FRICTION) -> GuyWeight:
    """houzhi's weight for a guy pulling ``guy_n`` (N) at ``rise`` (the sine of its angle from
    the ground), on grass of friction ``friction``: m·g ≥ :data:`HOLD`·G·(sin θ + cos θ/μ), as
    slabs on runners, the fewest runs side by side (up to :data:`GUY_RUNS`) whose
    :data:`GUY_STACKS` stacks a run hold it within :data:`MOST_LAYERS` layers, with the layers
    more wet grass (``wet_friction``) asks too."""
    g = _positive(guy_n, "guy_weight(): guy_n")
    sin = loads._real(rise, "guy_weight(): rise")
    if not 0 <= sin < 1:
        raise BadValueError(f"guy_weight(): rise must be a sine from 0 to 1, got {shown(rise)}")
    mu = _positive(friction, "guy_weight(): friction")
    mu_wet = _positive(wet_friction, "guy_weight(): wet_friction")
    cos = math.sqrt(1 - sin * sin)
    need = HOLD * g * (sin + cos / mu) / loads.GRAVITY
    need_wet = HOLD * g * (sin + cos / mu_wet) / loads.GRAVITY
    for runs in range(1, GUY_RUNS + 1):
        cross = runs * SLAB_MM + (runs - 1) * KNOT_GAP_MM
        timber = 2 * runs * _sleeper_kg(SLEEPER_LONG_MM) + _sleeper_kg(cross)
        layers = max(1, math.ceil(round((need - timber) / (runs * GUY_STACKS * SLAB_KG), 6)))
        wet = max(layers, math.ceil(round((need_wet - timber) / (runs * GUY_STACKS * SLAB_KG),
                                          6)))
        if wet <= MOST_LAYERS:
            break
    return GuyWeight(g, g * sin, need, runs, GUY_STACKS, layers, cross, wet, mu_wet)


def guy_weight_words(gw: GuyWeight) -> str:
    """A guy's weight ``gw`` in words (mm, kg)."""
    require(gw, GuyWeight, "guy_weight_words(): gw")
    wide, thick = SLEEPER_MM
    return _("each guy's weight stands where its anchor would, its front on the anchor's "
             "place: {runners} sleepers {long} × {w} × {t} mm laid flat along the guy's line, "
             "{pairs} {apart} mm apart (centre to centre) under the slabs' edges; across their "
             "ends nearest the post a sleeper {cross} mm long, screwed to each with two {screw} "
             "mm screws; behind it on {each} {k} stacks of {layers} slabs ({slabs} in all); "
             "the guy tied round the cross sleeper's middle with a trucker's hitch and two "
             "half hitches, hauled taut (the no-dig order of work), in the {gap} mm "
             "between runners: {kg} kg (at least {need} kg: {f}× the guy's lift and its pull "
             "along the grass over μ; {tip}× against its lift tipping it; {f}× to μ {mu1}); "
             "{wet}").format(
        mu1=f"{math.ceil(gw.least_friction() * 100) / 100:.2f}",
        wet=wet_words(gw.wet_friction, gw.layers, gw.wet_layers, gw.runs * gw.stacks,
                      gw.mass_kg + gw.wet_kg, gw.least_friction(gw.wet_kg)),
        pairs=_("in pairs") if gw.runs > 1 else _("a pair"),
        each=_("each pair") if gw.runs > 1 else _("the pair"),
        runners=2 * gw.runs, long=SLEEPER_LONG_MM, w=wide, t=thick, apart=SLAB_MM - wide,
        cross=gw.cross_mm, screw=SCREW, k=gw.stacks, layers=gw.layers, slabs=gw.slabs,
        gap=KNOT_GAP_MM, kg=f"{gw.mass_kg:.0f}", need=f"{gw.need_kg:.0f}", f=HOLD,
        tip=f"{gw.tipping:.1f}") + (
        "" if gw.holds else _(": more than houzhi's weight holds; lower the design wind "
                              "(--wind)"))
