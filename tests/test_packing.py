"""The packing of pieces on bolts: the fast first-fit gives exactly the layout of laying the
pieces one by one (the plain algorithm, kept here as the reference), and plan's search keeps the
bolt counts the texts' ranges need."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from strategies import packings

from houzhi import Target
from houzhi.making.cutting import CutPiece, Fabric, _lay, plan


def reference_lay(bolt, lanes, pieces):
    """First-fit, longest first, one piece at a time: the first bolt with room, its emptiest
    lane with room (the first of equals); a new bolt only when none has room.
    Returns {piece index: (bolt, lane, x)}."""
    fill, where = [], {}
    order = sorted(range(len(pieces)),
                   key=lambda i: (-pieces[i].cut_length, pieces[i].key, pieces[i].strip,
                                  pieces[i].part))
    for i in order:
        length = pieces[i].cut_length
        spot = None
        for b, lanes_fill in enumerate(fill):
            room = [k for k, u in enumerate(lanes_fill) if u + length <= bolt]
            if room:
                spot = b, min(room, key=lambda k: lanes_fill[k])
                break
        if spot is None:
            fill.append([Fraction(0)] * lanes)
            spot = len(fill) - 1, 0
        b, lane = spot
        where[i] = (b + 1, lane, fill[b][lane])
        fill[b][lane] += length
    return where, len(fill)


def _pieces(groups, height):
    out = []
    for g, (length, n) in enumerate(groups):
        out += [CutPiece(f"k{g}", f"k{g}", s, 1, 1, length, height, length, height)
                for s in range(n)]
    return out


@settings(max_examples=150, deadline=None)
@given(packings)
def test_first_fit_lays_as_one_by_one(case):
    bolt, lanes, groups = case
    width = Fraction(lanes)  # lanes of height 1 (cut_height) across
    fab = Fabric("test", width, bolt, Fraction(0), Fraction(0), Fraction(0))
    pieces = _pieces(groups, Fraction(1))
    bolts = _lay(fab, pieces)
    expected, n_bolts = reference_lay(bolt, lanes, pieces)
    assert len(bolts) == n_bolts
    got = {id(pl.piece): (pl.bolt, pl.lane, pl.x) for b in bolts for pl in b.placements}
    assert got == {id(pieces[i]): spot for i, spot in expected.items()}
    assert all(pl.bolt == b.index for b in bolts for pl in b.placements)


@pytest.mark.parametrize(("d", "bolts"), [(50, 4), (70, 8), (90, 10)])
def test_the_texts_ranges_keep_their_bolts(d, bolts):
    assert len(plan(Target.of(d)).bolts) == bolts


def test_search_picks_the_best_of_every_joining():
    """plan weighs both joinings of every kind; none of them, laid plainly, does better."""
    import itertools

    from houzhi.making.cutting import _cut, _strips

    for d in (70, 120, 230):
        t = Target.of(d)
        fab = Fabric.historical(t.cloth)
        got = plan(t)
        strips = _strips(t)
        kinds = sorted({(s[0], s[3]) for s in strips if s[3] > fab.bolt_chi})
        for choice in itertools.product((False, True), repeat=len(kinds)):
            equal = dict(zip(kinds, choice, strict=True))
            pieces = [p for s in strips for p in _cut(fab, *s, equal=equal.get((s[0], s[3]), False))]
            _, n = reference_lay(fab.bolt_chi, 1, pieces)
            assert len(got.bolts) <= n


def test_a_plan_of_too_many_pieces_is_refused_before_any_work(monkeypatch):
    import houzhi.making.cutting
    from houzhi import BadValueError
    from houzhi.making.cutting import MAX_PIECES, _count, _strips

    # the input bounds keep real plans far below the limit; lower it to see the refusal
    monkeypatch.setattr(houzhi.making.cutting, "MAX_PIECES", 10)
    monkeypatch.setattr(houzhi.making.cutting, "_lay", lambda *a: pytest.fail("laid out"))
    with pytest.raises(BadValueError, match="too short") as info:
        plan(Target.of(70), Fabric.modern("150 cm", "5 m"))
    assert "\n" not in str(info.value)
    monkeypatch.undo()
    # the count is the pieces the plan would cut, either way of joining
    for d in (70, 230):
        small = Target.of(d)
        for f in (Fabric.historical(small.cloth), Fabric.modern("150 cm", "5 m")):
            p = plan(small, f)
            assert sum(_count(f, s[3]) for s in _strips(small)) == len(p.pieces) <= MAX_PIECES
