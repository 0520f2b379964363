"""The Orlog table's display model: ``self.view`` and the dice as shown (``DieVis``), which trail the real state
while events animate one by one and are re-read from the observation once the queue is idle.
"""

from __future__ import annotations

from orcdesk.ui.tables.orlog.estimate import favor_forecasts


class DieVis:
    """One die as shown: its face, where it is, and its roll animation."""

    def __init__(self, seat: int, index: int, template: int, extra: bool = False) -> None:
        self.seat, self.index, self.template, self.extra = seat, index, template, extra
        self.face: str | None = None
        self.face_index = 0
        self.gilded = False
        self.kept = False
        self.banned = False
        self.pos = (0.0, 0.0)
        self.move_from = (0.0, 0.0)
        self.move_to = (0.0, 0.0)
        self.move_t0 = -10.0
        self.move_dur = 0.0
        self.tumble_t0 = -10.0
        self.tumble_seed = 0
        self.yaw = 12.0
        self.jitter = (0.0, 0.0)  # where this roll landed around its bowl slot (in die sizes)


class OrlogModel:
    """The Orlog table's display model (a part of :class:`OrlogTable`)."""

    def _init_view(self) -> None:
        obs = self.state.observation(self.viewer)
        self.view = {
            "phase": obs["phase"],
            "round": obs["round"],
            "roll": obs["roll"],
            "coin": obs["coin"],
            "players": [
                {
                    "health": p["health"],
                    "tokens": p["tokens"],
                    "gods": p["gods"],
                    "picked": list(p["gods"] or []) if obs["phase"] == "draft" else [],
                    "favor": None,
                    "favor_status": None,
                    "favor_chosen": False,
                    "flash": -10.0,
                }
                for p in obs["players"]
            ],
        }
        self.dice = {s: [DieVis(s, i, i) for i in range(6)] for s in (0, 1)}
        self.dirty = True

    def _resync(self) -> None:
        """Once the event queue has played out, take every number from the real observation."""
        obs = self.state.observation(self.viewer)
        # numbers still due to change on the animation clock would undo the engine's: they go
        self.effects = [e for e in self.effects if e["kind"] not in ("set", "set_tokens")]
        v = self.view
        v["phase"], v["round"], v["roll"], v["coin"] = obs["phase"], obs["round"], obs["roll"], obs["coin"]
        for s, p in enumerate(obs["players"]):
            vp = v["players"][s]
            vp["health"], vp["tokens"] = p["health"], p["tokens"]
            if p["gods"] is not None:
                vp["gods"] = p["gods"]
            if obs["phase"] == "draft" and (s == self.viewer or p["gods"]):  # a saga opponent's gods are known
                vp["picked"] = list(p["gods"] or [])
            fav = p["favor"]
            vp["favor"] = (fav["god"], fav["tier"]) if fav["god"] else None
            vp["favor_chosen"] = fav["chosen"]
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
                    self._move(d, self._slot(d), 0.3)
        self.selected = {i for i in self.selected if i < 6 and not self.dice[self.viewer][i].kept}
        self.dirty = False

    def favor_forecasts(self) -> dict:
        """For each of the viewer's gods, the tokens it will have when that favor resolves (estimate.py: the
        gilded faces, and for Thor, Idunn and Odin the steals of both sides' hands too); some 30 µs."""
        return favor_forecasts(self.state, self.viewer)

    def expected_tokens(self, god: str) -> int:
        """Tokens the viewer will hold when its favor of ``god`` resolves."""
        forecast = self.favor_forecasts().get(god)
        return forecast.total if forecast else self.view["players"][self.viewer]["tokens"]
