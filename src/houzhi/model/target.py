"""The 侯: an immutable target computed from its range by a reading's rules, in its rite.

>>> t = Target.of("七十弓")
>>> t.zhong_side_chi, t.cloth_total_chi
(Fraction(14, 1), Fraction(252, 1))
>>> t.setting.rite.label, t.setting.hou.name, t.fa
('大射', '糝侯', Fa(north=Fraction(60, 1), west=Fraction(60, 1), rule='fa_dashe'))

The target hangs as a stack of horizontal parts, centred, composed once by its reading
(:meth:`houzhi.canon.readings.Reading.compose`; under 鄭玄, top to bottom: 上个, 上躬, the strips of
the 中, 下躬, 下个, each 躬 and 个 one finished breadth high). All lengths are exact Fractions of
the 尺. The rite (:mod:`houzhi.canon.rites`) gives the kind of 侯, its marks and its 乏.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..canon import rules
from ..canon.figures import FIGURES, Figure, NotGivenError, UnknownFigureError
from ..canon.readings import DEFAULT_READING, Composition, Reading, get_reading
from ..canon.reasons import Reason
from ..canon.rites import DANZHI_YISHUO, Setting, get_danzhi, ranges_words, setting
from ..errors import BadValueError, require
from ..locale import N_, Phrase, _
from ..measure._exact import sum_of_products
from ..measure._frozen import quick_init
from ..measure._memo import memo
from ..measure.lengths import FINEST, MAX_RANGE_GONG, MIN_RANGE_GONG, read_length, read_range
from ..measure.notation import format_chi
from ..measure.units import Lengths, unit_factor
from ..sources.citations import Citation, Rule
from ..sources.glossary import term
from .marks import Mark, Shi, Yunqi, marks_of, shi_of, yunqi_of
from .provenance import exact as _exact
from .provenance import figures_of, reasons_of

__all__ = ["Cloth", "Fa", "Piece", "Target", "range_in_gong"]

_BREADTH_DEFAULTS = rules.BREADTH.param_values()
_BOLT_CHI = unit_factor("匹")
#: Bounds of a cloth, in 尺: the finished breadth at least 1寸, the nominal at most 2丈, and the
#: bolt from 2丈 (一端, the shortest length cloth was sold in: 杜預 二丈為一端) to 1000丈; the
#: plan's work is bounded by houzhi.making.cutting.MAX_BOLTS as well.
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
        # Any accepted length (see houzhi.measure.lengths), metric ones in Han measure; bounded so that a
        # target has at most a few hundred strips and a strip at most a few hundred bolts.
        for name, what in (("nominal_chi", N_("the cloth's breadth")), ("trim_chi", N_("the trim")),
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

    @memo
    def finished_chi(self) -> Fraction:
        """The finished breadth w in 尺 (rule :data:`houzhi.canon.rules.BREADTH`)."""
        return _exact(rules.BREADTH(b=self.nominal_chi, t=self.trim_chi))


#: 鄭玄's Han official cloth (the default), made once: a Cloth is immutable.
HAN_CLOTH = Cloth()


@quick_init
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

    @memo
    def area_chi2(self) -> Fraction:
        """Finished area of all ``count`` strips, in square 尺."""
        return self.length_chi * self.height_chi * self.count


@dataclass(frozen=True)
class Fa:
    """Where the blind 乏 stands: ``north`` and ``west`` of the target, in 尺, by the rule whose
    key is ``rule``. Unpacks and indexes as the pair (north, west)."""

    north: Fraction
    west: Fraction
    rule: str

    def __iter__(self) -> Any:
        return iter((self.north, self.west))

    def __getitem__(self, i: int) -> Fraction:
        return (self.north, self.west)[i]

    def __len__(self) -> int:
        return 2

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Fa):
            return (self.north, self.west, self.rule) == (other.north, other.west, other.rule)
        if isinstance(other, tuple):
            return (self.north, self.west) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.north, self.west))


_NONE = Fraction(0)


def _split(count: Any, height: Fraction) -> tuple[int, Fraction]:
    """A part of ``count`` strips ``height`` high (尺) as ⌊count⌋ full strips and the height
    (尺) of one last strip cut from a whole breadth and trimmed, 0 when the count is whole."""
    if type(count) is int:
        return count, _NONE
    count = _exact(count)
    n, d = count.numerator, count.denominator
    full = n // d  # ⌊count⌋, and what is left of it times the height, reduced once
    return full, Fraction((n - full * d) * height.numerator, d * height.denominator)


def _breadths(height: Fraction, w: Fraction) -> int:
    """How many whole breadths ``w`` wide (尺, > 0) a strip ``height`` high (尺) is sewn from:
    ⌈height / w⌉, reckoned in integers."""
    if height is w:
        return 1
    return -((-height.numerator * w.denominator) // (height.denominator * w.numerator))


_LOW = (MIN_RANGE_GONG.numerator, MIN_RANGE_GONG.denominator)
_HIGH = (MAX_RANGE_GONG.numerator, MAX_RANGE_GONG.denominator)


def range_in_gong(value: Any, standard: str | None = None) -> Fraction:
    """A range given as a number of 弓 (int, Fraction, "70", "7/2", "七十") or as a length
    ("七十弓", "420尺", "50步", "97 m", a Quantity; metric ones under ``standard``, default Han)
    — as an exact number of 弓, within the bounds of :func:`houzhi.measure.lengths.read_range`."""
    if type(value) is Fraction:  # already a range houzhi reads: as it is (compared in integers)
        n, d = value.numerator, value.denominator
        if d <= FINEST and _LOW[0] * d <= n * _LOW[1] and n * _HIGH[1] <= _HIGH[0] * d:
            return value
    return read_range(value, standard)


@quick_init
@dataclass(frozen=True)
class Target:
    """A 侯 for a range of ``range_gong`` 弓 (exact, > 0), cut from ``cloth``, under ``reading``,
    in ``rite`` (鄉射, 賓射, 燕射, 大射; None: by the range) for ``rank`` (None: the rite's own),
    and for the 大射 at ``station`` (干, 參, 大侯) when the range alone does not say which.
    ``rite``, ``rank`` and ``station`` keep what was asked; :attr:`setting` says what it
    resolved to, and why. ``hung_chi`` (尺) sets the lower edge's height when something other
    than the reading's hanging rule does (the 大射's 見鵠, as :func:`houzhi.model.dashe.stack` hangs
    the 參 and the 大侯); None lets the target find it. ``hides`` names the reading of the
    大射's 三侯 and their hides (鄭玄, 敖繼公; :func:`houzhi.canon.rites.get_hides`); None: the
    reading's author's own where houzhi has it, else 鄭玄's. ``shi_width_chi`` (尺) is the width
    of a 皮侯's hide 飾 (None: houzhi's assumed 一尺; :attr:`shi`).

    Bad rites, ranks and combinations the texts do not have are refused on construction.
    """

    range_gong: Fraction
    cloth: Cloth = field(default_factory=lambda: HAN_CLOTH)
    reading: Reading = field(default_factory=lambda: get_reading(DEFAULT_READING))
    rite: str | None = None
    rank: str | None = None
    station: str | None = None
    hung_chi: Fraction | None = None
    hides: str | None = None
    shi_width_chi: Fraction | None = None
    danzhi: str | None = None

    def __post_init__(self) -> None:
        fields = self.__dict__  # a frozen dataclass's fields, set as its __init__ sets them
        fields["range_gong"] = range_in_gong(self.range_gong)
        if not isinstance(self.reading, Reading):
            fields["reading"] = get_reading(self.reading)
        require(self.cloth, Cloth, "Target: cloth")
        if not (self.rite is None and self.rank is None and self.station is None
                and self.hides is None):
            for name in ("rite", "rank", "station", "hides"):
                if getattr(self, name) is not None:
                    require(getattr(self, name), str, f"Target: {name}")
        if self.hung_chi is not None:
            object.__setattr__(self, "hung_chi",
                               read_length(self.hung_chi, what=N_("the height it hangs at")))
        self.__dict__["setting"] = self._setting()
        get_danzhi(self.danzhi)  # an unknown reading of 丹質 refused on construction, and one
        hou = self.__dict__["setting"].hou  # given for a 侯 whose sides are of hide
        if self.danzhi is not None and (hou.kind == term("pi_hou") or hou.shi):
            raise BadValueError(f"--danzhi: the readings of 凡畫者丹質 differ only on the painted "
                                f"侯 (采侯, 獸侯); the {hou.name} ({hou.kind}) has its sides of "
                                "hide, not painted")
        if self.shi_width_chi is not None:  # a width that would reach the 鵠 refused here
            object.__setattr__(self, "shi_width_chi",
                               read_length(self.shi_width_chi, what=N_("the width of the 飾")))
            self.shi  # noqa: B018

    def __reduce__(self) -> tuple[Any, ...]:
        return (Target, (self.range_gong, self.cloth, self.reading, self.rite, self.rank,
                         self.station, self.hung_chi, self.hides, self.shi_width_chi,
                         self.danzhi))

    @classmethod
    def of(cls, range_: Any, *, cloth: Cloth | None = None, reading: str | Reading | None = None,
           rite: str | None = None, rank: str | None = None, station: str | None = None,
           hides: str | None = None, shi_width_chi: Fraction | None = None,
           danzhi: str | None = None) -> Target:
        """Build a target from a range in any accepted form (see :func:`range_in_gong`)."""
        return cls(range_in_gong(range_), cloth or HAN_CLOTH, get_reading(reading), rite, rank,
                   station, hides=hides, shi_width_chi=shi_width_chi, danzhi=danzhi)

    def __repr__(self) -> str:
        st = self.setting
        return (f"Target({self.range_gong}弓, reading={self.reading.key}, rite={st.rite.key}, "
                f"rank={st.rank}, breadth={self.breadth_chi}尺)")

    def _rule(self, role: str) -> Rule:
        return self.reading.rule(role)

    @property
    def q(self) -> Lengths:
        """The target's lengths as Quantities of 尺 (``t.q.gong``, ``t.q.height``), beside the
        exact Fractions (``t.gong_chi``), in the user's registry where one was given
        (:func:`houzhi.measure.units.use_registry`): :class:`houzhi.measure.units.Lengths`."""
        return Lengths(self)

    # -- the rite ----------------------------------------------------------------------------
    @memo
    def setting(self) -> Setting:
        """The rite, rank, kind of 侯 and 乏 rule of this target (:mod:`houzhi.canon.rites`)."""
        return self._setting()

    def _setting(self) -> Setting:
        return setting(self.rite, self.rank, self.range_gong, self.station, hides=self.hides,
                       reading=self.reading.key)

    @memo
    def composition(self) -> Composition:
        """The target as the reading composes it, in exact 尺."""
        return self.reading.compose(self.range_gong, self.breadth_chi)

    @property
    def not_given(self) -> dict[str, Reason]:
        """Figures the reading's words cannot give, by key, with the reason (a
        :class:`~houzhi.canon.reasons.Reason`: ``str()`` says it)."""
        out = dict(self.composition.not_given)
        _low, notes, cannot = self._hung
        if notes or cannot:  # hung by the 大射's 見鵠, not by the reading's own rule
            out.pop("bottom", None)
        if cannot:  # … above a nearer 侯 the reading cannot hang
            out["bottom"] = Reason.words(cannot)
        return out

    @memo
    def assumptions(self) -> tuple[str, ...]:
        """What houzhi assumes where the texts are silent: the rite's, the reading's, the marks',
        and how the 侯 hangs where the rite, not the reading, sets it."""
        shi, yunqi = self.shi, self.yunqi
        hou = self.setting.hou
        plain: tuple[str, ...] = ()  # a 獸侯 under the 一說: no 雲氣, so say whose 丹質
        if yunqi is None and hou.kind == term("shou_hou"):
            plain = (Phrase(N_("丹質 as the 一說 the 欽定儀禮義疏 records reads it (as asked): 畫 is "
                               "the beasts (畫以虎豹，畫以鹿豕), no 雲氣 are named, and the 丹質 is "
                               "the 布侯's ground (熊侯白質，麋侯赤質，而布侯則丹質也): the {hou}'s "
                               "ground {ground}"), hou=hou.name, ground=self.ground),)
        return tuple(dict.fromkeys((*self.setting.assumptions, *self.reading.assumptions,
                                    *self._marks[1], *(shi.assumed if shi else ()),
                                    *(yunqi.assumed if yunqi else ()), *plain,
                                    *self._hung[1])))

    @memo
    def _hung(self) -> tuple[Fraction, tuple[str, ...], str]:
        """The lower edge's height (尺); where the 大射's 見鵠 sets it, what that says; and why
        it cannot be given where 見鵠 would raise it above a nearer 侯 that the reading's rule
        cannot hang ("" when it can)."""
        st = self.setting
        if self.hung_chi is not None:
            return _exact(self.hung_chi), (), ""
        if st.rite.seen_over(st.station) is None:  # hung by itself, not by 見鵠
            return _exact(self.composition.bottom), (), ""
        if self.reading.dashe_hanging is not None:  # the reading hangs them itself (郝敬)
            return _exact(self.reading.dashe_hanging()), (), ""
        ranges = sorted(st.rite.stations)
        names = [st.rite.stations[d] for d in ranges]
        i = names.index(str(st.station))  # a station: seen_over named one
        # the nearer 侯 at their own ranges, each hung by its own rule (the 參 by 見鵠 in turn)
        near = Target(ranges[i - 1], self.cloth, self.reading, st.rite.key, self.rank, names[i - 1])
        gan = near if i == 1 else Target(ranges[0], self.cloth, self.reading, st.rite.key, self.rank,
                                         names[0])
        bottom = Fraction(rules.DASHE_HEIGHT(near_top=near.top_chi, hu_bottom=self.hu_bottom_chi))
        if "bottom" in gan.not_given:  # 劉敞's 干 below the ground: nothing to raise it from
            chain = "，".join(f"{names[k]}見鵠於{names[k - 1]}" for k in range(i, 0, -1))
            return bottom, (), Phrase(N_(
                "houzhi would hang the 大射's {station} by 見鵠 above the nearer 侯 ({chain}) as "
                "鄭玄 does ({who} gives no height for it), but the 干's height is not given: "
                "{why}"), station=st.station, chain=chain, who=self.reading.label,
                why=gan.not_given["bottom"])
        staggered = tuple(
            Phrase(N_("{name}: {who} staggers the 侯 and gives no heights for the farther ones; "
                      "houzhi hangs them by 見鵠 as 鄭玄 does"), name=name, who=self.reading.label)
            for name in names[1:]) if self.reading.dashe_staggered else ()
        notes = (Phrase(N_("the 大射's {station} hangs so that its 鵠 shows above the nearer 侯 "
                           "(大侯之崇，見鵠於參；參見鵠於干): its lower rope {bottom} above the "
                           "ground, the nearer 侯 at {nearer}"), station=st.station,
                        bottom=format_chi(bottom), nearer=ranges_words(ranges[:i])),
                 *staggered)
        return bottom, notes, ""

    # -- the dimensions, each from its rule -------------------------------------------------
    @memo
    def range_chi(self) -> Fraction:
        """The range in 尺."""
        return _exact(self._rule("range")(D=self.range_gong))

    @memo
    def zhong_side_chi(self) -> Fraction:
        """Side c of the square centre 中 (鄭眾's 身, 林希逸's 侯廣), in 尺."""
        return _exact(self.composition.zhong_side)

    @property
    def breadth_chi(self) -> Fraction:
        """Finished breadth w of one strip, in 尺."""
        return self.cloth.finished_chi

    def _part(self, key: str) -> Any:
        """The composition's first part keyed ``key``, or None."""
        return self._parts.get(key)

    @memo
    def _parts(self) -> dict[str, Any]:
        """The composition's parts by key (the first of each key)."""
        out: dict[str, Any] = {}
        for p in self.composition.parts:
            out.setdefault(p.key, p)
        return out

    @property
    def zhong_strips(self) -> Fraction:
        """How many breadths the 中 takes (c/w); not whole when c is not a multiple of w."""
        p = self._part("zhong")
        if p is None or not p.strips:
            raise BadValueError(f"{self.reading.label}'s 侯 has no 中 sewn from breadths: "
                                f"{self.not_given.get('zhong_strips', 'not given')}")
        return _exact(p.count)

    @memo
    def band_height_chi(self) -> Fraction:
        """Height of the top strip (each 躬 and 个 under 鄭玄), in 尺."""
        return _exact(self.composition.parts[0].height)

    @memo
    def gong_chi(self) -> Fraction:
        """Length of each 躬 (上躬 and 下躬), in 尺; the 身 where the reading has no 躬."""
        p = self._part("shang_gong")
        if p is not None:
            return _exact(p.length)
        g = self.composition.gong
        return self.zhong_side_chi if g is None else Fraction(g)

    @memo
    def shang_ge_chi(self) -> Fraction:
        """Length of the upper 个 (the top part), in 尺."""
        return _exact(self.composition.parts[0].length)

    @memo
    def xia_ge_chi(self) -> Fraction:
        """Length of the lower 个 (the bottom part), in 尺."""
        return _exact(self.composition.parts[-1].length)

    @property
    def shang_she_chi(self) -> Fraction:
        """How far the upper 舌 reaches beyond the 躬 (or 身) on each side, in 尺."""
        return _exact(self.composition.parts[0].she)

    @memo
    def xia_she_chi(self) -> Fraction:
        """How far the lower 舌 reaches beyond the 躬 (or 身) on each side, in 尺."""
        return _exact(self.composition.parts[-1].she)

    @property
    def zhong_height_chi(self) -> Fraction:
        """Height of the 中, in 尺 (it is square)."""
        return _exact(self.composition.zhong_height)

    @memo
    def hu_centre_chi(self) -> Fraction:
        """Height of the centre of the 鵠 (and of the 中) above the target's lower edge, 尺."""
        return _exact(self.composition.hu_centre)

    @property
    def zhong_bottom_chi(self) -> Fraction:
        """Height of the 中's lower edge above the target's lower edge, in 尺."""
        return self.hu_centre_chi - self.zhong_height_chi / 2

    @memo
    def hu_side_chi(self) -> Fraction:
        """Side of the square 鵠 (bull's-eye, or the place of the 正), in 尺."""
        return _exact(self.composition.hu_side)

    @property
    def hu_bottom_chi(self) -> Fraction:
        """Height of the 鵠's lower edge above the target's lower edge, in 尺."""
        return self.hu_centre_chi - self.hu_side_chi / 2

    @memo
    def _marks(self) -> tuple[tuple[Mark, ...], tuple[str, ...]]:
        from ..canon.rites import SHOU_READINGS

        return marks_of(self.setting.hou, self.hu_side_chi, self.composition.hu_rule,
                        SHOU_READINGS.get(self.reading.key), self.zhong_side_chi)

    @property
    def marks(self) -> tuple[Mark, ...]:
        """What is painted on the 侯, from the outside in: the 鵠, the rings of the 正, or the
        heads of a 獸侯 (each centred on the 鵠's place), or what the reading of its beasts has
        instead (:data:`houzhi.canon.rites.SHOU_READINGS`, taken with the dimension reading)."""
        return self._marks[0]

    @memo
    def shi(self) -> Shi | None:
        """The hide trimming the sides of a 皮侯's 中 (飾其側: the 參's 麋飾 …), ``shi_width_chi``
        wide or at houzhi's assumed width (the texts give none), placed where the reading's
        composition has a square 中 framed above and below, else listed but not placed
        (:func:`houzhi.model.marks.shi_of`); None for a 侯 with no hide trim."""
        return shi_of(self.setting.hou, self.composition, self.shi_width_chi,
                      who=self.reading.label)

    @memo
    def yunqi(self) -> Yunqi | None:
        """The 雲氣 painted on the sides of a 采侯's or 獸侯's 中 on a ground of 丹, as 鄭玄 reads
        凡畫者丹質 (:func:`houzhi.model.marks.yunqi_of`); None for a 侯 whose sides are of hide."""
        return yunqi_of(self.setting.hou, self.composition, danzhi=get_danzhi(self.danzhi),
                        marks=self.marks)

    @property
    def ground(self) -> str:
        """The colour of the 侯's ground (質): the 獸侯's 白 or 赤, "" for none named; a
        大夫's or 士's 布侯 white cloth under 鄭玄's reading of 丹質 (其地不采者，白布也), 丹 under
        the 一說 the 義疏 records (``danzhi``: 而布侯則丹質也)."""
        st = self.setting
        if (get_danzhi(self.danzhi) is DANZHI_YISHUO and st.hou.kind == term("shou_hou")
                and st.rank in ("大夫", "士")):
            return "丹"
        return st.hou.ground

    @memo
    def pieces(self) -> tuple[Piece, ...]:
        """The strips, top to bottom. A part sewn from breadths whose count is not whole (the 中
        when c/w is not whole) has ⌊c/w⌋ full strips and one last strip, cut from a whole
        breadth and trimmed to the height that remains; it is the lowest strip of the part."""
        comp = self.composition
        if comp.refused:
            raise BadValueError(_(comp.refused))
        out: list[Piece] = []
        bottom = Fraction(0)
        for p in reversed(comp.parts):
            length, height = _exact(p.length), _exact(p.height)
            she = _exact(p.she)
            full, rest = _split(p.count, height)
            if rest:
                out.append(Piece(f"{p.key}_rest", p.name, length, rest, 1, bottom, p.rule, she))
                bottom += rest
            if full:
                out.append(Piece(p.key, p.name, length, height, full, bottom, p.rule, she))
                bottom += full * height
        return tuple(reversed(out))

    @memo
    def height_chi(self) -> Fraction:
        """Height of the sewn target, in 尺 (c + 4w under 鄭玄's reading)."""
        return _exact(self.composition.height)

    @memo
    def width_chi(self) -> Fraction:
        """Width of the widest part, in 尺."""
        return max(_exact(p.length) for p in self.composition.parts)

    @memo
    def area_chi2(self) -> Fraction:
        """Finished area of the cloth, in square 尺."""
        return _exact(self.composition.area)

    @memo
    def cloth_total_chi(self) -> Fraction:
        """Cloth used, as the commentary counts it (用布): finished area ÷ breadth, in 尺 of
        cloth one finished breadth wide. Equals c²/w + 11c under 鄭玄's reading."""
        return self.area_chi2 / self.breadth_chi

    @property
    def cloth_cut_chi(self) -> Fraction:
        """Length of cloth cut from the bolt, in 尺 of cloth one breadth wide, before any seam
        allowance at a join: every strip takes a whole breadth, so a narrow last strip (of the
        中, or of a part taller than a breadth: 郝敬's whole 侯, 林希逸's 个·身) counts at its
        full length, and a part ``h`` high is ⌈h/w⌉ strips (as :func:`houzhi.making.cutting.strips`
        sews it). Never less than the 用布 (:attr:`cloth_total_chi`)."""
        comp = self.composition
        if comp.refused:
            raise BadValueError(_(comp.refused))
        w = self.breadth_chi
        terms: list[tuple[Fraction, int]] = []
        for p in comp.parts:  # the strips of :attr:`pieces`, counted without making them
            height = _exact(p.height)
            full, rest = _split(p.count, height)
            terms.append((_exact(p.length), full * _breadths(height, w)
                          + (_breadths(rest, w) if rest else 0)))
        total = sum_of_products(terms)  # Σ length × strips, reduced once
        return Fraction(0) if total is None else _exact(total)

    @memo
    def bottom_chi(self) -> Fraction:
        """Height of the lower edge (the lower rope 下綱) above the ground, in 尺: by the
        reading's hanging rule, or for the 大射's 參 and 大侯 by 見鵠 above the nearer 侯. Where
        the reading cannot give it (``not_given['bottom']``) the figure its rule yields is
        returned all the same, and may be negative."""
        return self._hung[0]

    @memo
    def hanging_rule(self) -> Rule:
        """The rule that sets the lower rope's height (:attr:`bottom_chi`): the reading's own
        (鄭玄's 下綱不及地武, 郝敬's 豻侯下綱離地尺二寸 and his 參 and 大侯 hung as the 干, 劉敞's
        干侯之鵠則去地武), or for the 大射's 參 and 大侯 見鵠 above the nearer 侯."""
        st = self.setting
        if st.rite.seen_over(st.station) is not None:
            own = self.reading.dashe_hanging
            return rules.DASHE_HEIGHT if own is None or self.hung_chi is not None else own
        return self.composition.hanging

    @property
    def hanging_words(self) -> str:
        """The words that name :attr:`hanging_rule`, as the build sheet's hanging step and the
        drawings' 去地 label give them: 下綱不及地武 (干不及地武 in the 大射), 見鵠, or the
        passage of a reading's own rule (郝敬: 豻侯下綱離地尺二寸)."""
        rule = self.hanging_rule
        if rule is rules.HANGING:
            return self.setting.rite.hanging_words or rule.label
        if rule is rules.DASHE_HEIGHT:
            return rule.label
        return rule.citations[0].quote

    @memo
    def top_chi(self) -> Fraction:
        """Height of the upper edge (the upper rope 上綱) above the ground, in 尺."""
        return self.bottom_chi + self.height_chi

    @memo
    def fa_rule(self) -> Rule:
        """The rule that places the 乏: the rite's, or the reading's own for the 鄉射's rule."""
        rule = self.setting.fa
        if self.reading.fa is not None and rule.key == "fa_xiangshe":
            return self.reading.fa
        return rule

    @memo
    def fa(self) -> Fa:
        """Where the blind 乏 stands: (north, west) of the target's centre line, in 尺, and the
        key of its rule."""
        rule = self.fa_rule
        available = {"R": lambda: self.range_chi, "half_width": lambda: self.width_chi / 2}
        north, west = rule(**{k: available[k]() for k in rule.inputs})
        return Fa(_exact(north), _exact(west), rule.key)

    # -- the ropes and posts (梓人, 賈公彥), as the rigging hangs them ------------------------
    @memo
    def gang_top_chi(self) -> Fraction:
        """Length of the upper rope 上綱 in 尺: the 上个 (or the 侯's own side where the reading
        has no 个) plus one 尋 at each end (:data:`houzhi.canon.rules.GANG`)."""
        return _exact(rules.GANG(L_strip=self.shang_ge_chi))

    @memo
    def gang_bottom_chi(self) -> Fraction:
        """Length of the lower rope 下綱 in 尺: the 下个 plus one 尋 at each end."""
        return _exact(rules.GANG(L_strip=self.xia_ge_chi))

    @memo
    def _gang_bottom_end(self) -> Fraction:
        """Half the lower rope: how far its end is from the centre line, in 尺."""
        return self.gang_bottom_chi / 2

    @memo
    def post_lean(self) -> Fraction:
        """How far each post 植 leans outward per 尺 of height (:data:`houzhi.canon.rules.ZHI`)."""
        return _exact(rules.ZHI(top_end=self.gang_top_chi / 2,
                                  bottom_end=self._gang_bottom_end,
                                  top=self.top_chi, bottom=self.bottom_chi))

    @property
    def post_out_chi(self) -> Fraction:
        """How far out from the centre line each post 植 meets the ground, in 尺."""
        return self._gang_bottom_end - self.post_lean * self.bottom_chi

    # -- every figure with its basis (houzhi.model.provenance) ----------------------------------------
    def figures(self) -> Mapping[str, Figure]:
        """Every figure of the target the reading can give, by key of
        :data:`houzhi.canon.figures.FIGURES`, each an exact value with its
        :class:`~houzhi.canon.figures.Basis` (stated, derived, reckoned, assumed), made once."""
        return figures_of(self)

    def figure(self, key: str) -> Figure:
        """One figure by key (:data:`houzhi.canon.figures.FIGURES`): lengths in 尺, counts as numbers.

        An unknown key raises :class:`~houzhi.canon.figures.UnknownFigureError` naming the nearest
        known; a figure this reading does not have (郝敬 names no 个) raises
        :class:`~houzhi.canon.figures.NotGivenError` with the reason; anything else is a bug and is
        not caught."""
        if key not in FIGURES:
            raise UnknownFigureError(key)
        got = figures_of(self).get(key)
        if got is None:
            raise NotGivenError(key, f"{self.reading.label}'s 侯 has no {FIGURES[key].chars} "
                                     f"({FIGURES[key].words}): {reasons_of(self)[key]}")
        return got

    @property
    def citations(self) -> tuple[Citation, ...]:
        """Every passage the figures of this target rest on: the reading's rules, then the
        rite's."""
        seen: dict[Citation, None] = {}
        for role in self.reading.roles():
            for c in self._rule(role).citations:
                seen.setdefault(c, None)
        for c in (*self.fa_rule.citations, *self.setting.citations):
            seen.setdefault(c, None)
        return tuple(seen)
