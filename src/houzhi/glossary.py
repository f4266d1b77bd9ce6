"""The words of the text, once: pinyin identifier used in code → characters and English.

Code uses the pinyin (``zhong``, ``gong``, ``ge`` …); output uses the characters. Words the
text uses twice are kept apart by their identifiers: ``zhong`` the target's centre and
``zhong_tally`` the tally holder; ``ge`` the target strip and ``ge_counter`` the counter for
arrows; ``wu_mark`` (物) the shooting mark and ``wu`` (武) the footprint.
"""

from __future__ import annotations

from types import MappingProxyType

__all__ = ["GLOSSARY"]

GLOSSARY = MappingProxyType({
    "hou": ("侯", "the target, a cloth hung between two posts"),
    "zhong": ("中", "the square centre of the target (侯中); its side is 2寸 per 弓 of range"),
    "gong": ("躬", "the strips just above and below the 中, twice its width (the 'body')"),
    "ge": ("个 (個)", "the top and bottom strips of the target, wider than the 躬"),
    "she": ("舌", "the 'tongues': the parts of a 个 that reach beyond the 躬 on each side"),
    "gang": ("綱", "the ropes along the top and bottom edges that tie the target to its posts"),
    "yun": ("縜", "the loops (1寸) that hold the rope to the cloth"),
    "zhi_post": ("植", "the two posts the target is tied to; they lean outward"),
    "hu": ("鵠", "the bull's-eye, a square a third of the 中's width"),
    "zheng": ("正", "the painted bull's-eye of the 賓射, nested squares of colour"),
    "fa": ("乏", "the blind (also 容) that shields the target-keeper 獲者"),
    "wu_mark": ("物", "the shooting mark, a cross drawn where the archer stands"),
    "gan": ("笴", "an arrow shaft, 3尺; also a unit of distance before the hall"),
    "chou": ("籌 (筭)", "the counting rods that score hits"),
    "bi": ("楅", "the arrow rack, with dragon-head ends"),
    "pu": ("楚撲", "the rod of thorn carried by the 司射"),
    "zhong_tally": ("中 (tally holder)", "the carved animal that holds the counting rods"),
    "ge_counter": ("个 (counter)", "the counter for arrows, as in 挾一个"),
    "wu": ("武", "a footprint, 1尺2寸: the gap between the lower rope and the ground"),
    "hou_dao": ("侯道", "the range, from the shooting mark to the target, in 弓"),
    "fu_breadth": ("幅", "one breadth of cloth: 2尺2寸 as sold, 2尺 once the edges are trimmed"),
})
