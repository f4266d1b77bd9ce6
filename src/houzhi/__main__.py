"""``python -m houzhi``, and the console script ``houzhi`` (:func:`entry`): the command line."""


def entry() -> None:
    """Settle signals, streams and encodings (:func:`houzhi._start.settle`) before anything else
    of houzhi is imported, then run the command line (:func:`houzhi.cli._entry`)."""
    from ._start import settle

    settle()
    from .cli import _entry

    _entry()


if __name__ == "__main__":
    entry()
