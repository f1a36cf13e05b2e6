"""Deal codes: a hand's deal as a short text, fixed before the first card, revealed after the hand.

Each hand of a match is dealt from its own 64-bit seed (:attr:`Match.deal_seed`,
drawn from the match's RNG).  The *deal code* names everything those cards
depend on — game, variant, players, the hand's number, the dealer, what the
hand took over from the hands before it (:attr:`Match.terms`) and the seed —
so the very same cards can be dealt again anywhere, in the app or by
``python -m game.sim --deal``.  Its *fingerprint*, the first eight hex digits of
the code's SHA-256, is shown before the deal; the code itself only once the
hand is over, and anyone can check that the one fits the other: the cards
were fixed before anyone played.

>>> deal = read_deal("oh_hell:classic:4p:h3:d1:00000000000004d2")
>>> deal.hand, deal.dealer, deal.seed
(3, 1, 1234)
>>> deal.code == "oh_hell:classic:4p:h3:d1:00000000000004d2", len(deal.fingerprint)
(True, 8)
>>> read_deal("lohai:carryover:4p:h2:d0:pots3.0:ff").terms
(('pots', (3, 0)),)
>>> read_deal("oh_hell:4p")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
game.engine.deals.DealCodeError: a deal code has at least six parts joined by ':' ..., this has 2
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from ..catalogue import N_, _
from .actions import IllegalActionError
from .match import Match, Terms
from .rules import RuleSet

SEP = ":"
SEED_DIGITS = 16
MAX_CODE = 200
"""The longest code read: Lo-Hi at eight players is under 70 characters."""
_NAME = re.compile(r"[a-z0-9_]{1,40}")
_TERM = re.compile(r"([a-z]{1,12})(-?\d{1,6}(?:\.-?\d{1,6}){0,7})")


class DealCodeError(ValueError):
    """A deal code that cannot be read or dealt; the words say what is wrong with it."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One hand's deal, as the deal code names it."""

    game: str
    variant: str
    players: int
    hand: int
    dealer: int
    seed: int
    terms: Terms = ()

    @property
    def code(self) -> str:
        """The deal code: ``game:variant:4p:h3:d1[:term…]:seed`` (a term is a name and numbers, ``pots2.0``)."""
        terms = [name + ".".join(str(n) for n in numbers) for name, numbers in self.terms]
        return SEP.join([self.game, self.variant, f"{self.players}p", f"h{self.hand}", f"d{self.dealer}",
                         *terms, f"{self.seed:0{SEED_DIGITS}x}"])

    @property
    def fingerprint(self) -> str:
        """What the table shows before the deal: the first eight hex digits of the code's SHA-256."""
        return fingerprint(self.code)


def fingerprint(code: str) -> str:
    """The first eight hex digits of ``code``'s SHA-256 (check a revealed code against the one shown)."""
    return hashlib.sha256(code.encode()).hexdigest()[:8]


def deal_of(match: Match) -> Deal:
    """The deal of the hand in progress (or just finished) in ``match``."""
    variant = match.variant or "custom"
    return Deal(match.rules.game, variant, match.players, match.hand_number, match.state.dealer,
                match.deal_seed, tuple(match.terms.items()))


def read_deal(text: str) -> Deal:
    """The deal a code names; raises :class:`DealCodeError` saying what is wrong with its text."""
    code = text.strip().lower()
    if not code:
        raise DealCodeError(_("the deal code is empty"))
    if len(code) > MAX_CODE:
        raise DealCodeError(_("a deal code is at most {most} characters, this has {count}").format(
            most=MAX_CODE, count=len(code)))
    parts = code.split(SEP)
    if len(parts) < 6:
        raise DealCodeError(_("a deal code has at least six parts joined by '{sep}' (game:variant:4p:h1:d0:seed), "
                              "this has {count}").format(sep=SEP, count=len(parts)))
    game, variant, players, hand, dealer, *terms, seed = parts
    for words, name in ((N_("its game '{name}' is not a name (letters, digits and _)"), game),
                        (N_("its variant '{name}' is not a name (letters, digits and _)"), variant)):
        if not _NAME.fullmatch(name):
            raise DealCodeError(_(words).format(name=_short(name)))
    return Deal(game, variant, _number(players, "", "p", N_("the players should read like '{example}', not '{part}'")),
                _number(hand, "h", "", N_("the hand should read like '{example}', not '{part}'")),
                _number(dealer, "d", "", N_("the dealer should read like '{example}', not '{part}'")), _seed(seed),
                tuple(_term(t) for t in terms))


def deal_again(deal: Deal, rules: RuleSet, match: Match | None = None) -> Match:
    """A match of ``rules`` whose hand in progress is ``deal``, dealt again card for card.

    ``match``: a fresh match of the deal's game, variant and players to deal it in (the app's,
    which knows the players' ages); by default a new one.  Raises :class:`DealCodeError` when
    the code names another game, a variant or player count the rules do not have, or a hand
    that could not be dealt.
    """
    from . import new_match
    if deal.game != rules.game:
        raise DealCodeError(_("this code deals {dealt}, not {game}").format(dealt=deal.game, game=rules.game))
    if deal.variant not in rules.variants:
        raise DealCodeError(_("{title} has no variant '{variant}' (known: {known})").format(
            title=rules.title, variant=deal.variant, known=", ".join(rules.variants)))
    fixed = rules.variant_players(deal.variant)
    if fixed is not None and fixed != deal.players:
        raise DealCodeError(_("the variant is for {fixed} players, the code says {players}").format(
            fixed=fixed, players=deal.players))
    if not rules.players_min <= deal.players <= rules.players_max:
        raise DealCodeError(_("{title} is for {low} to {high} players, the code says {players}").format(
            title=rules.title, low=rules.players_min, high=rules.players_max, players=deal.players))
    try:
        if match is None:
            match = new_match(rules, deal.variant, deal.players, 0)
        match.deal_again(deal.hand, deal.dealer, deal.seed, dict(deal.terms))
    except (ValueError, IllegalActionError) as error:
        raise DealCodeError(_("it cannot be dealt: {error}").format(error=error)) from None
    return match


def rules_for(deal: Deal, chosen: RuleSet | None = None) -> RuleSet:
    """The rules ``deal`` is dealt by: ``chosen`` where they are its game's (the player's own rule file), else its
    game's built-in rules.  Raises :class:`DealCodeError` for a game that is not one of ours (``game.sim --deal``
    and the app's "Play a deal by its code" refuse alike)."""
    if chosen is not None and chosen.game == deal.game:
        return chosen
    from .rules import RuleFileError, load_rules
    try:
        return load_rules(deal.game)
    except (RuleFileError, OSError, ValueError):
        raise DealCodeError(_("its game '{game}' is not one of ours").format(game=deal.game)) from None


def _short(text: str) -> str:
    return text if len(text) <= 24 else text[:21] + "..."


def _number(part: str, before: str, after: str, words: str) -> int:
    """``part`` as ``<before><digits><after>`` (``h3``, ``4p``); ``words`` the refusal, with its example and part."""
    digits = part[len(before):len(part) - len(after)] if part.startswith(before) and part.endswith(after) else ""
    if not digits.isdigit() or not digits.isascii() or len(digits) > 6:
        raise DealCodeError(_(words).format(example=f"{before}1{after}", part=_short(part)))
    return int(digits)


def _seed(part: str) -> int:
    if not 0 < len(part) <= SEED_DIGITS or any(c not in "0123456789abcdef" for c in part):
        raise DealCodeError(_("its last part, the seed, should be {digits} hex digits, not '{part}'").format(
            digits=SEED_DIGITS, part=_short(part)))
    return int(part, 16)


def _term(part: str) -> tuple[str, tuple[int, ...]]:
    found = _TERM.fullmatch(part)
    if found is None:
        raise DealCodeError(_("'{part}' is neither a term like 'pots2.0' nor in its place").format(part=_short(part)))
    return found.group(1), tuple(int(n) for n in found.group(2).split("."))
