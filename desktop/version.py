"""The version, from one place: pyproject.toml (as installed metadata, or read from the checkout)."""

from __future__ import annotations

from functools import cache

from .paths import PACKAGE


@cache
def version() -> str:
    pyproject = PACKAGE.parent / "pyproject.toml"
    if pyproject.is_file():  # a source checkout: its own pyproject.toml, even if an older copy is installed
        try:
            text = pyproject.read_text(encoding="utf-8")
        except OSError:
            text = ""
        found = project_version(text)
        if found is not None:
            return found
    # Imported only here: every start asks for the version, and importlib.metadata alone costs about 15 ms.
    from importlib import metadata

    try:
        return metadata.version("tablekeeper")
    except metadata.PackageNotFoundError:
        return "unknown"


def project_version(text: str) -> str | None:
    """The ``version`` of a pyproject.toml's ``[project]`` table, a plain quoted string as the project writes it
    (read line by line: importing tomllib costs 6 ms of every start); None where it is not written so."""
    table = ""
    for line in text.splitlines():
        stripped = line.split("#", 1)[0].strip()
        if stripped.startswith("["):
            table = stripped.strip("[] ")
            continue
        key, equals, value = stripped.partition("=")
        if table == "project" and equals and key.strip() == "version":
            value = value.strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'" and value[0] not in value[1:-1]:
                return value[1:-1]
            return None
    return None
