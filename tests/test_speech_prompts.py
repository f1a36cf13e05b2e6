"""Every prompt a spoken prompt: whatever the table asks of the player is said when it comes, with the key
that answers it, and every key pressed at the table is answered.

Heard as a blind player hears them, from a recording voice, with real key events through the app's frame
loop: a held trick ("Press Enter to go on"), what was led and what must be followed, the bid the hook
forbids, look or pass and the cards laid away into the skat, the summary's buttons, a menu's question, the
coach's chart, and Enter with nothing selected.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ai.judge import Gap, Goal, Option, Weighing
from game.engine import Action, load_rules, new_hand, new_match
from game.engine.core import ActionKind
from game.engine.oh_hell import OhHellHand
from game.seating import MatchSetup
from game.ui.speech.queue import Recorder
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import frames, key, run_until

OH_HELL = load_rules("oh_hell")


def table_at(variant: str, dealer: int, hands: list[str], bids: list[int], **settings: Any) -> \
        tuple[App, TableScene, Recorder]:
    """An Oh Hell table (diamonds trumps) at an exact position, the player in seat 0, heard by a recording."""
    voice = Recorder()
    app = App((1024, 640), Settings(**{"speech": "on", "auto_play": False, "speed": "fast", "sound": False,
                                       "hold_trick": "off", **settings}), voices=lambda: (voice, True))
    pygame.event.clear()
    match = new_match(OH_HELL, variant, 4, 5)
    match.state = new_hand(OH_HELL, variant, players=4, flipped="7D", dealer=dealer, hands=hands, bids=bids)
    table = TableScene(app, MatchSetup(OH_HELL, variant, (None, "rule", "rule", "rule"), 5), match)
    app.push(table)
    run_until(app, lambda: table.human_to_act)
    return app, table, voice


def turn_line(voice: Recorder) -> str:
    return next(line for line in reversed(voice.lines) if line.startswith("Your turn"))


def test_the_turn_says_what_was_led_and_what_to_follow() -> None:
    _app, _table, voice = table_at("classic", 2, ["KH", "3C", "5C", "7H"], [0, 0, 0, 0])
    assert turn_line(voice) == "Your turn. Chidi led the seven of hearts: follow hearts"
    _app, _table, voice = table_at("classic", 2, ["2S", "3C", "5C", "7H"], [0, 0, 0, 0])
    assert turn_line(voice) == "Your turn. Chidi led the seven of hearts: you have no hearts: play any card"


def test_a_lead_names_the_suit_that_may_not_be_led_yet() -> None:
    _app, _table, voice = table_at("trumps_broken", 3, ["2D 3S", "3C 4C", "5C 6C", "7H 8H"], [0, 0, 0, 0])
    assert turn_line(voice) == "Your turn: your lead, but not diamonds"


def test_the_bid_names_the_keys_and_the_bid_the_hook_forbids() -> None:
    app, table, voice = table_at("open_hook", 0, ["2S 3S", "3C 4C", "5C 6C", "7H 8H"], [1, 0, 0])
    state = table.state
    assert isinstance(state, OhHellHand) and state.forbidden_bid() == 1
    assert turn_line(voice) == "Your turn: bid 0 to 2 on the number keys, but not 1"
    key(app, pygame.K_w)
    assert voice.lines[-1] == "Your turn: bid 0 to 2 on the number keys, but not 1", "whose turn says it again"


def test_a_held_trick_is_said_with_its_key_and_whose_turn_is_the_players() -> None:
    app, table, voice = table_at("classic", 3, ["AS 2S", "3S 4C", "5S 6C", "7S 8H"], [1, 0, 0, 0],
                                 hold_trick="every")
    key(app, pygame.K_DOWN)
    while not voice.lines[-1].startswith("ace of spades"):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.model.holding and not table.model.moving)
    frames(app)
    assert voice.lines[-1] == "Press Enter to go on", "the held trick is announced, not silent"
    key(app, pygame.K_w)
    assert voice.lines[-1] == "Yours: press Enter to go on"
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.human_to_act)
    assert turn_line(voice) == "Your turn: your lead", "Enter went on"


def test_enter_with_nothing_selected_and_a_key_that_does_nothing_are_answered() -> None:
    app, table, voice = table_at("classic", 3, ["AS 2S", "3S 4C", "5S 6C", "7S 8H"], [1, 0, 0, 0])
    key(app, pygame.K_RETURN)
    assert voice.lines[-1] == "Nothing selected: Left and Right choose a card, Enter plays it"
    key(app, pygame.K_DOWN)
    focus = voice.lines[-1]
    key(app, pygame.K_DOWN)
    assert voice.lines[-1] == focus[:1].upper() + focus[1:], "Down on the hand already: the focus said again"
    key(app, pygame.K_3)
    assert voice.lines[-1] == "The number keys bid, at your turn to bid"
    key(app, pygame.K_x)
    assert voice.lines[-1] == "Nothing to do with that key here; F2 lists the keys"
    key(app, pygame.K_v)
    assert voice.lines[-1] == "The spoken lines are shown"
    key(app, pygame.K_v)
    assert table.summary is None


def test_the_coach_speaks_its_recommendation_in_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table, voice = table_at("open_hook", 0, ["2S 3S", "3C 4C", "5C 6C", "7H 8H"], [1, 0, 0],
                                 bid_coach=True)
    goal = Goal("make your bid exactly", percent=True, higher_is_better=True)
    none, two = Action(ActionKind.BID, args=(0,)), Action(ActionKind.BID, args=(2,))
    answer = Weighing(goal, (Option(none, 0.6, 0.5, 0.7, 400), Option(two, 0.1, 0.07, 0.14, 400)),
                      (Gap(0.0, 0.0, 0.0, 400, identical=True), Gap(0.5, 0.4, 0.6, 400)))
    monkeypatch.setattr(table.coach.errand, "poll", lambda key: answer)
    frames(app, 2)
    assert voice.lines[-1] == "Coach: Bid 0: 60 %, clearly better than bid 2 (10 %)"
    assert sum(line.startswith("Coach") for line in voice.lines) == 1, "once for the decision"


def test_the_summary_says_how_to_reach_its_buttons_and_whose_turn_says_it_too() -> None:
    app, table, voice = table_at("classic", 3, ["AS", "3S", "5S", "7S"], [1, 0, 0, 0])
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.summary is not None)
    frames(app, 2)
    at = voice.lines.index("Left and Right choose a button, Enter presses it")
    assert voice.lines[at + 1] == "Next hand, button", "then the button in the focus"
    key(app, pygame.K_w)
    assert voice.lines[-1] == "The hand is over: Left and Right choose a button, Enter presses it"


def test_a_menus_question_is_said_before_its_answers() -> None:
    app, _table, voice = table_at("classic", 3, ["AS", "3S", "5S", "7S"], [1, 0, 0, 0])
    key(app, pygame.K_ESCAPE)
    while not voice.lines[-1].startswith("New game"):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert voice.lines[-2:] == ["Abandon this match and set up a new one? Up and Down choose, Enter answers",
                                "No, keep playing, 1 of 2"]


def test_laus_asks_look_or_pass_then_how_to_lay_two_cards_away() -> None:
    rules = load_rules("laus")
    voice = Recorder()
    app = App((1024, 640), Settings(speech="on", auto_play=False, speed="instant", sound=False),
              voices=lambda: (voice, True))
    pygame.event.clear()
    match = new_match(rules, "standard", 3, 3)
    match.dealer = 2
    match.state = new_hand(rules, "standard", 3, dealer=2, hands=[
        "QC JD 7H 8H AS TS KS 9D 8D 7D", "JC JS QS KH AH TH 9H 7S 8S 9S", "JH QH QD AD TD KD AC TC KC 9C"],
        stack="8C 7C")
    table = TableScene(app, MatchSetup(rules, "standard", (None, "rule", "rule"), 3), match=match)
    app.push(table)
    run_until(app, lambda: table.human_to_act)
    assert turn_line(voice) == "Your turn: look or pass: Left and Right choose, Enter presses"
    key(app, pygame.K_RIGHT)
    assert voice.lines[-1] == "Look, button, 1 of 2" or voice.lines[-1].startswith("Look, button")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.human_to_act and table.picks.picking)
    assert turn_line(voice) == ("Your turn: lay 2 cards away into the skat: Enter picks each card in your hand, "
                                "then Enter on Discard")
    assert not [line for line in voice.lines if "lay away the" in line], "the pairs are not read as instructions"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert voice.lines[-1].startswith("Discard, button")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: ActionKind.DISCARD in {a.kind for a in table.state.log})


def test_a_claim_says_its_question_and_its_keys() -> None:
    app, _table, voice = table_at("classic", 3, ["AS 2S", "3S 4C", "5S 6C", "7S 8H"], [1, 0, 0, 0])
    key(app, pygame.K_c)
    assert voice.lines[-1].startswith("Claim the rest of the hand. The hand ends at once if this is certain "
                                      "however the others play. Up and Down choose, Enter answers. ")


def test_after_a_joker_led_the_turn_follows_the_next_cards_suit() -> None:
    _app, _table, voice = table_at("classic", 1, ["KH", "3C", "JK", "7H"], [0, 0, 0, 0])
    assert turn_line(voice) == "Your turn. Bruno led the joker: follow hearts", "Chidi's seven set the suit"
