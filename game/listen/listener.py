"""A computer player that hears only the spoken lines and presses only keys, at a real table.

The table is the app's own (:class:`~game.ui.table.scene.TableScene` in the app's frame loop, under SDL's
dummy drivers), its voice a recording.  Table time goes by frame by frame, never in real time.  The listener
waits for a line that asks something of it: "Your turn: …" (it reads its hand with Y and the moves with A, and
makes the first move it can reach by keys), "Press Enter to go on" (a trick held on the table), the summary's
buttons (the hand is finished).  Meanwhile a referee, which does look at the table, counts:

- a *silence*: the table waited for the player and no line told it what to press within :data:`PATIENCE`
  seconds of table time (the listener then asks "whose turn?" with W, as a player would, and goes on);
- a *wrong fact*: a count or a score said that differs from the table (:mod:`.facts`).

Why: speech that is merely present is not speech a blind player can play by; this plays a whole hand of
every game by ear and says where it could not.
"""

from __future__ import annotations

import pygame

from ..catalogue import _
from ..ui.speech import prompts, words
from ..ui.speech.queue import Recorder
from ..ui.table.scene import TableScene
from ..ui.toolkit.app import App
from .facts import Facts, Heard
from .hands import make

PATIENCE = 5.0
"""Seconds of table time the table may wait for the player before a silence is counted."""
DT = 0.05
"""Seconds of table time a frame stands for."""
LONGEST = 3600.0
"""Seconds of table time a hand may take before the listener gives up on it."""


class Listener:
    """One hand at ``table`` by ear: the keys it presses, the lines it hears, and the referee's count."""

    def __init__(self, app: App, table: TableScene, voice: Recorder) -> None:
        self.app, self.table, self.voice = app, table, voice
        self.heard = Heard()
        self.facts = Facts(table, table.setup.name)
        self.read = 0
        self.asked: str | None = None
        """The last line that asked something of the player, not yet answered."""
        self.waited = 0.0
        self.counted = False
        """The present wait was counted as a silence already."""

    # -- the ears and the keys ------------------------------------------------------------------------
    def new(self) -> list[str]:
        """The lines said since the last look, each checked and each prompt kept."""
        lines = self.voice.lines[self.read:]
        self.read = len(self.voice.lines)
        for line in lines:
            self.facts.hear(line)
            if asks(line):
                self.asked = line
        self.heard.lines += lines
        return lines

    def press(self, code: int) -> list[str]:
        """Press a key (the app's own events, one frame); the lines it was answered with."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
        self.app.frame(DT, draw=False)
        return self.new()

    def moved(self, key: tuple[int, int]) -> bool:
        """The referee: the table has taken a move since ``key`` (a move by ear either went through or not)."""
        return self.table.decision_key() != key

    # -- the hand -----------------------------------------------------------------------------------------
    def play(self) -> Heard:
        """Play the table's hand by ear to its summary (or give up after :data:`LONGEST` seconds)."""
        frames = round(LONGEST / DT)
        for _frame in range(frames):
            self.app.frame(DT, draw=False)
            self.new()
            if self.finished():
                self.heard.finished = True
                self.press(pygame.K_p)  # the scores, as the summary has them
                break
            self.turn()
        self.heard.wrong = self.facts.wrong
        return self.heard

    def finished(self) -> bool:
        """The summary is up, and said to be."""
        return self.table.summary is not None and self.asked is not None and summed_up(self.asked)

    def waiting(self) -> bool:
        """The referee: the table is waiting for the player (their move, a held trick, the summary's buttons)."""
        table = self.table
        return (table.human_to_act and table.tally.done) or (table.model.holding and not table.model.moving) or \
            table.summary is not None

    def turn(self) -> None:
        """Once a frame: act on what the table asked, or count the wait when it asked nothing."""
        if not self.waiting():
            self.waited, self.counted = 0.0, False
            return
        self.waited += DT
        if self.asked is None:
            if self.waited > PATIENCE and not self.counted:
                self.counted = True
                self.heard.silences.append(f"{self.state()}: after {self.heard.lines[-3:]}")
                self.press(pygame.K_w)  # whose turn? (the answer is a prompt when the table can give one)
            return
        asked, self.asked = self.asked, None
        if held(asked):
            self.press(pygame.K_RETURN)
        elif mine(asked):
            self.decide()

    def decide(self) -> None:
        """The player's move: read the hand (Y) and the table (T), hear the legal moves (A), make the first one
        the keys reach."""
        key = self.table.decision_key()
        self.press(pygame.K_y)
        self.press(pygame.K_t)
        answer = self.press(pygame.K_a)
        moves = words.parse_moves(answer[-1]) if answer else []
        for move in moves:
            if make(self, move, lambda: self.moved(key)):
                self.heard.decisions += 1
                return
        self.heard.silences.append(f"no key made any of {moves[:4]}")

    def state(self) -> str:
        """What the table waits for, in a word (for the report of a silence)."""
        table = self.table
        if table.summary is not None:
            return "the summary"
        return "a held trick" if table.model.holding else "the player's move"


def asks(line: str) -> bool:
    """``line`` asks something of the player: their turn, a held trick, the summary's buttons."""
    return mine(line) or held(line) or summed_up(line)


def mine(line: str) -> bool:
    """The player's turn is said (or "whose turn?" answered with it)."""
    return line.startswith(_("Your turn"))


def held(line: str) -> bool:
    """A trick held on the table waits for Enter."""
    return line in (prompts.held(True), prompts.held(False), prompts.held_turn(True), prompts.held_turn(False))


def summed_up(line: str) -> bool:
    """The summary's buttons are said (the hand is over)."""
    return line in (words.sentence(prompts.summary()), words.sentence(prompts.over()))
