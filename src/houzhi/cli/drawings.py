"""``houzhi drawings``: write the drawing set (DXF, PNG, SVG) into a folder."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..locale import _
from ._common import Parents
from .build import add_fabric_options, fabric_from

NAME = "drawings"
#: The most ranges one drawing set holds (each adds an assembly drawing and a cutting plan).
MAX_RANGES = 6
#: The most 匹 of cloth the set's cutting plans may take together: one 三百弓 target (62), or the
#: default set of 50, 70 and 90弓 (22); each bolt is drawn twice (DXF and PNG).
MAX_BOLTS = 64


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("write the drawing set (DXF, PNG, SVG) into a folder"),
                         parents=[parents.standard, parents.reading, parents.as_json])
    cmd.set_defaults(run=run)
    cmd.add_argument("--out", default="drawings", help=_("output folder (default drawings)"))
    cmd.add_argument("ranges", nargs="*", help=_("ranges in 弓 (default 50 70 90)"))
    add_fabric_options(cmd)
    from .target import add_rite_options

    add_rite_options(cmd)


def run(args: argparse.Namespace) -> int:
    import time

    from ..errors import BadValueError
    from ..measure.lengths import read_range
    from ..measure.units import get_standard
    from ..render.drawings import DEFAULT_RANGES, build_set
    from ._common import bounded_work, out_path
    from .target import spec_from

    # Every input read and checked before anything is written.
    std = get_standard(args.standard).key
    out = out_path(args.out, "--out") or "drawings"
    if len(args.ranges) > MAX_RANGES:
        raise BadValueError(f"drawings takes at most {MAX_RANGES} ranges, got {len(args.ranges)}")
    ranges: list[Any] = [read_range(r, std) for r in args.ranges] or list(DEFAULT_RANGES)
    bounded_work(ranges, MAX_RANGES, NAME, MAX_BOLTS)
    spec = spec_from(args, ranges[0])  # a rite or rank the ranges do not have: refused
    for d in ranges[1:]:  # … before any file
        spec.but(range_gong=d).target()
    start = time.perf_counter()
    fabric = fabric_from(args) if (args.width, args.roll, args.seam) != (None,) * 3 else None
    files = build_set(out, ranges, spec, fabric)
    if args.json:
        print(json.dumps({"folder": str(out), "files": [str(f) for f in files],
                          "elapsed_seconds": round(time.perf_counter() - start, 3)}, indent=2))
        return 0
    for f in files:
        print(f)
    print(f"{len(files)} files in {time.perf_counter() - start:.1f} s")
    return 0
