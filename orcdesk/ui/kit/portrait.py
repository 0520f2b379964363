"""Portraits of the AI characters, drawn from their data (orcdesk.ai.opponents.Character).

``portrait(character, size)`` returns a round picture: the race gives the head (an orc's tusks, an elf's
long ears, a troll's heavy jaw, a goblin's big ears, a norse beard and braids), a number drawn from the
character's game, id and name picks the colours, the hair, a helmet, war paint or a scar, and the play style
sets the expression (a bold frown, careful raised brows, a greedy grin with a gold tooth). The same character
always gets the same face. Drawn at twice the size and smoothed down, like the glyphs.
"""

from __future__ import annotations

import zlib

import pygame

from orcdesk.core.rng import Rng
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.cache import sized_cache

Color = tuple[int, int, int]
EDGE = (30, 20, 14)
SKINS: dict[str, list[Color]] = {
    "orc": [(118, 156, 72), (96, 140, 64), (132, 150, 80), (104, 128, 70)],
    "goblin": [(160, 170, 70), (140, 160, 60), (170, 158, 84)],
    "troll": [(120, 134, 146), (110, 128, 118), (136, 130, 150)],
    "elf": [(240, 218, 196), (226, 200, 172), (214, 186, 160)],
    "norse": [(236, 200, 170), (220, 180, 150), (196, 150, 120), (240, 210, 186)],
}
HAIR: list[Color] = [(40, 28, 20), (120, 70, 30), (200, 170, 90), (170, 80, 40), (190, 190, 196), (70, 50, 36)]
BACKS: list[Color] = [(96, 36, 30), (30, 64, 96), (52, 84, 48), (84, 56, 100), (110, 84, 36), (60, 60, 70)]
CACHE_SIZE = 48  # a setup screen shows a dozen, the saga screen twelve: a small bounded cache is plenty


def _seed(character) -> int:
    return zlib.crc32(f"{character.game}:{character.id}:{character.name}".encode())


def portrait(character, size: int) -> pygame.Surface:
    """The character's round portrait, ``size`` pixels across (cached, read-only)."""
    return _portrait(character, max(8, int(size)))


def draw_portrait(surface: pygame.Surface, character, center, size: int) -> None:
    """``character``'s portrait of ``size`` centred on ``center``; nothing below 8 px."""
    if size < 8:
        return
    picture = portrait(character, size)
    surface.blit(picture, picture.get_rect(center=(int(center[0]), int(center[1]))))


@sized_cache(CACHE_SIZE)
def _portrait(character, size: int) -> pygame.Surface:  # a Character is frozen, so it keys the cache
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    _draw_face(big, character, size * 2)
    return pygame.transform.smoothscale(big, (size, size))


def _shade(color: Color, factor: float) -> Color:
    return tuple(max(0, min(255, int(c * factor))) for c in color)


def _draw_face(s: pygame.Surface, character, n: int) -> None:
    rng = Rng(_seed(character))
    race = character.race if character.race in SKINS else "orc"
    skin = rng.choice(SKINS[race])
    hair = rng.choice(HAIR)
    back = rng.choice(BACKS)
    c = n // 2
    w = max(2, n // 40)
    # background medallion
    pygame.draw.circle(s, back, (c, c), c - w)
    pygame.draw.circle(s, _shade(back, 1.35), (c, c), int(c * 0.82), max(1, w // 2))
    clip = pygame.Surface((n, n), pygame.SRCALPHA)
    head_w = {"troll": 0.62, "orc": 0.56, "goblin": 0.46, "elf": 0.44, "norse": 0.48}[race] * n
    head_h = {"troll": 0.62, "orc": 0.6, "goblin": 0.52, "elf": 0.6, "norse": 0.58}[race] * n
    head = pygame.Rect(0, 0, int(head_w), int(head_h))
    head.center = (c, int(c * 1.08))
    # shoulders
    body = pygame.Rect(0, 0, int(n * 0.8), int(n * 0.5))
    body.midtop = (c, int(n * 0.78))
    pygame.draw.ellipse(clip, _shade(back, 0.6), body)
    pygame.draw.ellipse(clip, EDGE, body, w)
    _ears(clip, race, head, skin, n, w, rng)
    if race == "elf" or (race == "norse" and rng.random() < 0.6):  # long hair behind the head
        long_hair = head.inflate(int(n * 0.1), int(n * 0.05)).move(0, int(n * 0.08))
        pygame.draw.ellipse(clip, hair, long_hair)
    pygame.draw.ellipse(clip, skin, head)
    pygame.draw.ellipse(clip, EDGE, head, w)
    _eyes(clip, race, head, character.style, n, w, rng)
    _mouth(clip, race, head, character.style, n, w, rng, hair)
    _top(clip, race, head, hair, n, w, rng)
    if rng.random() < 0.35:  # war paint under the eyes
        paint = rng.choice([(200, 40, 30), (30, 60, 140), (230, 230, 230)])
        y = head.y + int(head.h * 0.52)
        pygame.draw.line(clip, paint, (head.x + int(head.w * 0.2), y), (head.x + int(head.w * 0.38), y), w * 2)
        pygame.draw.line(clip, paint, (head.right - int(head.w * 0.38), y), (head.right - int(head.w * 0.2), y), w * 2)
    elif rng.random() < 0.4:  # a scar across one eye
        x = head.x + int(head.w * (0.28 if rng.random() < 0.5 else 0.66))
        pygame.draw.line(
            clip,
            _shade(skin, 0.6),
            (x - w * 2, head.y + int(head.h * 0.28)),
            (x + w * 3, head.y + int(head.h * 0.6)),
            w,
        )
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c - w)
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(clip, (0, 0))
    pygame.draw.circle(s, theme.BRASS, (c, c), c - w, w * 2)
    pygame.draw.circle(s, EDGE, (c, c), c - 1, max(1, w // 2))


def _ears(s, race, head, skin, n, w, rng) -> None:
    y = head.y + int(head.h * 0.42)
    if race in ("elf", "goblin"):
        long = n * (0.2 if race == "elf" else 0.16)
        rise = n * (0.14 if race == "elf" else 0.05)
        for side in (-1, 1):
            base_x = head.centerx + side * head.w // 2
            pts = [
                (base_x - side * w * 3, y - n * 0.04),
                (base_x + side * long, y - rise),
                (base_x - side * w * 3, y + n * 0.06),
            ]
            pygame.draw.polygon(s, skin, pts)
            pygame.draw.polygon(s, EDGE, pts, w)
    else:
        r = int(n * (0.06 if race != "troll" else 0.07))
        for side in (-1, 1):
            centre = (head.centerx + side * (head.w // 2), y)
            pygame.draw.circle(s, skin, centre, r)
            pygame.draw.circle(s, EDGE, centre, r, w)
            if race == "orc" and rng.random() < 0.5:  # a brass ring
                pygame.draw.circle(s, theme.BRASS, (centre[0] + side * r // 2, centre[1] + r), max(2, r // 3), w)


def _eyes(s, race, head, style, n, w, rng) -> None:
    y = head.y + int(head.h * 0.42)
    dx = int(head.w * 0.2)
    r = max(3, int(n * (0.035 if race != "troll" else 0.028)))
    iris = {"orc": (200, 40, 30), "goblin": (230, 190, 30), "troll": (240, 200, 60)}.get(
        race, rng.choice([(60, 110, 170), (70, 120, 70), (90, 60, 40)])
    )
    for side in (-1, 1):
        x = head.centerx + side * dx
        pygame.draw.ellipse(s, (245, 240, 225), (x - r * 1.4, y - r, r * 2.8, r * 2))
        pygame.draw.circle(s, iris, (x, y), r)
        pygame.draw.circle(s, (10, 8, 6), (x, y), max(1, r // 2))
        pygame.draw.ellipse(s, EDGE, (x - r * 1.4, y - r, r * 2.8, r * 2), max(1, w // 2))
        # brows: a bold frown slopes down to the nose, a careful look is raised, a greedy one arched
        inner, outer = (x - side * r * 1.6, y - r * 1.6), (x + side * r * 1.8, y - r * 1.6)
        if style == "bold" or style == "reckless" or style == "deserter":
            inner = (inner[0], y - r * 0.9)
            outer = (outer[0], y - r * 2.3)
        elif style in ("careful", "cautious", "shield_hoarder"):
            inner = (inner[0], y - r * 2.4)
            outer = (outer[0], y - r * 2.0)
        pygame.draw.line(s, EDGE, inner, outer, max(2, w * 2))
    # nose
    nose = {"troll": 0.12, "goblin": 0.14}.get(race, 0.08) * n
    pts = [(head.centerx, y + r), (head.centerx - nose * 0.4, y + nose + r), (head.centerx + nose * 0.3, y + nose + r)]
    pygame.draw.lines(s, EDGE, False, pts, max(1, w))


def _mouth(s, race, head, style, n, w, rng, hair) -> None:
    y = head.y + int(head.h * 0.74)
    half = int(head.w * 0.2)
    if race == "norse" and rng.random() < 0.7:  # a beard, sometimes braided
        beard = [
            (head.x + int(head.w * 0.12), head.y + int(head.h * 0.6)),
            (head.right - int(head.w * 0.12), head.y + int(head.h * 0.6)),
            (head.centerx + half, head.bottom + int(n * 0.08)),
            (head.centerx - half, head.bottom + int(n * 0.08)),
        ]
        pygame.draw.polygon(s, hair, beard)
        pygame.draw.polygon(s, EDGE, beard, w)
    if style in ("token_greedy",):  # a grin with a gold tooth
        pygame.draw.arc(s, EDGE, (head.centerx - half, y - half, half * 2, half * 1.4), 3.5, 5.9, max(2, w * 2))
        pygame.draw.rect(s, theme.BRASS, (head.centerx + half // 4, y + half // 4, half // 3, half // 3))
    elif style in ("careful", "cautious", "shield_hoarder"):
        pygame.draw.line(s, EDGE, (head.centerx - half * 0.6, y), (head.centerx + half * 0.6, y), max(2, w * 2))
    else:
        pygame.draw.arc(s, EDGE, (head.centerx - half, y - w, half * 2, half), 0.4, 2.7, max(2, w * 2))
    if race in ("orc", "troll", "goblin"):  # tusks from the lower jaw
        tusk = int(n * (0.07 if race != "goblin" else 0.04))
        for side in (-1, 1):
            x = head.centerx + side * int(half * 0.9)
            pts = [(x - w * 2, y + w * 2), (x + w * 2, y + w * 2), (x + side * w, y - tusk)]
            pygame.draw.polygon(s, (240, 232, 206), pts)
            pygame.draw.polygon(s, EDGE, pts, max(1, w // 2))


def _top(s, race, head, hair, n, w, rng) -> None:
    roll = rng.random()
    if race in ("norse", "troll") and roll < 0.35:  # an iron helmet (no horns: that is opera)
        cap = pygame.Rect(head.x - w * 2, head.y - int(n * 0.04), head.w + w * 4, int(head.h * 0.55))
        _upper_ellipse(s, (150, 150, 160), cap, cap.h // 2)
        pygame.draw.line(s, (110, 110, 120), (cap.x, cap.centery), (cap.right, cap.centery), w * 3)
        pygame.draw.line(s, (110, 110, 120), (head.centerx, cap.y), (head.centerx, cap.centery + int(n * 0.1)), w * 3)
        return
    if race == "orc" and roll < 0.5:  # a top-knot
        knot = (head.centerx, head.y - int(n * 0.02))
        pygame.draw.circle(s, hair, knot, int(n * 0.05))
        pygame.draw.line(s, hair, knot, (knot[0] + int(n * 0.08), knot[1] - int(n * 0.08)), w * 3)
        return
    if race in ("elf", "norse") or roll < 0.3:  # hair over the brow
        fringe = pygame.Rect(head.x, head.y - w, head.w, int(head.h * 0.36))
        _upper_ellipse(s, hair, fringe, fringe.h // 2 + w * 2)


def _upper_ellipse(s, color, rect: pygame.Rect, height: int) -> None:
    """The top ``height`` pixels of an ellipse (a cap of hair, a helmet) over what is drawn already."""
    piece = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(piece, color, piece.get_rect())
    s.blit(piece, rect.topleft, pygame.Rect(0, 0, rect.w, height))
