"""Every sentence the app speaks, built in one place from plain data (no pygame, no table).

The table and the menus hand this module names, cards and the game's own words
(its callouts, its log lines, its turn prompts: the wording a sighted player
reads on screen, reused rather than written twice) and get back what is said.
Sentences are short, lead with what changes, and end without a full stop so a
screen reader does not pause on it.  The setting ``verbosity`` says how much is said:

* ``brief``: cards without the name of who played them (the order of play is
  known), tricks without their reason, "Your turn" alone;
* ``normal``: who played each card, why each trick was won, what the turn asks;
* ``full``: whole sentences, each trick's cards again when it is taken, and how
  many moves the turn offers.

>>> played("Bruno", "king of hearts", "normal")
'Bruno: king of hearts'
>>> by_suit([("S", "ace"), ("H", "nine"), ("S", "four")])
'spades: ace, four; hearts: nine'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..table.callouts import suit_many, verb

MOVES_HEAD = "Legal moves: "
MOVES_SEPARATOR = "; "
"""The legal moves are listed after :data:`MOVES_HEAD`, separated by this (a move's words never hold it)."""

KEYS: tuple[tuple[str, str], ...] = (
    ("Left, Right", "move through your hand, or along the buttons; each card is spoken"),
    ("Up, Down", "between the buttons above the table and your hand"),
    ("Enter", "play the card, press the button, pick a card for a group"),
    ("0 to 9", "type a bid"),
    ("Y", "read your hand, suit by suit"),
    ("T", "read the trick so far (the pile in Lo-Hi, the table in Koira)"),
    ("W", "whose turn it is"),
    ("B", "bids and tricks taken"),
    ("P", "the scores"),
    ("K", "the last trick"),
    ("A", "the legal moves"),
    ("Q", "say the last line again"),
    ("V", "show or hide the spoken lines"),
    ("Tab", "show the last trick while held"),
    ("H", "a hint"),
    ("L", "the hand's log"),
    ("C", "claim the rest of the hand"),
    ("S", "the score sheet"),
    ("U", "take back your last move"),
    ("R or F1", "the rules"),
    ("M", "sound off or on"),
    ("F2 or ?", "this list of keys"),
    ("Esc", "the menu, or close what is open"),
)
"""The keys at the table, as the help overlay and the rules screen list them."""


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


def joined(*parts: str) -> str:
    """The non-empty ``parts`` as one line, each a sentence of its own."""
    return ". ".join(sentence(p.rstrip(". ")) for p in parts if p and p.strip())


def listed(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    items = [i for i in items if i]
    return f"{', '.join(items[:-1])} and {items[-1]}" if len(items) > 1 else "".join(items)


def by_suit(cards: Sequence[tuple[str | None, str]]) -> str:
    """Cards as (suit, rank word) grouped by suit in the order the suits first come: "spades: ace, ten";
    cards of no suit (jokers, Lohai's specials) by name."""
    groups: dict[str | None, list[str]] = {}
    for suit, rank in cards:
        groups.setdefault(suit, []).append(rank)
    return "; ".join(f"{suit_many(suit)}: {', '.join(ranks)}" if suit else ", ".join(ranks)
                     for suit, ranks in groups.items())


def hand(cards: Sequence[tuple[str | None, str]]) -> str:
    """The viewer's hand: how many cards, then suit by suit."""
    if not cards:
        return "Your hand is empty"
    return f"Your hand, {count(len(cards), 'card')}: {by_suit(cards)}"


def count(number: int, noun: str) -> str:
    """ "1 card", "3 cards"."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def played(who: str, card: str, verbosity: str) -> str:
    """A card played to the trick."""
    if verbosity == "brief":
        return card
    if verbosity == "full":
        return f"{who} {verb(who, 'play', 'plays')} the {card}"
    return f"{who}: {card}"


def taken(taker: str, why: str, cards: Sequence[str], verbosity: str) -> str:
    """A trick taken: who took it ("Bruno takes it"), why, and in full the cards it held."""
    if verbosity == "brief":
        return sentence(taker)
    held = f"the trick was {listed(cards)}" if verbosity == "full" and cards else ""
    return joined(taker, why, held)


def event(words: str, why: str, verbosity: str) -> str:
    """Something the game's own part words (a bid, the skat passed, a Lo-Hi play) and its reason."""
    return joined(words, "" if verbosity == "brief" and words else why)


def face_down(who: str) -> str:
    """A bid made face down (it is shown when every bid is in)."""
    return f"{who} {verb(who, 'bid', 'bids')} face down"


def scored(title: str, story: str, rows: Sequence[tuple[str, int, int]], verbosity: str) -> str:
    """A hand scored: its title, what decided it, each seat's points and (not brief) running total."""
    if verbosity == "brief":
        seats = ", ".join(f"{name} {points}" for name, points, _ in rows)
    else:
        seats = ", ".join(f"{name} {points}, total {total}" for name, points, total in rows)
    return joined(title, story, f"Points: {seats}")


def standings(verdict: str, rows: Sequence[tuple[str, int]]) -> str:
    """The match is over: the verdict and the final totals."""
    return joined("The match is over", verdict, "Totals: " + ", ".join(f"{n} {t}" for n, t in rows))


def turn(what: str, options: int, verbosity: str) -> str:
    """The player's turn has come: "Your turn", what it asks (not brief) and how many moves it offers (full)."""
    if verbosity == "brief" or not what:
        return "Your turn"
    extra = f", {count(options, 'legal move')}" if verbosity == "full" and options else ""
    if what.lower().startswith(("your ", "you ")):  # the game's own prompt ("Your lead: ...") follows the cue
        return f"Your turn. {sentence(what)}{extra}"
    return f"Your turn: {what}{extra}"


def whose(name: str | None, doing: str) -> str:
    """Answer to "whose turn": "Your turn: follow hearts", "Bruno is to play", "The hand is over"."""
    if name is None:
        return "The hand is over"
    if name == "You":
        return f"Your turn{': ' + doing if doing else ''}"
    return f"{name} is to play"


def trick(plays: Sequence[tuple[str, str]], leader: str | None) -> str:
    """The trick so far, card by card; or who is to lead an empty one."""
    if not plays:
        return f"No cards on the table{f': {leader} to lead' if leader else ''}"
    return "On the table: " + ", ".join(f"{who}, {card}" for who, card in plays)


def row(plays: Sequence[tuple[str, str]]) -> str:
    """Koira's second phase: the plays lying in the row, the one to beat last."""
    if not plays:
        return "No cards on the table: a new lead"
    return "On the table: " + "; ".join(f"{who}, {cards}" for who, cards in plays)


def pile(top: str | None, constraint: str, deck: int) -> str:
    """Lo-Hi's pile: its top card, what the next play must be, the deck."""
    shows = f"the pile shows the {top}" if top else "the pile is empty"
    return joined(shows, f"next: {constraint}", f"the deck has {count(deck, 'card')}")


def deck(cards: int) -> str:
    """The deck under the keyboard's focus (Lo-Hi: Enter picks up)."""
    return f"the deck, {count(cards, 'card')}"


def last_trick(plays: Sequence[tuple[str, str]], taker: str, why: str) -> str:
    """The last trick taken, card by card, and who took it."""
    if not plays:
        return "No trick has been taken yet this hand"
    return joined("Last trick: " + ", ".join(f"{who}, {card}" for who, card in plays), taker, why)


def seats(lines: Sequence[tuple[str, str]]) -> str:
    """Each seat's line (bid and tricks taken, or cards left)."""
    return "; ".join(f"{name}: {' '.join(line.replace('·', ',').split())}" for name, line in lines)


def totals(hand: str, rows: Sequence[tuple[str, int]]) -> str:
    """The running totals."""
    return joined(f"Scores after {hand}" if hand else "Scores", ", ".join(f"{n} {t}" for n, t in rows))


def moves(labels: Sequence[str], waiting: str) -> str:
    """The legal moves, or why there are none for the player now."""
    if not labels:
        return sentence(waiting)
    return MOVES_HEAD + MOVES_SEPARATOR.join(labels)


def parse_moves(line: str) -> list[str]:
    """The moves listed in a :func:`moves` line (a script playing by ear reads them back).

    >>> parse_moves(moves(["play the ace of spades", "bid 2"], ""))
    ['play the ace of spades', 'bid 2']
    """
    if not line.startswith(MOVES_HEAD):
        return []
    return line[len(MOVES_HEAD):].split(MOVES_SEPARATOR)


def card_focus(card: str, *, picked: bool, playable: bool | None) -> str:
    """A card of the hand under the keyboard's focus; ``playable`` ``None`` when it is not the player's turn."""
    notes = [card]
    if picked:
        notes.append("picked")
    if playable is False:
        notes.append("cannot be played now")
    return ", ".join(notes)


def button(label: str, reason: str = "") -> str:
    """A button under the focus, and why it is greyed out when it is."""
    return f"{label}, button" + (f", unavailable: {reason}" if reason else "")


def control(label: str, value: str = "", place: tuple[int, int] | None = None) -> str:
    """A menu's control under the focus: its name, its value, where it is among the others."""
    said = f"{label}: {value}" if value else label
    return f"{said}, {place[0] + 1} of {place[1]}" if place is not None else said


def chosen(buttons: Sequence[tuple[str, bool]]) -> str:
    """The button with the focus among ``buttons`` (label, focused), with its place: "Settings, 2 of 4"."""
    at = next((i for i, (_, focused) in enumerate(buttons) if focused), None)
    return control(buttons[at][0], "", (at, len(buttons))) if at is not None else ""


KEYS_HEADING = "Keys at the table"
PLAY_BY_EAR = ("Everything at the table can be played with the keys alone, and spoken aloud with Speech on in "
               "the settings.")


def keys_help() -> str:
    """The keys at the table, read out."""
    return "Keys: " + "; ".join(f"{key}: {what}" for key, what in KEYS)
