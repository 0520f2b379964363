"""The Orc Wars table: the setup screen's hooks, and the table owning its parts (the selection, the board, the
fight, the motion) and feeding the base's hooks (hit regions, clicks, click_path, words, animations) from them.
"""

from __future__ import annotations

import inspect

import pygame

from orcdesk.core.i18n import language, t
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA, HERO_ORDER
from orcdesk.ui.kit import anim, textures, theme
from orcdesk.ui.kit.text import blit_fit, draw_text_box
from orcdesk.ui.tables import TableScene
from orcdesk.ui.tables.lit_only import darken, lit_only
from orcdesk.ui.tables.orc_wars import duel as overlay
from orcdesk.ui.tables.orc_wars import hand, panels, side, words
from orcdesk.ui.tables.orc_wars.board import Board, map_preview
from orcdesk.ui.tables.orc_wars.choices import Choices, Selection
from orcdesk.ui.tables.orc_wars.duel import Fight
from orcdesk.ui.tables.orc_wars.input import (
    ZOOM_KEYS,
    Targets,
    button_items,
    chooser_items,
    chooser_kind,
    hover_path,
    region_at,
)
from orcdesk.ui.tables.orc_wars.layout import button_rects, chooser_rect, layout, panel_rects
from orcdesk.ui.tables.orc_wars.motion import Motion, Places
from orcdesk.ui.tables.orc_wars.view import TableView
from orcdesk.ui.tables.orc_wars.words import Names, scenario_goal, scenario_name
from orcdesk.ui.tables.words import refusal_words

SCENARIOS = tuple(DATA.options["scenario"]["choices"])


class OrcWarsTable(TableScene):
    """The HeroCard Orc Wars table (see the package docstring and :class:`TableScene`)."""

    shot_slack = 80

    def __init__(
        self,
        app,
        game_id: str = "orc_wars",
        seats: list[str] | None = None,
        seed: int = 0,
        options: dict | None = None,
        inline_ai: bool | None = None,
    ) -> None:
        self.R: dict = {}
        self.sel = Selection()  # what the player picked but has not played yet
        self.fight = Fight()  # the fight shown in the overlay (followed from the events)
        self._live: dict = {}
        self.restores = 0
        self.panel: dict = {"piles": {}, "tricks": {}, "clans": {}, "king": None}  # the left panel's targets
        self.clickable_figures: set = set()
        self._button_cache: dict = {}
        self._panel_cache: dict = {}
        self.motion = Motion()  # cards in the air, the turn banner
        self.previews: dict = {}  # target -> the words of the armed card's play on it
        super().__init__(app, game_id, seats or ["human", "normal"], seed, options, inline_ai)
        self.board = Board(self.state.options["scenario"])

    # ------------------------------------------------------------------ setup screen
    @classmethod
    def setup_seat_label(cls, seat: int) -> str:
        """Seat 1 leads the horde, the others are the elves (each picks its role and deck on its row)."""
        if seat == 0:
            return t("orc_wars.piece.horde_title")
        return t("orc_wars.piece.elf_seat", n=seat)

    @classmethod
    def setup_adjust(cls, options: dict, changed: str, players: int) -> None:
        """Two elves never share a role nor a deck: the seat that held the value just chosen takes the old one.
        A deck that was its role's own follows the role."""
        what, _, seat = changed.partition("_")
        if what not in ("role", "deck") or not seat.isdigit():
            return
        seat = int(seat)
        new = options[changed]
        old = next(v for v in HERO_ORDER if v not in {options[f"{what}_{s}"] for s in (1, 2, 3) if s != seat})
        for other in (1, 2, 3):
            if other != seat and options[f"{what}_{other}"] == new:
                options[f"{what}_{other}"] = old
                if what == "role" and options[f"deck_{other}"] == new:
                    cls.setup_adjust_deck(options, other, old)
        if what == "role" and options[f"deck_{seat}"] == old:
            cls.setup_adjust_deck(options, seat, new)

    @classmethod
    def setup_adjust_deck(cls, options: dict, seat: int, deck: str) -> None:
        options[f"deck_{seat}"] = deck
        cls.setup_adjust(options, f"deck_{seat}", 4)

    @classmethod
    def setup_finish(cls, options: dict, seats: list[str], chosen: set) -> dict:
        """An AI elf whose role the player left alone picks the role that suits the scenario best (data:
        ``ai_roles`` in data/orc_wars.yaml), with its own deck."""
        from orcdesk.games.orc_wars.roles import ai_roles

        ai_seats = [s for s in range(1, len(seats)) if seats[s] != "human" and f"role_{s}" not in chosen]
        return ai_roles(options, len(seats), ai_seats, chosen)

    @classmethod
    def setup_blurb(cls) -> str:
        return t("orc_wars.ui.blurb")

    @classmethod
    def _chosen_scenario(cls) -> str:
        """The scenario chosen on the setup screen (the screen draws our art without telling us its options, so
        look for them in the caller)."""
        frame = inspect.currentframe()
        try:
            f = frame.f_back if frame else None
            for _ in range(4):
                if f is None:
                    break
                opts = getattr(f.f_locals.get("self"), "options", None)
                if isinstance(opts, dict) and opts.get("scenario") in SCENARIOS:
                    return opts["scenario"]
                f = f.f_back
        finally:
            del frame
        return SCENARIOS[0]

    @classmethod
    def draw_setup_art(cls, surface, rect) -> None:
        """The chosen scenario's map and, beside it, its goals for each side."""
        if rect.w < 20 or rect.h < 20:
            return
        scen = cls._chosen_scenario()
        u = theme.unit(surface.get_size())
        size = max(12, int(u * 1.9))
        side = min(rect.h, int(rect.w * 0.5))
        if side >= u * 5:  # the map stays readable down to a few hexes across: it never drops (3 or 4 seats)
            pic = map_preview(scen, side, side)
            surface.blit(pic, pic.get_rect(midleft=(rect.x, rect.centery)))
            rect = pygame.Rect(rect.x + side + int(u), rect.y, rect.w - side - int(u), rect.h)
        if rect.h < u * 12:  # little room: the goal in words only, beside the map
            text = t("orc_wars.ui.titled", title=scenario_name(scen), text=scenario_goal(scen))
            draw_text_box(surface, text, rect, size, theme.TEXT)  # within the art's box: Start is just under it
            return
        y = rect.y
        blit_fit(surface, scenario_name(scen), int(size * 1.2), rect.w, theme.BRASS, topleft=(rect.x, y), bold=True)
        y += int(size * 1.5)
        for key in ("goal", "orcs"):  # each fitted in what is left (shortened there, whole on hover)
            words_ = scenario_goal(scen) if key == "goal" else t(f"orc_wars.scenario.{scen}.orcs")
            if rect.bottom - y < size:
                return
            box = pygame.Rect(rect.x, y, rect.w, rect.bottom - y)
            colour = theme.TEXT if key == "goal" else theme.TEXT_DIM
            fitted = draw_text_box(surface, words_, box, size, colour)
            y += len(fitted.lines) * fitted.line_height + int(size * 0.4)

    # ------------------------------------------------------------------ input (choices.py, input.py)
    def _live_key(self):
        # the mode's revision: what a tutorial allows changes with its step, not with the game
        return (len(self.history.actions), self.restores, self.viewer, self._drawing, self.mode, self.mode.revision)

    def choices(self) -> Choices:
        """The human's legal actions that the mode allows now (none when no human acts), with the selection;
        plus those the mode only lights (their targets drawn, dark: see tables/lit_only.py)."""
        seat = self.human_to_act()
        key = self._live_key() + (seat,)
        if self._live.get("choices_key") != key:
            state = self.state
            allowed = self.legal_now(seat) if seat is not None else []
            self._live["allowed"], self._live["lit_only"] = allowed, lit_only(self, seat, allowed)
            neigh = E.board(state.options["scenario"]).neigh
            chosen = allowed + self._live["lit_only"]
            self._live["choices"] = Choices(chosen, self.sel, state.observation(self.viewer), neigh, seat)
            self._live["choices_key"] = key
        return self._live["choices"]

    def covers(self) -> list:
        """Rects drawn over the board (buttons, overlays): board targets under them are not clickable."""
        out = [b.rect for b in self.buttons if b.visible] + list(self.board.zoom_rects().values())
        if self.duel is not None:
            out.append(self.duel_rect())
        kind = chooser_kind(self.choices())
        if kind:
            out.append(chooser_rect(self.R, chooser_items(self.choices()), kind))
        return out

    def hit_regions(self) -> list:
        if not self.R or self.state.is_terminal() or self.human_to_act() is None:
            return []
        g = self.board.view.grid
        sel = self.sel
        key = (
            self._live_key(),
            (sel.fig, sel.armed, sel.dclan, sel.reinf_open),
            (g.zoom, g.pan, g.size, self.R.get("size")),
            self.duel is None,
            self.queue.busy,
            self.human_to_act(),
            tuple(tuple(b.rect) for b in self.buttons if b.visible),
        )
        if self._live.get("regions_key") != key:
            duel_pass = self.duel_pass_rect() if self.duel is not None else None
            panel = self.layout_panel()
            targets = Targets(
                self.choices(),
                self.names(),
                self.R,
                panel,
                self.board,
                self.covers(),
                lambda action: refusal_words(self, action, self.human_to_act()),
                duel_pass,
                live=not self.replaying,
            )
            # the moves only lit (a review's) have targets to light, but dark ones
            live, seat = self._live, self.human_to_act()
            regions = darken(self, targets.build(), live["lit_only"], live["allowed"], seat)
            self._live["regions"] = self.mode.screen(regions, seat)
            self.previews, self.clickable_figures = targets.previews, targets.clickable
            self._live["regions_key"] = key
        return self._live["regions"]

    def region_at(self, pos):
        """Like the base, but a board target is hit only inside its hex (the rects of neighbours overlap)."""
        return region_at(self.hit_regions(), pos, self.board, self.R)

    def click(self, target, button: int):
        if button == 3:
            self.sel.fig = self.sel.armed = None
            return None
        return self.choices().click(target)

    def click_path(self, action) -> list:
        return self.choices().click_path(action)

    def on_key(self, event) -> None:
        if event.key in ZOOM_KEYS:
            self.board.view.handle_event(event)

    # ------------------------------------------------------------------ words (words.py)
    def names(self) -> Names:
        humans = [s for s in range(len(self.seats)) if self.is_human(s)]
        return Names(self.seat_name, humans, (self.obs, self.prev_obs))

    def handoff_name(self, seat: int) -> str:
        return f"{self.seat_name(seat)} · {self.names().side_title(seat)}"

    def describe_event(self, e: dict) -> str | None:
        return words.describe(e, self.names(), self.state)

    def event_color(self, event: dict):
        return words.event_color(event) or super().event_color(event)

    def prompt(self) -> str:
        return words.prompt(self.state, self.names(), self.human_to_act(), self.sel, self.choices())

    def result_title(self) -> str:
        return words.result_title(self.state, [s for s, kind in enumerate(self.seats) if kind == "human"])

    def result_subtitle(self) -> str:
        return words.result_subtitle(self.state)

    def result_lines(self) -> list[str]:
        ends = (
            e["why"] for played in reversed(self.match.played) for e in played.events if e.get("type") == "game_over"
        )
        why = next(ends, "elves_dead")
        return words.result_lines(self.state, self.state.observation(self.viewer), self.names(), why)

    # ------------------------------------------------------------------ the selection follows the game
    def on_played(self, action, seat, events) -> None:
        if self.is_human(seat):
            d = E.CODEC.decode(action)
            self.sel.armed = None
            self.sel.reinf_open = False
            if d.kind == "deploy":
                self.sel.dclan = None
            if d.kind in ("phase", "end"):
                self.sel.fig = None

    def on_restored(self) -> None:
        self.restores += 1
        self.sel.clear()
        self.board.walking.clear()
        self.board.flashes.clear()
        self.motion.flights.clear()
        self.motion.banner = None
        self.fight.rebuild(self.obs)

    def animate_event(self, e: dict) -> None:
        k = e["type"]
        if k == "attack":
            self.fight.follow(self.queue, e)  # the duel opens, then the attack card flies into it
            self.motion.animate_cards(self.queue, e, self.places())
            return
        self.motion.animate_cards(self.queue, e, self.places())
        if k == "move":
            self.board.animate_move(self.queue, e)
        elif k in ("play", "pass", "resolve", "trick"):
            self.fight.follow(self.queue, e)
        elif k == "wound":
            self.board.animate_flash(
                self.queue, self.state.elf_hex[e["seat"]] if self.state.alive[e["seat"]] else -1, theme.DANGER
            )
        elif k in ("orc_dies", "king_dies", "elf_dies"):
            self.board.animate_flash(self.queue, e.get("hex"), theme.DANGER)
        elif k == "boar_killed":
            self.board.animate_flash(self.queue, self.prev_boar_hex(e["boar"]), theme.DANGER)
        elif k == "heal":
            self.board.animate_flash(self.queue, self.state.elf_hex[e["seat"]], theme.GOOD)
        elif k in ("deploy", "reinforce", "place", "pickup"):
            h = e.get("hex")
            if k == "deploy" and e["figures"]:
                h = e["figures"][0][2]
            self.board.animate_flash(self.queue, h if isinstance(h, int) else -1, theme.HILITE)
        elif k == "turn":
            line = self.describe_event(e)
            self.motion.animate_banner(self.queue, line.rstrip(".") if line else "")
        elif k == "phase":
            self.queue.push(anim.Wait(0.25))
        else:
            self.queue.push(anim.Wait(0.08))

    def prev_boar_hex(self, i: int) -> int:
        for obs in (self.obs, self.prev_obs):
            if obs["boars"][i] >= 0:
                return obs["boars"][i]
        return -1

    # ------------------------------------------------------------------ input that the board takes first
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            if self.R and self.R["board"].collidepoint(self.mouse) and self.app.stack.top is self:
                self.board.view.handle_event(event)
                return
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.R
            and self.board.zoom_click(event.pos, self.duel_rect() if self.duel is not None else None)
        ):
            self.pressed = None
            return
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            used = self.board.view.handle_event(event)
            if used and event.type == pygame.MOUSEBUTTONUP:
                self.pressed = None
                return  # the end of a drag, not a right click
            if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
                self.pressed = None
                self.sel.fig = self.sel.armed = None  # a right click anywhere clears the selection
                return
        super().handle_event(event)

    # ------------------------------------------------------------------ every frame
    def update_table(self, dt: float) -> None:
        if self.human_to_act() is None and (self.sel.armed or self.sel.dclan is not None):
            self.sel.armed = None
            self.sel.dclan = None

    def frame_rate(self) -> float:
        from orcdesk.ui.scene import ANIMATING

        if getattr(self, "board", None) is not None and self.board.view.waiting_for_bake:
            return ANIMATING
        if self.board.walking or self.board.flashes:
            return ANIMATING
        return super().frame_rate()

    def shot_ready(self) -> bool:
        return self.state.phase() == "action"

    def layout(self, size) -> None:
        self.R = layout(size, self.log_below(size))
        if getattr(self, "board", None) is not None:
            self.board.fit(self.R)

    def layout_panel(self) -> dict:
        """The left panel's targets for the position the player acts on (or the one on show)."""
        obs = self.choices().obs if self.human_to_act() is not None else self.obs
        self.panel = panel_rects(self.R, obs, self.viewer, self.state.scen["king"] != "none")
        return self.panel

    def view(self) -> TableView:
        """What this frame shows (see view.py)."""
        hovered = self.hover.target if self.hover is not None else None
        st = self.state
        return TableView(
            obs=self.obs,
            viewer=self.viewer,
            live=self.can_act(),
            may_act=self.mode.may_act,
            sel=self.sel,
            choices=self.choices(),
            hovered=hovered,
            clock=self.time,
            names=self.names(),
            has_king=st.scen["king"] != "none",
            squad_phase=bool(st.scen["squad_phase"]),
            reinforce_limit=st.reinforce_limit(),
            goal=words.goal_progress(st, self.obs),
            status=self.status_text(),
        )

    def draw_table(self, surface) -> None:
        W, H = surface.get_size()
        if not self.R or self.R.get("size") != (W, H):
            self.layout((W, H))
        view, R = self.view(), self.R
        P = self.layout_panel()
        surface.blit(textures.table_background((W, H)), (0, 0))
        self.board.draw(
            surface,
            view,
            hover_path(self.choices(), self.board),
            self.clickable_figures,
            self.mouse,
            self.hover,
            self.previews,
        )
        self.cached(surface, "left", R["left"], self.left_key(), lambda s: panels.draw_left(s, view, R, P))
        self.cached(surface, "phase", R["phase_bar"], (id(self.obs),), lambda s: side.draw_phase_bar(s, view, R))
        self.cached(surface, "others", R["others"], (id(self.obs),), lambda s: side.draw_others(s, view, R))
        self.log.draw(surface, R["log"])
        self.draw_status(surface, R["prompt"])
        if view.live:
            items = button_items(view.choices, view.names)
            buttons = list(zip(items, button_rects(R, [label for _, label, _ in items])))
            hand.draw_buttons(surface, view, buttons, self._button_cache, self.duel is not None)
            kind = chooser_kind(view.choices)
            if kind:
                hand.draw_chooser(surface, view, R, chooser_items(view.choices), kind)
        if self.duel is not None:
            overlay.draw_duel(surface, view, R, self.duel, self.duel_rect(), view.names.roles, self._button_cache)
        self.motion.draw_banner(surface, R)
        cards = {r.target: r for r in self.hit_regions() if r.target[0] == "card"} if view.live else {}
        pointer = self.mouse if self.app.stack.top is self else None
        hand.draw_hand(surface, view, R, cards, pointer, self.motion.flights.hidden)
        self.motion.flights.draw(surface)

    def places(self) -> Places:
        """Where the cards fly from and to now."""
        live_hand = self.state.observation(self.viewer)["hand"] or []
        attacker = self.duel["att"] if self.duel is not None else None
        box = self.duel_rect() if self.duel is not None and self.R else None
        return Places(self.R, self.panel, self.obs, self.viewer, live_hand, box, attacker)

    @property
    def duel(self) -> dict | None:
        return self.fight.current

    def duel_shown(self) -> bool:
        return self.duel is not None

    def duel_rect(self):
        target = self.choices().fig_hex(self.duel["target"]) if self.duel is not None else None
        return overlay.duel_rect(self.R, self.board.hex_point(target) if target is not None and target >= 0 else None)

    def duel_pass_rect(self):
        return overlay.pass_rect(self.R, self.duel_rect())

    def draw_status(self, surface, rect) -> None:
        hand.draw_status(surface, self.R, rect, *self.status_text())

    def draw(self, surface) -> None:
        super().draw(surface)
        h = self.hover
        if h is not None and not h.legal and isinstance(h.target, tuple) and h.target[0] == "hex":
            self.app.tooltip.hide()  # out of reach: said on a click (a toast), not on every hover across the map
            self.hover = None
        if (
            (self.hover is None or not isinstance(self.hover.target, tuple) or self.hover.target[0] not in ("tgt",))
            and self.app.stack.top is self
            and self.R
            and self.R["board"].collidepoint(self.mouse)
            and not (self.hover is not None and self.hover.tooltip)
        ):
            tip = self.board.piece_tip(self.obs, self.names())
            if tip:
                self.app.tooltip.show(tip, self.mouse)

    def cached(self, surface, name: str, rect, key, draw_fn) -> None:
        """Draw a panel through a cache: redrawn only when ``key`` (or the window size) changes."""
        W, H = surface.get_size()
        entry = self._panel_cache.get(name)
        full = (key, (W, H), tuple(rect), language())  # a language switch draws every panel again
        if entry is None or entry[0] != full:
            layer = (
                entry[1]
                if entry is not None and entry[1].get_size() == (W, H)
                else pygame.Surface((W, H), pygame.SRCALPHA)
            )
            area = rect.inflate(8, 8)
            layer.fill((0, 0, 0, 0), area)
            draw_fn(layer)
            entry = self._panel_cache[name] = (full, layer)
        area = rect.inflate(8, 8)
        surface.blit(entry[1], area, area)

    def left_key(self):
        live = self.can_act()
        hov = self.hover.target if self.hover is not None else None
        lit = live and (self.state.phase() == "clear" or self.sel.armed == ("rally",) or bool(self.panel["tricks"]))
        return (
            id(self.obs),
            live,
            self.state.phase() if live else "",
            self.sel.armed,
            hov if lit else None,
            int(self.pulse() * 6) if lit else 0,
            self._live_key(),
        )

    def draw_result_art(self, surface, rect) -> None:
        """The final position on the map."""
        saved = self.board.view.rect.copy(), self.board.view.grid.zoom, self.board.view.grid.pan
        canvas = pygame.Surface(rect.size, pygame.SRCALPHA)
        view = self.board.view
        view.fit(pygame.Rect(0, 0, rect.w, rect.h))
        view.reach, view.path, view.targets = set(), [], set()
        view._hover = None
        view.figures = lambda surf, grid: self.board.draw_pieces(surf, grid, self.view(), ())
        view.draw(canvas)
        surface.blit(canvas, rect)
        view.rect, view.grid.zoom, view.grid.pan = saved
        if self.R:
            self.board.fit(self.R)


__all__ = ["OrcWarsTable"]
