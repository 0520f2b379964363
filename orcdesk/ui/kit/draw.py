"""Drawing primitives: rounded panels with drop shadows, gradients, glows, soft shadows.

All functions draw onto a given surface; the expensive ones (soft shadows, glows) are cached per size.
"""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import text, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.theme import Color


@sized_cache(maxsize=256)
def soft_shadow(w: int, h: int, radius: int, blur: int, alpha: int = 110) -> pygame.Surface:
    """A blurred dark rounded rectangle of size (w + 2*blur, h + 2*blur), for drop shadows."""
    w, h, blur = max(1, w), max(1, h), max(1, blur)
    small_scale = 4
    sw, sh = max(1, (w + 2 * blur) // small_scale), max(1, (h + 2 * blur) // small_scale)
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    inner = pygame.Rect(blur // small_scale, blur // small_scale, max(1, w // small_scale), max(1, h // small_scale))
    pygame.draw.rect(small, (0, 0, 0, alpha), inner, border_radius=max(0, radius // small_scale))
    # Two smoothscale passes approximate a Gaussian blur well enough for a shadow.
    big = pygame.transform.smoothscale(small, (w + 2 * blur, h + 2 * blur))
    tiny = pygame.transform.smoothscale(big, (max(1, sw // 2), max(1, sh // 2)))
    return pygame.transform.smoothscale(tiny, (w + 2 * blur, h + 2 * blur))


def drop_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = 8, offset: int = 4, blur: int = 10, alpha: int = 110
) -> None:
    sh = soft_shadow(rect.w, rect.h, radius, blur, alpha)
    surface.blit(sh, (rect.x - blur + offset // 2, rect.y - blur + offset))


@sized_cache(maxsize=128)
def vertical_gradient(w: int, h: int, top: Color, bottom: Color, alpha: int = 255) -> pygame.Surface:
    surf = pygame.Surface((1, max(2, h)), pygame.SRCALPHA)
    for y in range(max(2, h)):
        c = theme.lerp_color(top, bottom, y / max(1, h - 1))
        surf.set_at((0, y), (*c, alpha))
    return pygame.transform.scale(surf, (max(1, w), max(1, h)))


@sized_cache(maxsize=128)
def rounded_mask(w: int, h: int, radius: int) -> pygame.Surface:
    m = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=radius)
    return m


def clip_rounded(src: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of ``src`` with rounded transparent corners."""
    out = src.convert_alpha() if pygame.display.get_surface() else src.copy()
    out.blit(rounded_mask(*src.get_size(), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    fill: Color = theme.PANEL,
    edge: Color = theme.PANEL_EDGE,
    radius: int | None = None,
    alpha: int = 235,
    shadow: bool = True,
    edge_px: int = 2,
    gradient: bool = True,
) -> None:
    """A framed panel: soft shadow, gradient fill, brass edge and a thin inner highlight (cached per size)."""
    if radius is None:
        radius = max(4, min(rect.w, rect.h) // 10)
    if rect.w <= 0 or rect.h <= 0:
        return
    if shadow:
        drop_shadow(surface, rect, radius, offset=max(3, rect.h // 40), blur=max(6, min(rect.w, rect.h) // 14))
    text.record_shape("panel", surface, rect, alpha)
    surface.blit(_panel_body(rect.w, rect.h, tuple(fill), tuple(edge), radius, alpha, edge_px, gradient), rect)


@sized_cache(maxsize=256)
def _panel_body(
    w: int, h: int, fill: Color, edge: Color, radius: int, alpha: int, edge_px: int, gradient: bool
) -> pygame.Surface:
    if gradient:
        body = clip_rounded(vertical_gradient(w, h, theme.shade(fill, 1.25), theme.shade(fill, 0.8), alpha), radius)
    else:
        body = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(body, (*fill, alpha), body.get_rect(), border_radius=radius)
    r = body.get_rect()
    pygame.draw.rect(body, edge, r, edge_px, border_radius=radius)
    inner = r.inflate(-2 * edge_px - 2, -2 * edge_px - 2)
    if inner.w > 4 and inner.h > 4:
        pygame.draw.rect(body, theme.shade(edge, 1.35), inner, 1, border_radius=max(0, radius - edge_px - 1))
    return body


@sized_cache(maxsize=128)
def glow(w: int, h: int, color: Color, radius: int, spread: int, alpha: int = 200) -> pygame.Surface:
    """A soft coloured halo around a (w, h) rounded rect; blit at (x - spread, y - spread)."""
    small = pygame.Surface((max(2, (w + 2 * spread) // 3), max(2, (h + 2 * spread) // 3)), pygame.SRCALPHA)
    r = pygame.Rect(spread // 3, spread // 3, max(1, w // 3), max(1, h // 3))
    pygame.draw.rect(small, (*color, alpha), r.inflate(spread // 3, spread // 3), border_radius=radius // 3 + 2)
    big = pygame.transform.smoothscale(small, (w + 2 * spread, h + 2 * spread))
    tiny = pygame.transform.smoothscale(big, (max(2, small.get_width() // 2), max(2, small.get_height() // 2)))
    return pygame.transform.smoothscale(tiny, (w + 2 * spread, h + 2 * spread))


def draw_glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Color = theme.HILITE,
    spread: int = 12,
    alpha: int = 200,
    radius: int = 8,
) -> None:
    """Blit the halo; it is rasterised once per (size, colour) and faded with a surface alpha, so a pulsing
    highlight costs one blit per frame."""
    g = glow(rect.w, rect.h, tuple(color), radius, spread, 255)
    g.set_alpha(max(0, min(255, int(alpha * 200 / 255))))
    surface.blit(g, (rect.x - spread, rect.y - spread))


def alpha_rect(surface: pygame.Surface, rect: pygame.Rect, color: Color, alpha: int, radius: int = 0) -> None:
    tmp = pygame.Surface((max(1, rect.w), max(1, rect.h)), pygame.SRCALPHA)
    pygame.draw.rect(tmp, (*color, alpha), tmp.get_rect(), border_radius=radius)
    text.record_shape("panel", surface, rect, alpha)
    surface.blit(tmp, rect)


def dim(surface: pygame.Surface, alpha: int = 150, color: Color = (8, 6, 4)) -> None:
    """Darken the whole surface (behind overlays)."""
    tmp = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    tmp.fill((*color, alpha))
    text.record_shape("veil", surface, None, alpha)
    surface.blit(tmp, (0, 0))


def aa_circle(surface: pygame.Surface, center, radius: float, color, width: int = 0) -> None:
    """A filled (width 0) circle with smooth edges."""
    x, y = int(center[0]), int(center[1])
    r = max(1, int(radius))
    if width == 0:
        pygame.draw.circle(surface, color, (x, y), r)
        pygame.draw.aacircle(surface, color, (x, y), r)
    else:
        pygame.draw.circle(surface, color, (x, y), r, width)
        pygame.draw.aacircle(surface, color, (x, y), r)


def aa_polygon(surface: pygame.Surface, color, points) -> None:
    pts = [(int(round(x)), int(round(y))) for x, y in points]
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.aalines(surface, color, True, pts)


def vignette(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    """A dark frame that fades toward the centre (cached by the caller per window size)."""
    w, h = size
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            a = int(strength * max(0.0, d - 0.55) / 0.45) if d > 0.55 else 0
            small.set_at((x, y), (0, 0, 0, min(255, a)))
    return pygame.transform.smoothscale(small, (w, h))
