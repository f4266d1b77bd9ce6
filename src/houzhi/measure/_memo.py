"""A cached property without a lock: computed on first read and kept in the instance's
``__dict__`` (``functools.cached_property`` takes a lock on every first read before Python
3.12, which costs a target more than the arithmetic it caches). For immutable objects only,
whose every cached value follows from their fields."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

__all__ = ["memo"]

T = TypeVar("T")


class memo(Generic[T]):
    """``@memo`` over a method of no arguments: a property computed once per instance."""

    def __init__(self, fn: Callable[[Any], T]) -> None:
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> T:
        if obj is None:
            return self  # type: ignore[return-value]
        value = self.fn(obj)
        obj.__dict__[self.name] = value
        return value
