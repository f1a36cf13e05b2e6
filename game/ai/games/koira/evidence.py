"""How Expert reads Koira's opponents: low cards laid mean high ones kept; a draw means nothing beat.

Koira hides different things in its two phases, and each phase's decisions
speak of what that phase hides.

**Phase one** hides each opponent's hand (three cards, drawn from the stock
after every trick) and the stock.  The rule bot (:mod:`.bot`) lays its lowest
card, takes a trick of two or more high cards or trumps with its cheapest
winner when it closes the round, and turns up the stock's top card when its
lowest is a queen or better.  So a seat that laid a six held nothing under a
six then; one that turned up held only queens, kings and aces; one that closed
a rich round without taking it held nothing that would have.  What is not seen
is which of the seat's cards were held at which decision: after each trick it
drew unseen cards, so a card it holds now may have come since.  Every deal of
the draws to the seat is alike beforehand, so going back trick by trick each
card it holds now arrived at that refill with the share of its unseen cards
drawn then.  A card's weight is its chance of having
fitted every decision made while it was held (a decision a held card does not
fit: the stray share of :func:`game.ai.likelihood.play_likelihood`, as that
model weighs a card the rule bot would not have laid), averaged over when it
came; a hand's weight is the product of its cards' weights (:func:`_card_weights`;
counting, as well, the draws a card laid later must have taken gained nothing
measurable in lab.belief).  That depends on a card's rank only, so the reading
makes a table per opponent once per view and weighing a world is a few look-ups.

**Phase two** hides only the face-down shares of tied tricks (K6): a seat's
unrevealed share cards, held since phase two began.  The rule bot beats with its
cheapest play and takes the lowest play back only when nothing beats: a seat
that drew held no share card that beat; one that beat with a trump held no
plain card that beat.  Each such decision is weighed as an Oh Hell card is:
most likely the rule bot's own, likely one of the same intent (beating rather
than drawing; when leading, a low card of a suit), now and then anything legal.
The shares a world gives a seat are few, so each seat's weight is kept per
share.

The cards laid and turned up are public, so the reading replays the game from
a stand-in deal (:func:`_tell`): a card laid that the stand-in does not put in
its player's hand is swapped in from where it lies, which changes no count,
turn or trick.  A replay that ends somewhere else than the view (a position set
up mid-game) reads nothing: such a view is sampled plainly.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ....engine import Action, ActionKind, Card, HandState
from ....engine.hidden import hand_location
from ....engine.koira import DRAW, KoiraHand, KoiraView
from ....engine.koira.moves import Pile, plays_for
from ...inference import Reading
from ...likelihood import AIM, INTENT, STRAY
from .bot import RANK, TRUMP_COST, _beats, _goes_out_whole, _lowest_first

_PLAY = ActionKind.PLAY
_TURNUP = ActionKind.TURNUP
HIGH = RANK["Q"]
"""The rule bot turns the stock's top card up when its lowest card is this high, and counts such cards worth taking."""
TOP = len(RANK) - 1


def choice_likelihood(action: Action, legal: Sequence[Action], sensible: Sequence[Action], choice: Action) -> float:
    """:func:`game.ai.likelihood.play_likelihood` for a move of one or more cards or a draw (the same shares)."""
    group = sensible or legal
    aimed = AIM * (action is choice) + (1 - AIM) / len(group) * (action in group)
    intent = INTENT * aimed + (1 - INTENT) / len(legal)
    return (1 - STRAY) * intent + STRAY / len(legal)


def misfit(legal: int) -> float:
    """How much less likely a decision is when a held card does not fit it: a stray card against the bot's own,
    among ``legal`` moves (no group of sensible ones)."""
    odd = (1 - STRAY) * (INTENT * (1 - AIM) / legal + (1 - INTENT) / legal) + STRAY / legal
    own = (1 - STRAY) * (INTENT * (AIM + (1 - AIM) / legal) + (1 - INTENT) / legal) + STRAY / legal
    return odd / own


# --------------------------------------------------------------------------- what the replay leaves


@dataclass(frozen=True, slots=True)
class Laid:
    """Phase one: a seat's decision, as the ranks a card held then may have and still fit it."""

    fits: tuple[bool, ...]
    misfit: float


@dataclass(frozen=True, slots=True)
class Drawn:
    """Phase one: a seat filled up from the stock; ``share`` of its unseen cards after were drawn now."""

    share: float


@dataclass(slots=True)
class Shed:
    """Phase two: a seat's decision; ``fixed`` is its hand then less the share cards it still holds unseen now."""

    fixed: list[Card]
    top: Pile | None
    theirs: tuple[Card, ...]
    """The next seat's cards everyone knew (all the rule bot reads of them)."""
    action: Action


@dataclass(slots=True)
class Story:
    """One view's replay: phase one's table of card weights per opponent, phase two's decisions per opponent."""

    cards: dict[int, dict[Card, float]] = field(default_factory=dict)
    sheds: dict[int, list[Shed]] = field(default_factory=dict)
    known: dict[int, frozenset[Card]] = field(default_factory=dict)
    memo: dict[tuple[int, tuple[Card, ...]], float] = field(default_factory=dict)

    @property
    def shown(self) -> bool:
        return bool(self.cards) or any(self.sheds.values())


# --------------------------------------------------------------------------- the reading


def koira_evidence(view: KoiraView, world: HandState) -> float:
    """The log-likelihood of the opponents' decisions so far, were ``world`` the true deal."""
    story = _story(view)
    if story is None:
        return 0.0
    hands: Sequence[Sequence[Card]] = world.hands  # type: ignore[attr-defined]
    total = 0.0
    for seat, weights in story.cards.items():
        for card in hands[seat]:
            total += weights[card]
    for seat, sheds in story.sheds.items():
        known = story.known[seat]
        secret = tuple(sorted((c for c in hands[seat] if c not in known), key=_order))
        key = (seat, secret)
        log = story.memo.get(key)
        if log is None:
            log = story.memo[key] = _shed_log(view, sheds, list(secret))
        total += log
    return total


def koira_shown(view: KoiraView) -> bool:
    """Whether an opponent has made a decision that speaks of what it hides from this seat."""
    story = _story(view)
    return story is not None and story.shown


def _order(card: Card) -> tuple[int, int]:
    return (ord((card.suit or " ")[0]), RANK.get(card.rank, -1))


def _shed_log(view: KoiraView, sheds: Sequence[Shed], secret: list[Card]) -> float:
    """Phase two: the log-likelihood of one seat's decisions were ``secret`` its unseen share cards."""
    table = view.world
    assert isinstance(table, KoiraHand)
    trump, key = view.trump, table.key
    total = 0.0
    for shed in sheds:
        hand = sorted(shed.fixed + secret, key=key)
        plays = plays_for(hand, shed.top, trump, table.table, table.play_rules)
        legal = plays if shed.top is None else [*plays, DRAW]
        if len(legal) < 2:
            continue
        action = next((a for a in legal if a == shed.action), None)
        if action is None:
            continue
        choice, sensible = _shed_choice(hand, plays, shed, trump)
        total += math.log(choice_likelihood(action, legal, sensible, choice))
    return total


def _shed_choice(hand: Sequence[Card], plays: list[Action], shed: Shed,
                 trump: str | None) -> tuple[Action, list[Action]]:
    """The rule bot's move in phase two and the moves of the same intent (:func:`.bot.koira`)."""
    out = [a for a in plays if len(a.cards) == len(hand)]
    if out:
        return out[0], out
    leading, theirs = shed.top is None, shed.theirs
    freeing = ({a for a in plays if _beats(theirs[0], a.cards[-1], trump)}
               if leading and _goes_out_whole(theirs) else set())

    def cost(action: Action) -> float:
        low = action.cards[0]
        value = (TRUMP_COST if low.suit == trump else 0) + RANK[low.rank] - 3 * (len(action.cards) - 1)
        if leading and not any(_beats(c, action.cards[-1], trump) for c in theirs):
            value += 10
        return value + 100 * (action in freeing)

    choice = min(plays, key=cost)
    if not leading:
        return choice, plays
    pool = [a for a in plays if a not in freeing] or plays
    return choice, _lowest_first(pool, hand) or pool


# --------------------------------------------------------------------------- phase one's weights


def _card_weights(events: Sequence[Laid | Drawn]) -> list[float]:
    """Each rank's log weight for a card one seat holds now, from its decisions and refills in order."""
    out = []
    for rank in range(TOP + 1):
        came, stayed, fitted = 0.0, 1.0, 1.0
        for event in reversed(events):
            if isinstance(event, Laid):
                if not event.fits[rank]:
                    fitted *= event.misfit
            else:
                came += stayed * event.share * fitted
                stayed *= 1 - event.share
        out.append(math.log(came + stayed * fitted))
    return out


def _fits(replay: KoiraHand, action: Action) -> tuple[bool, ...] | None:
    """The ranks a card held with ``action`` may have for the rule bot to have chosen ``action`` (``None``: no
    hand of the seat's would have made it the bot's, so it says nothing)."""
    rounds = replay.round_cards
    best = max((RANK[c.rank] for c in rounds.values()), default=-1)
    trump = replay.trump
    worth = sum(1 for _, c in replay.trick if RANK[c.rank] >= HIGH or (trump is not None and c.suit == trump))
    take = len(rounds) == len(replay.contenders) - 1 and worth >= 2
    free = replay.may_turn_up()
    if action.kind == _TURNUP:
        low, high = HIGH, best if take else TOP
    else:
        laid = RANK[action.cards[0].rank]
        if take and laid > best:
            return tuple(r <= best or r >= laid for r in range(TOP + 1))
        if free and laid >= HIGH:
            return None
        low, high = laid, best if take else TOP
    if low > high:
        return None
    return tuple(low <= r <= high for r in range(TOP + 1))


# --------------------------------------------------------------------------- the replay


_CACHE: dict[int, tuple[KoiraView, Story | None]] = {}
"""The last few views' stories: a search weighs hundreds of worlds for one view."""


def _story(view: KoiraView) -> Story | None:
    hit = _CACHE.get(id(view))
    if hit is not None and hit[0] is view:
        return hit[1]
    story = _tell(view)
    if len(_CACHE) >= 8:
        _CACHE.clear()
    _CACHE[id(view)] = (view, story)
    return story


def _tell(view: KoiraView) -> Story | None:
    """Replay the view's game from a stand-in deal and gather what its opponents' decisions say."""
    table = view.world
    if not isinstance(table, KoiraHand) or table.phase == "over":
        return None
    me, players = view.seat, view.players
    deck = table.rules.deck.cards()
    if view.trump_card is not None:  # the last stock card is the one everyone saw
        deck.remove(view.trump_card)
        deck.append(view.trump_card)
    size = table.hand_size
    replay = KoiraHand(table.rules, table.options, players, table.dealer, random.Random(0),
                       hands=[deck[i * size:(i + 1) * size] for i in range(players)], stack=deck[players * size:])
    hidden = view.hidden
    secretive = {s for s in range(players) if s != me and hidden.sizes.get(hand_location(s), 0)
                 > len(hidden.known.get(hand_location(s), ()))} if table.phase == "two" else set()
    events: dict[int, list[Laid | Drawn]] = {s: [] for s in range(players) if s != me}
    sheds: dict[int, list[Shed]] = {s: [] for s in secretive}
    revealed: dict[int, list[list[Card]]] = {s: [] for s in secretive}
    turned = list(table.turned)
    for action in table.log:
        seat = replay.turn
        if seat is None:
            return None
        if replay.phase == "one":
            if not _bring_one(replay, seat, action, turned):
                return None
            if seat != me and len(replay.hands[seat]) + replay.may_turn_up() > 1:
                fits = _fits(replay, action)
                if fits is not None:
                    events[seat].append(Laid(fits, misfit(len(replay.hands[seat]) + replay.may_turn_up())))
            before = [Counter(h) for h in replay.hands]
            replay.advance(action)
            if replay.phase == "one":
                _note_draws(replay, before, events)
            continue
        if action.kind == _PLAY and not _bring_two(replay, seat, action.cards):
            return None
        if seat in secretive:
            sheds[seat].append(_shed(replay, seat, action))
            revealed[seat].append([c for c in action.cards if c in replay.secret])
        replay.advance(action)
    if not _same(replay, view):
        return None
    story = Story()
    if table.phase == "one":
        for seat, seen in events.items():
            if not any(isinstance(e, Laid) for e in seen):
                continue  # nothing it decided says anything of its hand
            logs = _card_weights(seen)
            story.cards[seat] = {c: logs[RANK[c.rank]] for c in table.rules.deck.cards()}
    for seat in secretive:
        later: list[Card] = []
        for shed, cards in zip(reversed(sheds[seat]), reversed(revealed[seat]), strict=True):
            later += cards
            shed.fixed += later
        story.sheds[seat] = sheds[seat]
        story.known[seat] = frozenset(hidden.known.get(hand_location(seat), ()))
    return story


def _shed(replay: KoiraHand, seat: int, action: Action) -> Shed:
    """A phase-two decision as the rule bot met it, less the share cards still unseen (the world's to give)."""
    top = replay.ptrick[-1] if replay.ptrick else None
    nxt = next((s for s in ((seat + k) % replay.players for k in range(1, replay.players)) if replay.in_game[s]),
               None)
    secret = replay.secret
    theirs = tuple(c for c in replay.hands[nxt] if c not in secret) if nxt is not None else ()
    return Shed([c for c in replay.hands[seat] if c not in secret],
                None if top is None else Pile(top.seat, list(top.cards), top.size, top.suit), theirs, action)


def _note_draws(replay: KoiraHand, before: Sequence[Counter[Card]], events: dict[int, list[Laid | Drawn]]) -> None:
    """After a trick, each opponent's unseen draws as a share of its unseen cards."""
    for seat, seen in events.items():
        hand, public = replay.hands[seat], replay.public[seat]
        new = Counter(hand) - before[seat]
        drawn = sum(n for c, n in new.items() if c not in public)
        if drawn:
            seen.append(Drawn(drawn / sum(1 for c in hand if c not in public)))


def _bring_one(replay: KoiraHand, seat: int, action: Action, turned: list[Card]) -> bool:
    """Put the card about to be laid (or turned up) where the stand-in deal needs it; ``False`` if it cannot be."""
    stock = replay.stock
    if action.kind == _TURNUP:
        if not turned or not stock:
            return False
        card = turned.pop(0)
        if stock[0] != card:
            place = _holder(replay, card)
            if place is None:
                return False
            place[place.index(card)] = stock[0]
            stock[0] = card
        return True
    card, hand = action.cards[0], replay.hands[seat]
    if card in hand:
        return True
    spare = next((c for c in hand if c not in replay.public[seat]), None)
    place = _holder(replay, card)
    if spare is None or place is None or place is hand:
        return False
    place[place.index(card)] = spare
    hand[hand.index(spare)] = card
    return True


def _holder(replay: KoiraHand, card: Card) -> list[Card] | None:
    """The stock or hand that holds ``card`` unseen in the stand-in deal."""
    if card in replay.stock:
        return replay.stock
    return next((h for s, h in enumerate(replay.hands) if card in h and card not in replay.public[s]), None)


def _bring_two(replay: KoiraHand, seat: int, cards: Sequence[Card]) -> bool:
    """Phase two: a share card about to be laid that the stand-in gave another seat changes places with one of
    this seat's own unseen share cards (hands stay in order)."""
    hand, secret, key = replay.hands[seat], replay.secret, replay.key
    for card in cards:
        if card in hand:
            continue
        other = next((h for h in replay.hands if card in h), None)
        spare = next((c for c in hand if c in secret and c not in cards), None)
        if other is None or spare is None or card not in secret:
            return False
        other.remove(card)
        other.append(spare)
        other.sort(key=key)
        hand.remove(spare)
        hand.append(card)
        hand.sort(key=key)
    return True


def _same(replay: KoiraHand, view: KoiraView) -> bool:
    """Whether the replay has come to the view's position as everyone sees it."""
    table = view.world
    assert isinstance(table, KoiraHand)
    if (replay.phase, replay.turn, len(replay.stock)) != (table.phase, table.turn, view.stock_size):
        return False
    if [len(h) for h in replay.hands] != list(view.hand_sizes):
        return False
    if replay.phase == "one":  # (a tie shared out face up went to other piles: only their sizes are sure)
        return replay.trick == table.trick and [len(w) for w in replay.won] == [len(w) for w in table.won]
    return [(p.seat, p.cards) for p in replay.ptrick] == [(p.seat, p.cards) for p in table.ptrick]


READING = Reading(koira_evidence, koira_shown)
"""Expert's reading of Koira's decisions (:class:`game.ai.inference.Reading`)."""
