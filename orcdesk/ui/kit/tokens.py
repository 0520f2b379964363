"""Tokens and badges: round count badges, seat tokens (an orc head on the seat's colour), small ribbons.

count_badge(screen, (x, y), 4, radius)            # brass disc with a number (pile sizes, hand counts)
count_badge(screen, (x, y), 3, radius, fill=theme.tribe_color("red"))
seat_token(screen, seat, (x, y), radius)          # a player's token; colour plus orc head, never colour alone
ribbon(screen, rect, "You", fill)                 # a label band (won tribes, tags)
"""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import draw, glyphs, theme
from orcdesk.ui.kit.text import blit_fit, blit_text
from orcdesk.ui.kit.theme import Color


def _text_on(fill: Color) -> Color:
    """Dark ink on light fills, light text on dark ones."""
    lum = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    return theme.INK if lum > 140 else theme.TEXT


def count_badge(
    surface: pygame.Surface, center, value, radius: int, fill: Color = theme.BRASS, edge: Color = theme.INK
) -> None:
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, edge, (x, y), radius + max(1, radius // 8))
    pygame.draw.circle(surface, fill, (x, y), radius)
    pygame.draw.circle(surface, theme.shade(fill, 1.25), (x, y), max(1, radius - max(1, radius // 6)), 1)
    blit_text(surface, str(value), int(radius * 1.35), _text_on(fill), center=(x, y + 1), bold=True)


def seat_token(surface: pygame.Surface, seat: int, center, radius: int) -> None:
    color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, theme.INK, (x, y), radius + 2)
    pygame.draw.circle(surface, color, (x, y), radius)
    head = glyphs.orc_figure(int(radius * 1.6), theme.ORC_SKIN, theme.ORC_EDGE, color)
    surface.blit(head, head.get_rect(center=(x, y)))


def ribbon(surface: pygame.Surface, rect: pygame.Rect, text: str, fill: Color, radius: int = 4) -> None:
    draw.drop_shadow(surface, rect, radius, offset=max(1, rect.h // 8), blur=max(3, rect.h // 4), alpha=120)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=radius)
    blit_fit(surface, text, rect.h * 0.72, rect.w - 6, _text_on(fill), center=rect.center, bold=True)
