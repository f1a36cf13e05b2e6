"""``python -m lab.tournament``: the tournament's command line (:func:`.run.main`)."""

from game.commands import command

from .run import main

raise SystemExit(command(main))
