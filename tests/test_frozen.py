"""The double-click app: build it with PyInstaller, run its selftest headless, and package it as players get it.

Slow (building takes minutes), so it is marked: ``pytest -m "not frozen"`` skips it locally; ``make test`` and
CI run it.  The app is built once per run and every test here reuses that build: under ``pytest -n`` the tests
may land on different workers, so the first worker to ask builds into the run's shared temporary folder and the
others wait for it (xdist's ``--dist loadgroup`` would keep them on one worker, but it silently stopped grouping
with pytest 9.2: pytest-xdist issue 1386).
"""

from __future__ import annotations

import os
import plistlib
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DECLARED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
PROGRAM = "lohai-friends.exe" if sys.platform == "win32" else "lohai-friends"

BUILD_SECONDS = 900
"""The longest a build may take (a few minutes on a busy two-core machine)."""

pytestmark = pytest.mark.frozen


@dataclass(frozen=True)
class Build:
    """Where one PyInstaller run left the app."""

    dist: Path
    work: Path

    @property
    def app(self) -> Path:
        return self.dist / "Lohai & Friends"


def headless(home: Path) -> dict[str, str]:
    """The environment for a frozen run with no display or sound card, its files kept in ``home``."""
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LOHAI_FRIENDS_HOME": str(home)}


def selftest(program: Path, scratch: Path) -> None:
    """Run ``program --selftest`` headless and hold it to the selftest's contract."""
    run = subprocess.run([str(program), "--selftest"], capture_output=True, text=True, timeout=600,
                         env=headless(scratch / "home"), cwd=scratch)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "0 failed" in run.stdout and "Traceback" not in run.stdout + run.stderr


def reported_version(program: Path, scratch: Path) -> str:
    """What ``program --version`` prints."""
    run = subprocess.run([str(program), "--version"], capture_output=True, text=True, timeout=120,
                         env=headless(scratch / "home"), cwd=scratch)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.strip()


def pyinstaller(made: Build) -> str:
    """Build the app into ``made``; the failure's words, or ``""`` when it built."""
    run = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(made.dist), "--workpath", str(made.work), str(ROOT / "build.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=BUILD_SECONDS)
    return "" if run.returncode == 0 else f"PyInstaller exit {run.returncode}: {run.stderr[-3000:]}"


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The app, built once for the whole run: the first worker to claim the build makes it, the rest wait."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # each worker's temporary folder sits in the run's own
    made = Build(shared / "frozen" / "dist", shared / "frozen" / "work")
    outcome = shared / "frozen" / "outcome"
    try:
        (shared / "frozen").mkdir()  # atomic: exactly one worker succeeds, and builds
    except FileExistsError:
        deadline = time.monotonic() + BUILD_SECONDS + 60
        while not outcome.exists():
            if time.monotonic() > deadline:
                pytest.fail("the worker building the app never finished")
            time.sleep(2)
    else:
        try:
            failure = pyinstaller(made)
        except BaseException as error:  # a timeout too: the waiting workers must hear of it
            failure = f"{type(error).__name__}: {error}"
        written = outcome.with_suffix(".part")  # renamed into place whole, so a waiting worker never reads half
        written.write_text(failure or "built", encoding="utf-8")
        written.replace(outcome)
    said = outcome.read_text(encoding="utf-8")
    assert said == "built", said
    return made


def test_the_frozen_app_passes_its_selftest(build: Build, tmp_path: Path) -> None:
    archived = (build.work / "build" / "PYZ-00.toc").read_text(encoding="utf-8")
    assert "'game.ui.table.scene'" in archived, "the archive's table of contents lists the app's modules"
    assert "'lab'" not in archived and "'lab." not in archived, "the lab's tools never ship in the app"
    program = build.app / PROGRAM
    assert program.is_file()
    selftest(program, tmp_path)


def test_the_frozen_app_reports_the_version(build: Build, tmp_path: Path) -> None:
    assert reported_version(build.app / PROGRAM, tmp_path) == f"Lohai & Friends {DECLARED}"


@pytest.mark.skipif(sys.platform != "darwin", reason="the .app bundle is built on macOS only")
def test_the_mac_bundle_says_what_it_is(build: Build, tmp_path: Path) -> None:
    bundle = build.dist / "Lohai & Friends.app"
    info = plistlib.loads((bundle / "Contents" / "Info.plist").read_bytes())
    assert info["CFBundleShortVersionString"] == DECLARED
    assert info["NSHighResolutionCapable"] is True
    assert info["CFBundleIdentifier"] and info["CFBundleIconFile"]
    assert (bundle / "Contents" / "Resources" / info["CFBundleIconFile"]).is_file()
    program = bundle / "Contents" / "MacOS" / "lohai-friends"
    assert reported_version(program, tmp_path) == f"Lohai & Friends {DECLARED}"
    selftest(program, tmp_path)


@pytest.mark.skipif(sys.platform != "linux" or not (shutil.which("dpkg-deb") and shutil.which("dpkg-shlibdeps")),
                    reason="the .deb is built on Linux with Debian's dpkg-deb and dpkg-shlibdeps (dpkg-dev)")
def test_the_linux_packages_install_and_start(build: Build, tmp_path: Path) -> None:
    made = subprocess.run([sys.executable, str(ROOT / "packaging" / "linux.py"), "--dist", str(build.dist)],
                          capture_output=True, text=True, timeout=900)
    assert made.returncode == 0, made.stderr[-3000:]
    tarball, deb = (Path(line) for line in made.stdout.split())
    assert tarball.name.startswith(f"lohai-friends-{DECLARED}-linux-") and tarball.name.endswith(".tar.gz")
    assert deb.name.startswith(f"lohai-friends_{DECLARED}_") and deb.suffix == ".deb"

    control = subprocess.run(["dpkg-deb", "--field", str(deb)], capture_output=True, text=True, check=True).stdout
    fields = dict(line.split(": ", 1) for line in control.splitlines() if ": " in line and not line[0].isspace())
    assert fields["Package"] == "lohai-friends" and fields["Version"] == DECLARED
    depends = {entry.split()[0] for entry in fields["Depends"].split(",")}
    assert depends == {"libc6"}, "the app carries its libraries; the system lends the C library alone"

    root = tmp_path / "root"  # a scratch root, as dpkg would install it
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    desktop = root / "usr" / "share" / "applications" / "lohai-friends.desktop"
    entry = dict(line.split("=", 1) for line in desktop.read_text(encoding="utf-8").splitlines() if "=" in line)
    assert (root / "usr" / "bin" / entry["Exec"].split()[0]).is_file(), "the menu entry's command is installed"
    for size in (16, 32, 48, 256):
        icon = root / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{entry['Icon']}.png"
        assert icon.read_bytes().startswith(b"\x89PNG"), f"no {size} px icon where desktops look"
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    launcher = root / "usr" / "bin" / "lohai-friends"
    assert launcher.is_symlink() and not Path(os.readlink(launcher)).is_absolute()
    assert reported_version(launcher, tmp_path) == f"Lohai & Friends {DECLARED}"
    selftest(launcher, tmp_path)

    unpacked = tmp_path / "tarball"
    with tarfile.open(tarball) as archive:
        archive.extractall(unpacked, filter="tar")
    assert reported_version(unpacked / f"lohai-friends-{DECLARED}" / PROGRAM, tmp_path) == \
        f"Lohai & Friends {DECLARED}"
