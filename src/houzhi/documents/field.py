"""How big a field a ground needs, in words: the rectangle of :attr:`houzhi.model.ground.Ground.extent`
in metres, each side with the thing that sets it and the basis of its place (an assumed hall makes
an assumed length, said as houzhi's)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..errors import require
from ..locale import N_, _, pgettext
from ..measure.units import get_standard

__all__ = ["OVERSHOOT", "field_lines", "field_size", "field_words"]

#: What the extent leaves out, said wherever it is shown.
OVERSHOOT = N_("houzhi counts no ground behind the target: arrows that miss fly on, so keep the "
             "field beyond it clear, or close it with a bank or a net, as the park allows")


def _metres(chi: Fraction, standard: str | None) -> float:
    """``chi`` 尺 in metres under ``standard``."""
    return float(chi * get_standard(standard).metres_per_chi)


def field_size(g: Any, standard: str | None = None) -> str:
    """The field ``g`` (a :class:`~houzhi.model.ground.Ground`) needs, east–west by north–south,
    in metres under ``standard`` (the 尺's): ``"12.3 m × 45.6 m"``, the same in every language."""
    from ..model.ground import Ground

    require(g, Ground, "field_size(): g")
    e = g.extent
    w, length = _metres(e.width_chi, standard), _metres(e.length_chi, standard)
    return f"{w:.1f} m × {length:.1f} m"


def field_words(g: Any, standard: str | None = None) -> str:
    """One line: the field ``g`` (a :class:`~houzhi.model.ground.Ground`) needs, east–west by
    north–south, in metres under ``standard`` (the 尺's), and in 尺."""
    from ..measure.notation import format_chi
    from ..model.ground import Ground

    require(g, Ground, "field_words(): g")
    e = g.extent
    return _("field needed: {w:.1f} m × {l:.1f} m (east–west × north–south; {wc} × {lc})").format(
        w=_metres(e.width_chi, standard), l=_metres(e.length_chi, standard),
        wc=format_chi(e.width_chi), lc=format_chi(e.length_chi))


def field_lines(g: Any, standard: str | None = None) -> list[str]:
    """:func:`field_words`, then for each side the item that sets it, how far from the target's
    centre it is (m) and whether that place is the text's or houzhi's assumption, then
    :data:`OVERSHOOT`."""
    out = [field_words(g, standard)]
    e = g.extent
    names = {"west": _("west"), "east": _("east"), "south": _("south"), "north": _("north")}
    for side, coord, key in e.sides:
        it, b = g.item(key), g.basis(key)
        whose = (_("houzhi's assumption") if b.kind == "assumed" else
                 _("placed by the text from houzhi's assumption") if b.rests else
                 _("placed by the text"))
        at = it.at[0] if side in ("west", "east") else it.at[1]
        if coord == 0:
            where = _("  {side}: the {name}, on the target's foot line ({whose})")
        elif coord != at:  # an end of a line (the 上綱's east end) other than the point staked
            where = pgettext("an end of a line", "  {side}: the {name}, {m:.2f} m {side} of the "
                             "target's centre ({whose})")
        else:
            where = _("  {side}: the {name}, {m:.2f} m {side} of the target's centre ({whose})")
        out.append(where.format(side=names[side], name=it.name, m=abs(_metres(coord, standard)),
                                whose=whose))
    out.append(_(OVERSHOOT))
    return out
