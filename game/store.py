"""What the app remembers between runs: the match in progress and the settings.

Everything is plain JSON in the user's data folder (platformdirs), never
pickle, and every write is atomic — the new text goes to a temporary file in
the same folder, is flushed to disk, then renamed over the old one — so a
crash or a kill in the middle of a save leaves the last complete save in
place.  A file that cannot be read back (truncated, wrong types, random bytes,
a pickle) is moved aside with a ``.bad`` suffix and reported in words; the app
then carries on with defaults.  Nothing here raises for bad data.

A saved match is exactly the replay of DESIGN.md — rule file, variant,
players, seed and the action texts — plus the seats' levels and ages, which
the table needs to sit the same opponents down again.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

APP_NAME = "lohai-friends"
HOME_ENV = "LOHAI_FRIENDS_HOME"
"""Set to a folder to keep the app's files there (tests, portable installs)."""
MATCH_FILE = "match.json"
SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
FORMAT = 1


def data_dir() -> Path:
    """The folder for saves and settings: ``$LOHAI_FRIENDS_HOME`` or the platform's user data folder."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir
    return Path(user_data_dir(APP_NAME, appauthor=False))


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """A match to resume: the replay and who sat where."""

    rules: str
    """A built-in game name (``lohai``) or the path of a house-rules file."""
    variant: str
    players: int
    seed: int
    levels: tuple[str | None, ...]
    actions: tuple[str, ...]
    ages: tuple[int | None, ...] = ()
    undo_used: bool = False
    """The player took a move back: the statistics mark the match."""
    saved_at: float = field(default=0.0, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data: a shallow copy (``asdict`` would copy every move text, slowly)."""
        data: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        data["format"] = FORMAT
        return data

    @classmethod
    def from_dict(cls, data: object) -> SavedMatch:
        """The record in ``data``; raises ``ValueError`` saying what is wrong with it."""
        if not isinstance(data, Mapping):
            raise ValueError("the save is not a record")
        if data.get("format") != FORMAT:
            raise ValueError(f"unknown save format {data.get('format')!r}")
        rules, variant = data.get("rules"), data.get("variant")
        players, seed = data.get("players"), data.get("seed")
        levels, actions = data.get("levels"), data.get("actions")
        ages = data.get("ages", [])
        if not isinstance(rules, str) or not rules or not isinstance(variant, str):
            raise ValueError("the save does not name its game and variant")
        if not isinstance(players, int) or not isinstance(seed, int) or isinstance(players, bool):
            raise ValueError("the save's players and seed must be whole numbers")
        if not isinstance(levels, list) or len(levels) != players or not all(
                lv is None or isinstance(lv, str) for lv in levels):
            raise ValueError("the save's seats do not match its player count")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise ValueError("the save's moves are not a list of texts")
        if not isinstance(ages, list) or not all(a is None or _is_int(a) for a in ages):
            raise ValueError("the save's ages are not numbers")
        return cls(rules, variant, players, seed, tuple(levels), tuple(actions), tuple(ages),
                   bool(data.get("undo_used", False)), float(data.get("saved_at", 0.0) or 0.0))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """How a finished match went for the player, as the statistics count it."""

    game: str
    variant: str
    title: str
    """The game and variant as the statistics screen names them."""
    won: bool
    """Won outright (or, in games with losers, not among the losers)."""
    score: int
    """The player's final total."""
    low_is_good: bool
    """The game is about avoiding points (Laus, Koira): the best score is the lowest."""
    undo_used: bool = False


@dataclass(frozen=True, slots=True)
class Record:
    """One game and variant's statistics."""

    title: str
    low_is_good: bool
    played: int = 0
    won: int = 0
    lost: int = 0
    best: int | None = None
    total: int = 0
    streak: int = 0
    """Wins in a row now (negative: losses in a row)."""
    best_streak: int = 0
    with_undo: int = 0

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    def adding(self, outcome: MatchOutcome) -> Record:
        better = min if self.low_is_good else max
        best = outcome.score if self.best is None else better(self.best, outcome.score)
        if outcome.won:
            streak = self.streak + 1 if self.streak > 0 else 1
        else:
            streak = self.streak - 1 if self.streak < 0 else -1
        return Record(outcome.title, self.low_is_good, self.played + 1, self.won + outcome.won,
                      self.lost + (not outcome.won), best, self.total + outcome.score, streak,
                      max(self.best_streak, streak), self.with_undo + outcome.undo_used)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Record | None:
        """The record in ``data``, or ``None`` if any field is missing or of the wrong type."""
        if not isinstance(data, Mapping) or not isinstance(data.get("title"), str):
            return None
        numbers = ("played", "won", "lost", "total", "streak", "best_streak", "with_undo")
        if not all(_is_int(data.get(k, 0)) for k in numbers):
            return None
        best = data.get("best")
        if best is not None and not _is_int(best):
            return None
        counts = {k: int(data.get(k, 0)) for k in numbers}
        return cls(str(data["title"]), bool(data.get("low_is_good", False)), best=best, **counts)


class Store:
    """The app's files in one folder; every method is safe to call with the folder missing or broken."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir()
        self.problems: list[str] = []
        """What went wrong reading files this run, in words, for the title screen to show."""

    # -- the match in progress ------------------------------------------------------
    def save_match(self, match: SavedMatch) -> bool:
        """Write the match atomically; ``False`` (and a problem noted) if the disk refused."""
        stamped = replace(match, saved_at=time.time())
        return self._write(MATCH_FILE, stamped.to_dict())

    def load_match(self) -> SavedMatch | None:
        """The saved match, or ``None`` if there is none or it was unreadable (then set aside)."""
        data = self._read(MATCH_FILE, "saved match")
        if data is None:
            return None
        try:
            return SavedMatch.from_dict(data)
        except ValueError as error:
            self._set_aside(MATCH_FILE, "saved match", str(error))
            return None

    def clear_match(self) -> None:
        """The match is finished (or abandoned): nothing to continue."""
        try:
            (self.folder / MATCH_FILE).unlink(missing_ok=True)
        except OSError as error:
            self.problems.append(f"could not remove the finished match's save: {error.strerror or error}")

    def reject_match(self, reason: str) -> None:
        """The save read fine but does not replay (a rule file changed): set it aside with ``reason``."""
        self._set_aside(MATCH_FILE, "saved match", reason)

    # -- settings -----------------------------------------------------------------------
    def save_settings(self, data: Mapping[str, Any]) -> bool:
        return self._write(SETTINGS_FILE, {"format": FORMAT, **data})

    def load_settings(self) -> dict[str, Any]:
        """The stored settings as a plain mapping (empty if none or unreadable); the caller cleans values."""
        data = self._read(SETTINGS_FILE, "settings")
        if data is None:
            return {}
        if not isinstance(data, dict):
            self._set_aside(SETTINGS_FILE, "settings", "the settings are not a record")
            return {}
        return {k: v for k, v in data.items() if k != "format"}

    # -- statistics ---------------------------------------------------------------------
    def record_result(self, result: MatchOutcome) -> bool:
        """Add a finished match to the statistics of its game and variant."""
        stats = self.load_stats()
        key = f"{result.game}/{result.variant}"
        entry = stats.get(key) or Record(result.title, result.low_is_good)
        stats[key] = entry.adding(result)
        return self._write(STATS_FILE, {"format": FORMAT, "records": {k: v.to_dict() for k, v in stats.items()}})

    def load_stats(self) -> dict[str, Record]:
        """Every game and variant's record (empty if none or unreadable)."""
        data = self._read(STATS_FILE, "statistics")
        if data is None:
            return {}
        records = data.get("records") if isinstance(data, dict) else None
        if not isinstance(records, dict):
            self._set_aside(STATS_FILE, "statistics", "they are not a record of games")
            return {}
        out: dict[str, Record] = {}
        for key, value in records.items():
            record = Record.from_dict(value)
            if record is None:
                self._set_aside(STATS_FILE, "statistics", f"the entry for {key} is damaged")
                return {}
            out[str(key)] = record
        return out

    # -- files --------------------------------------------------------------------------
    def _write(self, name: str, data: Mapping[str, Any]) -> bool:
        text = json.dumps(data, indent=1, sort_keys=True)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=self.folder)
            try:
                with os.fdopen(handle, "w", encoding="utf-8") as out:
                    out.write(text)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(temp, self.folder / name)
            finally:
                if os.path.exists(temp):
                    os.unlink(temp)
        except OSError as error:
            self.problems.append(f"could not save the {name}: {error.strerror or error}")
            return False
        return True

    def _read(self, name: str, what: str) -> object | None:
        path = self.folder / name
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as error:
            self.problems.append(f"could not read the {what}: {error.strerror or error}")
            return None
        try:
            data: object = json.loads(raw.decode("utf-8"))
            return data
        except (UnicodeDecodeError, json.JSONDecodeError):
            self._set_aside(name, what, "it is not readable text of ours (damaged or written by something else)")
            return None

    def _set_aside(self, name: str, what: str, reason: str) -> None:
        """Move a bad file out of the way (kept for a curious player) and say so."""
        path = self.folder / name
        aside = path.with_name(f"{name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(path, aside)
            where = f"; it was kept as {aside.name}"
        except OSError:
            where = ""
        self.problems.append(f"The {what} could not be used: {reason}{where}. Starting fresh.")
