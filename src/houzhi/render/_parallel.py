"""Work shared between two processes: half of a batch of jobs done in a forked child.

A batch that writes files (the drawing set) spends its time drawing, in Python, one file after
another, so one core works and the other idles. :func:`run_split` forks once, after the modules
and tables are loaded (the child shares them, copy-on-write), and the two processes take the
groups of jobs one by one, heaviest first, each as it is free. A group's jobs must depend on
nothing another group makes: what a job makes is then the same bytes in either process.

The child never outlives its parent: it is killed when the parent dies (Linux), and the parent
kills it if the parent's own half fails or is interrupted. A failure in the child is raised in
the parent, with the child's message. Where ``fork`` is not safe or not there (macOS, Windows),
or only one core may be used, or the cores are busy with other work, the jobs run in this
process, in order.
"""

from __future__ import annotations

import gc
import os
import pickle
import signal
import sys
from collections.abc import Callable, Sequence

__all__ = ["busy", "cores", "run_split"]

Job = Callable[[], object]


def cores() -> int:
    """How many processors this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _die_with_parent(parent: int) -> None:
    """Ask Linux to kill this process when its parent ends (and end now if it already has)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:
        os._exit(1)


def busy() -> bool:
    """Whether the machine's cores are already taken: the load of the last minute within half a
    process of their number and, where Linux tells it, other tasks runnable now on all but one of
    them (:func:`_others_runnable`). A second process then only competes for them (measured: more
    CPU time and no shorter a wait), so the batch runs in this process alone. The last minute's
    load alone remembers work that has ended (a run just before this one): a machine whose cores
    are idle now is not busy."""
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return True
    n = cores()
    if load < n - 0.5:
        return False
    others = _others_runnable()
    return others is None or others >= n - 1


def _others_runnable(loadavg: str = "/proc/loadavg") -> int | None:
    """How many tasks other than this process are runnable now: Linux's count of runnable tasks
    (the fourth field of ``loadavg``, the kernel's file), less this one, which is running as it
    reads it; None where it cannot be read."""
    try:
        with open(loadavg, encoding="ascii") as f:
            running = int(f.read().split()[3].split("/")[0])
    except (OSError, ValueError, IndexError):
        return None
    return max(running - 1, 0)


def _young_collections_only() -> None:
    """In the child, which ends without unwinding (its memory freed whole): no full collection
    of the garbage collector, only of its young objects. A full collection walks and frees every
    object that has lived a while; in the child those die with it anyway (measured: the full
    collections were half of the child's collecting)."""
    first, second, _third = gc.get_threshold()
    if first:  # collection on (a threshold of 0 turns it off)
        gc.set_threshold(first, second, 1 << 30)


def _take(tasks: int) -> int | None:
    """The next group's index from the pipe ``tasks``, or None when none is left (a read of two
    bytes from a pipe is whole: no two processes get the same group)."""
    got = os.read(tasks, 2)
    return int.from_bytes(got, "big") if got else None


def _work(tasks: int, groups: Sequence[tuple[float, Sequence[Job]]]) -> None:
    while (i := _take(tasks)) is not None:
        for job in groups[i][1]:
            job()


def run_split(groups: Sequence[tuple[float, Sequence[Job]]], last: Job | None = None) -> None:
    """Run every job of ``groups`` — (weight, jobs) pairs; a group's jobs run in order in one
    process, the weight an estimate of their cost (any unit) — across two processes where the
    machine allows (two cores or more, not already busy: :func:`busy`), else here in order.
    Each process takes the next group as it is free, heaviest first, so a core slowed by other
    work takes fewer. ``last``, where given, is run by each process once its groups are done
    (the child's before it ends, this process's after the child has ended). Returns when all
    are done; raises the first failure."""
    if (len(groups) < 2 or len(groups) > 1 << 12 or cores() < 2
            or not sys.platform.startswith("linux") or busy()):
        for _, jobs in groups:
            for job in jobs:
                job()
        if last is not None:
            last()
        return
    order = sorted(range(len(groups)), key=lambda i: -groups[i][0])
    tasks, queue = os.pipe()
    os.write(queue, b"".join(i.to_bytes(2, "big") for i in order))  # far below a pipe's room
    os.close(queue)
    parent = os.getpid()
    read, write = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the child: groups until none is left, then out without the parent's unwinding
        code = 0
        try:
            os.close(read)
            _die_with_parent(parent)
            _young_collections_only()
            _work(tasks, groups)
            if last is not None:
                last()
        except BaseException as exc:  # every failure goes back to the parent
            code = 1
            try:
                message = pickle.dumps(exc)
                pickle.loads(message)
            except Exception:  # an exception that does not pickle: its words
                message = pickle.dumps(RuntimeError(f"{type(exc).__name__}: {exc}"))
            with os.fdopen(write, "wb") as pipe:
                pipe.write(message)
        finally:
            os._exit(code)
    os.close(write)
    status: int | None = None
    try:
        _work(tasks, groups)
        with os.fdopen(read, "rb") as pipe:
            read = -1
            message = pipe.read()
        status = os.waitpid(pid, 0)[1]
    finally:
        os.close(tasks)
        if status is None:  # this half failed or was interrupted: the child's work is void
            os.kill(pid, signal.SIGKILL)
            if read != -1:
                os.close(read)
            os.waitpid(pid, 0)
    if message:
        raise pickle.loads(message)
    if status != 0:
        raise RuntimeError(f"the second process of the batch ended with status {status}")
    if last is not None:
        last()
