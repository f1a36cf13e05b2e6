"""Speech: the words, the queue's priorities, the re-read keys, the menus' focus, the settings.

The table and menus are driven with real key events; what they say is read off a
recording voice, as a blind player would hear it.
"""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from game import catalogue
from game.engine import load_rules, new_match
from game.seating import MatchSetup
from game.ui.speech import screens, words
from game.ui.speech.queue import Priority, Recorder, Speaker
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import Slow, frames, key, run_until


def test_the_speech_modules_need_no_pygame() -> None:
    code = ("import sys; import game.ui.speech.words, game.ui.speech.screens, game.ui.speech.queue, "
            "game.ui.speech.voices; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_words_group_a_hand_by_suit_and_follow_the_verbosity() -> None:
    assert words.hand([("S", "ace"), ("S", "ten"), ("H", "four"), (None, "Giver")]) == \
        "Your hand, 4 cards: spades: ace, ten; hearts: four; Giver"
    assert words.hand([]) == "Your hand is empty"
    assert words.played("You", "ace of spades", "full") == "You play the ace of spades"
    assert words.played("Ann", "ace of spades", "brief") == "ace of spades"
    assert words.taken("Ann takes it", "hearts are trumps", [], "normal") == "Ann takes it. Hearts are trumps"
    assert words.taken("Ann takes it", "hearts are trumps", [], "brief") == "Ann takes it"
    assert words.turn("bid, 0 to 3", 4, "full") == "Your turn: bid, 0 to 3, 4 legal moves"
    assert words.turn("bid, 0 to 3", 4, "brief") == "Your turn"
    line = words.moves(["play the ace of spades", "higher (≥ nine)"], "")
    assert words.parse_moves(line) == ["play the ace of spades", "higher (≥ nine)"]
    assert words.moves([], "wait for your turn") == "Wait for your turn"


def test_events_keep_their_order_and_the_turn_comes_after_them() -> None:
    voice = Slow()
    speaker = Speaker(voice)
    speaker.say("Ann: two of hearts")
    speaker.say("queen of spades", Priority.FOCUS)
    speaker.say("Bruno: king of hearts")
    speaker.say("Your turn", Priority.TURN)
    assert voice.lines == ["Ann: two of hearts"]
    for _ in range(3):
        voice.talking = False
        speaker.pump()
    assert voice.lines == ["Ann: two of hearts", "Bruno: king of hearts", "Your turn"], "the stale focus went"


def test_a_newer_focus_cuts_off_the_older_and_an_answer_cuts_off_everything() -> None:
    voice = Slow()
    speaker = Speaker(voice)
    speaker.say("ace of spades", Priority.FOCUS)
    speaker.say("ten of spades", Priority.FOCUS)
    assert voice.lines == ["ace of spades", "ten of spades"] and voice.interrupts == 1
    speaker.say("Ann: two of hearts")
    speaker.say("Bruno: three of hearts")
    speaker.say("Your hand, 2 cards: spades: ace, ten", Priority.URGENT)
    assert voice.lines[-1].startswith("Your hand") and voice.interrupts == 2
    voice.talking = False
    speaker.pump()
    assert voice.lines[-1].startswith("Your hand"), "what waited below the answer was dropped"
    assert list(speaker.recent)[-3:-1] == ["Ann: two of hearts", "Bruno: three of hearts"], "the pane keeps it"


def test_a_silent_speaker_still_keeps_the_lines_for_the_pane() -> None:
    speaker = Speaker()
    speaker.say("  Ann:   two of hearts ")
    assert list(speaker.recent) == ["Ann: two of hearts"] and speaker.last == "Ann: two of hearts"


def test_bad_speech_settings_fall_back_and_off_silences() -> None:
    assert Settings.from_dict({"speech": "loud", "verbosity": "chatty"}) == Settings()
    assert Settings().speech == "auto" and Settings().verbosity == "normal"
    voice = Recorder()
    app = App((1024, 640), Settings(speech="off"), voices=lambda: (voice, True))
    app.speak("hello")
    assert voice.lines == [] and app.speech.last == "hello"
    app.settings = app.settings.with_(speech="auto")
    app.speak("again")
    assert voice.lines == ["again"], "auto speaks when a screen reader was found"
    quiet = App((1024, 640), Settings(speech="auto"), voices=lambda: (voice, False))
    quiet.speak("nobody hears")
    assert voice.lines == ["again"], "auto keeps quiet without a screen reader"


def oh_hell_table(language: str = "en") -> tuple[App, TableScene, Recorder]:
    voice = Recorder()
    app = App((1024, 640), Settings(auto_play=False, speed="instant", hold_trick="off", speech="on",
                                    language=language), voices=lambda: (voice, True))
    pygame.event.clear()
    rules = load_rules("oh_hell")
    setup = MatchSetup(rules, rules.default_variant, (None, "rule", "rule"), 3)
    table = TableScene(app, setup, match=new_match(rules, {"schedule": "fixed", "hand_size": 3}, 3, 3))
    app.push(table)
    return app, table, voice


def test_the_re_read_keys_answer_in_finnish() -> None:
    """A Finnish player hears the hand by suit in Finnish, with the suit and rank words the cards on screen are
    named with ("padat: ässä, kymppi"), and the turn, the scores, the trick and the moves in Finnish."""
    try:
        app, table, voice = oh_hell_table("fi")
        run_until(app, lambda: table.human_to_act and not table.model.busy)
        key(app, pygame.K_y)
        hand = voice.lines[-1]
        assert hand.startswith("Kädessäsi 3 korttia: "), hand
        suits = {"S": ("padat", "pata"), "H": ("hertat", "hertta"), "D": ("ruudut", "ruutu"),
                 "C": ("ristit", "risti")}
        groups: dict[str, list[str]] = {}
        for _, card in table.model.viewer_cards():
            if card.suit is None:
                groups.setdefault(card.name, [])
                continue
            many, one = suits[card.suit]
            rank = card.name.removeprefix(one)
            assert rank != card.name, f"{card.name} is named in Finnish"
            groups.setdefault(many, []).append(rank)
        said = "; ".join(f"{suit}: {', '.join(ranks)}" if ranks else suit for suit, ranks in groups.items())
        assert hand == f"Kädessäsi 3 korttia: {said}", "the ranks heard are those in the cards' Finnish names"
        key(app, pygame.K_w)
        assert voice.lines[-1] == "Vuorosi: tarjoa 0–3 numeronäppäimillä"
        key(app, pygame.K_a)
        assert words.parse_moves(voice.lines[-1]) == ["tarjoa 0", "tarjoa 1", "tarjoa 2", "tarjoa 3"]
        key(app, pygame.K_p)
        assert voice.lines[-1].startswith("Pisteet. Sinä 0"), "no hand is scored yet"
        key(app, pygame.K_k)
        assert voice.lines[-1] == "Tässä jaossa ei ole vielä otettu tikkiä"
        key(app, pygame.K_t)
        assert voice.lines[-1].startswith("Pöydässä ei ole kortteja")
    finally:
        catalogue.use("en")


def test_each_re_read_key_answers_at_the_table() -> None:
    app, table, voice = oh_hell_table()
    run_until(app, lambda: table.human_to_act and not table.model.busy)
    key(app, pygame.K_a)
    moves = words.parse_moves(voice.lines[-1])
    assert moves and all(m.startswith("bid ") for m in moves)
    key(app, pygame.K_y)
    hand = voice.lines[-1]
    assert hand.startswith("Your hand, 3 cards: ")
    assert all(card.name.split(" of ")[0] in hand for _, card in table.model.viewer_cards())
    key(app, pygame.K_w)
    assert voice.lines[-1].startswith("Your turn: bid")
    key(app, pygame.K_b)
    assert voice.lines[-1].count(":") == 3 and "You:" in voice.lines[-1]
    key(app, pygame.K_p)
    assert voice.lines[-1].startswith("Scores. You 0"), "no hand is scored yet"
    key(app, pygame.K_k)
    assert voice.lines[-1] == "No trick has been taken yet this hand"
    key(app, pygame.K_t)
    assert voice.lines[-1].startswith("No cards on the table")
    key(app, pygame.K_q)
    assert voice.lines[-1] == voice.lines[-2]
    assert voice.interrupts >= 7, "each answer cuts in"
    plain = pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_v)
    assert table.speech.pane and pygame.image.tobytes(app.screen, "RGB") != plain, "the pane shows"
    key(app, pygame.K_v)
    assert not table.speech.pane


def test_moving_through_the_hand_speaks_each_card_and_a_refusal_cuts_in() -> None:
    app, table, voice = oh_hell_table()
    run_until(app, lambda: table.human_to_act and not table.model.busy)
    key(app, pygame.K_1)
    run_until(app, lambda: table.human_to_act and not table.model.busy and not table.picks.choice)
    heard = []
    for _ in table.model.viewer_cards():
        key(app, pygame.K_RIGHT)
        heard.append(voice.lines[-1])
    names = [card.name for _, card in table.model.viewer_cards()]
    assert [line.split(",")[0] for line in heard] == names[:len(heard)] or \
        sorted(line.split(",")[0] for line in heard) == sorted(names)
    if any(line.endswith("cannot be played now") for line in heard):
        while not voice.lines[-1].endswith("cannot be played now"):
            key(app, pygame.K_RIGHT)
        cut = voice.interrupts
        key(app, pygame.K_RETURN)
        assert voice.lines[-1] == table.line.words and voice.interrupts == cut + 1, "the refusal cuts in"


def test_the_keys_overlay_opens_with_f2_and_reads_each_key() -> None:
    app, table, voice = oh_hell_table()
    frames(app, 2)
    key(app, pygame.K_F2)
    assert voice.lines[-1].startswith("Keys at the table")
    key(app, pygame.K_DOWN)
    assert voice.lines[-1].startswith(f"{screens.KEYS[1][0]}: {screens.KEYS[1][1]}")
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_menus_say_the_screen_and_the_focused_control() -> None:
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.settings_rows import ROWS
    from game.ui.scenes.title import TitleScene

    voice = Recorder()
    app = App((1024, 640), Settings(speech="on"), voices=lambda: (voice, True))
    pygame.event.clear()
    app.push(TitleScene(app))
    frames(app, 3)
    assert any(line.startswith("Lohai & Friends") for line in voice.lines)
    key(app, pygame.K_DOWN)
    assert voice.lines[-1].endswith(f"2 of {len(app.top.buttons)}")  # type: ignore[union-attr]
    app.push(SettingsScene(app))
    frames(app)
    assert voice.lines[-1].startswith("Settings") and f"Language: English, 1 of {len(ROWS)}" in voice.lines[-1]
    speech_row = next(i for i, r in enumerate(ROWS) if r.field == "verbosity")
    for _ in range(speech_row):
        key(app, pygame.K_DOWN)
    assert voice.lines[-1] == f"Speech detail: Normal, {speech_row + 1} of {len(ROWS)}"
    key(app, pygame.K_RIGHT)
    assert voice.lines[-1].startswith("Speech detail: Full") and app.settings.verbosity == "full"
    key(app, pygame.K_ESCAPE)
    assert voice.lines[-1].startswith("Lohai & Friends"), "back on the title, it says where"


def test_a_missing_or_failing_screen_reader_never_stops_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.speech import voices

    class Broken:
        def nvda_running(self) -> bool:
            raise OSError("no controller")

        def output(self, text: str, *, interrupt: bool = False) -> None:
            raise OSError("gone")

        def speaking(self) -> bool:
            raise OSError("gone")

        def silence(self) -> None:
            raise OSError("gone")

    assert not voices.reader_running(Broken())
    bridge = voices.Bridge(Broken())  # what it raises goes up to the guest, which sets it aside with a note
    with pytest.raises(OSError):
        bridge.speak("hello", interrupt=True)
    with pytest.raises(OSError):
        bridge.stop()

    class Orca:
        def _ensure_orca(self) -> bool:
            return True

    assert voices.reader_running(Orca())
    monkeypatch.setattr(voices, "_speechlight", lambda: None)
    monkeypatch.setattr(voices.shutil, "which", lambda name: None)
    voice, reader = voices.system_voice()
    assert isinstance(voice, voices.Silent) and not reader
