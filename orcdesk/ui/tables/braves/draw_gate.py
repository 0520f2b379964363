"""Drawing the "ready" panel of the De l'orc pour les braves table (see ``pacing.py``): the last round's summary,
one row per seat (its colour, name, points gained, total and why), a line on what comes next, the Ready button,
then the countdown's big number in its place.
"""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_text, fit_size, wrap_lines
from orcdesk.ui.tables.braves.pacing import GateView


def _row_lines(view: GateView, u: float, why_w: int) -> list[list[str]]:
    return [wrap_lines(row.why, int(u * 1.9), why_w)[:2] for row in view.rows]


def draw_gate(surface: pygame.Surface, ring: pygame.Rect, u: float, view: GateView, button) -> pygame.Rect:
    """Draw the panel in the middle of the ring of piles (empty before a deal); return its rect."""
    w = int(min(ring.w * 0.96, u * 90))
    pad = int(u * 2)
    inner_w = w - 2 * pad
    name_w, gain_w, total_w = int(inner_w * 0.27), int(u * 5.5), int(u * 8)
    why_w = inner_w - name_w - gain_w - total_w
    why_lines = _row_lines(view, u, why_w)
    line_h, row_pad = int(u * 2.3), int(u * 0.9)
    rows_h = sum(max(int(u * 3.1), len(lines) * line_h + row_pad) for lines in why_lines)
    text_lines = [part for line in view.lines for part in wrap_lines(line, int(u * 2.1), inner_w)]
    h = int(u * 5.6) + rows_h + (int(u * 0.8) if view.rows else 0) + len(text_lines) * int(u * 2.7) + int(u * 8.2)
    box = pygame.Rect(0, 0, w, min(h, int(ring.h * 1.1)))
    box.center = ring.center
    draw.panel(surface, box, fill=(34, 26, 22), alpha=245, radius=int(u * 1.5), edge=theme.BRASS, edge_px=2)
    blit_text(
        surface,
        view.title,
        fit_size(view.title, int(u * 2.9), inner_w, bold=True),
        theme.BRASS,
        midtop=(box.centerx, box.y + int(u * 1.3)),
        bold=True,
        shadow=True,
    )
    y = box.y + int(u * 5.6)
    text = int(u * 2.1)
    for row, lines in zip(view.rows, why_lines):
        row_h = max(int(u * 3.1), len(lines) * line_h + row_pad)
        mid = y + min(row_h, int(u * 3.1)) // 2
        x = box.x + pad
        pygame.draw.circle(surface, theme.INK, (x + int(u * 0.9), mid), int(u * 1.0))
        pygame.draw.circle(surface, row.colour, (x + int(u * 0.9), mid), int(u * 0.8))
        x += int(u * 2.6)
        blit_text(
            surface,
            row.name,
            fit_size(row.name, text, name_w - int(u * 2.9), bold=True),
            theme.TEXT,
            midleft=(x, mid),
            bold=True,
        )
        x = box.x + pad + name_w
        gained = row.gained not in ("+0", "0")
        blit_text(surface, row.gained, text, theme.HILITE if gained else theme.TEXT_DIM, midleft=(x, mid), bold=True)
        x += gain_w
        blit_text(surface, row.total, fit_size(row.total, text, total_w - int(u)), theme.TEXT, midleft=(x, mid))
        x += total_w
        ly = mid - line_h // 2
        for line in lines:
            blit_text(surface, line, int(u * 1.9), theme.TEXT_DIM, topleft=(x, ly + int(u * 0.15)), italic=True)
            ly += line_h
        y += row_h
    if view.rows:
        y += int(u * 0.8)
    for part in text_lines:
        blit_text(surface, part, text, theme.TEXT, midtop=(box.centerx, y))
        y += int(u * 2.7)
    centre_rect = pygame.Rect(0, 0, int(min(box.w * 0.5, u * 26)), int(u * 5.4))
    centre_rect.midbottom = (box.centerx, box.bottom - int(u * 1.4))
    if view.number is None:
        button.rect = centre_rect
        button.draw(surface)
    else:
        button.rect = pygame.Rect(0, 0, 0, 0)
        blit_text(
            surface,
            str(view.number),
            int(u * 7),
            theme.HILITE,
            center=centre_rect.center,
            bold=True,
            outline=theme.INK,
            outline_px=max(2, int(u * 0.4)),
        )
    return box
