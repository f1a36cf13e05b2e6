"""``python -m game --selftest``: prove the installed app works, headless, in seconds.

It loads every rule file and variant, draws every deck (in two and in four
colours, every back), loads every sound and the icon, opens every scene and
plays one computer-only hand of every game and variant *through the table
scene* (animations fast-forwarded by huge frame times), printing one line per
item.  The exit status is 0 only if every item passed; a failure is reported
as a line, never as a traceback, so a packaging problem is readable by anyone.

Then it reads the player's own files, as the app would (the data folder:
``LOHAI_FRIENDS_HOME`` or the platform's): the house rules (each accepted
variant plays a computer-only hand), the saved match (resumed at the table and
played on a few moves, never saved back), the settings and the statistics
(each screen opened).  This is what a player runs when something is wrong, so
a problem in *their* files is a ``note`` line (and a damaged file is set aside,
as the app does); only a defect of the app fails.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame

from ... import assets, catalogue
from ...ai.worker import thinkers
from ...engine import RuleSet, load_rules, new_match
from ...games import rule_files
from ...seating import MatchSetup
from ...store import Store
from ..art.cards import CardArt
from ..table.factory import table_for
from ..table.layout import table_layout
from ..toolkit.app import App, Scene, load_icon
from ..toolkit.settings import CARD_BACKS, load_settings
from ..toolkit.sound import NAMES, Sounds
from .about import AboutScene
from .newgame import NewGameScene
from .pause import PauseScene
from .resume import ResumeError, resume
from .rules import RulesScene
from .scoresheet import ScoreSheetScene
from .settings import SettingsScene
from .stats import StatsScene
from .title import TitleScene, load_games

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

    def note(self, what: str, detail: str) -> None:
        """A problem in the player's own files: said, and not counted as the app's failure."""
        self.echo(f"note {what}: {detail}")


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
        test.check("scene about", lambda: _scene(app, AboutScene(app)))
        test.check("scene score sheet", partial(_open_sheet, app, games[0]))
    for rules in games:
        for name in rules.variants:
            test.check(f"hand {rules.game}/{name}", partial(_hand, app, rules, name))
    if games:
        test.check("thinking", partial(_thinking, games[0]))
    for code in catalogue.LANGUAGES:
        if code != catalogue.ENGLISH:
            test.check(f"language {code}", partial(_language, code, [rules.game for rules in games]))
    test.check("catalogue", partial(_catalogue, app))
    test.check("speech", _speech)
    your_files(test, app)
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
        table.claims.wait(1.0)
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


def _language(code: str, games: list[str]) -> str:
    """The language's catalogue loads and translates (a missing .mo would fall back to English without a word),
    and every game with an English rules page has its page in this language too."""
    was = catalogue.language()
    try:
        if catalogue.use(code) != code or catalogue.problem() or catalogue._("Settings") == "Settings":
            raise RuntimeError(catalogue.problem() or f"no catalogue for {code} under {assets.locale_dir()}")
        written = [game for game in games if assets.rules_text(game) is not None]  # a house game may have none
        missing = [game for game in written if assets.rules_text(game, code) is None]
        if missing:
            raise RuntimeError(f"no {code} rules page for {', '.join(missing)} in {assets.rules_text_dir() / code}")
        return f"{catalogue.LANGUAGES[code]}: \"Settings\" is \"{catalogue._('Settings')}\", {len(written)} rules pages"
    finally:
        catalogue.use(was)


def _catalogue(app: App) -> str:
    """The catalogue the app speaks with these settings loads whole: a damaged one falls back to English at the
    title with a note, and here fails, naming the file and the fault."""
    wanted = app.settings.language_code
    was = catalogue.language()
    try:
        spoken, problem = catalogue.use(wanted), catalogue.problem()
    finally:
        catalogue.use(was)
    if problem:
        raise RuntimeError(problem)
    return f"{spoken} ok" + ("" if spoken == wanted else f" ({wanted} is not one of ours)")


def _speech() -> str:
    """The screen-reader bridge is there (bundled in the frozen app); whether a reader runs is the machine's."""
    import importlib.util
    if importlib.util.find_spec("speechlight") is None:
        raise RuntimeError("the screen-reader bridge speechlight is missing")
    from ..speech.guest import FIND_LIMIT, Guest
    from ..speech.voices import system_voice
    guest = Guest([system_voice])  # as the app finds it: off this thread, a hang or a SystemExit a failure line
    try:
        if not guest.settle(FIND_LIMIT):
            raise RuntimeError(f"the screen-reader bridge did not answer within {FIND_LIMIT:g} seconds")
        if guest.notes:
            raise RuntimeError(guest.notes[0])
        voice, reader = guest.voice, guest.reader
    finally:
        guest.close()
    return f"speechlight present; {type(voice).__name__}{' (a screen reader)' if reader else ''}"


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
        table.claims.wait(1.0)
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


# --------------------------------------------------------------------------- the player's own files


def your_files(test: SelfTest, app: App) -> None:
    """The player's data folder read as the app reads it: problems are notes, crashes are failures."""
    store = Store()
    test.check("your folder", lambda: str(store.folder))
    test.check("your stray files", partial(_strays, store))
    houses, broken = load_games(assets.house_rule_files())
    for bad in broken:
        test.note(f"house rules {bad.name}", "not used: " + "; ".join(bad.problems))
    built_in = {rules.game: rules for rules in load_games(rule_files())[0]}
    for rules in houses:
        base = built_in.get(rules.game)
        for name, variant in rules.variants.items():
            if base is None or base.variants.get(name) != variant:  # the house's own: the rest was played above
                test.check(f"house {Path(rules.path).name}/{name}", partial(_hand, app, rules, name))
    test.check("your settings", partial(_settings, app, store))
    test.check("your statistics", partial(_statistics, app, store))
    test.check("your saved match", partial(_saved_match, test, app, store))
    for problem in store.problems:
        test.note("your files", problem)


def _strays(store: Store) -> str:
    """The temporary files saves cut short left, swept as the app's start sweeps them (a failure is a note)."""
    removed = store.sweep()
    return f"{removed} stray temporary file{'' if removed == 1 else 's'} of cut-short saves removed"


def _settings(app: App, store: Store) -> str:
    settings = load_settings(store)  # as the app reads them: a value it cannot use sets the file aside
    mine = App(app.size, settings=settings)
    detail = _scene(mine, SettingsScene(mine))
    return f"{detail}, player {settings.player_name!r}"


def _statistics(app: App, store: Store) -> str:
    records = store.load_stats()
    mine = App(app.size, settings=app.settings, store=store)  # the statistics screen only reads
    detail = _scene(mine, StatsScene(mine))
    return f"{detail}, {len(records)} games and variants recorded"


def _saved_match(test: SelfTest, app: App, store: Store) -> str:
    """Resume the saved match at a table that saves nothing, and play a few moves on (bots for every seat)."""
    saved = store.load_match()
    if saved is None:
        return "none saved"
    try:
        table = resume(app, saved)
    except ResumeError as error:
        test.note("your saved match", f"it cannot be resumed: {error}")
        store.reject_match(str(error))
        return "set aside"
    app.push(table)
    moves, last = 0, table.decision_key()
    for _ in range(MAX_FRAMES):
        if moves >= RESUMED_MOVES or table.summary is not None:
            break
        seat = table.state.current_player
        if seat is not None and seat == table.human and table.human_to_act:
            table.act(seat, table.state.legal_actions()[0])
        table.seats.runner.wait(1.0)
        table.claims.wait(1.0)
        app.frame(FAST)
        if table.decision_key() != last:
            moves, last = moves + 1, table.decision_key()
    app.pop()
    app.running = True
    return f"{saved.rules}/{saved.variant}, {len(saved.actions)} moves saved, played on {moves} more"


RESUMED_MOVES = 6
"""Moves played on from the saved position: enough to show it plays, few enough to be quick."""
