"""Build the desktop app from build.spec with PyInstaller and run the frozen executable's smoke test.

Slow (about 20-40 s of build on one core) but part of the normal test run: it is the only test that proves the
shipped app finds its data, its font and its AI worker process without the source tree.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXE_NAME = "orcdesk.exe" if sys.platform == "win32" else "orcdesk"
CLI_NAME = EXE_NAME.replace("orcdesk", "orcdesk-cli")  # the console twin, for the command line


def _snapshot(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.rglob("*")}


@pytest.mark.slow
def test_frozen_app_passes_its_smoke_test(tmp_path):
    started = time.perf_counter()
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(ROOT / "build.spec"),
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(tmp_path / "dist"),
            "--workpath",
            str(tmp_path / "work"),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=900,
    )
    build_seconds = time.perf_counter() - started
    assert build.returncode == 0, build.stderr[-3000:]
    bundle = tmp_path / "dist" / "orcdesk"
    assert (bundle / EXE_NAME).is_file(), "the windowed app"
    exe = bundle / CLI_NAME  # the console executable runs the command line (no console window on Windows)
    assert exe.is_file()
    inside = bundle / "_internal"
    assert (inside / "data" / "orc.yaml").is_file(), "data/ must travel in the bundle"
    assert (inside / "data" / "i18n" / "fr").is_dir()
    assert (inside / "pygame" / "freesansbold.ttf").is_file(), "pygame-ce's font must travel in the bundle"
    assert not (inside / "numpy").exists() and not (inside / "PyInstaller").exists(), "test tools leaked in"

    before = _snapshot(bundle)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ORCDESK_HOME=str(tmp_path / "home"))
    t0 = time.perf_counter()
    run = subprocess.run([str(exe), "--smoke-test"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    smoke_seconds = time.perf_counter() - t0
    report = f"build {build_seconds:.1f} s, smoke {smoke_seconds:.1f} s\n{run.stdout}\n{run.stderr[-3000:]}"
    print(report)
    assert run.returncode == 0, report
    assert "all checks passed" in run.stdout
    assert smoke_seconds < 60, report
    assert _snapshot(bundle) == before, "the app wrote into its own bundle"
