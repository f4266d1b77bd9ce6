"""The colour words of the texts are painted by the renderers (render/colours.py): the model
names 朱, 白, 蒼 …; the elevation and the assembly DXF paint each mark in its word's colour."""

from __future__ import annotations

import ezdxf
import pytest

from houzhi.model.target import Target
from houzhi.render.colours import COLOURS, UNKNOWN, hex_of, rgb_of


def test_every_colour_word_of_the_zheng_has_a_paint():
    from houzhi.canon.rites import ZHENG_COLOURS

    assert {c for cs in ZHENG_COLOURS.values() for c in cs} <= COLOURS.keys()
    assert hex_of("熊") == UNKNOWN and hex_of("朱") == "#c8322a"
    for word, h in COLOURS.items():
        r, g, b = rgb_of(word)
        assert f"#{r:02x}{g:02x}{b:02x}" == h


@pytest.mark.parametrize(("d", "rite"), [(90, "賓射"), (50, "鄉射"), (70, "大射")])
def test_the_assembly_dxf_paints_each_mark_in_its_colour(d, rite, tmp_path):
    from houzhi.render.dxf import assembly_dxf

    t = Target.of(d, rite=rite)
    assembly_dxf(t, "han").saveas(tmp_path / "a.dxf")
    rings = ezdxf.readfile(tmp_path / "a.dxf").modelspace().query('LWPOLYLINE[layer=="HU"]')
    assert [r.rgb for r in rings] == [rgb_of(m.colour) for m in t.marks]
