"""Shared fixtures: where the seed texts are; the Hypothesis profile the suite runs under.

No test times itself: the profile ``houzhi`` (loaded here, so every test uses it) turns off
Hypothesis's deadline and its too-slow health check, which fail a test when the machine is merely
busy, and derandomizes the examples so that a run can be repeated exactly. Speed is measured in
benchmarks/, never asserted. ``HYPOTHESIS_PROFILE=explore`` gives random examples instead.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "houzhi", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True,
    database=None, print_blob=True)
settings.register_profile(
    "explore", deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "houzhi"))

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
