"""What the Lo-Hi table shows, animated from the engine's events.

Lo-Hi has no tricks: cards go from the hands onto one pile in the middle and
come back from the deck beside it.  This model keeps the shared machinery of
:class:`~.table_model.TableModel` (dealing, hands, bubbles, the timeline) and
adds the pile and the deck: a play flies its cards onto the pile one after the
other, a pick-up slides a card from the deck into a hand (face up only for its
owner), a third pick-up in a row turns the deck's top card onto the pile, and a
reshuffle gathers the pile under its top card back into the deck.

What the table prints — the constraint, the direction, the pick-up streak, the
deck's size — is copied from the engine's view *when the beat that changed it
plays*, so the words never run ahead of the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ....catalogue import N_, _
from ....engine import Action, Card, Event
from ....engine.core import CardFlipped
from ....engine.lohi import (
    BonusTurn,
    CardPicked,
    CardsPlayed,
    ConstraintSet,
    DeckReshuffled,
    DirectionReversed,
    FirstPlayerChosen,
    Passed,
    RoundWon,
)
from ...table.model import FLIP_TIME, SETTLE, BeatMaker, SortKey, TableModel
from ...table.sprites import CardSprite
from ...toolkit.tween import Beat, ease_in_out_cubic

LAY = 0.32
"""Seconds for one card to fly onto the pile; a run's cards follow each other."""
LAY_GAP = 0.12
PICK = 0.4
GATHER = 0.5
PILE_SHOWN = 6
"""The top few cards of the pile lie fanned a little; those under them are squared away."""


@dataclass(slots=True)
class PileFacts:
    """The Lo-Hi numbers the table prints, as of the last beat played."""

    constraint: str = "any"
    constraint_words: str = N_("any card")
    direction: int = 1
    streak: int = 0
    deck: int = 0
    phase: str = "play"


class LohiModel(TableModel):
    """The table model with a pile and a deck in the middle instead of a trick."""

    def __init__(self, players: int, viewer: int, layout: object, resync: Callable[[], tuple[list[Card], list[int]]],
                 order: Callable[[], SortKey] | None = None) -> None:
        super().__init__(players, viewer, layout, resync, order)  # type: ignore[arg-type]
        self.pile: list[int] = []
        self.facts = PileFacts()
        self.facts_source: Callable[[], PileFacts] = PileFacts
        self.win_reason = ""
        """How the round was won, as everyone was told (for the summary's story)."""

    def lying(self) -> list[int]:
        return [*super().lying(), *self.pile]

    def _new_sprite(self, card: Card | None, face_up: bool) -> CardSprite:
        """Every card comes off the deck in the middle, full size."""
        sprite = super()._new_sprite(card, face_up)
        sprite.x, sprite.y = self.deck_home()
        sprite.scale = 1.0
        return sprite

    def new_hand(self) -> None:
        super().new_hand()
        self.pile = []
        self.stock_visible = False
        self.win_reason = ""

    def _won(self, event: RoundWon) -> None:
        """The round's winner is told, and how they won it kept for the summary."""
        self.win_reason = event.reason
        self._say(event.seat, _("wins the round!"))

    # -- homes ------------------------------------------------------------------
    def deck_home(self) -> tuple[float, float]:
        """The deck lies face down on the left of the middle."""
        x, y = self.middle()
        return x - self.layout.card[0] * 0.8, y

    def pile_home(self, seat: int = -1) -> tuple[float, float]:
        x, y = self.middle()
        return x + self.layout.card[0] * 0.6, y

    def middle(self) -> tuple[float, float]:
        """The middle of the deck and the pile: the trick area's centre, raised by the pile's fanned cards when
        big cards leave the area only a card's height (so the newest card stays clear of the message line)."""
        x, y = self.layout.trick.center
        return x, y - (self.pile_fan()[1] / 2 if self.layout.big else 0.0)

    def pile_step(self) -> tuple[float, float]:
        """How far each of the pile's newest cards lies right of and below the one under it."""
        step = self.layout.card[0] * 0.09
        return step, step * 0.6

    def pile_fan(self) -> tuple[float, float]:
        """How far the whole fanned top of the pile reaches right and down from its bottom card."""
        dx, dy = self.pile_step()
        return dx * (PILE_SHOWN - 1), dy * (PILE_SHOWN - 1)

    def pile_spot(self, index: int) -> tuple[float, float]:
        """Where card ``index`` of the pile lies: the newest few fanned down and right."""
        x, y = self.pile_home()
        shown = min(PILE_SHOWN, len(self.pile))
        above = index - (len(self.pile) - shown)
        if above <= 0:
            return x, y
        dx, dy = self.pile_step()
        return x + above * dx, y + above * dy

    def _rehome_all(self, duration: float) -> None:
        super()._rehome_all(duration)
        self._rehome_pile(duration)

    def _rehome_pile(self, duration: float) -> None:
        for index, sid in enumerate(self.pile):
            self.sprites[sid].move_to(*self.pile_spot(index), 1.0, duration)

    # -- events -----------------------------------------------------------------
    def beats(self) -> dict[type[Event], BeatMaker]:
        return {
            **super().beats(),
            CardFlipped: lambda e, d, m: Beat(lambda: self._turn_up(e.card), PICK + FLIP_TIME, "turn up"),
            CardsPlayed: lambda e, d, m: Beat(lambda: self._lay(e.seat, e.cards, d, m), LAY + LAY_GAP * len(e.cards),
                                              "CardsPlayed"),
            CardPicked: lambda e, d, m: Beat(lambda: self._picked(e.seat, e.card), PICK, "CardPicked"),
            DeckReshuffled: lambda e, d, m: Beat(self._gather, GATHER + 0.1, "DeckReshuffled"),
            FirstPlayerChosen: lambda e, d, m: Beat(lambda: self._first(e.seat, e.reason), 0.6, "FirstPlayerChosen"),
            BonusTurn: lambda e, d, m: Beat(lambda: self._say(e.seat, _("lo-hi! again")), 0.7, "BonusTurn"),
            Passed: lambda e, d, m: Beat(lambda: self._say(e.seat, _("passes")), 0.5, "Passed"),
            RoundWon: lambda e, d, m: Beat(lambda: self._won(e), 1.0, "RoundWon"),
            ConstraintSet: lambda e, d, m: Beat(self._read_facts, 0.15, "ConstraintSet"),
            DirectionReversed: lambda e, d, m: Beat(self._read_facts, 0.15, "DirectionReversed"),
        }

    def _read_facts(self) -> None:
        self.facts = self.facts_source()

    def _turn_up(self, card: Card) -> None:
        """The deck's top card turns over onto the pile (the round's start card, or a third pick-up)."""
        sprite = self._new_sprite(card, False)
        self.pile.append(sprite.id)
        sprite.move_to(*self.pile_spot(len(self.pile) - 1), 1.0, PICK, easing=ease_in_out_cubic)
        sprite.turn(True, FLIP_TIME, delay=PICK * 0.4)
        self._rehome_pile(SETTLE)
        self.shown.flipped_seen = True
        self._read_facts()

    def _lay(self, seat: int, cards: tuple[Card, ...], dragged: int | None, mine: Action | None) -> None:
        """A set or a run flies onto the pile in the order it was laid."""
        for k, card in enumerate(cards):
            sprite = self._take_from_hand(seat, card, dragged)
            sprite.card = card
            sprite.turn(True, FLIP_TIME)
            self.pile.append(sprite.id)
            x, y = self.pile_spot(len(self.pile) - 1)
            sprite.move_to(x, y, 1.0, LAY, delay=k * LAY_GAP)
        self._rehome_pile(SETTLE)
        for s in range(self.players):
            self._rehome_hand(s, SETTLE)
        count = len(cards)
        if count > 1:
            ranks = {c.rank for c in cards}
            self._say(seat, "run!" if len(ranks) > 1 else {2: "double", 3: "triple"}.get(count, "quadruple"))
        self._read_facts()

    def _picked(self, seat: int, card: Card | None) -> None:
        """A card slides from the deck into ``seat``'s hand; only its owner sees its face."""
        self.draw_to_hand(seat, card, PICK, turn_delay=PICK * 0.5)
        self._say(seat, _("picks up"))
        self._read_facts()

    def _gather(self) -> None:
        """Everything under the pile's top card goes back into the deck, face down."""
        keep, under = self.pile[-1:], self.pile[:-1]
        x, y = self.deck_home()
        for k, sid in enumerate(under):
            sprite = self.sprites[sid]
            sprite.turn(False, FLIP_TIME)
            sprite.move_to(x, y, 1.0, GATHER, delay=min(0.2, k * 0.01), easing=ease_in_out_cubic)
            sprite.vanish = True
            self.sweeping.append(sid)
        self.pile = keep
        self._rehome_pile(GATHER)
        self._read_facts()

    def _first(self, seat: int, reason: str) -> None:
        words = {"fewest cards": "starts: fewest cards", "youngest": "starts: youngest",
                 "random": "starts: drawn by lot"}.get(reason, "starts")
        self._say(seat, words)
        self._read_facts()

    def resync(self) -> None:
        super().resync()
        self._read_facts()
