"""Scenes and the scene stack (the shape of Tuxemon's state manager).

A scene is one screen: the main menu, the setup screen, a game table, the pause overlay... The app keeps a
stack of them. Only the top scene gets input and ``update``; drawing starts at the topmost scene that is
not an ``overlay`` and goes up, so an overlay (pause, result, a dialog) draws over the scene below it.

Lifecycle hooks, all optional::

    on_enter()      pushed (or put in place by replace)
    on_exit()       popped or replaced; release resources here (AI processes...)
    on_pause()      another scene was pushed on top of this one
    on_resume()     the scene on top was popped; this one is on top again
    handle_event(e) a pygame event (mouse positions are window pixels)
    update(dt)      once per frame, dt in seconds
    draw(surface)   draw the whole scene (the surface is the window)
    on_resize(size) the window changed size; recompute layout (relative units, see kit.theme.unit)
    on_language()   the language changed (Settings): re-word what the scene keeps as text
    frame_rate()    frames a second it needs while no input comes (see below)

Quiet when nothing moves: the app draws a frame on every input and then only as often as the live scenes
(the top one, and those an overlay lets update) ask through ``frame_rate()``: ``STILL`` (the default) when
nothing on them moves, so the window sleeps until the next event; ``ANIMATING`` while something moves (a
tween, a fade, an answer awaited); ``BREATHING`` for a slow ambient motion only (a pulsing glow, a blinking
cursor, an AI's "thinking..." dots), which reads the same at 6 to 12 frames a second: the app draws it at the
rate a small CPU budget pays for on this machine. Hover fades and button presses
need no report: the app keeps the full rate for a moment after every input (``App.INPUT_GRACE_S``). Anything
else that changes the picture without input calls ``app.request_frame()``.

Scene changes::

    app.open_scene("setup", game_id)            # push the scene registered as "setup"
    app.stack.pop()
    app.stack.replace(app.scene("pause", table))  # pop the top, push another
    app.stack.reset(app.scene("menu"))          # empty the stack, then push

Scenes are opened by name (the registry ``orcdesk.ui.scenes.SCENES``), so no scene imports another: the module
of a scene is imported when it is first opened. A name with no scene yet shows a short notice instead of
crashing, so menus can offer buttons before their screens are written.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

import pygame

from orcdesk.app.settings import Settings
from orcdesk.ui.kit.widgets import Button, Tooltip
from orcdesk.ui.sound import SoundPlayer

# What Scene.frame_rate() answers, in frames a second while no input comes.
STILL = 0.0
BREATHING = 12.0  # at most: the app lowers it to what its budget allows (App.AMBIENT_BUDGET)
ANIMATING = 60.0


class AppServices(Protocol):
    """What scenes and tables call of the app services (``orcdesk.ui.services.Services`` is the one; it sits above
    the scenes, so they know it by this shape). A ``table`` is the table scene calling."""

    settings: Settings
    sound: SoundPlayer

    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def on_crash(self, exc: BaseException) -> bool: ...
    def shutdown(self) -> None: ...
    def apply(self, settings: Settings, save: bool = True) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...
    def continue_buttons(self) -> list[Button]: ...
    def table_entered(self, table: Any) -> None: ...
    def table_exited(self, table: Any) -> None: ...
    def action_played(self, table: Any, seat: int, text: str, events: list[dict]) -> None: ...
    def table_resized(self, table: Any, size: tuple[int, int]) -> None: ...
    def table_update(self, table: Any, dt: float) -> None: ...
    def table_draw(self, table: Any, surface: pygame.Surface) -> None: ...
    def table_event(self, table: Any, event: pygame.event.Event) -> bool: ...
    def undo(self, table: Any) -> None: ...
    def hint(self, table: Any) -> None: ...


class Host(Protocol):
    """What a scene may ask of the window showing it (``orcdesk.ui.app.App`` is the one; it sits above the
    scenes, so they know it by this shape)."""

    stack: SceneStack
    tooltip: Tooltip
    screen: pygame.Surface
    flags: int
    settings: dict[str, Any]
    toasts: list[list]
    services: AppServices | None

    @property
    def size(self) -> tuple[int, int]: ...
    def scene(self, name: str, *args: Any, **context: Any) -> Scene: ...
    def open_scene(self, name: str, *args: Any, **context: Any) -> Scene | None: ...
    def toast(self, text: str, seconds: float = 2.5) -> None: ...
    def request_frame(self) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...
    def quit(self, code: int = 0) -> None: ...
    def start_game(
        self,
        game_id: str,
        seats: list[str],
        seed: int | None = None,
        options: dict | None = None,
        replace: bool = False,
    ) -> Scene: ...


class Scene:
    """Base class: every hook does nothing."""

    overlay = False  # True: the scene below is drawn first
    update_below = False  # True: the scene below keeps updating while this overlay is on top

    def __init__(self, app: Host) -> None:
        self.app = app

    @property
    def size(self) -> tuple[int, int]:
        return self.app.size

    def on_enter(self) -> None: ...
    def on_exit(self) -> None: ...
    def on_pause(self) -> None: ...
    def on_resume(self) -> None: ...
    def handle_event(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def on_resize(self, size: tuple[int, int]) -> None: ...
    def on_language(self) -> None: ...

    def frame_rate(self) -> float:
        """Frames a second this scene needs while no input comes: STILL, BREATHING or ANIMATING."""
        return STILL


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].on_pause()
        self.scenes.append(scene)
        scene.on_resize(scene.app.size)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.scenes.append(scene)
        scene.on_resize(scene.app.size)
        scene.on_enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        while self.scenes:
            self.scenes.pop().on_exit()
        return self.push(scene)

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of a class (e.g. the table under a pause overlay)."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle_event(event)

    def live(self) -> list[Scene]:
        """The scenes that update, bottom first: the top scene, plus those below overlays that ask for it."""
        i = len(self.scenes) - 1
        updated = []
        while i >= 0:
            updated.append(self.scenes[i])
            if not (self.scenes[i].overlay and self.scenes[i].update_below):
                break
            i -= 1
        return updated[::-1]

    def update(self, dt: float) -> None:
        for scene in self.live():
            scene.update(dt)

    def frame_rate(self) -> float:
        """The highest rate a live scene asks for (a scene that does not update does not move either)."""
        return max((scene.frame_rate() for scene in self.live()), default=STILL)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[max(0, start) :]:
            scene.draw(surface)

    def on_resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.on_resize(size)

    def on_language(self) -> None:
        for scene in self.scenes:
            scene.on_language()
