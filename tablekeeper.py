#!/usr/bin/env python3
"""Tablekeeper launcher: ``python3 tablekeeper.py`` runs the app, ``python3 tablekeeper.py test`` runs the tests,
``python3 tablekeeper.py build`` makes the portable build (docs/install.md).

On first use it makes a virtual environment in .venv, installs the project
into it (again only when pyproject.toml changes), compiles the translations
when a catalogue changed, then starts the program or the test suite. Any
further arguments go to the program (or to pytest).
"""

from __future__ import annotations

import compileall
import hashlib
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import venv
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".tablekeeper-installed"
MIN_PYTHON = (3, 11)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def say(text: str) -> None:
    print(f"tablekeeper: {text}", file=sys.stderr, flush=True)


def dependency_names(pyproject: bytes) -> list[str]:
    """The distributions pyproject.toml asks for (the app's and the tests'), by their normalized names."""
    import re
    import tomllib

    project = tomllib.loads(pyproject.decode("utf-8"))["project"]
    wanted = [*project.get("dependencies", []), *project.get("optional-dependencies", {}).get("test", [])]
    names = (re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement) for requirement in wanted)
    return sorted({re.sub(r"[-_.]+", "-", name.group()).lower() for name in names if name})


def stamp_text(pyproject: bytes) -> str:
    """What .venv/.tablekeeper-installed holds after an install: pyproject.toml's hash, then the names it asked for."""
    return "\n".join([hashlib.sha256(pyproject).hexdigest(), *dependency_names(pyproject)]) + "\n"


def install_plan(stamp: str | None, pyproject: bytes) -> str:
    """What .venv needs: "keep" (installed from this very pyproject.toml), "install" (more or other versions: pip
    adds them), or "fresh" (a dependency dropped, or an install by an older launcher that did not note its names:
    pip never removes what is no longer asked for, and PySide6's WebEngine and PDF would stay; they also share
    PySide6/__init__.py with the wheels that stay, so they cannot be uninstalled alone)."""
    digest = hashlib.sha256(pyproject).hexdigest()
    if stamp is None:
        return "install"
    lines = stamp.split()
    if lines[:1] == [digest]:
        return "keep"
    return "install" if len(lines) > 1 and set(lines[1:]) <= set(dependency_names(pyproject)) else "fresh"


def ensure_venv() -> None:
    if sys.version_info < MIN_PYTHON:
        sys.exit(f"tablekeeper: Python {MIN_PYTHON[0]}.{MIN_PYTHON[1]} or newer is needed (this is {sys.version.split()[0]})")
    pyproject = (ROOT / "pyproject.toml").read_bytes()
    plan = install_plan(STAMP.read_text() if STAMP.exists() else None, pyproject) if venv_python().exists() else "new"
    if plan == "keep":
        return
    if plan in ("new", "fresh"):
        say(f"creating a virtual environment in {VENV} (first run only)" if plan == "new" else
            f"making {VENV} anew: dependencies were dropped from pyproject.toml, and pip would leave them installed")
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            sys.exit(f"tablekeeper: could not create the virtual environment ({exc}). On Debian/Ubuntu install the "
                     f"venv module: sudo apt install python3-venv")
    say("installing dependencies into .venv (first run, or pyproject.toml changed)")
    cmd = [str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", f"{ROOT}[test]"]
    if subprocess.call(cmd) != 0:
        sys.exit("tablekeeper: installing the dependencies failed (see the messages above); fix that and run again")
    STAMP.write_text(stamp_text(pyproject))


def compile_translations() -> None:
    """Compile translations/*.ts to .qm when a catalogue is newer than its .qm (the check is cheap)."""
    stale = [ts for ts in (ROOT / "translations").glob("*.ts")
             if not ts.with_suffix(".qm").exists() or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]
    if stale and subprocess.call([str(venv_python()), "-m", "desktop.translation_catalogues", "compile"], cwd=ROOT) != 0:
        sys.exit("tablekeeper: compiling the translations failed (see above)")


def compile_bytecode() -> None:
    """Byte-compile the project's own modules (only what changed), so start-up never compiles sources,
    even where PYTHONDONTWRITEBYTECODE keeps Python from caching them itself."""
    config = VENV / "pyvenv.cfg"
    wanted = f"{sys.version_info.major}.{sys.version_info.minor}."
    if not config.exists() or not any(line.replace(" ", "").startswith(("version=" + wanted, "version_info=" + wanted))
                                      for line in config.read_text().splitlines()):
        return  # the environment belongs to another Python: its own interpreter compiles what it imports
    for package in ("engine", "desktop"):
        compileall.compile_dir(ROOT / package, quiet=1)


BROWSER_PACKAGE = "chromium"
SOUND_PACKAGE = "pulseaudio"  # the daemon and pactl; it brings libpulse0, which QtMultimedia needs on Linux
SOUND_SERVER_START_SECONDS = 15.0
SHOUTED: list[str] = []  # the warnings of this run, said again after the tests


def install_refusal(opt_out: str) -> str | None:
    """Why the launcher may not install Debian packages here, or None when it may (root with apt-get)."""
    if os.environ.get(opt_out):
        return f"{opt_out} is set"
    if os.name != "posix" or not shutil.which("apt-get"):
        return "no apt-get here"
    if os.geteuid() != 0:
        return "not run as root"
    return None


def apt_install(packages: Sequence[str]) -> bool:
    """apt-get install, once more after apt-get update when the package lists are stale (5 minutes at most a step)."""
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    # --no-remove: never a package taken away to make room (pulseaudio would replace a desktop's pipewire-pulse)
    install = ["apt-get", "install", "-y", "-q", "--no-install-recommends", "--no-remove", *packages]
    for attempt in ([install], [["apt-get", "update", "-q"], install]):
        try:
            if all(subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                  timeout=300).returncode == 0 for cmd in attempt):
                return True
        except (OSError, subprocess.SubprocessError):
            break
    return False


def shout(lines: Sequence[str]) -> str:
    """A warning that stands out in a long log (kept in SHOUTED, to be said again at the end)."""
    text = "\n".join(["!" * 78, *(f"!! {line}" for line in lines), "!" * 78])
    print(text, file=sys.stderr, flush=True)
    SHOUTED.append(text)
    return text


def ensure_packages(packages: Sequence[str], opt_out: str, purpose: str, skipped: str) -> str | None:
    """Installs missing Debian packages for some tests where the launcher may; None when they are there, else
    the warning shouted (which tests are skipped, why, and the command that installs them)."""
    refusal = install_refusal(opt_out)
    if refusal is None:
        say(f"installing {' '.join(packages)} for {purpose} (apt-get, first run only)")
        if apt_install(packages):
            return None
        refusal = f"apt-get could not install {' '.join(packages)}"
    return shout([f"{skipped} will be SKIPPED: {refusal}. Install what it needs with:",
                  f"    sudo apt install {' '.join(packages)}"])


def ensure_browser() -> str | None:
    """The phone page's browser test drives a real Chromium: installed with apt where the launcher may (root on
    Debian or Ubuntu), else named; the test is skipped, and says so, when it is still missing."""
    if shutil.which("chromium") or shutil.which("chromium-browser"):
        return None
    return ensure_packages([BROWSER_PACKAGE], "TABLEKEEPER_NO_BROWSER_INSTALL", "the phone page's browser test",
                           "the phone page's browser tests (Chromium is missing)")


def appimage_module() -> ModuleType:
    """packaging/linux_appimage.py, which lists the AppImage's Debian packages (loaded by path: the name
    ``packaging`` is also PyPI's)."""
    spec = importlib.util.spec_from_file_location("tablekeeper_appimage", ROOT / "packaging" / "linux_appimage.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ensure_appimage_tools() -> str | None:
    """The AppImage test builds and runs a tiny AppImage with Debian's compiler, squashfs and FUSE libraries."""
    if not shutil.which("dpkg-query"):
        return None  # not Debian: the test's own skip reason names what is missing
    missing: list[str] = appimage_module().missing_packages()
    if not missing:
        return None
    return ensure_packages(missing, "TABLEKEEPER_NO_APPIMAGE_INSTALL", "the AppImage build test",
                           "the AppImage build test (its tools are missing)")


def session_sound_server() -> bool:
    """Whether this session already has a sound server a client would reach (a desktop's PulseAudio or PipeWire)."""
    if os.environ.get("PULSE_SERVER"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and any((Path(runtime) / name).exists() for name in ("pulse/native", "pipewire-0"))


def sound_server_script(folder: Path) -> str:
    """The private daemon's whole configuration: its socket in ``folder``, a null sink and a null source."""
    return "\n".join([
        f"load-module module-native-protocol-unix auth-anonymous=1 socket={folder / 'native'}",
        "load-module module-null-sink sink_name=tablekeeper_speakers",
        "load-module module-null-source source_name=tablekeeper_microphone",
        "set-default-sink tablekeeper_speakers",
        "set-default-source tablekeeper_microphone",
        ""])


def sound_client_env(folder: Path) -> dict[str, str]:
    """What the test run's processes need to reach the private daemon, and only it (no autospawn, no cookie at home)."""
    (folder / "client.conf").write_text("autospawn = no\n")
    return {"PULSE_SERVER": f"unix:{folder / 'native'}", "PULSE_CLIENTCONFIG": str(folder / "client.conf"),
            "PULSE_COOKIE": str(folder / "cookie")}


def die_with_parent() -> None:
    """In the daemon's child before exec: it gets SIGTERM when the launcher dies, even by kill -9 (Linux)."""
    import ctypes

    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1 = PR_SET_PDEATHSIG


def start_sound_server(program: str, folder: Path) -> subprocess.Popen[bytes]:
    """pulseaudio in user mode with everything of its own in ``folder`` (it warns, then runs, as root)."""
    (folder / "default.pa").write_text(sound_server_script(folder))
    env = {**os.environ, "HOME": str(folder), "XDG_RUNTIME_DIR": str(folder), "XDG_CONFIG_HOME": str(folder / "config"),
           "PULSE_RUNTIME_PATH": str(folder / "runtime"), "PULSE_STATE_PATH": str(folder / "state")}
    command = [program, "-n", "-F", str(folder / "default.pa"), "--daemonize=no", "--exit-idle-time=-1",
               "--use-pid-file=no", "--log-target=stderr"]
    with open(folder / "log", "wb") as log:
        return subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                preexec_fn=die_with_parent if sys.platform.startswith("linux") else None)


def wait_for_socket(path: Path, process: subprocess.Popen[bytes], seconds: float) -> bool:
    """Polls until something accepts connections on the unix socket ``path``; False if ``process`` ends first or
    the time runs out."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and process.poll() is None:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            try:
                client.connect(str(path))
                return True
            except OSError:
                pass
        time.sleep(0.05)
    return False


def stop_process(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def private_sound_server(program: str) -> Iterator[dict[str, str] | None]:
    """A PulseAudio daemon of the test run's own, with a null sink and a null source, stopped and removed at the end
    (on a failure or Ctrl+C too). Yields the environment that reaches it, or None (said loudly) when it did not
    start."""
    with tempfile.TemporaryDirectory(prefix="tablekeeper-sound-") as name:
        folder = Path(name)
        process = start_sound_server(program, folder)
        try:
            if wait_for_socket(folder / "native", process, SOUND_SERVER_START_SECONDS):
                say(f"a private PulseAudio (pid {process.pid}) with a null sink and a null source plays and "
                    "records for the tests")
                yield sound_client_env(folder)
            else:
                log = (folder / "log").read_text(errors="replace").strip().splitlines()[-8:]
                shout(["every test that plays or records sound will be SKIPPED: the private PulseAudio did not start.",
                       f"Its last words ({program}):", *log])
                yield None
        finally:
            stop_process(process)


def sound_server(stack: ExitStack) -> dict[str, str] | None:
    """The environment that gives the tests sound: a private PulseAudio's (installed where the launcher may; it stops
    when ``stack`` closes), or this session's own sound server's ({}) where pulseaudio is not installed; None (said
    loudly) when there is neither."""
    if not sys.platform.startswith("linux"):
        return {}  # Windows' and macOS's own sound systems are always there
    program = shutil.which("pulseaudio")
    if not program and session_sound_server():
        say("pulseaudio is not installed: the tests that play and record sound use this session's own sound server")
        return {}
    if not program:
        if ensure_packages([SOUND_PACKAGE], "TABLEKEEPER_NO_AUDIO_INSTALL", "the tests that play and record sound",
                           "every test that plays or records sound (no sound server)") is not None:
            return None
        program = shutil.which("pulseaudio")
        if not program:
            shout(["every test that plays or records sound will be SKIPPED: pulseaudio was installed, yet it is not "
                   "on PATH"])
            return None
    return stack.enter_context(private_sound_server(program))


def run_tests(python: str, args: list[str]) -> int:
    """pytest with what the tests need installed where the launcher may, and a private sound server; what is still
    missing is said loudly before the tests and again after them."""
    ensure_browser()
    ensure_appimage_tools()
    with ExitStack() as stack:
        env = sound_server(stack)
        code = subprocess.call([python, "-m", "pytest", *args], env={**os.environ, **(env or {})})
    for text in SHOUTED:
        print(text, file=sys.stderr, flush=True)
    if code == 5:
        say("pytest collected no tests: that is a failure")
        return 1
    return code


def build(python: str) -> int:
    """``python3 tablekeeper.py build``: the portable build (packaging/build.py), PyInstaller installed on demand."""
    if subprocess.call([python, "-c", "import PyInstaller"], stderr=subprocess.DEVNULL) != 0:
        say("installing PyInstaller into .venv (for the build only)")
        if subprocess.call([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "pyinstaller>=6.10"]) != 0:
            sys.exit("tablekeeper: installing PyInstaller failed (see the messages above)")
    return subprocess.call([python, str(ROOT / "packaging" / "build.py")])


def main(argv: list[str]) -> int:
    ensure_venv()
    compile_translations()
    compile_bytecode()
    os.chdir(ROOT)
    python = str(venv_python())
    if argv[:1] == ["test"]:
        return run_tests(python, argv[1:])
    if argv[:1] == ["build"]:
        return build(python)
    # The display and sound checks run in the program itself (desktop/launch_check.py), as installed.
    return subprocess.call([python, "-m", "desktop", *argv])


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
