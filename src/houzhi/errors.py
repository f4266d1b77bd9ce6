"""The exceptions houzhi raises. Each message is one line that names the problem."""

from __future__ import annotations

__all__ = ["BadValueError", "HouzhiError", "ParseError", "UnknownNameError", "one_line"]


def one_line(text: str) -> str:
    """``text`` with every unprintable character (a newline, a tab, a lone surrogate) written as
    its escape, so that a message quoting what the user typed stays one line."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class HouzhiError(ValueError):
    """Base of every error houzhi raises for bad input; the CLI turns it into exit status 2.
    Its message is one line (:func:`one_line`)."""

    def __str__(self) -> str:
        return one_line(super().__str__())


class BadValueError(HouzhiError):
    """A value outside its range: a zero or negative range, a too-narrow cloth, …"""


class ParseError(BadValueError):
    """Text that is not a length (or not a number).

    ``text`` is the whole input, ``position`` the 0-based index where reading failed, ``reason``
    what was expected there and ``what`` the input it was read as (``"the trim"``). The message
    shows at most 60 characters of the text.
    """

    def __init__(self, text: str, position: int, reason: str, what: str = "a length") -> None:
        self.text = text
        self.position = position
        self.reason = reason
        self.what = what
        shown = text if len(text) <= 60 else text[:57] + "..."
        super().__init__(f"cannot read {shown!r} as {what}: at position {position}, {reason}")

    def named(self, what: str) -> ParseError:
        """The same error, naming the input it was read as."""
        return ParseError(self.text, self.position, self.reason, what)


class UnknownNameError(HouzhiError):
    """An unknown unit, standard, reading, rank or similar name."""

    def __init__(self, kind: str, name: str, known: list[str]) -> None:
        self.kind = kind
        self.name = name
        self.known = known
        super().__init__(f"unknown {kind} {name!r}; known: {', '.join(known)}")

