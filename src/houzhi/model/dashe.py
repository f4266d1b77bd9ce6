"""The 大射: three targets on one line, each farther one hung so that its 鵠 shows above the
nearer, and the sight lines that test those heights.

All lengths exact, in 尺: distances along the range from the shooting mark on the hall (鄭: 量侯道
謂去堂遠近也), heights above the ground.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from ..canon import rules
from ..canon.readings import Reading, get_reading
from ..canon.rites import DASHE_RANGES, LIU_ON_ZHENG, SHIZUO_HALLS, SHIZUO_ON_EYE, ZHENG_HEIGHTS
from ..errors import BadValueError, UnknownNameError, WrongKindError, shown
from ..locale import N_
from ..measure.lengths import bound_text, read_length
from ..measure.notation import format_chi
from ..sources.citations import Citation
from .target import Cloth, Fa, Target, range_in_gong

__all__ = ["DASHE_RANGES", "LIU_ON_ZHENG", "RANKS", "ZHENG_HEIGHTS", "DasheTarget", "Sight", "Stack", "default_eye", "hall_height", "stack"]

#: The three targets, nearest first, with their ranges in 弓 (read from DASHE_RANGES).
NAMES = ("干", "參", "大侯")
#: The ranks whose hall heights 禮記·禮器 gives, highest first.
RANKS: tuple[str, ...] = tuple(rules.HALL())


def _default_ranges() -> tuple[Fraction, Fraction, Fraction]:
    import re

    from ..measure.notation import parse_number

    found = dict(re.findall(r"(大侯|參|干)([一二三四五六七八九十]+)", DASHE_RANGES.quote))
    near, mid, far = (parse_number(found[n]) for n in NAMES)
    return near, mid, far


def default_eye() -> Fraction:
    """劉敞's eye, 7尺 above the floor the shooter stands on (rule EYE), in 尺."""
    return Fraction(rules.EYE())


#: The highest eye houzhi reads, in 尺 above its floor (a man on another's shoulders is less).
MAX_EYE_CHI = Fraction(30)


def _eye(eye_chi: Any) -> Fraction:
    """The eye's height above the floor in 尺: as given (any length houzhi reads, see
    :func:`houzhi.measure.lengths.read_length`; a bare number is 尺), or 劉敞's."""
    if eye_chi is None:
        return default_eye()
    eye = read_length(eye_chi, what=N_("the eye's height"))
    if eye > MAX_EYE_CHI:  # the bound in the user's unit too, when they gave one
        got = eye_chi.strip() if isinstance(eye_chi, str) else format_chi(eye)
        raise BadValueError(f"the eye's height must be at most {bound_text(MAX_EYE_CHI, eye_chi)}"
                            f", got {got}")
    return eye


def hall_height(rank: str | None) -> Fraction:
    """Height of the hall the shooters stand on, in 尺, for ``rank`` (天子, 諸侯, 大夫, 士);
    0 for None (standing on the ground)."""
    if rank is None:
        return Fraction(0)
    from ..canon.rites import get_rank

    if not isinstance(rank, str):
        raise UnknownNameError(N_("rank"), rank, list(RANKS))
    heights = rules.HALL()
    key = get_rank(rank)
    if key not in heights:
        raise UnknownNameError(N_("rank"), rank, list(RANKS))
    return Fraction(heights[key])


@dataclass(frozen=True)
class DasheTarget:
    """One target of the stack: its name, its target, and its lower edge above the ground (尺)."""

    name: str
    target: Target
    bottom_chi: Fraction

    @property
    def top_chi(self) -> Fraction:
        return self.bottom_chi + self.target.height_chi

    @property
    def hu_bottom_chi(self) -> Fraction:
        return self.bottom_chi + self.target.hu_bottom_chi

    @property
    def hu_top_chi(self) -> Fraction:
        return self.hu_bottom_chi + self.target.hu_side_chi

    @property
    def fa(self) -> Fa:
        """Its 乏: (north, west) of the target in 尺 (西十北十 in 貍步), with its rule."""
        return self.target.fa


@dataclass(frozen=True)
class Sight:
    """What a shooter's eye sees of one farther target's 鵠 past the nearer targets.

    ``line_chi`` is the height at the far target of the highest sight line grazing a nearer
    target's top (None when nothing stands in the way); ``visible_chi`` how much of the 鵠
    shows above it, in 尺, exact.
    """

    name: str
    blocked_by: str | None
    line_chi: Fraction | None
    visible_chi: Fraction
    hu_side_chi: Fraction

    @property
    def visible_fraction(self) -> Fraction:
        return self.visible_chi / self.hu_side_chi


@dataclass(frozen=True)
class Stack:
    """The three targets of the 大射, nearest first, hung by 見鵠於 and 不及地武."""

    targets: tuple[DasheTarget, ...]
    reading: Reading = field(default_factory=get_reading)
    notes: tuple[str, ...] = ()

    @property
    def rite(self) -> str:
        """The rite: always 大射."""
        return "大射"

    @property
    def rank(self) -> str:
        """Whose 大射: 天子 or 諸侯."""
        return self.targets[0].target.rank or "諸侯"

    @cached_property
    def assumptions(self) -> tuple[str, ...]:
        """What houzhi assumed: the stack's own notes, then each target's, once each."""
        out = dict.fromkeys(self.notes)
        for t in self.targets:
            out.update(dict.fromkeys(t.target.assumptions))
        return tuple(out)

    @cached_property
    def citations(self) -> tuple[Citation, ...]:
        fa = self.targets[0].target.fa_rule.citations
        own = self.reading.dashe_hanging  # a reading's own heights (郝敬)
        return tuple(dict.fromkeys((DASHE_RANGES, *rules.DASHE_HEIGHT.citations, ZHENG_HEIGHTS,
                                    *(own.citations if own else ()), *fa,
                                    *rules.EYE.citations, SHIZUO_ON_EYE, SHIZUO_HALLS,
                                    *rules.HALL.citations)))

    def eye_height(self, eye_chi: Fraction, rank: str | None = None) -> Fraction:
        """The eye's height above the ground in 尺: ``eye_chi`` above the floor it stands on."""
        if eye_chi <= 0:
            raise BadValueError(f"the eye must be above the floor, got {format_chi(eye_chi)}")
        return eye_chi + hall_height(rank)

    def sight(self, eye_chi: Any = None, rank: str | None = None) -> tuple[Sight, ...]:
        """For each farther target, how much of its 鵠 shows past the nearer ones.

        ``eye_chi`` is the eye's height above the floor (尺; default 劉敞's 7尺, rule
        :data:`houzhi.canon.rules.EYE`); ``rank`` puts the
        shooter on that rank's hall (禮記·禮器). Under a reading whose targets stand staggered
        (劉敞) nothing stands in the way.
        """
        eye = self.eye_height(_eye(eye_chi), rank)
        out = []
        for j, far in enumerate(self.targets[1:], start=1):
            line, by = None, None
            if not self.reading.dashe_staggered:
                for near in self.targets[:j]:
                    r_near, r_far = near.target.range_chi, far.target.range_chi
                    h = eye + (near.top_chi - eye) * r_far / r_near
                    if line is None or h > line:
                        line, by = h, near.name
            low = far.hu_bottom_chi if line is None else max(line, far.hu_bottom_chi)
            visible = min(max(far.hu_top_chi - low, Fraction(0)), far.target.hu_side_chi)
            out.append(Sight(far.name, by, line, visible, far.target.hu_side_chi))
        return tuple(out)


def stack(ranges: tuple[Any, Any, Any] | None = None, *, cloth: Cloth | None = None,
          reading: str | Reading | None = None, rank: str | None = None) -> Stack:
    """The 大射 stack for three ranges (nearest first; default 干 50, 參 70, 大侯 90 弓) of
    ``rank`` (天子 or 諸侯; default 諸侯, the 大射儀's).

    The nearest hangs one 武 above the ground (its reading's hanging rule); each farther one
    hangs so that the nearer top meets the lower edge of its 鵠 — or by the reading's own rule
    where its author denies those heights (郝敬: :attr:`houzhi.canon.readings.Reading.dashe_hanging`).
    """
    r = get_reading(reading)
    if rank is not None:
        from ..canon.rites import DASHE, get_rank

        rk = get_rank(rank)
        if rk in DASHE.targets and len(DASHE.targets[rk]) < 3:
            only = ", ".join(f"{h.name} {d}弓" for d, h in DASHE.targets[rk].items())
            raise BadValueError(f"a {rk}'s 大射 has one 侯 ({only}); the three 侯 are the 天子's "
                                "or the 諸侯's")
    if ranges is not None and (isinstance(ranges, (str, bytes)) or not hasattr(ranges, "__len__")
                               or hasattr(ranges, "magnitude")):  # a Quantity: one length
        raise WrongKindError(f"stack(): ranges must be three ranges in 弓 ((50, 70, 90)), got "
                             f"{shown(ranges)}")
    ds = _default_ranges() if ranges is None else tuple(range_in_gong(x) for x in ranges)
    if len(ds) != 3:
        raise BadValueError(f"the 大射 has three targets, got {len(ds)} ranges")
    if not ds[0] < ds[1] < ds[2]:
        raise BadValueError("the three ranges must increase: 干, then 參, then 大侯")
    out: list[DasheTarget] = []
    notes: list[str] = []
    for name, d in zip(NAMES, ds, strict=True):
        t = Target(d, cloth or Cloth(), r, "dashe", rank, name)
        if not out or r.dashe_hanging is not None:  # the 干, or a reading's own (郝敬)
            bottom = t.bottom_chi
            if "bottom" in t.not_given:
                notes.append(f"{name}: {t.not_given['bottom']}; houzhi draws it there, "
                             f"{format_chi(-bottom)} into the ground")
        else:
            bottom = Fraction(rules.DASHE_HEIGHT(near_top=out[-1].top_chi, hu_bottom=t.hu_bottom_chi))
            t = dataclasses.replace(t, hung_chi=bottom)
            if r.dashe_staggered:
                notes.append(f"{name}: {r.label} staggers the 侯 and gives no heights for the "
                             "farther ones; houzhi hangs them by 見鵠 as 鄭玄 does")
        out.append(DasheTarget(name, t, bottom))
    return Stack(tuple(out), r, tuple(dict.fromkeys(notes)))
