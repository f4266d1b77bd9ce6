"""The words of houzhi's reasons (:class:`houzhi.canon.reasons.Reason`), once each, by the key of
their kind: why a reading cannot give a figure, or why houzhi reckons one its author does not
give. Said in the reader's language by :func:`reason_words`."""

from __future__ import annotations

import re
from collections.abc import Mapping

from . import N_, Phrase, _, language, listing

__all__ = ["QUOTES", "REASONS", "reason_words"]

#: Each kind of reason's words, by its key (:class:`houzhi.canon.reasons.Why`); the parameters in
#: braces are the reason's own (an author, his words quoted, a length).
REASONS: Mapping[str, str] = {
    "file_assumption": N_("{why}: houzhi's, {what}"),
    "no_rule_of_range": N_("{author} gives no rule of range ({said} is a supposition): houzhi's, from a {centre} "
                           "of the 記's 弓二寸"),
    "no_size": N_("{author} gives proportions, no size ({said}): houzhi's, from a {centre} of "
                  "the 記's 弓二寸"),
    "no_height_of_ge": N_("{author} gives no height of his 个: houzhi's, one breadth each "
                          "({said})"),
    "hu_said_of_one_hou": N_("{author}'s {hu} is said of a 侯 方十尺 ({said}): at any other "
                             "range houzhi's, keeping his 四尺"),
    "hu_larger_than_shen": N_("{author}'s absolute 四尺 鵠 is larger than the 身 ({shen}尺) at "
                              "this range; his words were for a 侯 方十尺"),
    "no_cloth": N_("{author} gives no cloth (用布): houzhi's reckoning from his {what}, in "
                   "breadths of the cloth"),
    "no_cloth_from_breadths": N_("{author} never gives the cloth (用布): houzhi's reckoning "
                                 "from his breadths and the 記's lengths"),
    "silent_on_hanging": N_("{author} is silent on how high the 侯 hangs: houzhi's, by 鄭玄's "
                            "武 of 尺二寸 (and in the 大射 by 見鵠, as 鄭玄 reads it)"),
    "breadths_not_lengths": N_("{author} counts breadths, not lengths ({said}): houzhi's, the "
                               "記's lengths as 鄭玄 reads them"),
    "no_hu_size": N_("{author} gives no size of the 鵠 ({said}): houzhi's third of the 中, as "
                     "梓人"),
    "hanging_of_gan_only": N_("{author} gives a height for the 干's 鵠 only ({said}): houzhi "
                              "applies it to a 侯 standing alone, and hangs the 大射's farther "
                              "侯 by 見鵠, as 鄭玄 does"),
    "hanging_of_one_hou": N_("{author} gives the lower rope of the {hou} only ({said}): houzhi "
                             "hangs every 侯 of his so ({others})"),
    "sized_at_one_range": N_("{author} sizes his 侯 by rule at 五十弓 only ({rule}); his own "
                             "{own} and {other} do not follow from it (盛世佐: 未詳; houzhi check lists "
                             "them): houzhi's, by that rule, as 盛世佐 reckons him (以郝說推之)"),
    "below_ground": N_("{author} hangs the 鵠 one 武 (3尺) above the ground (干侯之鵠則去地武), "
                       "which puts the lower edge of this 侯, its 鵠 in the middle, below the "
                       "ground (盛世佐: 鵠反不得居侯之中)"),
    "counts_no_breadths": N_("{author} counts no breadths"),
    "names_no_ge": N_("{author} names no 个: his 侯 is square"),
    "names_no_gong": N_("{author} names no 躬"),
    "names_no_zhong": N_("{author} names no 中 and no breadths"),
    "from_own_scale": N_("from {author}'s own {figure} at this range"),
    "reckoned_by_later": N_("{author} gives no such figure at this range; {who}: 「{quote}」"),
    "reckoned_by_later_finding": N_("{finding}; {who}: 「{quote}」"),
    "houzhi_by_rule": N_("no author of {author}'s reading gives it at this range: houzhi's, by "
                         "{rule} ({quote})"),
    "houzhi_by_arithmetic": N_("no author of {author}'s reading gives it at this range: houzhi's, "
                               "by arithmetic from {figures}"),
    "cloth_as_given": N_("the cloth as given (its breadth and trim), not the Han official cloth "
                         "of 鄭玄's 注"),
    "she_without_size": N_("{author} names the 舌 ({said}) but gives them no size, and his 侯 is "
                           "square ({square}): houzhi draws it one square, without 舌"),
}


#: The parameters of each kind of reason that hold an author's words verbatim (``said``: 「隨大小以此為準」,
#: or with whose they are, ``賈: 其上又加布一幅``): in Chinese set in quotation marks, so that
#: 简体 output keeps them as the edition writes them and the reader sees they are quoted.
QUOTES: Mapping[str, tuple[str, ...]] = {
    "no_rule_of_range": ("said",), "no_size": ("said",), "no_height_of_ge": ("said",),
    "hu_said_of_one_hou": ("hu", "said"), "breadths_not_lengths": ("said",),
    "no_hu_size": ("said",), "hanging_of_gan_only": ("said",),
    "hanging_of_one_hou": ("said", "others"), "sized_at_one_range": ("rule",),
    "houzhi_by_rule": ("quote",), "she_without_size": ("said", "square"),
}

#: ``whose: words`` — an author's words with his name before them (``賈: 其上又加布一幅``)
_WHOSE = re.compile(r"(?P<who>[^:「」\s]{1,6}): (?P<words>.+)", re.S)
#: the names a quotation is given by in Chinese where the English gives the surname alone: 賈's
#: words are his 疏
_WHOSE_WORK = {"賈": "賈疏"}


def _quoted(words: str) -> str:
    """An author's ``words`` (``賈: 其上又加布一幅``, or the words alone) as Chinese quotes them:
    the name, a full-width colon and the words in 「」 (賈疏：「其上又加布一幅」)."""
    m = _WHOSE.fullmatch(words)
    if m is None:
        return f"「{words}」"
    who = _WHOSE_WORK.get(m["who"], m["who"])
    return f"{who}：「{m['words']}」"


def reason_words(kind: str, params: Mapping[str, str]) -> str:
    """The words of a reason of ``kind`` (a key of :data:`REASONS`, or ``"words"``: a reading
    file's own, ``params['text']``) with its ``params``, in the reader's language: a
    :class:`~houzhi.locale.Phrase` of its kind's words, said by :func:`~houzhi.locale._`. A
    reading file's own words, and the words a file gives an assumption, are its author's: shown
    as written (or as a catalogue translates them)."""
    if kind == "words":  # a Phrase given whole (a composition's refusal) is said as it is
        text = params["text"]
        return _(text if isinstance(text, Phrase) else Phrase(text))
    if kind == "file_assumption":
        return _(Phrase(REASONS[kind], why=Phrase(params["why"]), what=Phrase(params["what"])))
    if kind == "reckoned_by_later_finding":  # the finding is the canon's prose: said in turn
        return _(Phrase(REASONS[kind], finding=Phrase(params["finding"]), who=params["who"],
                        quote=params["quote"]))
    if kind == "houzhi_by_arithmetic":  # the figures' names listed as the language lists them
        return _(Phrase(REASONS[kind], author=params["author"],
                        figures=listing(params["figures"].split(", "))))
    if language() != "en":  # an author's words in quotation marks, as Chinese quotes them
        params = {k: _quoted(v) if k in QUOTES.get(kind, ()) and isinstance(v, str) else v
                  for k, v in params.items()}
    return _(Phrase(REASONS[kind], **params))
