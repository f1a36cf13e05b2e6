"""Helpers shared by the test files: seeded positions, scripted actions, and real pygame events.

No test module imports another; what two of them need lives here (the checks
every hand must pass live in :mod:`tests.invariants`).

The UI helpers post real SDL events and pump them through the app's own frame
loop on a fixed ``dt``: a click is button-down then button-up, a drag is
button-down, motion steps with the button held, button-up, one frame after
each, as SDL would deliver them.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import enum
import random
from collections import deque
from collections.abc import Callable, Mapping
from types import FunctionType, MethodType, ModuleType
from typing import Any

import pygame
import pytest

from game.engine import Action, HandState, RuleSet, load_rules, new_hand, new_match
from game.engine.lohai import LohaiHand
from game.games import rule_files
from game.seating import MatchSetup
from game.ui.speech.queue import Recorder
from game.ui.table.draw import held_words
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

# --------------------------------------------------------------------------- positions and scripted actions


def variant_cases() -> list[tuple[str, str, int]]:
    """Every game and variant once, the player counts taking turns across a game's variants."""
    out = []
    for path in rule_files():
        rules = load_rules(path)
        counts = list(range(rules.players_min, rules.players_max + 1))
        for k, (name, variant) in enumerate(rules.variants.items()):
            out.append((rules.game, name, variant.players or counts[(k + 1) % len(counts)]))
    return out


def random_position(case: tuple[str, str, int], seed: int, steps: int) -> HandState | None:
    """The first hand of ``case``'s match from ``seed`` after ``steps`` random moves (drawn from ``seed`` too), or
    ``None`` when it ends first: where the property tests look at a seat's view."""
    game, variant, players = case
    state = new_match(load_rules(game), variant, players, seed).state
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            return None
        state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over() else state


def positions(game: str, variant: str, players: int, seed: int, every: int = 3) -> list[HandState]:
    """Copies of the positions of one random hand, every ``every`` decisions."""
    state = new_match(load_rules(game), variant, players, seed).state
    rng = random.Random(seed)
    out = []
    step = 0
    while not state.is_over():
        if step % every == 0:
            out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    return out


def act(state: HandState, *texts: str) -> list[Any]:
    """Apply each action written as text (``"play 7C"``) in turn; the events they caused."""
    events: list[Any] = []
    for text in texts:
        events += state.apply(state.parse_action(text))
    return events


def last_trick(won: list[int], variant: Any = "standard", flipped: str = "8C", **setup: Any) -> LohaiHand:
    """A Lohai hand played out (seats N, E, S, W = 0..3): every seat holds one heart; W's 5H takes the last
    trick, after the tricks ``won`` so far."""
    state = new_hand(load_rules("lohai"), variant, flipped=flipped, dealer=3, leader=0, won=won,
                     hands=["2H", "3H", "4H", "5H"], **setup)
    assert isinstance(state, LohaiHand)
    act(state, "play 2H", "play 3H", "play 4H", "play 5H")
    assert state.is_over()
    return state


# --------------------------------------------------------------------------- real events through the frame loop

DT = 1 / 30


def frames(app: App, count: int = 1, dt: float = DT) -> None:
    for _ in range(count):
        app.frame(dt)


def run_until(app: App, done: Callable[[], bool], limit: int = 3000, dt: float = DT) -> None:
    """Frames go by until ``done``; a claim being checked in the worker (a computer seat's near the end of a
    hand) is waited for between frames, as a player would wait for it, so the frames do not run out first."""
    for _ in range(limit):
        if done():
            return
        top = app.top
        if isinstance(top, TableScene):
            top.claims.wait(0.05)
        app.frame(dt)
    raise AssertionError("the table never reached the expected point")


def post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def press(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    frames(app)


def release(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app)


def click(app: App, pos: tuple[int, int]) -> None:
    press(app, pos)
    release(app, pos)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 8, drop: bool = True) -> None:
    """Press at ``start``, move to ``end`` in ``steps``, and release there unless ``drop`` is false."""
    press(app, start)
    for k in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * k // steps
        y = start[1] + (end[1] - start[1]) * k // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    if drop:
        release(app, end)


def key(app: App, code: int) -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    frames(app)


def grip(rect: pygame.Rect) -> tuple[int, int]:
    """A point on the part of a hand card that shows: near its left edge (the next card covers the rest)."""
    return rect.left + 6, rect.centery


# --------------------------------------------------------------------------- a table to play at


def make_table(seed: int = 11, size: tuple[int, int] = (1280, 800), players: int = 4,
               variant: str = "classic", settings: Settings | None = None,
               rules: RuleSet | None = None) -> tuple[App, TableScene]:
    """A table (Oh Hell unless ``rules`` say otherwise) with the human in seat 0 and rule bots in the others;
    forced cards are not played by themselves unless ``settings`` say so."""
    app = App(size, settings or Settings(auto_play=False))
    pygame.event.clear()
    levels: tuple[str | None, ...] = (None, *("rule" for _ in range(players - 1)))
    table = TableScene(app, MatchSetup(rules or load_rules("oh_hell"), variant, levels, seed))
    app.push(table)
    return app, table


def waiting_for_human(table: TableScene) -> Callable[[], bool]:
    """The table waits for the player: their turn, the summary, or the hand's last cards lying for a click."""
    return lambda: (table.human_to_act or table.summary is not None
                    or (table.model.holding and not table.model.moving))


def past_the_last_trick(app: App, table: TableScene) -> None:
    """The hand is over and its last trick lies on the table: it stays there, its taker named on the
    message line, however long the player looks; a click sweeps it away and the summary follows."""
    assert table.model.holding and table.summary is None
    held = list(table.model.trick)
    frames(app, 90, dt=0.2)
    assert table.model.holding and table.summary is None, "the last trick waits for a click"
    assert table.model.trick == held, "the last trick lies there"
    assert {seat for seat, _ in held} == set(range(table.setup.players)), "every seat's card in it"
    assert table.model.shown.winner is not None
    taker, words = table.setup.name(table.model.shown.winner), held_words(table)
    assert taker.lower() in words.lower() and words.endswith("click or press Enter for the score"), words
    click(app, table.layout.centre)
    run_until(app, lambda: table.summary is not None)
    assert not table.model.trick, "the click swept the trick to its taker"


def sprite_of(table: TableScene, text: str) -> int:
    """The sprite of the card ``text`` in the human's hand."""
    return next(s for s, c in table.model.viewer_cards() if str(c) == text)


def steered_hand(app: App, table: TableScene, by_mouse: Callable[[App, TableScene, Action], None],
                 seed: int) -> list[Action]:
    """Play the human's seat (0) to the end of the hand: the rule bot decides each move and ``by_mouse``
    makes it with real events; every move must land.  Returns the human's moves as the engine logged them."""
    from game.ai import make_bot

    steer = make_bot("rule", table.setup.rules)
    rng = random.Random(seed)
    mine: list[Action] = []
    while table.summary is None:
        run_until(app, lambda: (table.human_to_act and not table.model.busy) or table.summary is not None,
                  limit=5000)
        if table.summary is not None:
            break
        action = steer.choose(table.state.view(0), rng)
        before = len(table.state.log)
        by_mouse(app, table, action)
        assert len(table.state.log) == before + 1, (str(action), table.line.words)
        mine.append(table.state.log[-1])
    return mine


# --------------------------------------------------------------------------- draw is pure


def deep_snapshot(obj: Any, path: frozenset[int] = frozenset()) -> Any:
    """Everything reachable from ``obj`` as comparable plain values (pictures and callables as tokens)."""
    if obj is None or isinstance(obj, bool | int | float | str | bytes):
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, pygame.Surface):
        return ("surface", obj.get_size())
    if isinstance(obj, pygame.Rect):
        return ("rect", tuple(obj))
    if isinstance(obj, random.Random):
        return ("rng", obj.getstate())
    if isinstance(obj, FunctionType | MethodType | ModuleType | type):
        return ("callable", getattr(obj, "__qualname__", repr(obj)))
    if id(obj) in path:
        return ("cycle", type(obj).__name__)
    path = path | {id(obj)}
    if isinstance(obj, Mapping):
        return ("map", tuple(sorted((repr(k), deep_snapshot(v, path)) for k, v in obj.items())))
    if isinstance(obj, list | tuple | deque):
        return (type(obj).__name__, tuple(deep_snapshot(v, path) for v in obj))
    if isinstance(obj, set | frozenset):
        return ("set", tuple(sorted(repr(deep_snapshot(v, path)) for v in obj)))
    fields: dict[str, Any] = {}
    for klass in type(obj).__mro__:
        for name in getattr(klass, "__slots__", ()):
            if hasattr(obj, name):
                fields[name] = getattr(obj, name)
    fields.update(getattr(obj, "__dict__", {}))
    skip = {"app", "art", "runner"}  # the bot worker's thread finishes on its own clock
    return (type(obj).__name__,
            tuple((k, deep_snapshot(v, path)) for k, v in sorted(fields.items()) if k not in skip))


def texts_drawn(monkeypatch: pytest.MonkeyPatch, *, rendered: bool = False) -> list[str]:
    """Every text drawn through ``theme.blit_text`` from now on, in order (the drawing itself goes on); with
    ``rendered``, every text rendered through ``theme.text`` instead, which takes in the labels drawn on pills
    and buttons as well."""
    from game.ui.toolkit import theme
    drawn: list[str] = []
    name = "text" if rendered else "blit_text"
    real = getattr(theme, name)

    def recording(*args: Any, **kwargs: Any) -> Any:
        drawn.append(args[0 if rendered else 1])
        return real(*args, **kwargs)

    monkeypatch.setattr(theme, name, recording)
    return drawn


def to_summary(app: App, table: TableScene) -> None:
    """The player's seat plays the rule bot's moves until the hand's summary shows."""
    from game.ai import make_bot
    steer, rng = make_bot("rule", table.setup.rules), random.Random(3)
    while table.summary is None:
        run_until(app, lambda: table.human_to_act or table.summary is not None, limit=20000, dt=0.2)
        if table.summary is None:
            table.attempt(steer.choose(table.state.view(0), rng))


class Slow(Recorder):
    """A voice that is still speaking until told it is done."""

    def __init__(self) -> None:
        super().__init__()
        self.talking = False

    @property
    def busy(self) -> bool:
        return self.talking

    def speak(self, text: str, *, interrupt: bool) -> None:
        super().speak(text, interrupt=interrupt)
        self.talking = True
