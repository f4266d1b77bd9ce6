"""What a reading is: the parts of a target it composes (:class:`Part`, :class:`Composition`)
and the reading itself (:class:`Reading`), its rules by role and its recipe.

The readings themselves — the built-in ones and those declared in TOML files
(:mod:`houzhi.canon.reading_file`) — are registered in :mod:`houzhi.canon.readings`. All lengths are exact
Fractions of the 尺 (or sympy expressions, in :mod:`houzhi.canon.symbolic`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..measure._exact import sum_of_products
from ..measure._frozen import quick_init
from ..sources.citations import Citation, Rule
from .reasons import Reason

if TYPE_CHECKING:
    from .statement import Statement

__all__ = ["DEFAULT_READING", "ROLES", "Composition", "Part", "Reading", "Recipe"]

#: The reading houzhi follows where none is named: 鄭玄's.
DEFAULT_READING = "zheng_xuan"

#: The registry's lookup by key, put here by :mod:`houzhi.canon.readings` (for unpickling).
_LOOKUP: list[Callable[[str], Any]] = []

ROLES = ("range", "zhong", "zhong_square", "zhong_strips", "band", "gong", "shang_ge", "xia_ge",
         "hanging", "fa", "hu")


@quick_init
@dataclass(frozen=True)
class Part:
    """One kind of horizontal part of a target: ``count`` equal strips, each ``length`` long and
    ``height`` high (尺; Fractions, or sympy expressions in :mod:`houzhi.canon.symbolic`).

    ``rule`` is the rule that gives the part's length (the one its source cites: for 鄭玄's 中
    the 記's 弓二寸以為侯中, not the breadths it is sewn from, which :data:`rules.ZHONG_STRIPS`
    counts); ``she`` how far the part reaches beyond the 躬 (or 身) on each side, 尺; ``strips`` marks
    the part sewn from whole breadths of cloth, whose count need not be whole (鄭玄's 中: c/w).
    """

    key: str
    name: str
    length: Any
    height: Any
    count: Any
    rule: Rule
    she: Any = 0
    strips: bool = False


@quick_init
@dataclass(frozen=True)
class Composition:
    """A target as a reading composes it: parts from top to bottom, and the figures around them.

    ``zhong_side`` the side of the 中 (尺); ``zhong_height`` its height; ``hu_side`` the 鵠's
    side; ``hu_centre`` the height of the 鵠's centre above the target's lower edge; ``bottom``
    the lower edge's height above the ground, by ``hanging``; ``not_given`` maps a figure key to
    why the reading's words cannot give it (a :class:`~houzhi.canon.reasons.Reason`; the figure
    is then not shown as the author's).
    """

    parts: tuple[Part, ...]
    zhong_side: Any
    zhong_height: Any
    hu_side: Any
    hu_centre: Any
    bottom: Any
    hanging: Rule
    hu_rule: Rule
    not_given: Mapping[str, Reason] = field(default_factory=dict)
    refused: str = ""
    gong: Any = None

    @property
    def height(self) -> Any:
        """Height of the sewn target, 尺: the sum of its parts."""
        exact = sum_of_products((p.height, p.count) for p in self.parts)
        if exact is not None:  # Fractions: summed on their numerators and denominators
            return exact
        total: Any = None  # the first part's own, not added to a 0: one sum less to reckon
        for p in self.parts:  # a part of one strip adds its height: no product to reckon
            h = p.height if p.count == 1 else p.height * p.count
            total = h if total is None else total + h
        return 0 if total is None else total

    @property
    def area(self) -> Any:
        """Finished area of the cloth, square 尺."""
        exact = sum_of_products((p.length, p.height, p.count) for p in self.parts)
        if exact is not None:
            return exact
        total: Any = None
        for p in self.parts:
            strip = p.length * p.height
            a = strip if p.count == 1 else strip * p.count
            total = a if total is None else total + a
        return 0 if total is None else total


Recipe = Callable[[Any, Any], Composition]


@dataclass(frozen=True)
class Reading:
    """A named reading: its label, whose it is, its recipe, its rules by role, its assumptions.

    ``compose(D, w)`` builds the target for a range ``D`` (弓) and a finished breadth ``w`` (尺);
    ``rules`` lists the rules the recipe uses, by role, for tables and citations; ``fa`` a rule
    replacing the 鄉射's 乏 (敖繼公's 侯黨), or None; ``stated`` the author's own figures;
    ``cannot`` what the reading cannot give at all, in words. ``dashe_hanging`` the reading's own
    rule for the lower rope of the 大射's farther 侯 (the 參 and the 大侯), where its author
    denies 鄭玄's 見鵠 heights (郝敬); None: they hang by 見鵠 (:data:`houzhi.canon.rules.DASHE_HEIGHT`).
    ``reckoned`` maps a figure key (of :data:`houzhi.canon.figures.FIGURES`) the author's words do
    not give, but houzhi reckons from the reading's assumptions, to why (a
    :class:`~houzhi.canon.reasons.Reason`, its words in :mod:`houzhi.locale.reasons`); ``Composition.not_given``
    withholds a figure houzhi cannot reckon. ``scale`` the figure key whose statement by the
    author at a range sizes his 侯 there (鄭眾's 設身廣一丈, 林希逸's 侯廣九尺), so that the
    ``scaled`` figures, houzhi's elsewhere for want of a rule of range, are his own at that
    range. These are the reading's data; the basis of each figure (stated, derived, reckoned —
    by houzhi, or by a commentator who states it, 盛世佐's 以郝說推之 — or assumed) is decided from
    them once, by the model (:mod:`houzhi.model.provenance`), and every output reads it.
    """

    key: str
    label: str
    commentator: str
    summary: str
    rules: Mapping[str, Rule]
    recipe: Recipe = field(repr=False, compare=False)
    assumptions: tuple[str, ...] = ()
    citations: tuple[Citation, ...] = field(default=())
    dashe_staggered: bool = False
    fa: Rule | None = None
    cannot: tuple[str, ...] = ()
    dashe_hanging: Rule | None = None
    reckoned: Mapping[str, Reason] = field(default_factory=lambda: MappingProxyType({}))
    scale: str = ""
    scaled: frozenset[str] = frozenset()

    def own_statements(self) -> tuple[Statement, ...]:
        """The stated figures the reading carries itself, not in
        :data:`houzhi.canon.statements.STATEMENTS` (a reading file's: :mod:`houzhi.canon.reading_file`)."""
        return ()

    def compose(self, D: Any, w: Any) -> Composition:
        """The target for a range ``D`` (弓) and a finished breadth ``w`` (尺)."""
        return self.recipe(D, w)

    def rule(self, role: str) -> Rule:
        """The rule that fills ``role``."""
        return self.rules[role]

    def roles(self) -> tuple[str, ...]:
        """The roles, in the model's order, then any the reading adds."""
        return (*(r for r in ROLES if r in self.rules),
                *(r for r in self.rules if r not in ROLES))

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reading) and other.key == self.key

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled by key, unpickled by the registry's lookup (houzhi.canon.readings.get_reading,
        # which puts itself here): every reading, built-in or from a file, is found by its key
        return (_LOOKUP[0], (self.key,))
