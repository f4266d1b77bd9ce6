"""One reader for every length a user gives houzhi, in the API and on the command line.

Each input that is a length — the range, the cloth's breadth and trim, a fabric's width, roll
and seam, the eye's height, the hall's depth — goes through :func:`read_length` (or
:func:`read_range` for the range), which accepts:

============================  ===========================================================
form                          examples
============================  ===========================================================
classical text                ``二十五丈二尺``, ``丈四尺``, ``尺有握``, ``寸有半``, ``七十弓``,
                              ``三分寸之一`` (the rules of :mod:`houzhi.measure.notation`)
plain number with a           ``"25.2 丈"``, ``"420 chi"``, ``"3/2尺"``
classical unit
a bare number                 ``"7"``, ``"3/2"``, ``"1.5"``, ``"七"``, ``7``, ``Fraction(3, 2)``:
                              尺 — except for the range, where a bare number is 弓
a metric or imperial length   ``"150 cm"``, ``"10 mm"``, ``"1.2 m"``, ``"60 in"``, ``"5 ft"``,
                              ``"2 yd"``: converted to 尺 under the chosen standard of the 尺
a pint Quantity               classical or metric, from houzhi's registry or any other
============================  ===========================================================

and refuses everything else with :class:`~houzhi.errors.ParseError` or
:class:`~houzhi.errors.BadValueError` — one line naming the input, and for text the position
and the reason. A unit name is looked up as a name (:func:`houzhi.measure.units.lookup_unit`), never
evaluated as an expression. NaN, infinities and booleans are refused.

Bounds, checked before any work is done (a 侯道 of a million 弓 is not a target):

- text: at most :data:`~houzhi.measure.notation.MAX_TEXT` characters; Arabic numbers at most
  :data:`~houzhi.measure.notation.MAX_DIGITS` digits and an exponent of at most ±15;
- a length: at most :data:`MAX_LENGTH_CHI` 尺 either way, and no finer than 1/:data:`FINEST` 尺;
- the range: from :data:`MIN_RANGE_GONG` to :data:`MAX_RANGE_GONG` 弓 — the texts' ranges are
  50, 70 and 90弓; houzhi allows up to 三百弓, more than three times the largest, and down to a
  tenth of a 弓.

The 弓 of the range is 6尺 of whichever ruler is chosen (鄭玄 on the 大射儀, :data:`houzhi.canon.rules.GONG_OF_RANGE`);
the standard of the 尺 changes only how long that ruler is.

>>> read_length("尺有握")
Fraction(7, 5)
>>> read_range("七十弓"), read_range(70), read_range("420尺")
(Fraction(70, 1), Fraction(70, 1), Fraction(70, 1))
>>> read_length("23.1 cm", standard="han")
Fraction(1, 1)
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pint

from ..errors import BadValueError, HouzhiError, ParseError, shown
from ..locale import N_, _
from .notation import _ARABIC, MAX_TEXT, fold, parse_measure, parse_number
from .units import (
    CLASSICAL_UNITS,
    Q_,
    Standard,
    as_chi,
    exact,
    get_standard,
    lookup_unit,
    unit_factor,
)
from .units import to_metric as _to_metric

__all__ = ["FINEST", "MAX_LENGTH_CHI", "MAX_RANGE_GONG", "MIN_RANGE_GONG",
           "bound_text", "from_metric", "is_bare", "metric_aside", "metric_unit", "read_as",
           "read_length", "read_range", "read_unit", "to_metric"]

#: Largest length, either way, houzhi reads as an input: 一百萬尺 (十萬丈, about 231 km in Han
#: measure) — far beyond any cloth, rope or ground of the rite, far inside exact arithmetic.
MAX_LENGTH_CHI = Fraction(10**6)
#: Finest part of a 尺 an input may name: 1/FINEST 尺.
FINEST = 10**9
#: The range, in 弓: from a tenth of a 弓 (a 中 of 2分) to 三百弓 (about 416 m in Han measure),
#: more than three times the 大射's 九十弓, the longest range the texts give.
MIN_RANGE_GONG = Fraction(1, 10)
MAX_RANGE_GONG = Fraction(300)


# A bare number (no unit), Arabic or Chinese; and a number with a unit name (metric, imperial).
_BARE = re.compile(
    rf"\s*[-負负]? *(?:{_ARABIC.pattern}|[〇零一壹二兩两貳三四五六七八九十百千萬万億亿廿卅有]+)\s*")
_METRIC = re.compile(
    rf"\s*(?P<sign>-?) *(?P<number>{_ARABIC.pattern}) *(?P<unit>[^\W\d]\w*)\s*")


def _gong_chi() -> Fraction:
    """The 弓 of the range in 尺: the unit 弓 of ``units.txt`` (6尺, with 賈's words), which the
    rule of the range (:data:`houzhi.canon.rules.RANGE`) counts in too."""
    return unit_factor("弓")


def _shown(value: Any) -> str:
    return shown(value)


def _read_text(text: str, standard: str | Standard | None, bare_unit_chi: Fraction) -> Fraction:
    """尺 from text: a bare number (× ``bare_unit_chi``), a classical length or a metric one."""
    if len(text) > MAX_TEXT:
        raise ParseError(text, MAX_TEXT, _("longer than {n} characters").format(n=MAX_TEXT))
    folded = fold(text)
    if _BARE.fullmatch(folded):
        return parse_number(folded) * bare_unit_chi
    try:
        return as_chi(parse_measure(folded))
    except ParseError as classical:
        m = _METRIC.fullmatch(folded)
        if m is None:
            word = _WORD.match(folded, classical.position)
            if word and _is_length_unit(word.group()):
                raise ParseError(text, classical.position, _(
                    "{word} is a metric or imperial unit: give one number and one unit, as "
                    "'150 cm'").format(word=repr(word.group()))) from None
            raise
        if not m["unit"][0].isascii():  # 2丈0尺, 10²尺: not a metric length; say why not
            raise classical from None
        name = lookup_unit(m["unit"])
        if name in CLASSICAL_UNITS.values():  # a classical unit: the classical reading's error
            raise classical from None
        value = parse_number(m["number"])
        sign = m["sign"]
        q = Q_(-value if sign else value, name)
        return Fraction(_to_metric(q, standard, "chi").magnitude)


_WORD = re.compile(r"[A-Za-z]+")


def _is_length_unit(word: str) -> bool:
    try:
        lookup_unit(word)
    except HouzhiError:
        return False
    return True


def _read(value: Any, standard: str | Standard | None, bare_unit_chi: Fraction,
          what: str) -> Fraction:
    if isinstance(value, str):
        return _read_text(value, standard, bare_unit_chi)
    if isinstance(value, pint.Quantity):  # of any registry: read by its magnitude and unit name
        try:
            return Fraction(_to_metric(value, standard, "chi").magnitude)
        except BadValueError as exc:  # an area, a time …: name the input it was given as
            raise BadValueError(str(exc) if what == "a length"
                                else _("{what}: {error}").format(what=_(what), error=exc)) from None
    if isinstance(value, bool) or value is None:
        raise BadValueError(_("{what} must be a number or a length, got {value}").format(
            what=_(what), value=repr(value)))
    try:
        return exact(value) * bare_unit_chi
    except BadValueError as exc:
        raise BadValueError(_("{what} must be a number or a length; {error}").format(
            what=_(what), error=exc)) from None


def read_length(value: Any, *, standard: str | Standard | None = None,
                what: str = N_("a length")) -> Fraction:
    """A length in 尺 (exact) from any accepted form (see the module): classical text, a bare
    number (尺), a metric or imperial length (under ``standard``, default Han) or a Quantity.

    ``what`` names the input in messages (``"the trim"``). Raises ParseError for text that is
    not a length and BadValueError for a value beyond the bounds; the sign is kept (the caller
    decides whether a negative length makes sense).
    """
    try:
        chi = _read(value, standard, Fraction(1), what)
    except ParseError as exc:
        raise exc.named(what) from None
    return _bound(chi, what)


def _bound(chi: Fraction, what: str) -> Fraction:
    if abs(chi) > MAX_LENGTH_CHI:
        raise BadValueError(_("{what} is longer than houzhi reads (at most 一百萬尺, 10^6 尺)"
                              ).format(what=_(what)))
    if chi.denominator > FINEST:
        raise BadValueError(_("{what} is finer than houzhi reads (1/10^9 尺)").format(
            what=_(what)))
    return chi


def metric_unit(value: Any) -> str | None:
    """The metric or imperial unit ``value`` is written in, as the user wrote it (``"m"`` for
    ``"2 m"``, ``"in"`` for a Quantity in inches), or None: for a classical length, a bare
    number, or anything houzhi does not read as a length."""
    if isinstance(value, pint.Quantity):
        items = list(value.unit_items())
        if len(items) != 1 or items[0][1] != 1:  # m**2, m/s: not a unit of length
            return None
        try:
            name = lookup_unit(items[0][0])
        except HouzhiError:
            return None
        return None if name in CLASSICAL_UNITS.values() else f"{value.units:~}"
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        return None
    m = _METRIC.fullmatch(fold(value))
    if m is None:
        return None
    try:
        name = lookup_unit(m["unit"])
    except HouzhiError:
        return None
    return None if name in CLASSICAL_UNITS.values() else m["unit"]


def metric_aside(chi: Fraction, given: Any = None,
                 standard: str | Standard | None = None) -> str:
    """``chi`` 尺 in the user's own unit, in brackets after a space, when the input ``given``
    is a metric or imperial length (under ``standard``, default Han), to two decimals: so that
    a metric user can compare a bound with what they gave. Else ``""``.

    >>> metric_aside(Fraction(20), "2 m"), metric_aside(Fraction(20), "二丈")
    (' (4.62 m)', '')
    """
    unit = metric_unit(given)
    if unit is None:
        return ""
    value = _to_metric(Q_(Fraction(chi), "chi"), standard, lookup_unit(unit)).magnitude
    return f" ({f'{float(value):.2f}'.rstrip('0').rstrip('.')} {unit})"


def bound_text(chi: Fraction, given: Any = None, standard: str | Standard | None = None) -> str:
    """A bound of ``chi`` 尺 for a message about the input ``given``: in classical notation,
    and in the user's own unit too when ``given`` is a metric or imperial length
    (:func:`metric_aside`).

    >>> bound_text(Fraction(20)), bound_text(Fraction(20), "300 cm"), bound_text(20, "7 ft")
    ('二丈', '二丈 (462 cm)', '二丈 (15.16 ft)')
    """
    from .notation import format_chi

    return format_chi(exact(chi)) + metric_aside(exact(chi), given, standard)


_UNIT_WORDS = {"mm": N_("millimetres"), "cm": N_("centimetres"), "m": N_("metres"),
               "in": N_("inches"), "ft": N_("feet")}


def is_bare(value: Any) -> bool:
    """True when ``value`` is a number with no unit (``"150"``, ``"3/2"``, ``"七"``, ``150``,
    ``Fraction(3, 2)``), which houzhi reads in 尺 (弓 for the range); False for anything else."""
    if isinstance(value, str):
        return len(value) <= MAX_TEXT and _BARE.fullmatch(fold(value)) is not None
    return isinstance(value, int | float | Fraction) and not isinstance(value, bool)


def read_as(given: Any, standard: str | Standard | None = None, *, option: str = "",
            unit: str = "cm", bare: str = "尺") -> str:
    """For a refusal of the input ``given``: when it is a bare number, what houzhi read it as
    (``bare``, 尺 by default; 弓 for the range), that in metres under ``standard`` (default
    Han), and the form to write instead, ``given`` in ``unit`` (a metric unit name), after
    ``option`` when the input came from one (not for a number of no length, 0 or below: no
    unit mends it). Else ``""``: a length with a unit was read as written.

    >>> read_as("150", option="--width")
    ' — 150 read as 150尺 (34.65 m); write --width "150 cm" for centimetres'
    >>> read_as("150 cm")
    ''
    """
    if not is_bare(given):
        return ""
    shown = _shown(given).strip()
    try:  # the bare number in metres, as the reader took it
        chi = parse_number(fold(shown)) if isinstance(given, str) else exact(given)
        if bare != "尺":
            chi *= _gong_chi()
        m = float(_to_metric(Q_(chi, "chi"), standard, "m").magnitude)
    except (HouzhiError, OverflowError):  # too long for a float: said in 尺 alone
        metres, m = "", 1.0
    else:
        metres = _(" ({metric})").format(
            metric=f"{m:.2f} m" if abs(m) >= 1 else f"{m * 1000:.0f} mm")
    if m <= 0:
        return _(" — {given} read as {given}{unit}").format(given=shown, unit=bare)
    form = f'"{shown} {unit}"'
    return _(" — {given} read as {given}{unit}{metres}; write {form} for {units}").format(
        given=shown, unit=bare, metres=metres, form=f"{f'{option} ' if option else ''}{form}",
        units=_(_UNIT_WORDS.get(unit, unit)))


def read_range(value: Any, standard: str | Standard | None = None) -> Fraction:
    """The range (侯道) in 弓 (exact) from any accepted form: a bare number is 弓 (``70``,
    ``"7/2"``, ``"七十"``); a length (``"七十弓"``, ``"420尺"``, ``"50步"``, ``"97 m"``, a
    Quantity) is divided by the 6尺 弓 (:data:`houzhi.canon.rules.GONG_OF_RANGE`), a metric one converted under
    ``standard`` (default Han) first. From :data:`MIN_RANGE_GONG` to :data:`MAX_RANGE_GONG`."""
    gong = _gong_chi()
    try:
        chi = _read(value, standard, gong, N_("the range"))
    except ParseError as exc:
        raise exc.named(N_("the range")) from None
    d = chi / gong
    said = _shown(value) + read_as(value, standard, unit="m", bare="弓")  # a bare number: 弓
    if d <= 0:
        raise BadValueError(_("the range must be positive, got {given}").format(given=said))

    def bound(most: Fraction) -> str:  # in the user's unit too, when they gave one
        return f"{most}弓{metric_aside(most * gong, value, standard)}"

    if d > MAX_RANGE_GONG:
        raise BadValueError(_("the range must be at most {bound} (the 大射's longest is 九十弓), "
                              "got {given}").format(bound=bound(MAX_RANGE_GONG), given=said))
    if d < MIN_RANGE_GONG:
        raise BadValueError(_("the range must be at least {bound}, got {given}").format(
            bound=bound(MIN_RANGE_GONG), given=said))
    if d.denominator > FINEST:
        raise BadValueError(_("the range is finer than houzhi reads, got {given}").format(
            given=_shown(value)))
    return d


def read_unit(name: Any) -> str:
    """The pint name of a unit of length given by name (``"m"``, ``"尺"``, ``"in"``): looked up,
    never evaluated; anything else raises UnknownNameError."""
    return lookup_unit(fold(name) if isinstance(name, str) else name)


def to_metric(length: Any, standard: str | Standard | None = None, unit: str = "m") -> pint.Quantity:
    """Convert a classical length — text (``"五尋"``, ``"25.2 丈"``) or a Quantity — to ``unit``
    (a unit name; metres by default) under one standard of the 尺, exactly.

    >>> to_metric("五尋", "han")
    <Quantity(231/25, 'meter')>
    """
    get_standard(standard)  # a bad standard is named even when the text needs none
    chi = read_length(length, standard=standard)
    return _to_metric(Q_(chi, "chi"), standard, read_unit(unit))


def from_metric(length: Any, standard: str | Standard | None = None, unit: str = "chi") -> pint.Quantity:
    """Convert a metric or imperial length — text (``"9.24 m"``, ``"60 in"``) or a Quantity — to
    the classical ``unit`` (尺 by default) under one standard, exactly.

    >>> from_metric("9.24 m", "han")
    <Quantity(40, 'chi')>
    """
    if isinstance(length, str):
        m = _METRIC.fullmatch(fold(length)) if len(length) <= MAX_TEXT else None
        if m is None:
            raise ParseError(length, 0, "expected a number and a unit such as '9.24 m'")
    elif not isinstance(length, pint.Quantity):
        return _to_metric(length, standard, read_unit(unit))  # refused: a number has no unit
    chi = read_length(length, standard=standard)  # a Quantity too: the same bounds
    return _to_metric(Q_(chi, "chi"), standard, read_unit(unit))
