"""Speed of ``houzhi check`` (every stated figure beside houzhi's) and of loading the passages.

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

from houzhi.canon.statements import all_statements
from houzhi.model.check import compare
from houzhi.sources.passages import passages


def _check():
    return [c.ok for c in compare()]


def test_check_every_statement(benchmark):
    oks = benchmark(_check)
    # every stated figure: the 記's and commentaries', and those the reading files carry
    assert len(oks) == len(all_statements()) and all(oks)


def test_load_the_passages(benchmark):
    def load():
        passages.cache_clear()
        return passages()

    assert len(benchmark(load)) > 100
