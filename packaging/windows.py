"""Package the frozen Windows app for players: a zip of the one-folder app and an NSIS installer, from ``dist/``.

The release workflow runs this on its Windows runner after PyInstaller.  The zip
(``lohai-friends-<version>-windows-x64.zip``) holds the folder as ``Lohai & Friends/``: unzip anywhere and
double-click ``lohai-friends.exe``.  The installer (``lohai-friends-<version>-windows-x64-setup.exe``) is
``packaging/windows.nsi`` compiled by ``makensis`` with the version and the folder passed in.

Nothing here needs Windows: ``makensis`` runs on Linux too (Debian's ``nsis``), which is how the installer
script is checked on a machine without Windows (tests/test_packaging.py).

Usage: ``python packaging/windows.py [--dist DIST] [--zip-only]``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_FOLDER = "Lohai & Friends"
PACKAGE = "lohai-friends"
SCRIPT = ROOT / "packaging" / "windows.nsi"


def app_version(app: Path) -> str:
    """The version the frozen app carries (``build.spec`` stamps it into the app's data)."""
    for stamp in (app / "_internal" / "VERSION", app / "VERSION"):
        if stamp.is_file():
            return stamp.read_text(encoding="utf-8").strip()
    raise SystemExit(f"{app}: no VERSION stamp; build the app with build.spec")


def build_zip(app: Path, out: Path, version: str) -> Path:
    """The one-folder app in a zip named for the version (the folder keeps its name inside)."""
    archive = out / f"{PACKAGE}-{version}-windows-x64.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as bundle:
        for path in sorted(app.rglob("*")):
            if path.is_file():
                bundle.write(path, Path(APP_FOLDER) / path.relative_to(app))
    return archive


def makensis() -> str:
    """The NSIS compiler: on the PATH, or where NSIS's Windows installer puts it."""
    found = shutil.which("makensis")
    if found:
        return found
    for folder in (Path("C:/Program Files (x86)/NSIS"), Path("C:/Program Files/NSIS")):
        if (folder / "makensis.exe").is_file():
            return str(folder / "makensis.exe")
    raise SystemExit("makensis not found: install NSIS (Debian: apt-get install nsis; Windows: choco install nsis)")


def build_installer(app: Path, out: Path, version: str) -> Path:
    """Compile ``windows.nsi`` against the app folder; the installer lands in ``out``."""
    installer = out / f"{PACKAGE}-{version}-windows-x64-setup.exe"
    # NSIS reads '-' as an option on every system and '/' only on Windows, so the definitions start with '-'
    subprocess.run([makensis(), "-V2", f"-DVERSION={version}", f"-DAPPDIR={app.resolve()}",
                    f"-DOUTFILE={installer.resolve()}", str(SCRIPT)], check=True)
    return installer


def main(argv: list[str] | None = None) -> int:
    """Build the zip and the installer from ``--dist``; print their paths."""
    parser = argparse.ArgumentParser(description="Package the frozen Windows app as a zip and an installer.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where PyInstaller put the app and where the packages go (default: dist/)")
    parser.add_argument("--zip-only", action="store_true", help="the zip alone, without compiling the installer")
    args = parser.parse_args(argv)
    app = args.dist / APP_FOLDER
    if not app.is_dir():
        print(f"{app}: no app here; run PyInstaller first", file=sys.stderr)
        return 1
    version = app_version(app)
    print(build_zip(app, args.dist, version))
    if not args.zip_only:
        print(build_installer(app, args.dist, version))
    return 0


if __name__ == "__main__":
    sys.exit(main())
