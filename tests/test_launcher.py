"""The launcher (tablekeeper.py): names missing display packages, never reports success with no tests."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def launcher() -> ModuleType:
    """The checks both the source launcher and the installed command run before Qt starts."""
    import desktop.launch_check

    return desktop.launch_check


def test_a_missing_xcb_library_is_named_with_its_package(monkeypatch: pytest.MonkeyPatch) -> None:
    mod = launcher()
    monkeypatch.setattr(mod.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(mod, "has_library", lambda name, soname: name != "xcb-cursor")
    monkeypatch.setattr(mod, "missing_qt_libraries", lambda qt_dir: [])
    with pytest.raises(SystemExit) as stopped:
        mod.check_display_libraries()
    assert "sudo apt install libxcb-cursor0" in str(stopped.value.code)


def test_libraries_that_ldd_cannot_find_are_named_with_their_packages(monkeypatch: pytest.MonkeyPatch,
                                                                      tmp_path: Path) -> None:
    mod = launcher()
    qt = tmp_path / "Qt"
    (qt / "plugins" / "platforms").mkdir(parents=True)
    (qt / "plugins" / "platforms" / "libqxcb.so").write_bytes(b"")
    ldd = ("\tlibQt6XcbQpa.so.6 => /x/libQt6XcbQpa.so.6 (0x1)\n\tlibxcb-icccm.so.4 => not found\n"
           "\tlibxkbcommon-x11.so.0 => not found\n\tlibEGL.so.1 => not found\n")
    monkeypatch.setattr(mod.subprocess, "run", lambda *a, **k: mod.subprocess.CompletedProcess(a, 0, ldd, ""))
    missing = mod.missing_qt_libraries(qt)
    assert missing == ["libxcb-icccm.so.4", "libxkbcommon-x11.so.0", "libEGL.so.1"]
    assert [mod.debian_package(s) for s in missing] == ["libxcb-icccm4", "libxkbcommon-x11-0", "libegl1"]
    assert mod.debian_package("libxcb-keysyms.so.1") == "libxcb-keysyms1"


def test_no_display_gets_a_plain_message(monkeypatch: pytest.MonkeyPatch) -> None:
    mod = launcher()
    monkeypatch.setattr(mod.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    with pytest.raises(SystemExit) as stopped:
        mod.check_display_libraries()
    assert "no display found" in str(stopped.value.code)


def test_offscreen_needs_no_display_libraries(monkeypatch: pytest.MonkeyPatch) -> None:
    mod = launcher()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(mod, "has_library", lambda name, soname: False)
    mod.check_display_libraries()  # no exit


def test_a_missing_audio_library_is_named_but_does_not_stop_the_app(monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    mod = launcher()
    monkeypatch.setattr(mod.sys, "platform", "linux")
    monkeypatch.setattr(mod, "has_library", lambda name, soname: False)
    mod.check_audio_libraries()
    assert "sudo apt install libpulse0" in capsys.readouterr().err


def test_a_run_that_collects_no_tests_fails(tmp_path: Path) -> None:
    empty = tmp_path / "test_nothing.py"
    empty.write_text("x = 1\n")
    done = subprocess.run([sys.executable, str(ROOT / "tablekeeper.py"), "test", str(empty), "-p", "no:cacheprovider"],
                          capture_output=True, text=True)
    assert done.returncode == 1
    assert "collected no tests: that is a failure" in done.stderr


def source_launcher() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tablekeeper_launcher", ROOT / "tablekeeper.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_project_is_byte_compiled_so_start_up_never_compiles_sources() -> None:
    mod = source_launcher()
    mod.compile_bytecode()
    source = ROOT / "engine" / "core.py"
    cached = Path(importlib.util.cache_from_source(str(source)))
    assert cached.exists() and cached.stat().st_mtime >= source.stat().st_mtime


def test_a_missing_browser_is_installed_when_the_launcher_may(monkeypatch: pytest.MonkeyPatch) -> None:
    mod = source_launcher()
    monkeypatch.delenv("TABLEKEEPER_NO_BROWSER_INSTALL", raising=False)
    monkeypatch.setattr(mod.shutil, "which", lambda name: "/usr/bin/apt-get" if name == "apt-get" else None)
    monkeypatch.setattr(mod.os, "geteuid", lambda: 0)
    ran: list[list[str]] = []

    def run(cmd: list[str], **_: object) -> subprocess.CompletedProcess[bytes]:
        ran.append(cmd)
        return subprocess.CompletedProcess(cmd, 0 if cmd[:2] == ["apt-get", "update"] or len(ran) > 1 else 100)

    monkeypatch.setattr(mod.subprocess, "run", run)
    mod.ensure_browser()
    assert ran[0][:2] == ["apt-get", "install"] and "chromium" in ran[0]
    assert ran[1][:2] == ["apt-get", "update"] and ran[2][:2] == ["apt-get", "install"], "a stale package list is updated"


def test_a_missing_browser_is_named_when_the_launcher_may_not_install(monkeypatch: pytest.MonkeyPatch,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    mod = source_launcher()
    monkeypatch.delenv("TABLEKEEPER_NO_BROWSER_INSTALL", raising=False)
    monkeypatch.setattr(mod.shutil, "which", lambda name: "/usr/bin/apt-get" if name == "apt-get" else None)
    monkeypatch.setattr(mod.os, "geteuid", lambda: 1000)
    monkeypatch.setattr(mod.subprocess, "run", lambda *a, **k: pytest.fail("apt-get run without root"))
    mod.ensure_browser()
    assert "sudo apt install chromium" in capsys.readouterr().err


def test_a_library_is_found_by_its_soname_or_not_at_all() -> None:
    mod = launcher()
    assert mod.has_library("c", "libc.so.6")
    assert not mod.has_library("tablekeeper-no-such-library", "libtablekeeper-no-such-library.so.0")
