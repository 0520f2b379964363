"""Procedural textures (felt, wood, parchment), generated in code and rasterised once per size.

Value noise is made by upscaling small random grids with ``smoothscale`` and layering octaves, which costs a
few milliseconds and needs no numpy. Everything is seeded, so the table looks the same every run.

    table_background((1280, 720))   # felt with a wooden rim and vignette, cached per size
"""

from __future__ import annotations

import random

import pygame

from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.theme import Color

_GREY = [(i, i, i) for i in range(256)]


def _noise_layer(w: int, h: int, cells_x: int, cells_y: int, rng: random.Random, lo: int, hi: int) -> pygame.Surface:
    """Random grey cells (``lo``..``hi``) smoothly upscaled to (w, h): one octave of value noise."""
    cx, cy = max(2, cells_x), max(2, cells_y)
    span = hi - lo + 1
    data = bytes(lo + b * span // 256 for b in rng.randbytes(cx * cy))
    cells = pygame.image.frombytes(data, (cx, cy), "P")  # 8-bit cells with a grey palette: no per-pixel calls
    cells.set_palette(_GREY)
    small = pygame.Surface((cx, cy))
    small.blit(cells, (0, 0))
    return pygame.transform.smoothscale(small, (w, h))


@sized_cache(maxsize=1)  # only ever a step of a texture that is itself cached
def noise(
    w: int, h: int, seed: int = 1, octaves: tuple = ((6, 4), (24, 14), (96, 54)), stretch: float = 1.0
) -> pygame.Surface:
    """Grey value noise centred on 128 (use with BLEND_RGB_MULT/ADD or as an overlay). It is smooth, so it
    is built at half size and scaled up."""
    rng = random.Random(seed)
    hw, hh = max(2, w // 2), max(2, h // 2)
    out = pygame.Surface((hw, hh))
    out.fill((128, 128, 128))
    for i, (cx, cy) in enumerate(octaves):
        layer = _noise_layer(hw, hh, max(2, int(cx * stretch)), max(2, cy), rng, 0, 255)
        layer.set_alpha(int(140 / (i + 1.4)))
        out.blit(layer, (0, 0))
    return pygame.transform.smoothscale(out, (w, h))


def _tinted(
    w: int, h: int, base: Color, seed: int, amount: float, octaves: tuple, stretch: float = 1.0
) -> pygame.Surface:
    """``base`` plus (noise - 128) * amount, per channel."""
    surf = pygame.Surface((w, h))
    surf.fill(base)
    n = noise(w, h, seed, octaves, stretch)
    scale = (int(255 * amount),) * 3
    light = n.copy()
    light.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)  # max(n - 128, 0)
    light.fill(scale, special_flags=pygame.BLEND_RGB_MULT)
    dark = pygame.Surface((w, h))
    dark.fill((128, 128, 128))
    dark.blit(n, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(128 - n, 0)
    dark.fill(scale, special_flags=pygame.BLEND_RGB_MULT)
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return surf


@sized_cache(maxsize=1)  # a whole table's felt: a step of table_background, itself cached
def felt(w: int, h: int, base: Color = theme.FELT, seed: int = 7) -> pygame.Surface:
    """Green baize: soft cloudy variation plus fine fibre speckle."""
    surf = _tinted(w, h, base, seed, 0.3, ((4, 3), (10, 6), (28, 16)))
    tile = _fibre_tile(seed)
    for y in range(0, h, tile.get_height()):
        for x in range(0, w, tile.get_width()):
            surf.blit(tile, (x, y))
    return surf


@sized_cache(maxsize=4)
def _fibre_tile(seed: int, size: int = 192) -> pygame.Surface:
    """Fine light and dark fibre specks on a transparent tile (repeated over the felt)."""
    rng = random.Random(seed + 1)
    speck = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(size * size // 90):
        c = 255 if rng.getrandbits(1) else 0
        speck.set_at((rng.randrange(size), rng.randrange(size)), (c, c, c, 10 + rng.getrandbits(4)))
    return speck


@sized_cache(maxsize=1)  # a whole window's wood: a step of the backgrounds, themselves cached
def wood(w: int, h: int, base: Color = theme.WOOD, seed: int = 3, vertical: bool = False) -> pygame.Surface:
    """Wood planks: grain stretched along the plank, dark streaks, plank joints."""
    W, H = (h, w) if vertical else (w, h)
    surf = _tinted(W, H, base, seed, 0.6, ((2, 10), (6, 40), (14, 120)))
    rng = random.Random(seed + 5)
    streaks = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(max(8, H // 3)):
        y = rng.randrange(H)
        x0 = rng.randrange(-W // 2, W)
        length = rng.randint(W // 6, W)
        col = (20, 10, 4, rng.randint(18, 50)) if rng.random() < 0.7 else (255, 220, 170, rng.randint(8, 22))
        pygame.draw.line(streaks, col, (x0, y), (x0 + length, y + rng.randint(-2, 2)), 1)
    surf.blit(streaks, (0, 0))
    plank = max(24, H // 4)
    for y in range(plank, H, plank):
        pygame.draw.line(surf, theme.shade(base, 0.45), (0, y), (W, y), 2)
        pygame.draw.line(surf, theme.shade(base, 1.15), (0, y + 2), (W, y + 2), 1)
    if vertical:
        surf = pygame.transform.rotate(surf, 90)
    return surf


@sized_cache(maxsize=16)
def parchment(w: int, h: int, base: Color = theme.PARCHMENT, seed: int = 11) -> pygame.Surface:
    return _tinted(max(2, w), max(2, h), base, seed, 0.28, ((3, 4), (10, 14)))


@sized_cache(maxsize=4)
def table_background(size: tuple[int, int], felt_color: Color = theme.FELT) -> pygame.Surface:
    """The whole table: wooden rim around an inset felt, with a vignette. Cached per window size."""
    w, h = size
    surf = pygame.Surface((w, h))
    surf.blit(wood(w, h, theme.WOOD, 3), (0, 0))
    rim = max(6, int(theme.unit(size) * 2.2))
    inner = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
    surf.blit(felt(inner.w, inner.h, felt_color), inner)
    # Bevel: dark inner edge on the felt, light lip on the wood.
    edge = pygame.Surface((inner.w, inner.h), pygame.SRCALPHA)
    for i in range(rim):
        a = int(120 * (1 - i / rim) ** 2)
        pygame.draw.rect(edge, (0, 0, 0, a), edge.get_rect().inflate(-2 * i, -2 * i), 1)
    surf.blit(edge, inner)
    pygame.draw.rect(surf, theme.shade(theme.WOOD_LIGHT, 1.1), inner.inflate(4, 4), 2, border_radius=3)
    pygame.draw.rect(surf, theme.WOOD_DARK, inner.inflate(2, 2), 1)
    surf.blit(draw.vignette(size, 130), (0, 0))
    return surf


@sized_cache(maxsize=4)
def menu_background(size: tuple[int, int]) -> pygame.Surface:
    """Dark wood with a warm candle-light vignette (menus and setup)."""
    w, h = size
    surf = wood(w, h, theme.shade(theme.WOOD, 0.75), 9).copy()
    light = pygame.Surface((48, 27), pygame.SRCALPHA)
    for y in range(27):
        for x in range(48):
            dx, dy = (x - 23.5) / 24, (y - 9) / 18
            d = (dx * dx + dy * dy) ** 0.5
            a = int(max(0.0, 1 - d) ** 2 * 70)
            light.set_at((x, y), (255, 190, 110, a))
    surf.blit(pygame.transform.smoothscale(light, (w, h)), (0, 0))
    surf.blit(draw.vignette(size, 200), (0, 0))
    return surf
