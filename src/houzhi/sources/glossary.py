"""The words of the text, once: pinyin identifier used in code → characters and English.

Code uses the pinyin (``zhong``, ``gong``, ``ge`` …); output uses the characters, looked up here
with :func:`term` — the parts of a target, the gear, the things on the ground, the rites, the
kinds of 侯 and the terms of the count all take their names from :data:`GLOSSARY`. Words the
text uses twice are kept apart by their identifiers: ``zhong`` the target's centre and
``zhong_tally`` the tally holder; ``ge`` the target strip and ``ge_counter`` the counter for
arrows; ``wu_mark`` (物) the shooting mark and ``wu`` (武) the footprint; ``xi`` (洗) the
washbasin and ``xi_jie`` (西階) the west steps.

Each entry is ``(characters, English)``; the characters may add a variant or a distinction in
parentheses (``个 (個)``, ``中 (tally holder)``): :func:`term` gives the word itself.
"""

from __future__ import annotations

from types import MappingProxyType

from ..errors import UnknownNameError
from ..locale import N_, NP_

__all__ = ["GLOSSARY", "gloss", "term"]

GLOSSARY = MappingProxyType({
    # -- the target and its parts
    "hou": ("侯", N_("the target, a cloth hung between two posts")),
    "zhong": ("中", N_("the square centre of the target (侯中); its side is 2寸 per 弓 of range")),
    "shen": ("身", N_("the 'body' of the target: 鄭眾's name for its centre, 林希逸's middle third")),
    "gong": ("躬", N_("the strips just above and below the 中, twice its width (the 'body')")),
    "shang_gong": ("上躬", N_("the 躬 above the 中")),
    "xia_gong": ("下躬", N_("the 躬 below the 中")),
    # the heading as the glossary's page shows it (pgettext "glossary"): 个 is the texts'
    # character, not the classifier, which 简体 writes alike
    "ge": (NP_("glossary", "个 (個)"), N_("the top and bottom strips of the target, wider than the 躬")),
    "shang_ge": ("上个", N_("the top strip, the widest: the 躬's length and a 舌 on each side")),
    "xia_ge": ("下个", N_("the bottom strip: the 躬's length and half a 舌 on each side")),
    "she": ("舌", N_("the 'tongues': the parts of a 个 that reach beyond the 躬 on each side")),
    "shang_she": ("上舌", N_("the upper tongues (劉敞's name for the upper strips)")),
    "xia_she": ("下舌", N_("the lower tongues (劉敞's name for the lower strips)")),
    "gang": ("綱", N_("the ropes along the top and bottom edges that tie the target to its posts")),
    "shang_gang": ("上綱", N_("the upper rope")),
    "xia_gang": ("下綱", N_("the lower rope")),
    "yun": ("縜", N_("the loops (1寸) that hold the rope to the cloth")),
    "zhi_post": ("植", N_("the two posts the target is tied to; they lean outward")),
    "zhi_post_xi": ("西植足", N_("the foot of the west post")),
    "zhi_post_dong": ("東植足", N_("the foot of the east post")),
    "guy_xi": ("西拉索錨", N_("where the west post's back guy is anchored: houzhi's rigging, "
                          "not the texts'")),
    "guy_dong": ("東拉索錨", N_("where the east post's back guy is anchored: houzhi's rigging, "
                            "not the texts'")),
    "line_xi_bei": ("西植北臨時索樁", N_("where the west post's temporary north line is staked "
                                   "while it is raised: houzhi's rigging, not the texts'")),
    "line_xi_nan": ("西植南臨時索樁", N_("where the west post's temporary south line is staked "
                                   "while it is raised: houzhi's rigging, not the texts'")),
    "line_dong_bei": ("東植北臨時索樁", N_("where the east post's temporary north line is staked "
                                     "while it is raised: houzhi's rigging, not the texts'")),
    "line_dong_nan": ("東植南臨時索樁", N_("where the east post's temporary south line is staked "
                                     "while it is raised: houzhi's rigging, not the texts'")),
    "fu_breadth": ("幅", N_("one breadth of cloth: 2尺2寸 as sold, 2尺 once the edges are trimmed")),
    # -- the marks painted on it and the kinds of 侯
    "hu": ("鵠", N_("the bull's-eye, a square a third of the 中's width")),
    "zheng": ("正", N_("the painted bull's-eye of the 賓射, nested squares of colour")),
    "pi_hou": ("皮侯", N_("a cloth 侯 with a 鵠 of hide and the sides of its 中 trimmed with "
                         "hide (the 大射's)")),
    "shi_trim": ("飾", N_("the hide trimming the two sides of a 皮侯's 中 (飾其側)")),
    "cai_hou": ("采侯", N_("a 侯 painted in colours, with 正 (the 賓射's and the 鄉射's)")),
    "shou_hou": ("獸侯", N_("a 侯 painted with beasts (the 燕射's)")),
    "bu_hou": ("布侯", N_("a plain cloth 侯, white where not painted")),
    "da_hou": ("大侯", N_("the 大射's farthest target, at 九十弓")),
    "san_hou": ("參 (參侯, 糝侯)", N_("the 大射's middle target, at 七十弓")),
    "gan_hou": ("干 (干侯, 豻侯)", N_("the 大射's nearest target, at 五十弓")),
    "shou": ("獸", N_("the beasts painted on a 獸侯 (their heads, 首)")),
    "shou_head": ("首", N_("a beast's head, painted on a 獸侯 or as the 鵠 of a 皮侯's skin")),
    "zhi_board": ("質", N_("敖繼公's 質: a board of wood as square as the 鵠, painted 白, 赤 or "
                          "丹, between the beasts of a 獸侯 (質者以木為之，而其方如鵠)")),
    "quan_pi": ("皮之全者", N_("a whole hide of the beast, two set one each side of the 質 of a "
                             "熊侯 or 麋侯 as 敖繼公 reads it (皆以其獸皮之全者二夾置於其質之旁也)")),
    # -- the beasts whose skins or heads mark the 侯
    "xiong": ("熊", N_("bear")),
    "mi": ("麋", N_("elk")),
    "hu_tiger": ("虎", N_("tiger (虎侯; not 鵠 hu, the mark)")),
    "bao": ("豹", N_("leopard")),
    "an": ("豻", N_("wild dog (豻侯, the 干)")),
    "lu": ("鹿", N_("deer")),
    "shi": ("豕", N_("pig")),
    # -- the rites
    "xiangshe": ("鄉射", N_("the district archery rite of the 儀禮")),
    "binshe": ("賓射", N_("the archery of guests (射人)")),
    "yanshe": ("燕射", N_("the archery at a feast")),
    "dashe": ("大射", N_("the great archery of a 諸侯 (大射儀)")),
    # -- the range and the ground
    "hou_dao": ("侯道", N_("the range, from the shooting mark to the target, in 弓")),
    "wu_mark": ("物", N_("the shooting mark, a cross drawn where the archer stands")),
    "shang_wu_mark": ("上射物", N_("the mark of the senior shooter of a pair")),
    "xia_wu_mark": ("下射物", N_("the mark of the junior shooter of a pair")),
    "wu": ("武", N_("a footprint, 1尺2寸: the gap between the lower rope and the ground")),
    "fa": ("乏", N_("the blind (also 容) that shields the target-keeper 獲者")),
    "tang_lian": ("堂廉", N_("the front edge of the hall")),
    "mei": ("楣", N_("the front beam of the hall (前楣)")),
    "dong": ("棟", N_("the ridge beam of the hall")),
    "hou_mei": ("後楣", N_("the back beam: north of it the 室 and 房")),
    "xi_xu": ("西序", N_("the west wall of the hall")),
    "dong_xu": ("東序", N_("the east wall of the hall")),
    "xi_ying": ("西楹", N_("the west pillar")),
    "dong_ying": ("東楹", N_("the east pillar")),
    "xi_jie": ("西階", N_("the west steps, the guests'")),
    "zuo_jie": ("阼階", N_("the east steps, the host's")),
    "xi": ("洗", N_("the washbasin")),
    "feng": ("豐", N_("the stand for the cup of the losers' forfeit")),
    "bi": ("楅", N_("the arrow rack, with dragon-head ends")),
    "huozhe_jian": ("獲者薦俎", N_("where the target-keeper's offerings are set")),
    "bin_dai": ("賓待位", N_("where the guest waits")),
    "fubu": ("服不", N_("the officer who keeps the 大射's targets (服不氏)")),
    "she_wei": ("射位", N_("the shooting place (the Ming rite's name for the 物)")),
    "yuesheng": ("樂生歌生", N_("the musicians and singers")),
    "yuezheng": ("樂正", N_("the master of music")),
    "sishe_gong": ("司射弓矢與扑", N_("the director's bow, arrows and rod, leaning by the steps")),
    "tongzan": ("通贊", N_("the usher who calls the rite")),
    "qing": ("磬", N_("the chime stone, hung (縣磬)")),
    "fei": ("篚", N_("the basket for the cups, beside the washbasin")),
    "dong_ban": ("東班", N_("the east row standing in order (序立) south of the washbasin")),
    "xi_ban": ("西班", N_("the west row standing in order (序立), facing the east row")),
    # -- the gear
    "gan": ("笴", N_("an arrow shaft, 3尺; also a unit of distance before the hall")),
    "chou": ("籌 (筭)", N_("the counting rods that score hits")),
    "pu": ("楚朴", N_("the rod of thorn carried by the 司射 (the 記 writes 朴; later books 扑 or 撲)")),
    "zhong_tally": ("中 (tally holder)", N_("the carved animal that holds the counting rods")),
    "lu_zhong": ("鹿中", N_("the tally holder of a 士: a kneeling deer")),
    "ge_counter": ("个 (counter)", N_("the counter for arrows, as in 挾一个")),
    # -- the count (釋獲)
    "chun": ("純", N_("a pair of rods (二算為純)")),
    "ji": ("奇", N_("a single rod left over (一算為奇)")),
    "wei": ("委", N_("a heap of ten 純 laid lengthwise (十純則縮而委之)")),
    "xian_huo": ("賢獲", N_("the winners' surplus of hits (齊之而取其餘)")),
    "jun": ("鈞", N_("a tie (左右鈞)")),
})


#: Each word's characters as :func:`term` gives them, read once.
_TERMS = {k: v[0].split(" ")[0] for k, v in GLOSSARY.items()}


def term(key: str) -> str:
    """The characters for the pinyin ``key`` as output shows them: the word itself, without
    the variant or distinction in parentheses (``term("ge")`` is 个, ``term("zhong_tally")`` 中).

    Raises :class:`~houzhi.errors.UnknownNameError` for a key not in :data:`GLOSSARY`."""
    try:
        return _TERMS[key]
    except (KeyError, TypeError):  # TypeError: not a name (a list)
        raise UnknownNameError(N_("glossary word"), key, list(GLOSSARY)) from None


def gloss(key: str) -> str:
    """The English gloss of the pinyin ``key``."""
    term(key)  # the same error for an unknown key
    return GLOSSARY[key][1]
