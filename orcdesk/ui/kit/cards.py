"""Generic playing cards: frame, shadow, hover lift, highlight, and a face-down back drawn in code.

A game draws its own card *face* into a surface of the card's size (cache it per card and size); this
module puts it on the table::

    face = my_face(card, w, h)                         # a Surface (w, h), rounded corners optional
    draw_card(screen, rect, face, lift=hover * u, highlight=True, angle=0)
    draw_card(screen, rect, card_back(w, h))           # face down

``card_radius(w)`` is the corner radius used everywhere, so faces and frames match.
"""

from __future__ import annotations

import math

import pygame

from orcdesk.ui.kit import draw, textures, theme
from orcdesk.ui.kit.cache import SizeCache, sized_cache


def card_radius(w: int) -> int:
    return max(3, w // 9)


@sized_cache(maxsize=64)
def card_back(w: int, h: int, color: theme.Color = theme.CARD_BACK) -> pygame.Surface:
    """Our card back: oxblood with a brass border, a diamond lattice and a central tusk medallion."""
    w, h = max(8, w), max(8, h)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = card_radius(w)
    base = textures.parchment(w, h, color, seed=23)
    s.blit(base, (0, 0))
    inset = max(3, w // 12)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    lattice = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(6, w // 6)
    col = (*theme.shade(color, 1.45), 90)
    for k in range(-h, w + h, step):
        pygame.draw.line(lattice, col, (k, 0), (k + h, h), 1)
        pygame.draw.line(lattice, col, (k, h), (k + h, 0), 1)
    clip = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(clip, (255, 255, 255, 255), inner, border_radius=max(2, r - inset // 2))
    lattice.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(lattice, (0, 0))
    pygame.draw.rect(s, theme.BRASS_DARK, inner, max(1, w // 40), border_radius=max(2, r - inset // 2))
    # medallion: a ring with two tusks
    c = (w // 2, h // 2)
    rad = max(4, int(min(w, h) * 0.2))
    pygame.draw.circle(s, theme.shade(color, 0.6), c, rad + 2)
    pygame.draw.circle(s, theme.BRASS, c, rad, max(1, rad // 5))
    for side in (-1, 1):
        pts = [
            (c[0] + side * rad * 0.25, c[1] + rad * 0.35),
            (c[0] + side * rad * 0.6, c[1] + rad * 0.35),
            (c[0] + side * rad * 0.35, c[1] - rad * 0.5),
        ]
        pygame.draw.polygon(s, theme.PARCHMENT, pts)
    return draw.clip_rounded(s, r)


@sized_cache(maxsize=64)
def card_frame(w: int, h: int, edge: theme.Color = theme.INK_SOFT) -> pygame.Surface:
    """A thin dark outline plus a light inner bevel, to lay over a face."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = card_radius(w)
    pygame.draw.rect(s, (*theme.shade(edge, 0.7), 255), s.get_rect(), max(1, w // 45), border_radius=r)
    pygame.draw.rect(s, (255, 255, 255, 60), s.get_rect().inflate(-4, -4), 1, border_radius=max(2, r - 2))
    return s


def draw_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: pygame.Surface,
    *,
    lift: float = 0.0,
    highlight: bool = False,
    hovered: bool = False,
    angle: float = 0.0,
    alpha: int = 255,
    shadow: bool = True,
    glow_color: theme.Color = theme.HILITE,
    pulse: float = 0.5,
) -> pygame.Rect:
    """Draw a card whose face (or back) is ``face``; ``lift`` raises it (pixels) with a larger shadow.
    Returns the rect actually covered."""
    w, h = rect.size
    if face.get_size() != (w, h):
        face = pygame.transform.smoothscale(face, (w, h))
    r = rect.move(0, -int(lift))
    if angle:
        img = rotated(face, round(angle, 1))
        dest = img.get_rect(center=r.center)
        if shadow:
            sh = pygame.transform.rotate(draw.soft_shadow(w, h, card_radius(w), max(4, w // 10), 120), angle)
            surface.blit(sh, sh.get_rect(center=(dest.centerx + int(2 + lift / 3), dest.centery + int(3 + lift / 2))))
        if alpha < 255:
            img.set_alpha(alpha)
        surface.blit(img, dest)
        return dest
    if shadow:
        blur = max(4, w // 10) + int(lift / 2)
        draw.drop_shadow(
            surface, r, card_radius(w), offset=int(3 + lift * 0.8), blur=blur, alpha=max(60, 130 - int(lift * 2))
        )
    if highlight or hovered:
        spread = max(5, w // 7)
        a = 255 if hovered else 140 + int(100 * pulse)
        draw.draw_glow(surface, r, glow_color, spread=spread, alpha=a, radius=card_radius(w))
    if alpha < 255:
        face = face.copy()
        face.set_alpha(alpha)
    surface.blit(face, r)
    if highlight or hovered:
        pygame.draw.rect(surface, glow_color, r.inflate(2, 2), max(2, w // 40), border_radius=card_radius(w))
    return r


_ROTATED = SizeCache("cards.rotated", 360)


def rotated(face: pygame.Surface, angle: float) -> pygame.Surface:
    """``face`` turned by ``angle`` degrees, cached (faces are themselves cached surfaces, so a face and an
    angle name one picture: cards, cogwheels)."""
    key = (id(face), angle)
    hit = _ROTATED.get(key)
    if hit is not None and hit[0] is face:
        return hit[1]
    img = pygame.transform.rotozoom(face, angle, 1.0)
    _ROTATED.put(key, (face, img))
    return img


def fan_positions(count: int, center_x: int, y: int, card_w: int, max_width: int, gap: float = 0.12) -> list[int]:
    """Left x of each card in a row of ``count`` cards centred on ``center_x`` that fits ``max_width``
    (cards overlap when needed)."""
    if count <= 0:
        return []
    step = card_w * (1 + gap)
    if count > 1 and card_w + step * (count - 1) > max_width:
        step = (max_width - card_w) / (count - 1)
    total = card_w + step * (count - 1)
    x0 = center_x - total / 2
    return [int(x0 + i * step) for i in range(count)]


def wobble(seed: int, amount: float = 1.5) -> float:
    """A small deterministic angle (degrees) so piles and played cards look hand-placed."""
    return math.sin(seed * 12.9898) * amount
