"""Sphinx configuration of the houzhi documentation.

Build with ``python -m sphinx -W -b html docs docs/_build/html`` (warnings are errors). The
glossary, the apparatus and the notebook pages are generated at build time from the package
itself (``_ext/houzhi_docs.py``); the notebooks are executed by myst-nb.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
# Document and execute the source tree beside these docs, installed or not; the notebook
# kernels inherit PYTHONPATH.
sys.path.insert(0, str(SRC))
sys.path.insert(0, str(HERE / "_ext"))
os.environ["PYTHONPATH"] = os.pathsep.join(
    p for p in (str(SRC), os.environ.get("PYTHONPATH", "")) if p)

import houzhi  # noqa: E402

project = "houzhi 侯制"
author = "the houzhi developers"
copyright = "2026, the houzhi developers"
release = version = houzhi.__version__
language = "en"

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
    "myst_nb",
    "houzhi_docs",
]
exclude_patterns = ["_build", "_ext", "Thumbs.db", ".DS_Store", "**.ipynb_checkpoints",
                    "jupyter_execute"]
templates_path: list[str] = []
html_static_path = ["_static"]
html_theme = "alabaster"
html_title = f"houzhi {release}"
html_theme_options = {"description": "the archery target of the 儀禮 鄉射禮, computed from "
                                      "the text", "page_width": "1180px",
                      "body_max_width": "none"}

# -- autodoc: typed signatures from the annotations, described in the text ------------------
autodoc_typehints = "signature"
autodoc_member_order = "bysource"
autodoc_default_options = {"members": True}
autodoc_mock_imports: list[str] = []
napoleon_google_docstring = False
napoleon_numpy_docstring = True

# -- myst and myst-nb: the notebooks are run at build time, a failing cell fails the build ---
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
nb_execution_mode = "force"
nb_execution_timeout = 180
nb_execution_raise_on_error = True
nb_execution_show_tb = True
nb_merge_streams = True
