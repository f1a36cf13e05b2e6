"""Every sentence the app speaks, built in one place from plain data (no pygame, no table).

The table and the menus hand this module names, cards and the game's own words
(its callouts, its log lines, its turn prompts: the wording a sighted player
reads on screen, reused rather than written twice) and get back what is said.
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

from ...catalogue import N_, _, and_list, ngettext
from ..table.callouts import suit_many

MOVES_SEPARATOR = "; "
"""The legal moves are listed separated by this (a move's words never hold it)."""

KEYS: tuple[tuple[str, str], ...] = (
    (N_("Left, Right"), N_("move through your hand, or along the buttons; each card is spoken")),
    (N_("Up, Down"), N_("between the buttons above the table and your hand")),
    (N_("Enter"), N_("play the card, press the button, pick a card for a group")),
    (N_("0 to 9"), N_("type a bid")),
    ("Y", N_("read your hand, suit by suit")),
    ("T", N_("read the trick so far (the pile in Lo-Hi, the table in Koira)")),
    ("W", N_("whose turn it is")),
    ("B", N_("bids and tricks taken")),
    ("P", N_("the scores")),
    ("K", N_("the last trick")),
    ("A", N_("the legal moves")),
    ("Q", N_("say the last line again")),
    ("V", N_("show or hide the spoken lines")),
    (N_("Tab"), N_("show the last trick while held")),
    ("H", N_("a hint")),
    ("L", N_("the hand's log")),
    ("C", N_("claim the rest of the hand")),
    ("S", N_("the score sheet")),
    ("U", N_("take back your last move")),
    (N_("R or F1"), N_("the rules")),
    ("M", N_("sound off or on")),
    (N_("F2 or ?"), N_("this list of keys")),
    (N_("Esc"), N_("the menu, or close what is open")),
)
"""The keys at the table, as the help overlay and the rules screen list them (marked for the catalogue:
:func:`table_keys` gives them in the player's language)."""
KEYS_HEADING = N_("Keys at the table")
KEYS_HOW = N_("Up and Down read them one by one; Esc closes")
PLAY_BY_EAR = N_("Everything at the table can be played with the keys alone, and spoken aloud with Speech on in "
                 "the settings.")


def table_keys() -> list[tuple[str, str]]:
    """:data:`KEYS` in the player's language: each key's name and what it does."""
    return [(_(key), _(what)) for key, what in KEYS]


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


def joined(*parts: str) -> str:
    """The non-empty ``parts`` as one line, each a sentence of its own."""
    return ". ".join(sentence(p.rstrip(". ")) for p in parts if p and p.strip())


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


def dealt(hand_word: str, number: int, dealer: str, cards: int, verbosity: str) -> str:
    """A hand was dealt: which one (``hand_word`` as the game marks it, "Hand"), who dealt, what the player
    holds."""
    said = f"{_(hand_word)} {number}"
    if verbosity == "brief":
        return said
    deals = _("You deal") if mine(dealer) else _("{name} deals").format(name=dealer)
    return joined(said, deals, _("You hold {cards}").format(cards=cards_count(cards)))


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


# -- the menus -----------------------------------------------------------------------------
def control(label: str, value: str = "", place: tuple[int, int] | None = None) -> str:
    """A menu's control under the focus: its name, its value, where it is among the others."""
    said = f"{label}: {value}" if value else label
    if place is None:
        return said
    return _("{said}, {number} of {total}").format(said=said, number=place[0] + 1, total=place[1])


def chosen(buttons: Sequence[tuple[str, bool]]) -> str:
    """The button with the focus among ``buttons`` (label, focused), with its place: "Settings, 2 of 4"."""
    at = next((i for i, (_label, focused) in enumerate(buttons) if focused), None)
    return control(buttons[at][0], "", (at, len(buttons))) if at is not None else ""


def title_screen(app: str) -> str:
    """The title screen, as it comes up."""
    return joined(app, _("Choose a game: arrow keys and Enter; R the rules"))


def rules_of(game: str) -> str:
    """A game's Rules button on the title."""
    return _("Rules of {game}").format(game=game)


def rules_screen(game: str) -> str:
    """The rules page, as it comes up."""
    return joined(rules_of(game), _("Up, Down and the page keys read on; Esc goes back"))


def new_game_screen(game: str) -> str:
    """The new-game screen, as it comes up."""
    return joined(_("New game: {title}").format(title=game),
                  _("Up and Down choose the variant, Left and Right the players, the number keys the computer "
                    "players' levels; Enter starts, R the rules; Tab moves along Start, Learning, New seed, Rules "
                    "and Back, and Enter presses the one reached"))


def variant(title: str, describe: str, place: tuple[int, int]) -> str:
    """The variant chosen on the new-game screen, with what it is."""
    return control(_("Variant"), joined(title, describe), place)


def players(number: int) -> str:
    """The number of players chosen on the new-game screen."""
    return control(_("Players"), str(number))


def settings_screen() -> str:
    """The settings, as they come up."""
    return joined(_("Settings"), _("Up and Down choose a setting, Left and Right change it; Esc goes back"))


def name_and_age(name: str, typing: bool, age: str) -> str:
    """The settings' row of the player's name and age."""
    name = name or _("none")
    if typing:
        return _("name {name}, typing; age {age}; Enter ends the name").format(name=name, age=age)
    return _("name {name}; age {age}; Enter types the name").format(name=name, age=age)


def stats_screen(games: int) -> str:
    """The statistics, as they come up."""
    return _("Your statistics: {games} recorded. Enter or Esc goes back").format(
        games=ngettext("{count} game", "{count} games", games).format(count=games))


def menu_screen(confirming: bool) -> str:
    """The table's menu, or its question before a match is left."""
    return _("Are you sure?") if confirming else _("Menu")


def claim_screen(explain: str) -> str:
    """The claim's question, as it comes up."""
    return joined(_("Claim the rest of the hand"), explain)


def keys_screen() -> str:
    """The keys overlay, as it comes up."""
    return joined(_(KEYS_HEADING), _(KEYS_HOW))


def keys_help() -> str:
    """The keys at the table, read out."""
    return _("Keys: {keys}").format(keys="; ".join(f"{key}: {what}" for key, what in table_keys()))


def score_sheet_screen(title: str) -> str:
    """The score sheet, as it comes up."""
    return joined(title, _("Up and Down read the hands, Tab swaps in the chart; Esc goes back"))


def sheet_hand(heading: str, seats: Sequence[tuple[str, str]], place: tuple[int, int]) -> str:
    """A hand's row of the score sheet: which hand, then each player's points and notes."""
    return control(heading.rstrip(":"), "; ".join(f"{name}: {said}" for name, said in seats), place)


def sheet_points(points: int, total: int, notes: str) -> str:
    """A player's points for a hand on the score sheet, the total after it, and the scorer's notes."""
    said = _("{points} points, total {total}").format(points=f"{'+' if points > 0 else ''}{points}", total=total)
    return f"{said}, {notes}" if notes else said


def chart_screen(rows: Sequence[tuple[str, int]]) -> str:
    """The score sheet's chart, which the voice cannot draw: the totals it ends at."""
    return joined(_("Chart of the totals after each hand"), ", ".join(f"{n} {t}" for n, t in rows))


def hand_log_screen(title: str) -> str:
    """The hand's log, as it comes up."""
    return joined(title, _("Up, Down and the page keys read on; Esc goes back"))


def review_screen(title: str, keys: bool) -> str:
    """The review of a hand, as it comes up (``keys``: the player's own decisions, which can be tried again)."""
    how = (_("Up and Down choose a decision, Left and Right whose decisions; Enter tries yours again from "
             "there; Esc goes back") if keys else _("Up and Down choose a decision, Left and Right whose "
                                                     "decisions; Esc goes back"))
    return joined(title, how)


def resumed(game: str, hand_word: str, number: int) -> str:
    """A saved match picked up again at the table."""
    return _("Back at your match of {game}, {hand} {number}").format(game=game, hand=_(hand_word), number=number)
