"""The About screen and the title's version corner (issue 64, item 4): the version, the licence, the libraries
with theirs, the data folder; opened by the title's About button or I, read line by line, closed by Esc."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import pygame
import pytest

from game import catalogue
from game.store import Store
from game.ui.scenes.about import LICENCE_WORDS, AboutScene, about_lines, licence_words
from game.ui.scenes.title import TitleScene
from game.ui.toolkit.app import App
from game.ui.toolkit.intents import Intent, Kind
from game.ui.toolkit.settings import Settings
from game.version import LIBRARIES, LICENCE, library_version, version

from .support import click, frames, key, texts_drawn

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_licence_is_pyprojects_and_said_plainly() -> None:
    assert PROJECT["license"] == LICENCE
    assert LICENCE in LICENCE_WORDS and "all rights reserved" in licence_words(LICENCE)


def test_the_libraries_are_the_dependencies_with_their_installed_licences() -> None:
    wanted = {re.split(r"[<>=!~ ;\[]", spec)[0].lower() for spec in PROJECT["dependencies"]}
    assert {name.lower() for name, _ in LIBRARIES} == wanted
    for name, spdx in LIBRARIES:
        data = metadata.metadata(name)
        said = " ".join([data.get("License") or "", data.get("License-Expression") or "",
                         *(data.get_all("Classifier") or [])])
        words = {"LGPL-2.1": ("LGPL", "Lesser General Public License"), "MIT": ("MIT",)}[spdx]
        assert any(word in said for word in words), f"{name}'s metadata says {said!r}, not {spdx}"
        assert library_version(name) == metadata.version(name)
    assert library_version("no-such-library-here") == ""


def test_the_lines_name_the_version_licence_libraries_and_the_stores_folder(tmp_path: Path) -> None:
    lines = about_lines(tmp_path)
    assert lines[0] == ("Version", version())
    assert ("Licence", "Proprietary: all rights reserved (not open source)") in lines
    assert ("pygame-ce " + metadata.version("pygame-ce"), "GNU LGPL 2.1, a free software licence") in lines
    assert ("speechlight " + metadata.version("speechlight"), "MIT, a free software licence") in lines
    assert lines[-1] == ("Data folder", str(tmp_path))


def test_the_title_shows_the_version_in_its_corner(monkeypatch: pytest.MonkeyPatch) -> None:
    app = App((1280, 800), Settings(sound=False))
    drawn = texts_drawn(monkeypatch)
    app.push(TitleScene(app, games=[]))
    app.frame(1 / 60)
    assert f"Version {version()}" in drawn
    app.close()


def test_the_about_button_opens_it_with_the_mouse_and_close_closes_it(tmp_path: Path) -> None:
    app = App((1280, 800), Settings(sound=False), store=Store(tmp_path))
    pygame.event.clear()
    title = TitleScene(app, games=[])
    app.push(title)
    frames(app)
    about = next(b for b in title.buttons if b.key == "about")
    click(app, about.rect.center)
    scene = app.top
    assert isinstance(scene, AboutScene)
    assert scene.lines[-1] == ("Data folder", str(tmp_path)), "the store's own folder"
    click(app, scene.rows[3].center)
    assert scene.row == 3, "a click picks a line"
    click(app, scene.close.rect.center)
    assert app.top is title
    app.close()


def test_i_opens_it_from_the_title_the_arrows_read_each_line_and_esc_closes_it(tmp_path: Path) -> None:
    app = App((1280, 800), Settings(sound=False, speech="on"), store=Store(tmp_path))
    pygame.event.clear()
    title = TitleScene(app, games=[])
    app.push(title)
    frames(app)
    key(app, pygame.K_i)
    scene = app.top
    assert isinstance(scene, AboutScene)
    assert app.speech.recent[-1].startswith("About Lohai & Friends. Up and Down read the lines one by one; Esc "
                                            f"closes. Version: {version()}, 1 of {len(scene.lines)}")
    for label, value in scene.lines[1:]:
        key(app, pygame.K_DOWN)
        assert app.speech.recent[-1].startswith(f"{label}: {value}, ")
    key(app, pygame.K_DOWN)
    assert scene.row == 0, "Down from the last line wraps to the first"
    key(app, pygame.K_END)
    assert scene.row == len(scene.lines) - 1
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    app.close()


def test_it_speaks_finnish_and_every_action_is_harmless() -> None:
    app = App((800, 600), Settings(sound=False, language="fi", large_print=True))
    try:
        app.push(TitleScene(app, games=[]))
        scene = app.push("about")
        assert isinstance(scene, AboutScene)
        assert scene.title_words().startswith("Tietoja: Lohai & Friends")
        assert scene.lines[0][0] == "Versio" and scene.lines[-1][0] == "Tietokansio"
        for kind in Kind:
            if kind not in (Kind.BACK, Kind.CONFIRM, Kind.ALT_PRESS, Kind.QUIT, Kind.PRESS):
                scene.handle(Intent(kind, pos=(5, 5)))
                app.frame(1 / 60)
        assert app.top is scene
    finally:
        app.close()
        catalogue.use("en")
