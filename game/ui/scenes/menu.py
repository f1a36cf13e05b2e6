"""A panel of buttons in a column over the table (the pause menu, the claim): one way of using it by mouse and keys.

The pointer lights the button under it and a click presses it; Up and Down
move the keyboard's focus round the column (the screen reader says each as it
comes) and Enter presses the focused one.  A scene built on :class:`ColumnMenu`
lays its ``buttons`` out in ``resize`` (the focused one ``selected``), says what
each key does in ``press``, and handles its own other keys (Esc, shortcuts)
before handing the rest to :meth:`ColumnMenu.handle_menu`.
"""

from __future__ import annotations

from ..speech.screens import chosen
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, hit


class ColumnMenu(Scene):
    """Buttons in a column, with the pointer's hover and the keyboard's focus."""

    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.focus = 0
        """The button Enter presses (Up and Down move it)."""
        self.hover: str | None = None
        self.buttons: list[Button] = []

    def press(self, key: str) -> None:
        """Button ``key`` was pressed, by a click or by Enter."""
        raise NotImplementedError

    def focus_words(self) -> str:
        return chosen([(b.label, b.selected) for b in self.buttons])

    def handle_menu(self, intent: Intent) -> None:
        """The pointer over and on the buttons, Up and Down round the column, Enter on the focused one."""
        kind = intent.kind
        if kind is Kind.MOTION:
            button = hit(self.buttons, intent.pos)
            self.hover = button.key if button else None
        elif kind is Kind.PRESS:
            button = hit(self.buttons, intent.pos)
            if button is not None:
                self.press(button.key)
        elif kind in (Kind.UP, Kind.DOWN) and self.buttons:
            self.focus = (self.focus + (-1 if kind is Kind.UP else 1)) % len(self.buttons)
            self.resize(self.app.size)
        elif kind is Kind.CONFIRM and self.buttons:
            self.press(self.buttons[self.focus].key)
