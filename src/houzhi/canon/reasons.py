"""Reasons as values: why a reading cannot give a figure (:attr:`houzhi.canon.reading_base.Composition.not_given`)
or why houzhi reckons one its author does not give (:attr:`houzhi.canon.reading_base.Reading.reckoned`).

A :class:`Reason` is the kind of reason (:class:`Why`) and its parameters — the author, the
words of his quoted, the figure it stands on — and holds no sentence: its words are written
once, in :mod:`houzhi.locale.reasons`, and said in the reader's language wherever the reason is
shown (``str(reason)``). A reason is frozen, hashable and picklable.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..errors import UnknownNameError, require
from ..locale import Phrase
from ..locale.reasons import reason_words

# Why is public too, and documented here; it stays out of __all__ only because an Enum called with
# a wrong value fails in the standard library's own message (a pint area's repr), before houzhi
# can refuse it in one line: Why(x) with a wrong x is refused by _missing_ for every other value.
__all__ = ["Reason"]


class Why(Enum):
    """The kinds of reason; each value is its key (in the JSON and :mod:`houzhi.locale.reasons`)."""

    #: a reason in a reading file's own words (``text``)
    WORDS = "words"
    #: a reading file's assumption that makes a figure houzhi's (``why``, ``what``)
    FILE_ASSUMPTION = "file_assumption"
    #: the author gives no rule of range; houzhi scales his 侯 from the 記's 弓二寸 (``author``,
    #: ``said`` his words, ``centre`` the part so sized)
    NO_RULE_OF_RANGE = "no_rule_of_range"
    #: the author gives proportions and no size (``author``, ``said``, ``centre``)
    NO_SIZE = "no_size"
    #: the author gives no height of his 个 (``author``, ``said`` 賈's words)
    NO_HEIGHT_OF_GE = "no_height_of_ge"
    #: the author's absolute 鵠 was said of one 侯 (``author``, ``hu`` his words, ``said`` 賈's)
    HU_SAID_OF_ONE_HOU = "hu_said_of_one_hou"
    #: the author's absolute 鵠 is larger than his 身 at this range (``author``, ``shen`` 尺)
    HU_LARGER_THAN_SHEN = "hu_larger_than_shen"
    #: the author gives no cloth (用布); houzhi reckons it from his ``what``
    NO_CLOTH = "no_cloth"
    #: the author never gives the cloth; houzhi reckons it from his breadths and the 記's lengths
    NO_CLOTH_FROM_BREADTHS = "no_cloth_from_breadths"
    #: the author is silent on how high the 侯 hangs (``author``)
    SILENT_ON_HANGING = "silent_on_hanging"
    #: the author counts breadths, not lengths (``author``, ``said``)
    BREADTHS_NOT_LENGTHS = "breadths_not_lengths"
    #: the author gives no size of the 鵠 (``author``, ``said``)
    NO_HU_SIZE = "no_hu_size"
    #: the author gives a height for the 干's 鵠 only (``author``, ``said``)
    HANGING_OF_GAN_ONLY = "hanging_of_gan_only"
    #: the author gives the lower rope of one 侯 only (``author``, ``hou``, ``said``, ``others``)
    HANGING_OF_ONE_HOU = "hanging_of_one_hou"
    #: the author sizes his 侯 by rule at one range only; 盛世佐 reckons him by it (``author``,
    #: ``rule`` his words, ``own`` and ``other`` his own figures elsewhere)
    SIZED_AT_ONE_RANGE = "sized_at_one_range"
    #: his 鵠 hung one 武 above the ground puts the 侯's lower edge below it (``author``)
    BELOW_GROUND = "below_ground"
    #: the author counts no breadths of cloth (``author``)
    COUNTS_NO_BREADTHS = "counts_no_breadths"
    #: the author names no 个: his 侯 is square (``author``)
    NAMES_NO_GE = "names_no_ge"
    #: the author names no 中 and no breadths (``author``)
    NAMES_NO_ZHONG = "names_no_zhong"
    #: the author names no 躬 (``author``)
    NAMES_NO_GONG = "names_no_gong"
    #: the author names the 舌 and gives them no size, his 侯 square (``author``, ``said`` his
    #: words on the 舌, ``square`` on the 侯)
    SHE_WITHOUT_SIZE = "she_without_size"
    #: a figure derived from the author's own figure that sets his scale (``author``,
    #: ``figure`` its name)
    FROM_OWN_SCALE = "from_own_scale"
    #: a later commentator reckons what the author does not give (``author``, ``who`` the
    #: commentator, ``quote`` his words)
    RECKONED_BY_LATER = "reckoned_by_later"
    #: as RECKONED_BY_LATER, where the stated figure's note says what it finds (``finding``,
    #: ``who``, ``quote``)
    RECKONED_BY_LATER_FINDING = "reckoned_by_later_finding"
    #: no author of the reading gives the figure: houzhi reckons it by a rule (``author``,
    #: ``rule`` its name, ``quote`` its words)
    HOUZHI_BY_RULE = "houzhi_by_rule"
    #: no author of the reading gives the figure: houzhi reckons it by arithmetic (``author``,
    #: ``figures`` the names of the figures it is reckoned from, joined by ", ")
    HOUZHI_BY_ARITHMETIC = "houzhi_by_arithmetic"
    #: the cloth is the maker's, not the Han official cloth of 鄭玄's 注
    CLOTH_AS_GIVEN = "cloth_as_given"

    @classmethod
    def _missing_(cls, value: object) -> Why:
        """An unknown kind refused in one line naming the known (houzhi's UnknownNameError)."""
        name = value if isinstance(value, str) else f"a {type(value).__name__}"
        raise UnknownNameError("kind of reason", name, [w.value for w in cls])


@dataclass(frozen=True)
class Reason:
    """A reason: its ``kind`` and its ``params`` (name, value) in order; ``str()`` gives its
    words in the reader's language (:func:`houzhi.locale.reasons.reason_words`)."""

    kind: Why
    params: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, kind: Why, **params: Any) -> Reason:
        """A reason of ``kind`` with ``params`` (each kept as its text; a
        :class:`~houzhi.locale.Phrase` kept whole, to be said in the reader's language)."""
        require(kind, Why, "Reason.of(): kind")
        return cls(kind, tuple((k, v if isinstance(v, Phrase) else str(v))
                               for k, v in params.items()))

    @classmethod
    def words(cls, text: str) -> Reason:
        """A reason in a reading file's own words."""
        require(text, str, "Reason.words(): text")
        return cls.of(Why.WORDS, text=text)

    def __str__(self) -> str:
        return reason_words(self.kind.value, dict(self.params))
