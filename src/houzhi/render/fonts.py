"""The CJK font, loaded once: Noto Sans CJK (SIL Open Font License 1.1), from the PyPI package
``noto-cjk-sans-jp-regular``. Its Japanese-default glyphs cover every traditional character the
texts use.

houzhi draws with a copy of that font made once in matplotlib's cache folder, without the
OpenType tables in :data:`DROPPED_TABLES`. Matplotlib (3.11 and later) shapes every string it
measures or draws with HarfBuzz, which reads and checks a font's layout tables again on each
call; in a CJK font those tables are large, and they were a fifth of the time of drawing a
page of labels. houzhi's labels use none of what they hold (vertical forms, language forms,
ligatures and kerning of the Latin letters): the glyphs, their outlines and their advances are
the packaged font's own. Where the copy cannot be made (a read-only cache), the packaged font is
used as it is.
"""

from __future__ import annotations

import hashlib
import os
from functools import cache
from pathlib import Path
from typing import Any

from .._files import _alive

__all__ = ["DROPPED_TABLES", "FONT_FILE", "font_path", "matplotlib_family", "outline_font",
           "packaged_font_path"]

FONT_FILE = "NotoSansCJKjp-Regular.otf"

#: The tables left out of houzhi's copy of the font: the layout tables (substitutions,
#: positioning, baselines) and the vertical metrics, none of which a horizontal label uses.
DROPPED_TABLES = ("GSUB", "GPOS", "BASE", "VORG", "vhea", "vmtx")


@cache
def packaged_font_path() -> Path:
    """Path of the OpenType font file as the package ``noto-cjk-sans-jp-regular`` installs it."""
    from noto_cjk_sans_jp_regular import FONT_PATH

    return Path(str(FONT_PATH))


@cache
def font_path() -> Path:
    """Path of the font houzhi draws with: its copy without :data:`DROPPED_TABLES`, made the
    first time it is asked for; the packaged font where no copy can be made."""
    source = packaged_font_path()
    try:
        return _copy_without_layout(source)
    except (OSError, ImportError, ValueError):
        return source


def _copy_without_layout(source: Path) -> Path:
    """The copy of ``source`` without :data:`DROPPED_TABLES` in matplotlib's cache folder,
    named after what it was made from (the font file's name and size, its package's release,
    the tables left out), so that a new font or a new list of tables makes a new copy; written
    under a temporary name and moved into place whole."""
    from importlib.metadata import version

    from matplotlib import get_cachedir

    # what the copy is made from: the same in every environment that installs this font's
    # release (so that two virtual environments share one copy)
    made_from = (source.name, source.stat().st_size, version("noto-cjk-sans-jp-regular"),
                 *DROPPED_TABLES)
    key = ":".join(map(str, made_from))
    digest = hashlib.sha256(key.encode()).hexdigest()[:12]
    folder = Path(get_cachedir()) / "houzhi"
    target = folder / f"{source.stem}-houzhi-{digest}{source.suffix}"
    if target.is_file():
        return target
    from fontTools.ttLib import TTFont  # installed with matplotlib

    folder.mkdir(parents=True, exist_ok=True)
    for left in folder.glob(f".{source.stem}-houzhi-*.tmp"):  # by a run that was killed
        pid = left.suffixes[-2].lstrip(".") if len(left.suffixes) > 1 else ""
        if pid.isdigit() and not _alive(int(pid)):
            left.unlink(missing_ok=True)
    tmp = folder / f".{target.name}.{os.getpid()}.tmp"
    try:
        with TTFont(str(source), lazy=True) as font:
            for tag in DROPPED_TABLES:
                if tag in font:
                    del font[tag]
            font.save(str(tmp))
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    # a copy made from another release is left alone: another environment may be drawing
    # with it now (matplotlib reopens a font by its path)
    return target


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
