"""The shooting ground laid out: every placed thing of the 鄉射 and the 大射, in one frame.

The frame: **x east, y north, in 尺, origin at the centre of the target's foot line** (for the
大射, of the farthest target, the 大侯). The hall is at the north end and faces south; the target
stands at the south end and faces north. Every coordinate is an exact ``Fraction`` of 尺.

Each placement is a rule written once, as data, with the passage it rests on (:data:`PASSAGES`).
Where a text gives a place but no distance (how deep the hall is, how far apart the 楹 stand,
where the 序 and the 階 are) houzhi says what it assumes, lets the caller set it, and marks the
item ``assumed``; a place the text gives only as 「少」 (a little) or 「許」 (about) is marked
``approximate``.

The hall (儀禮釋宮: 堂之屋南北五架): the 架 are taken as equally spaced, the front one (庪)
over the hall's edge 堂廉, the next (楣) one 架 in, then the ridge 棟, then the back 楣 where the
室 and 房 begin (後楣以南為堂); so the hall's depth 堂深 is three 架. The two 楹 stand under the
front 楣 (楹之設蓋于前楣之下). The range 侯道 is measured from the hall (鄭: 量侯道謂去堂遠近也),
from the line of the 物.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ..canon import rules
from ..canon.figures import HOUZHI, Basis
from ..canon.gear import C_WU_MARK
from ..canon.readings import C_WU_ZHENG, get_reading
from ..canon.rites import DASHE_RANGES, XIANGSHE_FA, Rank, setting
from ..errors import BadValueError, UnknownNameError, require
from ..locale import N_, Phrase
from ..measure.notation import format_chi, to_chi
from ..measure.units import exact_fields
from ..sources.citations import Citation, cite
from ..sources.glossary import term

__all__ = [
    "FRAME", "KINDS", "LINE_STAKES", "PASSAGES", "RIGGING_STAKES", "Extent", "Ground", "Hall",
    "Item", "Point", "dashe_ground",
    "is_guy",
    "xiangshe_ground",
]

Point = tuple[Fraction, Fraction]

FRAME = N_("x east, y north, in 尺; origin at the centre of the target's foot line")
#: The frame of the 大射's ground, the same but for its origin at the farthest target
FRAME_DASHE = N_("x east, y north, in 尺; origin at the centre of the target's foot line (of "
                 "the 大侯, the farthest target)")

#: The kinds of placed things (one DXF layer each): pinyin key -> what it is.
KINDS: Mapping[str, str] = MappingProxyType({
    "hall": Phrase(N_('the hall 堂: edge, beams, 楹, 序, 階')),
    "mark": Phrase(N_('the shooting marks 物 and stances')),
    "gear": Phrase(N_('gear set on the ground or the hall: 中, 楅, 豐, 洗')),
    "blind": Phrase(N_('the blind 乏')),
    "target": Phrase(N_('the target 侯, its ropes 綱 and the feet of its posts 植')),
    "person": "where people stand or sit",
})

_X = "KR1d0028"
_JI = "鄉射禮·記"
_JING = "鄉射禮"
_DS = "大射儀"
_SG = "KR1d0031"

#: Every passage a placement rests on, by key; each quote checked at its leaf.
PASSAGES: Mapping[str, Citation] = MappingProxyType({
    # the hall
    "wu_jia": cite(_SG, "000-5b", "堂", "說", "李如圭", "堂之屋南北五架，中脊之架曰棟，次棟之架曰楣", juan="卷一"),
    "wu_jia_zheng": cite(_X, "005-79b", _JI, "注", "鄭玄", "是制五架之屋也，正中曰棟，次曰楣，前曰庪"),
    "tang": cite(_SG, "000-6a", "堂", "說", "李如圭", "後楣之下以南為堂", juan="卷一"),
    "ying": cite(_SG, "000-12b", "楹", "說", "李如圭", "楹之設蓋于前楣之下", juan="卷一",
                 note="四庫本作葢"),
    "xu": cite(_SG, "000-14a", "序", "說", "李如圭", "堂之東西牆謂之序", juan="卷一"),
    "lian": cite(_SG, "000-16b", "堂廉", "說", "李如圭", "堂之側邊曰堂廉", juan="卷一", note="四庫本作邉、㢘"),
    "ting_shen": cite(_SG, "000-18a/18b", "庭", "說", "李如圭",
                      "三分庭一在北設碑，而碑如堂深，則庭蓋三堂之深也。又按鄉射之侯去堂三十丈，"
                      "大射之侯去堂五十四丈，則庭之深可見", juan="卷一"),
    "jie": cite(_SG, "000-17a", "階", "說", "李如圭", "升堂兩階，其東階曰阼階", juan="卷一"),
    "jie_xu": cite(_SG, "000-17b", "階", "說", "李如圭", "兩階各在楹之外而近序", juan="卷一"),
    "tang_zhong": cite(_SG, "000-13b", "中堂", "疏", "賈公彥（李如圭引）",
                       "後楣以南為堂，堂凡四架，前楣與棟之間為堂南北之中", juan="卷一"),
    "tang_shen": cite(_SG, "000-18a", "庭", "注", "鄭玄（李如圭引）", "堂深謂從堂廉北至房室之壁也",
                      juan="卷一", note="四庫本作㢘"),
    # the marks
    "wu_ying": C_WU_MARK,  # 射自楹間，物長如笴，其間容弓，距隨長武
    "wu_ying_zheng": cite(_X, "005-79a", _JI, "注", "鄭玄", "楹間中央東西之節也"),
    "wu_apart": C_WU_ZHENG,  # 間容弓者，上下射相去六尺也
    "wu_mei": cite(_X, "005-79b", _JI, "記", "", "序則物當棟，堂則物當楣"),
    "wu_apart_ao": cite("KR1d0035", "005-93a", _JI, "說", "敖繼公",
                        "其間容弓為從畫言也，橫畫之距隨長武，則上下射之相去不及五尺矣", juan="卷五下"),
    "wu_apart_hao": cite("KR1d0049", "013-49a", _JI, "說", "郝敬（盛世佐引）",
                         "其間謂兩物相去中間可容弓，六尺曰弓，即一步也。兩人麗立，中空一步以便射也",
                         juan="卷十"),
    "wu_apart_sheng": cite("KR1d0049", "013-49b", _JI, "說", "盛世佐", "其間容弓謂兩物相去也，敖說非",
                           juan="卷十"),
    "range_tang": cite(_X, "007-3b", _DS, "注", "鄭玄", "量侯道謂去堂遠近也"),
    "tui_gan": cite(_X, "005-89b", _JI, "記", "", "君射則為下射，上射退于物一笴"),
    "bin_dai": cite(_X, "007-51b", _DS, "經", "", "公將射，則賓降……先待于物北，北一笴，東面立"),
    "bin_dai_jia": cite(_X, "007-51b", _DS, "疏", "賈公彥", "則此賓立於物北三尺矣"),
    # gear
    "xi": cite(_X, "005-3b/4a", _JING, "經", "", "設洗於阼階東南，南北以堂深，東西當東榮"),
    "bi": cite(_X, "005-35a", _JING, "經", "", "乃設楅于中庭，南當洗，東肆"),
    "bi_ji": cite(_X, "005-82a", _JI, "疏", "賈公彥", "云南北當洗者，恐南北不知遠近，故記言南北當洗，南北節也",
                  note="四庫本作逺"),
    "zhong": cite(_X, "005-42b", _JING, "經", "", "釋獲者坐設中，南當楅，西當西序，東面"),
    "zhong_jia": cite(_X, "005-43a", _JING, "疏", "賈公彥", "設中南當楅，南北節；西當西序，東西節"),
    "zhong_yishu": cite("KR1d0037", "047-56b/57a", "鄉射禮·禮節圖", "說", "三禮館臣",
                        "據下設楅在中庭，南當洗，又設中南當楅，西當西序，則三者南北之節並同",
                        juan="卷四十五"),
    "zhong_ao": cite("KR1d0035", "007-30b", _DS, "說", "敖繼公",
                     "是時中與楅皆未設，大史蓋南當洗，西直西序之西而立也"),
    "feng": cite(_X, "005-48a", _JING, "經", "", "弟子奉豐升，設于西楹之西"),
    # the blind
    "fa_ao": cite("KR1d0035", "005-5a", _JING, "說", "敖繼公",
                  "西五步亦謂侯黨之西也。然則此乏其南十丈，其東三丈，乃與侯黨相當", juan="卷五上"),
    "dashe_wu": cite(_X, "007-36b", _DS, "經", "",
                     "工人士與梓人升自北階，兩楹之間，疏數容弓，若丹若墨，度尺而午"),
    "dashe_range_ao": cite("KR1d0035", "007-3a", _DS, "說", "敖繼公",
                           "侯道，侯去物之步數也。所畫物在兩楹間，正當楣也"),
    "dashe_fa_ao": cite("KR1d0035", "007-3b", _DS, "說", "敖繼公",
                        "設乏之處各去其侯之北十步者，以其當二侯相去之中，故以為節也"),
    "dashe_xi": cite(_X, "007-14a", _DS, "經", "", "設洗于阼階東南"),
    "dashe_bi": cite(_X, "007-43b", _DS, "經", "", "小臣師設楅"),
    "dashe_bi_zheng": cite(_X, "007-43b", _DS, "注", "鄭玄", "鄉射記曰：乃設楅于中庭，南當洗，東肆"),
    "dashe_bi_jia": cite(_X, "007-43b", _DS, "疏", "賈公彥", "證經設楅處亦當洗"),
    "dashe_zhong": cite(_X, "007-37b", _DS, "注", "鄭玄", "鄉射禮曰：設中，南當楅，西當西序，東面"),
    # the ranges, the 乏 and the hanging are rules' passages, cited where the rule is written
    "dashe_ranges": DASHE_RANGES,
    "zhang_hou": rules.HANGING.citations[0],
    "fa": rules.FA.citations[0], "fa_zheng": rules.FA.citations[1], "fa_jia": rules.FA.citations[2],
    "dashe_fa": rules.DASHE_FA.citations[0], "dashe_fa_jia": rules.DASHE_FA.citations[2],
    # people
    "huozhe_jian": cite(_X, "005-52b", _JING, "經", "", "左个之西北三步，東面設薦俎"),
    "fubu": cite(_X, "007-61a", _DS, "經", "", "服不侯西北三步，北面拜受爵"),
})


#: What the 大射 ground of a 大夫 lays out, said with it: his 大射 is one 麋侯 (大夫將祭於己，射麋侯;
#: 鄭 on 司裘: 豹麋五十弓), and the ground's three 侯 are the 諸侯's.
DAFU_THREE = (Phrase(N_("a 大夫's 大射 is one 麋侯 at 五十弓 (鄭: 大夫將祭於己，射麋侯; on 司裘: 豹麋五十弓): the ground lays out the 諸侯's three 侯 before a 大夫's hall, and a 大夫's build sheet stakes his 麋侯 at the 干's place (houzhi's assumption, not the texts')")))


@dataclass(frozen=True)
class Item:
    """One placed thing: ``name`` in characters, ``key`` in pinyin, ``kind`` (see
    :data:`KINDS`), ``at`` the point a crew stakes, (x, y) in 尺, exact; ``citation`` the
    passage it rests on; ``assumed`` True where houzhi supplies a distance the text does not
    give; ``approximate`` True where the text says 少 or 許; ``note`` what a reader needs (the
    assumption, the reading). ``outline`` the points of its drawn shape in 尺: a line or
    polyline (``shape`` "line"), or a cross's north, south, west and east ends ("cross");
    ``also`` the commentary that reads the passage so (鄭's figures, 賈's 南北節); ``from_`` the
    keys of the items it is placed from (the 楅 南當洗: ``("xi",)``), so that an item placed
    from an assumed one rests on that assumption (:meth:`Ground.basis`)."""

    key: str
    name: str
    kind: str
    at: Point
    citation: Citation
    assumed: bool = False
    approximate: bool = False
    note: str = ""
    outline: tuple[Point, ...] = ()
    shape: str = "point"
    also: tuple[Citation, ...] = ()
    from_: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise UnknownNameError(N_("kind"), self.kind, list(KINDS))
        if self.shape not in ("point", "line", "cross"):
            raise UnknownNameError(N_("shape"), self.shape, ["point", "line", "cross"])

    @property
    def x_chi(self) -> Fraction:
        """East of the origin, in 尺, of the point staked."""
        return self.at[0]

    @property
    def y_chi(self) -> Fraction:
        """North of the origin, in 尺, of the point staked."""
        return self.at[1]


@dataclass(frozen=True)
class Hall:
    """The hall's plan, all in 尺: ``depth`` 堂深 (edge to the back 楣), ``ying_spacing`` between
    the two 楹, ``width`` between the two 序; ``building`` 庠 (a hall with 室: 物當楣) or 序
    (no 室: 物當棟). None of these distances is in the texts: each is houzhi's assumption unless
    the caller gives it."""

    depth: Fraction = Fraction(30)
    ying_spacing: Fraction = Fraction(20)
    width: Fraction = Fraction(40)
    building: str = "庠"

    def __post_init__(self) -> None:
        exact_fields(self, "depth", "ying_spacing", "width")
        if not isinstance(self.building, str):
            raise UnknownNameError(N_("building"), self.building, ["庠", "序"])
        for what, v in (("hall depth", self.depth), (Phrase(N_('楹 spacing')), self.ying_spacing),
                        ("hall width", self.width)):
            if v <= 0:
                raise BadValueError(f"{what} must be more than zero, not {format_chi(v)}")
        if self.ying_spacing >= self.width:
            raise BadValueError(f"the 楹 ({format_chi(self.ying_spacing)} apart) must stand "
                                f"inside the 序 ({format_chi(self.width)} apart)")
        if self.building not in ("庠", "序"):
            raise UnknownNameError(N_("building"), self.building, ["庠", "序"])

    @property
    def jia(self) -> Fraction:
        """The spacing of the 架 (beams), in 尺: a third of the hall's depth."""
        return self.depth / 3

    @property
    def mark_beam(self) -> str:
        """The beam the 物 is under: 楣 in a 庠, 棟 in a 序 (序則物當棟，堂則物當楣)."""
        return "楣" if self.building == "庠" else "棟"

    @property
    def mark_to_edge(self) -> Fraction:
        """How far the 物's line is north of the hall's edge, in 尺."""
        return self.jia if self.building == "庠" else 2 * self.jia


DEFAULT_HALL = Hall()


@dataclass(frozen=True)
class Extent:
    """The field a ground takes: the rectangle, in 尺 in the ground's frame (exact), that holds
    every placed thing — its points and the points of its outline — and, for each side, the key
    of the item that sets it (``west_by`` …), so that the side's basis is that item's
    (:meth:`Ground.basis`: an assumed hall makes an assumed length)."""

    west: Fraction
    east: Fraction
    south: Fraction
    north: Fraction
    west_by: str
    east_by: str
    south_by: str
    north_by: str

    @property
    def width_chi(self) -> Fraction:
        """East to west, in 尺."""
        return self.east - self.west

    @property
    def length_chi(self) -> Fraction:
        """South to north (the target's end to the hall's back), in 尺."""
        return self.north - self.south

    @property
    def sides(self) -> tuple[tuple[str, Fraction, str], ...]:
        """(side, its coordinate in 尺, the key of the item setting it) for west, east, south
        and north."""
        return (("west", self.west, self.west_by), ("east", self.east, self.east_by),
                ("south", self.south, self.south_by), ("north", self.north, self.north_by))


@dataclass(frozen=True)
class Ground:
    """A laid-out ground: the rite, its range(s), every placed item and the assumptions made.

    ``edge_y`` is the hall's edge (堂廉), in 尺 north of the origin; ``assumptions`` one line
    for each distance houzhi supplied; ``notes`` what else the reader must know.
    """

    rite: str
    range_gong: Fraction
    range_chi: Fraction
    hall: Hall
    items: tuple[Item, ...]
    edge_y: Fraction
    assumptions: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    frame: str = FRAME
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))
        for it in self.items:
            if it.kind != "target" and it.y_chi < 0:
                raise BadValueError(f"the {it.name} would stand {format_chi(-it.y_chi)} behind the "
                                    "target; give a longer range or a smaller hall")

    def __iter__(self) -> Iterator[Item]:
        return iter(self.items)

    def basis(self, item: Item | str) -> Basis:
        """How the item's place was obtained (:class:`houzhi.canon.figures.Basis`): *assumed* by
        houzhi where he supplies the distance (``Item.assumed``, the note saying why), else
        *stated* by the passage that places it; either rests on an assumption where the item
        is placed from one that does (the 楅 南當洗, the 洗 南北以堂深 at an assumed 堂深)."""
        it = item if isinstance(item, Item) else self.item(item)
        return self.bases()[it.key]

    def bases(self) -> Mapping[str, Basis]:
        """The basis of every item's place, by key (:meth:`basis`), made once."""
        cached = self.__dict__.get("_bases")
        if cached is not None:
            return cached
        by_key = {it.key: it for it in self.items}
        out: dict[str, Basis] = {}

        def basis(it: Item, seen: tuple[str, ...] = ()) -> Basis:
            if it.key in out:
                return out[it.key]
            frm = tuple(k for k in it.from_ if k in by_key and k not in seen)
            rests = it.assumed or any(basis(by_key[k], (*seen, it.key)).rests for k in frm)
            cites = (it.citation, *it.also)
            if it.assumed:
                b = Basis("assumed", HOUZHI, "", frm, cites, it.note, True)
            else:
                who = it.citation.author.split("（")[0] or it.citation.layer
                b = Basis("stated", who, "", frm, cites, it.note if rests else "", rests)
            out[it.key] = b
            return b

        for it in self.items:
            basis(it)
        frozen = MappingProxyType(out)
        self.__dict__["_bases"] = frozen
        return frozen

    @property
    def extent(self) -> Extent:
        """The field the ground takes (:class:`Extent`): the least rectangle, east–west and
        north–south in the ground's frame, holding every item's point and outline (the hall to
        its back 楣, the 綱's ends, the 乏, where people stand), exact in 尺. Nothing beyond
        them is counted: no room behind the target for the arrows that miss it, nor houzhi's
        guy anchors (:func:`is_guy`), which are the rigging's and not the rite's."""
        points = [(p, it.key) for it in self.items for p in (it.at, *it.outline)
                  if not is_guy(it)]

        def side(coord: int, most: bool) -> tuple[Fraction, str]:
            pick = max if most else min
            p, key = pick(points, key=lambda pk: pk[0][coord])
            return p[coord], key

        (w, wk), (e, ek), (s, sk), (n, nk) = (side(0, False), side(0, True), side(1, False),
                                              side(1, True))
        return Extent(w, e, s, n, wk, ek, sk, nk)

    def item(self, key: str) -> Item:
        """The item with pinyin ``key`` or character ``name``."""
        for it in self.items:
            if key in (it.key, it.name):
                return it
        raise UnknownNameError(N_("item"), key, [it.key for it in self.items])

    def from_centre(self, item: Item) -> float:
        """Tape distance from the target's centre (the origin) to the item's anchor, in 尺
        (a float: the square root is irrational in general)."""
        return float(item.x_chi ** 2 + item.y_chi ** 2) ** 0.5

    def from_edge_centre(self, item: Item) -> float:
        """Tape distance from the middle of the hall's edge (0, ``edge_y``) to the item, in 尺:
        with :meth:`from_centre`, two tapes from two fixed stakes place any item."""
        return float(item.x_chi ** 2 + (item.y_chi - self.edge_y) ** 2) ** 0.5

    def from_edge(self, item: Item) -> Fraction:
        """How far south of the hall's edge the item's anchor is, in 尺, exact (negative: up on
        the hall, north of the edge)."""
        return self.edge_y - item.y_chi


#: How houzhi reads the passages where the commentators differ, or where a reader might.
READING_NOTES = (
    Phrase(N_('中 (tally holder): 南當楅 is a north–south station (賈: 南北節), level with the 楅 and the 洗 (欽定儀禮義疏: 三者南北之節並同), not south of the 楅')),
    Phrase(N_("其間容弓: 鄭 上下射相去六尺, taken with 敖繼公 from one 物's stroke to the other's (the 距隨 ends then 不及五尺 apart); 郝敬 reads the 6尺 as the clear space between the two 物 (中間可容弓…中空一步) and gives his 物 a 橫 as long as its 從, 三尺 (從長半步，不言橫，同也), which sets the 從畫 九尺 apart; 盛世佐 reads it as 兩物相去 with the 記's 橫畫 of a 武 (距隨長武, 尺二寸), which sets them 7尺2寸 apart")),
)

#: What the texts say of the 中's place: level with the 楅, not south of it.
ZHONG_NOTE = (Phrase(N_("南當楅: level with the 楅 north–south, not south of it — 賈: 南當楅，南北節 (a north–south station, as the 記's 楅 南北當洗 is 南北節); 欽定儀禮義疏: 洗, 楅 and 中 三者南北之節並同; 西當西序 (東西節): in line with the 西序")))


def _line(x0: Fraction, x1: Fraction, y: Fraction) -> dict[str, Any]:
    """An east–west line from ``x0`` to ``x1`` at ``y`` (尺), as Item keywords."""
    return {"outline": ((x0, y), (x1, y)), "shape": "line"}


def _check_hall(hall: Hall, range_chi: Fraction) -> None:
    """The hall must fit between the target and the 物: the 洗 (and 楅) stand a hall's depth
    south of the edge, and they must stay north of the target."""
    edge = range_chi - hall.mark_to_edge
    if edge - hall.depth <= 0:
        raise BadValueError(
            f"a hall {format_chi(hall.depth)} deep puts the 洗 and the 楅 (南北以堂深) behind the "
            f"target at {format_chi(range_chi)}; give a smaller --hall-depth")


def _jie_x(hall: Hall) -> Fraction:
    """How far east or west of the middle line the foot of each 階 is, in 尺: outside the 楹 and
    near the 序 (兩階各在楹之外而近序), taken three quarters of the way out (houzhi's figure)."""
    hw, hy = hall.width / 2, hall.ying_spacing / 2
    return hy + 3 * (hw - hy) / 4


def _hall_items(hall: Hall, mark_y: Fraction) -> tuple[list[Item], Fraction]:
    """The hall's parts with the 物's line at ``mark_y``; returns the items and the edge's y."""
    j = hall.jia
    edge = mark_y - hall.mark_to_edge
    mei, dong, back = edge + j, edge + 2 * j, edge + 3 * j
    hw, hy = hall.width / 2, hall.ying_spacing / 2
    jie_x = _jie_x(hall)
    P = PASSAGES
    items = [
        Item("tang_lian", term("tang_lian"), "hall", (Fraction(0), edge), P["lian"], True,
             note=Phrase(N_("the hall's front edge, under the front eave 庪 (assumed)")), **_line(-hw, hw, edge)),
        Item("mei", term("mei"), "hall", (Fraction(0), mei), P["wu_jia"], True, **_line(-hw, hw, mei),
             note=Phrase(N_('the front 楣, one 架 ({j}) north of the edge: 架 equally spaced (assumed)'), j=format_chi(j))),
        Item("dong", term("dong"), "hall", (Fraction(0), dong), P["wu_jia_zheng"], True, **_line(-hw, hw, dong),
             note=Phrase(N_('the ridge, two 架 north of the edge'))),
        Item("hou_mei", term("hou_mei"), "hall", (Fraction(0), back), P["tang"], True, **_line(-hw, hw, back),
             also=(P["tang_shen"], P["tang_zhong"]),
             note=Phrase(N_("the back 楣: north of it the 室 and 房 (後楣以南為堂); the hall's depth 堂深 {depth} (鄭: 從堂廉北至房室之壁); 賈's 前楣與棟之間為堂南北之中 agrees with the 架 equally spaced from the edge"), depth=format_chi(hall.depth))),
        Item("xi_xu", term("xi_xu"), "hall", (-hw, edge), P["xu"], True, outline=((-hw, edge), (-hw, back)),
             shape="line",
             note=Phrase(N_('the west wall of the hall; the two 序 {width} apart (assumed, --hall-width)'), width=format_chi(hall.width))),
        Item("dong_xu", term("dong_xu"), "hall", (hw, edge), P["xu"], True, outline=((hw, edge), (hw, back)),
             shape="line"),
        Item("xi_ying", term("xi_ying"), "hall", (-hy, mei), P["ying"], True,
             note=Phrase(N_('under the front 楣; the two 楹 {ying_spacing} apart (assumed, --ying-spacing)'), ying_spacing=format_chi(hall.ying_spacing))),
        Item("dong_ying", term("dong_ying"), "hall", (hy, mei), P["ying"], True),
        Item("xi_jie", term("xi_jie"), "hall", (-jie_x, edge), P["jie_xu"], True, also=(P["jie"],),
             note=Phrase(N_("the foot of the west steps at the hall's edge; 在楹之外而近序: taken three quarters of the way from the 楹 to the 序 east–west (assumed)"))),
        Item("zuo_jie", term("zuo_jie"), "hall", (jie_x, edge), P["jie_xu"], True, also=(P["jie"],),
             note=Phrase(N_("the east steps, the host's (assumed as the west)"))),
    ]
    return items, edge


def _marks(mark_y: Fraction, hall: Hall) -> list[Item]:
    """The two 物 of a pair, each a cross: the stroke 如笴 north–south, the crossing 距隨長武."""
    from ..canon.gear import get_gear

    wu = get_gear("wu_mark")
    length, cross = wu.dimension("length"), wu.dimension("cross stroke")
    apart = Fraction(6)  # 鄭: 上下射相去六尺 (其間容弓)
    if apart + cross >= hall.ying_spacing:
        raise BadValueError(f"the 物 ({format_chi(apart + cross)} across) do not fit between "
                            f"the 楹 {format_chi(hall.ying_spacing)} apart (射自楹間)")
    beam = hall.mark_beam
    out = []
    for key, x in (("shang_wu_mark", -apart / 2), ("xia_wu_mark", apart / 2)):
        out.append(Item(
            key, term(key), "mark", (x, mark_y), PASSAGES["wu_mei"],
            also=tuple(PASSAGES[k] for k in ("wu_ying", "wu_ying_zheng", "wu_apart", "wu_apart_ao",
                                              "wu_apart_hao", "wu_apart_sheng", "range_tang")),
            outline=((x, mark_y + length / 2), (x, mark_y - length / 2),
                     (x - cross / 2, mark_y), (x + cross / 2, mark_y)), shape="cross",
            note=Phrase(N_("on the {beam} line (堂則物當楣); centred on the middle between the 楹 (楹間中央東西之節), {apart} between the two 從畫 (鄭: 上下射相去六尺, read with 敖繼公 from stroke to stroke; 郝敬 and 盛世佐 take the 6尺 as the clear space between the two 物: 九尺 apart with 郝's 橫 of 三尺, 七尺二寸 with 盛's 橫畫 of a 武); stroke {length} north–south (如笴), cross {cross} (距隨長武)"), beam=beam, apart=format_chi(apart), length=format_chi(length), cross=format_chi(cross))))
    return out


#: the keys' endings of the stakes of houzhi's rigging (:func:`is_guy`): the guys' anchors and
#: the stakes of the raising's temporary north and south lines
RIGGING_STAKES = ("_guy_xi", "_guy_dong", "_line_xi_bei", "_line_xi_nan", "_line_dong_bei",
                  "_line_dong_nan")


def is_guy(item: Item) -> bool:
    """True for a stake of houzhi's rigging (the texts have no guys and raise no posts): the
    anchor of a post's back guy, or the stake of a temporary north or south line of the raising;
    staked out with the rest but left out of the field the rite needs (:attr:`Ground.extent`)."""
    require(item, Item, "is_guy(): item")
    return item.key.endswith(RIGGING_STAKES)


#: the raising's line stakes: (glossary key, east (+1) or west (-1), north (+1) or south (-1))
LINE_STAKES = (("line_xi_bei", -1, 1), ("line_xi_nan", -1, -1), ("line_dong_bei", 1, 1),
               ("line_dong_nan", 1, -1))


def _target_items(target: Any, y: Fraction, x: Fraction = Fraction(0), key: str = "hou",
                  ) -> list[Item]:
    """The target ``key`` (a word of the glossary: hou, da_hou …) at foot line ``y``: its cloth
    (plan), its ropes and the feet of its posts."""
    name = term(key)
    from .rigging import GUY_DEGREES, Rigging

    rig = Rigging(target)
    half = target.width_chi / 2
    foot = rig.post_foot[0]
    upper = rig.upper_rope_chi / 2
    anchor = rig.guy_anchor[0]
    guy_note = Phrase(N_("houzhi's back guy (the texts have none): from the upper rope's end "
                         "{height} up, {degrees}° outward in line with the ropes, {anchor} from the "
                         "centre line ({run} beyond the post's foot); not counted in the field "
                         "the rite needs"), height=format_chi(rig.upper_end[1]),
                      anchor=format_chi(anchor), run=format_chi(rig.guy_run_chi),
                      degrees=GUY_DEGREES)
    run = rig.line_run_chi
    line_note = Phrase(N_("houzhi's stake of a temporary line that holds the post north or south "
                          "while it is raised (the texts raise no posts): {run} from the post's "
                          "hole, the height of the upper rope's end, so the line runs at "
                          "{degrees}°; taken up once the hole is back-filled; not counted in the "
                          "field the rite needs"), run=format_chi(run), degrees=GUY_DEGREES)
    zc = PASSAGES["zhang_hou"]
    return [
        Item(key, name, "target", (x, y), zc, **_line(x - half, x + half, y),
             note=Phrase(N_('{width} wide, facing north; lower edge {bottom} up (下綱不及地武)'), width=format_chi(target.width_chi), bottom=format_chi(target.bottom_chi))),
        Item(f"{key}_zhi_post_xi", f"{name}{term('zhi_post_xi')}", "target", (x - foot, y), rules.ZHI.citation,
             note=Phrase(N_('where the west post meets the ground (the posts lean outward)'))),
        Item(f"{key}_zhi_post_dong", f"{name}{term('zhi_post_dong')}", "target", (x + foot, y), rules.ZHI.citation),
        Item(f"{key}_gang", f"{name}{term('shang_gang')}", "target", (x - upper, y), rules.GANG.citation,
             **_line(x - upper, x + upper, y),
             note=Phrase(N_('the upper rope, {upper_rope}, seen from above'), upper_rope=format_chi(rig.upper_rope_chi))),
        *(Item(f"{key}_{guy}", f"{name}{term(guy)}", "target", (x + side * anchor, y),
               rules.ZHI.citation, True, note=guy_note) for guy, side in (("guy_xi", -1),
                                                                           ("guy_dong", 1))),
        *(Item(f"{key}_{line}", f"{name}{term(line)}", "target",
               (x + east * foot, y + north * run), rules.ZHI.citation, True, note=line_note)
          for line, east, north in LINE_STAKES),
    ]


def _range_chi(range_: Any, chi_per_gong: Fraction = Fraction(6)) -> tuple[Fraction, Fraction]:
    from .target import range_in_gong

    gong = range_in_gong(range_)
    return gong, gong * chi_per_gong


def _ting_note(range_chi: Fraction) -> str:
    """李如圭's reckoning of the court, which would give the hall's depth from the range."""
    return (Phrase(N_('儀禮釋宮 takes the court 庭 as three hall-depths (庭蓋三堂之深) and judges its depth from the range (鄉射之侯去堂三十丈…則庭之深可見): a 庭 just as deep as the range would make the 堂深 {range} (--hall-depth); houzhi does not take that as the default'), range=format_chi(range_chi / 3)))


def _hall_of(hall: Hall | None, hall_depth: Any, ying_spacing: Any, hall_width: Any,
             building: str) -> tuple[Hall, list[str]]:
    """The hall from the caller's figures (lengths in 尺, or texts), and what was assumed."""
    base = hall or DEFAULT_HALL
    assumed: list[str] = []
    depth = base.depth if hall_depth is None else to_chi(hall_depth, "the hall depth")
    ying = base.ying_spacing if ying_spacing is None else to_chi(ying_spacing, Phrase(N_('the 楹 spacing')))
    width = base.width if hall_width is None else to_chi(hall_width, "the hall width")
    widened = hall_width is None and ying_spacing is not None and width <= ying
    if widened:  # the default 四丈 would not hold the 楹 given: keep the default's 序 to 楹
        width = 2 * ying
    if hall_depth is None:
        assumed.append(Phrase(N_('堂深 (hall depth, edge to back 楣) {depth}: the texts give no figure (--hall-depth)'), depth=format_chi(depth)))
    if ying_spacing is None:
        assumed.append(Phrase(N_('兩楹 {ying} apart: the texts give no figure (--ying-spacing)'), ying=format_chi(ying)))
    if widened:
        assumed.append(Phrase(N_("兩序 {width} apart: from your --ying-spacing, twice the 楹's {ying} (the default {width2} being no wider than the 楹; the texts give no figure) (--hall-width)"), width=format_chi(width), ying=format_chi(ying), width2=format_chi(base.width)))
    elif hall_width is None:
        assumed.append(Phrase(N_('兩序 {width} apart: the texts give no figure (--hall-width)'), width=format_chi(width)))
    assumed.append(Phrase(N_("the five 架 equally spaced, the front eave 庪 over the hall's edge; the 階 outside the 楹 and near the 序 (在楹之外而近序), three quarters of the way out")))
    return Hall(depth, ying, width, building), assumed


def xiangshe_ground(range_: Any = 50, *, hall: Hall | None = None, hall_depth: Any = None,
                    ying_spacing: Any = None, hall_width: Any = None, building: str = "庠",
                    reading: str | None = None) -> Ground:
    """The 鄉射 ground for a range ``range_`` in 弓 (or a length): hall, 物, 洗, 楅, 中, 豐, 乏,
    the target with its posts and ropes, the 獲者's place. Lengths of the hall in 尺 (numbers
    or texts such as ``"三丈"``)."""
    from .target import Target

    gong, R = _range_chi(range_)
    h, assumed = _hall_of(hall, hall_depth, ying_spacing, hall_width, building)
    _check_hall(h, R)
    target = Target.of(gong, reading=reading, rite="鄉射")
    hall_items, edge = _hall_items(h, R)
    P = PASSAGES
    hw = h.width / 2
    xi_y = edge - h.depth
    rong = hw + h.jia / 2
    items = hall_items + _marks(R, h)
    items += [
        Item("xi", term("xi"), "gear", (rong, xi_y), P["xi"], True,
             note=Phrase(N_('南北以堂深: {depth} south of the edge; 東西當東榮: the east eave-end 榮 taken half a 架 beyond the 東序 (assumed)'), depth=format_chi(h.depth))),
        Item("bi", term("bi"), "gear", (Fraction(0), xi_y), P["bi"], also=(P["bi_ji"],),
             from_=("xi",),
             note=Phrase(N_('中庭: on the middle line east–west; 南當洗 (記: 南北當洗, 賈: 南北節): level with the 洗 north–south'))),
        Item("zhong_tally", term("zhong_tally"), "gear", (-hw, xi_y), P["zhong"],
             also=(P["zhong_jia"], P["zhong_yishu"]), from_=("bi",),
             note=ZHONG_NOTE),
    ]
    feng_x = -(h.ying_spacing / 2 + (h.width - h.ying_spacing) / 4)
    items.append(Item("feng", term("feng"), "gear", (feng_x, edge + h.jia), P["feng"], True,
                      note=Phrase(N_('on the hall, west of the 西楹 on its line; midway to the 西序 (assumed)'))))
    fa_rule = target.fa_rule  # the 鄉射's, or the reading's own (敖繼公's 侯黨)
    north, west = target.fa
    if fa_rule is XIANGSHE_FA:
        fa_note = (Phrase(N_("參侯道居侯黨之一: {north} north of the target; 西五步: {west} west of its centre line (賈: 據侯之正北落西有五步); 鄭 at 50弓: 北十丈西三丈. 敖繼公 reads 侯黨 as the target's west side and measures the 西五步 from it (侯黨之西; --reading ao_jigong)"), north=format_chi(north), west=format_chi(west)))
    else:
        fa_note = (Phrase(N_('{north} north of the target, {west} west of its centre line, by the reading {label}: {statement}'), north=format_chi(north), west=format_chi(west), label=get_reading(reading).label, statement=Phrase(fa_rule.statement)))
    items.append(Item("fa", term("fa"), "blind", (-west, north), P["fa"],
                      also=(P["fa_zheng"], P["fa_jia"], P["fa_ao"]), note=fa_note))
    items += _target_items(target, Fraction(0))
    left = target.width_chi / 2
    items.append(Item("huozhe_jian", term("huozhe_jian"), "person", (-left - 18, Fraction(18)),
                      P["huozhe_jian"], True,
                      note=Phrase(N_('左个之西北三步: taken as 三步 west and 三步 north of the west end of the target (assumed; the text gives one distance)'))))
    notes = (Phrase(N_('the 物 stand where the range is measured from (量侯道謂去堂遠近也)')),
             Phrase(N_("中 here is the tally holder, not the target's centre")), *READING_NOTES,
             Phrase(N_("乏: 鄭 and 賈 measure 西五步 from the target's centre line; 敖繼公 from its west side (侯黨之西: --reading ao_jigong)")) if reading in (None, "zheng_xuan") else
             Phrase(N_('乏 by the reading {label}'), label=get_reading(reading).label), _ting_note(R))
    return Ground("鄉射", gong, R, h, tuple(items), edge, tuple(assumed), notes)


def dashe_ground(rank: str = "諸侯", *, hall: Hall | None = None, hall_depth: Any = None,
                 ying_spacing: Any = None, hall_width: Any = None,
                 reading: str | None = None) -> Ground:
    """The 大射 ground: three targets on one line (大侯九十，參七十，干五十 貍步), each with its 乏
    西十北十 (賈: 西與北皆六丈), the 服不's place 侯西北三步, the hall of ``rank`` with its 物 and
    where the 賓 waits when the lord shoots (先待于物北，北一笴). Origin: the 大侯's foot line."""
    from .dashe import NAMES, _default_ranges, hall_height
    from .target import Target

    ranges = _default_ranges()
    far = ranges[-1]
    gong, R = _range_chi(far)
    h, assumed = _hall_of(hall, hall_depth, ying_spacing, hall_width, "庠")
    near_R = ranges[0] * 6
    if R - h.mark_to_edge - h.depth <= R - near_R:
        raise BadValueError(f"a hall {format_chi(h.depth)} deep puts the 洗 behind the 干 at "
                            f"{format_chi(near_R)}; give a smaller --hall-depth")
    # the rank's 大射, refused as the rite refuses it (a 士 holds none: 士無臣，祭不射)
    own = setting("大射", rank, Fraction(50)).rank
    height = hall_height(rank)
    if own is Rank.DAFU:  # his one 麋侯 at 五十: the three 侯 laid out are the 諸侯's
        assumed = [*assumed, DAFU_THREE]
    hall_items, edge = _hall_items(h, R)
    items = hall_items + [replace(m, also=(PASSAGES["dashe_wu"], PASSAGES["dashe_range_ao"], *m.also))
                          for m in _marks(R, h)]
    from ..canon.gear import get_gear

    gan = get_gear("gan").dimension("length")
    P = PASSAGES
    hw, xi_y = h.width / 2, edge - h.depth
    items += [
        Item("xi", term("xi"), "gear", (hw + h.jia / 2, xi_y), P["dashe_xi"], True, also=(P["xi"],),
             note=Phrase(N_("阼階東南: the 大射 gives no distance; the 鄉射's 南北以堂深, 東西當東榮 taken over, the 榮 half a 架 beyond the 東序 (assumed)"))),
        Item("bi", term("bi"), "gear", (Fraction(0), xi_y), P["dashe_bi"],
             also=(P["dashe_bi_zheng"], P["dashe_bi_jia"]), from_=("xi",),
             note=Phrase(N_('鄭 places it by the 鄉射: 中庭, 南當洗 (賈: 亦當洗)'))),
        Item("zhong_tally", term("zhong_tally"), "gear", (-hw, xi_y), P["dashe_zhong"],
             also=(P["zhong_jia"], P["zhong_ao"]), from_=("bi",),
             note=Phrase(N_('鄭 cites the 鄉射: 南當楅 (賈: 南北節, level with it), 西當西序; 敖繼公 stands the 大史, who waits west of where the 中 will be, 南當洗'))),
    ]
    shang = next(it for it in items if it.key == "shang_wu_mark")
    items.append(Item("bin_dai", term("bin_dai"), "mark", (shang.x_chi, shang.y_chi + gan), PASSAGES["bin_dai"],
                      also=(PASSAGES["bin_dai_jia"], PASSAGES["tui_gan"]),
                      note=Phrase(N_('when the lord shoots (君射則為下射) the 賓, his 上射, waits {gan} (一笴) north of his 物, facing east (不敢與君併)'), gan=format_chi(gan))))
    lord = rank if rank in ("天子", "諸侯") else None  # whose 大射 侯 (a 大夫's hall: the 諸侯's 侯)
    for name, d in zip(NAMES, ranges, strict=True):
        y = R - d * 6
        key = {"干": "gan_hou", "參": "san_hou", "大侯": "da_hou"}[name]
        t = Target.of(d, reading=reading, rite="大射", rank=lord, station=name)
        hou, *rest = _target_items(t, y, key=key)
        items += [replace(hou, citation=PASSAGES["dashe_ranges"], also=(hou.citation,)), *rest]
        north, west = t.fa.north, t.fa.west
        carried = t.setting.fa_assumed  # the 天子's: provided (大射共三乏), not placed
        items.append(Item(f"{key}_fa", f"{name}之{term('fa')}", "blind", (-west, y + north),
                          PASSAGES["dashe_fa"], bool(carried),
                          also=(PASSAGES["dashe_fa_jia"], PASSAGES["dashe_fa_ao"]),
                          note=Phrase(N_("西十北十 in 貍步 of 6尺 (賈: 西與北皆六丈): {west} west, {north} "
                                         "north of the {name}{carried}"), west=format_chi(west),
                                      north=format_chi(north), name=name,
                                      carried=(Phrase(N_("; {why}"), why=carried) if carried
                                               else ""))))
    da = Target.of(far, reading=reading, rite="大射", rank=lord, station="大侯")
    left = da.width_chi / 2
    items.append(Item("fubu", term("fubu"), "person", (-left - 18, Fraction(18)), PASSAGES["fubu"],
                      True,
                      note=Phrase(N_('侯西北三步, where he receives the cup: taken as 三步 west and 三步 north of the west end of the 大侯 (assumed)'))))
    notes = (Phrase(N_("the {rank}'s hall is {height} high (禮記·禮器)"), rank=rank, height=format_chi(height)),
             Phrase(N_('量侯道謂去堂遠近也: each range measured from the line of the 物')), *READING_NOTES,
             _ting_note(R))
    return Ground("大射", gong, R, h, tuple(items), edge, tuple(assumed), notes,
                  frame=FRAME_DASHE,
                  extra={"rank": rank, "hall_height_chi": height,
                         "ranges_gong": dict(zip(NAMES, ranges, strict=True))})
