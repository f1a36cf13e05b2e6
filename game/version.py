"""The app's version: one number, written once in ``pyproject.toml``, read here at run time.

The app runs three ways, and each finds the number where it is sure to be current:

- **frozen** (the PyInstaller app): ``build.spec`` writes the number from ``pyproject.toml`` into a ``VERSION``
  file that travels with the app's data (in ``sys._MEIPASS``); a frozen app has no package metadata.
- **from the source tree** (``python -m game``, with or without an editable install): ``pyproject.toml`` lies
  beside the ``game`` package and is read first, because an editable install's metadata keeps the number it was
  installed with and goes stale when the file is edited.
- **installed** (a wheel in some environment, no ``pyproject.toml`` beside it): the package metadata
  (``importlib.metadata``), which the wheel's build took from ``pyproject.toml``.

If none of these can be read the version is ``"unknown"``: a version is shown, never a reason to crash.
"""

from __future__ import annotations

import sys
import tomllib
from functools import cache
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "lohai-friends"
"""The project's name in ``pyproject.toml`` and the package metadata."""
VERSION_FILE = "VERSION"
"""The file ``build.spec`` writes for the frozen app, at the top of its data folder."""
UNKNOWN = "unknown"


def from_pyproject(path: Path) -> str | None:
    """The version in the ``pyproject.toml`` at ``path``, if it is this project's; else ``None``."""
    try:
        project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    version = project.get("version")
    if project.get("name") != DISTRIBUTION or not isinstance(version, str):
        return None
    return version


def from_frozen() -> str | None:
    """The version stamped into a frozen build's data folder, or ``None`` when not frozen (or not stamped)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not bundle:
        return None
    try:
        text = (Path(bundle) / VERSION_FILE).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return text or None


def from_metadata() -> str | None:
    """The installed distribution's version, or ``None`` when the project is not installed."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


@cache
def version() -> str:
    """The app's version, such as ``0.1.0`` (looked up once per run)."""
    source = Path(__file__).resolve().parent.parent / "pyproject.toml"
    return from_frozen() or from_pyproject(source) or from_metadata() or UNKNOWN


LICENCE = "LicenseRef-Proprietary"
"""The app's licence, as ``pyproject.toml``'s ``license`` names it (``tests/test_version.py`` holds the two equal):
written here because the frozen app carries no ``pyproject.toml`` to read it from."""
LIBRARIES: tuple[tuple[str, str], ...] = (
    ("pygame-ce", "LGPL-2.1"), ("PyYAML", "MIT"), ("platformdirs", "MIT"), ("speechlight", "MIT"))
"""The libraries every copy of the app carries, each with its licence's SPDX name, for the About screen (a test
holds them to ``pyproject.toml``'s dependencies and to each library's installed metadata)."""


def library_version(name: str) -> str:
    """The installed version of library ``name``, or ``""`` where it cannot be read (a frozen app may carry no
    metadata): a version is shown when known, never a reason to fail."""
    try:
        return metadata.version(name)
    except (metadata.PackageNotFoundError, OSError, ValueError):
        return ""


__all__ = ["DISTRIBUTION", "LIBRARIES", "LICENCE", "VERSION_FILE", "from_frozen", "from_metadata", "from_pyproject",
           "library_version", "version"]
