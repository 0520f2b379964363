"""Hotseat hand-over: between two humans the table is hidden until the next player clicks."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import draw, glyphs, textures, theme
from orcdesk.ui.kit.text import blit_text
from orcdesk.ui.scene import Scene


class HandoffScene(Scene):
    overlay = False  # opaque: the previous player's hand must not show

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat

    def handle_event(self, event) -> None:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        ):
            self.app.stack.pop()

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = theme.unit((w, h))
        surface.blit(textures.menu_background((w, h)), (0, 0))
        panel = pygame.Rect(0, 0, int(u * 90), int(u * 40))
        panel.center = (w // 2, h // 2)
        draw.panel(surface, panel, fill=(44, 30, 22), alpha=245, radius=int(u * 2.5))
        color = theme.SEAT_COLORS[self.seat % len(theme.SEAT_COLORS)]
        head = glyphs.orc_figure(int(u * 12), theme.ORC_SKIN, theme.ORC_EDGE, color)
        surface.blit(head, head.get_rect(center=(panel.centerx, panel.y + int(u * 10))))
        blit_text(
            surface,
            t("app.handoff.title", who=self.table.handoff_name(self.seat)),
            int(u * 4.6),
            theme.BRASS,
            center=(panel.centerx, panel.y + int(u * 22)),
            bold=True,
            shadow=True,
            outline=theme.WOOD_DARK,
        )
        blit_text(
            surface, t("app.handoff.hint"), int(u * 2.6), theme.TEXT, center=(panel.centerx, panel.y + int(u * 31))
        )
