"""The portable build: ``python3 tablekeeper.py build`` (which runs this in the project's .venv).

PyInstaller (packaging/tablekeeper.spec) freezes the app into one folder (Python, PySide6 with only the Qt modules the app imports,
espeak-ng and its voice data, the fonts, sounds and compiled translations). On Linux it is laid out as an AppDir:

    build/portable/Tablekeeper.AppDir/AppRun              a link to the frozen program (a start script would cost a shell
                                                          and two commands: 13 ms of every start, issue 35)
    build/portable/Tablekeeper.AppDir/tablekeeper.desktop the desktop entry (also usr/share/applications/)
    build/portable/Tablekeeper.AppDir/tablekeeper.svg     the icon (also usr/share/icons/hicolor/scalable/apps/)
    build/portable/Tablekeeper.AppDir/usr/lib/tablekeeper/ the frozen program

and packed as dist/Tablekeeper-<version>-linux-<arch>.tar.gz (unpack anywhere, run Tablekeeper.AppDir/AppRun).
The same AppDir becomes the single-file dist/Tablekeeper-<version>-<arch>.AppImage: the project's own runtime
(packaging/linux/runtime.c, built from Debian's squashfuse and libfuse3) followed by the AppDir's squashfs image
(packaging/linux_appimage.py; its Debian packages are installed with apt-get when the build runs as root).

On Windows the folder is zipped (dist/Tablekeeper-<version>-windows-<arch>.zip, run tablekeeper.exe inside);
on macOS the spec makes Tablekeeper.app and it is zipped (dist/Tablekeeper-<version>-macos-<arch>.zip). Those two
were written from PyInstaller's documentation and not run here (docs/install.md).
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

import linux_appimage  # beside this file, which runs as a script

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "portable"
DIST = ROOT / "dist"


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def draw_icon() -> None:
    """resources/icons/tablekeeper.svg as a 512 px PNG, for the Windows and macOS icons (PyInstaller converts it)."""
    script = ("import sys\n"
              "from PySide6.QtGui import QGuiApplication, QImage, QPainter\n"
              "from PySide6.QtSvg import QSvgRenderer\n"
              "app = QGuiApplication(['icon'])\n"
              "image = QImage(512, 512, QImage.Format.Format_ARGB32)\n"
              "image.fill(0)\n"
              "painter = QPainter(image)\n"
              "QSvgRenderer(sys.argv[1]).render(painter)\n"
              "painter.end()\n"
              "sys.exit(0 if image.save(sys.argv[2]) else 1)\n")
    target = ROOT / "build" / "icon" / "tablekeeper.png"
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-c", script, str(ROOT / "resources" / "icons" / "tablekeeper.svg"), str(target)],
                   check=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def freeze() -> Path:
    work = BUILD / "pyinstaller"
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--workpath", str(work / "work"), "--distpath", str(work / "dist"),
                    str(ROOT / "packaging" / "tablekeeper.spec")], check=True, cwd=ROOT)
    return work / "dist"


def appdir(frozen: Path) -> Path:
    app = BUILD / "Tablekeeper.AppDir"
    shutil.rmtree(app, ignore_errors=True)
    shutil.copytree(frozen, app / "usr" / "lib" / "tablekeeper", symlinks=True)
    (app / "usr" / "bin").mkdir(parents=True)
    (app / "usr" / "bin" / "tablekeeper").symlink_to("../lib/tablekeeper/tablekeeper")
    (app / "AppRun").symlink_to("usr/lib/tablekeeper/tablekeeper")  # the program finds its folder through /proc/self/exe
    desktop = ROOT / "packaging" / "linux" / "tablekeeper.desktop"
    icon = ROOT / "resources" / "icons" / "tablekeeper.svg"
    shutil.copy2(desktop, app / "tablekeeper.desktop")
    shutil.copy2(icon, app / "tablekeeper.svg")
    (app / "usr" / "share" / "applications").mkdir(parents=True)
    shutil.copy2(desktop, app / "usr" / "share" / "applications" / "tablekeeper.desktop")
    icons = app / "usr" / "share" / "icons" / "hicolor" / "scalable" / "apps"
    icons.mkdir(parents=True)
    shutil.copy2(icon, icons / "tablekeeper.svg")
    return app


def size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def zipped(folder: Path, name: str, started: float) -> int:
    DIST.mkdir(exist_ok=True)
    archive = shutil.make_archive(str(DIST / name), "zip", folder.parent, folder.name)
    print(f"built {archive} ({Path(archive).stat().st_size / 1e6:.0f} MB) in {time.monotonic() - started:.0f} s")
    return 0


def main() -> int:
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "desktop.translation_catalogues", "compile"], check=True, cwd=ROOT)
    draw_icon()
    frozen = freeze()
    arch = platform.machine().lower()
    if sys.platform == "win32":
        return zipped(frozen / "tablekeeper", f"Tablekeeper-{version()}-windows-{arch}", started)
    if sys.platform == "darwin":
        return zipped(frozen / "Tablekeeper.app", f"Tablekeeper-{version()}-macos-{arch}", started)
    app = appdir(frozen / "tablekeeper")
    DIST.mkdir(exist_ok=True)
    tarball = DIST / f"Tablekeeper-{version()}-linux-{arch}.tar.gz"
    with tarfile.open(tarball, "w:gz") as archive:
        archive.add(app, arcname=app.name)
    print(f"built {tarball} ({tarball.stat().st_size / 1e6:.0f} MB packed, {size(app) / 1e6:.0f} MB unpacked) "
          f"in {time.monotonic() - started:.0f} s")
    if arch == "x86_64" and linux_appimage.install_packages():
        packed = time.monotonic()
        image = linux_appimage.build(app, DIST / f"Tablekeeper-{version()}-{arch}.AppImage", BUILD / "appimage")
        print(f"built {image} ({image.stat().st_size / 1e6:.0f} MB) in {time.monotonic() - packed:.0f} s")
    elif arch != "x86_64":
        print(f"no AppImage on {arch}: the runtime is built and tried for x86_64 only")
    return 0


if __name__ == "__main__":
    sys.exit(main())
