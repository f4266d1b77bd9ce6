"""Wrapping text to a width with CJK characters counted double (houzhi.documents._text.wrap), as the
build book wraps its paragraphs, table cells and title block."""

import itertools
import re
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from houzhi.documents._text import _NO_END, _NO_START, _tokens, _width, wrap, wrap_phrases
from houzhi.measure.notation import format_chi

_alphabet = st.sampled_from([*"侯中躬个舌綱鵠乏物「」（）《》〈〉，。：", *"abc XYZ12(),.:", " "])
_texts = st.lists(_alphabet, max_size=120).map("".join)


@given(_texts, st.integers(min_value=4, max_value=60))
def test_wrapping_keeps_every_character_but_the_spaces_at_the_breaks(s, columns):
    lines = wrap(s, columns)
    assert "".join(lines).replace(" ", "") == s.replace(" ", "")
    assert not any(line.endswith(" ") for line in lines)
    assert not any(line.startswith(" ") for line in lines[1:])


@given(_texts, st.integers(min_value=4, max_value=60))
def test_no_line_is_wider_than_the_columns_unless_one_unbreakable_piece(s, columns):
    for line in wrap(s, columns):
        if _width(line) > columns:  # one word, or a character with the marks bound to it
            assert len(_tokens(line.strip(" "))) == 1


@given(_texts, st.integers(min_value=4, max_value=60))
def test_no_line_begins_with_a_closing_mark_or_ends_with_an_opening_one(s, columns):
    lines = wrap(s, columns)
    for before, after in itertools.pairwise(lines):
        assert after[:1] not in _NO_START
        assert before[-1:] not in _NO_END


def test_a_citation_breaks_between_its_characters_and_a_title_block_cell_fits():
    cite = ("《周禮注疏》卷四十一〈考工記·梓人〉賈公彥疏（四庫本 葉25a）"
            "「侯謂以皮飾兩畔，其鵠之皮亦與作侯用皮同也」")
    lines = wrap(cite, 40)
    assert len(lines) > 2 and all(_width(line) <= 40 for line in lines)
    assert wrap("四庫全書文淵閣本 (乾隆四十六年, 1781)", 34) == ["四庫全書文淵閣本 (乾隆四十六年,", "1781)"]
    assert wrap("a\n\nb", 10) == ["a", "", "b"]


@given(st.fractions(min_value=Fraction(1, 10), max_value=10_000, max_denominator=33),
       st.integers(min_value=4, max_value=40), st.integers(min_value=0, max_value=30))
def test_a_length_in_the_texts_numerals_is_never_broken(x, columns, lead):
    """「feet 二丈二 | 尺六寸大半寸」 broke a length across two lines of the ropes page: a
    length is held whole on a line (alone on it if it is longer than the line), and so is a
    number and its unit (50弓)."""
    chi = format_chi(x)
    lines = wrap("a" * lead + " feet " + chi + " east, 50弓 range", columns)
    assert any(chi in line for line in lines)
    assert any("50弓" in line for line in lines)


_phrased = st.lists(st.sampled_from([*"侯道鄉射五十弓中躬綱", "，", "、", "：", " "]),
                    max_size=60).map("".join)


@given(_phrased, st.integers(min_value=4, max_value=30))
def test_a_title_wrapped_by_phrases_keeps_every_character_and_each_phrase_that_fits(s, columns):
    """wrap_phrases keeps every character (but the spaces at its breaks); a line breaks only
    after a phrase's mark, unless the phrase is longer than a line; and no line is wider than
    wrap would allow."""
    lines = wrap_phrases(s, columns)
    assert "".join(lines).replace(" ", "") == s.replace(" ", "")
    for a, c in itertools.pairwise(lines):
        broken = a.rstrip(" ")[-1:] in "，、；：" or not a.strip() or " " in s
        longer = any(_width(p) > columns for p in re.split("(?<=[，、；：])", s))
        assert broken or longer, (a, c)
    for line in lines:
        if _width(line) > columns:
            assert len(_tokens(line.strip(" "))) == 1


def test_the_field_page_s_names_break_after_their_comma():
    # 鄉射， is 6 columns, 侯道五十弓 10: together 16, more than 12, so the break goes after the
    # comma and the range stays whole with its 侯道 (wrap alone breaks at 12: 鄉射，侯道 | 五十弓)
    assert wrap("鄉射，侯道五十弓", 12) == ["鄉射，侯道", "五十弓"]
    assert wrap_phrases("鄉射，侯道五十弓", 12) == ["鄉射，", "侯道五十弓"]
    assert wrap_phrases("鄉射 50弓", 12) == wrap("鄉射 50弓", 12)  # no phrase marks: as wrap


@given(st.text(alphabet="侯中躬舌个「」（），。abc AZW5 0·—×é\t\ue001", max_size=60))
def test_a_string_is_cut_by_its_pattern_as_it_is_a_character_at_a_time(s):
    from houzhi.documents._text import _raw_tokens, _raw_tokens_by_character

    assert _raw_tokens(s) == _raw_tokens_by_character(s)
    assert "".join(_raw_tokens(s)) == s  # every character kept, in order
