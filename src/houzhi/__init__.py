"""houzhi (侯制): the archery target of the 儀禮 鄉射禮, computed exactly from the text.

The public API is listed in ``__all__``; everything else is private. ``import houzhi`` loads
neither matplotlib, ezdxf nor sympy.
"""

from typing import TYPE_CHECKING

from .citations import Citation, Rule
from .errors import BadValueError, HouzhiError, ParseError, UnknownNameError
from .gear import GEAR, get_gear
from .lengths import from_metric, read_length, read_range, to_metric
from .notation import format_measure, parse_measure
from .reading_file import load_reading
from .readings import READINGS, Reading, get_reading
from .target import Cloth, Piece, Target
from .units import Q_, STANDARDS, Standard, get_standard, in_standard, ureg

if TYPE_CHECKING:
    from .explorer import Explorer

__all__ = [
    "GEAR",
    "Q_",
    "READINGS",
    "STANDARDS",
    "BadValueError",
    "Citation",
    "Cloth",
    "HouzhiError",
    "ParseError",
    "Piece",
    "Reading",
    "Rule",
    "Standard",
    "Target",
    "UnknownNameError",
    "explore",
    "format_measure",
    "from_metric",
    "get_gear",
    "get_reading",
    "get_standard",
    "in_standard",
    "load_reading",
    "parse_measure",
    "read_length",
    "read_range",
    "to_metric",
    "ureg",
]

__version__ = "0.1.0"


def load_ipython_extension(ipython: object) -> None:
    """``%load_ext houzhi``: show targets, cutting plans and stacks with their drawing and
    table (:func:`houzhi.display.register`). A Jupyter kernel does this on ``import houzhi``."""
    from .display import register

    register(ipython)


def _register_display() -> None:
    """Register the rich display with IPython if it is already running; never import it."""
    import sys

    if "IPython" in sys.modules:
        from .display import register

        register()


_register_display()


def explore(range_gong: object = 50, **choices: str | None) -> "Explorer":
    """Jupyter: a target with controls for range (弓), rite, reading, standard and fabric that
    redraw its elevation and tables (:func:`houzhi.explorer.explore`; needs ipywidgets).

    Imported on first call, so ``import houzhi`` stays free of ipywidgets and matplotlib."""
    from .explorer import explore as _explore

    return _explore(range_gong, **choices)
