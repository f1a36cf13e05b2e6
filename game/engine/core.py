"""The passive state machine every game shares: actions, events, views, matches.

The caller drives a hand: it asks ``current_player`` and ``legal_actions()``,
checks an intent with ``can``/``why_not`` and commits it with ``apply``, which
returns frozen events for the table to animate.  The engine never asks anybody
for a move, so the same state serves the window, the bots' search and the
command-line tools alike.

Hidden information is handled in one place: a game names the *locations* a seat
cannot see (other hands, the stock, the skat); ``view(seat)`` keeps a copy of the
state with those locations emptied, and ``determinize`` refills them from the
cards the seat has not seen, honouring what the seat knows (voids, known cards,
sizes).  A bot holding a view therefore cannot peek: the cards are not there.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

from ..catalogue import _
from .cards import Card, CardError

if TYPE_CHECKING:
    from .rules import RuleSet

Location = str
"""A place cards can be hidden in: ``"hand2"``, ``"stock"``, ``"skat"``."""


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``reason`` is the player-facing why.

    The message quotes the action (or the text it was read from) through :func:`echo`, so whatever a
    person, a file or a fuzzer hands the engine, the message is one short line.
    """

    def __init__(self, reason: str, action: object = None) -> None:
        super().__init__(reason if action is None else f"{echo(str(action))}: {reason}")
        self.reason = reason
        self.action = action


ECHO = 60
"""The most characters of a refused text a message quotes: enough to recognise it, never a wall of junk."""


def echo(text: str, limit: int = ECHO) -> str:
    """``text`` fit to quote in a one-line message: what does not print becomes a space, spaces close up,
    and it is cut with an ellipsis after ``limit`` characters.

    A refused move is quoted back to whoever wrote it, and that text may be anything: a line break, a
    control or direction character, ten thousand characters.  Only a bounded head of it is looked at.

    >>> echo("play\\x00 QS\\n 7H")
    'play QS 7H'
    >>> echo("x" * 100, 10)
    'xxxxxxxxx…'
    """
    head = text[: limit * 4]
    line = " ".join("".join(ch if ch.isprintable() else " " for ch in head).split())
    if len(line) > limit or len(head) < len(text):
        return line[: limit - 1].rstrip() + "…"
    return line


def hand_location(seat: int) -> Location:
    return f"hand{seat}"


# --------------------------------------------------------------------------- actions


class ActionKind(StrEnum):
    """What kind of decision an action is; its value is the first word of the action's canonical text.

    A ``StrEnum``, so ``str(ActionKind.PLAY) == "play"`` and the texts of DESIGN.md (saves, logs, golden
    traces) are unchanged, while code compares members instead of bare strings.

    Reading a member off the class (``ActionKind.PLAY``) costs about five times a plain attribute on
    Python 3.11, because ``EnumType`` defines ``__getattr__``; the engine and the bots, whose comparisons
    run in the search's inner loop, bind the members they use to module names once (``_PLAY``).
    """

    PLAY = "play"
    BID = "bid"
    GIVE = "give"
    MOVE = "move"
    STEAL = "steal"
    LOOK = "look"
    PASS = "pass"
    DISCARD = "discard"
    PICKUP = "pickup"
    CALL = "call"
    NAME = "name"
    DRAW = "draw"
    TURNUP = "turnup"


KIND_WORDS: Mapping[str, ActionKind] = {kind.value: kind for kind in ActionKind}
"""Each kind by its word, for reading action text."""

_NUMBER = re.compile(r"-?[0-9]{1,9}")
"""A word read as a whole number: no move counts past a few dozen (a bid, a seat, a card)."""


@dataclass(frozen=True, slots=True)
class Action:
    """One atomic decision.  ``str(action)`` is its canonical text.

    >>> from .cards import parse_cards
    >>> str(Action(ActionKind.PLAY, tuple(parse_cards("QS"))))
    'play QS'
    >>> str(Action(ActionKind.BID, args=(3,))), str(Action(ActionKind.MOVE, args=(1, 3)))
    ('bid 3', 'move 1 3')
    """

    kind: ActionKind
    cards: tuple[Card, ...] = ()
    args: tuple[int | str, ...] = ()

    def __str__(self) -> str:
        parts = [str(self.kind)]
        parts.extend(str(c) for c in self.cards)
        parts.extend(str(a) for a in self.args)
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read action text; raises :class:`IllegalActionError` if it cannot be read.

        Words after the kind that are cards become ``cards``; the rest become
        ``args`` (whole numbers as ``int``).  Only plain digits make a number, and
        at most nine of them: ``int`` refuses ``²`` and ``--5`` and thousands of
        digits, though ``str.isdigit`` passes them; such a word stays a word, which
        no move has.
        """
        words = text.split()
        if not words:
            raise IllegalActionError("an empty text is no move; write e.g. 'play QS' or 'bid 2'")
        cards: list[Card] = []
        args: list[int | str] = []
        for word in words[1:]:
            if _NUMBER.fullmatch(word):
                args.append(int(word))
                continue
            try:
                cards.append(Card.of(word))
            except CardError:
                args.append(word.lower())
        word = words[0].lower()
        # A word that names no kind is kept as it is, so the state's refusal can say what it expects instead.
        kind = KIND_WORDS.get(word) or cast(ActionKind, word)
        return cls(kind, tuple(cards), tuple(args))

    @property
    def card(self) -> Card:
        """The single card of a one-card action."""
        return self.cards[0]


def play(card: Card) -> Action:
    """The action of playing one card, cached so hot loops allocate nothing."""
    action = _PLAY_CACHE.get(card)
    if action is None:
        action = _PLAY_CACHE[card] = Action(ActionKind.PLAY, (card,))
    return action


_PLAY_CACHE: dict[Card, Action] = {}


def bid(value: int) -> Action:
    """The action of bidding ``value`` tricks (cached like :func:`play`)."""
    action = _BID_CACHE.get(value)
    if action is None:
        action = _BID_CACHE[value] = Action(ActionKind.BID, args=(value,))
    return action


_BID_CACHE: dict[int, Action] = {}


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened; the table animates these, in order."""


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    """A card turned face up from the deck (the trump indicator, the flipped card)."""

    card: Card


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """``bid`` is ``None`` while blind bids are still face down."""

    seat: int
    bid: int | None


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card


class Why(StrEnum):
    """What decided a trick, as the engine saw it: the table words it in the game's own terms (a callout).

    A game's engine says which rule gave the trick to its winner; one that says nothing leaves
    :attr:`CARDS` (the cards decided it), so an engine written before the reasons still plays.
    """

    CARDS = "cards"
    """Not said: the cards decided it."""
    SUIT_LED = "suit_led"
    """The highest card of the suit led, no trump played."""
    TRUMP = "trump"
    """The highest trump."""
    JOKER = "joker"
    """A joker, where jokers are high (Oh Hell): the first or the last, as the variant says."""
    LOWEST = "lowest"
    """Upside down (Lohai's Crazy Shakers): the lowest card."""
    TAKER = "taker"
    """Lohai: the last Giver or Taker placed is a Taker, which takes the trick for its player."""
    GIVER = "giver"
    """Lohai: the last Giver or Taker placed is a Giver, whose player gave the trick away."""
    LEADER = "leader"
    """No suited card is showing: the leader keeps the trick (Lohai)."""
    HIGHEST = "highest"
    """The highest card, suits not counting (Koira's first phase; a Lohai trick with no card of the suit led)."""
    TIE_BREAK = "tie_break"
    """The highest card of a tie played off by the tied players alone (Koira)."""


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` took the trick's ``cards``; ``why`` is the rule that gave it, ``decider`` the card that did
    (the winning card, or the Taker or Giver), so the table can say why without working the rules out again."""

    seat: int
    cards: tuple[Card, ...]
    trick_number: int
    why: Why = Why.CARDS
    decider: Card | None = None


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    scores: tuple[int, ...]
    details: tuple[str, ...]


# --------------------------------------------------------------------------- views


@dataclass(frozen=True, slots=True)
class Hidden:
    """What one seat does not see, and what it knows about it.

    ``sizes`` gives every hidden location's card count; ``unseen`` is the multiset
    of cards in them (public knowledge: the deck minus every card the seat has
    seen); ``known`` the cards the seat knows sit in a location; ``excluded`` the
    card faces a location cannot hold (a void shown by failing to follow).
    """

    sizes: Mapping[Location, int]
    unseen: tuple[Card, ...]
    known: Mapping[Location, tuple[Card, ...]] = field(default_factory=dict)
    excluded: Mapping[Location, frozenset[Card]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # The unseen cards are gathered place by place; in that order, with ``sizes``,
        # they would tell exactly who holds what.  One fixed order says nothing.
        object.__setattr__(self, "unseen", tuple(sorted(self.unseen, key=str)))


S = TypeVar("S", bound="HandState")


@dataclass(frozen=True, slots=True)
class TableFacts:
    """What everyone at the table can see about the hand, in one typed record the table reads.

    Each game's view says which of these its game has (:meth:`PlayerView.facts`), so the
    shared table shows a trump, bids or a stack without asking a view what it is.
    """

    trump: str | None = None
    """The trump suit, once known."""
    has_trump: bool = False
    """The game has a trump suit at all (it may not be known yet)."""
    has_bids: bool = False
    hand_size: int | None = None
    """Cards dealt to each player this hand, where the game varies it (Oh Hell)."""
    phase: str = ""
    """The stage of the hand in the game's own word ("bidding", "skat"), where it has stages."""
    value: int | None = None
    """What the hand is worth (Lohai: the flipped card's value)."""
    pots: tuple[int, int] | None = None
    """Lohai's Lo and Hai pots."""
    teams: tuple[tuple[int, ...], ...] = ()
    """The seats playing together, each seat alone where there are no partnerships."""
    tricks_won: tuple[int, ...] | None = None
    """Tricks each seat has taken this hand, in a game that counts them."""
    stack_size: int = 0
    """Cards left in a face-down stack a special card draws from (Lohai)."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What one seat may know.  Games extend it with their public fields.

    ``world`` is a copy of the state with every hidden location emptied; only
    :meth:`determinize` fills it, from ``hidden``.
    """

    seat: int
    players: int
    dealer: int
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    hidden: Hidden
    world: HandState = field(repr=False, compare=False)

    @property
    def options(self) -> Mapping[str, Any]:
        """The match's options: public, as a table's house rules are."""
        return self.world.options

    def facts(self) -> TableFacts:
        """What everyone can see of the hand, for the table; a game's view adds what its game has."""
        return TableFacts()

    def follows(self, card: Card) -> str | None:
        """The suit ``card`` follows as (Laus's jacks follow as trumps), for sorting and hints."""
        suit_of = getattr(self.world, "suit_of", None)
        return suit_of(card) if suit_of is not None else card.suit

    def determinize(self, rng: random.Random) -> HandState:
        """A full state consistent with this view, hidden cards drawn from ``rng``."""
        world = self.world.clone()
        for location, cards in deal_hidden(self.hidden, rng).items():
            world._set_location(location, cards)
        world._legal = None
        world.rng = random.Random(rng.getrandbits(64))
        return world


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """``rng.shuffle(cards)``, card for card the same, in half the time (deals and search's samples).

    The standard library's shuffle makes two Python calls per card to draw an
    index; this draws the same bits from ``rng.getrandbits`` directly, so a
    seeded deal (and so every golden trace) is unchanged.

    >>> a, b = list(range(52)), list(range(52))
    >>> random.Random(7).shuffle(a); shuffle(random.Random(7), b); a == b
    True
    """
    getrandbits = rng.getrandbits
    bits = _BITS
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = bits[n] if n < 256 else n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


_BITS = [n.bit_length() for n in range(256)]


class Redacted(random.Random):
    """The random source of a view's world: there is none until the world is determinized.

    A view's world must not draw the stack or a reshuffle from a made-up seed,
    so any draw raises; and since it holds no state, copying the world (every
    determinization does) shares it instead of copying a generator.
    """

    def random(self) -> float:
        raise RuntimeError("a view's world has no random source: determinize it first")

    def getrandbits(self, k: int) -> int:
        raise RuntimeError("a view's world has no random source: determinize it first")

    def __reduce__(self) -> str:
        return "REDACTED"  # pickles as the one shared instance


REDACTED = Redacted(0)
"""The one :class:`Redacted` source every view's world holds."""


def deal_hidden(hidden: Hidden, rng: random.Random) -> dict[Location, list[Card]]:
    """Assign the unseen cards to the hidden locations, respecting every constraint.

    A quick randomised greedy pass (most constrained location first) nearly
    always succeeds; when it does not, a randomised bipartite matching finds an
    assignment that certainly exists because the true deal is one.
    """
    for __ in range(8):
        result = _greedy_assignment(hidden, rng)
        if result is not None:
            return result
    return _matching_assignment(hidden, rng)


def _open_pool(hidden: Hidden) -> tuple[list[Card], dict[Location, list[Card]]]:
    pool = list(hidden.unseen)
    placed: dict[Location, list[Card]] = {}
    for location in hidden.sizes:
        known = list(hidden.known.get(location, ()))
        for card in known:
            pool.remove(card)
        placed[location] = known
    return pool, placed


def _greedy_assignment(hidden: Hidden, rng: random.Random) -> dict[Location, list[Card]] | None:
    pool, placed = _open_pool(hidden)
    shuffle(rng, pool)
    order = sorted(hidden.sizes, key=lambda loc: (-len(hidden.excluded.get(loc, ())), rng.random()))
    for location in order:
        need = hidden.sizes[location] - len(placed[location])
        banned = hidden.excluded.get(location)
        if banned:
            fits = [c for c in pool if c not in banned]
            if len(fits) < need:
                return None
            chosen = fits[:need]
            for card in chosen:
                pool.remove(card)
        else:
            chosen, pool = pool[:need], pool[need:]
        placed[location].extend(chosen)
    return placed


def _matching_assignment(hidden: Hidden, rng: random.Random) -> dict[Location, list[Card]]:
    pool, placed = _open_pool(hidden)
    shuffle(rng, pool)
    slots = [loc for loc in hidden.sizes for __ in range(hidden.sizes[loc] - len(placed[loc]))]
    owner: list[int | None] = [None] * len(slots)

    def fits(card: Card, slot: int) -> bool:
        return card not in hidden.excluded.get(slots[slot], frozenset())

    def augment(i: int, seen: set[int]) -> bool:
        choices = list(range(len(slots)))
        shuffle(rng, choices)
        for slot in choices:
            if slot in seen or not fits(pool[i], slot):
                continue
            seen.add(slot)
            holder = owner[slot]
            if holder is None or augment(holder, seen):
                owner[slot] = i
                return True
        return False

    for i in range(len(pool)):
        if not augment(i, set()):
            raise RuntimeError("no deal of the hidden cards fits this view")
    for slot, holder in enumerate(owner):
        assert holder is not None
        placed[slots[slot]].append(pool[holder])
    return placed


# --------------------------------------------------------------------------- hands


class HandState(ABC):
    """One hand of a game, from the deal to the score.

    Subclasses implement the rules through ``_why_not`` (``None`` when legal) and
    ``_apply``; this base adds the checks, the log and the text parsing that
    every game shares.
    """

    game: ClassVar[str] = ""
    rules: RuleSet
    options: Mapping[str, Any]
    players: int
    dealer: int
    rng: random.Random
    log: list[Action]

    # -- the protocol -------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` once the hand is over."""

    _legal: tuple[Action, ...] | None = None

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take (never empty until the end)."""
        cached = self._legal  # the cache read inline: rollouts ask this at every step
        if cached is None:
            cached = self._legal = tuple(self._legal_actions())
        return list(cached)

    def _listing(self) -> tuple[Action, ...]:
        """:meth:`legal_actions` without the copy: the tuple the state keeps until its next move."""
        cached = self._legal
        if cached is None:
            cached = self._legal = tuple(self._legal_actions())
        return cached

    @abstractmethod
    def _legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def _why_not(self, action: Action) -> str | None: ...

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]: ...

    @abstractmethod
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know, and nothing more."""

    @abstractmethod
    def clone(self: S) -> S:
        """An independent copy: applying actions to it leaves this state alone."""

    @abstractmethod
    def hand_scores(self) -> tuple[int, ...]:
        """Points each seat scored this hand (all zero until the hand is over)."""

    @abstractmethod
    def opening_events(self) -> list[Event]:
        """The events of the deal, for the table to animate before play starts."""

    @abstractmethod
    def _set_location(self, location: Location, cards: list[Card]) -> None: ...

    def is_over(self) -> bool:
        return self.current_player is None

    def advance(self, action: Action) -> None:
        """Commit an action taken from :meth:`legal_actions`, unchecked and without events.

        The search's fast path: it plays thousands of actions a second inside
        its own sampled worlds, where nobody animates the events and every
        action comes from the legal list.  The state ends exactly as after
        :meth:`apply`; anything a person or a file proposes goes through ``apply``.
        """
        self._legal = None
        self.log.append(action)
        self._apply_quietly(action)

    def _apply_quietly(self, action: Action) -> None:
        """Games with a quieter way to play override this; by default the events are made and dropped."""
        self._apply(action)

    def score_lines(self) -> tuple[str, ...]:
        """One line per seat saying how this hand was scored (blank until it is)."""
        return tuple("" for __ in range(self.players))

    def why_not(self, action: Action) -> str | None:
        """``None`` if ``action`` is legal now, else the reason in plain words."""
        if self.current_player is None:
            return _("the hand is over")
        if self._move_for(action) is not None:
            return None
        return self._why_not(action) or self._unlisted(action)

    def can(self, action: Action) -> bool:
        return self.why_not(action) is None

    def offered(self, action: Action) -> Action | None:
        """The listed action that makes the same play as ``action``, or ``None`` if it is not legal.

        Where one play has several texts (Lo-Hi's suits do not matter), a game says which it lists.
        """
        return None if self.current_player is None else self._move_for(action)

    def apply(self, action: Action) -> list[Event]:
        """Commit ``action``; raises :class:`IllegalActionError` with the reason, and logs nothing then.

        What is committed and logged is the move :meth:`_move_for` finds, so the log only ever holds the
        text of a legal action, never a stray card or word someone added to one.
        """
        move = None if self.current_player is None else self._move_for(action)
        if move is None:
            raise IllegalActionError(self.why_not(action) or "it is not a move now", action)
        self._legal = None
        self.log.append(move)
        return self._apply(move)

    def _move_for(self, action: Action) -> Action | None:
        """The legal action that committing ``action`` means, or ``None`` if none: the one gate of the public API.

        A game's ``_why_not`` checks what matters to its rules and may let a stray card or word
        through (a play of the right card with another after it); the listed actions are exact.  So
        an action is a move when it *is* a listed one (identity: the search, the bench and the
        table hand back the list's own objects, and this costs one pass over a short tuple), or is
        equal to one, or when the game's checks pass it and either a listed action has the same
        kind, words and cards in another order (Laus's discard, which the list writes in deck
        order) or the game takes it as written (:meth:`_unlisted_move`).
        """
        listing = self._listing()
        for legal in listing:
            if legal is action:
                return legal
        equal = next((legal for legal in listing if legal == action), None)
        if equal is not None:
            return equal
        if self._why_not(action) is not None:
            return None
        return _same_play(action, listing) or self._unlisted_move(action)

    def _unlisted_move(self, action: Action) -> Action | None:
        """``action``, which the game's checks pass but the list does not hold, if it is a move all the same.

        By default it is not: it carries something no listed action has.  A game whose list writes
        only one of several texts of a play (Lo-Hi's suits) says here which others it takes.
        """
        return None

    def _unlisted(self, action: Action) -> str:
        """Why ``action`` is refused though the game's own checks pass it: no listed action is exactly it."""
        kind = [legal for legal in self._listing() if legal.kind == action.kind]
        cards, args = set(action.cards), set(action.args)
        near = [legal for legal in kind if cards.issuperset(legal.cards) and args.issuperset(legal.args)]
        shown = _("'{action}' is not one of the moves open now").format(action=echo(str(action)))
        if near:
            return _("{shown}: did you mean '{near}'?").format(shown=shown, near=near[0])
        example = (kind or list(self._listing()))[:1]
        return _("{shown} (such as '{example}')").format(shown=shown, example=example[0]) if example else shown

    def parse_action(self, text: str) -> Action:
        """The legal action written ``text``, or :class:`IllegalActionError` saying why not.

        Any text at all may come here (a save, a golden trace, a person typing), so every refusal,
        of junk as of a move the rules forbid, is an :class:`IllegalActionError` whose message is
        one line quoting at most :data:`ECHO` characters of the text.
        """
        if self.current_player is None:
            raise IllegalActionError("the hand is over", text)
        action = self._read(text)
        move = self._move_for(action)
        if move is None:
            raise IllegalActionError(echo(self.why_not(action) or "it is not a move now", 4 * ECHO), text)
        return move

    def _read(self, text: str) -> Action:
        """``text`` read as an action, refusing what cannot be one before the rules are asked about it.

        A text much longer than every move open now is refused here, so the rules' reasons (which
        quote the action) stay short; a word that names no kind of move is left for the rules to
        refuse, since they can say what they expect now.  Games that read some words their own way
        (Lo-Hi's ``name 10``) extend this.
        """
        if len(text) > _LONG_TEXT:
            longest = max((len(str(legal)) for legal in self._listing()), default=0)
            if len(" ".join(text[: 4 * longest + _LONG_TEXT].split())) > 2 * longest + 16:
                raise IllegalActionError("it is longer than any move open now", text)
        return Action.parse(text)

    def determinize(self, seat: int, rng: random.Random) -> HandState:
        """A full state consistent with ``seat``'s view, the hidden cards resampled."""
        return self.view(seat).determinize(rng)

    # -- helpers for subclasses -------------------------------------------------
    def _redacted(self: S, hidden: Hidden) -> S:
        """A clone with every hidden location emptied and no cached or random secrets."""
        world = self.clone()
        for location in hidden.sizes:
            world._set_location(location, [])
        world._legal = None
        world.rng = REDACTED
        return world

    def _seat_name(self, seat: int) -> str:
        return _("seat {seat}").format(seat=seat)


_LONG_TEXT = 64
"""Texts up to this long are read as they are; a longer one is first measured against the moves open now."""


def _same_play(action: Action, listing: Sequence[Action]) -> Action | None:
    """The listed action with ``action``'s kind and args and its cards in another order, if any."""
    cards = action.cards
    if len(cards) < 2:
        return None
    count = Counter(cards)
    for legal in listing:
        if legal.kind == action.kind and legal.args == action.args and len(legal.cards) == len(cards) \
                and Counter(legal.cards) == count:
            return legal
    return None


def require_player_count(rules: RuleSet, players: int) -> None:
    if not rules.players_min <= players <= rules.players_max:
        raise IllegalActionError(
            f"{rules.title} is for {rules.players_min} to {rules.players_max} players, not {players}"
        )


# --------------------------------------------------------------------------- matches


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The end of a match.  Games with a loser (Laus, Koira) fill ``losers``."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    standings: tuple[int, ...]
    """Seats from best to worst."""


Terms = tuple[tuple[str, tuple[int, ...]], ...]
"""A hand's terms: named whole numbers it took over from the hands before it (Lohai Carryover's pots,
Lo-Hi's rounds won), in a fixed order; with the game, variant, players, hand number, dealer and deal seed
they deal the hand again (:mod:`game.engine.deals`)."""


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand for the score sheet."""

    number: int
    dealer: int
    scores: tuple[int, ...]
    details: tuple[str, ...]
    actions: tuple[str, ...]
    deal_seed: int = 0
    """The 64-bit number the hand's cards were dealt from (:attr:`Match.deal_seed`)."""
    terms: Terms = ()
    """What the hand took over from the hands before it (:attr:`Match.terms`)."""


class Match(ABC):
    """A sequence of hands with running totals; owns the one seeded RNG.

    Each hand gets its own ``random.Random`` seeded from the match's, so a hand
    can be cloned and searched without disturbing the match, and the whole
    match is reproduced from ``(rules, variant, players, seed, actions)``.
    """

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
                 variant: str | None = None) -> None:
        require_player_count(rules, players)
        self.rules = rules
        self.options = options
        self.variant = variant
        self.players = players
        self.seed = seed
        self.rng = random.Random(seed)
        self.dealer = self.rng.randrange(players)
        self.hand_number = 1
        self.history: list[HandRecord] = []
        self._committed = [0] * players
        self.deal_seed = 0
        """The 64-bit number the current hand's cards were dealt from (drawn from the match's RNG)."""
        self.terms: dict[str, tuple[int, ...]] = {}
        """What the current hand took over from the hands before it: see :data:`Terms`."""
        self._given: tuple[int, dict[str, tuple[int, ...]]] | None = None
        """The deal seed and terms for the next deal when they are given (:meth:`deal_again`), not drawn."""
        self._seed_given: int | None = None
        self.state = self._next_deal()

    @abstractmethod
    def _deal(self) -> HandState:
        """Deal hand ``self.hand_number`` with ``self.dealer`` dealing."""

    @abstractmethod
    def _over(self, totals: Sequence[int]) -> bool: ...

    @abstractmethod
    def _result(self, totals: Sequence[int]) -> MatchResult: ...

    def _carried(self) -> dict[str, tuple[int, ...]]:
        """What the hand about to be dealt takes over from the hands before it, besides its number and dealer
        (a game whose deal depends on more says so here; :meth:`_deal` reads it from :attr:`terms`)."""
        return {}

    def _check_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        """Raise ``ValueError`` saying why ``terms`` (keys and sizes already checked) cannot be dealt from."""
        return None

    def _take_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        """A hand is dealt again from ``terms``: set what the match keeps of them (Lo-Hi's rounds won)."""
        return None

    def _next_deal(self) -> HandState:
        """Deal the next hand: its terms from the match so far (or as given), then the cards."""
        given, self._given = self._given, None
        self.terms = dict(given[1]) if given is not None else self._carried()
        self._seed_given = given[0] if given is not None else None
        return self._deal()

    def _hand_rng(self) -> random.Random:
        """The hand's own RNG: seeded from the match's (or as :meth:`deal_again` gave), its seed kept."""
        given, self._seed_given = self._seed_given, None
        self.deal_seed = self.rng.getrandbits(64) if given is None else given
        return random.Random(self.deal_seed)

    def deal_again(self, hand: int, dealer: int, seed: int, terms: Mapping[str, tuple[int, ...]]) -> HandState:
        """Deal hand ``hand`` as it was dealt once (a deal code's parts), in place of the hand in progress.

        The match starts afresh from it (no hands before it, totals as the terms say); a deal a
        match of this game and variant could not have made raises ``ValueError`` saying why.
        """
        expected = self._carried_shape()
        if set(terms) != set(expected):
            want = ", ".join(expected) or "none"
            raise ValueError(f"this game and variant carry {want} from hand to hand, not {', '.join(terms) or 'none'}")
        for key, size in expected.items():
            if len(terms[key]) != size:
                raise ValueError(f"'{key}' should be {size} number{'s' if size != 1 else ''}, not {len(terms[key])}")
        if not 0 <= dealer < self.players:
            raise ValueError(f"the dealer should be a seat from 0 to {self.players - 1}, not {dealer}")
        rounds = self.rounds()
        if not 1 <= hand <= (rounds or 10_000):
            raise ValueError(f"the hand should be numbered from 1 to {rounds or 10_000}, not {hand}")
        if not 0 <= seed < 2**64:
            raise ValueError("the deal seed should be 16 hexadecimal digits")
        self._check_terms(terms)
        self.history, self._committed = [], [0] * self.players
        self.hand_number, self.dealer = hand, dealer
        self._take_terms(terms)
        self._given = (seed, {key: tuple(terms[key]) for key in expected})
        self.state = self._next_deal()
        return self.state

    def _carried_shape(self) -> dict[str, int]:
        """The terms this match's hands carry, and how many numbers each (as the current hand's)."""
        return {key: len(value) for key, value in self.terms.items()}

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals, including the current hand once it is over."""
        if self.state.is_over() and len(self.history) < self.hand_number:
            return tuple(a + b for a, b in zip(self._committed, self.state.hand_scores(), strict=True))
        return tuple(self._committed)

    def is_over(self) -> bool:
        return self.state.is_over() and self._over(self.totals)

    def rounds(self) -> int | None:
        """How many hands the match has, where that is fixed in advance (Oh Hell's schedule); else ``None``."""
        return None

    def result(self) -> MatchResult:
        if not self.is_over():
            raise IllegalActionError("the match is not over yet")
        return self._result(self.totals)

    def next_hand(self) -> HandState:
        """Score the finished hand and deal the next one."""
        if not self.state.is_over():
            raise IllegalActionError("the hand is still being played")
        if self.is_over():
            raise IllegalActionError("the match is over")
        self._commit()
        self.hand_number += 1
        self.dealer = (self.dealer + 1) % self.players
        self.state = self._next_deal()
        return self.state

    def _commit(self) -> None:
        scores = self.state.hand_scores()
        self._committed = [a + b for a, b in zip(self._committed, scores, strict=True)]
        self.history.append(HandRecord(
            number=self.hand_number, dealer=self.state.dealer, scores=scores,
            details=self.state.score_lines(), actions=tuple(str(a) for a in self.state.log),
            deal_seed=self.deal_seed, terms=tuple(self.terms.items()),
        ))

    @property
    def actions(self) -> list[str]:
        """The whole match log as action text: with the seed, the replay and the save."""
        done = [text for record in self.history for text in record.actions]
        return done + [str(a) for a in self.state.log]

    def play(self, texts: Iterable[str]) -> None:
        """Apply logged actions in order, dealing new hands as hands finish."""
        for text in texts:
            if self.state.is_over():
                self.next_hand()
            self.state.apply(self.state.parse_action(text))


def ranked(totals: Sequence[int], *, high_first: bool) -> tuple[int, ...]:
    """Seats ordered by total; equal totals keep seat order."""
    sign = -1 if high_first else 1
    return tuple(sorted(range(len(totals)), key=lambda s: (sign * totals[s], s)))


def take_from_deck(deck: Sequence[Card], used: Iterable[Card]) -> list[Card]:
    """The deck less ``used``; raises ``ValueError`` if a card is not (or no longer) in it.

    Test set-ups give exact hands; this keeps them honest about the deck.
    """
    rest = list(deck)
    for card in used:
        try:
            rest.remove(card)
        except ValueError:
            raise ValueError(f"{card} is not in this deck, or is given more often than the deck holds it") from None
    return rest


def seat_hands(hands: Sequence[Sequence[Card] | str] | None, players: int) -> list[list[Card]] | None:
    """Per-seat hands from a list per seat (cards or text) or one flat list split evenly."""
    from .cards import parse_cards
    if hands is None:
        return None
    flat: list[Card] = [h for h in hands if isinstance(h, Card)]
    if hands and len(flat) == len(hands):
        if len(flat) % players:
            raise ValueError(f"{len(flat)} cards do not split evenly among {players} players")
        size = len(flat) // players
        return [flat[i * size:(i + 1) * size] for i in range(players)]
    out = [parse_cards(h) if isinstance(h, str) else list(h) for h in hands]
    if len(out) != players:
        raise ValueError(f"{len(out)} hands given for {players} players")
    return out
