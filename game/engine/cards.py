"""Cards, decks and the text notation every test, log and rule file uses.

A card is written rank then suit (``QS``, ``TD``); suitless cards are written by
their code (``JK`` for a joker, ``GIV`` ``TAK`` ``MOV`` ``SHK`` for the Lohai
specials).  Cards are interned: ``Card.of("QS") is Card.of("QS")``, so the hot
paths of the engine compare them by identity and two copies of the same card in
a deck are the same object, which is exactly how a player sees them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..catalogue import NP_, pgettext
from .quoting import shown

SUITS = ("S", "H", "D", "C")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {
    "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
    "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}
SUITLESS_NAMES = {"JK": "joker", "GIV": "Giver", "TAK": "Taker", "MOV": "Mover", "SHK": "Shaker"}
"""The names by which cards are written in rule files and read in parsing (English, as the notation is)."""
_SUIT_OF = {"S": NP_("card", "spades"), "H": NP_("card", "hearts"), "D": NP_("card", "diamonds"),
            "C": NP_("card", "clubs")}
_RANK_OF = {
    "2": NP_("card", "two"), "3": NP_("card", "three"), "4": NP_("card", "four"), "5": NP_("card", "five"),
    "6": NP_("card", "six"), "7": NP_("card", "seven"), "8": NP_("card", "eight"), "9": NP_("card", "nine"),
    "T": NP_("card", "ten"), "J": NP_("card", "jack"), "Q": NP_("card", "queen"), "K": NP_("card", "king"),
    "A": NP_("card", "ace"), "JK": NP_("card", "joker"), "GIV": NP_("card", "Giver"), "TAK": NP_("card", "Taker"),
    "MOV": NP_("card", "Mover"), "SHK": NP_("card", "Shaker"),
}
"""A card's words as players read them, in their language (:attr:`Card.name`)."""
_ONE_OF = {
    "2": NP_("rank", "a two"), "3": NP_("rank", "a three"), "4": NP_("rank", "a four"), "5": NP_("rank", "a five"),
    "6": NP_("rank", "a six"), "7": NP_("rank", "a seven"), "8": NP_("rank", "an eight"),
    "9": NP_("rank", "a nine"), "T": NP_("rank", "a ten"), "J": NP_("rank", "a jack"), "Q": NP_("rank", "a queen"),
    "K": NP_("rank", "a king"), "A": NP_("rank", "an ace"),
}
_ALL_OF = {
    "2": NP_("rank", "twos"), "3": NP_("rank", "threes"), "4": NP_("rank", "fours"), "5": NP_("rank", "fives"),
    "6": NP_("rank", "sixes"), "7": NP_("rank", "sevens"), "8": NP_("rank", "eights"), "9": NP_("rank", "nines"),
    "T": NP_("rank", "tens"), "J": NP_("rank", "jacks"), "Q": NP_("rank", "queens"), "K": NP_("rank", "kings"),
    "A": NP_("rank", "aces"),
}
_SOME_OF = {
    "2": NP_("rank", "{count} twos"), "3": NP_("rank", "{count} threes"), "4": NP_("rank", "{count} fours"),
    "5": NP_("rank", "{count} fives"), "6": NP_("rank", "{count} sixes"), "7": NP_("rank", "{count} sevens"),
    "8": NP_("rank", "{count} eights"), "9": NP_("rank", "{count} nines"), "T": NP_("rank", "{count} tens"),
    "J": NP_("rank", "{count} jacks"), "Q": NP_("rank", "{count} queens"), "K": NP_("rank", "{count} kings"),
    "A": NP_("rank", "{count} aces"),
}
_COUNT = {2: NP_("rank", "two"), 3: NP_("rank", "three"), 4: NP_("rank", "four")}
"""A rank as a play names it: one card of it ("a nine"), the rank as a whole ("queens"), several of it
("two sixes"); each a message of its own, since languages inflect them differently (Finnish: "kaksi kutosta")."""


def one_of_rank(rank: str) -> str:
    """One card of ``rank`` in words: "a ten", "an ace".

    >>> one_of_rank("8"), one_of_rank("Q")
    ('an eight', 'a queen')
    """
    return pgettext("rank", _ONE_OF[rank])


def all_of_rank(rank: str) -> str:
    """``rank`` as a whole, as a rule names it: "queens"."""
    return pgettext("rank", _ALL_OF[rank])


def some_of_rank(rank: str, count: int) -> str:
    """``count`` cards of ``rank`` (two to four in words): "two sixes"."""
    number = pgettext("rank", _COUNT[count]) if count in _COUNT else str(count)
    return pgettext("rank", _SOME_OF[rank]).format(count=number)


class CardError(ValueError):
    """Card text that names no card; the message quotes the bad text."""


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card face.  ``suit`` is ``None`` for jokers and special cards.

    Cards are interned, so equality and hashing are by identity (fast on the
    engine's hot paths); always make them with :meth:`of` or :func:`parse_cards`.

    >>> Card.of("TD").rank, Card.of("TD").suit
    ('T', 'D')
    >>> str(Card.of("GIV")), Card.of("GIV").suit is None
    ('GIV', True)
    """

    rank: str
    suit: str | None
    _interned: ClassVar[dict[str, Card]] = {}

    @classmethod
    def of(cls, text: str) -> Card:
        """The card written ``text``; raises :class:`CardError` if it names none."""
        card = cls._interned.get(text)
        if card is not None:
            return card
        clean = text.strip().upper()
        card = cls._interned.get(clean)
        if card is None:
            card = cls._make(clean, text)
            cls._interned[clean] = card
        return card

    @classmethod
    def _make(cls, clean: str, text: str) -> Card:
        if clean in SUITLESS_NAMES:
            return cls(clean, None)
        if clean.startswith("10") and len(clean) == 3:
            clean = "T" + clean[2]
        if len(clean) == 2 and clean[0] in RANKS and clean[1] in SUITS:
            return cls(clean[0], clean[1])
        raise CardError(f"'{shown(text)}' is not a card "
                        "(write rank then suit, like QS or TD, or JK, GIV, TAK, MOV, SHK)")

    @property
    def is_suited(self) -> bool:
        return self.suit is not None

    @property
    def name(self) -> str:
        """Plain words for messages: ``queen of spades``, ``joker``."""
        if self.suit is None:
            return pgettext("card", _RANK_OF[self.rank]) if self.rank in _RANK_OF else self.rank
        return pgettext("card", "{rank} of {suit}").format(
            rank=pgettext("card", _RANK_OF[self.rank]), suit=pgettext("card", _SUIT_OF[self.suit]))

    @property
    def rank_name(self) -> str:
        """The rank alone, in the player's language: ``king``, ``ten``."""
        return pgettext("card", _RANK_OF[self.rank]) if self.rank in _RANK_OF else self.rank

    def __str__(self) -> str:
        return self.rank if self.suit is None else self.rank + self.suit

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        # Unpickled (e.g. in a worker process) cards must be the interned ones.
        return (Card.of, (str(self),))

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from text: ``parse_cards("AS KH 7D")`` or a list of card strings.

    >>> [str(c) for c in parse_cards("AS 10h jk")]
    ['AS', 'TH', 'JK']
    """
    words = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.of(w) for w in words]


def cards_text(cards: Iterable[Card]) -> str:
    """The inverse of :func:`parse_cards`."""
    return " ".join(str(c) for c in cards)


@dataclass(frozen=True, slots=True)
class SpecialCard:
    """A suitless card a rule file defines (a joker, a Lohai special)."""

    code: str
    name: str
    count: int
    colour: str = "black"
    points: int = 0
    art: str = ""


@dataclass(frozen=True, slots=True)
class DeckSpec:
    """The ``deck`` section of a rule file, validated.

    ``ranks`` runs low to high; ``points`` maps a rank, a card or a special code
    to its point value (a card entry beats its rank's entry).
    """

    suits: tuple[str, ...]
    ranks: tuple[str, ...]
    copies: int = 1
    specials: tuple[SpecialCard, ...] = ()
    points: Mapping[str, int] = field(default_factory=dict)

    def cards(self, *, without: Iterable[str] = ()) -> list[Card]:
        """Every card of the deck, in a fixed order; ``without`` drops special codes."""
        key = (id(self), tuple(without))
        cached = _DECK_CACHE.get(key)
        if cached is None or cached[0] is not self:
            out = [Card.of(r + s) for __ in range(self.copies) for s in self.suits for r in self.ranks]
            for special in self.specials:
                if special.code not in key[1]:
                    out.extend(Card.of(special.code) for __ in range(special.count))
            cached = _DECK_CACHE[key] = (self, tuple(out))
        return list(cached[1])

    def points_of(self, card: Card) -> int:
        """The point value printed on or assigned to ``card`` (0 when none)."""
        text = str(card)
        if text in self.points:
            return self.points[text]
        return self.points.get(card.rank, 0)

    def special(self, code: str) -> SpecialCard | None:
        for special in self.specials:
            if special.code == code:
                return special
        return None

    @property
    def size(self) -> int:
        return len(self.suits) * len(self.ranks) * self.copies + sum(s.count for s in self.specials)

    @property
    def twins(self) -> bool:
        """Whether some card face comes more than once (two decks, two jokers): a hand may then hold two alike."""
        return self.copies > 1 or any(special.count > 1 for special in self.specials)


_DECK_CACHE: dict[tuple[int, tuple[str, ...]], tuple[DeckSpec, tuple[Card, ...]]] = {}


def count_cards(cards: Sequence[Card]) -> dict[Card, int]:
    """A multiset of cards, for conservation checks and comparing hands."""
    counts: dict[Card, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


def deck_from_data(data: Mapping[str, Any]) -> DeckSpec:
    """Build a :class:`DeckSpec` from already-validated rule-file data."""
    specials = tuple(
        SpecialCard(
            code=s["code"], name=s.get("name", s["code"]), count=int(s.get("count", 1)),
            colour=s.get("colour", "black"), points=int(s.get("points", 0)), art=s.get("art", ""),
        )
        for s in data.get("specials", ())
    )
    points = {str(k): int(v) for k, v in (data.get("points") or {}).items()}
    for special in specials:
        points.setdefault(special.code, special.points)
    return DeckSpec(
        suits=tuple(str(s) for s in data["suits"]),
        ranks=tuple(str(r) for r in data["ranks"]),
        copies=int(data.get("copies", 1)),
        specials=specials,
        points=points,
    )
