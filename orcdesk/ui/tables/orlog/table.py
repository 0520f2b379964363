"""The Orlog table controller: its state (clock, fast-forward, effects, selection), the flow hooks, the frame
rate, and the parts composed (display model, layout, input, words, motion, drawing).
"""

from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING
from orcdesk.ui.tables import TableScene
from orcdesk.ui.tables.orlog.art import die_looks
from orcdesk.ui.tables.orlog.clash import OrlogClash
from orcdesk.ui.tables.orlog.draw import OrlogDrawing
from orcdesk.ui.tables.orlog.input import OrlogInput
from orcdesk.ui.tables.orlog.layout import OrlogLayout
from orcdesk.ui.tables.orlog.model import OrlogModel
from orcdesk.ui.tables.orlog.motion import OrlogMotion
from orcdesk.ui.tables.orlog.words import HUMAN, OrlogWords

FAST_FORWARD = 6.0  # click or Space during an animation: everything plays this many times faster


class OrlogTable(OrlogInput, OrlogWords, OrlogClash, OrlogMotion, OrlogDrawing, OrlogLayout, OrlogModel, TableScene):
    """The Orlog table. The bottom half belongs to ``viewer`` (the human), the top half to the opponent.

    Input modes (``mode()``): draft (click god cards), keep (click dice, then the roll button), favor (click
    a tier of one of your god cards, or "no favor"), frigg/loki (click dice), sacrifice/freyr (buttons)."""

    @property
    def rival(self) -> int:
        """The seat across the table: always the other one than the viewer's, so a layout made at any moment
        (a resize during a hotseat hand-over) sees both seats."""
        return 1 - self.viewer

    @classmethod
    def setup_blurb(cls) -> str:
        return t("orlog.ui.blurb")

    def __init__(
        self,
        app,
        game_id: str = "orlog",
        seats: list[str] | None = None,
        seed: int = 0,
        options: dict | None = None,
        inline_ai: bool | None = None,
    ) -> None:
        super().__init__(app, game_id, list(seats or [HUMAN, "normal"]), seed, options, inline_ai)
        self._seated_for = self.viewer  # the viewer the dice were last placed for
        self.clock = 0.0  # animation clock: runs with the animation speed and fast-forward
        self.fast = False
        self.dirty = False  # the display model must be re-read from the observation
        self.effects: list[dict] = []
        self.selected: set[int] = set()
        self.btns: dict[str, Button] = {}
        self.looks = {0: die_looks("bone"), 1: die_looks("ash")}
        self.u = 7.2
        self._init_view()

    def on_restored(self) -> None:
        self.effects.clear()
        self._init_view()
        self._resync()
        self._place_dice()

    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.selected.clear()
        self.dirty = True

    def update_table(self, dt: float) -> None:
        factor = FAST_FORWARD if self.fast else 1.0
        if self.fast and self.queue.busy:
            self.queue.update(dt * (factor - 1))
        self.clock += dt * (anim.SPEED if anim.SPEED > 0 else 1000.0) * factor
        for seat in (0, 1):
            for d in self.dice[seat]:
                if d.move_t0 > -10:
                    f = min(1.0, (self.clock - d.move_t0) / d.move_dur)
                    d.pos = anim.lerp_point(d.move_from, d.move_to, anim.ease_out_cubic(f))
                    if f >= 1:
                        d.move_t0 = -10.0
        alive = []
        for e in self.effects:
            if self.clock < e["t0"] + e["dur"]:
                alive.append(e)
            elif e["kind"] == "set_tokens":
                self.view["players"][e["seat"]]["tokens"] = e["value"]
            elif e["kind"] == "set":  # a number changes as its piece lands (clash.py)
                vp = self.view["players"][e["seat"]]
                vp[e["field"]] = e["value"]
                if e["flash"]:
                    vp["flash"] = self.clock
        self.effects = alive
        if not self.queue.busy:
            self.fast = False
            if self.dirty:
                self._resync()
        if self._seated_for != self.viewer and not self.queue.busy:
            self._seated_for = self.viewer  # hotseat: the acting human sits at the bottom (laid out already)
            self.dirty = True
            self._resync()
            self._place_dice()
        for key, b in self.btns.items():
            b.hover.target = 1.0 if self.hover is not None and self.hover.target == ("btn", key) else 0.0
            b.update(dt)

    def frame_rate(self) -> float:
        """Full rate while this table's own clock still moves something the queue no longer holds: effects,
        dice rolling or sliding, a health flash (see TableScene.frame_rate)."""
        if (
            self.effects
            or any(self._die_moving(d) for s in (0, 1) for d in self.dice[s])
            or any(self.clock - vp["flash"] < 0.6 for vp in self.view["players"])
        ):
            return ANIMATING
        return super().frame_rate()
