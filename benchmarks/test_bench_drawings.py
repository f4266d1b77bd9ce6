"""Speed of the whole drawing set (the issue asks under 10 s on a 2-core machine).

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

from houzhi.render.drawings import build_set


def test_drawing_set(benchmark, tmp_path):
    files = benchmark.pedantic(build_set, args=(tmp_path,), rounds=2, iterations=1)
    assert len(files) == 22
