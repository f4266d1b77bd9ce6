"""Write src/houzhi/sources/passages.json: for every citation of the 四庫 text, the words around it.

Run from the repository with the reference shelf beside it:
    PYTHONPATH=src python tools/build_passages.py [../shared/texts]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests")]

from shelf import all_citations, leaves, span  # noqa: E402

from houzhi.sources.passages import key_of  # noqa: E402

CONTEXT = 40


def context(texts: Path, kanripo: str, leaf: str, quote: str) -> str | None:
    pages = leaves(texts, kanripo)
    keys = list(pages)
    leaf = leaf.split("/")[0]  # "005-46a/46b": the quote begins on 005-46a
    if leaf not in pages:
        return None
    k = keys.index(leaf)
    before = "".join(pages[x] for x in keys[max(k - 1, 0):k])
    body = pages[leaf] + "".join(pages[x] for x in keys[k + 1:k + 3])
    found = span(quote, body)
    if found is None:
        return None
    whole = before + body
    i, j = (x + len(before) for x in found)
    return whole[max(i - CONTEXT, 0):j + CONTEXT]


def main() -> None:
    texts = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "texts"
    out = {}
    for c in all_citations():
        if not c.kanripo:
            continue
        found = context(texts, c.kanripo, c.leaf, c.quote)
        if found is None:
            print(f"not on its leaf: {c}", file=sys.stderr)
            continue
        out[key_of(c)] = found
    path = ROOT / "src" / "houzhi" / "sources" / "passages.json"
    path.write_text(json.dumps(dict(sorted(out.items())), ensure_ascii=False, indent=0) + "\n",
                    encoding="utf-8")
    print(f"wrote {len(out)} passages to {path}")


if __name__ == "__main__":
    main()
