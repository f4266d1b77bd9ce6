"""How the renderers paint the colour words of the texts: the model names a colour as the text
does (朱, 白, 蒼, 黃, 玄 …, :attr:`houzhi.model.marks.Mark.colour`); the sRGB values are a choice of
this drawing set, not the texts', and live here with the renderers that use them."""

from __future__ import annotations

from types import MappingProxyType

__all__ = ["COLOURS", "UNKNOWN", "hex_of", "rgb_of"]

#: sRGB colours (hex) for drawing each colour word.
COLOURS = MappingProxyType({
    "朱": "#c8322a", "白": "#f4f1e8", "蒼": "#3c6e71", "黃": "#d9a520", "玄": "#221e2a",
    "綠": "#3f7f3a", "赤": "#b0302a", "丹": "#c0452e", "布": "#e9e1cc", "黑": "#221e2a",
})

#: the fill of a word the table lacks (a beast's skin or head: 熊, 麋, 虎 …)
UNKNOWN = "#8a6a48"


def hex_of(word: str, default: str = UNKNOWN) -> str:
    """The sRGB hex colour (``"#c8322a"``) of a colour word of the text, else ``default``."""
    return COLOURS.get(word, default)


def rgb_of(word: str, default: str = UNKNOWN) -> tuple[int, int, int]:
    """The same colour as 0–255 red, green and blue (as DXF true colours take it)."""
    h = hex_of(word, default).lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
