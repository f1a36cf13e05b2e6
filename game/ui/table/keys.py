"""The table by keyboard, and the intents that are no move: menus, the last trick, undo, the hint.

Every move the mouse can make has keys too.  The keys use two rows: the
hand at the bottom, and above it what the table offers besides a card (a
panel's buttons; Lo-Hi's deck).  Left and Right step along the row with the
focus, Up and Down move between the rows, and Enter does what has the focus:
plays the card (or picks it, when several go together), presses the button,
picks up.  The game's own targets come first (Lohai's seats and moves,
:meth:`.plugin.GameTable.arrow`).  The number keys type a bid
(:class:`~.digits.BidDigits`).  Holding Tab (or clicking a seat's box) shows
the last trick until it is let go (or clicked away).
"""

from __future__ import annotations

from ...catalogue import _
from ...engine import Action, ActionKind
from ..speech import prompts
from ..toolkit.intents import Intent, Kind
from .digits import BidDigits
from .hint import Hints
from .interface import Table
from .mouse import MOUSE_KINDS, Mouse

ANSWERED = frozenset({Kind.CONFIRM, Kind.LEFT, Kind.RIGHT, Kind.UP, Kind.DOWN, Kind.DIGIT, Kind.PAGE_UP,
                      Kind.PAGE_DOWN, Kind.HOME, Kind.END, Kind.ABOUT, Kind.OTHER})
"""The keys that always get an answer at the table: a key pressed and nothing heard is a key lost to a player
who cannot see the screen."""


class Keys:
    """Where every intent at the table goes, the bid digits being typed, and the last trick on show."""

    def __init__(self, table: Table, mouse: Mouse, hints: Hints) -> None:
        self.table = table
        self.mouse = mouse
        self.hints = hints
        self.digits = BidDigits()
        """A bid being typed with the number keys."""
        self.review: str | None = None
        """``"held"`` while Tab is down, ``"pinned"`` after a click on a seat; the last trick is shown."""

    def tick(self, dt: float) -> None:
        """Once a frame: a bid typed with one digit is made when the wait for a second is over."""
        typed = self.digits.tick(dt)
        if typed is not None:
            self._bid(typed)

    def handle(self, intent: Intent) -> None:
        """Do what ``intent`` asks; a key that changed nothing the player could hear is answered in words (Enter
        with nothing selected, Down already on the hand, a number key with no bid to make)."""
        before = self._moment()
        self._handle(intent)
        if intent.kind in ANSWERED and self._moment() == before:
            self._unanswered(intent.kind)

    def _moment(self) -> tuple[object, ...]:
        """What a key may change that the player hears of: a line said, a move made, a screen opened, the focus,
        the last trick shown, cards that were moving (Enter finishes them)."""
        table = self.table
        return (table.app.speech.said, table.decision_key(), table.app.top, table.speech.focus(), self.review,
                table.model.busy)

    def _unanswered(self, kind: Kind) -> None:
        """A key that did nothing the player would hear: the focus said again, or why nothing happened."""
        table = self.table
        focus = table.speech.focus()
        if kind is Kind.CONFIRM:
            words = prompts.nothing_selected(table.picks.choice is not None) if table.human_to_act else \
                table.cue.wait_words()
        elif kind is Kind.DIGIT:
            words = prompts.no_bid()
        elif focus and kind in (Kind.LEFT, Kind.RIGHT, Kind.UP, Kind.DOWN):
            words = focus
        else:
            words = prompts.no_key()
        table.speech.answer(words)

    def _handle(self, intent: Intent) -> None:
        kind = intent.kind
        if self.review is not None and self._handle_review(intent):
            return
        if kind in MOUSE_KINDS:
            self.mouse.handle(intent)
        elif kind in (Kind.LEFT, Kind.RIGHT):
            self._arrow(-1 if kind is Kind.LEFT else 1)
        elif kind is Kind.UP:
            self.up()
        elif kind is Kind.DOWN:
            self.table.game.leave()
            self.table.picks.to_hand(self.hand)
        elif kind is Kind.CONFIRM:
            self._confirm()
        elif kind is Kind.DIGIT:
            self._digit(intent.value)
        elif kind is Kind.REVIEW:
            self.show_review("held")
        elif kind is Kind.SCORES:
            self.open_scores()
        elif kind is Kind.RULES:
            self.open_rules()
        elif kind is Kind.BACK:
            self.back()
        elif kind is Kind.UNDO:
            self.table.undo()
        elif kind is Kind.HINT:
            self.ask_hint()
        elif kind is Kind.LOG:
            self.open_log()
        elif kind is Kind.CLAIM:
            self.open_claim()
        elif kind is Kind.READ:
            self.table.speech.read(intent.text)
        elif kind is Kind.HELP:
            self.table.app.push("keys")

    @property
    def hand(self) -> list[int]:
        return self.table.model.hands[self.table.viewer]

    def moved(self) -> None:
        """A move was made: typing stops."""
        self.digits.clear()

    # -- keys -------------------------------------------------------------------------
    def _arrow(self, step: int) -> None:
        """Left or Right: along the summary's buttons, the game's own targets, the panel or the hand."""
        if self.table.summary is not None:
            self.table.ending.focus(step)
            return
        game = self.table.game
        if game.arrow(step):
            return
        if not self.table.picks.arrow(step, self.hand):
            game.leave()

    def up(self) -> None:
        """Up: to the panel when one asks, else to what the game has above the hand."""
        if self.table.picks.to_panel():
            self.table.game.leave()
            return
        self.table.game.above()

    def _confirm(self) -> None:
        table = self.table
        if table.model.busy:
            table.model.skip()
            return
        if table.summary is not None:
            chosen = next((b for b in table.summary.buttons if b.selected), table.summary.buttons[0])
            table.ending.press(chosen.key)
            return
        typed = self.digits.take()
        if typed is not None:
            self._bid(typed)
            return
        if table.game.confirm():
            return
        picks = table.picks
        if picks.button is not None:
            self.press_choice(picks.button)
        elif picks.selected is not None and picks.picking:
            table.game.click_card(picks.selected)
            picks.select(None, ())
            picks.ready()
        elif picks.selected is not None:
            table.game.play_card(picks.selected)

    def _digit(self, value: int) -> None:
        picks = self.table.picks
        choice = picks.choice
        if choice is None or not any(a.kind == ActionKind.BID for a in choice.actions.values()):
            return
        top = max(int(a.args[0]) for a in choice.actions.values() if a.args)
        bid, typed = self.digits.press(value, top)
        if bid is not None:
            self._bid(bid)
        else:
            picks.focus_button(str(Action(ActionKind.BID, args=(typed,))))

    def _bid(self, number: int) -> None:
        """A bid typed with the number keys is made, if it is still the human's turn."""
        if self.table.human_to_act:
            self.table.attempt(Action(ActionKind.BID, args=(number,)))

    # -- the last trick and the menus ------------------------------------------------------
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
        if self.table.model.shown.last_trick is None:
            self.table.say(_("no trick has been taken yet this hand"))
            return
        self.table.mouse.cancel()
        self.review = how
        self.table.speech.read("last")

    def close_review(self) -> None:
        self.review = None

    def press_choice(self, key: str) -> None:
        """A panel's button: its action is attempted, or the reason it is greyed out is said."""
        table = self.table
        panel = table.picks.choice
        if panel is None or key not in panel.actions:
            return
        if key in panel.reasons:
            table.say(panel.reasons[key], bad=True)
            return
        table.attempt(panel.actions[key])

    def ask_hint(self) -> None:
        table = self.table
        if table.human is not None and table.state.current_player == table.human and table.summary is None:
            table.mark_aided()
        self.hints.ask(table)

    def back(self) -> None:
        """Esc or the Menu button: a drag is dropped first, then the pause menu opens."""
        mouse = self.table.mouse
        if mouse.gesture.dragging:
            mouse.cancel()
            return
        mouse.cancel()
        self.table.app.push("pause", self.table)

    def open_scores(self) -> None:
        self.table.mouse.cancel()
        self.review = None
        self.table.app.push("score sheet", self.table)

    def open_rules(self) -> None:
        """The rules of the game; just after a refusal, open at the rule it applies."""
        table = self.table
        table.mouse.cancel()
        self.review = None
        refusal = table.line.words if table.refusing else None
        table.app.push("rules", table.setup.rules, about=refusal)

    def open_claim(self) -> None:
        """C: the claim's two choices over the table, when a claim can be made now; else why not."""
        table = self.table
        if not table.game.claims or table.human is None:
            table.say(_("There are no claims in this game"), bad=True)
            return
        if table.claims.checking:
            table.say(_("Checking your claim…"))
            return
        if not table.claims.offered(table):
            table.say(_("A claim is for the card play of a hand, once only cards are left to play"), bad=True)
            return
        self.table.mouse.cancel()
        self.review = None
        table.app.push("claim", table)

    def open_log(self) -> None:
        """The hand's log: every trick or play so far with who took it and why; after the hand, the deal."""
        self.table.mouse.cancel()
        self.review = None
        self.table.app.push("hand log", self.table.hand_log, self.table.setup.rules)
