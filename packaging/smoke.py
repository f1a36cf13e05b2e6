"""Start a frozen app the way the release workflow checks each build: ``--version``, then ``--selftest``.

One script on every system, so Windows, macOS and Linux builds are held to the same checks: the version the app
prints is the one in ``pyproject.toml``, and the selftest (every rule file, scene and variant, headless) ends
with ``0 failed`` and exit status 0.  The app runs with SDL's dummy drivers and a scratch data folder, so a
runner with no display or sound card will do and no one's saves are touched.

Run from Python rather than the shell because a windowed Windows program started from a console is not waited
for and its output is lost; ``subprocess`` waits for it and hands it pipes it can print to.

Usage: ``python packaging/smoke.py PROGRAM`` (``dist/Lohai & Friends/lohai-friends[.exe]``, or the program
inside ``Lohai & Friends.app/Contents/MacOS/``, or ``/usr/bin/lohai-friends`` once the .deb is unpacked).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def declared_version() -> str:
    """The version in ``pyproject.toml``: what every build must report."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


def check(program: Path) -> list[str]:
    """What is wrong with the frozen ``program``, in words; empty when it passes."""
    problems = []
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LOHAI_FRIENDS_HOME": home}
        said = subprocess.run([str(program), "--version"], capture_output=True, text=True, timeout=120, env=env,
                              cwd=home)
        expected = f"Lohai & Friends {declared_version()}"
        if said.returncode != 0 or said.stdout.strip() != expected:
            problems.append(f"--version: exit {said.returncode}, printed {said.stdout.strip()!r}, "
                            f"expected {expected!r}; {said.stderr[-1000:]}")
        run = subprocess.run([str(program), "--selftest"], capture_output=True, text=True, timeout=900, env=env,
                             cwd=home)
        print(run.stdout[-3000:], run.stderr[-2000:], sep="\n")
        if run.returncode != 0 or "0 failed" not in run.stdout or "Traceback" in run.stdout + run.stderr:
            problems.append(f"--selftest: exit {run.returncode}, see the output above")
    return problems


def main(argv: list[str]) -> int:
    """Check the program named in ``argv``; exit status 1 with the reasons when it fails."""
    if len(argv) != 1:
        print("usage: python packaging/smoke.py PROGRAM", file=sys.stderr)
        return 2
    program = Path(argv[0]).absolute()  # absolute, links kept: the app runs in a scratch folder, /usr/bin link and all
    if not program.is_file():
        print(f"{program}: no such program", file=sys.stderr)
        return 1
    problems = check(program)
    for problem in problems:
        print(f"FAIL {problem}", file=sys.stderr)
    if not problems:
        print(f"ok: {program} reports {declared_version()} and passes its selftest")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
