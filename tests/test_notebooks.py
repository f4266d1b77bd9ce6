"""Every notebook runs from a clean kernel; a failing cell fails the test."""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


def test_there_are_five_stories():
    assert len(NOTEBOOKS) >= 5


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs(path):
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=60, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    outputs = [o for cell in nb.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    # targets, plans and stacks display their drawing without a call; figures show as images
    assert any("<svg" in o.get("data", {}).get("text/html", "") for o in outputs)
    figures = [o["data"] for o in outputs
               if o.get("data", {}).get("text/plain", "").startswith("<Figure")]
    assert all("image/png" in d for d in figures)
