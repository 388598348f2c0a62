"""The version, from one place: pyproject.toml (as installed metadata, or read from the checkout)."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import metadata

from .paths import PACKAGE


@cache
def version() -> str:
    pyproject = PACKAGE.parent / "pyproject.toml"
    if pyproject.is_file():  # a source checkout: its own pyproject.toml, even if an older copy is installed
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            pass
    try:
        return metadata.version("tablekeeper")
    except metadata.PackageNotFoundError:
        return "unknown"
