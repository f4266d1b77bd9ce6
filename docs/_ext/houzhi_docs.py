"""Pages generated from houzhi itself when the docs are built: the glossary (from
:data:`houzhi.sources.glossary.GLOSSARY`), the apparatus (every rule, reading and stated figure with its
citation, from :mod:`houzhi.canon.rules`, :mod:`houzhi.canon.readings`, :mod:`houzhi.model.check` and
:mod:`houzhi.canon.gear`), and the notebook pages (copied from ``notebooks/``, run by myst-nb).

The generator walks the objects generically (any ``Rule`` found in the modules, any object with
``citation`` or ``citations``) and prints each citation with ``str()``, so it follows the model
as the model changes. Files are rewritten only when their text changes.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

DOCS = Path(__file__).resolve().parents[1]
OUT = DOCS / "generated"
NOTEBOOKS = DOCS.parent / "notebooks"

_SPECIAL = "\\`*_{}[]<>|#$~"


def md(text: Any) -> str:
    """``text`` as literal Markdown (MyST): special characters escaped, one line."""
    s = " ".join(str(text).split())
    return "".join("\\" + c if c in _SPECIAL else c for c in s)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


# -- the glossary ----------------------------------------------------------------------------
def glossary_page() -> str:
    from houzhi.sources.glossary import GLOSSARY

    lines = ["# Glossary", "",
             "Code uses the pinyin; output uses the characters. Generated from "
             "`houzhi.sources.glossary.GLOSSARY`.", "",
             "| in code | text | English |", "|---|---|---|"]
    for ident, (chars, english) in GLOSSARY.items():
        lines.append(f"| `{ident}` | {md(chars)} | {md(english)} |")
    return "\n".join(lines) + "\n"


# -- the apparatus ---------------------------------------------------------------------------
def _citations(obj: Any) -> tuple[Any, ...]:
    cites = getattr(obj, "citations", None)
    if cites:
        return tuple(cites)
    one = getattr(obj, "citation", None)
    return (one,) if one is not None else ()


def _cite_lines(obj: Any) -> list[str]:
    out = []
    for c in _citations(obj):
        note = getattr(c, "note", "")
        url = getattr(c, "url", "")
        link = f" ([the leaf online]({url}))" if url else ""
        out.append(f"  - {md(c)}{link}" + (f" — {md(note)}" if note else ""))
    return out


def _module_rules(*modules: ModuleType) -> Iterator[Any]:
    from houzhi.sources.citations import Rule

    for mod in modules:
        for value in vars(mod).values():
            items: Iterable[Any] = value if isinstance(value, tuple | list) else (value,)
            for item in items:
                if isinstance(item, Rule):
                    yield item


def _formula(rule: Any) -> str:
    """The rule as a sympy expression of its inputs and its named constants (or, failing that,
    of its inputs with the constants at their values), or '' where it will not take symbols."""
    import sympy

    inputs = tuple(getattr(rule, "inputs", ()))
    for names in ((*inputs, *getattr(rule, "params", {})), inputs):
        try:
            expr = rule(**{k: sympy.Symbol(k) for k in names})
            return sympy.sstr(sympy.nsimplify(expr))
        except Exception:
            continue
    return ""


def _rule_entry(rule: Any) -> list[str]:
    key, label = getattr(rule, "key", ""), getattr(rule, "label", "")
    head = f"- **{md(label or key)}** (`{key}`)"
    statement = getattr(rule, "statement", "")
    if statement:
        head += f": {md(statement)}"
    lines = [head]
    formula = _formula(rule)
    if formula:
        inputs = ", ".join(getattr(rule, "inputs", ()))
        lines.append(f"  - formula: `{formula}`" + (f" (inputs: {inputs})" if inputs else ""))
    params = getattr(rule, "params", {}) or {}
    if params:
        lines.append("  - constants: " + ", ".join(f"{md(k)} = {md(v)}" for k, v in params.items()))
    return lines + _cite_lines(rule)


def _statement_entry(s: Any) -> list[str]:
    fields = [f.name for f in dataclasses.fields(s)] if dataclasses.is_dataclass(s) else []
    shown = [f"{f} {md(getattr(s, f))}" for f in fields if f not in ("citation", "citations")]
    return ["- " + "; ".join(shown), *_cite_lines(s)]


def apparatus_page() -> str:
    from houzhi.canon import gear, readings, rules, statements

    lines = ["# Apparatus", "",
             "Every rule houzhi computes with, every reading, every piece of gear and every "
             "figure the commentators state, each with the passage it rests on. This page is "
             "generated when the documentation is built, from the same objects the numbers, "
             "`houzhi check` and the drawings use.", ""]

    lines += ["## Rules", ""]
    seen: dict[int, Any] = {}
    for rule in _module_rules(rules):
        seen.setdefault(id(rule), rule)
    for rule in seen.values():
        lines += _rule_entry(rule)
    lines.append("")

    lines += ["## Readings", ""]
    for reading in readings.READINGS.values():
        label = getattr(reading, "label", reading)
        lines += [f"### {md(label)} (`{getattr(reading, 'key', '')}`)", ""]
        for attr in ("commentator", "summary"):
            if getattr(reading, attr, ""):
                lines.append(f"{md(getattr(reading, attr))}")
                lines.append("")
        for a in getattr(reading, "assumptions", ()):
            lines.append(f"- houzhi assumes: {md(a)}")
        lines += _cite_lines(reading)
        for role, rule in getattr(reading, "rules", {}).items():
            if id(rule) in seen:
                lines.append(f"- {md(role)}: the rule `{rule.key}` above")
            else:
                seen[id(rule)] = rule
                entry = _rule_entry(rule)
                lines += [f"- {md(role)}: " + entry[0].removeprefix("- "), *entry[1:]]
        lines.append("")

    lines += ["## Gear", ""]
    for item in gear.GEAR.values():
        dims = getattr(item, "dimensions", {}) or {}
        name = f"{getattr(item, 'name', '')} ({getattr(item, 'english', '')})"
        lines.append(f"- **{md(name)}**: " + "; ".join(f"{md(k)} {md(v)}" for k, v in dims.items()))
        lines += _cite_lines(item)
    lines.append("")

    lines += ["## Figures the commentators state", "",
              "`houzhi check` sets each beside houzhi's own figure.", ""]
    for name, value in vars(statements).items():
        if name.startswith("_") or not isinstance(value, tuple):
            continue
        stated = [s for s in value if _citations(s) and dataclasses.is_dataclass(s)]
        if stated:
            lines += [f"### `{name}`", ""]
            for s in stated:
                lines += _statement_entry(s)
            lines.append("")
    own = [s for r in readings.READINGS.values() for s in r.own_statements()]
    if own:
        lines += ["### stated in the reading files", ""]
        for s in own:
            lines += _statement_entry(s)
        lines.append("")
    return "\n".join(lines) + "\n"


# -- the API reference -----------------------------------------------------------------------
def api_modules() -> list[str]:
    """Every public module of houzhi (not the CLI, whose guide is the README, nor ``_private``
    ones), found by walking the package so that a new module is documented without a change."""
    import pkgutil

    import houzhi

    names = [m.name for m in pkgutil.walk_packages(houzhi.__path__, "houzhi.")]
    return sorted(n for n in names
                  if not any(part.startswith("_") for part in n.split("."))
                  and not n.startswith("houzhi.cli"))


def api_pages() -> dict[str, str]:
    """One page per module (autodoc with typed signatures), and their index."""
    pages = {}
    for name in api_modules():
        pages[f"{name}.md"] = (f"# `{name}`\n\n```{{eval-rst}}\n.. automodule:: {name}\n"
                               "```\n")
    pages["index.md"] = ("# Modules\n\n```{toctree}\n:maxdepth: 1\n\n"
                         + "".join(f"{name}\n" for name in api_modules()) + "```\n")
    return pages


# -- the notebooks ---------------------------------------------------------------------------
def copy_notebooks() -> list[str]:
    """Copy notebooks/*.ipynb into generated/notebooks (myst-nb runs them there)."""
    dest = OUT / "notebooks"
    dest.mkdir(parents=True, exist_ok=True)
    names = []
    for nb in sorted(NOTEBOOKS.glob("*.ipynb")):
        target = dest / nb.name
        if not target.exists() or target.read_bytes() != nb.read_bytes():
            shutil.copyfile(nb, target)
        names.append(nb.stem)
    for old in dest.glob("*.ipynb"):
        if old.stem not in names:
            old.unlink()
    return names


# -- the editions ----------------------------------------------------------------------------
def editions_page() -> str:
    """Every edition houzhi quotes (:func:`houzhi.documents.bibliography.entries`), with its Kanseki
    Repository id and where the text is online, and how many of houzhi's citations quote it."""
    from collections import Counter

    from houzhi.documents.apparatus import all_citations
    from houzhi.documents.bibliography import entries

    quoted = Counter((c.work, c.edition) for c in all_citations())
    lines = ["# The editions houzhi quotes", "",
             "Every passage houzhi cites is quoted from one of these editions, most from the "
             "四庫全書文淵閣本 as the Kanseki Repository (漢籍リポジトリ) transcribes it. "
             "Generated from `houzhi.documents.bibliography.entries()`; `houzhi cite editions --format "
             "bibtex` (or `csl-json`, `ris`) writes them for a bibliography, and each "
             "citation's `url` links to its leaf (see [Citing houzhi](../citing.md)).", "",
             "| work | by | edition | Kanripo id | citations |", "|---|---|---|---|---|"]
    for e in entries()[1:]:
        where = f"[{e.kanripo}]({e.url})" if e.url else "—"
        lines.append(f"| 《{md(e.title)}》 | {md(e.statement)} | {md(e.edition)} | {where} | "
                     f"{quoted[(e.title, e.edition)]} |")
    return "\n".join(lines) + "\n"


def generate(app: Any = None) -> None:
    """Write the generated pages (Sphinx ``builder-inited``)."""
    _write(OUT / "glossary.md", glossary_page())
    _write(OUT / "editions.md", editions_page())
    _write(OUT / "apparatus.md", apparatus_page())
    api = OUT / "api"
    pages = api_pages()
    for name, text in pages.items():
        _write(api / name, text)
    for old in api.glob("*.md"):
        if old.name not in pages:
            old.unlink()
    names = copy_notebooks()
    _write(OUT / "notebooks.md", "# The notebooks\n\nThe stories, run when these pages were "
           "built; open them yourself with `jupyter lab notebooks/`.\n\n```{toctree}\n"
           ":maxdepth: 1\n\n" + "".join(f"notebooks/{n}\n" for n in names) + "```\n")


def rerun_notebooks(app: Any, env: Any, added: set[str], changed: set[str],
                    removed: set[str]) -> list[str]:
    """Re-read (so re-execute) the notebooks on every build: their outputs depend on the code,
    which Sphinx does not see change (``env-get-outdated``)."""
    return [d for d in env.found_docs if d.startswith("generated/notebooks/")]


def setup(app: Any) -> dict[str, Any]:
    app.connect("builder-inited", generate)
    app.connect("env-get-outdated", rerun_notebooks)
    return {"version": "1", "parallel_read_safe": True}
