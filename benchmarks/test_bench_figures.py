"""Speed of a target through the API against a plain-Fraction computation of the same formulas.

``Target.of`` and its totals (用布, height, width, the 乏, the lower rope) over 1,000 different
ranges, beside the same figures reckoned with bare Fractions by the same formulas (鄭玄's,
written out once here, as an oracle: the parts, the 舌, the 中's breadths, the 鵠 the target
reckons on the way); and the same targets with every figure's basis attached
(:meth:`houzhi.model.target.Target.figures`, 32 figures: their values made, each figure with its
basis made when read), and with every figure read with its basis. The ratios are CPU time,
interleaved rounds, median; the aim is at most 2× for the totals.

Run with ``python -m pytest benchmarks/test_bench_figures.py --benchmark-enable``.
"""

from __future__ import annotations

import statistics
import time
from fractions import Fraction

import pytest

from houzhi import Target

RANGES = [Fraction(30) + Fraction(k, 7) for k in range(1000)]  # 1,000 different ranges
_W = Fraction(2)  # the finished breadth: 2尺2寸 less 一寸 each side


def _plain(d: Fraction) -> tuple[Fraction, ...]:
    """鄭玄's 侯 with bare Fractions, every figure the target reckons for its totals, by the same
    formulas: c = 2寸 × D; each 躬 and 个 one breadth high; 躬 2c, 上个 twice the 躬, 下个 the 躬
    and half the upper overhang, the 舌 the overhangs; the 中 c/w breadths; the 鵠 c/3 and its
    centre; the parts' areas and heights summed; the 乏 a third of the range north and 五步 west
    in the 鄉射 (六丈 each in the 大射); the lower rope one 武 up."""
    c = d * Fraction(1, 5)
    band = _W
    gong = 2 * c
    shang = 2 * gong
    xia = gong + (shang - gong) / 2
    she_shang, she_xia = (shang - gong) / 2, (xia - gong) / 2
    strips = c / _W
    hu, hu_centre = c / 3, 2 * band + c / 2
    lengths, heights = (shang, gong, c, gong, xia), (band, band, _W * strips, band, band)
    area = sum((x * h for x, h in zip(lengths, heights, strict=True)), Fraction(0))
    height = sum(heights, Fraction(0))
    dashe = d in (50, 70, 90)
    fa = (Fraction(60), Fraction(60)) if dashe else (d * 6 / 3, Fraction(30))
    del she_shang, she_xia, hu, hu_centre
    return area / _W, height, max(lengths), fa[0], fa[1], Fraction(6, 5)


def _api(d: Fraction) -> tuple[Fraction, ...]:
    t = Target.of(d)
    return t.cloth_total_chi, t.height_chi, t.width_chi, t.fa.north, t.fa.west, t.bottom_chi


def _api_with_bases(d: Fraction) -> int:
    t = Target.of(d)
    return len(t.figures()) + int(t.cloth_total_chi > 0)


def _api_every_basis_read(d: Fraction) -> int:
    """As :func:`_api_with_bases`, each figure read with its basis (each Figure made)."""
    t = Target.of(d)
    return sum(f.basis.rests for f in t.figures().values()) + int(t.cloth_total_chi > 0)


def _cpu(fn, rounds: int = 5) -> list[float]:
    out = []
    for _ in range(rounds):
        t0 = time.process_time()
        for d in RANGES:
            fn(d)
        out.append(time.process_time() - t0)
    return out


def test_the_api_gives_the_plain_figures():
    for d in RANGES[::50]:
        api, plain = _api(d), _plain(d)
        assert api[:3] == plain[:3] and api[5] == plain[5]


@pytest.mark.parametrize("what", ["totals", "with bases", "every basis read"])
def test_target_against_plain_fractions(benchmark, summary_line, what):
    fn = {"totals": _api, "with bases": _api_with_bases,
          "every basis read": _api_every_basis_read}[what]
    ratios: list[float] = []

    def once() -> None:  # interleaved, so a busy moment weighs on both
        plain, api = _cpu(_plain, 1)[0], _cpu(fn, 1)[0]
        ratios.append(api / plain)

    benchmark.pedantic(once, rounds=7, iterations=1)
    ratio = statistics.median(ratios)
    benchmark.extra_info.update({"ratio": ratio, "ratio_min": min(ratios),
                                 "ratio_max": max(ratios)})
    summary_line(f"Target.of and its totals ({what}), 1,000 ranges: {ratio:.2f} × plain "
                 f"Fractions (median of {len(ratios)}, {min(ratios):.2f}–{max(ratios):.2f})")
