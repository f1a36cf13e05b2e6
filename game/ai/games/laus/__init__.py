"""Laus's computer players: the rule bot that ducks and sheds points, its blunders, its seat for search's
rollouts, its scoring and aim, and Expert's reading of the plays.

The registry (:mod:`game.games`) names each part; see :mod:`game.ai.games`.
"""
