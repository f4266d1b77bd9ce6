"""Citations and rules: every classical rule of houzhi is written once, as data, with its source.

A :class:`Rule` carries the passage it rests on and a formula written with arithmetic operators
only, so the same rule gives exact numbers (``fractions.Fraction``) in the model and symbolic
forms (sympy) in :mod:`houzhi.symbolic`. Its constants are written as the text writes them
(``"二寸"``, ``"一武"``) and read through :func:`~houzhi.notation.parse_measure`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from types import MappingProxyType
from typing import Any

__all__ = ["SIKU", "WEB", "WORKS", "Citation", "Rule", "cite", "web_cite"]

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


@dataclass(frozen=True)
class Citation:
    """Where a rule or figure comes from, as a scholar cites it.

    ``work`` the title (儀禮注疏); ``juan`` the 卷 of the edition cited (卷五); ``section`` the
    chapter and part (鄉射禮·記); ``layer`` 經, 記, 注, 疏, 音義, or 說 for a later author's own
    words; ``author`` who wrote the layer (鄭玄; 鄭眾, as quoted by 鄭玄); ``edition`` the edition
    (四庫全書文淵閣本); ``kanripo`` the Kanseki Repository id of the text (KR1d0028); ``leaf`` the
    page as ``"005-88b"`` (file number, 葉, side; ``"005-88b/89a"`` across a page break);
    ``quote`` the passage as quoted; ``ruan_juan`` the 卷 in 阮元's 十三經注疏 where known;
    ``note`` a collation note (校: 射當作躳) or what else a reader needs.

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
    ruan_juan: str = ""
    note: str = ""

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
         juan: str | None = None, ruan_juan: str = "", note: str = "") -> Citation:
    """A citation of a shelf text in the 四庫全書文淵閣本, by Kanseki Repository id and leaf.

    ``leaf`` is ``"005-88b"``: the Kanripo file number, the 葉 and its side. ``juan`` defaults
    to the file number read as a 卷 (卷五); give it where the two differ (儀禮集編 file 016 is
    卷十三). ``layer`` is 經, 記, 注, 疏, 音義 or 說; ``author`` who wrote it ("" for 經 and 記).
    """
    title, _ = WORKS[kanripo]
    return Citation(title, juan or _juan_from_leaf(leaf), section, layer, author, quote, leaf,
                    kanripo, SIKU, ruan_juan, note)


def web_cite(work: str, section: str, layer: str, author: str, quote: str, *, juan: str = "",
             edition: str = WEB, note: str = "") -> Citation:
    """A citation of a work houzhi's shelf does not hold, known only from a web transcription:
    by work, 卷 and section as far as the transcription shows them, with no leaf."""
    return Citation(work, juan, section, layer, author, quote, edition=edition, note=note)


@cache
def _chi_of(text: str) -> Fraction:
    from .notation import parse_measure

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
        missing = [k for k in self.inputs if k not in values]
        if missing:
            raise TypeError(f"rule {self.key} needs {', '.join(missing)}")
        unknown = [k for k in values if k not in self.inputs and k not in self.params]
        if unknown:
            raise TypeError(f"rule {self.key} takes no {', '.join(unknown)}; it takes "
                            f"{', '.join((*self.inputs, *self.params)) or 'nothing'}")
        args = {**self.param_values(), **values}
        return self.formula(**{k: args[k] for k in (*self.inputs, *self.params)})

    @property
    def citation(self) -> Citation:
        """The first (principal) citation."""
        return self.citations[0]

