"""Write src/houzhi/sources/leaves.json: for every leaf houzhi cites, where the Kanripo repository's file
holds it — the repository commit the shelf was copied from, and the line of the file on which
the leaf's page marker ``<pb:KR1d0028_WYG_005-88b>`` stands — so that a citation can link to
its leaf online (:func:`houzhi.sources.citations.leaf_url`).

The shelf's files say, in their headers, which repository, commit and lines of which file they
copy; the line of a marker in a file of the shelf is turned back into the line of the source.

Run from the repository with the reference shelf beside it:
    PYTHONPATH=src python tools/build_leaves.py [../shared/texts]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src")]

from houzhi.documents.apparatus import all_citations  # noqa: E402

_REPO = re.compile(r"^# Source repository: https://github.com/kanripo/(\w+) \(branch \w+, "
                   r"commit ([0-9a-f]{40})\)")
_WHOLE = re.compile(r"^# Source (\w+\.txt) -- whole file")
_LINES = re.compile(r"^# Source (\w+\.txt) -- lines (\d+)-(\d+)")
_PART = re.compile(r"^# ===== part \d+: (\w+\.txt) lines (\d+)-(\d+) =====$")
_PB = re.compile(r"<pb:(KR\w+?)_WYG_(\d+-\d+[ab])>")


def markers(path: Path) -> tuple[str, str, dict[str, tuple[str, int]]]:
    """(repository, commit, {leaf: (source file, line)}) of one shelf file."""
    lines = path.read_text(encoding="utf-8").split("\n")
    repo = commit = ""
    out: dict[str, tuple[str, int]] = {}
    source, first, body = "", 0, None
    for n, line in enumerate(lines):
        if m := _REPO.match(line):
            repo, commit = m.groups()
        if body is None:
            if m := _WHOLE.match(line):
                source, first = m.group(1), 1
            elif m := _LINES.match(line):
                source, first = m.group(1), int(m.group(2))
            if line.startswith("# ---") and line.endswith("end of header"):
                body = n + 2  # one empty line stands between the header and the text
            continue
        if m := _PART.match(line):
            source, first, body = m.group(1), int(m.group(2)), n + 1
            continue
        for pb in _PB.finditer(line):
            out.setdefault(pb.group(2), (source, first + n - body))
    return repo, commit, out


def main() -> None:
    texts = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "texts"
    found: dict[str, dict[str, object]] = {}
    for path in sorted(texts.glob("KR*.txt")):
        repo, commit, leaves = markers(path)
        entry = found.setdefault(repo, {"commit": commit, "leaves": {}})
        assert entry["commit"] == commit, path
        entry["leaves"].update(leaves)  # type: ignore[attr-defined]
    cited = {(c.kanripo, p if "-" in p else f"{c.leaf.split('-')[0]}-{p}")
             for c in all_citations() if c.kanripo for p in c.leaf.split("/")}
    data: dict[str, object] = {}
    for kanripo, leaf in sorted(cited):
        src, line = found[kanripo]["leaves"][leaf]  # type: ignore[index]
        data.setdefault(kanripo, {"commit": found[kanripo]["commit"], "leaves": {}})
        data[kanripo]["leaves"][leaf] = [src, line]  # type: ignore[index]
    out = ROOT / "src" / "houzhi" / "sources" / "leaves.json"
    out.write_text(json.dumps(data, ensure_ascii=False, indent=0, sort_keys=True) + "\n",
                   encoding="utf-8")
    print(f"wrote {out}: {sum(len(v['leaves']) for v in data.values())} leaves")  # type: ignore[index]


if __name__ == "__main__":
    main()
