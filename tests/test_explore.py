"""The Jupyter explorer and the rich display: what a user sees changes with the controls and
agrees with the model."""

import html
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest

from houzhi import READINGS, STANDARDS, Target
from houzhi.measure.notation import format_chi

ipywidgets = pytest.importorskip("ipywidgets")


def _cells(html_text):
    return [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<td>(.*?)</td>", html_text)]


def test_import_houzhi_stays_light():
    code = ("import sys, houzhi; houzhi.explore; "
            "print([m for m in ('ipywidgets', 'matplotlib') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_controls_offer_what_the_model_has():
    from houzhi import explore

    e = explore(50)
    assert [v for _, v in e.controls["reading"].options] == list(READINGS)
    assert [v for _, v in e.controls["standard"].options] == list(STANDARDS)
    assert set(e.controls) == {"range", "rite", "rank", "reading", "standard", "fabric"}


def test_rites_and_ranks_come_from_the_model_and_reach_it(monkeypatch):
    """With a model that offers rites (houzhi.canon.rites.RITES, Target.of(..., rite=, rank=)), the
    dropdowns list them and the chosen ones are passed to Target.of."""
    import types

    from houzhi.jupyter import explorer

    calls = []

    class Offering:  # Target.of as the rites model has it
        @staticmethod
        def of(range_, *, reading=None, rite=None, rank=None):
            calls.append((rite, rank))
            return Target.of(range_, reading=reading)

    rite = types.SimpleNamespace(label="大射")
    fake = types.ModuleType("houzhi.canon.rites")
    try:  # keep what the real module gives the rest of the model
        import houzhi.canon.rites as real  # type: ignore[import-not-found, unused-ignore]

        fake.__dict__.update({k: v for k, v in vars(real).items() if not k.startswith("__")})
    except ImportError:
        pass
    fake.RITES = {"dashe": rite}
    fake.RANKS = ("天子", "諸侯")
    monkeypatch.setitem(sys.modules, "houzhi.canon.rites", fake)
    monkeypatch.setattr("houzhi.canon.rites", fake, raising=False)
    monkeypatch.setattr(explorer, "Target", Offering)
    assert explorer.rite_choices() == (("大射 (dashe)", "dashe"),)
    e = explorer.explore(70, rite="大射", rank="諸侯")
    assert e.selection.rite == "dashe" and calls[-1] == ("dashe", "諸侯")
    e.controls["rite"].value = ""                        # back to the model's default
    assert calls[-1] == (None, "諸侯")
    with pytest.raises(explorer.UnknownNameError, match="燕射"):
        explorer.explore(70, rite="燕射")


@pytest.mark.parametrize("start,moved", [(50, 90), (30, 70)])
def test_moving_the_range_redraws_drawing_and_tables(start, moved):
    from houzhi import explore

    e = explore(start)
    before = (e.drawing.value, e.tables.value)
    e.controls["range"].value = moved
    assert e.drawing.value != before[0] and e.tables.value != before[1]
    # the tables show the model's own cloth total for the new range, in classical notation
    t = Target.of(moved)
    assert format_chi(t.cloth_total_chi) in _cells(e.tables.value)
    assert f") for {moved}弓 (" in e.tables.value
    ET.fromstring(e.drawing.value.removeprefix("<div>").removesuffix("</div>"))  # well-formed


def test_each_reading_is_the_model_reading():
    from houzhi import explore

    e = explore(50)
    for key, reading in READINGS.items():
        e.controls["reading"].value = key
        assert f"reading: {reading.label};" in e.tables.value
        total = Target.of(50, reading=key).cloth_total_chi
        assert format_chi(total) in _cells(e.tables.value)


def test_a_modern_fabric_under_another_standard_gives_millimetres():
    from houzhi import explore

    e = explore(50, standard="ming", fabric="modern, 150 cm wide")
    assert e.selection.standard == "ming"
    assert any(c.endswith(" mm") for c in _cells(e.tables.value))
    e.controls["fabric"].value = "Han cloth: 幅 2尺2寸, 匹 4丈"
    assert not any(c.endswith(" mm") for c in _cells(e.tables.value))


def test_a_range_the_slider_cannot_show_is_kept_until_it_moves():
    from houzhi import explore

    e = explore("70.5弓")
    assert e.selection.range_gong == Fraction(141, 2)
    e.controls["range"].value = 40
    assert e.selection.range_gong == 40


def test_a_refusal_by_the_model_is_one_line_not_a_traceback(monkeypatch):
    from houzhi.errors import BadValueError
    from houzhi.jupyter import explorer

    def refuse(self):
        raise BadValueError("no such target in this rite")

    monkeypatch.setattr(explorer.Selection, "target", refuse)
    e = explorer.explore(50)
    assert e.drawing.value == ""
    assert "no such target in this rite" in e.tables.value
    assert "Traceback" not in e.tables.value


def test_the_display_keeps_its_drawing_for_pdf_export():
    import base64

    from houzhi.jupyter.display import mimebundle

    bundle = mimebundle(Target.of(70))
    assert set(bundle) == {"text/html", "image/svg+xml", "application/pdf", "text/plain"}
    root = ET.fromstring(bundle["image/svg+xml"])
    assert root.tag.endswith("svg")
    assert bundle["image/svg+xml"] in bundle["text/html"]
    assert base64.b64decode(bundle["application/pdf"]).startswith(b"%PDF")
    assert format_chi(Target.of(70).cloth_total_chi) in bundle["text/plain"]


def test_a_notebook_converts_to_latex_with_its_drawing_and_no_inkscape():
    nbformat = pytest.importorskip("nbformat")
    nbconvert = pytest.importorskip("nbconvert")
    from houzhi.jupyter.display import mimebundle

    nb = nbformat.v4.new_notebook()
    out = nbformat.v4.new_output("display_data", data=mimebundle(Target.of(50)))
    nb.cells = [nbformat.v4.new_code_cell("houzhi.Target.of(50)", outputs=[out])]
    body, resources = nbconvert.LatexExporter().from_notebook_node(nb)
    (figure,) = [name for name in resources["outputs"] if name.endswith(".pdf")]
    assert figure in body                           # the drawing is placed in the document


def test_every_control_shows_its_value_at_its_default():
    from houzhi import explore

    e = explore(50)
    assert e.controls["range"].value == 50
    for name in ("rite", "rank", "reading", "standard", "fabric"):
        control = e.controls[name]
        assert control.index is not None, name          # an entry of the list is selected
        assert control.label, name                      # and shows its words, not a blank
    assert e.controls["rite"].label == e.controls["rank"].label == "(the model's default)"
    assert e.selection.rite is None and e.selection.rank is None


def test_the_fabric_redraws_the_cutting_plan():
    from houzhi import explore

    e = explore(50)
    han = e.cutting.value
    ET.fromstring(han.removeprefix("<div>").removesuffix("</div>"))  # a well-formed drawing
    e.controls["fabric"].value = "modern, 150 cm wide"
    modern = e.cutting.value
    assert modern and modern != han
    ET.fromstring(modern.removeprefix("<div>").removesuffix("</div>"))
    e.controls["fabric"].value = "Han cloth: 幅 2尺2寸, 匹 4丈"
    assert e.cutting.value == han                      # the same fabric, the same plan


def test_a_change_that_leaves_the_strips_keeps_the_cutting_plan_s_drawing():
    """A rite that gives another target but the same strips shows the cutting plan already
    drawn (not drawn again); another fabric is drawn; a drawing kept in one language is not
    shown in another."""
    from houzhi import explore, locale
    from houzhi.jupyter import explorer

    explorer._cutting_svg.cache_clear()
    e = explore(50)
    first, drawn = e.cutting.value, explorer._cutting_svg.cache_info().misses
    e.controls["rite"].value = "dashe"
    assert e.selection.target() != Target.of(50)                 # another target …
    assert e.selection.target().width_chi == Target.of(50).width_chi
    assert e.cutting.value == first                               # … the same strips
    assert explorer._cutting_svg.cache_info().misses == drawn      # shown, not drawn again
    e.controls["fabric"].value = "modern, 150 cm wide"
    assert explorer._cutting_svg.cache_info().misses == drawn + 1 and e.cutting.value != first
    was = locale.language()
    try:
        locale.use("zh-Hant")
        elevation, _, _ = e.selection.render_all()
    finally:
        locale.use(was)
    assert elevation != e.drawing.value.removeprefix("<div>").removesuffix("</div>")


def test_a_snapshot_shows_without_widgets_what_the_explorer_shows():
    """Issue 23: a page that cannot run the widgets (the documentation's) shows the explorer's
    choices, drawings and tables as plain HTML, and they follow the controls."""
    import base64

    from houzhi import explore

    e = explore(70)
    e.controls["fabric"].value = "modern, 150 cm wide"
    e.controls["standard"].value = "ming"
    bundle = e.snapshot()._repr_mimebundle_()
    page = bundle["text/html"]
    assert "application/vnd.jupyter.widget-view+json" not in bundle
    drawings = re.findall(r"<svg.*?</svg>", page, flags=re.S)
    assert len(drawings) == 2                          # the elevation and the cutting plan
    for svg in drawings:
        ET.fromstring(svg)
    assert drawings[0] in e.drawing.value and drawings[1] in e.cutting.value
    assert page.endswith(e.tables.value)               # the same tables
    page = html.unescape(page)
    assert format_chi(Target.of(70).cloth_total_chi) in page
    words = bundle["text/plain"]
    for shown in ("70弓", "ming", "modern, 150 cm wide", READINGS["zheng_xuan"].label,
                  "(the model's default)"):
        assert shown in words and shown in page, shown
    assert bundle["image/svg+xml"].strip() == drawings[0]
    assert base64.b64decode(bundle["application/pdf"]).startswith(b"%PDF")
    e.controls["range"].value = 50
    assert "50弓" in e.snapshot()._repr_mimebundle_()["text/plain"]


def test_the_display_in_simplified_chinese_is_the_command_s(capsys):
    """The Jupyter display of a target in 简体 shows its tables as ``houzhi target`` does: through
    the same display step (houzhi.locale.display), simplified outside the texts' quotations,
    in the mainland's marks; 繁體 and English unchanged by it."""
    import re

    from houzhi.cli import main
    from houzhi.jupyter.display import mimebundle
    from houzhi.locale import language, use
    from houzhi.model.target import Target

    before = language()
    try:
        use("zh-Hans")
        bundle = mimebundle(Target.of(50))
        use("zh-Hant")
        hant = mimebundle(Target.of(50))
    finally:
        use(before)
    main(["--lang", "zh-Hans", "target", "50"])
    out = capsys.readouterr().out
    plain = bundle["text/plain"]
    for line in plain.splitlines()[:8]:  # the strips' table, as the command prints it
        assert line.rstrip() in out, line
    assert "郑玄" in plain and "鄭玄" not in re.sub("“[^”]*”", "", plain)
    assert "「" not in plain and "郑玄" in bundle["text/html"]
    assert "鄭玄" in hant["text/plain"] and "郑玄" not in hant["text/plain"]
