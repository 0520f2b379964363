"""What the Orlog table shows, without pygame: the players' numbers, gods and favors, the dice as shown (their
faces, places and rolls) and the effects on the table's animation clock. It trails the game while events
animate one by one (show.py moves it) and is re-read from the shown observation once the queue is idle."""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field

from orcdesk.ui.kit import anim

CLASH_SECONDS = 0.62  # one pair of dice: they meet, hold, part
HIT_SECONDS = 0.6  # an unblocked die flies to a health stone and back; the stone breaks half way


class DieVis:
    """One die as shown: its face, where it is, and its roll animation."""

    def __init__(self, seat: int, index: int, template: int, extra: bool = False) -> None:
        self.seat, self.index, self.template, self.extra = seat, index, template, extra
        self.face: str | None = None
        self.face_index = 0
        self.gilded = self.kept = self.banned = False
        self.pos = self.move_from = self.move_to = (0.0, 0.0)
        self.move_t0, self.move_dur = -10.0, 0.0
        self.tumble_t0, self.tumble_seed, self.yaw = -10.0, 0, 12.0
        self.jitter = (0.0, 0.0)  # where this roll landed around its bowl slot (in die sizes)


def _meet(f: float) -> float:
    """How far along its way a die is, over one clash (0..1): in, hold, back out."""
    if f < 0.4:
        return anim.ease_in_out_quad(f / 0.4)
    return 1.0 if f < 0.62 else 1.0 - anim.ease_in_out_quad((f - 0.62) / 0.38)


class OrlogModel:
    """``view``: phase, round, roll, coin and per player health, tokens, gods, picked, favor, favor_status,
    favor_chosen, flash; ``dice`` per seat; ``effects`` (dicts with kind, t0, dur) on ``clock``; ``selected``:
    the viewer's dice picked to keep."""

    def __init__(self, obs: dict, viewer: int) -> None:
        self.clock = 0.0  # runs with the animation speed and the fast-forward
        self.effects: list[dict] = []
        self.selected: set[int] = set()
        self.reset(obs, viewer)

    def reset(self, obs: dict, viewer: int) -> None:
        draft = obs["phase"] == "draft"
        self.view = {key: obs[key] for key in ("phase", "round", "roll", "coin")}
        self.view["players"] = [
            {"health": p["health"], "tokens": p["tokens"], "gods": p["gods"], "favor": None, "favor_status": None,
             "favor_chosen": False, "flash": -10.0, "picked": list(p["gods"] or []) if draft else []}
            for p in obs["players"]
        ]  # fmt: skip
        self.dice = {s: [DieVis(s, i, i) for i in range(6)] for s in (0, 1)}
        self.dirty = True

    def resync(self, obs: dict, viewer: int, slot) -> None:
        """Once the event queue has played out, take every number from the observation (``slot(die)``: where a
        die rests)."""
        # numbers still due to change on the animation clock would undo the engine's: they go
        self.effects = [e for e in self.effects if e["kind"] not in ("set", "set_tokens")]
        v = self.view
        v.update({key: obs[key] for key in ("phase", "round", "roll", "coin")})
        for s, p in enumerate(obs["players"]):
            vp = v["players"][s]
            vp["health"], vp["tokens"] = p["health"], p["tokens"]
            if p["gods"] is not None:
                vp["gods"] = p["gods"]
            if obs["phase"] == "draft" and (s == viewer or p["gods"]):  # a saga opponent's gods are known
                vp["picked"] = list(p["gods"] or [])
            fav = p["favor"]
            vp["favor"], vp["favor_chosen"] = (fav["god"], fav["tier"]) if fav["god"] else None, fav["chosen"]
            dice = self.dice[s]
            while len(dice) < len(p["dice"]):
                dice.append(DieVis(s, len(dice), p["dice"][len(dice)]["template"], True))
            del dice[len(p["dice"]) :]
            for d, od in zip(dice, p["dice"]):
                d.template, d.face, d.gilded, d.banned = od["template"], od["face"], od["gilded"], od["banned"]
                if od["face_index"] is not None:
                    d.face_index = od["face_index"]
                if d.kept != od["kept"]:
                    d.kept = od["kept"]
                    self.move(d, slot(d), 0.3)
        self.selected = {i for i in self.selected if i < 6 and not self.dice[viewer][i].kept}
        self.dirty = False

    def player(self, seat: int) -> dict:
        return self.view["players"][seat]

    # ------------------------------------------------------------------ the clock
    def update(self, dt: float) -> None:
        """Advance the clock: dice slide, effects expire (a number changes as its piece lands)."""
        self.clock += dt
        for d in (d for s in (0, 1) for d in self.dice[s] if d.move_t0 > -10):
            f = min(1.0, (self.clock - d.move_t0) / d.move_dur)
            d.pos = anim.lerp_point(d.move_from, d.move_to, anim.ease_out_cubic(f))
            if f >= 1:
                d.move_t0 = -10.0
        alive = []
        for e in self.effects:
            if self.clock < e["t0"] + e["dur"]:
                alive.append(e)
            elif e["kind"] == "set":
                vp = self.player(e["seat"])
                vp[e["field"]] = e["value"]
                if e["flash"]:
                    vp["flash"] = self.clock
        self.effects = alive

    def effect(self, kind: str, dur: float, delay: float = 0.0, **data) -> None:
        self.effects.append({"kind": kind, "t0": self.clock + delay, "dur": dur, **data})

    def set_later(self, delay: float, seat: int, field: str, value: int, flash: bool = False) -> None:
        """Show ``value`` for the player's ``field`` once ``delay`` seconds of the clock have passed."""
        self.effect("set", delay, seat=seat, field=field, value=value, flash=flash)

    def move(self, d: DieVis, target, duration: float) -> None:
        d.move_from, d.move_to = d.pos, target
        d.move_t0, d.move_dur = self.clock, max(0.01, duration)
        if anim.SPEED <= 0:
            d.pos, d.move_t0 = target, -10.0

    def tumble(self, d: DieVis, face: str, face_index: int, gilded: bool, seed: int, slot) -> None:
        """A die rolled: it tumbles where it lands (``slot(die)``)."""
        d.face, d.gilded, d.face_index = face, gilded, face_index
        d.tumble_t0 = self.clock if anim.SPEED > 0 else -10.0
        d.tumble_seed = seed & 0xFFFF
        d.yaw = ((seed >> 5) % 40) - 20
        d.jitter = (((seed >> 11) % 21 - 10) / 70.0, ((seed >> 17) % 21 - 10) / 100.0)
        d.pos = d.move_to = slot(d)
        d.move_t0 = -10.0

    # ------------------------------------------------------------------ the clash of an attack
    def clash_offset(self, d: DieVis, u: float, die_size: int):
        """Where a die is drawn during a clash: meeting its block half way, or flying to a health stone."""
        for e in (e for e in self.effects if e["kind"] == "clash"):
            for a, b, start in e["pairs"]:
                f = (self.clock - e["t0"] - start) / CLASH_SECONDS
                if (d is a or d is b) and 0 <= f <= 1:
                    if a is None or b is None:  # a block with no partner on the table: it braces in place
                        return (d.pos[0], d.pos[1] + math.sin(f * math.pi * 4) * u * 0.4)
                    mid = ((a.pos[0] + b.pos[0]) / 2, (a.pos[1] + b.pos[1]) / 2)
                    dist = math.hypot(mid[0] - d.pos[0], mid[1] - d.pos[1]) or 1.0
                    stop = max(0.0, dist - die_size * 0.5) / dist  # they touch, they do not overlap
                    return anim.lerp_point(d.pos, mid, stop * _meet(f))
            for die, start, stone, _src in e["hits"]:
                f = (self.clock - e["t0"] - start) / HIT_SECONDS
                if d is die and 0 <= f <= 1:
                    return anim.arc_point(d.pos, stone, math.sin(f * math.pi), u * 4)
        return d.pos

    def die_state(self, d: DieVis, keeping: bool, hovered: bool, picked) -> str:
        """How a die is drawn: lit (glowing, or in the attack shown), dimmed (banned), kept (picked) or not."""
        if any(e["kind"] == "die_glow" and (e["seat"], e["index"]) == (d.seat, d.index) for e in self.effects):
            return "highlighted"
        if any(e["kind"] == "clash" and (d in e["attackers"] or d in e["defenders"]) for e in self.effects):
            return "highlighted"
        if d.banned:
            return "dimmed"
        if (keeping and d.index in self.selected) or [d.seat, d.index] in picked:
            return "kept"
        return "hovered" if hovered else "normal"


@dataclass
class OrlogFrame:
    """What one frame adds to the model: the player's mode and pointer, and the words beside the dice."""

    mode: str  # draft, keep, favor, frigg, loki, sacrifice, freyr, or wait
    names: tuple  # per seat, as the log names it ("You", "Bjorn")
    short: tuple  # per seat, short names
    notes: list  # (text, colour): the prompt or who acts, and the favor chooser's forecast
    hover: Hashable | None = None  # the target under the pointer
    mouse: tuple = (0, 0)
    lit: frozenset = frozenset()  # the targets a click may take now
    picked: list = field(default_factory=list)  # Frigg's dice picked so far
    expected: dict = field(default_factory=dict)  # god -> tokens its favor will find (the favor chooser)
    time: float = 0.0  # the table's clock (glows pulse with it)

    def pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.time * 3.0)
