"""The Orlog table's animations, an object the table owns: one handler per engine event (``_ev_<type>``) moves
the display model (model.py) and puts effects on its clock, paced by ``STEP_SECONDS``: dice tumbling and sliding,
tokens flying, floating numbers and banners.

The resolution is a show too: dice face off in pairs, hits land on the health stones one by one, hands take
tokens one by one, and the killing blow stays on screen before the result. Each of those events becomes a
timeline of effects, and its step in the event queue lasts as long as that timeline, so every number shown
changes at the moment its piece lands (``set`` effects, dropped when the model is re-read from the game)."""

from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.tables.orlog.art import GOLD, stone_positions, tier_text
from orcdesk.ui.tables.orlog.layout import OrlogLayout
from orcdesk.ui.tables.orlog.model import CLASH_SECONDS, HIT_SECONDS, DieVis, OrlogModel
from orcdesk.ui.tables.orlog.words import LOSS

# Seconds each event stays on screen (before the global animation speed); resolution is paced to be read.
STEP_SECONDS = {
    "god_pick": 0.12, "gods_revealed": 0.9, "coin_toss": 1.1, "round_start": 0.35, "roll": dicekit.TUMBLE_SECONDS,
    "keep": 0.4, "favor_chosen": 0.25, "favor_revealed": 1.6, "tokens": 0.75, "favor_used": 1.4,
    "favor_fizzled": 1.1, "thrymr": 1.2, "reroll": dicekit.TUMBLE_SECONDS, "ban": 0.9,
    "extra_dice": dicekit.TUMBLE_SECONDS, "destroy": 0.8, "sacrifice": 0.8, "bonus": 0.9, "attack": 1.3,
    "damage": 0.7, "heal": 0.7, "steal": 0.8, "round_end": 0.8, "game_over": 0.8,
}  # fmt: skip
LEAD_IN = 0.45  # the counts panel alone first: "3 axes vs 2 helmets"
CLASH_GAP = 0.26  # seconds between two pairs of dice meeting
HIT_GAP = 0.34  # seconds between two unblocked hits
STONE_GAP = 0.24  # damage not dealt by dice (Thor...): one stone after the other
TOKEN_FLIGHT = 0.55  # a stolen token from pile to pile
KILLING_BLOW_SECONDS = 2.6  # the last blow and the winner's name, before the result screen


def pair_nearest(attackers: list, defenders: list) -> tuple[list, list]:
    """Match each blocking die with the nearest attacking die (by x), so the pairs meet over short paths.

    Returns (attackers, defenders) with the pairs first and in the same order; unmatched attackers last."""
    pairs = []
    free_a, free_d = sorted(attackers, key=lambda d: d.pos[0]), sorted(defenders, key=lambda d: d.pos[0])
    fewer, more = (free_d, free_a) if len(free_d) <= len(free_a) else (free_a, free_d)
    for die in list(fewer):
        mate = min(more, key=lambda m: abs(m.pos[0] - die.pos[0]))
        more.remove(mate)
        pairs.append((die, mate) if fewer is free_a else (mate, die))
    pairs.sort(key=lambda p: p[0].pos[0])
    return [a for a, _ in pairs] + (free_a if fewer is free_d else []), [d for _, d in pairs]


class OrlogShow:
    """``model`` is moved; ``lay`` (the table's layout, kept current by the table), ``looks`` (the dice of each
    seat), ``seed`` and ``words()`` say where things go and what they are called."""

    def __init__(self, model: OrlogModel, looks: dict, seed: int, words) -> None:
        self.model, self.looks, self.seed, self.words = model, looks, seed, words
        self._lay: OrlogLayout | None = None
        self.fast = False  # a click or Space during an animation: the rest plays faster

    @property
    def lay(self) -> OrlogLayout:
        """The table's layout: set by the table before anything moves (no event is shown before it)."""
        assert self._lay is not None, "the table lays out before it shows"
        return self._lay

    @lay.setter
    def lay(self, lay: OrlogLayout) -> None:
        self._lay = lay

    def animate(self, e: dict, queue) -> None:
        handler = getattr(self, f"_ev_{e.get('type')}", None)
        tween = anim.Tween(STEP_SECONDS.get(e.get("type", ""), 0.3), ease=anim.linear)

        def start():  # the handler updates the display model and may shorten its step (nothing to show)
            if handler is not None and self._lay is not None:
                tween.duration = handler(e, tween.duration)

        tween.on_start = start
        queue.push(tween)

    def moving(self) -> bool:
        """Something still moves on the model's clock alone: effects, dice rolling or sliding, a health flash."""
        m = self.model
        rolling = any(
            d.move_t0 > -10 or 0 <= m.clock - d.tumble_t0 < dicekit.TUMBLE_SECONDS for s in (0, 1) for d in m.dice[s]
        )
        return bool(m.effects) or rolling or any(m.clock - vp["flash"] < 0.6 for vp in m.view["players"])

    def slot(self, d: DieVis) -> tuple[float, float]:
        """Where a die rests: in the kept row (kept, or picked to keep by the viewer), else in its bowl."""
        lay = self.lay
        if d.kept or (d.seat == lay.viewer and d.index in self.model.selected):
            return lay.kept_slot(d.seat, d.index, len(self.model.dice[d.seat]))
        return lay.bowl_slot(d.seat, d.index, d.jitter)

    # ------------------------------------------------------------------ helpers
    def _float(self, text: str, pos, colour, dur: float = 1.1) -> None:
        self.model.effect("float", dur, text=text, pos=pos, colour=colour)

    def _fly_token(self, start, end, dur: float, delay: float = 0.0, lift: float = 6) -> None:
        self.model.effect("token", dur, delay, **{"from": start, "to": end, "lift": self.lay.u * lift})

    def _banner(self, lines, god, dur, colour=theme.TEXT, tier=0, gods=None) -> None:
        self.model.effect("banner", dur, lines=lines, god=god, tier=tier, colour=colour, gods=gods)

    def _tumble(self, d: DieVis, face, gilded, seed: int) -> None:
        index = self.looks[d.seat][d.template].index_of(face, gilded)
        self.model.tumble(d, face, index, gilded, seed, self.slot)

    def _stone_breaks(self, delay: float, seat: int, health_after: int, big: bool = False) -> None:
        """The stone that goes when ``seat`` drops to ``health_after`` cracks and flies off, at ``delay``."""
        spots = stone_positions(self.lay.health_centre[seat], self.lay.stone_size)
        pos = spots[min(len(spots) - 1, max(0, health_after))]
        self.model.effect("stone_burst", 0.9 if big else 0.6, delay, pos=pos, big=big)
        self.model.set_later(delay, seat, "health", health_after, flash=True)

    # ------------------------------------------------------------------ the events
    def _ev_god_pick(self, e, dur):
        self.model.player(e["seat"])["picked"].append(e.get("god"))
        return dur

    def _ev_gods_revealed(self, e, dur):
        for s, gods in enumerate(e["gods"]):
            self.model.player(s)["gods"] = gods
        self.model.view["phase"] = "roll"
        words = self.words()
        groups = [(words.log_name(s), e["gods"][s]) for s in (self.lay.viewer, self.lay.rival)]
        self._banner([t("orlog.event.gods_revealed")], None, dur + 0.8, theme.BRASS, gods=groups)
        return dur + 0.8

    def _ev_coin_toss(self, e, dur):
        self.model.view["coin"] = e["holder"]
        self.model.effect("coin_spin", dur)
        return dur

    def _ev_round_start(self, e, dur):
        self.model.view.update(round=e["round"], coin=e["coin"], phase="roll")
        for s in (0, 1):
            del self.model.dice[s][6:]
            self.model.player(s).update(favor=None, favor_status=None, favor_chosen=False)
            for d in self.model.dice[s]:
                d.face, d.kept, d.banned = None, False, False
                self.model.move(d, self.lay.bowl_slot(s, d.index, d.jitter), 0.3)
        return dur

    def _ev_roll(self, e, dur):
        seat = e["seat"]
        self.model.view.update(roll=e["roll"], phase="roll")
        for i, face, gilded in zip(e["dice"], e["faces"], e["gilded"]):
            seed = hash((self.seed, self.model.view["round"], e["roll"], seat, i))
            self._tumble(self.model.dice[seat][i], face, gilded, seed)
        return dur

    def _ev_keep(self, e, dur):
        for i in e["dice"]:
            d = self.model.dice[e["seat"]][i]
            d.kept, d.yaw = True, 12.0
            self.model.move(d, self.lay.kept_slot(e["seat"], i, len(self.model.dice[e["seat"]])), dur * 0.9)
        if e["seat"] == self.lay.viewer:
            self.model.selected.clear()
        return dur if e["dice"] else 0.05

    def _ev_favor_chosen(self, e, dur):
        self.model.view["phase"] = "favor"
        self.model.player(e["seat"])["favor_chosen"] = True
        return dur

    def _ev_favor_revealed(self, e, dur):
        self.model.view["phase"] = "resolve"
        for s, fav in enumerate(e["favors"]):
            self.model.player(s)["favor"] = tuple(fav) if fav else None
        groups, words = [], self.words()
        for seat in (self.lay.viewer, self.lay.rival):
            fav = e["favors"][seat]
            caption = [t("orlog.card.tier", n=fav[1]), tier_text(fav[0], fav[1])] if fav else [t("orlog.ui.no_favor")]
            groups.append((words.log_name(seat), [fav[0]] if fav else [], caption))
        self._banner([t("orlog.phase.favor")], None, dur, theme.BRASS, gods=groups)
        return dur

    def _ev_tokens(self, e, dur):
        seat, pile = e["seat"], self.lay.token_centre[e["seat"]]
        if not e["amount"]:
            return 0.05
        if e["amount"] > 0 and e.get("reason") == "gilded":
            for d in self.model.dice[seat]:
                if d.gilded and d.face:
                    self._fly_token(d.pos, pile, dur * 0.8, lift=5)
                    self.model.effect("die_glow", dur, seat=seat, index=d.index)
        elif e["amount"] > 0:
            for i in range(min(e["amount"], 8)):
                self._fly_token(self.lay.kept_centre(seat), pile, dur * 0.8, delay=i * 0.06)
        # tokens paid away (amount < 0): the pile shrinks, the number floats up
        self.model.set_later(dur * 0.8, seat, "tokens", e["total"])
        self._float(f"{e['amount']:+d}", pile, GOLD if e["amount"] > 0 else LOSS)
        return dur

    def _ev_favor_used(self, e, dur):
        vp = self.model.player(e["seat"])
        vp["tokens"], vp["favor_status"] = max(0, vp["tokens"] - e["cost"]), "paid"
        self._float(f"-{e['cost']}", self.lay.token_centre[e["seat"]], LOSS)
        self._banner([self.words().describe(e)], e["god"], dur, tier=e["tier"])
        return dur

    def _ev_favor_fizzled(self, e, dur):
        self.model.player(e["seat"])["favor_status"] = "fizzled"
        self._banner([self.words().describe(e)], e["god"], dur, LOSS, tier=e.get("tier") or 0)
        return dur

    def _ev_thrymr(self, e, dur):
        self._banner([self.words().describe(e)], "thrymr", dur)
        return dur

    def _ev_reroll(self, e, dur):
        for (s, i), face, gilded in zip(e["dice"], e["faces"], e["gilded"]):
            if i < len(self.model.dice[s]):
                self._tumble(self.model.dice[s][i], face, gilded, hash((self.seed, self.model.clock, s, i)))
        return dur

    def _ev_ban(self, e, dur):
        for i in e["dice"]:
            if i < len(self.model.dice[e["target"]]):
                self.model.dice[e["target"]][i].banned = True
        return dur

    def _ev_extra_dice(self, e, dur):
        seat, dice = e["seat"], self.model.dice[e["seat"]]
        for i, tpl, face, gilded in zip(e["dice"], e["templates"], e["faces"], e["gilded"]):
            while len(dice) <= i:
                dice.append(DieVis(seat, len(dice), tpl, True))
            dice[i].template, dice[i].kept = tpl, True
            self._tumble(dice[i], face, gilded, hash((self.seed, seat, i, self.model.clock)))
        for d in dice:
            self.model.move(d, self.slot(d), 0.3)
        return dur

    def _ev_destroy(self, e, dur):
        self.model.player(e["target"])["tokens"] = e["total"]
        self._float(f"-{e['amount']}", self.lay.token_centre[e["target"]], LOSS)
        return dur

    def _ev_sacrifice(self, e, dur):
        self.model.player(e["seat"]).update(health=e["health"], flash=self.model.clock)
        self._float(f"-{e['amount']}", self.lay.health_centre[e["seat"]], (250, 120, 100))
        return dur

    def _ev_bonus(self, e, dur):
        seat, lay = e["seat"], self.lay
        at = (lay.centre_x, lay.kept_y[seat] + (-1 if seat == lay.rival else 1) * lay.die_size * 0.8)
        self._float(self.words().describe(e), at, (255, 226, 120), dur)
        return dur

    def _ev_heal(self, e, dur):
        self.model.player(e["seat"])["health"] = e["health"]
        self._float(f"+{e['amount']}", self.lay.health_centre[e["seat"]], (150, 240, 150))
        return dur

    def _ev_round_end(self, e, dur):
        self.model.view["coin"] = e["coin"]
        self.model.effect("coin_spin", dur)
        return dur

    def _ev_attack(self, e, dur):
        if e["attack"] <= 0:
            return 0.05
        atk_face, def_face = ("axe", "helmet") if e["kind"] == "melee" else ("arrow", "shield")
        seat, target, dice = e["seat"], e["target"], self.model.dice
        attackers = [d for d in dice[seat] if d.face == atk_face and not d.banned]
        defenders = [d for d in dice[target] if d.face == def_face and not d.banned]
        attackers, defenders = pair_nearest(attackers, defenders)
        clock = LEAD_IN
        pairs = []  # (attacker die or None, defender die or None, start): the blocked attacks meet their block
        for i in range(min(e["block"], e["attack"])):
            a = attackers[i] if i < len(attackers) else None
            d = defenders[i % len(defenders)] if defenders else None  # Baldr: one helmet may block twice
            if a is not None or d is not None:
                pairs.append((a, d, clock))
                clock += CLASH_GAP
        if pairs:
            clock += CLASH_SECONDS - CLASH_GAP + 0.12
        free = [a for a in attackers if all(a is not p[0] for p in pairs)] or attackers
        health = self.model.player(target)["health"]
        hits = []  # (die flying or None, start, stone position): the unblocked ones fly to the health stones
        spots = stone_positions(self.lay.health_centre[target], self.lay.stone_size)
        for j in range(min(e["damage"], max(1, health))):  # blows past the last stone would hit nothing
            after = max(0, health - j - 1)
            die = free[j] if j < len(free) else None  # more hits than dice (Brunhild...): the face flies alone
            hits.append((die, clock, spots[min(len(spots) - 1, after)], free[j % len(free)] if free else None))
            self._stone_breaks(clock + HIT_SECONDS * 0.5, target, after, big=after == 0)
            clock += HIT_GAP
        if hits:
            clock += HIT_SECONDS - HIT_GAP
        total = clock + 0.3
        clash = {"event": e, "pairs": pairs, "hits": hits, "face": atk_face}
        self.model.effect("clash", total, attackers=attackers, defenders=defenders, **clash)
        return total

    def _ev_damage(self, e, dur):
        seat, vp = e["seat"], self.model.player(e["seat"])
        self._float(f"-{e['amount']}", self.lay.health_centre[seat], (255, 110, 90))
        missing = vp["health"] - e["health"]  # stones an attack did not already break (Thor, a sacrifice...)
        if missing <= 0:
            return 0.45
        for k in range(missing):
            after = vp["health"] - k - 1
            self._stone_breaks(k * STONE_GAP, seat, after, big=after == 0)
        return (missing - 1) * STONE_GAP + 0.7

    def _ev_steal(self, e, dur):
        n = e["amount"]
        if not n:
            return 0.05
        thief, victim = e["seat"], e["target"]
        final_thief = e["tokens"][thief]
        start_thief = min(self.model.player(thief)["tokens"], final_thief)
        start_victim = e["tokens"][victim] + n
        self.model.player(victim)["tokens"] = start_victim
        gap = min(0.3, 1.8 / n)
        for i in range(n):  # one token at a time: it leaves one pile, flies, lands on the other
            self.model.set_later(i * gap, victim, "tokens", start_victim - i - 1)
            self._fly_token(self.lay.token_centre[victim], self.lay.token_centre[thief], TOKEN_FLIGHT, i * gap)
            self.model.set_later(i * gap + TOKEN_FLIGHT, thief, "tokens", min(final_thief, start_thief + i + 1))
        total = (n - 1) * gap + TOKEN_FLIGHT + 0.3
        for d in self.model.dice[thief]:  # the hands that take them glow meanwhile
            if d.face == "hand" and not d.banned:
                self.model.effect("die_glow", total, seat=thief, index=d.index)
        return total

    def _ev_game_over(self, e, dur):
        self.model.view["phase"] = "over"
        self.fast = False  # the killing blow plays at the chosen speed even after a click to hurry the rest
        loser = None if e.get("winner") is None else 1 - e["winner"]
        self.model.effect("fallen", KILLING_BLOW_SECONDS, seat=loser, text=self.words().describe(e))
        return KILLING_BLOW_SECONDS
