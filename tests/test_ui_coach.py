"""The coach at the table: a hint that shows its numbers, and the bid coach's chart by the bid panel."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest

from game.ai.errands import Desk, Weigh
from game.ai.judge import Sampling
from game.engine import load_rules, new_match
from game.seating import MatchSetup
from game.store import Store
from game.ui.scenes.settings import SettingsScene
from game.ui.table import coach, hint
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, frames, key, make_table, run_until


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """A few dozen deals, counted rather than timed: the answers come at once and never vary."""
    monkeypatch.setattr(hint, "HINT_SAMPLING", Sampling(first=12, most=12))
    monkeypatch.setattr(coach, "COACH_SAMPLING", Sampling(first=10, most=10))


def your_turn(app: App, table: TableScene) -> None:
    def ready() -> bool:
        table.seats.runner.wait(0.05)
        return table.human_to_act and not table.model.busy
    run_until(app, ready, limit=4000)


def test_the_hint_says_its_numbers_and_deals_and_enter_plays_the_move_it_points_at() -> None:
    app, table = make_table(seed=11)
    your_turn(app, table)
    key(app, pygame.K_h)
    assert table.line.words.startswith("Thinking about a hint")

    def answered() -> bool:
        table.hints.errand.wait(0.05)
        return table.hints.shown is not None
    run_until(app, answered, limit=4000)
    amount = r"\d+ % \(±\d+\)"
    numbers = (rf"Hint — make your bid exactly: bid \d+ {amount}(, bid \d+ {amount}){{1,2}} — "
               r"(clearly the best|about as good as the next|the same as the next in every deal) \(12 deals\)")
    assert re.fullmatch(numbers, table.line.words), table.line.words
    assert table.hints.shown is not None
    pointed = table.hints.shown[1]
    assert table.line.words.startswith(f"Hint — make your bid exactly: {pointed} "), "the move pointed at comes first"
    shown = [int(n) for n in re.findall(r"(\d+) % \(", table.line.words)]
    assert shown[0] == max(shown), "the move lifted is the one with the best number"
    done = len(table.state.log)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert table.state.log[done] == pointed
    app.close()


def test_the_hints_numbers_depend_only_on_the_players_view() -> None:
    rules = load_rules("oh_hell")
    state = new_match(rules, "classic", players=4, seed=8).state
    seat = state.current_player
    assert seat is not None
    other = state.determinize(seat, random.Random(1))
    assert other.view(seat) == state.view(seat) and other.view((seat + 1) % 4).hand != state.view((seat + 1) % 4).hand

    def advice(view_of: int) -> object:
        world = state if view_of == 0 else other
        request = Weigh(rules, world.view(seat), random.Random(5), Sampling(first=6, most=6))
        return request.run(Desk(lambda: 0.0))
    assert advice(0) == advice(1)


def bid_with_the_hook(settings: Settings) -> tuple[App, TableScene]:
    """You deal (seed 2), the others have bid 1, 2 and 4 of ten: the hook forbids you 3."""
    app = App((1280, 800), settings)
    pygame.event.clear()
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "open_hook", (None, "rule", "rule", "rule"), 2))
    app.push(table)
    your_turn(app, table)
    assert table.picks.choice is not None
    return app, table


def test_the_bid_coach_charts_each_bids_chance_marks_the_forbidden_bid_and_goes_with_the_setting() -> None:
    app, table = bid_with_the_hook(Settings(auto_play=False, bid_coach=True))

    def charted() -> bool:
        table.coach.errand.wait(0.05)
        return table.coach.chart(table) is not None
    run_until(app, charted, limit=4000)
    chart = table.coach.chart(table)
    assert chart is not None and len(chart.bars) == 11, "a bar for each bid from nought to ten"
    refused = [b.key for b in table.picks.choice.buttons if not b.enabled] if table.picks.choice else []
    assert refused == ["bid 3"]
    assert [b.label for b in chart.bars if b.forbidden] == ["3"] and "3: not allowed" in chart.foot
    assert chart.foot.endswith("higher is better · 10 deals")
    best = max((b for b in chart.bars if not b.forbidden), key=lambda b: b.height)
    assert chart.advice.startswith(f"Bid {best.label}"), "the advice names the tallest bar"
    frames(app)
    place = coach.chart_rect(table, table.picks.choice.rect, 11) if table.picks.choice else None
    assert place is not None
    shown = pygame.image.tobytes(app.screen.subsurface(place), "RGB")
    app.settings = app.settings.with_(bid_coach=False)
    frames(app)
    assert table.coach.chart(table) is None
    assert pygame.image.tobytes(app.screen.subsurface(place), "RGB") != shown, "the chart is gone from the table"
    app.close()


def test_without_the_setting_no_coach_is_asked_for() -> None:
    app, table = bid_with_the_hook(Settings(auto_play=False))
    frames(app, 5)
    assert table.coach.errand.key is None and table.coach.chart(table) is None
    app.close()


def test_the_two_settings_have_rows_and_persist(tmp_path: Path) -> None:
    app = App((1280, 800), Settings(), Store(tmp_path))
    scene = SettingsScene(app)
    app.push(scene)
    click(app, next(b for b in scene.buttons if b.key == "bid_coach:1").rect.center)
    click(app, next(b for b in scene.buttons if b.key == "hint_numbers:1").rect.center)
    assert (app.settings.bid_coach, app.settings.hint_numbers) == (True, False)
    key(app, pygame.K_ESCAPE)
    kept = Settings.from_dict(Store(tmp_path).load_settings())
    assert (kept.bid_coach, kept.hint_numbers) == (True, False)
    assert Settings.from_dict({"bid_coach": "yes", "hint_numbers": 0}) == Settings()
