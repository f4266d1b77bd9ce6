"""Each character's measures in a font, kept on disk from one run of houzhi to the next.

houzhi measures and lays out its text from its characters (:mod:`houzhi.render._pdf`): each
character, once for each font, size and resolution, is measured by FreeType (``set_text``) and
laid out by libraqm (``FT2Font._layout``), and every string is made from those. In a font of
CJK outlines each of those calls loads and interprets the glyph's outline, and a build book
asks for some 1 200 of them (359 characters in 13 sizes): about a tenth of its work, done
again by every run for the same answers.

Here those answers are kept, as matplotlib keeps its list of fonts: one small JSON file for each
font file in houzhi's folder of matplotlib's cache folder, named after what the answers depend
on (the font file's path, face, size and time of change; matplotlib's and FreeType's versions;
this module's format), so a change of any of them reads a new file and never an old answer.
An answer is what the call gave, written and read back exactly (integers, and floats as Python
writes them), so a run with the file draws the same bytes as one without it.

What is kept is read at the first measure of a font in a process; what a process measures anew
is written by :func:`save` (at the end of each file houzhi draws), merged with what the file
holds by then, and moved into place whole (:func:`houzhi.render._files.write_atomically`).
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
FORMAT = 1

MISSING = object()
"""What :func:`recall` gives for an answer not kept."""

_LOCK = threading.Lock()


class _Kept:
    """The answers kept for one face of one font file: those read from its file, and those
    measured since (not written yet)."""

    __slots__ = ("answers", "new", "path")

    def __init__(self, path: Path | None, answers: dict[str, Any]) -> None:
        self.path, self.answers = path, answers
        self.new: dict[str, Any] = {}


_FONTS: dict[tuple[str, int], _Kept] = {}  # by the font's file and face


def folder() -> Path:
    """The folder the kept files are in: ``houzhi`` in matplotlib's cache folder."""
    from matplotlib import get_cachedir

    return Path(get_cachedir()) / "houzhi"


def _kept(font: Any) -> _Kept:
    """The answers kept for ``font`` (a matplotlib ``FT2Font``), read from its file the first
    time they are asked for in this process."""
    key = (str(font.fname), int(font.face_index))
    kept = _FONTS.get(key)
    if kept is None:
        with _LOCK:
            kept = _FONTS.get(key)
            if kept is None:
                kept = _FONTS[key] = _read(*key)
    return kept


def _read(fname: str, face_index: int) -> _Kept:
    """The kept answers for the face ``face_index`` of the font file ``fname``; none (and no
    file to write them to) where its file cannot be named."""
    try:
        import matplotlib
        from matplotlib import ft2font

        st = os.stat(fname)
        made_from = (os.path.realpath(fname), face_index, st.st_size, st.st_mtime_ns,
                     matplotlib.__version__, getattr(ft2font, "__freetype_version__", ""),
                     FORMAT)
        digest = hashlib.sha256(repr(made_from).encode()).hexdigest()[:16]
        path = folder() / f"measures-{Path(fname).stem[:40]}-{digest}.json"
    except (OSError, ValueError, RuntimeError):
        return _Kept(None, {})
    return _Kept(path, _load(path))


def _load(path: Path) -> dict[str, Any]:
    """The answers in the kept file ``path``: empty where it is missing or not one of ours."""
    try:
        got = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return got if isinstance(got, dict) else {}


def _key(parts: tuple[Any, ...]) -> str:
    return "\x1f".join(map(repr, parts))


def recall(font: Any, parts: tuple[Any, ...]) -> Any:
    """The answer kept for the call named by ``parts`` (its kind and arguments: strings, ints
    and floats) in ``font``, as a tuple (or None, where the call gave None); :data:`MISSING`
    where none is kept."""
    got = _kept(font).answers.get(_key(parts), MISSING)
    return tuple(got) if isinstance(got, list) else got


def remember(font: Any, parts: tuple[Any, ...], answer: tuple[Any, ...] | None) -> None:
    """Keep ``answer`` (a tuple of ints and floats, or None) for the call named by ``parts`` in
    ``font``: in this process now, on disk at the next :func:`save`."""
    kept = _kept(font)
    key = _key(parts)
    value = None if answer is None else list(answer)
    kept.answers[key] = value
    if kept.path is not None:
        kept.new[key] = value


def save() -> None:
    """Write what this process has measured anew since the last save, each font's answers
    merged with what its file holds now; nothing where nothing is new. Never raises for the
    file system: keeping is a courtesy."""
    from ..errors import HouzhiError
    from ._files import write_atomically

    with _LOCK:
        for kept in _FONTS.values():
            if not kept.new or kept.path is None:
                continue
            merged = {**_load(kept.path), **kept.new}
            text = json.dumps(merged, ensure_ascii=False, separators=(",", ":"),
                              sort_keys=True)

            def write(tmp: Path, text: str = text) -> None:
                tmp.write_text(text, encoding="utf-8")

            try:
                kept.path.parent.mkdir(parents=True, exist_ok=True)
                write_atomically(kept.path, write)
            except (OSError, HouzhiError):
                continue
            kept.new = {}
