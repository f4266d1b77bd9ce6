"""The CJK font, loaded once: Noto Sans CJK (SIL Open Font License 1.1), from the PyPI package
``noto-cjk-sans-jp-regular``. Its Japanese-default glyphs cover every traditional character the
texts use.

houzhi draws with a copy of that font made once in matplotlib's cache folder, without the
OpenType tables in :data:`DROPPED_TABLES` and under a family name of its own
(:data:`FAMILY`, so that a system font of the original name is never taken for it). Matplotlib
(3.11 and later) shapes every string it measures or draws with HarfBuzz, which reads and checks a
font's layout tables again on each call; in a CJK font those tables are large, and they were a
fifth of the time of drawing a page of labels. houzhi's labels use none of what they hold
(vertical forms, language forms, ligatures and kerning of the Latin letters): the glyphs, their
outlines and their advances are the packaged font's own.

The copy is made once per release of the font and shared by every environment using that cache
folder; a copy that cannot be read is made again. Where no copy can be made (the cache path is
a file, the disk is full, the package's metadata is missing), the packaged font is used as it
is. The folder ``houzhi`` in matplotlib's cache folder may be deleted whenever no houzhi runs.
"""

from __future__ import annotations

import hashlib
import os
from functools import cache
from pathlib import Path
from typing import Any

from ._files import clear_stale, write_atomically

__all__ = ["DROPPED_TABLES", "FAMILY", "FONT_FILE", "font_path", "matplotlib_family",
           "outline_font", "packaged_font_path"]

FONT_FILE = "NotoSansCJKjp-Regular.otf"

#: The tables left out of houzhi's copy of the font: the layout tables (substitutions,
#: positioning, baselines) and the vertical metrics, none of which a horizontal label uses.
DROPPED_TABLES = ("GSUB", "GPOS", "BASE", "VORG", "vhea", "vmtx")

#: The family name of houzhi's copy (the original's with "houzhi" added).
FAMILY = "Noto Sans CJK JP houzhi"


@cache
def packaged_font_path() -> Path:
    """Path of the OpenType font file as the package ``noto-cjk-sans-jp-regular`` installs it."""
    from noto_cjk_sans_jp_regular import FONT_PATH

    return Path(str(FONT_PATH))


@cache
def font_path() -> Path:
    """Path of the font houzhi draws with: its copy (see the module), made the first time it is
    asked for; the packaged font where no copy can be made."""
    source = packaged_font_path()
    try:
        return _copy_without_layout(source)
    except Exception:
        return source


def _copy_without_layout(source: Path) -> Path:
    """The copy of ``source`` without :data:`DROPPED_TABLES`, family :data:`FAMILY`, in
    matplotlib's cache folder, named after what it was made from (the font file's name and
    size, its package's release, the tables left out, the family), so that any change makes a
    new copy; written, synced and moved into place whole by :func:`houzhi.render._files.write_atomically`."""
    from importlib.metadata import version

    from matplotlib import get_cachedir

    made_from = (source.name, source.stat().st_size, version("noto-cjk-sans-jp-regular"),
                 FAMILY, *DROPPED_TABLES)
    digest = hashlib.sha256(":".join(map(str, made_from)).encode()).hexdigest()[:12]
    folder = Path(get_cachedir()) / "houzhi"
    target = folder / f"{source.stem}-houzhi-{digest}{source.suffix}"
    clear_stale(folder)  # the temporary of a run killed while it made the copy
    if target.is_file() and _readable(target):
        return target
    from fontTools.ttLib import TTFont  # installed with matplotlib

    def write(tmp: Path) -> None:
        with TTFont(str(source), lazy=True) as font:
            for tag in DROPPED_TABLES:
                if tag in font:
                    del font[tag]
            for record in font["name"].names:  # the family (and full name) of its own
                if record.nameID in (1, 4, 16):
                    record.string = FAMILY
            with open(tmp, "wb") as out:
                font.save(out)
                out.flush()
                os.fsync(out.fileno())  # whole on disk before it takes the copy's name

    folder.mkdir(parents=True, exist_ok=True)
    # a copy made from another release is left alone: another environment may be drawing
    # with it now (matplotlib reopens a font by its path)
    return write_atomically(target, write)


def _readable(path: Path) -> bool:
    """Whether FreeType reads ``path`` as houzhi's copy (a file cut short by a crash is not)."""
    from matplotlib.ft2font import FT2Font

    try:
        font = FT2Font(str(path))
    except (OSError, RuntimeError, ValueError):
        return False
    return font.family_name == FAMILY and font.num_glyphs > 0


@cache
def matplotlib_family() -> str:
    """Register the font with matplotlib (once) and return its family name."""
    from matplotlib import font_manager

    font_manager.fontManager.addfont(str(font_path()))
    return str(font_manager.FontProperties(fname=str(font_path())).get_name())


@cache
def outline_font() -> Any:
    """The font as ezdxf reads glyph outlines from it (for text drawn as outlines)."""
    from ezdxf.fonts import fonts

    return fonts.sideload_ttf(str(font_path()), 1.0)
