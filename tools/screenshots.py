"""Save screenshots of the app into docs/screenshots/: the title, a new-game menu, the settings,
each game mid-hand, the panels that ask you (an Oh Hell bid, Laus's skat, Koira's second phase), a hand's
last trick waiting for a click, a won match's final standings with its confetti, its score chart, and the
review of its last hand (your costliest decisions; what a computer seat knew), the title, a table and the
settings in high contrast or large print, and Oh Hell with big cards on a full-HD window.

The app runs under a virtual screen: an Xvfb server of its own when there is no
``DISPLAY`` and Xvfb is installed, else SDL's dummy video driver, which draws
to the same surface without any screen.  Sound is always the dummy driver.
The computer plays every seat but yours; your seat is played by the rule bot
until the hand is under way, then the picture is taken on your turn, with
the pointer resting on a card you may play.  Every match is seeded, so the
pictures only change when the drawing does.

    python tools/screenshots.py [--out docs/screenshots] [--size 1280x800] [--language fi]

With ``--language fi`` it draws only the Finnish moments (:data:`FINNISH`: the title, a table in progress, the
settings), named ``*-fi.png``; without it, every moment in English and then the Finnish ones.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DT = 1 / 30

GAMES: tuple[tuple[str, str, str | None, int, int, int, str], ...] = (
    ("oh-hell", "oh_hell", None, 4, 3, 6, "play"),
    ("oh-hell-bid", "oh_hell", None, 4, 3, 2, "panel"),
    ("laus", "laus", None, 4, 5, 6, "play"),
    ("laus-skat", "laus", None, 3, 5, 0, "panel"),
    ("laus-laying", "laus", None, 3, 5, 0, "laying"),
    ("lohai", "lohai", None, 4, 11, 6, "play"),
    ("lohi", "lohi", None, 3, 4, 4, "play"),
    ("koira", "koira", None, 4, 2, 10, "play"),
    ("koira-phase-two", "koira", None, 4, 2, 0, "phase two"),
    ("lohai-last-trick", "lohai", None, 4, 11, 0, "held"),
    ("oh-hell-bid-coach", "oh_hell", "open_hook", 4, 2, 3, "coach"),
    ("laus-skat-coach", "laus", None, 3, 5, 0, "coach"),
    ("oh-hell-hint", "oh_hell", None, 4, 3, 6, "hint"),
    ("lohai-hint", "lohai", None, 4, 11, 6, "hint"),
    ("laus-callout", "laus", None, 4, 5, 8, "callout"),
    ("lohai-log", "lohai", None, 4, 11, 12, "log"),
    ("oh-hell-deal", "oh_hell", None, 4, 3, 0, "deal"),
    ("laus-claim", "laus", None, 4, 5, 0, "claim"),
    ("laus-claimed", "laus", None, 4, 5, 0, "claimed"),
)
"""The picture's name, game, variant (``None``: the default), players, seed, how many actions into the hand
at least, and the moment: your turn to play a card, a panel asking you (a bid, the skat), laying cards away
into Laus's skat, your turn in Koira's second phase, the hand's last trick waiting for your click, a panel
with the bid coach's chart beside it, a hint with its numbers, a trick's reason called out, the hand's log (L)
during the hand, the log after the hand with every hand as dealt, the claim's panel once three cards are left,
or what the table says to a claim (the hand finishing, or the card that could break it)."""


@contextmanager
def virtual_screen() -> Iterator[str]:
    """Run inside Xvfb when there is no display and Xvfb exists, else SDL's dummy driver; yields which."""
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    server: subprocess.Popen[bytes] | None = None
    if os.environ.get("DISPLAY"):
        how = f"display {os.environ['DISPLAY']}"
    elif shutil.which("Xvfb"):
        display = ":97"
        server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        os.environ["DISPLAY"] = display
        how = f"Xvfb {display}"
    else:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        how = "SDL dummy driver"
    try:
        yield how
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--language", choices=("fi",), help="draw only the moments in this language")
    args = parser.parse_args(argv)
    size = tuple(int(n) for n in args.size.split("x"))
    with virtual_screen() as how:
        print(f"drawing on the {how}")
        if args.language:
            return shoot_language(args.out, (size[0], size[1]), args.language)
        return shoot(args.out, (size[0], size[1])) or shoot_language(args.out, (size[0], size[1]), "fi")


FINNISH = (("koira", "koira", None, 4, 2, 10, "play"), ("lohai", "lohai", None, 4, 11, 6, "play"))
"""The tables drawn in Finnish: Koira, Finland's own game, and Lohai with its long words in the corner."""


def shoot_language(out: Path, size: tuple[int, int], language: str) -> int:
    """The title, the settings and a table or two in progress, in ``language`` (``<name>-<language>.png``)."""
    import pygame

    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.title import TitleScene
    from game.ui.toolkit.app import App
    from game.ui.toolkit.settings import Settings

    out.mkdir(parents=True, exist_ok=True)
    app = App(size, settings=Settings(speed="fast", sound=False, language=language))
    title = TitleScene(app)
    app.push(title)
    save(app, out / f"title-{language}.png", settle=10)
    app.push(SettingsScene(app))
    save(app, out / f"settings-{language}.png", settle=10)
    app.pop()
    for name, game, variant, players, seed, stop, moment in FINNISH:
        table = mid_hand(app, game, variant, players, seed, stop, moment)
        save(app, out / f"{name}-{language}.png", settle=2)
        while app.top is not None and app.top is not title:
            app.pop()
        app.running = True
        del table
    pygame.display.quit()
    return 0


def shoot(out: Path, size: tuple[int, int]) -> int:
    import pygame

    from game.engine import load_rules
    from game.ui.scenes.newgame import NewGameScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.title import TitleScene
    from game.ui.toolkit.app import App
    from game.ui.toolkit.intents import Intent, Kind
    from game.ui.toolkit.settings import Settings

    out.mkdir(parents=True, exist_ok=True)
    app = App(size, settings=Settings(speed="fast", sound=False))
    title = TitleScene(app)
    app.push(title)
    save(app, out / "title.png", settle=10)
    app.push(NewGameScene(app, load_rules("oh_hell"), seed=1))
    save(app, out / "new-game.png", settle=10)
    app.pop()
    app.push(SettingsScene(app))
    save(app, out / "settings.png", settle=10)
    app.pop()
    looks(app, out, title)
    for name, game, variant, players, seed, stop, moment in GAMES:
        table = mid_hand(app, game, variant, players, seed, stop, moment)
        save(app, out / f"{name}.png", settle=2)
        app.settings = app.settings.with_(bid_coach=False)
        while app.top is not None and app.top is not title:
            app.pop()
        app.running = True
        del table
    by_ear(app, out)
    while app.top is not None and app.top is not title:
        app.pop()
    app.running = True
    won = won_match(app)
    if won is not None:
        save(app, out / "match-won.png", settle=0)
        from game.ui.scenes.scoresheet import ScoreSheetScene
        from game.ui.table.scene import TableScene
        assert isinstance(won, TableScene)
        sheet = ScoreSheetScene(app, won)
        app.push(sheet)
        sheet.handle(Intent(Kind.REVIEW))  # Tab: the chart of the totals
        save(app, out / "score-chart.png", settle=2)
    review_of(app, out)
    big_cards(app, out)
    pygame.display.quit()
    return 0


BIG_WINDOW = (1920, 1080)


def big_cards(app: object, out: Path) -> None:
    """Oh Hell with big cards on a full-HD window: the hand and the trick half as large again."""
    from game.ui.toolkit.app import App
    assert isinstance(app, App)
    app.settings = app.settings.with_(big_cards=True)
    app.resize(BIG_WINDOW)
    mid_hand(app, "oh_hell", None, 4, 3, 6, "play")
    save(app, out / "big-cards.png", settle=2)
LOOKS: tuple[tuple[str, dict[str, bool], str], ...] = (
    ("high-contrast-title", {"high_contrast": True}, "title"),
    ("high-contrast-table", {"high_contrast": True}, "table"),
    ("large-print-table", {"large_print": True}, "table"),
    ("large-print-settings", {"large_print": True}, "settings"),
)
"""The looks for low vision: the picture's name, the settings it turns on and what it shows (the title, an Oh
Hell table on your turn, the settings)."""


def looks(app: object, out: Path, title: object) -> None:
    """High contrast and large print (:data:`LOOKS`), each switched on as the settings scene does, then off."""
    from game.ui.scenes.settings import SettingsScene
    from game.ui.toolkit.app import App
    assert isinstance(app, App)
    usual = app.settings
    for name, changes, shows in LOOKS:
        app.settings = usual.with_(**changes)
        if shows == "table":
            mid_hand(app, "oh_hell", None, 4, 3, 6, "play")
        elif shows == "settings":  # as just turned on: the large print row has the keyboard
            scene = SettingsScene(app)
            app.push(scene)
            scene.press(next(f"{field}:1" for field in changes))
        save(app, out / f"{name}.png", settle=10 if shows == "title" else 2)
        while app.top is not None and app.top is not title:
            app.pop()
        app.running = True
    app.settings = usual


def review_of(app: object, out: Path) -> None:
    """The first hand of an Oh Hell match, your seat played by Easy (who slips now and then), reviewed as in
    the app: judged in the worker processes (about eight seconds); then what a computer seat knew."""
    import random

    from game.ai import make_bot
    from game.engine import load_rules
    from game.seating import MatchSetup
    from game.ui.scenes.review import ReviewScene
    from game.ui.table.factory import table_for
    from game.ui.toolkit.app import App
    from game.ui.toolkit.intents import Intent, Kind
    assert isinstance(app, App)
    while len(app.stack) > 1:
        app.pop()
    rules = load_rules("oh_hell")
    table = table_for(app, MatchSetup(rules, rules.default_variant, (None, "rule", "rule", "rule"), 3))
    app.push(table)
    you, rng = make_bot("easy", rules), random.Random(3)
    for _ in range(20000):
        if table.summary is not None:
            break
        if table.model.holding:
            table.model.skip()
        elif table.human_to_act:
            table.act(0, you.choose(table.state.view(0), rng))
        table.seats.runner.wait(0.5)
        table.claims.wait(0.5)
        app.frame(0.2)
    table.press_summary("decisions")
    review = app.top
    assert isinstance(review, ReviewScene)
    start = time.monotonic()
    while not review.judges.finished and time.monotonic() - start < 60:
        app.frame(DT, draw=False)
        time.sleep(0.02)
    print(f"judged {review.judges.total} decisions in {time.monotonic() - start:.1f} s")
    save(app, out / "review.png", settle=2)
    review.show_tab(1)
    review.handle(Intent(Kind.DOWN))
    save(app, out / "review-what-it-knew.png", settle=2)


def by_ear(app: object, out: Path) -> None:
    """Playing by ear: an Oh Hell table with its spoken lines shown (V) after the hand, the trick and the legal
    moves were asked for; then the keys at the table (F2)."""
    from game.ui.scenes.keyhelp import KeyHelpScene
    from game.ui.toolkit.app import App
    from game.ui.toolkit.intents import Intent, Kind
    assert isinstance(app, App)
    table = mid_hand(app, "oh_hell", None, 4, 5, 9)
    for what in ("hand", "trick", "moves", "pane"):
        table.handle(Intent(Kind.READ, text=what))  # type: ignore[attr-defined]
    save(app, out / "spoken-lines.png", settle=2)
    app.push(KeyHelpScene(app))
    for _ in range(5):
        app.top.handle(Intent(Kind.DOWN))  # type: ignore[union-attr]
    save(app, out / "keys-help.png", settle=2)


def save(app: object, path: Path, settle: int) -> None:
    """Run ``settle`` frames, then write what the window shows."""
    import pygame

    from game.ui.toolkit.app import App
    assert isinstance(app, App)
    for _ in range(settle):
        app.frame(DT)
    app.draw(app.screen)
    app.window.flip()
    pygame.image.save(app.screen, str(path))
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} ({path.stat().st_size // 1024} KB)")


def mid_hand(app: object, game: str, variant: str | None, players: int, seed: int, stop: int,
             moment: str = "play") -> object:
    """A table with you in seat 0, played on (your seat by the rule bot) until ``stop`` actions in and the
    ``moment`` (see :data:`GAMES`)."""
    import pygame

    from game.ai import make_bot
    from game.engine import load_rules
    from game.seating import MatchSetup
    from game.ui.table.bots import decision_rng
    from game.ui.table.factory import table_for
    from game.ui.toolkit.app import App
    assert isinstance(app, App)
    rules = load_rules(game)
    setup = MatchSetup(rules, variant or rules.default_variant, (None, *("rule",) * (players - 1)), seed)
    table = table_for(app, setup)
    app.push(table)
    you = make_bot("rule", rules)
    human = setup.human
    assert human is not None

    def ready() -> bool:
        if len(table.state.log) < stop:
            return False
        if moment == "callout":
            return bool(table.callouts.words) and table.callouts.shown_for > 0.6
        if moment == "deal":
            return table.summary is not None and table.tally.done
        if moment in ("claim", "claimed"):
            return (table.human_to_act and table.claims.offered(table) and len(table.state.view(human).hand) <= 3
                    and table.line.left <= 0)
        if moment == "held":
            return table.model.holding and not table.model.moving and table.line.left <= 0
        if not table.human_to_act:
            return False
        if moment in ("panel", "coach"):
            return table.picks.choice is not None
        if moment == "laying":
            return table.picks.picking
        if moment == "phase two":
            lowest = getattr(table.game, "lowest_rect", None)
            return bool(getattr(table.model, "phase_two", False)) and lowest is not None and lowest() is not None
        return bool(table.picks.playable)

    for frame in range(20000):
        if ready():
            break
        if table.model.holding:
            if moment != "held":
                table.model.skip()  # the hand is over: a click goes on
        elif moment == "callout" and table.callouts.words:
            pass  # let the callout be read while the next card flies
        elif table.human_to_act:
            view = table.state.view(human)
            table.act(human, you.choose(view, decision_rng(seed, 1, frame), 0.0))
        table.seats.runner.wait(0.5)
        table.claims.wait(0.5)
        app.frame(DT)
    if moment == "callout":
        return table
    if moment in ("log", "deal"):
        table.keys.open_log()
        return table
    if moment == "claim":
        table.keys.open_claim()
        return table
    if moment == "claimed":
        from game.engine.claim import Claim, judge
        certain = [claim for claim in Claim if judge(table.state.view(human), claim).certain]
        table.claim(certain[0] if certain else Claim.ALL)
        for _ in range(400):  # the claim is checked in the worker while the table draws
            table.claims.wait(0.05)
            app.frame(DT)
            if not table.claims.checking:
                break
        for _ in range(12):
            app.frame(DT)
        return table
    for _ in range(40):
        app.frame(DT)
    if moment == "coach":
        app.settings = app.settings.with_(bid_coach=True)
        for _ in range(200):
            app.frame(DT)
            table.coach.errand.wait(0.5)
            if table.coach.shown is not None:
                break
        app.frame(DT)
    if moment == "hint":
        table.keys.ask_hint()
        for _ in range(200):
            table.hints.errand.wait(0.5)
            app.frame(DT)
            if table.hints.shown is not None:
                break
    hover = next(iter(sorted(table.picks.playable)), None)
    if hover is not None:
        rect = table.mouse.card_rect(hover)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx, rect.top + rect.height // 3),
                                             rel=(0, 0), buttons=(0, 0, 0)))
    return table


def won_match(app: object) -> object | None:
    """A short Oh Hell match played to the end by the rule bot in your seat, kept if you won it."""
    from game.ai import make_bot
    from game.engine import load_rules
    from game.seating import MatchSetup
    from game.ui.table.bots import decision_rng
    from game.ui.table.factory import table_for
    from game.ui.toolkit.app import App
    assert isinstance(app, App)
    rules = load_rules("oh_hell")
    for seed in range(1, 30):
        setup = MatchSetup(rules, rules.default_variant, (None, "random", "random"), seed)
        table = table_for(app, setup)
        app.push(table)
        you = make_bot("rule", rules)
        for frame in range(40000):
            summary = table.summary
            if summary is not None and summary.final:
                break
            if summary is not None:
                table.press_summary("next")
            elif table.model.holding:
                table.model.skip()  # the last trick lies waiting: a click goes on
            elif table.human_to_act:
                table.act(0, you.choose(table.state.view(0), decision_rng(seed, 9, frame), 0.0))
            table.seats.runner.wait(0.5)
            table.claims.wait(0.5)
            app.frame(0.5)
        summary = table.summary
        if summary is not None and summary.celebrate_from is not None:
            for _ in range(int(0.9 / DT)):
                app.frame(DT)
            return table
        app.pop()
        app.running = True
    return None


if __name__ == "__main__":
    sys.exit(main())
