"""What the table's parts may ask of the table: one protocol, so parts depend on it and not on the scene.

The keyboard, the hint, the panels' builders, the drawing, the feel and each
game's additions (Lohai's specials, the Laus skat, the Lo-Hi and Koira
tables' pictures) used to import :class:`~.scene.TableScene` itself, and the
scene imported them: eighteen modules tied in one knot.  They now take a
:class:`Table`, which the scene satisfies (mypy checks it at every call), and
the scene imports them, never the other way round.  The protocol is wide
because the parts still read and set the table's state; each part that grows
into a plug-in of its own takes a narrower one.

The small records the parts share with the scene live here too: a card or a
won pile pressed by the pointer (the targets of the table's one
:class:`~.gestures.Gestures`) and held (as the drawing sees it), and what
everyone knows about the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

import pygame

from ...engine import Action, ActionKind, Card, HandState, Match, PlayerView
from ...seating import MatchSetup
from ..art.cards import CardArt
from ..toolkit.app import App
from .gestures import Gestures
from .layout import TableLayout
from .model import TableModel
from .panels import ChoicePanel, Summary


@dataclass(frozen=True, slots=True)
class CardGrab:
    """A card pressed by the pointer (a gesture's target): which sprite, and where on the card it was grabbed."""

    sid: int
    grab: tuple[float, float]


@dataclass(frozen=True, slots=True)
class PileGrab:
    """A won pile pressed by the pointer (Lohai's Mover, a gesture's target): whose pile it is."""

    source: int


@dataclass(frozen=True, slots=True)
class Drag:
    """A card held by the pointer, as the drawing sees it: which sprite, where it was grabbed, dragged yet."""

    sid: int
    grab: tuple[float, float]
    active: bool = False


@dataclass(frozen=True, slots=True)
class PileDrag:
    """A won pile held by the pointer, as the drawing sees it: whose, where the press began, where it is."""

    source: int
    start: tuple[int, int]
    pos: tuple[int, int]
    active: bool = False


@dataclass(frozen=True, slots=True)
class Public:
    """What everyone at the table knows about this hand, read once from the viewer's view."""

    trump: str | None
    has_trump: bool
    has_bids: bool
    hand_size: int | None
    dealer: int
    value: int | None = None
    """What the hand is worth (Lohai: the flipped card's value)."""
    pots: tuple[int, int] | None = None
    """Carryover's Lo and Hai pots, when the variant carries them."""
    teams: tuple[tuple[int, ...], ...] = ()
    """Partnerships of two or more seats (empty when everyone plays alone)."""
    upside_down: bool = False
    """Crazy Shakers: a Shaker in the trick turns it upside down."""


V = TypeVar("V", bound=PlayerView)


def view_as(table: Table, kind: type[V]) -> V:
    """The viewer's view as the game's own view type: a game's table part reads its fields typed, and a
    table sat down at the wrong game fails here, loudly, instead of showing nonsense."""
    view = table.state.view(table.viewer)
    if not isinstance(view, kind):
        raise TypeError(f"a {kind.__name__} table was given a {type(view).__name__}")
    return view


class Table(Protocol):
    """The table as its parts see it: the match, what is shown, the human's gestures in progress, and the
    few things a part may ask the table to do (attempt an action, say something, show the last trick)."""

    app: App
    setup: MatchSetup
    art: CardArt
    layout: TableLayout
    human: int | None
    viewer: int
    lohai: bool
    public: Public
    replaying: bool
    review: str | None
    choice: ChoicePanel | None
    summary: Summary | None
    playable: frozenset[int]
    gesture: Gestures[object]
    selected: int | None
    focus: int | None
    picked: tuple[int, ...]
    pick_kind: ActionKind | None
    hover: str | None
    pointer: tuple[int, int]
    message: str
    message_bad: bool
    message_left: float
    target_focus: int | None
    target_move: tuple[int, int] | None

    @property
    def model(self) -> TableModel: ...
    @property
    def drag(self) -> Drag | None: ...
    @property
    def pile_drag(self) -> PileDrag | None: ...
    @property
    def hand_word(self) -> str: ...
    @property
    def plays_tricks(self) -> bool: ...
    @property
    def match(self) -> Match: ...
    @property
    def state(self) -> HandState: ...
    @property
    def human_to_act(self) -> bool: ...
    @property
    def counted(self) -> float: ...
    @property
    def picked_mode(self) -> bool: ...
    @property
    def grouping(self) -> bool: ...
    @property
    def hint_rect(self) -> pygame.Rect: ...

    def decision(self) -> ActionKind | None: ...
    def undo(self) -> None: ...
    def decision_key(self) -> tuple[int, int]: ...
    def attempt(self, action: Action) -> None: ...
    def discard(self, action: Action, dragged: int) -> None: ...
    def say(self, words: str, *, bad: bool = False) -> None: ...
    def show_review(self, how: str) -> None: ...
    def forced_card(self) -> int | None: ...
    def pick(self, sids: Sequence[int]) -> None: ...
    def sprites_of(self, cards: Sequence[Card]) -> list[int]: ...
    def focus_above(self) -> None: ...
    def leave_table_focus(self) -> None: ...
    def lift_of(self, sid: int) -> int: ...
    def card_rect(self, sid: int) -> pygame.Rect: ...
    def shown_total(self, seat: int) -> int: ...
    def turn_seat(self) -> int | None: ...
    def thinking_seat(self) -> int | None: ...
    def count_column(self) -> tuple[str, list[int]]: ...
    def stage_words(self) -> str: ...
    def turn_prompt(self) -> str: ...
    def wait_words(self) -> str: ...
