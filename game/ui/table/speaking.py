"""The table spoken: what happens, whose turn it is, where the keys are, and answers to the re-read keys.

The table hears each event as its beat begins (:meth:`TableSpeech.heard`, from
the scene's ``_shown``), so what is said keeps pace with what is seen, and it
says each in the game's own words: the plug-in's log line and callout, the
trick's taker as the hand's log words it.  The player's turn is said when it
comes; a refusal cuts off whatever is being said.  The re-read keys
(:data:`~game.ui.toolkit.intents.READS`) answer at once: the hand by suit, the
trick, whose turn, the bids and tricks, the scores, the last trick, the legal
moves.  All sentences come from :mod:`game.ui.speech.words`; this module only
gathers what they are about.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import Action, Card, Event
from ...engine.core import BidMade, CardPlayed, HandScored, TrickWon
from ..speech import prompts, words
from ..speech.queue import Priority
from .asking import asked
from .hint import any_of, describe
from .interface import Looking
from .model import LastTrick


def rank_word(card: Card) -> str:
    """A card within its suit ("ace"), or its whole name when it has no suit (a joker, a Giver)."""
    return card.rank_name if card.suit is not None else card.name


def move_words(table: Looking, action: Action) -> str:
    """A legal move as the moves list says it (the hint's words for it)."""
    return describe(table, action)


class TableSpeech:
    """The table's voice: events, the turn, and the answers to the re-read keys."""

    def __init__(self, table: Looking) -> None:
        self.table = table
        self.pane = False
        """The spoken lines are shown at the table (V)."""
        self.told_turn: tuple[int, int] | None = None
        """The decision whose turn was said last (each is said once)."""
        self.deal_due = False
        """A hand was dealt and is yet to be told."""
        self.told_hold: tuple[tuple[int, int], bool] | None = None
        """The held trick said last (each is said once)."""
        self.back = False
        """A menu over the table was closed: the table is said again as it comes back to the top."""

    @property
    def verbosity(self) -> str:
        return self.table.app.settings.verbosity

    def say(self, text: str, priority: Priority = Priority.EVENT) -> None:
        if not self.table.replaying:
            self.table.app.speak(text, priority, self.table)

    def name(self, seat: int) -> str:
        return self.table.setup.name(seat)

    # -- what happens -------------------------------------------------------------------
    def dealt(self) -> None:
        """A hand was dealt (or the table sat down in one): it is told once the table shows it (:meth:`show_deal`)."""
        self.deal_due = True

    def show_deal(self) -> None:
        """The hand the table shows now: which one, who dealt, and how many cards the player holds now, read
        from their view once the moves of a hand under way are played back (an undo, a resume, a practice from a
        move: "You hold 10 cards" was said of a hand played down to 8, or out)."""
        table = self.table
        if not self.deal_due or table.replaying:
            return
        self.deal_due = False
        cards = len(table.state.view(table.viewer).hand)
        self.say(words.dealt(table.game.hand_word, table.match.hand_number, self.name(table.state.dealer), cards,
                             self.verbosity, begun=bool(table.state.log)))

    def heard(self, event: Event, said: str, why: str, trick: LastTrick | None, taker: str) -> None:
        """``event`` is shown: ``said`` is the game's line for it (its log words), ``why`` its callout,
        ``taker`` the trick's taker in words when it is a trick won."""
        verbosity = self.verbosity
        if isinstance(event, CardPlayed):
            line = words.played(self.name(event.seat), event.card.name, verbosity)
        elif isinstance(event, TrickWon):
            cards = [f"{self.name(s)}, {c.name}" for s, c in trick.plays] if trick is not None else []
            line = words.taken(taker, why, cards, verbosity)
        elif isinstance(event, HandScored):
            line = self.scored(event)
        elif isinstance(event, BidMade) and event.bid is None:
            line = words.face_down(self.name(event.seat))
        else:
            line = words.event(said, why, verbosity)
        if line:
            self.say(line)

    def scored(self, event: HandScored) -> str:
        """The hand's points and totals, what decided it, and at the end of the match the verdict."""
        table = self.table
        totals = table.match.totals
        rows = [(self.name(s), event.scores[s], totals[s]) for s in range(len(event.scores))]
        title = words.hand_over(table.game.hand_word, table.match.hand_number)
        said = words.scored(title, table.game.hand_story(event), rows, self.verbosity)
        if table.match.is_over():
            result = table.match.result()
            said = words.joined(said, words.standings(table.game.verdict(result),
                                                      [(self.name(s), totals[s]) for s in result.standings]))
        return said

    def turn(self, decision: tuple[int, int]) -> None:
        """The player's turn has come for ``decision`` (said once for each)."""
        if decision == self.told_turn:
            return
        self.told_turn = decision
        legal = self.table.state.legal_actions()
        self.say(words.turn(self.asked(legal), len(legal), self.verbosity), Priority.TURN)

    def asked(self, legal: list[Action]) -> str:
        """What the turn asks, with its keys (:func:`~.asking.asked`)."""
        return asked(self.table, legal)

    def hold(self, key: tuple[int, int], last: bool) -> None:
        """A finished trick waits on the table for the player (said once for each): Enter goes on."""
        if (key, last) != self.told_hold:
            self.told_hold = (key, last)
            self.say(prompts.held(last), Priority.TURN)

    def summary(self) -> None:
        """The summary between hands came up: how to reach its buttons (the one in the focus is said next)."""
        self.say(words.sentence(prompts.summary()), Priority.TURN)

    def refused(self, reason: str) -> None:
        """A move refused, or a warning: cuts off whatever is being said."""
        self.say(words.sentence(reason), Priority.URGENT)

    def answer(self, text: str) -> None:
        """An answer to a key that changed nothing else: cuts off whatever is being said."""
        self.say(words.sentence(text), Priority.URGENT)

    def told(self, text: str) -> None:
        """Something the table says in answer to the player (a hint, "press Enter to confirm")."""
        self.say(words.sentence(text), Priority.TURN)

    # -- the re-read keys --------------------------------------------------------------
    def read(self, what: str) -> None:
        """Answer a re-read key at once: ``what`` is one of :data:`~game.ui.toolkit.intents.READS`' values."""
        answers: dict[str, Callable[[], str]] = {
            "hand": self.hand, "trick": self.table.game.middle_words, "turn": self.whose, "bids": self.bids,
            "scores": self.scores, "last": self.last, "moves": self.moves, "again": self.again}
        if what == "pane":
            self.pane = not self.pane
            self.say(words.sentence(prompts.pane(self.pane)), Priority.URGENT)
            return
        answer = answers.get(what)
        if answer is not None:
            self.say(answer() or words.nothing(), Priority.URGENT)

    def again(self) -> str:
        """The last line said, once more."""
        return self.table.app.speech.last

    def hand(self) -> str:
        return words.hand([(c.suit, rank_word(c)) for _, c in self.table.model.viewer_cards()])

    def whose(self) -> str:
        """Whose turn it is as the table shows it: the player's to go on while a trick is held, to choose a button
        once the hand is summed up."""
        table = self.table
        if table.model.holding:
            return prompts.held_turn(table.model.holding_last)
        if table.summary is not None:
            return words.sentence(prompts.over())
        seat = table.state.current_player
        if seat is None:
            return words.whose(None, "")
        doing = self.asked(table.state.legal_actions()) if seat == table.human else ""
        return words.whose(self.name(seat), doing)

    def came_back(self) -> str:
        """The table's words as a screen, once, when a menu over it closes: whose turn it is (the player's with
        what to do), so a player who cannot see it knows the table is back and where the hand stands.  A table
        sat down at says nothing here: its deal and its turn are told as they are shown; nor does one whose own
        lines still wait for the voice (they go on where they were, and tell it), nor one playing out a claim
        (the claim's words say what happens)."""
        back, self.back = self.back, False
        table = self.table
        if not back or table.claims.busy or any(line.scene is table for line in table.app.speech.waiting):
            return ""
        return self.whose()

    def bids(self) -> str:
        table = self.table
        return words.seats([(self.name(s), table.game.seat_line(s)) for s in range(table.setup.players)])

    def scores(self) -> str:
        """The totals the seat boxes count to, after the hands scored so far as the table has shown them (the
        hand under way is not scored yet)."""
        table = self.table
        totals = table.tally.totals
        scored = table.match.hand_number - (table.summary is None)
        rows = [(self.name(seat), totals[seat]) for seat in range(table.setup.players)]
        return words.totals(table.game.hand_word, scored, rows)

    def last(self) -> str:
        table = self.table
        last = table.model.shown.last_trick
        if last is None:
            return words.last_trick([], "", "")
        own, _ = table.game.trick_story(last)
        taker = own or words.takes_it(self.name(last.winner))
        return words.last_trick([(self.name(s), c.name) for s, c in last.plays], taker, "")

    def moves(self) -> str:
        table = self.table
        if not table.human_to_act:
            return words.moves([], table.cue.wait_words())
        legal = table.state.legal_actions()
        together = any_of(table, legal)
        return words.moves([together] if together else [move_words(table, a) for a in legal], "")

    # -- the focus ------------------------------------------------------------------------
    def focus(self) -> str:
        """What the keys are on: the game's own target, a panel's button, a card of the hand."""
        table = self.table
        own = table.game.focus_words()
        if own:
            return own
        picks = table.picks
        panel = picks.choice
        if panel is not None and picks.button is not None:
            button = next(b for b in panel.buttons if b.key == picks.button)
            return words.button(button.label, panel.reasons.get(button.key, ""))
        summary = table.summary
        if summary is not None:
            chosen = next((b for b in summary.buttons if b.selected), None)
            return words.button(chosen.label) if chosen is not None else ""
        sprite = table.model.sprites.get(picks.selected) if picks.selected is not None else None
        if sprite is None or sprite.card is None:
            return ""
        playable = (picks.selected in picks.playable or picks.picking) if table.human_to_act else None
        return words.card_focus(sprite.card.name, picked=picks.selected in picks.picked, playable=playable)
