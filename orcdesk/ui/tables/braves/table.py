"""The De l'orc pour les braves table: :class:`BravesTable` on the shared :class:`TableScene`. It owns the shown
view (``view.py``), the layout (``layout.py``), the animations (``motion.Stage``) and the ready gate
(``pacing.py``); it builds the view each frame from the shown observation, calls the draw functions, maps
clicks, drags and keys to actions, and keeps the base's hooks (flow, hotseat, the real-time deal, the clock).
"""

from __future__ import annotations

import pygame

from orcdesk.core.contract import REALTIME
from orcdesk.core.i18n import language, t
from orcdesk.games.braves.engine import CODEC
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING, BREATHING
from orcdesk.ui.tables import HitRegion, TableScene
from orcdesk.ui.tables.braves import art, draw, draw_seats, draw_stage, result, words
from orcdesk.ui.tables.braves import input as inputs
from orcdesk.ui.tables.braves.art import seat_colour
from orcdesk.ui.tables.braves.draw_gate import draw_gate
from orcdesk.ui.tables.braves.layout import Layout, gate_room, layout
from orcdesk.ui.tables.braves.motion import Stage
from orcdesk.ui.tables.braves.pacing import GateView, ReadyGate, countdown_seconds, round_battles
from orcdesk.ui.tables.braves.view import DEAL_PHASES, HOTSEAT_KEYS, BravesView, Names, shown_backs, shown_piles
from orcdesk.ui.tables.words import refusal_words


class BravesTable(TableScene):
    """The De l'orc pour les braves table controller (see the package docstring and :class:`TableScene`)."""

    def __init__(
        self,
        app,
        game_id: str = "braves",
        seats: list[str] | None = None,
        seed: int = 0,
        options: dict | None = None,
        inline_ai: bool | None = None,
    ) -> None:
        super().__init__(app, game_id, seats or ["human", "greedy", "greedy", "greedy"], seed, options, inline_ai)
        self.n = self.state.players
        self.selected: tuple | None = None  # (seat, "desert"|"shield") in the deal; ("spy"|"commando", target)
        self.dragging = False
        self.stage = Stage(self.queue, self.obs["scores"], self._who, lambda: self.obs, self._round_opens)
        self.lay: Layout  # laid out at the end of __init__ (layout())
        self.hover_pile: int | None = None  # the pile whose stack shows in a popup
        self.choice_buttons: dict = {}
        self.log.flash_color = (255, 255, 255)  # the newest line brightens: yellow is a seat's colour here
        self.gate = ReadyGate(countdown_seconds())  # a deal starts when the player is ready
        self.ready_button = Button(t("braves.ui.ready"), self.press_ready, style="primary", key="ready")
        self.deal_anchor: int | None = None  # hotseat deal: the seat kept at the bottom
        self.hand_for: int | None = None  # hotseat: the seat handed the screen since the deal
        self._regions_cache: tuple | None = None
        self._names: tuple | None = None
        self._static: tuple | None = None
        self._frame: tuple | None = None
        self.stage.arena_from_obs(self.obs)
        self.layout(self.size)

    # ================================================================== the view
    def names(self) -> Names:
        key = (language(), tuple(self.seats), theme.high_contrast)
        if self._names is None or self._names[0] != key:
            seats = range(self.n)
            self._names = (
                key,
                Names(
                    [self.seat_name(s) for s in seats],
                    [self.short_name(s) for s in seats],
                    [self._who(s) for s in seats],
                    [self.is_human(s) for s in seats],
                ),
            )
        return self._names[1]

    def view(self) -> BravesView:
        """What the table shows now, from the shown observation and the animations."""
        obs, stage = self.obs, self.stage
        players = self.deal_players()
        return BravesView(
            obs=obs,
            names=self.names(),
            viewer=self.viewer,
            bottom=self.bottom_seat(),
            actor=self.human_to_act(),
            realtime=obs["window"]["kind"] == REALTIME,
            terminal=obs["over"],
            busy=self.queue.busy,
            selected=self.selected,
            strip=self.hotseat_strip(),
            strip_players=players,
            strip_keys={s: self.deal_keys(s) for s in players},
            hand_up=self.hand_face_up(),
            may_act=self.mode.may_act,
            piles=shown_piles(obs, stage.held_piles, stage.deal_hidden),
            backs=shown_backs(obs, stage.pending),
            hand=[c for c in obs["hand"] or [] if c not in stage.pending.get(self.viewer, [])],
            acting=tuple(s in obs["to_act"] or obs.get("decider") == s for s in range(self.n)),
            status=("", theme.TEXT),
            hover=self.hover.target if self.hover is not None else None,
            pressed=self.pressed.target if self.pressed is not None else None,
            mouse=self.mouse,
            pulse=self.pulse(),
            pulse_fast=self.pulse(6),
            on_top=self.app.stack.top is self,
            resolving=stage.resolving,
            piles_held=stage.held_piles is not None,
            arena=stage.arena,
            flip=stage.flip,
            bubble=stage.bubble,
            banner=stage.banner,
            start_flash=stage.start_flash,
            dragging=self.dragging,
        )

    def layout(self, size) -> None:
        self.lay = self.stage.lay = layout(size, self.view())
        self._laid_for = self.lay.bottom
        self._regions_cache = None

    def bottom_seat(self) -> int:
        """The seat at the bottom of the screen: the viewer, except in a hotseat deal, where the humans take
        turns as the viewer (whoever may act) but the table must not turn round under them."""
        if self.deal_anchor is not None and self.hotseat_strip():
            return self.deal_anchor
        return self.viewer

    def deal_players(self) -> list[int]:
        """The human seats that play cards in this round's deal (the wizard plays none)."""
        return [s for s in range(self.n) if self.is_human(s) and s != self.obs["wizard"]]

    def hotseat_strip(self) -> bool:
        """In a hotseat deal every human who plays gets his cards in the bottom panel, large, in fixed places,
        with his own keys (instead of small cards on a side panel that shift after each play)."""
        if self.obs["phase"] not in DEAL_PHASES or self.replaying:
            return False
        players = self.deal_players()
        return len(players) > 1 or (len(players) == 1 and players[0] != self.viewer)

    def deal_keys(self, seat: int) -> tuple[str, str]:
        """The desertion and shield keys of a human seat in the deal."""
        humans = [s for s in range(self.n) if self.is_human(s)]
        return HOTSEAT_KEYS[humans.index(seat) % len(HOTSEAT_KEYS)]

    def hand_face_up(self) -> bool:
        """Is the bottom seat's army hand shown face up? In hotseat only once the screen was handed to that
        player after the deal (several people look at the screen while the piles are shared out)."""
        if self.replaying or self.seats.count("human") < 2 or not self.is_human(self.viewer):
            return True
        return self.hand_for == self.viewer

    def _who(self, seat) -> str:
        """A short name for log lines ("You", "Seat 3"): the panels give the kind of player."""
        if not isinstance(seat, int):
            return "?"
        if self.is_human(seat):
            if self.seats.count("human") == 1:
                return t("braves.ui.you_log", colour=t(f"braves.colour.{art.SEAT_KEYS[seat % 7]}"))
            return self.seat_name(seat)
        return self.short_name(seat)

    def gate_view(self):
        return words.gate_view(
            self.obs, self.names(), self.stage.battles_before, self.gate, self.state.window().table_after
        )

    def status_line(self, view: BravesView) -> tuple[str, tuple]:
        """The status line's words and colour."""
        obs = view.obs
        if view.terminal:
            return t("app.table.game_over"), theme.BRASS
        if self.gate_shown():
            number = self.gate.number()
            return t("braves.gate.status") if number is None else t("braves.gate.counting", n=number), theme.HILITE_SOFT
        if self.error:
            return self.error, theme.DANGER
        if view.actor is not None and (view.realtime or not view.busy):
            return words.prompt(view), theme.HILITE_SOFT
        if obs["phase"] == "deal":
            return t("braves.ui.dealing", n=obs["deal"]["dealt"], total=obs["deal"]["total"]), theme.TEXT
        thinking = self.thinking_seat
        if self.ai_thinking and thinking is not None:
            dots = "." * (1 + int(self.time * 3) % 3)
            return t("app.table.thinking", who=self.seat_name(thinking)) + dots, theme.TEXT_DIM
        return t(f"braves.step.{obs['phase']}"), theme.TEXT_DIM

    # ================================================================== drawing
    def pulse(self, speed: float = 3.0) -> float:
        """The shared glow's pulse in sixths (the app breathes at 6-12 frames a second anyway): a still frame can
        then be reused between its steps."""
        return round(super().pulse(speed) * 6) / 6

    def _frame_key(self):
        """Everything a frame shows, when nothing moves on its own: the same key draws the same frame (most
        frames of a deal between two cards), which is then blitted instead of drawn again."""
        if self.stage.moving or self.queue.moving or self.dragging or self.gate.left is not None:
            return None
        s = self.stage
        return (
            *(id(self.obs), len(self.history.actions), self.selected, tuple(self.mouse), self.pulse()),
            *(self.hover.target if self.hover is not None else None, self.log.version, self.log.scroll),
            *(round(self.log.flash.value, 1), id(s.bubble), s.banner, s.flip, s.resolving, id(s.held_piles)),
            *(self.error, int(self.time * 3) % 3 if self.ai_thinking else -1, self.viewer, id(s.arena)),
            *(self.app.stack.top is self, tuple(self.size), self.thinking_seat, self.human_to_act()),
            *(self.pressed.target if self.pressed is not None else None, theme.high_contrast, self.gate_shown()),
            *(self.ready_button.hover.value, language()),
        )

    def draw_table(self, surface) -> None:
        key = self._frame_key()
        frame = self._frame
        if key is not None and frame is not None and frame[0] == key and frame[1].get_size() == surface.get_size():
            surface.blit(frame[1], (0, 0))
            if self.app.stack.top is self:
                for tip in frame[2]:
                    self.app.tooltip.show(*tip)
            return
        view = self.view()
        view.status = self.status_line(view)
        view.gate = self.gate_view() if self.gate_shown() else None
        self._draw_all(surface, view, self.lay)
        for tip in view.tips:
            self.app.tooltip.show(*tip)
        self._frame = (key, surface.copy(), view.tips) if key is not None else None

    def _draw_all(self, surface, view: BravesView, lay: Layout) -> None:
        regions = {r.target: r for r in self.hit_regions()}
        static_key = (
            lay.size,
            lay.bottom,
            view.acting,
            tuple(map(tuple, lay.seat_rects.values())),
            theme.high_contrast,
        )
        if self._static is None or self._static[0] != static_key:
            self._static = (static_key, draw.static_layer(lay.size, view, lay))
        surface.blit(self._static[1], (0, 0))
        self.hover_pile = draw.draw_ring(surface, view, lay, regions)
        draw.draw_centre(surface, view, lay)
        for s in range(self.n):
            draw_seats.draw_seat(surface, view, lay, s, regions, self.stage.wheels[s])
        if view.strip:
            draw_seats.draw_hotseat_strip(surface, view, lay, regions)
        draw_stage.draw_arena(surface, view, lay)
        self.stage.flights.draw(surface)
        draw_stage.draw_bubble(surface, view, lay)
        draw_stage.draw_choices(surface, view, lay, self._choices(view), self.choice_buttons)
        draw.draw_status(surface, view, lay)
        draw.draw_side(surface, view, lay)
        self.log.draw(surface, lay.log_rect)
        draw.draw_banner(surface, view, lay)
        draw.draw_drag(surface, view, lay)
        if isinstance(view.gate, GateView):  # the view model (no orcdesk.ui import) keeps it as an object
            draw_gate(surface, gate_room(lay, any(self.obs["piles"])), lay.u, view.gate, self.ready_button)
        if self.hover_pile is not None:
            draw.draw_stack_popup(surface, view, lay, self.hover_pile)

    # ================================================================== input
    def _legal(self, seat: int | None) -> list:
        """What ``seat`` may do now: the rules' legal moves the mode allows (a tutorial page: none; a replay:
        none), so the table lights and offers only those."""
        if seat is None or self.state.is_terminal():
            return []
        return self.legal_now(seat)

    def _choices(self, view: BravesView) -> list[tuple]:
        seat = view.actor
        if seat is None or view.busy or view.realtime:
            return []
        return inputs.choices(view, self.lay, seat, self._legal(seat), lambda a: refusal_words(self, a, seat))

    def hit_regions(self) -> list[HitRegion]:
        key = (
            *(len(self.history.actions), self.selected, self.queue.busy, tuple(self.size), self.viewer),
            id(self.obs),
            tuple(self.seats),  # a review lights a seat's move by letting that seat act for a moment
            self.mode.may_act,
            self.mode.revision,  # a tutorial's page allows nothing, its next step one move
            self._drawing,
        )
        if self._regions_cache is None or self._regions_cache[0] != key:
            regions = inputs.regions(self.view(), self.lay, self._legal, lambda a, s: refusal_words(self, a, s))
            self._regions_cache = (key, self.mode.screen(regions, self.human_to_act()))
        return list(self._regions_cache[1])

    def regions_of(self, action) -> list[HitRegion]:
        """A deal card's whole path: the card and its pile (the piles are targets only once a card is picked)."""
        regions = super().regions_of(action)
        d = CODEC.decode(action)
        if d.kind in ("desert", "shield") and ("pile", d.pile) not in [r.target for r in regions]:
            regions.append(HitRegion(self.lay.pile_rects[d.pile], ("pile", d.pile)))
        return regions

    def click(self, target, button: int):
        kind = target[0]
        if kind == "card":
            self.select(target[1:])
        elif kind == "pile" and self.selected and isinstance(self.selected[0], int):
            s, what = self.selected
            action = CODEC.encode(what, pile=target[1])
            if action in self._legal(s):
                self.selected = None
                self.play(action, s)
        elif kind == "seat":
            if self.obs["phase"] == "champion":
                return CODEC.encode("champion", seat=target[1])
            self.select((self.obs["phase"], target[1]))
        elif kind == "ask":
            assert self.selected is not None  # the card types to ask for are offered once a target is picked
            return CODEC.encode("spy", target=self.selected[1], ask=target[1])
        elif kind == "people":
            return CODEC.encode("battle", people=target[1])
        elif kind == "merc":
            return CODEC.encode("merc", type=target[1])
        elif kind == "back":
            assert self.selected is not None  # the backs to strike at are offered once a target is picked
            return CODEC.encode("commando", target=self.selected[1], back=target[1])
        elif kind == "fly":
            return CODEC.encode("fly", goblins=target[1])
        elif target == ("btn", "pass"):
            self.selected = None
            return CODEC.encode("pass")
        elif target == ("btn", "cancel"):
            self.select(None)
        return None

    def select(self, selected: tuple | None) -> None:
        self.selected = selected
        self._regions_cache = None

    def click_path(self, action) -> list:
        d = CODEC.decode(action)
        if d.kind in ("desert", "shield"):
            return [("card", self.human_to_act(), d.kind), ("pile", d.pile)]
        paths = {
            "champion": lambda: [("seat", d.seat)],
            "spy": lambda: [("seat", d.target), ("ask", d.ask)],
            "commando": lambda: [("seat", d.target), ("back", d.back)],
            "battle": lambda: [("people", d.people)],
            "merc": lambda: [("merc", d.type)],
            "fly": lambda: [("fly", d.goblins)],
        }
        return paths[d.kind]() if d.kind in paths else [("btn", "pass")]

    def handle_event(self, event) -> None:
        """Drag and drop in the deal (a card pressed, released over a pile); keys D/S + pile; the rest as usual."""
        if self.gate_shown():
            if self.ready_button.handle_event(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.press_ready()
                return
        realtime = self.state.window().kind == REALTIME and not self.state.is_terminal()
        down = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if realtime and down and not any(b.contains(event.pos) for b in self.buttons):
            region = self.region_at(event.pos)
            if region is not None and isinstance(region.target, tuple) and region.target[0] == "card" and region.legal:
                self.mouse = event.pos
                self.click(region.target, 1)
                self.dragging = True
                self.pressed = None
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.mouse = event.pos
            region = self.region_at(event.pos)
            if region is not None and isinstance(region.target, tuple) and region.target[0] == "pile":
                if region.legal:
                    self.click(region.target, 1)
                elif region.reason:
                    self.app.toast(region.reason, 2.0)
            return
        super().handle_event(event)

    def on_key(self, event) -> None:
        if self.state.window().kind != REALTIME or self.state.is_terminal():
            if event.key == pygame.K_BACKSPACE and self.selected:
                self.selected = None
            return
        chosen = inputs.card_key(self.view(), event.key)
        if chosen is not None:
            seat, kind = chosen
            if any(CODEC.kind_of(a) == kind for a in self._legal(seat)):
                self.select(chosen)
            else:
                self.app.toast(
                    refusal_words(self, CODEC.encode(kind, pile=0), seat) or t("braves.ui.nothing_to_play"), 2.0
                )
            return
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.select(None)
            return
        p = inputs.PILE_KEYCODES.get(event.key)
        if p is None or p >= self.obs["n_piles"]:
            return
        if not self.selected or not isinstance(self.selected[0], int):
            self.app.toast(t("braves.ui.press_d_or_s"), 2.0)
            return
        s, kind = self.selected
        action = CODEC.encode(kind, pile=p)
        if action in self._legal(s):
            self.selected = None
            self.play(action, s)
        else:
            self.app.toast(refusal_words(self, action, s), 2.0)

    # ================================================================== words
    def prompt(self) -> str:
        return words.prompt(self.view())

    def describe_event(self, e: dict) -> str | None:
        return words.describe_event(e, self._who)

    def animate_event(self, e: dict) -> None:
        self.stage.animate(e, self.state.window().table_after)

    def _round_opens(self) -> None:
        """A new round goes on show: all of it (held_keys); the hands go back to the deck, and the next one is
        handed over."""
        self.presenter.release()
        self.hand_for = None

    def on_language(self) -> None:
        super().on_language()
        self.ready_button.label = t("braves.ui.ready")
        self._frame = None  # every panel in the new language at once

    def event_color(self, event: dict):
        seat = event.get("seat")
        if isinstance(seat, int) and 0 <= seat < self.n:
            return theme.lerp_color(theme.TEXT, seat_colour(seat), 0.4)
        return theme.TEXT

    # ================================================================== flow hooks
    def human_to_act(self) -> int | None:
        """In the deal every human acts on his own seat: the viewer first (the keys act for him). Nobody acts in
        a mode that lets no one (a replay, a review)."""
        if self.presenter.mode.may_act and self.state.window().kind == REALTIME:
            if self.viewer in self.acting and self.is_human(self.viewer):
                return self.viewer
        return super().human_to_act()

    def _hand_over(self, seat: int) -> None:
        if self.state.window().kind == REALTIME:  # nothing secret is shown while cards are dealt
            self.layout(self.size)
            return
        self.hand_for = seat
        super()._hand_over(seat)
        self.layout(self.size)

    def hold_clock(self) -> bool:
        """Hold the first card of a deal until the round's opening (and the last battle) has played out, then
        until the player is ready (the summary and its countdown: ``pacing.py``)."""
        w = self.state.window()
        if w.kind != REALTIME or w.table_after is None:
            return False
        if self.queue.busy and not w.seats:
            return True
        obs = self.obs  # the live game's once nothing is left to show (the first card waits for that)
        self.gate.enabled = self.gate_in_use()
        return self.gate.holds(obs["phase"] == "deal", obs["deal"]["dealt"], obs["round"], w.table_after)

    def gate_in_use(self) -> bool:
        """A live game waits for "Ready" before a deal. A replay does not, nor a table whose animations are off
        (the player asked for no waiting; the headless tests and tools play so), nor a guided game, whose mode
        paces the deal itself (a tutorial stops it at each teaching moment)."""
        return not self.replaying and not self.mode.holds_clock() and self.app.settings.get("anim_speed", 1.0) > 0

    def gate_shown(self) -> bool:
        obs = self.obs
        self.gate.enabled = self.gate_in_use()
        return (
            not self.queue.busy
            and not self.state.is_terminal()
            and self.gate.waiting(obs["phase"] == "deal", obs["deal"]["dealt"], obs["round"])
        )

    def press_ready(self) -> None:
        if self.gate_shown() and self.gate.press():
            self._regions_cache = None

    shot_slack = 400  # orcdesk shot: play on to the middle of a deal

    def shot_ready(self) -> bool:
        obs = self.obs
        return obs["phase"] == "deal" and obs["deal"]["dealt"] >= 24 and obs["wizard"] != self.viewer

    def held_keys(self, events: list[dict]) -> tuple[str, ...]:
        """A move that ends a round plays its last battle out first: the whole shown table stays in the old round
        until the next round opens (``round_start`` releases it), so no deal is drawn under the last battle."""
        return tuple(self.obs) if any(e["type"] == "round_start" for e in events) else ()

    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.stage.piles_resolve(events)
        in_turn = self.selected and self.selected[0] in ("spy", "commando")
        if CODEC.kind_of(action) not in ("deal", "desert", "shield") and in_turn:
            self.selected = None  # a turn decision was made: its half-made choice goes
        if self.selected and isinstance(self.selected[0], int):
            s, kind = self.selected
            if not any(isinstance(a, int) and CODEC.kind_of(a) == kind for a in self.state.legal_actions(s)):
                self.selected = None
        self._regions_cache = None

    def on_restored(self) -> None:
        events = [e for played in self.match.played for e in played.events]
        finished, battles, now = round_battles(events)
        obs = self.obs
        self.gate.resume = obs["phase"] == "deal" and obs["deal"]["dealt"] > 0  # taken up mid-deal: ready again first
        self.gate.left = None
        self.selected = None
        self.stage.reset(self.obs, finished, battles, now)
        self.layout(self.size)

    def update_table(self, dt: float) -> None:
        if self.app.stack.top is self:  # an overlay (pause, rules) stops the countdown too
            self.gate.update(dt, self.obs["round"])
        self.stage.update(dt)
        h = self.human_to_act()
        if (
            h is not None
            and (h != self.viewer or self.hand_for != h)
            and self.seats.count("human") > 1
            and not self.queue.busy
            and self.app.stack.top is self
            and self.state.window().kind != REALTIME
            and not self.replaying
        ):
            self.viewer = h
            self.obs = self.prev_obs = self.state.observation(h)
            self._hand_over(h)
        strip = self.hotseat_strip()
        if strip and self.deal_anchor is None:
            self.deal_anchor = self.viewer  # the table keeps this seat at the bottom for the whole deal
        elif not strip:
            self.deal_anchor = None
        if self._laid_for != self.bottom_seat():
            self.layout(self.size)

    def frame_rate(self) -> float:
        if self.stage.moving or self.gate.left is not None:
            return ANIMATING
        if self.match.paused and not self.queue.moving:  # paused (overlay, focus lost): nothing is dealt
            return BREATHING
        return super().frame_rate()

    # ================================================================== result and setup screens (result.py)
    def result_order(self) -> list[int]:
        """Seats best score first (the lines, the subtitle and the cogwheels use the same order)."""
        scores = self.state.scores()
        return sorted(range(self.n), key=lambda s: (-scores[s], s))

    def result_lines(self) -> list[str]:
        events = [e for played in self.match.played for e in played.events]
        last_win = self.state.observation(None)["last_win"]
        return result.result_lines(self.names(), self.result_order(), self.state.scores(), events, last_win)

    def result_subtitle(self) -> str:
        scores = self.state.scores()
        return " – ".join(f"{int(scores[s])}" for s in self.result_order())

    def draw_result_art(self, surface, rect) -> None:
        result.draw_result_art(surface, rect, self.names(), self.result_order(), self.state.scores())

    @staticmethod
    def seat_colour(seat: int) -> tuple:
        """The seat's colour on the table, the setup screen and the result (one palette everywhere)."""
        return seat_colour(seat)

    @classmethod
    def setup_blurb(cls) -> str:
        return t("braves.setup.blurb")

    @classmethod
    def draw_setup_art(cls, surface, rect) -> None:
        result.draw_setup_art(surface, rect)
