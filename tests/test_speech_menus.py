"""Menus by ear: every control of the new-game screen is reached by keys and spoken as the focus reaches it;
the score sheet, the hand's log, the review and a resumed match say what they are and where the keys are.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import load_rules, parse_cards
from game.store import SavedMatch, Store
from game.ui.scenes.handlog import HandLogScene
from game.ui.scenes.judges import InPlace
from game.ui.scenes.newgame import RING, NewGameScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.title import TitleScene
from game.ui.speech.queue import Recorder
from game.ui.table.handlog import HandLog, TrickEntry
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import frames, key, run_until
from tests.test_review import SETUP, TINY, planted_session


def listening(store: Store | None = None) -> tuple[App, Recorder]:
    voice = Recorder()
    app = App((1024, 640), Settings(speech="on", auto_play=False, speed="instant", sound=False), store,
              voices=lambda: (voice, True))
    pygame.event.clear()
    return app, voice


def test_tab_reaches_learning_new_seed_rules_and_back_on_the_new_game_screen_and_says_each() -> None:
    app, voice = listening()
    app.push(TitleScene(app, games=[]))
    scene = NewGameScene(app, load_rules("oh_hell"), seed=1)
    app.push(scene)
    frames(app)
    assert voice.lines[-1].startswith("New game: Oh Hell") and "Tab moves along" in voice.lines[-1]
    assert "Play a deal by its code" in voice.lines[-1], "every button Tab reaches is named"
    key(app, pygame.K_TAB)
    assert voice.lines[-1] == f"Learning: Off, 2 of {len(RING)}"
    key(app, pygame.K_RETURN)
    assert app.settings.learning and voice.lines[-1] == f"Learning: On, 2 of {len(RING)}", "Enter pressed it"
    key(app, pygame.K_TAB)
    assert voice.lines[-1] == f"New seed: Seed 1, 3 of {len(RING)}"
    key(app, pygame.K_RETURN)
    assert scene.seed != 1 and voice.lines[-1] == f"New seed: Seed {scene.seed}, 3 of {len(RING)}"
    key(app, pygame.K_DOWN)
    assert voice.lines[-1].startswith("Variant:"), "the arrows still choose the variant"
    key(app, pygame.K_RIGHT)
    assert voice.lines[-1].startswith("Players: 5")
    key(app, pygame.K_1)
    assert voice.lines[-1] == next(b.label for b in scene.buttons if b.key == "level0"), "a computer's level"
    for _ in range(RING.index("back") + 1):  # from an arrow, Tab goes back to Start first
        key(app, pygame.K_TAB)
    assert voice.lines[-1] == f"Back (Esc), {len(RING)} of {len(RING)}"
    key(app, pygame.K_RETURN)
    assert app.top is not scene, "Back left the screen"


def test_the_score_sheet_says_what_it_is_and_reads_each_hand_and_the_chart() -> None:
    app, voice = listening()
    session = planted_session()
    table = TableScene(app, SETUP, session=session)
    app.push(table)
    frames(app)
    app.push(ScoreSheetScene(app, table))
    frames(app)
    assert voice.lines[-1].startswith("Score sheet — Oh Hell") and "Esc goes back" in voice.lines[-1]
    assert "Hand 1 (scored), dealt by" in voice.lines[-1] and "points, total" in voice.lines[-1]
    key(app, pygame.K_TAB)
    assert voice.lines[-1].startswith("Chart of the totals after each hand")
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_the_hand_log_says_what_it_is_and_reads_on_as_it_scrolls() -> None:
    app, voice = listening()
    log = HandLog()
    log.reset("Hand 2", ("You", "Bruno", "Chidi"), 0)
    log.dealt[0] = parse_cards("AS KH 2H")
    for number in range(1, 4):
        plays = tuple(zip(range(3), parse_cards(("QS JS TS", "AH 3H 4H", "9C 8C 7C")[number - 1]), strict=True))
        log.add(TrickEntry(number, 0, plays, 0, "You take it", "the highest spade"))
    app.push(HandLogScene(app, log, SETUP.rules))
    frames(app)
    assert voice.lines[-1].startswith("Hand 2: the hand so far. Up, Down and the page keys read on; Esc goes back")
    heard = len(voice.lines)
    for _ in range(12):
        key(app, pygame.K_DOWN)
    read = voice.lines[heard:]
    assert "Trick 2 · You led · You take it" in read and "You: queen of spades, Bruno: jack of spades, " \
        "Chidi: ten of spades" in read, read


def test_the_review_says_whose_decisions_and_the_one_chosen() -> None:
    app, voice = listening()
    session = planted_session()
    table = TableScene(app, SETUP, session=session)
    app.push(table)
    deal, moves = session.hand_at_deal()
    app.push(ReviewScene(app, table, deal, moves, practise=lambda number: None, runner=InPlace(), effort=TINY))
    frames(app)
    said = next(line for line in reversed(voice.lines) if line.startswith("Review of hand 1"))
    assert "Enter tries yours again" in said and "Your decisions. Trick 1: you played" in said
    key(app, pygame.K_RIGHT)
    assert voice.lines[-1].startswith("What ") and "knew" in voice.lines[-1]


def test_a_resumed_match_says_so_and_a_refused_one_says_why(tmp_path: Path) -> None:
    store = Store(tmp_path)
    app, voice = listening(store)
    rules = load_rules("oh_hell")
    store.save_match(SavedMatch("oh_hell", rules.default_variant, 4, 7, (None, "rule", "rule", "rule"), ()))
    title = TitleScene(app)
    app.push(title)
    frames(app)
    assert voice.lines[-1].startswith("Lohai & Friends") and "Continue Oh Hell" in voice.lines[-1]
    key(app, pygame.K_RETURN)
    frames(app)
    assert any(line.startswith("Back at your match of Oh Hell, Hand 1") for line in voice.lines)
    app.pop()
    store.save_match(SavedMatch("oh_hell", rules.default_variant, 4, 7, (None, "rule", "rule", "rule"),
                                ("play ZZ",)))
    title.enter()
    frames(app)
    heard = len(voice.lines)
    key(app, pygame.K_RETURN)
    frames(app)
    assert app.top is title and title.note and voice.lines[heard] == title.note, "why, before the focus"


def test_the_rules_page_is_read_to_its_last_block_where_it_can_scroll_no_further() -> None:
    """Down reads on block by block once the page is at its end (a page that fits the window never scrolls)."""
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.rules_blocks import block_words
    app, voice = listening()
    scene = RulesScene(app, load_rules("oh_hell"))
    app.push(scene)
    frames(app)
    key(app, pygame.K_END)
    frames(app)
    heard = set()
    for _ in range(len(scene.blocks)):
        key(app, pygame.K_DOWN)
        heard.add(voice.lines[-1])
    assert block_words(scene.blocks[-1]) in heard, "the last block is read"
    key(app, pygame.K_UP)
    assert voice.lines[-1] == block_words(scene.blocks[-2]), "Up reads back one block"


def test_a_key_that_means_nothing_is_answered_on_every_screen_once() -> None:
    """A key with no use is heard, on the title and the new-game screen as at the table, and the table's own
    answer is not said twice."""
    app, voice = listening()
    app.push(TitleScene(app, games=[]))
    frames(app)
    key(app, pygame.K_j)
    assert voice.lines[-1] == "Nothing to do with that key here"
    scene = NewGameScene(app, load_rules("oh_hell"), seed=1)
    app.push(scene)
    frames(app)
    key(app, pygame.K_j)
    assert voice.lines[-1] == "Nothing to do with that key here"
    heard = len(voice.lines)
    key(app, pygame.K_TAB)
    assert len(voice.lines) == heard + 1 and voice.lines[-1].startswith("Learning"), "a key with a use: its answer"


def test_closing_a_menu_over_the_table_says_whose_turn_it_is_once_and_sitting_down_does_not_repeat_it() -> None:
    """Esc closed the pause menu (or the score sheet) in silence: a player who cannot see the screen did not know
    the table was back.  The table, come back to the top, says whose turn it is, once; sitting down at it says
    the deal and the turn as they are shown, with nothing added."""
    app, voice = listening()
    table = TableScene(app, SETUP)
    app.push(table)
    run_until(app, lambda: table.human_to_act and table.cue.glow is None)
    frames(app, 5)
    turns = [line for line in voice.lines if line.startswith("Your turn")]
    assert len(turns) == 1, voice.lines
    key(app, pygame.K_ESCAPE)
    assert app.top is not table and voice.lines[-1].startswith("Menu.")
    key(app, pygame.K_ESCAPE)
    frames(app, 3)
    assert app.top is table and voice.lines[-1] == turns[0], voice.lines[-3:]
    key(app, pygame.K_s)
    key(app, pygame.K_ESCAPE)
    frames(app, 3)
    assert voice.lines[-1] == turns[0] and voice.lines[-2].startswith("Score sheet")
    assert sum(line == turns[0] for line in voice.lines) == 3, "said once each time, no more"
