"""Lengths as the classical texts write them: ``二十五丈二尺``, ``丈四尺``, ``尺有握``, ``寸有半``.

:func:`parse_measure` reads classical and plain forms (``"25.2 丈"``, ``"14 尺"``, ``"420尺"``);
:func:`format_measure` writes the canonical classical form: 丈, 尺, 寸 in descending order, 分
below the 寸 where that is exact, and any other remainder as 少半寸 (⅓), 大半寸 (⅔) or
N分寸之M. ``parse_measure(format_measure(q)) == q`` for every length the parser accepts, and
``format_measure(parse_measure(s))`` is the canonical form of ``s``.

The reading is strict; text that could be read two ways is refused with the position and the
reason (:class:`~houzhi.errors.ParseError`), never guessed:

- units in the order the texts write them, larger first (丈 before 尺 before 寸), each once; a
  fraction of a unit (半寸, 少半寸, 三分寸之一, 有半) comes last;
- numerals well formed: 十有二, 二十五, 七十, 一百零五, 萬 and 億 composed as the texts compose
  them (一萬二千, 三億零五百萬; 億 is 萬萬); 〇 is a digit only in a digit string (七〇, 一〇五)
  or zero alone — 〇尺 is no length, but a unit counted 〇 times beside others (一丈〇尺,
  尺零寸) is refused; two digits in a row without 〇 (二五) are refused, since the texts write
  them for "two or five";
- no spaces in classical text (二十五 丈, 丈 有 八尺 are refused): a space may stand only beside
  an Arabic number (``25.2 丈``, ``2丈 5尺``, ``3 / 2尺``); a tab or line break nowhere inside;
- one form of each character: full-width forms (``７０``, ``ｃｍ``), every kind of space, and
  the Kangxi radicals and CJK compatibility ideographs (⼆⼨ for 二寸, as PDFs give them) are
  folded to the plain character (:func:`fold`); every other compatibility form or number
  (``²``, ``⑩``, ``½``, ``㈠``, ``〸``, ``٣``) is refused, naming the character — never read
  as what it resembles (NFKC would read ``10²`` as ``102``);
- Arabic numbers: ``70``, ``25.2``, ``3/2``, ``1.5/2``, ``1e3``; a zero denominator is
  refused;
- bounds, checked before any arithmetic: at most :data:`MAX_TEXT` characters, at most
  :data:`MAX_DIGITS` digits in an Arabic number and an exponent of at most
  :data:`MAX_EXPONENT`; a length's size and its finest part within :data:`MAX_CHI` 尺 and
  1/:data:`MAX_CHI` 尺.

>>> parse_measure("二十五丈二尺").magnitude
Fraction(252, 1)
>>> format_measure(parse_measure("尺有握"))
'尺四寸'
>>> format_chi(Fraction(158, 15))
'一丈五寸少半寸'
"""

from __future__ import annotations

import re
import unicodedata
from fractions import Fraction
from typing import Any

import pint

from ..errors import BadValueError, ParseError, shown
from ..locale import N_, _, quoted
from .units import CLASSICAL_UNITS, Q_, as_chi, exact, to_user, unit_factor

__all__ = ["MAX_CHI", "MAX_DIGITS", "MAX_EXPONENT", "MAX_TEXT", "MAX_WRITTEN", "fold", "format_chi",
           "format_measure", "format_number", "parse_measure", "parse_number", "read_chi", "to_chi"]

#: Longest text read as a length or a number, in characters.
MAX_TEXT = 100
#: Most digits in an Arabic number (each side of a ``/``), and the largest power of ten in one.
MAX_DIGITS = 15
MAX_EXPONENT = 15
#: Largest length (尺) and finest part of a 尺 (its denominator) the parser accepts: within
#: these bounds every length writes in 萬 and 億 without 億億, and reads back the same.
MAX_CHI = 10**12
#: The largest whole number read or written in Chinese numerals: below 一億億, which the texts do
#: not compose.
MAX_WRITTEN = 10**16 - 1

_DIGITS = {"〇": 0, "零": 0, "一": 1, "壹": 1, "二": 2, "兩": 2, "两": 2, "貳": 2, "三": 3,
           "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_PLACES = {"十": 10, "百": 100, "千": 1000}
_TENS = {"廿": 20, "卅": 30}
_LARGE = {"萬": 10_000, "万": 10_000, "億": 10**8, "亿": 10**8}
_ZERO = "〇零"
_NUMERAL = set(_DIGITS) | set(_PLACES) | set(_TENS) | set(_LARGE)
_WRITE_DIGITS = "〇一二三四五六七八九"
_HALVES = (("少半", Fraction(1, 3)), ("大半", Fraction(2, 3)), ("半", Fraction(1, 2)))
_DECIMAL = r"(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
_ARABIC = re.compile(rf"({_DECIMAL})(?: */ *({_DECIMAL}))?")
_ARABIC_EDGE = "0123456789."  # a space may stand beside these (the ends of an Arabic number)
_DIGIT_STRING = re.compile("[〇一二三四五六七八九]{2,}")
_ASCII = re.compile(r"[A-Za-z_]+")
_SIGNS = ("負", "负", "-", "−")
# How a unit is named in messages: its first character name in units.txt (chi -> 尺).
_SHOWN: dict[str, str] = {}
for _alias, _name in CLASSICAL_UNITS.items():
    if not _alias.isascii():
        _SHOWN.setdefault(_name, _alias)
# What fold() folds: full-width ASCII (！ to ～) and the minus sign to ASCII; every space
# (Unicode's category Zs: the ideographic space, the no-break space …) to " "; and the Kangxi
# radicals and CJK compatibility ideographs — characters encoded a second time, which text
# copied from a PDF often has (⼀ U+2F00 for 一, ⼨ U+2F28 for 寸) — to the character each is.
_TWICE = [*range(0x2F00, 0x2FD6), *range(0xF900, 0xFB00), *range(0x2F800, 0x2FA20)]
_FOLD = ({i: i - 0xFEE0 for i in range(0xFF01, 0xFF5F)} | {0x2212: 0x2D}
         | {i: 0x20 for i in range(0x80, 0x3001) if unicodedata.category(chr(i)) == "Zs"}
         | {i: ord(n) for i in _TWICE
            if len(n := unicodedata.normalize("NFKC", chr(i))) == 1 and n != chr(i)})


def fold(text: str) -> str:
    """``text`` (a str) with full-width digits, letters and signs (and ``−``) folded to ASCII
    (``７０`` → ``70``), every space to ``" "``, and each Kangxi radical or CJK compatibility
    ideograph to the character it is (``⼆⼨`` → ``二寸``). Nothing else is changed: other
    compatibility forms (``²``, ``⑩``, ``½``, ``〸``) are refused by the reader, never
    read as something they only resemble."""
    if not isinstance(text, str):
        raise ParseError(shown(text), 0, _("expected text"))
    return text.translate(_FOLD)


def _other_form(text: str) -> ParseError | None:
    """The refusal of the first character in ``text`` that is a number or a compatibility form
    houzhi does not read (a superscript, a circled or parenthesised number, a vulgar fraction,
    a Hangzhou numeral, another script's digit), or None."""
    for i, ch in enumerate(text):
        if ch.isascii() or ch in _NUMERAL:
            continue
        if unicodedata.category(ch)[0] == "N" or unicodedata.normalize("NFKC", ch) != ch:
            name = unicodedata.name(ch, "")
            return ParseError(text, i, _("{char} is a form houzhi does not read; write plain "
                                         "digits (7, 1/2) or characters (七)").format(
                char=f"{ch!r} (U+{ord(ch):04X}{' ' + name if name else ''})"))
    return None


def _prepare(text: Any, what: str) -> str:
    if not isinstance(text, str):
        raise ParseError(shown(text), 0, _("expected text for {what}").format(what=_(what)))
    if len(text) > MAX_TEXT:
        raise ParseError(text, MAX_TEXT, _("longer than {n} characters").format(n=MAX_TEXT))
    prepared = fold(text).strip()
    refused = _other_form(prepared) or _check_spaces(prepared)
    if refused is not None:
        raise refused
    return prepared


def _check_spaces(text: str) -> ParseError | None:
    """The refusal of the first space inside ``text`` that may not stand there, or None.
    Spaces may stand only beside an Arabic number (``25.2 丈``, ``2丈 5尺``, ``3 / 2尺``):
    classical text is written without them; a tab or line break may stand nowhere inside."""
    for m in re.finditer(r"\s+", text):
        if m.group().strip(" "):
            return ParseError(text, m.start(), _(
                "{char} inside the length; only a space may stand inside, beside an Arabic "
                "number (25.2 丈)").format(char=quoted(m.group().strip(' ')[0])))
        before, after = text[m.start() - 1:m.start()], text[m.end():m.end() + 1]
        if before not in _ARABIC_EDGE and after not in _ARABIC_EDGE:
            return ParseError(text, m.start(), _(
                "a space inside classical text: write it without spaces (二十五丈二尺); a space "
                "may stand only beside an Arabic number (25.2 丈)"))
    return None


class _Reader:
    """A cursor over the text, raising ParseError with the position on failure."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, reason: str, pos: int | None = None) -> ParseError:
        return ParseError(self.text, self.pos if pos is None else pos, reason)

    def skip_space(self) -> None:
        """Pass the spaces at the cursor (where they may stand: :func:`_check_spaces`)."""
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

    def sign(self) -> int:
        return -1 if any(self.take(s) for s in _SIGNS) else 1

    # -- numbers ---------------------------------------------------------------------------

    def number(self) -> Fraction | None:
        """A Chinese numeral (十六, 二十五, 十有二, 七〇) or an Arabic one (25.2, 3/2, 1e3); None
        if there is none at the cursor."""
        m = _ARABIC.match(self.text, self.pos)
        if m:
            return self._arabic(m)
        if self.peek() not in _NUMERAL:
            return None
        start = self.pos
        value = self._digit_string()
        if value is None:
            value = self._big()
        nxt = self.peek()
        if nxt in _DIGITS:
            raise self.fail(_("two digits in a row; write 二十五 (or a digit string with 〇: 二〇)"))
        if nxt in _PLACES or nxt in _TENS or nxt in _LARGE:
            raise self.fail(_("{char} out of order in the numeral {numeral}").format(
                char=nxt, numeral=f"{self.text[start:self.pos]}{nxt}"))
        return Fraction(value)

    def _arabic(self, m: re.Match[str]) -> Fraction:
        parts = []
        for k in (1, 2):
            s = m.group(k)
            if s is None:
                continue
            where = m.start(k)
            mantissa, _sep, exponent = s.lower().partition("e")
            digits = mantissa.replace(".", "").lstrip("0")
            if len(digits) > MAX_DIGITS:
                raise self.fail(f"more than {MAX_DIGITS} digits", where)
            if exponent and (len(exponent.lstrip("+-")) > 3 or abs(int(exponent)) > MAX_EXPONENT):
                raise self.fail(f"an exponent beyond ±{MAX_EXPONENT}", where)
            parts.append((Fraction(s), where))
        value = parts[0][0]
        if len(parts) == 2:
            if parts[1][0] == 0:
                raise self.fail(_("a zero denominator"), parts[1][1])
            value /= parts[1][0]
        self.pos = m.end()
        return value

    def _digit_string(self) -> int | None:
        """A positional digit string with 〇 in it (七〇 = 70, 二〇二六); None if not one."""
        m = _DIGIT_STRING.match(self.text, self.pos)
        if not m or "〇" not in m.group():
            return None
        if m.group().startswith("〇"):
            raise self.fail(_("a digit string cannot begin with 〇"))
        self.pos = m.end()
        if self.peek() in _PLACES or self.peek() in _TENS or self.peek() in _LARGE:
            raise self.fail(_("a digit string takes no 十, 百, 千, 萬 or 億"))
        return int("".join(str(_WRITE_DIGITS.index(c)) for c in m.group()))

    def _joiner(self) -> str | None:
        """零, 〇 or 有 joining two places of a numeral (一百零五, 十有二), if a numeral follows."""
        ch = self.peek()
        if ch and ch in _ZERO + "有" and self.peek(2)[1:] in _NUMERAL and self.peek(2)[1:]:
            self.pos += 1
            return ch
        return None

    def _section(self, first: bool) -> tuple[int, int] | None:
        """A numeral below 一萬 (二千五百, 十有二); (value, its highest place), or None."""
        value = top = 0
        last = 10_000
        while True:
            start = self.pos
            joiner = self._joiner() if top else None
            at = self.pos
            ch = self.peek()
            digit: int | None = None
            place = 1
            if ch in _TENS and not top:
                if not first:
                    raise self.fail(f"{ch} only begins a numeral")
                self.pos += 1
                digit, place = _TENS[ch] // 10, 10
            else:
                if ch in _DIGITS:
                    digit = _DIGITS[ch]
                    self.pos += 1
                    ch = self.peek()
                if ch in _PLACES:
                    place = _PLACES[ch]
                    self.pos += 1
                elif digit is None:
                    self.pos = start
                    break
            if place >= last:
                raise self.fail(f"{self.text[self.pos - 1]} out of order in the numeral", at)
            if digit is None:
                if top or not first:
                    raise self.fail(f"{ch} needs its digit here (一{ch})", at)
                digit = 1  # 十六, 百步, 千里: a numeral may begin with its place alone
            if digit == 0:
                if top or place != 1 or not first:
                    raise self.fail(_("〇 is a digit only in a digit string (七〇), or zero alone"),
                                    at)
                return 0, 1
            if top:
                step = last // place
                if joiner is not None and joiner in _ZERO and step == 10:
                    raise self.fail(f"{joiner} where no place is skipped", start)
                if joiner is None and step != 10:
                    raise self.fail(_("a place is skipped; write 零 (一百零五) or 有 (百有五)"), at)
            value += digit * place
            top = top or place
            last = place
            if place == 1:
                break
        return (value, top) if top else None

    def _group(self, first: bool, size: int, lower: Any) -> tuple[int, int] | None:
        """A numeral below size² built as [high] mark [joiner] [low], mark 萬 (size 10⁴, over
        sections) or 億 (size 10⁸, over 萬-groups)."""
        high = lower(first)
        marks = [m for m, v in _LARGE.items() if v == size]
        if self.peek() not in marks:
            return high
        if high is None:
            if not first:
                raise self.fail(f"{self.peek()} needs its digit here (一{self.peek()})")
            high = (1, 1)
        if high[0] == 0:
            raise self.fail("〇 cannot multiply " + self.peek())
        self.pos += 1
        mark_end = self.pos
        joiner = self._joiner()
        low = lower(False)
        if low is None:
            if joiner:
                raise self.fail("expected a numeral after " + joiner)
            return high[0] * size, high[1] * size
        if joiner is not None and joiner in _ZERO and low[1] * 10 >= size:
            raise self.fail(f"{joiner} where no place is skipped", mark_end)
        if joiner is None and low[1] * 10 != size:
            raise self.fail(_("a place is skipped; write 零 (一萬零五百)"), mark_end)
        return high[0] * size + low[0], high[1] * size

    def _wan(self, first: bool) -> tuple[int, int] | None:
        return self._group(first, 10_000, self._section)

    def _big(self) -> int:
        got = self._group(True, 10**8, self._wan)
        if got is None:
            raise self.fail(_("expected a number"))
        return got[0]

    # -- units -----------------------------------------------------------------------------

    def unit(self) -> str | None:
        """A unit name at the cursor (a character such as 尺, or an ASCII name); None if absent."""
        m = _ASCII.match(self.text, self.pos)
        if m:
            if m.group() in CLASSICAL_UNITS:
                self.pos = m.end()
                return CLASSICAL_UNITS[m.group()]
            return None
        ch = self.peek()
        if ch in CLASSICAL_UNITS:
            self.pos += 1
            return CLASSICAL_UNITS[ch]
        return None


def _bounded(value: Fraction, r: _Reader, what: str, largest: int = MAX_CHI) -> Fraction:
    if abs(value) > largest:
        raise r.fail(f"{what} larger than houzhi reads ({largest:.0e})", 0)
    if value.denominator > MAX_CHI:
        raise r.fail(f"{what} finer than houzhi reads (1/{MAX_CHI:.0e})", 0)
    return value


def parse_number(text: str) -> Fraction:
    """A Chinese or Arabic number as an exact Fraction (``"二十五"`` → 25, ``"7.2"`` → 36/5):
    at most :data:`MAX_WRITTEN` (below 一億億) and no finer than 1/:data:`MAX_CHI`."""
    r = _Reader(_prepare(text, "a number"))
    sign = r.sign()
    r.skip_space()
    value = r.number()
    if value is None:
        raise r.fail(_("the text is empty") if not r.text else _("expected a number"))
    if not r.at_end():
        raise r.fail(_("expected a number"))
    return _bounded(sign * value, r, "a number", MAX_WRITTEN)


def parse_measure(text: str, standard: str | None = None) -> pint.Quantity:
    """Read a length written as the texts write it, or in plain form, as an exact Quantity in 尺.

    Accepts 二十五丈二尺, 丈四尺, 丈有八尺, 尺有五寸, 尺二寸, 五尋, 七十弓, 尺有握, 寸有半,
    半寸, 少半寸, 大半寸, 三分寸之一, "25.2 丈", "7.2丈", "14 尺", "420 chi", and a leading
    負 or - for a negative length. Raises :class:`~houzhi.errors.ParseError` saying where and why
    the text is not a length (see the module's rules). Units are read as the texts define them
    (弓 = 6尺); ``standard`` is accepted for symmetry, since no standard of the 尺 changes them.
    A numeral or unit in simplified or Japanese form (贰丈, 五十歩) is read as its traditional
    form (:func:`houzhi.measure._scripts.forms`), tried only when the text as typed cannot be read.
    The Quantity is one of the user's registry where one was given
    (:func:`houzhi.measure.units.use_registry`).
    """
    try:
        return to_user(_read_measure(text, standard))
    except ParseError:
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise
        from ._scripts import resolve

        def attempt(form: str) -> pint.Quantity | None:
            try:
                return _read_measure(form, standard)
            except ParseError:
                return None

        found = resolve(text, attempt)
        if found is None:
            raise
        return to_user(found)


def _read_measure(text: str, standard: str | None) -> pint.Quantity:
    """:func:`parse_measure` of the text as typed."""
    r = _Reader(_prepare(text, "a length"))
    if r.at_end():
        raise r.fail(_("the text is empty"))
    sign = r.sign()
    total = Fraction(0)
    last: tuple[str, Fraction, bool] | None = None  # unit, its size, a fraction of it
    terms = 0
    zero_at: int | None = None  # where a unit counted 〇 (or 0) times begins
    while True:
        r.skip_space()
        if r.at_end():
            break
        if last is not None:
            if last[2]:
                raise r.fail(_("nothing may follow a fraction of a unit"))
            joined = r.take("有")
            r.skip_space()
            if joined and r.take("半"):  # 寸有半: half of the unit just named
                if not r.at_end():
                    raise r.fail(_("nothing may follow 有半"))
                total += last[1] / 2
                break
        start = r.pos
        chi, unit, fraction = _term(r, standard)
        size = unit_factor(unit)
        if last is not None and (size > last[1] or (size == last[1] and not fraction)):
            if unit == last[0]:
                raise r.fail(_("{unit} twice; write each unit once").format(unit=_SHOWN[unit]),
                             start)
            raise r.fail(f"{r.text[start:r.pos].strip()} after a smaller unit; write the larger "
                         "unit first (丈 before 尺 before 寸)", start)
        total += chi
        terms += 1
        if chi == 0 and zero_at is None:
            zero_at = start
        last = (unit, size, fraction)
    if last is None:
        raise r.fail(_("expected a unit"))
    if zero_at is not None and terms > 1:  # 一丈〇尺: 〇 counts a unit only as the whole length
        raise r.fail("a unit counted 〇 times beside other units; leave it out (一丈, 丈五寸) "
                     "— 〇 with a unit stands only alone, for no length (〇尺)", zero_at)
    return Q_(_bounded(sign * total, r, "a length"), "chi")


def _term(r: _Reader, standard: str | None) -> tuple[Fraction, str, bool]:
    """One term: [numeral] unit, 半/少半/大半 unit, or N分unit之M; returns (尺, unit, whether
    it is a fraction of the unit)."""
    for word, part in _HALVES:
        if r.take(word):
            unit = r.unit()
            if unit is None:
                raise r.fail(_("expected a unit after {word}").format(word=word))
            return part * unit_factor(unit, standard), unit, True
    start = r.pos
    n = r.number()
    r.skip_space()
    if n is not None and r.peek() == "分":
        # N分寸之M (M/N of a 寸) — or the unit 分 itself
        save = r.pos
        r.pos += 1
        unit = r.unit()
        if unit is not None and r.take("之"):
            at = r.pos
            m = r.number()
            if m is None:
                raise r.fail(_("expected a number after 之"))
            if n.denominator != 1 or m.denominator != 1 or not 0 < m < n:
                raise r.fail(_("N分寸之M needs whole numbers with 0 < M < N"), start if n <= 0 else at)
            return m / n * unit_factor(unit, standard), unit, True
        r.pos = save
    unit = r.unit()
    if unit is None:
        if r.at_end():
            raise r.fail(_("expected a unit (丈, 尺, 寸, 分, 尋, 弓, 步 …)"))
        ascii_word = _ASCII.match(r.text, r.pos)
        bad = ascii_word.group() if ascii_word else r.peek()
        if len(bad) > 20:
            bad = bad[:17] + "..."
        raise r.fail(_("{bad} is not a number or a unit of length").format(bad=quoted(bad)))
    return (Fraction(1) if n is None else n) * unit_factor(unit, standard), unit, False


def read_chi(text: str) -> Fraction:
    """A length in 尺 from classical text ("七尺", "1.5丈") or a bare number ("7", "3/2"), which
    is taken as 尺. For metric lengths as well, use :func:`houzhi.measure.lengths.read_length`."""
    try:
        return parse_number(text)
    except ParseError:
        return as_chi(parse_measure(text))


def to_chi(value: Any, what: str = N_("a length")) -> Fraction:
    """A length in 尺 from a number (taken as 尺), classical text or a classical Quantity. For
    every accepted form, bounded, use :func:`houzhi.measure.lengths.read_length`."""
    if isinstance(value, str):
        return read_chi(value)
    if isinstance(value, bool):
        raise ParseError(shown(value), 0, _("{what} must be a number or a length").format(
            what=_(what)))
    if isinstance(value, pint.Quantity):
        return as_chi(value)
    return exact(value)



def format_number(n: int, lead: bool = True) -> str:
    """A whole number in Chinese numerals: 16 → 十六, 25 → 二十五, 105 → 一百零五; up to
    :data:`MAX_WRITTEN` (larger raises BadValueError)."""
    if not isinstance(n, int) or isinstance(n, bool):
        raise BadValueError(f"format_number(): n must be a whole number, got {shown(n)}")
    if n < 0:
        return "負" + format_number(-n)
    if n > MAX_WRITTEN:
        raise BadValueError(f"{shown(n)} is too large to write in 萬 and 億")
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
    x = exact(value)
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
    # the 一 is left out only before the next unit down (丈四尺, 尺二寸, 寸五分, 寸少半寸); before
    # an empty place it stays (一丈五寸少半寸, 糝侯去地一丈五寸少半寸 as 鄭 and 賈 write it)
    after = parts[1][1] if len(parts) > 1 else "寸" if tail and parts and parts[0][1] != "寸" else \
        "分" if tail else ""
    words = []
    for i, (n, u) in enumerate(parts):
        leading_one = i == 0 and n == 1 and bool(after) and "丈尺寸分".index(after) == \
            "丈尺寸分".index(u) + 1
        words.append(("" if leading_one else format_number(n)) + u)
    return "".join(words) + tail


def format_measure(length: Any) -> str:
    """Write a classical length (a Quantity, text read by :func:`parse_measure`, or a number of
    尺) in the canonical classical form.

    丈, 尺, 寸 descending; 分 below the 寸 where exact; 少半寸, 大半寸 or N分寸之M for other
    remainders; a leading 一 is left out before the next unit down (丈四尺, 尺二寸), as the 疏 writes,
    and kept before an empty place (一丈五寸少半寸).
    """
    if isinstance(length, str):
        return format_chi(as_chi(parse_measure(length)))
    if isinstance(length, pint.Quantity):
        return format_chi(as_chi(length))
    return format_chi(exact(length))
