"""The turn as the table shows it: whose it is, the player's noticed with a chime and a glow (a setting).

Every decision of the player's is also told aloud, one after another of theirs
too; the glow spreads and fades in :data:`TURN_GLOW` seconds and, while it
does, the table is not still (the loop keeps drawing).
"""

from __future__ import annotations

from typing import Protocol

from ...catalogue import _
from ...engine import HandState
from ...seating import MatchSetup
from ..toolkit.app import App
from .claims import Claims
from .model import TableModel
from .panels import Summary
from .turns import ComputerSeats

TURN_GLOW = 1.2
"""Seconds the glow round the player's seat takes to spread and fade when their turn comes."""


class Telling(Protocol):
    """The table's voice as the turn's cue needs it."""

    def turn(self, decision: tuple[int, int]) -> None: ...
    def hold(self, key: tuple[int, int], last: bool) -> None: ...


class Cued(Protocol):
    """The table as its turn cue sees it."""

    @property
    def app(self) -> App: ...
    @property
    def setup(self) -> MatchSetup: ...
    @property
    def human(self) -> int | None: ...
    @property
    def replaying(self) -> bool: ...
    @property
    def seats(self) -> ComputerSeats: ...
    @property
    def claims(self) -> Claims: ...

    @property
    def human_to_act(self) -> bool: ...
    @property
    def model(self) -> TableModel: ...
    @property
    def state(self) -> HandState: ...
    @property
    def summary(self) -> Summary | None: ...
    @property
    def speech(self) -> Telling: ...

    def decision_key(self) -> tuple[int, int]: ...


class TurnCue:
    """When the player's turn began, and whether it was theirs a frame ago."""

    def __init__(self, table: Cued) -> None:
        self.table = table
        self.began: float | None = None
        """When the player's turn began (the app's clock), for the chime and the glow round their seat."""
        self.was_turn = False

    def update(self) -> None:
        """Once a frame: the player's turn has just come, so chime; and tell each of their decisions."""
        table = self.table
        mine = table.human_to_act
        if mine and not self.was_turn and not table.replaying:
            self.began = table.app.time
            if table.app.settings.turn_cue:
                table.app.sounds.play("turn")
        self.was_turn = mine
        if mine:  # every decision of the player's is told, one after another of theirs too
            table.speech.turn(table.decision_key())
        elif table.model.holding and not table.replaying:  # a trick waits for the player: Enter goes on
            table.speech.hold(table.decision_key(), table.model.holding_last)

    @property
    def glow(self) -> float | None:
        """How far the glow round the player's seat has spread (0 to 1) just after their turn came; ``None``
        when there is none (it has faded, the turn has passed, or the cue is off)."""
        table = self.table
        if not table.app.settings.turn_cue or self.began is None or not table.human_to_act:
            return None
        spread = (table.app.time - self.began) / TURN_GLOW
        return spread if 0.0 <= spread < 1.0 else None

    def seat(self) -> int | None:
        """The seat shown as thinking: whoever is to act, once the table is still."""
        table = self.table
        if table.model.busy or table.summary is not None:
            return None
        return table.state.current_player

    def thinking(self) -> int | None:
        """The computer seat shown thinking (its dots pulse) while the table waits for it."""
        seat = self.seat()
        return seat if seat is not None and seat in self.table.seats.bots else None

    def wait_words(self) -> str:
        """Why the player must wait, when they try to move out of turn."""
        table = self.table
        seat = table.state.current_player
        if table.human is None or seat is None:
            return _("the hand is over")
        if table.model.busy:
            return _("wait a moment: the cards are still moving")
        if table.claims.checking:
            return _("wait a moment: your claim is being checked")
        return _("wait for your turn: {name} is to play").format(name=table.setup.name(seat))
