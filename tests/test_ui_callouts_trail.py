"""At a fast speed the callouts keep up with the table: when the hand's last trick lies waiting, the line tells of
that trick, never of one whose cards are gone."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from game.engine import load_rules
from game.engine.events import Event, TrickWon
from game.ui.table.beats import LastTrick
from game.ui.toolkit.settings import Settings

from .support import make_table, run_until


def test_the_held_last_trick_shows_its_own_callout_not_the_one_before(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = make_table(seed=790613, variant="crazy_shakers", rules=load_rules("lohai"),
                            settings=Settings(auto_play=False, speed="fast"))
    said: dict[str, int] = {}
    taken = [0]
    callout = table.game.callout

    def heard(event: Event, trick: LastTrick | None) -> str | None:
        words = callout(event, trick)
        if isinstance(event, TrickWon):
            taken[0] = event.trick_number
        if words:
            said[words] = event.trick_number if isinstance(event, TrickWon) else taken[0] + 1
        return words

    monkeypatch.setattr(table.game, "callout", heard)
    while not table.model.holding:
        run_until(app, lambda: table.model.holding or (table.human_to_act and not table.model.busy), limit=20000)
        if table.human_to_act and not table.model.holding:
            table.attempt(table.state.legal_actions()[0])
    last = taken[0]
    assert table.callouts.words, "the held trick's callout is on the line"
    assert said[table.callouts.words] == last, (table.callouts.words, said[table.callouts.words], last)
