"""Speed of the Jupyter explorer: the time from a change of a control to the new drawing and
tables (the target recomputed, the elevation drawn to SVG, both tables written) — the callback
the widget runs. The aim is at most 0.1 s for any change on the project's machine.

Each round changes one control to its next value (the values cycle), and the explorer's kept
drawings are forgotten before each round, so every round draws: the worst case (a change of
fabric, or back to an earlier choice, reuses a drawing and is faster). The wall time and the
CPU time of each redraw are both reported, with their spread.

Run with ``python -m pytest benchmarks/test_bench_explore.py --benchmark-enable``.
"""

import itertools
import statistics
import time

import pytest

pytest.importorskip("ipywidgets")

from houzhi import explore
from houzhi.jupyter.explorer import _elevation_svg


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

    def change():
        _elevation_svg.cache_clear()
        value = next(values)
        if value == control.value:
            value = next(values)
        start = time.process_time()
        control.value = value
        cpu.append(time.process_time() - start)

    benchmark.pedantic(change, rounds=12, iterations=1, warmup_rounds=2)
    times = sorted(benchmark.stats.stats.data)
    cpu = sorted(cpu[2:])  # without the two warm-up rounds, as the wall times are
    # on a shared machine the wait (wall) strays with the others' load; the CPU time less so
    summary_line(f"explorer, change of {name}: {statistics.median(times):.3f} s a redraw "
                 f"({times[0]:.3f}–{times[-1]:.3f}), {statistics.median(cpu):.3f} s CPU "
                 f"({cpu[0]:.3f}–{cpu[-1]:.3f}); medians of {len(times)}")
    assert explorer.tables.value
