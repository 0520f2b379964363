"""The pieces of the Orc Wars table, drawn in code and cached per size: figure tokens (Brute, Tactician and Shaman
by shape and glyph, clan by base colour and emblem), the King, the elves, boars, chests, squad tokens, and the
action cards' faces (name, attribute colour, cost on the left edge, timing, value, effect text).
"""

from __future__ import annotations

import math

import pygame

from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTRS, DATA
from orcdesk.ui.kit import draw, glyphs, textures, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.text import blit_text, fit_label, fit_text, readable

SS = 4
ATTR_COLORS = {0: (214, 84, 122), 1: (66, 128, 214), 2: (232, 186, 52)}  # Body pink, Mind blue, X yellow (S6)
ATTR_DARK = {0: (120, 34, 60), 1: (24, 62, 122), 2: (132, 96, 10)}
CLANS = DATA.clans
CLAN_COLORS = {
    "black_skull": (70, 70, 78),
    "bruised_fist": (150, 86, 176),
    "scorcher": (222, 96, 40),
    "venom_claw": (52, 160, 86),
    "white_tusk": (236, 232, 218),
}
CLAN_EMBLEMS = {
    "black_skull": "skull",
    "bruised_fist": "fist",
    "scorcher": "flame",
    "venom_claw": "claw",
    "white_tusk": "tusk",
}
ROLE_GLYPHS = {"paladin": "shield", "ranger": "bow", "sorcerer": "star"}
ELF_FACE = (46, 96, 64)
KING_GOLD = (232, 186, 64)
TYPE_SHAPES = ("square", "triangle", "circle")  # brute, tactician, shaman
TYPE_GLYPHS = ("axe", "spear", "staff")


def clan_color(clan: int) -> tuple:
    return CLAN_COLORS[CLANS[clan]]


def seat_color(seat: int) -> tuple:
    return theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]


# --------------------------------------------------------------------------------------------- glyphs
def _glyph(s: pygame.Surface, name: str, cx: float, cy: float, r: float, ink, fill=None) -> None:
    """A small emblem centred on (cx, cy) within radius r, in ``ink`` (outline) and ``fill``."""
    w = max(2, int(r * 0.16))
    fill = fill or ink
    if name == "axe":
        pygame.draw.line(s, ink, (cx - r * 0.55, cy + r * 0.75), (cx + r * 0.35, cy - r * 0.6), w + 1)
        blade = [
            (cx + r * 0.05, cy - r * 0.75),
            (cx + r * 0.85, cy - r * 0.55),
            (cx + r * 0.75, cy + r * 0.25),
            (cx + r * 0.3, cy - r * 0.1),
        ]
        pygame.draw.polygon(s, fill, blade)
        pygame.draw.polygon(s, ink, blade, max(1, w // 2))
        back = [(cx + r * 0.05, cy - r * 0.75), (cx - r * 0.45, cy - r * 0.75), (cx - r * 0.2, cy - r * 0.2)]
        pygame.draw.polygon(s, fill, back)
        pygame.draw.polygon(s, ink, back, max(1, w // 2))
    elif name == "spear":
        pygame.draw.line(s, ink, (cx - r * 0.1, cy + r * 0.85), (cx - r * 0.1, cy - r * 0.45), w)
        tip = [(cx - r * 0.1, cy - r * 0.95), (cx + r * 0.18, cy - r * 0.4), (cx - r * 0.38, cy - r * 0.4)]
        pygame.draw.polygon(s, fill, tip)
        pygame.draw.polygon(s, ink, tip, max(1, w // 2))
        flag = [(cx - r * 0.05, cy - r * 0.3), (cx + r * 0.75, cy - r * 0.1), (cx - r * 0.05, cy + r * 0.15)]
        pygame.draw.polygon(s, fill, flag)
        pygame.draw.polygon(s, ink, flag, max(1, w // 2))
    elif name == "staff":
        pygame.draw.line(s, ink, (cx - r * 0.35, cy + r * 0.85), (cx + r * 0.1, cy - r * 0.3), w)
        pygame.draw.circle(s, fill, (cx + r * 0.22, cy - r * 0.5), r * 0.32)
        pygame.draw.circle(s, ink, (cx + r * 0.22, cy - r * 0.5), r * 0.32, max(1, w // 2))
        for k in range(6):
            a = k * math.tau / 6
            p0 = (cx + r * 0.22 + math.cos(a) * r * 0.42, cy - r * 0.5 + math.sin(a) * r * 0.42)
            p1 = (cx + r * 0.22 + math.cos(a) * r * 0.62, cy - r * 0.5 + math.sin(a) * r * 0.62)
            pygame.draw.line(s, ink, p0, p1, max(1, w // 2))
    elif name == "shield":
        pts = [
            (cx - r * 0.7, cy - r * 0.75),
            (cx + r * 0.7, cy - r * 0.75),
            (cx + r * 0.7, cy - r * 0.05),
            (cx, cy + r * 0.9),
            (cx - r * 0.7, cy - r * 0.05),
        ]
        pygame.draw.polygon(s, fill, pts)
        pygame.draw.polygon(s, ink, pts, w)
        pygame.draw.line(s, ink, (cx, cy - r * 0.6), (cx, cy + r * 0.55), w)
        pygame.draw.line(s, ink, (cx - r * 0.45, cy - r * 0.2), (cx + r * 0.45, cy - r * 0.2), w)
    elif name == "bow":
        rect = pygame.Rect(cx - r * 1.2, cy - r * 0.85, r * 1.7, r * 1.7)
        pygame.draw.arc(s, ink, rect, -math.pi / 2, math.pi / 2, w + 1)
        pygame.draw.line(s, ink, (cx - r * 0.35, cy - r * 0.85), (cx - r * 0.35, cy + r * 0.85), max(1, w // 2))
        pygame.draw.line(s, ink, (cx - r * 0.8, cy), (cx + r * 0.85, cy), max(1, w // 2 + 1))
        tip = [(cx + r * 0.95, cy), (cx + r * 0.6, cy - r * 0.2), (cx + r * 0.6, cy + r * 0.2)]
        pygame.draw.polygon(s, fill, tip)
        pygame.draw.polygon(s, ink, tip, max(1, w // 3))
    elif name == "star":
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r * (0.9 if k % 2 == 0 else 0.38)
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.polygon(s, fill, pts)
        pygame.draw.polygon(s, ink, pts, max(1, w // 2))
    elif name == "fist":
        body = pygame.Rect(cx - r * 0.6, cy - r * 0.35, r * 1.2, r * 0.95)
        pygame.draw.rect(s, fill, body, border_radius=int(r * 0.25))
        pygame.draw.rect(s, ink, body, max(1, w // 2), border_radius=int(r * 0.25))
        for k in range(4):
            knuckle = pygame.Rect(cx - r * 0.6 + k * r * 0.3, cy - r * 0.7, r * 0.3, r * 0.45)
            pygame.draw.rect(s, fill, knuckle, border_radius=int(r * 0.12))
            pygame.draw.rect(s, ink, knuckle, max(1, w // 2), border_radius=int(r * 0.12))
        thumb = pygame.Rect(cx - r * 0.85, cy - r * 0.2, r * 0.55, r * 0.4)
        pygame.draw.ellipse(s, fill, thumb)
        pygame.draw.ellipse(s, ink, thumb, max(1, w // 2))
    elif name == "claw":
        for k in (-1, 0, 1):
            x = cx + k * r * 0.42
            rect = pygame.Rect(x - r * 0.9, cy - r * 0.8, r * 1.2, r * 1.7)
            pygame.draw.arc(s, ink, rect, -0.2, 1.3, w + 2)
            pygame.draw.arc(s, fill, rect.inflate(-2, -2), -0.2, 1.3, max(1, w - 1))
    elif name == "tusk":
        pts = []
        for k in range(13):
            a = math.pi * 0.9 + k * (math.pi * 0.75 / 12)
            pts.append((cx + r * 0.2 + math.cos(a) * r * 0.85, cy + r * 0.45 + math.sin(a) * r * 1.1))
        for k in range(12, -1, -1):
            a = math.pi * 0.9 + k * (math.pi * 0.75 / 12)
            rr = 0.85 - 0.45 * (1 - k / 12)
            pts.append((cx + r * 0.2 + math.cos(a) * r * rr * 0.9, cy + r * 0.45 + math.sin(a) * r * rr * 1.2))
        pygame.draw.polygon(s, fill, pts)
        pygame.draw.polygon(s, ink, pts, max(1, w // 2))
    elif name in ("skull", "flame", "drop", "crown", "leaf", "sun"):
        g = glyphs.emblem(name, int(r * 2.1), fill, ink)
        s.blit(g, g.get_rect(center=(cx, cy)))
    elif name == "boar":
        pygame.draw.ellipse(s, fill, (cx - r * 0.8, cy - r * 0.6, r * 1.6, r * 1.3))
        pygame.draw.ellipse(s, ink, (cx - r * 0.8, cy - r * 0.6, r * 1.6, r * 1.3), max(1, w // 2))
        for side in (-1, 1):
            ear = [
                (cx + side * r * 0.35, cy - r * 0.5),
                (cx + side * r * 0.8, cy - r * 0.95),
                (cx + side * r * 0.75, cy - r * 0.3),
            ]
            pygame.draw.polygon(s, fill, ear)
            pygame.draw.polygon(s, ink, ear, max(1, w // 2))
        snout = pygame.Rect(cx - r * 0.4, cy + r * 0.05, r * 0.8, r * 0.55)
        pygame.draw.ellipse(s, theme.shade(fill, 1.3), snout)
        pygame.draw.ellipse(s, ink, snout, max(1, w // 2))
        for side in (-1, 1):
            pygame.draw.circle(s, ink, (cx + side * r * 0.14, cy + r * 0.32), max(1, r * 0.07))
            tusk = [
                (cx + side * r * 0.42, cy + r * 0.35),
                (cx + side * r * 0.72, cy - r * 0.05),
                (cx + side * r * 0.52, cy + r * 0.5),
            ]
            pygame.draw.polygon(s, (250, 244, 226), tusk)
            pygame.draw.polygon(s, ink, tusk, max(1, w // 3))
        for side in (-1, 1):
            pygame.draw.circle(s, ink, (cx + side * r * 0.3, cy - r * 0.15), max(1, r * 0.09))


def glyph_surface(name: str, size: int, ink=theme.INK, fill=None) -> pygame.Surface:
    return _glyph_surface(name, max(6, int(size)), tuple(ink), tuple(fill) if fill else None)


@sized_cache(maxsize=256)
def _glyph_surface(name: str, size: int, ink, fill) -> pygame.Surface:
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    _glyph(s, name, n / 2, n / 2, n * 0.42, ink, fill)
    return pygame.transform.smoothscale(s, (size, size))


# --------------------------------------------------------------------------------------------- tokens
def _shape(s, shape: str, color, dx: float, dy: float, k: float, c: float, r: float) -> None:
    x, y = c + dx, c + dy
    rr = r * k
    if shape == "circle":
        pygame.draw.circle(s, color, (x, y), rr)
    elif shape == "square":
        pygame.draw.rect(
            s, color, pygame.Rect(x - rr * 0.9, y - rr * 0.9, rr * 1.8, rr * 1.8), border_radius=int(rr * 0.28)
        )
    elif shape == "triangle":
        pts = [(x, y - rr * 1.12), (x + rr * 1.08, y + rr * 0.78), (x - rr * 1.08, y + rr * 0.78)]
        pygame.draw.polygon(s, color, pts)
    elif shape == "hexagon":
        pts = [
            (x + math.cos(a) * rr, y + math.sin(a) * rr) for a in (math.pi / 6 + k2 * math.pi / 3 for k2 in range(6))
        ]
        pygame.draw.polygon(s, color, pts)


@sized_cache(maxsize=256)
def piece(
    shape: str,
    rim: tuple,
    face: tuple,
    glyph: str,
    radius: int,
    glyph_ink: tuple = theme.INK,
    glyph_fill: tuple | None = None,
    badge: str = "",
    badge_color: tuple = (0, 0, 0),
) -> pygame.Surface:
    """A token: a dark-edged base of ``shape`` with a bevelled rim, a face and a glyph; an optional emblem badge
    at the lower right. The surface is 3 x radius square, centred on the token."""
    radius = max(4, radius)
    n = radius * 3 * SS
    c = n / 2
    r = radius * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    sh = pygame.Surface((n, n), pygame.SRCALPHA)
    _shape(sh, shape, (0, 0, 0, 120), r * 0.1, r * 0.18, 1.04, c, r)
    s.blit(sh, (0, 0))
    _shape(s, shape, theme.INK, 0, 0, 1.0, c, r)
    _shape(s, shape, theme.shade(rim, 0.62), 0, 0, 0.92, c, r)
    _shape(s, shape, theme.shade(rim, 1.25), -r * 0.04, -r * 0.05, 0.85, c, r)
    _shape(s, shape, rim, 0, 0, 0.83, c, r)
    inner = 0.72 if shape != "triangle" else 0.66
    _shape(s, shape, theme.INK, 0, r * (0.08 if shape == "triangle" else 0), inner + 0.04, c, r)
    _shape(s, shape, face, 0, r * (0.08 if shape == "triangle" else 0), inner, c, r)
    gy = c + (r * 0.16 if shape == "triangle" else 0)
    _glyph(s, glyph, c, gy, r * (0.5 if shape == "triangle" else 0.58), glyph_ink, glyph_fill or glyph_ink)
    if badge:
        bx, by, br = c + r * 0.72, c + r * 0.68, r * 0.4
        pygame.draw.circle(s, theme.INK, (bx, by), br)
        pygame.draw.circle(s, badge_color, (bx, by), br * 0.86)
        lum = 0.3 * badge_color[0] + 0.6 * badge_color[1] + 0.1 * badge_color[2]
        _glyph(
            s,
            badge,
            bx,
            by,
            br * 0.62,
            theme.INK if lum > 120 else theme.PARCHMENT,
            theme.INK if lum > 120 else theme.PARCHMENT,
        )
    return pygame.transform.smoothscale(s, (n // SS, n // SS))


ORC_FACE = (58, 70, 40)  # dark orc-green face: the type's shape and glyph stand out on grass and stone
ORC_GLYPH = (236, 226, 196)


def orc_token(kind: int, clan: int, radius: int) -> pygame.Surface:
    col = clan_color(clan)
    return piece(
        TYPE_SHAPES[kind],
        col,
        ORC_FACE,
        TYPE_GLYPHS[kind],
        radius,
        ORC_GLYPH,
        (196, 176, 130),
        CLAN_EMBLEMS[CLANS[clan]],
        col,
    )


def king_token(radius: int) -> pygame.Surface:
    return piece("hexagon", KING_GOLD, (110, 30, 30), "crown", radius, theme.INK, KING_GOLD)


def elf_token(role: str, seat: int, radius: int) -> pygame.Surface:
    return piece("circle", seat_color(seat), ELF_FACE, ROLE_GLYPHS[role], radius, theme.INK, (230, 236, 210))


def boar_token(radius: int) -> pygame.Surface:
    return piece("circle", (120, 84, 50), (196, 170, 130), "boar", radius, theme.INK, (110, 74, 50))


def squad_token(radius: int, value: int | None) -> pygame.Surface:
    return _squad_token(max(4, radius), value)


@sized_cache(maxsize=32)
def _squad_token(radius: int, value: int | None) -> pygame.Surface:
    s = piece("hexagon", (92, 72, 52), (44, 34, 28), "circle_none", radius).copy()  # piece() is cached: draw on a copy
    text = "?" if value is None else str(value)
    col = theme.TEXT_DIM if value is None else theme.HILITE
    blit_text(s, text, readable(radius * 1.2), col, center=(s.get_width() // 2, s.get_height() // 2 + 1), bold=True)
    return s


@sized_cache(maxsize=32)
def chest_token(radius: int) -> pygame.Surface:
    radius = max(4, radius)
    box = glyphs.box_icon(radius * 2, (150, 96, 46))
    s = pygame.Surface((radius * 3, radius * 3), pygame.SRCALPHA)
    sh = draw.soft_shadow(radius * 2, radius * 2, radius // 2, max(2, radius // 3), 110)
    s.blit(sh, sh.get_rect(center=(s.get_width() // 2 + radius // 6, s.get_height() // 2 + radius // 4)))
    s.blit(box, box.get_rect(center=(s.get_width() // 2, s.get_height() // 2)))
    return s


# --------------------------------------------------------------------------------------------- cards
KIND_GLYPH = {0: "axe", 1: "axe", 2: "shield", 3: "shield", 4: "star"}


@sized_cache(maxsize=256)
def card_face(
    ctype: int, w: int, h: int, name: str, kind_word: str, timing_word: str, effect_text: str, dim: bool = False
) -> pygame.Surface:
    """One action card: the attribute band on the left with the cost (so played cards line up with the
    attribute card, S11), the name, the kind and timing, the value in a badge, the effect in words."""
    w, h = max(20, w), max(28, h)
    attr = E.T_ATTR[ctype]
    col, dark = ATTR_COLORS[attr], ATTR_DARK[attr]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(textures.parchment(w, h, theme.PARCHMENT, seed=31 + ctype % 5), (0, 0))
    band = max(10, int(w * 0.19))
    pygame.draw.rect(s, col, (0, 0, band, h))
    pygame.draw.line(s, dark, (band, 0), (band, h), max(1, w // 60))
    cost_r = int(band * 0.42)
    cc = (band // 2, int(band * 0.55))
    pygame.draw.circle(s, theme.INK, cc, cost_r + 1)
    pygame.draw.circle(s, theme.PARCHMENT, cc, cost_r)
    blit_text(s, str(E.T_COST[ctype]), readable(cost_r * 1.5), dark, center=(cc[0], cc[1] + 1), bold=True)
    blit_text(
        s,
        ATTRS[attr],
        readable(band * 0.55),
        theme.shade(dark, 0.7),
        center=(band // 2, cc[1] + cost_r + band * 0.38),
        bold=True,
    )
    pad = max(3, w // 28)
    x0 = band + pad
    tw = w - x0 - pad
    named = fit_text(name, tw, h * 0.12, max_lines=2, bold=True)
    y = pad
    for line in named.lines:
        blit_text(s, line, named.size, theme.INK, topleft=(x0, y), bold=True)
        y += int(named.size * 0.95)
    small = readable(h * 0.085)
    timing = E.T_TIMING[ctype]
    tcol = ((170, 40, 30), (120, 80, 20), (30, 110, 60))[timing]
    timing_word, timing_size = fit_label(timing_word, small, tw, True)
    blit_text(s, timing_word, timing_size, tcol, topleft=(x0, y + 1), bold=True)
    y += int(small * 1.1)
    kind_word, kind_size = fit_label(kind_word, small, tw)
    blit_text(s, kind_word, kind_size, theme.INK_SOFT, topleft=(x0, y))
    y += int(small * 1.15)
    value = E.T_VALUE[ctype]
    kind = E.T_KIND[ctype]
    if kind != 4:
        vr = max(7, int(min(w, h) * 0.16))
        vc = (w - pad - vr, h - pad - vr)
        pygame.draw.circle(s, theme.INK, vc, vr + 1)
        pygame.draw.circle(s, (150, 40, 34) if kind in (0, 1) else (40, 80, 130), vc, vr)
        text = str(value) if kind in (0, 2) else f"+{value}"
        blit_text(
            s, text, readable(vr * (1.3 if len(text) < 2 else 1.05)), theme.TEXT, center=(vc[0], vc[1] + 1), bold=True
        )
        gl = glyph_surface(KIND_GLYPH[kind], int(vr * 1.1), theme.INK, theme.PARCHMENT_DARK)
        s.blit(gl, gl.get_rect(midright=(vc[0] - vr - 1, vc[1])))
    if effect_text:
        bottom = h - pad - (int(min(w, h) * 0.34) if kind != 4 else 0)
        effect = fit_text(effect_text, tw, h * 0.082, max_lines=99, max_height=max(1, bottom - y), line_spacing=1.02)
        for line in effect.lines:
            blit_text(s, line, effect.size, theme.INK, topleft=(x0, y), italic=True)
            y += effect.line_height
    pygame.draw.rect(s, theme.INK_SOFT, s.get_rect(), max(1, w // 50), border_radius=max(3, w // 12))
    s = draw.clip_rounded(s, max(3, w // 12))
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((20, 14, 10, 120))
        s.blit(veil, (0, 0))
        s = draw.clip_rounded(s, max(3, w // 12))
    return s


@sized_cache(maxsize=128)
def card_strip(ctype: int, w: int, h: int, name: str) -> pygame.Surface:
    """A played card on a pile: only its top strip shows (cost on the left, the name)."""
    attr = E.T_ATTR[ctype]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, theme.PARCHMENT, s.get_rect(), border_radius=max(2, h // 4))
    band = max(h, int(w * 0.16))
    pygame.draw.rect(
        s,
        ATTR_COLORS[attr],
        (0, 0, band, h),
        border_top_left_radius=max(2, h // 4),
        border_bottom_left_radius=max(2, h // 4),
    )
    blit_text(s, str(E.T_COST[ctype]), readable(h * 0.8), ATTR_DARK[attr], center=(band // 2, h // 2 + 1), bold=True)
    name, size = fit_label(name, int(h * 0.72), w - band - 6)
    blit_text(s, name, size, theme.INK, midleft=(band + 3, h // 2 + 1))
    pygame.draw.rect(s, theme.INK_SOFT, s.get_rect(), 1, border_radius=max(2, h // 4))
    return s


def attr_header(attr: int, w: int, h: int, label: str) -> pygame.Surface:
    return _attr_header(attr, max(10, w), max(10, h), label)


@sized_cache(maxsize=64)
def _attr_header(attr: int, w: int, h: int, label: str) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col = ATTR_COLORS[attr]
    pygame.draw.rect(s, col, s.get_rect(), border_radius=max(3, h // 5))
    pygame.draw.rect(s, ATTR_DARK[attr], s.get_rect(), max(1, h // 14), border_radius=max(3, h // 5))
    label, size = fit_label(label, int(h * 0.6), w - 6, True)
    blit_text(
        s, label, size, theme.INK if attr == 2 else theme.TEXT, center=(w // 2, h // 2 + 1), bold=True, shadow=attr != 2
    )
    return s
