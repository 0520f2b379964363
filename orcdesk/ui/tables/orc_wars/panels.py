"""The left panel: your hero card (the three attribute cards with their piles stacked, "Body 5 / 8 left",
wounds, treasures) or the horde's (the King's piles, the clan cards with their piles, the dirty tricks).
Functions of (surface, view, layout ``R``, panel rects ``P``): see view.py and layout.py.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTRS, DATA
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, render_text, wrap_lines
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.choices import squads
from orcdesk.ui.tables.orc_wars.words import (
    attr_name,
    card_name,
    clan_name,
    role_name,
    treasure_name,
    trick_name,
)


def squads_in(obs: dict, clan: int) -> list:
    """The squads of ``clan`` in ``obs``: lists of slots connected by adjacency."""
    return [sq for sq in squads(obs, E.board(obs["scenario"]).neigh) if sq[0] // 5 == clan]


def glow(surface, view, R, rect, hovered: bool = False, color=theme.HILITE) -> None:
    """The shared "you can click this" glow: pulsing halo plus a bright frame."""
    u = R["u"]
    alpha = 150 + int(90 * view.pulse()) if not hovered else 255
    spread = int(u * (2.2 if hovered else 1.6))
    draw.draw_glow(surface, rect, color, spread=spread, alpha=alpha, radius=max(4, rect.w // 10))
    pygame.draw.rect(surface, color, rect.inflate(4, 4), max(2, int(u * 0.35)), border_radius=max(4, rect.w // 12))


def draw_left(surface, view, R, P) -> None:
    u = R["u"]
    L = R["left"]
    draw.panel(surface, L, fill=(40, 28, 22), alpha=232, radius=int(u * 1.4))
    if view.viewer == 0:
        draw_horde_panel(surface, view, R, P, L)
    else:
        draw_hero_panel(surface, view, R, P, L)


def draw_hero_panel(surface, view, R, P, L) -> None:
    u = R["u"]
    obs = view.obs
    seat = view.viewer
    elf = next(e for e in obs["elves"] if e["seat"] == seat)
    role = elf["role"]
    hero = DATA.heroes[role]
    pad = int(u * 1.2)
    x, y = L.x + pad, L.y + pad
    tok = art.elf_token(role, seat, int(u * 2.4))
    surface.blit(tok, tok.get_rect(center=(x + int(u * 2.6), y + int(u * 2.6))))
    name = role_name(role)
    blit_text(surface, name, int(u * 3.2), theme.TEXT, topleft=(x + int(u * 6), y), bold=True, shadow=True)
    who = view.names.seat(seat)
    blit_text(surface, who, int(u * 2.0), theme.TEXT_DIM, topleft=(x + int(u * 6), y + int(u * 3.4)))
    if not elf["alive"]:
        blit_text(surface, t("orc_wars.ui.dead"), int(u * 2.4), theme.DANGER, topright=(L.right - pad, y), bold=True)
    # wound track
    wy = y + int(u * 7.0)
    label = t("orc_wars.ui.wounds")
    lr = blit_text(surface, label, int(u * 2.0), theme.TEXT_DIM, midleft=(x, wy))
    total = hero["wounds"]
    r = int(u * 1.0)
    wx = lr.right + int(u * 1.6)
    for k in range(total):
        c = (wx + k * int(u * 2.6), wy)
        pygame.draw.circle(surface, theme.INK, c, r + 2)
        pygame.draw.circle(surface, theme.DANGER if k < elf["wounds"] else (70, 60, 52), c, r)
    blit_text(
        surface,
        f"{elf['wounds']} / {total}",
        int(u * 2.0),
        theme.TEXT,
        midleft=(wx + total * int(u * 2.6) - int(u * 0.6), wy),
    )
    # power
    power = hero["power"]
    py_ = y + int(u * 9.4)
    lines = wrap_lines(t(f"orc_wars.power.{power}"), int(u * 1.85), L.w - 2 * pad)
    for line in lines[:3]:
        blit_text(surface, line, int(u * 1.85), theme.BRASS, topleft=(x, py_), italic=True)
        py_ += int(u * 2.1)
    # the three attribute piles
    for a in range(3):
        draw_attr_column(surface, view, R, P["piles"][a], a, DATA.heroes[elf["deck"]]["attrs"][a], elf["piles"][a])
    # treasures, moves, counts
    by = P["piles"][0].bottom + int(u * 0.8)
    mine = [tr for tr in obs["treasures"] if tr["holder"] == seat]
    tx = x
    for tr in mine:
        label = treasure_name(tr["item"]) + (f" ({t('orc_wars.ui.used')})" if tr["spent"] else "")
        size = int(u * 1.8)
        w = min(int(L.w * 0.48), render_text(label, size, theme.INK).get_width() + int(u * 3))
        chip = pygame.Rect(tx, by, w, int(u * 2.8))
        pygame.draw.rect(surface, (214, 170, 84), chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, theme.INK, chip, 1, border_radius=chip.h // 2)
        blit_fit(surface, label, size, chip.w - int(u * 1.5), theme.INK, center=chip.center)
        tx += chip.w + int(u * 0.6)
    line = t(
        "orc_wars.ui.counts",
        deck=obs["deck_counts"][seat],
        discard=len(obs["discards"][seat]),
        hand=obs["hand_counts"][seat],
    )
    blit_text(surface, line, int(u * 1.8), theme.TEXT_DIM, bottomleft=(x, L.bottom - pad))
    if obs["turn"] == seat and obs["step"] in ("action", "exchange", "trip_wire", "activate", "casualty"):
        left = obs["moves_left"][E.ELF_MOVE_SLOT]
        blit_text(
            surface,
            t("orc_wars.ui.moves_left", n=left),
            int(u * 2.0),
            theme.HILITE_SOFT,
            bottomleft=(x, L.bottom - pad - int(u * 2.4)),
            bold=True,
        )


def draw_attr_column(surface, view, R, r, attr: int, value: int, pile: list, compact: bool = False) -> None:
    u = R["u"]
    if view.live and view.obs["step"] == "clear" and attr in {d.pile for _, d in view.choices.of_kind("clear")}:
        hovered = view.hovered == ("pile", attr)
        draw.alpha_rect(surface, r.inflate(6, 6), theme.HILITE, 60 if hovered else 25 + int(25 * view.pulse()), int(u))
        pygame.draw.rect(
            surface,
            theme.HILITE if hovered else theme.lerp_color(theme.BRASS, theme.HILITE, view.pulse()),
            r.inflate(6, 6),
            max(2, int(u * (0.5 if hovered else 0.35))),
            border_radius=int(u),
        )
    spent = sum(E.T_COST[c] for c in pile)
    left = value - spent
    hh = int(u * (3.4 if compact else 4.2))
    head = art.attr_header(attr, r.w, hh, f"{attr_name(attr)} {value}")
    surface.blit(head, r.topleft)
    y = r.y + hh + int(u * 0.4)
    col = theme.GOOD if left > 0 else theme.DANGER
    text = t("orc_wars.ui.left", n=left, of=value)
    blit_text(
        surface,
        text,
        fit_size(text, int(u * (2.0 if compact else 2.4)), r.w - 2, True),
        col,
        midtop=(r.centerx, y),
        bold=True,
    )
    y += int(u * (2.4 if compact else 3.0))
    sh = int(u * (2.2 if compact else 2.7))
    room = max(1, (r.bottom - y) // (sh + 2))
    shown = pile[-room:]
    if len(pile) > room:
        blit_text(surface, f"+{len(pile) - room}", int(u * 1.6), theme.TEXT_DIM, midbottom=(r.centerx, y))
    for i, c in enumerate(shown):
        strip = art.card_strip(c, r.w, sh, card_name(c))
        sr = pygame.Rect(r.x, y + i * (sh + 2), r.w, sh)
        surface.blit(strip, sr)
        if i == len(shown) - 1:
            pygame.draw.rect(surface, theme.BRASS, sr.inflate(2, 2), 1, border_radius=max(2, sh // 4))
    if not pile:
        blit_text(surface, t("orc_wars.ui.pile_empty"), int(u * 1.6), theme.TEXT_DIM, midtop=(r.centerx, y))


def draw_horde_panel(surface, view, R, P, L) -> None:
    u = R["u"]
    obs = view.obs
    pad = int(u * 1.2)
    x, y = L.x + pad, L.y + pad
    blit_text(
        surface, t("orc_wars.piece.horde_title"), int(u * 3.0), theme.TEXT, topleft=(x, y), bold=True, shadow=True
    )
    blit_text(
        surface,
        t(
            "orc_wars.ui.counts",
            deck=obs["deck_counts"][0],
            discard=len(obs["discards"][0]),
            hand=obs["hand_counts"][0],
        ),
        int(u * 1.8),
        theme.TEXT_DIM,
        topleft=(x, y + int(u * 3.3)),
    )
    acting = obs["unit"] if obs["turn"] == 0 else -1
    kr = P["king"]
    if kr is not None:
        tok = art.king_token(int(u * 1.9))
        surface.blit(tok, tok.get_rect(center=(kr.x + int(u * 2.2), kr.centery)))
        name = blit_text(
            surface,
            t("orc_wars.piece.king_short"),
            int(u * 2.2),
            theme.TEXT,
            midleft=(kr.x + int(u * 4.8), kr.centery),
            bold=True,
        )
        if not obs["king"]["alive"]:
            status, col = t("orc_wars.ui.dead"), theme.DANGER
        elif acting == 5:
            status, col = t("orc_wars.ui.acting"), theme.HILITE
        elif obs["turn"] == 0 and obs["phases_done"] >> 5 & 1:
            status, col = t("orc_wars.ui.phase_done"), theme.TEXT_DIM
        else:
            status, col = t("orc_wars.ui.king_wounds", n=DATA.king["wounds"]), theme.TEXT_DIM
        room = kr.right - (name.right + int(u))  # beside the name, never over it
        blit_text(
            surface,
            status,
            fit_size(status, int(u * 1.8), room, acting == 5),
            col,
            midright=(kr.right, kr.centery),
            bold=acting == 5,
        )
        if obs["king"]["alive"]:
            for a in range(3):
                draw_attr_column(
                    surface, view, R, P["piles"][a], a, DATA.king["attrs"][a], obs["king"]["piles"][a], True
                )
    for c, r in P["clans"].items():
        draw_clan_card(surface, view, R, r, c, acting == c)
    for k, r in P["tricks"].items():
        draw_trick(surface, view, R, r, k)


def draw_clan_card(surface, view, R, r, clan: int, acting: bool) -> None:
    u = R["u"]
    obs = view.obs
    col = art.clan_color(clan)
    fill = theme.lerp_color((52, 38, 30), col, 0.18)
    draw.panel(
        surface,
        r,
        fill=fill,
        edge=theme.HILITE if acting else theme.shade(col, 0.8),
        radius=int(u * 0.9),
        alpha=240,
        shadow=False,
        edge_px=2 if acting else 1,
    )
    figs = [f for f in obs["figures"] if f["clan"] == clan]
    emb = art.piece("circle", col, theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[clan]], int(min(r.h * 0.3, u * 2.4)))
    surface.blit(emb, emb.get_rect(center=(r.x + int(u * 3), r.y + int(r.h * 0.42))))
    x = r.x + int(u * 6)
    name = clan_name(clan)
    blit_text(surface, name, int(u * 2.1), theme.TEXT, topleft=(x, r.y + int(u * 0.5)), bold=True)
    status = ""
    if any(f["imprisoned"] for f in figs):
        status = t("orc_wars.ui.prisoners")
    elif acting:
        status = t("orc_wars.ui.acting")
    elif obs["turn"] == 0 and obs["phases_done"] >> clan & 1:
        status = t("orc_wars.ui.phase_done")
    if status:
        blit_text(
            surface,
            status,
            int(u * 1.7),
            theme.HILITE if acting else theme.TEXT_DIM,
            topright=(r.right - int(u * 0.8), r.y + int(u * 0.6)),
            bold=acting,
        )
    # each squad: its figures, then its free points of each attribute (the clan pile is shared)
    pile = obs["clan_piles"][clan]
    spent = [sum(E.T_COST[c] for c in pile if E.T_ATTR[c] == a) for a in range(3)]
    fy = r.y + int(u * 3.6)
    squads = squads_in(obs, clan)
    line_h = int(u * 2.5)
    room = max(1, (r.h - int(u * 6.2)) // line_h + 1)
    for sq in squads[:room]:
        fx = x
        kinds = sorted(f["type"] for f in figs if f["slot"] in sq)
        for k in kinds:
            img = art.orc_token(k, clan, int(u * 0.95))
            surface.blit(img, img.get_rect(center=(fx + int(u * 1.1), fy)))
            fx += int(u * 2.3)
        sx = min(max(fx + int(u * 0.6), r.x + int(r.w * 0.5)), r.right - int(u * 14.6))
        for a in range(3):
            value = DATA.figure_value * kinds.count(a)
            chip = pygame.Rect(sx + a * int(u * 4.7), fy - int(u * 1.1), int(u * 4.4), int(u * 2.2))
            pygame.draw.rect(surface, art.ATTR_COLORS[a] if value else (90, 80, 70), chip, border_radius=int(u * 0.5))
            text = f"{max(0, value - spent[a])}/{value}" if value else f"{ATTRS[a]} -"
            blit_fit(surface, text, int(u * 1.6), chip.w - 2, theme.INK, center=chip.center, bold=True)
        fy += line_h
    # the pile: strips side by side
    py_ = fy - int(u * 1.1) + int(u * 0.3)
    sh = max(8, min(int(u * 2.2), r.bottom - py_ - int(u * 0.4)))
    if pile and r.bottom - py_ > 8:
        n = len(pile)
        sw = min(int(u * 13), (r.w - int(u * 1.6)) // max(1, n))
        for i, c in enumerate(pile):
            strip = art.card_strip(c, max(sw - 2, int(u * 4)), sh, card_name(c))
            surface.blit(strip, (r.x + int(u * 0.8) + i * sw, py_))
    elif r.bottom - py_ > 8:  # right of the clan's emblem, which reaches this low
        words = t("orc_wars.ui.clan_pile_empty")
        blit_fit(surface, words, int(u * 1.6), r.right - x - int(u * 0.8), theme.TEXT_DIM, topleft=(x, py_))
    if (
        view.sel.armed == ("rally",)
        and view.live
        and any(d.trick == E.TR_RALLY and d.clan == clan for _, d in view.choices.of_kind("trick"))
    ):
        glow(surface, view, R, r, hovered=view.hovered == ("clan", clan))


def draw_trick(surface, view, R, r, k: int) -> None:
    u = R["u"]
    legal = view.live and k in {d.trick for _, d in view.choices.of_kind("trick")}
    hovered = view.hovered == ("trick", k)
    if legal:
        glow(surface, view, R, r, hovered=hovered)
    draw.panel(
        surface,
        r,
        fill=(70, 24, 20),
        edge=theme.BRASS if legal else (110, 70, 50),
        radius=int(u * 0.8),
        alpha=250,
        shadow=False,
        edge_px=1,
    )
    name = trick_name(k)
    lines = wrap_lines(name, int(u * 1.7), r.w - int(u * 1), bold=True)[:2]
    y = r.y + int(u * 0.6)
    for line in lines:
        blit_fit(surface, line, int(u * 1.7), r.w - int(u), theme.TEXT, midtop=(r.centerx, y), bold=True)
        y += int(u * 1.9)
    timing = t(f"orc_wars.trick_timing.{E.TRICKS[k]['timing']}")
    blit_fit(surface, timing, int(u * 1.5), r.w - int(u), theme.BRASS, midbottom=(r.centerx, r.bottom - int(u * 0.5)))
