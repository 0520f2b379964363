"""The Orlog pieces, drawn in code and cached: god cards with a carved rune, health stones, token piles, the
coin, the bowls, and the god data they show (names, tiers, texts). The dice themselves come from the shared
renderer :mod:`orcdesk.ui.kit.dice`; the rules screen and the setup screen draw with these too.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from orcdesk.core.data import load_yaml
from orcdesk.core.i18n import t
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.text import fit_label, fit_size, fit_text, font, readable, render_text

FACES = ("axe", "arrow", "helmet", "shield", "hand")
GOLD = (226, 184, 86)
GOLD_DARK = (124, 88, 34)
CARD_TOP = (92, 40, 30)
CARD_BOTTOM = (40, 20, 18)
STONE = (128, 150, 168)
BOWL = (88, 56, 36)


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """A cached sprite in the display's pixel format (blits faster), when a display exists."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


# ------------------------------------------------------------------------------------------------ data
@lru_cache(maxsize=1)
def orlog_data() -> dict:
    return load_yaml("orlog.yaml")


def god_ids() -> list[str]:
    return list(orlog_data()["favors"].keys())


def god_info(god: str) -> dict:
    return orlog_data()["favors"][god]


def god_name(god: str) -> str:
    return t(f"orlog.god.{god}.name")


def tier_text(god: str, tier: int) -> str:
    value = god_info(god)["tiers"][tier - 1][1]
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return t(f"orlog.god.{god}.tier", n=value)


def die_looks(material: str) -> list[dicekit.DieLook]:
    """The six real Orlog dice (data/orlog.yaml), in one material."""
    return [dicekit.die_look_from_faces(faces, material) for faces in orlog_data()["dice"]]


# ------------------------------------------------------------------------------------------------ runes
# Each god's card carries an Elder Futhark rune tied to the god (strokes in a 100 x 100 box).
RUNES: dict[str, list[list[tuple[int, int]]]] = {
    "thor": [[(38, 10), (38, 90)], [(38, 28), (66, 50), (38, 72)]],  # thurisaz
    "odin": [[(36, 10), (36, 90)], [(36, 12), (66, 32)], [(36, 38), (66, 58)]],  # ansuz
    "tyr": [[(50, 14), (50, 90)], [(22, 44), (50, 14), (78, 44)]],  # tiwaz
    "frigg": [[(36, 10), (36, 90)], [(36, 10), (64, 30), (36, 50), (64, 70), (36, 90)]],  # berkano
    "freyja": [[(36, 10), (36, 90)], [(36, 32), (66, 12)], [(36, 56), (66, 36)]],  # fehu
    "freyr": [[(50, 12), (76, 50), (50, 88), (24, 50), (50, 12)]],  # ingwaz
    "loki": [[(66, 14), (34, 50), (66, 86)]],  # kaunan
    "var": [[(24, 14), (76, 86)], [(76, 14), (24, 86)]],  # gebo
    "thrymr": [[(30, 10), (30, 90)], [(70, 10), (70, 90)], [(30, 36), (70, 64)]],  # hagalaz
    "skuld": [[(36, 10), (36, 90)], [(36, 12), (60, 32), (72, 16)], [(36, 88), (60, 68), (72, 84)]],  # perthro
    "vidar": [[(30, 90), (30, 14), (70, 40), (70, 90)]],  # uruz
    "ullr": [[(50, 10), (50, 90)], [(50, 10), (72, 28)], [(50, 90), (28, 72)]],  # eihwaz
    "baldr": [[(62, 10), (34, 44), (66, 56), (38, 90)]],  # sowilo
    "brunhild": [[(24, 14), (24, 86), (76, 14), (76, 86), (24, 14)]],  # dagaz
    "skadi": [[(50, 10), (50, 90)], [(34, 30), (66, 30)], [(34, 70), (66, 70)]],  # isa, iced
    "hel": [[(50, 10), (50, 90)], [(30, 36), (70, 62)]],  # naudiz
    "heimdall": [[(50, 90), (50, 10)], [(50, 46), (24, 16)], [(50, 46), (76, 16)]],  # algiz
    "mimir": [[(40, 90), (40, 10), (70, 36)]],  # laguz
    "bragi": [[(38, 90), (38, 10), (66, 30), (38, 50)]],  # wunjo
    "idunn": [[(48, 14), (26, 36), (48, 58)], [(52, 42), (74, 64), (52, 86)]],  # jera
}


def _strokes(surf, strokes, k, colour, width, offset=(0, 0)):
    for line in strokes:
        pts = [(x * k + offset[0], y * k + offset[1]) for x, y in line]
        pygame.draw.lines(surf, colour, False, pts, width)
        for p in pts:
            pygame.draw.circle(surf, colour, p, width / 2 - 0.5)


@sized_cache(maxsize=128)
def rune_medallion(god: str, size: int) -> pygame.Surface:
    """A round dark medallion with the god's rune carved in gold."""
    big = size * 3
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big // 2
    pygame.draw.circle(s, GOLD_DARK, (c, c), c - 1)
    pygame.draw.circle(s, GOLD, (c, c), c - big * 0.04)
    pygame.draw.circle(s, (38, 22, 18), (c, c), c - big * 0.09)
    pygame.draw.circle(s, (60, 34, 26), (c, c - big * 0.03), c - big * 0.16)
    k = big * 0.62 / 100
    off = (c - 50 * k, c - 50 * k)
    width = max(3, int(big * 0.075))
    _strokes(s, RUNES.get(god, RUNES["odin"]), k, (20, 10, 6), width, (off[0] + 2, off[1] + 3))
    _strokes(s, RUNES.get(god, RUNES["odin"]), k, GOLD, width, off)
    _strokes(s, RUNES.get(god, RUNES["odin"]), k, (255, 236, 170), max(1, width // 4), (off[0] - 1, off[1] - 1))
    return _fast(pygame.transform.smoothscale(s, (size, size)))


# ------------------------------------------------------------------------------------------------ tokens, stones, coin
@sized_cache(maxsize=32)
def token_sprite(size: int) -> pygame.Surface:
    """One favor token: a gold coin seen at an angle (an ellipse with a rim)."""
    big = size * 3
    s = pygame.Surface((big, int(big * 0.8)), pygame.SRCALPHA)
    h = int(big * 0.62)
    pygame.draw.ellipse(s, GOLD_DARK, pygame.Rect(0, big * 0.12, big, h))
    pygame.draw.ellipse(s, (246, 206, 104), pygame.Rect(0, 0, big, h))
    pygame.draw.ellipse(s, GOLD, pygame.Rect(big * 0.14, h * 0.14, big * 0.72, h * 0.72))
    pygame.draw.ellipse(s, (255, 236, 170), pygame.Rect(big * 0.14, h * 0.14, big * 0.72, h * 0.72), max(1, big // 30))
    return _fast(pygame.transform.smoothscale(s, (size, int(size * 0.8))))


def draw_token_pile(surface, centre, count: int, size: int) -> pygame.Rect:
    """A pile of tokens: stacks of five side by side (at most four stacks drawn), and the number below."""
    tok = token_sprite(size)
    step = max(2, size // 7)
    stacks = min(4, math.ceil(count / 5)) if count > 0 else 0
    if not stacks:  # an empty pile: a faint token, so the 0 reads as "no tokens"
        ghost = tok.copy()
        ghost.set_alpha(70)
        surface.blit(ghost, ghost.get_rect(center=centre))
    x0 = centre[0] - (stacks - 1) * size * 0.55
    for i in range(stacks):
        height = min(5, count - 5 * i) if i < stacks - 1 else min(8, count - 5 * i)
        for j in range(height):
            surface.blit(tok, tok.get_rect(center=(x0 + i * size * 1.1, centre[1] - j * step)))
    label = render_text(str(count), int(size * 0.9), theme.TEXT, bold=True, outline=(40, 26, 8), shadow=True)
    rect = label.get_rect(center=(centre[0], centre[1] + size * 0.9))
    surface.blit(label, rect)
    return rect


@sized_cache(maxsize=16)
def stone_sprite(size: int, alive: bool) -> pygame.Surface:
    """A health stone: a smooth grey-blue pebble; a lost stone is an empty socket."""
    big = size * 3
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    if alive:
        pygame.draw.ellipse(s, (40, 48, 58), pygame.Rect(big * 0.06, big * 0.14, big * 0.9, big * 0.82))
        pygame.draw.ellipse(s, STONE, pygame.Rect(big * 0.04, big * 0.06, big * 0.9, big * 0.8))
        pygame.draw.ellipse(s, (176, 196, 212), pygame.Rect(big * 0.16, big * 0.14, big * 0.5, big * 0.34))
        pygame.draw.ellipse(s, (230, 240, 248), pygame.Rect(big * 0.24, big * 0.18, big * 0.2, big * 0.12))
    else:
        pygame.draw.ellipse(s, (0, 0, 0, 90), pygame.Rect(big * 0.08, big * 0.12, big * 0.86, big * 0.78))
        pygame.draw.ellipse(
            s, (255, 255, 255, 30), pygame.Rect(big * 0.08, big * 0.12, big * 0.86, big * 0.78), max(1, big // 24)
        )
    return _fast(pygame.transform.smoothscale(s, (size, size)))


def stone_positions(centre, size: int, count: int = 15) -> list[tuple[float, float]]:
    """Health stones in three rows of five."""
    out = []
    for i in range(count):
        row, col = divmod(i, 5)
        out.append((centre[0] + (col - 2) * size * 1.05 + (row % 2) * size * 0.3, centre[1] + (row - 1) * size * 0.9))
    return out


def draw_health(surface, centre, health: int, size: int, flash: float = 0.0) -> None:
    for i, p in enumerate(stone_positions(centre, size)):
        spr = stone_sprite(size, i < health)
        surface.blit(spr, spr.get_rect(center=(round(p[0]), round(p[1]))))
    label = render_text(str(max(0, health)), int(size * 1.4), theme.TEXT, bold=True, outline=(20, 24, 30), shadow=True)
    surface.blit(label, label.get_rect(midleft=(centre[0] + size * 3.2, centre[1])))
    if flash > 0:
        glow = pygame.Surface((int(size * 7), int(size * 4)), pygame.SRCALPHA)
        pygame.draw.ellipse(glow, (255, 60, 40, int(110 * flash)), glow.get_rect())
        surface.blit(glow, glow.get_rect(center=centre), special_flags=pygame.BLEND_RGBA_ADD)


@sized_cache(maxsize=8)
def coin_sprite(size: int) -> pygame.Surface:
    """The coin that says who rolls first: bronze, with a raven's valknut."""
    big = size * 3
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    pygame.draw.circle(s, (90, 56, 24), (c, c + big * 0.03), c * 0.98)
    pygame.draw.circle(s, (196, 136, 70), (c, c), c * 0.95)
    pygame.draw.circle(s, (160, 104, 50), (c, c), c * 0.8)
    pygame.draw.circle(s, (226, 170, 100), (c, c), c * 0.8, max(1, big // 40))
    r = c * 0.42
    for k in range(3):  # three interlocked triangles (valknut)
        pts = [
            (
                c + r * math.cos(math.radians(90 + 120 * j + 40 * k)) * 0.9,
                c - r * math.sin(math.radians(90 + 120 * j + 40 * k)) * 0.9 + k * 0,
            )
            for j in range(3)
        ]
        pygame.draw.polygon(s, (80, 46, 20), pts, max(2, big // 26))
    return _fast(pygame.transform.smoothscale(s, (size, size)))


@sized_cache(maxsize=8)
def bowl_sprite(w: int, h: int) -> pygame.Surface:
    """A wide wooden dice bowl seen from above at an angle: rim, inner wall, darker floor."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 80), pygame.Rect(w * 0.02, h * 0.08, w * 0.98, h * 0.92))
    pygame.draw.ellipse(s, theme.shade(BOWL, 0.7), pygame.Rect(0, 0, w * 0.98, h * 0.95))
    pygame.draw.ellipse(s, theme.shade(BOWL, 1.25), pygame.Rect(w * 0.01, h * 0.01, w * 0.96, h * 0.9))
    inner = pygame.Rect(w * 0.05, h * 0.07, w * 0.88, h * 0.78)
    steps = 14
    for i in range(steps):  # inner wall: light at the far rim, dark at the near wall
        f = i / (steps - 1)
        r = inner.inflate(-inner.w * 0.2 * f, -inner.h * 0.25 * f)
        r.y += int(inner.h * 0.06 * f)
        pygame.draw.ellipse(s, theme.lerp_color(theme.shade(BOWL, 0.55), theme.shade(BOWL, 0.95), f), r)
    return _fast(s)


# ------------------------------------------------------------------------------------------------ god cards
def _card_base(w: int, h: int, border=GOLD) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 14)
    for y in range(h):
        col = theme.lerp_color(CARD_TOP, CARD_BOTTOM, y / max(1, h - 1))
        pygame.draw.line(s, col, (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(s, GOLD_DARK, s.get_rect(), max(2, w // 40), border_radius=radius)
    pygame.draw.rect(s, border, s.get_rect().inflate(-w * 0.05, -w * 0.05), max(1, w // 70), border_radius=radius)
    return s


def _fit_block(text: str, size: int, width: int, height: float) -> tuple[int, list[str]]:
    """The largest font size <= ``size`` at which ``text``, word-wrapped to ``width``, fits in ``height``."""
    fitted = fit_text(text, width, size, max_lines=9, max_height=int(height), line_spacing=0.92)
    return fitted.size, list(fitted.lines)  # never under the readable floor: shortened there instead


def card_tier_rects(w: int) -> list[pygame.Rect]:
    """Where the three tier rows sit inside a ``god_card`` of width ``w`` (for clicks)."""
    h = int(w * 1.5)
    pad = w * 0.07
    top = h * 0.04 + int(w * 0.36) + h * 0.1
    row_h = (h * 0.96 - top) / 3
    return [pygame.Rect(pad * 0.7, top + i * row_h + 2, w - pad * 1.4, row_h - 4) for i in range(3)]


@sized_cache(maxsize=128)
def god_card(god: str, w: int, tokens: int = -1, chosen_tier: int = 0) -> pygame.Surface:
    """A full favor card: rune, name, priority, the three tiers (cost and effect).

    ``tokens`` >= 0 shows which tiers are affordable now (lit) and which are not (dim); ``chosen_tier``
    frames that tier in gold."""
    h = int(w * 1.5)
    s = _card_base(w, h)
    info = god_info(god)
    pad = w * 0.07
    med = int(w * 0.36)
    s.blit(rune_medallion(god, med), (w / 2 - med / 2, h * 0.04))
    # priority badge, top right
    badge = int(w * 0.17)
    bx, by = w - pad - badge / 2, h * 0.04 + badge / 2
    pygame.draw.circle(s, GOLD_DARK, (bx, by), badge / 2)
    pygame.draw.circle(s, (50, 28, 20), (bx, by), badge / 2 - max(1, w // 70))
    num = render_text(str(info["priority"]), readable(badge * 0.8), GOLD, bold=True)
    s.blit(num, num.get_rect(center=(bx, by + 1)))
    name = god_name(god)
    shown, size = fit_label(name, int(w * 0.115), int(w - 2 * pad), bold=True)
    bold = shown == name  # a long name reads whole in plain letters rather than cut in bold ones
    if not bold:
        shown, size = fit_label(name, int(w * 0.115), int(w - 2 * pad))
    label = render_text(shown, size, (248, 232, 196), bold=bold, shadow=True)
    s.blit(label, label.get_rect(center=(w / 2, h * 0.04 + med + h * 0.05)))
    # tiers
    text_size = max(9, int(w * 0.1))
    for i, ((cost, _value), r) in enumerate(zip(info["tiers"], card_tier_rects(w))):
        row_h = r.h + 4
        affordable = tokens < 0 or tokens >= cost
        fill = (84, 52, 36, 220) if affordable else (40, 26, 22, 200)
        pygame.draw.rect(s, fill, r, border_radius=max(3, w // 30))
        if tokens >= 0 and affordable:
            pygame.draw.rect(s, (236, 200, 110), r, max(1, w // 60), border_radius=max(3, w // 30))
        if chosen_tier == i + 1:
            pygame.draw.rect(s, (255, 226, 120), r.inflate(2, 2), max(2, w // 35), border_radius=max(3, w // 30))
        tok = token_sprite(int(row_h * 0.62))
        tr = tok.get_rect(midleft=(r.x + w * 0.03, r.centery))
        s.blit(tok, tr)
        cost_size = fit_size(str(cost), int(row_h * 0.5), int(tr.w * 0.72), bold=True)
        cost_label = render_text(str(cost), cost_size, (40, 24, 6), bold=True)
        s.blit(cost_label, cost_label.get_rect(center=(tr.centerx, tr.centery - tr.h * 0.1)))
        txt_x = tr.right + w * 0.03
        colour = (246, 234, 208) if affordable else (150, 130, 110)
        size, lines = _fit_block(tier_text(god, i + 1), text_size, int(r.right - txt_x - 3), r.h * 0.94)
        line_h = font(size).get_linesize() * 0.92
        y = r.centery - len(lines) * line_h / 2
        for line in lines:
            s.blit(render_text(line, size, colour), (txt_x, y))
            y += line_h
    return _fast(s)


@sized_cache(maxsize=128)
def mini_card(god: str | None, w: int, state: str = "normal") -> pygame.Surface:
    """A small card for the table's side: rune, short name, priority. ``god`` None = hidden card back.

    States: normal, chosen (gold frame), dim, lit."""
    h = int(w * 1.4)
    border = (255, 226, 120) if state in ("chosen", "lit") else GOLD
    s = _card_base(w, h, border)
    if god is None:
        r = int(w * 0.32)
        pygame.draw.circle(s, GOLD_DARK, (w / 2, h / 2), r, max(2, w // 20))
        pygame.draw.circle(s, GOLD_DARK, (w / 2, h / 2), r // 2, max(2, w // 24))
        return _fast(s)
    med = int(w * 0.66)
    s.blit(rune_medallion(god, med), (w / 2 - med / 2, h * 0.08))
    name = t(f"orlog.god.{god}.short")
    name, size = fit_label(name, int(w * 0.2), int(w * 0.9), bold=True)
    label = render_text(name, size, (248, 232, 196), bold=True, shadow=True)
    s.blit(label, label.get_rect(midtop=(w / 2, h * 0.08 + med + h * 0.03)))
    prio = render_text(str(god_info(god)["priority"]), readable(w * 0.16), GOLD, bold=True)
    s.blit(prio, prio.get_rect(topright=(w * 0.92, h * 0.04)))
    if state == "dim":
        s.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
    if state == "chosen":
        pygame.draw.rect(s, (255, 226, 120), s.get_rect(), max(2, w // 18), border_radius=max(4, w // 14))
    return _fast(s)
