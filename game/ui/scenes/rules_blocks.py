"""A game's rules page as blocks: our text read from its markup, the rule file's variants and options, the
keys at the table, and which block a refusal is about.

Each game's text is a file ``game/ui/rules_text/<game>.md`` (found through
:mod:`game.assets`) in a tiny markup::

    # Title                  ## Section
    A paragraph; lines that follow it join it until a blank line.
    **bold** inside any text
    - a bullet point
    [cards] JC JS JH JD | a caption beside a row of card pictures
    [options]                where the rule file's variants and options go

The variants and options are never written by hand: they come from the rule
file, each with its own ``describe`` line, so the text cannot fall behind the
game.  A game with no text yet shows its rule-file description, its deck and
its options instead.  No pygame here: the blocks are what the page says (and what
is read aloud); :mod:`.rules_layout` lays them out and :mod:`.rules` shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...catalogue import N_, _, language
from ...engine import Card, CardError, RuleSet, parse_cards
from ..speech.screens import KEYS_HEADING, PLAY_BY_EAR, table_keys
from ..speech.words import joined, listed, sentence
from .wording import value_words

OPTIONS_MARK = "[options]"
SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
"""A deck's suits as the fallback page names them."""
CARDS_MARK = "[cards]"


@dataclass(frozen=True, slots=True)
class Block:
    """One piece of a rule text: a heading, paragraph, bullet, a term with its meaning, or a row of cards."""

    kind: str
    text: str = ""
    cards: tuple[Card, ...] = ()
    detail: str = ""


def parse_text(text: str) -> list[Block]:
    """Blocks from the markup above; a ``[cards]`` line with an unknown card becomes plain text."""
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", "- ", CARDS_MARK, OPTIONS_MARK)):
            flush()
        if not line:
            continue
        if line.startswith("## "):
            blocks.append(Block("h2", line[3:].strip()))
        elif line.startswith("# "):
            blocks.append(Block("h1", line[2:].strip()))
        elif line.startswith("- "):
            blocks.append(Block("li", line[2:].strip()))
        elif line == OPTIONS_MARK:
            blocks.append(Block("options"))
        elif line.startswith(CARDS_MARK):
            blocks.append(_cards_block(line[len(CARDS_MARK):]))
        else:
            paragraph.append(line)
    flush()
    return blocks


def _cards_block(rest: str) -> Block:
    codes, __, caption = rest.partition("|")
    try:
        cards = tuple(parse_cards(codes.strip()))
    except (CardError, ValueError):
        return Block("p", rest.strip())
    return Block("cards", caption.strip(), cards)


def option_blocks(rules: RuleSet) -> list[Block]:
    """Players, variants and options, straight from the rule file."""
    players = _("{players_min} to {players_max} players ({players_default} unless you choose).").format(
        players_min=rules.players_min, players_max=rules.players_max, players_default=rules.players_default)
    out = [Block("h2", _("Players, variants and options")), Block("p", players), Block("h2", _("Variants"))]
    for name, variant in rules.variants.items():
        title = (_("{variant} (the usual game)") if name == rules.default_variant else "{variant}").format(
            variant=_(variant.title))
        changes = ", ".join(f"{_(rules.options[k].title)}: {value_words(v)}" for k, v in variant.options.items()
                            if k in rules.options)
        detail = _(variant.describe) + (f" [{changes}]" if changes else "")
        if variant.players:
            detail = _("{detail} For {players} players.").format(detail=detail, players=variant.players).strip()
        out.append(Block("term", title, detail=detail))
    out.append(Block("h2", _("Options")))
    for spec in rules.options.values():
        out.append(Block("term", _("{title} (usually {value_words})").format(
            title=_(spec.title), value_words=value_words(spec.default)), detail=_(spec.describe)))
    return out


def fallback_blocks(rules: RuleSet) -> list[Block]:
    """What a game with no rule text of ours yet shows: its description, deck and options."""
    deck = rules.deck
    suits = ", ".join(_(SUIT_WORDS[s]) if s in SUIT_WORDS else s for s in deck.suits)
    ranks = " ".join("10" if r == "T" else r for r in deck.ranks)
    copies = _(" ({copies} copies of each)").format(copies=deck.copies) if deck.copies > 1 else ""
    blocks = [Block("h1", rules.title), Block("p", _(rules.describe)),
              Block("p", _("Our own write-up of these rules is still to come. Until then, here is what the "
                         "game's rule file says.")),
              Block("h2", _("The deck")), Block("p", _("Suits {suits}; ranks {ranks}, lowest first{copies}.").format(
                  suits=suits, ranks=ranks, copies=copies))]
    specials = tuple(Card.of(spec.code) for spec in deck.specials)
    if specials:
        names = ", ".join(f"{sentence(card.name)} ({spec.count})" for card, spec in zip(specials, deck.specials,
                                                                                        strict=True))
        blocks.append(Block("cards", _("Special cards: {names}.").format(names=names), specials))
    return blocks


def rule_blocks(rules: RuleSet, text: str | None) -> list[Block]:
    """The whole page for ``rules``: our text (or the fallback) with the options where it asks for them."""
    blocks = parse_text(text) if text else fallback_blocks(rules)
    options = option_blocks(rules)
    at = next((i for i, b in enumerate(blocks) if b.kind == "options"), None)
    keys = [Block("h2", _(KEYS_HEADING)), Block("p", _(PLAY_BY_EAR)),
            *(Block("term", k, detail=w) for k, w in table_keys())]
    if at is None:
        return blocks + options + keys
    return blocks[:at] + options + blocks[at + 1:] + keys


def block_words(block: Block) -> str:
    """A block of the page read aloud: its text, a term with its meaning, a row of cards by name."""
    if block.kind == "cards":
        return joined(block.text, listed([card.name for card in block.cards]))
    return joined(block.text.replace("**", ""), block.detail)


_COMMON_WORDS = (
    "a an and any are as at be been by card cards do does e.g for from has have hold holds if in is it its may "
    "must no not now of on one only or play played plays some than that the their them then there this to "
    "two until what when which while with you your yet spade spades heart hearts diamond diamonds club clubs "
    "king queen jack ace ten say")
_COMMON_FINNISH = ("ja on ei se sen sinun sinulla olet kortti kortin korttia kortit tai jos kun että mutta vain voi "
                   "saa saat olla ole eikä kuin niin myös yksi kaksi pelaa pelata pelattava pelaus nyt sano esim")
COMMON = frozenset(_COMMON_WORDS.split()) | frozenset(_COMMON_FINNISH.split())
"""Words too common in refusals and rule texts to tell which rule a refusal is about."""


def _stem(word: str) -> str:
    word = "".join(ch for ch in word.lower() if ch.isalpha())
    if language() == "fi":
        return word[:5]  # Finnish inflects the ending: valtti, valttia, valtit share their start
    return word[:-1] if word.endswith("s") and len(word) > 4 else word


def rule_for(blocks: list[Block], about: str) -> int | None:
    """The index of the block of ``blocks`` that best explains ``about`` (a refusal's words): the paragraph,
    bullet or term sharing the most telling words with it, first on a tie; ``None`` if none shares any.

    >>> rule_for([Block("h2", "Bidding"), Block("p", "The dealer may not make the bids add up.")],
    ...          "the dealer may not bid 3: the bids would add up")
    1
    """
    wanted = {_stem(w) for w in about.split()} - {_stem(w) for w in COMMON} - {""}
    best, score = None, 0
    for index, block in enumerate(blocks):
        if block.kind not in ("p", "li", "term"):
            continue
        words = {_stem(w) for w in f"{block.text} {block.detail}".split()}
        shared = len(wanted & words)
        if shared > score:
            best, score = index, shared
    return best
