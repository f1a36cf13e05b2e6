"""Each game's own words (issue 60, item 19): the summary's column says the game's word for a deal, and the levels'
ladder on the new-game screen names every level."""

from __future__ import annotations

import pytest

from game.engine import load_rules
from game.levels import LEVELS
from game.seating import LEVEL_TITLES
from game.ui.scenes.newgame import NewGameScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import frames, make_table, texts_drawn, to_summary


@pytest.mark.parametrize(("game", "variant", "column"), [("lohi", "standard", "This round"),
                                                         ("koira", "standard", "This game"),
                                                         ("oh_hell", "classic", "This hand")])
def test_the_summary_says_the_games_word_for_a_deal(monkeypatch: pytest.MonkeyPatch, game: str, variant: str,
                                                      column: str) -> None:
    app, table = make_table(seed=5, players=3, variant=variant, rules=load_rules(game),
                            settings=Settings(auto_play=False, speed="instant"))
    to_summary(app, table)
    drawn = texts_drawn(monkeypatch)
    frames(app, 2)
    assert column in drawn, [t for t in drawn if t.startswith("This")]
    assert game == "oh_hell" or "This hand" not in drawn


def test_the_levels_ladder_names_every_level_steady_too(monkeypatch: pytest.MonkeyPatch) -> None:
    app = App((1280, 800))
    app.push(NewGameScene(app, load_rules("oh_hell"), seed=1))
    drawn = texts_drawn(monkeypatch)
    frames(app, 1)
    ladder = next(text for text in drawn if text.startswith("Stronger in turn"))
    assert all(LEVEL_TITLES[level] in ladder for level in LEVELS), ladder  # Steady, the default level, too
