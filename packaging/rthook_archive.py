"""A PyInstaller runtime hook of the Linux build (packaging/tablekeeper.spec): it runs in the frozen program before any
other, and makes the reader of the bundled modules keep the program file open (issue 35)."""

from __future__ import annotations

import os
import sys
from types import ModuleType


class ArchiveRead:
    """What PyInstaller's archive reader does with the file it opens (seek, then read), done as reads at an offset of
    one descriptor kept open: threads that load modules at once share it without sharing a position."""

    def __init__(self, descriptor: int) -> None:
        self.descriptor = descriptor
        self.position = 0

    def __enter__(self) -> ArchiveRead:
        return self

    def __exit__(self, *exception: object) -> None:
        return None

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        if whence == os.SEEK_CUR:
            offset += self.position
        elif whence != os.SEEK_SET:
            offset += os.fstat(self.descriptor).st_size
        self.position = offset
        return offset

    def tell(self) -> int:
        return self.position

    def readable(self) -> bool:
        return True

    def close(self) -> None:
        """The descriptor stays open for the next module."""

    def read(self, size: int = -1) -> bytes:
        if size is None or size < 0:
            size = max(0, os.fstat(self.descriptor).st_size - self.position)
        parts: list[bytes] = []
        while size > 0:
            part = os.pread(self.descriptor, size, self.position)
            if not part:
                break  # the end of the file
            parts.append(part)
            self.position += len(part)
            size -= len(part)
        return b"".join(parts)

    def readinto(self, buffer: bytearray | memoryview) -> int:
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)


def keep_archive_open(archive: ModuleType | None = None) -> bool:
    """PyInstaller's reader of the bundled modules (``pyimod01_archive``) opens the program file again for each
    module it loads, so that the file may be replaced while the program runs. From the AppImage, which cannot be
    replaced, each of these opens is three requests to its FUSE server (open, the ``isatty`` ioctl, release): 600 of a
    start's 2,400 (issue 35). The reader's ``open`` becomes one descriptor per file, kept open, for reading a file
    as bytes; any other use of ``open`` there is the builtin's. False when there is no such reader (not frozen)."""
    archive = archive or sys.modules.get("pyimod01_archive")
    if archive is None or not hasattr(archive, "ZlibArchiveReader") or not hasattr(os, "pread"):
        return False  # not frozen by PyInstaller 6, or a system without pread (Windows: the spec adds no hook there)
    descriptors: dict[str, int] = {}

    def archive_open(file: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        if mode != "rb" or args or kwargs or not isinstance(file, str):
            return open(file, mode, *args, **kwargs)  # type: ignore[call-overload]
        descriptor = descriptors.get(file)
        if descriptor is None:
            opened = os.open(file, os.O_RDONLY | os.O_CLOEXEC)  # a missing file raises as open() does
            descriptor = descriptors.setdefault(file, opened)
            if descriptor != opened:  # another thread opened it meanwhile
                os.close(opened)
        return ArchiveRead(descriptor)

    archive.open = archive_open  # type: ignore[attr-defined]
    return True


keep_archive_open()
