"""The CJK font, loaded once: Noto Sans CJK (SIL Open Font License 1.1), from the PyPI package
``noto-cjk-sans-jp-regular``. Its Japanese-default glyphs cover every traditional character the
texts use.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["FONT_FILE", "font_path", "matplotlib_family", "outline_font"]

FONT_FILE = "NotoSansCJKjp-Regular.otf"


@cache
def font_path() -> Path:
    """Path of the OpenType font file."""
    from noto_cjk_sans_jp_regular import FONT_PATH

    return Path(str(FONT_PATH))


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
