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
import io
import locale
import os
import stat
import string
import struct
import sys
from pathlib import Path

DOMAIN = "lohai_friends"
LANGUAGES: dict[str, str] = {"en": "English", "fi": "Suomi"}
"""The languages the app speaks, each under its own name (a player looks for "Suomi", not "Finnish")."""
ENGLISH = "en"

_active: gettext.NullTranslations = gettext.NullTranslations()
_code = ENGLISH
_problem = ""
"""Why the language last asked for is not (wholly) spoken, naming the file and the fault; ``""`` if it is."""
_said = True


def _(message: str) -> str:
    """``message`` (English) in the player's language (an empty text stays empty: gettext would give the
    catalogue's header)."""
    return _active.gettext(message) if message else message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message that fits ``count`` in the player's language; the English form if the
    catalogue's plural rule fails for ``count`` (a rule that divides by zero crashed the Statistics)."""
    try:
        return _active.ngettext(singular, plural, count)
    except Exception:  # the rule is the catalogue's code: whatever it raises, English still counts
        return singular if count == 1 else plural


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
    """Speak ``code`` from now on; an unknown code or a missing or broken catalogue file means English, with
    :func:`problem` saying why (the title shows it).  Returns the code in use."""
    global _active, _code, _problem, _said
    translations: gettext.NullTranslations = gettext.NullTranslations()
    problem = ""
    if code in LANGUAGES and code != ENGLISH:
        from .assets import locale_dir
        path = locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        try:
            loaded, dropped = load_catalogue(path)
        except CatalogueError as error:
            code, problem = ENGLISH, f"The {LANGUAGES[code]} translation could not be used: {error}. Speaking English."
        else:
            translations = loaded
            if dropped:
                more = f" (and {len(dropped) - 1} more)" if len(dropped) > 1 else ""
                problem = f"Parts of {path} stay English: {dropped[0]}{more}."
    else:
        code = ENGLISH
    _active, _code, _problem, _said = translations, code, problem, False
    return code


def problem() -> str:
    """What went wrong loading the language last asked for (the file and the fault), or ``""``."""
    return _problem


def unsaid_problem() -> str:
    """:func:`problem`, the first time it is asked for after each :func:`use` (``""`` after): the title says it
    once, not at every return to it."""
    global _said
    said, _said = _said, True
    return "" if said else _problem


class CatalogueError(ValueError):
    """A catalogue file the app cannot use at all, in words that name the file and the fault."""


def load_catalogue(path: Path) -> tuple[gettext.GNUTranslations, list[str]]:
    """The translations in the ``.mo`` at ``path``, and a line for each message set aside (it stays English).

    Why bounded and checked here: the catalogue is a file on the player's disk like any other, and a bad one
    used to crash or hang every start (a 3-byte file, an unknown charset, a FIFO, a link to ``/dev/zero``), or
    every screen that formats a message whose placeholders a translator renamed.
    """
    data = _read_bounded(path)
    try:
        translations = gettext.GNUTranslations(io.BytesIO(data))
    except Exception as error:  # struct.error, LookupError, OSError, ValueError…: all mean "not usable"
        raise CatalogueError(f"{path} is not a catalogue we can read ({_fault(error)})") from None
    return translations, _drop_mismatched(translations, data) + _plural_fault(translations)


PLURAL_PROBES = (*range(0, 200), 1_000, 10**6, 10**9, 2**31, 2**63)
"""Counts the plural rule is tried on when the catalogue is read (a count shown is never beyond these)."""


def _plural_fault(translations: gettext.GNUTranslations) -> list[str]:
    """A line if the catalogue's plural rule fails for a count (those counts are then said in English by
    :func:`ngettext`), else none."""
    rule = getattr(translations, "plural", None)
    for count in PLURAL_PROBES:
        try:
            form = rule(count) if callable(rule) else 0
            if not isinstance(form, int):
                raise TypeError(f"it gives {type(form).__name__}, not a form's number")
        except Exception as error:
            return [f"its plural rule fails for {count} ({_fault(error)}), so counted words stay English"]
    return []


MAX_CATALOGUE_BYTES = 4 * 1024 * 1024
"""The largest ``.mo`` read: the Finnish one is under 100 KB, so this leaves forty times the room."""


def _read_bounded(path: Path) -> bytes:
    """The file's bytes, if it is a regular file of sane size: a FIFO would block the start, ``/dev/zero``
    would fill the memory.  Opened without blocking, so a FIFO is found by looking, not by waiting."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as error:
        raise CatalogueError(f"{path} cannot be opened ({_fault(error)})") from None
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise CatalogueError(f"{path} is not a regular file")
        with os.fdopen(handle, "rb", closefd=False) as file:
            data = file.read(MAX_CATALOGUE_BYTES + 1)
    except OSError as error:
        raise CatalogueError(f"{path} cannot be read ({_fault(error)})") from None
    finally:
        os.close(handle)
    if len(data) > MAX_CATALOGUE_BYTES:
        raise CatalogueError(f"{path} is over {MAX_CATALOGUE_BYTES // (1024 * 1024)} MB")
    return data


def _fault(error: BaseException) -> str:
    """An exception as one short line: its kind and its words (a ``struct.error`` is a file cut short)."""
    if isinstance(error, struct.error):
        return "the file ends before its tables do"
    words = str(error).replace("\n", " ")
    return f"{type(error).__name__}: {words[:120]}" if words else type(error).__name__


Fields = frozenset[tuple[str, str, str]]


def fields(text: str) -> Fields:
    """The placeholders of ``text`` as ``str.format`` reads them: each name with its format and conversion
    (``ValueError`` for a text ``format`` refuses, a stray ``{``)."""
    return frozenset((name, spec or "", conversion or "")
                     for __, name, spec, conversion in string.Formatter().parse(text) if name is not None)


def _drop_mismatched(translations: gettext.GNUTranslations, data: bytes) -> list[str]:
    """Remove every translation whose placeholders are not its English original's (or that ``format`` cannot
    read), so that message alone stays English; a line for each.  A plural form may hold the English
    singular's placeholders or the plural's (Finnish may write "one trick" without the count)."""
    catalog: dict[object, str] = getattr(translations, "_catalog", {})
    plurals = _plural_originals(data, getattr(translations, "_charset", None) or "ascii")
    bad: set[str] = set()
    for key, text in catalog.items():
        english = _original(key)
        if not english:
            continue  # the header
        allowed = {_fields_or_none(english)}
        if isinstance(key, tuple):
            allowed.add(_fields_or_none(plurals.get(english, english)))
        found = _fields_or_none(text)
        if found is None or found not in allowed:
            bad.add(english)
    for key in [key for key in catalog if _original(key) in bad]:
        del catalog[key]
    return [f"{_quoted(english)} keeps other placeholders than the English" for english in sorted(bad)]


def _original(key: object) -> str:
    """The English of a catalogue key: a message, ``context\\x04message``, or a plural's ``(singular, form)``."""
    text = key[0] if isinstance(key, tuple) else key
    return str(text).rpartition("\x04")[2]


def _fields_or_none(text: str) -> Fields | None:
    """:func:`fields`, or ``None`` for a text ``format`` cannot read (never equal to an English message's)."""
    try:
        return fields(text)
    except ValueError:
        return None


def _plural_originals(data: bytes, charset: str) -> dict[str, str]:
    """Each plural message's English singular to its English plural, read from the ``.mo`` itself (Python's
    reader keeps only the singular).  The tables were read once already; anything odd here means none."""
    try:
        order = "<" if struct.unpack("<I", data[:4])[0] == 0x950412DE else ">"
        __, __, count, originals = struct.unpack(order + "4I", data[:16])
        found: dict[str, str] = {}
        for index in range(min(count, len(data) // 8)):
            length, offset = struct.unpack_from(order + "II", data, originals + 8 * index)
            message = data[offset:offset + length]
            if b"\0" in message:
                one, many = message.split(b"\0", 1)
                found[one.decode(charset, "replace").rpartition("\x04")[2]] = many.decode(charset, "replace")
    except (struct.error, LookupError, ValueError):
        return {}
    return found


def _quoted(text: str) -> str:
    """A message as a note names it: quoted, on one line, cut short."""
    line = " ".join(text.split())
    return f"\"{line[:60]}…\"" if len(line) > 60 else f"\"{line}\""


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
