"""One round of Lo-Hi as the engine drives it: what may be done and why not, the result, copies and views.

Suits never matter, so the legal moves list one choice of suits per distinct
play (:mod:`.moves`); any other choice of the same ranks is accepted as the
same move.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...catalogue import _, ngettext
from ..actions import Action, ActionKind
from ..cards import RANKS, Card, count_cards
from ..hidden import Hidden, Location, hand_location
from ..tricks import copy_rng
from .events import LohiView
from .moves import by_rank, either, legal_plays, play_words, shape_of, shape_problem
from .play import LohiPlay

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_CALL = ActionKind.CALL
_NAME = ActionKind.NAME
_PASS = ActionKind.PASS
_PICKUP = ActionKind.PICKUP
_PLAY = ActionKind.PLAY

DECK: Location = "deck"
PICKUP = Action(_PICKUP)
PASS = Action(_PASS)
CALLS = {"higher": Action(_CALL, args=("higher",)), "lower": Action(_CALL, args=("lower",))}
NAMES = {rank: Action(_NAME, args=(rank,)) for rank in RANKS}


class LohiHand(LohiPlay):
    """One round of Lo-Hi, from the deal until someone's hand is empty."""

    game = "lohi"
    decks = (DECK,)

    # -- what may be done ---------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def can_pick_up(self) -> bool:
        """A card can be had: from the deck, or from the pile under its top card (B13)."""
        return bool(self.deck) or len(self.pile) > 1

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        if seat is None:
            return []
        if self.phase == "call":
            return [CALLS["higher"], CALLS["lower"]]
        if self.phase == "name":
            return [NAMES[r] for r in self.nameable()]
        plays = legal_plays(self.hands[seat], self.constraint, self.moves)
        if self.opening or (self.must_play and plays):
            return plays
        if self.can_pick_up():
            return [*plays, PICKUP]
        return plays or [PASS]

    def _why_not(self, action: Action) -> str | None:
        if self.phase == "call":
            if action.kind == _CALL and action.args in (("higher",), ("lower",)):
                return None
            return _("you made a double: say 'call higher' or 'call lower', not '{action}'").format(action=action)
        if self.phase == "name":
            if action.kind == _NAME and len(action.args) == 1 and str(action.args[0]) in self.order:
                if str(action.args[0]) in self.nameable():
                    return None
                return _("a triple may not name its own rank: name another")
            return _("you made a triple: name the rank to be played next, e.g. 'name Q', not '{action}'").format(
                action=action)
        if action.kind == _PICKUP and not action.cards and not action.args:
            if self.opening:
                return _("the first player of a round must play a card")
            if self.must_play and self._plays():
                return _("after a quadruple you play again: play a card")
            return None if self.can_pick_up() else _("the deck and the pile under its top card are empty: play or pass")
        if action.kind == _PASS and not action.cards and not action.args:
            if self.opening or self.can_pick_up():
                return _("you may not pass: play a card") if self.opening else _("you may not pass: play or pick up")
            return None if not self._plays() else _("you can play, so you may not pass")
        if action.kind != _PLAY or not action.cards or action.args:
            if self.opening:
                return _("play cards (e.g. 'play 6S 5H 4C'), not '{action}'").format(action=action)
            return _("play cards (e.g. 'play 6S 5H 4C') or pick up ('pickup'), not '{action}'").format(action=action)
        return self._why_not_play(action.cards)

    def nameable(self) -> list[str]:
        """The ranks a triple may name: every rank, its own included unless ``name_own_rank`` is off (B8)."""
        ranks = list(self.rules.deck.ranks)
        if not self.options["name_own_rank"]:
            ranks.remove(self.pile[-1].rank)
        return ranks

    def _plays(self) -> list[Action]:
        assert self.turn is not None
        return legal_plays(self.hands[self.turn], self.constraint, self.moves)

    def _why_not_play(self, cards: Sequence[Card]) -> str | None:
        assert self.turn is not None
        hand = count_cards(self.hands[self.turn])
        for card, count in count_cards(cards).items():
            if hand.get(card, 0) < count:
                return (_("you do not hold the {card}") if card not in hand else _("you hold one {card}")).format(
                    card=card.name)
        shape = shape_of(cards, self.moves)
        if isinstance(shape, str):
            return shape
        problem = shape_problem(shape, len(cards), self.constraint, self.moves)
        if problem is None:
            return None
        plays = list(dict.fromkeys(play_words(a.cards) for a in self._plays()))
        if len(plays) > 6:
            plays = [*plays[:5], _("{count} other plays").format(count=len(plays) - 5)]
        fallback = "" if self.opening else _("pick up") if self.can_pick_up() else "" if plays else _("pass")
        shown = [_("play {plays}").format(plays=either(plays)) if plays else "", fallback]
        listed = _("{first}, or {second}").format(first=shown[0], second=fallback) if all(shown) else "".join(shown)
        return _("{problem} (you may {listed})").format(problem=problem, listed=listed) if listed else problem

    def offered(self, action: Action) -> Action | None:
        """The listed action that makes the same play as ``action``, or ``None`` if it is not legal.

        Suits never matter, so :meth:`legal_actions` lists one choice of suits per
        distinct play; any other choice of the same ranks is just as legal and is
        accepted by :meth:`apply`.  The table and tests use this to match a dragged
        group of cards to the listed play it stands for.
        """
        if self.turn is None or self.why_not(action) is not None:
            return None
        if action.kind != _PLAY:
            return next((a for a in self.legal_actions() if a == action), None)
        groups = by_rank(self.hands[self.turn])
        ranks = [c.rank for c in action.cards]
        one_rank = len(set(ranks)) == 1
        cards = tuple(groups[ranks[0]][:len(ranks)]) if one_rank else tuple(groups[r][0] for r in ranks)
        return next((a for a in self.legal_actions() if a.cards == cards), None)

    def _read(self, text: str) -> Action:
        """As for every game, with ``name q``, ``name 10`` and ``name 9`` read as the ranks they are."""
        action = super()._read(text)
        if action.kind == _NAME and len(action.args) == 1 and not action.cards:
            word = str(action.args[0]).upper()
            action = Action(_NAME, args=("T" if word == "10" else word,))
        return action

    def _unlisted_move(self, action: Action) -> Action | None:
        """A play of held cards in a legal shape is a move in whatever suits and order: the list holds one of each.

        ``_why_not`` has checked the cards are held, the shape and the constraint, and that no word
        follows the cards; every other kind is listed exactly.
        """
        return action if action.kind == _PLAY else None

    # -- results ------------------------------------------------------------------
    def hand_scores(self) -> tuple[int, ...]:
        """One round won for the winner: rounds won are the only score (B16)."""
        return tuple(int(s == self.winner) for s in range(self.players))

    def score_lines(self) -> tuple[str, ...]:
        if self.winner is None:
            return super().score_lines()
        return tuple(
            _("won the round begun with {count} cards ({reason})").format(
                count=self.start_sizes[s], reason=_(self.win_reason)) if s == self.winner
            else ngettext("{count} card left", "{count} cards left", len(self.hands[s])).format(
                count=len(self.hands[s]))
            for s in range(self.players))

    @property
    def game_won(self) -> bool:
        """The round's winner began it with the winning hand size (LOHI-T7)."""
        return self.winner is not None and self.start_sizes[self.winner] >= self.winning_hand

    def next_hand_sizes(self) -> tuple[int, ...]:
        """What each seat is dealt next round: five plus rounds won, this one included."""
        return tuple(size + int(s == self.winner) for s, size in enumerate(self.start_sizes))

    def all_cards(self) -> dict[Card, int]:
        return count_cards([c for h in self.hands for c in h] + self.deck + self.pile)

    # -- copies and views ---------------------------------------------------------
    def clone(self) -> LohiHand:
        new = object.__new__(LohiHand)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.deck, new.pile, new.log = list(self.deck), list(self.pile), list(self.log)
        new.rng = copy_rng(self.rng)
        return new

    def _cards_at(self, location: Location) -> tuple[Card, ...]:
        if location != DECK:
            raise KeyError(location)
        return tuple(self.deck)

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        self._legal = None
        if location == DECK:
            self.deck = list(cards)
        else:
            self.hands[int(location[4:])] = list(cards)

    def hidden_from(self, seat: int) -> Hidden:
        """Other hands and the deck; nobody sees another's pick-ups, everyone sees the pile."""
        sizes: dict[Location, int] = {}
        unseen: list[Card] = []
        for other in range(self.players):
            if other != seat:
                sizes[hand_location(other)] = len(self.hands[other])
                unseen.extend(self.hands[other])
        sizes[DECK] = len(self.deck)
        unseen.extend(self.deck)
        return Hidden(sizes=sizes, unseen=tuple(unseen))

    def view(self, seat: int) -> LohiView:
        hidden = self.hidden_from(seat)
        world = self._redacted(hidden)
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        if self.log:
            # Once the round is under way the deal only served the opening animation; after a
            # reshuffle those cards may lie in the deck, and the world must not say which they are.
            world.hands_dealt = [[] for __ in self.hands_dealt]
            world.start_card = world.pile[-1]
        return LohiView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world, phase=self.phase, pile=tuple(self.pile), constraint=self.constraint,
            direction=self.direction, streak=self.streak, deck_size=len(self.deck), rounds_won=self.wins,
            first_player=self.first, first_reason=self.first_reason, winner=self.winner,
        )
