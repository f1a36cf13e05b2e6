"""Opening the house-rules folder in the system's file browser, for the settings' "Open house rules" button.

Apart from the scene since it reaches outside the app (a process started, the clipboard); what happened comes
back as words the settings show under the rows.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from ...catalogue import _


def open_folder(folder: Path, launch: Callable[[Path], object] | None = None) -> str:
    """Show ``folder`` in the system's file browser (made if missing); the words say what happened, and
    when no file browser could be started they give the folder's whole path (put on the clipboard too)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _("Could not make the folder {folder}: {value}.").format(folder=folder, value=error.strerror or error)
    try:
        (launch or _file_browser)(folder)
    except OSError as error:
        copied = _("; its path is on the clipboard") if _to_clipboard(str(folder)) else ""
        return (_("No file browser could be started ({value}). The house-rules folder is {folder}{copied}.").format(
            value=error.strerror or error, folder=folder, copied=copied))
    return _("Opened {folder}. Files dropped there appear on the title screen next time it is shown.").format(
        folder=folder)


def _file_browser(folder: Path) -> None:
    """Start the system's file browser on ``folder`` (raises ``OSError`` when there is none to start)."""
    if sys.platform.startswith("win"):
        os.startfile(folder)  # type: ignore[attr-defined]
    else:
        subprocess.Popen(["open" if sys.platform == "darwin" else "xdg-open", str(folder)],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _to_clipboard(text: str) -> bool:
    """Put ``text`` on the clipboard where the window system allows it; ``True`` if it did."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    return True
