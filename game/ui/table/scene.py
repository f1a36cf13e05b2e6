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
Holding Tab (or clicking a seat's box) shows the last trick; S opens the
score sheet.  The player's settings are read every frame.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pygame

from ...catalogue import _
from ...engine import Action, Event, HandState, IllegalActionError, Match, new_match
from ...engine.claim import Claim
from ...engine.core import TrickWon
from ...engine.deals import Deal, DealCodeError, deal_again, deal_of
from ...games import find, piece
from ...seating import MatchSetup
from ...session import MatchSession, UndoError
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent
from ..toolkit.settings import HOLDS
from .callouts import Callouts
from .choices import build_summary
from .claims import Claims
from .clipboard import copy_words
from .coach import BidCoach
from .feel import celebrating
from .handlog import HandLog, LineEntry, TrickEntry
from .hint import Hints
from .interface import Public
from .keys import Keys
from .layout import table_layout
from .model import opening_order
from .mouse import Mouse
from .order import ViewerOrder
from .panels import Summary
from .picks import Picks
from .plugin import GameTable, Outcome, Say, ShowLastTrick
from .speaking import TableSpeech
from .spoken import draw_spoken
from .tally import Tally
from .turns import AutoPlay, ComputerSeats, forced_by_itself

MESSAGE_TIME = 4.5
TURN_GLOW = 1.2
"""Seconds the glow round the player's seat takes to spread and fade when their turn comes."""


def game_table(setup: MatchSetup) -> type[GameTable]:
    """The game's own part of the table, from its registry entry (a game without one plays plain tricks)."""
    spec = find(setup.rules.engine)
    return piece(spec.table) if spec is not None else GameTable


def practice_table(app: App, setup: MatchSetup, deal: Deal) -> TableScene:
    """A practice table with the same seats and levels as ``setup`` whose first hand is ``deal``, card for card.

    Nothing of it is saved over the match in progress, and its result is kept apart in the statistics.
    Raises :class:`~game.engine.deals.DealCodeError` for a deal these rules cannot deal.
    """
    practice = replace(setup, practice=True)
    match = game_table(practice).prepare(app.settings, practice)
    if match is None:
        match = new_match(setup.rules, setup.variant, setup.players, setup.seed)
    deal_again(deal, setup.rules, match)
    return TableScene(app, practice, match)


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
        self.hints = Hints(self)
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
        self.claims = Claims()
        """A claimed finish being played out, and which computer decisions looked for a claim."""
        """The hand so far, trick by trick, as the player has seen it, and its deal (L, the top bar's Log)."""
        self.model.connect(lambda name: None if self.replaying else app.sounds.play(name),
                           lambda event: self.carry(self.game.note(event)), self._shown)
        self._hold_as_set()
        self.picks = Picks()
        self.mouse = Mouse(self)
        self.keys = Keys(self, self.mouse, self.hints)
        self.auto = AutoPlay()
        self.tally = Tally(self.match.totals)
        """The scores counting up after a hand, in the summary and the seat boxes."""
        self.message, self.message_bad, self.message_left = "", False, 0.0
        self.summary: Summary | None = None
        self.deal = deal_of(self.match)
        """The hand's deal: its fingerprint shows in the top bar from the deal on, its code on the summary."""
        self.public = Public.read(self.state.view(self.viewer).facts(), self.state.dealer)
        self.passed_on = False
        self.turn_began: float | None = None
        """When the player's turn began (the app's clock), for the chime and the glow round their seat."""
        self._was_turn = False
        """The session went on to a fresh table (a move taken back): leaving this one need not wait for the disk."""
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
        names = tuple(self.setup.name(s) for s in range(self.setup.players))
        self.hand_log.reset(f"{_(self.game.hand_word)} {self.match.hand_number}", names, self.viewer)
        view = self.state.view(self.viewer)  # a view is a redacted copy: make it once per hand
        facts = view.facts()
        self.public = Public.read(facts, self.state.dealer)
        self.tally.restart(self.match.totals)
        self.summary = None
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
        if self.summary is not None:
            self.summary = build_summary(self)

    def exit(self) -> None:
        """Leaving the table (new game, quit): stop any bot that is still thinking, and put the save on disk."""
        self.seats.close()
        self.hints.close()
        self.coach.close()
        if not self.passed_on:
            self.session.flush()

    def enter(self) -> None:
        """Back from a menu: the settings may have changed (the hand's order, the player's name, the cards'
        size), so follow them."""
        self.order.follow()
        if self.app.settings.big_cards != self.layout.big:
            self.resize(self.app.size)
        if self.app.settings.player_name != self.setup.player:
            self.setup = replace(self.setup, player=self.app.settings.player_name)

    # -- time ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        settings = self.app.settings
        self._hold_as_set()
        self.order.follow()
        self.message_left = max(0.0, self.message_left - dt)
        self.callouts.update(dt, held=self.refusing)
        self.keys.tick(dt)
        self.mouse.tick(dt)
        self.model.update(dt, settings.speed_factor)
        self.tally.update(dt, settings.speed_factor)
        self._cue_turn()
        self.seats.think(self.state, self.decision_key())
        self.hints.update(self)
        self.coach.update(self)
        if self.model.busy or self.keys.review is not None:
            return
        if self.model.shown.scored is not None:
            if self.summary is None:
                self.summary = build_summary(self)
                self.tally.add(self.match.totals)
                if self.match.is_over() and self.human is not None and not self.replaying:
                    self.app.sounds.play("win" if self.session.outcome().won else "lose")
            return
        seat = self.state.current_player
        if seat is None:
            return
        claimed = self.claims.next_move()
        if claimed is not None:  # a claim's finish: the next card as soon as the last has landed
            self._act(seat, claimed)
            return
        if seat in self.seats.bots:
            if self.claims.bot_turn(self, seat):
                self.seats.cancel()
                return
            answer = self.seats.answer(seat, dt, settings.bot_pause, self.decision_key())
            if answer is not None:
                if answer[1] is not None:
                    self.say(answer[1], bad=True)
                self._act(seat, answer[0])
            return
        self._prepare_human()
        forced = self.auto.due(self, dt)
        if isinstance(forced, Action):
            self.attempt(forced)
        elif forced is not None:
            self.game.play_card(forced, confirmed=True)

    def _hold_as_set(self) -> None:
        """Which finished tricks wait on the table, as the player's settings say now (none at a table of
        computers alone: nobody would click)."""
        hold = self.app.settings.hold_trick
        self.model.wait_at_end = self.human is not None and hold != "off"
        self.model.hold_every = None if self.claims.playing else HOLDS.get(hold)  # a claim's tricks go by

    @property
    def still(self) -> bool:
        """Nothing moves until the player acts: no card in flight, no score counting, no computer seat or hint
        thinking, no card rising under the pointer, no forced card or typed bid about to go by itself; or the
        hand's last cards lie waiting for a click."""
        waiting = (self.human_to_act and self.tally.done and not self.hints.thinking and not self.coach.thinking
                   and self.mouse.settled
                   and not self.keys.digits.typed and forced_by_itself(self) is None
                   and self.keys.review is None)
        holding = self.model.holding and not self.model.moving and self.keys.review is None
        waiting = waiting and self.turn_glow is None
        return waiting or holding or (self.summary is not None and self.tally.done and not self.celebrating)

    def _cue_turn(self) -> None:
        """The player's turn has just come: a soft chime and a glow round their seat (a setting)."""
        mine = self.human_to_act
        if mine and not self._was_turn and not self.replaying:
            self.turn_began = self.app.time
            if self.app.settings.turn_cue:
                self.app.sounds.play("turn")
        self._was_turn = mine
        if mine:  # every decision of the player's is told, one after another of theirs too
            self.speech.turn(self.decision_key())

    @property
    def turn_glow(self) -> float | None:
        """How far the glow round the player's seat has spread (0 to 1) just after their turn came; ``None``
        when there is none (it has faded, the turn has passed, or the cue is off)."""
        if not self.app.settings.turn_cue or self.turn_began is None or not self.human_to_act:
            return None
        spread = (self.app.time - self.turn_began) / TURN_GLOW
        return spread if 0.0 <= spread < 1.0 else None

    @property
    def celebrating(self) -> bool:
        return self.summary is not None and celebrating(self.summary.celebrate_from, self.app.time)

    def decision_key(self) -> tuple[int, int]:
        """Which decision the engine waits for: the hand and how many actions it has seen."""
        return self.match.hand_number, len(self.state.log)

    def _prepare_human(self) -> None:
        """It is the human's move: work out which cards are playable and whether a panel is needed."""
        legal = self.state.legal_actions()
        usable = {card for a in legal for card in a.cards}
        self.picks.allow(frozenset(sid for sid, card in self.model.viewer_cards() if card in usable))
        if self.picks.choice is None:
            self.picks.offer(*self.game.panel(legal))

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
        """Take back the player's last move and everything the computer did after it (if the settings allow).

        A fresh table sits down at the session's rewound hand and plays its moves with the animations finished.
        """
        if not self.app.settings.undo:
            self.say(_("taking back moves is off in the settings"), bad=True)
            return
        try:
            rewind = self.session.undo()
        except UndoError as error:
            self.say(str(error), bad=True)
            return
        table = TableScene(self.app, self.setup, session=self.session)
        table.replay_hand(rewind.moves)
        self.passed_on = True
        self.app.replace(table)
        table.say(_("your last move is taken back"))

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
        """The player has a decision to make now: not while cards move, the hand is scored, or a claim plays
        their cards for them (no "Your turn" then, no glow)."""
        return (self.human is not None and not self.model.busy and self.summary is None and not self.claims.playing
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
            self.message_left = 0.0
            if self.app.settings.aided:
                self.mark_aided()

    def turn_seat(self) -> int | None:
        """The seat shown as thinking: whoever is to act, once the table is still."""
        if self.model.busy or self.summary is not None:
            return None
        return self.state.current_player

    def thinking_seat(self) -> int | None:
        """The computer seat shown thinking (its dots pulse) while the table waits for it."""
        seat = self.turn_seat()
        return seat if seat is not None and seat in self.seats.bots else None

    def wait_words(self) -> str:
        seat = self.state.current_player
        if self.human is None or seat is None:
            return _("the hand is over")
        if self.model.busy:
            return _("wait a moment: the cards are still moving")
        return _("wait for your turn: {name} is to play").format(name=self.setup.name(seat))

    @property
    def refusing(self) -> bool:
        """A refusal is on the message line: it shows its whole time, and no callout takes the line from it."""
        return self.message_bad and self.message_left > 0

    def say(self, words: str, *, bad: bool = False) -> None:
        if bad and not self.replaying:
            self.app.sounds.play("error")
        self.message = words[:1].upper() + words[1:]
        self.message_bad = bad
        self.message_left = MESSAGE_TIME
        self.callouts.said()
        (self.speech.refused if bad else self.speech.told)(words)

    def _shown(self, event: Event) -> None:
        """An event's beat begins: the hand's log keeps what it meant, and its reason is called out."""
        log = self.hand_log
        log.hear(event)
        trick = self.model.closing(event) if isinstance(event, TrickWon) else None
        why = self.game.callout(event, trick) or ""
        words, taken = "", ""
        if isinstance(event, TrickWon) and trick is not None:
            own, notes = self.game.trick_story(trick)
            name = self.setup.name(event.seat)
            if own:
                taken = own[:1].upper() + own[1:]
            else:
                taken = _("You take it") if name == _("You") else _("{name} takes it").format(name=name)
            leader = trick.plays[0][0] if trick.plays else None
            log.add(TrickEntry(event.trick_number, leader, trick.plays, event.seat, taken, why, tuple(notes)))
        else:
            words = self.game.log_words(event) or ""
            if words:
                log.add(LineEntry(words[:1].upper() + words[1:], why))
            elif why and not isinstance(event, self.model.trick_events):
                log.explain(why)
        self.speech.heard(event, words, why, trick, taken)
        if why and self.app.settings.callouts and not self.replaying and not self.claims.finishing:
            self.callouts.show(why, self.game.callout_about(event))

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
            self.say(self.wait_words(), bad=True)
            return
        reason = self.state.why_not(action)
        if reason is not None:
            self.say(reason, bad=True)
            return
        self.play(action)

    def claim(self, claim: Claim) -> None:
        """The player claims the rest of the hand (from the claim's panel): judged on the true cards."""
        if self.claims.claim(self, claim):
            self.picks.clear()

    def focus_summary(self, step: int) -> None:
        """Left or Right along the summary's buttons (Enter presses the one with the focus)."""
        summary = self.summary
        if summary is None or not summary.buttons:
            return
        at = next((i for i, b in enumerate(summary.buttons) if b.selected), 0)
        at = (at + step) % len(summary.buttons)
        self.summary = replace(summary, buttons=tuple(replace(b, selected=i == at)
                                                      for i, b in enumerate(summary.buttons)))

    def press_summary(self, key: str) -> None:
        """A summary button: the next hand, play again, the review, the score sheet, the hand's log (every hand
        as dealt), back to the new-game menu, the hand's deal again at a practice table over this one (its code
        copied, with "copy"), or, from a practice table, back to where it came from."""
        if key == "decisions":
            self.open_review()
        elif key == "leave" and self.setup.practice:
            self.app.pop()
        elif key == "next" and not self.match.is_over():
            self.session.next_hand()
            self._start_hand()
        elif key == "again":
            self.app.replace(TableScene(self.app, self.setup.with_seed(random.randrange(1, 10**6))))
        elif key == "sheet":
            self.keys.open_scores()
        elif key == "log":
            self.keys.open_log()
        elif key == "replay":  # over the match in progress; a practice table gives way to the new one
            try:
                table = practice_table(self.app, self.setup, self.deal)
            except DealCodeError as error:
                self.say(_("This deal cannot be dealt again: {error}").format(error=error), bad=True)
                return
            (self.app.replace if self.setup.practice else self.app.push)(table)
        elif key == "copy":
            self.say(copy_words(self.deal.code))
        elif key == "menu":
            self.app.pop()

    def open_review(self) -> None:
        """The review of the hand just finished, over this table (which waits beneath it as it is)."""
        deal, moves = self.session.hand_at_deal()
        self.app.push("review", self, deal, moves, practise=self.practise)

    def practise(self, moves: int) -> None:
        """Sit a practice table down at this hand after its first ``moves`` moves (its log's first ``moves``),
        the hidden cards the same.

        Practice is never saved nor counted (its session has no store); its summary leads back here.
        """
        deal, played = self.session.hand_at_deal()
        setup = replace(self.setup, practice=True)
        table = TableScene(self.app, setup, session=MatchSession(setup, deal))
        table.replay_hand(played[:max(0, moves - len(deal.state.log))])
        self.app.push(table)
        table.say(_("Practice from here: nothing of it is saved or counted"))

    # -- input --------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self.keys.handle(intent)

    def focus_words(self) -> str:
        return self.speech.focus()

    def draw(self, surface: pygame.Surface) -> None:
        self.game.draw(surface)
        if self.speech.pane:
            draw_spoken(surface, self.layout, self.app.speech.recent)
