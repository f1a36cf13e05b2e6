"""A small validator for rule-file data that reports every problem with its line.

Rule files are written by people, so a mistake must be found and named
precisely: ``rules/laus.yaml:12 options.target.default: expected a whole
number, got 'lots'``.  Validators here never stop at the first problem; each
one records what it finds in a :class:`Problems` list and carries on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from .cards import Card, CardError

Path = tuple[str | int, ...]
Validator = Callable[[Any, Path, "Problems"], None]


def path_text(path: Path) -> str:
    """``("variants", "x", "options")`` → ``variants.x.options``; list items as ``[2]``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + part
    return out or "(top)"


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
        self.found.append(Problem(self.file, self.line_of(path), path_text(path), message))

    def line_of(self, path: Path) -> int:
        while path not in self.lines and path:
            path = path[:-1]
        return self.lines.get(path, 1)


def node_lines(node: yaml.Node | None, problems: Problems, path: Path = ()) -> None:
    """Record each key path's line, and flag keys written twice (YAML keeps the last)."""
    if node is None:
        return
    problems.lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            sub = (*path, key)
            problems.lines[sub] = key_node.start_mark.line + 1
            if key in seen:
                problems.add(sub, "this key is written twice; keep one")
            seen.add(key)
            node_lines(value_node, problems, sub)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            node_lines(item, problems, (*path, i))


# --------------------------------------------------------------------------- validators


def describe_type(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return "a list" if isinstance(value, list) else "a mapping"
    return repr(value)


def is_str(choices: tuple[str, ...] | None = None) -> Validator:
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            problems.add(path, f"expected text, got {describe_type(value)}")
        elif choices is not None and str(value) not in choices:
            problems.add(path, f"unknown value '{value}' (choose one of: {', '.join(choices)})")
    return check


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


def list_of(item: Validator, *, min_len: int = 0, unique: bool = False) -> Validator:
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, list):
            problems.add(path, f"expected a list, got {describe_type(value)}")
            return
        if len(value) < min_len:
            problems.add(path, f"needs at least {min_len} entries, has {len(value)}")
        for i, entry in enumerate(value):
            item(entry, (*path, i), problems)
        if unique:
            texts = [str(v) for v in value]
            for twice in sorted({t for t in texts if texts.count(t) > 1}):
                problems.add(path, f"'{twice}' is listed more than once")
    return check


def mapping_of(key: Validator, value_check: Validator) -> Validator:
    def check(value: Any, path: Path, problems: Problems) -> None:
        if not isinstance(value, dict):
            problems.add(path, f"expected a mapping, got {describe_type(value)}")
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
                problems.add((*path, str(key)), f"unknown key '{key}' (known keys here: {known})")
            else:
                spec.check(entry, (*path, str(key)), problems)
        for key, spec in fields.items():
            if spec.required and key not in value:
                problems.add(path, f"missing required key '{key}'")
    return check
