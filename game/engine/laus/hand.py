"""One hand of Laus: the skat (three players only), the tricks with jacks as trumps, the score, and a
seat's view of it (which reads the hand it was made from, so it lives beside it)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from ...catalogue import _, and_list, ngettext
from ..actions import Action, ActionKind
from ..cards import Card, all_of_rank, parse_cards
from ..events import CardDealt, Event, Why
from ..hidden import REDACTED, Hidden, Location, shuffle
from ..rules import RuleSet
from ..state import PlayerView, TableFacts, seat_hands, take_from_deck
from ..tricks import Play, TrickHand, TrickRecord, highest, trump_or_suit
from .events import Phase, SkatDealt, SkatDiscarded, SkatLooked, SkatPassed, SkatTurn, SkatWon
from .rule_file import HOOKS, SKAT_MARK
from .table import TRUMP, doubling_words, raw_points, table_for

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_DISCARD = ActionKind.DISCARD
_LOOK = ActionKind.LOOK
_PASS = ActionKind.PASS

SKAT: Location = "skat"
LOOK = Action(_LOOK)
PASS = Action(_PASS)


@dataclass(frozen=True, slots=True)
class LausView(PlayerView):
    """What one seat may know of a Laus hand: the public table plus its own hand and discards."""

    phase: str
    skat_size: int
    skat_order: tuple[int, ...]
    looked: tuple[int, ...]
    passed: tuple[int, ...]
    passes: int
    tricks_won: tuple[int, ...]
    trick: tuple[Play, ...]
    lead_suit: str | None
    tricks: tuple[TrickRecord, ...]
    voids: tuple[frozenset[str], ...]
    discarded: tuple[Card, ...]
    """The cards this seat put back into the skat, if it looked."""

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(phase=self.phase, tricks_won=self.tricks_won)

    @property
    def won(self) -> Sequence[Sequence[Card]]:
        """Each seat's cards taken in tricks so far: every trick is played face up, so the table knows them."""
        world = self.world
        assert isinstance(world, LausHand)
        return world.won


class LausHand(TrickHand):
    """One hand of Laus: the skat (three players only), ten or eight tricks, the score."""

    game = "laus"

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
                 rng: random.Random, hands: Sequence[Sequence[Card] | str] | None = None,
                 stack: Sequence[Card] | str | None = None, won: Sequence[Sequence[Card] | str] | None = None,
                 passed: Sequence[int] | None = None, leader: int | None = None) -> None:
        self.rules, self.options, self.players, self.dealer, self.rng = rules, options, players, dealer, rng
        self.log = []
        self.table = table_for(rules)
        self.multiplier: Callable[[int, int], int] = HOOKS["multiplier_stacking"][options["multiplier_stacking"]]
        deal = rules.deal["hands"][players]
        self.hand_size: int = deal["cards"]
        self.skat_size: int = deal.get("skat", 0)
        plain: list[int | str] = [self.hand_size, SKAT_MARK] if self.skat_size else [self.hand_size]
        self.batches: tuple[int | str, ...] = tuple(deal.get("batches") or plain)
        self.trump, self.lead_suit, self.trick, self.tricks = TRUMP, None, [], []
        self.voids = [set() for __ in range(players)]
        self.scores = tuple(0 for __ in range(players))
        self.score_details = tuple("" for __ in range(players))
        self.skat_turns: list[SkatTurn] = []
        self.skat_queue: list[int] = []
        self.passes = 0
        self.skat_winner: int | None = None
        self.tricks_won = [0] * players
        self._deal(hands, stack, won)
        self.hands_dealt = [list(h) for h in self.hands]
        self.skat_dealt = list(self.skat)
        if won is not None or passed is not None or leader is not None:
            self._resume(passed, leader)
        elif self.skat_size:
            self._open_skat()
        else:
            self._start_play(self.first)

    @property
    def first(self) -> int:
        """The dealer's left: first to decide on the skat and first to lead."""
        return (self.dealer + 1) % self.players

    # -- dealing ------------------------------------------------------------------
    def _deal(self, hands: Sequence[Sequence[Card] | str] | None, stack: Sequence[Card] | str | None,
              won: Sequence[Sequence[Card] | str] | None) -> None:
        skat = parse_cards(stack) if isinstance(stack, str) else None if stack is None else list(stack)
        if skat is not None and len(skat) != self.skat_size:
            raise ValueError(f"the skat holds {self.skat_size} cards for {self.players} players, not {len(skat)}")
        piles = seat_hands(won, self.players) or [[] for __ in range(self.players)]
        given = seat_hands(hands, self.players)
        self.won = piles
        if given is None:
            if won is not None:
                raise ValueError("give the hands too when giving won piles")
            rest = take_from_deck(self.rules.deck.cards(), skat or [])
            shuffle(self.rng, rest)
            self.hands, self.skat = self._deal_batches(rest, skat)
            return
        rest = take_from_deck(self.rules.deck.cards(), [c for h in given + piles for c in h] + (skat or []))
        if skat is None:
            skat, rest = rest[:self.skat_size], rest[self.skat_size:]
        if rest:
            raise ValueError(f"these cards are in no hand, pile or skat: {' '.join(map(str, rest))}")
        if len({len(h) for h in given}) != 1:
            raise ValueError("every hand must hold the same number of cards")
        self.hands, self.skat = given, skat

    def _deal_batches(self, deck: list[Card], skat: list[Card] | None) -> tuple[list[list[Card]], list[Card]]:
        """Deal a shuffled deck in the rule file's batches, from the dealer's left."""
        hands: list[list[Card]] = [[] for __ in range(self.players)]
        for batch in self.batches:
            if batch == SKAT_MARK:
                skat = skat if skat is not None else [deck.pop() for __ in range(self.skat_size)]
                continue
            for k in range(self.players):
                hands[(self.first + k) % self.players].extend(deck.pop() for __ in range(int(batch)))
        assert not deck, "the rule file's batches deal the whole deck"
        return hands, skat if skat is not None else []

    def _resume(self, passed: Sequence[int] | None, leader: int | None) -> None:
        """Start a test position in mid-play: the skat settled (``passed`` seats passed, the rest
        looked) and the ``won`` piles already taken, whole tricks each."""
        if (passed and not self.skat_size) or not set(passed or ()) <= set(range(self.players)):
            raise ValueError(f"no such skat passes for {self.players} players: {passed}")
        if self.skat_size:
            self.skat_turns = [SkatTurn(seat, seat not in (passed or ())) for seat in self._skat_order()]
            self.passes = len(set(passed or ()))
        if self.passes < len(self.skat_turns) and any(c in self.table.forbidden for c in self.skat):
            raise ValueError(f"after a look the skat holds no card of rank {'/'.join(self.table.forbidden_ranks)}")
        if any(len(pile) % self.players for pile in self.won):
            raise ValueError(f"each won pile must hold whole tricks of {self.players} cards")
        self.tricks_won = [len(pile) // self.players for pile in self.won]
        if len(self.hands[0]) + sum(self.tricks_won) != self.hand_size:
            raise ValueError(f"the hands and the tricks won do not add up to {self.hand_size} tricks")
        self._start_play(self.first if leader is None else leader % self.players)

    def opening_events(self) -> list[Event]:
        events: list[Event] = []
        dealt = 0
        for batch in self._event_batches():
            if batch == SKAT_MARK:
                events.append(SkatDealt(len(self.skat_dealt)))
                continue
            for k in range(self.players):
                seat = (self.first + k) % self.players
                events.extend(CardDealt(seat, c) for c in self.hands_dealt[seat][dealt:dealt + int(batch)])
            dealt += int(batch)
        return events

    def _event_batches(self) -> Sequence[int | str]:
        size = len(self.hands_dealt[0])
        if sum(int(b) for b in self.batches if b != SKAT_MARK) == size:
            return self.batches
        return [size, SKAT_MARK] if self.skat_dealt else [size]

    # -- the skat -----------------------------------------------------------------
    def _skat_order(self) -> list[int]:
        return [(self.first + k) % self.players for k in range(self.players)]

    def _open_skat(self) -> None:
        self.phase = Phase.SKAT
        self.skat_queue = self._skat_order()
        self.leader = self.turn = self.first

    def _discard_actions(self) -> list[Action]:
        """Every pair of cards that may go back, each pair once, its cards in deck order."""
        assert self.turn is not None
        table = self.table
        eligible = sorted((c for c in self.hands[self.turn] if c not in table.forbidden), key=table.order.__getitem__)
        return [Action(_DISCARD, pair) for pair in dict.fromkeys(combinations(eligible, 2))]

    def _why_not_skat(self, action: Action) -> str | None:
        if action in (LOOK, PASS):
            return None
        return _("first decide on the skat: 'look' to take it up or 'pass' to double the hand, not '{action}'").format(
            action=action)

    def _why_not_discard(self, action: Action) -> str | None:
        if action.kind != _DISCARD or len(action.cards) != 2 or action.args:
            return _("put two cards back into the skat, e.g. 'discard 7S 8S', not '{action}'").format(action=action)
        assert self.turn is not None
        hand = self.hands[self.turn]
        for card in action.cards:
            if card not in hand:
                return _("you do not hold the {card}").format(card=card.name)
            if action.cards.count(card) > hand.count(card):
                return _("you hold only one {card}").format(card=card.name)
        if any(c in self.table.forbidden for c in action.cards):
            return _("{cards} may not go to the skat").format(
                cards=and_list([all_of_rank(r) for r in self.table.forbidden_ranks]))
        return None

    def _look(self) -> list[Event]:
        seat = self.skat_queue[0]
        taken = tuple(self.skat)
        self.hands[seat].extend(taken)
        self.skat = []
        self.skat_turns.append(SkatTurn(seat, True))
        self.phase = Phase.DISCARD
        return [SkatLooked(seat, taken)]

    def _discard(self, cards: Sequence[Card]) -> list[Event]:
        seat = self.skat_queue[0]
        back = tuple(sorted(cards, key=self.table.order.__getitem__))
        for card in back:
            self.hands[seat].remove(card)
        self.skat = list(back)
        self.skat_turns[-1] = replace(self.skat_turns[-1], discarded=back)
        return [SkatDiscarded(seat), *self._next_decision()]

    def _pass(self) -> list[Event]:
        seat = self.skat_queue[0]
        self.passes += 1
        self.skat_turns.append(SkatTurn(seat, False))
        return [SkatPassed(seat), *self._next_decision()]

    def _next_decision(self) -> list[Event]:
        self.skat_queue.pop(0)
        if self.skat_queue:
            self.phase = Phase.SKAT
            self.turn = self.skat_queue[0]
        else:
            self._start_play(self.first)
        return []

    # -- the rules of play --------------------------------------------------------
    def suit_of(self, card: Card) -> str:
        return self.table.suit[card]

    def suit_word(self, suit: str) -> str:
        return "jacks" if suit == TRUMP else super().suit_word(suit)

    def trick_winner(self, plays: Sequence[Play]) -> int:
        """The highest trump if any was played, else the highest card of the suit led."""
        strength, suit_of = self.table.strength, self.suit_of
        best = highest(plays, strength, TRUMP, suit_of)
        if best is None:
            best = highest(plays, strength, suit_of(plays[0][1]), suit_of)
        assert best is not None, "a trick always holds a card of the led suit"
        return best[0]

    def trick_why(self, plays: Sequence[Play], winner: int) -> tuple[Why, Card | None]:
        """The highest jack (jacks are trumps), else the highest card of the suit led."""
        return trump_or_suit(plays, winner, TRUMP, self.suit_of)

    def _refusal(self, card: Card) -> str:
        lead = self.lead_suit
        if lead == TRUMP:
            return _("a jack was led: you must play a jack, and you hold one")
        if lead is not None and self.suit_of(card) == TRUMP and card.suit == lead:
            word = self.suit_word(lead)
            return _("you must follow {word}: you hold some, and the {card} is a trump, not one of the {word}").format(
                word=word, card=card.name)
        return super()._refusal(card)

    def _before_scoring(self) -> list[Event]:
        """The last trick's winner takes the skat, queens and all (C2)."""
        if not self.skat:
            return []
        seat, cards = self.leader, tuple(self.skat)
        self.won[seat].extend(cards)
        self.skat = []
        self.skat_winner = seat
        return [SkatWon(seat, cards)]

    # -- scoring ------------------------------------------------------------------
    def _score_hand(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        taken = self.tricks_won
        total = sum(taken)
        slammer = next((s for s in range(self.players) if taken[s] == total), None)
        if slammer is not None:
            return self._score_slam(slammer)
        empty = taken.count(0)
        factor = self.multiplier(self.passes, empty)
        why = _factor_text(factor, self.passes, empty)
        scores, details = [], []
        for seat in range(self.players):
            raw, how = self.raw_score(seat)
            scores.append(raw * factor)
            details.append(f"{self._took(seat)}: {how}{why} = {raw * factor}")
        return tuple(scores), tuple(details)

    def raw_score(self, seat: int) -> tuple[int, str]:
        """Card points plus queen bonuses (C6: cancelled by the same seat taking QD), and how."""
        return raw_points(self.table, self.won[seat])

    def _score_slam(self, slammer: int) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """Every trick to one seat (C5): minus the slam points, doubled only by the passes."""
        factor = self.multiplier(self.passes, 0)
        score = -self.table.slam * factor
        why = _factor_text(factor, self.passes, 0)
        scores = tuple(score if s == slammer else 0 for s in range(self.players))
        details = tuple(
            _("took every trick: -{slam}{why} = {score}").format(
                slam=self.table.slam, why=why, score=score) if s == slammer
            else _("took no tricks while another player took them all: 0")
            for s in range(self.players)
        )
        return scores, details

    def _took(self, seat: int) -> str:
        count = self.tricks_won[seat]
        if seat == self.skat_winner:
            return ngettext("took {count} trick and the skat", "took {count} tricks and the skat", count).format(
                count=count)
        return ngettext("took {count} trick", "took {count} tricks", count).format(count=count)

    # -- the protocol -------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        if self.phase == Phase.PLAY:
            return self._play_actions()
        if self.phase == Phase.SKAT:
            return [LOOK, PASS]
        if self.phase == Phase.DISCARD:
            return self._discard_actions()
        return []

    def _why_not(self, action: Action) -> str | None:
        if self.phase == Phase.SKAT:
            return self._why_not_skat(action)
        if self.phase == Phase.DISCARD:
            return self._why_not_discard(action)
        return self._why_not_play(action)

    def _apply(self, action: Action) -> list[Event]:
        if self.phase == Phase.SKAT:
            return self._look() if action == LOOK else self._pass()
        if self.phase == Phase.DISCARD:
            return self._discard(action.cards)
        return self._play(action.cards[0])

    def clone(self) -> LausHand:
        new = object.__new__(LausHand)
        new.__dict__.update(self.__dict__)
        self._copy_trick_state(new)
        new.skat = list(self.skat)
        new.skat_queue = list(self.skat_queue)
        new.skat_turns = list(self.skat_turns)
        return new

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        if location == SKAT:
            self.skat = list(cards)
        else:
            super()._set_location(location, cards)

    def _other_cards(self) -> list[Card]:
        return list(self.skat)

    # -- what a seat may know -----------------------------------------------------
    def view(self, seat: int) -> LausView:
        hidden = self.hidden_from(seat)
        world = self._redacted(hidden)
        self._scrub(world, seat)
        mine = next((t for t in self.skat_turns if t.seat == seat), None)
        return LausView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world, phase=str(self.phase), skat_size=len(self.skat),
            skat_order=tuple(self._skat_order()) if self.skat_size else (),
            looked=tuple(t.seat for t in self.skat_turns if t.looked),
            passed=tuple(t.seat for t in self.skat_turns if not t.looked), passes=self.passes,
            tricks_won=tuple(self.tricks_won), trick=tuple(self.trick), lead_suit=self.lead_suit,
            tricks=tuple(self.tricks), voids=tuple(frozenset(v) for v in self.voids),
            discarded=mine.discarded if mine else (),
        )

    def hidden_from(self, seat: int) -> Hidden:
        """Other hands and the skat, with voids, the no-queens-or-jacks skat and the seat's discards."""
        extra = {SKAT: len(self.skat)} if self.skat else {}
        base = self._hand_hidden(seat, extra, self.skat)
        excluded = dict(base.excluded)
        known: dict[Location, tuple[Card, ...]] = {}
        if SKAT in base.sizes and any(t.looked for t in self.skat_turns):
            excluded[SKAT] = self.table.forbidden
        for location, cards in self._discard_knowledge(seat, base.sizes, known).items():
            excluded[location] = excluded.get(location, frozenset()) | cards
        return Hidden(sizes=base.sizes, unseen=base.unseen, known=known, excluded=excluded)

    def _discard_knowledge(self, seat: int, sizes: Mapping[Location, int],
                           known: dict[Location, tuple[Card, ...]]) -> dict[Location, frozenset[Card]]:
        """Where the cards this seat put back can be: still in the skat, or with someone who looked later."""
        turns = self.skat_turns
        index = next((i for i, t in enumerate(turns) if t.seat == seat and t.discarded), None)
        if index is None:
            return {}
        cards = turns[index].discarded
        later = {t.seat for t in turns[index + 1:] if t.looked}
        if not later:
            if SKAT in sizes:
                known[SKAT] = cards
            return {}
        return {loc: frozenset(cards) for loc in sizes if loc != SKAT and int(loc[4:]) not in later}

    def _scrub(self, world: LausHand, seat: int) -> None:
        """Remove from a view's world the secrets that live outside the hidden locations."""
        mine = next((set(t.discarded) for t in self.skat_turns if t.seat == seat), set())
        world.skat_turns = [t if t.seat == seat else SkatTurn(t.seat, t.looked) for t in self.skat_turns]
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        world.skat_dealt = []
        world.log = [a if a.kind != _DISCARD or set(a.cards) == mine else Action(_DISCARD)
                     for a in self.log]
        world.rng = REDACTED


def _factor_text(factor: int, passes: int, empty: int) -> str:
    words = doubling_words(factor, passes, empty)
    return f", {words}" if words else ""
