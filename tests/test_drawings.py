"""The committed drawing set is what `houzhi drawings` makes; bad output paths fail cleanly."""

from pathlib import Path

import ezdxf
import numpy as np
import pytest
from ezdxf import bbox
from PIL import Image

from houzhi.cli import main
from houzhi.render.drawings import build_set

COMMITTED = Path(__file__).resolve().parents[1] / "drawings"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    out = tmp_path_factory.mktemp("set")
    build_set(out)
    return out


def _dxf_summary(path):
    doc = ezdxf.readfile(path)
    assert not doc.audit().has_errors
    counts = {}
    texts = set()
    for layout in [doc.modelspace(), *doc.blocks]:
        for e in layout:
            key = (e.dxftype(), e.dxf.layer)
            counts[key] = counts.get(key, 0) + 1
            if e.dxftype() == "TEXT":
                texts.add(e.dxf.text)
    ext = bbox.extents(doc.modelspace())
    return counts, texts, (ext.extmin, ext.extmax), doc.header["$INSUNITS"]


def test_the_committed_set_is_complete(fresh):
    made = sorted(p.name for p in fresh.iterdir())
    committed = sorted(p.name for p in COMMITTED.iterdir() if p.suffix in {".dxf", ".png", ".svg"})
    assert made == committed


@pytest.mark.parametrize("name", sorted(p.name for p in COMMITTED.glob("*.dxf")))
def test_dxf_matches_the_committed(name, fresh):
    counts, texts, (lo, hi), units = _dxf_summary(fresh / name)
    c_counts, c_texts, (c_lo, c_hi), c_units = _dxf_summary(COMMITTED / name)
    assert units == c_units == 4
    assert texts == c_texts
    # entity counts per type and layer; glyph outlines may differ slightly between font versions
    assert counts.keys() == c_counts.keys()
    for key, n in counts.items():
        assert abs(n - c_counts[key]) <= max(2, c_counts[key] // 50), key
    assert lo.isclose(c_lo, abs_tol=1.0) and hi.isclose(c_hi, abs_tol=1.0)


@pytest.mark.parametrize("name", sorted(p.name for p in COMMITTED.glob("*.png")))
def test_png_matches_the_committed(name, fresh):
    a = np.asarray(Image.open(fresh / name).convert("L"), dtype=float)
    b = np.asarray(Image.open(COMMITTED / name).convert("L"), dtype=float)
    assert a.shape == b.shape
    assert np.mean(np.abs(a - b)) < 3.0  # of 255: the same picture, antialiasing aside


@pytest.mark.parametrize("name", sorted(p.name for p in COMMITTED.glob("*.svg")))
def test_svg_matches_the_committed(name, fresh):
    import re

    def shape(text):
        size = re.search(r'<svg[^>]*width="([^"]+)"[^>]*height="([^"]+)"', text).groups()
        return size, text.count("<path"), text.count("<use")

    (size, paths, uses) = shape((fresh / name).read_text(encoding="utf-8"))
    (c_size, c_paths, c_uses) = shape((COMMITTED / name).read_text(encoding="utf-8"))
    assert size == c_size
    assert abs(paths - c_paths) <= max(3, c_paths // 20) and abs(uses - c_uses) <= max(3, c_uses // 20)


def test_out_is_a_file(tmp_path, capsys):
    f = tmp_path / "file"
    f.write_text("x")
    assert main(["drawings", "--out", str(f)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert f.read_text() == "x"


def test_out_cannot_be_made(capsys):
    assert main(["drawings", "--out", "/proc/houzhi-cannot"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("houzhi: error:") and err.count("\n") == 1
    if Path("/proc").is_dir():  # /proc is there: it refuses new files, it is not missing
        assert "no such" not in err and "does not take new files" in err


def test_a_failure_leaves_no_partial_file(tmp_path, monkeypatch):
    from houzhi.render import plots

    def boom(*a, **k):
        raise RuntimeError("disk full")

    monkeypatch.setattr(plots, "curves", boom)
    new = tmp_path / "new"
    with pytest.raises(RuntimeError):
        build_set(new, [50])
    assert not new.exists()
    existing = tmp_path / "existing"
    existing.mkdir()
    (existing / "keep.txt").write_text("mine")
    with pytest.raises(RuntimeError):
        build_set(existing, [50])
    assert [p.name for p in existing.iterdir()] == ["keep.txt"]


def test_bad_range_makes_nothing(tmp_path, capsys):
    assert main(["drawings", "0", "--out", str(tmp_path / "x")]) == 2
    assert not (tmp_path / "x").exists()


def test_a_member_that_is_a_folder_is_refused_before_drawing(tmp_path, monkeypatch, capsys):
    """out/curves.png is a folder: refused in one line before anything is drawn; the folder
    keeps what it had (no new file moved in beside it)."""
    import houzhi.making.cutting

    drawn = []
    monkeypatch.setattr(houzhi.making.cutting, "plan", lambda *a, **k: drawn.append(a))
    out = tmp_path / "out"
    (out / "curves.png").mkdir(parents=True)
    (out / "hou_50_cutting.dxf").write_text("old")
    assert main(["drawings", "--out", str(out), "50"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "curves.png" in err and "folder" in err
    assert drawn == []
    assert sorted(p.name for p in out.iterdir()) == ["curves.png", "hou_50_cutting.dxf"]
    assert (out / "hou_50_cutting.dxf").read_text() == "old"


def test_a_file_added_to_a_new_folder_meanwhile_survives(tmp_path, monkeypatch):
    """`drawings --out NEW` fails after someone made NEW and put a note in it."""
    from houzhi.render import plots

    new = tmp_path / "new"

    def meanwhile(*a, **k):
        new.mkdir()
        (new / "my_notes.txt").write_text("mine")
        raise RuntimeError("failed late")

    monkeypatch.setattr(plots, "curves", meanwhile)
    with pytest.raises(RuntimeError):
        build_set(new, [50])
    assert [p.name for p in new.iterdir()] == ["my_notes.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new"]  # no temporary left


@pytest.mark.parametrize("transparent", [False, True])
def test_a_png_filtered_by_the_row_above_is_matplotlibs_picture(tmp_path, transparent):
    """The set's PNG writer (each row filtered "Up", zlib level 3) gives the pixels, size,
    resolution and Software line matplotlib's own PNG has; an opaque picture without its alpha
    channel, one with transparency with it."""
    from matplotlib.figure import Figure

    from houzhi.render.drawings import _DPI, _save_png

    fig = Figure(figsize=(2.5, 2.0))  # whole pixels at _DPI
    ax = fig.add_subplot()
    ax.plot([0, 1, 2], [2, 0, 1], color="tab:red")
    ax.set_title("hou, 70 gong")
    if transparent:
        fig.patch.set_alpha(0.0)
    _save_png(fig, tmp_path / "ours.png")
    fig.savefig(tmp_path / "theirs.png", dpi=_DPI)
    ours, theirs = Image.open(tmp_path / "ours.png"), Image.open(tmp_path / "theirs.png")
    assert ours.mode == ("RGBA" if transparent else "RGB")
    assert ours.size == theirs.size == (int(2.5 * _DPI), int(2.0 * _DPI))
    assert np.array_equal(np.asarray(ours.convert("RGBA")), np.asarray(theirs.convert("RGBA")))
    assert ours.info["dpi"] == theirs.info["dpi"]
    assert ours.info["Software"] == theirs.info["Software"]


def test_the_set_loads_and_draws_without_a_full_garbage_collection(tmp_path):
    """A new process that has loaded matplotlib and ezdxf, then houzhi's drawing set and drawn
    it (in one process): no full collection of the garbage collector walks the whole process on
    the way — the set's modules are loaded within its batch (houzhi.render.batch)."""
    import subprocess
    import sys

    script = f"""
import gc, os
import matplotlib
matplotlib.use("Agg")
import ezdxf
full = []
gc.callbacks.append(lambda phase, info: full.append(1)
                    if phase == "start" and info["generation"] == 2 else None)
from houzhi.render import _parallel
_parallel.cores = lambda: 1
from houzhi.render.drawings import build_set
assert len(build_set({str(tmp_path)!r})) == 22
print(len(full))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    assert done.stdout.split()[-1] == "0", done.stdout + done.stderr
