"""Every DXF houzhi writes says its own extents: ``$EXTMIN``/``$EXTMAX`` are set, and they are
the box of what is drawn, measured again here, entity by entity, from the file read back."""

from pathlib import Path

import ezdxf
import pytest
from ezdxf import bbox

from houzhi.cli import main

COMMITTED = Path(__file__).resolve().parents[1] / "drawings"

# each way houzhi writes a DXF from the command line: the cutting plan (Han cloth and modern
# fabric), the assembly drawing of each rite's target, the site plan of each rite's ground
WRITERS = [
    ("plan", "50"),
    ("plan", "70", "--width", "150 cm", "--seam", "10 mm"),
    ("plan", "50", "--width", "60 in", "--seam", "0.5 in"),
    ("plan", "50", "--width", "45 cm", "--selvedge", "5 mm"),  # strips pieced from two halves
    ("target", "50"),
    ("target", "70"),
    ("target", "90", "--rite", "大射", "--rank", "天子"),
    ("ground",),
    ("ground", "--rite", "大射"),
    ("ground", "--rite", "頖宮"),
    ("ground", "--range", "30"),
]


def _measured(doc: ezdxf.document.Drawing) -> tuple[tuple[float, float], tuple[float, float]]:
    """The box of the model space's entities, each measured whole (glyph blocks included)."""
    ext = bbox.extents(doc.modelspace())
    assert ext.has_data
    return (ext.extmin.x, ext.extmin.y), (ext.extmax.x, ext.extmax.y)


def _check(path: Path) -> None:
    doc = ezdxf.readfile(path)
    lo, hi = doc.header["$EXTMIN"], doc.header["$EXTMAX"]
    # unset, ezdxf (and AutoCAD) leave ±1e20: an empty box that a program cannot zoom to
    assert all(abs(v) < 1e19 for v in (*lo, *hi)), (lo, hi)
    (x0, y0), (x1, y1) = _measured(doc)
    tol = 0.002 * max(x1 - x0, y1 - y0)  # the header is rounded; a font's metrics differ a hair
    assert lo[0] == pytest.approx(x0, abs=tol) and lo[1] == pytest.approx(y0, abs=tol)
    assert hi[0] == pytest.approx(x1, abs=tol) and hi[1] == pytest.approx(y1, abs=tol)
    # the model space says the same as the header
    msp = doc.modelspace()
    assert tuple(msp.dxf.extmin)[:2] == tuple(lo)[:2] and tuple(msp.dxf.extmax)[:2] == tuple(hi)[:2]


@pytest.mark.parametrize("argv", WRITERS, ids=" ".join)
def test_every_dxf_written_says_its_extents(argv, tmp_path, capsys):
    path = tmp_path / "out.dxf"
    assert main([*argv, "--dxf", str(path)]) == 0
    capsys.readouterr()
    _check(path)


@pytest.mark.parametrize("name", sorted(p.name for p in COMMITTED.glob("*.dxf")))
def test_the_committed_drawings_say_their_extents(name):
    _check(COMMITTED / name)


def test_the_check_sees_unset_extents(tmp_path):
    doc = ezdxf.new("R2018")
    doc.modelspace().add_line((0, 0), (10, 5))
    doc.saveas(tmp_path / "bare.dxf")
    with pytest.raises(AssertionError):
        _check(tmp_path / "bare.dxf")
    doc.header["$EXTMIN"], doc.header["$EXTMAX"] = (0, 0, 0), (10, 50, 0)  # too tall
    doc.saveas(tmp_path / "loose.dxf")
    with pytest.raises(AssertionError):
        _check(tmp_path / "loose.dxf")
