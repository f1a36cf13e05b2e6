"""Claiming the rest of the hand at the table: the player's claim (C, the top bar's Claim) and the computer's.

The engine judges (:mod:`game.engine.claim`); this part words the verdict and,
when a claim is certain, feeds its moves to the table one by one as the cards
finish moving, so every remaining trick is seen going to its winner and the
hand ends as it would have.  The moves go through the session like any other,
so the save and taking a move back work as usual.

A computer seat considers a claim when its turn comes near the end of a hand,
from its own view only; a claim it is sure of is then played out from the
true cards (which, being one of the deals its view allowed, bear it out).
"""

from __future__ import annotations

from collections import deque
from typing import Protocol

from ...catalogue import N_, _
from ...engine import Action, HandState
from ...engine.claim import Claim, Verdict, bot_judge, can_claim, judge
from ...seating import MatchSetup
from .callouts import Callouts

CLAIMS = {Claim.ALL: N_("every trick left"), Claim.NONE: N_("no trick left")}


class Claiming(Protocol):
    """What a claim needs of the game's part: whether its hands can be claimed."""

    @property
    def claims(self) -> bool: ...


class Watching(Protocol):
    """The table as the question whether a claim may be made sees it (the whole table's protocol lists this
    part, so it cannot be imported)."""

    @property
    def human(self) -> int | None: ...
    @property
    def state(self) -> HandState: ...
    @property
    def game(self) -> Claiming: ...
    @property
    def summary(self) -> object | None: ...


class Table(Watching, Protocol):
    """The table as a claim sees it: judged, played out, and a computer seat's own claim said."""

    @property
    def setup(self) -> MatchSetup: ...
    @property
    def callouts(self) -> Callouts: ...

    def decision_key(self) -> tuple[int, int]: ...
    def say(self, words: str, *, bad: bool = False) -> None: ...


class Claims:
    """The claim being played out, if any, and which computer decisions have already looked for one."""

    def __init__(self) -> None:
        self.moves: deque[Action] = deque()
        """The claimed finish still to be played, first move first."""
        self.looked: tuple[int, int] | None = None
        """The last computer decision that was checked for a claim (each is checked once)."""
        self.finishing = False
        """A claim was allowed this hand: its tricks go by too fast for each one's reason to be read, so the
        message line keeps the claim's words and the reasons go to the hand's log only (:meth:`_finish`)."""

    @property
    def playing(self) -> bool:
        return bool(self.moves)

    def offered(self, table: Watching) -> bool:
        """The player may claim now: the game has claims, a person sits at it, and only card play is left."""
        return (table.game.claims and table.human is not None and table.summary is None
                and not self.playing and can_claim(table.state))

    def claim(self, table: Table, claim: Claim) -> bool:
        """The player claims: judged on the true cards; a certain claim starts its finish, any other is
        refused in words that name the card that could break it.  Whether the claim was allowed."""
        human = table.human
        if human is None or not self.offered(table):
            table.say(_("A claim is for the card play of a hand, once only cards are left to play"), bad=True)
            return False
        verdict = judge(table.state, human, claim)
        if not verdict.certain:
            table.say(refusal(table, verdict, claim), bad=True)
            return False
        self._finish(table, verdict)
        table.say(_("You claim the rest: {what} is yours").format(what=_(CLAIMS[claim])))
        return True

    def bot_turn(self, table: Table, seat: int) -> bool:
        """A computer seat's turn: it claims every trick left when its own view makes that certain.

        Checked once a decision; whether it claimed (its finish is then under way).
        """
        key = table.decision_key()
        if self.playing or self.looked == key or not table.game.claims:
            return False
        self.looked = key
        if not can_claim(table.state) or not bot_judge(table.state.view(seat), Claim.ALL).certain:
            return False
        verdict = judge(table.state, seat, Claim.ALL)
        if not verdict.certain:  # its view allowed it; the true result depends on how others share the rest
            return False
        self._finish(table, verdict)
        table.say(_("{name} claims the rest: {what} is theirs").format(
            name=table.setup.name(seat), what=_(CLAIMS[Claim.ALL])))
        return True

    def _finish(self, table: Table, verdict: Verdict) -> None:
        """Start a certain claim's finish.  The reasons on show or waiting go (the hand's log has them): one
        still waiting would otherwise take the line from the claim's words once the one on show was read."""
        self.moves.extend(verdict.line)
        self.finishing = True
        table.callouts.clear()

    def next_move(self) -> Action | None:
        return self.moves.popleft() if self.moves else None

    def clear(self) -> None:
        self.moves.clear()
        self.looked = None
        self.finishing = False


def refusal(table: Table, verdict: Verdict, claim: Claim) -> str:
    """Why a claim is not certain, e.g. "Not certain: Bruno's king of spades could take a trick"."""
    if verdict.too_early:
        return _("Too soon to be sure: claim again when fewer cards are left")
    breaker = verdict.breaker
    if breaker is None:
        return _("Not certain: how the others share the rest still changes the score")
    if breaker.seat == table.human:
        if breaker.card is not None:
            return _("Not certain: your {card} could still take a trick").format(card=breaker.card.name)
        return _("Not certain: a trick could still come to you")
    name = table.setup.name(breaker.seat)
    if breaker.card is not None:
        return _("Not certain: {name}'s {card} could take a trick").format(name=name, card=breaker.card.name)
    return _("Not certain: a trick could still go to {name}").format(name=name)
