"""Drawing the Orlog table: both halves (health, tokens, gods, dice in the bowl and kept), the centre line with
the round, the notes and the coin, the favor chooser, a god card looked at, and the draft. Plain functions of
the surface, the model (model.py: ``m``, and the frame ``f``) and the layout; the effects are in effects.py."""

from __future__ import annotations

import math

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim, draw, tableparts, theme
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit.text import blit_fit, blit_text, text_width, wrap_lines
from orcdesk.ui.tables.orlog.art import bowl_sprite, coin_sprite, draw_health, draw_token_pile, god_card, mini_card

TIER_GOLD = (255, 226, 120)


def draw_board(surface, m, f, lay, portrait) -> None:
    draw_centre_line(surface, m, f, lay)
    for seat in (0, 1):
        surface.blit(bowl_sprite(lay.bowl[seat].w, lay.bowl[seat].h), lay.bowl[seat])
        draw_side(surface, m, f, lay, seat, portrait)


def draw_centre_line(surface, m, f, lay) -> None:
    pa, u, v = lay.play, lay.u, m.view
    x0 = lay.side.right + u if lay.narrow else pa.x  # a narrow window's god column holds words there
    line = pygame.Surface((int(pa.right - x0), 2), pygame.SRCALPHA)
    line.fill((230, 190, 110, 60))
    surface.blit(line, (x0, lay.size[1] // 2))
    phase = t(f"orlog.phase.{v['phase']}") if v["phase"] in ("roll", "favor", "resolve", "over") else ""
    if v["phase"] == "roll" and v["roll"]:
        phase = t("orlog.ui.roll_of", n=v["roll"])
    x, y = lay.round_pos
    label = t("orlog.ui.round", n=max(1, v["round"]))
    blit_text(surface, label, max(14, int(u * 3.4)), theme.BRASS, midleft=(x, y), bold=True, shadow=True)
    blit_text(surface, phase, max(12, int(u * 2.6)), theme.TEXT, midleft=(x, y + u * 4), shadow=True)
    # what to do now, or who is thinking: under the button (and under a grid of choices), then the notes
    y = lay.button.bottom + u * 1.2
    if f.mode in ("sacrifice", "freyr"):
        grid = lay.choice_grid(len([k for k in f.lit if k[0] == "btn"]))
        y = (grid[-1].bottom if grid else lay.button.bottom) + u * 1.2
    width, size = int(lay.side.right - lay.button.x), max(12, int(u * 2.2))
    for note, colour in f.notes:
        for text in wrap_lines(note, size, width)[:4]:
            blit_text(surface, text, size, colour, topleft=(lay.button.x, y), shadow=True)
            y += size * 1.1
        y += size * 0.3
    if v["coin"] is not None:
        spin = next((e for e in m.effects if e["kind"] == "coin_spin"), None)
        pos = lay.coin_pos[v["coin"]]
        size = int(u * 8)
        sprite = coin_sprite(size)
        if spin is not None:
            k = min(1.0, (m.clock - spin["t0"]) / spin["dur"])
            pos = anim.arc_point(lay.coin_pos[1 - v["coin"]], pos, anim.ease_in_out_cubic(k), u * 6)
            squash = abs(math.cos(k * math.pi * 3))
            sprite = pygame.transform.smoothscale(sprite, (size, max(2, int(size * squash))))
        surface.blit(sprite, sprite.get_rect(center=(round(pos[0]), round(pos[1]))))


def draw_side(surface, m, f, lay, seat: int, portrait) -> None:
    vp, u = m.player(seat), lay.u
    gods, favor = vp["gods"] or [], vp.get("favor")
    for i in range(3):
        god = gods[i] if i < len(gods) else None
        mine = god is not None and favor is not None and favor[0] == god
        state = ("dim" if vp.get("favor_status") == "fizzled" else "chosen") if mine else "normal"
        r = lay.mini_rect(seat, i)
        surface.blit(mini_card(god, lay.card_w, state), r)
        if mine:
            below = r.bottom + 2 + int(u * 2.4) <= surface.get_height()  # else above: never cut at the edge
            at = {"midtop": (r.centerx, r.bottom + 2)} if below else {"midbottom": (r.centerx, r.y - 2)}
            tier = t("orlog.card.tier", n=favor[1])
            blit_fit(surface, tier, int(u * 2.1), r.w + int(u * 2), TIER_GOLD, bold=True, shadow=True, **at)
    if vp.get("favor_chosen") and favor is None and m.view["phase"] == "favor":
        x, cards = lay.cards[seat].right + u, lay.cards[seat]
        text = t("orlog.ui.hidden_choice", who=f.short[seat])
        blit_fit(
            surface, text, int(u * 2.2), lay.play.right - x, theme.HILITE_SOFT, midleft=(x, cards.centery), shadow=True
        )
    flash = max(0.0, 1 - (m.clock - vp["flash"]) / 0.6)
    draw_health(surface, lay.health_centre[seat], vp["health"], lay.stone_size, flash)
    draw_token_pile(surface, lay.token_centre[seat], vp["tokens"], lay.token_size)
    bowl, name, size = lay.bowl[seat], f.names[seat], int(u * 2.6)
    if seat == lay.viewer:
        blit_text(
            surface, name, size, theme.TEXT_DIM, midbottom=(bowl.centerx, bowl.top - u * 0.3), bold=True, shadow=True
        )
        return
    top = bowl.bottom + u * 0.3
    blit_text(surface, name, size, theme.TEXT_DIM, midtop=(bowl.centerx, top), bold=True, shadow=True)
    face = int(u * 6.5)  # the rival's face beside its name
    portrait(surface, seat, (bowl.centerx - text_width(name, size, True) / 2 - face * 0.6, top + u * 1.3), face)


def draw_dice(surface, m, f, lay, looks) -> None:
    shown = sorted((d for s in (0, 1) for d in m.dice[s] if d.face is not None), key=lambda d: d.pos[1])
    for d in shown:
        key, look = ("die", d.seat, d.index), looks[d.seat][d.template]
        k = (m.clock - d.tumble_t0) / dicekit.TUMBLE_SECONDS
        if 0 <= k < 1:
            throw = math.pi / 2 if d.seat == lay.viewer else -math.pi / 2  # from the thrower's side
            sprite, off = dicekit.tumble_frame(look, d.face_index, lay.die_size, k, d.tumble_seed, d.yaw, throw)
            sprite.draw(surface, (d.pos[0] + off[0], d.pos[1] + off[1]))
            continue
        keeping = f.mode == "keep" and d.seat == lay.viewer
        state = m.die_state(d, keeping, f.hover == key, f.picked)
        if state == "normal" and key in f.lit and f.mode in ("frigg", "loki"):
            state = "highlighted"  # a die Frigg or Loki may take: it glows, pulsing
            r = lay.die_rect(d)
            alpha = 110 + int(100 * f.pulse())
            draw.draw_glow(surface, r, theme.HILITE, spread=int(lay.u * 1.6), alpha=alpha, radius=r.w // 4)
        sprite = dicekit.render_die(look, d.face_index, lay.die_size, state, d.yaw)
        sprite.draw(surface, m.clash_offset(d, lay.u, lay.die_size))


def die_under(m, lay, mouse):
    """The die drawn under the pointer (the one drawn last, nearest the viewer, when two overlap)."""
    half = lay.die_size * 0.48
    shown = [d for s in (0, 1) for d in m.dice[s] if d.face is not None]
    for d in sorted(shown, key=lambda d: d.pos[1], reverse=True):
        if abs(d.pos[0] - mouse[0]) <= half and abs(d.pos[1] - mouse[1]) <= half:
            return d
    return None


def draw_favor_chooser(surface, m, f, lay) -> None:
    u = lay.u
    for god, rect in lay.favor_rects(m.player(lay.viewer)["gods"] or []).items():
        draw.drop_shadow(surface, rect, radius=int(u), offset=int(u * 0.8), blur=int(u * 1.5))
        surface.blit(god_card(god, rect.w, f.expected.get(god, -1)), rect)


def draw_hover_card(surface, m, lay, mouse) -> None:
    """Hovering a god card on the table shows the whole card: tiers, costs, priority."""
    for seat in (0, 1):
        for i, god in enumerate(m.player(seat)["gods"] or []):
            r = lay.mini_rect(seat, i)
            if r.collidepoint(mouse):
                card = god_card(god, int(lay.u * 26))
                pos = (r.right + lay.u, r.y if seat == lay.rival else r.bottom - card.get_height())
                draw.drop_shadow(surface, pygame.Rect(pos, card.get_size()), 10, 4, 12, 140)
                surface.blit(card, pos)
                return


def draw_draft(surface, m, f, lay) -> None:
    u, pa = lay.u, lay.play
    picked = [g for g in m.player(lay.viewer)["picked"] if g]
    at = (pa.x + u * 2, pa.y + u * 1.5)
    blit_text(surface, t("orlog.phase.draft"), int(u * 4.4), theme.BRASS, topleft=at, bold=True, shadow=True)
    text, colour = f.notes[0] if f.notes else ("", theme.TEXT_DIM)
    blit_text(surface, text, int(u * 2.5), colour, topleft=(pa.x + u * 2, pa.y + u * 6), shadow=True)
    hovered = None
    for god, rect in lay.draft_rects().items():
        over = rect.collidepoint(f.mouse) and f.mode == "draft"
        if over:
            hovered = god
            tableparts.lit_glow(surface, rect, theme.unit(lay.size), f.pulse(), hovered=True)
        state = "chosen" if god in picked else ("normal" if ("god", god) in f.lit else "dim")
        surface.blit(mini_card(god, rect.w, state), rect.move(0, -int(u * 0.6) if over else 0))
    show = hovered or (picked[-1] if picked else "thor")
    w = int(min(pa.w * 0.3, (pa.h - u * 24) / 1.5))
    card = god_card(show, w)
    pos = (pa.right - w - u * 3, pa.y + u * 9)
    draw.drop_shadow(surface, pygame.Rect(pos, card.get_size()), 10, 4, 12, 140)
    surface.blit(card, pos)
    y = pos[1] + card.get_height() + u
    for text in wrap_lines(t(f"orlog.god.{show}.text"), int(u * 2.2), w)[:3]:
        blit_text(surface, text, int(u * 2.2), theme.TEXT_DIM, topleft=(pos[0], y), shadow=True)
        y += u * 2.4
    # picks so far; the opponent's stay face down until both have chosen
    y = pa.bottom - u * 8
    mine = f.short[lay.viewer] == t("app.table.you")  # a replay seen by an AI seat names it
    own = t("orlog.ui.your_gods") if mine else t("orlog.ui.their_gods", who=f.short[lay.viewer])
    titles = ((lay.viewer, own), (lay.rival, t("orlog.ui.their_gods", who=f.short[lay.rival])))
    for col, (seat, title) in enumerate(titles):
        x = pos[0] + col * (w // 2 + u)
        blit_text(surface, title, int(u * 2), theme.TEXT_DIM, bottomleft=(x, y - u * 0.5), shadow=True)
        for i, god in enumerate(m.player(seat)["picked"]):
            surface.blit(mini_card(god, int(u * 4.6)), (x + i * u * 5.2, y))
