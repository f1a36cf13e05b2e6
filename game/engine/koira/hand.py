"""One game of Koira as the engine drives it: the moves open, applying them, the score, copies and views.

**Who knows what.**  Phase-one tricks are played face up, so every card in a
won pile was seen by everyone: won piles are public knowledge (the view lists
them), and so is every hand in phase two, except the cards of a tie that could
not be played off (K6).  Those are shuffled and dealt face down — nobody, not
even the receiver, looks at them before phase two — so each such share is a
hidden location ``split<k>-<seat>`` that can hold only that trick's cards, and in
phase two a hand's unrevealed share cards are hidden until played.  The trump
card and tied cards taken back under the tie-split variant are face up in their
holder's hand and known.  Determinizing respects all of this; in phase two it
keeps unrevealed share cards among the seats that shared them, though not the
exact number of each trick's cards per seat (a simplification a seat's play
never depends on).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...catalogue import _, ordinal
from ..actions import Action, ActionKind, play
from ..cards import Card, count_cards
from ..events import Event
from ..hidden import Hidden, Location, hand_location
from ..tricks import copy_rng
from .events import KoiraView, Split
from .moves import Pile, plays_for
from .phases import DRAW, STOCK, TURN_UP, KoiraPhases

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_DRAW = ActionKind.DRAW
_PLAY = ActionKind.PLAY
_TURNUP = ActionKind.TURNUP


class KoiraHand(KoiraPhases):
    """One game of Koira, both phases."""

    game = "koira"
    decks = (STOCK,)

    # -- the protocol -------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        if seat is None:
            return []
        if self.phase == "one":
            plays = [play(c) for c in sorted(self.hands[seat], key=self.key)]
            return [*plays, TURN_UP] if self.may_turn_up() else plays
        top = self._top()
        plays = plays_for(self.hands[seat], top, self.trump, self.table, self.play_rules)
        return plays if top is None else [*plays, DRAW]

    def _why_not(self, action: Action) -> str | None:
        return self._why_not_one(action) if self.phase == "one" else self._why_not_two(action)

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        if self.phase == "one":
            return self._play_one(seat, None if action.kind == _TURNUP else action.cards[0])
        self.turns += 1
        events = self._draw(seat) if action.kind == _DRAW else self._shed(seat, action.cards)
        return events if self.turns < self.turn_limit or self.turn is None else events + self._out_of_turns()

    def _read(self, text: str) -> Action:
        """As for every game, with a sequence's cards put low to high whatever order they were written in.

        A card this deck has no rank for (a joker, a Lohai special) sorts first; the rules then say it is not held.
        """
        action = super()._read(text)
        if action.kind == _PLAY and len(action.cards) > 1:
            order = self.order
            action = Action(_PLAY, tuple(sorted(action.cards, key=lambda c: order.get(c.rank, -1))), action.args)
        return action

    def hand_scores(self) -> tuple[int, ...]:
        """A loss for the loser (K21); nothing for anybody else."""
        return tuple(int(s in self.losers) for s in range(self.players))

    def score_lines(self) -> tuple[str, ...]:
        if not self.losers:
            return super().score_lines()
        out = {s: _("went out {place}").format(place=ordinal(i + 1)) for i, s in enumerate(self.out_order)}
        return tuple(_("lost: {reason}").format(reason=self.loss_reason) if s in self.losers
                     else out.get(s, _("not the loser"))
                     for s in range(self.players))

    def all_cards(self) -> dict[Card, int]:
        cards = [c for h in self.hands for c in h] + self.stock + [c for __, c in self.trick]
        cards += [c for w in self.won for c in w] + [c for s in self.splits for h in s.shares for c in h]
        cards += [c for p in self.ptrick for c in p.cards] + self.discard
        return count_cards(cards)

    def clone(self) -> KoiraHand:
        new = object.__new__(KoiraHand)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.stock, new.trick, new.discard = list(self.stock), list(self.trick), list(self.discard)
        new.round_cards, new.contenders, new.queue = dict(self.round_cards), list(self.contenders), list(self.queue)
        new.won, new.public = [list(w) for w in self.won], [set(p) for p in self.public]
        new.splits = [Split(s.seats, s.pool, [list(h) for h in s.shares]) for s in self.splits]
        new.ptrick = [Pile(p.seat, list(p.cards), p.size, p.suit) for p in self.ptrick]
        new.in_game, new.out_order, new.secret = list(self.in_game), list(self.out_order), set(self.secret)
        new.shared_with = list(self.shared_with)
        new.log = list(self.log)
        new.rng = copy_rng(self.rng)
        return new

    # -- what a seat may know -----------------------------------------------------
    def _cards_at(self, location: Location) -> tuple[Card, ...]:
        if location != STOCK:
            raise KeyError(location)
        return tuple(self.stock)

    def _set_location(self, location: Location, cards: list[Card]) -> None:
        self._legal = None
        if location == STOCK:
            self.stock = list(cards)
        elif location.startswith("split"):
            index, seat = (int(x) for x in location[5:].split("-"))
            split = self.splits[index]
            split.shares[split.seats.index(seat)] = list(cards)
        elif self.phase == "one":
            self.hands[int(location[4:])] = list(cards)
        else:  # phase two keeps hands in suit-then-rank order, as it deals them: its moves are found by bisection
            self.hands[int(location[4:])] = sorted(cards, key=self.key)

    def known_cards(self, seat: int) -> tuple[Card, ...]:
        """What everyone knows ``seat`` holds: face-up cards in phase one, all but unrevealed shares after."""
        if self.phase == "one":
            return tuple(c for c in self.hands[seat] if c in self.public[seat])
        return tuple(c for c in self.hands[seat] if c not in self.secret)

    def hidden_from(self, seat: int) -> Hidden:
        sizes: dict[Location, int] = {}
        unseen: list[Card] = []
        known: dict[Location, tuple[Card, ...]] = {}
        for other in range(self.players):
            if other != seat:
                location = hand_location(other)
                sizes[location] = len(self.hands[other])
                unseen.extend(self.hands[other])
                shown = self.known_cards(other)
                if shown:
                    known[location] = shown
        if self.phase == "one":
            sizes[STOCK] = len(self.stock)
            unseen.extend(self.stock)
            for k, split in enumerate(self.splits):
                for who, share in zip(split.seats, split.shares, strict=True):
                    sizes[f"split{k}-{who}"] = len(share)
                    unseen.extend(share)
        return Hidden(sizes=sizes, unseen=tuple(unseen), known=known, excluded=self._excluded(sizes, unseen))

    def _excluded(self, sizes: Mapping[Location, int], unseen: list[Card]) -> dict[Location, frozenset[Card]]:
        """Face-down share cards can lie only where their trick was shared out.

        Once a shared card is played it is public, and whoever picks it up
        later holds it in view: only the still-secret ones are constrained.
        """
        if not self.splits:
            return {}
        pool = frozenset(c for s in self.splits for c in s.pool) & frozenset(unseen)
        if self.phase != "one":
            pool &= self.secret
        out: dict[Location, frozenset[Card]] = {}
        for location in sizes:
            if location.startswith("split"):
                index = int(location[5:].split("-")[0])
                out[location] = frozenset(unseen) - frozenset(self.splits[index].pool)
            elif self.phase == "one":
                out[location] = pool
            else:
                out[location] = pool - self.shared_with[int(location[4:])]
        return {loc: cards for loc, cards in out.items() if cards}

    def view(self, seat: int) -> KoiraView:
        hidden = self.hidden_from(seat)
        world = self._redacted(hidden)
        world.hands_dealt = [list(h) if s == seat else [] for s, h in enumerate(self.hands_dealt)]
        shares = [sum(len(h) for s in self.splits for w, h in zip(s.seats, s.shares, strict=True) if w == seat)
                  for seat in range(self.players)]
        return KoiraView(
            seat=seat, players=self.players, dealer=self.dealer, current_player=self.turn,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            legal_actions=tuple(self.legal_actions()) if self.turn == seat else (),
            hidden=hidden, world=world, phase=self.phase, stock_size=len(self.stock),
            trump_card=self.trump_card, trump_owner=self.trump_owner if self.phase == "one" else None,
            trump=self.trump if self.trump_card is not None or self.phase != "one" else None,
            trick=tuple(self.trick), contenders=tuple(self.contenders),
            round_plays=tuple(self.round_cards.items()), tie_break=not self.first_round,
            leader=self.leader, won=tuple(tuple(w) for w in self.won),
            won_sizes=tuple(len(w) + n for w, n in zip(self.won, shares, strict=True)),
            splits=tuple((s.seats, s.pool) for s in self.splits), last_winner=self.last_winner,
            plays=tuple((p.seat, tuple(p.cards), p.size) for p in self.ptrick), trick_size=self.trick_size,
            in_game=tuple(self.in_game), out_order=tuple(self.out_order), discard_size=len(self.discard),
            known=tuple(tuple(self.hands[s]) if s == seat else self.known_cards(s) for s in range(self.players)),
            losers=self.losers,
        )
