"""Reading the app's own files back without trusting them: a bounded read, a strict parse, every value checked.

Why: a save, the settings and the statistics sit in a folder anyone can
write to, and each is read at start-up or on a menu press.  A file the size of
a disk, brackets nested a hundred thousand deep (``json`` recurses on them), a
``NaN`` (``json`` accepts it by default), a number of four hundred digits, a
NUL in a title (pygame refuses to draw it) or a list where a number belongs
must each end as a sentence for the player and a file set aside — never as a
traceback, and never as a window frozen while something huge is measured.

:func:`read_bounded` refuses anything that is not a plain file of sane size
before reading it; :func:`parse` refuses text that is not JSON and marks the
numbers JSON allows but our writer never writes; the ``checked_*`` helpers
take one field and either return it, typed, or raise :class:`Damaged` with
words that name the field.

>>> parse(b'{"a": [1, 2.5]}')
{'a': [1, 2.5]}
>>> parse(b'{"a": NaN}')
{'a': Unreadable(words='NaN, which is not a number')}
>>> checked_whole(parse(b'[1e400]')[0], "seed", 0, 9)
Traceback (most recent call last):
...
game.stored.Damaged: its seed should be a whole number from 0 to 9, not 1e400, a number too large to keep
>>> checked_whole(["x"], "players", 2, 8)
Traceback (most recent call last):
...
game.stored.Damaged: its players should be a whole number from 2 to 8, not a list
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .text import is_drawable

MAX_DIGITS = 30
"""The longest whole number (in digits) any of our files holds; seeds and totals are far shorter."""


class Damaged(ValueError):
    """A stored file, or one value in it, is not what our writer writes; the words say what is wrong."""


# -- reading and parsing ----------------------------------------------------------------


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of ``path`` if it is a plain file of at most ``limit`` bytes.

    Raises ``FileNotFoundError`` when there is none, :class:`Damaged` when something
    else stands there (a folder, a device, a pipe that would block) or it is too big
    (it is then left unread), and ``OSError`` when the disk refuses.
    """
    _require_plain(os.stat(path).st_mode)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    handle = os.open(path, flags)
    with os.fdopen(handle, "rb") as source:
        info = os.fstat(source.fileno())
        _require_plain(info.st_mode)  # swapped for something else since the first look
        if info.st_size > limit:
            raise Damaged(f"it is {_size(info.st_size)}, far more than ours ever reach ({_size(limit)})")
        raw = source.read(limit + 1)
    if len(raw) > limit:
        raise Damaged(f"it is more than {_size(limit)}, far more than ours ever reach")
    return raw


def _require_plain(mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise Damaged("it is not a file (a folder or a device stands in its place)")


def _size(count: int) -> str:
    return f"{count / 1_000_000:.1f} MB" if count >= 100_000 else f"{_n(count)} bytes"


def parse(raw: bytes) -> object:
    """The JSON in ``raw``, refusing text that is not UTF-8, not JSON, or nested too deep to follow.

    ``NaN``, ``Infinity`` and numbers too large for any of our fields (a float beyond
    range, a whole number of more than :data:`MAX_DIGITS` digits) are read as
    :class:`Unreadable`, which every field check refuses: one such value costs
    its own field or record, not the whole file.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged("it is not text (damaged, or written by something else)") from None
    try:
        data: object = json.loads(text, parse_constant=_constant, parse_int=_whole, parse_float=_finite)
    except RecursionError:
        raise Damaged("it is nested far too deeply to be one of ours") from None
    except ValueError as error:  # json.JSONDecodeError and every other refusal of the text
        where = f" (line {error.lineno})" if isinstance(error, json.JSONDecodeError) else ""
        raise Damaged(f"it is not readable JSON{where}: cut short or written by something else") from None
    return data


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A number JSON allows and our writer never writes, kept as words for the message that refuses it."""

    words: str


def _constant(name: str) -> Unreadable:
    return Unreadable(f"{name}, which is not a number")


def _whole(digits: str) -> int | Unreadable:
    count = len(digits.lstrip("-"))
    return int(digits) if count <= MAX_DIGITS else Unreadable(f"a number of {count} digits")


def _finite(digits: str) -> float | Unreadable:
    value = float(digits)
    return value if math.isfinite(value) else Unreadable(f"{digits[:20]}, a number too large to keep")


# -- one field at a time ------------------------------------------------------------------


def shown(value: object) -> str:
    """A short, drawable description of a value read from a file, for a message.

    >>> shown([1, 2]), shown("a\\x00b"), shown(10**20), shown(True)
    ('a list', "'a\\\\x00b'", '100000000000000000000', 'true')
    """
    if isinstance(value, Unreadable):
        return value.words
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a record"
    text = ascii(value) if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _n(number: int) -> str:
    """A number as a message prints it: ``1 000 000``."""
    return f"{number:,}".replace(",", " ")


def checked_whole(value: object, what: str, low: int, high: int) -> int:
    """``value`` if it is a whole number (not ``true``) from ``low`` to ``high``."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise Damaged(f"its {what} should be a whole number from {_n(low)} to {_n(high)}, not {shown(value)}")
    return value


def checked_flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise Damaged(f"its {what} should be true or false, not {shown(value)}")
    return value


def checked_text(value: object, what: str, limit: int) -> str:
    """``value`` if it is a text of 1 to ``limit`` characters that a font can draw."""
    if not isinstance(value, str) or not value.strip():
        raise Damaged(f"its {what} should be a text, not {shown(value)}")
    if len(value) > limit:
        raise Damaged(f"its {what} is {_n(len(value))} characters long, more than {_n(limit)}")
    if not is_drawable(value, limit) or "\n" in value:
        raise Damaged(f"its {what} {shown(value)} holds characters that cannot be shown")
    return value


def checked_list(value: object, what: str, limit: int) -> list[object]:
    """``value`` if it is a list of at most ``limit`` items."""
    if not isinstance(value, list):
        raise Damaged(f"its {what} should be a list, not {shown(value)}")
    if len(value) > limit:
        raise Damaged(f"it has {_n(len(value))} {what}, more than {_n(limit)}")
    return value


def checked_record(value: object, what: str) -> Mapping[str, object]:
    """``value`` if it is a JSON object (a mapping of texts)."""
    if not isinstance(value, dict):
        raise Damaged(f"{what} should be a record, not {shown(value)}")
    return value


def checked_format(data: Mapping[str, object], known: int) -> None:
    """The file says it is written in format ``known``, the one this version reads."""
    found = data.get("format")
    if type(found) is not int or found != known:
        raise Damaged(f"it is in format {shown(found)}, and this version reads format {known}")
