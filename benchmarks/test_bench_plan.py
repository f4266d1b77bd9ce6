"""Speed of the cutting plan over the accepted ranges (issue 14: every range plans in under
5 s; 10,000弓 took over 300 s when every layout laid its pieces one at a time).

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

import pytest

from houzhi import Target
from houzhi.making.cutting import Fabric, plan


@pytest.mark.parametrize("d", [70, 1_000, 10_000])
def test_plan_han_cloth(benchmark, d):
    t = Target.of(d)
    p = benchmark.pedantic(plan, args=(t,), rounds=1, iterations=1)
    assert p.finished_area == t.area_chi2


@pytest.mark.parametrize("d", [70, 10_000])
def test_plan_modern_roll(benchmark, d):
    t = Target.of(d)
    fabric = Fabric.modern("150 cm")
    p = benchmark.pedantic(plan, args=(t, fabric), rounds=1, iterations=1)
    assert p.lanes == 3


def test_plan_near_the_piece_limit(benchmark):
    """About 96,000 pieces, just under MAX_PIECES: the most work plan accepts."""
    from houzhi.making.cutting import MAX_PIECES

    t = Target.of(10_000)
    fabric = Fabric.modern("150 cm", "4.9 m")
    p = benchmark.pedantic(plan, args=(t, fabric), rounds=1, iterations=1)
    assert 0.9 * MAX_PIECES < len(p.pieces) <= MAX_PIECES
