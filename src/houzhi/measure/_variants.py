"""The variant forms of the 四庫全書 transcription, and how houzhi normalises a quote.

The Kanseki Repository's transcription of the 四庫全書文淵閣本 keeps the edition's variant
forms (矦 for 侯, 躳 for 躬, 爲 for 為 …). houzhi quotes in one consistent set of traditional
characters: :data:`VARIANTS` maps each variant form to the form houzhi writes, and
:func:`normalise` applies it. The same table is applied to the shelf text and to a quote when a
test looks for the quote on its leaf, so a quote and its source are compared form for form.

Forms that are different words, not different shapes of one word, are not folded: 于 and 於,
衆 and 眾. 筭 and 算 are folded when a quote is compared with its text, but a quote may keep
筭 where its leaf writes it (:data:`AS_THE_TEXT`).

:func:`plain` removes the transcription's markup — ``¶`` line ends, line breaks, page markers
``<pb:…>``, the parentheses and ``/`` of small-character 注 and 疏, ``&KR…;`` codes for
glyphs outside Unicode, full-width spaces — and punctuation, which the 四庫 text does not have.
"""

from __future__ import annotations

import re
from types import MappingProxyType

__all__ = ["AS_THE_TEXT", "PUNCTUATION", "VARIANTS", "normalise", "plain"]

#: Variant form in the 四庫 transcription -> the form houzhi writes in a quote.
VARIANTS = MappingProxyType({
    "矦": "侯",  # target
    "躳": "躬",  # the 躬 strips
    "爲": "為",
    "歩": "步",
    "閒": "間",
    "髙": "高",
    "参": "參",
    "叅": "參",
    "個": "个",  # the 記 writes 个; later books and the seeds write 個
    "逺": "遠",
    "説": "說",
    "敎": "教",
    "横": "橫",
    "内": "內",
    "别": "別",
    "黄": "黃",
    "靣": "面",
    "卽": "即",
    "旣": "既",
    "絶": "絕",
    "摠": "總",
    "揔": "總",
    "鄕": "鄉",
    "刋": "刊",
    "竒": "奇",
    "葢": "蓋",
    "歛": "斂",
    "筭": "算",  # folded when comparing; a quote may keep 筭 where its text has it
    "䟽": "疏",
    "註": "注",
    "𤣥": "玄",
    "𤼵": "發",  # 三禮圖集注 卷六 葉2b: 遠近為𤼵必中也
    "㸃": "點",
    "徳": "德",
    "隂": "陰",
    "飬": "養",
    "㤀": "忘",
    "髤": "髹",
    "賔": "賓",
    "䆿": "寢",
    "衞": "衛",
    "脩": "修",
    "専": "專",
    "録": "錄",
    "緑": "綠",
    "麤": "粗",
    "兾": "冀",
    "竪": "豎",
    "虵": "蛇",
    "畧": "略",
    "兠": "兜",
    "尙": "尚",
    "吿": "告",
    "硏": "研",
    "幷": "并",
    "淸": "清",
    "邉": "邊",
    "㢘": "廉",
    "甞": "嘗",
})

#: Variant forms folded when comparing that a quote may nevertheless keep as its text writes it.
AS_THE_TEXT = frozenset("筭")

#: Punctuation a quote may carry and the 四庫 text does not.
PUNCTUATION = "，。、；：！？「」『』（）《》〈〉…—·,.;:!?()\"' 　"

_TABLE = str.maketrans({**VARIANTS, **{p: None for p in PUNCTUATION}})
_MARKUP = re.compile(r"<pb:[^>]*>|&KR\d+;|[¶/()\s　]")


def normalise(text: str) -> str:
    """``text`` in houzhi's forms (:data:`VARIANTS`), its punctuation removed."""
    return text.translate(_TABLE)


def plain(text: str, keep_lost: bool = True) -> str:
    """Shelf text without its markup, in houzhi's forms and without punctuation.

    A glyph the transcription codes as ``&KR…;`` becomes ``□`` (a lost character) when
    ``keep_lost``, so that positions still line up; otherwise it is dropped.
    """
    text = re.sub(r"&KR\d+;", "□" if keep_lost else "", text)
    return normalise(_MARKUP.sub("", text))
