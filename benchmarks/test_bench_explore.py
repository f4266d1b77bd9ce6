"""Speed of the Jupyter explorer: the time from a change of a control to the new drawing and
tables (the target recomputed, the elevation drawn to SVG, both tables written). The aim is
about 0.1 s on the project's machine.

Run with ``python -m pytest benchmarks/test_bench_explore.py --benchmark-enable``.
"""

import itertools

import pytest

pytest.importorskip("ipywidgets")

from houzhi import READINGS, explore


@pytest.fixture(scope="module")
def explorer():
    return explore(50)


def test_redraw_after_a_range_change(benchmark, explorer):
    ranges = itertools.cycle(range(20, 121, 7))  # a new range each round: no cached drawing

    def move():
        explorer.controls["range"].value = next(ranges)

    benchmark.pedantic(move, rounds=15, iterations=1, warmup_rounds=2)
    assert "<svg" in explorer.drawing.value and "<table>" in explorer.tables.value


def test_redraw_after_a_reading_change(benchmark, explorer):
    keys = itertools.cycle(list(READINGS))

    def choose():
        explorer.controls["reading"].value = next(keys)

    benchmark.pedantic(choose, rounds=12, iterations=1, warmup_rounds=1)
    assert explorer.selection.reading in READINGS
