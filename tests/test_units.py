from fractions import Fraction

import pint
import pytest

import houzhi
from houzhi import (
    Q_,
    STANDARDS,
    BadValueError,
    Target,
    UnknownNameError,
    from_metric,
    in_standard,
    parse_measure,
    to_metric,
)
from houzhi.measure.units import as_chi, load_into, lookup_unit, unit_factor, ureg


def test_arithmetic_is_exact():
    q = Q_(25, "丈") + Q_(2, "尺")
    assert q.to("chi").magnitude == 252
    assert isinstance(q.to("chi").magnitude, Fraction)
    assert Q_(Fraction(1, 3), "cun").to("fen").magnitude == Fraction(10, 3)


@pytest.mark.parametrize(("unit", "chi"), [
    ("尋", 8), ("寻", 8), ("xun", 8), ("丈", 10), ("引", 100), ("常", 16), ("咫", Fraction(4, 5)),
    ("仞", 8), ("步", 6), ("弓", 6), ("gong", 6), ("bu", 6), ("武", Fraction(6, 5)),
    ("膚", Fraction(2, 5)), ("扶", Fraction(2, 5)), ("握", Fraction(2, 5)), ("匹", 40),
    ("端", 20), ("分", Fraction(1, 100)), ("寸", Fraction(1, 10)),
])
def test_units_as_the_texts_define_them(unit, chi):
    assert Q_(1, unit).to("chi").magnitude == chi


def test_no_metres_without_a_standard():
    with pytest.raises(pint.DimensionalityError):
        Q_(5, "尋").to("m")


@pytest.mark.parametrize(("key", "cm"), [
    ("han", Fraction("23.1")), ("donghan", Fraction("23.5")), ("wu_chengluo", Fraction("19.91")),
    ("ming", Fraction(32)), ("qing", Fraction(32)),
])
def test_standards_match_the_reference_table(key, cm):
    assert to_metric("一尺", key, "cm").magnitude == cm
    assert STANDARDS[key].metres_per_chi * 100 == cm


@pytest.mark.parametrize("key", list(STANDARDS))
def test_one_gong_of_six_chi_under_every_standard(key):
    # 鄭玄: 弓之下制六尺 — a standard changes the ruler, never the 弓 of the range.
    assert STANDARDS[key].chi_per_gong == 6
    assert unit_factor("弓", key) == unit_factor("弓") == 6
    metres = STANDARDS[key].metres_per_chi * 420
    assert to_metric("七十弓", key).magnitude == metres
    assert to_metric(Q_(70, "gong"), key).magnitude == metres
    assert Target.of(70).range_chi * STANDARDS[key].metres_per_chi == metres


@pytest.mark.parametrize("key", list(STANDARDS))
def test_cli_and_api_agree_for_every_standard(capsys, key):
    from houzhi.cli import main

    metres = to_metric("七十弓", key).magnitude
    assert main(["convert", "七十弓", "--standard", key, "--to", "m"]) == 0
    out = capsys.readouterr().out
    assert f"= {float(metres):g} m" in out and "1弓 = 6尺" in out
    assert main(["target", "70", "--standard", key]) == 0
    assert f"{float(metres):.3f} m" in capsys.readouterr().out.splitlines()[0]
    assert main(["target", f"{float(metres)} m", "--standard", key, "--json"]) == 0
    assert '"range_gong": "70"' in capsys.readouterr().out


def test_ming_and_qing_share_the_builders_ruler_but_are_named_apart():
    # REFERENCES.md gives 32 cm for both 營造尺; their 量地 and 裁衣 rulers differ.
    ming, qing = STANDARDS["ming"], STANDARDS["qing"]
    assert ming.metres_per_chi == qing.metres_per_chi == Fraction(8, 25)
    assert ming.label != qing.label and "32.7" in ming.evidence and "34.5" in qing.evidence


def test_round_trip_through_metres_is_exact():
    q = to_metric("二十五丈二尺", "donghan", "mm")
    assert from_metric(q, "donghan").magnitude == 252


def test_two_standards_at_once_are_refused():
    with in_standard("han"), pytest.raises(BadValueError), in_standard("ming"):
        pass
    with in_standard("han"), in_standard("han"):
        assert Q_(1, "chi").to("cm").magnitude == Fraction("23.1")


def test_text_units_ignore_an_active_context():
    with in_standard("ming"):
        assert unit_factor("弓") == 6
        assert as_chi(parse_measure("一弓")) == 6


def test_unknown_standard_names_the_known_ones():
    with pytest.raises(UnknownNameError, match=r"tang.*han"):
        to_metric("一尺", "tang")


def test_load_into_a_users_registry():
    reg = load_into(pint.UnitRegistry(non_int_type=Fraction))
    assert reg.Quantity(5, "xun").to("chi").magnitude == 40
    with reg.context("han"):
        assert reg.Quantity(1, "chi").to("m").magnitude == Fraction("0.231")


def test_a_pickled_quantity_unpickles_into_houzhis_registry():
    import pickle

    for q in (Q_(Fraction(5, 3), "尋"), Q_(Fraction(231, 25), "m"), Q_(Fraction(2), "inch")):
        back = pickle.loads(pickle.dumps(q))
        assert back == q and isinstance(back, ureg.Quantity)
        assert isinstance(back.magnitude, Fraction)
    assert pickle.loads(pickle.dumps(Q_(1, "chi").units)) == Q_(1, "chi").units
    # and in a fresh interpreter, where only the pickle's own imports run
    import subprocess
    import sys

    code = ("import pickle,sys; q = pickle.loads(sys.stdin.buffer.read()); "
            "print(q.to('chi').magnitude)")
    out = subprocess.run([sys.executable, "-c", code], input=pickle.dumps(Q_(5, "尋")),
                         capture_output=True, check=True, env={"PYTHONPATH": "src"})
    assert out.stdout.decode().strip() == "40"


@pytest.mark.parametrize(("unit", "m"), [("foot", Fraction("0.3048")), ("inch", Fraction("0.0254")),
                                         ("yard", Fraction("0.9144")), ("cm", Fraction(1, 100))])
def test_quantities_of_any_registry_by_magnitude_and_unit(unit, m):
    theirs = pint.UnitRegistry(non_int_type=Fraction)
    q = theirs.Quantity(3, unit)
    assert from_metric(q, "han", "m").magnitude == 3 * m
    assert from_metric(Q_(3, unit), "han", "m").magnitude == 3 * m


def test_a_foreign_quantity_that_is_not_a_length_is_refused():
    theirs = pint.UnitRegistry()
    for q in (theirs.Quantity(3, "second"), theirs.Quantity(3, "m**2"), theirs.Quantity(3, "furlong")):
        with pytest.raises((BadValueError, UnknownNameError)):
            from_metric(q, "han")


@pytest.mark.parametrize("text", ["9**9**9", "m + s", "(", "**", "", "5 m", "nan", "m^2", "{}", "second"])
def test_unit_names_are_looked_up_never_evaluated(text):
    with pytest.raises(UnknownNameError):
        lookup_unit(text)


@pytest.mark.parametrize(("name", "canonical"), [("m", "meter"), ("mm", "millimeter"),
                                                 ("in", "inch"), ("ft", "foot"), ("feet", "foot"),
                                                 ("yd", "yard"), ("尺", "chi"), ("弓", "gong")])
def test_unit_names(name, canonical):
    assert lookup_unit(name) == canonical


def test_units_and_notation_do_not_import_each_other():
    import ast
    from pathlib import Path

    import houzhi

    src = Path(houzhi.__file__).parent / "measure" / "units.py"
    imported = {node.module for node in ast.walk(ast.parse(src.read_text(encoding="utf-8")))
                if isinstance(node, ast.ImportFrom)}
    assert "notation" not in imported and "lengths" not in imported


def test_pint_only_through_its_public_api():
    import re
    from pathlib import Path

    import houzhi

    private = re.compile(r"\._(REGISTRY|units|dimensions|active_ctx|prefixes|suffixes)\b"
                         r"|parse_expression|\.parse_units\(")
    for path in Path(houzhi.__file__).parent.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not private.search(text), f"{path.name}: {private.search(text).group()}"


# -- houzhi's Quantities in the user's registry ----------------------------------------------
@pytest.fixture
def user_registry():
    from houzhi.measure.units import use_registry

    yield use_registry
    use_registry(houzhi.ureg)  # houzhi's own again, whatever a test gave


def test_quantities_combine_with_a_users_registry(user_registry):
    mine = pint.UnitRegistry()
    assert user_registry(mine) is mine
    q = houzhi.to_metric("五尋", "han")
    assert q._REGISTRY is mine
    assert (q + mine.Quantity(1, "m")).to("m").magnitude == Fraction(231, 25) + 1
    assert (houzhi.parse_measure("二丈") + mine.Quantity(1, "chi")).magnitude == 21
    # the user's units are not redefined: pint's bu is still a bushel, houzhi's 步 is 6尺
    assert mine.Quantity(1, "bu").to("liter").magnitude == pytest.approx(35.239, abs=1e-3)
    assert mine.Quantity(1, "步").to("chi").magnitude == 6
    # houzhi reads the user's Quantities back, exactly
    assert houzhi.read_length(mine.Quantity(Fraction(3, 2), "丈")) == 15


def test_pints_application_registry(user_registry):
    user_registry()
    got = houzhi.to_metric("一丈", "han") + pint.Quantity(1, "m")
    assert got.to("m").magnitude == pytest.approx(3.31)


def test_quantity_views_beside_the_fractions(user_registry):
    t = houzhi.Target.of(70)
    assert t.q.gong.magnitude == t.gong_chi and str(t.q.gong.units) == "chi"
    assert isinstance(t.q.gong.magnitude, Fraction)
    assert {"gong", "height", "width", "zhong_side"} <= set(dir(t.q))
    with pytest.raises(AttributeError):
        t.q.nothing  # noqa: B018
    mine = pint.UnitRegistry()
    user_registry(mine)
    assert (t.q.height + mine.Quantity(1, "chi")).magnitude == t.height_chi + 1


def test_a_registry_that_is_not_one_is_refused(user_registry):
    with pytest.raises(houzhi.BadValueError):
        user_registry("pint")
