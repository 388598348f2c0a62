"""`pip install .` from a fresh clone: the wheel carries what the app reads, and the installed copy starts.

The wheel is built from a copy of the checkout without compiled catalogues (as a fresh clone is) in pip's
isolated build environment, installed into a folder of its own, and run from a folder outside the source tree
with the source tree off the path: nothing may be read from the checkout.

The AppImage's parts are checked here too: the runtime's magic and offset, the tools' commands, and a tiny
AppImage made with the project's runtime (where Debian's packages for it are installed), run mounted and extracted.
"""

from __future__ import annotations

import importlib.util
import marshal
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def fresh_clone(to: Path) -> Path:
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, files):
        source = ROOT / name.decode()
        if source.is_file() and not name.startswith((b"tests/", b"docs/", b"benchmarks/")):
            (to / name.decode()).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, to / name.decode())
    return to


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("packaging")
    clone = fresh_clone(base / "clone")
    assert not list((clone / "translations").glob("*.qm")), "a fresh clone has no compiled catalogues"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check",
                            "-w", str(base / "wheel"), str(clone)], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr[-3000:]
    wheel = next((base / "wheel").glob("tablekeeper-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for wanted in ("desktop/data/resources/fonts/Vazirmatn-Regular.ttf", "desktop/data/resources/sounds/night_ambient.wav",
                   "desktop/data/resources/icons/tablekeeper.svg",
                   "desktop/data/translations/desktop_vi.qm", "desktop/data/translations/engine_fa.qm",
                   "engine/games/castle/data.py"):
        assert wanted in names, f"{wanted} is not in the wheel"
    # Compiled in pip's isolated build, which has no lrelease (desktop/qm.py): no start compiles them (issue 35).
    assert not [name for name in names if name.endswith(".ts")]
    target = base / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--disable-pip-version-check",
                           "--target", str(target), str(wheel)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return target


def run_installed(target: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM") and not k.startswith(("TABLEKEEPER_", "XDG_"))}
    env["PYTHONPATH"] = str(target)
    for kind in ("CACHE", "CONFIG", "DATA"):
        env[f"XDG_{kind}_HOME"] = str(cwd / kind.lower())
    return subprocess.run([sys.executable, "-P", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_installed_command_says_its_version_with_no_display(installed: Path, tmp_path: Path) -> None:
    done = run_installed(installed, "-m", "desktop", "--version", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert done.stdout.strip() == f"Tablekeeper {version}"


def test_the_installed_command_with_no_display_says_so_plainly(installed: Path, tmp_path: Path) -> None:
    done = run_installed(installed, "-m", "desktop", cwd=tmp_path)
    assert done.returncode == 1
    assert "no display found" in done.stderr and "Traceback" not in done.stderr


def test_the_installed_copy_reads_its_own_files_and_plays_the_tour_in_persian(installed: Path, tmp_path: Path) -> None:
    probe = ("import desktop, desktop.paths as p\n"
             "from PySide6.QtWidgets import QApplication\n"
             "app = QApplication(['t'])\n"
             "from desktop.i18n import Catalog\n"
             "from desktop.fonts import register_fonts\n"
             "print(desktop.__file__)\n"
             "print(p.RESOURCES)\n"
             "print(Catalog('vi').tr('Give the laptop to {player}.', 'DeliveryCard'))\n"
             "print(sorted(register_fonts()))\n")
    env_dir = tmp_path
    done = run_installed(installed, "-c", f"import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n{probe}", cwd=env_dir)
    assert done.returncode == 0, done.stderr
    module, resources, translated, fonts = done.stdout.splitlines()[:4]
    assert Path(module).is_relative_to(installed) and Path(resources).is_relative_to(installed)
    assert translated == "Đưa laptop cho {player}.", "the Vietnamese catalogue is read from the install"
    assert "Vazirmatn" in fonts
    assert not list((env_dir / "cache").rglob("*.qm")), "the first start compiled nothing"
    shots = tmp_path / "shots"
    tour = run_installed(installed, "-m", "desktop", "--screenshot-tour", str(shots), "--lang", "fa", cwd=env_dir)
    assert tour.returncode == 0, tour.stderr[-3000:]
    assert len(list(shots.glob("*-fa.png"))) >= 10


def packaging_module(name: str) -> ModuleType:
    """packaging/NAME.py, run as a script runs it: it is no package."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def appimage_module() -> ModuleType:
    return packaging_module("linux_appimage")


def elf_header(section_table: int, entry: int, count: int) -> bytes:
    header = bytearray(64)
    header[:5] = b"\x7fELF\x02"
    struct.pack_into("<Q", header, 0x28, section_table)
    struct.pack_into("<HH", header, 0x3A, entry, count)
    return bytes(header)


def test_the_appimage_runtime_gets_the_type_2_magic_and_must_end_where_its_elf_does() -> None:
    appimage = appimage_module()
    runtime = elf_header(64 + 100, 64, 3) + bytes(100) + bytes(64 * 3)
    stamped = appimage.stamped(runtime)
    assert stamped[8:11] == b"AI\x02" and len(stamped) == len(runtime)
    assert stamped[:8] == runtime[:8] and stamped[11:] == runtime[11:]
    with pytest.raises(ValueError, match="ELF ends at"):
        appimage.stamped(runtime + b"hsqs")  # a runtime already followed by an image: the offset would be wrong
    with pytest.raises(ValueError, match="64-bit ELF"):
        appimage.stamped(b"#!/bin/sh\n" + bytes(64))


def test_the_appimage_tools_come_from_debian_and_the_runtime_links_them_statically(
        monkeypatch: pytest.MonkeyPatch) -> None:
    appimage = appimage_module()
    command = appimage.compile_command(Path("runtime.c"), Path("runtime"))
    assert command[0] == "gcc" and "-static" in command
    libraries = [part for part in command if part.startswith("-l")]
    assert libraries.index("-lsquashfuse_ll") < libraries.index("-lsquashfuse") < libraries.index("-lfuse3"), \
        "a static link lists each library before those it calls"
    squashfs = appimage.squashfs_command(Path("Tablekeeper.AppDir"), Path("image"))
    assert squashfs[:3] == ["mksquashfs", "Tablekeeper.AppDir", "image"] and "-root-owned" in squashfs
    assert squashfs[squashfs.index("-comp") + 1] == "lz4" and squashfs[squashfs.index("-b") + 1] == "64K"  # issue 35
    said: list[str] = []
    monkeypatch.setattr(appimage, "missing_packages", lambda: ["squashfs-tools", "libfuse3-dev"])
    monkeypatch.setattr(appimage.os, "geteuid", lambda: 1000)
    assert not appimage.install_packages(said.append)
    assert said and "sudo apt install squashfs-tools libfuse3-dev" in said[0]


NEEDED = ("gcc", "mksquashfs", "/usr/include/squashfuse/ll.h", "/usr/include/fuse3/fuse_lowlevel.h")


@pytest.mark.skipif(not all(shutil.which(t) or Path(t).exists() for t in NEEDED),
                    reason="the AppImage's tools are missing (`python3 tablekeeper.py test` installs them when "
                           "run as root): sudo apt install " + " ".join(
                        ("gcc", "squashfs-tools", "libsquashfuse-dev", "libfuse3-dev", "zlib1g-dev", "libzstd-dev",
                         "liblzma-dev", "liblz4-dev", "liblzo2-dev")))
def cpu_list(text: str) -> set[int]:
    """A list as /proc/PID/status's Cpus_allowed_list writes it: "0-3,6"."""
    cpus: set[int] = set()
    for part in text.split(","):
        first, _, last = part.partition("-")
        cpus.update(range(int(first), int(last or first) + 1))
    return cpus


def test_an_appimage_runs_its_apprun_mounted_or_extracted_and_leaves_nothing_behind(tmp_path: Path) -> None:
    appimage = appimage_module()
    appdir = tmp_path / "Tiny.AppDir"
    (appdir / "usr").mkdir(parents=True)
    (appdir / "usr" / "words").write_text("from inside the image\n")
    (appdir / "words").symlink_to("usr/words")
    (appdir / "AppRun").write_text(
        '#!/bin/sh\necho "$APPDIR"\necho "$APPIMAGE"\ncat "$APPDIR/words"\necho "$@"\n'
        'grep Cpus_allowed_list /proc/$$/status | cut -f2\necho "${TABLEKEEPER_APPIMAGE_CPUS-unset}"\n'
        'echo "${TABLEKEEPER_APPIMAGE_SERVER-unset}"\n'
        # the runtime's other child, its FUSE server when mounted: its number and CPUs
        'echo server: $(for s in /proc/[0-9]*/stat; do read -r p n x pp r < $s 2>/dev/null; '
        '[ "$pp" = $PPID ] && [ $p != $$ ] && echo $p $(grep Cpus_allowed_list /proc/$p/status | cut -f2); done)\n'
        'exit 3\n')
    (appdir / "AppRun").chmod(0o755)
    image = appimage.build(appdir, tmp_path / "Tiny.AppImage", tmp_path / "work")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    # a list left by an AppImage that started this one: no start of this one reads it
    env = {"PATH": "/usr/bin:/bin", "TMPDIR": str(temporary), "TABLEKEEPER_APPIMAGE_CPUS": "5",
           "TABLEKEEPER_APPIMAGE_SERVER": "1"}
    every = os.sched_getaffinity(0)
    offset = subprocess.run([image, "--appimage-offset"], capture_output=True, text=True, check=True).stdout
    assert image.read_bytes()[int(offset):int(offset) + 4] == b"hsqs", "the squashfs image starts at the offset"
    for how, option in (({}, []), ({"APPIMAGE_EXTRACT_AND_RUN": "1"}, []), ({}, ["--appimage-extract-and-run"])):
        done = subprocess.run([image, *option, "one", "two words"], capture_output=True, text=True,
                              env={**env, **how}, cwd=tmp_path)
        assert done.returncode == 3, done.stderr
        appdir_seen, image_seen, words, args, cpus, listed, named, server = done.stdout.splitlines()
        assert Path(appdir_seen).parent == temporary and image_seen == str(image)
        mounted = not how and not option and "FUSE is not usable here" not in done.stderr
        assert Path(appdir_seen).name.startswith(".mount_Tablek" if mounted else "appimage_extracted_"), done.stderr
        assert words == "from inside the image" and args == "one two words"
        if mounted and len(every) > 1:  # the program and its FUSE server start on one CPU, every CPU listed (issue 35)
            assert len(cpu_list(cpus)) == 1 and cpu_list(cpus) <= every, cpus
            assert listed == ",".join(map(str, sorted(every))) and server == f"server: {named} {cpus}"
        else:
            assert cpu_list(cpus) == every and listed == named == "unset"
            assert server.startswith("server: ") if mounted else server == "server:"
            assert not mounted or cpu_list(server.split()[-1]) == every
        assert not list(temporary.iterdir()), "nothing stays mounted or unpacked"
    extracted = subprocess.run([image, "--appimage-extract"], capture_output=True, text=True, cwd=tmp_path)
    assert extracted.returncode == 0, extracted.stderr
    assert (tmp_path / "squashfs-root" / "words").readlink() == Path("usr/words")
    assert os.access(tmp_path / "squashfs-root" / "AppRun", os.X_OK)


def test_the_version_is_read_from_pyproject_as_a_toml_reader_reads_it() -> None:
    from desktop.version import project_version

    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert project_version(text) == tomllib.loads(text)["project"]["version"]
    assert project_version('[tool.x]\nversion = "9"\n[project]\nname = "t"\nversion = "1.2.3"  # the release\n') == "1.2.3"
    assert project_version('[project]\nversion = 3\n') is None  # not a plain string: the installed metadata decides
    assert project_version('[project]\nname = "t"\n') is None


# PyInstaller's reader, as it reads a module: the archive opened again for each (pyimod01_archive, PyInstaller 6)
FAKE_READER = '''
class ZlibArchiveReader:
    def __init__(self, filename):
        self._filename = filename

    def extract(self, offset, length):
        with open(self._filename, "rb") as fp:
            fp.seek(offset)
            return fp.read(length)

    def text(self):
        with open(self._filename) as fp:
            return fp.read()
'''


def test_the_frozen_program_reads_its_bundled_modules_through_one_descriptor_kept_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hook = packaging_module("rthook_archive")  # outside a frozen program, it changes nothing
    assert not hook.keep_archive_open(ModuleType("not_pyinstaller")), "nothing to change outside a frozen program"
    archive = ModuleType("pyimod01_archive")
    exec(FAKE_READER, archive.__dict__)
    program = tmp_path / "program"
    program.write_bytes(b"0123456789abcdef")
    opened: list[str] = []
    real_open = os.open
    monkeypatch.setattr(hook.os, "open", lambda path, flags: opened.append(path) or real_open(path, flags))
    assert hook.keep_archive_open(archive)
    reader = archive.ZlibArchiveReader(str(program))
    assert [reader.extract(at, 4) for at in (0, 10, 14)] == [b"0123", b"abcd", b"ef"]
    assert opened == [str(program)], "opened once for every module read"
    assert reader.text() == "0123456789abcdef", "text reading is the builtin open's"
    program.unlink()
    assert reader.extract(4, 3) == b"456", "the descriptor kept open still reads a program replaced meanwhile"
    with pytest.raises(FileNotFoundError):
        archive.ZlibArchiveReader(str(tmp_path / "gone")).extract(0, 1)
    with open(os.devnull, "rb") as empty:
        read = hook.ArchiveRead(empty.fileno())
        assert read.seek(3) == 3 and read.seek(2, os.SEEK_CUR) == 5 and read.read() == b"" and read.tell() == 5
    table = tmp_path / "table"
    table.write_bytes(b"head" + marshal.dumps({"first": (0, 4, 9)}))
    with archive.open(str(table), "rb") as kept:  # as the reader loads its table of modules
        assert kept.read(4) == b"head" and marshal.load(kept) == {"first": (0, 4, 9)}
        kept.close()
    assert archive.open(str(table), "rb").read(4) == b"head", "closing leaves the descriptor to the next module"


def test_pyinstallers_own_reader_loads_the_same_modules_through_the_descriptor_kept_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import zlib
    from importlib.util import MAGIC_NUMBER

    pyimod01 = pytest.importorskip("PyInstaller.loader.pyimod01_archive", reason="PyInstaller is installed by the build")
    sources = {"first": "WORDS = 'one'\n", "second.inner": "WORDS = 'two'\n"}
    blobs, toc = b"", []
    header = 4 + len(MAGIC_NUMBER) + 4
    for name, source in sources.items():
        blob = zlib.compress(marshal.dumps(compile(source, name, "exec")))
        toc.append((name, (pyimod01.PYZ_ITEM_MODULE, header + len(blobs), len(blob))))
        blobs += blob
    pyz = tmp_path / "program.pyz"
    pyz.write_bytes(b"PYZ\0" + MAGIC_NUMBER + struct.pack("!i", header + len(blobs)) + blobs + marshal.dumps(toc))
    monkeypatch.setattr(pyimod01, "open", open, raising=False)  # taken back after the test, as it was
    reader = pyimod01.ZlibArchiveReader(str(pyz))
    assert packaging_module("rthook_archive").keep_archive_open(pyimod01) and pyimod01.open is not open
    assert reader.extract("first") is not None
    pyz.unlink()  # PyInstaller's own reading would now fail
    for name in sources:
        space: dict[str, object] = {}
        exec(reader.extract(name), space)
        assert space["WORDS"] == {"first": "one", "second.inner": "two"}[name]
