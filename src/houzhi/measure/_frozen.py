"""A quicker ``__init__`` for a frozen dataclass that keeps its fields in ``__dict__``.

A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__``, one call
a field, which costs a target (a few such values made for each range) more than much of the
arithmetic. :func:`quick_init` gives the class an ``__init__`` of the same signature, defaults
and ``__post_init__`` that writes the fields into the instance's ``__dict__`` at once. The class
stays frozen (assignment is refused as before), and its equality, hash, repr and pickling are
the dataclass's own. Not for a class with ``__slots__`` or init-only fields.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

__all__ = ["quick_init"]

T = TypeVar("T")


class _Factory:
    """The default of a field made by its factory (shown as dataclasses shows it)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def quick_init(cls: type[T]) -> type[T]:
    """``cls`` (a frozen dataclass with a ``__dict__``) with the quicker ``__init__``."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if hasattr(cls, "__slots__") or any(not f.init or f.kw_only for f in fields):
        raise TypeError(f"quick_init: {cls.__name__} has slots, or fields not set by position")
    space: dict[str, Any] = {"FACTORY": _FACTORY}
    params, sets = [], []
    for f in fields:
        if f.default is not dataclasses.MISSING:
            space[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
            sets.append(f"{f.name!r}: {f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            space[f"_f_{f.name}"] = f.default_factory
            params.append(f"{f.name}=FACTORY")
            sets.append(f"{f.name!r}: _f_{f.name}() if {f.name} is FACTORY else {f.name}")
        else:
            params.append(f.name)
            sets.append(f"{f.name!r}: {f.name}")
    post = "\n    self.__post_init__()" if hasattr(cls, "__post_init__") else ""
    source = (f"def __init__(self, {', '.join(params)}) -> None:\n"
              f"    self.__dict__.update({{{', '.join(sets)}}}){post}\n")
    exec(source, space)  # the same code dataclasses writes, filling __dict__ in one call
    init = space["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = {**{f.name: f.type for f in fields}, "return": None}
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
