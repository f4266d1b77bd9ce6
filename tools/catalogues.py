"""Make houzhi's gettext catalogues: ``python tools/catalogues.py`` (from the repository's root).

1. extract: every message marked with ``_``, ``N_`` or ``ngettext`` in ``src/houzhi`` (as
   ``babel.cfg`` maps the files) into ``src/houzhi/locale/houzhi.pot``, with Babel — the same
   extraction ``pybabel extract -F babel.cfg`` makes;
2. update: ``zh_Hant/LC_MESSAGES/houzhi.po`` (the 繁體 catalogue, translated by hand) takes the
   new messages, untranslated, and drops those the code no longer has;
3. simplify: ``zh_Hans/LC_MESSAGES/houzhi.po`` is made from the 繁體 catalogue by OpenCC's
   ``t2s``, with the reviewed exceptions of ``tools/zh_Hans.toml`` (what stands in 「」 and 『』,
   the texts' quotations, stays as the texts write it; everything else is simplified) — never
   edited by hand; any passage houzhi cites that a 繁體 message writes outside 「」 is listed
   (:func:`unmarked`), to be marked;
4. compile: each ``.po`` into its ``.mo``, which :mod:`houzhi.locale` reads at run time.

Babel and OpenCC are needed here and in the tests only: houzhi reads the ``.mo`` files with the
standard library's gettext.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from datetime import datetime, timezone
from functools import cache
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "src") not in sys.path:  # houzhi's own, from this checkout
    sys.path.insert(0, str(ROOT / "src"))

# houzhi's quotation marks as the mainland writes them, and OpenCC's t2s: the display's own,
# so that the catalogue and what houzhi shows at run time convert alike
from houzhi.locale import _MARKS as MARKS  # noqa: E402
from houzhi.locale import _QUOTATIONS as QUOTATIONS  # noqa: E402
from houzhi.locale import _t2s  # noqa: E402

LOCALE = ROOT / "src" / "houzhi" / "locale"
POT = LOCALE / "houzhi.pot"
EXCEPTIONS = ROOT / "tools" / "zh_Hans.toml"
#: the words of the texts ``[keep]`` lists, which 简体 output keeps as written outside quotations
KEPT_WORDS = LOCALE / "zh_Hans" / "LC_MESSAGES" / "kept.txt"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "NP_": ((1, "c"), 2)}
#: a fixed date in the headers, so a catalogue changes only when its messages do
DATE = datetime(2026, 12, 1, tzinfo=timezone.utc)
HEADER: dict[str, Any] = {
    "project": "houzhi", "copyright_holder": "the houzhi developers",
    "msgid_bugs_address": "the houzhi issue tracker", "last_translator": "the houzhi developers",
    "language_team": "the houzhi developers", "creation_date": DATE, "revision_date": DATE,
    "header_comment": "# houzhi's words in Chinese (tools/catalogues.py makes this file).\n"
                      "# This file is distributed under the same licence as houzhi (MIT).",
    "charset": "utf-8", "fuzzy": False,
}
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")


def po_path(lang: str) -> Path:
    """The ``.po`` file of ``lang`` (``zh_Hant``, ``zh_Hans``)."""
    return LOCALE / lang / "LC_MESSAGES" / "houzhi.po"


def extract() -> Any:
    """The catalogue of every message marked in the code (a Babel ``Catalog``, no translations)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg

    if str(ROOT / "tools") not in sys.path:  # the canon's extractor (babel.cfg)
        sys.path.insert(0, str(ROOT / "tools"))
    if str(ROOT / "src") not in sys.path:
        sys.path.insert(0, str(ROOT / "src"))
    with open(ROOT / "babel.cfg", encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    catalog = Catalog(**HEADER)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=KEYWORDS):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments,
                    context=context)
    return catalog


def write(path: Path, catalog: Any) -> None:
    """Write ``catalog`` as a ``.po`` (or ``.pot``) file, sorted, with file names but no line
    numbers (a message moved in its file changes nothing)."""
    from babel.messages.pofile import write_po

    buf = BytesIO()
    write_po(buf, catalog, width=100, sort_output=True, include_lineno=False,
             ignore_obsolete=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def read(path: Path, lang: str | None = None) -> Any:
    """The catalogue in the ``.po`` file ``path``."""
    from babel.messages.pofile import read_po

    with open(path, "rb") as f:
        return read_po(f, locale=lang)


def update(template: Any, lang: str = "zh_Hant") -> Any:
    """The ``.po`` catalogue of ``lang``, brought up to ``template``: new messages untranslated,
    gone ones dropped, none matched fuzzily (a changed message is translated anew)."""
    from babel.messages.catalog import Catalog

    path = po_path(lang)
    catalog = read(path, lang) if path.exists() else Catalog(locale=lang, **HEADER)
    catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
    catalog.revision_date = DATE
    catalog.obsolete.clear()
    return catalog


@cache
def _rules() -> tuple[tuple[str, ...], dict[str, str]]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib

    data = tomllib.loads(EXCEPTIONS.read_text(encoding="utf-8"))
    return tuple(data.get("keep", {}).get("words", ())), dict(data.get("replace", {}))


_CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\U00020000-\U0003ffff]+")
#: a quotation's run: the texts' characters with their punctuation and ellipses
_QUOTE_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\U00020000-\U0003ffff…，、；：。]+")
#: the texts' quotations, kept as their edition writes them: the display's own pattern, so
#: that the catalogue and what houzhi shows at run time keep alike
_QUOTED = QUOTATIONS


@cache
def labels() -> frozenset[str]:
    """The canon's names and labels, simplified in 简体 wherever they stand: the commentators
    (and the surnames houzhi cites them by: 鄭, 賈), the works, sections and layers of the
    citations, the rites, ranks and stations, and the glossary's terms."""
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    if str(ROOT / "src") not in sys.path:
        sys.path.insert(0, str(ROOT / "src"))
    from houzhi.canon import rites, rules, statements
    from houzhi.canon.readings import READINGS
    from houzhi.sources.citations import Rule
    from houzhi.sources.glossary import GLOSSARY

    out: set[str] = {"經", "記", "注", "疏", "說", "音義"}
    for module in (rules, rites, statements):
        for v in vars(module).values():
            for c in (v.citations if isinstance(v, Rule) else ()):
                out |= {c.work, c.section, c.author, *c.section.split("·")}
    out |= {r.label for r in READINGS.values()}
    out |= {r.label for r in rites.RITES.values()} | {str(k) for k in rites.RANKS}
    out |= {h.label for h in rites.HIDE_READINGS.values()}
    out |= {str(name) for r in rites.RITES.values() for name in r.stations.values()}
    out |= {name.split(" ")[0] for name, _gloss in GLOSSARY.values()}
    people = {c.author for v in (*vars(rules).values(), *vars(rites).values(),
                                 *vars(statements).values()) if isinstance(v, Rule)
              for c in v.citations} | {r.label for r in READINGS.values()}
    out |= {p[0] for p in people if 2 <= len(p) <= 3}  # the surname alone: 鄭, 賈
    return frozenset(n for n in out if n)


def quoted_runs(msgid: str) -> list[str]:
    """The runs of the texts' characters the English ``msgid`` quotes: those inside its
    parentheses, and those with the texts' punctuation anywhere (奇則一也，一外無若干), three
    characters or more (two are a term), that are not a name or label of the canon
    (:func:`labels`)."""
    inside, depth = [], 0
    for ch in msgid:  # the characters at depth one or more, a space for each outside
        depth += ch == "("
        inside.append(ch if depth else " ")
        depth -= ch == ")" and depth > 0
    text = "".join(inside)
    runs = [r.strip("…，、；：。") for r in _QUOTE_RUN.findall(text)]
    runs += _CJK_RUN.findall(text)
    # a quotation outside parentheses too: a run with the texts' own punctuation (奇則一也，一外無若干)
    for r in _QUOTE_RUN.findall(msgid):
        r = r.strip("…，、；：。")
        if any(p in r for p in "，；。、") and len(r) >= 4:
            runs += [r, *_CJK_RUN.findall(r)]
    return [r for r in dict.fromkeys(runs) if len(r) >= 3 and r not in labels()]


def simplify(text: str) -> str:
    """``text`` (繁體) in 简体: the exceptions' ``[replace]`` first (a word the mainland writes
    otherwise, outside quotations), then OpenCC's ``t2s``, but for what stays as the texts write
    it: the quotations (in 「」 and 『』) and the ``[keep]`` words; then houzhi's quotation marks
    as the mainland writes them, “” and ‘’. Everything outside the marks is simplified — the
    names, titles and labels of the canon (:func:`labels`), and houzhi's paraphrases of the
    texts, like houzhi's own words — so that a reader sees by the marks which characters are the
    edition's: a verbatim quotation must stand in 「」 in the 繁體 catalogue
    (:func:`unmarked`)."""
    keep, replace = _rules()
    parts = re.split(f"({_QUOTED})", text)  # the quotations at the odd places
    for i in range(0, len(parts), 2):
        for old, new in replace.items():  # the mainland's word for houzhi's own, first
            parts[i] = parts[i].replace(old, new)
    text = "".join(parts)
    words = sorted(set(keep), key=len, reverse=True)
    kept = re.compile("|".join([_QUOTED, *map(re.escape, words)]))
    out, at = [], 0
    for m in kept.finditer(text):
        out += [_convert(text[at:m.start()]), m.group()]
        at = m.end()
    out.append(_convert(text[at:]))
    return "".join(out).translate(MARKS)


def unmarked(hant: Any) -> list[tuple[str, str]]:
    """The verbatim quotations the 繁體 catalogue writes outside 「」 and 『』 (which 简体 would
    simplify): for each message, a passage houzhi cites (:func:`cited_spans`) or a run of the
    texts' characters its English quotes (:func:`quoted_runs`) that OpenCC would change, as
    ``(msgid, run)``; the words of ``[unmarked]`` in ``tools/zh_Hans.toml`` — houzhi's own
    words that happen to be the texts' too (a name, a term, a paraphrase) — excepted."""
    allowed = _allowed()
    out = []
    for m in hant:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        for text in m.string if isinstance(m.string, tuple) else (m.string,):
            if not text:
                continue
            bare = re.sub(_QUOTED, "\0", text)
            runs = {*cited_spans(bare), *(r for i in ids if i for r in quoted_runs(i))}
            for r in sorted(runs, key=len, reverse=True):
                if r in bare and _convert(r) != r and r not in allowed:
                    out.append((ids[0], r))
                    bare = bare.replace(r, "\0")
    return out


@cache
def _allowed() -> frozenset[str]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib

    data = tomllib.loads(EXCEPTIONS.read_text(encoding="utf-8"))
    return frozenset(data.get("unmarked", {}).get("words", ()))


def _convert(text: str) -> str:
    return _t2s().convert(text) if text else text


def cited_spans(text: str, least: int = 8) -> list[str]:
    """The stretches of ``text`` (``least`` characters or more, the texts' punctuation
    included; a shorter one may be houzhi's own words, 下綱去地尺二寸) that stand in a passage
    houzhi cites: a quotation written into a translated
    sentence (〈梓人〉參分其廣而鵠居一焉), found longest first from each place."""
    every = _every_cited()
    out, i = [], 0
    while i <= len(text) - least:
        j = i + least
        if text[i:j] not in every or _convert(text[i:j]) == text[i:j]:
            i += 1
            continue
        while j < len(text) and text[i:j + 1] in every:
            j += 1
        out.append(text[i:j])
        i = j
    return out


@cache
def _every_cited() -> str:
    from houzhi.documents.apparatus import all_citations

    return "\0".join(c.quote for c in all_citations())


def simplified(hant: Any) -> Any:
    """The 简体 catalogue made from the 繁體 one, message by message (:func:`simplify`)."""
    from babel.messages.catalog import Catalog

    hans = Catalog(locale="zh_Hans", **HEADER)
    for m in hant:
        if not m.id:
            continue
        if isinstance(m.string, tuple):
            string: Any = tuple(simplify(s) for s in m.string)
        else:
            string = simplify(m.string) if m.string else m.string
        hans.add(m.id, string, m.locations, flags=m.flags, auto_comments=m.auto_comments,
                 user_comments=m.user_comments, context=m.context)
    return hans


def mo_bytes(catalog: Any) -> bytes:
    """``catalog`` compiled to a ``.mo`` file's bytes."""
    from babel.messages.mofile import write_mo

    buf = BytesIO()
    write_mo(buf, catalog)
    return buf.getvalue()


def untranslated(catalog: Any) -> list[str]:
    """The messages of ``catalog`` without a translation (or with a fuzzy one)."""
    out = []
    for m in catalog:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy or not all(strings):
            out.append(m.id if isinstance(m.id, str) else m.id[0])
    return out


def placeholders(text: str) -> set[str]:
    """The ``{name}`` placeholders of a message."""
    return set(PLACEHOLDER.findall(text))


def main(argv: Iterable[str] = ()) -> int:
    template = extract()
    write(POT, template)
    hant = update(template)
    write(po_path("zh_Hant"), hant)
    hant = read(po_path("zh_Hant"), "zh_Hant")
    write(po_path("zh_Hans"), simplified(hant))
    KEPT_WORDS.write_text("".join(f"{w}\n" for w in _rules()[0]), encoding="utf-8")
    for lang in ("zh_Hant", "zh_Hans"):
        path = po_path(lang)
        path.with_suffix(".mo").write_bytes(mo_bytes(read(path, lang)))
    missing = untranslated(hant)
    print(f"{len(template)} messages; {len(missing)} without a 繁體 translation")
    for mid in missing:
        print(f"  {mid}")
    bare = unmarked(hant)
    if bare:
        print(f"{len(bare)} quotations outside 「」 in the 繁體 catalogue (simplified in 简体):")
    for mid, run in bare:
        print(f"  {run}    ({mid[:60]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
