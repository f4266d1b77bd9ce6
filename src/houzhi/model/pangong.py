"""The Ming school's 射圃 (頖宮), as 李之藻's 頖宮禮樂疏 records the early-Ming 射儀.

A system of its own, not the 儀禮's: the shooting stations 射位 are on the ground below the hall
(堂下), the 物 is a cross 3尺 long, the cloth target 布侯 stands 50弓 from the 射位, two men
lead the shooting (二人誘射) without the three pairs 三耦, and the scoring is by 中的/中采. It
is in Ming measure: the 營造尺 and a 弓 of 5尺 (the ``ming`` standard).

The frame is :data:`houzhi.model.ground.FRAME`: x east, y north, in Ming 尺, origin at the foot of
the 布侯. Every 「少」 and 「許」 is shown as approximate; the distance houzhi gives a 少 (一步,
5尺) is its assumption. The staff :data:`ROSTER` and the :data:`INVENTORY` are the text's,
complete and in its order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ..errors import ParseError
from ..locale import N_, Phrase
from ..measure.notation import format_chi, format_number, parse_number
from ..sources.citations import Citation
from ..sources.glossary import term
from .ground import Ground, Hall, Item, _hall_items, _hall_of, _jie_x

__all__ = ["INVENTORY", "LAYOUT", "LIANGDI_CHI_M", "MING_GONG_CHI", "PLACEMENTS", "REMARKS",
           "RITE_DIFFERENCES", "ROSTER", "Entry", "Placement", "pangong_ground", "pg"]

#: The 弓 of the 射圃, in Ming 尺: 李之藻 measures 五十弓 as the Ming land surveyor did, with a
#: 步弓 of 5尺 (REFERENCES.md, standards of the 尺: 明 營造尺, "in land measure 1弓 = 5尺"). The
#: 儀禮's own 弓 stays 6尺 under every standard (鄭玄: 弓之下制六尺); this one is the Ming system's.
MING_GONG_CHI = Fraction(5)

WORK = "頖宮禮樂疏"
EDITION = "網絡錄文"


def pg(quote: str, section: str = "射禮·國初射儀", note: str = "") -> Citation:
    """A citation of 李之藻《頖宮禮樂疏》 (known only from a web transcription; no 卷 shown)."""
    return Citation(WORK, "", section, "說", "李之藻", quote, edition=EDITION,
                    note=note or "李之藻 records the early-Ming 射儀 (頒之學宮，載之會典)")


#: The 錄文's private-use glyph U+EF6E, read 揚: the same 錄文 writes it in the 古文解's 「南\uef6e弓命去侯」
#: and 「取向侯\uef6e弓之便」, where 鄉射禮 has 南揚弓 (卷五 葉32a), while it writes 舉 as 舉 (一人洗舉觶于賓).
_YANG = ("錄文作私用字 U+EF6E, read 揚: the 錄文 writes it where 鄉射禮 has 南揚弓 (古文解: 南□弓命去侯), "
         "and 舉 as 舉; 揚觶, raising the cup, is the 儀禮's 舉觶")

#: The passages of the layout, by key (normalised to traditional characters).
LAYOUT: Mapping[str, Citation] = MappingProxyType({
    "she_wei": pg("設堂下西北東上南面射位，謂之物，畫十字，長三尺"),
    "bi": pg("楅位設兩階中少南"),
    "feng": pg("豐位設堂西楹之西"),
    "bu_hou": pg("布侯位去射位五十弓，北面"),
    "fa": pg("乏位設于布侯位之西少北"),
    "yuesheng": pg("樂生歌生位設阼階之東南，西面，去楹五尺許"),
    "yuezheng": pg("樂正位設樂生之南少西，北面"),
    "xi_wei": pg("洗位設樂正之南，西面"),
    "sanshi": pg("堂前三笴", "射禮·儀禮鄉射古文解", "李之藻 glosses: 笴三尺，是去堂九尺"),
    "sishe_gong": pg("司射之弓矢與朴倚于西階之西", note="校: 朴當作扑 (its inventory writes 扑)"),
    "tongzan": pg("通贊立堂東楣下"),
    "sima_nan": pg("設司馬之南少西東面"),
    "zun": pg("設罇于賓席之東，兩壺斯禁，左玄酒，皆加勺", note="錄文玄字闕 (a private-use glyph)"),
    "fei_zun": pg("篚在其南，東肆"),
    "xi_jie": pg("設洗于阼階東南"),
    "fei_xi": pg("洗東篚西，南肆"),
    "qing": pg("懸磬于洗盆東北，西面"),
    "guest_gear": pg("賓遵司馬士衆賓三耦之弓矢并旌豐楅鹿中籌俱序陳堂外東空處"),
    "host_gear": pg("主人之弓矢亦如之"),
    "yueqi": pg("鐘鼓笙磬簫琴瑟俱陳堂上東空處"),
    "hou_fa": pg("布侯乏俱陳前所設之位"),
    "na": pg("其弓矢旌豐楅鹿中籌決遂俱待司射命納射器，然後各次第納於堂西空處"),
    "host": pg("主人先立本位"),
    "zanzhe": pg("贊者立主後少南，西面"),
    "gu": pg("司鼓者立鼓後，西面"),
    "dong_ban": pg("其餘樂正歌生樂生司罇洗觶者俱於洗盆之南，相去四五尺許，西面序立"),
    "xi_ban": pg("司馬司射三耦……俱於衆賓射位西南，東面，與東班樂正等相對序立",
                 note="錄文揚字作私用字 (U+EF6E) in 三耦揚觶, left out here"),
    "roster": pg("賓一人，遵一人，主一人……皆諸生善良敏達者為之"),
    "inventory": pg("其器數則弓一十六，決遂如之，矢六十四……簫笙各二"),
    "differences": pg("第以二人誘射，不具三耦……其卒射但飲勝者，中的中采，又復人人而差等之",
                      "射禮·國初射儀（李之藻案）", "李之藻 on how the Ming rite differs"),
})

#: The seed's own remarks on the numbers of the roster and the inventory (after 其器數), each
#: with the entries it bears on (their names as the roster and inventory write them).
REMARKS: tuple[tuple[tuple[str, ...], Citation], ...] = (
    (("矢",), pg("矢宜多備以防損壞", note="李之藻: more arrows than the count, against breakage")),
    (("鐘", "琴", "簫"), pg("按古禮無鐘琴簫", note="李之藻: the ancient rite had no 鐘, 琴 or 簫")),
    (("笙",), pg("有三笙一和，和非小笙，乃執舂牘者",
                note="李之藻: the ancient rite had three 笙 and a 和, who held the 舂牘")),
    (("歌詩",), pg("歌只二人", note="李之藻: the ancient rite had two singers, not six")),
    (("簫",), pg("塤篪二人，無則可以簫篴代之", note="李之藻: two men with 塤 and 篪; wanting them, 簫 "
                                              "or 篴 may stand in")),
    (("司鐘鼓及磬",), pg("搏拊一人", note="李之藻: one man at the 搏拊 (the ancient rite)")),
    (("司鐘鼓及磬",), pg("司磬者可兼播鼗", note="李之藻: the man at the 磬 may also shake the 鼗")),
    (("斯禁",), pg("斯禁可以卓代", note="李之藻: a table may serve for the 斯禁")),
    (("揚觶",), pg("其揚觶必須二人", note="李之藻: the 揚觶 needs two men, where the roster has one "
                                        f"({_YANG})")),
    (("衆賓",), pg("衆賓隨時多寡，固無定數", note="李之藻: the number of 衆賓 is not fixed; the "
                                             "roster's 四人 is one occasion's")),
)

#: How the Ming rite differs from the 儀禮's 鄉射 (李之藻's words, with a gloss).
RITE_DIFFERENCES: tuple[tuple[str, str], ...] = (
    ("二人誘射", "two men lead the shooting"),
    ("不具三耦", "no three pairs 三耦"),
    ("衆耦先卑後尊", "the pairs shoot the lower first, the higher after"),
    ("卒射但飲勝者", "at the end only the winners drink (古以飲罰，今以飲勸)"),
    ("中的中采", "scored by hitting the 的 or the 采, each man graded"),
)


@dataclass(frozen=True)
class Entry:
    """One line of the roster or the inventory: ``name`` as the text, ``count`` as the text
    writes it (``"一人"``, ``"各二人"``, ``"一十六"``, ``"如之"``), ``number`` the count as a number
    (for 各, the count of each), ``each`` how many it is counted for (2 for 簫笙各二; None where
    the text does not say: 弟子代賓等執弓矢各一人), ``note`` a gloss, ``remarks`` the seed's own
    remarks that bear on it (:data:`REMARKS`: 矢宜多備, 其觶必須二人, 衆賓…固無定數)."""

    name: str
    count: str
    number: int
    each: int | None = 1
    note: str = ""
    remarks: tuple[Citation, ...] = ()

    @property
    def total(self) -> int | None:
        """How many in all, where the text lets one count them."""
        return None if self.each is None else self.number * self.each


def _e(name: str, count: str, note: str = "", *, each: int | None = 1,
       number: int | None = None) -> Entry:
    digits = count.removesuffix("人").removeprefix("各")
    n = int(parse_number(digits)) if number is None else number
    return Entry(name, count, n, each, note)


#: The staff, in the text's order (皆諸生善良敏達者為之).
ROSTER: tuple[Entry, ...] = (
    _e("賓", "一人"), _e("遵", "一人"), _e("主", "一人"), _e("士", "一人"),
    _e("衆賓", "四人"), _e("三耦", "六人"), _e("司射", "一人"), _e("司馬", "一人"),
    _e("擯者", "一人"), _e("揚觶", "一人", "校: " + _YANG), _e("釋獲", "一人"),
    _e("約矢", "四人"), _e("樂正", "一人"), _e("歌詩", "六人"),
    _e("弟子代賓等執弓矢", "各一人", "one for each shooter served; no total given", each=None),
    _e("通贊", "二人"), _e("賓遵主引贊", "各二人", "two for each of 賓, 遵 and 主", each=3),
    _e("司尊", "一人"), _e("設豐", "一人"), _e("設楅", "二人"), _e("設中", "一人"),
    _e("洗觶", "一人"), _e("張侯", "二人"), _e("執旌", "一人"),
    _e("司鐘鼓及磬", "各一人", "one each", each=3), _e("司簫笙", "各一人", "one each", each=2),
    _e("司琴瑟", "各一人", "one each", each=2),
)

#: The gear (其器數), in the text's order.
INVENTORY: tuple[Entry, ...] = (
    _e("弓", "一十六"), _e("決遂", "如之", "as many as the bows", number=16), _e("矢", "六十四"),
    _e("布侯", "一"), _e("乏", "一"), _e("旌", "一"), _e("扑", "一"), _e("楅", "一"),
    _e("鹿中", "一"), _e("豐", "一"), _e("篚", "一"), _e("觶", "一"), _e("尊", "一"),
    _e("洗", "一"), _e("籌", "八十", "錄文作筹: the counting rods (鄉射記: 箭籌八十)"),
    _e("斯禁", "一"), _e("鼓", "一"), _e("鐘", "一"),
    _e("磬", "一"), _e("琴", "一"), _e("瑟", "一"), _e("簫", "二"), _e("笙", "二"),
)

def _remarked(entries: tuple[Entry, ...]) -> tuple[Entry, ...]:
    """``entries`` each with the seed's remarks that name it (:data:`REMARKS`)."""
    from dataclasses import replace

    return tuple(replace(e, remarks=tuple(c for names, c in REMARKS if e.name in names))
                 for e in entries)


ROSTER = _remarked(ROSTER)
INVENTORY = _remarked(INVENTORY)

#: Metres per 尺 of the Ming 量地尺, the land surveyor's ruler (REFERENCES.md, standards of the
#: 尺: surviving rulers 32.7 cm), which the notes set beside the ``ming`` standard's 營造尺.
LIANGDI_CHI_M = Fraction(327, 1000)

#: Where a 少 is given a distance: one 步 of the Ming land measure, 5尺 (houzhi's assumption).
SHAO = Fraction(5)


def roster_total() -> int:
    """The places the roster counts (弟子代賓等執弓矢, having no number, not counted), as the
    roster writes them: the text itself says the 衆賓 have no fixed number (衆賓隨時多寡，固無定
    數) and the 觶 needs two (其觶必須二人), so this is one occasion's count, not the rite's."""
    return sum(e.total or 0 for e in ROSTER)


def ming_range_gong(range_: Any) -> Fraction:
    """The 射圃's range in Ming 弓 (of 5 Ming 尺): a count of 弓 as given (``50``, ``"五十"``,
    ``"五十弓"``, ``"50步"`` — the Ming 步弓 is the 弓), a length (``"250尺"``, ``"80 m"``, a
    Quantity) in Ming 尺 (the ``ming`` standard) divided by the 5尺 弓."""
    from ..measure.lengths import _gong_chi, read_range

    six = read_range(range_, "ming")  # in 弓 of 6尺: bounds, and a length in Ming 尺 / 6
    if isinstance(range_, int | Fraction):
        return six
    if isinstance(range_, str):
        text = range_.strip()
        if text.endswith(("弓", "步")):
            return six
        try:
            parse_number(text)
        except ParseError:
            pass
        else:
            return six
    return six * _gong_chi() / MING_GONG_CHI


@dataclass(frozen=True)
class Placement:
    """One of the seed's statements of where a thing is set (its 位設), in the text's order:
    ``key`` and ``passage`` (:data:`LAYOUT`), ``items`` the keys of the :class:`~houzhi.model.ground.Item`
    houzhi places for it (empty: not placed), ``why_not`` why it cannot be placed."""

    key: str
    items: tuple[str, ...] = ()
    why_not: str = ""

    @property
    def passage(self) -> Citation:
        """The seed's words."""
        return LAYOUT[self.key]

    @property
    def placed(self) -> bool:
        """True where houzhi places it on the ground."""
        return bool(self.items)


_OPEN = "an open space (空處), not a station: the text sets the things there in a row (序陳) with no "
#: Every statement of the 國初射儀 of where a thing is set, in the text's order: placed, or why not.
PLACEMENTS: tuple[Placement, ...] = (
    Placement("she_wei", ("she_wei",)),
    Placement("sima_nan", (), "names neither the thing set nor the 司馬's station it is south of "
                              "(the text sets no place for the 司馬)"),
    Placement("bi", ("bi",)),
    Placement("feng", ("feng",)),
    Placement("bu_hou", ("bu_hou",)),
    Placement("fa", ("fa",)),
    Placement("yuesheng", ("yuesheng",)),
    Placement("yuezheng", ("yuezheng",)),
    Placement("xi_wei", ("xi",)),
    Placement("zun", (), "east of the 賓席, which the 國初射儀 does not set (the 古文解's 席賓南面 is "
                         "the 儀禮's rite, not this one)"),
    Placement("fei_zun", (), "south of the 罇, which is not placed"),
    Placement("xi_jie", ("xi",)),
    Placement("fei_xi", ("fei",)),
    Placement("qing", ("qing",)),
    Placement("guest_gear", (), _OPEN + "order given"),
    Placement("host_gear", (), _OPEN + "order given (亦如之: as the guests')"),
    Placement("sishe_gong", ("sishe_gong",)),
    Placement("yueqi", (), "on the hall, east, in " + _OPEN + "order given"),
    Placement("hou_fa", ("bu_hou", "fa")),
    Placement("na", (), "a later moment (待司射命納射器), into an open space west of the hall (堂西空"
                        "處): not where anything stands at the setting out"),
    Placement("tongzan", ("tongzan",)),
    Placement("host", (), "本位, the host's own place, is not given by the text"),
    Placement("zanzhe", (), "behind the host (主後), whose place (本位) is not given"),
    Placement("gu", (), "behind the 鼓, which is among the instruments 陳堂上東空處, not placed"),
    Placement("dong_ban", ("dong_ban",)),
    Placement("xi_ban", ("xi_ban",)),
)


def pangong_ground(range_: Any = 50, *, hall: Hall | None = None, hall_depth: Any = None,
                   ying_spacing: Any = None, hall_width: Any = None) -> Ground:
    """The Ming 射圃: the 布侯 ``range_`` 弓 (of 5 Ming 尺) from the 射位, in Ming 尺."""
    from ..measure.units import get_standard

    gong = ming_range_gong(range_)
    R = gong * MING_GONG_CHI
    said = format_number(int(gong)) if gong.denominator == 1 else f"{float(gong):.4g}"
    range_words = ("去射位五十弓" if gong == 50 else
                   f"去射位五十弓 in the text; here {said}弓 as asked")
    h, assumed = _hall_of(hall, hall_depth, ying_spacing, hall_width, "庠")
    sanshi = Fraction(9)  # 堂前三笴: 笴三尺，是去堂九尺
    edge = R + sanshi
    hall_items, _ = _hall_items(h, edge + h.jia)
    L = LAYOUT
    hw, hy = h.width / 2, h.ying_spacing / 2
    jie_x = _jie_x(h)
    mei = edge + h.jia
    # 樂生歌生 阼階之東南: east of the 阼階's foot by 二步 (houzhi's), so that the 洗, 樂正之南
    # and 樂生之南少西, stands 阼階東南 too (設洗于阼階東南)
    ys, xs = edge - sanshi, jie_x + 2 * SHAO
    ying_off = xs - hy  # how far east of the 東楹's line they then stand
    xi_at = (xs - SHAO, ys - 2 * SHAO)
    ban = [xi_at[1] - SHAO - 5 * k for k in range(5)]  # 樂正, 歌生, 樂生, 司罇, 洗觶者
    items = [*hall_items,
             Item("she_wei", f"{term('she_wei')}（{term('wu_mark')}）", "mark", (Fraction(0), R), L["she_wei"], True, also=(L["sanshi"],),
                  outline=((Fraction(0), R + Fraction(3, 2)), (Fraction(0), R - Fraction(3, 2)),
                           (-Fraction(3, 2), R), (Fraction(3, 2), R)), shape="cross",
                  note=f"堂下: on the ground, on the middle line, {format_chi(sanshi)} south of "
                       "the hall's edge (assumed: the 國初射儀 gives no distance; 三笴 is where the "
                       "儀禮's musicians sit, 堂前三笴, in 李之藻's 古文解, borrowed; the text's "
                       "西北 東上, a row ranked from the east, is not laid out); 南面; 畫十字長三尺: "
                       "both strokes drawn 3尺 (the crossing stroke's length assumed)"),
             Item("bu_hou", term("bu_hou"), "target", (Fraction(0), Fraction(0)), L["bu_hou"],
                  also=(L["hou_fa"],),
                  note=f"{range_words}: {format_chi(R)} (弓 of 5 Ming 尺), facing north"),
             Item("fa", term("fa"), "blind", (-5 * SHAO, SHAO), L["fa"], True, True, also=(L["hou_fa"],),
                  note="之西少北: 西 taken as 五步 (25尺, as the 鄉射's 西五步), 少北 as 一步 "
                       "(both assumed)"),
             Item("bi", term("bi"), "gear", (Fraction(0), edge - SHAO), L["bi"], True, True,
                  note="兩階中: on the middle line; 少南: taken as 一步 (5尺) south of the edge"),
             Item("feng", term("feng"), "gear", (-(hy + (hw - hy) / 2), mei), L["feng"], True,
                  note="on the hall, west of the 西楹; midway to the 西序 (assumed)"),
             Item("yuesheng", term("yuesheng"), "person", (xs, ys), L["yuesheng"], True, True, also=(L["sanshi"],),
                  note="阼階之東南, 西面: 二步 (10尺) east of the 阼階's foot and 堂前三笴 (9尺) "
                       "south of the edge (both houzhi's); 去楹五尺許 does not hold with houzhi's "
                       f"hall, whose 阼階 already stands {format_chi(jie_x - hy)} east of the "
                       f"東楹's line (here {format_chi(ying_off)}): houzhi keeps 阼階之東南"),
             Item("yuezheng", term("yuezheng"), "person", (xs - SHAO, ys - SHAO), L["yuezheng"], True, True,
                  note="樂生之南少西: 少 taken as 一步 (5尺) each way"),
             Item("xi", term("xi"), "gear", xi_at, L["xi_wei"], True, True, also=(L["xi_jie"],),
                  note="洗位: the washbasin's place (位 as for the 楅, 豐, 侯 and 乏); 樂正之南: taken as "
                       "一步 south; the text also sets it 于阼階東南, which it is"),
             Item("fei", term("fei"), "gear", (xi_at[0] - SHAO, xi_at[1]), L["fei_xi"], True,
                  also=(L["xi_jie"],), from_=("xi",),
                  note="洗東篚西, 南肆: the 洗 east, the 篚 west of it (as the 儀禮's 篚在洗西, 鄉射禮), "
                       "一步 apart (houzhi's; the text gives no distance); the 位設 names a second 篚, "
                       "south of the 罇 (篚在其南), where the 器數 count one (篚一)"),
             Item("qing", term("qing"), "gear", (xi_at[0] + SHAO, xi_at[1] + SHAO), L["qing"], True,
                  note="懸磬于洗盆東北, 西面: 一步 east and 一步 north of the 洗 (houzhi's; the text "
                       "gives no distance)"),
             Item("dong_ban", term("dong_ban"), "person", (xi_at[0], ban[0]), L["dong_ban"], True, True,
                  outline=((xi_at[0], ban[0]), (xi_at[0], ban[-1])), shape="line",
                  note="樂正, 歌生, 樂生, 司罇, 洗觶者 standing in order (序立) south of the 洗, "
                       "西面, from 一步 south of it (houzhi's), 相去四五尺許 taken as 5尺 (houzhi's); "
                       "the stations of the rite (樂生歌生位, 樂正位) are where they stand after"),
             Item("xi_ban", term("xi_ban"), "person", (-xi_at[0], ban[0]), L["xi_ban"], True, True,
                  outline=((-xi_at[0], ban[0]), (-xi_at[0], ban[-1])), shape="line",
                  note="司馬, 司射, 三耦 and the rest standing in order 東面, 西南 of the 衆賓's 射位, "
                       "which the text does not place: houzhi mirrors the 東班 across the middle "
                       "line (與東班樂正等相對; houzhi's)"),
             Item("sishe_gong", term("sishe_gong"), "gear", (-jie_x - SHAO, edge - 2), L["sishe_gong"],
                  True, note="倚于西階之西: taken as 一步 west of the 西階, at the hall's foot"),
             Item("tongzan", term("tongzan"), "person", (hy + (hw - hy) / 2, mei), L["tongzan"], True,
                  note="堂東楣下: under the front 楣, east; midway between 東楹 and 東序 (assumed)"),
             ]
    ming_m, land_m = R * Fraction(get_standard("ming").metres_per_chi), R * LIANGDI_CHI_M
    notes = (Phrase(N_("Ming measure: 營造尺, 弓 = 5尺; metres under the ming standard (the only "
                       "standard the 頖宮's ground takes)")),
             Phrase(N_("the 弓 of 5尺 is a land measure: on the 量地尺 (32.7 cm, not the 營造尺's 32) "
                       "the {said}弓 would be about {longer:.0f}% longer ({land:.2f} m, not "
                       "{ming:.2f} m)"), said=said, longer=float(100 * (land_m / ming_m - 1)),
                    land=float(land_m), ming=float(ming_m)),
             Phrase(N_("the 弓 of 5尺 and the 營造尺 are houzhi's reading of the Ming measure (the "
                       "text counts its range in 弓 and gives no figure for the 弓)")),
             Phrase(N_("the rite differs from the 儀禮: {differences}"),
                    differences="；".join(d for d, _ in RITE_DIFFERENCES)),
             *(Phrase(N_("not placed: 「{quote}」 — {why}"), quote=p.passage.quote,
                      why=Phrase(p.why_not)) for p in PLACEMENTS if not p.placed),
             Phrase(N_("the seed's own remarks on its numbers: {remarks}"), remarks="；".join(
                 f"{'、'.join(names)}: 「{c.quote}」" for names, c in REMARKS)))
    assumed = [*assumed, Phrase(N_("少 taken as 一步 (5 Ming 尺) wherever the text gives no "
                                   "figure"))]
    return Ground("頖宮", gong, R, h, tuple(items), edge, tuple(assumed), notes,
                  frame=Phrase(N_("x east, y north, in Ming 尺 (營造尺); origin at the foot of the "
                                  "布侯")),
                  extra={"standard": "ming"})
