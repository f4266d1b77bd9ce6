"""``houzhi check``: every figure a text states (:mod:`houzhi.canon.statements`) set beside
houzhi's own value for it, from the model — agreeing, a finding about the text, explained by
the texts themselves, or not given by the reading's words (never borrowed from another).

Lengths exact, in 尺; counts as numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..canon.readings import (
    READINGS,
    Reading,
    get_reading,
)
from ..canon.statements import Statement, all_statements
from ..errors import BadValueError, require

if TYPE_CHECKING:
    from ..canon.figures import Basis, Figure
    from .dashe import Stack
    from .target import Target


__all__ = ["SUBJECTS", "Comparison", "compare", "compare_one", "compare_stated"]


# -- houzhi's value for a statement -------------------------------------------------------------

@lru_cache(maxsize=64)
def _target(range_gong: int, reading: str | None, rite: str | None = None) -> Target:
    """The target houzhi computes (immutable, so shared between statements)."""
    from .target import Target

    return Target.of(range_gong, reading=reading, rite=rite)


@lru_cache(maxsize=16)
def _stack(reading: str | None) -> Stack:
    from .dashe import stack

    return stack(reading=reading)


def _target_value(st: Statement, reading: str | None) -> Figure:
    """A figure of :meth:`houzhi.model.target.Target.figure` (:data:`houzhi.canon.figures.FIGURES`), with
    its basis."""
    assert st.range_gong is not None
    return _target(st.range_gong, st.reading or reading, st.rite).figure(st.key)


_DASHE_ATTRS: dict[str, Callable[[Any], Fraction]] = {
    "bottom": lambda t: t.bottom_chi,
    "top": lambda t: t.top_chi,
    "height": lambda t: t.target.height_chi,
    "hu_side": lambda t: t.target.hu_side_chi,
    "hu_bottom": lambda t: t.hu_bottom_chi,
    "hu_bottom_in": lambda t: t.target.hu_bottom_chi,
    "fa_north": lambda t: t.fa[0],
    "fa_west": lambda t: t.fa[1],
    "range_gong": lambda t: t.target.range_gong,
}


def _over_nearer(s: Stack, name: str) -> Fraction:
    """How far the upper rope of the 大射's ``name`` stands above the nearer 侯's (尺)."""
    names = [t.name for t in s.targets]
    i = names.index(name)
    if i == 0:
        raise BadValueError(f"the {name} is the nearest 侯: no 侯 stands before it")
    return s.targets[i].top_chi - s.targets[i - 1].top_chi


def _dashe_value(st: Statement, reading: str | None) -> Fraction:
    """``"參.bottom"``: a figure of one target of the stack; ``"參.sight"``: the height at 參 of
    the sight line from 劉敞's eye (7尺, on the ground) past the nearer target's top;
    ``sight_short`` how far that line passes above the 鵠's top, ``sight_full`` above its foot."""
    name, attr = st.key.split(".")
    s = _stack(st.reading or reading)
    target = next(t for t in s.targets if t.name == name)
    if attr == "over_nearer":
        return _over_nearer(s, name)
    if attr == "behind_nearer":
        return _behind_nearer(s, name)
    if attr.startswith("sight"):
        line = next(x for x in s.sight() if x.name == name).line_chi
        assert line is not None
        return {"sight": line, "sight_short": line - target.hu_top_chi,
                "sight_full": line - target.hu_bottom_chi}[attr]
    return _DASHE_ATTRS[attr](target)


def _gear_value(st: Statement, reading: str | None) -> Fraction:
    """``"chou.length"``: a dimension of a gear item, in 尺; ``"wu_mark.clear between"``: the
    space left clear between the two 物, from one 橫畫's end to the other's (the 從畫 apart
    less one 橫畫, as houzhi draws them)."""
    from ..canon.gear import get_gear

    key, dimension = st.key.split(".")
    g = get_gear(key)
    if key == "wu_mark" and dimension == "clear between":
        return g.dimension("between marks") - g.dimension("cross stroke")
    return g.dimension(dimension)


def _unit_value(st: Statement, reading: str | None) -> Fraction:
    """One of houzhi's units (``bu``, ``gong``, ``wu``, ``xun``, ``fu``) in 尺."""
    from ..measure.units import Q_

    return Fraction(Q_(Fraction(1), st.key).to("chi").magnitude)


def _rule_value(st: Statement, reading: str | None) -> Fraction:
    """``"yun.yun"``: a parameter of one of the rules (:data:`houzhi.canon.rules.ALL_RULES`), in 尺."""
    from ..canon.rules import ALL_RULES

    key, param = st.key.split(".")
    return next(r for r in ALL_RULES if r.key == key).param_values()[param]


def _behind_nearer(s: Stack, name: str) -> Fraction:
    """How far the 大射's ``name`` stands behind the nearer 侯 (尺)."""
    names = [t.name for t in s.targets]
    i = names.index(name)
    if i == 0:
        raise BadValueError(f"the {name} is the nearest 侯: no 侯 stands before it")
    return s.targets[i].target.range_chi - s.targets[i - 1].target.range_chi


def _unmodelled_value(st: Statement, reading: str | None) -> Fraction:
    """A figure the text states of something houzhi does not model (鄭眾's 二尺曰正): never a
    value, the statement's ``note`` saying why (shown as "not given")."""
    raise BadValueError(st.note or "houzhi does not model it")


def _rite_value(st: Statement, reading: str | None) -> Fraction:
    """``"dashe.天子.虎侯"``: the range (弓) at which the rite gives that rank that 侯
    (:data:`houzhi.canon.rites.RITES`); ``"binshe.諸侯.fa"``: how many 乏 (容) it sets that rank,
    one for each 侯."""
    from ..canon.rites import RITES

    rite, rank, what = st.key.split(".")
    by_range = RITES[rite].targets[rank]
    if what == "fa":
        return Fraction(len(by_range))
    return next(d for d, h in by_range.items() if h.name == what)


#: How each subject gives houzhi's value for a statement (statement, default reading) -> value
#: (a target's figure comes with its basis).
SUBJECTS: dict[str, Callable[[Statement, str | None], Fraction | Figure]] = {
    "target": _target_value, "dashe": _dashe_value, "gear": _gear_value,
    "unit": _unit_value, "rule": _rule_value, "unmodelled": _unmodelled_value,
    "rite": _rite_value,
}


@dataclass(frozen=True)
class Comparison:
    """One stated figure beside houzhi's. ``agrees`` is True or False, or None for a finding
    (the author's figure does not follow from his own rule; ``statement.finding`` says why) or
    where the reading's own words give no such figure (``computed`` None, ``not_given`` why:
    houzhi does not borrow another author's figure to compare). ``basis`` is the basis of
    houzhi's figure where it is a target's (:class:`houzhi.canon.figures.Basis`), else None."""

    statement: Statement
    computed: Fraction | None
    not_given: str = ""
    basis: Basis | None = None

    @property
    def agrees(self) -> bool | None:
        st = self.statement
        if st.finding or self.computed is None:
            return None
        if st.relation == "<":
            return self.computed < st.expected
        return self.computed == st.expected

    @property
    def ok(self) -> bool:
        """Agrees, or is explained (a finding, or a difference the texts account for)."""
        return self.agrees is not False or bool(self.statement.explained)


def compare(reading: str | None = None) -> Iterator[Comparison]:
    """Compare every stated figure with houzhi's value for it.

    ``reading`` is the reading for statements that do not name their own (default 鄭玄's, the
    one whose figures the commentary states). Where that reading's words give no such figure
    (郝敬 names no 躬), the comparison says "not given" (``computed`` None, ``agrees`` None).
    """
    if reading is not None:
        from ..canon.readings import get_reading

        get_reading(reading)  # an unknown reading is named before any comparison
    for st in all_statements():
        yield compare_one(st, reading)


def compare_one(st: Statement, reading: str | None = None) -> Comparison:
    """One stated figure beside houzhi's value for it (``reading`` as in :func:`compare`)."""
    require(st, Statement, "compare_one(): st")
    from ..canon.figures import Figure

    try:
        got = SUBJECTS[st.subject](st, reading)
    except BadValueError as e:  # the reading's words give no such figure
        return Comparison(st, None, str(e))
    if isinstance(got, Figure):  # a target's figure, with the basis the model gives it
        return Comparison(st, got.value, basis=got.basis)
    return Comparison(st, Fraction(got))


def compare_stated(reading: str | Reading | None = None) -> Iterator[tuple[Reading, Comparison]]:
    """Each figure a reading's author states beside houzhi's, for ``reading`` (default: every
    reading): (the reading, the :class:`Comparison`) — the statements that name a reading."""
    chosen = READINGS.values() if reading is None else (get_reading(reading),)
    keys = {r.key: r for r in chosen}
    for c in compare():
        if c.statement.reading in keys:
            yield keys[c.statement.reading], c
