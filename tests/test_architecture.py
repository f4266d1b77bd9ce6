"""The package's layout shows its architecture: folders by layer, imports only downward.

units and notation (measure) → sources → canon → model → making → documents → renderers
(render) → the user interfaces (jupyter, cli). A module imports only from its own layer or a
lower one — at the top of the file or inside a function alike — and no modules import each
other in a circle. ``locale`` (the words in the reader's language) and ``errors`` are the
foundation every layer may use; the package's ``__init__`` is the facade and may import from any layer (lazily), and ``__main__`` with
``_start`` the entry point, which sets its signal handlers before anything else loads.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "houzhi"
LAYERS = ("locale", "errors", "measure", "sources", "canon", "model", "making", "documents", "render",
          "jupyter", "cli")


def _module(path: Path) -> str:
    rel = path.relative_to(SRC.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, imported houzhi module) for every import in the file, wherever it stands (inside a
    function, or under ``if TYPE_CHECKING:``)."""
    mod = _module(path)
    pkg = mod if path.name == "__init__.py" else mod.rsplit(".", 1)[0]
    out = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")[: len(pkg.split(".")) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if not target.startswith("houzhi"):
                continue
            if node.module is None or (node.level and not node.module):
                out += [(node.lineno, f"{target}.{a.name}") for a in node.names]
            else:
                out.append((node.lineno, target))
        elif isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names if a.name.startswith("houzhi")]
    return out


def _layer(mod: str) -> int | None:
    parts = mod.split(".")
    if len(parts) < 2:
        return None  # the facade
    return LAYERS.index(parts[1]) if parts[1] in LAYERS else None


MODULES = sorted(p for p in SRC.rglob("*.py"))
EDGES = {_module(p): _imports(p) for p in MODULES}


def test_every_module_lives_in_a_layer():
    for p in MODULES:
        mod = _module(p)
        if mod in ("houzhi", "houzhi.__main__", "houzhi._start", "houzhi._version"):
            continue  # the facade, and the entry point that sets its handlers before all else
        assert _layer(mod) is not None, f"{mod} is in no layer's folder"


@pytest.mark.parametrize("mod", sorted(m for m in EDGES if _layer(m) is not None))
def test_imports_go_only_downward(mod):
    mine = _layer(mod)
    assert mine is not None
    up = []
    for line, target in EDGES[mod]:
        theirs = _layer(target) if target not in ("houzhi",) else None
        if target == "houzhi" or (theirs is not None and theirs > mine):
            up.append(f"line {line}: {target}")
    assert not up, f"{mod} imports upward: {up}"


def _known(mod: str) -> str | None:
    """The module an imported name belongs to (a name from a module, or the module itself)."""
    while mod and mod not in EDGES:
        mod = mod.rpartition(".")[0]
    return mod or None


def test_no_circle():
    """No modules import each other in a circle — when run, and for the type checker too (an
    import under ``if TYPE_CHECKING:`` runs nothing, but a module that names a type of one that
    imports it is still tied to it both ways: name what it reads as a Protocol of its own)."""
    graph = {m: {k for _, t in es if (k := _known(t)) and k != m} for m, es in EDGES.items()}
    graph.pop("houzhi", None)
    for es in graph.values():
        es.discard("houzhi")
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph.get(m, ())):
            if state.get(n) == 1:
                raise AssertionError("a circle: " + " -> ".join([*path[path.index(n):], n]))
            if n not in state:
                visit(n)
        path.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)
