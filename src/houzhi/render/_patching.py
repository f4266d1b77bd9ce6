"""A library's methods swapped for quicker ones of houzhi's for the length of a ``with`` block.

Several render modules (:mod:`~houzhi.render._agg_text`, :mod:`~houzhi.render._text_paths`,
:mod:`~houzhi.render._pdf`, :mod:`~houzhi.render._dxf_quick`, :mod:`~houzhi.render._tick_boxes`)
put a quicker way of doing one step of matplotlib's or ezdxf's work in place of the library's own
while a block runs, and take it away after. :func:`swapped` is the frame they share:

- blocks in parallel threads wait for one another (one reentrant lock for every swap, so two
  swaps taken in either order never wait on each other);
- a block of a swap inside a block of the same swap (in the same thread) leaves the outer one's
  in place, and does not take it away when it ends;
- what was there before is put back when the block ends, however it ends (an exception
  included): an attribute the owner had of its own is set back, one it inherited or lacked is
  removed again, so the owner is as it was.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["Swap", "swapped"]

#: One swap: the object whose attribute is set (a class, a module), the attribute's name, and
#: the value it has within the block.
Swap = tuple[Any, str, Any]

_LOCK = threading.RLock()
_ACTIVE: set[str] = set()  # the keys of the swaps in place now (in the thread holding _LOCK)
_MISSING = object()  # an attribute the owner did not have of its own


@contextmanager
def swapped(key: str, make: Callable[[], Iterable[Swap] | None]) -> Iterator[bool]:
    """Within the ``with`` block, the swaps ``make()`` gives are in place; after it, each owner
    is as it was. ``key`` names the swap: a block of the same key within one leaves the outer
    one in place (``make`` is not called). ``make`` is called under the lock, so it sees the
    library as it is outside every block; it returns None where the library is not as it knows
    it, and then nothing is changed. Yields whether this block put its swaps in place."""
    with _LOCK:
        if key in _ACTIVE:  # a block within one (only this thread can hold the lock)
            yield False
            return
        swaps = make()
        if swaps is None:
            yield False
            return
        swaps = list(swaps)
        saved = [(owner, name, vars(owner).get(name, _MISSING)) for owner, name, _ in swaps]
        _ACTIVE.add(key)
        try:
            for owner, name, value in swaps:
                setattr(owner, name, value)
            yield True
        finally:
            for owner, name, before in reversed(saved):
                if before is _MISSING:
                    if name in vars(owner):
                        delattr(owner, name)
                else:
                    setattr(owner, name, before)
            _ACTIVE.discard(key)
