"""Claims at the table: C or the top bar's Claim, the two choices, a certain claim finishing the hand with every
trick seen going to its winner, a refusal naming the card, a computer seat's claim, and games without claims."""

from __future__ import annotations

import pygame
import pytest

from game.engine import load_rules, new_hand, new_match
from game.engine.claim import Claim, judge
from game.seating import MatchSetup
from game.ui.scenes.claim import ClaimScene
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, key, make_table, run_until, texts_drawn

OH_HELL = load_rules("oh_hell")
SETUP = MatchSetup(OH_HELL, "classic", (None, "rule", "rule", "rule"), 5)


def prepared(hands: list[str], bids: list[int], dealer: int = 3,
             settings: Settings | None = None) -> tuple[App, TableScene]:
    """An Oh Hell table at the card play of a hand dealt as ``hands`` (diamonds trumps), the bids made."""
    app = App((1280, 800), settings or Settings(auto_play=False, sound=False))
    pygame.event.clear()
    match = new_match(OH_HELL, "classic", 4, 5)
    match.state = new_hand(OH_HELL, "classic", players=4, flipped="7D", dealer=dealer, hands=hands, bids=bids)
    table = TableScene(app, SETUP, match)
    app.push(table)
    run_until(app, lambda: table.human_to_act or table.claims.playing)
    return app, table


def choose(app: App, label: str) -> None:
    scene = app.top
    assert isinstance(scene, ClaimScene)
    click(app, next(b.rect.center for b in scene.buttons if b.label == label))


def test_a_certain_claim_finishes_the_hand_as_play_would_have() -> None:
    app, table = prepared(["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"], [3, 0, 0, 0])
    expected = judge(table.state, 0, Claim.ALL).scores
    click(app, table.mouse.claim_rect.center)
    choose(app, "Every trick left is mine")
    assert "You claim the rest" in table.line.words
    taken = []
    run_until(app, lambda: (taken.append(table.model.shown.winner) or table.summary is not None
                            or (table.model.holding and not table.model.moving)))
    if table.summary is None:  # the last trick waits for a click, as every hand's does
        click(app, table.layout.centre)
        run_until(app, lambda: table.summary is not None)
    assert table.state.hand_scores() == expected == (13, 10, 10, 10)
    assert {seat for seat in taken if seat is not None} == {0}, "each trick was seen going to you"


def test_a_claims_tricks_go_by_under_the_claim_and_their_reasons_go_to_the_log() -> None:
    """The finish plays faster than a reason can be read, so the message line keeps the claim's words rather
    than name the last trick's winner while the next trick's cards are laid; the log keeps every reason."""
    app, table = prepared(["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"], [3, 0, 0, 0])
    click(app, table.mouse.claim_rect.center)
    choose(app, "Every trick left is mine")
    lines: set[str] = set()
    run_until(app, lambda: len(table.state.log) > 4)  # the claim has played your first card
    assert table.line.left > 0 and "You claim the rest" in table.line.words, "your own card leaves the words up"
    run_until(app, lambda: (lines.add(table.callouts.words) or table.summary is not None
                            or (table.model.holding and not table.model.moving)))
    assert lines == {""}, f"no trick's reason on the message line during the claim: {lines}"
    reasons = [entry.why for entry in table.hand_log.entries if getattr(entry, "why", "")]
    assert any("ace of spades" in why for why in reasons), reasons


def test_a_refused_claim_names_the_card_and_the_hand_goes_on() -> None:
    app, table = prepared(["AS KS 2S", "QS JS 3S", "5C 6C 7C", "8H 9H TH"], [3, 0, 0, 0])
    before = list(table.state.log)
    key(app, pygame.K_c)
    choose(app, "Every trick left is mine")
    assert table.line.words.startswith("Not certain: ") and table.line.bad
    assert table.setup.name(1) in table.line.words and "of spades could take a trick" in table.line.words
    assert list(table.state.log) == before and table.human_to_act and not table.claims.playing


def test_no_claim_while_the_bids_are_made_and_esc_cancels() -> None:
    app, table = make_table(settings=Settings(auto_play=False, sound=False))
    run_until(app, lambda: table.human_to_act)
    key(app, pygame.K_c)
    assert app.top is table and "claim is for the card play" in table.line.words
    app2, table2 = prepared(["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"], [3, 0, 0, 0])
    key(app2, pygame.K_c)
    assert isinstance(app2.top, ClaimScene)
    key(app2, pygame.K_ESCAPE)
    assert app2.top is table2 and not table2.claims.playing and len(table2.state.log) == 4


def test_a_computer_seat_claims_when_its_view_makes_it_certain_and_the_table_says_so() -> None:
    app, table = prepared(["2H 3H", "AD KD", "5C 6C", "8H 9H"], [0, 2, 0, 0], dealer=0)
    assert table.claims.playing or table.state.current_player == 1
    run_until(app, lambda: table.claims.playing or table.state.current_player != 1)
    assert f"{table.setup.name(1)} claims the rest" in table.line.words
    told: list[tuple[int, int]] = []
    table.speech.turn = told.append  # type: ignore[method-assign]  # every turn the table would announce
    run_until(app, lambda: table.state.is_over())
    assert table.state.tricks_won == [0, 2, 0, 0]
    assert not told, "the claim plays the player's cards: no turn of theirs is announced meanwhile"


def test_a_computer_seats_claim_keeps_the_line_from_reasons_that_were_waiting(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen in the window: the reason of the trick before a claim, waiting its turn, took the message line from
    "Bruno claims the rest" once the reason on show had been read, while the claim's tricks went by."""
    drawn = texts_drawn(monkeypatch, rendered=True)
    app = App((1280, 800), Settings(auto_play=False, sound=False))
    match = new_match(OH_HELL, "classic", 4, 5)
    match.state = new_hand(OH_HELL, "classic", players=4, flipped="7D", dealer=0,
                           hands=["2H 3H", "AD KD", "5C 6C", "8H 9H"], bids=[0, 2, 0, 0])
    table = TableScene(app, SETUP, match)
    app.push(table)
    table.callouts.show("The reason on show")
    table.callouts.show("A reason still waiting")
    run_until(app, lambda: table.state.is_over())
    for _ in range(240):  # four seconds more: a reason left waiting would have had its turn by now
        app.frame(1 / 60)
    assert any("claims the rest" in text for text in drawn)
    assert not any("A reason still waiting" in text for text in drawn)


def test_games_decided_outside_tricks_have_no_claim() -> None:
    for game in ("koira", "lohi"):
        rules = load_rules(game)
        app, table = make_table(rules=rules, variant=next(iter(rules.variants)),
                                settings=Settings(auto_play=False, sound=False))
        assert not table.game.claims
        key(app, pygame.K_c)
        assert app.top is table and "no claims in this game" in table.line.words


def test_the_claim_button_is_drawn_only_where_claims_are(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = texts_drawn(monkeypatch)
    app, table = prepared(["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"], [3, 0, 0, 0])
    app.frame(1 / 60)
    assert table.claims.offered(table) and any(text.startswith("Claim") for text in drawn)
    drawn.clear()
    koira = load_rules("koira")
    app, _ = make_table(rules=koira, variant=next(iter(koira.variants)),
                            settings=Settings(auto_play=False, sound=False))
    app.frame(1 / 60)
    assert drawn and not any(text.startswith("Claim") for text in drawn)
