"""The facts a listener hears, held against the table: the cards held, the scores, the moves on offer.

A blind player believes what the voice says.  "You hold 10 cards" said of a hand of 8 sends them looking for
two cards that are not there, and nobody hears it is wrong.  Each line heard here that states a count or a
score is read back with the message catalogue's own templates (so the check holds in every language) and
compared with what the table shows at that moment: the player's view of the engine, the seat boxes' totals.
A line that disagrees is a wrong fact.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from math import comb
from typing import Protocol

from ..catalogue import _, ngettext
from ..engine import Card, HandState, Match
from ..ui.speech import words
from ..ui.speech.suits import suit_many
from .hands import named

NUMBER = r"-?\d+"
CARDS = r"\d+ \w+"
"""A number of cards in words ("10 cards", "10 korttia"): a count and the word after it."""


def template(message: str, **fields: str) -> re.Pattern[str]:
    """The catalogue's ``message`` in the language in use as a pattern, each ``{field}`` a named group
    (``fields`` give a field its own pattern; any text otherwise).

    >>> template("{name} {points}, total {total}", points=NUMBER).fullmatch("Aino 10, total 12")["points"]
    '10'
    """
    pieces = re.split(r"\{(\w+)(?:[:!][^}]*)?\}", _(message))
    return re.compile("".join(re.escape(piece) if k % 2 == 0 else f"(?P<{piece}>{fields.get(piece, '.+?')})"
                              for k, piece in enumerate(pieces)))


def count_of(text: str) -> int | None:
    """The number of cards in "10 cards", "1 card" (the catalogue's plural forms), or ``None``."""
    for many in (1, 2):
        found = template(ngettext("{count} card", "{count} cards", many), count=NUMBER).fullmatch(text)
        if found is not None:
            return int(found["count"])
    return None


class Table(Protocol):
    """The table as the check sees it: the player's seat, the match, and the totals the seat boxes show."""

    @property
    def human(self) -> int | None: ...
    @property
    def match(self) -> Match: ...
    @property
    def state(self) -> HandState: ...
    @property
    def summary(self) -> object | None: ...


@dataclass(frozen=True, slots=True)
class Wrong:
    """A line whose fact disagrees with the table, and what the table shows."""

    line: str
    truth: str


@dataclass(slots=True)
class Heard:
    """What one hand by ear came to."""

    finished: bool = False
    decisions: int = 0
    silences: list[str] = field(default_factory=list)
    """What the table was waiting for at each silence, with the last lines heard before it."""
    wrong: list[Wrong] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        """The hand was played to its end with nothing left unsaid and nothing said wrong."""
        return self.finished and not self.silences and not self.wrong


class Facts:
    """Every line heard, held against the table at the moment it was heard."""

    def __init__(self, table: Table, name: Callable[[int], str]) -> None:
        self.table = table
        self.name = name
        self.wrong: list[Wrong] = []

    def hear(self, line: str) -> None:
        """Check ``line`` if it states a count or a score."""
        for check in (self._hold, self._hand, self._scores, self._scored, self._moves, self._leader, self._whose):
            truth = check(line)
            if truth is not None:
                if truth:
                    self.wrong.append(Wrong(line, truth))
                return

    # -- each kind of fact: None when the line is not of that kind, "" when right, the truth when wrong -------
    def _held(self) -> tuple[Card, ...]:
        human = self.table.human
        return self.table.state.view(human).hand if human is not None else ()

    def _hold(self, line: str) -> str | None:
        """ "You hold 8 cards" (a deal, or a table sat down in a hand), or "Your hand is empty"."""
        if line.startswith(_("Your hand, {cards}: {suits}").split("{")[0]):
            return None
        found = template("You hold {cards}", cards=CARDS).search(line)
        empty = _("Your hand is empty") in line
        if found is None and not empty:
            return None
        said = 0 if found is None else count_of(found["cards"])
        held = len(self._held())
        return "" if said == held else words.cards_count(held)

    def _hand(self, line: str) -> str | None:
        """The hand read out (Y): its count, and each card by suit, against the player's view."""
        found = template("Your hand, {cards}: {suits}", suits=".*").fullmatch(line)
        if found is None:
            return None
        held = self._held()
        truth = words.hand([(c.suit, c.rank_name if c.suit is not None else c.name) for c in held])
        said = Counter(pairs(found["suits"]))
        wanted = Counter((suit_many(c.suit) if c.suit is not None else None, c.rank_name if c.suit is not None
                          else c.name) for c in held)
        return "" if count_of(found["cards"]) == len(held) and said == wanted else truth

    def _scores(self, line: str) -> str | None:
        """The scores read out (P): the hands scored as the table shows them, and each total."""
        plain = _("Scores")
        head = template("Scores after {hand} {number}", number=NUMBER)
        found = head.match(line)
        if found is None and not line.startswith(plain + ". "):
            return None
        table = self.table
        if table.summary is None and table.state.is_over():
            return ""  # the hand is scored by the engine, not yet on the table: nothing to hold it to
        number = int(found["number"]) if found is not None else 0
        rest = line[found.end():] if found is not None else line[len(plain):]
        scored = table.match.hand_number - (table.summary is None)
        truth = [(self.name(s), t) for s, t in enumerate(table.match.totals)]
        return "" if number == scored and totals(rest.removeprefix(". ")) == truth else \
            f"{scored}: {truth}"

    def _scored(self, line: str) -> str | None:
        """A hand scored: each seat's points and total, against the engine's hand scores and the match's totals."""
        found = template("Points: {seats}", seats=".*").search(line)
        if found is None or not self.table.state.is_over():
            return None
        row = template("{name} {points}, total {total}", name="[^,]+?", points=NUMBER, total=NUMBER)
        said = [(m["name"].strip(), int(m["points"]), int(m["total"])) for m in row.finditer(found["seats"])]
        scores, match = self.table.state.hand_scores(), self.table.match.totals
        truth = [(self.name(s), scores[s], match[s]) for s in range(len(scores))]
        return "" if said == truth else str(truth)

    def _moves(self, line: str) -> str | None:
        """The legal moves (A): one for each the engine offers the player now ("any 2 of 10 cards" is 45)."""
        moves = words.parse_moves(line)
        if not moves:
            return None
        legal = self.table.state.legal_actions() if self.table.state.current_player == self.table.human else []
        said = sum(comb(len(cards), count) if count else 1 for cards, count in map(named, moves))
        return "" if said == len(legal) else f"{len(legal)} moves"


    def _to_act(self) -> str:
        """Who is to act now, by name ("" when nobody is)."""
        seat = self.table.state.current_player
        return self.name(seat) if seat is not None else ""

    def _leader(self, line: str) -> str | None:
        """An empty trick's leader (T): the seat to act, and only when a card is what it is to play."""
        mine = _("No cards on the table: your lead")
        found = template("No cards on the table: {name} to lead").fullmatch(line)
        if line != mine and found is None:
            return None
        said = _("You") if line == mine else found["name"] if found is not None else ""
        state = self.table.state
        leads = any(len(a.cards) == 1 for a in state.legal_actions()) if state.current_player is not None else False
        return "" if leads and said == self._to_act() else f"{self._to_act()} to act, a lead: {leads}"

    def _whose(self, line: str) -> str | None:
        """Whose turn (W), when it names another seat: the seat the table waits for."""
        found = template("{name} is to play").fullmatch(line)
        if found is None:
            return None
        return "" if found["name"] == self._to_act() else self._to_act()


def pairs(suits: str) -> list[tuple[str | None, str]]:
    """A hand read by suit ("spades: ace, ten; Giver") as (suit word, rank word) pairs (no suit: the name)."""
    out: list[tuple[str | None, str]] = []
    for group in suits.split("; "):
        suit, colon, ranks = group.partition(": ")
        if colon:
            out += [(suit, rank) for rank in ranks.split(", ")]
        else:
            out += [(None, name) for name in group.split(", ")]
    return out


def totals(rows: str) -> list[tuple[str, int]]:
    """ "You 0, Aino 10" as (name, total) pairs."""
    found = [re.fullmatch(rf"(.+) ({NUMBER})", row.strip()) for row in rows.split(", ")]
    return [(m[1], int(m[2])) for m in found if m is not None]

