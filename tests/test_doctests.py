"""The examples in houzhi's docstrings run: every module is searched, so an example added
anywhere is checked."""

import doctest
import importlib
import pkgutil

import pytest

import houzhi

MODULES = sorted(m.name for m in pkgutil.walk_packages(houzhi.__path__, "houzhi.")
                 if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    if name == "houzhi.jupyter.explorer":
        pytest.importorskip("ipywidgets")
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_examples_are_there():
    finder = doctest.DocTestFinder()
    with_examples = {name for name in MODULES
                     if any(t.examples for t in finder.find(importlib.import_module(name)))}
    assert {"houzhi.model.target", "houzhi.canon.symbolic", "houzhi.measure.notation", "houzhi.measure.units"} <= with_examples
