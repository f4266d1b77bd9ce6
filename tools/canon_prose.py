"""A Babel extractor for the canon's prose: the English the canon holds as data (its rules'
statements, its readings' summaries, assumptions and what they cannot give, the reasons a
reading file gives in its own words), which houzhi shows through ``_()`` where it is displayed,
so that the data files stay as their reviewers read them, unmarked.

Registered in ``babel.cfg`` (``[canon_prose.extract: tools/canon_prose.py]``): this file is
only the anchor of the messages' location; the extractor imports houzhi's canon and yields
each prose string once. Quotations from the texts are not prose: they stay as written and are
never yielded (a rule's citations, a reading's quoted words).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any


def prose() -> list[str]:
    """The canon's prose strings, in a fixed order: each rule's statement, then each reading's
    summary, each reading's assumptions and what it cannot give, the rites' words on hanging
    their 侯 where the texts are silent, and the 侯's notes where commentators differ."""
    from houzhi.canon import readings, rites, rules, statements
    from houzhi.canon.readings import READINGS
    from houzhi.sources.citations import Rule

    out: list[str] = []
    for module in (rules, rites, statements, readings):
        out += [v.statement for v in vars(module).values() if isinstance(v, Rule)]
    out += [r.statement for reading in READINGS.values() for r in reading.rules.values()
            if isinstance(r, Rule)]  # the rules each reading holds as its own
    out += [r.summary for r in READINGS.values()]
    out += [st.what for st in statements.all_statements()  # the statements' names of figures
            if any("a" <= ch.lower() <= "z" for ch in st.what)]  # (in English words)
    out += [x for st in statements.all_statements()  # their notes, findings and explanations
            for x in (st.note, st.finding, st.explained) if any("a" <= c <= "z" for c in x)]
    for r in READINGS.values():  # what each reading assumes, and what it cannot give
        out += [*r.assumptions, *r.cannot]
    for r in READINGS.values():  # the reasons a reading file gives in its own words
        recipe = r.recipe
        reasons = [*r.reckoned.values(), *(w for _k, w in getattr(recipe, "not_given", ())),
                   *(w for _k, _e, w in getattr(recipe, "withheld", ()))]
        out += [v for why in reasons if why.kind.value in ("words", "file_assumption")
                for _k, v in why.params]
    for rite in rites.RITES.values():  # the notes of each rite's 侯 (where commentators differ)
        out += [n for by_range in rite.targets.values() for hou in by_range.values()
                for n in hou.notes]
    for rite in rites.RITES.values():  # how a rite the texts leave silent hangs its 侯
        out += [rite.hanging_note, rite.hanging_assumption, rite.no_ground]
    out += [v for k, v in sorted(vars(rites).items())  # the 侯's notes where commentators differ
            if k.endswith("_NOTE") and isinstance(v, str)]
    for rite in rites.RITES.values():  # why a rite refuses a range or a rank; its ropes
        out += [rite.range_note, rite.rank_refusal, rite.ropes]
    for sr in rites.SHOU_READINGS.values():  # the readings of the 獸侯's beasts, of the hides
        out += [sr.summary, *sr.beasts.values()]
    out.append(rites._SHOU_DRAWN)
    for h in rites.HIDE_READINGS.values():
        out += [h.summary, h.commentators, *h.also.values()]
    from houzhi.canon.gear import GEAR
    from houzhi.model import pangong

    for g in GEAR.values():  # the gear's glosses, dimensions and notes
        out += [g.english, *g.dimensions, g.note]
    for e in (*pangong.ROSTER, *pangong.INVENTORY):  # the 頖宮's entries' glosses and remarks
        out += [e.note, *(c.note for c in e.remarks)]
    out += [p.why_not for p in pangong.PLACEMENTS]  # why a placement cannot be placed
    from houzhi.documents.apparatus import all_citations

    out += sorted({c.note for c in all_citations()  # the citations' notes in English words
                   if re.search("[A-Za-z]{3,}", c.note)})
    return list(dict.fromkeys(s for s in out if isinstance(s, str) and s.strip()))



def extract(fileobj: Any, keywords: Any, comment_tags: Any,
            options: Any) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel's extractor interface: (line number, function name, message, comments)."""
    for message in prose():
        yield 1, "_", message, []
