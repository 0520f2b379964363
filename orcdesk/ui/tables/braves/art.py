"""Art of the De l'orc pour les braves table, drawn in code: army card faces and backs, the seven seat colours with
their colour-blind glyphs, recruitment shields, desertions, the wizard's hat, the champion's banner and the
"début des recrutements" card.

Every surface is cached per card type (or seat) and size, so the table redraws every frame for a blit.
"""

from __future__ import annotations

import math

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_BACK, MERC_TYPES, N_PEOPLES, SPY_BACK, START, card_set
from orcdesk.ui.kit import draw, glyphs, textures, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.cards import card_radius
from orcdesk.ui.kit.text import fit_label, fit_size, readable, render_text

CS = card_set()
CARD_RATIO = 1.42  # height / width
SS = 4

# --- seats: seven colours, each with its own glyph (colour is never the only cue) ---------------------------
SEAT_KEYS = ("red", "blue", "green", "yellow", "orange", "purple", "black")
_SEAT_NORMAL = (
    (213, 74, 48),
    (52, 120, 206),
    (40, 158, 96),
    (240, 196, 40),
    (236, 134, 36),
    (150, 86, 176),
    (66, 62, 70),
)
_SEAT_CONTRAST = (
    (200, 40, 30),
    (0, 114, 178),
    (0, 158, 115),
    (240, 228, 66),
    (230, 159, 0),
    (204, 121, 167),
    (30, 30, 34),
)
SEAT_GLYPHS = ("flame", "drop", "leaf", "sun", "star", "crown", "moon")


def seat_colour(seat: int) -> tuple:
    pal = _SEAT_CONTRAST if theme.high_contrast else _SEAT_NORMAL
    return pal[seat % len(pal)]


def seat_edge(seat: int) -> tuple:
    """An outline for the seat colour on the dark felt (black needs a light one)."""
    return (200, 196, 186) if seat % 7 == 6 else theme.shade(seat_colour(seat), 0.5)


def _star(s, n, c, fill, edge, w, points=5, inner=0.45):
    pts = []
    for k in range(points * 2):
        r = n * 0.46 if k % 2 == 0 else n * 0.46 * inner
        a = math.pi * k / points - math.pi / 2
        pts.append((c + r * math.cos(a), c + r * math.sin(a) + n * 0.03))
    pygame.draw.polygon(s, edge, pts)
    shrink = [(c + (x - c) * 0.84, c + (y - c) * 0.84) for x, y in pts]
    pygame.draw.polygon(s, fill, shrink)


def _moon(s, n, c, fill, edge, w):
    pygame.draw.circle(s, edge, (c, c), n * 0.44)
    pygame.draw.circle(s, fill, (c, c), n * 0.44 - w)
    pygame.draw.circle(s, (0, 0, 0, 0), (c + n * 0.2, c - n * 0.12), n * 0.36)
    pygame.draw.circle(s, edge, (c + n * 0.2, c - n * 0.12), n * 0.36, w)
    pygame.draw.circle(s, (0, 0, 0, 0), (c + n * 0.2, c - n * 0.12), n * 0.36 - w)


@sized_cache(maxsize=256)
def glyph(name: str, size: int, fill: tuple, edge: tuple = (30, 20, 14)) -> pygame.Surface:
    """A seat or people glyph: the kit's emblems plus a star, a moon and a few drawn here."""
    if name in glyphs.EMBLEM_NAMES:
        return glyphs.emblem(name, size, fill, edge)
    n = max(4, int(size)) * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    w = max(2, n // 14)
    {
        "star": _star,
        "moon": _moon,
        "axe": _axe,
        "hammer": _hammer,
        "eye": _eye,
        "dagger": _dagger,
        "wing": _wing,
        "catapult": _catapult,
        "boulder": _boulder,
        "tusk": _tusk,
        "coins": _coins,
    }[name](s, n, c, fill, edge, w)
    return pygame.transform.smoothscale(s, (max(4, int(size)), max(4, int(size))))


def seat_glyph(seat: int, size: int) -> pygame.Surface:
    return glyph(SEAT_GLYPHS[seat % 7], size, seat_colour(seat), seat_edge(seat) if seat % 7 == 6 else (30, 20, 14))


# --- people and mercenaries ------------------------------------------------------------------------------
PEOPLE_COLOURS = {
    "orcs": (78, 140, 56),
    "barbarians": (184, 72, 40),
    "skeletons": (196, 190, 170),
    "dwarves": (66, 104, 164),
}
PEOPLE_GLYPHS = {"orcs": "tusk", "barbarians": "axe", "skeletons": "skull", "dwarves": "hammer"}
MERC_COLOUR = (112, 84, 58)
SPY_COLOUR = (46, 42, 56)
BACK_COLOURS = [PEOPLE_COLOURS[p] for p in CS.peoples] + [MERC_COLOUR, SPY_COLOUR]


def _axe(s, n, c, fill, edge, w):
    pygame.draw.line(s, edge, (c - n * 0.28, c + n * 0.4), (c + n * 0.2, c - n * 0.35), int(n * 0.11))
    pygame.draw.line(s, (150, 104, 60), (c - n * 0.28, c + n * 0.4), (c + n * 0.2, c - n * 0.35), int(n * 0.07))
    blade = [
        (c + n * 0.02, c - n * 0.3),
        (c + n * 0.42, c - n * 0.42),
        (c + n * 0.36, c + n * 0.02),
        (c + n * 0.12, c - n * 0.08),
    ]
    pygame.draw.polygon(s, edge, blade)
    pygame.draw.polygon(s, fill, [(c + (x - c) * 0.92 + n * 0.015, c + (y - c) * 0.92) for x, y in blade])


def _hammer(s, n, c, fill, edge, w):
    pygame.draw.line(s, edge, (c, c - n * 0.15), (c, c + n * 0.44), int(n * 0.12))
    pygame.draw.line(s, (150, 104, 60), (c, c - n * 0.15), (c, c + n * 0.42), int(n * 0.07))
    head = pygame.Rect(0, 0, n * 0.72, n * 0.3)
    head.center = (c, c - n * 0.22)
    pygame.draw.rect(s, edge, head, border_radius=int(n * 0.05))
    pygame.draw.rect(s, fill, head.inflate(-w * 2, -w * 2), border_radius=int(n * 0.04))


def _tusk(s, n, c, fill, edge, w):
    """An orc's lower jaw with two tusks."""
    jaw = pygame.Rect(0, 0, n * 0.8, n * 0.5)
    jaw.center = (c, c + n * 0.12)
    pygame.draw.ellipse(s, edge, jaw)
    pygame.draw.ellipse(s, fill, jaw.inflate(-w * 2, -w * 2))
    for side in (-1, 1):
        pts = [
            (c + side * n * 0.22, c + n * 0.05),
            (c + side * n * 0.08, c + n * 0.05),
            (c + side * n * 0.2, c - n * 0.42),
        ]
        pygame.draw.polygon(s, edge, [(x + side * w * 0.5, y + w * 0.3) for x, y in pts])
        pygame.draw.polygon(s, (246, 238, 214), pts)


def _eye(s, n, c, fill, edge, w):
    rect = pygame.Rect(0, 0, n * 0.88, n * 0.5)
    rect.center = (c, c)
    pygame.draw.ellipse(s, edge, rect)
    pygame.draw.ellipse(s, (240, 232, 210), rect.inflate(-w * 2, -w * 2))
    pygame.draw.circle(s, fill, (c, c), n * 0.17)
    pygame.draw.circle(s, edge, (c, c), n * 0.08)


def _dagger(s, n, c, fill, edge, w):
    blade = [(c, c - n * 0.46), (c + n * 0.09, c + n * 0.1), (c - n * 0.09, c + n * 0.1)]
    pygame.draw.polygon(s, edge, blade)
    pygame.draw.polygon(s, (214, 218, 226), [(c + (x - c) * 0.8, c + (y - c) * 0.85) for x, y in blade])
    pygame.draw.rect(s, edge, (c - n * 0.24, c + n * 0.08, n * 0.48, n * 0.09), border_radius=int(n * 0.03))
    pygame.draw.rect(s, fill, (c - n * 0.06, c + n * 0.17, n * 0.12, n * 0.25), border_radius=int(n * 0.03))


def _wing(s, n, c, fill, edge, w):
    for k, side in enumerate((-1, 1)):
        pts = [(c, c + n * 0.05)]
        for j in range(5):
            a = math.radians(200 - j * 22) if side < 0 else math.radians(-20 + j * 22)
            r = n * (0.44 - j * 0.04)
            pts.append((c + side * abs(math.cos(a)) * r, c - abs(math.sin(a)) * r * 0.9 + n * 0.05))
        pygame.draw.polygon(s, edge, pts)
        pygame.draw.polygon(s, fill, [(c + (x - c) * 0.88, c + (y - c) * 0.88 + n * 0.01) for x, y in pts])
    pygame.draw.circle(s, edge, (c, c + n * 0.15), n * 0.12)
    pygame.draw.circle(s, (170, 150, 120), (c, c + n * 0.15), n * 0.08)


def _catapult(s, n, c, fill, edge, w):
    base = pygame.Rect(0, 0, n * 0.8, n * 0.14)
    base.center = (c, c + n * 0.18)
    pygame.draw.rect(s, edge, base, border_radius=int(n * 0.03))
    pygame.draw.rect(s, fill, base.inflate(-w, -w), border_radius=int(n * 0.03))
    for x in (c - n * 0.26, c + n * 0.26):
        pygame.draw.circle(s, edge, (x, c + n * 0.32), n * 0.12)
        pygame.draw.circle(s, (150, 130, 100), (x, c + n * 0.32), n * 0.07)
    pygame.draw.line(s, edge, (c - n * 0.2, c + n * 0.14), (c + n * 0.3, c - n * 0.4), int(n * 0.09))
    pygame.draw.circle(s, edge, (c + n * 0.32, c - n * 0.38), n * 0.1)
    pygame.draw.circle(s, (120, 120, 128), (c + n * 0.32, c - n * 0.38), n * 0.07)


def _coins(s, n, c, fill, edge, w):
    """A stack of coins: the mercenaries' back (they fight for pay), unlike any card face."""
    cw, ch = n * 0.62, n * 0.2
    for k in range(4):
        box = pygame.Rect(0, 0, cw, ch)
        box.center = (c - n * 0.04 + (k % 2) * n * 0.06, c + n * 0.3 - k * n * 0.15)
        pygame.draw.ellipse(s, edge, box.inflate(w, w))
        pygame.draw.ellipse(s, fill, box)
        pygame.draw.ellipse(s, theme.shade(fill, 0.75), box.inflate(-cw * 0.35, -ch * 0.35), max(1, w // 2))


def _boulder(s, n, c, fill, edge, w):
    pygame.draw.circle(s, edge, (c, c), n * 0.4)
    pygame.draw.circle(s, fill, (c, c), n * 0.4 - w)


def people_glyph(people: str, size: int) -> pygame.Surface:
    col = PEOPLE_COLOURS[people]
    if people == "skeletons":
        return glyph("skull", size, (236, 230, 212))
    return glyph(PEOPLE_GLYPHS[people], size, theme.shade(col, 1.15))


@sized_cache(maxsize=128)
def merc_glyph(merc: str, size: int) -> pygame.Surface:
    size = max(6, int(size))
    if merc == "goblin":
        return glyphs.orc_figure(int(size * 0.8), (150, 190, 60))
    if merc == "troll":
        return glyphs.orc_figure(size, (140, 148, 162))
    if merc == "giant":
        fig = glyphs.orc_figure(size, (176, 132, 96), war_paint=(120, 40, 30))
        return fig
    name = {"flying_machine": "wing", "war_machine": "catapult", "goblin_commando": "dagger"}[merc]
    return glyph(name, size, (190, 170, 120))


def spy_glyph(size: int) -> pygame.Surface:
    return glyph("eye", size, (70, 130, 90))


# --- names ---------------------------------------------------------------------------------------------
def people_name(people: str) -> str:
    return t(f"braves.people.{people}")


def type_name(type_name_: str) -> str:
    """A card type in words: "Orc veteran (6)", "Goblin", "Spy 2"."""
    if type_name_.startswith("spy_"):
        return t("braves.card.spy", n=int(type_name_[4:]))
    if type_name_ in MERC_TYPES:
        return t(f"braves.merc.{type_name_}")
    people, role = type_name_.rsplit("_", 1)
    tid = CS.type_names.index(type_name_)
    value = CS.value[CS.by_type[tid][0]]
    return t(f"braves.card.{role}", people=people_name(people), value=value)


def card_name(card: int) -> str:
    if card == START:
        return t("braves.card.start")
    return type_name(CS.type_names[CS.type[card]])


def back_name(back: int) -> str:
    if back < N_PEOPLES:
        return people_name(CS.peoples[back])
    return t("braves.back.mercenary" if back == MERC_BACK else "braves.back.spy")


def card_rule(card: int) -> str:
    """What the card does, in a sentence (tooltips, the stack popup)."""
    b = CS.back[card]
    if b < N_PEOPLES:
        if CS.is_chief[card]:
            return t("braves.rule.chief")
        return t("braves.rule.people")
    if b == SPY_BACK:
        return t("braves.rule.spy")
    return t(f"braves.rule.{MERC_TYPES[CS.type[card] - CS.merc_base]}")


# --- faces ---------------------------------------------------------------------------------------------
@sized_cache(maxsize=512)
def _face(tid: int, w: int, h: int) -> pygame.Surface:
    card = CS.by_type[tid][0]
    b = CS.back[card]
    col = BACK_COLOURS[b]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(textures.parchment(w, h, theme.lerp_color(theme.PARCHMENT, col, 0.12), seed=tid % 5 + 2), (0, 0))
    band = pygame.Rect(0, 0, w, max(6, int(h * 0.26)))
    pygame.draw.rect(s, col, band)
    pygame.draw.line(s, theme.shade(col, 0.55), band.bottomleft, band.bottomright, max(1, h // 50))
    light_band = b == 2  # skeletons: bone band, dark ink
    ink = theme.INK if light_band else theme.TEXT
    value = CS.value[card]
    small = w < 70
    if b < N_PEOPLES:
        people = CS.peoples[b]
        vs = readable(band.h * 1.05)
        img = render_text(
            str(value),
            vs,
            ink,
            bold=True,
            outline=theme.shade(col, 0.5) if not light_band else None,
            outline_px=max(1, vs // 14),
        )
        s.blit(img, img.get_rect(midleft=(max(2, w // 14), band.centery + 1)))
        g = people_glyph(people, int(band.h * 0.85))
        s.blit(g, g.get_rect(midright=(w - max(2, w // 16), band.centery)))
        art = pygame.Rect(0, band.bottom, w, int(h * 0.5))
        if CS.is_chief[card]:
            crown = glyphs.emblem("crown", int(min(w * 0.7, art.h * 0.9)), (240, 196, 40))
            s.blit(crown, crown.get_rect(center=art.center))
            x2 = render_text("×2", readable(art.h * 0.36), theme.INK, bold=True, outline=theme.PARCHMENT, outline_px=2)
            s.blit(x2, x2.get_rect(bottomright=(w - 3, art.bottom)))
        else:
            fig = people_glyph(people, int(min(w * 0.66, art.h * 0.9)))
            s.blit(fig, fig.get_rect(center=art.center))
            if CS.roles[CS.type[card] % len(CS.roles)] == "veteran":
                for dx in (-1, 1):  # two pips: a veteran
                    pygame.draw.circle(s, theme.INK, (w // 2 + dx * w * 0.36, art.centery), max(2, w // 20))
        label = t("braves.role." + CS.roles[CS.type[card] % len(CS.roles)])
        name = label if small else f"{label} · {people_name(people)}"
    elif b == MERC_BACK:
        merc = MERC_TYPES[CS.type[card] - CS.merc_base]
        text = {"flying_machine": "4+", "goblin_commando": "—"}.get(merc, str(value))
        vs = readable(band.h * 1.0)
        img = render_text(text, vs, ink, bold=True, outline=theme.shade(col, 0.5), outline_px=max(1, vs // 14))
        s.blit(img, img.get_rect(midleft=(max(2, w // 14), band.centery + 1)))
        lab = render_text(t("braves.back.mercenary_short"), readable(band.h * 0.42), ink, bold=True)
        if lab.get_width() < w * 0.45:
            s.blit(lab, lab.get_rect(midright=(w - max(2, w // 12), band.centery)))
        art = pygame.Rect(0, band.bottom, w, int(h * 0.5))
        g = merc_glyph(merc, int(min(w * 0.7, art.h * 0.92)))
        s.blit(g, g.get_rect(center=art.center))
        name = t(f"braves.merc.{merc}")
    else:
        n = CS.spy_number[card]
        vs = readable(band.h * 1.0)
        img = render_text(str(n), vs, ink, bold=True)
        s.blit(img, img.get_rect(midleft=(max(2, w // 14), band.centery + 1)))
        art = pygame.Rect(0, band.bottom, w, int(h * 0.5))
        g = spy_glyph(int(min(w * 0.7, art.h * 0.8)))
        s.blit(g, g.get_rect(center=art.center))
        name = t("braves.card.spy", n=n)
    name, ns = fit_label(name, int(h * 0.11), w - 4, bold=True)
    img = render_text(name, ns, theme.INK, bold=True)
    s.blit(img, img.get_rect(midbottom=(w // 2, h - max(2, h // 22))))
    pygame.draw.rect(s, theme.shade(col, 0.5), s.get_rect(), max(1, w // 30), border_radius=card_radius(w))
    return draw.clip_rounded(s, card_radius(w))


def card_face(card: int, w: int, h: int) -> pygame.Surface:
    """The face of an army card (or of the "début des recrutements" card)."""
    w, h = max(14, int(w)), max(20, int(h))
    if card == START:
        return start_face(w, h)
    return _face(CS.type[card], w, h)


@sized_cache(maxsize=32)
def start_face(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(textures.parchment(w, h, (236, 210, 150), seed=9), (0, 0))
    pygame.draw.rect(s, theme.BRASS_DARK, s.get_rect(), max(2, w // 20), border_radius=card_radius(w))
    horn = glyphs.emblem("sun", int(w * 0.6), theme.BRASS)
    s.blit(horn, horn.get_rect(center=(w // 2, int(h * 0.4))))
    words = t("braves.card.start_short").split(" ")
    y = int(h * 0.66)
    for word in words[:3]:
        size = fit_size(word, int(h * 0.12), w - 6, bold=True)
        img = render_text(word, size, theme.INK, bold=True)
        s.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height() - 2
    return draw.clip_rounded(s, card_radius(w))


@sized_cache(maxsize=64)
def back_face(back: int, w: int, h: int) -> pygame.Surface:
    """A card back: the peoples' backs in their colour with their glyph, mercenaries brown, spies dark."""
    w, h = max(10, int(w)), max(14, int(h))
    col = BACK_COLOURS[back]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(textures.parchment(w, h, theme.shade(col, 0.8), seed=31 + back), (0, 0))
    inset = max(2, w // 10)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    pygame.draw.rect(
        s, theme.shade(col, 1.3), inner, max(1, w // 30), border_radius=max(2, card_radius(w) - inset // 2)
    )
    n = int(min(w, h) * 0.62)
    if back < N_PEOPLES:
        g = people_glyph(CS.peoples[back], n)
    elif back == MERC_BACK:
        g = glyph("coins", n, (226, 186, 84))
    else:
        g = spy_glyph(n)
    s.blit(g, g.get_rect(center=(w // 2, h // 2)))
    pygame.draw.rect(s, theme.shade(col, 0.45), s.get_rect(), max(1, w // 24), border_radius=card_radius(w))
    return draw.clip_rounded(s, card_radius(w))


@sized_cache(maxsize=16)
def deck_back(w: int, h: int) -> pygame.Surface:
    """The back of the undealt army deck (the wizard's): the table's own back."""
    from orcdesk.ui.kit.cards import card_back

    return card_back(w, h, (60, 44, 86))


# --- shields, desertions, markers ---------------------------------------------------------------------
def _shield_points(w: float, h: float, x0: float = 0, y0: float = 0) -> list:
    pts = [(x0, y0), (x0 + w, y0)]
    steps = 12
    for k in range(steps + 1):  # right side curving to the point
        f = k / steps
        pts.append((x0 + w - (w / 2) * f**1.8, y0 + h * 0.45 + h * 0.55 * f))
    for k in range(steps, -1, -1):
        f = k / steps
        pts.append((x0 + (w / 2) * f**1.8, y0 + h * 0.45 + h * 0.55 * f))
    return pts


@sized_cache(maxsize=128)
def shield_token(seat: int, size: int) -> pygame.Surface:
    """A recruitment shield in the seat's colour with the seat's glyph (heraldic shape)."""
    size = max(8, int(size))
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    w, h = n * 0.84, n * 0.96
    x0, y0 = (n - w) / 2, n * 0.02
    pygame.draw.polygon(s, seat_edge(seat) if seat % 7 == 6 else theme.INK, _shield_points(w, h, x0, y0))
    m = n * 0.07
    pygame.draw.polygon(
        s,
        seat_edge(seat) if seat % 7 == 6 else theme.BRASS,
        _shield_points(w - 2 * m * 0.6, h - 2 * m * 0.6, x0 + m * 0.6, y0 + m * 0.6),
    )
    pygame.draw.polygon(s, seat_colour(seat), _shield_points(w - 2 * m, h - 2 * m, x0 + m, y0 + m))
    out = pygame.transform.smoothscale(s, (size, size))
    g = seat_glyph(seat, int(size * 0.5))
    out.blit(g, g.get_rect(center=(size // 2, int(size * 0.42))))
    return out


@sized_cache(maxsize=128)
def desertion_token(seat: int, size: int) -> pygame.Surface:
    """A desertion: a torn red pennant with a fleeing arrow, ringed with the deserter's colour."""
    size = max(8, int(size))
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    pygame.draw.circle(s, seat_edge(seat) if seat % 7 == 6 else theme.INK, (c, c), n * 0.48)
    pygame.draw.circle(s, seat_colour(seat), (c, c), n * 0.44)
    pygame.draw.circle(s, (120, 24, 20), (c, c), n * 0.33)
    wline = int(n * 0.08)
    pygame.draw.line(s, (250, 240, 220), (c - n * 0.18, c + n * 0.18), (c + n * 0.18, c - n * 0.18), wline)
    pygame.draw.line(s, (250, 240, 220), (c - n * 0.18, c - n * 0.18), (c + n * 0.18, c + n * 0.18), wline)
    return pygame.transform.smoothscale(s, (size, size))


def item_token(item: dict, size: int) -> pygame.Surface:
    """A pile item's token: ``{"shield": seat}`` or ``{"desertion": seat}``."""
    return shield_token(item["shield"], size) if "shield" in item else desertion_token(item["desertion"], size)


@sized_cache(maxsize=64)
def shield_card(seat: int, w: int, h: int, kind: str) -> pygame.Surface:
    """A player's own card in hand: a recruitment shield (``kind`` "shield") or a desertion ("desert")."""
    w, h = max(14, int(w)), max(20, int(h))
    col = seat_colour(seat)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    base = theme.lerp_color(theme.PARCHMENT, col, 0.35 if kind == "shield" else 0.15)
    s.blit(textures.parchment(w, h, base, seed=40 + seat), (0, 0))
    band = pygame.Rect(0, 0, w, max(5, int(h * 0.16)))
    pygame.draw.rect(s, col if kind == "shield" else (130, 30, 24), band)
    small = w < 44  # a small card is all emblem, no label
    size = int(min(w * (0.96 if small else 0.8), h * (0.7 if small else 0.55)))
    tok = shield_token(seat, size) if kind == "shield" else desertion_token(seat, size)
    s.blit(tok, tok.get_rect(center=(w // 2, int(h * (0.56 if small else 0.5)))))
    if small:
        pygame.draw.rect(
            s,
            theme.shade(col, 0.5) if seat % 7 != 6 else (20, 20, 20),
            s.get_rect(),
            max(1, w // 22),
            border_radius=card_radius(w),
        )
        return draw.clip_rounded(s, card_radius(w))
    label = t("braves.ui.shield_card" if kind == "shield" else "braves.ui.desert_card")
    size = fit_size(label, max(7, int(h * 0.13)), w - 4, bold=True)
    img = render_text(label, size, theme.INK, bold=True)
    s.blit(img, img.get_rect(midbottom=(w // 2, h - max(2, h // 24))))
    pygame.draw.rect(
        s,
        theme.shade(col, 0.5) if seat % 7 != 6 else (20, 20, 20),
        s.get_rect(),
        max(1, w // 22),
        border_radius=card_radius(w),
    )
    return draw.clip_rounded(s, card_radius(w))


@sized_cache(maxsize=16)
def wizard_hat(size: int) -> pygame.Surface:
    """The wizard's pointed hat with stars (who deals this round)."""
    size = max(10, int(size))
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    brim = pygame.Rect(0, 0, n * 0.92, n * 0.2)
    brim.center = (c, n * 0.82)
    cone = [
        (c - n * 0.3, n * 0.8),
        (c + n * 0.3, n * 0.8),
        (c + n * 0.12, n * 0.3),
        (c + n * 0.3, n * 0.06),
        (c - n * 0.02, n * 0.22),
    ]
    pygame.draw.polygon(s, theme.INK, [(x, y + SS) for x, y in cone])
    pygame.draw.polygon(s, (70, 54, 140), cone)
    pygame.draw.polygon(s, (40, 28, 90), cone, SS * 2)
    pygame.draw.ellipse(s, theme.INK, brim.inflate(SS * 2, SS * 2))
    pygame.draw.ellipse(s, (86, 66, 160), brim)
    for x, y, r in ((c - n * 0.08, n * 0.62, 0.07), (c + n * 0.1, n * 0.48, 0.05), (c - n * 0.02, n * 0.38, 0.04)):
        pygame.draw.circle(s, (250, 220, 90), (x, y), n * r * 0.5)
    return pygame.transform.smoothscale(s, (size, size))


@sized_cache(maxsize=16)
def champion_banner(size: int) -> pygame.Surface:
    """The champion's marker: a gold laurel star on a ribbon."""
    size = max(10, int(size))
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    for side in (-1, 1):
        pts = [
            (c + side * n * 0.05, c + n * 0.1),
            (c + side * n * 0.3, c + n * 0.46),
            (c + side * n * 0.2, c + n * 0.38),
            (c + side * n * 0.12, c + n * 0.48),
            (c - side * n * 0.02, c + n * 0.14),
        ]
        pygame.draw.polygon(s, (150, 30, 30), pts)
    _star(s, n * 0.95, c, (250, 208, 70), theme.INK, SS)
    return pygame.transform.smoothscale(s, (size, size))


__all__ = [
    "CARD_RATIO",
    "card_face",
    "back_face",
    "deck_back",
    "shield_token",
    "desertion_token",
    "shield_card",
    "wizard_hat",
    "champion_banner",
    "seat_colour",
    "seat_glyph",
    "people_glyph",
    "merc_glyph",
    "card_name",
    "type_name",
    "back_name",
    "people_name",
    "card_rule",
    "glyph",
]
