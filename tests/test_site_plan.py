"""The printable site plan (`houzhi ground --pdf`): its scale read back from the PDF itself — the
scale bar's stroke and the target's cloth measured in points on the page — and bad scales refused
in one line with no file; and the field a ground needs, from its items."""

from __future__ import annotations

import re
import zlib
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from houzhi.cli import main
from houzhi.model.ground import is_guy
from houzhi.model.grounds import ground

PT = 25.4 / 72  # mm per PDF point
PAPERS_PT = {"A4": (595.28, 841.89), "Letter": (612.0, 792.0)}  # the ISO and US sizes, pt


def _strokes(pdf: bytes, rgb: tuple[float, float, float], width: float) -> list[float]:
    """The lengths (pt) of the straight strokes of colour ``rgb`` and line width ``width`` in the
    page's content streams, read from the PDF operators (``w``, ``RG``, ``m``, ``l``, ``S``)."""
    colour = rb"\s+".join(rf"{c:.4f}".encode()[:5] + rb"\d*" for c in rgb) + rb"\s+RG"
    out = []
    for m in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", pdf, re.S):
        try:
            ops = zlib.decompress(m.group(1))
        except zlib.error:
            continue
        pat = (rf"{width:g}".encode() + rb"\s+w\s+" + colour +
               rb"[^\n]*\n(-?[\d.]+) (-?[\d.]+) m\n(-?[\d.]+) (-?[\d.]+) l\n\s*S")
        for s in re.finditer(pat, ops):
            x0, y0, x1, y1 = (float(v) for v in s.groups())
            out.append(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
    return out


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_scale_is_true_on_the_paper(tmp_path, capsys, paper):
    path = tmp_path / "site.pdf"
    assert main(["ground", "--range", "50", "--pdf", str(path), "--scale", "1:500",
                 "--paper", paper]) == 0
    pdf = path.read_bytes()
    box = [float(v) for v in re.search(rb"MediaBox \[\s*([\d. ]+)\]", pdf).group(1).split()]
    assert box[2:] == pytest.approx(PAPERS_PT[paper], abs=0.05)  # the paper as asked, portrait
    # the bar: 20 m at 1:500 is 40 mm of paper
    bar = _strokes(pdf, (0x10 / 255, 0x20 / 255, 0x30 / 255), 3)
    assert len(bar) == 1 and bar[0] * PT == pytest.approx(20_000 / 500, abs=0.05)
    # the plan itself: the 侯's cloth, 四丈 wide (鄭's 50弓 target), 40 × 231 mm of the Han 尺
    cloth = _strokes(pdf, (0x3B / 255, 0x6E / 255, 0xA5 / 255), 2.5)
    assert any(c * PT == pytest.approx(40 * 231 / 500, abs=0.05) for c in cloth)


def test_the_default_scale_is_the_largest_usual_one_that_fits(tmp_path, capsys):
    from houzhi.render.site_plan import SCALES, fitting_scale

    g = ground("鄉射", 50)
    n = fitting_scale(g, "han", (210.0, 297.0))
    assert n in SCALES
    bigger = [s for s in SCALES if s < n]
    for s in bigger:  # every larger usual scale is refused, naming the largest that fits
        assert main(["ground", "--pdf", str(tmp_path / "x.pdf"), "--scale", f"1:{s}"]) == 2
    _, err = capsys.readouterr()
    least = int(re.findall(r"the largest that fits is 1:(\d+)", err)[-1])
    assert bigger[-1] < least <= n
    assert main(["ground", "--pdf", str(tmp_path / "x.pdf"), "--scale", f"1:{least}"]) == 0
    assert main(["ground", "--pdf", str(tmp_path / "y.pdf"), "--scale", f"1:{least - 1}"]) == 2


@pytest.mark.parametrize("scale", ["0", "-5", "1:0", "1:-200", "1:abc", "abc", "", "1:2.5",
                                   "1:1", "1:99999999", "2:500"])
def test_a_bad_scale_is_one_line_exit_2_and_no_file(tmp_path, capsys, scale):
    path = tmp_path / "site.pdf"
    assert main(["ground", "--range", "50", "--pdf", str(path), f"--scale={scale}"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "--scale" in err
    assert "Traceback" not in err and list(tmp_path.iterdir()) == []


def test_scale_and_paper_only_with_the_pdf(capsys):
    for opt in (["--scale", "1:500"], ["--paper", "Letter"]):
        assert main(["ground", *opt]) == 2
        assert "--pdf" in capsys.readouterr().err


@settings(max_examples=15, deadline=None)
@given(st.integers(30, 150))
def test_the_field_holds_every_item_and_each_side_is_an_item_s(r):
    g = ground("鄉射", r)
    e = g.extent
    # every item of the rite; houzhi's guy anchors are the rigging's, beyond the field
    points = [p for it in g.items if not is_guy(it) for p in (it.at, *it.outline)]
    assert all(e.west <= x <= e.east and e.south <= y <= e.north for x, y in points)
    # (the 2 guys' anchors and the 4 stakes of the raising's north and south lines)
    guys = [it for it in g.items if is_guy(it)]
    assert len(guys) == 6 and all(it.assumed for it in guys)
    for side, v, key in e.sides:  # the side touches the item named as setting it
        it = g.item(key)
        coords = [p[0 if side in ("west", "east") else 1] for p in (it.at, *it.outline)]
        assert v in coords
    assert e.length_chi >= g.range_chi and isinstance(e.width_chi, Fraction)


def test_the_field_is_said_with_its_bases(capsys):
    assert main(["ground", "--range", "50"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("field needed:"))
    g = ground("鄉射", 50)
    w, n = (float(v * Fraction(231, 1000)) for v in (g.extent.width_chi, g.extent.length_chi))
    assert f"{w:.1f} m × {n:.1f} m" in line
    assert "後楣" in out and "houzhi's assumption" in out  # the hall's back is assumed


def test_the_field_in_json_spans_the_items_it_lists(capsys):
    import json

    assert main(["ground", "--range", "70", "--rite", "鄉射", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    pts = [(Fraction(x), Fraction(y)) for it in d["items"] if not it["rigging_stake"]
           for x, y in [(it["x_chi"], it["y_chi"]), *it["outline_chi"]]]
    assert sum(it["guy_anchor"] for it in d["items"]) == 2  # houzhi's, beyond the field
    # and the 4 stakes of the raising's lines, beyond it too
    assert sum(it["rigging_stake"] for it in d["items"]) == 6
    f = d["field"]
    assert Fraction(f["width_chi"]) == max(p[0] for p in pts) - min(p[0] for p in pts)
    assert Fraction(f["length_chi"]) == max(p[1] for p in pts) - min(p[1] for p in pts)
    assert f["sides"]["north"]["basis"] == "assumed"  # the hall's back: houzhi's 堂深
