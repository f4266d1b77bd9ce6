"""``houzhi build``: the build sheet: cloth to buy, pieces, seams, ropes, loops, posts, paint,
the hanging steps with their passages, a bill of materials; ``--pdf`` for a printable book."""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from ..errors import BadValueError
from ._common import Parents, only_with, out_path

NAME = "build"


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help="the build sheet: cloth, pieces, ropes, posts, paint, "
                         "hanging steps, bill of materials (--pdf: a printable book)",
                         parents=[parents.standard, parents.reading, parents.as_json,
                                  parents.table_format])
    cmd.set_defaults(run=run)
    cmd.add_argument("range", help="range in 弓 or as a length")
    add_fabric_options(cmd)
    from .target import add_danzhi_option, add_hides_option, add_rite_options, add_shi_width_option

    add_rite_options(cmd)
    add_hides_option(cmd)
    add_danzhi_option(cmd)
    cmd.add_argument("--shrink", default="0%", help="the cloth's shrinkage in washing, e.g. 3%% "
                     "(a bare number is a fraction: 0.03; a bare 3 is refused)")
    cmd.add_argument("--margin", default="5%",
                     help="cutting margin added to a roll's length (default 5%%; 0.05 alike)")
    cmd.add_argument("--tolerance", default="2%",
                     help="warn when the plan is within this much more shrinkage (or a fabric "
                          "this much narrower) of needing more cloth (default 2%%; 0 for none)")
    cmd.add_argument("--wind", default=None,
                     help="the design wind in gusts for the rigging, e.g. '10 m/s' or '36 km/h' "
                          "(default 10 m/s; a bare number is m/s)")
    cmd.add_argument("--tie-off", default=None,
                     help="rope for the knot at each end (default 三尺; e.g. '70 cm')")
    cmd.add_argument("--depth", default=None, help="how deep the posts are set in the ground "
                     "(default: a tenth of their height plus 600 mm)")
    add_shi_width_option(cmd)
    cmd.add_argument("--pdf", default=None, metavar="FILE", help="write the build book as a PDF "
                     "(the sheet is then not printed, unless --text)")
    cmd.add_argument("--text", action="store_true",
                     help="with --pdf: print the build sheet too, as without --pdf")
    cmd.add_argument("--paper", default=None,
                     help="paper of the --pdf book: A4 (default) or Letter")


def add_fabric_options(cmd: argparse.ArgumentParser) -> None:
    """The fabric options ``plan``, ``build`` and ``drawings`` share."""
    cmd.add_argument("--width", default=None, help="a modern fabric's width, e.g. '150 cm' "
                     "(default: Han cloth, one 幅 in bolts of 匹)")
    cmd.add_argument("--roll", default=None, help="roll length of a modern fabric (default 50 m)")
    cmd.add_argument("--seam", default=None,
                     help="seam allowance of a modern fabric (default 10 mm)")
    cmd.add_argument("--selvedge", default=None,
                     help="width lost along each edge of a modern fabric, its selvedge (default "
                          "none; e.g. '1 cm')")


def fabric_from(args: argparse.Namespace, target: Any = None) -> Any:
    """The fabric the options name: modern when ``--width`` is given, else Han cloth."""
    from ..making.cutting import Fabric

    if args.width is not None:
        given = {"roll": args.roll, "seam": args.seam, "selvedge": args.selvedge}
        return Fabric.modern(args.width, standard=args.standard,
                             options={k: f"--{k}" for k in ("width", *given)},
                             **{k: v for k, v in given.items() if v is not None})
    if args.roll is not None or args.seam is not None or args.selvedge is not None:
        raise BadValueError("--roll, --seam and --selvedge describe a modern fabric: give its "
                            "--width too")
    return Fabric.historical(None if target is None else target.cloth)


def percent(text: str, what: str) -> Fraction:
    """``"3%"``, ``"3 %"`` or ``"0.03"`` as an exact fraction. A bare number is a fraction of
    one, so a bare number of 1 or more (``"3"``, meant as 3%?) is refused with a hint."""
    from ..measure.units import exact

    s = str(text).strip()
    try:
        if s.endswith("%"):
            return exact(s[:-1].strip()) / 100
        value = exact(s)
    except BadValueError:
        raise BadValueError(f"cannot read {text!r} as the {what} (e.g. '3%')") from None
    if value >= 1:
        raise BadValueError(f"the {what} {s!r} is read as a fraction ({float(value):.0%}): "
                            f"write '{s}%' for {s} per cent, or a fraction such as 0.03")
    return value


def wind_speed(text: str) -> Fraction:
    """A wind speed the user gives, in m/s (exact): ``"10"`` or ``"10 m/s"``, ``"36 km/h"``,
    ``"20 kn"`` (knots), ``"22 mph"``; nonsense refused in one line (the bounds are
    :class:`~houzhi.making.build.Allowances`'s)."""
    import re

    from ..measure.units import exact

    units = {"m/s": Fraction(1), "km/h": Fraction(1000, 3600), "kn": Fraction(1852, 3600),
             "mph": Fraction(1609344, 3600000)}
    m = re.fullmatch(r"\s*([-+0-9.eE/]+)\s*(m/s|km/h|kn|mph)?\s*", str(text))
    try:
        if m is None:
            raise BadValueError(text)
        return exact(m.group(1)) * units[m.group(2) or "m/s"]
    except BadValueError:
        raise BadValueError(f"cannot read {text!r} as a wind speed: write e.g. '10 m/s', "
                            "'36 km/h', '20 kn' or '22 mph'") from None


def length_chi(text: str, standard: str | None, what: str, option: str = "",
               unit: str = "cm") -> Fraction:
    """A length the user gives (see :func:`houzhi.measure.lengths.read_length`), in 尺; a negative
    length is refused here, in the user's own words, with how a bare number was read and the
    form to write instead (``option`` and ``unit``: :func:`houzhi.measure.lengths.read_as`)."""
    from ..errors import BadValueError
    from ..measure.lengths import read_as, read_length

    chi = read_length(text, standard=standard, what=what)
    if chi < 0:
        raise BadValueError(f"the {what} must not be negative, got {text!r}"
                            + read_as(text, standard, option=option, unit=unit))
    return chi


def run(args: argparse.Namespace) -> int:
    from ..making.build import Allowances, _rite_target, build
    from .target import check_hides

    # the files named checked before any work: an empty name, a wrong extension, --paper alone
    pdf = out_path(args.pdf, "--pdf")
    only_with(args, "--paper", "--pdf")
    if args.text and (args.pdf is None or args.json):
        raise BadValueError("--text prints the sheet beside the --pdf book: give --pdf FILE (and "
                            "not --json), or drop --text" if args.pdf is None else
                            "--text and --json: the sheet is printed as one or the other; drop "
                            "one")
    std_name = args.standard
    t = _rite_target(args.range, args.reading, args.rite, args.rank, args.hides,
                     danzhi=args.danzhi)
    check_hides(args.hides, t)  # refused where the readings of the hides do not differ
    fabric = fabric_from(args, t)
    std = fabric.standard or std_name
    given: dict[str, Any] = {"shrink": percent(args.shrink, "shrinkage"),
                             "margin": percent(args.margin, "cutting margin"),
                             "tolerance": percent(args.tolerance, "tolerance")}
    if args.wind is not None:
        given["wind_m_s"] = wind_speed(args.wind)
    if args.tie_off is not None:
        given["tie_off_chi"] = length_chi(args.tie_off, std, "tie-off", "--tie-off")
    if args.depth is not None:
        given["depth_chi"] = length_chi(args.depth, std, "depth of the posts", "--depth", "m")
    shi_width = None
    if args.shi_width is not None:  # refused where the 侯 has none or it reaches the 鵠
        from .target import shi_width_of

        shi_width = shi_width_of(args.shi_width, t, std)
    b = build(args.range, fabric=fabric, standard=std, reading=args.reading, rite=args.rite,
              rank=args.rank, allowances=Allowances(**given), hides=args.hides,
              shi_width_chi=shi_width, danzhi=args.danzhi)
    if pdf is not None:  # as the other writers: the file, and one line on stderr
        import sys

        from ..render.book import write_book

        written = write_book(b, pdf, args.paper or "A4")
        print(f"wrote {written}", file=sys.stderr)
        if not (args.json or args.format or args.text):
            return 0
    from ..documents.records import bill_records
    from ._common import print_table

    if print_table(args, lambda: bill_records(b)):
        return 0
    if args.json:
        from ..render.export import dumps

        print(dumps(b))
        return 0
    print(sheet_text(b))
    return 0


def sewing_text(b: Any, size: Any) -> list[str]:
    """The SEWING section: the steps of :func:`houzhi.making.standing.sewing`, each with its joins in
    order, the length stitched and the thread, and houzhi's reason."""
    from ..making.standing import sewing

    k = b.mm_per_chi
    out = ["SEWING, in order (houzhi's recommendations; the texts do not say how to sew)"]
    for s in sewing(b):
        out.append(f"  {s.order}. {s.title}: {s.how}")
        for name, length in s.joins:
            out.append(f"       {name}: {size(length)}")
        if s.stitched_chi:
            out.append(f"       stitched {float(s.stitched_chi * k / 1000):.2f} m, thread "
                       f"{float(s.thread_chi * k / 1000):.1f} m")
        out.append(f"       (houzhi: {s.why})")
    return out


def rigging_text(b: Any) -> list[str]:
    """The RIGGING section: the rows of :func:`houzhi.making.standing.rigging`, each with houzhi's
    reason or the formula it rests on."""
    from ..making.standing import rigging

    out = ["RIGGING, POSTS AND WIND (modern engineering: houzhi's, not the texts')"]
    for r in rigging(b).rows:
        out.append(f"  {r.label}: {r.value}")
        if r.why:
            out.append(f"       ({r.why})")
    return out


def fabric_words(b: Any) -> str:
    """How the strips lie across the washed fabric: its usable width, the selvedges, the lanes
    of strips, the width to spare, and where strips are pieced (mm)."""
    k, p = b.mm_per_chi, b.plan

    def mm(chi: Fraction) -> str:
        return f"{round(chi * k)} mm"

    sv = p.fabric.selvedge_chi
    pieced = any(x.tiers > 1 for x in p.pieces)
    return (f"washed, {mm(p.fabric.width_chi)} wide"
            + (f", less a selvedge of {mm(sv)} each edge: {mm(p.fabric.usable_width_chi)} usable"
               if sv else "")
            + f"; {p.lanes} strip{'s' if p.lanes > 1 else ''} of {mm(p.lane_height)} (with "
            f"seams) across, {mm(b.spare_width_chi)} to spare"
            + ("; each strip pieced from two widths, a seam along its middle (the fabric is "
               "narrower than a strip with its seams)" if pieced else ""))


def marks_text(b: Any, both: Any) -> list[str]:
    """The marks section of the sheet: what is painted, or a 皮侯's 鵠 of hide and the hide
    trimming the sides of its 中 (飾); ``both`` writes a length in 尺 and mm."""
    from ..documents._text import table

    marks, hou = b.marks, b.target.setting.hou
    out = [f"{marks.title}: {marks.name} of the {hou.name} ({marks.citations[0]})"]
    rings = any(r.is_ring for r in marks.rings)  # a width means nothing for a solid square
    head = ["mark", "colour", "side", *(["width"] if rings else []), "area", "paint"]
    rows = [[r.name + (f" {r.index + 1}/{r.of}" if r.of > 1 else ""), r.colour, both(r.side_chi),
             *([both(r.width_chi) if r.is_ring else ""] if rings else []),
             f"{float(b.m2(r.area_chi2)):.3f} m²",
             f"{float(b.paint_litres(r.area_chi2)):.2f} L" if r.material == "paint" else "hide"]
            for r in marks.rings]
    shi = marks.shi
    if shi is not None:
        rows.append([f"{shi.name} ×{shi.count}", f"{shi.hide}皮",
                     f"{both(shi.length_chi)} × {both(shi.width_chi)}", *([""] if rings else []),
                     f"{float(b.m2(shi.area_chi2)):.3f} m²", "hide"])
    yunqi = marks.yunqi
    if yunqi is not None:
        rows.append([f"{yunqi.name} ×{yunqi.count}", f"{yunqi.ground} ground",
                     f"{both(yunqi.length_chi)} × {both(yunqi.width_chi)}", *([""] if rings else []),
                     f"{float(b.m2(yunqi.area_chi2)):.3f} m²",
                     f"{float(b.paint_litres(yunqi.area_chi2)):.2f} L"])
    out.append(table([head, *rows]))
    if yunqi is not None:
        out.append(f"  the {yunqi.name}: {yunqi.count} strips of {yunqi.ground} down the sides of "
                   f"the {yunqi.place.part}, each {both(yunqi.length_chi)} long and "
                   f"{both(yunqi.width_chi)} wide (width houzhi's), "
                   + ("" if yunqi.placed else "not placed, ")
                   + f"clouds painted on it in {yunqi.colour_words} (no pattern given); "
                   + "; ".join(str(c) for c in yunqi.citations[:2]))
    centre = marks.rings[0].centre_chi
    ground = (f"; the ground 質 {marks.ground}, {float(b.m2(marks.ground_chi2)):.3f} m² to paint"
              if marks.ground_chi2 else "")
    painted = (f"total paint area {float(b.m2(marks.paint_chi2)):.3f} m²" if marks.paint_chi2
               else "nothing painted")
    out.append(f"  centred {both(centre)} above the ground; {painted}{ground}")
    for r in marks.rings:
        if r.material == "hide":
            out.append(f"  the {r.name} is a square of {r.colour} set on the cloth (張皮侯而棲鵠), "
                       f"not paint ({r.mark.named_by[0] if r.mark and r.mark.named_by else ''})")
    if shi is not None and shi.placed and shi.place is not None:
        part = shi.place.part
        out.append(f"  the {shi.name}: {shi.count} strips of {shi.hide}皮 along the east and west "
                   f"sides of the {part}, each {both(shi.length_chi)} long (the {part}'s height) "
                   f"and {both(shi.width_chi)} wide; "
                   + "; ".join(str(c) for c in shi.rule.citations[:2]))
    elif shi is not None:  # listed, not placed: the note below says why
        out.append(f"  the {shi.name}: {shi.count} strips of {shi.hide}皮 to provide, each "
                   f"{both(shi.length_chi)} × {both(shi.width_chi)}; under "
                   f"{b.target.reading.label} houzhi does not place them (see below)")
    out += [f"  {n}" for n in marks.notes]
    return out


def sheet_text(b: Any) -> str:
    """The build sheet as text."""
    from ..canon.figures import marks_legend
    from ..documents._text import table
    from ..documents.tables import plan_table, rite_line
    from ..measure.notation import format_chi

    k = b.mm_per_chi
    metric = b.fabric.metric

    def mm(chi: Fraction) -> str:
        return f"{round(chi * k)} mm"

    def both(chi: Fraction) -> str:
        return f"{format_chi(chi)} ({mm(chi)})"

    def size(chi: Fraction) -> str:  # cutting and sewing: mm on a modern fabric
        return mm(chi) if metric else both(chi)

    t = b.target
    st = t.setting
    out = [f"build sheet: {rite_line(t, b.standard)}",
           f"reading {t.reading.label}; "
           + (f"hides as {st.hides.label} reads them; " if st.hides else "")
           + f"尺 standard {b.standard} "
           f"(1尺 = {float(k):g} mm); fabric {b.fabric.name}", ""]
    out.append("CLOTH TO BUY")
    if b.fabric.whole_bolts:
        out.append(f"  {b.bolts_to_buy} {b.fabric.bolt_word} ({both(b.cloth_to_buy_chi)})")
    else:
        out.append(f"  {float(b.cloth_to_buy_chi * k / 1000):.2f} m of the fabric, "
                   f"{mm(b.fabric.width_chi)} wide (taken after washing {mm(b.plan.taken_length)}; shrink "
                   f"{float(b.allowances.shrink):.1%}, margin {float(b.allowances.margin):.0%})")
        out.append(f"  {fabric_words(b)}")
    if b.cloth_warning:
        out.append(f"  WARNING (houzhi): {b.cloth_warning}")
    out += ["", "PIECES TO CUT"]
    out += [f"  {n} × {p.name}{f' part {p.part}/{p.parts}' if p.parts > 1 else ''}"
            f"{' (halves, upper and lower)' if p.tiers > 1 else ''}: cut "
            f"{size(p.cut_length)} × {size(p.cut_height)}" for p, n in b.pieces]
    out += [str(plan_table(b.plan, b.standard)), ""]
    out.append("SEAMS (x from the west end of the widest strip — the right end as the shooters "
               "see the target —, y up from the lower edge; the pieces' joins above are from each "
               "piece's own west end)")
    out.append(table([["seam", "x", "y", "length"]] + [
        [s.where, size(s.x_chi), size(s.y_chi), size(s.length_chi)] for s in b.seams]))
    out.append(f"  hem round the outer edge {size(b.hem_chi)}; stitched in all "
               f"{float(b.stitched_chi * k / 1000):.1f} m; thread "
               f"{float(b.thread_chi * k / 1000):.0f} m")
    out += ["", "ROPES 綱 (" + b.ropes[0].citation.quote + ")"]
    out.append(table([["rope", "span between posts", "tie-off each end", "cut length",
                       "height above ground", "span; height"]] + [
        [r.name, both(r.span_chi), both(r.tie_off_chi), both(r.cut_chi), both(r.height_chi),
         f"{_basis_words(r.span_basis)}; {_basis_words(r.height_basis)}"]
        for r in b.ropes]))
    shown = [x for r in b.ropes for x in (r.span_basis, r.height_basis) if x is not None]
    out.append(f"  ({marks_legend({x.kind for x in shown}, any(x.rests for x in shown))})")
    if b.rigging.rope_note:
        out.append(f"  (houzhi: {b.rigging.rope_note})")
    out += ["", "LOOPS 縜 (縜寸焉: each 1寸)"]
    for lp in b.loops:
        out.append(f"  {lp.count} loops on the {lp.edge}, {both(lp.spacing_chi)} apart")
    p = b.posts
    out += ["", f"POSTS 植 ({p.rule_words})",
            f"  height above ground {both(p.above_chi)}; set {mm(p.depth_chi)} into the ground "
            f"({b.allowances.depth_words}); length to cut {round(p.length_chi * float(k))} mm "
            "each",
            f"  {p.lean_words()}; feet {both(p.foot_x_chi)} east and west of the centre line "
            f"({_basis_words(p.foot_basis)}), tops at {both(p.top_x_chi)}"]
    if b.rigging.post_note:
        out.append(f"  (houzhi: {b.rigging.post_note})")
    out += ["", *sewing_text(b, size)]
    out += ["", *rigging_text(b)]
    out += ["", *marks_text(b, both)]
    out += ["", f"HANGING, in the order of the {st.rite.label}'s texts"]
    for s in b.steps:
        out.append(f"  {s.order}. {s.name}: {s.what}")
        if s.note:
            out.append(f"       (houzhi: {s.note})")
        out += [f"       {c}" for c in s.citations]
    north, west = b.fa
    out += ["", f"THE 乏: {both(north)} north, {both(west)} west of the target's "
            f"centre line — {b.fa_rule.statement}"]
    out += [f"       {c}" for c in b.fa_rule.citations]
    from ..making.build import SECOND_STAKE

    out += ["", "STAKE OUT (x east, y north of the target's centre; two tapes: from that centre "
            f"and from {SECOND_STAKE})"]
    out += [f"  {sp.name}{' *' if sp.assumed else ''}: x {both(sp.x_chi)}, y {both(sp.y_chi)}; "
            f"{sp.from_centre_chi * float(k) / 1000:.3f} m from the centre"
            + ("" if sp.from_second_chi is None else
               f", {sp.from_second_chi * float(k) / 1000:.3f} m from 堂廉中")
            + (f" — {sp.note}" if sp.note else "") for sp in b.stake_points]
    if b.ground_note:
        out.append(f"  ({b.ground_note})")
    else:
        out.append(f"  (the {st.rite.label} ground, houzhi.model.ground; * a place houzhi assumes "
                   "where the text gives none)")
    out += ["", "BILL OF MATERIALS"]
    out.append(table([["item", "quantity"]] + [[i, q] for i, q, _, _ in b.bill()]))
    out += [""] + [f"assumed: {a}" for a in b.assumptions]
    return "\n".join(out)


def _basis_words(b: Any) -> str:
    """A figure's basis in the sheet's words: its mark, kind and by whom."""
    if b is None:
        return ""
    return f"{b.mark} {b.kind} by {b.by}".strip()
