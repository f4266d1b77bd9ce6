"""``houzhi ground``: the shooting ground laid out, with a stake-out table for a field crew."""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from ..locale import _
from ._common import (
    RANK_CHOICES,
    Parents,
    bare_numbers,
    only_with,
    out_path,
    said_written,
    write_dxf,
)

NAME = "ground"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the shooting ground laid out: hall, 物, 中, 楅, 豐, 乏, target; "
                         "a stake-out table"), parents=[parents.standard, parents.reading,
                                                         parents.as_json, parents.table_format])
    cmd.set_defaults(run=run)
    cmd.add_argument("--rite", default=None,
                     help=_("鄉射, 大射, or 頖宮 (the Ming 射圃); by default the 鄉射, or the 大射 for "
                     "--range 70 or 90, as houzhi target takes them"))
    cmd.add_argument("--range", default=None, dest="range_", metavar="RANGE",
                     help=_("range in 弓 or as a length (default 50; the 大射's are fixed)"))
    cmd.add_argument("--hall-depth", default=None,
                     help=_("堂深, the hall's edge to its back 楣 (default 三丈, assumed)"))
    cmd.add_argument("--ying-spacing", default=None,
                     help=_("between the two 楹 (default 二丈, assumed)"))
    cmd.add_argument("--hall-width", default=None,
                     help=_("between the two 序 (default 四丈, assumed)"))
    cmd.add_argument("--building", default=None, choices=("庠", "序"), metavar="BUILDING",
                     help=_("鄉射 in a 庠 (物當楣, default) or a 序 (物當棟)"))
    cmd.add_argument("--rank", default=None, choices=RANK_CHOICES, metavar="RANK",
                     help=_("大射: whose hall: %(choices)s (default 諸侯)"))
    cmd.add_argument("--dxf", default=None, metavar="FILE",
                     help=_("also write the site plan to this DXF file (metres)"))
    cmd.add_argument("--pdf", default=None, metavar="FILE",
                     help=_("also write a printable site plan, one page at a stated scale with a "
                            "scale bar, to this PDF file"))
    cmd.add_argument("--scale", default=None, metavar="1:N",
                     help=_("with --pdf: the plan's scale, as 1:500 (default: the largest of "
                            "1:50, 1:100, 1:200, 1:250, 1:500, 1:750, 1:1000 … that fits the "
                            "paper)"))
    cmd.add_argument("--paper", default=None,
                     help=_("with --pdf: the paper, A4 (default) or Letter"))


def refuse_what_does_not_apply(place: Any, args: argparse.Namespace) -> None:
    """Refuse, in one line, an option the ground of ``place`` (a
    :class:`~houzhi.model.grounds.Place`) would ignore: ``--rank`` off the 大射, ``--building``
    off the 鄉射, ``--reading`` on the 頖宮 (李之藻's rite has no readings), and on the 頖宮 any
    standard but ``ming`` (its figures are Ming 尺, 營造尺)."""
    from ..errors import BadValueError
    from ..measure.units import get_standard

    name = place.key
    if args.rank is not None and not place.takes_rank:
        raise BadValueError(_("--rank {rank}: only the 大射's ground depends on whose hall it "
                              "is (--rite 大射); the {name}'s does not — drop --rank").format(
                                  rank=args.rank, name=name))
    if args.building is not None and not place.building:
        raise BadValueError(_("--building {building}: the 庠 or 序 is the 鄉射's (物當楣 or "
                              "物當棟); the {name}'s ground does not take it — drop --building"
                              ).format(building=args.building, name=name))
    if args.reading is not None and not place.readings:
        raise BadValueError(_("--reading {reading}: the {name}'s ground is 李之藻's record of "
                              "the Ming 射儀 and has no commentators' readings — drop --reading"
                              ).format(reading=args.reading, name=name))
    if (place.standard and args.standard is not None
            and get_standard(args.standard).key != place.standard):
        raise BadValueError(_("--standard {standard}: the {name}'s figures are in Ming 尺 "
                              "(營造尺), so its metres are the ming standard's — drop --standard "
                              "or give --standard ming").format(standard=args.standard,
                                                                name=name))


def ground_of(args: argparse.Namespace) -> Any:
    """The ground the options ask for (bad input raises before any output)."""
    from dataclasses import replace

    from ..documents.tables import gong_count
    from ..errors import BadValueError
    from ..measure.lengths import read_length
    from ..model.grounds import get_place

    rite, note = args.rite, ""
    if rite is None:  # as Target.of takes a range with no rite: 70 and 90弓 are the 大射's
        from ..canon.rites import setting
        from ..measure.lengths import read_range

        d = Fraction(50) if args.range_ is None else read_range(args.range_, args.standard)
        st = setting(None, None, d)  # the 干's 50弓 alone is the 鄉射's range
        rite = st.rite.ground
        if st.rite.stacked:
            note = _("no rite given: {gong}弓 is the range of the {rite}'s {station} "
                     "(大侯九十，參七十，干五十), so the {ground} ground, whose three ranges are "
                     "fixed").format(gong=gong_count(d), rite=st.rite.label, station=st.station,
                                     ground=rite)
            args.range_ = None
    place = get_place(rite)
    refuse_what_does_not_apply(place, args)
    std = args.standard or place.standard or None
    kw: dict[str, Any] = {
        k: (None if v is None else read_length(v, standard=std, what=what)) for k, v, what in
        (("hall_depth", args.hall_depth, "the hall's depth"),
         ("ying_spacing", args.ying_spacing, "the 楹 spacing"),
         ("hall_width", args.hall_width, "the hall's width"))}
    bare = bare_numbers(std, ("--hall-depth", args.hall_depth, "m"),
                        ("--ying-spacing", args.ying_spacing, "m"),
                        ("--hall-width", args.hall_width, "m"))
    if place.fixed_ranges:
        if args.range_ is not None:
            raise BadValueError(_("the {place}'s ranges are fixed (大侯九十，參七十，干五十); "
                                  "drop --range").format(place=place.key))
        with bare:
            g = place.lay_out(rank=args.rank or "諸侯", reading=args.reading, **kw)
        return replace(g, notes=(note, *g.notes)) if note else g
    if place.building:
        kw["building"] = args.building or "庠"
    if place.readings:
        kw["reading"] = args.reading
    with bare:
        return place.lay_out(50 if args.range_ is None else args.range_, **kw)


def standard_for(g: Any, standard: str | None) -> str:
    """The standard of the 尺 for metres: as given, or the rite's own (Ming for 頖宮)."""
    from ..measure.units import get_standard

    return get_standard(standard or g.extra.get("standard")).key


def run(args: argparse.Namespace) -> int:
    dxf = out_path(args.dxf, "--dxf")  # checked before any work
    pdf = out_path(args.pdf, "--pdf")
    only_with(args, "--scale", "--pdf")
    only_with(args, "--paper", "--pdf")
    scale = None
    if pdf is not None:
        from ..render.book import _paper
        from ..render.site_plan import read_scale

        paper = _paper(args.paper or "A4")
        scale = None if args.scale is None else read_scale(args.scale)
    g = ground_of(args)
    std = standard_for(g, args.standard)
    if pdf is not None:
        from ..render.site_plan import fitting_scale

        scale = fitting_scale(g, std, paper, scale)  # refused before any file is written
    if dxf is not None:
        from ..render.site_dxf import site_dxf

        write_dxf(dxf, site_dxf(g, std))
    if pdf is not None:
        from ..render.site_plan import write_site_plan

        written = write_site_plan(g, pdf, std, args.paper or "A4", scale)
        said_written(written)
    from ..documents.records import ground_records
    from ._common import print_table

    if print_table(args, lambda: ground_records(g, std)):
        return 0
    from ..documents.ground import ground_document

    doc = ground_document(g, std)
    if args.json:
        import json

        from ..render.export import to_data

        print(json.dumps({**to_data(g, standard=std), "document": to_data(doc)},
                         ensure_ascii=False, indent=2))
        return 0
    from ..render.text import render

    print(render(doc))
    return 0
