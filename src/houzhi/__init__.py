"""houzhi (侯制): the archery target of the 儀禮 鄉射禮, computed exactly from the text.

The public API is listed in ``__all__``; everything else is private. ``import houzhi`` loads
neither matplotlib, ezdxf nor sympy.
"""

from __future__ import annotations

from importlib import import_module

TYPE_CHECKING = False  # not typing's: importing typing would cost the command line's start
if TYPE_CHECKING:
    from typing import Any

    from .canon.gear import GEAR, get_gear
    from .canon.readings import READINGS, Reading, get_reading, load_reading
    from .errors import BadValueError, HouzhiError, ParseError, UnknownNameError
    from .jupyter.explorer import Explorer
    from .measure.lengths import from_metric, read_length, read_range, to_metric
    from .measure.notation import format_measure, parse_measure
    from .measure.units import Q_, STANDARDS, Standard, get_standard, in_standard, ureg
    from .model.target import Cloth, Piece, Target
    from .sources.citations import Citation, Rule

# Each public name -> the module that defines it, imported on first use (PEP 562): so that the
# command line can set its signal handlers and check its streams before pint and the model load
# (houzhi._start), and ``import houzhi`` itself costs almost nothing.
_HOMES = {
    "sources.citations": ("Citation", "Rule"),
    "errors": ("BadValueError", "HouzhiError", "ParseError", "UnknownNameError"),
    "canon.gear": ("GEAR", "get_gear"),
    "measure.lengths": ("from_metric", "read_length", "read_range", "to_metric"),
    "measure.notation": ("format_measure", "parse_measure"),
    "canon.readings": ("READINGS", "Reading", "get_reading", "load_reading"),
    "model.target": ("Cloth", "Piece", "Target"),
    "model.spec": ("Spec",),
    "measure.units": ("Q_", "STANDARDS", "Standard", "get_standard", "in_standard", "ureg"),
}
_HOME = {name: module for module, names in _HOMES.items() for name in names}

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
    "Spec",
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

from ._version import __version__ as __version__  # noqa: E402  (kept in one place)


def load_ipython_extension(ipython: object) -> None:
    """``%load_ext houzhi``: show targets, cutting plans and stacks with their drawing and
    table (:func:`houzhi.jupyter.display.register`). A Jupyter kernel does this on ``import houzhi``."""
    from .jupyter.display import register

    register(ipython)


def _register_display() -> None:
    """Register the rich display with IPython if it is already running; never import it."""
    import sys

    if "IPython" in sys.modules:
        from .jupyter.display import register

        register()


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:  # a sub-package (houzhi.model, houzhi.render …), imported on first use
        if name.startswith("__") or not name.isidentifier():
            raise AttributeError(f"module 'houzhi' has no attribute {name!r}")
        try:
            return import_module(f".{name}", __name__)
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
            raise AttributeError(f"module 'houzhi' has no attribute {name!r}") from None
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


_register_display()


def explore(range_gong: object = 50, **choices: str | None) -> Explorer:
    """Jupyter: a target with controls for range (弓), rite, reading, standard and fabric that
    redraw its elevation and tables (:func:`houzhi.jupyter.explorer.explore`; needs ipywidgets).

    Imported on first call, so ``import houzhi`` stays free of ipywidgets and matplotlib."""
    from .jupyter.explorer import explore as _explore

    return _explore(range_gong, **choices)
