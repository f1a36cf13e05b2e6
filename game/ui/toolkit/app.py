"""The frame loop and the scene stack.

Each frame: raw pygame events become intents (in :mod:`.intents`, the one place
that knows keys and buttons), the top scene handles them, the top scene updates
with the frame's ``dt``, then the stack is drawn from the last opaque scene up,
so a pause menu shows the table dimmed beneath it.  ``draw`` never changes a
scene; all change happens in ``handle`` and ``update``.  Nothing in a scene
blocks: the loop is the only place that waits, in ``clock.tick``.

:meth:`App.frame` runs one frame with a given ``dt`` and no waiting, which is
how tests and ``--selftest`` drive the app headless and fast-forward animations.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from importlib import import_module

import pygame

from ...catalogue import _, use
from ...engine import DeckSpec, RuleSet
from ...store import Store
from ..art.cards import CardArt
from ..speech.queue import Priority, Speaker
from . import theme, window
from .intents import Intent, IntentMapper, Kind
from .notice import Notices
from .settings import Settings
from .sound import Sounds
from .voicing import VoiceFinder, Voicing
from .window import MIN_SIZE, SIZE, first_size, load_icon, set_window_icon

__all__ = ["FPS", "MIN_SIZE", "SCENES", "SIZE", "TITLE", "App", "Scene", "SceneBook", "first_size", "load_icon",
           "set_window_icon"]

TITLE = "Lohai & Friends"
FPS = 60
IDLE_WAKE = 250
"""Milliseconds a still window sleeps at most between frames when no input comes."""


class Scene:
    """One screen.  Subclasses override what they need; the defaults do nothing.

    ``overlay`` scenes (menus over the table) are drawn on top of the scene below.
    """

    overlay = False
    home = False
    """The title: "Back to the title" goes back down the stack to it."""

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def still(self) -> bool:
        """Nothing on screen moves until the player acts, so the loop may wait for input instead of drawing
        sixty identical frames a second (a scene with anything in motion, or a clock to run, says False)."""
        return True

    def start_over(self, rules: RuleSet) -> None:
        """A match of ``rules`` was given up for a new one and this scene is on top now: lead to its set-up
        (the title opens the new-game screen; the new-game screen is already it)."""

    def handle(self, intent: Intent) -> None:
        """React to what the player meant."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change any state."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``: recompute layout."""

    def enter(self) -> None:
        """The scene is on top again (the one above it was popped)."""

    def exit(self) -> None:
        """The scene left the stack for good: stop any work it started (a bot thinking)."""

    def title_words(self) -> str:
        """What the screen is, spoken when it comes to the top ("" for nothing)."""
        return ""

    def focus_words(self) -> str:
        """The control with the keyboard's focus and its value, spoken whenever it changes ("" for none)."""
        return ""


SceneFactory = Callable[..., Scene]
"""Makes a scene from the app and what it is opened with (its class, mostly)."""


class SceneBook:
    """The scenes opened by name (``app.push("pause", table)``), so the table can open the menus and pages
    around it without importing them: the scenes sit above the table and import it, never the other way.

    The scenes register themselves in one module, named here as text and imported on the first lookup (the way
    the game registry names a game's parts), so the toolkit imports nothing above it.
    """

    def __init__(self, home: str) -> None:
        self.home = home
        """The module whose import registers every named scene."""
        self._factories: dict[str, SceneFactory] = {}

    def register(self, name: str, factory: SceneFactory) -> None:
        """``name`` opens what ``factory`` makes (a later registration of the name replaces it)."""
        self._factories[name] = factory

    def factory(self, name: str) -> SceneFactory:
        """What ``name`` opens; raises :class:`KeyError` for a name no scene registered."""
        if name not in self._factories:
            import_module(self.home)
        try:
            return self._factories[name]
        except KeyError:
            raise KeyError(f"no scene is registered as {name!r} (in {self.home})") from None


SCENES = SceneBook("game.ui.scenes.named")
"""Every scene opened by name: the names are registered by :mod:`game.ui.scenes.named`."""



class App:
    """Owns the window, the clock, the scene stack, the shared card art and the sounds."""

    def __init__(self, size: tuple[int, int] | None = SIZE, settings: Settings | None = None,
                 store: Store | None = None, voices: VoiceFinder | None = None) -> None:
        """``size`` ``None``: a first start, sized from the screen (:func:`first_size`); any other size is in
        the window system's points, held within what the screen offers (:func:`clamp`)."""
        window.sharp_pixels()
        pygame.display.init()
        theme.start_fonts()
        desktops = pygame.display.get_desktop_sizes()
        small = size is not None and window.too_small(size)
        size = window.clamp(first_size(desktops[0] if desktops else None) if size is None else size, window.offered())
        self.window = window.Screen(TITLE, size)
        self.windowed = self.window.points
        """The window's size in points when not full screen: what the settings keep for the next start."""
        self.fullscreen = False
        self.screen = self.window.surface()
        self.clock = pygame.time.Clock()
        self.mapper = IntentMapper(self.window.ratio())
        self.stack: list[Scene] = []
        self.running = True
        self.time = 0.0
        self._settings = Settings()
        self._language = use(self._settings.language_code)
        self.settings = settings if settings is not None else Settings()
        self.notes = [window.smallest_note()] if small else []
        """What the player should know about the window, in their language (it was asked smaller than the app
        lays out for)."""
        self.sounds = Sounds(self)
        """``app.sounds.play("deal")``; it reads :attr:`settings` at each call, and is silent without a device."""
        self._art: dict[tuple[object, ...], CardArt] = {}
        self.store: Store | None = store
        """Where the match in progress and the settings are kept; ``None`` keeps nothing (tests)."""
        self.voicing = Voicing(voices)
        """The voice: each screen said as it comes up, every line kept to its screen (``app.speak``)."""
        self.notices = Notices()
        """What the player must know at once, over any scene: a save the disk refused, a voice set aside."""

    @property
    def settings(self) -> Settings:
        """The player's preferences; scenes read them every frame, so a change shows at once."""
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        """New preferences; a new look (high contrast, large print) or a new language shows from the next
        frame, every scene on the stack laid out again (its text changes size or length), so no restart is
        needed."""
        self._settings = settings
        looks = theme.use(high_contrast=settings.high_contrast, large_print=settings.large_print)
        speaks = settings.language_code != self._language
        if speaks:
            self._language = use(settings.language_code)
        if looks or speaks:
            for scene in self.stack:
                scene.resize(self.size)

    # -- the stack --------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene | str, *args: object, **kwargs: object) -> Scene:
        """Put ``scene`` on top: a scene made already, or one named in :data:`SCENES` and made here from the app
        and ``args`` (``app.push("rules", rules, about=refusal)``)."""
        if isinstance(scene, str):
            scene = SCENES.factory(scene)(self, *args, **kwargs)
        self.stack.append(scene)
        scene.resize(self.size)
        return scene

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        if scene is not None:
            scene.exit()
        if not self.stack:
            self.running = False
        elif self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def pop_to(self, kind: type[Scene]) -> None:
        """Pop scenes until one of ``kind`` is on top (or the stack is empty)."""
        while self.stack and not isinstance(self.stack[-1], kind):
            self.stack.pop().exit()
        if self.top is not None:
            self.top.enter()
        else:
            self.running = False

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Empty the stack, letting every scene stop its work; the app is done (and the voice's commands end)."""
        while self.stack:
            self.stack.pop().exit()
        self.running = False
        self.window.hide()
        self.voicing.close()

    def art(self, deck: DeckSpec | None) -> CardArt:
        """Card art for ``deck``, shared by every scene that shows those cards."""
        key: tuple[object, ...] = ("default",)
        if deck is not None:
            key = (deck.suits, deck.ranks, deck.copies, deck.specials, tuple(sorted(deck.points.items())))
        art = self._art.get(key)
        if art is None:
            art = self._art[key] = CardArt(deck, four_colour=lambda: self.settings.four_colour)
        return art

    # -- the loop ---------------------------------------------------------------
    def run(self, frames: int | None = None) -> int:
        """Play until the window is closed or the last scene pops (or ``frames`` were shown)."""
        shown = 0
        try:
            while self.running and self.stack and (frames is None or shown < frames):
                self.rest()
                dt = self.clock.tick(FPS) / 1000.0
                self.frame(min(dt, 0.1))
                self.window.flip()
                shown += 1
        finally:
            self.close()
        return 0

    def rest(self) -> None:
        """While the top scene is still and no input waits, sleep until input comes (or :data:`IDLE_WAKE`
        passes, for clocks like a message's): an idle window costs almost no processor, and a key or a click
        is answered the moment it arrives."""
        top = self.top
        if top is None or not top.still or pygame.event.peek():
            return
        event = pygame.event.wait(IDLE_WAKE)
        if event.type != pygame.NOEVENT:
            pygame.event.post(event)

    def frame(self, dt: float, *, draw: bool = True) -> None:
        """One frame without waiting: events, update, draw (tests may skip the drawing)."""
        self.time += dt
        self.mapper.typing = bool(getattr(self.top, "typing", False))
        surface = self.window.surface()  # a window opened again has a new surface: the old one is gone
        if surface is not self.screen or surface.get_size() != self.size:  # or resized without a word
            self.follow_window()
        for event in pygame.event.get():
            intent = self.mapper.map(event, self.time)
            if intent is not None:
                self.dispatch(intent)
            if not self.running:
                return
        top = self.top
        if top is not None:
            top.update(dt)
        folder = self.store.folder if self.store is not None else None
        self.notices.post(self.voicing.keep_log(self.voicing.log_path(self.settings.speech_log, folder)))
        told = self.notices.update(dt, self.store, self.voicing.voice)
        if told:
            self.voicing.speak(told, Priority.EVENT, None, self.settings.speech)  # a notice is every screen's
        self.voicing.screens(self.top, self.stack, self.settings.speech)
        if draw:
            self.draw(self.screen)

    # -- speech -----------------------------------------------------------------
    @property
    def speech(self) -> Speaker:
        """Every spoken line goes through here; it keeps the recent ones for the log pane."""
        return self.voicing.speech

    def speak(self, text: str, priority: Priority = Priority.EVENT, scene: object = None) -> None:
        """Say ``text`` for ``scene`` (by default the one on top) when speech is on; the log pane keeps it either
        way."""
        self.voicing.speak(text, priority, scene if scene is not None else self.top, self.settings.speech)

    def dispatch(self, intent: Intent) -> None:
        """Intents the app itself answers (quit, fullscreen, resize, mute); the rest go to the top scene."""
        if intent.kind is Kind.QUIT:
            self.running = False
        elif intent.kind is Kind.FULLSCREEN:
            self.toggle_fullscreen()
        elif intent.kind is Kind.RESIZE:
            self.resize(intent.size)
        elif intent.kind is Kind.MUTE:
            self.speak(_("Sound on") if self.sounds.toggle_mute() else _("Sound off"), Priority.URGENT)
        elif intent.kind is Kind.SPEECH_LOG:
            self.speak(self.voicing.where(self.settings.speech_log, self.store.folder if self.store else None),
                       Priority.URGENT)
        elif self.top is not None:
            if intent.kind is Kind.PRESS and _on_button(self.top, intent.pos):
                self.sounds.play("button")
            before = (self.speech.said, self.top, self.top.focus_words())
            self.top.handle(intent)
            if intent.kind is Kind.OTHER and (self.speech.said, self.top, self.top.focus_words()) == before:
                # a key that means nothing here, answered on every screen as the table answers it: a key pressed
                # and nothing heard is a key lost to a player who cannot see the screen
                self.speak(_("Nothing to do with that key here"), Priority.URGENT)

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[max(0, first):]:
            scene.draw(surface)
        self.notices.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        """Follow the window's new size, in points (making the window that size when a driver does not), held
        within :func:`clamp`: a resize event is input, and a 20000 × 20000 one must not become a surface."""
        with contextlib.suppress(pygame.error):  # a window system that refuses: draw on what the window is
            self.window.resize(window.clamp(size, window.offered()))
        self.follow_window()

    def follow_window(self) -> None:
        """Draw on the window's surface as it now is (in pixels), scale the pointer by its pixels per point, and
        lay every scene out again."""
        self.screen = self.window.surface()
        self.mapper.ratio = self.window.ratio()
        if not self.fullscreen:
            self.windowed = self.window.points
        for scene in self.stack:
            scene.resize(self.size)

    def toggle_fullscreen(self) -> None:
        try:
            self.window.set_fullscreen(not self.fullscreen)
        except pygame.error:
            return
        self.fullscreen = self.window.fullscreen
        self.follow_window()


def _on_button(scene: Scene, pos: tuple[int, int]) -> bool:
    """The press lands on one of the menu scene's enabled buttons (those scenes keep them in ``buttons``)."""
    buttons = getattr(scene, "buttons", None)
    if not isinstance(buttons, list):
        return False
    return any(getattr(b, "enabled", True) and b.rect.collidepoint(pos) for b in buttons if hasattr(b, "rect"))
