"""Speed of a target through the API against a plain-Fraction computation of the same formulas.

``Target.of`` and its totals (用布, height, width, the 乏, the lower rope) over 1,000 different
ranges, beside the same figures reckoned with bare Fractions by the same formulas (鄭玄's,
written out once here, as an oracle: the parts, the 舌, the 中's breadths, the 鵠 the target
reckons on the way); and the same targets with every figure's basis attached
(:meth:`houzhi.model.target.Target.figures`, 32 figures: their values made, each figure with its
basis made when read), and with every figure read with its basis; these also against the same
33 figures reckoned with bare Fractions (like for like: the plain totals reckon 6). The ratios
are CPU time, interleaved rounds, median; the aim is at most 2× for the totals.

Run with ``python -m pytest benchmarks/test_bench_figures.py --benchmark-enable``.
"""

from __future__ import annotations

import math
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


_WU, _XUN, _WUBU = Fraction(6, 5), Fraction(8), Fraction(30)  # 一武, 一尋, 五步 in 尺


def _plain_figures(d: Fraction) -> dict[str, Fraction]:
    """Every figure :meth:`~houzhi.model.target.Target.figures` gives of 鄭玄's 侯 in the 鄉射
    (any range but the 大射's 70 and 90弓), with bare Fractions by the same formulas: as
    :func:`_plain`, and the 中's cloth, the 躬's and 舌's shares, the breadths, the cloth cut
    from whole breadths, the 鵠 above the ground, the ropes one 尋 beyond the 个 at each end, the
    posts leaning from the lower rope's ends to the upper's, the 乏 from the 侯's edge, the 物 one
    弓 apart."""
    c = d * Fraction(1, 5)
    gong = 2 * c
    shang = 2 * gong
    xia = gong + (shang - gong) / 2
    she_shang, she_xia = (shang - gong) / 2, (xia - gong) / 2
    strips = c / _W
    hu, hu_centre = c / 3, 2 * _W + c / 2
    lengths, heights = (shang, gong, c, gong, xia), (_W, _W, _W * strips, _W, _W)
    area = sum((x * h for x, h in zip(lengths, heights, strict=True)), Fraction(0))
    height = sum(heights, Fraction(0))
    width = max(lengths)
    whole = math.floor(strips)
    rest = (strips - whole) * _W
    cut = shang + 2 * gong + xia + c * (whole + (math.ceil(rest / _W) if rest else 0))
    top = _WU + height
    gang_top, gang_bottom = shang + 2 * _XUN, xia + 2 * _XUN
    lean = (gang_top / 2 - gang_bottom / 2) / (top - _WU)
    r = d * 6
    return {"range": r, "zhong_side": c, "zhong_strips": strips, "zhong_cloth": strips * c,
            "breadth": _W, "band": _W, "gong_each": gong, "gong_both": 2 * gong,
            "gong_out": (gong - c) / 2, "shang_ge": shang, "xia_ge": xia, "shang_she": she_shang,
            "xia_she": she_xia, "xia_she_both": 2 * she_xia, "xia_she_folded": she_xia / 2,
            "height": height, "width": width, "breadths": height / _W,
            "gong_breadths": Fraction(1), "she_breadths": Fraction(1), "total": area / _W,
            "cloth_cut": cut, "hu_side": hu, "bottom": _WU, "top": top,
            "hu_ground": _WU + hu_centre - hu / 2, "gang_top": gang_top,
            "gang_bottom": gang_bottom, "post_out": gang_bottom / 2 - lean * _WU,
            "fa_north": r / 3, "fa_west": _WUBU, "fa_west_of_edge": _WUBU - width / 2,
            "wu_gap": Fraction(6)}


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
        if d not in (70, 90):  # the 大射's 參 and 大侯 hang by 見鵠
            assert {k: f.value for k, f in Target.of(d).figures().items()} == _plain_figures(d)


#: What is timed, against which plain computation: the totals, or every figure.
CASES = {"totals": (_api, _plain, "plain Fractions"),
         "with bases": (_api_with_bases, _plain, "plain Fractions"),
         "every basis read": (_api_every_basis_read, _plain, "plain Fractions"),
         "with bases, like for like": (_api_with_bases, _plain_figures,
                                       "the same figures in plain Fractions"),
         "every basis read, like for like": (_api_every_basis_read, _plain_figures,
                                             "the same figures in plain Fractions")}


@pytest.mark.parametrize("what", list(CASES))
def test_target_against_plain_fractions(benchmark, summary_line, what):
    fn, yardstick, against = CASES[what]
    ratios: list[float] = []

    def once() -> None:  # interleaved, so a busy moment weighs on both
        plain, api = _cpu(yardstick, 1)[0], _cpu(fn, 1)[0]
        ratios.append(api / plain)

    benchmark.pedantic(once, rounds=7, iterations=1)
    ratio = statistics.median(ratios)
    benchmark.extra_info.update({"ratio": ratio, "ratio_min": min(ratios),
                                 "ratio_max": max(ratios)})
    summary_line(f"Target.of and its totals ({what}), 1,000 ranges: {ratio:.2f} × {against} "
                 f"(median of {len(ratios)}, {min(ratios):.2f}–{max(ratios):.2f})")
