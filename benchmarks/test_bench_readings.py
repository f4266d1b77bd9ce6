"""Speed of the readings' one composition: every reading at 70弓, and its symbolic forms.

Run with ``python -m pytest benchmarks --benchmark-enable``.
"""

from houzhi import READINGS, Target


def _all_readings():
    return [Target.of(70, reading=r).cloth_total_chi for r in READINGS]


def test_compose_every_reading(benchmark):
    totals = benchmark(_all_readings)
    assert len(totals) == len(READINGS) and totals[0] == 252


def test_symbolic_forms_every_reading(benchmark):
    from houzhi.canon.symbolic import target_forms

    def forms():
        return [target_forms(r).total for r in READINGS]

    out = benchmark.pedantic(forms, rounds=3, iterations=1)
    assert len(out) == len(READINGS)
