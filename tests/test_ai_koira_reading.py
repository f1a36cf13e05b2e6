"""Koira's reading (game/ai/games/koira/evidence.py): worlds lean the way the opponents' decisions point, honestly.

Phase one: a seat that turned up the stock's top card holds high cards; one that laid a low card holds nothing
lower.  Phase two: a seat that took the lowest play back holds no face-down share card that beat.  Every check
is statistical over many draws from fixed seeds, so it is exact and repeatable; none reads a clock.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator

from game.ai import Budget, InferenceSampler, make_bot, reading_for
from game.ai.belief import BeliefSampler
from game.ai.games.koira.evidence import READING, koira_evidence, koira_shown
from game.engine import ActionKind, Card, HandState, load_rules, new_hand, new_match
from game.engine.hidden import hand_location
from game.engine.koira import KoiraHand, KoiraView
from game.engine.koira.moves import beats

DRAWS = 300
RANKS = "23456789TJQKA"

Sampler = Callable[[KoiraView, random.Random], HandState]


def plain(view: KoiraView, rng: random.Random) -> HandState:
    return view.determinize(rng)


def mean(view: KoiraView, sampler: Sampler, measure: Callable[[KoiraHand], float], seed: int = 3) -> float:
    rng = random.Random(seed)
    total = 0.0
    for _ in range(DRAWS):
        world = sampler(view, rng)
        assert isinstance(world, KoiraHand)
        total += measure(world)
    return total / DRAWS


def opening(*moves: str) -> KoiraHand:
    """Four players, seat 0 leads; the stock is the rest of the deck, shuffled."""
    state = new_hand("koira", None, players=4, dealer=3, seed=11,
                     hands=["2C 5D 8S", "QS KH AD", "3C 9S JH", "4D 6H TC"])
    assert isinstance(state, KoiraHand)
    for move in moves:
        state.apply(state.parse_action(move))
    return state


def counting(seat: int, ranks: str) -> Callable[[KoiraHand], float]:
    def measure(world: KoiraHand) -> float:
        return sum(1 for c in world.hands[seat] if c.rank in ranks)
    return measure


def test_koira_names_its_reading() -> None:
    assert reading_for(load_rules("koira").engine) is READING


def test_nothing_is_read_before_an_opponent_decides() -> None:
    view = opening().view(0)
    assert not koira_shown(view)
    sampler = InferenceSampler()
    sampler(view, random.Random(1))
    assert sampler.evidence is None


def test_a_seat_that_turned_up_the_stock_holds_high_cards() -> None:
    """Seat 1 turned up rather than lay a card: the rule bot does that only with queens or better in hand."""
    view = opening("play 2C", "turnup").view(2)
    assert koira_shown(view)
    high = counting(1, "QKA")
    even = mean(view, plain, high)
    for sampler in (BeliefSampler(), InferenceSampler()):
        assert mean(view, sampler, high) > even + 1.0, (sampler, even)


def test_a_seat_that_laid_low_holds_nothing_lower() -> None:
    """Seat 1 laid its five (in this deal: QS 5H KD): its other two cards are likelier above five than not."""
    state = new_hand("koira", None, players=4, dealer=3, seed=11,
                     hands=["2C 5D 8S", "QS 5H KD", "3C 9S JH", "4D 6H TC"])
    state.apply(state.parse_action("play 2C"))
    state.apply(state.parse_action("play 5H"))
    view = state.view(2)
    low = counting(1, "234")
    even = mean(view, plain, low)
    for sampler in (BeliefSampler(), InferenceSampler()):
        assert mean(view, sampler, low) < even * 0.5, (sampler, even)


def test_the_weight_is_finite_for_every_world_in_both_phases() -> None:
    state = new_match(load_rules("koira"), None, 4, seed=5).state
    bots, rng = [make_bot("rule", state.rules) for _ in range(4)], random.Random(2)
    seen: dict[str, int] = {}
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        if koira_shown(view):
            seen[view.phase] = seen.get(view.phase, 0) + 1
            for world in [state, *(view.determinize(rng) for _ in range(5))]:
                assert math.isfinite(koira_evidence(view, world))
        state.apply(bots[seat].choose(view, rng))
    assert seen.get("one", 0) > 10 and seen.get("two", 0) > 5, seen


def drew_over_a_share() -> Iterator[tuple[KoiraView, int, list[Card]]]:
    """Rule-bot games' phase-two positions where an opponent of seat 0's took the lowest play back while a
    face-down share card it may hold, as seat 0 sees it, beat the top play: seat 0's view just after, the
    seat, and those cards."""
    rules = load_rules("koira")
    for seed in range(1, 60):
        state = new_match(rules, None, 4, seed).state
        assert isinstance(state, KoiraHand)
        bots, rng = [make_bot("rule", rules) for _ in range(4)], random.Random(seed)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            action = bots[seat].choose(state.view(seat), rng)
            if state.phase == "two" and seat != 0 and action.kind == ActionKind.DRAW:
                top, hidden, place = state.ptrick[-1], state.view(0).hidden, hand_location(seat)
                known = {c for cards in hidden.known.values() for c in cards}
                beating = [c for c in hidden.unseen if c not in known and beats([c], top, state.trump, state.order)
                           and c not in hidden.excluded.get(place, ())]
                if beating and hidden.sizes[place] > len(hidden.known.get(place, ())):
                    state.apply(action)
                    yield state.view(0), seat, beating
                    break
            state.apply(action)


def test_a_seat_that_drew_holds_no_share_card_that_beat() -> None:
    found = 0
    for view, seat, beating in drew_over_a_share():
        def held(world: KoiraHand) -> float:
            return sum(1 for c in world.hands[seat] if c in beating)  # noqa: B023 (used at once)
        even = mean(view, plain, held)
        if even < 0.2:
            continue
        for sampler in (BeliefSampler(), InferenceSampler()):
            assert mean(view, sampler, held) < even * 0.6, (sampler, even)
        found += 1
        if found == 2:
            return
    assert found, "no rule-bot game drew over a share card"


def test_the_same_view_and_seed_give_the_same_worlds_whatever_the_hidden_cards() -> None:
    """Scrambling the true deal behind a view (hands, stock and shares) changes nothing the samplers return."""
    rules = load_rules("koira")
    for steps in (20, 70):
        state = new_match(rules, None, 4, seed=1).state
        bots, rng = [make_bot("rule", rules) for _ in range(4)], random.Random(1)
        while len(state.log) < steps or state.current_player != 0:
            seat = state.current_player
            assert seat is not None
            state.apply(bots[seat].choose(state.view(seat), rng))
        scrambled = state.determinize(0, random.Random(77))
        assert [list(h) for h in scrambled.hands] != [list(h) for h in state.hands]  # type: ignore[attr-defined]
        assert koira_shown(state.view(0))

        def hands(view: KoiraView, sampler: Sampler) -> list[str]:
            pick = random.Random(9)
            return [" ".join(map(str, sampler(view, pick).hands[1])) for _ in range(30)]  # type: ignore[attr-defined]
        for make in (BeliefSampler, InferenceSampler):
            mine, theirs = state.view(0), scrambled.view(0)
            assert isinstance(mine, KoiraView) and isinstance(theirs, KoiraView)
            assert hands(mine, make()) == hands(theirs, make())


def test_expert_reads_koira_plays_legal_moves_and_repeats_itself_for_a_seed() -> None:
    """Across both phases, Expert's search over read worlds picks a legal move, the same one again for a seed."""
    rules = load_rules("koira")
    expert = make_bot("expert", rules)
    state = new_match(rules, None, 4, seed=3).state
    bots, rng = [make_bot("rule", rules) for _ in range(4)], random.Random(3)
    asked: set[str] = set()
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        if len(state.log) % 9 == 4 and koira_shown(view):
            first = expert.choose(view, random.Random(len(state.log)), Budget(iterations=12))
            again = expert.choose(view, random.Random(len(state.log)), Budget(iterations=12))
            assert first == again and first in view.legal_actions
            asked.add(view.phase)
        state.apply(bots[seat].choose(view, rng))
    assert asked == {"one", "two"}
