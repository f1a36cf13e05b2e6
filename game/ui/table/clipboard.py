"""Putting a deal code on the system clipboard, and reading one from it, where the window system allows it.

pygame's clipboard (``pygame.scrap``, SDL2's clipboard in pygame-ce) is missing
or refuses on some systems (no window manager, the dummy driver): then the
words say where the code can be read instead, and nothing fails.
"""

from __future__ import annotations

import pygame

from ...catalogue import _


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; ``True`` if the system took it."""
    try:
        pygame.scrap.put_text(text)
        return bool(pygame.scrap.get_text() == text)
    except (pygame.error, AttributeError, NotImplementedError, UnicodeError):
        return False


def paste_text() -> str | None:
    """The clipboard's text, or ``None`` where there is no clipboard to read (the same systems as above)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError, UnicodeError):
        return None
    return text if isinstance(text, str) else None


def copy_words(code: str) -> str:
    """Copy a deal code and say what happened."""
    if copy_text(code):
        return _("The deal code {code} is on the clipboard").format(code=code)
    return _("No clipboard here: the deal code is {code}").format(code=code)
