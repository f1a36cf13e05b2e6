"""Every game in one place: the registry the engine, the bots, the table and the tools derive from.

A game is more than its engine module: a rule bot and what counts as a blunder
for Easy, how search values a hand and rolls it out, how Expert reads the
opponents, what the tournament measures, the cards on the title's fan, the
table plug-in and the bench's cases.  Each :class:`GameSpec` names all of them,
and :data:`GAMES` holds the five built-in games, in the order the app shows
them; nothing else in ``game/`` keeps a list of games.

The code a spec names is written ``"module:attribute"`` and loaded only when
asked for (:func:`piece`).  That keeps this module a leaf that imports nothing
of the project: the engine's rule loader can ask it which engines exist
without importing any engine, the worker process never imports the table, and
``build.spec`` reads every module an app needs from :func:`modules`.

A game that lives outside ``game/`` (the test suite's Whist) registers its own
spec with :func:`register`, from its own package; the tools find such a
package through ``LOHAI_FRIENDS_GAMES`` (module names, comma separated), so
adding a game edits no shared module.

>>> [spec.name for spec in GAMES]
['oh_hell', 'laus', 'lohai', 'lohi', 'koira']
>>> spec_for("lohai").engine
'game.engine.lohai'
"""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .assets import rules_dir

RULES_DIR = rules_dir()
"""The built-in rule files, one per game, named after the game."""

PLUGINS = "LOHAI_FRIENDS_GAMES"
"""An environment variable naming modules (comma separated) that register games of their own."""


@dataclass(frozen=True, slots=True)
class BenchCase:
    """One line of ``lab.bench``: a variant (``None``: the default) at a table of ``players``."""

    variant: str | None
    players: int


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game, every part of it named (``"module:attribute"`` for code, loaded by :func:`piece`).

    Optional parts are empty strings: the shared default serves (a random rule
    bot, no blunders, plain sampling, random rollouts, the generic scoring).
    """

    name: str
    """The engine's name, as rule files write it (``engine: lohai``) and saves keep it."""
    engine: str
    """The engine module (``apply``, ``view``, ``new_match`` for this game's states)."""
    rules: Path
    """The built-in rule file."""
    policy: str = ""
    """The rule bot: ``(view, rules, rng) -> Action``, the Steady level and Easy's base."""
    blunder: str = ""
    """What Easy never slips into: ``(view, action) -> bool``."""
    taker: str = ""
    """Who takes the trick an action closes, as its seat sees it: ``(view, action) -> Taken | None``, a seat or
    the seats tied to play it off (:data:`game.ai.levels.Taken`; ``None``: it closes none, or a decision still to
    come says).  Easy's slips never change it; empty: the game has no tricks."""
    scoring: str = ""
    """How search values a finished (or cut-off) hand: a :class:`game.ai.rewards.Scoring`."""
    rollout_seat: str = ""
    """How the rule bot reads a sampled world during search (a :class:`game.ai.seats.Seat`: the game's own, typed
    as its bot's position, or the untyped ``WorldSeat``); empty: search rolls this game out at random."""
    rollout: str = ""
    """The rule bot's rollout written straight against the world, for speed (it must play as the rule bot does
    through :attr:`rollout_seat`); empty: the rule bot itself rolls out."""
    evidence: str = ""
    """How Expert weighs a sampled world by the opponents' bids and plays: a :class:`game.ai.inference.Reading`."""
    goal: str = ""
    """What a player aims at in one hand, for the coach: a :class:`game.ai.goals.Aim`; empty: the hand score."""
    measure: str = ""
    """What the lab's tournament counts as doing well: a :class:`lab.measures.Measure`.  Read by the lab alone
    (``lab/`` never ships), so :func:`modules` leaves it out of what a frozen app carries."""
    table: str = "game.ui.table.plugin:GameTable"
    """The game's own part of the table (a :class:`game.ui.table.plugin.GameTable`); by default plain tricks."""
    cues: str = ""
    """The sounds of the game's own events: a dict of event class to sound name (:mod:`game.ui.table.cues`)."""
    motif: str = ""
    """Three cards for the title's fan (``"AS JK QH"``); empty: the deck's three highest."""
    all_variants: bool = False
    """The tournament measures every variant, not only the default."""
    bench: tuple[BenchCase, ...] = ()
    """The tables ``lab.bench`` times."""
    extra_modules: tuple[str, ...] = field(default_factory=tuple)
    """Modules loaded by name at run time that a frozen app must carry besides those named above."""
    won_means: str = ""
    """What the statistics' "Won" counts when the game has a loser and no winner ("not the Koira"); the
    final scores then say nothing of how well one played, so no best or average is shown.  Empty: a win."""


def _spec(name: str, **parts: Any) -> GameSpec:
    return GameSpec(name=name, engine=f"game.engine.{name}", rules=RULES_DIR / f"{name}.yaml", **parts)


GAMES: tuple[GameSpec, ...] = (
    _spec("oh_hell", policy="game.ai.rulebots:oh_hell", blunder="game.ai.rulebots:oh_hell_blunder",
          taker="game.ai.rulebots:trick_taker",
          scoring="game.ai.rewards:OH_HELL", rollout_seat="game.ai.seats:OhHellSeat",
          rollout="game.ai.oh_hell_playout:oh_hell_rollout",
          evidence="game.ai.inference:OH_HELL", goal="game.ai.goals:OH_HELL",
          measure="lab.measures:OH_HELL", motif="AS JK QH",
          table="game.ui.games.oh_hell.table:OhHellTable",
          bench=(BenchCase("classic", 4), BenchCase("classic", 6))),
    _spec("laus", policy="game.ai.rulebots:laus", blunder="game.ai.rulebots:laus_blunder",
          taker="game.ai.rulebots:trick_taker",
          scoring="game.ai.rewards:LAUS", rollout_seat="game.ai.seats:LausSeat",
          evidence="game.ai.inference:LAUS", goal="game.ai.goals:LAUS",
          measure="lab.measures:LAUS", cues="game.ui.games.laus:CUES",
          table="game.ui.games.laus.table:LausTable", motif="JC JS QS",
          bench=(BenchCase(None, 3), BenchCase(None, 4))),
    _spec("lohai", policy="game.ai.lohai_bot:lohai", blunder="game.ai.lohai_bot:lohai_blunder",
          taker="game.ai.lohai_bot:lohai_taker",
          scoring="game.ai.rewards:LOHAI", rollout_seat="game.ai.seats:LohaiSeat",
          rollout="game.ai.lohai_playout:lohai_rollout",
          evidence="game.ai.inference:LOHAI", goal="game.ai.goals:LOHAI",
          measure="lab.measures:LOHAI", cues="game.ui.games.lohai:CUES",
          table="game.ui.games.lohai.table:LohaiTable", motif="KH SHK GIV",
          all_variants=True, bench=(BenchCase(None, 4), BenchCase("three_player", 3))),
    _spec("lohi", policy="game.ai.lohi_bot:lohi", blunder="game.ai.lohi_bot:lohi_blunder",
          scoring="game.ai.rewards:LOHI", rollout_seat="game.ai.seats:LohiSeat",
          rollout="game.ai.lohi_rollout:lohi_rollout",
          goal="game.ai.goals:LOHI",
          measure="lab.measures:LOHI", cues="game.ui.games.lohi:CUES", table="game.ui.games.lohi.table:LohiTable",
          motif="5H 6H 7H",
          bench=(BenchCase(None, 3), BenchCase(None, 5)), extra_modules=("game.engine.lohi.moves",)),
    _spec("koira", policy="game.ai.koira_bot:koira", blunder="game.ai.koira_bot:koira_blunder",
          taker="game.ai.koira_bot:koira_taker",
          scoring="game.ai.rewards:KOIRA", rollout_seat="game.ai.seats:KoiraSeat", goal="game.ai.goals:KOIRA",
          measure="lab.measures:KOIRA", cues="game.ui.games.koira:CUES",
          table="game.ui.games.koira.table:KoiraTable",
          motif="QS KS AS", bench=(BenchCase(None, 4), BenchCase(None, 8)),
          extra_modules=("game.engine.koira.moves", "game.engine.koira.events"), won_means="not the Koira"),
)
"""The built-in games, in the order the title, the tournament and the bench show them."""

_REGISTERED: dict[str, GameSpec] = {}
_PLUGINS_LOADED: set[str] = set()


def register(spec: GameSpec) -> GameSpec:
    """Add a game from outside ``game/`` (its own package calls this once, at import)."""
    if any(s.name == spec.name for s in GAMES):
        raise ValueError(f"'{spec.name}' is a built-in game; give yours another name")
    _REGISTERED[spec.name] = spec
    return spec


def _load_plugins() -> None:
    for module in filter(None, (m.strip() for m in os.environ.get(PLUGINS, "").split(","))):
        if module not in _PLUGINS_LOADED:
            _PLUGINS_LOADED.add(module)
            importlib.import_module(module)


def all_games() -> tuple[GameSpec, ...]:
    """The built-in games, then any registered ones (those named in ``LOHAI_FRIENDS_GAMES`` included)."""
    _load_plugins()
    return GAMES + tuple(_REGISTERED.values())


def names() -> tuple[str, ...]:
    """Every game's name: the closed set a rule file's ``engine:`` may take."""
    return tuple(spec.name for spec in all_games())


def spec_for(name: str) -> GameSpec:
    """The spec of the game called ``name``; raises ``KeyError`` for an unknown game."""
    for spec in all_games():
        if spec.name == name:
            return spec
    raise KeyError(name)


def find(name: str) -> GameSpec | None:
    """The spec of ``name``, or ``None``: for callers that fall back to a shared default."""
    try:
        return spec_for(name)
    except KeyError:
        return None


def rule_files() -> list[Path]:
    """Every game's built-in rule file, sorted by file name so menus and tests are stable."""
    return sorted((spec.rules for spec in all_games() if spec.rules.is_file()), key=lambda p: p.name)


def owner(path: str | Path) -> GameSpec | None:
    """The game whose own rule file ``path`` is; ``None`` for a house-rules file or any other file.

    Wherever a file sits (``rules/`` or a plug-in's package), the registry says whose it is.
    """
    try:
        wanted = _resolved(str(path))
        return next((spec for spec in all_games() if _resolved(str(spec.rules)) == wanted), None)
    except OSError:
        return None


@functools.lru_cache(maxsize=256)
def _resolved(path: str) -> Path:
    """A path made absolute once: the title asks whose file each game is on every frame it draws."""
    return Path(path).resolve()


def piece(ref: str) -> Any:
    """The object a ``"module:attribute"`` reference names (a module alone for ``"module"``)."""
    module, _, attribute = ref.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, attribute) if attribute else loaded


def modules(spec: GameSpec) -> Iterator[str]:
    """Every module ``spec`` names: what a frozen app must carry for this game (``build.spec``)."""
    refs = (spec.engine, spec.policy, spec.blunder, spec.taker, spec.scoring, spec.rollout_seat, spec.rollout,
            spec.evidence, spec.goal, spec.table, spec.cues, *spec.extra_modules)
    yield from dict.fromkeys(ref.partition(":")[0] for ref in refs if ref)
