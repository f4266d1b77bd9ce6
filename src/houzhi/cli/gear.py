"""``houzhi gear``: the gear of the 記: arrows, rods, rack, mark, with sources; or, with
``--rite 頖宮``, the Ming 射圃's inventory and staff from 李之藻's 頖宮禮樂疏."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..locale import N_, _
from ._common import Parents

NAME = "gear"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the gear of the 記: arrows, rods, rack, mark, with sources"),
                         parents=[parents.standard, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("--rite", default="鄉射",
                     help=_("鄉射 (the 記's gear, default) or 頖宮 (the Ming inventory and staff)"))


def _pangong() -> dict[str, Any]:
    from ..model.pangong import INVENTORY, LAYOUT, ROSTER, roster_total
    from ..render.export import to_data

    return {"rite": "頖宮", "inventory": to_data(INVENTORY), "roster": to_data(ROSTER),
            "roster_places_counted": roster_total(),
            "citations": {"inventory": to_data(LAYOUT["inventory"]),
                          "roster": to_data(LAYOUT["roster"])}}


def _refuse_rite(name: Any) -> None:
    """A rite of the texts whose gear houzhi does not list (賓射, 燕射, 大射): refused saying
    which lists it has, in one line; anything else returns (to be refused as unknown)."""
    from ..canon.rites import get_rite
    from ..errors import BadValueError, UnknownNameError
    from ..locale import _

    try:
        rite = get_rite(name)
    except UnknownNameError:
        return
    raise BadValueError(_("houzhi lists the gear of the 鄉射 (its 記: 箭籌, 楅, 中 …) and of the 頖宮 "
                          "(李之藻's 器數), not the {rite}'s: `houzhi gear --rite 鄉射` or "
                          "`houzhi gear --rite 頖宮`").format(rite=rite.label))


def run(args: argparse.Namespace) -> int:
    from ..canon.gear import GEAR
    from ..errors import UnknownNameError
    from ..measure.notation import format_chi
    from ..measure.units import get_standard, metres_text

    std = get_standard(args.standard).key  # refused before anything is printed
    from ..model.grounds import find_place

    place = find_place(args.rite)
    if place is not None and place.roster:  # the Ming 射圃's own inventory and staff
        data = _pangong()
        if args.json:
            print(json.dumps(data, ensure_ascii=False, indent=2))
            return 0
        from ..model.pangong import INVENTORY, LAYOUT, ROSTER

        def line(e: Any) -> str:  # the entry, its gloss, and the seed's own remarks on it
            return (f"  {e.name} {e.count}" + (f"  ({_(e.note)})" if e.note else "")
                    + "".join(f"  — 「{c.quote}」 ({_(c.note)})" for c in e.remarks))

        print(_("頖宮 射圃: inventory (其器數)"))
        for e in INVENTORY:
            print(line(e))
        print(f"  {LAYOUT['inventory']}")
        print(_("staff ({n} places where the roster counts them, one occasion's: the text gives "
                "the 衆賓 no fixed number, 衆賓隨時多寡，固無定數)").format(
            n=data["roster_places_counted"]))
        for e in ROSTER:
            print(line(e))
        print(f"  {LAYOUT['roster']}")
        return 0
    if place is None or not place.gear:
        _refuse_rite(args.rite)
        raise UnknownNameError(N_("rite"), args.rite, ["鄉射", "頖宮"])
    if args.json:
        from ..render.export import to_data

        print(json.dumps({"rite": "鄉射", "gear": to_data(tuple(GEAR.values()))},
                         ensure_ascii=False, indent=2))
        return 0
    for g in GEAR.values():
        count = f" × {g.how_many}" if g.how_many else ""
        print(_("{name} ({english}){count}").format(name=g.name, english=_(g.english),
                                                    count=count))
        for dim, words in g.dimensions.items():
            v = g.dimension(dim)
            print(_("  {dimension}: {chi}  [the text: {words}]  {metres}").format(
                dimension=_(dim), chi=format_chi(v), words=words, metres=metres_text(v, std)))
        for c in g.citations:
            print(f"  {c}")
        if g.note:
            print(_("  note: {note}").format(note=_(g.note)))
    return 0
