"""Rule-file text parsed within fixed bounds, before anything is built from it.

A rule file may come from anyone: a house-rules folder, a download, a fuzzer.
YAML lets a kilobyte say a billion things (an alias of an alias of an alias,
"billion laughs"), say something that contains itself (``&a [*a]``), nest
without end, or write a number with five thousand digits.  PyYAML's own
composer follows all of that faithfully, so a bad file costs unbounded memory
and time, or a ``RecursionError`` somewhere later.  Here the parser's events
are composed into nodes by hand, and every bound is checked *as* the nodes
are made: how many there are, the nesting depth, the nodes reached through
aliases (a small budget, so merge keys and anchors stay usable), anchors used
inside themselves, the size of numbers, and the tags allowed (the plain YAML
types only).  Only a tree that passed is handed to the safe constructor, and
then every later walk over the data is bounded too.

Each node's line is recorded by key path on the way, which is what lets
every later problem be reported as ``file:line key.path: message``.

>>> problems = Problems("x.yaml")
>>> load_bounded("a: &x [1, 2]\\nb: *x\\n", problems)
{'a': [1, 2], 'b': [1, 2]}
>>> load_bounded("a: &x [1, *x]\\n", problems)
Traceback (most recent call last):
...
game.engine.bounded.Refused: x.yaml:1 a[1]: the alias *x is used inside its own anchor &x: it would never end
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, NoReturn

import yaml

from .quoting import shown
from .schema import Path, Problem, Problems, path_text

SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""The safe loader, in libyaml's C when PyYAML has it: its events, resolver and safe constructor, nothing else."""

MAX_DEPTH = 16
"""The deepest nesting a rule file may use; the built-in files use five levels."""
MAX_NODES = 5_000
"""The most values (keys, texts, numbers, lists, mappings) a rule file may write; a built-in file writes 300."""
ALIAS_BUDGET = 5_000
"""The most nodes a file may reach through its aliases, counted as if each alias were written out in full."""
MAX_NUMBER_TEXT = 24
"""The longest text a number may be written with, checked before Python converts it."""
MAX_INT = 10**9
"""The largest whole number (either sign) any rule needs; a score target is at most a hundred thousand."""

_TAG = "tag:yaml.org,2002:"
SCALAR_TAGS = frozenset(_TAG + name for name in ("str", "int", "float", "bool", "null", "merge"))
"""The tags a single value may carry: text, numbers, true/false, nothing, and the ``<<`` of a merge."""
PLAIN_TAGS = {yaml.ScalarNode: SCALAR_TAGS, yaml.SequenceNode: frozenset({_TAG + "seq"}),
              yaml.MappingNode: frozenset({_TAG + "map"})}
"""The tags each kind of node may hold: a rule file is plain YAML types and nothing else."""
AS_TEXT = frozenset({_TAG + "value"})
"""Tags YAML guesses for plain text (``=``): a rule file keeps them as the text they are."""
DATE = _TAG + "timestamp"
"""YAML reads ``2024-01-01`` as a date: refused with the quotes that make it text (a title must be text, and
every other YAML reader would hand the file's reader a date)."""
_INT_TEXT = re.compile(r"[-+]?[0-9a-fA-FxobOB_:]+")


class Refused(ValueError):
    """The text breaks a bound: composing stopped where it did, and ``problem`` says where and why."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        super().__init__(str(problem))


@dataclass(slots=True)
class _Open:
    """A sequence or mapping being composed, with its key path and the key whose value comes next."""

    node: yaml.Node
    path: Path
    size: int = 1
    key: yaml.Node | None = None
    seen: set[str] = field(default_factory=set)


class _Composer:
    """Builds one document's nodes from the parser's events, refusing what breaks a bound as it goes."""

    def __init__(self, loader: Any, problems: Problems) -> None:
        self.loader = loader
        self.problems = problems
        self.anchors: dict[str, yaml.Node] = {}
        self.sizes: dict[int, int] = {}
        self.stack: list[_Open] = []
        self.aliased = 0
        self.count = 0
        self.root: yaml.Node | None = None

    def document(self) -> yaml.Node | None:
        """The single document's root node, or ``None`` for an empty file."""
        self.loader.get_event()  # the stream's start
        if self.loader.check_event(yaml.StreamEndEvent):
            return None
        self.loader.get_event()  # the document's start
        while not self.loader.check_event(yaml.DocumentEndEvent):
            self.step(self.loader.get_event())
        self.loader.get_event()
        if not self.loader.check_event(yaml.StreamEndEvent):
            self.refuse(_line(self.loader.peek_event()), (),
                        "a rule file holds one YAML document; remove the '---' that starts another")
        return self.root

    def step(self, event: yaml.Event) -> None:
        """One event: a value, an alias, the start or the end of a list or mapping; never more than
        :data:`MAX_NODES` values in all."""
        if isinstance(event, yaml.NodeEvent):
            self.count += 1
            if self.count > MAX_NODES:
                self.refuse(_line(event), self.next_path(event), f"the file writes more than {MAX_NODES:,} values; "
                                                                 "a rule file needs a few hundred")
        if isinstance(event, yaml.ScalarEvent):
            self.scalar(event)
        elif isinstance(event, yaml.AliasEvent):
            self.alias(event)
        elif isinstance(event, yaml.SequenceStartEvent | yaml.MappingStartEvent):
            self.begin(event)
        else:  # the end of a sequence or mapping
            done = self.stack.pop()
            self.sizes[id(done.node)] = done.size
            self.attach(done.node, done.size)

    # -- the three kinds of node ------------------------------------------------------
    def scalar(self, event: yaml.ScalarEvent) -> None:
        """A single value, its tag resolved as the safe loader would and checked before anything is built."""
        path = self.next_path(event)
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        start, end = _marks(event)
        node = yaml.ScalarNode(self.allowed(yaml.ScalarNode, tag, event, path), event.value, start, end,
                               style=event.style)
        self.check_value(node, path)
        self.anchor(event, node)
        self.sizes[id(node)] = 1
        self.attach(node, 1)

    def begin(self, event: yaml.SequenceStartEvent | yaml.MappingStartEvent) -> None:
        """A list or mapping opens, one level deeper: its anchor names it from now on, so an alias to it
        from inside is seen for the loop it is."""
        path = self.next_path(event)
        if len(self.stack) >= MAX_DEPTH:
            self.refuse(_line(event), path, f"nested more than {MAX_DEPTH} levels deep")
        kind = yaml.SequenceNode if isinstance(event, yaml.SequenceStartEvent) else yaml.MappingNode
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(kind, None, event.implicit)
        start, end = _marks(event)
        node = kind(self.allowed(kind, tag, event, path), [], start, end, flow_style=event.flow_style)
        self.anchor(event, node)
        self.stack.append(_Open(node, path))

    def alias(self, event: yaml.AliasEvent) -> None:
        """``*name``: the anchored node again, its whole size charged to the alias budget."""
        path = self.next_path(event)
        line, anchor = _line(event), str(event.anchor)
        node = self.anchors.get(anchor)
        if node is None:
            self.refuse(line, path, f"the alias *{shown(anchor)} names no anchor (&name) written before it")
        if any(entry.node is node for entry in self.stack):
            self.refuse(line, path, f"the alias *{shown(anchor)} is used inside its own anchor "
                                    f"&{shown(anchor)}: it would never end")
        size = self.sizes[id(node)]
        self.aliased += size
        if self.aliased > ALIAS_BUDGET:
            self.refuse(line, path, f"the aliases (*name) would repeat more than {ALIAS_BUDGET:,} values; "
                                    "write the rules out instead")
        self.attach(node, size)

    # -- where a node goes ------------------------------------------------------------
    def next_path(self, event: yaml.Event) -> Path:
        """The key path of the node this event starts, and its line recorded under that path."""
        if not self.stack:
            path: Path = ()
        else:
            parent = self.stack[-1]
            if isinstance(parent.node, yaml.SequenceNode):
                path = (*parent.path, len(parent.node.value))
            elif parent.key is None:
                path = parent.path  # a key: reported at its mapping
                return path
            else:
                path = (*parent.path, _key_text(parent.key))
                self.problems.lines[path] = _line(parent.key)
                return path
        self.problems.lines.setdefault(path, _line(event))
        return path

    def attach(self, node: yaml.Node, size: int) -> None:
        """Put a finished node in its parent (a list's next item, a mapping's key or its value)."""
        if not self.stack:
            self.root = node
            return
        parent = self.stack[-1]
        parent.size += size
        if isinstance(parent.node, yaml.SequenceNode):
            parent.node.value.append(node)
        elif parent.key is None:
            parent.key = node
            self.note_key(parent, node)
        else:
            parent.node.value.append((parent.key, node))
            parent.key = None

    def note_key(self, parent: _Open, key: yaml.Node) -> None:
        """Record a key's line, and flag a key written twice (YAML would silently keep the last)."""
        text = _key_text(key)
        path = (*parent.path, text)
        self.problems.lines[path] = _line(key)
        if text in parent.seen and text != "<<":
            self.problems.add(path, "this key is written twice; keep one")
        parent.seen.add(text)

    # -- what a node may be -----------------------------------------------------------
    def allowed(self, kind: type[yaml.Node], tag: str, event: yaml.NodeEvent, path: Path) -> str:
        """The node's tag if a rule file may hold it; a date or ``=`` stays text; anything else is refused."""
        if tag in PLAIN_TAGS[kind]:
            return tag
        if kind is yaml.ScalarNode and tag in AS_TEXT:
            return _TAG + "str"
        if kind is yaml.ScalarNode and tag == DATE and isinstance(event, yaml.ScalarEvent):
            self.problems.add(path, f"YAML reads {shown(event.value)} as a date; write '{shown(event.value)}' "
                                    "in quotes if it is text")
            return _TAG + "str"
        line = _line(event)
        if "python" in tag:
            self.refuse(line, path, "tags that build Python objects are not allowed in rule files")
        self.refuse(line, path, f"the tag {shown(tag.replace(_TAG, '!!'))} is not allowed here (rule files hold "
                                "plain text, numbers, true/false, lists and mappings)")

    def check_value(self, node: yaml.ScalarNode, path: Path) -> None:
        """A scalar the safe constructor can build, and small: Python would spend seconds (or give up)
        converting five thousand digits, and ``!!bool maybe`` or ``0b_`` would raise outside YAML's errors."""
        text = str(node.value)
        try:
            if node.tag == _TAG + "int":
                self.check_int(text, node, path)
            elif node.tag == _TAG + "float":
                self.check_float(text, node, path)
            elif node.tag == _TAG + "bool" and text.lower() not in self.loader.bool_values:
                self.problems.add(path, f"{shown(text)} is not true or false")
        except ValueError:
            self.problems.add(path, f"{shown(text)} is not a number")

    def check_int(self, text: str, node: yaml.ScalarNode, path: Path) -> None:
        if len(text) < 10 and text.isdigit():
            return  # the common case, at once: a plain number below the bound
        if not _INT_TEXT.fullmatch(text[:MAX_NUMBER_TEXT]):
            raise ValueError(text)
        if len(text) > MAX_NUMBER_TEXT or abs(self.loader.construct_yaml_int(node)) > MAX_INT:
            self.problems.add(path, f"the number {shown(text)} is too large (at most {MAX_INT:,} either way)")

    def check_float(self, text: str, node: yaml.ScalarNode, path: Path) -> None:
        value = self.loader.construct_yaml_float(node) if len(text) <= MAX_NUMBER_TEXT else math.inf
        if not math.isfinite(value) or abs(value) > MAX_INT:
            self.problems.add(path, f"the number {shown(text)} is not a finite number of sensible size")

    def anchor(self, event: yaml.NodeEvent, node: yaml.Node) -> None:
        if event.anchor is not None:
            self.anchors[event.anchor] = node

    def refuse(self, line: int, path: Path, message: str) -> NoReturn:
        raise Refused(Problem(self.problems.file, line, path_text(path), message))


def _line(item: yaml.Event | yaml.Node) -> int:
    """The line an event or node starts on, counted from 1."""
    mark: Any = item.start_mark
    return int(mark.line) + 1 if mark is not None else 1


def _marks(event: yaml.Event) -> tuple[Any, Any]:
    """An event's start and end marks for its node (libyaml's marks are its own type, equally good)."""
    return event.start_mark, event.end_mark


def _key_text(key: yaml.Node) -> str:
    """A key as a path part: its text for a plain key, ``?`` for a list or mapping written as a key."""
    return str(key.value) if isinstance(key, yaml.ScalarNode) else "?"


def load_bounded(text: str, problems: Problems) -> Any:
    """The data of ``text`` through the safe constructor, after every bound held.

    Raises :class:`Refused` for a bound broken while composing (depth, aliases,
    a self-containing anchor, a tag), ``yaml.YAMLError`` for text that is not
    YAML; number problems and keys written twice land in ``problems``, and the
    data is only built when none did.
    """
    loader = SAFE_LOADER(text)
    try:
        root = _Composer(loader, problems).document()
        if root is None or problems.found:
            return None
        return loader.construct_document(root)
    finally:
        loader.dispose()


__all__ = ["ALIAS_BUDGET", "MAX_DEPTH", "MAX_INT", "SAFE_LOADER", "Refused", "load_bounded"]
