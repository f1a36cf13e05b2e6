"""A computer seat whose thinking fails is shown to the player, and the match goes on."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random

import pygame
import pytest

from game.ai import Think
from game.engine import Action, PlayerView, load_rules
from game.seating import MatchSetup
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings


class BrokenBot:
    """A rule-level bot with a bug: every decision raises."""

    level = "rule"

    def choose(self, view: PlayerView, rng: random.Random, budget: Think = 0.0) -> Action:
        raise RuntimeError("the bot tripped over its own feet")


def test_a_failed_computer_seat_is_shown_and_the_match_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    app = App((1280, 800), Settings(auto_play=False))
    pygame.event.clear()
    rules = load_rules("oh_hell")
    table = TableScene(app, MatchSetup(rules, "classic", ("rule", "rule", "rule", "rule"), 5))
    table.seats.bots[1] = BrokenBot()
    app.push(table)
    seen: list[str] = []
    for _ in range(4000):
        app.frame(1 / 30)
        if table.line.bad and "could not think" in table.line.words:
            seen.append(table.line.words)
        if seen and len(table.match.state.log) > 8:
            break
    assert seen, "the player was never told that a computer seat failed"
    assert "tripped over its own feet" in seen[0] and table.setup.name(1) in seen[0]
    assert len(table.match.state.log) > 8, "the match stopped after the failure"
    assert any("failed to decide" in record.getMessage() for record in caplog.records), "the failure is not logged"
