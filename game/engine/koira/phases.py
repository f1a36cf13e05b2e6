"""Koira's two phases, as a game deals and plays them: collecting cards in open tricks, then shedding them.

**Phase one** deals three cards each; everyone plays a card to each trick (or
turns up the stock's top card while two or more remain, K1), the highest rank
takes the trick, ties are played off by the tied players alone (K2, K20) and a
tie that cannot be played off is shuffled and shared among them (K6).  After
each trick everyone fills up to three from the stock, winner first (K3); the
last stock card is shown to all and its suit is trump (K4).  **Phase two** makes
each won pile its owner's hand (K8); a trick is led with a card or a sequence of
one suit, and each player in turn beats the top play (K11) or takes the lowest
play back.  Playing out your last card takes you out; the last player left is
the loser (K17).
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Mapping, Sequence
from typing import Any

from ...catalogue import N_, _
from ..actions import Action, ActionKind
from ..cards import Card, parse_cards
from ..events import CardDealt, CardPlayed, Event, HandScored, TrickWon, Why
from ..hidden import Location, shuffle
from ..rules import RuleSet
from ..state import HandState, seat_hands, take_from_deck
from .events import (
    GameLost,
    PhaseTwoBegan,
    PlayDrawn,
    PlayerOut,
    SequencePlayed,
    Split,
    StockDrawn,
    StockTurnedUp,
    TieBreak,
    TieSplit,
    TrickDiscarded,
    TrickSplit,
    TrumpRevealed,
)
from .moves import Pile, PlayRules, beats, is_sequence, table_for

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_SUIT_ONE = {"S": N_("spade"), "H": N_("heart"), "D": N_("diamond"), "C": N_("club"), "": N_("card")}
"""One card of a suit in words, for the refusals ("play a higher spade")."""
_DRAW = ActionKind.DRAW
_PLAY = ActionKind.PLAY
_TURNUP = ActionKind.TURNUP
_BY_RANK, _BY_TIE_BREAK = Why.HIGHEST, Why.TIE_BREAK

STOCK: Location = "stock"
TURN_UP = Action(_TURNUP)
DRAW = Action(_DRAW)


class KoiraPhases(HandState):
    """One game of Koira as it is dealt and played: its state, the deal, phase one's open tricks and phase
    two's shedding.  :class:`~.hand.KoiraHand` adds what the engine asks of every hand: the moves open, the
    refusals, applying a move, the score, copies and what a seat may know."""

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
                 rng: random.Random, hands: Sequence[Sequence[Card] | str] | None = None,
                 stack: Sequence[Card] | str | None = None, won: Sequence[Sequence[Card] | str] | None = None,
                 leader: int | None = None, phase: str = "one", trump: str | None = None,
                 trick: Sequence[tuple[int, Sequence[Card] | str]] = (), turn: int | None = None,
                 trick_size: int | None = None, out: Sequence[int] = (),
                 trump_card: Card | str | None = None) -> None:
        self.rules, self.options, self.players, self.dealer, self.rng = rules, options, players, dealer, rng
        self.log = []
        self.order = {r: i for i, r in enumerate(rules.deck.ranks)}
        self.table = table_for(rules.deck.ranks)
        self.key = self.table.sort_key.__getitem__
        self.hand_size = int(rules.deal["hand"])
        self.any_turn_up = options["stock_turn_up"] == "any_play"
        self.tie_split: bool = options["v1_tie_split"]
        self.trump_ends: bool = options["v2_trump_ends"]
        self.draw_one: bool = options["v4_draw_one"]
        self.count_cards = options["trick_count"] == "cards"
        self.turn_limit = int(options["turn_limit"])
        self.face_down: bool = options["split_face_down"]
        self.play_rules = PlayRules(int(options["min_sequence"]), bool(options["v3_restricted"]),
                                    str(options["v3_reading"]), rules.deck.ranks[0])
        n = players
        self.stock: list[Card] = []
        self.won: list[list[Card]] = [[] for __ in range(n)]
        self.public: list[set[Card]] = [set() for __ in range(n)]
        self.splits: list[Split] = []
        self.trump_card: Card | None = None
        self.trump: str | None = None
        self.turned: tuple[Card, ...] = ()
        """Every stock card turned up in phase one, in order: each was played face up (a reading replays them)."""
        self.trick: list[tuple[int, Card]] = []
        self.round_cards: dict[int, Card] = {}
        self.contenders: list[int] = []
        self.queue: list[int] = []
        self.first_round = True
        self.tricks_won = 0
        self.last_winner: int | None = None
        self.leader = (dealer + 1) % n if leader is None else leader % n
        self.turn: int | None = None
        self.phase = phase
        self.ptrick: list[Pile] = []
        self.trick_size = n
        self.lead_suit: str | None = None
        self.discard: list[Card] = []
        self.in_game = [True] * n
        self.out_order: list[int] = []
        self.secret: set[Card] = set()
        self.shared_with: list[frozenset[Card]] = [frozenset() for __ in range(n)]
        self.turns = 0
        self.losers: tuple[int, ...] = ()
        self.loss_reason = ""
        given = seat_hands(hands, n)
        if phase == "two":
            self._set_up_phase_two(given, trump, trick, turn, trick_size, out)
        else:
            self._deal(given, stack, seat_hands(won, n), trump_card)
            self._start_trick(self.leader)
        self.hands_dealt = [list(h) for h in self.hands]

    # -- dealing and set-ups ------------------------------------------------------
    def _deal(self, hands: list[list[Card]] | None, stack: Sequence[Card] | str | None,
              won: list[list[Card]] | None, trump_card: Card | str | None) -> None:
        stock = parse_cards(stack) if isinstance(stack, str) else None if stack is None else list(stack)
        deck = self.rules.deck.cards()
        if hands is None:
            shuffle(self.rng, deck)
            first = (self.dealer + 1) % self.players
            self.hands: list[list[Card]] = [[] for __ in range(self.players)]
            for i in range(self.hand_size * self.players):
                self.hands[(first + i) % self.players].append(deck[i])
            self.stock = deck[self.hand_size * self.players:]
            return
        self.hands = hands
        self.won = won or [[] for __ in range(self.players)]
        rest = take_from_deck(deck, [c for h in hands + self.won for c in h] + (stock or []))
        if stock is None:
            shuffle(self.rng, rest)
            self.stock = rest
        else:
            self.stock = stock
            self.won[self.leader].extend(rest)  # cards placed nowhere: already won by the leader
        if trump_card is not None:
            self.trump_card = Card.of(trump_card) if isinstance(trump_card, str) else trump_card
            self.trump = self.trump_card.suit
            for seat, hand in enumerate(self.hands):
                if self.trump_card in hand:
                    self.public[seat].add(self.trump_card)
        elif not self.stock:
            raise ValueError("with the stock used up, say which card was the trump card (trump_card=)")

    def _set_up_phase_two(self, hands: list[list[Card]] | None, trump: str | None,
                          trick: Sequence[tuple[int, Sequence[Card] | str]], turn: int | None,
                          trick_size: int | None, out: Sequence[int]) -> None:
        if hands is None or trump is None:
            raise ValueError("a phase-two position needs the hands and the trump suit")
        self.hands = [sorted(h, key=self.key) for h in hands]
        self.trump = trump
        for seat, cards in trick:
            laid = parse_cards(cards) if isinstance(cards, str) else list(cards)
            self.ptrick.append(Pile(seat, laid, len(laid), str(laid[0].suit)))
        self.lead_suit = self.ptrick[0].suit if self.ptrick else None
        used = [c for h in self.hands for c in h] + [c for p in self.ptrick for c in p.cards]
        self.discard = take_from_deck(self.rules.deck.cards(), used)
        for seat in out:
            self.in_game[seat] = False
            self.out_order.append(seat)
        self.trick_size = trick_size if trick_size is not None else sum(self.in_game)
        if self.ptrick:
            self.turn = self.leader if turn is None else turn % self.players
        else:
            self._lead_from(self.leader if turn is None else turn)

    def opening_events(self) -> list[Event]:
        first = (self.dealer + 1) % self.players
        order = [(first + k) % self.players for k in range(self.players)]
        most = max(len(h) for h in self.hands_dealt)
        return [CardDealt(s, self.hands_dealt[s][i]) for i in range(most) for s in order
                if i < len(self.hands_dealt[s])]

    # -- phase one ----------------------------------------------------------------
    def may_turn_up(self) -> bool:
        """K1: while two or more stock cards remain; on any play, or only to start a trick."""
        return len(self.stock) >= 2 and (self.any_turn_up or not self.trick)

    def _start_trick(self, leader: int) -> list[Event]:
        """Everyone with cards plays in turn from the leader (skipping the empty-handed, K5)."""
        order = [(leader + k) % self.players for k in range(self.players)]
        self.trick, self.round_cards, self.first_round = [], {}, True
        self.contenders = [s for s in order if self.hands[s]]
        if not self.contenders:
            return self._begin_phase_two()
        self.leader = self.contenders[0]
        self.queue = list(self.contenders)
        self.turn = self.queue[0]
        return []

    def _why_not_one(self, action: Action) -> str | None:
        if action == TURN_UP:
            if len(self.stock) < 2:
                return _("the stock's top card may be played only while the stock holds two or more cards")
            return None if self.may_turn_up() else _("you may play the stock's top card only to start a trick")
        if action.kind != _PLAY or action.args or len(action.cards) != 1:
            return _("play one card (e.g. 'play 9S') or 'turnup' the stock's top card, not '{action}'").format(
                action=action)
        assert self.turn is not None
        return None if action.cards[0] in self.hands[self.turn] else _("you do not hold the {card}").format(
            card=action.cards[0].name)

    def _play_one(self, seat: int, card: Card | None) -> list[Event]:
        events: list[Event]
        if card is None:
            card = self.stock.pop(0)
            self.turned += (card,)
            events = [StockTurnedUp(seat, card)]
        else:
            self.hands[seat].remove(card)
            self.public[seat].discard(card)
            events = [CardPlayed(seat, card)]
        self.trick.append((seat, card))
        self.round_cards[seat] = card
        self.queue.pop(0)
        return events + self._advance_one()

    def _advance_one(self) -> list[Event]:
        if not self.queue:
            return self._resolve_round()
        seat = self.queue[0]
        if not self.hands[seat] and not self.may_turn_up():
            return self._share_out()
        self.turn = seat
        return []

    def _resolve_round(self) -> list[Event]:
        """The highest new card wins; a tie is played off by the tied alone (K2, K20)."""
        order = self.order
        best = max(order[c.rank] for c in self.round_cards.values())
        tied = [s for s in self.contenders if order[self.round_cards[s].rank] == best]
        if len(tied) == 1:
            return self._win_trick(tied[0], _BY_RANK if self.first_round else _BY_TIE_BREAK)
        if self.tie_split and self.first_round and len(self.trick) > len(tied):
            return self._tie_split(tied)
        self.first_round = False
        self.contenders, self.queue, self.round_cards = tied, list(tied), {}
        return [TieBreak(tuple(tied)), *self._advance_one()]

    def _win_trick(self, winner: int, why: Why) -> list[Event]:
        cards = tuple(c for __, c in self.trick)
        self.won[winner].extend(cards)
        self.tricks_won += 1
        self.last_winner = winner
        won = TrickWon(winner, cards, self.tricks_won, why, self.round_cards[winner])
        return [won, *self._refill(winner), *self._start_trick(winner)]

    def _share_out(self) -> list[Event]:
        """K6: a tied player cannot play on, so the trick is shuffled and dealt among the tied."""
        tied = tuple(self.contenders)
        pool = tuple(c for __, c in self.trick)
        cards = list(pool)
        shuffle(self.rng, cards)
        shares: list[list[Card]] = [cards[i::len(tied)] for i in range(len(tied))]
        event = TrickSplit(tied, tuple(tuple(s) for s in shares))
        if self.face_down:
            self.splits.append(Split(tied, pool, shares))
        else:  # shares dealt face up: as public as any won trick
            for seat, share in zip(tied, shares, strict=True):
                self.won[seat].extend(share)
        return [event, *self._refill(tied[0]), *self._start_trick(tied[0])]

    def _tie_split(self, tied: list[int]) -> list[Event]:
        """V1: tied cards go back to hand; the last player gets the lowest other card, the tied the rest."""
        back = {self.round_cards[s] for s in tied}
        for seat in tied:
            card = self.round_cards[seat]
            self.hands[seat].append(card)
            self.public[seat].add(card)
        rest = sorted((c for __, c in self.trick if c not in back), key=lambda c: (self.order[c.rank], self.key(c)))
        last = self.trick[-1][0]
        self.won[last].append(rest[0])
        shares: list[list[Card]] = [rest[1 + i::len(tied)] for i in range(len(tied))]
        for seat, share in zip(tied, shares, strict=True):
            self.won[seat].extend(share)
        event = TieSplit(tuple(tied), last, rest[0], tuple(tuple(s) for s in shares))
        return [event, *self._refill(tied[0]), *self._start_trick(tied[0])]

    def _refill(self, first: int) -> list[Event]:
        """Up to three each, from ``first`` clockwise (K3); the last stock card is the trump card (K4)."""
        events: list[Event] = []
        for k in range(self.players):
            seat = (first + k) % self.players
            hand = self.hands[seat]
            while len(hand) < self.hand_size and self.stock:
                card = self.stock.pop(0)
                hand.append(card)
                if self.stock:
                    events.append(StockDrawn(seat, card))
                    continue
                self.trump_card, self.trump = card, card.suit
                self.public[seat].add(card)
                events.append(TrumpRevealed(seat, card))
        return events

    @property
    def trump_owner(self) -> int | None:
        card = self.trump_card
        return next((s for s in range(self.players) if card in self.public[s]), None) if card else None

    # -- phase two ----------------------------------------------------------------
    def _begin_phase_two(self) -> list[Event]:
        """Won piles become hands (K8); the last trick's winner leads (K10)."""
        self.phase = "two"
        for split in self.splits:
            for seat, share in zip(split.seats, split.shares, strict=True):
                self.won[seat].extend(share)
                self.secret.update(share)
                self.shared_with[seat] |= frozenset(split.pool)
            split.shares = [[] for __ in split.seats]
        self.hands = [sorted(w, key=self.key) for w in self.won]
        self.won = [[] for __ in range(self.players)]
        self.public = [set() for __ in range(self.players)]
        self.trick, self.round_cards, self.contenders, self.queue = [], {}, [], []
        blue = tuple(s for s in range(self.players) if not self.hands[s])
        event = PhaseTwoBegan(str(self.trump), tuple(len(h) for h in self.hands), blue)
        start = self.last_winner if self.last_winner is not None else (self.dealer + 1) % self.players
        return [event, *self._lead_from(start)]

    def _lead_from(self, start: int) -> list[Event]:
        """A new trick led by the first player in the game holding cards from ``start`` on (K9, K15, K16)."""
        self.ptrick, self.lead_suit = [], None
        self.trick_size = sum(self.in_game)
        for k in range(self.players):
            seat = (start + k) % self.players
            if self.in_game[seat] and self.hands[seat]:
                self.leader = self.turn = seat
                return []
        stuck = tuple(s for s in range(self.players) if self.in_game[s])
        return self._end(stuck, _("no cards are left to play, so everyone still in shares the loss"))

    def _top(self) -> Pile | None:
        return self.ptrick[-1] if self.ptrick else None

    def _why_not_two(self, action: Action) -> str | None:
        assert self.turn is not None
        top = self._top()
        if action == DRAW:
            return None if top is not None else _("the trick is empty: lead a card or a sequence")
        hand = self.hands[self.turn]
        if action.kind != _PLAY or action.args or not action.cards:
            if top:
                return _("play a card or sequence (e.g. 'play 6C 7C'), or 'draw', not '{action}'").format(action=action)
            return _("play a card or sequence (e.g. 'play 6C 7C'), not '{action}'").format(action=action)
        if not hand:
            return _("you hold no cards: draw the lowest play")
        for card in action.cards:
            if card not in hand:
                return _("you do not hold the {card}").format(card=card.name)
        cards = action.cards
        if len(cards) > 1:
            why = is_sequence(cards, self.order) or self.play_rules.sequence_allowed(len(cards), cards[0].rank)
            if why:
                return why
        if top is None or beats(cards, top, self.trump, self.order):
            return None
        high = top.high
        if high.suit == self.trump:
            return _("that does not beat the {card}: play a higher {suit} (a sequence's lowest card counts), "
                     "or take the lowest play").format(card=high.name, suit=self._suit(high.suit))
        return _("that does not beat the {card}: play a higher {suit} (a sequence's lowest card counts) or any "
                 "trump, or take the lowest play").format(card=high.name, suit=self._suit(high.suit))

    def _suit(self, suit: str | None) -> str:
        """One card of ``suit`` in words, in the player's language ("spade", "pata")."""
        return _(_SUIT_ONE.get(suit or "", _SUIT_ONE[""]))

    def _count(self) -> int:
        """K13: cards still in the trick (a part-taken sequence counts whole), or plays."""
        return sum(p.size for p in self.ptrick) if self.count_cards else len(self.ptrick)

    def _shed(self, seat: int, cards: Sequence[Card]) -> list[Event]:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        if self.secret:
            self.secret.difference_update(cards)
        pile = Pile(seat, list(cards), len(cards), str(cards[0].suit))
        if not self.ptrick:
            self.lead_suit = pile.suit
            trumped = False
        else:
            trumped = pile.suit == self.trump and self.ptrick[-1].suit != pile.suit
        self.ptrick.append(pile)
        events: list[Event] = [SequencePlayed(seat, tuple(cards), trumped)]
        if not hand:
            self.in_game[seat] = False
            self.out_order.append(seat)
            events.append(PlayerOut(seat))
            left = [s for s in range(self.players) if self.in_game[s]]
            if len(left) == 1:
                return events + self._end((left[0],), _("the last player left in the game"))
        ends = self.trump_ends and pile.suit == self.trump and self.lead_suit != self.trump
        if ends or self._count() >= self.trick_size:
            cards_out = tuple(c for p in self.ptrick for c in p.cards)
            self.discard.extend(cards_out)
            events.append(TrickDiscarded(seat, cards_out, ends))
            return events + self._lead_from(seat)
        return events + self._pass_turn(seat)

    def _draw(self, seat: int) -> list[Event]:
        bottom = self.ptrick[0]
        if self.draw_one:
            taken = [bottom.cards.pop(0)]
        else:
            taken, bottom.cards = bottom.cards, []
        if not bottom.cards:
            self.ptrick.pop(0)
        hand, key = self.hands[seat], self.key
        empty_handed = not hand
        for card in taken:
            insort(hand, card, key=key)
        events: list[Event] = [PlayDrawn(seat, tuple(taken), empty_handed)]
        if not self.ptrick:
            return events + self._lead_from(seat + 1)
        return events + self._pass_turn(seat)

    def _pass_turn(self, seat: int) -> list[Event]:
        for k in range(1, self.players + 1):
            other = (seat + k) % self.players
            if self.in_game[other]:
                self.turn = other
                break
        return []

    def _out_of_turns(self) -> list[Event]:
        """K17's guard against a game that never ends: the player holding the most cards loses."""
        most = max(len(self.hands[s]) for s in range(self.players) if self.in_game[s])
        worst = tuple(s for s in range(self.players) if self.in_game[s] and len(self.hands[s]) == most)
        return self._end(worst, _("still going after {turn_limit} turns: most cards held").format(
            turn_limit=self.turn_limit))

    def _end(self, losers: tuple[int, ...], reason: str) -> list[Event]:
        self.losers, self.loss_reason = losers, reason
        self.turn, self.phase = None, "over"
        return [GameLost(losers, reason), HandScored(self.hand_scores(), self.score_lines())]
