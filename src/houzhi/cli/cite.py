"""``houzhi cite``: houzhi itself and the editions it quotes, as bibliography entries."""

from __future__ import annotations

import argparse

from ..locale import _
from ._common import Parents

NAME = "cite"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    from ..documents.bibliography import FORMATS

    cmd = sub.add_parser(NAME, help=_("houzhi and the editions it quotes, for a bibliography "
                         "(BibTeX, CSL-JSON, RIS)"), parents=[parents.as_json])
    cmd.add_argument("name", nargs="?", default=None,
                     help=_("what to cite: houzhi, editions (every edition houzhi quotes), a "
                     "Kanripo id (KR1d0028) or a work (儀禮注疏); default all of them"))
    cmd.add_argument("--format", default="bibtex", choices=FORMATS,
                     help=_("bibliography format: %(choices)s (default bibtex; --json is "
                     "csl-json)"))
    cmd.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..documents.bibliography import find_entries, write

    print(write(find_entries(args.name), "csl-json" if args.json else args.format), end="")
    return 0
