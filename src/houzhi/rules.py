"""The rules of the 鄉射禮·記 for the target, with 鄭玄's notes and 賈公彥's subcommentary.

Symbols (all lengths in 尺): ``D`` the range 侯道 in 弓, ``R`` the range in 尺, ``c`` the side of
the square centre 中, ``b`` the nominal breadth of a cloth 幅, ``t`` what is trimmed from each
edge, ``w`` the finished breadth, ``L_gong`` / ``L_shang`` the lengths of the 躬 and the 上个.
Each rule is the only place its number or ratio is written; the model (:mod:`houzhi.target`),
the symbolic forms (:mod:`houzhi.symbolic`), ``houzhi check`` and the drawings' labels read it.
"""

from __future__ import annotations

from .citations import Rule, ji, jishi, ref

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
    (ji("弓之下制六尺，與步相應", 84, "賈公彥"),),
    lambda D, gong: D * gong, inputs=("D",), params={"gong": "一弓"},
)

ZHONG = Rule(
    "zhong", "侯中", "The side of the centre 中 is 2寸 for each 弓 of range: c = 2寸 × D.",
    (ji("侯道五十弓，弓二寸以為侯中", 75), ji("言侯中所取數也", 76, "鄭玄")),
    lambda D, per_gong: D * per_gong, inputs=("D",), params={"per_gong": "二寸"},
)

ZHONG_SQUARE = Rule(
    "zhong_square", "中方", "The centre is square: its height equals its width.",
    (ji("中十尺", 58), ji("方者也", 59, "鄭玄"), ji("謂侯中正方十尺", 65, "賈公彥")),
    lambda c: c, inputs=("c",),
)

BREADTH = Rule(
    "breadth", "幅", "A cloth breadth is 2尺2寸 (Han official cloth), 1寸 trimmed from each edge "
    "for the seam: w = b − 2t.",
    (ji("今官市幅廣二尺二寸，旁削一寸", 60, "鄭玄"),
     ji("兩畔各削一寸為縫，幅各二尺在，故五幅為一丈也", 67, "賈公彥")),
    lambda b, t: b - 2 * t, params={"b": "二尺二寸", "t": "一寸"},
)

ZHONG_STRIPS = Rule(
    "zhong_strips", "中幅", "The centre is sewn from c/w horizontal strips, each c long.",
    (ji("用布五丈", 59, "鄭玄"), ji("鄭意此言十尺，用布五幅", 67, "賈公彥")),
    lambda c, w: c / w, inputs=("c", "w"),
)

BAND = Rule(
    "band", "幅高", "The 躬 and the 个 are each one breadth high, one strip above and below.",
    (ji("上個，謂最上幅也", 53, "鄭玄"), ji("謂中之上下幅也", 89, "鄭玄"),
     ji("上、中、下各橫接一幅布者", 92, "賈公彥")),
    lambda w: w, inputs=("w",),
)

GONG = Rule(
    "gong", "躬", "The 躬 above and below the centre are twice the centre: 2c each.",
    (ji("倍中以為躬", 88), ji("謂中之上下幅也，用布各二丈", 89, "鄭玄")),
    lambda c: 2 * c, inputs=("c",),
)

SHANG_GE = Rule(
    "shang_ge", "上个", "The upper 个 is twice the 躬; its 舌 stick out beyond the 躬 on each side.",
    (ji("倍躬以為左右舌", 93), ji("謂上個也。", 94, "鄭玄"),
     ji("謂躬外兩相各出一丈", 100, "賈公彥")),
    lambda L_gong: 2 * L_gong, inputs=("L_gong",),
)

XIA_GE = Rule(
    "xia_ge", "下个", "The lower 舌 is half the upper: only the part beyond the 躬 is halved, "
    "so the lower 个 is the 躬 plus half the upper overhang.",
    (ji("下舌半上舌", 101), ji("半者，半其出于射者也，用布三丈", 102, "鄭玄"),
     ji("半者，半其出于躬者也", 108, "賈公彥"),
     ji("今下舌兩相各五尺，通躬二丈，故雲用布三丈也", 109, "賈公彥")),
    lambda L_gong, L_shang: L_gong + (L_shang - L_gong) / 2, inputs=("L_gong", "L_shang"),
)

HUMAN_FORM = ji("侯，人之形類也，上個象臂，下個象足。中人張臂八尺，張足六尺", (103, 104), "鄭玄")

HANGING = Rule(
    "hanging", "下綱不及地武", "The lower rope stops one 武 (a footprint, 1尺2寸) short of the "
    "ground: the target's lower edge is one 武 up.",
    (jishi("乃张侯下纲不及地武", 19), jishi("武，迹也。中人之迹尺二寸", 20, "鄭玄")),
    lambda wu: wu, params={"wu": "一武"},
)

FA = Rule(
    "fa", "乏", "The blind 乏 stands a third of the range from the target, toward the shooters "
    "(north), and 5步 west of it.",
    (jishi("乏参侯道居侯党之一西五步", 23),
     jishi("侯道五十步，此乏去侯北十丈、西三丈", 24, "鄭玄")),
    lambda R, west: (R / 3, west), inputs=("R",), params={"west": "五步"},
)

# -- the rest of the target system: 考工記·梓人, 大射儀, 周禮·射人 ------------------------------

_ZIREN = "考工記·梓人"

HU = Rule(
    "hu", "鵠", "The 鵠 (bull's-eye) is a square a third of the 中's width, in its centre.",
    (ref("周禮", _ZIREN, "參分其廣而鵠居一焉", section="周禮·考工記·梓人為侯"),
     ref("周禮注疏", _ZIREN, "居侯中參分之一", "鄭玄", "周禮·考工記·梓人為侯")),
    lambda c: c / 3, inputs=("c",),
)

GANG = Rule(
    "gang", "綱", "The upper and lower ropes run one 尋 beyond the 舌 at each end.",
    (ref("周禮", _ZIREN, "上綱與下綱出舌尋", section="周禮·考工記·梓人為侯"),
     ref("周禮注疏", _ZIREN, "上下皆出舌一尋者，亦人張手之節也", "鄭玄", "周禮·考工記·梓人為侯"),
     jishi("纲，持舌绳也", 20, "鄭玄")),
    lambda L_strip, xun: L_strip + 2 * xun, inputs=("L_strip",), params={"xun": "一尋"},
)

YUN = Rule(
    "yun", "縜", "The loops 縜 that hold the rope to the cloth are 1寸.",
    (ref("周禮", _ZIREN, "縜寸焉", section="周禮·考工記·梓人為侯"),),
    lambda yun: yun, params={"yun": "一寸"},
)

ZHI = Rule(
    "zhi", "植", "The two posts stand at the rope ends and lean outward, the target's bottom being "
    "narrower than its top.",
    (ref("周禮注疏", _ZIREN, "植則在兩旁邪豎之也", "賈公彥", "周禮·考工記·梓人為侯"),),
    lambda top_end, bottom_end, top, bottom: (top_end - bottom_end) / (top - bottom),
    inputs=("top_end", "bottom_end", "top", "bottom"),
)

_DASHE = "大射儀"

DASHE_FA = Rule(
    "dashe_fa", "乏", "In the 大射 each 乏 stands ten 貍步 west and ten north of its target; a 貍步 "
    "is 6尺, as the 弓.",
    (ref("儀禮", _DASHE, "設乏各去其侯西十北十", section="儀禮·大射儀 — three targets"),),
    lambda north, west: (north, west), params={"north": "十步", "west": "十步"},
)

DASHE_HEIGHT = Rule(
    "dashe_height", "見鵠", "Each farther target hangs just high enough that its 鵠 shows above "
    "the nearer one: its lower edge is the nearer top less the height of its own 鵠's lower edge.",
    (ref("儀禮", _DASHE, "大侯之崇，見鵠於參；參見鵠於干；干不及地武", section="儀禮·大射儀 — three targets"),),
    lambda near_top, hu_bottom: near_top - hu_bottom, inputs=("near_top", "hu_bottom"),
)

HALL = Rule(
    "hall", "堂", "The hall the shooters stand on is 9尺 high for the 天子, 7 for a 諸侯, 5 for a "
    "大夫, 3 for a 士.",
    (ref("禮記", "禮器", "天子之堂九尺，諸侯七尺，大夫五尺，士三尺", section="儀禮·大射儀 — three targets"),),
    lambda tianzi, zhuhou, dafu, shi: {"天子": tianzi, "諸侯": zhuhou, "大夫": dafu, "士": shi},
    params={"tianzi": "九尺", "zhuhou": "七尺", "dafu": "五尺", "shi": "三尺"},
)

EYE = Rule(
    "eye", "目", "劉敞 tests the 大射 heights with a shooter's eye 7尺 above the floor he stands on.",
    (ref("儀禮集編", "大射儀", "a shooter's eye 7尺 above the ground", "劉敞",
         "儀禮·大射儀 — three targets"),),
    lambda eye: eye, params={"eye": "七尺"},
)

ALL_RULES: tuple[Rule, ...] = (
    RANGE, ZHONG, ZHONG_SQUARE, BREADTH, ZHONG_STRIPS, BAND, GONG, SHANG_GE, XIA_GE, HANGING, FA,
    HU, GANG, YUN, ZHI, DASHE_FA, DASHE_HEIGHT, HALL, EYE,
)
