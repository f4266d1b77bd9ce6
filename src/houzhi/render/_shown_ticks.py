"""An axis's major ticks made only at the places it shows.

Matplotlib draws an axis by asking its locator where the major ticks go, making a tick (two
tick lines, a grid line and two labels: five artists) for every place it gives, and then
drawing only those inside the axis's view. The usual locator (``AutoLocator``) gives a place
beyond each end of the view as well, so about one tick in five was made, placed and labelled
only to be thrown away (counted: 58 of the drawing set's 296 ticks, 34 of the build book's 207).

Within :func:`shown_ticks_only`, each axis of a figure asks its own locator, as matplotlib
would, and keeps the places matplotlib keeps (the same test of the view, in the axis's scale);
its labels are those its own formatter gives for all the places (a formatter such as
``ScalarFormatter`` chooses its decimals and offset from all of them), the kept ones taken. So
the same ticks are drawn, at the same places, with the same labels, and the others are not
made. Nothing of matplotlib's is swapped: each axis is given a locator and a formatter of
matplotlib's public kinds (:class:`matplotlib.ticker.Locator`, :class:`~matplotlib.ticker.Formatter`)
wrapping its own, and its own are put back when the block ends. Where matplotlib is not as
this module knows it, an axis is left as it is.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["shown_ticks_only"]


@contextmanager
def shown_ticks_only(fig: Any) -> Iterator[None]:
    """Within the ``with`` block, the major ticks of the axes of ``fig`` (a matplotlib Figure)
    are made only where they are shown (see the module); after it, each axis has its own
    locator and formatter again."""
    from matplotlib import transforms
    from matplotlib.ticker import NullLocator

    contains = getattr(transforms, "_interval_contains_close", None)
    kept: list[tuple[Any, Any, Any]] = []
    if contains is not None:
        Shown, Labels = _kinds()
        for ax in fig.axes:
            if ax.name != "rectilinear":  # a 3D or polar axis decides its view otherwise
                continue
            for axis in (ax.xaxis, ax.yaxis):
                ticker = axis.major
                locator, formatter = ticker.locator, ticker.formatter
                if (isinstance(locator, (NullLocator, Shown)) or formatter is None
                        or getattr(locator, "axis", None) is not axis):
                    continue
                shown = Shown(locator, axis, contains)
                kept.append((ticker, locator, formatter))
                ticker.locator = shown
                ticker.formatter = Labels(formatter, shown)
    try:
        yield
    finally:
        for ticker, locator, formatter in reversed(kept):
            ticker.locator = locator
            ticker.formatter = formatter


def _kinds() -> tuple[Any, Any]:
    """The locator and formatter classes (made once matplotlib is loaded)."""
    global _KINDS
    if _KINDS is None:
        _KINDS = _make_kinds()
    return _KINDS


_KINDS: tuple[Any, Any] | None = None


def _make_kinds() -> tuple[Any, Any]:
    import numpy as np
    from matplotlib.ticker import Formatter, Locator

    class Shown(Locator):
        """The places of an axis's own locator that the axis shows."""

        def __init__(self, inner: Any, axis: Any, contains: Any) -> None:
            self.inner, self.axis, self._contains = inner, axis, contains
            self.every: Any = None  # the inner locator's places, as last given
            self.shown: list[int] = []  # the indices of those shown
            self.given: Any = None  # the places last given to matplotlib

        def __call__(self) -> Any:
            every = self.inner()
            axis: Any = self.axis
            low, high = axis.get_view_interval()
            if low > high:
                low, high = high, low
            transform = axis.get_transform()
            interval = transform.transform([low, high])
            shown = []
            for i, loc in enumerate(every):
                try:
                    at = transform.transform(loc)
                except AssertionError:  # as matplotlib: a place its scale cannot take
                    continue
                if self._contains(interval, at):
                    shown.append(i)
            self.every, self.shown = every, shown
            self.given = np.asarray(every)[np.asarray(shown, dtype=np.intp)]
            return self.given

        def tick_values(self, vmin: float, vmax: float) -> Any:
            return self.inner.tick_values(vmin, vmax)

        def nonsingular(self, v0: float, v1: float) -> Any:
            return self.inner.nonsingular(v0, v1)

        def view_limits(self, vmin: float, vmax: float) -> Any:
            return self.inner.view_limits(vmin, vmax)

        def set_params(self, **kwargs: Any) -> None:
            self.inner.set_params(**kwargs)

    class Labels(Formatter):
        """An axis's own formatter, labelling the shown places as it labels all of them."""

        def __init__(self, inner: Any, shown: Shown) -> None:
            self.inner, self.shown, self.axis = inner, shown, inner.axis

        def format_ticks(self, values: Any) -> Any:
            shown = self.shown
            if values is not shown.given:  # not the places just located: the usual way
                return self.inner.format_ticks(values)
            every = self.inner.format_ticks(shown.every)
            return [every[i] for i in shown.shown]

        def __call__(self, x: Any, pos: Any = None) -> Any:
            return self.inner(x, pos)

        def format_data(self, value: Any) -> Any:
            return self.inner.format_data(value)

        def format_data_short(self, value: Any) -> Any:
            return self.inner.format_data_short(value)

        def get_offset(self) -> Any:
            return self.inner.get_offset()

        def set_locs(self, locs: Any) -> None:
            self.inner.set_locs(locs)

    return Shown, Labels
