"""Laus: the RULINGS §3 scenarios LAUS-T1..T6, the rule units, and random-playout invariants."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from game.engine import (
    Action,
    HandState,
    IllegalActionError,
    RuleFileError,
    load_rules,
    new_hand,
    new_match,
    parse_cards,
)
from game.engine.core import CardDealt
from game.engine.laus import LausHand, SkatDealt, SkatLooked
from game.engine.rules import parse_rules

from .invariants import (
    check_clone,
    check_conserved,
    check_determinize,
    check_parse_round_trip,
    check_refusals,
    play_at_random,
)

RULES = load_rules("laus")
RULE_TEXT = (Path(__file__).resolve().parent.parent / "rules" / "laus.yaml").read_text(encoding="utf-8")

# A three-player deal (dealer 2, so seat 0 decides first) with QH and JD in seat 0's hand.
HANDS_3P = [
    "7S 8S 9S QH JD AS TS KS 7H 8H",
    "9H TH KH AH JH QS KD AD TD 9D",
    "8D 7D QD JS JC QC 7C 8C 9C TC",
]
SKAT_3P = "KC AC"


def texts(cards: Sequence[object]) -> list[str]:
    return [str(c) for c in cards]


def laus(state: HandState) -> LausHand:
    assert isinstance(state, LausHand)
    return state


def play_all(state: HandState, *actions: str) -> None:
    for text in actions:
        state.apply(state.parse_action(text))


def snapshot(state: LausHand) -> tuple[object, ...]:
    return (texts(state.log), state.current_player, [texts(h) for h in state.hands], texts(state.skat),
            str(state.phase), state.passes, list(state.skat_turns))


def skat_hand(dealer: int = 2) -> LausHand:
    return laus(new_hand(RULES, players=3, dealer=dealer, hands=HANDS_3P, stack=SKAT_3P))


def before_last_trick(won: dict[int, str], last: Sequence[str], *, players: int = 3, sink: int = 1,
                      skat: str = "9D 7C", passed: Sequence[int] = (), leader: int = 1,
                      dealer: int | None = None) -> LausHand:
    """A position before the last trick: the ``won`` piles as given, every other card won by ``sink``."""
    piles = [parse_cards(won.get(seat, "")) for seat in range(players)]
    used = {c for pile in piles for c in pile} | set(parse_cards(" ".join(last))) | set(parse_cards(skat))
    piles[sink] += [c for c in RULES.deck.cards() if c not in used]
    return laus(new_hand(RULES, players=players, dealer=players - 1 if dealer is None else dealer,
                         hands=list(last), stack=parse_cards(skat), won=piles, passed=passed, leader=leader))


# --------------------------------------------------------------------------- the rule file


def test_rule_file_loads_with_options_and_variants() -> None:
    assert (RULES.players_min, RULES.players_max, RULES.players_default) == (3, 4, 3)
    assert set(RULES.variants) == {"standard", "short"} and RULES.default_variant == "standard"
    assert RULES.resolve("standard")[1] == {"target": 1500, "multiplier_stacking": "multiplicative",
                                            "loser_tie_break": "co_losers"}
    assert RULES.resolve("short")[1]["target"] == 500
    assert all(spec.describe for spec in RULES.options.values())


def test_laus_t2_the_pack_is_worth_120() -> None:
    cards = RULES.deck.cards()
    assert len(cards) == 32
    assert sum(RULES.deck.points_of(c) for c in cards) == 120


@pytest.mark.parametrize(("old", "new", "where"), [
    ("4: {cards: 8, skat: 0", "4: {cards: 7, skat: 0", "deal.hands.4"),
    ("3: {cards: 10, skat: 2, batches: [3, skat, 4, 3]}", "3: {cards: 10, skat: 2, batches: [3, 4, 3]}",
     "deal.hands.3.batches"),
    ("3: {cards: 10, skat: 2, batches: [3, skat, 4, 3]}", "3: {cards: 10, skat: 2, batches: [3, skat, 4, 4]}",
     "deal.hands.3.batches"),
    ("  slam_points: 120", "  slam_points: 120\n  slam_bonus: 5", "play.slam_bonus"),
    ("bonus_cancel: QD", "bonus_cancel: 5D", "play.bonus_cancel"),
    ("plain_order: [A, T, K, Q, 9, 8, 7]", "plain_order: [A, T, K, Q, 9, 8]", "play.plain_order"),
    ("    3: {cards: 10", "    5: {cards: 6, skat: 2}\n    3: {cards: 10", "deal.hands.5"),
    ("skat_forbidden: [Q, J]", "skat_forbidden: [Q, J, K, A, T]", "deal.hands.3"),
])
def test_rule_file_problems_are_reported(old: str, new: str, where: str) -> None:
    assert old in RULE_TEXT
    with pytest.raises(RuleFileError) as caught:
        parse_rules(RULE_TEXT.replace(old, new, 1), "laus.yaml")
    assert any(p.path == where for p in caught.value.problems), caught.value.problems


def test_rule_file_must_define_the_options_the_engine_reads() -> None:
    text = RULE_TEXT.replace("  target:\n", "  losing_total:\n").replace("    options: {target: 500}\n", "")
    with pytest.raises(RuleFileError, match="Laus needs the option 'target'"):
        parse_rules(text, "laus.yaml")


# --------------------------------------------------------------------------- LAUS-T1: queens


@pytest.mark.parametrize(("queens", "expected"), [
    ("QH QS 7S", 306), ("QH QS QD", 9), ("QC QD 7S", 6), ("QC 7S 8S", 303),
])
def test_laus_t1_queen_bonuses(queens: str, expected: int) -> None:
    state = before_last_trick({0: queens, 2: "7D 8D 8C"}, ["9H", "AH", "8H"])
    play_all(state, "play AH", "play 8H", "play 9H")
    assert state.is_over()
    assert state.hand_scores()[0] == expected
    assert state.tricks_won == [1, 8, 1]


def test_queen_bonus_detail_says_what_cancelled_it() -> None:
    state = before_last_trick({0: "QH QS QD", 2: "7D 8D 8C"}, ["9H", "AH", "8H"])
    play_all(state, "play AH", "play 8H", "play 9H")
    assert state.score_details[0] == "took 1 trick: 9 card points, QS 200 + QH 100 cancelled by QD = 9"


def test_skat_with_queens_counts_for_the_last_trick_winner_after_three_passes() -> None:
    state = before_last_trick({0: "7S 8S 9S", 2: "7D 8D 8C"}, ["AH", "7H", "8H"], skat="QC 7C",
                              passed=(0, 1, 2))
    play_all(state, "play 7H", "play 8H", "play AH")
    assert texts(state.won[0][-2:]) == ["QC", "7C"]
    assert state.hand_scores()[0] == (11 + 3 + 300) * 8
    assert "and the skat" in state.score_details[0]


# --------------------------------------------------------------------------- LAUS-T3: doublings


def test_laus_t3_two_passes_and_a_player_without_tricks() -> None:
    state = before_last_trick({0: "AS TS KS 7S 8S 9S 7H 8H 9H"}, ["7D", "AD", "8D"], passed=(1, 2))
    play_all(state, "play AD", "play 8D", "play 7D")
    assert state.hand_scores() == (200, 95 * 8, 0)
    assert state.score_details[0] == "took 3 tricks: 25 card points, ×8 (2 passes, 1 player without a trick) = 200"


def test_laus_t3_four_players_two_without_tricks() -> None:
    state = before_last_trick({0: "AS TS KS AH KH 7S 8S 9S"}, ["7D", "AD", "8D", "9D"], players=4, skat="")
    play_all(state, "play AD", "play 8D", "play 9D", "play 7D")
    assert state.hand_scores() == (160, 80 * 4, 0, 0)


def test_passes_alone_double() -> None:
    state = before_last_trick({0: "AS 7S 8S", 2: "7D 8D 8C"}, ["9H", "AH", "8H"], passed=(2,))
    play_all(state, "play AH", "play 8H", "play 9H")
    assert state.hand_scores()[0] == 11 * 2


def test_a_player_without_tricks_alone_doubles() -> None:
    state = before_last_trick({0: "AS 7S 8S 9S", 2: "7H 8H 9H 7C"}, ["7D", "AD", "8D", "9D"], players=4,
                              skat="")
    play_all(state, "play AD", "play 8D", "play 9D", "play 7D")
    assert state.hand_scores()[0] == 11 * 2
    assert state.hand_scores()[3] == 0


# --------------------------------------------------------------------------- slams (C5, LAUS-T2)


@pytest.mark.parametrize(("passed", "skat", "expected"), [
    ((), "9D 7C", -120), ((1, 2), "9D 7C", -480), ((0, 1, 2), "QC JD", -960),
])
def test_slam_scores_minus_120_doubled_only_by_passes(passed: tuple[int, ...], skat: str, expected: int) -> None:
    state = before_last_trick({}, ["7H", "AH", "8H"], skat=skat, passed=passed)
    play_all(state, "play AH", "play 8H", "play 7H")
    assert state.hand_scores() == (0, expected, 0)
    assert state.score_details[1].startswith("took every trick: -120")


def test_four_player_slam_is_not_doubled_by_three_players_on_zero() -> None:
    state = before_last_trick({}, ["7H", "AH", "8H", "9H"], players=4, skat="")
    play_all(state, "play AH", "play 8H", "play 9H", "play 7H")
    assert state.hand_scores() == (0, -120, 0, 0)


# --------------------------------------------------------------------------- LAUS-T4: the skat


def test_laus_t4_skat_exchange_legality() -> None:
    state = skat_hand()
    assert state.current_player == 0
    assert texts(state.legal_actions()) == ["look", "pass"]
    events = state.apply(state.parse_action("look"))
    assert events == [SkatLooked(0, tuple(parse_cards("KC AC")))]
    assert len(state.hands[0]) == 12 and state.skat == []
    for bad in ("discard QH 7S", "discard JD 7S"):
        assert state.why_not(Action.parse(bad)) == "queens and jacks may not go to the skat"
        with pytest.raises(IllegalActionError, match="queens and jacks may not go to the skat"):
            state.parse_action(bad)
    state.apply(state.parse_action("discard 7S 8S"))
    assert len(state.hands[0]) == 10 and texts(state.skat) == ["7S", "8S"]
    assert state.current_player == 1


def test_the_skat_cards_just_taken_may_go_straight_back_in_either_order() -> None:
    state = skat_hand()
    play_all(state, "look")
    assert "discard KC AC" in texts(state.legal_actions())
    assert str(state.parse_action("discard AC KC")) == "discard KC AC"
    state.apply(Action.parse("discard AC KC"))
    assert texts(state.skat) == ["KC", "AC"]


def test_discard_choices_are_every_pair_of_allowed_cards() -> None:
    state = skat_hand()
    play_all(state, "look")
    actions = state.legal_actions()
    assert len(actions) == len(set(actions)) == 45  # ten allowed cards of twelve (QH and JD barred)
    assert all(a.kind == "discard" and len(a.cards) == 2 for a in actions)
    assert not any(c.rank in "QJ" for a in actions for c in a.cards)


def test_skat_order_and_passing() -> None:
    state = skat_hand(dealer=0)
    assert state.current_player == 1
    play_all(state, "pass", "look", "discard 7C 9C", "pass")
    assert state.passes == 2
    assert str(state.phase) == "play" and state.current_player == 1
    view = state.view(1)
    assert (view.looked, view.passed, view.passes) == ((2,), (1, 0), 2)


def test_skat_decision_words_are_checked() -> None:
    state = skat_hand()
    assert "'look'" in (state.why_not(Action.parse("play 7S")) or "")
    play_all(state, "look")
    assert "two cards" in (state.why_not(Action.parse("discard 7S")) or "")
    assert state.why_not(Action.parse("discard 7S 7S")) == "you hold only one seven of spades"
    assert state.why_not(Action.parse("discard 7S 9D")) == "you do not hold the nine of diamonds"
    assert "two cards" in (state.why_not(Action.parse("pass")) or "")


# --------------------------------------------------------------------------- LAUS-T5: following


FOLLOW_JACK = ["JH AS TS KS QS 9S 8S 7S", "JC AH AD TD KD QD 9D 8D", "JS JD TH KH QH 9H 8H 7H",
               "AC TC KC QC 9C 8C 7C 7D"]
FOLLOW_HEART = ["AH AS TS KS QS 9S 8S 7S", "JH 7H AD TD KD QD 9D 8D", "JS JD TH KH QH 9H 8H JC",
                "AC TC KC QC 9C 8C 7C 7D"]


def test_laus_t5_a_jack_lead_is_followed_by_jacks_only() -> None:
    state = laus(new_hand(RULES, players=4, dealer=3, hands=FOLLOW_JACK))
    play_all(state, "play JH")
    assert texts(state.legal_actions()) == ["play JC"]
    assert state.why_not(Action.parse("play AH")) == "a jack was led: you must play a jack, and you hold one"
    play_all(state, "play JC")
    assert sorted(texts(state.legal_actions())) == ["play JD", "play JS"]
    play_all(state, "play JS", "play 7D")
    assert state.tricks[-1].winner == 1
    assert state.view(0).voids[3] == frozenset({"J"})


def test_laus_t5_a_jack_does_not_follow_its_printed_suit() -> None:
    state = laus(new_hand(RULES, players=4, dealer=3, hands=FOLLOW_HEART))
    play_all(state, "play AH")
    assert texts(state.legal_actions()) == ["play 7H"]
    reason = state.why_not(Action.parse("play JH")) or ""
    assert reason.startswith("you must follow hearts") and "trump" in reason
    play_all(state, "play 7H")
    assert "play JS" not in texts(state.legal_actions())
    play_all(state, "play 8H", "play 7D")
    assert state.tricks[-1].winner == 0
    play_all(state, "play AS", "play JH", "play JS", "play AC")
    assert state.tricks[-1].winner == 2, "the higher jack wins over the led suit and the lower jack"
    assert state.current_player == 2


# --------------------------------------------------------------------------- LAUS-T6: the end


def test_laus_t6_the_player_past_the_target_loses() -> None:
    match = new_match(RULES, players=3, seed=1)
    result = match._result((1520, 1490, 1610))
    assert result.losers == (2,) and result.winners == ()
    assert result.standings == (1, 0, 2)


def test_equal_highest_totals_are_co_losers() -> None:
    match = new_match(RULES, players=4, seed=1)
    assert match._over((1600, 1200, 1600, 1499))
    assert not match._over((1499, 1200, 0, -480))
    assert match._result((1600, 1200, 1600, 1499)).losers == (0, 2)
    assert match._result((1600, 1200, 1600, 1499)).standings == (1, 3, 0, 2)


@pytest.mark.parametrize("players", [3, 4])
def test_a_match_runs_until_someone_reaches_the_target(players: int) -> None:
    match = new_match(RULES, variant={"target": 300}, players=players, seed=11)
    rng = random.Random(5)
    while True:
        play_at_random(match.state, rng)
        if match.is_over():
            break
        match.next_hand()
    totals = match.totals
    result = match.result()
    assert max(totals) >= 300
    assert result.losers == tuple(s for s, t in enumerate(totals) if t == max(totals))
    assert [totals[s] for s in result.standings] == sorted(totals)
    assert len(match.history) + 1 == match.hand_number


def test_the_deal_follows_the_batches_from_the_dealers_left() -> None:
    state = skat_hand(dealer=1)
    events = state.opening_events()
    marks = ["skat" if isinstance(e, SkatDealt) else e.seat for e in events if isinstance(e, (SkatDealt, CardDealt))]
    assert len(events) == len(marks) == 31
    assert marks[:10] == [2, 2, 2, 0, 0, 0, 1, 1, 1, "skat"]
    assert marks[10:14] == [2, 2, 2, 2] and marks[-3:] == [1, 1, 1]
    four = laus(new_hand(RULES, players=4, dealer=1, seed=4))
    assert four.current_player == 2 and four.skat == [] and [len(h) for h in four.hands] == [8] * 4
    assert len(four.opening_events()) == 32


def test_a_random_deal_can_be_given_its_skat() -> None:
    state = laus(new_hand(RULES, players=3, dealer=0, seed=9, stack="QC JD"))
    assert texts(state.skat) == ["QC", "JD"]
    assert all(len(h) == 10 for h in state.hands)
    assert not {c for h in state.hands for c in h} & set(state.skat)


def test_first_dealer_is_random_and_the_deal_passes_left() -> None:
    dealers = {new_match(RULES, players=3, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2}
    match = new_match(RULES, players=3, seed=3)
    assert match.state.current_player == (match.dealer + 1) % 3


# --------------------------------------------------------------------------- illegal actions


@pytest.mark.parametrize(("setup", "attempt"), [
    ((), "play 7S"), ((), "discard 7S 8S"), (("look",), "look"), (("look",), "discard QH JD"),
    (("look",), "play 7S"), (("look", "discard 7S 8S", "pass", "pass"), "play 9H"),
    (("look", "discard 7S 8S", "pass", "pass"), "pass"), (("pass", "pass", "pass"), "play KC"),
])
def test_illegal_actions_raise_with_a_reason_and_change_nothing(setup: tuple[str, ...], attempt: str) -> None:
    state = skat_hand()
    play_all(state, *setup)
    before = snapshot(state)
    reason = state.why_not(Action.parse(attempt))
    assert reason
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Action.parse(attempt))
    assert caught.value.reason == reason
    with pytest.raises(IllegalActionError):
        state.parse_action(attempt)
    assert snapshot(state) == before


def test_nothing_is_legal_once_the_hand_is_over() -> None:
    state = before_last_trick({}, ["7H", "AH", "8H"])
    play_all(state, "play AH", "play 8H", "play 7H")
    assert state.legal_actions() == [] and state.current_player is None
    assert state.why_not(Action.parse("play AH")) == "the hand is over"


def test_every_legal_action_text_parses_back() -> None:
    state = skat_hand()
    rng = random.Random(2)
    while not state.is_over():
        for action in state.legal_actions():
            assert state.parse_action(str(action)) == action
        state.apply(rng.choice(state.legal_actions()))


# --------------------------------------------------------------------------- what a seat knows


def test_a_looker_knows_the_skat_until_someone_looks_after_it() -> None:
    state = skat_hand()
    play_all(state, "look", "discard 7S 8S")
    assert dict(state.view(0).hidden.known) == {"skat": tuple(parse_cards("7S 8S"))}
    assert state.view(0).discarded == tuple(parse_cards("7S 8S"))
    assert not state.view(1).hidden.known
    play_all(state, "look")
    hidden = state.view(0).hidden
    assert not hidden.known
    assert set(parse_cards("7S 8S")) <= hidden.excluded["hand2"]
    assert "hand1" not in hidden.excluded
    world = laus(state.determinize(0, random.Random(1)))
    assert set(parse_cards("7S 8S")) <= set(world.hands[1])


def test_after_a_look_no_queen_or_jack_is_sampled_into_the_skat() -> None:
    state = skat_hand()
    play_all(state, "look", "discard 7S 8S", "pass", "pass")
    banned = state.view(1).hidden.excluded["skat"]
    assert {str(c) for c in banned} == {r + s for r in "QJ" for s in "SHDC"}
    for seed in range(20):
        world = laus(state.determinize(2, random.Random(seed)))
        assert not any(c.rank in "QJ" for c in world.skat)


def test_a_view_leaks_no_discard_through_its_world() -> None:
    state = skat_hand()
    play_all(state, "look", "discard 7S 8S")
    world = laus(state.view(1).world)
    assert world.skat == [] and world.hands[0] == []
    assert "discard 7S 8S" not in texts(world.log)
    assert all(not t.discarded for t in world.skat_turns)
    assert "discard 7S 8S" in texts(state.view(0).world.log)


def test_views_show_sizes_but_not_cards_mid_discard() -> None:
    state = skat_hand()
    play_all(state, "look")
    view = state.view(1)
    assert view.hand_sizes == (12, 10, 10) and view.skat_size == 0
    assert view.legal_actions == ()
    world = laus(view.determinize(random.Random(3)))
    assert [len(h) for h in world.hands] == [12, 10, 10]


# --------------------------------------------------------------------------- random playouts


def check_laus_view(state: LausHand, seat: int, rng: random.Random) -> None:
    """The skat stays hidden unless known; determinized worlds keep the seat's knowledge."""
    view = state.view(seat)
    hidden = laus(view.world)
    assert hidden.skat == []
    assert all(not hand for other, hand in enumerate(hidden.hands) if other != seat)
    assert list(view.hand) == state.hands[seat]
    world = laus(view.determinize(rng))
    assert world.hands[seat] == list(view.hand)
    assert [len(h) for h in world.hands] == list(view.hand_sizes)
    assert len(world.skat) == len(state.skat)
    assert not Counter(view.hidden.known.get("skat", ())) - Counter(world.skat)
    assert not set(view.hidden.excluded.get("skat", ())) & set(world.skat)
    for other, suits in enumerate(view.voids):
        assert not any(world.suit_of(c) in suits for c in world.hands[other])
    for location, banned in view.hidden.excluded.items():
        if location.startswith("hand"):
            assert not banned & set(world.hands[int(location[4:])])


def check_every_action_applies(state: HandState) -> None:
    for action in state.legal_actions():
        state.clone().apply(action)


def playout(players: int, seed: int, deep: bool) -> None:
    match = new_match(RULES, players=players, seed=seed)
    state = laus(match.state)
    rng = random.Random(seed)
    check_conserved(state)
    probe = rng.randrange(3 * 12 if players == 3 else 4 * 8)
    step = 0
    while not state.is_over():
        actions = state.legal_actions()
        assert actions, "no legal action while the hand is not over"
        if step == probe:
            check_conserved(state)
            check_every_action_applies(state)
            check_clone(state, random.Random(seed))
            seat = rng.randrange(players)
            check_laus_view(state, seat, rng)
            check_determinize(state, seat, rng)
            if deep:
                check_refusals(state)
                check_parse_round_trip(state)
        state.apply(rng.choice(actions))
        step += 1
    check_conserved(state)
    assert state.legal_actions() == [] and len(state.hand_scores()) == players


@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts(players: int) -> None:
    for seed in range(2000):
        playout(players, seed, deep=seed % 10 == 0)
