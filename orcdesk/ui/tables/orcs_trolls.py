"""The Orcs & Trolls table (2-4 players, humans hotseat and/or AI).

Screen, top to bottom: the opponents' panels (name, face-down hand with its count, orc deck, kills, VP badge
and their pack: orc cards with trait crosses, treasures tucked under them, frog/trap/danger markers), the
status line, the centre (draw deck and discard, the trial or attack under way with its cards and 3D dice and
the numbers of every roll, the choice buttons), the viewer's pack, and his hand fanned at the bottom. The
right column has the scoreboard (every player's VP, breakdown on hover) and the game log.

Clicks: a hand card plays it (red cards, treasures and trolls are first selected, then the target is
clicked: an opponent's panel or one of your orcs); a treasure under one of your orcs is selected, then a
troll; members are clicked to choose who rolls next; buttons for pass/roll/potion. A refused click says the
engine's reason. Hovering any card shows it large with its rule text. Hotseat: the base class shows the
hand-over screen between two humans and the view follows the one who acts.

Animation: played cards fly to where they land; the dice of a trial, an attack or the escapes tumble member
after member, each with its numbers (dice + bonuses against the target, the combat band, the outcome) while
the packs show the position before the move, updated roll by roll.

Art (card faces, markers, VP badge) lives in ``orcs_trolls_art.py``.
"""
from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls import engine as E
from orcdesk.games.orcs_trolls.cards import ATTACK, CARDS, GREEN, GREY, TREASURE, TRIAL
from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit.cards import card_back, draw_card, fan_positions
from orcdesk.ui.kit.text import blit_text, fit_size, text_width
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables import HitRegion, TableScene
from orcdesk.ui.tables.orcs_trolls_art import (
    CARD_RATIO, card_face, card_name, card_tooltip, check_mark, danger_marker, frog_marker, trap_marker,
    trait_cross, tucked_treasure, vp_badge,
)

C = CARDS
KEY = C.key
TARGETED = (E.OP_RED, E.OP_GRAB, E.OP_SEDUCE)     # a hand card that then needs a target click
HAND_OPS = (E.OP_RED, E.OP_MEAL, E.OP_GRAB, E.OP_SEDUCE, E.OP_BLACK, E.OP_GREY, E.OP_GREEN, E.OP_DISCARD)
PASS_LABELS = {"red_card": "no_red", "grab": "done_grab", "attack_offer": "no_attack", "attack_bonus": "no_grey",
               "transfer": "done_give", "escape_greens": "no_escape", "discard": "done_discard"}
PIP_LOOK = dicekit.pip_die_look("ivory")
ATTACK_LOOK = dicekit.pip_die_look("red")


def hand_card_of(action: int) -> int | None:
    """The hand card an action plays (None for actions without one)."""
    op, a, b, _ = E.decode(action)
    if op in (E.OP_GRAB, E.OP_SEDUCE):
        return b
    if op in HAND_OPS:
        return a
    return None


class OrcsTrollsTable(TableScene):
    """See the module docstring."""

    def __init__(self, app, game_id: str = "orcs_trolls", seats: list[str] | None = None, seed: int = 0,
                 options: dict | None = None, inline_ai: bool | None = None) -> None:
        super().__init__(app, game_id, seats or ["human", "greedy"], seed, options, inline_ai)
        self.selected: tuple | None = None        # ("hand", card) or ("treasure", orc, card)
        self.roll_show: dict | None = None        # the latest dice event on show
        self.attack_show: dict | None = None      # the attack die of the fight under way
        self.roll_t = 1.0                         # tumble progress of the shown dice
        self.flying: dict | None = None           # a played card on its way to the table
        self.banner: tuple | None = None          # (text, colour) of a big moment, shown over the centre
        self.held_packs: list | None = None       # packs as shown while a move's dice roll (see _hold_packs)
        self.btns: dict[str, Button] = {}
        self.u = 7.2
        self._regions_cache = None

    # ------------------------------------------------------------------ layout
    def layout(self, size) -> None:
        W, H = size
        u = theme.unit(size)
        self.u = u
        m = int(u)
        side_w = max(200, int(W * 0.2))
        self.side_rect = pygame.Rect(W - side_w - m, int(u * 10), side_w, H - int(u * 11))
        play = pygame.Rect(m, m, W - side_w - 3 * m, H - 2 * m)
        self.play_rect = play
        n = self.state.players
        others = [(self.viewer + k) % n for k in range(1, n)]
        self.others = others
        top_h = int(u * 27)
        gap = int(u)
        col_w = (play.w - gap * (len(others) - 1)) // len(others)
        self.opp_rect = {s: pygame.Rect(play.x + i * (col_w + gap), play.y, col_w, top_h) for i, s in enumerate(others)}
        self.status_rect = pygame.Rect(play.x + int(play.w * 0.12), play.y + top_h + int(u * 0.8), int(play.w * 0.76),
                                       int(u * 4.6))
        centre_top = self.status_rect.bottom + int(u * 0.8)
        self.centre_rect = pygame.Rect(play.x, centre_top, play.w, int(u * 21))
        self.pack_rect = pygame.Rect(play.x, self.centre_rect.bottom + int(u * 0.5), play.w, int(u * 21))
        self.hand_card_h = int(u * 21)
        self.hand_card_w = int(self.hand_card_h / CARD_RATIO)
        self.hand_y = H - int(u * 19.5)
        # centre: piles on the left, buttons on the right, the trial/attack in between
        cr = self.centre_rect
        pile_h = int(u * 14)
        pile_w = int(pile_h / CARD_RATIO)
        self.deck_rect = pygame.Rect(cr.x + int(u), cr.y + int(u * 2.5), pile_w, pile_h)
        self.discard_rect = self.deck_rect.move(pile_w + int(u * 1.5), 0)
        btn_w = int(u * 22)
        self.button_col = pygame.Rect(cr.right - btn_w, cr.y + int(u), btn_w, cr.h - int(u * 2))
        self.stage_rect = pygame.Rect(self.discard_rect.right + int(u * 2), cr.y,
                                      self.button_col.x - self.discard_rect.right - int(u * 3), cr.h)
        self.die_size = int(u * 5.6)

    # ------------------------------------------------------------------ flow hooks
    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.selected = None
        self.queue.push(anim.Call(self._release_packs))  # after this move's animations: the real packs

    def on_restored(self) -> None:
        self.selected = None
        self.roll_show = self.attack_show = self.flying = self.banner = self.held_packs = None
        self.roll_t = 1.0
        self.layout(self.size)

    def update_table(self, dt: float) -> None:
        # hotseat: the base class moves the view after a move; a game (or a restored position) that starts
        # with another human to act than the first one needs the same hand-over here
        h = self.human_to_act()
        if (h is not None and h != self.viewer and self.seats.count("human") > 1 and not self.queue.busy
                and self.app.stack.top is self):
            self.viewer = h
            self.obs = self.prev_obs = self.state.observation(h)
            self._hand_over(h)
        # dice stay on show while their trial, attack or escapes go on; once that is over and played out,
        # they are history (the log keeps them)
        if self.roll_show is not None and not self.queue.busy and not self.obs.get("context"):
            self._clear_roll()
        # re-layout when the bottom seat changes
        if getattr(self, "_laid_for", None) != self.viewer:
            self._laid_for = self.viewer
            self.layout(self.size)

    # ------------------------------------------------------------------ legal actions and clicks
    def _legal(self) -> list:
        seat = self.human_to_act()
        if seat is None or self.queue.busy:
            return []
        return self.state.legal_actions(seat)

    def _hand_actions(self, card: int, legal: list) -> list:
        k = KEY[card]
        out = []
        for a in legal:
            h = hand_card_of(a)
            if h is not None and KEY[h] == k:
                out.append(a)
        return out

    def _selected_actions(self, legal: list) -> list:
        sel = self.selected
        if sel is None:
            return []
        if sel[0] == "hand":
            return [a for a in self._hand_actions(sel[1], legal) if E.decode(a)[0] in TARGETED]
        _, orc, tre = sel
        return [a for a in legal if E.decode(a)[0] == E.OP_GIVE and E.decode(a)[1] == orc
                and KEY[E.decode(a)[2]] == KEY[tre]]

    def _buttons_now(self, legal: list) -> list[tuple[str, str, str]]:
        """(key, label, reason) of the buttons shown now; a reason means the button is refused (greyed)."""
        out = []
        step = self.obs.get("step")
        if E.PASS in legal:
            out.append(("pass", t("orcs_trolls.pass." + PASS_LABELS.get(step, "done_discard")), ""))
        elif legal and step == "discard":  # "Done" stays in sight, refused until the hand is small enough
            out.append(("pass", t("orcs_trolls.pass.done_discard"), self._reason(E.PASS)))
        if E.ROLL in legal:
            out.append(("roll", t("orcs_trolls.ui.roll"), ""))
        if E.DRINK in legal:
            out.append(("drink", t("orcs_trolls.ui.drink"), ""))
        if E.REFUSE in legal:
            out.append(("refuse", t("orcs_trolls.ui.refuse"), ""))
        if self.selected is not None:
            out.append(("cancel", t("orcs_trolls.ui.cancel"), ""))
        return out

    def _reason(self, action) -> str:
        """The engine's reason why ``action`` is refused, translated."""
        why = self.state.illegal_reason(action, self.human_to_act())
        if why is None:
            return ""
        code, fields = why
        if code in ("not_your_turn", "wrong_step", "game_over", "not_an_action"):
            return t(f"orcs_trolls.why.{self.obs.get('step')}")
        return t(f"orcs_trolls.reason.{code}", **fields)

    def _button_rects(self, n: int) -> list[pygame.Rect]:
        col, u = self.button_col, self.u
        bh = int(u * 5.6)
        gap = int(u * 1.1)
        total = n * bh + (n - 1) * gap
        y = col.centery - total // 2
        return [pygame.Rect(col.x, y + i * (bh + gap), col.w, bh) for i in range(n)]

    def hit_regions(self) -> list[HitRegion]:
        # asked several times a frame (hover, drawing, clicks): rebuilt only when something it shows changed
        key = (id(self.obs), len(self.history.actions), self.selected, self.queue.busy, tuple(self.size), self.viewer)
        if self._regions_cache is None or self._regions_cache[0] != key:
            self._regions_cache = (key, self._build_regions())
        return list(self._regions_cache[1])

    def _build_regions(self) -> list[HitRegion]:
        legal = self._legal()
        regions: list[HitRegion] = []
        if self.obs["phase"] == "setup":
            for card, rect in self._draft_layout().items():
                ok = E.act(E.OP_DRAFT, card) in legal
                regions.append(HitRegion(rect, ("draft", card), ok, "" if ok else t("orcs_trolls.ui.not_your_turn"),
                                         tooltip=card_tooltip(card)))
        else:
            sel_actions = self._selected_actions(legal)
            # opponents: targets of a red card
            for s in self.others:
                ok = any(E.decode(a)[0] == E.OP_RED and E.decode(a)[2] == s for a in sel_actions)
                if ok:
                    regions.append(HitRegion(self.opp_rect[s], ("seat", s), True,
                                             tooltip=t("orcs_trolls.ui.target_tip", who=self.seat_name(s))))
            # own pack: members and tucked treasures
            for m, rect, tucks in self._pack_layout(self.viewer):
                card = m["card"]
                ok, tip = self._member_click(card, legal, sel_actions)
                if ok or self.selected is not None:
                    regions.append(HitRegion(rect, ("member", self.viewer, card), ok,
                                             "" if ok else t("orcs_trolls.ui.not_a_target"), tooltip=tip))
                for tre, trect in tucks:
                    if any(E.decode(a)[0] == E.OP_GIVE and E.decode(a)[1] == card and KEY[E.decode(a)[2]] == KEY[tre]
                           for a in legal):
                        regions.append(HitRegion(trect, ("treasure", card, tre), True,
                                                 tooltip=t("orcs_trolls.ui.give_tip")))
            # hand
            for card, rect in self._hand_layout():
                acts = self._hand_actions(card, legal)
                reason = "" if acts else self._hand_reason(card)
                regions.append(HitRegion(rect, ("hand", card), bool(acts), reason, tooltip=card_tooltip(card),
                                         point=(rect.x + min(rect.w // 2, self._hand_step() // 2 + 2),
                                                rect.y + rect.h // 3)))
        buttons = self._buttons_now(legal)
        for (key, _label, reason), rect in zip(buttons, self._button_rects(len(buttons))):
            regions.append(HitRegion(rect, ("btn", key), not reason, reason))
        return regions

    def _member_click(self, card: int, legal: list, sel_actions: list) -> tuple[bool, str]:
        if self.selected is not None:
            for a in sel_actions:
                op, x, y, z = E.decode(a)
                if op in (E.OP_GRAB, E.OP_SEDUCE) and x == card:
                    return True, t("orcs_trolls.ui.grab_tip" if op == E.OP_GRAB else "orcs_trolls.ui.seduce_tip")
                if op == E.OP_GIVE and z == card:
                    return True, t("orcs_trolls.ui.give_to_tip")
            return False, ""
        if E.act(E.OP_NEXT, card) in legal:
            return True, t("orcs_trolls.ui.next_tip")
        return False, ""

    def _hand_reason(self, card: int) -> str:
        """Why this hand card cannot be played now: the engine's reason for the move it would make in this
        step (a trial in the first round, an elf with no target...), else what the step allows."""
        if self.human_to_act() is None:
            return t("orcs_trolls.ui.not_your_turn")
        step = self.obs.get("step")
        kind = C.kind[card]
        action = None
        if step == "red_card" and kind == TRIAL:
            if C.effect[card] == "troll_meal":
                action = E.act(E.OP_MEAL, card)
            elif self.others:
                action = E.act(E.OP_RED, card, self.others[0])
        elif step == "grab" and kind == TREASURE:
            orcs = [m["card"] for m in self.obs["packs"][self.viewer]]
            action = E.act(E.OP_GRAB, orcs[0], card) if orcs else None
        elif step == "attack_offer" and kind == ATTACK:
            action = E.act(E.OP_BLACK, card)
        elif step == "attack_bonus" and kind == GREY:
            action = E.act(E.OP_GREY, card)
        elif step in ("trial_greens", "combat_greens", "escape_greens") and kind == GREEN:
            action = E.act(E.OP_GREEN, card)
        if action is not None:
            return self._reason(action)
        return t(f"orcs_trolls.why.{step}")

    def click(self, target, button: int):
        kind = target[0]
        legal = self._legal()
        if kind == "draft":
            return E.act(E.OP_DRAFT, target[1])
        if kind == "btn":
            key = target[1]
            if key == "cancel":
                self.selected = None
                return None
            return {"pass": E.PASS, "roll": E.ROLL, "drink": E.DRINK, "refuse": E.REFUSE}[key]
        if kind == "hand":
            card = target[1]
            if self.selected == ("hand", card):
                self.selected = None
                return None
            acts = self._hand_actions(card, legal)
            if not acts:
                return None
            if E.decode(acts[0])[0] in TARGETED:
                self.selected = ("hand", card)
                return None
            return acts[0]
        if kind == "treasure":
            sel = ("treasure", target[1], target[2])
            self.selected = None if self.selected == sel else sel
            return None
        sel_actions = self._selected_actions(legal)
        if kind == "seat":
            for a in sel_actions:
                if E.decode(a)[0] == E.OP_RED and E.decode(a)[2] == target[1]:
                    return a
            return None
        if kind == "member":
            card = target[2]
            for a in sel_actions:
                op, x, _, z = E.decode(a)
                if (op in (E.OP_GRAB, E.OP_SEDUCE) and x == card) or (op == E.OP_GIVE and z == card):
                    return a
            if E.act(E.OP_NEXT, card) in legal:
                return E.act(E.OP_NEXT, card)
        return None

    def clicks_for(self, action) -> list:
        op, a, b, c = E.decode(action)
        if action == E.PASS:
            return [("btn", "pass")]
        if action == E.ROLL:
            return [("btn", "roll")]
        if action == E.DRINK:
            return [("btn", "drink")]
        if action == E.REFUSE:
            return [("btn", "refuse")]
        if op == E.OP_DRAFT:
            return [("draft", a)]
        if op == E.OP_RED:
            return [("hand", a), ("seat", b)]
        if op in (E.OP_GRAB, E.OP_SEDUCE):
            return [("hand", b), ("member", self.viewer, a)]
        if op == E.OP_NEXT:
            return [("member", self.viewer, a)]
        if op == E.OP_GIVE:
            return [("treasure", a, b), ("member", self.viewer, c)]
        return [("hand", a)]

    # ------------------------------------------------------------------ geometry
    def _draft_layout(self) -> dict[int, pygame.Rect]:
        pool = self.obs["draft_pool"]
        u = self.u
        area = pygame.Rect(self.play_rect.x, self.centre_rect.y, self.play_rect.w,
                           self.size[1] - int(u * 12) - self.centre_rect.y)
        cols = 8
        h = int(min((area.h - u * 2) / 3 - u, (area.w / cols - u) * CARD_RATIO))
        w = int(h / CARD_RATIO)
        gap = int(u)
        total = cols * w + (cols - 1) * gap
        x0 = area.centerx - total // 2
        out = {}
        for i, card in enumerate(sorted(range(24), key=lambda c: c)):
            if card not in pool:
                continue
            r, col = divmod(i, cols)
            out[card] = pygame.Rect(x0 + col * (w + gap), area.y + int(u) + r * (h + gap), w, h)
        return out

    def _hand_step(self) -> int:
        hand = self.obs.get("hand") or []
        xs = self._hand_xs(len(hand))
        return (xs[1] - xs[0]) if len(xs) > 1 else self.hand_card_w

    def _hand_size(self, n: int) -> tuple[int, int]:
        """Card size in the hand: as large as 21 units, smaller when a long hand would hide the names
        (each card keeps at least 85% of its width visible)."""
        avail = self.play_rect.w * 0.96
        w = min(self.hand_card_w, int(avail / (1 + 0.85 * max(0, n - 1))))
        return w, int(w * CARD_RATIO)

    def _hand_xs(self, n: int) -> list[int]:
        pr = self.play_rect
        w, _ = self._hand_size(n)
        return fan_positions(n, pr.centerx, self.hand_y, w, int(pr.w * 0.96), gap=0.06)

    def _hand_layout(self) -> list[tuple[int, pygame.Rect]]:
        hand = self.obs.get("hand") or []
        xs = self._hand_xs(len(hand))
        out = []
        w, h = self._hand_size(len(hand))
        mid = (len(hand) - 1) / 2
        for i, (card, x) in enumerate(zip(hand, xs)):
            lift = int(self.u * 3) if self.selected == ("hand", card) else 0
            drop = int(self.u * 0.18 * (i - mid) ** 2)  # a gentle arc, like a hand of cards held in a fan
            out.append((card, pygame.Rect(x, self.size[1] - int(h * 0.93) - lift + drop, w, h)))
        return out

    def _pack_cards(self, seat: int) -> list[dict]:
        if self.held_packs is not None:
            return self.held_packs[seat]
        if self.obs["phase"] == "setup":  # the draft: show the orcs picked so far
            return [{"card": c, "status": "active", "endangered": False, "grab": None, "treasures": [],
                     "acted": False, "gave": False} for c in self.obs["orc_decks"][seat]["orcs"]]
        return self.obs["packs"][seat]

    def _pack_layout(self, seat: int):
        """[(member, card rect, [(treasure, strip rect), ...])] for one pack (own row or opponent panel)."""
        u = self.u
        members = self._pack_cards(seat)
        if seat == self.viewer:
            area = self.pack_rect.inflate(-int(u * 20), 0).move(int(u * 10), 0)
        else:
            r = self.opp_rect[seat]
            area = pygame.Rect(r.x + int(u * 0.8), r.y + int(u * 5.8), r.w - int(u * 1.6), r.h - int(u * 6.3))
        # the tallest cards that leave room for the treasures tucked under them
        most = max([len(m["treasures"]) + (m["grab"] is not None) for m in members] + [1])
        peek = max(8, int(u * 2.2))
        h = int(min(area.h - most * (peek - 1) - 2, u * 17))
        w = int(h / CARD_RATIO)
        xs = fan_positions(len(members), area.centerx, area.y, w, area.w, gap=0.1)
        out = []
        for m, x in zip(members, xs):
            rect = pygame.Rect(x, area.y, w, h)
            tucked = list(m["treasures"]) + ([m["grab"]] if m["grab"] is not None else [])
            tucks = [(tr, pygame.Rect(x, rect.bottom - 2 + i * (peek - 1), w, peek)) for i, tr in enumerate(tucked)]
            out.append((m, rect, tucks))
        return out

    # ------------------------------------------------------------------ events: words
    def _who(self, seat) -> str:
        return self.seat_name(seat) if isinstance(seat, int) else "?"

    def describe_event(self, e: dict) -> str | None:
        k = e["type"]
        who = self._who(e.get("seat"))
        card = e.get("card")
        cn = card_name(card) if isinstance(card, int) else ""
        if k == "draft":
            return t("orcs_trolls.log.draft", who=who, card=cn)
        if k == "first_player":
            return t("orcs_trolls.log.first_player", who=who)
        if k == "turn":
            return t("orcs_trolls.log.turn", who=who, round=e["round"])
        if k == "orc_enters":
            return t("orcs_trolls.log.orc_enters", who=who, card=cn)
        if k == "orc_drawn":
            return t("orcs_trolls.log.orc_drawn", who=who, card=cn)
        if k == "reshuffle":
            return t("orcs_trolls.log.reshuffle", n=e["count"])
        if k == "red":
            return t("orcs_trolls.log.red", who=who, card=cn, target=self._who(e["target"]))
        if k == "meal":
            return t("orcs_trolls.log.meal", who=who)
        if k == "green":
            return t("orcs_trolls.log.green", who=who, card=cn)
        if k == "cancelled":
            return t("orcs_trolls.log.cancelled", card=cn)
        if k == "scout":
            return t("orcs_trolls.log.scout", card=cn)
        if k == "unfrog":
            return t("orcs_trolls.log.unfrog", card=cn if cn else card_name(e["member"]))
        if k == "attack_roll":
            return t("orcs_trolls.log.attack_roll", who=who, die=e["die"], bonus=e["card_bonus"] + e["grey_bonus"],
                     total=e["total"])
        if k == "dice":
            return None  # written when its dice land (animate_event), so the log never runs ahead of the table
        if k == "potion":
            return t("orcs_trolls.log.potion", who=who, card=card_name(e["member"]))
        if k == "eliminated":
            return t("orcs_trolls.log.eliminated", card=cn, why=t(f"orcs_trolls.why_out.{e['why']}"),
                     n=len(e.get("lost") or []))
        if k == "grab":
            return t("orcs_trolls.log.grab", who=who, orc=card_name(e["member"]), card=cn)
        if k == "seduce":
            return t("orcs_trolls.log.seduce", who=who, orc=card_name(e["member"]), card=cn, die=e["die"],
                     total=e["total"], outcome=t(f"orcs_trolls.outcome.{e['outcome']}"))
        if k == "black":
            return t("orcs_trolls.log.black", who=who, card=cn, target=self._who(e["target"]))
        if k == "grey":
            return t("orcs_trolls.log.grey", who=who, card=cn)
        if k == "killed_enemy":
            return t("orcs_trolls.log.killed_enemy", who=who, card=cn, vp=C.vp[card])
        if k == "place":
            return t("orcs_trolls.log.place", orc=card_name(e["member"]), card=cn)
        if k == "give":
            return t("orcs_trolls.log.give", orc=card_name(e["member"]), card=cn, troll=card_name(e["troll"]))
        if k == "discard":
            return t("orcs_trolls.log.discard", who=who, card=cn)
        if k == "end_turn":
            return t("orcs_trolls.log.end_turn_win" if e.get("pending_win") else "orcs_trolls.log.end_turn",
                     who=who, vp=e["vp"])
        if k in ("win", "round_limit"):
            names = ", ".join(self._who(s) for s in e.get("winners", []))
            return t(f"orcs_trolls.log.{k}", who=names or t("orcs_trolls.ui.nobody"))
        if k == "pass" and e.get("step") in ("red_card", "attack_offer"):
            return t(f"orcs_trolls.log.pass_{e['step']}", who=who)
        return None

    def _dice_line(self, e: dict) -> str:
        kept = e["kept"]
        return t(f"orcs_trolls.log.dice_{e['context']}", card=card_name(e["member"]),
                 dice=" ".join(map(str, e["dice"])),
                 kept=f"{kept[0]}+{kept[1]}", total=e["total"], need=e["need"],
                 outcome=t(f"orcs_trolls.outcome.{e['outcome']}"))

    def event_color(self, e: dict):
        if e["type"] in ("eliminated", "eaten"):
            return theme.DANGER
        if e["type"] in ("win", "killed_enemy", "round_limit"):
            return theme.BRASS
        return super().event_color(e)

    # ------------------------------------------------------------------ events: animation
    def animate_event(self, e: dict) -> None:
        k = e["type"]
        q = self.queue
        if k in ("attack_roll", "dice", "seduce"):
            q.push(anim.Call(self._hold_packs))
        if k == "attack_roll":
            q.push(anim.Call(lambda: self._show_roll(None, e)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Wait(0.4))
        elif k in ("dice", "seduce"):
            if k == "seduce":
                self._fly(e)  # the troll card comes to the orc who tries to win it over
            q.push(anim.Call(lambda: self._show_roll(e, self.attack_show if e.get("context") == "combat" else None)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Call(lambda: self._roll_lands(e)))
            if k == "dice":
                q.push(anim.Call(lambda: self.log.add(self._dice_line(e), self.event_color(e))))
            q.push(anim.Wait(0.9))
        elif k in ("red", "black", "green", "grey", "meal", "discard", "grab", "give"):
            if k in ("red", "black", "meal"):
                q.push(anim.Call(self._clear_roll))  # a new trial or attack: the last one's dice are history
            self._fly(e)
            q.push(anim.Wait(0.25 if k in ("discard", "grab") else 0.4))
        elif k in ("eliminated", "killed_enemy", "win", "round_limit"):
            line = self.describe_event(e) or ""
            good = k not in ("eliminated",)
            q.push(anim.Call(lambda: setattr(self, "banner", (line, theme.GOOD if good else theme.DANGER))))
            q.push(anim.Wait(0.9))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k in ("potion", "cancelled", "scout"):
            q.push(anim.Wait(0.45))
        elif k == "turn":
            q.push(anim.Call(self._clear_roll))
            if self.is_human(e["seat"]):
                one = self.seats.count("human") == 1
                key = "orcs_trolls.ui.turn_banner_you" if one else "orcs_trolls.ui.turn_banner"
                line = t(key, who=self.seat_name(e["seat"]), round=e["round"])
                q.push(anim.Call(lambda: setattr(self, "banner", (line, theme.BRASS))))
                q.push(anim.Wait(0.8))
                q.push(anim.Call(lambda: setattr(self, "banner", None)))
            else:
                q.push(anim.Wait(0.3))
        else:
            q.push(anim.Wait(0.12))

    def _fly(self, e: dict) -> None:
        """A played card flies from its player (hand or panel) to where it lands: the stage, the discard
        pile, or under the orc that grabs it."""
        card = e.get("card")
        if not isinstance(card, int):
            return
        fl = {"card": card, "seat": e["seat"], "type": e["type"], "member": e.get("member"), "troll": e.get("troll"),
              "f": 0.0}
        self.queue.push(anim.Call(lambda: setattr(self, "flying", fl)))
        self.queue.push(anim.Tween(0.4, lambda f: fl.__setitem__("f", f), ease=anim.ease_in_out_quad))
        self.queue.push(anim.Call(lambda: setattr(self, "flying", None)))

    def _fly_rects(self, fl: dict) -> tuple[pygame.Rect, pygame.Rect]:
        u = self.u
        seat = fl["seat"]
        if seat == self.viewer:
            w, h = self._hand_size(len(self.obs.get("hand") or []) + 1)
            src = pygame.Rect(0, 0, w, h)
            src.midbottom = (self.play_rect.centerx, self.size[1])
        else:
            h = int(u * 10)
            src = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
            src.center = self.opp_rect[seat].center if seat in self.opp_rect else self.play_rect.center
        if fl["type"] == "discard":
            return src, pygame.Rect(self.discard_rect)
        if fl["type"] == "give":  # from the orc's treasures to the troll
            rects = {m["card"]: rect for m, rect, _ in self._pack_layout(seat)}
            if fl["member"] in rects and fl["troll"] in rects:
                a, b = rects[fl["member"]], rects[fl["troll"]]
                return a.move(0, a.h // 2), b.move(0, b.h // 2)
        if fl["type"] in ("grab", "seduce"):
            for m, rect, _ in self._pack_layout(seat):
                if m["card"] == fl["member"]:
                    return src, pygame.Rect(rect)
        return src, self._stage_slot(fl["card"])

    def _stage_cards(self) -> list[int]:
        ctx = self.obs.get("context") or {}
        return ([ctx["card"]] if ctx.get("card") is not None else []) + list(ctx.get("greys") or []) + list(
            ctx.get("greens") or [])

    def _stage_slot(self, card: int) -> pygame.Rect:
        u = self.u
        cards = self._stage_cards()
        i = cards.index(card) if card in cards else 0
        h = int(u * 13)
        w = int(h / CARD_RATIO)
        return pygame.Rect(self.stage_rect.x + i * int(w * 0.5), self.stage_rect.y + int(u * 3.5), w, h)

    def _draw_flying(self, surface) -> None:
        fl = self.flying
        if fl is None:
            return
        src, dst = self._fly_rects(fl)
        f = fl["f"]
        w = int(src.w + (dst.w - src.w) * f)
        h = int(src.h + (dst.h - src.h) * f)
        cx, cy = anim.arc_point(src.center, dst.center, f, self.u * 2)
        r = pygame.Rect(0, 0, max(8, w), max(8, h))
        r.center = (int(cx), int(cy))
        draw_card(surface, r, card_face(fl["card"], r.w, r.h), lift=self.u * 2 * (1 - abs(2 * f - 1)))

    # While the dice of one move roll member after member, the packs are shown as they were before the move
    # and each roll's outcome is applied when its dice land (the engine resolves the whole move at once).
    def _hold_packs(self) -> None:
        if self.held_packs is None:
            self.held_packs = [[dict(m, treasures=list(m["treasures"])) for m in pack]
                               for pack in self.prev_obs["packs"]]

    def _roll_lands(self, e: dict) -> None:
        if self.held_packs is None or not isinstance(e.get("member"), int):
            return
        outcome = e.get("outcome")
        for m in self.held_packs[e["seat"]]:
            if m["card"] != e["member"]:
                continue
            if outcome in ("trial", "danger", "combat", "orc_killed"):
                m["status"] = "dead"
            elif outcome == "loses_treasure":
                m["treasures"], m["grab"] = [], None
            elif outcome in ("frog", "trapped"):
                m["status"] = outcome
            elif outcome == "endangered":
                m["endangered"] = True
            elif outcome == "freed":
                m["status"], m["endangered"] = "active", False

    def _release_packs(self) -> None:
        self.held_packs = None

    def _show_roll(self, e: dict | None, attack: dict | None) -> None:
        self.roll_show, self.attack_show = e, attack
        self.roll_t = 0.0

    def _clear_roll(self) -> None:
        self.roll_show = self.attack_show = None

    # ------------------------------------------------------------------ words: prompt and result
    def prompt(self) -> str:
        if self.queue.busy:  # the shown position still lags behind the real one
            return ""
        step = self.obs.get("step")
        if self.selected is not None:
            if self.selected[0] == "treasure":
                return t("orcs_trolls.prompt.pick_troll")
            op = E.decode(self._selected_actions(self._legal())[0])[0] if self._selected_actions(self._legal()) else 0
            return t("orcs_trolls.prompt.pick_seat" if op == E.OP_RED else "orcs_trolls.prompt.pick_orc")
        if step == "potion":
            m = (self.obs.get("decision") or {}).get("member")
            return t("orcs_trolls.prompt.potion", card=card_name(m) if m is not None else "")
        if step == "discard" and E.PASS not in self._legal():
            return t("orcs_trolls.prompt.discard_must", n=C.hand_size)
        if step in ("attack_offer", "attack_bonus"):
            return t(f"orcs_trolls.prompt.{step}", who=self.seat_name(self.obs["active"]))
        return t(f"orcs_trolls.prompt.{step}")

    def result_title(self) -> str:
        won = self.state.winners()
        if len(won) == 1 and self.seats.count("human") == 1 and self.is_human(won[0]):
            return t("app.result.you_win")
        return super().result_title()

    def result_subtitle(self) -> str:
        obs = self.state.observation(self.viewer)
        if obs["ended_by_round_limit"]:
            return t("orcs_trolls.result.round_limit")
        return t("orcs_trolls.result.reached", n=C.win_vp)

    def result_lines(self) -> list[str]:
        obs = self.state.observation(self.viewer)
        lines = []
        won = set(self.state.winners())
        order = sorted(range(obs["players"]), key=lambda s: (s not in won, -obs["vp"][s]["total"]))
        for s in order:
            v = obs["vp"][s]
            key = "orcs_trolls.result.total_winner" if s in won else "orcs_trolls.result.total"
            lines.append("!" + t(key, who=self.seat_name(s), n=v["total"]))
            lines.append(t("orcs_trolls.ui.vp_breakdown", members=v["members"], treasures=v["treasures"],
                           killed=v["killed"], total=v["total"]))
            lines.append("")
        return lines

    @classmethod
    def setup_options(cls):
        return [("draft", t("orcs_trolls.option.draft"),
                 [("pick", t("orcs_trolls.option.draft_pick")), ("random", t("orcs_trolls.option.draft_random"))])]

    @classmethod
    def setup_blurb(cls) -> str:
        return t("orcs_trolls.ui.blurb")

    @classmethod
    def draw_setup_art(cls, surface: pygame.Surface, rect: pygame.Rect) -> None:
        h = int(rect.h * 0.8)
        w = int(h / CARD_RATIO)
        for i, card in enumerate((20, 24, 38, 100)):
            r = pygame.Rect(0, 0, w, h)
            r.center = (rect.centerx + int((i - 1.5) * w * 0.8), rect.centery + abs(i - 1.5) * h * 0.05)
            draw_card(surface, r, card_face(card, w, h), angle=(1.5 - i) * 6)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(table_background(surface.get_size()), (0, 0))
        self.hover_card = None
        legal = self._legal()
        regions = {r.target: r for r in self.hit_regions()}
        for s in self.others:
            self._draw_opponent(surface, s, regions)
        if not self.queue.busy or self.ai_thinking or self.state.is_terminal():
            self.draw_status(surface, self.status_rect)
        if self.obs["phase"] == "setup":
            self._draw_draft(surface, regions)
        else:
            self._draw_centre(surface)
            self._draw_own(surface, regions)
        self._draw_buttons(surface, legal)
        self._draw_hand(surface, regions)
        self._draw_side(surface)
        self._draw_flying(surface)
        self._draw_banner(surface)
        self._draw_hover_zoom(surface)

    # --- opponents
    def _draw_opponent(self, surface, seat: int, regions) -> None:
        u = self.u
        r = self.opp_rect[seat]
        acting = seat in self.obs["to_act"]
        edge = theme.SEAT_COLORS[seat % 4] if acting else theme.PANEL_EDGE
        if ("seat", seat) in regions:
            self.draw_highlight(surface, r, hovered=self.hover is not None and self.hover.target == ("seat", seat))
        draw.panel(surface, r, fill=(30, 40, 32), edge=edge, alpha=200, radius=int(u * 1.5), edge_px=3 if acting else 2)
        self._draw_header(surface, seat, pygame.Rect(r.x + int(u), r.y + int(u * 0.8), r.w - int(u * 2), int(u * 4.5)))
        self._draw_pack(surface, seat, regions)

    def _draw_header(self, surface, seat: int, r: pygame.Rect) -> None:
        """Name (and under it the orc deck, kills and whether he is playing), the face-down hand with its
        count and the VP badge."""
        u = self.u
        col = theme.SEAT_COLORS[seat % 4]
        top = r.y + int(u * 1.3)
        pygame.draw.circle(surface, col, (r.x + int(u * 1.2), top), int(u * 1.1))
        v = self.obs["vp"][seat]
        bs = int(u * 5)
        badge = vp_badge(v["total"], bs, bool(self.obs["pending_win"][seat]))
        brect = badge.get_rect(topright=(r.right, r.y - int(u * 0.3)))
        surface.blit(badge, brect)
        self._vp_hover(brect, seat)
        # hand: a small fan of backs and the count
        cw, ch = int(u * 2.6), int(u * 3.8)
        n = self.obs["hand_counts"][seat]
        shown = min(n, 4)
        x0 = brect.x - int(u * 5.5) - shown * int(u * 0.6)
        for i in range(shown):
            surface.blit(card_back(cw, ch), (x0 + i * int(u * 0.6), brect.centery - ch // 2))
        nx = x0 + shown * int(u * 0.6) + cw + int(u * 0.4)
        nr = blit_text(surface, str(n), int(u * 2.6), theme.TEXT, midleft=(nx, brect.centery), bold=True,
                       outline=theme.INK)
        self._tip(pygame.Rect(x0, brect.y, nr.right - x0, brect.h),
                  t("orcs_trolls.ui.hand_tip", who=self.seat_name(seat), n=n))
        name = self.seat_name(seat)
        size = fit_size(name, int(u * 2.6), x0 - r.x - int(u * 3.5), bold=True)
        blit_text(surface, name, size, theme.TEXT, midleft=(r.x + int(u * 2.8), top), bold=True, shadow=True)
        text = t("orcs_trolls.ui.header_counts", orcs=self.obs["orc_decks"][seat]["count"],
                 kills=len(self.obs["killed"][seat]))
        if self.obs["active"] == seat and self.obs["phase"] != "setup":
            text = t("orcs_trolls.ui.active") + " · " + text
        size = fit_size(text, int(u * 1.9), x0 - r.x - int(u * 3.5))
        tr = blit_text(surface, text, size, theme.HILITE_SOFT if self.obs["active"] == seat else theme.TEXT_DIM,
                       midleft=(r.x + int(u * 2.8), top + int(u * 2.6)))
        self._tip(tr, self._deck_tip(seat))

    def _deck_tip(self, seat: int) -> str:
        """The orcs still to come (the drafted orcs are public) and the enemies killed."""
        left = self.obs["orc_decks"][seat]["orcs"]
        killed = self.obs["killed"][seat]
        text = t("orcs_trolls.ui.deck_tip", n=len(left), names=", ".join(card_name(c) for c in left) or "—")
        if killed:
            text += " " + t("orcs_trolls.ui.kills_tip", names=", ".join(card_name(c) for c in killed))
        return text

    def _tip(self, rect: pygame.Rect, text: str) -> None:
        if rect.collidepoint(self.mouse) and self.app.stack.top is self:
            self.app.tooltip.show(text, self.mouse)

    def _vp_hover(self, rect: pygame.Rect, seat: int) -> None:
        if rect.collidepoint(self.mouse) and self.app.stack.top is self:
            v = self.obs["vp"][seat]
            text = t("orcs_trolls.ui.vp_breakdown", members=v["members"], treasures=v["treasures"], killed=v["killed"],
                     total=v["total"])
            if self.obs["pending_win"][seat]:
                text += " " + t("orcs_trolls.ui.pending_win")
            self.app.tooltip.show(f"{self.seat_name(seat)}: {text}", self.mouse)

    def _draw_pack(self, surface, seat: int, regions) -> None:
        u = self.u
        layout = self._pack_layout(seat)
        if not layout:
            r = self.opp_rect[seat] if seat != self.viewer else self.pack_rect
            blit_text(surface, t("orcs_trolls.ui.empty_pack"), int(u * 2.2), theme.TEXT_DIM,
                      center=(r.centerx, r.centery + int(u * 2)))
            return
        ctx = self.obs.get("context") or {}
        left = set(ctx.get("left") or []) if ctx.get("seat") == seat else set()
        rolling = self.roll_show.get("member") if self.roll_show else None
        for m, rect, tucks in layout:
            card = m["card"]
            for tre, trect in reversed(tucks):
                reg = regions.get(("treasure", card, tre))
                grabbing = m["grab"] == tre
                strip = tucked_treasure(tre, trect.w, trect.h)
                surface.blit(strip, trect)
                if grabbing:
                    pygame.draw.rect(surface, theme.HILITE_SOFT, trect, max(1, int(u * 0.25)),
                                     border_radius=trect.h // 3)
                if reg is not None:
                    sel = self.selected == ("treasure", card, tre)
                    hov = self.hover is not None and self.hover.target == reg.target
                    self.draw_highlight(surface, trect, hovered=sel or hov)
                    surface.blit(strip, trect)
                if trect.collidepoint(self.mouse):
                    self.hover_card = (tre, trect)
            reg = regions.get(("member", seat, card))
            hl = reg is not None and reg.legal
            hovered = hl and self.hover is not None and self.hover.target == ("member", seat, card)
            face = card_face(card, rect.w, rect.h, False)  # members: name, art and crosses (zoom for text)
            if m["status"] != "active":  # frogs and trapped members score nothing and do nothing: greyed
                face = pygame.transform.grayscale(face)
            if m["endangered"]:  # the rulebook turns the card upside down
                face = pygame.transform.rotate(face, 180)
            glow = theme.HILITE
            if card == rolling and self.roll_show is not None and self.roll_show.get("seat") == seat:
                glow, hl = (120, 200, 255), True
            draw_card(surface, rect, face, highlight=hl, hovered=hovered, glow_color=glow, pulse=self.pulse())
            ms = max(12, int(rect.w * 0.62))
            if m["status"] == "frog":
                surface.blit(frog_marker(ms), frog_marker(ms).get_rect(center=rect.center))
            elif m["status"] == "trapped":
                surface.blit(trap_marker(ms), trap_marker(ms).get_rect(center=rect.center))
            if m["status"] == "dead":  # just eliminated by the dice shown: a red cross until the move ends
                wd = max(3, int(rect.w * 0.08))
                for a, b in ((rect.topleft, rect.bottomright), (rect.topright, rect.bottomleft)):
                    pygame.draw.line(surface, (60, 10, 8), a, b, wd + 4)
                    pygame.draw.line(surface, theme.DANGER, a, b, wd)
            if m["endangered"]:
                ds = max(10, int(rect.w * 0.36))
                surface.blit(danger_marker(ds), (rect.right - ds + ds // 4, rect.y - ds // 4))
            if m["acted"] or m["gave"]:
                check_mark(surface, (rect.x + int(rect.w * 0.2), rect.bottom - int(rect.h * 0.14)),
                           max(8, int(rect.w * 0.2)))
            if card in left:
                pygame.draw.circle(surface, theme.HILITE_SOFT, (rect.centerx, rect.bottom - int(u)), int(u * 0.7))
            if rect.collidepoint(self.mouse):
                self.hover_card = (card, rect)

    # --- draft
    def _draw_draft(self, surface, regions) -> None:
        u = self.u
        for card, rect in self._draft_layout().items():
            reg = regions.get(("draft", card))
            ok = reg is not None and reg.legal
            hovered = ok and self.hover is not None and self.hover.target == ("draft", card)
            draw_card(surface, rect, card_face(card, rect.w, rect.h, False), highlight=ok, hovered=hovered,
                      lift=u if hovered else 0, pulse=self.pulse())
            if rect.collidepoint(self.mouse):
                self.hover_card = (card, rect)
        # own picks so far, and what the trait crosses mean
        picks = self.obs["orc_decks"][self.viewer]["orcs"]
        text = t("orcs_trolls.ui.your_picks", n=len(picks), names=", ".join(card_name(c) for c in picks))
        size = fit_size(text, int(u * 2.4), self.play_rect.w - int(u * 4))
        y = self.size[1] - int(u * 9)
        blit_text(surface, text, size, theme.TEXT, center=(self.play_rect.centerx, y), shadow=True)
        self._draw_trait_legend(surface, (self.play_rect.centerx, y + int(u * 4)))

    def _draw_trait_legend(self, surface, centre) -> None:
        u = self.u
        items = [(name, t(f"orcs_trolls.trait.{name}.text"))
                 for name in ("strength", "swimming", "agility", "charisma")]
        size = int(u * 1.9)
        cs = int(u * 2.2)
        widths = [cs + int(u * 0.6) + text_width(text, size) for _, text in items]
        gap = int(u * 2)
        total = sum(widths) + gap * (len(items) - 1)
        scale = min(1.0, (self.play_rect.w - u * 2) / total)
        if scale < 1.0:
            size = int(size * scale)
            widths = [cs + int(u * 0.6) + text_width(text, size) for _, text in items]
            total = sum(widths) + gap * (len(items) - 1)
        x = centre[0] - total // 2
        for (name, text), w in zip(items, widths):
            surface.blit(trait_cross(name, cs), (x, centre[1] - cs // 2))
            blit_text(surface, text, size, theme.TEXT_DIM, midleft=(x + cs + int(u * 0.6), centre[1]))
            x += w + gap

    # --- centre: piles, the trial or attack, the dice
    def _draw_centre(self, surface) -> None:
        u = self.u
        dr, xr = self.deck_rect, self.discard_rect
        n = self.obs["deck_count"]
        if n:
            for i in range(min(4, n // 12 + 1)):
                draw_card(surface, dr.move(-i, -i), card_back(dr.w, dr.h), shadow=i == 0)
        else:
            pygame.draw.rect(surface, theme.FELT_DARK, dr, 2, border_radius=int(u))
        label = t("orcs_trolls.ui.deck", n=n)
        blit_text(surface, label, fit_size(label, int(u * 2), dr.w + int(u * 1.2)), theme.TEXT,
                  midtop=(dr.centerx, dr.bottom + int(u * 0.6)), shadow=True)
        disc = list(self.obs["discard"])
        if disc and self.flying and self.flying["card"] == disc[-1]:
            disc.pop()
        if disc:
            draw_card(surface, xr, card_face(disc[-1], xr.w, xr.h))
            if xr.collidepoint(self.mouse):
                self.hover_card = (disc[-1], xr)
        else:
            pygame.draw.rect(surface, theme.FELT_DARK, xr, 2, border_radius=int(u))
        label = t("orcs_trolls.ui.discard", n=len(self.obs["discard"]))
        blit_text(surface, label, fit_size(label, int(u * 2), xr.w + int(u * 1.2)), theme.TEXT,
                  midtop=(xr.centerx, xr.bottom + int(u * 0.6)), shadow=True)
        self._draw_stage(surface)

    def _draw_stage(self, surface) -> None:
        u = self.u
        st = self.stage_rect
        ctx = self.obs.get("context")
        x = st.x
        if ctx:
            cards = self._stage_cards()
            title = self._context_title(ctx)
            size = fit_size(title, int(u * 2.4), st.w)
            blit_text(surface, title, size, theme.HILITE_SOFT, topleft=(st.x, st.y + int(u * 0.3)), bold=True,
                      shadow=True)
            flying = self.flying["card"] if self.flying else None
            r = None
            for c in cards:
                r = self._stage_slot(c)
                if c != flying:
                    draw_card(surface, r, card_face(c, r.w, r.h))
                if r.collidepoint(self.mouse):
                    self.hover_card = (c, r)
            if r is not None:
                x = r.right + int(u * 2)
        top = st.y + int(u * 3.5) if ctx else st.y + int(u)
        dice_area = pygame.Rect(x, top, st.right - x, st.bottom - top)
        self._draw_dice(surface, dice_area)

    def _context_title(self, ctx: dict) -> str:
        who = self.seat_name(ctx["seat"])
        if ctx["kind"] == "combat":
            att = self.seat_name(ctx["attacker"]) if ctx.get("attacker") is not None else "?"
            return t("orcs_trolls.ui.ctx_combat", attacker=att, who=who)
        if ctx["kind"] == "trial":
            return t("orcs_trolls.ui.ctx_trial", who=who)
        return t("orcs_trolls.ui.ctx_escape", who=who)

    def _draw_dice(self, surface, area: pygame.Rect) -> None:
        """The attack die (red) on a first row, the member's three dice (two kept lit, one dimmed) on a
        second, each with its numbers in words: dice + bonuses vs target -> band -> outcome."""
        u = self.u
        ds = self.die_size
        x = area.x + int(ds * 0.8)
        y = area.y + int(ds * 0.75)
        att, roll = self.attack_show, self.roll_show
        tumbling = self.roll_t < 1.0
        text_size = int(u * 2.3)
        if att is not None:
            f = self.roll_t if roll is None else 1.0
            self._die(surface, ATTACK_LOOK, att["die"], (x, y), f, att["die"] * 7 + 3, "normal")
            line = t("orcs_trolls.ui.attack_numbers", die=att["die"], card=att["card_bonus"], grey=att["grey_bonus"],
                     total=att["total"])
            tx = x + int(ds * 0.9)
            blit_text(surface, line, fit_size(line, text_size, area.right - tx), theme.TEXT, midleft=(tx, y),
                      bold=True, shadow=True)
            y += int(ds * 1.3)
        if roll is None:
            return
        if roll["type"] == "seduce":
            self._die(surface, PIP_LOOK, roll["die"], (x, y), self.roll_t, roll["card"] + 11, "kept")
            tx = x + int(ds * 0.9)
            line = t("orcs_trolls.ui.seduce_numbers", orc=card_name(roll["member"]), die=roll["die"],
                     total=roll["total"])
            blit_text(surface, line, fit_size(line, text_size, area.right - tx), theme.TEXT,
                      midleft=(tx, y - int(u * 1.3)), bold=True, shadow=True)
            if not tumbling:
                self._outcome_line(surface, roll, (tx, y + int(u * 1.5)), area.right - tx)
            return
        kept = list(roll["kept"])
        for i, v in enumerate(roll["dice"]):
            state = "dimmed"
            if v in kept:
                kept.remove(v)
                state = "highlighted"
            self._die(surface, PIP_LOOK, v, (x + int(i * ds * 1.15), y), self.roll_t,
                      roll["member"] * 3 + i * 17 + v, state, yaw=10 + i * 12)
        if tumbling:
            return
        tx = x + int(2 * ds * 1.15) + int(ds * 0.9)
        ks = sum(roll["kept"])
        line = t(f"orcs_trolls.ui.numbers_{roll['context']}", orc=card_name(roll["member"]), kept=ks,
                 bonus=roll["total"] - ks, total=roll["total"], need=roll["need"])
        blit_text(surface, line, fit_size(line, text_size, area.right - tx), theme.TEXT, midleft=(tx, y - int(u * 1.3)),
                  bold=True, shadow=True)
        self._outcome_line(surface, roll, (tx, y + int(u * 1.5)), area.right - tx)

    def _die(self, surface, look, value: int, centre, f: float, seed: int, state: str, yaw: float = 18.0) -> None:
        face = look.index_of(f"pip{value}")
        if f < 1.0:
            sprite, off = dicekit.tumble_frame(look, face, self.die_size, f, seed=seed, yaw=yaw)
            sprite.draw(surface, (centre[0] + off[0], centre[1] + off[1]))
        else:
            dicekit.render_die(look, face, self.die_size, state, yaw=yaw).draw(surface, centre)

    @staticmethod
    def _band(diff: int) -> str:
        """The rulebook's band of a combat difference, in words ("0 to 2")."""
        if diff <= C.dies_at_most:
            return t("orcs_trolls.ui.band_at_most", n=C.dies_at_most)
        if diff <= C.loses_at_most:
            return t("orcs_trolls.ui.band_range", a=C.dies_at_most + 1, b=C.loses_at_most)
        if diff < C.kills_at_least:
            return t("orcs_trolls.ui.band_range", a=C.loses_at_most + 1, b=C.kills_at_least - 1)
        return t("orcs_trolls.ui.band_at_least", n=C.kills_at_least)

    def _outcome_line(self, surface, roll: dict, pos, width: int) -> None:
        u = self.u
        text = t(f"orcs_trolls.outcome.{roll['outcome']}")
        if roll.get("context") == "combat":
            text = t("orcs_trolls.ui.band", diff=f"{roll['diff']:+d}", band=self._band(roll["diff"]), outcome=text)
        good = roll["outcome"] in ("passed", "freed", "keeps", "kills", "troll_joins")
        col = theme.GOOD if good else theme.DANGER
        blit_text(surface, text, fit_size(text, int(u * 2.5), width, bold=True), col, midleft=pos, bold=True,
                  outline=theme.INK)

    # --- own area
    def _draw_own(self, surface, regions) -> None:
        u = self.u
        pr = self.pack_rect
        info = pygame.Rect(pr.x, pr.y, int(u * 18), int(u * 14))
        draw.panel(surface, info, fill=(30, 40, 32), alpha=200, radius=int(u * 1.2),
                   edge=theme.SEAT_COLORS[self.viewer % 4] if self.viewer in self.obs["to_act"] else theme.PANEL_EDGE)
        seat = self.viewer
        name = self.seat_name(seat)
        blit_text(surface, name, fit_size(name, int(u * 2.6), info.w - int(u * 2), bold=True), theme.TEXT,
                  midtop=(info.centerx, info.y + int(u * 0.8)), bold=True, shadow=True)
        v = self.obs["vp"][seat]
        bs = int(u * 6)
        badge = vp_badge(v["total"], bs, bool(self.obs["pending_win"][seat]))
        brect = badge.get_rect(center=(info.centerx, info.y + int(u * 7)))
        surface.blit(badge, brect)
        self._vp_hover(brect, seat)
        text = t("orcs_trolls.ui.header_counts", orcs=self.obs["orc_decks"][seat]["count"],
                 kills=len(self.obs["killed"][seat]))
        tr = blit_text(surface, text, fit_size(text, int(u * 2), info.w - int(u)), theme.TEXT_DIM,
                       midbottom=(info.centerx, info.bottom - int(u * 0.6)))
        self._tip(tr, self._deck_tip(seat))
        self._draw_pack(surface, seat, regions)

    def _draw_hand(self, surface, regions) -> None:
        u = self.u
        if self.obs["phase"] == "setup":
            return
        layout = self._hand_layout()
        hovered_card = self.hover.target if self.hover is not None and self.hover.target[0] == "hand" else None
        for card, rect in layout:
            reg = regions.get(("hand", card))
            ok = reg is not None and reg.legal
            hov = hovered_card == ("hand", card)
            sel = self.selected == ("hand", card)
            face = card_face(card, rect.w, rect.h)
            draw_card(surface, rect, face, lift=u * 2.5 if hov else 0, highlight=ok or sel, hovered=hov or sel,
                      pulse=self.pulse(), alpha=255 if ok or not self._legal() else 200)
            if rect.collidepoint(self.mouse):
                self.hover_card = (card, rect)

    def _draw_buttons(self, surface, legal) -> None:
        buttons = self._buttons_now(legal)
        for (key, label, reason), rect in zip(buttons, self._button_rects(len(buttons))):
            b = self.btns.get(key)
            if b is None:
                b = self.btns[key] = Button(label, None, style="quiet" if key == "cancel" else "primary", key=key)
            b.label, b.rect, b.enabled = label, rect, not reason
            b.hover.value = 1.0 if self.hover is not None and self.hover.target == ("btn", key) else 0.0
            b.pressed = self.pressed is not None and self.pressed.target == ("btn", key)
            b.draw(surface)

    # --- right column: scoreboard and log
    def _draw_side(self, surface) -> None:
        u = self.u
        sr = self.side_rect
        n = self.obs["players"]
        row_h = int(u * 5)
        board = pygame.Rect(sr.x, sr.y, sr.w, row_h * n + int(u * 5))
        draw.panel(surface, board, fill=(40, 28, 22), alpha=230, radius=int(u))
        title = t("orcs_trolls.ui.scoreboard", n=C.win_vp)
        blit_text(surface, title, fit_size(title, int(u * 2.2), board.w - int(u * 2), bold=True), theme.BRASS,
                  midtop=(board.centerx, board.y + int(u * 0.8)), bold=True)
        rnd = t("orcs_trolls.ui.round", n=self.obs["round"]) + " · " + t(f"orcs_trolls.phase.{self.obs['phase']}")
        for i, s in enumerate(range(n)):
            r = pygame.Rect(board.x + int(u), board.y + int(u * 4) + i * row_h, board.w - int(u * 2), row_h)
            if s == self.obs["active"] and self.obs["phase"] != "setup":
                draw.alpha_rect(surface, r.inflate(0, -int(u * 0.6)), theme.SEAT_COLORS[s % 4], 50, radius=int(u))
            pygame.draw.circle(surface, theme.SEAT_COLORS[s % 4], (r.x + int(u * 1.2), r.centery), int(u * 0.9))
            name = self.seat_name(s)
            blit_text(surface, name, fit_size(name, int(u * 2.3), int(r.w * 0.6)), theme.TEXT,
                      midleft=(r.x + int(u * 2.8), r.centery))
            v = self.obs["vp"][s]
            bs = int(row_h * 0.9)
            badge = vp_badge(v["total"], bs, bool(self.obs["pending_win"][s]))
            brect = badge.get_rect(midright=(r.right, r.centery))
            surface.blit(badge, brect)
            self._vp_hover(r, s)
        log_rect = pygame.Rect(sr.x, board.bottom + int(u), sr.w, sr.bottom - board.bottom - int(u) - int(u * 3))
        blit_text(surface, rnd, fit_size(rnd, int(u * 2.1), sr.w - int(u), bold=True), theme.BRASS,
                  midtop=(sr.centerx, sr.bottom - int(u * 2.6)),
                  bold=True)
        self.log.draw(surface, log_rect)

    def _draw_banner(self, surface) -> None:
        if self.banner is None:
            return
        text, colour = self.banner
        u = self.u
        size = fit_size(text, int(u * 3.6), int(self.play_rect.w * 0.8), bold=True)
        img_w = text_width(text, size, bold=True)
        r = pygame.Rect(0, 0, img_w + int(u * 6), int(u * 6))
        r.center = self.status_rect.center  # over the prompt, which waits while the table animates
        draw.panel(surface, r, fill=(30, 22, 18), edge=colour, alpha=235, radius=r.h // 3, edge_px=3)
        blit_text(surface, text, size, colour, center=r.center, bold=True, shadow=True)

    def _draw_hover_zoom(self, surface) -> None:
        """A large, readable copy of the hovered card (small cards on the table are summaries)."""
        if self.hover_card is None or self.app.stack.top is not self:
            return
        card, rect = self.hover_card
        if rect.h >= self.u * 17 and self.selected != ("hand", card):
            return
        u = self.u
        h = int(u * 30)
        w = int(h / CARD_RATIO)
        z = pygame.Rect(0, 0, w, h)
        if rect.bottom >= self.size[1] - u * 2:  # a hand card: above it
            z.midbottom = (rect.centerx, rect.y - int(u))
        else:  # a card on the table: in the left margin (or the right one), so no choice is hidden
            mid = (self.centre_rect.y + self.pack_rect.bottom) // 2
            z.midleft = (self.play_rect.x + int(u), mid)
            if z.inflate(int(u * 2), 0).colliderect(rect):
                z.midright = (self.play_rect.right - int(u), mid)
        z.clamp_ip(self.play_rect)
        draw_card(surface, z, card_face(card, w, h))
