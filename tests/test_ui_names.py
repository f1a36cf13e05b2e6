"""The player's chosen name wherever a row or a name is shown: the verdict above the standings agrees with the
rows under it, the hand's log names the seats so, and a rename reaches a summary already open."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.engine import load_rules
from game.engine.match import MatchResult
from game.seating import MatchSetup
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import key, run_until


def named_table(game: str, players: int = 4, seed: int = 161369) -> tuple[App, TableScene]:
    app = App((1280, 800), Settings(auto_play=False, speed="instant", player_name="Tester"))
    pygame.event.clear()
    rules = load_rules(game)
    table = TableScene(app, MatchSetup(rules, rules.default_variant, (None, *("rule",) * (players - 1)), seed,
                                       "Tester"))
    app.push(table)
    return app, table


def test_the_winner_above_the_standings_is_named_as_the_row_is() -> None:
    _app, table = named_table("oh_hell")
    result = MatchResult(totals=(50, 20, 10, 0), winners=(0,), losers=(), standings=(0, 1, 2, 3))
    assert table.game.verdict(result) == "Winner: Tester"
    assert table.setup.label(0) == "Tester"


def test_the_hand_log_names_the_player_by_their_name() -> None:
    _app, table = named_table("oh_hell")
    assert table.hand_log.names[0] == "Tester", "'As dealt — Tester', as the seat's box says"


def test_a_rename_reaches_the_open_summary() -> None:
    app, table = named_table("koira")
    while table.summary is None:
        run_until(app, lambda: table.human_to_act or table.summary is not None or table.model.holding, limit=20000)
        if table.model.holding:
            table.model.skip()
            run_until(app, lambda: not table.model.holding)
        elif table.human_to_act:
            table.attempt(table.state.legal_actions()[0])
    assert table.summary is not None and any(row.name == "Tester" for row in table.summary.rows)
    key(app, pygame.K_ESCAPE)  # the menu, where the settings are
    app.settings = app.settings.with_(player_name="Renamed")
    key(app, pygame.K_ESCAPE)  # back at the table
    assert app.top is table
    assert any(row.name == "Renamed" for row in table.summary.rows), [row.name for row in table.summary.rows]
    assert "Tester" not in table.summary.subtitle and table.hand_log.names[0] == "Renamed"
