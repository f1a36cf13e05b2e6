"""How a message quotes a bad value: short, and drawable on the table.

The lowest module of the engine, so the card parser (:mod:`.cards`) and the rule-file checks
(:mod:`.schema`) quote alike without importing each other.
"""

from __future__ import annotations

from typing import Any

SHOWN = 40
"""The most characters of a bad value a message quotes: a message is read on one line of the screen."""


def shown(value: Any, limit: int = SHOWN) -> str:
    """A value as a message quotes it: control characters escaped and cut to ``limit`` characters, so a
    message about a NUL or a ten-thousand-character key is itself short and drawable.

    >>> shown("colour"), shown("a\\x00b"), shown("x" * 50, 10)
    ('colour', 'a\\\\x00b', 'xxxxxxxxx…')
    """
    text = value if isinstance(value, str) else repr(value)
    if not text.isprintable():
        text = repr(text[: limit * 4])[1:-1]
    return text if len(text) <= limit else text[: limit - 1] + "…"
