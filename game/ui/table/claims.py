"""Claiming the rest of the hand at the table: the player's claim (C, the top bar's Claim) and the computer's.

The engine judges a claim on the claimer's view alone (:mod:`game.engine.claim`), in the claims' worker
(:class:`~game.ai.claim_check.CheckClaim`), never on the table's frame: while it is checked the table keeps
drawing, says "Checking your claim…" and nobody moves.  This part words the verdict and, when a claim is
certain, plays its finish from the true cards (:func:`~game.engine.claim.finish`: the claim holds in every
deal the claimer's view allows, so in this one), feeding the moves to the table one by one as the cards
finish moving, so every remaining trick is seen going to its winner and the hand ends as it would have.  The
moves go through the session like any other, so the save and taking a move back work as usual.

A computer seat asks the same question, once a decision, when its turn comes near the end of a hand
(:func:`~game.engine.claim.asks`); its move waits for the answer.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Protocol

from ...ai.claim_check import CheckClaim
from ...ai.worker import CLAIM_LANE
from ...catalogue import N_, _
from ...engine import Action, HandState, IllegalActionError, PlayerView
from ...engine.claim import Claim, Verdict, asks, can_claim, finish
from ...seating import MatchSetup
from .bots import Errand
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


@dataclass(frozen=True, slots=True)
class Asked:
    """A claim sent to be checked: at which decision, by which seat, of what, and whether the player made it."""

    decision: tuple[int, int]
    seat: int
    claim: Claim
    person: bool


class Claims:
    """The claim being checked or played out, if any, and which computer decisions have looked for one."""

    def __init__(self) -> None:
        self.moves: deque[Action] = deque()
        """The claimed finish still to be played, first move first."""
        self.looked: tuple[int, int] | None = None
        """The last computer decision that was checked for a claim (each is checked once)."""
        self.finishing = False
        """A claim was allowed this hand: its tricks go by too fast for each one's reason to be read, so the
        message line keeps the claim's words and the reasons go to the hand's log only (:meth:`_finish`)."""
        self.asked: Asked | None = None
        """The claim being checked in the worker, until its verdict is taken."""
        self.errand: Errand[Verdict] = Errand(lane=CLAIM_LANE)

    @property
    def playing(self) -> bool:
        return bool(self.moves)

    @property
    def checking(self) -> bool:
        """The player's claim is being checked: the table waits for the verdict."""
        return self.asked is not None and self.asked.person

    @property
    def busy(self) -> bool:
        """A claim is being checked or played out: nobody else moves meanwhile."""
        return self.asked is not None or self.playing

    def offered(self, table: Watching) -> bool:
        """The player may claim now: the game has claims, a person sits at it, and only card play is left."""
        return (table.game.claims and table.human is not None and table.summary is None
                and not self.busy and can_claim(table.state))

    def claim(self, table: Table, claim: Claim) -> None:
        """The player claims: sent to be checked on the player's view; the verdict comes in :meth:`update`."""
        human = table.human
        if human is None or not self.offered(table):
            table.say(_("A claim is for the card play of a hand, once only cards are left to play"), bad=True)
            return
        self._ask(Asked(table.decision_key(), human, claim, person=True), table.state.view(human))
        table.say(_("Checking your claim…"))

    def update(self, table: Table) -> None:
        """Once a frame: a computer seat to move looks for a claim, and a verdict that has come is taken."""
        self._look(table)
        asked = self.asked
        if asked is None:
            return
        if asked.decision != table.decision_key():  # the hand moved on (a new hand): the verdict is for nothing
            self.cancel()
            return
        verdict = self.errand.poll(asked)
        if verdict is None:
            if self.errand.key is None:  # the worker failed: the claim is not allowed, and the game goes on
                self.asked = None
                if asked.person:
                    table.say(_("Your claim could not be checked ({failed}): play on").format(
                        failed=self.errand.error), bad=True)
            return
        self.asked = None
        if asked.person:
            self._answer(table, asked, verdict)
        elif verdict.certain and self._finish(table, asked.seat, verdict):
            table.say(_("{name} claims the rest: {what} is theirs").format(
                name=table.setup.name(asked.seat), what=_(CLAIMS[Claim.ALL])))

    def _look(self, table: Table) -> None:
        """A computer seat is to move: once a decision, near the end of a hand, it asks whether its own view
        makes every trick left certain."""
        seat, key = table.state.current_player, table.decision_key()
        if (seat is None or seat == table.human or self.busy or self.looked == key or not table.game.claims
                or table.summary is not None):
            return
        self.looked = key
        view = table.state.view(seat)
        if asks(view):
            self._ask(Asked(key, seat, Claim.ALL, person=False), view)

    def _ask(self, asked: Asked, view: PlayerView) -> None:
        self.asked = asked
        self.errand.ask(asked, CheckClaim(view, asked.claim))

    def _answer(self, table: Table, asked: Asked, verdict: Verdict) -> None:
        """The player's verdict: a certain claim starts its finish, any other is refused in words that name
        only what the player can see or knows is still out."""
        if not verdict.certain:
            table.say(refusal(table, verdict, asked.claim), bad=True)
        elif self._finish(table, asked.seat, verdict):
            table.say(_("You claim the rest: {what} is yours").format(what=_(CLAIMS[asked.claim])))

    def _finish(self, table: Table, seat: int, verdict: Verdict) -> bool:
        """Start a certain claim's finish, played from the true cards.  The reasons on show or waiting go (the
        hand's log has them): one still waiting would otherwise take the line from the claim's words once the
        one on show was read.  Whether it started (a plan that does not reach the true position never does)."""
        try:
            done = finish(table.state, seat, verdict)
        except (KeyError, IllegalActionError):  # never met: a plan made for this very position reaches its end
            table.say(_("Too soon to be sure: claim again when fewer cards are left"), bad=True)
            return False
        self.moves.extend(done.line)
        self.finishing = True
        table.callouts.clear()
        return True

    def wait(self, timeout: float) -> None:
        """Block until the claim being checked has its verdict, for at most ``timeout`` seconds (headless tools
        and tests only: the table itself never waits)."""
        if self.asked is not None:
            self.errand.wait(timeout)

    def next_move(self) -> Action | None:
        return self.moves.popleft() if self.moves else None

    def cancel(self) -> None:
        """Let a claim being checked go (the worker stops it; its verdict is never taken)."""
        self.errand.cancel()
        self.asked = None

    def clear(self) -> None:
        self.cancel()
        self.moves.clear()
        self.looked = None
        self.finishing = False

    def close(self) -> None:
        """The table is leaving: let the errand's thread go too, if it had one."""
        self.clear()
        self.errand.close()


def refusal(table: Table, verdict: Verdict, claim: Claim) -> str:
    """Why a claim is not certain, naming only what the claimer can see or knows is still out, e.g. "Not
    certain: the jack of diamonds is still out"; whose hand holds a hidden card is never said."""
    if verdict.too_early:
        return _("Too soon to be sure: claim again when fewer cards are left")
    if verdict.split_matters:
        return _("Not certain: how the others share the rest still changes the score")
    breaker = verdict.breaker
    card = breaker.card if breaker is not None else None
    if breaker is None or card is None or (breaker.seat == table.human and claim == Claim.ALL):
        if claim == Claim.NONE:
            return _("Not certain: a trick could still come to you")
        return _("Not certain: a trick could still go to another player")
    if breaker.seat is None:
        return _("Not certain: the {card} is still out").format(card=card.name)
    if breaker.seat == table.human:
        return _("Not certain: your {card} could still take a trick").format(card=card.name)
    name = table.setup.name(breaker.seat)
    return _("Not certain: {name}'s {card} could take a trick").format(name=name, card=card.name)
