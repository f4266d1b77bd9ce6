"""A bare number is a length in 尺 (the range's in 弓): every refusal of one says so, and the form
to write instead (issue: ``--width 150`` refused as "at most 二丈, got 150", nothing more)."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from houzhi.cli import main
from houzhi.errors import BadValueError
from houzhi.making.cutting import Fabric
from houzhi.measure.lengths import is_bare, read_as


def refusal(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2 and not out, (out, err)
    (line,) = err.strip().splitlines()  # one line
    return line


@pytest.mark.parametrize(("argv", "said"), [
    (["build", "50", "--width", "150"], ['150 read as 150尺', 'write --width "150 cm"']),
    (["plan", "70", "--width", "150"], ['150 read as 150尺', 'write --width "150 cm"']),
    (["build", "50", "--width", "150 cm", "--seam", "1"],
     ["1 read as 1尺 (231 mm)", 'write --seam "1 cm"', "at most a tenth of its width", "(15 cm)"]),
    (["build", "50", "--width", "150 cm", "--roll", "5"], ["5 read as 5尺", 'write --roll "5 m"']),
    (["target", "50", "--breadth", "50"], ["50 read as 50尺", 'write --breadth "50 cm"']),
    (["target", "50", "--trim", "2"], ["2 read as 2尺", 'write --trim "2 mm"']),
    (["dashe", "--eye", "100"], ["100 read as 100尺", 'write --eye "100 cm"']),
    (["target", "500"], ["500 read as 500弓", 'write "500 m"']),
    (["build", "50", "--depth", "-1"], ["-1 read as -1尺"]),
])
def test_a_refused_bare_number_names_its_unit_and_the_form_to_write(capsys, argv, said):
    line = refusal(capsys, *argv)
    for words in said:
        assert words in line, line


@pytest.mark.parametrize("argv", [
    ["build", "50", "--width", "6 m"],  # a length with a unit is read as written
    ["build", "50", "--width", "150 cm", "--seam", "20 cm"],
    ["target", "50", "--breadth", "三丈"],
])
def test_a_length_with_a_unit_is_refused_without_the_hint(capsys, argv):
    assert "read as" not in refusal(capsys, *argv)


def test_a_negative_or_zero_bare_number_gets_no_unit_to_write():
    assert read_as("-1") == " — -1 read as -1尺"
    assert read_as("0", bare="弓") == " — 0 read as 0弓"


@given(st.integers(21, 10**5))
def test_every_too_wide_bare_width_is_said_in_chi(n):
    with pytest.raises(BadValueError) as exc:
        Fabric.modern(str(n), options={"width": "--width"})
    msg = str(exc.value)
    assert f"got {n} — {n} read as {n}尺 (" in msg
    metres = float(Fraction(n) * Fraction(231, 1000))  # Han 尺 = 231 mm
    assert f"({metres:.2f} m)" in msg
    assert msg.endswith(f'write --width "{n} cm" for centimetres')


@pytest.mark.parametrize(("value", "bare"), [
    ("150", True), ("3/2", True), ("七", True), (150, True), (Fraction(3, 2), True), (1.5, True),
    ("150 cm", False), ("二丈", False), ("七尺", False), (True, False), (None, False)])
def test_is_bare(value, bare):
    assert is_bare(value) is bare
