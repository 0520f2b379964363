"""Watch a game again: the game's own table, stepped move by move through its record.

Every game gets this from the shared table code: the replay builds the game's table on a match with no AI in
it, puts it at move ``k`` with ``restore`` (the log then words exactly the moves up to ``k``) and steps forward
by submitting the next recorded move, so the table animates it as it did in play. Nothing a replay does
reaches the autosave or the statistics (the table is told it is a replay).

Controls: the bar at the bottom (start, back, play/pause, forward, end, speed, whose view, export, close), a
timeline to click anywhere on, and the keys ←/→ (one move), Home/End, Space (play/pause), Esc (close).
"""

from __future__ import annotations

import pygame

from orcdesk.core.contract import TABLE
from orcdesk.core.i18n import t
from orcdesk.core.match import Record
from orcdesk.games import get_game
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING, STILL, Scene

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 1.1  # between moves at speed 1 while playing (after the move's animation)


class ReplayScene(Scene):
    def __init__(self, app, record: Record, finished: bool = True) -> None:
        super().__init__(app)
        self.record = Record(
            record.game_id, record.players, record.seed, dict(record.options), list(record.seats), list(record.actions)
        )
        self.finished = finished
        self.table = get_game(record.game_id).table_class()(
            app, record.game_id, seats=list(record.seats), seed=record.seed, options=record.options, inline_ai=True
        )
        self.table.replaying = True  # no autosave, no statistics, no AI
        self.table.match.controllers = {}
        self.position = 0
        self.playing = False
        self.speed = 1
        self.wait = 0.0
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button("|<", lambda: self.goto(0), key="start"),
            Button("<", self.back, key="back"),
            Button(t("app.replay.play"), self.toggle_play, style="primary", key="play"),
            Button(">", self.forward, key="forward"),
            Button(">|", lambda: self.goto(len(self.record.actions)), key="end"),
            Button("", self.next_speed, key="speed"),
            Button("", self.next_viewer, key="viewer"),
            Button(t("app.replay.export"), self.export, key="export"),
            Button(t("app.replay.close"), self.close, style="quiet", key="close"),
        ]
        self._labels()

    # ------------------------------------------------------------------ moving through the game
    @property
    def length(self) -> int:
        return len(self.record.actions)

    def goto(self, k: int) -> None:
        k = max(0, min(self.length, k))
        self.table.restore(self.record.actions[:k])
        self.position = k
        self.wait = 0.0

    def forward(self) -> None:
        if self.position >= self.length:
            self.playing = False
            self._labels()
            return
        self.table.queue.finish_all()
        seat, text = self.record.actions[self.position]
        self.table.match.submit(seat, self.table.state.action_from_text(text))
        self.position += 1

    def back(self) -> None:
        self.playing = False
        self._labels()
        self.goto(self.position - 1)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        if self.playing and self.position >= self.length:
            self.goto(0)
        self._labels()

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self._labels()

    def next_viewer(self) -> None:
        """Whose eyes: each seat in turn (the table shows what that seat could see)."""
        table = self.table
        table.viewer = (table.viewer + 1) % len(table.seats)
        self.goto(self.position)
        self._labels()

    def export(self) -> None:
        from orcdesk.ui.record_export import export_with_notice

        export_with_notice(self.app, self.record, self.finished)

    def close(self) -> None:
        self.app.stack.pop()

    def _labels(self) -> None:
        by_key = {b.key: b for b in self.buttons}
        by_key["play"].label = t("app.replay.pause") if self.playing else t("app.replay.play")
        by_key["speed"].label = f"×{SPEEDS[self.speed]:g}"
        by_key["viewer"].label = t("app.replay.view_of", who=self.table.seat_name(self.table.viewer))

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.on_resize(self.size)
        self.goto(0)

    def on_exit(self) -> None:
        self.table.on_exit()

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        self.bar = pygame.Rect(0, h - int(u * 9), w, int(u * 9))
        self.table.view_size = (w, self.bar.y)  # the table is laid out above the bar
        self.table.on_resize(self.table.view_size)
        gap = int(u * 1)
        widths = [6, 6, 12, 6, 6, 8, 26, 14, 12]
        scale = min(1.0, (w - gap * (len(widths) + 1)) / (sum(widths) * u))
        x = gap
        for b, bw in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, self.bar.y + int(u * 3.2), int(bw * u * scale), int(u * 5))
            x += b.rect.w + gap
        self.timeline = pygame.Rect(int(u * 2), self.bar.y + int(u * 0.8), w - int(u * 4), int(u * 1.6))

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.table.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.timeline.collidepoint(event.pos):
            self.playing = False
            self._labels()
            f = (event.pos[0] - self.timeline.x) / max(1, self.timeline.w)
            self.goto(round(f * self.length))
        elif event.type == pygame.MOUSEWHEEL:
            self.table.log.handle_event(event)
        elif event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: self.forward,
                pygame.K_LEFT: self.back,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_HOME: lambda: self.goto(0),
                pygame.K_END: lambda: self.goto(self.length),
                pygame.K_ESCAPE: self.close,
            }
            if event.key in keys:
                keys[event.key]()

    def frame_rate(self) -> float:
        return ANIMATING if self.playing or self.table.queue.busy else STILL

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)
        self.table.update(dt)
        if self.playing and not self.table.queue.busy:
            self.wait += dt * SPEEDS[self.speed]
            if self.wait >= STEP_SECONDS:
                self.wait = 0.0
                self.forward()

    def draw(self, surface) -> None:
        self.table.draw(surface.subsurface(pygame.Rect((0, 0), self.table.view_size)))
        u = theme.unit(surface.get_size())
        draw.panel(surface, self.bar, fill=(34, 24, 18), alpha=235, radius=0)
        tl = self.timeline
        pygame.draw.rect(surface, theme.WOOD_DARK, tl, border_radius=tl.h // 2)
        done = tl.copy()
        done.w = int(tl.w * self.position / max(1, self.length))
        if done.w:
            pygame.draw.rect(surface, theme.BRASS, done, border_radius=tl.h // 2)
        if self.length < 400:  # the table's own moves as faint ticks (a long game would be a solid bar)
            for i, (seat, _) in enumerate(self.record.actions):
                if seat == TABLE:
                    x = tl.x + int(tl.w * (i + 0.5) / self.length)
                    pygame.draw.line(surface, theme.TEXT_DIM, (x, tl.y + 2), (x, tl.bottom - 3), 1)
        for b in self.buttons:
            b.draw(surface)
        label = t("app.replay.move", n=self.position, total=self.length)
        right = self.buttons[-1].rect.right + int(u * 2)
        room = surface.get_width() - right - int(u * 2)
        if room > u * 8:
            blit_fit(
                surface,
                label,
                u * 2.6,
                room,
                theme.HILITE_SOFT,
                midleft=(right, self.buttons[0].rect.centery),
                bold=True,
            )


def make_scene(app, record: Record, finished: bool = True, **_context) -> ReplayScene:
    return ReplayScene(app, record, finished)
