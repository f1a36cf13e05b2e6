"""The Lo-Hi table: shed sets and runs onto one pile, or pick up from the deck.

Cards are picked and laid as a group (:mod:`.table_group`): click cards to
pick them, drag one onto the pile and the rest come along; a run goes down in
whichever order the pile asks for, and a group that is no play is refused with
the engine's reason.  A click on the deck (or a drag from it to the hand) picks
up.  After a double a panel asks "higher or lower", after a triple which rank.
The computer players' ages and the player's own (a setting) go to the match,
for the youngest-first tie rule.

Everything else — bots, messages, the summary, the score sheet — is the
shared :class:`~.table.TableScene`.
"""

from __future__ import annotations

import pygame

from ....engine import Action, Match, new_match
from ....engine.cards import RANK_NAMES
from ....engine.core import ActionKind
from ....engine.lohi import LohiMatch, LohiView
from ....seating import MatchSetup
from ....session import MatchSession
from ...table import keys
from ...table.gestures import Click, Drop
from ...table.group import GroupPlay
from ...table.interface import view_as
from ...table.panels import Choice, ChoicePanel, choice_panel
from ...toolkit.app import App
from ...toolkit.intents import Intent
from .draw import draw_lohi
from .model import LohiModel, PileFacts

RANK_WORDS = {"T": "10"}
DECK = "deck"
"""The target of a press on the deck."""


class LohiTable(GroupPlay):
    """One match of Lo-Hi."""

    model_type = LohiModel
    model: LohiModel
    plays_tricks = False
    hand_word = "Round"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None, *,
                 session: MatchSession | None = None) -> None:
        if match is None and session is None:  # a prepared or resumed match keeps the ages it was given
            match = new_match(setup.rules, setup.variant, setup.players, setup.seed)
            if isinstance(match, LohiMatch):
                match.set_ages(setup.ages(app.settings.player_age))
        self.deck_focus = False
        """The keyboard's focus is on the deck (Up from the hand): Enter picks up."""
        super().__init__(app, setup, match, session=session)

    # -- hands --------------------------------------------------------------------
    def _start_hand(self) -> None:
        self.model.facts_source = self.facts
        super()._start_hand()
        self.model.facts = self.facts()

    def facts(self) -> PileFacts:
        """The numbers the table prints, read from the engine now."""
        view = view_as(self, LohiView)
        constraint = view.constraint
        return PileFacts(constraint=str(constraint), constraint_words=constraint.words(), direction=view.direction,
                         streak=view.streak, deck=view.deck_size, phase=view.phase)

    def turn_prompt(self) -> str:
        if self.choice is not None:
            return ""
        if self.picked:
            return "Drag your picked cards onto the pile, or double-click one of them"
        return "Your turn: click cards to pick them, drag them onto the pile — or click the deck to pick up"

    def count_column(self) -> tuple[str, list[int]]:
        return "Cards left", [len(h) for h in self.model.hands]

    def draw(self, surface: pygame.Surface) -> None:
        draw_lohi(surface, self)

    # -- the human's turn -----------------------------------------------------------
    def panel_for(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        return self._call_panel(legal), None

    def _call_panel(self, legal: list[Action]) -> ChoicePanel | None:
        """After a double: higher or lower; after a triple: the rank to be played next."""
        calls = [a for a in legal if a.kind == ActionKind.CALL]
        if calls:
            top = self.state.view(self.viewer).pile[-1]  # type: ignore[attr-defined]
            rank = RANK_NAMES.get(top.rank, top.rank)
            choices = [Choice(f"{str(a.args[0]).capitalize()} ({'≥' if a.args[0] == 'higher' else '≤'} {rank})", a)
                       for a in calls]
            return choice_panel(self.layout, "Your double: call it", "the next player must go that way",
                                choices, beside=True)
        names = [a for a in legal if a.kind == ActionKind.NAME]
        if names:
            choices = [Choice(RANK_WORDS.get(str(a.args[0]), str(a.args[0])), a) for a in names]
            return choice_panel(self.layout, "Your triple: name a rank", "the next player must play exactly it",
                                choices, beside=True)
        passes = [a for a in legal if a.kind == ActionKind.PASS]
        if passes:
            return choice_panel(self.layout, "Nothing to play or pick up", "the deck and pile are spent",
                                [Choice("Pass", passes[0])], beside=True)
        return None

    def deck_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.layout.card)
        x, y = self.model.deck_home()
        rect.center = (round(x), round(y))
        return rect.inflate(8, 8)

    def pile_rect(self) -> pygame.Rect:
        """Where a drop means "lay these on the pile": the pile and the middle around it."""
        return self.drop_rect()

    def _press(self, intent: Intent) -> None:
        if (self.summary is None and not self.model.busy and self.choice is None
                and self.deck_rect().collidepoint(intent.pos)):
            self.gesture.press(DECK, intent.pos)
            return
        super()._press(intent)

    def _released(self, end: Click[object] | Drop[object]) -> None:
        """A click on the deck, or a drag from it to the hand, picks up."""
        if end.target != DECK:
            super()._released(end)
        elif isinstance(end, Click) or self.layout.hand.collidepoint(end.pos):
            self.pick_up()

    # -- by keyboard ------------------------------------------------------------------
    def focus_above(self) -> None:
        """Up: to the panel when one asks (a call, a rank), else to the deck, where Enter picks up."""
        if keys.focus_panel(self) or not self.human_to_act or not self.state.can_pick_up():  # type: ignore[attr-defined]
            return
        self.deck_focus, self.selected = True, None
        self.say("Enter picks up a card from the deck; Down goes back to your hand")

    def leave_table_focus(self) -> None:
        self.deck_focus = False

    def _confirm(self) -> None:
        if self.deck_focus and self.choice is None and self.human_to_act and not self.model.busy:
            self.pick_up()
            return
        super()._confirm()

    # -- doing it -------------------------------------------------------------------
    def pick_up(self) -> None:
        """The human takes the deck's top card (or is told why not)."""
        self.attempt(Action(ActionKind.PICKUP))
