"""houzhi's version, in one place: the facade re-exports it, the bibliography and ``--version``
read it, and the build reads it for the package's metadata."""

__version__ = "0.1.0"
