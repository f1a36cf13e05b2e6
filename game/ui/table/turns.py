"""Whose move comes by itself: the computer seats, and a forced card when the player lets it go alone.

A computer seat starts thinking as soon as the engine says it is to act, in
a :class:`~.bots.BotRunner` worker, while the table still animates; its move
is taken once the table is still and the seat has waited the settings'
pause, so every move can be followed.  A seat whose bot failed plays the
first legal action, and the table says so.  With the setting on, a card that
is the only legal play goes by itself after a moment.
"""

from __future__ import annotations

import time

from ...ai import Bot, make_bot
from ...catalogue import N_, _
from ...engine import Action, ActionKind, HandState
from ...seating import MatchSetup
from .bots import BotRunner, decision_rng
from .interface import Looking

AUTO_PAUSE = 0.5
"""Seconds before a forced card plays itself (when the setting is on), so the player sees it go."""


class ComputerSeats:
    """The bots of the computer seats, the one decision in flight, and how long the table has waited."""

    def __init__(self, setup: MatchSetup) -> None:
        self.setup = setup
        self.bots: dict[int, Bot] = {
            seat: make_bot(level, setup.rules, clock=time.perf_counter)
            for seat, level in enumerate(setup.levels) if level is not None
        }
        self.runner = BotRunner()
        self.wait = 0.0

    def think(self, state: HandState, key: tuple[int, int], claimed: bool = False) -> None:
        """A computer seat is to act: start it thinking now (once per decision), while the table still animates.

        ``claimed``: a claim's finish plays the rest of the hand, every seat's cards included, so no seat
        thinks (a search started at each of its moves would take a core for an answer nobody reads)."""
        seat = state.current_player
        if claimed or seat not in self.bots or self.runner.key == key:
            return
        self.runner.ask(key, self.bots[seat], state.view(seat), decision_rng(self.setup.seed, *key))

    def answer(self, seat: int, dt: float, pause: float, key: tuple[int, int]) -> tuple[Action, str | None] | None:
        """``seat``'s move once it has waited ``pause`` seconds and its bot has answered, with words for the
        table if the bot failed (it then plays the first legal action); ``None`` while the table waits."""
        self.wait += dt
        if self.wait < pause:
            return None
        action = self.runner.poll(key)
        if action is None:
            return None
        self.wait = 0.0
        failed = self.runner.take_error()
        if failed is None:
            return action, None
        name = self.setup.name(seat)
        words = _("{name} could not think ({failed}), so {name} plays {action}, the first legal move; "
                  "the match goes on").format(name=name, failed=failed, action=action)
        return action, words

    def restart(self) -> None:
        """A move was made: the next seat waits its pause from now."""
        self.wait = 0.0

    def cancel(self) -> None:
        self.runner.cancel()

    def close(self) -> None:
        self.runner.close()


def forced_card(table: Looking) -> int | None:
    """The sprite of the one card the human may play, when the setting plays it by itself."""
    if not table.app.settings.auto_play or table.picks.choice is not None or not table.human_to_act:
        return None
    legal = table.state.legal_actions()
    if len(legal) != 1 or len(legal[0].cards) != 1:
        return None
    card = legal[0].cards[0]
    return next((sid for sid, c in table.model.viewer_cards() if c == card), None)


FORCED_WORDS = {ActionKind.PICKUP: N_("Nothing to lay: you pick up a card by yourself"),
                ActionKind.DRAW: N_("Nothing beats the top play: you take the lowest play by yourself")}
"""What the message line says while a forced move that is not a card waits to go by itself."""


def forced_move(table: Looking) -> Action | None:
    """The human's only move when it is not a card and the setting plays forced moves by themselves:
    Lo-Hi's pick-up, Koira's taking of the lowest play."""
    if not table.app.settings.auto_play or not table.human_to_act:
        return None
    legal = table.state.legal_actions()
    if len(legal) != 1 or legal[0].cards or legal[0].kind not in FORCED_WORDS:
        return None
    return legal[0]


def forced_by_itself(table: Looking) -> int | Action | None:
    """What goes by itself now, when the setting lets it: the forced card's sprite, or the forced move."""
    card = forced_card(table)
    return card if card is not None else forced_move(table)


class AutoPlay:
    """How long a forced move (a card, a pick-up, a take) has waited to go by itself."""

    def __init__(self) -> None:
        self.wait = 0.0

    def restart(self) -> None:
        self.wait = 0.0

    def due(self, table: Looking, dt: float) -> int | Action | None:
        """The forced card (its sprite) or move, once it has waited :data:`AUTO_PAUSE` with nothing held by
        the pointer."""
        forced = forced_by_itself(table)
        if forced is None or table.mouse.drag is not None:
            self.wait = 0.0
            return None
        self.wait += dt
        if self.wait < AUTO_PAUSE:
            return None
        self.wait = 0.0
        return forced
