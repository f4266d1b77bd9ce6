"""``houzhi drawings``: write the drawing set (DXF, PNG, SVG) into a folder."""

from __future__ import annotations

import argparse

from ._common import Parents
from .build import add_fabric_options, fabric_from

NAME = "drawings"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="write the drawing set (DXF, PNG, SVG) into a folder",
                         parents=[parents.standard, parents.reading])
    cmd.set_defaults(run=run)
    cmd.add_argument("--out", default="drawings", help="output folder (default drawings)")
    cmd.add_argument("ranges", nargs="*", help="ranges in 弓 (default 50 70 90)")
    add_fabric_options(cmd)


def run(args: argparse.Namespace) -> int:
    import time

    from ..drawings import DEFAULT_RANGES, build_set

    start = time.perf_counter()
    files = build_set(args.out, args.ranges or DEFAULT_RANGES, args.standard, args.reading,
                      fabric_from(args) if args.width or args.roll or args.seam else None)
    for f in files:
        print(f)
    print(f"{len(files)} files in {time.perf_counter() - start:.1f} s")
    return 0
