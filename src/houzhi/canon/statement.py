"""A figure stated by a text (:class:`Statement`): the words quoted, the figure they state,
and the object and reading it belongs to. The statements themselves are
:data:`houzhi.canon.statements.STATEMENTS` (and a reading file's own, :mod:`houzhi.canon.reading_file`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..measure.notation import parse_measure, parse_number
from ..sources.citations import Citation

__all__ = ["Statement"]


@dataclass(frozen=True)
class Statement:
    """A figure stated by a text: ``value`` (words inside ``citation.quote``) for the figure
    ``key`` of ``subject`` ("target" at ``range_gong`` 弓, "dashe", "gear"), in ``reading``
    (an author's own figure names his reading; None: the default reading) and ``rite`` (None:
    the rite of the range). ``relation`` "<" marks a bound (不及五尺), not a value."""

    subject: str
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

    @property
    def words(self) -> str:
        """The words the value is read from: the emended words where the text is corrupt."""
        return self.emend or self.value

    @property
    def expected(self) -> Fraction:
        """The stated value, read from the text: 尺 for a length, a number for a count."""
        if self.count:
            return parse_number(self.words)
        return Fraction(parse_measure(self.words).to("chi").magnitude)
