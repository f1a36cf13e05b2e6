"""What the app remembers between runs: the match in progress, the settings and the statistics.

Everything is plain JSON in the user's data folder (platformdirs), never
pickle, and every write is atomic — the new text goes to a temporary file in
the same folder, is flushed to disk, then renamed over the old one — so a
crash or a kill in the middle of a save leaves the last complete save in
place.

Reading back trusts nothing (:mod:`game.stored`): a file far bigger than ours
ever get is left unread, nesting too deep to follow is refused, and every
field is checked — types, ranges (``NaN``, ``Infinity`` and numbers of
hundreds of digits fail them all), known games and levels, texts a font can
draw.  A file that fails (truncated, wrong types, random bytes, a pickle, a
folder in its place) is moved aside with a ``.bad-<time>`` suffix and reported
in :attr:`Store.problems` in words; the app then carries on with defaults (in
the statistics, with the games whose records were sound).  Nothing here
raises for bad data.

A saved match is exactly the replay of DESIGN.md — rule file, variant,
players, seed and the action texts — plus the seats' levels and ages, which
the table needs to sit the same opponents down again.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import threading
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from .assets import APP_NAME, HOME_ENV, data_dir
from .games import names
from .levels import LEVELS
from .stored import (
    Damaged,
    checked_flag,
    checked_format,
    checked_list,
    checked_record,
    checked_text,
    checked_whole,
    parse,
    read_bounded,
    shown,
)
from .text import drawable

__all__ = ["APP_NAME", "FORMAT", "HOME_ENV", "MatchOutcome", "Record", "SavedMatch", "Store", "data_dir"]

MATCH_FILE = "match.json"
SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
TEMP_SUFFIX = ".tmp"
STRAY = re.compile(r"\.(?:match|settings|stats)\.json\.[a-z0-9_]{8}\.tmp")
"""The name of a temporary file :meth:`Store._write` makes (``.match.json.k3j_x9qa.tmp``: ``tempfile``'s eight
characters between its prefix and suffix): only files so named are the app's to sweep away."""
STRAY_AGE = 60.0
"""Seconds a temporary file must be old to be stray: a write under way (another copy of the app) is younger."""
FORMAT = 1

MATCH_BYTES = 2_000_000
"""The largest save read: the longest matches (Lo-Hi at five, Koira at eight) save under 30 kB."""
SETTINGS_BYTES = 64_000
STATS_BYTES = 1_000_000
"""A record is about 250 bytes; this holds thousands of games and variants."""

PLAYERS = (2, 8)
"""The fewest and most players any rule file may allow (the rule-file schema's bounds)."""
MAX_SEED = 2**63 - 1
"""Seeds the app draws are below a million; anything up to this replays the same."""
MAX_MOVES = 50_000
"""The longest matches take under 2,000 moves."""
MOVE_LENGTH = 100
"""A move's text (``play 10H``, ``give 2 QS``) is a few characters."""
MAX_AGE = 120
TITLE_LENGTH = 80
VARIANT_LENGTH = 80
PATH_LENGTH = 4_096
LATEST = 1e11
"""A save time beyond the year 5000 is not a time."""

MAX_RECORDS = 1_000
KEY_LENGTH = 200
"""A statistics entry's key, ``game/variant``."""
MAX_MATCHES = 10_000_000
MAX_SCORE = 10**12
RECENT = 30
"""Matches per game and variant whose results the statistics keep one by one, for the chart over time."""
"""No match scores anywhere near this, even with house rules' card points; a total of 10**400 is damage."""


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
    aids_used: bool = False
    """The player asked for a hint or played with Learning or the bid coach on: the statistics mark the match."""
    saved_at: float = field(default=0.0, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data: a shallow copy (``asdict`` would copy every move text, slowly)."""
        data: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        data["format"] = FORMAT
        return data

    @classmethod
    def from_dict(cls, data: object) -> SavedMatch:
        """The record in ``data``, every field checked; raises :class:`~game.stored.Damaged` (a ``ValueError``)
        saying what is wrong with it.

        Only what the engine cannot judge without the rule file is left to the resume
        (:meth:`game.session.MatchSession.resume`): whether the variant exists, whether the
        game allows that many players, whether the moves are legal.
        """
        record = checked_record(data, "the save")
        checked_format(record, FORMAT)
        players = checked_whole(record.get("players"), "number of players", *PLAYERS)
        return cls(_checked_rules(record.get("rules")),
                   checked_text(record.get("variant"), "variant", VARIANT_LENGTH),
                   players,
                   checked_whole(record.get("seed"), "seed", 0, MAX_SEED),
                   _checked_levels(record.get("levels"), players),
                   _checked_moves(record.get("actions")),
                   _checked_ages(record.get("ages", []), players),
                   checked_flag(record.get("undo_used", False), "mark of a move taken back"),
                   checked_flag(record.get("aids_used", False), "mark of aids used"),
                   _checked_time(record.get("saved_at", 0.0)))


def _checked_rules(value: object) -> str:
    """A game of ours by name, or the full path of a house-rules file that is there."""
    rules = checked_text(value, "game", PATH_LENGTH)
    if rules in names():
        return rules
    path = Path(rules)
    try:
        found = path.is_absolute() and path.suffix.lower() in (".yaml", ".yml") and path.is_file()
    except (OSError, ValueError):
        found = False
    if not found:
        raise Damaged(f"its game {shown(rules)} is neither one of ours nor a house-rules file that is there")
    return rules


def _checked_levels(value: object, players: int) -> tuple[str | None, ...]:
    """One seat per player: the person's (``null``, exactly one) and known computer levels."""
    seats = checked_list(value, "seats", PLAYERS[1])
    if len(seats) != players:
        raise Damaged(f"it has {len(seats)} seats for {players} players")
    for seat in seats:
        if seat is not None and seat not in LEVELS:
            raise Damaged(f"a seat's level {shown(seat)} is not one of {', '.join(LEVELS)}")
    if seats.count(None) != 1:
        raise Damaged(f"it has {seats.count(None)} seats for the player, not one")
    return tuple(seat if isinstance(seat, str) else None for seat in seats)


def _checked_moves(value: object) -> tuple[str, ...]:
    """The match's moves: short printable texts (their legality is the resume's to judge)."""
    moves = checked_list(value, "moves", MAX_MOVES)
    for number, move in enumerate(moves, 1):
        if not isinstance(move, str) or not 0 < len(move) <= MOVE_LENGTH or not move.isprintable():
            raise Damaged(f"its move {number} should be a short text, not {shown(move)}")
    return tuple(str(move) for move in moves)


def _checked_ages(value: object, players: int) -> tuple[int | None, ...]:
    """None given, or one per seat: years, or ``null`` for a player who did not say."""
    ages = checked_list(value, "ages", PLAYERS[1])
    if ages and len(ages) != players:
        raise Damaged(f"it has {len(ages)} ages for {players} players")
    return tuple(None if age is None else checked_whole(age, "age", 0, MAX_AGE) for age in ages)


def _checked_time(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= LATEST:
        raise Damaged(f"its time of saving should be a number of seconds, not {shown(value)}")
    return float(value)


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
    aids: bool = False
    """Played with aids: a hint asked, or Learning or the bid coach on at a move of the player's."""
    practice: bool = False
    """Played at a practice table: counted apart (:attr:`Record.practice`), in nothing else of the record."""


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
    recent: tuple[tuple[int, bool], ...] = ()
    """The last :data:`RECENT` matches' final scores and whether each was won, oldest first (the chart)."""
    with_aids: int = 0
    """Matches played with aids (:attr:`MatchOutcome.aids`)."""
    practice: int = 0
    """Matches finished at a practice table: counted here only, never in the played, won, scores or chart."""

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    @property
    def win_rates(self) -> tuple[float, ...]:
        """The share of all matches won (0 to 1) as it stood after each of the :attr:`recent` matches, oldest
        first: the win rate over time, read from the counts and the recent results alone.

        >>> Record("Oh Hell", False, played=4, won=2, recent=((10, True), (3, False), (12, True))).win_rates
        (0.5, 0.3333333333333333, 0.5)
        """
        played = self.played - len(self.recent)
        won = self.won - sum(1 for __, w in self.recent if w)
        rates = []
        for __, w in self.recent:
            played, won = played + 1, won + w
            rates.append(won / played)
        return tuple(rates)

    def adding(self, outcome: MatchOutcome) -> Record:
        if outcome.practice:
            return replace(self, title=outcome.title, practice=self.practice + 1)
        better = min if self.low_is_good else max
        best = outcome.score if self.best is None else better(self.best, outcome.score)
        if outcome.won:
            streak = self.streak + 1 if self.streak > 0 else 1
        else:
            streak = self.streak - 1 if self.streak < 0 else -1
        return Record(outcome.title, self.low_is_good, self.played + 1, self.won + outcome.won,
                      self.lost + (not outcome.won), best, self.total + outcome.score, streak,
                      max(self.best_streak, streak), self.with_undo + outcome.undo_used,
                      (*self.recent, (outcome.score, outcome.won))[-RECENT:], self.with_aids + outcome.aids,
                      self.practice)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["recent"] = [[score, won] for score, won in self.recent]
        return out

    @classmethod
    def from_dict(cls, data: object) -> Record:
        """The record in ``data``, every field checked and the counts consistent with each other;
        raises :class:`~game.stored.Damaged` saying what is wrong.  A missing count is 0 (as it starts)."""
        entry = checked_record(data, "the entry")
        counts = {key: checked_whole(entry.get(key, 0), words, 0, MAX_MATCHES) for key, words in COUNTS.items()}
        played = counts["played"]
        best = entry.get("best")
        record = cls(checked_text(entry.get("title"), "title", TITLE_LENGTH),
                     checked_flag(entry.get("low_is_good", False), "score direction"),
                     best=None if best is None else checked_whole(best, "best score", -MAX_SCORE, MAX_SCORE),
                     total=checked_whole(entry.get("total", 0), "total", -MAX_SCORE * played, MAX_SCORE * played),
                     streak=checked_whole(entry.get("streak", 0), "streak", -played, played),
                     recent=_recent(entry.get("recent", []), played), **counts)
        record.require_consistent()
        return record

    def require_consistent(self) -> None:
        """The counts are ones :meth:`adding` could have reached from nothing; raises :class:`Damaged`."""
        if self.won + self.lost != self.played:
            raise Damaged(f"it counts {self.won} won and {self.lost} lost of {self.played} played")
        if not max(self.streak, 0) <= self.best_streak <= self.played or self.with_undo > self.played:
            raise Damaged("its streaks or its matches with undo do not fit the matches played")
        if self.with_aids > self.played:
            raise Damaged("its matches with aids are more than the matches played")
        if (self.best is None) != (self.played == 0):
            raise Damaged("its best score does not fit the matches played")


COUNTS = {"played": "matches played", "won": "matches won", "lost": "matches lost",
          "best_streak": "best run", "with_undo": "matches with undo", "with_aids": "matches with aids",
          "practice": "practice matches"}
"""A record's counts, and how a message names each."""


class _Nothing:
    """No file to use: none there, or it was set aside (a file holding JSON ``null`` is not this)."""


NOTHING = _Nothing()


@dataclass(frozen=True, slots=True)
class Refusal:
    """The disk refused to save ``name`` (the first refusal of a run of them: the app says it once)."""

    name: str
    """Which file: :data:`MATCH_FILE`, :data:`SETTINGS_FILE` or :data:`STATS_FILE`."""
    errno: int | None
    """The system's error number (``EACCES``, ``EROFS``, ``ENOSPC``…), ``None`` when it gave none."""
    reason: str
    """The system's words for it ("Permission denied")."""


class Store:
    """The app's files in one folder; every method is safe to call with the folder missing or broken."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir()
        self.problems: list[str] = []
        """What went wrong reading files this run, in words, for the title screen to show."""
        self.refusals: deque[Refusal] = deque()
        """Saves the disk refused, for the app to tell the player at once, wherever they are: one per file until
        a save of that file goes through again (a read-only folder refuses every move's save: said once)."""
        self._refusing: set[str] = set()
        self._refusing_lock = threading.Lock()

    def watch_again(self, name: str) -> None:
        """Tell of the next refusal to save ``name`` even if it is still refused (a new match's first failed save
        is said, though the last match's were)."""
        with self._refusing_lock:
            self._refusing.discard(name)

    def _written(self, name: str, error: OSError | None) -> None:
        """Note how a save of ``name`` went (writes come from the autosave thread too: hence the lock)."""
        with self._refusing_lock:
            if error is None:
                self._refusing.discard(name)
            elif name not in self._refusing:
                self._refusing.add(name)
                self.refusals.append(Refusal(name, error.errno, str(error.strerror or error)))

    # -- the match in progress ------------------------------------------------------
    def save_match(self, match: SavedMatch) -> bool:
        """Write the match atomically; ``False`` (and a problem noted) if the disk refused."""
        stamped = replace(match, saved_at=time.time())
        return self._write(MATCH_FILE, stamped.to_dict())

    def load_match(self) -> SavedMatch | None:
        """The saved match, or ``None`` if there is none or it was unreadable (then set aside)."""
        data = self._read(MATCH_FILE, "saved match", MATCH_BYTES)
        if data is NOTHING:
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
        """The stored settings as a plain mapping (empty if none or unreadable, then set aside).

        The values are the caller's to check (:func:`game.ui.toolkit.settings.load_settings`), which
        calls :meth:`reject_settings` for any it cannot use.
        """
        data = self._read(SETTINGS_FILE, "settings", SETTINGS_BYTES)
        if data is NOTHING:
            return {}
        try:
            record = checked_record(data, "the settings")
            checked_format(record, FORMAT)
        except Damaged as error:
            self._set_aside(SETTINGS_FILE, "settings", str(error))
            return {}
        return {k: v for k, v in record.items() if k != "format"}

    def reject_settings(self, reason: str) -> None:
        """Some values of the settings could not be used: keep the file aside and say ``reason``."""
        self._set_aside(SETTINGS_FILE, "settings", reason, fresh="The rest were kept")

    # -- statistics ---------------------------------------------------------------------
    def record_result(self, result: MatchOutcome) -> bool:
        """Add a finished match to the statistics of its game and variant (a score beyond belief is refused)."""
        if not -MAX_SCORE <= result.score <= MAX_SCORE:
            self.problems.append(f"the score {result.score} is too large to count in the statistics")
            return False
        stats = self.load_stats()
        key = drawable(f"{result.game}/{result.variant}", KEY_LENGTH)
        title = drawable(result.title, TITLE_LENGTH) or key
        entry = stats.get(key) or Record(title, result.low_is_good)
        stats[key] = entry.adding(replace(result, title=title))
        return self._write_stats(stats)

    def load_stats(self) -> dict[str, Record]:
        """Every game and variant's record (empty if none or unreadable).

        Damaged entries are left out: the file as it was is set aside, and the good entries are written back.
        """
        data = self._read(STATS_FILE, "statistics", STATS_BYTES)
        if data is NOTHING:
            return {}
        try:
            record = checked_record(data, "the statistics")
            checked_format(record, FORMAT)
            entries = checked_record(record.get("records"), "its list of games")
            if len(entries) > MAX_RECORDS:
                raise Damaged(f"it holds {len(entries)} games, more than {MAX_RECORDS}")
        except Damaged as error:
            self._set_aside(STATS_FILE, "statistics", str(error))
            return {}
        out, damaged = _records(entries)
        if damaged:
            more = f" (and {len(damaged) - 1} more)" if len(damaged) > 1 else ""
            self._set_aside(STATS_FILE, "statistics", damaged[0] + more, fresh="The other games' records were kept")
            if out:
                self._write_stats(out)
        return out

    def _write_stats(self, stats: Mapping[str, Record]) -> bool:
        return self._write(STATS_FILE, {"format": FORMAT, "records": {k: v.to_dict() for k, v in stats.items()}})

    # -- files --------------------------------------------------------------------------
    def _write(self, name: str, data: Mapping[str, Any]) -> bool:
        text = json.dumps(data, indent=1, sort_keys=True)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=TEMP_SUFFIX, dir=self.folder)
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
            self._written(name, error)
            return False
        self._written(name, None)
        return True

    def sweep(self, now: float | None = None) -> int:
        """Remove the app's own stray temporary files from the folder; the number removed.

        Why: a save killed between writing its temporary file and renaming it leaves the file behind (200
        kills left 123 of them, 17 MB), and no later start removed any.  Only a regular file named exactly as
        :meth:`_write` names them (:data:`STRAY`) and older than :data:`STRAY_AGE` goes: never a file the app
        did not make, nor one another copy of the app is writing.  Nothing is said unless one could not be
        removed (then a problem, for the title).
        """
        moment = time.time() if now is None else now
        removed, stuck = 0, []
        for path in self._strays(moment):
            try:
                path.unlink()
                removed += 1
            except FileNotFoundError:
                continue  # another copy of the app swept it first
            except OSError as error:
                stuck.append(error.strerror or str(error))
        if stuck:
            self.problems.append(f"could not remove {len(stuck)} stray temporary file{'s' if len(stuck) > 1 else ''} "
                                 f"from {self.folder}: {stuck[0]}")
        return removed

    def _strays(self, now: float) -> list[Path]:
        """The folder's stray temporary files of the app's making (none if the folder cannot be listed)."""
        try:
            entries = [entry for entry in os.scandir(self.folder) if STRAY.fullmatch(entry.name)]
        except OSError:
            return []
        found = []
        for entry in entries:
            try:
                info = entry.stat(follow_symlinks=False)  # a link so named is not the app's: kept
            except OSError:
                continue
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STRAY_AGE:
                found.append(Path(entry.path))
        return found

    def _read(self, name: str, what: str, limit: int) -> object:
        """The JSON in ``name``; :data:`NOTHING` when there is none, or it was set aside (too big, not a
        file, not JSON of ours), or the disk refused (then only said: the file may be fine next time)."""
        path = self.folder / name
        try:
            return parse(read_bounded(path, limit))
        except FileNotFoundError:
            return NOTHING
        except Damaged as error:
            self._set_aside(name, what, str(error))
        except OSError as error:
            self.problems.append(f"could not read the {what}: {error.strerror or error}")
        return NOTHING

    def _set_aside(self, name: str, what: str, reason: str, fresh: str = "Starting fresh") -> None:
        """Move a bad file out of the way (kept for a curious player) and say so."""
        path = self.folder / name
        aside = _aside_name(path)
        try:
            os.replace(path, aside)
            where = f"; it was kept as {aside.name}"
        except OSError:
            where = ""
        self.problems.append(drawable(f"The {what} could not be used: {reason}{where}. {fresh}.", 600))


def _aside_name(path: Path) -> Path:
    """``<name>.bad-<time>``, numbered when another file was set aside in the same second (never over it)."""
    base = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    aside, number = base, 1
    while aside.exists() and number < 1000:
        number += 1
        aside = base.with_name(f"{base.name}-{number}")
    return aside


def _recent(value: object, played: int) -> tuple[tuple[int, bool], ...]:
    """The recent results as stored: at most :data:`RECENT` pairs of a score and a won flag, no more than the
    matches played (a file from before the chart has none)."""
    pairs = checked_list(value, "recent results", RECENT)
    if len(pairs) > played:
        raise Damaged(f"it lists {len(pairs)} recent results of {played} matches played")
    out = []
    for pair in pairs:
        items = checked_list(pair, "parts in a recent result", 2)
        if len(items) != 2:
            raise Damaged("a recent result is not a score and whether it was won")
        out.append((checked_whole(items[0], "a recent score", -MAX_SCORE, MAX_SCORE),
                    checked_flag(items[1], "a recent result's won flag")))
    return tuple(out)


def _records(entries: Mapping[str, object]) -> tuple[dict[str, Record], list[str]]:
    """The entries that check out, and what is wrong with each of the others, in words."""
    out: dict[str, Record] = {}
    damaged: list[str] = []
    for key, value in entries.items():
        try:
            checked_text(key, "key", KEY_LENGTH)
            out[key] = Record.from_dict(value)
        except Damaged as error:
            damaged.append(f"the entry {shown(key)} is damaged: {error}")
    return out, damaged
