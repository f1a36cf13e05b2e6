"""The Lo-Hi table: shed sets and runs onto one pile, or pick up from the deck.

Cards are picked and laid as a group (:mod:`...table.group`): click cards to
pick them, drag one onto the pile and the rest come along; a run goes down in
whichever order the pile asks for, and a group that is no play is refused with
the engine's reason.  A click on the deck (or a drag from it to the hand) picks
up.  After a double a panel asks "higher or lower", after a triple which rank.
The computer players' ages and the player's own (a setting) go to the match,
for the youngest-first tie rule.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ....catalogue import N_, _, pgettext
from ....engine import Action, Event, Match, new_match
from ....engine.cards import all_of_rank
from ....engine.core import ActionKind, HandScored
from ....engine.lohi import (
    BonusTurn,
    CardPicked,
    CardsPlayed,
    Cause,
    ConstraintSet,
    DeckReshuffled,
    FirstPlayerChosen,
    LohiMatch,
    LohiView,
    Passed,
    RoundWon,
)
from ....engine.lohi.moves import GE, parse_constraint
from ....seating import MatchSetup
from ...speech.words import button, deck, pile
from ...table.callouts import mid, the_cards, verb, whose
from ...table.gestures import Click
from ...table.group import GroupGame
from ...table.interface import view_as
from ...table.model import LastTrick
from ...table.panels import Choice, ChoicePanel, choice_panel
from ...table.plugin import Gesture, Outcome
from ...toolkit.settings import Settings
from .draw import draw_lohi
from .model import LohiModel, PileFacts

RANK_WORDS = {"T": "10"}
YOUR_REASONS = {"emptied their hand": N_("emptied your hand")}
"""How the engine's reason for a round won reads when the winner is the player."""
DECK = "deck"
"""The target of a press on the deck."""


class LohiTable(GroupGame):
    """One match of Lo-Hi."""

    model_type = LohiModel
    hand_word = N_("Round")
    suits_matter = False
    """Lo-Hi plays ranks alone: the hand lies in rank order."""
    deck_focus = False
    """The keyboard's focus is on the deck (Up from the hand): Enter picks up."""

    @classmethod
    def prepare(cls, settings: Settings, setup: MatchSetup) -> Match | None:
        """A new match that knows the players' ages (the computer seats' and the player's own setting)."""
        match = new_match(setup.rules, setup.variant, setup.players, setup.seed)
        if isinstance(match, LohiMatch):
            match.set_ages(setup.ages(settings.player_age))
        return match

    @property
    def plays_tricks(self) -> bool:
        return False

    @property
    def model(self) -> LohiModel:
        model = self.table.model
        assert isinstance(model, LohiModel)
        return model

    def start_hand(self) -> None:
        self.model.facts_source = self.facts
        self.model.facts = self.facts()

    def facts(self) -> PileFacts:
        """The numbers the table prints, read from the engine now."""
        view = view_as(self.table, LohiView)
        constraint = view.constraint
        return PileFacts(constraint=str(constraint), constraint_words=constraint.words(self.ranks),
                         direction=view.direction, streak=view.streak, deck=view.deck_size, phase=view.phase)

    @property
    def ranks(self) -> Sequence[str]:
        """The deck's ranks, low to high: the constraint's words say "any card" where every rank meets it."""
        return self.table.setup.rules.deck.ranks

    def can_pick_up(self) -> bool:
        """A card can be had, as the player sees the table: from the deck, or from the pile under its top card."""
        view = view_as(self.table, LohiView)
        return view.deck_size > 0 or len(view.pile) > 1

    def turn_prompt(self) -> str:
        picks = self.table.picks
        if picks.choice is not None:
            return ""
        if picks.picked:
            return _("Drag your picked cards onto the pile, or double-click one of them")
        return _("Your turn: click cards to pick them, drag them onto the pile — or click the deck to pick up")

    def spoken_prompt(self) -> str:
        """The turn by keys: Enter picks the cards of a set or run and lays them; Up reaches the deck."""
        if self.table.picks.choice is not None:
            return ""
        if self.table.picks.picked:
            return _("Enter lays the picked cards on the pile")
        if not any(a.cards for a in self.table.state.legal_actions()):
            return _("nothing of yours can be laid: Up, then Enter, picks up from the deck")
        return _("play a card, or pick a set or run with Enter and lay it with Enter again; or Up, then Enter, "
                 "to pick up from the deck")

    def hand_story(self, scored: HandScored) -> str:
        """Who won the round (the player's view says), and how (went out, or held the fewest cards when the turns
        ran out, as the table told it)."""
        winner = view_as(self.table, LohiView).winner
        if winner is None:
            return ""
        name, how = self.names([winner]), self.model.win_reason
        if name == _("You"):
            reason = YOUR_REASONS.get(how, how)
            return _("You win the round: you {reason}").format(reason=_(reason))
        return _("{name} wins the round: {name} {reason}").format(name=name, reason=_(how))

    # -- callouts and the log -----------------------------------------------------------
    def callout(self, event: Event, trick: LastTrick | None) -> str | None:
        """What a play did to the pile and the turn, when it was more than a single card: a run reversing the
        play, a double's call, a triple's rank, "lo-hi!", three pick-ups, a reshuffle; who starts and who wins."""
        name = self.table.setup.name
        if isinstance(event, ConstraintSet):
            return self._constraint_why(event)
        if isinstance(event, BonusTurn):
            who = name(event.seat)
            return _("Lo-hi! Four of a kind: {mid} {verb} again, any card").format(
                mid=mid(who), verb=verb(who, 'play', 'plays'))
        if isinstance(event, DeckReshuffled):
            return _("The deck ran out: the pile under its top card is shuffled into a new deck")
        if isinstance(event, FirstPlayerChosen) and event.reason != "given":
            who = name(event.seat)
            how = {"fewest cards": N_("the fewest cards"),
                   "youngest": N_("the youngest of those with the fewest cards")}
            why = _(how.get(event.reason, N_("drawn by lot among those with the fewest cards")))
            return _("{who} {verb}: {why}").format(who=who, verb=verb(who, "start", "starts"), why=why)
        if isinstance(event, Passed):
            who = name(event.seat)
            return _("{who} can neither play nor pick up, so {verb}").format(who=who, verb=verb(who, 'pass', 'passes'))
        if isinstance(event, RoundWon):
            who = name(event.seat)
            reason = _(YOUR_REASONS.get(event.reason, event.reason) if who == _("You") else event.reason)
            return _("{who} {verb} the round: {whom} {reason}").format(
                who=who, verb=verb(who, "win", "wins"), whom=mid(who), reason=reason)
        return None

    def callout_about(self, event: Event) -> str | None:
        """A new constraint or a bonus turn changes what the pile asks for next, so the words of the last one go."""
        return "next" if isinstance(event, (ConstraintSet, BonusTurn)) else None

    def _constraint_why(self, event: ConstraintSet) -> str | None:
        name = self.table.setup.name
        wanted = parse_constraint(event.constraint)
        asks = wanted.words(self.ranks)
        who = name(event.seat) if event.seat is not None else _("Someone")
        if event.cause == Cause.RUN:
            return _("A run reverses the order of play; next is {asks}").format(asks=asks)
        if event.cause == Cause.MATCH:
            return _("A card matching the turned-up card keeps the pile's way: {asks}").format(asks=asks)
        if event.cause == Cause.DOUBLE_END:
            return _("A double of the highest or lowest rank: any card may follow")
        if event.cause == Cause.CALL:
            way = pgettext("called", "higher") if wanted.kind == GE else pgettext("called", "lower")
            return _("{whose} double: {mid} {verb} {way}, so next is {asks}").format(
                whose=whose(who), mid=mid(who), verb=verb(who, 'call', 'calls'), way=way, asks=asks)
        if event.cause == Cause.NAME:
            return _("{whose} triple names the rank: next is {asks}").format(whose=whose(who), asks=asks)
        if event.cause == Cause.PASSES:
            return _("Everyone passed with nothing to draw: any card may be played")
        if event.cause == Cause.FLIP:
            return _("Three pick-ups in a row: the deck's top card goes onto the pile, next is {asks}").format(
                asks=asks)
        return None

    def log_words(self, event: Event) -> str | None:
        """Each play, pick-up and card turned up, in order."""
        name = self.table.setup.name
        if isinstance(event, CardsPlayed):
            who = name(event.seat)
            return f"{who} {verb(who, 'play', 'plays')} {the_cards(event.cards)}"
        if isinstance(event, CardPicked):
            who = name(event.seat)
            if event.seat == self.table.viewer:
                return _("{who} {verb} up a card: the {card}").format(
                    who=who, verb=verb(who, "pick", "picks"), card=event.card.name)
            return _("{who} {verb} up a card").format(who=who, verb=verb(who, "pick", "picks"))
        return super().log_words(event)

    def count_column(self) -> tuple[str, list[int]]:
        return N_("Cards left"), [len(h) for h in self.table.model.hands]

    def draw(self, surface: pygame.Surface) -> None:
        draw_lohi(surface, self.table, self)

    # -- the human's turn -----------------------------------------------------------
    def panel(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        """After a double: higher or lower; after a triple: the rank to be played next."""
        layout = self.table.layout
        calls = [a for a in legal if a.kind == ActionKind.CALL]
        if calls:
            top = view_as(self.table, LohiView).pile[-1]
            choices = [Choice((_("Higher (≥ {rank})") if a.args[0] == "higher" else _("Lower (≤ {rank})")).format(
                rank=top.rank_name), a) for a in calls]
            return choice_panel(layout, _("Your double: call it"), _("the next player must go that way"),
                                choices, beside=True), None
        names = [a for a in legal if a.kind == ActionKind.NAME]
        if names:
            choices = [Choice(RANK_WORDS.get(str(a.args[0]), str(a.args[0])), a) for a in names]
            return choice_panel(layout, _("Your triple: name a rank"), _("the next player must play exactly it"),
                                choices, beside=True), None
        passes = [a for a in legal if a.kind == ActionKind.PASS]
        if passes:
            return choice_panel(layout, _("Nothing to play or pick up"), _("the deck and pile are spent"),
                                [Choice(_("Pass"), passes[0])], beside=True), None
        return None, None

    def deck_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.table.layout.card)
        x, y = self.model.deck_home()
        rect.center = (round(x), round(y))
        return rect.inflate(8, 8)

    def pile_rect(self) -> pygame.Rect:
        """Where a drop means "lay these on the pile": the pile and the middle around it."""
        return self.drop_rect()

    def target_at(self, pos: tuple[int, int]) -> object | None:
        table = self.table
        free = table.summary is None and not table.model.busy and table.picks.choice is None
        return DECK if free and self.deck_rect().collidepoint(pos) else None

    def ended(self, end: Gesture) -> Outcome:
        """A click on the deck, or a drag from it to the hand, picks up."""
        if end.target == DECK and (isinstance(end, Click) or self.table.layout.hand.collidepoint(end.pos)):
            return Action(ActionKind.PICKUP)
        return None

    # -- by keyboard ------------------------------------------------------------------
    def above(self) -> bool:
        """Up with no panel asking: to the deck, where Enter picks up."""
        table = self.table
        if not table.human_to_act or not self.can_pick_up():
            return False
        self.deck_focus = True
        table.picks.select(None, ())
        table.say(_("Enter picks up a card from the deck; Down goes back to your hand"))
        return True

    def leave(self) -> None:
        self.deck_focus = False

    def describe(self, action: Action) -> str | None:
        """A rank named after a triple, by its word ("queens", as the focus says its button), not the index the
        button shows; a call after a double, in the player's language."""
        if action.kind == ActionKind.NAME and action.args:
            return all_of_rank(str(action.args[0]))
        if action.kind == ActionKind.CALL and action.args:  # the review's words, with no panel open to name it
            return _("call higher") if action.args[0] == "higher" else _("call lower")
        return None

    def focus_words(self) -> str:
        """The deck when Up went to it; a rank to name by its word, which its button shows as the card's
        index ("Q", "10", the same in both languages and on the faces), read as "queens"."""
        if self.deck_focus:
            return deck(self.facts().deck)
        panel, key = self.table.picks.choice, self.table.picks.button
        action = panel.actions.get(key) if panel is not None and key is not None else None
        if panel is None or key is None or action is None or action.kind != ActionKind.NAME or not action.args:
            return ""
        return button(all_of_rank(str(action.args[0])), panel.reasons.get(key, ""))

    def middle_words(self) -> str:
        """The pile's top card, what the next play must be, and the deck."""
        view = view_as(self.table, LohiView)
        facts = self.facts()
        return pile(view.pile[-1].name if view.pile else None, facts.constraint_words, facts.deck)

    def confirm(self) -> bool:
        table = self.table
        if self.deck_focus and table.picks.choice is None and table.human_to_act and not table.model.busy:
            self.pick_up()
            return True
        return super().confirm()

    def pick_up(self) -> None:
        """The human takes the deck's top card (or is told why not)."""
        self.table.attempt(Action(ActionKind.PICKUP))

