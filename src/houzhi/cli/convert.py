"""``houzhi convert``: convert a length between classical units and metres."""

from __future__ import annotations

import argparse
from fractions import Fraction

from ..errors import HouzhiError
from ._common import Parents

NAME = "convert"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="convert a length between classical units and metres",
                         parents=[parents.standard])
    cmd.set_defaults(run=run)
    cmd.add_argument("length", help="五尋, 二十五丈二尺, '25.2 丈', '9.24 m'")
    cmd.add_argument("--to", default=None, help="target unit: m, cm, mm, 尺, 丈, 弓 … ")


def run(args: argparse.Namespace) -> int:
    from ..errors import ParseError
    from ..notation import format_chi, parse_measure
    from ..units import Q_, as_chi, from_metric, get_standard, to_metric, unit_factor

    std = get_standard(args.standard)
    ruler = f"{std.key}: 1尺 = {float(std.metres_per_chi * 100):g} cm"
    try:
        chi = as_chi(parse_measure(args.length, standard=std.key))
        said = f"{args.length} = {format_chi(chi)}"
    except ParseError as exc:
        try:
            chi = as_chi(from_metric(args.length, std))
        except ParseError:
            raise exc from None
        said = f"{args.length} = {format_chi(chi)}"
        args.to = args.to or "chi"
    to = args.to or "m"
    try:
        value = chi / unit_factor(to, std.key)
    except HouzhiError:
        value = Fraction(to_metric(Q_(chi, "chi"), std, to).magnitude)
    exact = "" if value.denominator == 1 else f" (exact {value})"
    print(f"{said} = {float(value):g} {to}{exact}  [{ruler}; 1弓 = {std.chi_per_gong}尺]")
    return 0
