"""The Orlog table's animations: one handler per engine event (``_ev_<type>``), paced by ``STEP_SECONDS``: dice
tumbling and sliding, tokens flying, floating numbers and banners. The fights, the damage, the steals and the
end of the game are staged in ``clash.py``.
"""

from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.tables.orlog.art import GOLD, tier_text
from orcdesk.ui.tables.orlog.model import DieVis

# Seconds each event stays on screen (before the global animation speed); resolution is paced to be read.
STEP_SECONDS = {
    "god_pick": 0.12,
    "gods_revealed": 0.9,
    "coin_toss": 1.1,
    "round_start": 0.35,
    "roll": dicekit.TUMBLE_SECONDS,
    "keep": 0.4,
    "favor_chosen": 0.25,
    "favor_revealed": 1.6,
    "tokens": 0.75,
    "favor_used": 1.4,
    "favor_fizzled": 1.1,
    "thrymr": 1.2,
    "reroll": dicekit.TUMBLE_SECONDS,
    "ban": 0.9,
    "extra_dice": dicekit.TUMBLE_SECONDS,
    "destroy": 0.8,
    "sacrifice": 0.8,
    "bonus": 0.9,
    "attack": 1.3,
    "damage": 0.7,
    "heal": 0.7,
    "steal": 0.8,
    "round_end": 0.8,
    "game_over": 0.8,
}


class OrlogMotion:
    """The Orlog table's animations (a part of :class:`OrlogTable`)."""

    def animate_event(self, e: dict) -> None:
        handler = getattr(self, f"_ev_{e.get('type')}", None)
        tween = anim.Tween(STEP_SECONDS.get(e.get("type"), 0.3), ease=anim.linear)

        def start():  # the handler updates the display model and may shorten its step (nothing to show)
            if handler is not None:
                tween.duration = handler(e, tween.duration)

        tween.on_start = start
        self.queue.push(tween)

    def _effect(self, kind: str, dur: float, **data) -> None:
        self.effects.append({"kind": kind, "t0": self.clock, "dur": dur, **data})

    def _float(self, text: str, pos, colour, dur: float = 1.1) -> None:
        self._effect("float", dur, text=text, pos=pos, colour=colour)

    def _fly_tokens(self, start, end, n: int, dur: float) -> None:
        for i in range(min(n, 8)):
            self.effects.append(
                {
                    "kind": "token",
                    "from": start,
                    "to": end,
                    "t0": self.clock + i * 0.06,
                    "dur": dur * 0.8,
                    "lift": self.u * 6,
                }
            )

    def _banner(self, lines, god, dur, colour=theme.TEXT, tier=0) -> None:
        self._effect("banner", dur, lines=lines, god=god, tier=tier, colour=colour)

    def _ev_god_pick(self, e, dur):
        self.view["players"][e["seat"]]["picked"].append(e.get("god"))
        return dur

    def _ev_gods_revealed(self, e, dur):
        for s, gods in enumerate(e["gods"]):
            self.view["players"][s]["gods"] = gods
        self.view["phase"] = "roll"
        self._effect(
            "banner",
            dur + 0.8,
            lines=[t("orlog.event.gods_revealed")],
            god=None,
            tier=0,
            colour=theme.BRASS,
            gods=[(self.log_name(s), e["gods"][s]) for s in (self.viewer, self.rival)],
        )
        return dur + 0.8

    def _ev_coin_toss(self, e, dur):
        self.view["coin"] = e["holder"]
        self._effect("coin_spin", dur)
        return dur

    def _ev_round_start(self, e, dur):
        self.view["round"], self.view["coin"], self.view["phase"] = e["round"], e["coin"], "roll"
        for s in (0, 1):
            del self.dice[s][6:]
            vp = self.view["players"][s]
            vp["favor"], vp["favor_status"], vp["favor_chosen"] = None, None, False
            for d in self.dice[s]:
                d.face, d.kept, d.banned = None, False, False
                self._move(d, self._bowl_slot(s, d.index), 0.3)
        return dur

    def _ev_roll(self, e, dur):
        seat = e["seat"]
        self.view["roll"] = e["roll"]
        self.view["phase"] = "roll"
        for i, face, gilded in zip(e["dice"], e["faces"], e["gilded"]):
            seed = hash((self.history.seed, self.view["round"], e["roll"], seat, i))
            self._tumble(self.dice[seat][i], face, gilded, seed)
        return dur

    def _tumble(self, d: DieVis, face, gilded, seed: int) -> None:
        d.face, d.gilded = face, gilded
        d.face_index = self.looks[d.seat][d.template].index_of(face, gilded)
        d.tumble_t0 = self.clock if anim.SPEED > 0 else -10.0
        d.tumble_seed = seed & 0xFFFF
        d.yaw = ((seed >> 5) % 40) - 20
        d.jitter = (((seed >> 11) % 21 - 10) / 70.0, ((seed >> 17) % 21 - 10) / 100.0)
        d.pos = d.move_to = self._slot(d)
        d.move_t0 = -10.0

    def _ev_keep(self, e, dur):
        for i in e["dice"]:
            d = self.dice[e["seat"]][i]
            d.kept, d.yaw = True, 12.0
            self._move(d, self._kept_slot(e["seat"], i), dur * 0.9)
        if e["seat"] == self.viewer:
            self.selected.clear()
        return dur if e["dice"] else 0.05

    def _ev_favor_chosen(self, e, dur):
        self.view["phase"] = "favor"
        self.view["players"][e["seat"]]["favor_chosen"] = True
        return dur

    def _ev_favor_revealed(self, e, dur):
        self.view["phase"] = "resolve"
        for s, fav in enumerate(e["favors"]):
            self.view["players"][s]["favor"] = tuple(fav) if fav else None
        groups = []
        for seat in (self.viewer, self.rival):
            fav = e["favors"][seat]
            caption = [t("orlog.card.tier", n=fav[1]), tier_text(fav[0], fav[1])] if fav else [t("orlog.ui.no_favor")]
            groups.append((self.log_name(seat), [fav[0]] if fav else [], caption))
        self._effect("banner", dur, lines=[t("orlog.phase.favor")], god=None, tier=0, colour=theme.BRASS, gods=groups)
        return dur

    def _ev_tokens(self, e, dur):
        seat = e["seat"]
        if not e["amount"]:
            return 0.05
        if e["amount"] < 0:
            pass  # tokens paid away: the pile shrinks, the number floats up
        elif e.get("reason") == "gilded":
            for d in self.dice[seat]:
                if d.gilded and d.face:
                    self.effects.append(
                        {
                            "kind": "token",
                            "from": d.pos,
                            "to": self.token_centre[seat],
                            "t0": self.clock,
                            "dur": dur * 0.8,
                            "lift": self.u * 5,
                        }
                    )
                    self._effect("die_glow", dur, seat=seat, index=d.index)
        else:
            self._fly_tokens(self.kept_centre(seat), self.token_centre[seat], e["amount"], dur)
        self._effect("set_tokens", dur * 0.8, seat=seat, value=e["total"])
        self._float(f"{e['amount']:+d}", self.token_centre[seat], GOLD if e["amount"] > 0 else (250, 170, 150))
        return dur

    def _ev_favor_used(self, e, dur):
        seat = e["seat"]
        vp = self.view["players"][seat]
        vp["tokens"] = max(0, vp["tokens"] - e["cost"])
        vp["favor_status"] = "paid"
        self._float(f"-{e['cost']}", self.token_centre[seat], (250, 170, 150))
        self._banner([self.describe_event(e)], e["god"], dur, tier=e["tier"])
        return dur

    def _ev_favor_fizzled(self, e, dur):
        self.view["players"][e["seat"]]["favor_status"] = "fizzled"
        self._banner([self.describe_event(e)], e["god"], dur, (250, 170, 150), tier=e.get("tier") or 0)
        return dur

    def _ev_thrymr(self, e, dur):
        self._banner([self.describe_event(e)], "thrymr", dur)
        return dur

    def _ev_reroll(self, e, dur):
        for (s, i), face, gilded in zip(e["dice"], e["faces"], e["gilded"]):
            if i < len(self.dice[s]):
                self._tumble(self.dice[s][i], face, gilded, hash((self.history.seed, self.clock, s, i)))
        return dur

    def _ev_ban(self, e, dur):
        for i in e["dice"]:
            if i < len(self.dice[e["target"]]):
                self.dice[e["target"]][i].banned = True
        return dur

    def _ev_extra_dice(self, e, dur):
        seat = e["seat"]
        for i, tpl, face, gilded in zip(e["dice"], e["templates"], e["faces"], e["gilded"]):
            while len(self.dice[seat]) <= i:
                self.dice[seat].append(DieVis(seat, len(self.dice[seat]), tpl, True))
            d = self.dice[seat][i]
            d.template, d.kept = tpl, True
            self._tumble(d, face, gilded, hash((self.history.seed, seat, i, self.clock)))
        for d in self.dice[seat]:
            self._move(d, self._slot(d), 0.3)
        return dur

    def _ev_destroy(self, e, dur):
        self.view["players"][e["target"]]["tokens"] = e["total"]
        self._float(f"-{e['amount']}", self.token_centre[e["target"]], (250, 170, 150))
        return dur

    def _ev_sacrifice(self, e, dur):
        vp = self.view["players"][e["seat"]]
        vp["health"], vp["flash"] = e["health"], self.clock
        self._float(f"-{e['amount']}", self.health_centre[e["seat"]], (250, 120, 100))
        return dur

    def _ev_bonus(self, e, dur):
        seat = e["seat"]
        side = -1 if seat == self.rival else 1
        self._float(
            self.describe_event(e),
            (self.centre_x, self.kept_y[seat] + side * self.die_size * 0.8),
            (255, 226, 120),
            dur,
        )
        return dur

    def _ev_heal(self, e, dur):
        self.view["players"][e["seat"]]["health"] = e["health"]
        self._float(f"+{e['amount']}", self.health_centre[e["seat"]], (150, 240, 150))
        return dur

    def _ev_round_end(self, e, dur):
        self.view["coin"] = e["coin"]
        self._effect("coin_spin", dur)
        return dur

    def _move(self, d: DieVis, target, duration: float) -> None:
        d.move_from, d.move_to = d.pos, target
        d.move_t0, d.move_dur = self.clock, max(0.01, duration)
        if anim.SPEED <= 0:
            d.pos, d.move_t0 = target, -10.0

    def _die_moving(self, d: DieVis) -> bool:
        return d.move_t0 > -10 or 0 <= self.clock - d.tumble_t0 < dicekit.TUMBLE_SECONDS
