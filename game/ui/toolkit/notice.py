"""Notices: what the player must know at once, wherever they are, shown over the screen and spoken.

Why: with a read-only data folder, 28 moves were played and 24 saves refused while the table said only
"Back at your match", and the title told of it after the player had left: they believed their match was
kept.  A save the disk refuses (the match's, the settings', the statistics') and a voice set aside
(:mod:`game.ui.speech.guest`) are told here the frame after they happen, on top of whatever scene is
showing, in words that say what it means and what to do; the store reports each file's first refusal of
a run only (:attr:`game.store.Store.refusals`), so a refused save every move is said once, and again
only after a save went through and then failed anew.
"""

from __future__ import annotations

import errno
from collections import deque
from typing import TypeVar

import pygame

from ...catalogue import _
from ...store import MATCH_FILE, SETTINGS_FILE, Refusal, Store
from ...text import drawable
from ..speech.guest import Guest
from . import theme

SHOW_TIME = 12.0
"""Seconds a notice stays on the screen (long enough to read two sentences twice)."""
READ_ONLY = (errno.EACCES, errno.EPERM, errno.EROFS)
FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))


def why(refusal: Refusal) -> str:
    """What kept the file from the disk, in the player's words."""
    if refusal.errno in READ_ONLY:
        return _("the data folder is read-only")
    if refusal.errno in FULL:
        return _("the disk is full")
    return _("the disk refused it ({reason})").format(reason=drawable(refusal.reason, 120))


def fix(refusal: Refusal, folder: str) -> str:
    """What the player can do about it."""
    if refusal.errno in FULL:
        return _("Free some space on the disk.")
    return _("Make the data folder {folder} writable.").format(folder=drawable(folder, 200))


def refusal_words(refusal: Refusal, folder: str) -> str:
    """What a refused save means and what to do about it (``folder``: the data folder)."""
    reason, todo = why(refusal), fix(refusal, folder)
    if refusal.name == MATCH_FILE:
        return _("This match is not being saved: {why}. {fix} Until then the match ends when you close the "
                 "app.").format(why=reason, fix=todo)
    if refusal.name == SETTINGS_FILE:
        return _("Your settings are not being saved: {why}. {fix} Until then they last only until you close "
                 "the app.").format(why=reason, fix=todo)
    return _("This result is not in your statistics: {why}. {fix} Until then no result is "
             "kept.").format(why=reason, fix=todo)


class Notices:
    """The notice on show and the ones after it, each shown for :data:`SHOW_TIME` seconds in turn."""

    def __init__(self) -> None:
        self.words = ""
        """The notice on show ("" for none)."""
        self.left = 0.0
        self._next: deque[str] = deque()

    def post(self, words: str) -> None:
        """Show ``words`` once the notice before them has had its time."""
        if words and words not in self._next:
            self._next.append(words)

    def update(self, dt: float, store: Store | None, voice: object = None) -> str:
        """Once a frame: take the store's new refusals and the voice's notes, let time run; the notice that came
        up now ("" for none), for the app to speak."""
        if store is not None:
            for refusal in drain(store.refusals):
                self.post(refusal_words(refusal, str(store.folder)))
        for note in drain(voice.notes) if isinstance(voice, Guest) else []:
            self.post(note)
        self.left = max(0.0, self.left - dt)
        if self._next and self._next[0] == self.words:  # the one on show happened again: said again, shown anew
            self.left = 0.0
        if self.left > 0 or not self._next:
            if self.left <= 0:
                self.words = ""
            return ""
        self.words = self._next.popleft()
        self.left = SHOW_TIME
        return self.words

    def draw(self, surface: pygame.Surface) -> None:
        """The notice in a box across the top of the screen, over every scene."""
        if not self.words:
            return
        w, h = surface.get_size()
        px = max(14, round(min(w / 1280, h / 800) * 22))
        lines = theme.wrap(self.words, px, round(w * 0.7))[:4]
        box = pygame.Rect(0, 0, round(w * 0.74), (len(lines) + 1) * px)
        box.midtop = (w // 2, round(h * 0.08))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px // 2)
        pygame.draw.rect(surface, theme.BAD, box, width=max(2, px // 8), border_radius=px // 2)
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, px, theme.TEXT, center=(w // 2, box.top + px + k * px))


T = TypeVar("T")


def drain(queue: deque[T]) -> list[T]:
    """Everything in ``queue``, taken (other threads append to it; ``popleft`` is safe against them)."""
    taken: list[T] = []
    while queue:
        taken.append(queue.popleft())
    return taken
