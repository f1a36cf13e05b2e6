"""Lohai (RULINGS §1): take the fewest tricks or the most, while special cards meddle.

A trick here is more than a row of cards.  Each seat has a *slot* on the table
that can grow: a Mover covered by the card drawn onto it, a Shaker covered by
the card it stole.  The top card of a slot is that seat's play.  Red cards
resolve at once and depth-first: the Mover's optional move, then its draw; the
Shaker's steal, then the victim's replacement draw, which may itself be red
and resolve for the victim.  Black cards wait for the end of the trick, where
the most recently placed one controls it.  Every choice a red or black card
asks for (``move 1 3``, ``pass``, ``steal 0``, ``give 2``) is one action of
the seat that owns it, so bots and the table drive them like any card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..catalogue import N_, _, ngettext
from .actions import Action, ActionKind, play
from .cards import Card, parse_cards
from .events import CardDealt, CardFlipped, CardPlayed, Event, HandScored, TrickWon, Why
from .hidden import Hidden, Location, hand_location, shuffle
from .match import Match, MatchResult, ranked
from .needs import DeckNeeds, Needs, choice, fixed_players, flag, number, variant_settings
from .rules import RuleSet
from .schema import Key, Path, Problems, is_int, mapping_of, record
from .state import HandState, PlayerView, TableFacts, seat_hands, take_from_deck
from .tricks import copy_rng

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_GIVE = ActionKind.GIVE
_MOVE = ActionKind.MOVE
_PASS = ActionKind.PASS
_PLAY = ActionKind.PLAY
_STEAL = ActionKind.STEAL
_BY_TRUMP, _BY_SUIT, _BY_LOWEST, _BY_HIGHEST = Why.TRUMP, Why.SUIT_LED, Why.LOWEST, Why.HIGHEST
_BY_TAKER, _BY_GIVER, _BY_LEADER = Why.TAKER, Why.GIVER, Why.LEADER

GIVER, TAKER, MOVER, SHAKER = (Card.of(c) for c in ("GIV", "TAK", "MOV", "SHK"))
BLACK = (GIVER, TAKER)
RANK_ORDER = "23456789TJQK"
PASS = Action(_PASS)

HOOKS: dict[str, dict[str, Any]] = {}
DEAL_SCHEMA = record({"hand_size": Key(mapping_of(is_int(2, 8), is_int(1, 20)), required=True)})
NEEDS = Needs(
    game="Lohai", players=(3, 4), sections=("deal",),
    deck=DeckNeeds(ranks=RANK_ORDER, in_order=True, specials=("GIV", "TAK", "MOV", "SHK"),
                   required=("GIV", "TAK", "MOV", "SHK"), priced=True),
    options={
        "target": number(1, 100_000), "mover_optional": flag(), "shaker_steal_mandatory": flag(),
        "stolen_black_retimestamp": flag(), "crazy_shakers": flag(),
        "crazy_comparison": choice("rank_only", "category_inversion"), "carryover": flag(),
        "carryover_margin": number(0, 100_000), "partnership": flag(), "partnership_target": number(1, 100_000),
    },
)
"""What Lohai reads from a rule file: ranks 2 to king in order (no aces), the four special cards, a point
value on every card, the ``deal`` section, and these options."""


def check_rules(data: Mapping[str, Any], problems: Problems) -> None:
    """Each allowed player count needs a hand size, the deck must cover the deal and a flip, and every
    variant must be one a match can finish."""
    _check_deal(data, problems)
    for path, options, players in variant_settings(data):
        _check_variant(path, options, fixed_players(data, players), problems)


def _check_variant(path: Path, options: Mapping[str, Any], players: int | None, problems: Problems) -> None:
    """Partnership needs four players at the table, and Carryover's cap must leave an award to win."""
    if options["partnership"] and players != 4:
        problems.add((*path, "players") if path[0] == "variants" else ("players",),
                     _("Partnership is for four players: fix the player count at 4"))
    target = options["partnership_target"] if options["partnership"] else options["target"]
    if options["carryover"] and target - options["carryover_margin"] < 1:
        problems.add((*path, "options") if path[0] == "variants" else path,
                     _("with Carryover the margin {margin} leaves nothing of the target {target} to award: "
                       "no hand could score").format(margin=options["carryover_margin"], target=target))


def _check_deal(data: Mapping[str, Any], problems: Problems) -> None:
    deck = data["deck"]
    size = len(deck["suits"]) * len(deck["ranks"]) * deck.get("copies", 1)
    size += sum(s.get("count", 1) for s in deck.get("specials") or ())
    sizes = data["deal"]["hand_size"]
    for players in range(data["players"]["min"], data["players"]["max"] + 1):
        path: Path = ("deal", "hand_size")
        if players not in sizes:
            problems.add(path, _("say how many cards {players} players are dealt").format(players=players))
        elif players * sizes[players] + 1 > size:
            problems.add(path, _("a deck of {size} cards cannot deal {players} × {sizes} and a flip").format(
                size=size, players=players, sizes=sizes[players]))


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """A card from the stack becomes ``seat``'s play (onto a Mover or Shaker, or for a victim)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class CardStolen(Event):
    thief: int
    victim: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickMoved(Event):
    """``by`` used a Mover to move one won trick from ``source`` to ``target``."""

    by: int
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class MoverIdle(Event):
    """A Mover that moves nothing, and the plain-words reason."""

    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class TrickGiven(Event):
    giver: int
    recipient: int


# --------------------------------------------------------------------------- the table


@dataclass(slots=True)
class Slot:
    """One seat's pile in the current trick, bottom to top, with each card's placing time."""

    seat: int
    cards: list[Card] = field(default_factory=list)
    times: list[int] = field(default_factory=list)

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def copy(self) -> Slot:
        return Slot(self.seat, list(self.cards), list(self.times))


@dataclass(frozen=True, slots=True)
class SlotView:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class LohaiView(PlayerView):
    """What one seat may know of a Lohai hand: the public table plus its own hand."""

    world: LohaiHand = field(repr=False, compare=False)
    """The redacted table, as a Lohai hand: the rule bot reads the table through it (every hand but the seat's
    is empty, as in any view's world)."""
    flipped: Card
    value: int
    trump: str | None
    tricks_won: tuple[int, ...]
    books: tuple[tuple[tuple[Card, ...], ...], ...]
    """Each seat's won tricks, oldest first: every card in them was seen face up."""
    trick: tuple[SlotView, ...]
    lead_suit: str | None
    leader: int
    pending: tuple[ActionKind, int] | None
    """A decision a special card is waiting for: ("move" | "steal" | "give", seat)."""
    stack_size: int
    pots: tuple[int, int]
    """Carryover: points riding on Lo and on Hai this hand (the flipped value included)."""
    teams: tuple[tuple[int, ...], ...]
    inverted: bool
    """Crazy Shakers: this trick is currently upside down (lowest wins)."""
    mover_eligible: tuple[bool, ...]
    voids: tuple[frozenset[str], ...]

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(trump=self.trump, has_trump=True, value=self.value, pots=self.pots, teams=self.teams,
                          tricks_won=self.tricks_won, stack_size=self.stack_size)


class LohaiHand(HandState):
    """One hand of Lohai."""

    game = "lohai"

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
                 rng: random.Random, hands: Sequence[Sequence[Card] | str] | None = None,
                 flipped: Card | str | None = None, stack: Sequence[Card] | str | None = None,
                 won: Sequence[int] | None = None, leader: int | None = None,
                 pots: tuple[int, int] = (0, 0)) -> None:
        self.rules, self.options, self.players, self.dealer, self.rng = rules, options, players, dealer, rng
        self.log = []
        self.crazy: bool = options["crazy_shakers"]
        self.pots_in = pots
        self.books: list[list[tuple[Card, ...]]] = [[] for __ in range(players)]
        self._deal(seat_hands(hands, players), flipped, stack, won)
        self.hands_dealt = [list(h) for h in self.hands]
        self.books_dealt = [list(b) for b in self.books]
        self.shown: list[tuple[int, Card, bool]] = []
        """Every card that reached the table, in order: its seat, the card, and whether it came from the stack.

        All of it was seen face up; it is what lets a reader of the view (Expert's
        inference) replay the hand from its deal in a world it has sampled."""
        self.value = rules.deck.points_of(self.flipped)
        self.trump = self.flipped.suit
        self.leader = (dealer + 1) % players if leader is None else leader
        self.first_leader = self.leader
        self.voids: list[set[str]] = [set() for __ in range(players)]
        self.scores = tuple(0 for __ in range(players))
        self.details = tuple("" for __ in range(players))
        self.next_pots = (0, 0)
        self._new_trick()

    # -- dealing ------------------------------------------------------------------
    def _deal(self, hands: list[list[Card]] | None, flipped: Card | str | None,
              stack: Sequence[Card] | str | None, won: Sequence[int] | None) -> None:
        deck = self.rules.deck.cards()
        if isinstance(flipped, str):
            flipped = Card.of(flipped)
        if hands is None:
            shuffle(self.rng, deck)
            size = self.rules.deal["hand_size"][self.players]
            if flipped is not None:  # a chosen flip, the rest dealt at random
                deck.remove(flipped)
                deck.insert(size * self.players, flipped)
            first = (self.dealer + 1) % self.players
            dealt = size * self.players
            self.hands: list[list[Card]] = [[] for __ in range(self.players)]
            for k in range(self.players):
                self.hands[(first + k) % self.players] = deck[k:dealt:self.players]
            self.flipped = deck[dealt]
            self.stack = deck[dealt + 1:]
            return
        self.hands = hands
        if flipped is None:
            raise ValueError("an exact Lohai deal needs the flipped card")
        self.flipped = flipped
        given = parse_cards(stack) if isinstance(stack, str) else list(stack or ())
        rest = take_from_deck(deck, [c for h in hands for c in h] + [self.flipped] + given)
        shuffle(self.rng, rest)
        for seat, count in enumerate(won or ()):
            for __ in range(count):
                book, rest = tuple(rest[:self.players]), rest[self.players:]
                if len(book) < self.players:
                    raise ValueError("not enough cards left in the deck for the tricks won")
                self.books[seat].append(book)
        self.stack = given + rest

    def opening_events(self) -> list[Event]:
        events: list[Event] = []
        first = (self.dealer + 1) % self.players
        for i in range(max(len(h) for h in self.hands_dealt)):
            for k in range(self.players):
                seat = (first + k) % self.players
                if i < len(self.hands_dealt[seat]):
                    events.append(CardDealt(seat, self.hands_dealt[seat][i]))
        events.append(CardFlipped(self.flipped))
        return events

    # -- the trick ----------------------------------------------------------------
    def _new_trick(self) -> None:
        self.slots: dict[int, Slot] = {}
        self.order: list[int] = []
        self.lead_suit: str | None = None
        self.clock = 0
        self.pending: tuple[ActionKind, int] | None = None
        self.turn: int | None = self.leader

    @property
    def tricks_won(self) -> list[int]:
        return [len(b) for b in self.books]

    @property
    def current_player(self) -> int | None:
        return self.turn

    def _place(self, seat: int, card: Card, time: int | None = None) -> None:
        slot = self.slots.setdefault(seat, Slot(seat))
        self.clock += 1
        slot.cards.append(card)
        slot.times.append(self.clock if time is None else time)
        if self.lead_suit is None and card.suit is not None:
            self.lead_suit = card.suit

    def _resolve(self, seat: int, card: Card, events: list[Event]) -> None:
        """A card just became ``seat``'s play: red cards act now (A7, A10)."""
        if card is MOVER:
            self._mover(seat, events)
        elif card is SHAKER:
            self._shaker(seat, events)

    def _draw_for(self, seat: int, events: list[Event]) -> None:
        if not self.stack:  # A11: only a modified deck can run dry; the play stays empty
            events.append(CardDrawn(seat, None))
            return
        card = self.stack.pop(0)
        self.shown.append((seat, card, True))
        self._place(seat, card)
        events.append(CardDrawn(seat, card))
        self._resolve(seat, card, events)

    # -- the Mover ----------------------------------------------------------------
    def mover_eligible(self, seat: int) -> bool:
        """A5/A18: in the middle of the counts (four players), or the sole Lo or Hai (three)."""
        counts = self.tricks_won
        low, high = min(counts), max(counts)
        mine = counts[seat]
        if self.players == 3:
            return (mine == low and counts.count(low) == 1) or (mine == high and counts.count(high) == 1)
        return low < mine < high

    def _moves(self) -> list[Action]:
        counts = self.tricks_won
        return [Action(_MOVE, args=(a, b)) for a in range(self.players) if counts[a]
                for b in range(self.players) if b != a]

    def _mover(self, seat: int, events: list[Event]) -> None:
        if self.mover_eligible(seat) and self._moves():
            self.pending = (_MOVE, seat)
            return
        events.append(MoverIdle(seat, self._idle_reason(seat)))
        self._draw_for(seat, events)

    def _idle_reason(self, seat: int) -> str:
        if self.players == 3:
            return _("the Mover only works for a player who is alone as Lo or as Hai")
        counts = self.tricks_won
        if counts[seat] in (min(counts), max(counts)):
            return _("the Mover only works for a player who is neither Lo nor Hai, nor tied for either")
        return _("there is no won trick to move")

    # -- the Shaker ---------------------------------------------------------------
    def stealable(self, thief: int) -> list[int]:
        """Seats whose current play a Shaker may take (A8)."""
        return [s for s in self.order_on_table() if s != thief and self.slots[s].top is not None]

    def order_on_table(self) -> list[int]:
        return [s for s in self.slots]

    def _shaker(self, seat: int, events: list[Event]) -> None:
        if not self.crazy and self.stealable(seat):
            self.pending = (_STEAL, seat)
            return
        self._draw_for(seat, events)

    def _steal(self, thief: int, victim: int, events: list[Event]) -> None:
        card = self._take_top(thief, victim)
        events.append(CardStolen(thief, victim, card))
        self._draw_for(victim, events)

    def _take_top(self, thief: int, victim: int) -> Card:
        """``victim``'s card on the table becomes ``thief``'s play; a black card keeps its time (A8, A12)."""
        slot = self.slots[victim]
        card = slot.cards.pop()
        placed = slot.times.pop()
        keep_time = card in BLACK and not self.options["stolen_black_retimestamp"]
        self._place(thief, card, placed if keep_time else None)
        return card

    def winner_after_steal(self, thief: int, victim: int) -> int:
        """Who would hold the trick were ``thief``'s Shaker to take ``victim``'s card with nobody left to play,
        before the victim's replacement draw (a bot asks this: the draw is hidden from it)."""
        trial = self.clone()
        trial._take_top(thief, victim)
        control = trial.controller()
        return control[0] if control is not None else trial.card_winner()

    # -- winning ------------------------------------------------------------------
    def controller(self) -> tuple[int, Card] | None:
        """The seat whose Giver or Taker was placed last, if any is showing (rule 8a, A12)."""
        best: tuple[int, int, Card] | None = None
        for slot in self.slots.values():
            top = slot.top
            if top in BLACK and (best is None or slot.times[-1] > best[0]):
                best = (slot.times[-1], slot.seat, top)
        return None if best is None else (best[1], best[2])

    def shakers_in_trick(self) -> int:
        return sum(c is SHAKER for slot in self.slots.values() for c in slot.cards)

    def inverted(self) -> bool:
        return self.crazy and self.shakers_in_trick() % 2 == 1

    def _suited_plays(self) -> list[tuple[int, Card, int]]:
        return [(s.seat, s.cards[-1], s.times[-1]) for s in self.slots.values()
                if s.cards and s.cards[-1].suit is not None]

    def card_winner(self) -> int:
        """Who wins on the cards alone: trump, then lead suit; or upside down (A23)."""
        return self._card_decision()[0]

    def _card_decision(self) -> tuple[int, Why, Card | None]:
        """Who wins on the cards alone, by which rule, with which card (for the trick's callout)."""
        plays = self._suited_plays()
        if not plays:
            return self.leader, _BY_LEADER, None
        lead = self.lead_suit
        if self.inverted():
            best = self._lowest(plays, lead)
            return best[0], _BY_LOWEST, best[1]
        best = self._highest(plays, lead)
        suit = best[1].suit
        return best[0], (_BY_TRUMP if suit == self.trump else _BY_SUIT if suit == lead else _BY_HIGHEST), best[1]

    def would_win(self, seat: int, card: Card) -> bool:
        """Whether ``card``, laid by ``seat`` now, would win the trick on the cards alone (bots ask this)."""
        if card.suit is None:
            return False
        plays = [*self._suited_plays(), (seat, card, self.clock + 1)]
        return self._winner_of(plays, self.lead_suit or card.suit) == seat

    def _winner_of(self, plays: list[tuple[int, Card, int]], lead: str | None) -> int:
        if not plays:
            return self.leader
        if self.inverted():
            return self._lowest(plays, lead)[0]
        return self._highest(plays, lead)[0]

    def _highest(self, plays: list[tuple[int, Card, int]], lead: str | None) -> tuple[int, Card, int]:
        trumps = [p for p in plays if p[1].suit == self.trump]
        pool = trumps or [p for p in plays if p[1].suit == lead] or plays
        return max(pool, key=lambda p: RANK_ORDER.index(p[1].rank))

    def _lowest(self, plays: list[tuple[int, Card, int]], lead: str | None) -> tuple[int, Card, int]:
        def category(card: Card) -> int:
            if self.options["crazy_comparison"] == "rank_only":
                return 0
            if card.suit == self.trump:
                return 2
            return 1 if card.suit == lead else 0
        return min(plays, key=lambda p: (category(p[1]), RANK_ORDER.index(p[1].rank), -p[2]))

    def _complete(self, events: list[Event]) -> None:
        control = self.controller()
        if control is not None and control[1] is GIVER:
            self.pending = (_GIVE, control[0])
            self.turn = control[0]
            return
        if control is not None:
            self._award(control[0], _BY_TAKER, control[1], events)
            return
        self._award(*self._card_decision(), events)

    def _award(self, winner: int, why: Why, decider: Card | None, events: list[Event]) -> None:
        cards = tuple(c for slot in self.slots.values() for c in slot.cards)
        self.books[winner].append(cards)
        events.append(TrickWon(winner, cards, sum(self.tricks_won), why, decider))
        self.leader = winner
        self._new_trick()
        if not self.hands[winner]:
            self._score(events)

    # -- scoring ------------------------------------------------------------------
    def _score(self, events: list[Event]) -> None:
        self.turn = None
        counts = self.tricks_won
        scores = [0] * self.players
        lines = [ngettext("{count} trick", "{count} tricks", n).format(count=n) for n in counts]
        if self.players == 3:
            scorer = three_player_scorer(counts)
            scores[scorer] = self.value
            where = _("in the middle") if len(set(counts)) == 3 else _("the odd one out")
            lines[scorer] += f": {where}, +{self.value}"
        else:
            lo_pot, hai_pot = (p + self.value for p in self.pots_in) if self.options["carryover"] else (
                self.value, self.value)
            cap = self.award_cap()
            next_pots = [0, 0]
            for index, (name, target) in enumerate(((_("Lo"), min(counts)), (_("Hai"), max(counts)))):
                pot = (lo_pot, hai_pot)[index]
                holders = [s for s in range(self.players) if counts[s] == target]
                if len(holders) == 1:
                    award = min(pot, cap)
                    scores[holders[0]] += award
                    lines[holders[0]] += f": {name}, +{award}"
                elif self.options["carryover"]:
                    next_pots[index] = pot
            self.next_pots = (next_pots[0], next_pots[1])
        self.scores, self.details = tuple(scores), tuple(lines)
        events.append(HandScored(self.scores, self.details))

    def award_cap(self) -> int:
        """The most one Lo or Hai award pays: target less the margin with Carryover (A22), else no limit."""
        if not self.options["carryover"]:
            return 10**9
        target = self.options["partnership_target"] if self.options["partnership"] else self.options["target"]
        return int(target) - int(self.options["carryover_margin"])

    def hand_scores(self) -> tuple[int, ...]:
        return self.scores

    def score_lines(self) -> tuple[str, ...]:
        return self.details

    # -- legality -----------------------------------------------------------------
    def legal_cards(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        lead = self.lead_suit
        if lead is None:
            return list(hand)
        following = [c for c in hand if c.suit == lead or c.suit is None]
        if any(c.suit == lead for c in following):
            return following
        return list(hand)

    def _legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        if self.pending is None:
            return [play(c) for c in dict.fromkeys(self.legal_cards(self.turn))]
        kind, seat = self.pending
        if kind == _MOVE:
            moves = self._moves()
            return [*moves, PASS] if self.options["mover_optional"] else moves
        if kind == _STEAL:
            steals = [Action(_STEAL, args=(v,)) for v in self.stealable(seat)]
            return steals if self.options["shaker_steal_mandatory"] else [*steals, PASS]
        return [Action(_GIVE, args=(r,)) for r in range(self.players) if r != seat]

    def _why_not(self, action: Action) -> str | None:
        if self.pending is not None:
            return self._why_not_decision(action)
        if action.kind != _PLAY or len(action.cards) != 1:
            return _("it is your turn to play a card, not '{action}'").format(action=action)
        card = action.cards[0]
        assert self.turn is not None
        if card not in self.hands[self.turn]:
            return _("you do not hold the {card}").format(card=card.name)
        if card not in self.legal_cards(self.turn):
            return _("you must follow {suit} or play a special card").format(suit=_(_SUIT_WORDS[self.lead_suit or ""]))
        return None

    def _why_not_decision(self, action: Action) -> str | None:
        assert self.pending is not None
        kind, seat = self.pending
        if kind == _MOVE:
            if action == PASS:
                return None if self.options["mover_optional"] else _("with this Mover you must move a trick")
            if action.kind != _MOVE or len(action.args) != 2:
                return _("your Mover may move a won trick: say 'move FROM TO', or 'pass' to just draw")
            a, b = action.args
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < self.players and 0 <= b < self.players):
                return _("name two seats at this table")
            if a == b:
                return _("a trick must move to a different player")
            if not self.tricks_won[a]:
                return _("{seat} has no trick to move").format(seat=self._seat_name(a))
            return None
        if kind == _STEAL:
            if action == PASS and not self.options["shaker_steal_mandatory"]:
                return None
            if action.kind != _STEAL or len(action.args) != 1:
                return _("your Shaker must take a card from the table: say 'steal SEAT'")
            if action.args[0] not in self.stealable(seat):
                return _("that seat has no card on the table your Shaker may take")
            return None
        if action.kind != _GIVE or len(action.args) != 1:
            return _("your Giver decides who gets this trick: say 'give SEAT'")
        target = action.args[0]
        if target == seat:
            return _("a Giver cannot give the trick to its own player")
        if not isinstance(target, int) or not 0 <= target < self.players:
            return _("name a seat at this table")
        return None

    # -- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.pending is None:
            self._play_from_hand(action.cards[0], events)
        else:
            kind, seat = self.pending
            self.pending = None
            if kind == _MOVE:
                if action.kind == _MOVE:
                    a, b = (int(x) for x in action.args)
                    self.books[b].append(self.books[a].pop())
                    events.append(TrickMoved(seat, a, b))
                self._draw_for(seat, events)
            elif kind == _STEAL:
                if action.kind == _STEAL:
                    self._steal(seat, int(action.args[0]), events)
                else:
                    self._draw_for(seat, events)
            else:
                recipient = int(action.args[0])
                events.append(TrickGiven(seat, recipient))
                self._award(recipient, _BY_GIVER, GIVER, events)
                return events
        self._advance(events)
        return events

    def _play_from_hand(self, card: Card, events: list[Event]) -> None:
        seat = self.turn
        assert seat is not None
        self.hands[seat].remove(card)
        lead = self.lead_suit
        if lead is not None and card.suit is not None and card.suit != lead:
            self.voids[seat].add(lead)
        self.order.append(seat)
        self.shown.append((seat, card, False))
        self._place(seat, card)
        events.append(CardPlayed(seat, card))
        self._resolve(seat, card, events)

    def _advance(self, events: list[Event]) -> None:
        if self.pending is not None:
            self.turn = self.pending[1]
        elif len(self.order) == self.players:
            self._complete(events)
        else:
            self.turn = (self.leader + len(self.order)) % self.players

    # -- copying and views ----------------------------------------------------------
    def clone(self) -> LohaiHand:
        new = object.__new__(LohaiHand)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.books = [list(b) for b in self.books]
        new.stack = list(self.stack)
        new.slots = {s: slot.copy() for s, slot in self.slots.items()}
        new.order = list(self.order)
        new.voids = [set(v) for v in self.voids]
        new.log = list(self.log)
        new.shown = list(self.shown)
        new.rng = copy_rng(self.rng)
        return new

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        self._legal = None
        if location == "stack":
            self.stack = list(cards)
        else:
            self.hands[int(location[4:])] = list(cards)

    def all_cards(self) -> dict[Card, int]:
        cards = [c for h in self.hands for c in h] + self.stack + [self.flipped]
        cards += [c for slot in self.slots.values() for c in slot.cards]
        cards += [c for books in self.books for book in books for c in book]
        counts: dict[Card, int] = {}
        for card in cards:
            counts[card] = counts.get(card, 0) + 1
        return counts

    def _hidden(self, seat: int) -> Hidden:
        sizes: dict[Location, int] = {"stack": len(self.stack)}
        unseen: list[Card] = list(self.stack)
        excluded: dict[Location, frozenset[Card]] = {}
        for other in range(self.players):
            if other != seat:
                sizes[hand_location(other)] = len(self.hands[other])
                unseen.extend(self.hands[other])
                if self.voids[other]:
                    excluded[hand_location(other)] = frozenset(
                        c for c in self.rules.deck.cards() if c.suit in self.voids[other])
        return Hidden(sizes=sizes, unseen=tuple(unseen), excluded=excluded)

    def teams(self) -> tuple[tuple[int, ...], ...]:
        if self.options["partnership"] and self.players == 4:
            return ((0, 2), (1, 3))
        return tuple((s,) for s in range(self.players))

    def pots(self) -> tuple[int, int]:
        if self.options["carryover"] and self.players == 4:
            return (self.pots_in[0] + self.value, self.pots_in[1] + self.value)
        return (self.value, self.value)

    def view(self, seat: int) -> LohaiView:
        hidden = self._hidden(seat)
        world = self._redacted(hidden)
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        return LohaiView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world, flipped=self.flipped, value=self.value, trump=self.trump,
            tricks_won=tuple(self.tricks_won), books=tuple(tuple(b) for b in self.books),
            trick=tuple(SlotView(s.seat, tuple(s.cards)) for s in self.slots.values()),
            lead_suit=self.lead_suit, leader=self.leader, pending=self.pending, stack_size=len(self.stack),
            pots=self.pots(), teams=self.teams(), inverted=self.inverted(),
            mover_eligible=tuple(self.mover_eligible(s) for s in range(self.players)),
            voids=tuple(frozenset(v) for v in self.voids),
        )


_SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs"), "": N_("suit")}


def three_player_scorer(counts: Sequence[int]) -> int:
    """A17: the middle of three different counts, or the one who did not tie."""
    for seat, count in enumerate(counts):
        if counts.count(count) == 1 and len(set(counts)) == 2:
            return seat
    return sorted(range(3), key=lambda s: counts[s])[1]


# --------------------------------------------------------------------------- the match


MAX_POT = 10_000
"""No Carryover pot grows near this (a hand's value is a card's points); a deal code asking more is refused."""


class LohaiMatch(Match):
    """Hands until someone reaches the target (or, in Partnership, a team both reach theirs)."""

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
                 variant: str | None = None) -> None:
        if options["partnership"] and players != 4:
            raise ValueError("Partnership Lohai is for four players")
        super().__init__(rules, options, players, seed, variant)

    def _carried(self) -> dict[str, tuple[int, ...]]:
        """Carryover's pots: what a hand's tied Lo or Hai left for the next."""
        if not self.options["carryover"]:
            return {}
        previous = getattr(self, "state", None)
        return {"pots": previous.next_pots if isinstance(previous, LohaiHand) else (0, 0)}

    def _check_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        if any(not 0 <= pot <= MAX_POT for pot in terms.get("pots", ())):
            raise ValueError(f"the pots should be from 0 to {MAX_POT} points")

    def _deal(self) -> LohaiHand:
        pots = self.terms.get("pots", (0, 0))
        return LohaiHand(self.rules, self.options, self.players, self.dealer, self._hand_rng(),
                         pots=(pots[0], pots[1]))

    def _over(self, totals: Sequence[int]) -> bool:
        if self.options["partnership"]:
            return bool(self._complete_teams(totals))
        return max(totals) >= int(self.options["target"])

    def _complete_teams(self, totals: Sequence[int]) -> list[tuple[int, int]]:
        goal = self.options["partnership_target"]
        return [team for team in ((0, 2), (1, 3)) if min(totals[s] for s in team) >= goal]

    def _result(self, totals: Sequence[int]) -> MatchResult:
        if self.options["partnership"]:
            teams = self._complete_teams(totals)

            def strength(team: tuple[int, int]) -> tuple[int, int]:
                return (min(totals[s] for s in team), sum(totals[s] for s in team))
            best = max(strength(t) for t in teams)
            winners = tuple(sorted(s for t in teams if strength(t) == best for s in t))
        else:
            top = max(totals)
            winners = tuple(s for s in range(self.players) if totals[s] == top)
        return MatchResult(totals=tuple(totals), winners=winners, losers=(),
                           standings=ranked(totals, high_first=True))


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> LohaiMatch:
    return LohaiMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> LohaiHand:
    """An exact position: ``hands``, ``flipped``, ``stack`` (top first), ``won`` (trick counts,
    filled from the rest of the deck), ``leader`` and Carryover ``pots``."""
    return LohaiHand(rules, options, players, dealer, rng, **setup)
