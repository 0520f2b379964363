"""What a click lands on at a table, and the glows that say where to click.

A table lists its clickable things as :class:`HitRegion` (``hit_regions()``, topmost last); the base finds the
one under the pointer with :func:`region_at` and lights regions with the two shared glows: the legal target's
(:func:`draw_highlight`) and the suggested target's, brighter and greener (:func:`draw_target_glow`), nested in
rings where one target lies on several lit paths (:func:`nested_rings`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.widgets import Tooltip
from orcdesk.ui.tables.view import HitRegion, TableView

Colour = tuple[int, int, int]


def region_at(regions: Sequence[HitRegion], pos: tuple[int, int]) -> HitRegion | None:
    """The topmost of ``regions`` (listed topmost last) under ``pos``, or None."""
    for region in reversed(regions):
        if region.rect.collidepoint(pos):
            return region
    return None


def show_tooltip(tooltip: Tooltip, region: HitRegion, mouse: tuple[int, int]) -> None:
    """The hovered region's words on ``tooltip``: why not (in red) when it is not legal, else its tooltip."""
    if not region.legal and region.reason:
        tooltip.show(region.reason, mouse, theme.TRIBE_DARK["red"])
    elif region.tooltip:
        tooltip.show(region.tooltip, mouse)


def draw_highlight(
    surface: pygame.Surface, rect: pygame.Rect, unit: float, pulse: float, hovered: bool = False, color=theme.HILITE
) -> None:
    """The shared "you can click this" glow: pulsing halo (``pulse``, 0..1) plus a bright frame."""
    a = 150 + int(90 * pulse) if not hovered else 255
    draw.draw_glow(
        surface, rect, color, spread=int(unit * (2.2 if hovered else 1.6)), alpha=a, radius=max(4, rect.w // 10)
    )
    pygame.draw.rect(surface, color, rect.inflate(4, 4), max(2, int(unit * 0.35)), border_radius=max(4, rect.w // 12))


def draw_target_glow(surface: pygame.Surface, rect: pygame.Rect, unit: float, pulse: float, color=theme.GOOD) -> None:
    """The glow of a suggested target (hint, guided step): brighter and greener than the legal glow."""
    draw.draw_glow(
        surface,
        rect,
        color,
        spread=int(unit * 2.4),
        alpha=170 + int(80 * pulse),
        radius=max(4, rect.w // 10),
    )
    pygame.draw.rect(surface, color, rect.inflate(6, 6), max(2, int(unit * 0.45)), border_radius=max(4, rect.w // 12))


def nested_rings(lit: Sequence[tuple[pygame.Rect, Colour]], ring: int) -> list[tuple[pygame.Rect, Colour]]:
    """The lit rects in drawing order: a target on two lit paths (the same tribe, two ways) gets two rings, each
    ``ring`` pixels outside the last, and the outer ring is drawn first, under the inner."""
    rings: dict[tuple, int] = {}
    drawn = []
    for rect, colour in lit:
        n = rings[tuple(rect)] = rings.get(tuple(rect), -1) + 1
        drawn.append((n, rect.inflate(2 * n * ring, 2 * n * ring), colour))
    return [(rect, colour) for _, rect, colour in sorted(drawn, key=lambda item: -item[0])]


def draw_mode_highlights(table: TableView, surface: pygame.Surface) -> None:
    """Light the screen targets of the actions ``table``'s mode names (a tutorial's next step, a review's move)
    with the table's suggested-target glow."""
    mode = table.presenter.mode
    actions = mode.highlighted(table.shown_state, table.human_to_act())
    with mode.lighting(table):  # a review's targets are found as the reviewed seat's (ReviewMode)
        lit = [
            (region.rect, mode.lit_colour(action) or theme.GOOD)
            for action in actions
            for region in table.regions_of(action)
        ]
    for rect, colour in nested_rings(lit, int(theme.unit(table.size) * 1.1)):
        table.draw_target_glow(surface, rect, colour)
