"""Build hook: a wheel carries resources/ and the compiled translations inside the desktop package.

Everything else about the package is in pyproject.toml. In the wheel they sit at desktop/data/resources and
desktop/data/translations, where desktop/paths.py looks first. The catalogues are compiled with the lrelease
that ships with PySide6 when the build environment has it (``pip wheel --no-build-isolation`` in the project's
.venv, or the Linux build script); otherwise the wheel carries the .ts sources and the app compiles them once
into the user's cache folder at first start (desktop/i18n.py).
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _lrelease() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    tool = Path(spec.origin).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    return tool if tool.exists() else None


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
        for ts in sorted((ROOT / "translations").glob("*.ts")):
            qm = ts.with_suffix(".qm")
            if lrelease is not None:
                subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(translations / qm.name)], check=True)
            elif qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
                shutil.copy2(qm, translations / qm.name)
            else:
                shutil.copy2(ts, translations / ts.name)


setup(cmdclass={"build_py": BuildWithData})
