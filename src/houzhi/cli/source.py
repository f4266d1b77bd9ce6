"""``houzhi source NAME``: the passages a rule or a stated figure rests on, and what houzhi
computes from them."""

from __future__ import annotations

import argparse
import difflib
import json
from typing import Any

from ..errors import UnknownNameError
from ..locale import N_, _, clauses, collation, language, listing, paren, pgettext
from ._common import Parents, add_reading_file

NAME = "source"

#: Names a reader uses for a group of figures: 名 -> (subject, key or key prefix).
ALIASES = {"用布": ("target", "total"), "total": ("target", "total")}


def add(sub: argparse._SubParsersAction, parents: Parents) -> None:
    """Register the command and its options."""
    cmd = sub.add_parser(NAME, help=_("the passages a rule or a stated figure rests on"),
                         parents=[parents.as_json])
    cmd.add_argument("name", help=_("a rule or figure by its 名 or key (躬, 下舌, 乏, 用布, 大侯, "
                     "gong …), or an author (劉敞) for every figure he states"))
    cmd.set_defaults(run=run)
    add_reading_file(cmd)


def _index() -> dict[str, list[Any]]:
    """Every name houzhi knows -> the rules, gear and statements it names."""
    from ..canon.gear import GEAR
    from ..canon.readings import READINGS
    from ..canon.rules import ALL_RULES
    from ..canon.statement import Subject
    from ..canon.statements import all_statements
    from ..sources.glossary import GLOSSARY

    idx: dict[str, list[Any]] = {}

    def put(name: str, thing: Any) -> None:
        if name and thing not in idx.setdefault(name, []):
            idx[name].append(thing)

    rules = list(ALL_RULES) + [r for rd in READINGS.values() for r in rd.rules.values()]
    for rule in rules:
        put(rule.key, rule)
        put(rule.label, rule)
        for ch in ("舌", "个", "躬"):
            if ch in rule.label:
                put(ch, rule)
        if rule.key == "xia_ge":
            put("下舌", rule)
        if rule.key == "shang_ge":
            put("上舌", rule)
    from ..canon import rules as _rules
    from ..canon.rites import (
        DASHE_STATIONS,
        HIDE_HU,
        HIDE_READINGS,
        HIDE_SHI,
        MARK_RULES,
        RITES,
        SHOU_HEAD,
        ZHENG_BETWEEN,
        ZHENG_CENTRE,
        ZHENG_COLOUR,
        ZHENG_COLOURS,
    )
    from ..sources.glossary import term

    for rule in MARK_RULES:
        put(rule.key, rule)
        put(rule.label, rule)
    # the 乏 the texts give a rite but do not place (the 賓射's 容, the 天子's 大射)
    from ..canon.rites import FA_RULES

    for rule in FA_RULES:
        for name in (rule.key, rule.label, "容"):
            put(name, rule)
    # the painted grounds: 丹質 (the 雲氣's ground, or the 布侯's), 白質, 赤質, 質 and 丹
    from ..canon.rites import DANZHI_YISHUO, DANZHI_ZHENG, YUNQI

    for name in ("丹質", "丹", "質", "白質", "赤質"):
        for rule in (DANZHI_ZHENG, DANZHI_YISHUO, YUNQI):
            if name in ("丹質", "丹") or rule is DANZHI_ZHENG:
                put(name, rule)
    hous = [h for rite in RITES.values() for by_range in rite.targets.values()
            for h in by_range.values()]
    # the 侯 as each reading of the 大射's hides has them (鄭's 糝侯, 敖's 參侯, a 豹侯)
    hous += [h for hr in HIDE_READINGS.values() for by_range in hr.targets.values()
             for h in by_range.values() if h not in hous]
    # each 侯 by its name (糝侯, 大侯 …) and its kind (皮侯 …); the 大射's stations by their names
    # (干, 參), the names the readings give them (干侯, 參侯, 豻侯, 糝侯; 豹侯, 麋侯 for a 侯 of
    # one beast), each with every reading's 侯 there, and the readings themselves
    for h in hous:
        put(h.name, h)
        put(h.kind, h)
    for d, station in DASHE_STATIONS.items():
        there = [hr.targets["諸侯"][d] for hr in HIDE_READINGS.values()]
        names = dict.fromkeys((station, f"{station}侯".replace("侯侯", "侯"),
                               *(h.name for h in there),  # 糝侯, 參侯 …
                               *(f"{h.shi}{term('hou')}" for h in there  # 敖's 豹侯, 陳's 麋侯
                                 if h.painted == (h.shi,))))
        differ = len(set(there)) > 1
        for name in names:
            if differ:
                for hr in HIDE_READINGS.values():
                    put(name, hr)
            for h in there:
                put(name, h)
    for hr in HIDE_READINGS.values():
        for key in (hr.key, hr.label, "hides"):
            put(key, hr)
    # a 皮侯's hides: its 鵠 and its 飾 by their rules, each 侯 by what they are of (豹鵠, 麋飾, 麋)
    pi = [h for h in hous if h.kind == term("pi_hou")]
    for name, rule in ((term("hu"), HIDE_HU), (term("shi_trim"), HIDE_SHI), ("皮", HIDE_HU),
                       ("皮", HIDE_SHI)):
        put(name, rule)
        for h in pi:
            put(name, h)
    for h in pi:  # the 侯, then how its 鵠 (size and hide) and its 飾 are made
        for rule in (HIDE_HU, _rules.HU, HIDE_SHI):
            put(h.name, rule)
        put(f"{h.painted[0]}{term('hu')}", h)
        put(f"{h.shi}{term('shi_trim')}", h)
        for beast in dict.fromkeys((*h.painted, h.shi)):
            put(beast, h)
    for h in hous:
        if h.kind == term("shou_hou"):
            for beast in h.painted:
                put(beast, h)
        if h.shi and h.kind != term("pi_hou"):  # a 采侯 trimmed with hide (the 士's 賓射 豻侯)
            for rule in (*(r for r in MARK_RULES if r.key.startswith("zheng")), HIDE_SHI):
                put(h.name, rule)
            put(f"{h.shi}{term('shi_trim')}", h)
    # the 正 by the names a reader gives them: its rules (no colours between the centre and the
    # outside for 二正), the 鵠 it is as large as, and the 采侯 that bear it
    for name, n in ZHENG_NAMES.items():
        for rule in MARK_RULES:
            if rule is not SHOU_HEAD and not (n == "二正" and rule is ZHENG_BETWEEN):
                put(name, rule)
        put(name, _rules.HU)
        for h in hous:
            if h.marks in ZHENG_COLOURS and n in ("", h.marks):
                put(name, h)
    # 毛物, the coat a head is painted in (其畫之皆毛物之), as the target's colour column says it
    for name in (term("shou"), term("shou_hou"), "shou", "shou_hou", "毛物"):
        put(name, SHOU_HEAD)
        for h in hous:
            if h.kind == term("shou_hou"):
                put(name, h)
    # the 獸侯's marks as 敖繼公, 郝敬 and 林希逸 have them (質, 皮之全者, 畫形 …), by their keys
    # and their names, and with the 獸 and the 獸侯 whose passages they are
    from ..canon.rites import SHOU_MARK_RULES

    for rule in SHOU_MARK_RULES:
        for name in (rule.key, *((rule.label,) if rule.label not in (term("zheng"), "皮鵠")
                                 else ()), term("shou"), term("shou_hou"), "shou", "shou_hou"):
            put(name, rule)
    put("朱", ZHENG_CENTRE)
    put("朱", ZHENG_COLOUR)
    put("正間", ZHENG_BETWEEN)
    for g in GEAR.values():
        put(g.key, g)
        put(g.name, g)
    for st in all_statements():
        for name, (subject, key) in ALIASES.items():
            if st.subject == subject and st.key == key:
                put(name, st)
        put(st.what, st)
        for who in st.citation.author.replace("引）", "").split("（"):  # 劉敞, 盛世佐 …
            put(who, st)
        if st.subject is Subject.DASHE:
            put(st.key.split(".")[0], st)
        if st.subject is Subject.GEAR:
            put(st.key.split(".")[0], st)
            put(GEAR[st.key.split(".")[0]].name, st)
    # then, under every word of the glossary and every name above in characters, each thing
    # that speaks of it — in its name, in houzhi's statement of it, or in a passage it quotes:
    # under 舌 the 記's 上个 and 下个 (倍躬以為左右舌, 下舌半上舌) and the 綱 (出舌尋) beside
    # 劉敞's 躬舌幅; under 侯 every kind of 侯 first
    things = [*hous, *rules, *MARK_RULES, *all_statements(), *GEAR.values()]
    texts = [(t, _words_of(t)) for t in things]
    words = dict.fromkeys(w for key, (chars, _gloss) in GLOSSARY.items() for w in _glossary_words(chars))
    words.update(dict.fromkeys(k for k in idx if any(ord(ch) > 0x2E7F for ch in k)))
    for w in words:
        for t, text in texts:
            if w in text:
                put(w, t)
    # the 頖宮's placements (李之藻's 國初射儀: where each thing is set, placed or why not), under
    # the place's names, and each by its key where no rule or figure has that name
    from ..model.grounds import get_place
    from ..model.pangong import PLACEMENTS

    place = get_place("頖宮")  # its key, as the registry of places holds it (a simplified form
    # of its name is folded, and echoed, as every name is)
    for p in PLACEMENTS:
        for name in (place.key, "pangong", "射圃", "國初射儀",  # the names houzhi cites it by
                     *(() if p.key in idx else (p.key,))):
            put(name, p)
    return idx


def _glossary_words(chars: str) -> list[str]:
    """The words a glossary entry writes: ``參 (參侯, 糝侯)`` is 參, 參侯 and 糝侯."""
    return [w for w in chars.replace("(", " ").replace(")", " ").replace(",", " ").split() if w]


def _words_of(thing: Any) -> str:
    """What ``thing`` says, for finding it by a word: a rule by its name, houzhi's statement of
    it and the passages it quotes; a stated figure by what it states (its passage states
    other figures too); a 侯 by its names alone (every passage of a 侯 speaks of 侯)."""
    from ..canon.gear import GearItem
    from ..canon.statements import Statement
    from ..sources.citations import Rule

    if isinstance(thing, Rule):
        return " ".join((thing.label, thing.statement, *(c.quote for c in thing.citations)))
    if isinstance(thing, Statement):  # by what it states (上舌, 大侯 height), not its passage
        return " ".join((thing.what, thing.value))
    if isinstance(thing, GearItem):
        return " ".join((thing.name, *(c.quote for c in thing.citations)))
    return " ".join((thing.name, thing.kind))


#: The names of the 正, in characters and pinyin: 名 -> the number of 正 it names ("" for any).
ZHENG_NAMES = {"正": "", "zheng": "", "采侯": "", "cai_hou": "", "二正": "二正", "三正": "三正",
               "五正": "五正"}


def _show(thing: Any) -> list[str]:
    from ..canon.gear import GearItem
    from ..canon.rites import HideReading, Hou
    from ..canon.statements import Statement
    from ..measure.notation import format_chi
    from ..model.pangong import Placement
    from ..sources.citations import Rule
    from ..sources.passages import passage_of

    out: list[str] = []
    if isinstance(thing, Rule):
        out.append(_("rule {key} ({label}): {statement}").format(
            key=thing.key, label=thing.label, statement=_(thing.statement)))
        cites = thing.citations
        if not thing.inputs:
            value = thing()
            if not isinstance(value, (dict, tuple, str)):
                out.append(_("  houzhi: {value}").format(value=format_chi(value)))
        out += _computed_lines(thing)
    elif isinstance(thing, Hou):
        where = clauses(_where(thing))
        words = {"name": thing.name, "kind": thing.kind, "where": where, "marks": thing.marks,
                 "shi": thing.shi}
        if thing.shi and not thing.painted:  # a 采侯 with its sides of hide (the 士's 豻侯)
            out.append(_("侯 {name} ({kind}; {where}), painted with {marks}, the sides of its 中 "
                         "trimmed with {shi}皮 ({shi}飾)").format(**words))
        elif thing.shi:
            out.append(_("侯 {name} ({kind}; {where}): a {marks} of {hide}皮 set on the cloth, "
                         "the sides of its 中 trimmed with {shi}皮 ({shi}飾)").format(
                             hide=thing.painted[0], **words))
        else:
            beasts = f" ({'、'.join(thing.painted)})" if thing.painted else ""
            out.append(_("侯 {name} ({kind}; {where}), painted with {marks}{beasts}").format(
                beasts=beasts, **words))
        out += [_("  houzhi: {value}").format(value=_(n)) for n in thing.notes]
        cites = thing.citations
    elif isinstance(thing, HideReading):
        out.append(_("reading of the 大射's 三侯 and their hides: {label} ({commentators}): "
                     "{summary} (houzhi target 70 --hides {label})").format(
                         label=thing.label, commentators=thing.commentators,
                         summary=thing.summary))
        cites = thing.citations
    elif isinstance(thing, GearItem):
        dims = listing(paren(f"{_(k)} {format_chi(thing.dimension(k))}", f"「{v}」")
                       for k, v in thing.dimensions.items())
        out.append(_("gear {key} ({name}, {english}): {dims}").format(
            key=thing.key, name=thing.name, english=_(thing.english), dims=dims))
        cites = thing.citations
    elif isinstance(thing, Placement):
        out.append(_placement_words(thing))
        cites = (thing.passage,)
    else:
        assert isinstance(thing, Statement)
        from ..documents.tables import comparison_note, computed_text, statement_label
        from ..model.check import compare_one

        c = compare_one(thing)
        verdict = {True: _("agrees"),
                   None: _("a finding") if c.computed is not None else _("not given"),
                   False: _("differs, for a reason the texts give") if c.ok
                   else _("DOES NOT AGREE")}
        # in Chinese a 校 note says the emendation itself (校：「大」當作「丈」): not said twice
        said_by_note = language() != "en" and thing.citation.note.startswith("校: ")
        read_as = (_(" (read as 「{emend}」)").format(emend=thing.emend)
                   if thing.emend and not said_by_note else "")
        note = comparison_note(c)
        basis = _(" ({basis})").format(basis=c.basis.short) if c.basis is not None else ""
        stated = (_("stated figure {label}: 「{value}」{read_as}; houzhi computes {computed}"
                    "{basis} — {verdict}") if c.computed is not None else
                  # not "houzhi computes not given — not given": houzhi has no figure to set
                  # beside the text's, and the verdict says why
                  _("stated figure {label}: 「{value}」{read_as}; houzhi has no such figure{basis} "
                    "— {verdict}"))
        out.append(stated.format(label=statement_label(thing), value=thing.value,
                                 read_as=read_as, computed=computed_text(c), basis=basis,
                                 verdict=verdict[c.agrees])
                   + (_(": {note}").format(note=note) if note else ""))
        cites = (thing.citation,)
    for cit in cites:
        out.append(f"  {cit}")
        if cit.note:
            said = (pgettext("a collation note", "    note: {note}") if cit.note.startswith("校")
                    else _("    note: {note}"))  # a 校 says its own label (校：…), not 案：校：…
            note = _(cit.note)
            note = collation(note)  # its colon full-width, as check's; its characters quoted
            out.append(said.format(note=note))
        out.append(_("    passage: …{passage}…").format(passage=passage_of(cit)))
    return out


def _placement_names(p: Any) -> list[str]:
    """The names of the things the 頖宮's ground places for the placement ``p``."""
    from ..model.pangong import pangong_ground

    names = {it.key: it.name for it in pangong_ground()}
    return [names.get(k, k) for k in p.items]


def _placement_words(p: Any) -> str:
    """A placement of the 頖宮 in words: what houzhi places for it, or why it cannot."""
    if p.placed:
        return _("placement {key} of the 頖宮 (國初射儀): houzhi places {items} (houzhi ground "
                 "--rite 頖宮)").format(key=p.key, items=listing(_placement_names(p)))
    return _("placement {key} of the 頖宮 (國初射儀): not placed: {why}").format(key=p.key,
                                                                           why=_(p.why_not))


def _computed_lines(rule: Any) -> list[str]:
    """What houzhi computes from ``rule`` at 50, 70 and 90弓, a line a range (and reading)."""
    from ..documents.computed import computed_from
    from ..documents.tables import gong_count, numeral
    from ..measure.notation import format_chi

    by: dict[tuple[int, str], list[str]] = {}
    for f in computed_from(rule):
        if not f.count:
            said = f"{f.name} {format_chi(f.value)}"
        elif language() == "en" or f.value != int(f.value):
            said = f"{f.name} {f.value}"
        else:  # a count in Chinese numerals, as the texts count (躬幅一)
            said = f"{f.name}{numeral(f.value)}"
        by.setdefault((f.range_gong, f.reading), []).append(said)
    # the readings that give the same figures at a range share a line
    lines: dict[tuple[int, str], list[str]] = {}
    for (d, who), parts in by.items():
        lines.setdefault((d, listing(parts)), []).append(who)
    return [_("  houzhi computes at {gong}弓: {figures} ({readings})").format(
                gong=gong_count(d), figures=parts, readings="、".join(whos))
            for (d, parts), whos in lines.items()]


def _computed_data(thing: Any) -> list[dict[str, Any]]:
    """The figures of :func:`_computed_lines` as JSON-ready data."""
    from ..documents.computed import computed_from
    from ..render.export import exact
    from ..sources.citations import Rule

    if not isinstance(thing, Rule):
        return []
    return [{"range_gong": exact(f.range_gong), "name": f.name, "reading": f.reading,
             ("value_count" if f.count else "value_chi"): exact(f.value)}
            for f in computed_from(thing)]


def _where(hou: Any) -> list[str]:
    """Where the rites set ``hou``: "大射 of a 諸侯 at 70弓" …, and whose reading of the 大射's
    hides has it there ("…, as 敖繼公 reads it")."""
    from fractions import Fraction

    from ..canon.rites import DASHE, HIDE_READINGS, RITES
    from ..documents.tables import gong_count

    def at(rite: str, rank: str, d: Fraction | int) -> str:
        return _("{rite} of a {rank} at {gong}弓").format(rite=rite, rank=rank,
                                                          gong=gong_count(d))

    out = [at(rite.label, rank, d) for rite in RITES.values()
           for rank, by_range in rite.targets.items() for d, h in by_range.items() if h is hou]
    for hr in HIDE_READINGS.values():
        for rank, by_range in hr.targets.items():
            for d, h in by_range.items():
                if h is hou:
                    where = at(DASHE.label, rank, d)
                    out = [w for w in out if w != where]
                    out.append(_("{where}, as {hides} reads it").format(where=where,
                                                                        hides=hr.label))
    return out


#: Names shown when nothing known is near what was asked: the 名 a reader is most likely after.
COMMON = ("躬", "上舌", "下舌", "中", "鵠", "用布", "乏", "大侯", "綱", "縜", "籌", "物")


def _nearest(name: str, known: list[str]) -> list[str]:
    """The known names nearest ``name``, in its own script: 名 for a name in characters, keys
    for one in Latin letters; else the common 名."""
    cjk = any(ord(ch) > 0x2E80 for ch in name)
    pool = [k for k in known if any(ord(ch) > 0x2E80 for ch in k) == cjk]
    near = difflib.get_close_matches(name, pool, n=6, cutoff=0.3)
    near += [k for k in pool if k not in near and set(k) & set(name) - set(" _")][:6 - len(near)]
    return near or [k for k in COMMON if k in known]


def _characters(keys: list[str], idx: dict[str, list[Any]]) -> dict[str, str]:
    """The 名 of each key in ``keys`` (``yuezheng`` -> 樂正): the first name in characters that
    names the key's first rule, gear or statement too."""
    out = {}
    for key in keys:
        if any(ord(ch) > 0x2E80 for ch in key) or not idx.get(key):
            continue
        thing = idx[key][0]
        own = [str(getattr(thing, a, "") or "") for a in ("label", "name", "what")]
        out[key] = next((n for n in own if any(ord(ch) > 0x2E80 for ch in n)), "") or next(
            (n for n, ts in idx.items() if any(ord(ch) > 0x2E80 for ch in n)
             and any(t is thing for t in ts)), "")
    return out


def run(args: argparse.Namespace) -> int:
    from ..measure._scripts import resolve
    from ..sources.passages import passage_of

    idx = _index()
    name = args.name.strip()
    things = resolve(name, idx.get)
    if things is None:
        near = _nearest(name, list(idx))
        raise UnknownNameError(N_("rule or figure"), name, near, nearest=True,
                               names=_characters(near, idx))
    if args.json:
        from ..canon.gear import GearItem
        from ..canon.rites import HideReading, Hou
        from ..model.pangong import Placement
        from ..render.export import to_data
        from ..sources.citations import Rule

        def cites(t: Any) -> list[Any]:
            cs = (t.citations if isinstance(t, (Rule, GearItem, Hou, HideReading))
                  else (t.passage,) if isinstance(t, Placement) else (t.citation,))
            return [{**to_data(c), "passage": passage_of(c)} for c in cs]

        from ..canon.statements import Statement
        from ..documents.tables import statement_label

        def name_of(t: Any) -> str:
            if isinstance(t, Statement):
                return statement_label(t)
            if isinstance(t, Placement):
                return t.key
            return str(getattr(t, "label", None) or getattr(t, "name", ""))

        def basis(t: Any) -> dict[str, Any]:  # houzhi's figure of a stated one, with its basis
            if not isinstance(t, Statement):
                return {}
            from ..model.check import compare_one

            b = compare_one(t).basis
            return {"basis": None if b is None else to_data(b)}

        def placed(t: Any) -> dict[str, Any]:  # a 頖宮 placement: what it places, or why not
            if not isinstance(t, Placement):
                return {}
            return {"placed": t.placed, "items": list(t.items),
                    "item_names": _placement_names(t), "not_placed": t.why_not or None}

        rows = [{"kind": type(t).__name__, "name": name_of(t), "citations": cites(t),
                 **basis(t), **placed(t),
                 **({"computed": c} if (c := _computed_data(t)) else {})}
                for t in things]
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    for t in things:
        print("\n".join(_show(t)))
        print()
    return 0
