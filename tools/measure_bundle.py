"""Bundle size and launch time of the frozen app, against a minimal pygame-ce app built the same way.

The budget (issue 8): no more than 1.5 times the minimal app's size and twice
its time from launch to first frame.  Both apps are built with PyInstaller in
one-folder mode with the same excludes and stripping; each is launched a few
times with SDL's dummy drivers and ``--first-frame`` (the minimal app opens a
window, draws one frame and prints the same line), and the median wall-clock
time from process start to that line is reported.

    python tools/measure_bundle.py            # builds into build/measure/, prints a small table
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "measure"
MINIMAL = '''
import sys, time
import pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
screen.fill((20, 90, 50))
pygame.display.flip()
print(f"first-frame {time.time():.6f}", flush=True)
pygame.quit()
'''
MINIMAL_SPEC = '''
a = Analysis([{script!r}], excludes=["numpy", "tkinter", "pytest", "hypothesis", "mypy", "ruff", "PyInstaller"])
pyz = PYZ(a.pure)
exe = EXE(pyz, a.scripts, [], exclude_binaries=True, name="minimal", console=False, strip=True)
coll = COLLECT(exe, a.binaries, a.datas, strip=True, name="minimal")
'''


def build(spec: Path, dist: Path) -> None:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath",
                    str(dist), "--workpath", str(OUT / "work"), str(spec)], check=True, cwd=ROOT)


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def launch_seconds(binary: Path, runs: int = 5) -> float:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "LOHAI_FRIENDS_HOME": str(OUT / "home")}
    times = []
    for _ in range(runs):
        start = time.time()
        out = subprocess.run([str(binary), "--first-frame"], capture_output=True, text=True, env=env, timeout=120)
        line = next(x for x in out.stdout.splitlines() if x.startswith("first-frame"))
        times.append(float(line.split()[1]) - start)
    return statistics.median(times)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    script = OUT / "minimal.py"
    script.write_text(MINIMAL, encoding="utf-8")
    spec = OUT / "minimal.spec"
    spec.write_text(MINIMAL_SPEC.format(script=str(script)), encoding="utf-8")
    build(ROOT / "build.spec", OUT / "dist")
    build(spec, OUT / "dist")
    app = OUT / "dist" / "Lohai & Friends"
    minimal = OUT / "dist" / "minimal"
    sizes = folder_size(app), folder_size(minimal)
    starts = launch_seconds(app / "lohai-friends"), launch_seconds(minimal / "minimal")
    print(f"{'':12}{'size MB':>10}{'first frame s':>16}")
    print(f"{'app':12}{sizes[0] / 1e6:>10.1f}{starts[0]:>16.3f}")
    print(f"{'minimal':12}{sizes[1] / 1e6:>10.1f}{starts[1]:>16.3f}")
    print(f"{'ratio':12}{sizes[0] / sizes[1]:>10.2f}{starts[0] / starts[1]:>16.2f}   (budget 1.5 and 2.0)")
    return 0 if sizes[0] <= 1.5 * sizes[1] and starts[0] <= 2 * starts[1] else 1


if __name__ == "__main__":
    sys.exit(main())
