"""Build hook: a wheel carries resources/ and the compiled translations inside the desktop package.

Everything else about the package is in pyproject.toml. In the wheel they sit at desktop/data/resources and
desktop/data/translations, where desktop/paths.py looks first. The catalogues are compiled with the lrelease
that ships with PySide6 when the build environment has it (``pip wheel --no-build-isolation`` in the project's
.venv, or the Linux build script), and otherwise (pip's isolated build) by desktop/qm.py, which writes the same
bytes; a catalogue it cannot compile goes in as its .ts source, which the app compiles once into the user's cache
folder at first start (desktop/i18n.py).
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _lrelease() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    tool = Path(spec.origin).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    return tool if tool.exists() else None


def _python_compiler() -> ModuleType:
    """desktop/qm.py, loaded by its path: standard library only, without the package's __init__ (the app's)."""
    spec = importlib.util.spec_from_file_location("tablekeeper_qm", ROOT / "desktop" / "qm.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads resources/ and translations/ from the checkout
        data = Path(self.build_lib) / "desktop" / "data"
        shutil.rmtree(data, ignore_errors=True)
        shutil.copytree(ROOT / "resources", data / "resources")
        translations = data / "translations"
        translations.mkdir(parents=True)
        lrelease = _lrelease()
        compiler = _python_compiler()
        for ts in sorted((ROOT / "translations").glob("*.ts")):
            qm = translations / ts.with_suffix(".qm").name
            if lrelease is not None:
                subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
                continue
            try:
                compiler.compile_file(ts, qm)
            except compiler.Unsupported:
                shutil.copy2(ts, translations / ts.name)


setup(cmdclass={"build_py": BuildWithData})
