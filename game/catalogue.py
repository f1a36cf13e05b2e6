"""Every word a player sees or hears, in the player's language: one message catalogue.

The catalogue is GNU gettext's, as Python's standard library reads it: the English text written in the code
is the message id, and each other language is a ``locale/<code>/LC_MESSAGES/lohai_friends.mo`` compiled from
its ``.po`` beside it (``tools/catalogue.py`` extracts the ids and compiles; the app itself needs nothing but
the standard library).  So that a change of language shows at once, words are looked up when they are shown:

- ``_("Deal")`` inside a function, where the words are built;
- ``N_("Deal")`` where words wait in a table at import time (it only marks them), and ``_(words)`` where
  they are shown;
- ``ngettext("{count} trick", "{count} tricks", n).format(count=n)`` wherever a number counts something;
- placeholders are named (``_("{name} takes the trick").format(name=...)``), never sentences glued from pieces,
  since another language puts the pieces in another order.

The engine's refusals and card names come through here too; a computer seat's decisions never do (they read
no words), so the language cannot change how anyone plays.

>>> use("en"), _("Deal"), ngettext("{count} trick", "{count} tricks", 2).format(count=2)
('en', 'Deal', '2 tricks')
>>> use("xx")
'en'
"""

from __future__ import annotations

import gettext
import locale
import os
import sys

DOMAIN = "lohai_friends"
LANGUAGES: dict[str, str] = {"en": "English", "fi": "Suomi"}
"""The languages the app speaks, each under its own name (a player looks for "Suomi", not "Finnish")."""
ENGLISH = "en"

_active: gettext.NullTranslations = gettext.NullTranslations()
_code = ENGLISH


def _(message: str) -> str:
    """``message`` (English) in the player's language (an empty text stays empty: gettext would give the
    catalogue's header)."""
    return _active.gettext(message) if message else message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message that fits ``count`` in the player's language."""
    return _active.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue where it cannot be looked up yet (a table built at import time);
    whoever shows it looks it up with :func:`_`."""
    return message


def NP_(context: str, message: str) -> str:
    """Marks ``message`` in ``context`` for the catalogue, to be looked up later with :func:`pgettext`."""
    return message


def ordinal(number: int) -> str:
    """A place in words' shorthand: "1st", "2nd", "11th" in English, "1.", "2." in Finnish.

    >>> ordinal(1), ordinal(12), ordinal(23)
    ('1st', '12th', '23rd')
    """
    if _code == "fi":
        return f"{number}."
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def language() -> str:
    """The code of the language in use (``"en"`` or ``"fi"``)."""
    return _code


def use(code: str) -> str:
    """Speak ``code`` from now on; an unknown code or a missing or broken catalogue file means English.
    Returns the code in use."""
    global _active, _code
    translations: gettext.NullTranslations = gettext.NullTranslations()
    if code in LANGUAGES and code != ENGLISH:
        from .assets import locale_dir
        try:
            with open(locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as file:
                translations = gettext.GNUTranslations(file)
        except (OSError, ValueError, UnicodeDecodeError, IndexError, KeyError):
            code = ENGLISH
    else:
        code = ENGLISH
    _active, _code = translations, code
    return code


def system_language(environ: dict[str, str] | None = None) -> str:
    """The app's language that matches the system's: Finnish on a Finnish system, else English.

    >>> system_language({"LANG": "fi_FI.UTF-8"}), system_language({"LANGUAGE": "sv:fi", "LANG": "fi_FI"})
    ('fi', 'en')
    >>> system_language({"LC_ALL": "C"})
    'en'
    """
    env = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            return _code_of(value.split(":")[0])
    if environ is None and sys.platform.startswith("win"):
        try:
            return _code_of(locale.getlocale()[0] or "")
        except ValueError:
            return ENGLISH
    return ENGLISH


def _code_of(name: str) -> str:
    """``"fi"`` for a Finnish locale name (``fi_FI.UTF-8``, ``Finnish_Finland``), else ``"en"``."""
    lowered = name.lower()
    return "fi" if lowered.startswith(("fi_", "finnish")) or lowered in ("fi", "fi-fi") else ENGLISH


def and_list(items: list[str] | tuple[str, ...]) -> str:
    """Items in a sentence: "Aino", "Aino and Bruno", "Aino, Bruno and Chidi" (the last joined as the language does).

    >>> and_list(["Aino"]), and_list(["Aino", "Bruno", "Chidi"])
    ('Aino', 'Aino, Bruno and Chidi')
    """
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def or_list(items: list[str] | tuple[str, ...]) -> str:
    """Choices in a sentence: "look", "look or pass", "up, down or pass" (the last joined as the language does).

    >>> or_list(["look", "pass"])
    'look or pass'
    """
    if len(items) < 2:
        return "".join(items)
    return _("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


FINNISH_VOWELS = frozenset("aeiouyäöå")
FINNISH_GRADATION = {"kk": "k", "pp": "p", "tt": "t"}
"""The doubled stops a Finnish name softens before the genitive's -n (Pekka: Pekan, Matti: Matin)."""


def genitive(name: str) -> str:
    """``name`` as an owner: "Bruno's" in English; in Finnish a vowel ending takes -n (Ainon, Brunon, Chidin,
    Pekka softening to Pekan), a consonant -in (Mikaelin), a -nen name -sen (Virtasen), and a name ending
    in a digit, a capital abbreviation or a sign takes ":n" (Pelaaja 2:n).

    >>> genitive("Bruno")
    "Bruno's"
    >>> [finnish_genitive(n) for n in ("Aino", "Chidi", "Mikael", "Pekka", "Betty", "Virtanen", "AI")]
    ['Ainon', 'Chidin', 'Mikaelin', 'Pekan', 'Bettyn', 'Virtasen', 'AI:n']
    """
    return finnish_genitive(name) if _code == "fi" else _("{name}'s").format(name=name)


def finnish_genitive(name: str) -> str:
    """``name`` in the Finnish genitive (see :func:`genitive`)."""
    last = name[-1:].lower()
    if not last.isalpha() or (name.isupper() and len(name) > 1):
        return f"{name}:n"
    if name.lower().endswith("nen") and len(name) > 4:
        return f"{name[:-3]}sen"
    if last not in FINNISH_VOWELS:
        return f"{name}in"
    double = name[-3:-1].lower()
    if double in FINNISH_GRADATION and last in "aeiouäö":  # not a foreign -y (Betty: Bettyn)
        return f"{name[:-3]}{FINNISH_GRADATION[double]}{name[-1]}n"
    return f"{name}n"


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` where one English word has two senses (a suit in a card's name and
    a suit on its own are one word in English, two in Finnish)."""
    return _active.pgettext(context, message)
