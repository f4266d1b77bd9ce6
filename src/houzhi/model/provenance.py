"""Every figure of a target with its basis, made once, where its value is computed.

:func:`figures_of` is what :meth:`houzhi.model.target.Target.figures` returns: for each key of
:data:`houzhi.canon.figures.FIGURES` the reading can give, a :class:`~houzhi.canon.figures.Figure`. The
value comes from the target's own properties (each from its rule); the basis is decided here,
the one place, in this order:

1. *stated*: the reading's author states it at this range (his words in
   :data:`houzhi.canon.statements.STATEMENTS`, read from the quote, equal to the value); for 鄭玄's
   reading the 記, 鄭玄's 注 and 賈公彥's 疏, and in the 大射 their figures of its three 侯;
2. *derived* by the author from his figure that sizes his 侯 where he states it at this range
   (:attr:`houzhi.canon.readings.Reading.scale`: 鄭眾's 設身廣一丈);
3. *reckoned* where the author gives no such figure (:attr:`houzhi.canon.readings.Reading.reckoned`):
   by a later commentator who states it for this reading at this range (盛世佐's 以郝說推之),
   else by houzhi, resting on the reading's assumptions;
4. *reckoned* by houzhi by a rule outside the reading (the ropes 綱 and posts 植 of 梓人, the
   cloth cut from the bolt) where no author of the reading states it; an author's statement of
   it at this range makes it *stated* (under 鄭玄's reading: the 義疏's 上綱 at 90弓 is reckoned
   by the 三禮館臣);
5. else *derived* by the reading's rule from the figures that rule takes.

A figure the reading cannot give (:attr:`houzhi.model.target.Target.not_given`, or a part it does
not have) is absent, with its reason. A figure computed from one that rests on an assumption
rests on it too.

At a range where the reading states nothing, these bases follow from the reading, the cloth,
the figures not given and each figure's rule and inputs alone: they are decided for the first
such target and shared by every other with the same (its own values, the same bases), and each
:class:`~houzhi.canon.figures.Figure` is made when it is first read (:class:`Figures`).
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterator, Mapping, ValuesView
from fractions import Fraction
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

from ..canon import rules
from ..canon.figures import FIGURES, HOUZHI, Basis, Figure, NotGivenError, figures_like, make_figure
from ..canon.reasons import Reason, Why
from ..canon.statement import Subject
from ..canon.statements import statements_of
from ..errors import WrongKindError, require, shown
from ..sources.citations import Citation, Rule

if TYPE_CHECKING:
    from ..canon.readings import Reading
    from ..canon.statements import Statement

__all__ = ["INPUT_FIGURES", "Figures", "figures_of", "reasons_of"]


class _Target(Protocol):
    """The model's target (:class:`houzhi.model.target.Target`, which imports this module, so
    is not imported here) as far as the bases are decided from it: a structural type."""

    @property
    def band_height_chi(self) -> Any: ...
    @property
    def bottom_chi(self) -> Any: ...
    @property
    def breadth_chi(self) -> Any: ...
    @property
    def cloth(self) -> Any: ...
    @property
    def cloth_cut_chi(self) -> Any: ...
    @property
    def cloth_total_chi(self) -> Any: ...
    @property
    def composition(self) -> Any: ...
    @property
    def fa(self) -> Any: ...
    @property
    def fa_rule(self) -> Any: ...
    @property
    def gang_bottom_chi(self) -> Any: ...
    @property
    def gang_top_chi(self) -> Any: ...
    @property
    def gong_chi(self) -> Any: ...
    @property
    def hanging_rule(self) -> Any: ...
    @property
    def height_chi(self) -> Any: ...
    @property
    def hu_bottom_chi(self) -> Any: ...
    @property
    def hu_side_chi(self) -> Any: ...
    @property
    def hung_chi(self) -> Any: ...
    @property
    def not_given(self) -> Any: ...
    @property
    def post_out_chi(self) -> Any: ...
    @property
    def range_chi(self) -> Any: ...
    @property
    def range_gong(self) -> Any: ...
    @property
    def reading(self) -> Any: ...
    @property
    def setting(self) -> Any: ...
    @property
    def shang_she_chi(self) -> Any: ...
    @property
    def top_chi(self) -> Any: ...
    @property
    def width_chi(self) -> Any: ...
    @property
    def xia_she_chi(self) -> Any: ...
    @property
    def zhong_side_chi(self) -> Any: ...

    def _part(self, key: str) -> Any: ...

#: The figure a rule's input names, by the input's symbol (houzhi.canon.rules' symbols).
INPUT_FIGURES: Mapping[str, str] = MappingProxyType({
    "D": "range", "R": "range", "c": "zhong_side", "shen": "zhong_side", "W": "zhong_side",
    "w": "breadth", "L_gong": "gong_each", "L_shang": "shang_ge", "hu": "hu_side",
    "n": "breadths", "half_width": "width"})

#: The figures of the 大射's statements (``"參.bottom"``) that are figures of the 侯 itself.
_DASHE_KEYS = ("bottom", "top", "height", "hu_side", "fa_north", "fa_west")
#: The 乏's place, houzhi's where the rite's text gives the 乏 but does not place it
#: (:attr:`houzhi.canon.rites.Setting.fa_assumed`).
_FA_KEYS = ("fa_north", "fa_west")
#: Figures reckoned by a rule no reading has: the ropes and posts of 梓人, the cloth cut.
_HOUZHI_RULES = ("gang_top", "gang_bottom", "post_out", "cloth_cut")
_DEFAULT = "zheng_xuan"
_DEFAULT_AUTHORS = ("", "鄭玄", "賈公彥")
_HAN_CLOTH = (rules.BREADTH.param_values()["b"], rules.BREADTH.param_values()["t"])


#: The small whole numbers as Fractions, made once (a count of one strip is one on every target).
_WHOLE = tuple(Fraction(n) for n in range(8))


def exact(x: Any) -> Fraction:
    """``x`` as a Fraction, as it is where it is one already (a composition's figures are):
    for the model's own figures, not a public function (a wrong kind raises TypeError)."""
    if type(x) is Fraction:
        return x
    if type(x) is int and 0 <= x < 8:
        return _WHOLE[x]
    return Fraction(x)


def _who(c: Citation) -> str:
    """Who says it: the author (郝敬, for 郝敬（盛世佐引）), or the layer where it has none (記)."""
    return c.author.split("（")[0] or c.layer


def _own(reading: Reading, c: Citation) -> bool:
    """Whether the passage is the reading's author's own words (鄭眾（鄭玄引） is 鄭眾's)."""
    if reading.key == _DEFAULT:
        return c.author in _DEFAULT_AUTHORS
    return c.author.startswith(reading.label)


@lru_cache(maxsize=32)
def _statements(reading: Reading) -> Mapping[tuple[str, Fraction, str], tuple[Statement, ...]]:
    """The reading's stated figures by (rite or "", range in 弓, figure key); a statement of
    the 大射's three 侯 under its station's range."""
    from ..canon.rites import DASHE

    by_station = {name: d for d, name in DASHE.stations.items()}
    out: dict[tuple[str, Fraction, str], list[Statement]] = {}
    for st in statements_of(reading):
        if st.relation != "==" or st.finding or st.explained:
            continue
        if st.subject is Subject.TARGET and st.range_gong is not None:
            out.setdefault((st.rite or "", Fraction(st.range_gong), st.key), []).append(st)
        elif st.subject is Subject.DASHE:
            name, attr = st.key.split(".")
            if attr in _DASHE_KEYS and name in by_station:
                out.setdefault((DASHE.key, by_station[name], attr), []).append(st)
    return MappingProxyType({k: tuple(v) for k, v in out.items()})


@lru_cache(maxsize=32)
def _ranges(reading: Reading) -> frozenset[Fraction]:
    """The ranges at which the reading's figures are stated."""
    return frozenset(d for _, d, _ in _statements(reading))


@lru_cache(maxsize=32)
def _range_pairs(reading: Reading) -> frozenset[tuple[int, int]]:
    """:func:`_ranges` as (numerator, denominator) pairs: a range looked up among them without
    hashing a Fraction."""
    return frozenset((d.numerator, d.denominator) for d in _ranges(reading))


def _stated_at(t: _Target, key: str, value: Fraction) -> tuple[Statement, ...]:
    """The statements of ``key`` for this target's reading at its range (and rite), equal to
    ``value``."""
    index = _statements(t.reading)
    if t.range_gong not in _ranges(t.reading):
        return ()
    rite = t.setting.rite.key
    found = [*index.get(("", t.range_gong, key), ()), *index.get((rite, t.range_gong, key), ())]
    if t.setting.rite.stacked and t.hung_chi is None:
        found += index.get((rite, t.range_gong, key), ())
    return tuple(st for st in found if st.expected == value)


def _statements_with_finding(t: _Target, key: str) -> tuple[Statement, ...]:
    """The author's own statements of ``key`` at this range that do not follow from his rule."""
    return tuple(st for st in statements_of(t.reading)
                 if st.finding and st.subject is Subject.TARGET and st.key == key
                 and st.range_gong == t.range_gong)


class _Values:
    """Each figure's value, the rule that gives it and the figures it is computed from; a
    figure the reading does not have raises :class:`~houzhi.canon.figures.NotGivenError`."""

    def __init__(self, t: _Target, not_given: Mapping[str, Reason]) -> None:
        self.t = t
        self.not_given = not_given  # the target's, read once (it is made afresh on each read)

    def part(self, key: str) -> Any:
        p = self.t._part(key)
        if p is None:
            raise NotGivenError(key, f"{self.t.reading.label}'s 侯 has no {key}")
        return p

    def _rule_of(self, role: str) -> Rule | None:
        return self.t.reading.rules.get(role)

    def range(self) -> Any:
        return self.t.range_chi, self.t.reading.rules.get("range"), ()

    def zhong_side(self) -> Any:  # 郝敬's 中 is his 鵠 (中即鵠)
        return self.t.zhong_side_chi, self._rule_of("zhong") or self.t.composition.hu_rule, None

    def zhong_strips(self) -> Any:
        p = self.t._part("zhong")
        if p is None or not p.strips:
            raise NotGivenError("zhong_strips", f"{self.t.reading.label}'s 侯 has no 中 sewn "
                                                "from breadths")
        return exact(p.count), self._rule_of("zhong_strips"), None

    def zhong_cloth(self) -> Any:
        return (self.zhong_strips()[0] * self.t.zhong_side_chi, None,
                ("zhong_strips", "zhong_side"))

    def breadth(self) -> Any:
        return self.t.breadth_chi, rules.BREADTH, ()

    def band(self) -> Any:
        if "band" not in self.t.reading.rules:
            raise NotGivenError("band", f"{self.t.reading.label} sews no 躬 or 个 one breadth high")
        return self.t.band_height_chi, self._rule_of("band"), ("breadth",)

    def gong_each(self) -> Any:
        p = self.t._part("shang_gong")
        rule = p.rule if p is not None else self._rule_of("gong")
        return self.t.gong_chi, rule, None if rule is not None else ("zhong_side",)

    def gong_both(self) -> Any:  # x * 2, not 2 * x: the same value, without Fraction's
        return self.t.gong_chi * 2, None, ("gong_each",)  # slower reflected product

    def gong_out(self) -> Any:
        return (self.t.gong_chi - self.t.zhong_side_chi) / 2, None, ("gong_each", "zhong_side")

    def shang_ge(self) -> Any:
        p = self.t.composition.parts[0]
        return exact(p.length), p.rule, None

    def xia_ge(self) -> Any:
        p = self.t.composition.parts[-1]
        return exact(p.length), p.rule, None

    def shang_she(self) -> Any:
        return self.t.shang_she_chi, self.t.composition.parts[0].rule, ("shang_ge", "gong_each")

    def xia_she(self) -> Any:
        return self.t.xia_she_chi, self.t.composition.parts[-1].rule, ("xia_ge", "gong_each")

    def xia_she_both(self) -> Any:
        return self.t.xia_she_chi * 2, None, ("xia_she",)

    def xia_she_folded(self) -> Any:  # the left 下舌 folded in its middle (中掩束之)
        return self.t.xia_she_chi / 2, None, ("xia_she",)

    def height(self) -> Any:
        square = self._rule_of("zhong_square")
        if "band" in self.t.reading.rules:  # a 中 with bands above and below
            return self.t.height_chi, None, ("zhong_side", "band")
        return self.t.height_chi, square, None

    def width(self) -> Any:
        if "shang_ge" in self.not_given:  # no 个: the 侯's own side (郝敬's square)
            return self.t.width_chi, self.t.composition.parts[0].rule, None
        return self.t.width_chi, None, ("shang_ge",)

    def breadths(self) -> Any:
        return self.t.height_chi / self.t.breadth_chi, None, ("height", "breadth")

    def gong_breadths(self) -> Any:
        return exact(self.part("shang_gong").count), self._rule_of("band"), ("breadths",)

    def she_breadths(self) -> Any:
        return exact(self.part("shang_ge").count), self._rule_of("band"), ("breadths",)

    def total(self) -> Any:
        return self.t.cloth_total_chi, None, ("height", "width", "breadth")

    def cloth_cut(self) -> Any:
        return self.t.cloth_cut_chi, None, ("total", "breadth")

    def hu_side(self) -> Any:
        return self.t.hu_side_chi, self.t.composition.hu_rule, None

    def bottom(self) -> Any:
        rule = self.t.hanging_rule
        return self.t.bottom_chi, rule, () if rule is not rules.DASHE_HEIGHT else ("height",
                                                                                     "hu_side")

    def top(self) -> Any:
        return self.t.top_chi, None, ("bottom", "height")

    def hu_ground(self) -> Any:
        value = self.t.bottom_chi + self.t.hu_bottom_chi
        own = self.t.composition.hanging
        if "bottom" in self.not_given and self.t.hanging_rule is own:
            return value, own, ()  # 劉敞's rule hangs the 鵠 itself (干侯之鵠則去地武)
        return value, None, ("bottom", "height", "hu_side")

    def _strip(self, key: str) -> tuple[str, ...]:
        return ("width",) if key in self.not_given else (key,)  # 郝敬's 侯: its own side

    def gang_top(self) -> Any:
        return self.t.gang_top_chi, rules.GANG, self._strip("shang_ge")

    def gang_bottom(self) -> Any:
        return self.t.gang_bottom_chi, rules.GANG, self._strip("xia_ge")

    def post_out(self) -> Any:
        return self.t.post_out_chi, rules.ZHI, ("gang_top", "gang_bottom", "bottom", "top")

    def fa_north(self) -> Any:
        return self.t.fa.north, self.t.fa_rule, None

    def fa_west(self) -> Any:
        return self.t.fa.west, self.t.fa_rule, None

    def fa_west_of_edge(self) -> Any:
        return self.t.fa.west - self.t.width_chi / 2, None, ("fa_west", "width")

    def wu_gap(self) -> Any:
        rule = self.t.reading.rules.get("wu_gap")
        if rule is None:
            raise NotGivenError("wu_gap", f"{self.t.reading.label}'s words give no 物間")
        return exact(rule()), rule, ()


#: Each figure's key and the method of _Values that gives it, in the order of FIGURES.
_GETTERS = tuple((key, getattr(_Values, key)) for key in FIGURES)


def _from(rule: Rule | None, given: tuple[str, ...] | None, key: str) -> tuple[str, ...]:
    """The figures a figure is computed from: as named, else its rule's inputs."""
    if given is not None:
        return given if key not in given else tuple(k for k in given if k != key)
    if rule is None:
        return ()
    return tuple(k for k in dict.fromkeys(INPUT_FIGURES[i] for i in rule.inputs
                                          if i in INPUT_FIGURES) if k != key)


def reasons_of(t: _Target) -> dict[str, Reason]:
    """The figures the reading cannot give, by key, with the reason (the target's
    ``not_given`` and the parts the reading does not have)."""
    _require_target(t, "reasons_of")
    return dict(_computed(t)[1])


def _require_target(t: Any, func: str) -> None:
    """A wrong kind of ``t`` refused in one line (the model's Target, known here by its
    composition: this module is below :mod:`houzhi.model.target`, which imports it)."""
    if not hasattr(t, "composition") or not hasattr(t, "reading"):
        raise WrongKindError(f"{func}(): t must be a Target, got {shown(t)}")


def figures_of(t: _Target) -> Mapping[str, Figure]:
    """Every figure of ``t`` the reading can give, by key, in the order of
    :data:`houzhi.canon.figures.FIGURES`, each with its basis."""
    _require_target(t, "figures_of")
    return _computed(t)[0]


def _computed(t: _Target) -> tuple[Figures, Mapping[str, Reason]]:
    cached = t.__dict__.get("_figures_computed")
    if cached is None:
        cached = t.__dict__["_figures_computed"] = _compute(t)
    return cached


def _compute(t: _Target) -> tuple[Figures, Mapping[str, Reason]]:
    own_not_given = t.not_given
    values = _Values(t, own_not_given)
    not_given = dict(own_not_given)
    if t.composition.refused:
        not_given.update(dict.fromkeys(FIGURES, Reason.words(t.composition.refused)))
    # each figure's key, value, rule and the inputs it names, in order (the keys follow from
    # what is not given: every figure of FIGURES not in it, so the plan's key need not hold them)
    keys: list[str] = []
    vals: list[Fraction] = []
    used: list[Rule | None] = []
    named_all: list[tuple[str, ...] | None] = []
    for key, get in _GETTERS:
        if key in not_given:
            continue
        try:
            value, rule, named = get(values)
        except NotGivenError as e:
            not_given[key] = Reason.words(e.reason)
            continue
        keys.append(key)
        vals.append(exact(value))
        used.append(rule)
        named_all.append(named)
    r = t.reading
    han = _is_han(t.cloth)
    d = t.range_gong
    if (d.numerator, d.denominator) in _range_pairs(r):  # a figure of the reading stated at
        return _decide_all(t, _raw(keys, vals, used, named_all), not_given, han)  # this range
    # No statement at this range: the bases follow from the reading, the cloth, what is not
    # given, whether the rite places its 乏 and each figure's rule and inputs alone, the same
    # at every such range: decided once for them all (the plan holds every object whose id is
    # in its key, so no id is reused).
    sig = (id(r), han, t.setting.fa_assumed, tuple(not_given.items()), tuple(map(id, used)),
           tuple(named_all))
    plan = _PLANS.get(sig)
    if plan is None:
        figures, reasons = _decide_all(t, _raw(keys, vals, used, named_all), not_given, han)
        if len(_PLANS) > _MOST_PLANS:
            _PLANS.clear()
        made = list(figures)
        take = None if made == keys else tuple(keys.index(k) for k in made)
        _PLANS[sig] = (figures, reasons, take, (r, *used))
        return figures, reasons
    first, reasons, take, _ = plan
    return first.alike(tuple(vals) if take is None else tuple([vals[i] for i in take])), reasons


def _raw(keys: list[str], vals: list[Fraction], used: list[Rule | None],
         named: list[tuple[str, ...] | None]
         ) -> dict[str, tuple[Fraction, Rule | None, tuple[str, ...] | None]]:
    """Each figure's value, rule and named inputs by key, as :func:`_decide_all` takes them."""
    return dict(zip(keys, zip(vals, used, named, strict=True), strict=True))


def _is_han(cloth: Any) -> bool:
    """Whether ``cloth`` (:class:`houzhi.model.target.Cloth`, immutable) is the Han official
    cloth; the last found to be is known by identity."""
    if cloth is _HAN_LAST[0]:
        return True
    han = (cloth.nominal_chi, cloth.trim_chi) == _HAN_CLOTH
    if han:
        _HAN_LAST[0] = cloth
    return han


_HAN_LAST: list[Any] = [None]


def _decide_all(t: _Target, raw: Mapping[str, tuple[Fraction, Rule | None, tuple[str, ...] | None]],
                not_given: dict[str, Reason], han: bool) -> tuple[Figures, Mapping[str, Reason]]:
    """The figures of ``t`` with their bases, decided afresh from their values, rules and
    named inputs (``raw``); ``not_given`` gains the figures computed from one not given."""
    frm = {key: _from(rule, named, key) for key, (_, rule, named) in raw.items()}
    checked: set[str] = set()

    def given(key: str, seen: tuple[str, ...] = ()) -> bool:
        """A figure computed from one the reading cannot give is not given either."""
        if key in not_given:
            return False
        if key in checked:
            return True
        for k in frm[key]:
            if k not in seen and not given(k, (*seen, key)):
                not_given[key] = not_given[k]
                return False
        checked.add(key)
        return True

    for key in list(raw):
        given(key)
    r = t.reading
    scale_stated = bool(r.scale) and r.scale in raw and r.scale not in not_given and any(
        _own(r, st.citation) for st in _stated_at(t, r.scale, raw[r.scale][0]))
    out: dict[str, Basis] = {}
    stated_here = t.range_gong in _ranges(r)  # any figure of the reading stated at this range

    def basis(key: str, seen: tuple[str, ...] = ()) -> Basis:
        if key in out:
            return out[key]
        value, rule, _ = raw[key]
        carried = t.setting.fa_assumed if key in _FA_KEYS else ""
        b = (Basis("assumed", HOUZHI, rule.key if rule is not None else "", frm[key],
                   rule.citations if rule is not None else (), carried, True) if carried else
             _basis(t, key, value, rule, frm[key], scale_stated, han, stated_here))
        if not b.rests and any(basis(k, (*seen, key)).rests for k in b.from_ if k not in seen):
            b = _resting(b)
        out[key] = b
        return b

    figures = {key: Figure(key, raw[key][0], FIGURES[key].unit, basis(key))
               for key in FIGURES if key in raw and key not in not_given}
    return Figures.of(figures), MappingProxyType(not_given)


class Figures(Mapping[str, Figure]):
    """The figures of one target by key, read-only: their values, and the figures whose bases
    they share; each :class:`~houzhi.canon.figures.Figure` (value and basis) is made when it is
    first read, so that a target whose bases are those of another (every range where nothing
    is stated) makes its values only."""

    __slots__ = ("_index", "_like", "_made", "_values")

    def __init__(self, index: Mapping[str, int], like: tuple[Figure, ...],
                 values: tuple[Fraction, ...], made: dict[str, Figure]) -> None:
        self._index, self._like, self._values, self._made = index, like, values, made

    @classmethod
    def of(cls, figures: Mapping[str, Figure]) -> Figures:
        """The figures as made, in their order."""
        require(figures, Mapping, "Figures.of(): figures")
        like = tuple(figures.values())
        return cls({k: i for i, k in enumerate(figures)}, like,
                   tuple(f.value for f in like), dict(figures))

    def alike(self, values: tuple[Fraction, ...]) -> Figures:
        """Figures of the same keys and bases as these, with ``values`` (in their order)."""
        return Figures(self._index, self._like, values, {})

    def __getitem__(self, key: str) -> Figure:
        got = self._made.get(key)
        if got is None:
            i = self._index[key]  # KeyError for a figure not here, as a mapping raises
            like = self._like[i]
            got = self._made[key] = make_figure(key, self._values[i], like.unit, like.basis)
        return got

    def _each(self) -> Iterator[Figure]:
        """Every figure in order, each made where it is first read (as :meth:`__getitem__`)."""
        made, like, values = self._made, self._like, self._values
        if not made:  # none read yet: all made in one pass
            every = figures_like(like, values)
            made.update(zip(self._index, every, strict=True))
            yield from every
            return
        for i, key in enumerate(self._index):
            got = made.get(key)
            if got is None:
                got = made[key] = make_figure(key, values[i], like[i].unit, like[i].basis)
            yield got

    def values(self) -> ValuesView[Figure]:
        return _FigureValues(self)

    def items(self) -> ItemsView[str, Figure]:
        return _FigureItems(self)

    def __contains__(self, key: object) -> bool:
        return key in self._index

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __repr__(self) -> str:
        return f"Figures({dict(self)!r})"


class _FigureValues(ValuesView[Figure]):
    """The figures' values view, read in one pass (:meth:`Figures._each`)."""

    _mapping: Figures

    def __iter__(self) -> Iterator[Figure]:
        return self._mapping._each()


class _FigureItems(ItemsView[str, Figure]):
    """The figures' items view, read in one pass (:meth:`Figures._each`)."""

    _mapping: Figures

    def __iter__(self) -> Iterator[tuple[str, Figure]]:
        return zip(self._mapping._index, self._mapping._each(), strict=True)


#: The bases of every figure of a target at a range where nothing is stated, by what decides
#: them (see _compute): the figures of the first such target (their bases shared), the reasons
#: of those not given, where its figures are among the values computed (None: all, in order)
#: and the objects whose ids the key holds. Bounded (a few dozen are made
#: of every reading, rite, station and cloth; more where a reason not given names the range):
#: cleared when full.
_PLANS: dict[tuple[Any, ...],
             tuple[Figures, Mapping[str, Reason], tuple[int, ...] | None, tuple[Any, ...]]] = {}
_MOST_PLANS = 1_000


#: Bases already made, by what decides them: most figures of most targets share theirs with
#: every other range of the reading (a derived figure's basis names no range), so a sweep of
#: ranges makes each once. Bounded: cleared when full.
_MADE: dict[tuple[Any, ...], tuple[Rule | None, Reading, Basis]] = {}
_RESTING: dict[Basis, Basis] = {}
_MOST = 20_000


def _resting(b: Basis) -> Basis:
    """``b`` resting on an assumption."""
    got = _RESTING.get(b)
    if got is None:
        if len(_RESTING) > _MOST:
            _RESTING.clear()
        got = _RESTING[b] = Basis(b.kind, b.by, b.rule, b.from_, b.citations, b.why, True)
    return got


def _basis(t: _Target, key: str, value: Fraction, rule: Rule | None, frm: tuple[str, ...],
           scale_stated: bool, han: bool, stated_here: bool) -> Basis:
    said = _stated_at(t, key, value) if stated_here else ()
    made = (t.reading.key, key, rule.key if rule is not None else "", frm, scale_stated, han,
            said, t.range_gong if said else None)
    got = _MADE.get(made)
    if got is not None and got[0] is rule and got[1] is t.reading:  # the very rule and reading
        return got[2]
    if len(_MADE) > _MOST:
        _MADE.clear()
    b = _decide(t, key, rule, frm, scale_stated, han, said)
    _MADE[made] = (rule, t.reading, b)
    return b


def _decide(t: _Target, key: str, rule: Rule | None, frm: tuple[str, ...], scale_stated: bool,
            han: bool, said: tuple[Statement, ...]) -> Basis:
    """The basis of one figure, in the order of the module's docstring."""
    r = t.reading
    rule_key = rule.key if rule is not None else ""
    rule_cites = rule.citations if rule is not None else ()
    own = tuple(st.citation for st in said if _own(r, st.citation))
    if own:
        return Basis("stated", _who(own[0]), rule_key, (), own)
    others = tuple(st.citation for st in said)
    if scale_stated and key in r.scaled:
        return Basis("derived", r.label, rule_key, (r.scale,), rule_cites,
                     Reason.of(Why.FROM_OWN_SCALE, author=r.label,
                               figure=FIGURES[r.scale].chars))
    if key in r.reckoned:
        if others:  # a later commentator reckons it by the author's rule (盛世佐: 以郝說推之)
            finding = next((st.finding for st in _statements_with_finding(t, key)), "")
            return Basis("reckoned", _who(others[0]), rule_key, frm, others,
                         Reason.of(Why.RECKONED_BY_LATER_FINDING, finding=finding,
                                   who=_who(others[0]), quote=others[0].quote) if finding else
                         Reason.of(Why.RECKONED_BY_LATER, author=r.label, who=_who(others[0]),
                                   quote=others[0].quote))
        return Basis("reckoned", HOUZHI, rule_key, frm, rule_cites, r.reckoned[key], rests=True)
    if key in _HOUZHI_RULES:
        if others:
            return Basis("reckoned", _who(others[0]), rule_key, frm, others)
        return Basis("reckoned", HOUZHI, rule_key, frm, rule_cites,
                     Reason.of(Why.HOUZHI_BY_RULE, author=r.label, rule=rule.label,
                               quote=rule.citation.quote) if rule is not None else
                     Reason.of(Why.HOUZHI_BY_ARITHMETIC, author=r.label,
                               figures=", ".join(FIGURES[k].chars for k in frm)))
    if key == "breadth" and not han:
        return Basis("assumed", "given", "", (), (), Reason.of(Why.CLOTH_AS_GIVEN))
    # the reading's rule is its author's where it rests on his own words (or it is 鄭玄's, the
    # default's, of the 記, 注 and 疏); a rule it borrows from the canon (the 侯道 of 賈's 六尺為步
    # under 鄭眾) is derived by whoever that rule's first passage is
    mine = rule is None or ((rule in r.rules.values() or rule is r.fa)
                            and (r.key == _DEFAULT or any(_own(r, c) for c in rule_cites)))
    return Basis("derived", r.label if mine else _who(rule_cites[0]), rule_key, frm, rule_cites)

