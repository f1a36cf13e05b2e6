"""Text that came from a file, made fit to show: no control characters, and never longer than a screen holds.

Rule files, house rules, saves and statistics are written by people and
programs we do not control; a title may carry a NUL (pygame refuses to
render it), an escape sequence, a lone surrogate (it cannot be encoded), or
ten thousand characters (measuring it every frame stalls the window).  Every
text from a file passes through :func:`drawable` before it is drawn: control
and unassigned characters become spaces, runs of spaces close up, and the
text is cut, with an ellipsis, at a length the screen could show anyway.
The rule-file check refuses such texts outright (:mod:`game.engine.schema`);
this is the guard for everything else.

>>> drawable("Oh\\x00 Hell\\n\\t house")
'Oh Hell house'
>>> drawable("x" * 50, 10)
'xxxxxxxxx…'
>>> drawable("\\ud800ok")
'ok'
"""

from __future__ import annotations

import unicodedata

SCREEN_TEXT = 2_000
"""The most characters any one text on screen needs (a rules paragraph); titles and names are far shorter."""

_DROP = frozenset({"Cc", "Cs", "Co", "Cn"})
"""Control characters, surrogates, private-use and unassigned code points: nothing a font draws."""


def printable(text: str, limit: int = SCREEN_TEXT) -> str:
    r"""``text`` as a font can draw it: what it cannot becomes a space (line breaks stay), spacing is kept,
    and it is cut with an ellipsis at ``limit`` characters.  The last guard before any text is rendered.

    >>> printable("a\x00b  c"), printable("y" * 9, 5)
    ('a b  c', 'yyyy…')
    """
    cleaned = _spaced(text[: limit + 1])
    return cleaned if len(text) <= limit else cleaned[: max(0, limit - 1)] + "…"


def drawable(text: str, limit: int = SCREEN_TEXT, *, lines: bool = False) -> str:
    r"""``text`` with what cannot be drawn replaced by spaces, spaces closed up, and cut at ``limit`` characters;
    ``lines`` keeps its line breaks (a paragraph of a rules screen).

    >>> drawable("one\x07\n\ntwo", lines=True).split()
    ['one', 'two']
    """
    head = text[: limit * 2 + 16]  # enough to fill ``limit`` after spaces close up; never the whole of a huge text
    words = "\n".join(_line(part) for part in head.split("\n")) if lines else _line(head)
    if len(words) > limit or (len(head) < len(text) and len(words) == limit):
        return words[: max(0, limit - 1)].rstrip() + "…"
    return words


def _line(text: str) -> str:
    return " ".join(_spaced(text).split())


def _spaced(text: str) -> str:
    """``text`` with every character a font cannot draw (line breaks aside) turned into a space."""
    if not any(ch != "\n" and unicodedata.category(ch) in _DROP for ch in text):
        return text
    return "".join(" " if ch != "\n" and unicodedata.category(ch) in _DROP else ch for ch in text)


def is_drawable(text: str, limit: int = SCREEN_TEXT) -> bool:
    """The text needs no cleaning: no character a font cannot draw, and not longer than ``limit``."""
    return len(text) <= limit and not any(unicodedata.category(ch) in _DROP and ch not in "\n" for ch in text)
