"""Searches in the worker processes: legal answers, the same answers as at home, both cores for
Expert, abandoned searches that really stop, and the table's hint and thinking dots."""

from __future__ import annotations

import copy
import os
import random

import pygame
import pytest

from game.ai import Budget, SearchBot
from game.ai.errands import Weigh
from game.ai.judge import Sampling, weigh
from game.ai.worker import thinkers
from game.engine import PlayerView, load_rules, new_match
from game.games import GAMES as REGISTRY
from game.seating import MatchSetup
from game.ui.table import hint
from game.ui.table.bots import BotRunner
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import frames, key, run_until

GAMES = tuple(spec.name for spec in REGISTRY)


def first_view(game: str, seed: int = 3) -> PlayerView:
    rules = load_rules(game)
    state = new_match(rules, None, rules.players_default, seed).state
    rng = random.Random(seed)
    for _ in range(3):  # a few moves in, so the view has history to carry
        if state.current_player is not None and len(state.legal_actions()) > 1:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.current_player is not None
    return state.view(state.current_player)


@pytest.mark.parametrize("game", GAMES)
def test_a_view_sent_to_the_worker_gets_the_decision_it_gets_at_home(game: str) -> None:
    """The view, rule set and random source cross by pickle whole: same seed, same search, same move."""
    rules = load_rules(game)
    view = first_view(game)
    budget = Budget(iterations=60)
    home = SearchBot("medium", rules).search(view, random.Random(5), budget)
    ticket = thinkers().submit("medium", rules, view, random.Random(5), budget)
    away = thinkers().wait(ticket, 60.0)
    assert away is not None, "the worker answered"
    assert away.action in view.legal_actions
    assert (away.action, away.stats) == (home.action, home.stats)
    assert all(w.process.pid != os.getpid() and w.process.is_alive() for w in thinkers()._workers.values())


def test_expert_searches_on_both_cores_and_merges_what_they_found() -> None:
    rules = load_rules("oh_hell")
    view = first_view("oh_hell")
    ticket = thinkers().submit("expert", rules, view, random.Random(2), Budget(iterations=150))
    choice = thinkers().wait(ticket, 60.0)
    assert choice is not None and choice.action in view.legal_actions
    assert len(ticket.workers) == 2 and ticket.workers[0] is not ticket.workers[1]
    assert choice.iterations == 300, "both searches' iterations count"
    assert sum(visits for _, visits, _ in choice.stats) == 300


@pytest.mark.parametrize("game", ["oh_hell", "koira"])
def test_tools_without_workers_make_the_decision_the_workers_merge(game: str) -> None:
    """The arena plays Expert's two searches one after another: it must be the table's very decision."""
    rules = load_rules(game)
    view = first_view(game)
    budget = Budget(iterations=80)
    ticket = thinkers().submit("expert", rules, view, random.Random(7), budget)
    away = thinkers().wait(ticket, 60.0)
    bot = SearchBot("expert", rules, cores=2)
    at_home = bot.choose(view, random.Random(7), budget)
    assert away is not None and bot.last is not None
    assert (at_home, bot.last.iterations, bot.last.stats) == (away.action, away.iterations, away.stats)
    assert bot.last.iterations == 160


def test_an_abandoned_search_stops_and_the_worker_takes_the_next_question() -> None:
    """A new match or a new decision must not wait for a long thought nobody wants any more."""
    rules = load_rules("oh_hell")
    view = first_view("oh_hell")
    long = thinkers().submit("hard", rules, view, random.Random(1), Budget(seconds=120.0))
    thinkers().abandon(long)
    quick = thinkers().submit("medium", rules, view, random.Random(1), Budget(iterations=20))
    assert thinkers().wait(quick, 60.0) is not None, "the abandoned two-minute search was cut short"


def test_the_runner_sends_search_levels_to_the_worker_and_keeps_the_statistics() -> None:
    rules = load_rules("laus")
    view = first_view("laus")
    runner = BotRunner()
    runner.ask("k", SearchBot("medium", rules), view, random.Random(4), Budget(iterations=40))
    assert runner.thinking
    runner.wait(60.0)
    action = runner.poll("k")
    assert action in view.legal_actions and runner.error is None
    assert runner.last is not None and runner.last.iterations == 40
    runner.close()


# --------------------------------------------------------------------------- at the table


def table_with(levels: tuple[str | None, ...], seed: int = 11) -> tuple[App, TableScene]:
    app = App((1280, 800), Settings(auto_play=False, hint_numbers=False))
    pygame.event.clear()
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", levels, seed))
    app.push(table)
    return app, table


def human_turn(app: App, table: TableScene) -> None:
    def ready() -> bool:
        table.seats.runner.wait(0.05)
        return table.human_to_act and not table.model.busy
    run_until(app, ready, limit=4000)


def test_h_shows_the_judges_best_move_points_at_it_and_enter_plays_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hint, "HINT_SAMPLING", Sampling(first=16, most=64))
    app, table = table_with((None, "rule", "rule", "rule"))
    for _ in range(2):  # the bid, then a card
        human_turn(app, table)
        key(app, pygame.K_h)
        assert table.line.words.startswith("Thinking about a hint")

        def answered() -> bool:
            table.hints.errand.wait(0.05)
            return table.hints.shown is not None and table.hints.shown[0] == table.decision_key()
        run_until(app, answered, limit=4000)
        assert table.line.words.startswith("Hint: ")
        assert table.hints.shown is not None
        hinted = table.hints.shown[1]
        assert hinted in table.state.legal_actions()
        done = len(table.state.log)
        key(app, pygame.K_RETURN)
        frames(app, 2)
        assert str(table.state.log[done]) == str(hinted), "Enter plays the move the hint pointed at"
    app.close()


def test_h_when_it_is_not_your_turn_says_so() -> None:
    app, table = table_with((None, "rule", "rule", "rule"), seed=4)
    table.model.skip()
    run_until(app, lambda: table.state.current_player != 0 and not table.model.busy, limit=4000)
    key(app, pygame.K_h)
    assert table.line.words == "A hint is for your turn" and table.hints.errand.key is None
    app.close()


def test_the_seat_that_thinks_shows_pulsing_dots_and_leaving_stops_its_search() -> None:
    app, table = table_with((None, "hard", "hard", "hard"), seed=6)
    run_until(app, lambda: table.cue.thinking() is not None and table.seats.runner.thinking, limit=4000)
    seat = table.cue.thinking()
    assert seat is not None and seat != 0
    box = table.layout.place(seat).box
    pictures = []
    for _ in range(2):
        app.frame(0.15)
        pictures.append(pygame.image.tobytes(app.screen.subsurface(box), "RGB"))
    assert pictures[0] != pictures[1], "the thinking seat's box is animated"
    ticket = table.seats.runner._ticket
    assert ticket is not None
    app.pop()
    assert all(w.wanted.value != ticket.job for w in ticket.workers), "its search was abandoned"
    assert not table.seats.runner.thinking


def test_hints_name_moves_as_the_table_does() -> None:
    from game.engine import Action, parse_cards
    from game.ui.table.hint import describe
    app = App((1280, 800), Settings(auto_play=False))
    table = TableScene(app, MatchSetup(load_rules("lohai"), "standard", (None, "rule", "rule", "rule"), 3))
    app.push(table)
    other = table.setup.name(2)
    assert describe(table, Action("play", tuple(parse_cards("GIV")))) == "play the Giver"
    assert describe(table, Action("give", args=(2,))) == f"give the trick to {other}"
    assert describe(table, Action("move", args=(0, 2))) == f"move a trick from you to {other}"
    assert describe(table, Action("pass")) == "don't move"
    assert describe(table, Action("bid", args=(3,))) == "bid 3"
    app.close()


def test_the_judge_weighs_in_a_worker_as_it_does_at_home() -> None:
    """Any request record runs on the worker's desk: the judge's values cross by pickle whole."""
    rules = load_rules("oh_hell")
    view = first_view("oh_hell")
    home = weigh(rules, view, random.Random(6), sampling=Sampling(first=5, most=5))
    ticket = thinkers().post(Weigh(rules, view, random.Random(6), Sampling(first=5, most=5)), lane=1)
    assert thinkers().wait(ticket, 60.0) == home


def test_the_review_judges_a_hand_on_both_cores_as_it_does_at_home() -> None:
    """The review's decisions go to the workers two at a time and come back judged as they are at home."""
    import time

    from game.judging import Effort
    from game.review import mine, replay
    from game.ui.scenes.judges import InPlace, InWorkers, Judges

    rules = load_rules("oh_hell")
    match = new_match(rules, "classic", 4, 8)
    deal = copy.deepcopy(match)
    rng = random.Random(8)
    while not match.state.is_over():
        match.state.apply(rng.choice(match.state.legal_actions()))
    yours = mine(replay(deal, [str(a) for a in match.state.log]), 0)[:3]
    assert len(yours) == 3
    effort = Effort(deals=6)
    away = Judges(rules, yours, InWorkers(), effort, seed=8, hand=1)
    away.update()
    assert len(away.under_way) == 2, "one decision on each core"
    deadline = time.monotonic() + 60
    while not away.finished and time.monotonic() < deadline:
        away.update()
        time.sleep(0.005)
    home = Judges(rules, yours, InPlace(), effort, seed=8, hand=1)
    while not home.finished:
        home.update()
    assert away.failed == {} and away.judged == home.judged
