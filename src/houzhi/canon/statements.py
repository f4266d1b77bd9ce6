"""Every figure a text on houzhi's shelf states for the objects houzhi models, quoted.

``houzhi check`` sets each beside houzhi's own value (:mod:`houzhi.model.check`). The stated value is never typed in as a
number: it is read from the quoted words (``value``, which stand in ``citation.quote``) with
:func:`~houzhi.measure.notation.parse_measure` (lengths) or :func:`~houzhi.measure.notation.parse_number`
(counts). Where the text is corrupt, the quote keeps it and ``emend`` gives the words as
corrected (the citation's note says why). Where an author's figure does not follow from his own
rule, ``finding`` says so (``agrees`` None): that is a finding about the text, not a failure of
houzhi. Where a text gives another figure for a reason the texts themselves state (the 舊圖's 筭
follows the 投壺, not the 鄉射記), ``explained`` says so: it disagrees, and is explained. Where
the words need reading before they can be compared (聶崇義's 用布三丈六尺 is the length of each
幅, not the whole), ``note`` says how they are read.

A statement names the object it is about (``subject``), the key that object understands
(:data:`SUBJECTS`: ``"target"`` with a key of :meth:`houzhi.model.target.Target.figure` (:data:`houzhi.canon.figures.FIGURES`);
``"dashe"`` with ``"參.bottom"`` and the like; ``"gear"`` with ``"chou.length"``; ``"unit"``
with a unit's name; ``"rule"`` with ``"yun.yun"``, a rule's parameter; ``"rite"`` with
``"dashe.天子.虎侯"``, the range a rite gives a rank's 侯, or ``"binshe.諸侯.fa"``, its count of
乏; ``"unmodelled"`` with a name of what the text sizes and houzhi does not model, ``note``
saying why — shown "not given", so that every figure a reviewed passage states has its row),
and the reading whose
figure it is (None: the default reading, 鄭玄's). This is the one list of stated figures: each
author's own figures (鄭眾, 林希逸, 劉敞, 郝敬, 敖繼公, and 劉敞's reckoning of 鄭玄's heights)
stand in :data:`READING_STATEMENTS` with their reading's key, part of :data:`STATEMENTS`;
:func:`stated_by` and :func:`houzhi.model.check.compare_stated` are views of it. A figure the
reading's words do not give is shown "not given" (:class:`Comparison`), never borrowed.

Sources: the 記, 鄭玄 and 賈公彥 (儀禮注疏, 周禮注疏), 鄭眾, 聶崇義 and the 舊圖 (三禮圖集注),
陳祥道 (禮書), 敖繼公 (儀禮集說), 盛世佐 with 張氏, 郝敬 and 劉敞 (儀禮集編), and the 館臣 of
欽定儀禮義疏 with 孔穎達 and 鄭鍔 as they quote them — each on its leaf of the 四庫全書文淵閣本.
"""

from __future__ import annotations

from typing import Any

from ..locale import N_
from ..sources.citations import Citation, cite
from . import rules
from .gear import C_CHOU_KAN
from .readings import (
    C_AO_FA,
    C_AO_WU,
    C_HAO_70,
    C_HAO_90,
    C_HAO_LOW,
    C_HAO_RULE,
    C_JIA_ON_ZZ,
    C_LIN_HU,
    C_LIU_50,
    C_LIU_70,
    C_LIU_90,
    C_LIU_BREADTH,
    C_LIU_HU,
    C_LIU_SQUARE,
    C_LIU_WU,
    C_LIU_ZX_HEIGHTS,
    C_SHIZUO_HAO_70,
    C_SHIZUO_HAO_90,
    C_SHIZUO_HAO_SEEN,
    C_WU_ZHENG,
    C_ZZ_SIQIU,
    C_ZZ_ZIREN,
)
from .rites import (
    C_CHEPU_FA,
    C_SHEREN,
    C_SHEREN_JIA,
    C_SHEREN_JIA_2,
    C_SIQIU_RANGES,
    C_YAN_RANGE,
    DASHE_RANGES,
    LIU_ON_ZHENG,
)
from .statement import Statement, Subject

__all__ = ["GEAR_STATEMENTS", "READING_STATEMENTS", "STATEMENTS", "all_statements", "stated_by",
           "statements_of"]


# -- the statements -----------------------------------------------------------------------------

_Z, _J, _ZHONG, _LIU = "鄭玄", "賈公彥", "鄭眾（鄭玄引）", "劉敞（盛世佐引）"


def _ji(leaf: str, layer: str, author: str, quote: str, note: str = "") -> Citation:
    return cite("KR1d0028", leaf, "鄉射禮·記", layer, author, quote, note=note)


def _ds(leaf: str, layer: str, author: str, quote: str) -> Citation:
    return cite("KR1d0028", leaf, "大射儀", layer, author, quote)


def _liu(leaf: str, quote: str) -> Citation:
    return cite("KR1d0049", leaf, "大射儀", "說", _LIU, quote, juan="卷十三")


def _hao(leaf: str, quote: str) -> Citation:
    return cite("KR1d0049", leaf, "大射儀", "說", "郝敬（盛世佐引）", quote, juan="卷十三")


def _tu(leaf: str, quote: str) -> Citation:
    return cite("KR1d0078", leaf, "射器", "說", "舊圖（聶崇義引）", quote)


def _nie(leaf: str, quote: str, section: str = "侯", author: str = "聶崇義") -> Citation:
    return cite("KR1d0078", leaf, section, "說", author, quote)


_GUAN = "三禮館臣"


def _yi(leaf: str, section: str, quote: str, author: str = _GUAN, note: str = "") -> Citation:
    """欽定儀禮義疏 卷四十三 禮器圖三 (Kanripo file 045), the 案 beside a picture; the pictures
    and their titles are not in the transcription, so ``section`` names what the 案 is about."""
    return cite("KR1d0037", leaf, f"禮器圖三·{section}", "說", author, quote, juan="卷四十三",
                note=note)


_LISHU_JUAN = {"104": "卷一百五", "105": "卷一百六", "108": "卷一百九", "109": "卷一百十"}


def _ls(leaf: str, section: str, quote: str, layer: str = "說", author: str = "陳祥道",
        note: str = "") -> Citation:
    """陳祥道《禮書》(Kanripo file 104 is 卷一百五)."""
    return cite("KR1d0084", leaf, section, layer, author, quote,
                juan=_LISHU_JUAN[leaf.split("-")[0]], note=note)


def _yi_ji(leaf: str, quote: str, author: str = _GUAN, section: str = "鄉射禮·記") -> Citation:
    """欽定儀禮義疏 卷八 (file 010: 鄉射 張侯) and 卷十 (file 012: the 鄉射記)."""
    juan = {"010": "卷八", "012": "卷十"}[leaf.split("-")[0]]
    return cite("KR1d0037", leaf, section, "說", author, quote, juan=juan)


_YI_FORM = _yi_ji("010-10a", "案侯之上下方左右各有五尺之躬，其上方又各有一丈之舌，下方亦各有五尺之舌",
                  section="鄉射禮")
_E = "鄭鍔（義疏引）"


def _jb(leaf: str, author: str, quote: str, note: str = "") -> Citation:
    """盛世佐《儀禮集編》 卷八 (file 011: 鄉射 張侯, 乏) and 卷十 (file 013: the 鄉射記)."""
    juan, section = {"011": ("卷八", "鄉射禮"), "013": ("卷十", "鄉射禮·記")}[leaf.split("-")[0]]
    return cite("KR1d0049", leaf, section, "說", author, quote, juan=juan, note=note)


_ZHANG, _SSZ, _HAO = "張氏（盛世佐引）", "盛世佐", "郝敬（盛世佐引）"
_ZH_FORM = _jb("011-14b", _ZHANG, "倍躬為左右舌，用布四丈，接於躬上，左右各出一大為舌",
               note="校: 大當作丈")
_ZH_XIA = _jb("011-15a", _ZHANG, "下舌半上舌，用布三丈，接躬下，左右各出五尺也")
_SSZ_HOU = _jb("011-15b", _SSZ, "侯中用布五幅，幅長一丈，廣二尺")
_SSZ_TOTAL = _jb("011-15b", _SSZ, "上舌四丈，下舌三丈，上廣下狹也，合之用布十六丈")
_HAO_FA = _jb("011-17a", _HAO, "鄉侯去射位五十步，蓋三十丈也。三分之而乏偏近侯一分，則去侯十丈，"
                               "去堂上二十丈也。西五步謂去侯西三丈")
_HAO_WU = _jb("013-49a", _HAO, "物長如笴，與人步一跬相應，三尺為跬，六尺為步")
_HAO_GONG = _jb("013-49a", _HAO, "其間謂兩物相去中間可容弓，六尺曰弓，即一步也")
#: 郝敬's 物: its 從 半步, its 橫 (not named by the 記, he says) the same; the 距隨 the feet
_HAO_HENG = _jb("013-49a", _HAO, "從長半步，不言橫，同也")
_HAO_JU = _jb("013-49a/49b", _HAO, "左足先履物拒其外曰距，右足来合曰隨，足跡曰武")
_HAO_CLEAR = ("郝敬 reads 其間容弓 as the space left clear between the two 物 (中間可容弓…中空一步): "
              "houzhi reads 鄭's 上下射相去六尺 with 敖繼公 from 從畫 to 從畫 (其間容弓為從畫言也), "
              "which leaves 四尺八寸 between the ends of the 橫畫 (敖: 不及五尺). By 郝's own words "
              "his 物 has a 橫 as long as its 從, 三尺 (從長半步，不言橫，同也), so his 從畫 stand 九尺 "
              "apart; 盛世佐, who reads it too as 兩物相去 but keeps the 記's 橫畫 of a 武 (距隨長武), "
              "七尺二寸")
_HAO_HENG_NOTE = ("郝敬 does not read 距隨長武 as the 橫畫 (鄭: 距隨者，物橫畫也): for him 距 and 隨 "
                  "are the feet (左足先履物拒其外曰距，右足来合曰隨，足跡曰武), and the 橫, which he "
                  "says the 記 does not name, is as long as the 從 (從長半步，不言橫，同也): 三尺, "
                  "where houzhi's 橫畫 is 鄭's 武, 尺二寸")


def _t(d: int, key: str, what: str, value: str, c: Citation, **kw: Any) -> Statement:
    return Statement("target", key, what, value, c, range_gong=d, **kw)


def _of(d: int, c: Citation, *figures: tuple[str, str, str]) -> tuple[Statement, ...]:
    """The figures (key, what, value) one passage states of the 侯 at ``d`` 弓."""
    return tuple(_t(d, key, what, value, c) for key, what, value in figures)


def _d(key: str, what: str, value: str, c: Citation, **kw: Any) -> Statement:
    return Statement("dashe", key, what, value, c, **kw)


def _g(key: str, what: str, value: str, c: Citation, **kw: Any) -> Statement:
    return Statement("gear", key, what, value, c, **kw)


def _rt(key: str, what: str, value: str, c: Citation) -> Statement:
    """What a rite gives a rank: ``"dashe.天子.虎侯"`` its range in 弓, ``"binshe.諸侯.fa"`` its
    count of 乏 (容)."""
    return Statement("rite", key, what, value, c, count=True)


def _u(key: str, what: str, value: str, c: Citation) -> Statement:
    return Statement("unit", key, what, value, c)


# the passages of houzhi's rules that state a figure: each is made once, in houzhi.canon.rules
_RANGE_JIA = rules.RANGE.citations[0]  # 六尺為步，弓之下制六尺，與步相應
_ZHONG_TEN = rules.ZHONG_SQUARE.citations[0]  # 中十尺
_STRIPS_JIA = rules.ZHONG_STRIPS.citations[1]  # 鄭意此言十尺，用布五幅
_SHE_JIA = rules.SHANG_GE.citations[2]  # 謂躬外兩相各出一丈
_XIA_ZHENG = rules.XIA_GE.citations[1]  # 半者，半其出於躬者也，用布三丈
_WU_ZHENG = rules.HANGING.citations[1]  # 武，迹也。中人之迹尺二寸
_FA_JING = rules.FA.citations[0]  # 乏參侯道，居侯黨之一，西五步
_FA_ZHENG = rules.FA.citations[1]  # 侯道五十步，此乏去侯北十丈，西三丈
_HU_ZHENG = rules.HU.citations[1]  # 居侯中參分之一，則此鵠方六尺

_JING_FA = cite("KR1d0028", "005-5b", "鄉射禮", "疏", _J, "五十步計之，步六尺，五十步則三十丈，三分取一為十大",
                note="校: 大當作丈")
def _ao_shu(leaf: str, quote: str, note: str = "") -> Citation:
    """賈公彥's 疏 as 敖繼公's 儀禮集說 卷七 abridges it."""
    return cite("KR1d0035", leaf, "大射儀", "疏", "賈公彥（敖繼公引）", quote, note=note)


_SHEREN_SHU = cite("KR1d0003", "030-27b", "夏官·射人", "疏", _J,
                   "九十步者侯中丈八尺，七十步者侯中丈四尺，五十步者侯中一丈也")
_HAO_18 = ("郝敬 takes 鄭玄's 中 for the whole target: 盛世佐 answers 鄭說大侯全體為高二丈六尺，"
           "非一丈八尺也，丈八尺乃其侯中之數耳")
_LS_WU = ("陳祥道 himself reckons with 鄭玄's 尺二寸 (卷一百六: 又下不及地尺二寸; 卷一百九: 武長尺有二寸): "
          "二尺二寸 is a slip of the text (校: 二尺當作尺)")
_FA_CONG = ("從廣七尺 read as both ways, 七尺 up (從) and 七尺 across (廣), as 從廣 N尺 is said "
            "of a square: houzhi's reading of the words")
_TU_FA = _tu("008-3b", "其制從廣七尺")
_YI_FA = _yi("045-42b", "乏", "聶氏崇義曰：乏似今之屏風，其制從廣七尺", "聶崇義（義疏引）")
# 敖繼公 on the 侯: the left 下个 folded in its middle, and why the 下舌 is half the 上舌
_AO_YAN = cite("KR1d0035", "005-4a/4b", "鄉射禮·張侯", "說", "敖繼公",
               "中掩束之者，中掩左下个而以綱束之也。下个出於躬五尺，中掩之，是所掩者二尺五寸也",
               juan="卷五上")
_AO_ZHI = cite("KR1d0035", "005-104b", "鄉射禮·記", "說", "敖繼公",
               "下舌所以半上舌者，慮其植之妨於徃來者也。下舌之長若如上舌，則兩植相去五丈六尺有餘",
               juan="卷五下")
_AO_ZHI_NOTE = ("敖's counterfactual: were the 下舌 as long as the 上舌, the lower rope would span "
                "as the upper, a 个 of 四丈 and a 尋 beyond each 舌 (上綱與下綱出舌尋): houzhi's "
                "上綱; his 有餘 (somewhat more) houzhi does not reckon")
_TU_CHOU = ("the 舊圖 gives the 筭 of the 投壺 (尺二寸); 聶崇義 notes that the 鄉射記's 尺有握 is "
            "尺四寸, and 欽定儀禮義疏 calls the 舊圖 似誤 (the rod would be no taller than the 中)")
_SHORT = ("劉敞's own figures give 二寸十五分寸之二 (his sight line 二丈四尺五分寸之四 less the "
          "鵠's top, 一丈九尺二寸 plus a 鵠 of 四尺六寸大半寸): he rounds it to 二寸")

# passages that state more than one figure: each made once, for every statement it gives
_JIA_GE = _ji("005-88b", "疏", _J, "上个四丈，下个三丈")
_JIA_DS_FA = _ds("007-6a", "疏", _J, "此經云西十北十，則西與北皆六丈")
_LS_SHANG_GE = _ls("104-11a", "侯制", "上左右舌布四丈而出躬各一丈")
_LS_XIA_GE = _ls("104-11a", "侯制", "下左右舌布三丈而出躬各五尺矣")
_LS_HU_90 = _ls("104-12b", "天子虎侯", "虎侯侯道九十弓，侯中丈八尺，鵠方六尺")
_E_90 = _yi_ji("012-43a", "則九十弓之侯中丈八尺，鵠六尺", _E)
_LS_FA = _ls("109-7b", "乏", "此乏去侯北十步，西三丈", "注", "鄭玄（陳祥道引）",
              note="校: 步當作丈（《儀禮注疏》卷五鄭注作「北十丈」）")
_ZH_XIA_JI = _jb("013-72a", _ZHANG, "用布三丈橫綴下躬之下，左右出於躬各五尺")
_YI_DAHOU = _yi("045-26b", "大侯（畿外諸侯）", "侯中丈八尺，鵠六尺")
_YI_SANHOU = _yi("045-28b", "糝侯", "侯道七十弓，侯中丈四尺，鵠方四尺六寸大半寸")
_YI_ANHOU = _yi("045-29b", "豻侯", "侯道五十弓，侯中一丈，鵠方三尺三寸少半寸")
_GAN_ZHENG = _ji("005-79a", "注", _Z, "笴，矢幹也，長三尺")
_NIE_WU_MARK = _nie("008-17b", "從者長三尺，橫者曰距隨，長尺二寸", "射器")
_YI_WU_MARK = _yi("045-53a", "射物", "從者長三尺，橫者曰距隨，長尺二寸", "聶崇義（義疏引）")
_LS_GONG = _ls("108-7b", "物", "弓長六尺而兩楹之間容弓，笴長三尺而物如笴")
_LS_WU_MARK = _ls("108-7b", "物", "武長尺有二寸而距隨長武")

_LIU_ZX_SAN = _liu("016-13b", "至其設之又令參侯去地一丈五寸少半寸")
_LIU_ZX_DAHOU = _liu("016-13b", "大侯去地二丈二尺五寸少半寸，計其上綱則四丈八尺五寸少半寸也")
#: 鄭眾's 正 and 質 (司裘注): his 侯 方十尺 and 鵠 四尺 are in his reading; the 正 and 質 are not
_ZZ_ZHENG = cite("KR1d0003", "007-10a/10b", "天官·司裘", "注", _ZHONG, "方十尺曰侯，四尺曰鵠，二尺曰正，四寸曰質")
_ZZ_ZHENG_NOTE = ("鄭眾's 正 and 質 are the marks within his 鵠 of a 侯 方十尺 (二尺曰正，四寸曰質); "
                  "houzhi draws no 正 or 質 inside a 皮侯's 鵠, and his reading paints none (賈 rejects "
                  "his 方十尺 for every 侯: 若九十七十五十，其侯總方一丈，則不可)")
# 鄭玄 and 賈公彥 on 梓人 (周禮注疏 卷四十一): the 九節之侯 of 九十弓
_ZR_JIUJIE = cite("KR1d0003", "041-25b", "考工記·梓人", "注", _Z, "然則九節之侯身三丈六尺，上个七丈二尺，下个五丈四尺")
_ZR_SHE_JIA = cite("KR1d0003", "041-26b", "考工記·梓人", "疏", _J, "其上兩个各出丈八尺，今此下个上出九尺")
_ZR_BU_JIA = cite("KR1d0003", "041-26b", "考工記·梓人", "疏", _J, "此侯是九十弓侯，侯中丈八尺，則九幅布，布長丈八尺")
# 敖繼公 on the 大射 (儀禮集說 卷七 葉3a, 3b): the 貍步 a rod of 六尺; the 乏's 北十 the middle
# between two 侯 (干 五十, 參 七十), its 西十 taken from the 北
_AO_LIBU = cite("KR1d0035", "007-3a", "大射儀", "說", "敖繼公", "步者蓋量器長六尺者之名")
_AO_DS_NORTH = cite("KR1d0035", "007-3b", "大射儀", "說", "敖繼公", "設乏之處各去其侯之北十步者")
_AO_DS_WEST = cite("KR1d0035", "007-3b", "大射儀", "說", "敖繼公", "去其侯之西亦十步者，則因其北之成數而用之")
# 林希逸 on the ropes (考工記解 卷下 葉35a)
_LIN_XUN = cite("KR1d0011", "002-35a", "梓人為侯", "說", "林希逸", "兩邊之首皆出舌長一尋方可縛也，尋八尺也",
                juan="卷下")
_LIN_YUN = cite("KR1d0011", "002-35a", "梓人為侯", "說", "林希逸", "縜音雲，連侯之繩也，繩圓有一寸",
                juan="卷下")
_LIN_YUN_NOTE = ("林希逸's 縜 is the rope that joins the 侯 (連侯之繩), 一寸 round; houzhi's 縜 (鄭: 縜，籠綱者) "
                 "are the loops that hold the 綱 to the cloth, 一寸: the same 寸, read of another thing")
# 盛世佐 reckoning 郝敬's 侯 from 郝's own 三丈四尺 and 三丈八尺 (卷十三 葉17a)
_SHIZUO_HAO_RISE = ("盛世佐 reckons with 郝敬's own 參侯 三丈四尺 and 大侯 三丈八尺, which do not "
                    "follow from 郝's rule (盛世佐: 未詳), every lower rope at the 干's: by the rule "
                    "houzhi reckons (鵠 the 中, the 侯 three times the 鵠) each rises 一丈二尺 above the "
                    "nearer, as 盛世佐 himself reckons the sizes (其大于干侯者凡一丈二尺)")

STATEMENTS: tuple[Statement, ...] = (
    # 鄉射記: the 鄉侯 of 50弓, 鄭玄 and 賈公彥
    _t(50, "shang_ge", "上个", "五尋", _ji("005-87a", "記", "", "鄉侯上个五尋")),
    _t(50, "shang_ge", "上个", "四丈", _ji("005-87a", "注", _Z, "八尺曰尋，上幅用布四丈")),
    _t(50, "shang_ge", "上个", "四丈", _ji("005-87a", "疏", _J, "以五尋，尋八尺，五八四十，故四丈也")),
    _t(50, "zhong_side", "中 side", "十尺", _ZHONG_TEN),
    _t(50, "zhong_cloth", "中 cloth", "五丈", _ji("005-87a", "注", _Z, "方者也，用布五丈")),
    _t(50, "zhong_strips", "中 strips", "五", _STRIPS_JIA, count=True),
    _t(50, "gong_each", "躬 each", "二丈", _ji("005-88a", "注", _Z, "謂中之上下幅也，用布各二丈")),
    _t(50, "shang_she", "上舌 each side", "一丈", _SHE_JIA),
    _t(50, "xia_ge", "下个", "三丈", _XIA_ZHENG),
    _t(50, "xia_she", "下舌 each side", "五尺", _ji("005-88b", "疏", _J, "今下舌兩相各五尺")),
    _t(50, "total", "total", "十六丈",
       _ji("005-88b", "注", _Z, "凡鄉侯用布十六丈，數起侯道五十弓以計")),
    _t(50, "zhong_cloth", "中 cloth", "五丈", _ji("005-88b", "疏", _J, "中五幅，幅一丈，用布五丈")),
    _t(50, "gong_both", "躬 both", "四丈", _ji("005-88b", "疏", _J, "上下躬各二丈，總四丈")),
    _t(50, "shang_ge", "上个", "四丈", _JIA_GE),
    _t(50, "xia_ge", "下个", "三丈", _JIA_GE),
    _t(50, "total", "total", "十六丈", _ji("005-88b", "疏", _J, "是總十六丈也")),
    _t(50, "fa_north", "乏 north", "十丈", _FA_ZHENG),
    _t(50, "fa_west", "乏 west", "三丈", _FA_ZHENG),
    _t(50, "fa_west", "乏 west", "五步", _FA_JING),
    _t(50, "range", "侯道", "三十丈", _JING_FA),
    _t(50, "fa_north", "乏 north", "十大", _JING_FA, emend="十丈"),
    _t(50, "fa_west", "乏 west", "三丈",
       cite("KR1d0028", "005-5b", "鄉射禮", "疏", _J, "云西三丈者，經云西五步，五六三十，故云三丈也")),
    # 70弓
    _t(70, "total", "total", "二十五丈二尺", _ji("005-88b", "注", _Z, "道七十弓之侯，用布二十五丈二尺")),
    _t(70, "zhong_side", "中 side", "丈四尺",
       _ji("005-88b", "疏", _J, "道七十弓，弓取二寸，二七十四，侯中丈四尺")),
    _t(70, "zhong_strips", "中 strips", "七", _ji("005-88b", "疏", _J, "七幅，幅有丈四尺"),
       count=True),
    _t(70, "zhong_cloth", "中 cloth", "九丈八尺", _ji("005-88b", "疏", _J, "中用布九丈八尺")),
    _t(70, "gong_each", "躬 each", "二大八尺",
       _ji("005-88b", "疏", _J, "上下躬各用布二大八尺", note="校: 大當作丈"), emend="二丈八尺"),
    _t(70, "gong_both", "躬 both", "五丈六尺", _ji("005-89a", "疏", _J, "上下總用布五丈六尺")),
    _t(70, "shang_ge", "上个", "五丈六尺", _ji("005-89a", "疏", _J, "上个倍躬為五丈六尺")),
    _t(70, "shang_she", "上舌 each side", "丈四尺",
       _ji("005-89a", "疏", _J, "上舌出者，兩相各出丈四尺")),
    _t(70, "xia_she", "下舌 each side", "七尺", _ji("005-89a", "疏", _J, "下舌半之，兩相各出七尺")),
    _t(70, "xia_she_both", "下舌 both sides", "一丈四尺", _ji("005-89a", "疏", _J, "下舌用布一丈四尺")),
    _t(70, "xia_ge", "下个", "四丈二尺",
       _ji("005-89a", "疏", _J, "通躬二丈八尺，總計用布四丈二尺")),
    _t(70, "total", "total", "二十五丈二尺", _ji("005-89a", "疏", _J, "通計用布二十五丈二尺也")),
    # 90弓
    _t(90, "total", "total", "三十六丈", _ji("005-88b", "注", _Z, "道九十弓之侯，用布三十六丈")),
    _t(90, "zhong_side", "中 side", "丈八尺", _ji("005-89a", "疏", _J, "弓取二寸，九十弓，侯中丈八尺")),
    _t(90, "zhong_strips", "中 strips", "九", _ji("005-89a", "疏", _J, "侯中用布九幅，幅別丈八尺"),
       count=True),
    _t(90, "zhong_cloth", "中 cloth", "十六丈二尺",
       _ji("005-89a", "疏", _J, "巾用布十六丈二尺", note="校: 巾當作中")),
    _t(90, "gong_each", "躬 each", "三丈六尺", _ji("005-89a", "疏", _J, "上下躬各用布三丈六尺")),
    _t(90, "gong_both", "躬 both", "七丈二尺", _ji("005-89a", "疏", _J, "上下總七丈二尺")),
    _t(90, "shang_ge", "上个", "七丈二尺", _ji("005-89a", "疏", _J, "上舌用布亦七丈二尺")),
    _t(90, "shang_she", "上舌 each side", "丈八尺", _ji("005-89a", "疏", _J, "上舌出者丈八尺")),
    _t(90, "xia_ge", "下个", "五丈四尺", _ji("005-89a", "疏", _J, "則下舌總用布五丈四尺")),
    _t(90, "total", "total", "三十六丈", _ji("005-89a", "疏", _J, "以此計之，總用布三十六丈也")),
    *_of(90, _ZR_JIUJIE, ("gong_each", "身 (躬) each", "三丈六尺"), ("shang_ge", "上个", "七丈二尺"),
         ("xia_ge", "下个", "五丈四尺")),
    _t(90, "total", "total", "三十六丈",
       cite("KR1d0003", "041-26a", "考工記·梓人", "注", _Z, "身夾中，个夾身，在上下各一幅，此侯凡用布三十六丈")),
    *_of(90, _ZR_SHE_JIA, ("shang_she", "上舌 each side", "丈八尺"), ("xia_she", "下舌 each side", "九尺")),
    _t(90, "zhong_strips", "中 strips", "九", _ZR_BU_JIA, count=True),
    _t(90, "zhong_side", "中 side", "丈八尺", _ZR_BU_JIA),
    _t(90, "xia_ge", "下个", "五丈四尺",
       cite("KR1d0003", "041-26b", "考工記·梓人", "疏", _J, "云下个五丈四尺者")),
    _t(90, "total", "total", "三十六丈",
       cite("KR1d0003", "041-26b", "考工記·梓人", "疏", _J, "添前總用布三十六丈也")),
    # the rites by rank: the 天子's 大射 and the 大夫's (鄭 on 司裘), the 賓射's ranges (賈 on
    # 射人), the 燕射's (賈 on the 記), and the 乏 each is given (射人's 容, 車僕's 乏)
    *(_rt(f"{rite}.{rk}.{name}", f"{label} of a {rk}: {name} range (弓)", value, c)
      for rite, label, rk, name, value, c in (
          ("dashe", "大射", "天子", "虎侯", "九十", C_SIQIU_RANGES),
          ("dashe", "大射", "天子", "熊侯", "七十", C_SIQIU_RANGES),
          ("dashe", "大射", "天子", "豹侯", "五十", C_SIQIU_RANGES),
          ("dashe", "大射", "大夫", "麋侯", "五十", C_SIQIU_RANGES),
          ("binshe", "賓射", "諸侯", "三正之侯", "七十", C_SHEREN_JIA),
          ("binshe", "賓射", "諸侯", "二正之侯", "五十", C_SHEREN_JIA),
          ("binshe", "賓射", "大夫", "二正之侯", "五十", C_SHEREN_JIA_2),
          ("binshe", "賓射", "士", "豻侯", "五十", C_SHEREN_JIA_2),
          ("yanshe", "燕射", "天子", "熊侯", "五十", C_YAN_RANGE),
          ("yanshe", "燕射", "諸侯", "麋侯", "五十", C_YAN_RANGE),
          ("yanshe", "燕射", "大夫", "布侯", "五十", C_YAN_RANGE),
          ("yanshe", "燕射", "士", "布侯", "五十", C_YAN_RANGE))),
    _rt("dashe.天子.fa", "大射 of a 天子: 乏 count", "三", C_CHEPU_FA),
    *(_rt(f"binshe.{rk}.fa", f"賓射 of a {rk}: 乏 (容) count", n, C_SHEREN)
      for rk, n in (("天子", "三"), ("諸侯", "二"), ("大夫", "一"), ("士", "一"))),
    # 大射: the ranges in the 經, 鄭玄's 鵠 and heights, 賈公彥's reckoning
    _d("大侯.range_gong", "大侯 range (弓)", "九十", DASHE_RANGES, count=True),
    _d("參.range_gong", "參 range (弓)", "七十", DASHE_RANGES, count=True),
    _d("干.range_gong", "干 range (弓)", "五十", DASHE_RANGES, count=True),
    _d("大侯.hu_side", "大侯 鵠 side", "六尺", _ds("007-5b", "注", _Z, "則大侯之鵠方六尺")),
    _d("參.hu_side", "參 鵠 side", "四尺六寸大半寸", _ds("007-5b", "注", _Z, "糝侯之鵠方四尺六寸大半寸")),
    _d("干.hu_side", "干 鵠 side", "三尺三寸少半寸", _ds("007-5b", "注", _Z, "豻侯之鵠方三尺三寸少半寸")),
    _d("參.bottom", "參 lower rope", "一丈五寸少半寸",
       _ds("007-5b", "注", _Z, "以豻侯計之，糝侯去地一丈五寸少半寸")),
    _d("大侯.bottom", "大侯 lower rope", "二丈二尺五寸少半寸",
       _ds("007-5b", "注", _Z, "大侯去地二丈二尺五寸少半寸")),
    _d("干.fa_north", "乏 north of its 侯", "六丈", _JIA_DS_FA),
    _d("干.fa_west", "乏 west of its 侯", "六丈", _JIA_DS_FA),
    _d("干.bottom", "干 lower rope", "尺二寸", _ds("007-7a", "疏", _J, "則豻侯下綱去地尺二寸")),
    _d("干.top", "干 upper rope", "丈九尺二寸", _ds("007-7a", "疏", _J, "則豻侯上綱去地丈九尺二寸也")),
    _d("參.height", "參 height", "二丈二尺",
       _ds("007-7a", "疏", _J, "糝侯侯中丈四尺，中上中下各四尺，得八尺，并之二丈二尺也")),
    _d("參.hu_bottom_in", "參 鵠 above its lower rope", "八尺六寸三分寸之二",
       _ds("007-7a", "疏", _J, "通躬與舌四尺為八尺六寸三分寸之二矣")),
    _d("參.top", "參 upper rope", "三丈二尺五寸少半寸",
       _ds("007-7b", "疏", _J, "其舉也上綱去地三丈二尺五寸少半寸也")),
    _d("大侯.height", "大侯 height", "二丈六尺",
       _ds("007-7b", "疏", _J, "中方丈八尺，更加八尺，二丈六尺也")),
    # 劉敞 (quoted by 盛世佐), testing 鄭玄's heights with a sight line (his reckoning of the
    # heights themselves is among the zheng_xuan figures below)
    _d("參.top", "參 upper rope", "三丈二尺五寸少半寸", _liu("016-13b", "計其上綱則三丈二尺五寸少半寸也")),
    _d("大侯.top", "大侯 upper rope", "四丈八尺五寸少半寸", _LIU_ZX_DAHOU),
    _d("干.top", "干 upper rope", "一丈九尺二寸", _liu("016-13b", "干高一丈九尺二寸")),
    _d("參.sight", "sight line at 參 (eye 7尺)", "二丈四尺五分寸之四",
       _liu("016-14a", "令人目高七尺，從干望參，計參侯之鵠去地二丈四尺五分寸之四乃能見之")),
    # 今鄭所說參侯之鵠去地一丈九尺二寸 (劉敞, as houzhi.model.dashe quotes him)
    _d("參.hu_bottom", "參 鵠 foot", "一丈九尺二寸", LIU_ON_ZHENG[1]),
    _d("參.sight_short", "參 鵠: line above its top", "二寸",
       _liu("016-14a", "欲使鵠裁見，不足二寸"), finding=_SHORT),
    # 敖繼公's copy of 鄭注 and 賈疏 (儀禮集說 卷七): two figures miscopied
    _d("參.bottom", "參 lower rope", "二丈五寸少半寸",
       cite("KR1d0035", "007-4b", "大射儀", "注", "鄭玄（敖繼公引）", "以此計之，參侯去地二丈五寸少半寸",
            note="校: 二丈當作一丈（《儀禮注疏》卷七鄭注作「糝侯去地一丈五寸少半寸」）"),
       emend="一丈五寸少半寸"),
    _d("干.hu_side", "干 鵠 side", "二尺三寸少半寸",
       cite("KR1d0035", "007-4b", "大射儀", "疏", "賈公彥（敖繼公引）",
            "干侯侯道五十弓，則侯中一丈，故鵠方二尺三寸少半寸也",
            note="校: 二尺當作三尺（《儀禮注疏》卷七賈疏作「豻侯之鵠方三尺三寸少半寸」）"),
       emend="三尺三寸少半寸"),
    # 陳祥道《禮書》
    _d("參.bottom", "參 lower rope", "一丈五寸少半寸",
       _ls("105-9a", "畿外諸侯大侯", "參侯去地一丈五寸少半寸", "注", "鄭玄（陳祥道引）")),
    _d("大侯.bottom", "大侯 lower rope", "二丈二尺少半寸",
       _ls("105-9a", "畿外諸侯大侯", "大侯去地二丈二尺少半寸", "注", "鄭玄（陳祥道引）",
           note="校: 二尺下脫五寸（《儀禮注疏》卷七鄭注作「二丈二尺五寸少半寸」）"),
       emend="二丈二尺五寸少半寸"),
    _d("干.top", "干 upper rope", "丈九尺二寸",
       _ls("105-9a", "畿外諸侯大侯", "又下不及地尺二寸，則豻侯上綱去地丈九尺二寸矣")),
    _d("參.height", "參 height", "二丈二尺",
       _ls("105-9a", "畿外諸侯大侯", "參侯中丈四尺，上下躬舌八尺，則二丈二尺矣")),
    _d("大侯.height", "大侯 height", "二丈六尺",
       _ls("105-9b", "畿外諸侯大侯", "大侯中丈八尺，上下躬舌八尺，則二丈六尺矣")),
    _d("參.top", "參 upper rope", "三丈二尺五寸少半寸", _ao_shu("007-5a", "則上綱去地三丈二尺五寸少半寸也")),
    _d("大侯.height", "大侯 height", "二丈六尺", _ao_shu("007-5a", "大侯侯中併躬與舌為二丈六尺")),
    _d("大侯.top", "大侯 upper rope", "四丈八尺五寸少半寸",
       _ao_shu("007-5b", "則上綱去地四丈八尺五寸少半寸也",
               note="《儀禮注疏》's 賈疏 gives the 大侯's lower rope only; the 疏 as 敖繼公 abridges "
                    "it adds the upper")),
    # 盛世佐 on 鄭玄's 大侯, against 郝敬
    _d("大侯.height", "大侯 height", "二丈六尺",
       cite("KR1d0049", "016-16b", "大射儀", "說", "盛世佐", "鄭說大侯全體為高二丈六尺，非一丈八尺也",
            juan="卷十三")),
    _d("大侯.height", "大侯 height (郝敬 on 鄭)", "一丈八尺", _hao("016-16b", "而以大侯全體為高一丈八尺"),
       explained=_HAO_18),
    _d("參.sight_full", "參 鵠: line above its foot", "四尺八寸五分寸之四",
       _liu("016-14a", "如使鵠盡見，不足四尺八寸五分寸之四")),
    # 劉敞's ground for his sight line: the shooter 五十步 from the 干, the 干 二十步 from the 參
    _d("干.range_gong", "干 range (步)", "五十", LIU_ON_ZHENG[0], count=True),
    _d("參.behind_nearer", "參 behind the 干", "二十步", LIU_ON_ZHENG[0]),
    # 劉敞 restating 鄭玄's heights before he reckons their upper ropes
    _d("參.bottom", "參 lower rope (劉敞 on 鄭)", "一丈五寸少半寸", _LIU_ZX_SAN),
    _d("大侯.bottom", "大侯 lower rope (劉敞 on 鄭)", "二丈二尺五寸少半寸", _LIU_ZX_DAHOU),
    # 三禮圖集注 (聶崇義) on the 侯: his own reading's figures, in definitions/nie_chongyi.toml
    # 陳祥道《禮書》 on the 侯制
    _t(90, "range", "侯道", "五十四丈", _ls("104-10b", "侯制", "先儒謂弓之下制六尺，則九十弓者五十四丈")),
    _t(70, "range", "侯道", "四十二丈", _ls("104-11a", "侯制", "七十弓者四十二丈")),
    _t(50, "range", "侯道", "三十丈", _ls("104-11a", "侯制", "五十弓者三十丈")),
    _t(50, "zhong_side", "中 side", "十尺", _ls("104-11a", "侯制", "五十弓者中十尺")),
    _t(50, "zhong_strips", "中 strips", "五", _ls("104-11a", "侯制", "則五十弓之侯用布五幅"), count=True),
    _t(50, "gong_each", "躬 each", "二丈", _ls("104-11a", "侯制", "倍中以為躬，則上躬下躬各二丈矣")),
    _t(50, "shang_ge", "上个", "四丈", _LS_SHANG_GE),
    _t(50, "shang_she", "上舌 each side", "一丈", _LS_SHANG_GE),
    _t(50, "xia_ge", "下个", "三丈", _LS_XIA_GE),
    _t(50, "xia_she", "下舌 each side", "五尺", _LS_XIA_GE),
    _t(90, "zhong_side", "中 side", "丈八尺", _LS_HU_90),
    _t(90, "hu_side", "鵠 side", "六尺", _LS_HU_90),
    _t(50, "fa_north", "乏 north", "十步", _LS_FA, emend="十丈"),
    _t(50, "fa_west", "乏 west", "三丈", _LS_FA),
    # 欽定儀禮義疏 on the 鄉射禮 and its 記: its own 案, and the authors it quotes
    _t(50, "gong_out", "躬 beyond the 中, each side", "五尺", _YI_FORM),
    _t(50, "shang_she", "上舌 each side", "一丈", _YI_FORM),
    _t(50, "xia_she", "下舌 each side", "五尺", _YI_FORM),
    _t(50, "top", "upper rope above the ground", "一丈九尺二寸", _yi_ji("012-29a", "侯之上綱去地一丈九尺二寸")),
    _t(50, "zhong_side", "中 side", "一丈",
       _yi_ji("012-25a", "則天子以下皆五十弓，侯中同方一丈也", "孔穎達（義疏引）")),
    _t(90, "zhong_side", "中 side", "丈八尺", _E_90),
    _t(90, "hu_side", "鵠 side", "六尺", _E_90),
    _t(70, "zhong_side", "中 side", "丈四尺", _yi_ji("012-43a", "七十弓之侯中丈四尺", _E)),
    _t(50, "zhong_side", "中 side", "一丈", _yi_ji("012-43a", "五十弓之侯中一丈", _E)),
    # 盛世佐《儀禮集編》: his own 案, and 張氏 and 郝敬 as he quotes them
    _t(50, "zhong_side", "中 side", "一丈", _jb("011-14b", _ZHANG, "中其身也，方一丈")),
    _t(50, "gong_each", "躬 each", "二丈", _jb("011-14b", _ZHANG, "中之上下橫接一幅，各二丈，謂之躬")),
    _t(50, "shang_ge", "上个", "四丈", _ZH_FORM),
    _t(50, "shang_she", "上舌 each side", "一大", _ZH_FORM, emend="一丈"),
    _t(50, "xia_ge", "下个", "三丈", _ZH_XIA),
    _t(50, "xia_she", "下舌 each side", "五尺", _ZH_XIA),
    _t(50, "bottom", "lower rope above the ground", "尺二寸",
       _jb("011-15a", _ZHANG, "下綱去地之節則尺二寸")),
    _t(50, "zhong_strips", "中 strips", "五", _SSZ_HOU, count=True),
    _t(50, "zhong_side", "中 side", "一丈", _SSZ_HOU),
    _t(50, "band", "band height", "二尺", _SSZ_HOU),
    _t(50, "gong_each", "躬 each", "二丈", _jb("011-15b", _SSZ, "又以一幅橫接於中之上下，謂之躬，躬各二丈")),
    _t(50, "shang_ge", "上个", "四丈", _SSZ_TOTAL),
    _t(50, "xia_ge", "下个", "三丈", _SSZ_TOTAL),
    _t(50, "total", "total", "十六丈", _SSZ_TOTAL),
    _t(50, "top", "upper rope above the ground", "丈九尺二寸",
       _jb("011-15b", _SSZ, "下綱不及地武，則上綱去地丈九尺二寸矣")),
    _t(50, "range", "侯道", "三十丈", _jb("011-17a", _ZHANG, "侯道五十步，步六尺，計三十丈")),
    _t(50, "range", "侯道", "三十丈", _HAO_FA, reading="hao_jing"),
    _t(50, "fa_north", "乏 north", "十丈", _HAO_FA, reading="hao_jing"),
    _t(50, "fa_west", "乏 west", "三丈", _HAO_FA, reading="hao_jing"),
    _t(50, "zhong_side", "中 side", "十尺",
       _jb("013-70a", _ZHANG, "侯之遠近五十弓，每弓取二寸以為侯中之數，故十尺也")),
    _t(50, "shang_ge", "上个", "四丈", _jb("013-70b", _ZHANG, "即最上四丈之橫幅")),
    _t(50, "xia_ge", "下个", "三丈", _ZH_XIA_JI),
    _t(50, "xia_she", "下舌 each side", "五尺", _ZH_XIA_JI),
    # 賈公彥 on the 射人 (周禮注疏 卷三十)
    _t(90, "zhong_side", "中 side", "丈八尺", _SHEREN_SHU),
    _t(70, "zhong_side", "中 side", "丈四尺", _SHEREN_SHU),
    _t(50, "zhong_side", "中 side", "一丈", _SHEREN_SHU),
    # 鄭玄 on the 梓人 and the 司裘
    _t(90, "zhong_side", "中 side", "丈八尺",
       cite("KR1d0003", "041-24b", "考工記·梓人", "注", _Z, "高廣等，則天子侯中丈八尺")),
    _t(90, "hu_side", "鵠 side", "六尺", _HU_ZHENG),
    _t(90, "zhong_side", "中 side", "丈八尺",
       cite("KR1d0003", "007-10b", "天官·司裘", "注", _Z, "則九十弓者侯中廣丈八尺")),
    # 欽定儀禮義疏 卷四十三 禮器圖三: the 侯 總圖 (大侯), 熊侯, 豹侯, 獸侯
    _t(90, "zhong_side", "中 side", "丈有八尺",
       _yi("045-24b", "侯", "以大侯言之，侯道九十弓，二九為十有八，則侯中丈有八尺也")),
    _t(90, "hu_side", "鵠 side", "六尺", _yi("045-24b", "侯", "三分侯中而鵠居一，則鵠方廣六尺也")),
    _t(90, "gong_each", "躬 each", "三丈六尺", _yi("045-24b", "侯", "大侯中一丈八尺，上下躬各三丈六尺")),
    _t(90, "gong_out", "躬 beyond the 中, each side", "九尺",
       _yi("045-25a", "侯", "半當侯中，兩旁出侯中各九尺")),
    _t(90, "shang_ge", "上个", "七丈二尺", _yi("045-25a", "侯", "上舌倍躬，廣七丈二尺")),
    _t(90, "shang_she", "上舌 each side", "一丈八尺", _yi("045-25a", "侯", "以半當躬，兩旁出躬各一丈八尺")),
    _t(90, "xia_she", "下舌 each side", "九尺", _yi("045-25a", "侯", "下舌出躬半上舌，左右各出九尺")),
    _t(90, "xia_ge", "下个", "五丈四尺", _yi("045-25a", "侯", "合當躬三丈六尺，通廣五丈四尺")),
    _t(90, "gang_top", "上綱", "八丈八尺", _yi("045-25a", "侯", "上下綱左右各出舌尋，上綱廣八丈八尺")),
    _t(90, "gang_bottom", "下綱", "七丈", _yi("045-25a", "侯", "下綱以下舌半上舌計之，廣七丈")),
    _t(90, "zhong_strips", "中 strips", "九", _yi("045-25b", "侯", "大侯中一丈八尺，宜用布九幅"),
       count=True),
    _t(90, "band", "band height", "二尺", _yi("045-25b", "侯", "其舌及躬俱高二尺")),
    _t(90, "zhong_side", "中 side", "丈八尺", _YI_DAHOU),
    _t(90, "hu_side", "鵠 side", "六尺", _YI_DAHOU),
    _t(70, "zhong_side", "中 side", "丈四尺", _YI_SANHOU),
    _t(70, "hu_side", "鵠 side", "四尺六寸大半寸", _YI_SANHOU),
    _t(50, "zhong_side", "中 side", "一丈", _YI_ANHOU),
    _t(50, "hu_side", "鵠 side", "三尺三寸少半寸", _YI_ANHOU),
    _t(50, "hu_side", "鵠 side", "三尺三寸少寸半",
       _yi("045-30b", "獸侯", "侯中一丈，鵠方三尺三寸少寸半", note="校: 少寸半當作少半寸"),
       emend="三尺三寸少半寸"),
    # the gear
    _g("chou.length", "籌 length", "尺四寸", _ji("005-89b", "疏", _J, "則此籌尺四寸矣")),
    _g("chou.scraped grip", "籌 scraped grip", "四寸", C_CHOU_KAN),
    _g("gan.length", "笴 length", "三尺", _GAN_ZHENG),
    _g("wu_mark.length", "物 length", "三尺", _GAN_ZHENG),
    _g("wu_mark.between marks", "物 to 物", "六尺", C_WU_ZHENG),
    _g("wu_mark.cross stroke", "物 cross stroke", "尺二寸", _ji("005-79a", "注", _Z, "武，跡也，尺二寸")),
    _g("bi.length", "楅 length", "三尺", _tu("008-8b", "舊圖云：楅長三尺")),
    _g("fa.breadth", "乏 breadth (廣)", "七尺", _TU_FA),
    _g("fa.height", "乏 height (從)", "七尺", _TU_FA, note=_FA_CONG),
    _g("lu_zhong.length", "鹿中 length", "尺二寸", _tu("008-10b", "舊圖云：士之中長尺二寸")),
    _g("lu_zhong.head height", "鹿中 head", "七寸", _tu("008-10b", "首高七寸")),

    _g("gan.length", "笴 length", "三尺", _nie("008-7b", "其笴皆長三尺", "射器")),
    _g("chou.length", "籌 length", "尺二寸", _tu("008-15b", "舊圖云：筭長尺二寸"), explained=_TU_CHOU),
    _g("chou.length", "籌 length", "尺四寸",
       _nie("008-15b", "其鄉射記筭長尺有握，握四指也，一指一寸，是尺四寸也", "射器")),
    _g("chou.length", "籌 length", "尺有四寸",
       _yi("045-46b", "算", "籌尺有握，握四指也，一指一寸，是尺有四寸也")),
    _g("wu_mark.length", "物 length", "三尺", _NIE_WU_MARK),
    _g("wu_mark.cross stroke", "物 cross stroke", "尺二寸", _NIE_WU_MARK),
    _g("wu_mark.length", "物 length", "三尺", _YI_WU_MARK),
    _g("wu_mark.cross stroke", "物 cross stroke", "尺二寸", _YI_WU_MARK),
    _g("pu.length", "楚扑 length", "三尺", _yi("045-54a", "扑", "楚扑長如笴三尺")),
    _g("fa.breadth", "乏 breadth (廣)", "七尺", _YI_FA),
    _g("fa.height", "乏 height (從)", "七尺", _YI_FA, note=_FA_CONG),
    _g("gan.length", "笴 length", "三尺", _LS_GONG),
    _g("wu_mark.cross stroke", "物 cross stroke", "尺有二寸", _LS_WU_MARK),
    _g("wu_mark.length", "物 length", "三尺", _HAO_WU),
    _g("wu_mark.clear between", "物 to 物, the clear space between them (中間)", "六尺", _HAO_GONG,
       explained=_HAO_CLEAR),
    _g("wu_mark.cross stroke", "物 cross stroke (橫), as long as its 從", "半步", _HAO_HENG,
       explained=_HAO_HENG_NOTE),
    # the units the rules are written in
    _u("gong", "弓", "六尺", _HAO_GONG),
    _u("bu", "步", "六尺", _HAO_WU),
    _u("gong", "弓", "六尺", _LS_GONG),
    _u("wu", "武", "尺有二寸", _LS_WU_MARK),
    Statement("unit", "wu", "武", "二尺二寸", _ls("104-12a", "侯制", "武其足迹也，中人之迹二尺二寸"),
              finding=_LS_WU),
    _u("xun", "尋", "八尺", _ji("005-87a", "注", _Z, "八尺曰尋")),
    _u("gong", "弓", "六尺", _RANGE_JIA),
    _u("gong", "弓", "六尺", _yi("045-30b", "獸侯", "弓之下制六尺，六尺為步，五十步即五十弓也")),
    _u("gong", N_("弓 (下制)"), "六尺",
       cite("KR1d0003", "030-29a", "夏官·射人", "疏", _J, "弓之上制六尺六寸，中制六尺三寸，下制六尺，六尺與步相應")),
    _u("bu", N_("步 (貍步)"), "六尺", _ds("007-3b", "注", _Z, "考工記曰弓之下制六尺，則此貍步六尺明矣")),
    _u("wu", "武", "尺二寸", _WU_ZHENG),
    _u("fu", "膚", "四寸", _ji("005-89b", "疏", _J, "四指則四寸")),
    Statement("rule", "yun.yun", "縜", "寸", _yi("045-25a", "侯", "持綱之縜各廣寸")),
)

# -- each author's own figures, in his reading (the one list: ``stated_by`` is a view) ------

_HAO_34 = ("by 郝敬's own rule (the whole target three times its 鵠, the 鵠 the 中) the 參侯 is "
           "四丈二尺, as 盛世佐 reckons (今云高廣三丈四尺未詳)")
_HAO_38 = ("by 郝敬's own rule the 大侯 is 五丈四尺, as 盛世佐 reckons (今云高廣三丈八尺未詳)")



def _r(reading: str, d: int, key: str, what: str, value: str, c: Citation, **kw: Any) -> Statement:
    """A figure an author states for his own 侯: at ``d`` 弓, in his ``reading``."""
    return Statement("target", key, what, value, c, range_gong=d, reading=reading, **kw)


READING_STATEMENTS: tuple[Statement, ...] = (
    # zheng_xuan: figures of 鄭玄's 侯 that another author states
    # 劉敞 reckons 鄭玄's whole heights (c + 4w) in order to reject them.
    _r("zheng_xuan", 50, "height", "height (劉敞 reckoning 鄭玄)", "丈八尺", C_LIU_ZX_HEIGHTS),
    _r("zheng_xuan", 70, "height", "height (劉敞 reckoning 鄭玄)", "二丈二尺", C_LIU_ZX_HEIGHTS),
    _r("zheng_xuan", 90, "height", "height (劉敞 reckoning 鄭玄)", "二丈六尺", C_LIU_ZX_HEIGHTS),
    _r("zheng_xuan", 50, "wu_gap", "the two 物 apart", "六尺", C_WU_ZHENG),
    # zheng_zhong
    _r("zheng_zhong", 50, "zhong_side", "身 side", "一丈", C_ZZ_ZIREN),
    _r("zheng_zhong", 50, "shang_she", "each upper 个 beyond the 身", "一丈", C_ZZ_ZIREN),
    _r("zheng_zhong", 50, "shang_ge", "上个 with the 身", "三丈", C_ZZ_ZIREN),
    _r("zheng_zhong", 50, "shang_ge", "上个 (賈 on 先鄭)", "三丈", C_JIA_ON_ZZ),
    _r("zheng_zhong", 50, "zhong_side", "侯 (his 身) side", "十尺", C_ZZ_SIQIU),
    _r("zheng_zhong", 50, "hu_side", "鵠 side", "四尺", C_ZZ_SIQIU),
    # lin_xiyi
    _r("lin_xiyi", 45, "hu_side", "鵠 side for 侯廣九尺", "三尺", C_LIN_HU,
       note="his supposition 侯廣九尺 is 四十五弓 under houzhi's assumption"),
    _r("lin_xiyi", 45, "width", "侯廣 (his supposition)", "九尺", C_LIN_HU),
    # liu_chang
    _r("liu_chang", 50, "zhong_side", "中", "十尺", C_LIU_50),
    _r("liu_chang", 50, "breadths", "breadths (幅)", "五", C_LIU_50, count=True),
    _r("liu_chang", 50, "gong_breadths", "躬 breadths, each", "一", C_LIU_50, count=True),
    _r("liu_chang", 50, "she_breadths", "舌 breadths, each", "一", C_LIU_50, count=True),
    _r("liu_chang", 50, "height", "崇", "十尺", C_LIU_SQUARE),
    _r("liu_chang", 50, "breadth", "breadth (幅)", "二尺", C_LIU_BREADTH),
    _r("liu_chang", 70, "zhong_side", "中", "丈四尺", C_LIU_70),
    _r("liu_chang", 70, "breadths", "breadths (幅)", "七", C_LIU_70, count=True),
    _r("liu_chang", 70, "gong_breadths", "躬 breadths, each", "二", C_LIU_70, count=True),
    _r("liu_chang", 70, "she_breadths", "舌 breadths, each", "一", C_LIU_70, count=True),
    _r("liu_chang", 70, "height", "崇", "丈四尺", C_LIU_SQUARE),
    _r("liu_chang", 90, "zhong_side", "中", "丈八尺", C_LIU_90),
    _r("liu_chang", 90, "breadths", "breadths (幅)", "九", C_LIU_90, count=True),
    _r("liu_chang", 90, "gong_breadths", "躬 breadths, each", "二", C_LIU_90, count=True),
    _r("liu_chang", 90, "she_breadths", "舌 breadths, each", "二", C_LIU_90, count=True),
    _r("liu_chang", 90, "height", "崇", "丈八尺", C_LIU_SQUARE),
    _r("liu_chang", 90, "height", "大侯崇", "丈八尺", C_LIU_HU, rite="dashe"),
    _r("liu_chang", 50, "hu_ground", "干's 鵠 above the ground", "三尺", C_LIU_WU, rite="dashe"),
    # hao_jing: 高廣 gives the height and the breadth of his square 侯 at once
    _r("hao_jing", 50, "hu_side", "鵠", "一丈", C_HAO_RULE),
    _r("hao_jing", 50, "width", "高廣: the 廣", "三丈", C_HAO_RULE),
    _r("hao_jing", 50, "height", "高廣: the 高", "三丈", C_HAO_RULE),
    _r("hao_jing", 50, "bottom", "下綱離地", "尺二寸", C_HAO_LOW),
    _r("hao_jing", 70, "width", "參侯高廣: the 廣", "三丈四尺", C_HAO_70, finding=_HAO_34),
    _r("hao_jing", 70, "height", "參侯高廣: the 高", "三丈四尺", C_HAO_70, finding=_HAO_34),
    _r("hao_jing", 90, "width", "大侯高廣: the 廣", "三丈八", C_HAO_90, emend="三丈八尺", finding=_HAO_38),
    _r("hao_jing", 90, "height", "大侯高廣: the 高", "三丈八", C_HAO_90, emend="三丈八尺", finding=_HAO_38),
    # 盛世佐 reckons 郝敬's rule through, against his figures
    _r("hao_jing", 70, "width", "參侯高廣: the 廣, by 郝's rule (盛世佐)", "四丈二尺", C_SHIZUO_HAO_70),
    _r("hao_jing", 70, "height", "參侯高廣: the 高, by 郝's rule (盛世佐)", "四丈二尺", C_SHIZUO_HAO_70),
    _r("hao_jing", 70, "hu_side", "鵠, by 郝's rule (盛世佐)", "一丈四尺", C_SHIZUO_HAO_70),
    _r("hao_jing", 90, "width", "大侯高廣: the 廣, by 郝's rule (盛世佐)", "五丈四尺", C_SHIZUO_HAO_90),
    _r("hao_jing", 90, "height", "大侯高廣: the 高, by 郝's rule (盛世佐)", "五丈四尺", C_SHIZUO_HAO_90),
    _r("hao_jing", 90, "hu_side", "鵠, by 郝's rule (盛世佐)", "一丈八尺", C_SHIZUO_HAO_90),
    Statement("dashe", "參.over_nearer", "參 above the 干 (盛世佐 reckoning 郝敬's own sizes)",
              "四尺", C_SHIZUO_HAO_SEEN, reading="hao_jing", finding=_SHIZUO_HAO_RISE),
    Statement("dashe", "大侯.over_nearer", "大侯 above the 參 (盛世佐 reckoning 郝敬's own sizes)",
              "四尺", C_SHIZUO_HAO_SEEN, reading="hao_jing", finding=_SHIZUO_HAO_RISE),
    # zheng_zhong's marks inside his 鵠, which houzhi does not draw
    Statement("unmodelled", "zheng", "鄭眾's 正", "二尺", _ZZ_ZHENG, range_gong=50,
              reading="zheng_zhong", note=_ZZ_ZHENG_NOTE),
    Statement("unmodelled", "zhi", "鄭眾's 質", "四寸", _ZZ_ZHENG, range_gong=50,
              reading="zheng_zhong", note=_ZZ_ZHENG_NOTE),
    # lin_xiyi on the ropes
    Statement("unit", "xun", "尋", "八尺", _LIN_XUN, reading="lin_xiyi"),
    Statement("rule", "yun.yun", "縜", "一寸", _LIN_YUN, reading="lin_xiyi", note=_LIN_YUN_NOTE),
    # ao_jigong
    Statement("unit", "bu", "步 (貍步, a measuring rod)", "六尺", _AO_LIBU, reading="ao_jigong"),
    Statement("dashe", "干.fa_north", "乏 north of its 侯 (當二侯相去之中)", "十步", _AO_DS_NORTH,
              reading="ao_jigong"),
    Statement("dashe", "干.fa_west", "乏 west of its 侯 (因其北之成數)", "十步", _AO_DS_WEST,
              reading="ao_jigong"),
    _r("ao_jigong", 50, "fa_north", "乏 north of the 侯", "十丈", C_AO_FA),
    _r("ao_jigong", 50, "fa_west_of_edge", "乏 west of the 侯's west edge", "三丈", C_AO_FA),
    _r("ao_jigong", 50, "wu_gap", "the two 物 apart (less than)", "五尺", C_AO_WU, relation="<"),
    _r("ao_jigong", 50, "xia_she_folded", "the left 下舌 folded in its middle (中掩束之): what "
       "is folded", "二尺五寸", _AO_YAN),
    _r("ao_jigong", 50, "xia_she", "the 下个 beyond the 躬 (下个出於躬)", "五尺", _AO_YAN),
    _r("ao_jigong", 50, "gang_top", "兩植相去, were the 下舌 as long as the 上舌", "五丈六尺",
       _AO_ZHI, note=_AO_ZHI_NOTE),
)

#: Every stated figure: the texts' figures for the default reading, then each author's own.
STATEMENTS = (*STATEMENTS, *READING_STATEMENTS)

#: The statements about gear (kept for callers of the old name).
GEAR_STATEMENTS: tuple[Statement, ...] = tuple(s for s in STATEMENTS if s.subject is Subject.GEAR)


def all_statements() -> tuple[Statement, ...]:
    """Every stated figure: :data:`STATEMENTS`, then those the registered readings carry
    themselves (:meth:`houzhi.canon.readings.Reading.own_statements`: a reading file's)."""
    from .readings import READINGS

    return (*STATEMENTS, *(st for r in READINGS.values() for st in r.own_statements()))


def stated_by(reading: Any) -> tuple[Statement, ...]:
    """The figures the author of ``reading`` (its key) states himself: those of
    :data:`STATEMENTS` that name his reading, then those the reading carries itself (a reading
    file's: :meth:`houzhi.canon.readings.Reading.own_statements`)."""
    from .readings import get_reading

    r = get_reading(reading)
    return (*(st for st in STATEMENTS if st.reading == r.key), *r.own_statements())


def statements_of(reading: Any) -> tuple[Statement, ...]:
    """Every stated figure of ``reading``'s 侯 (a Reading or its key): :func:`stated_by`, and
    for the default reading (鄭玄's) the texts' figures that name no reading, whoever states
    them."""
    from .readings import DEFAULT_READING, get_reading

    r = get_reading(reading)
    if r.key != DEFAULT_READING:
        return stated_by(r)
    return tuple(st for st in STATEMENTS if st.reading in (None, r.key))
