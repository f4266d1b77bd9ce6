"""houzhi and the editions it quotes as bibliography entries: BibTeX, CSL-JSON and RIS.

One list of entries (:func:`entries`) — houzhi itself (its version and release date) and every
edition its citations quote (:data:`houzhi.sources.citations.WORKS`, by Kanseki Repository id, in the
四庫全書文淵閣本; and the works it knows from a web transcription only) — written out by
bibliography libraries, never by string templates: BibTeX by pybtex, RIS by rispy; CSL-JSON is
plain JSON laid out by the CSL-JSON schema. The writers are imported when called, so
``import houzhi`` loads none of them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..errors import UnknownNameError, require
from ..locale import N_, _, clauses, language
from ..sources.citations import SIKU, WEB, WORKS, kanripo_repository

__all__ = ["FORMATS", "RELEASED", "Entry", "entries", "find_entries", "write"]

#: The day the version in ``houzhi.__version__`` was released (ISO 8601); CITATION.cff says
#: the same (a test checks it).
RELEASED = "2026-12-01"

#: Who made houzhi, as ``pyproject.toml`` and CITATION.cff name them (translated where an entry
#: is made, :func:`entries`).
AUTHORS = (N_("the houzhi developers"),)
#: houzhi's title (translated where an entry is made).
TITLE = N_("houzhi (侯制): the archery target of the 儀禮 鄉射禮, computed exactly from the text")
#: The edition of a work known only from a web transcription, as each language names it.
WEB_EDITION = N_("網絡錄文")
#: The dynasty of the author of a work known only from a web transcription, as the editions'
#: statements give theirs (明 李之藻).
WEB_DYNASTIES = {"李之藻": "明"}

#: The output formats of :func:`write`.
FORMATS = ("bibtex", "csl-json", "ris")


@dataclass(frozen=True)
class Person:
    """A person an edition names: ``name`` (鄭玄), ``dynasty`` (漢) and ``role`` (注, 疏, 音義;
    "" for the author of the whole)."""

    name: str
    dynasty: str = ""
    role: str = ""


@dataclass(frozen=True)
class Entry:
    """One bibliography entry: ``key`` (an ASCII citation key: ``houzhi``, the Kanripo id
    ``KR1d0028``), ``kind`` (``software``, ``book``), ``title``, ``people`` (as the edition
    names them), ``edition`` (四庫全書文淵閣本), ``kanripo`` id, ``statement`` (the edition's
    own statement of responsibility: 漢 鄭玄 注；唐 陸德明 音義；唐 賈公彥 疏), ``url``, and for
    houzhi its ``version`` and ``date`` (ISO 8601)."""

    key: str
    kind: str
    title: str
    people: tuple[Person, ...] = ()
    edition: str = ""
    kanripo: str = ""
    statement: str = ""
    url: str = ""
    version: str = ""
    date: str = ""
    corporate: tuple[str, ...] = field(default=())

    @property
    def note(self) -> str:
        """What a reader needs beside the title: who made it, and where the text is."""
        parts = [_(self.statement) if self.statement == SOFTWARE else self.statement]
        if self.kanripo:
            parts.append(f"Kanseki Repository (漢籍リポジトリ) {self.kanripo}")
        elif self.edition in (WEB, _(WEB_EDITION)):
            parts.append(_("known to houzhi from a web transcription only (網絡錄文)"))
        return clauses(p for p in parts if p)


def _people(statement: str) -> tuple[tuple[Person, ...], tuple[str, ...]]:
    """The people of an edition's statement (``漢 鄭玄 注；唐 陸德明 音義``): each part is the
    dynasty, the name and the layer he wrote. A work made by imperial order (``清
    乾隆十三年敕撰``) names no person: its makers are given as a body, the 三禮館."""
    people: list[Person] = []
    bodies: list[str] = []
    for part in statement.split("；"):
        words = part.split()
        if len(words) >= 2 and words[1].endswith("敕撰"):
            bodies.append("三禮館")  # the office that compiled it (INDEX of the shelf)
            continue
        dynasty, name, *role = words
        people.append(Person(name, dynasty, "".join(role)))
    return tuple(people), tuple(bodies)


#: What houzhi is, beside its title (translated where the note is written, :attr:`Entry.note`).
SOFTWARE = N_("Python library and command line; MIT licence")


def entries() -> tuple[Entry, ...]:
    """houzhi first, then every edition houzhi's citations quote, in the order of
    :data:`~houzhi.sources.citations.WORKS` (a work there that no citation quotes is left out), then
    the works known only from a web transcription."""
    from .._version import __version__
    from .apparatus import all_citations

    out = [Entry("houzhi", "software", _(TITLE), version=__version__, date=RELEASED,
                 corporate=tuple(_(a) for a in AUTHORS), statement=SOFTWARE)]
    cited = all_citations()
    quoted = {c.kanripo for c in cited}
    for kanripo, (title, statement) in WORKS.items():
        if kanripo not in quoted:  # on the shelf, but no figure of houzhi's rests on it
            continue
        people, bodies = _people(statement)
        out.append(Entry(kanripo, "book", title, people, SIKU, kanripo, statement,
                         kanripo_repository(kanripo), corporate=bodies))
    web = dict.fromkeys((c.work, c.author, c.edition) for c in cited if not c.kanripo)
    for n, (work, author, edition) in enumerate(web, 1):
        dynasty = WEB_DYNASTIES.get(author, "")
        out.append(Entry(f"web{n}", "book", work, (Person(author, dynasty),),
                         _(WEB_EDITION) if edition == WEB else edition,
                         # the dynasty before the name as the editions' statements give it, in
                         # Chinese (明 李之藻); the English entry as it was
                         statement=author if language() == "en" else f"{dynasty} {author}".strip()))
    return tuple(out)


def find_entries(name: str | None) -> tuple[Entry, ...]:
    """The entries ``name`` asks for: None or ``all`` every one; ``houzhi``; ``editions`` every
    edition; a Kanripo id (KR1d0028) or a work's title (儀禮注疏). An unknown name raises
    :class:`~houzhi.errors.UnknownNameError`."""
    if name is not None:
        require(name, str, "find_entries(): name")
    every = entries()
    if name is None or name.strip() in ("", "all"):
        return every
    wanted = name.strip()
    if wanted == "editions":
        return every[1:]
    from ..measure._scripts import resolve

    def find(n: str) -> tuple[Entry, ...] | None:
        found = tuple(e for e in every if n in (e.key, e.title, e.kanripo) and n)
        return found or None

    got = resolve(wanted, find)
    if got is None:
        raise UnknownNameError(N_("work to cite"), wanted,
                               ["houzhi", "editions", *(f"{e.key} ({e.title})" for e in every[1:])])
    return got


def _bibtex(chosen: Sequence[Entry]) -> str:
    from pybtex.database import BibliographyData
    from pybtex.database import Entry as BibEntry
    from pybtex.database import Person as BibPerson

    data = BibliographyData()
    for e in chosen:
        fields = {"title": e.title}
        if e.edition:
            fields["edition"] = e.edition
        if e.version:
            fields["version"] = e.version
        if e.date:
            fields["year"] = e.date[:4]
            fields["date"] = e.date  # biblatex's field; BibTeX reads the year
        if e.note:
            fields["note"] = e.note
        if e.url:
            fields["url"] = e.url
        if e.kanripo:
            fields["series"] = "欽定四庫全書"
        # a name in characters is one word (no given name to split off); a body is braced
        people = [BibPerson(p.name) for p in e.people]
        people += [BibPerson("{" + body + "}") for body in e.corporate]
        data.add_entry(e.key, BibEntry(e.kind, fields=fields,
                                       persons={"author": people} if people else {}))
    text: str = data.to_string("bibtex")
    return text


def _csl(chosen: Sequence[Entry]) -> str:
    """CSL-JSON (the Citation Style Language's data schema): a list of items."""
    items = []
    for e in chosen:
        item: dict[str, object] = {"id": e.key, "type": e.kind, "title": e.title}
        authors = [{"literal": p.name} for p in e.people]
        authors += [{"literal": body} for body in e.corporate]
        if authors:
            item["author"] = authors
        if e.edition:
            item["edition"] = e.edition
        if e.kanripo:
            item["collection-title"] = "欽定四庫全書"
        if e.version:
            item["version"] = e.version
        if e.date:
            item["issued"] = {"date-parts": [[int(x) for x in e.date.split("-")]]}
        if e.note:
            item["note"] = e.note
        if e.url:
            item["URL"] = e.url
        items.append(item)
    return json.dumps(items, ensure_ascii=False, indent=2) + "\n"


def _ris(chosen: Sequence[Entry]) -> str:
    import rispy

    class _Writer(rispy.RisWriter):
        """rispy's RIS writer without its numbered line before each record."""

        def set_header(self, count: int) -> str:
            return ""

    refs = []
    for e in chosen:
        ref: dict[str, object] = {"type_of_reference": "COMP" if e.kind == "software" else "BOOK",
                                  "title": e.title}
        authors = [p.name for p in e.people] + list(e.corporate)
        if authors:
            ref["authors"] = authors
        if e.edition:
            ref["edition"] = e.edition
        if e.version:
            ref["edition"] = e.version
        if e.date:
            ref["year"] = e.date[:4]
            ref["date"] = e.date.replace("-", "/")
        if e.kanripo:
            ref["secondary_title"] = "欽定四庫全書"
        if e.note:
            ref["notes"] = [e.note]
        if e.url:
            ref["urls"] = [e.url]
        refs.append(ref)
    text: str = rispy.dumps(refs, implementation=_Writer)
    return text


def write(chosen: Sequence[Entry], fmt: str = "bibtex") -> str:
    """``chosen`` written in ``fmt`` (:data:`FORMATS`)."""
    require(chosen, (list, tuple), "write(): chosen")
    for e in chosen:
        require(e, Entry, "write(): each of chosen")
    writers = {"bibtex": _bibtex, "csl-json": _csl, "ris": _ris}
    return writers[fmt](chosen)
