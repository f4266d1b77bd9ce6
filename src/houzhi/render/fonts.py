"""The CJK font, loaded once for each script: Noto Sans CJK (SIL Open Font License 1.1), from the
PyPI package ``noto-cjk-sans-otc``, the OpenType collection that holds one face for each region.

houzhi draws traditional characters with the collection's 繁體 face (``TC``: the face of Taiwan,
whose full stop and comma stand in the middle of their square, as a reader of 繁體 expects), in
English and in 繁體 alike, since the texts are quoted as the 四庫全書 prints them; it draws 简体
with the mainland's face (``SC``). The face follows the language houzhi speaks when it draws
(:func:`houzhi.locale.language`): :func:`face`.

houzhi draws with a copy of each face made once in matplotlib's cache folder: the one face taken
out of the collection, without the OpenType tables in :data:`DROPPED_TABLES` and under a family
name of its own (:func:`family`, so that a system font of the original name is never taken for
it). Matplotlib (3.11 and later) shapes every string it measures or draws with HarfBuzz, which
reads and checks a font's layout tables again on each call; in a CJK font those tables are large,
and they were a fifth of the time of drawing a page of labels. houzhi's labels use none of what
they hold (vertical forms, language forms, ligatures and kerning of the Latin letters): the
glyphs, their outlines and their advances are the face's own.

The copy is made once per release of the font and shared by every environment using that cache
folder; a copy that cannot be read is made again. Where no copy can be made (the cache path is
a file, the disk is full, the package's metadata is missing), the packaged collection is used as
it is, whose first face (Japanese) matplotlib then takes. The folder ``houzhi`` in matplotlib's
cache folder may be deleted whenever no houzhi runs.
"""

from __future__ import annotations

import hashlib
import os
from functools import cache
from pathlib import Path

from ..locale import language
from ._files import clear_stale, write_atomically

__all__ = ["DROPPED_TABLES", "FACES", "face", "family", "font_file", "font_path",
           "matplotlib_family", "packaged_font_path"]

#: The faces houzhi draws with, by script: the collection's family name of each.
FACES = {"TC": "Noto Sans CJK TC", "SC": "Noto Sans CJK SC"}

#: The tables left out of houzhi's copy of the font: the layout tables (substitutions,
#: positioning, baselines) and the vertical metrics, none of which a horizontal label uses.
DROPPED_TABLES = ("GSUB", "GPOS", "BASE", "VORG", "vhea", "vmtx")

PACKAGE = "noto-cjk-sans-otc"


def face() -> str:
    """The face houzhi draws with now (a key of :data:`FACES`): ``SC`` while it speaks 简体,
    ``TC`` otherwise."""
    return "SC" if language() == "zh-Hans" else "TC"


def family(face_: str | None = None) -> str:
    """The family name of houzhi's copy of ``face_`` (the face's own with "houzhi" added);
    of :func:`face` when None."""
    return f"{FACES[face_ or face()]} houzhi"


def font_file(face_: str | None = None) -> str:
    """The name of the file a CAD program finds ``face_`` in where Noto Sans CJK is installed
    (``NotoSansCJKtc-Regular.otf``), for a DXF's text style; of :func:`face` when None."""
    return f"NotoSansCJK{(face_ or face()).lower()}-Regular.otf"


@cache
def packaged_font_path() -> Path:
    """Path of the OpenType collection as the package ``noto-cjk-sans-otc`` installs it."""
    from noto_cjk_sans_otc import FONT_PATH

    return Path(str(FONT_PATH))


def font_path(face_: str | None = None) -> Path:
    """Path of the font houzhi draws ``face_`` with (of :func:`face` when None): its copy (see
    the module), made the first time it is asked for; the packaged collection where no copy can
    be made."""
    return _font_path(face_ or face())


@cache
def _font_path(face_: str) -> Path:
    source = packaged_font_path()
    try:
        return _copy_without_layout(source, face_)
    except Exception:
        return source


def _copy_without_layout(source: Path, face_: str) -> Path:
    """The copy of the face ``face_`` of the collection ``source``, without
    :data:`DROPPED_TABLES`, family :func:`family`, in matplotlib's cache folder, named after what
    it was made from (the collection's name and size, its package's release, the face, the
    tables left out, the family), so that any change makes a new copy; written, synced and moved
    into place whole by :func:`houzhi.render._files.write_atomically`."""
    from importlib.metadata import version

    from matplotlib import get_cachedir

    made_from = (source.name, source.stat().st_size, version(PACKAGE), FACES[face_],
                 family(face_), *DROPPED_TABLES)
    digest = hashlib.sha256(":".join(map(str, made_from)).encode()).hexdigest()[:12]
    folder = Path(get_cachedir()) / "houzhi"
    target = folder / f"NotoSansCJK{face_.lower()}-Regular-houzhi-{digest}.otf"
    clear_stale(folder)  # the temporary of a run killed while it made the copy
    if target.is_file() and _readable(target, face_):
        return target
    from fontTools.ttLib import TTCollection  # installed with matplotlib

    def write(tmp: Path) -> None:
        with TTCollection(str(source), lazy=True) as collection:
            font = next(f for f in collection.fonts
                        if f["name"].getDebugName(1) == FACES[face_])
            for tag in DROPPED_TABLES:
                if tag in font:
                    del font[tag]
            for record in font["name"].names:  # the family (and full name) of its own
                if record.nameID in (1, 4, 16):
                    record.string = family(face_)
            with open(tmp, "wb") as out:
                font.save(out)
                out.flush()
                os.fsync(out.fileno())  # whole on disk before it takes the copy's name

    folder.mkdir(parents=True, exist_ok=True)
    # a copy made from another release is left alone: another environment may be drawing
    # with it now (matplotlib reopens a font by its path)
    return write_atomically(target, write)


def _readable(path: Path, face_: str) -> bool:
    """Whether FreeType reads ``path`` as houzhi's copy of ``face_`` (a file cut short by a
    crash is not)."""
    from matplotlib.ft2font import FT2Font

    try:
        font = FT2Font(str(path))
    except (OSError, RuntimeError, ValueError):
        return False
    return font.family_name == family(face_) and font.num_glyphs > 0


def matplotlib_family(face_: str | None = None) -> str:
    """Register the font of ``face_`` (of :func:`face` when None) with matplotlib, once, and
    return its family name."""
    return _matplotlib_family(face_ or face())


@cache
def _matplotlib_family(face_: str) -> str:
    from matplotlib import font_manager

    path = font_path(face_)
    font_manager.fontManager.addfont(str(path))
    return str(font_manager.FontProperties(fname=str(path)).get_name())
