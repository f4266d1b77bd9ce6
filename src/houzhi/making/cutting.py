"""The cutting plan: which strips to cut, how long with their allowances, how long strips are
joined, and how the strips lie on the bolts (匹) or on a modern roll.

The finished sizes come from the :class:`~houzhi.model.target.Target`; the allowances belong to the
:class:`Fabric`, as a tailor keeps the finished size and the seam allowance apart. Everything is
exact, in 尺; a modern fabric's centimetres and millimetres are turned into 尺 under a named
standard of the 尺.

Historical cloth: a 幅 of 2尺2寸 loses 1寸 on each long edge to the seam (旁削一寸), so one strip
takes the whole breadth and the bolts are 4丈 (匹). The texts give no allowance at the ends of a
strip; houzhi assumes none, and 1寸 on each side of a join where a strip is longer than a bolt
(the same 1寸 the 記 takes for a seam).
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache, cached_property, lru_cache
from typing import Any

from ..errors import BadValueError, WrongKindError, require, shown
from ..locale import N_, _, paren
from ..measure.lengths import bound_text, read_as, read_length
from ..measure.notation import format_chi
from ..measure.units import exact, get_standard
from ..model.target import MAX_BOLT_CHI, MAX_BREADTH_CHI, MIN_BOLT_CHI, Cloth, Target

__all__ = ["MAX_BOLTS", "MAX_PIECES", "Bolt", "CutPiece", "CuttingPlan", "Fabric", "Placement",
           "Strip", "bolt_fit_table", "check_size", "mm_text", "plan", "strips"]


MAX_PIECES = 100_000
"""The most pieces a plan cuts; beyond it the bolts are too short for the target, and the plan
is refused before any work."""


@dataclass(frozen=True)
class Fabric:
    """A cloth to cut from. All lengths in 尺, exact.

    ``width_chi`` is the width across the cloth; ``bolt_chi`` the length of one bolt or
    roll; ``edge_chi`` the allowance on each long edge of a strip, ``end_chi`` on each of its two
    ends and ``join_chi`` on each side of a join; ``selvedge_chi`` is lost along each edge of a
    modern roll (its selvedge, tighter woven and apt to pucker: cut off, or left outside the
    pieces), so that :attr:`usable_width_chi` is what the strips are laid across.
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
    selvedge_chi: Fraction = Fraction(0)
    #: how wide a modern fabric is, in words (``150 cm wide``), for the bill
    wide: str = ""

    def __post_init__(self) -> None:
        for k in ("width_chi", "bolt_chi"):
            if getattr(self, k) <= 0:
                raise BadValueError(f"the fabric's {k.removesuffix('_chi')} must be positive")
        for k in ("edge_chi", "end_chi", "join_chi"):
            v = getattr(self, k)
            if v < 0:
                raise BadValueError(f"an allowance must not be negative, got {format_chi(v)}")
        if self.selvedge_chi < 0:
            raise BadValueError(f"the selvedge must not be negative, got "
                                f"{format_chi(self.selvedge_chi)}")
        if 2 * self.edge_chi >= self.usable_width_chi:
            raise BadValueError("the seam allowances (and selvedges) take the whole width of the "
                                "fabric")
        if 2 * max(self.end_chi, self.join_chi) >= self.bolt_chi:
            raise BadValueError("the allowances take the whole length of a bolt")

    @classmethod
    def historical(cls, cloth: Cloth | None = None, *, end: Any = 0, join: Any = None) -> Fabric:
        """Han cloth: one 幅 wide (the cloth's nominal breadth), in bolts of one 匹.

        ``end`` is allowed at each end of a strip (default none: the texts give none) and
        ``join`` on each side of a join (default the cloth's own seam trim, 旁削一寸)."""
        if cloth is not None:
            require(cloth, Cloth, "Fabric.historical(): cloth")
        cl = cloth or Cloth()
        return cls(_("{width} 幅, bolts of {bolt}").format(width=format_chi(cl.nominal_chi),
                                                           bolt=format_chi(cl.bolt_chi)),
                   cl.nominal_chi, cl.bolt_chi, cl.trim_chi, read_length(end, what=N_("the end allowance")),
                   cl.trim_chi if join is None else read_length(join, what=N_("the join allowance")))

    @property
    def usable_width_chi(self) -> Fraction:
        """The width the strips are laid across, in 尺: the width less a selvedge on each edge."""
        return self.width_chi - 2 * self.selvedge_chi

    @classmethod
    def modern(cls, width: Any, roll: Any = "50 m", seam: Any = None,
               standard: str | None = None, options: Mapping[str, str] | None = None,
               selvedge: Any = 0) -> Fabric:
        """A modern fabric: ``width`` across and ``roll`` long (texts such as "150 cm", "50 m"),
        with ``seam`` allowed on every edge (default "10 mm") and ``selvedge`` lost along each
        edge of the roll (default none; "1 cm"), turned into 尺 under ``standard``. ``options`` names the inputs in a refusal (``{"width": "--width"}``): a
        bare number is read in 尺, and a refusal of one says so and the form to write instead
        (:func:`houzhi.measure.lengths.read_as`)."""
        std = get_standard(standard).key
        seam_said = "" if seam is not None else " (the default)"
        seam = "10 mm" if seam is None else seam
        names = options or {}

        def got(x: Any, key: str, unit: str) -> str:  # as given, and how a bare number was read
            return _said(x) + read_as(x, std, option=names.get(key, ""), unit=unit)

        # Any accepted length (houzhi.measure.lengths): "150 cm", "60 in", "6.5尺", or a bare number
        # of 尺; bounded like a cloth's breadth and bolt, so that the plan's work is bounded.
        w, r, s, sv = (read_length(x, standard=std, what=what) for x, what in
                       ((width, "the fabric's width"), (roll, "the roll length"),
                        (seam, "the seam allowance"), (selvedge, "the selvedge")))
        # the bounds in classical measure, and in the user's unit when they gave one
        if not 0 < w <= MAX_BREADTH_CHI:
            raise BadValueError(_("the fabric's width must be positive and at most {most}, got "
                                  "{got}").format(most=bound_text(MAX_BREADTH_CHI, width, std),
                                                  got=got(width, "width", "cm")))
        if r <= 0:
            raise BadValueError(_("the roll length must be positive, got {got}").format(
                got=got(roll, "roll", "m")))
        if not MIN_BOLT_CHI <= r <= MAX_BOLT_CHI:
            raise BadValueError(_("the roll length must be from {least} to {most}, got {got}")
                                .format(least=bound_text(MIN_BOLT_CHI, roll, std),
                                        most=bound_text(MAX_BOLT_CHI, roll, std),
                                        got=got(roll, "roll", "m")))
        if s < 0:
            raise BadValueError(_("the seam allowance must not be negative, got {got}").format(
                got=got(seam, "seam", "cm")))
        if 2 * s >= w:
            raise BadValueError(_("a {width} fabric is too narrow for a seam allowance of "
                                  "{seam}{said} on each edge (less than half its width, {half}), "
                                  "got {got}").format(
                width=_said(width), seam=_said(seam), said=seam_said,
                half=bound_text(w / 2, width, std), got=got(seam, "seam", "cm")))
        if sv < 0:
            raise BadValueError(_("the selvedge must not be negative, got {got}").format(
                got=got(selvedge, "selvedge", "cm")))
        if sv * 10 > w:
            raise BadValueError(_("a selvedge of {selvedge} on each edge is too wide for a {width} "
                                  "fabric: at most a tenth of its width, {tenth}; got {got}").format(
                selvedge=_said(selvedge), width=_said(width),
                tenth=bound_text(w / 10, width, std), got=got(selvedge, "selvedge", "cm")))
        if s * 10 > w:
            raise BadValueError(_("a seam allowance of {seam}{said} is too large for a {width} "
                                  "fabric: at most a tenth of its width, {tenth}; got {got}").format(
                seam=_said(seam), said=seam_said, width=_said(width),
                tenth=bound_text(w / 10, width, std), got=got(seam, "seam", "cm")))
        wide = _("{width} wide").format(width=_said(width))
        name = (_("{wide}, {roll} long, seams {seam}").format(wide=wide, roll=_said(roll),
                                                              seam=_said(seam))
                + (_(", selvedges {selvedge}").format(selvedge=_said(selvedge)) if sv else ""))
        return cls(name, w, r, s, s, s, _("roll"), std, whole_bolts=False, selvedge_chi=sv,
                   wide=wide)

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
        return replace(self, name=_("{name}, after shrinking {shrink}%").format(
                           name=self.name, shrink=f"{float(shrink * 100):g}"),
                       width_chi=self.width_chi * (1 - shrink),
                       bolt_chi=self.bolt_chi * (1 - shrink))


@cache
def _mm_per_chi(standard: str) -> Fraction:
    return Fraction(get_standard(standard).metres_per_chi * 1000)


def mm_text(mm: Fraction) -> str:
    """Millimetres written for people, to the whole mm: ``"1234 mm"`` (the output boundary)."""
    value = exact(mm)
    if abs(value) > 10**15:
        raise BadValueError(f"{shown(mm)} mm is beyond any length houzhi writes")
    return f"{round(value)} mm"


def _said(x: Any) -> str:
    """An input as the user gave it, for names and messages (text as written, short)."""
    text = x.strip() if isinstance(x, str) else str(x)
    return text if len(text) <= 30 else text[:27] + "..."


@dataclass(frozen=True)
class CutPiece:
    """One piece to cut: part ``part`` of ``parts`` of a strip of the target.

    ``finished_*`` is what shows once sewn, ``cut_*`` what is cut (allowances added); ``seams``
    are where this strip's joins fall, measured from its west end in finished 尺. A strip taller
    than a modern fabric is narrow is pieced from ``tiers`` (2) pieces across its height, this
    one the ``tier``-th from the top.
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
    tier: int = 1
    tiers: int = 1

    @property
    def label(self) -> str:
        """The label written on the piece, e.g. 上个 1/2, 中 (3) upper."""
        name = self.name + (f" {self.part}/{self.parts}" if self.parts > 1 else "")
        return (paren(name, str(self.strip)) if self.strip else name) + \
            ((" upper" if self.tier == 1 else " lower") if self.tiers > 1 else "")


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

    def mm(self, chi: Fraction, standard: str | None = None) -> Fraction:
        """``chi`` 尺 in millimetres, exact: under the fabric's standard, else ``standard``."""
        return chi * self.fabric.mm_per_chi(standard)


@dataclass(frozen=True)
class Strip:
    """One strip of the sewn target, at most one breadth high: of the part ``key`` (named
    ``name``), numbered ``number`` from the top among the strips of that name (0 when it is the
    only one); ``length_chi`` and ``height_chi`` as finished, ``bottom_chi`` above the target's
    lower edge (all in 尺)."""

    key: str
    name: str
    number: int
    length_chi: Fraction
    height_chi: Fraction
    bottom_chi: Fraction

    @property
    def top_chi(self) -> Fraction:
        """Height of the strip's upper edge above the target's lower edge, in 尺."""
        return self.bottom_chi + self.height_chi

    @property
    def label(self) -> str:
        """The strip's name and number, as its pieces are labelled: 上个, 中 (3)."""
        return paren(self.name, str(self.number)) if self.number else self.name


def strips(target: Target) -> tuple[Strip, ...]:
    """The target's strips one by one, top to bottom, each where it lies in the sewn target.

    A part of ``count`` strips as the reading composes it (:attr:`Target.pieces`) whose height is
    more than the cloth's breadth w — a panel, as 郝敬's whole 侯 or 林希逸's 个·身 — is sewn
    from several strips: ⌊h/w⌋ whole breadths and, lowest, one narrower strip for what remains.
    Strips that share a name are numbered 1, 2, … from the top, the others 0."""
    require(target, Target, "strips(): target")
    w = target.breadth_chi
    out: list[tuple[str, str, Fraction, Fraction, Fraction]] = []
    for p in target.pieces:  # top to bottom
        full, rest = divmod(p.height_chi, w)
        heights = [w] * int(full) + ([rest] if rest else [])
        for k in reversed(range(p.count)):  # this part's strips, the top one first
            top = p.bottom_chi + p.height_chi * (k + 1)
            for h in heights:
                top -= h
                out.append((p.key, p.name, p.length_chi, h, top))
    total = Counter(name for _, name, _, _, _ in out)
    seen: Counter[str] = Counter()
    numbered = []
    for key, name, length, h, bottom in out:
        seen[name] += 1
        numbered.append(Strip(key, name, seen[name] if total[name] > 1 else 0, length, h, bottom))
    return tuple(numbered)


def _strips(target: Target) -> list[tuple[str, str, int, Fraction, Fraction]]:
    """The target's strips (:func:`strips`) as the plan cuts them: (key, name, number, finished
    length, finished height)."""
    return [(s.key, s.name, s.number, s.length_chi, s.height_chi) for s in strips(target)]


def _count(fabric: Fabric, length: Fraction) -> int:
    """How many segments a strip ``length`` long (尺) is joined from, either way of joining."""
    if length + 2 * fabric.end_chi <= fabric.bolt_chi:
        return 1
    first = fabric.bolt_chi - fabric.end_chi - fabric.join_chi
    middle = fabric.bolt_chi - 2 * fabric.join_chi  # > 0: Fabric refuses larger allowances
    # as many middle segments as leave a last one that fits a bolt with its join and end
    over = length - first + fabric.join_chi + fabric.end_chi - fabric.bolt_chi
    return max(0, math.ceil(over / middle)) + 2


def _segments(fabric: Fabric, length: Fraction, equal: bool) -> list[Fraction]:
    """The finished lengths (尺) a strip ``length`` long is joined from: one piece when it fits
    a bolt with its end allowances; else full-bolt segments and the remainder (``equal=False``)
    or as many equal segments (``equal=True``)."""
    n = _count(fabric, length)
    if n == 1:
        return [length]
    if equal:
        return [length / n] * n
    first = fabric.bolt_chi - fabric.end_chi - fabric.join_chi
    middle = fabric.bolt_chi - 2 * fabric.join_chi
    return [first] + [middle] * (n - 2) + [length - first - (n - 2) * middle]


def _cut_lengths(fabric: Fabric, segments: list[Fraction]) -> list[Fraction]:
    """What is cut for each segment: the segment with its end or join allowances (尺)."""
    n = len(segments)
    return [(fabric.end_chi if i == 0 else fabric.join_chi) + seg
            + (fabric.end_chi if i == n - 1 else fabric.join_chi)
            for i, seg in enumerate(segments)]


def _cut(fabric: Fabric, key: str, name: str, n: int, length: Fraction, height: Fraction,
         equal: bool) -> list[CutPiece]:
    """The pieces of one strip. A strip longer than a bolt is joined: either full-bolt segments
    and the remainder (``equal=False``), or equal segments, so that the seams fall symmetrically
    (``equal=True``)."""
    tiers = _tiers(fabric, height, name)
    h = height / tiers
    cut_h = h + 2 * fabric.edge_chi
    segments, cuts, seams = _shape(fabric, length, equal)
    parts = len(segments)
    return [CutPiece(key, name, n, i + 1, parts, seg, h, cut, cut_h,
                     seams if parts > 1 else (), tier=k, tiers=tiers)
            for i, (seg, cut) in enumerate(zip(segments, cuts, strict=True))
            for k in range(1, tiers + 1)]


#: The most pieces a strip is pieced from across its height on a narrow modern fabric: two
#: (houzhi's rule: one seam added along the middle of the strip, where it reads as one more
#: seam between breadths; more would make a cloth of ribbons, weak where the arrows strike).
MAX_TIERS = 2


def _tiers(fabric: Fabric, height: Fraction, name: str = "") -> int:
    """How many pieces a strip ``height`` 尺 high is pieced from across its height: one where
    it fits the fabric's usable width with its two seam allowances; on a modern fabric too
    narrow for that, two halves (:data:`MAX_TIERS`), joined by a seam along the strip. Han
    cloth is never pieced (the strip is its breadth). A fabric too narrow for that is refused
    (:class:`BadValueError`, one line)."""
    room = fabric.usable_width_chi
    if height + 2 * fabric.edge_chi <= room:
        return 1
    size = (lambda chi: mm_text(chi * fabric.mm_per_chi())) if fabric.metric else format_chi
    if not fabric.metric:
        raise BadValueError(
            _("the fabric ({width} wide) is narrower than the strip {name} needs ({needs} with "
              "its seams)").format(width=size(room), name=name,
                                   needs=size(height + 2 * fabric.edge_chi)))
    half = height / MAX_TIERS + 2 * fabric.edge_chi
    if half > room:
        raise BadValueError(
            f"the fabric ({size(room)} usable) is too narrow for the strip {name}, "
            f"{size(height)} high: even pieced from {MAX_TIERS} widths each takes {size(half)} "
            f"with its seams, and houzhi pieces a strip from at most {MAX_TIERS}")
    return MAX_TIERS


@lru_cache(maxsize=256)
def _shape(fabric: Fabric, length: Fraction, equal: bool
           ) -> tuple[tuple[Fraction, ...], tuple[Fraction, ...], tuple[Fraction, ...]]:
    """A strip's segments, their cut lengths and its seams (尺), worked out once for the many
    strips of the same length."""
    segments = _segments(fabric, length, equal)
    return (tuple(segments), tuple(_cut_lengths(fabric, segments)),
            tuple(itertools.accumulate(segments[:-1])))


@dataclass
class _Run:
    """``count`` consecutive bolts in the same state: ``fills[k]`` is how far lane k is used."""

    count: int
    fills: tuple[Fraction, ...]


@dataclass(frozen=True)
class _Batch:
    """``bolts`` consecutive bolts from ``first`` (0-based) each took ``per_bolt`` pieces of
    length ``length``, laid from lane fills ``fills``."""

    first: int
    bolts: int
    length: Fraction
    per_bolt: int
    fills: tuple[Fraction, ...]

    def spots(self) -> list[tuple[int, Fraction]]:
        """(lane, x) of each piece a bolt takes, in the order they are laid: each into the
        emptiest lane (the first of equals)."""
        heap = [(f, k) for k, f in enumerate(self.fills)]
        heapq.heapify(heap)
        out = []
        for _i in range(self.per_bolt):
            f, k = heapq.heappop(heap)
            out.append((k, f))
            heapq.heappush(heap, (f + self.length, k))
        return out


def _first_fit(cap: Fraction, lanes: int, groups: list[tuple[Fraction, int]]
               ) -> tuple[list[_Run], list[_Batch]]:
    """First-fit, longest first, of ``groups`` — (length, how many) with lengths decreasing —
    on bolts ``cap`` long with ``lanes`` lanes: each piece goes to the first bolt with room, in
    its emptiest lane (the first of equals), a new bolt opening only when none has room.

    The same as laying the pieces one by one, but bolts in the same state are kept together
    as one :class:`_Run` and pieces of one length are laid a bolt-full at a time, so the work
    grows with the number of different lengths, not of pieces. Returns the bolts (as runs, in
    order) and the batches in which pieces were laid (in order)."""
    runs: list[_Run] = []
    batches: list[_Batch] = []
    for length, left in groups:
        start = 0  # bolts before run i, kept as the scan goes
        i = 0
        while left > 0:
            while i < len(runs) and min(runs[i].fills) + length > cap:
                start += runs[i].count
                i += 1
            if i == len(runs):  # no bolt has room: open new ones, as many as this length needs
                per_new = lanes * max(1, (cap // length))
                runs.append(_Run(-(-left // per_new), (Fraction(0),) * lanes))
            run = runs[i]
            per_bolt = sum(max(0, (cap - f) // length) for f in run.fills) or 1  # too long: 1
            full = min(run.count, left // per_bolt)
            take = per_bolt if full else left
            batch = _Batch(start, full or 1, length, take, run.fills)
            batches.append(batch)
            fills = list(run.fills)
            for k, x in batch.spots():
                fills[k] = max(fills[k], x + length)
            rest = run.count - batch.bolts
            runs[i:i + 1] = [_Run(batch.bolts, tuple(fills))] + ([_Run(rest, run.fills)] if rest
                                                                  else [])
            left -= batch.bolts * take
    return runs, batches


def _lay(fab: Fabric, pieces: list[CutPiece]) -> tuple[Bolt, ...]:
    """Longest first; each piece goes to the first bolt with room, in its emptiest lane with
    room (so strips spread across a wide fabric), a new bolt opening only when none has room."""
    lane_h = max(p.cut_height for p in pieces)
    lanes = max(1, math.floor(fab.usable_width_chi / lane_h))
    order = sorted(pieces, key=lambda p: (-p.cut_length, p.key, p.strip, p.part, p.tier))
    groups = [(length, len(list(same)))
              for length, same in itertools.groupby(p.cut_length for p in order)]
    runs, batches = _first_fit(fab.bolt_chi, lanes, groups)
    placed: list[list[Placement]] = [[] for _ in range(sum(r.count for r in runs))]
    queue = iter(order)
    for batch in batches:
        spots = batch.spots()
        for b in range(batch.first, batch.first + batch.bolts):
            placed[b] += [Placement(next(queue), b + 1, lane, x) for lane, x in spots]
    return tuple(Bolt(i + 1, fab.bolt_chi, lanes, tuple(p)) for i, p in enumerate(placed))


def _cost(fab: Fabric, lanes: int, shapes: Counter[tuple[Fraction, bool]]
          ) -> tuple[int, Fraction]:
    """(bolts, length used in 尺) of laying strips ``shapes`` — (length, equal) → how many."""
    counts: Counter[Fraction] = Counter()
    for (length, equal), n in shapes.items():
        for cut in _shape(fab, length, equal)[1]:
            counts[cut] += n
    runs, _ = _first_fit(fab.bolt_chi, lanes, sorted(counts.items(), reverse=True))
    bolts = sum(r.count for r in runs)
    return bolts, (bolts - 1) * fab.bolt_chi + max(runs[-1].fills) if runs else Fraction(0)


#: The most bolts (or rolls) houzhi plans: the cloth of a 300弓 target on Han cloth is about 120匹.
MAX_BOLTS = 160


def check_size(target: Target, fabric: Fabric) -> int:
    """The fewest bolts ``target`` can take of ``fabric`` (its finished area over a bolt's usable
    area); raises BadValueError, before any layout is tried, when that exceeds :data:`MAX_BOLTS`."""
    usable = (fabric.usable_width_chi - 2 * fabric.edge_chi) * fabric.bolt_chi
    fewest = math.ceil(target.area_chi2 / usable)
    if fewest > MAX_BOLTS:
        raise BadValueError(f"the cloth of this target fills at least {fewest} {fabric.bolt_word}; "
                            f"houzhi plans at most {MAX_BOLTS} (give a wider cloth or longer "
                            "bolts)")
    return fewest


def plan(target: Target, fabric: Fabric | None = None) -> CuttingPlan:
    """Cut ``target`` from ``fabric`` (default: the target's own Han cloth, in bolts of 匹).

    Each kind of strip longer than a bolt may be joined two ways (full bolts and a remainder, or
    equal parts); every combination is weighed and the one using the fewest bolts, then the
    least cloth, is kept. The kinds are the target's parts (at most one length each), so the
    combinations are few whatever the range; each is weighed by :func:`_first_fit`, whose work
    grows with the number of different lengths rather than of pieces.
    """
    require(target, Target, "plan(): target")
    if fabric is not None:
        require(fabric, Fabric, "plan(): fabric")
    fab = fabric or Fabric.historical(target.cloth)
    check_size(target, fab)
    strips = _strips(target)
    n_pieces = sum(_count(fab, s[3]) for s in strips)
    if n_pieces > MAX_PIECES:
        raise BadValueError(
            f"the plan would cut {n_pieces:,} pieces, more than {MAX_PIECES:,}: the cloth "
            f"({fab.name}) is too short for a target of {target.range_gong}弓")
    pieces_of = [_cut(fab, *s, equal=False) for s in strips]  # checks every strip's height
    lane_h = max(p.cut_height for ps in pieces_of for p in ps)
    lanes = max(1, math.floor(fab.usable_width_chi / lane_h))
    # strips of one kind (same part, same length) are joined alike; try both ways for each kind
    kinds = sorted({(s[0], s[3]) for s in strips if s[3] + 2 * fab.end_chi > fab.bolt_chi})
    per_kind: Counter[tuple[str, Fraction]] = Counter()
    for s in strips:  # a pieced strip lays two pieces of each segment
        per_kind[s[0], s[3]] += _tiers(fab, s[4])
    best: tuple[tuple[int, Fraction], dict[tuple[str, Fraction], bool]] | None = None
    for choice in itertools.product((False, True), repeat=len(kinds)):
        equal = dict(zip(kinds, choice, strict=True))
        shapes: Counter[tuple[Fraction, bool]] = Counter()
        for (key, length), n in per_kind.items():
            shapes[length, equal.get((key, length), False)] += n
        cost = _cost(fab, lanes, shapes)
        if best is None or cost < best[0]:
            best = cost, equal
    assert best is not None
    equal = best[1]
    pieces = [piece for s, plain in zip(strips, pieces_of, strict=True)
              for piece in (_cut(fab, *s, equal=True) if equal.get((s[0], s[3])) else plain)]
    return CuttingPlan(target, fab, tuple(pieces), _lay(fab, pieces))


def bolt_fit_table(ranges: Any = range(10, 101, 10)) -> list[dict[str, Any]]:
    """For each range (弓): the commentary's cloth (用布), the bolts houzhi's plan needs on Han
    cloth, and what it wastes, in 尺 of cloth; ``exact`` when the strips fill whole bolts."""
    rows = []
    if (isinstance(ranges, (str, bytes)) or not hasattr(ranges, "__iter__")
            or hasattr(ranges, "magnitude")):  # a Quantity iterates only over an array
        raise WrongKindError(f"bolt_fit_table(): ranges must be ranges in 弓 (range(10, 101, 10), "
                             f"[50, 70]), got {shown(ranges)}")
    for d in ranges:
        t = Target.of(d)
        p = plan(t)
        rows.append({"range_gong": t.range_gong, "cloth_chi": t.cloth_total_chi,
                     "bolts": len(p.bolts), "waste_chi": p.waste_length,
                     "exact": p.waste_area == 0})
    return rows
