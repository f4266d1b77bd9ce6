"""The glossary is the one place names come from: every name houzhi shows for a part of a
target, a piece, a mark, a kind of 侯, the gear, the things on the ground and the rites is made of
glossary words; words the text uses twice are kept apart."""

from __future__ import annotations

import re
from functools import cache

import pytest

from houzhi import GEAR, READINGS, Target, UnknownNameError
from houzhi.canon.rites import RITES
from houzhi.sources.glossary import GLOSSARY, gloss, term

#: What may join glossary words in a shown name: 之 (大侯之乏), the middle dot (上个·身), the
#: full-width parentheses of 射位（物）, and the numbers of the 正 (五正, 三正, 二正).
JOINERS = set("之·（）一二三四五")


@cache
def _words() -> frozenset[str]:
    """Every form a glossary entry gives: 个 and 個 of ``个 (個)``, 參, 參侯 and 糝侯 …"""
    forms = set()
    for chars, _english in GLOSSARY.values():
        forms.update(w for w in re.split(r"[ (),，]+", chars) if w and re.search(r"[^\x00-\x7f]", w))
    return frozenset(forms)


def _made_of_glossary_words(name: str) -> bool:
    """Whether ``name`` splits into glossary words and joiners (a dynamic-programming split)."""
    words = _words()
    ok = [True] + [False] * len(name)
    for end in range(1, len(name) + 1):
        ok[end] = any(ok[start] and (name[start:end] in words or
                                     (end - start == 1 and name[start] in JOINERS))
                      for start in range(end))
    return ok[-1]


def test_the_split_can_fail():
    assert _made_of_glossary_words("大侯之乏") and _made_of_glossary_words("上个·身")
    assert not _made_of_glossary_words("上弦") and not _made_of_glossary_words("帳篷")


def _targets():
    for rite in RITES.values():
        for rank, by_range in rite.targets.items():
            for d in by_range:
                for reading in READINGS:
                    yield Target.of(d, reading=reading, rite=rite.key, rank=rank)


def _target_names() -> set[str]:
    names: set[str] = set()
    for t in _targets():
        names |= {p.name for p in t.composition.parts} | {p.name for p in t.pieces}
        names |= {m.name for m in t.marks}
        h = t.setting.hou
        names |= {h.name, h.kind, h.marks}
    return names


def test_every_name_of_a_target_is_in_the_glossary():
    names = _target_names()
    assert {"上个", "上躬", "中", "下躬", "下个", "身", "上舌", "鵠", "正", "采侯", "皮侯", "獸侯"} <= names
    bad = sorted(n for n in names if not _made_of_glossary_words(n))
    assert not bad, f"names not in the glossary: {bad}"


def test_every_gear_name_is_its_glossary_word():
    for key, item in GEAR.items():
        assert key in GLOSSARY, key
        assert item.name == term(key)
    assert GEAR["wu_mark"].name == "物" and "wu" not in GEAR  # 武 the footprint is not gear


@pytest.mark.parametrize("build", ["鄉射", "大射", "頖宮"])
def test_every_item_on_the_ground_is_in_the_glossary(build):
    from houzhi.model.grounds import ground
    from houzhi.model.pangong import pangong_ground

    g = pangong_ground() if build == "頖宮" else ground(build)
    for item in g.items:
        assert _made_of_glossary_words(item.name), (item.key, item.name)
        if item.key in GLOSSARY:
            assert item.name.startswith(term(item.key)), item.key


def test_rites_and_the_count_take_their_words_from_the_glossary():
    from houzhi.model.score import count

    for rite in RITES.values():
        assert rite.label == term(rite.key)
    c = count(23, 18)
    assert c.announcement == f"右賢於左二{term('chun')}{term('ji')}"  # 5 rods: two pairs and one
    assert term("jun") in count(4, 4).announcement


def test_words_used_twice_are_kept_apart():
    assert term("zhong") == term("zhong_tally") == "中"
    assert gloss("zhong") != gloss("zhong_tally")
    assert term("ge") == term("ge_counter") == "个" and gloss("ge") != gloss("ge_counter")
    assert (term("wu_mark"), term("wu")) == ("物", "武")
    assert (term("xi"), term("xi_jie")) == ("洗", "西階")
    assert (term("hu"), term("hu_tiger")) == ("鵠", "虎")


def test_an_unknown_word_is_one_clear_error():
    with pytest.raises(UnknownNameError, match="glossary word 'nope'"):
        term("nope")
    with pytest.raises(UnknownNameError):
        gloss("nope")


def test_every_entry_has_characters_and_english():
    for key, (_chars, english) in GLOSSARY.items():
        assert re.fullmatch(r"[a-z_]+", key), key
        assert term(key) and re.search(r"[^\x00-\x7f]", term(key)), key
        assert english.strip() and english == english.strip(), key
