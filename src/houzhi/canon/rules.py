"""The rules of the 鄉射禮·記 for the target, with 鄭玄's notes and 賈公彥's subcommentary.

Symbols (all lengths in 尺): ``D`` the range 侯道 in 弓, ``R`` the range in 尺, ``c`` the side of
the square centre 中, ``b`` the nominal breadth of a cloth 幅, ``t`` what is trimmed from each
edge, ``w`` the finished breadth, ``L_gong`` / ``L_shang`` the lengths of the 躬 and the 上个.
Each rule is the only place its number or ratio is written; the model (:mod:`houzhi.model.target`),
the symbolic forms (:mod:`houzhi.canon.symbolic`), ``houzhi check`` and the drawings' labels read it.
"""

from __future__ import annotations

from ..sources.citations import Citation, Rule, cite

_LIJI, _ZHOULI, _JIBIAN = "KR1d0028", "KR1d0003", "KR1d0049"
_JI, _JING, _DASHE = "鄉射禮·記", "鄉射禮", "大射儀"
_ZIREN = "考工記·梓人"
_Z, _J = "鄭玄", "賈公彥"


def _ji(leaf: str, layer: str, author: str, quote: str, note: str = "") -> Citation:
    """The 鄉射禮·記 with 鄭注 and 賈疏: 儀禮注疏 四庫本 卷五 (阮元's 卷 from the leaf)."""
    return cite(_LIJI, leaf, _JI, layer, author, quote, note=note)


def _jing(leaf: str, layer: str, author: str, quote: str, note: str = "") -> Citation:
    """The 鄉射禮 經 with 鄭注 and 賈疏: 儀禮注疏 四庫本 卷五."""
    return cite(_LIJI, leaf, _JING, layer, author, quote, note=note)


def _dashe(leaf: str, layer: str, author: str, quote: str, note: str = "") -> Citation:
    """The 大射儀 with 鄭注 and 賈疏: 儀禮注疏 四庫本 卷七 (阮元's 卷 from the leaf)."""
    return cite(_LIJI, leaf, _DASHE, layer, author, quote, note=note)


def _ziren(leaf: str, layer: str, author: str, quote: str, note: str = "") -> Citation:
    """考工記·梓人 with 鄭注 and 賈疏: 周禮注疏 四庫本 卷四十一."""
    return cite(_ZHOULI, leaf, _ZIREN, layer, author, quote, note=note)

__all__ = [
    "ALL_RULES",
    "BAND",
    "BREADTH",
    "DASHE_FA",
    "DASHE_HEIGHT",
    "EYE",
    "FA",
    "GANG",
    "GONG",
    "GONG_OF_RANGE",
    "HALL",
    "HANGING",
    "HU",
    "HUMAN_FORM",
    "RANGE",
    "SHANG_GE",
    "XIA_GE",
    "YUN",
    "ZHI",
    "ZHONG",
    "ZHONG_SQUARE",
    "ZHONG_STRIPS",
]

RANGE = Rule(
    "range", "侯道", "The range is measured in 弓; a 弓 (the lowest bow) is 6尺, equal to the 步.",
    (_ji("005-87b", "疏", _J, "六尺為步，弓之下制六尺，與步相應"),),
    lambda D, gong: D * gong, inputs=("D",), params={"gong": "一弓"},
)

ZHONG = Rule(
    "zhong", "侯中", "The side of the centre 中 is 2寸 for each 弓 of range: c = 2寸 × D.",
    (_ji("005-87b", "記", "", "侯道五十弓，弓二寸以為侯中"),
     _ji("005-87b", "注", _Z, "言侯中所取數也")),
    lambda D, per_gong: D * per_gong, inputs=("D",), params={"per_gong": "二寸"},
)

ZHONG_SQUARE = Rule(
    "zhong_square", "中方", "The centre is square: its height equals its width.",
    (_ji("005-87a", "記", "", "中十尺"), _ji("005-87a", "注", _Z, "方者也"),
     _ji("005-87a", "疏", _J, "謂侯中也，正方十尺")),
    lambda c: c, inputs=("c",),
)

BREADTH = Rule(
    "breadth", "幅", "A cloth breadth is 2尺2寸 (Han official cloth), 1寸 trimmed from each edge "
    "for the seam: w = b − 2t.",
    (_ji("005-87a", "注", _Z, "今官布幅廣二尺二寸，旁削一寸"),
     _ji("005-87a", "疏", _J, "兩畔各削一寸為縫，幅各二尺在，故五幅為一丈也")),
    lambda b, t: b - 2 * t, params={"b": "二尺二寸", "t": "一寸"},
)

ZHONG_STRIPS = Rule(
    "zhong_strips", "中幅", "The centre is sewn from c/w horizontal strips, each c long.",
    (_ji("005-87a", "注", _Z, "用布五丈"), _ji("005-87a", "疏", _J, "鄭意此言十尺，用布五幅")),
    lambda c, w: c / w, inputs=("c", "w"),
)

BAND = Rule(
    "band", "幅高", "The 躬 and the 个 are each one breadth high, one strip above and below.",
    (_ji("005-87a", "注", _Z, "上个，謂最上幅也"), _ji("005-88a", "注", _Z, "謂中之上下幅也"),
     _ji("005-88a", "疏", _J, "身謂中上、中下各橫接一幅布者")),
    lambda w: w, inputs=("w",),
)

GONG = Rule(
    "gong", "躬", "The 躬 above and below the centre are twice the centre: 2c each.",
    (_ji("005-88a", "記", "", "倍中以為躬"),
     _ji("005-88a", "注", _Z, "躬，身也，謂中之上下幅也，用布各二丈")),
    lambda c: c * 2, inputs=("c",),
)

SHANG_GE = Rule(
    "shang_ge", "上个", "The upper 个 is twice the 躬; its 舌 stick out beyond the 躬 on each side.",
    (_ji("005-88a", "記", "", "倍躬以為左右舌"),
     _ji("005-88a", "注", _Z, "謂上个也。居兩旁謂之个，左右出謂之舌"),
     _ji("005-88a", "疏", _J, "謂躬外兩相各出一丈")),
    lambda L_gong: L_gong * 2, inputs=("L_gong",),
)

XIA_GE = Rule(
    "xia_ge", "下个", "The lower 舌 is half the upper: only the part beyond the 躬 is halved, "
    "so the lower 个 is the 躬 plus half the upper overhang.",
    (_ji("005-88a", "記", "", "下舌半上舌"), _ji("005-88a", "注", _Z, "半者，半其出於躬者也，用布三丈"),
     _ji("005-88b", "疏", _J, "以其言舌，故知半其出者也"),
     _ji("005-88b", "疏", _J, "今下舌兩相各五尺，通躬二丈，故云用布三丈也")),
    lambda L_gong, L_shang: L_gong + (L_shang - L_gong) / 2, inputs=("L_gong", "L_shang"),
)

HUMAN_FORM = _ji("005-88a", "注", _Z, "侯，人之形類也。上个象臂，下个象足。中人張臂八尺，張足六尺")

HANGING = Rule(
    "hanging", "下綱不及地武", "The lower rope stops one 武 (a footprint, 1尺2寸) short of the "
    "ground: the target's lower edge is one 武 up.",
    (_jing("005-4b", "經", "", "乃張侯，下綱不及地武"),
     _jing("005-4b", "注", _Z, "武，迹也。中人之迹尺二寸")),
    lambda wu: wu, params={"wu": "一武"},
)

FA = Rule(
    "fa_xiangshe", "乏", "The 鄉射's 乏 stands a third of the range north of the 侯 (參侯道，居侯黨"
    "之一), toward the shooters, and 五步 west of it (鄭: 北十丈，西三丈 at 五十步).",
    (_jing("005-5a", "經", "", "乏參侯道，居侯黨之一，西五步"),
     _jing("005-5b", "注", _Z, "侯道五十步，此乏去侯北十丈，西三丈"),
     _jing("005-5b", "疏", _J, "云西五步者，據侯之正北落西有五步，即三大也",
           note="校: 大當作丈（五六三十）")),
    lambda R, west: (R / 3, west), inputs=("R",), params={"west": "五步"},
)

# -- the rest of the target system: 考工記·梓人, 大射儀, 周禮·射人 ------------------------------

HU = Rule(
    "hu", "鵠", "The 鵠 (bull's-eye) is a square a third of the 中's width, in its centre.",
    (_ziren("041-24a", "經", "", "梓人為侯，廣與崇方，參分其廣而鵠居一焉"),
     _ziren("041-24b", "注", _Z, "居侯中參分之一，則此鵠方六尺")),
    lambda c: c / 3, inputs=("c",),
)

GANG = Rule(
    "gang", "綱", "The upper and lower ropes run one 尋 beyond the 舌 at each end.",
    (_ziren("041-26b", "經", "", "上綱與下綱出舌尋"),
     _ziren("041-26b", "注", _Z, "綱所以繫侯於植者也。上下皆出舌一尋者，亦人張手之節也"),
     _jing("005-4b", "注", _Z, "綱，持舌繩也")),
    lambda L_strip, xun: L_strip + xun * 2, inputs=("L_strip",), params={"xun": "一尋"},
)

YUN = Rule(
    "yun", "縜", "The loops 縜 that hold the rope to the cloth are 1寸.",
    (_ziren("041-26b", "經", "", "上綱與下綱出舌尋，絹寸焉",
            note="校: 絹當作縜（音義「縜于貧反」；儀禮·鄉射禮注引作「縜寸焉」）"),
     _jing("005-4b", "疏", _J, "周禮梓人云：上綱與下綱出舌尋，縜寸焉")),
    lambda yun: yun, params={"yun": "一寸"},
)

ZHI = Rule(
    "zhi", "植", "The two posts stand at the rope ends and lean outward, the target's bottom being "
    "narrower than its top.",
    (_ziren("041-27a", "疏", _J, "植則在兩旁邪豎之也。必知邪豎之者，下个半上个，皆在舌尋，"
                                 "明知兩旁皆邪向外豎之也"),),
    lambda top_end, bottom_end, top, bottom: (top_end - bottom_end) / (top - bottom),
    inputs=("top_end", "bottom_end", "top", "bottom"),
)

DASHE_FA = Rule(
    "fa_dashe", "乏", "The 大射's 乏 stands ten 貍步 west and ten north of its 侯; a 貍步 is 6尺 "
    "(鄭), so 西與北皆六丈 (賈), whatever the range.",
    (_dashe("007-3a", "經", "", "大侯九十，參七十，干五十，設乏各去其侯西十北十"),
     _dashe("007-3b", "注", _Z, "鄉射記曰侯道五十弓，考工記曰弓之下制六尺，則此貍步六尺明矣"),
     _dashe("007-6a", "疏", _J,
            "此經云西十北十，則西與北皆六丈，不得為三分居侯黨之一者，以其三侯入堂深故也"),
     _dashe("007-6a", "疏", _J, "西亦六丈者，以三侯恐矢揚傷人，與一侯亦異也")),
    lambda north, west: (north, west), params={"north": "十步", "west": "十步"},
)

DASHE_HEIGHT = Rule(
    "dashe_height", "見鵠", "Each farther target hangs just high enough that its 鵠 shows above "
    "the nearer one: its lower edge is the nearer top less the height of its own 鵠's lower edge.",
    (_dashe("007-5a", "經", "", "大侯之崇，見鵠於參，參見鵠於干，干不及地武"),
     _dashe("007-5a", "注", _Z, "崇，高也。高必見鵠")),
    lambda near_top, hu_bottom: near_top - hu_bottom, inputs=("near_top", "hu_bottom"),
)

HALL = Rule(
    "hall", "堂", "The hall the shooters stand on is 9尺 high for the 天子, 7 for a 諸侯, 5 for a "
    "大夫, 3 for a 士.",
    (cite(_JIBIAN, "013-72a", "鄉射禮·記", "說", "盛世佐",
          "禮器云天子之堂九尺，諸侯七尺，大夫五尺，士三尺，此堂高於庭之度也", juan="卷十",
          note="禮記·禮器 is not on houzhi's shelf; quoted by 盛世佐"),),
    lambda tianzi, zhuhou, dafu, shi: {"天子": tianzi, "諸侯": zhuhou, "大夫": dafu, "士": shi},
    params={"tianzi": "九尺", "zhuhou": "七尺", "dafu": "五尺", "shi": "三尺"},
)

EYE = Rule(
    "eye", "目", "劉敞 tests the 大射 heights with a shooter's eye 7尺 high, reckoned from the "
    "ground (令人目高七尺，從干望參); 盛世佐 answers that he leaves out the hall the shooters stand on "
    "(不計堂去庭之數), which houzhi adds for a rank (rule hall).",
    (cite(_JIBIAN, "016-14a", _DASHE, "說", "劉敞（盛世佐引）", "令人目高七尺，從干望參",
          juan="卷十三"),),
    lambda eye: eye, params={"eye": "七尺"},
)

ALL_RULES: tuple[Rule, ...] = (
    RANGE, ZHONG, ZHONG_SQUARE, BREADTH, ZHONG_STRIPS, BAND, GONG, SHANG_GE, XIA_GE, HANGING, FA,
    HU, GANG, YUN, ZHI, DASHE_FA, DASHE_HEIGHT, HALL, EYE,
)


#: The 弓 of the 侯道 is the bow's 6尺, whatever the ruler (houzhi's one 弓 for every standard):
#: 鄭玄 on the 大射儀, the passage that makes the 大射's 貍步 6尺 (:data:`DASHE_FA`).
GONG_OF_RANGE = DASHE_FA.citations[1]
