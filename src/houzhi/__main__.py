"""``python -m houzhi``: the command line."""

import sys

try:
    from .cli import _entry
except KeyboardInterrupt:  # Ctrl-C while loading: no traceback
    print("houzhi: interrupted", file=sys.stderr)
    sys.exit(130)

_entry()
