"""The double-click app: build it with PyInstaller and run its selftest headless.

Slow (a minute or two), so it is marked: ``pytest -m "not frozen"`` skips it
locally; ``make test`` and CI run it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.frozen
def test_the_frozen_app_passes_its_selftest(tmp_path: Path) -> None:
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "work"), str(ROOT / "build.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stderr[-3000:]
    archived = (tmp_path / "work" / "build" / "PYZ-00.toc").read_text(encoding="utf-8")
    assert "'game.ui.table.scene'" in archived, "the archive's table of contents lists the app's modules"
    assert "'lab'" not in archived and "'lab." not in archived, "the lab's tools never ship in the app"
    app = tmp_path / "dist" / "Lohai & Friends" / "lohai-friends"
    assert app.is_file()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "LOHAI_FRIENDS_HOME": str(tmp_path / "home")}
    run = subprocess.run([str(app), "--selftest"], capture_output=True, text=True, timeout=600, env=env,
                         cwd=tmp_path)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "0 failed" in run.stdout and "Traceback" not in run.stdout + run.stderr
