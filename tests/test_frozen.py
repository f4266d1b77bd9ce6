"""The quicker __init__ of the model's frozen values (houzhi.measure._frozen.quick_init) makes
the same values as the dataclass's own: the same fields, defaults, factories and post-init, as
frozen, as equal, as hashable and as picklable."""

from __future__ import annotations

import dataclasses
import pickle
from dataclasses import dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from houzhi.measure._frozen import quick_init


def _made(name: str) -> type:
    """The same frozen dataclass under ``name``: fields with a default, a factory, one not
    compared, and a post-init that changes a field."""

    def post(self: object) -> None:
        object.__setattr__(self, "a", abs(self.a))  # type: ignore[attr-defined]

    return dataclasses.make_dataclass(
        name, [("a", int), ("b", str, field(default="b")),
               ("c", tuple, field(default_factory=tuple)),
               ("d", dict, field(default_factory=dict, compare=False))],
        namespace={"__post_init__": post, "__module__": __name__}, frozen=True)


Plain = _made("Plain")
Quick = quick_init(_made("Quick"))


@given(st.integers(), st.one_of(st.none(), st.text(max_size=3)),
       st.one_of(st.none(), st.tuples(st.integers())))
def test_the_same_value_as_the_dataclass_makes(a, b, c):
    kw = {k: v for k, v in (("b", b), ("c", c)) if v is not None}
    plain, quick = Plain(a, **kw), Quick(a, **kw)
    assert dataclasses.astuple(plain) == dataclasses.astuple(quick)
    assert vars(plain) == vars(quick) and repr(plain)[5:] == repr(quick)[5:]
    assert quick == Quick(a, **kw) and hash(quick) == hash(Quick(a, **kw))
    assert pickle.loads(pickle.dumps(quick)) == quick
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.a = 1  # type: ignore[misc]
    assert quick.d is not Quick(a).d  # a factory's default made afresh for each


def test_a_class_it_cannot_serve_is_refused():
    @dataclass(frozen=True, slots=True)
    class Slotted:
        a: int

    with pytest.raises(TypeError, match="Slotted"):
        quick_init(Slotted)
