"""Koira at the table, by mouse: a whole game with a stock turn-up, a sequence and a draw.

The human's seat is steered by the rule bot (what to do) but every move is a
real pygame mouse event (how): phase-one cards are dragged onto the trick, the
stock is clicked to turn up its top card, phase-two sequences are picked by
clicks and dragged on together, and the lowest play is clicked to take it.
"""

from __future__ import annotations

import pygame

from game.engine import Action, load_rules
from game.engine.koira.events import TrickSplit
from game.seating import MatchSetup
from game.ui.games.koira.table import KoiraTable
from game.ui.table.factory import table_for
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import click, drag, frames, grip, steered_hand

RULES = load_rules("koira")


def koira_table(seed: int, players: int = 3) -> tuple[App, TableScene]:
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    pygame.event.clear()
    table = table_for(app, MatchSetup(RULES, "standard", (None, *("rule",) * (players - 1)), seed))
    assert isinstance(table.game, KoiraTable)
    app.push(table)
    return app, table


def by_mouse(app: App, table: TableScene, action: Action) -> None:
    """Make ``action`` for the human with the mouse only (after a pause, so no click makes a double-click)."""
    frames(app, 15)
    if action.kind == "turnup":
        click(app, table.game.stock_rect().center)
    elif action.kind == "draw":
        lowest = table.game.lowest_rect()
        assert lowest is not None, "no lowest play to take"
        click(app, lowest.center)
    else:
        hand = {c: s for s, c in table.model.viewer_cards()}
        sids = [hand[c] for c in action.cards]
        for sid in sids[:-1]:
            click(app, grip(table.mouse.card_rect(sid)))
            assert sid in table.picks.picked
        drag(app, grip(table.mouse.card_rect(sids[-1])), table.layout.trick.center)


def play_game(seed: int, players: int = 3) -> tuple[TableScene, list[Action]]:
    """The whole first game of a match, the human's moves made by mouse; returns the human's actions."""
    app, table = koira_table(seed, players)
    return table, steered_hand(app, table, by_mouse, seed)  # type: ignore[arg-type]


def test_a_whole_game_with_a_turn_up_a_sequence_and_a_draw_by_mouse() -> None:
    table, mine = play_game(seed=4, players=3)  # a deal in which the human does all three
    kinds = {a.kind for a in mine}
    sequences = [a for a in mine if a.kind == "play" and len(a.cards) > 1]
    assert {"turnup", "draw"} <= kinds and sequences, [str(a) for a in mine]
    assert table.state.is_over() and table.model.phase_two
    assert table.model.losers and all(seat in table.model.losers or seat in table.model.out for seat in range(3))


def test_leading_onto_an_empty_table_in_phase_two_says_lead_not_beat() -> None:
    from game.engine import new_hand, new_match
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    match = new_match(RULES, "standard", 3, 5)
    match.state = new_hand(RULES, "standard", players=3, phase="two", hands=["2C 3C 9S", "4D 5D", "6S 7S"],
                           trump="H", trick=[], turn=0)
    table = TableScene(app, MatchSetup(RULES, "standard", (None, "rule", "rule"), 5), match=match)
    app.push(table)
    frames(app, 30)
    assert table.human_to_act
    prompt = table.game.turn_prompt()
    assert prompt.startswith("Your lead") and "beat" not in prompt and "lowest" not in prompt


def test_koira_s_final_words_name_the_loser_and_nobody_best() -> None:
    from game.engine.core import MatchResult
    _app, table = koira_table(seed=161369, players=4)
    assert table.match.hand_number == 1
    bruno_lost = MatchResult(totals=(0, 1, 0, 0), winners=(), losers=(1,), standings=(0, 2, 3, 1))
    words = table.game.verdict(bruno_lost)
    assert words == f"The Koira: {table.setup.name(1)}" and "Best" not in words
    assert table.game.verdict(MatchResult((1, 0, 0, 0), (), (0,), (1, 2, 3, 0))) == "You are the Koira"


def test_phase_one_tricks_fly_to_the_won_pile_drawn_by_the_box() -> None:
    """The won pile is drawn beside each seat's box with its count of cards: the trick goes there, not into
    the box."""
    app = App((1280, 800), Settings(auto_play=False, speed="normal"))
    pygame.event.clear()
    table = table_for(app, MatchSetup(RULES, "standard", ("rule",) * 3, 4))
    app.push(table)
    for _ in range(3000):
        if table.model.sweeping:
            break
        app.frame(1 / 30)
    last = table.model.shown.last_trick
    assert table.model.sweeping and last is not None
    pile = table.layout.pile(last.winner).center
    for sid in table.model.sweeping:
        motion = table.model.sprites[sid].motion
        assert motion is not None and motion.end[:2] == pile, (motion, pile)


def test_the_player_is_you_in_a_list_of_names_and_you_only_at_its_head() -> None:
    """Koira's tie said "Chidi and You cannot play off the tie"; the player is "you" inside a sentence."""
    app, table = koira_table(2, players=4)
    try:
        names = [table.setup.name(s) for s in range(4)]
        assert table.game.names([2, 0]) == f"{names[2]} and you"
        assert table.game.names([0, 2]) == f"You and {names[2]}"
        assert table.game.names([1, 3, 0]) == f"{names[1]}, {names[3]} and you"
        said = table.game.callout(TrickSplit((3, 0), ((), ())), None)
        assert said is not None and said.startswith(f"{names[3]} and you cannot play off the tie")
    finally:
        app.close()
