"""Readings: whose interpretation of the text a target follows.

A :class:`Reading` maps each role of the model (``zhong``, ``gong``, ``shang_ge`` …) to the
:class:`~houzhi.citations.Rule` that fills it. The default, 鄭玄 with 賈公彥's subcommentary, is
the reading whose totals the commentary states; others replace some roles with their own rules
and say, in ``assumptions``, what houzhi assumes where they are silent.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from . import rules
from .citations import Citation, Rule
from .errors import UnknownNameError

__all__ = ["DEFAULT_READING", "READINGS", "ZHENG_XUAN", "Reading", "get_reading"]

ROLES = ("range", "zhong", "zhong_square", "zhong_strips", "band", "gong", "shang_ge", "xia_ge",
         "hanging", "fa")


@dataclass(frozen=True)
class Reading:
    """A named reading: its label, whose it is, the rule for each role, and its assumptions."""

    key: str
    label: str
    commentator: str
    summary: str
    rules: Mapping[str, Rule]
    assumptions: tuple[str, ...] = ()
    citations: tuple[Citation, ...] = field(default=())

    def rule(self, role: str) -> Rule:
        """The rule that fills ``role``."""
        return self.rules[role]

    def roles(self) -> tuple[str, ...]:
        """The roles, in the model's order."""
        return tuple(r for r in ROLES if r in self.rules)

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reading) and other.key == self.key


ZHENG_XUAN = Reading(
    "zheng_xuan", "鄭玄", "鄭玄注, 賈公彥疏",
    "Only the 中 is square; 躬 2c; 上个 4c (舌 c each side); 下个 3c (舌 c/2 each side).",
    MappingProxyType({
        "range": rules.RANGE, "zhong": rules.ZHONG, "zhong_square": rules.ZHONG_SQUARE,
        "zhong_strips": rules.ZHONG_STRIPS, "band": rules.BAND, "gong": rules.GONG,
        "shang_ge": rules.SHANG_GE, "xia_ge": rules.XIA_GE, "hanging": rules.HANGING,
        "fa": rules.FA,
    }),
)

READINGS: dict[str, Reading] = {r.key: r for r in (ZHENG_XUAN,)}
DEFAULT_READING = "zheng_xuan"


def get_reading(reading: str | Reading | None = None) -> Reading:
    """The reading named ``reading``: a key (``zheng_xuan``), its label (鄭玄), or None."""
    if isinstance(reading, Reading):
        return reading
    name = DEFAULT_READING if reading is None else str(reading).strip()
    for r in READINGS.values():
        if name in (r.key, r.label) or name == r.commentator:
            return r
    raise UnknownNameError("reading", name, [f"{r.key} ({r.label})" for r in READINGS.values()])
