"""The De l'orc pour les braves table controller: its state (selection, flights, piles held while they resolve,
the battle as shown, bubbles and banners), the flow hooks (hotseat, the real-time deal, the clock), the
result and setup screens, and the parts composed (layout, input, words, motion, drawing).
"""

from __future__ import annotations

import pygame

from orcdesk.core.contract import REALTIME
from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import card_set
from orcdesk.games.braves.engine import CODEC, P_DEAL
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.cogwheel import Cogwheel, draw_cogwheel
from orcdesk.ui.kit.flight import Flights
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING, BREATHING
from orcdesk.ui.tables import TableScene
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.art import CARD_RATIO, card_face, seat_colour
from orcdesk.ui.tables.braves.draw import BravesDrawing
from orcdesk.ui.tables.braves.input import BravesInput
from orcdesk.ui.tables.braves.layout import BravesLayout
from orcdesk.ui.tables.braves.motion import BravesMotion
from orcdesk.ui.tables.braves.pacing import ReadyGate, countdown_seconds, round_battles
from orcdesk.ui.tables.braves.words import BravesWords

CS = card_set()
MERC0 = CS.merc_base


class BravesTable(BravesInput, BravesWords, BravesMotion, BravesDrawing, BravesLayout, TableScene):
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
        n = self.state.players
        self.n = n
        self.selected: tuple | None = None  # (seat, "desert"|"shield") in the deal; ("spy"|"commando", target)
        self.dragging = False
        self.wheels = [Cogwheel(self.obs["scores"][s], seat_colour(s)) for s in range(n)]
        self.flights = Flights()  # cards and tokens in the air (the kit's one flight)
        self.deal_hidden: dict[int, int] = {}  # pile -> number of top items still in flight (drawn when landed)
        self.held_piles: list | None = None  # piles as shown while they resolve (None: from the observation)
        self.resolving: int | None = None  # the pile resolving now
        self.pending: dict[int, list] = {}  # seat -> cards on their way to that seat's hand
        self.arena: dict | None = None  # the battle as shown (trails the state event by event)
        self.bubble: dict | None = None  # spy dialogue / commando line: {"seat", "text", "card", "target"}
        self.banner: tuple | None = None  # (text, colour) of a big moment
        self.flip = 1.0  # battle reveal: 0 face down .. 1 face up
        self.start_flash = 0.0
        self.focused = True
        self.u = 7.2
        self._regions_cache = None
        self.choice_buttons: dict = {}
        self.pile_rects: list[pygame.Rect] = []
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.log.flash_color = (255, 255, 255)  # the newest line brightens: yellow is a seat's colour here
        self.gate = ReadyGate(countdown_seconds())  # a deal starts when the player is ready
        self.ready_button = Button(t("braves.ui.ready"), self.press_ready, style="primary", key="ready")
        self.deal_anchor: int | None = None  # hotseat deal: the seat kept at the bottom
        self.hand_for: int | None = None  # hotseat: the seat handed the screen since the deal
        self.battles_now: list[dict] = []  # this round's battle results as shown
        self.battles_before: tuple[int, list] = (0, [])  # the last finished round and its results
        self.arena_from_obs()

    # ================================================================== flow hooks
    def human_to_act(self) -> int | None:
        """In the deal every human acts on his own seat: the viewer first (the keys act for him)."""
        if self.state.window().kind == REALTIME:
            acting = self.acting
            if self.viewer in acting and self.is_human(self.viewer):
                return self.viewer
        return super().human_to_act()

    def _hand_over(self, seat: int) -> None:
        if self.state.window().kind == REALTIME:  # nothing secret is shown while cards are dealt
            self.layout(self.size)
            return
        self.hand_for = seat
        super()._hand_over(seat)
        self.layout(self.size)

    def hand_face_up(self) -> bool:
        """Is the bottom seat's army hand shown face up? In hotseat only once the screen was handed to that
        player after the deal (several people look at the screen while the piles are shared out)."""
        if self.replaying or self.seats.count("human") < 2 or not self.is_human(self.viewer):
            return True
        return self.hand_for == self.viewer

    def hold_clock(self) -> bool:
        """Hold the first card of a deal until the round's opening (and the last battle) has played out, then
        until the player is ready (the summary and its countdown: ``pacing.py``)."""
        w = self.state.window()
        if w.kind != REALTIME or w.table_after is None:
            return False
        if self.queue.busy and not w.seats:
            return True
        st = self.state
        self.gate.enabled = self.gate_in_use()
        return self.gate.holds(st.phase == P_DEAL, st.dealt, st.round, w.table_after)

    def gate_in_use(self) -> bool:
        """A live game waits for "Ready" before a deal. A replay does not, nor a table whose animations are off
        (the player asked for no waiting; the headless tests and tools play so)."""
        return not self.replaying and self.app.settings.get("anim_speed", 1.0) > 0

    def gate_shown(self) -> bool:
        st = self.state
        self.gate.enabled = self.gate_in_use()
        return (
            not self.queue.busy and not st.is_terminal() and self.gate.waiting(st.phase == P_DEAL, st.dealt, st.round)
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
        kinds = {e["type"] for e in events}
        if "pile" in kinds:  # the piles resolve one by one: show them as they were until their turn
            self.held_piles = [list(e["items"]) for e in events if e["type"] == "pile"]
            for e in events:
                if e["type"] == "pile" and e["owner"] is not None:
                    self.pending.setdefault(e["owner"], []).extend(e["kept"])
        if (
            CODEC.kind_of(action) not in ("deal", "desert", "shield")
            and self.selected
            and self.selected[0] in ("spy", "commando")
        ):
            self.selected = None  # a turn decision was made: its half-made choice goes
        if self.selected and self.selected[0] not in ("spy", "commando"):
            s, kind = self.selected
            if not any(CODEC.kind_of(a) == kind for a in self.state.legal_actions(s)):
                self.selected = None
        self._regions_cache = None

    def on_restored(self) -> None:
        events = [e for played in self.match.played for e in played.events]
        finished, battles, now = round_battles(events)
        self.battles_before, self.battles_now = (finished, battles), now
        st = self.state
        self.gate.resume = st.phase == P_DEAL and st.dealt > 0  # taken up mid-deal: ready again first
        self.gate.left = None
        self.selected = None
        self.flights.clear()
        self.deal_hidden.clear()
        self.held_piles = None
        self.resolving = None
        self.pending = {}
        self.bubble = self.banner = None
        self.flip = 1.0
        for s, w in enumerate(self.wheels):
            w.set(self.obs["scores"][s])
        self.arena_from_obs()
        self.layout(self.size)

    def update_table(self, dt: float) -> None:
        if self.app.stack.top is self:  # an overlay (pause, rules) stops the countdown too
            self.gate.update(dt, self.state.round)
        for w in self.wheels:
            w.update(dt)
        if self.start_flash > 0:
            self.start_flash = max(0.0, self.start_flash - dt)
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
        if getattr(self, "_laid_for", None) != self.bottom_seat():
            self._laid_for = self.bottom_seat()
            self.layout(self.size)

    def frame_rate(self) -> float:
        if any(w.moving for w in self.wheels) or self.flights or self.start_flash > 0 or self.gate.left is not None:
            return ANIMATING
        if self.match.paused and not self.queue.moving:  # paused (overlay, focus lost): nothing is dealt
            return BREATHING
        return super().frame_rate()

    def event_color(self, event: dict):
        seat = event.get("seat")
        if isinstance(seat, int) and 0 <= seat < self.n:
            return theme.lerp_color(theme.TEXT, seat_colour(seat), 0.4)
        return theme.TEXT

    # ================================================================== result
    def result_order(self) -> list[int]:
        """Seats best score first (the lines, the subtitle and the cogwheels use the same order)."""
        scores = self.state.scores()
        return sorted(range(self.n), key=lambda s: (-scores[s], s))

    def result_lines(self) -> list[str]:
        """Final scores (on one line), how a tie was broken, then the last round's battles in
        short (from the game's events, so a replay's end shows them too)."""
        scores = self.state.scores()
        lines = ["!" + t("braves.result.scores")]
        # one line, short names (the cogwheels beside name every seat again): room for the tie and the battles
        lines.append(
            " · ".join(
                t("braves.result.score_short", who=self.short_name(s), n=int(scores[s])) for s in self.result_order()
            )
        )
        events = [e for played in self.match.played for e in played.events]
        tie = self._tie_line(events)
        if tie:
            lines += ["", tie]
        _, finished, now = round_battles(events)
        last = now or finished
        if last:
            lines += ["", "!" + t("braves.result.last_round")] + [self._note(e) for e in last]
        return lines

    def _tie_line(self, events: list[dict]) -> str | None:
        """A tie for the most points, in words: who won a battle last (the rule that breaks it), or shared."""
        over = next((e for e in reversed(events) if e["type"] == "game_over"), None)
        if over is None:
            return None
        scores = over["scores"]
        top = max(scores)
        tied = [s for s in range(self.n) if scores[s] == top]
        if len(tied) < 2:
            return None
        last_win = self.state.observation(None)["last_win"]
        order = sorted(tied, key=lambda s: -last_win[s])
        items = ", ".join(
            t("braves.result.tie_item", who=self._who(s), battle=last_win[s])
            if last_win[s]
            else t("braves.result.tie_item_none", who=self._who(s))
            for s in order
        )
        if not over["winners"] or len(over["winners"]) > 1:
            return t("braves.result.tie_shared", n=top, battles=items)
        return t("braves.result.tie_broken", n=top, who=self._who(over["winners"][0]), battles=items)

    def result_subtitle(self) -> str:
        scores = self.state.scores()
        return " – ".join(f"{int(scores[s])}" for s in self.result_order())

    def draw_result_art(self, surface, rect) -> None:
        """The cogwheels in the order of the scores, each with its seat's name under it."""
        scores = self.state.scores()
        order = self.result_order()
        k = len(order)
        rows = 2 if k >= 6 else 1
        per_row = (k + rows - 1) // rows
        cell_w, cell_h = rect.w / per_row, rect.h / rows
        r = int(min(cell_w / 2.6, cell_h / 3.2))
        label = max(11, int(r * 0.42))
        for i, s in enumerate(order):
            row, col = divmod(i, per_row)
            in_row = min(per_row, k - row * per_row)
            x = rect.x + int((col + 0.5) * rect.w / in_row)
            y = rect.y + int((row + 0.42) * cell_h)
            draw_cogwheel(surface, (x, y), r, scores[s], seat_colour(s))
            name = self.short_name(s)
            blit_text(
                surface,
                name,
                fit_size(name, label, int(cell_w * 0.95 if in_row == per_row else rect.w / in_row * 0.95), bold=True),
                theme.TEXT,
                midtop=(x, y + r + int(r * 0.25)),
                bold=True,
                shadow=True,
            )

    # ================================================================== setup screen
    @staticmethod
    def seat_colour(seat: int) -> tuple:
        """The seat's colour on the table, the setup screen and the result (one palette everywhere)."""
        return seat_colour(seat)

    @classmethod
    def setup_blurb(cls) -> str:
        return t("braves.setup.blurb")

    @classmethod
    def draw_setup_art(cls, surface, rect) -> None:
        h = int(min(rect.h * 0.8, rect.w / 4))
        if h < 24:
            return
        w = int(h / CARD_RATIO)
        cards = [CS.by_type[t_][0] for t_ in (2, 4, 7, 10, MERC0 + 4)]
        x = rect.centerx - int(w * 2.2)
        for i, c in enumerate(cards):
            draw_card(
                surface,
                pygame.Rect(x + int(i * w * 0.7), rect.centery - h // 2 + abs(i - 2) * 4, w, h),
                card_face(c, w, h),
                angle=(2 - i) * 6,
            )
        draw_cogwheel(surface, (rect.centerx + int(w * 2.6), rect.centery), int(h * 0.35), 7, art.seat_colour(0))
