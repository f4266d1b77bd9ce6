"""The cutting plan: which strips to cut, how long with their allowances, how long strips are
joined, and how the strips lie on the bolts (匹) or on a modern roll.

The finished sizes come from the :class:`~houzhi.target.Target`; the allowances belong to the
:class:`Fabric`, as a tailor keeps the finished size and the seam allowance apart. Everything is
exact, in 尺; a modern fabric's centimetres and millimetres are turned into 尺 under a named
standard of the 尺.

Historical cloth: a 幅 of 2尺2寸 loses 1寸 on each long edge to the seam (旁削一寸), so one strip
takes the whole breadth and the bolts are 4丈 (匹). The texts give no allowance at the ends of a
strip; houzhi assumes none, and 1寸 on each side of a join where a strip is longer than a bolt
(the same 1寸 the 記 takes for a seam).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache, cached_property
from typing import Any

import pint

from .errors import BadValueError, HouzhiError
from .notation import format_chi, to_chi
from .target import Cloth, Target
from .units import as_chi, from_metric, get_standard

__all__ = ["Bolt", "CutPiece", "CuttingPlan", "Fabric", "Placement", "bolt_fit_table", "mm_text", "plan"]


@dataclass(frozen=True)
class Fabric:
    """A cloth to cut from. All lengths in 尺, exact.

    ``width_chi`` is the usable width across the cloth; ``bolt_chi`` the length of one bolt or
    roll; ``edge_chi`` the allowance on each long edge of a strip, ``end_chi`` on each of its two
    ends and ``join_chi`` on each side of a join.
    """

    name: str
    width_chi: Fraction
    bolt_chi: Fraction
    edge_chi: Fraction
    end_chi: Fraction
    join_chi: Fraction
    bolt_word: str = "匹"
    standard: str | None = None
    whole_bolts: bool = True

    def __post_init__(self) -> None:
        for k in ("width_chi", "bolt_chi"):
            if getattr(self, k) <= 0:
                raise BadValueError(f"the fabric's {k.removesuffix('_chi')} must be positive")
        for k in ("edge_chi", "end_chi", "join_chi"):
            v = getattr(self, k)
            if v < 0:
                raise BadValueError(f"an allowance must not be negative, got {format_chi(v)}")
        if 2 * self.edge_chi >= self.width_chi:
            raise BadValueError("the seam allowances take the whole width of the fabric")
        if 2 * max(self.end_chi, self.join_chi) >= self.bolt_chi:
            raise BadValueError("the allowances take the whole length of a bolt")

    @classmethod
    def historical(cls, cloth: Cloth | None = None, *, end: Any = 0, join: Any = None) -> Fabric:
        """Han cloth: one 幅 wide (the cloth's nominal breadth), in bolts of one 匹.

        ``end`` is allowed at each end of a strip (default none: the texts give none) and
        ``join`` on each side of a join (default the cloth's own seam trim, 旁削一寸)."""
        cl = cloth or Cloth()
        return cls(f"{format_chi(cl.nominal_chi)} 幅, bolts of {format_chi(cl.bolt_chi)}",
                   cl.nominal_chi, cl.bolt_chi, cl.trim_chi, to_chi(end),
                   cl.trim_chi if join is None else to_chi(join))

    @classmethod
    def modern(cls, width: Any, roll: Any = "50 m", seam: Any = "10 mm",
               standard: str | None = None) -> Fabric:
        """A modern fabric: ``width`` across and ``roll`` long (texts such as "150 cm", "50 m"),
        with ``seam`` allowed on every edge ("10 mm"), turned into 尺 under ``standard``."""
        std = get_standard(standard).key
        w, r, s = (_metric(x, std, what) for x, what in
                   ((width, "width"), (roll, "roll length"), (seam, "seam allowance")))
        if s < 0:
            raise BadValueError(f"the seam allowance must not be negative, got {seam}")
        if 2 * s >= w:
            raise BadValueError(f"a seam allowance of {seam} is half the {width} fabric or more")
        if s * 10 > w:
            raise BadValueError(f"a seam allowance of {seam} is too large for a {width} fabric")
        return cls(f"{width} wide, rolls of {roll}, seams {seam}", w, r, s, s, s, "roll", std,
                   whole_bolts=False)

    @property
    def metric(self) -> bool:
        """True for a modern fabric, measured and cut in millimetres; False for Han cloth."""
        return not self.whole_bolts

    def mm_per_chi(self, standard: str | None = None) -> Fraction:
        """Millimetres in one 尺: under the fabric's own standard, else under ``standard``."""
        return _mm_per_chi(get_standard(self.standard or standard).key)

    def shrunk(self, shrink: Fraction) -> Fabric:
        """The fabric after washing: width and bolt length each lose the fraction ``shrink``
        (0 ≤ shrink < 1; 3% is ``Fraction(3, 100)``); the allowances stay as they are."""
        shrink = Fraction(shrink)
        if not 0 <= shrink < 1:
            raise BadValueError(f"a shrinkage must be at least 0% and under 100%, got "
                                f"{float(shrink):.0%}")
        if not shrink:
            return self
        return replace(self, name=f"{self.name}, after shrinking {float(shrink * 100):g}%",
                       width_chi=self.width_chi * (1 - shrink),
                       bolt_chi=self.bolt_chi * (1 - shrink))


@cache
def _mm_per_chi(standard: str) -> Fraction:
    return Fraction(get_standard(standard).metres_per_chi * 1000)


def mm_text(mm: Fraction) -> str:
    """Millimetres written for people, to the whole mm: ``"1234 mm"`` (the output boundary)."""
    return f"{round(mm)} mm"


def _metric(x: Any, standard: str, what: str) -> Fraction:
    try:
        return as_chi(from_metric(x, standard))
    except BadValueError:
        raise
    except (HouzhiError, pint.errors.PintError):
        raise BadValueError(f"cannot read {x!r} as the fabric's {what} (e.g. '150 cm')") from None


@dataclass(frozen=True)
class CutPiece:
    """One piece to cut: part ``part`` of ``parts`` of a strip of the target.

    ``finished_*`` is what shows once sewn, ``cut_*`` what is cut (allowances added); ``seams``
    are where this strip's joins fall, measured from its west end in finished 尺.
    """

    key: str
    name: str
    strip: int
    part: int
    parts: int
    finished_length: Fraction
    finished_height: Fraction
    cut_length: Fraction
    cut_height: Fraction
    seams: tuple[Fraction, ...] = ()
    grain: str = "lengthwise"

    @property
    def label(self) -> str:
        """The label written on the piece, e.g. 上个 1/2."""
        return self.name + (f" {self.part}/{self.parts}" if self.parts > 1 else "") + \
            (f" ({self.strip})" if self.strip else "")

    def as_dict(self, mm_per_chi: Fraction) -> dict[str, Any]:
        """Exact, JSON-ready sizes, in 尺 and in mm (``mm_per_chi`` mm to the 尺)."""
        sizes = {"finished_length": self.finished_length, "finished_height": self.finished_height,
                 "cut_length": self.cut_length, "cut_height": self.cut_height}
        out: dict[str, Any] = {"label": self.label}
        for k, v in sizes.items():
            out[f"{k}_chi"] = str(v)
            out[f"{k}_mm"] = str(v * mm_per_chi)
        out["seams_chi"] = [str(x) for x in self.seams]
        out["seams_mm"] = [str(x * mm_per_chi) for x in self.seams]
        out["grain"] = self.grain
        return out


@dataclass(frozen=True)
class Placement:
    """Where a piece lies: on bolt ``bolt``, lane ``lane`` across the width, ``x`` along it (尺)."""

    piece: CutPiece
    bolt: int
    lane: int
    x: Fraction


@dataclass(frozen=True)
class Bolt:
    """One bolt or roll and the pieces laid on it."""

    index: int
    length: Fraction
    lanes: int
    placements: tuple[Placement, ...]

    def used(self, lane: int) -> Fraction:
        """How far along lane ``lane`` pieces reach, in 尺."""
        ends = [p.x + p.piece.cut_length for p in self.placements if p.lane == lane]
        return max(ends, default=Fraction(0))


@dataclass(frozen=True)
class CuttingPlan:
    """The pieces of ``target`` cut from ``fabric`` and laid out on as few bolts as it can."""

    target: Target
    fabric: Fabric
    pieces: tuple[CutPiece, ...] = field(repr=False)
    bolts: tuple[Bolt, ...] = field(repr=False)

    @property
    def lane_height(self) -> Fraction:
        """Height across the fabric given to each lane of strips, in 尺."""
        return max(p.cut_height for p in self.pieces)

    @property
    def lanes(self) -> int:
        return self.bolts[0].lanes if self.bolts else 0

    @cached_property
    def length_used(self) -> Fraction:
        """Length of cloth taken: whole bolts, and the last one as far as pieces reach (尺)."""
        if not self.bolts:
            return Fraction(0)
        last = self.bolts[-1]
        return (len(self.bolts) - 1) * last.length + max(last.used(k) for k in range(last.lanes))

    def drawn_length(self, bolt: Bolt) -> Fraction:
        """How much of ``bolt`` a drawing shows, in 尺: a whole bolt of historical cloth; a
        modern roll only as far as it is cut."""
        if self.fabric.whole_bolts:
            return bolt.length
        return max(bolt.used(k) for k in range(bolt.lanes))

    @property
    def cut_area(self) -> Fraction:
        """Area of all cut pieces, in square 尺."""
        return sum((p.cut_length * p.cut_height for p in self.pieces), Fraction(0))

    @property
    def finished_area(self) -> Fraction:
        """Area of the finished target, in square 尺."""
        return sum((p.finished_length * p.finished_height for p in self.pieces), Fraction(0))

    @property
    def taken_length(self) -> Fraction:
        """Length of cloth taken, in 尺: whole bolts of historical cloth; of a modern roll, as
        far as the pieces reach."""
        if self.fabric.whole_bolts:
            return len(self.bolts) * self.fabric.bolt_chi
        return self.length_used

    @property
    def waste_area(self) -> Fraction:
        """Cloth taken but not in a piece: taken length × width − cut area (square 尺)."""
        return self.taken_length * self.fabric.width_chi - self.cut_area

    @property
    def waste_length(self) -> Fraction:
        """The waste as a length of the fabric's full width, in 尺."""
        return self.waste_area / self.fabric.width_chi

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        """Jupyter: the drawing (SVG) and the table, drawn on demand."""
        from .display import mimebundle

        return mimebundle(self)

    def mm(self, chi: Fraction, standard: str | None = None) -> Fraction:
        """``chi`` 尺 in millimetres, exact: under the fabric's standard, else ``standard``."""
        return chi * self.fabric.mm_per_chi(standard)

    def as_dict(self, standard: str | None = None) -> dict[str, Any]:
        """Exact, JSON-ready figures: every length in 尺 and in mm (under the fabric's standard,
        else ``standard``); exact numbers are strings such as ``"12956/231"``."""
        k = self.fabric.mm_per_chi(standard)
        std = get_standard(self.fabric.standard or standard).key

        def both(name: str, chi: Fraction, unit: str = "") -> dict[str, str]:
            return {f"{name}_chi{unit}": str(chi), f"{name}_mm{unit}": str(chi * k ** len(unit))}

        return {
            "fabric": self.fabric.name, "standard": std, "metric": self.fabric.metric,
            "width_chi": str(self.fabric.width_chi),
            "width_mm": str(self.fabric.width_chi * k),
            "bolts": len(self.bolts), "lanes": self.lanes,
            **both("length_used", self.length_used), **both("taken_length", self.taken_length),
            **both("waste_area", self.waste_area, "2"),
            **both("waste_length", self.waste_length),
            "pieces": [p.as_dict(k) for p in self.pieces],
            "layout": [{"bolt": b.index, "pieces": [
                {"label": pl.piece.label, "lane": pl.lane, "x_chi": str(pl.x),
                 "x_mm": str(pl.x * k), "y_mm": str(pl.lane * self.lane_height * k)}
                for pl in b.placements]} for b in self.bolts],
        }


def _strips(target: Target) -> list[tuple[str, str, int, Fraction, Fraction]]:
    """The target's strips one by one: (key, name, number, finished length, finished height).

    A band taller than the cloth's breadth is sewn from several strips; strips that share a
    name (the 中's) are numbered 1, 2, … from the top, the others 0."""
    out = []
    w = target.breadth
    for p in target.pieces:
        for _ in range(p.count):
            full, rest = divmod(p.height_chi, w)
            for h in [w] * int(full) + ([rest] if rest else []):
                out.append((p.key, p.name, p.length_chi, h))
    names = [name for _, name, _, _ in out]
    seen: dict[str, int] = {}
    numbered = []
    for key, name, length, h in out:
        seen[name] = seen.get(name, 0) + 1
        numbered.append((key, name, seen[name] if names.count(name) > 1 else 0, length, h))
    return numbered


def _cut(fabric: Fabric, key: str, name: str, n: int, length: Fraction, height: Fraction,
         equal: bool) -> list[CutPiece]:
    """The pieces of one strip. A strip longer than a bolt is joined: either full-bolt segments
    and the remainder (``equal=False``), or equal segments, so that the seams fall symmetrically
    (``equal=True``)."""
    cut_h = height + 2 * fabric.edge_chi
    if cut_h > fabric.width_chi:
        raise BadValueError(
            f"the fabric ({format_chi(fabric.width_chi)} wide) is narrower than the strip {name} "
            f"needs ({format_chi(cut_h)} with its seams)")
    whole = length + 2 * fabric.end_chi
    if whole <= fabric.bolt_chi:
        return [CutPiece(key, name, n, 1, 1, length, height, whole, cut_h)]
    first = fabric.bolt_chi - fabric.end_chi - fabric.join_chi
    middle = fabric.bolt_chi - 2 * fabric.join_chi
    segments = [first]
    while length - sum(segments) + fabric.join_chi + fabric.end_chi > fabric.bolt_chi:
        segments.append(middle)
    segments.append(length - sum(segments))
    if equal:
        segments = [length / len(segments)] * len(segments)
    seams = tuple(sum(segments[: i + 1], Fraction(0)) for i in range(len(segments) - 1))
    out = []
    for i, seg in enumerate(segments):
        lead = fabric.end_chi if i == 0 else fabric.join_chi
        tail = fabric.end_chi if i == len(segments) - 1 else fabric.join_chi
        out.append(CutPiece(key, name, n, i + 1, len(segments), seg, height, lead + seg + tail,
                            cut_h, seams))
    return out


def _lay(fab: Fabric, pieces: list[CutPiece]) -> tuple[Bolt, ...]:
    """Longest first; each piece goes to the first bolt with room, in its emptiest lane with
    room (so strips spread across a wide fabric), a new bolt opening only when none has room."""
    lane_h = max(p.cut_height for p in pieces)
    lanes = max(1, math.floor(fab.width_chi / lane_h))
    fill: list[list[Fraction]] = []
    placed: list[list[Placement]] = []
    for piece in sorted(pieces, key=lambda p: (-p.cut_length, p.key, p.strip, p.part)):
        spot = None
        for b, lanes_fill in enumerate(fill):
            room = [k for k, u in enumerate(lanes_fill) if u + piece.cut_length <= fab.bolt_chi]
            if room:
                spot = b, min(room, key=lambda k: lanes_fill[k])
                break
        if spot is None:
            fill.append([Fraction(0)] * lanes)
            placed.append([])
            spot = len(fill) - 1, 0
        b, lane = spot
        placed[b].append(Placement(piece, b + 1, lane, fill[b][lane]))
        fill[b][lane] += piece.cut_length
    return tuple(Bolt(i + 1, fab.bolt_chi, lanes, tuple(p)) for i, p in enumerate(placed))


def plan(target: Target, fabric: Fabric | None = None) -> CuttingPlan:
    """Cut ``target`` from ``fabric`` (default: the target's own Han cloth, in bolts of 匹).

    Each kind of strip longer than a bolt may be joined two ways (full bolts and a remainder, or
    equal parts); every combination is laid out and the one using the fewest bolts, then the
    least cloth, is kept.
    """
    fab = fabric or Fabric.historical(target.cloth)
    strips = _strips(target)
    # strips of one kind (same part, same length) are joined alike; try both ways for each kind
    kinds = sorted({(s[0], s[3]) for s in strips if s[3] + 2 * fab.end_chi > fab.bolt_chi})
    best: CuttingPlan | None = None
    for choice in itertools.product((False, True), repeat=len(kinds)):
        equal = dict(zip(kinds, choice, strict=True))
        pieces = [piece for s in strips
                  for piece in _cut(fab, *s, equal=equal.get((s[0], s[3]), False))]
        candidate = CuttingPlan(target, fab, tuple(pieces), _lay(fab, pieces))
        if best is None or (len(candidate.bolts), candidate.length_used) < \
                (len(best.bolts), best.length_used):
            best = candidate
    assert best is not None
    return best


def bolt_fit_table(ranges: Any = range(10, 101, 10)) -> list[dict[str, Any]]:
    """For each range (弓): the commentary's cloth (用布), the bolts houzhi's plan needs on Han
    cloth, and what it wastes, in 尺 of cloth; ``exact`` when the strips fill whole bolts."""
    rows = []
    for d in ranges:
        t = Target.of(d)
        p = plan(t)
        rows.append({"range_gong": t.range_gong, "cloth_chi": t.cloth_total_chi,
                     "bolts": len(p.bolts), "waste_chi": p.waste_length,
                     "exact": p.waste_area == 0})
    return rows
