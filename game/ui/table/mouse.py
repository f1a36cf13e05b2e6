"""The pointer on the table: a press, a click, a drag and a drop turned into moves.

A press goes, in order, to the top bar's buttons, to an animation (a click
skips it), to the summary, to the game's own targets (:meth:`.plugin.GameTable.target_at`),
to a seat's box (the last trick), to the panel, to a card of the hand, and
to the trick (the selected card goes there).  The one
:class:`~.gestures.Gestures` machine turns it into a click or a drag; the
game says what a click or a drop on its own target comes to, and what a
click, a drop or a double-click on a card does.

The cards' places as the pointer sees them (how far each is lifted, its
rectangle, which one is under the pointer) live here too, since hit-testing
and drawing must agree on them.
"""

from __future__ import annotations

import pygame

from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import hit
from .feel import HoverLift
from .gestures import Click, DragMove, DragStart, Drop, Gestures
from .interface import CardGrab, Drag, Pointing

MOUSE_KINDS = frozenset({Kind.MOTION, Kind.PRESS, Kind.RELEASE, Kind.ALT_PRESS})
"""The intents the pointer makes."""


class Mouse:
    """The gesture under way, where the pointer is and what it is over, and the hover lift."""

    def __init__(self, table: Pointing) -> None:
        self.table = table
        self.gesture: Gestures[object] = Gestures()
        """The press, click or drag under way: a card (:class:`CardGrab`), or a target of the game's."""
        self.hover: str | None = None
        """The key of the button under the pointer."""
        self.pos = (0, 0)
        self.hover_lift = HoverLift()
        """The playable card under the pointer rises a little, and settles again when the pointer leaves."""

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind is Kind.MOTION:
            self._motion(intent)
        elif kind is Kind.PRESS:
            self._press(intent)
        elif kind is Kind.RELEASE:
            end = self.gesture.release(intent.pos)
            if end is not None:
                self._released(end)
        elif kind is Kind.ALT_PRESS:
            self.cancel()
            self.table.game.cancel()
            self.table.picks.select(None, ())

    def tick(self, dt: float) -> None:
        """Once a frame: the card under the pointer rises, the one it left settles."""
        self.hover_lift.update(self.table, dt)

    @property
    def settled(self) -> bool:
        """No card of the hand is on its way up or down under the pointer."""
        return self.hover_lift.settled

    @property
    def hand(self) -> list[int]:
        return self.table.model.hands[self.table.viewer]

    # -- the pointer ------------------------------------------------------------------
    def _buttons(self) -> tuple[tuple[str, pygame.Rect], ...]:
        table, layout = self.table, self.table.layout
        out = [("menu", layout.menu_button), ("scores", layout.scores_button), ("review", layout.review_button),
               ("log", self.log_rect), ("hint", self.hint_rect), ("claim", self.claim_rect)]
        choice = table.picks.choice
        panel = table.summary.buttons if table.summary is not None else choice.buttons if choice else ()
        out.extend((b.key, b.rect) for b in panel)
        return tuple(out)

    @property
    def hint_rect(self) -> pygame.Rect:
        """The Hint button: beside "Log", which is beside "Last trick", each moving up into its place at a
        table without tricks."""
        layout = self.table.layout
        rect = layout.hint_button.copy()
        if not self.table.game.plays_tricks:
            rect.right = self.log_rect.left - layout.margin // 2
        return rect

    @property
    def claim_rect(self) -> pygame.Rect:
        """The Claim button, beside "Hint" (only in games whose hands can be claimed)."""
        rect = self.hint_rect.copy()
        rect.right = rect.left - self.table.layout.margin // 2
        return rect

    @property
    def log_rect(self) -> pygame.Rect:
        """The Log button: beside "Last trick", or in its place at a table without tricks."""
        rect = self.table.layout.log_button.copy()
        if not self.table.game.plays_tricks:
            rect.right = self.table.layout.review_button.right
        return rect

    def _motion(self, intent: Intent) -> None:
        self.pos = intent.pos
        self.hover = next((key for key, rect in self._buttons() if rect.collidepoint(intent.pos)), None)
        step = self.gesture.motion(intent.pos) if intent.held else None
        if step is not None:
            self._dragged(step)

    def _dragged(self, step: DragStart[object] | DragMove[object]) -> None:
        """A drag began or went on: a card follows the pointer (a game's target is drawn where the gesture is)."""
        table, target = self.table, step.target
        if not isinstance(target, CardGrab):
            return
        if isinstance(step, DragStart):
            table.picks.select(None, ())
        sprite = table.model.sprites.get(target.sid)
        if sprite is None:
            self.gesture.cancel()
            return
        w, h = table.layout.size
        sprite.hold(min(max(step.pos[0] - target.grab[0], 0), w), min(max(step.pos[1] - target.grab[1], 0), h))
        table.game.dragging(step)

    def _press(self, intent: Intent) -> None:
        table, pos = self.table, intent.pos
        self.pos = pos
        if self._press_top_bar(pos):
            return
        if table.model.busy:  # a press finishes what moves; one on a card of the hand counts as well
            seen = self.card_at(pos)
            table.model.skip()
            if seen is not None and seen in self.hand and table.summary is None:
                self._press_card(seen, intent)
            return
        if table.summary is not None:
            self._press_summary(pos)
            return
        target = table.game.target_at(pos)
        if target is not None:
            self.gesture.press(target, pos)
            return
        if any(p.box.collidepoint(pos) for p in table.layout.places) and table.model.shown.last_trick is not None:
            table.keys.show_review("pinned")
            return
        choice = table.picks.choice
        button = hit(choice.buttons, pos) if choice is not None else None
        if button is not None:
            table.keys.press_choice(button.key)
            return
        sid = self.card_at(pos)
        if sid is not None:
            self._press_card(sid, intent)
            return
        selected = table.picks.selected
        if table.layout.trick.collidepoint(pos) and selected is not None:
            table.game.play_card(selected)
            return
        if table.game.decision() is not None and table.model.trick:
            table.say(table.game.turn_prompt())
        table.picks.select(None, ())

    def _press_card(self, sid: int, intent: Intent) -> None:
        """A press on the card of sprite ``sid``, which was under the pointer as the player saw it: held where
        it was gripped (on the card, if a finished slide has taken it from under the pointer)."""
        table, pos = self.table, intent.pos
        sprite = table.model.sprites[sid]
        w, h = table.layout.card
        gx = min(max(pos[0] - sprite.x, -w / 2), w / 2)
        gy = min(max(pos[1] - (sprite.y - self.lift_of(sid)), -h / 2), h / 2)
        self.gesture.press(CardGrab(sid, (gx, gy)), pos)
        if intent.double and not table.picks.picking:
            self.gesture.cancel()
            table.game.play_card(sid)

    def _press_summary(self, pos: tuple[int, int]) -> None:
        """A press while the summary shows: it finishes the counting first, then its buttons work."""
        table = self.table
        assert table.summary is not None
        button = hit(table.summary.buttons, pos)
        if not table.tally.done:
            table.tally.finish()
            if button is None:
                return
        if button is not None:
            table.ending.press(button.key)

    def _press_top_bar(self, pos: tuple[int, int]) -> bool:
        table, layout = self.table, self.table.layout
        if layout.menu_button.collidepoint(pos):
            table.keys.back()
        elif layout.scores_button.collidepoint(pos):
            table.keys.open_scores()
        elif layout.review_button.collidepoint(pos) and table.game.plays_tricks:
            table.keys.show_review("pinned")
        elif self.log_rect.collidepoint(pos):
            table.keys.open_log()
        elif self.hint_rect.collidepoint(pos) and table.human is not None:
            table.keys.ask_hint()
        elif self.claim_rect.collidepoint(pos) and table.human is not None and table.game.claims:
            table.keys.open_claim()
        else:
            return False
        return True

    def _released(self, end: Click[object] | Drop[object]) -> None:
        """What a click or a drop on the pressed target means: the game's target, or a card of the hand."""
        table, target = self.table, end.target
        if not isinstance(target, CardGrab):
            table.carry(table.game.ended(end))
            return
        if target.sid not in table.model.sprites:
            return
        if isinstance(end, Click):
            table.game.click_card(target.sid)
        else:
            table.game.drop_card(target.sid, end.pos)

    def cancel(self) -> None:
        """The gesture under way is dropped; a dragged card goes home."""
        end = self.gesture.cancel()
        if end is not None and end.dragging and isinstance(end.target, CardGrab):
            self.table.model.slide_home(end.target.sid)

    def moved(self) -> None:
        """A move was made: a press on a game's target is let go (the targets changed under it)."""
        if self.gesture.target is not None and not isinstance(self.gesture.target, CardGrab):
            self.gesture.cancel()

    @property
    def drag(self) -> Drag | None:
        """The card pressed or held by the pointer, for the drawing."""
        target = self.gesture.target
        return Drag(target.sid, target.grab, self.gesture.dragging) if isinstance(target, CardGrab) else None

    # -- where the cards are, as the pointer sees them ------------------------------------
    def lift_of(self, sid: int) -> int:
        """How far the card of sprite ``sid`` is raised out of the hand."""
        table, picks = self.table, self.table.picks
        if sid in table.model.aside:
            return 0
        if sid == picks.selected or sid in picks.picked:
            return table.layout.lift
        drag = self.drag
        if drag is not None and drag.active and sid in picks.playable:
            return table.layout.lift // 2
        return self.hover_lift.lift(table, sid)

    def card_rect(self, sid: int) -> pygame.Rect:
        sprite = self.table.model.sprites[sid]
        w, h = self.table.layout.card
        rect = pygame.Rect(0, 0, round(w * sprite.scale), round(h * sprite.scale))
        rect.center = (round(sprite.x), round(sprite.y) - self.lift_of(sid))
        return rect

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The viewer's card under ``pos`` (the rightmost, as it is drawn on top)."""
        if self.table.human is None:
            return None
        for sid in reversed(self.hand):
            rect = self.card_rect(sid)
            risen = self.hover_lift.lift(self.table, sid)  # a card rising under the pointer still owns its place
            if rect.collidepoint(pos) or (risen and rect.move(0, risen).collidepoint(pos)):
                return sid
        return None
