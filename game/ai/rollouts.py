"""How search plays a sampled world to its end: the rule bots, reading the world directly.

A rollout runs inside a determinized world, where every card is already laid
out, so it may read that world freely (it is the search's own guess, not the
true deal).  Random rollouts are fast but judge a bid or a duck as if everyone
played blindly; the rule bots play like people, which is what a decision is
measured against.  Building a real ``PlayerView`` per rollout step would cost
more than the step, so :class:`WorldSeat` lends the world to a rule policy
under the names a view uses.  A little randomness (``noise``) keeps rollouts
from repeating one line of play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..engine import Action, HandState, RuleSet
from ..engine.lohai import SlotView
from .lohai_bot import lohai
from .lohi_bot import lohi
from .rulebots import Policy, laus, oh_hell

Rollout = Callable[[HandState, random.Random], Action]

NOISE = 0.1
"""Share of rollout decisions played at random, so rollouts do not repeat one line of play."""


class WorldSeat:
    """A world seen as the current player's view, for rule policies in rollouts.

    Any attribute a view has and the world shares (``trick``, ``trump``,
    ``bids``, ``pile``, …) is read from the world; the seat's own fields are
    filled in here.  Games whose state stores a field differently override it.
    """

    __slots__ = ("_world", "hand", "legal_actions", "seat")

    def __init__(self, world: HandState) -> None:
        seat = world.current_player
        assert seat is not None
        hands: list[list[Any]] = world.hands  # type: ignore[attr-defined]  # every card game has hands
        self._world = world
        self.seat = seat
        self.hand = tuple(hands[seat])
        self.legal_actions = world.legal_actions()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._world, name)


class LohaiSeat(WorldSeat):
    """Lohai keeps the trick as per-seat slots; its view shows them as ``SlotView``."""

    __slots__ = ()

    @property
    def trick(self) -> tuple[SlotView, ...]:
        slots: dict[int, Any] = self._world.slots  # type: ignore[attr-defined]
        return tuple(SlotView(s.seat, tuple(s.cards)) for s in slots.values())


def random_rollout(world: HandState, rng: random.Random) -> Action:
    """Any legal action: the fallback for a game without a rule policy."""
    return rng.choice(world.legal_actions())


def policy_rollout(policy: Policy, rules: RuleSet, seat_type: type[WorldSeat] = WorldSeat,
                   noise: float = NOISE) -> Rollout:
    """A rollout step that follows ``policy`` and plays at random ``noise`` of the time."""

    def step(world: HandState, rng: random.Random) -> Action:
        actions = world.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if rng.random() < noise:
            return rng.choice(actions)
        view: Any = seat_type(world)
        return policy(view, rules, rng)

    return step


RANK = {r: i for i, r in enumerate("23456789TJQKA")}


def oh_hell_rollout(world: HandState, rng: random.Random, noise: float = NOISE) -> Action:
    """The Oh Hell rule bot's card play, written straight against the world (the rollouts' hot path).

    Bids go through the rule bot itself (a few per rollout); in play a seat
    still short of its bid takes the trick as cheaply as it can (or leads its
    strongest card), and a seat that has made it ducks as high as it safely can.
    """
    actions = world.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if rng.random() < noise:
        return rng.choice(actions)
    w: Any = world
    if w.phase != "play":
        return oh_hell(WorldSeat(world), w.rules, rng)
    trump, lead, high = w.trump, w.lead_suit, w.jokers_high
    rank = RANK

    def power(card: Any, wanted: str | None) -> int:
        suit = card.suit
        if suit is None:
            return 1000 if high else -1
        if suit == trump:
            return 200 + rank[card.rank]
        return (100 if suit == wanted else -50) + rank[card.rank]

    seat = w.turn
    need = (w.bids[seat] or 0) - w.tricks_won[seat]
    if not w.trick:
        pick = max if need > 0 else min
        return pick(actions, key=lambda a: power(a.cards[0], a.cards[0].suit))
    top = max(power(c, lead) for _, c in w.trick)
    if need > 0:
        winners = [a for a in actions if power(a.cards[0], lead) > top]
        if winners:
            return min(winners, key=lambda a: power(a.cards[0], lead))
        return min(actions, key=lambda a: (a.cards[0].suit is None, power(a.cards[0], lead)))
    losers = [a for a in actions if power(a.cards[0], lead) <= top]
    if losers:
        return max(losers, key=lambda a: power(a.cards[0], lead))
    return min(actions, key=lambda a: power(a.cards[0], lead))


ROLLOUT_POLICIES: dict[str, tuple[Policy, type[WorldSeat]]] = {
    "oh_hell": (oh_hell, WorldSeat),
    "laus": (laus, WorldSeat),
    "lohai": (lohai, LohaiSeat),
    "lohi": (lohi, WorldSeat),
}
"""Engine name -> the rule policy rollouts follow, and how it reads the world."""


FAST_ROLLOUTS: dict[str, Rollout] = {"oh_hell": oh_hell_rollout}
"""Engine name -> a rollout written against the world for speed, used instead of the rule policy."""


def rollout_for(rules: RuleSet, kind: str = "rule") -> Rollout:
    """The rollout step for ``rules``: ``rule`` (the game's rule bot, noisy) or ``random``."""
    found = ROLLOUT_POLICIES.get(rules.engine)
    if kind == "random" or found is None:
        return random_rollout
    if rules.engine in FAST_ROLLOUTS:
        return FAST_ROLLOUTS[rules.engine]
    policy, seat_type = found
    return policy_rollout(policy, rules, seat_type)
