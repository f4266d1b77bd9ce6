"""A table as CSV, Markdown or LaTeX: the one writer of every exported table.

Any :class:`houzhi.documents.tables.Table` is written by :func:`write` — the rows the commands print and
the record tables of :mod:`houzhi.documents.records`, each row with its citation and the basis of its
figure in columns of their own. Nothing here reads the model.

CSV is written by Python's :mod:`csv` module (every field quoted where it must be; rows end in
CRLF, as RFC 4180 has it) and begins with a UTF-8 byte-order mark: without it Excel reads a
UTF-8 file in the machine's legacy code page and shows the characters as mojibake, while
LibreOffice, Numbers and Google Sheets take the mark as UTF-8's, and Python reads it with
``encoding="utf-8-sig"``. Markdown is a pipe table (GitHub, MyST, pandoc), ``|`` escaped.
LaTeX is a ``longtable`` (it breaks across pages) with every special character escaped; the
characters need a CJK-capable engine (XeLaTeX or LuaLaTeX with ``xeCJK`` or ``luatexja``),
which a comment above the table says.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence
from typing import Any

__all__ = ["BOM", "FORMATS", "csv_text", "latex_text", "markdown_text", "write"]

#: The formats :func:`write` writes.
FORMATS = ("csv", "markdown", "latex")

#: The byte-order mark a CSV file begins with (as text: U+FEFF).
BOM = "\ufeff"


def _cells(header: Sequence[Any], rows: Sequence[Sequence[Any]]) -> list[list[str]]:
    return [[str(c) for c in header]] + [["" if c is None else str(c) for c in r] for r in rows]


def csv_text(header: Sequence[Any], rows: Sequence[Sequence[Any]], bom: bool = True) -> str:
    """The table as CSV (with the byte-order mark unless ``bom`` is False)."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(_cells(header, rows))
    return (BOM if bom else "") + out.getvalue()


#: What breaks a line (as str.splitlines has it): a cell of Markdown or LaTeX is one line.
_BREAKS = re.compile("[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")


def _md(cell: str) -> str:
    return _BREAKS.sub(" ", cell).replace("\\", "\\\\").replace("|", "\\|")


def markdown_text(header: Sequence[Any], rows: Sequence[Sequence[Any]], caption: str = "") -> str:
    """The table as a Markdown pipe table, its caption (if any) a paragraph above it."""
    head, *body = _cells(header, rows)
    lines = [f"{_md(caption)}", ""] if caption else []
    lines.append("| " + " | ".join(_md(c) for c in head) + " |")
    lines.append("|" + "|".join("---" for _ in head) + "|")
    lines += ["| " + " | ".join(_md(c) for c in r) + " |" for r in body]
    return "\n".join(lines) + "\n"


_LATEX = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#",
          "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}",
          "^": r"\textasciicircum{}", "\n": " "}


def _tex(cell: str) -> str:
    return "".join(_LATEX.get(ch, ch) for ch in _BREAKS.sub(" ", cell))


def latex_text(header: Sequence[Any], rows: Sequence[Sequence[Any]], caption: str = "") -> str:
    """The table as a LaTeX ``longtable`` (needs the longtable package and a CJK engine)."""
    head, *body = _cells(header, rows)
    spec = "l" * (len(head) - 1) + "p{0.35\\linewidth}" if len(head) > 1 else "l"
    lines = ["% written by houzhi; needs \\usepackage{longtable} and a CJK engine "
             "(XeLaTeX with xeCJK, or LuaLaTeX with luatexja)",
             f"\\begin{{longtable}}{{{spec}}}"]
    if caption:
        lines.append(f"\\caption{{{_tex(caption)}}}\\\\")
    lines += ["\\hline", " & ".join(_tex(c) for c in head) + " \\\\", "\\hline", "\\endhead"]
    lines += [" & ".join(_tex(c) for c in r) + " \\\\" for r in body]
    lines += ["\\hline", "\\end{longtable}"]
    return "\n".join(lines) + "\n"


def write(table: Any, fmt: str) -> str:
    """``table`` (a :class:`houzhi.documents.tables.Table`: header, rows, caption) in ``fmt``
    (:data:`FORMATS`). A CSV has no caption: what the caption says is in its columns."""
    if fmt == "csv":
        return csv_text(table.header, table.rows)
    if fmt == "markdown":
        return markdown_text(table.header, table.rows, table.caption)
    if fmt == "latex":
        return latex_text(table.header, table.rows, table.caption)
    raise ValueError(f"no table format {fmt!r}; known: {', '.join(FORMATS)}")
