"""Lengths as the classical texts write them: ``二十五丈二尺``, ``丈四尺``, ``尺有握``, ``寸有半``.

:func:`parse_measure` reads classical and plain forms (``"25.2 丈"``, ``"14 尺"``, ``"420尺"``);
:func:`format_measure` writes the canonical classical form: 丈, 尺, 寸 in descending order, 分
below the 寸 where that is exact, and any other remainder as 少半寸 (⅓), 大半寸 (⅔) or
N分寸之M. ``parse_measure(format_measure(q)) == q`` for every exact length.

>>> parse_measure("二十五丈二尺").magnitude
Fraction(252, 1)
>>> format_measure(parse_measure("尺有握"))
'尺四寸'
>>> format_chi(Fraction(158, 15))
'丈五寸少半寸'
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pint

from .errors import ParseError
from .units import CLASSICAL_UNITS, Q_, as_chi, exact, unit_factor

__all__ = ["format_chi", "format_measure", "format_number", "parse_measure", "parse_number",
           "read_chi", "to_chi"]

_DIGITS = {"〇": 0, "零": 0, "一": 1, "壹": 1, "二": 2, "兩": 2, "两": 2, "貳": 2, "三": 3,
           "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_SMALL = {"十": 10, "百": 100, "千": 1000}
_LARGE = {"萬": 10_000, "万": 10_000, "億": 10**8, "亿": 10**8}
_TENS = {"廿": 20, "卅": 30}
_NUMERAL_CHARS = set(_DIGITS) | set(_SMALL) | set(_LARGE) | set(_TENS)
_WRITE_DIGITS = "〇一二三四五六七八九"
_HALVES = (("少半", Fraction(1, 3)), ("大半", Fraction(2, 3)), ("半", Fraction(1, 2)))
_ARABIC = re.compile(r"[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?(?:/[0-9]+)?")
_ASCII = re.compile(r"[A-Za-z_]+")


class _Reader:
    """A cursor over the text, raising ParseError with the position on failure."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, reason: str) -> ParseError:
        return ParseError(self.text, self.pos, reason)

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self, k: int = 1) -> str:
        return self.text[self.pos:self.pos + k]

    def at_end(self) -> bool:
        return self.pos >= len(self.text)

    def take(self, s: str) -> bool:
        if self.text.startswith(s, self.pos):
            self.pos += len(s)
            return True
        return False

    def number(self) -> Fraction | None:
        """A Chinese numeral (十六, 二十五, 十有二) or an Arabic one (25.2, 3/2); None if absent."""
        m = _ARABIC.match(self.text, self.pos)
        if m:
            self.pos = m.end()
            return Fraction(m.group())
        start = self.pos
        while not self.at_end():
            ch = self.text[self.pos]
            if ch in _NUMERAL_CHARS:
                self.pos += 1
            elif (ch == "有" and self.pos > start and self.text[self.pos - 1] in "十百千萬万億亿"
                  and self.peek(2)[1:] in _DIGITS):
                self.pos += 1  # 十有二: 有 joins the tens to the units
            else:
                break
        if self.pos == start:
            return None
        return Fraction(_chinese_int(self.text[start:self.pos].replace("有", ""), self, start))

    def unit(self) -> str | None:
        """A unit name at the cursor (a character such as 尺, or an ASCII name); None if absent."""
        names = CLASSICAL_UNITS
        m = _ASCII.match(self.text, self.pos)
        if m:
            if m.group() in names:
                self.pos = m.end()
                return names[m.group()]
            return None
        ch = self.peek()
        if ch in names:
            self.pos += 1
            return names[ch]
        return None


def _chinese_int(s: str, reader: _Reader, start: int) -> int:
    yi = wan = section = 0
    digit: int | None = None
    for i, ch in enumerate(s):
        if ch in _DIGITS:
            if digit is not None and _DIGITS[ch] != 0 and digit != 0:
                reader.pos = start + i
                raise reader.fail("two digits in a row; write 二十五, not 二五")
            digit = _DIGITS[ch]
        elif ch in _TENS:
            section += _TENS[ch]
            digit = None
        elif ch in _SMALL:
            section += (1 if digit is None else digit) * _SMALL[ch]
            digit = None
        elif _LARGE[ch] == 10_000:
            wan += (section + (digit or 0)) * 10_000
            section, digit = 0, None
        else:  # 億
            yi += (wan + section + (digit or 0)) * 10**8
            wan, section, digit = 0, 0, None
    return yi + wan + section + (digit or 0)


def parse_number(text: str) -> Fraction:
    """A Chinese or Arabic number as an exact Fraction (``"二十五"`` → 25, ``"7.2"`` → 36/5)."""
    r = _Reader(text.strip())
    sign = -1 if (r.take("負") or r.take("负") or r.take("-")) else 1
    value = r.number()
    if value is None or not r.at_end():
        raise r.fail("expected a number")
    return sign * value


def read_chi(text: str) -> Fraction:
    """A length in 尺 from text: a classical or plain length ("七尺", "1.5丈"), or a bare number
    ("7", "3/2"), which is taken as 尺."""
    try:
        return parse_number(text)
    except ParseError:
        return as_chi(parse_measure(text))


def to_chi(value: Any, what: str = "a length") -> Fraction:
    """A length in 尺 from a number (taken as 尺; a float through its shortest decimal form),
    a text (see :func:`read_chi`) or a classical Quantity."""
    if isinstance(value, str):
        return read_chi(value)
    if isinstance(value, bool):
        raise ParseError(repr(value), 0, f"{what} must be a number or a length")
    if isinstance(value, (int, float, Fraction)):
        return exact(value)
    return as_chi(value)


def parse_measure(text: str, standard: str | None = None) -> pint.Quantity:
    """Read a length written as the texts write it, or in plain form, as an exact Quantity in 尺.

    Accepts 二十五丈二尺, 丈四尺, 丈有八尺, 尺有五寸, 尺二寸, 五尋, 七十弓, 尺有握, 寸有半,
    半寸, 少半寸, 大半寸, 三分寸之一, "25.2 丈", "7.2丈", "14 尺", "420 chi", and a leading
    負 or - for a negative length. Raises :class:`~houzhi.errors.ParseError` saying where and why
    the text is not a length. Units are read as the texts define them (弓 = 6尺) unless
    ``standard`` names a standard of the 尺 whose units differ (明: 弓 = 5尺).
    """
    if not isinstance(text, str):
        raise ParseError(repr(text), 0, "expected text")
    r = _Reader(text.strip())
    if r.at_end():
        raise r.fail("the text is empty")
    sign = -1 if (r.take("負") or r.take("负") or r.take("-")) else 1
    total = Fraction(0)
    last_unit: str | None = None
    while True:
        r.skip_space()
        if r.at_end():
            break
        if last_unit is not None:
            joined = r.take("有")
            r.skip_space()
            if joined and r.take("半"):  # 寸有半: half of the unit just named
                if not r.at_end():
                    raise r.fail("nothing may follow 有半")
                total += _chi(Fraction(1, 2), last_unit, standard)
                break
        total_term, last_unit = _term(r, standard)
        total += total_term
    if last_unit is None:
        raise r.fail("expected a unit")
    return Q_(sign * total, "chi")


def _term(r: _Reader, standard: str | None) -> tuple[Fraction, str]:
    """One term: [numeral] unit, 半/少半/大半 unit, or N分unit之M; returns (尺, unit)."""
    for word, part in _HALVES:
        if r.take(word):
            unit = r.unit()
            if unit is None:
                raise r.fail(f"expected a unit after {word}")
            return _chi(part, unit, standard), unit
    start = r.pos
    n = r.number()
    r.skip_space()
    if n is not None and r.peek() == "分":
        # N分寸之M (M/N of a 寸) — or the unit 分 itself
        save = r.pos
        r.pos += 1
        unit = r.unit()
        if unit is not None and r.take("之"):
            m = r.number()
            if m is None:
                raise r.fail("expected a number after 之")
            if n == 0:
                r.pos = start
                raise r.fail("a fraction cannot have 0 parts")
            return _chi(m / n, unit, standard), unit
        r.pos = save
    unit = r.unit()
    if unit is None:
        if r.at_end():
            raise r.fail("expected a unit (丈, 尺, 寸, 分, 尋, 弓, 步 …)")
        ascii_word = _ASCII.match(r.text, r.pos)
        bad = ascii_word.group() if ascii_word else r.peek()
        raise r.fail(f"{bad!r} is not a number or a unit of length")
    return _chi(Fraction(1) if n is None else n, unit, standard), unit


def _chi(count: Fraction, unit: str, standard: str | None) -> Fraction:
    return count * unit_factor(unit, standard)


def format_number(n: int, lead: bool = True) -> str:
    """A whole number in Chinese numerals: 16 → 十六, 25 → 二十五, 105 → 一百零五."""
    if n < 0:
        return "負" + format_number(-n)
    if n == 0:
        return "〇"
    for size, mark in ((10**8, "億"), (10_000, "萬")):
        if n >= size:
            high, low = divmod(n, size)
            gap = "零" if 0 < low < size // 10 else ""
            return format_number(high, lead) + mark + gap + (format_number(low, False) if low else "")
    return _under_10000(n, lead)


def _under_10000(n: int, lead: bool) -> str:
    out: list[str] = []
    zero = False
    for value, mark in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        d, n = divmod(n, value)
        if d == 0:
            zero = bool(out)
            continue
        if zero:
            out.append("零")
            zero = False
        if mark == "十" and d == 1 and not out and lead:
            out.append("十")  # 十六, not 一十六
        else:
            out.append(_WRITE_DIGITS[d] + mark)
    return "".join(out)


def format_chi(value: Fraction | int) -> str:
    """A number of 尺 in the canonical classical form (see :func:`format_measure`)."""
    x = Fraction(value)
    if x < 0:
        return "負" + format_chi(-x)
    if x == 0:
        return "〇尺"
    zhang, rest = divmod(x, 10)
    chi, rest = divmod(rest, 1)
    cun, rest = divmod(rest * 10, 1)
    parts: list[tuple[int, str]] = [(int(n), u) for n, u in ((zhang, "丈"), (chi, "尺"), (cun, "寸")) if n]
    tail = ""
    if rest:
        if (rest * 10).denominator == 1:
            parts.append((int(rest * 10), "分"))
        elif rest in (Fraction(1, 3), Fraction(2, 3)):
            tail = "少半寸" if rest == Fraction(1, 3) else "大半寸"
        else:
            tail = f"{format_number(rest.denominator)}分寸之{format_number(rest.numerator)}"
    words = []
    for i, (n, u) in enumerate(parts):
        leading_one = i == 0 and n == 1 and (len(parts) > 1 or tail)
        words.append(("" if leading_one else format_number(n)) + u)
    return "".join(words) + tail


def format_measure(length: Any) -> str:
    """Write a classical length (Quantity or text) in the canonical classical form.

    丈, 尺, 寸 descending; 分 below the 寸 where exact; 少半寸, 大半寸 or N分寸之M for other
    remainders; a leading 一 is left out before a lower unit (丈四尺, 尺二寸), as the 疏 writes.
    """
    return format_chi(as_chi(length))
