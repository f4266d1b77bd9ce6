"""The export to JSON-ready data (houzhi.render.export), the source of every --json."""

from __future__ import annotations

import json

import pytest

from houzhi.making.build import build
from houzhi.making.cutting import plan
from houzhi.model.target import Target
from houzhi.render.export import dumps, to_data


@pytest.mark.parametrize("d", [50, 70, 90])
def test_export_a_target(benchmark, d):
    t = Target.of(d)
    data = benchmark(to_data, t)
    assert data["cloth_total_chi"] == str(t.cloth_total_chi)


def test_export_a_cutting_plan(benchmark):
    p = plan(Target.of(70))
    assert benchmark(to_data, p)["bolts"] == len(p.bolts)


def test_dump_a_build_sheet(benchmark):
    b = build(70)
    assert json.loads(benchmark(dumps, b))["range_chi"] == "420"
