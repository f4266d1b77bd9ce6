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

from houzhi.render._files import TMP_PREFIX, FileSet, clear_stale

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
    from houzhi.model.target import Target
    from houzhi.render.drawings import items

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


# --- the edges of a run of its own (issue 25): closed streams, a bare locale, signals at start-up,
# an unreadable home. Real processes, started as the console script starts them.

ENTRY = "from houzhi.__main__ import entry; entry()"  # what the console script runs
ENTRIES = {"script": [sys.executable, "-c", ENTRY], "-m": [sys.executable, "-m", "houzhi"]}


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("LC_", "PYTHONIO", "MPLCONFIGDIR", "XDG_"))}
    return {**env, "PYTHONPATH": str(SRC), **extra}


def _houzhi(args: list[str], entry: str = "script", close: tuple[int, ...] = (),
            **kw) -> subprocess.CompletedProcess:
    def closing() -> None:
        for fd in close:
            os.close(fd)

    return subprocess.run([*ENTRIES[entry], *args], capture_output=not close, text=True,
                          timeout=120, preexec_fn=closing if close else None,
                          env=kw.pop("env", _env()), **kw)


@pytest.mark.parametrize("entry", sorted(ENTRIES))
def test_a_closed_standard_output_is_refused_in_one_line(tmp_path, entry):
    err = tmp_path / "err"
    with open(err, "w") as fh:
        done = subprocess.run([*ENTRIES[entry], "target", "50", "--dxf", str(tmp_path / "x.dxf")],
                              stderr=fh, preexec_fn=lambda: os.close(1), env=_env(),
                              timeout=120)
    assert done.returncode == 2
    assert err.read_text().startswith("houzhi: error: standard output is closed")
    assert err.read_text().count("\n") == 1
    assert not (tmp_path / "x.dxf").exists()  # refused before any work


def test_a_closed_standard_error_or_input_changes_only_the_messages(tmp_path):
    out = tmp_path / "out"
    for args, status in ((["target", "50"], 0), (["target", "二五"], 2)):
        with open(out, "w") as fh:
            done = subprocess.run([*ENTRIES["script"], *args], stdout=fh, env=_env(),
                                  preexec_fn=lambda: (os.close(0), os.close(2)), timeout=120)
        assert done.returncode == status
        assert ("采侯二正 (采侯) for 50弓" in out.read_text()) == (status == 0)


def _unescaped(text: str) -> str:
    """``\\uXXXX`` escapes (JSON's, surrogate pairs for the astral planes) read back."""
    import json
    import re

    return re.sub(r"(?:\\u[0-9a-f]{4})+", lambda m: json.loads(f'"{m.group()}"'), text)


@pytest.mark.parametrize("args", [["target", "50"], ["target", "50", "--json"], ["target", "二五"],
                                  ["convert", "七十弓"]])
def test_an_encoding_that_cannot_write_the_characters_gets_escapes(args):
    plain = _houzhi(args)
    bare = _houzhi(args, env=_env(LC_ALL="C", PYTHONIOENCODING="ascii"))
    assert bare.returncode == plain.returncode
    assert bare.stdout.isascii() and bare.stderr.isascii()
    assert _unescaped(bare.stdout) == plain.stdout  # every character there, as its escape
    assert _unescaped(bare.stderr) == plain.stderr  # the same escape on the error path
    assert "Traceback" not in bare.stderr
    if "--json" in args:
        import json

        assert json.loads(bare.stdout) == json.loads(plain.stdout)


def _handles_sigterm(pid: int) -> bool:
    """Whether the process has a handler for SIGTERM (Linux: /proc/<pid>/status, SigCgt)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = next((line.split()[1] for line in status.splitlines()
                   if line.startswith("SigCgt:")), "0")
    return bool(int(caught, 16) >> (signal.SIGTERM - 1) & 1)


START_UP = [  # a light command, and the two that import matplotlib and ezdxf on the way
    ["target", "50"], ["score", "3", "2", "--svg", "s.svg"], ["target", "50", "--dxf", "x.dxf"]]
SIGNALS = [(signal.SIGINT, "houzhi: interrupted\n"), (signal.SIGTERM, "houzhi: stopped by SIGTERM\n"),
           (signal.SIGHUP, "houzhi: stopped by SIGHUP\n")]


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("args", START_UP, ids=lambda a: " ".join(a))
@pytest.mark.parametrize(("sig", "line"), SIGNALS, ids=lambda s: getattr(s, "name", ""))
def test_stopped_at_a_random_moment_of_start_up(tmp_path, args, sig, line):
    """From the moment houzhi's handlers are set (its first lines, before the command line, pint
    or the model are imported) to the end: one line and 128 + the signal (after the report of a
    file already whole, if the signal came after it), or the finished run;
    never a traceback, a "Fatal Python error" or death by the signal. The moment is random
    (HOUZHI_FAULT_DELAY seconds at most, 0.8 by default), the seed in the message."""
    seed = random.randrange(10**6)
    delay = random.Random(seed).uniform(0, float(os.environ.get("HOUZHI_FAULT_DELAY", 0.8)))
    entry = random.Random(seed).choice(sorted(ENTRIES))
    proc = subprocess.Popen([*ENTRIES[entry], *args], cwd=tmp_path, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=_env())
    end = time.monotonic() + 30
    while not (handled := _handles_sigterm(proc.pid)) and proc.poll() is None \
            and time.monotonic() < end:
        time.sleep(0.001)
    assert handled, "houzhi set no handler for SIGTERM while it started"
    time.sleep(delay)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=120)
    written = [p.name for p in tmp_path.iterdir()]
    if proc.returncode == 0:  # it had finished
        assert out.strip() and "Traceback" not in err, (seed, err)
    else:
        # stopped before the end: the stop line last, after a "wrote" line for each file already
        # whole (a signal may come between the report of the file and the answer on stdout)
        reported = [n for n in ("x.dxf", "s.svg") if f"wrote {n}\n" in err]
        said = "".join(f"wrote {n}\n" for n in reported) + line
        assert (proc.returncode, err, out) == (128 + sig, said, ""), (seed, entry, delay)
        assert written in ([], ["x.dxf"], ["s.svg"]), (seed, written)  # whole, or not at all
        assert set(reported) <= set(written), (seed, written)
    assert not [n for n in written if n.startswith(TMP_PREFIX)], seed


def _unreadable_home(tmp_path: Path) -> Path:
    """A home folder this process cannot look into: a folder of mode 0 (not as root); as root,
    a folder of /proc that refuses even root."""
    if os.geteuid() != 0:
        home = tmp_path / "home"
        home.mkdir(mode=0)
        return home
    home = Path("/proc/1/fdinfo")
    try:
        (home / ".config").stat()
    except PermissionError:
        return home
    except OSError:
        pass
    pytest.skip("no folder here that root cannot look into")


@pytest.mark.parametrize("args", [["target", "50", "--dxf", "x.dxf"],
                                  ["score", "3", "2", "--svg", "s.svg"],
                                  ["plan", "50", "--dxf", "p.dxf"]], ids=lambda a: a[0])
def test_an_unreadable_home_changes_nothing(tmp_path, args):
    work = tmp_path / "work"
    work.mkdir()
    done = _houzhi(args, cwd=work, env=_env(HOME=str(_unreadable_home(tmp_path))))
    assert done.returncode == 0, done.stderr
    assert done.stderr == f"wrote {args[-1]}\n"  # no warning of matplotlib's or ezdxf's
    assert (work / args[-1]).stat().st_size > 0
