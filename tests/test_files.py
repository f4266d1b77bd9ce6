"""Writing files never loses a user's data: one file whole or not at all, a set whole or not at
all, only regular files, temporaries that fit any name and are cleared, plain errors."""

from __future__ import annotations

import errno
import os
import socket
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from houzhi import BadValueError
from houzhi.cli import main
from houzhi.render._files import TMP_PREFIX, FileSet, clear_stale, write_atomically

SRC = Path(__file__).resolve().parents[1] / "src"


def _write(text):
    return lambda path: Path(path).write_text(text)


def _entries(folder):
    return sorted(p.name for p in Path(folder).iterdir())


def _dead_pid():
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


# --- one file ----------------------------------------------------------------------------------

def test_new_file_gets_the_usual_mode(tmp_path):
    umask = os.umask(0o022)
    try:
        write_atomically(tmp_path / "a.dxf", _write("new"))
    finally:
        os.umask(umask)
    assert (tmp_path / "a.dxf").read_text() == "new"
    assert stat.S_IMODE((tmp_path / "a.dxf").stat().st_mode) == 0o644
    assert _entries(tmp_path) == ["a.dxf"]


def test_replaced_file_keeps_its_mode(tmp_path):
    f = tmp_path / "a.dxf"
    f.write_text("old")
    f.chmod(0o600)
    write_atomically(f, _write("new"))
    assert f.read_text() == "new" and stat.S_IMODE(f.stat().st_mode) == 0o600


@pytest.mark.parametrize("error", [RuntimeError("boom"), KeyboardInterrupt(),
                                   OSError(errno.ENOSPC, "No space left on device")])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, error):
    f = tmp_path / "a.dxf"
    f.write_text("old")

    def fail(path):
        Path(path).write_text("half")
        raise error

    with pytest.raises((type(error), BadValueError)) as info:
        write_atomically(f, fail)
    if isinstance(error, OSError):
        assert info.type is BadValueError and "the disk is full" in str(info.value)
        assert "\n" not in str(info.value)
    assert f.read_text() == "old" and _entries(tmp_path) == ["a.dxf"]


def test_special_files_are_refused_and_left_alone(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    short = Path(tempfile.mkdtemp(prefix="hz"))  # a socket's path must be short
    sock_path = short / "s"
    sock = socket.socket(socket.AF_UNIX)
    try:
        sock.bind(str(sock_path))
        cases = {fifo: "FIFO", sock_path: "socket", tmp_path: "folder"}
        if os.path.exists("/dev/full"):
            cases[Path("/dev/full")] = "device"
            cases[Path("/dev/null")] = "device"
        for path, kind in cases.items():
            with pytest.raises(BadValueError, match=kind):
                write_atomically(path, _write("x"))
        assert stat.S_ISFIFO(fifo.lstat().st_mode) and stat.S_ISSOCK(sock_path.lstat().st_mode)
    finally:
        sock.close()
        sock_path.unlink(missing_ok=True)
        short.rmdir()
    assert _entries(tmp_path) == ["fifo"]


def test_a_link_is_written_through(tmp_path):
    """Decision: a link names the file it points to; that file is replaced whole, the link
    stays. A dangling link makes the file it names; a link to a FIFO or folder is refused."""
    real = tmp_path / "real.dxf"
    real.write_text("old")
    link = tmp_path / "link.dxf"
    link.symlink_to("real.dxf")
    write_atomically(link, _write("new"))
    assert link.is_symlink() and real.read_text() == "new"
    dangling = tmp_path / "dangling.dxf"
    dangling.symlink_to("made.dxf")
    write_atomically(dangling, _write("made"))
    assert dangling.is_symlink() and (tmp_path / "made.dxf").read_text() == "made"
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "to_fifo").symlink_to("fifo")
    with pytest.raises(BadValueError, match="FIFO"):
        write_atomically(tmp_path / "to_fifo", _write("x"))
    assert stat.S_ISFIFO((tmp_path / "fifo").lstat().st_mode)


def test_a_name_of_254_characters(tmp_path):
    name = "a" * 250 + ".dxf"
    write_atomically(tmp_path / name, _write("x"))
    assert (tmp_path / name).read_text() == "x"
    assert len(TMP_PREFIX) + len(str(2**22)) + 9 < 40  # the temporary's name stays short


@pytest.mark.parametrize("bad", ["", " "])
def test_an_empty_path_is_refused(bad):
    with pytest.raises(BadValueError, match="empty"):
        write_atomically(bad, _write("x"))
    with pytest.raises(BadValueError, match="empty"):
        FileSet(bad)


def test_a_missing_folder_is_named(tmp_path):
    with pytest.raises(BadValueError, match="does not exist"):
        write_atomically(tmp_path / "nowhere" / "a.dxf", _write("x"))


def test_stale_temporaries_of_dead_runs_are_cleared(tmp_path):
    dead, live = _dead_pid(), os.getppid()
    stale_file = tmp_path / f"{TMP_PREFIX}{dead}-0123abcd"
    stale_dir = tmp_path / f"{TMP_PREFIX}{dead}-89abcdef"
    alive = tmp_path / f"{TMP_PREFIX}{live}-01234567"
    lookalike = tmp_path / f"{TMP_PREFIX}notes"
    stale_file.write_text("x")
    stale_dir.mkdir()
    (stale_dir / "part.png").write_text("x")
    alive.write_text("x")
    lookalike.write_text("mine")
    write_atomically(tmp_path / "a.dxf", _write("x"))
    assert _entries(tmp_path) == sorted(["a.dxf", alive.name, lookalike.name])


def test_full_disk_from_the_command_line(tmp_path):
    """A file-size limit makes writes fail as a full disk does: one plain line, no file."""
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (50_000, 50_000))

    r = subprocess.run([sys.executable, "-m", "houzhi", "target", "70", "--dxf", "big.dxf"],
                       cwd=tmp_path, capture_output=True, text=True, preexec_fn=limit,
                       env={**os.environ, "PYTHONPATH": str(SRC)}, timeout=60)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "larger than the system allows" in r.stderr
    assert "None" not in r.stderr and _entries(tmp_path) == []


# --- a set of files ----------------------------------------------------------------------------

def test_a_new_folder_appears_whole(tmp_path):
    out = tmp_path / "new"
    with FileSet(out) as files:
        for n in ("a", "b"):
            files.path(n).write_text(n)
        assert not out.exists()  # nothing shows until the set is whole
    assert _entries(out) == ["a", "b"] and files.written == [out / "a", out / "b"]
    assert _entries(tmp_path) == ["new"]
    assert stat.S_IMODE(out.stat().st_mode) == 0o777 & ~_umask()


def _umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_failed_set_changes_nothing(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "a").write_text("old")
    (out / "notes.txt").write_text("mine")
    with pytest.raises(RuntimeError), FileSet(out) as files:
        files.path("a").write_text("new")
        files.path("b").write_text("new")
        raise RuntimeError("boom")
    assert _entries(out) == ["a", "notes.txt"] and (out / "a").read_text() == "old"
    with pytest.raises(RuntimeError), FileSet(tmp_path / "fresh") as files:
        files.path("a").write_text("new")
        raise RuntimeError("boom")
    assert _entries(tmp_path) == ["out"]


def test_a_set_replaces_its_own_names_only(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    for n in ("a", "notes.txt"):
        (out / n).write_text("old")
    with FileSet(out) as files:
        files.path("a").write_text("new")
        files.path("b").write_text("new")
    assert {n: (out / n).read_text() for n in _entries(out)} == \
        {"a": "new", "b": "new", "notes.txt": "old"}


def test_a_folder_made_meanwhile_keeps_what_was_put_there(tmp_path):
    """`--out NEW`: someone makes NEW and puts a file there while the set is drawn."""
    out = tmp_path / "new"
    with pytest.raises(RuntimeError), FileSet(out) as files:
        files.path("a").write_text("new")
        out.mkdir()
        (out / "my_notes.txt").write_text("mine")
        raise RuntimeError("interrupted")
    assert _entries(out) == ["my_notes.txt"]
    with FileSet(out) as files:
        files.path("a").write_text("new")
    assert _entries(out) == ["a", "my_notes.txt"]


@pytest.mark.parametrize("make", [
    lambda p: p.mkdir(),
    lambda p: os.mkfifo(p),
    lambda p: p.symlink_to("elsewhere"),
])
def test_a_member_that_is_not_a_regular_file_is_refused(tmp_path, make):
    out = tmp_path / "out"
    out.mkdir()
    make(out / "curves.png")
    with pytest.raises(BadValueError, match=r"curves\.png"), FileSet(out) as files:
        files.path("a.dxf")
        files.path("curves.png")
    assert _entries(out) == ["curves.png"]


@pytest.mark.parametrize("name", ["", "a/b", "..", ".houzhi-commit", f"{TMP_PREFIX}1-00000000"])
def test_bad_member_names(tmp_path, name):
    with pytest.raises(BadValueError), FileSet(tmp_path) as files:
        files.path(name)
    assert _entries(tmp_path) == []


def _old_set(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    for n in "abc":
        (out / n).write_text("old")
    (out / "notes.txt").write_text("mine")
    return out


def _contents(out):
    return {n: (out / n).read_text() for n in _entries(out) if not n.startswith(TMP_PREFIX)}


def _failing_replace(monkeypatch, fails):
    """Make os.replace in houzhi.render._files fail for the moves ``fails(src, dst)`` picks."""
    import houzhi.render._files as f

    real = os.replace

    def flaky(src, dst):
        if fails(Path(src), Path(dst)):
            raise OSError(errno.EACCES, "Permission denied")
        real(src, dst)

    monkeypatch.setattr(f.os, "replace", flaky)


def test_a_failure_while_moving_in_puts_the_old_set_back(tmp_path, monkeypatch):
    out = _old_set(tmp_path)
    # the third new file cannot be moved in
    _failing_replace(monkeypatch, lambda s, d: d == out / "c" and s.parent.name != ".houzhi-old")
    with pytest.raises(BadValueError, match="out is as it was"), FileSet(out) as files:
        for n in "abcd":
            files.path(n).write_text("new")
    monkeypatch.undo()
    assert _contents(out) == {"a": "old", "b": "old", "c": "old", "notes.txt": "mine"}


def test_when_the_old_set_cannot_go_back_the_new_goes_in(tmp_path, monkeypatch):
    out = _old_set(tmp_path)
    tries = []

    def fails(src, dst):  # c fails once; putting the old a back fails too
        if dst == out / "c" and not tries:
            tries.append(1)
            return True
        return dst == out / "a" and src.parent.name == ".houzhi-old"

    _failing_replace(monkeypatch, fails)
    with pytest.raises(BadValueError, match="new set is in place"), FileSet(out) as files:
        for n in "abcd":
            files.path(n).write_text("new")
    monkeypatch.undo()
    assert _contents(out) == {"a": "new", "b": "new", "c": "new", "d": "new", "notes.txt": "mine"}


def test_when_nothing_can_move_the_old_files_are_kept(tmp_path, monkeypatch):
    out = _old_set(tmp_path)
    _failing_replace(monkeypatch, lambda s, d: d == out / "b")
    with pytest.raises(BadValueError, match="the rest is in") as info, FileSet(out) as files:
        for n in "abc":
            files.path(n).write_text("new")
    monkeypatch.undo()
    kept = Path(str(info.value).rsplit(" in ", 1)[1])
    assert (kept / ".houzhi-old" / "b").read_text() == "old"  # nothing of the user's is lost
    assert _contents(out) == {"a": "new", "c": "old", "notes.txt": "mine"}
    # a later run (this process long gone) finishes the move: the whole new set
    dead = out / kept.name.replace(str(os.getpid()), str(_dead_pid()))
    kept.rename(dead)
    clear_stale(out)
    assert _contents(out) == {"a": "new", "b": "new", "c": "new", "notes.txt": "mine"}


def test_a_file_error_inside_a_set_is_one_line(tmp_path):
    with pytest.raises(BadValueError, match="the disk is full") as info, \
            FileSet(tmp_path / "out") as files:
        files.path("a")
        raise OSError(errno.ENOSPC, "No space left on device", str(files.path("b")))
    assert "out/b" in str(info.value) and "was not made" in str(info.value)
    assert _entries(tmp_path) == []


# --- the command line --------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [["target", "70", "--dxf", ""], ["plan", "70", "--dxf", ""],
                                  ["drawings", "--out", ""]])
def test_empty_paths_on_the_command_line(argv, capsys):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "empty" in err


def test_a_fifo_on_the_command_line(tmp_path, capsys):
    os.mkfifo(tmp_path / "p.dxf")  # named as a DXF, so it is the FIFO that is refused
    assert main(["target", "70", "--dxf", str(tmp_path / "p.dxf")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert stat.S_ISFIFO((tmp_path / "p.dxf").lstat().st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_stdout_on_a_full_disk_is_one_line(tmp_path):
    with open("/dev/full", "w") as full:
        r = subprocess.run([sys.executable, "-m", "houzhi", "target", "70"], stdout=full,
                           stderr=subprocess.PIPE, text=True, timeout=60,
                           env={**os.environ, "PYTHONPATH": str(SRC)})
    assert r.returncode == 2
    assert r.stderr == "houzhi: error: cannot write to standard output: the disk is full\n"


def test_an_error_prints_nothing_on_stdout(capsys, monkeypatch):
    """What a command printed before it failed is not shown: stdout is all or nothing."""
    from houzhi.cli import target as cmd

    real = cmd.run

    def half(args):
        print("half a table")
        raise BadValueError("late failure")

    monkeypatch.setattr(cmd, "run", half)
    try:
        assert main(["target", "70"]) == 2
    finally:
        monkeypatch.setattr(cmd, "run", real)
    out, err = capsys.readouterr()
    assert out == "" and err == "houzhi: error: late failure\n"


def test_clear_stale_ignores_a_missing_folder(tmp_path):
    assert clear_stale(tmp_path / "nowhere") == []


# --- caches of matplotlib and ezdxf ------------------------------------------------------------

def _env_without_caches(home):
    env = {k: v for k, v in os.environ.items()
           if k not in ("MPLCONFIGDIR", "XDG_CACHE_HOME", "XDG_CONFIG_HOME")}
    return {**env, "HOME": str(home), "PYTHONPATH": str(SRC)}


def test_an_unwritable_home_adds_nothing_to_stderr(tmp_path):
    """HOME under a regular file cannot be made, even by root: the caches go to a private
    temporary folder (kept between runs, so the font caches are built once), silently."""
    (tmp_path / "file").write_text("x")
    env = _env_without_caches(tmp_path / "file" / "home")
    work = tmp_path / "work"
    work.mkdir()
    r = subprocess.run([sys.executable, "-m", "houzhi", "drawings", "--out", "d", "50"],
                       cwd=work, env=env, capture_output=True, text=True, timeout=120)
    assert (r.returncode, r.stderr) == (0, "")  # DXF (ezdxf) and PNG, SVG (matplotlib)
    assert {p.suffix for p in (work / "d").iterdir()} == {".dxf", ".png", ".svg"}


def test_the_private_folder_is_ours_alone(tmp_path):
    code = "from houzhi.render.caches import private_folder as p; print(p())"
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    r = subprocess.run([sys.executable, "-c", code], env={**env, "PYTHONPATH": str(SRC)},
                       capture_output=True, text=True, timeout=60)
    private = Path(r.stdout.strip())
    assert private == tmp_path / f"houzhi-{os.getuid()}"
    assert stat.S_IMODE(private.stat().st_mode) == 0o700
    private.chmod(0o777)  # someone else could write there: not used
    r = subprocess.run([sys.executable, "-c", code], env={**env, "PYTHONPATH": str(SRC)},
                       capture_output=True, text=True, timeout=60)
    assert Path(r.stdout.strip()).parent == tmp_path and Path(r.stdout.strip()) != private


def test_a_writable_home_keeps_the_usual_places(tmp_path):
    home = tmp_path / "home"
    env = _env_without_caches(home)
    code = ("import os, houzhi.render; "
            "print(os.environ.get('MPLCONFIGDIR'), os.environ.get('XDG_CACHE_HOME'))")
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                       timeout=120)
    assert (r.returncode, r.stdout, r.stderr) == (0, "None None\n", "")
    assert (home / ".cache" / "ezdxf").is_dir() and (home / ".config" / "matplotlib").is_dir()


def test_a_closed_pipe_is_not_an_error(tmp_path):
    """`houzhi plan 300 | head -1`: the reader goes away; houzhi stops quietly."""
    p = subprocess.Popen([sys.executable, "-m", "houzhi", "plan", "300"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(SRC)})
    assert p.stdout.readline().startswith(b"cutting plan")
    p.stdout.close()
    err = p.stderr.read()
    p.wait(timeout=60)
    assert (p.returncode, err) == (0, b"")


def test_long_output_passes_through_beyond_the_limit():
    import io

    from houzhi.cli import _HeldOutput

    real = io.StringIO()
    held = _HeldOutput(real, limit=10)
    held.write("12345")
    assert real.getvalue() == ""  # held while short
    held.write("678901")
    assert real.getvalue() == "12345678901"  # past the limit: all of it, then straight on
    held.write("x")
    held.release()
    assert real.getvalue() == "12345678901x"


def test_a_set_clears_what_a_dead_run_left_beside_its_folder(tmp_path):
    stale = tmp_path / f"{TMP_PREFIX}{_dead_pid()}-0badcafe"
    stale.mkdir()
    (stale / "curves.png").write_text("half")
    (tmp_path / "out").mkdir()
    with FileSet(tmp_path / "out") as files:
        files.path("a").write_text("new")
    assert _entries(tmp_path) == ["out"]


def test_the_file_standard_output_goes_to_is_not_replaced(tmp_path):
    """``--dxf`` naming /dev/stdout (through a link named .dxf) with the output redirected to a
    file would replace that file (and the table printed into it): refused in one line, and the
    file is left as it was."""
    out = tmp_path / "out.txt"
    out.write_text("kept\n")
    (tmp_path / "stdout.dxf").symlink_to("/dev/stdout")  # named as a DXF: --dxf takes only those
    with out.open("a") as stdout:
        done = subprocess.run([sys.executable, "-m", "houzhi", "target", "70", "--dxf",
                               str(tmp_path / "stdout.dxf")], stdout=stdout,
                              stderr=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(SRC)})
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "standard output" in done.stderr
    assert out.read_text() == "kept\n"


def test_no_such_file_is_blamed_on_the_folder_only_when_making_something_in_it(tmp_path):
    from houzhi.render._files import plain

    gone = OSError(errno.ENOENT, "No such file or directory", str(tmp_path / "font.otf"))
    assert plain(gone) == "no such folder"  # e.g. a file that vanished while it was read
    assert plain(gone, creating=tmp_path / "new") == "the folder does not take new files"
    assert plain(gone, creating=tmp_path / "missing" / "new") == "no such folder"
