"""The Orc pieces: card ends, whole cards, tribe tiles and the spear card, drawn once per size and cached
(the rules screen draws its pictures with them too).
"""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import cards, draw, glyphs, textures, theme
from orcdesk.ui.kit.cache import sized_cache

CARD_ASPECT = 1.62  # height / width of an Orc card (skinny gum-pack cards)


# ---------------------------------------------------------------------------------------------- faces
@sized_cache(maxsize=512)
def half_face(colour: str, orcs: int, w: int, h: int) -> pygame.Surface:
    """One end of a card, drawn with its END at the top edge: a colour strip with 1 or 2 pips, the
    tribe emblem, and 1 or 2 orcs wearing the tribe's war paint."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col, dark = theme.tribe_color(colour), theme.tribe_dark(colour)
    bg = theme.lerp_color(col, theme.PARCHMENT, 0.62)
    s.blit(draw.vertical_gradient(w, h, theme.shade(bg, 1.08), theme.shade(bg, 0.92)), (0, 0))
    strip = max(4, int(h * 0.2))
    s.blit(draw.vertical_gradient(w, strip, theme.shade(col, 1.1), theme.shade(col, 0.85)), (0, 0))
    pygame.draw.line(s, dark, (0, strip), (w, strip), max(1, h // 40))
    # pips: the rulebook's "points" that show 1 or 2 at a glance
    pr = max(2, int(strip * 0.28))
    for i in range(orcs):
        x = w // 2 + (i - (orcs - 1) / 2) * pr * 2.8
        pygame.draw.circle(s, dark, (int(x), strip // 2), pr + 1)
        pygame.draw.circle(s, (250, 246, 236), (int(x), strip // 2), pr)
    body_h = h - strip
    em_size = max(8, int(min(w * 0.34, body_h * 0.34)))
    em = glyphs.emblem(theme.TRIBE_GLYPHS.get(colour, "circle"), em_size, col, dark)
    orc_size = max(8, int(min(w * (0.62 if orcs == 1 else 0.48), body_h * 0.62)))
    fig = glyphs.orc_figure(orc_size, theme.ORC_SKIN, theme.ORC_EDGE, col)
    cy = strip + body_h * 0.56
    if orcs == 1:
        s.blit(fig, fig.get_rect(center=(w // 2, int(cy))))
    else:
        for dx in (-0.24, 0.24):
            s.blit(fig, fig.get_rect(center=(int(w * (0.5 + dx)), int(cy))))
    s.blit(em, em.get_rect(topleft=(max(1, w // 20), strip + max(1, h // 30))))
    return s


@sized_cache(maxsize=512)
def card_face(one: str, two: str, w: int, h: int, up_end: int = 1, faded_end: int | None = None) -> pygame.Surface:
    """A whole card, ``up_end`` (0: 1-orc end, 1: 2-orc end) at the top; ``faded_end`` greyed and crossed
    out (the half that does not count where the card was played)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(textures.parchment(w, h), (0, 0))
    hh = h // 2
    ends = {0: (one, 1), 1: (two, 2)}
    top_colour, top_orcs = ends[up_end]
    bot_colour, bot_orcs = ends[1 - up_end]
    inset = max(2, w // 18)
    iw, ih = w - 2 * inset, hh - inset - max(1, inset // 3)
    top = half_face(top_colour, top_orcs, iw, ih)
    bottom = pygame.transform.rotate(half_face(bot_colour, bot_orcs, iw, ih), 180)
    s.blit(top, (inset, inset))
    s.blit(bottom, (inset, h - inset - ih))
    pygame.draw.line(s, theme.INK_SOFT, (inset, hh), (w - inset, hh), max(1, h // 90))
    if faded_end is not None:
        fy = inset if faded_end == up_end else h - inset - ih
        fade = pygame.Surface((iw, ih), pygame.SRCALPHA)
        fade.fill((120, 116, 110, 165))
        s.blit(fade, (inset, fy))
        cross = max(2, w // 22)
        pygame.draw.line(
            s, (70, 50, 40), (inset + iw * 0.15, fy + ih * 0.15), (inset + iw * 0.85, fy + ih * 0.85), cross
        )
        pygame.draw.line(
            s, (70, 50, 40), (inset + iw * 0.85, fy + ih * 0.15), (inset + iw * 0.15, fy + ih * 0.85), cross
        )
    s.blit(cards.card_frame(w, h), (0, 0))
    return draw.clip_rounded(s, cards.card_radius(w))


@sized_cache(maxsize=64)
def tribe_tile(colour: str, value: int, w: int, h: int) -> pygame.Surface:
    """A tribe: one half of a frontier card seen from above: colour field, big emblem, its value in orcs."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col, dark = theme.tribe_color(colour), theme.tribe_dark(colour)
    s.blit(textures.parchment(w, h, col, seed=31), (0, 0))  # painted-card grain in the tribe's colour
    shading = draw.vertical_gradient(w, h, (255, 255, 255), (0, 0, 0), 48)
    s.blit(shading, (0, 0))
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 12), -max(4, w // 12))
    pygame.draw.rect(s, theme.shade(dark, 1.0), inner, max(1, w // 50), border_radius=max(2, w // 14))
    em = glyphs.emblem(theme.TRIBE_GLYPHS.get(colour, "circle"), int(min(w, h) * 0.42), theme.shade(col, 1.18), dark)
    s.blit(em, em.get_rect(center=(w // 2, int(h * 0.38))))
    fig_size = int(min(w * 0.30, h * 0.30))
    fig = glyphs.orc_figure(fig_size, theme.ORC_SKIN, theme.ORC_EDGE, theme.shade(col, 1.15))
    for i in range(value):
        x = w // 2 + (i - (value - 1) / 2) * fig_size * 1.0
        s.blit(fig, fig.get_rect(center=(int(x), int(h * 0.78))))
    return s


@sized_cache(maxsize=16)
def spear_card(w: int, h: int, point_down: bool) -> pygame.Surface:
    """The card a battle leaves on the winner's side: turned to its spear side, spear toward the winner."""
    s = cards.card_back(w, h, (70, 52, 36)).copy()
    sp = glyphs.spear(int(h * 0.9), (160, 110, 60), (220, 220, 230))
    sp = pygame.transform.rotate(sp, -90 if point_down else 90)
    s.blit(sp, sp.get_rect(center=(w // 2, h // 2)))
    return s
