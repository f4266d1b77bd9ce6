"""Rich display in Jupyter: a target, a cutting plan and the 大射 stack show their drawing (SVG)
and their table without any call.

The bundle holds ``text/html`` (drawing and table, what JupyterLab shows), ``image/svg+xml``
(the drawing alone, glyphs as outlines), ``application/pdf`` (the same drawing as PDF) and
``text/plain`` (the table as text). ``jupyter nbconvert --to pdf`` skips HTML; it takes the PDF
drawing, and without it would need Inkscape to turn the SVG into PDF (an export on a machine
without Inkscape would stop with "Inkscape executable not found").

The model knows nothing of this: :func:`register` adds :func:`mimebundle` to IPython's
``mimebundle_formatter`` for the three classes, by their dotted names so that nothing is imported
until an object is shown. ``import houzhi`` calls it when IPython is already running (every
Jupyter kernel), and ``%load_ext houzhi`` calls it by hand. Matplotlib is loaded only when the
first drawing is made; this module draws with :mod:`houzhi.render.plots` and tabulates with
:mod:`houzhi.documents.tables`.
"""

from __future__ import annotations

import base64
import io
from typing import Any

from ..documents import tables
from ..documents.target import target_tables
from ..locale import display

__all__ = ["SHOWN", "mimebundle", "register"]

# (module, class) of every object shown with a drawing and a table
SHOWN: tuple[tuple[str, str], ...] = (
    ("houzhi.model.target", "Target"), ("houzhi.making.cutting", "CuttingPlan"), ("houzhi.model.dashe", "Stack"))


def _svg(fig: Any) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    return text[text.index("<svg"):]


def _pdf(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="pdf", metadata={"CreationDate": None})
    return base64.b64encode(buf.getvalue()).decode("ascii")


def mimebundle(obj: Any) -> dict[str, str]:
    """HTML (drawing and tables), SVG and PDF (the drawing; PDF base64-encoded, as Jupyter
    carries binary data) and plain text (the tables) for a Target, CuttingPlan or Stack. A
    target shows the tables ``houzhi target`` prints, in the language spoken now (简体 as the
    commands show it, :func:`houzhi.locale.display`)."""
    from ..making.cutting import CuttingPlan
    from ..model.dashe import Stack
    from ..model.target import Target
    from ..render import plots

    more: list[tables.Table] = []
    if isinstance(obj, Target):  # the tables `houzhi target` prints
        fig, (table, *more) = plots.elevation(obj), target_tables(obj)
    elif isinstance(obj, CuttingPlan):
        fig, table = plots.cutting_preview(obj), tables.plan_table(obj)
    elif isinstance(obj, Stack):
        fig, table = plots.dashe_stack(obj), tables.dashe_table(obj)
    else:
        raise TypeError(f"houzhi cannot display a {type(obj).__name__}")
    svg = _svg(fig)
    # the tables as the commands show them: in 简体 through the same display step (simplified
    # outside the texts' own words, the mainland's quotation marks); the drawing as drawn
    return {"text/html": f"<div>{svg}</div>" + display("".join(t._repr_html_()
                                                              for t in [table, *more])),
            "image/svg+xml": svg,
            "application/pdf": _pdf(fig),
            "text/plain": display("\n\n".join(str(t) for t in [table, *more]))}


def register(ipython: Any = None) -> bool:
    """Show Targets, CuttingPlans and Stacks with :func:`mimebundle` in ``ipython`` (the
    running shell when ``None``). Returns whether a shell was found; safe to call twice."""
    if ipython is None:
        import sys

        if "IPython" not in sys.modules:
            return False
        ipython = sys.modules["IPython"].get_ipython()
        if ipython is None:
            return False
    formatter = ipython.display_formatter.mimebundle_formatter
    for module, name in SHOWN:
        formatter.for_type_by_name(module, name, mimebundle)
    return True
