"""A suit in words, for one card and for many: the voice and the table's callouts say suits alike.

It sits with the voice, below the table, so the spoken words never import the table that speaks them.
"""

from __future__ import annotations

from ...catalogue import N_, _

SUIT_ONE = {"S": N_("spade"), "H": N_("heart"), "D": N_("diamond"), "C": N_("club"), "J": N_("jack")}
SUIT_MANY = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs"), "J": N_("jacks")}
"""A suit in words, one card and many; ``J`` is Laus's suit of jacks, which are its trumps."""


def suit_one(suit: str | None) -> str:
    return _(SUIT_ONE.get(suit or "", N_("card")))


def suit_many(suit: str | None) -> str:
    return _(SUIT_MANY.get(suit or "", N_("cards")))
