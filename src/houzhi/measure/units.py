"""The one unit registry of houzhi, and the standards of the 尺.

The classical units (``units.txt``) have their own dimension, ``[classical_length]``. A
classical length therefore cannot be turned into metres by accident: ``Q_(5, "尋").to("m")``
raises pint's ``DimensionalityError``. It converts only under a named standard of the 尺, either
through :func:`to_metric` / :func:`from_metric`, which take exactly one standard, or inside
``with in_standard("han"):``, which refuses to be nested in another standard. Magnitudes are
``fractions.Fraction``, so 25丈2尺 is exactly 252尺.

A standard changes the length of the 尺 and nothing else: the 弓 of the range is 6尺 of the
chosen ruler under every standard (see ``units.txt``), so ``STANDARDS["ming"].chi_per_gong == 6``.

pint is used through its public API only: definitions files, ``get_name``,
``get_dimensionality``, contexts and ``Quantity.unit_items``. This module reads no text of a
user's: reading lengths from text is :mod:`houzhi.measure.notation`'s and :mod:`houzhi.measure.lengths`'s work.

>>> (Q_(25, "丈") + Q_(2, "尺")).to("chi")
<Quantity(252, 'chi')>
>>> to_metric(Q_(5, "尋"), "han")
<Quantity(231/25, 'meter')>
>>> STANDARDS["ming"].chi_per_gong
Fraction(6, 1)
"""

from __future__ import annotations

import copyreg
import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import cache
from importlib.resources import files
from typing import Any

import pint

from ..errors import BadValueError, UnknownNameError, require, shown
from ..locale import N_, language

__all__ = [
    "CLASSICAL_UNITS",
    "DEFAULT_STANDARD",
    "LENGTH_UNITS",
    "Q_",
    "STANDARDS",
    "Lengths",
    "Standard",
    "as_chi",
    "exact",
    "exact_fields",
    "from_metric",
    "get_standard",
    "in_standard",
    "load_into",
    "lookup_unit",
    "metres_text",
    "quantity",
    "standard_words",
    "to_metric",
    "to_user",
    "unit_factor",
    "ureg",
    "use_registry",
]

_DEFINITIONS = files(__package__).joinpath("units.txt")
_SI = files(__package__).joinpath("si.txt")


def _lines(resource: Any) -> list[str]:
    with resource.open(encoding="utf-8") as fh:
        return list(fh.read().splitlines())


def load_into(registry: pint.UnitRegistry) -> pint.UnitRegistry:
    """Load houzhi's classical units and standards into ``registry`` and return it.

    The registry should be built with ``non_int_type=fractions.Fraction`` for exact arithmetic
    and must already define the metre (pint's default registry does).
    """
    if not isinstance(registry, pint.UnitRegistry):
        raise BadValueError(f"load_into(): registry must be a pint UnitRegistry, got "
                            f"{_short(registry)}")
    registry.load_definitions(_lines(_DEFINITIONS))
    return registry


def _build() -> pint.UnitRegistry:
    registry: pint.UnitRegistry = pint.UnitRegistry(None, non_int_type=Fraction, cache_folder=None)
    registry.load_definitions(_lines(_SI))
    return load_into(registry)


#: The registry every module of houzhi uses.
ureg: pint.UnitRegistry = _build()
#: Shorthand for ``ureg.Quantity``.
Q_ = ureg.Quantity


#: The registry the user's Quantities live in, where it is not houzhi's own (use_registry).
_user: list[tuple[Any, dict[str, str]]] = []  # (a UnitRegistry or pint's application
# registry, the names houzhi's units have there: see _beside)


def use_registry(registry: Any = None) -> Any:
    """Give houzhi's Quantities to the user in ``registry``, so they combine with the user's
    own: houzhi's classical units and standards of the 尺 are loaded into it (once), and every
    Quantity houzhi hands out from then on — :func:`houzhi.to_metric`, :func:`houzhi.from_metric`,
    :func:`houzhi.parse_measure`, the Quantity views (:class:`Lengths`) — is one of its.
    ``None``: pint's application registry (``pint.get_application_registry()``, the one
    ``pint.Quantity`` uses, kept as pint's wrapper so it follows
    ``pint.set_application_registry``); houzhi's own :data:`ureg` sets houzhi back to itself.
    Returns the registry in use. houzhi computes in its own registry either way, with exact Fractions;
    Quantities of any registry are read as input."""
    reg = pint.get_application_registry() if registry is None else registry
    if not isinstance(reg, (pint.UnitRegistry, pint.ApplicationRegistry)):
        raise BadValueError(f"{_short(reg)} is not a pint UnitRegistry")
    _user.clear()
    if reg is ureg:
        return ureg
    known = _loaded.get(id(reg))
    if known is None or known[0] is not reg:
        lines, renamed = _beside(reg)
        reg.load_definitions(lines)
        known = _loaded[id(reg)] = (reg, renamed)
    _user.append(known)
    return reg


#: The user registries houzhi's units were loaded into: id -> (registry, the names houzhi's
#: units took there where theirs were taken).
_loaded: dict[int, tuple[Any, dict[str, str]]] = {}


def _beside(registry: Any) -> tuple[list[str], dict[str, str]]:
    """``units.txt`` as lines to load into a user's ``registry`` beside the units it has: a
    unit whose pinyin name the registry already reads (``bu``, pint's bushel; ``fu``, a
    femto-u; ``yin``, a yocto-inch) is named ``NAME_houzhi`` there instead, and an alias it
    reads is dropped, so that loading redefines none of the user's units. Returns the lines and
    the names changed."""
    renamed: dict[str, str] = {}
    out: list[str] = []
    units = True
    for line in _lines(_DEFINITIONS):
        text = line.split("#", 1)[0].strip()
        units = units and not text.startswith("@")
        parts = [x.strip() for x in text.split("=")]
        if not units or len(parts) < 2:
            out.append(line)
            continue
        name, definition, *aliases = parts
        if name in registry:
            renamed[name] = f"{name}_houzhi"
        definition = re.sub(r"[A-Za-z_]+", lambda m: renamed.get(m.group(), m.group()),
                            definition)
        kept = [a for a in aliases if a not in registry]
        out.append(" = ".join((renamed.get(name, name), definition, *kept)))
    return out, renamed


def to_user(q: pint.Quantity) -> pint.Quantity:
    """``q`` (a Quantity of houzhi's registry) in the registry the user gave
    (:func:`use_registry`), its magnitude kept; ``q`` itself where none was given."""
    if not _user:
        return q
    reg, renamed = _user[0]
    unit = " * ".join(f"{renamed.get(n, n)} ** {p}" for n, p in q.unit_items())
    return reg.Quantity(q.magnitude, unit or "dimensionless")


def quantity(chi: Any, unit: str = "chi") -> pint.Quantity:
    """``chi`` 尺 (exact) as a Quantity in ``unit`` (a classical unit: 尺, 寸, 弓 …), in the
    user's registry (:func:`to_user`); the magnitude stays an exact Fraction."""
    require(chi, (int, Fraction), "quantity(): chi")
    return to_user(Q_(Fraction(chi), "chi").to(lookup_unit(unit)))


class Lengths:
    """Quantity views of an object's lengths beside its exact Fractions: ``view.gong`` is
    ``obj.gong_chi`` 尺 as a Quantity (:func:`quantity`), for every attribute ``NAME_chi`` of
    the object (``dir(view)`` lists them). ``houzhi.Target.of(70).q.gong`` →
    ``<Quantity(28, 'chi')>``."""

    def __init__(self, obj: Any) -> None:
        self._obj = obj

    def __getattr__(self, name: str) -> pint.Quantity:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            value = getattr(self._obj, f"{name}_chi")
        except AttributeError:
            raise AttributeError(f"{type(self._obj).__name__} has no length {name!r} "
                                 f"(no {name}_chi)") from None
        return quantity(value)

    def __dir__(self) -> list[str]:
        return sorted(n[:-4] for n in dir(type(self._obj)) if n.endswith("_chi")
                      and not n.startswith("_"))

    def __repr__(self) -> str:
        return f"<lengths of {self._obj!r}: {', '.join(dir(self))}>"


def _unpickle_quantity(magnitude: Any, unit: str) -> pint.Quantity:
    """Rebuild a pickled houzhi Quantity in houzhi's registry (see :data:`ureg`)."""
    return Q_(magnitude, unit)


def _unpickle_unit(unit: str) -> pint.Unit:
    return ureg.Unit(unit)


# pint unpickles into its *application* registry, which knows no 尺. Rather than take that
# process-wide setting from the user (pint.set_application_registry), houzhi registers its own
# reducers for its registry's classes: a pickled houzhi Quantity comes back in houzhi's registry.
copyreg.pickle(ureg.Quantity, lambda q: (_unpickle_quantity, (q.magnitude, str(q.units))))
copyreg.pickle(ureg.Unit, lambda u: (_unpickle_unit, (str(u),)))


def _defined_names(lines: list[str]) -> dict[str, str]:
    """Every name, symbol and alias of a unit defined in a definitions file -> its pint name,
    read from the file itself (the lines before the first ``@`` block) and checked by pint."""
    names: dict[str, str] = {}
    for line in lines:
        text = line.split("#", 1)[0].strip()
        if text.startswith("@"):
            break
        parts = [x.strip() for x in text.split("=")]
        if len(parts) < 2 or parts[0].endswith("-"):
            continue
        for alias in (parts[0], *parts[2:]):
            if alias and alias != "_":
                names[alias] = ureg.get_name(alias)
    return names


#: Names, aliases and symbols of the classical units (尺, chi, 尋, 寻 …) -> pint unit name.
CLASSICAL_UNITS: dict[str, str] = _defined_names(_lines(_DEFINITIONS))
#: Names and symbols of the metric and imperial lengths houzhi reads (m, cm, in, ft …) -> pint
#: name; prefixed forms (mm, km, centimetre) are read through the registry as well.
LENGTH_UNITS: dict[str, str] = _defined_names(_lines(_SI))
# Read while no context is active: the units as the texts define them (弓 = 6尺).
_TEXT_FACTORS = {n: Fraction(Q_(1, n).to("chi").magnitude) for n in set(CLASSICAL_UNITS.values())}
_UNIT_NAME = re.compile(r"[^\W\d][^\W]*")


def lookup_unit(name: str, kind: str = N_("unit of length")) -> str:
    """The pint name of the length unit called ``name`` (尺, 弓, m, cm, mm, in, ft, yd …).

    ``name`` is looked up as one name — never evaluated as a pint expression — and must be a
    classical or a metric/imperial length; anything else raises :class:`UnknownNameError`.
    """
    known = ["m", "cm", "mm", "km", "in", "ft", "yd", *_UNIT_NAMES]
    text = name.strip() if isinstance(name, str) else ""
    if text and not text.isascii() and _UNIT_NAME.fullmatch(text) and text not in CLASSICAL_UNITS:
        from ._scripts import resolve  # a unit in another script: 歩 for 步

        text = resolve(text, lambda n: n if n in CLASSICAL_UNITS else None) or text
    shown = text if len(text) <= 20 else text[:17] + "..."
    if not _UNIT_NAME.fullmatch(text) or len(text) > 40:
        raise UnknownNameError(kind, shown, known)
    try:
        canonical = ureg.get_name(text)
        dims = ureg.get_dimensionality(canonical)
    except (pint.errors.PintError, ValueError, KeyError, AttributeError):
        raise UnknownNameError(kind, shown, known) from None
    if dims not in (_LENGTH_DIMS, _CLASSICAL_DIMS):
        raise UnknownNameError(kind, shown, known)
    return str(canonical)


_LENGTH_DIMS = ureg.get_dimensionality("meter")
_CLASSICAL_DIMS = ureg.get_dimensionality("chi")


@dataclass(frozen=True)
class Standard:
    """A historical standard of the 尺: which ruler turns classical lengths into metres.

    ``key`` is the name of its pint context in ``units.txt``; the length of the 尺 is read from
    that context, never written here a second time.
    """

    key: str
    label: str
    era: str
    evidence: str

    @property
    def metres_per_chi(self) -> Fraction:
        """Length of one 尺 under this standard, in metres (exact)."""
        return _metres_per_chi(self.key)

    @property
    def chi_per_gong(self) -> Fraction:
        """尺 in one 弓 of range (and one 步) under this standard: 6 under every standard — a
        standard changes the ruler, not the texts' 弓 (``units.txt`` says why)."""
        return _unit_factor("gong", self.key)


@cache
def _metres_per_chi(key: str) -> Fraction:
    with ureg.context(key):
        return Fraction(Q_(1, "chi").to("meter").magnitude)


STANDARDS: dict[str, Standard] = {
    s.key: s
    for s in (
        Standard("han", "周秦西漢", "Warring States, Qin, Western Han, Xin (the default)",
                 "商鞅方升; 新莽 bronze caliper; excavated Han rulers 23.0-23.6 cm"),
        Standard("donghan", "東漢", "Eastern Han", "excavated rulers 23.4-23.75 cm"),
        Standard("wu_chengluo", "吳承洛周尺", "Zhou, as reckoned by 吳承洛 (1937)",
                 "older scholarship, still quoted"),
        Standard("ming", "明營造尺", "Ming builders' 尺 (the 量地 and 裁衣 rulers were longer)",
                 "surviving rulers (營造 32, 量地 32.7, 裁衣 34 cm)"),
        Standard("qing", "清營造尺", "Qing builders' 尺, as long as the Ming one in the sources",
                 "surviving rulers (營造 32, 量地 34.5, 裁衣 35.5 cm)"),
    )
}
DEFAULT_STANDARD = "han"

_ALIASES = {
    "周": "han", "秦": "han", "漢": "han", "汉": "han", "西漢": "han", "西汉": "han",
    "東漢": "donghan", "东汉": "donghan", "吳承洛": "wu_chengluo", "吴承洛": "wu_chengluo",
    "明": "ming", "清": "qing", "xihan": "han",
}


def get_standard(standard: str | Standard | None = None) -> Standard:
    """The standard named ``standard`` (a key, a Chinese alias, or ``None`` for the default)."""
    if isinstance(standard, Standard):
        return standard
    if standard is not None and not isinstance(standard, str):
        raise UnknownNameError(N_("standard"), shown(standard, 20), list(STANDARDS))
    name = DEFAULT_STANDARD if standard is None else standard.strip()
    from ._scripts import resolve

    found = resolve(name, lambda n: STANDARDS.get(_ALIASES.get(n, n.lower())))
    if found is None:
        raise UnknownNameError(N_("standard"), shown(name, 20), list(STANDARDS))
    return found


def standard_words(standard: str | Standard | None = None) -> str:
    """The standard as a line of output names it: by its key in English (``han``, as the
    reader types it), by its name in Chinese (周秦西漢)."""
    std = get_standard(standard)
    return std.key if language() == "en" else std.label


# The standard enabled by in_standard, if any (houzhi's own record, not pint's internals).
_ACTIVE: ContextVar[str | None] = ContextVar("houzhi_standard", default=None)


@contextmanager
def in_standard(standard: str | Standard | None = None) -> Iterator[Standard]:
    """Enable one standard of the 尺 on :data:`ureg` for the ``with`` block.

    Raises :class:`BadValueError` when another standard is already active: two rulers at once
    would make every conversion ambiguous. (Contexts enabled on :data:`ureg` directly, bypassing
    this function, are the caller's responsibility.)
    """
    std = get_standard(standard)
    active = _ACTIVE.get()
    if active is not None and active != std.key:
        raise BadValueError(f"standard {std.key!r} requested while {active!r} is active")
    if active is not None:
        yield std
        return
    token = _ACTIVE.set(std.key)
    try:
        with ureg.context(std.key):
            yield std
    finally:
        _ACTIVE.reset(token)


def _quantity(value: Any, unit: str | None = None) -> pint.Quantity:
    """A Quantity of houzhi's registry with a Fraction magnitude, from a Quantity of any pint
    registry (one unit of length, converted through its magnitude and unit name) or a number
    with ``unit``. Text is not read here (see :func:`houzhi.measure.lengths.read_length`)."""
    if isinstance(value, ureg.Quantity):
        if value.dimensionality not in (_LENGTH_DIMS, _CLASSICAL_DIMS):  # an area, a time …
            raise BadValueError(f"{shown(value)} is not a length")
        return value if isinstance(value.magnitude, Fraction) else Q_(exact(value.magnitude),
                                                                      value.units)
    if isinstance(value, pint.Quantity):  # another registry's: read its unit by name
        items = list(value.unit_items())
        if len(items) != 1 or items[0][1] != 1:
            raise BadValueError(f"{shown(value)} is not a length")
        return Q_(exact(value.magnitude), lookup_unit(items[0][0]))
    if isinstance(value, str):
        raise BadValueError("text is read by houzhi.measure.lengths.read_length, not here")
    if unit is None:
        raise BadValueError(f"{_short(value)} has no unit")
    return Q_(exact(value), lookup_unit(unit))


def _short(value: Any) -> str:
    return shown(value)


def exact(value: Any) -> Fraction:
    """``value`` as an exact Fraction; floats are read through their shortest decimal form.
    NaN, infinities, booleans and anything that is not a real number raise BadValueError."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, bool):
        raise BadValueError(f"{value!r} is not a number")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise BadValueError(f"{value!r} is not a finite number")
        return Fraction(repr(value))
    if isinstance(value, Decimal):  # refused before a huge exponent becomes a huge integer
        if not value.is_finite():
            raise BadValueError(f"{value!r} is not a finite number")
        if value and abs(value.adjusted()) > 100:
            raise BadValueError(f"{_short(value)} is beyond any length houzhi reads")
    try:
        out = Fraction(value)
    except (TypeError, ValueError, OverflowError, ArithmeticError):
        raise BadValueError(f"{_short(value)} is not a number") from None
    return out


#: The largest number a field of houzhi's settings (:func:`exact_fields`) may hold.
_MAX_FIELD = 10**15


def exact_fields(obj: Any, *names: str, optional: tuple[str, ...] = ()) -> None:
    """Make each field ``names`` of the frozen dataclass ``obj`` an exact Fraction (a field of
    ``optional`` may stay ``None``), in ``__post_init__``: a value that is not a number, or
    larger than 10^15, raises :class:`BadValueError` naming the class and the field."""
    for name in names:
        value = getattr(obj, name)
        if value is None and name in optional:
            continue
        try:
            x = exact(value)
        except BadValueError as exc:
            raise BadValueError(f"{type(obj).__name__}.{name}: {exc}") from None
        if abs(x) > _MAX_FIELD:
            raise BadValueError(f"{type(obj).__name__}.{name}: {_short(value)} is beyond any "
                                "value houzhi reads")
        object.__setattr__(obj, name, x)


def to_metric(length: Any, standard: str | Standard | None = None, unit: str = "m") -> pint.Quantity:
    """Convert a classical length (a Quantity) to ``unit`` (a unit name; metres by default)
    under one standard; the result keeps an exact Fraction magnitude. To convert text, use
    :func:`houzhi.to_metric` (:func:`houzhi.measure.lengths.to_metric`)."""
    q = _quantity(length)
    target = lookup_unit(unit)
    try:
        with in_standard(standard):
            return to_user(q.to(target))
    except pint.errors.DimensionalityError:
        raise BadValueError(f"cannot convert {shown(q)} to {shown(unit)}") from None


def metres_text(chi: Fraction, standard: str | Standard | None = None, digits: int = 3) -> str:
    """``chi`` 尺 as metres under ``standard``, written for people (``"58.212 m"``): the output
    boundary, where the exact value becomes a rounded decimal."""
    x = exact(chi)
    if abs(x) > _MAX_FIELD:
        raise BadValueError(f"{_short(chi)} 尺 is beyond any length houzhi writes")
    return f"{float(x * get_standard(standard).metres_per_chi):.{digits}f} m"


def from_metric(length: Any, standard: str | Standard | None = None, unit: str = "chi") -> pint.Quantity:
    """Convert a metric or imperial length (a Quantity) to classical ``unit`` under one standard.
    To convert text such as ``"9.24 m"``, use :func:`houzhi.from_metric`."""
    return to_metric(length, standard, unit)


def as_chi(length: Any) -> Fraction:
    """A classical length (a Quantity) as an exact number of 尺."""
    q = _quantity(length)
    if q.dimensionality != _CLASSICAL_DIMS:
        raise BadValueError(f"a length in {q.units} is not a classical length; "
                            "convert it under a standard")
    return Fraction(q.to("chi").magnitude)


def unit_factor(unit: str, standard: str | Standard | None = None) -> Fraction:
    """How many 尺 one classical ``unit`` holds (``unit_factor("弓") == 6``). ``standard`` is
    accepted for symmetry: no standard changes a classical unit (only the ren7 reading of the 仞
    does, as a context of its own). Independent of any context active on the registry."""
    key = None if standard is None else get_standard(standard).key
    if not isinstance(unit, str):
        raise UnknownNameError(N_("classical unit"), unit, _UNIT_NAMES)
    return _unit_factor(unit, key)


@cache
def _unit_factor(unit: str, key: str | None) -> Fraction:
    try:
        if key is None:
            return _TEXT_FACTORS[CLASSICAL_UNITS[unit]]
        with ureg.context(key):
            return Fraction(Q_(1, CLASSICAL_UNITS[unit]).to("chi").magnitude)
    except (KeyError, pint.errors.PintError):
        raise UnknownNameError(N_("classical unit"), unit, _UNIT_NAMES) from None


def _written(name: str) -> str:
    """A classical unit as the texts write it (chi -> 尺): its first character alias."""
    return next((a for a, n in CLASSICAL_UNITS.items() if n == name and not a.isascii()), name)


# The classical units, smallest first, as the texts write them (for messages).
_UNIT_NAMES = [_written(n) for n in sorted(set(CLASSICAL_UNITS.values()),
                                           key=lambda n: (_TEXT_FACTORS[n], n))]
