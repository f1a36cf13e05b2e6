"""Each event as its beat begins: the hand's log keeps what it meant, the voice tells it, its reason is called out.

The model tells the table every event it shows (never the engine's events as
they happen), so the log, the voice and the callouts follow what the player
has seen; a trick is read as it lay before its beat swept it.
"""

from __future__ import annotations

from typing import Protocol

from ...catalogue import _
from ...engine import Event
from ...engine.core import TrickWon
from ...seating import MatchSetup
from ..toolkit.app import App
from .beats import LastTrick
from .callouts import Callouts
from .claims import Claims
from .handlog import HandLog, LineEntry, TrickEntry
from .model import TableModel


class Telling(Protocol):
    """The game's words about its events (:class:`~.plugin.GameTable`)."""

    def callout(self, event: Event, trick: LastTrick | None) -> str | None: ...
    def callout_about(self, event: Event) -> str | None: ...
    def trick_story(self, last: LastTrick) -> tuple[str | None, list[str]]: ...
    def log_words(self, event: Event) -> str | None: ...


class Voice(Protocol):
    """The table's voice as it hears an event (:class:`~.speaking.TableSpeech`)."""

    def heard(self, event: Event, said: str, why: str, trick: LastTrick | None, taker: str) -> None: ...


class Hearing(Protocol):
    """The table as it hears its events shown."""

    @property
    def app(self) -> App: ...
    @property
    def setup(self) -> MatchSetup: ...
    @property
    def replaying(self) -> bool: ...
    @property
    def hand_log(self) -> HandLog: ...
    @property
    def callouts(self) -> Callouts: ...
    @property
    def claims(self) -> Claims: ...

    @property
    def model(self) -> TableModel: ...
    @property
    def game(self) -> Telling: ...
    @property
    def speech(self) -> Voice: ...


def hear(table: Hearing, event: Event) -> None:
    """An event's beat begins: the hand's log keeps what it meant, and its reason is called out."""
    log = table.hand_log
    log.hear(event)
    trick = table.model.closing(event) if isinstance(event, TrickWon) else None
    why = table.game.callout(event, trick) or ""
    words, taken = "", ""
    if isinstance(event, TrickWon) and trick is not None:
        taken = _taken(table, event, trick, why)
    else:
        words = table.game.log_words(event) or ""
        if words:
            log.add(LineEntry(words[:1].upper() + words[1:], why))
        elif why and not isinstance(event, table.model.trick_events):
            log.explain(why)
    table.speech.heard(event, words, why, trick, taken)
    number = event.trick_number if isinstance(event, TrickWon) else None
    if number is not None:
        table.callouts.trick_taken(number)  # what was said of earlier tricks gives way: the table has moved on
    if why and table.app.settings.callouts and not table.replaying and not table.claims.finishing:
        table.callouts.show(why, table.game.callout_about(event), number)


def _taken(table: Hearing, event: TrickWon, trick: LastTrick, why: str) -> str:
    """Who took the trick, in words (the game's own when it was handed over), with the trick kept in the log."""
    own, notes = table.game.trick_story(trick)
    name = table.setup.name(event.seat)
    if own:
        taken = own[:1].upper() + own[1:]
    else:
        taken = _("You take it") if name == _("You") else _("{name} takes it").format(name=name)
    leader = trick.plays[0][0] if trick.plays else None
    table.hand_log.add(TrickEntry(event.trick_number, leader, trick.plays, event.seat, taken, why, tuple(notes)))
    return taken
