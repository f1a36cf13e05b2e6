"""Play a deal by its code from the new-game screen (issue 60, item 15): pasted or typed, by the mouse or the keys,
dealt card for card at a practice table, refused in the words ``game.sim --deal`` uses, and every prompt spoken."""

from __future__ import annotations

import pygame
import pytest

from game import catalogue
from game.engine import load_rules, new_match
from game.engine.deals import DealCodeError, deal_of
from game.sim import play_deal
from game.ui.scenes import dealcode
from game.ui.scenes.dealcode import DealCodeScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, frames, key

CODE = deal_of(new_match(load_rules("oh_hell"), "classic", 4, 55)).code


def screen(game: str = "lohai") -> tuple[App, NewGameScene]:
    app = App((1152, 720), Settings(auto_play=False, speed="instant"))
    pygame.event.clear()
    scene = NewGameScene(app, load_rules(game), seed=3)
    app.push(scene)
    frames(app)
    return app, scene


def type_in(app: App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app)



def test_a_typed_code_is_dealt_at_a_practice_table_by_the_mouse() -> None:
    app, scene = screen()
    click(app, next(b for b in scene.buttons if b.key == "deal").rect.center)
    dialog = app.top
    assert isinstance(dialog, DealCodeScene) and dialog.typing
    type_in(app, CODE)
    assert dialog.code == CODE
    click(app, next(b for b in dialog.buttons if b.key == "play").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.setup.practice, "played for practice, over the new-game screen"
    assert table.setup.rules.game == "oh_hell" and table.setup.players == 4 and table.deal.code == CODE
    expected = new_match(load_rules("oh_hell"), "classic", 4, 55)
    assert table.state.view(0).hand == expected.state.view(0).hand, "the very cards the code names"
    assert app.stack[-2] is scene and not app.mapper.typing


def test_the_keys_reach_the_dialog_paste_and_play(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = screen()
    while scene.focus != "deal":
        key(app, pygame.K_TAB)
    assert "Play a deal by its code" in scene.focus_words()
    key(app, pygame.K_RETURN)
    dialog = app.top
    assert isinstance(dialog, DealCodeScene)
    monkeypatch.setattr(dealcode, "paste_text", lambda: f"  {CODE}\n")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="v"))
    frames(app)
    assert dialog.code == CODE, "pasted, the spaces and the line's end trimmed"
    assert f"Pasted: {CODE}" in list(app.speech.recent)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.deal.code == CODE


def test_no_clipboard_is_said_and_the_field_still_types(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = screen()
    scene.press("deal")
    frames(app)
    dialog = app.top
    assert isinstance(dialog, DealCodeScene)
    assert any(line.startswith("Play a deal by its code") for line in app.speech.recent), "the dialog is spoken"
    monkeypatch.setattr(dealcode, "paste_text", lambda: None)
    dialog.press("paste")
    assert dialog.refusal == "No clipboard here: type the code instead"
    assert list(app.speech.recent)[-1] == dialog.refusal
    type_in(app, "x")
    assert dialog.code == "x" and not dialog.refusal
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert app.top is scene and not app.mapper.typing


@pytest.mark.parametrize("code", ["oh_hell:4p", "chess:std:2p:h1:d0:ff", "oh_hell:nope:4p:h1:d0:ff",
                                  "oh_hell:classic:9p:h1:d0:ff", "oh_hell:classic:4p:h1:d0:xyz",
                                  "oh_hell:classic:4p:hx:d0:ff", "Oh Hell!:classic:4p:h1:d0:ff", "x" * 230])
def test_a_code_is_refused_as_game_sim_refuses_it(code: str) -> None:
    with pytest.raises(DealCodeError) as refused:
        play_deal(code, None, ["rule"])
    app, scene = screen()
    scene.press("deal")
    dialog = app.top
    assert isinstance(dialog, DealCodeScene)
    type_in(app, code)
    key(app, pygame.K_RETURN)
    assert app.top is dialog, "refused: the dialog stays for another try"
    assert dialog.refusal == f"Deal code refused: {refused.value}"
    assert list(app.speech.recent)[-1] == dialog.refusal, "said aloud too"
    frames(app)


def test_the_dialog_is_finnish() -> None:
    app, scene = screen()
    catalogue.use("fi")
    try:
        scene.resize(app.size)
        assert next(b for b in scene.buttons if b.key == "deal").label == "Pelaa jako sen koodilla"
        scene.press("deal")
        dialog = app.top
        assert isinstance(dialog, DealCodeScene)
        assert [b.label for b in dialog.buttons] == ["Pelaa (Enter)", "Liitä (Ctrl+V)", "Peru (Esc)"]
        assert dialog.title_words().startswith("Pelaa jako sen koodilla")
        dialog.code = "oh_hell:classic:9p:h1:d0:ff"
        dialog.press("play")
        assert dialog.refusal == "Jaon koodia ei hyväksytty: Oh Hell on 3–8 pelaajalle, koodissa on 9"
    finally:
        catalogue.use("en")


def test_typing_echoes_each_character_not_the_whole_code() -> None:
    """A listener typing a forty-character code hears each key once, as a screen reader echoes typing, not the
    whole code again at every key; Backspace says what it erased."""
    app, scene = screen()
    scene.press("deal")
    frames(app)
    dialog = app.top
    assert isinstance(dialog, DealCodeScene)
    type_in(app, "o")
    assert list(app.speech.recent)[-1] == "Deal code: o", "the first key names the field"
    for ch in "h_h":
        type_in(app, ch)
        assert list(app.speech.recent)[-1] == ch
    type_in(app, " ")
    assert list(app.speech.recent)[-1] == "space"
    key(app, pygame.K_BACKSPACE)
    assert list(app.speech.recent)[-1] == "space erased"
    key(app, pygame.K_BACKSPACE)
    assert list(app.speech.recent)[-1] == "h erased"
    assert not any(line.startswith("Deal code: oh_") for line in app.speech.recent), "never the whole code again"
    assert dialog.focus_words() == "Deal code: oh_", "the field's value is still there to be read"
