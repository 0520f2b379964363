"""What a hex board is painted with: the baking :class:`Canvas` (a surface big enough for a set of hexes, drawn
supersampled and scaled down), the kit's own plain painter (:func:`plain_terrain`), the round :class:`Token`
figure, and the edge and blur helpers a game's painter shares. :mod:`orcdesk.ui.kit.hexboard` (the board view)
bakes its layers with these; a game's painter (``tables/orc_wars/terrain.py``) uses them too.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.hex import Hex
from orcdesk.ui.kit import glyphs, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.hexgrid import HexGrid, Point
from orcdesk.ui.kit.theme import Color

# The six edges of a pointy-top hex, as (corner index, corner index) into hx.corners(), listed in DIRECTIONS
# order: edge i faces the neighbour DIRECTIONS[i]. (Corners start upper right and go clockwise on screen.)
EDGE_CORNERS = ((0, 1), (5, 0), (4, 5), (3, 4), (2, 3), (1, 2))
PLAIN_COLORS = {  # plain_terrain's fill per kind
    "clear": (96, 124, 70),
    "tree": (40, 78, 44),
    "wall": (104, 100, 92),
    "underbrush": (70, 100, 54),
    "entry": (150, 122, 82),
}


# === figures =============================================================================================


@dataclass
class Token:
    """A simple figure: a round counter with a rim in ``color`` and an orc head (``kind="orc"``) or one of
    the emblems of ``glyphs`` (``kind="leaf"``, "skull", ...). Call it like any drawable."""

    hex: Hex
    color: Color
    kind: str = "orc"

    def __call__(self, surface: pygame.Surface, grid: HexGrid) -> None:
        x, y = grid.center(self.hex)
        art = token_surface(max(4, int(grid.scale * 0.62)), tuple(self.color), self.kind)
        surface.blit(art, art.get_rect(center=(round(x), round(y))))


@sized_cache(maxsize=64)
def token_surface(radius: int, color: Color, kind: str = "orc") -> pygame.Surface:
    """A counter of ``radius`` with its drop shadow: dark edge, a bevelled ring in ``color``, a parchment face
    with the art. Drawn at 4x and smoothscaled (antialiased), cached per (radius, colour, kind)."""
    ss = 4
    r = radius * ss
    n = int(r * 3.0)
    c = n / 2
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    shadow = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(shadow, (0, 0, 0, 120), (c + r * 0.12, c + r * 0.22), r * 1.02)
    surf.blit(blur(shadow, max(2, r // 8)), (0, 0))
    pygame.draw.circle(surf, theme.INK, (c, c), r)
    pygame.draw.circle(surf, theme.shade(color, 0.6), (c, c), r * 0.92)
    pygame.draw.circle(surf, theme.shade(color, 1.25), (c - r * 0.04, c - r * 0.05), r * 0.86)
    pygame.draw.circle(surf, color, (c, c), r * 0.84)
    pygame.draw.circle(surf, theme.INK, (c, c), r * 0.7)
    pygame.draw.circle(surf, theme.PARCHMENT_DARK, (c, c), r * 0.66)
    pygame.draw.circle(surf, theme.PARCHMENT, (c - r * 0.03, c - r * 0.03), r * 0.6)
    inner = int(r * 1.3)
    art = (
        glyphs.orc_figure(inner // ss * ss, theme.ORC_SKIN, theme.ORC_EDGE, color)
        if kind == "orc"
        else glyphs.emblem(kind, inner // ss * ss, theme.shade(color, 0.9), theme.ORC_EDGE)
    )
    art = pygame.transform.smoothscale(art, (inner, inner)) if art.get_width() != inner else art
    surf.blit(art, art.get_rect(center=(c, c + (r * 0.04 if kind == "orc" else 0))))
    return pygame.transform.smoothscale(surf, (n // ss, n // ss))


# === terrain baking ======================================================================================


class Canvas:
    """A surface big enough for ``hexes`` at circumradius ``scale`` x ``ss``, and hex -> pixel on it.
    ``offset`` is where hex (0, 0)'s centre lands once the surface is scaled back down by ``ss``."""

    def __init__(self, hexes: Iterable[Hex], scale: float, ss: int, pad: float) -> None:
        hexes = list(hexes) or [(0, 0)]
        pts = [p for h in hexes for p in hx.corners(h, scale)]
        margin = scale * pad
        x0, y0 = min(x for x, _ in pts) - margin, min(y for _, y in pts) - margin
        x1, y1 = max(x for x, _ in pts) + margin, max(y for _, y in pts) + margin
        self.offset = (math.ceil(-x0), math.ceil(-y0))
        self.size1 = (math.ceil(x1) + self.offset[0] + 1, math.ceil(y1) + self.offset[1] + 1)
        self.ss = ss
        self.s = scale * ss
        self.surf = pygame.Surface((self.size1[0] * ss, self.size1[1] * ss), pygame.SRCALPHA)

    def center(self, h: Hex) -> Point:
        x, y = hx.to_pixel(h, self.s)
        return (self.offset[0] * self.ss + x, self.offset[1] * self.ss + y)

    def polygon(self, h: Hex, shrink: float = 1.0) -> list[Point]:
        cx, cy = self.center(h)
        return [(cx + x * shrink, cy + y * shrink) for x, y in hx.corners((0, 0), self.s)]

    def layer(self) -> pygame.Surface:
        return pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)

    def finished(self) -> pygame.Surface:
        if self.ss == 1:
            return self.surf
        return pygame.transform.smoothscale(self.surf, self.size1)


def plain_terrain(
    terrain: dict[Hex, str], side: str, scale: float, tile_of: dict[Hex, int] | None = None, seed: int = 1
) -> tuple[pygame.Surface, tuple[int, int]]:
    """The kit's own terrain: each hex filled by its kind, thin lines between hexes (a game paints its own look
    by passing ``painter`` to :class:`BoardView`). Returns the surface and where hex (0, 0)'s centre is on it."""
    canvas = Canvas(terrain, scale, 1, pad=0.2)
    for h, kind in terrain.items():
        polygon = canvas.polygon(h)
        pygame.draw.polygon(canvas.surf, PLAIN_COLORS.get(kind, PLAIN_COLORS["clear"]), polygon)
        pygame.draw.polygon(canvas.surf, (24, 40, 18), polygon, 1)
    return canvas.finished(), canvas.offset


# --- small helpers ---------------------------------------------------------------------------------------


def blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A cheap blur: shrink by ``radius`` and grow back with smoothscale (twice, to soften the blockiness)."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // radius), max(1, h // radius)))
    tiny = pygame.transform.smoothscale(small, (max(1, w // (radius * 2)), max(1, h // (radius * 2))))
    return pygame.transform.smoothscale(pygame.transform.smoothscale(tiny, small.get_size()), (w, h))
