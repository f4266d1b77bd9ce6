"""The loads on a target standing in the open, and the sizes they call for: modern engineering.

The texts say how the 侯 is hung (ropes 綱, loops 縜, posts 植); they say nothing of wind, rope
strength or how thick a post must be. Everything here is houzhi's assumption, from modern
engineering practice, and is printed as such, with the formula and its source:

- wind pressure q = ½ρv² (Pa), ρ = 1.25 kg/m³ (the basic velocity pressure of EN 1991-1-4:2005
  §4.5, with its recommended density of air);
- wind force F = q·c_f·A (N) on the cloth of area A, square to the wind, c_f = 1.8: the force
  coefficient EN 1991-1-4 §7.4.3 gives a signboard (a rigid flat plate square to the wind has
  about 1.2, Hoerner, *Fluid-Dynamic Drag*, 1965, ch. 3); houzhi takes the code's larger figure
  because the cloth billows and flaps;
- a rope carrying a load P (N) spread evenly over a length b (m) in the middle of its span L (m),
  with a sag s (m) across the span, pulls along the span with H = (P/s)(L/4 − b/8) (the cable
  theorem: H·s is the simple beam's moment at mid-span) and at each end with
  T = √(H² + (P/2)²);
- a rope stretches in proportion to its pull: cut to an unstretched length Lu, it is Lu(1 + H/EA)
  long under a pull H, EA its stiffness (:data:`STRETCH_AT_BREAK`); so that it hangs at the
  design sag s₀ (m) in still air, pulled by H₀ = c₀/s₀ from the cloth's weight and its own, it is
  cut Lu = (L + 8s₀²/(3L))/(1 + H₀/EA) long, and in the wind, its load's moment c (N·m) at
  mid-span, it sags the s that solves L + 8s²/(3L) = Lu(1 + c/(s·EA)) (the elastic cable's
  compatibility: H. M. Irvine, *Cable Structures*, 1981, ch. 1–2);
- a post loaded sideways by forces F_i (N) at heights h_i (m) above the ground bends at the
  ground by M = Σ F_i·h_i (N·m); a round post of diameter d (m) takes M at a bending stress
  32M/(πd³) (Pa).

Each function is pure; lengths in metres, forces in newtons, speeds in m/s, masses in kg.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..errors import BadValueError, WrongKindError, require, shown
from ..locale import N_

__all__ = [
    "AIR_DENSITY",
    "FORCE_COEFFICIENT",
    "FRICTION",
    "GRAVITY",
    "HOLD_FACTOR",
    "ROPES",
    "STRETCH_AT_BREAK",
    "TIMBER",
    "WET_FRICTION",
    "RopeGrade",
    "Timber",
    "bending_moment",
    "broms_clay",
    "broms_sand",
    "dynamic_pressure",
    "embedment_for",
    "foot_capacity",
    "mid_moment",
    "parabola_length",
    "passive_coefficient",
    "post_diameter",
    "post_diameter_second_order",
    "post_utilisation",
    "pretensioned_sag",
    "rope_for",
    "rope_tension",
    "speed_for_force",
    "stiffness",
    "unstretched_length",
    "wind_force",
]

#: ρ, kg/m³: EN 1991-1-4:2005 §4.5's recommended density of air.
AIR_DENSITY = 1.25
#: c_f of a signboard, EN 1991-1-4:2005 §7.4.3 (houzhi's for the cloth: it billows and flaps).
FORCE_COEFFICIENT = 1.8
#: g, m/s².
GRAVITY = 9.81
#: a weight on grass slides under a sideways pull of this fraction of its weight (houzhi's μ,
#: assumed: timber, slabs or barrels on grass; no source found).
FRICTION = 0.5
#: on wet grass (dew, rain, the mud under the turf) a weight slides under this fraction of its
#: weight (houzhi's μ, assumed as the dry one is, no source found: 0.7 of it, water between);
#: the bases and the guys' weights carry the layers more it asks, and say so.
WET_FRICTION = 0.35
#: the factor on a ballast's or an anchor's holding beyond the load (houzhi's).
HOLD_FACTOR = 1.5

#: The sources of the formulas, as the sheet prints them.
SOURCES = {
    "wind": N_("q = ½ρv², ρ = 1.25 kg/m³ (EN 1991-1-4:2005 §4.5); F = q·c_f·A, c_f = 1.8 for a "
            "signboard (EN 1991-1-4 §7.4.3; a rigid flat plate has about 1.2, Hoerner, "
            "Fluid-Dynamic Drag, 1965)"),
    "rope": N_("H = (P/s)(L/4 − b/8) for a load P spread over b in the middle of a span L with a sag "
            "s (the cable theorem), T = √(H² + (P/2)²) at each end"),
    "stretch": N_("EA = breaking strength / 0.15; cut Lu = (L + 8s0²/(3L))/(1 + H0/EA), H0 = c0/s0 "
               "in still air; in the wind L + 8s²/(3L) = Lu(1 + c/(s·EA)), H = c/s (H. M. "
               "Irvine, Cable Structures, 1981)"),
    "post": N_("M = Σ F·h at the ground; σ = 32M/(πd³) in a round post of diameter d"),
}


def _real(x: Any, what: str) -> float:
    """``x`` as a float, for the engineering's arithmetic (the output boundary): a real number,
    finite, of a size a load can have; else houzhi's own error, one line naming ``what``."""
    if isinstance(x, bool) or not isinstance(x, (int, float, Fraction)):
        raise WrongKindError(f"{what} must be a number, got {shown(x)}")
    ok = math.isfinite(x) if isinstance(x, float) else abs(Fraction(x)) <= 10**12
    if not ok:
        raise BadValueError(f"{what} must be a finite number of a size a load can have, got "
                            f"{shown(x)}")
    return float(x)


def dynamic_pressure(speed_m_s: float, density: float = AIR_DENSITY) -> float:
    """q = ½ρv², in Pa, of a wind of ``speed_m_s`` (m/s) in air of ``density`` (kg/m³)."""
    v = _real(speed_m_s, "dynamic_pressure(): speed_m_s")
    return 0.5 * _real(density, "dynamic_pressure(): density") * v ** 2


def wind_force(area_m2: float, speed_m_s: float, coefficient: float = FORCE_COEFFICIENT,
               density: float = AIR_DENSITY) -> float:
    """F = q·c_f·A, in N: the wind of ``speed_m_s`` (m/s) on ``area_m2`` (m²) square to it."""
    return dynamic_pressure(speed_m_s, density) * coefficient * area_m2


def speed_for_force(force_n: float, area_m2: float, coefficient: float = FORCE_COEFFICIENT,
                    density: float = AIR_DENSITY) -> float:
    """The wind speed (m/s) whose force on ``area_m2`` (m²) is ``force_n`` (N): the inverse of
    :func:`wind_force`."""
    return math.sqrt(2 * force_n / (density * coefficient * area_m2))


def rope_tension(load_n: float, span_m: float, loaded_m: float, sag_m: float
                 ) -> tuple[float, float]:
    """(H, T) in N of a rope ``span_m`` (m) between its ends, sagging ``sag_m`` (m) at mid-span
    under ``load_n`` (N) spread evenly over ``loaded_m`` (m, ≤ span) in its middle: H the pull
    along the span, T the tension at each end (H and half the load, at right angles)."""
    if not 0 < loaded_m <= span_m or sag_m <= 0:
        raise ValueError("the loaded length must be within the span and the sag positive")
    h = load_n / sag_m * (span_m / 4 - loaded_m / 8)
    return h, math.hypot(h, load_n / 2)


#: The least stretch of a polyester rope at its breaking strength: 15–25% (Rhino Rope's
#: catalogue, as J. Wilson's "Physical properties of fibers" tabulates it, radioworks.com). houzhi
#: takes a rope's stretch in proportion to its pull, from the least: the stiffest rope the figure
#: allows, which stretches least under the wind and so pulls most.
STRETCH_AT_BREAK = 0.15


def stiffness(breaking_n: float, stretch: float = STRETCH_AT_BREAK) -> float:
    """EA, in N: the pull that would stretch a rope by its own length, were its stretch in
    proportion to its pull — its breaking strength ``breaking_n`` (N) over its stretch at that
    strength ``stretch`` (a fraction, :data:`STRETCH_AT_BREAK`)."""
    breaking_n = _real(breaking_n, "stiffness(): breaking_n")
    stretch = _real(stretch, "stiffness(): stretch")
    if breaking_n <= 0 or stretch <= 0:
        raise BadValueError(f"stiffness(): the breaking strength and the stretch must be "
                            f"positive, got {shown(breaking_n)} and {shown(stretch)}")
    return breaking_n / stretch


def mid_moment(load_n: float, span_m: float, loaded_m: float) -> float:
    """c = P(L/4 − b/8), in N·m: the moment at mid-span of a simple beam ``span_m`` (m) long under
    ``load_n`` (N) spread evenly over ``loaded_m`` (m, within the span) in its middle — a
    rope's pull times its sag (the cable theorem; a rope's own weight wL over the whole span
    gives wL²/8)."""
    load_n = _real(load_n, "mid_moment(): load_n")
    span_m = _real(span_m, "mid_moment(): span_m")
    loaded_m = _real(loaded_m, "mid_moment(): loaded_m")
    if not 0 < loaded_m <= span_m or load_n < 0:
        raise BadValueError(f"mid_moment(): the loaded length must be within the span and the "
                            f"load not negative, got {shown(loaded_m)} of {shown(span_m)} and "
                            f"{shown(load_n)}")
    return load_n * (span_m / 4 - loaded_m / 8)


def parabola_length(span: Any, sag: Any) -> Any:
    """L + 8s²/(3L): the length of a rope sagging ``sag`` over ``span`` (any one unit, and
    exact where both are fractions), the first two terms of a shallow parabola's arc length
    (H. M. Irvine, *Cable Structures*, 1981)."""
    return span + 8 * sag * sag / (3 * span)


def unstretched_length(span_m: float, sag_m: float, pull_n: float, stiffness_n: float) -> float:
    """Lu = (L + 8s²/(3L))/(1 + H/EA), in m: the length to cut a rope (unloaded) that, pulled
    along its span ``span_m`` (m) by ``pull_n`` (N, H), stretches to the shallow parabola of sag
    ``sag_m`` (m) — its stiffness ``stiffness_n`` (N, EA: :func:`stiffness`)."""
    span_m = _real(span_m, "unstretched_length(): span_m")
    sag_m = _real(sag_m, "unstretched_length(): sag_m")
    pull_n = _real(pull_n, "unstretched_length(): pull_n")
    stiffness_n = _real(stiffness_n, "unstretched_length(): stiffness_n")
    if span_m <= 0 or sag_m <= 0 or pull_n < 0 or stiffness_n <= 0:
        raise BadValueError("unstretched_length(): the span, the sag and the stiffness must be "
                            "positive and the pull not negative")
    return parabola_length(span_m, sag_m) / (1 + pull_n / stiffness_n)


def pretensioned_sag(moment_nm: float, span_m: float, unstretched_m: float,
                     stiffness_n: float) -> float:
    """The sag (m) at mid-span of a rope cut ``unstretched_m`` (m, Lu) long, tied across
    ``span_m`` (m, L), under loads whose moment at mid-span is ``moment_nm`` (N·m, c:
    :func:`mid_moment`, in the plane of their resultant): its pull H = c/s stretches it to
    Lu(1 + H/EA), EA = ``stiffness_n`` (N), and a shallow parabola of sag s is L + 8s²/(3L)
    long; so s solves f(s) = L + 8s²/(3L) − Lu(1 + c/(s·EA)) = 0. f rises with s (from −∞ as
    s → 0 when c > 0), so its one positive root is found by halving, to 10⁻⁹ m; with no load
    (c = 0) a rope longer than the span hangs slack at its own length's sag, a shorter one is
    refused."""
    c = _real(moment_nm, "pretensioned_sag(): moment_nm")
    span = _real(span_m, "pretensioned_sag(): span_m")
    lu = _real(unstretched_m, "pretensioned_sag(): unstretched_m")
    ea = _real(stiffness_n, "pretensioned_sag(): stiffness_n")
    if c < 0 or span <= 0 or lu <= 0 or ea <= 0:
        raise BadValueError("pretensioned_sag(): the span, the rope's length and its stiffness "
                            "must be positive and the moment not negative")
    if c == 0:
        if lu <= span:
            raise BadValueError(f"pretensioned_sag(): a rope of {shown(lu)} m with no load "
                                f"does not reach across {shown(span)} m")
        return math.sqrt(3 * span * (lu - span) / 8)

    def f(s: float) -> float:
        return parabola_length(span, s) - lu * (1 + c / (s * ea))

    # halved to a relative 10⁻⁹ (a sag may be a thousandth of its span), not :func:`_least`'s
    # absolute tolerance
    lo, hi = 0.0, span  # f < 0 near 0; f(hi) > 0 once hi is past the root
    while f(hi) < 0:  # a rope so stretchy or so loaded that it sags more than its span
        lo, hi = hi, 2 * hi
    while hi - lo > 1e-9 * hi:  # mid is never 0: lo ≥ 0 < hi
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if f(mid) < 0 else (lo, mid)
    return hi


def bending_moment(forces: list[tuple[float, float]]) -> float:
    """M = Σ F·h, in N·m, at the foot of a post under sideways ``forces`` (N, at heights in m)."""
    require(forces, (list, tuple), "bending_moment(): forces")
    pairs = []
    for pair in forces:
        require(pair, tuple, "bending_moment(): each force")
        f, h = pair
        pairs.append((_real(f, "bending_moment(): a force"), _real(h, "bending_moment(): a height")))
    return sum(f * h for f, h in pairs)


@dataclass(frozen=True)
class Timber:
    """A timber for posts: its characteristic bending strength (Pa) and the factors of
    EN 1995-1-1 that make it a design strength: k_mod for a short load outdoors (service
    class 3), γ_M for solid timber."""

    name: str
    bending_pa: float
    k_mod: float = 0.7
    gamma_m: float = 1.3
    source: str = ""

    @property
    def design_pa(self) -> float:
        """f_m,d = k_mod·f_m,k/γ_M, in Pa."""
        return self.k_mod * self.bending_pa / self.gamma_m


#: houzhi's timber for the posts: softwood of strength class C24 (EN 338: f_m,k = 24 MPa),
#: the common structural grade of spruce, pine and larch.
TIMBER = Timber(N_("softwood, strength class C24 (spruce, pine or larch)"), 24e6,
                # each figure held to its name and unit (no-break spaces): never broken
                source=N_("EN 338 (C24: f_m,k\u00a0=\u00a024\u00a0N/mm²); EN 1995-1-1 "
                          "(k_mod\u00a00.7, service class 3, short-term load; γ_M\u00a01.3)"))

#: The load factor on wind (EN 1990's γ_Q for a variable action).
LOAD_FACTOR = 1.5


def post_diameter(moment_nm: float, timber: Timber = TIMBER,
                  load_factor: float = LOAD_FACTOR) -> float:
    """The least diameter (m) of a round post of ``timber`` that takes ``moment_nm`` (N·m, as
    the loads give it) times ``load_factor`` at its design bending strength:
    d = ∛(32·γ·M/(π·f_m,d))."""
    moment_nm = _real(moment_nm, "post_diameter(): moment_nm")
    return (32 * load_factor * moment_nm / (math.pi * timber.design_pa)) ** (1 / 3)


@dataclass(frozen=True)
class RopeGrade:
    """A rope a maker can buy: its material, diameter (mm), minimum breaking strength (N) and
    mass (kg per metre)."""

    material: str
    diameter_mm: int
    breaking_n: float
    kg_per_m: float = 0.0

    @property
    def weight_n_per_m(self) -> float:
        """Its own weight, N per metre of rope."""
        return self.kg_per_m * GRAVITY


_ROPE_SOURCE = N_("three-strand polyester–polyolefin rope, minimum breaking strength and mass as "
                "the Engineering ToolBox tabulates them (Polyester Polyolefin Rope – Strength); "
                "a pure polyester rope is stronger")
#: Ropes houzhi chooses from (3-strand, synthetic with a natural look): diameter (mm), strength
#: (kN) and mass (kg/m), each as the Engineering ToolBox's table of polyester–polyolefin rope
#: gives it (houzhi's assumption for the rope a maker buys).
ROPES: tuple[RopeGrade, ...] = tuple(
    RopeGrade(N_("three-strand polyester (hemp-look)"), d, kn * 1000, kg)
    for d, kn, kg in ((6, 5.34, 0.024), (8, 8.3, 0.037), (10, 12.0, 0.054), (12, 19.6, 0.092),
                      (14, 23.1, 0.118), (16, 27.1, 0.141), (18, 37.4, 0.201),
                      (22, 49.5, 0.268), (24, 58.6, 0.324), (26, 66, 0.365), (28, 73, 0.403),
                      (30, 89, 0.495), (32, 98, 0.543), (36, 126, 0.699), (40, 147, 0.818),
                      (44, 164, 0.923), (48, 214, 1.21)))
ROPE_SOURCE = _ROPE_SOURCE
#: The safety factor on a rope's breaking strength: knots take up to half of it (a bowline or
#: round turn keeps 60–70%), and sun and wear more.
ROPE_SAFETY = 6


def rope_for(tension_n: float, safety: float = ROPE_SAFETY) -> RopeGrade | None:
    """The thinnest of :data:`ROPES` whose breaking strength is at least ``safety`` times
    ``tension_n`` (N); None when even the thickest is not."""
    tension_n = _real(tension_n, "rope_for(): tension_n")
    return next((r for r in ROPES if r.breaking_n >= safety * tension_n), None)


# -- the posts' feet and the posts' size under their axial load (houzhi's modern engineering) --

#: houzhi's design soils for the posts' feet, the two kinds Broms treats (a buried post is a
#: short pile): a medium sand, unit weight γ (N/m³) and angle of friction φ (degrees), whose
#: passive coefficient K_p = (1 + sin φ)/(1 − sin φ) = 3 (Rankine); and a soft clay of undrained
#: strength c_u (Pa). The foot is checked in both and the weaker taken.
SOIL_UNIT_WEIGHT = 18e3
SOIL_FRICTION_DEGREES = 30.0
SOIL_UNDRAINED_PA = 25e3
#: the least ratio of a foot's ultimate sideways resistance to its load at the design wind
#: (houzhi's own choice, not Broms': twice the design wind's load, a margin usual for a foot's
#: sideways resistance under a live load).
FOOT_SAFETY = 2.0
#: C24's fifth-percentile stiffness E_0,05 (Pa), characteristic compressive strength f_c,0,k
#: (Pa) and mean density (kg/m³): EN 338:2016, table 1.
TIMBER_E_PA = 7.4e9
TIMBER_COMPRESSION_PA = 21e6
TIMBER_DENSITY = 420.0
#: the load factor on a permanent load (the post's and the cloth's weight): EN 1990's γ_G.
PERMANENT_FACTOR = 1.35

#: The sources of the foot's check and the post's second-order sizing, as the sheet prints them.
FOOT_SOURCES = {
    # the journal's name held together (no-break spaces): never broken
    "foot": N_("Broms' short free-head pile (B.\u00a0B.\u00a0Broms, J.\u00a0Soil\u00a0Mech."
               "\u00a0Found.\u00a0Div.\u00a0ASCE\u00a090, SM2 and SM3, 1964): in sand H_u = 0.5·γ·D·L³·K_p/(e + L); in clay "
               "H_u = 9·c_u·D·f, nothing in the top 1.5D, H(e + 1.5D + f/2) = "
               "2.25·c_u·D·(L − 1.5D − f)²; e = M/H; safety 2 (houzhi's: the foot's ultimate "
               "resistance twice the design wind's load)"),
    "post": N_("P-Δ: M × 1/(1 − N_d/P_cr), P_cr = π²EI/(2L)², E_0,05 7.4 GPa (EN 338, C24); "
               "N_d = 1.5 × the guy's thrust + 1.35 × the post's and half the cloth's weight "
               "(EN 1990); (σ_c/f_c,d)² + σ_m/f_m,d ≤ 1 (EN 1995-1-1 (6.19))"),
}


def passive_coefficient(friction_degrees: float = SOIL_FRICTION_DEGREES) -> float:
    """Rankine's passive earth pressure coefficient K_p = (1 + sin φ)/(1 − sin φ) of a soil
    whose angle of friction is ``friction_degrees`` (degrees); dimensionless."""
    s = math.sin(math.radians(_real(friction_degrees, "passive_coefficient(): friction")))
    return (1 + s) / (1 - s)


def broms_sand(diameter_m: float, depth_m: float, height_m: float,
               unit_weight: float = SOIL_UNIT_WEIGHT,
               friction_degrees: float = SOIL_FRICTION_DEGREES) -> float:
    """The ultimate sideways load (N) on a short free-head post ``diameter_m`` (m) across,
    buried ``depth_m`` (m) in a cohesionless soil of ``unit_weight`` (N/m³) and angle of
    friction ``friction_degrees``, its load's resultant ``height_m`` (m) above the ground:
    Broms (1964) takes the soil's resistance as 3·K_p·γ·D·z at a depth z and the post turning
    about its toe, so H_u·(e + L) = ½·3K_p·γ·D·L²·L/3, H_u = 0.5·γ·D·L³·K_p/(e + L)."""
    d = _real(diameter_m, "broms_sand(): diameter_m")
    length = _real(depth_m, "broms_sand(): depth_m")
    e = _real(height_m, "broms_sand(): height_m")
    if d <= 0 or length <= 0 or e < 0:
        raise BadValueError("broms_sand(): the diameter and the depth must be positive, the "
                            "height not negative")
    kp = passive_coefficient(friction_degrees)
    return 0.5 * _real(unit_weight, "broms_sand(): unit_weight") * d * length ** 3 * kp / (e + length)


def broms_clay(diameter_m: float, depth_m: float, height_m: float,
               undrained_pa: float = SOIL_UNDRAINED_PA) -> float:
    """The ultimate sideways load (N) on a short free-head post ``diameter_m`` (m) across,
    buried ``depth_m`` (m) in a clay of undrained strength ``undrained_pa`` (Pa), its load's
    resultant ``height_m`` (m) above the ground: Broms (1964) takes no resistance in the top
    1.5D and 9·c_u·D below; the shear is nil at 1.5D + f, f = H/(9c_uD), where the moment
    H(e + 1.5D + f/2) equals the 2.25·c_u·D·g² the rest g = L − 1.5D − f takes; so
    f² + (4e' + 2L')f − L'² = 0 with e' = e + 1.5D, L' = L − 1.5D, and H_u = 9·c_u·D·f
    (0 where the post is buried no deeper than 1.5D)."""
    d = _real(diameter_m, "broms_clay(): diameter_m")
    length = _real(depth_m, "broms_clay(): depth_m")
    e = _real(height_m, "broms_clay(): height_m")
    cu = _real(undrained_pa, "broms_clay(): undrained_pa")
    if d <= 0 or length <= 0 or e < 0 or cu <= 0:
        raise BadValueError("broms_clay(): the diameter, the depth and the strength must be "
                            "positive, the height not negative")
    below, up = length - 1.5 * d, e + 1.5 * d
    if below <= 0:
        return 0.0
    b = 4 * up + 2 * below
    f = 2 * below * below / (b + math.sqrt(b * b + 4 * below * below))  # the root, stably
    return 9 * cu * d * f


def foot_capacity(diameter_m: float, depth_m: float, height_m: float) -> tuple[float, float]:
    """(sand, clay): the ultimate sideways load (N) of a post ``diameter_m`` (m) across buried
    ``depth_m`` (m), its load ``height_m`` (m) up, in houzhi's two design soils
    (:func:`broms_sand`, :func:`broms_clay`)."""
    return (broms_sand(diameter_m, depth_m, height_m),
            broms_clay(diameter_m, depth_m, height_m))


def _least(holds: Callable[[float], bool], lo: float, hi: float, factor: float,
           limit: float, tol: float, refusal: str) -> float:
    """The least x (to ``tol``) at which ``holds``, true from some x on, holds: ``hi`` grown
    ``factor``-fold from ``lo`` until it holds (houzhi's one-line ``refusal`` past ``limit``),
    then the bracket halved."""
    while not holds(hi):
        lo, hi = hi, factor * hi
        if hi > limit:
            raise BadValueError(refusal)
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if holds(mid):
            hi = mid
        else:
            lo = mid
    return hi


def embedment_for(load_n: float, height_m: float, diameter_m: float,
                  safety: float = FOOT_SAFETY) -> float:
    """The least depth (m) at which a post ``diameter_m`` (m) across holds ``safety`` times
    ``load_n`` (N) acting ``height_m`` (m) above the ground in the weaker of houzhi's two soils
    (:func:`foot_capacity`): both grow with the depth, so found by halving, to a tenth of a
    millimetre."""
    need = _real(safety, "embedment_for(): safety") * _real(load_n, "embedment_for(): load_n")
    if need <= 0:
        raise BadValueError("embedment_for(): the load and the safety factor must be positive")

    def holds(depth: float) -> bool:
        return min(foot_capacity(diameter_m, depth, height_m)) >= need

    return _least(holds, 0.0, 1.0, 2, 1e4, 1e-4, "embedment_for(): no depth holds that load")


def post_utilisation(diameter_m: float, moment_nm: float, axial_n: float, length_m: float,
                     permanent_n: float = 0.0, timber: Timber = TIMBER,
                     load_factor: float = LOAD_FACTOR) -> float:
    """How far a round post ``diameter_m`` (m) across is used at its foot (1 at its design
    strength): the wind's ``moment_nm`` (N·m) and the guy's ``axial_n`` (N, down the post)
    × ``load_factor``, with ``permanent_n`` (N: the cloth's weight on the post) and the post's
    own weight above the ground (``length_m`` m of it at :data:`TIMBER_DENSITY`) ×
    :data:`PERMANENT_FACTOR`, the moment magnified by 1/(1 − N_d/P_cr), P_cr = π²EI/(2L)² of a
    cantilever ``length_m`` (m) long; (σ_c/f_c,d)² + σ_m/f_m,d (EN 1995-1-1 (6.19))."""
    d = _real(diameter_m, "post_utilisation(): diameter_m")
    length = _real(length_m, "post_utilisation(): length_m")
    area, inertia = math.pi * d * d / 4, math.pi * d ** 4 / 64
    own = TIMBER_DENSITY * area * length * GRAVITY
    n_d = (load_factor * _real(axial_n, "post_utilisation(): axial_n")
           + PERMANENT_FACTOR * (_real(permanent_n, "post_utilisation(): permanent_n") + own))
    critical = math.pi ** 2 * TIMBER_E_PA * inertia / (2 * length) ** 2
    if n_d >= critical:
        return math.inf
    m_d = load_factor * _real(moment_nm, "post_utilisation(): moment_nm") / (1 - n_d / critical)
    f_c = timber.k_mod * TIMBER_COMPRESSION_PA / timber.gamma_m
    return (n_d / area / f_c) ** 2 + 32 * m_d / (math.pi * d ** 3) / timber.design_pa


def post_diameter_second_order(moment_nm: float, axial_n: float, length_m: float,
                               permanent_n: float = 0.0, timber: Timber = TIMBER,
                               load_factor: float = LOAD_FACTOR) -> float:
    """The least diameter (m) of a round post of ``timber`` whose :func:`post_utilisation`
    under ``moment_nm`` (N·m), ``axial_n`` (N) and ``permanent_n`` (N) on ``length_m`` (m)
    above the ground is at most 1: from the bending alone (:func:`post_diameter`), widened by
    halving to a hundredth of a millimetre (the use falls as the post thickens)."""
    least = post_diameter(moment_nm, timber, load_factor)

    def fits(d: float) -> bool:
        return post_utilisation(d, moment_nm, axial_n, length_m, permanent_n, timber,
                                load_factor) <= 1

    return _least(fits, least, least, 1.25, 100, 1e-5,
                  "post_diameter_second_order(): no post holds that load")
