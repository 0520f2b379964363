"""What the player may do now on the Orc Wars table, read from the legal actions and the observation alone: the
table derives no rule (what a card costs, where a figure may walk, who defends) and calls no engine method
but ``legal_actions`` and ``refusal``. No pygame here.

Targets (what a click hits)::

    ("hex", H)          a board hex: a move's destination, a placement
    ("fig", F)          one of your figures: select it (and its squad)
    ("tgt", T)          a target of the armed card (an enemy, a boar; an elf to heal)
    ("token", T)        a face-down squad token to activate
    ("cas", F)          the orc that dies (casualty step)
    ("card", C)         a card type in your hand: discard / arm / play in a duel
    ("pile", A)         the top card of your attribute pile A (Clear phase)
    ("trick", K)        a dirty trick;  ("clan", C) the clan that Rally clears
    ("phase", U)        open the action phase of clan U (5 = the King)
    ("reinf", C, Y)     reinforce clan C with a figure of type Y
    ("dclan", C), ("mix", M)   deploy an activated token: the clan, then the figures
    ("tre", KIND, I, TO)       a treasure action (pickup, drop, give, take, use)
    ("btn", NAME)       draw, done, end_turn, pass, remake, play, reinforce
"""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.games.orc_wars import engine as E

CODEC = E.CODEC
PLACING = ("setup_king", "setup_elf", "reinforce_hex")
# actions played by one click: action kind -> (target kind, the field the target carries)
ONE_CLICK = {
    "place": ("hex", "hex"),
    "discard": ("card", "card"),
    "clear": ("pile", "pile"),
    "activate": ("token", "token"),
    "casualty": ("cas", "fig"),
    "phase": ("phase", "unit"),
}


@dataclass
class Selection:
    """What the player has picked but not yet played."""

    fig: int | None = None  # the selected figure (its squad acts with it)
    armed: tuple | None = None  # ("card", type) | ("sun", treasure) | ("rally",): waiting for its target
    dclan: int | None = None  # the clan chosen for the figures of an activated token
    reinf_open: bool = False  # the reinforcements chooser is open in the Squad phase

    def clear(self) -> None:
        self.fig = self.armed = self.dclan = None
        self.reinf_open = False


def squads(obs: dict, neigh) -> list[list[int]]:
    """Every squad on the board: the slots of one clan's figures standing next to each other, lowest slot
    first (the squad's unit in the actions' ``by``)."""
    out = []
    for clan in range(5):
        at = {f["hex"]: f["slot"] for f in obs["figures"] if f["clan"] == clan}
        seen: set = set()
        for start in sorted(at, key=at.get):
            if start in seen:
                continue
            group, todo = [], [start]
            seen.add(start)
            while todo:
                cur = todo.pop()
                group.append(at[cur])
                for n in neigh[cur]:
                    if n in at and n not in seen:
                        seen.add(n)
                        todo.append(n)
            out.append(sorted(group))
    return out


class Choices:
    """The legal actions of the human to act, decoded, with the selection that narrows them."""

    def __init__(self, legal: list, sel: Selection, obs: dict, neigh, seat: int | None) -> None:
        self.legal = [(a, CODEC.decode(a)) for a in legal]
        self.sel, self.obs, self.seat = sel, obs, seat
        self.step = obs["step"]
        self.squad = {s: sq for sq in squads(obs, neigh) for s in sq}

    def of_kind(self, *kinds) -> list:
        return [(a, d) for a, d in self.legal if d.kind in kinds]

    def kinds(self) -> set:
        return {d.kind for _, d in self.legal}

    # ------------------------------------------------------------------ figures and squads
    def squad_of(self, slot) -> list:
        if slot is None:
            return []
        return self.squad.get(slot, [slot])

    def rep(self, slot):
        """The unit that acts for figure ``slot`` (its squad's first slot; an elf or the King is its own)."""
        return self.squad_of(slot)[0] if slot is not None else None

    def my_figures(self) -> list:
        """The figures of the acting unit (the human may select them in the action step)."""
        if self.step != "action" or self.seat is None:
            return []
        if self.seat != 0:
            return [E.ELF0 + self.seat - 1]
        unit = self.obs["unit"]
        return [E.KING] if unit == 5 else [f["slot"] for f in self.obs["figures"] if f["clan"] == unit]

    def selected_figure(self):
        """The selected figure, or the only one that can act (an elf, the King, a lone orc)."""
        mine = self.my_figures()
        if self.sel.fig in mine:
            return self.sel.fig
        return mine[0] if len(mine) == 1 else None

    def movers(self) -> dict:
        """figure -> {hex: move action}."""
        out: dict = {}
        for a, d in self.of_kind("move"):
            out.setdefault(d.fig, {})[d.hex] = a
        return out

    def can_act(self, fig: int) -> bool:
        rep = self.rep(fig)
        return any(
            (d.kind == "move" and d.fig == fig) or (d.kind in ("attack", "play") and d.by == rep) for _, d in self.legal
        )

    def deploy_clan(self):
        clans = sorted({d.clan for _, d in self.of_kind("deploy")})
        if self.sel.dclan in clans:
            return self.sel.dclan
        return clans[0] if len(clans) == 1 else None

    # ------------------------------------------------------------------ cards and their targets
    def card_actions(self, ctype: int) -> list:
        return [(a, d) for a, d in self.of_kind("attack", "play") if d.card == ctype]

    def pick_by(self, options: list):
        """One action among ``options`` that differ only by the acting unit: the selected squad's, or the only
        one; None when the player must first pick the squad."""
        if not options:
            return None
        if len({d.by for _, d in options}) == 1:
            return options[0][0]
        rep = self.rep(self.selected_figure())
        return next((a for a, d in options if d.by == rep), None)

    def armed_targets(self) -> dict:
        """target -> action of the armed card or Sunstone (None where several squads could act)."""
        armed, out = self.sel.armed, {}
        if armed and armed[0] == "card":
            groups: dict = {}
            for a, d in self.card_actions(armed[1]):
                if d.target != E.NONE:
                    groups.setdefault(d.target, []).append((a, d))
            out = {target: self.pick_by(options) for target, options in groups.items()}
        elif armed and armed[0] == "sun":
            out = {d.target: a for a, d in self.of_kind("use") if d.treasure == armed[1] and d.target != E.NONE}
        return out

    def untargeted_play(self):
        """The armed card's play without a target (the Play button), if any."""
        armed = self.sel.armed
        if not armed or armed[0] != "card":
            return None
        return self.pick_by([(a, d) for a, d in self.card_actions(armed[1]) if d.kind == "play" and d.target == E.NONE])

    def probe(self, ctype: int) -> int:
        """An action that plays card ``ctype`` now, legal or not: the engine says why it is refused."""
        if self.step == "discard":
            return CODEC.encode("discard", card=ctype)
        by = self.rep(self.selected_figure())
        if self.step == "exchange":
            x = self.obs["exchange"] or {}
            by = x.get("by", 0) if self.seat == x.get("attacker") else x.get("target", 0)
        kind = "attack" if E.T_KIND[ctype] == E.BASIC_ATTACK and self.step != "exchange" else "play"
        by = by if by is not None and 0 <= by < E.BOAR0 else 0
        return CODEC.encode(kind, card=ctype, by=by, target=E.NONE)

    # ------------------------------------------------------------------ the board's overlays
    def reach_hexes(self) -> list:
        if self.step in PLACING:
            return [d.hex for _, d in self.of_kind("place")]
        if self.step in ("squad", "activate") and not self.sel.reinf_open:
            return [self.token_hex(d.token) for _, d in self.of_kind("activate")]
        if self.step == "action":
            return list(self.movers().get(self.selected_figure(), {}))
        return []

    def token_hex(self, token: int):
        return next((k["hex"] for k in self.obs["tokens"] if k["token"] == token), None)

    def fig_hex(self, fig: int):
        obs = self.obs
        if fig < E.N_SLOTS:
            return next((f["hex"] for f in obs["figures"] if f["slot"] == fig), None)
        if fig == E.KING:
            return obs["king"]["hex"] if obs["king"]["alive"] else None
        if fig < E.BOAR0:
            return next((e["hex"] for e in obs["elves"] if e["seat"] == fig - E.KING and e["alive"]), None)
        if fig < E.NONE:
            h = obs["boars"][fig - E.BOAR0]
            return h if h >= 0 else None
        return None

    def target_hexes(self) -> list:
        if self.step == "casualty":
            hexes = [self.fig_hex(d.fig) for _, d in self.of_kind("casualty")]
        elif self.sel.armed and self.sel.armed[0] in ("card", "sun"):
            hexes = [self.fig_hex(target) for target in self.armed_targets()]
        elif self.step == "exchange" and self.obs["exchange"]:
            hexes = [self.fig_hex(self.obs["exchange"]["target"])]
        else:
            hexes = []
        return [h for h in hexes if h is not None and h >= 0]

    # ------------------------------------------------------------------ clicks to actions
    def click(self, target):
        """The action a click on ``target`` plays, or None (it changed the selection, or nothing)."""
        sel, kind = self.sel, target[0]
        if kind == "hex":
            if self.step == "action":
                return self.movers().get(self.selected_figure(), {}).get(target[1])
            return CODEC.encode("place", hex=target[1])
        if kind == "fig":
            sel.fig = target[1]
            if sel.armed and sel.armed[0] != "card":
                sel.armed = None
            return None
        if kind == "tgt":
            action = self.armed_targets().get(target[1])
            if action is not None:
                sel.armed = None
            return action
        if kind == "card":
            return self.click_card(target[1])
        if kind == "trick":
            if target[1] == E.TR_RALLY and self.step == "action":
                sel.armed = ("rally",)
                return None
            return next((a for a, d in self.of_kind("trick") if d.trick == target[1]), None)
        if kind == "clan":
            sel.armed = None
            return next((a for a, d in self.of_kind("trick") if d.trick == E.TR_RALLY and d.clan == target[1]), None)
        if kind == "dclan":
            sel.dclan = target[1]
            return None
        if kind == "tre":
            return self.click_treasure(*target[1:])
        if kind == "btn":
            return self.click_button(target[1])
        for name, (clicked, field) in ONE_CLICK.items():
            if clicked == kind and kind not in ("hex", "card"):
                return CODEC.encode(name, **{field: target[1]})
        if kind == "reinf":
            return CODEC.encode("reinforce", clan=target[1], type=target[2])
        if kind == "mix":
            return CODEC.encode("deploy", clan=self.deploy_clan(), mix=target[1])
        return None

    def click_card(self, ctype: int):
        if self.step == "discard":
            return CODEC.encode("discard", card=ctype)
        if self.step == "exchange":
            options = self.card_actions(ctype)
            return options[0][0] if options else None
        self.sel.armed = None if self.sel.armed == ("card", ctype) else ("card", ctype)
        return None

    def click_treasure(self, kind: str, treasure: int, to):
        if kind == "use" and to is None:
            options = [(a, d) for a, d in self.of_kind("use") if d.treasure == treasure]
            if len(options) == 1 and options[0][1].target == E.NONE:
                return options[0][0]
            self.sel.armed = ("sun", treasure)
            return None
        for a, d in self.of_kind(kind):
            if d.treasure == treasure and (kind != "give" or d.to == to) and (kind != "use" or d.target == to):
                return a
        return None

    def click_button(self, name: str):
        if name == "reinforce":
            self.sel.reinf_open = not self.sel.reinf_open
            return None
        if name == "play":
            action = self.untargeted_play()
            if action is not None:
                self.sel.armed = None
            return action
        return CODEC.encode("end" if name == "end_turn" else name)

    def click_path(self, action) -> list:
        """The targets to click, in order, to play ``action`` from the current selection."""
        d = CODEC.decode(action)
        k, sel = d.kind, self.sel
        if k in ONE_CLICK:
            clicked, field = ONE_CLICK[k]
            return [(clicked, getattr(d, field))]
        if k == "end":
            return [("btn", "end_turn")]
        if k in ("draw", "done", "pass", "remake"):
            return [("btn", k)]
        if k == "reinforce":
            opener = [("btn", "reinforce")] if self.step == "squad" and not sel.reinf_open else []
            return opener + [("reinf", d.clan, d.type)]
        if k == "deploy":
            return ([] if self.deploy_clan() == d.clan else [("dclan", d.clan)]) + [("mix", d.mix)]
        if k == "move":
            keep = self.selected_figure() == d.fig and not (sel.armed and sel.armed[0] != "card")
            return ([] if keep else [("fig", d.fig)]) + [("hex", d.hex)]
        if k == "trick":
            if d.trick == E.TR_RALLY and self.step == "action":
                return ([] if sel.armed == ("rally",) else [("trick", d.trick)]) + [("clan", d.clan)]
            return [("trick", d.trick)]
        if k in ("attack", "play"):
            return self.card_path(d)
        if k in ("pickup", "drop", "take"):
            return [("tre", k, d.treasure, None)]
        if k == "give":
            return [("tre", k, d.treasure, d.to)]
        if k == "use":
            if d.target == E.NONE:
                return [("tre", "use", d.treasure, E.NONE)]
            opener = [] if sel.armed == ("sun", d.treasure) else [("tre", "use", d.treasure, None)]
            return opener + [("tgt", d.target)]
        raise ValueError(f"no clicks for {CODEC.to_text(action)}")

    def card_path(self, d) -> list:
        if self.step == "exchange":
            return [("card", d.card)]
        out = []
        same = [x for _, x in self.card_actions(d.card) if x.target == d.target]
        if len({x.by for x in same}) > 1 and self.rep(self.selected_figure()) != d.by:
            out.append(("fig", d.by))
        if self.sel.armed != ("card", d.card):
            out.append(("card", d.card))
        return out + [("btn", "play") if d.target == E.NONE else ("tgt", d.target)]
