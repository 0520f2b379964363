"""Emblems and figures drawn in code (no image files), cached per size.

Every shape is drawn at 4× and smoothscaled down, which gives clean antialiased edges.

    emblem("flame", 32, fill, edge)   # tribe emblems: flame, sun, drop, skull, leaf, crown
    orc_figure(40, skin, edge)        # an orc head with ears and tusks (Orc cards count these)
    spear(64, wood, tip)              # the spear shown on won tribes
    snowflake(24, ICE)                # frozen marker
"""

from __future__ import annotations

import math

import pygame

from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.theme import Color

SS = 4  # supersampling factor


def _canvas(size: int) -> tuple[pygame.Surface, int]:
    n = max(4, int(size)) * SS
    return pygame.Surface((n, n), pygame.SRCALPHA), n


def _down(surf: pygame.Surface, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (max(4, int(size)), max(4, int(size))))


def _poly(s, color, pts, edge=None, width=0):
    pygame.draw.polygon(s, color, pts)
    if edge is not None and width:
        pygame.draw.polygon(s, edge, pts, width)


@sized_cache(maxsize=512)
def emblem(name: str, size: int, fill: Color, edge: Color = (30, 20, 14)) -> pygame.Surface:
    s, n = _canvas(size)
    c = n / 2
    w = max(2, n // 14)  # outline width
    fn = _EMBLEMS.get(name, _circle)
    fn(s, n, c, fill, edge, w)
    return _down(s, size)


def _circle(s, n, c, fill, edge, w):
    pygame.draw.circle(s, edge, (c, c), n * 0.42)
    pygame.draw.circle(s, fill, (c, c), n * 0.42 - w)


def _teardrop(c, cy, a, b, lean=0.0, steps=48):
    """A teardrop with its point up: x = a sin t sin(t/2), y = -b cos t; ``lean`` bends the tip sideways."""
    pts = []
    for i in range(steps + 1):
        t = i / steps * 2 * math.pi
        y = -b * math.cos(t)
        x = a * math.sin(t) * math.sin(t / 2) + lean * max(0.0, -y / b) ** 2 * b
        pts.append((c + x, cy + y))
    return pts


def _flame(s, n, c, fill, edge, w):
    outer = _teardrop(c, c + n * 0.06, n * 0.36, n * 0.40, lean=0.18)
    _poly(s, edge, outer)
    _poly(s, fill, _teardrop(c, c + n * 0.08, n * 0.36 - w * 1.4, n * 0.40 - w * 1.4, lean=0.18))
    core = tuple(min(255, v + 80) for v in fill)
    _poly(s, core, _teardrop(c, c + n * 0.22, n * 0.16, n * 0.20, lean=-0.15))


def _sun(s, n, c, fill, edge, w):
    rays = []
    for i in range(24):
        a = i / 24 * 2 * math.pi
        r = n * (0.46 if i % 2 == 0 else 0.30)
        rays.append((c + r * math.cos(a), c + r * math.sin(a)))
    _poly(s, edge, rays)
    inner = [(c + (x - c) * 0.84, c + (y - c) * 0.84) for x, y in rays]
    _poly(s, fill, inner)
    pygame.draw.circle(s, edge, (c, c), n * 0.22)
    pygame.draw.circle(s, tuple(min(255, v + 40) for v in fill), (c, c), n * 0.22 - w)


def _drop(s, n, c, fill, edge, w):
    pts = []
    for i in range(41):
        t = i / 40 * 2 * math.pi
        x = c + n * 0.30 * math.sin(t)
        y = c + n * 0.12 + n * 0.30 * math.cos(t)
        if math.cos(t) < 0:
            x *= 1
            x = c + (x - c) * (1 + math.cos(t)) ** 1.2
            y = c + n * 0.12 + n * 0.30 * math.cos(t) * 1.45
        pts.append((x, y))
    _poly(s, edge, pts)
    inner = [(c + (x - c) * 0.78, c + n * 0.05 + (y - c) * 0.8) for x, y in pts]
    _poly(s, fill, inner)
    pygame.draw.ellipse(s, (255, 255, 255, 150), (c - n * 0.14, c + n * 0.04, n * 0.08, n * 0.16))


def _skull(s, n, c, fill, edge, w):
    pygame.draw.circle(s, edge, (c, c - n * 0.06), n * 0.34)
    pygame.draw.rect(s, edge, (c - n * 0.2, c + n * 0.1, n * 0.4, n * 0.28), border_radius=int(n * 0.06))
    pygame.draw.circle(s, fill, (c, c - n * 0.06), n * 0.34 - w)
    pygame.draw.rect(
        s, fill, (c - n * 0.2 + w, c + n * 0.1, n * 0.4 - 2 * w, n * 0.28 - w), border_radius=int(n * 0.05)
    )
    for dx in (-0.13, 0.13):
        pygame.draw.ellipse(s, edge, (c + dx * n - n * 0.085, c - n * 0.12, n * 0.17, n * 0.19))
    _poly(s, edge, [(c, c + n * 0.04), (c - n * 0.045, c + n * 0.12), (c + n * 0.045, c + n * 0.12)])
    for dx in (-0.1, 0.0, 0.1):
        pygame.draw.line(s, edge, (c + dx * n, c + n * 0.24), (c + dx * n, c + n * 0.36), max(1, w // 2))


def _leaf(s, n, c, fill, edge, w):
    pts = []
    for i in range(41):
        t = i / 40 * 2 * math.pi
        x = n * 0.22 * math.sin(t)
        y = n * 0.42 * math.cos(t)
        # rotate 35 degrees
        a = math.radians(35)
        pts.append((c + x * math.cos(a) - y * math.sin(a), c + x * math.sin(a) + y * math.cos(a)))
    _poly(s, edge, pts)
    inner = [(c + (x - c) * 0.8, c + (y - c) * 0.8) for x, y in pts]
    _poly(s, fill, inner)
    a = math.radians(35)
    p0 = (c + n * 0.42 * math.sin(a), c - n * 0.42 * math.cos(a))
    p1 = (c - n * 0.46 * math.sin(a), c + n * 0.46 * math.cos(a))
    pygame.draw.line(s, edge, p0, p1, max(2, w // 2 + 1))
    for f in (0.3, 0.5, 0.7):
        mx, my = p0[0] + (p1[0] - p0[0]) * f, p0[1] + (p1[1] - p0[1]) * f
        for side in (-1, 1):
            b = a + side * math.radians(60)
            pygame.draw.line(
                s,
                edge,
                (mx, my),
                (mx + side * n * 0.1 * math.cos(a), my - n * 0.12 * math.sin(b) * side),
                max(1, w // 2),
            )


def _crown(s, n, c, fill, edge, w):
    base_y = c + n * 0.22
    pts = [
        (c - n * 0.38, base_y),
        (c - n * 0.40, c - n * 0.22),
        (c - n * 0.20, c - n * 0.02),
        (c, c - n * 0.34),
        (c + n * 0.20, c - n * 0.02),
        (c + n * 0.40, c - n * 0.22),
        (c + n * 0.38, base_y),
    ]
    _poly(s, edge, [(x, y) for x, y in pts])
    inner = [(c + (x - c) * 0.84, c + n * 0.02 + (y - c) * 0.84) for x, y in pts]
    _poly(s, fill, inner)
    pygame.draw.rect(s, edge, (c - n * 0.40, base_y - n * 0.02, n * 0.80, n * 0.14), border_radius=int(n * 0.03))
    pygame.draw.rect(
        s, fill, (c - n * 0.40 + w, base_y, n * 0.80 - 2 * w, n * 0.10 - w // 2), border_radius=int(n * 0.02)
    )
    for x in (-0.40, 0.0, 0.40):
        y = c - n * 0.22 if x else c - n * 0.34
        pygame.draw.circle(s, edge, (c + x * n, y), n * 0.065)
        pygame.draw.circle(s, fill, (c + x * n, y), n * 0.065 - w * 0.6)


_EMBLEMS = {
    "flame": _flame,
    "sun": _sun,
    "drop": _drop,
    "skull": _skull,
    "leaf": _leaf,
    "crown": _crown,
    "circle": _circle,
}
EMBLEM_NAMES = tuple(k for k in _EMBLEMS if k != "circle")


@sized_cache(maxsize=256)
def orc_figure(size: int, skin: Color, edge: Color = (30, 20, 14), war_paint: Color | None = None) -> pygame.Surface:
    """An orc head: broad jaw, pointed ears, angry brows, two tusks. ``war_paint`` tints the brow band."""
    s, n = _canvas(size)
    c = n / 2
    w = max(2, n // 16)
    # ears
    for side in (-1, 1):
        ear = [
            (c + side * n * 0.24, c - n * 0.08),
            (c + side * n * 0.48, c - n * 0.22),
            (c + side * n * 0.28, c + n * 0.10),
        ]
        _poly(s, edge, ear)
        inner = [
            (c + side * n * 0.27, c - n * 0.05),
            (c + side * n * 0.42, c - n * 0.16),
            (c + side * n * 0.29, c + n * 0.05),
        ]
        _poly(s, skin, inner)
    # head: rounded top, wide jaw
    head = pygame.Rect(0, 0, n * 0.58, n * 0.70)
    head.center = (c, c + n * 0.04)
    pygame.draw.ellipse(s, edge, head)
    jaw = pygame.Rect(0, 0, n * 0.64, n * 0.38)
    jaw.midbottom = (c, c + n * 0.40)
    pygame.draw.rect(s, edge, jaw, border_radius=int(n * 0.14))
    pygame.draw.ellipse(s, skin, head.inflate(-2 * w, -2 * w))
    pygame.draw.rect(s, skin, jaw.inflate(-2 * w, -2 * w), border_radius=int(n * 0.12))
    if war_paint is not None:
        band = pygame.Rect(0, 0, n * 0.50, n * 0.10)
        band.center = (c, c - n * 0.06)
        pygame.draw.rect(s, war_paint, band, border_radius=int(n * 0.04))
    # brows (angry V) and eyes
    for side in (-1, 1):
        pygame.draw.line(s, edge, (c + side * n * 0.04, c - n * 0.02), (c + side * n * 0.20, c - n * 0.10), w + 1)
        pygame.draw.circle(s, (250, 210, 60), (c + side * n * 0.12, c + n * 0.04), n * 0.045)
        pygame.draw.circle(s, edge, (c + side * n * 0.12, c + n * 0.045), n * 0.02)
    # nose
    pygame.draw.ellipse(s, edge, (c - n * 0.06, c + n * 0.10, n * 0.12, n * 0.07))
    # mouth and tusks
    pygame.draw.line(s, edge, (c - n * 0.16, c + n * 0.27), (c + n * 0.16, c + n * 0.27), w)
    for side in (-1, 1):
        tusk = [
            (c + side * n * 0.10, c + n * 0.28),
            (c + side * n * 0.17, c + n * 0.28),
            (c + side * n * 0.145, c + n * 0.13),
        ]
        _poly(s, (250, 244, 224), tusk)
        pygame.draw.polygon(s, edge, tusk, max(1, w // 2))
    return _down(s, size)


@sized_cache(maxsize=64)
def spear(
    length: int, shaft: Color = (150, 100, 50), tip: Color = (200, 200, 210), edge: Color = (30, 20, 14)
) -> pygame.Surface:
    """A horizontal spear pointing right, ``length`` px long (rotate as needed)."""
    h = max(6, length // 6)
    s = pygame.Surface((length * SS, h * SS), pygame.SRCALPHA)
    L, H = length * SS, h * SS
    pygame.draw.rect(s, edge, (0, H * 0.38, L * 0.78, H * 0.24))
    pygame.draw.rect(s, shaft, (SS, H * 0.42, L * 0.78 - 2 * SS, H * 0.16))
    head = [(L * 0.74, H * 0.12), (L, H * 0.5), (L * 0.74, H * 0.88), (L * 0.79, H * 0.5)]
    pygame.draw.polygon(s, edge, head)
    inner = [(L * 0.76, H * 0.22), (L - 2 * SS, H * 0.5), (L * 0.76, H * 0.78), (L * 0.80, H * 0.5)]
    pygame.draw.polygon(s, tip, inner)
    # feathers / binding
    for i in range(3):
        x = L * 0.08 + i * SS * 3
        pygame.draw.line(s, (170, 40, 30), (x, H * 0.2), (x, H * 0.8), SS * 2)
    return pygame.transform.smoothscale(s, (length, h))


@sized_cache(maxsize=64)
def snowflake(size: int, color: Color, edge: Color = (40, 70, 100)) -> pygame.Surface:
    s, n = _canvas(size)
    c = n / 2
    for width, col in ((n // 9, edge), (n // 18, color)):
        for i in range(3):
            a = i * math.pi / 3
            dx, dy = math.cos(a) * n * 0.42, math.sin(a) * n * 0.42
            pygame.draw.line(s, col, (c - dx, c - dy), (c + dx, c + dy), max(1, width))
            for sgn in (-1, 1):
                bx, by = c + sgn * dx * 0.6, c + sgn * dy * 0.6
                for b in (-1, 1):
                    a2 = a + b * math.pi / 4
                    pygame.draw.line(
                        s,
                        col,
                        (bx, by),
                        (bx + sgn * math.cos(a2) * n * 0.14, by + sgn * math.sin(a2) * n * 0.14),
                        max(1, width),
                    )
    return _down(s, size)


@sized_cache(maxsize=32)
def box_icon(size: int, fill: Color, edge: Color = (30, 20, 14)) -> pygame.Surface:
    """The game box (the marker at one end of the Orc border): a small chest."""
    s, n = _canvas(size)
    c = n / 2
    body = pygame.Rect(n * 0.12, n * 0.38, n * 0.76, n * 0.46)
    lid = pygame.Rect(n * 0.12, n * 0.16, n * 0.76, n * 0.28)
    pygame.draw.rect(s, edge, body, border_radius=int(n * 0.05))
    pygame.draw.rect(s, fill, body.inflate(-n * 0.06, -n * 0.06), border_radius=int(n * 0.04))
    pygame.draw.rect(s, edge, lid, border_top_left_radius=int(n * 0.14), border_top_right_radius=int(n * 0.14))
    pygame.draw.rect(
        s,
        tuple(min(255, v + 30) for v in fill),
        lid.inflate(-n * 0.06, -n * 0.06),
        border_top_left_radius=int(n * 0.12),
        border_top_right_radius=int(n * 0.12),
    )
    for x in (0.3, 0.7):
        pygame.draw.rect(s, (214, 170, 84), (n * x - n * 0.03, n * 0.16, n * 0.06, n * 0.68))
    pygame.draw.rect(s, (214, 170, 84), (c - n * 0.07, n * 0.38, n * 0.14, n * 0.14), border_radius=int(n * 0.02))
    return _down(s, size)
