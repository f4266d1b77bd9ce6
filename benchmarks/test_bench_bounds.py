"""Work is bounded: the largest inputs houzhi accepts, timed and measured.

Every command must finish in under 5 s and 300 MB for any input it accepts (issue 10). These
benchmarks run the heaviest accepted inputs — the largest range (houzhi.measure.lengths.MAX_RANGE_GONG)
for target, plan and bolts, the narrowest cloth a plan may take within houzhi.making.cutting.MAX_BOLTS,
and the longest text the reader takes — and record their peak memory. Run with
``python -m pytest benchmarks --benchmark-enable``; without it each runs once, as a test.
"""

from __future__ import annotations

import tracemalloc
from fractions import Fraction

import pytest

from houzhi import Target
from houzhi.errors import BadValueError, HouzhiError
from houzhi.making.cutting import MAX_BOLTS, Fabric, bolt_fit_table, check_size, plan
from houzhi.measure.lengths import MAX_RANGE_GONG, read_length
from houzhi.measure.notation import MAX_TEXT

LIMIT_MIB = 300


def _peak_mib(fn) -> float:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def _record(benchmark, fn) -> None:
    peak = _peak_mib(fn)
    benchmark.extra_info["peak_memory_mib"] = round(peak, 1)
    assert peak < LIMIT_MIB


def test_target_at_the_largest_range(benchmark):
    def draft():
        t = Target.of(MAX_RANGE_GONG)
        return t, t.pieces, t.cloth_total_chi, t.area_chi2, t.fa

    t, *_ = benchmark(draft)
    assert t.range_gong == MAX_RANGE_GONG
    _record(benchmark, lambda: Target.of(MAX_RANGE_GONG).pieces)


def test_plan_at_the_largest_range(benchmark):
    t = Target.of(MAX_RANGE_GONG)
    p = benchmark.pedantic(plan, (t,), rounds=3, iterations=1)
    assert len(p.bolts) <= MAX_BOLTS
    _record(benchmark, lambda: plan(t))


def test_plan_on_the_narrowest_accepted_modern_fabric(benchmark):
    # the largest range on the narrowest fabric, in the shortest rolls, that stays within
    # MAX_BOLTS: the most work a modern-fabric plan is allowed
    t = Target.of(MAX_RANGE_GONG)
    fabric = None
    for cm in range(50, 461, 10):  # 50 cm: the narrowest that holds a strip 2尺 high and seams
        candidate = Fabric.modern(f"{cm} cm", "4.62 m", "10 mm")  # a roll of 2丈 in Han measure
        try:
            check_size(t, candidate)
        except BadValueError:
            continue
        fabric = candidate
        break
    assert fabric is not None
    p = benchmark.pedantic(plan, (t, fabric), rounds=2, iterations=1)
    assert p.bolts
    _record(benchmark, lambda: plan(t, fabric))


def test_bolts_over_the_largest_ranges_one_run_takes():
    # the CLI refuses, before any work, ranges whose plans together exceed MAX_BOLTS
    from houzhi.cli._common import bounded_work

    with pytest.raises(HouzhiError):
        bounded_work([MAX_RANGE_GONG] * 3, 10, "bolts")
    bounded_work([MAX_RANGE_GONG] * 2, 10, "bolts")


def test_bolts_at_the_most_work_accepted(benchmark):
    ranges = [MAX_RANGE_GONG, MAX_RANGE_GONG - 1]
    rows = benchmark.pedantic(bolt_fit_table, (ranges,), rounds=1, iterations=1)
    assert len(rows) == 2
    _record(benchmark, lambda: bolt_fit_table(ranges))


@pytest.mark.parametrize("text", ["九" * MAX_TEXT, "1" * 15 + "/" + "7" * 15, "九千九百九十九萬"
                                  "九千九百九十九億九千九百九十九萬九千九百九十九"])
def test_reading_the_longest_text(benchmark, text):
    def read():
        try:
            return read_length(text)
        except BadValueError:
            return None

    benchmark(read)
    _record(benchmark, read)


def test_the_bounds_are_what_the_docs_say():
    assert MAX_RANGE_GONG == 300 and MAX_BOLTS == 160
    assert Fraction(MAX_RANGE_GONG) * 6 < read_length("一百萬尺")
