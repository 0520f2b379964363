"""The Orlog table: the display model and its show (model.py, show.py), the layout, the drawing, and what a
click means (through the engine's codec). The bottom half belongs to ``viewer``, the top half to the other seat.

Input modes (``mode()``): draft (click god cards), keep (click dice, then the roll button), favor (click a tier of
one of your god cards, or "no favor"), frigg/loki (click dice), sacrifice/freyr (buttons)."""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orlog.engine import CODEC, favor_priority
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit.seats import SeatNames
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING
from orcdesk.ui.tables import HitRegion, TableScene
from orcdesk.ui.tables.orlog import draw, effects, words
from orcdesk.ui.tables.orlog.art import FACES, GOLD, card_tier_rects, die_looks, god_ids, god_info
from orcdesk.ui.tables.orlog.estimate import favor_forecasts
from orcdesk.ui.tables.orlog.layout import OrlogLayout, layout
from orcdesk.ui.tables.orlog.model import OrlogFrame, OrlogModel
from orcdesk.ui.tables.orlog.show import OrlogShow
from orcdesk.ui.tables.words import refusal_words

FAST_FORWARD = 6.0  # click or Space during an animation: everything plays this many times faster
TABLE_FELT = (74, 50, 36)  # dark leather instead of green felt: a Norse longhouse table


def _kind(region: HitRegion) -> str | None:
    """What a region's target is: "die", "god", "tier" or "btn" (Orlog's targets are tuples, kind first)."""
    return region.target[0] if isinstance(region.target, tuple) else None


class OrlogTable(TableScene):
    def __init__(self, app, game_id="orlog", seats=None, seed=0, options=None, inline_ai=None) -> None:
        super().__init__(app, game_id, list(seats or [words.HUMAN, "normal"]), seed, options, inline_ai)
        self.lay: OrlogLayout | None = None
        self.model = OrlogModel(self.obs, self.viewer)
        self.show = OrlogShow(self.model, {0: die_looks("bone"), 1: die_looks("ash")}, seed, self.words)
        self._seated_for = self.viewer  # the viewer the dice were last placed for
        self.btns: dict[str, Button] = {}
        self._background = None

    @classmethod
    def setup_blurb(cls) -> str:
        return t("orlog.ui.blurb")

    @property
    def rival(self) -> int:
        """The seat across the table: always the other one than the viewer's, so a layout made at any moment
        (a resize during a hotseat hand-over) sees both seats."""
        return 1 - self.viewer

    # the display model, as tests and the saga read it
    dice = property(lambda self: self.model.dice)
    view = property(lambda self: self.model.view)
    selected = property(lambda self: self.model.selected)

    def words(self) -> words.OrlogWords:
        return words.OrlogWords(SeatNames.of(self), self.viewer)

    def expected_tokens(self, god: str) -> int:
        """Tokens the viewer will hold when its favor of ``god`` resolves (estimate.py)."""
        forecast = favor_forecasts(self.state.observation(self.viewer), self.viewer).get(god)
        return forecast.total if forecast else self.model.player(self.viewer)["tokens"]

    # ------------------------------------------------------------------ what the player is asked
    def asked(self) -> str:
        """What the human is asked now: draft, keep, favor, frigg, loki, sacrifice, freyr, or wait."""
        if not self.can_act():
            return "wait"
        obs = self.state.observation(self.human_to_act())
        phase = obs["phase"]
        if phase in ("draft", "favor"):
            return phase
        if phase == "roll":
            return "keep"
        pending = obs.get("pending")
        return pending["kind"] if pending else "wait"

    def buttons_now(self, mode: str) -> list[tuple[str, str, pygame.Rect, bool]]:
        """(key, label, rect, enabled) of the buttons this mode shows."""
        assert self.lay is not None, "the buttons sit on the layout"
        rect, legal = self.lay.button, set(self.legal_now())
        if mode == "keep":
            n = len(self.model.selected)
            unkept = [d for d in self.model.dice[self.viewer][:6] if not d.kept and d.face]
            label = (
                t("orlog.ui.keep_all")
                if n and n == len(unkept)
                else t("orlog.ui.keep_selected")
                if n
                else t("orlog.ui.reroll")
            )
            # the roll takes the selection: offered when keeping it is a move allowed (a tutorial's step)
            keep = CODEC.encode("keep", dice=sum(1 << i for i in self.model.selected))
            return [("roll", label, rect, keep in legal)]
        if mode == "favor":
            return [("no_favor", t("orlog.ui.no_favor"), rect, CODEC.encode("no_favor") in legal)]
        if mode == "frigg":
            return [("done", t("orlog.ui.done"), rect, CODEC.encode("pick_done") in legal)]
        if mode not in ("sacrifice", "freyr"):
            return []
        # the mode is the kind of the actions asked (Orlog's actions are integers)
        options = sorted(a for a in legal if isinstance(a, int) and CODEC.kind_of(a) == mode)
        out = []
        for action, r in zip(options, self.lay.choice_grid(len(options))):
            d = CODEC.decode(action)
            if mode == "sacrifice":
                out.append((f"sacrifice:{d.health}", str(d.health), r, True))
            else:
                out.append((f"freyr:{FACES[d.face]}", t(f"orlog.face.{FACES[d.face]}"), r, True))
        return out

    def hit_regions(self) -> list[HitRegion]:
        """The targets on show; those off the moves the table's mode allows stay dark (a tutorial's step)."""
        return self.presenter.mode.screen(self._build_regions(), self.human_to_act())

    def _build_regions(self) -> list[HitRegion]:
        mode, seat = self.asked(), self.human_to_act()
        if self.lay is None or mode == "wait":
            return []
        regions, legal, ids = [], set(self.legal_now()), god_ids()
        if mode == "draft":
            for god, rect in self.lay.draft_rects().items():
                action = CODEC.encode("god", god=ids.index(god))
                why = refusal_words(self, action, seat)
                tip = t(f"orlog.god.{god}.text")
                regions.append(HitRegion(rect, ("god", god), action in legal, why, tooltip=tip))
        elif mode == "keep":
            for d in self.model.dice[self.viewer][:6]:
                if not d.kept and d.face:
                    tip = words.die_words(d, d.index in self.model.selected)
                    regions.append(HitRegion(self.lay.die_rect(d), ("die", d.seat, d.index), tooltip=tip))
        elif mode == "favor":
            for god, rect in self.lay.favor_rects(self.model.player(self.viewer)["gods"] or []).items():
                for tier, r in enumerate(card_tier_rects(rect.w), start=1):
                    if CODEC.encode("favor", god=ids.index(god), tier=tier - 1) in legal:
                        # a tier the tokens may not pay is still a choice (tokens can come), but say so
                        regions.append(
                            HitRegion(r.move(rect.topleft), ("tier", god, tier), tooltip=self.fizzle(god, tier))
                        )
        elif mode in ("frigg", "loki"):
            for d in (d for s in (0, 1) for d in self.model.dice[s]):
                if CODEC.encode("pick", seat=d.seat, die=d.index) in legal:
                    tip = words.die_words(d, False)
                    regions.append(HitRegion(self.lay.die_rect(d), ("die", d.seat, d.index), tooltip=tip))
        refused = self.presenter.mode.refusal(None, seat)  # a button off what the mode allows (a tutorial's step)
        buttons = self.buttons_now(mode)
        return regions + [HitRegion(pygame.Rect(r), ("btn", k), on, "" if on else refused) for k, _, r, on in buttons]

    def fizzle(self, god: str, tier: int) -> str:
        """The warning of a tier the tokens expected may not pay ("" when they will)."""
        cost, tokens = god_info(god)["tiers"][tier - 1][0], self.expected_tokens(god)
        return "" if tokens >= cost else t("orlog.ui.may_fizzle", cost=cost, n=tokens)

    def click(self, target, button: int):
        kind = target[0]
        if kind == "die":
            _, seat, index = target
            if self.asked() != "keep":
                return CODEC.encode("pick", seat=seat, die=index)
            self.model.selected ^= {index}
            d = self.model.dice[seat][index]
            self.model.move(d, self.show.slot(d), 0.25)
            return None
        if kind == "god":
            return CODEC.encode("god", god=god_ids().index(target[1]))
        if kind == "tier":
            warning = self.fizzle(target[1], target[2])
            if warning:
                self.app.toast(warning, 2.5)  # the hover warned; the click that commits it says it again
            return CODEC.encode("favor", god=god_ids().index(target[1]), tier=target[2] - 1)
        key = target[1]
        if key == "roll":  # a keep's dice field is a bit set: bit i = die i + 1
            return CODEC.encode("keep", dice=sum(1 << i for i in self.model.selected))
        if key in ("no_favor", "done"):
            return CODEC.encode("no_favor" if key == "no_favor" else "pick_done")
        name, _, value = key.partition(":")
        if name == "sacrifice":
            return CODEC.encode("sacrifice", health=int(value))
        return CODEC.encode("freyr", face=FACES.index(value))

    def click_path(self, action) -> list:
        d = CODEC.decode(action)
        if d.kind == "keep":
            keep, selected = {i for i in range(6) if d.dice >> i & 1}, self.model.selected
            toggles = sorted(keep - selected) + sorted(selected - keep)
            return [("die", self.viewer, i) for i in toggles] + [("btn", "roll")]
        if d.kind == "favor":
            return [("tier", god_ids()[d.god], d.tier + 1)]
        if d.kind == "god":
            return [("god", god_ids()[d.god])]
        if d.kind == "pick":
            return [("die", d.seat, d.die)]
        if d.kind == "sacrifice":
            return [("btn", f"sacrifice:{d.health}")]
        if d.kind == "freyr":
            return [("btn", f"freyr:{FACES[d.face]}")]
        return [("btn", "no_favor" if d.kind == "no_favor" else "done")]

    def on_key(self, event) -> None:
        if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.queue.busy:
            self.show.fast = True

    def handle_event(self, event) -> None:
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if click and self.queue.busy and not self.menu_button.contains(event.pos):
            self.show.fast = True  # a click while the resolution plays speeds it up
        super().handle_event(event)

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, size) -> None:
        u0 = theme.unit(size)
        top = self.menu_button.rect.bottom + int(u0) if self.menu_button.rect.h else int(u0 * 1.5)
        self.lay = self.show.lay = layout(size, self.viewer, top)
        for d in (d for s in (0, 1) for d in self.model.dice[s]):
            d.pos = d.move_to = self.show.slot(d)
            d.move_t0 = -10.0

    def frame(self, mode: str) -> OrlogFrame:
        said, thinker = self.words(), self.thinking_seat
        notes: list[tuple[str, theme.Color]] = []
        if self.replaying:  # a replay asks nothing and nobody thinks: the bar moves it
            notes = []
        elif self.ai_thinking and not self.queue.busy and thinker is not None:
            notes = [(t("orlog.ui.wait_opponent", who=said.log_name(thinker)), theme.TEXT_DIM)]
        elif self.queue.busy and self.model.view["phase"] in ("resolve", "favor"):
            notes = [(t("orlog.ui.skip_hint"), theme.TEXT_DIM)]
        elif mode != "wait":
            notes = [(self.prompt(), theme.HILITE_SOFT)]
        elif self.model.view["phase"] == "draft":
            notes = [(t("orlog.ui.wait_opponent", who=said.log_name(self.rival)), theme.TEXT_DIM)]
        else:
            text, colour = self.status_text()  # whose move plays out, or nothing
            notes = [(text, colour)] if text else []
        expected = {}
        obs = self.state.observation(self.viewer)
        if mode == "favor":
            forecasts, options = favor_forecasts(obs, self.viewer), obs["options"]
            notes += [(line, GOLD) for line in words.forecast_lines(forecasts, lambda g: favor_priority(g, options))]
            expected = {god: self.expected_tokens(god) for god in self.model.player(self.viewer)["gods"] or []}
        pending = obs.get("pending") or {}
        return OrlogFrame(
            mode, tuple(said.log_name(s) for s in (0, 1)), tuple(self.short_name(s) for s in (0, 1)), notes,
            self.hover.target if self.hover is not None else None, self.mouse,
            frozenset(r.target for r in self.hit_regions() if r.legal),
            pending.get("picked", []) if mode == "frigg" else [], expected, self.time,
        )  # fmt: skip

    def draw_table(self, surface) -> None:
        size = surface.get_size()
        if self.lay is None or self.lay.size != size or self.lay.viewer != self.viewer:
            self.layout(size)
        if self._background is None or self._background.get_size() != size:  # the cloth, in the display's format
            self._background = table_background(size, TABLE_FELT).convert()
        surface.blit(self._background, (0, 0))
        mode, m, lay = self.asked(), self.model, self.lay
        assert lay is not None, "laid out above"
        f = self.frame(mode)
        if m.view["phase"] == "draft":
            draw.draw_draft(surface, m, f, lay)
        else:
            draw.draw_board(surface, m, f, lay, self.draw_portrait)
            effects.draw_clash_under(surface, m, lay)
            draw.draw_dice(surface, m, f, lay, self.show.looks)
            effects.draw_effects(surface, m, lay)
            if mode == "favor":
                draw.draw_favor_chooser(surface, m, f, lay)
                if self.hover is not None and _kind(self.hover) == "tier":
                    self.draw_highlight(surface, self.hover.rect, hovered=True)
        for key, label, rect, enabled in self.buttons_now(mode):
            b = self.btns.get(key) or self.btns.setdefault(key, Button(label, None, style="primary", key=key))
            b.label, b.rect, b.enabled = label, pygame.Rect(rect), enabled
            b.pressed = self.pressed is not None and self.pressed.target == ("btn", key)
            b.draw(surface)
        self.log.draw(surface, lay.log)
        if m.view["phase"] != "draft":
            draw.draw_hover_card(surface, m, lay, self.mouse)
            self.show_die_tooltip(mode)

    def show_die_tooltip(self, mode: str) -> None:
        """Every die says what it is when hovered, whoever's it is and whatever the mode (the clickable ones
        say it through their hit region too): face and effect, gilded or not, kept or not."""
        if self.hover is not None and _kind(self.hover) != "die" or self.app.stack.top is not self:
            return
        assert self.lay is not None, "a tooltip is drawn on the layout"
        gods = self.model.player(self.viewer)["gods"] or []
        if mode == "favor" and any(r.collidepoint(self.mouse) for r in self.lay.favor_rects(gods).values()):
            return
        d = draw.die_under(self.model, self.lay, self.mouse)
        if d is not None:
            picked = d.seat == self.viewer and d.index in self.model.selected
            self.app.tooltip.show(words.die_words(d, picked), self.mouse)

    # ------------------------------------------------------------------ the game moves on
    def on_restored(self) -> None:
        self.model.effects.clear()
        self.model.reset(self.obs, self.viewer)
        if self.lay is not None:
            self.model.resync(self.obs, self.viewer, self.show.slot)
            self.layout(self.lay.size)

    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.model.selected.clear()
        self.model.dirty = True

    def animate_event(self, e: dict) -> None:
        self.show.animate(e, self.queue)

    def describe_event(self, e: dict) -> str | None:
        return self.words().describe(e)

    def event_color(self, e: dict):
        kind = e.get("type")
        if kind in ("damage", "favor_fizzled", "destroy", "sacrifice"):
            return words.LOSS
        if kind in ("heal", "tokens"):
            return words.GAIN
        if kind in ("round_start", "game_over", "favor_revealed", "favor_used"):
            return theme.BRASS
        return super().event_color(e)

    def prompt(self) -> str:
        mode = self.asked()
        if mode == "wait":
            return super().prompt()
        obs = self.state.observation(self.viewer)
        to_pick = 3 - len(obs["players"][self.viewer]["gods"] or [])  # the live draft, not the one on show
        return words.prompt(mode, to_pick, obs.get("pending"))

    def result_title(self) -> str:
        return self.words().result_title(self.state.winners()) or super().result_title()

    def result_lines(self) -> list[str]:
        return self.words().result_lines(self.state.observation(self.viewer))

    def update_table(self, dt: float) -> None:
        factor = FAST_FORWARD if self.show.fast else 1.0
        if self.show.fast and self.queue.busy:
            self.queue.update(dt * (factor - 1))
        self.model.update(dt * (anim.SPEED if anim.SPEED > 0 else 1000.0) * factor)
        if not self.queue.busy:
            self.show.fast = False
            if self.model.dirty and self.lay is not None:
                self.model.resync(self.obs, self.viewer, self.show.slot)
        if self._seated_for != self.viewer and not self.queue.busy and self.lay is not None:
            self._seated_for = self.viewer  # hotseat: the acting human sits at the bottom
            self.model.resync(self.obs, self.viewer, self.show.slot)
            self.layout(self.lay.size)
        for key, b in self.btns.items():
            b.hover.target = 1.0 if self.hover is not None and self.hover.target == ("btn", key) else 0.0
            b.update(dt)

    def frame_rate(self) -> float:
        """Full rate while this table's own clock still moves something the queue no longer holds."""
        return ANIMATING if self.show.moving() else super().frame_rate()
