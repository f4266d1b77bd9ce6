"""The places houzhi lays out, each an entry of :data:`PLACES`: the grounds of the 鄉射 and the 大射
(:mod:`houzhi.model.ground`), and the Ming school's 射圃 of the 頖宮 (:mod:`houzhi.model.pangong`),
李之藻's record of the early-Ming 射儀 — a place, not a rite of the 儀禮 — laid out on the 鄉射's
hall. A name of a place (鄉射, 大射, 頖宮, or a key or form of one) is resolved here, and only here.

All lengths exact, in 尺, in the frame of :mod:`houzhi.model.ground`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..canon.rites import Rite, get_rite
from ..errors import BadValueError, UnknownNameError, require
from ..locale import N_, _, listing
from .ground import Ground, dashe_ground, xiangshe_ground
from .pangong import pangong_ground

if TYPE_CHECKING:
    from .target import Target

__all__ = ["PLACES", "Place", "find_place", "get_place", "ground", "ground_of_target"]


@dataclass(frozen=True)
class Place:
    """A place houzhi lays out: its name (``key``, as the ground's ``rite`` says it) and the other
    names it is given by; ``lay_out`` makes its :class:`~houzhi.model.ground.Ground`; what it
    takes — a range (``fixed_ranges``: its ranges are its own), the rank whose hall it is, the
    庠 or 序 of the 鄉射 (``building``), the commentators' readings — the standard of the 尺 its
    figures are in ("" for the default), the words for where the 射位 is in the hall ("" for the
    hall's building and the beam the 物 is under), and whether it keeps a roster and an inventory
    of its own (李之藻's 員 and 器數), or the 記's gear (``gear``, :mod:`houzhi.canon.gear`)."""

    key: str
    names: tuple[str, ...]
    lay_out: Callable[..., Ground]
    fixed_ranges: bool = False
    takes_rank: bool = False
    building: bool = False
    readings: bool = True
    standard: str = ""
    station_words: str = ""
    roster: bool = False
    gear: bool = False


def _xiangshe(range_: Any = 50, **kw: Any) -> Ground:
    kw.pop("rank", None)
    return xiangshe_ground(range_, **kw)


def _dashe(range_: Any = 50, **kw: Any) -> Ground:
    kw.pop("building", None)
    return dashe_ground(**kw)


def _pangong(range_: Any = 50, **kw: Any) -> Ground:
    for k in ("building", "rank", "reading"):
        kw.pop(k, None)
    return pangong_ground(range_, **kw)


#: The places by their key, in the order they are listed.
PLACES: Mapping[str, Place] = MappingProxyType({p.key: p for p in (
    Place("鄉射", ("xiangshe", "乡射"), _xiangshe, building=True, gear=True),
    Place("大射", ("dashe",), _dashe, fixed_ranges=True, takes_rank=True),
    Place("頖宮", ("pangong", "頖宫", "泮宮"), _pangong, readings=False, standard="ming",
          station_words="射位 堂下", roster=True),
)})


def find_place(name: Any) -> Place | None:
    """The place named ``name`` (its key or one of its names), None for none."""
    if not isinstance(name, str):
        return None
    return next((p for p in PLACES.values() if name == p.key or name in p.names), None)


def get_place(name: Any) -> Place:
    """The place named ``name`` (its key or one of its names); an unknown one raises
    :class:`~houzhi.errors.UnknownNameError` naming the places."""
    found = find_place(name)
    if found is None:
        rite = _rite_without_ground(name)
        if rite is not None:  # a rite of the texts (賓射, 燕射) that has no ground: its own reason
            raise BadValueError(_("{reason}; known places: {places}").format(
                reason=_(rite.no_ground), places=listing(PLACES)))
        raise UnknownNameError(N_("rite"), name, list(PLACES))
    return found


def _rite_without_ground(name: Any) -> Rite | None:
    """The rite named ``name`` where it is one of the texts' rites that lays out no ground, else
    None (a misspelt name stays an unknown one)."""
    if not isinstance(name, str):
        return None
    try:
        rite = get_rite(name)
    except UnknownNameError:
        return None
    return rite if not rite.ground and rite.no_ground else None


def ground(rite: str = "鄉射", range_: Any = 50, **kw: Any) -> Ground:
    """The ground of the place ``rite`` (鄉射, 大射 or 頖宮); keyword arguments as for
    :func:`xiangshe_ground`, :func:`dashe_ground` or :func:`houzhi.model.pangong.pangong_ground`."""
    return get_place(rite).lay_out(range_, **kw)


def ground_of_target(target: Target) -> Ground:
    """The ground of ``target``'s rite (:attr:`houzhi.canon.rites.Rite.ground`), with its reading
    and, where the ground depends on it, its rank: the 鄉射's at the target's range, the 大射's of
    its rank. A rite with no ground raises :class:`~houzhi.errors.UnknownNameError`."""
    from .target import Target

    require(target, Target, "ground_of_target(): target")
    st = target.setting
    return _ground_once(st.rite.ground, target.range_gong, st.rank, target.reading)


@lru_cache(maxsize=64)
def _ground_once(rite: str, range_gong: Any, rank: str | None, reading: Any) -> Ground:
    """:func:`ground` of ``rite`` at ``range_gong`` 弓 for ``rank`` and ``reading`` (a
    :class:`~houzhi.canon.reading_base.Reading`, the whole of it the cache's key, not only its
    name), laid out once for all who ask (a Ground is immutable and its words are translated
    when shown: the build book asks for its target's ground some fifteen times)."""
    return ground(rite, range_gong, rank=rank, reading=reading.key)
