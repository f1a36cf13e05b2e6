"""What the trick-taking games share: following suit, winning tricks, voids.

:class:`TrickHand` plays the card-play phase of a plain trick game.  A game
says what "suit" a card follows as (Laus's jacks follow as trumps), how strong
a card is, which cards may be played at any time (Oh Hell's jokers) and who
wins a trick; this class keeps the hands, the trick, the won piles, the voids a
seat has shown, and the events of play.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..catalogue import N_, _
from .actions import _PLAY_CACHE, Action, ActionKind, play
from .cards import Card, count_cards
from .events import CardPlayed, Event, HandScored, TrickWon, Why, slot_setter
from .hidden import REDACTED, Hidden, Location, hand_location
from .state import HandState

# ActionKind and Why members this module reads, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY
_CARDS = Why.CARDS
_TRUMP = Why.TRUMP
_SUIT_LED = Why.SUIT_LED

Play = tuple[int, Card]
"""One card in a trick and the seat that played it."""


@dataclass(frozen=True, slots=True, init=False)
class TrickRecord:
    """A finished trick: who led, the plays in order, who won."""

    leader: int
    plays: tuple[Play, ...]
    winner: int

    def __init__(self, leader: int, plays: tuple[Play, ...], winner: int) -> None:
        _LEADER(self, leader)  # made at every trick of every search: see slot_setter
        _PLAYS(self, plays)
        _WINNER(self, winner)


_LEADER, _PLAYS, _WINNER = (slot_setter(TrickRecord, name) for name in ("leader", "plays", "winner"))


class TrickHand(HandState):
    """The play phase of a trick game; subclasses add bidding or a skat before it."""

    hands: list[list[Card]]
    trick: list[Play]
    leader: int
    turn: int | None
    lead_suit: str | None
    trump: str | None
    tricks_won: list[int]
    won: list[list[Card]]
    tricks: list[TrickRecord]
    voids: list[set[str]]
    phase: str
    scores: tuple[int, ...]

    # -- what a game defines ------------------------------------------------------
    printed_suits: ClassVar[bool] = False
    """Every card follows as the suit printed on it (:meth:`suit_of` is ``card.suit``): a card is laid without
    asking, which a search does thousands of times a second."""

    @abstractmethod
    def suit_of(self, card: Card) -> str | None:
        """The suit ``card`` follows as, or ``None`` for a card with no suit."""

    def is_free(self, card: Card) -> bool:
        """A card that may be played whatever was led."""
        return False

    @abstractmethod
    def trick_winner(self, plays: Sequence[Play]) -> int:
        """The seat that wins a complete trick."""

    def trick_why(self, plays: Sequence[Play], winner: int) -> tuple[Why, Card | None]:
        """The rule that gave a complete trick to ``winner``, and the card that won it, for the table's callout.

        A game that does not say leaves :attr:`Why.CARDS`; the usual games say "trump or the suit led"
        (:func:`trump_or_suit`).  It runs once a trick, in search too, so it must cost next to nothing.
        """
        return _CARDS, None

    @abstractmethod
    def _score_hand(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """Each seat's points and a line saying how, once every trick is played."""

    def _start_play(self, leader: int) -> None:
        self.phase = "play"
        self.leader = leader
        self.turn = leader

    # -- the play phase -----------------------------------------------------------
    def legal_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play to the current trick."""
        hand = self.hands[seat]
        lead = self.lead_suit
        if lead is None:
            return self._lead_cards(seat)
        suit_of = self.suit_of
        following = [c for c in hand if suit_of(c) == lead]
        if not following:
            return list(hand)
        following.extend(c for c in hand if suit_of(c) != lead and self.is_free(c))
        return following

    def _lead_cards(self, seat: int) -> list[Card]:
        """Cards that may start (or, after free cards, set the suit of) a trick."""
        return list(self.hands[seat])

    _twins: bool | None = None
    """Whether this hand's deck holds a card face twice (read once a hand, by :meth:`_play_actions`).  A flag, not
    the faces: a view's world must hold no card it could not see, even one every deck has."""

    def _play_actions(self) -> list[Action]:
        assert self.turn is not None
        cache = _PLAY_CACHE
        cards = self.legal_cards(self.turn)
        twins = self._twins
        if twins is None:
            twins = self._twins = self.rules.deck.twins and self._may_hold_twins()
        if twins and self._alike(cards):  # two cards alike are one play
            cards = list(dict.fromkeys(cards))
        try:
            return [cache[card] for card in cards]
        except KeyError:  # a card not played before in this process
            return [play(card) for card in cards]

    def _may_hold_twins(self) -> bool:
        """Whether this hand is dealt the deck's twins (a game whose options leave them out says so)."""
        return True

    def _alike(self, cards: list[Card]) -> bool:
        """Whether ``cards`` hold two cards alike (a game that knows which faces come twice looks for those)."""
        return len(set(cards)) < len(cards)

    def _why_not_play(self, action: Action) -> str | None:
        if action.kind != _PLAY or len(action.cards) != 1:
            return _("now is the time to play a card, not '{action}'").format(action=action)
        assert self.turn is not None
        card = action.cards[0]
        hand = self.hands[self.turn]
        if card not in hand:
            return _("you do not hold the {card}").format(card=card.name)
        lead = self.lead_suit
        if lead is not None and (self.suit_of(card) == lead or self.is_free(card)):
            return None
        if card in self.legal_cards(self.turn):
            return None
        return self._refusal(card)

    def _refusal(self, card: Card) -> str:
        lead = self.lead_suit
        if lead is not None:
            return _("you must follow {suit}: you hold some").format(suit=self.suit_word(lead))
        return _("the {card} may not be led now").format(card=card.name)

    def suit_word(self, suit: str) -> str:
        return _({"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}.get(suit, suit))

    def _play(self, card: Card) -> list[Event]:
        seat = self.turn
        assert seat is not None
        events: list[Event] = [CardPlayed(seat, card)]
        if self._lay(card):
            events.extend(self._finish_trick())
        return events

    def _play_quietly(self, card: Card) -> None:
        """:meth:`_play` without the events, for search (see ``HandState.advance``).

        A finished trick is closed without its callout (:meth:`trick_why`) or event, and the last one
        without the scoring event: search plays tens of thousands of tricks a second and reads none of them.
        """
        if self._lay(card):
            winner = self._close_trick()
            if not self.hands[winner]:
                self._before_scoring()
                self.turn = None
                self.phase = "over"
                self.scores = self._points()
                self._details = None  # worded when read (score_details): search never reads them

    def _lay(self, card: Card) -> bool:
        """Put the current player's ``card`` on the trick; ``True`` when that completes it."""
        seat = self.turn
        assert seat is not None
        self.hands[seat].remove(card)
        suit = card.suit if self.printed_suits else self.suit_of(card)
        lead = self.lead_suit
        if lead is None:
            if suit is not None:
                self.lead_suit = suit
        elif suit != lead and not self.is_free(card):
            self.voids[seat].add(lead)
        trick = self.trick
        trick.append((seat, card))
        if len(trick) < self.players:
            self.turn = (seat + 1) % self.players
            return False
        return True

    def _finish_trick(self) -> list[Event]:
        winner = self._close_trick()
        record = self.tricks[-1]
        why, decider = self.trick_why(record.plays, winner)
        cards = tuple([card for __, card in record.plays])
        events: list[Event] = [TrickWon(winner, cards, sum(self.tricks_won), why, decider)]
        if not self.hands[winner]:
            events.extend(self._end_of_play())
        return events

    def _close_trick(self) -> int:
        """Give the complete trick to its winner, who leads next; returns the winner.

        The state change of finishing a trick, shared by :meth:`_finish_trick` and the quiet path.
        """
        trick = self.trick
        winner = self.trick_winner(trick)
        self.tricks.append(TrickRecord(self.leader, tuple(trick), winner))
        self.tricks_won[winner] += 1
        self.won[winner].extend([card for __, card in trick])
        self.trick = []
        self.lead_suit = None
        self.leader = winner
        self.turn = winner
        return winner

    def _end_of_play(self) -> list[Event]:
        events = self._before_scoring()
        self._score()
        events.append(HandScored(self.scores, self.score_details))
        return events

    def _score(self) -> None:
        """End the hand and score it."""
        self.turn = None
        self.phase = "over"
        self.scores, self.score_details = self._score_hand()

    def _points(self) -> tuple[int, ...]:
        """Each seat's points once every trick is played, as :meth:`_score_hand` gives them.

        The quiet path scores with this alone; a game whose lines cost more than its points says it faster.
        """
        return self._score_hand()[0]

    _details: tuple[str, ...] | None

    @property
    def score_details(self) -> tuple[str, ...]:
        """One line per seat saying how the hand was scored (blank until it is)."""
        details = self._details
        if details is None:
            details = self._details = self._score_hand()[1]
        return details

    @score_details.setter
    def score_details(self, details: tuple[str, ...]) -> None:
        self._details = details

    def _before_scoring(self) -> list[Event]:
        """Events between the last trick and the score (Laus: the skat goes to the last winner)."""
        return []

    # -- protocol pieces ----------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def is_over(self) -> bool:
        return self.turn is None

    def hand_scores(self) -> tuple[int, ...]:
        return self.scores

    def score_lines(self) -> tuple[str, ...]:
        return self.score_details

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        self._legal = None
        seat = int(location[4:])
        self.hands[seat] = list(cards)

    def _hand_hidden(self, seat: int, extra_sizes: dict[Location, int] | None = None,
                     extra_cards: Sequence[Card] = ()) -> Hidden:
        """Other hands (and any extra hidden piles) with the voids shown in play."""
        sizes: dict[Location, int] = {}
        unseen: list[Card] = list(extra_cards)
        excluded: dict[Location, frozenset[Card]] = {}
        for other in range(self.players):
            if other == seat:
                continue
            location = hand_location(other)
            sizes[location] = len(self.hands[other])
            unseen.extend(self.hands[other])
            if self.voids[other]:
                excluded[location] = self._void_cards(self.voids[other])
        sizes.update(extra_sizes or {})
        return Hidden(sizes=sizes, unseen=tuple(unseen), excluded=excluded)

    def _void_cards(self, suits: set[str]) -> frozenset[Card]:
        return frozenset(c for c in self.rules.deck.cards() if self.suit_of(c) in suits and not self.is_free(c))

    def _copy_trick_state(self, new: TrickHand) -> None:
        new.hands = [list(h) for h in self.hands]
        new.trick = list(self.trick)
        new.tricks_won = list(self.tricks_won)
        new.won = [list(w) for w in self.won]
        new.tricks = list(self.tricks)
        new.voids = [set(v) for v in self.voids]
        new.log = list(self.log)
        new.rng = copy_rng(self.rng)

    def all_cards(self) -> dict[Card, int]:
        """Every card this hand knows of, wherever it lies (for conservation checks)."""
        cards: list[Card] = [c for h in self.hands for c in h]
        cards += [c for __, c in self.trick] + [c for w in self.won for c in w]
        cards += self._other_cards()
        return count_cards(cards)

    def _other_cards(self) -> list[Card]:
        return []


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in the same state (a view's :data:`REDACTED` source is shared: it has none)."""
    if rng is REDACTED:
        return rng
    new = random.Random.__new__(random.Random)  # no seeding from the system: the state is set next
    new.setstate(rng.getstate())
    return new


def highest(plays: Sequence[Play], strength: dict[Card, int], wanted: str | None,
            suit_of: Callable[[Card], str | None]) -> Play | None:
    """The strongest play whose card follows as ``wanted`` (earliest wins ties)."""
    best: Play | None = None
    for seat_card in plays:
        card = seat_card[1]
        if suit_of(card) != wanted:
            continue
        if best is None or strength[card] > strength[best[1]]:
            best = seat_card
    return best


def trump_or_suit(plays: Sequence[Play], winner: int, trump: str | None,
                  suit_of: Callable[[Card], str | None]) -> tuple[Why, Card | None]:
    """Why a plain trick game's trick went to ``winner``: its card is a trump, or the highest of the suit led.

    >>> from .cards import parse_cards
    >>> plays = list(enumerate(parse_cards("7H KH 2S")))
    >>> trump_or_suit(plays, 2, "S", lambda c: c.suit)
    (<Why.TRUMP: 'trump'>, Card('2S'))
    >>> trump_or_suit(plays, 1, "D", lambda c: c.suit)
    (<Why.SUIT_LED: 'suit_led'>, Card('KH'))
    """
    for seat, card in plays:
        if seat == winner:
            return (_TRUMP if trump is not None and suit_of(card) == trump else _SUIT_LED), card
    raise ValueError(f"seat {winner} played no card to this trick")
