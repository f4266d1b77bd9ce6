"""A figure stated by a text (:class:`Statement`): the words quoted, the figure they state,
and the object and reading it belongs to. The statements themselves are
:data:`houzhi.canon.statements.STATEMENTS` (and a reading file's own, :mod:`houzhi.canon.reading_file`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from ..errors import UnknownNameError
from ..measure._memo import memo
from ..measure.notation import parse_measure, parse_number
from ..sources.citations import Citation

# Subject is not in __all__, as Rank and Station (houzhi.canon.rites) are not: an Enum called
# with a value it cannot show raises before its own refusal (_missing_) can; import it by name.
__all__ = ["Statement"]


class Subject(str, Enum):
    """What a stated figure is a figure of: a target at a range, the 大射's stack of three 侯
    (:mod:`houzhi.model.dashe`), a piece of gear (:mod:`houzhi.canon.gear`), a unit of measure
    (六尺為步), a rule's own figure (the 躬's 一丈 of 鄭眾), or a figure of a target that houzhi
    does not model (鄭眾's 正 and 質: shown as not given, with the reason), or what a rite gives
    a rank (the range of its 侯, its count of 乏)."""

    TARGET = "target"
    DASHE = "dashe"
    GEAR = "gear"
    UNIT = "unit"
    RULE = "rule"
    UNMODELLED = "unmodelled"
    RITE = "rite"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def _missing_(cls, value: object) -> Subject:
        raise UnknownNameError("subject of a statement", value, [s.value for s in cls])


@dataclass(frozen=True)
class Statement:
    """A figure stated by a text: ``value`` (words inside ``citation.quote``) for the figure
    ``key`` of ``subject`` (:class:`Subject`: "target" at ``range_gong`` 弓, "dashe", "gear",
    "unit", "rule", "unmodelled", "rite"; given as the enumeration or its value), in ``reading``
    (an author's own figure names his reading; None: the default reading) and ``rite`` (None:
    the rite of the range). ``relation`` "<" marks a bound (不及五尺), not a value."""

    subject: Subject | str
    key: str
    what: str
    value: str
    citation: Citation
    range_gong: int | None = None
    reading: str | None = None
    count: bool = False
    emend: str = ""
    finding: str = ""
    explained: str = ""
    note: str = ""
    rite: str | None = None
    relation: str = "=="

    def __post_init__(self) -> None:
        object.__setattr__(self, "subject", Subject(self.subject))  # a subject houzhi has

    @property
    def words(self) -> str:
        """The words the value is read from: the emended words where the text is corrupt."""
        return self.emend or self.value

    @memo
    def expected(self) -> Fraction:
        """The stated value, read from the text: 尺 for a length, a number for a count (read
        once: a statement is immutable)."""
        if self.count:
            return parse_number(self.words)
        return Fraction(parse_measure(self.words).to("chi").magnitude)
