"""From numbers to a target standing on the field: the build sheet.

A :class:`Build` gathers what a maker needs: the cloth to buy (with shrinkage and a cutting
margin), the pieces and where their seams fall, each rope's span and cut length, the loops 縜,
the two posts (height, depth in the ground, lean, where their feet stand), the marks (painted,
or a 皮侯's 鵠 of hide and the hide trimming the sides of its 中),
the hanging steps in the order of the 經 with their passages, a bill of materials, and the
stake-out points. Everything of the rite comes from the target's own setting
(:attr:`houzhi.model.target.Target.setting`): the marks (``t.marks``), the 乏 (``t.fa`` by
``t.fa_rule``), the hanging steps of that rite, its ground; nothing of one rite is applied to
another without saying so. It is a pure value object: exact lengths in 尺 (``Fraction``), turned into mm
under one standard of the 尺 only in :func:`houzhi.render.export.to_data` and the printed sheet.

The texts give the target, its ropes and loops and the order of hanging; they are silent on
how much rope a knot takes, how deep a post is set, how far apart the loops are, how much
thread a seam takes and how much paint covers a square metre; and on how wide a 皮侯's hide 飾
is. Those are the maker's rules of thumb and houzhi's assumptions, gathered in
:class:`Allowances`; each is stated in the output and can be changed.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from ..canon import rites, rules
from ..canon.figures import Basis
from ..canon.rites import ZHENG_HEIGHTS
from ..errors import BadValueError, require, shown
from ..locale import N_, _, clauses, language, listing, paren, quotation
from ..measure.notation import format_chi, format_number
from ..measure.units import get_standard
from ..model.ground import LINE_STAKES
from ..model.marks import Mark, Shi, Yunqi, shi_of
from ..model.rigging import GUY_DEGREES, Rigging
from ..model.spec import Spec
from ..model.target import Fa, Target
from ..sources.citations import Citation, Rule, cite
from ..sources.glossary import term
from . import loads, standing, tabernacle, weighted_base
from .allowances import Allowances
from .cutting import CutPiece, CuttingPlan, Fabric, plan, strips
from .standing import ROWS

__all__ = [
    "HANGING_STEPS",
    "SECOND_STAKE",
    "Allowances",
    "Build",
    "HangingStep",
    "Loops",
    "MarksToPaint",
    "PaintRing",
    "Posts",
    "Rope",
    "Seam",
    "StakePoint",
    "build",
    "ground_note",
    "hanging_steps",
    "litres_up",
    "metres_as_sold",
    "paint_marks",
    "second_stake",
    "stake_out",
]

#: where the bill points to the no-dig pages: words the sheet prints, which the book turns into
#: its own page numbers (:func:`houzhi.render.book._bill_rows`)
TABERNACLE_PAGE = N_("the tabernacle row")
NO_DIG_WORK_PAGE = N_("the no-dig work page")
_KR = "KR1d0028"  # 儀禮注疏: 卷五 鄉射禮, 卷七 大射儀
_JING = "鄉射禮"
_JI = "鄉射禮·記"
_DS = "大射儀"


@dataclass(frozen=True)
class HangingStep:
    """One step of hanging the target, in the order the texts give it, with its passages;
    ``note`` what houzhi adds where the rite's own text is silent ("" when it is not)."""

    order: int
    name: str
    what: str
    citations: tuple[Citation, ...]
    note: str = ""


#: The hanging, as the 經 of 鄉射禮 orders it: hung before the shooting with the west (left)
#: lower rope untied and its 舌 folded in and tied up; tied down when the shooting is to begin;
#: untied and folded up again when the shooting is over. Step 1's words are completed with the
#: target's own height by :func:`hanging_steps`.
HANGING_STEPS: tuple[HangingStep, ...] = (
    HangingStep(1, "張侯", N_("Hang the target between the posts by the upper rope 上綱 and the east "
                "end of the lower rope 下綱; the lower rope stops one 武 (1尺2寸) above the ground."),
                (rules.HANGING.citations[0],  # 乃張侯，下綱不及地武
                 cite(_KR, "005-4b", _JING, "注", "鄭玄",
                      "侯謂所射布也。綱，持舌繩也。武，迹也。中人之迹尺二寸"))),
    HangingStep(2, "不繫左下綱", N_("Leave the west end of the lower rope untied: the target faces "
                "north toward the hall, so its left is the west."),
                (cite(_KR, "005-5a", _JING, "經", "", "不繫左下綱"),
                 cite(_KR, "005-5a", _JING, "疏", "賈公彥", "此左下綱以西畔而言"))),
    HangingStep(3, "中掩束之", N_("Fold the west lower 舌 with its untied rope in toward the middle "
                "(eastward) and tie it up; it waits so until the shooting (事未至也)."),
                (cite(_KR, "005-5a", _JING, "經", "", "中掩束之"),
                 cite(_KR, "005-5a", _JING, "注", "鄭玄", "事未至也"),
                 cite(_KR, "005-5a", _JING, "疏", "賈公彥",
                      "今將此五尺與下綱不繫者，中掩左廂向東，待將射乃解之"))),
    HangingStep(4, "繫左下綱", N_("Before the shooting, at the 司馬's order, untie the bundle, let "
                "the 舌 down and tie the west lower rope to its post (事至也)."),
                (cite(_KR, "005-26b", _JING, "經", "", "司馬命張侯，弟子說束，遂繫左下綱"),
                 cite(_KR, "005-26b", _JING, "注", "鄭玄", "事至也"))),
    HangingStep(5, "說左下綱", N_("When the shooting is over, at the 司馬's order, untie the west "
                "lower rope again and fold its 舌 up as at first (不復射，掩束之)."),
                (cite(_KR, "005-60a", _JING, "經", "", "司馬命弟子說侯之左下綱而釋之"),
                 cite(_KR, "005-60a", _JING, "注", "鄭玄", "說，解也。釋之，不復射，掩束之"))),
)

#: The 大射's own words for hanging its three 侯 (大射儀 經, 鄭注, 賈疏, with 敖繼公 and the
#: 欽定儀禮義疏 where the 經 is silent on a step).
DS_ZHANG = cite(_KR, "007-5a", _DS, "經", "",
                "遂命量人、巾車張三侯，大侯之崇，見鵠於參，參見鵠於干，干不及地武")
DS_WU = cite(_KR, "007-5b", _DS, "注", "鄭玄", "及，至也。武，迹也。中人之足長尺二寸")
DS_HEIGHTS = ZHENG_HEIGHTS  # 以豻侯計之，糝侯去地一丈五寸少半寸，大侯去地二丈二尺五寸少半寸
DS_SEEN_GAN = cite(_KR, "007-7a", _DS, "疏", "賈公彥",
                   "張法糝侯鵠下畔與豻侯之上綱齊，所謂見鵠於豻")
DS_SEEN_SAN = cite(_KR, "007-7b", _DS, "疏", "賈公彥", "大侯鵠下畔與糝侯上綱齊，所謂見鵠於糝也")
DS_ORDER = cite("KR1d0035", "007-5b", _DS, "說", "敖繼公", "張侯之序以大侯為先，參次之，干為後")
DS_LEFT = rites.C_DS_LEFT  # 干不及地武，不繫左下綱
DS_LEFT_ZHU = cite(_KR, "007-5b", _DS, "注", "鄭玄", "凡侯北面，西方謂之左")
DS_FOLD = cite("KR1d0035", "007-6a", _DS, "說", "敖繼公",
               "不繫左下綱亦以事未至也。三侯皆以左為尊，故未繫其左者也。亦中掩束之")
DS_TIE = cite("KR1d0035", "007-31b", _DS, "說", "敖繼公",
              "此亦當有司馬命巾車、量人繫左下綱及命獲者倚旌于侯之事，文不具耳")
DS_TIE_YISHU = cite("KR1d0037", "048-23b", "大射儀·禮節圖", "說", "三禮館臣",
                    "此張侯之初亦云不繫左下綱，及將射經不言繫可知也", juan="卷四十六")
DS_UNTIE = cite(_KR, "007-70b", _DS, "經", "", "司馬正命退楅、解綱。小臣師退楅，巾車、量人解左下綱")
DASHE_TAIL: tuple[HangingStep, ...] = (
    HangingStep(2, "不繫左下綱", N_("Leave the west end of each lower rope untied: a 侯 faces north, "
                "so its left is the west."), (DS_LEFT, DS_LEFT_ZHU)),
    HangingStep(3, "中掩束之", N_("Fold the west lower 舌 with its untied rope in toward the middle "
                "and tie it up until the shooting."), (DS_FOLD,),
                note=N_("the 大射's 經 does not say 中掩束之: 敖繼公 takes it as in the 鄉射")),
    HangingStep(4, "繫左下綱", N_("Before the shooting, at the 司馬's order, the 巾車 and the 量人 "
                "let the 舌 down and tie the west lower rope to its post."), (DS_TIE, DS_TIE_YISHU),
                note=N_("the 大射's 經 does not say when the left lower rope is tied; 敖繼公 and the "
                     "義疏 supply it from the 鄉射, and the 經 unties it after the shooting")),
    HangingStep(5, "解左下綱", N_("When the shooting is over, the 巾車 and the 量人 untie the west "
                "lower rope again."), (DS_UNTIE,)),
)

#: A 皮侯's 鵠 is a piece of hide set on the cloth, not paint (梓人; 鄭: 皮侯，以皮所飾之侯).
QI_HU = rites.C_QI_HU
QI_HU_ZHU = rites.C_QI_HU_ZHU


def _hung_words(t: Target, mm: Callable[[Fraction], str]) -> str:
    return _("its lower rope {height} above the ground").format(height=mm(t.bottom_chi))


def _wu_words(t: Target, mm: Callable[[Fraction], str]) -> str:
    """How the lower rope hangs by the reading's own rule of 不及地武 (in the rite's words,
    :attr:`houzhi.model.target.Target.hanging_words`, as the drawings' 去地 label), with the height."""
    rule = t.composition.hanging
    if rule is rules.HANGING:
        return _("the lower rope stops one 武 short of the ground ({words}), {hung}").format(
            words=t.hanging_words, hung=_hung_words(t, mm))
    return _("{rule} ({reading}): {hung}").format(rule=_(rule.statement), reading=t.reading.label,
                                                   hung=_hung_words(t, mm))


def _own_dashe_words(t: Target, station: str, mm: Callable[[Fraction], str]) -> str:
    """How the 大射's 參 or 大侯 hangs under a reading that hangs them by its own rule, not by
    見鵠 (郝敬's), with what houzhi's sight line from the rank's hall finds of its 鵠."""
    from ..canon.rites import DASHE_STATIONS
    from ..model.dashe import NAMES, stack

    st, who = t.setting, t.reading.label
    near = NAMES[NAMES.index(station) - 1]
    ranges = sorted(DASHE_STATIONS)
    i = NAMES.index(station)
    ranges[i] = t.range_gong
    seen = stack((ranges[0], ranges[1], ranges[2]), cloth=t.cloth, reading=t.reading,
                 rank=t.rank).sight(None, st.rank)[i - 1]
    shows = (_("{length} of its 鵠 shows").format(length=format_chi(seen.visible_chi))
             if seen.visible_chi else _("none of its 鵠 shows"))
    return _("hang it as the 干, {hung}: {who} reckons the two outer 侯 from the 干's lower rope "
             "(二侯在外可知矣) and denies 鄭玄's raised heights (非也); he holds its 鵠 shows above "
             "the {near} because the farther 侯 is larger and the shooters stand on the hall "
             "(侯在外者漸遠漸高，而堂上地又高). By houzhi's sight line from the {rank}'s hall, an "
             "eye 七尺 above it, {shows} above the {near} (houzhi dashe --reading {who} --rank "
             "{rank}; 盛世佐: 參侯之出于干…僅四尺耳)").format(
        hung=_hung_words(t, mm), who=who, near=near, rank=st.rank, shows=shows)


def hanging_steps(target: Target, mm: Callable[[Fraction], str] = format_chi,
                  ) -> tuple[HangingStep, ...]:
    """The steps of hanging ``target`` in its rite's own order and words, step 1 completed with
    its heights (``mm`` writes a length given in 尺).

    The 鄉射's steps are its 經's (張侯, 不繫左下綱, 中掩束之, 繫左下綱, 說左下綱); the 燕射
    takes them with the 鄉射's rite (鄭: 天子諸侯之燕射，各以其鄉射之禮); the texts do not say how
    the 賓射 hangs its 侯, and houzhi hangs them as the 鄉射's, saying so. The 大射 hangs its
    three 侯 by 見鵠 (大侯之崇，見鵠於參，參見鵠於干，干不及地武)."""
    require(target, Target, "hanging_steps(): target")
    st = target.setting
    hou = st.hou.name
    if st.rite.stacked:
        station = st.station or st.rite.stations[min(st.rite.stations)]
        near = st.rite.seen_over(station)
        if near is None:
            how = _wu_words(target, mm)
            cites: tuple[Citation, ...] = (DS_ZHANG, DS_WU)
        elif target.reading.dashe_hanging is not None:  # 郝敬: not raised by 見鵠
            how = _own_dashe_words(target, station, mm)
            cites = (DS_ZHANG, *target.reading.dashe_hanging.citations)
        else:
            how = _("hang it so that its 鵠 shows above the {near} (見鵠於{near}): the lower edge "
                    "of its 鵠 level with the {near}'s upper rope, {hung}").format(
                near=near, hung=_hung_words(target, mm))
            cites = (DS_ZHANG, DS_HEIGHTS, DS_SEEN_GAN if station == "參" else DS_SEEN_SAN)
        three = st.station is not None
        label = (station if station == hou else paren(station, hou)) if three else hou
        first = HangingStep(
            1, "張三侯" if three else "張侯",
            _("The 巾車 and the 量人 hang the {label} between its posts by the upper rope and the "
              "east end of the lower rope; {how}.").format(label=label, how=how)
            + (_(" Of the three, the 大侯 is hung first, then the 參, then the 干.") if three
               else ""),
            (*cites, DS_ORDER) if three else cites,
            note="" if three else _("a {rank}'s one {hou}: the texts do not say how it hangs; "
                                    "houzhi hangs it as the 諸侯's 干 (干不及地武)").format(
                rank=st.rank, hou=hou))
        return _without_she(target, (first, *_worded(DASHE_TAIL)))
    jing = HANGING_STEPS[0]
    first = HangingStep(1, jing.name, _("Hang the target between the posts by the upper rope 上綱 "
                                        "and the east end of the lower rope 下綱; {how}.").format(
                            how=_wu_words(target, mm)), jing.citations)
    if st.rite.hanging_note:  # a rite that takes the 鄉射's steps, its text silent
        first = HangingStep(1, jing.name, first.what,
                            (*jing.citations, *st.rite.hanging_citations),
                            note=_(st.rite.hanging_note))
    return _without_she(target, (first, *_worded(HANGING_STEPS[1:])))


def _worded(steps: tuple[HangingStep, ...]) -> tuple[HangingStep, ...]:
    """The texts' steps in the reader's language (their words marked ``N_`` where written)."""
    return tuple(dataclasses.replace(s, what=_(s.what), note=_(s.note) if s.note else "")
                 for s in steps)


def _without_she(target: Target, steps: tuple[HangingStep, ...]) -> tuple[HangingStep, ...]:
    """The steps for a 侯 the texts' steps do not fit: for one with no 舌 (郝敬's) the step that
    folds the west lower 舌 says what houzhi folds instead."""
    notes: dict[str, str] = {}
    why = target.not_given.get("xia_she")
    if why:
        notes["中掩束之"] = _("{why}: houzhi folds the west part of the 侯's lower edge with its "
                          "untied rope, where the texts fold the 舌").format(why=why)
    return tuple(dataclasses.replace(s, note=clauses(x for x in (s.note, notes[s.name]) if x))
                 if s.name in notes else s for s in steps)


#: The shrinkages (per cent) of linen and cotton in their first washes that the build sheet
#: reckons the cloth to buy at when none is given (houzhi's: the usual 3–5% of a linen).
USUAL_SHRINK = (3, 4, 5)


@dataclass(frozen=True)
class Seam:
    """A seam: ``kind`` "strip" (between two strips, horizontal), "join" (across a strip) or
    "piecing" (along the middle of a strip pieced from two widths of a narrow fabric);
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
    at each end, ``height_chi`` above the ground, ``sag_chi`` its design sag at mid-span (all in
    尺; the sag houzhi's, :func:`~houzhi.making.standing.design_sag_chi`); ``span_basis`` and
    ``height_basis`` how the span and the height were obtained (the target's figures')."""

    name: str
    span_chi: Fraction
    tie_off_chi: Fraction
    height_chi: Fraction
    sag_chi: Fraction
    citation: Citation
    span_basis: Basis | None = None
    height_basis: Basis | None = None
    #: the rope its west end takes from its mark down (or up) the post to a cleat at hand
    #: height, where it is made fast and struck from the ground (尺, houzhi's: :attr:`Build.ropes`)
    lead_chi: Fraction = Fraction(0)
    #: how much the rope stretches under its pull in still air at the design sag, to the whole
    #: mm (尺, exact: houzhi's modern engineering, :attr:`houzhi.making.standing.Rigging.stretch_m`):
    #: it is cut so much shorter than it hangs
    stretch_chi: Fraction = Fraction(0)
    #: the rope its west end takes but the lead: a round turn at its mark, a cleat hitch on the
    #: cleat and a tail to hold while easing it off (尺, houzhi's: :attr:`Build.west_knot_chi`)
    west_knot_chi: Fraction = Fraction(0)

    @property
    def west_end_chi(self) -> Fraction:
        """The rope its west end takes beyond its mark, in 尺, exact: the round turn, the lead
        along the post to the cleat, the cleat hitch and its tail (:attr:`west_knot_chi` and
        :attr:`lead_chi`)."""
        return self.west_knot_chi + self.lead_chi

    @property
    def mid_chi(self) -> Fraction:
        """The rope's middle above the ground in still air, in 尺, exact: its height at the
        posts less its sag (an inextensible rope's sag hangs straight down in still air)."""
        return self.height_chi - self.sag_chi

    @property
    def hanging_chi(self) -> Fraction:
        """The rope between its knots as it hangs in still air, in 尺, exact: the length of the
        span's sagging curve, L + 8s²/(3L) (:func:`~houzhi.making.standing.sag_length_chi`)."""
        return standing.sag_length_chi(self.span_chi, self.sag_chi)

    @property
    def between_chi(self) -> Fraction:
        """The rope to cut between its knots, in 尺, exact: its hanging length
        (:attr:`hanging_chi`) less its stretch under its still-air pull (:attr:`stretch_chi`),
        so that, stretched by the cloth's weight and its own, it hangs at the design sag."""
        return self.hanging_chi - self.stretch_chi

    @property
    def cut_chi(self) -> Fraction:
        """Length to cut, in 尺: the rope between the knots (:attr:`between_chi`, the sagging
        curve), the east end's tie-off (the build's :attr:`Build.tie_off_chi`) and the west
        end's round turn, lead to its cleat, cleat hitch and tail (:attr:`west_end_chi`), up to
        the next whole 寸 (a rope is cut to the 寸; what is over goes to the knots)."""
        return Fraction(math.ceil((self.between_chi + self.tie_off_chi + self.west_end_chi)
                                  * 10), 10)


@dataclass(frozen=True)
class Loops:
    """The loops 縜 along one edge: ``count`` loops ``spacing_chi`` apart along an edge
    ``edge_chi`` long (尺), each of ``size_chi``."""

    edge: str
    edge_chi: Fraction
    count: int
    spacing_chi: Fraction
    size_chi: Fraction
    #: the edge alone, without the rope it carries (``upper edge of the 上个``)
    side: str = ""


@dataclass(frozen=True)
class Posts:
    """The two posts 植 (all in 尺, exact except the slant lengths, which are irrational).

    ``above_chi`` height of a post's top above the ground, ``depth_chi`` how deep it is set
    (vertically), ``lean`` outward run per 尺 of rise, ``foot_x_chi`` how far each foot stands
    east and west of the target's centre line, ``foot_basis`` how it was obtained (the
    target's figure ``post_out``)."""

    above_chi: Fraction
    depth_chi: Fraction
    lean: Fraction
    foot_x_chi: Fraction
    top_x_chi: Fraction
    foot_basis: Basis | None = None

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

    @property
    def upright(self) -> bool:
        """True when the posts stand upright (no lean: :attr:`houzhi.model.rigging.Rigging.upright`,
        whose :attr:`~houzhi.model.rigging.Rigging.post_note` says why)."""
        return self.lean == 0

    @property
    def rule_words(self) -> str:
        """What the posts' heading cites: 賈's 植則在兩旁邪豎之 where they lean; where they stand
        upright, that the sheet says why (the rule does not hold of this 侯)."""
        return _("upright: see below") if self.upright else quotation("植則在兩旁邪豎之")

    def lean_words(self, digits: int = 2) -> str:
        """How the posts stand, in the words every sheet uses (text, PDF page and figure):
        "upright, no lean", or the lean outward per 尺 of height and in degrees from the
        vertical (``digits`` after the point)."""
        if self.upright:
            return _("upright, no lean")
        return _("lean outward {lean} 尺 per 尺 of height ({degrees}° from vertical)").format(
            lean=self.lean if language() == "en" else format_chi(self.lean),
            degrees=f"{self.lean_degrees:.{digits}f}")


@dataclass(frozen=True)
class PaintRing:
    """One colour of a mark: ``name`` (正, 鵠, 熊首 …) a square ``side_chi`` a side with a square
    ``inner_chi`` left for the colour inside it (0 for the centre), centred ``centre_chi`` above
    the ground (all 尺); ``material`` "paint", or "hide" for a 皮侯's 鵠 (棲鵠); a mark sharing
    its square side by side with others (a 臣's two heads) is part ``index`` of ``of``; ``mark``
    the :class:`~houzhi.model.marks.Mark` it paints (its rule, passages and what houzhi assumed).
    A mark beside another (敖繼公's hides beside his 質) is ``across_chi`` wide (None: square)
    and centred ``x_chi`` east of the 侯's centre line (尺)."""

    colour: str
    side_chi: Fraction
    inner_chi: Fraction
    centre_chi: Fraction
    name: str = ""
    material: str = "paint"
    index: int = 0
    of: int = 1
    mark: Mark | None = None
    across_chi: Fraction | None = None
    x_chi: Fraction = Fraction(0)

    @property
    def area_chi2(self) -> Fraction:
        """Area in this colour, in square 尺."""
        if self.across_chi is not None:
            return self.side_chi * self.across_chi - self.inner_chi ** 2
        return (self.side_chi ** 2 - self.inner_chi ** 2) / self.of

    @property
    def width_chi(self) -> Fraction:
        """Width of the ring (half the side for the centre square; a part's own width), 尺."""
        if self.across_chi is not None:
            return self.across_chi
        if self.of > 1:
            return self.side_chi / self.of
        return (self.side_chi - self.inner_chi) / 2

    @property
    def is_ring(self) -> bool:
        """True for a ring round a square left inside it, or a part of a shared square: what a
        width means something for (not a single solid square)."""
        return self.inner_chi > 0 or self.of > 1


@dataclass(frozen=True)
class MarksToPaint:
    """What is put on the 侯 (:attr:`houzhi.model.target.Target.marks`): ``name`` as the rite has it
    (二正, 鵠, 獸), the ``rings`` outermost first, the ``ground`` colour of the 侯 (質, "" for
    none named) and its area to paint in square 尺 (0 when the cloth is left as it is), the
    passages and what houzhi assumes; ``shi`` the hide trimming the sides of a 皮侯's 中 (飾其側,
    None for a 侯 without)."""

    name: str
    rings: tuple[PaintRing, ...]
    ground: str
    ground_chi2: Fraction
    citations: tuple[Citation, ...]
    notes: tuple[str, ...]
    shi: Shi | None = None
    yunqi: Yunqi | None = None

    @property
    def painted(self) -> tuple[PaintRing, ...]:
        """The rings put on in paint (a 皮侯's 鵠 is hide)."""
        return tuple(r for r in self.rings if r.material == "paint")

    @property
    def any_paint(self) -> bool:
        """True when anything is painted (a mark, the ground, the 雲氣); a 皮侯 has hide only."""
        return bool(self.painted) or self.ground_chi2 > 0 or self.yunqi is not None

    @property
    def title(self) -> str:
        """The heading of the marks on a sheet: "MARKS TO PAINT", or "MARKS" for hide only."""
        return _("MARKS TO PAINT") if self.any_paint else _("MARKS (hide, set on the cloth)")

    @property
    def paint_chi2(self) -> Fraction:
        """Area painted, marks, ground and the 丹 under the 雲氣, in square 尺."""
        return (sum((r.area_chi2 for r in self.painted), Fraction(0)) + self.ground_chi2
                + (self.yunqi.area_chi2 if self.yunqi is not None else 0))


@dataclass(frozen=True)
class StakePoint:
    """A point to stake out on the field: ``x_chi`` east and ``y_chi`` north of the target's
    centre on the ground (尺); ``second_y_chi`` how far north of that centre the second stake
    stands that the other tape runs from (the middle of the hall's edge, 堂廉中, as ``houzhi
    ground`` has it; None where there is no ground)."""

    name: str
    x_chi: Fraction
    y_chi: Fraction
    note: str = ""
    assumed: bool = False
    second_y_chi: Fraction | None = None

    @property
    def from_centre_chi(self) -> float:
        """Tape distance from the target's centre on the ground, in 尺 (irrational: a float)."""
        return math.hypot(float(self.x_chi), float(self.y_chi))

    @property
    def from_second_chi(self) -> float | None:
        """Tape distance from the second stake (:attr:`second_y_chi`), in 尺 (a float); with
        :attr:`from_centre_chi`, two tapes from two stakes place the point. None without one."""
        if self.second_y_chi is None:
            return None
        return math.hypot(float(self.x_chi), float(self.y_chi - self.second_y_chi))


#: The second stake the tapes run from, as the sheets name it.
SECOND_STAKE = N_("堂廉中 (the middle of the hall's edge)")


def second_stake(target: Target) -> Fraction | None:
    """How far north of ``target``'s centre on the ground (尺) the second stake of the tapes
    stands: the middle of the hall's edge (堂廉中) of its rite's ground, as ``houzhi ground``
    measures from it; None for a rite houzhi has no ground of (:func:`ground_note`)."""
    if ground_note(target):
        return None
    from ..model.grounds import ground_of_target

    g = ground_of_target(target)
    return g.edge_y - (g.range_chi - target.range_chi)  # in this target's frame


def paint_marks(target: Target, fmt: Callable[[Fraction], str] | None = None) -> MarksToPaint:
    """What is put on ``target``, from its rite's marks (:attr:`houzhi.model.target.Target.marks`):
    the rings of a 正 (each colour the square less the next one in), a 皮侯's 鵠 of hide and
    the hide trimming the sides of its 中, as wide as the target's
    :attr:`~houzhi.model.target.Target.shi_width_chi` (None: houzhi's assumption,
    :func:`houzhi.model.marks.shi_of`; its assumption's width written by ``fmt``; listed but not
    placed where the target's reading has no square 中 framed above and below), or a 獸侯's heads (a 臣's two side by side in the place of the
    正鵠), with the 獸侯's ground."""
    require(target, Target, "paint_marks(): target")
    st = target.setting
    hou = st.hou
    marks = target.marks
    centre = target.bottom_chi + target.hu_centre_chi
    notes: list[str] = []
    ground, ground_chi2 = target.ground, Fraction(0)
    shi = shi_of(hou, target.composition, target.shi_width_chi, fmt, who=target.reading.label)
    if hou.marks == term("hu"):
        m = marks[0]
        rings: tuple[PaintRing, ...] = (
            PaintRing(m.colour, m.side_chi, Fraction(0), centre, m.name, "hide", mark=m),)
        # the passages naming its hides first (豹鵠而麋飾), then the 鵠's and the 飾's own
        cites: tuple[Citation, ...] = (*m.named_by, *(shi.citations if shi else ()),
                                       *hou.citations, *m.citations)
        notes.extend(shi.assumed if shi else ())
        if st.hides_note:  # whose reading of the hides (鄭's 糝侯 or 敖's 豹侯), and the other
            notes.append(st.hides_note)
    elif hou.marks == term("shou") and any(m.shape != "square" or m.hide for m in marks):
        # the beasts as 敖繼公, 郝敬 or 林希逸 has them: hides to provide, a 質 board, beasts
        # painted whole, a 丹 正 inside the beast (郝); each from its own mark
        rings = tuple(_beside_ring(m, marks[k + 1] if k + 1 < len(marks) else None, centre)
                      for k, m in enumerate(marks))
        cites = (*(c for m in marks for c in m.citations), *hou.citations)
        if ground == "白" and st.rank in ("大夫", "士"):  # 郝: 純用布
            notes.append(_("the ground 質 is white: the white cloth itself (其地不采者，白布也)"))
        elif ground and not any(m.shape == "board" for m in marks):
            ground_chi2 = target.area_chi2 - sum((r.area_chi2 for r in rings), Fraction(0))
            notes.append(_("the ground 質 is {ground}: the whole cloth but the marks is painted "
                           "{ground} (houzhi's, as the 記 names it)").format(ground=ground))
        ground = "" if any(m.shape == "board" for m in marks) else ground
    elif hou.marks == term("shou"):
        n = len(marks)
        rings = tuple(PaintRing(m.colour, m.side_chi, Fraction(0), centre, m.name, "paint", k, n,
                                m) for k, m in enumerate(marks))
        cites = hou.citations
        if n > 1:
            notes.append(_("the {n} heads share the place of the 正鵠 side by side, each {wide} "
                           "wide (the texts give no sizes)").format(
                n=n if language() == "en" else format_number(n),
                wide=format_chi(marks[0].side_chi / n)))
        if ground == "白" and st.rank in ("大夫", "士"):
            notes.append(_("the ground 質 is white: the white cloth itself (其地不采者，白布也)"))
        elif ground:  # 白質, 赤質 (采其地), or the 布侯's 丹質 as the 一說 reads it
            ground_chi2 = target.area_chi2 - sum((r.area_chi2 for r in rings), Fraction(0))
            hows = {"白": N_("whitened with 蜃灰 (賈: 以蜃灰塗之使白為地; on 梓人, 白土)"),
                    "赤": N_("reddened (賈: 亦以赤塗之使赤為地; on 梓人, 赤土)"),
                    "丹": N_("painted 丹, the 布侯's 丹質 as the 一說 the 義疏 records reads it "
                            "(而布侯則丹質也)")}
            how = (_(hows[ground]) if ground in hows
                   else _("painted {ground}").format(ground=ground))
            said = _(" (鄭: 白質赤質皆謂采其地)") if ground in ("白", "赤") else ""
            notes.append(_("the ground 質 is {ground}{said}: the whole cloth but the heads is "
                           "{how}").format(ground=ground, said=said, how=how))
    else:
        rings = tuple(PaintRing(m.colour, m.side_chi,
                                marks[k + 1].side_chi if k + 1 < len(marks) else Fraction(0),
                                centre, m.name, mark=m)
                      for k, m in enumerate(marks))
        cites = (*hou.citations, *(c for m in reversed(marks) for c in m.citations))
    yunqi = target.yunqi
    # the 雲氣 (its passages and assumptions are its own: MarksToPaint.yunqi)
    return MarksToPaint(hou.marks, rings, ground, ground_chi2, tuple(dict.fromkeys(cites)),
                        tuple(notes), shi, yunqi)


def _beside_ring(m: Mark, inner: Mark | None, centre: Fraction) -> PaintRing:
    """A 獸侯's mark as a reading other than 鄭玄's puts it on (:func:`paint_marks`), centred
    ``centre`` 尺 above the ground; the colour left for ``inner`` where it lies inside it (郝敬's
    丹 正 inside his beast)."""
    nested = (inner is not None and inner.x_chi == m.x_chi and inner.across_chi is None
              and m.across_chi is None and inner.side_chi < m.side_chi)
    return PaintRing(m.colour, m.side_chi, inner.side_chi if nested and inner else Fraction(0),
                     centre, m.name, "hide" if m.hide else "paint", mark=m,
                     across_chi=m.across_chi, x_chi=m.x_chi)


def ground_note(target: Target) -> str:
    """Why the stake-out has no ground's points for ``target`` ("" when it has them)."""
    require(target, Target, "ground_note(): target")
    st = target.setting
    if not st.rite.ground:
        return _(st.rite.no_ground)
    if not st.rite.stacked:
        return ""
    if st.station is not None and target.range_gong == st.rite.station_range(st.station):
        return ""
    return (f"houzhi has no ground model for a {st.rank}'s {st.rite.label} with this one "
            f"{st.hou.name}: only the 諸侯's and the 天子's three 侯 at 九十, 七十 and 五十弓 are "
            "laid out")


def _ground_points(target: Target) -> tuple[StakePoint, ...]:
    """The points of the target's own rite's ground (:mod:`houzhi.model.ground`): the 鄉射 ground at
    its range, or the 大射 ground of its rank with the target at its station; every placed
    thing but this target's own cloth, ropes, posts and 乏 (the build gives those itself), x east
    and y north of this target's centre on the ground. None for a rite houzhi has no ground
    model of (:func:`ground_note` says why)."""
    if ground_note(target):
        return ()
    from ..model.grounds import ground_of_target

    st = target.setting
    g = ground_of_target(target)
    if not st.rite.stacked:
        return tuple(StakePoint(it.name, it.x_chi, it.y_chi, it.note, it.assumed)
                     for it in g if it.kind != "target" and it.key != "fa")
    own = {"干": "gan_hou", "參": "san_hou", "大侯": "da_hou"}[st.station or "干"]
    y0 = g.range_chi - target.range_chi  # this target's foot line in the ground's frame
    return tuple(StakePoint(it.name, it.x_chi, it.y_chi - y0, it.note, it.assumed)
                 for it in g
                 if not it.key.startswith(own) and (it.kind != "target" or "zhi_post" in it.key))


#: The ground's stake-out points (物, the hall's edge, the other 侯 …) for a target, after the
#: two post holes and the 乏 the build computes itself. Re-point it to change where the ground
#: comes from.
stake_out: Callable[[Target], tuple[StakePoint, ...]] = _ground_points


def _rite_target(range_: Any, reading: str | None, rite: str | None,
                 rank: str | None = None, hides: str | None = None,
                 shi_width_chi: Fraction | None = None, danzhi: str | None = None) -> Target:
    """Target.of in ``rite`` for ``rank`` (None: by the range and the rite, see
    :func:`houzhi.canon.rites.setting`), its 大射 hides as ``hides`` reads them (None: by the
    reading), its 飾 ``shi_width_chi`` 尺 wide (None: houzhi's assumption), 丹質 as ``danzhi``
    reads it (None: 鄭玄; :func:`houzhi.canon.rites.get_danzhi`)."""
    return Target.of(range_, reading=reading, rite=rite, rank=rank, hides=hides,
                     shi_width_chi=shi_width_chi, danzhi=danzhi)


@dataclass(frozen=True)
class Build:
    """Everything needed to make and hang ``target`` from ``fabric`` under ``standard``; the
    rite, rank and 侯 are the target's own (:attr:`houzhi.model.target.Target.setting`).

    A target whose height above the ground its reading cannot give (``not_given['bottom']``:
    劉敞's 侯 whose 鵠 one 武 above the ground puts its lower edge below it, and the 參 and 大侯
    that would hang above that 干) is refused: the ropes' heights, the posts, their feet and the
    stake-out all follow from that height, and a sheet the maker cannot hang is not given
    (``houzhi target`` gives its cloth and marks, the height as "cannot give")."""

    target: Target
    fabric: Fabric
    standard: str
    allowances: Allowances = field(default_factory=Allowances)

    def __post_init__(self) -> None:
        why = self.target.not_given.get("bottom")
        if why:
            t = self.target
            raise BadValueError(
                f"houzhi gives no build sheet for {t.reading.label}'s {t.setting.hou.name} at "
                f"{t.range_gong}弓: its ropes and posts hang from a height the reading cannot "
                f"give — {why} (houzhi target {t.range_gong} --reading {t.reading.label} gives its "
                "cloth and marks)")

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

    @property
    def spare_width_chi(self) -> Fraction:
        """The width of the washed fabric left over beside the strips laid across it, in 尺: the
        usable width (less the selvedges) less the lanes of strips."""
        p = self.plan
        return p.fabric.usable_width_chi - p.lanes * p.lane_height

    @cached_property
    def cloth_warning(self) -> str:
        """A warning, or ``""``: where the plan is within the tolerance
        (:attr:`Allowances.tolerance`) of needing more cloth — at that much more shrinkage (or a
        fabric that much narrower, which comes to the same) the washed fabric would lay fewer
        strips across or take another bolt or roll, or be too narrow — what happens then, and
        why the tolerance is what it is. houzhi's rule: it is not in the texts."""
        unwashed = "" if self.allowances.shrink else self._unwashed_warning()
        return clauses(w for w in (unwashed, self._tolerance_warning()) if w)

    def _tolerance_warning(self) -> str:
        """The warning of :attr:`cloth_warning` at the tolerance, or ``""``."""
        a = self.allowances
        if not a.tolerance:
            return ""
        more = a.shrink + a.tolerance
        here = self.plan
        tolerance = f"{float(a.tolerance):.0%}"
        why = _("houzhi's tolerance of {tolerance} (--tolerance): a cloth's shrinkage differs by "
                "a point or two from bolt to bolt and wash to wash, and a width is woven to a "
                "centimetre or two — wash and measure a sample before buying").format(
            tolerance=tolerance)
        at = _("at {more} shrinkage instead of {shrink} (or a fabric {tolerance} narrower than "
               "stated)").format(more=f"{float(more):.1%}", shrink=f"{float(a.shrink):.1%}",
                                 tolerance=tolerance)
        try:
            alt = plan(self.target, self.fabric.shrunk(more))
        except BadValueError as exc:
            return _("the plan is within {tolerance} of failing: {at} {error}; {why}").format(
                tolerance=tolerance, at=at, error=exc, why=why)
        if alt.lanes >= here.lanes and len(alt.bolts) <= len(here.bolts):
            return ""
        k = self.mm_per_chi
        to_buy = (len(alt.bolts) * self.fabric.bolt_chi if self.fabric.whole_bolts
                  else alt.taken_length / (1 - more) * (1 + a.margin))
        what = (_("the washed width {width} mm lays {lanes} strips across, not {now}").format(
                    width=round(alt.fabric.usable_width_chi * k), lanes=alt.lanes, now=here.lanes)
                if alt.lanes < here.lanes else
                _("the pieces take {n} {bolt}, not {now}").format(
                    n=len(alt.bolts), bolt=self.fabric.bolt_word, now=len(here.bolts)))
        return _("the plan is within {tolerance} of needing more cloth: {at} {what}, and the cloth "
                 "to buy grows from {before} m to {after} m; {why}").format(
            tolerance=tolerance, at=at, what=what,
            before=f"{float(self.cloth_to_buy_chi * k / 1000):.2f}",
            after=f"{float(to_buy * k / 1000):.2f}", why=why)

    def _to_buy_at(self, shrink: Fraction) -> tuple[CuttingPlan, Fraction]:
        """The plan on the cloth washed at ``shrink`` (a fraction) and the cloth to buy for it,
        in 尺 as sold (raises :class:`BadValueError` when the washed cloth is too narrow)."""
        alt = plan(self.target, self.fabric.shrunk(shrink))
        if self.fabric.whole_bolts:
            return alt, len(alt.bolts) * self.fabric.bolt_chi
        return alt, alt.taken_length / (1 - shrink) * (1 + self.allowances.margin)

    def _unwashed_warning(self) -> str:
        """The warning when no shrinkage is given: the cloth to buy is of a cloth that does not
        shrink, and what linen or cotton at :data:`USUAL_SHRINK` would need instead (houzhi's
        rule: a figure that holds only for unshrinking cloth is not shown as safe)."""
        k, here = self.mm_per_chi, self.plan
        ats, narrow = [], []
        for pct in USUAL_SHRINK:
            shrink = Fraction(pct, 100)
            try:
                alt, to_buy = self._to_buy_at(shrink)
            except BadValueError:
                narrow.append(f"{pct}%")
                continue
            across = (_(", {lanes} strips across, not {now}").format(lanes=alt.lanes, now=here.lanes)
                      if alt.lanes < here.lanes else "")
            ats.append(_("at {pct}% {metres} m{across}").format(
                pct=pct, metres=f"{float(to_buy * k / 1000):.2f}", across=across))
        if narrow:
            ats.append(_("at {pcts} the washed cloth is too narrow for the widest strip").format(
                pcts=listing(narrow)))
        return _("no shrinkage given (--shrink): {before} m is enough only for a cloth that does "
                 "not shrink; linen and cotton shrink {low}–{high}% in their first washes, in "
                 "width as in length: {ats}. Wash and measure a 50 cm sample before buying and "
                 "give --shrink (houzhi's: a figure that holds only for an unshrinking cloth is "
                 "not shown as safe)").format(
            before=f"{float(self.cloth_to_buy_chi * k / 1000):.2f}", low=USUAL_SHRINK[0],
            high=USUAL_SHRINK[-1], ats=clauses(ats))

    @cached_property
    def pieces(self) -> tuple[tuple[CutPiece, int], ...]:
        """Each distinct piece to cut (by label stem and cut size; the two halves of a pieced
        strip together) and how many, in plan order."""
        counts: dict[tuple[str, int, int, Fraction, Fraction, int], tuple[CutPiece, int]] = {}
        for p in self.plan.pieces:
            key = (p.name, p.part, p.parts, p.cut_length, p.cut_height, p.tiers)
            first, n = counts.get(key, (p, 0))
            counts[key] = (first, n + 1)
        return tuple(counts.values())

    @cached_property
    def seams(self) -> tuple[Seam, ...]:
        """Every seam, from the target's strips one by one (:func:`houzhi.making.cutting.strips`): first
        those between two strips, bottom to top — within a part sewn from several breadths as
        between two parts — as long as the shorter of the two; then the joins across strips
        longer than a bolt, where the plan joins them, as high as their strip (top to bottom,
        west to east). x from the west end of the widest strip, y up from the target's lower
        edge (尺)."""
        half = self.target.width_chi / 2
        sewn = strips(self.target)  # top to bottom
        out = [Seam("strip", f"{lo.label} / {hi.label}",
                    half - min(lo.length_chi, hi.length_chi) / 2, lo.top_chi,
                    min(lo.length_chi, hi.length_chi))
               for lo, hi in itertools.pairwise(reversed(sewn))]
        joined = {(p.name, p.strip): p for p in self.plan.pieces if p.parts > 1 and p.part == 1}
        for s in sewn:
            p = joined.get((s.name, s.number))
            out += [Seam("join", _("across {strip}").format(strip=s.label), half - s.length_chi / 2 + x, s.bottom_chi,
                         s.height_chi) for x in (p.seams if p else ())]
        # a strip pieced from two widths of a narrow fabric: one seam along its middle
        pieced = {(p.name, p.strip) for p in self.plan.pieces if p.tiers > 1}
        out += [Seam("piecing", _("along {strip} (pieced)").format(strip=s.label), half - s.length_chi / 2,
                     s.bottom_chi + s.height_chi / 2, s.length_chi)
                for s in sewn if (s.name, s.number) in pieced]
        return tuple(out)

    @property
    def seams_chi(self) -> Fraction:
        """Length of all the seams, between strips and across them, in 尺."""
        return sum((s.length_chi for s in self.seams), Fraction(0))

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
        return self.seams_chi + self.hem_chi

    @property
    def rope_edges_chi(self) -> Fraction:
        """Length of the two edges the ropes pull (the upper edge of the 上个, the lower edge
        of the 下个), bound with tape, in 尺."""
        return self.target.shang_ge_chi + self.target.xia_ge_chi

    @property
    def rows_chi(self) -> Fraction:
        """Length of the rows of stitching, in 尺: each seam and edge times its rows
        (:data:`ROWS`: two along a flat-felled seam and a bound rope edge, one along a hem)."""
        seams = sum((ROWS[s.kind] * s.length_chi for s in self.seams), Fraction(0))
        ropes = self.rope_edges_chi
        return seams + ROWS["hem"] * (self.hem_chi - ropes) + ROWS["rope edge"] * ropes

    @property
    def thread_chi(self) -> Fraction:
        """Thread to sew it all, in 尺: the stated factor × the rows of stitching
        (:attr:`rows_chi`)."""
        return self.allowances.thread_per_seam * self.rows_chi

    # -- ropes, loops, posts ---------------------------------------------------------------
    @cached_property
    def ropes(self) -> tuple[Rope, ...]:
        rig, t = self.rigging, self.target
        f = t.figures()
        # the 下綱 at the design sag, the 上綱 hauled until the cloth is taut at mid-span (the
        # sag step), in the rope the rigging chooses
        tie, (upper_sag, sag) = self.tie_off_chi, standing.rope_sags_chi(self, self._gang_rope_mm)
        cleat = self.cleat_chi
        slant = self.posts.slant
        # each rope's still-air stretch, to the whole mm, exact in 尺 (houzhi's engineering)
        up, down = (Fraction(round(x * 1000)) / self.mm_per_chi
                    for x in standing.rigging(self).stretch_m)

        def lead(height: Fraction) -> Fraction:  # along the pole, up to the next whole 寸
            return Fraction(math.ceil(round(float(abs(height - cleat)) * slant * 10, 6)), 10)

        west = self.west_knot_chi
        return (Rope("上綱", rig.upper_rope_chi, tie, t.top_chi, upper_sag, rules.GANG.citation,
                     f["gang_top"].basis, f["top"].basis, lead(t.top_chi), up, west),
                Rope("下綱", rig.lower_rope_chi, tie, t.bottom_chi, sag,
                     rules.GANG.citation, f["gang_bottom"].basis, f["bottom"].basis,
                     lead(t.bottom_chi), down, west))

    @cached_property
    def cleat_mm(self) -> int:
        """houzhi's cleats on the west post, mm long tip to tip: the first size sold at least
        :data:`~houzhi.making.standing.CLEAT_PER_ROPE` times the diameter of the 綱's rope
        (:func:`houzhi.making.standing.cleat_mm`)."""
        return standing.cleat_mm(self._gang_rope_mm)

    @property
    def _gang_rope_mm(self) -> int:
        """The diameter (mm) of the 綱's rope the rigging chooses (the thickest in houzhi's
        table where none is strong enough, as the rigging reckons its knots)."""
        rope = standing.rigging(self).rope
        return (rope or loads.ROPES[-1]).diameter_mm

    @cached_property
    def west_knot_chi(self) -> Fraction:
        """The rope each 綱's west end takes but its lead along the post, in 尺, exact: houzhi's
        reckoning of a round turn at its mark, a cleat hitch on the cleat (:attr:`cleat_mm`) and
        a tail to hold while easing it off (:func:`houzhi.making.standing.west_end_m`), to the
        next whole 寸."""
        need_m = standing.west_end_m(standing.rigging(self).post_mm / 1000,
                                     self._gang_rope_mm / 1000)
        cun = self.mm_per_chi / 10  # mm
        return Fraction(math.ceil(round(need_m * 1000 / float(cun), 6)), 10)

    @property
    def cleat_chi(self) -> Fraction:
        """The height of the cleats on the west post above the ground, in 尺, exact: houzhi's
        hand height, :data:`~houzhi.making.standing.CLEAT_MM` (mm), where each 綱's west end is
        made fast and struck from the ground."""
        return Fraction(standing.CLEAT_MM) / self.mm_per_chi

    @cached_property
    def tie_off_chi(self) -> Fraction:
        """The rope each end of a 綱 takes for its knot at the post, in 尺: as given
        (:attr:`Allowances.tie_off_chi`), else houzhi's reckoning of a round turn and two half
        hitches round the post in the chosen rope (:func:`houzhi.making.standing.knot_m`), to the
        next whole 寸 (:attr:`houzhi.making.standing.Rigging.tie_off_m`)."""
        if self.allowances.tie_off_chi is not None:
            return self.allowances.tie_off_chi
        return standing.rigging(self).tie_off_m * 1000 / self.mm_per_chi

    @cached_property
    def yun_cord_chi(self) -> Fraction:
        """The cord each loop 縜 takes, in 尺: as given (:attr:`Allowances.yun_cord_chi`), else
        houzhi's reckoning round the loop's opening
        (:attr:`houzhi.making.standing.Rigging.loop_cord_mm`)."""
        if self.allowances.yun_cord_chi is not None:
            return self.allowances.yun_cord_chi
        return Fraction(standing.rigging(self).loop_cord_mm) / self.mm_per_chi

    @cached_property
    def loops(self) -> tuple[Loops, ...]:
        """The loops along the upper edge of the 上个 and the lower edge of the 下个."""
        a, t = self.allowances, self.target
        out = []
        top, low = ("侯", "侯") if "shang_ge" in t.not_given else ("上个", "下个")  # 郝敬: no 个
        for side, rope, length in ((_("upper edge of the {part}").format(part=top), "上綱",
                                    t.shang_ge_chi),
                                   (_("lower edge of the {part}").format(part=low), "下綱",
                                    t.xia_ge_chi)):
            gaps = max(1, math.ceil(length / a.yun_spacing_chi))
            edge = _("{side}, for the {rope}").format(side=side, rope=rope)
            out.append(Loops(edge, length, gaps + 1, length / gaps, self.rigging.yun_chi, side))
        return tuple(out)

    @cached_property
    def posts(self) -> Posts:
        """The posts, set as deep as the line-pole rule says, or as given (``--depth``), or
        deeper where their feet need it to hold the wind (houzhi's,
        :func:`houzhi.making.standing.post_and_foot`)."""
        rig, a = self.rigging, self.allowances
        above = self.target.top_chi + a.post_above_chi
        foot = standing.rigging(self).foot
        depth = (Fraction(round(foot.depth_mm)) / self.mm_per_chi
                 if foot is not None and foot.deepened else a.depth_rule(above, self.mm_per_chi))
        return Posts(above, depth, rig.lean, rig.post_foot[0],
                     rig.post_foot[0] + rig.lean * above,
                     self.target.figures()["post_out"].basis)

    @property
    def _deepened(self) -> bool:
        """True when houzhi sets the posts deeper than the line-pole rule, for their feet."""
        foot = standing.rigging(self).foot
        return foot is not None and foot.deepened

    @property
    def depth_words(self) -> str:
        """How the posts' depth was chosen, in words (:meth:`Allowances.depth_words_for`)."""
        return self.allowances.depth_words_for(self._deepened)

    # -- paint ------------------------------------------------------------------------------
    @cached_property
    def marks(self) -> MarksToPaint:
        """What is put on the 侯 by its rite (see :func:`paint_marks`), a 皮侯's 飾 as wide as
        the target's."""
        k = self.mm_per_chi
        return paint_marks(self.target, lambda chi: paren(format_chi(chi), f"{round(chi * k)} mm"))

    def m2(self, chi2: Fraction) -> Fraction:
        """Square 尺 in square metres, exact."""
        return chi2 * (self.mm_per_chi / 1000) ** 2

    def paint_litres(self, chi2: Fraction) -> Fraction:
        """Paint for ``chi2`` square 尺 at the stated coats and coverage, in litres."""
        a = self.allowances
        return self.m2(chi2) * a.paint_coats / a.paint_m2_per_litre

    def _beside_items(self) -> list[tuple[str, str, Fraction, str]]:
        """The bill's items for 敖繼公's whole hides (to provide, by the pair) and his 質 board:
        what, how much in words, the amount and its unit."""
        out: list[tuple[str, str, Fraction, str]] = []
        k = self.mm_per_chi
        hides = [r for r in self.marks.rings if r.mark is not None and r.mark.shape == "hide"]
        for colour in dict.fromkeys(r.colour for r in hides):
            same = [r for r in hides if r.colour == colour]
            r = same[0]
            area = sum((self.m2(x.area_chi2) for x in same), Fraction(0))
            size = _("size assumed") if r.mark is not None and r.mark.assumed else _("size stated")
            out.append((_("{hide}, whole ({name}), {count} to provide").format(
                hide=colour, name=r.name, count=len(same)),
                _("{count} × {w} × {h} mm or larger, {area} m² ({size})").format(
                count=len(same), w=round(r.width_chi * k), h=round(r.side_chi * k),
                area=f"{float(area):.3f}", size=size), Fraction(len(same)), _("hides")))
        for r in self.marks.rings:
            if r.mark is not None and r.mark.shape == "board":
                out.append((_("a board of wood for the {name} (質者以木為之)").format(name=r.name),
                            _("{side} mm square, painted {colour}").format(
                                side=round(r.side_chi * k), colour=r.colour),
                            Fraction(1), _("board")))
        return out

    # -- the field ----------------------------------------------------------------------
    @property
    def fa(self) -> Fa:
        """Where the 乏 stands (:attr:`houzhi.model.target.Target.fa`): north and west of the
        target's centre line, in 尺, and the key of its rule."""
        return self.target.fa

    @property
    def fa_rule(self) -> Rule:
        """The rule (with its passages) that places the 乏: the rite's, or the reading's own."""
        return self.target.fa_rule

    @property
    def ground_note(self) -> str:
        """Why the stake-out has no ground's points ("" when it has them)."""
        return ground_note(self.target)

    @property
    def stake_points(self) -> tuple[StakePoint, ...]:
        """Where to stake out: the two post holes, the two anchors of houzhi's back guys
        (:attr:`houzhi.model.rigging.Rigging.guy_anchor`, flagged as assumed), the 乏 by the
        target's own rule, then the points of the rite's ground (hook :data:`stake_out`)."""
        x = self.posts.foot_x_chi
        north, west = self.fa
        near, far = standing.REFERENCE_M
        hole = _("where the pole enters the ground (the hole is dug from it as the digging step "
                 "says, which takes the stake away: before digging, set two reference stakes "
                 "on the posts' line, {near} m and {far} m outward of it)").format(near=near,
                                                                                 far=far)
        anchor = self.rigging.guy_anchor[0]
        guy = _("houzhi's back guy (the texts have none), {degrees}° from the upper rope's "
                "end, {beyond} beyond the post's foot").format(degrees=GUY_DEGREES,
            beyond=paren(format_chi(self.rigging.guy_run_chi),
                         f"{round(self.rigging.guy_run_chi * self.mm_per_chi)} mm"))
        run = self.rigging.line_run_chi
        line = _("houzhi's temporary line for the raising (the texts have none), {run} from "
                 "the hole, taken up once the hole is back-filled").format(
            run=paren(format_chi(run), f"{round(run * self.mm_per_chi)} mm"))
        points = (StakePoint(_("west post 植"), -x, Fraction(0), hole),
                  StakePoint(_("east post 植"), x, Fraction(0), hole),
                  # the anchors by the glossary's names, as the ground plan names them
                  StakePoint(term("guy_xi"), -anchor, Fraction(0), guy, True),
                  StakePoint(term("guy_dong"), anchor, Fraction(0), guy, True),
                  *(StakePoint(term(key), east * x, north * run, line, True)
                    for key, east, north in LINE_STAKES),
                  StakePoint(term("fa"), -west, north, _("{statement} ({quote})").format(
                      statement=_(self.fa_rule.statement),
                      quote=quotation(self.fa_rule.citations[0].quote))),
                  *stake_out(self.target))
        second = second_stake(self.target)
        return tuple(dataclasses.replace(p, second_y_chi=second) for p in points)

    @cached_property
    def steps(self) -> tuple[HangingStep, ...]:
        """The hanging steps of the target's rite, in its texts' order (:func:`hanging_steps`)."""
        steps = self.texts_steps
        if not any("不繫左下綱" in s.name for s in steps):
            return steps
        # while the west lower rope is untied, the upper rope alone holds the cloth: houzhi's
        # check of it, on the bundling's step, and the knot to tie it by, on the tying's
        bundled, tied = self._untied_notes()
        notes = {"中掩束之": bundled, "繫左下綱": tied}
        return tuple(dataclasses.replace(s, note=clauses(x for x in (s.note, notes[s.name]) if x))
                     if notes.get(s.name) else s for s in steps)

    @cached_property
    def texts_steps(self) -> tuple[HangingStep, ...]:
        """The hanging steps with houzhi's notes where the texts are silent (its assumptions),
        before the rigging's checks are added to them (:attr:`steps`)."""
        k = self.mm_per_chi
        return hanging_steps(self.target,
                             lambda chi: paren(format_chi(chi), f"{round(chi * k)} mm"))

    def _untied_notes(self) -> tuple[str, str]:
        """houzhi's notes on the rite's untied west lower rope: how strong a wind the target
        takes with the 上綱 alone holding the whole wind and the cloth's weight at the design
        sag — the strongest gust in which the 上綱 keeps :data:`~houzhi.making.loads.ROPE_SAFETY`×
        its pull in breaking strength, each post's bending at the ground stays within what it
        is sized for (the whole wind's half on each post at the 上綱's height, against the design
        wind's quarter at each rope's) — and the knot to tie it by."""
        rig = standing.rigging(self)
        tied = _("tie it as the 上綱 is tied at the west post: a round turn at its mark, pulled "
                 "tight by hand against the post, its end led down the post to its cleat and "
                 "made fast with a cleat hitch at its tape mark, which gives it the sag set in "
                 "the raising (the sag step): the round turn holds the cloth while the hitch is "
                 "made, and the hitch comes off the cleat from the ground when the shooting is "
                 "over (說左下綱)")
        if rig.rope is None:
            return "", tied
        k = float(self.mm_per_chi) / 1000
        span = rig.ropes[0][2]
        loaded = float(self.target.shang_ge_chi) * k
        hu = float(self.target.top_chi) * k
        safety = loads.ROPE_SAFETY

        rope = rig.rope

        def alone(v: float) -> tuple[float, float]:  # the 上綱's T, each post's M
            wind = loads.wind_force(rig.area_m2, v)
            # cut to hang at its sag in still air (the sag step's), it stretches under its pull as the
            # rigging reckons
            tension = standing.rope_pull(rig.weight_n, wind, span, loaded, rig.upper_sag_m,
                                         rope).tension_n
            return tension, wind / 2 * hu  # the post bends under the wind alone

        def holds(v: float) -> bool:
            t, m = alone(v)
            return rope.breaking_n >= safety * t and m <= rig.post_moment_nm * (1 + 1e-9)

        tension, bending = alone(rig.wind_m_s)
        if rope.breaking_n >= safety * tension and bending <= rig.post_moment_nm * (1 + 1e-9):
            return (_("while the west 下綱 is untied the 上綱 alone holds the whole wind, "
                      "{t} kN at each post, within its {kn} kN at {safety}×").format(
                        t=f"{tension / 1000:.2f}", kn=f"{rig.rope.breaking_n / 1000:.1f}",
                        safety=safety), tied)
        lo, hi = 0.0, rig.wind_m_s  # the strongest gust it holds, to 0.01 m/s
        while hi - lo > 0.005:
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if holds(mid) else (lo, mid)
        return (_("while the west 下綱 is untied the 上綱 alone holds the whole wind: "
                  "{t} kN at each post at the design wind, more than the rigging is sized for "
                  "(its {kn} kN rope at {safety}×, and the posts' bending); "
                  "keep the 舌 bundled so only in gusts under {v} m/s, the strongest in which "
                  "the rope keeps {safety}× its pull in breaking strength and the posts' bending "
                  "stays within their sizing: {calm} (the gusts as the rigging's design wind "
                  "reckons them); in a stronger wind tie the west "
                  "lower rope at once: with both 綱 tied, the target comes down {when}, as the "
                  "rigging and raising's last step says").format(
                    t=f"{tension / 1000:.2f}", safety=safety, kn=f"{rope.breaking_n / 1000:.1f}",
                    v=f"{math.floor(lo * 10) / 10:.1f}",
                    calm=standing.calm_words(math.floor(lo * 10) / 10),
                    when=standing.take_down_words(rig.wind_m_s)), tied)

    # -- bill of materials --------------------------------------------------------------
    def _kit_items(self, rig: Any) -> list[tuple[str, tuple[str, str, Fraction, str]]]:
        """The bill's small things and tools the steps use, each with its kind (houzhi's, the
        texts have none): chalk, size for the paint, whipping for the ropes' ends, the ties of
        the bundled 舌, a plumb line for the lean, a hand anemometer for the gust limits, pegs
        for the stake-out and the tools. ``rig``: the build's rigging (its post, mm)."""
        out: list[tuple[str, tuple[str, str, Fraction, str]]] = [
            ("chalk", (_("tailor's chalk, for marking the cuts and the marks on the cloth "
                         "(houzhi's: the cut and paint steps)"), _("2 pieces"), Fraction(2),
                       "pieces"))]
        marks = self.marks
        if marks.any_paint and marks.paint_chi2:
            a = self.allowances
            litres = self.m2(marks.paint_chi2) / a.paint_m2_per_litre  # one coat
            out.append(("size", (
                _("size or acrylic primer (gesso) for the cloth under the paint (houzhi's: one "
                  "coat on the {area} m² painted, at {m2} m² per litre; raw linen drinks the "
                  "paint unsized)").format(area=f"{float(self.m2(marks.paint_chi2)):.3f}",
                                           m2=f"{float(a.paint_m2_per_litre):g}"),
                _("{litres} L").format(litres=litres_up(litres)), litres, "L")))
        gear = standing.raising_gear(self)
        # a peg at each tape's station (one, or two where the ground page uses two), each hole
        # and each anchor
        # and the two reference pegs outward of each hole (standing.REFERENCE_M)
        refs = 2 * len(standing.REFERENCE_M)
        pegs = (2 if any(p.from_second_chi is not None for p in self.stake_points) else 1) + 4 + refs
        ends = 2 * (len(self.ropes) + 2 + gear.lines)  # each rope's two ends: 綱, guys, lines
        out.append(("whipping", (
            _("whipping twine, waxed polyester, and a roll of vinyl tape, for the {n} rope ends "
              "(houzhi's: each end whipped, or taped and heat-sealed, before it is cut, "
              "threaded or knotted)").format(n=ends), _("1 reel and 1 roll"), Fraction(1),
            "reels")))
        if any("中掩束之" in s.name for s in self.steps):
            out.append(("bundle_ties", (
                _("ties for the bundle of the west lower 舌 and its rope (中掩束之), soft cord or "
                  "webbing, 1 m each (houzhi's: two round the folded 舌, tied with a bow so the "
                  "弟子 unties them at once: 說束)"), _("2 ties"), Fraction(2), "ties")))
        out += [
            ("plumb", (_("plumb bob, 200 g or more, on 2 m of string (houzhi's: the lean "
                         "checked at hand height, the rigging's guys-and-lean step)"),
                       _("1 plumb bob"), Fraction(1), "pieces")),
            ("anemometer", (_("hand anemometer that holds its highest gust (houzhi's: the "
                              "gust limits of the rigging, read rather than guessed)"),
                            _("1 anemometer"), Fraction(1), "pieces")),
            ("stakeout_pegs", (_("pegs, wooden, 300 mm, for the stake-out: the tapes' "
                                 "stations, the two holes and the two anchors' places, and "
                                 "{refs} reference pegs (dug only) on the posts' line, {near} m and {far} m "
                                 "outward of each hole, to find its place again once it is dug "
                                 "(houzhi's)").format(refs=refs, near=standing.REFERENCE_M[0],
                                                      far=standing.REFERENCE_M[1]),
                               _("{n} pegs").format(n=pegs), Fraction(pegs),
                               "stakes")),
            ("tools", (_("tools: a spade, a digging bar and a tamper (dug only), a drill with an {auger} mm "
                         "auger bit longer than the post is thick ({d} mm), spanners for the "
                         "{bolt} and {small} bolts (two of each), a saw to cut the posts, a "
                         "bar to turn the screw anchors, a maul for the stakes and pegs, a heavy needle and a "
                         "sailmaker's palm for the loops and the tape's ends (houzhi's: the "
                         "steps' tools)").format(auger=standing.BOLT_HOLE_MM, d=rig.post_mm,
                                                 bolt=standing.BOLT,
                                                 small=standing.CLEAT_BOLT),
                       _("1 set"), Fraction(1), "sets")),
        ]
        return out

    def bill(self) -> tuple[tuple[str, str, Fraction, str], ...]:
        """The bill of materials: (item, quantity in words, exact quantity, its unit), the
        quantity in m, m², L or a count."""
        return tuple(row for _kind, row in self.bill_items())

    def bill_items(self) -> list[tuple[str, tuple[str, str, Fraction, str]]]:
        """The bill's rows (:meth:`bill`), each with what it is, in words of no language:
        cloth, rope (the 綱's, or the 綱's and the guys' where they are alike), guy_rope, cord,
        posts, thread, tape, anchors, bolts, cleats, raising_lines, raising_stakes, wedges,
        measuring_tape, beside (敖繼公's hides and
        board), paint, hide_hu (a 鵠 of hide) or hide_shi (the 飾 of hide). Made once for each
        language spoken (the book's cover and its sheet both read it)."""
        kept = self.__dict__.setdefault("_bill_in", {})
        lang = language()
        if lang not in kept:
            kept[lang] = tuple(self._bill_items())
        return list(kept[lang])

    def _bill_items(self) -> list[tuple[str, tuple[str, str, Fraction, str]]]:
        """:meth:`bill_items`, made."""
        m = self.mm_per_chi / 1000
        f = self.fabric
        if f.whole_bolts:
            cloth = (_("cloth, {fabric}").format(fabric=f.name),
                     paren(f"{self.bolts_to_buy} {f.bolt_word}",
                           f"{float(self.cloth_to_buy_chi * m):.2f} m"), self.cloth_to_buy_chi * m,
                     "m")
        else:  # what is bought: a length of the fabric, not the roll it is planned on
            wide = f.wide or f.name
            cloth = (_("cloth, {wide}, bought by the metre: linen canvas, about {g} g/m² "
                       "(houzhi's: as the rigging and the washing assume)").format(
                           wide=wide, g=f"{standing.CLOTH_KG_M2 * 1000:.0f}")
                     + ("" if self.allowances.shrink else
                        _(" (enough only if it does not shrink: no --shrink given; wash and "
                          "measure a sample first)")),
                     metres_as_sold(self.cloth_to_buy_chi * m),
                     self.cloth_to_buy_chi * m, "m")
        ROPE_SAFETY = loads.ROPE_SAFETY
        HOLD_FACTOR, LOOP_CORD_MM, TAPE_MM = (
            standing.HOLD_FACTOR, standing.LOOP_CORD_MM, standing.TAPE_MM)

        rig = standing.rigging(self)  # the loads and sizes, once for the bill's rope, anchors and posts

        def anchors() -> tuple[str, str, Fraction, str]:
            # one for each guy, holding what the rigging page asks of it
            kn = standing.anchor_kn(rig.guy_n)
            return (_("ground anchors for the 2 guys, screw-in, each holding at least {kn} kN "
                      "(houzhi's: {factor}× the guy's pull; where the ground may not be dug, the "
                      "guys' weights, on their own page, instead)").format(
                          kn=kn, factor=HOLD_FACTOR),
                    _("2 anchors"), Fraction(2), "anchors")

        def grade(g: Any) -> str:
            return (_("{d} mm {material}, minimum breaking strength {kn} kN").format(
                        d=g.diameter_mm, material=_(g.material), kn=f"{g.breaking_n / 1000:.1f}")
                    if g is not None else _("a rope strong enough (none in houzhi's table)"))

        ask = _("buy it by its stated minimum breaking strength: a hemp-look rope sold without "
                "one is often polypropylene, weaker and stretchier")

        def ropes_to_buy(gang_m: Fraction) -> list[tuple[str, str, Fraction, str]]:
            # the 綱's cut lengths (gang_m, exact) and the two guys, in the rope the rigging
            # section chooses; bought by the metre, rounded up to 0.1 m
            guy_m = 2 * rig.guy_m  # both guys, each as the rigging has it (m)

            def up(x: float) -> Fraction:  # a twentieth more for whipping and mistakes
                return Fraction(math.ceil(round(x * float(1 + standing.SPARE) * 10, 6)), 10)

            def why(g: Any, pull_n: float) -> str:
                # the reason the rope was chosen, or why none was: never "the thinnest in its
                # table" when none in it is strong enough
                if g is not None:
                    return _("houzhi's: the thinnest in its table with {n}× the pull in breaking "
                             "strength; a twentieth more for whipping the ends and "
                             "mistakes; {ask}").format(n=ROPE_SAFETY, ask=ask)
                return _("houzhi's: at least {kn} kN breaking strength, {n}× its pull of {pull} "
                         "kN, which no rope in its table has: lower the design wind "
                         "(--wind)").format(kn=f"{ROPE_SAFETY * pull_n / 1000:.1f}",
                                            n=ROPE_SAFETY, pull=f"{pull_n / 1000:.2f}")

            gang_pull = max(x[4] for x in rig.ropes)
            if rig.rope is not None and rig.rope == rig.guy_rope:
                total = up(float(gang_m) + guy_m)
                return [(_("rope, {grade}, for the 綱 (2 pieces) and the 2 guys ({why})").format(
                    grade=grade(rig.rope), why=why(rig.rope, gang_pull)), f"{float(total):.1f} m",
                    total, "m")]
            gang, guys = up(float(gang_m)), up(guy_m)
            return [(_("rope, {grade}, for the 綱 (2 pieces; {why})").format(
                        grade=grade(rig.rope), why=why(rig.rope, gang_pull)),
                     f"{float(gang):.1f} m", gang, "m"),
                    (_("rope, {grade}, for the 2 guys ({why})").format(
                        grade=grade(rig.guy_rope), why=why(rig.guy_rope, rig.guy_n)),
                     f"{float(guys):.1f} m", guys, "m")]

        def twill_tape() -> tuple[str, str, Fraction, str]:
            # the tape that binds the two rope edges (the sewing's "rope edges" step),
            # a twentieth more for its ends, to the next 0.1 m
            edges = (self.target.shang_ge_chi + self.target.xia_ge_chi) * m * (1 + standing.SPARE)
            metres = Fraction(math.ceil(edges * 10), 10)
            return (_("twill tape, {tape} mm, cotton or linen, for the two rope edges (houzhi's: "
                      "folded over them as a binding, a twentieth more for the ends)").format(
                        tape=TAPE_MM), f"{float(metres):.1f} m", metres, "m")

        def tape_to_buy() -> tuple[str, str, Fraction, str]:
            # the shortest usual tape at least as long as the stake-out's longest distance; two
            # where each point is placed by two tapes from two stakes, as the ground page has it
            points = self.stake_points
            need = float(m) * max(max(p.from_centre_chi, p.from_second_chi or 0.0)
                                  for p in points)
            two = any(p.from_second_chi is not None for p in points)
            size = next((n for n in (10, 20, 30, 50, 100) if n >= need), 100)
            why = (_("the longest distance of the stake-out is {need:.2f} m").format(need=need)
                   if need <= size else
                   _("the longest distance of the stake-out, {need:.2f} m, is laid in two "
                     "lengths of the tape from a stake set on its line").format(need=need))
            if two:
                why += _("; one tape from each of the two stakes")
            n = 2 if two else 1
            return (_("measuring tape, {size} m (houzhi's: {why})").format(size=size, why=why),
                    _("{n} tapes").format(n=n) if two else _("1 tape"), Fraction(n), "tapes")

        def raising_items() -> list[tuple[str, str, Fraction, str]]:
            # the raising's four temporary lines, their stakes and the wedges (houzhi's)
            gear = standing.raising_gear(self)
            total = Fraction(math.ceil(round(gear.lines * gear.line_m
                                             * float(1 + standing.SPARE) * 10, 6)), 10)
            return [
                (_("rope, {grade}, for the {n} temporary north and south lines of the raising "
                   "(houzhi's: each {line} m: a bowline at the guy's eye, {bowline} m; {straight} "
                   "m to its stake or weight, a round turn and two half hitches there; where the "
                   "ground may not be dug, long enough to lower a post as its north line: "
                   "{lying} m to its weight with the post lying, a round turn kept round the "
                   "sleeper, {turn} m, and {hold} m in hand; all four alike; a twentieth "
                   "more)").format(
                    grade=grade(gear.rope), n=gear.lines, line=f"{gear.line_m:.2f}",
                    bowline=f"{gear.bowline_m:.2f}", straight=f"{gear.straight_m:.2f}",
                    lying=f"{gear.lying_m:.2f}", turn=f"{gear.sleeper_turn_m:.2f}",
                    hold=f"{gear.hold_m:.2f}") if gear.lying_m else
                 _("rope, {grade}, for the {n} temporary north and south lines of the raising "
                   "(houzhi's: each {line} m, {straight} m from the guy's eye to its stake, a "
                   "bowline at the eye and a round turn and two half hitches at the stake, or "
                   "where the ground may not be dug a round turn and two half hitches round its "
                   "weight's sleeper; a "
                   "twentieth more)").format(
                    grade=grade(gear.rope), n=gear.lines, line=f"{gear.line_m:.2f}",
                    straight=f"{gear.straight_m:.2f}"),
                 f"{float(total):.1f} m", total, "m"),
                (_("(dug only) stakes for the temporary lines, hardwood, {w} mm square and {long} mm long "
                   "(houzhi's: one {run} m north and one south of each hole, driven two thirds "
                   "in, leaning away from the line)").format(
                    w=gear.stake_mm, long=gear.stake_long_mm, run=f"{gear.run_m:.2f}"),
                 _("{n} stakes").format(n=gear.stakes), Fraction(gear.stakes), "stakes"),
                (_("(dug only) wedges, hardwood, {long} mm long, {wide} mm wide, tapering from {thick} mm "
                   "to nothing (houzhi's: {per} side by side on each upright post's inner side, "
                   "as thick as the gap between it and its hole's wall)").format(
                    long=gear.wedge_long_mm, wide=gear.wedge_wide_mm, thick=gear.wedge_thick_mm,
                    per=standing.WEDGES_PER_POST),
                 _("{n} wedges").format(n=gear.wedges), Fraction(gear.wedges), "wedges"),
            ]

        rope = sum((r.cut_chi for r in self.ropes), Fraction(0))
        n_loops = sum(lp.count for lp in self.loops)
        cord = n_loops * self.yun_cord_chi
        # a twentieth more than the loops take, to the next 0.1 m (m)
        cord_m = Fraction(math.ceil(round(float(cord * m * (1 + standing.SPARE)) * 10, 6)), 10)
        marks = self.marks
        ropes = ropes_to_buy(rope * m)
        raising = raising_items()
        gear = standing.raising_gear(self)
        if gear.rope is not None and gear.rope == rig.guy_rope:
            # the temporary lines are of the guys' rope: one total to buy of it, with the split
            # (the line of the 綱 and the guys where they are alike, else the guys' own line)
            at = len(ropes) - 1
            item, words, metres, unit = ropes[at]
            lines = raising[0]
            total = metres + lines[2]
            ropes[at] = (item + _(": {total} m in all to buy of this rope, with the {lines} m "
                                  "of the raising's temporary lines below").format(
                total=f"{float(total):.1f}", lines=f"{float(lines[2]):.1f}"),
                words, metres, unit)
            raising[0] = (lines[0] + _(": the same rope as the {what} above, {total} m in all "
                                       "({mine} m and {theirs} m)").format(
                what=_("綱 and the guys") if len(ropes) == 1 else _("guys"),
                total=f"{float(total):.1f}", mine=f"{float(metres):.1f}",
                theirs=f"{float(lines[2]):.1f}"), lines[1], lines[2], lines[3])
        out = [
            cloth,
            *ropes,
            (_("cord, {c} mm braided polyester, breaking strength at least {kn} kN, for {n} "
               "loops 縜 (houzhi's: {safety}× a loop's share of its rope's load; {each} m for "
               "the loops and a twentieth more)").format(
                c=LOOP_CORD_MM, kn=f"{rig.loop_cord_n / 1000:.2f}", n=n_loops,
                safety=ROPE_SAFETY, each=f"{float(cord * m):.2f}"),
             f"{float(cord_m):.1f} m", cord_m, "m"),
            (_("posts 植 (2), round timber at least {d} mm across at the ground line (houzhi's: "
               "sized for the design wind on the rigging page)").format(d=rig.post_mm) + (
                _("; where the ground may not be dug, each {short} m ({cut} mm shorter, as "
                  "{page} gives it), its butt dressed flat on two sides, "
                  "parallel, to {d} mm across over its lowest {h} mm, to go between the "
                  "tabernacle's cheeks").format(d=rig.tabernacle.post_mm,
                                                h=rig.tabernacle.cheek_h_mm,
                                                cut=rig.no_dig_cut_mm, page=_(NO_DIG_WORK_PAGE),
                                                short=f"{float(self.posts.length_chi * m) - rig.no_dig_cut_mm / 1000:.2f}")
                if rig.tabernacle is not None else ""),
             f"2 × {self.posts.length_chi * float(m):.2f} m", Fraction(2), "posts"),
            (_("thread, bonded polyester, Tex 70 (V69), for sewing canvas (houzhi's: strong and "
               "rot-proof; {rows}× the rows of stitching, in the assumptions)").format(
                rows=self.allowances.thread_per_seam),
             f"{float(self.thread_chi * m):.0f} m", self.thread_chi * m, "m"),
            twill_tape(),
            anchors(),
            (_("galvanised through-bolts {bolt} × {long} mm, each with two washers and a nut "
               "(houzhi's: on each post one above the 上綱's mark for the guy's eye, one under "
               "each 綱's mark as a stop; the post's {d} mm and {beyond} mm for the washers and "
               "nut, to the next {step} mm: longer for a thicker pole)").format(
                bolt=standing.BOLT, long=standing.bolt_length_mm(rig.post_mm), d=rig.post_mm,
                beyond=standing.BOLT_BEYOND_MM, step=standing.BOLT_STEP_MM),
             _("{n} bolts").format(n=2 * standing.BOLTS_PER_POST), Fraction(2 * standing.BOLTS_PER_POST),
             "bolts"),
            (_("cleats, {mm} mm, bolted to the west post at hand height (houzhi's: each 綱's "
               "west end made fast and struck from the ground; {per} times the {d} mm rope's "
               "diameter long, the next size sold)").format(
                mm=self.cleat_mm, per=standing.CLEAT_PER_ROPE, d=self._gang_rope_mm),
             _("{n} cleats of {mm} mm").format(n=standing.CLEATS, mm=self.cleat_mm),
             Fraction(standing.CLEATS), "cleats"),
            (_("galvanised through-bolts {bolt} × {long} mm with washers and nuts, for the "
               "cleats (houzhi's: {per} through each cleat's holes and the post)").format(
                bolt=standing.CLEAT_BOLT, long=standing.bolt_length_mm(rig.post_mm),
                per=standing.CLEAT_BOLTS),
             _("{n} bolts").format(n=standing.CLEATS * standing.CLEAT_BOLTS),
             Fraction(standing.CLEATS * standing.CLEAT_BOLTS), "bolts"),
            *raising,
            tape_to_buy(),
        ]
        # one line of rope for the 綱 and the guys where they are alike, else a line each
        kinds = ["cloth", *(["rope"] if len(ropes) == 1 else ["rope", "guy_rope"]), "cord",
                 "posts", "thread", "tape", "anchors", "bolts", "cleats", "cleat_bolts",
                 "raising_lines", "raising_stakes", "wedges", "measuring_tape"]
        k = self.mm_per_chi
        beside = self._beside_items()
        out.extend(beside)
        kinds += ["beside"] * len(beside)
        for r in marks.rings:
            if r.mark is not None and r.mark.shape in ("hide", "beast"):
                if r.mark.shape == "beast":  # a beast painted whole: its area, no colour named
                    litres = self.paint_litres(r.area_chi2)
                    kinds.append("paint")
                    out.append((_("paint for the {beast} (colours not given)").format(
                        beast=r.name), _("{litres} L for {area} m²").format(
                        litres=litres_up(litres), area=f"{float(self.m2(r.area_chi2)):.3f}"),
                        litres, "L"))
                continue
            if r.material == "hide":
                kinds.append("hide_hu")
                out.append((_("{colour} for the {name} (棲鵠)").format(colour=r.colour, name=r.name),
                            _("{area} m², {side} mm square and its hem").format(
                                area=f"{float(self.m2(r.area_chi2)):.3f}",
                                side=round(r.side_chi * k)),
                            self.m2(r.area_chi2), "m²"))
                continue
            litres = self.paint_litres(r.area_chi2)
            kinds.append("paint")
            out.append((_("paint {colour} ({name})").format(colour=r.colour,
                                                             name=r.name or marks.name),
                        _("{litres} L for {area} m²").format(
                            litres=litres_up(litres),
                            area=f"{float(self.m2(r.area_chi2)):.3f}"), litres, "L"))
        shi = marks.shi
        if shi is not None:  # the hide once: placed, the strips are clear of the 鵠 and apart
            where = (_("along the sides of the {part}").format(part=shi.place.part)
                     if shi.placed and shi.place else _("to provide, not placed: see the assumptions"))
            given = self.target.shi_width_chi is not None
            kinds.append("hide_shi")
            out.append((_("{hide}皮 for the {name} ({count} strips {where})").format(
                            hide=shi.hide, name=shi.name, count=shi.count, where=where),
                        (_("{m2} m², {count} × {length} × {width} mm and their hems (width as "
                           "given)") if given else
                         _("{m2} m², {count} × {length} × {width} mm and their hems (width "
                           "assumed)")).format(
                            m2=f"{float(self.m2(shi.area_chi2)):.3f}", count=shi.count,
                            length=round(shi.length_chi * k), width=round(shi.width_chi * k)),
                        self.m2(shi.area_chi2), "m²"))
        yunqi = marks.yunqi  # the 丹 ground of the 雲氣 down the sides of the 中, and its clouds
        if yunqi is not None:
            litres = self.paint_litres(yunqi.area_chi2)
            kinds.append("paint")
            out.append((_("paint {ground} for the ground of the {name} (its clouds in {colours} "
                          "on it: a little of each, no pattern given)").format(
                            ground=yunqi.ground, name=yunqi.name, colours=yunqi.colour_words),
                        _("{litres} L for {area} m²").format(
                            litres=litres_up(litres),
                            area=f"{float(self.m2(yunqi.area_chi2)):.3f}"), litres, "L"))
        if marks.ground_chi2:
            litres = self.paint_litres(marks.ground_chi2)
            kinds.append("paint")
            out.append((_("paint {colour} (the ground 質)").format(colour=marks.ground),
                        _("{litres} L for {area} m²").format(
                            litres=litres_up(litres),
                            area=f"{float(self.m2(marks.ground_chi2)):.3f}"), litres, "L"))
        # last, the small things and the tools the steps use
        kit = self._kit_items(rig)
        return [*zip(kinds, out, strict=True), *kit, *self._no_dig_items(rig)]

    def _no_dig_items(self, rig: Any) -> list[tuple[str, tuple[str, str, Fraction, str]]]:
        """The bill's rows for where the ground may not be dug, instead of the holes and
        stakes (houzhi's; the rigging section's weighted base, :mod:`.weighted_base`): the
        sleepers of the two bases and the four raising lines' weights, the slabs, the screws,
        the two tabernacles; each of the kind ``no_dig``. ``rig``: the build's rigging."""
        base, tab, gw, lug = rig.base, rig.tabernacle, rig.guy_weight, rig.lug
        if base is None or tab is None or gw is None:
            return []
        long = weighted_base.SLEEPER_LONG_MM
        # each sleeper cut to as many pieces as it gives: the decks' east–west pieces, the
        # rows' north–south ones, the lines' pieces, the guys' weights' cross pieces; the
        # guys' weights' runners whole
        sleepers = (math.ceil(2 * base.lower / max(1, long // base.width_mm))
                    + math.ceil(2 * base.upper / max(1, long // base.depth_mm))
                    + math.ceil(4 / max(1, long // weighted_base.LINE_SLEEPER_MM))
                    + 2 * 2 * gw.runs + math.ceil(2 / max(1, long // gw.cross_mm)))
        # the bases and the guys' weights with the layers wet grass asks: the day's grass is
        # not known when the slabs are fetched
        base_slabs = base.stacks * max(base.layers, base.wet_layers)
        guy_slabs = gw.runs * gw.stacks * max(gw.layers, gw.wet_layers)
        slabs = 2 * base_slabs + 4 * base.line_wet_slabs + 2 * guy_slabs
        screws = 2 * base.upper * base.lower * 2 + 2 * 2 * gw.runs * 2
        wide, thick = weighted_base.SLEEPER_MM
        where = _("no-dig (houzhi's weighted base)")
        return [
            ("no_dig", (_("{where}: softwood sleepers {long} × {w} × {t} mm, for the two "
                          "bases' decks ({lower} pieces of {b} mm each) and rows ({upper} of "
                          "{d} mm each), the four north and south lines' weights (a {line} "
                          "mm piece each) and the two guys' weights ({runners} whole sleepers "
                          "and a {cross} mm piece each)").format(
                            where=where, long=long, w=wide, t=thick, lower=base.lower,
                            b=base.width_mm, upper=base.upper, d=base.depth_mm,
                            line=weighted_base.LINE_SLEEPER_MM, runners=2 * gw.runs,
                            cross=gw.cross_mm),
                        _("{n} sleepers").format(n=sleepers), Fraction(sleepers), "pieces")),
            ("no_dig", (_("{where}: concrete paving slabs {s} × {s} × {t} mm, about {kg} kg "
                          "each, for the two bases ({base} each), the four north and south "
                          "lines' weights ({line} each) and the two guys' weights ({guy} "
                          "each), each with what wet grass asks (μ {mu})").format(
                            where=where, s=weighted_base.SLAB_MM, t=weighted_base.SLAB_T_MM,
                            kg=f"{weighted_base.SLAB_KG:.1f}", base=base_slabs,
                            line=base.line_wet_slabs, guy=guy_slabs,
                            mu=f"{base.wet_friction:g}"),
                        _("{n} slabs").format(n=slabs), Fraction(slabs), "pieces")),
            ("no_dig", (_("{where}: timber screws {screw} mm, two at each crossing of a row's "
                          "sleeper over the deck's sleepers, and of a guy's weight's cross "
                          "sleeper over its runners").format(where=where,
                                                              screw=weighted_base.SCREW),
                        _("{n} screws").format(n=screws), Fraction(screws), "pieces")),
            ("no_dig", (_("{where}: steel tabernacles ({page}), each "
                          "with its backing plate, its pivot and locking bolts with nyloc nuts "
                          "(DIN 985), spare nylocs (one a lowering), four M{db} × "
                          "{bl} mm grade 8.8 base bolts{lug}").format(
                            where=where, db=tab.base_bolt_mm, page=_(TABERNACLE_PAGE),
                            lug=_(", the 下綱's lug with its "
                                  "{shackle} screw-pin bow shackle").format(shackle=lug.shackle)
                            if lug is not None else "",
                            bl=weighted_base.base_bolt_length_mm(tab, base.deck_t_mm)),
                        _("2 tabernacles"), Fraction(2), "sets")),
            ("no_dig", (_("{where}: tools besides the steps': a drill with a {hb} mm bit for "
                          "the M{db} base bolts through the deck and a {hp} mm auger at least "
                          "{reach} mm long (or bore from each side) for the pivot's and the "
                          "lock's holes through the cheeks and the pole, a tapered drift "
                          "(podger) for the lock, a chisel or a router "
                          "to let the backing plate {t} mm into the deck's underside, a "
                          "spanner for the M{db} bolts and two for the M{d}, a driver for the "
                          "{screw} mm screws, a trestle to prop each post's top, a saw for "
                          "the sleepers' pieces and the posts' butts, a spirit level and "
                          "packing (offcuts, slates) to lay each deck level{wire}").format(
                            wire=_(", seizing wire to mouse the shackles' pins")
                            if lug is not None else "",
                            where=where, hb=tabernacle.hole_mm(tab.base_bolt_mm),
                            db=tab.base_bolt_mm, hp=tab.hole_mm, t=tab.plate_t_mm,
                            reach=tab.auger_reach_mm,
                            d=tab.bolt_mm, screw=weighted_base.SCREW),
                        _("1 set"), Fraction(1), "sets")),
        ]

    @property
    def assumptions(self) -> tuple[str, ...]:
        """What houzhi assumes where the texts are silent: the target's (its rite's, its
        reading's, its marks', how it hangs), the hanging steps', the ground's and the maker's."""
        shi = self.target.shi  # the target's, at its width: the sheet's own, with mm, instead
        own = shi.assumed if shi is not None else ()
        return tuple(dict.fromkeys((
                *(a for a in self.target.assumptions if a not in own), *self.marks.notes,
                *self.rigging.notes,
                *(s.note for s in self.texts_steps if s.note),
                *((self.ground_note,) if self.ground_note else ()),
                *self.allowances.stated(self.mm_per_chi, paint=self.marks.any_paint,
                                        whole_bolts=self.fabric.whole_bolts,
                                        tie_off_chi=self.tie_off_chi,
                                        yun_cord_chi=self.yun_cord_chi,
                                        deeper=self._deepened),
                _("each rope between its knots: {why}").format(why=standing.sag_length_words(self)),
                _("the wind's gusts: {why}").format(why=standing.gust_words()),
                _("the loops 縜 are along the upper and lower edges only, where the ropes run"),
                _("the outer edge of the cloth is hemmed in its allowance"))))

    # -- data -------------------------------------------------------------------------

def metres_as_sold(metres: Fraction) -> str:
    """A length of fabric to buy, ``metres`` (m, exact), in words: to the cm, and beside it the
    length a shop sells, up to the next 0.1 m (fabric is cut from the roll in tenths of a
    metre): "15.07 m (buy 15.1 m: sold by the 0.1 m)". ``metres``: exact, from 0 to a
    million."""
    require(metres, (int, Fraction), "metres_as_sold(): metres")
    if isinstance(metres, bool) or not 0 <= metres <= 10**6:
        raise BadValueError(f"metres_as_sold(): metres must be from 0 to a million, got "
                            f"{shown(metres)}")
    tenths = math.ceil(metres * 10)  # exact: no float to round 15.0 up to 15.1
    return _("{m} m (buy {up} m: sold by the 0.1 m)").format(m=f"{float(metres):.2f}",
                                                              up=f"{tenths // 10}.{tenths % 10}")


def litres_up(litres: Fraction) -> str:
    """Litres of paint to buy, in words: rounded up to the next 0.01 L (a coat short is a
    second trip to the shop; 0.095 L is 0.10 L, not 0.09). ``litres``: exact, from 0 to a
    million (more is no target's paint)."""
    require(litres, (int, Fraction), "litres_up(): litres")
    if isinstance(litres, bool) or not 0 <= litres <= 10**6:
        raise BadValueError(f"litres_up(): litres must be from 0 to a million, got "
                            f"{shown(litres)}")
    hundredths = math.ceil(litres * 100)  # exact: no float to overflow or round
    return f"{hundredths // 100}.{hundredths % 100:02d}"


def build(range_: Any, *, fabric: Fabric | None = None, standard: str | None = None,
          reading: str | None = None, rite: str | None = None, rank: str | None = None,
          allowances: Allowances | None = None, hides: str | None = None,
          shi_width_chi: Fraction | None = None, danzhi: str | None = None) -> Build:
    """The build sheet for a target of ``range_`` — a :class:`houzhi.model.spec.Spec`, whole, or
    a range (弓, or a length) with the spec's parts beside it — cut from ``fabric`` (default:
    Han cloth, bolts of 匹), with real sizes under ``standard`` (the fabric's own standard when
    it has one, else the spec's); a 大射 侯's hides as ``hides`` reads them (鄭玄, 敖繼公; None:
    the reading's author's own where houzhi has it, else 鄭玄's); a 皮侯's 飾 ``shi_width_chi`` 尺
    wide (None: houzhi's assumption; one that would reach the 鵠 is refused); 丹質 as ``danzhi``
    reads it (None: 鄭玄's; 一說, the 義疏's, gives it to the 布侯 alone)."""
    if isinstance(range_, Spec):
        given = {"reading": reading, "rite": rite, "rank": rank, "hides": hides,
                 "shi_width_chi": shi_width_chi, "danzhi": danzhi}
        twice = [k for k, v in given.items() if v is not None]
        if twice:
            raise BadValueError(f"build(): {twice[0]} is a part of the spec given: give it in "
                                "the spec (spec.but(...)), not beside it")
        t = range_.target()
        standard = standard or range_.standard
    else:
        t = _rite_target(range_, reading, rite, rank, hides, shi_width_chi, danzhi)
    fab = fabric or Fabric.historical(t.cloth)
    std = get_standard(fab.standard or standard).key
    return Build(t, fab, std, allowances or Allowances())
