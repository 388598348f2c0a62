"""Smoke test of the portable Linux build (on demand, not in every CI run: the build takes a minute or more).

    python3 tablekeeper.py build && .venv/bin/python packaging/smoke_linux.py

Runs the built program from the AppDir with the source tree out of reach (its own working folder, a clean
environment, a fresh home): --version with no display; the screenshot tour offscreen (the wizard and a scripted
game of Quest and One Night, in Persian); the narration self-test (the speech engine and a voice per language);
and, where Xvfb is installed, a start on a real X display that paints the setup wizard and exits. Prints each
step's time and the start-up time against the source run.
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
        cwd: Path | None = None) -> tuple[float, str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", "XDG_RUNTIME_DIR": str(home)}
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


def main() -> int:
    if not APPRUN.exists():
        sys.exit(f"no build at {APPRUN}: run python3 tablekeeper.py build first")
    app = str(APPRUN)
    with tempfile.TemporaryDirectory(prefix="tablekeeper-smoke-") as tmp:
        home = Path(tmp)
        took, out = run([app, "--version"], home, platform=None)
        print(f"--version: {out.strip()} ({took:.2f} s, no display)")
        took, out = run([app, "--screenshot-tour", str(home / "shots"), "--lang", "fa"], home)
        shots = sorted((home / "shots").glob("*.png"))
        assert len(shots) >= 10, out
        print(f"screenshot tour (fa): {len(shots)} screenshots ({took:.1f} s)")
        took, out = run([app, "--child", "desktop.narration", "--self-test"], home)
        assert "self-test passed" in out, out
        print(f"narration self-test: passed ({took:.1f} s)")
        frozen = [run([app, "--startup-benchmark"], home)[0] for _ in range(3)]
        source = [run([sys.executable, "-m", "desktop", "--startup-benchmark"], home, cwd=ROOT)[0] for _ in range(3)]
        print(f"start to the wizard's first frame, offscreen: built {min(frozen):.2f} s, source run {min(source):.2f} s "
              f"(best of 3)")
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
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    os.environ.pop("PYTHONPATH", None)
    sys.exit(main())
