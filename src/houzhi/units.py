"""The one unit registry of houzhi, and the standards of the 尺.

The classical units (``units.txt``) have their own dimension, ``[classical_length]``. A
classical length therefore cannot be turned into metres by accident: ``Q_(5, "尋").to("m")``
raises pint's ``DimensionalityError``. It converts only under a named standard of the 尺, either
through :func:`to_metric` / :func:`from_metric`, which take exactly one standard, or inside
``with in_standard("han"):``, which refuses to be nested in another standard. Magnitudes are
``fractions.Fraction``, so 25丈2尺 is exactly 252尺.

>>> (Q_(25, "丈") + Q_(2, "尺")).to("chi")
<Quantity(252, 'chi')>
>>> to_metric(Q_(5, "尋"), "han")
<Quantity(231/25, 'meter')>
>>> STANDARDS["ming"].chi_per_gong
Fraction(5, 1)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from importlib.resources import files
from typing import Any

import pint

from .errors import BadValueError, UnknownNameError

__all__ = [
    "CLASSICAL_UNITS",
    "DEFAULT_STANDARD",
    "Q_",
    "STANDARDS",
    "Standard",
    "as_chi",
    "exact",
    "from_metric",
    "get_standard",
    "in_standard",
    "load_into",
    "metres_text",
    "to_metric",
    "unit_factor",
    "ureg",
]

_DEFINITIONS = files(__package__).joinpath("units.txt")
_SI = files(__package__).joinpath("si.txt")


def load_into(registry: pint.UnitRegistry) -> pint.UnitRegistry:
    """Load houzhi's classical units and standards into ``registry`` and return it.

    The registry should be built with ``non_int_type=fractions.Fraction`` for exact arithmetic
    and must already define the metre (pint's default registry does).
    """
    with _DEFINITIONS.open(encoding="utf-8") as fh:
        registry.load_definitions(fh.read().splitlines())
    return registry


def _build() -> pint.UnitRegistry:
    registry: pint.UnitRegistry = pint.UnitRegistry(None, non_int_type=Fraction, cache_folder=None)
    with _SI.open(encoding="utf-8") as fh:
        registry.load_definitions(fh.read().splitlines())
    return load_into(registry)


#: The registry every module of houzhi uses.
ureg: pint.UnitRegistry = _build()
#: Shorthand for ``ureg.Quantity``.
Q_ = ureg.Quantity


def _classical_names() -> dict[str, str]:
    """Every name, alias and symbol of a classical unit -> its pint name."""
    names: dict[str, str] = {}
    # pint keeps aliases only on its (private) definition objects; read them, never retype them.
    for name, definition in ureg._units.items():
        if name in ureg._dimensions or not Q_(1, name).check("[classical_length]"):
            continue
        for alias in (name, *definition.aliases, definition.symbol):
            if alias:
                names[alias] = definition.name
    return names


#: Names, aliases and symbols of the classical units (尺, chi, 尋, 寻 …) -> pint unit name.
CLASSICAL_UNITS: dict[str, str] = _classical_names()
# Read while no context is active: the units as the texts define them (弓 = 6尺).
_TEXT_FACTORS = {n: Fraction(Q_(1, n).to("chi").magnitude) for n in set(CLASSICAL_UNITS.values())}


@dataclass(frozen=True)
class Standard:
    """A historical standard of the 尺: which ruler turns classical lengths into metres.

    ``key`` is the name of its pint context in ``units.txt``; the length of the 尺 and of the
    弓 are read from that context, never written here a second time.
    """

    key: str
    label: str
    era: str
    evidence: str

    @property
    def metres_per_chi(self) -> Fraction:
        """Length of one 尺 under this standard, in metres (exact)."""
        return to_metric(Q_(1, "chi"), self, "m").magnitude

    @property
    def chi_per_gong(self) -> Fraction:
        """尺 in one 弓 (and one 步) under this standard: 6, or 5 in Ming and Qing land measure."""
        with in_standard(self):
            return Fraction(Q_(1, "gong").to("chi").magnitude)


STANDARDS: dict[str, Standard] = {
    s.key: s
    for s in (
        Standard("han", "周秦西漢", "Warring States, Qin, Western Han, Xin (the default)",
                 "商鞅方升; 新莽 bronze caliper; excavated Han rulers 23.0-23.6 cm"),
        Standard("donghan", "東漢", "Eastern Han", "excavated rulers 23.4-23.75 cm"),
        Standard("wu_chengluo", "吳承洛周尺", "Zhou, as reckoned by 吳承洛 (1937)",
                 "older scholarship, still quoted"),
        Standard("ming", "明營造尺", "Ming builders' 尺; a 弓 of land is 5尺",
                 "surviving rulers (量地 32.7, 裁衣 34 cm)"),
        Standard("qing", "清營造尺", "Qing builders' 尺; a 弓 of land is 5尺",
                 "surviving rulers (量地 34.5, 裁衣 35.5 cm)"),
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
    name = DEFAULT_STANDARD if standard is None else str(standard).strip()
    key = _ALIASES.get(name, name.lower())
    try:
        return STANDARDS[key]
    except KeyError:
        raise UnknownNameError("standard", name, list(STANDARDS)) from None


def _active_standards() -> list[str]:
    active = getattr(ureg, "_active_ctx", None)
    names = getattr(active, "contexts", ()) if active is not None else ()
    return [c.name for c in names if c.name in STANDARDS]


@contextmanager
def in_standard(standard: str | Standard | None = None) -> Iterator[Standard]:
    """Enable one standard of the 尺 on :data:`ureg` for the ``with`` block.

    Raises :class:`BadValueError` when another standard is already active: two rulers at once
    would make every conversion ambiguous.
    """
    std = get_standard(standard)
    active = _active_standards()
    if active and active != [std.key]:
        raise BadValueError(f"standard {std.key!r} requested while {active[0]!r} is active")
    if active:
        yield std
        return
    with ureg.context(std.key):
        yield std


def _quantity(value: Any, unit: str | None = None) -> pint.Quantity:
    """Coerce a Quantity, a number with ``unit``, or a text length into a Fraction Quantity."""
    if isinstance(value, pint.Quantity):
        q = value if value._REGISTRY is ureg else Q_(str(value.magnitude), str(value.units))
    elif isinstance(value, str) and unit is None:
        from .notation import parse_measure

        q = parse_measure(value)
    else:
        if unit is None:
            raise BadValueError(f"{value!r} has no unit")
        q = Q_(exact(value), unit)
    if not isinstance(q.magnitude, Fraction):
        q = Q_(exact(q.magnitude), q.units)
    return q


def exact(value: Any) -> Fraction:
    """``value`` as an exact Fraction; floats are read through their shortest decimal form."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, float):
        return Fraction(repr(value))
    try:
        return Fraction(value)
    except (TypeError, ValueError):
        raise BadValueError(f"{value!r} is not a number") from None


def to_metric(length: Any, standard: str | Standard | None = None, unit: str = "m") -> pint.Quantity:
    """Convert a classical length to ``unit`` (metres by default) under one standard.

    ``length`` is a Quantity, a text such as ``"五尋"`` or ``"25.2 丈"``; the result keeps an
    exact Fraction magnitude.
    """
    q = _quantity(length)
    try:
        with in_standard(standard):
            return q.to(unit)
    except pint.errors.UndefinedUnitError:
        raise UnknownNameError("unit", unit, ["m", "cm", "mm", "km", *_UNIT_NAMES]) from None
    except pint.errors.DimensionalityError:
        raise BadValueError(f"cannot convert {length!r} to {unit!r}") from None


def metres_text(chi: Fraction, standard: str | Standard | None = None, digits: int = 3) -> str:
    """``chi`` 尺 as metres under ``standard``, written for people (``"58.212 m"``): the output
    boundary, where the exact value becomes a rounded decimal."""
    return f"{float(to_metric(Q_(chi, 'chi'), standard).magnitude):.{digits}f} m"


def from_metric(length: Any, standard: str | Standard | None = None, unit: str = "chi") -> pint.Quantity:
    """Convert a metric length (a Quantity, or text such as ``"9.24 m"``) to classical ``unit``."""
    q = length if isinstance(length, pint.Quantity) else _parse_metric(length)
    return to_metric(q, standard, unit)


def _parse_metric(text: Any) -> pint.Quantity:
    from .errors import ParseError

    try:
        q = ureg.parse_expression(str(text))
    except Exception:  # pint raises several kinds for nonsense
        raise ParseError(str(text), 0, "expected a number and a unit such as '9.24 m'") from None
    if not isinstance(q, pint.Quantity):
        raise ParseError(str(text), 0, "a unit is missing")
    return _quantity(q)


def as_chi(length: Any) -> Fraction:
    """A classical length (Quantity or text) as an exact number of 尺."""
    q = _quantity(length)
    if not q.check("[classical_length]"):
        raise BadValueError(f"{length!r} is not a classical length; convert it under a standard")
    return Fraction(q.to("chi").magnitude)


def unit_factor(unit: str, standard: str | Standard | None = None) -> Fraction:
    """How many 尺 one ``unit`` holds: as the classical texts define it when ``standard`` is
    None (``unit_factor("弓") == 6``), else under that standard (``unit_factor("弓", "ming")
    == 5``). Independent of any context active on the registry."""
    key = None if standard is None else get_standard(standard).key
    return _unit_factor(unit, key)


@cache
def _unit_factor(unit: str, key: str | None) -> Fraction:
    try:
        if key is None:
            return _TEXT_FACTORS[CLASSICAL_UNITS[unit]]
        with ureg.context(key):
            return Fraction(Q_(1, unit).to("chi").magnitude)
    except (KeyError, pint.errors.UndefinedUnitError, pint.errors.DimensionalityError):
        raise UnknownNameError("classical unit", unit, _UNIT_NAMES) from None


_UNIT_NAMES = sorted(set(CLASSICAL_UNITS.values()), key=lambda n: _TEXT_FACTORS[n])
