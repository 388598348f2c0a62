"""Smoke test of the portable Linux build (on demand, not in every CI run: the build takes a minute or more).

    python3 tablekeeper.py build && .venv/bin/python packaging/smoke_linux.py [ARTIFACT ...]

ARTIFACT is the AppImage or the AppDir's AppRun; without one, each that the build made (dist/*.AppImage, then
build/portable/Tablekeeper.AppDir/AppRun). Each runs with the source tree out of reach (its own working folder, a
clean environment, a fresh home and temporary folder): --version with no display; the screenshot tour offscreen
(the wizard and every game in both modes, in Persian); the narration self-test (the speech engine and
a voice per language); and, where Xvfb is installed, a start on a real X display that paints the setup wizard and
exits. An AppImage is also started as it is where FUSE is missing (APPIMAGE_EXTRACT_AND_RUN=1), and after every
run of it nothing may stay mounted or unpacked. Prints each step's time and the start-up times against the source
run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APPRUN = ROOT / "build" / "portable" / "Tablekeeper.AppDir" / "AppRun"


def run(args: list[str], home: Path, display: str | None = None, platform: str | None = "offscreen",
        cwd: Path | None = None, extra: dict[str, str] | None = None) -> tuple[float, str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", "XDG_RUNTIME_DIR": str(home),
           "TMPDIR": str(home / "tmp"), **(extra or {})}
    if platform:
        env["QT_QPA_PLATFORM"] = platform
    if display:
        env["DISPLAY"] = display
    started = time.monotonic()
    done = subprocess.run(args, cwd=cwd or home, env=env, capture_output=True, text=True, timeout=300)
    took = time.monotonic() - started
    if done.returncode != 0:
        raise SystemExit(f"FAILED ({done.returncode}): {' '.join(args)}\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")
    return took, done.stdout + done.stderr


def left_behind(home: Path) -> list[str]:
    """What an AppImage left: a mount in /proc/mounts or a folder in its temporary folder."""
    mounts = [f"mounted: {line.split()[1]}" for line in Path("/proc/mounts").read_text().splitlines()
              if str(home) in line]
    return mounts + [str(p) for p in (home / "tmp").glob("*") if p.name.startswith((".mount_", "appimage_extracted_"))]


def best(args: list[str], home: Path, times: int = 5, platform: str | None = "offscreen", cwd: Path | None = None,
         extra: dict[str, str] | None = None) -> float:
    return min(run(args, home, platform=platform, cwd=cwd, extra=extra)[0] for _ in range(times))


def smoke(app: str, home: Path) -> None:
    image = app.endswith(".AppImage")
    print(f"== {app} ({Path(app).stat().st_size / 1e6:.0f} MB)" if image else f"== {app}")
    took, out = run([app, "--version"], home, platform=None)
    print(f"--version: {out.strip()} ({took:.2f} s, no display)")
    took, out = run([app, "--screenshot-tour", str(home / "shots"), "--lang", "fa"], home)
    sys.path.insert(0, str(ROOT))
    from desktop.tour import tour_files  # what the tour writes: the build must write the same

    shots = sorted(p.name for p in (home / "shots").glob("*.png"))
    assert shots == sorted(tour_files("fa")), out
    print(f"screenshot tour (fa): {len(shots)} screenshots ({took:.1f} s)")
    took, out = run([app, "--child", "desktop.narration", "--self-test"], home)
    assert "self-test passed" in out, out
    print(f"narration self-test: passed ({took:.1f} s)")
    version = best([app, "--version"], home, platform=None)
    wizard = best([app, "--startup-benchmark"], home)
    print(f"best of 5: --version {version:.2f} s; offscreen start, wizard's first frame and exit {wizard:.2f} s")
    if image:
        extracted = best([app, "--startup-benchmark"], home, times=3, extra={"APPIMAGE_EXTRACT_AND_RUN": "1"})
        print(f"without FUSE (APPIMAGE_EXTRACT_AND_RUN=1): start, wizard and exit {extracted:.2f} s (best of 3)")
    xvfb = shutil.which("Xvfb")
    if xvfb:
        server = subprocess.Popen([xvfb, ":97", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(1.5)  # a smoke script, not a test: Xvfb has no readiness signal to wait on here
            took, _ = run([app, "--startup-benchmark"], home, display=":97", platform="xcb")
            print(f"under Xvfb (xcb): the wizard painted and the app exited cleanly ({took:.2f} s)")
        finally:
            server.terminate()
            server.wait()
    else:
        print("Xvfb is not installed: the X display start was not tried (sudo apt install xvfb)")
    if image:
        assert not left_behind(home), f"the AppImage left {left_behind(home)}"
        print("nothing left mounted or unpacked")


def main(artifacts: list[str]) -> int:
    if not artifacts:
        artifacts = [str(p) for p in sorted((ROOT / "dist").glob("Tablekeeper-*.AppImage"))]
        artifacts += [str(APPRUN)] if APPRUN.exists() else []
    if not artifacts:
        sys.exit("no build in dist/ or build/portable/: run python3 tablekeeper.py build first")
    for app in artifacts:
        with tempfile.TemporaryDirectory(prefix="tablekeeper-smoke-") as tmp:
            home = Path(tmp)
            (home / "tmp").mkdir()
            smoke(str(Path(app).resolve()), home)
    with tempfile.TemporaryDirectory(prefix="tablekeeper-smoke-") as tmp:
        home = Path(tmp)
        (home / "tmp").mkdir()
        source = [sys.executable, "-m", "desktop"]
        version = best([*source, "--version"], home, platform=None, cwd=ROOT)
        wizard = best([*source, "--startup-benchmark"], home, cwd=ROOT)
        print(f"== the source run ({sys.executable} -m desktop)\nbest of 5: --version {version:.2f} s; "
              f"offscreen start, wizard's first frame and exit {wizard:.2f} s")
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    os.environ.pop("PYTHONPATH", None)
    sys.exit(main(sys.argv[1:]))
