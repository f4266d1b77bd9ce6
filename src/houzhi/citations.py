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

__all__ = ["LIJI", "SEED", "XIANGSHE_JI", "Citation", "Rule"]

#: The seed files, by short name (see the project's shared/SOURCES.md).
SEED = MappingProxyType({
    "ji": "004_cbef7cb2fa74d747.txt",        # 儀禮注疏 卷十三 鄉射禮·記, 鄭注, 賈疏
    "jing": "000_ed0f6f7402ba4daf.txt",      # 儀禮注疏 鄉射禮 經, 鄭注, 賈疏
    "jishi": "001_f79cd3625171d606.txt",     # 李如圭《儀禮集釋》卷五
    "pangong": "002_b73eb5e13ac391fa.txt",   # 李之藻《頖宮禮樂疏》射禮
})

LIJI = "儀禮注疏"
XIANGSHE_JI = "鄉射禮·記"


@dataclass(frozen=True)
class Citation:
    """Where a rule or figure comes from.

    ``passage`` is quoted as the source has it (the seed's own characters; a character lost in
    the seed may be restored in ``passage``: tests accept ``?`` and ``▯`` in the seed as any one
    character). ``seed`` is a seed file name and ``lines`` its 1-based line numbers, or ``None``
    for a passage outside the seeds (then ``note`` says where it stands, e.g. REFERENCES.md).
    """

    work: str
    chapter: str
    passage: str
    commentator: str = "經"
    seed: str | None = None
    lines: tuple[int, ...] = ()
    note: str = ""

    @property
    def where(self) -> str:
        """``file:line`` (or ``file:first-last``) in the seeds, else the note."""
        if self.seed is None:
            return self.note or self.work
        if not self.lines:
            return self.seed
        span = str(self.lines[0]) if len(self.lines) == 1 else f"{self.lines[0]}-{self.lines[-1]}"
        return f"{self.seed}:{span}"

    def __str__(self) -> str:
        who = "" if self.commentator == "經" else f" ({self.commentator})"
        return f"《{self.work}》{self.chapter}{who}: 「{self.passage}」 [{self.where}]"

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready mapping."""
        return {
            "work": self.work, "chapter": self.chapter, "passage": self.passage,
            "commentator": self.commentator, "seed": self.seed, "lines": list(self.lines),
            "where": self.where, **({"note": self.note} if self.note else {}),
        }


@cache
def _chi_of(text: str) -> Fraction:
    from .notation import parse_measure

    return Fraction(parse_measure(text).to("chi").magnitude)


def ji(passage: str, lines: int | tuple[int, ...], commentator: str = "經") -> Citation:
    """A citation of the 鄉射禮·記 with 鄭注 and 賈疏 (seed 004)."""
    ln = (lines,) if isinstance(lines, int) else lines
    return Citation(LIJI, XIANGSHE_JI, passage, commentator, SEED["ji"], ln)


def jishi(passage: str, lines: int | tuple[int, ...], commentator: str = "經") -> Citation:
    """A citation of 鄉射禮 in 李如圭《儀禮集釋》(seed 001, simplified characters)."""
    ln = (lines,) if isinstance(lines, int) else lines
    return Citation("儀禮集釋", "卷五 鄉射禮", passage, commentator, SEED["jishi"], ln)


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
        """Apply the rule: ``values`` gives every input and may override a parameter."""
        missing = [k for k in self.inputs if k not in values]
        if missing:
            raise TypeError(f"rule {self.key} needs {', '.join(missing)}")
        args = {**self.param_values(), **values}
        return self.formula(**{k: args[k] for k in (*self.inputs, *self.params)})

    @property
    def citation(self) -> Citation:
        """The first (principal) citation."""
        return self.citations[0]


def ref(work: str, chapter: str, passage: str, commentator: str = "經", section: str = "") -> Citation:
    """A citation of a passage outside the seeds, quoted in the project's REFERENCES.md."""
    note = "REFERENCES.md" + (f", {section}" if section else "")
    return Citation(work, chapter, passage, commentator, None, (), note)
