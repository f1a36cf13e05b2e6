"""Lo-Hi's computer players: the rule bot, its blunders, its seat and rollout for search, its scoring and
aim.  It names no taker (Lo-Hi has no tricks) and no reading (plain sampling serves, docs/ai.md).

The registry (:mod:`game.games`) names each part; see :mod:`game.ai.games`.
"""
