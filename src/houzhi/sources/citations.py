"""Citations and rules: every classical rule of houzhi is written once, as data, with its source.

A :class:`Rule` carries the passage it rests on and a formula written with arithmetic operators
only, so the same rule gives exact numbers (``fractions.Fraction``) in the model and symbolic
forms (sympy) in :mod:`houzhi.canon.symbolic`. Its constants are written as the text writes them
(``"二寸"``, ``"一武"``) and read through :func:`~houzhi.measure.notation.parse_measure`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property
from types import MappingProxyType
from typing import Any

from ..errors import require

__all__ = ["RUAN_JUAN", "SIKU", "WEB", "WORKS", "Citation", "RuanSpan", "Rule", "cite",
           "kanripo_repository", "leaf_url", "ruan_juan_of", "web_cite"]

#: The works houzhi cites, by Kanseki Repository id: (title, authors as the edition names them).
WORKS: Mapping[str, tuple[str, str]] = MappingProxyType({
    "KR1d0028": ("儀禮注疏", "漢 鄭玄 注；唐 陸德明 音義；唐 賈公彥 疏"),
    "KR1d0003": ("周禮注疏", "漢 鄭玄 注；唐 陸德明 音義；唐 賈公彥 疏"),
    "KR1d0011": ("考工記解", "宋 林希逸"),
    "KR1d0031": ("儀禮釋宮", "宋 李如圭"),
    "KR1d0032": ("儀禮圖", "宋 楊復"),
    "KR1d0035": ("儀禮集說", "元 敖繼公"),
    "KR1d0037": ("欽定儀禮義疏", "清 乾隆十三年敕撰"),
    "KR1d0049": ("儀禮集編", "清 盛世佐"),
    "KR1d0078": ("三禮圖集注", "宋 聶崇義"),
    "KR1d0084": ("禮書", "宋 陳祥道"),
})
SIKU = "四庫全書文淵閣本"
#: The edition of a work houzhi knows only from a web transcription (李之藻《頖宮禮樂疏》).
WEB = "網絡錄文"


def _leaf_key(leaf: str) -> tuple[int, int, int]:
    """``"005-26b"`` as (file, 葉, side) for comparing leaves in reading order."""
    file, rest = leaf.split("-", 1)
    return int(file), int(rest[:-1]), "ab".index(rest[-1])


@dataclass(frozen=True)
class RuanSpan:
    """Leaves of a 四庫 text that all stand in one 卷 of 阮元's 十三經注疏, and what says so.

    ``kanripo`` the text (KR1d0028); ``first`` and ``last`` its leaves (``"005-1a"``,
    ``"005-26b"``), both in the 卷; ``juan`` 阮元's 卷 (卷十一); ``basis`` the evidence.
    """

    kanripo: str
    first: str
    last: str
    juan: str
    basis: str

    def covers(self, kanripo: str, leaf: str) -> bool:
        """Whether ``leaf`` (``"005-3b"``) of ``kanripo`` lies within the span."""
        return (kanripo == self.kanripo
                and _leaf_key(self.first) <= _leaf_key(leaf) <= _leaf_key(self.last))


#: 阮元's 卷 (重栞宋本十三經注疏, 嘉慶二十年) of the 四庫 leaves, where houzhi has established it —
#: the one place it comes from: :func:`cite` reads it for every citation, so every citation of
#: a leaf carries the same 阮元 卷, whoever writes it. The 四庫 text marks 阮元's divisions
#: nowhere; 阮元's 儀禮注疏 is divided as 賈公彥's 單疏 50 卷 (its 卷十 opens at 「賓北面坐取
#: 俎西之觶」 in the 單疏本 and in 阮元's 校勘記 alike), and every opening of a 卷 found so far
#: opens a section of the 疏 (「自此盡…論…」). A leaf outside every span — a leaf on which a
#: 卷 may begin, or one whose 卷 houzhi has not established — has no 阮元 卷 (``""``), rather
#: than a guess; so have the 四庫 editors' 考證, which 阮元 does not print.
RUAN_JUAN: tuple[RuanSpan, ...] = (
    RuanSpan("KR1d0028", "005-1a", "005-26b", "卷十一",
             "卷十一 opens with the 鄉射禮; 卷十二 opens on 005-27a at 「司射猶挾乘矢以命三耦」, "
             "the 疏 section 「自此盡取扑搢之以反位，論司射誘射」: a web transcription of that 卷 "
             "opens there (a seed text of this project), and 阮元's 校勘記 of the 卷 opens at its next "
             "lemma, 「三耦皆執弓」 (重栞宋本儀禮注疏附挍勘記, donglishuzhai.net chapter 9829)"),
    RuanSpan("KR1d0028", "005-86a", "005-91b", "卷十三",
             "a web transcription of 阮元's 卷十三 (a seed text of this project, headed 卷十三 鄉射禮第五) "
             "holds the 記 from the 疏 on 「釋獲者之俎…皆有祭」 (005-86a) to the end of the 篇 "
             "(005-91b); where in the 記 or before it 卷十三 opens is not established"),
    RuanSpan("KR1d0028", "007-1a", "007-11a", "卷十六",
             "賈公彥's 單疏 卷第十六 opens with 大射第七 (四部叢刊續編 儀禮疏, wikisource "
             "儀禮疏 (四部叢刊本)/卷十六), with the 疏 section 「自此盡西紘，論射前預戒諸官及張侯"
             "設樂縣之事」, which ends on 007-11b; where 卷十七 opens is not established"),
)


def ruan_juan_of(kanripo: str, leaf: str) -> str:
    """The 卷 of 阮元's 十三經注疏 that holds ``leaf`` (``"005-88b"``, or ``"005-3b/4a"`` across a
    page break: both leaves) of ``kanripo``, from :data:`RUAN_JUAN`; ``""`` where houzhi has not
    established it."""
    if not kanripo or not leaf:
        return ""
    file = leaf.split("-", 1)[0]
    leaves = [p if "-" in p else f"{file}-{p}" for p in leaf.split("/")]
    found = {s.juan for p in leaves for s in RUAN_JUAN if s.covers(kanripo, p)}
    held = all(any(s.covers(kanripo, p) for s in RUAN_JUAN) for p in leaves)
    return found.pop() if held and len(found) == 1 else ""


#: Where the Kanseki Repository keeps its texts: one GitHub repository a text, ``kanripo/<ID>``.
KANRIPO_GITHUB = "https://github.com/kanripo"


def kanripo_repository(kanripo: str) -> str:
    """The Kanseki Repository's repository of the text ``kanripo`` (KR1d0028): its web address."""
    require(kanripo, str, "kanripo_repository(): kanripo")
    return f"{KANRIPO_GITHUB}/{kanripo}"


@cache
def _leaves() -> dict[str, Any]:
    """``leaves.json``: text -> the commit houzhi's shelf was copied from, and each cited leaf's
    file and line there (written by ``tools/build_leaves.py`` from the shelf)."""
    import json
    from importlib.resources import files

    data: dict[str, Any] = json.loads(
        files(__package__).joinpath("leaves.json").read_text(encoding="utf-8"))
    return data


def leaf_url(kanripo: str, leaf: str) -> str:
    """The web address of ``leaf`` (``"005-88b"``; the first of ``"005-3b/4a"``) of the text
    ``kanripo`` (KR1d0028) in the Kanseki Repository: its file (``KR1d0028_005.txt``) at the
    commit houzhi quotes, at the line of the leaf's page marker (``<pb:KR1d0028_WYG_005-88b>``)
    — a link that stays where it points. A leaf houzhi does not cite links to the file on the
    repository's master branch; no text or leaf, ``""``."""
    if not kanripo or not leaf:
        return ""
    first = leaf.split("/")[0]
    file = first.split("-", 1)[0]
    held = _leaves().get(kanripo, {})
    where = held.get("leaves", {}).get(first)
    if where is None:
        return f"{kanripo_repository(kanripo)}/blob/master/{kanripo}_{file}.txt"
    source, line = where
    return f"{kanripo_repository(kanripo)}/blob/{held['commit']}/{source}#L{line}"


@dataclass(frozen=True)
class Citation:
    """Where a rule or figure comes from, as a scholar cites it.

    ``work`` the title (儀禮注疏); ``juan`` the 卷 of the edition cited (卷五); ``section`` the
    chapter and part (鄉射禮·記); ``layer`` 經, 記, 注, 疏, 音義, or 說 for a later author's own
    words; ``author`` who wrote the layer (鄭玄; 鄭眾, as quoted by 鄭玄); ``edition`` the edition
    (四庫全書文淵閣本); ``kanripo`` the Kanseki Repository id of the text (KR1d0028); ``leaf`` the
    page as ``"005-88b"`` (file number, 葉, side; ``"005-88b/89a"`` across a page break);
    ``quote`` the passage as quoted; ``note`` a collation note (校: 射當作躳) or what else a reader needs.

    A citation of the 四庫 text is made with :func:`cite`; of a work not on houzhi's shelf,
    known only from a web transcription, with :func:`web_cite` (no leaf, edition 網絡錄文).
    """

    work: str
    juan: str
    section: str
    layer: str
    author: str
    quote: str
    leaf: str = ""
    kanripo: str = ""
    edition: str = SIKU
    note: str = ""

    @property
    def ruan_juan(self) -> str:
        """The 卷 of 阮元's 十三經注疏 that holds the passage, where houzhi has established it
        (:data:`RUAN_JUAN`; ``""`` elsewhere): worked out from the text and leaf, never written
        by the citation's maker, so every citation of a leaf carries the same one."""
        return ruan_juan_of(self.kanripo, self.leaf)

    @property
    def url(self) -> str:
        """The leaf online (:func:`leaf_url`); ``""`` for a work known only from a web
        transcription, which has no leaf."""
        return leaf_url(self.kanripo, self.leaf)

    @property
    def _who(self) -> str:
        """Who says it: the layer with its author (``鄭玄注``), or the layer alone (``記``)."""
        return f"{self.author}{self.layer}" if self.author else self.layer

    @property
    def _leaf_no(self) -> str:
        """The leaf within its 卷 (``88b`` of ``005-88b``), or "" when there is none."""
        return self.leaf.split("-", 1)[-1] if self.leaf else ""

    @property
    def where(self) -> str:
        """The work, 卷 and leaf, short, as a reader writes them: ``《儀禮注疏》卷五 葉88b``."""
        leaf = self._leaf_no
        return " ".join(x for x in (f"《{self.work}》{self.juan}", f"葉{leaf}" if leaf else "")
                        if x)

    @property
    def short(self) -> str:
        """Who says it and where, without the quote: ``鄭玄注《儀禮注疏》卷五 葉88b``."""
        return f"{self._who} {self.where}"

    @property
    def ref(self) -> str:
        """The compact reference a reader can look the passage up by, without the quote: work,
        卷, section, layer (and its author) and leaf, ``《儀禮注疏》卷五〈鄉射禮·記〉鄭玄注 葉87b``
        (a work known only from a web transcription names its edition instead of a leaf)."""
        place = f"葉{self._leaf_no}" if self._leaf_no else f"（{self.edition}）"
        section = f"〈{self.section}〉" if self.section else ""
        return f"《{self.work}》{self.juan}{section}{self._who} {place}"

    def __str__(self) -> str:
        short = "四庫本" if self.edition == SIKU else self.edition
        place = f"（{short} 葉{self._leaf_no}）" if self._leaf_no else f"（{short}）"
        return f"《{self.work}》{self.juan}〈{self.section}〉{self._who}{place}「{self.quote}」"


_CN_NUM = "〇一二三四五六七八九"


def _juan_from_leaf(leaf: str) -> str:
    n = int(leaf.split("-", 1)[0])
    if n < 10:
        return f"卷{_CN_NUM[n]}"
    tens, ones = divmod(n, 10)
    if n < 100:
        return f"卷{'' if tens == 1 else _CN_NUM[tens]}十{_CN_NUM[ones] if ones else ''}"
    return f"卷{n}"


def cite(kanripo: str, leaf: str, section: str, layer: str, author: str, quote: str, *,
         juan: str | None = None, note: str = "") -> Citation:
    """A citation of a shelf text in the 四庫全書文淵閣本, by Kanseki Repository id and leaf.

    ``leaf`` is ``"005-88b"``: the Kanripo file number, the 葉 and its side. ``juan`` defaults
    to the file number read as a 卷 (卷五); give it where the two differ (儀禮集編 file 016 is
    卷十三). ``layer`` is 經, 記, 注, 疏, 音義 or 說; ``author`` who wrote it ("" for 經 and 記).
    The 卷 of 阮元's 十三經注疏 is not given here: the citation works it out from the leaf
    (:attr:`Citation.ruan_juan`, :data:`RUAN_JUAN`).
    """
    title, _ = WORKS[kanripo]
    return Citation(title, juan or _juan_from_leaf(leaf), section, layer, author, quote, leaf,
                    kanripo, SIKU, note)


def web_cite(work: str, section: str, layer: str, author: str, quote: str, *, juan: str = "",
             edition: str = WEB, note: str = "") -> Citation:
    """A citation of a work houzhi's shelf does not hold, known only from a web transcription:
    by work, 卷 and section as far as the transcription shows them, with no leaf."""
    return Citation(work, juan, section, layer, author, quote, edition=edition, note=note)


@cache
def _chi_of(text: str) -> Fraction:
    from ..measure.notation import parse_measure

    return Fraction(parse_measure(text).to("chi").magnitude)


@dataclass(frozen=True)
class Rule:
    """One rule of the text: what it gives, the passage(s) it rests on, and its formula.

    ``formula`` is called with keyword arguments: the inputs (lengths in 尺, counts as numbers)
    and the ``params``, whose defaults are written in classical notation. It must use only
    arithmetic, so it works on Fractions and on sympy symbols alike.
    """

    key: str
    label: str
    statement: str
    citations: tuple[Citation, ...]
    formula: Callable[..., Any]
    inputs: tuple[str, ...] = ()
    params: Mapping[str, str] = field(default_factory=dict)

    def param_values(self) -> dict[str, Fraction]:
        """The parameters' defaults as exact numbers of 尺."""
        return {k: _chi_of(v) for k, v in self.params.items()}

    def __call__(self, **values: Any) -> Any:
        """Apply the rule: ``values`` gives every input and may override a parameter.

        A name that is neither an input nor a parameter is refused (``TypeError``), so a caller
        cannot pass a misspelt or foreign value and have it silently ignored.
        """
        fast = self._fast
        if values.keys() == fast[0]:  # the inputs exactly, the parameters at their defaults
            return self.formula(**values, **fast[1]) if fast[1] else self.formula(**values)
        missing = [k for k in self.inputs if k not in values]
        if missing:
            raise TypeError(f"rule {self.key} needs {', '.join(missing)}")
        unknown = [k for k in values if k not in self.inputs and k not in self.params]
        if unknown:
            raise TypeError(f"rule {self.key} takes no {', '.join(unknown)}; it takes "
                            f"{', '.join((*self.inputs, *self.params)) or 'nothing'}")
        args = {**self.param_values(), **values}
        return self.formula(**{k: args[k] for k in (*self.inputs, *self.params)})

    @cached_property
    def _fast(self) -> tuple[frozenset[str], dict[str, Fraction]]:
        """The inputs, and the parameters' defaults as exact numbers: read once per rule."""
        return frozenset(self.inputs), self.param_values()

    @property
    def citation(self) -> Citation:
        """The first (principal) citation."""
        return self.citations[0]

