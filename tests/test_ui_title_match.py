"""The saved match on the title: the focus on Continue, and a question before a new game takes its place."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path

import pygame

from game.engine import load_rules
from game.seating import MatchSetup
from game.session import MatchSession
from game.store import Store
from game.ui.scenes.keep_match import KeepMatchScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.title import TitleScene
from game.ui.speech.queue import Recorder
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, frames, key


def lohai_after_hand_one(folder: Path) -> Store:
    """Lohai Crazy Shakers, seed 790613, the first hand played to its end, saved as the app saves it."""
    store = Store(folder)
    setup = MatchSetup(load_rules("lohai"), "crazy_shakers", (None, "rule", "rule", "rule"), 790613)
    session = MatchSession(setup)
    while session.match.hand_number == 1 and not session.match.is_over():
        state = session.state
        if state.is_over():
            session.next_hand()
            continue
        session.act(state.legal_actions()[0], save=False)
    assert store.save_match(session.saved())
    return store


def listening(store: Store) -> tuple[App, Recorder]:
    voice = Recorder()
    app = App((1152, 720), Settings(speech="on", auto_play=False, speed="instant", sound=False), store,
              voices=lambda: (voice, True))
    pygame.event.clear()
    return app, voice


def centre(scene: TitleScene | KeepMatchScene, key_: str) -> tuple[int, int]:
    return next(b for b in scene.buttons if b.key == key_).rect.center


def test_at_start_with_a_saved_match_enter_continues_it(tmp_path: Path) -> None:
    store = lohai_after_hand_one(tmp_path)
    app, voice = listening(store)
    title = TitleScene(app, later=True)  # as the app starts: the games are listed after the first frame
    app.push(title)
    frames(app, 3)
    assert title.games and title.buttons[title.focus].key == "continue"
    assert "Continue Lohai" in voice.lines[-1]
    empty = App((1152, 720), store=Store(tmp_path / "none"))
    fresh = TitleScene(empty, later=True)
    empty.push(fresh)
    frames(empty, 3)
    assert fresh.buttons[fresh.focus].key == "game:0", "with nothing saved, the first game"


def test_starting_a_game_from_the_title_asks_before_the_saved_match_is_lost(tmp_path: Path) -> None:
    store = lohai_after_hand_one(tmp_path)
    app, voice = listening(store)
    title = TitleScene(app)
    app.push(title)
    frames(app)
    click(app, centre(title, title.key_of("lohi")))
    ask = app.top
    assert isinstance(ask, KeepMatchScene), "a new game from the title would take the saved match's place"
    frames(app)
    said = voice.lines[-1]
    assert said.startswith("Start Lo-Hi? Your Lohai match (hand 2, ") and said.count("points) will be lost.") == 1
    assert "will be lost. Up and Down choose, Enter answers. Keep my match, 1 of 2" in said, "its keys, then the focus"
    key(app, pygame.K_RETURN)
    assert app.top is title and store.load_match() is not None, "Enter keeps the match"
    click(app, centre(title, title.key_of("koira")))
    assert isinstance(app.top, KeepMatchScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is title, "Esc keeps it too"
    click(app, centre(title, title.key_of("lohi")))
    ask = app.top
    assert isinstance(ask, KeepMatchScene)
    click(app, centre(ask, "start"))
    assert isinstance(app.top, NewGameScene) and app.top.rules.game == "lohi"


def test_with_nothing_saved_a_game_opens_its_new_game_screen_at_once(tmp_path: Path) -> None:
    app = App((1152, 720), store=Store(tmp_path))
    title = TitleScene(app)
    app.push(title)
    click(app, centre(title, title.key_of("lohi")))
    assert isinstance(app.top, NewGameScene)
