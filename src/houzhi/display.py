"""Rich display in Jupyter: a target, a cutting plan and the 大射 stack show their drawing (SVG)
and their table without any call, and a few tables for the notebooks.

The model's ``_repr_mimebundle_`` methods import this module only when Jupyter asks for them, so
``import houzhi`` stays light; this module draws with :mod:`houzhi.render.plots`.
"""

from __future__ import annotations

import html
import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .notation import format_chi
from .units import metres_text

__all__ = [
    "Table",
    "bolt_fit",
    "check_table",
    "mimebundle",
    "readings_table",
    "rules_table",
    "standards_table",
]


@dataclass(frozen=True)
class Table:
    """A small table that shows itself as HTML in Jupyter and as aligned text elsewhere."""

    header: Sequence[str]
    rows: Sequence[Sequence[Any]]
    caption: str = ""

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(str(h))}</th>" for h in self.header)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>"
                       for r in self.rows)
        cap = f"<caption>{html.escape(self.caption)}</caption>" if self.caption else ""
        return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __str__(self) -> str:
        from ._text import table

        text = table([list(map(str, self.header))] + [list(map(str, r)) for r in self.rows])
        return (self.caption + "\n" if self.caption else "") + text

    def __repr__(self) -> str:
        return str(self)


def _svg(fig: Any) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    return text[text.index("<svg"):]


def target_table(target: Any, standard: str | None = None) -> Table:
    """The strips of a target: name, length (classical, 尺, m), height, count, rule."""
    rows = [[p.name, format_chi(p.length_chi), str(p.length_chi), metres_text(p.length_chi, standard),
             format_chi(p.height_chi), p.count, p.rule.citation.where] for p in target.pieces]
    rows.append(["total (用布)", format_chi(target.cloth_total_chi), str(target.cloth_total_chi),
                 metres_text(target.cloth_total_chi, standard), format_chi(target.height_chi), "", ""])
    return Table(["strip", "length", "尺", "metres", "height", "count", "source"], rows,
                 f"侯 for {target.range_gong}弓 — {target.reading.label}'s reading")


def mimebundle(obj: Any) -> dict[str, str]:
    """HTML (drawing and table) and plain text for a Target, CuttingPlan or Stack."""
    from .cutting import CuttingPlan
    from .dashe import Stack
    from .render import plots
    from .target import Target

    if isinstance(obj, Target):
        fig, table = plots.elevation(obj), target_table(obj)
    elif isinstance(obj, CuttingPlan):
        fig = plots.cutting_preview(obj)
        table = Table(["piece", "finished", "cut length", "cut height"],
                      [[p.label, format_chi(p.finished_length), format_chi(p.cut_length),
                        format_chi(p.cut_height)] for p in obj.pieces],
                      f"{len(obj.bolts)} × {obj.fabric.bolt_word}, waste "
                      f"{format_chi(obj.waste_length)}")
    elif isinstance(obj, Stack):
        fig = plots.dashe_stack(obj)
        table = Table(["target", "range", "lower rope", "upper rope", "鵠"],
                      [[t.name, f"{t.target.range_gong}弓", format_chi(t.bottom_chi),
                        format_chi(t.top_chi), format_chi(t.target.hu_side)]
                       for t in obj.targets], "大射")
    else:  # pragma: no cover - only the three kinds above call this
        raise TypeError(type(obj).__name__)
    return {"text/html": f"<div>{_svg(fig)}</div>{table._repr_html_()}",
            "text/plain": str(table)}


def rules_table(reading: str | None = None) -> Table:
    """Every rule of a reading with its passage, commentator and source line."""
    from .readings import get_reading

    r = get_reading(reading)
    rows = []
    for role in r.roles():
        rule = r.rule(role)
        for c in rule.citations:
            rows.append([rule.label, rule.statement, c.passage, c.commentator, c.where])
    return Table(["rule", "what it says", "passage", "who", "where"], rows,
                 f"the rules, as {r.label} reads them")


def check_table() -> Table:
    """Every figure the commentary states beside houzhi's (what ``houzhi check`` prints)."""
    from .commentary import compare

    rows = [[f"{c.statement.range_gong}弓", c.statement.what, f"「{c.statement.value}」",
             c.computed_text, "ok" if c.ok else "MISMATCH", c.statement.citation.where]
            for c in compare()]
    return Table(["range", "figure", "the commentary", "houzhi", "", "where"], rows)


def readings_table(range_: Any) -> Table:
    """The readings compared at one range: strips, height, cloth, 鵠 and 乏."""
    from .readings import READINGS
    from .target import Target

    rows = []
    for r in READINGS.values():
        t = Target.of(range_, reading=r)
        rows.append([r.label, format_chi(t.shang_ge_length), format_chi(t.gong_length),
                     format_chi(t.xia_ge_length), format_chi(t.height_chi),
                     format_chi(t.cloth_total_chi), format_chi(t.hu_side),
                     f"北{format_chi(t.fa[0])} 西{format_chi(t.fa[1])}", format_chi(t.bottom_chi)])
    return Table(["reading", "上个", "躬", "下个", "height", "cloth", "鵠", "乏", "lower rope"],
                 rows, f"the readings at {range_}弓")


def standards_table() -> Table:
    """The standards of the 尺: length of the 尺 and of the 弓, in metric."""
    from .units import STANDARDS

    rows = [[s.key, s.label, f"{float(s.metres_per_chi * 100):g} cm", f"{s.chi_per_gong}尺",
             s.era, s.evidence] for s in STANDARDS.values()]
    return Table(["key", "standard", "1尺", "1弓", "era", "evidence"], rows)


def bolt_fit(ranges: Any = None) -> Table:
    """For which ranges the strips fill whole 匹, and what each range wastes."""
    from .cutting import bolt_fit_table

    rows = [[f"{r['range_gong']}弓", format_chi(r["cloth_chi"]), r["bolts"],
             format_chi(r["waste_chi"]), "exactly" if r["exact"] else ""]
            for r in (bolt_fit_table() if ranges is None else bolt_fit_table(ranges))]
    return Table(["range", "cloth (用布)", "匹", "waste", "fills whole 匹"], rows)
