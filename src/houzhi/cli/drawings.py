"""``houzhi drawings``: write the drawing set (DXF, PNG, SVG) into a folder."""

from __future__ import annotations

import argparse
from typing import Any

from ._common import Parents

NAME = "drawings"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="write the drawing set (DXF, PNG, SVG) into a folder",
                         parents=[parents.standard, parents.reading])
    cmd.set_defaults(run=run)
    cmd.add_argument("--out", default="drawings", help="output folder (default drawings)")
    cmd.add_argument("ranges", nargs="*", help="ranges in 弓 (default 50 70 90)")


def run(args: argparse.Namespace) -> int:
    import time

    from ..drawings import DEFAULT_RANGES, build_set
    from ..lengths import read_range
    from ..readings import get_reading
    from ..units import get_standard
    from ._common import out_path

    # Every input read and checked before anything is written.
    std = get_standard(args.standard).key
    get_reading(args.reading)
    out = out_path(args.out, "--out") or "drawings"
    ranges: list[Any] = [read_range(r, std) for r in args.ranges] or list(DEFAULT_RANGES)
    start = time.perf_counter()
    files = build_set(out, ranges, std, args.reading)
    for f in files:
        print(f)
    print(f"{len(files)} files in {time.perf_counter() - start:.1f} s")
    return 0
