"""A small validator for rule-file data that reports every problem with its line.

Rule files are written by people, so a mistake must be found and named
precisely: ``rules/laus.yaml:12 options.target.default: expected a whole
number, got 'lots'``.  Validators here never stop at the first problem; each
one records what it finds in a :class:`Problems` list and carries on.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, CardError
from .quoting import shown

Path = tuple[str | int, ...]
Validator = Callable[[Any, Path, "Problems"], None]

TITLE = 80
"""The longest title (a game's, a variant's, an option's): it must fit a button."""
DESCRIBE = 2_000
"""The longest description: a paragraph of the rules screen (as :data:`game.text.SCREEN_TEXT`)."""
NAME = 40
"""The longest name of a variant, an option or a special card."""
WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
"""A name that saves, buttons and file names use as it is: letters, digits, ``_`` and ``-``."""
_UNDRAWABLE = frozenset({"Cc", "Cs", "Co", "Cn"})
"""Control characters, surrogates, private-use and unassigned code points, as :mod:`game.text` drops them."""


def path_text(path: Path) -> str:
    """``("variants", "x", "options")`` → ``variants.x.options``; list items as ``[2]``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + shown(part)
    return out or "(top)"


MOST_PROBLEMS = 100
"""The most problems one file reports."""


@dataclass(frozen=True, slots=True)
class Problem:
    file: str
    line: int
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line} {self.path}: {self.message}"


@dataclass(slots=True)
class Problems:
    """Collects problems; knows each key path's line from the composed YAML nodes."""

    file: str
    lines: dict[Path, int] = field(default_factory=dict)
    found: list[Problem] = field(default_factory=list)

    def add(self, path: Path, message: str) -> None:
        """Note one problem; past :data:`MOST_PROBLEMS` only a line saying there are more (a file of ten
        thousand bad keys gets a screenful, not ten thousand lines)."""
        if len(self.found) < MOST_PROBLEMS:
            self.found.append(Problem(self.file, self.line_of(path), path_text(path), message))
        elif len(self.found) == MOST_PROBLEMS:
            self.found.append(Problem(self.file, self.line_of(path), "(file)", "and more problems: fix these first"))

    def line_of(self, path: Path) -> int:
        while path not in self.lines and path:
            path = path[:-1]
        return self.lines.get(path, 1)


# --------------------------------------------------------------------------- validators


def describe_type(value: Any) -> str:
    """A value as a message names it: ``true``, ``a list``, or its short, escaped ``repr``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, (dict, list)):
        return "a list" if isinstance(value, list) else "a mapping"
    return shown(repr(value))


def is_str(choices: tuple[str, ...] | None = None) -> Validator:
    """Text (a whole number counts, as ``2`` in a list of ranks), one of ``choices`` if given."""
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            problems.add(path, f"expected text, got {describe_type(value)}")
        elif choices is not None and str(value) not in choices:
            problems.add(path, f"unknown value '{shown(str(value))}' (choose one of: {', '.join(choices)})")
    return check


def undrawable(text: str, *, lines: bool) -> str | None:
    """The first character of ``text`` no font draws (a control character, NUL, a lone surrogate, a
    private or unassigned code point), as a message names it; ``None`` if there is none."""
    for ch in text:
        if unicodedata.category(ch) in _UNDRAWABLE and not (lines and ch == "\n"):
            return f"U+{ord(ch):04X}"
    return None


def is_text(limit: int, *, lines: bool = False) -> Validator:
    """Text that will be drawn: at most ``limit`` characters, something visible, only what fonts draw;
    ``lines`` allows line breaks (a description), otherwise it is one line (a title)."""
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            problems.add(path, f"expected text, got {describe_type(value)}")
            return
        text = str(value)
        bad = undrawable(text, lines=lines) if len(text) <= limit else None
        if len(text) > limit:
            problems.add(path, f"{len(text):,} characters is too long (at most {limit:,})")
        elif bad is not None:
            problems.add(path, f"the character {bad} cannot be shown; write plain text")
        elif not text.strip():
            problems.add(path, "write something here, or leave the key out")
    return check


def is_value(value: Any, path: Path, problems: Problems) -> None:
    """An option's value as the new-game screen shows it: true or false, a whole number, or a short name."""
    if isinstance(value, (bool, int)):
        return
    if not isinstance(value, str):
        problems.add(path, f"expected true or false, a whole number or a short name, got {describe_type(value)}")
    else:
        is_text(NAME)(value, path, problems)


def is_word(value: Any, path: Path, problems: Problems) -> None:
    """A name used as it is in saves, buttons and file names: letters, digits, ``_`` and ``-``."""
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        problems.add(path, f"expected a name, got {describe_type(value)}")
    elif len(str(value)) > NAME or not WORD.fullmatch(str(value)):
        problems.add(path, f"'{shown(str(value))}' is not a usable name (up to {NAME} letters, digits, _ and -)")


def is_int(low: int | None = None, high: int | None = None) -> Validator:
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            problems.add(path, f"expected a whole number, got {describe_type(value)}")
        elif low is not None and value < low:
            problems.add(path, f"{value} is too small (at least {low})")
        elif high is not None and value > high:
            problems.add(path, f"{value} is too large (at most {high})")
    return check


def is_bool(value: Any, path: Path, problems: Problems) -> None:
    if not isinstance(value, bool):
        problems.add(path, f"expected true or false, got {describe_type(value)}")


def is_card(value: Any, path: Path, problems: Problems) -> None:
    try:
        Card.of(str(value))
    except CardError as error:
        problems.add(path, str(error))


MANY = 64
"""The most entries a list or mapping of a rule file holds unless it says otherwise (a deck's 52 cards fit)."""


def _counted(value: list[Any] | dict[Any, Any], path: Path, problems: Problems, min_len: int, max_len: int) -> bool:
    if len(value) < min_len:
        problems.add(path, f"needs at least {min_len} entries, has {len(value)}")
    if len(value) > max_len:
        problems.add(path, f"has {len(value):,} entries; at most {max_len} make sense here")
        return False
    return True


def list_of(item: Validator, *, min_len: int = 0, max_len: int = MANY, unique: bool = False) -> Validator:
    """A list of ``item``s, ``min_len`` to ``max_len`` long, each written once if ``unique``."""
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, list):
            problems.add(path, f"expected a list, got {describe_type(value)}")
            return
        if not _counted(value, path, problems, min_len, max_len):
            return
        for i, entry in enumerate(value):
            item(entry, (*path, i), problems)
        if unique:
            texts = [str(v) if isinstance(v, (str, int)) else repr(v) for v in value]
            for twice in sorted({t for t in texts if texts.count(t) > 1}):
                problems.add(path, f"'{shown(twice)}' is listed more than once")
    return check


def mapping_of(key: Validator, value_check: Validator, *, max_len: int = MANY) -> Validator:
    """A mapping whose keys pass ``key`` and values pass ``value_check``, at most ``max_len`` of them."""
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, dict):
            problems.add(path, f"expected a mapping, got {describe_type(value)}")
            return
        if not _counted(value, path, problems, 0, max_len):
            return
        for k, v in value.items():
            key(k, (*path, str(k)), problems)
            value_check(v, (*path, str(k)), problems)
    return check


def anything(value: Any, path: Path, problems: Problems) -> None:
    """Accepts any value; the caller checks it in context."""


@dataclass(frozen=True, slots=True)
class Key:
    check: Validator
    required: bool = False


def record(fields: Mapping[str, Key], *, name: str = "") -> Validator:
    """A mapping with known keys: unknown keys and missing required ones are problems."""
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, dict):
            problems.add(path, f"expected a mapping{' for ' + name if name else ''}, got {describe_type(value)}")
            return
        for key, entry in value.items():
            spec = fields.get(str(key))
            if spec is None:
                known = ", ".join(fields)
                problems.add((*path, str(key)), f"unknown key '{shown(str(key))}' (known keys here: {known})")
            else:
                spec.check(entry, (*path, str(key)), problems)
        for key, spec in fields.items():
            if spec.required and key not in value:
                problems.add(path, f"missing required key '{key}'")
    return check
