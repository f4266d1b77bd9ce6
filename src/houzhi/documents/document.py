"""A document: what one output shows, as sections of typed blocks, for every renderer to read.

A build sheet is one :class:`Document`; the terminal's text (:func:`houzhi.render.text.render`),
the JSON (:func:`houzhi.render.export.to_data`) and the PDF book read it, so that its words are
written once — here, in the document's maker, in the reader's language (:mod:`houzhi.locale`)
— and no renderer composes a sentence of its own.

A table's cells are :class:`Cell` values: the text shown, and where the cell is a figure, its
exact value with its unit and the basis the model gives it (never decided again here), or the
passage it quotes. Every value object is frozen, hashable and picklable.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ..errors import UnknownNameError

if TYPE_CHECKING:
    from ..canon.figures import Basis
    from ..sources.citations import Citation

__all__ = ["Block", "Cell", "Document", "Item", "Para", "Section", "TableBlock"]


@dataclass(frozen=True)
class Cell:
    """One cell of a table: ``text`` as shown; for a figure, its exact ``value`` in ``unit``
    (``"尺"`` for a length, ``"尺²"``, ``"m"``, ``"m²"``, ``"L"``, ``""`` for a count) and its
    ``basis`` as the model gives it (None where the model gives none: a maker's quantity)."""

    text: str
    value: Fraction | None = None
    unit: str = ""
    basis: Basis | None = None

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class TableBlock:
    """A table: rows of cells under ``columns`` (their names). (Named apart from
    :class:`houzhi.documents.tables.Table`, the small tables the other commands print.)"""

    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]

    def texts(self) -> list[list[str]]:
        """The rows as the texts shown, the columns' names first."""
        return [list(self.columns), *([c.text for c in r] for r in self.rows)]


@dataclass(frozen=True)
class Para:
    """A paragraph: ``text``, at ``level`` (0 a line of the document's own; 1 a line of its
    section; 2 a line under the line before it: a passage cited, houzhi's note on a step),
    with the passages it quotes (``citations``) and who says it (``by``: ``"houzhi"`` for
    houzhi's recommendations, warnings and assumptions; ``""`` for the texts' words or
    houzhi's plain reckoning)."""

    text: str
    level: int = 1
    by: str = ""
    citations: tuple[Citation, ...] = ()


@dataclass(frozen=True)
class Item:
    """One of a list of steps or rows: its ``label`` ("1. the middle seam", "rope"), ``text``
    (what to do, or the figure), ``details`` under it in order (a join and its length, the
    thread), houzhi's ``note`` with who gives it (``note_by``: "houzhi", or "" where the
    note is the formula or reason itself), and the passages it rests on."""

    label: str
    text: str
    details: tuple[str, ...] = ()
    note: str = ""
    note_by: str = ""
    citations: tuple[Citation, ...] = ()


Block = TableBlock | Para | Item


@dataclass(frozen=True)
class Section:
    """A section: its ``key`` (stable, for the JSON and the renderers' layout), its
    ``heading`` as shown, and its blocks in order; ``gap``: whether the text sets it off from
    what comes before by a blank line (the target's strips follow their title directly)."""

    key: str
    heading: str
    blocks: tuple[Block, ...]
    gap: bool = True

    def tables(self) -> tuple[TableBlock, ...]:
        return tuple(b for b in self.blocks if isinstance(b, TableBlock))

    def items(self) -> tuple[Item, ...]:
        return tuple(b for b in self.blocks if isinstance(b, Item))

    def paras(self, level: int | None = None) -> tuple[Para, ...]:
        """The section's paragraphs (at ``level``, or all)."""
        return tuple(b for b in self.blocks if isinstance(b, Para)
                     and (level is None or b.level == level))


@dataclass(frozen=True)
class Document:
    """``title`` and the lines under it (``lead``), then the sections in order."""

    kind: str
    title: str
    lead: tuple[str, ...]
    sections: tuple[Section, ...]

    def __iter__(self) -> Iterator[Section]:
        return iter(self.sections)

    def section(self, key: str) -> Section:
        """The section of ``key``; an unknown key raises UnknownNameError naming the known."""
        for s in self.sections:
            if s.key == key:
                return s
        raise UnknownNameError(f"section of the {self.kind}", key,
                               [s.key for s in self.sections])
