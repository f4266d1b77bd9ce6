"""The target's formulas as the curves' caption writes them (c²/w + 11c of cloth, c + 4w high),
without importing sympy on the drawing path.

The forms are :func:`houzhi.canon.symbolic.target_forms` printed by :func:`pretty`; sympy derives
them from the readings' rules. Importing sympy costs the drawing set about a fifth of its time,
for two short strings, so the forms of the readings houzhi ships are kept here as sympy prints
them, and a test (tests/test_symbolic.py) checks each against sympy's own derivation. A reading
not listed here (one added by an application) is derived with sympy as before.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

__all__ = ["FORMS", "caption_forms", "pretty"]

#: For each reading's key: (cloth total one breadth wide, height), both in terms of the 中's
#: side c and the finished breadth w (尺), as :func:`pretty` prints sympy's forms.
FORMS = MappingProxyType({
    "zheng_xuan": ("c²/w + 11c", "c + 4w"),
    "zheng_zhong": ("c²/w + 5c", "c + 2w"),
    "lin_xiyi": ("8c²/(9w)", "c"),
    "liu_chang": ("2c²/w + 3cfloor(c/(4w) - 1/4) - c", "c"),
    "ao_jigong": ("c²/w + 11c", "c + 4w"),
    "hao_jing": ("9c²/w", "3c"),
    "nie_chongyi": ("c²/w + 11c", "c + 4w"),  # 聶崇義's, where houzhi has his reading
})


def pretty(expr: Any) -> str:
    """A sympy expression written for a caption: c**2/w + 11*c → c²/w + 11c."""
    return str(expr).replace("**2", "²").replace("*", "")


def caption_forms(reading: Any = None) -> tuple[str, str]:
    """The cloth total and the height of ``reading`` (a key, a label or a
    :class:`~houzhi.canon.readings.Reading`; default 鄭玄's) as text in c and w: from :data:`FORMS`,
    or derived with sympy for a reading not listed there."""
    from ..canon.readings import get_reading

    key = get_reading(reading).key
    if key in FORMS:
        return FORMS[key]
    from ..canon.symbolic import target_forms

    forms = target_forms(key)
    return pretty(forms.total_in_c), pretty(forms.height_in_c)
