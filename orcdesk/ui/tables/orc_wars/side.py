"""The right column: the phase bar (round, whose turn, the steps of a turn) and the others (the scenario goal,
the other elves, the horde in short). Functions of (surface, view, layout ``R``).
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTRS, DATA
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.text import blit_fit, blit_text
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.layout import shown_clans
from orcdesk.ui.tables.orc_wars.words import (
    clan_name,
    role_name,
    scenario_name,
    treasure_name,
)

STEPS = ("discard", "draw", "clear", "squad", "action")
STEP_OF = {
    "discard": "discard",
    "draw": "draw",
    "clear": "clear",
    "squad": "squad",
    "deploy": "squad",
    "reinforce": "squad",
    "reinforce_hex": "squad",
    "activate": "action",
    "phases": "action",
    "action": "action",
    "exchange": "action",
    "casualty": "action",
    "trip_wire": "action",
}


def draw_phase_bar(surface, view, R) -> None:
    u = R["u"]
    r = R["phase_bar"]
    obs = view.obs
    draw.panel(surface, r, fill=(40, 28, 22), alpha=232, radius=int(u * 1.2))
    turn = obs["turn"]
    head = t("orc_wars.ui.round", n=min(obs["round"], obs["last_round"]), of=obs["last_round"])
    drawn = blit_fit(
        surface,
        head,
        int(u * 1.9),
        int(r.w * 0.36),
        theme.BRASS,
        topleft=(r.x + int(u), r.y + int(u * 0.5)),
        bold=True,
    )
    acting = view.obs["to_act"]  # the seat asked now (at placement the Paladin, in the horde's turn)
    seat = acting[0] if acting else turn
    if not view.may_act:  # a replay: whose turn, not a call to play
        whose = view.names.side_title(seat)
    elif view.names.single_human(seat):
        whose = t("orc_wars.ui.your_turn", side=view.names.side_title(seat))
    else:
        whose = t("orc_wars.ui.turn_of", who=view.names.seat(seat), side=view.names.side_title(seat))
    room = r.right - int(u) - drawn.right - int(u)  # never over the round number (narrow windows)
    blit_fit(surface, whose, int(u * 1.9), room, theme.TEXT, topright=(r.right - int(u), r.y + int(u * 0.5)))
    cur = STEP_OF.get(obs["step"], "")
    steps = [s for s in STEPS if s != "squad" or (turn == 0 and view.squad_phase)]
    gap = int(u * 0.5)
    bw = (r.w - 2 * int(u) - gap * (len(steps) - 1)) // len(steps)
    y = r.y + int(u * 3.3)
    for i, s in enumerate(steps):
        br = pygame.Rect(r.x + int(u) + i * (bw + gap), y, bw, r.bottom - y - int(u * 0.7))
        now = s == cur and obs["step"] not in ("setup_king", "setup_elf", "over")
        past = cur in STEPS and STEPS.index(s) < STEPS.index(cur)
        fill = (150, 100, 36) if now else (58, 44, 34) if not past else (46, 36, 30)
        pygame.draw.rect(surface, fill, br, border_radius=int(u * 0.6))
        pygame.draw.rect(
            surface, theme.HILITE if now else (96, 76, 60), br, 2 if now else 1, border_radius=int(u * 0.6)
        )
        label = t(f"orc_wars.step.{s}")
        blit_fit(
            surface,
            label,
            int(u * 1.8),
            br.w - 4,
            theme.TEXT if now else theme.TEXT_DIM,
            center=br.center,
            bold=now,
        )


def draw_others(surface, view, R) -> None:
    u = R["u"]
    r = R["others"]
    obs = view.obs
    draw.panel(surface, r, fill=(40, 28, 22), alpha=232, radius=int(u * 1.2))
    pad = int(u * 1.0)
    x, y = r.x + pad, r.y + pad
    goal = view.goal
    blit_text(surface, scenario_name(view.obs["scenario"]), int(u * 2.0), theme.BRASS, topleft=(x, y), bold=True)
    y += int(u * 2.4)
    blit_fit(surface, goal, int(u * 1.8), r.w - 2 * pad, theme.TEXT, topleft=(x, y))
    y += int(u * 2.6)
    rows = [e for e in obs["elves"] if e["seat"] != view.viewer]
    row_h = int(u * 6.2)
    for elf in rows:
        draw_elf_row(surface, view, R, pygame.Rect(r.x + pad, y, r.w - 2 * pad, row_h), elf)
        y += row_h + int(u * 0.4)
    if view.viewer != 0:
        draw_horde_summary(surface, view, R, pygame.Rect(r.x + pad, y, r.w - 2 * pad, r.bottom - y - pad))


def draw_elf_row(surface, view, R, r, elf) -> None:
    u = R["u"]
    pygame.draw.rect(surface, (54, 40, 32), r, border_radius=int(u * 0.8))
    tok = art.elf_token(elf["role"], elf["seat"], int(u * 1.9))
    surface.blit(tok, tok.get_rect(center=(r.x + int(u * 2.4), r.centery)))
    x = r.x + int(u * 5)
    name = f"{role_name(elf['role'])} · {view.names.seat(elf['seat'])}"
    blit_fit(surface, name, int(u * 1.9), r.w - int(u * 6), theme.TEXT, topleft=(x, r.y + int(u * 0.4)), bold=True)
    if not elf["alive"]:
        blit_text(
            surface,
            t("orc_wars.ui.dead"),
            int(u * 1.8),
            theme.DANGER,
            bottomleft=(x, r.bottom - int(u * 0.4)),
            bold=True,
        )
        return
    hero = DATA.heroes[elf["role"]]
    total = hero["wounds"]
    for k in range(total):
        c = (x + int(u * 0.8) + k * int(u * 1.9), r.y + int(u * 3.2))
        pygame.draw.circle(surface, theme.INK, c, int(u * 0.75))
        pygame.draw.circle(surface, theme.DANGER if k < elf["wounds"] else (80, 70, 60), c, int(u * 0.6))
    ax = x + total * int(u * 1.9) + int(u * 0.8)
    for a in range(3):
        left = DATA.heroes[elf["deck"]]["attrs"][a] - sum(E.T_COST[c] for c in elf["piles"][a])
        chip = pygame.Rect(ax + a * int(u * 4.4), r.y + int(u * 2.1), int(u * 4.1), int(u * 2.2))
        pygame.draw.rect(surface, art.ATTR_COLORS[a], chip, border_radius=int(u * 0.5))
        blit_text(surface, f"{ATTRS[a]} {left}", int(u * 1.55), theme.INK, center=chip.center, bold=True)
    items = [treasure_name(tr["item"]) for tr in view.obs["treasures"] if tr["holder"] == elf["seat"]]
    extra = t("orc_wars.ui.hand_n", n=view.obs["hand_counts"][elf["seat"]])
    if items:
        extra += " · " + ", ".join(items)
    blit_fit(surface, extra, int(u * 1.6), r.w - int(u * 6), theme.TEXT_DIM, bottomleft=(x, r.bottom - int(u * 0.3)))


def draw_horde_summary(surface, view, R, r) -> None:
    u = R["u"]
    if r.h < u * 4:
        return
    obs = view.obs
    pygame.draw.rect(surface, (54, 40, 32), r, border_radius=int(u * 0.8))
    x, y = r.x + int(u * 0.8), r.y + int(u * 0.5)
    head = t("orc_wars.ui.horde_row", who=view.names.seat(0), hand=obs["hand_counts"][0])
    blit_fit(surface, head, int(u * 1.9), r.w - int(u * 1.6), theme.TEXT, topleft=(x, y), bold=True)
    y += int(u * 2.5)
    if view.has_king:
        if obs["king"]["alive"]:
            parts = []
            for a in range(3):
                left = DATA.king["attrs"][a] - sum(E.T_COST[c] for c in obs["king"]["piles"][a])
                parts.append(f"{ATTRS[a]} {left}")
            line = t("orc_wars.ui.king_row", points=" · ".join(parts))
        else:
            line = t("orc_wars.result.king_dead")
        blit_fit(surface, line, int(u * 1.7), r.w - int(u * 1.6), theme.TEXT_DIM, topleft=(x, y))
        y += int(u * 2.2)
    for c in shown_clans(obs):
        if y + u * 2 > r.bottom:
            break
        n = sum(1 for f in obs["figures"] if f["clan"] == c)
        spent = sum(E.T_COST[k] for k in obs["clan_piles"][c])
        emb = art.piece("circle", art.clan_color(c), theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[c]], int(u * 0.85))
        surface.blit(emb, emb.get_rect(center=(x + int(u * 0.9), y + int(u * 0.95))))
        line = t("orc_wars.ui.clan_row", clan=clan_name(c), n=n, spent=spent)
        blit_fit(surface, line, int(u * 1.7), r.w - int(u * 3.4), theme.TEXT_DIM, topleft=(x + int(u * 2.2), y))
        y += int(u * 2.1)
    extra = []
    hidden = sum(1 for tk in obs["tokens"] if tk["face_down"])
    if hidden:
        extra.append(t("orc_wars.ui.tokens_hidden", n=hidden))
    if obs["trick_count"]:
        extra.append(t("orc_wars.ui.tricks_hidden", n=obs["trick_count"]))
    if extra and y + u * 2 <= r.bottom:
        line = " · ".join(extra)
        blit_fit(surface, line, int(u * 1.7), r.w - int(u * 1.6), theme.BRASS, topleft=(x, y))
