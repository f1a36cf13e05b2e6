"""Lohai's computer players: the rule bot (special cards included), its blunders and taker, its seat and
playout for search's rollouts, its scoring and aim, and Expert's reading of the plays.

The registry (:mod:`game.games`) names each part; see :mod:`game.ai.games`.
"""
