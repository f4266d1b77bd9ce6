"""The grounds, by the name of their rite: the 鄉射's and the 大射's (:mod:`houzhi.model.ground`) and
the Ming 射圃 of the 頖宮 (:mod:`houzhi.model.pangong`), which is laid out on the 鄉射's hall.

All lengths exact, in 尺, in the frame of :mod:`houzhi.model.ground`.
"""

from __future__ import annotations

from typing import Any

from ..errors import UnknownNameError
from .ground import RITES, Ground, dashe_ground, xiangshe_ground
from .pangong import pangong_ground

__all__ = ["ground"]


def ground(rite: str = "鄉射", range_: Any = 50, **kw: Any) -> Ground:
    """The ground of ``rite`` (鄉射, 大射 or 頖宮); keyword arguments as for
    :func:`xiangshe_ground`, :func:`dashe_ground` or :func:`houzhi.model.pangong.pangong_ground`."""
    aliases = {"xiangshe": "鄉射", "乡射": "鄉射", "dashe": "大射", "pangong": "頖宮",
               "頖宫": "頖宮", "泮宮": "頖宮"}
    if not isinstance(rite, str):
        raise UnknownNameError("rite", rite, list(RITES))
    r = aliases.get(rite, rite)
    if r == "鄉射":
        kw.pop("rank", None)
        return xiangshe_ground(range_, **kw)
    if r == "大射":
        kw.pop("building", None)
        return dashe_ground(**kw)
    if r == "頖宮":
        kw.pop("building", None)
        kw.pop("rank", None)
        kw.pop("reading", None)
        return pangong_ground(range_, **kw)
    raise UnknownNameError("rite", rite, list(RITES))
