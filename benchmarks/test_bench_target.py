"""Speed of the model: one target, and a sweep of 10,000 ranges.

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

import tracemalloc
from fractions import Fraction

from houzhi import Target


def _draft(d):
    t = Target.of(d)
    return t.cloth_total_chi, t.height_chi, t.pieces, t.fa


def test_draft_one_target(benchmark):
    total, *_ = benchmark(_draft, 70)
    assert total == 252


def test_sweep_10000_ranges(benchmark):
    ranges = [Fraction(k, 40) for k in range(4, 10_004)]  # 1/10 to 250弓, within the bounds

    def sweep():
        return [Target(d).cloth_total_chi for d in ranges]

    totals = benchmark.pedantic(sweep, rounds=3, iterations=1)
    assert len(totals) == 10_000
    tracemalloc.start()
    sweep()
    benchmark.extra_info["peak_memory_kib"] = tracemalloc.get_traced_memory()[1] // 1024
    tracemalloc.stop()
