"""The Orlog resolution as a show: dice face off in pairs, hits land on the health stones one by one, hands take
tokens one by one, and the killing blow stays on screen before the result.

Each engine event of the resolution (``attack``, ``damage``, ``steal``, ``game_over``) becomes a timeline of
effects on the table's animation clock (``self.clock``, which runs with the animation speed setting and the
fast-forward), and its step in the event queue lasts as long as that timeline, so every number the display
model shows changes at the moment its piece lands. Numbers change through ``set`` effects (an absolute value
applied when the effect expires); the display model is re-read from the engine when the queue is idle, and
any ``set`` still pending then is dropped (``_resync``).
"""

from __future__ import annotations

import math

import pygame

from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit.text import blit_text, fit_size, render_text
from orcdesk.ui.tables.orlog.art import stone_positions, stone_sprite

LEAD_IN = 0.45  # the counts panel alone first: "3 axes vs 2 helmets"
CLASH_GAP = 0.26  # seconds between two pairs of dice meeting
CLASH_SECONDS = 0.62  # one pair: they meet, hold, part
HIT_GAP = 0.34  # seconds between two unblocked hits
HIT_SECONDS = 0.6  # an unblocked die flies to a health stone and back; the stone breaks half way
STONE_GAP = 0.24  # damage not dealt by dice (Thor...): one stone after the other
TOKEN_FLIGHT = 0.55  # a stolen token from pile to pile
KILLING_BLOW_SECONDS = 2.6  # the last blow and the winner's name, before the result screen


def _pair_nearest(attackers: list, defenders: list) -> tuple[list, list]:
    """Match each blocking die with the nearest attacking die (by x), so the pairs meet over short paths.

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


def _meet(f: float) -> float:
    """How far along its way a die is, over one clash (0..1): in, hold, back out."""
    if f < 0.4:
        return anim.ease_in_out_quad(f / 0.4)
    if f < 0.62:
        return 1.0
    return 1.0 - anim.ease_in_out_quad((f - 0.62) / 0.38)


class OrlogClash:
    """The resolution's choreography (a part of :class:`OrlogTable`)."""

    # ------------------------------------------------------------------ scheduling
    def _set_later(self, delay: float, seat: int, field: str, value: int, flash: bool = False) -> None:
        """Show ``value`` for the player's ``field`` once ``delay`` seconds of the animation clock have passed."""
        self.effects.append(
            {
                "kind": "set",
                "t0": self.clock,
                "dur": delay,
                "seat": seat,
                "field": field,
                "value": value,
                "flash": flash,
            }
        )

    def _stone_breaks(self, delay: float, seat: int, health_after: int, big: bool = False) -> None:
        """The stone that goes when ``seat`` drops to ``health_after`` cracks and flies off, at ``delay``."""
        spots = stone_positions(self.health_centre[seat], self.stone_size)
        pos = spots[min(len(spots) - 1, max(0, health_after))]
        self.effects.append(
            {"kind": "stone_burst", "t0": self.clock + delay, "dur": 0.9 if big else 0.6, "pos": pos, "big": big}
        )
        self._set_later(delay, seat, "health", health_after, flash=True)

    def _ev_attack(self, e, dur):
        if e["attack"] <= 0:
            return 0.05
        atk_face, def_face = ("axe", "helmet") if e["kind"] == "melee" else ("arrow", "shield")
        seat, target = e["seat"], e["target"]
        attackers = [d for d in self.dice[seat] if d.face == atk_face and not d.banned]
        defenders = [d for d in self.dice[target] if d.face == def_face and not d.banned]
        attackers, defenders = _pair_nearest(attackers, defenders)
        t = LEAD_IN
        pairs = []  # (attacker die or None, defender die or None, start): the blocked attacks meet their block
        for i in range(min(e["block"], e["attack"])):
            a = attackers[i] if i < len(attackers) else None
            d = defenders[i % len(defenders)] if defenders else None  # Baldr: one helmet may block twice
            if a is None and d is None:
                continue
            pairs.append((a, d, t))
            t += CLASH_GAP
        if pairs:
            t += CLASH_SECONDS - CLASH_GAP + 0.12
        free = [a for a in attackers if all(a is not p[0] for p in pairs)] or attackers
        health = self.view["players"][target]["health"]
        hits = []  # (die flying or None, start, stone position): the unblocked ones fly to the health stones
        spots = stone_positions(self.health_centre[target], self.stone_size)
        for j in range(min(e["damage"], max(1, health))):  # blows past the last stone would hit nothing
            after = max(0, health - j - 1)
            die = free[j] if j < len(free) else None  # more hits than dice (Brunhild...): the face flies alone
            hits.append((die, t, spots[min(len(spots) - 1, after)], free[j % len(free)] if free else None))
            self._stone_breaks(t + HIT_SECONDS * 0.5, target, after, big=after == 0)
            t += HIT_GAP
        if hits:
            t += HIT_SECONDS - HIT_GAP
        total = t + 0.3
        self._effect(
            "clash", total, event=e, pairs=pairs, hits=hits, face=atk_face, attackers=attackers, defenders=defenders
        )
        return total

    def _ev_damage(self, e, dur):
        seat = e["seat"]
        vp = self.view["players"][seat]
        self._float(f"-{e['amount']}", self.health_centre[seat], (255, 110, 90))
        missing = vp["health"] - e["health"]  # stones an attack did not already break (Thor, a sacrifice...)
        if missing <= 0:
            return 0.45
        for k in range(missing):
            after = vp["health"] - k - 1
            self._stone_breaks(k * STONE_GAP, seat, after, big=after == 0)
        return (missing - 1) * STONE_GAP + 0.7

    def _ev_steal(self, e, dur):
        n = e["amount"]
        if not n:
            return 0.05
        thief, victim = e["seat"], e["target"]
        final_thief, final_victim = e["tokens"][thief], e["tokens"][victim]
        start_thief = min(self.view["players"][thief]["tokens"], final_thief)
        start_victim = final_victim + n
        self.view["players"][victim]["tokens"] = start_victim
        gap = min(0.3, 1.8 / n)
        for i in range(n):  # one token at a time: it leaves one pile, flies, lands on the other
            self._set_later(i * gap, victim, "tokens", start_victim - i - 1)
            self.effects.append(
                {
                    "kind": "token",
                    "from": self.token_centre[victim],
                    "to": self.token_centre[thief],
                    "t0": self.clock + i * gap,
                    "dur": TOKEN_FLIGHT,
                    "lift": self.u * 6,
                }
            )
            self._set_later(i * gap + TOKEN_FLIGHT, thief, "tokens", min(final_thief, start_thief + i + 1))
        total = (n - 1) * gap + TOKEN_FLIGHT + 0.3
        for d in self.dice[thief]:  # the hands that take them glow meanwhile
            if d.face == "hand" and not d.banned:
                self._effect("die_glow", total, seat=thief, index=d.index)
        return total

    def _ev_game_over(self, e, dur):
        self.view["phase"] = "over"
        self.fast = False  # the killing blow plays at the chosen speed even after a click to hurry the rest
        winner = e.get("winner")
        self._effect(
            "fallen", KILLING_BLOW_SECONDS, seat=None if winner is None else 1 - winner, text=self.describe_event(e)
        )
        return KILLING_BLOW_SECONDS

    # ------------------------------------------------------------------ drawing
    def _clash_offset(self, d):
        """Where a die is drawn during a clash: meeting its block half way, or flying to a health stone."""
        for e in self.effects:
            if e["kind"] != "clash":
                continue
            for a, b, start in e["pairs"]:
                if d is not a and d is not b:
                    continue
                f = (self.clock - e["t0"] - start) / CLASH_SECONDS
                if 0 <= f <= 1:
                    if a is None or b is None:  # a block with no partner on the table: it braces in place
                        return (d.pos[0], d.pos[1] + math.sin(f * math.pi * 4) * self.u * 0.4)
                    mid = ((a.pos[0] + b.pos[0]) / 2, (a.pos[1] + b.pos[1]) / 2)
                    dx, dy = mid[0] - d.pos[0], mid[1] - d.pos[1]
                    dist = math.hypot(dx, dy) or 1.0
                    stop = max(0.0, dist - self.die_size * 0.5) / dist  # they touch, they do not overlap
                    return anim.lerp_point(d.pos, mid, stop * _meet(f))
            for die, start, stone, _src in e["hits"]:
                if d is not die:
                    continue
                f = (self.clock - e["t0"] - start) / HIT_SECONDS
                if 0 <= f <= 1:
                    return anim.arc_point(d.pos, stone, math.sin(f * math.pi), self.u * 4)
        return d.pos

    def _clashing(self, d) -> bool:
        """A die that takes part in the attack being shown (drawn lit)."""
        return any(e["kind"] == "clash" and (d in e["attackers"] or d in e["defenders"]) for e in self.effects)

    def _draw_clash_under(self, surface) -> None:
        """Under the dice: a gold link while a pair meets."""
        for e in self.effects:
            if e["kind"] != "clash":
                continue
            for a, b, start in e["pairs"]:
                f = (self.clock - e["t0"] - start) / CLASH_SECONDS
                if a is not None and b is not None and 0 <= f <= 1:
                    pygame.draw.line(surface, (255, 220, 120), a.pos, b.pos, max(2, int(self.u * 0.4)))

    def _draw_clash_over(self, surface, e) -> None:
        """Over the dice: sparks where a pair meets, the faces flying alone, the counts panel."""
        u = self.u
        for a, b, start in e["pairs"]:
            f = (self.clock - e["t0"] - start) / CLASH_SECONDS
            if not 0.36 <= f <= 0.9:
                continue
            if a is not None and b is not None:
                pos = ((a.pos[0] + b.pos[0]) / 2, (a.pos[1] + b.pos[1]) / 2)
            else:
                pos = (b or a).pos
            k = (f - 0.36) / 0.54
            ring = pygame.Surface((int(u * 12), int(u * 12)), pygame.SRCALPHA)
            c = ring.get_width() / 2
            pygame.draw.circle(
                ring, (255, 230, 150, int(220 * (1 - k))), (c, c), u * (1.5 + 4 * k), max(2, int(u * 0.6))
            )
            for i in range(8):  # sparks
                ang = i * math.pi / 4 + 0.3
                r0, r1 = u * (1 + 3.5 * k), u * (2 + 4.5 * k)
                pygame.draw.line(
                    ring,
                    (255, 240, 190, int(255 * (1 - k))),
                    (c + r0 * math.cos(ang), c + r0 * math.sin(ang)),
                    (c + r1 * math.cos(ang), c + r1 * math.sin(ang)),
                    max(1, int(u * 0.35)),
                )
            surface.blit(ring, ring.get_rect(center=(round(pos[0]), round(pos[1]))))
        for die, start, stone, src in e["hits"]:
            f = (self.clock - e["t0"] - start) / HIT_SECONDS
            if die is None and 0 <= f <= 0.5:  # a hit with no die of its own: the face flies
                origin = src.pos if src is not None else self.kept_centre(e["event"]["seat"])
                pos = anim.arc_point(origin, stone, f * 2, u * 4)
                ic = dicekit.icon(e["face"], int(u * 4), (255, 150, 120))
                surface.blit(ic, ic.get_rect(center=(round(pos[0]), round(pos[1]))))
        self._draw_pairing(surface, e)

    def _draw_stone_burst(self, surface, e, f) -> None:
        """A health stone knocked out: a red flash, and the stone tumbling away as it fades."""
        u = self.u
        x, y = e["pos"]
        scale = 2.0 if e["big"] else 1.0
        flash = pygame.Surface((int(u * 10 * scale), int(u * 10 * scale)), pygame.SRCALPHA)
        c = flash.get_width() / 2
        pygame.draw.circle(flash, (255, 90, 60, int(180 * (1 - f))), (c, c), c * (0.3 + 0.7 * f))
        surface.blit(flash, flash.get_rect(center=(round(x), round(y))), special_flags=pygame.BLEND_RGBA_ADD)
        stone = stone_sprite(self.stone_size, True).copy()
        stone = pygame.transform.rotate(stone, f * 200)
        stone.set_alpha(int(255 * (1 - f)))
        surface.blit(stone, stone.get_rect(center=(round(x + u * 3 * f), round(y - u * 6 * f + u * 8 * f * f))))

    def _draw_fallen(self, surface, e, f) -> None:
        """The end: the loser's empty sockets pulse red, and the winner is named large over the table."""
        u = self.u
        if e["seat"] is not None:
            cx, cy = self.health_centre[e["seat"]]
            pulse = 0.5 + 0.5 * math.sin(f * math.pi * 5)
            rect = pygame.Rect(0, 0, int(self.stone_size * 9), int(self.stone_size * 5))
            rect.center = (round(cx + self.stone_size), round(cy))
            draw.draw_glow(
                surface, rect, (230, 60, 40), spread=int(u * 2), alpha=int(90 + 120 * pulse), radius=rect.h // 3
            )
        if f < 0.12:  # a beat on the broken stone before the words
            return
        alpha = min(1.0, (f - 0.12) * 6)
        size = fit_size(e["text"], int(u * 6), int(self.play_rect.w * 0.8), bold=True)
        label = render_text(e["text"], size, theme.BRASS, bold=True, outline=(30, 16, 8), shadow=True)
        panel = label.get_rect(center=(self.play_rect.centerx, self.size[1] // 2)).inflate(u * 6, u * 3)
        layer = pygame.Surface(panel.size, pygame.SRCALPHA)
        draw.panel(layer, layer.get_rect(), fill=(26, 16, 12), alpha=230, radius=int(u * 1.5))
        layer.blit(label, label.get_rect(center=layer.get_rect().center))
        layer.set_alpha(int(255 * alpha))
        surface.blit(layer, panel)

    def _draw_pairing(self, surface, e) -> None:
        """The attack's numbers: attack faces vs blocking faces, and the damage."""
        ev, u = e["event"], self.u
        face = "axe" if ev["kind"] == "melee" else "arrow"
        guard = "helmet" if ev["kind"] == "melee" else "shield"
        panel = pygame.Rect(0, 0, u * 26, u * 7)
        panel.midleft = (self.button_rect.x, self.size[1] // 2)
        if self.narrow:  # in the god column, where the button is (none during the resolution), off the dice's way
            panel.topleft = (self.side_rect.x, self.button_rect.y)
        draw.panel(surface, panel, fill=(30, 20, 16), alpha=235, radius=int(u))
        x = panel.x + u
        for icon_face, number in ((face, ev["attack"]), (guard, ev["block"])):
            ic = dicekit.icon(icon_face, int(u * 4.4), (240, 220, 180))
            surface.blit(ic, ic.get_rect(midleft=(x, panel.centery)))
            r = blit_text(
                surface, str(number), int(u * 3.6), theme.TEXT, midleft=(x + u * 4.8, panel.centery), bold=True
            )
            x = r.right + u * 2
        colour = (255, 120, 100) if ev["damage"] else (170, 220, 160)
        blit_text(
            surface,
            f"-{ev['damage']}" if ev["damage"] else "0",
            int(u * 3.8),
            colour,
            midright=(panel.right - u * 1.2, panel.centery),
            bold=True,
        )
