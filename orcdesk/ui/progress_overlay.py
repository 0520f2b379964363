"""The overlay shown while a long job runs off the window's thread (a record read, a review): one line of
progress, a bar and Cancel (Esc or Backspace too). A scene subclasses it, starts its job, polls it in
``update`` and draws with ``draw_progress(surface, text, fraction)``."""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING, Scene


class ProgressOverlay(Scene):
    overlay = True

    def __init__(self, app, cancel_label: str) -> None:
        super().__init__(app)
        self.cancel_button = Button(cancel_label, self.cancel, style="quiet", key="cancel")
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def cancel(self) -> None:
        raise NotImplementedError

    def frame_rate(self) -> float:
        return ANIMATING

    def update(self, dt: float) -> None:
        self.cancel_button.update(dt)

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, ph = min(int(w * 0.7), int(u * 90)), int(u * 26)
        self.panel_rect = p = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.cancel_button.rect = pygame.Rect(0, 0, int(u * 24), int(u * 6))
        self.cancel_button.rect.midbottom = (p.centerx, p.bottom - int(u * 3))

    def handle_event(self, event) -> None:
        if self.cancel_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.cancel()

    def draw_progress(self, surface, text: str, fraction: float) -> None:
        p = self.panel_rect
        u = theme.unit(surface.get_size())
        draw.dim(surface, 120)
        draw.panel(surface, p, fill=(44, 30, 22), alpha=248, radius=int(u * 2))
        blit_fit(
            surface, text, u * 3, p.w - u * 8, theme.HILITE_SOFT, midtop=(p.centerx, p.y + int(u * 3.5)), bold=True
        )
        bar = pygame.Rect(p.x + int(u * 5), p.y + int(u * 10), p.w - int(u * 10), int(u * 2))
        pygame.draw.rect(surface, theme.WOOD_DARK, bar, border_radius=bar.h // 2)
        done = bar.copy()
        done.w = int(bar.w * fraction)
        if done.w:
            pygame.draw.rect(surface, theme.BRASS, done, border_radius=bar.h // 2)
        self.cancel_button.draw(surface)
