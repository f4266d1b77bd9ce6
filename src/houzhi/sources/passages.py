"""The passages houzhi quotes, shipped with the package, and every citation houzhi makes.

``passages.json`` holds, for each citation of the 四庫 text, the words around its quote: the
text of the cited leaf (and the next, where the quote runs over) with the transcription's markup
removed and the variant forms normalised (:mod:`houzhi.measure._variants`), some forty characters either
side. It is written by ``tools/build_passages.py`` from the reference shelf and a test checks it
against the shelf, so ``houzhi source`` and ``houzhi check --passages`` work from an installed
wheel without the shelf.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib.resources import files

from ..errors import require
from ..measure._variants import normalise
from .citations import Citation

__all__ = ["key_of", "passage_of", "passages"]

def key_of(c: Citation) -> str:
    """The store's key of a citation: ``KR1d0028:005-88a:`` and its quote, normalised."""
    require(c, Citation, "key_of(): c")
    parts = (normalise(x) for x in re.split(r"…+", c.quote))
    return f"{c.kanripo}:{c.leaf}:{'…'.join(x for x in parts if x)}"


@cache
def passages() -> dict[str, str]:
    """The shipped passages: key (:func:`key_of`) -> the words around the quote."""
    data: dict[str, str] = json.loads(
        files(__package__).joinpath("passages.json").read_text(encoding="utf-8"))
    return data


def passage_of(c: Citation) -> str:
    """The passage around ``c``'s quote as shipped, or the quote itself where none is (a work
    known only from a web transcription)."""
    require(c, Citation, "passage_of(): c")
    return passages().get(key_of(c), c.quote)
