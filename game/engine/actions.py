"""Actions: the one atomic decision a player makes, its canonical text, and the refusal of one.

Every move of every game is an :class:`Action` whose ``str`` is the text saves, logs and golden traces
keep; :class:`IllegalActionError` is how the engine says no, in one short line whatever it was handed.
Kept apart from the hand's state so the bots, the table and the tools can build and read moves
without the rest of the engine's core.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import cast

from .cards import Card, CardError


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
