"""The examples in houzhi's docstrings run."""

import doctest
import importlib

import pytest

MODULES = ["houzhi.target", "houzhi.symbolic", "houzhi.notation", "houzhi.units", "houzhi.lengths"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
