"""The exceptions houzhi raises. Each message is one line that names the problem."""

from __future__ import annotations

__all__ = ["BadValueError", "HouzhiError", "ParseError", "UnknownNameError"]


class HouzhiError(ValueError):
    """Base of every error houzhi raises for bad input; the CLI turns it into exit status 2."""


class ParseError(HouzhiError):
    """Text that is not a length (or not a number).

    ``text`` is the whole input, ``position`` the 0-based index where reading failed and
    ``reason`` what was expected there.
    """

    def __init__(self, text: str, position: int, reason: str) -> None:
        self.text = text
        self.position = position
        self.reason = reason
        shown = text if len(text) <= 60 else text[:57] + "..."
        super().__init__(f"cannot read {shown!r} as a length: at position {position}, {reason}")


class UnknownNameError(HouzhiError):
    """An unknown unit, standard, reading, rank or similar name."""

    def __init__(self, kind: str, name: str, known: list[str]) -> None:
        self.kind = kind
        self.name = name
        self.known = known
        super().__init__(f"unknown {kind} {name!r}; known: {', '.join(known)}")


class BadValueError(HouzhiError):
    """A value outside its range: a zero or negative range, a too-narrow cloth, …"""
