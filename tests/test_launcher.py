"""The launcher (tablekeeper.py): names missing display packages, never reports success with no tests, installs what
the tests need where it may (else says loudly which tests are skipped), and gives the tests a private sound server."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
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
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a, 0, ldd, ""))
    missing = mod.missing_qt_libraries(qt)  # the empty file does not load: ldd says what is missing
    assert missing == ["libxcb-icccm.so.4", "libxkbcommon-x11.so.0", "libEGL.so.1"]
    assert [mod.debian_package(s) for s in missing] == ["libxcb-icccm4", "libxkbcommon-x11-0", "libegl1"]
    assert mod.debian_package("libxcb-keysyms.so.1") == "libxcb-keysyms1"


def test_ldd_runs_only_when_a_library_does_not_load(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A desktop start paid about 30 ms for ldd every time: a library that loads has nothing missing."""
    import _ctypes

    mod = launcher()
    lib = tmp_path / "Qt" / "lib"
    lib.mkdir(parents=True)
    shutil.copy2(_ctypes.__file__, lib / "libQt6XcbQpa.so.6")  # a shared library that loads here
    ran: list[object] = []
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: ran.append(a))
    assert mod.missing_qt_libraries(tmp_path / "Qt") == []
    assert ran == []


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


def as_user_without_sound(mod: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, euid: int) -> None:
    """A Linux machine with apt-get, no pulseaudio and no sound server of its session."""
    monkeypatch.setattr(mod.sys, "platform", "linux")
    monkeypatch.setattr(mod.shutil, "which", lambda name: "/usr/bin/apt-get" if name == "apt-get" else None)
    monkeypatch.setattr(mod.os, "geteuid", lambda: euid)
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.delenv("TABLEKEEPER_NO_AUDIO_INSTALL", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))


def test_no_sound_server_is_said_loudly_with_the_package_to_install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    mod = source_launcher()
    as_user_without_sound(mod, monkeypatch, tmp_path, euid=1000)
    monkeypatch.setattr(mod.subprocess, "run", lambda *a, **k: pytest.fail("apt-get run without root"))
    with mod.ExitStack() as stack:
        assert mod.sound_server(stack) is None
    said = capsys.readouterr().err
    assert "plays or records sound" in said and "SKIPPED" in said and "not run as root" in said
    assert "sudo apt install pulseaudio" in said and [said.strip()] == mod.SHOUTED, "said again after the tests"


def test_the_sound_server_is_installed_as_root_unless_told_not_to(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    mod = source_launcher()
    as_user_without_sound(mod, monkeypatch, tmp_path, euid=0)
    ran: list[list[str]] = []
    monkeypatch.setattr(mod.subprocess, "run", lambda cmd, **k: ran.append(cmd) or subprocess.CompletedProcess(cmd, 0))
    with mod.ExitStack() as stack:
        assert mod.sound_server(stack) is None  # "installed", yet still not on PATH here: nothing to start
    assert ran == [["apt-get", "install", "-y", "-q", "--no-install-recommends", "--no-remove", "pulseaudio"]]
    assert "not on PATH" in capsys.readouterr().err
    monkeypatch.setenv("TABLEKEEPER_NO_AUDIO_INSTALL", "1")
    ran.clear()
    with mod.ExitStack() as stack:
        assert mod.sound_server(stack) is None
    assert not ran and "TABLEKEEPER_NO_AUDIO_INSTALL is set" in capsys.readouterr().err


def test_without_pulseaudio_the_sessions_own_sound_server_is_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    mod = source_launcher()
    as_user_without_sound(mod, monkeypatch, tmp_path, euid=0)
    (tmp_path / "pipewire-0").touch()
    monkeypatch.setattr(mod.subprocess, "run", lambda *a, **k: pytest.fail("nothing to install"))
    with mod.ExitStack() as stack:
        assert mod.sound_server(stack) == {}
    assert "this session's own sound server" in capsys.readouterr().err and not mod.SHOUTED


def test_a_private_sound_server_plays_and_records_and_is_gone_afterwards(monkeypatch: pytest.MonkeyPatch) -> None:
    mod = source_launcher()
    program = shutil.which("pulseaudio")
    if not program:
        pytest.skip("pulseaudio is not installed (python3 tablekeeper.py test installs it when run as root)")
    started: list[subprocess.Popen[bytes]] = []
    start = mod.start_sound_server
    monkeypatch.setattr(mod, "start_sound_server", lambda *a: started.append(start(*a)) or started[-1])
    with mod.private_sound_server(program) as env:
        assert env is not None and env["PULSE_SERVER"].startswith("unix:")
        socket_path = Path(env["PULSE_SERVER"].removeprefix("unix:"))
        if shutil.which("pactl"):
            listed = {kind: subprocess.run(["pactl", "list", "short", kind], env={**os.environ, **env},
                                           capture_output=True, text=True, timeout=30).stdout for kind in
                      ("sinks", "sources")}
            assert "tablekeeper_speakers" in listed["sinks"] and "tablekeeper_microphone" in listed["sources"], listed
    assert started[0].poll() is not None, "the daemon is stopped"
    assert not socket_path.parent.exists(), "and its folder removed"


def test_a_sound_server_that_does_not_start_is_said_with_its_last_words(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    mod = source_launcher()
    broken = tmp_path / "pulseaudio"
    broken.write_text("#!/bin/sh\necho 'E: [pulseaudio] no sound for you' >&2\nexit 1\n")
    broken.chmod(0o755)
    with mod.private_sound_server(str(broken)) as env:
        assert env is None
    said = capsys.readouterr().err
    assert "did not start" in said and "no sound for you" in said and "SKIPPED" in said


def test_the_appimage_tools_are_named_from_the_packaging_list(monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    mod = source_launcher()
    assert "squashfs-tools" in mod.appimage_module().DEBIAN_PACKAGES
    stub = ModuleType("stub")
    stub.missing_packages = lambda: ["squashfs-tools", "libfuse3-dev"]  # type: ignore[attr-defined]
    monkeypatch.setattr(mod, "appimage_module", lambda: stub)
    monkeypatch.setattr(mod.os, "geteuid", lambda: 1000)
    monkeypatch.setattr(mod.shutil, "which", lambda name: f"/usr/bin/{name}" if name in ("apt-get", "dpkg-query") else None)
    monkeypatch.setattr(mod.subprocess, "run", lambda *a, **k: pytest.fail("apt-get run without root"))
    assert mod.ensure_appimage_tools() is not None
    said = capsys.readouterr().err
    assert "AppImage build test" in said and "sudo apt install squashfs-tools libfuse3-dev" in said


def test_the_tests_get_the_sound_servers_environment_and_the_warnings_again_at_the_end(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    mod = source_launcher()
    monkeypatch.setattr(mod, "ensure_browser", lambda: mod.shout(["no browser"]))
    monkeypatch.setattr(mod, "ensure_appimage_tools", lambda: None)
    monkeypatch.setattr(mod, "sound_server", lambda stack: {"PULSE_SERVER": "unix:/private/native"})
    seen: list[dict[str, str]] = []
    monkeypatch.setattr(mod.subprocess, "call", lambda cmd, env: seen.append(env) or 0)
    assert mod.run_tests("python", ["-q"]) == 0
    assert seen[0]["PULSE_SERVER"] == "unix:/private/native"
    assert capsys.readouterr().err.count("!! no browser") == 2, "before and after the tests"


def test_a_dropped_dependency_makes_the_venv_anew(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """pip never removes what pyproject.toml stopped asking for (the whole PySide6 with WebEngine and PDF, 280 MB,
    when it asks for PySide6's Essentials and Addons): the launcher then installs into a fresh .venv, and only then."""
    mod = source_launcher()
    old = b'[project]\nname = "x"\ndependencies = ["PySide6>=6.8", "segno>=1.6"]\n'
    new = (b'[project]\nname = "x"\ndependencies = ["PySide6-Essentials>=6.8", "PySide6_Addons>=6.8", "segno"]\n'
           b'[project.optional-dependencies]\ntest = ["pytest>=8"]\n')
    more = new.replace(b'"segno"]', b'"segno", "pyttsx3"]')
    assert mod.dependency_names(new) == ["pyside6-addons", "pyside6-essentials", "pytest", "segno"]
    assert mod.install_plan(mod.stamp_text(new), new) == "keep"
    assert mod.install_plan(mod.stamp_text(new), more) == "install"  # pip adds what is new
    assert mod.install_plan(mod.stamp_text(old), new) == "fresh"
    assert mod.install_plan(mod.stamp_text(more), new) == "fresh"
    assert mod.install_plan(hashlib.sha256(new).hexdigest(), new) == "keep"  # an older launcher's stamp, same file
    assert mod.install_plan(hashlib.sha256(old).hexdigest(), new) == "fresh"  # ... which never said what it installed

    # The whole way, with the environment's maker and pip recorded instead of run.
    (tmp_path / "pyproject.toml").write_bytes(new)
    venv_dir = tmp_path / ".venv"
    (venv_dir / "bin").mkdir(parents=True)
    (venv_dir / "bin" / "python").write_text("")
    monkeypatch.setattr(mod, "ROOT", tmp_path)
    monkeypatch.setattr(mod, "VENV", venv_dir)
    monkeypatch.setattr(mod, "STAMP", venv_dir / ".tablekeeper-installed")
    made: list[bool] = []
    calls: list[list[str]] = []

    class Builder:
        def __init__(self, with_pip: bool, clear: bool) -> None:
            made.append(clear)

        def create(self, path: Path) -> None:
            assert path == venv_dir

    monkeypatch.setattr(mod.venv, "EnvBuilder", Builder)
    monkeypatch.setattr(mod.subprocess, "call", lambda cmd: calls.append(cmd) or 0)
    mod.STAMP.write_text(hashlib.sha256(old).hexdigest())
    mod.ensure_venv()
    assert made == [True] and len(calls) == 1 and calls[0][-2:] == ["-e", f"{tmp_path}[test]"]
    assert mod.STAMP.read_text() == mod.stamp_text(new)
    mod.ensure_venv()  # nothing changed: nothing done
    assert made == [True] and len(calls) == 1
    (tmp_path / "pyproject.toml").write_bytes(more)
    mod.ensure_venv()  # a dependency added: pip into the same environment
    assert made == [True] and len(calls) == 2
