"""The tournament's journal: every finished play, kept so measurements add up across runs and sessions.

A tournament needs hundreds of core-minutes before "Hard beats Medium" is
more than luck, more than one sitting affords.  Each play is therefore kept
with two stamps: the *settings* it was played under (think time, clock) and
the *code* that played it (:func:`code_print` of its game), and a later run
counts only plays whose stamps match the code it runs.  Change a bot or an
engine and its game's old plays stop counting; change a docstring and they
still count; change Expert's inference and only plays with an Expert seat
stop counting (:func:`expert_only`).

A path ending in ``.gz`` is kept compressed (the journal beside ``docs/ai.md``
is committed, so the next session resumes from it).  The file is rewritten
whole and atomically, so an interrupted run loses at most the plays since the
last write and never leaves half a line.
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from .games import names

ROOT = Path(__file__).resolve().parent.parent
"""The checkout: ``game/`` and ``rules/`` live under it."""

CODE_DIRS = ("game/engine", "game/ai")
"""Where the code that decides a play lives (the tournament's own loop is not counted)."""



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


def owner(stem: str) -> str | None:
    """The game a module belongs to by its name (``lohi_moves`` -> ``lohi``), or ``None`` if shared.

    >>> owner("lohi_rollout"), owner("lohai_bot"), owner("oh_hell"), owner("search")
    ('lohi', 'lohai', 'oh_hell', None)
    """
    return next((g for g in names() if stem == g or stem.startswith(g + "_")), None)


def expert_only(stem: str) -> bool:
    """Whether a module serves only Expert's inference, which no other level reaches.

    A play without an Expert seat does not depend on these modules (the test
    ``test_only_expert_reaches_its_inference`` traces every level's decisions to
    hold that true), so their changes leave such plays standing: the
    tournament's rows, which seat no Expert, need not be replayed for them.

    >>> expert_only("inference"), expert_only("lohai_inference"), expert_only("search")
    (True, True, False)
    """
    return stem in ("inference", "likelihood") or stem.endswith("_inference")


def _without_docstrings(tree: ast.AST) -> ast.AST:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(
                    first.value.value, str):
                node.body = node.body[1:] or [ast.Pass()]
    return tree


def _source_print(path: Path) -> str:
    """The module's syntax without comments, docstrings or layout: what it does, not how it reads."""
    return ast.dump(_without_docstrings(ast.parse(path.read_text(encoding="utf-8"))))


def _rules_print(path: Path) -> str:
    """The rule file's data, without its comments or layout."""
    return repr(yaml.safe_load(path.read_text(encoding="utf-8")))


@cache
def code_print(game: str, root: Path = ROOT, expert: bool = True) -> str:
    """A short hash of everything that decides how ``game`` is played by the bots.

    The shared engine and search modules, the game's own modules and its
    rule file; another game's modules do not count, and Expert's inference
    counts only for a play with an ``expert`` seat.
    """
    digest = hashlib.sha256()
    for folder in CODE_DIRS:
        for path in sorted((root / folder).glob("*.py")):
            if owner(path.stem) in (None, game) and (expert or not expert_only(path.stem)):
                digest.update(f"{folder}/{path.name}\n{_source_print(path)}\n".encode())
    rules = root / "rules" / f"{game}.yaml"
    if rules.exists():
        digest.update(_rules_print(rules).encode())
    return digest.hexdigest()[:16]


def stamp(key: tuple[Any, ...]) -> str:
    """The code print a play with this key carries: its game's, with Expert's inference if it seats Expert."""
    game, _, matchup = key[:3]
    return code_print(str(game), expert="expert" in str(matchup).split("-"))


@dataclass(slots=True)
class Journal:
    """The plays so far, in memory and (unless ``path`` is ``None``) on disk."""

    path: Path | None
    settings: str
    """The settings fingerprint plays must carry to count."""
    outcomes: dict[tuple[Any, ...], Outcome] = field(default_factory=dict)
    stale: int = 0
    """Plays in the file made with other settings or other code: kept in the file, not counted."""
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
        if entry.get("settings") == self.settings and entry.get("code") == stamp(outcome.key):
            self.outcomes[outcome.key] = outcome
        else:
            self.stale += 1

    def record(self, outcome: Outcome) -> None:
        self.outcomes[outcome.key] = outcome
        entry = {"settings": self.settings, "code": stamp(outcome.key), **asdict(outcome)}
        self._lines.append(json.dumps(entry, separators=(",", ":")))

    def save(self) -> None:
        """Write every line (stale ones too: they cost nothing and a revert may revive them), atomically."""
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_name(self.path.name + ".tmp")
        text = "".join(line + "\n" for line in self._lines)
        if self.path.suffix == ".gz":
            partial.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=6, mtime=0))
        else:
            partial.write_text(text, encoding="utf-8")
        partial.replace(self.path)


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
