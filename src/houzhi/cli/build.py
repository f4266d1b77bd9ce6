"""``houzhi build``: the build sheet: cloth to buy, pieces, seams, ropes, loops, posts, paint,
the hanging steps with their passages, a bill of materials; ``--pdf`` for a printable book."""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from ..errors import BadValueError
from ..locale import _
from ._common import Parents, only_with, out_path, said_written

NAME = "build"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the build sheet: cloth, pieces, ropes, posts, paint, "
                         "hanging steps, bill of materials (--pdf: a printable book)"),
                         parents=[parents.standard, parents.reading, parents.as_json,
                                  parents.table_format])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help=_("range in 弓 or as a length"))
    add_fabric_options(cmd)
    from .target import add_danzhi_option, add_hides_option, add_rite_options, add_shi_width_option

    add_rite_options(cmd)
    add_hides_option(cmd)
    add_danzhi_option(cmd)
    cmd.add_argument("--shrink", default="0%", help=_("the cloth's shrinkage in washing, e.g. 3%% "
                     "(a bare number is a fraction: 0.03; a bare 3 is refused)"))
    cmd.add_argument("--margin", default="5%",
                     help=_("cutting margin added to a roll's length (default 5%%; 0.05 alike)"))
    cmd.add_argument("--tolerance", default="2%",
                     help=_("warn when the plan is within this much more shrinkage (or a fabric "
                          "this much narrower) of needing more cloth (default 2%%; 0 for none)"))
    cmd.add_argument("--wind", default=None,
                     help=_("the design wind in gusts for the rigging, e.g. '10 m/s' or '36 km/h' "
                          "(default 10 m/s; a bare number is m/s)"))
    cmd.add_argument("--tie-off", default=None,
                     help=_("rope for the knot at each rope's east end (default: houzhi's "
                            "reckoning of a round turn and two half hitches on the post, to the "
                            "next whole 寸; e.g. '1.5 m'; the west end's round turn, cleat hitch "
                            "and lead are reckoned)"))
    cmd.add_argument("--depth", default=None, help=_("how deep the posts are set in the ground "
                     "(default: a tenth of their height plus 600 mm)"))
    add_shi_width_option(cmd)
    cmd.add_argument("--pdf", default=None, metavar="FILE", help=_("write the build book as a PDF "
                     "(the sheet is then not printed, unless --text)"))
    cmd.add_argument("--text", action="store_true",
                     help=_("with --pdf: print the build sheet too, as without --pdf"))
    cmd.add_argument("--paper", default=None,
                     help=_("paper of the --pdf book: A4 (default) or Letter"))


def add_fabric_options(cmd: argparse.ArgumentParser) -> None:
    """The fabric options ``plan``, ``build`` and ``drawings`` share."""
    cmd.add_argument("--width", default=None, help=_("a modern fabric's width, e.g. '150 cm' "
                     "(default: Han cloth, one 幅 in bolts of 匹)"))
    cmd.add_argument("--roll", default=None, help=_("roll length of a modern fabric (default 50 m)"))
    cmd.add_argument("--seam", default=None,
                     help=_("seam allowance of a modern fabric (default 10 mm)"))
    cmd.add_argument("--selvedge", default=None,
                     help=_("width lost along each edge of a modern fabric, its selvedge (default "
                          "none; e.g. '1 cm')"))


def fabric_from(args: argparse.Namespace, target: Any = None) -> Any:
    """The fabric the options name: modern when ``--width`` is given, else Han cloth."""
    from ..making.cutting import Fabric

    if args.width is not None:
        given = {"roll": args.roll, "seam": args.seam, "selvedge": args.selvedge}
        return Fabric.modern(args.width, standard=args.standard,
                             options={k: f"--{k}" for k in ("width", *given)},
                             **{k: v for k, v in given.items() if v is not None})
    if args.roll is not None or args.seam is not None or args.selvedge is not None:
        raise BadValueError("--roll, --seam and --selvedge describe a modern fabric: give its "
                            "--width too")
    return Fabric.historical(None if target is None else target.cloth)


def percent(text: str, what: str) -> Fraction:
    """``"3%"``, ``"3 %"`` or ``"0.03"`` as an exact fraction. A bare number is a fraction of
    one, so a bare number of 1 or more (``"3"``, meant as 3%?) is refused with a hint."""
    from ..measure.units import exact

    s = str(text).strip()
    try:
        if s.endswith("%"):
            return exact(s[:-1].strip()) / 100
        value = exact(s)
    except BadValueError:
        raise BadValueError(f"cannot read {text!r} as the {what} (e.g. '3%')") from None
    if value >= 1:
        raise BadValueError(f"the {what} {s!r} is read as a fraction ({float(value):.0%}): "
                            f"write '{s}%' for {s} per cent, or a fraction such as 0.03")
    return value


def wind_speed(text: str) -> Fraction:
    """A wind speed the user gives, in m/s (exact): ``"10"`` or ``"10 m/s"``, ``"36 km/h"``,
    ``"20 kn"`` (knots), ``"22 mph"``; nonsense refused in one line (the bounds are
    :class:`~houzhi.making.build.Allowances`'s)."""
    import re

    from ..measure.units import exact

    units = {"m/s": Fraction(1), "km/h": Fraction(1000, 3600), "kn": Fraction(1852, 3600),
             "mph": Fraction(1609344, 3600000)}
    m = re.fullmatch(r"\s*([-+0-9.eE/]+)\s*(m/s|km/h|kn|mph)?\s*", str(text))
    try:
        if m is None:
            raise BadValueError(text)
        return exact(m.group(1)) * units[m.group(2) or "m/s"]
    except BadValueError:
        raise BadValueError(f"cannot read {text!r} as a wind speed: write e.g. '10 m/s', "
                            "'36 km/h', '20 kn' or '22 mph'") from None


def length_chi(text: str, standard: str | None, what: str, option: str = "",
               unit: str = "cm") -> Fraction:
    """A length the user gives (see :func:`houzhi.measure.lengths.read_length`), in 尺; a negative
    length is refused here, in the user's own words, with how a bare number was read and the
    form to write instead (``option`` and ``unit``: :func:`houzhi.measure.lengths.read_as`)."""
    from ..errors import BadValueError
    from ..measure.lengths import read_as, read_length

    chi = read_length(text, standard=standard, what=what)
    if chi < 0:
        raise BadValueError(f"the {what} must not be negative, got {text!r}"
                            + read_as(text, standard, option=option, unit=unit))
    return chi


def run(args: argparse.Namespace) -> int:
    from ..making.build import Allowances, build
    from .target import spec_from

    # the files named checked before any work: an empty name, a wrong extension, --paper alone
    pdf = out_path(args.pdf, "--pdf")
    only_with(args, "--paper", "--pdf")
    if args.text and (args.pdf is None or args.json):
        raise BadValueError(_("--text prints the sheet beside the --pdf book: give --pdf FILE "
                              "(and not --json), or drop --text") if args.pdf is None else
                            _("--text and --json: the sheet is printed as one or the other; "
                              "drop one"))
    spec = spec_from(args)
    t = spec.target()
    fabric = fabric_from(args, t)
    std = fabric.standard or spec.standard
    given: dict[str, Any] = {"shrink": percent(args.shrink, "shrinkage"),
                             "margin": percent(args.margin, "cutting margin"),
                             "tolerance": percent(args.tolerance, "tolerance")}
    if args.wind is not None:
        given["wind_m_s"] = wind_speed(args.wind)
    if args.tie_off is not None:
        given["tie_off_chi"] = length_chi(args.tie_off, std, "tie-off", "--tie-off")
    if args.depth is not None:
        given["depth_chi"] = length_chi(args.depth, std, "depth of the posts", "--depth", "m")
    b = build(spec, fabric=fabric, standard=std, allowances=Allowances(**given))
    if pdf is not None:  # as the other writers: the file, and one line on stderr
        from ..render.book import write_book

        written = write_book(b, pdf, args.paper or "A4")
        said_written(written)
        if not (args.json or args.format or args.text):
            return 0
    from ..documents.records import bill_records
    from ._common import print_table

    if print_table(args, lambda: bill_records(b)):
        return 0
    if args.json:
        from ..render.export import dumps

        print(dumps(b))
        return 0
    from ..documents.sheet import build_sheet
    from ..render.text import render

    print(render(build_sheet(b)))
    return 0


