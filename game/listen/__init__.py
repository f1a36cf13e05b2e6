"""Playing by ear: a computer player that hears only what the app says and presses only keys.

``python -m game.listen --game NAME [--variant V] [--players N] [--seed S] [--lang fi]`` plays one whole
hand at a real table (the app's frame loop under SDL's dummy drivers, table time advanced frame by frame)
and prints ``listened: GAME hand finished, D decisions, S silences, W wrong facts``; it exits 0 only when
the hand finished with no silence and no wrong fact.  The tests run it for every game and variant, in
English and in Finnish: it is what finds the next silence.

:func:`listen` is the whole of it, in-process; :mod:`.listener` plays, :mod:`.hands` makes a move by keys,
:mod:`.facts` holds what is said against the table.
"""

from __future__ import annotations

from .facts import Heard


def listen(game: str, variant: str | None = None, players: int | None = None, seed: int = 1,
           language: str = "en") -> Heard:
    """One hand of ``game`` played by ear (computer seats at the Steady level); raises ``ValueError`` (or the
    rules' ``RuleFileError``) for a game, variant, player count or language that cannot be played."""
    import pygame

    from .. import catalogue
    from ..engine import load_rules
    from ..seating import MatchSetup
    from ..ui.speech.queue import Recorder
    from ..ui.table.scene import TableScene
    from ..ui.toolkit.app import App
    from ..ui.toolkit.settings import Settings
    from .listener import Listener

    if language not in catalogue.LANGUAGES:
        raise ValueError(f"no language '{language}' (known: {', '.join(catalogue.LANGUAGES)})")
    rules = load_rules(game)
    variant = variant or rules.default_variant
    count = players or rules.variant_players(variant) or rules.players_default
    if not rules.players_min <= count <= rules.players_max:
        raise ValueError(f"{rules.title} is for {rules.players_min} to {rules.players_max} players, not {count}")
    voice = Recorder()
    settings = Settings(speech="on", language=language, sound=False, hold_trick="every", speed="fast",
                        bot_wait="short", auto_play=False)
    app = App((1024, 640), settings, voices=lambda: (voice, True))
    try:
        pygame.event.clear()
        table = TableScene(app, MatchSetup(rules, variant, (None, *("rule",) * (count - 1)), seed))
        app.push(table)
        return Listener(app, table, voice).play()
    finally:
        app.close()
        catalogue.use(catalogue.ENGLISH)


__all__ = ["Heard", "listen"]
