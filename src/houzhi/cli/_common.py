"""What the commands share: the parser class, the options several commands take, and writing."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import NoReturn

from ..errors import HouzhiError

__all__ = ["Parents", "Parser", "make_parents", "write_dxf"]


class Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors become :class:`HouzhiError` (one line, exit 2)."""

    def error(self, message: str) -> NoReturn:
        raise HouzhiError(message)


@dataclass(frozen=True)
class Parents:
    """Options several commands take, each defined once (argparse parents)."""

    standard: Parser
    reading: Parser
    as_json: Parser


def make_parents() -> Parents:
    """Build the shared option groups."""
    standard = Parser(add_help=False)
    standard.add_argument("--standard", default=None,
                          help="standard of the 尺 for real sizes (default han)")
    reading = Parser(add_help=False)
    reading.add_argument("--reading", default=None, help="whose reading of the text (default 鄭玄)")
    as_json = Parser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="exact, machine-readable output")
    return Parents(standard, reading, as_json)


def write_dxf(path: str, doc: object) -> None:
    """Save a DXF document whole or not at all; say where it went on stderr."""
    from .._files import write_atomically

    written = write_atomically(path, lambda tmp: doc.saveas(tmp))  # type: ignore[attr-defined]
    print(f"wrote {written}", file=sys.stderr)
