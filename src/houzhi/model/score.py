"""The 釋獲 count of the 鄉射: how the 釋獲者 counts the rods (算) of the two sides, how they lie
on the ground, and what he announces (儀禮 鄉射禮, 經 and 注 with 賈公彥's 疏, 卷五 葉46b–47b).

Each hit puts down one rod: the 上射's on the right (右, the 賓黨), the 下射's on the left (左, the
主黨). After the round the 釋獲者, seated west of the 中 and facing east, counts the right first:

- 二算為純: two rods make a 純 (a pair); he takes them up one 純 at a time into his left hand;
- 十純則縮而委之, 每委異之: at ten 純 he lays the handful down lengthwise (縮, which for one who
  counts facing east is east–west), each heap (委) apart from the others;
- 有餘純則橫於下: the 純 left over, fewer than ten, lie crosswise (橫, north–south) on the near
  side (下, 自近為下: towards the counter, that is west);
- 一算為奇, 奇則又縮諸純下: a last single rod, the 奇, lies lengthwise again, nearer still.

He then moves to the left rods, gathers them all into his left hand and lays them down one 純 at a
time, setting every ten apart (變於右, the same heaps reached the other way round), takes up the
winners' surplus (賢獲, 齊之而取其餘) and announces 「右賢於左若干純…」 or 「左右鈞」.

Everything here is an exact whole number; :func:`count` is the entry point. Every rule is written
once in :data:`RULES`, with the passages it rests on.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from types import MappingProxyType
from typing import Literal

from ..canon.gear import C_CHOU_COUNT
from ..errors import BadValueError
from ..locale import N_, Phrase
from ..measure.notation import format_number
from ..sources.citations import Citation, cite
from ..sources.glossary import term

__all__ = ["CHUN_PER_WEI", "RODS", "RODS_PER_CHUN", "RULES", "SIDES", "Count", "CountRule",
           "Side", "Step", "count", "lay"]

#: The rods of the 鄉射 (記: 箭籌八十).
RODS = 80
#: The words of the count, from the glossary: 純 (a pair), 奇 (a single rod), 委 (a heap).
CHUN, JI, WEI = term("chun"), term("ji"), term("wei")

#: Rods in one 純 (二算為純).
RODS_PER_CHUN = 2
#: 純 in one heap laid lengthwise (十純則縮而委之).
CHUN_PER_WEI = 10

#: The two sides, in the order they are counted (先數右獲): key → (name, who shoots for it).
SIDES: Mapping[str, tuple[str, str]] = MappingProxyType({
    "right": ("右", "上射·賓黨"),
    "left": ("左", "下射·主黨"),
})

Winner = Literal["right", "left"]

_XS = "鄉射禮"
_XS_JI = "鄉射禮·記"
_c = partial(cite, "KR1d0028")


@dataclass(frozen=True)
class CountRule:
    """One step of the count as the text gives it: ``words`` the 經's words (as output shows
    them), ``meaning`` what houzhi takes them to say, ``citations`` the passages, 經 first."""

    key: str
    words: str
    meaning: str
    citations: tuple[Citation, ...]


def _rule(key: str, words: str, meaning: str, *citations: Citation) -> CountRule:
    return CountRule(key, words, meaning, citations)


_RULES = (
    _rule("rods", "箭籌八十",
          "80 counting rods in all; 鄭 takes ten pairs (耦) as the norm, 賈 says the pairs follow "
          "the number of guests and 80 is a round number",
          C_CHOU_COUNT,  # 箭籌八十 (the gear: 籌)
          _c("005-89a", _XS_JI, "注", "鄭玄", "籌，算也。籌八十者，略以十耦為正"),
          _c("005-89a", _XS_JI, "疏", "賈公彥", "射之耦隨賓多少，今言八十舉成數"),
          _c("005-43a", _XS, "疏", "賈公彥", "八算者，人四矢，一耦八矢")),
    _rule("shi_huo", "每一个釋一算，上射於右，下射於左",
          "one rod for each arrow that hits (不貫不釋: none for a miss); the 上射's rods on the right, "
          "the 下射's on the left",
          _c("005-43b", _XS, "經", "", "若中，則釋獲者坐而釋獲，每一个釋一算，上射於右，下射於左"),
          _c("005-43a", _XS, "經", "", "不貫不釋"),
          _c("005-43a", _XS, "注", "鄭玄", "貫猶中也，不中正不釋算也"),
          _c("005-43b", _XS, "疏", "賈公彥",
             "以釋算者東面為正，依投壺禮賓黨於右，主黨於左。是以上射於右，賓黨也；下射於左，主黨也")),
    _rule("xian_shu_you", "先數右獲",
          "the right is counted first, the counter moving a little south to it",
          _c("005-46a/46b", _XS, "經", "", "釋獲者東面于中西坐，先數右獲"),
          _c("005-46b", _XS, "注", "鄭玄", "固東面矣，復言之者，為其少南就右獲")),
    _rule("chun", "二算為純", "two rods make one 純",
          _c("005-46b", _XS, "經", "", "二算為純"),
          _c("005-46b", _XS, "注", "鄭玄", "純猶全也，耦陰陽")),
    _rule("qu", "一純以取，實于左手",
          "(right side) the rods are taken up from the ground one 純 at a time into the left hand",
          _c("005-46b", _XS, "經", "", "一純以取，實于左手")),
    _rule("wei", "十純則縮而委之",
          "each ten 純 (20 rods) are laid down lengthwise: east–west, for one who counts facing "
          "east",
          _c("005-46b", _XS, "經", "", "十純則縮而委之"),
          _c("005-46b", _XS, "注", "鄭玄", "縮，從也。於數者東西為從"),
          _c("005-46b", _XS, "疏", "賈公彥",
             "今釋算者東面而言從橫，則據數算東為正，是以東西者為從，南北者為橫")),
    _rule("yi_wei", "每委異之", "each heap of ten 純 is laid apart from the others",
          _c("005-46b", _XS, "經", "", "每委異之"),
          _c("005-46b", _XS, "注", "鄭玄", "易校數")),
    _rule("yu_chun", "有餘純則橫於下",
          "the 純 left over (fewer than ten) lie crosswise, north–south, on the near (west) side",
          _c("005-46b", _XS, "經", "", "有餘純則橫於下"),
          _c("005-46b", _XS, "注", "鄭玄", "又異之也。自近為下"),
          _c("005-47a", _XS, "疏", "賈公彥", "此則以南北為橫也")),
    _rule("ji", "一算為奇，奇則又縮諸純下",
          "a single rod left is the 奇; it lies lengthwise again, nearer than the 純",
          _c("005-47a", _XS, "經", "", "一算為奇，奇則又縮諸純下"),
          _c("005-47a", _XS, "注", "鄭玄", "奇猶虧也。又從之")),
    _rule("shi_zuo", "興，自前適左，東面",
          "then the counter rises and goes to the left rods, a little north, still facing east",
          _c("005-47a", _XS, "經", "", "興，自前適左，東面"),
          _c("005-47a", _XS, "注", "鄭玄", "起由中西就左獲，少北於故，東面鄉之",
             note="校: 楊復《儀禮圖》卷五（葉29a）引作「起由中東」；中西與經「東面于中西」合")),
    _rule("zuo", "坐，兼斂算，實于左手，一純以委，十則異之",
          "(left side) all the rods are gathered into the left hand at once and laid down one 純 "
          "at a time, every ten set apart: the reverse of the right (變於右)",
          _c("005-47a", _XS, "經", "", "坐，兼斂算，實于左手，一純以委，十則異之"),
          _c("005-47a", _XS, "注", "鄭玄", "變於右"),
          _c("005-47a", _XS, "疏", "賈公彥",
             "右則一一取之於地，實於左手；此則總斂於左手，一一取之於左手，委於地，是變也",
             note="校: 楊復《儀禮圖》卷五（葉29a）引作「右則一純取之於地」，與經「一純以取」合")),
    _rule("ru_you", "其餘如右獲",
          "otherwise as the right: the same heaps lengthwise, leftover 純 crosswise, 奇 "
          "lengthwise",
          _c("005-47a", _XS, "經", "", "其餘如右獲"),
          _c("005-47a", _XS, "注", "鄭玄", "謂所縮所橫")),
    _rule("xian_huo", "取賢獲",
          "the counter takes up the winners' surplus, the rods by which they exceed the losers, "
          "and carries it to report",
          _c("005-47a", _XS, "經", "", "釋獲者遂進取賢獲，執以升自西階，盡階，不升堂，告于賓"),
          _c("005-47a", _XS, "注", "鄭玄", "賢獲，勝黨之算也。齊之而取其餘")),
    _rule("gao", "以純數告，若有奇者亦曰奇",
          "the surplus is announced in 純, and a 奇 if there is one",
          _c("005-47b", _XS, "經", "",
             "若右勝，則曰右賢於左；若左勝，則曰左賢於右。以純數告，若有奇者，亦曰奇"),
          _c("005-47b", _XS, "注", "鄭玄", "假如右勝，告曰右賢於左若干純若干奇"),
          _c("005-47b", _XS, "疏", "賈公彥",
             "若干者，數不定之辭。凡數法自二已上得稱若干，奇則一也，一外無若干。鄭亦言若干者，"
             "因純有若干，奇亦言若干。奇言若干者，衍字也"),
          _c("007-56a", "大射儀", "注", "鄭玄", "告曰某賢於某若干純若干奇", juan="卷七")),
    _rule("jun", "若左右鈞，則左右皆執一算以告，曰左右鈞",
          "when the sides are level the counter holds one rod of each side and says 左右鈞",
          _c("005-47b", _XS, "經", "", "若左右鈞，則左右皆執一算以告，曰左右鈞")),
)

#: The rules of the count, by key: the rods (記), then the count in the order of the 經.
RULES: Mapping[str, CountRule] = MappingProxyType({r.key: r for r in _RULES})


@dataclass(frozen=True)
class Step:
    """One act of the count: which side (``"right"``, ``"left"`` or ``""`` for both), what is
    done in the text's words with the numbers of this count, and the key of its rule."""

    side: str
    text: str
    rule: str

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The passages the step rests on."""
        return RULES[self.rule].citations


@dataclass(frozen=True)
class Side:
    """How one side's rods lie once counted.

    ``rods`` the hits (算) of the side; ``wei`` one entry per heap laid lengthwise (縮, east–west),
    each the number of 純 in it (always 10); ``yu_chun`` the 純 left over, laid crosswise (橫,
    north–south) on the near side; ``ji`` 1 if a single rod (奇) is left, laid lengthwise nearer
    still, else 0. All counts are whole numbers.
    """

    key: str
    rods: int
    wei: tuple[int, ...]
    yu_chun: int
    ji: int

    @property
    def name(self) -> str:
        """右 or 左."""
        return SIDES[self.key][0]

    @property
    def shooters(self) -> str:
        """Who shoots for the side: 上射·賓黨 or 下射·主黨."""
        return SIDES[self.key][1]

    @property
    def chun(self) -> int:
        """Whole 純 of the side (二算為純)."""
        return sum(self.wei) + self.yu_chun

    @property
    def rods_laid(self) -> int:
        """Rods on the ground once counted: every heap, the leftover 純 and the 奇."""
        return RODS_PER_CHUN * self.chun + self.ji


@dataclass(frozen=True)
class Count:
    """The 釋獲 count of one round: both sides' heaps, the winner and what is announced.

    Made by :func:`count`. ``winner`` is ``"right"``, ``"left"`` or None (左右鈞); ``chun`` and
    ``ji`` divide the difference of the hits, ``2·chun + ji = |right − left|``; ``carried`` the
    rods the counter takes up to report (the 賢獲, or one rod of each side when they are level).
    """

    right: Side
    left: Side

    @property
    def winner(self) -> Winner | None:
        """The side with more rods (``"right"`` or ``"left"``), None when level."""
        r, l_ = self.right.rods, self.left.rods
        return None if r == l_ else "right" if r > l_ else "left"

    @property
    def chun(self) -> int:
        """Whole 純 of the winners' surplus (以純數告)."""
        return self.difference // RODS_PER_CHUN

    @property
    def ji(self) -> int:
        """1 if the surplus ends in a single rod (若有奇者亦曰奇), else 0."""
        return self.difference % RODS_PER_CHUN

    @property
    def sides(self) -> tuple[Side, Side]:
        """The two sides in the order they are counted: right, then left."""
        return self.right, self.left

    @property
    def difference(self) -> int:
        """The winners' surplus in rods, ``|right − left|``."""
        return abs(self.right.rods - self.left.rods)

    @property
    def carried(self) -> dict[str, int]:
        """Rods the counter carries up, by side: the 賢獲 (齊之而取其餘), or one of each side
        when they are level (左右皆執一算); none when neither side hit."""
        if self.winner is None:
            return {"right": 1, "left": 1} if self.counted else {}
        return {self.winner: self.difference}

    @property
    def counted(self) -> bool:
        """Whether any rod was counted (a hit on either side): with none, the level count 左右鈞
        has no rod of either side for the counter to hold."""
        return bool(self.right.rods or self.left.rods)

    @property
    def announcement(self) -> str:
        """The words of the announcement as the 經 gives them (以純數告，若有奇者亦曰奇) and 賈
        reads 鄭: the 奇 is one rod, said without a number (奇言若干者，衍字也)."""
        if self.winner is None:
            return "左右鈞"
        return self._head() + (f"{format_number(self.chun)}{CHUN}" if self.chun else "") + (
            JI if self.ji else "")

    @property
    def zheng_form(self) -> str:
        """鄭玄's pattern 「右賢於左若干純若干奇」 filled in as he writes it, each 若干 a number
        (a part that is nought is not said); 賈 calls the second 若干 a 衍字 (see
        :attr:`announcement`)."""
        if self.winner is None:
            return "左右鈞"
        chun = f"{format_number(self.chun)}{CHUN}" if self.chun else ""
        return self._head() + chun + (f"一{JI}" if self.ji else "")

    def _head(self) -> str:
        return "右賢於左" if self.winner == "right" else "左賢於右"

    @property
    def steps(self) -> tuple[Step, ...]:
        """The acts of the count in the order of the text, with this count's numbers."""
        out: list[Step] = []
        for side in self.sides:
            k, rods, chun = side.key, format_number(side.rods), format_number(side.chun)
            odd = "，餘一算" if side.ji else ""
            if k == "right":
                out.append(Step(k, f"先數右獲：{rods}算", "xian_shu_you"))
            else:
                out.append(Step(k, f"興，自前適左：{rods}算", "shi_zuo"))
            if not side.rods:
                out.append(Step(k, f"{side.name}無獲，無所數", "shi_huo"))
                continue
            if k == "right":
                out.append(Step(k, f"二算為純：{chun}{CHUN}{odd}", "chun"))
                out.append(Step(k, "一純以取，實于左手", "qu"))
            else:
                out.append(Step(k, f"兼斂算，實于左手，一純以委：{chun}{CHUN}{odd}", "zuo"))
            same = k == "left"  # 其餘如右獲
            if side.wei:
                apart = "，每委異之" if len(side.wei) > 1 else ""
                out.append(Step(k, f"十純則縮而委之：{format_number(len(side.wei))}{WEI}{apart}",
                                "ru_you" if same else "wei"))
            if side.yu_chun:
                out.append(Step(k, f"有餘純則橫於下：{format_number(side.yu_chun)}{CHUN}",
                                "ru_you" if same else "yu_chun"))
            if side.ji:
                out.append(Step(k, "一算為奇，縮諸純下", "ru_you" if same else "ji"))
        if self.winner is None and not self.counted:
            out.append(Step("", "左右皆無獲，無算可執；告曰" + self.announcement, "jun"))
        elif self.winner is None:
            out.append(Step("", "左右皆執一算以告，曰" + self.announcement, "jun"))
        else:
            w = self.right if self.winner == "right" else self.left
            out.append(Step(self.winner, f"取賢獲：{w.name}之{format_number(self.difference)}算",
                            "xian_huo"))
            out.append(Step(self.winner, "告曰" + self.announcement, "gao"))
        return tuple(out)

    @property
    def assumptions(self) -> tuple[str, ...]:
        """What houzhi supplies where the text is silent, for this count."""
        out: list[str] = []
        if any(len(s.wei) > 1 for s in self.sides):
            out.append(Phrase(N_("the heaps of one side lie side by side, north to south, in the order they "
                       "are laid: the text says only that each stands apart (每委異之)")))
        if not self.right.rods and not self.left.rods:
            out.append(Phrase(N_("neither side hit: the text does not provide for it (若左右鈞，則左右皆執一算"
                       "以告 presumes a rod of each side); houzhi takes nought and nought as level, "
                       "左右鈞, announced with no rod in hand — the spare rods, put back at the "
                       "中's west (若有餘算則反委之), are no side's 獲")))
        if self.winner is not None and not self.chun:
            out.append(Phrase(N_("a surplus of a single rod is announced as 奇 alone: the text gives the "
                       "純 and adds the 奇 (以純數告，若有奇者亦曰奇), and says nothing of no 純")))
        if max(self.right.rods, self.left.rods) > RODS // 2:
            out.append(Phrase(N_("more than 40 hits on one side means more than the 記's ten pairs (鄭: "
                       "略以十耦為正); 賈 lets the pairs follow the guests, and unused rods go "
                       "back to the pile (委餘算), so only the total is bounded by the 80 rods")))
        return tuple(out)

    @property
    def citations(self) -> tuple[Citation, ...]:
        """Every passage the count rests on, once each, in the order of :data:`RULES`."""
        keys = {s.rule for s in self.steps} | {"rods", "shi_huo", "chun"}
        if any(s.wei for s in self.sides):
            keys.add("yi_wei")
        return tuple(c for r in _RULES if r.key in keys for c in r.citations)


def _hits(value: object, name: str) -> int:
    """``value`` as a count of rods: any integer (not a bool), not negative."""
    try:
        n = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        n = None
    if n is None or isinstance(value, bool):
        raise BadValueError(f"{name} hits must be a whole number of rods, not {value!r}")
    if n < 0:
        raise BadValueError(f"{name} hits cannot be negative: {n}")
    return n


def lay(key: str, rods: int) -> Side:
    """How ``rods`` rods of one side (``"right"`` or ``"left"``) lie once counted: heaps of ten
    純 lengthwise, the leftover 純 crosswise, the 奇 lengthwise (rules wei, yu_chun, ji)."""
    if key not in SIDES:
        raise BadValueError(f"no side {key!r}; the sides are right and left")
    chun, ji = divmod(_hits(rods, key), RODS_PER_CHUN)
    heaps, yu_chun = divmod(chun, CHUN_PER_WEI)
    return Side(key, chun * RODS_PER_CHUN + ji, (CHUN_PER_WEI,) * heaps, yu_chun, ji)


def count(right: int, left: int) -> Count:
    """The count of one round with ``right`` hits (rods, 算) for the 上射's side and ``left`` for
    the 下射's. Both whole and not negative, together at most :data:`RODS` (箭籌八十); anything
    else raises :class:`~houzhi.errors.BadValueError`.

    >>> c = count(23, 18)
    >>> c.announcement, c.winner, c.chun, c.ji
    ('右賢於左二純奇', 'right', 2, 1)
    >>> c.right.wei, c.right.yu_chun, c.right.ji     # one heap of ten 純, one 純 over, a 奇
    ((10,), 1, 1)
    >>> count(12, 12).announcement
    '左右鈞'
    """
    r, l_ = _hits(right, "right"), _hits(left, "left")
    if r + l_ > RODS:
        raise BadValueError(f"{r} + {l_} = {r + l_} hits, but there are only {RODS} rods "
                            "(箭籌八十)")
    return Count(lay("right", r), lay("left", l_))
