"""What the table's parts may ask of the table: small roles, so parts depend on them and not on the scene.

The table comes in roles (:class:`Seats`, :class:`Sight`, :class:`Hands`,
:class:`Voice`, :class:`Moves`), every member read-only; a part takes the
roles it uses: :class:`Looking` (seats, sight, hands) for the parts that only
read the table (the drawing, the panels' builders, the feel), :class:`Answering`
and :class:`Pointing` for the hint and the mouse, :class:`Table` (every role)
for those that act on the match (the keys, each game's own part,
:class:`~.plugin.GameTable`).  The scene satisfies them (mypy checks
it at every call); the scene imports the parts, never the other way round, so
no import cycle forms.  The parts change the table only through its methods,
the :class:`~.picks.Picks` and the parts' own (:class:`GamePart` in its roles
:class:`Rules`, :class:`Handling` and :class:`Telling`, :class:`Pointer` and
:class:`Keyboard` are the parts as the others see them).

The small records the parts share with the scene live here too: a card or a
card pressed by the pointer (the target of the table's one
:class:`~.gestures.Gestures`) and held (as the drawing sees it), what
everyone knows about the hand, and what a gesture on a game's target comes to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import pygame

from ...engine import Action, ActionKind, HandState, Match, PlayerView
from ...engine.claim import Claim
from ...engine.core import HandScored, MatchResult, TableFacts
from ...engine.deals import Deal
from ...seating import MatchSetup
from ..art.cards import CardArt
from ..toolkit.app import App
from .callouts import Callouts
from .claims import Claims
from .gestures import Click, DragMove, DragStart, Drop, Gestures
from .handlog import HandLog
from .layout import TableLayout
from .message import MessageLine
from .model import LastTrick, TableModel
from .panels import ChoicePanel, Summary
from .picks import Picks
from .tally import Tally


@dataclass(frozen=True, slots=True)
class CardGrab:
    """A card pressed by the pointer (a gesture's target): which sprite, and where on the card it was grabbed."""

    sid: int
    grab: tuple[float, float]


@dataclass(frozen=True, slots=True)
class Drag:
    """A card held by the pointer, as the drawing sees it: which sprite, where it was grabbed, dragged yet."""

    sid: int
    grab: tuple[float, float]
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
    teams: tuple[tuple[int, ...], ...] = ()
    """Partnerships of two or more seats (empty when everyone plays alone)."""

    @classmethod
    def read(cls, facts: TableFacts, dealer: int) -> Public:
        """What a hand's facts and its dealer tell everyone."""
        return cls(trump=facts.trump, has_trump=facts.has_trump, has_bids=facts.has_bids,
                   hand_size=facts.hand_size, dealer=dealer, value=facts.value,
                   teams=tuple(team for team in facts.teams if len(team) > 1))


@dataclass(frozen=True, slots=True)
class Say:
    """Words for the message line; ``bad`` marks a refusal (shown in red, with the error sound)."""

    words: str
    bad: bool = False


@dataclass(frozen=True, slots=True)
class ShowLastTrick:
    """Show the last trick (a click on a won pile)."""


Outcome = Action | Say | ShowLastTrick | None
"""What a gesture on a game's own target comes to: an action to attempt, words, the last trick, or nothing."""

Gesture = Click[object] | Drop[object]


V = TypeVar("V", bound=PlayerView)


def view_as(table: Seats, kind: type[V]) -> V:
    """The viewer's view as the game's own view type: a game's table part reads its fields typed, and a
    table sat down at the wrong game fails here, loudly, instead of showing nonsense."""
    view = table.state.view(table.viewer)
    if not isinstance(view, kind):
        raise TypeError(f"a {kind.__name__} table was given a {type(view).__name__}")
    return view


class Seen(Generic[V]):
    """The viewer's view as the game's own type, read once a move: what a seat knows changes only when a move is
    made or a hand dealt, and a view is a redacted copy, too dear to make for every seat box in every frame."""

    def __init__(self, kind: type[V]) -> None:
        self.kind = kind
        self._at: tuple[int, int] | None = None
        self._view: V | None = None

    def __call__(self, table: Seats) -> V:
        """The view at the decision the table waits for now (made afresh after each move)."""
        key = table.decision_key()
        if self._view is None or key != self._at:
            self._view, self._at = view_as(table, self.kind), key
        return self._view


class Rules(Protocol):
    """The game's set-up role as the parts see it: what its hands are decided by, and how cards are laid."""

    @property
    def plays_tricks(self) -> bool: ...
    @property
    def claims(self) -> bool: ...
    @property
    def grouping(self) -> bool: ...
    @property
    def suits_matter(self) -> bool: ...


class Handling(Protocol):
    """The game's hands role as the parts see it (:class:`~.plugin_hands.GameHands`): its targets, cards,
    keys and the panel of its choices."""

    def decision(self) -> ActionKind | None: ...
    def pick_panel(self, multi: list[Action]) -> ChoicePanel: ...
    def panel(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]: ...
    def target_at(self, pos: tuple[int, int]) -> object | None: ...
    def ended(self, end: Click[object] | Drop[object]) -> object: ...
    def dragging(self, step: DragStart[object] | DragMove[object]) -> None: ...
    def click_card(self, sid: int) -> None: ...
    def drop_card(self, sid: int, pos: tuple[int, int]) -> None: ...
    def play_card(self, sid: int, *, confirmed: bool = False) -> None: ...
    def cancel(self) -> None: ...
    def arrow(self, step: int) -> bool: ...
    def above(self) -> bool: ...
    def leave(self) -> None: ...
    def confirm(self) -> bool: ...
    def point(self, action: Action) -> bool: ...


class Telling(Protocol):
    """The game's words role as the parts see it (:class:`~.plugin_words.GameWords`)."""

    @property
    def hand_word(self) -> str: ...

    def describe(self, action: Action) -> str | None: ...
    def middle_words(self) -> str: ...
    def focus_words(self) -> str: ...
    def turn_prompt(self) -> str: ...
    def spoken_prompt(self) -> str: ...
    def stage_words(self) -> str: ...
    def count_column(self) -> tuple[str, list[int]]: ...
    def trick_story(self, last: LastTrick) -> tuple[str | None, list[str]]: ...
    def verdict(self, result: MatchResult) -> str: ...
    def hand_story(self, scored: HandScored) -> str: ...
    def seat_line(self, seat: int) -> str: ...
    def sheet_tag(self, seat: int, details: str) -> str: ...


class GamePart(Rules, Handling, Telling, Protocol):
    """A game's own part of the table as the shared parts see it (:class:`~.plugin.GameTable` is the whole:
    its pictures the scene alone draws)."""


class Pointer(Protocol):
    """The pointer as the parts see it (:class:`~.mouse.Mouse`)."""

    @property
    def gesture(self) -> Gestures[object]: ...
    @property
    def hover(self) -> str | None: ...
    @property
    def pos(self) -> tuple[int, int]: ...
    @property
    def drag(self) -> Drag | None: ...
    @property
    def hint_rect(self) -> pygame.Rect: ...
    @property
    def log_rect(self) -> pygame.Rect: ...
    @property
    def claim_rect(self) -> pygame.Rect: ...

    def cancel(self) -> None: ...
    def lift_of(self, sid: int) -> int: ...
    def card_rect(self, sid: int) -> pygame.Rect: ...


class Keyboard(Protocol):
    """The keys and the overlays they open as the parts see them (:class:`~.keys.Keys`)."""

    @property
    def review(self) -> str | None: ...

    def up(self) -> None: ...
    def show_review(self, how: str) -> None: ...
    def press_choice(self, key: str) -> None: ...
    def back(self) -> None: ...
    def open_scores(self) -> None: ...
    def open_log(self) -> None: ...
    def open_claim(self) -> None: ...
    def ask_hint(self) -> None: ...


class Speaking(Protocol):
    """The table's voice as the parts see it (:class:`~.speaking.TableSpeech`)."""

    @property
    def pane(self) -> bool: ...

    def read(self, what: str) -> None: ...
    def focus(self) -> str: ...
    def answer(self, text: str) -> None: ...
    def summary(self) -> None: ...
    def told(self, text: str) -> None: ...


class Coaching(Protocol):
    """The bid coach as the drawing sees it (:class:`~.coach.BidCoach`)."""

    def draw(self, surface: pygame.Surface, table: Looking) -> None: ...


class Summing(Protocol):
    """The summary between hands as the keys and the pointer see it (:class:`~.ending.HandEnd`)."""

    def focus(self, step: int) -> None: ...
    def press(self, key: str) -> None: ...


class Cue(Protocol):
    """The turn as the parts see it: whose it is, and the player's noticed (:class:`~.turn_cue.TurnCue`)."""

    @property
    def glow(self) -> float | None: ...

    def seat(self) -> int | None: ...
    def thinking(self) -> int | None: ...
    def wait_words(self) -> str: ...


class Seats(Protocol):
    """The table's seats role: who sits where, at which match and hand, and whose decision it waits for."""

    @property
    def app(self) -> App: ...
    @property
    def setup(self) -> MatchSetup: ...
    @property
    def human(self) -> int | None: ...
    @property
    def viewer(self) -> int: ...
    @property
    def replaying(self) -> bool: ...
    @property
    def match(self) -> Match: ...
    @property
    def state(self) -> HandState: ...
    @property
    def public(self) -> Public: ...
    @property
    def deal(self) -> Deal:
        """The hand's deal: its fingerprint is shown from the deal on, its code once the hand is over."""
    @property
    def human_to_act(self) -> bool: ...

    def decision_key(self) -> tuple[int, int]: ...


class Sight(Protocol):
    """The table's sight role: what is shown (the layout, the cards' art and sprites, the counts, the summary,
    the message line, the turn's cue, the callouts and the hand's log)."""

    @property
    def layout(self) -> TableLayout: ...
    @property
    def art(self) -> CardArt: ...
    @property
    def model(self) -> TableModel: ...
    @property
    def tally(self) -> Tally: ...
    @property
    def summary(self) -> Summary | None: ...
    @property
    def line(self) -> MessageLine: ...
    @property
    def cue(self) -> Cue: ...
    @property
    def callouts(self) -> Callouts: ...
    @property
    def hand_log(self) -> HandLog: ...


class Hands(Protocol):
    """The table's hands role: the human's picks, the pointer, the keys, the game's own part, the summary's
    buttons, a claim, the bid coach."""

    @property
    def picks(self) -> Picks: ...
    @property
    def mouse(self) -> Pointer: ...
    @property
    def keys(self) -> Keyboard: ...
    @property
    def game(self) -> GamePart: ...
    @property
    def ending(self) -> Summing: ...
    @property
    def claims(self) -> Claims: ...
    @property
    def coach(self) -> Coaching: ...


class Voice(Protocol):
    """The table's voice role: words on the message line, aloud too."""

    @property
    def speech(self) -> Speaking: ...
    @property
    def refusing(self) -> bool: ...

    def say(self, words: str, *, bad: bool = False) -> None: ...


class Moves(Protocol):
    """The table's moves role: what a part may ask the table to do to the match."""

    def attempt(self, action: Action) -> None: ...
    def play(self, action: Action, dragged: int | None = None) -> None: ...
    def carry(self, outcome: Any) -> None: ...
    def claim(self, claim: Claim) -> None: ...
    def mark_aided(self) -> None: ...
    def undo(self) -> None: ...
    def abandon(self) -> None: ...


class Looking(Seats, Sight, Hands, Protocol):
    """The table as a part that only reads it sees it (the drawing, the panels' builders, the feel): its
    seats, what is shown, and the human's hands, with nothing to change."""


class Answering(Looking, Voice, Protocol):
    """The table as a part that reads it and answers in words sees it (the hint: its advice, or why none)."""


class Pointing(Answering, Protocol):
    """The table as the pointer sees it: read, answered in words, and a gesture's outcome carried out."""

    def carry(self, outcome: Any) -> None: ...


class Table(Looking, Voice, Moves, Protocol):
    """The whole table as the parts that act on it see it (the keys, the mouse, a game's own part): every
    role, each read-only; a part changes the table only through its methods and the parts' own."""
