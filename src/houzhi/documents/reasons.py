"""The words of a reason: why a reading cannot give a figure, or why houzhi reckons one where
its author gives none (:attr:`houzhi.canon.figures.Basis.why`), in the reader's language."""

from __future__ import annotations

__all__ = ["reason_words"]


def reason_words(why: object) -> str:
    """``why`` in words ("" for none)."""
    return "" if not why else str(why)
