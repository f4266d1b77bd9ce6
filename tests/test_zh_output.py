"""The commands in Chinese: no English word of houzhi's own left in their zh-Hant and zh-Hans
output, 简体 output in simplified characters outside what the texts write, and the English
output untouched by the translation.

What may stay in Latin letters (the allow-list, :data:`ALLOWED`): the units' symbols (m, mm, cm,
m², km, N, kN, kg), the axes x and y, the options and keys the reader types (``--rite``, ``--standard
han``, ``houzhi source 二正``, a rule's key such as ``gong``), file names, the Kanripo ids of
the editions (KR1d0028), a character's code point (U+2460), the leaf numbers of the
citations (葉88a), what the reader typed, quoted in a refusal ('5x'), and the lists of the names
and keys a refusal says houzhi knows (可用者：, 最近者：), which are what the reader may type.

The broad test (:func:`test_no_english_word_of_houzhi_s_own`) cuts the canon's own prose
before the check, by its marks (:data:`DATA`): what follows a Chinese label (假定：, 案：, 其故：,
不言：, 不可得：, 補算（†）…：, a reading's ——). The strict test
(:func:`test_no_english_in_the_canon_s_prose_either`) cuts nothing but the readings' reasons for
a figure they reckon or cannot give (補算（†）…：, 不可得：, 不言：), still English: over the
commands and options whose canon prose is translated (the rites' and the marks' assumptions,
the ground's notes, ``check``'s figures and notes, the gear, the 大射's stack, the count), every
word is checked.
"""

from __future__ import annotations

import re

import pytest

from houzhi.cli import main

COMMANDS = (
    ("target", "50"),
    ("target", "90"),
    ("target", "70", "--reading", "郝敬"),
    ("target", "70", "--hides", "敖繼公"),
    ("readings", "70"),
    ("check",),
    ("ground", "--range", "50"),
    ("source", "躬"),
    ("source", "二正"),
    ("why", "70", "下綱"),
    ("why", "50", "上綱"),
)

#: Errors the reader meets most, each refused in one line (exit 2)
ERRORS = (
    ("target", "0"),
    ("target", "500"),
    ("target", "5x"),
    ("target", "五十弓x"),
    ("target", "50", "--breadth", "50"),
    ("target", "50", "--reading", "鄭x"),
    ("target", "50", "--rite", "乡x"),
    ("target", "50", "--standard", "qin"),
    ("target", "50", "--dxf", "a.txt"),
    ("target", "50", "--hides", "敖繼公"),
    ("why", "50", "下綱x"),
    ("ground", "--rank", "諸侯"),
)

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_'’]*")
ALLOWED = re.compile(
    r"--[a-z][a-z-]*(?: [a-z_]+\b(?![^\s]*'s))?"  # an option (and a key given with it)
    r"|houzhi (?:target|check|source|readings|ground|why|cite|dashe)\b"  # a command to type
    r"|(?<![A-Za-z])(?:m/s|m²|mm|cm|km|m|kN|N|kg|in|ft|yd|x|y)(?![A-Za-z])"  # units, axes
    r"|\bM\d{1,2}\b"  # an ISO metric bolt's size (M16), as the hardware is sold
    r"|\bSS400\b"  # the JIS steel grade a Taiwanese fabricator buys for S235
    r"|\bDIN \d{2,5}\b"  # a hardware standard's number (DIN 985), as the part is sold
    r"|\b(?:DXF|PDF|SVG|PNG|CSV)\b"  # file formats
    r"|[\w.-]*\.(?:dxf|pdf|svg|png|toml|txt|DXF|PDF|SVG|PNG)\b"  # file names, extensions
    r"|'[^'\s]*'"  # what the reader typed, quoted in a refusal
    r"|「[^」\s]*」|“[^”\s]*”"  # the same in Chinese marks
    r"|KR\d\w+|U\+[0-9A-F]{4,6}|[葉叶]\d+[ab](?:/\d+[ab])?"  # ids, code points, leaves
    r"|\bKanripo\b"  # the Kanseki Repository, by the name houzhi gives it in Chinese
    r"|例 [a-z_]+|（代[號号] [a-z_]+）"  # a rule's key, as houzhi source takes it
    r"|尺制：[a-z]+"  # a standard's key
    r"|FILE"  # the metavar of an option
)

#: Where the canon's own prose begins on a line: what follows it is data, not houzhi's words
#: (each label in both scripts).
_LABELS = ("可用者：", "最近者：", "假定：", "案：", "其故：", "不言：", "不可得：", "（†）", "不能縫此侯：",
           "不能缝此侯：")
DATA = re.compile("|".join(map(re.escape, _LABELS))
                  + r"|^綱（[^）]*）：|^纲（[^）]*）：|^\s*\S+——(?!.*侯道)|[說说]不可得[^：]*："
                  r"|——[^—]*$|^例 [^：]*：|^  本程式：|^  本程序：")
#: Spans of a line that name a figure in the statement's own words (canon data), cut out
SPANS = re.compile(r"(?<=所言之數 ).*?(?=：「)|(?<=所言之数 ).*?(?=：“)")


def _run(capsys, lang: str, argv: tuple[str, ...]) -> tuple[int, str, str]:
    code = main(["--lang", lang, *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def _houzhi_words(text: str, check_table: bool = False) -> list[str]:
    """The Latin words of ``text`` that are houzhi's own: outside the allow-list and before any
    of the canon's prose on their line."""
    from houzhi.documents._text import _width

    left: list[str] = []
    first = 0
    for i, line in enumerate(text.splitlines()):
        if check_table and i == 1 and set(line) <= {"-", " "}:
            first = len(line.split("  ")[0])
        if check_table and first and i > 1:
            # the first column is the statement's name of its figure (canon data)
            cut, used = 0, 0
            while cut < len(line) and used < first:
                used += _width(line[cut])
                cut += 1
            line = line[cut:]
        line = SPANS.sub(" ", line)
        m = DATA.search(line)
        line = line[:m.start()] if m else line
        line = ALLOWED.sub(" ", line)
        left += _WORD.findall(line)
    return left


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_no_english_word_of_houzhi_s_own(capsys, lang, argv):
    code, out, err = _run(capsys, lang, argv)
    assert code in (0, 1), err
    assert out.strip()
    assert _houzhi_words(out, check_table=argv[0] == "check") == []


#: Commands and options whose words are all houzhi's own or translated from the canon's prose
#: (the rites' and the marks' assumptions, the ground's notes, check's figure names, the gear, the
#: 大射's stack, the count): nothing is cut but the reasons a reading's figure is reckoned or not
#: given (補算（†）…：, 不可得：, 不言：), which are still the readings' English.
STRICT = (
    ("target", "50"),
    ("target", "43"),
    ("target", "90", "--hides", "敖繼公"),
    ("target", "90", "--hides", "陳祥道"),
    ("target", "50", "--rite", "燕射", "--rank", "士"),
    ("target", "50", "--rite", "燕射", "--rank", "天子", "--danzhi", "一說"),
    ("target", "90", "--rite", "大射", "--rank", "天子"),
    ("target", "50", "--rite", "大射", "--rank", "大夫"),
    ("target", "50", "--rite", "賓射", "--rank", "天子"),
    ("target", "70", "--rite", "賓射", "--rank", "諸侯"),
    ("target", "50", "--reading", "敖繼公"),
    ("ground", "--range", "70"),
    ("ground", "--rite", "大射", "--rank", "天子"),
    ("ground", "--rite", "大射", "--rank", "大夫"),
    ("dashe",),
    ("dashe", "--rank", "天子"),
    ("gear",),
    ("gear", "--rite", "頖宮"),
    ("bolts", "50", "70", "90", "43"),
    ("plan", "50"),
    ("score", "5", "3"),
    ("score", "0", "0"),
    ("check",),
    ("ground", "--rite", "頖宮"),
    ("convert", "1丈"),
    ("target", "50", "--lang", "zh-TW"),
)
#: Where the readings' own reasons begin (not yet translated: Reading.reckoned, not_given)
REASONS = re.compile(r"（†）|不可得：|不言：|——不可得|說不可得|说不可得")
#: The 尺制's key the reader types (尺制：han) and the standard's in convert
_STANDARD = re.compile(r"(?<![A-Za-z])han(?![A-Za-z])")


def _strict_words(text: str) -> list[str]:
    """Every Latin word of ``text`` outside the allow-list, the readings' reasons cut."""
    left: list[str] = []
    for line in text.splitlines():
        m = REASONS.search(line)
        line = line[:m.start()] if m else line
        line = ALLOWED.sub(" ", _STANDARD.sub(" ", line))
        left += _WORD.findall(line)
    return left


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", STRICT, ids=" ".join)
def test_no_english_in_the_canon_s_prose_either(capsys, lang, argv):
    """The rites' and the marks' assumptions, the ground's notes, the figures' names, the gear,
    the 大射's stack and the count, in Chinese: not cut as canon data, every word checked."""
    code, out, err = _run(capsys, lang, argv)
    assert code in (0, 1), err
    assert out.strip()
    assert _strict_words(out) == []


def test_the_strict_check_finds_english(capsys):
    """Not blind: the English assumptions and notes are full of words."""
    _code, out, _err = _run(capsys, "en", ("ground", "--range", "70"))
    assert {"assumed", "the", "hall"} <= set(_strict_words(out))


#: The build sheets checked: the 鄉射's on Han cloth and on a modern fabric, the 大射's (its
#: hides' 飾), 郝敬's, the 燕射's (its beasts' heads on a white ground) and the 賓射's
BUILDS = (("build", "50"), ("build", "50", "--width", "150 cm"),
          ("build", "70", "--rite", "大射", "--rank", "諸侯"), ("build", "70", "--reading", "郝敬"),
          ("build", "50", "--rite", "燕射", "--rank", "士"), ("build", "50", "--rite", "賓射"))
#: What the rigging section may keep in Latin letters besides the units: the engineering's
#: symbols and units (q, F, H = …, kN, MPa, c_f, k_mod …) and the titles of its sources
ENGINEERING = re.compile(
    r"H\. M\. Irvine, Cable Structures"  # the sagging rope's length, in the ropes section
    r"|B\. Toss|J\. Vigor, Cleats and the bottom line"  # the cleat's size per rope
    r"|(?:B\.\sB\.\s)?Broms|J\.\sSoil\sMech\.\sFound\.\sDiv\.\sASCE|\bSM[23]\b"  # the posts' feet
    r"|(?<![A-Za-z])(?:kN|N|Pa|MPa|kg|g|L|s)(?![A-Za-z])"  # SI units (m/s, N·m, kg/m³ …)
    r"|(?<![A-Za-z])[A-Za-z](?:_[A-Za-z,]+)?(?![A-Za-z])"  # a formula's symbols: q, F, c_f
    r"|\bcos\b|\bsin\b|\bln\b"  # a formula's functions (the guy's pull; the gusts' turbulence)
    r"|\bEA\b|\bLu\b|\bIrvine\b"  # the stretching rope's stiffness, unstretched length, source
    r"|\bEN [\d-]+(?::\d+)?|\bC24\b|\bk_mod\b"  # the standards cited
    r"|Hoerner|Fluid-Dynamic Drag|Engineering ToolBox|Polyester Polyolefin Rope – Strength"
    r"|Rhino Rope"  # the least stretch of a polyester rope
    r"|(?<![A-Za-z])(?:GPa|kPa|EI)(?![A-Za-z])")  # the post in second order, the clay's strength
#: litres of paint (0.09 L)
LITRES = re.compile(r"\d+\.\d+ L\b")
#: Where the ground's own notes of a stake point begin (the ground's data, not houzhi's words)
STAKE_NOTE = re.compile(r" — .*$")


def _sheet_words(text: str) -> list[str]:
    """The Latin words of a build sheet that are houzhi's own: as :func:`_houzhi_words`, with
    the engineering's symbols allowed in the rigging section and the ground's notes of the
    stake points cut."""
    left: list[str] = []
    section = ""
    for line in text.splitlines():
        if not line:  # a section ends at a blank line; its heading is its first line
            section = ""
        elif not section:
            section = line
        # the rigging section, and the ropes' (their cut length: the sagging rope's formula)
        if section.startswith(("繩索、植與風", "绳索、植与风", "綱（", "纲（")):
            line = ENGINEERING.sub(" ", line)
        elif section.startswith("定位"):
            line = STAKE_NOTE.sub("", line)
        line = LITRES.sub(" ", line)
        left += _houzhi_words(line)
    return left


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", BUILDS, ids=" ".join)
def test_build_sheet_in_chinese(capsys, lang, argv):
    code, out, err = _run(capsys, lang, argv)
    assert code == 0, err
    assert "CLOTH TO BUY" not in out and "rigging" not in out.lower()
    assert _sheet_words(out) == []


def test_the_sheet_check_finds_english(capsys):
    """The build's check is not blind: the English sheet is full of houzhi's words, in the
    rigging section too."""
    _code, out, _err = _run(capsys, "en", BUILDS[0])
    words = set(_sheet_words(out))
    assert {"wash", "seam", "loops", "posts"} <= words


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", ERRORS, ids=" ".join)
def test_errors_in_chinese(capsys, lang, argv):
    code, out, err = _run(capsys, lang, argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    head = "houzhi: 錯誤：" if lang == "zh-Hant" else "houzhi: 错误："
    assert err.startswith(head)
    assert _houzhi_words(err.removeprefix(head)) == []


def test_the_check_finds_english(capsys):
    """The check is not blind: the English output of a command is full of houzhi's words."""
    _code, out, _err = _run(capsys, "en", ("target", "50"))
    assert {"strip", "reading", "painted"} <= set(_houzhi_words(out))


@pytest.mark.parametrize("argv", COMMANDS[:1] + COMMANDS[4:5] + COMMANDS[7:8] + BUILDS[:1],
                         ids=" ".join)
def test_simplified_outside_what_the_texts_write(capsys, argv):
    """Every character of the 简体 output that OpenCC would simplify is one the texts write: it
    stands in the English output too (a name, a quotation, a citation, a term), never in a word
    houzhi composes in Chinese."""
    opencc = pytest.importorskip("opencc")
    t2s = opencc.OpenCC("t2s.json")
    _c, english, _e = _run(capsys, "en", argv)
    _c, hans, _e = _run(capsys, "zh-Hans", argv)
    _c, hant, _e = _run(capsys, "zh-Hant", argv)
    texts = set(english)
    traditional = {ch for ch in set(hans) if t2s.convert(ch) != ch and ch not in texts}
    assert traditional == set()
    if argv[0] == "target":  # and the 繁體 output has words of houzhi's own 简体 writes otherwise
        assert any(t2s.convert(ch) != ch and ch not in texts for ch in set(hant))


def test_english_output_untouched(capsys):
    """English is the source: gettext's English is the message as written, in any order of
    runs in one process (a Chinese run leaves no trace)."""
    _c, before, _e = _run(capsys, "en", ("target", "70"))
    _run(capsys, "zh-Hant", ("target", "70"))
    _c, after, _e = _run(capsys, "en", ("target", "70"))
    assert after == before
    assert "strip" in before and "部位" not in before


def _book_texts(lang: str, **kw) -> dict[str, list[str]]:
    """The texts of each page of the build book of ``kw`` in ``lang``, by the page's title."""
    from matplotlib.text import Text

    from houzhi.locale import language, use
    from houzhi.making.build import build
    from houzhi.render.book import _PAGES, book_pages

    before = language()
    use(lang)
    try:
        b = build(**kw)
        pages = book_pages(b, "A4")
        return {title: [t.get_text() for t in fig.findobj(Text)]
                for (title, _draw, _across), fig in zip(_PAGES, pages, strict=True)}
    finally:
        use(before)


def _book_words(pages: dict[str, list[str]]) -> list[str]:
    """The Latin words of the book's pages that are houzhi's own: as :func:`_houzhi_words`,
    the wind and rigging-order pages with the engineering's symbols allowed, the standard's key (han) allowed, and
    the list of assumptions (each "• 假定：…", the canon's prose wrapped over lines) cut."""
    left: list[str] = []
    for title, texts in pages.items():
        for text in texts:
            if text.startswith("•"):
                continue
            # the rigging section's rows: the wind's page and the work's (the knots' rope),
            # and the ropes' cut length (the sagging rope's formula), read as one text: a
            # source's title wrapped over two lines is still its title
            # and the tabernacle's drawing, its parts lettered A–G (the rigging order's
            # continued page), and a guy's weight's, lettered A–D (the no-dig work's)
            if title in ("rigging against the wind", "rigging and raising",
                         "rigging and raising, continued", "knots, guys and feet",
                         "the no-dig work", "the guys' weights",
                         "where the ground may not be dug",
                         "the weighted base", "ropes and posts"):
                text = ENGINEERING.sub(" ", text.replace("\n", " "))
            for line in text.splitlines():
                line = LITRES.sub(" ", re.sub(r"\bhan\b", " ", line))
                left += _houzhi_words(line)
    return left


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_book_in_chinese(lang):
    """Every page of the 鄉射's build book, its drawings' titles and labels too, keeps no
    English word of houzhi's own in Chinese."""
    assert _book_words(_book_texts(lang, range_=50)) == []


def test_the_book_check_finds_english():
    words = set(_book_words(_book_texts("en", range_=50)))
    assert {"cutting", "plan", "seam", "sheet", "rope"} <= words


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("range_", [50, 70, 90])
def test_a_stated_strip_cites_the_passage_that_states_it(capsys, lang, range_):
    """Z13: a strip whose length its author states (鄭玄明言, 賈公彥明言) cites in its source
    column the passage that states it — the 注 or the 疏, not the 記's rule it rests on — and
    that passage's words give the strip's length (the statement read from the quote)."""
    from houzhi.canon.statements import STATEMENTS
    from houzhi.documents.tables import PIECE_FIGURES
    from houzhi.model.target import Target

    code, out, _ = _run(capsys, lang, ("target", str(range_)))
    assert code == 0
    t = Target.of(range_)
    figures = t.figures()
    lines = out.splitlines()
    head = next(k for k, line in enumerate(lines) if set(line) <= {"-", " "} and line)
    rows = lines[head + 1:head + 1 + len(t.pieces)]
    stated = 0
    for p, row in zip(t.pieces, rows, strict=True):
        key = PIECE_FIGURES[p.key.removesuffix("_rest")]
        b = figures[key].basis
        if b.kind != "stated":
            continue
        stated += 1
        source = row.split("  ")[-1].strip()
        layer = {"記": "〉記 ", "經": "〉經 "}.get(b.by, f"〉{b.by}")
        assert layer in source, (row, b.by)
        said = [s for s in STATEMENTS if s.key == key and s.range_gong == range_
                and s.reading is None and s.citation.ref == source]
        assert said and all(s.expected == p.length_chi for s in said), (row, source)
    assert stated >= 4


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_refusal_lists_the_nearest_names_in_characters(capsys, lang):
    """Z33: an unknown name for houzhi source or why is refused with the names nearest it, called
    相近者 (not 可用者: they are not all houzhi knows), each in characters (a key beside its
    characters), what the reader typed in the language's quotation marks."""
    from houzhi.canon.figures import FIGURES

    code, _, err = _run(capsys, lang, ("source", "xyz"))
    assert code == 2
    near = err.strip().split("：")[-1]
    names = re.split("[、，]", near)
    assert "相近者" in err and "可用者" not in err and len(names) > 1
    assert all(re.fullmatch(r"[^\x00-\x7f]+（[a-z_]+）", n) for n in names), names
    assert ("「xyz」" if lang == "zh-Hant" else "“xyz”") in err and "'xyz'" not in err
    code, _, err = _run(capsys, lang, ("why", "50", "不存在"))
    assert code == 2
    known = err.strip().split("：")[-1].split("、")
    chars = {d.chars for d in FIGURES.values()}
    assert len(known) == len(FIGURES) and not re.search("[A-Za-z]", err.split("不存在")[-1])
    if lang == "zh-Hant":
        assert set(known) == chars
    code, _, err = _run(capsys, lang, ("target", "50", "--reading", "王安石"))
    assert code == 2 and "'" not in err


def test_an_english_refusal_keeps_its_keys(capsys):
    code, _, err = _run(capsys, "en", ("source", "xyz"))
    assert code == 2 and err.startswith("houzhi: error: unknown rule or figure 'xyz'; known: ")
    assert re.fullmatch(r"[a-z_]+(, [a-z_]+)+", err.strip().split("known: ")[-1])


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", [("--range", "50"), ("--rite", "大射"), ("--range", "90")])
def test_the_field_s_sides_agree_with_the_table(capsys, lang, argv):
    """Z34: a side of the field set by the far end of a line (the 上綱's east end, the table
    staking its west end) says so (之東端): no line says 東 of an item the table puts 西."""
    from houzhi.documents.field import field_lines
    from houzhi.locale import language, use
    from houzhi.model.ground import dashe_ground, xiangshe_ground

    g = dashe_ground() if "大射" in argv else xiangshe_ground(int(argv[1]))
    before = language()
    use(lang)
    try:
        lines = field_lines(g)[1:5]
    finally:
        use(before)
    side = {"west": ("西", "西"), "east": ("東", "东"), "south": ("南", "南"),
            "north": ("北", "北")}
    ends = 0
    for line, (s, coord, key) in zip(lines, g.extent.sides, strict=True):
        it = g.item(key)
        at = it.at[0] if s in ("west", "east") else it.at[1]
        word = side[s][lang == "zh-Hans"]
        if coord != at:
            ends += 1
            assert f"{it.name}之{word}端" in line or f"之{word}端" in line, line
        else:
            assert "端" not in line, line
    assert ends >= 1


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_rule_is_named_by_its_characters_its_key_after(capsys, lang):
    """Z19: houzhi source names a rule by its characters (例 躬：…), its key (which houzhi source
    also takes) after the statement, (代號 gong_nie_chongyi), never first."""
    code, out, _ = _run(capsys, lang, ("source", "躬"))
    assert code == 0
    rules = [line for line in out.splitlines() if line.startswith("例 ")]
    assert len(rules) >= 5
    for line in rules:
        head = line.split("：", 1)[0]
        assert not re.search("[A-Za-z]", head), line
        key = re.search(r"（代[號号] ([a-z_]+)）$", line)
        assert key, line
        code, again, _ = _run(capsys, lang, ("source", key.group(1)))
        assert code == 0 and line in again.splitlines()


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", [("readings", "50"), ("source", "躬"), ("source", "侯中")])
def test_no_undefined_algebra_in_chinese(capsys, lang, argv):
    """Z18: the rules and the readings say their lengths in words (躬倍中, 中之長除以幅廣), not
    by letters a reader was never told (2c, c/w, (n − 1)/2) — unless the line says what they
    are (c 為中之長)."""
    code, out, _ = _run(capsys, lang, argv)
    assert code == 0
    for line in out.splitlines():
        if re.search(r"(?<![A-Za-z_])\d?[cwn](?![A-Za-z_])(?!\s*[為为])", line.split("「")[0]):
            assert re.search("c [為为]中之", line), line


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("standard", ["han", "ming"])
def test_the_build_sheet_names_its_standard_in_chinese(capsys, lang, standard):
    """Z8: the build sheet's 尺制 is the standard's name (周秦西漢), as the ground's title says
    it, not its key (han); English keeps the key the reader types."""
    from houzhi.locale import display, language, use
    from houzhi.measure.units import get_standard

    std = get_standard(standard)
    code, out, _ = _run(capsys, lang, ("build", "50", "--width", "150 cm", "--seam", "1 cm",
                                       "--standard", standard))
    assert code == 0
    before = language()
    use(lang)
    try:
        label = display(std.label)
    finally:
        use(before)
    assert f"尺制：{label}" in out and f"尺制：{standard}" not in out
    code, ground, _ = _run(capsys, lang, ("ground", "--range", "50", "--standard", standard))
    assert code == 0 and f"尺制：{label}" in ground
    code, out, _ = _run(capsys, "en", ("build", "50", "--width", "150 cm", "--standard", standard))
    assert f"尺 standard {standard} " in out


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_stake_out_places_as_the_ground_does(capsys, lang):
    """Z20: the build sheet's stake-out gives each place as the ground's table does, 東/西 and
    北/南 with the length (西三丈, 0), never 負三丈 or 〇尺; its millimetres keep their sign, and
    the length read back from the words is the millimetres' (under the 尺 of 231 mm)."""
    from houzhi.measure.notation import parse_measure

    code, out, _ = _run(capsys, lang, ("build", "50", "--width", "150 cm", "--seam", "1 cm"))
    assert code == 0
    stakes = [line for line in out.splitlines() if re.match(r"\s+\S+?( \*)?：x ", line)]
    assert len(stakes) >= 10
    assert not any("負" in s or "负" in s or "〇尺" in s for s in stakes)
    for line in stakes:
        for axis, pos, neg in (("x", "東东", "西"), ("y", "北", "南")):
            m = re.search(axis + r" (0|([" + pos + neg + r"])(\S+?)（(-?\d+) mm）)[，,；;]", line)
            assert m, (axis, line)
            if m.group(1) == "0":
                continue
            chi = parse_measure(m.group(3)).to("chi").magnitude
            sign = 1 if m.group(2) in pos else -1
            assert round(sign * float(chi) * 231) == int(m.group(4)), line


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", [("check",), ("source", "躬")])
def test_a_collation_note_says_its_own_label(capsys, lang, argv):
    """Z21: a 校 note stands under its figure as 校：大當作丈, not 案：校：… (two labels), its
    colon full-width; every 校 of the statements shown is there."""
    from houzhi.canon.statements import STATEMENTS

    code, out, _ = _run(capsys, lang, argv)
    assert code in (0, 1)
    assert "案：校" not in out and "校: " not in out
    lines = [line.strip() for line in out.splitlines()]
    wanted = {s.citation.note for s in STATEMENTS if s.citation.note.startswith("校: ")}
    found = [line for line in lines if line.startswith("校：")]
    assert found and len({f.split("（")[0] for f in found}) <= len(wanted)


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_cite_in_chinese(capsys, lang):
    """Z23: houzhi's own entry has a Chinese title and authors, never 侯制 for itself; the work
    known from a web transcription names its author's dynasty as the editions' statements do,
    and its edition in the reader's words (網路錄文, 网络录文); no English left but the keys."""
    from houzhi.documents.bibliography import WEB_DYNASTIES

    code, out, _ = _run(capsys, lang, ("cite",))
    assert code == 0
    head = out.split("\n}\n")[0]
    assert "侯制" not in head and "developers" not in head and "archery" not in head
    web = out[out.index("@book{web1"):]
    web = web[:web.index("\n}")]
    author = re.search(r'author = "(\S+)"', web).group(1)
    assert f"{display_in(lang, WEB_DYNASTIES[author])} {author}" in web
    assert ("網路錄文" if lang == "zh-Hant" else "网络录文") in web and "網絡" not in web


def display_in(lang: str, text: str) -> str:
    from houzhi.locale import display, language, use

    before = language()
    use(lang)
    try:
        return display(text)
    finally:
        use(before)


def test_the_hides_reader_said_once_when_he_is_the_reading_s(capsys):
    """Z25: 從鄭玄說；皮飾亦從鄭玄 where the hides' reader is the reading's author (not 從鄭玄說；
    皮從鄭玄說); another reader of the hides keeps his own clause; the 尺 column is 尺數."""
    from houzhi.model.target import Target

    t = Target.of(70)
    assert t.setting.hides is not None and t.setting.hides.label == t.reading.label
    code, out, _ = _run(capsys, "zh-Hant", ("target", "70"))
    assert code == 0
    lead = out.splitlines()[1]
    who = t.reading.label
    assert f"皮從{who}說" not in lead and f"皮飾亦從{who}" in lead
    assert out.splitlines()[2].split()[2] == "尺數"
    code, out, _ = _run(capsys, "zh-Hant", ("target", "70", "--hides", "敖繼公"))
    assert code == 0 and "皮從敖繼公說" in out.splitlines()[1]


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("range_", [70, 90])
def test_a_range_in_the_notes_as_the_texts_write_it(capsys, lang, range_):
    """Z20: a range in the 大射's notes is written as the texts write it (七十弓), not 70弓;
    the number read back from the words is the range's."""
    from houzhi.measure.notation import parse_number

    code, out, _ = _run(capsys, lang, ("target", str(range_)))
    assert code == 0
    notes = [line for line in out.splitlines() if line.startswith("假定：")]
    assert notes and not any(re.search(r"\d+弓", line) for line in notes)
    said = re.search(r"：([一二三四五六七八九十]+)弓者", "\n".join(notes))
    assert said and parse_number(said.group(1)) == range_


#: The commands whose 简体 output is checked for unmarked traditional characters: the ones above,
#: the readings that quote most, the passages, and every command's --help
QUOTING = (*COMMANDS, *BUILDS, ("readings", "50"), ("target", "50", "--reading", "郝敬"),
           ("target", "50", "--reading", "劉敞"), ("target", "50", "--rite", "燕射", "--rank", "大夫"),
           ("target", "50", "--rite", "大射", "--rank", "諸侯"), ("check", "--passages"),
           ("source", "丹质"), ("source", "中"), ("gear",), ("dashe",), ("score", "23", "十九"),
           ("--help",), *((c, "--help") for c in ("target", "readings", "why", "check", "source",
                                                   "ground", "build", "plan", "drawings", "gear",
                                                   "dashe", "score", "cite", "convert", "bolts")))
#: a quotation in 简体 output (argparse may wrap one over two lines)
_QUOTATION = re.compile(r"“[^”]*”|‘[^’]*’")


@pytest.mark.parametrize("argv", QUOTING, ids=" ".join)
def test_every_kept_traditional_character_is_quoted(capsys, argv):
    """简体 output keeps the texts' words as their edition writes them only in quotation marks:
    outside “” and ‘’ every character is simplified (OpenCC t2s leaves it as it is), so a kept
    run is always seen to be a quotation and none is simplified halfway — but for 豐, the
    stand's name, which tools/zh_Hans.toml keeps."""
    opencc = pytest.importorskip("opencc")
    t2s = opencc.OpenCC("t2s.json")
    try:
        _c, hans, _e = _run(capsys, "zh-Hans", argv)
    except SystemExit:
        hans = capsys.readouterr().out
    assert "“" in hans or argv[-1] == "--help" or argv[0] in ("gear", "score")
    bare = _QUOTATION.sub("\n", hans).replace("豐", "")
    left = [line for line in bare.splitlines() if t2s.convert(line) != line]
    assert left == []


def test_the_quoted_check_finds_a_bare_traditional_run():
    """The check is not blind: the 繁體 output of a command that quotes is full of characters t2s
    changes outside any “”."""
    opencc = pytest.importorskip("opencc")
    t2s = opencc.OpenCC("t2s.json")
    from houzhi.locale import display, use

    use("zh-Hans")
    try:
        assert display("（植則在兩旁邪豎之）") == "（植则在两旁邪竖之）"  # bare: simplified
        assert display("（「植則在兩旁邪豎之」）") == "（“植則在兩旁邪豎之”）"  # quoted: kept
    finally:
        use("en")
    bare = _QUOTATION.sub("\n", "纲（“上綱與下綱出舌尋”）（植則在兩旁邪豎之）")
    assert [line for line in bare.splitlines() if t2s.convert(line) != line]


#: a half-width parenthesis or colon set after a Chinese character ((‡) and (*), the marks'
#: symbols, and argparse's usage lines aside)
_HALF_WIDTH = re.compile(r"[\u3400-\u9fff] ?\((?![*‡])|[\u3400-\u9fff]: ")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("argv", QUOTING, ids=" ".join)
def test_chinese_punctuation_is_full_width(capsys, lang, argv):
    """In Chinese, houzhi's parentheses and colons beside Chinese words are full-width (一丈（2310
    mm）, 賈疏：「…」), not the English ones (一丈 (2310 mm), 賈: …)."""
    try:
        _c, out, _e = _run(capsys, lang, argv)
    except SystemExit:
        out = capsys.readouterr().out
    usage = re.compile(r"^(?:用法：|\s+\[|\s+\{)")
    left = [line for line in out.splitlines() if _HALF_WIDTH.search(line) and not usage.search(line)]
    assert left == []


def test_the_punctuation_check_finds_half_width():
    """The check is not blind: English output sets its parentheses and colons half-width after
    Chinese words."""
    assert _HALF_WIDTH.search("下綱 尺二寸 (277 mm)") and _HALF_WIDTH.search("賈: 所飾者")
    assert not _HALF_WIDTH.search("下綱 尺二寸（277 mm）")


def test_the_book_keeps_the_texts_words_in_their_marks():
    """The 简体 book shows each quotation as its edition writes it, as the 繁體 book does — a
    quotation that its paragraph wraps over two lines too — and simplifies every character
    outside the marks (豐, the stand's name, aside), as the terminal's output does."""
    opencc = pytest.importorskip("opencc")
    t2s = opencc.OpenCC("t2s.json")
    hant = _book_texts("zh-Hant", range_=50)
    hans = _book_texts("zh-Hans", range_=50)

    def quotations(pages: dict[str, list[str]], marks: str) -> set[str]:
        pattern = re.compile(f"{marks[0]}[^{marks[1]}]*{marks[1]}")
        return {q.replace("\n", "")[1:-1] for texts in pages.values() for text in texts
                for q in pattern.findall(text)}

    kept = quotations(hans, "“”")
    assert kept and kept <= quotations(hant, "「」")
    assert any("鄉射及賓射" in q for q in kept)  # wrapped over two lines on the bill's page
    bare = [line for texts in hans.values() for text in texts
            for line in _QUOTATION.sub("\n", text).replace("豐", "").splitlines()
            if t2s.convert(line) != line]
    assert bare == []


#: the texts' words a reader met unmarked in houzhi's prose (the fourth review): each command
#: and the words it prints only in quotation marks
_QUOTED_WORDS = (
    (("readings", "50"), ("非也",)),
    (("gear",), ("鑿背容八算", "凡乏用革", "十耦為正")),
    (("source", "躬"), ("上个最上幅，下个最下幅", "各除左右出舌而言也")),
    (("check",), ("其大于干侯者凡一丈二尺", "上下射相去六尺")),
    (("ground", "--range", "50"), ("上下射相去六尺", "其間容弓")),
)


@pytest.mark.parametrize(("argv", "words"), _QUOTED_WORDS, ids=lambda v: " ".join(v))
def test_the_texts_words_stand_in_quotation_marks(capsys, argv, words):
    """The texts' words set in houzhi's sentences stand in quotation marks in both scripts, so
    that a reader sees whose they are (郝敬's 非也, not houzhi's verdict) and 简体 keeps them
    as their edition writes them."""
    for lang, marks in (("zh-Hant", "「」"), ("zh-Hans", "“”")):
        _c, out, _e = _run(capsys, lang, argv)
        bare = re.sub(f"{marks[0]}[^{marks[1]}]*{marks[1]}", "", out)
        for w in words:
            assert w in out, (lang, w)
            assert w not in bare, (lang, w)


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_words_page_says_which_ge_it_means(lang):
    """The glossary's 个 says it is the texts' character, not the classifier, in words that
    simplification does not collapse (个 (個) is 个 (个) in 简体): no heading glosses a word by
    itself, and every parenthesis is full-width."""
    texts = _book_texts(lang, range_=50)["words"]
    cells = [c for t in texts for c in t.split("\n")]
    assert not [c for c in cells if re.search(r"(\w+) ?[(（]\1[)）]", c)]
    page = "".join(cells)
    assert "个（經文用字，非量詞）" in page or "个（经文用字，非量词）" in page


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_every_danzhi_the_refusal_lists_is_taken(capsys, lang):
    """``--danzhi`` takes every name its refusal lists, as the reader's language shows them (一说,
    郑玄 and 义疏 in 简体, which ``target``'s note tells him to type), each as the name it
    stands for."""
    code, _out, err = _run(capsys, lang, ("target", "50", "--danzhi", "xx"))
    assert code == 2
    names = re.split("[、，,]", err.split("：")[-1].strip())
    assert len(names) == 6 and ("一说" in names) == (lang == "zh-Hans")
    from houzhi.canon.rites import DANZHI_YISHUO, DANZHI_ZHENG, get_danzhi

    for name in names:
        code, _out, err = _run(capsys, lang, ("target", "50", "--danzhi", name))
        assert code == 0, (name, err)
        assert get_danzhi(name) is (DANZHI_ZHENG if name in ("zheng_xuan", "鄭玄", "郑玄")
                                    else DANZHI_YISHUO)


def _book_headings(lang: str) -> dict[int, str]:
    """The heading of each page of the 鄉射's book in ``lang`` (the largest words but the
    cover's), by the page's number."""
    from matplotlib.text import Text

    from houzhi.locale import use
    from houzhi.making.build import build
    from houzhi.render.book import book_pages

    use(lang)
    try:
        pages = book_pages(build(50), "A4")
    finally:
        use("en")
    return {n: max(fig.findobj(Text), key=lambda t: t.get_fontsize()).get_text()
            for n, fig in enumerate(pages, 1) if n > 1}


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_one_name_for_each_page_of_the_book(capsys, lang):
    """Each page of the book has one name in Chinese: its frame's, its heading's first words
    (the cover aside), the contents' entry for its number; and a reference to a page, in the
    book or in ``build``'s sheet, gives its number and that name (第 6 頁〈縫、縜與結〉)."""
    from houzhi.locale import _, display, use
    from houzhi.render.book import _PAGES

    use(lang)
    try:
        names = [display(_(title)) for title, _draw, _across in _PAGES]
    finally:
        use("en")
    assert len(set(names)) == len(names)
    pages = _book_texts(lang, range_=50)
    texts = [" ".join(t) for t in pages.values()]
    contents = "".join(next(t for t in pages["cover"] if t.startswith(("目錄", "目录"))).split())
    for n, (name, text) in enumerate(zip(names, texts, strict=True), 1):
        assert f"——{name}" in text, (n, name)  # the frame
        assert re.search(rf"(?<!\d){n}{re.escape(''.join(name.split()))}(?:·|$)", contents), n
    for n, heading in _book_headings(lang).items():
        assert heading.startswith(names[n - 1]), (n, heading)
    _c, sheet, _e = _run(capsys, lang, ("build", "50", "--width", "150cm", "--seam", "1cm"))
    refs = re.findall(r"第 (\d+) [頁页][〈《]([^〉》]+)[〉》]",
                      " ".join(texts).replace("\n", "") + sheet)
    assert len(refs) >= 8
    assert [(n, name) for n, name in refs if names[int(n) - 1] != name] == []


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_round_turn_has_one_name(capsys, lang):
    """The round turn (two passes of the rope round the post, 2π(D + d)) is 繞兩匝 wherever the
    sheet and the book name it, never 繞一周, which would say one pass."""
    _c, sheet, _e = _run(capsys, lang, ("build", "50", "--width", "150cm", "--seam", "1cm"))
    book = " ".join(t for texts in _book_texts(lang, range_=50).values() for t in texts)
    for words in (sheet, book.replace("\n", "")):
        # (the loop's cord goes once round its opening, 繞其孔一周: no round turn)
        assert not re.search(r"[繞绕][^，。；：孔]{0,8}一周", words)
        assert len(re.findall("[繞绕][^，。；：]{0,8}[兩两]匝", words)) >= 3


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_bundled_tongue_s_warning_reads_plainly(capsys, lang):
    """The warning of the hanging's third step says what the rope's figure is (its breaking
    strength) and what the safety factor allows, and gives a speed as every speed of the sheet
    is given (m/s, never 每秒 … 米 beside 10 m/s)."""
    _c, sheet, _e = _run(capsys, lang, ("build", "50", "--width", "150cm", "--seam", "1cm"))
    line = next(ln for ln in sheet.splitlines() if "掩束其舌" in ln and "kN" in ln)
    assert re.search(r"斷裂強度 [\d.]+ kN|断裂强度 [\d.]+ kN", line)
    assert re.search(r"安全[係系]數|安全系数", line)
    assert "每秒" not in sheet and re.search(r"[\d.]+ m/s 時|[\d.]+ m/s 时", line)


_TABLES = (("target", "70"), ("readings", "50"), ("check",), ("ground",),
           ("build", "70", "--width", "150 cm"))


@pytest.mark.parametrize("fmt", ["csv", "markdown"])
@pytest.mark.parametrize("argv", _TABLES, ids=" ".join)
def test_the_exported_tables_speak_chinese(capsys, argv, fmt):
    """``--format``'s tables in Chinese: their caption, their columns' names, the basis of each
    figure (明言, 推得, 補算, 假定) and houzhi's words on it, with no English word of houzhi's
    own (the links of the citations aside; ``--json`` keeps its keys)."""
    for lang in ("zh-Hant", "zh-Hans"):
        code, out, _e = _run(capsys, lang, (*argv, "--format", fmt))
        assert code == 0
        if fmt == "csv":
            import csv
            import io

            rows = list(csv.reader(io.StringIO(out.lstrip("\ufeff"))))
        else:
            rows = [re.split(r"(?<!\\)\|", x)[1:-1] for x in out.splitlines()
                    if x.startswith("|") and not x.startswith("|---")]
        # the note, last, is the canon's own prose (as 案： begins it in the terminal); the url
        cells = [c for r in rows for c in r[:-2]] + [out.split("\n")[0]]
        assert [w for c in cells for w in _houzhi_words(c)] == [], lang
        assert re.search("明言|推得|補算|补算|假定", out)
    _c, english, _e = _run(capsys, "en", (*argv, "--format", fmt))
    assert re.search(r"\b(stated|derived|reckoned|assumed)\b", english)


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_dashe_drawing_in_chinese(lang):
    """The 大射's sight-lines drawing says its title and axes in Chinese: what each 鵠 shows
    above the nearer 侯, from the 諸侯's hall."""
    from houzhi.locale import use
    from houzhi.model.dashe import stack
    from houzhi.render.plots import dashe_stack

    use(lang)
    try:
        ax = dashe_stack(stack(), rank="諸侯").axes[0]
        words = " ".join((ax.get_title(), ax.get_xlabel(), ax.get_ylabel()))
    finally:
        use("en")
    assert ("鵠見" in words or "鹄见" in words) and _houzhi_words(words) == []


_DRAWINGS = ("cutting", "elevation", "ground", "ground_dashe", "ground_pangong", "curves")


@pytest.mark.parametrize("name", _DRAWINGS)
def test_the_drawings_in_chinese(name):
    """The drawing set's figures say their titles, axes, legends and labels in Chinese: no
    English word of houzhi's own (a formula's symbols aside)."""
    from matplotlib.text import Text

    from houzhi.locale import use
    from houzhi.making.cutting import plan
    from houzhi.model.grounds import ground
    from houzhi.model.target import Target
    from houzhi.render import plots

    use("zh-Hant")
    try:
        t = Target.of(50)
        fig = {"cutting": lambda: plots.cutting_preview(plan(t, None), standard="han"),
               "elevation": lambda: plots.elevation(t, standard="han"),
               "ground": lambda: plots.ground_plan(t, standard="han"),
               "ground_dashe": lambda: plots.ground_plan(ground("大射")),
               "ground_pangong": lambda: plots.ground_plan(ground("頖宮")),
               "curves": lambda: plots.curves()}[name]()
        texts = [x.get_text() for x in fig.findobj(Text) if x.get_text()]
    finally:
        use("en")
    formula = re.compile(r"(?<![A-Za-z])[cw](?![A-Za-z])")  # the curves' c²/w + 11c
    assert [w for x in texts for w in _houzhi_words(formula.sub(" ", x))] == []


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_help_s_column_holds_in_chinese(capsys, lang, monkeypatch):
    """``--help`` in Chinese keeps its helps in one column on a terminal, where a CJK character
    takes two (an option with CJK choices shows a Latin metavar, ``--building BUILDING``), and
    wraps no line beyond the terminal's width, nor inside a Latin run (1:500)."""
    from houzhi.documents._text import _width

    monkeypatch.setenv("COLUMNS", "100")
    with pytest.raises(SystemExit):
        main(["--lang", lang, "ground", "--help"])
    out = capsys.readouterr().out
    starts = set()
    for line in out.splitlines():
        m = re.match(r"^  (-\S.*?\S)  +(\S)", line)
        if m:
            starts.add(_width(line[:m.start(2)]))
    assert len(starts) == 1, starts
    assert all(_width(line) <= 100 for line in out.splitlines())
    assert not re.search(r"1:\n\s*\d", out)


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_choices_are_shown_as_they_are_typed(capsys, lang):
    """An option's choices in Chinese help: in the usage and the option's own line as they are
    typed (``{csv,markdown,latex}``: a 、 there would read as input syntax), listed with 、 in
    the words that describe it."""
    with pytest.raises(SystemExit):
        main(["--lang", lang, "build", "--help"])
    out = capsys.readouterr().out
    assert "[--format {csv,markdown,latex}]" in out
    assert "{csv、" not in out
    assert "csv、" in out.replace("\n", "").replace(" ", "")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_tables_caption_names_the_standard(capsys, lang):
    """``--format``'s caption names the 尺 standard as every Chinese sheet does (尺制：周秦西漢),
    never by the key typed in English (han), which English keeps."""
    _c, out, _e = _run(capsys, lang, ("target", "50", "--format", "markdown"))
    caption = out.splitlines()[0]
    assert re.search("尺制：周秦西[漢汉]$", caption), caption
    _c, english, _e = _run(capsys, "en", ("target", "50", "--format", "markdown"))
    assert english.splitlines()[0].endswith("尺 standard: han")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_corrupt_quotation_keeps_its_collation_note(capsys, lang):
    """賈疏's 「即三大也」 (大 for 丈) carries its 校 wherever the sheet and the ground cite it, as
    the ``--format`` tables carry 「三分取一為十大」's; English keeps the passage alone."""
    for argv in (("ground", "--range", "50"), ("build", "50", "--width", "150 cm")):
        _c, out, _e = _run(capsys, lang, argv)
        lines = [x for x in out.splitlines() if "即三大也" in x]
        assert lines, argv
        assert all(re.search("即三大也[」”]（校：[「“]大[」”][當当]作[「“]丈[」”]", x) for x in lines), lines
    _c, english, _e = _run(capsys, "en", ("ground", "--range", "50"))
    assert "即三大也」\n" in english


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_sheet_s_page_references_name_the_book(capsys, lang):
    """The terminal sheet has no pages: each page it points to is named as the PDF book's
    (製作書第 9 頁〈繫索與豎植〉), and the take-down by its step's number, not 末步."""
    _c, sheet, _e = _run(capsys, lang, ("build", "50", "--width", "150cm", "--seam", "1cm"))
    refs = re.findall(r"(.{3})第 \d+ [頁页][〈《]", sheet)
    assert len(refs) >= 6
    assert {r for r in refs if r not in ("製作書", "制作书")} == set()
    assert "末步" not in sheet


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_posts_lean_is_written_in_classical_measure(capsys, lang):
    """The 50弓 鄉射 posts lean 5/18 尺 per 尺 (the build sheet's English): in Chinese the lean
    is a length of the texts' own kind, worked by hand: 5/18 尺 = 50/18 寸 = 2 7/9 寸, 二寸九分寸之七
    — never a fraction with a slash beside 尺."""
    assert main(["--lang", lang, "build", "50", "--width", "150 cm", "--seam", "1 cm"]) == 0
    out = capsys.readouterr().out
    lean = [line for line in out.splitlines() if "每高一尺出" in line]
    assert lean and all("每高一尺出二寸九分寸之七" in line for line in lean)
    assert "5/18" not in out
