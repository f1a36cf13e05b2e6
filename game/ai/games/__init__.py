"""Each built-in game's computer players, one package a game, the way a plug-in keeps its own (``tests/whist/ai.py``).

A game's package holds everything of the AI layer that is that game's: ``bot`` (the rule bot, the blunders
Easy never makes and, for a trick game with its own rules of taking, the taker), ``seat`` (the sampled world
lent to the bot as a view, for search's rollouts), ``playout`` or ``rollout`` (the bot's rollout written
against the world, for speed), ``scoring`` (how search values a hand, and the coach's aim) and ``evidence``
(how Expert reads the opponents).  The registry (:mod:`game.games`) names each part; the shared modules of
:mod:`game.ai` name no game.
"""
