"""The hand's log: every trick or play of the hand in order, who led, who won and why, as plain data.

The table hears each event as its beat begins (so the log never runs ahead of
what the player has seen) and keeps what it means here: a trick with its cards,
its leader, its taker and the reason (the game's callout), or a line of words
for what is not a trick (a bid, the skat, a Lo-Hi play, a Koira shedding).  The
words come from the game's own part of the table; this module keeps no rules.

It also keeps every hand as it was dealt, from the deal's events, to be shown
face up once the hand is over (:attr:`HandLog.over`): while the hand is played
only the viewer's own dealt cards are shown.  The log scene
(:mod:`game.ui.scenes.handlog`) draws a :class:`HandLog` and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Card, Event
from ...engine.core import CardDealt, HandScored


@dataclass(frozen=True, slots=True)
class TrickEntry:
    """A finished trick: its number, who led it, the cards in the order they came, who took it and why.

    ``winner`` is ``None`` for a trick nobody took (a Koira tie shared out); ``notes`` are the game's own
    doings in it (a Lohai steal, a Koira tie played off)."""

    number: int
    leader: int | None
    plays: tuple[tuple[int, Card], ...]
    winner: int | None
    taken: str
    """Who took it, in words ("Bruno takes it")."""
    why: str = ""
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class LineEntry:
    """Something of the hand that is not a trick, in words (a bid, a skat passed, a Lo-Hi play), and why."""

    words: str
    why: str = ""


Entry = TrickEntry | LineEntry


@dataclass(slots=True)
class HandLog:
    """One hand as the viewer has seen it so far, and its deal."""

    title: str = ""
    """The hand's name on the log's page ("Hand 3", "Round 2")."""
    names: tuple[str, ...] = ()
    """The seats' names, in seat order."""
    viewer: int = 0
    entries: list[Entry] = field(default_factory=list)
    dealt: dict[int, list[Card]] = field(default_factory=dict)
    """Each seat's cards as dealt, from the deal's events (shown for the other seats only when :attr:`over`)."""
    extras: list[tuple[str, tuple[Card, ...]]] = field(default_factory=list)
    """Cards of the deal that are nobody's hand, once they are seen (Laus's skat, a flipped card)."""
    over: bool = False
    """The hand has been scored: every hand may be shown face up."""

    def reset(self, title: str, names: tuple[str, ...], viewer: int) -> None:
        """A new hand: nothing is logged yet."""
        self.title, self.names, self.viewer = title, names, viewer
        self.entries, self.dealt, self.extras, self.over = [], {}, [], False

    def rename(self, names: tuple[str, ...]) -> None:
        """The seats are called ``names`` from now on (the player changed their name)."""
        self.names = names

    def hear(self, event: Event) -> None:
        """What the log keeps of ``event`` by itself: the deal, and the end of the hand."""
        if isinstance(event, CardDealt):
            self.dealt.setdefault(event.seat, []).append(event.card)
        elif isinstance(event, HandScored):
            self.over = True

    def add(self, entry: Entry) -> None:
        self.entries.append(entry)

    def explain(self, why: str) -> None:
        """A reason that comes after what it explains (a Lo-Hi run reverses the play): it joins the last line
        that has no reason yet, or stands as a line of its own."""
        last = self.entries[-1] if self.entries else None
        if isinstance(last, LineEntry) and not last.why:
            self.entries[-1] = LineEntry(last.words, why)
        else:
            self.entries.append(LineEntry("", why))

    def set_aside(self, label: str, cards: tuple[Card, ...]) -> None:
        """Cards of the deal that are no seat's hand (the skat as dealt), kept once, under ``label``."""
        if all(name != label for name, _ in self.extras):
            self.extras.append((label, cards))

    def hand_of(self, seat: int) -> list[Card] | None:
        """``seat``'s dealt cards as the log may show them now: the viewer's always, the others' after the hand."""
        if seat != self.viewer and not self.over:
            return None
        return list(self.dealt.get(seat, ()))

    @property
    def tricks(self) -> list[TrickEntry]:
        return [e for e in self.entries if isinstance(e, TrickEntry)]
