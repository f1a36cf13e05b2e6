"""Computer seats think off the render loop: one decision at a time, never on the table's time.

The table asks :class:`BotRunner` for a seat's move as soon as the engine says
it is that seat's turn, then polls it once a frame; the window keeps drawing
and answering while the bot thinks.  The bot gets only the seat's
``PlayerView`` (a frozen snapshot, with its own copy of the public table) and a
``random.Random`` made for this one decision from the match seed, the hand
number and the number of actions so far, so a match plays out the same for a
seed whatever the timing.  Searching levels think in the worker processes of
:mod:`game.ai.worker` (a search in a thread would hold the interpreter lock and
stutter the cards); the quick rule bots answer in a thread, or in that thread
too when the workers cannot start.  :class:`Errand` does the same for any other
request of :mod:`game.ai.errands` (the hint with its numbers, the bid coach's chart).
"""

from __future__ import annotations

import contextlib
import logging
import random
import sys
import time
from collections.abc import Hashable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from typing import Any, Generic, TypeVar

from ...ai import SEARCH_LEVELS, Bot, Choice, SearchBot
from ...ai.errands import Desk, Request
from ...ai.worker import Ticket, thinkers
from ...catalogue import _
from ...engine import Action, PlayerView

T = TypeVar("T")

LOG = logging.getLogger(__name__)


def decision_rng(seed: int, hand: int, actions: int) -> random.Random:
    """The random source for one decision: the same decision always gets the same stream.

    >>> decision_rng(7, 1, 3).random() == decision_rng(7, 1, 3).random()
    True
    """
    return random.Random(f"bot/{seed}/{hand}/{actions}")


def wait_for(ticket: Ticket[Any] | None, job: Future[Any] | None, timeout: float) -> None:
    """Block until the worker's answer (``ticket``) or the thread's (``job``) is in, for at most ``timeout``."""
    if ticket is not None:
        with contextlib.suppress(RuntimeError):
            thinkers().wait(ticket, timeout)
    if job is not None:
        with contextlib.suppress(TimeoutError, CancelledError):
            job.exception(timeout=timeout)


def _think(bot: Bot, view: PlayerView, rng: random.Random, budget: float) -> Action:
    return bot.choose(view, rng, budget)


class BotRunner:
    """At most one decision in flight; a new key (the next decision) replaces any older one."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._job: Future[Action] | None = None
        self._ticket: Ticket[Choice] | None = None
        self._view: PlayerView | None = None
        self.last: Choice | None = None
        """The last search's statistics (level, visits and means per action), for the hint."""
        self.key: Hashable | None = None
        self.error: str | None = None
        """Why the last decision failed; the table plays the first legal action and says so (:meth:`take_error`)."""

    @property
    def thinking(self) -> bool:
        if self._ticket is not None:
            return True
        return self._job is not None and not self._job.done()

    def ask(self, key: Hashable, bot: Bot, view: PlayerView, rng: random.Random, budget: float = 0.0) -> None:
        """Start deciding ``key`` unless that decision is already under way or made."""
        if key == self.key:
            return
        self.cancel()
        self.key, self._view, self.error, self.last = key, view, None, None
        if isinstance(bot, SearchBot) and bot.level in SEARCH_LEVELS:
            try:
                self._ticket = thinkers().submit(bot.level, bot.rules, view, rng, budget)
                return
            except (OSError, ValueError, RuntimeError) as error:  # no processes here: think in a thread
                print(f"thinking in a thread: {error}", file=sys.stderr)
        self._job = self._submit(bot, view, rng, budget)

    def _submit(self, bot: Bot, view: PlayerView, rng: random.Random, budget: float) -> Future[Action]:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._pool.submit(_think, bot, view, rng, budget)

    def poll(self, key: Hashable) -> Action | None:
        """The action decided for ``key`` once it is ready, else ``None``; a crash falls back to a legal move."""
        if key != self.key:
            return None
        if self._ticket is not None:
            return self._poll_ticket(self._ticket)
        job = self._job
        if job is None or not job.done():
            return None
        action: Action | None
        try:
            action = job.result()
        except Exception as error:  # a bot bug must not stop the game
            action = self._fail(f"{type(error).__name__}: {error}")
        self._job = None
        return action

    def _poll_ticket(self, ticket: Ticket[Choice]) -> Action | None:
        try:
            choice = thinkers().check(ticket)
        except RuntimeError as error:
            self._ticket = None
            return self._fail(str(error))
        if choice is None:
            return None
        self._ticket, self.last = None, choice
        legal = self._view.legal_actions if self._view is not None else ()
        for action in legal:
            if action == choice.action:
                return action
        return self._fail(_("the search chose {action}, which is not legal here").format(action=choice.action))

    def take_error(self) -> str | None:
        """Why the decision just polled failed, once (the table shows it to the player), or ``None``."""
        error, self.error = self.error, None
        return error

    def _fail(self, why: str) -> Action | None:
        """A bot failed: log it and play the first legal action, so the game goes on (the table says so)."""
        self.error = why
        LOG.error("a computer seat failed to decide: %s", why)
        view = self._view
        return view.legal_actions[0] if view is not None and view.legal_actions else None

    def wait(self, timeout: float) -> None:
        """Block until the decision in flight is made (headless tools only: the table itself never waits)."""
        wait_for(self._ticket, self._job, timeout)

    def cancel(self) -> None:
        """Forget the decision in flight (a new hand, a new game): a search stops after its current
        iteration; a rule bot in the thread is left to finish unseen."""
        if self._ticket is not None:
            thinkers().abandon(self._ticket)
        if self._job is not None:
            self._job.cancel()
        self._job, self._ticket, self._view, self.key = None, None, None, None

    def close(self) -> None:
        """Cancel and let the worker go: the table is leaving."""
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def _run(request: Request[T]) -> T:
    return request.run(Desk(time.perf_counter))


class Errand(Generic[T]):
    """One request to a worker (:mod:`game.ai.errands`) in flight at a time, keyed like a decision.

    As :class:`BotRunner` does for a seat: a new key abandons the old request (its worker stops after
    the current iteration or deal), the answer is polled once a frame, and when no worker process can
    start the request runs in a thread.  ``lane`` is the worker it asks (see ``Thinkers.post``).
    """

    def __init__(self, lane: int = 0) -> None:
        self.lane = lane
        self.key: Hashable | None = None
        self.error: str | None = None
        """Why the last request failed (logged; the table then shows what it can without it)."""
        self._ticket: Ticket[T] | None = None
        self._job: Future[T] | None = None
        self._pool: ThreadPoolExecutor | None = None

    def ask(self, key: Hashable, request: Request[T]) -> None:
        """Start ``request`` for ``key`` unless it is already under way."""
        if key == self.key:
            return
        self.cancel()
        self.key, self.error = key, None
        try:
            self._ticket = thinkers().post(request, self.lane)
            return
        except (OSError, ValueError, RuntimeError) as error:  # no processes here: work in a thread
            print(f"working in a thread: {error}", file=sys.stderr)
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="errand")
        self._job = self._pool.submit(_run, request)

    def poll(self, key: Hashable) -> T | None:
        """The answer for ``key`` once it has come, else ``None`` (a failure is ``None`` with :attr:`error` set
        and the key let go)."""
        if key != self.key:
            return None
        try:
            answer = self._answer()
        except Exception as error:  # a failed request must not stop the game
            self.error = f"{type(error).__name__}: {error}"
            LOG.error("a worker's request failed: %s", self.error)
            self._ticket, self._job, self.key = None, None, None
            return None
        if answer is not None:
            self._ticket, self._job, self.key = None, None, None
        return answer

    def _answer(self) -> T | None:
        if self._ticket is not None:
            return thinkers().check(self._ticket)
        job = self._job
        if job is None or not job.done():
            return None
        return job.result()

    def wait(self, timeout: float) -> None:
        """Block until the answer is in (headless tools and tests only)."""
        wait_for(self._ticket, self._job, timeout)

    def cancel(self) -> None:
        """Let the request go: a worker stops after its current iteration; a thread finishes unseen."""
        if self._ticket is not None:
            thinkers().abandon(self._ticket)
        if self._job is not None:
            self._job.cancel()
        self._ticket, self._job, self.key = None, None, None

    def close(self) -> None:
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
