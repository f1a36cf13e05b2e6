"""The speech bridge is a guest: whatever it does (hang, raise ``SystemExit``, crawl), the frame loop goes on.

Each hostile bridge of :mod:`tests.hostile_bridges` is imported as ``speechlight`` through the app's own voice
finder (:func:`game.ui.speech.voices.system_voice`, on the guest thread of :mod:`game.ui.speech.guest`) while
a scene says a line every frame.  No assertion reads the wall clock: a hung bridge holds its call until the
test ends, so frames that run while it is held cannot have waited for it, and the guest's time limit runs on
a clock the test moves by hand.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from game.ui.speech import guest as guest_module
from game.ui.speech import voices
from game.ui.speech.guest import FIND_LIMIT, LIMIT, Guest
from game.ui.speech.queue import WAITING, Priority, Recorder, Speaker
from game.ui.toolkit.app import App, Scene
from game.ui.toolkit.settings import Settings
from tests.hostile_bridges import HANG, IMPORT, READER, Bridge, Case, all_cases, importer

FRAMES = 120
NEVER_ENDS = (sys.executable, "-c", "import time; time.sleep(60)")
"""A voice command that never ends by itself (the line it is given is only its ``sys.argv[1]``)."""


class Clock:
    """The guest's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Talk:
    """The frame loop with a line said every frame, as a busy table says them (no ``Scene`` subclass: the
    monkey test counts every subclass as a scene to reach)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.frames = 0

    def __call__(self) -> None:
        self.frames += 1
        self.app.speak(f"line {self.frames}")
        self.app.frame(1 / 60)


@pytest.fixture
def release() -> Iterator[threading.Event]:
    """Every hung call of a hostile bridge comes back when the test ends."""
    event = threading.Event()
    yield event
    event.set()


def until(done: Callable[[], bool], talk: Talk, limit: float = 10.0) -> bool:
    """Run frames until ``done`` (the guest thread's work is asynchronous); ``False`` after ``limit`` seconds,
    a bound for a broken build, not a measure."""
    end = time.monotonic() + limit
    while not done():
        if time.monotonic() > end:
            return False
        talk()
        time.sleep(0.005)
    return True


def talking_app(bridge: Bridge, mode: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Talk, Guest, Recorder, Clock]:
    monkeypatch.setattr(voices, "import_module", importer(bridge))
    monkeypatch.setattr(voices.sys, "platform", "linux")
    fallback, clock = Recorder(), Clock()
    guest = Guest([voices.system_voice, lambda: (fallback, False)], clock=clock)
    app = App((800, 600), Settings(speech=mode), voices=lambda: (guest, True))
    app.push(Scene(app))
    return Talk(app), guest, fallback, clock


@pytest.mark.parametrize("case", all_cases(), ids=lambda case: case.name)
def test_a_hostile_bridge_never_holds_the_frame_loop_nor_ends_the_app(
        case: Case, release: threading.Event, monkeypatch: pytest.MonkeyPatch) -> None:
    bridge = Bridge(case, release)
    talk, guest, fallback, clock = talking_app(bridge, "on", monkeypatch)
    app = talk.app
    try:
        for _ in range(FRAMES):
            talk()
        assert app.running and talk.frames == FRAMES
        assert len(app.speech.waiting) <= WAITING, "a voice that falls behind loses old lines, not frames"
        if case.hangs:
            assert until(bridge.stuck.is_set, talk), "the hostile call was made"
            for _ in range(FRAMES):  # the call is held: these frames cannot have waited for it
                talk()
            assert bridge.stuck.is_set() and not release.is_set()
            finding = case.step in (IMPORT, READER)  # finding the voice may take longer than a line
            clock.now += (FIND_LIMIT if finding else LIMIT) + 1
        if case.fails:
            assert until(lambda: guest.voice is fallback, talk), "the bridge is set aside for the fallback voice"
            assert until(lambda: bool(app.notices.words), talk)
            fault = "no answer within" if case.hangs else case.how.__name__  # type: ignore[union-attr]
            assert fault in app.notices.words and "bridge" in app.notices.words, app.notices.words
            assert app.notices.words in app.speech.recent, "the note is spoken as well as shown"
            assert until(lambda: guest.settle(0) and bool(fallback.lines), talk), "the fallback speaks on"
            assert fallback.lines[-1].startswith("line") or fallback.lines[-1] == app.notices.words
        else:
            assert until(lambda: len(bridge.lines) >= 1, talk)
            assert "line 1" not in [line.text for line in app.speech.waiting], "the oldest lines went"
            assert not app.notices.words and not fallback.lines, "a slow bridge is kept"
        assert threading.main_thread() not in bridge.threads, "no bridge call ran on the frame thread"
        assert app.running
    finally:
        release.set()
        app.close()
    assert not app.running


def test_a_hung_bridge_under_auto_holds_no_frame_and_auto_stays_quiet(
        release: threading.Event, monkeypatch: pytest.MonkeyPatch) -> None:
    """The default setting ("auto") used to freeze the title for as long as the bridge's import hung."""
    bridge = Bridge(Case("import hangs", IMPORT, HANG), release)
    talk, guest, fallback, clock = talking_app(bridge, "auto", monkeypatch)
    app = talk.app
    for _ in range(FRAMES):
        talk()
    assert until(bridge.stuck.is_set, talk) and app.running
    clock.now += FIND_LIMIT + 1
    assert until(lambda: guest.voice is fallback and bool(app.notices.words), talk)
    for _ in range(10):
        talk()
    assert not fallback.lines, "under auto, a voice that is no screen reader says nothing"
    assert app.notices.words in app.speech.recent
    app.close()


def test_a_voice_command_that_never_ends_is_ended_at_its_line_limit() -> None:
    clock = Clock()
    command = voices.Command(NEVER_ENDS, clock=clock)
    command.speak("Ace of spades", interrupt=False)
    process = command.process
    assert process is not None and command.busy
    clock.now += voices.LINE_SECONDS + 1
    assert not command.busy
    assert process.wait(10) is not None


def test_voice_commands_end_with_the_app() -> None:
    guest = Guest([lambda: (voices.Command(NEVER_ENDS), False)])
    app = App((800, 600), Settings(speech="on"), voices=lambda: (guest, True))
    app.speak("Ace of spades", Priority.URGENT)
    assert guest.settle(10)
    command = guest.voice
    assert isinstance(command, voices.Command) and command.process is not None
    process = command.process
    assert process.poll() is None, "the command is still speaking"
    app.close()
    assert process.wait(10) is not None, "closing the app ended it"


def test_the_speaker_keeps_the_newest_lines_when_the_voice_falls_behind() -> None:
    class Stuck(Recorder):
        @property
        def busy(self) -> bool:
            return True

    speaker = Speaker(Stuck())
    for n in range(200):
        speaker.say(f"event {n}")
    assert len(speaker.waiting) == WAITING
    assert speaker.waiting[-1].text == "event 199" and speaker.waiting[0].text == f"event {200 - WAITING}"


def test_the_app_finds_its_voice_as_a_guest() -> None:
    voice, reader = guest_module.guest_voice()
    assert isinstance(voice, Guest) and reader
    voice.close()


def test_the_selftest_reports_a_hostile_bridge_in_one_line(
        release: threading.Event, monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    from game.ui.scenes import selftest
    bridge = Bridge(Case("import raises SystemExit", IMPORT, SystemExit), release)
    monkeypatch.setattr(voices, "import_module", importer(bridge))
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: object())
    with pytest.raises(RuntimeError, match="SystemExit"):
        selftest._speech()
