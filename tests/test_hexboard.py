"""The hex board view (orcdesk.ui.kit.hexboard): hit testing, zoom and pan, the terrain cache, drawing at
several window sizes. Headless (conftest sets the dummy SDL drivers)."""

from __future__ import annotations

import math

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from orcdesk.core import hex as hx
from orcdesk.ui.kit import hexboard
from orcdesk.ui.kit.hexboard import BoardView, HexGrid, Token
from orcdesk.ui.tables.orc_wars import terrain as orc_wars_terrain

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (800, 800)]


# the kit's plain look and a game's own (the Orc Wars table paints forest and cavern tiles)
PAINTERS = [hexboard.plain_terrain, orc_wars_terrain.paint]


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def _view(side="forest", size=(1280, 720), painter=None) -> BoardView:
    terrain, tiles = hexboard.sample_board(side)
    view = BoardView(terrain, side, pygame.Rect(0, 0, *size), tiles=tiles, painter=painter)
    view.ZOOM_SETTLE_S = 0.0  # bake at once on zoom (the stretched preview has its own test)
    return view


def _motion(pos, rel=(0, 0), buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)


# --- HexGrid ---------------------------------------------------------------------------------------------

GRIDS = [
    (30.0, (0, 0), 1.0, (0, 0)),
    (24.0, (640, 360), 1.7, (-33.5, 12.25)),
    (40.0, (100, 50), 0.45, (310.0, -77.0)),
    (7.0, (512, 300), 3.0, (0.5, 0.5)),
]


def _grid(size, origin, zoom, pan) -> HexGrid:
    g = HexGrid(size, origin)
    g.zoom, g.pan = zoom, pan
    return g


@pytest.mark.parametrize("size,origin,zoom,pan", GRIDS)
def test_hex_at_polygon_centre_is_the_hex(size, origin, zoom, pan):
    g = _grid(size, origin, zoom, pan)
    for h in hx.within((3, -2), 6):
        poly = g.polygon(h)
        cx, cy = sum(x for x, _ in poly) / 6, sum(y for _, y in poly) / 6
        assert g.hex_at((cx, cy)) == h
        assert math.dist((cx, cy), g.center(h)) < 1e-6


@settings(max_examples=60, deadline=None)
@given(st.tuples(st.integers(-30, 30), st.integers(-30, 30)), st.sampled_from(GRIDS))
def test_hex_at_any_polygon_centre(h, grid):
    g = _grid(*grid)
    assert g.hex_at(g.center(h)) == h


@pytest.mark.parametrize("size,origin,zoom,pan", GRIDS)
def test_points_just_outside_an_edge_belong_to_the_neighbour(size, origin, zoom, pan):
    g = _grid(size, origin, zoom, pan)
    for h in [(0, 0), (2, -1), (-3, 4)]:
        cx, cy = g.center(h)
        poly = g.polygon(h)
        for i, (a, b) in enumerate(hexboard.EDGE_CORNERS):
            mx, my = (poly[a][0] + poly[b][0]) / 2, (poly[a][1] + poly[b][1]) / 2
            ux, uy = (mx - cx), (my - cy)
            length = math.hypot(ux, uy)
            ux, uy = ux / length, uy / length
            assert g.hex_at((mx + ux * 0.3, my + uy * 0.3)) == hx.add(h, hx.DIRECTIONS[i])
            assert g.hex_at((mx - ux * 0.3, my - uy * 0.3)) == h


def test_hex_at_near_a_corner_uses_the_polygons_not_just_the_nearest_centre():
    g = _grid(30.0, (0, 0), 1.0, (0, 0))
    for corner in g.polygon((0, 0)):
        inside = (corner[0] * 0.97, corner[1] * 0.97)  # just inside (0, 0), by the corner
        assert g.hex_at(inside) == (0, 0)


def test_bounds_cover_the_polygons():
    g = _grid(20.0, (100, 100), 1.0, (0, 0))
    box = g.bounds(hx.within((0, 0), 2))
    assert box.collidepoint(g.center((2, 0))) and box.collidepoint(g.center((-2, 0)))
    assert box.w == pytest.approx(5 * 20 * math.sqrt(3), abs=2)
    assert box.h == pytest.approx(8 * 20, abs=2)
    assert g.bounds([]).size == (0, 0)


# --- zoom and pan ----------------------------------------------------------------------------------------


def test_wheel_zoom_keeps_the_hex_under_the_pointer_fixed():
    view = _view()
    target = (7, 1)
    pos = tuple(round(c) for c in view.grid.center(target))
    pos = (pos[0] + 9, pos[1] - 6)  # off-centre, still inside the hex
    view.handle_event(_motion(pos))
    assert view.hover_hex == target
    before = view.grid.scale
    for notch in (1, 1, -1, 2):
        assert view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notch, flipped=False))
        assert view.grid.hex_at(pos) == target
        assert view.hover_hex == target
    assert view.grid.scale > before
    # The board point under the pointer stays within a pixel of it (the hex centre moved relative to it
    # only by the zoom factor).
    f = view.grid.scale / before
    cx, cy = view.grid.center(target)
    assert math.isclose(cx, pos[0] - 9 * f, abs_tol=1.0) and math.isclose(cy, pos[1] + 6 * f, abs_tol=1.0)


def test_zoom_is_limited():
    view = _view()
    for _ in range(60):
        view.zoom_by(1.5)
    assert view.grid.zoom == pytest.approx(view.max_zoom)
    assert view.grid.scale * 2 <= min(view.rect.size) / 4
    for _ in range(60):
        view.zoom_by(1 / 1.5)
    assert view.grid.zoom == pytest.approx(view.min_zoom)
    board = view.grid.bounds(view.terrain)
    assert view.rect.contains(board)


def test_fit_frames_the_whole_board():
    for size in SIZES:
        view = _view(size=size)
        board = view.grid.bounds(view.terrain)
        assert view.rect.contains(board)
        # and uses the space: the board fills most of one dimension
        assert board.w > 0.75 * size[0] or board.h > 0.75 * size[1]


def _overlap(board: pygame.Rect, view: pygame.Rect) -> tuple[int, int]:
    return (
        min(board.right, view.right) - max(board.left, view.left),
        min(board.bottom, view.bottom) - max(board.top, view.top),
    )


def test_pan_limits_keep_the_board_visible():
    view = _view()
    for zoom_steps in (0, 10):
        for _ in range(zoom_steps):
            view.zoom_by(1.5)
        for dx, dy in [(10_000, 0), (-10_000, 0), (0, 10_000), (0, -10_000), (5000, -5000), (-9000, 9000)]:
            view.pan_by(dx, dy)
            board = view.grid.bounds(view.terrain)
            across, down = _overlap(board, view.rect)
            assert across >= min(board.w, view.rect.w) / 2 - 1
            assert down >= min(board.h, view.rect.h) / 2 - 1
    # A key held down for ever never takes the board away either.
    for _ in range(200):
        view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert _overlap(view.grid.bounds(view.terrain), view.rect)[0] > 0


def _button(kind, pos, button):
    return pygame.event.Event(kind, pos=pos, button=button)


def test_right_or_middle_drag_pans_and_left_click_is_left_alone():
    view = _view()
    for _ in range(4):
        view.zoom_by(1.5)
    start = view.grid.pan
    assert not view.handle_event(_button(pygame.MOUSEBUTTONDOWN, (640, 360), 3))  # the game sees the press
    assert view.handle_event(_motion((630, 355), rel=(-10, -5), buttons=(0, 0, 1)))
    assert view.handle_event(_motion((620, 350), rel=(-10, -5), buttons=(0, 0, 1)))
    assert view.handle_event(_button(pygame.MOUSEBUTTONUP, (620, 350), 3))  # a drag, not a click
    assert view.grid.pan == pytest.approx((start[0] - 20, start[1] - 10))
    assert not view.handle_event(_motion((600, 340), rel=(-20, -10)))  # not dragging any more
    assert view.grid.pan == pytest.approx((start[0] - 20, start[1] - 10))
    assert not view.handle_event(_button(pygame.MOUSEBUTTONDOWN, (640, 360), 2))
    assert view.handle_event(_motion((600, 360), rel=(-40, 0), buttons=(0, 1, 0)))
    assert view.grid.pan == pytest.approx((start[0] - 60, start[1] - 10))
    assert view.handle_event(_button(pygame.MOUSEBUTTONUP, (600, 360), 2))
    assert not view.handle_event(_button(pygame.MOUSEBUTTONDOWN, (640, 360), 1))


def test_a_right_click_without_moving_is_left_to_the_game():
    view = _view()
    pan = view.grid.pan
    assert not view.handle_event(_button(pygame.MOUSEBUTTONDOWN, (640, 360), 3))
    assert not view.handle_event(_motion((642, 361), rel=(2, 1), buttons=(0, 0, 1)))  # within the slop
    assert not view.handle_event(_button(pygame.MOUSEBUTTONUP, (642, 361), 3))
    assert view.grid.pan == pan


def test_keys_pan_and_zoom():
    view = _view()
    for _ in range(4):
        view.zoom_by(1.5)
    pan = view.grid.pan
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert view.grid.pan[0] > pan[0]
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"))
    assert view.grid.pan[1] < pan[1]
    zoom = view.grid.zoom
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode="-"))
    assert view.grid.zoom < zoom
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+"))
    assert view.grid.zoom == pytest.approx(zoom)
    assert not view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"))


def test_hover_is_none_off_the_board():
    view = _view()
    view.handle_event(_motion((2, 2)))
    assert view.hover_hex is None
    h = (5, -2)
    view.handle_event(_motion(tuple(round(c) for c in view.grid.center(h))))
    assert view.hover_hex == h


# --- the terrain cache -----------------------------------------------------------------------------------


def test_terrain_is_baked_once_and_reused_between_frames():
    view = _view()
    screen = pygame.Surface((1280, 720))
    view.draw(screen)
    assert view.bake_count == 1
    for _ in range(5):
        view.pan_by(3, 1)
        view.draw(screen)
    assert view.bake_count == 1


def test_terrain_is_rebaked_on_zoom_and_the_cache_is_bounded():
    view = _view()
    screen = pygame.Surface((1280, 720))
    view.draw(screen)
    view.zoom_by(1.2)
    view.draw(screen)
    assert view.bake_count == 2
    view.zoom_by(1 / 1.2)  # back to a level still cached
    view.draw(screen)
    assert view.bake_count == 2
    for _ in range(5):
        view.zoom_by(1.05)
        view.draw(screen)
    assert view.bake_count == 7
    assert len(view._bakes) <= BoardView.MAX_BAKES


def test_while_zooming_the_last_bake_is_stretched_then_the_real_one_follows():
    view = _view()
    view.ZOOM_SETTLE_S = 60.0
    screen = pygame.Surface((1280, 720))
    view.draw(screen)
    view.zoom_by(1.3)
    view.draw(screen)
    assert view.bake_count == 1  # stretched preview, no bake yet
    assert view.waiting_for_bake  # so the scene keeps asking for frames
    view._zoomed_at -= 61.0  # the wheel has rested
    view.draw(screen)
    assert view.bake_count == 2
    assert not view.waiting_for_bake


def test_set_terrain_rebakes():
    view = _view()
    screen = pygame.Surface((1280, 720))
    view.draw(screen)
    terrain = dict(view.terrain)
    terrain[(5, -2)] = "tree"
    view.set_terrain(terrain)
    view.draw(screen)
    assert view.bake_count == 2
    assert view.terrain[(5, -2)] == "tree"


@pytest.mark.parametrize("painter", PAINTERS)
def test_bakes_are_deterministic(painter):
    terrain, tiles = hexboard.sample_board("forest")
    a, _ = painter(terrain, "forest", 20.0, {}, seed=3)
    b, _ = painter(terrain, "forest", 20.0, {}, seed=3)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


# --- drawing ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("side", ["forest", "cavern"])
@pytest.mark.parametrize("painter", PAINTERS)
def test_drawing_with_every_layer_at_several_window_sizes(size, side, painter):
    view = _view(side, size, painter)
    terrain = view.terrain
    view.figures = [Token((0, 0), (230, 159, 0)), Token((10, -1), (40, 158, 96), "leaf")]
    view.reach = set(hx.reachable((0, 0), 3, lambda h: terrain.get(h) == "clear"))
    view.path = [(0, 0), (1, 0), (2, 0)]
    view.targets = {(10, -1)}
    view.handle_event(_motion(tuple(round(c) for c in view.grid.center((2, 0)))))
    screen = pygame.Surface(size)
    screen.fill((1, 2, 3))
    view.draw(screen)
    cx, cy = (round(c) for c in view.grid.center((5, -2)))
    assert screen.get_at((cx, cy))[:3] != (1, 2, 3)  # the board was drawn
    assert screen.get_at((1, 1))[:3] == (1, 2, 3)  # and only inside the board
    assert screen.get_clip() == screen.get_rect()  # clip restored


def test_figures_may_be_one_callable():
    view = _view()
    seen = []
    view.figures = lambda surface, grid: seen.append(grid.scale)
    view.draw(pygame.Surface((1280, 720)))
    assert seen == [view.grid.scale]


def test_unknown_terrain_and_an_empty_board_draw():
    view = BoardView({(0, 0): "lava", (1, 0): "clear"}, "nowhere", pygame.Rect(0, 0, 400, 300))
    view.draw(pygame.Surface((400, 300)))
    empty = BoardView({}, "cavern", pygame.Rect(0, 0, 400, 300))
    empty.draw(pygame.Surface((400, 300)))
    assert empty.hover_hex is None


def test_sample_command_writes_a_png(tmp_path):
    out = tmp_path / "board.png"
    assert hexboard.main([str(out), "--size", "640x360"]) == 0
    assert pygame.image.load(str(out)).get_size() == (640, 360)
