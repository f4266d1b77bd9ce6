"""Speed of the ground model and its site plan.

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

from houzhi.model.grounds import ground
from houzhi.render.site_dxf import site_dxf


def test_lay_out_the_xiangshe_ground(benchmark):
    g = benchmark(ground, "鄉射", 50)
    assert g.item("乏").y_chi == 100


def test_lay_out_the_dashe_ground(benchmark):
    g = benchmark(ground, "大射")
    assert len([it for it in g if it.kind == "blind"]) == 3


def test_site_plan_dxf(benchmark):
    g = ground("大射")
    doc = benchmark.pedantic(site_dxf, args=(g,), rounds=3, iterations=1)
    assert doc.header["$INSUNITS"] == 6
