"""Every move at the table by keyboard alone: arrows, Up/Down between the hand and the table, Enter.

Each game's human seat is steered by the rule bot (what to do) while every
move is made with real key events only (how); a move the keys cannot reach
fails the test.  The hands chosen make the moves that have no card: Laus's
look and two-card discard, Koira's turn-up, sequence and draw, Lo-Hi's sets,
runs, calls and pick-ups, and Lohai's Giver, Mover (with a move, and
declined) and Shaker.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game import catalogue
from game.engine import Action, load_rules, new_hand, new_match
from game.seating import MatchSetup
from game.ui.games.lohi.table import LohiTable
from game.ui.table.factory import table_for
from game.ui.table.hint import describe, point
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import frames, key, run_until, steered_hand

N, E, S, W = range(4)


def keys_until(app: App, code: int, reached: Callable[[], bool], limit: int = 60) -> None:
    """Press ``code`` until ``reached()`` (checked before each press)."""
    for _ in range(limit):
        if reached():
            return
        key(app, code)
    raise AssertionError(f"key {pygame.key.name(code)} never reached the move")


def to_card(app: App, table: TableScene, card: object) -> None:
    """Down to the hand, then Right until the card is the one in focus."""
    sid = next(s for s, c in table.model.viewer_cards() if c == card)
    key(app, pygame.K_DOWN)
    keys_until(app, pygame.K_RIGHT, lambda: table.picks.selected == sid)


def to_button(app: App, table: TableScene, action: Action) -> None:
    """Up to the panel, then Right until its button for ``action`` has the focus."""
    assert table.picks.choice is not None, f"no panel for {action}"
    wanted = next(k for k, offered in table.picks.choice.actions.items() if offered == action)
    key(app, pygame.K_UP)
    keys_until(app, pygame.K_RIGHT, lambda: table.picks.button == wanted)


def by_keys(app: App, table: TableScene, action: Action) -> None:
    """Make ``action`` for the human with key presses only."""
    frames(app, 3)
    if action.kind in ("give", "steal"):
        keys_until(app, pygame.K_RIGHT, lambda: table.game.target_focus == action.args[0])
    elif action.kind == "move":
        keys_until(app, pygame.K_RIGHT, lambda: table.game.target_move == tuple(action.args))
    elif action.kind == "pickup":
        key(app, pygame.K_UP)
        assert isinstance(table.game, LohiTable) and table.game.deck_focus
    elif len(action.cards) > 1 or (action.cards and (table.picks.picking or table.game.grouping)):
        for card in action.cards:
            to_card(app, table, card)
            key(app, pygame.K_RETURN)  # picks it; with the last pick a discard's button takes the focus
    elif action.cards:
        to_card(app, table, action.cards[0])
    else:
        to_button(app, table, action)
    key(app, pygame.K_RETURN)


def new_table(game: str, players: int, seed: int, variant: str | None = None) -> tuple[App, TableScene]:
    rules = load_rules(game)
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    pygame.event.clear()
    setup = MatchSetup(rules, variant or rules.default_variant, (None, *("rule",) * (players - 1)), seed)
    table = table_for(app, setup)
    app.push(table)
    return app, table


def kinds(moves: list[Action]) -> set[str]:
    return {a.kind for a in moves}


def test_oh_hell_bids_and_plays_a_hand_by_keys() -> None:
    app, table = new_table("oh_hell", 4, seed=3)
    mine = steered_hand(app, table, by_keys, 3)
    assert {"bid", "play"} <= kinds(mine) and table.state.is_over()


LAUS_SKAT = 1
"""A seed whose first hand gives the human the skat (and so the two-card discard)."""


def test_laus_looks_lays_two_cards_away_and_plays_by_keys() -> None:
    app, table = new_table("laus", 3, LAUS_SKAT)
    mine = steered_hand(app, table, by_keys, LAUS_SKAT)
    discard = next(a for a in mine if a.kind == "discard")
    assert len(discard.cards) == 2 and table.state.is_over()


def test_koira_turns_up_lays_a_sequence_and_draws_by_keys() -> None:
    app, table = new_table("koira", 3, seed=4)  # the deal the mouse test uses: the human does all three
    mine = steered_hand(app, table, by_keys, 4)
    assert {"turnup", "draw"} <= kinds(mine)
    assert any(a.kind == "play" and len(a.cards) > 1 for a in mine)
    assert table.state.is_over()


def test_lohi_lays_sets_and_runs_calls_and_picks_up_by_keys() -> None:
    app, table = new_table("lohi", 2, seed=2)  # the deal the mouse test uses: the human does all four
    mine = steered_hand(app, table, by_keys, 1)
    assert {"pickup", "call"} <= kinds(mine)
    assert any(a.kind == "play" and len(a.cards) > 1 for a in mine)
    assert table.state.is_over()


def by_hint(app: App, table: TableScene, action: Action) -> None:
    """Point at ``action`` as the hint does when it answers, then press Enter and nothing else."""
    frames(app, 3)
    point(table, action)
    key(app, pygame.K_RETURN)


@pytest.mark.parametrize("game, players, seed, steer, shown", [
    ("oh_hell", 4, 3, 3, {"bid", "play"}), ("laus", 3, LAUS_SKAT, LAUS_SKAT, {"discard"}),
    ("koira", 3, 4, 4, {"turnup", "draw"}), ("lohi", 2, 2, 1, {"pickup", "call"})])
def test_enter_makes_whatever_the_hint_points_at(game: str, players: int, seed: int, steer: int,
                                                  shown: set[str]) -> None:
    """Every move of a hand (groups of cards, a discard, the deck, panel choices), with Enter alone."""
    app, table = new_table(game, players, seed)
    mine = steered_hand(app, table, by_hint, steer)
    assert shown <= kinds(mine) and table.state.is_over()
    if game in ("koira", "lohi"):
        assert any(a.kind == "play" and len(a.cards) > 1 for a in mine)


def lohai_position(**position: object) -> tuple[App, TableScene]:
    rules = load_rules("lohai")
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    pygame.event.clear()
    match = new_match(rules, "standard", 4, 5)
    match.dealer = W
    match.state = new_hand(rules, "standard", dealer=W, **position)  # type: ignore[arg-type]
    table = TableScene(app, MatchSetup(rules, "standard", (None, "rule", "rule", "rule"), 5), match=match)
    app.push(table)
    return app, table


def make(app: App, table: TableScene, text: str, how: Callable[[App, TableScene, Action], None] = by_keys) -> None:
    """The move ``text`` by keys (or ``how``), once it is the human's to make."""
    run_until(app, lambda: table.human_to_act and not table.model.busy)
    action = next(a for a in table.state.legal_actions() if str(a) == text)
    how(app, table, action)
    assert str(table.state.log[-1]) == text, table.line.words


@pytest.mark.parametrize("how", [by_keys, by_hint])
def test_lohai_mover_taker_giver_and_shaker_by_keys(how: Callable[[App, TableScene, Action], None]) -> None:
    """By the arrow keys, and by Enter on what a hint points at."""
    app, table = lohai_position(flipped="4C", leader=N, won=[1, 2, 0, 0], stack="KH 2S 3S 4S 5S",
                                hands=["MOV TAK GIV SHK 2H", "3D 5D 6D 7D 8D", "KD QD JD 9D 2D",
                                       "4D 6H 7H 8H 9H"])
    make(app, table, "play MOV", how)
    run_until(app, lambda: table.game.decision() == "move")
    for text in ("move 1 3", "play TAK", "play GIV", "give 1", "play SHK", "steal 2", "play 2H"):
        make(app, table, text, how)
    run_until(app, lambda: table.summary is not None)
    assert sum(table.state.tricks_won) == 3 + 5  # type: ignore[attr-defined]


def test_the_movers_ring_ends_with_dont_move_and_enter_declines() -> None:
    app, table = lohai_position(flipped="4C", leader=N, won=[1, 2, 0, 0], stack="KH 2S 3S",
                                hands=["MOV 2H", "3D 5D", "6D 7D", "8D 9D"])
    make(app, table, "play MOV")
    run_until(app, lambda: table.game.decision() == "move")
    moves = sorted(tuple(a.args) for a in table.state.legal_actions() if a.kind == "move")
    seen = []
    for _ in range(len(moves) + 1):
        key(app, pygame.K_RIGHT)
        seen.append(table.game.target_move)
    assert seen == [*moves, None]
    assert table.picks.choice is not None and table.picks.button == table.picks.choice.buttons[0].key
    key(app, pygame.K_LEFT)
    assert table.game.target_move == moves[-1] and table.picks.button is None
    key(app, pygame.K_UP)  # straight to "Don't move"
    assert table.game.target_move is None and table.picks.button is not None
    key(app, pygame.K_RETURN)
    assert str(table.state.log[-1]) == "pass"


def test_up_and_down_move_between_a_side_panel_and_the_hand() -> None:
    """Koira's first phase: cards to play, and "Turn up the stock" beside them."""
    app, table = new_table("koira", 3, seed=4)
    run_until(app, lambda: table.human_to_act and not table.model.busy and table.picks.choice is not None)
    assert table.picks.playable and table.picks.choice is not None
    key(app, pygame.K_RIGHT)  # the hand comes first while it has a card to play, from its first card
    assert table.picks.selected == table.model.hands[table.viewer][0] and table.picks.button is None
    key(app, pygame.K_UP)
    assert table.picks.selected is None and table.picks.button == str(Action("turnup"))
    key(app, pygame.K_DOWN)
    assert table.picks.selected is not None and table.picks.button is None


def test_lohi_deck_takes_the_focus_and_its_hint_names_the_deck() -> None:
    app, table = new_table("lohi", 2, seed=2)
    assert isinstance(table.game, LohiTable)
    run_until(app, lambda: table.human_to_act and not table.model.busy and table.picks.choice is None)
    held = len(table.model.hands[table.viewer])
    plain = pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_UP)
    assert table.game.deck_focus and "Enter picks up" in table.line.words
    assert pygame.image.tobytes(app.screen, "RGB") != plain, "the deck shows the focus"
    key(app, pygame.K_DOWN)
    assert not table.game.deck_focus and table.picks.selected is not None
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert str(table.state.log[-1]) == "pickup"
    run_until(app, lambda: not table.model.busy)
    assert len(table.model.hands[table.viewer]) == held + 1
    assert describe(table, Action("pickup")) == "pick up a card from the deck"
    assert describe(table, Action("call", args=("lower",))) == "call lower", "a call in words, not its code"
    catalogue.use("fi")
    try:
        assert describe(table, Action("call", args=("higher",))) == "pyydä suurempaa", "and in Finnish too"
    finally:
        catalogue.use("en")
