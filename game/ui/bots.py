"""Computer seats think off the render loop: one decision at a time in a background worker.

The table asks :class:`BotRunner` for a seat's move as soon as the engine says
it is that seat's turn, then polls it once a frame; the window keeps drawing
and answering while the bot thinks.  The worker gets only the seat's
``PlayerView`` (a frozen snapshot, with its own copy of the public table) and a
``random.Random`` made for this one decision from the match seed, the hand
number and the number of actions so far, so a match plays out the same for a
seed whatever the threads' timing.  A thread is the worker today; a process
pool can replace :meth:`BotRunner._submit` without the table noticing.
"""

from __future__ import annotations

import contextlib
import random
import sys
from collections.abc import Hashable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor

from ..ai import Bot
from ..engine import Action, PlayerView


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
        self._view: PlayerView | None = None
        self.key: Hashable | None = None
        self.error: str | None = None
        """Why the last decision failed (the table then plays the first legal action and says so)."""

    @property
    def thinking(self) -> bool:
        return self._job is not None and not self._job.done()

    def ask(self, key: Hashable, bot: Bot, view: PlayerView, rng: random.Random, budget: float = 0.0) -> None:
        """Start deciding ``key`` unless that decision is already under way or made."""
        if key == self.key:
            return
        self.cancel()
        self.key, self._view, self.error = key, view, None
        self._job = self._submit(bot, view, rng, budget)

    def _submit(self, bot: Bot, view: PlayerView, rng: random.Random, budget: float) -> Future[Action]:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._pool.submit(_think, bot, view, rng, budget)

    def poll(self, key: Hashable) -> Action | None:
        """The action decided for ``key`` once it is ready, else ``None``; a crash falls back to a legal move."""
        job = self._job
        if key != self.key or job is None or not job.done():
            return None
        action: Action | None
        try:
            action = job.result()
        except Exception as error:  # a bot bug must not stop the game
            self.error = f"{type(error).__name__}: {error}"
            print(f"bot failed: {self.error}", file=sys.stderr)
            view = self._view
            action = view.legal_actions[0] if view is not None and view.legal_actions else None
        self._job = None
        return action

    def wait(self, timeout: float) -> None:
        """Block until the decision in flight is made (headless tools only: the table itself never waits)."""
        if self._job is not None:
            with contextlib.suppress(TimeoutError, CancelledError):
                self._job.exception(timeout=timeout)

    def cancel(self) -> None:
        """Forget the decision in flight (a new hand, a new game); a running thought is left to finish unseen."""
        if self._job is not None:
            self._job.cancel()
        self._job, self._view, self.key = None, None, None

    def close(self) -> None:
        """Cancel and let the worker go: the table is leaving."""
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
