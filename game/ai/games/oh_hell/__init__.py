"""Oh Hell's computer players: the rule bot that bids and plays for its bid, its blunders, its seat and
playout for search's rollouts, its scoring and aim, and Expert's reading of the bids and plays.

The registry (:mod:`game.games`) names each part; see :mod:`game.ai.games`.
"""
