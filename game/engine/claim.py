"""Claiming the rest of a hand: certain from what the claimer can see, or refused.

A player who sees that the remaining tricks are theirs (or that none can reach them) may claim, and the hand
finishes at once.  A claim is judged on the claimer's view alone (:func:`judge` takes a
:class:`~.state.PlayerView`, never the state), the same for the player and the computer seats: it is allowed
when it holds in every deal that view allows, however the others play, by one way of playing the claimer can
follow without seeing a hidden card.  So a refusal cannot give away where a hidden card lies: the same view
gets the same verdict in the same words whatever the hidden cards are.

The search is an AND-OR tree over sets of deals: at the claimer's turn one move must keep the claim in every
deal the claimer cannot tell apart; at another seat's turn (and at each card a draw may bring) every move in
every deal must.  The claimer's moves make a plan, keyed by what the claimer has seen since the claim
(:data:`History`), and the table finishes the hand by it from the true cards (:func:`finish`): the claim
holds in every deal, so in the true one.  Every way of playing on that keeps the claim must also end in the
same scores in each deal, so the finish scores what playing it out would have (when the others share tricks
between them and how they share them matters, the claim is refused).

Most claims are refused at once: a deal in which even a claimer who saw every card could not keep the claim
refutes it.  Every walk counts the positions it visits and stops at a bound (:data:`BUDGET`), a claim too early
to judge being refused as such; a claim of every trick that the claimer's cards keep whatever anyone holds
(:func:`.claim_tops.beats_all`) is allowed without a search, however early.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from .actions import Action
from .cards import Card
from .claim_tops import beats_all
from .events import Event, TrickWon
from .state import HandState, PlayerView
from .tricks import TrickHand
from .unseen import deals, decks_of, drawn, moves

BUDGET = 30_000
"""Positions a claim check may visit (every deal made and every move tried in one counts) before the claim
is called too early to judge."""

BOT_CARDS = 3
"""A computer seat asks whether it can claim once it holds this many cards or fewer."""


class Claim(StrEnum):
    """What is claimed of the remaining tricks."""

    ALL = "all"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Breaker:
    """The card that can break a claim, as the claimer knows it.

    ``seat`` is whose card it is when the claimer can see that (its own, or one on the table or known to be in
    a hand); ``None`` for a card still out.  ``card`` is ``None`` when a trick is sent, not won by a card.
    """

    card: Card | None
    seat: int | None


Observation = tuple[str, tuple[Card, ...], int | None]
"""What the claimer sees of one move: its text, the cards it drew from a deck, and who is to move next."""

History = tuple[Observation, ...]
"""What the claimer has seen since the claim: the key of its plan."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """A judged claim.

    When ``certain``, ``plan`` holds the claimer's move for each history the finish can meet (``free``: any
    move keeps it, so the plan is empty).  When refused, ``breaker`` names the card that can break it, or it is
    ``too_early`` (the bound was reached), or ``split_matters`` (the claim holds but the score it leads to
    still depends on how the others play).  ``visited`` is the positions the check visited.
    """

    certain: bool
    plan: Mapping[History, Action] = field(default_factory=dict)
    free: bool = False
    breaker: Breaker | None = None
    too_early: bool = False
    split_matters: bool = False
    visited: int = 0


@dataclass(frozen=True, slots=True)
class Finish:
    """A certain claim played out on the true cards: every move in order, and the hand's scores."""

    line: tuple[Action, ...]
    scores: tuple[int, ...]


class _OutOfBudget(Exception):
    pass


class _Fail(StrEnum):
    BROKEN = "broken"
    """Some deal and some play of the others break the claim, whatever the claimer does."""
    SPLIT = "split"
    """The claim can be kept, but how it ends still depends on how the others (or the claimer) play."""


Scores = tuple[int, ...]
Outcome = dict[int, Scores] | _Fail
"""What follows a set of deals: each deal's one result (by its number), or why there is none."""
Node = list[tuple[int, HandState]]
"""Deals the claimer cannot tell apart, each with its number, all at the same point of the hand."""


def can_claim(state: HandState) -> bool:
    """Only card play is left in the hand (no bids, no skat), and at least one card is still to play."""
    if state.is_over():
        return False
    phase = getattr(state, "phase", "play")
    return str(phase) == "play"


def asks(view: PlayerView) -> bool:
    """A computer seat asks whether it can claim: only card play is left and it holds :data:`BOT_CARDS` or fewer."""
    return len(view.hand) <= BOT_CARDS and can_claim(view.world)


def judge(view: PlayerView, claim: Claim, *, budget: int = BUDGET) -> Verdict:
    """``view.seat``'s claim, judged on what that seat can see (see the module's words)."""
    if not can_claim(view.world):
        return Verdict(False)
    if claim == Claim.ALL and isinstance(view.world, TrickHand) and beats_all(view):
        return Verdict(True, free=True)
    search = _Search(view.seat, claim, budget)
    try:
        outcome = search.judge(view)
    except _OutOfBudget:
        return Verdict(False, too_early=True, visited=search.visited)
    if isinstance(outcome, dict):
        return Verdict(True, plan=search.plan, visited=search.visited)
    if outcome is _Fail.SPLIT:
        return Verdict(False, split_matters=True, visited=search.visited)
    return Verdict(False, breaker=search.breaker_seen(view), visited=search.visited)


def finish(state: HandState, claimant: int, verdict: Verdict) -> Finish:
    """A certain claim played out from the true ``state`` (left unchanged): the claimant by its plan, every other
    seat by its first legal move (any would score the same).  ``KeyError`` if the plan does not reach a
    position it meets (a verdict for another position)."""
    world = state.clone()
    line: list[Action] = []
    history: History = ()
    while not world.is_over():
        planned = world.current_player == claimant and not verdict.free
        action = verdict.plan[history] if planned else world.legal_actions()[0]
        before = decks_of(world)
        world.apply(action)
        history += ((str(action), drawn(before, world), world.current_player),)
        line.append(action)
    return Finish(tuple(line), world.hand_scores())


class _Search:
    """One claim's search over the deals a view allows, counting the positions it visits."""

    def __init__(self, claimant: int, claim: Claim, budget: int) -> None:
        self.claimant = claimant
        self.claim = claim
        self.left = budget
        self.budget = budget
        self.plan: dict[History, Action] = {}
        self.breaker: tuple[int, Card | None] | None = None
        self.refuting = False
        """Looking only for a deal that breaks the claim: the first move that keeps it will do, whatever the
        score it leads to."""

    @property
    def visited(self) -> int:
        return self.budget - max(self.left, 0)

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise _OutOfBudget

    def judge(self, view: PlayerView) -> Outcome:
        """Each deal alone first (the claimer seeing every card): one that breaks the claim refutes it at once;
        then, when none does, all the deals together, the claimer seeing only its view."""
        worlds: list[HandState] = []
        self.refuting = True
        for world in deals(view, self.spend):
            if self.outcome([(0, world)], ()) is _Fail.BROKEN:
                return _Fail.BROKEN
            worlds.append(world)
        self.refuting = False
        self.plan.clear()
        return self.outcome(list(enumerate(worlds)), ())

    def outcome(self, node: Node, history: History) -> Outcome:
        """What follows ``node``; while the claim stands, the plan gains the claimer's move here."""
        first = node[0][1]
        if first.is_over():
            return {number: world.hand_scores() for number, world in node}
        if first.current_player != self.claimant:
            groups = self._step((number, world, action) for number, world in node for action in world.legal_actions())
            return groups if isinstance(groups, _Fail) else self._together(groups, history)
        kept: dict[int, Scores] | None = None
        split = False
        for action in first.legal_actions():
            groups = self._step((number, world, action) for number, world in node)
            outcome = groups if isinstance(groups, _Fail) else self._together(groups, history)
            if self.refuting and outcome is not _Fail.BROKEN:
                return {}
            if isinstance(outcome, dict):
                if kept is None:
                    kept = outcome
                    self.plan[history] = action
                elif outcome != kept:
                    return _Fail.SPLIT  # two ways of keeping the claim end differently
            else:
                split = split or outcome is _Fail.SPLIT
        if kept is not None:
            return kept
        return _Fail.SPLIT if split else _Fail.BROKEN

    def _step(self, tries: Iterable[tuple[int, HandState, Action]]) -> dict[Observation, Node] | _Fail:
        """Each (deal, move) of ``tries`` played, grouped by what the claimer sees of it; ``BROKEN`` as soon as
        one sends a trick against the claim."""
        groups: dict[Observation, Node] = {}
        for number, world, action in tries:
            try:
                for child, cards, events in moves(world, action, self.spend):
                    if self._against(events):
                        return _Fail.BROKEN
                    groups.setdefault((str(action), cards, child.current_player), []).append((number, child))
            except RuntimeError:  # a draw from a random source no view knows: not certain
                self.breaker = None
                return _Fail.BROKEN
        return groups

    def _together(self, groups: Mapping[Observation, Node], history: History) -> Outcome:
        """Every group must keep the claim, each deal ending the same whichever way it went."""
        merged: dict[int, Scores] = {}
        for observation, node in groups.items():
            outcome = self.outcome(node, (*history, observation))
            if self.refuting and outcome is not _Fail.BROKEN:
                continue
            if isinstance(outcome, _Fail):
                return outcome
            for number, scores in outcome.items():
                if merged.setdefault(number, scores) != scores:
                    return _Fail.SPLIT
        return merged

    def _against(self, events: list[Event]) -> bool:
        """A trick in ``events`` went against the claim (its winner and deciding card are kept as the breaker)."""
        for event in events:
            if isinstance(event, TrickWon) and (event.seat == self.claimant) != (self.claim == Claim.ALL):
                self.breaker = (event.seat, event.decider)
                return True
        return False

    def breaker_seen(self, view: PlayerView) -> Breaker | None:
        """The breaker as the claimer may be told it: whose card it is only where the claimer sees that."""
        if self.breaker is None:
            return None
        seat, card = self.breaker
        if card is None:
            return Breaker(None, None)
        if seat == self.claimant or card not in view.hidden.unseen:
            return Breaker(card, seat)
        return Breaker(card, None)
