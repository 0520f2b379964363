"""Pieces the card and dice tables (Orc, Orlog, Orcs & Trolls) draw alike: the "click this" glow, the glow of
the seat to play, a name plate with its face or token, and the dots of a seat that thinks. Plain functions of
what they draw."""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import draw, theme, tokens
from orcdesk.ui.kit.text import blit_fit, blit_text


def lit_glow(surface: pygame.Surface, rect: pygame.Rect, u: float, pulse: float, hovered=False, color=theme.HILITE):
    """The "you can click this" glow: a pulsing halo plus a bright frame (as TableScene.draw_highlight)."""
    alpha = 255 if hovered else 150 + int(90 * pulse)
    spread = int(u * (2.2 if hovered else 1.6))
    draw.draw_glow(surface, rect, color, spread=spread, alpha=alpha, radius=max(4, rect.w // 10))
    pygame.draw.rect(surface, color, rect.inflate(4, 4), max(2, int(u * 0.35)), border_radius=max(4, rect.w // 12))


def turn_glow(surface: pygame.Surface, rect: pygame.Rect, seat: int, u: float, pulse: float) -> None:
    """Whose turn it is: that player's plate glows in the seat's colour."""
    colour = theme.SEAT_COLORS[seat]
    draw.draw_glow(surface, rect, colour, spread=int(u * 1.6), alpha=150 + int(80 * pulse), radius=int(u))


def dots(time: float) -> str:
    """One to three dots, for a seat that thinks."""
    return "." * (1 + int(time * 3) % 3)


def name_plate(surface, plate: pygame.Rect, seat: int, name: str, line: str, u: float, portrait=None) -> None:
    """A seat's plate: its face (an AI, drawn by ``portrait(surface, seat, center, size)``) with its colour
    beside it, or its token; its name and a second line (e.g. the cards in hand)."""
    draw.panel(surface, plate, fill=(42, 30, 22), radius=int(u))
    badge = (plate.x + plate.h // 2, plate.centery)
    if portrait is None:
        tokens.seat_token(surface, seat, badge, int(plate.h * 0.34))
    else:
        portrait(surface, seat, badge, int(plate.h * 0.8))
        corner = (badge[0] + int(plate.h * 0.3), badge[1] + int(plate.h * 0.3))
        tokens.seat_token(surface, seat, corner, int(plate.h * 0.13))
    x = plate.x + plate.h
    blit_fit(
        surface, name, u * 2.6, plate.w - plate.h - u, theme.TEXT, midleft=(x, plate.centery - int(u * 1.2)), bold=True
    )
    blit_text(surface, line, int(u * 2.0), theme.TEXT_DIM, midleft=(x, plate.centery + int(u * 1.5)))


def thinking(surface, word: str, at: tuple[int, int], u: float, time: float) -> None:
    """ "thinking..." beside a seat's plate."""
    blit_text(surface, word + dots(time), int(u * 2.2), theme.HILITE_SOFT, midleft=at, italic=True, shadow=True)
