"""Searches run in worker processes, so the table keeps drawing while a computer seat thinks.

Python threads share one interpreter lock: a Hard seat searching for a second
in a thread of the table's process takes most of it, and the cards stutter.
So every search (Medium, Hard, Expert, the hint and the coach) and every claim check runs in a worker
process, started the first time one is needed and kept for the app's life.  A level
with two :attr:`~.levels.SearchLevel.cores` (Expert) searches on both cores at
once and the two results are merged (:func:`.search.merge`).  Workers use the
*spawn* start method, which PyInstaller supports once ``multiprocessing.freeze_support()`` runs first in
the frozen app's main (``game/__main__.py`` does), and import nothing of
pygame.

A request (:mod:`.errands`) is a small record that runs on the worker's desk: a
seat's search (the level, the rule set, the seat's view, the decision's random
source and its budget; the reply is the search's :class:`~game.ai.Choice`), the
coach's appraisal, a hint, the bid coach's trick odds, or any later kind.
Each worker watches one shared number, the request it should be working on;
the clock lent to its desk says "time is up" as soon as that number moves on,
so an abandoned request ends after its current iteration or deal.  Leaving the app
terminates the workers outright.

This is the one module of ``game.ai`` that reads the clock and starts
processes: it lends the clock to searches, which stay pure themselves.
``import game.ai`` does not import it; the table does.
"""

from __future__ import annotations

import atexit
import hashlib
import math
import multiprocessing
import pickle
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Generic, TypeVar

from ..engine import PlayerView, RuleSet
from .errands import Desk, Request, Search
from .levels import SEARCH_LEVELS, Think, streams
from .search import Choice, merge

T = TypeVar("T")

CLAIM_LANE = 2
"""The worker that checks claims, the player's and the computer seats': its own, so a check never stops a
seat's search on both cores (Expert), a hint or the bid coach."""


class JobClock:
    """``time.perf_counter`` for the job in hand; infinitely late once that job was abandoned."""

    def __init__(self, wanted: Any) -> None:
        self.wanted = wanted
        self.job = 0

    def __call__(self) -> float:
        return time.perf_counter() if self.wanted.value == self.job else math.inf


def serve(conn: Connection, wanted: Any) -> None:
    """A worker's life: answer requests (:mod:`.errands`) until the pipe closes or ``None`` arrives."""
    clock = JobClock(wanted)
    desk = Desk(clock)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        job, request = message
        clock.job = job
        if wanted.value != job:  # abandoned while it waited in the pipe
            continue
        try:
            reply: tuple[int, Any, str | None] = (job, request.run(desk), None)
        except Exception as error:  # reported to the table, which falls back (a legal move, no numbers)
            reply = (job, None, f"{type(error).__name__}: {error}")
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


class Worker:
    """One worker process, its pipe, and the request it is on."""

    def __init__(self, context: Any) -> None:
        self.wanted = context.RawValue("q", 0)
        parent, child = context.Pipe()
        self.process: BaseProcess = context.Process(target=serve, args=(child, self.wanted),
                                                    name="lohai-friends-thinker", daemon=True)
        self.process.start()
        child.close()
        self.conn: Connection = parent

    def send(self, job: int, request: Request[Any]) -> None:
        self.wanted.value = job
        self.conn.send((job, request))

    def receive(self, job: int) -> tuple[Any, str | None] | None:
        """The reply to ``job`` if it has come (older replies are dropped); raises if the worker died."""
        while self.conn.poll():
            done, answer, error = self.conn.recv()
            if done == job:
                return answer, error
        if not self.process.is_alive():
            raise OSError("the thinking process stopped")
        return None

    def abandon(self) -> None:
        self.wanted.value = 0

    def stop(self) -> None:
        self.abandon()
        if self.process.is_alive():
            self.process.terminate()
        self.conn.close()


def _first(replies: list[T]) -> T:
    return replies[0]


def _merged(replies: list[Choice]) -> Choice:
    return replies[0] if len(replies) == 1 else merge(replies)


@dataclass
class Ticket(Generic[T]):
    """A request under way on one or more workers; :meth:`Thinkers.check` tells when it is done.

    ``combine`` makes one answer of the workers' replies (a search on both cores is merged).
    """

    job: int
    workers: tuple[Worker, ...]
    combine: Callable[[list[T]], T]
    replies: list[T] = field(default_factory=list)
    waiting: set[int] = field(default_factory=set)
    error: str | None = None


class Thinkers:
    """The worker processes, started on first use; at most one search per worker at a time."""

    def __init__(self) -> None:
        self._workers: dict[int, Worker] = {}
        """The workers started so far, by lane: a lane is started only when first asked."""
        self._jobs = 0
        self._rule_keys: dict[int, tuple[RuleSet, str]] = {}

    def _worker(self, index: int) -> Worker:
        worker = self._workers.get(index)
        if worker is not None and not worker.process.is_alive():
            worker.stop()
            worker = None
        if worker is None:
            worker = self._workers[index] = Worker(multiprocessing.get_context("spawn"))
        return worker

    def rules_key(self, rules: RuleSet) -> str:
        """A name for a rule set, so a worker builds each bot once (house files may share a title)."""
        known = self._rule_keys.get(id(rules))
        if known is None or known[0] is not rules:
            known = self._rule_keys[id(rules)] = (rules, hashlib.sha1(pickle.dumps(rules)).hexdigest())
        return known[1]

    def submit(self, level: str, rules: RuleSet, view: PlayerView, rng: random.Random,
               budget: Think = 0.0) -> Ticket[Choice]:
        """Start a seat's search; any request the chosen workers were on is abandoned."""
        if level not in SEARCH_LEVELS:
            raise ValueError(f"'{level}' does not search")
        workers = tuple(self._worker(k) for k in range(SEARCH_LEVELS[level].cores))
        key = self.rules_key(rules)
        requests: list[Request[Choice]] = [Search(level, key, rules, view, stream, budget)
                                           for stream in streams(rng, len(workers))]
        return self._send(workers, requests, _merged)

    def post(self, request: Request[T], lane: int = 0) -> Ticket[T]:
        """Start any request (:mod:`.errands`) on worker ``lane``, abandoning what that worker was on.

        The hint asks lane 0 (a seat's search is never under way on the human's turn); the bid coach
        asks lane 1, so both can think at once on two cores; claims are checked on :data:`CLAIM_LANE`.
        """
        return self._send((self._worker(lane),), [request], _first)

    def _send(self, workers: tuple[Worker, ...], requests: list[Request[T]],
              combine: Callable[[list[T]], T]) -> Ticket[T]:
        self._jobs += 1
        job = self._jobs
        for worker, request in zip(workers, requests, strict=True):
            worker.send(job, request)
        return Ticket(job, workers, combine, waiting=set(range(len(workers))))

    def check(self, ticket: Ticket[T]) -> T | None:
        """The answer once every worker replied; raises ``RuntimeError`` if a request failed."""
        for index in sorted(ticket.waiting):
            try:
                reply = ticket.workers[index].receive(ticket.job)
            except (OSError, EOFError) as lost:
                ticket.error = str(lost)
                ticket.waiting.clear()
                break
            if reply is not None:
                answer, why = reply
                ticket.waiting.discard(index)
                if answer is not None:
                    ticket.replies.append(answer)
                else:
                    ticket.error = why
        if ticket.waiting:
            return None
        if ticket.error is not None or not ticket.replies:
            raise RuntimeError(ticket.error or "no worker answered")
        return ticket.combine(ticket.replies)

    def abandon(self, ticket: Ticket[Any]) -> None:
        """Let the request go: its workers stop after their current iteration (or deal)."""
        for worker in ticket.workers:
            if worker.wanted.value == ticket.job:
                worker.abandon()

    def wait(self, ticket: Ticket[T], timeout: float) -> T | None:
        """Block until ``ticket`` is answered (tools and tests only; the table never blocks)."""
        deadline = time.monotonic() + timeout
        while True:
            choice = self.check(ticket)
            if choice is not None or time.monotonic() >= deadline:
                return choice
            time.sleep(0.002)

    def shutdown(self) -> None:
        """Terminate every worker at once (the app is closing)."""
        for worker in self._workers.values():
            worker.stop()
        self._workers.clear()


_THINKERS: Thinkers | None = None


def thinkers() -> Thinkers:
    """The app's one set of worker processes."""
    global _THINKERS
    if _THINKERS is None:
        _THINKERS = Thinkers()
        atexit.register(_THINKERS.shutdown)
    return _THINKERS


def shutdown() -> None:
    """Stop the workers if any were started."""
    if _THINKERS is not None:
        _THINKERS.shutdown()
