"""An option's value in a player's words, for the new-game screen and the rules screen alike.

Rule files name option values as identifiers (``co_losers``, ``no_trump_10``);
most read well with their underscores as spaces, but a few are our
shorthand, and those get words here.  One place, so the two screens never
disagree.

>>> value_words(True), value_words("eight_down_up"), value_words("co_losers")
('on', 'eight down up', 'all tied lose together')
"""

from __future__ import annotations

from ...catalogue import N_, NP_, _, pgettext

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

NAMES = {
    "any_play": NP_("option value", "any play"),
    "leads_only": NP_("option value", "leads only"),
    "cards": NP_("option value", "cards"),
    "plays": NP_("option value", "plays"),
    "pairs": NP_("option value", "pairs"),
    "must_play": NP_("option value", "must play"),
    "play_or_pick_up": NP_("option value", "play or pick up"),
    "random": NP_("option value", "random"),
    "carry_over": NP_("option value", "carry over"),
    "clockwise": NP_("option value", "clockwise"),
    "immediate": NP_("option value", "immediate"),
    "lazy": NP_("option value", "lazy"),
    "not_allowed": NP_("option value", "not allowed"),
    "start_with_it": NP_("option value", "start with it"),
    "blind": NP_("option value", "blind"),
    "open": NP_("option value", "open"),
    "no_trump_10": NP_("option value", "no trump 10"),
    "reflip": NP_("option value", "reflip"),
    "eight_down_up": NP_("option value", "eight down up"),
    "fixed": NP_("option value", "fixed"),
    "flip": NP_("option value", "flip"),
    "english": NP_("option value", "english"),
    "original": NP_("option value", "original"),
}
"""Values that read well in English as they are, each with its translation in the catalogue; their context,
"option value", keeps a short word apart from the same word meaning something else elsewhere ("open")."""


def value_words(value: object) -> str:
    """``value`` as a player reads it: on/off for a switch, our words for our shorthand, else its name."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    name = str(value)
    if name in WORDS:
        return _(WORDS[name])
    return pgettext("option value", NAMES[name]) if name in NAMES else name.replace("_", " ")
