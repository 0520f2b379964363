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
from orcdesk.ui.kit.text import blit_fit, blit_text, draw_text_box, readable, text_width
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.hand import draw_button
from orcdesk.ui.tables.orc_wars.words import card_name, trick_name

DUEL_TRICKS = {
    "cheap_shot": ("attack", E.TRICKS[E.TR_CHEAP]["amount"]),
    "thick_skull": ("block", E.TRICKS[E.TR_SKULL]["amount"]),
    "blood_oath": ("none", 0),
}


class Fight:
    """The fight on show: ``current`` is None or a dict (att, def: the seats; by, target: the units; attack, block:
    the totals; entries: (seat, label, card, attack, block) in play order; result: None or hit)."""

    def __init__(self) -> None:
        self.current: dict | None = None

    def follow(self, queue, e: dict) -> None:
        """Queue what event ``e`` does to the fight, in step with the animations."""
        k = e["type"]
        if k == "attack":
            queue.push(anim.Call(lambda e=e: self._duel_start(e)))
        elif k == "play" and "attack" in e:
            queue.push(
                anim.Call(
                    lambda e=e: self._duel_add(e["seat"], card_name(e["card"]), e["card"], e["attack"], e["block"])
                )
            )
            queue.push(anim.Wait(0.35))
        elif k == "trick" and e["trick"] in DUEL_TRICKS:
            queue.push(anim.Call(lambda e=e: self._duel_trick(e["trick"])))
            queue.push(anim.Wait(0.35))
        elif k == "pass":
            queue.push(anim.Call(lambda e=e: self._duel_add(e["seat"], None, None, None, None)))
            queue.push(anim.Wait(0.2))
        elif k == "resolve":
            queue.push(anim.Call(lambda e=e: self._duel_result(e)))
            queue.push(anim.Wait(1.5))
            queue.push(anim.Call(self._duel_end))

    def _duel_start(self, e: dict) -> None:
        att = e["seat"]
        target = e["target"]
        dfd = target - 25 if E.ELF0 <= target < E.BOAR0 else 0
        self.current = {
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
        d = self.current
        if d is None:
            return
        if attack is not None:
            d["attack"], d["block"] = attack, block
        d["entries"].append((seat, label, ctype, d["attack"], d["block"]))

    def _duel_trick(self, key: str) -> None:
        d = self.current
        if d is None:
            return
        side, n = DUEL_TRICKS[key]
        if side == "attack":
            d["attack"] += n
        elif side == "block":
            d["block"] += n
        d["entries"].append((0, trick_name(key), -1, d["attack"], d["block"]))

    def _duel_result(self, e: dict) -> None:
        if self.current is None:
            return
        self.current["attack"], self.current["block"] = e["attack"], e["block"]
        self.current["result"] = bool(e["hit"])

    def _duel_end(self) -> None:
        self.current = None

    def rebuild(self, obs: dict) -> None:
        """After an undo or a load: the fight in progress, from the observation."""
        x = obs.get("exchange")
        if not x or obs["step"] != "exchange":
            self.current = None
            return
        entries = []
        for seat, ctype in x["log"]:
            if ctype == -1:
                entries.append((seat, None, None, x["attack"], x["block"]))
            elif ctype <= -2:
                entries.append((seat, trick_name(-2 - ctype), -1, x["attack"], x["block"]))
            else:
                entries.append((seat, card_name(ctype), ctype, None, None))
        self.current = {
            "att": x["attacker"],
            "def": x["defender"],
            "by": x["by"],
            "target": x["target"],
            "attack": x["attack"],
            "block": x["block"],
            "entries": entries,
            "result": None,
        }


def duel_rect(R: dict, target_point) -> pygame.Rect:
    """The overlay: over the half of the board away from the fight (``target_point``: the target on screen, or
    None), so the fighters stay in sight."""
    u, board = R["u"], R["board"]
    r = pygame.Rect(0, 0, int(min(board.w * 0.96, u * 80)), int(min(board.h * 0.5, u * 36)))
    r.centerx = board.centerx
    if target_point is not None and target_point[1] > board.centery:
        r.top = board.top + int(u * 0.6)
    else:
        r.bottom = board.bottom - int(u * 0.6)
    return r


def pass_rect(R: dict, box) -> pygame.Rect:
    u = R["u"]
    r = pygame.Rect(0, 0, int(u * 16), int(u * 5))
    r.bottomright = (box.right - int(u * 1.4), box.bottom - int(u * 1.0))
    return r


def draw_duel(surface, tv, R, d: dict | None, box, roles: dict, widgets: dict) -> None:
    """The fight ``d`` in the overlay ``box`` (``roles``: each elf seat's role, for its token)."""
    if d is None:
        return
    u = R["u"]
    names = tv.names
    draw.panel(surface, box, fill=(36, 24, 20), alpha=242, radius=int(u * 1.6))
    pygame.draw.rect(surface, (120, 50, 40), box.inflate(-int(u * 0.8), -int(u * 0.8)), 1, border_radius=int(u * 1.3))
    pad = int(u * 1.4)
    half = (box.w - 3 * pad) // 2
    left = pygame.Rect(box.x + pad, box.y + pad, half, box.h - 2 * pad)
    right = pygame.Rect(left.right + pad, left.y, half, left.h)
    title = t("orc_wars.duel.title")
    blit_text(surface, title, int(u * 2.2), theme.BRASS, midtop=(box.centerx, box.y + int(u * 0.6)), bold=True)
    duel_side(
        surface,
        R,
        left,
        names.unit_words(d["by"]),
        names.seat(d["att"]),
        unit_token(R, d["by"], roles, names),
        t("orc_wars.duel.attack"),
        d["attack"],
        True,
    )
    duel_side(
        surface,
        R,
        right,
        names.fig_words(d["target"]),
        names.seat(d["def"]),
        unit_token(R, d["target"], roles, names),
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
        # the card's name takes what the total leaves (measured, not a fixed share: a narrow window's column
        # would otherwise shorten the name to a letter)
        tw = text_width(tail, int(u * 1.9), bold=True) + int(u * 0.8) if tail else 0
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
        seat = tv.choices.seat if tv.live else None
        if seat is not None and tv.obs["step"] == "exchange":
            r = pass_rect(R, box)
            label, target = t("orc_wars.button.pass"), ("btn", "pass")
            draw_button(surface, tv, r, label, "primary", target, widgets)
            # the hint takes the room left of Pass, wrapped (a narrow window's duel box has little of it)
            room = pygame.Rect(box.x + pad, r.y - int(u * 0.6), r.x - box.x - pad - int(u), r.h + int(u * 1.2))
            draw_text_box(
                surface, t("orc_wars.duel.your_move"), room, u * 1.8, theme.HILITE_SOFT, valign="middle", max_lines=3
            )
        else:
            who = tv.obs["to_act"]
            wait = t("orc_wars.duel.waiting", who=names.seat_role(who[0])) if who else ""
            blit_text(surface, wait, int(u * 1.9), theme.TEXT_DIM, midbottom=(box.centerx, box.bottom - int(u * 1.6)))


def unit_token(R: dict, fig: int, roles: dict, names):
    u = R["u"]
    rad = int(u * 2.4)
    if fig == E.KING:
        return art.king_token(rad)
    if E.ELF0 <= fig < E.BOAR0:
        return art.elf_token(roles[fig - E.KING], fig - E.KING, rad)
    if fig >= E.BOAR0:
        return art.boar_token(rad)
    kind = names.fig_kind(fig)
    return art.orc_token(kind if kind is not None else 0, fig // 5, rad)


def duel_side(surface, R, r, name, who, token, word, total, attacker: bool) -> None:
    u = R["u"]
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
    # the word under the total stays readable (the floor), shortened rather than spilling out of the badge
    blit_fit(surface, word, readable(u * 1.4), badge.w - 4, theme.TEXT_DIM, midbottom=(badge.centerx, badge.bottom - 1))
