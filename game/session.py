"""A match played by a person, outside pygame: its moves, its save, taking moves back, resuming, its result.

The table scene draws and animates; everything else about the match lives
here, so it is tested without a window and the table asks rather than owns.

* Every move goes through :meth:`MatchSession.act`, which applies it through
  the engine and queues the save on a :class:`~game.autosave.SaveWriter`
  (written off the frame thread; :meth:`MatchSession.flush` waits for the disk).
* The session keeps a copy of the match as each hand was dealt, so taking a
  move back replays one hand, never the whole match: :meth:`MatchSession.undo`
  goes back to the deal of the hand concerned and returns the moves that lead
  from there to the position wanted (a :class:`Rewind`), for the table to play
  through :meth:`MatchSession.act` with its animations finished.
* :meth:`MatchSession.resume` sits down at a save again; a finished match's
  save is cleared and its result counted in the statistics exactly once.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .autosave import SaveWriter
from .engine import (
    Action,
    Event,
    HandState,
    IllegalActionError,
    Match,
    RuleFileError,
    RuleSet,
    load_rules,
    new_match,
)
from .engine.core import HandRecord
from .games import owner
from .levels import LEVELS
from .seating import MatchSetup
from .store import MATCH_FILE, MAX_AGE, MatchOutcome, SavedMatch, Store
from .text import drawable


class ResumeError(Exception):
    """The save does not replay (a rule file changed or went missing, or the save was damaged); the words say why."""


class UndoError(ValueError):
    """There is no move of the player's to take back; the words say why."""


@dataclass(frozen=True, slots=True)
class Rewind:
    """A position to show again from its hand's deal.

    The session stands at the deal of that hand; ``moves`` are the texts to play
    through :meth:`MatchSession.act` (or :meth:`MatchSession.play`) to reach the position.
    """

    moves: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Deal:
    """The match as one hand was dealt, kept to come back to (each use copies it)."""

    at: int
    """How many moves of the match came before this hand."""
    hand: int
    match: Match


def _check_seats(saved: SavedMatch, rules: RuleSet) -> None:
    """The save's variant, players, levels and ages are ones ``rules`` and the bots allow.

    Raises :class:`ResumeError`; checked before any move is replayed, so the words name the real fault.
    """
    if saved.variant not in rules.variants:
        raise ResumeError(f"{rules.title} has no variant {drawable(repr(saved.variant), 80)}")
    fixed = rules.variant_players(saved.variant)
    if fixed is not None and fixed != saved.players:
        raise ResumeError(f"it seats {saved.players} players, and its variant is for {fixed}")
    if not rules.players_min <= saved.players <= rules.players_max:
        raise ResumeError(f"it seats {saved.players} players, and {rules.title} is for "
                          f"{rules.players_min} to {rules.players_max}")
    if len(saved.levels) != saved.players:
        raise ResumeError(f"it has {len(saved.levels)} seats for {saved.players} players")
    unknown = [level for level in saved.levels if level is not None and level not in LEVELS]
    if unknown:
        raise ResumeError(f"a seat's level {drawable(repr(unknown[0]), 40)} is not one of {', '.join(LEVELS)}")
    if saved.ages and (len(saved.ages) != saved.players
                       or any(age is not None and not 0 <= age <= MAX_AGE for age in saved.ages)):
        raise ResumeError(f"its ages are not one from 0 to {MAX_AGE} for each of its {saved.players} players")


def rules_ref(path: str, game: str) -> str:
    """How a save names its rule file: the game's name for the game's own file (built in or a plug-in's),
    else the file's full path."""
    spec = owner(path)
    return game if spec is not None and spec.name == game else str(Path(path).resolve())


def _copy(match: Match) -> Match:
    """An independent copy of ``match``: the rule set and options shared (they never change), the rest copied."""
    return copy.deepcopy(match, {id(match.rules): match.rules, id(match.options): match.options})


class MatchSession:
    """One match for a person: the engine's :class:`Match`, who sits where, the save and the statistics.

    With a ``store`` and a human seat, every move is saved (see :mod:`game.autosave`
    for when it reaches the disk); without either nothing is kept (tests, the selftest).
    ``match`` starts from a prepared position (tests put an exact hand in its ``state``);
    moves made before the session began cannot be taken back.
    """

    def __init__(self, setup: MatchSetup, match: Match | None = None, store: Store | None = None, *,
                 undo_used: bool = False, aids_used: bool = False) -> None:
        self.setup = setup
        self.match = match if match is not None else new_match(setup.rules, setup.variant, setup.players, setup.seed)
        self.undo_used = undo_used
        """The player took a move back in this match (the statistics mark it)."""
        self.aids_used = aids_used
        """The player asked for a hint, or moved with Learning or the bid coach on (the statistics mark it)."""
        self.recorded = False
        """The finished match is in the statistics (it is counted once)."""
        self._writer = SaveWriter(store) if store is not None and setup.human is not None else None
        if store is not None and self._writer is not None and not setup.practice:
            store.watch_again(MATCH_FILE)  # this match's first failed save is told, whatever the last one's were
        self._rules_ref = rules_ref(setup.rules.path, setup.rules.game)
        self._base = len(self.match.actions)
        self._seats: list[int] = []
        """Who made each move since the session began."""
        self._deals: list[_Deal] = []
        self._remember_deal()
        self.abandoned = False
        """The player gave the match up: it is no longer saved."""
        self._done: tuple[tuple[HandRecord, ...], tuple[str, ...]] = ((), ())
        """The finished hands and their moves, kept so a save costs little however long the match."""

    @classmethod
    def resume(cls, saved: SavedMatch, store: Store | None = None, player: str = "") -> MatchSession:
        """The session of ``saved`` at the very position it was saved in; raises :class:`ResumeError`.

        A save is data from a file: whatever in it the game cannot sit down at — a rule file that
        no longer loads, a variant or a player count its rules do not have, an unknown level, ages
        out of range, a move that is not legal where it stands, a match already over — is a
        :class:`ResumeError` with a sentence, never anything else.
        """
        try:
            rules = load_rules(saved.rules)
        except RuleFileError as error:
            raise ResumeError(f"its rule file cannot be loaded ({drawable(str(error.problems[0]), 200)})") from None
        except (OSError, ValueError, RuntimeError) as error:  # a path the system refuses, a symlink loop
            raise ResumeError(f"its rule file cannot be loaded ({drawable(str(error), 200)})") from None
        _check_seats(saved, rules)
        try:
            session = cls._replayed(saved, rules, store, player)
        except ResumeError:
            raise
        except (IllegalActionError, ValueError, KeyError) as error:
            raise ResumeError(f"its moves no longer fit the rules ({drawable(str(error), 200)})") from None
        except Exception as error:  # the save is data from disk: whatever it trips in the engine, it does not replay
            found = f"{type(error).__name__}: {drawable(str(error), 200)}"
            raise ResumeError(f"its moves do not replay ({found})") from None
        return session

    @classmethod
    def _replayed(cls, saved: SavedMatch, rules: RuleSet, store: Store | None, player: str) -> MatchSession:
        """The session dealt from the save's seed with every saved move played through the engine."""
        match = new_match(rules, saved.variant, saved.players, saved.seed)
        set_ages = getattr(match, "set_ages", None)
        if callable(set_ages) and saved.ages:
            set_ages(saved.ages)
        setup = MatchSetup(rules, saved.variant, saved.levels, saved.seed, player)
        session = cls(setup, match, store, undo_used=saved.undo_used, aids_used=saved.aids_used)
        session._replay(saved.actions)
        if session.match.is_over():
            raise ResumeError("the match it holds is already over")
        return session

    @property
    def state(self) -> HandState:
        return self.match.state

    # -- moves ------------------------------------------------------------------------
    def act(self, action: Action, *, save: bool = True) -> list[Event]:
        """Apply ``action`` for the seat to act and queue the save; raises ``IllegalActionError`` saying why not.

        ``save=False`` is for a run of moves that ends with :meth:`save` (a table replaying a hand).
        """
        events = self._apply(action)
        if save:
            self.save()
        return events

    def play(self, texts: Iterable[str]) -> None:
        """Apply logged moves in order (a :class:`Rewind`'s, a tool's), dealing hands as they finish; then save."""
        self._replay(texts)
        self.save()

    def next_hand(self) -> None:
        """Score the finished hand and deal the next, remembering the deal to come back to."""
        self.match.next_hand()
        self._remember_deal()

    def _remember_deal(self) -> None:
        self._deals.append(_Deal(len(self.match.actions), self.match.hand_number, _copy(self.match)))

    def _apply(self, action: Action) -> list[Event]:
        if self.match.hand_number != self._deals[-1].hand:  # dealt by the match itself, not by next_hand()
            self._remember_deal()
        seat = self.match.state.current_player
        events = self.match.state.apply(action)
        assert seat is not None  # the engine refuses a move once the hand is over
        self._seats.append(seat)
        return events

    def _replay(self, texts: Iterable[str]) -> None:
        for text in texts:
            if self.match.state.is_over():
                self.next_hand()
            self._apply(self.match.state.parse_action(text))

    def hand_at_deal(self) -> tuple[Match, tuple[str, ...]]:
        """A copy of the match as the current hand was dealt, hidden cards and all, and the hand's moves since
        (a review replays the hand from there; a practice table sits down at it)."""
        deal = self._deals[-1]
        if deal.hand != self.match.hand_number:  # dealt by the match itself, and no move made in it yet
            return _copy(self.match), ()
        start = len(deal.match.state.log)
        return _copy(deal.match), tuple(str(action) for action in self.match.state.log[start:])

    # -- taking moves back ----------------------------------------------------------------
    def last_move_of(self, seat: int) -> int | None:
        """Where in the match's log ``seat``'s last move is (``None`` if it made none in this session)."""
        for index in range(len(self._seats) - 1, -1, -1):
            if self._seats[index] == seat:
                return self._base + index
        return None

    def why_no_undo(self) -> str | None:
        """``None`` if the player has a move to take back, else why not, in words."""
        human = self.setup.human
        if human is None or self.match.is_over():
            return "there is no move of yours to take back"
        if self.last_move_of(human) is None:
            return "there is no move of yours to take back yet"
        return None

    def undo(self) -> Rewind:
        """Take back the player's last move and every move after it (the computers' answers).

        The position is the match's log up to that move, shown from the deal of the
        hand its last kept move belongs to (taking back a hand's first move shows the
        hand before it, finished); raises :class:`UndoError` when there is nothing to take back.
        """
        reason = self.why_no_undo()
        mine = self.last_move_of(self.setup.human) if self.setup.human is not None else None
        if reason is not None or mine is None:
            raise UndoError(reason or "there is no move of yours to take back")
        self.undo_used = True
        return self.rewind(mine)

    def rewind(self, keep: int | None = None) -> Rewind:
        """Go back to the deal of the hand holding the first ``keep`` moves' last (default: all of them).

        Only that hand's moves are returned to replay, however long the match.
        """
        actions = self.match.actions
        keep = len(actions) if keep is None else keep
        if not self._base <= keep <= len(actions):
            raise ValueError(f"cannot keep {keep} moves: this session holds moves {self._base} to {len(actions)}")
        last = max(keep - 1, self._base)
        deal = next(d for d in reversed(self._deals) if d.at <= last)
        self._deals = [d for d in self._deals if d.at <= deal.at]
        del self._seats[deal.at - self._base:]
        self.match = _copy(deal.match)
        return Rewind(tuple(actions[deal.at:keep]))

    # -- the save and the result ----------------------------------------------------------
    def saved(self) -> SavedMatch:
        """The match as a save: the replay and who sat where."""
        setup = self.setup
        ages = tuple(getattr(self.match, "ages", ()) or ())
        return SavedMatch(self._rules_ref, setup.variant, setup.players, setup.seed, setup.levels,
                          self._moves(), ages, self.undo_used, self.aids_used)

    def _moves(self) -> tuple[str, ...]:
        """The match's log as texts, the finished hands' part computed once per hand."""
        records, done = self._done
        history = self.match.history
        if len(records) != len(history) or any(a is not b for a, b in zip(records, history, strict=False)):
            done = tuple(text for record in history for text in record.actions)
            self._done = (tuple(history), done)
        return done + tuple(str(action) for action in self.match.state.log)

    def abandon(self) -> None:
        """The player gives the match up (a new game instead): its save is cleared, nothing is counted, and
        nothing more is saved (a practice table has no save of its own: the match in progress keeps its)."""
        if self._writer is not None and not self.abandoned and not self.setup.practice:
            self._writer.finish(None)
        self.abandoned = True

    def save(self) -> None:
        """Queue the position for the disk; at the match's end clear the save instead and count the result once.

        A practice table saves nothing (the match in progress keeps its save) and only counts its result apart.
        """
        if self._writer is None or self.abandoned:
            return
        practice = self.setup.practice
        if not self.match.is_over():
            if not practice:
                self._writer.save(self.saved())
            return
        self._writer.finish(None if self.recorded else self.outcome(), clear=not practice)
        self.recorded = True

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued save is on disk (leaving the table, closing the app); ``False`` on timeout."""
        return self._writer.flush(timeout) if self._writer is not None else True

    def outcome(self) -> MatchOutcome:
        """How the finished match went for the player, for the statistics."""
        human = self.setup.human
        assert human is not None
        result = self.match.result()
        won = human in result.winners if result.winners else human not in result.losers
        title = f"{self.setup.rules.title} — {self.setup.variant_title}"
        return MatchOutcome(self.setup.rules.game, self.setup.variant, title, won, self.match.totals[human],
                            low_is_good=not result.winners, undo_used=self.undo_used, aids=self.aids_used,
                            practice=self.setup.practice)
