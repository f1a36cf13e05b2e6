"""Every game in one place: the registry the engine, the bots, the table and the tools derive from.

A game is more than its engine module: a rule bot and what counts as a blunder
for Easy, how search values a hand and rolls it out, how Expert reads the
opponents, what the tournament measures, the cards on the title's fan, the
table plug-in and the bench's cases.  Each :class:`GameSpec` names all of them,
and :data:`GAMES` holds the five built-in games, in the order the app shows
them; nothing else in ``game/`` keeps a list of games.

The code a spec names is written ``"module:attribute"`` and loaded only when
asked for (:func:`piece`, or :func:`load`, which checks it).  That keeps this
module a leaf that imports nothing of the project: the engine's rule loader
can ask it which engines exist without importing any engine, the worker
process never imports the table, and ``build.spec`` reads every module an app
needs from :func:`modules`.

Each code field declares what it must hold, a :class:`Kind` (a callable of so
many arguments, an instance or a subclass of a class named the same way, a
module); :func:`load` holds a part to it, and :func:`register` loads every part
of a new game at once, so a typo or a wrong kind of object is refused at the
door with a ``ValueError`` naming the game, the field and the reference.  The
types those kinds stand for (``Policy``, ``Scoring``, ``Seat``...) live above
this module, and the import graph must not run back down to it, so mypy sees
them through a :class:`Part`: a typed handle on one field, declared where its
type lives (``SCORING: Part[Scoring] = Part("scoring")`` in
:mod:`game.ai.rewards`), whose :meth:`Part.of` loads, checks and returns it.

A game that lives outside ``game/`` (the test suite's Whist) registers its own
spec with :func:`register`, from its own package; the tools find such a
package through ``LOHAI_FRIENDS_GAMES`` (module names, comma separated), so
adding a game edits no shared module.

>>> all(spec_for(spec.name) is spec and spec.engine == f"game.engine.{spec.name}" for spec in GAMES)
True
>>> piece(f"{GAMES[0].engine}:make_match").__module__.startswith(GAMES[0].engine + ".")
True
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import inspect
import os
from collections.abc import Iterator
from dataclasses import Field, dataclass, field, fields
from pathlib import Path
from types import ModuleType
from typing import Any, Generic, Literal, TypeVar, cast

from .assets import rules_dir

RULES_DIR = rules_dir()
"""The built-in rule files, one per game, named after the game."""

PLUGINS = "LOHAI_FRIENDS_GAMES"
"""An environment variable naming modules (comma separated) that register games of their own."""


@dataclass(frozen=True, slots=True)
class Kind:
    """What one of a spec's code fields must name, said without importing it (this module stays a leaf).

    The protocol a part meets is a class of a module above this one, so it is named the way a part is
    (``"module:attribute"``) and loaded only to check a part against it.
    """

    words: str
    """What it is, for a refusal's message: "a function (view, rules, rng)"."""
    arity: int = 0
    """More than 0: a callable that takes this many positional arguments."""
    instance: str = ""
    """An instance of the class this names (``"game.ai.rewards:Scoring"``)."""
    subclass: str = ""
    """A class deriving from the one this names (``"game.ai.seats:Seat"``)."""
    module: tuple[str, ...] = ()
    """A module (the reference names no attribute) that defines these names."""
    at_the_door: bool = True
    """:func:`register` loads it; ``False`` for the table's parts, which would bring pygame into a worker or a
    command-line tool that imports a plug-in: those are checked only that their module exists, and fully when
    first loaded (:func:`load`) and by the tests."""

    def misfit(self, found: object) -> str | None:
        """Why ``found`` is not of this kind, or ``None`` when it is."""
        if self.module:
            if not isinstance(found, ModuleType):
                return f"not a module but {type(found).__name__}"
            missing = [name for name in self.module if not hasattr(found, name)]
            return f"{found.__name__} has no {', '.join(missing)}" if missing else None
        if self.arity:
            if not callable(found):
                return f"{type(found).__name__} is not callable: it should be {self.words}"
            try:
                inspect.signature(found).bind(*range(self.arity))
            except TypeError:
                return f"{getattr(found, '__name__', found)!s} does not take {self.arity} arguments: it should be " \
                       f"{self.words}"
            except ValueError:
                return None  # a builtin without a signature: trusted
        if self.instance and not isinstance(found, piece(self.instance)):
            return f"a {type(found).__name__}, not {self.words}"
        if self.subclass and not (isinstance(found, type) and issubclass(found, piece(self.subclass))):
            return f"{getattr(found, '__name__', type(found).__name__)} is not {self.words}"
        return None


def part(kind: Kind, default: str = "") -> Any:
    """A spec field naming code of ``kind`` (kept in the field's metadata, where :func:`load` finds it)."""
    return field(default=default, metadata={"kind": kind})


Better = Literal["higher", "lower"]
"""Which way a game's hand scores run: the higher the better, or the lower."""

POLICY = Kind("a rule bot: a function (view, rules, rng) -> Action", arity=3)
BLUNDER = Kind("a blunder test: a function (view, action) -> bool", arity=2)
TAKER = Kind("a taker: a function (view, action) -> seat, seats or None", arity=2)
SCORING = Kind("a game.ai.rewards.Scoring", instance="game.ai.rewards:Scoring")
SEAT = Kind("a subclass of game.ai.seats.Seat", subclass="game.ai.seats:Seat")
ROLLOUT = Kind("a rollout step: a function (world, rng) -> Action", arity=2)
PLAY_OUT = Kind("a play-out: a function (world, rng, cap)", arity=3)
READING = Kind("a game.ai.inference.Reading", instance="game.ai.inference:Reading")
AIM = Kind("a game.ai.goals.Aim", instance="game.ai.goals:Aim")
TABLE = Kind("a subclass of game.ui.table.plugin.GameTable", subclass="game.ui.table.plugin:GameTable",
             at_the_door=False)
CUES = Kind("a dict of event class to sound name", instance="builtins:dict", at_the_door=False)
ENGINE = Kind("an engine module", module=("make_match", "new_hand"))


@dataclass(frozen=True, slots=True)
class BenchCase:
    """One line of ``lab.bench``: a variant (``None``: the default) at a table of ``players``."""

    variant: str | None
    players: int


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game, every part of it named (``"module:attribute"`` for code, loaded and checked by :func:`load`).

    Optional parts are empty strings: the shared default serves (a random rule
    bot, no blunders, plain sampling, random rollouts, the generic scoring).
    Each code field's :class:`Kind` is in its metadata (:func:`part`).
    """

    name: str
    """The engine's name, as rule files write it (``engine: lohai``) and saves keep it."""
    engine: str = field(metadata={"kind": ENGINE})
    """The engine module (``apply``, ``view``, ``new_match`` for this game's states)."""
    rules: Path
    """The built-in rule file."""
    better: Better
    """Which hand scores win, ``"higher"`` or ``"lower"`` (required): the generic scoring, the generic aim and
    search read the engine's ``hand_scores()`` this way round, so a game where points count against you
    (Laus's penalties, a misère) is never searched upside down."""
    policy: str = part(POLICY)
    """The rule bot: ``(view, rules, rng) -> Action``, the Steady level and Easy's base."""
    blunder: str = part(BLUNDER)
    """What Easy never slips into: ``(view, action) -> bool``."""
    taker: str = part(TAKER)
    """Who takes the trick an action closes, as its seat sees it: ``(view, action) -> Taken | None``, a seat or
    the seats tied to play it off (:data:`game.ai.levels.Taken`; ``None``: it closes none, or a decision still to
    come says).  Easy's slips never change it; empty: the game has no tricks."""
    scoring: str = part(SCORING)
    """How search values a finished (or cut-off) hand: a :class:`game.ai.rewards.Scoring`."""
    rollout_seat: str = part(SEAT)
    """How the rule bot reads a sampled world during search (a :class:`game.ai.seats.Seat`: the game's own, typed
    as its bot's position, or the untyped ``WorldSeat``); empty: search rolls this game out at random."""
    rollout: str = part(ROLLOUT)
    """The rule bot's rollout written straight against the world, for speed (it must play as the rule bot does
    through :attr:`rollout_seat`); empty: the rule bot itself rolls out."""
    play_out: str = part(PLAY_OUT)
    """The :attr:`rollout` played to the end (or to a cap of moves) in one call, making exactly its choices, only
    faster (:mod:`game.ai.playouts`); empty: the rollout is stepped."""
    evidence: str = part(READING)
    """How Expert weighs a sampled world by the opponents' bids and plays: a :class:`game.ai.inference.Reading`."""
    goal: str = part(AIM)
    """What a player aims at in one hand, for the coach: a :class:`game.ai.goals.Aim`; empty: the hand score."""
    measure: str = ""
    """What the lab's tournament counts as doing well: a :class:`lab.measures.Measure`.  Read by the lab alone
    (``lab/`` never ships), so :func:`modules` leaves it out of what a frozen app carries."""
    table: str = part(TABLE, "game.ui.table.plugin:GameTable")
    """The game's own part of the table (a :class:`game.ui.table.plugin.GameTable`); by default plain tricks."""
    cues: str = part(CUES)
    """The sounds of the game's own events: a dict of event class to sound name (:mod:`game.ui.table.cues`)."""
    before_play: tuple[str, ...] = ()
    """The phases whose decisions come before the first card (Oh Hell's ``bid``, Laus's ``skat`` and
    ``discard``): judged by the whole hand after them, Hard and Expert take them by the search's best mean."""
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


def _spec(name: str, better: Better, **parts: Any) -> GameSpec:
    return GameSpec(name=name, engine=f"game.engine.{name}", rules=RULES_DIR / f"{name}.yaml", better=better,
                    **parts)


def _ai(name: str, module: str, attribute: str) -> str:
    """A built-in game's computer part: each game keeps its own in ``game/ai/games/<name>/``."""
    return f"game.ai.games.{name}.{module}:{attribute}"


GAMES: tuple[GameSpec, ...] = (
    _spec("oh_hell", "higher", policy=_ai("oh_hell", "bot", "oh_hell"),
          blunder=_ai("oh_hell", "bot", "oh_hell_blunder"), taker="game.ai.rulebots:trick_taker",
          scoring=_ai("oh_hell", "scoring", "SCORING"), rollout_seat=_ai("oh_hell", "seat", "OhHellSeat"),
          rollout=_ai("oh_hell", "playout", "oh_hell_rollout"), play_out=_ai("oh_hell", "playout", "oh_hell_play_out"),
          evidence=_ai("oh_hell", "evidence", "READING"), goal=_ai("oh_hell", "scoring", "AIM"),
          measure="lab.measures:OH_HELL", motif="AS JK QH", before_play=("bid",),
          table="game.ui.games.oh_hell.table:OhHellTable",
          bench=(BenchCase("classic", 4), BenchCase("classic", 6))),
    _spec("laus", "lower", policy=_ai("laus", "bot", "laus"), blunder=_ai("laus", "bot", "laus_blunder"),
          taker="game.ai.rulebots:trick_taker",
          scoring=_ai("laus", "scoring", "SCORING"), rollout_seat=_ai("laus", "seat", "LausSeat"),
          evidence=_ai("laus", "evidence", "READING"), goal=_ai("laus", "scoring", "AIM"),
          measure="lab.measures:LAUS", cues="game.ui.games.laus:CUES",
          table="game.ui.games.laus.table:LausTable", motif="JC JS QS", before_play=("skat", "discard"),
          bench=(BenchCase(None, 3), BenchCase(None, 4))),
    _spec("lohai", "higher", policy=_ai("lohai", "bot", "lohai"), blunder=_ai("lohai", "bot", "lohai_blunder"),
          taker=_ai("lohai", "bot", "lohai_taker"),
          scoring=_ai("lohai", "scoring", "SCORING"), rollout_seat=_ai("lohai", "seat", "LohaiSeat"),
          rollout=_ai("lohai", "playout", "lohai_rollout"), play_out=_ai("lohai", "playout", "lohai_play_out"),
          evidence=_ai("lohai", "evidence", "READING"), goal=_ai("lohai", "scoring", "AIM"),
          measure="lab.measures:LOHAI", cues="game.ui.games.lohai:CUES",
          table="game.ui.games.lohai.table:LohaiTable", motif="KH SHK GIV",
          all_variants=True, bench=(BenchCase(None, 4), BenchCase("three_player", 3))),
    _spec("lohi", "higher", policy=_ai("lohi", "bot", "lohi"), blunder=_ai("lohi", "bot", "lohi_blunder"),
          scoring=_ai("lohi", "scoring", "SCORING"), rollout_seat=_ai("lohi", "seat", "LohiSeat"),
          rollout=_ai("lohi", "rollout", "lohi_rollout"), goal=_ai("lohi", "scoring", "AIM"),
          evidence=_ai("lohi", "evidence", "READING"),
          measure="lab.measures:LOHI", cues="game.ui.games.lohi:CUES", table="game.ui.games.lohi.table:LohiTable",
          motif="5H 6H 7H",
          bench=(BenchCase(None, 3), BenchCase(None, 5)), extra_modules=("game.engine.lohi.moves",)),
    _spec("koira", "lower", policy=_ai("koira", "bot", "koira"), blunder=_ai("koira", "bot", "koira_blunder"),
          taker=_ai("koira", "bot", "koira_taker"),
          scoring=_ai("koira", "scoring", "SCORING"), rollout_seat=_ai("koira", "seat", "KoiraSeat"),
          goal=_ai("koira", "scoring", "AIM"), evidence=_ai("koira", "evidence", "READING"),
          measure="lab.measures:KOIRA", cues="game.ui.games.koira:CUES",
          table="game.ui.games.koira.table:KoiraTable",
          motif="QS KS AS", bench=(BenchCase(None, 4), BenchCase(None, 8)),
          extra_modules=("game.engine.koira.moves", "game.engine.koira.events"), won_means="not the Koira"),
)
"""The built-in games, in the order the title, the tournament and the bench show them."""

_REGISTERED: dict[str, GameSpec] = {}
_PLUGINS_LOADED: set[str] = set()


def register(spec: GameSpec) -> GameSpec:
    """Add a game from outside ``game/`` (its own package calls this once, at import).

    Every part it names is loaded and held to its field's :class:`Kind` first (:func:`check`), so a typo or a
    wrong kind of object fails here, naming the game, the field and the reference, not in a search later.
    """
    if any(s.name == spec.name for s in GAMES):
        raise ValueError(f"'{spec.name}' is a built-in game; give yours another name")
    check(spec)
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
    """The spec of the game called ``name``; raises ``KeyError`` for an unknown game.

    The built-in games are looked at first, without reading the plug-ins' setting: every deal asks this (through
    its rule set's engine module), and a plug-in cannot take a built-in game's name (:func:`register`)."""
    for spec in GAMES:
        if spec.name == name:
            return spec
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


def code_fields() -> tuple[Field[Any], ...]:
    """The spec's fields that name code, each with its :class:`Kind` in its metadata."""
    return tuple(f for f in fields(GameSpec) if "kind" in f.metadata)


def kind_of(name: str) -> Kind:
    """The :class:`Kind` the spec's field ``name`` must hold; ``KeyError`` for a field that names no code."""
    for each in code_fields():
        if each.name == name:
            found: Kind = each.metadata["kind"]
            return found
    raise KeyError(f"GameSpec has no field {name!r} that names code")


_FITTING: dict[tuple[str, str, str], int] = {}
"""(game, field, reference) -> the id of the object last found to fit, so a part is checked once, not on each use."""


def load(spec: GameSpec, name: str) -> object:
    """The part ``spec`` names in its field ``name``, held to the field's :class:`Kind`.

    Raises ``ValueError`` naming the game, the field and the reference: ``cribbage: policy 'cribbage.ai:polcy':
    no attribute 'polcy' in cribbage.ai``.  An empty field loads nothing: the caller's default serves.
    """
    ref: str = getattr(spec, name)
    kind = kind_of(name)

    def refused(why: str) -> ValueError:
        return ValueError(f"{spec.name}: {name} {ref!r}: {why}")

    module, _, attribute = ref.partition(":")
    try:
        loaded = importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name is None or not module.startswith(error.name):
            raise  # the module is there, and one it imports is not: that is the module's own error
        raise refused(f"no module {error.name}") from None
    if attribute and not hasattr(loaded, attribute):
        raise refused(f"no attribute {attribute!r} in {module}")
    found = getattr(loaded, attribute) if attribute else loaded
    key = (spec.name, name, ref)
    if _FITTING.get(key) != id(found):
        why = kind.misfit(found)
        if why is not None:
            raise refused(why)
        _FITTING[key] = id(found)
    return found


def check(spec: GameSpec, everything: bool = False) -> None:
    """Load every part ``spec`` names and hold each to its :class:`Kind`; the first misfit raises ``ValueError``.

    The table's parts (``at_the_door=False``) are only looked for, not loaded, unless ``everything`` (the
    tests): loading them imports pygame.  The rule file must exist and ``better`` must say which way scores run.
    """
    if spec.better not in ("higher", "lower"):
        raise ValueError(f"{spec.name}: better {spec.better!r}: say whether \"higher\" or \"lower\" hand scores win")
    if not spec.rules.is_file():
        raise ValueError(f"{spec.name}: rules '{spec.rules}': no such file")
    for each in code_fields():
        ref: str = getattr(spec, each.name)
        if not ref:
            continue
        if everything or each.metadata["kind"].at_the_door:
            load(spec, each.name)
        elif importlib.util.find_spec(ref.partition(":")[0]) is None:
            raise ValueError(f"{spec.name}: {each.name} {ref!r}: no module {ref.partition(':')[0]}")


T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Part(Generic[T]):
    """A typed handle on one of the spec's code fields: ``Part[Scoring]("scoring").of(spec)`` is a ``Scoring``.

    Declared where its type lives (the registry cannot import it), it lets mypy see what each part is; loading
    goes through :func:`load`, so the part is checked against its field's :class:`Kind` before it is trusted.
    """

    field: str

    def __post_init__(self) -> None:
        kind_of(self.field)  # a handle on a field that names no code fails where it is declared, not where read

    def of(self, spec: GameSpec | None) -> T | None:
        """The part ``spec`` names, checked; ``None`` for no spec or an empty field (the shared default)."""
        if spec is None or not getattr(spec, self.field):
            return None
        return cast(T, load(spec, self.field))


def modules(spec: GameSpec) -> Iterator[str]:
    """Every module ``spec`` names: what a frozen app must carry for this game (``build.spec``)."""
    refs = [getattr(spec, each.name) for each in code_fields()] + [*spec.extra_modules]
    yield from dict.fromkeys(ref.partition(":")[0] for ref in refs if ref)
