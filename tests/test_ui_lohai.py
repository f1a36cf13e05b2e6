"""Lohai at the table: the special cards played by hand, with the mouse only.

Each test starts the table scene from an exact Lohai position (a prepared
match whose ``state`` was replaced), then posts real pygame mouse events —
button down, motions, button up for drags; down and up for clicks — and checks
the engine's log and the trick counts afterwards.  The computer seats hold only
plain cards, so whatever they choose the outcome is fixed.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine import Card, load_rules, new_hand, new_match
from game.seating import MatchSetup
from game.ui.art.cards import CardArt
from game.ui.games.lohai.draw import markers
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import click, drag, key, past_the_last_trick, run_until, waiting_for_human

RULES = load_rules("lohai")
N, E, S, W = 0, 1, 2, 3


# --------------------------------------------------------------------------- helpers


def lohai_table(variant: str = "standard", speed: str = "instant", size: tuple[int, int] = (1280, 800),
                **position: Any) -> tuple[App, TableScene]:
    """The table started from an exact Lohai position, the human in seat 0 (North)."""
    app = App(size, Settings(auto_play=False, speed=speed))
    pygame.event.clear()
    setup = MatchSetup(RULES, variant, (None, "rule", "rule", "rule"), 5)
    match = new_match(RULES, variant, 4, 5)
    position.setdefault("dealer", W)
    match.dealer = position["dealer"]
    match.state = new_hand(RULES, variant, **position)
    table = TableScene(app, setup, match=match)
    app.push(table)
    return app, table












def log(table: TableScene) -> list[str]:
    return [str(a) for a in table.state.log]


def play_card(app: App, table: TableScene, text: str) -> None:
    """Drag the card ``text`` from the human's hand onto the trick."""
    run_until(app, waiting_for_human(table))
    sid = next(s for s, c in table.model.viewer_cards() if str(c) == text)
    before = len(table.state.log)
    drag(app, table.mouse.card_rect(sid).center, table.layout.trick.center)
    assert log(table)[before:before + 1] == [f"play {text}"], table.line.words


def box(table: TableScene, seat: int) -> tuple[int, int]:
    centre: tuple[int, int] = table.layout.place(seat).box.center
    return centre


def pile(table: TableScene, seat: int) -> tuple[int, int]:
    centre: tuple[int, int] = table.layout.pile(seat).center
    return centre


def settle(app: App, table: TableScene) -> None:
    run_until(app, lambda: not table.model.busy)


# --------------------------------------------------------------------------- the specials by hand


def test_taker_then_giver_picks_the_recipient_by_clicking_a_seat() -> None:
    app, table = lohai_table(flipped="4C", leader=N, stack="KS 2S 3S",
                             hands=["TAK GIV", "2D 3D", "5D 6D", "7D 8D"])
    play_card(app, table, "TAK")
    run_until(app, waiting_for_human(table))
    assert table.state.tricks_won == [1, 0, 0, 0]  # type: ignore[attr-defined]
    play_card(app, table, "GIV")
    run_until(app, lambda: table.game.decision() == "give")
    before = list(table.state.log)
    click(app, box(table, N))  # a Giver may not give to its own player
    assert table.state.log == before
    assert "own player" in table.line.words and table.line.bad
    drag(app, box(table, S), table.layout.trick.center)  # pressed on South, then thought better of it
    assert table.state.log == before, "a press dragged off the seat gives nothing"
    click(app, box(table, S))
    assert log(table)[-1] == "give 2"
    settle(app, table)
    assert table.state.tricks_won == [1, 0, 1, 0]  # type: ignore[attr-defined]
    assert table.model.shown.tricks == [1, 0, 1, 0]
    assert "play TAK" in log(table)


def test_mover_drags_a_won_pile_from_one_player_to_another() -> None:
    app, table = lohai_table(flipped="4C", leader=N, won=[1, 2, 0, 0], stack="KH 2S 3S",
                             hands=["MOV 2H", "3D 5D", "6D 7D", "8D 9D"])
    settle(app, table)
    assert table.model.shown.tricks == [1, 2, 0, 0]
    play_card(app, table, "MOV")
    run_until(app, lambda: table.game.decision() == "move")
    assert table.picks.choice is not None and [b.label for b in table.picks.choice.buttons] == ["Don't move"]
    drag(app, pile(table, E), box(table, W))
    assert "move 1 3" in log(table)
    settle(app, table)
    assert table.model.shown.tricks[E] == 1 and table.model.shown.tricks[W] == 1
    play_card(app, table, "2H")
    run_until(app, lambda: table.summary is not None)
    assert table.state.tricks_won == [3, 1, 0, 1]  # type: ignore[attr-defined]
    assert table.model.shown.tricks == [3, 1, 0, 1]


def test_a_mover_may_decline_with_the_button() -> None:
    app, table = lohai_table(flipped="4C", leader=N, won=[1, 2, 0, 0], stack="KH 2S 3S",
                             hands=["MOV 2H", "3D 5D", "6D 7D", "8D 9D"])
    play_card(app, table, "MOV")
    run_until(app, lambda: table.game.decision() == "move")
    assert table.picks.choice is not None
    click(app, table.picks.choice.buttons[0].rect.center)
    assert log(table)[-1] == "pass"


def test_a_mover_that_is_not_eligible_says_why_and_a_pile_cannot_be_dragged() -> None:
    app, table = lohai_table(flipped="4C", leader=N, won=[0, 1, 1, 0], stack="KH 2S 3S",
                             hands=["MOV 2H", "3D 5D", "6D 7D", "8D 9D"])
    run_until(app, waiting_for_human(table))
    before = list(table.state.log)
    drag(app, pile(table, E), box(table, W))  # no Mover in play: refused, nothing changes
    assert table.state.log == before
    assert table.line.bad and table.line.words
    assert table.model.shown.tricks == [0, 1, 1, 0]
    play_card(app, table, "MOV")
    run_until(app, lambda: "Mover cannot move" in table.line.words)
    assert "neither Lo nor Hai" in table.line.words
    assert not any(a.startswith("move") for a in log(table))


def test_shaker_clicks_the_card_to_steal() -> None:
    app, table = lohai_table(flipped="4C", leader=E, stack="KS 2S 3S",
                             hands=["SHK 2H", "2D 3D", "KD QD", "5D 6D"])
    run_until(app, waiting_for_human(table))
    play_card(app, table, "SHK")
    run_until(app, lambda: table.game.decision() == "steal")
    own = table.model.slot_of(N)[-1]
    before = list(table.state.log)
    click(app, table.mouse.card_rect(own).center)  # the Shaker itself cannot be stolen
    assert table.state.log == before and table.line.bad
    top = table.model.slot_of(S)[-1]
    stolen = table.model.sprites[top].card
    click(app, table.mouse.card_rect(top).center)
    assert log(table)[-1] == "steal 2"
    settle(app, table)
    assert table.state.tricks_won == [1, 0, 0, 0]  # type: ignore[attr-defined]
    assert table.model.shown.tricks == [1, 0, 0, 0]
    last = table.model.shown.last_trick
    assert last is not None and (N, stolen) in last.plays and (S, Card.of("KS")) in last.plays


def test_the_last_trick_shows_every_card_of_a_steal_numbered_and_says_who_stole_what() -> None:
    from game.ui.table.draw import review_cards, review_words
    app, table = lohai_table(flipped="4C", leader=E, stack="KS 2S 3S",
                             hands=["SHK 2H", "2D 3D", "KD QD", "5D 6D"])
    run_until(app, waiting_for_human(table))
    play_card(app, table, "SHK")
    run_until(app, lambda: table.game.decision() == "steal")
    click(app, table.mouse.card_rect(table.model.slot_of(S)[-1]).center)
    settle(app, table)
    last = table.model.shown.last_trick
    assert last is not None
    laid = review_cards(table.layout, last)
    assert [n for _, n, _, _ in laid] == list(range(1, len(last.plays) + 1))
    assert any(card.rank == "SHK" for _, _, _, card in laid), "the Shaker itself is in the review"
    rects = [r for r, _, _, _ in laid]
    assert len({r.topleft for r in rects}) == len(rects), "no card of the trick lies on another"
    headline, notes = review_words(table, last)
    assert headline.startswith(f"Trick {last.number}: You take it")
    assert any("Shaker steals" in line for line in notes), notes


def test_a_trick_given_away_is_told_as_the_giver_s_gift_in_the_review() -> None:
    from game.ui.table.draw import review_words
    app, table = lohai_table(flipped="4C", leader=N, stack="KS 2S 3S",
                             hands=["TAK GIV", "2D 3D", "5D 6D", "7D 8D"])
    play_card(app, table, "TAK")
    run_until(app, waiting_for_human(table))
    play_card(app, table, "GIV")
    run_until(app, lambda: table.game.decision() == "give")
    click(app, box(table, S))
    settle(app, table)
    last = table.model.shown.last_trick
    assert last is not None and last.winner == S
    headline, _ = review_words(table, last)
    assert "give the trick to" in headline and "takes it" not in headline, headline


# --------------------------------------------------------------------------- what the table shows


def test_lo_and_hai_markers_show_ties() -> None:
    assert markers([0, 0, 0, 0]) == [("", False)] * 4
    assert markers([1, 1, 1, 1]) == [("all tied", False)] * 4
    assert markers([0, 2, 1, 2]) == [("Lo", True), ("Hai tied", False), ("", False), ("Hai tied", False)]
    assert markers([3, 0, 1, 0])[0] == ("Hai", True)


def test_three_player_chips_light_the_one_who_would_score() -> None:
    """A17: at three players the middle count or the one apart from a tied pair scores, not a sole Lo or Hai."""
    assert markers([1, 4, 2]) == [("Lo", False), ("Hai", False), ("scores", True)]
    assert markers([3, 3, 0]) == [("Hai tied", False), ("Hai tied", False), ("scores", True)]
    assert markers([1, 5, 1]) == [("Lo tied", False), ("scores", True), ("Lo tied", False)]
    assert markers([2, 2, 2]) == [("all tied", False)] * 3
    assert [scores for _, scores in markers([0, 2, 1, 0])] == [False, True, False, False]  # four: nobody sole Lo


def test_lohai_faces_show_points_and_specials_are_illustrated() -> None:
    pygame.init()
    art = CardArt(RULES.deck)
    assert art.printed_points
    assert not CardArt(load_rules("laus").deck).printed_points
    for code in ("GIV", "TAK", "MOV", "SHK", "KH"):
        for size in ((112, 160), (56, 80)):
            image = art.face(Card.of(code), size)
            assert image.get_size() == size
            assert art.face(Card.of(code), size) is image  # cached per size
    mover = art.face(Card.of("MOV"), (112, 160))
    red = sum(1 for x in range(0, 112, 4) for y in range(0, 160, 4) if mover.get_at((x, y))[0] > 150
              and mover.get_at((x, y))[1] < 80)
    assert red > 20, "a red special has a red frame"


def test_crazy_shakers_and_computer_decisions_play_through() -> None:
    app, table = lohai_table("crazy_shakers", "normal", flipped="4C", leader=E, stack="KS 2S 3S",
                             hands=["SHK 2H", "GIV 3D", "KD QD", "5D 6D"])
    run_until(app, lambda: table.summary is not None or table.game.decision() is not None or table.human_to_act)
    while table.summary is None:
        run_until(app, waiting_for_human(table))
        if table.model.holding:
            past_the_last_trick(app, table)
        if table.summary is not None:
            break
        legal = table.state.legal_actions()
        card = next(str(a.cards[0]) for a in legal if a.cards)
        play_card(app, table, card)
    assert sum(table.model.shown.tricks) == 2
    assert sum(table.state.tricks_won) == 2  # type: ignore[attr-defined]


def test_a_whole_hand_with_giver_taker_mover_and_shaker_all_by_mouse() -> None:
    """Mover (with a move), Taker, Giver and Shaker, one after another, then the hand is scored."""
    app, table = lohai_table(flipped="4C", leader=N, won=[1, 2, 0, 0], stack="KH 2S 3S 4S 5S",
                             hands=["MOV TAK GIV SHK 2H", "3D 5D 6D 7D 8D", "KD QD JD 9D 2D", "4D 6H 7H 8H 9H"])
    settle(app, table)
    play_card(app, table, "MOV")  # draws the KH onto it; the human is neither Lo nor Hai, so may move
    run_until(app, lambda: table.game.decision() == "move")
    drag(app, pile(table, E), box(table, W))
    assert "move 1 3" in log(table)
    play_card(app, table, "TAK")
    play_card(app, table, "GIV")
    run_until(app, lambda: table.game.decision() == "give")
    click(app, box(table, E))
    assert log(table)[-1] == "give 1"
    play_card(app, table, "SHK")
    run_until(app, lambda: table.game.decision() == "steal")
    click(app, table.mouse.card_rect(table.model.slot_of(S)[-1]).center)
    assert log(table)[-1] == "steal 2"
    play_card(app, table, "2H")
    run_until(app, lambda: table.summary is not None)
    assert table.state.is_over()
    won = table.state.tricks_won  # type: ignore[attr-defined]
    assert sum(won) == 3 + 5 and table.model.shown.tricks == list(won)
    assert table.summary.rows[0].tricks == won[N]


# --------------------------------------------------------------------------- the hint points at targets


def test_a_hint_for_a_special_card_lights_its_target_and_enter_takes_it() -> None:
    """The hint's Giver recipient, Shaker victim and Mover move glow on the table, and Enter makes them."""
    from game.engine import Action
    from game.ui.table.hint import point

    app, table = lohai_table(flipped="4C", leader=N, won=[1, 2, 0, 0], stack="KH 2S 3S",
                             hands=["MOV 2H", "3D 5D", "6D 7D", "8D 9D"])
    play_card(app, table, "MOV")
    run_until(app, lambda: table.game.decision() == "move")
    before = pygame.image.tobytes(app.screen, "RGB")
    point(table, Action("move", args=(E, W)))
    app.frame(0.02)
    assert pygame.image.tobytes(app.screen, "RGB") != before, "the hinted move is drawn"
    assert "Enter" in table.game.turn_prompt()
    key(app, pygame.K_RETURN)
    assert log(table)[-1] == "move 1 3"
    settle(app, table)
    assert table.model.shown.tricks[E] == 1 and table.model.shown.tricks[W] == 1

    app, table = lohai_table(flipped="4C", leader=E, stack="KS 2S 3S",
                             hands=["SHK 2H", "2D 3D", "KD QD", "5D 6D"])
    play_card(app, table, "SHK")
    run_until(app, lambda: table.game.decision() == "steal")
    point(table, Action("steal", args=(S,)))
    assert table.game.target_focus == S
    key(app, pygame.K_RETURN)
    assert log(table)[-1] == "steal 2"



def test_a_moved_trick_is_told_in_words_for_the_player() -> None:
    from game.engine.lohai import TrickMoved

    app, table = lohai_table(flipped="4C", leader=N, won=[1, 2, 0, 0], stack="KH 2S 3S",
                             hands=["MOV 2H", "3D 5D", "6D 7D", "8D 9D"])
    east, west = table.setup.name(E), table.setup.name(W)
    assert table.game.callout(TrickMoved(N, N, W), None) == f"You move one of your tricks to {west}"
    assert table.game.callout(TrickMoved(E, W, N), None) == f"{east} moves a trick from {west} to you"
    app.close()


@pytest.mark.parametrize(("variant", "said"), [("standard", "Hai tied at 2 tricks: nobody scores it"),
                                                ("carryover", "Hai tied at 2 tricks: its 300 points carry over")])
def test_the_summary_says_a_tied_hai_scored_nothing(variant: str, said: str) -> None:
    """The last trick leaves three players on two tricks: the summary explains why nobody took Hai, and in
    Carryover that its points wait for the next hand."""
    app, table = lohai_table(variant, "normal", flipped="8C", leader=N, won=[2, 2, 0, 1],
                             hands=["2H", "3H", "4H", "5H"])
    play_card(app, table, "2H")
    run_until(app, waiting_for_human(table))
    past_the_last_trick(app, table)
    assert table.summary is not None
    assert table.summary.subtitle == f"Lo: Bruno with 0 tricks. {said}", table.summary.subtitle
