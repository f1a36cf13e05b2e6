"""The one version number: written in pyproject.toml, read by the app however it runs (game/version.py).

The frozen app's own number is checked in tests/test_frozen.py, where the app is built.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import game
from game import version as version_module

ROOT = Path(__file__).resolve().parent.parent
DECLARED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_source_tree_reads_pyproject() -> None:
    assert version_module.version() == DECLARED
    assert game.__version__ == DECLARED


def test_python_m_game_version_prints_it() -> None:
    run = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True, text=True, timeout=60,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"Lohai & Friends {DECLARED}"


def test_a_frozen_stamp_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / version_module.VERSION_FILE).write_text("9.8.7\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version_module.from_frozen() == "9.8.7"
    version_module.version.cache_clear()
    try:
        assert version_module.version() == "9.8.7"
    finally:
        monkeypatch.undo()
        version_module.version.cache_clear()
    assert version_module.version() == DECLARED


def test_an_unstamped_or_unfrozen_run_has_no_frozen_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert version_module.from_frozen() is None
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version_module.from_frozen() is None


def test_only_our_own_pyproject_counts(tmp_path: Path) -> None:
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "someone-else"\nversion = "3.0"\n', encoding="utf-8")
    assert version_module.from_pyproject(other) is None
    other.write_text('[project\nname = "lohai-friends"', encoding="utf-8")
    assert version_module.from_pyproject(other) is None
    assert version_module.from_pyproject(tmp_path / "missing.toml") is None
    other.write_text('[project]\nname = "lohai-friends"\nversion = "2.5.0"\n', encoding="utf-8")
    assert version_module.from_pyproject(other) == "2.5.0"


def test_installed_metadata_is_read_when_present(monkeypatch: pytest.MonkeyPatch) -> None:
    def installed(name: str) -> str:
        assert name == "lohai-friends"
        return "4.5.6"

    def absent(name: str) -> str:
        raise version_module.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(version_module.metadata, "version", installed)
    assert version_module.from_metadata() == "4.5.6"
    monkeypatch.setattr(version_module.metadata, "version", absent)
    assert version_module.from_metadata() is None


def test_the_number_is_written_once() -> None:
    """No second copy of the number in the code (the old ``__version__`` literal went stale unseen)."""
    pattern = re.compile(rf"['\"]{re.escape(DECLARED)}['\"]")
    copies = [path for path in (ROOT / "game").rglob("*.py") if pattern.search(path.read_text(encoding="utf-8"))]
    assert copies == []


def test_the_changelog_has_this_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## {re.escape(DECLARED)}\b", changelog, re.MULTILINE), "CHANGELOG.md names each version"


def test_an_installed_wheel_reads_its_metadata(tmp_path: Path) -> None:
    """Installed from a wheel, no pyproject.toml lies beside the package: the number comes from the metadata."""
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp_path / "wheel"),
                            str(ROOT)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = (tmp_path / "wheel").glob("*.whl")
    site = tmp_path / "site"
    installed = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(site),
                                str(wheel)], capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr[-3000:]
    assert not (site / "pyproject.toml").exists()
    asked = ("from game import version as v; "
             "print(v.from_pyproject(v.Path(v.__file__).parent.parent / 'pyproject.toml'), v.version())")
    run = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r}); {asked}"],
                         capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["None", DECLARED]
