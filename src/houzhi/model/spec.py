"""What a target is asked for, as one value: the spec.

A :class:`Spec` holds the range, the reading, the rite and rank (and the 大射's station), whose
reading of the hides and of 丹質, the width of a 皮侯's 飾, the standard of the 尺 its real sizes
are given in, and the cloth's breadth — read and checked once, where it is made
(:meth:`Spec.of`), then passed down whole instead of as many arguments threaded through every
signature. It is frozen, hashable and picklable; :meth:`Spec.target` is the target it asks for,
and :meth:`Spec.but` the same spec with some of its parts changed.

>>> s = Spec.of("七十弓", rite="鄉射")
>>> s.range_gong, s.reading.label, s.target().setting.hou.name
(Fraction(70, 1), '鄭玄', '采侯二正')
>>> str(s.but(rank="士").target().setting.rank)
'士'
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import Any

from ..canon.reading_base import DEFAULT_READING, Reading
from ..canon.readings import get_reading
from ..errors import BadValueError, require
from ..measure.lengths import read_length
from ..measure.units import get_standard
from .target import HAN_CLOTH, Cloth, Target, range_in_gong

__all__ = ["Spec"]


@dataclass(frozen=True)
class Spec:
    """A target as asked for: ``range_gong`` (弓, exact), ``reading``, ``rite`` (None: by the
    range), ``rank`` (None: the rite's own), ``station`` (the 大射's 干, 參 or 大侯, None: by the
    range), ``hides`` (whose reading of the 大射's hides, None: the reading's author's own),
    ``danzhi`` (whose reading of 凡畫者丹質, None: 鄭玄's), ``shi_width_chi`` (尺, the width of a
    皮侯's 飾; None: houzhi's assumption), ``standard`` (the key of the 尺 standard real sizes are
    given in) and ``cloth`` (the Han cloth's breadth and trim)."""

    range_gong: Fraction
    reading: Reading = field(default_factory=lambda: get_reading(DEFAULT_READING))
    rite: str | None = None
    rank: str | None = None
    station: str | None = None
    hides: str | None = None
    danzhi: str | None = None
    shi_width_chi: Fraction | None = None
    standard: str = "han"
    cloth: Cloth = HAN_CLOTH

    def __post_init__(self) -> None:
        require(self.range_gong, Fraction, "Spec: range_gong")
        require(self.reading, Reading, "Spec: reading")
        require(self.cloth, Cloth, "Spec: cloth")
        for name in ("rite", "rank", "station", "hides", "danzhi"):
            if getattr(self, name) is not None:
                require(getattr(self, name), str, f"Spec: {name}")
        require(self.standard, str, "Spec: standard")
        if self.shi_width_chi is not None:
            require(self.shi_width_chi, Fraction, "Spec: shi_width_chi")

    @classmethod
    def of(cls, range_: Any, *, reading: str | Reading | None = None, rite: str | None = None,
           rank: str | None = None, station: str | None = None, hides: str | None = None,
           danzhi: str | None = None, shi_width: Any = None, standard: str | None = None,
           cloth: Cloth | None = None) -> Spec:
        """The spec of a target, every part read and checked: ``range_`` in 弓 or as a length
        (a metric one under ``standard``, default Han; :func:`houzhi.model.target.range_in_gong`),
        ``shi_width`` a length (a bare number in 尺), the names as the command line takes them
        (folded from simplified or Japanese forms). A spec whose target the texts do not have
        (a rite's rank it has not, a 飾 reaching the 鵠) is refused here, in one line."""
        std = get_standard(standard).key
        shi = None if shi_width is None else read_length(shi_width, standard=std,
                                                          what="the width of the 飾")
        spec = cls(range_in_gong(range_, std), get_reading(reading), rite, rank, station, hides,
                   danzhi, shi, std, cloth or HAN_CLOTH)
        spec.target()  # a combination the texts do not have: refused on making the spec
        return spec

    def but(self, **changes: Any) -> Spec:
        """This spec with ``changes`` (its fields' names: ``rank="士"``, ``reading="郝敬"``);
        an unknown name is refused in one line naming the known."""
        known = [f.name for f in fields(self)]
        unknown = sorted(set(changes) - set(known))
        if unknown:
            raise BadValueError(f"Spec.but(): no part {unknown[0]!r}; a spec has "
                                + ", ".join(known))
        if "reading" in changes and not isinstance(changes["reading"], Reading):
            changes["reading"] = get_reading(changes["reading"])
        if "range_gong" in changes:
            changes["range_gong"] = range_in_gong(changes["range_gong"], self.standard)
        return replace(self, **changes)

    def target(self) -> Target:
        """The target this spec asks for (:class:`houzhi.model.target.Target`), made once."""
        made = self.__dict__.get("_target")
        if made is None:
            made = Target(self.range_gong, self.cloth, self.reading, self.rite, self.rank,
                          self.station, hides=self.hides, shi_width_chi=self.shi_width_chi,
                          danzhi=self.danzhi)
            object.__setattr__(self, "_target", made)  # the spec is frozen; its target kept
        return made

    def __getstate__(self) -> dict[str, Any]:
        """The spec's fields, without the target it made (made again where it is asked for)."""
        return {k: v for k, v in self.__dict__.items() if k != "_target"}
