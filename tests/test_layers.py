"""The layering of the package, read from the source (statically, by AST): the model and the
cutting plan import nothing that shows, draws, tabulates, exports or parses a command line.

    model + cutting plan  ->  presentation (tables, records, export, display, explorer)
                          ->  renderers (render/, drawings)  ->  command line (cli/)

A model module that imported ``display`` (as ``Target._repr_mimebundle_`` once did) would make an
import cycle, since the display draws the model; Jupyter's rich display is registered from the
outside (:func:`houzhi.display.register`).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import houzhi

PACKAGE = Path(houzhi.__file__).resolve().parent

# modules (and packages) that present the model; everything else in houzhi is model
PRESENTATION = {"display", "explorer", "export", "tables", "records", "drawings", "render", "cli",
                "__main__", "__init__"}
FORBIDDEN = PRESENTATION - {"__init__"}


def _name(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE).with_suffix("").parts)


MODEL = sorted(p for p in PACKAGE.rglob("*.py") if _name(p).split(".")[0] not in PRESENTATION)


def imported(path: Path) -> set[str]:
    """Every houzhi module ``path`` imports, anywhere in it (functions included), as a dotted
    name relative to the package ("render.plots", "display")."""
    here = _name(path).split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name.removeprefix("houzhi.") for a in node.names
                    if a.name == "houzhi" or a.name.startswith("houzhi.")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[:len(here) - node.level + 1]
                mod = ".".join([*base, *(node.module.split(".") if node.module else [])])
            elif node.module and (node.module == "houzhi" or node.module.startswith("houzhi.")):
                mod = node.module.removeprefix("houzhi").lstrip(".")
            else:
                continue
            # ``from . import tables`` names modules; ``from .x import y`` names x (and x.y,
            # which may be a module)
            out |= {f"{mod}.{a.name}".lstrip(".") for a in node.names}
            if node.module:
                out.add(mod)
    return out


def test_the_walk_sees_the_model_and_finds_imports() -> None:
    names = {_name(p) for p in MODEL}
    assert {"target", "cutting", "dashe", "marks", "commentary", "units"} <= names
    assert not names & FORBIDDEN
    # the walker itself can see a forbidden import: the display imports the tables
    assert "tables" in imported(PACKAGE / "display.py")
    assert "render.plots" in imported(PACKAGE / "display.py")


@pytest.mark.parametrize("path", MODEL, ids=_name)
def test_no_model_module_imports_presentation(path: Path) -> None:
    bad = {m for m in imported(path) if m.split(".")[0] in FORBIDDEN}
    assert not bad, f"{_name(path)} imports {sorted(bad)}"


def test_import_houzhi_stays_light_and_needs_no_ipython() -> None:
    import subprocess
    import sys

    code = ("import sys, houzhi, houzhi.cutting, houzhi.dashe; "
            "print(sorted(m for m in ('matplotlib', 'ezdxf', 'sympy', 'IPython', "
            "'houzhi.display', 'houzhi.render') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={"PYTHONPATH": str(PACKAGE.parent)})
    assert out.stdout.strip() == "[]"


def test_a_running_ipython_shows_the_model_with_drawings() -> None:
    pytest.importorskip("IPython")
    from IPython.core.interactiveshell import InteractiveShell

    from houzhi.cutting import plan
    from houzhi.display import SHOWN, register
    from houzhi.target import Target

    shell = InteractiveShell.instance()
    formatter = shell.display_formatter.mimebundle_formatter
    for key in SHOWN:
        formatter.deferred_printers.pop(key, None)
    t = Target.of(50)
    assert "image/svg+xml" not in shell.display_formatter.format(t)[0]  # the model alone
    shell.extension_manager.load_extension("houzhi")  # %load_ext houzhi
    assert register(shell)  # twice is harmless
    for obj in (t, plan(t)):
        data, _ = shell.display_formatter.format(obj)
        assert {"text/html", "image/svg+xml", "application/pdf"} <= set(data)
        assert data["image/svg+xml"].startswith("<svg")
    # Jupyter shows the tables the terminal prints for a target
    html = shell.display_formatter.format(t)[0]["text/html"]
    assert "上綱 (upper rope)" in html and "painted (" in html


# the layers above the model, in order: each imports only from the layers before it
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"tables", "export"}),             # presentation as data and text
    frozenset({"render", "drawings"}),           # renderers (matplotlib, ezdxf)
    frozenset({"display", "explorer"}),          # Jupyter
    frozenset({"cli", "__main__"}),              # the command line
)


@pytest.mark.parametrize("level", range(len(LAYERS)), ids=lambda i: "+".join(sorted(LAYERS[i])))
def test_each_layer_imports_only_the_layers_below(level: int) -> None:
    above = frozenset().union(*LAYERS[level + 1:])
    paths = [p for p in PACKAGE.rglob("*.py") if _name(p).split(".")[0] in LAYERS[level]]
    assert paths
    for path in paths:
        bad = {m for m in imported(path) if m.split(".")[0] in above}
        assert not bad, f"{_name(path)} imports {sorted(bad)}"


def _top_level_imports(path: Path) -> set[str]:
    """The houzhi modules ``path`` imports when it is imported: at module level, outside
    ``if TYPE_CHECKING:`` and functions."""
    here = _name(path).split(".")[:-1]  # the package a relative import starts from
    out: set[str] = set()
    known = {_name(p).removesuffix(".__init__") for p in PACKAGE.rglob("*.py")}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.level:
            base = here[:len(here) - node.level + 1]
            mod = ".".join([*base, *(node.module.split(".") if node.module else [])])
            for a in node.names:
                full = f"{mod}.{a.name}".lstrip(".")
                out.add(full if full in known else mod)
    return {m for m in out if m in known}


def test_no_import_cycle_at_import_time() -> None:
    graph = {_name(p).removesuffix(".__init__"): _top_level_imports(p)
             for p in PACKAGE.rglob("*.py")}
    done: set[str] = set()

    def visit(node: str, path: tuple[str, ...]) -> None:
        assert node not in path, " -> ".join((*path[path.index(node):], node))
        if node in done:
            return
        for nxt in graph.get(node, ()):
            visit(nxt, (*path, node))
        done.add(node)

    assert graph["target"] and "units" in graph["notation"]
    for mod in graph:
        visit(mod, ())


def test_import_in_a_running_ipython_registers_the_display_without_drawing() -> None:
    """In a kernel (IPython already running) ``import houzhi`` registers the rich display by
    class name, and still loads no matplotlib and none of the classes it names."""
    pytest.importorskip("IPython")
    import json
    import subprocess
    import sys

    code = ("import sys, json; from IPython.core.interactiveshell import InteractiveShell; "
            "ip = InteractiveShell.instance(); import houzhi; "
            "f = ip.display_formatter.mimebundle_formatter; "
            "print(json.dumps([sorted(f.deferred_printers), "
            "[m for m in ('matplotlib', 'houzhi.cutting', 'houzhi.dashe') if m in sys.modules]]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={"PYTHONPATH": str(PACKAGE.parent)})
    printers, loaded = json.loads(out.stdout)
    from houzhi.display import SHOWN

    assert sorted(map(list, SHOWN)) == printers and loaded == []
