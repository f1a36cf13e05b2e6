"""A game's targets, cards, keys and panel at the table: the hooks of the plug-in's hands role.

What besides a card of the hand a press may land on and what a click or a
drop on it comes to (:data:`~.interface.Outcome`); what a click, a drop, a
double-click or a right-click does to cards of the hand; the keys on the
game's own targets; the panel for the choices that are not a card.  The
plainest game's answers are here: one card a trick, played by a drop on the
trick or a double-click.  :class:`~.plugin.GameTable` joins this role with the
others.
"""

from __future__ import annotations

from ...catalogue import _
from ...engine import Action, ActionKind
from .choices import build_choice, pick_panel
from .gestures import DragMove, DragStart
from .interface import CardGrab, Gesture, Outcome, Table
from .panels import ChoicePanel


class GameHands:
    """The human's hands on the game: its targets, cards, keys and the panel of its choices."""

    table: Table

    def __init__(self, table: Table) -> None:
        self.table = table
        self.armed: tuple[int, ...] | None = None
        """The cards a first try asked about, with "Confirm each card" on: the next try at them plays."""

    @property
    def grouping(self) -> bool:
        """Cards are picked and laid as a group now (Lo-Hi; Koira's second phase), not one at a time."""
        return False

    # -- the human's turn ---------------------------------------------------------------
    def decision(self) -> ActionKind | None:
        """A choice the human makes on the table itself rather than with a card (Lohai's special cards)."""
        return None

    def panel(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        """The panel for the choices that are not a card, and the kind of several-card pick it asks for."""
        return build_choice(self.table, legal)

    def pick_panel(self, multi: list[Action]) -> ChoicePanel:
        """The panel while several cards are picked for one action (a discard)."""
        return pick_panel(self.table, multi)

    def target_at(self, pos: tuple[int, int]) -> object | None:
        """The game's own target under a press at ``pos`` (the table tries these before the hand)."""
        return None

    def ended(self, end: Gesture) -> Outcome:
        """A click or a drop on one of the game's targets: what it comes to."""
        return None

    def dragging(self, step: DragStart[object] | DragMove[object]) -> None:
        """A card of the hand is being dragged (a group's other cards follow it)."""

    def click_card(self, sid: int) -> None:
        """A click on a card of the hand: pick it for the panel's action, or lift it (and lower it again)."""
        table = self.table
        picks = table.picks
        if picks.picking:
            if sid in picks.picked:
                picks.unpick(sid)
            else:
                picks.add(sid)
            multi = [a for a in table.state.legal_actions() if len(a.cards) > 1]
            if multi:
                picks.retitle(self.pick_panel(multi))
            return
        picks.toggle_select(sid, table.model.hands[table.viewer])

    def drop_card(self, sid: int, pos: tuple[int, int]) -> None:
        """A card of the hand let go at ``pos``: played when it is over the trick, else home again."""
        if self.table.layout.trick.collidepoint(pos):
            self.play_card(sid)
        else:
            self.table.model.slide_home(sid)

    def play_card(self, sid: int, *, confirmed: bool = False) -> None:
        """The human wants to play the card of sprite ``sid`` (a drop, a double-click, Enter): the engine decides.

        With "Confirm each card" on, the first try only asks (the card goes home, lifted); a second try at the
        same card plays it.  ``confirmed``: no asking (a forced card the player chose to have played).
        """
        table = self.table
        sprite = table.model.sprites.get(sid)
        if sprite is None or sprite.card is None:
            return
        refusal = self.refuse_card()
        if refusal is not None:
            table.model.slide_home(sid)
            table.say(refusal, bad=True)
            return
        legal = table.state.legal_actions()
        kind = next((a.kind for a in legal if len(a.cards) == 1), ActionKind.PLAY)
        action = Action(kind, (sprite.card,))
        reason = table.state.why_not(action)
        if reason is not None:
            table.model.slide_home(sid)
            table.say(reason, bad=True)
            return
        if not confirmed and self.asks_first([sid], _("the {card}").format(card=sprite.card.name)):
            return
        table.play(action, dragged=sid)

    def asks_first(self, sids: list[int], what: str) -> bool:
        """With "Confirm each card" on, the first try at laying ``sids`` only asks: they go home, lifted or
        picked, and the message line says how to confirm; ``True`` then.  A second try at the same cards
        goes ahead (``False``), as does every try with the setting off."""
        table, asked = self.table, tuple(sorted(sids))
        if not table.app.settings.confirm_play or self.armed == asked:
            self.armed = None
            return False
        self.armed = asked
        for sid in sids:
            table.model.slide_home(sid)
        if len(sids) == 1 and not self.grouping:
            table.picks.select(sids[0], table.model.hands[table.viewer])
        table.say(_("Play {what}? Once more to confirm: double-click, drop again or press Enter").format(what=what))
        return True

    def refuse_card(self) -> str | None:
        """Why no card of the hand may go down now, before the engine is asked (not the human's turn)."""
        return None if self.table.human_to_act else self.table.cue.wait_words()

    def cancel(self) -> None:
        """The human took everything back into the hand (a right click): picks and cards laid aside, and any
        card waiting to be confirmed."""
        self.armed = None
        self.table.picks.pick_only(())

    # -- keys -----------------------------------------------------------------------------
    def arrow(self, step: int) -> bool:
        """Left or Right among the game's own targets; ``True`` if used."""
        return False

    def above(self) -> bool:
        """Up to what the game has above the hand besides a panel (Lo-Hi's deck); ``True`` if used."""
        return False

    def leave(self) -> None:
        """The keyboard left the game's own targets (back to the hand, a move made)."""

    def confirm(self) -> bool:
        """Enter on the game's own target or group; ``True`` if used."""
        return False

    def point(self, action: Action) -> bool:
        """Show the hint's ``action`` on the game's own targets so that Enter makes it; ``True`` if shown."""
        return False


def grabbed(end: Gesture) -> int | None:
    """The sprite of the hand's card a gesture was on, if it was one."""
    return end.target.sid if isinstance(end.target, CardGrab) else None
