"""The exceptions houzhi raises. Each message is one line that names the problem."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .locale import _, listing, named, pgettext, quoted

__all__ = ["BadValueError", "HouzhiError", "ParseError", "UnknownNameError", "WrongKindError",
           "one_line", "require", "shown"]


def one_line(text: str) -> str:
    """``text`` with every unprintable character (a newline, a tab, a lone surrogate) written as
    its escape, so that a message quoting what the user typed stays one line."""
    require(text, str, "one_line(): text")
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def shown(value: Any, limit: int = 40) -> str:
    """``value`` as a message quotes it: its repr (text as it is, when printable), one line, cut
    to ``limit`` characters — and never an error of its own: an integer too long for Python to
    write (10**5000) is "an integer of about 5001 digits"; a Quantity is written from its
    magnitude and unit names (``5 meter**2``: pint's own repr fails for exact exponents before
    Python 3.12); anything else whose repr fails, by its type."""
    text = one_line(_text(value))
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value if value.isprintable() else repr(value)
    if callable(getattr(type(value), "unit_items", None)):  # a pint Quantity, of any registry
        try:
            unit = " * ".join(n if e == 1 else f"{n}**{e}" for n, e in value.unit_items())
            return f"{_text(value.magnitude)} {unit}".strip()
        except Exception:
            return "a Quantity"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3000:
        return f"an integer of about {_digits(value)} digits"
    numerator, denominator = getattr(value, "numerator", None), getattr(value, "denominator", None)
    if (isinstance(numerator, int) and isinstance(denominator, int)
            and max(abs(numerator), denominator).bit_length() > 3000):
        return f"a fraction of about {_digits(numerator)}/{_digits(denominator)} digits"
    try:
        return repr(value)
    except Exception:  # a repr that fails: say what it is, as far as can be said safely
        return f"a {type(value).__name__}"


def _digits(n: int) -> int:
    return int(abs(n).bit_length() * 0.30103) + 1  # log10(2): about, without writing n


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
        # the character named as a reader counts, from one (``position`` counts from zero)
        super().__init__(_("cannot read {text} as {what}: at character {place}, {reason}").format(
            text=quoted(shown), what=_(what), place=position + 1, reason=reason))

    def named(self, what: str) -> ParseError:
        """The same error, naming the input it was read as."""
        return ParseError(self.text, self.position, self.reason, what)


class WrongKindError(HouzhiError, TypeError):
    """An argument of the wrong kind (a number where a :class:`~houzhi.model.target.Target` is
    needed): houzhi's own error, and a ``TypeError`` too, as Python's convention has it."""


class UnknownNameError(HouzhiError):
    """An unknown unit, standard, reading, rank or similar name."""

    def __init__(self, kind: str, name: Any, known: list[str], *, nearest: bool = False,
                 names: Mapping[str, str] | None = None) -> None:
        """``known`` the names houzhi takes (all of them, or with ``nearest`` only those nearest
        ``name``: in Chinese 相近者, not 可用者); ``names`` the characters of a key in ``known``,
        listed before it in Chinese (:func:`houzhi.locale.named`)."""
        self.kind = kind
        self.name = name
        self.known = known
        said = quoted(shown(name, 60)) if isinstance(name, str) else shown(name)
        names = names or {}
        message = (pgettext("nearest", "unknown {kind} {name}; known: {known}") if nearest
                   else _("unknown {kind} {name}; known: {known}"))
        super().__init__(message.format(
            kind=_(kind), name=said, known=listing(named(k, names.get(k, "")) for k in known)))



def require(value: Any, kind: type | tuple[type, ...], what: str) -> None:
    """Raise :class:`WrongKindError` unless ``value`` is a ``kind`` (a class, or a tuple of
    them); ``what`` names the argument (``"plan(): target"``)."""
    if not isinstance(value, kind):
        names = " or ".join(k.__name__ for k in (kind if isinstance(kind, tuple) else (kind,)))
        raise WrongKindError(f"{what} must be a {names}, got {shown(value)}")
