"""What the table asks of the player, said with the keys that answer it.

A player who cannot see the screen hears what it asks and nothing else: "click or press Enter to go on" on
the screen was silence by ear, "Your turn: play a card" never said what was led, "bid, 0 to 10" never said
which bid the hook forbids.  Each prompt here says what is asked and which key answers it, in one short
line, from plain data (no pygame, no table): the table (:mod:`game.ui.table.asking`) gathers the data.

>>> bid(0, 6, [2])
'bid 0 to 6 on the number keys, but not 2'
>>> follow("Chidi", "five of clubs", "clubs", "follow")
'Chidi led the five of clubs: follow clubs'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...catalogue import _, or_list


def bid(low: int, high: int, barred: Sequence[int]) -> str:
    """A turn to bid: the range, the keys, and the bids the rules forbid now (Oh Hell's hook on the dealer)."""
    said = _("bid {low} to {high} on the number keys").format(low=low, high=high)
    if not barred:
        return said
    return _("{said}, but not {bids}").format(said=said, bids=or_list([str(b) for b in barred]))


def lead(barred: Sequence[str]) -> str:
    """A turn to lead: "your lead", and the suits that may not be led yet (trumps not broken)."""
    if not barred:
        return _("your lead")
    return _("your lead, but not {suits}").format(suits=or_list(list(barred)))


def follow(leader: str, card: str, suit: str, how: str, also: Sequence[str] = ()) -> str:
    """A turn to play to a trick: who led what, and what the player must do about it.  ``how``: ``follow``
    (every card the player may play is of the suit led), ``void`` (none of the suit led in the hand: any card),
    or ``play`` (the rules allow a choice: "play a card"); ``also``: cards of no suit the player may play
    instead of following (Lohai's specials)."""
    if how == "follow":
        asked = _("follow {suits}").format(suits=suit)
        if also:
            asked = _("{asked}, or play {cards}").format(asked=asked, cards=or_list([_("the {card}").format(card=c)
                                                                                  for c in also]))
    elif how == "void":
        asked = _("you have no {suits}: play any card").format(suits=suit)
    else:
        asked = _("play a card")
    if leader == _("You"):
        return _("You led the {card}: {asked}").format(card=card, asked=asked)
    return _("{name} led the {card}: {asked}").format(name=leader, card=card, asked=asked)


def choose(options: Sequence[str]) -> str:
    """A choice on a panel (look or pass): the choices, then the keys."""
    return _("{choices}: Left and Right choose, Enter presses").format(choices=or_list(list(options)))


def pick(title: str, button: str) -> str:
    """Several cards to pick for one move (two cards laid away into the skat), then the button that makes it."""
    return _("{title}: Enter picks each card in your hand, then Enter on {button}").format(title=title, button=button)


def held(last: bool) -> str:
    """A finished trick waits on the table for the player (the hand's last, or every trick with the setting)."""
    return _("Press Enter for the score") if last else _("Press Enter to go on")


def held_turn(last: bool) -> str:
    """Whose turn it is while a finished trick waits for the player: theirs, to go on."""
    return _("Yours: press Enter for the score") if last else _("Yours: press Enter to go on")


def summary() -> str:
    """The summary between hands has come up: how to choose among its buttons."""
    return _("Left and Right choose a button, Enter presses it")


def over() -> str:
    """Whose turn it is once the hand is over and its summary shown."""
    return _("The hand is over: {keys}").format(keys=summary())


def nothing_selected(panel: bool) -> str:
    """Enter with nothing in the focus, at the player's turn: how to reach something."""
    if panel:
        return _("Nothing selected: Left and Right choose a button or a card, Enter plays it")
    return _("Nothing selected: Left and Right choose a card, Enter plays it")


def no_key() -> str:
    """A key that does nothing here, so the player knows it was heard."""
    return _("Nothing to do with that key here; F2 lists the keys")


def no_bid() -> str:
    """A number key when there is no bid to make."""
    return _("The number keys bid, at your turn to bid")


def pane(shown: bool) -> str:
    """V: the spoken lines shown at the table, or hidden again."""
    return _("The spoken lines are shown") if shown else _("The spoken lines are hidden")
