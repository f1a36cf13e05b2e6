"""The table scene: a match played out card by card, the human against computer seats.

The scene drives the engine only through its protocol: it asks whose turn it
is and what is legal, checks the human's intent with ``can``/``why_not``,
commits it with ``apply`` and hands the returned events to the
:class:`~.table_model.TableModel` to animate.  Computer seats act after the
animation has settled and a short pause, so every move can be followed; a
click skips the animation.  The human plays by dragging a card onto the trick
area, by clicking it and then the trick (or double-clicking it), or with the
arrow keys and Enter; bids and other non-card actions use a panel of buttons
and the number keys.  Computer seats think in a :class:`~.bots.BotRunner`
worker, so the window keeps drawing while they do.  Holding Tab (or clicking a
seat's box) shows the last trick as it was played; S opens the score sheet.
Lohai's special cards are played on the table itself (:mod:`.table_specials`):
the Giver clicks a seat, the Mover drags a won pile, the Shaker clicks a card.
The player's :class:`~.settings.Settings` are read every frame: animation
speed, hand order, card back and playing a forced card by itself.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

import pygame

from ...ai import Bot, make_bot
from ...engine import Action, Card, HandState, IllegalActionError, Match
from ...engine.core import ActionKind, CardFlipped, TableFacts
from ...engine.lohai import MoverIdle, TrickGiven, TrickMoved
from ...seating import MatchSetup
from ...session import MatchSession, UndoError
from ..games.laus import skat
from ..games.lohai import specials
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.tween import CountUp
from ..toolkit.widgets import hit
from . import keys
from .bots import BotRunner, decision_rng
from .choices import build_choice, build_summary, pick_panel
from .digits import BidDigits
from .feel import HoverLift
from .gestures import Click, DragMove, DragStart, Drop, Gestures
from .handsort import HandOrder
from .hint import Hints
from .interface import CardGrab, Drag, PileDrag, PileGrab, Public
from .layout import table_layout
from .model import SortKey, TableModel, opening_order
from .panels import ChoicePanel, Summary, with_focus

AUTO_PAUSE = 0.5
"""Seconds before a forced card plays itself (when the setting is on), so the player sees it go."""
COUNT_TIME = 1.0
"""Seconds the scores take to count up after a hand, at normal speed."""
MESSAGE_TIME = 4.5


class TableScene(Scene):
    """One match at the table.

    Games that are not played in tricks (Lo-Hi's pile, Koira's second phase)
    subclass it: ``model_type`` swaps in their table model, and the hooks
    ``count_column`` and ``draw`` give their own words and pictures.
    """

    model_type: type[TableModel] = TableModel
    plays_tricks = True
    """Tricks are played: the last one can be reviewed (Tab, the top bar's button)."""
    hand_word = "Hand"
    """What one deal is called on screen ("Round" in Lo-Hi)."""

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None, *,
                 session: MatchSession | None = None) -> None:
        """``match`` starts the table from a prepared match (tests and tools put an exact
        position in its ``state``); by default a new match is made from ``setup``.  ``session``
        sits the table down at a match already under way (a resume, a move taken back)."""
        super().__init__(app)
        self.setup = setup
        self.session = session if session is not None else MatchSession(setup, match, app.store)
        """The match itself, its save, undo and result: everything here that is not a picture."""
        self.human = setup.human
        self.viewer = self.human if self.human is not None else 0
        self.bots: dict[int, Bot] = {
            seat: make_bot(level, setup.rules, clock=time.perf_counter)
            for seat, level in enumerate(setup.levels) if level is not None
        }
        self.runner = BotRunner()
        self.hints = Hints(self)
        self.art = app.art(setup.rules.deck)
        self.layout = table_layout(app.size, setup.players, self.viewer)
        self.model = self.model_type(setup.players, self.viewer, self.layout, self._resync, self._hand_order)
        self.model.sound = app.sounds.play
        self.wait = 0.0
        self.auto_wait = 0.0
        self.review: str | None = None
        """``"held"`` while Tab is down, ``"pinned"`` after a click on a seat; the last trick is shown."""
        self.trump_waits = False
        """This hand turns a card for trump: the hand groups its trumps once that card is face up."""
        self.sorted_by = self._sort_settings()
        self.count = CountUp()
        """The scores counting up after a hand, in the summary and the seat boxes."""
        self.gesture: Gestures[object] = Gestures()
        """The press, click or drag under way: a card (:class:`CardGrab`), a won pile, a subclass's own target."""
        self.selected: int | None = None
        self.focus: int | None = None
        self.picked: tuple[int, ...] = ()
        self.pick_kind: ActionKind | None = None
        self.hover: str | None = None
        self.pointer = (0, 0)
        self.hover_lift = HoverLift()
        """The playable card under the pointer rises a little, and settles again when the pointer leaves."""
        self.message = ""
        self.message_bad = False
        self.message_left = 0.0
        self.choice: ChoicePanel | None = None
        self.summary: Summary | None = None
        self.playable: frozenset[int] = frozenset()
        self.digits = BidDigits()
        """A bid being typed with the number keys."""
        self.totals = list(self.match.totals)
        self.public = self._public(self.state.view(self.viewer).facts())
        self.lohai = specials.is_lohai_view(self.state.view(self.viewer))
        """Won piles by the seats and special cards played on the table (Lohai)."""
        self.model.piles = self.lohai
        self.model.on_note = self._note
        self.replaying = False
        """Moves from a save are being played back: no sounds, no waiting."""
        self.passed_on = False
        """The session went on to a fresh table (a move taken back): leaving this one need not wait for the disk."""
        self.target_focus: int | None = None
        """The seat chosen with the arrow keys for a Giver or a Shaker."""
        self.target_move: tuple[int, int] | None = None
        """The move a hint suggests for the human's Mover: both ends glow, Enter makes it."""
        self._start_hand()

    # -- hands --------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def state(self) -> HandState:
        return self.match.state

    def _public(self, facts: TableFacts) -> Public:
        options = self.match.options
        return Public(trump=facts.trump, has_trump=facts.has_trump, has_bids=facts.has_bids,
                      hand_size=facts.hand_size, dealer=self.state.dealer, value=facts.value,
                      pots=facts.pots if options.get("carryover") else None,
                      teams=tuple(team for team in facts.teams if len(team) > 1),
                      upside_down=bool(options.get("crazy_shakers")))

    def _start_hand(self) -> None:
        events = opening_order(self.state.opening_events())
        if not self.replaying:
            self.app.sounds.play("shuffle")
        self.trump_waits = any(isinstance(e, CardFlipped) for e in events)
        self.runner.cancel()
        self.model.new_hand()
        view = self.state.view(self.viewer)  # a view is a redacted copy: make it once per hand
        facts = view.facts()
        self.public = self._public(facts)
        self.totals = list(self.match.totals)
        self.summary, self.choice, self.review = None, None, None
        self.count.reset()
        self.selected, self.focus, self.picked = None, None, ()
        self.target_focus, self.target_move = None, None
        self.gesture.cancel()
        self.model.shown.stack = facts.stack_size
        if facts.tricks_won is not None:
            self.model.shown.tricks = list(facts.tricks_won)  # a hand started from a position
        self.model.enqueue(events)
        sizes = view.hidden.sizes
        stock = sizes.get("stock", 0) > 0 or sizes.get("stack", 0) > 0
        self.model.add_beat(lambda: setattr(self.model, "stock_visible", stock), 0.0, "dealt")

    def _sort_settings(self) -> tuple[str, str]:
        return self.app.settings.hand_sort, self.app.settings.rank_order

    def _hand_order(self) -> SortKey:
        """The viewer's hand order now: trumps grouped once they are known, as the settings ask."""
        view = self.state.view(self.viewer)
        trump = view.facts().trump
        if self.trump_waits and not self.model.shown.flipped_seen:
            trump = None
        hand_sort, rank_order = self._sort_settings()
        order = HandOrder.build(self.setup.rules, view.follows, trump, trumps_left=hand_sort == "trumps_left",
                                high_first=rank_order == "high_low")
        return order.key

    def _resync(self) -> tuple[list[Card], list[int]]:
        view = self.state.view(self.viewer)
        return list(view.hand), list(view.hand_sizes)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = table_layout(size, self.setup.players, self.viewer)
        self.model.set_layout(self.layout)
        self.gesture.cancel()
        self.choice = None
        if self.summary is not None:
            self.summary = build_summary(self)

    def exit(self) -> None:
        """Leaving the table (new game, quit): stop any bot that is still thinking, and put the save on disk."""
        self.runner.close()
        self.hints.close()
        if not self.passed_on:
            self.session.flush()

    def enter(self) -> None:
        """Back from a menu: the settings may have changed, so follow them now."""
        self._follow_settings()

    # -- time ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        settings = self.app.settings
        self._follow_settings()
        self.message_left = max(0.0, self.message_left - dt)
        typed = self.digits.tick(dt)
        if typed is not None:
            self._bid(typed)
        self.model.update(dt, settings.speed_factor)
        self.count.update(dt, settings.speed_factor)
        self._think()
        self.hints.update(self)
        self.hover_lift.update(self, dt)
        if self.model.busy or self.review is not None:
            return
        if self.model.shown.scored is not None:
            if self.summary is None:
                self.summary = build_summary(self)
                old, self.totals = self.totals, list(self.match.totals)
                self.count.start(old, self.totals, COUNT_TIME)
                self._match_end_sound()
            return
        seat = self.state.current_player
        if seat is None:
            return
        if seat in self.bots:
            self.wait += dt
            if self.wait >= settings.bot_pause:
                action = self.runner.poll(self.decision_key())
                if action is not None:
                    self.wait = 0.0
                    failed = self.runner.take_error()
                    if failed is not None:
                        name = self.setup.name(seat)
                        self._say(f"{name} could not think ({failed}), so {name} plays {action}, the first legal "
                                  "move; the match goes on", bad=True)
                    self._act(seat, action)
            return
        self._prepare_human()
        self._auto_play(dt)

    def _follow_settings(self) -> None:
        if self._sort_settings() != self.sorted_by:
            self.sorted_by = self._sort_settings()
            self.model.reorder()

    def decision_key(self) -> tuple[int, int]:
        """Which decision the engine waits for: the hand and how many actions it has seen."""
        return self.match.hand_number, len(self.state.log)

    def _think(self) -> None:
        """A computer seat is to act: start it thinking now, while the table still animates."""
        seat = self.state.current_player
        if seat not in self.bots or self.runner.key == self.decision_key():
            return
        key = self.decision_key()
        self.runner.ask(key, self.bots[seat], self.state.view(seat), decision_rng(self.setup.seed, *key))

    def shown_total(self, seat: int) -> int:
        """A seat's total as the counting shows it right now."""
        return self.count.shown(seat, self.totals[seat] if seat < len(self.totals) else 0)

    @property
    def counted(self) -> float:
        """How far the scores have counted up, 0 to 1."""
        return self.count.progress

    def _auto_play(self, dt: float) -> None:
        """With the setting on, a card that is the only legal play goes by itself after a moment."""
        forced = self.forced_card()
        if forced is None or self.drag is not None:
            self.auto_wait = 0.0
            return
        self.auto_wait += dt
        if self.auto_wait >= AUTO_PAUSE:
            self.auto_wait = 0.0
            self._try_play(forced)

    def forced_card(self) -> int | None:
        """The sprite of the one card the human may play, when the setting plays it by itself."""
        if not self.app.settings.auto_play or self.choice is not None or not self.human_to_act:
            return None
        legal = self.state.legal_actions()
        if len(legal) != 1 or len(legal[0].cards) != 1:
            return None
        card = legal[0].cards[0]
        return next((sid for sid, c in self.model.viewer_cards() if c == card), None)

    def _prepare_human(self) -> None:
        """It is the human's move: work out which cards are playable and whether a panel is needed."""
        legal = self.state.legal_actions()
        usable = {card for a in legal for card in a.cards}
        self.playable = frozenset(sid for sid, card in self.model.viewer_cards() if card in usable)
        if self.choice is None:
            self.choice, self.pick_kind = self.panel_for(legal)

    def panel_for(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        """The panel for the human's choices that are not a card (bids, the skat…), and the kind of
        several-card pick it asks for; a game with its own ways of playing gives its own."""
        return build_choice(self, legal)

    def _act(self, seat: int, action: Action, dragged: int | None = None) -> None:
        try:
            events = self.session.act(action, save=not self.replaying)
        except IllegalActionError as error:
            self._say(error.reason, bad=True)
            return
        self.model.enqueue(events, dragged=dragged, mine=action if seat == self.human else None)
        self.choice, self.selected, self.picked, self.playable = None, None, (), frozenset()
        self.target_focus, self.target_move = None, None
        if isinstance(self.gesture.target, PileGrab):  # the piles changed under it
            self.gesture.cancel()
        self.digits.clear()
        self.leave_table_focus()
        self.wait, self.auto_wait = 0.0, 0.0
        if seat == self.human:
            self.message_left = 0.0

    def _match_end_sound(self) -> None:
        """A small fanfare when the match ends well for the player, a sigh when it does not."""
        if not self.match.is_over() or self.human is None or self.replaying:
            return
        self.app.sounds.play("win" if self.session.outcome().won else "lose")

    def undo(self) -> None:
        """Take back the player's last move and everything the computer did after it (if the settings allow).

        A fresh table sits down at the session's rewound hand and plays its moves with the animations finished.
        """
        if not self.app.settings.undo:
            self._say("taking back moves is off in the settings", bad=True)
            return
        try:
            rewind = self.session.undo()
        except UndoError as error:
            self._say(str(error), bad=True)
            return
        table = type(self)(self.app, self.setup, session=self.session)  # the same game's table, sat down afresh
        table.replay_hand(rewind.moves)
        self.passed_on = True
        self.app.replace(table)
        table.say("your last move is taken back")

    def replay_hand(self, texts: Sequence[str]) -> None:
        """Play the current hand's logged moves through the table with every animation finished (a resume, an
        undo), then save the position reached (a rewind with no moves to play changed the match all the same)."""
        self.replaying = True
        sound, self.model.sound = self.model.sound, lambda name: None
        try:
            self.model.skip()
            for text in texts:
                seat = self.state.current_player
                if seat is None:
                    raise IllegalActionError(f"'{text}' comes after the end of the hand", text)
                self._act(seat, self.state.parse_action(text))
                self.model.skip()
        finally:
            self.replaying = False
            self.model.sound = sound
        self.session.save()

    @property
    def human_to_act(self) -> bool:
        return (self.human is not None and not self.model.busy and self.summary is None
                and self.model.shown.scored is None and self.state.current_player == self.human)

    def act(self, seat: int, action: Action) -> None:
        """Apply ``action`` for ``seat`` and animate what it caused (the engine has checked it)."""
        self._act(seat, action)

    def decision(self) -> ActionKind | None:
        """The special-card decision the human is to make now: a move, a steal, a gift, or ``None``."""
        if not self.lohai or not self.human_to_act:
            return None
        return specials.pending_for(self.state, self.human)

    def _note(self, event: object) -> None:
        """Words for the message line from an event the table shows (a Mover that cannot move)."""
        if isinstance(event, MoverIdle):
            who = "your" if event.seat == self.human else f"{self.setup.name(event.seat)}'s"
            self._say(f"{who} Mover cannot move: {event.reason}", bad=event.seat == self.human)
        elif isinstance(event, TrickGiven):
            giver, recipient = event.giver, event.recipient
            to = "you" if recipient == self.human else self.setup.name(recipient)
            self._say(f"{self.setup.name(giver)} {'give' if giver == self.human else 'gives'} the trick to {to}")
        elif isinstance(event, TrickMoved):
            by, source, target = event.by, event.source, event.target
            verb = "move" if by == self.human else "moves"
            to = "you" if target == self.human else self.setup.name(target)
            what = "one of your tricks" if source == self.human else f"a trick from {self.setup.name(source)}"
            self._say(f"{self.setup.name(by)} {verb} {what} to {to}")

    def turn_seat(self) -> int | None:
        """The seat shown as thinking: whoever is to act, once the table is still."""
        if self.model.busy or self.summary is not None:
            return None
        return self.state.current_player

    def say(self, words: str, *, bad: bool = False) -> None:
        self._say(words, bad=bad)

    def _say(self, words: str, *, bad: bool = False) -> None:
        if bad and not self.replaying:
            self.app.sounds.play("error")
        self.message = words[:1].upper() + words[1:]
        self.message_bad = bad
        self.message_left = MESSAGE_TIME

    # -- choices ------------------------------------------------------------------
    def _press_choice(self, key: str) -> None:
        panel = self.choice
        if panel is None or key not in panel.actions:
            return
        if key in panel.reasons:
            self._say(panel.reasons[key], bad=True)
            return
        self.attempt(panel.actions[key])

    def attempt(self, action: Action) -> None:
        """The human asks for ``action`` (a button, a click on the table): the engine applies it or says why not."""
        if not self.human_to_act:
            self._say(self.wait_words(), bad=True)
            return
        reason = self.state.why_not(action)
        if reason is not None:
            self._say(reason, bad=True)
            return
        assert self.human is not None
        self._act(self.human, action)

    # -- summary ------------------------------------------------------------------
    def press_summary(self, key: str) -> None:
        """A summary button: the next hand, play again, the score sheet or back to the new-game menu."""
        if key == "next" and not self.match.is_over():
            self.session.next_hand()
            self._start_hand()
        elif key == "again":
            self.app.replace(type(self)(self.app, self.setup.with_seed(random.randrange(1, 10**6))))
        elif key == "sheet":
            self.open_scores()
        elif key == "menu":
            self.app.pop()

    def open_scores(self) -> None:
        from ..scenes.scoresheet import ScoreSheetScene
        self._cancel_drag()
        self.review = None
        self.app.push(ScoreSheetScene(self.app, self))

    def open_rules(self) -> None:
        from ..scenes.rules import RulesScene
        self._cancel_drag()
        self.review = None
        self.app.push(RulesScene(self.app, self.setup.rules))

    # -- input --------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if self.review is not None and self._handle_review(intent):
            return
        if kind is Kind.REVIEW:
            self.show_review("held")
        elif kind is Kind.SCORES:
            self.open_scores()
        elif kind is Kind.RULES:
            self.open_rules()
        elif kind is Kind.BACK:
            self._back()
        elif kind is Kind.MOTION:
            self._motion(intent)
        elif kind is Kind.PRESS:
            self._press(intent)
        elif kind is Kind.RELEASE:
            self._release(intent)
        elif kind is Kind.ALT_PRESS:
            self._cancel_drag()
            skat.clear(self)
            self.selected = None
        elif kind in (Kind.LEFT, Kind.RIGHT):
            keys.arrow(self, -1 if kind is Kind.LEFT else 1)
        elif kind is Kind.UP:
            self.focus_above()
        elif kind is Kind.DOWN:
            keys.focus_hand(self)
        elif kind is Kind.CONFIRM:
            self._confirm()
        elif kind is Kind.DIGIT:
            self._digit(intent.value)
        elif kind is Kind.UNDO:
            self.undo()
        elif kind is Kind.HINT:
            self.hints.ask(self)

    def _handle_review(self, intent: Intent) -> bool:
        """While the last trick is shown, a release of Tab, a click or Esc closes it; returns True if used."""
        kind = intent.kind
        if kind is Kind.REVIEW_END and self.review == "held":
            self.review = None
            return True
        if kind in (Kind.PRESS, Kind.ALT_PRESS, Kind.BACK, Kind.CONFIRM) or (
                kind is Kind.REVIEW and self.review == "pinned"):
            self.review = None
            return True
        return kind in (Kind.LEFT, Kind.RIGHT, Kind.DIGIT)

    def show_review(self, how: str) -> None:
        """Show the last trick of this hand (``how`` is "held" or "pinned"), or say there is none yet."""
        if self.model.shown.last_trick is None:
            self._say("no trick has been taken yet this hand")
            return
        self._cancel_drag()
        self.review = how

    def _back(self) -> None:
        if self.gesture.dragging:
            self._cancel_drag()
            return
        from ..scenes.pause import PauseScene
        self._cancel_drag()
        self.app.push(PauseScene(self.app, self))

    def _buttons(self) -> tuple[tuple[str, pygame.Rect], ...]:
        layout = self.layout
        out = [("menu", layout.menu_button), ("scores", layout.scores_button), ("review", layout.review_button),
               ("hint", self.hint_rect)]
        panel = self.summary.buttons if self.summary is not None else self.choice.buttons if self.choice else ()
        out.extend((b.key, b.rect) for b in panel)
        return tuple(out)

    def _motion(self, intent: Intent) -> None:
        self.pointer = intent.pos
        self.hover = next((key for key, rect in self._buttons() if rect.collidepoint(intent.pos)), None)
        step = self.gesture.motion(intent.pos) if intent.held else None
        if step is not None:
            self._dragged(step)

    def _dragged(self, step: DragStart[object] | DragMove[object]) -> None:
        """A drag began or went on: a card follows the pointer (a won pile is drawn where the gesture is)."""
        target = step.target
        if not isinstance(target, CardGrab):
            return
        if isinstance(step, DragStart):
            self.selected = None
        sprite = self.model.sprites.get(target.sid)
        if sprite is None:
            self.gesture.cancel()
            return
        w, h = self.app.size
        sprite.x = min(max(step.pos[0] - target.grab[0], 0), w)
        sprite.y = min(max(step.pos[1] - target.grab[1], 0), h)
        sprite.motion = None

    def _press(self, intent: Intent) -> None:
        pos = intent.pos
        self.pointer = pos
        if self._press_top_bar(pos):
            return
        if self.model.busy:
            self.model.skip()
            return
        if self.summary is not None:
            button = hit(self.summary.buttons, pos)
            if not self.count.done:
                self.count.finish()
                if button is None:
                    return
            if button is not None:
                self.press_summary(button.key)
            return
        if self.lohai and specials.press(self, pos):
            return
        if any(p.box.collidepoint(pos) for p in self.layout.places) and self.model.shown.last_trick is not None:
            self.show_review("pinned")
            return
        if self.choice is not None:
            button = hit(self.choice.buttons, pos)
            if button is not None:
                self._press_choice(button.key)
                return
        sid = self.card_at(pos)
        if sid is not None:
            sprite = self.model.sprites[sid]
            self.gesture.press(CardGrab(sid, (pos[0] - sprite.x, pos[1] - (sprite.y - self.lift_of(sid)))), pos)
            if intent.double and not self.picked_mode:
                self.gesture.cancel()
                self._try_play(sid)
            return
        if self.layout.trick.collidepoint(pos) and self.selected is not None:
            self._try_play(self.selected)
            return
        if self.decision() is not None and self.model.trick:
            self._say(specials.hint(self), bad=False)
        self.selected = None

    @property
    def hint_rect(self) -> pygame.Rect:
        """The Hint button: beside "Last trick", or in its place at a table without tricks."""
        rect = self.layout.hint_button.copy()
        if not self.plays_tricks:
            rect.right = self.layout.review_button.right
        return rect

    def thinking_seat(self) -> int | None:
        """The computer seat shown thinking (its dots pulse) while the table waits for it."""
        seat = self.turn_seat()
        return seat if seat is not None and seat in self.bots else None

    def _press_top_bar(self, pos: tuple[int, int]) -> bool:
        layout = self.layout
        if layout.menu_button.collidepoint(pos):
            self._back()
        elif layout.scores_button.collidepoint(pos):
            self.open_scores()
        elif layout.review_button.collidepoint(pos) and self.plays_tricks:
            self.show_review("pinned")
        elif self.hint_rect.collidepoint(pos) and self.human is not None:
            self.hints.ask(self)
        else:
            return False
        return True

    def _release(self, intent: Intent) -> None:
        end = self.gesture.release(intent.pos)
        if end is not None:
            self._released(end)

    def _released(self, end: Click[object] | Drop[object]) -> None:
        """What a click or a drop on the pressed target means; subclasses add their own targets."""
        target = end.target
        if isinstance(target, PileGrab):
            specials.release(self, target.source, end)
            return
        if not isinstance(target, CardGrab) or target.sid not in self.model.sprites:
            return
        if isinstance(end, Click):
            self._click_card(target.sid)
            return
        if self.picked_mode and skat.drop(self, target.sid, end.pos):
            return
        if self.layout.trick.collidepoint(end.pos):
            self._try_play(target.sid)
        else:
            self.model.slide_home(target.sid)

    def _cancel_drag(self) -> None:
        end = self.gesture.cancel()
        if end is not None and end.dragging and isinstance(end.target, CardGrab):
            self.model.slide_home(end.target.sid)

    @property
    def drag(self) -> Drag | None:
        """The card pressed or held by the pointer, for the drawing."""
        target = self.gesture.target
        return Drag(target.sid, target.grab, self.gesture.dragging) if isinstance(target, CardGrab) else None

    @property
    def pile_drag(self) -> PileDrag | None:
        """The won pile pressed or held by the pointer (Lohai's Mover), for the drawing."""
        target, gesture = self.gesture.target, self.gesture
        if not isinstance(target, PileGrab):
            return None
        return PileDrag(target.source, gesture.start, gesture.pos, gesture.dragging)

    @property
    def picked_mode(self) -> bool:
        """The human is choosing several cards at once (a skat discard)."""
        return self.choice is not None and self.pick_kind is not None

    def _click_card(self, sid: int) -> None:
        if self.picked_mode and skat.click(self, sid):
            return
        if self.picked_mode:
            self.picked = tuple(p for p in self.picked if p != sid) if sid in self.picked else (*self.picked, sid)
            legal = [a for a in self.state.legal_actions() if len(a.cards) > 1]
            if legal:
                self.choice = pick_panel(self, legal)
            return
        self.selected = None if self.selected == sid else sid
        ids = self.model.hands[self.viewer]
        self.focus = ids.index(sid) if sid in ids else None

    def _try_play(self, sid: int) -> None:
        """The human wants to play the card of sprite ``sid``: the engine decides."""
        sprite = self.model.sprites.get(sid)
        if sprite is None or sprite.card is None:
            return
        if not self.human_to_act:
            self.model.slide_home(sid)
            self._say(self._wait_words(), bad=True)
            return
        if self.decision() is not None:
            self.model.slide_home(sid)
            self._say(specials.hint(self), bad=True)
            return
        legal = self.state.legal_actions()
        kind = next((a.kind for a in legal if len(a.cards) == 1), ActionKind.PLAY)
        action = Action(kind, (sprite.card,))
        reason = self.state.why_not(action)
        if reason is not None:
            self.model.slide_home(sid)
            self._say(reason, bad=True)
            return
        assert self.human is not None
        self._act(self.human, action, dragged=sid)

    def discard(self, action: Action, dragged: int) -> None:
        """The last card laid on the skat makes the discard (the engine has allowed it)."""
        assert self.human is not None
        self._act(self.human, action, dragged=dragged)

    def wait_words(self) -> str:
        return self._wait_words()

    def _wait_words(self) -> str:
        seat = self.state.current_player
        if self.human is None or seat is None:
            return "the hand is over"
        if self.model.busy:
            return "wait a moment: the cards are still moving"
        return f"wait for your turn: {self.setup.name(seat)} is to play"

    @property
    def grouping(self) -> bool:
        """Cards are picked and laid as a group now (Lo-Hi; Koira's second phase): not at a trick table."""
        return False

    def sprites_of(self, cards: Sequence[Card]) -> list[int]:
        """The sprites of the viewer's hand that hold ``cards``, one each (Lohai has two of each special)."""
        hand = self.model.viewer_cards()
        out: list[int] = []
        for card in cards:
            sid = next((s for s, c in hand if c == card and s not in out), None)
            if sid is not None:
                out.append(sid)
        return out

    def pick(self, sids: Sequence[int]) -> None:
        """Pick these cards out of the hand as clicks would (a group to lay, a discard to make)."""
        skat.clear(self)
        self.picked = tuple(sids)
        multi = [a for a in self.state.legal_actions() if len(a.cards) > 1]
        if self.picked_mode and multi:
            self.choice = pick_panel(self, multi)
            keys.focus_when_ready(self)

    def focus_above(self) -> None:
        """Up: the keyboard's focus goes to what lies above the hand (a game that has more there adds it)."""
        keys.focus_panel(self)

    def leave_table_focus(self) -> None:
        """The keyboard's focus goes back to the hand: a game that can focus more than a panel forgets it."""

    def _confirm(self) -> None:
        if self.model.busy:
            self.model.skip()
            return
        if self.summary is not None:
            self.press_summary(self.summary.buttons[0].key)
            return
        typed = self.digits.take()
        if typed is not None:
            self._bid(typed)
            return
        if specials.confirm(self):
            return
        focused = keys.panel_focus(self)
        if focused is not None:
            self._press_choice(focused)
            return
        if self.selected is not None and self.picked_mode:
            self._click_card(self.selected)
            self.selected = None
            keys.focus_when_ready(self)
        elif self.selected is not None:
            self._try_play(self.selected)

    # -- number keys for bids -------------------------------------------------------
    def _digit(self, value: int) -> None:
        if self.choice is None or not any(a.kind == ActionKind.BID for a in self.choice.actions.values()):
            return
        top = max(int(a.args[0]) for a in self.choice.actions.values() if a.args)
        bid, typed = self.digits.press(value, top)
        if bid is not None:
            self._bid(bid)
        else:
            self.choice = with_focus(self.choice, str(Action(ActionKind.BID, args=(typed,))))

    def _bid(self, number: int) -> None:
        """A bid typed with the number keys is made, if it is still the human's turn."""
        if self.human_to_act:
            self.attempt(Action(ActionKind.BID, args=(number,)))

    # -- geometry shared by drawing and hit-testing ---------------------------------
    def lift_of(self, sid: int) -> int:
        """How far the card of sprite ``sid`` is raised out of the hand."""
        if sid in self.model.aside:
            return 0
        if sid == self.selected or sid in self.picked:
            return self.layout.lift
        if self.drag is not None and self.drag.active and sid in self.playable:
            return self.layout.lift // 2
        return self.hover_lift.lift(self, sid)

    def card_rect(self, sid: int) -> pygame.Rect:
        sprite = self.model.sprites[sid]
        w, h = self.layout.card
        rect = pygame.Rect(0, 0, round(w * sprite.scale), round(h * sprite.scale))
        rect.center = (round(sprite.x), round(sprite.y) - self.lift_of(sid))
        return rect

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The viewer's card under ``pos`` (the rightmost, as it is drawn on top)."""
        if self.human is None:
            return None
        for sid in reversed(self.model.hands[self.viewer]):
            if self.card_rect(sid).collidepoint(pos):
                return sid
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.lohai:
            from ..games.lohai.draw import draw_lohai
            draw_lohai(surface, self)
            return
        from .draw import draw_table
        draw_table(surface, self)

    def stage_words(self) -> str:
        """Where the hand stands, for the top bar (Koira: which phase); "" when there is nothing to say."""
        return ""

    def turn_prompt(self) -> str:
        """What the message line says on the human's turn when no panel asks anything ("" for the default)."""
        return ""

    def count_column(self) -> tuple[str, list[int]]:
        """The summary's second column: its heading and one number per seat (tricks taken here)."""
        return "Tricks", list(self.model.shown.tricks)

