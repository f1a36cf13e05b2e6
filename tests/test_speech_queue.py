"""A clean queue: each line belongs to the screen that said it, a covered screen's lines wait for it, a closed
screen's lines go with it, and a screen's first line is never lost behind them.

The voice here is slow, as a real one is: it is still speaking a line until the test lets it finish, so lines
wait in the queue, which is where they went stale.
"""

from __future__ import annotations

import pygame

from game.engine import load_rules, new_match
from game.engine.core import ActionKind
from game.seating import MatchSetup
from game.ui.scenes.title import TitleScene
from game.ui.speech.queue import Priority, Recorder, Speaker
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import Slow, frames, key, run_until


def test_a_covered_screen_waits_and_a_closed_one_is_forgotten() -> None:
    voice = Slow()
    speaker = Speaker(voice)
    table, menu = object(), object()
    speaker.face(table, [table])
    speaker.say("Bruno: king of hearts", Priority.EVENT, table)
    speaker.say("Chidi: two of hearts", Priority.EVENT, table)
    speaker.face(menu, [table, menu])
    speaker.say("Menu", Priority.SCREEN, menu)
    voice.talking = False
    speaker.pump()
    assert voice.lines == ["Bruno: king of hearts", "Menu"], "the table's next line waits beneath the menu"
    speaker.face(table, [table])
    voice.talking = False
    speaker.pump()
    assert voice.lines[-1] == "Chidi: two of hearts", "back on top, the table goes on"
    speaker.say("Your turn", Priority.TURN, table)
    title, stops = object(), voice.interrupts
    speaker.face(title, [title])
    assert voice.interrupts == stops + 1, "the table's line is stopped as the table closes"
    speaker.say("Lohai & Friends", Priority.SCREEN, title)
    speaker.say("Statistics, 2 of 4", Priority.FOCUS, title)
    voice.talking = False
    speaker.pump()
    assert voice.lines[-2:] == ["Lohai & Friends", "Statistics, 2 of 4"], "the closed table's turn went with it"


def test_a_notice_is_every_screens_and_an_answer_keeps_the_covered_screens_lines() -> None:
    voice = Slow()
    speaker = Speaker(voice)
    table, rules = object(), object()
    speaker.face(table, [table])
    speaker.say("Ann: two of hearts", Priority.EVENT, table)
    speaker.say("Bruno: three of hearts", Priority.EVENT, table)
    speaker.face(rules, [table, rules])
    speaker.say("Your settings are not being saved")
    speaker.say("Rules of Oh Hell", Priority.URGENT, rules)
    voice.talking = False
    speaker.pump()
    assert voice.lines == ["Ann: two of hearts", "Rules of Oh Hell"], "the answer cut off the notice and nothing else"
    speaker.face(table, [table])
    voice.talking = False
    speaker.pump()
    assert voice.lines[-1] == "Bruno: three of hearts"


def laus_at_its_skat(voice: Recorder) -> tuple[App, TableScene]:
    app = App((1024, 640), Settings(speech="on", auto_play=False, speed="instant", sound=False),
              voices=lambda: (voice, True))
    pygame.event.clear()
    app.push(TitleScene(app, games=[]))
    rules = load_rules("laus")
    for seed in range(1, 40):  # a deal where the player is asked to look or pass
        match = new_match(rules, rules.default_variant, 3, seed)
        if match.state.current_player == 0 and {a.kind for a in match.state.legal_actions()} == {
                ActionKind.LOOK, ActionKind.PASS}:
            break
    setup = MatchSetup(rules, rules.default_variant, (None, "rule", "rule"), seed)
    table = TableScene(app, setup, match=match)
    app.push(table)
    run_until(app, lambda: table.human_to_act)
    return app, table


def reach(app: App, wanted: str) -> None:
    """Down until the focus is said to be on ``wanted`` (read off the lines said, which a slow voice holds)."""
    for _turn in range(12):
        if app.speech.recent[-1].split(". ")[-1].startswith(wanted):
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"no focus on {wanted}: {list(app.speech.recent)[-3:]}")


def test_leaving_the_table_for_the_statistics_says_the_title_and_no_stale_table_line() -> None:
    """Laus at the look-or-pass turn, then Menu, Back to the title, Statistics: the table's lines still waiting
    for the voice go with the table, and the title is said before the statistics."""
    voice = Slow()
    app, _table = laus_at_its_skat(voice)
    waiting = [line.text for line in app.speech.waiting]
    assert any(line.startswith("Your turn") for line in waiting), "the turn waits for the slow voice"
    key(app, pygame.K_ESCAPE)
    assert voice.lines[-1].startswith("Menu"), "the menu cuts in"
    reach(app, "Back to the title")
    key(app, pygame.K_RETURN)
    assert voice.lines[-1].startswith("Lohai & Friends"), "the title's own line is said at once"
    reach(app, "Statistics")
    key(app, pygame.K_RETURN)
    assert voice.lines[-1].startswith("Your statistics")
    for _turn in range(30):
        voice.talking = False
        frames(app)
    after = voice.lines[voice.lines.index(next(line for line in voice.lines if line.startswith("Menu"))):]
    assert not [line for line in after if line in waiting], f"a stale table line was said: {after}"


def test_the_table_goes_on_where_it_was_after_the_menu() -> None:
    voice = Slow()
    app, table = laus_at_its_skat(voice)
    waiting = [line.text for line in app.speech.waiting]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    for _turn in range(len(waiting) + 2):
        voice.talking = False
        frames(app)
    assert [line for line in voice.lines if line in waiting] == waiting, "the held lines, in order, once back"
