"""An axis's tick labels measured once in each drawing of it, not twice.

Matplotlib draws an axis (``Axis.draw``) by updating its ticks (``_update_ticks``: the locator
and formatter run, each tick placed and labelled) and measuring their labels
(``_get_ticklabel_bboxes``); then, to set its label clear of them, it does both again for the
axis and the axes its labels are aligned with (``_get_tick_boxes_siblings``), though nothing has
moved in between. In the drawing set and the build book, whose plans and elevations have their
ticks labelled in 尺 and mm, the second time was about a sixth of the time of drawing their axes.

Within :func:`tick_boxes_once`, while an axis is drawn, the label's placing takes the boxes the
drawing has just measured, where the axis is aligned with no other (matplotlib's default; a
figure's ``align_xlabels`` groups axes): the same ticks, placed and labelled the same, the same
boxes, so the same drawing. Anything else is done the usual way; where matplotlib is not as this
module knows it, nothing is changed.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

from ._patching import Swap, swapped

__all__ = ["tick_boxes_once"]

_DRAWING = "_houzhi_drawn_with"  # the renderer an axis is being drawn with, while it is
_BOXES = "_houzhi_tick_boxes"  # the boxes of its tick labels, measured in that drawing


def tick_boxes_once() -> AbstractContextManager[bool]:
    """Within the ``with`` block, an axis being drawn measures its tick labels once (see the
    module); outside it, matplotlib is as it was. Blocks in parallel threads wait for one
    another; a block within one leaves it in place (:func:`houzhi.render._patching.swapped`)."""
    return swapped("tick_boxes_once", _swaps)


def _swaps() -> list[Swap] | None:
    """The axis's drawing, measuring of its tick labels and placing of its label that share
    one measure; None where matplotlib is not as this module knows it."""
    from matplotlib.axis import Axis

    cls: Any = Axis
    if not all(hasattr(cls, name) for name in (
            "draw", "_get_ticklabel_bboxes", "_get_tick_boxes_siblings", "_get_axis_name")):
        return None
    draw, boxes, siblings = cls.draw, cls._get_ticklabel_bboxes, cls._get_tick_boxes_siblings

    def drawn(self: Any, renderer: Any, *args: Any, **kwargs: Any) -> Any:
        self.__dict__[_DRAWING] = renderer
        try:
            return draw(self, renderer, *args, **kwargs)
        finally:
            self.__dict__.pop(_DRAWING, None)
            self.__dict__.pop(_BOXES, None)

    def measured(self: Any, ticks: Any, renderer: Any) -> Any:
        got = boxes(self, ticks, renderer)
        if self.__dict__.get(_DRAWING) is renderer and renderer is not None:
            self.__dict__[_BOXES] = got
        return got

    def aligned(self: Any, renderer: Any) -> Any:
        kept = self.__dict__.get(_BOXES)
        if kept is not None and self.__dict__.get(_DRAWING) is renderer:
            name = self._get_axis_name()
            groups = self.get_figure(root=False)._align_label_groups
            if name not in groups:
                return [], []
            if list(groups[name].get_siblings(self.axes)) == [self.axes]:
                return list(kept[0]), list(kept[1])
        return siblings(self, renderer)

    return [(cls, "draw", drawn), (cls, "_get_ticklabel_bboxes", measured),
            (cls, "_get_tick_boxes_siblings", aligned)]
