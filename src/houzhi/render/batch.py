"""A batch of drawings: the long-lived objects kept out of the garbage collector's way.

Drawing a figure or a DXF document makes many short-lived container objects, and Python's
cyclic garbage collector, counting them, runs a full collection now and then that walks every
object in the process: the modules of matplotlib, ezdxf, sympy and pint and their tables, which
live until the process ends. :func:`batch` freezes those (:func:`gc.freeze`) for the length of
the batch, so a collection walks only what the batch itself made, and unfreezes them after.

Within the batch the collector also makes no full collection, only of its young objects
(generations 0 and 1): a batch keeps what it draws (a drawing set's figures, shared by their SVG
and PNG; a book's pages) until it ends, so each full collection walked all of them again and
found little to free (measured: two or three full collections, a twentieth of the drawing
set's work). A cycle that dies young is still collected; one that has lived through two young
collections waits for the first full collection after the batch. Nothing is left disabled and
nothing the batch makes escapes collection.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["batch"]


@contextmanager
def batch() -> Iterator[None]:
    """Within the ``with`` block, the objects that existed before it are not scanned by the
    garbage collector, and no full collection is made (modules loaded within it are scanned by
    the young collections until they are old, then no more). An application that has frozen
    objects itself keeps its own arrangement: nothing is changed then. For one thread at a
    time: two batches in parallel threads, or a freeze made by the application during a batch,
    are unfrozen when the first batch ends (which costs only speed)."""
    if gc.get_freeze_count():
        yield
        return
    thresholds = gc.get_threshold()
    gc.freeze()
    if thresholds[0]:  # collection on (a threshold of 0 turns it off)
        gc.set_threshold(thresholds[0], thresholds[1], 1 << 30)
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()
