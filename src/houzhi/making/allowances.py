"""The maker's rules of thumb and houzhi's assumptions for the build sheet
(:class:`Allowances`): none is in the texts, each is stated in the output and can be changed.

Kept apart from :mod:`houzhi.making.build` (which re-exports them) so that what reads only an
allowance (the assembly drawing's post above its rope) does not load the build sheet's
rigging, posts and loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..errors import BadValueError, require
from ..locale import _, language, paren
from ..measure.notation import format_chi
from ..measure.units import exact_fields

__all__ = ["MAX_WIND_M_S", "Allowances"]

#: The strongest design wind houzhi sizes a rigging for, m/s: Beaufort 12 begins at 32.7 m/s.
MAX_WIND_M_S = 40


@dataclass(frozen=True)
class Allowances:
    """The maker's rules of thumb (none is in the texts), each stated in the build sheet.

    ``shrink`` and ``margin`` are fractions (3% is ``Fraction(3, 100)``); lengths are in 尺,
    ``depth_chi`` ``None`` for the rule of thumb; ``paint_m2_per_litre`` in m² per litre. (The
    width of a 皮侯's 飾 is the target's own: :attr:`houzhi.model.target.Target.shi_width_chi`.)
    """

    shrink: Fraction = Fraction(0)
    margin: Fraction = Fraction(5, 100)
    #: the rope each end of a 綱 takes for its knot at the post, 尺; ``None`` for houzhi's
    #: reckoning of a round turn and two half hitches (:attr:`Build.tie_off_chi`)
    tie_off_chi: Fraction | None = None
    post_above_chi: Fraction = Fraction(1)
    depth_chi: Fraction | None = None
    yun_spacing_chi: Fraction = Fraction(1)
    #: the cord each loop 縜 takes, 尺; ``None`` for houzhi's reckoning round the loop's opening
    #: (:attr:`Build.yun_cord_chi`)
    yun_cord_chi: Fraction | None = None
    thread_per_seam: Fraction = Fraction(3)
    paint_m2_per_litre: Fraction = Fraction(8)
    paint_coats: int = 2
    #: how near the plan may come to needing more cloth before the sheet warns (a fraction of
    #: the shrinkage and the width): houzhi's 2%, see :attr:`Build.cloth_warning`
    tolerance: Fraction = Fraction(2, 100)
    #: the design wind in gusts, m/s, for the rigging (:func:`houzhi.making.standing.rigging`)
    wind_m_s: Fraction = Fraction(10)

    def __post_init__(self) -> None:
        exact_fields(self, "shrink", "margin", "tie_off_chi", "post_above_chi", "depth_chi",
                     "yun_spacing_chi", "yun_cord_chi", "thread_per_seam", "paint_m2_per_litre",
                     optional=("depth_chi", "tie_off_chi", "yun_cord_chi"))
        require(self.paint_coats, int, "Allowances.paint_coats")
        if not 0 <= self.shrink < 1:
            raise BadValueError(f"a shrinkage must be at least 0% and under 100%, got "
                                f"{float(self.shrink):.0%}")
        if self.margin < 0:
            raise BadValueError(f"the cutting margin must not be negative, got "
                                f"{float(self.margin):.0%}")
        for name in ("tie_off_chi", "post_above_chi", "yun_cord_chi"):
            if getattr(self, name) is not None and getattr(self, name) < 0:
                raise BadValueError(f"{name.removesuffix('_chi').replace('_', ' ')} must not be "
                                    "negative")
        if self.depth_chi is not None and self.depth_chi <= 0:
            raise BadValueError("the depth of a post in the ground must be positive")
        if self.yun_spacing_chi <= 0:
            raise BadValueError("the spacing of the loops must be positive")
        if self.paint_m2_per_litre <= 0 or self.paint_coats < 1:
            raise BadValueError("paint must cover some area in at least one coat")
        if not 0 <= self.tolerance <= Fraction(1, 5):
            raise BadValueError(f"the tolerance must be from 0% to 20% (of the shrinkage and the "
                                f"width), got {float(self.tolerance):.1%}")
        if not 0 < self.wind_m_s <= MAX_WIND_M_S:
            raise BadValueError(f"the design wind must be above 0 and at most {MAX_WIND_M_S} m/s "
                                f"(a hurricane), got {float(self.wind_m_s):g} m/s")
        if self.shrink + self.tolerance >= 1:
            raise BadValueError("the shrinkage and the tolerance together must be under 100%")

    def depth_rule(self, above_chi: Fraction, mm_per_chi: Fraction) -> Fraction:
        """Depth of a post in the ground (尺, vertical) for ``above_chi`` 尺 above it: as given,
        else a tenth of the height above ground plus 600 mm (a line-pole rule of thumb)."""
        if self.depth_chi is not None:
            return self.depth_chi
        return above_chi / 10 + Fraction(600) / mm_per_chi

    def depth_words_for(self, deepened: bool) -> str:
        """The rule for the posts' depth in words: :attr:`depth_words`, or, where houzhi sets
        them deeper for their feet (``deepened``), that it does and why."""
        if not deepened:
            return self.depth_words
        return _("deeper than the line-pole rule (a tenth of the post's height above the "
                 "ground plus 600 mm), as deep as the post's foot needs to hold the wind: the "
                 "rigging section's check of the posts' feet; --depth to change")

    @property
    def depth_words(self) -> str:
        """The rule of thumb for the posts' depth, in words."""
        if self.depth_chi is not None:
            return _("as given")
        return _("a tenth of the post's height above the ground plus 600 mm (a line-pole rule of "
                 "thumb)")

    def stated(self, mm_per_chi: Fraction, *, paint: bool = True, whole_bolts: bool = False,
               tie_off_chi: Fraction | None = None,
               yun_cord_chi: Fraction | None = None, deeper: bool = False) -> tuple[str, ...]:
        """The rules of thumb in words, for the sheet: the paint's only when something is
        painted (``paint``), the cutting margin's for a modern roll and the whole bolts' for Han
        cloth (``whole_bolts``), which is bought by the bolt with no margin; the tie-off and the
        loop's cord (尺) the build's own where these allowances leave them to houzhi's
        reckoning (:attr:`Build.tie_off_chi`, :attr:`Build.yun_cord_chi`)."""
        def mm(chi: Fraction) -> str:
            return paren(format_chi(chi), f"{round(chi * mm_per_chi)} mm")

        def modern(chi: Fraction) -> str:
            # a modern cord's length: in mm alone in Chinese (not 四寸七十七分寸之六十二)
            return mm(chi) if language() == "en" else f"{round(chi * mm_per_chi)} mm"

        depth = (_("posts set {depth} into the ground").format(depth=mm(self.depth_chi))
                 if self.depth_chi is not None else
                 _("posts set into the ground at least {rule}, deeper where the rigging "
                   "section's check of their feet needs it (--depth to change)").format(
                     rule=self.depth_words) if deeper else
                 _("posts set into the ground {rule} (--depth to change)").format(
                     rule=self.depth_words))
        bought = (_("whole bolts of Han cloth are bought whole, with no cutting margin")
                  if whole_bolts else
                  _("cutting margin {margin} of the roll length to buy (squaring the ends, "
                    "mistakes)").format(margin=f"{float(self.margin):.0%}"))
        shrinks = (_("cloth shrinks {shrink} in washing: wash it before cutting; the cut sizes "
                     "are of the washed cloth, the cloth to buy is before washing").format(
                       shrink=f"{float(self.shrink):.1%}") if self.shrink else
                   _("no shrinkage given (--shrink): the plan takes the cloth as bought; linen "
                     "and cotton shrink a few per cent in their first washes, so wash a length "
                     "first, measure it, and give --shrink"))
        return (
            shrinks,
            bought,
            (_("each rope's east end takes {tie} for its knot at the post (--tie-off to "
               "change; the rigging section reckons what a round turn and two half hitches "
               "round the post take, and says when this is short)").format(
                tie=mm(self.tie_off_chi))
             if self.tie_off_chi is not None else
             _("each rope's east end takes {tie} for its knot at the post: houzhi's reckoning of "
               "a round turn and two half hitches round the post in the chosen rope, to the next "
               "whole 寸 (the rigging section; --tie-off to change)").format(
                 tie=mm(tie_off_chi if tie_off_chi is not None else Fraction(0)))),
            _("each post stands {above} above the upper rope: room above the rope's knot for "
              "the guy's eye and the peg that holds it").format(
                above=mm(self.post_above_chi)),
            depth,
            _("loops 縜 at most {spacing} apart, one at each end of the edge: close enough "
              "that the cloth does not sag in scallops between them under the wind; each loop "
              "takes {cord} of cord: round its opening, and its two ends laid under the "
              "box-X stitch").format(
                spacing=mm(self.yun_spacing_chi),
                cord=modern(self.yun_cord_chi if self.yun_cord_chi is not None else
                            yun_cord_chi if yun_cord_chi is not None else Fraction(0))),
            _("thread: {factor}× the length of the rows of stitching (two rows along a "
              "flat-felled seam and a bound rope edge, one along a hem): a lockstitch takes "
              "two threads, the needle's and the bobbin's, each a little longer than the row, "
              "and some is lost in starting and ending").format(factor=self.thread_per_seam),
            *((_("paint: {coats} coats, {m2} m² per litre a coat: a usual coverage of an "
                 "acrylic or distemper on a sized cloth; raw linen drinks more, so size or "
                 "prime it first").format(
                coats=self.paint_coats, m2=f"{float(self.paint_m2_per_litre):g}"),)
              if paint else ()),
        )
