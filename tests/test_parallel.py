"""The batch split between two processes (houzhi.render._parallel): every job runs once, a group's jobs
in one process and in order, a failure on either side is raised, a failed parent leaves no child.
"""

from __future__ import annotations

import os
import time

import pytest

from houzhi.errors import BadValueError
from houzhi.render import _parallel

TWO = _parallel.cores() >= 2 and os.uname().sysname == "Linux"


@pytest.fixture(autouse=True)
def idle(monkeypatch):
    """However busy the machine, these tests split the batch where it can be split."""
    monkeypatch.setattr(_parallel, "busy", lambda: False)


def _meet(folder) -> None:
    """Sign in, then wait (at most a minute) until both processes have: neither can take every
    group before the other starts, however slow the machine."""
    (folder / f"pid-{os.getpid()}").write_text("")
    end = time.monotonic() + 60
    while len(list(folder.glob("pid-*"))) < 2 and time.monotonic() < end:
        time.sleep(0.005)


def _record(folder, name):
    def job():
        if TWO:
            _meet(folder / "meet")
        (folder / name).write_text(str(os.getpid()))
    return job


def test_every_job_runs_once_and_a_group_stays_in_one_process(tmp_path):
    (tmp_path / "meet").mkdir()
    groups = [(float(g % 3), [_record(tmp_path, f"{g}-{k}") for k in range(3)]) for g in range(12)]
    _parallel.run_split(groups)
    found = {p.name: p.read_text() for p in tmp_path.iterdir() if p.is_file()}
    assert sorted(found) == sorted(f"{g}-{k}" for g in range(12) for k in range(3))
    for g in range(12):
        assert len({found[f"{g}-{k}"] for k in range(3)}) == 1
        mtimes = [(tmp_path / f"{g}-{k}").stat().st_mtime_ns for k in range(3)]
        assert mtimes == sorted(mtimes)
    if TWO:
        assert str(os.getpid()) in found.values() and len(set(found.values())) == 2



def test_last_runs_once_in_each_process_after_its_jobs(tmp_path):
    (tmp_path / "meet").mkdir()
    groups = [(1.0, [_record(tmp_path, f"{g}")]) for g in range(6)]
    lasts = tmp_path / "lasts"
    lasts.mkdir()

    def last():
        mine = [p for p in tmp_path.iterdir() if p.is_file() and p.read_text() == str(os.getpid())]
        (lasts / str(os.getpid())).write_text(" ".join(sorted(p.name for p in mine)))

    _parallel.run_split(groups, last=last)
    done = {p.name: p.read_text().split() for p in lasts.iterdir()}
    assert len(done) == (2 if TWO else 1) and str(os.getpid()) in done
    # each saw its own jobs all done: together, every job once
    assert sorted(name for names in done.values() for name in names) == sorted(map(str, range(6)))


@pytest.mark.parametrize("why", ["one core", "busy"])
def test_last_runs_after_the_jobs_run_here(why, monkeypatch):
    monkeypatch.setattr(_parallel, "cores" if why == "one core" else "busy",
                        (lambda: 1) if why == "one core" else (lambda: True))
    ran = []
    _parallel.run_split([(1.0, [lambda w=w: ran.append(w)]) for w in range(3)],
                        last=lambda: ran.append("last"))
    assert ran == [0, 1, 2, "last"]

def _fail_in(where: str, parent: int, folder, exc: Exception):
    def job():
        if TWO:
            _meet(folder)
        if ("parent" if os.getpid() == parent else "child") == where:
            raise exc
    return job


@pytest.mark.parametrize("where", ["parent", "child"])
def test_a_failure_on_either_side_is_raised(where, tmp_path):
    if where == "child" and not TWO:
        pytest.skip("one process only here")
    job = _fail_in(where, os.getpid(), tmp_path, BadValueError(f"no good in the {where}"))
    with pytest.raises(BadValueError, match=f"no good in the {where}"):
        _parallel.run_split([(1.0, [job]) for _ in range(6)])


def test_an_exception_that_does_not_pickle_still_says_what_it_was(tmp_path):
    if not TWO:
        pytest.skip("one process only here")

    class Local(Exception):  # defined in a function: pickle cannot find it again
        pass

    job = _fail_in("child", os.getpid(), tmp_path, Local("a local failure"))
    with pytest.raises(RuntimeError, match="Local: a local failure"):
        _parallel.run_split([(1.0, [job]) for _ in range(6)])


def test_a_failed_parent_leaves_no_child_at_work(tmp_path):
    me = os.getpid()

    def job():
        if os.getpid() == me:
            raise BadValueError("stop")
        time.sleep(30)
        (tmp_path / "child finished").write_text("")

    with pytest.raises(BadValueError):
        _parallel.run_split([(1.0, [job]), (1.0, [job])])
    assert not list(tmp_path.iterdir())
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)  # no child left, not even one to reap


@pytest.mark.parametrize("why", ["one core", "busy"])
def test_on_one_core_or_a_busy_machine_the_jobs_run_here_in_order(why, monkeypatch):
    if why == "one core":
        monkeypatch.setattr(_parallel, "cores", lambda: 1)
    else:
        monkeypatch.setattr(_parallel, "busy", lambda: True)
    ran = []
    _parallel.run_split([(float(w), [lambda w=w: ran.append((w, os.getpid()))]) for w in range(5)])
    assert ran == [(w, os.getpid()) for w in range(5)]


@pytest.mark.parametrize(("load", "cores", "others", "busy"), [
    (0.2, 2, 1, False), (1.4, 2, 1, False),  # the last minute light: not busy, whatever runs now
    (1.5, 2, 1, True), (3.0, 2, 2, True),    # heavy, and another task runnable now
    (3.0, 8, 7, False),                      # heavy, but the cores are more
    (1.5, 2, 0, False), (3.0, 2, 0, False),  # heavy, but nothing else runnable now: work ended
    (1.5, 2, None, True), (3.0, 8, None, False)])  # no count of runnable tasks: the load alone
def test_busy_is_the_last_minutes_load_and_the_tasks_runnable_now_against_the_cores(
        load, cores, others, busy, monkeypatch):
    monkeypatch.undo()  # the real busy(), not the fixture's
    monkeypatch.setattr(os, "getloadavg", lambda: (load, 0.0, 0.0))
    monkeypatch.setattr(_parallel, "cores", lambda: cores)
    monkeypatch.setattr(_parallel, "_others_runnable", lambda: others)
    assert _parallel.busy() is busy


@pytest.mark.parametrize(("text", "others"), [
    ("0.10 0.20 0.30 1/84 19353\n", 0),   # this process alone runs
    ("2.10 1.20 0.90 3/120 999\n", 2),    # two others besides it
    ("0.00 0.00 0.00 0/84 1\n", 0),       # never below none
    ("not the kernel's file\n", None), ("", None)])
def test_the_tasks_runnable_now_are_the_kernel_s_count_less_this_process(
        text, others, tmp_path):
    loadavg = tmp_path / "loadavg"
    loadavg.write_text(text, encoding="ascii")
    assert _parallel._others_runnable(str(loadavg)) == others
    assert _parallel._others_runnable(str(tmp_path / "missing")) is None
