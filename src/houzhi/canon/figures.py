"""A figure is a value with its basis: how houzhi came by it, made where the value is computed.

Every length, count and position the model gives (:meth:`houzhi.model.target.Target.figures`) is a
:class:`Figure`: an exact value, its unit and its :class:`Basis` — one of four kinds:

* ``stated``: the author of the reading states it at this range; ``by`` him, with his words
  (``citations``).
* ``derived``: it follows from the reading's own rule (``rule``, the key of a
  :class:`~houzhi.sources.citations.Rule`) and the figures ``from_``; ``by`` the reading's author.
* ``reckoned``: someone works it out where the author gives no such figure — houzhi, or a
  later commentator (盛世佐's 以郝說推之), ``by`` him, by ``rule`` from ``from_``, ``why``.
* ``assumed``: houzhi's assumption where the texts are silent, and ``why``.

``rests`` is true of a figure that is assumed or rests on one that is (the 楅 placed from a 洗
that follows an assumed 堂深): the outputs mark it so. Basis and Figure are immutable, hashable
and picklable. :data:`FIGURES` is the one list of the target's figure keys, with the
characters and words the outputs name them by. This module imports only the citations, the errors and the words (:mod:`houzhi.locale`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from ..errors import BadValueError, require
from ..locale import N_, _, clauses, language, listing, pgettext, quoted
from ..measure._scripts import resolve
from ..sources.citations import Citation
from .reasons import Reason

__all__ = ["FIGURES", "HOUZHI", "KINDS", "MARKS", "RESTS_MARK", "Basis", "Figure", "FigureDef",
           "NotGivenError", "UnknownFigureError", "figure_key", "figures_like", "make_figure",
           "marks_legend"]

#: The kinds of basis, strongest first.
KINDS = ("stated", "derived", "reckoned", "assumed")
#: One mark per kind, as the text tables print it after a figure (derived: none); a figure that
#: rests on an assumption without being one is marked :data:`RESTS_MARK`.
MARKS: Mapping[str, str] = MappingProxyType(
    {"stated": "§", "derived": "", "reckoned": "†", "assumed": "‡"})
RESTS_MARK = "(‡)"
HOUZHI = "houzhi"


class NotGivenError(BadValueError):
    """A figure the reading does not have (郝敬 names no 个), with the reason; distinct from an
    unknown figure key (:class:`~houzhi.errors.UnknownNameError`) and from a bug (any other
    exception, never caught as either)."""

    def __init__(self, key: str, reason: str) -> None:
        self.key = key
        self.reason = reason
        super().__init__(reason)


class UnknownFigureError(BadValueError):
    """A figure key houzhi does not know; the message names the nearest known and lists them."""

    def __init__(self, key: str) -> None:
        from difflib import SequenceMatcher

        self.key = key
        names = {**_BY_CHARS, **{k: k for k in FIGURES}}
        ranked = sorted(names, key=lambda n: (-SequenceMatcher(None, key, n).ratio(),
                                              abs(len(n) - len(key))))
        near = list(dict.fromkeys(names[n] for n in ranked))[:3]
        self.nearest = near[0] if near else ""
        if language() == "en":
            hint, known = ", ".join(f"{FIGURES[k].chars} ({k})" for k in near), ", ".join(FIGURES)
        else:  # in Chinese, by the characters houzhi why takes as well as the keys
            hint, known = listing(FIGURES[k].chars for k in near), listing(
                d.chars for d in FIGURES.values())
        super().__init__(_("unknown figure {name}; nearest: {nearest}; known: {known}").format(
            name=quoted(key), nearest=hint, known=known))


def figure_key(name: str, shown: Mapping[str, str] | None = None) -> str:
    """The key of the figure named ``name``: its key (``gang_bottom``), its characters (下綱),
    or a name in ``shown`` (the names an output prints for its rows, name -> key) — typed in
    traditional, simplified or Japanese forms (下纲: :func:`houzhi.measure._scripts.resolve`);
    :class:`UnknownFigureError` for none."""
    require(name, str, "figure_key(): name")
    name = name.strip()
    by_name = {**(shown or {}), **_BY_CHARS}  # a figure's own characters first

    def find(n: str) -> str | None:
        return n if n in FIGURES else by_name.get(n)

    key = resolve(name, find)
    if key is None:
        raise UnknownFigureError(name)
    return key


@dataclass(frozen=True, slots=True)
class Basis:
    """How a figure was obtained (see the module's docstring): ``kind`` one of :data:`KINDS`,
    ``by`` who (an author, ``"houzhi"``, or a named commentator such as 盛世佐), ``rule`` the
    key of the rule ("" for none), ``from_`` the keys of the figures it comes from,
    ``citations`` the passages (the author's words, or the rule's), ``why`` the reason in words
    (for a reckoning or an assumption), ``rests`` whether it rests on an assumption."""

    kind: str
    by: str
    rule: str = ""
    from_: tuple[str, ...] = ()
    citations: tuple[Citation, ...] = ()
    why: str | Reason = ""
    rests: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a basis is one of {', '.join(KINDS)}, not {self.kind!r}")

    @property
    def citation(self) -> Citation | None:
        """The first (principal) passage, or None."""
        return self.citations[0] if self.citations else None

    @property
    def mark(self) -> str:
        """The mark the text tables print after the figure (:data:`MARKS`)."""
        own = MARKS[self.kind]
        return own if own or not self.rests else RESTS_MARK

    @property
    def short(self) -> str:
        """The basis as a table's cell gives it, in the reader's language: its mark, the kind
        and by whom (``§ stated by 記``, ``† reckoned by houzhi``)."""
        return f"{self.mark} {by_words(self.kind, self.by)}".strip()

    @property
    def words(self) -> str:
        """The basis in a few words: ``stated by 賈公彥``, ``reckoned by houzhi by gang``."""
        text = f"{self.kind} by {self.by}"
        if self.rule:
            text += f" (rule {self.rule})"
        if self.from_:
            text += " from " + ", ".join(self.from_)
        return text


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure of the model: ``key`` (of :data:`FIGURES`), the exact ``value`` (Fraction),
    its ``unit`` (``"chi"`` for a length in 尺, ``"count"`` for a number), and its ``basis``."""

    key: str
    value: Fraction
    unit: str
    basis: Basis

    @property
    def name(self) -> str:
        """The characters that name the figure (下綱)."""
        return FIGURES[self.key].chars


_SET_KEY, _SET_VALUE, _SET_UNIT, _SET_BASIS = (Figure.__dict__[n].__set__
                                              for n in ("key", "value", "unit", "basis"))


def make_figure(key: str, value: Fraction, unit: str, basis: Basis) -> Figure:
    """``Figure(key, value, unit, basis)``, made as the dataclass's frozen ``__init__`` makes it
    (each slot set past the refusal of assignment) without looking the setter up for each slot:
    for the model, which makes some thirty figures for each target read."""
    f = object.__new__(Figure)
    _SET_KEY(f, key)
    _SET_VALUE(f, value)
    _SET_UNIT(f, unit)
    _SET_BASIS(f, basis)
    return f


def figures_like(like: Sequence[Figure], values: Sequence[Fraction]) -> list[Figure]:
    """The figures ``like`` (their keys, units and bases) with ``values`` in their order, each
    made as :func:`make_figure` makes it, in one pass."""
    out = []
    new, set_key, set_value, set_unit, set_basis = (object.__new__, _SET_KEY, _SET_VALUE,
                                                    _SET_UNIT, _SET_BASIS)
    for f, value in zip(like, values, strict=True):
        g = new(Figure)
        set_key(g, f.key)
        set_value(g, value)
        set_unit(g, f.unit)
        set_basis(g, f.basis)
        out.append(g)
    return out


@dataclass(frozen=True, slots=True)
class FigureDef:
    """A figure key: the characters that name it (``chars``, as ``houzhi why`` accepts them),
    the words output names it by (``words``), and its unit (``"chi"`` or ``"count"``)."""

    key: str
    chars: str
    words: str
    unit: str = "chi"


def _defs(*rows: tuple[str, ...]) -> Mapping[str, FigureDef]:
    return MappingProxyType({r[0]: FigureDef(*r) for r in rows})


#: The one list of the target's figures (:meth:`houzhi.model.target.Target.figures`), in the order the
#: outputs give them: key -> characters, words, unit.
FIGURES: Mapping[str, FigureDef] = _defs(
    ("range", "侯道", N_("the range")),
    ("zhong_side", "中", N_("the 中's side")),
    ("zhong_strips", "中幅", N_("the breadths of the 中"), "count"),
    ("zhong_cloth", "中布", N_("the cloth of the 中")),
    ("breadth", "幅", N_("the breadth")),
    ("band", "幅高", N_("the height of a 躬 or 个")),
    ("gong_each", "躬", N_("each 躬")),
    ("gong_both", "二躬", N_("the two 躬")),
    ("gong_out", "躬出中", N_("each 躬 beyond the 中, each side")),
    ("shang_ge", "上个", "上个"),
    ("xia_ge", "下个", "下个"),
    ("shang_she", "上舌", "上舌"),
    ("xia_she", "下舌", "下舌"),
    ("xia_she_both", "二下舌", N_("the two 下舌")),
    ("xia_she_folded", "下舌所掩", N_("what is folded of the left 下舌 (中掩束之: half of it)")),
    ("height", "崇", N_("the height")),
    ("width", "廣", N_("the width")),
    ("breadths", "幅數", N_("the breadths"), "count"),
    ("gong_breadths", "躬幅", N_("the breadths of the 躬"), "count"),
    ("she_breadths", "舌幅", N_("the breadths of the 舌"), "count"),
    ("total", "用布", N_("the cloth (用布)")),
    ("cloth_cut", "裁布", N_("the cloth cut from the bolt")),
    ("hu_side", "鵠", N_("the 鵠's side")),
    ("bottom", "下綱去地", N_("the lower rope's height above the ground")),
    ("top", "上綱去地", N_("the upper rope's height above the ground")),
    ("hu_ground", "鵠去地", N_("the height of the 鵠 above the ground")),
    ("gang_top", "上綱", N_("the upper rope 上綱")),
    ("gang_bottom", "下綱", N_("the lower rope 下綱")),
    ("post_out", "植", N_("how far each post 植 stands out from the centre")),
    ("fa_north", "乏北", N_("the 乏 north")),
    ("fa_west", "乏西", N_("the 乏 west")),
    ("fa_west_of_edge", "乏西於侯黨", N_("the 乏 west of the 侯's edge")),
    ("wu_gap", "物間", N_("the gap between the two 物")),
)

#: Each figure's key by the characters that name it (下綱 -> gang_bottom).
_BY_CHARS: Mapping[str, str] = MappingProxyType({d.chars: k for k, d in FIGURES.items()})


#: A kind of basis and by whom, in words (``{by}``: the author, houzhi, or the commentator); the
#: terms of the commentaries in Chinese: 明言 (he says it in so many words), 推得 (it follows by his
#: rule), 補算 (reckoned where he gives none), 擬定 (houzhi's assumption).
BY_WORDS: Mapping[str, str] = MappingProxyType({
    "stated": N_("stated by {by}"), "derived": N_("derived by {by}"),
    "reckoned": N_("reckoned by {by}"), "assumed": N_("assumed by {by}")})


def who(by: str) -> str:
    """Who a basis names, in the reader's language: houzhi as "this program" (本程式) in Chinese,
    so that its reckoning is not read as the 侯制 of the texts (《禮書》〈侯制〉), an author as the
    texts name him."""
    return pgettext("basis", "houzhi") if by == HOUZHI else by


def by_words(kind: str, by: str) -> str:
    """``kind`` (of :data:`KINDS`) by ``by`` in words: ``stated by 記`` (``記明言``)."""
    return _(BY_WORDS[kind]).format(by=who(by))


def marks_legend(kinds: set[str] | None = None, rests: bool = True) -> str:
    """The marks explained once, as a line under a table: those of ``kinds`` (default all), and
    the mark of a figure resting on an assumption where ``rests``."""
    if kinds is not None:
        require(kinds, (set, frozenset, list, tuple), "marks_legend(): kinds")
    words = {"stated": _("{mark} stated by the author at this range"),
             "derived": _("{mark} derived by the reading's rule"),
             "reckoned": _("{mark} reckoned where the author gives no such figure (by houzhi, or "
                           "by the commentator named)"),
             "assumed": _("{mark} houzhi's assumption")}
    shown = [k for k in KINDS if kinds is None or k in kinds]
    parts = [words[k].format(mark=MARKS[k] or _("no mark")) for k in shown]
    if rests:
        parts.append(_("{mark} resting on an assumption").format(mark=RESTS_MARK))
    return clauses(parts)
