"""Art of the Orcs & Trolls table, drawn in code: card faces, trait crosses, frog and trap markers, VP badge.

Every surface is cached per card and size (``kit.cache.sized_cache``), so the table redraws every frame for a blit.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.cards import (
    ATTACK,
    CARDS,
    GREEN,
    GREY,
    KIND_NAMES,
    ORC,
    TREASURE,
    TRIAL,
    TROLL,
)
from orcdesk.ui.kit import draw, glyphs, textures, theme
from orcdesk.ui.kit.cache import sized_cache
from orcdesk.ui.kit.cards import card_radius
from orcdesk.ui.kit.text import fit_label, fit_text, readable, render_text

C = CARDS
CARD_RATIO = 1.45  # height / width of every card

# Colour band of each card type (the rulebook's card colours: yellow treasures, red trials, black attacks,
# grey attack bonuses, green defences; orcs and trolls get earth and stone).
KIND_COLORS = {
    ORC: (92, 112, 48),
    TROLL: (96, 104, 118),
    TREASURE: (214, 164, 38),
    TRIAL: (168, 40, 32),
    ATTACK: (34, 30, 32),
    GREY: (126, 126, 132),
    GREEN: (40, 132, 68),
}
# Trait crosses, in the rulebook's colours: black strength, blue swimming, red agility, yellow charisma.
TRAIT_COLORS = {
    "strength": (28, 26, 26),
    "swimming": (40, 110, 210),
    "agility": (206, 52, 40),
    "charisma": (240, 196, 40),
}
TRAIT_BITS = ((1, "strength"), (2, "swimming"), (4, "agility"), (8, "charisma"))
TROLL0 = next(c for c in range(C.n_cards) if C.kind[c] == TROLL)


def traits_of(card: int) -> list[str]:
    return [name for bit, name in TRAIT_BITS if C.traits[card] & bit]


def card_name(card: int) -> str:
    kind = C.kind[card]
    if kind == ORC:
        return C.name[card]  # proper names, the same in every language
    if kind == TROLL:
        return t(f"orcs_trolls.troll.{card - TROLL0}")
    return t(f"orcs_trolls.card.{C.key[card]}.name")


def kind_label(card: int) -> str:
    return t(f"orcs_trolls.kind.{KIND_NAMES[C.kind[card]]}")


def card_text(card: int) -> str:
    """The card's rule in words (tooltip and big face)."""
    kind = C.kind[card]
    if kind == ORC:
        tr = traits_of(card)
        if not tr:
            return t("orcs_trolls.ui.no_trait")
        return " · ".join(t(f"orcs_trolls.trait.{x}.text") for x in tr)
    if kind == TROLL:
        return t("orcs_trolls.ui.troll_text")
    return t(f"orcs_trolls.card.{C.key[card]}.text")


def card_tooltip(card: int) -> str:
    return f"{card_name(card)} ({kind_label(card)}): {card_text(card)}"


def big_value(card: int) -> str:
    """The number printed large on the face: VP of treasures, bonus of attacks and bonuses."""
    kind = C.kind[card]
    if kind == TREASURE:
        return f"{C.vp[card]}"
    if kind in (ATTACK, GREY) or (kind == GREEN and C.bonus[card]):
        return f"+{C.bonus[card]}"
    return ""


# ---------------------------------------------------------------------------------------------- pieces
@sized_cache(maxsize=256)
def trait_cross(trait: str, size: int) -> pygame.Surface:
    """A trait cross: a thick plus sign in the trait's colour with a light rim (legible on any face)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    col = TRAIT_COLORS[trait]
    arm = max(3, size // 3)
    rim = (250, 244, 228) if trait != "charisma" else (90, 60, 10)
    for rect in (pygame.Rect((size - arm) // 2, 0, arm, size), pygame.Rect(0, (size - arm) // 2, size, arm)):
        pygame.draw.rect(s, rim, rect, border_radius=max(1, arm // 4))
    for rect in (
        pygame.Rect((size - arm) // 2 + 1, 1, arm - 2, size - 2),
        pygame.Rect(1, (size - arm) // 2 + 1, size - 2, arm - 2),
    ):
        pygame.draw.rect(s, col, rect, border_radius=max(1, arm // 4))
    return s


def _token(big: int, pond) -> tuple[pygame.Surface, int]:
    """A round double-sided marker token: a cream rim around a coloured field."""
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big // 2
    pygame.draw.circle(s, (40, 30, 20), (c, c), c)
    pygame.draw.circle(s, (238, 226, 190), (c, c), c - big // 30)
    pygame.draw.circle(s, pond, (c, c), c - big // 9)
    return s, c


@sized_cache(maxsize=64)
def frog_marker(size: int) -> pygame.Surface:
    """The frog side of a marker: a frog with bulging eyes on a blue pond token."""
    big = size * 3
    s, c = _token(big, (58, 112, 150))
    edge = (16, 48, 20)
    body = pygame.Rect(0, 0, big * 0.62, big * 0.42)
    body.center = (c, c + big * 0.1)
    pygame.draw.ellipse(s, edge, body)
    pygame.draw.ellipse(s, (112, 200, 70), body.inflate(-big // 20, -big // 20))
    for side in (-1, 1):
        eye = (c + side * big * 0.17, c - big * 0.1)
        pygame.draw.circle(s, edge, eye, big * 0.12)
        pygame.draw.circle(s, (112, 200, 70), eye, big * 0.1)
        pygame.draw.circle(s, (255, 255, 240), eye, big * 0.065)
        pygame.draw.circle(s, (0, 0, 0), eye, big * 0.032)
    mouth = pygame.Rect(0, 0, big * 0.4, big * 0.2)
    mouth.center = (c, c + big * 0.08)
    pygame.draw.arc(s, edge, mouth, 3.5, 5.95, max(2, big // 28))
    return pygame.transform.smoothscale(s, (size, size))


@sized_cache(maxsize=64)
def trap_marker(size: int) -> pygame.Surface:
    """The trapped side of a marker: iron bars over a brown token."""
    big = size * 3
    s, c = _token(big, (132, 88, 50))
    w = max(3, big // 16)
    r = big * 0.3
    for k in (-2, -1, 0, 1, 2):
        x = c + k * big * 0.13
        pygame.draw.line(s, (40, 40, 46), (x, c - r), (x, c + r), w)
    for y in (c - big * 0.16, c + big * 0.16):
        pygame.draw.line(s, (40, 40, 46), (c - r, y), (c + r, y), w)
    return pygame.transform.smoothscale(s, (size, size))


@sized_cache(maxsize=64)
def danger_marker(size: int) -> pygame.Surface:
    """A red warning triangle with "!" (a member in Dangerous position)."""
    big = size * 3
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    pts = [(big / 2, big * 0.06), (big * 0.96, big * 0.9), (big * 0.04, big * 0.9)]
    pygame.draw.polygon(s, (60, 10, 8), pts)
    inner = [(big / 2, big * 0.2), (big * 0.84, big * 0.83), (big * 0.16, big * 0.83)]
    pygame.draw.polygon(s, (236, 70, 50), inner)
    pygame.draw.rect(s, (255, 245, 230), (big * 0.45, big * 0.36, big * 0.1, big * 0.28))
    pygame.draw.rect(s, (255, 245, 230), (big * 0.45, big * 0.69, big * 0.1, big * 0.08))
    return pygame.transform.smoothscale(s, (size, size))


def _coin(s: pygame.Surface, centre, r: int) -> None:
    pygame.draw.circle(s, (120, 84, 20), centre, r)
    pygame.draw.circle(s, (246, 206, 90), centre, max(1, r - max(1, r // 6)))
    pygame.draw.circle(s, (200, 150, 40), centre, max(1, r // 2), max(1, r // 6))


def _art(s: pygame.Surface, card: int, area: pygame.Rect) -> None:
    """The middle picture of a face."""
    kind = C.kind[card]
    n = min(area.w, area.h)
    if kind in (ORC, TROLL):
        skin = (118, 150, 70) if kind == ORC else (140, 148, 160)
        fig = glyphs.orc_figure(max(8, int(n * (0.95 if kind == ORC else 1.05))), skin)
        s.blit(fig, fig.get_rect(center=area.center))
    elif kind == TREASURE:
        r = max(3, n // 5)
        for dx, dy in ((-0.7, 0.35), (0.7, 0.35), (0, -0.25)):
            _coin(s, (area.centerx + int(dx * r), area.centery + int(dy * r)), r)
        if C.key[card] == "sword":
            pygame.draw.line(
                s,
                (200, 204, 214),
                (area.centerx - n * 0.35, area.centery + n * 0.35),
                (area.centerx + n * 0.35, area.centery - n * 0.35),
                max(2, n // 12),
            )
        elif C.key[card] == "talisman":
            pygame.draw.circle(s, (110, 60, 160), area.center, max(3, n // 6))
    else:
        name = {TRIAL: "flame", ATTACK: "skull", GREY: "sun", GREEN: "leaf"}[kind]
        col = theme.shade(KIND_COLORS[kind], 1.25) if kind != ATTACK else (90, 86, 90)
        em = glyphs.emblem(name, max(8, int(n * 0.8)), col)
        em.set_alpha(150)
        s.blit(em, em.get_rect(center=area.center))


@sized_cache(maxsize=1024)
def card_face(card: int, w: int, h: int, text: bool = True, seen_w: int = 0) -> pygame.Surface:
    """The face of one card: a type colour band with the type, the name, art, the big value, trait
    crosses for orcs, and (on large cards, unless ``text`` is False) the rule text. ``seen_w``: how much of
    its width shows when the next card of a fanned hand covers the rest (the type and name fit in there)."""
    w, h = max(12, w), max(16, h)
    seen = min(w, seen_w) if seen_w > 0 else w
    kind = C.kind[card]
    band_col = KIND_COLORS[kind]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(textures.parchment(w, h, theme.PARCHMENT, seed=card % 7 + 3), (0, 0))
    band = pygame.Rect(0, 0, w, max(6, int(h * 0.17)))
    pygame.draw.rect(s, band_col, band)
    pygame.draw.line(s, theme.shade(band_col, 0.6), band.bottomleft, band.bottomright, max(1, h // 90))
    light = kind not in (TREASURE,)
    label_col = theme.TEXT if light else theme.INK
    kind_words, ks = fit_label(kind_label(card), int(band.h * 0.62), seen - 6, bold=True)
    lab = render_text(kind_words, ks, label_col, bold=True)
    lr = lab.get_rect(center=(seen // 2, band.centery))
    s.blit(lab, lr.move(max(0, 3 - lr.x), 0))  # too long even at the smallest size: it starts at the left edge
    # name, wrapped on two lines at most
    name = card_name(card)
    detail = text and w >= 95
    # long names (French trials) shrink to two lines, never under the readable floor
    named = fit_text(name, seen - 6, int(h * (0.095 if detail else 0.12)), max_lines=2, bold=True)
    y = band.bottom + max(1, h // 60)
    for line in named.lines:
        img = render_text(line, named.size, theme.INK, bold=True)
        ir = img.get_rect(midtop=(seen // 2, y))
        s.blit(img, ir.move(max(0, 3 - ir.x), 0))
        y += img.get_height() - 2
    art_bottom = int(h * (0.66 if detail else 0.86))
    art = pygame.Rect(0, y, w, max(8, art_bottom - y))
    _art(s, card, art.inflate(-w // 6, -4))
    value = big_value(card)
    if value:
        vs = readable(h * (0.2 if kind == TREASURE else 0.17))
        img = render_text(
            value,
            vs,
            theme.INK if kind != ATTACK else (150, 20, 16),
            bold=True,
            outline=theme.PARCHMENT,
            outline_px=max(1, vs // 12),
        )
        s.blit(img, img.get_rect(center=art.center))
        if kind == TREASURE:
            vp = render_text(t("orcs_trolls.ui.vp"), readable(h * 0.075), theme.INK, bold=True)
            s.blit(vp, vp.get_rect(midtop=(art.centerx, img.get_rect(center=art.center).bottom - 3)))
    if kind == ORC:
        tr = traits_of(card)
        cs = max(8, int(min(w * 0.26, h * 0.15)))
        total = len(tr) * cs + (len(tr) - 1) * (cs // 4)
        x = (w - total) // 2
        for name_ in tr:
            s.blit(trait_cross(name_, cs), (x, art_bottom - cs - max(2, h // 40) if detail else h - cs - 4))
            x += cs + cs // 4
    if kind == ATTACK and detail:
        vp = render_text(t("orcs_trolls.ui.vp_value", n=C.vp[card]), readable(h * 0.075), theme.INK, bold=True)
        s.blit(vp, vp.get_rect(bottomright=(w - 4, art_bottom)))
    if detail:
        body = fit_text(card_text(card), w - 8, h * 0.062, max_lines=5, max_height=h - art_bottom - 4, line_spacing=1.0)
        yy = art_bottom + 2
        for line in body.lines:
            img = render_text(line, body.size, theme.INK_SOFT)
            s.blit(img, img.get_rect(midtop=(w // 2, yy)))
            yy += img.get_height() - 1
    pygame.draw.rect(s, theme.shade(band_col, 0.55), s.get_rect(), max(1, w // 36), border_radius=card_radius(w))
    return draw.clip_rounded(s, card_radius(w))


@sized_cache(maxsize=256)
def tucked_treasure(card: int, w: int, peek: int) -> pygame.Surface:
    """The strip of a treasure tucked under an orc: its bottom edge with the VP value (what shows)."""
    s = pygame.Surface((w, peek), pygame.SRCALPHA)
    col = KIND_COLORS[TREASURE]
    pygame.draw.rect(s, theme.shade(col, 0.55), s.get_rect(), border_radius=max(2, peek // 3))
    pygame.draw.rect(s, col, s.get_rect().inflate(-2, -2), border_radius=max(2, peek // 3))
    key = C.key[card]
    named = not key.startswith("treasure") and w >= peek * 7  # a chip too narrow for the name: a sign instead
    label = f"{card_name(card)} · {C.vp[card]}" if named else f"{C.vp[card]}"
    r = peek // 2 - 1
    label, size = fit_label(label, int(peek * 0.85), w - (2 * r + 6) - 3, bold=True)  # room right of the sign
    img = render_text(label, size, theme.INK, bold=True)
    centre = (r + 3, peek // 2)
    if key == "sword" and not named:  # a small blade with its crossguard
        pygame.draw.line(
            s, (60, 64, 76), (centre[0] - r, centre[1] + r), (centre[0] + r, centre[1] - r), max(2, peek // 6)
        )
        pygame.draw.line(
            s,
            (60, 64, 76),
            (centre[0] - r // 2, centre[1] - r // 3),
            (centre[0] + r // 3, centre[1] + r // 2),
            max(1, peek // 8),
        )
    elif key == "talisman" and not named:  # a purple gem
        pygame.draw.circle(s, (60, 30, 90), centre, max(2, r))
        pygame.draw.circle(s, (150, 90, 210), centre, max(1, r - max(1, r // 3)))
    else:
        _coin(s, centre, max(2, r - 1))
    s.blit(img, img.get_rect(midleft=(2 * r + 6, peek // 2)))
    return s


@sized_cache(maxsize=256)
def treasure_summary(cards: tuple, w: int, peek: int) -> pygame.Surface:
    """One strip for all the treasures an opponent's orc carries: a sign per sword or talisman, a coin, and
    the values ("3 3 2"), so a rich orc costs one line under its card, not a column of them."""
    s = pygame.Surface((w, peek), pygame.SRCALPHA)
    col = KIND_COLORS[TREASURE]
    pygame.draw.rect(s, theme.shade(col, 0.55), s.get_rect(), border_radius=max(2, peek // 3))
    pygame.draw.rect(s, col, s.get_rect().inflate(-2, -2), border_radius=max(2, peek // 3))
    r = peek // 2 - 1
    x = 3
    for key in ("sword", "talisman"):
        if any(C.key[c] == key for c in cards):
            sign = tucked_treasure(next(c for c in cards if C.key[c] == key), 2 * r + 4, peek)
            s.blit(sign, (x - 3, 0), pygame.Rect(0, 0, 2 * r + 4, peek))
            x += 2 * r + 1
    if x == 3:
        _coin(s, (r + 3, peek // 2), max(2, r - 1))
        x += 2 * r + 1
    label = " ".join(str(C.vp[c]) for c in cards)
    label, size = fit_label(label, int(peek * 0.85), w - x - 4, bold=True)
    img = render_text(label, size, theme.INK, bold=True)
    s.blit(img, img.get_rect(midleft=(x + 2, peek // 2)))
    return s


@sized_cache(maxsize=64)
def vp_badge(total: int, size: int, pending: bool = False) -> pygame.Surface:
    """A round brass VP badge with the total (gold ring when the player has reached the target)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    ring = (255, 214, 92) if pending else theme.BRASS_DARK
    pygame.draw.circle(s, ring, (c, c), c)
    pygame.draw.circle(s, (66, 44, 28), (c, c), c - max(2, size // 12))
    img = render_text(str(total), readable(size * 0.5), theme.TEXT, bold=True)
    s.blit(img, img.get_rect(center=(c, c - size * 0.06)))
    lab = render_text(t("orcs_trolls.ui.vp"), readable(size * 0.22), theme.BRASS, bold=True)
    s.blit(lab, lab.get_rect(center=(c, c + size * 0.28)))
    return s


def check_mark(surface: pygame.Surface, centre, size: int, color=theme.GOOD) -> None:
    x, y = centre
    pts = [(x - size * 0.45, y), (x - size * 0.1, y + size * 0.35), (x + size * 0.5, y - size * 0.4)]
    pygame.draw.lines(surface, (20, 30, 20), False, pts, max(3, size // 4) + 2)
    pygame.draw.lines(surface, color, False, pts, max(2, size // 4))
