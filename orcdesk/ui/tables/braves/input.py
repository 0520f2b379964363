"""Input on the De l'orc pour les braves table, as functions: the clickable targets drawn now (hit regions), the
decisions offered as buttons, and the keys of the deal. Legal actions and refusals come from the caller (the
table reads them from the game it acts on), places from the layout; the actions through ``BravesState.CODEC``.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_TYPES, card_set
from orcdesk.games.braves.engine import CODEC, COMMIT_NAMES
from orcdesk.ui.tables import HitRegion
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.layout import Layout, ask_grid, button_column, button_row, own_card_rects
from orcdesk.ui.tables.braves.view import PILE_KEYS, BravesView

CS = card_set()
MERC0 = CS.merc_base
PILE_KEYCODES = {getattr(pygame, f"K_{ch.lower()}"): i for i, ch in enumerate(PILE_KEYS)}
PILE_KEYCODES.update({getattr(pygame, f"K_KP{d}"): (int(d) - 1) % 10 for d in "1234567890"})
SEAT_PICKS = {"champion": "champion_tip", "spy": "spy_tip", "commando": "commando_tip"}


def deal_humans(view: BravesView) -> list[int]:
    """Human seats that may play a shield or desertion now (the deal's real-time window)."""
    if not view.realtime:
        return []
    return [s for s in range(view.n) if view.names.human[s] and s != view.obs["wizard"]]


def regions(view: BravesView, lay: Layout, legal_of, reason_of) -> list[HitRegion]:
    """Every clickable thing drawn now, legal or not (``legal_of(seat)``: the seat's legal actions;
    ``reason_of(action, seat)``: why one is refused, in words)."""
    out: list[HitRegion] = []
    if view.terminal:
        return out
    if view.realtime:
        for s in deal_humans(view):
            legal = legal_of(s)
            for kind, rect in own_card_rects(lay, view, s):
                ok = any(CODEC.kind_of(a) == kind for a in legal)
                reason = "" if ok else reason_of(CODEC.encode(kind, pile=0), s)
                out.append(HitRegion(rect, ("card", s, kind), ok, reason, tooltip=t(f"braves.ui.{kind}_tip")))
        if view.card_selected:
            s, kind = view.card_selected
            legal = legal_of(s)
            for p, rect in enumerate(lay.pile_rects):
                a = CODEC.encode(kind, pile=p)
                ok = a in legal
                tip = t(f"braves.ui.{kind}_here", pile=p + 1)
                out.append(HitRegion(rect, ("pile", p), ok, "" if ok else reason_of(a, s), tooltip=tip))
        return out
    seat = view.actor
    if view.busy or seat is None:
        return out
    legal = legal_of(seat)
    ph = view.phase
    if ph in SEAT_PICKS:
        for s in view.others_of(seat):
            if ph == "champion":
                a = CODEC.encode("champion", seat=s)
                ok, reason = a in legal, "" if a in legal else reason_of(a, seat)
            else:
                ok = any(CODEC.kind_of(a) == ph and CODEC.decode(a).target == s for a in legal)
                reason = "" if ok else t(f"braves.refuse.{ph}_target")
            tip = t(f"braves.ui.{SEAT_PICKS[ph]}", who=view.names.full[s])
            out.append(HitRegion(lay.seat_rects[s], ("seat", s), ok, reason, tooltip=tip))
    for target, _label, rect, ok, reason, _style in choices(view, lay, seat, legal, lambda a: reason_of(a, seat)):
        out.append(HitRegion(rect, target, ok, reason))
    return out


def choices(view: BravesView, lay: Layout, seat: int, legal: list, reason) -> list[tuple]:
    """The buttons of a turn decision: (target, label, rect, legal, reason, style) (``reason(action)``: why an
    action is refused, in words)."""
    ph, sel = view.phase, view.selected
    items: list[tuple] = []  # (target, label, legal, reason, style)

    def offer(target, label, action=None, style="primary", why=None) -> None:
        ok = action is None or action in legal
        items.append((target, label, ok, "" if ok else why or reason(action), style))

    passing = CODEC.encode("pass") in legal
    if ph == "spy" and sel and sel[0] == "spy":  # the grid of card types to ask for, Cancel and Pass under it
        cells, grid_bottom = ask_grid(lay)
        out = []
        for tid, rect in cells:
            a = CODEC.encode("spy", target=sel[1], ask=tid)
            ok = a in legal
            out.append((("ask", tid), art.type_name(CS.type_names[tid]), rect, ok, "" if ok else reason(a), "card"))
        offer(("btn", "cancel"), t("braves.ui.cancel"), style="quiet")
        if passing:
            offer(("btn", "pass"), t("braves.ui.ask_nothing"), style="normal")
        return out + [(i[0], i[1], r, *i[2:]) for i, r in zip(items, button_row(lay, len(items), grid_bottom))]
    if ph == "spy" and passing:
        offer(("btn", "pass"), t("braves.ui.ask_nothing"), style="quiet")
    elif ph == "choose_people":
        for p, people in enumerate(CS.peoples):
            offer(("people", p), art.people_name(people), CODEC.encode("battle", people=p))
    elif ph == "mercenaries":
        hand = view.obs.get("hand") or []
        for k, name in enumerate(COMMIT_NAMES):
            if CODEC.encode("merc", type=k) in legal:
                count = sum(1 for c in hand if CS.type[c] == MERC0 + MERC_TYPES.index(name))
                offer(("merc", k), t("braves.ui.commit", what=t(f"braves.merc.{name}"), n=count))
        offer(("btn", "pass"), t("braves.ui.merc_done"), style="normal")
    elif ph == "commando":
        if sel and sel[0] == "commando":
            for b, name in enumerate(("people", "mercenary")):
                action = CODEC.encode("commando", target=sel[1], back=b)
                offer(("back", b), t(f"braves.ui.commando_{name}"), action, why=t("braves.refuse.commando_target"))
            offer(("btn", "cancel"), t("braves.ui.cancel"), style="quiet")
        offer(("btn", "pass"), t("braves.ui.commando_pass"), style="normal")
    elif ph == "flying_machine":
        for g in [CODEC.decode(a).goblins for a in legal if CODEC.kind_of(a) == "fly"]:
            offer(("fly", g), t("braves.ui.fly", n=g, total=4 + g))
        offer(("btn", "pass"), t("braves.ui.fly_pass"), style="normal")
    return [(i[0], i[1], r, *i[2:]) for i, r in zip(items, button_column(lay, len(items)))]


def card_key(view: BravesView, key: int) -> tuple[int, str] | None:
    """The (seat, "desert"/"shield") a key picks in the deal: D/S (or B, "bouclier") for the human at the
    bottom, each human's own pair in a hotseat deal (shown on screen)."""
    if view.strip:
        for seat in view.strip_players:
            desert, shield = view.strip_keys[seat]
            extra = ("B",) if shield == "S" else ()
            if key == getattr(pygame, f"K_{desert.lower()}"):
                return seat, "desert"
            if key in [getattr(pygame, f"K_{k.lower()}") for k in (shield,) + extra]:
                return seat, "shield"
        return None
    if key in (pygame.K_d, pygame.K_s, pygame.K_b) and view.names.human[view.viewer]:
        return view.viewer, "desert" if key == pygame.K_d else "shield"
    return None
