"""Fair and verifiable deals, practice tables, aids in the statistics, and the Learning preset.

A hand's deal code, revealed after the hand, deals the very same cards again (in
every game and variant, at a practice table, in ``python -m game.sim --deal``);
the fingerprint shown before the deal is the code's; a malformed code is refused
in words.  A practice table never touches the match in progress's save and its
result is counted apart.  Hints asked and the Learning preset mark a match "with
aids"; the preset sets each of its settings, persists, and is reached by clicks.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pygame
import pytest

from game import sim
from game.ai.judge import Sampling
from game.engine import Match, load_rules, new_match
from game.engine.core import CardDealt, CardFlipped
from game.engine.deals import DealCodeError, deal_again, deal_of, read_deal
from game.seating import MatchSetup
from game.session import MatchSession
from game.store import MatchOutcome, Record, SavedMatch, Store
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import LEARNING, Settings, load_settings
from tests.support import click, frames, key, make_table, run_until, texts_drawn, to_summary, variant_cases


def dealt(match: Match) -> list[tuple[object, ...]]:
    """Every card as the table deals it: who gets which, in order, and the cards turned up."""
    return [(type(e).__name__, getattr(e, "seat", None), str(e.card)) for e in match.state.opening_events()
            if isinstance(e, CardDealt | CardFlipped)]


def finish_hand(match: Match, rng: random.Random) -> None:
    while not match.state.is_over():
        match.state.apply(rng.choice(match.state.legal_actions()))


@pytest.mark.parametrize(("game", "variant", "players"), variant_cases())
def test_a_revealed_code_deals_the_same_hand_again(game: str, variant: str, players: int) -> None:
    rules = load_rules(game)
    match = new_match(rules, variant, players, 23)
    rng = random.Random(5)
    first = match.deal_seed
    for hand in range(2):  # the first hand, and one that follows a finished hand (its dealer, pots, rounds won)
        if hand:
            if match.is_over():
                break
            match.next_hand()
        shown_before = deal_of(match).fingerprint
        cards = dealt(match)
        finish_hand(match, rng)
        code = deal_of(match).code
        assert hashlib.sha256(code.encode()).hexdigest()[:8] == shown_before
        again = deal_again(read_deal(code), rules)
        assert dealt(again) == cards, code
        assert deal_of(again).code == code and again.state.dealer == match.state.dealer
    assert read_deal(code).seed == match.deal_seed
    assert not match.history or match.history[0].deal_seed == first, "the score sheet's hands keep their seeds"


def test_the_deal_seed_is_drawn_where_the_hand_drew_it() -> None:
    """Recording the seed changes no deal: it is the very number the match's RNG gave the hand."""
    match = new_match(load_rules("oh_hell"), "classic", 4, 99)
    rng = random.Random(99)
    rng.randrange(4)
    assert match.deal_seed == rng.getrandbits(64)


def test_what_a_hand_takes_over_is_in_its_code() -> None:
    """Lohai Carryover's pots and Lo-Hi's rounds won change the hand: the code carries them."""
    lohai = deal_again(read_deal("lohai:carryover:4p:h3:d1:pots250.0:00000000000000ff"), load_rules("lohai"))
    assert lohai.state.pots_in == (250, 0) and lohai.hand_number == 3 and lohai.state.dealer == 1
    lohi = deal_again(read_deal("lohi:standard:3p:h4:d2:wins2.0.1:00000000000000ff"), load_rules("lohi"))
    assert [len(h) for h in lohi.state.hands] == [7, 5, 6] and lohi.totals == (2, 0, 1)
    oh_hell = deal_again(read_deal("oh_hell:eight_down_up:4p:h8:d0:00000000000000ff"), load_rules("oh_hell"))
    assert len(oh_hell.state.hands[0]) == 1, "the schedule's eighth hand is of one card"


@pytest.mark.parametrize(("code", "says"), [
    ("", "empty"),
    ("lohai", "six parts"),
    ("lohai:standard:4p:h1:d0:xyz", "hex digits"),
    ("lohai:standard:four:h1:d0:ff", "players"),
    ("lohai:standard:4p:h1:dealer:ff", "dealer"),
    ("lohai:stand ard:4p:h1:d0:ff", "not a name"),
    ("lohai:standard:4p:h1:d0:pots=1:ff", "term"),
    ("lohai:standard:4p:h1:d7:ff", "dealer should be a seat from 0 to 3"),
    ("lohai:carryover:4p:h1:d0:ff", "carry pots"),
    ("lohai:nosuch:4p:h1:d0:ff", "no variant"),
    ("oh_hell:classic:4p:h11:d0:ff", "from 1 to 10"),
    ("oh_hell:classic:9p:h1:d0:ff", "3 to 8 players, the code says 9"),
    ("lohi:standard:3p:h1:d0:wins9.0.0:ff", "rounds won"),
    ("koira:standard:4p:h1:d0:ff" + "0" * 300, "at most"),
])
def test_a_malformed_code_is_refused_in_words(code: str, says: str) -> None:
    with pytest.raises(DealCodeError, match=says):
        deal = read_deal(code)
        deal_again(deal, load_rules(deal.game))


def test_the_simulator_deals_a_code_and_refuses_a_bad_one(capsys: pytest.CaptureFixture[str]) -> None:
    rules = load_rules("laus")
    match = new_match(rules, "standard", 3, 4)
    finish_hand(match, random.Random(1))
    code = deal_of(match).code
    assert sim.main(["--deal", code, "--json"]) == 0
    played = json.loads(capsys.readouterr().out)
    assert played["deal"] == code
    hands = [[str(e.card) for e in match.state.opening_events() if isinstance(e, CardDealt) and e.seat == s]
             for s in range(3)]
    assert played["hands"] == hands
    assert sim.main(["--deal", "laus:standard:3p"]) == 2
    assert "deal code refused: a deal code has at least six parts" in capsys.readouterr().err
    assert sim.main(["--game", "koira", "--deal", code]) == 2
    assert "the code deals laus, not koira" in capsys.readouterr().err


def test_the_simulator_shows_the_judge_at_each_decision_of_seat_0(capsys: pytest.CaptureFixture[str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``--judge``: one JSON object per decision of seat 0, each option with its value, interval and deals, the
    pick the best value; the same seed gives the same lines, and a bad code or a lone --judge exits 2."""
    monkeypatch.setattr(sim, "JUDGE_SAMPLING", Sampling(first=8, most=16))
    rules = load_rules("oh_hell")
    match = new_match(rules, "classic", 4, 6)
    code = deal_of(match).code
    assert sim.main(["--deal", code, "--judge", "--json", "--seed", "3"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    size = len(match.state.view(0).hand)
    assert [d["decision"] for d in lines] == list(range(1, size + 2)), "the bid, then a card a trick"
    for decision in lines:
        options = decision["options"]
        assert set(decision) == {"decision", "options", "pick"}
        assert all(set(o) == {"action", "value", "low", "high", "deals"} for o in options)
        assert all(o["low"] <= o["value"] <= o["high"] and 1 <= o["deals"] <= 16 for o in options)
        assert decision["pick"] == options[0]["action"] == max(options, key=lambda o: o["value"])["action"]
    assert lines[0]["options"][0]["action"].startswith("bid ") and len(lines[0]["options"]) == size + 1
    assert sim.main(["--deal", code, "--judge", "--json", "--seed", "3"]) == 0
    assert [json.loads(line) for line in capsys.readouterr().out.splitlines()] == lines
    assert sim.main(["--deal", code, "--judge"]) == 0
    assert "decision 1 (make your bid exactly): pick bid" in capsys.readouterr().out
    assert sim.main(["--deal", "oh_hell:classic:4p", "--judge"]) == 2
    assert "deal code refused" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stopped:
        sim.main(["--game", "oh_hell", "--judge"])
    assert stopped.value.code == 2 and "give it --deal CODE" in capsys.readouterr().err


# --------------------------------------------------------------------------- at the table


def press_button(app: App, table: TableScene, key_: str) -> None:
    assert table.summary is not None
    run_until(app, lambda: table.tally.done, dt=0.2)  # the points finish counting
    click(app, next(b for b in table.summary.buttons if b.key == key_).rect.center)


def test_the_fingerprint_before_the_deal_is_the_code_after_it_and_replay_deals_it_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = texts_drawn(monkeypatch)
    store = Store(tmp_path)
    app = App((1024, 640), Settings(speed="instant", hold_trick="off", auto_play=False), store=store)
    pygame.event.clear()
    levels = (None, "easy", "rule", "random")
    table = TableScene(app, MatchSetup(load_rules("lohai"), "standard", levels, 8))
    app.push(table)
    frames(app)
    before = " ".join(drawn)
    cards = dealt(table.match)
    to_summary(app, table)
    assert table.summary is not None
    revealed = table.summary.deal
    fingerprint, code = revealed.removeprefix("Deal ").split(": ")
    assert f"deal {fingerprint}" in before
    assert hashlib.sha256(code.encode()).hexdigest()[:8] == fingerprint
    table.session.flush()
    saved = (tmp_path / "match.json").read_text()
    press_button(app, table, "copy")
    assert code in table.line.words
    press_button(app, table, "replay")
    practice = app.top
    assert isinstance(practice, TableScene) and practice is not table and practice.setup.practice
    assert practice.setup.levels == levels and dealt(practice.match) == cards
    drawn.clear()
    frames(app)
    assert any(text.startswith("Practice") and f"deal {fingerprint}" in text for text in drawn), drawn
    run_until(app, lambda: practice.human_to_act, dt=0.2)
    practice.attempt(practice.state.legal_actions()[0])
    run_until(app, lambda: practice.human_to_act, dt=0.2)
    practice.session.flush()
    assert (tmp_path / "match.json").read_text() == saved, "the practice table never saves over the real match"
    practice.press_summary("menu")
    assert app.top is table, "leaving practice goes back to the match"


def test_practice_results_stay_out_of_the_record_and_the_save(tmp_path: Path) -> None:
    store = Store(tmp_path)
    rules = load_rules("oh_hell")
    real = MatchSession(MatchSetup(rules, "classic", (None, "rule", "rule", "rule"), 3), store=store)
    real.act(real.state.legal_actions()[0])
    real.flush()
    saved = (tmp_path / "match.json").read_text()
    setup = MatchSetup(rules, "classic", (None, "rule", "rule", "rule"), 3, practice=True)
    practice = MatchSession(setup, store=store)
    rng = random.Random(2)
    while not practice.match.is_over():
        if practice.state.is_over():
            practice.next_hand()
        practice.act(rng.choice(practice.state.legal_actions()))
    practice.flush()
    assert (tmp_path / "match.json").read_text() == saved
    record = store.load_stats()["oh_hell/classic"]
    assert (record.practice, record.played, record.won, record.recent, record.best) == (1, 0, 0, (), None)
    practice.abandon()
    assert (tmp_path / "match.json").read_text() == saved, "giving practice up leaves the match's save"


def test_aids_are_marked_in_the_statistics(tmp_path: Path) -> None:
    quick = Settings(auto_play=False, speed="instant")
    app, table = make_table(seed=5, size=(1024, 640), settings=quick)
    run_until(app, lambda: table.human_to_act, dt=0.2)
    assert not table.session.aids_used
    key(app, pygame.K_h)
    assert table.session.aids_used, "a hint asked marks the match"
    table.seats.close()
    table.hints.close()
    app2, learner = make_table(seed=5, size=(1024, 640), settings=quick.with_(learning=True))
    run_until(app2, lambda: learner.human_to_act, dt=0.2)
    learner.attempt(learner.state.legal_actions()[0])
    assert learner.session.aids_used, "a move with Learning on marks the match"
    saved = learner.session.saved()
    assert SavedMatch.from_dict(json.loads(json.dumps(saved.to_dict()))).aids_used, "the mark survives a resume"
    learner.seats.close()
    outcome = MatchOutcome("oh_hell", "classic", "Oh Hell", True, 40, False, aids=True)
    record = Record("Oh Hell", False).adding(outcome).adding(outcome.__class__("oh_hell", "classic", "Oh Hell",
                                                                               False, 10, False))
    assert (record.with_aids, record.played) == (1, 2)
    assert Record.from_dict(record.to_dict()) == record


def test_the_learning_preset_sets_each_setting_and_turning_one_by_hand_turns_it_off() -> None:
    on = Settings(speed="fast", bot_wait="short", hold_trick="off", bid_coach=False).with_(learning=True)
    assert on.learning and all(getattr(on, name) == value for name, value in LEARNING.items())
    assert on.aided
    assert not on.with_(bot_wait="normal").learning
    assert on.with_(learning=False) == Settings()


def test_the_learning_switch_is_clicked_on_the_new_game_screen_and_persists(tmp_path: Path) -> None:
    app = App((1024, 640), Settings(), store=Store(tmp_path))
    pygame.event.clear()
    scene = NewGameScene(app, load_rules("oh_hell"), seed=1)
    app.push(scene)
    frames(app)
    switch = next(b for b in scene.buttons if b.key == "learning")
    assert switch.label == "Learning: Off"
    click(app, switch.rect.center)
    assert app.settings.learning and next(b for b in scene.buttons if b.key == "learning").label == "Learning: On"
    assert load_settings(Store(tmp_path)).learning, "the preset is kept for next time"
    click(app, switch.rect.center)
    assert not app.settings.learning and app.settings.hold_trick == Settings().hold_trick


def test_the_learning_row_in_the_settings_is_clicked_and_persists(tmp_path: Path) -> None:
    app = App((1024, 640), Settings(), store=Store(tmp_path))
    pygame.event.clear()
    app.push(SettingsScene(app))
    frames(app)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    click(app, next(b for b in scene.buttons if b.key == "learning:0").rect.center)
    assert app.settings.learning and app.settings.hold_trick == "every" and app.settings.bid_coach
    click(app, next(b for b in scene.buttons if b.key == "hold_trick:0").rect.center)
    assert not app.settings.learning, "a preset setting changed by hand turns Learning off"
    assert next(b for b in scene.buttons if b.key == "learning:1").selected
    click(app, next(b for b in scene.buttons if b.key == "learning:0").rect.center)
    key(app, pygame.K_ESCAPE)
    assert load_settings(Store(tmp_path)).learning


def test_a_deal_the_rules_cannot_deal_is_refused_at_the_table_in_words() -> None:
    app, table = make_table(seed=5, size=(1024, 640))
    table.deal = read_deal("oh_hell:nosuch:4p:h1:d0:00000000000000ff")
    table.press_summary("replay")
    words = table.line.words
    assert app.top is table and "cannot be dealt again" in words and "no variant 'nosuch'" in words
    table.seats.close()
