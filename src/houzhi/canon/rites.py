"""The four rites of archery and what the texts give each: ranges, the kind of 侯, its marks, its 乏.

* 鄉射: one 侯 at 五十弓 (記: 侯道五十弓), a 采侯 with 二正 (鄭注 on the 記: 鄉射及賓射，當張采侯
  二正), its 乏 a third of the range north and 五步 west (經: 乏參侯道，居侯黨之一，西五步).
* 賓射: 采侯 with 正 — 五正 at 九十弓, 三正 at 七十, 二正 at 五十 (鄭 on 射人: 三侯者五正三正二正
  之侯); the 天子 shoots three 侯, the 諸侯 two (七十, 五十), 大夫 and 士 one (五十).
* 燕射: the 獸侯 of the 記 by rank (天子熊侯白質 … 士布侯畫以鹿豕), at the 鄉射's 五十弓
  (賈: 用鄉射之禮謂張侯道五十步); 大夫 and 士 on a white ground (其地不采者，白布也).
* 大射: 皮侯, of cloth with a 鵠 of hide and the sides of the 中 trimmed with hide (賈: 三侯皆以布
  為之，而以皮為鵠，旁又飾以皮) — for a 諸侯 大侯 (熊, as the 天子's 熊侯) 九十, 糝 七十 (豹鵠而麋飾),
  豻 五十 (豻鵠豻飾) (大射儀); for the 天子 虎, 熊, 豹 (司裘); a 大夫 one 麋侯 at 五十; the 士
  does not hold it (士無臣，祭不射). Each 乏 ten 貍步 west and ten north of its 侯
  (設乏各去其侯西十北十; 賈: 西與北皆六丈).

:func:`setting` resolves a rite, a rank and a range to a :class:`Setting`, refusing what the texts
do not have (one line naming what is known) or carrying it out with the assumption stated.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ..errors import BadValueError, UnknownNameError, require
from ..locale import N_, Phrase, _
from ..measure._frozen import quick_init
from ..sources.citations import Citation, Rule, cite
from ..sources.glossary import term
from . import rules

__all__ = [
    "AO_JIGONG_HIDES",
    "BINSHE_FA",
    "CHEN_XIANGDAO_HIDES",
    "DANZHI_NAMES",
    "DANZHI_READINGS",
    "DANZHI_YISHUO",
    "DANZHI_ZHENG",
    "DASHE_FA",
    "DEFAULT_HIDES",
    "FA_OF_THREE",
    "FA_RULES",
    "HIDE_HU",
    "HIDE_READINGS",
    "HIDE_SHI",
    "MARK_RULES",
    "RANGE_WORDS",
    "RANKS",
    "RITES",
    "SHOU_HEAD",
    "XIANGSHE_FA",
    "YUNQI",
    "ZHENG_BETWEEN",
    "ZHENG_CENTRE",
    "ZHENG_COLOUR",
    "ZHENG_COLOURS",
    "ZHENG_COLOUR_CITATIONS",
    "ZHENG_OUTSIDE",
    "ZHENG_XUAN_HIDES",
    "HideReading",
    "Hou",
    "Rite",
    "Setting",
    "get_danzhi",
    "get_hides",
    "get_rite",
    "ranges_words",
    "setting",
]

class _Named(str, Enum):
    """A name of the texts as an enumeration: each member is its characters (its value), and is
    printed, hashed and compared as them, so that it keys what a plain name keys."""

    __hash__ = str.__hash__

    @classmethod
    def _missing_(cls, value: object) -> None:
        """A value that is none of the members: refused by name, as an unknown name is."""
        raise UnknownNameError(cls.__name__.lower(), value, [m.value for m in cls])

    def __str__(self) -> str:
        return str.__str__(self)

    def __format__(self, spec: str) -> str:
        return str.__format__(self, spec)


# Rank and Station are not in __all__: an Enum called with a value it cannot show (a quantity
# whose repr fails) raises before its own refusal (_missing_) can, so they are not offered as
# functions to call; import them by name.
class Rank(_Named):
    """The ranks, highest first; each may also be named by its member's name in lower case
    (tianzi, zhuhou, dafu, shi)."""

    TIANZI = "天子"
    ZHUHOU = "諸侯"
    DAFU = "大夫"
    SHI = "士"


class Station(_Named):
    """The 大射's three 侯, nearest first (大侯九十，參七十，干五十)."""

    GAN = "干"
    SAN = "參"
    DAHOU = "大侯"


#: The ranks, highest first, and the names they may be given by.
RANKS: tuple[Rank, ...] = tuple(Rank)
_RANK_ALIASES = MappingProxyType({r.name.lower(): r for r in Rank})

_XS, _DS = "KR1d0028", "KR1d0028"
_JI = "鄉射禮·記"
_XS_JING = "鄉射禮"
_DASHE = "大射儀"

# -- citations, each quote checked against its leaf ----------------------------------------------
C_XIANGSHE_RANGE = rules.ZHONG.citations[0]  # 侯道五十弓，弓二寸以為侯中
C_CAIHOU = cite(_XS, "005-77a", _JI, "注", "鄭玄", "鄉射及賓射，當張采侯二正")
C_CAIHOU_JIA = cite(_XS, "005-77b", _JI, "疏", "賈公彥",
                    "鄉射雖與鄉人習禮亦如賓主行射禮，又非私相燕勞，故約與賓射同也")
C_SHOUHOU = cite(_XS, "005-76b", _JI, "記", "",
                 "凡侯：天子熊侯，白質；諸侯麋侯，赤質；大夫布侯，畫以虎豹；士布侯，畫以鹿豕")
C_SHOUHOU_YAN = cite(_XS, "005-76b", _JI, "注", "鄭玄", "此所謂獸侯也，燕射則張之")
C_WHITE = cite(_XS, "005-77a", _JI, "注", "鄭玄", "其地不采者，白布也")
C_HEADS = cite(_XS, "005-77a", _JI, "注", "鄭玄",
               "熊麋虎豹鹿豕，皆正面畫其頭，象於正鵠之處耳。君畫一，臣畫二")
C_HEAD_SIZE = cite(_XS, "005-78a", _JI, "疏", "賈公彥", "若燕射之侯則獸居一焉")
C_YAN_RANGE = cite(_XS, "005-77b", _JI, "疏", "賈公彥", "用鄉射之禮謂張侯道五十步及三耦一與鄉射同")
C_YAN_XIANGSHE = cite(_XS, "005-77a", _JI, "注", "鄭玄", "天子諸侯之燕射，各以其鄉射之禮")
# the 乏 of each rite is a rule of houzhi.canon.rules; its passages are named here as the rites use them
C_XS_FA, C_XS_FA_ZHU = rules.FA.citations[:2]
C_DS_RANGES, C_LIBU, C_DS_FA_JIA, C_DS_FA_JIA_2 = rules.DASHE_FA.citations
C_DAHOU = cite(_DS, "007-3b", _DASHE, "注", "鄭玄", "大侯，熊侯，謂之大者，與天子熊侯同")
C_SANHOU = cite(_DS, "007-3b", _DASHE, "注", "鄭玄", "雜侯者，豹鵠而麋飾，下天子大夫也")
C_ANHOU = cite(_DS, "007-3b", _DASHE, "注", "鄭玄", "豻侯者，豻鵠豻飾也")
# the hide of the 大射's 侯: a 鵠 of hide set on the cloth, the sides of the 中 trimmed with hide
C_DS_HIDE = cite(_DS, "007-4a", _DASHE, "疏", "賈公彥", "以其三侯皆以布為之，而以皮為鵠，旁又飾以皮也")
C_SANHOU_JIA = cite(_DS, "007-4b", _DASHE, "疏", "賈公彥",
                    "此則以豹皮為鵠，以麋飾其側，不用純麋，是下天子大夫也")
C_SANHOU_JIA_2 = cite(_DS, "007-4b", _DASHE, "疏", "賈公彥", "明君之第二侯用麋飾其側，侯以飾得名")
C_DAHOU_YISHU = cite("KR1d0037", "015-9a", _DASHE, "說", "三禮館臣",
                     "注謂與天子熊侯同者，言其鵠與其飾耳", juan="卷十三")
C_SAN_AO = cite("KR1d0035", "007-3a", _DASHE, "說", "敖繼公", "此大侯熊侯也，則參侯其豹侯與")
C_SAN_YISHU = cite("KR1d0037", "015-10a", _DASHE, "說", "三禮館臣",
                   "乃改為糝而以豹鵠麋飾者當之，臆說也", juan="卷十三")
# the hides of the 參, as each reads it (HIDE_READINGS): 鄭's emendation, 敖's 豹侯
C_SAN_EMEND = cite(_DS, "007-3b", _DASHE, "注", "鄭玄", "參讀為糝，糝，雜也")
C_AO_LIST = cite("KR1d0035", "005-92a", "鄉射禮·記", "說", "敖繼公",
                 "大射之禮，王則虎侯、熊侯、豹侯，諸侯則熊侯、豹侯、豻侯", juan="卷五下")
C_AO_SIQIU = cite("KR1d0035", "007-3b", _DASHE, "說", "敖繼公", "周官掌皮職言諸侯大射共熊侯、豹侯",
                  note="校: 掌皮當作司裘（司裘職文；儀禮集編引作「周官司裘職」）")
C_AO_PIHOU = cite("KR1d0035", "005-91b", "鄉射禮·記", "說", "敖繼公",
                  "熊侯、麋侯者，皆以其獸皮之全者二夾置於其質之旁也。凡皮侯之制亦然，惟不質而鵠為異爾",
                  juan="卷五下")
C_AO_HU = cite("KR1d0035", "007-4a", _DASHE, "注", "鄭玄（敖繼公引）", "鵠所射之主，以皮為之，各如其侯也")
C_AO_GAN = cite("KR1d0035", "007-2b", _DASHE, "注", "鄭玄（敖繼公引）", "干讀為豻，干侯者，豻鵠豻飾也")
C_YISHU_AO = cite("KR1d0037", "015-9a", _DASHE, "說", "三禮館臣",
                  "參侯之說注疏雖亦可通，然須改參為糝，不若敖氏依經之有據也", juan="卷十三")
C_YISHU_PURE = cite("KR1d0037", "015-10a", _DASHE, "說", "三禮館臣",
                    "周官諸職止言虎侯、熊侯、豹侯、麋侯、豻侯，則自天子至於士備矣，未有不豹不麋之間者",
                    juan="卷十三")
C_QI_HU = cite("KR1d0003", "041-27a", "考工記·梓人", "經", "", "張皮侯而棲鵠")
C_QI_HU_ZHU = cite("KR1d0003", "041-27a", "考工記·梓人", "注", "鄭玄", "皮侯，以皮所飾之侯")
C_HU_HIDE = cite("KR1d0003", "041-24b", "考工記·梓人", "注", "鄭玄", "鵠所射也，以皮為之，各如其侯也")
C_HU_HIDE_JIA = cite("KR1d0003", "041-25a", "考工記·梓人", "疏", "賈公彥",
                     "侯謂以皮飾兩畔，其鵠之皮亦與作侯用皮同也，謂若虎侯以虎皮飾侯側，其鵠亦用虎皮，"
                     "其餘熊豹麋等亦然")
C_SIQIU_SHI = cite("KR1d0003", "007-10a", "天官·司裘", "注", "鄭玄", "以虎熊豹麋之皮飾其側")
_LISHU = "KR1d0084"  # 陳祥道《禮書》: file 104 is 卷一百五
C_CHEN_SAN = cite(_LISHU, "104-9a", "射儀", "說", "陳祥道", "大侯，熊侯也；參侯，麋侯也；干侯，豻侯也",
                  juan="卷一百五")
C_CHEN_NAME = cite(_LISHU, "104-9a/9b", "射儀", "說", "陳祥道", "大夫麋侯參於天子諸侯之侯為三，故曰參侯",
                   juan="卷一百五")
C_CHEN_ZHENG = cite(_LISHU, "104-9b", "射儀", "說", "陳祥道", "康成以參為糝，謂糝侯豹鵠而麋飾",
                    juan="卷一百五")
C_CHEN_HIDE = cite(_LISHU, "104-7a/7b", "射儀", "說", "陳祥道", "大射之侯用虎熊豹麋之皮節其側，而中又制皮以為鵠",
                   juan="卷一百五", note="校: 節當作飾")
C_HAO_SAN = cite("KR1d0049", "016-7b", _DASHE, "說", "郝敬（盛世佐引）",
                 "參謂參于二侯之間，即孤卿大夫所共射之麋侯", juan="卷十三")
C_HAO_DAHOU = cite("KR1d0049", "016-7b", _DASHE, "說", "郝敬（盛世佐引）", "大侯是熊豹侯", juan="卷十三")
C_HAO_HU = cite("KR1d0049", "016-16a", _DASHE, "說", "郝敬（盛世佐引）", "中即鵠也", juan="卷十三")
C_SHIZUO_SAN = cite("KR1d0049", "016-8b", _DASHE, "說", "盛世佐",
                    "參讀如字，以其參用豹侯、麋侯之制而名之也", juan="卷十三")
C_SIQIU_ZHUHOU = cite("KR1d0003", "007-9b", "天官·司裘", "經", "", "諸侯則共熊侯、豹侯")
C_SIQIU_XIONG_JIA = cite("KR1d0003", "007-11a", "天官·司裘", "疏", "賈公彥", "熊侯者，以熊皮飾其側")
C_SIQIU_BAO_JIA = cite("KR1d0003", "007-11a/11b", "天官·司裘", "疏", "賈公彥", "豹侯者，謂以豹皮飾其側")
C_SIQIU_HU = cite("KR1d0003", "007-10a", "天官·司裘", "注", "鄭玄", "謂之鵠，著于侯中，所謂皮侯")
C_SIQIU_HU_JIA = cite("KR1d0003", "007-11b", "天官·司裘", "疏", "賈公彥", "其鵠還以虎熊豹皮為之")
C_SIQIU_SIDES = cite("KR1d0003", "007-12a", "天官·司裘", "疏", "賈公彥",
                     "侯中上下俱有布一幅夾之，所飾者唯有兩傍之側，故云飾其側也")
C_MIHOU_JIA = cite("KR1d0003", "007-11b", "天官·司裘", "疏", "賈公彥",
                   "卿大夫者謂王朝卿大夫，則共麋侯者，亦五十步，以麋皮飾其側")
C_MIHOU_HU_JIA = cite("KR1d0003", "007-11b", "天官·司裘", "疏", "賈公彥", "熊侯已下亦以熊豹麋之皮為鵠")
C_DAFU_DASHE = cite(_DS, "007-3b", _DASHE, "注", "鄭玄", "大夫將祭於已，射麋侯；士無臣，祭不射",
                   note="校: 已當作己")
C_TIANZI_DASHE = cite("KR1d0003", "007-9b", "天官·司裘", "經", "", "王大射，則共虎侯、熊侯、豹侯，設其鵠")
C_QING_DASHE = cite("KR1d0003", "007-10a", "天官·司裘", "注", "鄭玄", "卿大夫之大射，麋侯，君臣共射焉")
C_SHEREN = cite("KR1d0003", "030-25a/25b", "夏官·射人", "經", "",
                "王以六耦射三侯，三獲三容，樂以騶虞，九節五正；諸侯以四耦射二侯，二獲二容，樂以貍首，"
                "七節三正；孤卿大夫以三耦射一侯，一獲一容，樂以采蘋，五節二正；士以三耦射豻侯，一獲一容，"
                "樂以采蘩，五節二正")
C_SHEREN_ZHU = cite("KR1d0003", "030-25b", "夏官·射人", "注", "鄭玄",
                    "三侯者，五正、三正、二正之侯也；二侯者，三正、二正之侯也；一侯者，二正而已")
C_SHEREN_JIA = cite("KR1d0003", "030-27a", "夏官·射人", "疏", "賈公彥",
                    "二侯者三正二正之侯也者，謂七十五十弓者也")
C_SHEREN_JIA_2 = cite("KR1d0003", "030-27a", "夏官·射人", "疏", "賈公彥", "據大夫士同一侯二正五十弓而已")
C_ZHENG_COLOURS = cite("KR1d0003", "030-26a", "夏官·射人", "注", "鄭玄",
                       "畫五正之侯，中朱，次白，次蒼，次黃，玄居外；三正損玄黃；二正去白蒼而畫以朱綠")
C_ZHENG_SIZE = cite("KR1d0003", "041-27b", "考工記·梓人", "注", "鄭玄", "正之方外如鵠，內二尺")
C_ZHENG_SIZE_2 = cite("KR1d0003", "030-26a", "夏官·射人", "注", "鄭玄", "其外之廣皆居侯中參分之一，中二尺")
C_ZHENG_OUT_JIA = cite("KR1d0003", "041-28a", "考工記·梓人", "疏", "賈公彥",
                       "不見賓射之侯，故云如鵠，亦當參分其侯正居一焉")
C_ZHENG_FILL = cite("KR1d0003", "041-28a", "考工記·梓人", "疏", "賈公彥", "中央畫朱方二尺")
C_ZHENG_FILL_2 = cite("KR1d0003", "041-28a", "考工記·梓人", "疏", "賈公彥", "使大如鵠也")
C_ZHENG_FILL_3 = cite("KR1d0003", "041-28a", "考工記·梓人", "疏", "賈公彥", "其外以白蒼等充其尺寸")
C_ZHENG_ORDER_JIA = cite("KR1d0003", "041-28a", "考工記·梓人", "疏", "賈公彥",
                         "凡畫正皆先以朱，次白，次青，次黃，次玄")
C_ZHENG_ORDER_JIA_2 = cite("KR1d0003", "041-28a", "考工記·梓人", "疏", "賈公彥",
                           "其三正者去玄黃，二正者又去白青，直以朱綠也")
C_SANLITU_ZHENG = cite("KR1d0078", "006-16b", "五正侯", "說", "聶崇義",
                       "五采者先從中畫朱方二尺，次白，次蒼，次黃，次黑，皆充尺寸，使大如鵠")
C_SANLITU_CAI = cite("KR1d0078", "006-16b", "五正侯", "說", "聶崇義", "凡畫正，五正五采，三正三采，二正二采")
# where the 二正's 朱綠 stands (鄭 on 射人 above; 賈 on the 鄉射記 and on 梓人)
C_ERZHENG_JIA = cite(_XS, "005-78b", _JI, "疏", "賈公彥", "五十步侯朱綠二正者，還畫此二色雲氣於其側")
# the beasts' heads are painted in their own coats; no colour is named
C_MAOWU = cite(_XS, "005-77a", _JI, "注", "鄭玄", "其畫之皆毛物之")
C_MAOWU_JIA = cite(_XS, "005-78a", _JI, "疏", "賈公彥",
                   "此無正文，但畫五正三正之侯各以其色，明畫獸侯亦以毛物畫之可知也")


C_GANG = rules.YUN.citations[0]  # 上綱與下綱出舌尋，絹寸焉 (校: 絹當作縜)
C_GANG_ALL = cite("KR1d0003", "041-26a", "考工記·梓人", "疏", "賈公彥", "一侯二侯三侯皆然")
C_XS_LEFT = cite(_XS, "005-5a", _XS_JING, "經", "", "不繫左下綱，中掩束之")
C_DS_LEFT = cite(_DS, "007-5a", _DASHE, "經", "", "干不及地武，不繫左下綱")
_ROPES = "上綱與下綱出舌尋 (梓人), for every 侯 (賈: 一侯二侯三侯皆然)"
_LEFT = ("; until the shooting the left (west) lower rope is left untied and its 舌 folded up "
         "(不繫左下綱，中掩束之)")

#: The 乏 of the 鄉射 (and of a rite that shoots one 侯 as it does) and of the 大射.
XIANGSHE_FA = rules.FA
DASHE_FA = rules.DASHE_FA
# 車僕 provides the 大射's three 乏 but places none; 賈: the 賓射 and 燕射 are provided theirs too
C_CHEPU_FA = cite("KR1d0003", "027-24a", "春官·車僕", "經", "", "大射共三乏")
C_CHEPU_FA_JIA = cite("KR1d0003", "027-24a", "春官·車僕", "疏", "賈公彥",
                      "直云大射共乏，至於賓射燕射之等則亦使共乏矣，舉大射尊者而言")
# 鄭 on 司裘: the 天子's 大射 at the ranges of the 諸侯's (凡此侯道虎九十弓，熊七十弓，豹麋五十弓)
C_SIQIU_RANGES = cite("KR1d0003", "007-10a", "天官·司裘", "注", "鄭玄",
                      "凡此侯道虎九十弓，熊七十弓，豹麋五十弓，列國之諸侯大射大侯亦九十，參七十，干五十")
# 射人 gives each 侯 of the 賓射 its 容 (三獲三容, 二獲二容, 一獲一容), and 容 is the 乏
C_RONG_JIA = cite("KR1d0003", "030-26b", "夏官·射人", "疏", "賈公彥", "云容者乏也者，此言容，儀禮大射鄉射之等云乏，故云容者乏也")
#: The 乏 of a 賓射 of two 侯 (a 諸侯's): the texts give it two 容 but place neither. 賈's reason
#: for the 大射's 西十北十 is about three 侯 (以其三侯入堂深故也; 與一侯亦異也), so it is not
#: carried here: houzhi sets each 乏 as the 大射's, and says the figure is its own assumption.
BINSHE_FA = Rule(
    "fa_binshe", "乏", "The 賓射 gives a 諸侯 two 侯 and two 乏 (射人: 諸侯以四耦射二侯，二獲二容; 容者"
    "乏也) but does not place them; 賈 gives the 大射's 西十北十 for its three 侯 (以其三侯入堂深故也) "
    "and the 鄉射's third of the range for one, and nothing for two. houzhi sets each 乏 ten 步 "
    "west and ten north of its 侯, as the 大射 does, 西與北皆六丈 (houzhi's assumption, not the "
    "texts').",
    (rules.DASHE_FA.citations[0], C_SHEREN, C_RONG_JIA, rules.DASHE_FA.citations[1], C_CHEPU_FA_JIA),
    lambda north, west: (north, west), params={"north": "十步", "west": "十步"},
)

#: The 乏 of three 侯 the texts provide but do not place — the 天子's 大射 (車僕: 大射共三乏) and
#: his 賓射 (射人: 三獲三容): houzhi sets each as the 諸侯's 大射, the 大射儀's 西十北十.
FA_OF_THREE = Rule(
    "fa_three", "乏", "The texts give the 天子 three 侯 and three 乏 for his 大射 (車僕: 大射共三乏) "
    "and three 容 for his 賓射 (射人: 三獲三容; 容者乏也; 賈: 至於賓射燕射之等則亦使共乏矣), but "
    "place none: the 大射儀's 西十北十 is the 諸侯's. houzhi sets each 乏 ten 步 west and ten north "
    "of its 侯, as the 諸侯's 大射 does (賈: 以其三侯入堂深故也), 西與北皆六丈 (houzhi's assumption, "
    "not the texts').",
    (rules.DASHE_FA.citations[0], C_CHEPU_FA, C_SHEREN, C_RONG_JIA, C_CHEPU_FA_JIA,
     rules.DASHE_FA.citations[2], rules.DASHE_FA.citations[1]),
    lambda north, west: (north, west), params={"north": "十步", "west": "十步"},
)

#: The rules of the 乏 the rites add to :data:`houzhi.canon.rules.ALL_RULES` (where the texts give
#: the 乏 but do not place it), as ``houzhi source 乏`` shows them.
FA_RULES = (BINSHE_FA, FA_OF_THREE)

#: The passages where each set of the 正's colours stands, colour by colour named (the 二正's
#: 朱綠 in 鄭 on 射人, 賈 on 梓人 and 賈 on the 鄉射記; not the 梓人注 that lists 朱白蒼黃黑).
ZHENG_COLOUR_CITATIONS: Mapping[str, tuple[Citation, ...]] = MappingProxyType({
    "五正": (C_ZHENG_COLOURS, C_ZHENG_ORDER_JIA),
    "三正": (C_ZHENG_COLOURS, C_ZHENG_ORDER_JIA_2),
    "二正": (C_ZHENG_COLOURS, C_ZHENG_ORDER_JIA_2, C_ERZHENG_JIA),
})

ZHENG_COLOURS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    # from the centre outward (鄭 on 射人)
    "五正": ("朱", "白", "蒼", "黃", "玄"),
    "三正": ("朱", "白", "蒼"),
    "二正": ("朱", "綠"),
})

# -- the marks: each painted square of a 侯 is drawn by one of these rules (houzhi.model.marks) ----------
ZHENG_OUTSIDE = Rule(
    "zheng_outside", "正", "The 正's outside is as the 鵠 (鄭: 正之方外如鵠): a third of the 中 "
    "(其外之廣皆居侯中參分之一; 賈: 亦當參分其侯正居一焉).",
    (C_ZHENG_SIZE, C_ZHENG_SIZE_2, C_ZHENG_OUT_JIA),
    lambda hu: hu, inputs=("hu",),
)
ZHENG_CENTRE = Rule(
    "zheng_centre", "正朱", "The 正's centre, 朱, is 二尺 square (鄭: 內二尺; 賈: 中央畫朱方二尺; "
    "聶崇義: 先從中畫朱方二尺).",
    (C_ZHENG_SIZE, C_ZHENG_FILL, C_SANLITU_ZHENG, C_ZHENG_SIZE_2),
    lambda inner: inner, params={"inner": "二尺"},
)
ZHENG_BETWEEN = Rule(
    "zheng_between", "正間", "The colours between the 朱 centre and the outside fill the 正 out to "
    "the 鵠's size (賈: 其外以白蒼等充其尺寸，使大如鵠也). The texts give no widths: equal steps "
    "are assumed (houzhi's assumption, not the texts'), the k-th square of n, counted from the "
    "centre, inner + (outer − inner)·k/(n − 1).",
    (C_ZHENG_FILL_3, C_ZHENG_FILL_2, C_SANLITU_ZHENG),
    lambda inner, outer, k, n: inner + (outer - inner) * k / (n - 1),
    inputs=("inner", "outer", "k", "n"),
)
ZHENG_SQUEEZED = Rule(
    "zheng_squeezed", "正（小）", "Where the 正 is too small for its 朱 centre of 二尺 (the texts size "
    "the 正 only at their own ranges), houzhi divides it into n equal steps: the k-th square of n, "
    "counted from the centre, is outer·k/n (houzhi's assumption, not the texts').",
    (C_ZHENG_SIZE, C_ZHENG_FILL_3),
    lambda outer, k, n: outer * k / n, inputs=("outer", "k", "n"),
)
ZHENG_COLOUR = Rule(
    "zheng_colours", "正色", "A 侯 of n 正 is painted in n colours (五正五采，三正三采，二正二采), "
    "from the centre out 朱, 白, 蒼, 黃, 玄; 三正 leaves out 黃 and 玄, 二正 is 朱 and 綠 (鄭 on "
    "射人).",
    (C_ZHENG_COLOURS, C_SANLITU_CAI, C_ZHENG_ORDER_JIA, C_ZHENG_ORDER_JIA_2),
    lambda n: n, inputs=("n",),
)
SHOU_HEAD = Rule(
    "shou_head", "獸首", "The beasts' heads are painted where the 正鵠 would be (鄭: 皆正面畫其頭，"
    "象於正鵠之處耳), so in the 鵠's place, a third of the 中 (賈: 獸居一焉): each head face on, "
    "in the beast's own coat (鄭: 其畫之皆毛物之; 賈: 明畫獸侯亦以毛物畫之) — a head's outline "
    "painted in its coat's colours, which the texts do not name.",
    (C_HEADS, C_HEAD_SIZE, C_MAOWU, C_MAOWU_JIA),
    lambda hu: hu, inputs=("hu",),
)
HIDE_HU = Rule(
    "hide_hu", "皮鵠", "A 皮侯's 鵠 is a square of hide set on the cloth (張皮侯而棲鵠), not paint: "
    "the hide of the beast that names the 侯 (鄭: 以皮為之，各如其侯也; 賈: 其鵠還以虎熊豹皮為之), "
    "or the one the 大射's 注 names (豹鵠, 豻鵠); its side is the 鵠's, a third of the 中.",
    (C_QI_HU, C_HU_HIDE, C_SIQIU_HU, C_HU_HIDE_JIA, C_SIQIU_HU_JIA),
    lambda hu: hu, inputs=("hu",),
)
HIDE_SHI = Rule(
    "hide_shi", "飾", "A 皮侯's sides are trimmed with hide (飾其側; 賈: 旁又飾以皮), of the beast "
    "that names the 侯 or the one the 大射's 注 names (麋飾, 豻飾): the two sides of the 中 only, "
    "which the 躬 closes above and below (賈: 侯中上下俱有布一幅夾之，所飾者唯有兩傍之側), each "
    "strip as long as the 中 is high. The texts give no width: houzhi assumes 一尺 (its "
    "assumption, not the texts'), so the two strips cover 2 × 中 × 一尺; a width is at most what "
    "leaves the 鵠 clear, (中 − 鵠) / 2. Where a reading's 侯 has no such 中 (the 中 the 鵠 "
    "itself, or the whole 侯), where the 飾 goes is not given: houzhi lists the hide, sized on "
    "the 中's side, and does not place it.",
    (C_SIQIU_SHI, C_SIQIU_SIDES, C_DS_HIDE, C_HU_HIDE_JIA, C_QI_HU_ZHU),
    lambda zhong, width: 2 * zhong * width, inputs=("zhong",), params={"width": "一尺"},
)
# -- the painted grounds: 白質, 赤質, 丹質, and the 雲氣 on the sides --------------------------------
C_DANZHI = cite(_XS, "005-78a", _JI, "記", "", "凡畫者丹質")
C_YUNQI = cite(_XS, "005-78a/78b", _JI, "注", "鄭玄", "賓射之侯、燕射之侯皆畫雲氣於側以為飾，必先以丹采其地")
C_DAN_SHALLOW = cite(_XS, "005-78b", _JI, "注", "鄭玄", "丹淺於赤")
C_YUNQI_JIA = cite(_XS, "005-78b", _JI, "疏", "賈公彥", "欲畫此五色三色雲氣時，必先用丹采此地，乃於其上畫雲氣也")
C_YUNQI_JIA_2 = cite(_XS, "005-78b", _JI, "疏", "賈公彥", "以侯數非一，尊卑又不同，故云凡以廣之，言凡畫雲氣以丹為質地者也")
C_ZIREN_YUNQI = cite("KR1d0003", "041-27b/28a", "考工記·梓人", "注", "鄭玄", "其侯之飾又以五采畫雲氣焉")
C_ZIREN_YUNQI_JIA = cite("KR1d0003", "041-28a", "考工記·梓人", "疏", "賈公彥", "此正即畫，明其側亦以雲氣為飾也")
C_ZIREN_SHOU_YUNQI = cite("KR1d0003", "041-25a", "考工記·梓人", "疏", "賈公彥",
                          "唯大射以皮飾侯者，對賓射射正者以五色飾侯之側為雲氣也，燕射射獸侯者亦畵雲氣飾侯之側也")
C_SHEREN_YUNQI = cite("KR1d0003", "030-26a", "夏官·射人", "注", "鄭玄",
                      "士與士射則以豻皮節侯，下大夫也。大夫以上與賓射節侯以雲氣，用采各如其正",
                      note="校: 節當作飾（賈疏引作飾）")
C_SHEREN_AN_JIA = cite("KR1d0003", "030-28a", "夏官·射人", "疏", "賈公彥",
                       "此賓射正用二采而言豻侯，眀於兩畔以豻皮飾之，故得豻侯之名")
C_SHEREN_YUNQI_JIA = cite("KR1d0003", "030-28a", "夏官·射人", "疏", "賈公彥",
                          "云用采各如其正者，其側之飾采之數各如正之多少也")
C_ZIREN_DAN_JIA = cite("KR1d0003", "041-28b", "考工記·梓人", "疏", "賈公彥", "凡畫者丹質，以周尚赤，故以赤為質地也")
C_ZIREN_ZHI_JIA = cite("KR1d0003", "041-28b", "考工記·梓人", "疏", "賈公彥",
                       "皆以白土赤土塗之，大夫士言布，謂白布不塗")
C_ZHI = cite(_XS, "005-77a", _JI, "注", "鄭玄", "白質赤質皆謂采其地")
C_ZHI_JIA = cite(_XS, "005-77b", _JI, "疏", "賈公彥", "則此以蜃灰塗之使白為地，赤質者亦以赤塗之使赤為地")
C_ZHI_YISHUO = cite("KR1d0037", "012-24b", _JI, "說", "三禮館臣",
                    "一說此丹質專承布侯而言，所謂凡者，凡大夫與士也，所謂畫者，即指畫以虎豹畫以鹿豕者言也，"
                    "蓋熊侯白質，麋侯赤質，而布侯則丹質也，亦通", juan="卷十")
C_ZHI_AO = cite("KR1d0035", "005-92a", _JI, "說", "敖繼公", "凡畫者丹質，謂畫虎豹鹿豕之侯皆以丹質，言其質同也",
                juan="卷五下")
C_ZHI_AO_DI = cite("KR1d0035", "005-91b/92a", _JI, "說", "敖繼公",
                   "質者以木為之，而其方如鵠，與白赤丹者，質上所塗之色", juan="卷五下")
# 盛世佐's 儀禮集編 gives the 丹質 to the 大夫's and the 士's 布侯 too: 姜氏 whom he quotes, and his own 案
C_ZHI_JIANG = cite("KR1d0049", "013-28a", _JI, "說", "姜氏（盛世佐引）",
                   "據本記白質為天子之熊侯，赤質為諸侯之麋侯，則丹質當屬大夫士虎豹鹿豕之侯", juan="卷十")
C_ZHI_JIANG_FAN = cite("KR1d0049", "013-28a", _JI, "說", "姜氏（盛世佐引）",
                       "夫經云凡者，凡大夫與士，非并凡王侯也", juan="卷十")
C_ZHI_SHIZUO = cite("KR1d0049", "013-41b", _JI, "說", "盛世佐",
                    "塗之以土曰質，此記所云白質赤質丹質是也", juan="卷十")
C_ZHI_SHIZUO_ZHENG = cite("KR1d0049", "013-41b", _JI, "說", "盛世佐", "鄭解此質為質地之質亦非",
                          juan="卷十")
C_ZHI_SHIZUO_FAN = cite("KR1d0049", "013-42a", _JI, "說", "盛世佐", "凡者凡大夫士也", juan="卷十")
C_ZHI_ZHUZI = cite("KR1d0037", "012-26a", _JI, "說", "朱熹（義疏引）",
                   "天子諸侯則以白土赤土塗其布以為質，大夫士則用布而不塗，其側所畫雲氣采色之數，則亦如采侯之差等也",
                   juan="卷十")
C_ZHUZI_PIHOU_YUNQI = cite("KR1d0037", "012-25b", _JI, "說", "朱熹（義疏引）",
                           "三侯用虎熊豹皮餙侯之側，而畫以五采之雲氣", juan="卷十")

#: The 雲氣 painted on the two sides of a 采侯's or a 獸侯's 中, on a ground of 丹 (鄭: 賓射之侯、
#: 燕射之侯皆畫雲氣於側以為飾，必先以丹采其地), where a 皮侯 has its hide 飾.
YUNQI = Rule(
    "yunqi", "雲氣", "凡畫者丹質 as 鄭玄 reads it: every 賓射 and 燕射 侯 has 雲氣 painted on its "
    "sides for an ornament, on a ground first painted 丹 (必先以丹采其地; 丹淺於赤), where the 大射's "
    "皮侯 has its sides of hide (賈: 唯大射以皮飾侯者，對賓射…以五色飾侯之側為雲氣也). A 采侯's "
    "雲氣 are in the colours of its 正 (用采各如其正; 賈: 五十步侯朱綠二正者，還畫此二色雲氣於其側); "
    "a 獸侯's colours are not given (朱熹 puts them as the 采侯's ranks: 亦如采侯之差等). The side is "
    "the two sides of the 中 (as the 飾 of the 皮侯: 所飾者唯有兩傍之側); the texts give no width "
    "and no pattern: houzhi paints a strip 一尺 wide down each side of the 中, its full height, 丹 "
    "first and the 雲氣 on it (its assumption, not the texts'), so 2 × 中 × 一尺 of 丹. 朱熹 paints "
    "雲氣 on the 大射's 皮侯 too, beside its hide (三侯用虎熊豹皮餙侯之側，而畫以五采之雲氣); houzhi "
    "follows 鄭, who names the 賓射 and 燕射 侯 only, and gives the 皮侯 none.",
    (C_YUNQI, C_DANZHI, C_DAN_SHALLOW, C_YUNQI_JIA, C_YUNQI_JIA_2, C_SHEREN_YUNQI,
     C_SHEREN_YUNQI_JIA, C_ERZHENG_JIA,
     C_ZIREN_YUNQI, C_ZIREN_YUNQI_JIA, C_ZIREN_SHOU_YUNQI, C_ZHI_ZHUZI, C_ZHUZI_PIHOU_YUNQI),
    lambda zhong, width: 2 * zhong * width, inputs=("zhong",), params={"width": "一尺"},
)
#: 朱熹's 雲氣 on the 天子's 皮侯 (義疏 卷十 葉25b), which houzhi does not paint.
YUNQI_ZHUXI = Rule(
    "yunqi_zhu_xi", "雲氣（朱熹）", "朱熹 (as the 欽定儀禮義疏 quotes him) paints 五采 雲氣 on the "
    "天子's three 皮侯 of the 大射 as well as trimming their sides with hide (天子大射三侯用虎熊豹皮"
    "餙侯之側，而畫以五采之雲氣號曰皮侯) and gives the 采侯 their 雲氣 in the colours of their 正. He "
    "says neither where beside the hide the clouds go nor on what ground: houzhi does not paint "
    "them (not houzhi's reading), following 鄭玄, who names the 賓射 and 燕射 侯 only (賈: 唯大射以"
    "皮飾侯者，對賓射…以五色飾侯之側為雲氣也).",
    (C_ZHUZI_PIHOU_YUNQI, C_ZIREN_SHOU_YUNQI, C_YUNQI),
    lambda: "五采",
)
ZHUXI_PIHOU_NOTE = ("朱熹 (欽定儀禮義疏 引) paints 五采 雲氣 on the 天子's 皮侯 beside their hides "
                    "(三侯用虎熊豹皮餙侯之側，而畫以五采之雲氣); he says not where nor on what ground, "
                    "and houzhi, following 鄭玄 (賓射之侯、燕射之侯皆畫雲氣於側), paints none "
                    "(houzhi source 雲氣)")

#: What the 丹質 belongs to, as the 欽定儀禮義疏 records it: 鄭玄's reading (the ground of the
#: 雲氣 of every painted 侯), houzhi's, and the 一說 it calls 亦通 (the ground of the 布侯 alone).
DANZHI_ZHENG = Rule(
    "danzhi_zheng_xuan", "丹質", "鄭玄's reading of 凡畫者丹質 (houzhi's): 畫 is the 雲氣 painted on "
    "the sides of every 賓射 and 燕射 侯, and 丹 their ground (賓射之侯、燕射之侯皆畫雲氣於側以為飾，"
    "必先以丹采其地; 賈: 以侯數非一…故云凡以廣之). The 白質 and 赤質 of the 熊侯 and the 麋侯 are "
    "the ground of the whole 侯, whitened or reddened (白質赤質皆謂采其地; 賈: 以蜃灰塗之使白為地; "
    "on 梓人: 皆以白土赤土塗之), and the 大夫's and 士's 布侯 are white cloth unpainted (其地不采者，"
    "白布也; 大夫士言布，謂白布不塗).",
    (C_YUNQI, C_DANZHI, C_YUNQI_JIA_2, C_ZHI, C_ZHI_JIA, C_WHITE, C_ZIREN_ZHI_JIA, C_ZIREN_DAN_JIA),
    lambda: "丹",
)
DANZHI_YISHUO = Rule(
    "danzhi_yishuo", "丹質", "The 一說 the 欽定儀禮義疏 records and calls 亦通 (not houzhi's): 丹質 "
    "belongs to the 布侯 alone — 凡 is the 大夫 and the 士, 畫 their painted 虎豹 and 鹿豕 — so the "
    "熊侯 is 白質, the 麋侯 赤質 and the 布侯 丹質, its whole ground 丹. 敖繼公 gives the 丹質 to the "
    "same 侯 (謂畫虎豹鹿豕之侯皆以丹質), but his 質 is a board as square as the 鵠 (質者以木為之，而其方"
    "如鵠), painted 白, 赤 or 丹; so do 姜氏, whom 盛世佐 quotes (則丹質當屬大夫士虎豹鹿豕之侯; 凡大夫與"
    "士，非并凡王侯也), and 盛世佐 himself (凡者凡大夫士也), whose 質 is the mark coated with earth "
    "(塗之以土曰質) and not 鄭's ground (鄭解此質為質地之質亦非). houzhi draws 鄭's reading; under "
    "this one a 大夫's or 士's 布侯 would be painted 丹 all over but its heads, and no 雲氣 are named.",
    (C_ZHI_YISHUO, C_DANZHI, C_ZHI_AO, C_ZHI_AO_DI, C_ZHI_JIANG, C_ZHI_JIANG_FAN, C_ZHI_SHIZUO,
     C_ZHI_SHIZUO_ZHENG, C_ZHI_SHIZUO_FAN),
    lambda: "丹",
)

#: The readings of what the 丹質 belongs to, by key: 鄭玄's (houzhi's default) and the 一說 the
#: 義疏 records; each also answers to the names in :data:`DANZHI_NAMES`.
DANZHI_READINGS: Mapping[str, Rule] = MappingProxyType({"zheng_xuan": DANZHI_ZHENG,
                                                        "yishuo": DANZHI_YISHUO})
DANZHI_NAMES: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "zheng_xuan": ("鄭玄",), "yishuo": ("一說", "義疏", "三禮館臣")})


def get_danzhi(name: str | Rule | None = None) -> Rule:
    """The reading of 凡畫者丹質 named ``name`` (its key, zheng_xuan or yishuo, or a name of
    :data:`DANZHI_NAMES`: 鄭玄, 一說, 義疏, in any script: 一说); None: 鄭玄's, houzhi's default. An
    unknown name raises :class:`~houzhi.errors.UnknownNameError`."""
    if name is not None and not isinstance(name, Rule):
        require(name, str, "get_danzhi(): name")
    if isinstance(name, Rule):
        return name
    if name is None:
        return DANZHI_ZHENG
    text = str(name).strip()
    from ..measure._scripts import resolve

    def find(n: str) -> Rule | None:
        return next((rule for key, rule in DANZHI_READINGS.items()
                     if n in (key, *DANZHI_NAMES[key])), None)

    found = resolve(text, find)  # 一说, 郑玄 and 义疏 as a 简体 keyboard types them
    if found is not None:
        return found
    raise UnknownNameError(N_("reading of 丹質"), text,
                           [f"{k} ({'/'.join(v)})" for k, v in DANZHI_NAMES.items()])


#: The rules of the marks, as ``houzhi source`` shows them.
MARK_RULES = (ZHENG_OUTSIDE, ZHENG_CENTRE, ZHENG_BETWEEN, ZHENG_SQUEEZED, ZHENG_COLOUR, SHOU_HEAD,
              HIDE_HU, HIDE_SHI, YUNQI, YUNQI_ZHUXI, DANZHI_ZHENG, DANZHI_YISHUO)


# -- the 大射's ranges and heights, as the 經 and 鄭玄 give them, and as 劉敞 reckons 鄭's -------
DASHE_RANGES = cite("KR1d0028", "007-3a", "大射儀", "經", "",
                    "司馬命量人量侯道與所設乏以貍步，大侯九十，參七十，干五十")
#: 鄭玄's heights of the 參 and the 大侯, reckoned from the 干 (大射儀注).
ZHENG_HEIGHTS = cite("KR1d0028", "007-5b", "大射儀", "注", "鄭玄",
                     "以豻侯計之，糝侯去地一丈五寸少半寸，大侯去地二丈二尺五寸少半寸")
#: 劉敞 reckoning 鄭玄's stack before his 勾股 test (盛世佐《儀禮集編》卷十三).
LIU_ON_ZHENG = (
    cite("KR1d0049", "016-13b/14a", "大射儀", "說", "劉敞（盛世佐引）",
         "人去千五十步，干去參二十步，干高一丈九尺二寸", juan="卷十三", note="校: 千當作干"),
    cite("KR1d0049", "016-14a", "大射儀", "說", "劉敞（盛世佐引）",
         "今鄭所說參侯之鵠去地一丈九尺二寸", juan="卷十三"),
)
#: 盛世佐 answering 劉敞: his eye of 七尺 stands on the ground, not on the hall (卷十三 葉14a);
#: the shooters on a rank's hall (``rank``) are 盛世佐's correction, not 劉敞's reckoning.
SHIZUO_ON_EYE = cite("KR1d0049", "016-14a", "大射儀", "說", "盛世佐",
                     "此論從干望參，但以目高七尺計之，而不計堂去庭之数，宜其不能見鵠也", juan="卷十三")
SHIZUO_HALLS = cite("KR1d0049", "016-14a", "大射儀", "說", "盛世佐",
                    "天子之堂九尺，諸侯七尺，所䖏高則不蔽於近矣", juan="卷十三")


@dataclass(frozen=True)
class Hou:
    """What a 侯 of a rite is: ``name`` (熊侯, 糝侯, 五正之侯 …), ``kind`` (皮侯, 采侯, 獸侯),
    ``marks`` (鵠, 五正, 三正, 二正, or 獸 for painted heads), ``painted`` the skin of the 鵠 or the
    beasts whose heads are painted, ``ground`` the colour of its ground (質), and its citations.

    A 皮侯 has its 鵠 of hide and the sides of its 中 trimmed with hide (飾其側): ``shi`` the
    beast of that trim ("" for none), ``hu_citations`` and ``shi_citations`` the passages that
    name the hide of each (豹鵠而麋飾); ``notes`` what houzhi says of the 侯 where commentators
    differ (printed with the target's assumptions)."""

    name: str
    kind: str
    marks: str
    painted: tuple[str, ...]
    ground: str
    citations: tuple[Citation, ...]
    shi: str = ""
    hu_citations: tuple[Citation, ...] = ()
    shi_citations: tuple[Citation, ...] = ()
    notes: tuple[str, ...] = ()


def _cai(n: str) -> Hou:
    return Hou(f"{n}之{term('hou')}", term("cai_hou"), n, (), "", (C_SHEREN_ZHU, C_ZHENG_COLOURS))


# 盛世佐 against 鄭: the 記's 凡侯 are the 鄉射's own, and a 大夫 or 士 holds no 燕射
C_SHIZUO_XS_HOU = cite("KR1d0049", "013-41a", _JI, "說", "盛世佐",
                       "大夫以下無燕射，其鄉射之侯則自燕射等而下之也", juan="卷十")
C_SHIZUO_XS_FEI = cite("KR1d0049", "013-41a", _JI, "說", "盛世佐",
                       "又以鄉射重於燕，當與賓射同張采侯二正，皆非也", juan="卷十")
_SHIZUO_XS_NOTE = (
    "盛世佐 reads the 記's 凡侯 as the 鄉射's own and calls 鄭's 采侯二正 for it wrong (又以鄉射重於燕，"
    "當與賓射同張采侯二正，皆非也): a 大夫's 鄉射 would shoot the 布侯 畫以虎豹, a 士's the 布侯 畫以鹿豕 "
    "(大夫以下無燕射，其鄉射之侯則自燕射等而下之也); houzhi follows 鄭 (鄉射及賓射，當張采侯二正) — "
    "`houzhi target 50 --rite 燕射 --rank 大夫` gives the 布侯")
_ERZHENG_XS = Hou(f"{term('cai_hou')}二正", term("cai_hou"), "二正", (), "",
                  (C_CAIHOU, C_CAIHOU_JIA, C_SHIZUO_XS_FEI, C_SHIZUO_XS_HOU),
                  notes=(_SHIZUO_XS_NOTE,))


@dataclass(frozen=True)
class Rite:
    """A rite of archery: its key and name, and for each rank the 侯 it sets at each range (弓).

    ``fa`` is ``"xiangshe"`` (a third of the range, 西五步) or ``"dashe"`` (西十北十);
    ``default_rank`` the rank taken when none is given; ``range_note`` why a range outside
    ``targets`` is refused, or "" when it is carried out with the assumption stated.
    """

    key: str
    label: str
    summary: str
    targets: Mapping[str, Mapping[Fraction, Hou]]
    default_rank: str
    fa: str
    citations: tuple[Citation, ...]
    range_note: str = ""
    ropes: str = _ROPES
    rope_citations: tuple[Citation, ...] = (C_GANG, C_GANG_ALL)
    #: the 侯 stacked by 見鵠, nearest first, by range (弓): the 大射's 干, 參, 大侯 (大侯之崇，見鵠
    #: 於參，參見鵠於干，干不及地武); empty where each 侯 hangs by itself
    stations: Mapping[Fraction, str] = field(default_factory=lambda: MappingProxyType({}))
    #: the texts' rules carried to any range, with that said (賈 applies the 鄉射's cloth rule to
    #: any range); False: a range outside ``targets`` is refused with ``range_note``
    any_range: bool = False
    #: whether a rank taken by default (``default_rank``) is said among the assumptions
    says_default_rank: bool = True
    #: why a rank the rite does not have is refused ({rank} the rank asked, {known} the ranks held)
    rank_refusal: str = "the {label} has no {rank}; known ranks: {known}"
    #: the words of the lowest 侯's hanging (the 下綱's height), "" for the hanging rule's own
    hanging_words: str = ""
    #: what houzhi says of the hanging steps where the rite's text is silent, and the passages
    #: that carry the 鄉射's steps to it
    hanging_note: str = ""
    hanging_citations: tuple[Citation, ...] = ()
    #: the assumption of how high the 侯 hang, said with every setting ("" where the text says)
    hanging_assumption: str = ""
    #: the place whose ground lays out this rite (:mod:`houzhi.model.grounds`), "" for none, and
    #: then why there is none
    ground: str = ""
    no_ground: str = ""

    @property
    def stacked(self) -> bool:
        """Whether the rite hangs its 侯 stacked by 見鵠 (the 大射's three), :attr:`stations`."""
        return bool(self.stations)

    def seen_over(self, station: str | None) -> str | None:
        """The nearer station whose upper rope the 鵠 of ``station`` shows above (見鵠於參: the 大侯
        over the 參, the 參 over the 干); None for the nearest, for no station, or where the rite
        does not stack its 侯."""
        names = [self.stations[d] for d in sorted(self.stations)]
        if station not in names or names.index(station) == 0:
            return None
        return names[names.index(station) - 1]

    def station_range(self, station: str) -> Fraction:
        """The range (弓) of ``station`` (干, 參, 大侯); KeyError for one the rite does not have."""
        return {v: k for k, v in self.stations.items()}[station]

    def ranges(self, rank: str | None = None) -> tuple[Fraction, ...]:
        """The ranges (弓) the texts give this rite for ``rank`` (default: any rank), far first."""
        ranks = [rank] if rank else list(self.targets)
        return tuple(sorted({d for r in ranks for d in self.targets.get(r, {})}, reverse=True))


def _by_range(**kw: Hou) -> Mapping[Fraction, Hou]:
    return MappingProxyType({Fraction(int(k[1:])): v for k, v in kw.items()})


XIANGSHE = Rite(
    "xiangshe", term("xiangshe"), "one 采侯 with 二正 at 五十弓; the 乏 a third of the range north, 五步 west",
    MappingProxyType({r: _by_range(d50=_ERZHENG_XS) for r in ("大夫", "士")}),
    "大夫", "xiangshe", (C_XIANGSHE_RANGE, C_CAIHOU), "",
    _ROPES + _LEFT, (C_GANG, C_GANG_ALL, C_XS_LEFT),
    any_range=True, says_default_rank=False,
    rank_refusal="the 鄉射 is held by a 大夫 or a 士 (鄉大夫, 州長), not a {rank}",
    ground="鄉射",
)

BINSHE = Rite(
    "binshe", term("binshe"), "采侯 with 正: 五正 at 九十弓, 三正 at 七十, 二正 at 五十; the 天子 three 侯, "
    "the 諸侯 two, 大夫 and 士 one",
    MappingProxyType({
        "天子": _by_range(d90=_cai("五正"), d70=_cai("三正"), d50=_cai("二正")),
        "諸侯": _by_range(d70=_cai("三正"), d50=_cai("二正")),
        "大夫": _by_range(d50=_cai("二正")),
        "士": _by_range(d50=Hou(
            "豻侯", term("cai_hou"), "二正", (), "", (C_SHEREN, C_SHEREN_ZHU, C_SHEREN_YUNQI,
                                                    C_SHEREN_AN_JIA, C_ZHENG_COLOURS),
            "豻", (), (C_SHEREN_YUNQI, C_SHEREN_AN_JIA),
            ("the 士's 賓射 侯 is a 豻侯 (射人: 士以三耦射豻侯…五節二正): 二正, its sides trimmed "
             "with 豻皮 in place of the 雲氣 (鄭: 士與士射則以豻皮飾侯，下大夫也; 賈: 此賓射正用二采"
             "而言豻侯，明於兩畔以豻皮飾之)",))),
    }),
    "天子", "by_count", (C_SHEREN, C_SHEREN_ZHU, C_SHEREN_JIA, C_SHEREN_JIA_2),
    "射人 gives the 賓射 三侯 (九十, 七十, 五十弓) to the 天子, 二侯 (七十, 五十) to the 諸侯 and "
    "one 侯 (五十) to 大夫 and 士",
    hanging_note="the texts do not say how the 賓射 hangs its 侯: houzhi hangs it by the 鄉射's steps",
    hanging_assumption="the texts do not say how high the 賓射's 侯 hang: houzhi hangs each as the "
                       "鄉射's (下綱不及地武)",
    no_ground="the texts do not lay out the 賓射's ground and houzhi has no ground model for it: "
              "`houzhi ground --rite 鄉射` and `houzhi ground --rite 大射` lay out those rites' "
              "grounds",
)


# the 獸侯's beasts as others have them: 敖繼公 hangs whole hides on the 熊侯 and 麋侯, 郝敬 makes
# their 鵠 of hide and paints only the 布侯's beasts
C_HAO_SHOU = cite("KR1d0049", "013-25b", _JI, "說", "郝敬（盛世佐引）",
                  "熊侯麋侯，侯以熊麋皮為鵠，外仍布質正也。侯中曰鵠，鵠心曰正。虎豹鹿豕則純用布，但畫其"
                  "形耳，其正色皆丹", juan="卷十")
C_AO_BU = cite("KR1d0035", "005-91b", _JI, "說", "敖繼公", "大夫士之鄉射於布侯之上，但畫此四獸為飾，不以皮也",
               juan="卷五下")
C_HAO_ONE = cite("KR1d0049", "013-26a", _JI, "說", "郝敬（盛世佐引）", "畫虎則無豹，畫鹿則無豕", juan="卷十")
C_AO_FEI_HUA = cite("KR1d0035", "005-91b", _JI, "說", "敖繼公", "此云畫見熊麋二侯之非畫也", juan="卷五下")
C_AO_JIA_ZHI = cite("KR1d0035", "005-92a", _JI, "說", "敖繼公", "一侯而畫獸二者亦宜夾其質也", juan="卷五下")
C_AO_XIANGSHE = cite("KR1d0035", "005-91a", _JI, "說", "敖繼公", "此謂獸侯也，其於大夫士則為鄉射，天子諸侯則為燕射也",
                     juan="卷五下")
C_HAO_ZHI = cite("KR1d0049", "013-26a", _JI, "說", "郝敬（盛世佐引）", "鄭謂虎豹鹿豕一侯畫二物臣數用偶鑿說也",
                 juan="卷十")


@dataclass(frozen=True)
class ShouReading:
    """A reading of the beasts of the 燕射's 獸侯 (the 記's 凡侯…畫以鹿豕): what each rank's 侯
    bears — painted heads, whole hides, a 鵠 of hide or painted shapes — keyed as its author's
    dimension reading (``ao_jigong``), so that reading takes it. ``beasts`` rank -> the words
    (houzhi's summary of them); ``citations`` the passages, the principal first."""

    key: str
    label: str
    summary: str
    beasts: Mapping[str, str]
    citations: tuple[Citation, ...]
    #: whether houzhi draws and paints what this reading has (:func:`houzhi.model.marks.marks_of`)
    drawn: bool = False
    #: what the 獸侯 bears, as :func:`houzhi.model.marks.marks_of` puts it on: "heads" (鄭玄's,
    #: 聶崇義's), "hides" (敖繼公's whole hides or painted beasts beside a 質), "hide_hu" (郝敬's
    #: 鵠 of hide, or one beast's shape with a 丹 正), "middle" (林希逸's beast in the middle)
    style: str = "heads"


def _by_rank(lord: str, subject: str) -> Mapping[str, str]:
    """What a 獸侯 bears for the 天子 and 諸侯 (``lord``) and for the 大夫 and 士 (``subject``)."""
    return MappingProxyType({"天子": lord, "諸侯": lord, "大夫": subject, "士": subject})


ZHENG_XUAN_SHOU = ShouReading(
    "zheng_xuan", "鄭玄",
    "the beasts' heads painted face on in the place of the 正鵠, one for a lord, two for a "
    "subject (皆正面畫其頭，象於正鵠之處耳。君畫一，臣畫二)",
    _by_rank("one head painted in the 鵠's place", "two heads painted side by side in the 鵠's place"),
    (C_HEADS, C_HEAD_SIZE, C_MAOWU), drawn=True,
)
C_NIE_HEAD = cite("KR1d0078", "007-2b", "獸侯", "說", "聶崇義",
                  "正面畫其熊之頭狀，亦象正鵠，三分其侯而處其一，亦各畫雲氣飾其側")
C_NIE_HEADS = cite("KR1d0078", "007-5b", "獸侯", "說", "聶崇義", "所謂君畫一，臣畫二")
NIE_CHONGYI_SHOU = ShouReading(
    "nie_chongyi", "聶崇義",
    "with 鄭玄: each beast's head painted face on in the place of the 正鵠, a third of the 侯 "
    "(正面畫其熊之頭狀，亦象正鵠，三分其侯而處其一), 雲氣 on its sides, one head for a lord, two for "
    "a subject (所謂君畫一，臣畫二)",
    _by_rank("one head painted in the 鵠's place", "two heads painted in the 鵠's place"),
    (C_NIE_HEAD, C_NIE_HEADS), drawn=True,
)
AO_JIGONG_SHOU = ShouReading(
    "ao_jigong", "敖繼公",
    "the 熊侯 and 麋侯 not painted but two whole hides of the beast set one each side of the "
    "質 (皆以其獸皮之全者二夾置於其質之旁也; 此云畫見熊麋二侯之非畫也), the 質 a board as square "
    "as the 鵠 painted 白 or 赤 (質者以木為之，而其方如鵠，與白赤丹者，質上所塗之色); the 布侯's "
    "four beasts painted, not of hide (但畫此四獸為飾，不以皮也), two to a 侯, one each side of "
    "its 質 (一侯而畫獸二者亦宜夾其質也), the 質 painted 丹 (謂畫虎豹鹿豕之侯皆以丹質)",
    _by_rank("two whole hides, one each side of a wooden 質", "two beasts painted, one each side of a 丹 質"),
    (C_AO_PIHOU, C_AO_FEI_HUA, C_ZHI_AO_DI, C_AO_BU, C_AO_JIA_ZHI, C_ZHI_AO, C_AO_XIANGSHE),
    drawn=True, style="hides",
)
HAO_JING_SHOU = ShouReading(
    "hao_jing", "郝敬",
    "the 熊侯 and 麋侯 with a 鵠 of the beast's hide, cloth outside it (侯以熊麋皮為鵠，外仍布質正也), "
    "his 鵠 the 侯中 (侯中曰鵠，鵠心曰正); the 布侯 plain cloth with the beast's shape painted, "
    "its 正 丹 (虎豹鹿豕則純用布，但畫其形耳，其正色皆丹), one beast to a 侯, not 鄭's two (畫虎則無豹，"
    "畫鹿則無豕; 鄭謂…一侯畫二物…鑿說也)",
    _by_rank("a 鵠 of the beast's hide, the 侯中 itself", "one beast's shape painted, its 正 丹"),
    (C_HAO_SHOU, C_HAO_ONE, C_HAO_ZHI), drawn=True, style="hide_hu",
)
C_LIN_SHOU = cite("KR1d0011", "002-35b", "梓人為侯", "說", "林希逸", "亦不棲鵠而畫獸於其中", juan="卷下")
C_LIN_XIONG = cite("KR1d0011", "002-36a", "梓人為侯", "說", "林希逸", "以白為質而畫熊於中", juan="卷下")
# -- the 獸侯's marks as 敖繼公, 郝敬 and 林希逸 have them (houzhi.model.marks.marks_of) -------------
AO_ZHI = Rule(
    "ao_zhi", "質", "敖繼公's 質: a board of wood as square as the 鵠 (質者以木為之，而其方如鵠), "
    "painted in the colour the 記 names (與白赤丹者，質上所塗之色): 白 for the 熊侯, 赤 for the 麋侯, "
    "丹 for the 布侯 (凡畫者丹質，謂畫虎豹鹿豕之侯皆以丹質).",
    (C_ZHI_AO_DI, C_ZHI_AO), lambda hu: hu, inputs=("hu",),
)
def _beside_zhi(zhong: Any, hu: Any) -> Any:
    """What 敖繼公 sets beside the 質: houzhi's width, the 中 on each side of it, (中 − 質) / 2."""
    return (zhong - hu) / 2


AO_HIDES = Rule(
    "ao_hides", "皮之全者", "敖繼公 sets two whole hides of the beast, one each side of the 質, on "
    "the 熊侯 and 麋侯 (皆以其獸皮之全者二夾置於其質之旁也). He gives no size: houzhi gives each the "
    "中 beside the 質, (中 − 質) / 2 wide and as high as the 中 (houzhi's assumption, not the "
    "texts').",
    (C_AO_PIHOU, C_AO_FEI_HUA), _beside_zhi, inputs=("zhong", "hu"),
)
AO_BEASTS = Rule(
    "ao_beasts", "畫獸", "敖繼公 paints two beasts on the 布侯, not of hide, one each side of its 質 "
    "(但畫此四獸為飾，不以皮也; 一侯而畫獸二者亦宜夾其質也). He gives no size: houzhi gives each the 中 "
    "beside the 質, (中 − 質) / 2 wide and as high as the 中 (houzhi's assumption, not the texts').",
    (C_AO_BU, C_AO_JIA_ZHI), _beside_zhi, inputs=("zhong", "hu"),
)
HAO_HIDE_HU = Rule(
    "hao_hide_hu", "皮鵠", "郝敬's 熊侯 and 麋侯 have a 鵠 of the beast's hide, cloth outside it "
    "(侯以熊麋皮為鵠，外仍布質正也), his 鵠 the 侯中 (侯中曰鵠): as large as the 鵠 of his reading.",
    (C_HAO_SHOU,), lambda hu: hu, inputs=("hu",),
)
HAO_SHAPE = Rule(
    "hao_shape", "畫形", "郝敬's 布侯 is plain cloth with the beast's shape painted (虎豹鹿豕則純用布，"
    "但畫其形耳), one beast to a 侯 (畫虎則無豹，畫鹿則無豕). He gives no size: houzhi paints it over "
    "the place of his 鵠, the 侯中 (侯中曰鵠; houzhi's assumption, not the texts').",
    (C_HAO_SHOU, C_HAO_ONE), lambda hu: hu, inputs=("hu",),
)
HAO_ZHENG = Rule(
    "hao_zheng", "正", "郝敬's 正 is the heart of the 鵠 (鵠心曰正), 丹 on the 布侯 (其正色皆丹). He "
    "gives no size: houzhi makes it a third of the 鵠, as 梓人 makes the 鵠 a third of the 侯 "
    "(houzhi's assumption, not the texts').",
    (C_HAO_SHOU,), lambda hu: hu / 3, inputs=("hu",),
)
LIN_MIDDLE = Rule(
    "lin_middle", "畫獸", "林希逸 sets no 鵠 on the 獸侯 and paints the beast in the middle (亦不棲鵠"
    "而畫獸於其中; 以白為質而畫熊於中): the beast, not its head. He gives no size: houzhi paints it "
    "in the place the 鵠 takes under his reading (houzhi's assumption, not the texts').",
    (C_LIN_SHOU, C_LIN_XIONG), lambda hu: hu, inputs=("hu",),
)
#: The rules of the 獸侯's marks under the readings of its beasts other than 鄭玄's heads.
SHOU_MARK_RULES: tuple[Rule, ...] = (AO_ZHI, AO_HIDES, AO_BEASTS, HAO_HIDE_HU, HAO_SHAPE,
                                     HAO_ZHENG, LIN_MIDDLE)
LIN_XIYI_SHOU = ShouReading(
    "lin_xiyi", "林希逸",
    "the beast painted in the middle of the 侯, no 鵠 set (亦不棲鵠而畫獸於其中; 以白為質而畫熊於中): "
    "the beast, not its head, and he speaks of the 天子's 熊侯 only",
    _by_rank("the beast painted in the middle, on a 白 ground for the 熊侯 (以白為質而畫熊於中)",
             "the beast painted in the middle (he names no beast for a 大夫 or 士)"),
    (C_LIN_SHOU, C_LIN_XIONG), drawn=True, style="middle",
)
#: The readings of the 獸侯's beasts, by the key of their author's dimension reading.
SHOU_READINGS: Mapping[str, ShouReading] = MappingProxyType(
    {r.key: r for r in (ZHENG_XUAN_SHOU, AO_JIGONG_SHOU, HAO_JING_SHOU, NIE_CHONGYI_SHOU,
                        LIN_XIYI_SHOU)})
_SHOU_DRAWN = ("houzhi draws and paints 鄭玄's heads under every reading (its marks follow 鄭 "
               "only): under this one, what the 燕射's 侯 bears is as said here, not as drawn")


def shou_note(reading: str | None, rank: str) -> str:
    """The assumption naming the reading of the 獸侯's beasts in force for ``rank`` (that of the
    dimension reading keyed ``reading`` where its author has one, else 鄭玄's), and the others."""
    sr = SHOU_READINGS.get(reading or "zheng_xuan", ZHENG_XUAN_SHOU)
    why = (Phrase(N_("houzhi's default")) if sr is ZHENG_XUAN_SHOU and reading in (None, "zheng_xuan")
           else Phrase(N_("with {who}'s reading"), who=sr.label) if sr is not ZHENG_XUAN_SHOU
           else Phrase(N_("houzhi's default: this reading has no words on the beasts")))
    others = tuple(Phrase(N_("{who}: {summary}"), who=o.label, summary=Phrase(o.summary))
                   for o in SHOU_READINGS.values() if o is not sr)
    said = (Phrase(sr.summary) if sr.drawn
            else (Phrase(sr.summary), Phrase(_SHOU_DRAWN)))  # a tuple: side by side, as ; joins
    return Phrase(N_("the 獸侯's beasts as {who} reads them ({why}): {beasts} — {summary}; also "
                     "read — {others}"), who=sr.label, why=why, beasts=Phrase(sr.beasts[rank]),
                  summary=said, others=others)


_SHIZUO_YAN_NOTE = (
    "盛世佐 holds that a 大夫 or 士 has no 燕射 and shoots this 布侯 at his 鄉射 (大夫以下無燕射，其鄉射"
    "之侯則自燕射等而下之也); houzhi, with 鄭, gives the 鄉射 the 采侯二正 and this 侯 to the 燕射")


def _shou(name: str, beasts: tuple[str, ...], ground: str, *extra: Citation,
          also: tuple[str, ...] = ()) -> Mapping[Fraction, Hou]:
    hide = len(beasts) == 1  # the 熊侯 and 麋侯, which 敖 and 郝 make of hide
    others = ((C_AO_PIHOU, C_ZHI_AO_DI, C_HAO_SHOU) if hide else (C_AO_BU, C_HAO_SHOU, C_HAO_ONE))
    return _by_range(d50=Hou(name, term("shou_hou"), term("shou"), beasts, ground,
                             (C_SHOUHOU, C_SHOUHOU_YAN, C_HEADS, C_HEAD_SIZE, *extra, *others),
                             notes=also))


YANSHE = Rite(
    "yanshe", term("yanshe"), "the 獸侯 by rank at the 鄉射's 五十弓; the 乏 as in the 鄉射",
    MappingProxyType({
        "天子": _shou("熊侯", ("熊",), "白"),
        "諸侯": _shou("麋侯", ("麋",), "赤"),
        "大夫": _shou("布侯", ("虎", "豹"), "白", C_WHITE, C_SHIZUO_XS_HOU, also=(_SHIZUO_YAN_NOTE,)),
        "士": _shou("布侯", ("鹿", "豕"), "白", C_WHITE, C_SHIZUO_XS_HOU, also=(_SHIZUO_YAN_NOTE,)),
    }),
    "諸侯", "xiangshe", (C_SHOUHOU, C_SHOUHOU_YAN, C_YAN_XIANGSHE, C_YAN_RANGE),
    "the 燕射 uses the 鄉射's rite and its 侯道 of 五十步 (賈: 用鄉射之禮謂張侯道五十步)",
    _ROPES + _LEFT + ", as in the 鄉射 whose rite it follows", (C_GANG, C_GANG_ALL, C_XS_LEFT),
    hanging_note="the 燕射 follows the 鄉射's rite (天子諸侯之燕射，各以其鄉射之禮): the 鄉射's steps",
    hanging_citations=(C_YAN_XIANGSHE,),
    no_ground="houzhi has no ground model for the 燕射 (held in the 寢; its rite follows the "
              "鄉射's, 天子諸侯之燕射，各以其鄉射之禮, but its hall is not the 庠): "
              "`houzhi ground --rite 鄉射` lays out the 鄉射's ground",
)


def _pi(name: str, skin: str, side: str, cites: tuple[Citation, ...], hu: tuple[Citation, ...],
        shi: tuple[Citation, ...], *notes: str, also: tuple[Citation, ...] = ()) -> Hou:
    """A 皮侯: its 鵠 of ``skin``, its sides trimmed (飾) with ``side``; ``hu`` and ``shi`` the
    passages naming the two hides, ``also`` those of the ``notes`` (a commentator who differs)."""
    return Hou(name, term("pi_hou"), term("hu"), (skin,), "",
               tuple(dict.fromkeys((*cites, *hu, *shi, *also))), side, hu, shi, notes)


_TIANZI_HIDE = (C_SIQIU_HU_JIA, C_HU_HIDE), (C_SIQIU_SHI, C_HU_HIDE_JIA)
C_SIQIU_TIANZI_JIA = cite("KR1d0003", "007-12b", "天官·司裘", "疏", "賈公彥", "天子三侯與彼畿外諸侯同，但用皮別耳")
_TIANZI_AS_ZHUHOU = (
    "the 天子's 三侯 stand at the ranges the 諸侯's share (鄭 on 司裘: 凡此侯道虎九十弓，熊七十弓，豹麋五十"
    "弓，列國之諸侯大射大侯亦九十…) and "
    "are as the 諸侯's but for their hides (賈: 天子三侯與彼畿外諸侯同，但用皮別耳): houzhi hangs them "
    "by the 大射儀's 見鵠 as the 大侯, 參 and 干, which the 大射儀 says of the 諸侯's")
_TIANZI = (C_TIANZI_DASHE, C_SIQIU_RANGES, C_SIQIU_TIANZI_JIA)


DASHE = Rite(
    "dashe", term("dashe"), "皮侯 with a 鵠: for a 諸侯 大侯 九十, 糝侯 七十, 豻侯 五十弓; each 乏 西十北十",
    MappingProxyType({
        "天子": _by_range(d90=_pi("虎侯", "虎", "虎", _TIANZI, *_TIANZI_HIDE, _TIANZI_AS_ZHUHOU),
                          d70=_pi("熊侯", "熊", "熊", _TIANZI, *_TIANZI_HIDE, _TIANZI_AS_ZHUHOU),
                          d50=_pi("豹侯", "豹", "豹", _TIANZI, *_TIANZI_HIDE, _TIANZI_AS_ZHUHOU)),
        "諸侯": _by_range(d90=_pi("大侯", "熊", "熊", (C_DS_RANGES, C_DAHOU),
                                  (C_DAHOU, C_DAHOU_YISHU, C_SIQIU_HU_JIA),
                                  (C_DAHOU, C_DAHOU_YISHU, C_SIQIU_SHI)),
                          d70=_pi("糝侯", "豹", "麋", (C_DS_RANGES, C_SAN_EMEND, C_SANHOU),
                                  (C_SANHOU, C_SANHOU_JIA),
                                  (C_SANHOU, C_SANHOU_JIA, C_SANHOU_JIA_2)),
                          d50=_pi("豻侯", "豻", "豻", (C_DS_RANGES, C_ANHOU), (C_ANHOU,),
                                  (C_ANHOU, C_DS_HIDE))),
        "大夫": _by_range(d50=_pi("麋侯", "麋", "麋", (C_DAFU_DASHE, C_QING_DASHE, C_SIQIU_RANGES),
                                  (C_MIHOU_HU_JIA, C_HU_HIDE), (C_MIHOU_JIA, C_SIQIU_SHI))),
    }),
    "諸侯", "dashe", (C_DS_RANGES, C_LIBU, C_DS_FA_JIA),
    "the 大射 sets the 諸侯's 侯 at 九十, 七十 and 五十弓 (大侯九十，參七十，干五十), the 天子's at "
    "the same and the 大夫's one 麋侯 at 五十 (鄭 on 司裘: 虎九十弓，熊七十弓，豹麋五十弓)",
    _ROPES + _LEFT, (C_GANG, C_GANG_ALL, C_DS_LEFT),
    stations=MappingProxyType({Fraction(50): Station.GAN, Fraction(70): Station.SAN,
                               Fraction(90): Station.DAHOU}),
    rank_refusal="a 士 holds no 大射 (士無臣，祭不射); known ranks: {known}",
    hanging_words="干不及地武", ground="大射",
)



# -- the hides of the 大射's 三侯: whose reading ------------------------------------------------
@dataclass(frozen=True)
class HideReading:
    """A reading of what the 大射's 三侯 of a 諸侯 are and what hides they bear (the 參 above
    all: 鄭's 糝侯 or 敖's 豹侯), named for its author like a :class:`~houzhi.canon.readings.Reading`
    and keyed as his dimension reading is (``ao_jigong``), so that reading takes it.

    ``commentators`` whose words it rests on; ``summary`` what it makes of the 參, in a phrase;
    ``targets`` rank -> range (弓) -> the :class:`Hou` it reads there (a rite's own where absent);
    ``citations`` the passages of the reading as a whole; ``also`` a writer who is with it in
    part -> how far (郝敬 with 陳祥道 on the 參): his name names this reading (``--hides 郝敬``),
    but his dimension reading does not take it, for his words do not give the whole."""

    key: str
    label: str
    commentators: str
    summary: str
    targets: Mapping[str, Mapping[Fraction, Hou]]
    citations: tuple[Citation, ...]
    also: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def citation(self) -> Citation:
        """The principal passage of the reading (what it makes of the 參)."""
        return self.citations[0]

    def hou(self, rank: str, range_gong: Fraction) -> Hou | None:
        """The 侯 this reading reads for ``rank`` at ``range_gong`` 弓, or None (no reading)."""
        return self.targets.get(rank, {}).get(Fraction(range_gong))


_DS_ZHUHOU = DASHE.targets["諸侯"]
_AO_BAO_NOTE = (
    "敖繼公 names the 參 a 豹侯 but not its hides: houzhi sets on it a 鵠 of 豹皮, as every 鵠 is "
    "of its 侯's hide (鵠所射之主，以皮為之，各如其侯也, 鄭's words as 敖 quotes them), and trims "
    "its sides with 豹皮, as 賈 trims a 豹侯 (豹侯者，謂以豹皮飾其側)")
_AO_WHOLE_NOTE = (
    "敖繼公 sets two whole hides of the beast beside the 鵠 of a 皮侯 (皆以其獸皮之全者二夾置於其質"
    "之旁也。凡皮侯之制亦然，惟不質而鵠為異爾) and gives no size: houzhi draws them as its strips "
    "down the sides of the 中 (賈: 所飾者唯有兩傍之側)")

ZHENG_XUAN_HIDES = HideReading(
    "zheng_xuan", "鄭玄", "鄭玄注, 賈公彥疏",
    "參讀為糝: the 參 a 糝侯 (雜侯), 豹鵠而麋飾 (盛世佐 keeps the hides, reading 參 as written: "
    "參用豹侯、麋侯之制)",
    MappingProxyType({"諸侯": _DS_ZHUHOU}),
    (C_SANHOU, C_SAN_EMEND, C_SANHOU_JIA, C_SANHOU_JIA_2, C_DAHOU, C_ANHOU, C_DS_HIDE,
     C_SHIZUO_SAN),
)
AO_JIGONG_HIDES = HideReading(
    "ao_jigong", "敖繼公", "敖繼公《儀禮集說》, and the 欽定儀禮義疏 with him",
    "參 as written: a 豹侯 (此大侯熊侯也，則參侯其豹侯與), its 鵠 and its sides of 豹皮; the 義疏 "
    "calls 鄭's 豹鵠麋飾 臆說",
    MappingProxyType({"諸侯": _by_range(
        d90=_pi("大侯", "熊", "熊", (C_DS_RANGES, C_SAN_AO, C_AO_LIST, C_DAHOU),
                (C_SAN_AO, C_AO_HU, C_DAHOU_YISHU, C_SIQIU_HU_JIA),
                (C_SAN_AO, C_SIQIU_XIONG_JIA, C_DAHOU_YISHU, C_AO_PIHOU), _AO_WHOLE_NOTE),
        d70=_pi("參侯", "豹", "豹", (C_DS_RANGES, C_SAN_AO, C_AO_LIST, C_AO_SIQIU, C_SIQIU_ZHUHOU),
                (C_SAN_AO, C_AO_HU, C_SIQIU_HU_JIA),
                (C_SAN_AO, C_SIQIU_BAO_JIA, C_AO_PIHOU), _AO_BAO_NOTE, _AO_WHOLE_NOTE),
        d50=_pi("豻侯", "豻", "豻", (C_DS_RANGES, C_AO_GAN, C_AO_LIST), (C_AO_GAN,),
                (C_AO_GAN, C_AO_PIHOU), _AO_WHOLE_NOTE))}),
    (C_SAN_AO, C_AO_LIST, C_AO_SIQIU, C_AO_PIHOU, C_YISHU_AO, C_SAN_YISHU, C_YISHU_PURE),
)

_CHEN_MI_NOTE = (
    "陳祥道 names the 參 a 麋侯 (參侯，麋侯也): houzhi trims its sides with 麋皮, as he trims "
    "the 大射's 侯 with the hides of their beasts (大射之侯用虎熊豹麋之皮飾其側), and sets on it a "
    "鵠 of 麋皮, as every 鵠 is of its 侯's hide (鄭: 以皮為之，各如其侯也; 陳: 而中又制皮以為鵠)")
_HAO_WITH_CHEN = (
    "郝敬 reads the 參 as 陳祥道 does, the 大夫's 麋侯 (參謂參于二侯之間，即孤卿大夫所共射之麋侯), "
    "and the 干 the 士's 豻侯, but names the 大侯 a 熊豹侯 (大侯是熊豹侯) and says nothing of "
    "hides, his 鵠 being the 中 itself (中即鵠也)")
CHEN_XIANGDAO_HIDES = HideReading(
    "chen_xiangdao", "陳祥道", "陳祥道《禮書》, and 郝敬 with him on the 參",
    "參 as written, the 大夫's 麋侯 made the third (參侯，麋侯也), its 鵠 and its sides of 麋皮",
    MappingProxyType({"諸侯": _by_range(
        d90=_pi("大侯", "熊", "熊", (C_DS_RANGES, C_CHEN_SAN, C_DAHOU), (C_CHEN_SAN, C_HU_HIDE),
                (C_CHEN_SAN, C_CHEN_HIDE)),
        d70=_pi("參侯", "麋", "麋", (C_DS_RANGES, C_CHEN_SAN, C_CHEN_NAME, C_HAO_SAN),
                (C_CHEN_SAN, C_CHEN_HIDE, C_HU_HIDE), (C_CHEN_SAN, C_CHEN_HIDE, C_MIHOU_JIA),
                _CHEN_MI_NOTE),
        d50=_pi("豻侯", "豻", "豻", (C_DS_RANGES, C_CHEN_SAN, C_ANHOU), (C_CHEN_SAN, C_ANHOU),
                (C_CHEN_SAN, C_ANHOU, C_CHEN_HIDE)))}),
    (C_CHEN_SAN, C_CHEN_NAME, C_CHEN_ZHENG, C_CHEN_HIDE, C_HAO_SAN, C_HAO_DAHOU, C_HAO_HU),
    MappingProxyType({"郝敬": _HAO_WITH_CHEN}),
)

#: The readings of the 大射's hides, by key (as the dimension readings of their authors).
HIDE_READINGS: Mapping[str, HideReading] = MappingProxyType(
    {h.key: h for h in (ZHENG_XUAN_HIDES, AO_JIGONG_HIDES, CHEN_XIANGDAO_HIDES)})
DEFAULT_HIDES = "zheng_xuan"


def get_hides(hides: str | HideReading | None = None, reading: str | None = None) -> HideReading:
    """The reading of the 大射's hides named ``hides`` (its key or its author: 鄭玄, 敖繼公; or
    a writer it names as with it in part, :attr:`HideReading.also`: 郝敬 names 陳祥道's);
    None: that of the dimension reading keyed ``reading`` where its author has one in
    :data:`HIDE_READINGS`, else 鄭玄's (郝敬's too: he is with 陳祥道 in part only). An unknown
    name raises :class:`~houzhi.errors.UnknownNameError`."""
    if isinstance(hides, HideReading):
        return hides
    if hides is None:
        if reading is not None and not isinstance(reading, str):
            raise UnknownNameError(N_("reading"), reading, list(HIDE_READINGS))
        return HIDE_READINGS.get(reading or DEFAULT_HIDES, HIDE_READINGS[DEFAULT_HIDES])
    known = [f"{h.key} ({h.label})" for h in HIDE_READINGS.values()]
    from ..measure._scripts import resolve

    if not isinstance(hides, str):
        raise UnknownNameError(N_("reading of the hides"), hides, known)
    name = hides.strip()

    def find(n: str) -> HideReading | None:
        return next((h for h in HIDE_READINGS.values()
                     if n in (h.key, h.label, h.commentators, *h.also)), None)

    found = resolve(name, find)
    if found is not None:
        return found
    raise UnknownNameError(N_("reading of the hides"), name, known)


def _hides_note(h: HideReading, asked: str | None, reading: str | None) -> str:
    """The assumption naming the reading of the hides in force, why (``asked``: the name it was
    asked by, None: not asked), and the others."""
    name = asked.strip() if asked is not None else None
    if name is not None and name in h.also:
        why = Phrase(N_("as asked by the name of {name}, who is with it in part: {part}"),
                     name=name, part=Phrase(h.also[name]))
    elif name is not None:
        why = Phrase(N_("as asked"))
    elif reading is not None and reading == h.key:
        why = (Phrase(N_("with {who}'s reading, houzhi's default"), who=h.label)
               if h.key == DEFAULT_HIDES else Phrase(N_("with {who}'s reading"), who=h.label))
    elif reading is not None and reading != DEFAULT_HIDES:
        from .readings import get_reading

        who = get_reading(reading).label
        part = [o for o in HIDE_READINGS.values() if who in o.also]
        why = Phrase(N_("houzhi's default: it has no reading of the hides by {who}"), who=who)
        for o in part:
            why = Phrase(N_("{why}, though {part}; --hides {label} (or --hides {who}) takes "
                            "{label}'s"), why=why, part=Phrase(o.also[who]), label=o.label, who=who)
    else:
        why = Phrase(N_("houzhi's default"))
    others = tuple(Phrase(N_("{who} ({commentators}): {summary} (--hides {who})"), who=o.label,
                          commentators=Phrase(o.commentators), summary=Phrase(o.summary))
                   for o in HIDE_READINGS.values() if o is not h)
    return Phrase(N_("the 大射's 三侯 and their hides as {who} reads them ({commentators}; {why}): "
                     "{summary}; also read — {others}"), who=h.label,
                  commentators=Phrase(h.commentators),
                  why=why, summary=Phrase(h.summary), others=others)


RITES: Mapping[str, Rite] = MappingProxyType({r.key: r for r in (XIANGSHE, BINSHE, YANSHE, DASHE)})
#: The 大射's three stations, nearest first, by range.
DASHE_STATIONS: Mapping[Fraction, str] = DASHE.stations


def get_rite(rite: str | Rite) -> Rite:
    """The rite named ``rite``: its key (``xiangshe``) or name (鄉射)."""
    if isinstance(rite, Rite):
        return rite
    from ..measure._scripts import resolve

    known = [f"{r.key} ({r.label})" for r in RITES.values()]
    if not isinstance(rite, str):
        raise UnknownNameError(N_("rite"), rite, known)
    name = rite.strip()
    found = resolve(name, lambda n: next((r for r in RITES.values() if n in (r.key, r.label)),
                                         None))
    if found is not None:
        return found
    raise UnknownNameError(N_("rite"), name, known)


def get_rank(rank: str) -> Rank:
    """The rank named ``rank`` (天子, 諸侯, 大夫, 士, or tianzi, zhuhou, dafu, shi)."""
    from ..measure._scripts import resolve

    if not isinstance(rank, str):
        raise UnknownNameError(N_("rank"), rank, list(RANKS))

    def find(n: str) -> Rank | None:
        return _RANK_ALIASES.get(n) or next((r for r in Rank if r.value == n), None)

    key = resolve(str(rank).strip(), find)
    if key is None:
        raise UnknownNameError(N_("rank"), str(rank), list(RANKS))
    return key


@quick_init
@dataclass(frozen=True)
class Setting:
    """A 侯 in its rite: the rite, the rank, the 侯 (what it is, its marks), the 乏 rule, what
    houzhi assumed to get here (``assumptions``, printed with every output), for the 大射's
    three 侯 the ``station`` (干, 參, 大侯), which sets how high it hangs, and ``hides`` the
    reading of those 侯 and their hides in force (:class:`HideReading`; None where the readings
    have nothing to differ on) and ``hides_note`` the assumption that names it (one of
    ``assumptions``)."""

    rite: Rite
    rank: Rank
    hou: Hou
    fa: Rule
    assumptions: tuple[str, ...] = ()
    station: str | None = None
    hides: HideReading | None = None
    hides_note: str = ""
    #: why the 乏's place is houzhi's, where the texts give this rite and rank its 乏 but do not
    #: place it (the 賓射's 容, the 天子's and the 大夫's 大射): its figures are then assumed,
    #: not the text's; "" where the rite's text places it
    fa_assumed: str = ""

    @property
    def citations(self) -> tuple[Citation, ...]:
        """The passages the rite, the 侯 and its 乏 rest on (and the reading of its hides)."""
        seen = dict.fromkeys((*self.rite.citations, *self.hou.citations, *self.fa.citations,
                              *self.rite.rope_citations,
                              *(self.hides.citations if self.hides else ())))
        return tuple(seen)


#: the 鄉射's 侯道, 五十弓 (as numerator and denominator), whose 侯 any other range's carries over
_FIFTY = (50, 1)
_RANK_OF: Mapping[str, Rank] = MappingProxyType({r.value: r for r in Rank})
#: A rite's 侯 by range (弓) keyed by the range's (numerator, denominator), by the id of the
#: mapping they are read from (held, so that no id is reused): a range looked up without
#: hashing a Fraction.
_BY_PAIR: dict[int, tuple[Mapping[Fraction, Hou], Mapping[tuple[int, int], Hou]]] = {}


def _by_pair(by_range: Mapping[Fraction, Hou]) -> Mapping[tuple[int, int], Hou]:
    got = _BY_PAIR.get(id(by_range))
    if got is None or got[0] is not by_range:
        pairs = {(Fraction(k).numerator, Fraction(k).denominator): v for k, v in by_range.items()}
        got = _BY_PAIR[id(by_range)] = (by_range, pairs)
    return got[1]


#: The ranges the rites name, as words the catalogues translate (七十弓 in Chinese, as the texts
#: write a range); the nearer 侯 of the 大射's 參 and 大侯 too.
RANGE_WORDS = (N_("50弓"), N_("70弓"), N_("90弓"), N_("50弓, 70弓"))


def ranges_words(ranges: Sequence[Fraction | int]) -> str:
    """Ranges in 弓 in a note, side by side (``50弓, 70弓``), said in the reader's words where
    shown when the catalogues hold them (:data:`RANGE_WORDS`)."""
    require(ranges, (tuple, list), "ranges_words(): ranges")
    words = ", ".join(f"{d}弓" for d in ranges)
    return Phrase(words) if words in RANGE_WORDS else words


def _fmt(d: Fraction) -> str:
    """A range of ``d`` 弓 in a note: ``70弓``, said in the reader's words where shown (a range
    of :data:`RANGE_WORDS`)."""
    return Phrase(f"{d}弓") if f"{d}弓" in RANGE_WORDS else f"{d}弓"


def setting(rite: str | Rite | None, rank: str | None, range_gong: Fraction,
            station: str | None = None, *, hides: str | HideReading | None = None,
            reading: str | None = None) -> Setting:
    """Resolve a rite, a rank and a range (弓, exact) to a :class:`Setting`.

    The 大射's 三侯 of a 諸侯 are as the reading of the hides ``hides`` has them (None: that of
    the dimension reading keyed ``reading`` where its author has one, else 鄭玄's; see
    :func:`get_hides`), and the assumptions say which, and what the others read.

    ``rite`` None: 五十弓 is the 鄉射, 七十 and 九十 the 大射's 參 and 大侯 (the ranges the texts
    give them); any other range the 鄉射's rules carried over, with that said. A range the rite
    does not have is refused (:class:`~houzhi.errors.BadValueError`, one line naming the known
    ranges) except for the 鄉射, whose rules 賈 carries to any range, and for a 大射 ``station``
    (干, 參, 大侯) set at another range on purpose. A rank the rite does not have is refused.
    """
    notes: list[str] = []
    d = range_gong if type(range_gong) is Fraction else Fraction(range_gong)
    if rite is None:
        if d.denominator == 1 and d.numerator in (70, 90):
            r = DASHE
            notes.append(Phrase(N_("no rite given: {range} is the range of the 大射's {station} "
                                   "(大侯九十，參七十，干五十), so the 大射"),
                                range=_fmt(d), station=DASHE_STATIONS[d]))
        else:
            r = XIANGSHE
    else:
        r = get_rite(rite)
    rk = get_rank(rank) if rank is not None else None
    if rk is None:
        rk = _RANK_OF.get(r.default_rank) or Rank(r.default_rank)
        if r.says_default_rank:
            notes.append(Phrase(N_("no rank given: the {rite} of a {rank}"), rite=r.label,
                                rank=str(rk)))
    if rk not in r.targets:
        raise BadValueError(_(r.rank_refusal).format(label=r.label, rank=rk,
                                                     known=_(", ").join(r.targets)))
    by_range = r.targets[rk]
    hide_reading = get_hides(hides, reading)  # refuses an unknown name before anything else
    at = d
    pairs = _by_pair(by_range)
    held = pairs.get((d.numerator, d.denominator))
    if held is not None:
        hou = held
    elif r.any_range:
        hou = pairs[_FIFTY]
        notes.append(Phrase(N_("the 鄉射's 侯道 is 五十弓 (記); at {range} houzhi carries its rules "
                               "over (the 記's cloth rule, as 賈 applies it to any range; 二正; the "
                               "乏 a third of the range)"), range=_fmt(d)))
    elif r.stacked and station is not None and len(by_range) == len(r.stations):
        near = {v: k for k, v in r.stations.items()}.get(station)
        if near is None or near not in by_range:
            raise BadValueError(_("the {rank}'s {rite} has no {station}; known: {known}").format(
                rank=rk, rite=r.label, station=station,
                known=_(", ").join(r.stations[k] for k in sorted(by_range))))
        hou, at = by_range[near], near
        notes.append(Phrase(N_("the {rite}'s {station} is at {near}; here at {range} as asked"),
                            rite=r.label, station=station, near=_fmt(near), range=_fmt(d)))
    else:
        known = _(", ").join(_fmt(x) for x in sorted(by_range, reverse=True))
        raise BadValueError(_("the {rite} of a {rank} has no 侯 at {range}: {why}; known: {known}")
                            .format(rite=r.label, rank=rk, range=_fmt(d), why=_(r.range_note),
                                    known=known))
    fa_why: str = ""
    if r.fa == "dashe" and len(by_range) == 1:  # a 大夫's one 麋侯: 賈's 西十北十 is for three
        fa = XIANGSHE_FA
        fa_why = Phrase(N_("the texts do not place the {rank}'s 大射 乏: the 大射儀's 西十北十 is "
                           "the 諸侯's, and 賈 gives it for three 侯 (以其三侯入堂深故也; 與一侯亦異也), "
                           "so for one 侯 houzhi follows the 鄉射's (參侯道，居侯黨之一，西五步; "
                           "houzhi's assumption)"), rank=str(rk))
    elif r.fa == "dashe" and rk is not Rank.ZHUHOU:  # the 天子's: 車僕 provides, nobody places
        fa = FA_OF_THREE
        fa_why = Phrase(N_("the texts do not place the {rank}'s 大射 乏: 車僕 provides three "
                           "(大射共三乏) and 鄭 gives the 天子's 侯 the ranges the 諸侯's share "
                           "(凡此侯道虎九十弓…列國之諸侯大射大侯亦九十), but the 西十北十 is the "
                           "大射儀's, the 諸侯's: houzhi sets each 乏 as the 諸侯's (houzhi's "
                           "assumption, not the texts')"), rank=str(rk))
    elif r.fa == "dashe":
        fa = DASHE_FA
    elif r.fa == "xiangshe":
        fa = XIANGSHE_FA
    elif len(by_range) > 2:
        fa = FA_OF_THREE
        fa_why = Phrase(N_("the texts do not place the 賓射's 乏 (射人: 三獲三容; 賈 on 車僕: "
                           "至於賓射燕射之等則亦使共乏矣); the {rank} shoots {count} 侯, as the 大射 "
                           "does, so houzhi follows the 大射's 西十北十 and carries over 賈's reason, "
                           "given for the 大射's three 侯 (以其三侯入堂深故也) (houzhi's assumption, "
                           "not the texts')"), rank=str(rk), count=len(by_range))
    elif len(by_range) > 1:
        fa = BINSHE_FA
        fa_why = Phrase(N_("the texts do not place the 賓射's 乏 (射人: 二獲二容); the {rank} "
                           "shoots {count} 侯, and 賈's reason for the 大射's 西十北十 is about "
                           "three (以其三侯入堂深故也): houzhi sets each 西十北十 as the 大射's "
                           "(houzhi's assumption, not the texts')"), rank=str(rk),
                        count=len(by_range))
    else:
        fa = XIANGSHE_FA
        fa_why = Phrase(N_("the texts do not place the 賓射's 乏 (射人: 一獲一容); one 侯, so houzhi "
                           "follows the 鄉射's (賈: 鄉射…約與賓射同) (houzhi's assumption, not the "
                           "texts')"))
    if fa_why:
        notes.append(fa_why)
    if r.hanging_assumption:
        notes.append(r.hanging_assumption)
    read = hide_reading.hou(rk, at) if r.key == "dashe" else None
    hides_note = ""
    if read is not None:
        hou = read
        asked = None if hides is None else (hides.label if isinstance(hides, HideReading)
                                            else str(hides))
        hides_note = _hides_note(hide_reading, asked, reading)
        notes.append(hides_note)
    notes.extend(hou.notes)
    if r is YANSHE:
        notes.append(shou_note(reading, rk))
    elif r is XIANGSHE and reading == "ao_jigong":
        notes.append(Phrase(N_("敖繼公 reads the 記's 獸侯 as the 大夫's and 士's 鄉射 侯 too "
                               "(此謂獸侯也，其於大夫士則為鄉射，天子諸侯則為燕射也): under his words the "
                               "鄉射 shoots a 布侯 painted with two beasts (--rite 燕射 --rank 大夫 or "
                               "士), not the 采侯 二正 鄭玄 gives it (鄉射及賓射當張采侯二正); houzhi "
                               "keeps 鄭's 侯 for the 鄉射")))
    if r is DASHE and rk == "天子":
        notes.append(ZHUXI_PIHOU_NOTE)
    where = None
    if r.stacked and len(by_range) == len(r.stations):
        where = station or r.stations.get(d)
    elif r.stacked:
        notes.append(Phrase(N_("a {rank}'s one {hou} hangs as the 諸侯's 干 (干不及地武); the texts "
                               "do not say"), rank=str(rk), hou=hou.name))
    return Setting(r, rk, hou, fa, tuple(notes), where, hide_reading if read is not None else None,
                   hides_note, fa_why)
