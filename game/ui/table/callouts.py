"""Callouts: the reason behind a trick or a special card, in one line on the table's message line.

The engine says why (``TrickWon.why``, a Lo-Hi constraint's cause, a Koira play
that trumped); the game's part of the table words it (``GameTable.callout``);
this module keeps the words on screen long enough to be read.  A callout stays
at least :data:`CALLOUT_MIN` seconds of frame time before another callout may
take its place, and up to :data:`CALLOUT_TIME` when none waits; the routine
prompts ("Bruno is thinking…", "Your turn…") wait for it.  What the table says
of its own (a hint, a claim) is newer, so it shows over the callout on show; a
refusal shows its whole time whatever callout comes meanwhile: a callout the
player had on screen before it runs out its time behind it as it would have,
and any other waits with its time stopped (:meth:`Callouts.update`'s ``held``),
so the player reads why a move was refused, and then each callout not yet read,
never one read already coming back.  A callout may be
*about* something that a later one changes (the card Lo-Hi's pile asks for
next): the later one takes its place at once, on show or waiting, since the
earlier one is no longer true.  A callout about a trick gives way when the
table shows a later trick taken (:meth:`Callouts.trick_taken`): at a fast
speed the callouts must not trail behind the table, telling of a trick whose
cards are gone while the hand's last trick lies waiting.  Every callout is kept in the hand's log whether
or not it is shown (the setting "Callouts").
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from ...catalogue import NP_, _, and_list, genitive, pgettext
from ...engine import Card

CALLOUT_MIN = 2.6
"""Seconds a callout stays before a waiting one replaces it: long enough to read a line."""
CALLOUT_TIME = 4.0
"""Seconds a callout stays when nothing else waits."""
WAITING = 2
"""At most this many callouts wait their turn; older ones are left to the log, so what shows is never stale."""

def mid(name: str) -> str:
    """A seat's name in the middle of a sentence: "you" for the player."""
    return _("you") if name == _("You") else name


def whose(name: str, *, start: bool = True) -> str:
    """A seat's name as an owner: "Your" ("your" mid-sentence: ``start`` false), "Bruno's"; in Finnish
    "Sinun"/"sinun", "Brunon" (:func:`~game.catalogue.genitive`)."""
    if name == _("You"):
        return _("Your") if start else _("your")
    return genitive(name)


VERBS = (
    (NP_("you", "are"), NP_("they", "is")),
    (NP_("you", "beat"), NP_("they", "beats")),
    (NP_("you", "bid"), NP_("they", "bids")),
    (NP_("you", "call"), NP_("they", "calls")),
    (NP_("you", "draw"), NP_("they", "draws")),
    (NP_("you", "give"), NP_("they", "gives")),
    (NP_("you", "keep"), NP_("they", "keeps")),
    (NP_("you", "lay"), NP_("they", "lays")),
    (NP_("you", "move"), NP_("they", "moves")),
    (NP_("you", "pass"), NP_("they", "passes")),
    (NP_("you", "pick"), NP_("they", "picks")),
    (NP_("you", "play"), NP_("they", "plays")),
    (NP_("you", "set"), NP_("they", "sets")),
    (NP_("you", "start"), NP_("they", "starts")),
    (NP_("you", "take"), NP_("they", "takes")),
    (NP_("you", "win"), NP_("they", "wins")),
)
"""The verbs :func:`verb` is given, marked for the catalogue: a language conjugates each for "you" and for
another player.  A new verb given to :func:`verb` is added here."""


def verb(name: str, plain: str, third: str) -> str:
    """``plain`` after "You", ``third`` after anyone else: "You win", "Bruno wins" (each looked up in the
    catalogue, in :data:`VERBS`, where a language conjugates its own verb for the person)."""
    return pgettext("you", plain) if name == _("You") else pgettext("they", third)


class Callouts:
    """The callout on show and those waiting, timed in frame time.

    >>> c = Callouts()
    >>> c.show("one"); c.show("two"); c.words
    'one'
    >>> c.update(CALLOUT_MIN); c.words
    'two'
    >>> c.update(CALLOUT_TIME); c.words
    ''
    >>> c.show("next is a six or higher", about="next"); c.show("any card", about="next"); c.words
    'any card'
    >>> c.update(1.0); c.show("comes under a refusal"); c.update(CALLOUT_TIME, held=True); c.words
    'any card'
    >>> c.update(0.0); c.words, c.shown_for
    ('comes under a refusal', 0.0)
    >>> c.update(CALLOUT_TIME, held=True); c.words, c.shown_for
    ('comes under a refusal', 0.0)
    >>> c.clear(); c.trick_taken(7); c.show("trick 7 won", trick=7); c.show("a shaker in trick 8")
    >>> c.trick_taken(8); c.show("trick 8 won", trick=8); c.words, list(c.waiting)
    ('a shaker in trick 8', [('trick 8 won', None, 8)])
    """

    def __init__(self) -> None:
        self.words = ""
        self.about: str | None = None
        """What the callout on show is about, if a later callout can make it false."""
        self.shown_for = 0.0
        self.trick = 0
        """The last trick the table has shown taken: the callouts said now are about the next one."""
        self.of_trick = 1
        """The trick the callout on show is about."""
        self.waiting: deque[tuple[str, str | None, int]] = deque()
        self.said_since = False
        """The table has said something of its own (a refusal, a hint) since this callout began: it shows over it."""
        self.seen = False
        """The callout on show has aged a frame with no refusal over it: the player has had it on screen."""

    def show(self, words: str, about: str | None = None, trick: int | None = None) -> None:
        """Put ``words`` up now, or after the callout on show has been read; at once in place of an earlier
        callout ``about`` the same thing (on show or waiting), which ``words`` has made false.  ``trick``: the
        trick they tell of (the one taken); by default the one being played."""
        number = self.trick + 1 if trick is None else trick
        if about is not None:
            self.waiting = deque(w for w in self.waiting if w[1] != about)
        if not self.words or (about is not None and about == self.about):
            self._start(words, about, number)
            return
        self.waiting.append((words, about, number))
        while len(self.waiting) > WAITING:
            self.waiting.popleft()

    def _start(self, words: str, about: str | None, trick: int) -> None:
        self.words, self.about, self.shown_for, self.said_since, self.seen = words, about, 0.0, False, False
        self.of_trick = trick

    def trick_taken(self, number: int) -> None:
        """The table shows trick ``number`` taken: what was said of earlier tricks gives way (on show and
        waiting); what is said from now on is about the next trick, but for the taking's own words."""
        self.trick = number
        self.waiting = deque(w for w in self.waiting if w[2] >= number)
        if self.words and self.of_trick < number:
            self.words, self.about = "", None
            if self.waiting:
                self._start(*self.waiting.popleft())

    def update(self, dt: float, held: bool = False) -> None:
        """``dt`` more seconds of frame time.  While ``held`` (a refusal is on the line over the callouts) only
        a callout the player had on screen before it ages, and none waiting starts: one that began under the
        refusal keeps all its time for when the line is free."""
        if not self.words or (held and not self.seen):
            return
        self.seen = True
        self.shown_for += dt
        if self.waiting and self.shown_for >= CALLOUT_MIN:
            if not held:
                self._start(*self.waiting.popleft())
        elif self.shown_for >= CALLOUT_TIME:
            self.words, self.about = "", None

    def said(self) -> None:
        """The table said something of its own: that shows over the callout on show."""
        self.said_since = True

    def clear(self) -> None:
        self.words, self.about, self.said_since, self.trick, self.of_trick = "", None, False, 0, 1
        self.waiting.clear()


def the_cards(cards: Iterable[Card]) -> str:
    """Cards in a sentence, in the player's language: "the 7 of clubs", "the 7, the 8 and the 9 of clubs"."""
    return and_list([_("the {card}").format(card=card.name) for card in cards])
