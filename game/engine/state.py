"""The passive state machine of one hand, and what one seat may know of it.

The caller drives a hand: it asks ``current_player`` and ``legal_actions()``,
checks an intent with ``can``/``why_not`` and commits it with ``apply``, which
returns frozen events for the table to animate.  The engine never asks anybody
for a move, so the same state serves the window, the bots' search and the
command-line tools alike.

:class:`PlayerView` lives here beside :class:`HandState` because each holds the
other: a state makes its views, and a view's ``world`` is a redacted state that
:meth:`PlayerView.determinize` fills (from :mod:`.hidden`).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from ..catalogue import _
from .actions import ECHO, Action, IllegalActionError, echo
from .cards import Card, parse_cards
from .events import Event
from .hidden import REDACTED, Hidden, Location, SeededLater, deal_hidden

if TYPE_CHECKING:
    from .rules import RuleSet


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
        return self.filled(deal_hidden(self.hidden, rng), rng)

    def filled(self, placed: Mapping[Location, list[Card]], rng: random.Random) -> HandState:
        """The full state with the hidden locations holding ``placed`` (which must fit :attr:`hidden`), and a
        random source of its own seeded from ``rng``: a world a belief chose rather than dealt."""
        world = self.world.clone()
        for location, cards in placed.items():
            world._set_location(location, cards)  # each game copies the list it is given
        world._legal = None
        world.rng = SeededLater(rng.getrandbits(64))
        return world


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

    decks: ClassVar[tuple[Location, ...]] = ()
    """The hidden places cards are drawn from top first during play (Lohai's stack, Koira's stock, Lo-Hi's
    deck): the order of their cards is part of a deal, so whoever goes through every deal a view allows (a
    claim's judge) treats each draw from them as chance (:meth:`_cards_at` shows what a draw took)."""

    def _cards_at(self, location: Location) -> tuple[Card, ...]:
        """The cards in ``location``, one of :attr:`decks`, top first."""
        raise KeyError(location)

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
        listing = self._legal
        if listing is not None:  # the table, the bench and the bots hand back an action of the list they were given
            for legal in listing:
                if legal is action:
                    self._legal = None
                    self.log.append(legal)
                    return self._apply(legal)
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
