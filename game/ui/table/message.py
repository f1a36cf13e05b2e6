"""The table's message line: the last words said at the table, whether they refuse, and how long they stay.

A refusal (the engine's reason a move is not allowed) shows its whole time and
no callout takes the line from it; the player's own move clears the line.
The words are the table's to say (:meth:`~.scene.TableScene.say`, with its
sound and its voice); this part only keeps them and their time.
"""

from __future__ import annotations

MESSAGE_TIME = 4.5
"""Seconds words stay on the message line."""


class MessageLine:
    """The words on the message line, a refusal or not, and the seconds they have left."""

    def __init__(self) -> None:
        self.words = ""
        self.bad = False
        """The words refuse a move (shown in red)."""
        self.left = 0.0
        """Seconds the words stay up."""

    def show(self, words: str, *, bad: bool = False) -> None:
        """Put ``words`` on the line (their first letter a capital), for :data:`MESSAGE_TIME`."""
        self.words = words[:1].upper() + words[1:]
        self.bad = bad
        self.left = MESSAGE_TIME

    def tick(self, dt: float) -> None:
        """Once a frame: the words' time runs down."""
        self.left = max(0.0, self.left - dt)

    def clear(self) -> None:
        """The player moved on: the line's last words go."""
        self.left = 0.0

    @property
    def refusing(self) -> bool:
        """A refusal is on the line: it shows its whole time, and no callout takes the line from it."""
        return self.bad and self.left > 0
