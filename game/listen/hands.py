"""A move made with the keys alone, steered by what the focus is heard to say.

The listener knows a move by its words in the legal moves' list ("play the ace of spades", "bid 2", "look",
"give the trick to Bruno") and knows the keys the table's help lists: the number keys bid, Down goes to the
hand and Right along it, Up to the buttons and the deck, Enter presses.  It presses them and listens to each
card or button the focus reaches until one is said with the move's words, then presses Enter: what a player
who cannot see the screen does.  Every word it listens for is the catalogue's, so it plays in any language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from ..catalogue import _
from ..ui.table.hint import ANY_OF, VERBS

SEEK = 40
"""Right presses, at most, to reach a card or a button (a long hand, Lohai's seats and piles)."""


class Keyboard(Protocol):
    """The keys, and the lines each key press was answered with."""

    def press(self, code: int) -> list[str]: ...


def head(message: str, field: str) -> str:
    """What a catalogue message says before ``{field}`` in the language in use ("bid " of "bid {number}")."""
    return _(message).partition("{" + field + "}")[0]


def tail(message: str, field: str) -> str:
    """What a catalogue message says after ``{field}`` (", button" of "{label}, button")."""
    return _(message).partition("{" + field + "}")[2]


def focus_on(lines: list[str], wanted: str) -> bool:
    """One of ``lines`` is the focus said as ``wanted`` (a card's name, a button's label or a move's words)."""
    button, unavailable = tail("{label}, button", "label"), tail("{label}, button, unavailable: {reason}", "label")
    for line in lines:
        said = line.split(unavailable.partition("{")[0])[0] if unavailable.strip() else line
        said = said.removesuffix(button)
        said = said.split(", " + _("cannot be played now"))[0].split(", " + _("picked"))[0]
        if said.lower() == wanted.lower():
            return True
    return False


def seek(keys: Keyboard, first: int, wanted: str, presses: int = SEEK) -> bool:
    """Press ``first``, then Right until the focus is said to be on ``wanted``."""
    if focus_on(keys.press(first), wanted):
        return True
    return any(focus_on(keys.press(pygame.K_RIGHT), wanted) for _turn in range(presses))


def named(move: str) -> tuple[list[str], int | None]:
    """The cards a move names ("play the ace of spades and the four of hearts"), if it is one of cards, and for a
    choice of any few of them ("lay away any 2 of the ace of spades, …") how many to take (else ``None``)."""
    the, also = head("the {card}", "card"), tail("{items} and {last}", "items").partition("{last}")[0]
    before, between = head(ANY_OF, "count"), _(ANY_OF).partition("{count}")[2].partition("{cards}")[0]
    for kind in ("play", "discard", "lead"):
        said = head(VERBS[kind], "cards")
        if not move.startswith(said):
            continue
        cards, count = move.removeprefix(said), None
        if before and cards.startswith(before):  # "any 2 of the A, the B and the C"
            number, _sep, rest = cards.removeprefix(before).partition(between)
            if number.isdigit():
                cards, count = rest, int(number)
        if cards.startswith(the):
            cards = cards.replace(", " + the, also + the)  # "the A, the B and the C"
            return [part.removeprefix(the) for part in cards.split(also)], count
    return [], None


def cards_of(move: str) -> list[str]:
    """The cards to pick for a move: all it names, or the first few of a choice of any few."""
    cards, count = named(move)
    return cards[:count]


def make(keys: Keyboard, move: str, moved: Callable[[], bool]) -> bool:
    """Make the move the legal moves' list calls ``move`` with keys; ``moved`` says whether the table has taken a
    move since (the referee's word, not the listener's); ``True`` if the move was made."""
    bid = head(VERBS["bid"], "number")
    cards = cards_of(move)
    if move.startswith(bid) and move.removeprefix(bid).isdigit():
        for digit in move.removeprefix(bid):
            keys.press(pygame.K_0 + int(digit))
        if not moved():
            keys.press(pygame.K_RETURN)
    elif move == _(VERBS["pickup"]):
        keys.press(pygame.K_DOWN)
        keys.press(pygame.K_UP)
        keys.press(pygame.K_RETURN)
    elif cards:
        for card in cards:
            if not seek(keys, pygame.K_DOWN, card):
                return False
            keys.press(pygame.K_RETURN)  # plays it, or picks it for a group or a discard
        if not moved():  # picked, not laid yet: Enter lays them (a group), or presses the button (a discard)
            keys.press(pygame.K_RETURN)
    elif seek(keys, pygame.K_RIGHT, move, 12) or seek(keys, pygame.K_UP, move, 12):
        keys.press(pygame.K_RETURN)
    return moved()
