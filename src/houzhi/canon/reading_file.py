"""Readings written as TOML files: a scholar's reading of the 侯, declared, loaded, registered.

A reading file declares, in the canon's vocabulary, what :mod:`houzhi.canon.readings` writes in
Python: the reading (key, label, author, work), the citations it rests on (each on its leaf of
the 四庫 text, with the words quoted), the rules (each an exact arithmetic expression over
``D``, the range in 弓, ``w``, the finished breadth in 尺, and the other rules' results, with
the citations it rests on), the composition (the parts top to bottom, each with its length,
height and count as expressions, its 舌 and the rule that gives it), houzhi's assumptions
where the author is silent (with why), and the figures the author states (checked by
``houzhi check``). The format is described in ``docs/reading-files.md``; 聶崇義's 侯
(``definitions/nie_chongyi.toml``) is shipped as such a file and registered on import.

:func:`load_reading` reads a file, checks it whole, builds a :class:`~houzhi.canon.readings.Reading`
that works as the built-in ones do, and registers it in :data:`houzhi.canon.readings.READINGS`, so
that it appears in ``target``, ``readings``, ``check``, ``source`` and the JSON. Every fault of a
file is one line naming the file, the line (where the TOML gives it) and the key:
:class:`ReadingFileError`.

Expressions are read by :class:`houzhi.measure.expressions.Expression` (numbers, names, ``+ - * /``,
parentheses; never :func:`eval`).
"""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from importlib.resources import files
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..errors import HouzhiError, require
from ..measure.expressions import Expression
from ..sources.citations import WORKS, Citation, Rule, cite
from . import rules as canon
from .reading_base import Composition, Part, Reading
from .reasons import Reason, Why

if TYPE_CHECKING:
    from .statement import Statement

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = ["PART_KEYS", "SHIPPED", "SYMBOLS", "FileReading", "ReadingFileError", "read_reading",
           "read_reading_file", "shipped"]

#: The names houzhi gives every expression: the range in 弓 and the finished breadth in 尺.
SYMBOLS: Mapping[str, str] = MappingProxyType({
    "D": "the range, in 弓", "w": "the finished breadth of the cloth, in 尺"})
#: The parts of a target, by the keys the model knows them by.
PART_KEYS = ("shang_ge", "shang_gong", "zhong", "xia_gong", "xia_ge", "hou")
#: The reading files shipped with houzhi (in the package's ``definitions`` folder), registered
#: on import.
SHIPPED = ("nie_chongyi",)
#: The largest reading file houzhi reads, in bytes.
MAX_BYTES = 1 << 20

_LAYERS = ("經", "記", "注", "疏", "音義", "說")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_LEAF = re.compile(r"\d{3}-\d{1,3}[ab](/(\d{3}-)?\d{1,3}[ab])?\Z")

# the keys each table takes: (required, optional)
_TOP = ((), ("format", "reading", "citations", "rules", "composition", "assumptions", "stated",
             "fa"))
_READING = (("key", "label", "author", "summary"),
            ("work", "cannot", "dashe_staggered", "scale", "scaled"))
_CITATION = (("work", "section", "layer", "leaf", "quote"), ("juan", "author", "note"))
_RULE = ((), ("label", "words", "value", "params", "cites", "role", "borrow", "with"))
_COMPOSITION = (("parts", "zhong_side", "zhong_height", "hu_side", "hu_centre", "bottom",
                 "hanging_rule", "hu_rule"), ("gong", "not_given", "withheld", "refused",
                                              "dashe_hanging"))
_PART = (("key", "name", "length", "height", "count", "rule"), ("she", "strips"))
_ASSUMPTION = (("what", "why"), ("figures",))
_WITHHELD = (("figure", "when", "why"), ())
_REFUSED = (("when", "why"), ())
_FA = (("label", "words", "north", "west", "cites"), ("params",))
#: The names a 乏 rule's expressions may use beside its parameters: the range in 尺, and half the
#: 侯's width (尺), as the model gives them.
FA_SYMBOLS: Mapping[str, str] = MappingProxyType({
    "R": "the range, in 尺", "half_width": "half the 侯's width, in 尺"})
_STATED = (("figure", "range", "what", "words", "cites"),
           ("count", "note", "emend", "finding", "rite", "relation", "subject"))

Path_ = tuple[str | int, ...]

#: A stated figure of a reading file, as the fields of its Statement: (name, value) pairs.
_StatedFigure = tuple[tuple[str, Any], ...]


class ReadingFileError(HouzhiError):
    """A reading file that cannot be read or does not hold: one line naming the file, the line
    (where the TOML gives it) and the key."""


def _dotted(path: Path_) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def _line_of(text: str, path: Path_) -> int | None:
    """The line of ``text`` (1-based) that holds the key ``path``, or the table that holds it,
    as far as a plain reading of the TOML's headers and keys finds it; None where none does."""
    header: Path_ = ()
    counts: dict[Path_, int] = {}
    best, best_len = None, 0
    for n, line in enumerate(text.splitlines(), 1):
        s = line.split("#", 1)[0].strip() if not line.lstrip().startswith(("'", '"')) else line
        m = re.fullmatch(r"\[\[\s*([^\]]+?)\s*\]\]", s) or re.fullmatch(r"\[\s*([^\]]+?)\s*\]", s)
        if m:
            names: Path_ = tuple(x.strip().strip('"') for x in m.group(1).split("."))
            if s.startswith("[["):
                i = counts.get(names, 0)
                counts[names] = i + 1
                names = (*names, i)
            header = names
            here = header
        else:
            k = re.match(r"\s*([A-Za-z0-9_\-]+|\"[^\"]*\")\s*=", line)
            if not k:
                continue
            here = (*header, k.group(1).strip('"'))
        common = 0
        for a, b in zip(here, path, strict=False):
            if a != b:
                break
            common += 1
        if common == len(here) and common > best_len:
            best, best_len = n, common
    return best


@dataclass(frozen=True)
class _Source:
    """The file being read: its name as given, and its text (for the lines of its keys)."""

    name: str
    text: str

    def fail(self, path: Path_, why: str) -> ReadingFileError:
        line = _line_of(self.text, path) if path else None
        at = f"line {line}: " if line else ""
        key = f"{_dotted(path)}: " if path else ""
        return ReadingFileError(f"{self.name}: {at}{key}{why}")


def _table(src: _Source, value: Any, path: Path_, keys: tuple[tuple[str, ...], tuple[str, ...]]
           ) -> dict[str, Any]:
    """``value`` as a table with only the known keys and all the required ones."""
    if not isinstance(value, dict):
        raise src.fail(path, f"must be a table, got {type(value).__name__}")
    required, optional = keys
    for k in value:
        if k not in required and k not in optional:
            known = ", ".join((*required, *optional))
            raise src.fail((*path, k), f"unknown key {k!r}; known: {known}")
    for k in required:
        if k not in value:
            raise src.fail(path, f"needs {k!r}")
    return value


def _text(src: _Source, value: Any, path: Path_, *, empty: bool = False) -> str:
    if not isinstance(value, str) or (not empty and not value.strip()):
        raise src.fail(path, "must be text" + ("" if empty else ", not empty")
                       + f", got {value!r}")
    return value.strip()


def _texts(src: _Source, value: Any, path: Path_) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise src.fail(path, f"must be a list of text, got {type(value).__name__}")
    return tuple(_text(src, v, (*path, i)) for i, v in enumerate(value))


def _expression(src: _Source, value: Any, path: Path_) -> Expression:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    try:
        return Expression(_text(src, value, path))
    except HouzhiError as e:
        raise src.fail(path, str(e)) from None


def _citation(src: _Source, key: str, value: Any) -> Citation:
    path: Path_ = ("citations", key)
    t = _table(src, value, path, _CITATION)
    work = _text(src, t["work"], (*path, "work"))
    if work not in WORKS:
        raise src.fail((*path, "work"), f"unknown work {work!r} (a Kanseki Repository id); "
                       f"known: {', '.join(f'{k} ({v[0]})' for k, v in WORKS.items())}")
    leaf = _text(src, t["leaf"], (*path, "leaf"))
    if not _LEAF.match(leaf):
        raise src.fail((*path, "leaf"), f"a leaf is written 006-2b (the file, the 葉, its "
                       f"side; 006-2b/3a across a page break), got {leaf!r}")
    layer = _text(src, t["layer"], (*path, "layer"))
    if layer not in _LAYERS:
        raise src.fail((*path, "layer"), f"unknown layer {layer!r}; known: {', '.join(_LAYERS)}")
    author = _text(src, t.get("author", ""), (*path, "author"), empty=True)
    if not author and layer not in ("經", "記"):
        raise src.fail(path, f"needs 'author': who wrote the {layer}")
    juan = t.get("juan")
    return cite(work, leaf, _text(src, t["section"], (*path, "section")), layer, author,
                _text(src, t["quote"], (*path, "quote")),
                juan=None if juan is None else _text(src, juan, (*path, "juan")),
                note=_text(src, t.get("note", ""), (*path, "note"), empty=True))


def _cites(src: _Source, value: Any, path: Path_, citations: Mapping[str, Citation]
           ) -> tuple[Citation, ...]:
    names = (value,) if isinstance(value, str) else _texts(src, value, path)
    if not names:
        raise src.fail(path, "needs at least one citation")
    for i, n in enumerate(names):
        if n not in citations:
            raise src.fail((*path, i) if not isinstance(value, str) else path,
                           f"unknown citation {n!r}; known: {', '.join(citations) or 'none'}")
    return tuple(citations[n] for n in names)


@dataclass(frozen=True)
class _Step:
    """One rule as the recipe applies it: its name, the Rule, and the names its inputs take
    their values from (the rule's own input names, or a borrowed canon rule's)."""

    name: str
    rule: Rule
    bind: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class _PartSpec:
    key: str
    name: str
    length: Expression
    height: Expression
    count: Expression
    she: Expression
    rule: Rule
    strips: bool


@dataclass(frozen=True)
class _Recipe:
    """A reading file's composition: applies the rules in the order their definitions need,
    then builds the :class:`~houzhi.canon.readings.Composition` from the parts' expressions."""

    steps: tuple[_Step, ...]
    parts: tuple[_PartSpec, ...]
    figures: tuple[tuple[str, Expression], ...]
    hanging: Rule
    hu_rule: Rule
    not_given: tuple[tuple[str, Reason], ...]
    gong: Expression | None
    withheld: tuple[tuple[str, Expression, Reason], ...] = ()
    refused: tuple[tuple[Expression, str], ...] = ()

    def __call__(self, D: Any, w: Any) -> Composition:
        env: dict[str, Any] = {"D": D, "w": w}
        for s in self.steps:
            env[s.name] = s.rule(**{inp: env[name] for inp, name in s.bind})
        parts = tuple(Part(p.key, p.name, p.length(**env), p.height(**env), p.count(**env),
                           p.rule, p.she(**env), p.strips) for p in self.parts)
        f = {k: e(**env) for k, e in self.figures}
        not_given = dict(self.not_given)
        for fig, when, why in self.withheld:  # at a range (exact), not in the symbolic forms
            v = when(**env)
            if isinstance(v, (int, Fraction)) and v > 0:
                not_given[fig] = why
        refused = next((why.format_map(env) for when, why in self.refused
                        if isinstance(v := when(**env), (int, Fraction)) and v > 0), "")
        return Composition(parts, f["zhong_side"], f["zhong_height"], f["hu_side"],
                           f["hu_centre"], f["bottom"], self.hanging, self.hu_rule,
                           MappingProxyType(not_given), refused,
                           gong=None if self.gong is None else self.gong(**env))


@dataclass(frozen=True)
class _Spec:
    """A reading file, read and checked: everything :func:`_to_reading` needs."""

    key: str
    label: str
    author: str
    summary: str
    rules: Mapping[str, Rule]
    recipe: _Recipe
    citations: tuple[Citation, ...]
    assumptions: tuple[tuple[str, str, tuple[str, ...]], ...]
    cannot: tuple[str, ...]
    dashe_staggered: bool
    dashe_hanging: Rule | None
    scale: str
    scaled: frozenset[str]
    statements: tuple[_StatedFigure, ...]
    source: str
    fa: Rule | None = None


@dataclass(frozen=True, eq=False)
class FileReading(Reading):
    """A reading declared in a file (:func:`load_reading`); ``source`` names the file,
    ``stated`` its author's stated figures (:meth:`own_statements` makes them Statements)."""

    source: str = ""
    stated_figures: tuple[_StatedFigure, ...] = ()

    def own_statements(self) -> tuple[Statement, ...]:
        """The file's stated figures as :class:`~houzhi.canon.statements.Statement`, made on first
        use (the commentary loads the 大射's stack, which ``import houzhi`` does not)."""
        made = self.__dict__.get("_statements")
        if made is None:
            from .statement import Statement

            made = tuple(Statement(**dict(f)) for f in self.stated_figures)
            self.__dict__["_statements"] = made
        return made


def _to_reading(spec: _Spec) -> Reading:
    """The one place a reading file's content becomes a :class:`~houzhi.canon.readings.Reading`."""
    reckoned = {fig: Reason.of(Why.FILE_ASSUMPTION, why=why, what=what)
                for what, why, figs in spec.assumptions for fig in figs}
    return FileReading(
        spec.key, spec.label, spec.author, spec.summary, MappingProxyType(dict(spec.rules)),
        spec.recipe,
        assumptions=tuple(f"{why}: houzhi assumes {what}" for what, why, _ in spec.assumptions),
        citations=spec.citations, dashe_staggered=spec.dashe_staggered, cannot=spec.cannot,
        dashe_hanging=spec.dashe_hanging, reckoned=MappingProxyType(reckoned),
        scale=spec.scale, scaled=spec.scaled, source=spec.source,
        stated_figures=spec.statements, fa=spec.fa)


def _order(src: _Source, deps: Mapping[str, tuple[str, ...]], where: Mapping[str, Path_]
           ) -> tuple[str, ...]:
    """The rules in an order in which each comes after those it is defined from; a name
    defined nowhere, or a circle of definitions, is refused naming the rule."""
    for name, needs in deps.items():
        for n in needs:
            if n not in deps and n not in SYMBOLS:
                raise src.fail(where[name], f"{n!r} is not defined: neither a rule of this "
                               f"file nor one of {', '.join(SYMBOLS)}")
    done: dict[str, None] = {}
    state: dict[str, int] = {}

    def visit(name: str, chain: tuple[str, ...]) -> None:
        if state.get(name) == 2:
            return
        if state.get(name) == 1:
            circle = " → ".join((*chain[chain.index(name):], name))
            raise src.fail(where[chain[chain.index(name)]], f"a circle in the definitions: "
                           f"{circle}")
        state[name] = 1
        for n in deps[name]:
            if n in deps:
                visit(n, (*chain, name))
        state[name] = 2
        done[name] = None

    for name in deps:
        visit(name, ())
    return tuple(done)


def _read_rules(src: _Source, key: str, value: Any, citations: Mapping[str, Citation]
                ) -> tuple[dict[str, Rule], dict[str, str], tuple[_Step, ...]]:
    """The rules by name, their roles (role -> name), and the steps in order."""
    if not isinstance(value, dict) or not value:
        raise src.fail(("rules",), "needs at least one rule, as [rules.NAME]")
    by_name: dict[str, Rule] = {}
    roles: dict[str, str] = {}
    binds: dict[str, tuple[tuple[str, str], ...]] = {}
    where: dict[str, Path_] = {}
    canon_rules = {r.key: r for r in canon.ALL_RULES}
    for name, body in value.items():
        path: Path_ = ("rules", name)
        if not _NAME.match(name) or name in SYMBOLS:
            raise src.fail(path, f"a rule's name is a pinyin identifier (gong, shang_ge) and "
                           f"not one of {', '.join(SYMBOLS)}, got {name!r}")
        t = _table(src, body, path, _RULE)
        if "borrow" in t:
            for k in ("value", "params", "cites", "label", "words"):
                if k in t:
                    raise src.fail((*path, k), "a borrowed rule takes its formula, its words "
                                   "and its citations from the canon's; drop it")
            b = _text(src, t["borrow"], (*path, "borrow"))
            if b not in canon_rules:
                raise src.fail((*path, "borrow"), f"unknown rule of the canon {b!r}; known: "
                               f"{', '.join(canon_rules)}")
            rule = canon_rules[b]
            given = t.get("with", {})
            if not isinstance(given, dict):
                raise src.fail((*path, "with"), "must be a table: the canon rule's input = a "
                               "name of this file")
            for k in given:
                if k not in rule.inputs:
                    raise src.fail((*path, "with", k), f"the canon's rule {b} takes no {k!r}; "
                                   f"it takes {', '.join(rule.inputs) or 'nothing'}")
            binds[name] = tuple((i, _text(src, given.get(i, i), (*path, "with", i)))
                                for i in rule.inputs)
            where[name] = (*path, "with") if given else (*path, "borrow")
        else:
            if "with" in t:
                raise src.fail((*path, "with"), "only a borrowed rule takes 'with'")
            if "value" not in t:
                raise src.fail(path, "needs 'value' (an expression) or 'borrow' (a rule of "
                               "the canon)")
            for k, what in (("label", "its name in characters"), ("words", "what it says"),
                            ("cites", "the citations it rests on")):
                if k not in t:
                    raise src.fail(path, f"needs {k!r}: {what}")
            expr = _expression(src, t["value"], (*path, "value"))
            params = _params(src, t, path, expr.names, SYMBOLS, "the value does not use")
            inputs = tuple(n for n in expr.names if n not in params)
            rule = Rule(f"{name}_{key}", _text(src, t["label"], (*path, "label")),
                        _text(src, t["words"], (*path, "words")),
                        _cites(src, t["cites"], (*path, "cites"), citations), expr,
                        inputs=inputs, params=MappingProxyType(params))
            for k in params:
                try:
                    rule.param_values()
                except HouzhiError as e:
                    raise src.fail((*path, "params", k), str(e)) from None
            binds[name] = tuple((i, i) for i in inputs)
            where[name] = (*path, "value")
        role = _text(src, t.get("role", name), (*path, "role"))
        if role in roles:
            raise src.fail((*path, "role"), f"the role {role!r} is also rule {roles[role]}'s")
        roles[role] = name
        by_name[name] = rule
    if "range" not in roles:
        raise src.fail(("rules",), "needs the rule of the range: one with role = \"range\", "
                       "from D (弓) to 尺")
    if tuple(n for _, n in binds[roles["range"]]) != ("D",):
        raise src.fail(("rules", roles["range"]), "the rule of the range is made from D (弓) "
                       "alone")
    order = _order(src, {n: tuple(v for _, v in b) for n, b in binds.items()}, where)
    steps = tuple(_Step(n, by_name[n], binds[n]) for n in order)
    return by_name, roles, steps


def _params(src: _Source, t: Mapping[str, Any], path: Path_, used: tuple[str, ...],
            reserved: Mapping[str, str], unused: str) -> dict[str, str]:
    """A rule's ``params`` table (name = a length as the text writes it), checked: each name a
    pinyin identifier, none of the ``reserved`` names, each ``used`` by its expressions (else
    ``unused`` and the name is the fault)."""
    params = t.get("params", {})
    if not isinstance(params, dict):
        raise src.fail((*path, "params"), "must be a table: name = a length as the text "
                       "writes it (\"二寸\")")
    out = {k: _text(src, v, (*path, "params", k)) for k, v in params.items()}
    for k in out:
        if not _NAME.match(k) or k in reserved:
            raise src.fail((*path, "params", k), f"a parameter's name is a pinyin identifier, "
                           f"not one of {', '.join(reserved)}")
        if k not in used:
            raise src.fail((*path, "params", k), f"{unused} {k!r}")
    return out


def _rule_named(src: _Source, value: Any, path: Path_, by_name: Mapping[str, Rule]) -> Rule:
    name = _text(src, value, path)
    if name not in by_name:
        raise src.fail(path, f"unknown rule {name!r}; known: {', '.join(by_name)}")
    return by_name[name]


def _uses_known(src: _Source, e: Expression, path: Path_, known: Mapping[str, Any]) -> None:
    for n in e.names:
        if n not in known and n not in SYMBOLS:
            raise src.fail(path, f"{n!r} is not defined: neither a rule of this file nor one "
                           f"of {', '.join(SYMBOLS)}")


def _read_composition(src: _Source, value: Any, by_name: Mapping[str, Rule],
                      steps: tuple[_Step, ...]) -> tuple[_Recipe, Rule | None]:
    path: Path_ = ("composition",)
    t = _table(src, value, path, _COMPOSITION)
    parts_in = t["parts"]
    if not isinstance(parts_in, list) or not parts_in:
        raise src.fail((*path, "parts"), "needs the parts, top to bottom, as "
                       "[[composition.parts]]")
    parts = []
    seen: set[str] = set()
    for i, body in enumerate(parts_in):
        pp: Path_ = (*path, "parts", i)
        p = _table(src, body, pp, _PART)
        k = _text(src, p["key"], (*pp, "key"))
        if k not in PART_KEYS:
            raise src.fail((*pp, "key"), f"unknown part {k!r}; known: {', '.join(PART_KEYS)}")
        if k in seen:
            raise src.fail((*pp, "key"), f"the part {k!r} is given twice")
        seen.add(k)
        ex = {f: _expression(src, p.get(f, "0"), (*pp, f))
              for f in ("length", "height", "count", "she")}
        for f, e in ex.items():
            _uses_known(src, e, (*pp, f), by_name)
        strips = p.get("strips", False)
        if not isinstance(strips, bool):
            raise src.fail((*pp, "strips"), f"must be true or false, got {strips!r}")
        parts.append(_PartSpec(k, _text(src, p["name"], (*pp, "name")), ex["length"],
                               ex["height"], ex["count"], ex["she"],
                               _rule_named(src, p["rule"], (*pp, "rule"), by_name), strips))
    figures = []
    for f in ("zhong_side", "zhong_height", "hu_side", "hu_centre", "bottom"):
        e = _expression(src, t[f], (*path, f))
        _uses_known(src, e, (*path, f), by_name)
        figures.append((f, e))
    gong = None
    if "gong" in t:
        gong = _expression(src, t["gong"], (*path, "gong"))
        _uses_known(src, gong, (*path, "gong"), by_name)
    ng = t.get("not_given", {})
    if not isinstance(ng, dict):
        raise src.fail((*path, "not_given"), "must be a table: figure = why")
    not_given = tuple((k, Reason.words(_text(src, v, (*path, "not_given", k))))
                      for k, v in ng.items())
    for k, _ in not_given:
        _figure_key(src, k, (*path, "not_given", k))
    withheld = []
    if not isinstance(t.get("withheld", []), list):
        raise src.fail((*path, "withheld"), "must be a list of tables, as "
                       "[[composition.withheld]]")
    for i, body in enumerate(t.get("withheld", [])):
        wp: Path_ = (*path, "withheld", i)
        wt = _table(src, body, wp, _WITHHELD)
        when = _expression(src, wt["when"], (*wp, "when"))
        _uses_known(src, when, (*wp, "when"), by_name)
        withheld.append((_figure_key(src, _text(src, wt["figure"], (*wp, "figure")),
                                     (*wp, "figure")), when,
                         Reason.words(_text(src, wt["why"], (*wp, "why")))))
    if not isinstance(t.get("refused", []), list):
        raise src.fail((*path, "refused"), "must be a list of tables, as "
                       "[[composition.refused]]")
    refused = []
    for i, body in enumerate(t.get("refused", [])):
        rp: Path_ = (*path, "refused", i)
        rt = _table(src, body, rp, _REFUSED)
        when = _expression(src, rt["when"], (*rp, "when"))
        _uses_known(src, when, (*rp, "when"), by_name)
        why = _text(src, rt["why"], (*rp, "why"))
        try:  # the names it quotes, {n}, are the file's own
            named = [f for _, f, _, _ in string.Formatter().parse(why) if f is not None]
        except ValueError as e:
            raise src.fail((*rp, "why"), f"cannot be read: {e}") from None
        for n in named:
            if n not in by_name and n not in SYMBOLS:
                raise src.fail((*rp, "why"), f"{{{n}}} names neither a rule of this file nor "
                               f"one of {', '.join(SYMBOLS)}")
        refused.append((when, why))
    dashe = (None if "dashe_hanging" not in t else
             _rule_named(src, t["dashe_hanging"], (*path, "dashe_hanging"), by_name))
    if dashe is not None and dashe.inputs:
        raise src.fail((*path, "dashe_hanging"), "the 大射's own hanging is a height, made "
                       "from nothing but its parameters")
    return _Recipe(steps, tuple(parts), tuple(figures),
                   _rule_named(src, t["hanging_rule"], (*path, "hanging_rule"), by_name),
                   _rule_named(src, t["hu_rule"], (*path, "hu_rule"), by_name),
                   not_given, gong, tuple(withheld), tuple(refused)), dashe


_FIGURES = ("zhong_side", "zhong_strips", "zhong_cloth", "gong_each", "gong_both", "shang_ge",
            "xia_ge", "shang_she", "xia_she", "xia_she_both", "total", "fa_north", "fa_west",
            "fa_west_of_edge", "height", "width", "breadth", "breadths", "gong_breadths",
            "she_breadths", "hu_side", "hu_ground", "bottom", "wu_gap",
            # the further figures a stated figure may name (houzhi.model.check)
            "band", "gong_out", "gang_top", "gang_bottom", "fa_west_of_side", "range", "top")


@dataclass(frozen=True)
class _Place:
    """A 乏 rule's formula: the (north, west) its two expressions give (尺)."""

    north: Expression
    west: Expression

    def __call__(self, **values: Any) -> tuple[Any, Any]:
        return self.north(**values), self.west(**values)


def _read_fa(src: _Source, key: str, value: Any, citations: Mapping[str, Citation]) -> Rule:
    """The ``[fa]`` table: the reading's own rule placing the 乏 (where the 鄉射's rule would),
    its ``north`` and ``west`` of the target's centre line as expressions of ``R`` (the range,
    尺), ``half_width`` (尺) and its ``params``."""
    path: Path_ = ("fa",)
    t = _table(src, value, path, _FA)
    north = _expression(src, t["north"], (*path, "north"))
    west = _expression(src, t["west"], (*path, "west"))
    names = dict.fromkeys((*north.names, *west.names))
    params = _params(src, t, path, tuple(names), FA_SYMBOLS, "neither north nor west uses")
    for n in names:
        if n not in params and n not in FA_SYMBOLS:
            where = "north" if n in north.names else "west"
            raise src.fail((*path, where), f"{n!r} is neither a parameter nor one of "
                           f"{', '.join(FA_SYMBOLS)}")
    rule = Rule(f"fa_{key}", _text(src, t["label"], (*path, "label")),
                _text(src, t["words"], (*path, "words")),
                _cites(src, t["cites"], (*path, "cites"), citations), _Place(north, west),
                inputs=tuple(n for n in names if n not in params),
                params=MappingProxyType(params))
    try:
        rule.param_values()
    except HouzhiError as e:
        raise src.fail((*path, "params"), str(e)) from None
    return rule


def _figure_key(src: _Source, key: str, path: Path_) -> str:
    if key not in _FIGURES:
        raise src.fail(path, f"unknown figure {key!r}; known: {', '.join(_FIGURES)}")
    return key


def _read_stated(src: _Source, key: str, value: Any, citations: Mapping[str, Citation]
                 ) -> tuple[_StatedFigure, ...]:
    """The ``[[stated]]`` figures, checked: each as the fields of its
    :class:`~houzhi.canon.statements.Statement` (made when asked for: :meth:`FileReading.own_statements`)."""
    from ..measure.notation import parse_measure, parse_number

    if not isinstance(value, list):
        raise src.fail(("stated",), "must be a list of tables, as [[stated]]")
    out = []
    for i, body in enumerate(value):
        path: Path_ = ("stated", i)
        t = _table(src, body, path, _STATED)
        subject = _text(src, t.get("subject", "target"), (*path, "subject"))
        if subject not in ("target", "unmodelled"):
            raise src.fail((*path, "subject"), "must be \"target\" (a figure of the 侯) or "
                           f"\"unmodelled\" (what houzhi does not model), got {subject!r}")
        if subject == "target":
            fig = _figure_key(src, _text(src, t["figure"], (*path, "figure")), (*path, "figure"))
        else:  # a name of what the text sizes; the note says why houzhi has no figure for it
            fig = _text(src, t["figure"], (*path, "figure"))
            if not _NAME.match(fig) or "note" not in t:
                raise src.fail((*path, "figure"), "an unmodelled figure is named by a pinyin "
                               "identifier and needs a note saying why houzhi has no figure for it")
        d = t["range"]
        if isinstance(d, bool) or not isinstance(d, int) or d <= 0:
            raise src.fail((*path, "range"), f"a whole number of 弓, got {d!r}")
        c = _cites(src, t["cites"], (*path, "cites"), citations)
        if len(c) != 1:
            raise src.fail((*path, "cites"), "a stated figure stands on one citation")
        words = _text(src, t["words"], (*path, "words"))
        if words not in c[0].quote:
            raise src.fail((*path, "words"), f"the words {words!r} do not stand in the quote "
                           f"「{c[0].quote}」")
        count = t.get("count", False)
        if not isinstance(count, bool):
            raise src.fail((*path, "count"), f"must be true or false, got {count!r}")
        extra: dict[str, Any] = {k: _text(src, t[k], (*path, k)) for k in ("note", "emend", "finding", "rite",
                                                            "relation") if k in t}
        if extra.get("relation", "==") not in ("==", "<"):
            raise src.fail((*path, "relation"), "must be \"==\" or \"<\" (a bound)")
        st: dict[str, Any] = {"subject": subject, "key": fig, "what": _text(src, t["what"], (*path, "what")), "value": words,
              "citation": c[0], "range_gong": d, "reading": key, "count": count, **extra}
        try:
            (parse_number if count else parse_measure)(extra.get("emend") or words)
        except HouzhiError as e:
            raise src.fail((*path, "emend" if "emend" in extra else "words"), str(e)) from None
        out.append(tuple(st.items()))
    return tuple(out)


def _read(text: str, name: str) -> _Spec:
    """A reading file's text, read and checked whole (``name`` names it in every error)."""
    src = _Source(name, text)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ReadingFileError(f"{name}: not TOML: {e}") from None
    _table(src, data, (), _TOP)
    fmt = data.get("format", 1)
    if fmt != 1:
        raise src.fail(("format",), f"houzhi reads reading files of format 1, got {fmt!r}")
    for k in ("reading", "citations", "rules", "composition"):
        if k not in data:
            raise src.fail((), f"needs the table [{k}]")
    r = _table(src, data["reading"], ("reading",), _READING)
    key = _text(src, r["key"], ("reading", "key"))
    if not _NAME.match(key):
        raise src.fail(("reading", "key"), f"a reading's key is a pinyin identifier "
                       f"(nie_chongyi), got {key!r}")
    cits = data["citations"]
    if not isinstance(cits, dict):
        raise src.fail(("citations",), "must be a table of citations, as [citations.NAME]")
    citations = {k: _citation(src, k, v) for k, v in cits.items()}
    by_name, roles, steps = _read_rules(src, key, data["rules"], citations)
    recipe, dashe = _read_composition(src, data["composition"], by_name, steps)
    assumptions = []
    for i, body in enumerate(data.get("assumptions", [])):
        path: Path_ = ("assumptions", i)
        a = _table(src, body, path, _ASSUMPTION)
        figs = _texts(src, a.get("figures", []), (*path, "figures"))
        for j, f in enumerate(figs):
            _figure_key(src, f, (*path, "figures", j))
        assumptions.append((_text(src, a["what"], (*path, "what")),
                            _text(src, a["why"], (*path, "why")), figs))
    staggered = r.get("dashe_staggered", False)
    if not isinstance(staggered, bool):
        raise src.fail(("reading", "dashe_staggered"), "must be true or false")
    scaled = frozenset(_texts(src, r.get("scaled", []), ("reading", "scaled")))
    fa = None if "fa" not in data else _read_fa(src, key, data["fa"], citations)
    used = {c: None for rule in (*by_name.values(), *([fa] if fa else [])) for c in rule.citations}
    return _Spec(
        key, _text(src, r["label"], ("reading", "label")),
        _text(src, r["author"], ("reading", "author")),
        _text(src, r["summary"], ("reading", "summary")),
        {role: by_name[n] for role, n in roles.items()}, recipe,
        tuple(c for c in citations.values() if c not in used),
        tuple(assumptions), _texts(src, r.get("cannot", []), ("reading", "cannot")),
        staggered, dashe, _text(src, r.get("scale", ""), ("reading", "scale"), empty=True),
        scaled, _read_stated(src, key, data.get("stated", []), citations), name, fa)


def read_reading(text: str, name: str = "<reading>") -> Reading:
    """The reading a reading file's ``text`` declares, checked (not registered); ``name``
    names the file in errors. Raises :class:`ReadingFileError`."""
    require(text, str, "read_reading(): text")
    spec = _read(text, name)
    reading = _to_reading(spec)
    src = _Source(name, text)
    try:  # the composition at the 記's three ranges: a definition that cannot be applied fails here
        for d in (50, 70, 90):
            reading.compose(Fraction(d), Fraction(2))
    except (ArithmeticError, HouzhiError) as e:
        raise src.fail(("composition",), f"cannot be composed: {e}") from None
    return reading


def read_reading_file(path: str | Path) -> Reading:
    """The reading declared in the TOML file at ``path``, checked whole (not registered:
    :func:`houzhi.canon.readings.load_reading` does that).

    Raises :class:`ReadingFileError` (a :class:`~houzhi.errors.HouzhiError`): one line naming
    the file, the line and the key."""
    require(path, (str, Path), "read_reading_file(): path")
    name = str(path)
    p = Path(path)
    try:
        with p.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise ReadingFileError(f"{name}: cannot read the reading file: "
                               f"{e.strerror or e}") from None
    if len(raw) > MAX_BYTES:
        raise ReadingFileError(f"{name}: a reading file of at most {MAX_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ReadingFileError(f"{name}: not UTF-8 text (byte {e.start})") from None
    return read_reading(text, name)


def shipped() -> tuple[Reading, ...]:
    """The readings houzhi ships as files (:data:`SHIPPED`), read from the package's
    ``definitions`` folder; :mod:`houzhi.canon.readings` registers them."""
    return tuple(read_reading((files(__package__) / "definitions" / f"{key}.toml")
                              .read_text(encoding="utf-8"), f"houzhi/canon/definitions/{key}.toml")
                 for key in SHIPPED)
