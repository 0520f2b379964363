"""The application window: pygame display, clock, scene stack, main loop.

``run_window(game=None, seats=None, seed=None, players=None)`` is what ``orcdesk`` / ``orcdesk play`` call:
no game opens the main menu; a game opens its table straight away (the menu stays underneath, so leaving
the table returns to it).

The loop is also drivable without a real window (tests, ``shot``, ``perf``)::

    app = App(size=(1280, 720))          # SDL_VIDEODRIVER=dummy works
    app.stack.push(MenuScene(app))
    app.step(1 / 60)                     # pump events, update, draw one frame
    app.step(0.5, events=[...])          # feed synthetic events instead of pygame's queue

``run()`` draws only when something changed: on input, and then as often as the scenes ask (see
``Scene.frame_rate`` in scene.py); with nothing moving it sleeps until the next event.

Startup probe (bench): with ``ORCDESK_STARTUP_PROBE=1`` in the environment, the process prints
``ORCDESK_FIRST_FRAME <time.time()>`` once the first menu frame is on screen and exits with code 0.
"""

from __future__ import annotations

import os
import sys
import time

import pygame

from orcdesk.core.i18n import sentence, t
from orcdesk.ui.kit import anim, cache, draw, text, theme
from orcdesk.ui.kit.text import blit_text
from orcdesk.ui.kit.widgets import Tooltip
from orcdesk.ui.scene import ANIMATING, STILL, AppServices, Scene, SceneStack
from orcdesk.ui.scenes import scene_factory

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 400)
FPS = 60
INPUT_GRACE_S = 0.5  # full rate this long after any input: hover fades, lifts and presses settle in it
IDLE_WAKE_S = 0.5  # with nothing moving, wake this often to update (a poll, a timer) without drawing
# A slow ambient motion alone (a pulsing glow while the table waits for the player) may cost this share of a
# core: its rate is the budget over what a frame costs here (measured), between these bounds. A table frame
# costs 2-4 ms with the dummy driver (7-12 fps), more under a real X server (down to 6 fps).
AMBIENT_BUDGET = 0.03
AMBIENT_MIN_FPS = 6.0
PROBE_ENV = "ORCDESK_STARTUP_PROBE"


def _software_framebuffer() -> None:
    """On X11, show frames through X's shared-memory images rather than a GL texture. Every frame is drawn in
    software anyway; SDL's default there loads a GL driver just to show it, which cost 112 MB more after 12 games
    at 1920×1080 (Mesa under Xvfb: 244 against 132 MB) and three times the CPU a frame (11 against 4 ms at
    1280×720). SDL makes the same choice itself on Windows and WSL. Other drivers (Wayland, macOS) have no such
    framebuffer and are left alone; SDL_FRAMEBUFFER_ACCELERATION in the environment still decides."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class App:
    def __init__(
        self, size: tuple[int, int] = DEFAULT_SIZE, *, resizable: bool = True, title: str | None = None
    ) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.display.init()
        _software_framebuffer()
        if not pygame.font.get_init():  # fonts cached by an earlier pygame session are dead now
            from orcdesk.ui.kit import text

            pygame.font.init()
            text.clear_cache()
        self.flags = pygame.RESIZABLE if resizable else 0
        self.screen = pygame.display.set_mode(size, self.flags)
        cache.window_resized(self.size)
        pygame.display.set_caption(title or t("app.title"))
        self._set_icon()
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.tooltip = Tooltip()
        self.running = True
        self.exit_code = 0
        self.frame = 0
        self.frame_requested = True  # the first frame, and whatever request_frame() asks for
        self.last_input = -INPUT_GRACE_S  # time.perf_counter() of the last event
        self.frame_cpu_s = 0.004  # CPU time a drawn frame takes, a running average (the ambient rate follows it)
        self.toasts: list[list] = []  # [text, seconds left]
        # Settings other scenes may change (F's settings scene writes these).
        self.settings: dict = {"anim_speed": 1.0, "ai_in_process": False}
        self.probe = os.environ.get(PROBE_ENV) == "1"
        self.services: AppServices | None = (
            None  # orcdesk.ui.services.Services (settings, saves, sound...), installed by run_window
        )

    def _set_icon(self) -> None:
        from orcdesk.resources import resource_path

        try:
            icon = pygame.image.load(str(resource_path("sprites", "icon.svg")))
        except (pygame.error, FileNotFoundError):
            from orcdesk.ui.kit import glyphs

            icon = glyphs.orc_figure(64, theme.ORC_SKIN, theme.ORC_EDGE, theme.BRASS)
        try:
            pygame.display.set_icon(icon)
        except pygame.error:
            pass

    # ------------------------------------------------------------------ properties
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # ------------------------------------------------------------------ scenes
    def scene(self, name: str, *args, **context) -> Scene:
        """The scene registered as ``name`` (orcdesk.ui.scenes.SCENES), built with these arguments: scenes open
        each other by name, so none imports another."""
        return scene_factory(name)(self, *args, **context)

    def open_scene(self, name: str, *args, **context) -> Scene | None:
        """Push the scene registered as ``name``; a short notice instead when there is none."""
        try:
            factory = scene_factory(name)
        except (KeyError, ImportError, AttributeError):
            self.toast(t("app.notice.not_available"))
            return None
        return self.stack.push(factory(self, *args, **context))

    def toast(self, text: str, seconds: float = 2.5) -> None:
        text = sentence(text)  # a notice is a sentence, whatever it was built from (a reason, a move)
        self.toasts.append([text, seconds])

    def request_frame(self) -> None:
        """Draw once more soon: for a change no input caused and no scene's frame_rate() reports."""
        self.frame_requested = True

    def frame_rate(self) -> float:
        """Frames a second the window needs now (scene.py): full while toasts fade or just after input, else
        what the live scenes ask for; a minimised window shows no glow, so only real animation runs there."""
        if self.frame_requested or self.toasts or time.perf_counter() - self.last_input < INPUT_GRACE_S:
            return ANIMATING
        rate = self.stack.frame_rate()
        if rate < ANIMATING and not pygame.display.get_active():
            return STILL
        if STILL < rate < ANIMATING:
            return max(AMBIENT_MIN_FPS, min(rate, AMBIENT_BUDGET / self.frame_cpu_s))
        return rate

    def start_game(
        self,
        game_id: str,
        seats: list[str],
        seed: int | None = None,
        options: dict | None = None,
        replace: bool = False,
    ) -> Scene:
        """Open the table of ``game_id`` (seats: "human" or an AI kind per seat)."""
        from orcdesk.games import get_game

        table_cls = get_game(game_id).table_class()
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "little")
        scene = table_cls(self, game_id, seats=list(seats), seed=seed, options=options)
        return self.stack.replace(scene) if replace else self.stack.push(scene)

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ------------------------------------------------------------------ loop
    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if size != self.size:
            self.screen = pygame.display.set_mode(size, self.flags)
        cache.window_resized(self.size)  # pictures drawn for sizes long gone are let go
        self.stack.on_resize(self.size)

    def step(self, dt: float, events: list | None = None, draw: bool = True) -> None:
        """One frame: events, update, draw, flip (``draw=False``: an update only, the screen stays)."""
        anim.set_speed(self.settings.get("anim_speed", 1.0))
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
        self.stack.update(dt)
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [x for x in self.toasts if x[1] > 0]
        if draw:
            self.draw_frame()

    def draw_frame(self) -> None:
        cpu = time.process_time()
        self.frame_requested = False
        self.render()
        pygame.display.flip()
        self.frame += 1
        self.frame_cpu_s += 0.2 * (max(1e-4, time.process_time() - cpu) - self.frame_cpu_s)

    def dispatch(self, event: pygame.event.Event) -> None:
        self.last_input = time.perf_counter()
        if event.type == pygame.QUIT:
            self.quit()
            return
        if self.services is not None and self.services.handle_event(event):
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            if (event.x, event.y) != self.size:
                self.resize((event.x, event.y))
            return
        self.stack.handle_event(event)

    def render(self) -> None:
        cache.window_resized(self.size)  # also after a size change that did not come through resize() (fullscreen)
        self.tooltip.hide()
        text.start_frame()
        if not len(self.stack):
            self.screen.fill(theme.WOOD_DARK)
        self.stack.draw(self.screen)  # every full scene paints its whole background
        if not self.tooltip.text and pygame.mouse.get_focused():  # a shortened text shows whole under the mouse
            whole = text.hover_text_at(pygame.mouse.get_pos())
            if whole:
                self.tooltip.show(whole, pygame.mouse.get_pos())
        self.tooltip.draw(self.screen)
        self._draw_toasts(self.screen)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        if not self.toasts:
            return
        from orcdesk.ui.kit.text import text_width, wrap_lines

        u = theme.unit(self.size)
        y = int(self.size[1] * 0.12)
        size = int(u * 2.6)
        room = int(self.size[0] * 0.86) - int(u * 6)
        for notice, left in self.toasts:
            lines = wrap_lines(notice, size, room)[:4]  # a long notice (a file's path and reason) wraps
            w = max(text_width(line, size) for line in lines) + int(u * 6)
            rect = pygame.Rect(0, 0, w, int(u * 3.4 + len(lines) * size * 1.2))
            rect.midtop = (self.size[0] // 2, y)
            draw.panel(surface, rect, alpha=int(235 * min(1.0, left * 2)), radius=int(u * 2))
            line_y = rect.centery - (len(lines) - 1) * size * 0.6
            for line in lines:
                blit_text(surface, line, size, theme.TEXT, center=(rect.centerx, int(line_y)), shadow=True)
                line_y += size * 1.2
            y += rect.h + int(u)

    def run(self, seconds: float | None = None) -> int:
        """The main loop, until the window closes (or for ``seconds``: bench). Draws only what changed."""
        end = None if seconds is None else time.perf_counter() + seconds
        last = time.perf_counter()
        while self.running and len(self.stack) and (end is None or time.perf_counter() < end):
            rate = self.frame_rate()
            events = self._next_events(rate, last)
            now = time.perf_counter()
            dt, last = now - last, now
            try:
                self._advance(min(dt, 0.1), events, due=bool(events) or rate > STILL)
            except Exception as exc:  # a scene failed: the services show the error scene (the autosave stays)
                if self.services is None or not self.services.on_crash(exc):
                    raise
            if self.probe and self.frame == 1:
                print(f"ORCDESK_FIRST_FRAME {time.time():.6f}", flush=True)
                return 0
        return self.exit_code

    def _next_events(self, rate: float, last: float) -> list:
        """The events of the next frame: at full rate whatever came during the clock's tick; otherwise sleep until
        an event or until the next frame is due (``IDLE_WAKE_S`` when none is), whichever comes first."""
        if rate >= ANIMATING:
            self.clock.tick(FPS)
            return pygame.event.get()
        period = 1.0 / rate if rate > STILL else IDLE_WAKE_S
        return wait_events(last + period)

    def _advance(self, dt: float, events: list, due: bool) -> None:
        """Update, and draw when a frame is due or the update changed what is shown (a scene pushed or popped,
        an animation started, a frame requested)."""
        stack_before = [id(scene) for scene in self.stack]
        self.step(dt, events=events, draw=False)
        changed = [id(scene) for scene in self.stack] != stack_before
        if due or changed or self.frame_rate() > STILL:
            self.draw_frame()


def wait_events(until: float) -> list:
    """Events as soon as one comes, or [] at ``until`` (a time.perf_counter() value). It looks every 1/60 s, as a
    full-rate frame would: pygame.event.wait(timeout) pumps the queue every millisecond, which alone cost about
    1 % of a core in an idle window."""
    while True:
        events = pygame.event.get()
        left = until - time.perf_counter()
        if events or left <= 0:
            return events
        time.sleep(min(left, 1.0 / FPS))


def run_window(
    game: str | None = None,
    seats: list[str] | None = None,
    seed: int | None = None,
    players: int | None = None,
    options: dict | None = None,
    record=None,
    tutorial: tuple[str, int | None] | None = None,
) -> int:
    """Open the window: the main menu, or straight to ``game``'s table, a record's replay, or a game's tutorial
    (``(game, section from 0 or None)``, over Learn to play). Returns the exit code."""
    from orcdesk.games import get_game
    from orcdesk.ui.services import Services

    app = App()
    app.services = Services(app)
    app.open_scene("menu")
    if game is not None:
        info = get_game(game)
        count = players or (len(seats) if seats else info.min_players)
        if not seats:
            seats = ["human"] + ["normal"] * (count - 1)
        app.start_game(game, seats, seed, options=options)
    if record is not None:  # `orcdesk replay FILE`: the menu, with the replay on top
        app.open_scene("replay", record)
    if tutorial is not None:  # `orcdesk tutorial GAME`: Learn to play under it, where Leave comes back
        app.open_scene("learn", game_id=tutorial[0])
        app.open_scene("tutorial", tutorial[0], section=tutorial[1])
    try:
        return app.run()
    finally:
        for scene in list(app.stack):
            scene.on_exit()
        app.services.shutdown()
        pygame.quit()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_window())
