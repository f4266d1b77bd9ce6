"""CPU and wall time of ``houzhi build 70 --pdf`` and of the whole drawing set, each against a
baseline measured in the same fresh process: importing matplotlib and ezdxf and saving an empty
figure. The book is made as the console script ``houzhi`` makes it
(:func:`houzhi.__main__.entry`: the process settled by :func:`houzhi._start.settle` — its signal
handlers, streams and garbage collector's young collections only — then the command line); the
set by :func:`houzhi.render.drawings.build_set`, as a Python program calls it. CPU time counts
the process and the children it waited for (the set is drawn by two processes where two cores
are free), so it is the work done, wherever it was done.

Each case runs once untimed first, so that the modules it imports are compiled to bytecode, as
``pip install`` leaves them (``PYTHONDONTWRITEBYTECODE`` is unset for the runs), and the
characters' measures of what it draws are kept (:mod:`houzhi.render._measures_kept`), as after
a user's first drawing. The cases ``set-cold`` and ``book-cold`` forget those measures before
each run, as a first drawing in a new environment finds them: both are reported.

The ratio (work ÷ baseline) is what the issue asks to report; it is recorded in the benchmark's
``extra_info`` and shown in the terminal summary with its spread (the lowest and highest of the
runs), never asserted (no timed tests).

A third case, the floor, measures what no drawing set of these files can cost less than: what
the set must load (matplotlib, ezdxf, PIL and houzhi's own modules; not sympy, which the set
does not use), then each of its 22 files written empty — the same names and formats, each
figure of the same size with the same axes (matplotlib's ticks and all, nothing drawn in them),
each DXF a new document with houzhi's setup, one file after another. The set's ratio is read
against it. Run with

    python -m pytest benchmarks/test_bench_build.py --benchmark-enable
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys

import pytest

_SCRIPT = r"""
import contextlib, io, json, os, resource, sys, tempfile, time
def cpu():
    me, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime
t0 = cpu()
import matplotlib
matplotlib.use("Agg")
if sys.argv[1].endswith("-cold"):  # the characters' measures kept by earlier runs forgotten
    import glob
    for kept in glob.glob(os.path.join(matplotlib.get_cachedir(), "houzhi", "measures-*.json")):
        os.remove(kept)
import ezdxf
from matplotlib.figure import Figure
Figure().savefig(os.path.join(tempfile.mkdtemp(), "empty.png"))
baseline = cpu() - t0
t1, w1 = cpu(), time.perf_counter()
if sys.argv[1] in ("set", "set-cold"):
    from houzhi.render.drawings import build_set
    build_set(tempfile.mkdtemp())
elif sys.argv[1] == "floor":
    import pathlib
    import PIL.Image
    from houzhi.render.drawings import _DPI, items
    from houzhi.render import dxf, plots
    from houzhi.model.target import Target
    aside, wall_aside = cpu(), time.perf_counter()  # the real figures' sizes and axes: looked up, not counted
    from houzhi.making.cutting import plan
    from houzhi.model.dashe import stack
    from houzhi.model.grounds import ground
    ts = [Target.of(d) for d in (50, 70, 90)]
    figs = {}
    for t in ts:
        figs[f"hou_{t.range_gong}_cutting.png"] = plots.cutting_preview(plan(t))
        figs[f"hou_{t.range_gong}_assembly.png"] = plots.elevation(t)
    for stem, fig in (("ground_plan", plots.ground_plan(ts[0])),
                      ("ground_dashe", plots.ground_plan(ground("大射"))),
                      ("ground_pangong", plots.ground_plan(ground("頖宮"))),
                      ("dashe", plots.dashe_stack(stack(), rank="諸侯")), ("curves", plots.curves())):
        figs[stem + ".svg"] = figs[stem + ".png"] = fig
    shape = {k: (f.get_size_inches(), [a.get_position().bounds for a in f.axes])
             for k, f in figs.items()}
    del figs
    t1 += cpu() - aside
    w1 += time.perf_counter() - wall_aside
    out = pathlib.Path(tempfile.mkdtemp())
    with matplotlib.rc_context({**plots.style(), "svg.fonttype": "path"}):
        for name, _ in items(ts, "han"):
            if name.endswith(".dxf"):
                ezdxf.new(dxf.DXF_VERSION, setup=True, units=4).saveas(out / name)
                continue
            size, boxes = shape[name]
            fig = Figure(figsize=size)
            for box in boxes:
                fig.add_axes(box)
            fig.savefig(out / name, dpi=_DPI)
else:  # the command as the console script runs it (houzhi.__main__.entry): settled, then run
    from houzhi._start import settle
    settle()
    from houzhi.cli import main
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main(["build", "70", "--pdf", os.path.join(tempfile.mkdtemp(), "h.pdf")]) == 0
work, wall = cpu() - t1, time.perf_counter() - w1
print(json.dumps({"baseline": baseline, "work": work, "wall": wall}))
"""


#: the processes run as an installed houzhi runs: its modules compiled to bytecode once and
#: read from it after (``pip install`` compiles them; a shell with PYTHONDONTWRITEBYTECODE set
#: would make every run compile them anew, about a tenth of the book's work)
_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _run(what: str) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", _SCRIPT, what], capture_output=True, text=True,
                         check=True, env=_ENV).stdout
    return json.loads(out.splitlines()[-1])


@pytest.mark.parametrize("what", ["set", "floor", "book", "set-cold", "book-cold"])
def test_cpu_time_against_the_baseline(benchmark, summary_line, what):
    runs: list[dict[str, float]] = []

    def once() -> None:
        runs.append(_run(what))

    _run(what)  # untimed: compiles what the run imports, as an install does
    benchmark.pedantic(once, rounds=5, iterations=1)
    ratios = sorted(r["work"] / r["baseline"] for r in runs)
    walls = sorted(r["wall"] / r["baseline"] for r in runs)
    ratio, wall = statistics.median(ratios), statistics.median(walls)
    benchmark.extra_info.update({
        "baseline_cpu_s": statistics.median(r["baseline"] for r in runs),
        "work_cpu_s": statistics.median(r["work"] for r in runs),
        "work_wall_s": statistics.median(r["wall"] for r in runs),
        "ratio": ratio, "ratio_min": ratios[0], "ratio_max": ratios[-1],
        "wall_ratio": wall, "wall_ratio_min": walls[0], "wall_ratio_max": walls[-1],
    })
    # on a shared machine one run's ratio can stray by a fifth: the spread is reported too
    name = {"set": "drawing set", "floor": "floor (the set's files drawn empty)",
            "book": "build 70 --pdf",
            "set-cold": "drawing set, no measures kept from earlier runs",
            "book-cold": "build 70 --pdf, no measures kept from earlier runs"}[what]
    info = benchmark.extra_info
    summary_line(f"{name}: CPU {ratio:.2f} × the baseline ({ratios[0]:.2f}–{ratios[-1]:.2f}), "
                 f"wall {wall:.2f} × ({walls[0]:.2f}–{walls[-1]:.2f}); medians of {len(runs)} "
                 f"runs: {info['work_cpu_s']:.2f} s CPU, {info['work_wall_s']:.2f} s wall, "
                 f"against {info['baseline_cpu_s']:.2f} s CPU")
