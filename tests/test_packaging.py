"""What Windows players download, checked on any machine: the zip of the app folder and the NSIS installer.

The real app can only be frozen for Windows on Windows, so these build the packages around a stand-in folder
shaped like PyInstaller's (a program, ``_internal/`` with the version stamp and the icon): what is checked here
is our packaging, the zip's layout and names and that ``packaging/windows.nsi`` compiles.  ``makensis`` runs on
Linux (Debian's ``nsis``); where it is missing the installer test is skipped.  The Linux packages are built from
the real frozen app in tests/test_frozen.py.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DECLARED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
SCRIPT = ROOT / "packaging" / "windows.py"


def stand_in(dist: Path) -> Path:
    """A folder laid out as PyInstaller's one-folder Windows app, with a placeholder program."""
    app = dist / "Lohai & Friends"
    (app / "_internal" / "sprites").mkdir(parents=True)
    shutil.copy2(ROOT / "sprites" / "icon.ico", app / "_internal" / "sprites" / "icon.ico")
    (app / "_internal" / "VERSION").write_text(DECLARED + "\n", encoding="utf-8")
    (app / "lohai-friends.exe").write_bytes(b"MZ stand-in")
    return app


def package(dist: Path, *options: str) -> list[Path]:
    run = subprocess.run([sys.executable, str(SCRIPT), "--dist", str(dist), *options], capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    return [Path(line) for line in run.stdout.split("\n") if line]


def test_the_zip_holds_the_folder_under_a_versioned_name(tmp_path: Path) -> None:
    app = stand_in(tmp_path)
    (archive,) = package(tmp_path, "--zip-only")
    assert archive.name == f"lohai-friends-{DECLARED}-windows-x64.zip"
    with zipfile.ZipFile(archive) as bundle:
        names = set(bundle.namelist())
        assert bundle.read("Lohai & Friends/_internal/VERSION").decode().strip() == DECLARED
    expected = {f"Lohai & Friends/{path.relative_to(app).as_posix()}" for path in app.rglob("*") if path.is_file()}
    assert names == expected


def test_without_an_app_it_says_so(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, str(SCRIPT), "--dist", str(tmp_path)], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 1 and "no app here" in run.stderr


@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS's makensis is not installed (apt-get install nsis)")
def test_the_installer_script_compiles(tmp_path: Path) -> None:
    stand_in(tmp_path)
    archive, installer = package(tmp_path)
    assert installer.name == f"lohai-friends-{DECLARED}-windows-x64-setup.exe"
    assert installer.read_bytes()[:2] == b"MZ", "a Windows program"
    assert installer.stat().st_size > archive.stat().st_size, "the installer carries the app"


def test_the_installer_script_adds_a_start_menu_entry_and_an_uninstaller() -> None:
    script = (ROOT / "packaging" / "windows.nsi").read_text(encoding="utf-8")
    assert 'CreateShortCut "$SMPROGRAMS\\${NAME}\\${NAME}.lnk"' in script
    assert 'WriteUninstaller "$INSTDIR\\uninstall.exe"' in script and 'Section "Uninstall"' in script
    assert '"UninstallString"' in script, "listed under Installed apps, with its uninstaller"


def stand_in_program(folder: Path, version: str, selftest: str) -> Path:
    """A program answering ``--version`` and ``--selftest`` as told, in place of a frozen app."""
    program = folder / "lohai-friends"
    program.write_text(f"#!{sys.executable}\nimport sys\n"
                       f"print({f'Lohai & Friends {version}'!r} if sys.argv[1] == '--version' else {selftest!r})\n",
                       encoding="utf-8")
    program.chmod(0o755)
    return program


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a script started by its #! line")
@pytest.mark.parametrize(("version", "selftest", "passes"), [
    (DECLARED, "selftest: 63 passed, 0 failed", True),
    ("0.0.1", "selftest: 63 passed, 0 failed", False),
    (DECLARED, "selftest: 62 passed, 1 failed", False),
])
def test_the_smoke_check_holds_a_build_to_the_version_and_the_selftest(
        tmp_path: Path, version: str, selftest: str, passes: bool) -> None:
    stand_in_program(tmp_path, version, selftest)
    run = subprocess.run([sys.executable, str(ROOT / "packaging" / "smoke.py"), "lohai-friends"],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert (run.returncode == 0) == passes, run.stdout + run.stderr
