"""The 侯 of the 鄉射禮: an immutable target computed from its range by the rules of the 記.

>>> t = Target.of("七十弓")
>>> t.zhong_side, t.cloth_total_chi
(Fraction(14, 1), Fraction(252, 1))

The target hangs as a stack of horizontal strips, centred, each one finished breadth high
(top to bottom): 上个, 上躬, the strips of the 中, 下躬, 下个. All lengths are exact Fractions
of the 尺. The reading (whose interpretation of the text) is a parameter: see
:mod:`houzhi.readings`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from . import rules
from .citations import Citation, Rule
from .errors import BadValueError
from .lengths import read_length, read_range
from .notation import format_chi
from .readings import DEFAULT_READING, Reading, get_reading
from .units import unit_factor

__all__ = ["Cloth", "Piece", "Target", "range_in_gong"]

_BREADTH_DEFAULTS = rules.BREADTH.param_values()
_BOLT_CHI = unit_factor("匹")
#: Bounds of a cloth, in 尺: the finished breadth at least 1寸, the nominal at most 2丈, and the
#: bolt from 2丈 (一端, the shortest length cloth was sold in: 杜預 二丈為一端) to 1000丈; the
#: plan's work is bounded by houzhi.cutting.MAX_BOLTS as well.
MIN_FINISHED_CHI = Fraction(1, 10)
MAX_BREADTH_CHI = Fraction(20)
MIN_BOLT_CHI = Fraction(20)
MAX_BOLT_CHI = Fraction(10_000)


@dataclass(frozen=True)
class Cloth:
    """A cloth as the target is cut from it: nominal breadth and what each edge loses to the seam.

    ``nominal_chi`` and ``trim_chi`` are in 尺 (defaults 2尺2寸 and 1寸, 鄭玄's Han official
    cloth); ``bolt_chi`` is the length of a bolt 匹 in 尺 (4丈), used by the cutting plan.
    """

    nominal_chi: Fraction = _BREADTH_DEFAULTS["b"]
    trim_chi: Fraction = _BREADTH_DEFAULTS["t"]
    bolt_chi: Fraction = _BOLT_CHI

    def __post_init__(self) -> None:
        # Any accepted length (see houzhi.lengths), metric ones in Han measure; bounded so that a
        # target has at most a few hundred strips and a strip at most a few hundred bolts.
        for name, what in (("nominal_chi", "the cloth's breadth"), ("trim_chi", "the trim"),
                           ("bolt_chi", "the bolt length")):
            object.__setattr__(self, name, read_length(getattr(self, name), what=what))
        if self.trim_chi < 0:
            raise BadValueError(f"the trim must not be negative, got {format_chi(self.trim_chi)}")
        if self.finished_chi < MIN_FINISHED_CHI:
            left = "nothing" if self.finished_chi <= 0 else f"less than {format_chi(MIN_FINISHED_CHI)}"
            raise BadValueError(
                f"a cloth {format_chi(self.nominal_chi)} wide leaves {left} after trimming "
                f"{format_chi(self.trim_chi)} from each edge")
        if self.nominal_chi > MAX_BREADTH_CHI:
            raise BadValueError(f"the cloth's breadth must be at most {format_chi(MAX_BREADTH_CHI)}, "
                                f"got {format_chi(self.nominal_chi)}")
        if not MIN_BOLT_CHI <= self.bolt_chi <= MAX_BOLT_CHI:
            raise BadValueError(f"the bolt length must be from {format_chi(MIN_BOLT_CHI)} to "
                                f"{format_chi(MAX_BOLT_CHI)}, got {format_chi(self.bolt_chi)}")

    @cached_property
    def finished_chi(self) -> Fraction:
        """The finished breadth w in 尺 (rule :data:`houzhi.rules.BREADTH`)."""
        return Fraction(rules.BREADTH(b=self.nominal_chi, t=self.trim_chi))


@dataclass(frozen=True)
class Piece:
    """One kind of strip of the target, as finished (no seam allowance).

    ``length_chi`` and ``height_chi`` are in 尺; ``count`` strips of this kind; ``bottom_chi`` is
    the height of the lowest of them above the target's lower edge; ``she_chi`` how far a 个
    reaches beyond the 躬 on each side (its 舌), 0 for the others.
    """

    key: str
    name: str
    length_chi: Fraction
    height_chi: Fraction
    count: int
    bottom_chi: Fraction
    rule: Rule
    she_chi: Fraction = Fraction(0)

    @property
    def area_chi2(self) -> Fraction:
        """Finished area of all ``count`` strips, in square 尺."""
        return self.length_chi * self.height_chi * self.count


def range_in_gong(value: Any, standard: str | None = None) -> Fraction:
    """A range given as a number of 弓 (int, Fraction, "70", "7/2", "七十") or as a length
    ("七十弓", "420尺", "50步", "97 m", a Quantity; metric ones under ``standard``, default Han)
    — as an exact number of 弓, within the bounds of :func:`houzhi.lengths.read_range`."""
    return read_range(value, standard)


@dataclass(frozen=True)
class Target:
    """A 侯 for a range of ``range_gong`` 弓 (exact, > 0), cut from ``cloth``, under ``reading``."""

    range_gong: Fraction
    cloth: Cloth = field(default_factory=Cloth)
    reading: Reading = field(default_factory=lambda: get_reading(DEFAULT_READING))

    def __post_init__(self) -> None:
        object.__setattr__(self, "range_gong", range_in_gong(self.range_gong))

    @classmethod
    def of(cls, range_: Any, *, cloth: Cloth | None = None, reading: str | Reading | None = None,
           ) -> Target:
        """Build a target from a range in any accepted form (see :func:`range_in_gong`)."""
        return cls(range_in_gong(range_), cloth or Cloth(), get_reading(reading))

    def _rule(self, role: str) -> Rule:
        return self.reading.rule(role)

    # -- the dimensions, each from its rule -------------------------------------------------
    @cached_property
    def range_chi(self) -> Fraction:
        """The range in 尺."""
        return Fraction(self._rule("range")(D=self.range_gong))

    @cached_property
    def zhong_side(self) -> Fraction:
        """Side c of the square centre 中, in 尺."""
        return Fraction(self._rule("zhong")(D=self.range_gong))

    @property
    def breadth(self) -> Fraction:
        """Finished breadth w of one strip, in 尺."""
        return self.cloth.finished_chi

    @cached_property
    def zhong_strips(self) -> Fraction:
        """How many breadths the 中 takes (c/w); not whole when c is not a multiple of w."""
        return Fraction(self._rule("zhong_strips")(c=self.zhong_side, w=self.breadth))

    @cached_property
    def band_height(self) -> Fraction:
        """Height of each 躬 and 个 strip, in 尺."""
        return Fraction(self._rule("band")(w=self.breadth, c=self.zhong_side,
                                           L_shang=self.shang_ge_length))

    @cached_property
    def gong_length(self) -> Fraction:
        """Length of each 躬 (上躬 and 下躬), in 尺."""
        return Fraction(self._rule("gong")(c=self.zhong_side))

    @cached_property
    def shang_ge_length(self) -> Fraction:
        """Length of the upper 个, in 尺."""
        return Fraction(self._rule("shang_ge")(L_gong=self.gong_length, c=self.zhong_side))

    @cached_property
    def xia_ge_length(self) -> Fraction:
        """Length of the lower 个, in 尺."""
        return Fraction(self._rule("xia_ge")(
            L_gong=self.gong_length, L_shang=self.shang_ge_length, c=self.zhong_side))

    @property
    def shang_she(self) -> Fraction:
        """How far the upper 舌 reaches beyond the 躬 on each side, in 尺."""
        return (self.shang_ge_length - self.gong_length) / 2

    @property
    def xia_she(self) -> Fraction:
        """How far the lower 舌 reaches beyond the 躬 on each side, in 尺."""
        return (self.xia_ge_length - self.gong_length) / 2

    @cached_property
    def zhong_height(self) -> Fraction:
        """Height of the 中, in 尺 (it is square)."""
        return Fraction(self._rule("zhong_square")(c=self.zhong_side))

    @property
    def zhong_bottom(self) -> Fraction:
        """Height of the 中's lower edge above the target's lower edge, in 尺."""
        return 2 * self.band_height

    @cached_property
    def hu_side(self) -> Fraction:
        """Side of the square 鵠 (bull's-eye), centred in the 中, in 尺."""
        return Fraction(self._rule("hu")(c=self.zhong_side))

    @property
    def hu_bottom(self) -> Fraction:
        """Height of the 鵠's lower edge above the target's lower edge, in 尺."""
        return self.zhong_bottom + (self.zhong_height - self.hu_side) / 2

    @cached_property
    def pieces(self) -> tuple[Piece, ...]:
        """The strips, top to bottom. When c/w is not whole, the 中 has ⌊c/w⌋ full strips and one
        last strip, cut from a whole breadth and trimmed to the height that remains; it is the
        lowest strip of the 中."""
        w, band, c = self.breadth, self.band_height, self.zhong_side
        full = math.floor(self.zhong_height / w)
        rest = self.zhong_height - full * w
        zhong_bottom = self.zhong_bottom
        out = [
            Piece("xia_ge", "下个", self.xia_ge_length, band, 1, Fraction(0),
                  self._rule("xia_ge"), self.xia_she),
            Piece("xia_gong", "下躬", self.gong_length, band, 1, band, self._rule("gong")),
        ]
        if rest:
            out.append(Piece("zhong_rest", "中", c, rest, 1, zhong_bottom,
                             self._rule("zhong_strips")))
        if full:
            out.append(Piece("zhong", "中", c, w, full, zhong_bottom + rest,
                             self._rule("zhong_strips")))
        top_of_zhong = zhong_bottom + self.zhong_height
        out += [
            Piece("shang_gong", "上躬", self.gong_length, band, 1, top_of_zhong,
                  self._rule("gong")),
            Piece("shang_ge", "上个", self.shang_ge_length, band, 1, top_of_zhong + band,
                  self._rule("shang_ge"), self.shang_she),
        ]
        return tuple(reversed(out))

    @cached_property
    def height_chi(self) -> Fraction:
        """Height of the sewn target, in 尺 (c + 4w under 鄭玄's reading)."""
        return sum((p.height_chi * p.count for p in self.pieces), Fraction(0))

    @property
    def width_chi(self) -> Fraction:
        """Width of the widest strip, in 尺."""
        return max(p.length_chi for p in self.pieces)

    @cached_property
    def area_chi2(self) -> Fraction:
        """Finished area of the cloth, in square 尺."""
        return sum((p.area_chi2 for p in self.pieces), Fraction(0))

    @property
    def cloth_total_chi(self) -> Fraction:
        """Cloth used, as the commentary counts it (用布): finished area ÷ breadth, in 尺 of
        cloth one finished breadth wide. Equals c²/w + 11c under 鄭玄's reading."""
        return self.area_chi2 / self.breadth

    @property
    def cloth_cut_chi(self) -> Fraction:
        """Length of cloth cut from the bolt, in 尺: each strip takes a whole breadth, so a
        narrow last strip of the 中 counts at its full length."""
        return sum((p.length_chi * p.count for p in self.pieces), Fraction(0))

    @cached_property
    def bottom_chi(self) -> Fraction:
        """Height of the lower edge (the lower rope 下綱) above the ground, in 尺."""
        return Fraction(self._rule("hanging")())

    @property
    def top_chi(self) -> Fraction:
        """Height of the upper edge (the upper rope 上綱) above the ground, in 尺."""
        return self.bottom_chi + self.height_chi

    @cached_property
    def fa(self) -> tuple[Fraction, Fraction]:
        """Where the blind 乏 stands: (north, west) of the target, in 尺."""
        north, west = self._rule("fa")(R=self.range_chi, half_width=self.width_chi / 2)
        return Fraction(north), Fraction(west)

    def figure(self, key: str) -> Fraction:
        """A figure the commentary states, by key: zhong_side, zhong_strips, zhong_cloth,
        gong_each, gong_both, shang_ge, xia_ge, shang_she, xia_she, xia_she_both, total,
        fa_north, fa_west, height, hu_side, bottom (lengths in 尺; zhong_strips a count)."""
        figures = {
            "zhong_side": lambda: self.zhong_side,
            "zhong_strips": lambda: self.zhong_strips,
            "zhong_cloth": lambda: self.zhong_strips * self.zhong_side,
            "gong_each": lambda: self.gong_length,
            "gong_both": lambda: 2 * self.gong_length,
            "shang_ge": lambda: self.shang_ge_length,
            "xia_ge": lambda: self.xia_ge_length,
            "shang_she": lambda: self.shang_she,
            "xia_she": lambda: self.xia_she,
            "xia_she_both": lambda: 2 * self.xia_she,
            "total": lambda: self.cloth_total_chi,
            "fa_north": lambda: self.fa[0],
            "fa_west": lambda: self.fa[1],
            "height": lambda: self.height_chi,
            "hu_side": lambda: self.hu_side,
            "bottom": lambda: self.bottom_chi,
        }
        try:
            return figures[key]()
        except KeyError:
            raise BadValueError(f"no figure {key!r}; known: {', '.join(figures)}") from None

    @property
    def citations(self) -> tuple[Citation, ...]:
        """Every passage the figures of this target rest on, in the order of the rules."""
        seen: dict[Citation, None] = {}
        for role in self.reading.roles():
            for c in self._rule(role).citations:
                seen.setdefault(c, None)
        return tuple(seen)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        """Jupyter: the drawing (SVG) and the table, drawn on demand."""
        from .display import mimebundle

        return mimebundle(self)

    def as_dict(self) -> dict[str, Any]:
        """Exact, JSON-ready figures; exact numbers are strings such as ``"252"`` or ``"363/2"``."""
        return {
            "range_gong": str(self.range_gong),
            "range_chi": str(self.range_chi),
            "reading": self.reading.key,
            "center_chi": str(self.zhong_side),
            "breadth_chi": str(self.breadth),
            "zhong_strips": str(self.zhong_strips),
            "height_chi": str(self.height_chi),
            "width_chi": str(self.width_chi),
            "area_chi2": str(self.area_chi2),
            "cloth_total_chi": str(self.cloth_total_chi),
            "cloth_total_text": format_chi(self.cloth_total_chi),
            "cloth_cut_chi": str(self.cloth_cut_chi),
            "bottom_chi": str(self.bottom_chi),
            "top_chi": str(self.top_chi),
            "pieces": [
                {"key": p.key, "name": p.name, "length_chi": str(p.length_chi),
                 "length_text": format_chi(p.length_chi), "height_chi": str(p.height_chi),
                 "count": p.count, "bottom_chi": str(p.bottom_chi), "she_chi": str(p.she_chi),
                 "rule": p.rule.key}
                for p in self.pieces
            ],
            "hu_side_chi": str(self.hu_side),
            "hu_bottom_chi": str(self.hu_bottom),
            "fa": {"north_chi": str(self.fa[0]), "west_chi": str(self.fa[1])},
            "assumptions": list(self.reading.assumptions),
            "citations": [c.as_dict() for c in self.citations],
        }
