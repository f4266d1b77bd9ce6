"""Fault tests: runs killed (SIGKILL), stopped (SIGTERM) or interrupted (Ctrl-C) at any point
leave the output folder with the old set or the new set, the user's own files, and nothing
else of houzhi's once the next run has cleared what a dead run left."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from houzhi._files import TMP_PREFIX, FileSet, clear_stale

SRC = Path(__file__).resolve().parents[1] / "src"
NAMES = ("a.dxf", "b.png", "c.svg", "d.png")  # a, b, c exist before; d is new


def _state(folder: Path) -> dict[str, str]:
    """Each file's text; a file that is not text (a drawing) shows as "new"."""
    def text(p: Path) -> str:
        try:
            return p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, IsADirectoryError):
            return "new"
    return {p.name: text(p) for p in sorted(folder.iterdir())}


def _prepare(out: Path) -> None:
    out.mkdir()
    for n in NAMES[:3]:
        (out / n).write_text("old")
    (out / "my_notes.txt").write_text("mine")


OLD = {**{n: "old" for n in NAMES[:3]}, "my_notes.txt": "mine"}
NEW = {**{n: "new" for n in NAMES}, "my_notes.txt": "mine"}


def _run_killed_at(out: Path, k: int) -> int:
    """Fork a child that writes the new set into ``out`` and SIGKILLs itself at its k-th
    rename (0: while making the files); return its exit status once reaped."""
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            calls = 0
            real_replace, real_rename = os.replace, os.rename

            def counted(real):
                def move(src, dst):
                    nonlocal calls
                    calls += 1
                    if calls == k:
                        os.kill(os.getpid(), signal.SIGKILL)
                    real(src, dst)
                return move

            os.replace, os.rename = counted(real_replace), counted(real_rename)
            with FileSet(out) as files:
                for n in NAMES:
                    files.path(n).write_text("new")
                if k == 0:
                    os.kill(os.getpid(), signal.SIGKILL)
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    return status


@pytest.mark.parametrize("k", range(10))
def test_killed_at_every_step_of_moving_in(tmp_path, k):
    out = tmp_path / "out"
    _prepare(out)
    _run_killed_at(out, k)
    clear_stale(out)  # what the next run does first
    assert _state(out) in (OLD, NEW), k


@pytest.mark.parametrize("k", range(3))
def test_killed_while_a_new_folder_is_made(tmp_path, k):
    out = tmp_path / "new"
    _run_killed_at(out, k)
    clear_stale(tmp_path)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names in ([], ["new"])
    if names:
        assert _state(out) == {n: "new" for n in NAMES}


def test_two_runs_at_once_leave_one_whole_set(tmp_path):
    out = tmp_path / "out"
    _prepare(out)
    pids = []
    for tag in ("one", "two"):
        pid = os.fork()
        if pid == 0:
            try:
                real = os.replace

                def slow(src, dst, real=real):
                    time.sleep(0.01)
                    real(src, dst)

                os.replace = slow
                with FileSet(out) as files:
                    for n in NAMES:
                        files.path(n).write_text(tag)
            finally:
                os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)
    state = _state(out)
    assert state.pop("my_notes.txt") == "mine"
    assert state in ({n: "one" for n in NAMES}, {n: "two" for n in NAMES})


# --- the real drawing run, killed after random delays ------------------------------------------

def _drawing_names():
    from houzhi.drawings import items
    from houzhi.target import Target

    return [n for n, _ in items([Target.of(50)], "han")]


def _start(out: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "houzhi", "drawings", "--out", str(out), "50"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(SRC)})


def _wait_for_temporary(folder: Path, proc: subprocess.Popen, limit: float = 30) -> None:
    """Until the run has made its temporary (so it is inside houzhi's main) or has ended."""
    end = time.monotonic() + limit
    while time.monotonic() < end and proc.poll() is None:
        if any(p.name.startswith(TMP_PREFIX) for p in folder.iterdir()):
            return
        time.sleep(0.02)


@pytest.mark.parametrize(("sig", "status"), [(signal.SIGKILL, -9), (signal.SIGTERM, 143),
                                             (signal.SIGINT, 130)])
def test_a_drawing_run_stopped_at_a_random_moment(tmp_path, sig, status):
    names = _drawing_names()
    out = tmp_path / "out"
    out.mkdir()
    for n in names:
        (out / n).write_text("old")
    (out / "my_notes.txt").write_text("mine")
    seed = random.randrange(10**6)
    delay = random.Random(seed).uniform(0, float(os.environ.get("HOUZHI_FAULT_DELAY", 1.0)))
    proc = _start(out)
    _wait_for_temporary(out, proc)
    time.sleep(delay)
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    # the run may have ended before the signal, or have finished its work and be on its way out
    finished = proc.returncode == 0 or (proc.returncode == -sig and sig == signal.SIGTERM)
    if not finished:
        assert proc.returncode == status, (seed, proc.returncode, err)
        if sig != signal.SIGKILL:
            assert err in ("houzhi: interrupted\n", "houzhi: stopped by SIGTERM\n"), seed
            # removed on the way out, no next run needed
            assert not [p for p in out.iterdir() if p.name.startswith(TMP_PREFIX)], seed
    clear_stale(out)
    state = _state(out)
    assert state.pop("my_notes.txt") == "mine"
    assert sorted(state) == sorted(names), seed
    kinds = {v == "old" for v in state.values()}  # each new drawing differs from "old"
    assert len(kinds) == 1, (seed, state)  # all old or all new, never a mix
    if finished:
        assert kinds == {False}
