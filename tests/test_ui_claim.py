"""Claims at the table: C or the top bar's Claim, the two choices, the claim checked in the worker while the table
keeps drawing ("Checking your claim…", said aloud too), a certain claim finishing the hand with every trick seen
going to its winner, a refusal naming only what the player can see or knows is out, a computer seat's claim,
and games without claims."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import SearchBot
from game.ai import levels as ai_levels
from game.ai import search as ai_search
from game.engine import Match, load_rules, new_hand, new_match
from game.engine import claim as engine_claim
from game.engine.claim import Claim, can_claim, finish, judge
from game.seating import MatchSetup
from game.ui.scenes.claim import ClaimScene
from game.ui.speech.queue import Recorder
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, key, make_table, run_until, texts_drawn

OH_HELL = load_rules("oh_hell")
LAUS = load_rules("laus")
SETUP = MatchSetup(OH_HELL, "classic", (None, "rule", "rule", "rule"), 5)
TRUMPS = ["AD KD QD", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"]
"""Diamonds are trumps and seat 0 holds the three highest: every trick is theirs, whatever anyone holds."""


def prepared(hands: list[str], bids: list[int], dealer: int = 3,
             settings: Settings | None = None, app: App | None = None) -> tuple[App, TableScene]:
    """An Oh Hell table at the card play of a hand dealt as ``hands`` (diamonds trumps), the bids made."""
    match = new_match(OH_HELL, "classic", 4, 5)
    match.state = new_hand(OH_HELL, "classic", players=4, flipped="7D", dealer=dealer, hands=hands, bids=bids)
    return seated(SETUP, match, settings, app)


def seated(setup: MatchSetup, match: Match, settings: Settings | None = None,
           app: App | None = None, moves: list[str] | None = None) -> tuple[App, TableScene]:
    """A table at ``match``, its hand played up to ``moves`` (as a resume does), once the player is to act or a
    claim is under way."""
    app = app or App((1280, 800), settings or Settings(auto_play=False, sound=False))
    pygame.event.clear()
    table = TableScene(app, setup, match)
    app.push(table)
    if moves is not None:
        table.replay_hand(moves)
    run_until(app, lambda: table.human_to_act or table.claims.busy)
    return app, table


def choose(app: App, label: str) -> None:
    scene = app.top
    assert isinstance(scene, ClaimScene)
    click(app, next(b.rect.center for b in scene.buttons if b.label == label))


def checked(app: App, table: TableScene) -> None:
    """Frames go by until the claim's check has answered (the worker is waited on between frames)."""
    for _ in range(600):
        if table.claims.asked is None:
            return
        table.claims.wait(0.05)
        app.frame(1 / 30)
    raise AssertionError("the claim was never answered")


def test_a_certain_claim_is_checked_while_the_table_draws_then_finishes_as_play_would_have() -> None:
    voice = Recorder()
    app = App((1280, 800), Settings(auto_play=False, sound=False, speech="on"), voices=lambda: (voice, True))
    app, table = prepared(TRUMPS, [3, 0, 0, 0], app=app)
    expected = finish(table.state, 0, judge(table.state.view(0), Claim.ALL)).scores
    click(app, table.mouse.claim_rect.center)
    choose(app, "Every trick left is mine")
    if table.claims.checking:  # a worker may answer within the click's frames on a busy machine
        assert table.line.words == "Checking your claim…" and not table.human_to_act
    app.frame(1 / 30)
    assert any("Checking your claim" in line for line in voice.lines), voice.lines
    checked(app, table)
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
    app, table = prepared(TRUMPS, [3, 0, 0, 0])
    click(app, table.mouse.claim_rect.center)
    choose(app, "Every trick left is mine")
    checked(app, table)
    lines: set[str] = set()
    run_until(app, lambda: len(table.state.log) > 4)  # the claim has played your first card
    assert table.line.left > 0 and "You claim the rest" in table.line.words, "your own card leaves the words up"
    run_until(app, lambda: (lines.add(table.callouts.words) or table.summary is not None
                            or (table.model.holding and not table.model.moving)))
    assert lines == {""}, f"no trick's reason on the message line during the claim: {lines}"
    reasons = [entry.why for entry in table.hand_log.entries if getattr(entry, "why", "")]
    assert any("ace of diamonds" in why for why in reasons), reasons


def test_a_refused_claim_names_a_card_still_out_never_its_holder_and_the_hand_goes_on() -> None:
    """Nobody holds a trump here, but the player cannot see that: the claim is refused for a trump still out."""
    app, table = prepared(["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"], [3, 0, 0, 0])
    before = list(table.state.log)
    key(app, pygame.K_c)
    choose(app, "Every trick left is mine")
    checked(app, table)
    words = table.line.words
    assert words.startswith("Not certain: the ") and words.endswith("of diamonds is still out") and table.line.bad
    assert not any(table.setup.name(seat) in words for seat in range(1, 4))
    assert list(table.state.log) == before and table.human_to_act and not table.claims.busy


def laus_to_320520() -> list[str]:
    """Laus, seed 320520, hand 1, the moves up to the player's lead after five tricks, as the rule bot plays
    every seat: the jack of diamonds lies hidden in Bruno's hand (seat 2), as in the issue."""
    from game.ai import make_bot

    state = new_match(LAUS, "standard", 3, seed=320520).state
    bots, rng = [make_bot("rule", LAUS) for _ in range(3)], random.Random(1)
    while not (can_claim(state) and state.current_player == 0 and len(state.view(0).hand) == 5):
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), rng, 0.0))
    assert "JD" in map(str, state.hands[2])  # type: ignore[attr-defined]
    return [str(action) for action in state.log]


def claim_everything(app: App, table: TableScene) -> str:
    """C, then Enter on the first choice (every trick left): the words the table says once it is checked."""
    key(app, pygame.K_c)
    assert isinstance(app.top, ClaimScene)
    key(app, pygame.K_RETURN)
    checked(app, table)
    return table.line.words


def test_the_issues_laus_claim_is_refused_without_saying_who_holds_the_jack() -> None:
    setup = MatchSetup(LAUS, "standard", (None, "rule", "rule"), 320520)
    app, table = seated(setup, new_match(LAUS, "standard", 3, seed=320520), moves=laus_to_320520())
    assert setup.name(2) == "Bruno" and table.human_to_act and len(table.state.view(0).hand) == 5
    words = claim_everything(app, table)
    assert words.startswith("Not certain: the ") and words.endswith(" is still out"), words
    assert "Bruno" not in words and "Aino" not in words and table.human_to_act


def test_a_refusal_says_the_same_whoever_holds_the_hidden_cards() -> None:
    said = []
    for hands in (["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"], ["AS KS QS", "2H 3H 2D", "5C 6C 7C", "8H 9H TH"]):
        app, table = prepared(hands, [3, 0, 0, 0])
        said.append(claim_everything(app, table))
    assert said[0] == said[1] and said[0].startswith("Not certain: ")


def test_no_claim_while_the_bids_are_made_and_esc_cancels() -> None:
    app, table = make_table(settings=Settings(auto_play=False, sound=False))
    run_until(app, lambda: table.human_to_act)
    key(app, pygame.K_c)
    assert app.top is table and "claim is for the card play" in table.line.words
    app2, table2 = prepared(TRUMPS, [3, 0, 0, 0])
    key(app2, pygame.K_c)
    assert isinstance(app2.top, ClaimScene)
    key(app2, pygame.K_ESCAPE)
    assert app2.top is table2 and not table2.claims.busy and len(table2.state.log) == 4


def test_a_computer_seat_claims_when_its_view_makes_it_certain_and_the_table_says_so() -> None:
    app, table = prepared(["2H 3H", "AD KD", "5C 6C", "8H 9H"], [0, 2, 0, 0], dealer=0)
    for _ in range(600):
        if table.claims.playing or table.state.current_player != 1:
            break
        table.claims.wait(0.05)
        app.frame(1 / 30)
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
    for _ in range(1200):
        if table.state.is_over():
            break
        table.claims.wait(0.02)
        app.frame(1 / 30)
    for _ in range(240):  # four seconds more: a reason left waiting would have had its turn by now
        app.frame(1 / 60)
    assert any("claims the rest" in text for text in drawn)
    assert not any("A reason still waiting" in text for text in drawn)


def test_the_frame_loop_never_searches_nor_checks_a_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every claim check and every search runs in the workers: in the table's own process each raises, and
    still a computer seat claims, a searching seat plays and the player's claim is allowed."""
    called: list[str] = []

    def never(name: str) -> object:
        def refuse(*args: object, **kwargs: object) -> object:
            called.append(name)
            raise AssertionError(f"{name} ran in the table's process")
        return refuse

    monkeypatch.setattr(engine_claim, "judge", never("the claim check"))
    monkeypatch.setattr(engine_claim._Search, "judge", never("the claim's search"))
    monkeypatch.setattr(SearchBot, "search", never("a seat's search"))
    monkeypatch.setattr(ai_search, "ismcts", never("the engine's search"))
    monkeypatch.setattr(ai_levels, "ismcts", never("the engine's search"))
    setup = MatchSetup(OH_HELL, "classic", (None, "medium", "rule", "medium"), 5)
    match = new_match(OH_HELL, "classic", 4, 5)
    match.state = new_hand(OH_HELL, "classic", players=4, flipped="7D", dealer=0,
                           hands=["2H 3H", "4C 5C", "5S 6S", "AD KD"], bids=[0, 0, 0, 2])
    app = App((1280, 800), Settings(auto_play=False, sound=False))
    table = TableScene(app, setup, match)  # Medium leads (a search), Steady follows, Medium claims the rest
    app.push(table)
    for _ in range(900):
        if table.state.is_over():
            break
        table.claims.wait(0.02)
        table.seats.runner.wait(0.02)
        app.frame(1 / 30)
    assert table.state.tricks_won == [0, 0, 0, 2] and "claims the rest" in table.line.words
    app2, table2 = prepared(TRUMPS, [3, 0, 0, 0])
    key(app2, pygame.K_c)
    key(app2, pygame.K_RETURN)
    checked(app2, table2)
    assert "You claim the rest" in table2.line.words and not called


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
    app, table = prepared(TRUMPS, [3, 0, 0, 0])
    app.frame(1 / 60)
    assert table.claims.offered(table) and any(text.startswith("Claim") for text in drawn)
    drawn.clear()
    koira = load_rules("koira")
    app, _ = make_table(rules=koira, variant=next(iter(koira.variants)),
                        settings=Settings(auto_play=False, sound=False))
    app.frame(1 / 60)
    assert drawn and not any(text.startswith("Claim") for text in drawn)


def test_no_computer_seat_thinks_while_a_claims_finish_plays_their_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The finish plays every seat's cards, so a seat's search started at each of its moves would be thrown away."""
    app, table = prepared(TRUMPS, [3, 0, 0, 0])
    click(app, table.mouse.claim_rect.center)
    choose(app, "Every trick left is mine")
    checked(app, table)
    assert table.claims.playing
    asked: list[object] = []
    monkeypatch.setattr(table.seats.runner, "ask", lambda key, *rest, **kw: asked.append(key))
    run_until(app, lambda: table.summary is not None or (table.model.holding and not table.model.moving))
    assert len(table.state.log) > 8, "the finish played on, the computer seats' cards too"
    assert asked == [], f"searches started during the finish: {asked}"
