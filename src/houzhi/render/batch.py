"""A batch of drawings: the long-lived objects kept out of the garbage collector's way.

Drawing a figure or a DXF document makes many short-lived container objects, and Python's
cyclic garbage collector, counting them, runs a full collection now and then that walks every
object in the process: the modules of matplotlib, ezdxf, sympy and pint and their tables, which
live until the process ends. :func:`batch` freezes those (:func:`gc.freeze`) for the length of
the batch, so a collection walks only what the batch itself made, and unfreezes them after;
nothing is left disabled and nothing the batch makes escapes collection.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["batch"]


@contextmanager
def batch() -> Iterator[None]:
    """Within the ``with`` block, the objects that existed before it are not scanned by the
    garbage collector (import the modules the batch needs before entering it). An application
    that has frozen objects itself keeps its own arrangement: nothing is changed then. For one
    thread at a time: two batches in parallel threads, or a freeze made by the application
    during a batch, are unfrozen when the first batch ends (which costs only speed)."""
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
