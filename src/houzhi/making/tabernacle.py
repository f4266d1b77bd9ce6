"""The steel tabernacle a post stands in where the ground may not be dug: its sizes from the
post's loads, modern engineering.

The texts plant the posts 植 in the ground; a tabernacle on a weighted base is houzhi's
alternative for ground that may not be dug (:func:`houzhi.making.standing.rigging`). Everything
here is houzhi's, from modern structural codes, and is printed as such, with its formula and
source. The tabernacle: a square steel base plate bolted to the weighted base; on it two
cheeks, steel plates either side of the pole's butt, leaning with the post; a pivot bolt through
the cheeks and the butt, on which the post is walked up, and above it a locking bolt, put in
once the post stands. The two bolts carry the post's bending as a couple.

- the post's bending M (N·m) at the base plate and its shear V (N) from the wind
  (:func:`houzhi.making.loads.bending_moment`), and the thrust R (N) of its foot in the
  east–west plane (the ropes' pull and the guy's), each times the load factor γ_Q = 1.5 of
  EN 1990 (:data:`houzhi.making.loads.LOAD_FACTOR`);
- the couple: each bolt takes F = γ(M/a + V) across the pole, a the lever between the bolts
  (m); the pivot bolt also the foot's thrust: F = γ√((M/a + V)² + R²), houzhi's, on the safe
  side whichever way the thrust runs; a = 3 pole diameters (houzhi's), or with the largest bolt
  through the pole (M30: EN 1995-1-1 §8.5.1.1 gives the embedment of bolts up to 30 mm) the
  lever it needs, up to 6;
- a bolt in double shear: F_v,Rd = 2·α_v·f_ub·A_s/γ_M2, α_v = 0.6 for grade 8.8 with the
  thread in the shear plane (EN 1993-1-8:2005 Table 3.4; f_ub = 800 N/mm², Table 3.1;
  γ_M2 = 1.25, Table 2.1); in tension F_t,Rd = k₂·f_ub·A_s/γ_M2, k₂ = 0.9;
- a bolt bearing on a plate of thickness t: F_b,Rd = k₁·α_b·f_u·d·t/γ_M2, k₁ = min(2.8e₂/d₀
  − 1.7, 2.5), α_b = min(e₁/(3d₀), f_ub/f_u, 1) (EN 1993-1-8 Table 3.4);
- a bolt through the timber pole between two steel cheeks (double shear, the cheeks taken as
  thin plates, on the safe side): per shear plane F_v,Rk = min(0.5·f_h·t₂·d,
  1.15·√(2·M_y·f_h·d)), f_h = 0.082(1 − 0.01d)ρ_k/(k₉₀), k₉₀ = 1.35 + 0.015d across the grain,
  M_y = 0.3·f_u·d^2.6 (EN 1995-1-1:2004 (8.12), (8.30)–(8.33); ρ_k = 350 kg/m³ for C24,
  EN 338); F_v,Rd = k_mod·2·F_v,Rk/γ_M, k_mod = 0.7, γ_M = 1.3 (EN 1995-1-1 Tables 3.1, 2.3);
  the pivot's end distance to the butt a₃,t = max(7d, 80 mm) (EN 1995-1-1 Table 8.4);
- a cheek at its root: bending in its plane γM/2 (two cheeks) and across it γR·e (one cheek
  takes the thrust at the pivot's height e), σ = 3γM/(t·w²) + 6γR·e/(w·t²) ≤ f_y/γ_M0
  (EN 1993-1-1:2005 §6.2.1(7), elastic; steel S235, f_y = 235 N/mm², f_u = 360 N/mm², Table
  3.1; γ_M0 = 1.0, §6.1);
- the fillet welds of a cheek to the base plate, both faces along its width: the force per
  length 3γM/(2w²) + γR·e/(t·w) + γV/(4w) ≤ a·f_vw,d, f_vw,d = f_u/(√3·β_w·γ_M2), β_w = 0.8
  (EN 1993-1-8 §4.5.3.3), a ≥ 3 mm (§4.5.2), and houzhi's a ≥ 0.46t, a weld as strong as
  the plate (the directional method, §4.5.3.2);
- the base plate, bolted at its four corners through the weighted base's deck to a backing
  plate alike under it (houzhi's: the deck clamped over the whole plate, not pulled through
  by a washer): the two bolts on the tension side take T = γM/(2z) each, z = (s + w)/2 from
  the far edge of the cheeks (s the bolts' spacing); the plate a cantilever from the cheek to
  the bolts, m its reach: t ≥ √(12·T·m·γ_M0/(B·f_y)), no prying counted. The deck and the
  base beneath it are the base's own, not sized here.

Each function is pure; lengths in mm, forces in N, moments in N·mm unless their names say
otherwise, stresses in N/mm² (MPa).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import BadValueError, WrongKindError, require, shown
from ..locale import N_, _
from . import loads

__all__ = [
    "BOLTS",
    "NYLOC_MM",
    "PLATES",
    "SHACKLES",
    "SHACKLE_INSIDE_MM",
    "WASHER_MM",
    "Lug",
    "Tabernacle",
    "bolt_bearing_n",
    "bolt_length_mm",
    "bolt_shear_n",
    "bolt_tension_n",
    "cheek_width_mm",
    "couple_n",
    "hole_mm",
    "lug",
    "lug_why",
    "lug_words",
    "nyloc_fit_mm",
    "tabernacle",
    "tabernacle_words",
    "timber_bolt_n",
    "weld_throat_mm",
]

#: Steel S235 (EN 1993-1-1:2005 Table 3.1, t ≤ 40 mm): f_y, f_u in N/mm².
STEEL_FY = 235.0
STEEL_FU = 360.0
#: Partial factors: γ_M0 (EN 1993-1-1 §6.1), γ_M2 (EN 1993-1-8 Table 2.1).
GAMMA_M0 = 1.0
GAMMA_M2 = 1.25
#: Bolts of grade 8.8 (EN 1993-1-8 Table 3.1): f_ub in N/mm², α_v with the thread in the shear
#: plane and k₂ (Table 3.4).
BOLT_GRADE = "8.8"
BOLT_FUB = 800.0
ALPHA_V = 0.6
K2 = 0.9
#: β_w of a fillet weld in S235 (EN 1993-1-8 Table 4.1).
BETA_W = 0.8
#: The least throat of a fillet weld, mm (EN 1993-1-8 §4.5.2(2)).
LEAST_THROAT_MM = 3
#: The throat of a double fillet weld as strong as the S235 plate it joins, as a fraction of the
#: plate's thickness: a ≥ 0.46t (by the directional method of EN 1993-1-8 §4.5.3.2; the figure
#: SCI P363 tabulates for S235).
FULL_STRENGTH = 0.46
#: ρ_k of C24 (EN 338), kg/m³, for the bolts' bearing in the pole.
TIMBER_DENSITY = 350.0

#: Metric bolts houzhi chooses from: M size (mm) and the tensile stress area A_s (mm², ISO 898-1).
BOLTS: tuple[tuple[int, float], ...] = ((12, 84.3), (16, 157.0), (20, 245.0), (24, 353.0),
                                        (30, 561.0), (36, 817.0))
#: houzhi's nuts on the pivot and locking bolts: nyloc (prevailing-torque, DIN 985 / ISO 10511),
#: which hold where they are set, for the nuts are set snug, not clamping, and a plain nut so set
#: backs off in a day of flapping cloth; each M size's nut height and its washer's thickness
#: (ISO 7089), mm.
NYLOC_MM: dict[int, float] = {12: 12, 16: 16, 20: 20, 24: 24, 30: 30, 36: 36}
WASHER_MM: dict[int, float] = {12: 2.5, 16: 3, 20: 3, 24: 4, 30: 4, 36: 5}
#: Steel plate thicknesses a fabricator stocks, mm.
PLATES: tuple[int, ...] = (8, 10, 12, 15, 20, 25, 30, 40)
#: houzhi's: the lever between the bolts in pole diameters (a longer lever, smaller forces).
LEVER_DIAMETERS = 3
#: The largest bolt through the pole, mm: EN 1995-1-1 §8.5.1.1's embedment strength is for
#: bolts up to 30 mm.
POLE_BOLT_MAX_MM = 30
#: houzhi's longest lever, in pole diameters, where even the largest bolt needs more than
#: :data:`LEVER_DIAMETERS`: taller cheeks are a tower of their own.
LONGEST_LEVER = 6
#: houzhi's room between the pole and each cheek, mm: the pole swings freely and a wet pole
#: swells; packing washers take up what is left.
ROOM_MM = 5
#: houzhi's clearance between the butt, cut round about the pivot, and the base plate, mm.
BUTT_CLEAR_MM = 20
#: houzhi's room from a cheek's face or edge to a base bolt's centre, mm: for a spanner.
SPANNER_MM = 50

#: The sources of the formulas, as the sheet prints them.
SOURCE = N_("S235 (f_y\u00a0235, f_u\u00a0360\u00a0N/mm², EN 1993-1-1:2005 Table 3.1, "
            "γ_M0\u00a01.0), bolts 8.8 (f_ub\u00a0800\u00a0N/mm², EN 1993-1-8:2005 Tables 3.1, "
            "2.1, γ_M2\u00a01.25): double shear 2·0.6·f_ub·A_s/γ_M2, tension "
            "0.9·f_ub·A_s/γ_M2, bearing k1·α_b·f_u·d·t/γ_M2 (Table 3.4); in the pole "
            "min(0.5·f_h·t·d, 1.15√(2M_y·f_h·d)) a plane (EN 1995-1-1:2004 (8.12), "
            "(8.30)–(8.33), C24, k_mod\u00a00.7, γ_M\u00a01.3); a cheek's root "
            "3γM/(t·w²)\u00a0+\u00a06γR·e/(w·t²)\u00a0≤\u00a0f_y/γ_M0 (EN 1993-1-1 §6.2.1(7)); "
            "welds f_u/(√3·β_w·γ_M2) (EN 1993-1-8 §4.5.3.3), at least 0.46t; base bolts "
            "γM/(2z)")


def _positive(x: float, what: str) -> float:
    """``x`` (a real number) as a float, refused unless positive: houzhi's error, one line."""
    v = loads._real(x, what)
    if v <= 0:
        raise BadValueError(f"{what} must be positive, got {shown(x)}")
    return v


def _bolt(d_mm: object, what: str) -> int:
    """``d_mm`` (mm) as the size of a bolt of :data:`BOLTS`; else houzhi's error, one line
    naming ``what``."""
    if isinstance(d_mm, bool) or not isinstance(d_mm, int):
        raise WrongKindError(f"{what} must be a bolt's size in mm (an int), got {shown(d_mm)}")
    if d_mm not in dict(BOLTS):
        raise BadValueError(f"{what}: no M{d_mm} bolt in houzhi's table (M12 to M36)"
                            if abs(d_mm) < 10**6 else f"{what}: no such bolt in houzhi's table")
    return d_mm


def _stress_area(d_mm: int) -> float:
    """A_s (mm²) of an M ``d_mm`` bolt of :data:`BOLTS`."""
    return dict(BOLTS)[_bolt(d_mm, "a bolt")]


def hole_mm(d_mm: int) -> int:
    """d₀ (mm), the hole of an M ``d_mm`` bolt with the normal clearance of EN 1090-2 Table 11:
    1 mm for M12–M14, 2 mm for M16–M24, 3 mm from M27."""
    d = _bolt(d_mm, "hole_mm(): d_mm")
    return d + (1 if d <= 14 else 2 if d <= 24 else 3)


def bolt_shear_n(d_mm: int, planes: int = 2) -> float:
    """F_v,Rd (N) of an M ``d_mm`` bolt of grade 8.8 sheared in ``planes`` planes, the thread
    in each: n·α_v·f_ub·A_s/γ_M2 (EN 1993-1-8 Table 3.4)."""
    area = _stress_area(_bolt(d_mm, "bolt_shear_n(): d_mm"))
    if isinstance(planes, bool) or not isinstance(planes, int) or not 1 <= planes <= 4:
        raise BadValueError(f"bolt_shear_n(): planes must be 1 to 4, got {shown(planes)}")
    return planes * ALPHA_V * BOLT_FUB * area / GAMMA_M2


def bolt_tension_n(d_mm: int) -> float:
    """F_t,Rd (N) of an M ``d_mm`` bolt of grade 8.8: k₂·f_ub·A_s/γ_M2 (EN 1993-1-8 Table
    3.4)."""
    return K2 * BOLT_FUB * _stress_area(_bolt(d_mm, "bolt_tension_n(): d_mm")) / GAMMA_M2


def bolt_bearing_n(d_mm: int, t_mm: float, e1_mm: float, e2_mm: float) -> float:
    """F_b,Rd (N) of an M ``d_mm`` bolt bearing on an S235 plate ``t_mm`` (mm) thick, its hole
    ``e1_mm`` (mm) from the end the load runs to and ``e2_mm`` (mm) from the side edges:
    k₁·α_b·f_u·d·t/γ_M2, k₁ = min(2.8e₂/d₀ − 1.7, 2.5), α_b = min(e₁/(3d₀), f_ub/f_u, 1)
    (EN 1993-1-8 Table 3.4)."""
    d0 = hole_mm(_bolt(d_mm, "bolt_bearing_n(): d_mm"))
    k1 = min(2.8 * _positive(e2_mm, "bolt_bearing_n(): e2_mm") / d0 - 1.7, 2.5)
    alpha_b = min(_positive(e1_mm, "bolt_bearing_n(): e1_mm") / (3 * d0), BOLT_FUB / STEEL_FU,
                  1.0)
    return max(k1, 0.0) * alpha_b * STEEL_FU * d_mm * _positive(t_mm, "bolt_bearing_n(): t_mm") \
        / GAMMA_M2


def timber_bolt_n(d_mm: int, t2_mm: float, timber: loads.Timber = loads.TIMBER) -> float:
    """F_v,Rd (N) of an M ``d_mm`` bolt through a timber member ``t2_mm`` (mm) thick between two
    steel plates, loaded across the grain, in its two shear planes: per plane
    min(0.5·f_h·t₂·d, 1.15·√(2·M_y·f_h·d)) (EN 1995-1-1 (8.12), thin plates, on the safe
    side; the rope effect left out), f_h = 0.082(1 − 0.01d)·ρ_k/k₉₀, k₉₀ = 1.35 + 0.015d
    ((8.31)–(8.33), softwood), M_y = 0.3·f_u·d^2.6 ((8.30)); times k_mod/γ_M of ``timber``."""
    d_mm = _bolt(d_mm, "timber_bolt_n(): d_mm")
    t2 = _positive(t2_mm, "timber_bolt_n(): t2_mm")
    f_h = 0.082 * (1 - 0.01 * d_mm) * TIMBER_DENSITY / (1.35 + 0.015 * d_mm)
    m_y = 0.3 * BOLT_FUB * d_mm ** 2.6
    per_plane = min(0.5 * f_h * t2 * d_mm, 1.15 * math.sqrt(2 * m_y * f_h * d_mm))
    return timber.k_mod * 2 * per_plane / timber.gamma_m


def couple_n(moment_nm: float, shear_n: float, lever_mm: float) -> float:
    """The force (N) each of two bolts ``lever_mm`` (mm) apart takes across a post bending by
    ``moment_nm`` (N·m) at its foot, below both, and sheared by ``shear_n`` (N): M/a + V, the
    couple and the shear, the most either bolt takes (the moment at the lower bolt is less than
    at the foot; houzhi's, on the safe side for both)."""
    a = _positive(lever_mm, "couple_n(): lever_mm") / 1000
    return loads._real(moment_nm, "couple_n(): moment_nm") / a + loads._real(
        shear_n, "couple_n(): shear_n")


def cheek_width_mm(moment_nm: float, side_n: float, side_lever_mm: float, t_mm: float,
                   fy: float = STEEL_FY) -> float:
    """The least width w (mm) of each of two cheeks ``t_mm`` (mm) thick that together bend by
    ``moment_nm`` (N·m, factored) in their plane while one takes ``side_n`` (N, factored)
    across it at ``side_lever_mm`` (mm) above its root: the root of 3M/(t·w²) + 6R·e/(w·t²)
    = f_y/γ_M0 (EN 1993-1-1 §6.2.1(7), elastic), a quadratic in 1/w."""
    m = loads._real(moment_nm, "cheek_width_mm(): moment_nm") * 1000
    t = _positive(t_mm, "cheek_width_mm(): t_mm")
    a = 3 * m / t
    b = 6 * loads._real(side_n, "cheek_width_mm(): side_n") * side_lever_mm / (t * t)
    f = fy / GAMMA_M0
    if a <= 0:
        return b / f
    u = (-b + math.sqrt(b * b + 4 * a * f)) / (2 * a)
    return 1 / u


def weld_throat_mm(moment_nm: float, side_n: float, side_lever_mm: float, shear_n: float,
                   w_mm: float, t_mm: float) -> float:
    """The throat a (mm) of the fillet welds on both faces of a cheek ``w_mm`` wide and
    ``t_mm`` (mm) thick, one of two that together bend by ``moment_nm`` (N·m, factored), one
    taking ``side_n`` (N, factored) at ``side_lever_mm`` (mm) above the weld and sharing
    ``shear_n`` (N, factored): the greatest force per length 3M/(2w²) + R·e/(t·w) + V/(4w)
    (N/mm) over f_vw,d = f_u/(√3·β_w·γ_M2) (EN 1993-1-8 §4.5.3.3), at least
    :data:`LEAST_THROAT_MM` and :data:`FULL_STRENGTH` of the cheek's thickness (houzhi's: a
    weld as strong as the plate it holds)."""
    w = _positive(w_mm, "weld_throat_mm(): w_mm")
    t = _positive(t_mm, "weld_throat_mm(): t_mm")
    per_mm = (3 * moment_nm * 1000 / (2 * w * w) + side_n * side_lever_mm / (t * w)
              + shear_n / (4 * w))
    f_vw = STEEL_FU / (math.sqrt(3) * BETA_W * GAMMA_M2)
    return max(float(LEAST_THROAT_MM), FULL_STRENGTH * t, per_mm / f_vw)


def _room(d_mm: int, post_mm: float, shear_n: float, thrust_n: float) -> float:
    """What of the least resistance (N) of an M ``d_mm`` bolt (its double shear, its bearing in
    a pole ``post_mm`` across) is left for the couple M/a once the pivot's ``thrust_n`` (N, at
    right angles) and the ``shear_n`` (N) are taken: √(F² − R²) − V, or 0."""
    f = min(bolt_shear_n(d_mm), timber_bolt_n(d_mm, post_mm))
    return max(math.sqrt(max(f * f - thrust_n * thrust_n, 0.0)) - shear_n, 0.0)


def _up(mm: float, step: int = 10) -> int:
    """``mm`` up to the next multiple of ``step`` (mm)."""
    return step * math.ceil(round(mm / step, 6))


@dataclass(frozen=True)
class Tabernacle:
    """A tabernacle's sizes (mm but where named) and the factored forces it is sized for (N).

    The pole's butt between two cheeks ``gap_mm`` apart, each ``cheek_t_mm`` thick,
    ``cheek_w_mm`` wide and ``cheek_h_mm`` high along the lean from the base plate; the pivot
    bolt ``pivot_mm`` above the plate, the butt ``butt_mm`` below it, cut round about it; the
    locking bolt ``lever_mm`` above the pivot; both bolts M ``bolt_mm`` of grade
    :data:`BOLT_GRADE`; each cheek welded to the plate with fillets of throat ``weld_mm`` on
    both faces; the base plate ``plate_mm`` square, ``plate_t_mm`` thick, bolted to the
    weighted base by four M ``base_bolt_mm`` bolts at ``base_bolt_spacing_mm`` centres."""

    post_mm: int
    lever_mm: int
    bolt_mm: int
    pivot_mm: int
    butt_mm: int
    gap_mm: int
    cheek_t_mm: int
    cheek_w_mm: int
    cheek_h_mm: int
    weld_mm: int
    plate_mm: int
    plate_t_mm: int
    base_bolt_mm: int
    base_bolt_spacing_mm: int
    #: factored forces: on the locking bolt, on the pivot bolt, on each tension base bolt (N)
    lock_n: float
    pivot_n: float
    base_bolt_n: float
    #: the design resistances against them (N): a bolt's double shear, in the pole, the two
    #: cheeks' bearing; a base bolt's tension
    shear_rd_n: float
    timber_rd_n: float
    bearing_rd_n: float
    tension_rd_n: float

    @property
    def holds(self) -> bool:
        """True when every factored force is within its design resistance (False where even
        houzhi's largest bolt or thickest plate is not enough)."""
        bolt = max(self.lock_n, self.pivot_n)
        return (bolt <= min(self.shear_rd_n, self.timber_rd_n, self.bearing_rd_n)
                and self.base_bolt_n <= self.tension_rd_n)

    @property
    def hole_mm(self) -> int:
        """d₀ (mm) of the pivot and locking bolts' holes."""
        return hole_mm(self.bolt_mm)

    @property
    def across_mm(self) -> int:
        """Across both cheeks and the gap between them (mm): what the pivot and locking bolts
        pass through, and their holes are bored through."""
        return self.gap_mm + 2 * self.cheek_t_mm

    @property
    def auger_reach_mm(self) -> int:
        """The auger's least length (mm) to bore the pole's holes through the cheeks' holes as
        guides: :attr:`across_mm` to the next 50 mm (houzhi's)."""
        return _up(self.across_mm, 50)


def tabernacle(moment_nm: float, shear_n: float, thrust_n: float, post_mm: float,
               load_factor: float = loads.LOAD_FACTOR) -> Tabernacle:
    """The tabernacle of a round post ``post_mm`` (mm) across bending by ``moment_nm`` (N·m) at
    the base plate, sheared by ``shear_n`` (N) and thrust at its foot by ``thrust_n`` (N, in the
    east–west plane), each as the loads give it (times ``load_factor``, EN 1990's γ_Q): the
    smallest bolt (of :data:`BOLTS`) whose double shear and bearing in the pole hold the larger
    bolt force at a lever of :data:`LEVER_DIAMETERS` pole diameters (and at least the 5d of
    EN 1995-1-1 Table 8.4), or the largest at the longer lever it needs (up to
    :data:`LONGEST_LEVER` diameters); cheeks as wide as the pole and the thinnest plate (of
    :data:`PLATES`) that holds the bending, the thrust and the bolts' bearing at that width
    (wider, where even the thickest does not); the welds; the base plate and its bolts."""
    d_post = _positive(post_mm, "tabernacle(): post_mm")
    g = _positive(load_factor, "tabernacle(): load_factor")
    m = g * loads._real(moment_nm, "tabernacle(): moment_nm")
    v = g * abs(loads._real(shear_n, "tabernacle(): shear_n"))
    r = g * abs(loads._real(thrust_n, "tabernacle(): thrust_n"))
    gap = _up(d_post + 2 * ROOM_MM, 5)
    for d in (d for d, _area in BOLTS if d <= POLE_BOLT_MAX_MM):
        lever = _up(max(LEVER_DIAMETERS * d_post, 5 * d))
        room = _room(d, d_post, v, r)
        if couple_n(m, v, lever) <= room + v:
            break
    else:  # even the largest bolt: the lever it needs, within houzhi's longest
        longest = LONGEST_LEVER * d_post
        lever = _up(max(lever, min(m * 1000 / room, longest) if room > 0 else longest))
    lock = couple_n(m, v, lever)
    pivot = math.hypot(lock, r)
    d0 = hole_mm(d)
    butt = _up(max(7 * d, 80, d_post / 2))
    pivot_h = butt + BUTT_CLEAR_MM
    e1 = _up(3 * d0)
    cheek_h = pivot_h + lever + e1
    w0 = _up(max(d_post, 3 * d0))
    force = max(lock, pivot)
    for t in PLATES:
        bearing = 2 * bolt_bearing_n(d, t, e1, w0 / 2)
        if bearing >= force and cheek_width_mm(m, r, pivot_h, t) <= w0:
            break
    w = max(w0, _up(cheek_width_mm(m, r, pivot_h, t)))
    bearing = 2 * bolt_bearing_n(d, t, e1, w / 2)
    weld = math.ceil(round(weld_throat_mm(m, r, pivot_h, v, w, t), 6))
    footprint = max(w, gap + 2 * t)
    for db, _area in BOLTS:
        edge = _up(2 * hole_mm(db), 5)
        plate = _up(footprint + 2 * (SPANNER_MM + edge))
        spacing = plate - 2 * edge
        tension = m * 1000 / (2 * (spacing + w) / 2)
        if tension <= bolt_tension_n(db):
            break
    reach = (spacing - w) / 2
    need_t = math.sqrt(12 * tension * reach * GAMMA_M0 / (plate * STEEL_FY))
    plate_t = next((p for p in PLATES if p >= max(need_t, t)), PLATES[-1])
    return Tabernacle(round(d_post), lever, d, pivot_h, butt, gap, t, w, cheek_h, weld, plate,
                      plate_t, db, spacing, lock, pivot, tension, bolt_shear_n(d),
                      timber_bolt_n(d, d_post), bearing, bolt_tension_n(db))


def tabernacle_words(t: Tabernacle) -> str:
    """The tabernacle ``t`` as a fabricator's list, in words (mm)."""
    require(t, Tabernacle, "tabernacle_words(): t")
    return _("base plate {plate} × {plate} × {plate_t} mm S235, four {hole_b} mm holes at "
             "{spacing} mm centres, bolted with M{db} bolts of grade 8.8 through the weighted "
             "base's deck to a backing plate alike under it; two cheeks {h} × {w} × {t} mm "
             "S235 (along the lean × north–south × thick), {gap} mm apart, leaning with the post, welded to the plate's "
             "middle with {weld} mm fillets on both faces; in each cheek, on its centre line, a "
             "hole of {hole} mm for the pivot, {pivot} mm above the plate, and one for the lock, "
             "{lever} mm above that; two M{d} bolts of grade 8.8, {long} mm long, with "
             "washers and nyloc nuts (DIN 985); the pole's butt cut round, R{butt} mm about the "
             "pivot, dressed flat toward the cheeks, parallel, {post} mm across over its lowest "
             "{h} mm").format(post=t.post_mm,
        plate=t.plate_mm, plate_t=t.plate_t_mm, hole_b=hole_mm(t.base_bolt_mm),
        spacing=t.base_bolt_spacing_mm, db=t.base_bolt_mm, h=t.cheek_h_mm, w=t.cheek_w_mm,
        t=t.cheek_t_mm, gap=t.gap_mm, weld=t.weld_mm, hole=t.hole_mm, pivot=t.pivot_mm,
        lever=t.lever_mm, d=t.bolt_mm, long=bolt_length_mm(t), butt=t.butt_mm) + (
        "" if t.holds else _(": more than houzhi's largest bolt, longest lever or thickest plate "
                             "holds; lower the design wind (--wind)"))


def nyloc_fit_mm(t: Tabernacle) -> float:
    """What the pivot and locking bolts must reach through (mm): the gap, both cheeks, two washers
    (:data:`WASHER_MM`) and the nyloc nut (:data:`NYLOC_MM`); no more than
    :func:`bolt_length_mm`."""
    require(t, Tabernacle, "nyloc_fit_mm(): t")
    return t.across_mm + 2 * WASHER_MM[t.bolt_mm] + NYLOC_MM[t.bolt_mm]


def bolt_length_mm(t: Tabernacle) -> int:
    """The pivot and locking bolts' length under the head (mm): the gap, both cheeks, and 1.5d
    for two washers, the nut and a thread or two beyond it, to the next 10 mm (houzhi's)."""
    require(t, Tabernacle, "bolt_length_mm(): t")
    return _up(t.across_mm + 1.5 * t.bolt_mm)


#: Screw-pin bow shackles houzhi chooses from (Crosby G-209, to US Fed. Spec. RR-C-271, as
#: catalogued; in mm): its size, the bow's thickness, the pin's diameter, the jaw's width inside
#: at the pin, and its working load limit (kg; the maker's own safety, 5× or 6×, within it).
SHACKLES: tuple[tuple[str, float, float, float, int], ...] = (
    ("1/4″", 6.4, 7.9, 11.9, 500), ("5/16″", 7.9, 9.7, 13.5, 750),
    ("3/8″", 9.7, 11.2, 16.8, 1000), ("7/16″", 11.2, 12.7, 18.8, 1500),
    ("1/2″", 12.7, 16.0, 20.6, 2000), ("5/8″", 16.0, 19.1, 26.9, 3250),
    ("3/4″", 19.1, 22.4, 31.8, 4750))
#: each shackle's inside length, the pin's centre to the bow's inside, mm (Crosby G-209's
#: catalogued "C", 1.13–2.81 in): where a rope round the bow pulls from.
SHACKLE_INSIDE_MM: dict[str, float] = {
    "1/4″": 28.7, "5/16″": 31.0, "3/8″": 36.6, "7/16″": 42.9, "1/2″": 47.8, "5/8″": 60.5,
    "3/4″": 71.4}
#: houzhi's clearance of the lug's hole over the shackle's pin, mm.
PIN_CLEAR_MM = 1
#: houzhi's least room between the lug's lower weld (its toe, a leg of the throat × √2 below
#: the plate) and the pivot bolt's washer, mm, for a ring spanner on its nut; with less the lug
#: is notched round the nut.
SPANNER_ROOM_MM = 10


@dataclass(frozen=True)
class Lug:
    """houzhi's tie lug for the 下綱 where the post stands in a tabernacle (mm, N, MPa as
    named): a flat S235 plate ``t_mm`` thick, level, welded across the inboard cheek's face
    toward the target (away from the pole) at the 下綱's height (``along_mm`` up the cheek from the base plate), its whole width
    ``w_mm``, projecting ``long_mm`` inward; a hole ``hole_mm`` across, its centre ``reach_mm``
    from the cheek's face, for the pin of a bow shackle ``shackle`` (its pin ``pin_mm``, its
    bow ``bow_mm`` thick), round whose bow the 下綱 is tied; fillet welds of throat ``weld_mm``
    above and below. ``pull_n`` the 下綱's pull at the post in the design wind, times γ_Q;
    ``swing`` (rad) the rope's angle off its still line there, sideways and up or down."""

    pull_n: float
    swing: float
    shackle: str
    bow_mm: float
    pin_mm: float
    wll_kg: int
    t_mm: int
    w_mm: int
    hole_mm: float
    reach_mm: int
    end_mm: int
    long_mm: int
    weld_mm: int
    along_mm: float
    #: Table 3.9's least end and side distances past the hole (mm) and what the plate has; the
    #: pin's bearing resistance (N); the plate's stress at its root (MPa); the cheek's root
    #: stress with the lug's pull (MPa); the room over the pivot bolt's washer (mm), to the toe
    #: of the whole lug's lower fillet weld (its leg, the throat × √2)
    need_end_mm: float
    need_side_mm: float
    side_mm: float
    bearing_n: float
    root_mpa: float
    cheek_mpa: float
    clear_mm: float
    #: the notch (mm, wide × deep) cut in the lug's welded edge round the pivot bolt's nut,
    #: centred on the bolt (the cheek's centre line, as the hole), where the lug would come
    #: nearer to it than :data:`SPANNER_ROOM_MM`; (0, 0) where none
    notch_mm: tuple[int, int] = (0, 0)
    #: the load factor ``pull_n`` carries (γ_Q)
    load_factor: float = loads.LOAD_FACTOR
    #: where notched, the plate beyond the notch as a beam across it, the pull at its middle:
    #: its depth beside the hole (mm) and its stress there (MPa); 0 where not notched
    bridge_h_mm: float = 0.0
    bridge_mpa: float = 0.0

    @property
    def notch_end_mm(self) -> float:
        """From the notch's bottom to the hole's edge (mm): 0 where not notched."""
        return self.reach_mm - self.notch_mm[1] - self.hole_mm / 2 if self.notch_mm[0] else 0.0

    @property
    def notch_side_mm(self) -> float:
        """From the notch's sides to the hole's edge (mm), the notch centred on the hole's
        line: 0 where not notched."""
        return (self.notch_mm[0] - self.hole_mm) / 2 if self.notch_mm[0] else 0.0

    @property
    def holds(self) -> bool:
        """True when the plate, its hole (beside the notch too), the plate beyond the notch,
        the pin's bearing, the cheek and the shackle hold."""
        f_y = STEEL_FY / GAMMA_M0
        notched = self.notch_mm[0] > 0
        return (self.end_mm >= self.need_end_mm - 1e-9 and self.side_mm >= self.need_side_mm
                and self.bearing_n >= self.pull_n
                and max(self.root_mpa, self.cheek_mpa, self.bridge_mpa) <= f_y
                and self.wll_kg * loads.GRAVITY * self.load_factor >= self.pull_n
                and (not notched or (self.notch_end_mm >= self.need_end_mm - 1e-9
                                     and self.notch_side_mm >= self.need_side_mm))
                and (self.clear_mm >= SPANNER_ROOM_MM or notched))


def pin_bearing_n(t_mm: float, d_mm: float, f_y: float) -> float:
    """A pin's bearing resistance (N) on a plate ``t_mm`` (mm) thick through a hole for a pin
    ``d_mm`` (mm) across, of design strength ``f_y`` (MPa): 1.5·t·d·f_y, EN 1993-1-8 Table
    3.10."""
    return 1.5 * t_mm * d_mm * f_y


def lug(t: Tabernacle, pull_n: float, swing: float, rope_mm: float, height_mm: float,
        base_t_mm: float, lean: float, moment_nm: float, thrust_n: float,
        load_factor: float = loads.LOAD_FACTOR) -> Lug:
    """houzhi's tie lug on the inboard cheek of the tabernacle ``t`` for a 下綱 pulling
    ``pull_n`` (N, the design wind's, times ``load_factor``) ``swing`` (rad) off its still line,
    in a rope ``rope_mm`` (mm) thick, tied ``height_mm`` (mm) above the ground on a base
    ``base_t_mm`` (mm) thick, the post leaning ``lean`` (outward over up); the post bending the
    cheeks by ``moment_nm`` (N·m) with the foot's inward thrust ``thrust_n`` (N).

    The shackle: the first of :data:`SHACKLES` whose working load holds the pull and whose bow
    is at least the rope (a round turn on a thinner bow kinks it). The plate: the thinnest of
    :data:`PLATES` within the shackle's jaw that holds, as a pin plate of EN 1993-1-8 Table 3.9
    (given t): a ≥ F/(2t·f_y/γ_M0) + 2d₀/3 past the hole toward the rope, c ≥ F/(2t·f_y/γ_M0) +
    d₀/3 beside it; where the lug is notched round the pivot's nut (centred on the bolt), the
    notch's bottom and sides taken as edges too (houzhi's, on the safe side): the hole at least
    a beyond the bottom, at least c from the sides; the plate beyond the notch a beam across
    it, the pull at its middle, simply supported (on the safe side of its fixed ends): M =
    F·L/4, L the notch's width, on t·h²/6, h its depth less the hole (EN 1993-1-1 §6.2.5,
    elastic), ≤ f_y/γ_M0; the pin's bearing 1.5·t·d·f_y/γ_M0 (Table 3.10); at its root F/(w·t) +
    6F·sin ψ·r/(w·t²) + 6F·sin ψ·r/(t·w²) ≤ f_y/γ_M0, ψ the swing up or down and sideways, r
    the hole's reach. The welds above and below: F/(2w) + F·sin ψ·r/(t·w) + 3F·sin ψ·r/(2w²)
    ≤ a·f_vw,d, a ≥ 3 mm and 0.46t (as the cheeks'). The inboard cheek at its root with the
    lug's pull at the lug's height instead of the pivot's: 3γM/(t_c·w_c²) + 6γ(R·e_p +
    T·(e_l − e_p))/(w_c·t_c²) ≤ f_y/γ_M0."""
    require(t, Tabernacle, "lug(): t")
    g = _positive(load_factor, "lug(): load_factor")
    f = g * _positive(pull_n, "lug(): pull_n")
    psi = abs(loads._real(swing, "lug(): swing"))
    d_rope = _positive(rope_mm, "lug(): rope_mm")
    lam = math.atan(loads._real(lean, "lug(): lean"))
    f_y = STEEL_FY / GAMMA_M0
    name, bow, pin, jaw, wll = next(
        (s for s in SHACKLES if s[4] * loads.GRAVITY >= f / g and s[1] >= d_rope - 1e-9),
        SHACKLES[-1])
    d0 = pin + PIN_CLEAR_MM
    w = t.cheek_w_mm
    # the lug up the cheek from the base plate (its face leaning with the post), and the room
    # to the pivot bolt's washer (2d across) below it
    along = (_positive(height_mm, "lug(): height_mm") - base_t_mm - t.plate_t_mm) / math.cos(lam)
    # the shackle's ears, about twice its pin across, turn clear of the cheek and the weld;
    # where the lug comes near the pivot's nut, a notch round it (4d wide: the nut and a ring
    # spanner; d + 10 deep: the washer, the nut and the thread's end) and the hole beyond it,
    # Table 3.9's end distance beyond the notch's bottom as beyond the plate's end
    notch = (_up(4 * t.bolt_mm, 5), _up(t.bolt_mm + 10, 5))
    reach = _up(2 * d0, 5)
    s_psi = math.sin(psi)

    def need_end_of(th: float) -> float:  # Table 3.9's a, past the hole (mm)
        return f / (2 * th * f_y) + 2 * d0 / 3

    f_vw = STEEL_FU / (math.sqrt(3) * BETA_W * GAMMA_M2)

    def throat(th: float, r: float, wd: float) -> int:  # the welds above and below (mm)
        per_mm = f / (2 * wd) + f * s_psi * r / (th * wd) + 3 * f * s_psi * r / (2 * wd * wd)
        return math.ceil(round(max(float(LEAST_THROAT_MM), FULL_STRENGTH * th, per_mm / f_vw),
                               6))

    def clear_of(th: float) -> float:
        # to the toe of the lower fillet weld of the whole lug (its leg a·√2 below the plate)
        return along - th / 2 - throat(th, reach, w) * math.sqrt(2) - (t.pivot_mm + t.bolt_mm)

    def plate(th: float) -> tuple[tuple[int, int], int, float]:  # notch, reach, welded width
        cut = notch if clear_of(th) < SPANNER_ROOM_MM else (0, 0)
        r = max(reach, _up(cut[1] + need_end_of(th) + d0 / 2, 5)) if cut[0] else reach
        return cut, r, w - cut[0]

    def bridge(th: float) -> tuple[float, float]:  # beyond the notch: h (mm), σ (MPa)
        cut, r, _wd = plate(th)
        if not cut[0]:
            return 0.0, 0.0
        h = math.ceil(r + d0 / 2 + _up(need_end_of(th), 5)) - cut[1] - d0
        return h, f * cut[0] / 4 / (th * h * h / 6)

    def root_mpa(th: float) -> float:  # the plate at its root, as the docstring gives it
        _cut, r, wd = plate(th)
        return (f / (wd * th) + 6 * f * s_psi * r / (wd * th * th)
                + 6 * f * s_psi * r / (th * wd * wd))

    # the thinnest plate within the shackle's jaw (2 mm to spare) that holds, else the thickest
    fits = [p for p in PLATES if p <= jaw - 2] or [PLATES[0]]
    th = next((p for p in fits if max(root_mpa(p), bridge(p)[1]) <= f_y
               and pin_bearing_n(p, pin, f_y) >= f), fits[-1])
    root = root_mpa(th)
    cut, reach, wd = plate(th)
    need_end = need_end_of(th)
    need_side = f / (2 * th * f_y) + d0 / 3
    end = _up(need_end, 5)
    long = math.ceil(reach + d0 / 2 + end)
    weld = throat(th, reach, wd)
    # the cheek's root: the lug's pull at its height, the rest of the thrust at the pivot's
    m = g * loads._real(moment_nm, "lug(): moment_nm") * 1000
    r = g * abs(loads._real(thrust_n, "lug(): thrust_n"))
    side = r * t.pivot_mm + f * max(along - t.pivot_mm, 0.0)
    cheek = 3 * m / (t.cheek_t_mm * w * w) + 6 * side / (w * t.cheek_t_mm ** 2)
    clear = clear_of(th)
    return Lug(f, psi, name, bow, pin, wll, th, w, d0, reach, end, long, weld, along, need_end,
               need_side, (w - d0) / 2, pin_bearing_n(th, pin, f_y), root, cheek, clear, cut,
               g, *bridge(th))


def lug_words(u: Lug) -> str:
    """The lug ``u`` as a fabricator's and a rigger's list, in words (mm)."""
    require(u, Lug, "lug_words(): u")
    return _("the 下綱's tie lug on the inboard cheek: a plate {w} × {long} × {t} mm S235, level, "
             "welded across the cheek's face toward the target (away from the pole) {along} mm up it from the base plate (at the "
             "下綱's height) with {weld} mm fillets above and below, a {hole} mm hole {reach} mm "
             "out from the cheek; a {name} screw-pin bow shackle (working load {wll} kg), its pin "
             "through the hole, the pin moused with wire; the 下綱 tied round its bow").format(
        w=u.w_mm, long=u.long_mm, t=u.t_mm, along=f"{u.along_mm:.0f}", weld=u.weld_mm,
        hole=f"{u.hole_mm:g}", reach=u.reach_mm, name=u.shackle, wll=u.wll_kg) + (
        _("; its welded edge notched {w} × {d} mm round the pivot bolt's nut, the notch "
          "centred on the bolt").format(
            w=u.notch_mm[0], d=u.notch_mm[1]) if u.notch_mm[0] else "") + (
        "" if u.holds else _(": more than houzhi's lug holds; lower the design wind (--wind)"))


def lug_why(u: Lug) -> str:
    """houzhi's reasons and checks for the lug ``u``, in words."""
    require(u, Lug, "lug_why(): u")
    return _("houzhi's: the 下綱's mark falls between the cheeks, where no rope goes round the "
             "pole, so it is tied to the cheek at its height: the cloth hangs where the texts "
             "put it. Its pull {f} N (× {g}), {deg}° off its still line in the design wind "
             "(atan 4s/L of its wind sag, taken up, down and sideways), the shackle turning on "
             "its pin with the rope. The plate as a pin plate (EN 1993-1-8 Table 3.9): {end} mm "
             "past the hole (at least {ne}), {side} beside it (at least {ns}); the pin bears "
             "{bear} kN (1.5·t·d·f_y, Table 3.10); at its root {root} MPa of {fy}; the cheek's "
             "root with the lug's pull {cheek} MPa; {clear} mm from its lower weld's toe (the "
             "weld's leg below the plate) to the pivot bolt's washer, where a ring spanner "
             "asks {room}{notched}").format(room=SPANNER_ROOM_MM, notched=_(
                 ", so notched round its nut: the hole {nb} mm beyond the notch's bottom (at "
                 "least {ne}, as past it), {nsd} from its sides (at least {ns}); beyond the "
                 "notch a beam {span} mm across, the pull at its middle, simply supported: "
                 "F·L/4 on t·h²/6, h {h} mm beside the hole, {bridge} MPa of {fy}").format(
                     nb=f"{u.notch_end_mm:g}", ne=f"{u.need_end_mm:.0f}",
                     nsd=f"{u.notch_side_mm:g}", ns=f"{u.need_side_mm:.0f}", span=u.notch_mm[0],
                     h=f"{u.bridge_h_mm:g}", bridge=f"{u.bridge_mpa:.0f}",
                     fy=f"{STEEL_FY / GAMMA_M0:.0f}") if u.notch_mm[0] else "",
        f=f"{u.pull_n:.0f}", g=f"{u.load_factor:g}", deg=f"{math.degrees(u.swing):.0f}", end=u.end_mm,
        ne=f"{u.need_end_mm:.0f}", side=f"{u.side_mm:.0f}", ns=f"{u.need_side_mm:.0f}",
        bear=f"{u.bearing_n / 1000:.1f}", root=f"{u.root_mpa:.0f}",
        fy=f"{STEEL_FY / GAMMA_M0:.0f}", cheek=f"{u.cheek_mpa:.0f}", clear=f"{u.clear_mm:.0f}")
