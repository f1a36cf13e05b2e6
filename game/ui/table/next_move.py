"""Whose move comes next, and who makes it: a claim's next card, a computer seat's answer, or the player.

Asked once a frame while a hand is being played and nothing moves: a claimed
finish plays its cards one after another; nobody moves while a claim is being
checked; a computer seat answers when its thinking is done and its pause has
passed (it may have claimed the rest instead: :mod:`.claims`); the
player's turn works out which cards may be played and whether a panel is
needed, and a forced card or move goes by itself after a moment.
"""

from __future__ import annotations

from typing import Protocol

from ...engine import Action
from .interface import Table
from .turns import AutoPlay, ComputerSeats


class Playing(Table, Protocol):
    """The table as its play goes round: the computer seats, the forced moves, and a move applied."""

    @property
    def seats(self) -> ComputerSeats: ...
    @property
    def auto(self) -> AutoPlay: ...

    def act(self, seat: int, action: Action) -> None: ...


def play_on(table: Playing, dt: float) -> None:
    """The next move of the hand, by whoever is to make it (nothing once the hand is over)."""
    seat = table.state.current_player
    if seat is None:
        return
    claimed = table.claims.next_move()
    if claimed is not None:  # a claim's finish: the next card as soon as the last has landed
        table.act(seat, claimed)
        return
    if table.claims.busy:  # a claim is being checked: its verdict may finish the hand
        return
    if seat in table.seats.bots:
        _computer(table, seat, dt)
        return
    _offer_human(table)
    forced = table.auto.due(table, dt)
    if isinstance(forced, Action):
        table.attempt(forced)
    elif forced is not None:
        table.game.play_card(forced, confirmed=True)


def _computer(table: Playing, seat: int, dt: float) -> None:
    """A computer seat's turn: it plays its answer once it is ready."""
    answer = table.seats.answer(seat, dt, table.app.settings.bot_pause, table.decision_key())
    if answer is not None:
        if answer[1] is not None:
            table.say(answer[1], bad=True)
        table.act(seat, answer[0])


def _offer_human(table: Playing) -> None:
    """It is the human's move: work out which cards are playable and whether a panel is needed."""
    legal = table.state.legal_actions()
    usable = {card for a in legal for card in a.cards}
    table.picks.allow(frozenset(sid for sid, card in table.model.viewer_cards() if card in usable))
    if table.picks.choice is None:
        table.picks.offer(*table.game.panel(legal))
