"""A game's words at the table: the hooks of the plug-in's words role, with the plainest game's answers.

The turn's prompt (shown and spoken), the top bar's stage, the summary's
column and story, a seat box's line, the score sheet's tag, the match's
verdict, the last trick's story, a move described for the hint, the words
spoken on request, the callouts and the hand's log.  A game's part overrides
the ones its game says differently; :class:`~.plugin.GameTable` joins this
role with the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ...catalogue import N_, _, and_list
from ...engine import Action, Event
from ...engine.core import BidMade, BidsRevealed, CardFlipped, HandScored, MatchResult, TrickWon, Why
from ..speech import words
from ..speech.suits import suit_many, suit_one
from .callouts import mid, verb
from .interface import Say, Table
from .model import LastTrick


class GameWords:
    """The game's words: what the table says, shows in writing and keeps in the log, in the game's terms."""

    hand_word: ClassVar[str] = N_("Hand")
    """What one deal is called on screen ("Round" in Lo-Hi, "Game" in Koira)."""
    table: Table

    def stage_words(self) -> str:
        """Where the hand stands, for the top bar (Koira: which phase); "" when there is nothing to say."""
        return ""

    def turn_prompt(self) -> str:
        """What the message line says on the human's turn ("" for the table's own words)."""
        return ""

    def spoken_prompt(self) -> str:
        """What the turn asks when it is spoken, in keys rather than the mouse's drags and clicks ("" for the
        table's own words: a bid's range, a lead, a card to play)."""
        return ""

    def count_column(self) -> tuple[str, list[int]]:
        """The summary's second column: its heading and one number per seat (tricks taken here)."""
        return N_("Tricks"), list(self.table.model.shown.tricks)

    def note(self, event: Event) -> Say | None:
        """Words for the message line when the model shows ``event`` (a Mover that cannot move)."""
        return None

    def seat_line(self, seat: int) -> str:
        """A seat box's second line: the tricks taken so far, with the bid where there are bids."""
        shown = self.table.model.shown
        tricks = shown.tricks[seat]
        if self.table.public.has_bids:
            bid = shown.bids[seat]
            return _("bid {bid}  ·  took {tricks}").format(bid=bid if bid is not None else "–", tricks=tricks)
        return _("took {tricks}").format(tricks=tricks)

    def names(self, seats: Sequence[int]) -> str:
        """Seats' names in a sentence: "Ann", "You and Ann", "Ann and you", "Ann, Bruno and you" (the player is
        "You" only where the names start)."""
        name = self.table.setup.name
        return and_list([mid(name(s)) if k else name(s) for k, s in enumerate(seats)])

    def hand_story(self, scored: HandScored) -> str:
        """What decided the hand just scored (``scored``: its points and their lines, as shown), in a sentence
        for the summary ("Hai tied: nobody scores"); "": the summary says only that the points follow."""
        return ""

    def sheet_tag(self, seat: int, details: str) -> str:
        """A few words beside ``seat``'s points on the score sheet from its scorer's note (Oh Hell: the bid and
        the tricks taken); "": the points alone."""
        return ""

    def verdict(self, result: MatchResult) -> str:
        """The final standings' sentence: the winner (or the best, in a game of losers) and any loser, by the names
        the rows under it show (the player's own, when given)."""
        name = self.table.setup.title
        names = ", ".join(name(s) for s in (result.winners or result.standings[:1]))
        verdict = _("Winner: {names}").format(names=names) if result.winners else _("Best: {names}").format(names=names)
        if result.losers:
            verdict = _("{verdict} — loser: {names}").format(
                verdict=verdict, names=", ".join(name(s) for s in result.losers))
        return verdict

    def trick_story(self, last: LastTrick) -> tuple[str | None, list[str]]:
        """For the last trick's review: who got it, when not simply by its cards ("Ann gives the trick to
        Bruno"; ``None`` otherwise), and a line for each of the game's own doings in it."""
        return None, []

    def describe(self, action: Action) -> str | None:
        """A move in the game's own words for the hint ("give the trick to Bruno"); ``None``: the usual words."""
        return None

    # -- speech ---------------------------------------------------------------------------
    def middle_words(self) -> str:
        """What lies in the middle of the table, spoken on request (T): the trick so far, card by card, or who
        is to lead (only when a card is to be led: a bid or Laus's skat comes first)."""
        table = self.table
        model = table.model
        plays = [(table.setup.name(seat), model.sprites[sid].card) for seat, sid in model.trick if sid in model.sprites]
        seat = table.state.current_player
        leads = seat is not None and not plays and any(len(a.cards) == 1 for a in table.state.legal_actions())
        leader = table.setup.name(seat) if seat is not None and leads else None
        return words.trick([(name, card.name) for name, card in plays if card is not None], leader)

    def focus_words(self) -> str:
        """The game's own target under the keyboard's focus, spoken as it moves there ("" for none)."""
        return ""

    # -- callouts and the hand's log ------------------------------------------------------
    def callout(self, event: Event, trick: LastTrick | None) -> str | None:
        """Why, in one line in the game's words, when ``event`` is a trick won (``trick``: the trick it takes, as
        it lay) or a special card acting; ``None``: nothing to explain.  Shown on the table (a setting) and kept
        in the hand's log."""
        if isinstance(event, TrickWon) and trick is not None:
            return self.trick_callout(event, trick)
        return None

    def callout_about(self, event: Event) -> str | None:
        """What ``event``'s callout is about, when a later event's callout can make it false (the card a pile
        asks for next): the later one replaces it on the table at once.  ``None``: it stays true, and is read."""
        return None

    def trick_callout(self, won: TrickWon, trick: LastTrick) -> str | None:
        """Why a trick game's trick was won, from the rule the engine names: the highest trump, the highest
        card of the suit led, a high joker; with the jokers' rule when one was played and lost."""
        card = won.decider
        if card is None or won.why == Why.CARDS:
            return None
        name = self.table.setup.name(won.seat)
        head = _("{name} {verb} with the {card}").format(name=name, verb=verb(name, "win", "wins"), card=card.name)
        if won.why == Why.JOKER:
            if sum(1 for __, c in trick.plays if c.rank == "JK") < 2:
                return _("{head}: jokers are high").format(head=head)
            which = "first" if self.table.match.options.get("first_joker_wins") else "last"
            return _("{head}: jokers are high, and the {which} joker played wins").format(head=head, which=which)
        follows = self.table.state.view(self.table.viewer).follows
        suit = follows(card)
        led = next((follows(c) for __, c in trick.plays if follows(c) is not None), None)
        if won.why == Why.TRUMP:
            trumps = sum(1 for __, c in trick.plays if follows(c) == suit)
            if trumps == 1 and led != suit:
                why = _("{suits} are trumps").format(suits=suit_many(suit))
            else:
                why = _("the highest {suit}, and {suits} are trumps").format(
                    suit=suit_one(suit), suits=suit_many(suit))
        else:
            why = _("the highest {suit}, the suit led").format(suit=suit_one(suit))
        if any(c.rank == "JK" for __, c in trick.plays):
            why = _("{why}; a joker never wins").format(why=why)
        return f"{head}: {why}"

    def log_words(self, event: Event) -> str | None:
        """What ``event`` was, as a line of the hand's log, when it is not a card played to a trick (the trick
        lists those): a bid, the bids shown, a card turned up; ``None``: nothing to log."""
        name = self.table.setup.name
        if isinstance(event, BidMade) and event.bid is not None:
            return f"{name(event.seat)} {verb(name(event.seat), 'bid', 'bids')} {event.bid}"
        if isinstance(event, BidsRevealed):
            return _("Bids: {bids}").format(bids=", ".join(f"{name(s)} {b}" for s, b in enumerate(event.bids)))
        if isinstance(event, CardFlipped):
            return _("Turned up: the {card}").format(card=event.card.name)
        return None
