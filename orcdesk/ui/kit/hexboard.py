"""The hex board view: a pannable, zoomable map of pointy-top hexes, drawn procedurally (no image files).

    grid = HexGrid(size=40, origin=(640, 360))      # hex <-> screen pixels, with zoom and pan
    grid.hex_at(mouse_pos)                           # exact polygon hit test
    view = BoardView(terrain, side="forest")         # terrain: {(q, r): "clear" | "tree" | "wall" | ...}
    view.fit(rect)                                   # frame the whole board in rect
    view.reach, view.path, view.targets = {...}, [...], {...}
    view.figures = [Token((2, 1), theme.SEAT_COLORS[0], kind="orc")]   # or any callable(surface, grid)
    view.handle_event(event)                         # right/middle drag, wheel, arrows/WASD, +/-
    view.draw(screen)

``fit(rect)`` is also what to call when the window is resized: every size is in units of ``theme.unit``.
``tiles`` (optional, lists of hexes) only draws a stronger seam where two tiles meet. ``path`` is the hexes
of a move with the moving figure's own hex first.

While the wheel turns, the last bake is stretched and the new zoom is baked once the wheel rests; a scene
that sleeps when nothing moves should ask for frames while ``view.waiting_for_bake`` is True.

Layers, bottom to top: the terrain, baked once per zoom level into a cached surface (pan only moves the
blit; a few zoom levels are kept so zooming back and forth is free); the ``reach`` light (under the
figures, because it lights the ground they could walk to); the figures the game supplies; then ``path``,
``targets`` and the hover outline on top.

Terrain kinds: ``clear``, ``tree``, ``wall``, ``underbrush``, ``entry`` (unknown kinds draw as clear). The
``side`` picks the look: ``forest`` (grass, leafy trees, bushes and ferns, mossy rock) or ``cavern`` (stone
floor, raised rock walls, giant mushrooms, small mushrooms and lichen).

``python -m orcdesk.ui.kit.hexboard OUT.png [--side forest|cavern] [--size WxH]`` renders a sample board
headless.
"""

from __future__ import annotations

import math
import random
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.hex import Hex
from orcdesk.ui.kit import glyphs, textures, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.theme import Color

Point = tuple[float, float]
# The six edges of a pointy-top hex, as (corner index, corner index) into hx.corners(), listed in DIRECTIONS
# order: edge i faces the neighbour DIRECTIONS[i]. (Corners start upper right and go clockwise on screen.)
_EDGE_CORNERS = ((0, 1), (5, 0), (4, 5), (3, 4), (2, 3), (1, 2))
_SUPERSAMPLE = 2  # the terrain is drawn at 2x and smoothscaled down: antialiased edges everywhere
_LIGHT = (-0.6, -0.8)  # light falls from the upper left (unit vector pointing towards the light)
REACH_LIGHT = (44, 42, 28)  # added to the ground under reachable hexes: a warm lamp-light


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


# === palettes ============================================================================================


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
    entry: Color  # trodden ground at entry hexes


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
    entry=(150, 122, 82),
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
    entry=(128, 112, 86),
)
PALETTES = {"forest": FOREST, "cavern": CAVERN}


# === figures =============================================================================================

Drawable = Callable[[pygame.Surface, HexGrid], None]


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
    surf.blit(_blur(shadow, max(2, r // 8)), (0, 0))
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


# === the board view ======================================================================================


class BoardView:
    """Draws a hex board in ``rect`` and lets the player pan and zoom it. See the module docstring."""

    MAX_BAKES = 3  # terrain surfaces kept (one per zoom level): enough to zoom back and forth
    ZOOM_SETTLE_S = 0.25  # bake the new zoom level once the wheel has rested this long (till then: stretch)
    KEY_PAN_HEXES = 1.5  # one arrow key press pans this many hex widths
    WHEEL_STEP = 1.15  # one wheel notch (or +/-) zooms by this factor
    DRAG_SLOP_PX = 4  # a right/middle press that moves less than this is a click, not a drag

    def __init__(
        self,
        terrain: dict[Hex, str],
        side: str = "forest",
        rect: pygame.Rect | None = None,
        *,
        tiles: Sequence[Iterable[Hex]] = (),
        seed: int = 1,
    ) -> None:
        self.terrain = dict(terrain)
        self.side = side if side in PALETTES else "forest"
        self.tile_of = {h: i for i, tile in enumerate(tiles) for h in tile}
        self.seed = seed
        self.grid = HexGrid(1.0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.reach: set[Hex] = set()
        self.path: list[Hex] = []
        self.targets: set[Hex] = set()
        self.figures: Drawable | Iterable[Drawable] = ()
        self._hover: Hex | None = None
        self._pointer: Point | None = None
        self._press: tuple | None = None  # (pointer, pan) when a right/middle button went down
        self._dragging = False
        self._bakes: OrderedDict = OrderedDict()
        self._preview: tuple | None = None
        self._zoomed_at = -math.inf
        self._reach_layer: tuple | None = None
        self.bake_count = 0  # terrain bakes so far (the tests check the cache is reused)
        self.fit(rect or pygame.Rect(0, 0, 1280, 720))

    # --- framing ---------------------------------------------------------------------------------------
    def fit(self, rect: pygame.Rect) -> None:
        """Use ``rect`` as the view and frame the whole board in it, centred, with a small margin."""
        self.rect = pygame.Rect(rect)
        g = self.grid
        g.size = max(4.0, theme.unit(self.rect.size) * 5)
        g.origin = (float(self.rect.centerx), float(self.rect.centery))
        g.zoom, g.pan = 1.0, (0.0, 0.0)
        box = g.bounds(self.terrain) if self.terrain else pygame.Rect(0, 0, 1, 1)
        margin = theme.unit(self.rect.size) * 3
        g.zoom = self._fit_zoom(box, margin)
        box = g.bounds(self.terrain) if self.terrain else box
        g.pan = (self.rect.centerx - box.centerx, self.rect.centery - box.centery)
        self._clamp()

    def _fit_zoom(self, box: pygame.Rect, margin: float) -> float:
        """Zoom at which ``box`` (measured at the current zoom) fits in the view less ``margin``, capped."""
        fw = (self.rect.w - 2 * margin) / max(1, box.w)
        fh = (self.rect.h - 2 * margin) / max(1, box.h)
        return max(self._readable_zoom, min(self.max_zoom, self.grid.zoom * min(fw, fh)))

    @property
    def max_zoom(self) -> float:
        """Zoomed in as far as a hex a fifth of the view's short side across: closer helps nobody, and it
        bounds the size of the baked terrain surface."""
        return max(1.0, min(self.rect.size) / 10 / self.grid.size)

    @property
    def _readable_zoom(self) -> float:
        """Below this a hex is too small to read (about 6 px across)."""
        return 3.0 / self.grid.size

    @property
    def min_zoom(self) -> float:
        """Zoomed out until the whole board shows with room around it, no further."""
        box = self.grid.bounds(self.terrain) if self.terrain else pygame.Rect(0, 0, 1, 1)
        full = self.grid.zoom * min(self.rect.w / max(1, box.w), self.rect.h / max(1, box.h))
        return max(self._readable_zoom, min(self.max_zoom, full * 0.8))

    def zoom_by(self, factor: float, pos: Point | None = None) -> None:
        """Zoom by ``factor`` about the screen point ``pos`` (default: the view's centre), within limits."""
        zoom = max(self.min_zoom, min(self.max_zoom, self.grid.zoom * factor))
        if zoom != self.grid.zoom:
            self._zoomed_at = time.monotonic()
        self.grid.zoom_about(zoom, pos if pos is not None else self.rect.center)
        self._clamp()

    def pan_by(self, dx: float, dy: float) -> None:
        self.grid.pan = (self.grid.pan[0] + dx, self.grid.pan[1] + dy)
        self._clamp()

    def _clamp(self) -> None:
        """Keep the board in view: across and down, it always overlaps the view by at least half of the
        board or half of the view, whichever is smaller. Lenient enough that zooming about the pointer
        never jumps, strict enough that the board can't be lost off screen."""
        if not self.terrain:
            return
        box = self.grid.bounds(self.terrain)
        dx = _clamp_shift(box.left, box.right, self.rect.left, self.rect.right)
        dy = _clamp_shift(box.top, box.bottom, self.rect.top, self.rect.bottom)
        if dx or dy:
            self.grid.pan = (self.grid.pan[0] + dx, self.grid.pan[1] + dy)

    # --- input -----------------------------------------------------------------------------------------
    @property
    def hover_hex(self) -> Hex | None:
        """The board hex under the pointer, or None (off the board or outside the view)."""
        return self._hover

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Pan and zoom input. Returns True when the event was used. Plain pointer motion only updates the
        hover and returns False, so the game can react to it too; so does a right or middle press, and its
        release too unless the pointer moved more than DRAG_SLOP_PX in between (then it was a drag, not a
        click the game should act on)."""
        if event.type == pygame.MOUSEMOTION:
            return self._on_motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3) and self.rect.collidepoint(event.pos):
            self._press = (event.pos, self.grid.pan)
            self._dragging = False
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3) and self._press is not None:
            dragged, self._press, self._dragging = self._dragging, None, False
            return dragged
        if event.type == pygame.MOUSEWHEEL and event.y:
            pos = self._pointer if self._pointer and self.rect.collidepoint(self._pointer) else self.rect.center
            self.zoom_by(self.WHEEL_STEP**event.y, pos)
            self._update_hover()
            return True
        if event.type == pygame.KEYDOWN:
            return self._on_key(event.key)
        return False

    def _on_motion(self, event: pygame.event.Event) -> bool:
        self._pointer = event.pos
        if self._press is not None:
            (px, py), (pan_x, pan_y) = self._press
            dx, dy = event.pos[0] - px, event.pos[1] - py
            self._dragging = self._dragging or math.hypot(dx, dy) > self.DRAG_SLOP_PX
            if self._dragging:
                # From the press, not by event.rel: the board stays under the pointer even after clamping.
                self.grid.pan = (pan_x + dx, pan_y + dy)
                self._clamp()
        self._update_hover()
        return self._dragging

    def _on_key(self, key: int) -> bool:
        step = self.grid.scale * math.sqrt(3) * self.KEY_PAN_HEXES
        moves = {
            pygame.K_LEFT: (step, 0),
            pygame.K_a: (step, 0),
            pygame.K_RIGHT: (-step, 0),
            pygame.K_d: (-step, 0),
            pygame.K_UP: (0, step),
            pygame.K_w: (0, step),
            pygame.K_DOWN: (0, -step),
            pygame.K_s: (0, -step),
        }
        if key in moves:
            self.pan_by(*moves[key])
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(self.WHEEL_STEP)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(1 / self.WHEEL_STEP)
        else:
            return False
        self._update_hover()
        return True

    def _update_hover(self) -> None:
        p = self._pointer
        h = self.grid.hex_at(p) if p is not None and self.rect.collidepoint(p) else None
        self._hover = h if h in self.terrain else None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip) if old_clip else self.rect)
        self._blit_terrain(surface)
        self._draw_reach(surface)
        self._draw_figures(surface)
        self._draw_path(surface)
        self._draw_targets(surface)
        self._draw_hover(surface)
        surface.set_clip(old_clip)

    def _blit_terrain(self, surface: pygame.Surface) -> None:
        layer, offset = self._terrain_layer()
        zx, zy = self.grid.center((0, 0))
        surface.blit(layer, (round(zx) - offset[0], round(zy) - offset[1]))

    @property
    def waiting_for_bake(self) -> bool:
        """True while the terrain on screen is a stretched stand-in for the current zoom (see
        ZOOM_SETTLE_S). The app sleeps when no scene moves, so a scene showing this view should report
        ``ANIMATING`` from ``frame_rate()`` while this is True, or the sharp terrain waits for the next input."""
        return bool(self._bakes) and self._bake_key() not in self._bakes

    def _bake_key(self) -> tuple[float, str]:
        return (round(self.grid.scale, 2), self.side)

    def _terrain_layer(self) -> tuple[pygame.Surface, tuple[int, int]]:
        """The baked terrain for the current zoom (LRU cache of MAX_BAKES surfaces)."""
        key = self._bake_key()
        if key in self._bakes:
            self._bakes.move_to_end(key)
            return self._bakes[key]
        if self._bakes and time.monotonic() - self._zoomed_at < self.ZOOM_SETTLE_S:
            return self._stretched_preview(key[0])
        self._bakes[key] = bake_terrain(self.terrain, self.side, self.grid.scale, self.tile_of, self.seed)
        self.bake_count += 1
        self._preview = None
        while len(self._bakes) > self.MAX_BAKES:
            self._bakes.popitem(last=False)
        return self._bakes[key]

    def _stretched_preview(self, scale: float) -> tuple[pygame.Surface, tuple[int, int]]:
        """While the wheel is turning, the latest bake stretched to the new zoom (a bake takes 0.1-0.3 s;
        a stretch a few ms), so zooming stays smooth; the real bake follows once zooming pauses."""
        if self._preview is None or self._preview[0] != scale:
            (baked_scale, _), (surf, offset) = next(reversed(self._bakes.items()))
            f = scale / baked_scale
            size = (max(1, round(surf.get_width() * f)), max(1, round(surf.get_height() * f)))
            stretched = pygame.transform.smoothscale(surf, size)
            self._preview = (scale, stretched, (round(offset[0] * f), round(offset[1] * f)))
        return self._preview[1], self._preview[2]

    def set_terrain(self, terrain: dict[Hex, str], tiles: Sequence[Iterable[Hex]] | None = None) -> None:
        """Replace the board (a tile added or flipped): the baked terrain is redrawn on the next frame."""
        self.terrain = dict(terrain)
        if tiles is not None:
            self.tile_of = {h: i for i, tile in enumerate(tiles) for h in tile}
        self.invalidate()
        self._clamp()

    def invalidate(self) -> None:
        """Forget the baked terrain (after changing ``terrain``, ``side`` or the palette in place)."""
        self._bakes.clear()
        self._preview = None
        self._reach_layer = None

    def _draw_reach(self, surface: pygame.Surface) -> None:
        if not self.reach:
            return
        key = (round(self.grid.scale, 2), frozenset(self.reach))
        if self._reach_layer is None or self._reach_layer[0] != key:
            self._reach_layer = (key, *_reach_layers(self.reach, self.grid.scale))
        _, light, rim, offset = self._reach_layer
        zx, zy = self.grid.center((0, 0))
        at = (round(zx) - offset[0], round(zy) - offset[1])
        surface.blit(light, at, special_flags=pygame.BLEND_RGB_ADD)
        surface.blit(rim, at)

    def _draw_figures(self, surface: pygame.Surface) -> None:
        figures = self.figures
        if callable(figures):
            figures(surface, self.grid)
            return
        for figure in figures:
            figure(surface, self.grid)

    def _draw_path(self, surface: pygame.Surface) -> None:
        """The move as a line from the figure's hex (``path[0]``) through a dot on every hex it enters, to a
        ring on the last. The line starts at the figure's edge so it never covers the figure."""
        if len(self.path) < 2:
            return
        s = self.grid.scale
        pts = [self.grid.center(h) for h in self.path]
        pts[0] = _towards(pts[0], pts[1], s * 0.62)
        width = max(3, int(s * 0.12))
        for color, grow in ((theme.INK, max(2, width // 2)), (theme.HILITE, 0)):
            for a, b in zip(pts, pts[1:]):
                pygame.draw.line(surface, color, a, b, width + grow)
            for p in pts[1:-1]:
                pygame.draw.circle(surface, color, p, (width + grow) / 2)
        for p in pts[1:-1]:
            pygame.draw.circle(surface, theme.INK, p, width * 1.25)
            pygame.draw.circle(surface, theme.HILITE_SOFT, p, width * 0.8)
        end = pts[-1]
        pygame.draw.circle(surface, theme.INK, end, s * 0.45, width + 2)
        pygame.draw.circle(surface, theme.HILITE, end, s * 0.45 - 1, width)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        s = self.grid.scale
        for h in sorted(self.targets):
            x, y = self.grid.center(h)
            r = s * 0.8
            pygame.draw.circle(surface, theme.INK, (x, y), r + 2, max(3, int(s * 0.12)))
            pygame.draw.circle(surface, theme.DANGER, (x, y), r, max(2, int(s * 0.08)))
            for k in range(4):  # four short ticks, like a sight, so a target is not told by colour alone
                a = math.pi / 4 + k * math.pi / 2
                p0 = (x + math.cos(a) * r * 0.95, y + math.sin(a) * r * 0.95)
                p1 = (x + math.cos(a) * r * 1.25, y + math.sin(a) * r * 1.25)
                pygame.draw.line(surface, theme.INK, p0, p1, max(3, int(s * 0.1)))
                pygame.draw.line(surface, theme.DANGER, p0, p1, max(1, int(s * 0.06)))

    def _draw_hover(self, surface: pygame.Surface) -> None:
        if self._hover is None:
            return
        poly = self.grid.polygon(self._hover)
        pygame.draw.polygon(surface, theme.INK, poly, max(3, int(self.grid.scale * 0.1)))
        pygame.draw.polygon(surface, theme.HILITE_SOFT, poly, max(1, int(self.grid.scale * 0.05)))


def _towards(a: Point, b: Point, dist: float) -> Point:
    """The point ``dist`` along the way from ``a`` to ``b``."""
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    return (a[0] + (b[0] - a[0]) * dist / length, a[1] + (b[1] - a[1]) * dist / length)


def _clamp_shift(lo: float, hi: float, view_lo: float, view_hi: float) -> float:
    """How far to move the span [lo, hi] along one axis so that it overlaps [view_lo, view_hi] by at least
    half of the shorter of the two (see BoardView._clamp)."""
    need = min(hi - lo, view_hi - view_lo) / 2
    if min(hi, view_hi) - max(lo, view_lo) >= need:
        return 0.0
    if lo > view_lo:
        return view_hi - need - lo
    return view_lo + need - hi


# === overlays ============================================================================================


def _reach_layers(reach: set[Hex], scale: float) -> tuple[pygame.Surface, pygame.Surface, tuple[int, int]]:
    """The reach overlay, baked like the terrain: a light to *add* to the ground (it brightens grass and
    stone alike instead of painting them yellow) and a bright rim around the area as a whole."""
    canvas = _Canvas(reach, scale, 1, pad=0.2)
    light = pygame.Surface(canvas.surf.get_size())
    for h in reach:
        pygame.draw.polygon(light, REACH_LIGHT, canvas.polygon(h, 0.97))
    width = max(2, int(scale * 0.07))
    for h in reach:
        corners = canvas.polygon(h, 0.97)
        for i, (a, b) in enumerate(_EDGE_CORNERS):
            if hx.add(h, hx.DIRECTIONS[i]) not in reach:
                pygame.draw.line(canvas.surf, (*theme.HILITE, 220), corners[a], corners[b], width)
                pygame.draw.circle(canvas.surf, (*theme.HILITE, 220), corners[a], width / 2)
    return light, canvas.surf, canvas.offset


# === terrain baking ======================================================================================


class _Canvas:
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


def bake_terrain(
    terrain: dict[Hex, str], side: str, scale: float, tile_of: dict[Hex, int] | None = None, seed: int = 1
) -> tuple[pygame.Surface, tuple[int, int]]:
    """Rasterise the whole board at circumradius ``scale``: returns the surface and where hex (0, 0)'s
    centre is on it. Deterministic for a given seed (each hex's details come from its own seeded RNG)."""
    pal = PALETTES.get(side, FOREST)
    canvas = _Canvas(terrain, scale, _SUPERSAMPLE, pad=0.9)
    board = _Board(canvas, terrain, side, pal, tile_of or {}, seed)
    board.paint()
    return canvas.finished(), canvas.offset


class _Board:
    """One terrain bake: paints the layers in order onto a _Canvas."""

    def __init__(
        self, canvas: _Canvas, terrain: dict[Hex, str], side: str, pal: Palette, tile_of: dict[Hex, int], seed: int
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
        self.c.surf.blit(_blur(scratch, blur), (x0, y0))

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
        self.c.surf.blit(_blur(sil, max(2, int(self.s * 0.12))), (0, 0))

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
        flagstone cracks and pebbles, and the trodden patch of entry hexes."""
        rng = self.rng(h, 1)
        kind = self.kind(h)
        v = rng.uniform(-1, 1)
        col = (255, 255, 255, int(10 * v)) if v > 0 else (0, 0, 0, int(-16 * v))
        _alpha_polygon(self.c.surf, col, self.c.polygon(h, 1.0))
        self.patches(h, rng)
        if kind == "underbrush":
            _alpha_polygon(self.c.surf, (*self.pal.brush_ground, 150), self.c.polygon(h, 0.92))
        if kind == "entry":
            self.trodden(h, rng)
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

    def trodden(self, h: Hex, rng: random.Random) -> None:
        """Bare earth where figures come onto the board."""
        cx, cy = self.c.center(h)
        s = self.s
        blobs = []
        for _ in range(7):
            x, y = _random_point_in_hex(rng, cx, cy, s * 0.35)
            r = s * rng.uniform(0.25, 0.38)
            blobs.append(_ellipse_points(x - r, y - r * 0.8, 2 * r, 1.6 * r))
        self.soft_polygons(blobs, (*self.pal.entry, 170), s * 0.05)

    def grid_lines(self) -> None:
        """Thin lines between hexes, so movement can be counted; a stronger seam between tiles."""
        lines = self.c.layer()
        seam = (*theme.shade(self.pal.edge, 0.8), 150)
        w = max(1, int(self.s * 0.03))
        for h in self.terrain:
            corners = self.c.polygon(h, 1.0)
            for i, (a, b) in enumerate(_EDGE_CORNERS):
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
            for i, (a, b) in enumerate(_EDGE_CORNERS):
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
        elif kind == "entry":
            self.entry_marker(h)

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
        for i, (a, b) in enumerate(_EDGE_CORNERS):
            if self.kind(hx.add(h, hx.DIRECTIONS[i])) == "wall":
                continue
            nx, ny = hx.to_pixel(hx.DIRECTIONS[i], 1.0)
            light = (nx * _LIGHT[0] + ny * _LIGHT[1]) / math.sqrt(3)  # 1 facing the light, -1 away
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

    def entry_marker(self, h: Hex) -> None:
        """Entry hexes: a brass arrow by the board's edge pointing in, and a pennant on a pole."""
        s = self.s
        cx, cy = self.c.center(h)
        outward = [hx.to_pixel(d, 1.0) for d in hx.DIRECTIONS if hx.add(h, d) not in self.terrain]
        ox, oy = (sum(v[0] for v in outward), sum(v[1] for v in outward)) if outward else (-1.0, 0.0)
        length = math.hypot(ox, oy) or 1.0
        ux, uy = ox / length, oy / length
        self.arrow((cx + ux * s * 0.5, cy + uy * s * 0.5), (-ux, -uy))
        self.pennant(cx - ux * s * 0.15 + s * 0.05, cy - uy * s * 0.15 + s * 0.3)

    def arrow(self, tail: Point, direction: Point) -> None:
        """A short fat brass arrow from ``tail`` along the unit vector ``direction``."""
        s = self.s
        ux, uy = direction
        px, py = -uy, ux
        tip = (tail[0] + ux * s * 0.45, tail[1] + uy * s * 0.45)
        neck = (tail[0] + ux * s * 0.22, tail[1] + uy * s * 0.22)
        head, shaft = s * 0.2, s * 0.08
        pts = [
            (tail[0] + px * shaft, tail[1] + py * shaft),
            (neck[0] + px * shaft, neck[1] + py * shaft),
            (neck[0] + px * head, neck[1] + py * head),
            tip,
            (neck[0] - px * head, neck[1] - py * head),
            (neck[0] - px * shaft, neck[1] - py * shaft),
            (tail[0] - px * shaft, tail[1] - py * shaft),
        ]
        pygame.draw.polygon(self.c.surf, theme.INK, [(x + s * 0.03, y + s * 0.04) for x, y in pts])
        pygame.draw.polygon(self.c.surf, theme.BRASS, pts)
        pygame.draw.polygon(self.c.surf, theme.INK, pts, max(1, int(s * 0.025)))

    def pennant(self, x: float, y: float) -> None:
        s = self.s
        top = y - s * 0.62
        w = s * 0.025
        self.soft_polygons(
            [[(x - w, y), (x + w, y), (x + s * 0.3 + w, y + s * 0.12), (x + s * 0.3 - w, y + s * 0.12)]],
            (0, 0, 0, 110),
            s * 0.02,
        )
        flag = [(x, top), (x + s * 0.36, top + s * 0.1), (x, top + s * 0.22)]
        pygame.draw.polygon(self.c.surf, theme.INK, [(px + s * 0.01, py + s * 0.01) for px, py in flag])
        pygame.draw.polygon(self.c.surf, theme.DANGER, flag)
        pygame.draw.line(self.c.surf, theme.WOOD_DARK, (x, top - s * 0.04), (x, y), max(2, int(s * 0.045)))
        pygame.draw.circle(self.c.surf, theme.BRASS, (x, top - s * 0.04), max(2, s * 0.035))


# --- small helpers ---------------------------------------------------------------------------------------


def _alpha_polygon(surface: pygame.Surface, rgba: tuple, points: Sequence[Point]) -> None:
    """A translucent polygon (pygame.draw writes alpha instead of blending, so draw on a scratch surface)."""
    if len(rgba) == 4 and rgba[3] <= 0:
        return
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    scratch = pygame.Surface((math.ceil(max(xs)) - x0 + 1, math.ceil(max(ys)) - y0 + 1), pygame.SRCALPHA)
    pygame.draw.polygon(scratch, rgba, [(x - x0, y - y0) for x, y in points])
    surface.blit(scratch, (x0, y0))


def _blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A cheap blur: shrink by ``radius`` and grow back with smoothscale (twice, to soften the blockiness)."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // radius), max(1, h // radius)))
    tiny = pygame.transform.smoothscale(small, (max(1, w // (radius * 2)), max(1, h // (radius * 2))))
    return pygame.transform.smoothscale(pygame.transform.smoothscale(tiny, small.get_size()), (w, h))


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


# === sample ==============================================================================================

# Four 19-hex tiles in a zig-zag band: neighbouring tile centres are (5, -2) or (2, 3) apart, which is how
# radius-2 hexagons tile the plane.
SAMPLE_TILE_CENTERS: tuple[Hex, ...] = ((0, 0), (5, -2), (7, 1), (12, -1))


def sample_board(side: str = "forest") -> tuple[dict[Hex, str], list[list[Hex]]]:
    """A 4-tile board with some of every terrain kind (for the sample image and the tests)."""
    tiles = [hx.within(c, 2) for c in SAMPLE_TILE_CENTERS]
    terrain = {h: "clear" for tile in tiles for h in tile}
    blockers = "tree" if side == "forest" else "wall"
    for h in [(1, -1), (-1, 1), (0, -2), (5, -1), (6, -3), (4, 0), (12, -2), (11, 0), (13, -1)]:
        terrain[h] = blockers
    for h in [(7, 0), (8, 0), (9, -1), (2, -1)]:
        terrain[h] = "wall"
    for h in [(6, 2), (-1, -1)]:
        terrain[h] = "tree"
    for h in [(-2, 2), (-1, 2), (5, 0), (7, 2), (8, 2), (13, 0)]:
        terrain[h] = "underbrush"
    for h in [(-2, 0), (-2, 1), (14, -1), (14, -2)]:
        terrain[h] = "entry"
    return terrain, tiles


def render_sample(path: str, side: str = "forest", size: tuple[int, int] = (1280, 720)) -> None:
    terrain, tiles = sample_board(side)
    screen = pygame.Surface(size)
    screen.blit(textures.menu_background(size), (0, 0))
    view = BoardView(terrain, side, screen.get_rect(), tiles=tiles)
    orc, elf = theme.SEAT_COLORS[0], theme.TRIBE_COLORS["green"]
    view.figures = [
        Token((0, 0), orc),
        Token((1, 1), orc),
        Token((-1, 0), orc, "skull"),
        Token((10, -1), elf, "leaf"),
        Token((8, 1), elf, "leaf"),
    ]
    view.reach = set(hx.reachable((0, 0), 3, lambda h: terrain.get(h) in ("clear", "entry")))
    view.path = [(1, 1)] + (hx.path((1, 1), (6, -1), lambda h: terrain.get(h) in ("clear", "entry")) or [])
    view.targets = {(8, 1)}
    view._pointer = view.grid.center((3, -2))
    view._update_hover()
    view.draw(screen)
    pygame.image.save(screen, path)


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os

    parser = argparse.ArgumentParser(prog="python -m orcdesk.ui.kit.hexboard", description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--side", choices=sorted(PALETTES), default="forest")
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error("--size must look like 1280x720")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    render_sample(args.out, args.side, (w, h))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
