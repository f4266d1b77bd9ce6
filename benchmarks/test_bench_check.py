"""Speed of ``houzhi check`` (every stated figure beside houzhi's) and of loading the passages.

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

from houzhi.canon.statements import STATEMENTS
from houzhi.model.check import compare
from houzhi.sources.passages import passages


def _check():
    return [c.ok for c in compare()]


def test_check_every_statement(benchmark):
    oks = benchmark(_check)
    assert len(oks) == len(STATEMENTS) and all(oks)


def test_load_the_passages(benchmark):
    def load():
        passages.cache_clear()
        return passages()

    assert len(benchmark(load)) > 100
