"""A practice table (issue 60, item 17): its summary compares the player's score with the real hand's, and its
pause menu leads back to where it was opened from."""

from __future__ import annotations

import pygame
import pytest

from game.engine import load_rules
from game.ui.scenes.pause import PauseScene
from game.ui.table.scene import TableScene
from game.ui.toolkit.settings import Settings

from .support import click, frames, key, make_table, run_until, to_summary


def practice_of(app_table: tuple[object, TableScene]) -> TableScene:
    app, table = app_table
    run_until(app, lambda: table.tally.done, dt=0.2)  # type: ignore[arg-type]
    table.ending.press("replay")
    practice = app.top  # type: ignore[attr-defined]
    assert isinstance(practice, TableScene) and practice.setup.practice and practice is not table
    return practice


@pytest.mark.parametrize(("game", "variant", "word"), [("oh_hell", "classic", "hand"), ("lohi", "standard", "round")])
def test_the_practice_summary_compares_with_the_real_hand(game: str, variant: str, word: str) -> None:
    app, table = make_table(seed=7, players=3, variant=variant, rules=load_rules(game),
                            settings=Settings(auto_play=False, speed="instant", hold_trick="off"))
    to_summary(app, table)
    real = table.state.hand_scores()[0]
    practice = practice_of((app, table))
    to_summary(app, practice)
    now = practice.state.hand_scores()[0]
    expected = f"You scored {now}; in the real {word} you scored {real}"
    assert practice.summary is not None and practice.summary.subtitle == expected, practice.summary
    assert practice.line.words == expected, "said as it is shown"
    again = practice_of((app, practice))  # Replay this deal at the practice table: still the real hand's score
    to_summary(app, again)
    assert again.summary is not None and again.summary.subtitle.endswith(f"in the real {word} you scored {real}")
    assert app.top is again and app.stack[-2] is table, "a practice table gives way to the next"


def test_the_pause_menu_leaves_practice_for_the_real_match() -> None:
    app, table = make_table(seed=7, players=3, variant="classic",
                            settings=Settings(auto_play=False, speed="instant", hold_trick="off"))
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseScene) and "practice" not in [b.key for b in menu.buttons], "a real match's menu"
    key(app, pygame.K_ESCAPE)
    to_summary(app, table)
    practice = practice_of((app, table))
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseScene)
    leave = next(b for b in menu.buttons if b.key == "practice")
    assert leave.label == "Leave practice"
    click(app, leave.rect.center)
    assert app.top is table and table.summary is not None, "back at the real match's summary"
    assert practice not in app.stack
