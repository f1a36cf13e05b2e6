"""A whole match of every game played by ear: keys in, recorded speech out, never the picture or the model.

The player's seat is steered by what it hears alone: it waits for "Your turn",
asks for the legal moves (A), picks one, and makes it with the arrow keys,
listening to each card or button the focus reaches until it names the move,
then Enter.  At the end, every event the engine produced in the match (each
card played, each trick taken, each bid, each game's own doings, each hand's
scores) must have been spoken, in the order it happened.  Matches are the
shortest each game allows (one hand, a low target, one game; Lo-Hi won with the
first round), and the computer seats play the rule bot, so each takes seconds.

The player listens in the language of the settings: every word it waits for or
reads back ("Your turn", a move's verb, a button) is the catalogue's, so one
match is also played by ear in Finnish.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import catalogue
from game.catalogue import _
from game.engine import Event, load_rules, new_match
from game.engine.core import BidMade, CardDealt, CardPlayed, HandScored, TrickWon
from game.listen.hands import make, tail
from game.seating import MatchSetup
from game.ui.speech.queue import Recorder
from game.ui.speech.words import parse_moves
from game.ui.table.callouts import verb
from game.ui.table.model import TableModel
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import frames, key

DT = 0.1
MATCHES: list[tuple[str, dict[str, Any], int]] = [
    ("oh_hell", {"schedule": "fixed", "hand_size": 2, "rounds": 1}, 3),
    ("lohai", {"target": 100}, 4),
    ("laus", {"target": 100}, 3),
    ("lohi", {}, 2),
    ("koira", {"games": 1}, 3),
]


class Ear:
    """The recorded speech and the keys of one table: all the scripted player has."""

    def __init__(self, app: App, voice: Recorder) -> None:
        self.app, self.voice, self.heard = app, voice, 0
        self.cues: list[str] = []
        """Turns announced, hands scored: what the player waits for, in order."""

    def new(self) -> list[str]:
        """Lines spoken since the last call."""
        lines = self.voice.lines[self.heard:]
        self.heard = len(self.voice.lines)
        self.cues += [line for line in lines if line.startswith(_("Your turn")) or scored(line)]
        return lines

    def press(self, code: int) -> list[str]:
        key(self.app, code)
        return self.new()

    def wait(self) -> str:
        """Frames go by until the player's turn is announced, a hand's scores or the match's end: that line."""
        for _turn in range(6000):
            if self.cues:
                return self.cues.pop(0)
            frames(self.app, 1, DT)
            self.new()
        raise AssertionError(f"the table fell silent after {self.voice.lines[-30:]}")


def scored(line: str) -> bool:
    """``line`` tells a hand's scores ("Hand 1 scored. ...")."""
    return tail("{hand} {number} scored", "number") + "." in line


def expected(table: TableScene, event: Event) -> str | None:
    """What must be heard of ``event``: a card's player and name, a bid, a trick's taker, a hand's points; a
    game's own event in the game's own words (its log line or its callout)."""
    name = table.setup.name
    if isinstance(event, CardDealt):
        return None
    if isinstance(event, CardPlayed):
        return f"{name(event.seat)}: {event.card.name}"
    if isinstance(event, BidMade) and event.bid is not None:
        return f"{name(event.seat)} {verb(name(event.seat), 'bid', 'bids')} {event.bid}"
    if isinstance(event, TrickWon):
        return None if event.why == "tie_break" else name(event.seat)
    if isinstance(event, HandScored):
        return tail("{hand} {number} scored", "number").strip()
    return table.game.log_words(event) or table.game.callout(event, None)


def play_by_ear(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, options: dict[str, Any],
                players: int, language: str = "en") -> list[str]:
    """Play the match by ear in ``language``; what was spoken."""
    rules = load_rules(game)
    if game == "lohi":  # the match is won by the first round won
        text = Path(rules.path).read_text(encoding="utf-8").replace("winning_hand: 10", "winning_hand: 5")
        (tmp_path / "lohi.yaml").write_text(text, encoding="utf-8")
        rules = load_rules(str(tmp_path / "lohi.yaml"))
    voice = Recorder()
    app = App((1024, 640), Settings(auto_play=False, speed="instant", hold_trick="off", speech="on",
                                    language=language), voices=lambda: (voice, True))
    assert catalogue.language() == language
    pygame.event.clear()
    setup = MatchSetup(rules, rules.default_variant, (None, *("rule",) * (players - 1)), 7)
    events: list[Event] = []
    enqueue = TableModel.enqueue

    def hearing(model: TableModel, given: Any, **kw: Any) -> None:  # what the engine gave the table, in order
        given = list(given)
        events.extend(given)
        enqueue(model, given, **kw)

    monkeypatch.setattr(TableModel, "enqueue", hearing)
    table = TableScene(app, setup, match=new_match(rules, options, players, 7))
    app.push(table)
    ear = Ear(app, voice)
    rng = random.Random(5)
    made = 0
    for _turn in range(400):
        line = ear.wait()
        if _("The match is over") in line:
            break
        if scored(line):
            ear.press(pygame.K_RETURN)
            continue
        answer = ear.press(pygame.K_a)
        moves = parse_moves(answer[-1]) if answer else []
        assert moves, answer
        move, before = rng.choice(moves), table.decision_key()
        assert make(ear, move, lambda before=before: table.decision_key() != before), f"no key made {move!r}"
        made += 1
    else:
        raise AssertionError("the match never ended")
    assert table.match.is_over() and made >= 2
    mouse = [line for line in voice.lines if line.startswith(_("Your turn")) and any(
        word in line.lower() for word in ("click", "drag", "napsauta", "vedä"))]
    assert not mouse, f"a turn told by ear speaks of the mouse: {mouse[:3]}"
    spoken, at = voice.lines, 0
    for event in events:
        wanted = expected(table, event)
        if not wanted:
            continue
        found = next((i for i in range(at, len(spoken)) if wanted.lower() in spoken[i].lower()), None)
        assert found is not None, f"{event} was not spoken after line {at}: {spoken[at - 1:at + 3]}"
        at = found
    return spoken


@pytest.mark.parametrize("game, options, players", MATCHES, ids=[m[0] for m in MATCHES])
def test_a_whole_match_is_played_by_ear(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str,
                                        options: dict[str, Any], players: int) -> None:
    play_by_ear(tmp_path, monkeypatch, game, options, players)


FINNISH = [m for m in MATCHES if m[0] in ("oh_hell", "lohai", "lohi")]
"""Bids and face-down bids, Lohai's special cards, Lo-Hi's pile and deck: the quick matches that hear most."""


@pytest.mark.parametrize("game, options, players", FINNISH, ids=[m[0] for m in FINNISH])
def test_a_whole_match_is_played_by_ear_in_finnish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str,
                                                   options: dict[str, Any], players: int) -> None:
    """The same match heard in Finnish: every event is spoken in Finnish words, the moves read back are made
    by the Finnish names the focus speaks, and no English sentence of the table is heard."""
    try:
        spoken = play_by_ear(tmp_path, monkeypatch, game, options, players, language="fi")
        english = ("Your turn", "Legal moves", "scored", "The match is over", " plays ", " takes it", ", button")
        assert not [line for line in spoken if any(e in line for e in english)], "English at a Finnish table"
        assert any(line.startswith("Vuorosi") for line in spoken)
    finally:
        catalogue.use("en")
