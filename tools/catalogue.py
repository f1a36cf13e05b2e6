"""The message catalogue's upkeep, at development time only (Babel): extract, update, compile, check.

    python tools/catalogue.py update    # every message of game/ and the rule files into locale/lohai_friends.pot,
                                        # and into each language's .po (new messages come in untranslated)
    python tools/catalogue.py compile   # each .po into the .mo the app reads (committed beside it)

The app reads the compiled ``.mo`` files with the standard library alone (``game/catalogue.py``), so neither a
player nor ``make test`` needs Babel; ``tests/test_catalogue.py`` fails when a ``.mo`` is stale against its
``.po``, when a message in the code is missing from a ``.po``, or when a translation is empty, fuzzy, or has
other placeholders than its English.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
DOMAIN = "lohai_friends"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
"""The catalogue's functions (``game/catalogue.py``) as Babel's extractor names them."""
RULE_TEXTS = ("title", "describe")
"""The rule files' fields that players read (games, variants, options, the choices of an option)."""


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES").is_dir())


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def rule_texts(node: object) -> Iterator[str]:
    """Every text a player reads in a rule file: titles and descriptions at any depth."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in RULE_TEXTS and isinstance(value, str):
                yield value
            else:
                yield from rule_texts(value)
    elif isinstance(node, list):
        for item in node:
            yield from rule_texts(item)


def template() -> Catalog:
    """Every message of the code and the built-in rule files."""
    catalog = Catalog(project="Lohai & Friends", domain=DOMAIN, fuzzy=False)
    found = extract_from_dir(str(ROOT / "game"), method_map=[("**.py", "python")], keywords=KEYWORDS,
                             comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        catalog.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments, context=context)
    for path in sorted((ROOT / "rules").glob("*.yaml")):
        for text in rule_texts(yaml.safe_load(path.read_text(encoding="utf-8"))):
            catalog.add(text, None, [(f"rules/{path.name}", 0)])
    return catalog


def update() -> None:
    pot = template()
    with TEMPLATE.open("wb") as file:
        write_po(file, pot, width=120, omit_header=False, sort_output=True)
    for language in languages():
        path = po_path(language)
        with path.open("rb") as file:
            catalog = read_po(file, locale=language)
        catalog.update(pot, no_fuzzy_matching=True)
        with path.open("wb") as file:
            write_po(file, catalog, width=120, ignore_obsolete=True, include_previous=False, sort_output=True)
        missing = sum(1 for m in catalog if m.id and not all(m.string if isinstance(m.string, tuple) else [m.string]))
        print(f"{path.relative_to(ROOT)}: {len(catalog)} messages, {missing} untranslated")


def compile_all() -> None:
    for language in languages():
        path = po_path(language)
        with path.open("rb") as file:
            catalog = read_po(file, locale=language)
        with path.with_suffix(".mo").open("wb") as file:
            write_mo(file, catalog, use_fuzzy=False)
        print(f"{path.with_suffix('.mo').relative_to(ROOT)} compiled")


def main(argv: list[str]) -> int:
    commands = {"update": update, "compile": compile_all}
    if len(argv) != 1 or argv[0] not in commands:
        print(__doc__)
        return 2
    commands[argv[0]]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
