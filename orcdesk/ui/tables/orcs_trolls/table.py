"""The Orcs & Trolls table: the player's selection, the show under way (motion.py), the view of the shown game,
the layout, the drawing, and what a click means (the legal actions through choices.py and the engine's codec);
the gates where the table waits for the player (a Roll to press, a result to read)."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.engine import CODEC
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.seats import SeatNames
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING, BREATHING
from orcdesk.ui.tables import HitRegion, TableScene
from orcdesk.ui.tables.lit_only import darken, lit_only
from orcdesk.ui.tables.orcs_trolls import choices, draw, stage
from orcdesk.ui.tables.orcs_trolls.art import CARD_RATIO, card_face, card_tooltip
from orcdesk.ui.tables.orcs_trolls.layout import TrollsLayout, layout
from orcdesk.ui.tables.orcs_trolls.motion import TrollsShow
from orcdesk.ui.tables.orcs_trolls.view import Marks, TrollsView, setup_pack
from orcdesk.ui.tables.orcs_trolls.words import TrollsWords, event_colour, round_phase
from orcdesk.ui.tables.words import refusal_words


class OrcsTrollsTable(TableScene):
    """The Orcs & Trolls table (see the package docstring and :class:`TableScene`)."""

    # A move whose dice roll on screen (a fight, a trial, the escapes) keeps the piles, the orc decks and the
    # victory points as they were until its dice have landed: the engine resolved it at once, and a Roll may
    # still wait for the defender (the packs follow roll by roll, see motion.hold_packs).
    HELD_WHILE_ROLLING = ("discard", "orc_decks", "deck_count", "vp", "pending_win", "killed", "winners")
    ROLL_KEYS = (pygame.K_r,)
    GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)

    def __init__(self, app, game_id="orcs_trolls", seats=None, seed=0, options=None, inline_ai=None) -> None:
        self.lay: TrollsLayout | None = None
        self._rewording = False
        super().__init__(app, game_id, seats or ["human", "greedy"], seed, options, inline_ai)
        self.show = TrollsShow(self.queue, self.is_human, lambda: self.replaying, self._say, self.words)
        self.selected: tuple | None = None  # ("hand", card) or ("treasure", orc, card)
        self.btns: dict[str, Button] = {}
        self._regions_cache: tuple[tuple, list[HitRegion]] | None = None

    @classmethod
    def setup_blurb(cls) -> str:
        return t("orcs_trolls.ui.blurb")

    @classmethod
    def draw_setup_art(cls, surface, rect) -> None:
        h = int(rect.h * 0.8)
        w = int(h / CARD_RATIO)
        for i, card in enumerate((20, 24, 38, 100)):
            r = pygame.Rect(0, 0, w, h)
            r.center = (rect.centerx + int((i - 1.5) * w * 0.8), rect.centery + abs(i - 1.5) * h * 0.05)
            draw_card(surface, r, card_face(card, w, h), angle=(1.5 - i) * 6)

    def words(self) -> TrollsWords:
        return TrollsWords(SeatNames.of(self), self.viewer, self._rewording)

    def gate_waiting(self) -> str | None:
        return self.show.gate_waiting()

    # ------------------------------------------------------------------ flow hooks
    def _on_played(self, played) -> None:
        # who played what decides which of this move's rolls wait for a Roll press (motion.ROLLS_WAIT)
        kind = CODEC.kind_of(played.action) if played.seat >= 0 else None
        self.show.move_rolls = {"seat": played.seat, "kind": kind, "first_used": False, "asked": set()}
        if played.seat >= 0 and self.is_human(played.seat):
            self.show.read_panel()  # his move is his moving on from the result on show
        # a move that puts another trial, attack or roll on show waits, before any of it shows (its log lines
        # too), until a human player has read the result on show
        events = played.events
        self.queue.push(anim.Gate(lambda: self.show.panel_unread() and self.show.opens_panel(events)))
        super()._on_played(played)

    def held_keys(self, events: list[dict]) -> tuple[str, ...]:
        rolls = any(e.get("type") in ("attack_roll", "dice", "seduce") for e in events)
        return self.HELD_WHILE_ROLLING if rolls else ()

    def _reword_log(self) -> None:
        self._rewording = True  # the dice lines, written as the dice land in play, are written at once here
        try:
            super()._reword_log()
        finally:
            self._rewording = False

    def _say(self, e: dict, line: str | None) -> None:
        if line is not None:
            self.log.add(line, self.event_color(e))

    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.selected = None
        self.queue.push(anim.Call(lambda: setattr(self.show, "held_packs", None)))  # after the move: the real packs

    def on_restored(self) -> None:
        self.selected = None
        self.show.clear()
        self.layout(self.size)

    def update_table(self, dt: float) -> None:
        # hotseat: the base class moves the view after a move; a game (or a restored position) that starts with
        # another human to act than the first one needs the same hand-over here
        h = self.human_to_act()
        if h is not None and h != self.viewer and self.seats.count("human") > 1 and not self.queue.busy:
            if self.app.stack.top is self:
                self.viewer = h
                self.obs = self.prev_obs = self.state.observation(h)
                self._hand_over(h)
        # a result stays on show until the player has moved on from it (and its trial or attack is over)
        panel = self.show.panel
        if (
            panel is not None
            and panel["read"]
            and not self.queue.busy
            and not self.show.panel_live(self.obs.get("context"))
        ):
            self.show.clear_roll()
        if self.lay is None or self.lay.viewer != self.viewer:  # re-layout when the bottom seat changes
            self.layout(self.size)

    def handle_event(self, event) -> None:
        gate = self.gate_waiting()
        mouse = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        services = self.aids.buttons if getattr(self.aids, "installed", False) else []
        on_top_button = mouse and any(b.visible and b.rect.collidepoint(event.pos) for b in self.buttons + services)
        if gate and not on_top_button:
            if event.type == pygame.KEYDOWN and event.key in self.ROLL_KEYS + self.GO_ON_KEYS:
                return self._pass_gate(gate)
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                # Roll is pressed on its button; a result to read goes on with a click anywhere
                if gate == "read" or self.laid().button_rects(1)[0].collidepoint(event.pos):
                    self._pass_gate(gate)
                return
            if event.type == pygame.MOUSEBUTTONDOWN:
                return
        if event.type == pygame.KEYDOWN and event.key in self.ROLL_KEYS and self.can_act():
            roll, seat = CODEC.encode("roll"), self.human_to_act()
            if seat is not None and roll in self.legal_now(seat):
                self.play(roll, seat)  # R rolls when rolling is a choice too
                return
        key = event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE
        if (event.type == pygame.MOUSEBUTTONUP or key) and not on_top_button:
            self.show.read_panel()
        super().handle_event(event)

    def _pass_gate(self, gate: str) -> None:
        if gate == "roll":
            self.show.roll_asked = None
        else:
            self.show.read_panel()
        self._regions_cache = None

    def status_text(self):
        gate, asked = self.gate_waiting(), self.show.roll_asked
        if gate == "roll" and asked is not None:
            key = (
                "orcs_trolls.prompt.roll_gate_you" if self.seats.count("human") == 1 else "orcs_trolls.prompt.roll_gate"
            )
            return t(key, who=self.seat_name(asked)), theme.HILITE_SOFT
        if gate == "read":
            return t("orcs_trolls.prompt.read_gate"), theme.HILITE_SOFT
        return super().status_text()

    def frame_rate(self) -> float:
        # a gate waits for the player, not for time: the glow of its button breathes, nothing else moves
        if not self.gate_waiting():
            return super().frame_rate()
        return ANIMATING if self.log.fading else BREATHING

    # ------------------------------------------------------------------ what a click means
    def legal(self) -> list:
        seat = self.human_to_act()
        return [] if seat is None or self.queue.busy else self.legal_now(seat)

    def buttons_now(self, legal: list) -> list[tuple[str, str, str]]:
        """(key, label, reason) of the buttons shown now; a reason means the button is refused (greyed)."""
        gate = self.gate_waiting()
        if gate:  # the table waits for the roller's press (motion.ROLLS_WAIT), or for a result to be read
            return [(f"gate_{gate}", t("orcs_trolls.ui.roll" if gate == "roll" else "orcs_trolls.ui.go_on"), "")]
        out, step = [], self.obs["step"]
        kinds = {CODEC.kind_of(a) for a in legal}
        if "pass" in kinds:
            out.append(("pass", t("orcs_trolls.pass." + choices.PASS_LABELS.get(step, "done_discard")), ""))
        elif legal and step == "discard":  # "Done" stays in sight, refused until the hand is small enough
            why = refusal_words(self, CODEC.encode("pass"), self.human_to_act())
            out.append(("pass", t("orcs_trolls.pass.done_discard"), why))
        out += [(key, t(f"orcs_trolls.ui.{key}"), "") for key in ("roll", "drink", "refuse") if key in kinds]
        return out + ([("cancel", t("orcs_trolls.ui.cancel"), "")] if self.selected is not None else [])

    def hit_regions(self) -> list[HitRegion]:
        # asked several times a frame (hover, drawing, clicks): rebuilt only when something it shows changed
        key = (
            id(self.obs),
            len(self.history.actions),
            self.selected,
            self.queue.busy,
            tuple(self.size),
            self.viewer,
            self.gate_waiting(),
            self.mode,
            self.mode.revision,  # a tutorial's page allows nothing, its next step one move
            self.human_to_act(),  # a review finds a move's targets as the seat that made it
        )
        if self.lay is None or self.lay.size != self.size or self.lay.viewer != self.viewer:
            self.layout(self.size)
        if self._regions_cache is None or self._regions_cache[0] != key:
            self._regions_cache = (key, self._offered_regions())
        return list(self._regions_cache[1])

    def _offered_regions(self) -> list[HitRegion]:
        """The targets of the moves the mode allows; those of moves it only lights (a review's better move)
        are drawn to be lit but dark (tables/lit_only.py)."""
        seat, allowed = self.human_to_act(), self.legal()
        lit = lit_only(self, seat, allowed) if not self.queue.busy else []
        regions = darken(self, self._build_regions(allowed + lit), lit, allowed, seat)
        return self.mode.screen(regions, seat)

    def _build_regions(self, legal: list) -> list[HitRegion]:
        lay, regions = self.laid(), []
        if self.obs["phase"] == "setup":
            for card, rect in lay.draft_rects(self.obs["draft_pool"]).items():
                ok = CODEC.encode("draft", card=card) in legal
                why = "" if ok else t("orcs_trolls.ui.not_your_turn")
                regions.append(HitRegion(rect, ("draft", card), ok, why, tooltip=card_tooltip(card)))
        else:
            chosen = choices.selected_actions(self.selected, legal)
            for s in lay.others:  # opponents: targets of a red card
                if any(CODEC.kind_of(a) == "red" and CODEC.decode(a).target == s for a in chosen):
                    tip = t("orcs_trolls.ui.target_tip", who=self.seat_name(s))
                    regions.append(HitRegion(lay.opp[s], ("seat", s), True, tooltip=tip))
            for m, rect, strips in lay.pack_rects(self.viewer, self.packs()[self.viewer]):  # own members, treasures
                action, tip = choices.member_click(m["card"], self.selected, legal)
                if action is not None or self.selected is not None:
                    why = "" if action is not None else t("orcs_trolls.ui.not_a_target")
                    regions.append(
                        HitRegion(rect, ("member", self.viewer, m["card"]), action is not None, why, tooltip=tip)
                    )
                for tre, strip in strips:
                    if any(choices.gives(a, m["card"], tre) for a in legal):
                        tip = t("orcs_trolls.ui.give_tip")
                        regions.append(HitRegion(strip, ("treasure", m["card"], tre), True, tooltip=tip))
            placed = lay.hand_rects(self.obs.get("hand") or [], self.selected)
            step = placed[1][1].x - placed[0][1].x if len(placed) > 1 else lay.hand_card_w
            for card, rect in placed:
                ok = bool(choices.hand_actions(card, legal))
                point = (rect.x + min(rect.w // 2, step // 2 + 2), rect.y + rect.h // 3)
                regions.append(
                    HitRegion(rect, ("hand", card), ok, "" if ok else self.hand_reason(card), card_tooltip(card), point)
                )
        buttons = self.buttons_now(legal)
        return regions + [
            HitRegion(r, ("btn", k), not why, why) for (k, _, why), r in zip(buttons, lay.button_rects(len(buttons)))
        ]

    def hand_reason(self, card: int) -> str:
        """Why this hand card cannot be played now: the engine's reason for the move it would make in this step
        (a trial in the first round, an elf with no target...), else what the step allows."""
        if self.human_to_act() is None:
            return t("orcs_trolls.ui.not_your_turn")
        step = self.obs.get("step")
        orcs = [m["card"] for m in self.obs["packs"][self.viewer]]
        action = choices.hand_move(card, step, self.laid().others, orcs)
        return refusal_words(self, action, self.human_to_act()) if action is not None else t(f"orcs_trolls.why.{step}")

    def click(self, target, button: int):
        kind, legal = target[0], self.legal()
        if kind == "draft":
            return CODEC.encode("draft", card=target[1])
        if kind == "btn":
            if target[1] == "cancel":
                self.selected = None
                return None
            return CODEC.encode(target[1])  # pass, roll, drink, refuse
        if kind == "hand":
            acts = choices.hand_actions(target[1], legal)
            if self.selected == target or not acts:
                self.selected = None if self.selected == target else self.selected
                return None
            if CODEC.kind_of(acts[0]) in choices.TARGETED:
                self.selected = target
                return None
            return acts[0]
        if kind == "treasure":
            self.selected = None if self.selected == target else target
            return None
        if kind == "seat":
            chosen = choices.selected_actions(self.selected, legal)
            return next((a for a in chosen if CODEC.kind_of(a) == "red" and CODEC.decode(a).target == target[1]), None)
        if kind == "member":
            return choices.member_click(target[2], self.selected, legal)[0]
        return None

    def click_path(self, action) -> list:
        return choices.click_path(action, self.viewer)

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, size) -> None:
        self.lay = layout(size, self.viewer, self.state.players, self.top_buttons_rect(size))
        self._regions_cache = None

    def laid(self) -> TrollsLayout:
        """The layout in use (made for the table's size now if there is none yet)."""
        if self.lay is None:
            self.layout(self.size)
        assert self.lay is not None
        return self.lay

    def packs(self) -> list:
        if self.show.held_packs is not None:
            return self.show.held_packs
        if self.obs["phase"] == "setup":  # the draft: the orcs picked so far
            return [setup_pack(deck["orcs"]) for deck in self.obs["orc_decks"]]
        return self.obs["packs"]

    def view(self) -> TrollsView:
        regions, show = self.hit_regions(), self.show
        obs = self.prev_obs if self.queue.busy and self.prev_obs else self.obs  # the phase of the move on show
        return TrollsView(
            self.obs, self.viewer, SeatNames.of(self), self.words(), self.packs(), self.selected,
            self.hover.target if self.hover is not None else None, self.mouse,
            frozenset(r.target for r in regions if r.legal), frozenset(r.target for r in regions),
            frozenset(show.flights.hidden), self.buttons_now(self.legal()), self.gate_waiting(), bool(self.legal()),
            show.panel, show.roll_show, show.attack_show, show.roll_t,
            round_phase(obs, show.roll_show if self.queue.busy else None), self.time,
        )  # fmt: skip

    def round_phase_words(self) -> str:
        return self.view().round_words

    def draw_table(self, surface) -> None:
        if self.lay is None or self.lay.size != surface.get_size() or self.lay.viewer != self.viewer:
            self.layout(surface.get_size())
        surface.blit(table_background(surface.get_size()), (0, 0))
        v, lay, marks = self.view(), self.laid(), Marks()
        for s in lay.others:
            draw.draw_opponent(surface, v, lay, marks, s)
        busy = self.queue.busy and not self.ai_thinking and not self.state.is_terminal() and not v.gate
        if not busy or self.presenter.moving_seat is not None:  # an AI's move playing out is named
            self.draw_status(surface, lay.status)
        if self.obs["phase"] == "setup":
            draw.draw_draft(surface, v, lay, marks)
        else:
            stage.draw_centre(surface, v, lay, marks)
            draw.draw_own(surface, v, lay, marks)
            draw.draw_hand(surface, v, lay, marks)
        self.draw_buttons(surface, v)
        stage.draw_scoreboard(surface, v, lay, marks)
        self.log.draw(surface, lay.log)
        self.show.flights.draw(surface)
        stage.draw_banner(surface, lay, self.show.banner)
        if self.app.stack.top is self:
            self.show_marks(surface, marks)

    def draw_buttons(self, surface, v) -> None:
        for (key, label, reason), rect in zip(v.buttons, self.laid().button_rects(len(v.buttons))):
            b = self.btns.get(key) or self.btns.setdefault(
                key, Button(label, None, style="quiet" if key == "cancel" else "primary", key=key)
            )
            b.label, b.rect, b.enabled = label, rect, not reason
            hovered = v.hover == ("btn", key)
            if key.startswith("gate_"):  # drawn while the table waits (no hover regions then): it glows
                hovered = rect.collidepoint(self.mouse)
                self.draw_highlight(surface, rect, hovered=hovered)
            b.hover.value = 1.0 if hovered else 0.0
            b.pressed = self.pressed is not None and self.pressed.target == ("btn", key)
            b.draw(surface)

    def show_marks(self, surface, marks: Marks) -> None:
        """The words of what the pointer is on, and a large copy of a small card under it."""
        for rect, text in marks.tips:
            if rect.collidepoint(self.mouse):
                self.app.tooltip.show(text, self.mouse)
        card = next(((c, r) for c, r in reversed(marks.cards) if r.collidepoint(self.mouse)), None)
        if card is not None and (card[1].h < self.laid().u * 17 or self.selected == ("hand", card[0])):
            stage.draw_zoom(surface, self.lay, card[0])

    def fly_rects(self, fl: dict) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a played card flies from (its player's hand or panel) and to (the discard pile, a member, the
        stage)."""
        lay, seat = self.laid(), fl["seat"]
        if seat == self.viewer:
            w, h = lay.hand_size(len(self.obs.get("hand") or []) + 1)
            src = pygame.Rect(0, 0, w, h)
            src.midbottom = (lay.play.centerx, self.size[1])
        else:
            h = int(lay.u * 10)
            src = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
            src.center = lay.opp[seat].center if seat in lay.opp else lay.play.center
        if fl["type"] == "discard":
            return src, pygame.Rect(lay.discard)
        if seat == self.viewer or seat in lay.opp:  # (hotseat: the pack of a seat just handed over)
            rects = {m["card"]: rect for m, rect, _ in lay.pack_rects(seat, self.packs()[seat])}
            if fl["type"] == "give" and fl["member"] in rects and fl["troll"] in rects:  # from the orc to the troll
                a, b = rects[fl["member"]], rects[fl["troll"]]
                return a.move(0, a.h // 2), b.move(0, b.h // 2)
            if fl["type"] in ("grab", "seduce") and fl["member"] in rects:
                return src, pygame.Rect(rects[fl["member"]])
        cards = self.show.panel["cards"] if self.show.panel is not None else []
        return src, lay.stage_slot(fl["card"], cards)

    # ------------------------------------------------------------------ the game moves on
    def animate_event(self, e: dict) -> None:
        self.show.animate(e, lambda: self.prev_obs["packs"], self.fly_rects, self.laid().u)

    def describe_event(self, e: dict, landed: bool = False) -> str | None:
        return self.words().describe(e, landed)

    def event_color(self, e: dict):
        return event_colour(e) or super().event_color(e)

    def prompt(self) -> str:
        if self.queue.busy:  # the shown position still lags behind the real one
            return ""
        legal = self.legal()
        chosen = choices.selected_actions(self.selected, legal)
        red = bool(chosen) and CODEC.kind_of(chosen[0]) == "red"
        return self.words().prompt(self.obs, self.selected, red, CODEC.encode("pass") in legal)

    def result_title(self) -> str:
        won = self.state.winners()
        if len(won) == 1 and self.seats.count("human") == 1 and self.is_human(won[0]):
            return t("app.result.you_win")
        return super().result_title()

    def result_subtitle(self) -> str:
        if self.state.observation(self.viewer)["ended_by_round_limit"]:
            return t("orcs_trolls.result.round_limit")
        return t("orcs_trolls.result.reached", n=choices.C.win_vp)

    def result_lines(self) -> list[str]:
        return self.words().result_lines(self.state.observation(self.viewer), self.state.winners())
