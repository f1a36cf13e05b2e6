"""A game where fewer is better: misère Whist (``tests/whist/misere.py``) is searched the right way round.

Its spec says ``better="lower"`` and names no scoring, so the registry's generic
scoring must read its hand scores low-is-good.  The proof is a seeded bot-strength
check, not a timed one: Medium's side takes fewer tricks than the random seats
opposite on the same deals, and with the generic scoring the wrong way round
(what every such game got before the spec said which way its scores run) it takes
more.
"""

from __future__ import annotations

import random

from game.ai import make_bot
from game.ai.goals import GENERIC_LOWER as AIM_LOWER
from game.ai.goals import aim_for
from game.ai.levels import SearchBot
from game.ai.rewards import GENERIC, GENERIC_LOWER, Scoring, scoring_for
from game.engine import load_rules, new_match
from game.games import check, spec_for
from lab.measures import measure_for
from tests.whist.misere import SPEC, MisereHand

from .invariants import play_checked

RULES = load_rules("misere_whist")
DEALS = range(4)
"""Seeded single deals: Medium's side takes 19 tricks on these (4.75 a hand; 5.0 over the first twelve deals), the
random side 33; with the scoring upside down Medium's side takes 32 (7.75 a hand over twelve)."""


def test_the_misere_game_is_registered_lower_wins_with_nothing_of_its_own() -> None:
    check(SPEC, everything=True)
    assert spec_for("misere_whist") is SPEC and SPEC.better == "lower" and not SPEC.scoring
    assert scoring_for("misere_whist") is GENERIC_LOWER and aim_for("misere_whist") is AIM_LOWER
    assert not aim_for("misere_whist").goal(None).higher_is_better


def test_random_hands_keep_the_engine_contract_and_count_every_trick_against_its_side() -> None:
    rng = random.Random("misere")
    for k in range(40):
        match = new_match(RULES, "short", 4, seed=k)
        play_checked(match, rng, deep=k % 10 == 0)
        state = match.state
        assert isinstance(state, MisereHand)
        took = state.team_tricks()
        assert state.hand_scores() == (took[0], took[1], took[0], took[1])
        rewards = GENERIC_LOWER.final(state)
        assert (rewards[0] > rewards[1]) == (took[0] < took[1])


def medium_side_tricks(scoring: Scoring | None = None) -> tuple[int, int]:
    """Tricks taken on :data:`DEALS` by Medium at seats 0 and 2 and by random seats at 1 and 3
    (``scoring``: Medium searches with this one instead of the registry's)."""
    mine = theirs = 0
    for deal in DEALS:
        state = new_match(RULES, "single", 4, seed=deal).state
        bots = {seat: make_bot("medium" if seat % 2 == 0 else "random", RULES) for seat in range(4)}
        for seat in (0, 2):
            bot = bots[seat]
            assert isinstance(bot, SearchBot)
            bot.scoring = scoring or bot.scoring
        rng = random.Random(deal)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            state.apply(bots[seat].choose(state.view(seat), rng))
        assert isinstance(state, MisereHand)
        took = state.team_tricks()
        mine, theirs = mine + took[0], theirs + took[1]
    return mine, theirs


# Slow (15-30 s): Medium searches every decision of a dozen seeded hands, twice (right way up and upside down),
# as few as show the difference clear of the deals' luck.
def test_medium_takes_fewer_tricks_than_random_seats_and_more_when_its_scoring_is_upside_down() -> None:
    mine, theirs = medium_side_tricks()
    assert mine < theirs, f"Medium's side took {mine} tricks in {len(DEALS)} deals, the random side {theirs}"
    upside_down, _ = medium_side_tricks(GENERIC)
    assert upside_down > mine + len(DEALS), f"the wrong way round Medium took {upside_down}, the right way {mine}"


def test_the_lab_measures_a_lower_wins_game_the_right_way_round() -> None:
    """The tournament's advantage is "better" positive: for misère Whist, fewer tricks than the others is better."""
    assert measure_for("misere_whist").lower_is_better
    assert not measure_for("whist").lower_is_better
