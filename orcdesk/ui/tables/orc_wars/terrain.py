"""The Orc Wars terrain, painted procedurally for the shared hex board view (``BoardView(painter=paint)``): the
forest side (grass, leafy trees, bushes and ferns, mossy rock) and the cavern side (stone floor, raised rock
walls, giant mushrooms, small mushrooms and lichen). Terrain kinds: ``clear``, ``tree``, ``wall``,
``underbrush``; any other kind draws as clear ground (the table shows entry hexes so).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.hex import Hex
from orcdesk.ui.kit import textures, theme
from orcdesk.ui.kit.hexboard import EDGE_CORNERS, Canvas, Point
from orcdesk.ui.kit.hexboard import blur as blurred
from orcdesk.ui.kit.theme import Color

SUPERSAMPLE = 2  # the terrain is drawn at 2x and smoothscaled down: antialiased edges everywhere
LIGHT = (-0.6, -0.8)  # light falls from the upper left (unit vector pointing towards the light)


@dataclass(frozen=True)
class Palette:
    ground: Color  # clear ground
    ground_speck: tuple  # small details scattered on clear ground
    tuft: Color
    tuft_dark: Color
    brush_ground: Color  # ground under the underbrush
    brush: tuple  # underbrush shades, dark to light
    canopy: tuple  # tree shades, dark to light
    trunk: Color
    rock: Color  # wall tops
    grid: tuple  # RGBA of the thin lines between hexes
    edge: Color  # the board's outer rim


FOREST = Palette(
    ground=(92, 128, 62),
    ground_speck=((236, 226, 150), (240, 240, 232), (200, 150, 210)),
    tuft=(134, 170, 84),
    tuft_dark=(58, 92, 42),
    brush_ground=(70, 104, 50),
    brush=((34, 70, 38), (56, 104, 52), (92, 146, 70), (150, 190, 100)),
    canopy=((22, 54, 32), (34, 82, 42), (54, 112, 54), (92, 150, 72), (150, 196, 104)),
    trunk=(86, 58, 34),
    rock=(118, 120, 106),
    grid=(24, 40, 18, 70),
    edge=(44, 34, 20),
)
CAVERN = Palette(
    ground=(100, 90, 82),
    ground_speck=((140, 132, 120), (74, 68, 62), (120, 190, 176)),
    tuft=(130, 122, 112),
    tuft_dark=(62, 56, 52),
    brush_ground=(84, 82, 74),
    brush=((60, 44, 56), (150, 66, 52), (208, 170, 120), (120, 190, 170)),
    canopy=((50, 34, 44), (110, 58, 70), (160, 86, 84), (206, 128, 104), (240, 200, 170)),
    trunk=(206, 192, 168),
    rock=(94, 86, 82),
    grid=(10, 8, 6, 90),
    edge=(24, 20, 18),
)
PALETTES = {"forest": FOREST, "cavern": CAVERN}


def paint(
    terrain: dict[Hex, str], side: str, scale: float, tile_of: dict[Hex, int] | None = None, seed: int = 1
) -> tuple[pygame.Surface, tuple[int, int]]:
    """Rasterise the whole board at circumradius ``scale``: returns the surface and where hex (0, 0)'s
    centre is on it. Deterministic for a given seed (each hex's details come from its own seeded RNG)."""
    pal = PALETTES.get(side, FOREST)
    canvas = Canvas(terrain, scale, SUPERSAMPLE, pad=0.9)
    board = _Board(canvas, terrain, side, pal, tile_of or {}, seed)
    board.paint()
    return canvas.finished(), canvas.offset


class _Board:
    """One terrain bake: paints the layers in order onto a Canvas."""

    def __init__(
        self, canvas: Canvas, terrain: dict[Hex, str], side: str, pal: Palette, tile_of: dict[Hex, int], seed: int
    ) -> None:
        self.c, self.terrain, self.side, self.pal, self.tile_of, self.seed = canvas, terrain, side, pal, tile_of, seed
        self.s = canvas.s
        self.hexes = sorted(terrain, key=lambda h: (hx.to_pixel(h, 1)[1], h))  # back to front

    def rng(self, h: Hex, salt: int = 0) -> random.Random:
        return random.Random(hash((h, self.seed, salt)) & 0xFFFFFFFF)

    def kind(self, h: Hex) -> str:
        return self.terrain.get(h, "")

    def soft_polygons(self, polygons: Sequence[Sequence[Point]], rgba: tuple, blur: float) -> None:
        """Translucent polygons with blurred edges (shadows, trodden earth), drawn on a scratch surface
        just big enough for them: blurring the whole board for each would make zooming slow."""
        blur = max(2, int(blur))
        pts = [p for poly in polygons for p in poly]
        x0, y0 = math.floor(min(x for x, _ in pts)) - 2 * blur, math.floor(min(y for _, y in pts)) - 2 * blur
        x1, y1 = math.ceil(max(x for x, _ in pts)) + 2 * blur, math.ceil(max(y for _, y in pts)) + 2 * blur
        scratch = pygame.Surface((x1 - x0, y1 - y0), pygame.SRCALPHA)
        for poly in polygons:
            pygame.draw.polygon(scratch, rgba, [(x - x0, y - y0) for x, y in poly])
        self.c.surf.blit(blurred(scratch, blur), (x0, y0))

    def paint(self) -> None:
        self.board_shadow()
        self.ground()
        for h in self.hexes:
            self.ground_details(h)
        self.grid_lines()
        for h in self.hexes:
            self.wall_shadow(h)
        for h in self.hexes:
            self.feature(h)
        self.rim()

    # --- base layers -----------------------------------------------------------------------------------
    def board_shadow(self) -> None:
        """A blurred silhouette of the board under it, so the map sits on the table like real tiles."""
        sil = self.c.layer()
        off = self.s * 0.12
        for h in self.terrain:
            pygame.draw.polygon(sil, (0, 0, 0, 150), [(x + off * 0.5, y + off) for x, y in self.c.polygon(h, 1.04)])
        self.c.surf.blit(blurred(sil, max(2, int(self.s * 0.12))), (0, 0))

    def ground(self) -> None:
        """The ground texture (grass or stone) over the union of all hexes."""
        w, h = self.c.surf.get_size()
        # The noise is smooth (its finest grain is a quarter hex), so it is made at a quarter of the size
        # and scaled up: the full-size version made zooming visibly slow.
        qw, qh, cell = max(2, w // 4), max(2, h // 4), max(1.0, self.s / 4)
        octaves = tuple((int(qw / (cell * k)), int(qh / (cell * k))) for k in (3, 1, 0.25))
        amount = 0.35 if self.side == "forest" else 0.3
        tex = pygame.transform.smoothscale(_noise_tinted(qw, qh, self.pal.ground, self.seed, amount, octaves), (w, h))
        # Cut the board's outline out of it: saturate everything outside the hexes to white and make white
        # the colour key (no ground colour comes near white). Cheaper than a per-pixel-alpha mask.
        outside = pygame.Surface((w, h))
        outside.fill((255, 255, 255))
        for hh in self.terrain:
            pygame.draw.polygon(outside, (0, 0, 0), self.c.polygon(hh, 1.0))
        tex.blit(outside, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        tex.set_colorkey((255, 255, 255))
        self.c.surf.blit(tex, (0, 0))

    def ground_details(self, h: Hex) -> None:
        """Per hex: a slight tint (so the board doesn't look stamped), then grass tufts and flowers or
        flagstone cracks and pebbles."""
        rng = self.rng(h, 1)
        kind = self.kind(h)
        v = rng.uniform(-1, 1)
        col = (255, 255, 255, int(10 * v)) if v > 0 else (0, 0, 0, int(-16 * v))
        _alpha_polygon(self.c.surf, col, self.c.polygon(h, 1.0))
        self.patches(h, rng)
        if kind == "underbrush":
            _alpha_polygon(self.c.surf, (*self.pal.brush_ground, 150), self.c.polygon(h, 0.92))
        if self.side == "forest":
            self.grass(h, rng, 0.4 if kind in ("underbrush", "tree") else 1.0)
        else:
            self.flagstones(h, rng)

    def patches(self, h: Hex, rng: random.Random) -> None:
        """Soft lighter and darker patches (sunlit grass and clover, or damp stone) that run across hex
        edges, so the ground reads as one landscape rather than a grid of stamps."""
        cx, cy = self.c.center(h)
        s = self.s
        for _ in range(rng.randint(0, 2)):
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.8)
            w, hh = s * rng.uniform(0.5, 0.9), s * rng.uniform(0.35, 0.6)
            tone = (255, 246, 200, 26) if rng.random() < 0.5 else (0, 0, 0, 34)
            self.soft_polygons([_ellipse_points(x - w / 2, y - hh / 2, w, hh)], tone, s * 0.12)

    def grass(self, h: Hex, rng: random.Random, density: float) -> None:
        cx, cy = self.c.center(h)
        s = self.s
        width = max(1, int(s * 0.025))
        for _ in range(int(14 * density)):
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.85)
            col = self.pal.tuft if rng.random() < 0.55 else self.pal.tuft_dark
            for k in (-1, 0, 1):  # a tuft: three blades fanning out
                lean = k * 0.5 + rng.uniform(-0.2, 0.2)
                length = s * rng.uniform(0.07, 0.12)
                pygame.draw.line(self.c.surf, col, (x, y), (x + lean * length * 0.6, y - length), width)
        if rng.random() < 0.45:
            flower = rng.choice(self.pal.ground_speck)
            for _ in range(rng.randint(2, 4)):
                x, y = _random_point_in_hex(rng, cx, cy, s * 0.7)
                pygame.draw.circle(self.c.surf, flower, (x, y), max(1.5, s * 0.025))

    def flagstones(self, h: Hex, rng: random.Random) -> None:
        """Cracks running across the stone floor, a few pebbles and specks of glowing lichen."""
        cx, cy = self.c.center(h)
        s = self.s
        crack = theme.shade(self.pal.ground, 0.55)
        for _ in range(rng.randint(1, 3)):
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.7)
            a = rng.uniform(0, math.tau)
            pts = [(x, y)]
            for _ in range(rng.randint(2, 4)):
                a += rng.uniform(-0.7, 0.7)
                step = s * rng.uniform(0.1, 0.2)
                x, y = x + math.cos(a) * step, y + math.sin(a) * step
                pts.append((x, y))
            pygame.draw.lines(self.c.surf, crack, False, pts, max(1, int(s * 0.02)))
        for _ in range(rng.randint(2, 6)):
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.8)
            r = s * rng.uniform(0.02, 0.05)
            pygame.draw.circle(self.c.surf, self.pal.tuft_dark, (x + r * 0.4, y + r * 0.4), r)
            pygame.draw.circle(self.c.surf, self.pal.tuft, (x, y), r)
        if rng.random() < 0.3:
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.6)
            for _ in range(rng.randint(3, 6)):
                pygame.draw.circle(
                    self.c.surf,
                    self.pal.ground_speck[2],
                    (x + rng.uniform(-1, 1) * s * 0.1, y + rng.uniform(-1, 1) * s * 0.1),
                    s * 0.018,
                )

    def grid_lines(self) -> None:
        """Thin lines between hexes, so movement can be counted; a stronger seam between tiles."""
        lines = self.c.layer()
        seam = (*theme.shade(self.pal.edge, 0.8), 150)
        w = max(1, int(self.s * 0.03))
        for h in self.terrain:
            corners = self.c.polygon(h, 1.0)
            for i, (a, b) in enumerate(EDGE_CORNERS):
                n = hx.add(h, hx.DIRECTIONS[i])
                if n not in self.terrain or (n < h):
                    continue  # each inner edge once; the rim is drawn last
                other_tile = self.tile_of.get(n) != self.tile_of.get(h)
                pygame.draw.line(
                    lines, seam if other_tile else self.pal.grid, corners[a], corners[b], w * 2 if other_tile else w
                )
        self.c.surf.blit(lines, (0, 0))

    def rim(self) -> None:
        """A dark outline around the board's outside edges with a faint light bevel just inside."""
        w = max(2, int(self.s * 0.06))
        light = self.c.layer()
        for h in self.terrain:
            corners = self.c.polygon(h, 1.0)
            inner = self.c.polygon(h, 0.93)
            for i, (a, b) in enumerate(EDGE_CORNERS):
                if hx.add(h, hx.DIRECTIONS[i]) in self.terrain:
                    continue
                pygame.draw.line(light, (255, 250, 220, 40), inner[a], inner[b], w)
                pygame.draw.line(self.c.surf, self.pal.edge, corners[a], corners[b], w)
                pygame.draw.circle(self.c.surf, self.pal.edge, corners[a], w / 2)
                pygame.draw.circle(self.c.surf, self.pal.edge, corners[b], w / 2)
        self.c.surf.blit(light, (0, 0))

    # --- features --------------------------------------------------------------------------------------
    def feature(self, h: Hex) -> None:
        kind = self.kind(h)
        rng = self.rng(h, 2)
        if kind == "tree":
            (self.tree if self.side == "forest" else self.giant_mushroom)(h, rng)
        elif kind == "wall":
            self.wall(h, rng)
        elif kind == "underbrush":
            (self.bushes if self.side == "forest" else self.small_mushrooms)(h, rng)

    def tree(self, h: Hex, rng: random.Random) -> None:
        """A broadleaf tree seen from above: a shadow cast down-right, a trunk peeking out below, then the
        canopy as layered blobs, dark underneath and sunlit on the upper left."""
        cx, cy = self.c.center(h)
        s = self.s
        cy -= s * 0.1
        self.soft_polygons([_ellipse_points(cx - s * 0.55, cy - s * 0.25, s * 1.35, s * 1.0)], (0, 0, 0, 110), s * 0.05)
        trunk = pygame.Rect(0, 0, s * 0.16, s * 0.4)
        trunk.midtop = (cx + s * 0.04, cy + s * 0.2)
        pygame.draw.rect(
            self.c.surf, theme.shade(self.pal.trunk, 0.6), trunk.inflate(s * 0.04, 0), border_radius=int(s * 0.05)
        )
        pygame.draw.rect(self.c.surf, self.pal.trunk, trunk, border_radius=int(s * 0.05))
        if rng.random() < 0.35:
            self.pine(cx, cy, s, rng)
        else:
            self.canopy(cx, cy, s, rng)

    def canopy(self, cx: float, cy: float, s: float, rng: random.Random) -> None:
        blobs = [
            (math.cos(a) * s * 0.4, math.sin(a) * s * 0.36, rng.uniform(0.3, 0.38) * s)
            for a in (k * math.tau / 7 + rng.uniform(-0.3, 0.3) for k in range(7))
        ]
        blobs.append((0.0, 0.0, s * 0.5))
        shades = self.pal.canopy
        hue = rng.uniform(0.9, 1.1)
        outline = theme.shade(shades[0], 0.6)
        for bx, by, r in blobs:
            pygame.draw.circle(self.c.surf, outline, (cx + bx, cy + by), r + s * 0.03)
        for layer, (shift, grow) in enumerate(((0.0, 1.0), (-0.05, 0.84), (-0.1, 0.64), (-0.15, 0.4))):
            col = theme.shade(shades[layer], hue)
            for bx, by, r in blobs:
                pygame.draw.circle(self.c.surf, col, (cx + bx + shift * s, cy + by + shift * s), r * grow)
        for _ in range(18):  # leaf clusters catching the light, mostly on the upper left
            x, y = cx + rng.uniform(-0.45, 0.25) * s, cy + rng.uniform(-0.45, 0.15) * s
            pygame.draw.circle(
                self.c.surf, theme.shade(shades[rng.choice((2, 3, 4))], hue), (x, y), s * rng.uniform(0.025, 0.05)
            )

    def pine(self, cx: float, cy: float, s: float, rng: random.Random) -> None:
        """A conifer from above: stacked star-shaped whorls of needles, shrinking towards the tip."""
        shades = self.pal.canopy
        turn = rng.uniform(0, math.tau)
        for k, (radius, col) in enumerate(((0.78, shades[0]), (0.62, shades[1]), (0.45, shades[2]), (0.26, shades[3]))):
            pts = []
            for i in range(18):
                a = turn + k * 0.3 + i * math.tau / 18
                r = radius * s * (1.0 if i % 2 == 0 else 0.72)
                pts.append((cx + math.cos(a) * r - k * s * 0.04, cy + math.sin(a) * r * 0.95 - k * s * 0.05))
            pygame.draw.polygon(self.c.surf, col, pts)
        pygame.draw.circle(self.c.surf, shades[4], (cx - s * 0.14, cy - s * 0.16), s * 0.05)

    def giant_mushroom(self, h: Hex, rng: random.Random) -> None:
        """The cavern's 'trees': a pale stalk under a broad spotted cap that blocks the view."""
        cx, cy = self.c.center(h)
        s = self.s
        self.soft_polygons([_ellipse_points(cx - s * 0.5, cy - s * 0.2, s * 1.3, s * 0.95)], (0, 0, 0, 130), s * 0.05)
        stalk = pygame.Rect(0, 0, s * 0.26, s * 0.5)
        stalk.midtop = (cx, cy)
        pygame.draw.rect(
            self.c.surf, theme.shade(self.pal.trunk, 0.7), stalk.inflate(s * 0.05, 0), border_radius=int(s * 0.1)
        )
        pygame.draw.rect(self.c.surf, self.pal.trunk, stalk, border_radius=int(s * 0.1))
        shades = self.pal.canopy
        cap = pygame.Rect(0, 0, s * 1.4, s * 0.95)
        cap.center = (cx, cy - s * 0.12)
        pygame.draw.ellipse(self.c.surf, shades[0], cap.inflate(s * 0.08, s * 0.08))
        pygame.draw.ellipse(self.c.surf, shades[1], cap)
        pygame.draw.ellipse(self.c.surf, shades[2], cap.inflate(-s * 0.16, -s * 0.18).move(-s * 0.05, -s * 0.05))
        pygame.draw.ellipse(self.c.surf, shades[3], cap.inflate(-s * 0.6, -s * 0.5).move(-s * 0.16, -s * 0.13))
        for _ in range(rng.randint(5, 8)):
            x, y = _random_point_in_ellipse(rng, cap.centerx, cap.centery, cap.w * 0.4, cap.h * 0.38)
            pygame.draw.ellipse(self.c.surf, shades[4], (x - s * 0.05, y - s * 0.035, s * 0.1, s * 0.07))
        self.small_mushroom(cx - s * 0.45, cy + s * 0.42, s * 0.16)
        self.small_mushroom(cx + s * 0.5, cy + s * 0.36, s * 0.12)

    def wall_shadow(self, h: Hex) -> None:
        """Walls stand up from the ground: they cast a shadow down and to the right onto the floor."""
        if self.kind(h) != "wall":
            return
        off = (self.s * 0.16, self.s * 0.22)
        poly = [(x + off[0], y + off[1]) for x, y in self.c.polygon(h, 1.0)]
        self.soft_polygons([poly], (0, 0, 0, 120), self.s * 0.06)

    def wall(self, h: Hex, rng: random.Random) -> None:
        """Raised rock: a rough top face, with a bevel on every edge that is not against another wall (so
        a run of walls reads as one ridge), lit on the upper left and dark on the lower right."""
        s = self.s
        outer = self.c.polygon(h, 1.0)
        inner = self.c.polygon(h, 0.78)
        rock = self.pal.rock if self.side == "cavern" else theme.lerp_color(self.pal.rock, (96, 110, 80), 0.3)
        pygame.draw.polygon(self.c.surf, rock, outer)
        self.rock_facets(h, rng, rock)
        for i, (a, b) in enumerate(EDGE_CORNERS):
            if self.kind(hx.add(h, hx.DIRECTIONS[i])) == "wall":
                continue
            nx, ny = hx.to_pixel(hx.DIRECTIONS[i], 1.0)
            light = (nx * LIGHT[0] + ny * LIGHT[1]) / math.sqrt(3)  # 1 facing the light, -1 away
            face = theme.shade(rock, 1.0 + 0.45 * light) if light > 0 else theme.shade(rock, 1.0 + 0.55 * light)
            pygame.draw.polygon(self.c.surf, face, [outer[a], outer[b], inner[b], inner[a]])
            pygame.draw.line(self.c.surf, theme.shade(rock, 0.45), outer[a], outer[b], max(1, int(s * 0.03)))
        if self.side == "forest":
            self.moss(h, rng)

    def rock_facets(self, h: Hex, rng: random.Random, rock: Color) -> None:
        """Irregular lighter and darker chips on the top face, so it reads as rock and not as a flat tile."""
        cx, cy = self.c.center(h)
        s = self.s
        for _ in range(6):
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.55)
            r = s * rng.uniform(0.1, 0.2)
            pts = [
                (x + math.cos(a) * r * rng.uniform(0.6, 1.0), y + math.sin(a) * r * rng.uniform(0.6, 1.0))
                for a in (k * math.tau / 5 + rng.uniform(0, 0.6) for k in range(5))
            ]
            pygame.draw.polygon(self.c.surf, theme.shade(rock, rng.choice((0.86, 0.92, 1.08, 1.14))), pts)
        crack = theme.shade(rock, 0.55)
        x, y = _random_point_in_hex(rng, cx, cy, s * 0.4)
        a = rng.uniform(0, math.tau)
        pts = [(x, y)]
        for _ in range(3):
            a += rng.uniform(-0.8, 0.8)
            x, y = x + math.cos(a) * s * 0.16, y + math.sin(a) * s * 0.16
            pts.append((x, y))
        pygame.draw.lines(self.c.surf, crack, False, pts, max(1, int(s * 0.025)))

    def moss(self, h: Hex, rng: random.Random) -> None:
        cx, cy = self.c.center(h)
        s = self.s
        for _ in range(rng.randint(3, 6)):
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.6)
            r = s * rng.uniform(0.05, 0.1)
            pygame.draw.circle(self.c.surf, self.pal.brush[1], (x, y), r)
            pygame.draw.circle(self.c.surf, self.pal.brush[2], (x - r * 0.3, y - r * 0.3), r * 0.5)

    def bushes(self, h: Hex, rng: random.Random) -> None:
        """Underbrush: low round bushes and fern fronds, knee high: clearly not a tree, clearly not grass."""
        cx, cy = self.c.center(h)
        s = self.s
        spots = sorted((_random_point_in_hex(rng, cx, cy, s * 0.62) for _ in range(6)), key=lambda p: p[1])
        for i, (x, y) in enumerate(spots):
            if i % 3 == 1:
                self.fern(x, y, s * rng.uniform(0.3, 0.38), rng)
            else:
                self.bush(x, y, s * rng.uniform(0.2, 0.26), rng)

    def bush(self, x: float, y: float, r: float, rng: random.Random) -> None:
        """A low bush: a clump of small leaf discs, shadowed underneath and lit on top."""
        shades = self.pal.brush
        self.soft_polygons([_ellipse_points(x - r * 1.1, y - r * 0.5, r * 2.5, r * 1.7)], (0, 0, 0, 90), r * 0.25)
        leaves = [
            (x + math.cos(a) * r * d, y + math.sin(a) * r * d * 0.8, r * rng.uniform(0.3, 0.45))
            for a, d in ((rng.uniform(0, math.tau), math.sqrt(rng.random())) for _ in range(12))
        ]
        for col, shift, grow in (
            (theme.shade(shades[0], 0.7), 0.0, 1.15),
            (shades[0], 0.0, 1.0),
            (shades[1], -0.12, 0.8),
            (shades[2], -0.25, 0.45),
        ):
            for lx, ly, lr in leaves:
                pygame.draw.circle(self.c.surf, col, (lx + shift * r, ly + shift * r), lr * grow)
        if rng.random() < 0.5:  # a few berries
            for _ in range(4):
                pygame.draw.circle(
                    self.c.surf,
                    (200, 56, 60),
                    (x + rng.uniform(-0.7, 0.7) * r, y + rng.uniform(-0.6, 0.4) * r),
                    max(1.5, r * 0.1),
                )

    def fern(self, x: float, y: float, length: float, rng: random.Random) -> None:
        """A fern seen from above: a rosette of fronds, each a rib with leaflets tapering to the tip."""
        shades = self.pal.brush
        w = max(1, int(length * 0.07))
        turn = rng.uniform(0, math.tau)
        for k in range(6):
            a = turn + k * math.tau / 6 + rng.uniform(-0.2, 0.2)
            tip = (x + math.cos(a) * length, y + math.sin(a) * length * 0.85)
            for j in range(1, 6):  # leaflets, largest near the base
                f = j / 6
                px, py = x + (tip[0] - x) * f, y + (tip[1] - y) * f
                leaf = length * 0.26 * (1 - f * 0.7)
                for side in (-1, 1):
                    b = a + side * 1.0
                    end = (px + math.cos(b) * leaf, py + math.sin(b) * leaf)
                    col = shades[3] if side < 0 and math.sin(a) < 0 else shades[2]
                    pygame.draw.line(self.c.surf, col, (px, py), end, w + 1)
            pygame.draw.line(self.c.surf, shades[1], (x, y), tip, w)

    def small_mushrooms(self, h: Hex, rng: random.Random) -> None:
        """Cavern underbrush: clumps of small mushrooms among faintly glowing lichen."""
        cx, cy = self.c.center(h)
        s = self.s
        shades = self.pal.brush
        lichen = [_random_point_in_hex(rng, cx, cy, s * 0.72) for _ in range(rng.randint(4, 6))]
        glow = [_ellipse_points(x - s * 0.16, y - s * 0.11, s * 0.32, s * 0.22) for x, y in lichen]
        self.soft_polygons(glow, (*shades[3], 70), s * 0.08)
        for x, y in lichen:
            for _ in range(6):
                pygame.draw.circle(
                    self.c.surf,
                    theme.shade(shades[3], rng.uniform(0.8, 1.25)),
                    (x + rng.uniform(-1, 1) * s * 0.09, y + rng.uniform(-1, 1) * s * 0.06),
                    s * 0.03,
                )
        spots = sorted((_random_point_in_hex(rng, cx, cy, s * 0.55) for _ in range(6)), key=lambda p: p[1])
        for x, y in spots:
            self.small_mushroom(x, y, s * rng.uniform(0.11, 0.17))

    def small_mushroom(self, x: float, y: float, r: float) -> None:
        shades = self.pal.brush
        self.soft_polygons([_ellipse_points(x - r * 0.8, y - r * 0.1, r * 2.0, r * 0.9)], (0, 0, 0, 100), r * 0.2)
        pygame.draw.rect(
            self.c.surf,
            theme.shade(shades[2], 0.7),
            (x - r * 0.3, y - r * 0.3, r * 0.6, r * 1.1),
            border_radius=int(r * 0.25),
        )
        pygame.draw.rect(
            self.c.surf, shades[2], (x - r * 0.22, y - r * 0.3, r * 0.4, r * 1.0), border_radius=int(r * 0.2)
        )
        cap = pygame.Rect(0, 0, r * 2, r * 1.3)
        cap.midbottom = (x, y + r * 0.2)
        pygame.draw.ellipse(self.c.surf, shades[0], cap.inflate(r * 0.24, r * 0.24))
        pygame.draw.ellipse(self.c.surf, shades[1], cap)
        shine = cap.inflate(-r * 0.9, -r * 0.7).move(-r * 0.25, -r * 0.18)
        pygame.draw.ellipse(self.c.surf, theme.shade(shades[1], 1.3), shine)
        pygame.draw.circle(self.c.surf, (240, 226, 200), (cap.centerx + r * 0.35, cap.centery - r * 0.1), r * 0.13)


def _alpha_polygon(surface: pygame.Surface, rgba: tuple, points: Sequence[Point]) -> None:
    """A translucent polygon (pygame.draw writes alpha instead of blending, so draw on a scratch surface)."""
    if len(rgba) == 4 and rgba[3] <= 0:
        return
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    scratch = pygame.Surface((math.ceil(max(xs)) - x0 + 1, math.ceil(max(ys)) - y0 + 1), pygame.SRCALPHA)
    pygame.draw.polygon(scratch, rgba, [(x - x0, y - y0) for x, y in points])
    surface.blit(scratch, (x0, y0))


def _noise_tinted(w: int, h: int, base: Color, seed: int, amount: float, octaves: tuple) -> pygame.Surface:
    """``base`` lightened and darkened by value noise: base + (noise - 128) * amount per channel."""
    octaves = tuple((max(2, cx), max(2, cy)) for cx, cy in octaves)
    n = textures.noise(w, h, seed, octaves)
    surf = pygame.Surface((w, h))
    surf.fill(base)
    scale = (int(255 * amount),) * 3
    light = n.copy()
    light.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
    light.fill(scale, special_flags=pygame.BLEND_RGB_MULT)
    dark = pygame.Surface((w, h))
    dark.fill((128, 128, 128))
    dark.blit(n, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    dark.fill(scale, special_flags=pygame.BLEND_RGB_MULT)
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return surf


def _ellipse_points(x: float, y: float, w: float, h: float, n: int = 24) -> list[Point]:
    """An ellipse inscribed in the rectangle (x, y, w, h), as a polygon."""
    cx, cy = x + w / 2, y + h / 2
    return [(cx + math.cos(a) * w / 2, cy + math.sin(a) * h / 2) for a in (i * math.tau / n for i in range(n))]


def _random_point_in_hex(rng: random.Random, cx: float, cy: float, radius: float) -> Point:
    """A random point inside the hex's inscribed circle of ``radius`` (close enough to the hex)."""
    return _random_point_in_ellipse(rng, cx, cy, radius * 0.866, radius * 0.866)


def _random_point_in_ellipse(rng: random.Random, cx: float, cy: float, rx: float, ry: float) -> Point:
    a = rng.uniform(0, math.tau)
    d = math.sqrt(rng.random())
    return (cx + math.cos(a) * rx * d, cy + math.sin(a) * ry * d)
