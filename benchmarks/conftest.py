"""Benchmark helpers: ratios worth reading are repeated in the terminal summary, so they are
seen without ``-s``."""

from __future__ import annotations

from collections.abc import Callable

import pytest

_LINES = pytest.StashKey[list[str]]()


@pytest.fixture
def summary_line(request: pytest.FixtureRequest) -> Callable[[str], None]:
    """Add a line to the terminal summary of the run."""
    lines = request.config.stash.setdefault(_LINES, [])
    return lines.append


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter,
                            config: pytest.Config) -> None:
    lines = config.stash.get(_LINES, [])
    if lines:
        terminalreporter.write_sep("-", "CPU time against the baseline")
        for line in lines:
            terminalreporter.write_line(line)
