"""The tournament's journal: every finished play, kept so measurements add up across runs and sessions.

A tournament needs hundreds of core-minutes before "Hard beats Medium" is
more than luck, more than one sitting affords.  Each play is therefore kept
with two stamps: the *settings* it was played under (think time, clock) and
the *behaviour* of the code that played it, and a later run counts only the
plays whose stamps match what it would play now.

The behaviour stamp (:func:`stamp`) is :func:`.behaviour.behaviour_print`:
a hash of what the engine and the bots *do* (seeded random matches of the
play's variant, and the decisions each level seated in the play makes at a
few dozen fixed positions), never of their source.  So a refactor that moves,
renames or rewrites code without changing a single decision keeps every play,
while a change of rules or of a level's play retires exactly the plays it
bears on: a play counts the levels of its own matchup, so a change to
Expert alone leaves a Hard-against-Medium play standing.  The print takes
about a minute for every game and matchup on one core, once per process.

Each line is one JSON object: ``settings``, ``behaviour`` (the stamp), then
the :class:`Outcome`.  Lines from before the behaviour print carry ``code``,
a hash of the source of game/engine and game/ai that the old scheme
compared; the plays whose ``code`` matched the code that played them were
given their ``behaviour`` stamp at that same code (by
``tools/restamp_journal.py`` in the commit "Journal: stamp plays with a
behaviour print", removed once run), and ``code`` stays on them as history.  A line
without a matching ``behaviour`` stamp is kept but does not count; a revert
may revive it.  Should the print's recipe ever change, every stamp changes
with it: compute the old and new prints at unchanged code and :func:`restamp`
the journal, as that commit did.  It changed once since: a play was first
printed in all its game's measured variants, so a change to Lohai
Partnership alone retired every Lohai row; since 2026-11-27 a play carries
its own variant's print, and the journal was restamped at the code of each
of its plays (the commit "Journal: a play carries its own variant's print").

A path ending in ``.gz`` is kept compressed (the journal beside ``docs/ai.md``
is committed, so the next session resumes from it).  The file is rewritten
whole and atomically, so an interrupted run loses at most the plays since the
last write and never leaves half a line.

``python -m lab.tournament.journal --prints`` shows the print of every game and
matchup the tournament measures: the same table before and after a refactor
shows that it changed no play.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.commands import command
from game.games import names

from ..behaviour import POSITIONS, behaviour_print
from ..measures import MATCHUPS, variants_of


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one play produced: each hand's scores and each level's decision times (ms)."""

    key: tuple[str, str, str, int, int, int]
    """Game, variant, matchup, hands per unit, deal seed, the strong seat."""
    scores: tuple[tuple[int, ...], ...]
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    seconds: float = 0.0
    machine: str = ""
    """Cores and processor that played it (Hard thinks on the clock, so this bears on its strength);
    empty for plays from before the journal recorded it."""


def levels_of(matchup: str) -> frozenset[str]:
    """The levels a matchup seats: ``"hard-medium"`` seats Hard and Medium.

    >>> sorted(levels_of("hard-medium")), sorted(levels_of("random-random"))
    (['hard', 'medium'], ['random'])
    """
    return frozenset(matchup.split("-"))


def stamp(key: tuple[Any, ...]) -> str:
    """The behaviour print a play with this key carries: its game's in its own variant, for the levels it seats.

    A variant's own print, not the game's across its variants: a change to one
    Lohai variant's play (Partnership's teams, say) retires that variant's rows
    and leaves the others' standing, where each variant's row needs hours.
    """
    game, variant, matchup = (str(part) for part in key[:3])
    return behaviour_print(game, (variant,), levels_of(matchup), POSITIONS)


@dataclass(slots=True)
class Journal:
    """The plays so far, in memory and (unless ``path`` is ``None``) on disk."""

    path: Path | None
    settings: str
    """The settings fingerprint plays must carry to count."""
    outcomes: dict[tuple[Any, ...], Outcome] = field(default_factory=dict)
    stale: int = 0
    """Plays in the file made with other settings, or by code that plays otherwise: kept in the file, not counted."""
    _lines: list[str] = field(default_factory=list)

    @classmethod
    def open(cls, path: Path | None, settings: str) -> Journal:
        journal = cls(path, settings)
        for line in _read_lines(path):
            journal._take(line)
        return journal

    def _take(self, line: str) -> None:
        try:
            entry = json.loads(line)
            outcome = Outcome(tuple(entry["key"]), tuple(tuple(h) for h in entry["scores"]),
                              entry["decision_ms"], entry["seconds"], str(entry.get("machine", "")))
        except (json.JSONDecodeError, KeyError, TypeError):
            return  # a line cut short, or not a play: not worth keeping
        self._lines.append(line)
        if entry.get("settings") == self.settings and entry.get("behaviour") == stamp(outcome.key):
            self.outcomes[outcome.key] = outcome
        else:
            self.stale += 1

    def record(self, outcome: Outcome) -> None:
        self.outcomes[outcome.key] = outcome
        entry = {"settings": self.settings, "behaviour": stamp(outcome.key), **asdict(outcome)}
        self._lines.append(json.dumps(entry, separators=(",", ":")))

    def save(self) -> None:
        """Write every line (stale ones too: they cost nothing and a revert may revive them), atomically."""
        if self.path is not None:
            _write_lines(self.path, self._lines)


def _write_lines(path: Path, lines: Sequence[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".tmp")
    text = "".join(line + "\n" for line in lines)
    if path.suffix == ".gz":
        partial.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=6, mtime=0))
    else:
        partial.write_text(text, encoding="utf-8")
    partial.replace(path)


def _read_lines(path: Path | None) -> Iterable[str]:
    if path is None or not path.exists():
        return []
    try:
        data = path.read_bytes()
        if path.suffix == ".gz":
            data = gzip.decompress(data)
        return data.decode("utf-8").splitlines()
    except (OSError, EOFError, UnicodeDecodeError) as error:  # gzip.BadGzipFile is an OSError
        raise ValueError(f"{path}: not a journal this tool can read ({error}); move it aside to start afresh") \
            from error


def restamp(path: Path, current: Callable[[dict[str, Any]], bool]) -> tuple[int, int]:
    """Give every line of the journal at ``path`` that ``current`` accepts today's behaviour stamp.

    ``current`` says, from a line's entry, whether the play was made by the
    code as it is now (by an older stamp computed at this same code); the
    other lines are kept as they are.  Returns the lines restamped and the
    lines left alone.
    """
    lines, restamped = [], 0
    for line in _read_lines(path):
        entry = json.loads(line)
        if current(entry):
            line = json.dumps({"settings": entry["settings"], "behaviour": stamp(tuple(entry["key"])),
                               **{k: v for k, v in entry.items() if k not in ("settings", "behaviour")}},
                              separators=(",", ":"))
            restamped += 1
        lines.append(line)
    _write_lines(path, lines)
    return restamped, len(lines) - restamped


def prints(games: Sequence[str] | None = None, matchups: Sequence[str] | None = None,
           count: int = POSITIONS) -> list[tuple[str, str, str]]:
    """(game:variant, matchup, print) for every variant and matchup the tournament measures (or those given):
    the stamps its plays carry."""
    return [(f"{game}:{variant}", matchup, behaviour_print(game, (variant,), levels_of(matchup), count))
            for game in games or names() for variant in variants_of(game) for matchup in matchups or MATCHUPS]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m lab.tournament.journal", description=__doc__.split("\n\n")[0])
    p.add_argument("--prints", action="store_true",
                   help="print the behaviour print of every game and matchup the tournament measures")
    p.add_argument("--games", help="comma separated games (default: the tournament's)")
    p.add_argument("--matchups", help="comma separated STRONG-WEAK levels (default: the tournament's)")
    p.add_argument("--positions", type=int, default=POSITIONS,
                   help="positions a game (default %(default)s, the journal's; fewer for a quick look)")
    args = p.parse_args(argv)
    if not args.prints:
        p.print_help()
        return 2
    start = time.process_time()
    for game, matchup, value in prints(args.games.split(",") if args.games else None,
                                       args.matchups.split(",") if args.matchups else None, args.positions):
        print(f"{game:<8} {matchup:<12} {value}", flush=True)
    print(f"lab.tournament.journal: {time.process_time() - start:.1f} s of processor time", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(command(main))
