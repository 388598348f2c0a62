"""The AppImage: packaging/linux/runtime.c compiled against Debian's squashfuse and libfuse3, then the AppDir's squashfs.

appimagetool and the AppImage project's runtime are GitHub downloads, out of this project's reach; every tool this
needs is a Debian package (DEBIAN_PACKAGES), installed with apt-get where the build runs as root, as the launcher
installs Chromium for the browser test. Elsewhere the build says which packages to install and makes no AppImage.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
from collections.abc import Callable
from pathlib import Path

DEBIAN_PACKAGES = ("gcc", "libc6-dev", "squashfs-tools", "libsquashfuse-dev", "libfuse3-dev", "zlib1g-dev",
                   "libzstd-dev", "liblzma-dev", "liblz4-dev", "liblzo2-dev")
# libsquashfuse.a reads every compression squashfs has; a static link needs each library it calls
LIBRARIES = ("squashfuse_ll", "squashfuse", "fuse3", "zstd", "lzma", "lz4", "lzo2", "z", "pthread", "dl")
MAGIC = b"AI\x02"  # an AppImage of type 2: at offset 8, in the ELF header's padding


def missing_packages() -> list[str]:
    def installed(package: str) -> bool:
        done = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True)
        return done.returncode == 0 and done.stdout.endswith(" installed")
    return [package for package in DEBIAN_PACKAGES if not installed(package)]


def install_packages(say: Callable[[str], None] = print) -> bool:
    """True when every tool is there (installed now if need be); otherwise says what to install."""
    if not shutil.which("dpkg-query"):
        say("not a Debian-based system: no AppImage (the tools it needs are named in docs/install.md)")
        return False
    missing = missing_packages()
    if not missing:
        return True
    if not shutil.which("apt-get") or os.geteuid() != 0:
        say(f"no AppImage: its tools are missing; install them and build again:\n    sudo apt install {' '.join(missing)}")
        return False
    say(f"installing the AppImage's tools (apt-get, first build only): {' '.join(missing)}")
    install = ["apt-get", "install", "-y", "-q", "--no-install-recommends", *missing]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for attempt in ([install], [["apt-get", "update", "-q"], install]):
        if all(subprocess.run(step, env=env, stdout=subprocess.DEVNULL).returncode == 0 for step in attempt):
            return not missing_packages()
    say(f"no AppImage: apt-get could not install {' '.join(missing)}")
    return False


def compile_command(source: Path, target: Path) -> list[str]:
    return ["gcc", "-std=gnu11", "-Os", "-s", "-Wall", "-Wextra", "-static", "-I/usr/include/squashfuse",
            "-I/usr/include/fuse3", "-o", str(target), str(source), *(f"-l{name}" for name in LIBRARIES)]


def squashfs_command(appdir: Path, image: Path) -> list[str]:
    # Every start reads the program's libraries through FUSE, decompressing a block per read: lz4 decompresses several
    # times faster than zstd, and 64 KiB blocks waste less of each (issue 35, measured: a start to the wizard took
    # 2.6 times the source run's with zstd's 128 KiB blocks, 1.8 times with these; the image grows from 98 to 130 MB).
    return ["mksquashfs", str(appdir), str(image), "-comp", "lz4", "-Xhc", "-b", "64K", "-root-owned", "-noappend", "-quiet",
            "-no-progress"]


def elf_end(program: bytes) -> int:
    """Where a 64-bit ELF file's last part, the section header table, ends: where the runtime looks for the image."""
    if program[:4] != b"\x7fELF" or program[4] != 2:
        raise ValueError("not a 64-bit ELF program")
    (table,) = struct.unpack_from("<Q", program, 0x28)
    entry, count = struct.unpack_from("<HH", program, 0x3A)
    return int(table + entry * count)


def stamped(runtime: bytes) -> bytes:
    """The runtime with the AppImage magic; refused when the ELF does not end where the file does (the runtime
    would then look for the squashfs image in the wrong place)."""
    if elf_end(runtime) != len(runtime):
        raise ValueError(f"the runtime's ELF ends at {elf_end(runtime)}, its file at {len(runtime)}")
    return runtime[:8] + MAGIC + runtime[8 + len(MAGIC):]


def build(appdir: Path, target: Path, work: Path) -> Path:
    work.mkdir(parents=True, exist_ok=True)
    runtime, image = work / "runtime", work / "image.squashfs"
    source = Path(__file__).resolve().parent / "linux" / "runtime.c"
    # quiet unless it fails: the linker warns that libfuse3's module loader calls dlopen (the runtime loads none)
    compiled = subprocess.run(compile_command(source, runtime), capture_output=True, text=True)
    if compiled.returncode != 0:
        raise SystemExit(f"the AppImage runtime did not compile:\n{compiled.stderr}")
    subprocess.run(squashfs_command(appdir, image), check=True)
    with open(target, "wb") as out:
        out.write(stamped(runtime.read_bytes()))
        with open(image, "rb") as squashfs:
            shutil.copyfileobj(squashfs, out)
    target.chmod(0o755)
    image.unlink()
    return target
