"""Speed of the Jupyter explorer: the time from a change of a control to the new drawing and
tables (the target recomputed, the elevation and the cutting plan drawn to SVG, both tables
written) — the callback the widget runs. The aim is at most 0.1 s for any change on the
project's machine.

Each round changes one control to its next value (the values cycle). Before each round the
explorer's kept drawings are forgotten but for those of the choice shown (as after a redraw),
so every round draws what the change makes new: a new range draws both drawings; a new fabric
only the cutting plan; a rite, rank or reading that leaves the strips as they were only the
elevation. A change back to an earlier choice, which shows kept drawings, is not timed. The measures and outlines of the words drawn in earlier rounds stay kept
(:mod:`houzhi.render._text_paths`), as they do through a session. The wall time and the CPU
time of each redraw are both reported, with their spread; the forgetting and the drawing of the
choice shown before the change are not timed.

Run with ``python -m pytest benchmarks/test_bench_explore.py --benchmark-enable``.
"""

import itertools
import statistics
import time

import pytest

pytest.importorskip("ipywidgets")

from houzhi import explore
from houzhi.jupyter import explorer as _explorer

#: the explorer's kept drawings (the cutting plan's were not kept before its cache was added)
_KEPT = [f for f in (getattr(_explorer, "_elevation_svg", None),
                     getattr(_explorer, "_cutting_svg", None)) if hasattr(f, "cache_clear")]


def _values(explorer, name):
    if name == "range":
        return list(range(20, 121, 7))  # a new range each round
    control = explorer.controls[name]
    return [o[1] if isinstance(o, tuple) else o for o in control.options]


@pytest.mark.parametrize("name", ["range", "rite", "rank", "reading", "standard", "fabric"])
def test_redraw_after_a_change(benchmark, summary_line, name):
    explorer = explore(70)
    values = itertools.cycle(_values(explorer, name))
    control = explorer.controls[name]
    cpu: list[float] = []

    def forget():  # not timed: only the change is
        for kept in _KEPT:
            kept.cache_clear()
        explorer.selection.render_all()  # the choice shown keeps its drawings
        value = next(values)
        if value == control.value:
            value = next(values)
        return (value,), {}

    def change(value):
        start = time.process_time()
        control.value = value
        cpu.append(time.process_time() - start)

    benchmark.pedantic(change, setup=forget, rounds=12, iterations=1, warmup_rounds=2)
    times = sorted(benchmark.stats.stats.data)
    cpu = sorted(cpu[2:])  # without the two warm-up rounds, as the wall times are
    # on a shared machine the wait (wall) strays with the others' load; the CPU time less so
    summary_line(f"explorer, change of {name}: {statistics.median(times):.3f} s a redraw "
                 f"({times[0]:.3f}–{times[-1]:.3f}), {statistics.median(cpu):.3f} s CPU "
                 f"({cpu[0]:.3f}–{cpu[-1]:.3f}); medians of {len(times)}")
    assert explorer.tables.value
