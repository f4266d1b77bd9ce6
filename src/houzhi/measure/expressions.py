"""Exact arithmetic expressions, as a reading file writes its rules: ``"D * 2/10"``, ``"2 * c"``.

An :class:`Expression` is read once, by Python's own parser (:mod:`ast`), and allows only
numbers (whole or decimal, read exactly: ``0.2`` is ``Fraction(1, 5)``), the names of other
figures, ``+ - * /`` (and unary ``-``), ``//`` and ``%`` (the whole part and the remainder of a
division, for an author who counts whole breadths: ``(n - 1) / 2 // 2``) and parentheses —
nothing else: no calls, no attributes, no ``**``, no comparisons. It is never given to
:func:`eval`. Evaluated with Fractions it gives Fractions; with sympy symbols
(:mod:`houzhi.canon.symbolic`) it gives expressions (``//`` sympy's ``floor``, ``%`` its ``Mod``),
for it only applies these operations to what it is given.

>>> e = Expression("D * 2/10")
>>> e.names, e(D=Fraction(50))
(('D',), Fraction(10, 1))
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..errors import BadValueError, shown

__all__ = ["Expression", "ExpressionError"]

#: The longest expression houzhi reads (characters): a rule is a line, not a program.
MAX_LENGTH = 400

def _floordiv(a: Any, b: Any) -> Any:
    """``a // b``: a whole Fraction of Fractions (Python's own gives an int), sympy's floor of
    symbols."""
    q = a // b
    return Fraction(q) if isinstance(q, int) else q


_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: _floordiv, ast.Mod: operator.mod,
}
_SYMBOLS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
            ast.Mod: "%"}
_DIVIDING = (ast.Div, ast.FloorDiv, ast.Mod)


class ExpressionError(BadValueError):
    """An expression that is not exact arithmetic on numbers and names, or that divides by 0."""


def _refuse(text: str, node: ast.AST | None, why: str) -> ExpressionError:
    at = f" at column {node.col_offset + 1}" if node is not None and hasattr(node, "col_offset") else ""
    return ExpressionError(f"{text!r}{at}: {why}")


def _check(text: str, node: ast.AST) -> tuple[str, ...]:
    """The names ``node`` uses, in order of first use; refuses anything but numbers, names,
    ``+ - * / // %`` and parentheses."""
    if isinstance(node, ast.BinOp):
        if type(node.op) not in _BINARY:
            raise _refuse(text, node, "only + - * / // % are allowed")
        left = _check(text, node.left)
        return (*left, *(n for n in _check(text, node.right) if n not in left))
    if isinstance(node, ast.UnaryOp):
        if not isinstance(node.op, (ast.USub, ast.UAdd)):
            raise _refuse(text, node, "only + - * / // % are allowed")
        return _check(text, node.operand)
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, (int, float)):
            raise _refuse(text, node, f"{node.value!r} is not a number")
        return ()
    if isinstance(node, ast.Name):
        return (node.id,)
    what = type(node).__name__
    raise _refuse(text, node, f"{what} is not allowed: only numbers, names, + - * / // % and "
                              "parentheses")


@dataclass(frozen=True)
class Expression:
    """An exact arithmetic expression over named figures (see the module's doc).

    ``text`` as written; ``names`` the names it uses, in order of first use. Calling it with
    every name's value (Fractions of 尺, counts; or sympy expressions) gives its value. An
    expression that cannot be read raises :class:`ExpressionError` on construction.
    """

    text: str
    names: tuple[str, ...] = field(init=False)
    _tree: ast.expr = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        text = self.text
        if not isinstance(text, str):
            raise ExpressionError(f"an expression is text, got {shown(text)}")
        if not text.strip():
            raise ExpressionError("an empty expression")
        if len(text) > MAX_LENGTH:
            raise ExpressionError(f"an expression of at most {MAX_LENGTH} characters, got "
                                  f"{len(text)}")
        try:
            tree = ast.parse(text.strip(), mode="eval").body
        except SyntaxError as e:
            raise ExpressionError(f"{text!r} is not an arithmetic expression"
                                  + (f" (column {e.offset})" if e.offset else "")) from None
        object.__setattr__(self, "names", _check(text, tree))
        object.__setattr__(self, "_tree", tree)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Expression, (self.text,))

    def __call__(self, **values: Any) -> Any:
        """The value, given every name's: a missing name raises :class:`ExpressionError`."""
        missing = [n for n in self.names if n not in values]
        if missing:
            raise ExpressionError(f"{self.text!r} needs {', '.join(missing)}")
        return self._value(self._tree, values)

    def _value(self, node: ast.expr, values: dict[str, Any]) -> Any:
        if isinstance(node, ast.BinOp):
            a, b = self._value(node.left, values), self._value(node.right, values)
            if isinstance(node.op, _DIVIDING) and isinstance(b, (int, Fraction)) and b == 0:
                raise _refuse(self.text, node, "divides by zero")
            return _BINARY[type(node.op)](a, b)
        if isinstance(node, ast.UnaryOp):
            v = self._value(node.operand, values)
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.Constant):
            # the number as written, so that 0.2 is 1/5, not the float nearest it
            written = ast.get_source_segment(self.text.strip(), node) or ""
            try:
                return Fraction(written)
            except ValueError:  # 0x10, 1_000: Python's own reading of it, a whole number
                return Fraction(str(node.value))
        assert isinstance(node, ast.Name)
        return values[node.id]

    def __str__(self) -> str:
        return self.text
