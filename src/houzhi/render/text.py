"""A document (:class:`houzhi.documents.document.Document`) as text for the terminal: its title
and lead, then each section — its heading, its paragraphs indented by level, its tables aligned
(CJK characters counted double) — a blank line between sections."""

from __future__ import annotations

from ..canon.figures import who
from ..documents._text import table
from ..documents.document import Document, Item, Para, TableBlock
from ..errors import require
from ..locale import _

__all__ = ["render"]

#: how far a paragraph of each level is indented (0: the document's own; 1: its section's;
#: 2: under the line before)
_INDENT = ("", "  ", "       ")


def render(doc: Document) -> str:
    """``doc`` as plain text, one string of lines (no final newline)."""
    require(doc, Document, "render(): doc")
    out = [doc.title, *doc.lead]
    for s in doc:
        if s.gap:
            out.append("")
        if s.heading:
            out.append(s.heading)
        for block in s.blocks:
            if isinstance(block, TableBlock):
                out.append(table(block.texts()))
            elif isinstance(block, Para):
                out.append(_INDENT[block.level] + block.text)
            elif isinstance(block, Item):
                out.append(_INDENT[1] + (_("{label}: {text}").format(label=block.label,
                                                                     text=block.text)
                                         if block.text else block.label))
                out += [_INDENT[2] + d for d in block.details]
                if block.note:
                    out.append(_INDENT[2] + (_("({by}: {note})").format(
                        by=who(block.note_by), note=block.note) if block.note_by
                        else _("({note})").format(note=block.note)))
                out += [_INDENT[2] + str(c) for c in block.citations]
    return "\n".join(out)
