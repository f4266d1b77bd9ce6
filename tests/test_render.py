"""The renderers: DXF read back and audited, matplotlib figures drawn without missing glyphs."""

import warnings

import ezdxf
import pytest
from ezdxf import bbox

from houzhi import Target, to_metric
from houzhi.cutting import Fabric, plan
from houzhi.dashe import stack


@pytest.fixture(scope="module")
def t70():
    return Target.of(70)


def _roundtrip(doc, tmp_path, name):
    path = tmp_path / name
    doc.saveas(path)
    back = ezdxf.readfile(path)
    auditor = back.audit()
    assert not auditor.has_errors, [str(e) for e in auditor.errors]
    return back


def test_cutting_plan_dxf(t70, tmp_path):
    from houzhi.render.dxf import CUTTING_LAYERS, cutting_plan_dxf

    p = plan(t70)
    doc = _roundtrip(cutting_plan_dxf(p, "han"), tmp_path, "cut.dxf")
    assert doc.dxfversion >= "AC1027"  # R2013 or later
    assert doc.header["$INSUNITS"] == 4  # millimetres
    assert set(CUTTING_LAYERS) <= {layer.dxf.name for layer in doc.layers}
    inserts = doc.modelspace().query("INSERT")
    assert len(inserts) == len(p.pieces)  # each piece a block, inserted once
    for ins in inserts:
        block = doc.blocks.get(ins.dxf.name)
        layers = {e.dxf.layer for e in block}
        assert {"1", "14", "7", "15", "TEXT"} <= layers
        assert block.query("HATCH")  # the label drawn as outlines
    # real scale: the 上个's first part is as long in mm as houzhi says in 尺
    piece = next(pc for pc in p.pieces if pc.key == "shang_ge")
    block = doc.blocks.get(f"PIECE_shang_ge_{piece.strip}_{piece.part}")
    cut = block.query('LWPOLYLINE[layer=="1"]').first
    xs = [v[0] for v in cut.get_points()]
    expected_mm = float(to_metric(f"{piece.cut_length} chi", "han", "mm").magnitude)
    assert max(xs) - min(xs) == pytest.approx(expected_mm)
    texts = {t.dxf.text for b in doc.blocks for t in b.query("TEXT")}
    assert any("上个" in t for t in texts)
    assert doc.layers.get("TEXT").is_off()


def test_modern_cutting_plan_dxf_has_lanes(t70, tmp_path):
    from houzhi.render.dxf import cutting_plan_dxf

    p = plan(t70, Fabric.modern("150 cm", "50 m", "10 mm"))
    doc = _roundtrip(cutting_plan_dxf(p), tmp_path, "modern.dxf")
    ys = {round(ins.dxf.insert.y, 3) for ins in doc.modelspace().query("INSERT")}
    assert len(ys) == p.lanes


def test_assembly_dxf(t70, tmp_path):
    from houzhi.render.dxf import ASSEMBLY_LAYERS, assembly_dxf

    doc = _roundtrip(assembly_dxf(t70, "donghan"), tmp_path, "asm.dxf")
    msp = doc.modelspace()
    assert set(ASSEMBLY_LAYERS) <= {layer.dxf.name for layer in doc.layers}
    for layer in ("OUTLINE", "SEAM", "HU", "ROPE", "POST", "DIMENSIONS", "ANNOTATION"):
        assert msp.query(f'*[layer=="{layer}"]'), layer
    outline = msp.query('LWPOLYLINE[layer=="OUTLINE"]').first
    ext = bbox.extents([outline])
    mm_per_chi = float(to_metric("一尺", "donghan", "mm").magnitude)
    assert ext.size.x == pytest.approx(float(t70.width_chi) * mm_per_chi)
    assert ext.size.y == pytest.approx(float(t70.height_chi) * mm_per_chi)
    assert ext.extmin.y == pytest.approx(float(t70.bottom_chi) * mm_per_chi)


@pytest.mark.parametrize("name", ["elevation", "curves", "ground_plan", "dashe_stack",
                                  "cutting_preview"])
def test_plots_render_every_glyph(name, t70, tmp_path):
    import matplotlib.figure

    from houzhi.render import plots

    args = {"elevation": (t70,), "curves": (), "ground_plan": (t70,),
            "dashe_stack": (stack(),), "cutting_preview": (plan(t70),)}[name]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a missing glyph warns; make it fail
        fig = getattr(plots, name)(*args)
        assert isinstance(fig, matplotlib.figure.Figure)
        for ext in ("svg", "pdf", "png"):
            fig.savefig(tmp_path / f"{name}.{ext}")
            assert (tmp_path / f"{name}.{ext}").stat().st_size > 1000


def test_elevation_paints_the_zheng(t70):
    from matplotlib.colors import to_hex

    from houzhi.marks import COLOURS, ZHENG_SETS
    from houzhi.render import plots

    fig = plots.elevation(t70, zheng="五正")
    faces = {to_hex(p.get_facecolor()) for p in fig.axes[0].patches}
    assert {COLOURS[c] for c in ZHENG_SETS["五正"]} <= faces


def test_plots_draw_on_a_given_axes(t70):
    from matplotlib.figure import Figure

    from houzhi.render import plots

    fig = Figure()
    ax = fig.add_subplot()
    assert plots.elevation(t70, ax=ax) is fig
