"""How likely an opponent's card is under the casual player's model, loosened for other sensible players.

Inference (:mod:`.inference`, and each game's own reading) weighs a sampled
world by how well it explains each card an opponent played.  The model is the
rule bot's own choice most of the time, a card serving the same intent (a
winner when the seat needed the trick, a loser when not) often, and anything
legal now and then, so a player who thinks differently is never ruled out.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card

STRAY = 0.15
"""The share of an opponent's plays the model allows to be anything legal."""
AIM = 0.85
"""Within a sensible play, the share that goes to the card the rule bot itself would play."""
INTENT = 0.85
"""The share of a non-stray play that goes to the sensible group (a winner when a trick is needed, …)."""


def play_likelihood(card: Card, legal: Sequence[Card], sensible: Sequence[Card], choice: Card) -> float:
    """How likely ``card`` was, among ``legal``: mostly sensible, mostly the rule bot's own choice."""
    group = sensible or legal
    aimed = AIM * (card is choice) + (1 - AIM) / len(group) * (card in group)
    intent = INTENT * aimed + (1 - INTENT) / len(legal)
    return (1 - STRAY) * intent + STRAY / len(legal)
