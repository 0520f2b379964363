"""The pause overlay (Esc on a table): resume, rules, settings, quit to the menu."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_text
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import Scene


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button(t("app.pause.resume"), self.resume, style="primary", key="resume"),
            Button(
                t("app.pause.rules"),
                lambda: self.app.open_scene("rules", game_id=table.game_id, table=table),
                key="rules",
            ),
            Button(t("app.pause.settings"), lambda: self.app.open_scene("settings", table=table), key="settings"),
            Button(t("app.replay.export"), self.export, key="export"),
            Button(t("app.pause.quit"), self.quit_to_menu, style="quiet", key="quit"),
        ]

    def export(self) -> None:
        """Save the game so far as a record file (watch or share it later)."""
        from orcdesk.ui.record_export import export_with_notice

        export_with_notice(self.app, self.table.history, self.table.state.is_terminal())

    def resume(self) -> None:
        self.app.stack.pop()

    def quit_to_menu(self) -> None:
        self.app.stack.reset(self.app.scene("menu"))

    def on_resize(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        pw, bh, gap = int(u * 46), int(u * 7), int(u * 2)
        ph = int(u * 14) + len(self.buttons) * (bh + gap) + int(u * 2)
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        y = self.panel_rect.y + int(u * 13)
        for b in self.buttons:
            b.rect = pygame.Rect(self.panel_rect.x + int(u * 5), y, pw - int(u * 10), bh)
            y += bh + gap

    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface) -> None:
        u = theme.unit(surface.get_size())
        draw.dim(surface, 160)
        draw.panel(surface, self.panel_rect, fill=(44, 30, 22), alpha=245, radius=int(u * 2.5))
        blit_text(
            surface,
            t("app.pause.title"),
            int(u * 5.5),
            theme.BRASS,
            midtop=(self.panel_rect.centerx, self.panel_rect.y + int(u * 3.5)),
            bold=True,
            shadow=True,
            outline=theme.WOOD_DARK,
        )
        for b in self.buttons:
            b.draw(surface)
