"""Hypothesis strategies for houzhi's tests, in one place."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from houzhi import READINGS
from houzhi.measure.notation import format_chi

#: Exact positive ranges in 弓, whole and fractional, within houzhi's bounds (1/10 to 300弓).
ranges = st.one_of(
    st.integers(min_value=1, max_value=300).map(Fraction),
    st.fractions(min_value=Fraction(1, 10), max_value=300, max_denominator=60),
).filter(lambda f: f > 0)

#: Cloth: (nominal breadth, trim per edge) in 尺 with something left after trimming.
cloths = st.tuples(
    st.fractions(min_value=Fraction(1, 2), max_value=6, max_denominator=40),
    st.fractions(min_value=0, max_value=Fraction(1, 5), max_denominator=40),
).filter(lambda bt: bt[0] - 2 * bt[1] > 0)

#: Any exact length in 尺, sign included.
lengths = st.fractions(min_value=-100_000, max_value=100_000, max_denominator=1000)

#: A length in 尺 such as a plan's cloth or waste: not negative, in any fraction of the 寸.
plan_lengths = st.fractions(min_value=0, max_value=10_000, max_denominator=1000)

#: Whole numbers as the texts count.
counts = st.integers(min_value=0, max_value=10**9)

#: Three increasing ranges, nearest first, as the 大射 stands them.
range_triples = st.lists(ranges, min_size=3, max_size=3, unique=True).map(sorted)

#: An eye's height above its floor (尺), and something more to raise it by.
eye_heights = st.fractions(min_value=Fraction(1, 10), max_value=18, max_denominator=20)
raises = st.fractions(min_value=0, max_value=1, max_denominator=20)

#: Odd numbers of breadths, as 劉敞 sews his 侯 (one of them the 中).
odd_breadths = st.integers(min_value=0, max_value=30).map(lambda k: 2 * k + 1)

#: A hall's plan (depth, 楹 spacing, width between the 序) in 尺, 楹 inside the 序, room for the 物.
halls = st.tuples(
    st.fractions(min_value=Fraction(3), max_value=60, max_denominator=12),
    st.fractions(min_value=Fraction(8), max_value=60, max_denominator=12),
    st.fractions(min_value=Fraction(1, 12), max_value=30, max_denominator=12),
).map(lambda t: (t[0], t[1], t[1] + t[2]))

#: Pieces to lay on bolts: (bolt length, lanes, cut lengths) in 尺, many of equal length, a few
#: perhaps longer than the bolt.
packings = st.tuples(
    st.fractions(min_value=1, max_value=50, max_denominator=10),
    st.integers(min_value=1, max_value=4),
    st.lists(st.tuples(st.fractions(min_value=Fraction(1, 10), max_value=60, max_denominator=10),
                       st.integers(min_value=1, max_value=12)), min_size=1, max_size=8),
)

#: Every exact length the classical notation reads: at most 10^12 尺 either way, no finer than
#: 1/10^12 尺 (houzhi.measure.notation.MAX_CHI), with the large and the fine ends well covered.
accepted_lengths = st.one_of(
    st.fractions(min_value=-(10**12), max_value=10**12, max_denominator=10**12),
    st.integers(min_value=-(10**12), max_value=10**12).map(Fraction),
    st.builds(lambda n, d: Fraction(n, d), st.integers(-(10**6), 10**6),
              st.integers(1, 10**12)),
).filter(lambda f: abs(f) <= 10**12 and f.denominator <= 10**12)

#: Text over the alphabet of Chinese numerals (most of it not a well-formed numeral).
chinese_numbers = st.text(alphabet="〇零一二三四五六七八九十百千萬億有廿兩", min_size=1, max_size=10)

#: Metric lengths in mm, to a tenth of a mm, up to 100 m.
metric_lengths = st.integers(min_value=1, max_value=10**6).map(lambda n: Fraction(n, 10))

#: Characters a user might type into a length: classical, ASCII, full-width, and odd ones.
length_alphabet = st.sampled_from([
    *"〇零一二三四五六七八九十百千萬億有半少大分寸尺丈尋弓步握之負廿",
    *"0123456789./-+eE mcinftydx*^(){}[]_,：７０．\n\t\u3000", "\udcff", "🏹", "²"])
length_texts = st.lists(length_alphabet, max_size=14).map("".join)

#: A reading (its key) with a range (弓) it can sew: 劉敞 only where his 中 is an odd number of
#: breadths of 2尺 (五幅, 七幅, 九幅 …: an odd number of tens of 弓), the others at any range.
reading_ranges = st.one_of(
    st.tuples(st.sampled_from(sorted(k for k in READINGS if k != "liu_chang")), ranges),
    st.tuples(st.just("liu_chang"),
              odd_breadths.filter(lambda n: n < 30).map(lambda n: Fraction(10 * n))),
)

#: A fabric to build from: None for Han cloth in bolts of 匹, else a modern roll (width, roll
#: length) as a maker gives them.
build_fabrics = st.one_of(
    st.none(),
    st.tuples(st.integers(min_value=50, max_value=320).map(lambda cm: f"{cm} cm"),
              st.integers(min_value=5, max_value=100).map(lambda m: f"{m} m")),
)

#: Leaves of the 四庫 儀禮注疏 (Kanripo files 005 and 007) as houzhi writes them: "007-5b".
siku_leaves = st.builds(lambda f, n, side: f"{f:03d}-{n}{side}", st.sampled_from([5, 7]),
                        st.integers(min_value=1, max_value=95), st.sampled_from("ab"))

#: Lengths as the canonical classical form writes them (houzhi.measure.notation.format_chi), not zero.
classical_texts = accepted_lengths.filter(bool).map(format_chi)

#: the width of a modern fabric in whole mm, from the narrowest that takes a Han strip pieced
#: from two widths with 1 cm seams (462/2 + 20 = 251 mm) to 2 m
fabric_widths_mm = st.integers(min_value=260, max_value=2000)

#: what a target may be asked for, as the keyword arguments of Spec.of and Target.of alike: a
#: range, one of houzhi's readings, and the rite of any range (the 鄉射), or none (by the range)
spec_parts = st.fixed_dictionaries({
    "range_": st.fractions(min_value=1, max_value=200, max_denominator=12),
    "reading": st.sampled_from(["鄭玄", "鄭眾", "林希逸", "敖繼公", "郝敬"]),
    "rite": st.sampled_from([None, "鄉射"]),
})

#: a 鵠 and a larger 中 (尺), for the 獸侯's marks set beside a 質 (tests/test_shou_marks.py)
hu_and_zhong = st.tuples(
    st.fractions(min_value=Fraction(1, 10), max_value=30, max_denominator=60),
    st.fractions(min_value=Fraction(1, 60), max_value=30, max_denominator=60),
).map(lambda p: (p[0], p[0] + p[1]))
