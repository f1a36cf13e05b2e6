"""The scenes the table opens by name: the table sits below the scenes and imports none of them.

Importing this module registers each in :data:`game.ui.toolkit.app.SCENES`; the
app imports it on the first ``app.push(name, ...)``.  A name is what the table
says; the class is what it opens, made from the app and what the table passes.
"""

from __future__ import annotations

from ..toolkit.app import SCENES
from .about import AboutScene
from .claim import ClaimScene
from .handlog import HandLogScene
from .keyhelp import KeyHelpScene
from .pause import PauseScene
from .review import ReviewScene
from .rules import RulesScene
from .scoresheet import ScoreSheetScene

SCENES.register("about", AboutScene)
SCENES.register("keys", KeyHelpScene)
SCENES.register("pause", PauseScene)
SCENES.register("score sheet", ScoreSheetScene)
SCENES.register("rules", RulesScene)
SCENES.register("claim", ClaimScene)
SCENES.register("hand log", HandLogScene)
SCENES.register("review", ReviewScene)
