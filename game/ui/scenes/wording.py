"""An option's value in a player's words, for the new-game screen and the rules screen alike.

Rule files name option values as identifiers (``co_losers``, ``no_trump_10``);
most read well with their underscores as spaces, but a few are our
shorthand, and those get words here.  One place, so the two screens never
disagree.

>>> value_words(True), value_words("eight_down_up"), value_words("co_losers")
('on', 'eight down up', 'all tied lose together')
"""

from __future__ import annotations

from ...catalogue import N_, _

WORDS = {
    "co_losers": N_("all tied lose together"),
    "multiplicative": N_("doublings multiply"),
    "winner_first": N_("the trick's winner first"),
    "lowest_is_two": N_("sequences begin with a two"),
    "youngest_then_random": N_("the youngest, then by lot"),
    "rank_only": N_("by rank only"),
    "category_inversion": N_("the categories turn over too"),
}
"""Values whose identifiers do not read as words."""


def value_words(value: object) -> str:
    """``value`` as a player reads it: on/off for a switch, our words for our shorthand, else its name."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    return _(WORDS[str(value)]) if str(value) in WORDS else str(value).replace("_", " ")
