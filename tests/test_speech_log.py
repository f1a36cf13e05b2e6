"""The speech log: with the setting (or ``--speech-log FILE``), every spoken line and its time is written to a
file in the player's data folder, Ctrl+L says where, and a file that cannot be written is told, not raised.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pygame

from game.store import Store
from game.ui.scenes.title import TitleScene
from game.ui.speech.queue import Recorder
from game.ui.speech.screens import KEYS
from game.ui.speech.transcript import Transcript
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from game.ui.toolkit.voicing import SPEECH_LOG
from tests.support import frames, key

ROOT = Path(__file__).resolve().parent.parent
LINE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}  (.+)")


def ctrl_l(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=pygame.KMOD_LCTRL, unicode="",
                                         scancode=0))
    frames(app)


def logged(path: Path) -> list[str]:
    """The lines of a speech log, without their times (each must have one)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    said = [LINE.fullmatch(line) for line in lines if not line.startswith("-- ")]
    assert all(said), f"a line without its time: {lines}"
    return [m[1] for m in said if m is not None]


def test_the_setting_keeps_every_spoken_line_in_the_data_folder_and_ctrl_l_says_where(tmp_path: Path) -> None:
    voice = Recorder()
    app = App((1024, 640), Settings(speech="on", speech_log=True), Store(tmp_path), voices=lambda: (voice, True))
    pygame.event.clear()
    app.push(TitleScene(app, games=[]))
    frames(app, 2)
    key(app, pygame.K_DOWN)
    ctrl_l(app)
    log = tmp_path / SPEECH_LOG
    assert voice.lines[-1] == f"The speech log is kept in {log}"
    assert logged(log) == voice.lines, "every line said, in order"
    app.settings = app.settings.with_(speech_log=False)
    frames(app)
    ctrl_l(app)
    assert voice.lines[-1] == f"The speech log is off: turn on Speech log in the settings to keep it in {log}"
    assert voice.lines[-1] not in logged(log), "off: nothing more is written"
    app.close()


def test_the_key_help_tells_of_ctrl_l() -> None:
    assert ("Ctrl+L", "where the speech log is kept") in KEYS


def test_a_log_that_cannot_be_written_is_told_once_and_the_app_goes_on(tmp_path: Path) -> None:
    voice = Recorder()
    app = App((1024, 640), Settings(speech="on"), voices=lambda: (voice, True))
    pygame.event.clear()
    app.voicing.log_to = tmp_path  # a folder: no file can be opened there
    app.push(TitleScene(app, games=[]))
    frames(app, 3)
    told = [line for line in voice.lines if line.startswith("The speech log stopped")]
    assert len(told) == 1 and str(tmp_path) in told[0] and app.notices.words == told[0]
    key(app, pygame.K_DOWN)
    assert app.running and app.voicing.transcript is None


def test_a_long_log_is_put_aside_at_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / SPEECH_LOG
    path.write_text("x" * 4_000_001, encoding="utf-8")
    transcript = Transcript(path, clock=lambda: 0.0)
    transcript.hear("Hand 1")
    transcript.close()
    assert (tmp_path / f"{SPEECH_LOG}.old").stat().st_size == 4_000_001 and logged(path) == ["Hand 1"]


def test_the_command_line_writes_the_log_where_it_is_told(tmp_path: Path) -> None:
    log = tmp_path / "heard.txt"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LOHAI_FRIENDS_HOME": str(tmp_path / "home"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "--first-frame", "--speech-log", str(log)],
                          capture_output=True, text=True, timeout=120, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert logged(log)[0].startswith("Lohai & Friends"), "the title, as it came up"
