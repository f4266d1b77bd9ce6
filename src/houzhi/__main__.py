"""``python -m houzhi``: the command line."""

from .cli import _entry

_entry()
