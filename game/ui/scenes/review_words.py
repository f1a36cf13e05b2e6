"""The review's words: when in the hand a decision came, what was played, each row's verdict, the facts of the
table then, what happened since the seat last moved, and what a computer seat had worked out of the others.

Apart from the scene (:mod:`.review`), which lays the review out and draws it, so the wording reads on its own;
nothing here draws.  Moves are worded as the table words them (:func:`~game.ui.table.hint.describe`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...catalogue import N_, _, language, ngettext
from ...engine import Action, ActionKind
from ...judging import Judgement, cost_words, notable
from ...review import Moment, readings
from ..table.callouts import mid
from ..table.choices import SUIT_NAMES
from ..table.hint import describe
from ..table.interface import Table
from ..toolkit import theme


@dataclass(frozen=True, slots=True)
class Row:
    """One decision in the list: its moment, and its place among the costliest (1 to 3) if it is one."""

    moment: Moment
    rank: int | None = None


class ReviewWords:
    """The words of one table's review: its moves in the table's words, its seats by name."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.setup = table.setup

    def words(self, action: Action) -> str:
        """A move in the table's words: "play the queen of spades", "bid 2"."""
        return describe(self.table, action)

    def where(self, moment: Moment) -> str:
        """When in the hand: "Trick 3", or "Move 12" in a game without tricks."""
        if moment.played.kind == ActionKind.BID:
            return _("Bidding")
        if self.table.game.plays_tricks:
            return _("Trick {trick_number}").format(trick_number=moment.trick_number)
        return _("Move {value}").format(value=moment.number + 1)

    def row_words(self, row: Row, computer: bool, verdict: Judgement | None,
                  failed: bool) -> tuple[str, str, theme.Colour]:
        """A row's two lines: when and what was played; then its verdict (or, for a ``computer`` seat, its
        choices).  ``verdict``: the decision's judgement if judged; ``failed``: it could not be judged."""
        moment = row.moment
        played = self.words(moment.played)
        if computer:
            count = len(moment.view.legal_actions)
            return f"{self.where(moment)}: {played}", _("{count} moves open").format(
                count=count) if count > 1 else _("its only move"), \
                theme.TEXT_DIM
        first = f"{row.rank}. " if row.rank is not None else ""
        first += _("{where}: you {past}").format(
            where=self.where(moment), past=self.past(moment.played))
        if failed:
            return first, _("could not be judged"), theme.TEXT_DIM
        if verdict is None:
            return first, _("waiting to be judged"), theme.TEXT_DIM
        if row.rank is not None or notable(verdict):  # ranked once all are judged; costly before that too
            better = self.words(verdict.best.action)
            return first, _("Better: {better}; {cost_words}").format(
                better=better, cost_words=cost_words(verdict)), theme.BAD
        return first, *standing(verdict)

    def facts(self, moment: Moment) -> str:
        """The table's facts then: trump, the bids, the tricks taken."""
        name = self.setup.name
        parts = []
        facts = moment.view.facts()
        if facts.has_trump:
            parts.append(_("trump: {suit}").format(suit=suit_word(facts.trump)) if facts.trump else _("no trump"))
        if moment.bids:
            bids = (f"{name(s)} {'-' if b is None else b}" for s, b in enumerate(moment.bids))
            parts.append(_("bids: {bids}").format(bids=", ".join(bids)))
        if facts.tricks_won is not None:
            parts.append(_("tricks taken: {counts}").format(
                counts=", ".join(f"{name(s)} {t}" for s, t in enumerate(facts.tricks_won))))
        text = " · ".join(parts)
        return text[:1].upper() + text[1:]

    def past(self, action: Action) -> str:
        """A move in the past tense where the language makes one from the move's words (English), else its words."""
        words = self.words(action)
        return past_tense(words) if language() == "en" else words

    def since(self, moment: Moment) -> str:
        """What the others did since the seat last moved (the last six moves)."""
        if not moment.since:
            return ""
        shown = [f"{self.named(s)} {self.past(a) if a is not None else _('bid face down')}"
                 for s, a in moment.since[-6:]]
        return _("Since then: {moves}.").format(moves="; ".join(shown))

    def named(self, seat: int) -> str:
        """A seat's name inside a sentence: the player is "you", not "You", after the first word."""
        return mid(self.setup.name(seat))

    def readings(self, moment: Moment) -> list[str]:
        """What the seat knew of each place it could not see, a line each."""
        out = []
        for reading in readings(moment.view):
            if reading.size == 0:
                continue
            who = self.setup.name(reading.seat) if reading.seat is not None else _("The {place}").format(
                place=_(PLACES.get(reading.place, reading.place)))
            who = who[:1].upper() + who[1:]
            parts = [ngettext("{size} card unseen", "{size} cards unseen", reading.size).format(size=reading.size)]
            if reading.void:
                parts.append(_("none of: {suits}").format(suits=", ".join(suit_word(s) for s in reading.void)))
            if reading.known:
                parts.append(_("holds {cards}").format(cards=", ".join(card.name for card in reading.known)))
            out.append(f"{who}: " + "; ".join(parts))
        return out


PLACES = {"skat": N_("skat"), "stack": N_("stack"), "stock": N_("stock"), "deck": N_("deck")}
"""The hidden places that are no seat's hand, in words (a plug-in's own place keeps its name)."""


def suit_word(suit: str | None) -> str:
    """A suit in the player's language: "spades", "padat"."""
    return _(SUIT_NAMES[suit]) if suit in SUIT_NAMES else suit or ""


def past_tense(words: str) -> str:
    """A move in the past: "play the 7 of hearts" becomes "played the 7 of hearts"."""
    verb, __, rest = words.partition(" ")
    past = {"play": "played", "lead": "led", "bid": "bid", "give": "gave", "draw": "drew", "pass": "passed",
            "discard": "discarded", "pick": "picked", "call": "called", "move": "moved", "steal": "stole",
            "take": "took", "look": "looked", "lay": "laid", "name": "named", "turn": "turned"}.get(verb)
    return f"{past} {rest}".strip() if past else words


def standing(verdict: Judgement) -> tuple[str, theme.Colour]:
    """How a decision that is not listed as costly stands against the judge's pick, saying how sure."""
    gap = verdict.gap
    if verdict.best.action == verdict.played.action:
        return _("the best move found"), theme.GOOD
    if gap.identical:
        return _("as good as the best move found: the same in every deal"), theme.GOOD
    if not gap.clear:
        return _("about as good as the best move found (the difference is within the noise)"), theme.TEXT_DIM
    return _("a little worse than the best move found, by too little to matter"), theme.TEXT_DIM
