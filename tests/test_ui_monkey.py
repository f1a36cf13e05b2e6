"""A monkey at the keyboard: 14,000 frames of random input across every scene and every game, seeded.

Clicks, drags (from hand cards and from anywhere), wheel turns, keys (Tab
held and released, S, R, page keys, digits, arrows, Enter, sometimes Esc) and
window resizes are posted as real SDL events and pumped through the app's own
frame loop.  Every 500 frames (or when the monkey quits the app) a new
stack is built, with random settings and sometimes a folder to save in: the
title alone or with the settings, rules or statistics over it, the new-game
screen, the deal-code box over it, the question that guards a kept match,
or a table with the pause, score sheet, rules or settings scene over it or
nothing.  Every scene has a stack of its own: chance alone (a key that opens
the deal-code box) depends on when the bots' threads answer, and under load
it once never came.  The stacks and the tables' games are dealt round in shuffled
turns, so every scene class of ``game.ui`` and a table of every built-in game
(and the tests' own Whist) is reached, and the test says which was not.
Nothing may raise, and every table's engine state must stay legal: a valid
player to act and at least one legal action until the hand is over.  Most
frames skip drawing to keep the test quick; every tenth frame draws.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import importlib
import pkgutil
import random
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TypeVar

import pygame

import game.ui
from game.engine import RuleSet, load_rules
from game.games import GAMES as BUILT_IN
from game.games import GameSpec, piece
from game.judging import Effort
from game.seating import MatchSetup
from game.store import SavedMatch, Store
from game.ui.scenes.about import AboutScene
from game.ui.scenes.claim import ClaimScene
from game.ui.scenes.dealcode import DealCodeScene
from game.ui.scenes.handlog import HandLogScene
from game.ui.scenes.judges import InPlace
from game.ui.scenes.keep_match import KeepMatchScene
from game.ui.scenes.keyhelp import KeyHelpScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.table.factory import table_for
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App, Scene
from game.ui.toolkit.settings import CARD_BACKS, SORTS, SPEEDS, Settings

from .support import post
from .whist import SPEC as WHIST

FRAMES = 14_000
RESTART_EVERY = 500
DRAW_EVERY = 10
SPECS: tuple[GameSpec, ...] = (*BUILT_IN, WHIST)
"""Every built-in game and the tests' own Whist, a plug-in at the shared trick table."""
GAMES = [load_rules(spec.rules) for spec in SPECS]
STACKS: tuple[tuple[str, ...], ...] = (
    (), ("settings",), ("rules",), ("stats",), ("about",), ("newgame",),
    ("newgame", "table"), ("newgame", "table"), ("newgame", "table"), ("newgame", "table", "pause"),
    ("newgame", "table", "scores"), ("newgame", "table", "rules"), ("newgame", "table", "settings"),
    ("newgame", "table", "review"), ("newgame", "table", "log"), ("newgame", "table", "claim"),
    ("newgame", "table", "keys"), ("newgame", "dealcode"), ("keep",))
"""What goes over the title when the monkey starts again, dealt round in shuffled turns."""
KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_s, pygame.K_r, pygame.K_c, pygame.K_i,
        pygame.K_y, pygame.K_t, pygame.K_w, pygame.K_b, pygame.K_p, pygame.K_k, pygame.K_a, pygame.K_q, pygame.K_v,
        *(pygame.K_0 + n for n in range(10))]
SIZES = [(800, 600), (1024, 700), (1280, 800), (1600, 900), (1920, 1080)]

T = TypeVar("T")


def turns(rng: random.Random, items: Sequence[T]) -> Iterator[T]:
    """Every item once in a shuffled order, then again in another: random, yet nothing is left out for long."""
    while True:
        yield from rng.sample(list(items), len(items))


def scene_classes() -> set[type[Scene]]:
    """Every scene the app can put on its stack: each ``Scene`` subclass in ``game.ui`` that is no mere base
    of others, and each game's table class."""
    for module in pkgutil.walk_packages(game.ui.__path__, "game.ui."):
        importlib.import_module(module.name)
    found: set[type[Scene]] = set()
    todo = [Scene]
    while todo:
        subs = set(todo.pop().__subclasses__()) - found
        found |= subs
        todo.extend(subs)
    tables = {piece(spec.table) for spec in SPECS}
    return {klass for klass in found if not klass.__subclasses__() or klass in tables}


def table_for_game(app: App, rules: RuleSet, rng: random.Random) -> TableScene:
    players = rng.randrange(rules.players_min, rules.players_max + 1)
    variant = rng.choice(list(rules.variants))
    players = rules.variant_players(variant) or players
    levels: tuple[str | None, ...] = (None, *(rng.choice(["rule", "random"]) for _ in range(players - 1)))
    if rng.random() < 0.15:
        levels = tuple(rng.choice(["rule", "random"]) for _ in range(players))
    return table_for(app, MatchSetup(rules, variant, levels, rng.randrange(10_000)))


def start(rng: random.Random, stacks: Iterator[tuple[str, ...]], games: Iterator[RuleSet], home: Path,
          seen: set[str]) -> App:
    """A fresh app with the next stack of scenes, random settings and (sometimes) a folder to save in."""
    settings = Settings(speed=rng.choice(list(SPEEDS)), card_back=rng.choice(CARD_BACKS),
                        hand_sort=rng.choice(SORTS), auto_play=rng.random() < 0.5)
    app = App(rng.choice(SIZES), settings, Store(home) if rng.random() < 0.3 else None)
    pygame.event.clear()
    app.push(TitleScene(app, GAMES))
    stack = next(stacks)
    rules = next(games) if "table" in stack else rng.choice(GAMES)
    for name in stack:
        if name == "table":
            table = table_for_game(app, rules, rng)
            app.push(table)
            for _ in range(rng.randrange(0, 200)):  # somewhere into the match
                app.frame(rng.choice([0.2, 1.0, 5.0]), draw=False)
                note(app, seen)
        else:
            app.push(overlay(app, name, rules, rng))
    app.frame(1 / 30)  # one quiet frame, so the scene on top is reached before the monkey may close it
    note(app, seen)
    return app


def overlay(app: App, name: str, rules: RuleSet, rng: random.Random) -> Scene:
    """The scene called ``name``, over the table if it needs one."""
    table = app.top if isinstance(app.top, TableScene) else None
    if name == "newgame":
        return NewGameScene(app, rules, seed=rng.randrange(1000))
    if name == "dealcode":  # reached from the new-game screen's "Play a deal by its code"
        return DealCodeScene(app, rules, ["rule"] * 7, rng.randrange(1000))
    if name == "keep":  # asked over the title when a kept match would be lost
        saved = SavedMatch(rules.game, next(iter(rules.variants)), rules.players_min, rng.randrange(1000),
                           (None, *("rule",) * (rules.players_min - 1)), ())
        return KeepMatchScene(app, rules.title, saved, rules.title, lambda: app.push(NewGameScene(app, rules)))
    if name == "pause":
        return PauseScene(app, table)
    if name == "scores":
        assert table is not None
        return ScoreSheetScene(app, table)
    if name == "rules":
        return RulesScene(app, rules)
    if name == "review":  # the hand so far, judged here with tiny budgets (the workers are tested elsewhere)
        assert table is not None
        deal, moves = table.session.hand_at_deal()
        return ReviewScene(app, table, deal, moves, practise=table.practice.from_move, runner=InPlace(),
                           effort=Effort(deals=10))
    if name == "claim":
        assert table is not None
        return ClaimScene(app, table)
    if name == "log":
        assert table is not None
        return HandLogScene(app, table.hand_log, table.setup.rules)
    if name == "keys":
        return KeyHelpScene(app)
    if name == "about":
        return AboutScene(app)
    return StatsScene(app) if name == "stats" else SettingsScene(app)


def note(app: App, seen: set[str]) -> None:
    """Remember the scene on top, and the game of a table."""
    top = app.top
    if top is not None:
        seen.add(type(top).__name__)
        if isinstance(top, TableScene):
            seen.add(f"table:{top.setup.rules.game}")


def poke(app: App, rng: random.Random, held: bool) -> bool:
    """Post one random input event; returns whether the primary button is now held."""
    w, h = app.size
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    top = app.top
    if isinstance(top, TableScene) and top.human_to_act and roll < 0.12:
        return helpful(top, rng)
    if isinstance(top, TableScene) and roll < 0.2:
        ids = top.model.hands[top.viewer]
        if ids and not held and top.human is not None:
            sprite = top.model.sprites.get(rng.choice(ids))
            if sprite is not None:
                post(pygame.MOUSEBUTTONDOWN, pos=(int(sprite.x), int(sprite.y)), button=1)
                return True
        target = top.layout.trick.center if rng.random() < 0.5 else pos
        post(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
        return held
    if roll < 0.32:
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 1, 3]))
        return True
    if roll < 0.45:
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        return False
    if roll < 0.6:
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
    elif roll < 0.66:
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 2]))
    elif roll < 0.7:
        post(rng.choice([pygame.KEYDOWN, pygame.KEYUP]), key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    elif roll < 0.86:
        code = rng.choice(KEYS)
        if rng.random() < 0.04:
            code = pygame.K_ESCAPE
        post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    elif roll < 0.865:
        size = rng.choice(SIZES)
        post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    return held


def helpful(table: TableScene, rng: random.Random) -> bool:
    """A monkey that sometimes means it: double-click a playable card or press a choice button."""
    targets = [table.mouse.card_rect(sid).center for sid in table.picks.playable if sid in table.model.sprites]
    if table.picks.choice is not None and (not targets or rng.random() < 0.5):
        targets = [b.rect.center for b in table.picks.choice.buttons]
    if targets:
        pos = rng.choice(targets)
        for _ in range(2):
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    return False


def idle(app: App) -> None:
    """What ``clock.tick`` does for the real loop: give a thinking bot's thread some time."""
    if isinstance(app.top, TableScene) and app.top.seats.runner.thinking:
        app.top.seats.runner.wait(0.05)


def check_engine(app: App) -> None:
    for scene in app.stack:
        if not isinstance(scene, TableScene):
            continue
        state = scene.match.state
        if state.is_over():
            assert state.current_player is None or not state.legal_actions()
            continue
        seat = state.current_player
        assert seat is not None and 0 <= seat < scene.setup.players, f"bad seat {seat}"
        assert state.legal_actions(), "no legal action while the hand is not over"


# Slow (about 45 s): thousands of random frames across every scene of every game; fewer would miss the rare
# crash this exists to find.
def test_monkey_across_every_scene_and_every_game(tmp_path: Path) -> None:
    rng = random.Random(20_000)
    stacks, games = turns(rng, STACKS), turns(rng, GAMES)
    seen: set[str] = set()
    app = start(rng, stacks, games, tmp_path, seen)
    held = False
    for frame in range(FRAMES):
        if not app.running or not app.stack or frame % RESTART_EVERY == RESTART_EVERY - 1:
            app.close()
            app = start(rng, stacks, games, tmp_path, seen)
            held = False
        for _ in range(rng.choice([0, 1, 1, 2])):
            held = poke(app, rng, held)
        idle(app)
        app.frame(rng.choice([1 / 60, 1 / 30, 0.1, 0.5, 1.0]), draw=frame % DRAW_EVERY == 0)
        check_engine(app)
        note(app, seen)
    app.close()
    wanted = {klass.__name__ for klass in scene_classes()} | {f"table:{rules.game}" for rules in GAMES}
    assert wanted <= seen, f"never reached {sorted(wanted - seen)}"
