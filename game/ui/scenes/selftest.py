"""``python -m game --selftest``: prove the installed app works, headless, in seconds.

It loads every rule file and variant, draws every deck (in two and in four
colours, every back), loads every sound and the icon, opens every scene and
plays one computer-only hand of every game and variant *through the table
scene* (animations fast-forwarded by huge frame times), printing one line per
item.  The exit status is 0 only if every item passed; a failure is reported
as a line, never as a traceback, so a packaging problem is readable by anyone.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame

from ... import assets
from ...ai.worker import thinkers
from ...engine import RuleSet, load_rules, new_match
from ...games import rule_files
from ...seating import MatchSetup
from ..art.cards import CardArt
from ..table.factory import table_for
from ..table.layout import table_layout
from ..toolkit.app import App, Scene, load_icon
from ..toolkit.settings import CARD_BACKS
from ..toolkit.sound import NAMES, Sounds
from .newgame import NewGameScene
from .pause import PauseScene
from .rules import RulesScene
from .scoresheet import ScoreSheetScene
from .settings import SettingsScene
from .title import TitleScene

FAST = 5.0
"""Seconds per frame when fast-forwarding: longer than any animation or pause."""
MAX_FRAMES = 4000
DRAW_EVERY = 4
"""Fast-forwarded hands draw every few frames: enough to catch a drawing error, quick enough to run often."""


class SelfTest:
    """Runs the checks and counts failures."""

    def __init__(self, echo: Callable[[str], None] = print) -> None:
        self.echo = echo
        self.failures = 0
        self.passes = 0

    def check(self, what: str, test: Callable[[], str]) -> None:
        try:
            detail = test()
        except Exception as error:
            self.failures += 1
            where = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
            place = f" ({Path(where.filename).name}:{where.lineno})" if where else ""
            self.echo(f"FAIL {what}: {type(error).__name__}: {error}{place}")
            return
        self.passes += 1
        self.echo(f"ok   {what}: {detail}")


def run(echo: Callable[[str], None] = print) -> int:
    """Every check in turn; returns the process exit status."""
    test = SelfTest(echo)
    games: list[RuleSet] = []
    paths = rule_files()
    if not paths:
        test.check("rules", lambda: _fail(f"no rule files in {assets.rules_dir()}"))
    for path in paths:
        def load(path: Path = path) -> str:
            rules = load_rules(path)
            games.append(rules)
            return f"{rules.title}, {len(rules.variants)} variants, {rules.players_min}-{rules.players_max} players"
        test.check(f"rules {path.name}", load)
    app = App()
    for rules in games:
        test.check(f"art {rules.game}", partial(_art, rules))
    test.check("sounds", partial(_sounds, app))
    test.check("icon", _icon)
    test.check("scene title", lambda: _scene(app, TitleScene(app)))
    for rules in games:
        test.check(f"scene newgame {rules.game}", partial(_open_newgame, app, rules))
        test.check(f"scene table {rules.game}", partial(_open_table, app, rules))
        test.check(f"scene rules {rules.game}", partial(_open_rules, app, rules))
    if games:
        test.check("scene pause", lambda: _scene(app, PauseScene(app)))
        test.check("scene settings", lambda: _scene(app, SettingsScene(app)))
        test.check("scene score sheet", partial(_open_sheet, app, games[0]))
    for rules in games:
        for name in rules.variants:
            test.check(f"hand {rules.game}/{name}", partial(_hand, app, rules, name))
    if games:
        test.check("thinking", partial(_thinking, games[0]))
    pygame.display.quit()
    echo(f"selftest: {test.passes} passed, {test.failures} failed")
    return 1 if test.failures or not games else 0


def _open_newgame(app: App, rules: RuleSet) -> str:
    return _scene(app, NewGameScene(app, rules, seed=1))


def _open_table(app: App, rules: RuleSet) -> str:
    return _scene(app, table_for(app, _setup(rules, None, 1, human=True)))


def _open_rules(app: App, rules: RuleSet) -> str:
    scene = RulesScene(app, rules)
    own = "our text" if assets.rules_text(rules.game) else "the rule file's description"
    return f"{_scene(app, scene)}, {len(scene.blocks)} blocks from {own}"


def _open_sheet(app: App, rules: RuleSet) -> str:
    table = table_for(app, _setup(rules, None, 1))
    app.push(table)
    while table.summary is None:
        table.seats.runner.wait(1.0)
        app.frame(FAST, draw=False)
    detail = _scene(app, ScoreSheetScene(app, table))
    app.pop()
    app.running = True
    return detail


def _fail(message: str) -> str:
    raise RuntimeError(message)


def _setup(rules: RuleSet, variant: str | None, seed: int, *, human: bool = False) -> MatchSetup:
    name = variant or rules.default_variant
    players = rules.variant_players(name) or rules.players_default
    levels: tuple[str | None, ...] = tuple("rule" for _ in range(players))
    if human:
        levels = (None, *levels[1:])
    return MatchSetup(rules, name, levels, seed)


def _art(rules: RuleSet) -> str:
    layout = table_layout((1280, 800), rules.players_default)
    cards = set(rules.deck.cards())
    for four in (False, True):
        art = CardArt(rules.deck, four_colour=four)
        for card in cards:
            for size in (layout.card, layout.small):
                image = art.face(card, size)
                if image.get_size() != size:
                    raise RuntimeError(f"{card} drawn at {image.get_size()}, not {size}")
    for design in CARD_BACKS:
        art.back(layout.card, design)
    return f"{len(cards)} faces at 2 sizes in 2 and 4 colours, {len(CARD_BACKS)} backs"


def _icon() -> str:
    """The window icon loads, and the Windows and macOS icons the build uses are there and well-formed."""
    image = load_icon()
    folder = assets.sprites_dir()
    ico, icns = (folder / "icon.ico").read_bytes(), (folder / "icon.icns").read_bytes()
    if ico[:4] != b"\0\0\1\0" or icns[:4] != b"icns":
        raise RuntimeError(f"icon.ico or icon.icns in {folder} is not an icon file")
    return f"{image.get_width()}×{image.get_height()} window icon, .ico {len(ico)} bytes, .icns {len(icns)} bytes"


def _sounds(app: App) -> str:
    """Every sound loads through the mixer (a fresh player, so nothing is cached from play)."""
    sounds = Sounds(app)
    if not sounds.mixer_ready():
        raise RuntimeError("the audio mixer did not start")
    missing = [name for name in NAMES if name not in sounds.preload()]
    if missing:
        raise RuntimeError(f"missing or unreadable in {assets.sounds_dir()}: {', '.join(missing)}")
    return f"{len(NAMES)} sounds loaded"


def _scene(app: App, scene: Scene) -> str:
    app.push(scene)
    for _ in range(3):
        app.frame(1 / 60)
    for size in ((800, 600), (1920, 1080), (1280, 800)):
        app.resize(size)
        app.frame(1 / 60)
    if app.top is scene:
        app.pop()
    app.running = True
    return f"{type(scene).__name__} drawn at 3 window sizes"


def _thinking(rules: RuleSet) -> str:
    """A search in the bots' worker process answers with a legal move (the frozen app must start one)."""
    state = new_match(rules, None, rules.players_default, seed=3).state
    seat = state.current_player
    if seat is None:
        return _fail("the first hand has nobody to act")
    view = state.view(seat)
    start = time.perf_counter()
    ticket = thinkers().submit("medium", rules, view, random.Random(1))
    choice = thinkers().wait(ticket, 60.0)
    if choice is None:
        return _fail("the worker process did not answer within a minute")
    if choice.action not in view.legal_actions:
        return _fail(f"the worker chose {choice.action}, which is not legal")
    took = (time.perf_counter() - start) * 1000
    return f"{rules.game}: {choice.action} after {choice.iterations} iterations in a worker process, {took:.0f} ms"


def _hand(app: App, rules: RuleSet, variant: str) -> str:
    setup = _setup(rules, variant, seed=7)
    table = table_for(app, setup)
    app.push(table)
    frames = 0
    while table.summary is None and frames < MAX_FRAMES:
        table.seats.runner.wait(1.0)
        app.frame(FAST, draw=frames % DRAW_EVERY == 0)
        frames += 1
    app.frame(FAST)
    app.pop()
    app.running = True
    if table.summary is None:
        raise RuntimeError(f"the hand did not finish in {frames} frames")
    state = table.match.state
    if not state.is_over():
        raise RuntimeError("the table shows a summary but the engine's hand is not over")
    shown = [len(h) for h in table.model.hands]
    held = list(state.view(table.viewer).hand_sizes)
    if shown != held:
        raise RuntimeError(f"the table shows hands of {shown} cards but the players hold {held}")
    scores = " ".join(str(s) for s in state.hand_scores())
    return f"{setup.players} players, {len(state.log)} actions, {frames} frames, scores {scores}"
