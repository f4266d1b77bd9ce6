"""Reasons are values, not sentences: why a reading cannot give a figure (``Composition.not_given``)
and why houzhi reckons one its author does not give (``Reading.reckoned``) are each a kind and
its parameters (houzhi.canon.reasons), their words written once (houzhi.locale.reasons) and
said in the reader's language."""

from __future__ import annotations

import pickle
import string

import pytest

from houzhi.canon.readings import READINGS
from houzhi.canon.reasons import Reason, Why
from houzhi.locale import display, use
from houzhi.locale.reasons import QUOTES, REASONS
from houzhi.model.target import Target

RANGES = (43, 50, 70, 90)


def _reasons():
    out = []
    for r in READINGS.values():
        out += list(r.reckoned.values())
        for d in RANGES:
            out += list(Target.of(d, reading=r.key).not_given.values())
    return out


def test_every_kind_has_its_words_once_with_the_parameters_it_is_given():
    assert set(REASONS) == {w.value for w in Why} - {"words"}
    for why in _reasons():
        assert isinstance(why, Reason) and isinstance(why.kind, Why)
        if why.kind not in (Why.WORDS, Why.FILE_ASSUMPTION):
            named = {f for _, f, _, _ in string.Formatter().parse(REASONS[why.kind.value]) if f}
            assert named == {k for k, _ in why.params}, why


def test_a_reason_is_a_frozen_hashable_picklable_value():
    for why in set(_reasons()):
        back = pickle.loads(pickle.dumps(why))
        assert back == why and hash(back) == hash(why) and str(back) == str(why)
    with pytest.raises(AttributeError):
        Reason.words("x").kind = Why.NO_CLOTH  # type: ignore[misc]


def test_the_words_are_said_in_the_reader_s_language():
    """In English a reason says its parameters; in 繁體 and 简体 its frame is Chinese (no English
    word of the frame is left), its author and quoted words kept."""
    why = READINGS["zheng_zhong"].reckoned["total"]
    assert str(why) == ("鄭眾 gives no cloth (用布): houzhi's reckoning from his 侯, in breadths "
                        "of the cloth")
    try:
        for lang in ("zh-Hant", "zh-Hans"):
            use(lang)
            for reason in set(_reasons()):
                if reason.kind in (Why.WORDS, Why.FILE_ASSUMPTION):
                    continue
                words = str(reason)
                assert not any(w in words for w in ("houzhi", " gives ", " the ")), words
                quotes = QUOTES.get(reason.kind.value, ())
                for k, v in reason.params:
                    if k in quotes:  # an author's words, in 「」 after his name (賈疏：「…」)
                        said = v.split(": ", 1)[-1]
                        assert f"「{said}」" in words or (lang == "zh-Hans"
                                                         and f"“{said}”" in display(words)), words
                        assert ": " not in words, words
                    else:
                        assert v in words or lang == "zh-Hans", (v, words)
    finally:
        use("en")


def test_a_reading_file_s_reasons_are_its_own_words():
    """A reading file's ``not_given`` and ``withheld`` reasons are kept in its words, and its
    assumptions make houzhi's reckonings in the file's words too."""
    from houzhi.canon.readings import get_reading

    r = get_reading("聶崇義")
    for why in r.reckoned.values():
        assert why.kind is Why.FILE_ASSUMPTION
        params = dict(why.params)
        assert str(why) == f"{params['why']}: houzhi's, {params['what']}"
