"""Speed of the cutting plan over the accepted ranges (issue 14: every range plans in under
5 s; 10,000弓 took over 300 s when every layout laid its pieces one at a time). Ranges are now
accepted up to 300弓 (:data:`houzhi.measure.lengths.MAX_RANGE_GONG`) and plans up to 160 bolts or
rolls: the longest range and the narrowest, shortest roll that fits are the most work a plan
takes.

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

import pytest

from houzhi import Target
from houzhi.making.cutting import Fabric, plan
from houzhi.measure.lengths import MAX_RANGE_GONG


@pytest.mark.parametrize("d", [70, int(MAX_RANGE_GONG)])
def test_plan_han_cloth(benchmark, d):
    t = Target.of(d)
    p = benchmark.pedantic(plan, args=(t,), rounds=1, iterations=1)
    assert p.finished_area == t.area_chi2


@pytest.mark.parametrize("d", [70, int(MAX_RANGE_GONG)])
def test_plan_modern_roll(benchmark, d):
    t = Target.of(d)
    fabric = Fabric.modern("150 cm")
    p = benchmark.pedantic(plan, args=(t, fabric), rounds=1, iterations=1)
    assert p.lanes == 3


def test_plan_of_the_most_pieces_accepted(benchmark):
    """The longest range on 38 cm rolls of the shortest length a roll may have (二丈): within
    the 160 rolls a plan may fill (36 cm would fill 168), the most pieces a plan lays."""
    t = Target.of(MAX_RANGE_GONG)
    fabric = Fabric.modern("38 cm", "4.62 m")
    p = benchmark.pedantic(plan, args=(t, fabric), rounds=1, iterations=1)
    assert p.finished_area == t.area_chi2 and len(p.pieces) > 300
