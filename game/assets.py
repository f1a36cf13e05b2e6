"""The one place that knows where the app's files live.

Everything outside the engine that needs a rule file, a sprite or a sound asks
here, so the source tree and a frozen PyInstaller build (which unpacks its data
into ``sys._MEIPASS``) behave the same.  The engine itself never touches files
through this module: callers hand it paths.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "lohai-friends"
HOME_ENV = "LOHAI_FRIENDS_HOME"
"""Set to a folder to keep the app's files there (tests, portable installs)."""


def root() -> Path:
    """The folder holding ``rules/``, ``sprites/`` and ``sounds/``.

    A frozen build sets ``sys._MEIPASS`` to where it unpacked its data; from the
    source tree it is the repository root, the parent of the ``game`` package.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def rules_dir() -> Path:
    """Where the built-in rule files (``<game>.yaml``) are."""
    return root() / "rules"


def sprites_dir() -> Path:
    """Where generated card art and icons are committed."""
    return root() / "sprites"


def sounds_dir() -> Path:
    """Where the sound effects are committed."""
    return root() / "sounds"


def rules_text_dir() -> Path:
    """Where our own explanation of each game's rules lives (``<game>.md``, shown by the rules scene)."""
    return root() / "game" / "ui" / "rules_text"


def locale_dir() -> Path:
    """Where the message catalogues are (``<language>/LC_MESSAGES/lohai_friends.mo``, see :mod:`game.catalogue`)."""
    return root() / "locale"


def rules_text(game: str, language: str = "en") -> str | None:
    """Our rule text for ``game`` in ``language`` (English in ``<game>.md``, another in ``<language>/<game>.md``),
    or ``None`` if it has not been written yet (the scene then falls back)."""
    folder = rules_text_dir() if language == "en" else rules_text_dir() / language
    path = folder / f"{game}.md"
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def data_dir() -> Path:
    """The folder for saves, settings and house rules: ``$LOHAI_FRIENDS_HOME`` or the platform's user data folder."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir
    return Path(user_data_dir(APP_NAME, appauthor=False))


def house_rules_dir() -> Path:
    """The player's own rules folder: YAML variant files dropped here appear in the new-game screen."""
    return data_dir() / "rules"


def house_rule_files() -> list[Path]:
    """The player's house-rules files (``.yaml`` or ``.yml``, in any case), sorted by name (none if the folder
    does not exist)."""
    folder = house_rules_dir()
    try:
        return sorted(p for p in folder.iterdir() if p.suffix.lower() in (".yaml", ".yml") and p.is_file())
    except OSError:
        return []


def sound_file(name: str) -> Path | None:
    """The file for sound ``name`` (``"deal"``, ``"play"``…), or ``None`` if it is missing.

    A missing sound means silence, never an error: sounds are a nicety.
    """
    for suffix in (".ogg", ".wav"):
        path = sounds_dir() / f"{name}{suffix}"
        if path.is_file():
            return path
    return None


__all__ = ["house_rule_files", "house_rules_dir", "root", "rules_dir", "rules_text", "rules_text_dir",
           "sound_file", "sounds_dir", "sprites_dir"]
