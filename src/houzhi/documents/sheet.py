"""The build sheet as one document (:class:`houzhi.documents.document.Document`): what to buy,
cut, sew, rig, paint, hang and stake out, for the terminal, the JSON and the PDF book alike.

Every word of the sheet is written here, once, in the reader's language (:mod:`houzhi.locale`);
every figure in a table is a :class:`~houzhi.documents.document.Cell` with its exact value in 尺
(or m, m², L) and the basis the model gives it. Lengths are shown in 尺 with their mm under the
build's standard; cutting and sewing sizes on a modern fabric in mm alone.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from ..canon.figures import Basis, marks_legend
from ..errors import require
from ..locale import _, clauses, language, listing, ngettext, paren
from ..measure.notation import format_chi, format_number
from ..measure.units import standard_words
from ..sources.glossary import term
from .document import Block, Cell, Document, Item, Para, Section, TableBlock
from .ground import compass
from .tables import citation_line, plan_table, rite_line

if TYPE_CHECKING:
    from ..making.build import Build
    from ..making.standing import StepList
    from ..model.marks import Mark

__all__ = ["basis_words", "build_sheet"]



def _numeral(n: int) -> str | int:
    """A count set in words (丹地二條): as it is in English, in Chinese numerals in Chinese."""
    return n if language() == "en" else format_number(n)

def basis_words(b: Basis | None) -> str:
    """A figure's basis in the sheet's words: its mark, kind and by whom ("" for none)."""
    if b is None:
        return ""
    require(b, Basis, "basis_words(): b")
    return b.short


class _Sizes:
    """The build's ways of showing a length of ``chi`` 尺: in mm; in 尺 with its mm (``both``);
    and as a cutting or sewing size (``size``: mm alone on a modern fabric)."""

    def __init__(self, b: Build) -> None:
        self.k = b.mm_per_chi
        self.metric = b.fabric.metric

    def mm(self, chi: Fraction) -> str:
        return _("{n} mm").format(n=round(chi * self.k))

    def both(self, chi: Fraction) -> str:
        return paren(format_chi(chi), self.mm(chi))

    def place(self, chi: Fraction, pos: str, neg: str) -> str:
        """A coordinate of a stake (尺) and its mm: in English signed (負三丈 (-6930 mm)), in
        Chinese as the texts and the ground give a place (西三丈 (-6930 mm), 0 for none)."""
        if language() == "en":
            return self.both(chi)
        return "0" if chi == 0 else paren(compass(chi, pos, neg), self.mm(chi))

    def size(self, chi: Fraction) -> str:
        return self.mm(chi) if self.metric else self.both(chi)

    def cell(self, chi: Fraction, show: Callable[[Fraction], str],
             basis: Basis | None = None) -> Cell:
        return Cell(show(chi), Fraction(chi), "尺", basis)

    def metres(self, chi: Fraction, digits: int) -> str:
        return f"{float(chi * self.k / 1000):.{digits}f} m"


def _measure(text: str, value: Fraction, unit: str) -> Cell:
    return Cell(text, Fraction(value), unit)


def _section(key: str, heading: str, *blocks: Block | None) -> Section:
    return Section(key, heading, tuple(b for b in blocks if b is not None))


def _fabric_words(b: Build, z: _Sizes) -> str:
    """How the strips lie across the washed fabric: its usable width, the selvedges, the lanes
    of strips, the width to spare, and where strips are pieced."""
    p = b.plan
    sv = p.fabric.selvedge_chi
    pieced = any(x.tiers > 1 for x in p.pieces)
    words = _("washed, {width} wide").format(width=z.mm(p.fabric.width_chi))
    if sv:
        words += _(", less a selvedge of {selvedge} each edge: {usable} usable").format(
            selvedge=z.mm(sv), usable=z.mm(p.fabric.usable_width_chi))
    words += ngettext("; {n} strip of {height} (with seams) across, {spare} to spare",
                      "; {n} strips of {height} (with seams) across, {spare} to spare",
                      p.lanes).format(n=p.lanes, height=z.mm(p.lane_height),
                                      spare=z.mm(b.spare_width_chi))
    if pieced:
        words += _("; each strip pieced from two widths, a seam along its middle (the fabric "
                   "is narrower than a strip with its seams)")
    return words


def _cloth(b: Build, z: _Sizes) -> Section:
    a = b.allowances
    if b.fabric.whole_bolts:
        lines = [Para(_("{n} {bolt} ({length})").format(n=b.bolts_to_buy, bolt=b.fabric.bolt_word,
                                                         length=z.both(b.cloth_to_buy_chi)))]
    else:
        lines = [Para(_("{length} of the fabric, {width} wide (taken after washing {taken}; "
                        "shrink {shrink}, margin {margin})").format(
            length=z.metres(b.cloth_to_buy_chi, 2), width=z.mm(b.fabric.width_chi),
            taken=z.mm(b.plan.taken_length), shrink=f"{float(a.shrink):.1%}",
            margin=f"{float(a.margin):.0%}")),
            Para(_fabric_words(b, z))]
    if b.cloth_warning:
        lines.append(Para(_("WARNING (houzhi): {warning}").format(warning=b.cloth_warning),
                          by="houzhi"))
    return _section("cloth", _("CLOTH TO BUY"), *lines)


def _pieces(b: Build, z: _Sizes) -> Section:
    lines: list[Block] = []
    for p, n in b.pieces:
        part = _(" part {part}/{parts}").format(part=p.part, parts=p.parts) if p.parts > 1 else ""
        halves = _(" (halves, upper and lower)") if p.tiers > 1 else ""
        lines.append(Para(_("{n} × {name}{part}{halves}: cut {length} × {height}").format(
            n=n, name=p.name, part=part, halves=halves, length=z.size(p.cut_length),
            height=z.size(p.cut_height))))
    tab = plan_table(b.plan, b.standard)
    lines.append(Para(tab.caption, level=0))
    lines.append(TableBlock(tuple(tab.header), tuple(tuple(Cell(str(c)) for c in r)
                                                 for r in tab.rows)))
    return _section("pieces", _("PIECES TO CUT"), *lines)


def _seams(b: Build, z: _Sizes) -> Section:
    rows = tuple((Cell(s.where), z.cell(s.x_chi, z.size), z.cell(s.y_chi, z.size),
                  z.cell(s.length_chi, z.size)) for s in b.seams)
    return _section(
        "seams", _("SEAMS (x from the west end of the widest strip — the right end as the "
                   "shooters see the target —, y up from the lower edge; the pieces' joins above "
                   "are from each piece's own west end)"),
        TableBlock((_("seam"), "x", "y", _("length")), rows),
        Para(_("hem round the outer edge {hem}; stitched in all {stitched}, in {rows} of rows "
               "(two along each flat-felled seam and each rope edge); thread {thread}").format(
            hem=z.size(b.hem_chi), stitched=z.metres(b.stitched_chi, 1),
            rows=z.metres(b.rows_chi, 1), thread=z.metres(b.thread_chi, 0))))


def _ropes(b: Build, z: _Sizes) -> Section:
    rows = tuple((Cell(r.name), z.cell(r.span_chi, z.both, r.span_basis),
                  z.cell(r.tie_off_chi, z.both), z.cell(r.west_end_chi, z.both),
                  z.cell(r.cut_chi, z.both),
                  z.cell(r.height_chi, z.both, r.height_basis),
                  Cell(_("{span}; {height}").format(span=basis_words(r.span_basis),
                                                    height=basis_words(r.height_basis))))
                 for r in b.ropes)
    shown = [x for r in b.ropes for x in (r.span_basis, r.height_basis) if x is not None]
    note = b.rigging.rope_note
    return _section(
        "ropes", _("ROPES 綱 ({quote})").format(quote=b.ropes[0].citation.quote),
        TableBlock((_("rope"), _("span between posts"), _("east end"), _("west end"),
                    _("cut length"), _("height above ground"), _("span; height")), rows),
        Para(_("({words})").format(words=marks_legend({x.kind for x in shown},
                                                     any(x.rests for x in shown)))),
        Para(_("cut length: the rope between the knots, longer than the span for its sag and "
               "shorter than it hangs by its stretch under the cloth's weight and its own "
               "(houzhi's modern engineering, in the assumptions), {between}; the east end's "
               "tie-off; and the west end: a round turn at its mark, a cleat hitch on a {cleat} mm "
               "cleat and a tail to hold while easing it off, {knot} (the rigging section), and "
               "its lead along the post to its cleat, {leads}; to the next whole 寸").format(
            between=listing(_("{length} for the {rope} (hanging {hanging} at sag {sag}, less "
                              "{stretch} of stretch)").format(
                length=z.mm(r.between_chi), rope=r.name, sag=z.mm(r.sag_chi),
                hanging=z.mm(r.hanging_chi), stretch=z.mm(r.stretch_chi))
                for r in b.ropes),
            cleat=b.cleat_mm, knot=z.mm(b.west_knot_chi),
            leads=listing(_("{length} for the {rope}").format(length=z.mm(r.lead_chi),
                                                               rope=r.name) for r in b.ropes)),
             by="houzhi"),
        Para(_("(houzhi: {note})").format(note=note), by="houzhi") if note else None)


def _loops(b: Build, z: _Sizes) -> Section:
    from ..making.standing import rigging

    rig = rigging(b)  # the loops against the rope the rigging chooses, and their cord
    return _section("loops", _("LOOPS 縜 (縜寸焉: each 1寸)"), *(
        Para(_("{n} loops on the {edge}, {spacing} apart (houzhi's: at most {most} apart, one "
               "at each end of the edge; in the assumptions)").format(
            n=lp.count, edge=lp.edge, spacing=z.both(lp.spacing_chi),
            most=format_chi(b.allowances.yun_spacing_chi)), by="houzhi") for lp in b.loops),
        Para(rig.loop_words, by="houzhi"),
        Para(_("(houzhi: {note})").format(note=rig.loop_why), level=2, by="houzhi"))


def _posts(b: Build, z: _Sizes) -> Section:
    p = b.posts
    note = b.rigging.post_note
    from ..making.standing import rigging

    foot = rigging(b).foot
    return _section(
        "posts", _("POSTS 植 ({rule})").format(rule=p.rule_words),
        Para(_("height above ground {above} (houzhi's: {over} above the 上綱, in the "
               "assumptions); set {depth} into the ground ({depth_rule}); length to cut {length} "
               "each").format(
            above=z.both(p.above_chi), over=format_chi(b.allowances.post_above_chi),
            depth=z.mm(p.depth_chi),
            depth_rule=b.depth_words,
            length=_("{n} mm").format(n=round(p.length_chi * float(z.k))))),
        Para(_("{lean}; feet {feet} east and west of the centre line ({basis}), tops at "
               "{tops}").format(lean=p.lean_words(), feet=z.both(p.foot_x_chi),
                                basis=basis_words(p.foot_basis), tops=z.both(p.top_x_chi))),
        Para(_("(houzhi: {note})").format(note=note), by="houzhi") if note else None,
        Para(_("WARNING (houzhi): {warning}").format(warning=foot.warning), by="houzhi")
        if foot is not None and foot.warning else None)


def _sewing(b: Build, z: _Sizes) -> Section:
    from ..making.standing import sewing

    lines: list[Block] = []
    for s in sewing(b):
        details = [_("{label}: {text}").format(label=name, text=z.size(length))
                   for name, length in s.joins]
        if s.stitched_chi:
            details.append(_("stitched {stitched} in {rows} rows, thread {thread}").format(
                stitched=z.metres(s.stitched_chi, 2), rows=s.rows,
                thread=z.metres(s.thread_chi, 1)) if s.rows > 1 else
                _("stitched {stitched}, thread {thread}").format(
                stitched=z.metres(s.stitched_chi, 2), thread=z.metres(s.thread_chi, 1)))
        lines.append(Item(f"{s.order}. {s.title}", s.how, tuple(details), s.why, "houzhi"))
    return _section("sewing", _("SEWING, in order (houzhi's recommendations; the texts do not "
                                "say how to sew)"), *lines)


def _steps(lists: tuple[StepList, ...]) -> tuple[str, ...]:
    """A rigging row's numbered lists of steps as the lines under it: each list's title, then
    its steps, one a line, numbered from 1."""
    return tuple(line for s in lists for line in (
        _("{title}:").format(title=s.title),
        *(_("{n}. {step}").format(n=n, step=step) for n, step in enumerate(s.steps, 1))))


def _rigging(b: Build) -> Section:
    from ..making.standing import rigging

    lines = [Item(r.label, r.value, _steps(r.lists), note=r.why) for r in rigging(b).rows]
    return _section("rigging", _("RIGGING, POSTS AND WIND (modern engineering: houzhi's, not "
                                 "the texts')"), *lines)


def _marks(b: Build, z: _Sizes) -> Section:
    marks, hou = b.marks, b.target.setting.hou
    rings = any(r.is_ring for r in marks.rings)  # a width means nothing for a solid square
    blank = (Cell(""),) if rings else ()

    def area(chi2: Fraction) -> Cell:
        return _measure(f"{float(b.m2(chi2)):.3f} m²", b.m2(chi2), "m²")

    def paint(chi2: Fraction) -> Cell:  # as the bill buys it: rounded up (one figure)
        from ..making.build import litres_up

        litres = b.paint_litres(chi2)
        return _measure(f"{litres_up(litres)} L", litres, "L")

    rows: list[tuple[Cell, ...]] = [
        (Cell(r.name + (f" {r.index + 1}/{r.of}" if r.of > 1 else "")),
         Cell(r.colour or _("colours not given")),
         z.cell(r.side_chi, z.both) if r.across_chi is None
         else Cell(f"{z.both(r.across_chi)} × {z.both(r.side_chi)}"),
         *((z.cell(r.width_chi, z.both) if r.is_ring else Cell(""),) if rings else ()),
         area(r.area_chi2), paint(r.area_chi2) if r.material == "paint" else Cell(_("hide")))
        for r in marks.rings]
    shi, yunqi = marks.shi, marks.yunqi
    if shi is not None:
        rows.append((Cell(f"{shi.name} ×{shi.count}"), Cell(f"{shi.hide}皮"),
                     Cell(f"{z.both(shi.length_chi)} × {z.both(shi.width_chi)}"), *blank,
                     area(shi.area_chi2), Cell(_("hide"))))
    if yunqi is not None:
        rows.append((Cell(f"{yunqi.name} ×{yunqi.count}"),
                     Cell(_("{ground} ground").format(ground=yunqi.ground)),
                     Cell(f"{z.both(yunqi.length_chi)} × {z.both(yunqi.width_chi)}"), *blank,
                     area(yunqi.area_chi2), paint(yunqi.area_chi2)))
    head = (_("mark"), _("colour"), _("side"), *((_("width"),) if rings else ()), _("area"),
            _("paint"))
    lines: list[Block] = [TableBlock(head, tuple(rows))]
    if yunqi is not None:
        lines.append(Para(
            _("the {name}: {count} strips of {ground} down the sides of the {part}, each "
              "{length} long and {width} wide (width houzhi's), {placed}clouds painted on it in "
              "{colours} (no pattern given); {cites}").format(
                name=yunqi.name, count=_numeral(yunqi.count), ground=yunqi.ground, part=yunqi.place.part,
                length=z.both(yunqi.length_chi), width=z.both(yunqi.width_chi),
                placed="" if yunqi.placed else _("not placed, "),
                colours=yunqi.colour_words,
                cites=clauses(str(c) for c in yunqi.citations[:2])),
            citations=tuple(yunqi.citations[:2])))
    ground = (_("; the ground 質 {ground}, {area} to paint").format(
        ground=marks.ground, area=f"{float(b.m2(marks.ground_chi2)):.3f} m²")
        if marks.ground_chi2 else "")
    painted = (_("total paint area {area}").format(area=f"{float(b.m2(marks.paint_chi2)):.3f} m²")
               if marks.paint_chi2 else _("nothing painted"))
    lines.append(Para(_("centred {centre} above the ground; {painted}{ground}").format(
        centre=z.both(marks.rings[0].centre_chi), painted=painted, ground=ground)))
    for r in marks.rings:
        if r.mark is not None and hou.marks != term("hu") and r.mark.shape != "square":
            words = _beside_words(r.mark, z)  # 敖's two hides are one paragraph
            if not any(isinstance(p, Para) and p.text == words for p in lines):
                lines.append(Para(words, citations=r.mark.citations[:2]))
            continue
        if r.material == "hide" and hou.marks != term("hu"):  # 郝敬's 鵠 of hide on a 獸侯
            lines.append(Para(_("the {name} is a square of {colour} set on the cloth, not paint "
                                "({by})").format(name=r.name, colour=r.colour,
                                                 by=r.mark.named_by[0] if r.mark else ""),
                              citations=r.mark.named_by[:1] if r.mark else ()))
            continue
        if r.material == "hide":
            lines.append(Para(_("the {name} is a square of {colour} set on the cloth "
                                "(張皮侯而棲鵠), not paint ({by})").format(
                name=r.name, colour=r.colour,
                by=r.mark.named_by[0] if r.mark and r.mark.named_by else "")))
    if shi is not None and shi.placed and shi.place is not None:
        part = shi.place.part
        lines.append(Para(
            _("the {name}: {count} strips of {hide}皮 along the east and west sides of the "
              "{part}, each {length} long (the {part}'s height) and {width} wide; "
              "{cites}").format(name=shi.name, count=_numeral(shi.count), hide=shi.hide, part=part,
                                length=z.both(shi.length_chi), width=z.both(shi.width_chi),
                                cites=clauses(str(c) for c in shi.rule.citations[:2])),
            citations=tuple(shi.rule.citations[:2])))
    elif shi is not None:  # listed, not placed: the note below says why
        lines.append(Para(
            _("the {name}: {count} strips of {hide}皮 to provide, each {length} × {width}; under "
              "{reading} houzhi does not place them (see below)").format(
                name=shi.name, count=_numeral(shi.count), hide=shi.hide, length=z.both(shi.length_chi),
                width=z.both(shi.width_chi), reading=b.target.reading.label), by="houzhi"))
    lines += [Para(_(n)) for n in marks.notes]
    heading = _("{title}: {name} of the {hou} ({cite})").format(
        title=marks.title, name=marks.name, hou=hou.name, cite=marks.citations[0])
    return _section("marks", heading, *lines)


def _beside_words(m: Mark, z: _Sizes) -> str:
    """What a 獸侯's mark is under 敖繼公's, 郝敬's or 林希逸's reading of its beasts, for the
    sheet: a whole hide to provide, a 質 board to make and paint, a beast to paint; its size,
    and whose it is (stated, or houzhi's assumption)."""
    size = (z.both(m.side_chi) if m.across_chi is None
            else f"{z.both(m.width_chi)} × {z.both(m.side_chi)}")
    whose = _("size houzhi's assumption") if m.assumed else _("size as stated")
    cite = m.citations[0]
    if m.shape == "hide":
        return _("the {name}: a whole {hide} to provide, set on the cloth beside the 質, not "
                 "paint, {size} or larger ({whose}); {cite}").format(
            name=m.name, hide=m.colour, size=size, whose=whose, cite=cite)
    if m.shape == "board":
        return _("the {name}: a board of wood {size} square, painted {colour} ({whose}); "
                 "{cite}").format(name=m.name, size=size, colour=m.colour, whose=whose, cite=cite)
    return _("the {name}: the beast painted whole, drawn by the painter within {size} (its "
             "outline, colours not given; {whose}); {cite}").format(
        name=m.name, size=size, whose=whose, cite=cite)


def _raising(b: Build) -> Section:
    from ..making.standing import raising

    lines = [Item(f"{s.order}. {s.title}", s.how, note=s.why, note_by="houzhi")
             for s in raising(b)]
    return _section("raising", _("RIGGING AND RAISING, in the order of the work (houzhi's "
                                 "recommendations; the texts' hanging follows)"), *lines)


def _hanging(b: Build) -> Section:
    lines = [Item(f"{s.order}. {s.name}", s.what, note=s.note, note_by="houzhi",
                  citations=tuple(s.citations)) for s in b.steps]
    return _section("hanging", _("HANGING, in the order of the {rite}'s texts").format(
        rite=b.target.setting.rite.label), *lines)


def _fa(b: Build, z: _Sizes) -> Section:
    north, west = b.fa
    rule = b.fa_rule
    return _section(
        "fa", _("THE 乏: {north} north, {west} west of the target's centre line — "
                "{statement}").format(north=z.both(north), west=z.both(west),
                                      statement=_(rule.statement)),
        *(Para(citation_line(c), level=2, citations=(c,)) for c in rule.citations))


def _stake_out(b: Build, z: _Sizes) -> Section:
    from ..making.build import SECOND_STAKE

    k = float(z.k)
    lines: list[Block] = []
    for sp in b.stake_points:
        second = ("" if sp.from_second_chi is None else
                  _(", {m} m from 堂廉中").format(m=f"{sp.from_second_chi * k / 1000:.3f}"))
        lines.append(Para(
            _("{name}{flag}: x {x}, y {y}; {m} m from the centre{second}{note}").format(
                name=sp.name, flag=" *" if sp.assumed else "", x=z.place(sp.x_chi, "東", "西"),
                y=z.place(sp.y_chi, "北", "南"), m=f"{sp.from_centre_chi * k / 1000:.3f}",
                second=second,
                note=f" — {_(sp.note)}" if sp.note else "")))
    lines.append(Para(_("({words})").format(words=b.ground_note)) if b.ground_note else Para(
        _("(the {rite} ground, houzhi.model.ground; * a place houzhi assumes where the text "
          "gives none)").format(rite=b.target.setting.rite.label)))
    return _section("stake_out", _("STAKE OUT (x east, y north of the target's centre; two "
                                   "tapes: from that centre and from {second})").format(
        second=_(SECOND_STAKE)), *lines)


def _bill(b: Build) -> Section:
    rows = tuple((Cell(item), _measure(words, value, unit)) for item, words, value, unit in b.bill())
    return _section("bill", _("BILL OF MATERIALS"), TableBlock((_("item"), _("quantity")), rows))


def _assumed(b: Build) -> Section:
    return _section("assumptions", "", *(
        Para(_("assumed: {what}").format(what=_(a) if a else a), level=0, by="houzhi") for a in b.assumptions))


def build_sheet(b: Build) -> Document:
    """The build sheet of ``b`` (:class:`houzhi.making.build.Build`) as one document: its
    sections ``cloth``, ``pieces``, ``seams``, ``ropes``, ``loops``, ``posts``, ``sewing``,
    ``rigging``, ``marks``, ``raising``, ``hanging``, ``fa``, ``stake_out``, ``bill``, ``assumptions``."""
    from ..making.build import Build

    require(b, Build, "build_sheet(): b")
    z = _Sizes(b)
    t = b.target
    st = t.setting
    lead = ((_("reading {reading}; ").format(reading=t.reading.label)
             + (_("hides as {hides} reads them; ").format(hides=st.hides.label)
                if st.hides else "")
             + _("尺 standard {standard} (1尺 = {k} mm); fabric {fabric}").format(
                 standard=standard_words(b.standard), k=f"{float(z.k):g}",
                 fabric=b.fabric.name)),)
    sections = (_cloth(b, z), _pieces(b, z), _seams(b, z), _ropes(b, z), _loops(b, z),
                _posts(b, z), _sewing(b, z), _rigging(b), _marks(b, z), _raising(b), _hanging(b),
                _fa(b, z), _stake_out(b, z), _bill(b), _assumed(b))
    return Document("build sheet", _("build sheet: {line}").format(line=rite_line(t, b.standard)),
                    lead, sections)
