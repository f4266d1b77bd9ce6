"""The renderers: DXF read back and audited, matplotlib figures drawn without missing glyphs."""

import contextlib
import functools
import os
import subprocess
import sys
import warnings
from fractions import Fraction
from pathlib import Path

import ezdxf
import pytest
from ezdxf import bbox
from hypothesis import given, settings
from hypothesis import strategies as st

from houzhi import Target, to_metric
from houzhi.making.cutting import Fabric, plan
from houzhi.measure.notation import format_chi
from houzhi.model.dashe import stack

SRC = Path(__file__).resolve().parents[1] / "src"


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
    inserts = doc.modelspace().query('INSERT[layer=="1"]')  # the pieces (not the glyphs)
    assert len(inserts) == len(p.pieces)  # each piece a block, inserted once
    for ins in inserts:
        block = doc.blocks.get(ins.dxf.name)
        layers = {e.dxf.layer for e in block}
        assert {"1", "14", "7", "15", "TEXT"} <= layers
        # the labels drawn as outlines: an INSERT of a glyph block (a solid HATCH) per
        # character, spelling the editable TEXT beside them
        glyphs = [e.dxf.name for e in block.query("INSERT")]
        assert glyphs and all(doc.blocks.get(g).query("HATCH") for g in glyphs)
        spelt = sorted(chr(int(g.removeprefix("GLYPH_"), 16)) for g in glyphs)
        assert spelt == sorted("".join(t.dxf.text for t in block.query("TEXT")).replace(" ", ""))
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
    ys = {round(ins.dxf.insert.y, 3) for ins in doc.modelspace().query('INSERT[layer=="1"]')}
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


def test_elevation_paints_the_zheng():
    from matplotlib.colors import to_hex

    from houzhi.canon.rites import ZHENG_COLOURS
    from houzhi.render import plots
    from houzhi.render.colours import COLOURS

    fig = plots.elevation(Target.of(90, rite="賓射", rank="天子"))  # the 天子's 五正 侯
    faces = {to_hex(p.get_facecolor()) for p in fig.axes[0].patches}
    assert {COLOURS[c] for c in ZHENG_COLOURS["五正"]} <= faces


def test_plots_draw_on_a_given_axes(t70):
    from matplotlib.figure import Figure

    from houzhi.render import plots

    fig = Figure()
    ax = fig.add_subplot()
    assert plots.elevation(t70, ax=ax) is fig


def _drawn_on_a_users_grid(draw_each):
    """A user's figure (their own rc settings: matplotlib's default font), a row of three
    Axes made before houzhi draws, ``draw_each(ax, i)`` on each; the figure drawn, and the
    warnings drawing gave."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(12, 4), layout="constrained")
    FigureCanvasAgg(fig)
    axs = fig.subplots(1, 3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for i, ax in enumerate(axs):
            draw_each(ax, i)
        fig.canvas.draw()
    return fig, axs, caught


@pytest.mark.parametrize("what", ["elevation", "curves"])
def test_on_a_users_axes_every_label_is_in_the_cjk_font_and_inside_its_axes(what):
    from houzhi.render import plots
    from houzhi.render.fonts import matplotlib_family

    def draw(ax, i):
        if what == "elevation":
            plots.elevation(Target.of((50, 70, 90)[i], rite="鄉射"), ax=ax)
        else:
            plots.curves(range(10, 121, 10), ax=ax)

    fig, axs, caught = _drawn_on_a_users_grid(draw)
    assert not [w for w in caught if "missing from font" in str(w.message)]
    renderer = fig.canvas.get_renderer()
    for ax in axs:
        box = ax.get_window_extent(renderer)
        for text in (ax.title, ax.xaxis.label):
            assert text.get_fontfamily() == [matplotlib_family()]
            if text.get_text():
                e = text.get_window_extent(renderer)
                assert box.x0 - 1 <= e.x0 and e.x1 <= box.x1 + 1, text.get_text()
        assert ax.yaxis.label.get_fontfamily() == [matplotlib_family()]


def test_a_users_own_figure_settings_are_left_alone():
    import matplotlib

    from houzhi.render import plots

    family = list(matplotlib.rcParams["font.family"])
    _drawn_on_a_users_grid(lambda ax, i: plots.curves(range(10, 121, 10), ax=ax))
    assert list(matplotlib.rcParams["font.family"]) == family


# -- issue 13: cut sizes, real dimensions, extents, deterministic bytes, mm on modern cloth ----
def test_cutting_labels_give_the_cut_size_in_mm_on_a_modern_fabric(t70, tmp_path):
    from houzhi.render.dxf import cutting_plan_dxf

    p = plan(t70, Fabric.modern("150 cm", "50 m", "10 mm"))
    doc = _roundtrip(cutting_plan_dxf(p), tmp_path, "modern.dxf")
    texts = {t.dxf.text for b in doc.blocks for t in b.query("TEXT")}
    for piece in p.pieces:
        length, height = (round(p.mm(x)) for x in (piece.cut_length, piece.cut_height))
        assert f"cut {length} mm × {height} mm" in texts


def test_dimensions_are_dimension_entities_measuring_the_cut(t70, tmp_path):
    from houzhi.render.dxf import DIMSTYLE, cutting_plan_dxf

    p = plan(t70)
    doc = _roundtrip(cutting_plan_dxf(p, "han"), tmp_path, "cut.dxf")
    assert DIMSTYLE in doc.dimstyles
    for piece in p.pieces:
        block = doc.blocks.get(f"PIECE_{piece.key}_{piece.strip}_{piece.part}")
        dims = block.query("DIMENSION")
        measured = sorted(round(d.get_measurement(), 3) for d in dims)
        expected = sorted(round(float(p.mm(x)), 3) for x in (piece.cut_length, piece.cut_height))
        assert measured == expected


def test_assembly_dimensions_measure_the_strips(t70, tmp_path):
    from houzhi.render.dxf import assembly_dxf

    doc = _roundtrip(assembly_dxf(t70, "han"), tmp_path, "asm.dxf")
    measured = {round(d.get_measurement()) for d in doc.modelspace().query("DIMENSION")}
    for piece in t70.pieces:
        assert round(float(piece.length_chi) * 231) in measured
    assert round(float(t70.height_chi) * 231) in measured


@pytest.mark.parametrize("which", ["cutting", "assembly"])
def test_extents_enclose_the_drawing(which, t70, tmp_path):
    from houzhi.render.dxf import assembly_dxf, cutting_plan_dxf

    doc = cutting_plan_dxf(plan(t70), "han") if which == "cutting" else assembly_dxf(t70)
    back = _roundtrip(doc, tmp_path, f"{which}.dxf")
    lo, hi = back.header["$EXTMIN"], back.header["$EXTMAX"]
    assert lo[0] < hi[0] and lo[1] < hi[1]
    geometry = bbox.extents(back.modelspace().query("LINE LWPOLYLINE"))
    assert lo[0] <= geometry.extmin.x + 1e-6 and lo[1] <= geometry.extmin.y + 1e-6
    assert hi[0] >= geometry.extmax.x - 1e-6 and hi[1] >= geometry.extmax.y - 1e-6


def test_dxf_bytes_are_the_same_every_time(t70, tmp_path):
    import os
    import subprocess
    import sys

    from houzhi.render.dxf import assembly_dxf, cutting_plan_dxf

    # another process with another string hash seed: no dates, GUIDs or set order leak in
    code = ("import sys; from houzhi import Target; from houzhi.making.cutting import plan; "
            "from houzhi.render.dxf import cutting_plan_dxf, assembly_dxf; t = Target.of(70); "
            "cutting_plan_dxf(plan(t), 'han').saveas(sys.argv[1]); "
            "assembly_dxf(t, 'han').saveas(sys.argv[2])")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    subprocess.run([sys.executable, "-c", code, str(tmp_path / "c2.dxf"),
                    str(tmp_path / "a2.dxf")], check=True, env=env)
    cutting_plan_dxf(plan(t70), "han").saveas(tmp_path / "c1.dxf")
    assembly_dxf(t70, "han").saveas(tmp_path / "a1.dxf")
    assert (tmp_path / "c1.dxf").read_bytes() == (tmp_path / "c2.dxf").read_bytes()
    assert (tmp_path / "a1.dxf").read_bytes() == (tmp_path / "a2.dxf").read_bytes()
    text = (tmp_path / "a1.dxf").read_text(encoding="utf-8")
    assert "$FINGERPRINTGUID" in text and "{00000000-0000-0000-0000-000000000000}" in text


def test_committed_dxf_is_what_houzhi_makes(t70, tmp_path):
    from pathlib import Path

    from houzhi.render.dxf import assembly_dxf

    committed = Path(__file__).resolve().parents[1] / "drawings" / "hou_70_assembly.dxf"
    assembly_dxf(t70, "han").saveas(tmp_path / "a.dxf")
    assert (tmp_path / "a.dxf").read_bytes() == committed.read_bytes()


def test_modern_plan_is_in_mm(t70):
    from houzhi.documents.tables import plan_table
    from houzhi.render import plots

    p = plan(t70, Fabric.modern("150 cm", "50 m", "10 mm"))
    table = str(plan_table(p))
    assert "12956 mm" in table and "丈" not in table.split("\n", 1)[1]
    fig = plots.cutting_preview(p)
    assert fig.axes[0].get_xlabel().startswith("mm")
    assert plots.cutting_preview(plan(t70)).axes[0].get_xlabel().startswith("尺")
    from houzhi.render.export import to_data

    d = to_data(p)
    assert d["width_mm"] == 1500 and Fraction(d["width_chi"]) * 231 == 1500
    for piece in d["pieces"]:
        assert piece["cut_length_mm"] == pytest.approx(
            float(Fraction(piece["cut_length_chi"]) * 231), abs=0.005)


def test_readme_documents_every_layer():
    from pathlib import Path

    from houzhi.render.dxf import ASSEMBLY_LAYERS, CUTTING_LAYERS

    guide = Path(__file__).resolve().parents[1] / "docs" / "guide" / "building.md"
    section = guide.read_text(encoding="utf-8").split("## DXF layers")[1].split("\n## ")[0]
    for layer in {*CUTTING_LAYERS, *ASSEMBLY_LAYERS}:
        assert f"`{layer}`" in section, layer


def test_the_header_names_the_dimension_style_its_dimensions_use():
    """LibreCAD draws a DIMENSION from the header's current style and sizes: they must be the
    style the dimensions name, or their numbers come out at 0.25 mm."""
    from houzhi import Target
    from houzhi.render.dxf import assembly_dxf

    doc = assembly_dxf(Target.of(70), "han")
    dims = doc.modelspace().query("DIMENSION")
    assert len(dims) > 0
    (style,) = {d.dxf.dimstyle for d in dims}
    assert doc.header["$DIMSTYLE"] == style
    assert doc.header["$DIMTXT"] == doc.dimstyles.get(style).dxf.dimtxt > 1  # mm, legible


@pytest.mark.parametrize("kind", ["han", "modern", "assembly"])
def test_the_header_extents_are_the_drawing_s(kind, t70, tmp_path):
    """$EXTMIN/$EXTMAX enclose everything drawn (the pieces' dimension ticks too), no more."""
    from houzhi.render.dxf import assembly_dxf, cutting_plan_dxf

    doc = {"han": lambda: cutting_plan_dxf(plan(t70), "han"),
           "modern": lambda: cutting_plan_dxf(plan(t70, Fabric.modern("150 cm", "50 m", "1 cm"))),
           "assembly": lambda: assembly_dxf(t70, "han")}[kind]()
    doc = _roundtrip(doc, tmp_path, f"{kind}.dxf")
    ext = bbox.extents(doc.modelspace())  # measured entity by entity, glyphs and all
    assert ext.extmin.isclose(doc.header["$EXTMIN"], abs_tol=0.01)
    assert ext.extmax.isclose(doc.header["$EXTMAX"], abs_tol=0.01)


def test_the_assembly_posts_are_the_build_sheet_s(tmp_path):
    """Each post in the assembly drawing stands where the build sheet sets it: its foot, its
    lean, and its top 1尺 above the upper rope."""
    from houzhi.making.build import build
    from houzhi.render.dxf import assembly_dxf

    b = build(50, standard="han")
    doc = _roundtrip(assembly_dxf(b.target, "han"), tmp_path, "asm.dxf")
    mm = float(to_metric("一尺", "han", "mm").magnitude)
    p = b.posts
    for line in doc.modelspace().query('LINE[layer=="POST"]'):
        (x0, y0), (x1, y1) = sorted([(v.x, v.y) for v in (line.dxf.start, line.dxf.end)],
                                    key=lambda v: v[1])
        assert y0 == 0 and y1 == pytest.approx(float(p.above_chi) * mm)
        assert abs(x0) == pytest.approx(float(p.foot_x_chi) * mm)
        assert abs(x1) == pytest.approx(float(p.top_x_chi) * mm)


def test_a_batch_freezes_what_exists_and_leaves_the_collector_as_it_was():
    import gc

    from houzhi.render.batch import batch

    assert gc.get_freeze_count() == 0
    thresholds = gc.get_threshold()
    with batch():
        assert gc.get_freeze_count() > 0
        # young collections as before, no full one: its threshold out of reach
        assert gc.get_threshold()[:2] == thresholds[:2] and gc.get_threshold()[2] >= 1 << 20
    assert gc.get_freeze_count() == 0 and gc.isenabled() and gc.get_threshold() == thresholds
    with pytest.raises(RuntimeError), batch():
        raise RuntimeError("a failed drawing")
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == thresholds
    gc.freeze()  # the application's own arrangement is kept
    try:
        frozen = gc.get_freeze_count()
        with batch():
            pass
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


@pytest.mark.parametrize("face", ["TC", "SC"])
def test_the_drawing_font_is_the_packaged_face_without_its_layout_tables(face):
    """houzhi's copy of each face (render.fonts) has the same glyphs as that face of the
    packaged collection — the same outlines and advances for the same characters — and none of
    the tables it leaves out."""
    import numpy as np
    from fontTools.ttLib import TTCollection, TTFont
    from matplotlib.ft2font import FT2Font

    from houzhi.render.fonts import DROPPED_TABLES, FACES, family, font_path, packaged_font_path

    copy, original = font_path(face), packaged_font_path()
    assert copy != original
    with TTCollection(str(original), lazy=True) as collection:
        names = [f["name"].getDebugName(1) for f in collection.fonts]
    index = names.index(FACES[face])
    with TTFont(str(copy), lazy=True) as c, \
            TTFont(str(original), lazy=True, fontNumber=index) as o:
        assert not set(DROPPED_TABLES) & set(c.keys())
        assert set(o.keys()) - set(c.keys()) == set(DROPPED_TABLES) & set(o.keys())
        assert c.getBestCmap() == o.getBestCmap()
        assert c["name"].getDebugName(1) == family(face) != o["name"].getDebugName(1)
    fonts = [FT2Font(str(copy)), FT2Font(str(original), face_index=index)]
    for f in fonts:
        f.set_size(48, 72)
    for ch in "侯鵠尺個「」，。A3 w":
        shapes = []
        for f in fonts:
            glyph = f.load_char(ord(ch))
            verts, codes = f.get_path()
            shapes.append((glyph.linearHoriAdvance, np.asarray(verts).tobytes(),
                           np.asarray(codes).tobytes()))
        assert shapes[0] == shapes[1], ch


def test_the_face_follows_the_language():
    """繁體 (and English, which quotes the texts as the 四庫全書 prints them) is drawn with the
    collection's TC face, 简体 with its SC face: the two differ where the regions write a
    character or a mark otherwise (the full stop stands in the middle of its square in TC)."""
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.ttLib import TTFont

    from houzhi.locale import language, use
    from houzhi.render import fonts

    before = language()
    try:
        seen = {}
        for lang in ("en", "zh-Hant", "zh-Hans"):
            use(lang)
            seen[lang] = (fonts.face(), fonts.font_path(), fonts.matplotlib_family())
    finally:
        use(before)
    assert seen["en"] == seen["zh-Hant"] != seen["zh-Hans"]
    assert [s[0] for s in seen.values()] == ["TC", "TC", "SC"]
    offsets = {}
    for face in ("TC", "SC"):  # where the middle of 。 stands from the middle of its square
        with TTFont(str(fonts.font_path(face)), lazy=True) as f:
            name = f.getBestCmap()[ord("。")]
            pen = BoundsPen(f.getGlyphSet())
            f.getGlyphSet()[name].draw(pen)
            x0, _y0, x1, _y1 = pen.bounds
            offsets[face] = ((x0 + x1) / 2 - f["hmtx"][name][0] / 2) / f["head"].unitsPerEm
    assert abs(offsets["TC"]) < 0.05 and offsets["SC"] < -0.2  # middle in TC, left in SC


def test_the_packaged_font_is_used_where_no_copy_can_be_made(tmp_path, monkeypatch):
    import matplotlib

    from houzhi.render import fonts

    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setattr(matplotlib, "get_cachedir", lambda: str(blocked))
    fonts._font_path.cache_clear()
    try:
        assert fonts.font_path("TC") == fonts.packaged_font_path()
    finally:
        fonts._font_path.cache_clear()


_FONT_RUN = """
import sys
from pathlib import Path
from fontTools.ttLib import TTCollection
from matplotlib import font_manager
from houzhi.render import fonts
if sys.argv[1] == "shadow":  # a font of the original family name, known to matplotlib first
    with TTCollection(str(fonts.packaged_font_path()), lazy=True) as c:
        tc = next(f for f in c.fonts if f["name"].getDebugName(1) == fonts.FACES["TC"])
        tc.save(sys.argv[2])
    font_manager.fontManager.addfont(sys.argv[2])
family = fonts.matplotlib_family("TC")
found = font_manager.findfont(font_manager.FontProperties(family=family), fallback_to_default=False)
print(fonts.font_path("TC"), found, Path(fonts.font_path("TC")).stat().st_size, sep="\\n")
"""


def _font_run(tmp_path, how):
    import os
    import subprocess
    import sys

    env = {**os.environ, "MPLCONFIGDIR": str(tmp_path), "PYTHONPATH": str(SRC)}
    args = [how, str(tmp_path / "original.otf")]
    done = subprocess.run([sys.executable, "-c", _FONT_RUN, *args], env=env, capture_output=True,
                          text=True, check=True)
    return done.stdout.split()


def test_the_copy_is_the_font_drawn_with_even_beside_a_font_of_the_original_name(tmp_path):
    """A system with Noto Sans CJK TC installed: matplotlib still finds houzhi's copy."""
    copy, found, _ = _font_run(tmp_path, "shadow")
    assert found == copy and str(tmp_path) in copy


def test_a_copy_cut_short_is_made_again(tmp_path):
    copy, _, size = _font_run(tmp_path, "plain")
    with open(copy, "r+b") as f:  # as a crash might leave it
        f.truncate(1000)
    again, found, size_again = _font_run(tmp_path, "plain")
    assert again == copy == found and size_again == size


def test_the_curves_mark_the_stated_totals_and_say_where_they_are_stated():
    """Each total the commentary states (鄭玄's 十六丈, 二十五丈二尺, 三十六丈) is marked with its
    words, and the figure names where they are stated: work, 卷, section, layer and leaf."""
    from houzhi.canon.statements import STATEMENTS
    from houzhi.render import plots

    fig = plots.curves()
    words = " ".join(t.get_text() for ax in fig.axes for t in ax.texts)
    totals = [s for s in STATEMENTS if s.subject == "target" and s.key == "total"
              and s.citation.author == "鄭玄" and s.reading is None]
    assert {s.range_gong for s in totals} >= {50, 70, 90}
    for s in totals:
        assert f"「{s.value}」" in words
        assert s.citation.ref in words and f"〈{s.citation.section}〉" in s.citation.ref


# -- issue 24: drawn as the shooters see it (west on the right); labels clear of the lines -----
def _display_x(ax, x, y=0.0):
    return ax.transData.transform((x, y))[0]


def test_the_elevation_is_drawn_as_the_shooters_see_it(t70):
    """The 侯 faces north (凡侯北面，西方謂之左): the shooters, north of it, see its west on their
    right. The elevation says so, and marks 東 at the foot of the left post, 西 of the right."""
    from houzhi.model.rigging import Rigging
    from houzhi.render import plots

    ax = plots.elevation(t70).axes[0]
    assert "east 東 on the left, west 西 on the right" in ax.get_xlabel()
    texts = {t.get_text(): t for t in ax.texts}
    east, west = texts["東 E"], texts["西 W"]
    assert _display_x(ax, *east.get_position()) < _display_x(ax, *west.get_position())
    feet = {round(float(line.get_xdata()[0]), 6) for line in ax.get_lines()
            if line.get_color() == "#7a4b1c"}  # the posts, from their feet
    fx = float(Rigging(t70).post_foot[0])
    assert feet == {round(fx, 6), round(-fx, 6)}
    assert {round(east.get_position()[0], 6), round(west.get_position()[0], 6)} == feet


@pytest.mark.parametrize("roll", ["5 m", "7 m"])
def test_the_book_s_joins_are_drawn_from_the_side_marked_west(roll):
    """Joins make a target asymmetric: each one is drawn its distance from the west end of
    the target on the side the drawing marks 西 — the distance the table gives."""
    from matplotlib.figure import Figure

    from houzhi.making.build import build
    from houzhi.render.book import _draw_joins
    from houzhi.render.plots import elevation

    b = build(90, fabric=Fabric.modern("150 cm", roll))
    ax = Figure().add_subplot()
    elevation(b.target, ax=ax)
    before = len(ax.get_lines())
    _draw_joins(ax, b)
    drawn = ax.get_lines()[before:]
    joins = [s for s in b.seams if s.kind == "join"]
    assert joins and len(drawn) == len(joins)
    west = next(t for t in ax.texts if t.get_text() == "西 W").get_position()[0]
    west_end = float(b.target.width_chi / 2) * (1 if west > 0 else -1)
    assert sorted(abs(line.get_xdata()[0] - west_end) for line in drawn) == pytest.approx(
        sorted(float(s.x_chi) for s in joins))
    assert any(s.x_chi != b.target.width_chi / 2 for s in joins)  # not on the centre line


def test_the_book_s_post_is_the_east_post_on_the_left_leaning_left():
    """The post page draws the east post as the shooters see it: east on the left, so the post
    leans out to the left, its foot 東 of the target, which hangs to its right (西)."""
    from houzhi.making.build import build
    from houzhi.render.book import _Page, _post_detail

    b = build(70)
    page = _Page((210.0, 297.0))
    ax = page.axes(10, 10, 180, 200, frame=True)
    _post_detail(ax, b)
    words = " ".join(t.get_text() for t in [*ax.texts, ax.title])  # the title above it
    assert "the east post" in words and "east 東 on the left" in words
    (post,) = [line for line in ax.get_lines() if line.get_linewidth() == 4]
    (x0, x1), (y0, y1) = post.get_xdata(), post.get_ydata()
    foot, top = sorted([(y0, x0), (y1, x1)])  # lowest point first
    assert _display_x(ax, top[1], top[0]) < _display_x(ax, foot[1], foot[0])  # leans left
    assert top[1] > foot[1]  # … which is east: out from the centre line
    texts = {t.get_text(): t for t in ax.texts}
    assert _display_x(ax, *texts["← 東 E"].get_position()) < _display_x(ax, *texts["西 W →"]
                                                                      .get_position())
    for line in ax.get_lines():  # the ropes reach from the post toward the target: rightward
        if line.get_color() == "#3b6ea5":
            xs = [_display_x(ax, x) for x in line.get_xdata()]
            assert xs[1] < xs[0]


def _clips(box, a, b):
    """Whether the segment a–b (x, y) crosses the box (x0, y0, x1, y1): the renderers' own test,
    itself checked against sampled points below."""
    from houzhi.render._geometry import segment_meets_box

    return segment_meets_box(box, a, b)


@pytest.mark.parametrize(("d", "kw", "standard"), [
    (50, {}, "han"), (70, {}, "han"), (90, {}, "han"), (70, {}, "ming"),
    (90, {"rite": "賓射", "rank": "天子"}, "han"), (50, {"rite": "鄉射"}, "qing")])
def test_the_assembly_dxf_labels_are_clear_of_the_posts_and_the_marks(d, kw, standard):
    """Every character of every label (its outline's box) lies off the post lines and off the
    outlines of the 鵠 or the 正's rings — and the sides are marked 東 left, 西 right."""
    from houzhi.render.dxf import _glyph_box, assembly_dxf
    from houzhi.render.fonts import face

    doc = assembly_dxf(Target.of(d, **kw), standard)
    msp = doc.modelspace()
    segments = [((ln.dxf.start.x, ln.dxf.start.y), (ln.dxf.end.x, ln.dxf.end.y))
                for ln in msp.query('LINE[layer=="POST"]')]
    for ring in msp.query('LWPOLYLINE[layer=="HU"]'):
        pts = [(p[0], p[1]) for p in ring.get_points()]
        segments += list(zip(pts, pts[1:] + pts[:1], strict=True))
    assert len(segments) >= 2 + 4
    glyphs = []
    for ins in msp.query('INSERT[layer=="ANNOTATION"]'):
        char = chr(int(ins.dxf.name.removeprefix("GLYPH_"), 16))
        x0, y0, x1, y1 = _glyph_box(char, face())
        (x, y), h = (ins.dxf.insert.x, ins.dxf.insert.y), ins.dxf.xscale
        glyphs.append((char, (x + h * x0, y + h * y0, x + h * x1, y + h * y1)))
    assert glyphs
    crossed = [(c, box) for c, box in glyphs for a, b in segments if _clips(box, a, b)]
    assert not crossed
    texts = {t.dxf.text: t.dxf.insert.x for t in msp.query('TEXT[layer=="TEXT"]')}
    assert texts["東 E"] < 0 < texts["西 W"]


@pytest.mark.parametrize("d", [70, 90])
def test_the_range_s_label_on_the_book_s_ground_plan_covers_no_target_s(d):
    """On the 大射 ground the 參 and the 干 stand on the range's line: the 侯道 label sits in
    the longest stretch free of them, its box overlapping no target's label."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.making.build import build
    from houzhi.render.book import _PAGES, book_pages

    fig = book_pages(build(d))[[t for t, _, _ in _PAGES].index("ground")]
    canvas = FigureCanvasAgg(fig)
    canvas.draw()  # the plan's aspect is applied at the draw: measure what is drawn
    renderer = canvas.get_renderer()
    (ax,) = [a for a in fig.axes if any(t.get_text().startswith("侯道") for t in a.texts)]
    (label,) = [t for t in ax.texts if t.get_text().startswith("侯道")]
    box = label.get_window_extent(renderer)
    targets = [t for t in ax.texts if t.get_text() in ("大侯", "參", "干")]
    assert len(targets) == 3
    for t in targets:
        assert not box.overlaps(t.get_window_extent(renderer)), t.get_text()


@functools.cache
def _characters_houzhi_may_draw() -> frozenset[str]:
    """Every character of houzhi's passages, its citations, its glossary and the strings of its
    renderers and commands (docstrings left out)."""
    import ast
    from pathlib import Path

    from shelf import all_citations

    from houzhi.sources.passages import passages

    src = Path(__file__).resolve().parents[1] / "src" / "houzhi"
    chars = {ch for p in passages().values() for ch in p}
    chars |= {ch for c in all_citations() for ch in str(c)}
    for path in [*src.glob("render/*.py"), *src.glob("cli/*.py"), *src.glob("making/*.py"),
                 *src.glob("documents/*.py"), src / "sources" / "glossary.py",
                 src / "canon" / "rites.py", src / "model" / "marks.py"]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, ast.FunctionDef | ast.ClassDef | ast.Module | ast.AsyncFunctionDef)
                and n.body and isinstance(n.body[0], ast.Expr)}
        chars |= {ch for n in ast.walk(tree)
                  if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
                  for ch in n.value}
    return frozenset(chars)


def test_the_font_has_every_character_houzhi_may_draw():
    """houzhi draws with the CJK font alone (no fallback): every character of its passages, its
    glossary and the strings of its renderers and commands must be in the font's cmap."""
    from fontTools.ttLib import TTFont

    from houzhi.render.fonts import font_path

    cmap = TTFont(str(font_path()), lazy=True).getBestCmap()
    missing = sorted(ch for ch in _characters_houzhi_may_draw()
                     if ch.isprintable() and ord(ch) not in cmap)
    assert not missing, missing


def _measured_both_ways(font, char):
    """``char``'s answers made from one load of its glyph, and set_text's and libraqm's own."""
    from houzhi.render import _pdf

    index = font.get_char_index(ord(char))
    return _pdf._from_glyph(font, index), (_pdf._character_measured(font, char),
                                           _pdf._step_measured(font, None, None, char))


@pytest.mark.parametrize(("size", "dpi"), [(5.5, 72), (8, 110), (100, 72), (9.5, 72)])
def test_every_character_houzhi_draws_measures_from_one_load_of_its_glyph_as_freetype_and_libraqm_do(
        size, dpi):
    """houzhi measures and lays out a character from one load of its glyph
    (houzhi.render._pdf._loaded_once): at the sizes and resolutions of its drawings and book,
    every plain character it may draw gets set_text's and libraqm's answers."""
    from houzhi.render import _pdf

    font = _houzhi_font()
    font.set_size(size, dpi)
    chars = sorted(ch for ch in _characters_houzhi_may_draw()
                   if _pdf._plain_char(ch) and ch not in _pdf._HIDDEN
                   and font.get_char_index(ord(ch)))
    assert len(chars) > 1000
    wrong = [(ch, *_measured_both_ways(font, ch)) for ch in chars]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert not wrong, wrong[:5]


def _houzhi_font():
    from matplotlib.font_manager import FontProperties, findfont, get_font

    from houzhi.render.fonts import matplotlib_family

    return get_font(findfont(FontProperties(family=matplotlib_family())))


@given(st.one_of(st.characters(min_codepoint=0x20, max_codepoint=0x24F),
                 st.characters(min_codepoint=0x2000, max_codepoint=0x33FF),
                 st.characters(min_codepoint=0x4E00, max_codepoint=0x9FFF),
                 st.characters(min_codepoint=0xFF00, max_codepoint=0xFFEF)),
       st.sampled_from([4.5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 14, 15, 20, 40, 100]),
       st.sampled_from([72, 96, 100, 110, 144, 200, 300]))
def test_a_character_measures_from_one_load_of_its_glyph_as_freetype_and_libraqm_do(
        char, size, dpi):
    from houzhi.render import _pdf

    font = _houzhi_font()
    font.set_size(size, dpi)
    if not _pdf._plain_char(char) or char in _pdf._HIDDEN or not font.get_char_index(ord(char)):
        return
    made, usual = _measured_both_ways(font, char)
    assert made == usual


def test_a_character_the_font_lacks_or_hangul_filler_is_never_measured_from_its_glyph():
    from houzhi.render import _pdf

    font = _houzhi_font()
    font.set_size(9, 72)
    for char in ("\U0001F3F9", "\u3164", "\uffa0", "\u0301", "\u200d"):
        assert _pdf._loaded_once(font, 9, 72, char) is None


def test_measures_are_not_made_from_one_glyph_load_where_the_first_disagrees(monkeypatch):
    """A font, size and resolution whose first character's one-load answers are not
    matplotlib's is measured the usual way from then on."""
    from houzhi.render import _pdf

    font = _houzhi_font()
    size = 13.25  # a size no other test measures at
    font.set_size(size, 72)
    monkeypatch.setattr(_pdf, "_ONE_LOAD_AGREES", {})
    made = _pdf._from_glyph
    monkeypatch.setattr(_pdf, "_from_glyph",
                        lambda f, i: ((made(f, i)[0][0] + 1, *made(f, i)[0][1:]), made(f, i)[1]))
    assert _pdf._loaded_once(font, size, 72, "侯") is None
    assert _pdf._loaded_once(font, size, 72, "中") is None  # not asked again
    monkeypatch.undo()
    monkeypatch.setattr(_pdf, "_ONE_LOAD_AGREES", {})
    assert _pdf._loaded_once(font, size, 72, "侯") == _measured_both_ways(font, "侯")[1]


@pytest.mark.parametrize("reading", ["郝敬", "鄭玄"])
def test_the_book_s_posts_page_says_what_the_text_sheet_says_and_its_caption_clears_the_axes(
        reading, capsys):
    """郝敬's square 侯 at 七十弓: the posts stand upright, and the PDF's posts page said
    "leaning outward 0 尺 per 尺 (0.0°…; 植則在兩旁邪豎之)" and "lean 0.0° outward" where the text
    sheet says "upright, no lean" and why; its caption "foot 6699 mm" overprinted the "-2000"
    of the axis. The page takes the sheet's words, and the caption lies inside the axes, off
    every tick label and off the post."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.cli import main
    from houzhi.making.build import build
    from houzhi.render.book import book_pages

    b = build(70, reading=reading)
    (fig,) = [f for f in book_pages(b) if any(t.get_text().startswith("ropes 綱") for t in f.texts)]
    page = "".join("".join(t.get_text().split()) for t in fig.texts)
    (ax,) = [a for a in fig.axes if a.get_xlabel().startswith("mm east")]  # not the knots
    drawn = " ".join(t.get_text() for t in ax.texts)
    assert main(["build", "70", "--reading", reading]) == 0
    sheet = capsys.readouterr().out
    words = b.posts.lean_words()
    assert words in sheet and "".join(words.split()) in page  # the sheet's own words
    if b.rigging.upright:
        assert words == "upright, no lean" and "upright, no lean" in drawn
        assert "".join(b.rigging.post_note.split()) in page and b.rigging.post_note in sheet
        assert "0.0°" not in page + drawn and "植則在兩旁邪豎之);" not in page
        assert "per尺" not in page and "outward" not in drawn
    else:
        assert "植則在兩旁邪豎之" in page and "upright" not in page + drawn
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    (caption,) = [t for t in ax.texts if t.get_text().startswith("foot ")]
    box = caption.get_window_extent(renderer)
    frame = ax.get_window_extent(renderer)
    assert frame.x0 <= box.x0 and box.x1 <= frame.x1 and frame.y0 <= box.y0 and box.y1 <= frame.y1
    ticks = [t for axis in (ax.xaxis, ax.yaxis) for t in axis.get_ticklabels() if t.get_text()]
    assert ticks and not any(box.overlaps(t.get_window_extent(renderer)) for t in ticks)
    (post,) = [line for line in ax.get_lines() if line.get_linewidth() == 4]
    ends = ax.transData.transform(list(zip(post.get_xdata(), post.get_ydata(), strict=True)))
    assert not _clips((box.x0, box.y0, box.x1, box.y1), tuple(ends[0]), tuple(ends[1]))


_EVERY = [(r, d) for r in ("鄭玄", "鄭眾", "林希逸", "劉敞", "敖繼公", "郝敬") for d in (50, 70, 90)]


@pytest.mark.parametrize(("reading", "d"), _EVERY)
def test_the_assembly_dxf_names_the_rule_the_sheet_hangs_the_target_by(reading, d):
    """The 去地 label names the rule that set the height, in the build sheet's words: 郝敬's 參
    was labelled 見鵠 where he denies it (豻侯下綱離地尺二寸 … 二侯在外可知矣); a height the
    reading cannot give is labelled so, with where it is drawn."""
    from houzhi.errors import BadValueError
    from houzhi.making.build import build
    from houzhi.render.dxf import assembly_dxf

    t = Target.of(d, reading=reading)
    (said,) = [x.dxf.text for x in assembly_dxf(t, "han").modelspace().query('TEXT[layer=="TEXT"]')
               if x.dxf.text.startswith("去地")]
    words = t.hanging_words
    assert f"({words})" in said
    if "bottom" in t.not_given:
        assert said.startswith("去地 not given") and reading == "劉敞"
        with pytest.raises(BadValueError):
            build(d, reading=reading)
        return
    assert said == f"去地 {format_chi(t.bottom_chi)} ({words})"
    first = build(d, reading=reading).steps[0]  # the sheet hangs it by the same words
    assert words in first.what or any(words in c.quote for c in first.citations)
    if reading == "郝敬":
        assert words == "豻侯下綱離地尺二寸" and "見鵠" not in said
    elif d > 50:
        assert words == "見鵠" and "見鵠於" in first.what


def _label_boxes(doc):
    """Each ANNOTATION glyph's box (char, (x0, y0, x1, y1)) of an assembly DXF drawn in the
    language spoken now (its face's glyphs)."""
    from houzhi.render.dxf import _glyph_box
    from houzhi.render.fonts import face

    out = []
    for ins in doc.modelspace().query('INSERT[layer=="ANNOTATION"]'):
        char = chr(int(ins.dxf.name.removeprefix("GLYPH_"), 16))
        x0, y0, x1, y1 = _glyph_box(char, face())
        (x, y), h = (ins.dxf.insert.x, ins.dxf.insert.y), ins.dxf.xscale
        out.append((char, (x + h * x0, y + h * y0, x + h * x1, y + h * y1)))
    return out


@pytest.mark.parametrize(("reading", "d"), _EVERY)
def test_every_reading_s_assembly_dxf_labels_are_clear_of_the_posts(reading, d):
    """林希逸's 侯 stands close to its posts: the marks' label (鵠 四尺六寸大半寸 / 麋飾 not
    placed) and the 下个·身's ran through the east or west post, and 劉敞's 上舌 at 九十弓. Every
    glyph lies off the post lines and off the 鵠's outline, and the marks' label within the
    侯's height (not up among the titles)."""
    from houzhi.render.dxf import assembly_dxf

    t = Target.of(d, reading=reading)
    msp = assembly_dxf(t, "han").modelspace()
    posts = [((ln.dxf.start.x, ln.dxf.start.y), (ln.dxf.end.x, ln.dxf.end.y))
             for ln in msp.query('LINE[layer=="POST"]')]
    rings = []
    for ring in msp.query('LWPOLYLINE[layer=="HU"]'):
        pts = [(p[0], p[1]) for p in ring.get_points()]
        rings += list(zip(pts, pts[1:] + pts[:1], strict=True))
    assert len(posts) == 2 and rings
    glyphs = _label_boxes(msp.doc)
    assert not [(c, box) for c, box in glyphs for a, b in posts + rings if _clips(box, a, b)]
    mm = float(to_metric("一尺", "han", "mm").magnitude)
    (marks,) = [x for x in msp.query('TEXT[layer=="TEXT"]')
                if x.dxf.text.startswith(t.setting.hou.marks + " ")]
    assert float(t.bottom_chi) * mm < marks.dxf.align_point.y < float(t.top_chi) * mm


@pytest.mark.parametrize(("reading", "d"), _EVERY)
def test_every_reading_s_elevation_keeps_its_marks_label_off_the_posts_and_the_joins(reading, d):
    """On the book's assembly (the elevation with the joins drawn over it), the marks' label
    ran through 林希逸's leaning east post and lay on 郝敬's red dashed join. Measured as drawn:
    the label's box meets no post line and no join, and overlaps no other label; 劉敞's 侯,
    which has no sheet, is drawn alone (plots.elevation)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.errors import BadValueError
    from houzhi.making.build import build
    from houzhi.render import plots
    from houzhi.render.book import _assembly, _Page

    t = Target.of(d, reading=reading)
    try:
        b = build(d, reading=reading)
    except BadValueError:
        fig = plots.elevation(t)
    else:
        import matplotlib

        with matplotlib.rc_context(plots.style()):  # as book_pages draws it
            page = _Page((297.0, 210.0))
            _assembly(page, b)
        fig = page.fig
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    (ax,) = [a for a in fig.axes if any(x.get_text().startswith(t.setting.hou.marks + " ")
                                        for x in a.texts)]
    (label,) = [x for x in ax.texts if x.get_text().startswith(t.setting.hou.marks + " ")]
    box = label.get_window_extent(renderer)
    lines = [ln for ln in ax.get_lines() if ln.get_color() in ("#7a4b1c", "#c8322a")]
    assert len([ln for ln in lines if ln.get_color() == "#7a4b1c"]) == 2
    for ln in lines:
        ends = ax.transData.transform(list(zip(ln.get_xdata(), ln.get_ydata(), strict=True)))
        assert not _clips((box.x0, box.y0, box.x1, box.y1), tuple(ends[0]), tuple(ends[-1])), \
            ln.get_color()
    for other in ax.texts:
        if other is not label and other.get_text().strip():
            assert not box.overlaps(other.get_window_extent(renderer)), other.get_text()


@given(st.lists(st.floats(-50, 50, allow_nan=False), min_size=4, max_size=4),
       st.tuples(st.floats(-60, 60), st.floats(-60, 60)),
       st.tuples(st.floats(-60, 60), st.floats(-60, 60)))
def test_a_segment_meets_a_box_where_a_point_of_it_lies_in_the_box(corners, a, b):
    """The renderers' label placement (render._geometry): checked against points sampled
    along the segment, not against another clipping algorithm."""
    from houzhi.render._geometry import segment_meets_box

    x0, x1 = sorted(corners[:2])
    y0, y1 = sorted(corners[2:])
    box = (x0, y0, x1, y1)
    inside = any(x0 <= a[0] + (b[0] - a[0]) * t <= x1 and y0 <= a[1] + (b[1] - a[1]) * t <= y1
                 for t in (k / 200 for k in range(201)))
    if inside:
        assert segment_meets_box(box, a, b)
    # wholly on one side of the box: never
    assert not segment_meets_box(box, (x1 + 1, a[1]), (x1 + 2 + abs(b[0]), b[1]))
    assert not segment_meets_box(box, (a[0], y0 - 1), (b[0], y0 - 2 - abs(b[1])))


@pytest.mark.parametrize("layout", [None, "constrained"])
@pytest.mark.parametrize("what", ["elevation", "curves", "cutting"])
def test_in_a_small_grid_every_label_stays_inside_its_axes(what, layout):
    """Issue 23: three drawings (of 50, 70 and 90弓) on a user's row of Axes in a small figure:
    every text houzhi set in a drawing — the elevation's dimensions beside the 侯 and the posts,
    the curves' note of the stated figures — lies, as the renderer measures it, inside its own
    axes; the title and the axis label within the axes' width."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from houzhi.render import plots

    fig = Figure(figsize=(9, 4), layout=layout)
    FigureCanvasAgg(fig)
    axs = fig.subplots(1, 3)
    for ax, gong in zip(axs, (50, 70, 90), strict=True):
        if what == "elevation":
            plots.elevation(Target.of(gong), ax=ax)
        elif what == "curves":
            plots.curves(range(10, 121, 10), ax=ax)
        else:
            plots.cutting_preview(plan(Target.of(gong)), ax=ax)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    for ax in axs:
        box = ax.get_window_extent(renderer)
        texts = [t for t in ax.texts if t.get_text().strip()]
        assert len(texts) >= {"elevation": 10, "curves": 4, "cutting": 5}[what]
        for text in texts:
            e = text.get_window_extent(renderer)
            assert (box.x0 <= e.x0 and e.x1 <= box.x1 and box.y0 <= e.y0
                    and e.y1 <= box.y1), (text.get_text(), e, box)
        for text in (ax.title, ax.xaxis.label):
            e = text.get_window_extent(renderer)
            assert box.x0 - 1 <= e.x0 and e.x1 <= box.x1 + 1, text.get_text()


def test_the_build_books_axes_keep_their_labels_as_placed(t70):
    """The book's pages place their drawings' labels themselves: an Axes marked as placed
    keeps the elevation's own limits and font sizes."""
    from matplotlib.figure import Figure

    from houzhi.render import plots

    own = plots.elevation(t70).axes[0]                 # houzhi's own figure: nothing fitted
    drawn = []
    for mark in (False, True):
        fig = Figure(figsize=(3, 2))
        ax = fig.add_axes((0.1, 0.1, 0.8, 0.8))
        plots.elevation(t70, ax=plots.as_placed(ax) if mark else ax)
        drawn.append((ax.get_xlim(), sorted(t.get_fontsize() for t in ax.texts)))
    (fitted_x, _), (placed_x, placed) = drawn
    assert placed_x == own.get_xlim()
    assert placed == sorted(t.get_fontsize() for t in own.texts)
    assert fitted_x != placed_x                        # on a small axes, fitted otherwise


def _pdf_of_text(texts) -> bytes:
    import io

    import matplotlib
    from matplotlib.figure import Figure

    from houzhi.render import plots

    with matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}):
        fig = Figure(figsize=(4, 3))
        for i, (text, size) in enumerate(texts):
            fig.text(0.05, 0.9 - 0.12 * i, text, fontsize=size, rotation=7 * i,
                     ha=("left", "center", "right")[i % 3])
        buf = io.BytesIO()
        fig.savefig(buf, format="pdf", metadata={"CreationDate": None})
    return buf.getvalue()


@given(st.lists(st.tuples(st.text(alphabet="侯中躬舌个綱縜植乏。，：（）abcXYZ 0123·°—×", min_size=1,
                                  max_size=30), st.sampled_from([5, 7, 9.5, 14])),
                min_size=1, max_size=6))
def test_pdf_text_without_the_unused_glyph_loads_is_the_same_pdf(texts):
    from matplotlib.backends import backend_pdf

    from houzhi.render._pdf import glyphs_loaded_once

    usual = backend_pdf._text_helpers
    stream = (backend_pdf.Stream.write, backend_pdf.Stream._flush)
    plain = _pdf_of_text(texts)
    with glyphs_loaded_once():
        assert backend_pdf._text_helpers is not usual  # the lighter layout is in place
        assert backend_pdf.Stream.write is not stream[0]  # streams compressed whole
        with glyphs_loaded_once():  # one block inside another
            lighter = _pdf_of_text(texts)
        again = _pdf_of_text(texts)
    assert backend_pdf._text_helpers is usual  # and taken away after
    assert (backend_pdf.Stream.write, backend_pdf.Stream._flush) == stream
    assert lighter == plain
    assert again == plain


def test_pdf_text_of_more_glyphs_than_a_type3_font_holds_is_the_same_pdf():
    # 300 characters: the Type 3 font is split in subsets of 256, so one string changes font
    from houzhi.render._pdf import glyphs_loaded_once

    many = "".join(chr(0x4E00 + 7 * k) for k in range(300))
    texts = [(many[:150], 7), (many[150:] + " abc 侯", 9.5), (many[100:200], 5)]
    plain = _pdf_of_text(texts)
    with glyphs_loaded_once():
        lighter = _pdf_of_text(texts)
    assert lighter == plain


def _svg_of_text(texts) -> str:
    import io

    import matplotlib
    from matplotlib.figure import Figure
    from matplotlib.textpath import text_to_path

    from houzhi.render import plots

    with matplotlib.rc_context({**plots.style(), "svg.fonttype": "path"}):
        fig = Figure(figsize=(4, 3))
        ax = fig.add_axes((0.1, 0.1, 0.8, 0.8))
        for i, (text, size) in enumerate(texts):
            ax.text(0.05, 0.9 - 0.12 * i, text, fontsize=size, rotation=7 * i,
                    ha=("left", "center", "right")[i % 3], va=("baseline", "top", "center")[i % 3])
        ax.set_xlabel(texts[0][0])
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={"Date": None})
        # a measure houzhi takes itself, as plots' fitting of labels does
        widths = [text_to_path.get_text_width_height_descent(t.get_text().replace("\n", " "), t.get_fontproperties(),
                                                             ismath=False) for t in ax.texts]
    return buf.getvalue() + repr(widths)


@given(st.lists(st.tuples(st.text(alphabet="侯中躬舌个綱縜植乏。，：（）abcXYZ 0123·°—×\n", min_size=1,
                                  max_size=30), st.sampled_from([5, 7, 9.5, 14])),
                min_size=1, max_size=6))
def test_svg_text_with_its_measures_and_outlines_kept_is_the_same_svg(texts):
    from matplotlib.textpath import TextToPath

    from houzhi.render._text_paths import text_paths_kept

    usual = (TextToPath.get_text_width_height_descent, TextToPath.get_glyphs_with_font)
    plain = _svg_of_text(texts)
    with text_paths_kept():
        assert TextToPath.get_glyphs_with_font is not usual[1]  # the kept shapes are in use
        first = _svg_of_text(texts)
        with text_paths_kept():  # one block inside another; the shapes now kept
            again = _svg_of_text(texts)
    assert (TextToPath.get_text_width_height_descent, TextToPath.get_glyphs_with_font) == usual
    assert first == plain
    assert again == plain


def _png_of_text(texts, dpi: float) -> bytes:
    import io

    import matplotlib
    from matplotlib.figure import Figure

    from houzhi.render import plots

    with matplotlib.rc_context(plots.style()):
        fig = Figure(figsize=(3, 2), layout="constrained")  # the layout measures each text first
        ax = fig.add_subplot()
        for i, (text, size) in enumerate(texts):
            ax.text(0.05, 0.9 - 0.12 * i, text, fontsize=size, rotation=7 * i,
                    ha=("left", "center", "right")[i % 3], va=("baseline", "top", "center")[i % 3])
        ax.set_xlabel(texts[0][0])
        buf = io.BytesIO()
        fig.savefig(buf, format="rgba", dpi=dpi)
    return buf.getvalue()


@given(st.lists(st.tuples(st.text(alphabet="侯中躬舌个綱縜植乏。，：（）abcXYZ 0123·°—×\n\u0301", min_size=1,
                                  max_size=30), st.sampled_from([5, 7, 9.5, 14])),
                min_size=1, max_size=5),
       st.sampled_from([72, 110]))
@settings(max_examples=25)  # three pictures drawn for each
def test_png_text_measured_and_laid_out_from_its_characters_is_the_same_picture(texts, dpi):
    from matplotlib.backends.backend_agg import RendererAgg

    from houzhi.render._agg_text import agg_text_from_characters

    usual = (RendererAgg.get_text_width_height_descent, RendererAgg.draw_text)
    plain = _png_of_text(texts, dpi)
    with agg_text_from_characters():
        assert RendererAgg.draw_text is not usual[1]  # the characters' layout is in use
        first = _png_of_text(texts, dpi)
        with agg_text_from_characters():  # one block inside another
            again = _png_of_text(texts, dpi)
    assert (RendererAgg.get_text_width_height_descent, RendererAgg.draw_text) == usual
    assert first == plain
    assert again == plain


@given(st.lists(st.tuples(st.text(alphabet="侯中躬舌个綱縜植乏。，：（）abcXYZ 0123·°—×\n", min_size=1,
                                  max_size=30), st.sampled_from([5, 7, 9.5, 14])),
                min_size=1, max_size=4))
@settings(max_examples=20)  # three pictures, three SVGs and three PDFs for each
def test_text_laid_out_with_its_font_tables_read_once_is_the_same_drawing(texts):
    from matplotlib import text

    from houzhi.render._font_tables import font_tables_kept

    def drawn() -> tuple[bytes, str, bytes]:
        return _png_of_text(texts, 110), _svg_of_text(texts), _pdf_of_text(texts)

    usual = text.get_font
    plain = drawn()
    with font_tables_kept():
        assert text.get_font is not usual  # the fonts with their tables kept are in use
        first = drawn()
        with font_tables_kept():  # one block inside another
            again = drawn()
    assert text.get_font is usual  # and taken away after
    assert first == plain
    assert again == plain


@given(st.text(alphabet="侯中躬舌个綱縜植乏。，：（）「」abcgjpqXYZ _-0123·°—×…", max_size=40),
       st.sampled_from([4.5, 6, 7, 9.5, 14, 30]))
def test_pdf_text_measured_from_its_characters_measures_as_freetype_does(text, size):
    import matplotlib
    from matplotlib.backends import _backend_pdf_ps
    from matplotlib.backends.backend_pdf import RendererPdf
    from matplotlib.font_manager import FontProperties

    from houzhi.render import plots
    from houzhi.render._pdf import glyphs_loaded_once

    renderer = RendererPdf.__new__(RendererPdf)  # measuring needs no file
    usual = _backend_pdf_ps.RendererPDFPSBase.get_text_width_height_descent
    with matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}):
        prop = FontProperties(size=size)
        plain = renderer.get_text_width_height_descent(text, prop, ismath=False)
        with glyphs_loaded_once():
            assert _backend_pdf_ps.RendererPDFPSBase.get_text_width_height_descent is not usual
            lighter = renderer.get_text_width_height_descent(text, prop, ismath=False)
            again = renderer.get_text_width_height_descent(text, prop, ismath=False)
    assert _backend_pdf_ps.RendererPDFPSBase.get_text_width_height_descent is usual
    assert lighter == plain
    assert again == plain


def test_pdf_text_with_a_character_the_font_lacks_is_measured_and_warned_of_as_usual():
    import matplotlib
    from matplotlib.backends.backend_pdf import RendererPdf
    from matplotlib.font_manager import FontProperties

    from houzhi.render import plots
    from houzhi.render._pdf import glyphs_loaded_once

    renderer = RendererPdf.__new__(RendererPdf)
    text = "侯 \U0001F3F9 abc"  # a bow and arrow: no glyph in Noto Sans CJK
    with matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}):
        prop = FontProperties(size=9)
        with pytest.warns(UserWarning, match="missing from font"):
            plain = renderer.get_text_width_height_descent(text, prop, ismath=False)
        with glyphs_loaded_once(), pytest.warns(UserWarning, match="missing from font"):
            lighter = renderer.get_text_width_height_descent(text, prop, ismath=False)
    assert lighter == plain


@given(st.text(alphabet="侯中躬舌个綱縜植乏。，：（）「」abcfiflgjAVTo _-0123·°—×…\u0301\u200d\t",
               max_size=40),
       st.sampled_from([4.5, 6, 7, 9.5, 14, 30]))
def test_pdf_text_laid_out_from_its_characters_is_laid_out_as_libraqm_does(text, size):
    import matplotlib
    from matplotlib.font_manager import FontProperties, fontManager, get_font
    from matplotlib.ft2font import LoadFlags

    from houzhi.render import _pdf, plots

    with matplotlib.rc_context({**plots.style(), "pdf.fonttype": 3}):
        font = get_font(fontManager._find_fonts_by_props(FontProperties(size=size)))
    font.set_size(size, 72)

    def fields(items):
        return [(i.ft_object, i.char, i.glyph_index, i.x, i.y, i.prev_kern) for i in items]

    usual = fields(font._layout(text, LoadFlags.NO_HINTING))
    _pdf._STATE.size = size
    try:
        made = _pdf._layout(text, font, None, None)
    finally:
        _pdf._STATE.size = None
    if any(c in text for c in "\u0301\u200d\t"):  # a mark, a joiner, a tab: libraqm's own
        assert made is None
    elif text:
        assert made is not None
        assert fields(made) == usual


_PDF_VALUES = st.recursive(
    st.one_of(st.floats(allow_nan=False, allow_infinity=False, width=64), st.integers(-10**12, 10**12),
              st.booleans(), st.none(), st.binary(max_size=8), st.just(b"(a\\b)\r"), st.just(-0.0)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner)), max_leaves=12)


@given(_PDF_VALUES)
def test_pdf_numbers_written_the_quick_way_are_written_as_matplotlib_writes_them(value):
    import numpy as np
    from matplotlib.backends import backend_pdf

    from houzhi.render._pdf import _quick_repr

    quick = _quick_repr(backend_pdf.pdfRepr, backend_pdf._fill, backend_pdf._str_escapes)
    assert quick(value) == backend_pdf.pdfRepr(value)
    assert quick([np.float64(0.5), value]) == backend_pdf.pdfRepr([np.float64(0.5), value])
    with pytest.raises(ValueError):
        quick([1.0, float("inf")])


@pytest.mark.parametrize("text", ["AV", "LT", "To Wa", "AVAV yTy"])
def test_pdf_text_in_a_face_that_kerns_by_its_tables_measures_as_freetype_does(text):
    """A face with shaping tables and no legacy kern flag (the Noto CJK collection as its
    package installs it, with its GPOS: the fonts' fallback where no copy can be made) is
    measured the usual way, as it is laid out: set_text shapes the string, so its characters'
    sum is not its measure."""
    import matplotlib
    from matplotlib.backends.backend_pdf import RendererPdf
    from matplotlib.font_manager import FontProperties

    from houzhi.render._pdf import glyphs_loaded_once
    from houzhi.render.fonts import packaged_font_path

    renderer = RendererPdf.__new__(RendererPdf)
    prop = FontProperties(fname=str(packaged_font_path()), size=10)
    with matplotlib.rc_context({"pdf.fonttype": 3}):
        plain = renderer.get_text_width_height_descent(text, prop, ismath=False)
        with glyphs_loaded_once():
            lighter = renderer.get_text_width_height_descent(text, prop, ismath=False)
    assert lighter == plain


def _dxf_text(make) -> str:
    import io

    buf = io.StringIO()
    make().write(buf)
    return buf.getvalue()


@pytest.mark.parametrize("what", ["assembly", "cutting"])
def test_dxf_with_its_attributes_set_and_written_quickly_is_the_same_dxf(what):
    from ezdxf.entities.dxfns import DXFNamespace

    from houzhi.making.cutting import plan
    from houzhi.render._dxf_quick import attributes_quickly
    from houzhi.render.dxf import assembly_dxf, cutting_plan_dxf

    t = Target.of(70)
    make = (lambda: assembly_dxf(t, "han")) if what == "assembly" else (
        lambda: cutting_plan_dxf(plan(t), "ming"))
    usual = (DXFNamespace.__setattr__, DXFNamespace.export_dxf_attribs)
    plain = _dxf_text(make)
    with attributes_quickly():
        assert DXFNamespace.export_dxf_attribs is not usual[1]  # the quick ones in place
        with attributes_quickly():  # one block inside another
            quick = _dxf_text(make)
        again = _dxf_text(make)
    assert (DXFNamespace.__setattr__, DXFNamespace.export_dxf_attribs) == usual  # taken away
    assert quick == plain
    assert again == plain


def test_dxf_attributes_set_quickly_are_checked_as_ezdxf_checks_them():
    import ezdxf
    from ezdxf.lldxf.const import DXFAttributeError, DXFValueError

    from houzhi.render._dxf_quick import attributes_quickly

    def attempts() -> list[str]:
        doc = ezdxf.new("R2018")
        line = doc.modelspace().add_line((0, 0), (1, 1))
        said = []
        for key, value in (("color", 300), ("layer", "a<b"), ("nonsense", 1), ("thickness", "x"),
                           ("start", (2, 3)), ("extrusion", (0, 0, 0))):
            try:
                setattr(line.dxf, key, value)
                said.append(f"{key} = {getattr(line.dxf, key)!r}")
            except (DXFAttributeError, DXFValueError, ValueError) as exc:
                said.append(f"{key}: {type(exc).__name__}")
        return said

    plain = attempts()
    with attributes_quickly():
        quick = attempts()
    assert quick == plain
    # as ezdxf does: a colour out of range fixed (256, by layer), a layer name with < refused,
    # an unknown attribute refused, a number that is not one refused, a point made a Vec3, an
    # extrusion of no length fixed to the z axis
    assert plain == ["color = 256", "layer: DXFValueError", "nonsense: DXFAttributeError",
                     "thickness: ValueError", "start = Vec3(2.0, 3.0, 0.0)",
                     "extrusion = Vec3(0.0, 0.0, 1.0)"]


_PDF_BY_FONTTYPE = r"""
import hashlib, io, sys
import matplotlib
matplotlib.use("Agg")
if sys.argv[1] == "lazy":
    from houzhi.render._pdf import pdf_backend
    PdfPages = pdf_backend().PdfPages
else:
    from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure
from houzhi.render import plots
said = []
for fonttype in (3, 42):
    with matplotlib.rc_context({**plots.style(), "pdf.fonttype": fonttype}):
        fig = Figure(figsize=(2, 1))
        fig.text(0.1, 0.5, "侯道 50弓 Abc")
        buf = io.BytesIO()
        with PdfPages(buf, metadata={"CreationDate": None}) as pdf:
            pdf.savefig(fig)
    said.append(hashlib.sha256(buf.getvalue()).hexdigest())
    said.append(type(sys.modules["fontTools.subset"]).__name__)
print(" ".join(said))
"""


def test_the_pdf_backend_loads_font_subsetting_when_a_font_is_subset():
    lazy, usual = (subprocess.run([sys.executable, "-c", _PDF_BY_FONTTYPE, how], capture_output=True,
                                  text=True, check=True).stdout.split() for how in ("lazy", "usual"))
    # Type 3 (houzhi's PDFs): the same file, fontTools.subset not yet run; Type 42, which
    # subsets the font with it: it runs then, and the file is the same too
    assert lazy[0] == usual[0] and lazy[1] == "_LazyModule" and usual[1] == "module"
    assert lazy[2] == usual[2] and lazy[3] == "module"


def _figures_with_axes() -> list:
    from matplotlib.figure import Figure

    from houzhi.model.grounds import ground
    from houzhi.render import plots

    aligned = Figure(figsize=(4, 4))
    top, bottom = aligned.subplots(2, 1)
    top.plot([0, 1], [0, 1000])
    bottom.plot([0, 1], [0, 1])
    for ax in (top, bottom):
        ax.set_ylabel("尺 (north ↑)")
        ax.set_xlabel("east")
    aligned.align_ylabels()  # axes whose labels are aligned: boxes of both measured
    twin = Figure(figsize=(4, 3))
    ax = twin.add_subplot()
    ax.plot([0, 50, 90], [3, 2, 1])
    ax.twinx().plot([0, 50, 90], [10, 200, 30])
    ax.set_xlabel("range 侯道 (弓)")
    return [plots.ground_plan(ground("大射")), plots.curves(), aligned, twin]


@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_axes_with_their_tick_labels_measured_once_are_the_same_drawing(fmt):
    import io

    import matplotlib
    from matplotlib.axis import Axis

    from houzhi.render import plots
    from houzhi.render._tick_boxes import tick_boxes_once

    def drawn() -> list[bytes]:
        out = []
        with matplotlib.rc_context({**plots.style(), "svg.fonttype": "path", "pdf.fonttype": 3,
                                    "svg.hashsalt": "houzhi"}):
            for fig in _figures_with_axes():
                buf = io.BytesIO()
                fig.savefig(buf, format=fmt, metadata={"Date": None} if fmt == "svg" else
                            {"CreationDate": None} if fmt == "pdf" else None)
                out.append(buf.getvalue())
        return out

    usual = (Axis.draw, Axis._get_ticklabel_bboxes, Axis._get_tick_boxes_siblings)
    plain = drawn()
    with tick_boxes_once():
        assert Axis.draw is not usual[0]
        with tick_boxes_once():  # one block inside another
            once = drawn()
        again = drawn()
    assert (Axis.draw, Axis._get_ticklabel_bboxes, Axis._get_tick_boxes_siblings) == usual
    assert once == plain
    assert again == plain


@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_axes_with_ticks_made_only_where_shown_are_the_same_drawing(fmt):
    import io

    import matplotlib
    from matplotlib.axis import Tick
    from matplotlib.figure import Figure

    from houzhi.render import plots
    from houzhi.render._shown_ticks import shown_ticks_only

    def figures() -> list:
        odd = Figure(figsize=(5, 3))
        small, logged, flipped = odd.subplots(1, 3)
        small.plot([0.013, 0.0171], [2.5e6, 2.5e6 + 3])  # decimals and an offset chosen from all
        logged.semilogy([1, 2, 3], [0.3, 40, 9000])
        flipped.plot([0, 7], [0, 1.25])
        flipped.invert_xaxis()
        flipped.set_yticks([])
        return [*_figures_with_axes(), odd]

    def drawn(only_shown: bool) -> tuple[list[bytes], int]:
        out, made = [], 0
        with matplotlib.rc_context({**plots.style(), "svg.fonttype": "path", "pdf.fonttype": 3,
                                    "svg.hashsalt": "houzhi"}):
            for fig in figures():
                ticks = [(ax, axis.get_major_locator(), axis.get_major_formatter())
                         for ax in fig.axes for axis in (ax.xaxis, ax.yaxis)]
                buf = io.BytesIO()
                before = len(made_ticks)
                with shown_ticks_only(fig) if only_shown else contextlib.nullcontext():
                    fig.savefig(buf, format=fmt, metadata={"Date": None} if fmt == "svg" else
                                {"CreationDate": None} if fmt == "pdf" else None)
                made += len(made_ticks) - before
                # each axis has its own locator and formatter again
                assert ticks == [(ax, axis.get_major_locator(), axis.get_major_formatter())
                                 for ax in fig.axes for axis in (ax.xaxis, ax.yaxis)]
                out.append(buf.getvalue())
        return out, made

    made_ticks: list[object] = []
    init = Tick.__init__

    def counted(self, *args, **kwargs):
        made_ticks.append(self)
        init(self, *args, **kwargs)

    Tick.__init__ = counted
    try:
        plain, made_plain = drawn(False)
        shown, made_shown = drawn(True)
    finally:
        Tick.__init__ = init
    assert shown == plain
    assert made_shown < made_plain  # the ticks beyond the views were not made


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_forked_process_opens_the_dxf_font_anew():
    """The font the DXF's glyphs are read from is opened again in a forked process (the drawing
    set's second), not read through the parent's file, whose position both would share."""
    from houzhi.render import dxf
    from houzhi.render.fonts import face

    parent = dxf._ft_font(face())
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: its own font, the same glyphs
        try:
            own = dxf._ft_font(face())
            same = dxf._glyph.__wrapped__("侯", face())[1] == dxf._glyph("侯", face())[1]
            os.write(write, b"1" if own is not parent and same else b"0")
        finally:
            os._exit(0)
    os.close(write)
    got = os.read(read, 1)
    os.close(read)
    os.waitpid(pid, 0)
    assert got == b"1"
    assert dxf._ft_font(face()) is parent  # the parent's is kept
