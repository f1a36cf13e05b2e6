"""Every scene at the smallest and the largest window we support: no text runs off the window.

Each scene is drawn at 1024×640 and 3840×2160 (and at 1024×640 and 1280×800 in large print and high
contrast) with every text recorded as it is
blitted (``theme.blit_text``); each must lie wholly inside the window, and
every button's label inside its button.  The table is drawn for each game
mid-hand, with its pause menu, hand log, claim panel, score sheet, chart and review.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game import catalogue
from game.ai.judge import Sampling
from game.engine import load_rules
from game.games import GAMES
from game.judging import Effort
from game.seating import MatchSetup
from game.ui.scenes.about import AboutScene
from game.ui.scenes.claim import ClaimScene
from game.ui.scenes.judges import InPlace
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.table import coach
from game.ui.table.scene import TableScene
from game.ui.toolkit import theme, widgets
from game.ui.toolkit.app import App, Scene
from game.ui.toolkit.intents import Intent, Kind
from game.ui.toolkit.settings import Settings

from .support import to_summary

SIZES = [(1024, 640), (3840, 2160)]


def texts_outside(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Draw the app once; every text that does not lie wholly inside the window, and every button label wider
    than its button."""
    screen = pygame.Rect((0, 0), app.size)
    bad: list[str] = []
    real_text, real_button = theme.blit_text, widgets.draw_button

    def text(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real_text(surface, words, *args, **kwargs)
        if words.strip() and not screen.contains(rect):
            bad.append(f"{words!r} at {rect}")
        return rect

    def button(surface: pygame.Surface, b: widgets.Button, *args: Any, **kwargs: Any) -> None:
        px = kwargs.get("px", 22)
        if b.label and theme.font(px).size(b.label)[0] > b.rect.width - 4:
            bad.append(f"button {b.label!r} wider than {b.rect}")
        real_button(surface, b, *args, **kwargs)

    for module in [m for name, m in sys.modules.items() if name.startswith("game.ui")]:
        if getattr(module, "blit_text", None) is real_text:
            monkeypatch.setattr(module, "blit_text", text)
        if getattr(module, "draw_button", None) is real_button:
            monkeypatch.setattr(module, "draw_button", button)
    app.draw(pygame.Surface(app.size))
    monkeypatch.undo()
    return bad


def table_mid_hand(app: App, game: str) -> TableScene:
    rules = load_rules(game)
    table = TableScene(app, MatchSetup(rules, rules.default_variant, (None, "rule", "rule", "rule"), 7))
    app.push(table)
    for _ in range(400):
        if table.human_to_act and not table.model.busy:
            break
        table.seats.runner.wait(0.2)
        app.frame(0.5, draw=False)
    return table


@pytest.fixture(params=["en", "fi"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The checks below run in English and in Finnish, whose words are longer."""
    yield request.param
    catalogue.use("en")


LOOKS = [(size, Settings(sound=False, language=language)) for size in SIZES for language in ("en", "fi")] + [
    (size, Settings(sound=False, large_print=True, high_contrast=True)) for size in ((1024, 640), (1280, 800))]
"""Every window size in the usual look in English and Finnish, and the two usual sizes in large print and high
contrast."""


@pytest.mark.parametrize(("size", "settings"), LOOKS,
                         ids=["1024x640", "1024x640-fi", "3840x2160", "3840x2160-fi", "1024x640-large-contrast",
                              "1280x800-large-contrast"])
def test_no_scene_runs_text_off_the_window(size: tuple[int, int], settings: Settings,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(size, settings)
    pygame.event.clear()
    oh_hell = load_rules("oh_hell")
    scenes: list[tuple[str, Scene]] = [("title", TitleScene(app)), ("new game", NewGameScene(app, oh_hell, seed=1)),
                                       ("settings", SettingsScene(app)), ("stats", StatsScene(app)),
                                       ("rules", RulesScene(app, oh_hell)), ("about", AboutScene(app))]
    problems: dict[str, list[str]] = {}
    for name, scene in scenes:
        app.push(scene)
        app.frame(1 / 30, draw=False)
        problems[name] = texts_outside(app, monkeypatch)
        app.pop()
    for spec in GAMES:
        table = table_mid_hand(app, spec.name)
        problems[spec.name] = texts_outside(app, monkeypatch)
        app.push(PauseScene(app, table))
        problems[f"{spec.name} pause"] = texts_outside(app, monkeypatch)
        app.pop()
        table.keys.open_log()
        problems[f"{spec.name} log"] = texts_outside(app, monkeypatch)
        app.pop()
        app.push(ClaimScene(app, table))
        problems[f"{spec.name} claim"] = texts_outside(app, monkeypatch)
        app.pop()
        sheet = ScoreSheetScene(app, table)
        app.push(sheet)
        problems[f"{spec.name} sheet"] = texts_outside(app, monkeypatch)
        sheet.handle(Intent(Kind.REVIEW))
        problems[f"{spec.name} chart"] = texts_outside(app, monkeypatch)
        app.pop()
        deal, moves = table.session.hand_at_deal()
        review = ReviewScene(app, table, deal, moves, practise=lambda n: None, runner=InPlace(),
                             effort=Effort(deals=2))
        app.push(review)
        app.frame(1 / 30, draw=False)
        problems[f"{spec.name} review"] = texts_outside(app, monkeypatch)
        review.show_tab(len(review.tabs) - 1)
        problems[f"{spec.name} what it knew"] = texts_outside(app, monkeypatch)
        app.pop()
        app.pop()
    assert not {k: v for k, v in problems.items() if v}


@pytest.mark.parametrize("size", SIZES, ids=["1024x640", "3840x2160"])
def test_the_bid_coach_fits_beside_the_bid_clear_of_the_seats(size: tuple[int, int],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Eleven bids' bars by the bid panel: inside the window, its words too, over no seat box and not the panel."""
    monkeypatch.setattr(coach, "COACH_SAMPLING", Sampling(first=4, most=4))
    app = App(size, Settings(sound=False, bid_coach=True))
    table = table_mid_hand(app, "oh_hell")  # seed 7: your bid, ten cards each
    for _ in range(400):
        if table.coach.chart(table) is not None:
            break
        table.coach.errand.wait(0.2)
        app.frame(0.1, draw=False)
    chart, panel = table.coach.chart(table), table.picks.choice
    assert chart is not None and panel is not None
    place = coach.chart_rect(table, panel.rect, len(chart.bars))
    assert pygame.Rect((0, 0), size).contains(place) and not place.colliderect(panel.rect)
    assert not any(place.colliderect(table.layout.place(s).box) for s in range(1, 4))
    assert texts_outside(app, monkeypatch) == []
    app.close()


@pytest.mark.parametrize(("size", "large"), [*((s, False) for s in [*SIZES, (1280, 800)]), ((1024, 640), True)],
                         ids=["1024x640", "3840x2160", "1280x800", "1024x640-large"])
def test_the_settings_rows_stay_clear_of_each_other_and_of_the_foot(size: tuple[int, int], large: bool,
                                                                      language: str) -> None:
    app = App(size, Settings(sound=False, large_print=large, language=language))
    scene = SettingsScene(app)
    app.push(scene)
    foot = [b.rect for b in scene.buttons if b.key in ("open_rules", "back")]
    rows = [b.rect for b in scene.buttons if b.key not in ("open_rules", "back")]
    note = theme.font(round(max(16, round(24 * scene.unit)) * 0.7)).get_linesize() * 2
    assert max(r.bottom for r in rows) <= min(r.top for r in foot) - note, "the note between rows and foot fits"
    assert all(scene.panel.contains(r) for r in rows + foot)
    ys = sorted({(r.top, r.bottom) for r in rows})
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(ys)), "no row runs into the next"


@pytest.mark.parametrize("size", [*SIZES, (1280, 800)], ids=["1024x640", "3840x2160", "1280x800"])
def test_a_hands_summary_keeps_its_labels_in_its_buttons(size: tuple[int, int], language: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(size, Settings(speed="instant", hold_trick="off", auto_play=False, sound=False, language=language))
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", (None, "rule", "rule", "rule"), 3))
    app.push(table)
    to_summary(app, table)
    assert table.summary is not None and len(table.summary.buttons) >= 6
    assert texts_outside(app, monkeypatch) == []


def test_a_chart_keeps_its_words_in_its_box(monkeypatch: pytest.MonkeyPatch) -> None:
    """Laus's look-or-pass chart is narrow and its aim long: every word stays inside the chart's box."""
    rects: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def recording(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, words, *args, **kwargs)
        rects.append((words, rect))
        return rect

    monkeypatch.setattr(coach.theme, "blit_text", recording)
    chart = coach.Chart("Points fewer than the others' average",
                        (coach.Bar("Look", 0.5, "110 points"), coach.Bar("Pass", 1.0, "214 points")), "504 deals")
    box = pygame.Rect(66, 304, 240, 208)
    coach.draw_chart(pygame.Surface((1280, 800)), chart, box, 24)
    assert rects and all(box.contains(rect) for _, rect in rects), [w for w, r in rects if not box.contains(r)]


ABOUT_LOOKS = [(size, language, large) for size in ((800, 600), (3840, 2160)) for language in ("en", "fi")
               for large in (False, True)]


@pytest.mark.parametrize(("size", "language", "large"), ABOUT_LOOKS,
                         ids=[f"{w}x{h}-{lang}{'-large' if large else ''}" for (w, h), lang, large in ABOUT_LOOKS])
def test_the_about_screen_fits_its_words_in_its_panel(size: tuple[int, int], language: str, large: bool,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """At the smallest window and at 4K, in both languages and in large print: every line inside the window and
    the panel, none over the next, with a data folder's path long enough to wrap."""
    app = App(size, Settings(sound=False, language=language, large_print=large))
    try:
        app.push(TitleScene(app, games=[]))
        about = app.push("about")
        assert isinstance(about, AboutScene)
        about.lines[-1] = (about.lines[-1][0], "/home/a-player-with-a-long-name/.local/share/lohai-friends" * 2)
        about.resize(app.size)
        assert not texts_outside(app, monkeypatch)
        panel = about._measure(app.size)[0]
        assert all(panel.contains(rect) for rect in about.rows), "every line inside the panel"
        assert all(a.bottom <= b.top for a, b in itertools.pairwise(about.rows)), "no line over the next"
        assert about.rows[-1].bottom <= about.close.rect.top, "the last line clear of Close"
        assert panel.contains(about.close.rect)
    finally:
        app.close()
        catalogue.use("en")


@pytest.mark.parametrize("asking", ["leave", "quit", "newgame"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (3840, 2160)], ids=["1024x640", "1280x800", "3840x2160"])
def test_a_yes_or_no_panel_ends_just_below_its_buttons(size: tuple[int, int], asking: str) -> None:
    """"Quit?" asked over the title held its two buttons in the top of a panel sized for the pause menu's eight,
    with an empty floor below them.  The question's panel holds its buttons with the same margin below as above
    the title, whatever the window."""
    app = App(size, Settings(sound=False))
    try:
        scene = PauseScene(app, asking=asking)
        u = min(size[0] / 1280, size[1] / 800)
        floor = scene.panel.bottom - scene.buttons[-1].rect.bottom
        assert all(scene.panel.contains(b.rect) for b in scene.buttons)
        assert floor <= round(60 * u), f"{floor} px of empty panel under the buttons"
    finally:
        app.close()
