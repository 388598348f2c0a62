"""Where the app's own files are: beside the packages in a source checkout, inside the package when installed.

A wheel (``pip install .``) carries resources/ and the translations in desktop/data/ (setup.py puts them there);
a source checkout keeps them at the top of the tree. Nothing here imports Qt.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
_INSTALLED = PACKAGE / "data"
_SOURCE = PACKAGE.parent


def _data(name: str) -> Path:
    installed = _INSTALLED / name
    return installed if installed.is_dir() else _SOURCE / name


RESOURCES = _data("resources")
TRANSLATIONS = _data("translations")
INSTALLED = (_INSTALLED / "resources").is_dir()
