"""A cogwheel score tracker drawn in code: a toothed brass wheel numbered 0-9 that turns to the score under a
fixed pointer, with a two-sided marker that shows its "+10" side once the score passes 10.

    wheel = Cogwheel(score=0, colour=(213, 74, 48))
    wheel.turn_to(7)                 # tweens the wheel (scaled by kit.anim.SPEED; 0 = at once)
    wheel.update(dt)                 # every frame; wheel.moving is True while it turns
    wheel.draw(surface, centre, radius)

``draw_cogwheel(surface, centre, radius, value)`` draws one frame for any (fractional) value. The wheel face is
rasterised once per radius and colour; a frame costs one rotation of that surface (cached per degree).
No game rules here: any game with scores may use it.
"""

from __future__ import annotations

import math

import pygame

from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.cards import rotated
from orcdesk.ui.kit.text import render_text
from orcdesk.ui.kit.theme import Color

NUMBERS = 10  # the wheel shows 0..9; the marker adds 10
TEETH = 20  # two teeth per number
STEP_DEG = 360.0 / NUMBERS
SS = 3  # supersampling of the face


def _ring(surface, centre, r_out, r_in, colour) -> None:
    pygame.draw.circle(surface, colour, centre, r_out)
    if r_in > 0:
        pygame.draw.circle(surface, (0, 0, 0, 0), centre, r_in)


@sized_cache(maxsize=64)
def wheel_face(radius: int, accent: Color = theme.BRASS) -> pygame.Surface:
    """The wheel at angle 0 (number 0 under the pointer at the top), numbers reading outward."""
    radius = max(8, int(radius))
    n = radius * 2 * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    R = radius * SS
    tooth_h = R * 0.16
    body = R - tooth_h
    brass, dark, light = theme.BRASS, theme.BRASS_DARK, theme.shade(theme.BRASS, 1.25)
    # teeth: trapezoids round the rim
    for k in range(TEETH):
        a = math.radians(k * 360 / TEETH)
        half_base, half_top = math.radians(360 / TEETH * 0.3), math.radians(360 / TEETH * 0.2)
        pts = [
            (c + math.sin(a - half_base) * (body - 2), c - math.cos(a - half_base) * (body - 2)),
            (c + math.sin(a - half_top) * R, c - math.cos(a - half_top) * R),
            (c + math.sin(a + half_top) * R, c - math.cos(a + half_top) * R),
            (c + math.sin(a + half_base) * (body - 2), c - math.cos(a + half_base) * (body - 2)),
        ]
        pygame.draw.polygon(s, dark, pts)
        inner = [(c + (x - c) * 0.97, c + (y - c) * 0.97) for x, y in pts]
        pygame.draw.polygon(s, brass, inner)
    pygame.draw.circle(s, dark, (c, c), body)
    pygame.draw.circle(s, brass, (c, c), body - SS * 1.5)
    pygame.draw.circle(s, light, (c, c), body - SS * 1.5, max(1, SS))
    # the number band, tinted with the seat's colour
    band_out, band_in = body * 0.95, body * 0.42
    pygame.draw.circle(s, theme.shade(accent, 0.45), (c, c), band_out)
    pygame.draw.circle(s, theme.lerp_color(theme.PARCHMENT, accent, 0.18), (c, c), band_out - SS * 1.2)
    pygame.draw.circle(s, dark, (c, c), band_in + SS)
    # hub: spokes and an axle
    pygame.draw.circle(s, theme.shade(brass, 0.85), (c, c), band_in)
    for k in range(5):
        a = math.radians(k * 72 + 36)
        pygame.draw.line(s, dark, (c, c), (c + math.sin(a) * band_in, c - math.cos(a) * band_in), max(2, SS * 2))
    pygame.draw.circle(s, dark, (c, c), band_in * 0.42)
    pygame.draw.circle(s, accent, (c, c), band_in * 0.32)
    pygame.draw.circle(s, theme.shade(accent, 1.3), (c - band_in * 0.08, c - band_in * 0.08), band_in * 0.1)
    # numbers, each upright when it sits under the pointer
    mid = (band_out + band_in) / 2
    size = int((band_out - band_in) * 0.9)
    for k in range(NUMBERS):
        a = k * STEP_DEG
        img = render_text(str(k), max(6, size), theme.INK, bold=True)
        img = pygame.transform.rotozoom(img, -a, 1.0)
        x = c + math.sin(math.radians(a)) * mid
        y = c - math.cos(math.radians(a)) * mid
        s.blit(img, img.get_rect(center=(x, y)))
        # a tick between numbers
        b = math.radians(a + STEP_DEG / 2)
        pygame.draw.line(
            s,
            theme.INK_SOFT,
            (c + math.sin(b) * (band_out - SS * 2), c - math.cos(b) * (band_out - SS * 2)),
            (c + math.sin(b) * (band_out - SS * 6), c - math.cos(b) * (band_out - SS * 6)),
            SS,
        )
    return pygame.transform.smoothscale(s, (radius * 2, radius * 2))


def wheel_angle(value: float) -> float:
    """Degrees the wheel is turned (counter-clockwise on screen) to bring ``value`` mod 10 under the pointer."""
    return (value % NUMBERS) * STEP_DEG


@sized_cache(maxsize=32)
def _marker(size: int, plus: bool, accent: Color) -> pygame.Surface:
    """The two-sided score marker: plain on one side, "+10" on the other."""
    w, h = int(size * 1.5), size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(s, theme.INK, r, border_radius=h // 2)
    fill = theme.HILITE if plus else theme.shade(accent, 0.8)
    pygame.draw.rect(s, fill, r.inflate(-max(2, h // 8), -max(2, h // 8)), border_radius=h // 2)
    if plus:
        img = render_text("+10", max(6, int(h * 0.72)), theme.INK, bold=True)
        s.blit(img, img.get_rect(center=r.center))
    else:
        pygame.draw.circle(s, theme.shade(accent, 1.3), r.center, max(2, h // 5))
    return s


def draw_cogwheel(
    surface: pygame.Surface, centre, radius: int, value: float, accent: Color = theme.BRASS, show_marker: bool = True
) -> pygame.Rect:
    """Draw the wheel turned to ``value`` (may be fractional while it turns), its pointer and, past 10, the
    marker on its +10 side. Returns the rect covered."""
    radius = max(8, int(radius))
    face = wheel_face(radius, tuple(accent))
    img = rotated(face, int(round(wheel_angle(value))) % 360)
    x, y = int(centre[0]), int(centre[1])
    rect = img.get_rect(center=(x, y))
    surface.blit(img, rect)
    # the fixed pointer at the top: a dark notch with a bright edge over the number band
    p = radius * 0.22
    pts = [(x - p, y - radius - p * 0.9), (x + p, y - radius - p * 0.9), (x, y - radius + p * 0.7)]
    pygame.draw.polygon(surface, theme.INK, [(a, b + 1) for a, b in pts])
    pygame.draw.polygon(surface, theme.HILITE, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 1)
    window = pygame.Rect(0, 0, int(radius * 0.56), int(radius * 0.52))
    window.center = (x, int(y - radius * 0.58))
    pygame.draw.rect(
        surface, theme.INK, window.inflate(2, 2), max(1, radius // 14) + 1, border_radius=max(2, radius // 8)
    )
    pygame.draw.rect(surface, theme.HILITE, window, max(1, radius // 14), border_radius=max(2, radius // 8))
    covered = rect.copy()
    if show_marker:
        m = _marker(max(8, int(radius * 0.5)), value >= NUMBERS - 0.5, tuple(accent))
        mr = m.get_rect(midtop=(x, y + int(radius * 0.78)))
        surface.blit(m, mr)
        covered.union_ip(mr)
    return covered


class Cogwheel:
    """One score wheel: ``turn_to(score)`` starts a tween; ``shown`` is the value drawn now."""

    def __init__(self, score: float = 0, accent: Color = theme.BRASS, seconds_per_point: float = 0.35) -> None:
        self.score = float(score)
        self.shown = float(score)
        self.accent = accent
        self.seconds_per_point = seconds_per_point
        self._tween: anim.Tween | None = None
        self._from = self.shown

    def turn_to(self, score: float, duration: float | None = None) -> None:
        if float(score) == self.score and self._tween is None:
            return
        self._from = self.shown
        self.score = float(score)
        if duration is None:
            duration = min(2.0, 0.3 + abs(self.score - self._from) * self.seconds_per_point)
        if anim.SPEED <= 0 or duration <= 0:
            self.shown, self._tween = self.score, None
            return
        self._tween = anim.Tween(duration, ease=anim.ease_in_out_cubic)

    def set(self, score: float) -> None:
        """Jump to ``score`` without turning (after undo or loading a game)."""
        self.score = self.shown = float(score)
        self._tween = None

    @property
    def moving(self) -> bool:
        return self._tween is not None

    def update(self, dt: float) -> None:
        if self._tween is None:
            return
        self._tween.update(dt)
        self.shown = self._from + (self.score - self._from) * self._tween.value
        if self._tween.done:
            self.shown, self._tween = self.score, None

    def draw(self, surface: pygame.Surface, centre, radius: int) -> pygame.Rect:
        return draw_cogwheel(surface, centre, radius, self.shown, self.accent)


__all__ = ["Cogwheel", "draw_cogwheel", "wheel_face", "wheel_angle"]
