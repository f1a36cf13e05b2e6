"""A save the disk refuses is said at once, where the player is, shown and spoken, once a run of refusals.

Why: with a read-only data folder, 28 moves were played and 24 saves refused while the table said only
"Back at your match"; the title told of it after the player had left.  The disk here is a fake one the
store writes through (the tests run as root, whom a read-only folder does not stop): it refuses with the
system's own error, ``EACCES`` or ``ENOSPC``, until told to take the saves again.
"""

from __future__ import annotations

import errno
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import catalogue
from game import store as store_module
from game.ai import make_bot
from game.autosave import SaveWriter
from game.engine import load_rules
from game.seating import MatchSetup
from game.store import MatchOutcome, Store
from game.ui.scenes.settings import SettingsScene
from game.ui.speech.queue import Recorder
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App, Scene
from game.ui.toolkit.notice import SHOW_TIME
from game.ui.toolkit.settings import Settings
from tests.support import run_until, texts_drawn

READ_ONLY_EN = ("This match is not being saved: the data folder is read-only. Make the data folder {folder} "
                "writable. Until then the match ends when you close the app.")


class Disk:
    """``tempfile`` as the store sees it: refuses every new file while :attr:`refusing` holds an error number."""

    def __init__(self) -> None:
        self.refusing: int | None = errno.EACCES
        self.refused = 0

    def mkstemp(self, **kwargs: Any) -> tuple[int, str]:
        if self.refusing is not None:
            self.refused += 1
            raise OSError(self.refusing, "Permission denied" if self.refusing == errno.EACCES else "No space left")
        return tempfile.mkstemp(**kwargs)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    refusing = Disk()
    monkeypatch.setattr(store_module, "tempfile", refusing)
    return refusing


@pytest.fixture
def english() -> Iterator[None]:
    yield
    catalogue.use("en")


def table_at(store: Store, language: str = "en") -> tuple[App, TableScene, Recorder]:
    voice = Recorder()
    app = App((1280, 800), Settings(auto_play=False, speed="instant", hold_trick="off", speech="on",
                                    language=language), store=store, voices=lambda: (voice, True))
    pygame.event.clear()
    rules = load_rules("oh_hell")
    table = TableScene(app, MatchSetup(rules, "classic", (None, "rule", "rule", "rule"), 11))
    app.push(table)
    return app, table, voice


def move(app: App, table: TableScene) -> None:
    """The player makes one move (the rule bot's), and the table goes on until their next turn or the summary."""
    steer = make_bot("rule", table.setup.rules)
    run_until(app, lambda: table.human_to_act or table.summary is not None, limit=20000, dt=0.2)
    assert table.summary is None
    table.attempt(steer.choose(table.state.view(0), random.Random(3)))
    assert table.session.flush(10)
    app.frame(1 / 30)


def told(app: App, voice: Recorder, words: str) -> int:
    """How many times ``words`` were spoken (the voice heard them each time)."""
    assert list(app.speech.recent).count(words) == voice.lines.count(words)
    return voice.lines.count(words)


def test_the_first_refused_save_of_a_match_is_said_at_once_and_once(
        disk: Disk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    app, table, voice = table_at(store)
    drawn = texts_drawn(monkeypatch)
    words = READ_ONLY_EN.format(folder=tmp_path)
    move(app, table)
    assert disk.refused >= 1
    assert app.notices.words == words, "said at once, at the table"
    assert told(app, voice, words) == 1
    app.draw(app.screen)
    assert any(text.startswith("This match is not being saved") for text in drawn), "and shown"
    for _ in range(4):
        move(app, table)
    assert disk.refused >= 5 and told(app, voice, words) == 1, "not said again every move"
    disk.refusing = None
    move(app, table)
    disk.refusing = errno.EACCES
    move(app, table)
    assert told(app, voice, words) == 2, "said again when saving came back and failed anew"
    assert app.running


def test_a_full_disk_says_what_to_do_in_finnish(disk: Disk, tmp_path: Path, english: None) -> None:
    disk.refusing = errno.ENOSPC
    app, table, voice = table_at(Store(tmp_path), "fi")
    move(app, table)
    assert app.notices.words == ("Tätä ottelua ei tallenneta: levy on täynnä. Vapauta levyltä tilaa. "
                                 "Siihen asti ottelu päättyy, kun suljet sovelluksen.")
    assert told(app, voice, app.notices.words) == 1


def test_a_new_match_is_told_again_though_saving_never_came_back(disk: Disk, tmp_path: Path) -> None:
    store = Store(tmp_path)
    app, table, voice = table_at(store)
    move(app, table)
    first = app.notices.words
    assert first.startswith("This match is not being saved")
    table.abandon()
    rules = load_rules("oh_hell")
    again = TableScene(app, MatchSetup(rules, "classic", (None, "rule", "rule", "rule"), 12))
    app.replace(again)
    for _ in range(round(30 * (SHOW_TIME + 1))):  # the first notice has its time
        app.frame(1 / 30)
    move(app, again)
    assert told(app, voice, first) == 2


def test_refused_settings_are_said_when_the_settings_close(disk: Disk, tmp_path: Path) -> None:
    voice = Recorder()
    app = App((1280, 800), Settings(speech="on"), store=Store(tmp_path), voices=lambda: (voice, True))
    app.push(Scene(app))
    app.push(SettingsScene(app))
    app.frame(1 / 30)
    app.pop()
    app.frame(1 / 30)
    assert app.notices.words.startswith("Your settings are not being saved: the data folder is read-only.")
    assert told(app, voice, app.notices.words) == 1 and app.running


def test_a_result_the_statistics_cannot_keep_is_said(disk: Disk, tmp_path: Path) -> None:
    voice = Recorder()
    store = Store(tmp_path)
    app = App((1280, 800), Settings(speech="on"), store=store, voices=lambda: (voice, True))
    app.push(Scene(app))
    writer = SaveWriter(store)
    writer.finish(MatchOutcome("oh_hell", "classic", "Oh Hell — Classic", True, 30, low_is_good=False))
    assert writer.flush(10)
    app.frame(1 / 30)
    assert app.notices.words.startswith("This result is not in your statistics: the data folder is read-only.")
    assert told(app, voice, app.notices.words) == 1
