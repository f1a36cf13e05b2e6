"""Right facts by ear: what the table says of the cards held and the scores is what the table shows, at the
moments it used to be wrong.

"Hand 1. You deal. You hold 10 cards" was said of the deal whatever the table sat down in: a hand tried again
from a move (8 held), a match continued at its hand's end (none held), a Laus hand continued while its skat
was being laid away (12 held).  The scores key said "Scores after hand 1" while hand 1 was being played.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.catalogue import _
from game.engine import HandState, load_rules, new_match
from game.engine.core import ActionKind
from game.seating import MatchSetup
from game.store import SavedMatch, Store
from game.ui.scenes.title import TitleScene
from game.ui.speech import words
from game.ui.speech.queue import Recorder
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import frames, key, run_until


def listening(store: Store | None = None) -> tuple[App, Recorder]:
    voice = Recorder()
    app = App((1024, 640), Settings(speech="on", auto_play=False, speed="instant", sound=False), store,
              voices=lambda: (voice, True))
    pygame.event.clear()
    return app, voice


def held(state: HandState, dealer: str, number: int = 1, hand_word: str = "Hand") -> str:
    """The line a table sat down in ``state`` must say: the cards the player's view holds."""
    return words.dealt(hand_word, number, dealer, len(state.view(0).hand), "normal", begun=True)


def hand_of(game: str, seed: int, until: int | None = None) -> list[str]:
    """The moves of the first hand of ``game`` played by the first legal move, up to ``until`` moves."""
    rules = load_rules(game)
    state = new_match(rules, rules.default_variant, 3, seed).state
    moves: list[str] = []
    while not state.is_over() and (until is None or len(moves) < until):
        action = state.legal_actions()[0]
        moves.append(str(action))
        state.apply(action)
    return moves


def continued(tmp_path: Path, game: str, moves: list[str]) -> tuple[App, Recorder, TableScene]:
    """The match saved after ``moves``, continued from the title with Enter."""
    store = Store(tmp_path)
    app, voice = listening(store)
    rules = load_rules(game)
    store.save_match(SavedMatch(game, rules.default_variant, 3, 7, (None, "rule", "rule"), tuple(moves)))
    app.push(TitleScene(app))
    frames(app)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert isinstance(app.top, TableScene)
    return app, voice, app.top


def test_a_match_continued_at_its_hands_end_holds_no_card(tmp_path: Path) -> None:
    moves = hand_of("oh_hell", 7)
    _app, voice, table = continued(tmp_path, "oh_hell", moves)
    assert table.state.is_over()
    dealer = table.setup.name(table.state.dealer)
    assert held(table.state, dealer) in voice.lines and _("Your hand is empty") in held(table.state, dealer)
    assert not [line for line in voice.lines if _("You hold {cards}").split("{")[0] in line]


def test_laus_continued_while_the_skat_is_laid_away_holds_twelve(tmp_path: Path) -> None:
    rules = load_rules("laus")
    state = new_match(rules, rules.default_variant, 3, 7).state
    moves = []
    while state.current_player != 0:
        action = state.legal_actions()[0]
        moves.append(str(action))
        state.apply(action)
    look = next(a for a in state.legal_actions() if a.kind == ActionKind.LOOK)
    state.apply(look)
    moves.append(str(look))
    assert {a.kind for a in state.legal_actions()} == {ActionKind.DISCARD}
    _app, voice, table = continued(tmp_path, "laus", moves)
    assert len(table.state.view(0).hand) == 12
    line = next(line for line in voice.lines if line.startswith("Hand 1."))
    assert line == held(table.state, table.setup.name(table.state.dealer)) and "12 cards" in line


def test_a_hand_tried_again_from_a_move_says_the_cards_left() -> None:
    app, voice = listening()
    rules = load_rules("oh_hell")
    setup = MatchSetup(rules, rules.default_variant, (None, "rule", "rule"), 4)
    table = TableScene(app, setup, match=new_match(rules, {"schedule": "fixed", "hand_size": 4}, 3, 4))
    app.push(table)
    rng = random.Random(3)
    while table.summary is None:
        run_until(app, lambda: table.human_to_act or table.summary is not None)
        if table.summary is None:
            table.attempt(rng.choice(table.state.legal_actions()))
    table.practice.from_move(8)  # what "try again from here" does at the review's decision after 8 moves
    frames(app, 2)
    practice = app.top
    assert isinstance(practice, TableScene) and practice is not table
    dealer = practice.setup.name(practice.state.dealer)
    line = next(line for line in reversed(voice.lines) if line.startswith("Hand 1."))
    assert line == held(practice.state, dealer) and len(practice.state.view(0).hand) < 4, line


def test_the_scores_key_counts_only_the_hands_the_table_has_scored() -> None:
    app, voice = listening()
    rules = load_rules("oh_hell")
    setup = MatchSetup(rules, rules.default_variant, (None, "rule", "rule"), 4)
    table = TableScene(app, setup, match=new_match(rules, {"schedule": "fixed", "hand_size": 2}, 3, 4))
    app.push(table)
    run_until(app, lambda: table.human_to_act)
    key(app, pygame.K_p)
    assert voice.lines[-1] == "Scores. You 0, Aino 0, Bruno 0", "hand 1 is not scored while it is played"
    rng = random.Random(5)
    while table.summary is None:
        run_until(app, lambda: table.human_to_act or table.summary is not None)
        if table.summary is None:
            table.attempt(rng.choice(table.state.legal_actions()))
    frames(app, 3)
    key(app, pygame.K_p)
    rows = ", ".join(f"{table.setup.name(seat)} {row.total}" for seat, row in enumerate(table.summary.rows))
    assert voice.lines[-1] == f"Scores after hand 1. {rows}", "the totals the summary shows"


def test_the_title_names_its_focus_once_the_games_are_read() -> None:
    """The app's start shows the title before it reads the rule files: its first line names no button yet."""
    app, voice = listening()
    app.push(TitleScene(app, later=True))
    frames(app, 3)
    assert voice.lines[0] == "Lohai & Friends. Choose a game: arrow keys and Enter; R the rules"
    assert voice.lines[1].endswith(f"1 of {len(app.top.buttons)}") and "Statistics" not in voice.lines[1]  # type: ignore[union-attr]
