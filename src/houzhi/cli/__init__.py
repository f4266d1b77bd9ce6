"""The ``houzhi`` command line. Every bad input gives one line on stderr and exit status 2.

Each command lives in a module of its own with ``add(sub, parents)`` to register its options and
``run(args)`` to carry it out; :data:`COMMANDS` lists them in the order ``--help`` shows.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from ..errors import HouzhiError
from . import (
    bolts,
    check,
    convert,
    dashe,
    drawings,
    gear,
    ground,
    plan,
    readings,
    score,
    source,
    target,
)
from ._common import Parser, make_parents

__all__ = ["COMMANDS", "main"]

COMMANDS = (
    target,
    check,
    source,
    convert,
    drawings,
    plan,
    gear,
    bolts,
    dashe,
    ground,
    readings,
    score,
)


def _build_parser() -> argparse.ArgumentParser:
    from .. import __version__

    p = Parser(prog="houzhi", description="Compute, check and draw the archery target (侯) of "
               "the 儀禮 鄉射禮 from the classical text and its commentaries.")
    p.add_argument("--version", action="version", version=f"houzhi {__version__}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser)
    parents = make_parents()
    for command in COMMANDS:
        command.add(sub, parents)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0, 1 for a failed check, 2 for bad input)."""
    import pint

    try:
        args = _build_parser().parse_args(argv)
        run: Callable[[argparse.Namespace], int] = args.run
        return run(args)
    except HouzhiError as exc:
        print(f"houzhi: error: {exc}", file=sys.stderr)
        return 2
    except pint.errors.PintError as exc:
        print(f"houzhi: error: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into head and the like
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        return 0
    except OSError as exc:
        print(f"houzhi: error: {exc.strerror or exc}: {getattr(exc, 'filename', '')}",
              file=sys.stderr)
        return 2


def _entry() -> None:  # console script
    sys.exit(main())
