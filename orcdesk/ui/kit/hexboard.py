"""The hex board view: a pannable, zoomable map of pointy-top hexes, drawn procedurally (no image files).

    grid = HexGrid(size=40, origin=(640, 360))      # hex <-> screen pixels, with zoom and pan
    grid.hex_at(mouse_pos)                           # exact polygon hit test
    view = BoardView(terrain, painter=paint)         # terrain: {(q, r): "clear" | "tree" | "wall" | ...}
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

The terrain's look is the game's: ``painter(terrain, side, scale, tile_of, seed)`` returns the whole board
painted at hex circumradius ``scale`` and where hex (0, 0)'s centre is on it (``side`` is passed through, a
game's word for the look). Without one, :func:`plain_terrain` fills each hex by its kind: ``clear``,
``tree``, ``wall``, ``underbrush``, ``entry`` (unknown kinds draw as clear).

``python -m orcdesk.ui.kit.hexboard OUT.png [--size WxH]`` renders a sample board headless.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Iterable, Sequence

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.hex import Hex
from orcdesk.ui.kit import textures, theme
from orcdesk.ui.kit.hexgrid import Drawable, HexGrid, Painter, Point
from orcdesk.ui.kit.hexpaint import (
    EDGE_CORNERS,
    PLAIN_COLORS,
    Canvas,
    Token,
    blur,
    plain_terrain,
    token_surface,
)

# the grid and the painting pieces live in hexgrid.py and hexpaint.py; they are named here too, where a board's
# users look for them
__all__ = [
    "EDGE_CORNERS",
    "PLAIN_COLORS",
    "REACH_LIGHT",
    "SAMPLE_TILE_CENTERS",
    "BoardView",
    "Canvas",
    "Drawable",
    "HexGrid",
    "Painter",
    "Point",
    "Token",
    "blur",
    "main",
    "plain_terrain",
    "render_sample",
    "sample_board",
    "token_surface",
]

REACH_LIGHT = (44, 42, 28)  # added to the ground under reachable hexes: a warm lamp-light


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
        painter: Painter | None = None,
    ) -> None:
        self.terrain = dict(terrain)
        self.side = side
        self.painter = painter or plain_terrain
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
        self._bakes[key] = self.painter(self.terrain, self.side, self.grid.scale, self.tile_of, self.seed)
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
    canvas = Canvas(reach, scale, 1, pad=0.2)
    light = pygame.Surface(canvas.surf.get_size())
    for h in reach:
        pygame.draw.polygon(light, REACH_LIGHT, canvas.polygon(h, 0.97))
    width = max(2, int(scale * 0.07))
    for h in reach:
        corners = canvas.polygon(h, 0.97)
        for i, (a, b) in enumerate(EDGE_CORNERS):
            if hx.add(h, hx.DIRECTIONS[i]) not in reach:
                pygame.draw.line(canvas.surf, (*theme.HILITE, 220), corners[a], corners[b], width)
                pygame.draw.circle(canvas.surf, (*theme.HILITE, 220), corners[a], width / 2)
    return light, canvas.surf, canvas.offset


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
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error("--size must look like 1280x720")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    render_sample(args.out, size=(w, h))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
