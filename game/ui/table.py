"""The table scene: a match played out card by card, the human against computer seats.

The scene drives the engine only through its protocol: it asks whose turn it
is and what is legal, checks the human's intent with ``can``/``why_not``,
commits it with ``apply`` and hands the returned events to the
:class:`~.table_model.TableModel` to animate.  Computer seats act after the
animation has settled and a short pause, so every move can be followed; a
click skips the animation.  The human plays by dragging a card onto the trick
area, by clicking it and then the trick (or double-clicking it), or with the
arrow keys and Enter; bids and other non-card actions use a panel of buttons
and the number keys.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from ..ai import Bot, make_bot
from ..engine import Action, Card, HandState, IllegalActionError, new_match
from .app import App, Scene
from .intents import Intent, Kind
from .layout import table_layout
from .panels import Choice, ChoicePanel, Summary, SummaryRow, choice_panel, summary_panel, with_focus
from .seating import MatchSetup
from .table_model import TableModel
from .widgets import hit

BOT_PAUSE = 0.6
"""Seconds a computer seat waits once the table is still, so a person can follow each move."""
MESSAGE_TIME = 4.5
DRAG_START = 6
"""Pixels the pointer must move with the button held before a press becomes a drag."""
DIGIT_WAIT = 1.2
"""Seconds to wait for a second digit when a bid could have two (10 or more)."""


@dataclass(slots=True)
class Drag:
    """A card held by the pointer: which sprite, and where on the card it was grabbed."""

    sid: int
    grab: tuple[float, float]
    start: tuple[int, int]
    active: bool = False


@dataclass(frozen=True, slots=True)
class Public:
    """What everyone at the table knows about this hand, read once from the viewer's view."""

    trump: str | None
    has_trump: bool
    has_bids: bool
    hand_size: int | None
    dealer: int


class TableScene(Scene):
    """One match at the table."""

    def __init__(self, app: App, setup: MatchSetup) -> None:
        super().__init__(app)
        self.setup = setup
        self.match = new_match(setup.rules, setup.variant, setup.players, setup.seed)
        self.human = setup.human
        self.viewer = self.human if self.human is not None else 0
        self.bots: dict[int, Bot] = {
            seat: make_bot(level, setup.rules) for seat, level in enumerate(setup.levels) if level is not None
        }
        self.bot_rng = random.Random(setup.seed * 1_000_003 + 17)
        self.art = app.art(setup.rules.deck)
        self.layout = table_layout(app.size, setup.players, self.viewer)
        self.model = TableModel(setup.players, self.viewer, self.layout, self._resync)
        self.wait = 0.0
        self.drag: Drag | None = None
        self.selected: int | None = None
        self.focus: int | None = None
        self.picked: tuple[int, ...] = ()
        self.pick_kind: str | None = None
        self.hover: str | None = None
        self.pointer = (0, 0)
        self.message = ""
        self.message_bad = False
        self.message_left = 0.0
        self.choice: ChoicePanel | None = None
        self.summary: Summary | None = None
        self.playable: frozenset[int] = frozenset()
        self.digits = ""
        self.digit_left = 0.0
        self.totals = list(self.match.totals)
        self.public = self._public()
        self._start_hand()

    # -- hands --------------------------------------------------------------------
    @property
    def state(self) -> HandState:
        return self.match.state

    def _public(self) -> Public:
        view = self.state.view(self.viewer)
        trump = getattr(view, "trump", None)
        return Public(trump=trump if isinstance(trump, str) else None, has_trump=hasattr(view, "trump"),
                      has_bids=hasattr(view, "bids"), hand_size=getattr(view, "hand_size", None),
                      dealer=self.state.dealer)

    def _start_hand(self) -> None:
        self.model.new_hand()
        self.public = self._public()
        self.totals = list(self.match.totals)
        self.summary, self.choice = None, None
        self.selected, self.focus, self.picked, self.drag = None, None, (), None
        self.model.enqueue(self.state.opening_events())
        stock = self.state.view(self.viewer).hidden.sizes.get("stock", 0) > 0
        self.model.add_beat(lambda: setattr(self.model, "stock_visible", stock), 0.0, "dealt")

    def _resync(self) -> tuple[list[Card], list[int]]:
        view = self.state.view(self.viewer)
        return list(view.hand), list(view.hand_sizes)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = table_layout(size, self.setup.players, self.viewer)
        self.model.set_layout(self.layout)
        self.drag = None
        self.choice = None
        if self.summary is not None:
            self.summary = self._build_summary()

    # -- time ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.message_left = max(0.0, self.message_left - dt)
        self._tick_digits(dt)
        self.model.update(dt)
        if self.model.busy:
            return
        if self.model.shown.scored is not None:
            if self.summary is None:
                self.summary = self._build_summary()
                self.totals = list(self.match.totals)
            return
        seat = self.state.current_player
        if seat is None:
            return
        if seat in self.bots:
            self.wait += dt
            if self.wait >= BOT_PAUSE:
                self.wait = 0.0
                self._act(seat, self.bots[seat].choose(self.state.view(seat), self.bot_rng, 0.0))
            return
        self._prepare_human()

    def _prepare_human(self) -> None:
        """It is the human's move: work out which cards are playable and whether a panel is needed."""
        legal = self.state.legal_actions()
        usable = {card for a in legal for card in a.cards}
        self.playable = frozenset(sid for sid, card in self.model.viewer_cards() if card in usable)
        if self.choice is None:
            self.choice = self._build_choice(legal)

    def _act(self, seat: int, action: Action, dragged: int | None = None) -> None:
        try:
            events = self.state.apply(action)
        except IllegalActionError as error:
            self._say(error.reason, bad=True)
            return
        self.model.enqueue(events, dragged=dragged, mine=action if seat == self.human else None)
        self.choice, self.selected, self.picked, self.playable = None, None, (), frozenset()
        self.digits = ""
        self.wait = 0.0
        if seat == self.human:
            self.message_left = 0.0

    @property
    def human_to_act(self) -> bool:
        return (self.human is not None and not self.model.busy and self.summary is None
                and self.model.shown.scored is None and self.state.current_player == self.human)

    def turn_seat(self) -> int | None:
        """The seat shown as thinking: whoever is to act, once the table is still."""
        if self.model.busy or self.summary is not None:
            return None
        return self.state.current_player

    def _say(self, words: str, *, bad: bool = False) -> None:
        self.message = words[:1].upper() + words[1:]
        self.message_bad = bad
        self.message_left = MESSAGE_TIME

    # -- choices ------------------------------------------------------------------
    def _build_choice(self, legal: list[Action]) -> ChoicePanel | None:
        self.pick_kind = None
        plain = [a for a in legal if not a.cards]
        multi = [a for a in legal if len(a.cards) > 1]
        if plain and all(a.kind == "bid" and a.args and isinstance(a.args[0], int) for a in plain):
            return self._bid_panel(plain)
        if plain:
            choices = [Choice(str(a).capitalize(), a) for a in plain]
            phase = getattr(self.state.view(self.viewer), "phase", "")
            title = f"{str(phase).capitalize()}: your choice" if phase else "Your choice"
            words = " or ".join(f"'{a}'" for a in plain)
            return choice_panel(self.layout, title, f"Choose {words}", choices)
        if multi:
            self.pick_kind = multi[0].kind
            return self._pick_panel(multi)
        return None

    def _bid_panel(self, bids: list[Action]) -> ChoicePanel:
        top = self.public.hand_size
        if top is None:
            top = max(int(a.args[0]) for a in bids)
        choices = []
        for n in range(top + 1):
            action = Action("bid", args=(n,))
            choices.append(Choice(str(n), action, self.state.why_not(action)))
        trump = self._trump_words()
        note = f"{trump}. Keys 0-9 bid too." if trump else "Keys 0-9 bid too."
        return choice_panel(self.layout, "How many tricks will you take?", note, choices)

    def _pick_panel(self, multi: list[Action]) -> ChoicePanel:
        kind, need = multi[0].kind, len(multi[0].cards)
        action = self._picked_action(kind)
        reason = None if action is not None and self.state.can(action) else f"pick {need} cards first"
        if action is not None and reason is not None:
            reason = self.state.why_not(action) or reason
        shown = action or Action(kind, ())
        note = f"Click {need} cards in your hand, then {kind} them ({len(self.picked)} picked)"
        return choice_panel(self.layout, f"{kind.capitalize()} {need} cards", note,
                            [Choice(kind.capitalize(), shown, reason)])

    def _picked_action(self, kind: str) -> Action | None:
        cards = [self.model.sprites[sid].card for sid in self.picked if sid in self.model.sprites]
        if not cards or any(c is None for c in cards):
            return None
        chosen = tuple(c for c in cards if c is not None)
        for action in self.state.legal_actions():
            if action.kind == kind and sorted(map(str, action.cards)) == sorted(map(str, chosen)):
                return action
        return Action(kind, chosen)

    def _trump_words(self) -> str:
        if not self.public.has_trump:
            return ""
        names = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
        trump = self.public.trump
        return f"Trump: {names.get(trump, trump)}" if trump else "No trump this hand"

    def _press_choice(self, key: str) -> None:
        panel = self.choice
        if panel is None or key not in panel.actions:
            return
        if key in panel.reasons:
            self._say(panel.reasons[key], bad=True)
            return
        action = panel.actions[key]
        reason = self.state.why_not(action)
        if reason is not None:
            self._say(reason, bad=True)
            return
        assert self.human is not None
        self._act(self.human, action)

    # -- summary ------------------------------------------------------------------
    def _build_summary(self) -> Summary:
        scored = self.model.shown.scored
        assert scored is not None
        totals = self.match.totals
        rows = [SummaryRow(self.setup.label(s), self.model.shown.tricks[s], scored.scores[s], totals[s],
                           scored.details[s] if s < len(scored.details) else "")
                for s in range(self.setup.players)]
        number = self.match.hand_number
        if self.match.is_over():
            result = self.match.result()
            rows = [rows[seat] for seat in result.standings]
            names = ", ".join(self.setup.name(s) for s in (result.winners or result.standings[:1]))
            verdict = f"Winner: {names}" if result.winners else f"Best: {names}"
            if result.losers:
                verdict += " — loser: " + ", ".join(self.setup.name(s) for s in result.losers)
            hands = f"{number} hand{'s' if number != 1 else ''}"
            return summary_panel(self.layout, "Final standings", f"After {hands}. {verdict}.", rows,
                                 [("again", "Play again"), ("menu", "New game")], final=True)
        return summary_panel(self.layout, f"Hand {number} scored", "Points this hand and running totals", rows,
                             [("next", "Next hand"), ("menu", "New game")], final=False)

    def _press_summary(self, key: str) -> None:
        if key == "next" and not self.match.is_over():
            self.match.next_hand()
            self._start_hand()
        elif key == "again":
            self.app.replace(TableScene(self.app, self.setup.with_seed(random.randrange(1, 10**6))))
        elif key == "menu":
            self.app.pop()

    # -- input --------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind is Kind.BACK:
            self._back()
        elif kind is Kind.MOTION:
            self._motion(intent)
        elif kind is Kind.PRESS:
            self._press(intent)
        elif kind is Kind.RELEASE:
            self._release(intent)
        elif kind is Kind.ALT_PRESS:
            self._cancel_drag()
            self.selected, self.picked = None, ()
        elif kind in (Kind.LEFT, Kind.RIGHT):
            self._arrow(-1 if kind is Kind.LEFT else 1)
        elif kind is Kind.CONFIRM:
            self._confirm()
        elif kind is Kind.DIGIT:
            self._digit(intent.value)

    def _back(self) -> None:
        if self.drag is not None and self.drag.active:
            self._cancel_drag()
            return
        from .pause import PauseScene
        self._cancel_drag()
        self.app.push(PauseScene(self.app, self))

    def _buttons(self) -> tuple[tuple[str, pygame.Rect], ...]:
        out = [("menu", self.layout.menu_button)]
        panel = self.summary.buttons if self.summary is not None else self.choice.buttons if self.choice else ()
        out.extend((b.key, b.rect) for b in panel)
        return tuple(out)

    def _motion(self, intent: Intent) -> None:
        self.pointer = intent.pos
        self.hover = next((key for key, rect in self._buttons() if rect.collidepoint(intent.pos)), None)
        drag = self.drag
        if drag is None or not intent.held:
            return
        if not drag.active:
            dx, dy = intent.pos[0] - drag.start[0], intent.pos[1] - drag.start[1]
            if dx * dx + dy * dy < DRAG_START * DRAG_START or self.picked_mode:
                return
            drag.active = True
            self.selected = None
        sprite = self.model.sprites.get(drag.sid)
        if sprite is None:
            self.drag = None
            return
        w, h = self.app.size
        sprite.x = min(max(intent.pos[0] - drag.grab[0], 0), w)
        sprite.y = min(max(intent.pos[1] - drag.grab[1], 0), h)
        sprite.motion = None

    def _press(self, intent: Intent) -> None:
        pos = intent.pos
        self.pointer = pos
        if self.layout.menu_button.collidepoint(pos):
            self._back()
            return
        if self.model.busy:
            self.model.skip()
            return
        if self.summary is not None:
            button = hit(self.summary.buttons, pos)
            if button is not None:
                self._press_summary(button.key)
            return
        if self.choice is not None:
            button = hit(self.choice.buttons, pos)
            if button is not None:
                self._press_choice(button.key)
                return
        sid = self.card_at(pos)
        if sid is not None:
            sprite = self.model.sprites[sid]
            self.drag = Drag(sid, (pos[0] - sprite.x, pos[1] - (sprite.y - self.lift_of(sid))), pos)
            if intent.double and not self.picked_mode:
                self.drag = None
                self._try_play(sid)
            return
        if self.layout.trick.collidepoint(pos) and self.selected is not None:
            self._try_play(self.selected)
            return
        self.selected = None

    def _release(self, intent: Intent) -> None:
        drag, self.drag = self.drag, None
        if drag is None or drag.sid not in self.model.sprites:
            return
        if not drag.active:
            self._click_card(drag.sid)
            return
        if self.layout.trick.collidepoint(intent.pos):
            self._try_play(drag.sid)
        else:
            self.model.slide_home(drag.sid)

    def _cancel_drag(self) -> None:
        if self.drag is not None and self.drag.active:
            self.model.slide_home(self.drag.sid)
        self.drag = None

    @property
    def picked_mode(self) -> bool:
        """The human is choosing several cards at once (a skat discard)."""
        return self.choice is not None and self.pick_kind is not None

    def _click_card(self, sid: int) -> None:
        if self.picked_mode:
            self.picked = tuple(p for p in self.picked if p != sid) if sid in self.picked else (*self.picked, sid)
            legal = [a for a in self.state.legal_actions() if len(a.cards) > 1]
            if legal:
                self.choice = self._pick_panel(legal)
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
        legal = self.state.legal_actions()
        kind = next((a.kind for a in legal if len(a.cards) == 1), "play")
        action = Action(kind, (sprite.card,))
        reason = self.state.why_not(action)
        if reason is not None:
            self.model.slide_home(sid)
            self._say(reason, bad=True)
            return
        assert self.human is not None
        self._act(self.human, action, dragged=sid)

    def _wait_words(self) -> str:
        seat = self.state.current_player
        if self.human is None or seat is None:
            return "the hand is over"
        if self.model.busy:
            return "wait a moment: the cards are still moving"
        return f"wait for your turn: {self.setup.name(seat)} is to play"

    def _arrow(self, step: int) -> None:
        if self.choice is not None and self.choice.buttons:
            keys = [b.key for b in self.choice.buttons]
            current = next((b.key for b in self.choice.buttons if b.selected), None)
            index = keys.index(current) + step if current in keys else (0 if step > 0 else len(keys) - 1)
            self.choice = with_focus(self.choice, keys[index % len(keys)])
            return
        ids = self.model.hands[self.viewer]
        if not ids:
            return
        self.focus = (step if step > 0 else len(ids) - 1) if self.focus is None else (self.focus + step) % len(ids)
        self.focus = min(self.focus, len(ids) - 1)
        self.selected = ids[self.focus]

    def _confirm(self) -> None:
        if self.model.busy:
            self.model.skip()
            return
        if self.summary is not None:
            self._press_summary(self.summary.buttons[0].key)
            return
        if self.digits:
            self._commit_digits()
            return
        if self.choice is not None:
            focused = next((b.key for b in self.choice.buttons if b.selected), None)
            if focused is not None:
                self._press_choice(focused)
                return
        if self.selected is not None:
            self._try_play(self.selected)

    # -- number keys for bids -------------------------------------------------------
    def _digit(self, value: int) -> None:
        if self.choice is None or not any(a.kind == "bid" for a in self.choice.actions.values()):
            return
        top = max(int(a.args[0]) for a in self.choice.actions.values() if a.args)
        self.digits += str(value)
        number = int(self.digits)
        if number * 10 > top or len(self.digits) >= len(str(top)):
            self._commit_digits()
        else:
            self.digit_left = DIGIT_WAIT
            self.choice = with_focus(self.choice, str(Action("bid", args=(number,))))

    def _tick_digits(self, dt: float) -> None:
        if self.digits:
            self.digit_left -= dt
            if self.digit_left <= 0:
                self._commit_digits()

    def _commit_digits(self) -> None:
        number, self.digits = int(self.digits), ""
        action = Action("bid", args=(number,))
        if not self.human_to_act:
            return
        reason = self.state.why_not(action)
        if reason is not None:
            self._say(reason, bad=True)
            return
        assert self.human is not None
        self._act(self.human, action)

    # -- geometry shared by drawing and hit-testing ---------------------------------
    def lift_of(self, sid: int) -> int:
        """How far the card of sprite ``sid`` is raised out of the hand."""
        if sid == self.selected or sid in self.picked:
            return self.layout.lift
        if self.drag is not None and self.drag.active and sid in self.playable:
            return self.layout.lift // 2
        return 0

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
        from .table_draw import draw_table
        draw_table(surface, self)
