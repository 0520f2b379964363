"""Drawing the Orlog table's effects on the model's clock: floating numbers, flying tokens, the clash of an
attack (links, sparks, faces flying, the counts panel), health stones bursting, banners and the killing blow."""

from __future__ import annotations

import math

import pygame

from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit.text import blit_text, fit_size, render_text
from orcdesk.ui.tables.orlog.art import god_card, mini_card, stone_sprite, token_sprite
from orcdesk.ui.tables.orlog.model import CLASH_SECONDS, HIT_SECONDS

TIER_GOLD = (255, 226, 120)


def draw_clash_under(surface, m, lay) -> None:
    """Under the dice: a gold link while a pair meets."""
    for e in (e for e in m.effects if e["kind"] == "clash"):
        for a, b, start in e["pairs"]:
            f = (m.clock - e["t0"] - start) / CLASH_SECONDS
            if a is not None and b is not None and 0 <= f <= 1:
                pygame.draw.line(surface, (255, 220, 120), a.pos, b.pos, max(2, int(lay.u * 0.4)))


def draw_effects(surface, m, lay) -> None:
    u = lay.u
    for e in m.effects:
        if m.clock < e["t0"]:
            continue
        f = max(0.0, min(1.0, (m.clock - e["t0"]) / e["dur"])) if e["dur"] else 1.0
        kind = e["kind"]
        if kind == "float":
            pos = (e["pos"][0], e["pos"][1] - u * 5 * anim.ease_out_cubic(f))
            text = render_text(e["text"], int(u * 3.4), e["colour"], bold=True, outline=(20, 12, 8), shadow=True).copy()
            text.set_alpha(int(255 * (1 - max(0.0, f - 0.6) / 0.4)))
            surface.blit(text, text.get_rect(center=pos))
        elif kind == "token":
            pos = anim.arc_point(e["from"], e["to"], anim.ease_in_out_quad(f), e["lift"])
            token = token_sprite(lay.token_size)
            surface.blit(token, token.get_rect(center=(round(pos[0]), round(pos[1]))))
        elif kind == "clash":
            draw_clash_over(surface, m, lay, e)
        elif kind == "stone_burst":
            draw_stone_burst(surface, lay, e, f)
        elif kind == "fallen":
            draw_fallen(surface, lay, e, f)
        elif kind == "banner":
            draw_banner(surface, lay, e, f)


def draw_clash_over(surface, m, lay, e) -> None:
    """Over the dice: sparks where a pair meets, the faces flying alone, the counts panel."""
    u = lay.u
    for a, b, start in e["pairs"]:
        f = (m.clock - e["t0"] - start) / CLASH_SECONDS
        if not 0.36 <= f <= 0.9:
            continue
        pos = (
            ((a.pos[0] + b.pos[0]) / 2, (a.pos[1] + b.pos[1]) / 2) if a is not None and b is not None else (b or a).pos
        )
        k = (f - 0.36) / 0.54
        ring = pygame.Surface((int(u * 12), int(u * 12)), pygame.SRCALPHA)
        c = ring.get_width() / 2
        pygame.draw.circle(ring, (255, 230, 150, int(220 * (1 - k))), (c, c), u * (1.5 + 4 * k), max(2, int(u * 0.6)))
        for i in range(8):  # sparks
            angle, r0, r1 = i * math.pi / 4 + 0.3, u * (1 + 3.5 * k), u * (2 + 4.5 * k)
            start_at = (c + r0 * math.cos(angle), c + r0 * math.sin(angle))
            end_at = (c + r1 * math.cos(angle), c + r1 * math.sin(angle))
            pygame.draw.line(ring, (255, 240, 190, int(255 * (1 - k))), start_at, end_at, max(1, int(u * 0.35)))
        surface.blit(ring, ring.get_rect(center=(round(pos[0]), round(pos[1]))))
    for die, start, stone, src in e["hits"]:
        f = (m.clock - e["t0"] - start) / HIT_SECONDS
        if die is None and 0 <= f <= 0.5:  # a hit with no die of its own: the face flies
            origin = src.pos if src is not None else lay.kept_centre(e["event"]["seat"])
            pos = anim.arc_point(origin, stone, f * 2, u * 4)
            icon = dicekit.icon(e["face"], int(u * 4), (255, 150, 120))
            surface.blit(icon, icon.get_rect(center=(round(pos[0]), round(pos[1]))))
    draw_pairing(surface, lay, e["event"])


def draw_pairing(surface, lay, ev) -> None:
    """The attack's numbers: attack faces vs blocking faces, and the damage."""
    u = lay.u
    face, guard = ("axe", "helmet") if ev["kind"] == "melee" else ("arrow", "shield")
    panel = pygame.Rect(0, 0, u * 26, u * 7)
    panel.midleft = (lay.button.x, lay.size[1] // 2)
    if lay.narrow:  # in the god column, where the button is (none during the resolution), off the dice's way
        panel.topleft = (lay.side.x, lay.button.y)
    draw.panel(surface, panel, fill=(30, 20, 16), alpha=235, radius=int(u))
    x = panel.x + u
    for icon_face, number in ((face, ev["attack"]), (guard, ev["block"])):
        icon = dicekit.icon(icon_face, int(u * 4.4), (240, 220, 180))
        surface.blit(icon, icon.get_rect(midleft=(x, panel.centery)))
        r = blit_text(surface, str(number), int(u * 3.6), theme.TEXT, midleft=(x + u * 4.8, panel.centery), bold=True)
        x = r.right + u * 2
    colour = (255, 120, 100) if ev["damage"] else (170, 220, 160)
    damage = f"-{ev['damage']}" if ev["damage"] else "0"
    blit_text(surface, damage, int(u * 3.8), colour, midright=(panel.right - u * 1.2, panel.centery), bold=True)


def draw_stone_burst(surface, lay, e, f) -> None:
    """A health stone knocked out: a red flash, and the stone tumbling away as it fades."""
    u, (x, y) = lay.u, e["pos"]
    scale = 2.0 if e["big"] else 1.0
    flash = pygame.Surface((int(u * 10 * scale), int(u * 10 * scale)), pygame.SRCALPHA)
    c = flash.get_width() / 2
    pygame.draw.circle(flash, (255, 90, 60, int(180 * (1 - f))), (c, c), c * (0.3 + 0.7 * f))
    surface.blit(flash, flash.get_rect(center=(round(x), round(y))), special_flags=pygame.BLEND_RGBA_ADD)
    stone = pygame.transform.rotate(stone_sprite(lay.stone_size, True).copy(), f * 200)
    stone.set_alpha(int(255 * (1 - f)))
    surface.blit(stone, stone.get_rect(center=(round(x + u * 3 * f), round(y - u * 6 * f + u * 8 * f * f))))


def draw_fallen(surface, lay, e, f) -> None:
    """The end: the loser's empty sockets pulse red, and the winner is named large over the table."""
    u = lay.u
    if e["seat"] is not None:
        cx, cy = lay.health_centre[e["seat"]]
        pulse = 0.5 + 0.5 * math.sin(f * math.pi * 5)
        rect = pygame.Rect(0, 0, int(lay.stone_size * 9), int(lay.stone_size * 5))
        rect.center = (round(cx + lay.stone_size), round(cy))
        draw.draw_glow(surface, rect, (230, 60, 40), spread=int(u * 2), alpha=int(90 + 120 * pulse), radius=rect.h // 3)
    if f < 0.12:  # a beat on the broken stone before the words
        return
    size = fit_size(e["text"], int(u * 6), int(lay.play.w * 0.8), bold=True)
    label = render_text(e["text"], size, theme.BRASS, bold=True, outline=(30, 16, 8), shadow=True)
    panel = label.get_rect(center=(lay.play.centerx, lay.size[1] // 2)).inflate(u * 6, u * 3)
    layer = pygame.Surface(panel.size, pygame.SRCALPHA)
    draw.panel(layer, layer.get_rect(), fill=(26, 16, 12), alpha=230, radius=int(u * 1.5))
    layer.blit(label, label.get_rect(center=layer.get_rect().center))
    layer.set_alpha(int(255 * min(1.0, (f - 0.12) * 6)))
    surface.blit(layer, panel)


def draw_banner(surface, lay, e, f) -> None:
    """A favor's banner (its card and its line), or both sides' gods or favors side by side."""
    u = lay.u
    lines = [x for x in e["lines"] if x]
    card_w = int(u * 16) if e["god"] else 0
    w, line_h = int(min(lay.play.w * 0.7, u * 95)), int(u * 3.8)
    h = max(len(lines) * line_h + int(u * 4), int(card_w * 1.5 + u * 2) if card_w else 0)
    groups, mini_w = e.get("gods") or [], int(u * 10)
    if groups:
        h = int(line_h * 2 + mini_w * 1.4 + u * 6)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (lay.centre_x + u * 3, lay.size[1] // 2)
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
                colour = TIER_GOLD if k == 0 else theme.TEXT
                blit_text(layer, text, size, colour, midleft=(cx, cy + k * u * 3.6), bold=True, shadow=True)
    layer.set_alpha(int(255 * min(1.0, f * 8, (1 - f) * 8)))
    surface.blit(layer, rect)
