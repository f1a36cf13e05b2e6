"""The voices' commands: the self-voicing fallback told the language, VoiceOver reached through AppleScript.

There is no Mac and no speech command here: a fake starter records the command lines, a fake asker answers
the VoiceOver question.
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from typing import Any

import pytest

from game import catalogue
from game.ui.speech import voices


class Started:
    """A fake starter: keeps each command line, starts nothing."""

    def __init__(self) -> None:
        self.lines: list[list[str]] = []

    def __call__(self, argv: Sequence[str]) -> None:
        self.lines.append(list(argv))


@pytest.fixture
def finnish() -> Any:
    try:
        yield catalogue.use("fi")
    finally:
        catalogue.use("en")


def test_the_self_voicing_commands_are_told_the_language(finnish: str) -> None:
    assert finnish == "fi"
    started = Started()
    for argv in voices.SELF_VOICES:
        voices.Command(argv, started).speak("-Padan ässä", interrupt=False)
    assert started.lines == [["spd-say", "--wait", "-l", "fi", "Padan ässä"], ["espeak-ng", "-v", "fi", "Padan ässä"],
                             ["espeak", "-v", "fi", "Padan ässä"]]
    catalogue.use("en")
    voices.Command(("spd-say", "--wait"), started).speak("Ace of spades", interrupt=True)
    assert started.lines[-1] == ["spd-say", "--wait", "-l", "en", "Ace of spades"], "asked each time: it may change"


def test_voiceover_hears_each_line_through_applescript_with_the_text_escaped() -> None:
    started = Started()
    voice = voices.VoiceOver(started)
    voice.speak('Bruno: "7" \\ then\nEsc', interrupt=True)
    assert started.lines == [["osascript", "-e",
                              'tell application "VoiceOver" to output "Bruno: \\"7\\" \\\\ then Esc"']]
    assert not voice.busy, "nothing started: never busy, never stuck"
    voice.stop()


def test_a_command_that_cannot_start_is_silence_not_an_error() -> None:
    voice = voices.Command(("no-such-voice-command-here",))
    voice.speak("hello", interrupt=False)
    assert voice.process is None and not voice.busy


def test_voiceover_is_found_by_asking_system_events_and_any_failure_means_not_running() -> None:
    asked: list[Sequence[str]] = []

    def answer(words: str) -> voices.Ask:
        def asker(argv: Sequence[str]) -> str:
            asked.append(argv)
            return words
        return asker

    assert voices.voiceover_running(answer("true\n"))
    assert not voices.voiceover_running(answer("false\n"))
    assert asked[0] == ("osascript", "-e",
                        'tell application "System Events" to (name of processes) contains "VoiceOver"')

    def fails(error: Exception) -> voices.Ask:
        def asker(argv: Sequence[str]) -> str:
            raise error
        return asker

    for error in (OSError("no osascript"), subprocess.TimeoutExpired("osascript", 3.0),
                  subprocess.CalledProcessError(1, "osascript")):
        assert not voices.voiceover_running(fails(error))


def test_on_macos_voiceover_comes_before_self_voicing(monkeypatch: pytest.MonkeyPatch) -> None:
    class Mac:
        """speechlight on macOS: no reader it can reach, a system voice."""

        def output(self, text: str, *, interrupt: bool = False) -> None:
            return None

    monkeypatch.setattr(voices.sys, "platform", "darwin")
    monkeypatch.setattr(voices, "_speechlight", lambda: Mac())
    monkeypatch.setattr(voices, "voiceover_running", lambda: True)
    voice, reader = voices.system_voice()
    assert isinstance(voice, voices.VoiceOver) and reader
    monkeypatch.setattr(voices, "voiceover_running", lambda: False)
    voice, reader = voices.system_voice()
    assert isinstance(voice, voices.Bridge) and not reader
