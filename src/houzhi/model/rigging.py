"""How a target hangs: its outline, its ropes 綱 and loops 縜, and the two posts 植.

Coordinates are exact, in 尺: x along the target (0 on its centre line, positive x to the east;
the target faces north, so its own left is west), y up from the ground.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from ..canon import rules
from ..locale import _
from ..measure.notation import format_chi
from .target import Target

__all__ = ["GUY_SLOPE", "Point", "Rigging"]

Point = tuple[Fraction, Fraction]

#: houzhi's slope of the guys, rise over run: 45°. A steeper guy pulls the post down harder for
#: the same hold (its tension grows as 1/cos of its angle from the ground); a flatter one needs
#: more ground beyond the posts; 45° is the usual compromise of riggers and tent-makers.
GUY_SLOPE = Fraction(1)
#: The guys' angle from the ground, in whole degrees, as the sheets name it (from GUY_SLOPE).
GUY_DEGREES = round(math.degrees(math.atan(GUY_SLOPE)))


@dataclass(frozen=True)
class Rigging:
    """The ropes and posts of ``target``, by the rules of 考工記·梓人 and 賈公彥."""

    target: Target

    @cached_property
    def upper_rope_chi(self) -> Fraction:
        """Length of the upper rope 上綱 in 尺: the 上个 plus one 尋 at each end."""
        return self.target.gang_top_chi

    @cached_property
    def lower_rope_chi(self) -> Fraction:
        """Length of the lower rope 下綱 in 尺: the 下个 plus one 尋 at each end."""
        return self.target.gang_bottom_chi

    @property
    def yun_chi(self) -> Fraction:
        """Size of each loop 縜 that holds a rope to the cloth, in 尺."""
        return Fraction(rules.YUN())

    @property
    def upper_end(self) -> Point:
        """East end of the upper rope, where it is tied to the post: (x, y) in 尺."""
        return self.upper_rope_chi / 2, self.target.top_chi

    @property
    def lower_end(self) -> Point:
        """East end of the lower rope: (x, y) in 尺."""
        return self.lower_rope_chi / 2, self.target.bottom_chi

    @cached_property
    def lean(self) -> Fraction:
        """How far each post leans outward per 尺 of height (run over rise, exact)."""
        return self.target.post_lean

    @property
    def post_foot(self) -> Point:
        """Where the east post meets the ground: (x, 0) in 尺; the west post mirrors it."""
        return self.target.post_out_chi, Fraction(0)

    @property
    def post_top(self) -> Point:
        """The east post's top, at the upper rope: (x, y) in 尺."""
        return self.upper_end

    @property
    def guy_anchor(self) -> Point:
        """Where the east post's back guy is anchored on the ground: (x, 0) in 尺, exact; the
        west guy's mirrors it. The guys are houzhi's (the texts have none): each runs from the
        upper rope's end on the leaning post, outward in line with the ropes, at the slope
        :data:`GUY_SLOPE` (45°: its run along the ground equals the height it is tied at), so
        its anchor stands that height beyond the rope's end, not beyond the post's foot."""
        x, y = self.upper_end
        return x + y / GUY_SLOPE, Fraction(0)

    @property
    def guy_run_chi(self) -> Fraction:
        """How far the anchor stands beyond the post's foot along the ground, in 尺, exact: the
        guy's run and the post's lean at the upper rope."""
        return self.guy_anchor[0] - self.post_foot[0]

    @property
    def line_run_chi(self) -> Fraction:
        """How far north and south of each post's hole its two temporary lines are staked for
        the raising, in 尺, exact: houzhi's (the texts raise no posts), the height of the
        upper rope's end where they are tied, over :data:`GUY_SLOPE`, so that each line runs
        down at the guys' slope, 45°. The stakes stand at (±x, ±run), x the posts' feet."""
        return self.upper_end[1] / GUY_SLOPE

    @property
    def upright(self) -> bool:
        """True when the posts stand upright: the two rope ends one above the other (a 侯 as
        wide at its lower edge as at its upper, 郝敬's square one), so they do not lean."""
        return self.lean == 0

    @property
    def rope_note(self) -> str:
        """What houzhi does with the ropes of a 侯 with no 舌 (郝敬's), in words; "" for a 侯
        with 舌, whose ropes run one 尋 beyond them (上綱與下綱出舌尋)."""
        t = self.target
        no_she = t.not_given.get("shang_she") or t.not_given.get("xia_she")
        if not no_she:
            return ""
        return str(no_she) + _("; houzhi runs each rope one 尋 beyond the 侯's own side, where "
                          "上綱與下綱出舌尋 runs it beyond the 舌: the 上綱 {upper}, the 下綱 {lower} "
                          "between the posts").format(upper=format_chi(self.upper_rope_chi),
                                                      lower=format_chi(self.lower_rope_chi))

    @cached_property
    def post_note(self) -> str:
        """Why the posts stand upright where 賈 leans them (植則在兩旁邪豎之), in words; "" when
        they lean."""
        if not self.upright:
            return ""
        return _("the posts stand upright: {reading}'s 侯 is as wide at its lower edge as at its "
                 "upper, so both ropes are {rope} and their ends one above the other; 賈 leans the "
                 "posts outward because the lower 个 is shorter than the upper "
                 "(植則在兩旁邪豎之…下个半上个，皆在舌尋), which does not hold of this 侯").format(
                     reading=self.target.reading.label, rope=format_chi(self.upper_rope_chi))

    @property
    def notes(self) -> tuple[str, ...]:
        """What houzhi does with the ropes and posts where the texts' rule does not fit this
        target (:attr:`rope_note`, :attr:`post_note`), for a list of assumptions."""
        return tuple(n for n in (self.rope_note, self.post_note) if n)

    @property
    def post_length(self) -> float:
        """Length of each post from the ground to the upper rope, in 尺 (irrational: a float)."""
        (x0, y0), (x1, y1) = self.post_foot, self.post_top
        return float((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5

    @cached_property
    def outline(self) -> tuple[Point, ...]:
        """The sewn cloth's outline, clockwise from the top east corner, exact (x, y) in 尺."""
        base = self.target.bottom_chi
        east: list[Point] = []
        for p in self.target.pieces:
            top = base + p.bottom_chi + p.height_chi * p.count
            bottom = base + p.bottom_chi
            east += [(p.length_chi / 2, top), (p.length_chi / 2, bottom)]
        west = [(-x, y) for x, y in reversed(east)]
        return tuple(east + west)
