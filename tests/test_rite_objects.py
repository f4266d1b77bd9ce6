"""A rite is an object that says what it does (its stations stacked by 見鵠, its hanging, its
ground), and no code outside the registry of rites compares a rite's name; the grounds are
places, the 頖宮 one of them and no rite; ranks and stations are enumerations of their characters."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import pytest

from houzhi import UnknownNameError
from houzhi.canon import rules
from houzhi.canon.rites import DASHE, RANKS, RITES, Rank, Station, get_rank
from houzhi.model.grounds import PLACES, find_place, get_place, ground

SRC = Path(__file__).resolve().parent.parent / "src" / "houzhi"
NAMES = ("大射", "鄉射", "頖宮", "賓射", "燕射", "dashe", "xiangshe", "binshe", "yanshe", "pangong")
_ANY = "|".join(NAMES)
COMPARED = re.compile(rf"(?<!subject )(==|!=)\s*\"({_ANY})\"|\bin \(\"({_ANY})\"")
# a statement's subject "dashe" names the kind of statement (the 大射's stack: 參.bottom …), not
# a rite a value is compared against: it is not counted here


def test_no_module_outside_the_registry_compares_a_rite_name():
    found = [f"{p.relative_to(SRC)}:{i}" for p in sorted(SRC.rglob("*.py"))
             if p.name != "rites.py"
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if COMPARED.search(line)]
    assert found == []


def test_the_stack_is_the_text_s_seen_over():
    # 大侯之崇，見鵠於參，參見鵠於干: each "X見鵠於Y" read from the quoted words
    quote = rules.DASHE_HEIGHT.citations[0].quote
    said = dict(re.findall(r"(大侯|參)(?:之崇，)?見鵠於(參|干)", quote))
    assert said == {"大侯": "參", "參": "干"}
    for station, near in said.items():
        assert DASHE.seen_over(station) == near
    assert DASHE.seen_over("干") is None and DASHE.seen_over(None) is None
    assert DASHE.stacked and [r.key for r in RITES.values() if r.stacked] == ["dashe"]
    for r in RITES.values():
        if not r.stacked:
            assert all(r.seen_over(s) is None for s in Station)


def test_every_rite_has_a_place_or_says_why_not():
    for r in RITES.values():
        if r.ground:
            assert get_place(r.ground).key == r.ground and not r.no_ground
        else:
            assert r.no_ground and r.label in r.no_ground


def test_the_pangong_is_a_place_and_no_rite():
    assert "頖宮" in PLACES and all(r.label != "頖宮" for r in RITES.values())
    with pytest.raises(UnknownNameError):
        from houzhi.canon.rites import get_rite

        get_rite("頖宮")


@pytest.mark.parametrize("key", list(PLACES))
def test_a_place_is_the_same_by_every_name(key):
    p = PLACES[key]
    for name in p.names:
        assert find_place(name) is p
    assert ground(p.names[0]) == ground(key)


@pytest.mark.parametrize("name", ["賓设", "", "頖", None, 5])
def test_an_unknown_place_is_refused_by_name(name):
    # 賓射 is a rite of the texts with no ground: it gives its own reason (test_second_reading)
    assert find_place(name) is None
    with pytest.raises(UnknownNameError, match="鄉射, 大射, 頖宮"):
        get_place(name)


def test_ranks_and_stations_are_their_characters():
    assert [r.value for r in RANKS] == ["天子", "諸侯", "大夫", "士"]
    for r in (*Rank, *Station):
        assert f"{r}" == str(r) == r.value and hash(r) == hash(r.value)
        assert {r.value: 1}[r] == 1 and pickle.loads(pickle.dumps(r)) is r
    assert get_rank("zhuhou") is Rank.ZHUHOU and get_rank("諸侯") is Rank.ZHUHOU
    assert list(DASHE.stations.values()) == list(Station)
    with pytest.raises(UnknownNameError, match="天子"):
        Rank("王")
