"""Each character's measures in a font, kept on disk from one run of houzhi to the next.

houzhi measures and lays out its text from its characters (:mod:`houzhi.render._pdf`): each
character, once for each font, size and resolution, is measured and laid out as FreeType
(``set_text``) and libraqm (``FT2Font._layout``) do it, from one load of its glyph, and every
string is made from those. In a font of CJK outlines each load interprets the glyph's outline,
and a build book asks for some 1 300 of them (359 characters in 13 sizes), done again by every
run for the same answers.

Here those answers are kept, as matplotlib keeps its list of fonts: a small JSON file for each
font file, call, size and resolution (its characters' answers) in houzhi's folder of
matplotlib's cache folder, named after what the answers depend on (the font file's path, face,
size and time of change; matplotlib's and FreeType's versions; this module's format; the call,
the size and the resolution), so a change of any of them reads a new file and never an old
answer, and a run reads only the files of the sizes it draws in. An answer is what the call
gave, written and read back exactly (integers, and floats as Python writes them), so a run with
the files draws the same bytes as one without them.

What is kept is read at the first measure in a process of a font at a size and resolution;
what a process measures anew is written by :func:`save` (once a drawing set's process has
drawn its files, once a book is drawn, after each redraw of the explorer), merged with what the
file holds by then, and moved into place whole (:func:`houzhi.render._files.write_atomically`).
Keeping is a courtesy: a file that cannot be read is taken as empty, one that cannot be written
is left as it is, and neither is ever an error of the run.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any

__all__ = ["MISSING", "recall", "remember", "save"]

#: The format of the kept files (part of their names: a new format reads new files).
FORMAT = 2

MISSING = object()
"""What :func:`recall` gives for an answer not kept."""

_LOCK = threading.Lock()


class _Kept:
    """The answers kept for one call of one face of one font file at one size and resolution,
    by character: those read from its file, and those measured since (not written yet)."""

    __slots__ = ("answers", "new", "path")

    def __init__(self, path: Path | None, answers: dict[str, Any]) -> None:
        self.path, self.answers = path, answers
        self.new: dict[str, Any] = {}


#: by the font's file and face, the call, the size and the resolution
_TABLES: dict[tuple[Any, ...], _Kept] = {}
#: the part of a kept file's name that names its font (None where the font's file cannot be
#: named): by the font's file and face
_FONTS: dict[tuple[str, int], str | None] = {}


def folder() -> Path:
    """The folder the kept files are in: ``houzhi`` in matplotlib's cache folder."""
    from matplotlib import get_cachedir

    return Path(get_cachedir()) / "houzhi"


def _kept(font: Any, call: tuple[Any, ...]) -> _Kept:
    """The answers kept for ``call`` (its name, size and resolution: strings, ints, floats) in
    ``font`` (a matplotlib ``FT2Font``), read from their file the first time they are asked for
    in this process."""
    key = (str(font.fname), int(font.face_index), *call)
    kept = _TABLES.get(key)
    if kept is None:
        with _LOCK:
            kept = _TABLES.get(key)
            if kept is None:
                name = _font_name(str(font.fname), int(font.face_index))
                if name is None:
                    kept = _Kept(None, {})
                else:
                    what = "-".join(str(part) for part in call)
                    path = folder() / f"measures-{name}-{what}.json"
                    kept = _Kept(path, _load(path))
                kept = _TABLES[key] = kept
    return kept


def _font_name(fname: str, face_index: int) -> str | None:
    """The part of a kept file's name that names the face ``face_index`` of the font file
    ``fname`` and what its answers depend on; None where its file cannot be named."""
    key = (fname, face_index)
    if key not in _FONTS:
        try:
            import matplotlib
            from matplotlib import ft2font

            st = os.stat(fname)
            made_from = (os.path.realpath(fname), face_index, st.st_size, st.st_mtime_ns,
                         matplotlib.__version__, getattr(ft2font, "__freetype_version__", ""),
                         FORMAT)
            digest = hashlib.sha256(repr(made_from).encode()).hexdigest()[:16]
            _FONTS[key] = f"{Path(fname).stem[:40]}-{digest}"
        except (OSError, ValueError, RuntimeError):
            _FONTS[key] = None
    return _FONTS[key]


def _load(path: Path) -> dict[str, Any]:
    """The answers in the kept file ``path``: empty where it is missing or not one of ours."""
    try:
        got = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return got if isinstance(got, dict) else {}


def recall(font: Any, call: tuple[Any, ...], char: str, length: int = 3) -> Any:
    """The answer kept for ``char`` in ``call`` (its name, size and resolution) in ``font``, as
    a tuple of ``length`` ints and floats (or None, where the call gave None); :data:`MISSING`
    where none is kept, or what is kept is not such an answer (a file edited by hand)."""
    got = _kept(font, call).answers.get(char, MISSING)
    if got is None:
        return None
    if (isinstance(got, list) and len(got) == length
            and all(type(v) is int or type(v) is float for v in got)):
        return tuple(got)
    return MISSING


def remember(font: Any, call: tuple[Any, ...], char: str,
             answer: tuple[Any, ...] | None) -> None:
    """Keep ``answer`` (a tuple of ints and floats, or None) for ``char`` in ``call`` in
    ``font``: in this process now, on disk at the next :func:`save`."""
    kept = _kept(font, call)
    value = None if answer is None else list(answer)
    kept.answers[char] = value
    if kept.path is not None:
        kept.new[char] = value


def save() -> None:
    """Write what this process has measured anew since the last save, each file's answers
    merged with what its file holds now; nothing where nothing is new. Never raises for the
    file system: keeping is a courtesy."""
    from ..errors import HouzhiError
    from ._files import write_atomically

    with _LOCK:
        for kept in _TABLES.values():
            if not kept.new or kept.path is None:
                continue
            merged = {**_load(kept.path), **kept.new}
            text = json.dumps(merged, separators=(",", ":"),
                              sort_keys=True)

            def write(tmp: Path, text: str = text) -> None:
                tmp.write_text(text, encoding="utf-8")

            try:
                kept.path.parent.mkdir(parents=True, exist_ok=True)
                write_atomically(kept.path, write)
            except (OSError, HouzhiError):
                continue
            kept.new = {}
