"""The Orlog table: two bowls of 3D dice, health stones, favor tokens, the coin and the god favor cards.

Art (drawn in code, cached): god cards with a carved rune, health stones, token piles, the coin, the bowls.
The dice themselves come from the shared renderer :mod:`orcdesk.ui.kit.dice`.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from orcdesk.core.data import load_yaml
from orcdesk.core.i18n import t
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.text import fit_size, font, render_text, wrap_lines

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
    "thor": [[(38, 10), (38, 90)], [(38, 28), (66, 50), (38, 72)]],                        # thurisaz
    "odin": [[(36, 10), (36, 90)], [(36, 12), (66, 32)], [(36, 38), (66, 58)]],             # ansuz
    "tyr": [[(50, 14), (50, 90)], [(22, 44), (50, 14), (78, 44)]],                          # tiwaz
    "frigg": [[(36, 10), (36, 90)], [(36, 10), (64, 30), (36, 50), (64, 70), (36, 90)]],    # berkano
    "freyja": [[(36, 10), (36, 90)], [(36, 32), (66, 12)], [(36, 56), (66, 36)]],           # fehu
    "freyr": [[(50, 12), (76, 50), (50, 88), (24, 50), (50, 12)]],                         # ingwaz
    "loki": [[(66, 14), (34, 50), (66, 86)]],                                              # kaunan
    "var": [[(24, 14), (76, 86)], [(76, 14), (24, 86)]],                                    # gebo
    "thrymr": [[(30, 10), (30, 90)], [(70, 10), (70, 90)], [(30, 36), (70, 64)]],            # hagalaz
    "skuld": [[(36, 10), (36, 90)], [(36, 12), (60, 32), (72, 16)], [(36, 88), (60, 68), (72, 84)]],  # perthro
    "vidar": [[(30, 90), (30, 14), (70, 40), (70, 90)]],                                   # uruz
    "ullr": [[(50, 10), (50, 90)], [(50, 10), (72, 28)], [(50, 90), (28, 72)]],             # eihwaz
    "baldr": [[(62, 10), (34, 44), (66, 56), (38, 90)]],                                   # sowilo
    "brunhild": [[(24, 14), (24, 86), (76, 14), (76, 86), (24, 14)]],                      # dagaz
    "skadi": [[(50, 10), (50, 90)], [(34, 30), (66, 30)], [(34, 70), (66, 70)]],             # isa, iced
    "hel": [[(50, 10), (50, 90)], [(30, 36), (70, 62)]],                                   # naudiz
    "heimdall": [[(50, 90), (50, 10)], [(50, 46), (24, 16)], [(50, 46), (76, 16)]],          # algiz
    "mimir": [[(40, 90), (40, 10), (70, 36)]],                                             # laguz
    "bragi": [[(38, 90), (38, 10), (66, 30), (38, 50)]],                                   # wunjo
    "idunn": [[(48, 14), (26, 36), (48, 58)], [(52, 42), (74, 64), (52, 86)]],              # jera
}


def _strokes(surf, strokes, k, colour, width, offset=(0, 0)):
    for line in strokes:
        pts = [(x * k + offset[0], y * k + offset[1]) for x, y in line]
        pygame.draw.lines(surf, colour, False, pts, width)
        for p in pts:
            pygame.draw.circle(surf, colour, p, width / 2 - 0.5)


@lru_cache(maxsize=128)
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
@lru_cache(maxsize=32)
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
    x0 = centre[0] - (stacks - 1) * size * 0.55
    for i in range(stacks):
        height = min(5, count - 5 * i) if i < stacks - 1 else min(8, count - 5 * i)
        for j in range(height):
            surface.blit(tok, tok.get_rect(center=(x0 + i * size * 1.1, centre[1] - j * step)))
    label = render_text(str(count), int(size * 0.9), theme.TEXT, bold=True, outline=(40, 26, 8), shadow=True)
    rect = label.get_rect(center=(centre[0], centre[1] + size * 0.9))
    surface.blit(label, rect)
    return rect


@lru_cache(maxsize=16)
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
        pygame.draw.ellipse(s, (255, 255, 255, 30), pygame.Rect(big * 0.08, big * 0.12, big * 0.86, big * 0.78), max(1, big // 24))
    return _fast(pygame.transform.smoothscale(s, (size, size)))


def stone_positions(centre, size: int, count: int = 15) -> list[tuple[float, float]]:
    """Health stones in three rows of five."""
    out = []
    for i in range(count):
        row, col = divmod(i, 5)
        out.append((centre[0] + (col - 2) * size * 1.05 + (row % 2) * size * 0.3,
                    centre[1] + (row - 1) * size * 0.9))
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


@lru_cache(maxsize=8)
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
        pts = [(c + r * math.cos(math.radians(90 + 120 * j + 40 * k)) * 0.9,
                c - r * math.sin(math.radians(90 + 120 * j + 40 * k)) * 0.9 + k * 0) for j in range(3)]
        pygame.draw.polygon(s, (80, 46, 20), pts, max(2, big // 26))
    return _fast(pygame.transform.smoothscale(s, (size, size)))


@lru_cache(maxsize=8)
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
    while True:
        lines = wrap_lines(text, size, width)
        fits = len(lines) * font(size).get_linesize() * 0.92 <= height and \
            all(font(size).size(line)[0] <= width for line in lines)
        if fits or size <= 8:
            return size, lines
        size -= 1


def card_tier_rects(w: int) -> list[pygame.Rect]:
    """Where the three tier rows sit inside a ``god_card`` of width ``w`` (for clicks)."""
    h = int(w * 1.5)
    pad = w * 0.07
    top = h * 0.04 + int(w * 0.36) + h * 0.1
    row_h = (h * 0.96 - top) / 3
    return [pygame.Rect(pad * 0.7, top + i * row_h + 2, w - pad * 1.4, row_h - 4) for i in range(3)]


@lru_cache(maxsize=128)
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
    num = render_text(str(info["priority"]), int(badge * 0.8), GOLD, bold=True)
    s.blit(num, num.get_rect(center=(bx, by + 1)))
    name = god_name(god)
    size = fit_size(name, int(w * 0.115), int(w - 2 * pad), bold=True)
    label = render_text(name, size, (248, 232, 196), bold=True, shadow=True)
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


@lru_cache(maxsize=128)
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
    size = fit_size(name, int(w * 0.2), int(w * 0.9), bold=True)
    label = render_text(name, size, (248, 232, 196), bold=True, shadow=True)
    s.blit(label, label.get_rect(midtop=(w / 2, h * 0.08 + med + h * 0.03)))
    prio = render_text(str(god_info(god)["priority"]), int(w * 0.16), GOLD, bold=True)
    s.blit(prio, prio.get_rect(topright=(w * 0.92, h * 0.04)))
    if state == "dim":
        s.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
    if state == "chosen":
        pygame.draw.rect(s, (255, 226, 120), s.get_rect(), max(2, w // 18), border_radius=max(4, w // 14))
    return _fast(s)


# ================================================================================================ the table
# The playing table, on the shared TableScene controller (orcdesk/ui/tables/__init__.py): a display model
# that trails the real state while events animate one by one, a layout in relative units, input modes.

from orcdesk.ui.kit import anim, draw
from orcdesk.ui.kit.text import blit_text
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING
from orcdesk.ui.tables import HitRegion, TableScene

TABLE_FELT = (74, 50, 36)          # dark leather instead of green felt: a Norse longhouse table
HUMAN = "human"
# Seconds each event stays on screen (before the global animation speed); resolution is paced to be read.
STEP_SECONDS = {
    "god_pick": 0.12, "gods_revealed": 0.9, "coin_toss": 1.1, "round_start": 0.35, "roll": dicekit.TUMBLE_SECONDS,
    "keep": 0.4, "favor_chosen": 0.25, "favor_revealed": 1.6, "tokens": 0.75, "favor_used": 1.4,
    "favor_fizzled": 1.1, "thrymr": 1.2, "reroll": dicekit.TUMBLE_SECONDS, "ban": 0.9,
    "extra_dice": dicekit.TUMBLE_SECONDS, "destroy": 0.8, "sacrifice": 0.8, "bonus": 0.9, "attack": 1.3,
    "damage": 0.7, "heal": 0.7, "steal": 0.8, "round_end": 0.8, "game_over": 0.8,
}
FAST_FORWARD = 6.0   # click or Space during an animation: everything plays this many times faster
# Action codes (see the engine's docstring).
KEEP_MAX, NO_FAVOR, FAVOR_BASE, GOD_BASE, SACRIFICE_BASE, FREYR_BASE, PICK_BASE, PICK_DONE = \
    63, 99, 100, 200, 300, 400, 500, 600


class DieVis:
    """One die as shown: its face, where it is, and its roll animation."""

    def __init__(self, seat: int, index: int, template: int, extra: bool = False) -> None:
        self.seat, self.index, self.template, self.extra = seat, index, template, extra
        self.face: str | None = None
        self.face_index = 0
        self.gilded = False
        self.kept = False
        self.banned = False
        self.pos = (0.0, 0.0)
        self.move_from = (0.0, 0.0)
        self.move_to = (0.0, 0.0)
        self.move_t0 = -10.0
        self.move_dur = 0.0
        self.tumble_t0 = -10.0
        self.tumble_seed = 0
        self.yaw = 12.0
        self.jitter = (0.0, 0.0)   # where this roll landed around its bowl slot (in die sizes)


def _pair_nearest(attackers: list, defenders: list) -> tuple[list, list]:
    """Match each blocking die with the nearest attacking die (by x), so the links stay short.

    Returns (attackers, defenders) with the pairs first and in the same order; unmatched attackers last."""
    pairs = []
    free_a, free_d = sorted(attackers, key=lambda d: d.pos[0]), sorted(defenders, key=lambda d: d.pos[0])
    fewer, more = (free_d, free_a) if len(free_d) <= len(free_a) else (free_a, free_d)
    for die in list(fewer):
        mate = min(more, key=lambda m: abs(m.pos[0] - die.pos[0]))
        more.remove(mate)
        pairs.append((die, mate) if fewer is free_a else (mate, die))
    pairs.sort(key=lambda p: p[0].pos[0])
    return [a for a, _ in pairs] + (free_a if fewer is free_d else []), [d for _, d in pairs]


class OrlogTable(TableScene):
    """The Orlog table. The bottom half belongs to ``viewer`` (the human), the top half to the opponent.

    Input modes (``mode()``): draft (click god cards), keep (click dice, then the roll button), favor (click
    a tier of one of your god cards, or "no favor"), frigg/loki (click dice), sacrifice/freyr (buttons)."""

    def __init__(self, app, game_id: str = "orlog", seats: list[str] | None = None, seed: int = 0,
                 options: dict | None = None, inline_ai: bool | None = None) -> None:
        super().__init__(app, game_id, list(seats or [HUMAN, "normal"]), seed, options, inline_ai)
        self.rival = 1 - self.viewer
        self.clock = 0.0             # animation clock: runs with the animation speed and fast-forward
        self.fast = False
        self.dirty = False           # the display model must be re-read from the observation
        self.effects: list[dict] = []
        self.selected: set[int] = set()
        self.btns: dict[str, Button] = {}
        self.looks = {0: die_looks("bone"), 1: die_looks("ash")}
        self.u = 7.2
        self._init_view()

    # ------------------------------------------------------------------ display model
    def _init_view(self) -> None:
        obs = self.state.observation(self.viewer)
        self.view = {"phase": obs["phase"], "round": obs["round"], "roll": obs["roll"], "coin": obs["coin"],
                     "players": [{"health": p["health"], "tokens": p["tokens"], "gods": p["gods"], "picked": [],
                                  "favor": None, "favor_status": None, "favor_chosen": False, "flash": -10.0}
                                 for p in obs["players"]]}
        self.dice = {s: [DieVis(s, i, i) for i in range(6)] for s in (0, 1)}
        self.dirty = True

    def _resync(self) -> None:
        """Once the event queue has played out, take every number from the real observation."""
        obs = self.state.observation(self.viewer)
        v = self.view
        v["phase"], v["round"], v["roll"], v["coin"] = obs["phase"], obs["round"], obs["roll"], obs["coin"]
        for s, p in enumerate(obs["players"]):
            vp = v["players"][s]
            vp["health"], vp["tokens"] = p["health"], p["tokens"]
            if p["gods"] is not None:
                vp["gods"] = p["gods"]
            if obs["phase"] == "draft" and s == self.viewer:
                vp["picked"] = list(p["gods"] or [])
            fav = p["favor"]
            vp["favor"] = (fav["god"], fav["tier"]) if fav["god"] else None
            vp["favor_chosen"] = fav["chosen"]
            dice = self.dice[s]
            while len(dice) < len(p["dice"]):
                dice.append(DieVis(s, len(dice), p["dice"][len(dice)]["template"], True))
            del dice[len(p["dice"]):]
            for d, od in zip(dice, p["dice"]):
                d.template, d.face, d.gilded, d.banned = od["template"], od["face"], od["gilded"], od["banned"]
                if od["face_index"] is not None:
                    d.face_index = od["face_index"]
                if d.kept != od["kept"]:
                    d.kept = od["kept"]
                    self._move(d, self._slot(d), 0.3)
        self.selected = {i for i in self.selected if i < 6 and not self.dice[self.viewer][i].kept}
        self.dirty = False

    def on_restored(self) -> None:
        self.effects.clear()
        self._init_view()
        self._resync()
        self._place_dice()

    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.selected.clear()
        self.dirty = True

    def log_name(self, seat: int) -> str:
        """Short name for log lines and labels."""
        if self.seats.count(HUMAN) == 1:
            return t("orlog.ui.you") if seat == self.viewer else t("orlog.ui.opponent")
        return self.seat_name(seat)

    # ------------------------------------------------------------------ layout
    def layout(self, size) -> None:
        W, H = size
        u = theme.unit(size)
        self.u = u
        self.die_size = max(28, int(u * 9))
        m = int(u * 1.5)
        lw = max(180, int(W * 0.2))
        top = self.menu_button.rect.bottom + int(u) if self.menu_button.rect.h else m
        self.log_rect = pygame.Rect(W - lw - m, top, lw, H - top - m)
        pa = pygame.Rect(m, m, W - lw - 3 * m, H - 2 * m)
        self.play_rect = pa
        ds = self.die_size
        self.card_w = max(40, int(u * 8.2))
        left_w = self.card_w * 3 + int(u * 2.5)
        bowl_w = int(min(ds * 6.8, pa.w - left_w - ds * 2.4))
        bowl_h = int(ds * 2.9)
        cx = pa.x + left_w + int(u * 2) + bowl_w // 2
        self.centre_x = cx
        self.bowl_rect, self.kept_y = {}, {}
        for seat, by, ky in ((self.rival, pa.y + bowl_h // 2 + u, H * 0.5 - ds * 1.05),
                             (self.viewer, pa.bottom - bowl_h // 2 - u, H * 0.5 + ds * 1.05)):
            r = pygame.Rect(0, 0, bowl_w, bowl_h)
            r.center = (cx, by)
            self.bowl_rect[seat] = r
            self.kept_y[seat] = ky
        ch = int(self.card_w * 1.4)
        stone = max(10, int(u * 2.6))
        self.stone_size = stone
        self.cards_rect, self.health_centre, self.token_centre = {}, {}, {}
        for seat in (0, 1):
            top_side = seat == self.rival
            y = pa.y + int(u) if top_side else pa.bottom - ch - int(u)
            self.cards_rect[seat] = pygame.Rect(pa.x + int(u), y, self.card_w * 3 + int(u * 2), ch)
            hy = y + ch + stone * 2.6 if top_side else y - stone * 2.6
            self.health_centre[seat] = (pa.x + int(u) + stone * 3.2, hy)
            self.token_centre[seat] = (self.bowl_rect[seat].right + ds * 0.9,
                                       self.bowl_rect[seat].centery + (ds * 0.2 if top_side else -ds * 0.2))
        self.coin_pos_for = {self.rival: (pa.x + u * 7, H * 0.5 - u * 5.5),
                             self.viewer: (pa.x + u * 7, H * 0.5 + u * 5.5)}
        bw, bh = int(u * 22), int(u * 6.5)
        bx = min(pa.right - bw, cx + bowl_w // 2 + int(u * 3))
        self.button_rect = pygame.Rect(bx, H // 2 - bh // 2, bw, bh)
        self._place_dice()

    def _bowl_slot(self, seat: int, index: int) -> tuple[float, float]:
        r = self.bowl_rect[seat]
        ds = self.die_size
        slots = ((-2.0, -0.42), (-0.7, -0.5), (0.6, -0.38), (1.95, -0.46),
                 (-1.35, 0.42), (-0.05, 0.5), (1.3, 0.4), (2.45, 0.3), (-2.5, 0.25))
        sx, sy = slots[index % len(slots)]
        dice = self.dice.get(seat, [])
        jx, jy = dice[index].jitter if index < len(dice) else (0.0, 0.0)
        return (r.centerx + (sx * 0.95 + jx) * ds, r.centery + (sy * 0.9 - 0.1 + jy) * ds)

    def _kept_slot(self, seat: int, index: int) -> tuple[float, float]:
        ds = self.die_size
        n = max(6, len(self.dice[seat]))
        return (self.centre_x + (index - (n - 1) / 2) * ds * 1.12, self.kept_y[seat])

    def _slot(self, d: DieVis) -> tuple[float, float]:
        selected = d.seat == self.viewer and d.index in self.selected
        return self._kept_slot(d.seat, d.index) if d.kept or selected else self._bowl_slot(d.seat, d.index)

    def _place_dice(self) -> None:
        for seat in (0, 1):
            for d in self.dice[seat]:
                d.pos = d.move_to = self._slot(d)
                d.move_t0 = -10.0

    def _move(self, d: DieVis, target, duration: float) -> None:
        d.move_from, d.move_to = d.pos, target
        d.move_t0, d.move_dur = self.clock, max(0.01, duration)
        if anim.SPEED <= 0:
            d.pos, d.move_t0 = target, -10.0

    # ------------------------------------------------------------------ time
    def on_key(self, event) -> None:
        if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.queue.busy:
            self.fast = True

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.queue.busy \
                and not self.menu_button.contains(event.pos):
            self.fast = True  # a click while the resolution plays speeds it up
        super().handle_event(event)

    def update_table(self, dt: float) -> None:
        factor = FAST_FORWARD if self.fast else 1.0
        if self.fast and self.queue.busy:
            self.queue.update(dt * (factor - 1))
        self.clock += dt * (anim.SPEED if anim.SPEED > 0 else 1000.0) * factor
        for seat in (0, 1):
            for d in self.dice[seat]:
                if d.move_t0 > -10:
                    f = min(1.0, (self.clock - d.move_t0) / d.move_dur)
                    d.pos = anim.lerp_point(d.move_from, d.move_to, anim.ease_out_cubic(f))
                    if f >= 1:
                        d.move_t0 = -10.0
        alive = []
        for e in self.effects:
            if self.clock < e["t0"] + e["dur"]:
                alive.append(e)
            elif e["kind"] == "set_tokens":
                self.view["players"][e["seat"]]["tokens"] = e["value"]
        self.effects = alive
        if not self.queue.busy:
            self.fast = False
            if self.dirty:
                self._resync()
        if self.rival != 1 - self.viewer and not self.queue.busy:
            self.rival = 1 - self.viewer  # hotseat: the acting human sits at the bottom
            self.layout(self.size)
            self.dirty = True
            self._resync()
            self._place_dice()
        for key, b in self.btns.items():
            b.hover.target = 1.0 if self.hover is not None and self.hover.target == ("btn", key) else 0.0
            b.update(dt)

    def frame_rate(self) -> float:
        """Full rate while this table's own clock still moves something the queue no longer holds: effects,
        dice rolling or sliding, a health flash (see TableScene.frame_rate)."""
        if self.effects or any(self._die_moving(d) for s in (0, 1) for d in self.dice[s]) or any(
                self.clock - vp["flash"] < 0.6 for vp in self.view["players"]):
            return ANIMATING
        return super().frame_rate()

    def _die_moving(self, d: DieVis) -> bool:
        return d.move_t0 > -10 or 0 <= self.clock - d.tumble_t0 < dicekit.TUMBLE_SECONDS

    # ------------------------------------------------------------------ events: words and animations
    def describe_event(self, e: dict) -> str | None:
        kind = e.get("type")
        who = self.log_name(e["seat"]) if isinstance(e.get("seat"), int) else ""
        target = self.log_name(e["target"]) if isinstance(e.get("target"), int) else ""
        key = f"orlog.event.{kind}"
        if kind == "god_pick":
            return t(key, who=who, god=god_name(e["god"])) if e.get("god") else None
        if kind == "gods_revealed":
            return t(key)
        if kind == "coin_toss":
            return t(key, who=self.log_name(e["holder"]))
        if kind == "round_start":
            return t(key, n=e["round"])
        if kind == "roll":
            return t(key, who=who, faces=", ".join(t(f"orlog.face.{f}") for f in e["faces"]))
        if kind == "keep":
            return None if e.get("auto") or not e["dice"] else t(key, who=who, n=len(e["dice"]))
        if kind == "favor_chosen":
            return t(key, who=who)
        if kind == "favor_revealed":
            return "  ".join(self._favor_lines(e))
        if kind == "tokens":
            if not e["amount"]:
                return None
            if e["amount"] < 0:  # a Thrymr victim still pays for the favor it loses
                key = "orlog.event.tokens_lost"
            return t(key, who=who, n=abs(e["amount"]), reason=t(f"orlog.reason.{e['reason']}"))
        if kind == "favor_used":
            return t(key, who=who, god=god_name(e["god"]), tier=e["tier"], cost=e["cost"])
        if kind == "favor_fizzled":
            return t(key, who=who, god=god_name(e["god"]), reason=t(f"orlog.reason.{e['reason']}"))
        if kind == "no_effect":
            return t(key, who=who, god=god_name(e["god"]))
        if kind == "thrymr":
            return t(key, target=target, a=e["from_tier"], b=e["to_tier"])
        if kind in ("reroll", "ban", "extra_dice"):
            return t(key, who=who, n=len(e["dice"]), target=target)
        if kind in ("destroy", "sacrifice"):
            return t(key, who=who, n=e["amount"], target=target)
        if kind == "bonus":
            amount = e["amount"][-1] if isinstance(e["amount"], (list, tuple)) else e["amount"]  # Freyr: [face, n]
            face = t(f"orlog.faces.{e['face']}", n=amount) if e.get("face") in FACES else ""
            # Vidar's line is about the player who loses helmets (the event's target), not the one invoking it
            text = t(key, god=t(f"orlog.god.{e['god']}.short"), who=target or who, n=f"{amount:+g}", face=face)
            return " ".join(text.split())
        if kind == "attack":
            if e["attack"] <= 0:
                return None
            face = "axe" if e["kind"] == "melee" else "arrow"  # counted: "1 axe vs 2 blocks"
            return t(key, who=who, attack=e["attack"], kind=t(f"orlog.faces.{face}", n=e["attack"]),
                     blocks=t("orlog.event.blocks", n=e["block"]), damage=t("orlog.event.damage_count", n=e["damage"]))
        if kind in ("damage", "heal"):
            return t(key, who=who, n=e["amount"], source=t(f"orlog.reason.{e['source']}"), hp=e["health"])
        if kind == "steal":
            return t(key, who=who, n=e["amount"], target=target) if e["amount"] else None
        if kind == "round_end":
            return t(key, who=self.log_name(e["coin"]))
        if kind == "game_over":
            w = e.get("winner")
            return t(key, who=self.log_name(w)) if w is not None else t("orlog.event.draw")
        return None

    def event_color(self, e: dict):
        kind = e.get("type")
        if kind in ("damage", "favor_fizzled", "destroy", "sacrifice"):
            return (250, 170, 150)
        if kind in ("heal", "tokens"):
            return (180, 230, 170)
        if kind in ("round_start", "game_over", "favor_revealed", "favor_used"):
            return theme.BRASS
        return super().event_color(e)

    def _favor_lines(self, e: dict) -> list[str]:
        lines = []
        for s, fav in enumerate(e["favors"]):
            if fav:
                lines.append(t("orlog.event.favor_revealed", who=self.log_name(s), god=god_name(fav[0]), tier=fav[1]))
            else:
                lines.append(t("orlog.event.favor_none", who=self.log_name(s)))
        return lines

    def animate_event(self, e: dict) -> None:
        handler = getattr(self, f"_ev_{e.get('type')}", None)
        tween = anim.Tween(STEP_SECONDS.get(e.get("type"), 0.3), ease=anim.linear)

        def start():  # the handler updates the display model and may shorten its step (nothing to show)
            if handler is not None:
                tween.duration = handler(e, tween.duration)
        tween.on_start = start
        self.queue.push(tween)

    def _effect(self, kind: str, dur: float, **data) -> None:
        self.effects.append({"kind": kind, "t0": self.clock, "dur": dur, **data})

    def _float(self, text: str, pos, colour, dur: float = 1.1) -> None:
        self._effect("float", dur, text=text, pos=pos, colour=colour)

    def _fly_tokens(self, start, end, n: int, dur: float) -> None:
        for i in range(min(n, 8)):
            self.effects.append({"kind": "token", "from": start, "to": end, "t0": self.clock + i * 0.06,
                                 "dur": dur * 0.8, "lift": self.u * 6})

    def _banner(self, lines, god, dur, colour=theme.TEXT, tier=0) -> None:
        self._effect("banner", dur, lines=lines, god=god, tier=tier, colour=colour)

    def _ev_god_pick(self, e, dur):
        self.view["players"][e["seat"]]["picked"].append(e.get("god"))
        return dur

    def _ev_gods_revealed(self, e, dur):
        for s, gods in enumerate(e["gods"]):
            self.view["players"][s]["gods"] = gods
        self.view["phase"] = "roll"
        self._effect("banner", dur + 0.8, lines=[t("orlog.event.gods_revealed")], god=None, tier=0,
                     colour=theme.BRASS, gods=[(self.log_name(s), e["gods"][s]) for s in (self.viewer, self.rival)])
        return dur + 0.8

    def _ev_coin_toss(self, e, dur):
        self.view["coin"] = e["holder"]
        self._effect("coin_spin", dur)
        return dur

    def _ev_round_start(self, e, dur):
        self.view["round"], self.view["coin"], self.view["phase"] = e["round"], e["coin"], "roll"
        for s in (0, 1):
            del self.dice[s][6:]
            vp = self.view["players"][s]
            vp["favor"], vp["favor_status"], vp["favor_chosen"] = None, None, False
            for d in self.dice[s]:
                d.face, d.kept, d.banned = None, False, False
                self._move(d, self._bowl_slot(s, d.index), 0.3)
        return dur

    def _ev_roll(self, e, dur):
        seat = e["seat"]
        self.view["roll"] = e["roll"]
        self.view["phase"] = "roll"
        for i, face, gilded in zip(e["dice"], e["faces"], e["gilded"]):
            seed = hash((self.history.seed, self.view["round"], e["roll"], seat, i))
            self._tumble(self.dice[seat][i], face, gilded, seed)
        return dur

    def _tumble(self, d: DieVis, face, gilded, seed: int) -> None:
        d.face, d.gilded = face, gilded
        d.face_index = self.looks[d.seat][d.template].index_of(face, gilded)
        d.tumble_t0 = self.clock if anim.SPEED > 0 else -10.0
        d.tumble_seed = seed & 0xFFFF
        d.yaw = ((seed >> 5) % 40) - 20
        d.jitter = (((seed >> 11) % 21 - 10) / 70.0, ((seed >> 17) % 21 - 10) / 100.0)
        d.pos = d.move_to = self._slot(d)
        d.move_t0 = -10.0

    def _ev_keep(self, e, dur):
        for i in e["dice"]:
            d = self.dice[e["seat"]][i]
            d.kept, d.yaw = True, 12.0
            self._move(d, self._kept_slot(e["seat"], i), dur * 0.9)
        if e["seat"] == self.viewer:
            self.selected.clear()
        return dur if e["dice"] else 0.05

    def _ev_favor_chosen(self, e, dur):
        self.view["phase"] = "favor"
        self.view["players"][e["seat"]]["favor_chosen"] = True
        return dur

    def _ev_favor_revealed(self, e, dur):
        self.view["phase"] = "resolve"
        for s, fav in enumerate(e["favors"]):
            self.view["players"][s]["favor"] = tuple(fav) if fav else None
        groups = []
        for seat in (self.viewer, self.rival):
            fav = e["favors"][seat]
            caption = [t("orlog.card.tier", n=fav[1]), tier_text(fav[0], fav[1])] if fav else [t("orlog.ui.no_favor")]
            groups.append((self.log_name(seat), [fav[0]] if fav else [], caption))
        self._effect("banner", dur, lines=[t("orlog.phase.favor")], god=None, tier=0, colour=theme.BRASS,
                     gods=groups)
        return dur

    def _ev_tokens(self, e, dur):
        seat = e["seat"]
        if not e["amount"]:
            return 0.05
        if e["amount"] < 0:
            pass  # tokens paid away: the pile shrinks, the number floats up
        elif e.get("reason") == "gilded":
            for d in self.dice[seat]:
                if d.gilded and d.face:
                    self.effects.append({"kind": "token", "from": d.pos, "to": self.token_centre[seat],
                                         "t0": self.clock, "dur": dur * 0.8, "lift": self.u * 5})
                    self._effect("die_glow", dur, seat=seat, index=d.index)
        else:
            self._fly_tokens(self.kept_centre(seat), self.token_centre[seat], e["amount"], dur)
        self._effect("set_tokens", dur * 0.8, seat=seat, value=e["total"])
        self._float(f"{e['amount']:+d}", self.token_centre[seat], GOLD if e["amount"] > 0 else (250, 170, 150))
        return dur

    def _ev_favor_used(self, e, dur):
        seat = e["seat"]
        vp = self.view["players"][seat]
        vp["tokens"] = max(0, vp["tokens"] - e["cost"])
        vp["favor_status"] = "paid"
        self._float(f"-{e['cost']}", self.token_centre[seat], (250, 170, 150))
        self._banner([self.describe_event(e)], e["god"], dur, tier=e["tier"])
        return dur

    def _ev_favor_fizzled(self, e, dur):
        self.view["players"][e["seat"]]["favor_status"] = "fizzled"
        self._banner([self.describe_event(e)], e["god"], dur, (250, 170, 150), tier=e.get("tier") or 0)
        return dur

    def _ev_thrymr(self, e, dur):
        self._banner([self.describe_event(e)], "thrymr", dur)
        return dur

    def _ev_reroll(self, e, dur):
        for (s, i), face, gilded in zip(e["dice"], e["faces"], e["gilded"]):
            if i < len(self.dice[s]):
                self._tumble(self.dice[s][i], face, gilded, hash((self.history.seed, self.clock, s, i)))
        return dur

    def _ev_ban(self, e, dur):
        for i in e["dice"]:
            if i < len(self.dice[e["target"]]):
                self.dice[e["target"]][i].banned = True
        return dur

    def _ev_extra_dice(self, e, dur):
        seat = e["seat"]
        for i, tpl, face, gilded in zip(e["dice"], e["templates"], e["faces"], e["gilded"]):
            while len(self.dice[seat]) <= i:
                self.dice[seat].append(DieVis(seat, len(self.dice[seat]), tpl, True))
            d = self.dice[seat][i]
            d.template, d.kept = tpl, True
            self._tumble(d, face, gilded, hash((self.history.seed, seat, i, self.clock)))
        for d in self.dice[seat]:
            self._move(d, self._slot(d), 0.3)
        return dur

    def _ev_destroy(self, e, dur):
        self.view["players"][e["target"]]["tokens"] = e["total"]
        self._float(f"-{e['amount']}", self.token_centre[e["target"]], (250, 170, 150))
        return dur

    def _ev_sacrifice(self, e, dur):
        vp = self.view["players"][e["seat"]]
        vp["health"], vp["flash"] = e["health"], self.clock
        self._float(f"-{e['amount']}", self.health_centre[e["seat"]], (250, 120, 100))
        return dur

    def _ev_bonus(self, e, dur):
        seat = e["seat"]
        side = -1 if seat == self.rival else 1
        self._float(self.describe_event(e), (self.centre_x, self.kept_y[seat] + side * self.die_size * 0.8),
                    (255, 226, 120), dur)
        return dur

    def _ev_attack(self, e, dur):
        if e["attack"] <= 0:
            return 0.05
        atk_face, def_face = ("axe", "helmet") if e["kind"] == "melee" else ("arrow", "shield")
        attackers = [d for d in self.dice[e["seat"]] if d.face == atk_face and not d.banned]
        defenders = [d for d in self.dice[e["target"]] if d.face == def_face and not d.banned]
        attackers, defenders = _pair_nearest(attackers, defenders)
        self._effect("pairing", dur, attackers=attackers, defenders=defenders, event=e)
        return dur

    def _ev_damage(self, e, dur):
        vp = self.view["players"][e["seat"]]
        vp["health"], vp["flash"] = e["health"], self.clock
        self._float(f"-{e['amount']}", self.health_centre[e["seat"]], (255, 110, 90))
        return dur

    def _ev_heal(self, e, dur):
        self.view["players"][e["seat"]]["health"] = e["health"]
        self._float(f"+{e['amount']}", self.health_centre[e["seat"]], (150, 240, 150))
        return dur

    def _ev_steal(self, e, dur):
        if not e["amount"]:
            return 0.05
        self._fly_tokens(self.token_centre[e["target"]], self.token_centre[e["seat"]], e["amount"], dur)
        self.view["players"][e["target"]]["tokens"] = e["tokens"][e["target"]]
        self._effect("set_tokens", dur * 0.8, seat=e["seat"], value=e["tokens"][e["seat"]])
        return dur

    def _ev_round_end(self, e, dur):
        self.view["coin"] = e["coin"]
        self._effect("coin_spin", dur)
        return dur

    def _ev_game_over(self, e, dur):
        self.view["phase"] = "over"
        return dur

    def kept_centre(self, seat: int):
        return (self.centre_x, self.kept_y[seat])

    # ------------------------------------------------------------------ input
    def mode(self) -> str:
        """What the human is asked now: draft, keep, favor, frigg, loki, sacrifice, freyr, or wait."""
        if not self.can_act():
            return "wait"
        phase = self.state.phase
        if phase == "draft":
            return "draft"
        if phase == "roll":
            return "keep"
        if phase == "favor":
            return "favor"
        pending = self.state.observation(self.human_to_act()).get("pending")
        return pending["kind"] if pending else "wait"

    def _legal(self) -> set:
        seat = self.human_to_act()
        return set(self.state.legal_actions(seat)) if seat is not None else set()

    def _draft_layout(self) -> dict[str, pygame.Rect]:
        pa, u = self.play_rect, self.u
        cols, rows = 5, 4
        area = pygame.Rect(pa.x + u * 2, pa.y + u * 9, pa.w * 0.6, pa.h - u * 11)
        w = int(min(area.w / cols - u, (area.h / rows - u) / 1.4))
        out = {}
        for i, god in enumerate(god_ids()):
            r, c = divmod(i, cols)
            out[god] = pygame.Rect(area.x + c * (w + u), area.y + r * (w * 1.4 + u), w, int(w * 1.4))
        return out

    def _favor_layout(self) -> dict[str, pygame.Rect]:
        gods = self.view["players"][self.viewer]["gods"] or []
        top = self.kept_y[self.viewer] + self.die_size * 0.75
        w = int(min((self.play_rect.bottom - top - self.u) / 1.5, self.play_rect.w * 0.26))
        gap = self.u * 1.5
        total = len(gods) * w + (len(gods) - 1) * gap
        x0 = max(self.play_rect.x, self.centre_x - total / 2)
        return {g: pygame.Rect(x0 + i * (w + gap), top, w, int(w * 1.5)) for i, g in enumerate(gods)}

    def _buttons_now(self, mode: str) -> list[tuple[str, str, pygame.Rect, bool]]:
        """(key, label, rect, enabled) of the buttons this mode shows."""
        r = self.button_rect
        if mode == "keep":
            n = len(self.selected)
            unkept = [d for d in self.dice[self.viewer][:6] if not d.kept and d.face]
            label = t("orlog.ui.keep_all") if n and n == len(unkept) else \
                t("orlog.ui.keep_selected") if n else t("orlog.ui.reroll")
            return [("roll", label, r, True)]
        if mode == "favor":
            return [("no_favor", t("orlog.ui.no_favor"), r, True)]
        if mode == "frigg":
            return [("done", t("orlog.ui.done"), r, PICK_DONE in self._legal())]
        if mode in ("sacrifice", "freyr"):
            lo, hi = (SACRIFICE_BASE, FREYR_BASE) if mode == "sacrifice" else (FREYR_BASE, PICK_BASE)
            options = sorted(a for a in self._legal() if lo <= a < hi)
            out = []
            for (i, a), rect in zip(enumerate(options), self._choice_grid(len(options))):
                if mode == "sacrifice":
                    out.append((f"sacrifice:{a - SACRIFICE_BASE}", str(a - SACRIFICE_BASE), rect, True))
                else:
                    face = FACES[a - FREYR_BASE]
                    out.append((f"freyr:{face}", t(f"orlog.face.{face}"), rect, True))
            return out
        return []

    def _choice_grid(self, n: int) -> list[pygame.Rect]:
        """Buttons for a number or a face: a grid of up to five per row, right of the kept rows."""
        x0, right = self.button_rect.x, self.play_rect.right
        per_row = min(5, max(1, n))
        bw = (right - x0) / per_row
        bh = self.u * 6
        rows = (n + per_row - 1) // per_row
        top = self.size[1] / 2 - rows * bh / 2
        return [pygame.Rect(x0 + (i % per_row) * bw + 2, top + (i // per_row) * bh + 2, bw - 4, bh - 4)
                for i in range(n)]

    def hit_regions(self) -> list[HitRegion]:
        regions: list[HitRegion] = []
        mode = self.mode()
        legal = self._legal()
        if mode == "draft":
            ids = god_ids()
            for god, rect in self._draft_layout().items():
                ok = GOD_BASE + ids.index(god) in legal
                regions.append(HitRegion(rect, ("god", god), ok, "" if ok else t("orlog.ui.chosen"),
                                         tooltip=t(f"orlog.god.{god}.text")))
        elif mode == "keep":
            for d in self.dice[self.viewer][:6]:
                if not d.kept and d.face:
                    regions.append(HitRegion(self._die_rect(d), ("die", d.seat, d.index),
                                             tooltip=self._die_words(d)))
        elif mode == "favor":
            ids = god_ids()
            for god, rect in self._favor_layout().items():
                for tier, tr in enumerate(card_tier_rects(rect.w), start=1):
                    if FAVOR_BASE + 3 * ids.index(god) + tier - 1 in legal:
                        regions.append(HitRegion(tr.move(rect.topleft), ("tier", god, tier)))
        elif mode in ("frigg", "loki"):
            for seat in (0, 1):
                for d in self.dice[seat]:
                    if PICK_BASE + 16 * seat + d.index in legal:
                        regions.append(HitRegion(self._die_rect(d), ("die", seat, d.index),
                                                 tooltip=self._die_words(d)))
        for key, _label, rect, enabled in self._buttons_now(mode):
            regions.append(HitRegion(pygame.Rect(rect), ("btn", key), enabled))
        return regions

    def _die_words(self, d: DieVis) -> str:
        words = t(f"orlog.face.{d.face}") if d.face else ""
        gilded = t("orlog.ui.gilded")
        return f"{words} ({gilded})" if d.gilded else words

    def _die_rect(self, d: DieVis) -> pygame.Rect:
        ds = self.die_size
        r = pygame.Rect(0, 0, int(ds * 0.95), int(ds * 0.95))
        r.center = (round(d.move_to[0]), round(d.move_to[1]))
        return r

    def click(self, target, button: int):
        kind = target[0]
        if kind == "die":
            _, seat, index = target
            if self.mode() == "keep":
                d = self.dice[seat][index]
                if index in self.selected:
                    self.selected.discard(index)
                else:
                    self.selected.add(index)
                self._move(d, self._slot(d), 0.25)
                return None
            return PICK_BASE + 16 * seat + index
        if kind == "god":
            return GOD_BASE + god_ids().index(target[1])
        if kind == "tier":
            return FAVOR_BASE + 3 * god_ids().index(target[1]) + target[2] - 1
        if kind == "btn":
            key = target[1]
            if key == "roll":
                return sum(1 << i for i in self.selected)
            if key == "no_favor":
                return NO_FAVOR
            if key == "done":
                return PICK_DONE
            name, _, value = key.partition(":")
            if name == "sacrifice":
                return SACRIFICE_BASE + int(value)
            if name == "freyr":
                return FREYR_BASE + FACES.index(value)
        return None

    def clicks_for(self, action) -> list:
        if 0 <= action <= KEEP_MAX:
            picks = [("die", self.viewer, i) for i in range(6) if action >> i & 1 and i not in self.selected]
            drops = [("die", self.viewer, i) for i in sorted(self.selected) if not action >> i & 1]
            return picks + drops + [("btn", "roll")]
        if action == NO_FAVOR:
            return [("btn", "no_favor")]
        if FAVOR_BASE <= action < GOD_BASE:
            g, tier = divmod(action - FAVOR_BASE, 3)
            return [("tier", god_ids()[g], tier + 1)]
        if GOD_BASE <= action < SACRIFICE_BASE:
            return [("god", god_ids()[action - GOD_BASE])]
        if SACRIFICE_BASE <= action < FREYR_BASE:
            return [("btn", f"sacrifice:{action - SACRIFICE_BASE}")]
        if FREYR_BASE <= action < PICK_BASE:
            return [("btn", f"freyr:{FACES[action - FREYR_BASE]}")]
        if PICK_BASE <= action < PICK_DONE:
            seat, die = divmod(action - PICK_BASE, 16)
            return [("die", seat, die)]
        return [("btn", "done")]

    def expected_tokens(self) -> int:
        """Tokens the human will have when favors resolve: the pile plus the gilded faces kept."""
        vp = self.view["players"][self.viewer]
        return vp["tokens"] + sum(1 for d in self.dice[self.viewer] if d.gilded and d.face and not d.banned)

    # ------------------------------------------------------------------ words
    def prompt(self) -> str:
        mode = self.mode()
        if mode == "draft":
            return t("orlog.ui.draft_hint", n=3 - len(self.view["players"][self.viewer]["picked"]))
        if mode == "keep":
            return t("orlog.ui.keep_hint")
        if mode == "favor":
            return t("orlog.ui.favor_hint")
        if mode in ("frigg", "loki", "sacrifice", "freyr"):
            pending = self.state.observation(self.viewer)["pending"] or {}
            if mode == "sacrifice":
                return t("orlog.prompt.sacrifice", god=god_name(pending.get("god") or "odin"))
            if mode == "freyr":
                tier = pending.get("tier") or 1
                return t("orlog.prompt.freyr", n=god_info("freyr")["tiers"][tier - 1][1])
            return t(f"orlog.prompt.{mode}", n=pending.get("count", 0))
        return super().prompt()

    def result_title(self) -> str:
        won = self.state.winners()
        if self.seats.count(HUMAN) == 1 and won:
            if won[0] == self.viewer:
                return t("orlog.result.win")
            return t("orlog.result.loss_by", who=self.log_name(won[0]))
        return super().result_title()

    def result_lines(self) -> list[str]:
        obs = self.state.observation(self.viewer)
        lines = []
        for seat in (self.viewer, self.rival):
            p = obs["players"][seat]
            lines.append("!" + t("orlog.result.health_left", who=self.log_name(seat), n=max(0, p["health"])))
            gods = ", ".join(god_name(g) for g in (p["gods"] or []))
            lines.append(gods)
            lines.append("")
        lines.append(t("orlog.ui.round", n=obs["round"]))
        return lines

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if getattr(self, "_bg_size", None) != size:  # the table cloth, in the display's format
            self._bg_size = size
            self._bg = table_background(size, TABLE_FELT).convert()
        surface.blit(self._bg, (0, 0))
        mode = self.mode()
        if self.view["phase"] == "draft":
            self._draw_draft(surface, mode)
        else:
            self._draw_centre_line(surface, mode)
            for seat in (0, 1):
                surface.blit(bowl_sprite(self.bowl_rect[seat].w, self.bowl_rect[seat].h), self.bowl_rect[seat])
                self._draw_side(surface, seat)
            self._draw_pairing_links(surface)
            self._draw_dice(surface, mode)
            self._draw_effects(surface)
            if mode == "favor":
                self._draw_favor_chooser(surface)
        self._draw_buttons(surface, mode)
        self.log.draw(surface, self.log_rect)
        if self.view["phase"] != "draft":
            self._draw_hover_card(surface)

    def _draw_buttons(self, surface, mode: str) -> None:
        for key, label, rect, enabled in self._buttons_now(mode):
            b = self.btns.get(key)
            if b is None:
                b = self.btns[key] = Button(label, None, style="primary", key=key)
            b.label, b.rect, b.enabled = label, pygame.Rect(rect), enabled
            b.pressed = self.pressed is not None and self.pressed.target == ("btn", key)
            b.draw(surface)

    def _draw_centre_line(self, surface, mode) -> None:
        pa, u = self.play_rect, self.u
        y = self.size[1] // 2
        line = pygame.Surface((pa.w, 2), pygame.SRCALPHA)
        line.fill((230, 190, 110, 60))
        surface.blit(line, (pa.x, y))
        v = self.view
        phase = t(f"orlog.phase.{v['phase']}") if v["phase"] in ("roll", "favor", "resolve", "over") else ""
        if v["phase"] == "roll" and v["roll"]:
            phase = t("orlog.ui.roll_of", n=v["roll"])
        x = pa.x + u * 13
        blit_text(surface, t("orlog.ui.round", n=max(1, v["round"])), int(u * 3.4), theme.BRASS,
                  midleft=(x, y - u * 2.2), bold=True, shadow=True)
        blit_text(surface, phase, int(u * 2.6), theme.TEXT, midleft=(x, y + u * 1.8), shadow=True)
        # what to do now, or who is thinking: right of the kept rows, under the button
        if self.ai_thinking and not self.queue.busy:
            text, colour = t("orlog.ui.wait_opponent", who=self.log_name(self.thinking_seat)), theme.TEXT_DIM
        elif self.queue.busy and v["phase"] in ("resolve", "favor"):
            text, colour = t("orlog.ui.skip_hint"), theme.TEXT_DIM
        elif mode != "wait":
            text, colour = self.prompt(), theme.HILITE_SOFT
        else:
            text, colour = "", theme.TEXT
        if text:
            br = self.button_rect
            width = int(pa.right - br.x)
            size = max(10, int(u * 2.2))
            lines = wrap_lines(text, size, width)
            yy = br.bottom + u * 1.2
            if mode in ("sacrifice", "freyr"):
                grid = self._choice_grid(len(self._buttons_now(mode)))
                yy = (grid[-1].bottom if grid else br.bottom) + u * 1.2
            xx = br.x
            for ln in lines[:4]:
                blit_text(surface, ln, size, colour, topleft=(xx, yy), shadow=True)
                yy += size * 1.05
        coin = v["coin"]
        if coin is not None:
            spin = next((e for e in self.effects if e["kind"] == "coin_spin"), None)
            pos = target = self.coin_pos_for[coin]
            size = int(u * 8)
            spr = coin_sprite(size)
            if spin is not None:
                f = min(1.0, (self.clock - spin["t0"]) / spin["dur"])
                pos = anim.arc_point(self.coin_pos_for[1 - coin], target, anim.ease_in_out_cubic(f), u * 6)
                squash = abs(math.cos(f * math.pi * 3))
                spr = pygame.transform.smoothscale(spr, (size, max(2, int(size * squash))))
            surface.blit(spr, spr.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _mini_rect(self, seat: int, i: int) -> pygame.Rect:
        rect = self.cards_rect[seat]
        return pygame.Rect(rect.x + i * (self.card_w + self.u), rect.y, self.card_w, int(self.card_w * 1.4))

    def _draw_side(self, surface, seat: int) -> None:
        vp = self.view["players"][seat]
        u = self.u
        gods = vp["gods"] or []
        favor = vp.get("favor")
        for i in range(3):
            god = gods[i] if i < len(gods) else None
            mine = god is not None and favor is not None and favor[0] == god
            state = ("dim" if vp.get("favor_status") == "fizzled" else "chosen") if mine else "normal"
            r = self._mini_rect(seat, i)
            surface.blit(mini_card(god, self.card_w, state), r)
            if mine:
                blit_text(surface, t("orlog.card.tier", n=favor[1]), int(u * 2.1), (255, 226, 120),
                          midtop=(r.centerx, r.bottom + 2),
                          bold=True, shadow=True)
        if vp.get("favor_chosen") and favor is None and self.view["phase"] == "favor":
            blit_text(surface, t("orlog.ui.hidden_choice"),
                      int(u * 2.2), theme.HILITE_SOFT, midleft=(self.cards_rect[seat].right + u,
                                                                self.cards_rect[seat].centery), shadow=True)
        flash = max(0.0, 1 - (self.clock - vp["flash"]) / 0.6)
        draw_health(surface, self.health_centre[seat], vp["health"], self.stone_size, flash)
        draw_token_pile(surface, self.token_centre[seat], vp["tokens"], int(u * 3.4))
        bowl = self.bowl_rect[seat]
        if seat == self.viewer:
            blit_text(surface, self.log_name(seat), int(u * 2.6), theme.TEXT_DIM,
                      midbottom=(bowl.centerx, bowl.top - u * 0.3), bold=True, shadow=True)
        else:
            blit_text(surface, self.log_name(seat), int(u * 2.6), theme.TEXT_DIM,
                      midtop=(bowl.centerx, bowl.bottom + u * 0.3), bold=True, shadow=True)

    def _die_state(self, d: DieVis, mode: str, hovered: bool, picked) -> str:
        for e in self.effects:
            if e["kind"] == "die_glow" and e["seat"] == d.seat and e["index"] == d.index:
                return "highlighted"
            if e["kind"] == "pairing" and (d in e["attackers"] or d in e["defenders"]):
                return "highlighted"
        if d.banned:
            return "dimmed"
        if mode == "keep" and d.seat == self.viewer and d.index in self.selected:
            return "kept"
        if [d.seat, d.index] in picked:
            return "kept"
        return "hovered" if hovered else "normal"

    def _draw_dice(self, surface, mode: str) -> None:
        clickable = {r.target: r for r in self.hit_regions() if r.target[0] == "die"} if mode != "wait" else {}
        picked = []
        if mode == "frigg":
            picked = (self.state.observation(self.viewer)["pending"] or {}).get("picked", [])
        shown = sorted((d for s in (0, 1) for d in self.dice[s] if d.face is not None), key=lambda d: d.pos[1])
        for d in shown:
            key = ("die", d.seat, d.index)
            hovered = self.hover is not None and self.hover.target == key
            look = self.looks[d.seat][d.template]
            f = (self.clock - d.tumble_t0) / dicekit.TUMBLE_SECONDS
            if 0 <= f < 1:
                throw = math.pi / 2 if d.seat == self.viewer else -math.pi / 2  # from the thrower's side
                sprite, off = dicekit.tumble_frame(look, d.face_index, self.die_size, f, d.tumble_seed, d.yaw, throw)
                sprite.draw(surface, (d.pos[0] + off[0], d.pos[1] + off[1]))
                continue
            pos = self._clash_offset(d)
            state = self._die_state(d, mode, hovered, picked)
            if state == "normal" and key in clickable and mode in ("frigg", "loki"):
                state = "highlighted"  # a die Frigg or Loki may take: it glows, pulsing
                r = clickable[key].rect
                draw.draw_glow(surface, r, theme.HILITE, spread=int(self.u * 1.6),
                               alpha=110 + int(100 * self.pulse()), radius=r.w // 4)
            dicekit.render_die(look, d.face_index, self.die_size, state, d.yaw).draw(surface, pos)

    def _clash_offset(self, d: DieVis):
        """During an attack, each attacking die lunges at the die that blocks it (or at the health stones)."""
        for e in self.effects:
            if e["kind"] != "pairing" or d not in e["attackers"]:
                continue
            f = max(0.0, min(1.0, (self.clock - e["t0"]) / e["dur"]))
            i = e["attackers"].index(d)
            target = e["defenders"][i].pos if i < len(e["defenders"]) else self._strike_point(d, e)
            return anim.lerp_point(d.pos, target, 0.3 * anim.pulse(min(1.0, f * 1.6)))
        return d.pos

    def _draw_effects(self, surface) -> None:
        u = self.u
        for e in self.effects:
            if self.clock < e["t0"]:
                continue
            f = max(0.0, min(1.0, (self.clock - e["t0"]) / e["dur"])) if e["dur"] else 1.0
            kind = e["kind"]
            if kind == "float":
                alpha = 1 - max(0.0, f - 0.6) / 0.4
                pos = (e["pos"][0], e["pos"][1] - u * 5 * anim.ease_out_cubic(f))
                surf = render_text(e["text"], int(u * 3.4), e["colour"], bold=True, outline=(20, 12, 8),
                                   shadow=True).copy()
                surf.set_alpha(int(255 * alpha))
                surface.blit(surf, surf.get_rect(center=pos))
            elif kind == "token":
                pos = anim.arc_point(e["from"], e["to"], anim.ease_in_out_quad(f), e["lift"])
                tok = token_sprite(int(u * 3.4))
                surface.blit(tok, tok.get_rect(center=(round(pos[0]), round(pos[1]))))
            elif kind == "pairing":
                self._draw_pairing(surface, e, f)
            elif kind == "banner":
                self._draw_banner(surface, e, f)

    def _draw_pairing_links(self, surface) -> None:
        """Axes meet helmets, arrows meet shields: gold links for blocks, red streaks for hits (under the dice)."""
        u = self.u
        for e in self.effects:
            if e["kind"] != "pairing" or self.clock < e["t0"]:
                continue
            f = max(0.0, min(1.0, (self.clock - e["t0"]) / e["dur"]))
            pairs = list(zip(e["attackers"], e["defenders"]))
            for a, d in pairs:
                end = anim.lerp_point(a.pos, d.pos, min(1.0, f * 2.5))
                pygame.draw.line(surface, (255, 220, 120), a.pos, end, max(2, int(u * 0.5)))
            for a in e["attackers"][len(pairs):]:
                end = anim.lerp_point(a.pos, self._strike_point(a, e), min(1.0, f * 1.8))
                pygame.draw.line(surface, (240, 90, 70), a.pos, end, max(3, int(u * 0.7)))

    def _strike_point(self, d: DieVis, e: dict):
        """Where an unblocked attack flies: straight across into the opponent's side."""
        side = -1 if e["event"]["target"] == self.rival else 1
        return (d.pos[0], d.pos[1] + side * self.die_size * 2.2)

    def _draw_pairing(self, surface, e, f) -> None:
        """The attack's numbers: attack faces vs blocking faces, and the damage."""
        ev, u = e["event"], self.u
        face = "axe" if ev["kind"] == "melee" else "arrow"
        guard = "helmet" if ev["kind"] == "melee" else "shield"
        panel = pygame.Rect(0, 0, u * 26, u * 7)
        panel.midleft = (self.button_rect.x, self.size[1] // 2)
        draw.panel(surface, panel, fill=(30, 20, 16), alpha=235, radius=int(u))
        x = panel.x + u
        for icon_face, number in ((face, ev["attack"]), (guard, ev["block"])):
            ic = dicekit.icon(icon_face, int(u * 4.4), (240, 220, 180))
            surface.blit(ic, ic.get_rect(midleft=(x, panel.centery)))
            r = blit_text(surface, str(number), int(u * 3.6), theme.TEXT, midleft=(x + u * 4.8, panel.centery), bold=True)
            x = r.right + u * 2
        colour = (255, 120, 100) if ev["damage"] else (170, 220, 160)
        blit_text(surface, f"-{ev['damage']}" if ev["damage"] else "0", int(u * 3.8), colour,
                  midright=(panel.right - u * 1.2, panel.centery), bold=True)

    def _draw_banner(self, surface, e, f) -> None:
        u = self.u
        alpha = min(1.0, f * 8, (1 - f) * 8)
        lines = [x for x in e["lines"] if x]
        card_w = int(u * 16) if e["god"] else 0
        w = int(min(self.play_rect.w * 0.7, u * 95))
        line_h = int(u * 3.8)
        h = max(len(lines) * line_h + int(u * 4), int(card_w * 1.5 + u * 2) if card_w else 0)
        groups = e.get("gods") or []
        mini_w = int(u * 10)
        if groups:
            h = int(line_h * 2 + mini_w * 1.4 + u * 6)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (self.centre_x + u * 3, self.size[1] // 2)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw.panel(layer, layer.get_rect(), fill=(26, 16, 12), alpha=238, radius=int(u * 1.2))
        x = int(u * 2)
        if card_w:
            card = god_card(e["god"], card_w, -1, e.get("tier") or 0)
            layer.blit(card, (x, (h - card.get_height()) // 2))
            x += card_w + int(u * 2)
        y = h // 2 - len(lines) * line_h // 2 if not groups else int(u * 1.5)
        for line in lines:
            size = fit_size(line, int(u * 3), w - x - int(u * 2), bold=True)
            blit_text(layer, line, size, e["colour"], topleft=(x, y), bold=True, shadow=True)
            y += line_h
        for g, (name, gods, *caption) in enumerate(groups):  # both sides' gods (or favors), side by side
            gx = int(u * 2 + g * w / 2)
            blit_text(layer, name, int(u * 2.4), theme.TEXT, topleft=(gx, y), bold=True, shadow=True)
            for i, god in enumerate(gods):
                layer.blit(mini_card(god, mini_w, "chosen" if caption else "normal"), (gx + i * (mini_w + u), y + line_h))
            if caption:
                cx = gx + (len(gods) * (mini_w + u) if gods else 0)
                cy = y + line_h + mini_w * 0.7 - (len(caption[0]) - 1) * u * 1.8
                for k, text in enumerate(caption[0]):
                    size = fit_size(text, int(u * (3 if k == 0 else 2.4)), int(w / 2 - (cx - gx) - u * 2), bold=True)
                    blit_text(layer, text, size, (255, 226, 120) if k == 0 else theme.TEXT,
                              midleft=(cx, cy + k * u * 3.6), bold=True, shadow=True)
        layer.set_alpha(int(255 * alpha))
        surface.blit(layer, rect)

    def _draw_favor_chooser(self, surface) -> None:
        tokens = self.expected_tokens()
        for god, rect in self._favor_layout().items():
            draw.drop_shadow(surface, rect, radius=int(self.u), offset=int(self.u * 0.8), blur=int(self.u * 1.5))
            surface.blit(god_card(god, rect.w, tokens), rect)
        if self.hover is not None and self.hover.target[0] == "tier":
            self.draw_highlight(surface, self.hover.rect, hovered=True)
        have = self.view["players"][self.viewer]["tokens"]
        text = t("orlog.ui.affordable", n=tokens, have=have, gilded=tokens - have)
        blit_text(surface, text, fit_size(text, int(self.u * 2.6), int(self.play_rect.right - self.button_rect.x), bold=True), GOLD,
                  bottomleft=(self.button_rect.x, self.button_rect.y - self.u), bold=True, shadow=True)

    def _draw_hover_card(self, surface) -> None:
        """Hovering a god card on the table shows the whole card: tiers, costs, priority."""
        for seat in (0, 1):
            for i, god in enumerate(self.view["players"][seat]["gods"] or []):
                r = self._mini_rect(seat, i)
                if r.collidepoint(self.mouse):
                    card = god_card(god, int(self.u * 26))
                    pos = (r.right + self.u, r.y if seat == self.rival else r.bottom - card.get_height())
                    draw.drop_shadow(surface, pygame.Rect(pos, card.get_size()), 10, 4, 12, 140)
                    surface.blit(card, pos)
                    return

    def _draw_draft(self, surface, mode) -> None:
        u, pa = self.u, self.play_rect
        picked = [g for g in self.view["players"][self.viewer]["picked"] if g]
        blit_text(surface, t("orlog.phase.draft"), int(u * 4.4), theme.BRASS, topleft=(pa.x + u * 2, pa.y + u * 1.5),
                  bold=True, shadow=True)
        text = t("orlog.ui.draft_hint", n=3 - len(picked)) if mode == "draft" else \
            t("orlog.ui.wait_opponent", who=self.log_name(self.rival))
        blit_text(surface, text, int(u * 2.5), theme.HILITE_SOFT if mode == "draft" else theme.TEXT_DIM,
                  topleft=(pa.x + u * 2, pa.y + u * 6), shadow=True)
        hovered = None
        for god, rect in self._draft_layout().items():
            over = rect.collidepoint(self.mouse) and mode == "draft"
            if over:
                hovered = god
                self.draw_highlight(surface, rect, hovered=True)
            state = "chosen" if god in picked else ("normal" if mode == "draft" else "dim")
            surface.blit(mini_card(god, rect.w, state), rect.move(0, -int(u * 0.6) if over else 0))
        show = hovered or (picked[-1] if picked else "thor")
        w = int(min(pa.w * 0.3, (pa.h - u * 24) / 1.5))
        card = god_card(show, w)
        pos = (pa.right - w - u * 3, pa.y + u * 9)
        draw.drop_shadow(surface, pygame.Rect(pos, card.get_size()), 10, 4, 12, 140)
        surface.blit(card, pos)
        lines = wrap_lines(t(f"orlog.god.{show}.text"), int(u * 2.2), w)
        y = pos[1] + card.get_height() + u
        for ln in lines[:3]:
            blit_text(surface, ln, int(u * 2.2), theme.TEXT_DIM, topleft=(pos[0], y), shadow=True)
            y += u * 2.4
        # picks so far; the opponent's stay face down until both have chosen
        y = pa.bottom - u * 8
        for col, (seat, title) in enumerate(((self.viewer, t("orlog.ui.your_gods")),
                                             (self.rival, t("orlog.ui.their_gods")))):
            x = pos[0] + col * (w // 2 + u)
            blit_text(surface, title, int(u * 2), theme.TEXT_DIM, bottomleft=(x, y - u * 0.5), shadow=True)
            for i, g in enumerate(self.view["players"][seat]["picked"]):
                surface.blit(mini_card(g, int(u * 4.6)), (x + i * u * 5.2, y))
