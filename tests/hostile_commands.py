"""Hostile command lines: values each command must refuse in one line with exit status 2, before running.

Why: issue 59 found ``python -m game.sim --players`` with a 30-digit number printing a traceback, and
``--think-ms nan`` or ``inf`` never ending; a negative number of games or seed ran on as if it meant something.
Each :class:`Case` names the command (``game.sim``, ``game.rules``, ``game``), its arguments, the argument the
refusal must name and words it must hold.  :mod:`tests.test_hostile_commands` runs each through the command's
``main`` in this process (and a few as real processes, for the exit status a shell sees).
"""

from __future__ import annotations

from dataclasses import dataclass

SIM, RULES, APP = "game.sim", "game.rules", "game"


@dataclass(frozen=True, slots=True)
class Case:
    """One refused command line."""

    name: str
    command: str
    args: tuple[str, ...]
    names: str
    """The argument (or words) the one line must name."""
    says: str = ""
    """Further words the line must hold."""


def _sim(name: str, option: str, value: str, says: str) -> Case:
    """``game.sim --game oh_hell --games 1`` with ``option value`` (a quick run, were the value let through)."""
    args = ("--game", "oh_hell", "--games", "1") if option != "--games" else ("--game", "oh_hell")
    return Case(name, SIM, (*args, f"{option}={value}"), option, says)


WHOLE = "give a whole number"
NUMBER = "give a number"


def sim_cases() -> list[Case]:
    """Numbers out of range or not numbers, for every number ``game.sim`` reads."""
    return [
        _sim("players_30_digits", "--players", "123456789012345678901234567890", f"{WHOLE} from 2 to 8"),
        _sim("players_one", "--players", "1", f"{WHOLE} from 2 to 8"),
        _sim("players_nine", "--players", "9", f"{WHOLE} from 2 to 8"),
        _sim("players_negative", "--players", "-3", WHOLE),
        _sim("players_word", "--players", "four", WHOLE),
        _sim("players_empty", "--players", "", WHOLE),
        _sim("players_exponent", "--players", "4e0", WHOLE),
        _sim("players_5000_digits", "--players", "9" * 5000, WHOLE),
        _sim("think_nan", "--think-ms", "nan", NUMBER),
        _sim("think_inf", "--think-ms", "inf", NUMBER),
        _sim("think_minus_inf", "--think-ms", "-inf", NUMBER),
        _sim("think_negative", "--think-ms", "-5", NUMBER),
        _sim("think_huge", "--think-ms", "1e308", NUMBER),
        _sim("think_over_a_minute", "--think-ms", "60001", NUMBER),
        _sim("games_zero", "--games", "0", WHOLE),
        _sim("games_negative", "--games", "-5", WHOLE),
        _sim("games_23_digits", "--games", "10000000000000000000000", WHOLE),
        _sim("seed_negative", "--seed", "-1", WHOLE),
        _sim("seed_past_64_bits", "--seed", str(2**64), WHOLE),
        _sim("seed_exponent", "--seed", "1e5", WHOLE),
        _sim("seed_nan", "--seed", "nan", WHOLE),
        Case("deal_think_nan", SIM, ("--deal", "oh_hell:classic:4p:h1:d0:0123456789abcdef", "--think-ms", "nan"),
             "--think-ms", NUMBER),
    ]


def other_cases() -> list[Case]:
    """The rule checker's and the app's own command lines."""
    return [
        Case("check_nothing", RULES, ("check",), "files", "required"),
        Case("rules_no_command", RULES, (), "command", "required"),
        Case("rules_unknown_command", RULES, ("lint", "x.yaml"), "invalid choice"),
        Case("app_unknown_option", APP, ("--size", "20000x20000"), "unrecognized arguments"),
        Case("app_selftest_value", APP, ("--selftest=yes",), "--selftest", "ignored explicit argument"),
    ]


def all_cases() -> list[Case]:
    return [*sim_cases(), *other_cases()]
