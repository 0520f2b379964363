"""The error screen: shown when a scene raises. Says what happened in plain words, where the log is, and that
the game in progress is kept (it was autosaved after the last action, so the menu offers Continue)."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit, blit_text, wrap_lines
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import Scene


class ErrorScene(Scene):
    def __init__(self, app, error: BaseException | str, log_file=None) -> None:
        super().__init__(app)
        self.message = f"{type(error).__name__}: {error}" if isinstance(error, BaseException) else str(error)
        self.log_file = str(log_file) if log_file else t("common.error.no_log")
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button(t("common.error.menu"), self.to_menu, style="primary", key="menu"),
            Button(t("common.error.quit"), lambda: self.app.quit(1), style="quiet", key="quit"),
        ]

    def to_menu(self) -> None:
        self.app.stack.reset(self.app.scene("menu"))

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.8), int(u * 140)), int(h * 0.56)
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw, bh = int(u * 30), int(u * 6.5)
        x = self.panel_rect.centerx - bw - int(u * 1.5)
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.panel_rect.bottom - bh - int(u * 4), bw, bh)
            x += bw + int(u * 3)

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.to_menu()

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = theme.unit((w, h))
        surface.fill((24, 16, 12))
        p = self.panel_rect
        draw.panel(surface, p, fill=(48, 28, 22), edge=theme.DANGER, alpha=255, radius=int(u * 2.5))
        blit_text(
            surface,
            t("common.error.title"),
            int(u * 5.5),
            theme.DANGER,
            midtop=(p.centerx, p.y + int(u * 3.5)),
            bold=True,
            shadow=True,
        )
        y = p.y + int(u * 13)
        width = p.w - int(u * 10)
        for text, color, size in (
            (t("common.error.kept"), theme.TEXT, int(u * 2.8)),
            (self.message, theme.HILITE_SOFT, int(u * 2.7)),
            (t("common.error.log", path=self.log_file), theme.TEXT, int(u * 2.6)),
        ):
            for line in wrap_lines(text, size, width)[:4]:
                blit_fit(surface, line, size, width, color, topleft=(p.x + int(u * 5), y))
                y += int(size * 1.3)
            y += int(u * 2)
        for b in self.buttons:
            b.draw(surface)


def make_scene(app, error="", log_file=None, **_context) -> ErrorScene:
    return ErrorScene(app, error, log_file)
