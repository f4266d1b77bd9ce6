"""houzhi (侯制): the archery target of the 儀禮 鄉射禮, computed exactly from the text.

The public API is listed in ``__all__``; everything else is private. ``import houzhi`` loads
neither matplotlib, ezdxf nor sympy.
"""

from .citations import Citation, Rule
from .errors import BadValueError, HouzhiError, ParseError, UnknownNameError
from .gear import GEAR, get_gear
from .lengths import from_metric, read_length, read_range, to_metric
from .notation import format_measure, parse_measure
from .readings import READINGS, Reading, get_reading
from .target import Cloth, Piece, Target
from .units import Q_, STANDARDS, Standard, get_standard, in_standard, ureg

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
    "format_measure",
    "from_metric",
    "get_gear",
    "get_reading",
    "get_standard",
    "in_standard",
    "parse_measure",
    "read_length",
    "read_range",
    "to_metric",
    "ureg",
]

__version__ = "0.1.0"
