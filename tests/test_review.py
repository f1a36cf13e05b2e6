"""The review of a hand: it finds a planted mistake, "try again" sits down at the very position with the same
hidden cards and counts nothing, and "what it knew" shows only what the computer seat could see."""

from __future__ import annotations

import dataclasses
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random
from collections import Counter
from pathlib import Path

import pygame
import pytest

from game.engine import Match, load_rules, new_hand, new_match
from game.engine.core import hand_location
from game.judging import Effort, Judgement, costliest
from game.review import Moment, imagined, mine, readings, replay
from game.seating import MatchSetup
from game.session import MatchSession
from game.store import Store
from game.ui.scenes import review as review_scene
from game.ui.scenes.judges import InPlace, Judges
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.review_words import ReviewWords, suit_word
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, frames, key, make_table, run_until, texts_drawn

OH_HELL = load_rules("oh_hell")
SETUP = MatchSetup(OH_HELL, "classic", (None, "rule", "rule", "rule"), 1)
TINY = Effort(deals=30)
"""Enough for a decision as clear as the planted one, and cheap."""

HANDS = ["AS KH 2H", "QH 3S 4D", "JH 5S 5D", "TH 6S 6D"]
"""Clubs are trumps.  You bid one and take the first trick with the ace of spades; then leading the king of
hearts takes a second trick (the others must follow with lower hearts) and breaks the bid, where the two
of hearts would have lost the trick and made it."""
BIDS = ("bid 1", "bid 0", "bid 0", "bid 0")
PLAYS = ("play AS", "play 3S", "play 5S", "play 6S", "play KH", "play QH", "play JH", "play TH",
         "play 2H", "play 4D", "play 5D", "play 6D")
MISTAKE = 8
"""The planted mistake's place in the hand's log (after the four bids and the first trick)."""


def planted_match(last: bool = False, bids: bool = True) -> Match:
    """The match with the ``bids`` made (so only the card play is yours to review); ``last``: it is the
    match's final hand, so its end would count in the statistics."""
    match = new_match(OH_HELL, "classic", 4, 1)
    state = new_hand(OH_HELL, "classic", players=4, dealer=3, hands=HANDS, flipped="2C")
    for text in BIDS if bids else ():
        state.apply(state.parse_action(text))
    match.state = state
    if last:
        match.hand_number = match.rounds() or 1
    return match


def planted_session(bids: bool = True) -> MatchSession:
    session = MatchSession(SETUP, planted_match(bids=bids))
    session.play(PLAYS if bids else BIDS + PLAYS)
    assert session.state.is_over() and session.state.hand_scores()[0] < 10, "you missed your bid"
    return session


def judged(moments: tuple[Moment, ...]) -> Judges:
    judges = Judges(OH_HELL, moments, InPlace(), TINY, seed=1, hand=1)
    while not judges.finished:
        judges.update()
    return judges


# --------------------------------------------------------------------------- the hand replayed, and judged


def test_each_decision_is_replayed_as_its_seat_saw_it_and_forced_moves_are_left_out() -> None:
    deal, moves = planted_session(bids=False).hand_at_deal()
    assert moves == BIDS + PLAYS
    moments = replay(deal, moves)
    state = deal.state.clone()
    for moment, text in zip(moments, moves, strict=True):
        assert moment.view == state.view(moment.seat), "the seat's own view, no more"
        state.apply(state.parse_action(text))
    yours = mine(moments, 0)
    assert [m.number for m in yours] == [0, 4, MISTAKE], "the last card was forced: nothing to judge"
    assert [a for _, a in moments[3].since] == [None] * 3, "bids made face down are not shown"
    second = yours[2]
    assert [str(c) for c in second.view.hand] == ["KH", "2H"] and second.trick == ()
    assert second.bids == (1, 0, 0, 0)
    assert second.trick_number == 2 and [str(a) for _, a in second.since] == ["play 3S", "play 5S", "play 6S"]
    follow = next(m for m in moments if m.number == MISTAKE + 1)
    assert [(s, str(c)) for s, c in follow.trick] == [(0, "KH")], "the trick so far, with who played it"


def test_the_review_lists_the_planted_mistake_first_with_the_better_move() -> None:
    deal, moves = planted_session().hand_at_deal()
    judges = judged(mine(replay(deal, moves), 0))
    assert judges.failed == {}
    ranked = costliest(list(judges.judged.items()))
    assert ranked and ranked[0][0] == MISTAKE, ranked
    verdict: Judgement = ranked[0][1]
    assert str(verdict.played.action) == "play KH" and str(verdict.best.action) == "play 2H"
    assert verdict.goal.percent and verdict.goal.words == "make your bid exactly"
    assert verdict.cost > 0.3, "leading the king all but ensures the second trick"
    assert all(n != 4 for n, _ in ranked[1:]) or ranked[1][1].cost < verdict.cost


# --------------------------------------------------------------------------- what a computer seat knew


def test_what_it_knew_agrees_with_its_view_and_not_with_where_the_cards_really_lie() -> None:
    rules = load_rules("oh_hell")
    state = new_match(rules, "classic", 4, 5).state
    rng = random.Random(5)
    while len(state.log) < 9:
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    deals = imagined(view, "seed")
    assert 3 <= len(deals) <= 5
    for deal in deals:
        held = [card for _, cards in deal.hands for card in cards]
        assert not Counter(held) - Counter(view.hidden.unseen), "only cards it had not seen (its own are its own)"
        for other, cards in deal.hands:
            place = hand_location(other)
            assert len(cards) == view.hidden.sizes[place]
            assert not set(cards) & view.hidden.excluded.get(place, frozenset()), "no card of a suit shown void"
    scrambled = view.determinize(random.Random(99))  # the same table, the hidden cards dealt another way
    assert [scrambled.view(s).hand for s in range(4) if s != seat] != [state.view(s).hand for s in range(4)
                                                                         if s != seat]
    assert imagined(scrambled.view(seat), "seed") == deals, "what it imagines depends on its view alone"
    assert imagined(view, "another seed") != deals
    assert readings(scrambled.view(seat)) == readings(view)


def test_what_it_knew_is_said_in_the_players_language() -> None:
    """Finnish: the stock, the suits a seat showed out of and the cards it was shown, in Finnish words."""
    app, table = make_table(settings=Settings(language="fi", auto_play=False))
    deal, moves = planted_session().hand_at_deal()
    said = ReviewWords(table)
    last = replay(deal, moves)[-1]
    assert said.readings(last) == ["Pakka: 41 korttia näkymättä"]
    assert said.facts(last).startswith("Valtti: ristit")
    assert [suit_word(s) for s in "SHDC"] == ["padat", "hertat", "ruudut", "ristit"]
    app.close()


# --------------------------------------------------------------------------- at the table, with real events


@pytest.fixture
def quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review judges in this process with tiny budgets (the worker processes are tested elsewhere)."""
    monkeypatch.setattr(review_scene, "_runner", InPlace)
    monkeypatch.setattr(review_scene, "effort_for", lambda decisions: TINY)


def play_out(app: App, table: TableScene, mine: dict[int, str]) -> None:
    """Play the hand to its summary: your choices by the engine's text (a forced card goes as it must), the
    computers' moves (forced here) by themselves."""
    for _ in range(3000):
        if table.summary is not None:
            return
        if table.model.holding and not table.model.moving:
            click(app, table.layout.centre)
        elif table.human_to_act:
            legal = table.state.legal_actions()
            table.attempt(legal[0] if len(legal) == 1 else table.state.parse_action(mine[len(table.state.log)]))
        table.seats.runner.wait(0.2)
        frames(app, 1, dt=0.2)
    raise AssertionError("the hand never reached its summary")


def test_review_from_the_summary_and_try_again_from_the_mistake_counts_nothing(
        tmp_path: Path, quick_review: None, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    app = App((1280, 800), Settings(auto_play=False, sound=False), store=store)
    pygame.event.clear()
    table = TableScene(app, SETUP, planted_match(last=True))
    app.push(table)
    play_out(app, table, {4: "play AS", MISTAKE: "play KH"})
    table.session.flush()
    counted = store.load_stats()
    assert counted and store.load_match() is None, "the real match's end is counted, its save cleared"
    real_log = list(table.state.log)
    run_until(app, lambda: table.tally.done and not table.ending.celebrating, dt=0.2)

    button = next(b for b in table.summary.buttons if b.key == "decisions") if table.summary else None
    assert button is not None and button.label == "Review"
    click(app, button.rect.center)
    review = app.top
    assert isinstance(review, ReviewScene)
    drawn = texts_drawn(monkeypatch)
    run_until(app, lambda: review.judges.finished)
    frames(app)
    assert review.rows[0].rank == 1 and review.rows[0].moment.number == MISTAKE
    assert any("Better: play the two of hearts" in words for words in drawn), "the better move, in words"
    assert any("make your bid exactly" in words for words in drawn), "the cost in the game's own words"
    unranked = dataclasses.replace(review.rows[0], rank=None)  # as the row stands before every decision is judged
    verdict = review.judgement(unranked.moment)
    assert verdict is not None
    assert review.said.row_words(unranked, False, verdict, False)[1].startswith("Better: play the two of hearts"), \
        "a costly decision says so as soon as it is judged, not 'too little to matter' until the ranking"

    click(app, review.row_rect(0).center)
    try_button = review.button("try")
    assert try_button is not None and review.chosen == MISTAKE
    click(app, try_button.rect.center)
    practice = app.top
    assert isinstance(practice, TableScene) and practice is not table and practice.setup.practice
    deal, moves = table.session.hand_at_deal()
    expected = deal.state.clone()
    for text in moves[:MISTAKE - len(deal.state.log)]:
        expected.apply(expected.parse_action(text))
    assert [str(a) for a in practice.state.log] == [str(a) for a in expected.log]
    assert practice.state.current_player == 0 == expected.current_player
    for seat in range(4):
        assert practice.state.view(seat) == expected.view(seat), "the same hands, trick, bids and turn"

    run_until(app, lambda: practice.human_to_act, dt=0.2)
    play_out(app, practice, {MISTAKE: "play 2H"})
    practice.session.flush()
    assert practice.state.hand_scores()[0] > 0, "this time the bid is made"
    assert store.load_stats() == counted and store.load_match() is None, "practice is neither counted nor saved"
    assert practice.summary is not None
    leave = next(button for button in practice.summary.buttons if button.key == "leave")
    run_until(app, lambda: practice.tally.done and not practice.ending.celebrating, dt=0.2)
    click(app, leave.rect.center)
    assert app.top is review
    key(app, pygame.K_ESCAPE)
    assert app.top is table and table.summary is not None, "back at the real match's summary"
    assert list(table.state.log) == real_log and table.match.is_over()


def test_what_it_knew_opens_for_each_computer_seat(quick_review: None) -> None:
    app = App((1024, 640), Settings(auto_play=False, sound=False))
    pygame.event.clear()
    table = TableScene(app, SETUP, planted_match())
    app.push(table)
    play_out(app, table, {4: "play AS", MISTAKE: "play KH"})
    table.press_summary("decisions")
    review = app.top
    assert isinstance(review, ReviewScene)
    assert [b.label for b in review.buttons if b.key.startswith("tab")][1:] == [
        "What Aino knew", "What Bruno knew", "What Chidi knew"]
    key(app, pygame.K_RIGHT)
    assert review.seat == 1 and review.moment is not None and review.moment.seat == 1
    assert review.button("try") is None, "a computer's decision is not yours to try again"
    shown = review.imagined(review.moment)
    assert shown == imagined(review.moment.view, f"1/{table.match.hand_number}/{review.moment.number}")
    assert all(seat != 1 for deal in shown for seat, _ in deal.hands)
    frames(app, 2)


def test_the_review_buttons_answer_keys_too(quick_review: None) -> None:
    session = planted_session()
    app = App((1280, 800), Settings(auto_play=False, sound=False))
    table = TableScene(app, SETUP, session=session)
    app.push(table)
    chosen: list[int] = []
    deal, moves = session.hand_at_deal()
    review = ReviewScene(app, table, deal, moves, practise=chosen.append, runner=InPlace(), effort=TINY)
    app.push(review)
    run_until(app, lambda: review.judges.finished)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert chosen == [MISTAKE], "Enter tries the chosen decision again"


def test_judging_let_go_for_a_practice_table_starts_again_and_finishes() -> None:
    deal, moves = planted_session().hand_at_deal()
    moments = mine(replay(deal, moves), 0)

    class Slow(InPlace):
        """Answers a decision only on the second look, so one is under way when the practice table opens."""

        def __init__(self) -> None:
            super().__init__()
            self.looked: set[object] = set()
            self.abandoned = 0

        def check(self, job: object) -> Judgement | None:
            if job not in self.looked:
                self.looked.add(job)
                return None
            return super().check(job)

        def abandon(self, job: object) -> None:
            self.abandoned += 1
            super().abandon(job)

    runner = Slow()
    judges = Judges(OH_HELL, moments, runner, TINY, seed=1, hand=1)
    judges.update()
    assert len(judges.under_way) == 1
    judges.pause()
    assert runner.abandoned == 1 and not judges.under_way and len(judges.waiting) == 2
    for _ in range(10):
        judges.update()
    assert judges.finished and set(judges.judged) == {4, MISTAKE}


def test_the_review_shows_your_hand_sorted_as_your_settings_sort_it(quick_review: None) -> None:
    session = planted_session()
    app = App((1280, 800), Settings(auto_play=False, sound=False, hand_sort="trumps_left", rank_order="high_low"))
    table = TableScene(app, SETUP, session=session)
    app.push(table)
    deal, moves = session.hand_at_deal()
    review = ReviewScene(app, table, deal, moves, practise=lambda number: None, runner=InPlace(), effort=TINY)
    first = mine(replay(deal, moves), 0)[0]
    assert [str(c) for c in first.view.hand] == ["AS", "KH", "2H"], "as dealt"
    assert [str(c) for c in review.in_order(first)] == ["KH", "2H", "AS"], "hearts, high first; then spades"


def test_since_then_names_the_player_in_lower_case_mid_sentence() -> None:
    """A computer seat's decision after yours: "Since then: …; you played …", not a capital "You" mid-sentence."""
    app, table = make_table(settings=Settings(auto_play=False))
    deal, moves = planted_session().hand_at_deal()
    said = ReviewWords(table)
    after_yours = next(m for m in replay(deal, moves) if m.seat != 0 and any(s == 0 for s, __ in m.since))
    words = said.since(after_yours)
    assert words.startswith("Since then: ") and "you played" in words and "You" not in words
    app.close()
