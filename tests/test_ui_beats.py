"""Every event a game's engine can send has a beat at that game's table: none falls through to a plain re-read."""

from __future__ import annotations

import importlib
import inspect
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from game.engine import Event, load_rules
from game.engine import events as core_events
from game.games import GAMES, GameSpec
from game.seating import MatchSetup
from game.ui.table.factory import table_for
from game.ui.table.layout import table_layout
from game.ui.table.model import TableModel
from game.ui.toolkit.app import App


def defined_in(kind: type, module: str) -> bool:
    """``kind`` is defined in ``module`` or, when that is a package (a game's engine), in one of its modules."""
    return kind.__module__ == module or kind.__module__.startswith(f"{module}.")


def event_classes(spec: GameSpec) -> set[type[Event]]:
    """The event classes defined by the shared core and by the game's own engine modules."""
    found: set[type[Event]] = set()
    for name in (core_events.__name__, spec.engine, *spec.extra_modules):
        module = importlib.import_module(name)
        found |= {kind for _, kind in inspect.getmembers(module, inspect.isclass)
                  if issubclass(kind, Event) and kind is not Event and defined_in(kind, name)}
    return found


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.name)
def test_every_event_class_of_a_game_has_a_beat_at_its_table(spec: GameSpec) -> None:
    rules = load_rules(spec.name)
    app = App((1024, 700))
    players = rules.players_default
    table = table_for(app, MatchSetup(rules, rules.default_variant, (None, *("rule",) * (players - 1)), 3))
    missing = sorted(kind.__name__ for kind in event_classes(spec) - set(table.model.beats()))
    assert not missing, f"{spec.name}'s table has no beat for {missing}"


def test_the_two_games_that_draw_name_their_draws_apart() -> None:
    """Lohai's draw onto a special card and Koira's draw from the stock are different events, differently named."""
    names = {kind.__name__ for spec in GAMES for kind in event_classes(spec)}
    per_game = [kind.__name__ for spec in GAMES for kind in event_classes(spec) - event_classes(GAMES[0])]
    assert len(per_game) == len(set(per_game)), "two games define an event of the same name"
    assert {"CardDrawn", "StockDrawn"} <= names


def test_the_shared_table_model_knows_only_the_core_events() -> None:
    """A game's own events are beats of its own model (games/<name>/model.py), never of the shared one."""
    model = TableModel(4, 0, table_layout((1024, 700), 4, 0), lambda: ([], [0] * 4))
    foreign = sorted(f"{kind.__module__}.{kind.__name__}" for kind in model.beats()
                     if kind.__module__ != core_events.__name__)
    assert not foreign, f"the shared TableModel animates events from outside the core's events: {foreign}"
