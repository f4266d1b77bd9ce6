"""Plane geometry the renderers share when they place labels: plain floats, in whatever unit
the caller draws in (mm in a DXF, display points in a figure)."""

from __future__ import annotations

__all__ = ["segment_meets_box"]


def segment_meets_box(box: tuple[float, float, float, float], a: tuple[float, float],
                      b: tuple[float, float]) -> bool:
    """Whether the segment a–b (x, y) meets the box (x0, y0, x1, y1), its edges included
    (Liang–Barsky clipping)."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, ax - box[0]), (dx, box[2] - ax), (-dy, ay - box[1]), (dy, box[3] - ay)):
        if p == 0:
            if q < 0:
                return False
        elif p < 0:
            lo = max(lo, q / p)
        else:
            hi = min(hi, q / p)
        if lo > hi:
            return False
    return True
