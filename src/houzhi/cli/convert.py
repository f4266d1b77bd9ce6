"""``houzhi convert``: convert a length between classical units and metric or imperial ones."""

from __future__ import annotations

import argparse
import json
from fractions import Fraction

from ..locale import _, named
from ._common import Parents

NAME = "convert"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("convert a length between classical units and metres"),
                         parents=[parents.standard, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("length", help=_("五尋, 二十五丈二尺, '25.2 丈', 7 (尺), '9.24 m', '60 in'"))
    cmd.add_argument("--to", default=None,
                     help=_("a unit name: m, cm, mm, in, ft, yd, 尺, 丈, 弓 … (default m for a "
                     "classical length, 尺 for a metric one)"))


def run(args: argparse.Namespace) -> int:
    from ..canon.rules import GONG_OF_RANGE
    from ..documents.tables import numeral
    from ..measure.lengths import metric_unit, read_length, read_unit
    from ..measure.notation import format_chi
    from ..measure.units import CLASSICAL_UNITS, Q_, get_standard, to_metric, unit_factor

    # Every input read and checked before anything is printed, by the reader and within the
    # bounds of every other command (houzhi.measure.lengths).
    std = get_standard(args.standard)
    to = None if args.to is None else read_unit(args.to)
    chi = read_length(args.length, standard=std)
    metric_input = metric_unit(args.length) is not None
    to = to or ("chi" if metric_input else "meter")
    classical = to in set(CLASSICAL_UNITS.values())
    value = chi / unit_factor(to) if classical else Fraction(to_metric(Q_(chi, "chi"), std,
                                                                      to).magnitude)
    shown_unit = args.to.strip() if args.to else ("尺" if classical else "m")
    if args.json:
        from ..render import export

        print(json.dumps({
            "input": args.length.strip(), **export.length("length", chi),
            "unit": to, "value_exact": export.exact(value), "value_decimal": float(value),
            "standard": std.key, "metres_per_chi": export.exact(std.metres_per_chi),
            "gong_chi": export.exact(std.chi_per_gong),
            "gong_rule": export.to_data(GONG_OF_RANGE),
        }, ensure_ascii=False, indent=2))
        return 0
    exact = "" if value.denominator == 1 else _(" (exact {value})").format(value=value)
    ruler = _("{standard}: 1尺 = {cm} cm").format(standard=named(std.key, std.label),
                                                 cm=f"{float(std.metres_per_chi * 100):g}")
    print(_("{length} = {chi} = {value} {unit}{exact}  [{ruler}; 1弓 = {gong}尺 of this ruler "
            "under every standard, {ref}]").format(
        length=args.length.strip(), chi=format_chi(chi), value=f"{float(value):g}",
        unit=shown_unit, exact=exact, ruler=ruler, ref=GONG_OF_RANGE.ref,
        gong=numeral(std.chi_per_gong)))
    return 0
