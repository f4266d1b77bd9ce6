"""Every notebook runs from a clean kernel and shows what its reader should see: no errors or
warnings, its drawings as images (SVG that parses, PNG for matplotlib figures), and the figures
its story turns on, worked out here from the 記's own numbers rather than by houzhi:

    c = D/5 尺 (弓二寸以為侯中), strips 2尺 wide, 用布 = c²/2 + 11c 尺, height = c + 4 × 2尺;
    the Han 尺 = 0.231 m; 1 匹 = 40尺.
"""

from __future__ import annotations

import html
import os
import re
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

import houzhi
from houzhi import READINGS

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
# the kernel imports the houzhi under test, wherever it lies (an installed copy may differ)
KERNEL_ENV = {**os.environ, "PYTHONPATH": os.pathsep.join(
    p for p in (str(Path(houzhi.__file__).resolve().parents[1]), os.environ.get("PYTHONPATH"))
    if p)}

_DIGITS = "〇一二三四五六七八九"


def cloth(d: int) -> Fraction:
    """用布 in 尺 for a range of ``d`` 弓 (鄭玄's reading; see the module docstring)."""
    c = Fraction(d, 5)
    return c * c / 2 + 11 * c


def height(d: int) -> Fraction:
    return Fraction(d, 5) + 4 * 2


def metres(chi: Fraction, m_per_chi: str = "0.231") -> str:
    return f"{float(chi * Fraction(m_per_chi)):.3f} m"


def zhang(chi: int) -> str:
    """Whole 丈 and 尺 in classical notation, written here by hand (for 10 ≤ chi < 1000)."""
    z, c = divmod(chi, 10)
    tens, ones = divmod(z, 10)
    words = (("" if tens == 1 else _DIGITS[tens]) + "十" if tens else "") + (
        _DIGITS[ones] if ones else "")
    return f"{words}丈" + (f"{_DIGITS[c]}尺" if c else "")


# What each story must show, computed independently; a new notebook must say what it shows.
EXPECT: dict[str, list[str]] = {
    "01_xianghou_from_the_text": [
        "[" + ", ".join(str(cloth(d)) for d in (50, 70, 90)) + "]",        # [160, 252, 360]
        zhang(160), zhang(252), zhang(360),                                # as 鄭玄 and 賈 write
        metres(Fraction(4 * 10)),                                          # 上个 4c at 50弓
    ],
    "02_range_as_a_variable": [
        "十八丈一尺五寸",                    # 用布 at 55弓: c = 11, 121/2 + 121 = 181.5尺
        zhang(int(cloth(55) - Fraction(11, 2) * 11 + 6 * 11)),  # cut: 6 whole strips of 中
        "Fraction(70, 1)",                   # the range that takes 二十五丈二尺
        f"Fraction({(30 - 8) * 5}, 1)",      # the range whose target is 三丈 high: 110
        "尺四寸",                            # 尺有握: a 握 is 4寸
    ],
    "03_rebuilding_it_today": [
        metres(Fraction(252)), metres(Fraction(252), "0.235"),
        metres(Fraction(252), "0.1991"), metres(Fraction(252), "0.32"),
        str(Fraction(1500, 231)),            # 1.5 m in Han 尺: 500/77
        zhang(160),                          # the 50弓 target on Han cloth takes 4 匹 = 16丈
    ],
    "04_dashe_and_sight_lines": ["[True, True]", "干", "參", "大侯", "50弓", "70弓", "90弓"],
    "05_readings_compared": [r.label for r in READINGS.values()] + [zhang(160)],
    "06_the_explorer": [" for 70弓", zhang(252),       # the 70弓 target's 用布, 二十五丈二尺
                        "range 70弓; rite (the model's default)"],  # its snapshot's choices
}


def _run(path: Path) -> list[dict]:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute(env=KERNEL_ENV)
    return [o for cell in nb.cells if cell.cell_type == "code" for o in cell.outputs]


def _text(outputs: list[dict]) -> str:
    """What the reader reads: plain text, HTML without its tags, printed streams."""
    parts = []
    for o in outputs:
        data = o.get("data", {})
        parts.append(data.get("text/plain", "") + o.get("text", ""))
        if "text/html" in data:
            page = re.sub(r"<svg.*?</svg>", "", data["text/html"], flags=re.S)
            parts.append(html.unescape(re.sub(r"<[^>]+>", " ", page)))
    return "\n".join(parts)


@pytest.fixture(scope="module", params=NOTEBOOKS, ids=lambda p: p.stem)
def executed(request):
    return request.param, _run(request.param)


def test_there_is_an_expectation_for_every_notebook():
    assert len(NOTEBOOKS) >= 5
    assert {p.stem for p in NOTEBOOKS} <= set(EXPECT), "say in EXPECT what a new notebook shows"


def test_no_errors_and_no_warnings(executed):
    _path, outputs = executed
    assert not [o for o in outputs if o.output_type == "error"]
    assert not [o.text for o in outputs if o.output_type == "stream" and o.name == "stderr"]


def test_drawings_show_as_images(executed):
    path, outputs = executed
    drawings = 0
    for o in outputs:
        data = o.get("data", {})
        if data.get("text/plain", "").startswith("<Figure"):      # matplotlib: a PNG
            assert data.get("image/png"), path.stem
            drawings += 1
        for fragment in re.findall(r"<svg.*?</svg>", data.get("text/html", ""), flags=re.S):
            ET.fromstring(fragment)                                # a well-formed drawing
            drawings += 1
        if "image/svg+xml" in data:                                # what a PDF export keeps
            ET.fromstring(data["image/svg+xml"])
    assert drawings >= 1, f"{path.stem} shows no drawing"


def test_shows_the_figures_of_its_story(executed):
    path, outputs = executed
    seen = _text(outputs)
    missing = [s for s in EXPECT[path.stem] if s not in seen]
    assert not missing, f"{path.stem} does not show {missing}"


def test_a_displayed_target_keeps_its_drawing_for_pdf(executed):
    path, outputs = executed
    for o in outputs:
        data = o.get("data", {})
        if "<svg" in data.get("text/html", "") and "<table>" in data["text/html"]:
            assert "image/svg+xml" in data and "application/pdf" in data, path.stem


def test_the_hand_worked_figures():
    # the helpers above agree with the commentary's own words
    assert (cloth(50), cloth(70), cloth(90)) == (160, 252, 360)
    assert (zhang(160), zhang(252), zhang(360)) == ("十六丈", "二十五丈二尺", "三十六丈")
    assert height(50) == 18 and metres(Fraction(252)) == "58.212 m"
