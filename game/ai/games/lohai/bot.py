"""A rule bot for Lohai: decide, trick by trick, whether to take or to duck, and play every card to it.

A sensible player reads the table before each card: the trick counts (always
public), how many tricks are left and what the hand can still take.  With
four players that gives a plan, Hai (the most tricks) or Lo (the fewest).
With three only one seat scores, the middle count or the one apart from a
tied pair, so the plan is whichever of taking or ducking this trick leaves
the better chance of ending on a scoring count.  Then each card serves the
plan: to take, win as cheaply as the seats still to play allow and keep the
Taker for the last seat; to duck, shed the highest card that still loses and
keep a Giver for the trick that cannot be lost.  The specials' questions
(whom to give to, which trick to move, which card to steal) are answered by
comparing the counts they leave.

The bot reads the table (``view.world``: the redacted world a view carries)
and its own hand only, so the same functions serve the table's Easy seats and
search rollouts inside sampled worlds (:mod:`.playout`), where every
hand is laid out but the bot still looks at its own.  What :func:`lohai`
reads is a :class:`LohaiPosition`: a :class:`~game.engine.lohai.LohaiView`,
or a sampled world lent as a :class:`~.seat.LohaiSeat`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import cache
from typing import Protocol

from ....engine import Action, Card, RuleSet
from ....engine.core import ActionKind
from ....engine.lohai import GIVER, MOVER, SHAKER, TAKER, LohaiHand, LohaiView, three_player_scorer

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_GIVE = ActionKind.GIVE
_MOVE = ActionKind.MOVE
_PASS = ActionKind.PASS
_PLAY = ActionKind.PLAY
_STEAL = ActionKind.STEAL

RANKS = "23456789TJQK"
RANK = {r: i for i, r in enumerate(RANKS)}

TRUMP_POWER = {"K": 0.95, "Q": 0.85, "J": 0.7, "9": 0.5, "8": 0.35}
"""How often a trump of this rank takes a trick for a player trying to take tricks (others 0.2)."""
SIDE_POWER = {"K": 0.6, "Q": 0.35, "J": 0.15}
"""The same for a card of a side suit (a hand without trump adds ``NO_TRUMP_BONUS``)."""
NO_TRUMP_BONUS = 0.2
FORCED = {"K": 0.5, "Q": 0.4, "J": 0.3}
"""How often a trump of this rank takes a trick its holder tries to duck (side suits: half)."""
HAI_LEAN = 3.0
"""Tricks of margin the plan grants Hai over Lo: a Lo is easily tied by another ducker (two players
on no tricks score nothing), a lead in tricks is not.  Measured against random seats and against
the bot itself (pots won per hand), leaning 3 beat leaning 0, 1 and 2 and always going Hai."""
MOVER_GAIN = {3: 0.1, 4: 2.0}
"""Players -> what the best move must gain before the Mover is played for it (:func:`standing`): with
four, two tricks of margin; with three, a tenth more chance to score.  Against the old bot at three
players any threshold from 0.001 to 0.8 scored the same within noise (1,500 to 3,000 paired deals each)."""
OTHER_POT = 1.0
"""Partnership: the most the team's other pot (Lo for a seat playing Hai, and the reverse) adds to or takes
from a standing, in tricks of margin (:func:`standing`)."""
SPECIAL_POWER = {TAKER: 0.9, SHAKER: 0.3, MOVER: 0.2}
SPECIAL_FORCED = {TAKER: 1.0, GIVER: -0.8, SHAKER: -0.3}
"""A Taker will take a trick whatever its holder wants; a Giver sheds one, a Shaker may."""


class LohaiPosition(Protocol):
    """What the Lohai rule bot reads: the table as a Lohai hand (a view's redacted world, or a sampled one),
    whose turn it is and the legal actions."""

    @property
    def world(self) -> LohaiHand: ...
    @property
    def seat(self) -> int: ...
    @property
    def legal_actions(self) -> Sequence[Action]: ...


def lohai(view: LohaiPosition, rules: RuleSet, rng: random.Random) -> Action:
    """The rule bot's action for the seat whose view this is (``rng`` is not needed: the bot is steady)."""
    return decide(view.world, view.seat, view.legal_actions)


def decide(world: LohaiHand, seat: int, actions: Sequence[Action]) -> Action:
    """The bot's choice among ``actions`` (the legal ones) for ``seat``, reading only the table and its hand."""
    if world.pending is not None:
        return decision(world, seat, actions)
    cards = [a.cards[0] for a in actions]
    card = card_to_play(world, seat, cards)
    return actions[cards.index(card)]


# --------------------------------------------------------------------------- the plan


def hand_power(hand: Sequence[Card], trump: str | None) -> tuple[float, float]:
    """Tricks the hand can take when trying, and tricks it will take when trying not to."""
    take = duck = 0.0
    trumps = sum(1 for c in hand if c.suit is not None and c.suit == trump)
    side_bonus = NO_TRUMP_BONUS if trump is None else 0.0
    for card in hand:
        if card.suit is None:
            take += SPECIAL_POWER.get(card, 0.0)
            duck += SPECIAL_FORCED.get(card, 0.0)
        elif card.suit == trump:
            take += TRUMP_POWER.get(card.rank, 0.2)
            duck += FORCED.get(card.rank, 0.0)
        elif card.rank in SIDE_POWER:
            take += SIDE_POWER[card.rank] + side_bonus
            duck += FORCED[card.rank] / 2
    take += 0.3 * max(0, trumps - 3)
    return take, max(0.0, duck)


def wants_tricks(world: LohaiHand, seat: int) -> bool:
    """Whether ``seat`` should take this trick: its plan (Hai or Lo, or with three the scoring count) asks for it."""
    counts = [len(b) for b in world.books]
    mine = counts[seat]
    others = counts[:seat] + counts[seat + 1:]
    hand = world.hands[seat]
    left = _tricks_left(world, seat)
    take, duck = hand_power(hand, world.trump)
    if world.players == 3:
        return _takes_toward_scoring(mine, others[0], others[1], max(0, left - 1), _reach(take, duck))
    spread = len(others)
    hai = mine + take - (max(others) + max(0.0, left - take) / spread + 0.5)
    lo = (min(others) + max(0.0, left - duck) / spread - 0.5) - (mine + duck)
    return hai + HAI_LEAN > lo


def _tricks_left(world: LohaiHand, seat: int) -> int:
    """Tricks not yet won, the one on the table included: one for each card the seat has still to play."""
    return len(world.hands[seat]) + (seat in world.slots)


def _reach(take: float, duck: float) -> tuple[int, int]:
    """The fewest and the most tricks a hand of this power can steer itself to."""
    fewest = int(duck)
    return fewest, max(fewest, math.ceil(take))


@cache
def _takes_toward_scoring(mine: int, one: int, other: int, rest: int, reach: tuple[int, int]) -> bool:
    """Three players: whether taking this trick leaves a better chance to score than ducking it.

    Ducked, the trick goes to either other seat alike; when both roads are
    as good, the seat takes only while it is below the others' average.
    """
    taking = _best_chance(mine + 1, one, other, rest, reach)
    ducking = (_best_chance(mine, one + 1, other, rest, reach) + _best_chance(mine, one, other + 1, rest, reach)) / 2
    return taking > ducking if taking != ducking else mine < (one + other) / 2


@cache
def _scoring_chance(mine: int, one: int, other: int, rest: int) -> float:
    """Three players: the chance that a seat ending on ``mine`` tricks scores (A17).

    The other two, now on ``one`` and ``other``, share the ``rest`` of the
    tricks as a coin would: the seat scores in the middle of three different
    counts, or apart from a tied pair (3, 3 and 4: the 4 scores).

    >>> _scoring_chance(4, 3, 3, 0), _scoring_chance(3, 3, 4, 0), _scoring_chance(3, 2, 2, 2)
    (1.0, 0.0, 0.5)
    """
    hits = 0
    for first in range(rest + 1):
        if three_player_scorer((mine, one + first, other + rest - first)) == 0:
            hits += math.comb(rest, first)
    return hits / (1 << rest)


@cache
def _best_chance(mine: int, one: int, other: int, rest: int, reach: tuple[int, int]) -> float:
    """The best chance of scoring over the tricks the hand can still steer itself to in the ``rest``."""
    fewest, most = (min(rest, n) for n in reach)
    return max(_scoring_chance(mine + more, one, other, rest - more) for more in range(fewest, most + 1))


def standing(world: LohaiHand, counts: Sequence[int], seat: int, take: bool) -> float:
    """How well ``counts`` suit the seat's plan: its margin as Hai or as Lo, or with three its chance to score.

    In Partnership the pots are the team's (either partner may be Lo or Hai,
    and both at once), so the plan's margin is the team's and the other pot
    counts too, held to a trick either way: a hopeless or a safe pot does not
    outweigh the plan.
    """
    mine = counts[seat]
    others = [c for s, c in enumerate(counts) if s != seat]
    if len(counts) == 3:
        rest = max(0, _tricks_left(world, seat) - sum(counts) + sum(len(b) for b in world.books))
        return _best_chance(mine, others[0], others[1], rest, _reach(*hand_power(world.hands[seat], world.trump)))
    if not _partnered(world):
        return mine - max(others) if take else min(others) - mine
    hai, lo = _team_margins(counts, next(t for t in world.teams() if seat in t))
    plan, other = (hai, lo) if take else (lo, hai)
    return plan + max(-OTHER_POT, min(OTHER_POT, other))


def _partnered(world: LohaiHand) -> bool:
    """Whether the seats play in teams of two (Partnership), whose pots the team shares."""
    return len(world.teams()[0]) > 1


def _standing_if_won(world: LohaiHand, seat: int, winner: int, take: bool) -> float:
    """Our standing were ``winner`` to take the trick on the table (a Giver's, or one about to be decided)."""
    after = [len(b) for b in world.books]
    after[winner] += 1
    return standing(world, after, seat, take)


def _team_margins(counts: Sequence[int], team: Sequence[int]) -> tuple[int, int]:
    """The team's margin as Hai and as Lo: its best partner's lead over every other seat, the partner's included.

    >>> _team_margins([0, 2, 3, 2], (0, 2)), _team_margins([0, 3, 2, 2], (0, 2)), _team_margins([4, 1, 4, 0], (0, 2))
    ((1, 2), (-1, 2), (0, -4))
    """
    def rest(seat: int) -> list[int]:
        return [c for s, c in enumerate(counts) if s != seat]
    return (max(counts[t] - max(rest(t)) for t in team), max(min(rest(t)) - counts[t] for t in team))


# --------------------------------------------------------------------------- card play


def _strength(card: Card, trump: str | None, lead: str | None) -> int:
    """How hard a suited card is to beat in this trick (specials rate separately)."""
    if card.suit is None:
        return 200 if card is TAKER else -1
    rank = RANK[card.rank]
    if card.suit == trump:
        return 100 + rank
    return 50 + rank if card.suit == lead or lead is None else rank


def card_to_play(world: LohaiHand, seat: int, cards: Sequence[Card], take: bool | None = None) -> Card:
    """The card for ``seat`` among ``cards`` (the distinct legal ones); ``take`` is :func:`wants_tricks`, when the
    caller has it already (the reading asks it of every card it weighs)."""
    if take is None:
        take = wants_tricks(world, seat)
    if MOVER in cards and world.mover_eligible(seat) and _mover_gain(world, seat, take) >= MOVER_GAIN[world.players]:
        return MOVER
    suited = [c for c in cards if c.suit is not None]
    if not suited:
        return _special_only(cards, take)
    later = _players_after(world)
    if later == 0 and world.controller() is None and _partnered(world):
        take = _team_takes(world, seat, take)
    trump, lead = world.trump, world.lead_suit

    def strength(card: Card) -> int:
        return _strength(card, trump, lead)

    control = world.controller()
    if control is not None:  # a Giver or Taker already decides the trick: only another black card changes that
        if take and TAKER in cards and (later == 0 or len(world.hands[seat]) <= 2):
            return TAKER
        return min(suited, key=strength) if take else max(suited, key=strength)
    if not world.slots:
        return _lead(suited, trump, take)
    winners = [c for c, wins in zip(suited, world.winners(seat, suited), strict=True) if wins]
    if take:
        return _to_take(world, seat, cards, suited, winners, later, strength)
    return _to_duck(world, cards, suited, winners, later, strength)


def _players_after(world: LohaiHand) -> int:
    """How many seats are still to play to the trick after the one to move (0: it closes the trick)."""
    return world.players - len(world.slots) - 1


def _team_takes(world: LohaiHand, seat: int, take: bool) -> bool:
    """Partnership, last to a trick no black card decides: take it only if the team stands better so.

    Ducked, the trick goes to the seat winning it now; the team's standing
    either way decides, so a seat playing for Hai does not draw level with a
    partner who is the sole Hai, nor take its partner's trick where the
    partner is the team's Hai.
    """
    taking = _standing_if_won(world, seat, seat, take)
    ducking = _standing_if_won(world, seat, world.card_winner(), take)
    return taking > ducking if taking != ducking else take


def _lead(suited: list[Card], trump: str | None, take: bool) -> Card:
    """To take, lead the surest winner; to duck, the lowest side card (a low trump only if nothing else)."""
    def sureness(card: Card) -> tuple[float, int]:
        table = TRUMP_POWER if card.suit == trump else SIDE_POWER
        return table.get(card.rank, 0.0), _strength(card, trump, None)
    return max(suited, key=sureness) if take else min(suited, key=lambda c: _strength(c, trump, None))


def _to_take(world: LohaiHand, seat: int, cards: Sequence[Card], suited: list[Card], winners: list[Card],
             later: int, strength: Callable[[Card], int]) -> Card:
    if winners:
        if later == 0:
            return min(winners, key=strength)
        following = [c for c in winners if c.suit == world.lead_suit]
        return max(following, key=strength) if following else min(winners, key=strength)
    if TAKER in cards and (later == 0 or len(world.hands[seat]) <= 2):
        return TAKER
    if SHAKER in cards and later == 0 and not world.crazy:
        return SHAKER  # steal the winning card
    return min(suited, key=strength)


def _to_duck(world: LohaiHand, cards: Sequence[Card], suited: list[Card], winners: list[Card], later: int,
             strength: Callable[[Card], int]) -> Card:
    losers = [c for c in suited if c not in winners]
    if losers:
        return max(losers, key=strength)
    if GIVER in cards:
        return GIVER
    if SHAKER in cards and not world.crazy:
        return SHAKER  # steal the lowest card on the table and play that
    if later == 0:
        return TAKER if TAKER in cards else max(suited, key=strength)  # the trick is ours anyway: shed the most
    if MOVER in cards:
        return MOVER
    return min(suited, key=strength)


def _special_only(cards: Sequence[Card], take: bool) -> Card:
    """Only specials are legal (the hand holds nothing of the lead suit but specials... or nothing else)."""
    order = (TAKER, SHAKER, MOVER, GIVER) if take else (GIVER, SHAKER, MOVER, TAKER)
    return next(c for c in order if c in cards)


# --------------------------------------------------------------------------- the specials' questions


def decision(world: LohaiHand, seat: int, actions: Sequence[Action]) -> Action:
    """Whom a Giver hands the trick, which trick a Mover moves, which card a Shaker steals."""
    kind = world.pending[0] if world.pending else ""
    take = wants_tricks(world, seat)
    if kind == _GIVE:
        return max(actions, key=lambda a: _give_value(world, seat, int(a.args[0]), take))
    if kind == _MOVE:
        moves = [a for a in actions if a.kind == _MOVE]
        passing = [a for a in actions if a.kind == _PASS]
        now = standing(world, [len(b) for b in world.books], seat, take)
        if moves:
            move = max(moves, key=lambda a: _move_value(world, seat, a.args, take))
            if _move_value(world, seat, move.args, take) > now or not passing:
                return move
        return passing[0] if passing else actions[0]
    steals = [a for a in actions if a.kind == _STEAL]
    if not steals:
        return actions[0]
    if len(world.order) == world.players and _partnered(world):
        return max(steals, key=lambda a: (_team_steal_value(world, seat, int(a.args[0]), take),
                                          _steal_value(world, seat, int(a.args[0]), take)))
    return max(steals, key=lambda a: _steal_value(world, seat, int(a.args[0]), take))


def _give_value(world: LohaiHand, seat: int, recipient: int, take: bool) -> tuple[float, int]:
    """Best for our plan (in Partnership, the team's) first; then the recipient with the fewest tricks."""
    return _standing_if_won(world, seat, recipient, take), -len(world.books[recipient])


def _move_value(world: LohaiHand, seat: int, move: Sequence[int | str], take: bool) -> float:
    """Our standing once the Mover has moved a trick from ``move[0]`` to ``move[1]``."""
    after = [len(b) for b in world.books]
    after[int(move[0])] -= 1
    after[int(move[1])] += 1
    return standing(world, after, seat, take)


def _mover_gain(world: LohaiHand, seat: int, take: bool) -> float:
    """How much the best move a Mover could make now would improve our standing."""
    counts = [len(b) for b in world.books]
    moves = [(a, b) for a in range(world.players) if counts[a] for b in range(world.players) if b != a]
    if not moves:
        return 0.0
    return max(_move_value(world, seat, m, take) for m in moves) - standing(world, counts, seat, take)


def _steal_value(world: LohaiHand, seat: int, victim: int, take: bool) -> float:
    """To take: the Taker, else the winning card, else the strongest.  To duck: a Giver, else the lowest."""
    card = world.slots[victim].cards[-1]
    if card is TAKER:
        return 1000 if take else -1000
    if card is GIVER:
        return -500 if take else 1000
    value = _strength(card, world.trump, world.lead_suit)
    if take and victim == world.card_winner():
        value += 300
    return value if take else -value


def _team_steal_value(world: LohaiHand, seat: int, victim: int, take: bool) -> float:
    """Partnership, nobody left to play: the team's standing once the trick goes where the steal sends it.

    Whoever holds the trick after the steal is plain from the table, but for
    the victim's replacement card, which nobody has seen: that is left out.
    """
    return _standing_if_won(world, seat, world.winner_after_steal(seat, victim), take)


def lohai_taker(view: LohaiView, action: Action) -> int | None:
    """Who takes the trick a plain card closes, where no black card decides it (``None`` otherwise).

    The last to a trick sees every card in it; a special card laid last, or a Giver or Taker already
    in control, leaves the trick to a decision still to come.  Easy's slips keep this taker
    (:class:`~.levels.EasyBot`).
    """
    world = view.world
    assert isinstance(world, LohaiHand)
    if action.kind != _PLAY or view.pending is not None or _players_after(world) or world.controller() is not None:
        return None
    card = action.cards[0]
    if card.suit is None:
        return None
    return view.seat if world.would_win(view.seat, card) else world.card_winner()


def lohai_blunder(view: LohaiView, action: Action) -> bool:
    """Any other choice than the rule bot's for a Giver, Mover or Shaker: these decide a trick outright.

    A casual player may lay the wrong card, but thinks hard when a special card
    asks whom to give to, what to move or what to steal; Easy slips only on plays.
    """
    return view.pending is not None and action.kind != _PLAY
