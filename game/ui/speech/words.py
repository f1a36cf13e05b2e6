"""Every sentence the app speaks at the table, built in one place from plain data (no pygame, no table).

The table hands this module names, cards and the game's own words (its
callouts, its log lines, its turn prompts: the wording a sighted player reads
on screen, reused rather than written twice) and gets back what is said; the
screens around the table (the title, the menus, the settings, the keys' list)
have theirs in :mod:`.screens`, built from the few helpers at the top here.
Sentences are short, lead with what changes, and end without a full stop so a
screen reader does not pause on it.  Every sentence is looked up in the message
catalogue (:mod:`game.catalogue`) as it is built, so the player hears it in the
language chosen in the settings, with the same card, suit and game words the
screen shows.  The setting ``verbosity`` says how much is said:

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

from ...catalogue import _, and_list, ngettext
from .suits import suit_many

MOVES_SEPARATOR = "; "
"""The legal moves are listed separated by this (a move's words never hold it)."""


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


def joined(*parts: str) -> str:
    """The non-empty ``parts`` as one line, each a sentence of its own (a question keeps its mark).

    >>> joined("Hand 1", "quit? ", "yes")
    'Hand 1. Quit? Yes'
    """
    said = ""
    for part in (sentence(p.strip().rstrip(".").rstrip()) for p in parts if p and p.strip()):
        said = f"{said}{' ' if said.endswith(('?', '!')) else '. '}{part}" if said else part
    return said


def listed(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c" (the last joined as the language does)."""
    return and_list([i for i in items if i])


def mine(name: str) -> bool:
    """``name`` is the player's own seat ("You"): a sentence about the player is worded for the player."""
    return name == _("You")


def cards_count(number: int) -> str:
    """ "1 card", "3 cards"."""
    return ngettext("{count} card", "{count} cards", number).format(count=number)


# -- the table ------------------------------------------------------------------------------
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
        return _("Your hand is empty")
    return _("Your hand, {cards}: {suits}").format(cards=cards_count(len(cards)), suits=by_suit(cards))


def dealt(hand_word: str, number: int, dealer: str, cards: int, verbosity: str, *, begun: bool = False) -> str:
    """A hand was dealt: which one (``hand_word`` as the game marks it, "Hand"), who dealt, what the player
    holds; ``begun``: the table sat down in a hand already under way (an undo, a resume, a practice from a
    move), where the player holds what is left.

    >>> dealt("Hand", 2, "Bruno", 8, "normal", begun=True), dealt("Hand", 3, "You", 0, "normal", begun=True)
    ('Hand 2. Bruno dealt. You hold 8 cards', 'Hand 3. You dealt. Your hand is empty')
    """
    said = f"{_(hand_word)} {number}"
    if verbosity == "brief":
        return said
    if begun:
        deals = _("You dealt") if mine(dealer) else _("{name} dealt").format(name=dealer)
    else:
        deals = _("You deal") if mine(dealer) else _("{name} deals").format(name=dealer)
    holds = _("You hold {cards}").format(cards=cards_count(cards)) if cards else _("Your hand is empty")
    return joined(said, deals, holds)


def played(who: str, card: str, verbosity: str) -> str:
    """A card played to the trick."""
    if verbosity == "brief":
        return card
    if verbosity == "full":
        return _("You play the {card}").format(card=card) if mine(who) else _("{name} plays the {card}").format(
            name=who, card=card)
    return f"{who}: {card}"


def takes_it(name: str) -> str:
    """Who took a trick, when the game tells no story of its own: "Bruno takes it"."""
    return _("You take it") if mine(name) else _("{name} takes it").format(name=name)


def taken(taker: str, why: str, cards: Sequence[str], verbosity: str) -> str:
    """A trick taken: who took it ("Bruno takes it"), why, and in full the cards it held."""
    if verbosity == "brief":
        return sentence(taker)
    held = _("in the trick: {plays}").format(plays="; ".join(cards)) if verbosity == "full" and cards else ""
    return joined(taker, why, held)


def event(words: str, why: str, verbosity: str) -> str:
    """Something the game's own part words (a bid, the skat passed, a Lo-Hi play) and its reason."""
    return joined(words, "" if verbosity == "brief" and words else why)


def face_down(who: str) -> str:
    """A bid made face down (it is shown when every bid is in)."""
    return _("You bid face down") if mine(who) else _("{name} bids face down").format(name=who)


def hand_over(hand_word: str, number: int) -> str:
    """The head of a hand's scores: "Hand 2 scored" (``hand_word`` as the game marks it)."""
    return _("{hand} {number} scored").format(hand=_(hand_word), number=number)


def scored(title: str, story: str, rows: Sequence[tuple[str, int, int]], verbosity: str) -> str:
    """A hand scored: its title, what decided it, each seat's points and (not brief) running total."""
    if verbosity == "brief":
        seats = ", ".join(f"{name} {points}" for name, points, _total in rows)
    else:
        seats = ", ".join(_("{name} {points}, total {total}").format(name=name, points=points, total=total)
                          for name, points, total in rows)
    return joined(title, story, _("Points: {seats}").format(seats=seats))


def standings(verdict: str, rows: Sequence[tuple[str, int]]) -> str:
    """The match is over: the verdict and the final totals."""
    return joined(_("The match is over"), verdict,
                  _("Totals: {seats}").format(seats=", ".join(f"{n} {t}" for n, t in rows)))


def your_turn(what: str) -> str:
    """ "Your turn: follow hearts"; ``what`` empty: "Your turn"."""
    return _("Your turn: {what}").format(what=what) if what else _("Your turn")


def prompt_asks(prompt: str) -> str:
    """What a game's turn prompt ("Your turn: drag a card onto the trick") asks, without its "Your turn"."""
    head = _("Your turn: {what}").partition("{what}")[0]
    return prompt[len(head):] if head and prompt.startswith(head) else prompt


def bid_range(low: int, high: int) -> str:
    """What a turn to bid asks."""
    return _("bid, {low} to {high}").format(low=low, high=high)


def play_asked(lead: bool) -> str:
    """What a turn to play a card asks: to lead, or to play to the trick."""
    return _("your lead") if lead else _("play a card")


def turn(what: str, options: int, verbosity: str) -> str:
    """The player's turn has come: "Your turn", what it asks (not brief) and how many moves it offers (full).

    A ``what`` with a capital is a sentence of its own (the game's prompt, "Your lead: ..."): it follows the cue.
    """
    if verbosity == "brief" or not what:
        return _("Your turn")
    if verbosity == "full" and options:
        what = f"{what}, " + ngettext("{count} legal move", "{count} legal moves", options).format(count=options)
    if what[:1].isupper():
        return _("Your turn. {what}").format(what=what)
    return your_turn(what)


def whose(name: str | None, doing: str) -> str:
    """Answer to "whose turn": "Your turn: follow hearts", "Bruno is to play", "The hand is over"."""
    if name is None:
        return _("The hand is over")
    if mine(name):
        return your_turn(doing)
    return _("{name} is to play").format(name=name)


def trick(plays: Sequence[tuple[str, str]], leader: str | None) -> str:
    """The trick so far, card by card; or who is to lead an empty one."""
    if plays:
        return _("On the table: {plays}").format(plays=", ".join(f"{who}, {card}" for who, card in plays))
    if leader is None:
        return _("No cards on the table")
    if mine(leader):
        return _("No cards on the table: your lead")
    return _("No cards on the table: {name} to lead").format(name=leader)


def row(plays: Sequence[tuple[str, str]]) -> str:
    """Koira's second phase: the plays lying in the row, the one to beat last."""
    if not plays:
        return _("No cards on the table: a new lead")
    return _("On the table: {plays}").format(plays="; ".join(f"{who}, {cards}" for who, cards in plays))


def pile(top: str | None, constraint: str, deck: int) -> str:
    """Lo-Hi's pile: its top card, what the next play must be, the deck."""
    shows = _("the pile shows the {card}").format(card=top) if top else _("the pile is empty")
    return joined(shows, _("next: {constraint}").format(constraint=constraint),
                  ngettext("the deck has {count} card", "the deck has {count} cards", deck).format(count=deck))


def deck(cards: int) -> str:
    """The deck under the keyboard's focus (Lo-Hi: Enter picks up)."""
    return ngettext("the deck, {count} card", "the deck, {count} cards", cards).format(count=cards)


def last_trick(plays: Sequence[tuple[str, str]], taker: str, why: str) -> str:
    """The last trick taken, card by card, and who took it."""
    if not plays:
        return _("No trick has been taken yet this hand")
    said = _("Last trick: {plays}").format(plays=", ".join(f"{who}, {card}" for who, card in plays))
    return joined(said, taker, why)


def seats(lines: Sequence[tuple[str, str]]) -> str:
    """Each seat's line (bid and tricks taken, or cards left)."""
    return "; ".join(f"{name}: {' '.join(line.replace('·', ',').split())}" for name, line in lines)


def totals(hand_word: str, number: int, rows: Sequence[tuple[str, int]]) -> str:
    """The running totals after hand ``number`` (0: before any is scored)."""
    head = _("Scores after {hand} {number}").format(hand=_(hand_word).lower(), number=number) if number else \
        _("Scores")
    return joined(head, ", ".join(f"{n} {t}" for n, t in rows))


def nothing() -> str:
    """A re-read key with nothing to answer."""
    return _("Nothing to say")


def moves(labels: Sequence[str], waiting: str) -> str:
    """The legal moves, or why there are none for the player now."""
    if not labels:
        return sentence(waiting)
    return _("Legal moves: {moves}").format(moves=MOVES_SEPARATOR.join(labels))


def parse_moves(line: str) -> list[str]:
    """The moves listed in a :func:`moves` line (a script playing by ear reads them back).

    >>> parse_moves(moves(["play the ace of spades", "bid 2"], ""))
    ['play the ace of spades', 'bid 2']
    """
    head, _field, tail = _("Legal moves: {moves}").partition("{moves}")
    if not line.startswith(head) or not line.endswith(tail):
        return []
    return line[len(head):len(line) - len(tail)].split(MOVES_SEPARATOR)


def card_focus(card: str, *, picked: bool, playable: bool | None) -> str:
    """A card of the hand under the keyboard's focus; ``playable`` ``None`` when it is not the player's turn."""
    notes = [card]
    if picked:
        notes.append(_("picked"))
    if playable is False:
        notes.append(_("cannot be played now"))
    return ", ".join(notes)


def button(label: str, reason: str = "") -> str:
    """A button under the focus, and why it is greyed out when it is."""
    if reason:
        return _("{label}, button, unavailable: {reason}").format(label=label, reason=reason)
    return _("{label}, button").format(label=label)
