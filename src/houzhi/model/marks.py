"""What is put on a target: the 鵠 of hide of the 大射's 皮侯 and the hide trimming the sides of
its 中 (飾其側, :func:`shi_of`; placed by :func:`shi_place` only where the reading's target has a
square 中 framed above and below, as 賈 has it, its width bounded by :func:`check_shi_width`),
the painted 正 of the 鄉射 and 賓射, the painted heads of the
燕射's 獸侯 (:func:`marks_of`, from the rite's :class:`~houzhi.canon.rites.Hou`). The colours of each set
of 正 and the rules that size each square are the rites' data (:data:`houzhi.canon.rites.ZHENG_COLOURS`,
:data:`houzhi.canon.rites.ZHENG_OUTSIDE`, :data:`~houzhi.canon.rites.ZHENG_CENTRE`,
:data:`~houzhi.canon.rites.ZHENG_BETWEEN`, :data:`~houzhi.canon.rites.SHOU_HEAD`,
:data:`~houzhi.canon.rites.HIDE_HU`, :data:`~houzhi.canon.rites.HIDE_SHI`); each :class:`Mark` carries
the rule it was sized by, so its passages go wherever the mark goes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ..errors import BadValueError, require
from ..locale import N_, Phrase, _, clauses, listing
from ..sources.glossary import term

if TYPE_CHECKING:
    from ..canon.readings import Composition
    from ..canon.rites import Hou, ShouReading
    from ..sources.citations import Citation, Rule

#: The colour word of a beast's head: its coat (鄭: 其畫之皆毛物之), no colour named.
COAT = "毛物"

__all__ = ["COAT", "Mark", "Shi", "ShiPlace", "Yunqi", "check_shi_width", "marks_of", "marks_words",
           "shi_assumed", "shi_of", "shi_place", "yunqi_of"]


@dataclass(frozen=True)
class Mark:
    """One square, centred on the 侯: its ``name`` (鵠, 正, 熊首 …), ``colour`` (a colour word of
    the text, or the hide it is of: 豹皮) and ``side_chi`` (尺, exact); ``rule`` the rule that
    gives its side, ``also`` the passages that name its colour or skin, ``named_by`` the
    passages that make a 鵠 of hide the hide it is (鄭: 豹鵠而麋飾; empty for a painted mark),
    and ``assumed`` what houzhi assumed to size it where the texts are silent (empty for
    nothing); ``colour_by`` the passages where its colour stands (the 二正's 綠 where 朱綠
    stands; a head's 毛物, its coat, where 鄭 says 其畫之皆毛物之).

    A beast's head (熊首, 鹿首 …) has the colour word 毛物 (:data:`COAT`): the text paints it in
    the beast's own coat and names no colour.

    Most marks are squares centred on the 侯. A mark beside another (敖繼公's hides beside his
    質) is ``across_chi`` wide (尺; None: square, ``side_chi`` its height too) and centred
    ``x_chi`` 尺 east of the 侯's centre line; ``shape`` says what it is: "square" (a 鵠, a 正,
    a head's place), "hide" (a whole hide to provide, set on the cloth), "board" (a wooden
    質, painted), "beast" (a beast painted whole, drawn as its outline; ``colour`` "" where the
    texts name none)."""

    name: str
    colour: str
    side_chi: Fraction
    rule: Rule
    also: tuple[Citation, ...] = ()
    assumed: tuple[str, ...] = ()
    named_by: tuple[Citation, ...] = ()
    colour_by: tuple[Citation, ...] = ()
    across_chi: Fraction | None = None
    x_chi: Fraction = Fraction(0)
    shape: str = "square"

    @property
    def width_chi(self) -> Fraction:
        """How wide the mark is, in 尺: ``across_chi``, or its side for a square."""
        return self.side_chi if self.across_chi is None else self.across_chi

    @property
    def hide(self) -> bool:
        """True for a 鵠 of hide set on the cloth (a 皮侯's), False for a painted mark."""
        return bool(self.named_by)

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The passages of the mark: those that name its hide (a hide 鵠's, first), its rule's
        (the principal first), then the colour's."""
        return tuple(dict.fromkeys((*self.named_by, *self.rule.citations, *self.colour_by,
                                    *self.also)))

    @property
    def coat(self) -> bool:
        """True for a beast's head painted in its own coat (毛物之: no colour named)."""
        return self.colour == COAT

    @property
    def colour_words(self) -> str:
        """The colour as a reader is told it: the colour word (朱, 綠, 豹皮), or for a head
        "毛物 (the 鹿's own coat; no colour named)"."""
        if self.coat:
            beast = self.name.removesuffix(term("shou_head"))
            return _("{coat} (the {beast}'s own coat; no colour named)").format(coat=COAT,
                                                                                beast=beast)
        return self.colour or _("colours not given")


@dataclass(frozen=True)
class ShiPlace:
    """Where a 皮侯's 飾 goes under a reading's composition (:func:`shi_place`). 賈 puts it down
    the two sides of a square 中 closed above and below by a breadth of cloth (侯中上下俱有布一幅
    夾之，所飾者唯有兩傍之側): ``part`` the name of that square (中, or 鄭眾's 身), ``side_chi``
    its side, ``centre_chi`` the height of its centre above the target's lower edge, ``hu_chi``
    the 鵠's side, ``most_chi`` the widest strip that leaves the 鵠 clear ((side − 鵠) / 2, 尺;
    not positive where the 鵠 fills the square); all in 尺, exact.

    ``why_not`` says why the reading's target has no such 中 ("" where it has one): houzhi then
    does not place the 飾, and sizes its hide as 鄭玄's 中 would take it (strips as long as the
    中's side, ``hu_chi`` a third of it)."""

    part: str
    side_chi: Fraction
    centre_chi: Fraction
    hu_chi: Fraction
    why_not: str = ""

    @property
    def placed(self) -> bool:
        """True where the reading has a square 中 framed above and below, the 飾 on its sides."""
        return not self.why_not

    @property
    def most_chi(self) -> Fraction:
        """The widest strip of 飾 that leaves the 鵠 clear: (side − 鵠) / 2, in 尺."""
        return (self.side_chi - self.hu_chi) / 2


def shi_place(comp: Composition) -> ShiPlace:
    """Where the 飾 goes on the target ``comp`` composes, read from its parts (not from whose
    reading it is): down the sides of the part keyed ``zhong`` where that part is square, as
    high as the composition's 中 is long, with cloth above and below it reaching at least as
    far (賈: 侯中上下俱有布一幅夾之); else :attr:`ShiPlace.why_not` says what the target has
    instead (its 中 the 鵠 itself, the whole 侯, or a strip that is not square)."""
    from ..canon.readings import Composition

    require(comp, Composition, "shi_place(): comp")
    from ..canon import rules
    from ..measure.notation import format_chi

    side, hu = Fraction(comp.zhong_side), Fraction(comp.hu_side)
    live = [p for p in comp.parts if p.count]
    at = next((k for k, p in enumerate(live) if p.key == "zhong"), None)
    zhong = term("zhong")
    if at is not None:
        z = live[at]
        length, height = Fraction(z.length), Fraction(z.height) * Fraction(z.count)
        centre = sum((Fraction(p.height) * Fraction(p.count) for p in live[at + 1:]),
                     Fraction(0)) + height / 2
        square = length == height == side
        framed = 0 < at < len(live) - 1 and all(Fraction(p.length) >= length
                                                 for p in (live[at - 1], live[at + 1]))
        if square and framed:
            return ShiPlace(z.name, side, centre, hu)
        what = (Phrase(N_("the {part} is a strip {height} high and {length} long, not a square"),
                       part=z.name, height=format_chi(height), length=format_chi(length))
                if not square else
                Phrase(N_("the {part} has no cloth above and below it"), part=z.name))
    elif hu >= side:
        what = Phrase(N_("the 鵠 is the whole {zhong} ({side} square)"), zhong=zhong,
                      side=format_chi(side))
    else:
        what = Phrase(N_("the {hou} has no {zhong} of its own (the {zhong}'s {side} is the "
                         "breadth of the whole {hou})"), hou=term("hou"), zhong=zhong,
                      side=format_chi(side))
    return ShiPlace(zhong, side, Fraction(comp.hu_centre), Fraction(rules.HU(c=side)), what)


def check_shi_width(width_chi: Fraction, place: ShiPlace,
                    shown: Callable[[Fraction], str] | None = None, said: str = "") -> Fraction:
    """``width_chi`` (尺) as the width of a 飾 laid as ``place`` says, or BadValueError in one
    line: it must be positive and leave the 鵠 clear (at most :attr:`ShiPlace.most_chi`);
    ``shown`` writes a bound (default 丈尺寸; the CLI's adds the user's own unit), ``said`` is
    the width as the user gave it."""
    from ..measure.notation import format_chi

    width = Fraction(width_chi)
    show = shown or format_chi
    got = said or format_chi(width)
    if width <= 0:
        raise BadValueError(_("the width of the 飾 must be positive, got {got}").format(got=got))
    part = place.part
    hu = (_("the 鵠 {side}").format(side=show(place.hu_chi)) if place.placed
          else _("a 鵠 of a third of it, {side}").format(side=show(place.hu_chi)))
    if place.most_chi <= 0:
        raise BadValueError(_("no 飾 fits beside the 鵠 here: {hu} is as wide as the {part} {side} "
                              "or wider (got a width of {got})").format(
            hu=hu, part=part, side=show(place.side_chi), got=got))
    if width > place.most_chi:
        message = (N_("the width of the 飾 must be positive and at most {most}, what leaves the 鵠 "
                      "clear ((the {part} {side} − {hu}) / 2), got {got}") if place.placed else
                   N_("the width of the 飾 must be positive and at most {most}, what leaves the 鵠 "
                      "clear ((the {part} {side} − {hu}) / 2, as 鄭玄's 中 would take it), got "
                      "{got}"))
        raise BadValueError(_(message).format(most=show(place.most_chi), part=part,
                                              side=show(place.side_chi), hu=hu, got=got))
    return width


class _SideStrips:
    """Strips down the west and east sides of a square 中 (a 皮侯's hide 飾, a painted 侯's
    雲氣): ``count`` strips ``length_chi`` long and ``width_chi`` wide, sized by ``rule``
    (2 × 中 × width), lying as ``place`` says where ``placed``."""

    place: ShiPlace | None
    length_chi: Fraction
    width_chi: Fraction
    rule: Rule
    count: int

    @property
    def placed(self) -> bool:  # overridden by each kind
        return self.place is not None

    @property
    def strips(self) -> tuple[tuple[Fraction, Fraction, Fraction, Fraction], ...]:
        """Each strip as it lies on the 侯, west first: (x0, y0, x1, y1) in 尺, x from the 侯's
        centre line (east positive), y up from its lower edge; empty where not placed."""
        if not self.placed or self.place is None:
            return ()
        half, c = self.place.side_chi / 2, self.place.centre_chi
        y0, y1 = c - self.length_chi / 2, c + self.length_chi / 2
        w = self.width_chi
        return ((-half, y0, -half + w, y1), (half - w, y0, half, y1))

    @property
    def area_chi2(self) -> Fraction:
        """Area of all the strips, in square 尺 (the rule's 2 × 中 × width, for ``count``)."""
        return Fraction(self.rule(zhong=self.length_chi, width=self.width_chi)) * self.count / 2


@dataclass(frozen=True)
class Shi(_SideStrips):
    """The hide trimming the two sides of a 皮侯's 中 (飾其側): ``hide`` the beast (麋, 熊 …),
    ``count`` strips (two: east and west), each ``length_chi`` long (the 中's height) and
    ``width_chi`` wide (尺, exact); ``rule`` :data:`houzhi.canon.rites.HIDE_SHI`, ``named_by`` the
    passages naming the hide (麋飾), and ``assumed`` what houzhi assumed (the width, which the
    texts do not give, and where the strips go). ``place`` is where they go under the target's
    reading (:func:`shi_place`); ``why_not`` says why houzhi does not place them ("" where it
    does): the hide is then listed to provide, but no strip is drawn."""

    hide: str
    length_chi: Fraction
    width_chi: Fraction
    rule: Rule
    named_by: tuple[Citation, ...] = ()
    assumed: tuple[str, ...] = ()
    count: int = 2
    place: ShiPlace | None = None
    why_not: str = ""

    @property
    def name(self) -> str:
        """The trim as the texts name it: 麋飾."""
        return f"{self.hide}{term('shi_trim')}"

    @property
    def placed(self) -> bool:
        """True where the strips lie down the sides of the 中, clear of the 鵠; False where
        houzhi lists the hide but does not place it (:attr:`why_not`)."""
        return self.place is not None and not self.why_not

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The passages naming the hide first, then the rule's."""
        return tuple(dict.fromkeys((*self.named_by, *self.rule.citations)))


@dataclass(frozen=True)
class Yunqi(_SideStrips):
    """The 雲氣 painted on the two sides of a 采侯's or a 獸侯's 中, on a ground of 丹 (鄭玄:
    賓射之侯、燕射之侯皆畫雲氣於側以為飾，必先以丹采其地; rule :data:`houzhi.canon.rites.YUNQI`):
    ``colours`` of the 雲氣 (a 采侯's 正's; empty where the texts give none, a 獸侯's), ``count``
    strips each ``length_chi`` long (the 中's height) and ``width_chi`` wide (尺, exact; the
    width houzhi's assumption), ``place`` where they go (:func:`shi_place`, as the 飾 of a
    皮侯), ``assumed`` what houzhi assumed. ``ground`` is 丹."""

    colours: tuple[str, ...]
    length_chi: Fraction
    width_chi: Fraction
    rule: Rule
    place: ShiPlace
    assumed: tuple[str, ...] = ()
    count: int = 2
    ground: str = "丹"
    #: where the marks themselves lie down the sides of the 中 (敖繼公's hides or beasts beside
    #: his 質), what takes the strips' place ("" where nothing does)
    taken: str = ""

    @property
    def name(self) -> str:
        """The ornament as the texts name it: 雲氣."""
        return "雲氣"

    @property
    def placed(self) -> bool:
        """True where the strips lie down the sides of a square 中 framed above and below, clear
        of the 鵠 and of the marks; else houzhi says what to paint but does not place it."""
        return (self.place.placed and 0 < self.width_chi <= self.place.most_chi
                and not self.taken)

    @property
    def colour_words(self) -> str:
        """The 雲氣's colours in words: "朱、綠", or that the texts give none."""
        return "、".join(self.colours) if self.colours else _("colours not given")

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The rule's passages (鄭's 注 first)."""
        return self.rule.citations


def yunqi_of(hou: Hou, comp: Composition, fmt: Callable[[Fraction], str] | None = None,
             danzhi: Rule | None = None, marks: tuple[Mark, ...] = ()) -> Yunqi | None:
    """The 雲氣 on the sides of ``hou`` (a 采侯 or a 獸侯) on the target ``comp`` composes, as
    鄭玄 reads 凡畫者丹質; None for a 皮侯 or a 侯 whose sides are of hide (its 飾 instead: 賈,
    唯大射以皮飾侯者; 鄭 on 射人, 士與士射則以豻皮飾侯). The width, which the texts do not give,
    is houzhi's 一尺 (:data:`houzhi.canon.rites.YUNQI`), written by ``fmt`` in its assumption.

    ``danzhi`` the reading of 凡畫者丹質 (:func:`houzhi.canon.rites.get_danzhi`; None: 鄭玄's): under the
    一說 the 義疏 records, the 記's 畫 is the beasts, not clouds, so a 獸侯 has none; a 采侯 keeps
    the 雲氣 鄭 gives it on 梓人 and 射人, on the 丹 his 注 on the 記 lays under them.

    ``marks`` the 侯's marks: where one lies where the strips would (敖繼公's hides or beasts
    beside his 質), the 雲氣 are listed but not placed."""
    from ..canon.rites import DANZHI_YISHUO, YUNQI, ZHENG_COLOURS, get_danzhi
    from ..measure.notation import format_chi

    reading = get_danzhi(danzhi)
    if hou.kind == term("pi_hou") or hou.shi:
        return None
    if reading is DANZHI_YISHUO and hou.kind == term("shou_hou"):
        return None
    show = fmt or format_chi
    place = shi_place(comp)
    width = YUNQI.param_values()["width"]
    colours = ZHENG_COLOURS.get(hou.marks, ())
    what = (Phrase(N_("in the colours of its 正, {colours} (用采各如其正)"),
                   colours="、".join(colours)) if colours else
            Phrase(N_("in colours the texts do not give (朱熹: 亦如采侯之差等)")))
    whose = (Phrase(N_("凡畫者丹質, as 鄭玄 reads it")) if reading is not DANZHI_YISHUO else
             Phrase(N_("as 鄭玄 on 梓人 and 射人 gives them (其侯之飾又以五采畫雲氣焉)")))
    assumed: list[str] = [Phrase(N_(
        "{whose}: 雲氣 on the sides of the {hou}, {what}, on a ground first painted 丹 "
        "(必先以丹采其地); the texts give no width and no pattern: houzhi paints {width} of 丹 "
        "down each side of the {part}, its full height (houzhi's assumption), and leaves the "
        "drawing of the clouds to the painter"), whose=whose, hou=hou.name, what=what,
        width=show(width), part=place.part)]
    edge = place.side_chi / 2 - width  # the strips' inner edges, from the centre line
    taken = listing(dict.fromkeys(m.name for m in marks
                                  if abs(m.x_chi) + m.width_chi / 2 > edge and m.across_chi))
    taken = (_("the {marks} lie down the sides of the {part}").format(marks=taken,
                                                                      part=place.part)
             if taken else "")
    y = Yunqi(colours, place.side_chi, width, YUNQI, place, (), taken=taken)
    if not y.placed:
        why = taken or place.why_not or Phrase(
            N_("the {part} leaves only {most} beside the 鵠 on each side"), part=place.part,
            most=show(place.most_chi))
        assumed.append(Phrase(N_("where the 雲氣 go under this reading is not given ({why}): "
                                 "houzhi lists the 丹 to paint and does not place it"), why=why))
    if reading is DANZHI_YISHUO:
        assumed.append(Phrase(N_(
            "丹質 as the 一說 the 欽定儀禮義疏 records reads it (熊侯白質，麋侯赤質，而布侯則丹質也, 亦通; "
            "as asked): the 記's 丹質 is the 布侯's, but a 采侯's 雲氣 rest on 鄭 on 梓人 and 射人 "
            "(其侯之飾又以五采畫雲氣焉; 用采各如其正), and houzhi keeps the 丹 his 注 on the 記 lays "
            "under them")))
    else:
        assumed.append(Phrase(N_(
            "丹質 as 鄭玄 reads it (houzhi's default); the 欽定儀禮義疏 records 一說 (亦通) that "
            "gives the 丹質 to the 布侯 alone (熊侯白質，麋侯赤質，而布侯則丹質也; 敖繼公, 姜氏 and "
            "盛世佐 too): --danzhi 一說 (houzhi source 丹質)")))
    return Yunqi(colours, place.side_chi, width, YUNQI, place, tuple(assumed), taken=taken)


def _shi_width(width_chi: Fraction | None) -> Fraction:
    from ..canon.rites import HIDE_SHI

    return HIDE_SHI.param_values()["width"] if width_chi is None else Fraction(width_chi)


#: 賈's words, quoted after his name (in Chinese 賈疏：「…」, the words kept as the edition writes them)
_JIA_SIDES = Phrase(N_("賈: {words}"), words="所飾者唯有兩傍之側")
_JIA_FRAME = Phrase(N_("賈: {words}"), words="侯中上下俱有布一幅夾之，所飾者唯有兩傍之側")


def _unplaced(hou: Hou, place: ShiPlace | None, width: Fraction, given: bool, who: str,
              fmt: Callable[[Fraction], str]) -> str:
    """Why houzhi does not place ``hou``'s 飾 (see :func:`shi_of`), or ""."""
    if place is None:
        return ""
    name = f"{hou.shi}{term('shi_trim')}"
    if not place.placed:
        return Phrase(N_("where the {name} goes under {who} is not given: {why}, while 賈 puts "
                         "the 飾 down the two sides of a square 中 closed above and below by a "
                         "breadth of cloth ({jia}); houzhi does not place it (no strips drawn) "
                         "and lists its hide only"), name=name, who=_whose(who),
                      why=place.why_not, jia=_JIA_FRAME)
    if given:
        return ""
    if place.most_chi <= 0:
        return Phrase(N_("no {name} fits beside the 鵠 here: the 鵠 {hu} is as wide as the {part} "
                         "{side} or wider; houzhi does not place it"), name=name,
                      hu=fmt(place.hu_chi), part=place.part, side=fmt(place.side_chi))
    if width > place.most_chi:
        return Phrase(N_("the {part} leaves only {most} beside the 鵠 on each side, less than "
                         "houzhi's {width}: houzhi does not place the {name} (give a narrower "
                         "width)"), part=place.part, most=fmt(place.most_chi), width=fmt(width),
                      name=name)
    return ""


def shi_assumed(hou: Hou, width_chi: Fraction | None = None,
                fmt: Callable[[Fraction], str] | None = None, place: ShiPlace | None = None,
                who: str = "") -> tuple[str, ...]:
    """What houzhi assumes of ``hou``'s 飾 (the texts give no width), for a width ``width_chi``
    尺 (None: houzhi's own, the rule's 一尺) written by ``fmt`` (default: in 丈尺寸), laid as
    ``place`` says under ``who``'s reading (None: down the sides of the 中, as 鄭玄's); empty
    for a 侯 with no 飾."""
    from ..canon.rites import Hou

    require(hou, Hou, "shi_assumed(): hou")
    if not hou.shi:
        return ()
    from ..measure.notation import format_chi

    show = fmt or format_chi
    width = _shi_width(width_chi)
    given = (Phrase(N_("{width} wide (houzhi's assumption)"), width=show(width))
             if width_chi is None else Phrase(N_("{width} wide (as given)"), width=show(width)))
    name = f"{hou.shi}{term('shi_trim')}"
    why_not = _unplaced(hou, place, width, width_chi is not None, who, show)
    if place is not None and not place.placed:
        return (Phrase(N_("the texts give no width for the {name} (飾其側): houzhi provides two "
                          "strips of {hide}皮 {wide}, each as long as the 中's side {side}, as "
                          "鄭玄's 中 would take them"), name=name, hide=hou.shi, wide=given,
                       side=show(place.side_chi)), why_not)
    part = place.part if place is not None else term("zhong")
    if part != term("zhong"):
        where = Phrase(N_("the {part} (the 中 under {who}: a square with cloth above and below "
                          "it, as 賈's 中)"), part=part, who=_whose(who))
    else:
        where = Phrase(N_("the {part}"), part=part)
    return (Phrase(N_("the texts give no width for the {name} (飾其側): houzhi lays a strip of "
                      "{hide}皮 {wide} along each side of {where}, its full height ({jia})"),
                   name=name, hide=hou.shi, wide=given, where=where, jia=_JIA_SIDES),
            *((why_not,) if why_not else ()))


def _whose(who: str) -> str:
    """The reading named in a note: its author's name, or "this reading"."""
    return who or Phrase(N_("this reading"))


def shi_of(hou: Hou, comp: Composition, width_chi: Fraction | None = None,
           fmt: Callable[[Fraction], str] | None = None, who: str = "") -> Shi | None:
    """The hide trimming ``hou``'s sides (飾) on the target ``comp`` composes (under ``who``'s
    reading), ``width_chi`` 尺 wide (None: houzhi's assumption, the rule's 一尺), its
    assumption's width written by ``fmt``; None for a 侯 with no hide trim (a 采侯, a 獸侯).

    Where the reading has a square 中 framed above and below (:func:`shi_place`) the two strips
    lie down its sides, its height long; a width given that would reach the 鵠 is refused
    (:func:`check_shi_width`), and houzhi's own 一尺 where it would is not placed. Where the
    reading has no such 中 the hide is listed, two strips as long as the 中's side, but not
    placed, and its assumption says so."""
    from ..canon.rites import HIDE_SHI
    from ..measure.notation import format_chi

    if not hou.shi:
        return None
    place = shi_place(comp)
    width = _shi_width(width_chi)
    if width_chi is not None:
        check_shi_width(width, place)
    why_not = _unplaced(hou, place, width, width_chi is not None, who, fmt or format_chi)
    return Shi(hou.shi, place.side_chi, width, HIDE_SHI, hou.shi_citations,
               shi_assumed(hou, width_chi, fmt, place, who), place=place, why_not=why_not)


def marks_words(hou: Hou, marks: tuple[Mark, ...], shi: Shi | None = None) -> str:
    """The marks of ``hou`` in words, for a caption: a 皮侯's 鵠 of hide and its 飾 (``shi``,
    when given, says whether the reading has a place for it), or the painted marks from the
    outside in."""
    from ..measure.notation import format_chi

    if any(m.shape != "square" for m in marks):  # 敖繼公's hides and 質, a beast painted whole
        return listing(_mark_words(m) for m in marks)
    if marks and all(m.hide for m in marks):
        hu = clauses(_("{mark} of {hide} {side} set on the cloth").format(
            mark=m.name, hide=m.colour, side=format_chi(m.side_chi)) for m in marks)
        name = f"{hou.shi}{term('shi_trim')}"
        if shi is not None and not shi.placed:
            return hu + _(", {hide}皮 for the {name} (not placed: see assumed)").format(
                hide=hou.shi, name=name)
        part = shi.place.part if shi is not None and shi.place is not None else term("zhong")
        return hu + (_(", the sides of the {part} trimmed with {hide}皮 ({name})").format(
            part=part, hide=hou.shi, name=name) if hou.shi else "")
    if marks and all(m.coat for m in marks):
        return (_("painted, face on, in their coats (毛物之; no colours named): ")
                + listing(f"{m.name} {format_chi(m.side_chi)}" for m in marks))
    return _("painted, outside in: ") + listing(
        _("{name}{colour} {side}").format(name=m.name, colour=m.colour, side=format_chi(m.side_chi))
        for m in marks)


def _mark_words(m: Mark) -> str:
    """One mark beside another, or a beast painted whole, in words (see :func:`marks_words`)."""
    from ..measure.notation import format_chi

    size = (format_chi(m.side_chi) if m.across_chi is None
            else f"{format_chi(m.width_chi)} × {format_chi(m.side_chi)}")
    if m.shape == "hide":
        return _("{mark} of {hide} {size} to provide").format(mark=m.name, hide=m.colour,
                                                               size=size)
    if m.shape == "board":
        return _("a board {mark} {size} painted {colour}").format(mark=m.name, size=size,
                                                                 colour=m.colour)
    if m.shape == "beast":
        return _("a {beast} painted {size}").format(beast=m.name, size=size)
    if m.hide:
        return _("{mark} of {hide} {size} set on the cloth").format(mark=m.name, hide=m.colour,
                                                                    size=size)
    return f"{m.name}{m.colour} {size}"


def _shou_marks(hou: Hou, shou: ShouReading, hu: Fraction, zhong: Fraction,
                ) -> tuple[tuple[Mark, ...], tuple[str, ...]]:
    """The marks of the 獸侯 ``hou`` as ``shou`` has them (敖繼公's hides or beasts beside a 質,
    郝敬's 鵠 of hide or beast with a 丹 正, 林希逸's beast in the middle), for a 鵠 ``hu`` and a
    中 ``zhong`` 尺 square under its author's dimension reading; and what houzhi assumed."""
    from ..canon.rites import (
        AO_BEASTS,
        AO_HIDES,
        AO_ZHI,
        HAO_HIDE_HU,
        HAO_SHAPE,
        HAO_ZHENG,
        LIN_MIDDLE,
    )

    beasts = hou.painted
    whose = shou.label
    cloth = len(beasts) > 1  # the 大夫's and the 士's 布侯; the 熊侯 and 麋侯 name one beast
    notes: tuple[str, ...]
    if shou.style == "hides":
        board = Fraction(AO_ZHI(hu=hu))
        rule = AO_BEASTS if cloth else AO_HIDES
        w = Fraction(rule(zhong=zhong, hu=board))
        size = (_("{whose} gives no size for the {what}: houzhi gives each the 中 beside the 質, "
                  "(中 − 質) / 2 wide and the 中's height (houzhi's assumption)").format(
            whose=whose, what=_("painted beasts") if cloth else _("whole hides")),)
        pair = beasts if cloth else (beasts[0], beasts[0])
        offset = (board + w) / 2
        sides = (-offset, offset)
        if cloth:
            out = [Mark(b, "", zhong, rule, (), size, across_chi=w,
                        x_chi=x, shape="beast") for b, x in zip(pair, sides, strict=True)]
            colour = "丹"
        else:
            out = [Mark(term("quan_pi"), f"{b}皮", zhong, rule, (), size,
                        named_by=shou.citations[:1], across_chi=w, x_chi=x, shape="hide")
                   for b, x in zip(pair, sides, strict=True)]
            colour = hou.ground
        zhi = Mark(term("zhi_board"), colour, board, AO_ZHI, shou.citations[2:3],
                   colour_by=(shou.citations[5],) if cloth else hou.citations[:1], shape="board")
        notes = (*size, _("the 質 is a board of wood (質者以木為之), painted {colour}, not the cloth: "
                          "houzhi paints no ground").format(colour=colour))
        return (*out, zhi), notes
    if shou.style == "hide_hu":
        if not cloth:
            return ((Mark(term("hu"), f"{beasts[0]}皮", Fraction(HAO_HIDE_HU(hu=hu)), HAO_HIDE_HU,
                          named_by=shou.citations[:1]),),
                    (_("{whose} names a 正, the heart of the 鵠 (鵠心曰正), but gives the 熊侯's "
                       "and 麋侯's no colour and no size: houzhi sets none").format(whose=whose),))
        notes = (_("{whose} paints one beast to a 侯 (畫虎則無豹，畫鹿則無豕) and says not which: "
                   "houzhi paints the first the 記 names, the {beast} (houzhi's assumption)").format(
            whose=whose, beast=beasts[0]),
                 _("{whose} gives no size for the beast's shape: houzhi paints it over his 鵠, the "
                   "侯中 (houzhi's assumption)").format(whose=whose),
                 _("{whose} gives no size for the 丹 正: houzhi makes it a third of the 鵠 "
                   "(houzhi's assumption)").format(whose=whose))
        return ((Mark(beasts[0], "", Fraction(HAO_SHAPE(hu=hu)), HAO_SHAPE, shou.citations[1:3],
                      notes[:2], shape="beast"),
                 Mark(term("zheng"), "丹", Fraction(HAO_ZHENG(hu=hu)), HAO_ZHENG,
                      assumed=notes[2:], colour_by=shou.citations[:1])), notes)
    # 林希逸: the beast painted in the middle, where a 鵠 would be
    notes = (_("{whose} gives no size for the beast: houzhi paints it in the place of the 鵠 "
               "(houzhi's assumption)").format(whose=whose),)
    if cloth:
        notes += (_("{whose} names no beast for a 大夫 or 士: houzhi paints the 記's, the {beasts}, "
                    "side by side (houzhi's assumption)").format(whose=whose,
                                                              beasts=listing(beasts)),)
    side = Fraction(LIN_MIDDLE(hu=hu))
    w = side / len(beasts)
    xs = [-side / 2 + w * k + w / 2 for k in range(len(beasts))]
    return (tuple(Mark(b, "", side, LIN_MIDDLE, shou.citations[1:], notes,
                       across_chi=w if cloth else None, x_chi=x if cloth else Fraction(0),
                       shape="beast") for b, x in zip(beasts, xs, strict=True)), notes)


def marks_of(hou: Hou, hu_side: Fraction, hu_rule: Rule | None = None,
             shou: ShouReading | None = None, zhong_side: Fraction | None = None,
             ) -> tuple[tuple[Mark, ...], tuple[str, ...]]:
    """The marks of ``hou`` from the outside in, for a 鵠 (or the place of one) ``hu_side`` 尺
    square, given by ``hu_rule`` (default :data:`houzhi.canon.rules.HU`, 鄭玄's third of the 中); and
    what houzhi assumed to draw them.

    A 皮侯 has its 鵠 of the skin named; a 采侯 its 正, the outside as the 鵠 and the 朱 centre
    二尺 (鄭: 正之方外如鵠，內二尺), the colours between in equal steps (the texts give no
    widths); a 獸侯 the heads painted in the place of the 正鵠 (賈: 獸居一焉), or what the reading
    of its beasts ``shou`` has instead (:data:`houzhi.canon.rites.SHOU_READINGS`; None: 鄭玄's),
    for a 中 ``zhong_side`` 尺 square (None: three times the 鵠).
    """
    from ..canon import rules
    from ..canon.rites import (
        C_MAOWU,
        C_MAOWU_JIA,
        SHOU_HEAD,
        ZHENG_BETWEEN,
        ZHENG_CENTRE,
        ZHENG_COLOUR,
        ZHENG_COLOUR_CITATIONS,
        ZHENG_COLOURS,
        ZHENG_OUTSIDE,
        ZHENG_SQUEEZED,
    )

    hu = hu_rule or rules.HU
    side = Fraction(hu_side)
    if hou.marks == term("hu"):
        from ..canon.rites import HIDE_HU

        named = hou.hu_citations or hou.citations
        return (Mark(term("hu"), f"{hou.painted[0]}皮", side, hu, HIDE_HU.citations,
                     named_by=named),), ()
    if hou.marks == term("shou") and shou is not None and shou.style != "heads":
        return _shou_marks(hou, shou, side, 3 * side if zhong_side is None else Fraction(zhong_side))
    if hou.marks == term("shou"):
        notes: tuple[str, ...] = (Phrase(N_("the heads fill the place of the 正鵠, a third of the 中 "
                                            "(賈: 獸居一焉)")),)
        if len(hou.painted) > 1:
            notes += (Phrase(N_("the two heads share that place side by side (臣畫二); the texts "
                                "give no sizes")),)
        notes += (Phrase(N_("each head is its outline painted face on in the beast's coat "
                            "(其畫之皆毛物之): the texts name no colours, so houzhi gives none")),)
        heads = tuple(Mark(f"{b}{term('shou_head')}", COAT, Fraction(SHOU_HEAD(hu=side)), SHOU_HEAD,
                           (*hou.citations[:1], *hu.citations), notes,
                           colour_by=(C_MAOWU, C_MAOWU_JIA))
                      for b in hou.painted)
        return heads, notes
    colours = ZHENG_COLOURS[hou.marks]
    n = len(colours)
    outer = Fraction(ZHENG_OUTSIDE(hu=side))
    inner = Fraction(ZHENG_CENTRE())
    also = (*ZHENG_COLOUR.citations[:1], *hu.citations)
    between: tuple[str, ...] = ()
    notes = ()
    if n > 2:
        between = (Phrase(N_("the colours between the 朱 centre and the outside are of equal width "
                             "(賈: 以白蒼等充其尺寸使大如鵠; no widths are given)")),)
        notes = between
    if inner < outer:  # n >= 2: 二正 at least
        rules_of = [ZHENG_CENTRE, *[ZHENG_BETWEEN] * (n - 2), ZHENG_OUTSIDE]
        assumed = [(), *[between] * (n - 2), ()]
        sides = [inner, *(Fraction(ZHENG_BETWEEN(inner=inner, outer=outer, k=k, n=n))
                          for k in range(1, n - 1)), outer]
    else:
        squeezed = (Phrase(N_("the 朱 centre of 二尺 does not fit inside a 正 of {outer}尺; houzhi "
                              "divides the 正 into equal steps"), outer=outer),)
        notes = squeezed
        rules_of = [*[ZHENG_SQUEEZED] * (n - 1), ZHENG_OUTSIDE]
        assumed = [*[squeezed] * (n - 1), ()]
        sides = [*(Fraction(ZHENG_SQUEEZED(outer=outer, k=k, n=n)) for k in range(1, n)), outer]
    said = ZHENG_COLOUR_CITATIONS[hou.marks]
    marks = [Mark(term("zheng"), c, s, r, also, a, colour_by=said)
             for c, s, r, a in zip(colours, sides, rules_of, assumed, strict=True)]
    return tuple(reversed(marks)), notes
