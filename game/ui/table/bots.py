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
too when the workers cannot start.
"""

from __future__ import annotations

import contextlib
import logging
import random
import sys
from collections.abc import Hashable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor

from ...ai import SEARCH_LEVELS, Bot, Choice, SearchBot
from ...ai.worker import Ticket, thinkers
from ...engine import Action, PlayerView

LOG = logging.getLogger(__name__)


def decision_rng(seed: int, hand: int, actions: int) -> random.Random:
    """The random source for one decision: the same decision always gets the same stream.

    >>> decision_rng(7, 1, 3).random() == decision_rng(7, 1, 3).random()
    True
    """
    return random.Random(f"bot/{seed}/{hand}/{actions}")


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
        return self._fail(f"the search chose {choice.action}, which is not legal here")

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
        if self._ticket is not None:
            with contextlib.suppress(RuntimeError):
                thinkers().wait(self._ticket, timeout)
        if self._job is not None:
            with contextlib.suppress(TimeoutError, CancelledError):
                self._job.exception(timeout=timeout)

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
