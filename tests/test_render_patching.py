"""The frame the render modules share to swap a library's method for a quicker one during a block
(houzhi.render._patching.swapped): in place within the block, the owner as it was after it,
however the block ends; a block within one of the same swap leaves the outer in place; blocks in
parallel threads wait for one another."""

from __future__ import annotations

import threading
import types

import pytest

from houzhi.render._patching import swapped


class _Base:
    def inherited(self) -> str:
        return "base"


class _Owner(_Base):
    def own(self) -> str:
        return "own"


def _quick(self: object) -> str:
    return "quick"


def _swaps(calls: list[str]):
    def make():
        calls.append("made")
        return [(_Owner, "own", _quick), (_Owner, "inherited", _quick), (_Owner, "new", _quick)]

    return make


def _as_it_was() -> None:
    assert _Owner.own is vars(_Owner)["own"]
    assert _Owner().own() == "own"
    assert "inherited" not in vars(_Owner)  # taken away again, not left as an own attribute
    assert _Owner().inherited() == "base"
    assert not hasattr(_Owner, "new")


def test_in_place_within_the_block_and_the_owner_as_it_was_after():
    own = _Owner.own
    calls: list[str] = []
    with swapped("test-owner", _swaps(calls)) as put:
        assert put
        assert _Owner().own() == _Owner().inherited() == _Owner().new() == "quick"
    assert _Owner.own is own
    _as_it_was()
    assert calls == ["made"]


def test_a_block_within_one_leaves_the_outer_in_place():
    calls: list[str] = []
    with swapped("test-owner", _swaps(calls)):
        with swapped("test-owner", _swaps(calls)) as inner:
            assert not inner  # nothing put in place again ...
            assert _Owner().own() == "quick"
        assert _Owner().own() == "quick"  # ... nor taken away at its end
        assert _Owner().new() == "quick"
    _as_it_was()
    assert calls == ["made"]  # the inner block's swaps were not even made


def test_swaps_of_other_keys_nest_and_each_is_taken_away():
    module = types.ModuleType("a_library")
    module.step = len  # type: ignore[attr-defined]
    with swapped("test-owner", _swaps([])), \
            swapped("test-module", lambda: [(module, "step", abs)]):
        assert module.step is abs  # type: ignore[attr-defined]
        assert _Owner().own() == "quick"
    assert module.step is len  # type: ignore[attr-defined]
    _as_it_was()


def test_restored_when_the_block_raises():
    with pytest.raises(KeyError, match="in the block"), swapped("test-owner", _swaps([])):
        assert _Owner().own() == "quick"
        raise KeyError("in the block")
    _as_it_was()
    with swapped("test-owner", _swaps([])) as put:  # and the key is free again
        assert put


def test_a_library_not_as_known_is_left_alone():
    with swapped("test-owner", lambda: None) as put:
        assert not put
        _as_it_was()
    _as_it_was()


def test_blocks_in_parallel_threads_wait_for_one_another():
    inside, seen = threading.Event(), []

    def other() -> None:
        inside.set()
        with swapped("test-owner", _swaps([])) as put:
            seen.append((put, _Owner().own()))
        seen.append(("after", _Owner().own()))

    with swapped("test-owner", _swaps([])):
        thread = threading.Thread(target=other)
        thread.start()
        assert inside.wait(10)
        thread.join(0.2)
        assert thread.is_alive()  # waiting for this block to end
        assert seen == []
    thread.join(10)
    # the other thread's block came after this one's: its own swap, put in place and taken away
    assert seen == [(True, "quick"), ("after", "own")]
    _as_it_was()
