"""Checks every game's hands must pass at any moment; shared by the playout tests.

They are the promises the table and the bots rely on: cards never appear or
vanish, there is always something to do until the hand ends, every offered
action is accepted and anything else is refused with a reason, clones are
independent, views hide what they should and determinized worlds agree with
the view they came from.
"""

from __future__ import annotations

import random
from collections import Counter

from game.engine import Action, HandState, IllegalActionError, Match
from game.engine.cards import Card
from game.engine.core import hand_location


def deck_counts(state: HandState) -> Counter[Card]:
    options = state.options
    without = ("JK",) if options.get("jokers") == 0 else ()
    return Counter(state.rules.deck.cards(without=without))


def play_at_random(state: HandState, rng: random.Random) -> None:
    """Play the hand to its end with uniformly random legal actions: the bluntest way to reach every corner."""
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))


def check_conserved(state: HandState) -> None:
    assert Counter(state.all_cards()) == deck_counts(state), "cards appeared or vanished"  # type: ignore[attr-defined]


def snapshot(state: HandState) -> tuple[object, ...]:
    """Enough of a state to notice any change: its log, hands, current player and cards."""
    return (
        [str(a) for a in state.log], state.current_player,
        sorted((str(c), n) for c, n in state.all_cards().items()),  # type: ignore[attr-defined]
        [sorted(map(str, state.view(s).hand)) for s in range(state.players)],
    )


def listed_as(state: HandState, action: Action) -> Action:
    """The listed action ``action`` stands for.

    A game whose legal actions list one representative per distinct move (Lo-Hi
    offers one choice of suits for each set or run, since suits never matter)
    says which with an ``offered(action)`` method; for every other game an
    action stands only for itself.
    """
    offered = getattr(state, "offered", None)
    found = offered(action) if offered is not None else None
    return found if isinstance(found, Action) else action


TRIES = (Action("play", (Card.of("2C"),)), Action("bid", args=(99,)), Action("dance"),
         Action("play", (Card.of("AS"), Card.of("KS"))), Action("discard", (Card.of("QC"), Card.of("JD"))))


def unlikely_actions(state: HandState) -> list[Action]:
    """Actions a confused player might try; each must be refused with a reason if not legal."""
    legal = set(state.legal_actions())
    return [a for a in TRIES if listed_as(state, a) not in legal]


def check_equivalents(state: HandState) -> None:
    """A try that stands for a listed action (another choice of equal cards) is accepted."""
    legal = set(state.legal_actions())
    for action in TRIES:
        if action not in legal and listed_as(state, action) in legal:
            assert state.can(action), f"{action} stands for a listed action yet is refused"


def check_refusals(state: HandState) -> None:
    before = snapshot(state)
    for action in unlikely_actions(state):
        reason = state.why_not(action)
        assert reason, f"{action} should be refused with a reason"
        assert not state.can(action)
        try:
            state.apply(action)
        except IllegalActionError as error:
            assert error.reason == reason
        else:
            raise AssertionError(f"{action} was applied though illegal")
    assert snapshot(state) == before, "a refused action changed the state"


def check_parse_round_trip(state: HandState) -> None:
    for action in state.legal_actions():
        assert state.parse_action(str(action)) == action


def check_clone(state: HandState, rng: random.Random) -> None:
    before = snapshot(state)
    twin = state.clone()
    assert snapshot(twin) == before
    play_at_random(twin, rng)
    assert snapshot(state) == before, "playing a clone changed the original"


STATIC = ("rules", "options", "world", "hidden", "table")
"""Fields holding rule data (every card of the deck), not the position: skipped by the leak check."""


def deep_cards(value: object, seen: set[int] | None = None) -> set[Card]:
    """Every card reachable from ``value`` through containers and object fields."""
    seen = set() if seen is None else seen
    if isinstance(value, Card):
        return {value}
    if id(value) in seen or isinstance(value, (str, int, float, bool, type(None), random.Random)):
        return set()
    seen.add(id(value))
    if isinstance(value, dict):
        items: list[object] = [*value.keys(), *value.values()]
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
    elif hasattr(value, "__dict__") or hasattr(value, "__slots__"):
        names = list(getattr(value, "__dict__", {})) or [n for k in type(value).__mro__
                                                        for n in getattr(k, "__slots__", ())]
        items = [getattr(value, n, None) for n in names if n not in STATIC]
    else:
        return set()
    found: set[Card] = set()
    for item in items:
        found |= deep_cards(item, seen)
    return found


def check_no_leak(state: HandState, seat: int) -> None:
    """A view's world holds no hidden card that the seat could not see anyway."""
    view = state.view(seat)
    visible = deep_cards(view) | {c for cards in view.hidden.known.values() for c in cards}
    visible |= deep_cards(view.world.log)  # the history as the engine shows it to this seat
    secret = set(view.hidden.unseen) - visible
    leaked = deep_cards(view.world) & secret
    assert not leaked, f"seat {seat}'s view world holds hidden cards {sorted(map(str, leaked))}"


def check_view(state: HandState, seat: int) -> None:
    check_no_leak(state, seat)
    view = state.view(seat)
    world = view.world
    assert sorted(map(str, view.hand)) == sorted(map(str, state.view(seat).hand))
    for location, size in view.hidden.sizes.items():
        assert size >= 0
        if location.startswith("hand"):
            assert view.hand_sizes[int(location[4:])] == size
            assert not world.hands[int(location[4:])], "a view's world holds another seat's cards"
    assert hand_location(seat) not in view.hidden.sizes
    unseen = [str(c) for c in view.hidden.unseen]
    assert unseen == sorted(unseen), "the unseen cards' order would tell where they lie"
    if view.current_player != seat:
        assert view.legal_actions == ()


def check_determinize(state: HandState, seat: int, rng: random.Random) -> None:
    view = state.view(seat)
    world = view.determinize(rng)
    check_conserved(world)
    world_view = world.view(seat)
    assert sorted(map(str, world_view.hand)) == sorted(map(str, view.hand))
    assert world_view.hand_sizes == view.hand_sizes
    assert world.current_player == view.current_player or view.current_player != seat
    hands = world.hands
    for location, banned in view.hidden.excluded.items():
        if location.startswith("hand"):
            assert not banned & set(state.hands[int(location[4:])]), "the view rules out a card the seat holds"
            assert not banned & set(hands[int(location[4:])]), "a sampled hand breaks a shown void"
    for location, known in view.hidden.known.items():
        if location.startswith("hand"):
            held = Counter(hands[int(location[4:])])
            assert not Counter(known) - held, "a card the seat knows about moved"
    if seat == view.current_player:
        assert [str(a) for a in world.legal_actions()] == [str(a) for a in view.legal_actions]


def pick(actions: list[Action], rng: random.Random) -> Action:
    """A random legal action, leaning towards laying cards over drawing or picking up (3 in 4).

    The games list their card-less choice ("draw", "pickup", "turnup", "pass") after the plays.

    Purely uniform players in the shedding games (Koira, Lo-Hi) mostly draw, so a
    game runs a thousand moves; leaning towards plays keeps every kind of move in
    the sample while the 2,000 games per case fit the test budget.
    """
    if len(actions) > 1 and not actions[-1].cards and actions[0].cards and rng.random() < 0.75:
        return rng.choice([a for a in actions if a.cards])
    return rng.choice(actions)


def play_checked(match: Match, rng: random.Random, deep: bool) -> int:
    """Play the match's current hand to its end with random legal actions, checking as we go; the moves made."""
    state = match.state
    check_conserved(state)
    probe = rng.randrange(40) if deep else -1
    step = 0
    while not state.is_over():
        actions = state.legal_actions()
        assert actions, "no legal action while the hand is not over"
        if step == probe:
            check_refusals(state)
            check_equivalents(state)
            check_parse_round_trip(state)
            check_clone(state, random.Random(step))
            for seat in range(state.players):
                check_view(state, seat)
                check_determinize(state, seat, rng)
        state.apply(pick(actions, rng))
        step += 1
    check_conserved(state)
    assert state.legal_actions() == []
    assert len(state.hand_scores()) == state.players
    return step
