"""Lo-Hi at the table, by mouse: picking cards, dragging them onto the pile, the deck, the call panel.

The human's seat is steered by the rule bot (what to do) but every move is
made with real pygame mouse events (how): cards are clicked to pick them,
one of them is dragged onto the pile, the deck is clicked to pick up, and the
call and name panels' buttons are clicked.  The engine's log says what
happened.
"""

from __future__ import annotations

import pygame
import pytest

from game.engine import Action, Event, load_rules, new_hand, new_match
from game.seating import MatchSetup
from game.ui.games.lohi.table import LohiTable
from game.ui.table.factory import table_for
from game.ui.table.model import LastTrick
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import click, drag, frames, grip, run_until, sprite_of, steered_hand

RULES = load_rules("lohi")


def lohi_table(seed: int = 3, players: int = 3, **position: object) -> tuple[App, TableScene]:
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    pygame.event.clear()
    setup = MatchSetup(RULES, "standard", (None, *("rule",) * (players - 1)), seed)
    match = None
    if position:
        match = new_match(RULES, "standard", players, seed)
        match.state = new_hand(RULES, "standard", players, dealer=players - 1, **position)  # type: ignore[arg-type]
    table = table_for(app, setup, match)
    assert isinstance(table.game, LohiTable)
    app.push(table)
    return app, table


def my_turn(table: TableScene) -> bool:
    return (table.human_to_act and not table.model.busy) or table.summary is not None


def lay(app: App, table: TableScene, *texts: str) -> None:
    """Click each card to pick it, then drag the last one onto the pile."""
    for text in texts[:-1]:
        sid = sprite_of(table, text)
        click(app, grip(table.mouse.card_rect(sid)))
        assert sid in table.picks.picked
    last = sprite_of(table, texts[-1])
    drag(app, grip(table.mouse.card_rect(last)), table.game.pile_rect().center)


def by_mouse(app: App, table: TableScene, action: Action) -> None:
    """Make ``action`` for the human with the mouse only (after a pause, so no click makes a double-click)."""
    frames(app, 15)
    if action.kind == "pickup":
        click(app, table.game.deck_rect().center)
    elif action.kind == "play":
        lay(app, table, *(str(c) for c in action.cards))
    else:
        assert table.picks.choice is not None, f"no panel for {action}"
        button = next(b for b in table.picks.choice.buttons if table.picks.choice.actions[b.key] == action)
        click(app, button.rect.center)


def test_a_whole_round_with_a_set_a_run_a_call_and_a_pick_up_by_mouse() -> None:
    app, table = lohi_table(seed=2, players=2)  # a deal in which the human does all four
    mine = steered_hand(app, table, by_mouse, 1)  # type: ignore[arg-type]
    kinds = {a.kind for a in mine}
    sets = [a for a in mine if a.kind == "play" and len(a.cards) > 1 and len({c.rank for c in a.cards}) == 1]
    runs = [a for a in mine if a.kind == "play" and len({c.rank for c in a.cards}) > 1]
    assert {"pickup", "call"} <= kinds and sets and runs, [str(a) for a in mine]
    assert table.state.is_over() and table.summary.heading == "Cards left"
    assert table.summary.title == "Round 1 scored", "Lo-Hi deals rounds, not hands"
    assert table.summary.buttons[0].label == "Next round"


def test_a_run_picked_in_any_order_is_laid_the_way_the_pile_asks() -> None:
    app, table = lohi_table(hands=["6S 4H 5C 9D", "2C 3C 7D", "KD QD 8S"], flipped="7H", turn=0,
                            constraint="<=7")
    run_until(app, lambda: my_turn(table))
    lay(app, table, "5C", "6S", "4H")  # picked out of order
    assert str(table.state.log[-1]) == "play 6S 5C 4H"


def test_a_group_that_is_no_play_is_refused_with_the_reason_and_goes_home() -> None:
    app, table = lohi_table(hands=["6S 9D 4H", "2C 3C 7D", "KD QD 8S"], flipped="7H", turn=0, constraint="<=7")
    run_until(app, lambda: my_turn(table))
    picked = sprite_of(table, "6S")
    lay(app, table, "6S", "9D")
    assert table.state.log == [] and table.line.bad and table.line.words
    run_until(app, lambda: not table.model.busy)
    assert table.layout.hand.collidepoint(table.mouse.card_rect(picked).center)


def test_the_deck_is_clicked_to_pick_up_and_the_card_comes_to_the_hand() -> None:
    app, table = lohi_table(hands=["KS QH", "2C 3C 7D", "KD QD 8S"], flipped="5H", stack="9C", turn=0,
                            constraint="<=5")
    run_until(app, lambda: my_turn(table))
    click(app, table.game.deck_rect().center)
    assert [str(a) for a in table.state.log] == ["pickup"]
    frames(app, 30)
    assert "9C" in {str(c) for _, c in table.model.viewer_cards()}


def test_an_unpicked_card_dragged_while_others_are_picked_is_laid_alone() -> None:
    app, table = lohi_table(hands=["6S 6H 9D 4H", "2C 3C 7D", "KD QD 8S"], flipped="7H", turn=0,
                            constraint="<=7")
    run_until(app, lambda: my_turn(table))
    for text in ("6S", "6H"):
        click(app, grip(table.mouse.card_rect(sprite_of(table, text))))
    four = sprite_of(table, "4H")
    drag(app, grip(table.mouse.card_rect(four)), table.game.pile_rect().center)
    assert [str(a) for a in table.state.log] == ["play 4H"], table.line.words
    assert table.picks.picked == ()


def test_with_nothing_to_lay_every_card_is_greyed_and_the_deck_is_the_move() -> None:
    from game.ui.table.draw import greying
    app, table = lohi_table(hands=["KS QH 9D", "2C 3C 7D", "KD QD 8S"], flipped="3H", stack="9C", turn=0,
                            constraint="=3")
    run_until(app, lambda: my_turn(table))
    assert not table.picks.playable and greying(table), "no card can go down, so every card is greyed"
    drag(app, grip(table.mouse.card_rect(sprite_of(table, "KS"))), table.game.pile_rect().center)
    assert table.state.log == [] and table.line.bad


def test_a_long_hand_leaves_the_corner_words_in_sight(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.games.lohi import draw as lohi_draw
    hand = "2S 3S 4S 5S 6S 7S 9S TS JS QS KS"
    app, table = lohi_table(hands=[hand, "2C 3C 7D", "KD QD 8C"], flipped="7H", turn=0, constraint="<=7")
    run_until(app, lambda: my_turn(table))
    corner: list[pygame.Rect] = []
    real = lohi_draw.theme.blit_text

    def recording(surface: pygame.Surface, words: str, *args: object, **kwargs: object) -> pygame.Rect:
        rect = real(surface, words, *args, **kwargs)  # type: ignore[arg-type]
        if kwargs.get("topleft", (None,))[0] == table.layout.info.left:
            corner.append(rect)
        return rect

    monkeypatch.setattr(lohi_draw.theme, "blit_text", recording)
    frames(app, 2)
    cards = [table.mouse.card_rect(sid) for sid in table.model.hands[table.viewer]]
    assert len(cards) == 11 and len(corner) >= 3
    assert not any(text.colliderect(card) for text in corner for card in cards), "a card covers the corner's words"


@pytest.mark.parametrize("auto", [True, False])
def test_a_forced_pick_up_goes_by_itself_only_with_the_forced_move_setting(auto: bool) -> None:
    app = App((1280, 800), Settings(auto_play=auto, speed="instant"))
    match = new_match(RULES, "standard", 3, 3)
    match.state = new_hand(RULES, "standard", 3, dealer=2, hands=["KS QH 9D", "2C 3C 7D", "KD QD 8S"],
                           flipped="3H", stack="9C", turn=0, constraint="=3")
    table = table_for(app, MatchSetup(RULES, "standard", (None, "rule", "rule"), 3), match)
    app.push(table)
    run_until(app, lambda: my_turn(table))
    frames(app, 60)  # a second: longer than a forced move waits
    assert ([str(a) for a in table.state.log][:1] == ["pickup"]) is auto


def test_the_hand_can_be_held_in_rank_order_whatever_the_suits() -> None:
    app = App((1280, 800), Settings(auto_play=False, speed="instant", hand_sort="by_rank"))
    match = new_match(RULES, "standard", 3, 3)
    match.state = new_hand(RULES, "standard", 3, dealer=2, hands=["KS 2H QH 2C 9D", "3C 4C 7D", "KD JD 8S"],
                           flipped="7H", turn=0, constraint="any")
    table = table_for(app, MatchSetup(RULES, "standard", (None, "rule", "rule"), 3), match)
    app.push(table)
    run_until(app, lambda: my_turn(table))
    shown = [str(table.model.sprites[sid].card) for sid in table.model.hands[table.viewer]]
    assert shown == ["2C", "2H", "9D", "QH", "KS"], shown


def test_with_confirm_each_card_a_group_is_laid_at_the_second_drop() -> None:
    app, table = lohi_table(hands=["6S 4H 5C 9D", "2C 3C 7D", "KD QD 8S"], flipped="7H", turn=0,
                            constraint="<=7")
    app.settings = app.settings.with_(confirm_play=True)
    run_until(app, lambda: my_turn(table))
    lay(app, table, "5C", "6S", "4H")
    frames(app, 5)
    assert not table.state.log, "the first drop only asks"
    assert table.line.words.startswith("Play these 3 cards?"), table.line.words
    assert len(table.picks.picked) == 2, "the picked cards stay picked for the second try"
    drag(app, grip(table.mouse.card_rect(sprite_of(table, "4H"))), table.game.pile_rect().center)
    assert str(table.state.log[-1]) == "play 6S 5C 4H"


def test_the_line_never_keeps_what_the_pile_asked_before_its_newest_ask() -> None:
    """Noticed in the window: the line said "next is an ace or lower" while the badge showed a newer ask.  A callout
    is kept long enough to read, so an ask outlived its pile; a new ask makes the old one false, so it goes at once."""
    app = App((1280, 800), Settings(auto_play=False, speed="fast", sound=False))
    pygame.event.clear()
    table = table_for(app, MatchSetup(RULES, "standard", ("rule", "rule", "rule"), 5))
    app.push(table)
    asks: list[str] = []
    callout = table.game.callout

    def heard(event: Event, trick: LastTrick | None) -> str | None:
        words = callout(event, trick)
        if words and table.game.callout_about(event) == "next":
            asks.append(words)
        return words

    table.game.callout = heard  # type: ignore[method-assign]
    stale = 0
    for _ in range(9000):
        app.frame(1 / 30)
        stale += table.callouts.words in asks[:-1] and table.callouts.words != asks[-1]
        if table.summary is not None:
            break
    assert len(asks) >= 5, "the round set the pile's ask a few times"
    assert not stale, f"an earlier ask was on the line over the newest for {stale} frames"
    app.close()


def test_the_hand_is_in_rank_order_by_default_as_suits_do_not_matter() -> None:
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    assert app.settings.hand_sort == Settings().hand_sort != "by_rank"
    match = new_match(RULES, "standard", 3, 3)
    match.state = new_hand(RULES, "standard", 3, dealer=2, hands=["KS 2H QH 2C 9D", "3C 4C 7D", "KD JD 8S"],
                           flipped="7H", turn=0, constraint="any")
    table = table_for(app, MatchSetup(RULES, "standard", (None, "rule", "rule"), 3), match)
    app.push(table)
    run_until(app, lambda: my_turn(table))
    shown = [str(table.model.sprites[sid].card) for sid in table.model.hands[table.viewer]]
    assert shown == ["2C", "2H", "9D", "QH", "KS"], shown
