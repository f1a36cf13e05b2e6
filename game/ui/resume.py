"""Saving the match at the table after every move, and sitting back down to it later.

The save is the replay (:class:`~game.store.SavedMatch`).  Resuming deals the
match again from its seed, plays the finished hands straight through the
engine, then plays the current hand's moves through the table itself with
every animation finished at once — so the cards lie exactly where they lay,
the trick in progress included, and the table carries on from there.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..engine import IllegalActionError, Match, RuleFileError, RuleSet, load_rules, new_match
from ..games import owner
from ..store import SavedMatch
from .seating import MatchSetup

if TYPE_CHECKING:
    from .app import App
    from .table import TableScene


class ResumeError(Exception):
    """The save does not replay any more (a rule file changed or went missing); the words say why."""


def rules_ref(path: str, game: str) -> str:
    """How a save names its rule file: the game's name for the game's own file (built in or a plug-in's),
    else the file's full path."""
    spec = owner(path)
    return game if spec is not None and spec.name == game else str(Path(path).resolve())


def saved_of(table: TableScene) -> SavedMatch:
    """The table's match as a save."""
    setup = table.setup
    ages = tuple(getattr(table.match, "ages", ()) or ())
    return SavedMatch(rules_ref(setup.rules.path, setup.rules.game), setup.variant, setup.players, setup.seed,
                      setup.levels, tuple(table.match.actions), ages, table.undo_used)


def resume(app: App, saved: SavedMatch) -> TableScene:
    """The table for ``saved``, at the very position it was saved in; raises :class:`ResumeError`."""
    from .tables import table_for
    try:
        rules = load_rules(saved.rules)
        probe = _match(rules, saved)
        probe.play(saved.actions)
        current = len(probe.state.log)
        match = _match(rules, saved)
        match.play(saved.actions[:len(saved.actions) - current])
        if current and match.state.is_over():
            match.next_hand()  # the hand being played when the save was made
    except RuleFileError as error:
        raise ResumeError(f"its rule file cannot be loaded ({error.problems[0]})") from None
    except (IllegalActionError, ValueError, KeyError) as error:
        raise ResumeError(f"its moves no longer fit the rules ({error})") from None
    setup = MatchSetup(rules, saved.variant, saved.levels, saved.seed, app.settings.player_name)
    table = table_for(app, setup, match)
    table.undo_used = saved.undo_used
    table.replay_hand(saved.actions[len(saved.actions) - current:])
    return table


def _match(rules: RuleSet, saved: SavedMatch) -> Match:
    match = new_match(rules, saved.variant, saved.players, saved.seed)
    set_ages = getattr(match, "set_ages", None)
    if callable(set_ages) and len(saved.ages) == saved.players:
        set_ages(saved.ages)
    return match
