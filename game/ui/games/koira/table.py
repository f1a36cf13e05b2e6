"""The Koira table: collect cards in phase one, shed them in phase two, and do not be the last.

Phase one is played like any trick game here (drag a card onto the trick),
plus the stock: a click on it (or the panel's button) turns its top card up
and plays it instead of a hand card, while it holds two or more.  Phase two
is group play (:mod:`...table.group`): click cards to pick a sequence, drag one
onto the trick and the rest come along, or play a single card; to give up
the turn, click the lowest play in the trick (or drag it to the hand, or use
the button) and it comes back into the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ....catalogue import N_, _
from ....engine import Action, Event
from ....engine.core import ActionKind, HandScored, MatchResult, TrickWon, Why
from ....engine.koira.events import (
    GameLost,
    KoiraView,
    PhaseTwoBegan,
    PlayDrawn,
    PlayerOut,
    SequencePlayed,
    TieBreak,
    TieSplit,
    TrickDiscarded,
    TrickSplit,
    TrumpRevealed,
)
from ...speech.suits import suit_many
from ...speech.words import row
from ...table.callouts import the_cards, verb
from ...table.gestures import Click
from ...table.group import GroupGame
from ...table.interface import view_as
from ...table.model import LastTrick
from ...table.panels import Choice, ChoicePanel, choice_panel
from ...table.plugin import Gesture, Outcome
from .draw import draw_koira, seat_words
from .model import KoiraModel

WORDS = {"turnup": N_("Turn up the stock"), "draw": N_("Take the lowest play")}


@dataclass(frozen=True, slots=True)
class Source:
    """A press on the stock (``turnup``) or the lowest play (``draw``): the move a click on it makes."""

    kind: ActionKind


ON_SCREEN: dict[str, tuple[str, ...]] = {
    "trick": (N_("Your turn: drag a card onto the trick"),),
    "stock": (N_("Your turn: drag a card onto the trick"), N_(", or click the stock to turn up its top card")),
    "matti": (N_("You are a Blue Matti: take the lowest play (click it) to get cards"),),
    "beaten": (N_("Nothing of yours beats the top play: take the lowest play (click it)"),),
    "picked": (N_("Drag the picked cards onto the trick, or double-click one of them"),),
    "lead": (N_("Your lead: play any card, or pick a sequence and drag it onto the table"),),
    "beat": (N_("Your turn: beat the top play (pick a sequence, drag it on) — or click the lowest play to take it"),),
}
"""What each kind of turn asks on the message line (pieces joined, each in the player's language)."""
BY_EAR: dict[str, str] = {
    "trick": N_("play a card to the trick"),
    "stock": N_("play a card to the trick, or Up, then Enter, to turn up the stock"),
    "matti": N_("nothing of yours beats the top play: Up, then Enter, takes the lowest play"),
    "beaten": N_("nothing of yours beats the top play: Up, then Enter, takes the lowest play"),
    "picked": N_("Enter lays the picked cards"),
    "lead": N_("your lead: play any card, or pick a sequence with Enter and lay it with Enter again"),
    "beat": N_("beat the top play with a card or a sequence, or Up, then Enter, to take the lowest play"),
}
"""The same turns by ear, in keys: a player who cannot see the mouse is never told to click or drag."""


class KoiraTable(GroupGame):
    """One game of Koira."""

    model_type = KoiraModel
    hand_word = N_("Game")

    @property
    def claims(self) -> bool:
        """Koira's tricks only hand out the cards of its second phase, which decides the game: no claims."""
        return False

    @property
    def model(self) -> KoiraModel:
        model = self.table.model
        assert isinstance(model, KoiraModel)
        return model

    @property
    def phase(self) -> str:
        return view_as(self.table, KoiraView).phase

    @property
    def grouping(self) -> bool:
        return self.phase == "two"

    @property
    def plays_tricks(self) -> bool:
        """Phase one's tricks can be reviewed; phase two's plays lie open in the row."""
        return not self.model.phase_two

    def count_column(self) -> tuple[str, list[int]]:
        return N_("Cards left"), [len(h) for h in self.table.model.hands]

    def seat_line(self, seat: int) -> str:
        """What Koira counts, as the seat's box shows it: cards won in phase one, cards held in phase two."""
        return seat_words(self.model, seat)

    def draw(self, surface: pygame.Surface) -> None:
        draw_koira(surface, self.table, self)

    def hand_story(self, scored: HandScored) -> str:
        """Who is the Koira this game (the player's view says), and why (as the table told it)."""
        losers = view_as(self.table, KoiraView).losers
        if not losers:
            return ""
        name, reason = self.names(losers), self.model.loss_reason
        if name == _("You") or len(losers) > 1:
            return _("{names} are the Koira: {reason}").format(names=name, reason=reason)
        return _("{name} is the Koira: {reason}").format(name=name, reason=reason)

    def verdict(self, result: MatchResult) -> str:
        """In Koira only the loser is special (the one left holding cards is the Koira; nobody is "best"): a
        one-game match names the Koira, a longer one who lost the most games."""
        losers = result.losers
        if not losers:
            return _("Nobody lost")
        names = ", ".join(self.table.setup.title(s) for s in losers)  # as the rows under it name them
        one_game = self.table.match.hand_number == 1
        if self.table.human in losers and len(losers) == 1:
            return _("You are the Koira") if one_game else _("You lost the most games")
        return _("The Koira: {names}").format(
            names=names) if one_game else _("Most games lost: {names}").format(names=names)

    # -- callouts and the log -----------------------------------------------------------
    def callout(self, event: Event, trick: LastTrick | None) -> str | None:
        """Why a trick or a play went as it did, in the game's two phases: the highest card, a tie played off
        or shared out, the trump card, the Blue Mattis, a trump beating a plain play, a trick full or ended."""
        name = self.table.setup.name
        if isinstance(event, TrickWon) and event.decider is not None:
            who = name(event.seat)
            if event.why == Why.TIE_BREAK:
                return _("{who} {verb} the tie with the {name}: only the tied players play again").format(
                    who=who, verb=verb(who, 'win', 'wins'), name=event.decider.name)
            if event.why == Why.HIGHEST:
                return _("{who} {verb} with the {name}: the highest card takes the trick, suits do not count").format(
                    who=who, verb=verb(who, 'win', 'wins'), name=event.decider.name)
            return None
        if isinstance(event, TieBreak):
            return _("A tie for the highest: {names} play another card each").format(names=self.names(event.seats))
        if isinstance(event, TrickSplit):
            return _("{names} cannot play off the tie: the trick is shared out face down").format(
                names=self.names(event.seats))
        if isinstance(event, TieSplit):
            return _("{names} tie: their cards go back to hand, the lowest card goes to {name}, who played last, "
                     "and the rest is shared").format(names=self.names(event.seats), name=name(event.last))
        if isinstance(event, TrumpRevealed):
            return _("The last stock card, the {card}, goes face up to {name}: {suits} will be trumps in phase two"
                     ).format(card=event.card.name, name=name(event.seat), suits=suit_many(event.card.suit))
        return self._phase_two_why(event)

    def _phase_two_why(self, event: Event) -> str | None:
        name = self.table.setup.name
        if isinstance(event, PhaseTwoBegan):
            said = _("Phase two: your won cards are your hand, {suit_many} are trumps").format(
                suit_many=suit_many(event.trump))
            if event.blue:
                blue = self.names(event.blue)
                said = _("{said}. {blue} won no cards: a Blue Matti must take the lowest play").format(
                    said=said, blue=blue)
            return said
        if isinstance(event, SequencePlayed) and event.trumped:
            who = name(event.seat)
            return _("{who} {verb} the top play with a trump: {suit_many} are trumps").format(
                who=who, verb=verb(who, 'beat', 'beats'), suit_many=suit_many(event.cards[0].suit))
        if isinstance(event, PlayDrawn) and event.empty_handed:
            return _("{name}, a Blue Matti with no cards, must take the lowest play").format(name=name(event.seat))
        if isinstance(event, TrickDiscarded):
            who = name(event.seat)
            why = _("A trump ends the trick") if event.by_trump else _("The trick is full")
            return _("{why}: {who} {verb} it aside").format(why=why, who=who, verb=verb(who, 'set', 'sets'))
        if isinstance(event, PlayerOut):
            who = name(event.seat)
            return _("{who} {verb} out: no cards left, so not the Koira").format(who=who, verb=verb(who, 'are', 'is'))
        if isinstance(event, GameLost):
            who = self.names(event.seats)
            if who == _("You") or len(event.seats) > 1:
                return _("{names} are the Koira: {reason}").format(names=who, reason=event.reason)
            return _("{name} is the Koira: {reason}").format(name=who, reason=event.reason)
        return None

    def log_words(self, event: Event) -> str | None:
        """Phase two's plays and draws, each a line (phase one's cards are listed with their tricks)."""
        name = self.table.setup.name
        if isinstance(event, SequencePlayed):
            who = name(event.seat)
            return f"{who} {verb(who, 'play', 'plays')} {the_cards(event.cards)}"
        if isinstance(event, PlayDrawn):
            who = name(event.seat)
            return _("{who} {verb} back {cards}").format(
                who=who, verb=verb(who, 'take', 'takes'), cards=the_cards(event.cards))
        if isinstance(event, TrickSplit):
            return _("A trick shared out: {cards}").format(cards=the_cards(tuple(c for __, c in self.model.plays)))
        return super().log_words(event)

    def trick_story(self, last: LastTrick) -> tuple[str | None, list[str]]:
        """A tie played off in the trick is told in the review and the log."""
        return None, [_("Tie for the highest: {names} played again").format(
            names=self.names(e.seats)) for e in last.events
                      if isinstance(e, TieBreak)]

    def middle_words(self) -> str:
        """Phase one: the trick so far; phase two: the plays in the row, the top one last."""
        if self.phase == "one":
            return super().middle_words()
        model, name = self.model, self.table.setup.name
        plays = [(name(seat), the_cards(tuple(c for c in (model.sprites[s].card for s in ids) if c is not None)))
                 for seat, ids in model.row]
        return row(plays)

    def stage_words(self) -> str:
        return _("phase two: shedding") if self.model.phase_two else _("phase one: collecting")

    def turn_prompt(self) -> str:
        """What the turn asks, on the message line: with the mouse's drags and clicks."""
        return "".join(_(words) for words in ON_SCREEN[self._turn()])

    def spoken_prompt(self) -> str:
        """What the turn asks, by ear: Enter plays (or picks a sequence's cards, then lays them); Up reaches the
        stock or the lowest play."""
        return _(BY_EAR[self._turn()])

    def _turn(self) -> str:
        """What the player's turn is, as the prompts word it (:data:`ON_SCREEN`, :data:`BY_EAR`)."""
        table = self.table
        if self.phase == "one":
            return "stock" if table.state.can(Action(ActionKind.TURNUP)) else "trick"
        if not any(a.cards for a in table.state.legal_actions()):
            return "matti" if not table.model.hands[table.viewer] else "beaten"
        if table.picks.picked:
            return "picked"
        return "beat" if self.model.row else "lead"

    # -- the human's turn -----------------------------------------------------------
    def panel(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        """A small panel beside the trick with the moves that are not a card: turn up, take the lowest."""
        plain = [a for a in legal if not a.cards and a.kind in WORDS]
        if not plain:
            return None, None
        title = _("Or instead") if any(a.cards for a in legal) else _("Your move")
        return choice_panel(self.table.layout, title, "", [Choice(_(WORDS[a.kind]), a) for a in plain],
                            beside=True), None

    def stock_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.table.layout.small)
        rect.center = self.table.layout.stock
        return rect.inflate(10, 10)

    def lowest_rect(self) -> pygame.Rect | None:
        """The lowest play of phase two's trick, the one a player may take back."""
        model = self.model
        if not model.row:
            return None
        rects = [self.table.mouse.card_rect(sid) for sid in model.row[0][1] if sid in model.sprites]
        return rects[0].unionall(rects[1:]) if rects else None

    def target_at(self, pos: tuple[int, int]) -> object | None:
        """The stock in phase one, the lowest play in phase two."""
        table = self.table
        if table.summary is not None or table.model.busy or table.keys.review is not None:
            return None
        if self.phase == "one" and self.stock_rect().collidepoint(pos):
            return Source(ActionKind.TURNUP)
        lowest = self.lowest_rect() if self.phase == "two" else None
        return Source(ActionKind.DRAW) if lowest is not None and lowest.collidepoint(pos) else None

    def ended(self, end: Gesture) -> Outcome:
        """A click on the stock or the lowest play takes it; the lowest play may also be dragged to the hand."""
        target = end.target
        if not isinstance(target, Source):
            return None
        if isinstance(end, Click) or (target.kind == ActionKind.DRAW and self.table.layout.hand.collidepoint(end.pos)):
            return Action(target.kind)
        return None

