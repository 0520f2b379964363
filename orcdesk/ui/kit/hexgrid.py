"""Hex <-> screen pixels for pointy-top hexes (:class:`HexGrid`), and the types a hex board's parts share: a
screen :data:`Point`, a :data:`Drawable` figure and a terrain :data:`Painter`. Both the board view
(:mod:`orcdesk.ui.kit.hexboard`) and its painting pieces (:mod:`orcdesk.ui.kit.hexpaint`) stand on this module.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.hex import Hex

Point = tuple[float, float]


# === geometry ============================================================================================


class HexGrid:
    """Hex <-> screen pixels for pointy-top hexes: ``size`` is the circumradius at zoom 1, ``origin`` the screen
    position of hex (0, 0) before panning. ``zoom`` multiplies the size; ``pan`` shifts everything."""

    def __init__(self, size: float, origin: Point = (0.0, 0.0)) -> None:
        self.size = float(size)
        self.origin = (float(origin[0]), float(origin[1]))
        self.zoom = 1.0
        self.pan = (0.0, 0.0)

    @property
    def scale(self) -> float:
        """Circumradius of a hex on screen, in pixels."""
        return self.size * self.zoom

    def _zero(self) -> Point:
        return (self.origin[0] + self.pan[0], self.origin[1] + self.pan[1])

    def center(self, h: Hex) -> Point:
        x, y = hx.to_pixel(h, self.scale)
        zx, zy = self._zero()
        return (zx + x, zy + y)

    def polygon(self, h: Hex) -> list[Point]:
        """The six screen corners of ``h`` (upper right first, clockwise on screen)."""
        zx, zy = self._zero()
        return [(zx + x, zy + y) for x, y in hx.corners(h, self.scale)]

    def hex_at(self, pos: Point) -> Hex:
        """The hex whose polygon contains the screen point ``pos``.

        Regular hexes tile the plane and each polygon is exactly the set of points nearer its centre than any
        other, so cube rounding of the inverse transform finds the right hex; but floating point can misplace
        points within a hair of an edge. So the rounded guess is confirmed by a point-in-polygon test against
        its polygon, then its neighbours' (in DIRECTIONS order); a point exactly on an edge belongs to the
        first of those that contains it, which keeps the answer deterministic.
        """
        zx, zy = self._zero()
        guess = hx.from_pixel(pos[0] - zx, pos[1] - zy, self.scale)
        for h in [guess] + hx.neighbours(guess):
            if _inside_convex(self.polygon(h), pos):
                return h
        return guess

    def bounds(self, hexes: Iterable[Hex]) -> pygame.Rect:
        """The screen rectangle covering the polygons of ``hexes`` (an empty rect at the origin for none)."""
        pts = [p for h in hexes for p in self.polygon(h)]
        if not pts:
            zx, zy = self._zero()
            return pygame.Rect(int(zx), int(zy), 0, 0)
        x0, y0 = math.floor(min(x for x, _ in pts)), math.floor(min(y for _, y in pts))
        x1, y1 = math.ceil(max(x for x, _ in pts)), math.ceil(max(y for _, y in pts))
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def zoom_about(self, zoom: float, pos: Point) -> None:
        """Set ``zoom`` keeping the board point under the screen point ``pos`` where it is."""
        zx, zy = self._zero()
        f = zoom / self.zoom
        self.zoom = zoom
        self.pan = (pos[0] - self.origin[0] - (pos[0] - zx) * f, pos[1] - self.origin[1] - (pos[1] - zy) * f)


def _inside_convex(poly: Sequence[Point], p: Point) -> bool:
    """Point in a convex polygon whose corners go clockwise on screen (edges included)."""
    px, py = p
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        if (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0:
            return False
    return True


# === what a board draws: figures (any callable; hexpaint.Token is one) and the terrain painter ============

Drawable = Callable[[pygame.Surface, HexGrid], None]
# paints a whole board: (terrain, side, hex circumradius, hex -> tile, seed) -> (surface, hex (0, 0)'s centre on it)
Painter = Callable[..., tuple[pygame.Surface, tuple[int, int]]]
