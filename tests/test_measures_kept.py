"""Characters' measures kept on disk from one run to the next (houzhi.render._measures_kept):
read back exactly, never an old answer for a changed font, never an error of the run."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from houzhi.render import _measures_kept as kept
from houzhi.render import _pdf


class _Font:
    """What the keeping reads of a font: its file and face."""

    def __init__(self, fname: str, face_index: int = 0) -> None:
        self.fname, self.face_index = fname, face_index


@pytest.fixture
def kept_in(tmp_path, monkeypatch):
    """Answers kept in a folder of the test's own, none read before."""
    folder = tmp_path / "kept"
    monkeypatch.setattr(kept, "folder", lambda: folder)
    monkeypatch.setattr(kept, "_TABLES", {})
    monkeypatch.setattr(kept, "_FONTS", {})
    return folder


def _new_process(monkeypatch) -> None:
    """Forget what this process read and measured, as a new run would not know it."""
    monkeypatch.setattr(kept, "_TABLES", {})
    monkeypatch.setattr(kept, "_FONTS", {})
    _pdf._TABLES.clear()


_ANSWERS = st.one_of(
    st.none(),
    st.tuples(st.integers(-2**40, 2**40), st.integers(-2**40, 2**40),
              st.floats(allow_nan=False, allow_infinity=False)))


@given(call=st.tuples(st.sampled_from(["set_text", "_layout"]),
                      st.floats(0.5, 400, allow_nan=False), st.floats(1, 1200)),
       char=st.characters(blacklist_categories=("Cs",)), answer=_ANSWERS)
def test_an_answer_is_read_back_exactly_by_the_next_run(call, char, answer):
    with tempfile.TemporaryDirectory() as tmp:
        font_file = Path(tmp, "face.otf")
        font_file.write_bytes(b"not read, only named")
        font = _Font(str(font_file))
        saved = kept.folder, kept._TABLES, kept._FONTS
        kept.folder, kept._TABLES, kept._FONTS = (lambda: Path(tmp, "kept")), {}, {}
        try:
            assert kept.recall(font, call, char) is kept.MISSING
            kept.remember(font, call, char, answer)
            kept.save()
            kept._TABLES, kept._FONTS = {}, {}  # a new run: only the file knows it
            got = kept.recall(font, call, char)
        finally:
            kept.folder, kept._TABLES, kept._FONTS = saved
    assert got == answer
    if answer is not None:  # the same kinds: an int stays an int, a float a float
        assert [type(v) for v in got] == [type(v) for v in answer]


def test_a_font_file_changed_since_reads_no_old_answer(kept_in, tmp_path, monkeypatch):
    font_file = tmp_path / "face.otf"
    font_file.write_bytes(b"a")
    font = _Font(str(font_file))
    kept.remember(font, ("set_text", 9.0, 72.0), "侯", (10, -1, 20))
    kept.save()
    font_file.write_bytes(b"another release")  # a new size and time of change
    _new_process(monkeypatch)
    assert kept.recall(font, ("set_text", 9.0, 72.0), "侯") is kept.MISSING


@pytest.mark.parametrize("content", ["{not json", "[1, 2, 3]", "", '{"a": "x"}', '{"a": [1, 2]}',
                                     '{"a": [1, true, 3]}', '{"a": [1, "2", 3]}'])
def test_a_kept_file_that_is_not_ours_is_taken_as_empty_and_written_anew(
        kept_in, tmp_path, monkeypatch, content):
    font_file = tmp_path / "face.otf"
    font_file.write_bytes(b"a")
    font = _Font(str(font_file))
    kept.remember(font, ("set_text", 9.0, 72.0), "a", (1, 2, 3))
    path = kept._TABLES[(str(font_file), 0, "set_text", 9.0, 72.0)].path
    kept_in.mkdir()
    path.write_text(content, encoding="utf-8")
    _new_process(monkeypatch)
    assert kept.recall(font, ("set_text", 9.0, 72.0), "a") is kept.MISSING
    kept.remember(font, ("set_text", 9.0, 72.0), "a", (1, 2, 3))
    kept.save()
    _new_process(monkeypatch)
    assert kept.recall(font, ("set_text", 9.0, 72.0), "a") == (1, 2, 3)


def test_a_folder_that_cannot_be_written_is_no_error(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("in the way")
    monkeypatch.setattr(kept, "folder", lambda: blocker / "kept")  # under a file: no folder
    monkeypatch.setattr(kept, "_FONTS", {})
    font_file = tmp_path / "face.otf"
    font_file.write_bytes(b"a")
    font = _Font(str(font_file))
    kept.remember(font, ("set_text", 9.0, 72.0), "a", (1, 2, 3))
    kept.save()  # nothing written, nothing raised
    assert kept.recall(font, ("set_text", 9.0, 72.0), "a") == (1, 2, 3)  # kept in this run
    assert not (blocker / "kept").exists()


def test_a_font_whose_file_cannot_be_found_is_measured_every_run(kept_in, tmp_path):
    font = _Font(str(tmp_path / "gone.otf"))
    kept.remember(font, ("set_text", 9.0, 72.0), "a", (1, 2, 3))
    kept.save()
    assert not kept_in.exists()


@pytest.mark.parametrize("size", [5.5, 9.0, 14.0])
def test_strings_measured_and_laid_out_from_kept_answers_are_freetype_s_and_libraqm_s(
        kept_in, monkeypatch, size):
    import matplotlib
    from matplotlib.font_manager import FontProperties, fontManager, get_font
    from matplotlib.ft2font import LoadFlags

    from houzhi.render import plots

    with matplotlib.rc_context(plots.style()):
        font = get_font(fontManager._find_fonts_by_props(FontProperties(size=size)))
    text = "侯中躬舌个綱縜 (50弓): 2.5 m, 十一分寸之二。"

    def usual():
        font.set_size(size, 72)
        font.set_text(text, 0.0, flags=LoadFlags.NO_HINTING)
        box = (*font.get_width_height(), font.get_descent())
        items = [(i.char, i.glyph_index, i.x, i.y, i.prev_kern)
                 for i in font._layout(text, LoadFlags.NO_HINTING)]
        return box, items

    def from_characters():
        font.set_size(size, 72)
        got = _pdf.measured(font, size, text)
        items = [(i.char, i.glyph_index, i.x, i.y, i.prev_kern)
                 for i in _pdf.laid_out(font, size, text)]
        return got, items

    _new_process(monkeypatch)
    cold = from_characters()  # measured by FreeType and libraqm, then kept
    kept.save()
    assert any(kept_in.glob("measures-*.json"))
    _new_process(monkeypatch)
    warm = from_characters()  # every character's answer read from the file
    (width, height, descent), items = usual()
    for got, laid in (cold, warm):
        assert got == (width, height, descent)
        assert laid == items


def test_the_kept_file_is_named_after_the_font_file_s_path_size_and_time_and_the_call(kept_in, tmp_path):
    font_file = tmp_path / "face.otf"
    font_file.write_bytes(b"a")
    same = tmp_path / "same.otf"
    same.write_bytes(b"a")
    os.utime(same, ns=(font_file.stat().st_atime_ns, font_file.stat().st_mtime_ns))
    kept.remember(_Font(str(font_file)), ("x",), "a", (1,))
    kept.remember(_Font(str(same)), ("x",), "a", (1,))
    kept.remember(_Font(str(font_file), face_index=1), ("x",), "a", (1,))
    kept.remember(_Font(str(font_file)), ("y",), "a", (1,))
    paths = {k.path for k in kept._TABLES.values()}
    assert len(paths) == 4  # another path, another face, another call: files of their own
