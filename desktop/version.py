"""The version, from one place: pyproject.toml (as installed metadata, or read from the checkout)."""

from __future__ import annotations

from functools import cache

from .paths import PACKAGE


@cache
def version() -> str:
    # Imported here: every start asks for the version, and importlib.metadata alone costs about 15 ms.
    import tomllib

    pyproject = PACKAGE.parent / "pyproject.toml"
    if pyproject.is_file():  # a source checkout: its own pyproject.toml, even if an older copy is installed
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            pass
    from importlib import metadata

    try:
        return metadata.version("tablekeeper")
    except metadata.PackageNotFoundError:
        return "unknown"
