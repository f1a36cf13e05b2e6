"""Damaged translations: each a ``lohai_friends.mo`` (or what stands in its place) that the app must survive.

Why: the catalogue is a file on the player's disk like a save is, and issue 59 found a 3-byte ``.mo``, an
unknown charset, a FIFO or a link to ``/dev/zero`` in its place crashing or hanging every start, and one
renamed placeholder crashing the title at every start.  Each :class:`Case` writes its file into a scratch
copy of the ``locale`` folder (never the real one) and says what the app must make of it:

* ``english``: the whole catalogue is refused; the app speaks English, and the note names the file and holds
  ``says``;
* ``partial``: the catalogue is used, but the message ``english`` stays English (the rest is Finnish), and the
  note names it; ``counted``: the catalogue is used whole, and a count the rule fails on is said in English.
"""

from __future__ import annotations

import io
import os
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "locale" / "fi" / "LC_MESSAGES" / "lohai_friends.po"
POSIX = hasattr(os, "mkfifo") and Path("/dev/zero").exists()
ENGLISH, PARTIAL, COUNTED = "english", "partial", "counted"

Write = Callable[[Path], None]
"""Puts the damaged catalogue at the path given (its folder exists)."""


@dataclass(frozen=True, slots=True)
class Case:
    """One damaged catalogue and what must come of it."""

    name: str
    write: Write
    expect: str
    says: str = ""
    """Words the note must hold (compared without case)."""
    english: str = ""
    """``partial``: the message that stays English."""
    posix: bool = False
    """Needs a FIFO or ``/dev/zero``."""


def good_mo(*, header: Callable[[str], str] | None = None, edit: dict[str, str | tuple[str, ...]] | None = None,
            plural: str = "") -> bytes:
    """The Finnish catalogue compiled from its ``.po``, with messages replaced (by English id), its header
    edited or its plural rule changed."""
    with PO.open("rb") as file:
        catalog = read_po(file)
    for english, text in (edit or {}).items():
        message = catalog.get(english)
        assert message is not None, f"the Finnish catalogue no longer holds {english!r}"
        message.string = text
    if plural:
        catalog._num_plurals, catalog._plural_expr = 2, plural
    out = io.BytesIO()
    write_mo(out, catalog)
    data = out.getvalue()
    if header is not None:
        data = _header_edited(data, header)
    return data


def _header_edited(data: bytes, edit: Callable[[str], str]) -> bytes:
    """The catalogue with its header's text edited in place (padded to its length, so no offset moves)."""
    start = data.index(b"Project-Id-Version")
    end = data.index(b"\0", start)
    old = data[start:end].decode("utf-8")
    new = edit(old).encode("utf-8")
    assert len(new) <= len(old), "an edited header may not grow"
    return data[:start] + new.ljust(len(old), b" ") + data[end:]


def _bytes(data: bytes | Callable[[], bytes]) -> Write:
    return lambda path: path.write_bytes(data() if callable(data) else data)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link(target: str) -> Write:
    return lambda path: path.symlink_to(target)


def _folder(path: Path) -> None:
    path.mkdir()


def _huge(path: Path) -> None:
    """A catalogue of 5 MB, past the bound (sparse: it costs no disk)."""
    with path.open("wb") as file:
        file.write(good_mo())
        file.truncate(5 * 1024 * 1024)


def _tables_past_end() -> bytes:
    """A good header whose tables lie beyond the file's end."""
    data = bytearray(good_mo())
    struct.pack_into("<I", data, 12, len(data) + 4096)
    return bytes(data)


def _bad_utf8() -> bytes:
    data = good_mo()
    at = data.index(b"Jatka: ")
    return data[:at] + b"\xff\xfe" + data[at + 2:]


def whole_file_cases() -> Iterator[Case]:
    """Files the app cannot use at all: it speaks English and says why."""
    yield Case("empty", _bytes(b""), ENGLISH, "ends before")
    yield Case("one_byte", _bytes(b"\x95"), ENGLISH, "ends before")
    yield Case("three_bytes", _bytes(b"abc"), ENGLISH, "ends before")
    yield Case("bad_magic", _bytes(b"\0" * 64), ENGLISH, "magic")
    yield Case("text_not_mo", _bytes(lambda: PO.read_bytes()[:4096]), ENGLISH, "magic")
    yield Case("truncated_tables", _bytes(lambda: good_mo()[:2000]), ENGLISH, "lohai_friends.mo")
    yield Case("header_only", _bytes(lambda: good_mo()[:20]), ENGLISH, "ends before")
    yield Case("tables_past_end", _bytes(_tables_past_end), ENGLISH, "ends before")
    yield Case("unknown_charset", _bytes(lambda: good_mo(header=lambda h: h.replace("charset=utf-8", "charset=nope9"))),
               ENGLISH, "unknown encoding")
    yield Case("future_version", _bytes(lambda: good_mo()[:4] + struct.pack("<I", 5 << 16) + good_mo()[8:]),
               ENGLISH, "version")
    yield Case("not_utf8_text", _bytes(_bad_utf8), ENGLISH, "UnicodeDecodeError")
    yield Case("plural_not_c", _bytes(lambda: good_mo(plural="(n != 1")), ENGLISH, "lohai_friends.mo")
    yield Case("a_folder", _folder, ENGLISH, "not a regular file")
    yield Case("missing", lambda path: None, ENGLISH, "cannot be opened")
    yield Case("dangling_link", _link("nowhere.mo"), ENGLISH, "cannot be opened")
    yield Case("too_big", _huge, ENGLISH, "over 4 MB")
    yield Case("fifo", _fifo, ENGLISH, "not a regular file", posix=True)
    yield Case("dev_zero", _link("/dev/zero"), ENGLISH, "not a regular file", posix=True)


def message_cases() -> Iterator[Case]:
    """Catalogues with one bad message: that message alone stays English."""
    continued = "Continue {saved_title}"
    for name, text in (("renamed_placeholder", "Jatka: {saved}"), ("stray_brace", "Jatka: {saved_title"),
                       ("stray_closing", "Jatka: {saved_title} }"), ("dropped_placeholder", "Jatka peliä"),
                       ("width_bomb", "Jatka: {saved_title:>999999999}"), ("attribute", "{saved_title.__class__}"),
                       ("conversion", "Jatka: {saved_title!r}"), ("index", "Jatka: {saved_title[0]}"),
                       ("positional", "Jatka: {0}"), ("extra_placeholder", "Jatka: {saved_title} {who}")):
        yield Case(name, _bytes(lambda text=text: good_mo(edit={continued: text})), PARTIAL, "Continue", continued)
    yield Case("plural_form_renamed", _bytes(lambda: good_mo(edit={"Discard {count} card": (
        "Hylkää {count} kortti", "Hylkää {lukumäärä} korttia")})), PARTIAL, "Discard", "Discard {count} card")


def plural_cases() -> Iterator[Case]:
    """Plural rules that fail for some counts: those counts are said in English."""
    yield Case("plural_divides_by_zero", _bytes(lambda: good_mo(plural="(n / (n - 3))")), COUNTED, "plural rule")
    yield Case("plural_out_of_range", _bytes(lambda: good_mo(plural="(n + 5)")), COUNTED)


def all_cases() -> list[Case]:
    return [*whole_file_cases(), *message_cases(), *plural_cases()]
