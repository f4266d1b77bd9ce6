"""The build book's pages for a maker: the cover says what to buy in the units it is bought in;
the sewing and the rigging pages lay out the sheet's own sections (made once, in
houzhi.making.standing); a page of the texts' words; the ground page's two tapes for every point."""

import itertools
import re
from fractions import Fraction

import pytest

from houzhi.making.build import Allowances, build
from houzhi.making.cutting import Fabric
from houzhi.making.standing import rigging, sewing
from houzhi.render.book import _PAGES, _in_drawing, book_pages


def page_words(b, title):
    fig = book_pages(b)[[t for t, _, _ in _PAGES].index(title)]
    return " ".join(t.get_text() for t in fig.texts)


@pytest.fixture(scope="module")
def modern():
    return build(50, fabric=Fabric.modern("150 cm", seam="10 mm"))


@pytest.fixture(scope="module")
def books(modern):
    """The build books the layout test reads, each made once: (range, paper, language) → its
    pages. The 50弓 as a maker builds it (150 cm fabric, 1 cm seams); the 70弓 of the 鄉射 on
    the same fabric."""
    from houzhi.locale import use

    made = {}

    def book(gong, paper, lang):
        if (gong, paper, lang) not in made:
            b = modern if gong == 50 else build(gong, rite="鄉射",
                                                fabric=Fabric.modern("150 cm", seam="10 mm"))
            use(lang)
            try:
                made[gong, paper, lang] = book_pages(b, paper)
            finally:
                use("en")
        return made[gong, paper, lang]

    return book


def test_the_cover_says_what_to_buy(modern):
    # a figure bound to its unit; a long item wrapped over lines
    words = " ".join(page_words(modern, "cover").replace("\u00a0", " ").split())
    (item, qty, _, _) = modern.bill()[0]
    assert f"{qty} — {item}" in words and "bought by the metre" in item
    # no shrinkage given: the bill says the length is enough only for a cloth that does not
    # shrink; given one, it says nothing of it
    assert "enough only if it does not shrink" in item
    shrunk = build(50, fabric=Fabric.modern("150 cm", seam="10 mm"),
                   allowances=Allowances(shrink=Fraction(3, 100)))
    assert "shrink" not in shrunk.bill()[0][0]
    assert "50 m long" not in item  # the roll it is planned on is not what is bought
    # every page's title block says so too, in short: the length a shop cuts, up to the next
    # 0.1 m (14.62 m is 146.2 tenths, so 147 tenths, 14.7 m), and its shrinkage to come; the
    # bill has the exact length beside it
    assert qty == "14.62 m (buy 14.7 m: sold by the 0.1 m)"
    for title in ("cover", "bill of materials", "sewing"):
        assert "buy 14.7 m + shrinkage" in " ".join(
            page_words(modern, title).replace("\u00a0", " ").split()), title
        assert "+ shrinkage" not in " ".join(
            page_words(shrunk, title).replace("\u00a0", " ").split()), title
    han = page_words(build(50), "cover").replace("\u00a0", " ")
    assert "4 匹 (36.96 m)" in han  # 十六丈 of one 幅: four bolts of 四丈 (4 × 9.24 m)


def test_the_sewing_and_rigging_pages_are_the_sheet_s_sections(modern):
    words = page_words(modern, "sewing")
    for s in sewing(modern):
        assert f"{s.order}. {s.title}" in words
        assert s.why.split(";")[0][:40] in words.replace("\n", " ")
    # every row of the rigging section: on the wind's page, or on the rigging order's (the
    # knots, the rope they take, the guys, the feet; or the page of the weighted bases), with the steps of the work on
    # the rigging order's page and the one after it
    words = (page_words(modern, "rigging against the wind")
             + page_words(modern, "rigging and raising")
             + page_words(modern, "rigging and raising, continued")
             + page_words(modern, "knots, guys and feet")
             + page_words(modern, "the no-dig work")
             + page_words(modern, "the guys' weights")
             + page_words(modern, "where the ground may not be dug")).replace("\n", " ")
    # but the post's size in second order and the cloth's slack, given in short in the post's
    # drawing on the ropes and posts page (the wind's page is full)

    fig = book_pages(modern)[[t for t, _, _ in _PAGES].index("ropes and posts")]
    drawn = " ".join(t.get_text() for ax in fig.axes for t in ax.texts).replace("\u00a0", " ")
    rig = rigging(modern)
    for r in rig.rows:
        assert r.label in words or r.label in _in_drawing()
    assert rig.foot is not None and f"post at least {rig.foot.post_mm} mm" in " ".join(
        drawn.split())
    assert f"{rig.slack_mm:.0f} mm slack between the 綱 at the posts, as intended, and taut at mid-span" in " ".join(drawn.split())
    from houzhi.making.standing import raising

    for s in raising(modern):
        assert f"{s.order}. {s.title}" in words


@pytest.mark.parametrize("title", ["sewing", "diagrams", "rigging against the wind",
                                   "rigging and raising", "rigging and raising, continued",
                                   "knots, guys and feet", "where the ground may not be dug",
                                   "the no-dig work", "the guys' weights"])
def test_the_working_pages_are_legible(modern, title):
    """The sewing, diagrams, wind and rigging-order pages set every word at 8 pt or more, but
    the title block's small labels (the page's own frame) and the drawn axes' ticks."""
    fig = book_pages(modern)[[t for t, _, _ in _PAGES].index(title)]
    block = {t for t in fig.texts if t.get_position()[1] * fig.bbox.height / fig.dpi * 25.4
             < 12 + 22 + 1}
    sizes = [t.get_fontsize() for t in fig.texts if t not in block and t.get_text().strip()]
    sizes += [t.get_fontsize() for ax in fig.axes for t in [*ax.texts, ax.title]
              if t.get_text().strip()]
    assert sizes and min(sizes) >= 8


def test_the_words_page_reads_the_fractions_and_the_units():
    words = page_words(build(50), "words")
    for w in ("大半寸", "少半寸", "十一分寸之二", "縜", "綱", "植", "侯道"):
        assert w in words
    assert "23.1\u00a0mm" in words and "9240\u00a0mm" in words  # 寸 and 匹 under the Han 尺


_UNIT_FIRST = re.compile(r"\s*(mm|cm|m|kN|N|N/mm²|MPa|Pa|kg|L|m²|m/s|%|°)(?![A-Za-z])")


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_no_figure_is_parted_from_its_unit_across_lines(modern, paper):
    """On every page, words and drawings alike, no line ends in a number whose unit begins the
    next line (as 24 | N/mm² did on a Letter page)."""
    for (title, _, _), fig in zip(_PAGES, book_pages(modern, paper), strict=True):
        for t in [*fig.texts, *(t for ax in fig.axes for t in ax.texts)]:
            lines = t.get_text().split("\n")
            for a, c in itertools.pairwise(lines):
                assert not (re.search(r"\d\s*$", a) and _UNIT_FIRST.match(c)), (title, a, c)


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_90_gong_han_cloth_sewing_fits_its_page(paper):
    # the 90弓 on Han cloth: the assembly's long column of joins (12 of them) would push the
    # rope edges and the loops onto the diagrams page, squeezing its drawings; the sewing page
    # names the joins by their count instead, and the diagrams keep their page
    b = build(90)
    (assemble,) = [s for s in sewing(b) if s.title == "assemble"]
    n = len(assemble.joins)
    assert n > 5
    sewn = page_words(b, "sewing") if paper == "A4" else None
    pages = book_pages(b, paper)
    words = [[t.get_text() for t in fig.texts] for fig in pages]
    at = [title for title, _, _ in _PAGES]
    def flat(texts):  # the page's words, its cells' wrapped lines joined again
        return re.sub(r"\s+", " ", " ".join(texts))

    sewing_page, diagrams = flat(words[at.index("sewing")]), flat(words[at.index("diagrams")])
    assert f"the {n} joins in this order" in sewing_page  # the order, every join
    assert "loops 縜" in sewing_page and "continued on the next page" not in sewing_page
    assert "7. loops 縜" not in diagrams and "what to do" not in diagrams
    assert sewn is None or f"the {n} joins in this order" in re.sub(r"\s+", " ", sewn)


def test_the_cover_explains_the_texts_cloth_beside_the_metres_to_buy(modern):
    # 用布 十六丈 of the texts' 二尺二寸 cloth: 160 × 231 mm = 36.96 m, one strip to its width;
    # 150 cm lays three strips of 482 mm side by side, so the metres to buy are fewer
    words = re.sub(r"\s+", " ", page_words(modern, "cover"))
    assert f"十六丈 ({160 * 0.231:.2f} m) of the texts' cloth, 二尺二寸 wide" in words
    assert modern.plan.lanes == 3 and "lays 3 strips side by side" in words
    han = re.sub(r"\s+", " ", page_words(build(50), "cover"))  # bought by the 匹: no words
    assert "of the texts' cloth" not in han


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_neither_rigging_and_raising_page_stands_empty(modern, books, paper, lang):
    """The steps of the work share their two pages: each holds some, none is on both, and a
    maker turning to the continued page finds steps on it — in Chinese too, whose steps are
    shorter (the fifth Chinese review found the continued page bare)."""
    from houzhi.locale import display, use
    from houzhi.making.standing import raising

    pages = books(50, paper, lang)
    use(lang)
    try:
        steps = [" ".join(display(f"{s.order}. {s.title}").split()) for s in raising(modern)]
    finally:
        use("en")
    titles = [t for t, _, _ in _PAGES]
    first, more = (" ".join(" ".join(t.get_text() for t in pages[titles.index(name)].texts)
                            .replace("\u00a0", " ").split())
                   for name in ("rigging and raising", "rigging and raising, continued"))
    on_first = [s for s in steps if s in first]
    on_more = [s for s in steps if s in more]
    assert on_first and on_more and not set(on_first) & set(on_more)
    assert on_first + on_more == steps


def test_one_build_s_book_in_two_languages_speaks_each(modern):
    """The sheet the pages read is kept per language: the same build's book made in English,
    then in 繁體, is in 繁體 the second time."""
    from houzhi.locale import use

    title = [t for t, _, _ in _PAGES].index("rigging and raising")
    english = " ".join(t.get_text() for t in book_pages(modern)[title].texts)
    use("zh-Hant")
    try:
        chinese = " ".join(t.get_text() for t in book_pages(modern)[title].texts)
    finally:
        use("en")
    assert "stake out" in english and "stake out" not in chinese and "放樣" in chinese


def _unspaced(text: str) -> str:
    """``text`` with no whitespace (no-break spaces too): a line wrapped anywhere reads as one."""
    return re.sub(r"\s+", "", text.replace("\u00a0", " "))


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_every_assumption_is_in_the_book_in_full(modern, paper, lang):
    """The maker review found 2 of 14 assumptions on the bill's page at 5 pt (A4), none on
    Letter: each is now on a page of its own, every one whole, at 8 pt or more."""
    from houzhi.documents.sheet import build_sheet
    from houzhi.locale import use

    use(lang)
    try:  # every assumption as the terminal's sheet lists it, in the language spoken
        assumed = [p.text for p in build_sheet(modern).section("assumptions").paras()]
        fig = book_pages(modern, paper)[[t for t, _, _ in _PAGES].index("what houzhi assumes")]
        texts = [t for t in fig.texts if t.get_text().startswith("•")]
    finally:
        use("en")
    words = _unspaced(" ".join(t.get_text() for t in texts))
    assert len(assumed) == len(modern.assumptions) >= 14
    for a in assumed:
        assert _unspaced(a) in words, a
    assert len(texts) == len(assumed) and min(t.get_fontsize() for t in texts) >= 8
    # the maker's figures, with their reasons, among them
    if lang == "en":
        for figure in ("above the upper rope", "loops 縜 at most 一尺", "cutting margin 5%",
                       "thread: 3×", "paint: 2 coats", "(--depth to change)"):
            assert figure in " ".join(t.get_text() for t in texts).replace("\n", " "), figure


@pytest.mark.parametrize("b", [
    pytest.param(Allowances(shrink=Fraction(3, 100)), id="50-modern"),
    pytest.param(None, id="90-han")])
@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_sewing_page_gives_the_joins_in_order(b, paper):
    """The sewing page names every join in the order the sheet's SEWING step 3 gives it (the
    maker review found only "(the assembly page: bottom up)", and the assembly page lists them
    bottom up, not in the sewing order)."""
    built = (build(50, fabric=Fabric.modern("150 cm", seam="10 mm"), allowances=b)
             if b is not None else build(90))
    (assemble,) = [s for s in sewing(built) if s.title == "assemble"]
    fig = book_pages(built, paper)[[t for t, _, _ in _PAGES].index("sewing")]
    words = _unspaced(" ".join(t.get_text() for t in fig.texts))
    at = 0
    for n, (name, _length) in enumerate(assemble.joins, 1):
        found = words.find(f"{n}.{_unspaced(name)}", at)  # numbered, in order
        assert found >= at, (n, name)
        at = found
    assert "loops" in words and "continuedonthenextpage" not in words


def _layout_faults(fig, title):
    """What is wrong with the layout of the page ``fig`` (its ``title``), as a list of words:
    the text extents the renderer reckons, in mm of the paper (0.2 mm forgiven for
    rounding)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.render.book import _BLOCK, _MARGIN
    from houzhi.render.diagrams import DRAWINGS

    r = FigureCanvasAgg(fig).get_renderer()
    mm = fig.dpi / 25.4
    w, h = fig.bbox.width, fig.bbox.height
    edge, block = (_MARGIN - 0.3) * mm, (_MARGIN + _BLOCK) * mm  # the frame; the block's top
    faults = []
    drawn = [(ax, ax.get_tightbbox(r)) for ax in fig.axes]  # each axes as laid out (aspect too)
    texts = [(t, t.get_window_extent(r), t.get_position()[1] * h < block)
             for t in fig.texts if t.get_text().strip()]
    texts += [(t, t.get_window_extent(r), False) for ax, _ in drawn
              for t in [*ax.texts, ax.title, ax.xaxis.label, ax.yaxis.label]
              if t.get_text().strip() and t.get_visible()]
    for t, e, in_block in texts:
        if e.x0 < edge or e.x1 > w - edge or e.y0 < edge or e.y1 > h - edge:
            faults.append(f"off the frame: {t.get_text()!r}")
        if not in_block and e.y0 < block + 0.5 * mm:  # the title block's own words apart
            faults.append(f"into the title block: {t.get_text()!r}")
    for ax, e in drawn:
        if e.x0 < edge or e.x1 > w - edge or e.y1 > h - edge or e.y0 < block + 0.5 * mm:
            faults.append(f"a drawing off the frame or into the title block: {ax.get_title()!r}")
        if ax.axison:  # a plot's labels inside its axes
            frame = ax.get_window_extent(r).padded(0.2 * mm)
            for t in ax.texts:
                box = t.get_window_extent(r)
                if t.get_text().strip() and not (frame.x0 <= box.x0 and box.x1 <= frame.x1
                                                 and frame.y0 <= box.y0 and box.y1 <= frame.y1):
                    faults.append(f"past its plot's frame: {t.get_text()!r}")
    for (t, a, _), (u, c, _) in itertools.combinations(texts, 2):
        if (min(a.x1, c.x1) - max(a.x0, c.x0) > 0.2 * mm
                and min(a.y1, c.y1) - max(a.y0, c.y0) > 0.2 * mm):
            faults.append(f"{t.get_text()!r} over {u.get_text()!r}")
    if title == "diagrams":  # the knots' and seams' words off the ropes, threads and posts
        drawings = [ax for ax, _ in drawn]
        assert len(drawings) == len(DRAWINGS) and all(ax.get_title() for ax in drawings)
        for ax in drawings:
            strokes = [(s.get_path().transformed(s.get_transform()), s.get_linewidth())
                       for s in [*ax.lines, *ax.patches]]
            for t in ax.texts:
                box = t.get_window_extent(r)
                # a word may lie on a shape (the cloth) but not across its outline
                if any(path.intersects_bbox(box.padded(lw / 72 * fig.dpi / 2), filled=False)
                       for path, lw in strokes):
                    faults.append(f"on a stroke of the {ax.get_title()}: {t.get_text()!r}")
    return faults


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("gong", [50, 70])
def test_every_page_keeps_its_words_in_their_place(books, gong, paper, lang):
    """On every page of the book, on each paper and in each language, at 50弓 and at the
    鄉射's 70弓: every word inside the frame (the paper less its 12 mm margin; the maker review
    found the loop's label 0.11 in from a Letter page's edge), none into the title block
    (review 7: the cover's last line struck by it on Letter, the wind page's last row and
    the rigging order's last step on it), a plot's labels inside its frame (the 下綱's ran
    past the guyed post's; the long 侯東拉索錨 crossed the ground plan's), no two words over
    one another, and the knots' and seams' words off their ropes, threads and posts (the
    round turn's half hitches and the cleat hitch's tail lay over the post and the cleat)."""
    faults = [(title, f) for (title, _, _), fig in zip(_PAGES, books(gong, paper, lang),
                                                        strict=True)
              for f in _layout_faults(fig, title)]
    assert not faults, "\n".join(map(str, faults))


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_field_page_breaks_its_names_between_phrases(books, lang):
    """The field page's names above its fields break after the comma, each phrase whole
    (review 7: 「鄉射，侯道」 | 「五十弓」 split the range from its 侯道)."""
    fig = books(50, "A4", lang)[[t for t, _, _ in _PAGES].index("field")]
    (ax,) = fig.axes
    names = [t.get_text().split("\n") for t in ax.texts if "，" in t.get_text()]
    assert len(names) == 3
    for lines, gong in zip(names, ("五十", "七十", "九十"), strict=True):
        assert lines[1] == f"侯道{gong}弓" and lines[0].endswith("，"), lines


def test_the_cloth_to_buy_is_rounded_up_to_a_tenth_of_a_metre():
    """Fabric is cut from the roll in tenths of a metre: beside the exact length, the length to
    ask for, up to the next 0.1 m, worked by hand (15.07 m is 150.7 tenths: 151, 15.1 m; 15 m
    is 150 tenths already; 15.001 m is 150.01: 151)."""
    from houzhi.making.build import metres_as_sold

    assert metres_as_sold(Fraction(1507, 100)) == "15.07 m (buy 15.1 m: sold by the 0.1 m)"
    assert metres_as_sold(Fraction(15)) == "15.00 m (buy 15.0 m: sold by the 0.1 m)"
    assert metres_as_sold(Fraction(15001, 1000)).endswith("(buy 15.1 m: sold by the 0.1 m)")


def test_the_ground_page_sets_the_reference_pegs_of_the_digging_step():
    """The digging step's two reference pegs outward of each hole are on the ground page too,
    where the post's point is listed (maker review 6, finding 6): the 50弓's posts' feet stand
    5236 mm east and west of the centre line (22.666…尺 × 231 mm), so the pegs at 1 m and 2 m
    outward stand at x ±6236 and ±7236 mm, y 0."""
    words = " ".join(page_words(build(50), "ground").replace("\u00a0", " ").split())
    assert "The digging step's reference pegs, 1 m and 2 m outward of the posts" in words
    assert f"x ±{5236 + 1000}, ±{5236 + 2000}, y 0." in words


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("gong", [50, 70])
def test_the_post_drawing_keeps_its_words_apart_and_inside_its_frame(gong, paper, lang):
    """The east post on the ropes and posts page (maker review 6, finding 3: its title was
    struck by the frame, the 上綱's label lay over the plan's caption, the height over the
    note, 東 over the foot's note, the depth over it too, on Letter worst): every word of the
    drawing and of the hole's plan apart from every other by 0.3 mm, each inside the drawing's
    frame but the title, which stands above it; in each language and on each paper, for the
    鄉射's low 下綱 and the 大射's high one."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from houzhi.locale import use

    use(lang)
    try:
        b = build(gong)
        fig = book_pages(b, paper)[[t for t, _, _ in _PAGES].index("ropes and posts")]
    finally:
        use("en")
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    r = canvas.get_renderer()
    mm = fig.dpi / 25.4
    (post,) = [ax for ax in fig.axes if ax.get_title()]  # the one drawing with a title
    frame = post.get_window_extent(r)
    insets = [ax for ax in fig.axes if ax is not post and ax.get_title()] + [
        ax for ax in post.child_axes]
    texts = [t for ax in (post, *insets) for t in [*ax.texts, *([ax.title] if ax is not post
                                                                else [])]
             if t.get_text().strip()]
    assert len(texts) >= 8
    boxes = [(t.get_text(), t.get_window_extent(r)) for t in texts]
    for (s, a), (u, c) in itertools.combinations(boxes, 2):
        assert not a.padded(0.15 * mm).overlaps(c.padded(0.15 * mm)), (s, u)
    for s, e in boxes:
        assert (frame.x0 <= e.x0 and e.x1 <= frame.x1 and frame.y0 <= e.y0
                and e.y1 <= frame.y1), s
    title = post.title.get_window_extent(r)
    assert title.y0 >= frame.y1 and frame.x0 <= title.x0 and title.x1 <= frame.x1
    # the title clear of the page's words above it
    above = [t.get_window_extent(r) for t in fig.texts if t.get_text().strip()
             and t.get_window_extent(r).y0 > frame.y1]
    assert all(not title.overlaps(e) for e in above)


def test_the_field_page_gives_the_field_to_book_with_the_rigging_and_the_raising():
    """Maker review 6, finding 7: the field page gave 15.2 m × 73.9 m in its table and plot but
    21.8 m wide in its words, left out the raising south of the foot line, and plotted anchors
    and stakes outside its rectangles. At 50弓 the guys are anchored 47.2尺 = 10.9032 m east and
    west (a width of 21.8064 m); the hall's back 楣 stands 32丈 = 73.92 m north of the foot
    line; the posts, laid tops-south for the raising, reach from the head of each hole's ramp
    (half the 410 mm slot, and the ramp as long as the 1200 mm hole is deep) a post's length,
    (1200 + 4666.2) × √(1 + (5/18)²) = 6088.3 mm, south: 205 + 1200 + 6088.3 = 7493.3 mm, so
    the field is 21.8 m × (73.92 + 7.49) = 81.4 m. Table, words and plot say the same, and every
    point plotted lies inside its field's rectangle."""
    from matplotlib.patches import Rectangle

    width = 2 * 47.2 * 0.231
    post = (1200 + 4666.2) * (1 + (5 / 18) ** 2) ** 0.5
    length = 320 * 0.231 + (410 / 2 + 1200 + post) / 1000
    assert (f"{width:.1f}", f"{length:.1f}") == ("21.8", "81.4")
    fig = book_pages(build(50))[[t for t, _, _ in _PAGES].index("field")]
    words = " ".join(" ".join(t.get_text() for t in fig.texts).replace("\u00a0", " ").split())
    assert f"this build, with houzhi's rigging and raising {width:.1f} m × {length:.1f} m" in words
    assert "侯西拉索錨 * 侯東拉索錨 * the posts laid for the raising * 後楣 *" in words
    assert f"reach 7.5 m south of the target's foot line: {width:.1f} m × {length:.1f} m." in words
    (ax,) = fig.axes
    labels = " ".join(t.get_text().replace("\n", " ") for t in ax.texts)
    assert f"this build {width:.1f} × {length:.1f} m" in labels
    boxes = [p.get_bbox() for p in ax.patches if isinstance(p, Rectangle)]
    # where the ground may not be dug (maker review 8, finding 5) each guy's weight lies in its
    # anchor's place, its 2.4 m runners outward along the guy: 21.8064 + 2 × 2.4 = 26.6 m
    nd = width + 2 * 2.4
    assert f"{nd:.1f}" == "26.6"
    assert (f"the same, where the ground may not be dug {nd:.1f} m × {length:.1f} m "
            "the west guy's weight the east guy's weight") in words
    assert f"so that field is wider: {nd:.1f} m × {length:.1f} m, its last row." in words
    assert f"no dig: {nd:.1f} × {length:.1f} m" in labels
    assert len(boxes) == 5  # the 鄉射's three fields, this build's and its no-dig one
    assert boxes[-2].width == pytest.approx(width, abs=1e-6)
    assert boxes[-2].height == pytest.approx(length, abs=1e-3)
    assert boxes[-1].width == pytest.approx(nd, abs=1e-6)
    assert boxes[-1].height == pytest.approx(length, abs=1e-3)
    for line in ax.get_lines():
        for x, y in line.get_xydata():
            if x != x or y != y:  # a gap between two lines drawn as one artist (NaN)
                continue
            assert any(b.x0 - 1e-6 <= x <= b.x1 + 1e-6 and b.y0 - 1e-6 <= y <= b.y1 + 1e-6
                       for b in boxes), (x, y)


#: the first words of the no-dig drawings' keys' lines: the tabernacle's, the base's, the guy
#: weight's headings and their lettered parts
_KEY_STARTS = ("left: seen along the bolts", "mm; the east post's base", "a guy's weight (houzhi",
               *(f"{letter}  " for letter in "ABCDEFG"))


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_no_dig_drawings_keys_fit_a_translation_twice_as_long(monkeypatch, paper, lang):
    """The keys of the no-dig drawings (the tabernacle's A–G, the base's A–G, the guy weight's
    A–D) are wrapped to the room beside their drawing and set smaller, down to a floor, where
    they are long: a translation of every line of them twice as long (a Chinese key one
    character longer ran past the frame on Letter) stays inside the frame, off the title block
    and off the drawings' other words, at no less than the floor."""
    from houzhi.locale import use
    from houzhi.render import diagrams

    own = diagrams._

    def twice(msgid):
        said = own(msgid)
        return f"{said} {said}" if msgid.startswith(_KEY_STARTS) else said

    monkeypatch.setattr(diagrams, "_", twice)
    keys = []  # each key as set, and the words it was given

    def key(ax, x, y, items, **kw):
        diagrams_key(ax, x, y, items, **kw)
        keys.append((ax, ax.texts[-1], items))

    diagrams_key = diagrams._key
    monkeypatch.setattr(diagrams, "_key", key)
    names = [t for t, _, _ in _PAGES]
    use(lang)
    try:
        pages = book_pages(build(50), paper)
    finally:
        use("en")
    for title in ("the no-dig work", "where the ground may not be dug", "the weighted base"):
        fig = pages[names.index(title)]
        assert not _layout_faults(fig, title), (title, _layout_faults(fig, title))
    set_ = [(text, items) for ax, text, items in keys if text in ax.texts]  # not the retried
    assert len(set_) == 3
    for text, items in set_:
        # every line doubled (its words twice), all of them set, at no less than the floor
        assert all(len(item) > 2 * len(item.split(" ", 1)[0]) for item in items)
        assert "".join(text.get_text().split()) == "".join("".join(items).split())
        assert text.get_fontsize() >= diagrams.KEY_FLOOR_PT


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_no_dig_order_of_work_is_set_a_step_a_row(books, modern, paper, lang):
    """Issue 21: the no-dig work page sets the order of the work a step a row, its number
    hanging in a column of its own (a text of its own), as the dug steps are set, and the
    lowering after it, a step a row or, where that would take the page's type under 8 pt, its
    numbered steps in one paragraph; every step's words on the page."""
    from houzhi.locale import use

    fig = books(50, paper, lang)[[t for t, _, _ in _PAGES].index("the no-dig work")]
    texts = [t.get_text().replace("\u00a0", " ") for t in fig.texts]
    flat = "".join("".join(texts).split())
    use(lang)
    try:
        (row,) = [r for r in rigging(modern).rows if r.label == _no_dig_label()]
    finally:
        use("en")
    order, lower = row.lists
    assert {f"{n}." for n in range(1, len(order.steps) + 1)} <= set(texts)
    for step in (*order.steps, *lower.steps):
        assert "".join(step.split()) in flat, step[:40]
    assert order.title in texts and lower.title in texts
    # the lowering's steps a row each, or numbered in one paragraph
    assert (f"{len(lower.steps)}." in texts[texts.index(lower.title):]
            or any(t.startswith("1. ") and f"{len(lower.steps)}. " in t for t in texts))


def _no_dig_label():
    from houzhi.locale import _

    return _("where the ground may not be dug")
