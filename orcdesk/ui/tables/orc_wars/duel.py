"""The duel as an overlay over the board: attacker and defender, the cards each plays in turn with the running
totals, a Pass button, and the result (held a moment once both sides passed).

The duel is followed from the events as they animate (``attack``, ``play`` inside the exchange with the totals
after it, the dirty tricks of a fight, ``pass``, ``resolve``), so the AI's fights show the same way as yours;
after an undo or a loaded game it is rebuilt from the observation's ``exchange``.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc_wars import engine as E
from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit.text import blit_fit, blit_text
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.hand import draw_button
from orcdesk.ui.tables.orc_wars.words import card_name, trick_name

DUEL_TRICKS = {
    "cheap_shot": ("attack", E.TRICKS[E.TR_CHEAP]["amount"]),
    "thick_skull": ("block", E.TRICKS[E.TR_SKULL]["amount"]),
    "blood_oath": ("none", 0),
}


class OrcWarsDuel:
    """The duel overlay (a part of :class:`OrcWarsTable`)."""

    # ------------------------------------------------------------------ following the events
    def duel_events(self, e: dict) -> None:
        k = e["type"]
        if k == "attack":
            self.queue.push(anim.Call(lambda e=e: self._duel_start(e)))
        elif k == "play" and "attack" in e:
            self.queue.push(
                anim.Call(
                    lambda e=e: self._duel_add(e["seat"], card_name(e["card"]), e["card"], e["attack"], e["block"])
                )
            )
            self.queue.push(anim.Wait(0.35))
        elif k == "trick" and e["trick"] in DUEL_TRICKS:
            self.queue.push(anim.Call(lambda e=e: self._duel_trick(e["trick"])))
            self.queue.push(anim.Wait(0.35))
        elif k == "pass":
            self.queue.push(anim.Call(lambda e=e: self._duel_add(e["seat"], None, None, None, None)))
            self.queue.push(anim.Wait(0.2))
        elif k == "resolve":
            self.queue.push(anim.Call(lambda e=e: self._duel_result(e)))
            self.queue.push(anim.Wait(1.5))
            self.queue.push(anim.Call(self._duel_end))

    def _duel_start(self, e: dict) -> None:
        att = e["seat"]
        target = e["target"]
        dfd = target - 25 if E.ELF0 <= target < E.BOAR0 else 0
        self.duel = {
            "att": att,
            "def": dfd,
            "by": e["by"],
            "target": target,
            "attack": e["attack"],
            "block": 0,
            "entries": [(att, card_name(e["card"]), e["card"], e["attack"], 0)],
            "result": None,
        }

    def _duel_add(self, seat, label, ctype, attack, block) -> None:
        d = self.duel
        if d is None:
            return
        if attack is not None:
            d["attack"], d["block"] = attack, block
        d["entries"].append((seat, label, ctype, d["attack"], d["block"]))

    def _duel_trick(self, key: str) -> None:
        d = self.duel
        if d is None:
            return
        side, n = DUEL_TRICKS[key]
        if side == "attack":
            d["attack"] += n
        elif side == "block":
            d["block"] += n
        d["entries"].append((0, trick_name(key), -1, d["attack"], d["block"]))

    def _duel_result(self, e: dict) -> None:
        if self.duel is None:
            return
        self.duel["attack"], self.duel["block"] = e["attack"], e["block"]
        self.duel["result"] = bool(e["hit"])

    def _duel_end(self) -> None:
        self.duel = None

    def rebuild_duel(self) -> None:
        """After an undo or a load: the fight in progress, from the observation."""
        x = self.obs.get("exchange")
        if not x or self.state.phase() != "exchange":
            self.duel = None
            return
        entries = []
        for seat, ctype in x["log"]:
            if ctype == -1:
                entries.append((seat, None, None, x["attack"], x["block"]))
            elif ctype <= -2:
                entries.append((seat, trick_name(-2 - ctype), -1, x["attack"], x["block"]))
            else:
                entries.append((seat, card_name(ctype), ctype, None, None))
        self.duel = {
            "att": x["attacker"],
            "def": x["defender"],
            "by": x["by"],
            "target": x["target"],
            "attack": x["attack"],
            "block": x["block"],
            "entries": entries,
            "result": None,
        }

    def duel_shown(self) -> bool:
        return self.duel is not None

    def duel_rect(self) -> pygame.Rect:
        """The overlay: over the half of the board away from the fight, so the fighters stay in sight."""
        R, u = self.R, self.R["u"]
        board = R["board"]
        r = pygame.Rect(0, 0, int(min(board.w * 0.96, u * 80)), int(min(board.h * 0.5, u * 36)))
        r.centerx = board.centerx
        h = self.choices().fig_hex(self.duel["target"]) if self.duel is not None else None
        up = h is not None and h >= 0 and self.board.hex_point(h)[1] > board.centery
        if up:
            r.top = board.top + int(u * 0.6)
        else:
            r.bottom = board.bottom - int(u * 0.6)
        R["duel"] = r
        return r

    # ------------------------------------------------------------------ drawing
    def draw_duel(self, surface) -> None:
        d = self.duel
        if d is None:
            return
        u = self.R["u"]
        box = self.duel_rect()
        draw.panel(surface, box, fill=(36, 24, 20), alpha=242, radius=int(u * 1.6))
        pygame.draw.rect(
            surface, (120, 50, 40), box.inflate(-int(u * 0.8), -int(u * 0.8)), 1, border_radius=int(u * 1.3)
        )
        pad = int(u * 1.4)
        half = (box.w - 3 * pad) // 2
        left = pygame.Rect(box.x + pad, box.y + pad, half, box.h - 2 * pad)
        right = pygame.Rect(left.right + pad, left.y, half, left.h)
        title = t("orc_wars.duel.title")
        blit_text(surface, title, int(u * 2.2), theme.BRASS, midtop=(box.centerx, box.y + int(u * 0.6)), bold=True)
        self._duel_side(
            surface,
            left,
            d["att"],
            self.names().unit_words(d["by"]),
            self._unit_token(d["by"], d["att"]),
            t("orc_wars.duel.attack"),
            d["attack"],
            True,
        )
        self._duel_side(
            surface,
            right,
            d["def"],
            self.names().fig_words(d["target"]),
            self._unit_token(d["target"], d["def"]),
            t("orc_wars.duel.block"),
            d["block"],
            False,
        )
        # the cards, in the order they were played, each under its side
        y0 = box.y + int(u * 11.0)
        line_h = int(u * 2.7)
        room = max(1, (box.bottom - int(u * 6.4) - y0) // line_h)
        shown = d["entries"][-room:]
        for i, (seat, label, ctype, a, b) in enumerate(shown):
            col = left if seat == d["att"] else right
            y = y0 + i * line_h
            row = pygame.Rect(col.x, y, col.w, line_h - int(u * 0.3))
            if label is None:
                blit_text(
                    surface,
                    t("orc_wars.duel.pass"),
                    int(u * 1.9),
                    theme.TEXT_DIM,
                    midleft=(row.x + int(u), row.centery),
                    italic=True,
                )
                continue
            pygame.draw.rect(surface, (58, 42, 34), row, border_radius=int(u * 0.5))
            if ctype is not None and ctype >= 0:
                band = pygame.Rect(row.x, row.y, int(u * 1.0), row.h)
                pygame.draw.rect(
                    surface,
                    art.ATTR_COLORS[E.T_ATTR[ctype]],
                    band,
                    border_top_left_radius=int(u * 0.5),
                    border_bottom_left_radius=int(u * 0.5),
                )
                val = E.T_VALUE[ctype]
                kind = E.T_KIND[ctype]
                vtxt = str(val) if kind in (E.BASIC_ATTACK, E.BASIC_DEFENSE) else f"+{val}"
            else:
                vtxt = "+3" if label and seat == 0 and ctype == -1 else ""
            total = a if seat == d["att"] else b
            basic = ctype is not None and ctype >= 0 and E.T_KIND[ctype] in (E.BASIC_ATTACK, E.BASIC_DEFENSE)
            tail = vtxt if basic or total is None or not vtxt else f"{vtxt}  =  {total}"
            tw = int(u * 9)
            blit_fit(
                surface,
                label,
                int(u * 1.9),
                row.w - tw - int(u * 2),
                theme.TEXT,
                midleft=(row.x + int(u * 1.6), row.centery),
                bold=True,
            )
            if tail:
                blit_text(
                    surface,
                    tail,
                    int(u * 1.9),
                    theme.HILITE_SOFT,
                    midright=(row.right - int(u * 0.8), row.centery),
                    bold=True,
                )
        # the score and the result
        mid = pygame.Rect(0, 0, int(u * 20), int(u * 4.6))
        mid.midbottom = (box.centerx, box.bottom - int(u * 1.0))
        if d["result"] is not None:
            hit = d["result"]
            col = theme.DANGER if hit else theme.GOOD
            word = t("orc_wars.duel.hit") if hit else t("orc_wars.duel.blocked")
            stamp = pygame.Rect(0, 0, int(u * 26), int(u * 5.2))
            stamp.midbottom = mid.midbottom
            draw.panel(surface, stamp, fill=theme.shade(col, 0.45), edge=col, radius=int(u), alpha=250, edge_px=3)
            text = t("orc_wars.duel.score", word=word, a=d["attack"], b=d["block"])
            blit_fit(
                surface, text, int(u * 3), stamp.w - int(u * 2), theme.TEXT, center=stamp.center, bold=True, shadow=True
            )
        else:
            seat = self.human_to_act() if self.can_act() else None
            if seat is not None and self.state.phase() == "exchange":
                r = self.duel_pass_rect()
                label, target = t("orc_wars.button.pass"), ("btn", "pass")
                draw_button(surface, self.view(), r, label, "primary", target, self._button_cache)
                hint = t("orc_wars.duel.your_move")
                blit_fit(
                    surface,
                    hint,
                    int(u * 1.8),
                    box.w // 2 - int(u * 12),
                    theme.HILITE_SOFT,
                    midleft=(box.x + pad, r.centery),
                )
            else:
                who = self.state.to_act()
                wait = t("orc_wars.duel.waiting", who=self.names().seat_role(who[0])) if who else ""
                blit_text(
                    surface, wait, int(u * 1.9), theme.TEXT_DIM, midbottom=(box.centerx, box.bottom - int(u * 1.6))
                )

    def duel_pass_rect(self) -> pygame.Rect:
        u = self.R["u"]
        box = self.duel_rect()
        r = pygame.Rect(0, 0, int(u * 16), int(u * 5))
        r.bottomright = (box.right - int(u * 1.4), box.bottom - int(u * 1.0))
        return r

    def _unit_token(self, fig: int, seat: int):
        u = self.R["u"]
        rad = int(u * 2.4)
        if fig == E.KING:
            return art.king_token(rad)
        if E.ELF0 <= fig < E.BOAR0:
            return art.elf_token(self.state.role_of(fig - 25), fig - 25, rad)
        if fig >= E.BOAR0:
            return art.boar_token(rad)
        kind = self.names().fig_kind(fig)
        return art.orc_token(kind if kind is not None else 0, fig // 5, rad)

    def _duel_side(self, surface, r, seat, name, token, word, total, attacker: bool) -> None:
        u = self.R["u"]
        y = r.y + int(u * 2.6)
        tx = r.x + int(u * 2.8)
        surface.blit(token, token.get_rect(center=(tx, y + int(u * 2.6))))
        blit_fit(
            surface,
            name,
            int(u * 2.1),
            r.w - int(u * 14),
            theme.TEXT,
            topleft=(r.x + int(u * 6), y + int(u * 0.4)),
            bold=True,
        )
        who = self.seat_name(seat)
        blit_fit(
            surface, who, int(u * 1.7), r.w - int(u * 14), theme.TEXT_DIM, topleft=(r.x + int(u * 6), y + int(u * 3.0))
        )
        badge = pygame.Rect(0, 0, int(u * 7.5), int(u * 5.6))
        badge.topright = (r.right, y)
        col = (150, 40, 34) if attacker else (40, 80, 130)
        draw.panel(surface, badge, fill=col, edge=theme.INK, radius=int(u * 0.8), alpha=250, shadow=False, edge_px=2)
        blit_text(
            surface,
            str(total),
            int(u * 3.6),
            theme.TEXT,
            center=(badge.centerx, badge.centery - int(u * 0.5)),
            bold=True,
            shadow=True,
        )
        blit_text(surface, word, int(u * 1.4), theme.TEXT_DIM, midbottom=(badge.centerx, badge.bottom - 1))
