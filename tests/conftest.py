"""Shared fixtures: where the seed texts are."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def shared_dir() -> Path | None:
    """The project's shared/ folder (beside the clone), or $HOUZHI_SHARED."""
    for candidate in (os.environ.get("HOUZHI_SHARED"), ROOT.parent / "shared", ROOT / "shared"):
        if candidate and (Path(candidate) / "seeds").is_dir():
            return Path(candidate)
    return None


@pytest.fixture(scope="session")
def seeds() -> Path:
    """The folder of seed texts; in CI its absence is a failure, elsewhere a skip."""
    found = shared_dir()
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("shared/seeds not found beside the clone")
        pytest.skip("shared/seeds not found; set HOUZHI_SHARED")
    return found / "seeds"


@pytest.fixture(scope="session")
def texts() -> Path:
    """The reference shelf (shared/texts); in CI its absence is a failure, elsewhere a skip."""
    found = shared_dir()
    if found is None or not (found / "texts").is_dir():
        if os.environ.get("CI"):
            pytest.fail("shared/texts not found beside the clone")
        pytest.skip("the reference shelf shared/texts not found; set HOUZHI_SHARED")
    return found / "texts"
