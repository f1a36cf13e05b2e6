"""The table scene: a match played out card by card, the human against computer seats.

The scene runs the frame contract and composes the parts: the
:class:`~game.session.MatchSession` owns the match, its save, undo and result;
the :class:`~.model.TableModel` turns the engine's events into beats and
tweens; :class:`~.turns.ComputerSeats` think off the render loop;
:class:`~.mouse.Mouse` and :class:`~.keys.Keys` turn the pointer, the keys
and the bid digits into moves; :class:`~.picks.Picks` hold what the human has
singled out; :class:`~.tally.Tally` counts the scores up; and
the game's own part, a :class:`~.plugin.GameTable` named in the game's
registry entry, says what its targets, cards, panels and words mean and
draws its table.  The human's intent is checked with ``can``/``why_not`` and
committed with ``apply``; a refusal is said with the engine's reason.
Holding Tab (or clicking a seat's box) shows the last trick; S opens the score sheet.  The player's settings
are read every frame."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pygame

from ...catalogue import _
from ...engine import Action, HandState, IllegalActionError, Match
from ...engine.claim import Claim
from ...engine.deals import deal_of
from ...seating import MatchSetup
from ...session import MatchSession, UndoError
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent
from .callouts import Callouts
from .claims import Claims
from .coach import BidCoach
from .ending import HandEnd
from .handlog import HandLog
from .hearing import hear
from .hint import Hints
from .interface import Public
from .keys import Keys
from .layout import table_layout
from .message import MESSAGE_TIME, MessageLine
from .model import opening_order
from .mouse import Mouse
from .next_move import play_on
from .order import ViewerOrder
from .panels import Summary
from .picks import Picks
from .plugin import Outcome, Say, ShowLastTrick, game_table
from .practice import Go, Practice
from .speaking import TableSpeech
from .spoken import draw_spoken
from .tally import Tally
from .turn_cue import TurnCue
from .turns import AutoPlay, ComputerSeats, forced_by_itself

__all__ = ["MESSAGE_TIME", "TableScene"]


class TableScene(Scene):
    """One match at the table, any game: the game's own part is :attr:`game`."""

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None, *,
                 session: MatchSession | None = None) -> None:
        """``match`` starts the table from a prepared match (tests and tools put an exact position in its
        ``state``); by default a new match is made from ``setup``.  ``session`` sits the table down at a
        match already under way (a resume, a move taken back)."""
        super().__init__(app)
        kind = game_table(setup)
        if match is None and session is None:
            match = kind.prepare(app.settings, setup)
        self.setup = setup
        self.session = session if session is not None else MatchSession(setup, match, app.store)
        """The match itself, its save, undo and result: everything here that is not a picture."""
        self.human = setup.human
        self.replaying = False
        """Moves from a save are being played back: no sounds, no waiting."""
        self.viewer = self.human if self.human is not None else 0
        self.game = kind(self)
        self.seats = ComputerSeats(setup)
        self.hints = Hints()
        self.coach = BidCoach()
        self.art = app.art(setup.rules.deck)
        self.layout = table_layout(app.size, setup.players, self.viewer, app.settings.big_cards)
        self.order = ViewerOrder(self)
        self.model = kind.model_type(setup.players, self.viewer, self.layout, self.order.resync, self.order.key)
        self.speech = TableSpeech(self)
        """The table spoken: its events, the turn, the focus, the answers to the re-read keys."""
        self.callouts = Callouts()
        """The reasons behind tricks and special cards, shown on the message line long enough to be read."""
        self.hand_log = HandLog()
        """The hand so far, trick by trick, as the player has seen it, and its deal (L, the top bar's Log)."""
        self.claims = Claims()
        """A claimed finish being played out, and which computer decisions looked for a claim."""
        self.model.connect(lambda name: None if self.replaying else app.sounds.play(name),
                           lambda event: self.carry(self.game.note(event)), lambda event: hear(self, event))
        self._hold_as_set()
        self.picks = Picks()
        self.mouse = Mouse(self)
        self.keys = Keys(self, self.mouse, self.hints)
        self.auto = AutoPlay()
        self.tally = Tally(self.match.totals)
        """The scores counting up after a hand, in the summary and the seat boxes."""
        self.line = MessageLine()
        """The message line: the last words said at the table, and how long they stay."""
        self.ending = HandEnd(self)
        """The summary between hands and at the match's end."""
        self.practice = Practice(self)
        """The hand just played, reviewed and practised again."""
        self.deal = deal_of(self.match)
        """The hand's deal: its fingerprint shows in the top bar from the deal on, its code on the summary."""
        self.public = Public.read(self.state.view(self.viewer).facts(), self.state.dealer)
        self.passed_on = False
        """The session went on to a fresh table (a move taken back): leaving this one need not wait for the disk."""
        self.cue = TurnCue(self)
        """The chime and the glow when the player's turn comes."""
        self._start_hand()

    # -- hands --------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def state(self) -> HandState:
        return self.match.state

    def _start_hand(self) -> None:
        events = opening_order(self.state.opening_events())
        self.deal = deal_of(self.match)
        if not self.replaying:
            self.app.sounds.play("shuffle")
        self.order.deal(events)
        self.seats.cancel()
        self.model.new_hand()
        self.callouts.clear()
        self.claims.clear()
        names = tuple(self.setup.title(s) for s in range(self.setup.players))  # the log's rows: each seat's name
        self.hand_log.reset(f"{_(self.game.hand_word)} {self.match.hand_number}", names, self.viewer)
        view = self.state.view(self.viewer)  # a view is a redacted copy: make it once per hand
        facts = view.facts()
        self.public = Public.read(facts, self.state.dealer)
        self.tally.restart(self.match.totals)
        self.ending.clear()
        self.keys.close_review()
        self.picks.reset()
        self.game.leave()
        self.mouse.cancel()
        self.model.start_from(facts.stack_size, facts.tricks_won)
        self.speech.dealt()
        self.model.enqueue(events)
        sizes = view.hidden.sizes
        stock = sizes.get("stock", 0) > 0 or sizes.get("stack", 0) > 0
        self.model.add_beat(lambda: self.model.show_stock(stock), 0.0, "dealt")
        self.game.start_hand()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = table_layout(size, self.setup.players, self.viewer, self.app.settings.big_cards)
        self.model.set_layout(self.layout)
        self.mouse.cancel()
        self.picks.offer(None)
        self.ending.rebuild()

    def exit(self) -> None:
        """Leaving the table (new game, quit): stop any bot that is still thinking, and put the save on disk."""
        self.seats.close()
        self.claims.close()
        self.hints.close()
        self.coach.close()
        if not self.passed_on:
            self.session.flush()

    def enter(self) -> None:
        """Back from a menu: the settings may have changed (the hand's order, the player's name, the cards'
        size), so follow them; and say whose turn it is, as the screen comes back (:meth:`title_words`)."""
        self.speech.back = True
        self.order.follow()
        if self.app.settings.big_cards != self.layout.big:
            self.resize(self.app.size)
        if self.app.settings.player_name != self.setup.player:  # renamed: every name shown follows
            self.setup = replace(self.setup, player=self.app.settings.player_name)
            self.hand_log.rename(tuple(self.setup.title(s) for s in range(self.setup.players)))
            self.ending.rebuild()

    # -- time ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        settings = self.app.settings
        self.speech.show_deal()
        self._hold_as_set()
        self.order.follow()
        self.line.tick(dt)
        self.callouts.update(dt, held=self.refusing)
        self.keys.tick(dt)
        self.mouse.tick(dt)
        self.model.update(dt, settings.speed_factor)
        self.tally.update(dt, settings.speed_factor)
        self.seats.think(self.state, self.decision_key(), claimed=self.claims.playing)
        self.claims.update(self)
        self.hints.update(self)
        self.coach.update(self)
        self._go_on(dt)
        self.cue.update()  # after the turn's panel is offered: the turn is said in its words

    def _go_on(self, dt: float) -> None:
        """Once nothing moves: the summary when the hand is scored, else the next move, whoever makes it."""
        if self.model.busy or self.keys.review is not None:
            return
        if self.model.shown.scored is not None:
            self.ending.show()
            return
        play_on(self, dt)

    def _hold_as_set(self) -> None:
        """Which finished tricks wait on the table, as the player's settings say now."""
        self.model.hold_as(self.app.settings.hold_trick, person=self.human is not None, claim=self.claims.playing)

    @property
    def still(self) -> bool:
        """Nothing moves until the player acts: no card in flight, no score counting, no computer seat or hint
        thinking, no card rising under the pointer, no forced card or typed bid about to go by itself; or the
        hand's last cards lie waiting for a click."""
        waiting = (self.human_to_act and self.tally.done and not self.hints.thinking and not self.coach.thinking
                   and self.mouse.settled
                   and not self.keys.digits.typed and forced_by_itself(self) is None
                   and self.keys.review is None and self.cue.glow is None)
        holding = self.model.holding and not self.model.moving and self.keys.review is None
        return waiting or holding or (self.summary is not None and self.tally.done and not self.ending.celebrating)

    def decision_key(self) -> tuple[int, int]:
        """Which decision the engine waits for: the hand and how many actions it has seen."""
        return self.match.hand_number, len(self.state.log)

    def _act(self, seat: int, action: Action, dragged: int | None = None) -> bool:
        """Apply ``action`` for ``seat`` and animate it; ``False`` (and the reason on the line) if it was refused."""
        try:
            events = self.session.act(action, save=not self.replaying)
        except IllegalActionError as error:
            self.say(error.reason, bad=True)
            return False
        self.model.enqueue(events, dragged=dragged, mine=action if seat == self.human else None)
        self.picks.clear()
        self.mouse.moved()
        self.keys.moved()
        self.game.leave()
        self.seats.restart()
        self.auto.restart()
        return True

    def mark_aided(self) -> None:
        """The player had help in this match (a hint, Learning or the bid coach): the statistics mark it."""
        self.session.aids_used = True

    def undo(self) -> None:
        """Take back the player's last move and everything the computer did after it (if the settings allow): a
        fresh table sits down at the session's rewound hand and plays its moves with the animations finished."""
        if not self.app.settings.undo:
            self.say(_("taking back moves is off in the settings"), bad=True)
            return
        try:
            rewind = self.session.undo()
        except UndoError as error:
            self.say(str(error), bad=True)
            return
        self.passed_on = True
        self.sit_down(self.setup, self.app.replace, session=self.session, moves=rewind.moves,
                      words=_("your last move is taken back"))

    def sit_down(self, setup: MatchSetup, go: Go, *, match: Match | None = None,
                 session: MatchSession | None = None, moves: Sequence[str] | None = None, words: str = "",
                 real: tuple[int, ...] | None = None) -> None:
        """A fresh table of this kind for ``setup`` (at ``match`` or ``session``; by default a new match), its
        hand played up to ``moves``, animations done, put on the stack by ``go`` (``app.push``, ``app.replace``),
        then ``words`` said there: an undo, a practice table (``real``: the real hand's scores), another match."""
        table = TableScene(self.app, setup, match, session=session)
        if real is not None:
            table.practice.compare_with(real)
        if moves is not None:
            table.replay_hand(moves)
        go(table)
        if words:
            table.say(words)

    def won(self) -> bool:
        """The player won the match (asked once it is over)."""
        return self.session.outcome().won

    def next_hand(self) -> None:
        """The summary's "Next hand": the session deals it, and the table shows it dealt."""
        self.session.next_hand()
        self._start_hand()

    def play_again(self) -> None:
        """The summary's "Play again": a new match with the same seats, on a fresh seed, instead of this one."""
        self.sit_down(self.setup.with_seed(random.randrange(1, 10**6)), self.app.replace)

    @property
    def summary(self) -> Summary | None:
        """The summary shown between hands and at the match's end (``None`` while a hand is played)."""
        return self.ending.panel

    def abandon(self) -> None:
        """The player gives this match up for a new one: it is not saved any more (nor counted)."""
        self.session.abandon()

    def replay_hand(self, texts: Sequence[str]) -> None:
        """Play the current hand's logged moves through the table with every animation finished (a resume, an
        undo), then save the position reached (a rewind with no moves to play changed the match all the same)."""
        self.replaying = True
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
        self.session.save()

    @property
    def human_to_act(self) -> bool:
        """The player has a decision to make now: not while cards move, the hand is scored, or a claim is checked
        or plays their cards for them (no "Your turn" then, no glow)."""
        return (self.human is not None and not self.model.busy and self.summary is None and not self.claims.busy
                and self.model.shown.scored is None and self.state.current_player == self.human)

    def act(self, seat: int, action: Action) -> None:
        """Apply ``action`` for ``seat`` and animate what it caused (the engine has checked it)."""
        self._act(seat, action)

    def play(self, action: Action, dragged: int | None = None) -> None:
        """The human's move, allowed by the engine already (``dragged``: the sprite that carried it there).

        The player has moved on, so the line's last words go; the moves a claim plays for them, a resume's and an
        undo's replay come through :meth:`act` and leave the line as it is (a claim's words stay up)."""
        assert self.human is not None
        if self._act(self.human, action, dragged=dragged):
            self.line.clear()
            if self.app.settings.aided:
                self.mark_aided()

    @property
    def refusing(self) -> bool:
        """A refusal is on the message line: it shows its whole time, and no callout takes the line from it."""
        return self.line.refusing

    def say(self, words: str, *, bad: bool = False) -> None:
        """Words on the message line (``bad``: a refusal, with the error sound), told aloud too."""
        if bad and not self.replaying:
            self.app.sounds.play("error")
        self.line.show(words, bad=bad)
        self.callouts.said()
        (self.speech.refused if bad else self.speech.told)(words)

    def carry(self, outcome: Outcome) -> None:
        """Carry out what a gesture on a game's target came to."""
        if isinstance(outcome, Action):
            self.attempt(outcome)
        elif isinstance(outcome, Say):
            self.say(outcome.words, bad=outcome.bad)
        elif isinstance(outcome, ShowLastTrick):
            self.keys.show_review("pinned")

    # -- choices and the summary ------------------------------------------------------
    def attempt(self, action: Action) -> None:
        """The human asks for ``action`` (a button, a click on the table): the engine applies it or says why not."""
        if not self.human_to_act:
            self.say(self.cue.wait_words(), bad=True)
            return
        reason = self.state.why_not(action)
        if reason is not None:
            self.say(reason, bad=True)
            return
        self.play(action)

    def claim(self, claim: Claim) -> None:
        """The player claims the rest of the hand (the claim's panel): checked off the frame on the player's view."""
        self.claims.claim(self, claim)

    def press_summary(self, key: str) -> None:
        """A summary button, as if pressed (:meth:`.ending.HandEnd.press`): tools and the bench go on this way."""
        self.ending.press(key)

    # -- input --------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self.keys.handle(intent)

    def title_words(self) -> str:
        return self.speech.came_back()

    def focus_words(self) -> str:
        return self.speech.focus()

    def draw(self, surface: pygame.Surface) -> None:
        self.game.draw(surface)
        if self.speech.pane:
            draw_spoken(surface, self.layout, self.app.speech.recent)
