"""Koira's computer players: the rule bot for both phases, its blunders and taker, its seat for search's
rollouts, its scoring and aim.  It names no reading: nearly every card of phase two is public.

The registry (:mod:`game.games`) names each part; see :mod:`game.ai.games`.
"""
