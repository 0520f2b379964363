"""The Orc Wars table in words: names of pieces and cards, effect texts, log lines for every event, prompts, the
reasons of refused clicks and the end-of-game explanation (all from ``data/i18n/<lang>/orc_wars.yaml``).
"""

from __future__ import annotations

import re

from orcdesk.core.i18n import sentence, t
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTRS, DATA, FIGURE_TYPES, KINDS, TIMINGS

ATTR_KEYS = ("body", "mind", "x")


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def card_name(ctype: int) -> str:
    return t(f"orc_wars.card.{slug(E.T_NAME[ctype])}")


def attr_name(attr: int) -> str:
    return t(f"orc_wars.attr.{ATTR_KEYS[attr]}")


def kind_word(ctype: int) -> str:
    return t(f"orc_wars.kind.{KINDS[E.T_KIND[ctype]]}")


def timing_word(ctype: int) -> str:
    return t(f"orc_wars.timing.{TIMINGS[E.T_TIMING[ctype]]}")


def effect_text(ctype: int) -> str:
    out = []
    for e in E.T_EFFECTS[ctype]:
        op = e[0].lower()
        fields = {}
        if op in ("clear_top",):
            fields = {"pile": attr_name(e[1]) if e[1] >= 0 else t("orc_wars.attr.any"), "n": e[2]}
        elif op == "attack_cannot_be_basic_defended_by_attr":
            fields = {"attr": attr_name(e[1])}
        elif len(e) > 1:
            fields = {"n": e[1]}
        out.append(t(f"orc_wars.effect.{op}", **fields))
    return " ".join(out)


def clan_name(clan) -> str:
    key = clan if isinstance(clan, str) else DATA.clans[clan]
    return t(f"orc_wars.clan.{key}")


def type_name(kind: int) -> str:
    return t(f"orc_wars.figure.{FIGURE_TYPES[kind]}")


def role_name(role: str) -> str:
    return t(f"orc_wars.role.{role}")


def trick_name(k) -> str:
    key = k if isinstance(k, str) else E.TRICKS[k]["key"]
    return t(f"orc_wars.trick.{key}.name")


def trick_text(k) -> str:
    key = k if isinstance(k, str) else E.TRICKS[k]["key"]
    return t(f"orc_wars.trick.{key}.text")


def treasure_name(item) -> str:
    key = item if isinstance(item, str) else E.TREASURES[item]["key"]
    return t(f"orc_wars.treasure.{key}.name")


def treasure_text(item) -> str:
    key = item if isinstance(item, str) else E.TREASURES[item]["key"]
    return t(f"orc_wars.treasure.{key}.text")


def scenario_name(name: str) -> str:
    return t(f"orc_wars.scenario.{name}.name")


def scenario_goal(name: str) -> str:
    """The elves' goal in words, its numbers read from data/orc_wars.yaml (balance may change them): {count},
    {per_orc}, {per_king}, and {elves1}..{elves3} for the trophies needed by 1 to 3 elves."""
    goal = DATA.scenarios[name]["goal"]
    fields = {k: v for k, v in goal.items() if isinstance(v, int)}
    fields.update({f"elves{k}": v for k, v in (goal.get("needed") or {}).items()})
    text = t(f"orc_wars.scenario.{name}.goal", **fields)
    if "rounds" in goal:
        text += " " + t("orc_wars.ui.deadline", n=goal["rounds"])
    return text


class Names:
    """Seat and piece names as the table says them: ``seat`` is the table's name of a seat, the roles and the
    figures' kinds are read from the observations (the shown one, then the one before it, for a figure that
    has just died), ``humans`` are the human seats."""

    def __init__(self, seat, humans, observations: tuple) -> None:
        self.seat = seat
        self.humans = tuple(humans)
        self.observations = observations
        self.roles = {e["seat"]: e["role"] for e in observations[0]["elves"]}

    def fig_words(self, fig: int, kind: int | None = None) -> str:
        if fig == E.KING:
            return t("orc_wars.piece.king")
        if E.ELF0 <= fig < E.BOAR0:
            return self.elf_name(fig - E.KING)
        if fig >= E.BOAR0:
            return t("orc_wars.piece.boar")
        if kind is None:
            kind = self.fig_kind(fig)
        return t("orc_wars.piece.orc", clan=clan_name(fig // 5), type=type_name(kind) if kind is not None else "?")

    def fig_kind(self, slot: int):
        kinds = (f["type"] for obs in self.observations for f in obs["figures"] if f["slot"] == slot)
        return next(kinds, None)

    def unit_words(self, by: int) -> str:
        if by < E.N_SLOTS:
            return t("orc_wars.piece.squad", clan=clan_name(by // 5))
        return self.fig_words(by)

    def elf_name(self, seat: int) -> str:
        """The role of elf ``seat`` in words (the elves choose their roles: seat 1 is not always the Paladin)."""
        return role_name(self.roles[seat])

    def seat_role(self, seat: int) -> str:
        return t("orc_wars.piece.horde") if seat == 0 else self.elf_name(seat)

    def side_title(self, seat: int) -> str:
        return t("orc_wars.piece.horde_title") if seat == 0 else self.elf_name(seat)

    def treasure_item_words(self, i: int) -> str:
        for tr in self.observations[0]["treasures"]:
            if tr["treasure"] == i and tr["item"] is not None and tr["item"] >= 0:
                return treasure_name(tr["item"])
        return t("orc_wars.piece.chest")

    def single_human(self, seat) -> bool:
        return seat in self.humans and len(self.humans) == 1


def describe(e: dict, names: Names, state) -> str | None:
    """The log line of event ``e`` (None: not logged), starting with a capital letter."""
    line = _describe(e, names, state)
    return sentence(line) if line else line


# Log lines worded straight from their event: type -> {field of the line: how the event words it (WORDING)}.
PLAIN = {
    "discard": {"who": "role", "card": "card"},
    "reshuffle": {"who": "role", "n": "count"},
    "bonus_draw": {"n": "count"},
    "clear": {"who": "role", "card": "card"},
    "remake": {"who": "role"},
    "reinforce": {"what": "slot"},
    "tile_entered": {"what": "elf"},
    "attack": {"who": "by", "target": "target", "card": "card", "n": "attack"},
    "pass": {"who": "role"},
    "wound": {"who": "elf", "n": "wounds", "of": "track"},
    "no_wound": {"who": "elf"},
    "elf_dies": {"who": "elf"},
    "king_dies": {},
    "blood_oath": {},
    "boar_killed": {},
    "clan_wiped": {"clan": "clan"},
    "trick": {"trick": "trick"},
    "trip_wire": {"who": "elf", "n": "moves_left"},
    "pickup": {"who": "elf", "item": "item"},
    "give": {"who": "elf", "to": "to", "item": "treasure"},
    "take": {"who": "elf", "frm": "from", "item": "treasure"},
    "drop": {"who": "elf", "item": "treasure"},
    "use": {"who": "elf", "item": "item"},
    "heal": {"who": "elf", "n": "wounds"},
    "end_turn": {"who": "role"},
    "round_limit": {"n": "rounds"},
}
WORDING = {
    "role": lambda e, names, state: names.seat_role(e["seat"]),
    "elf": lambda e, names, state: names.elf_name(e["seat"]),
    "card": lambda e, names, state: card_name(e["card"]),
    "by": lambda e, names, state: names.unit_words(e["by"]),
    "target": lambda e, names, state: names.fig_words(e["target"]),
    "slot": lambda e, names, state: names.fig_words(e["slot"], e["figure"]),
    "clan": lambda e, names, state: clan_name(e["clan"]),
    "trick": lambda e, names, state: trick_name(e["trick"]),
    "item": lambda e, names, state: treasure_name(e["item"]),
    "treasure": lambda e, names, state: names.treasure_item_words(e["treasure"]),
    "to": lambda e, names, state: names.elf_name(e["to"]),
    "from": lambda e, names, state: names.elf_name(e["from"]),
    "track": lambda e, names, state: state.wound_track(e["seat"]),
}


def _describe(e: dict, names: Names, state) -> str | None:
    k = e["type"]
    seat = e.get("seat")
    if k in PLAIN:
        fields = {name: WORDING[how](e, names, state) if how in WORDING else e[how] for name, how in PLAIN[k].items()}
        return t(f"orc_wars.log.{k}", **fields)
    if k == "turn":
        if names.single_human(seat):
            return t("orc_wars.log.turn_you", round=e["round"], side=names.side_title(seat))
        return t("orc_wars.log.turn", round=e["round"], side=names.side_title(seat), who=names.seat(seat))
    if k == "place":
        what = t("orc_wars.piece.king") if e["figure"] == "king" else role_name(e["figure"])
        return t("orc_wars.log.place", what=what)
    if k == "draw":
        if e.get("card") is not None:
            return t("orc_wars.log.draw_seen", who=names.seat_role(seat), card=card_name(e["card"]))
        return t("orc_wars.log.draw", who=names.seat_role(seat))
    if k == "reveal_token":
        return t("orc_wars.log.reveal", n=e["value"])
    if k == "deploy":
        if not e["figures"]:
            return t("orc_wars.log.deploy_none")
        return t("orc_wars.log.deploy", n=len(e["figures"]), clan=clan_name(e["clan"]))
    if k == "phase":
        unit = t("orc_wars.piece.king") if e["unit"] == "king" else clan_name(e["unit"])
        return t("orc_wars.log.phase", unit=unit)
    if k == "move":
        n = len(e["path"]) if e.get("path") else 1
        return t("orc_wars.log.move", what=names.fig_words(e["figure"]), n=n)
    if k == "prisoners_freed":
        return t(f"orc_wars.log.freed_{e['why']}")
    if k == "play":
        card = card_name(e["card"])
        if "attack" in e:
            return t("orc_wars.log.play_duel", who=names.seat_role(seat), card=card, a=e["attack"], b=e["block"])
        if e.get("target") is not None:
            target = names.fig_words(e["target"])
            return t("orc_wars.log.play_on", who=names.unit_words(e["by"]), card=card, target=target)
        return t("orc_wars.log.play", who=names.unit_words(e["by"]), card=card)
    if k == "resolve":
        key = "hit" if e["hit"] else "blocked"
        return t(f"orc_wars.log.{key}", a=e["attack"], b=e["block"], target=names.fig_words(e["target"]))
    if k == "orc_dies":
        what = names.fig_words(e["slot"], e["figure"])
        if e.get("effect"):  # an extra victim: named by what killed it (Cleave, Arcane Bolt, the card)
            effect = card_name(e["card"]) if e["effect"] == "card" else t(f"orc_wars.power_name.{e['effect']}")
            return t("orc_wars.log.orc_dies_effect", effect=effect, what=what)
        return t("orc_wars.log.orc_dies", what=what)
    if k == "end_phase":
        return t("orc_wars.log.end_phase") if seat == 0 else None
    if k == "game_over":
        return outcome_line(state, e["winners"], e["why"])
    return None  # begin_move and the events a player need not read


def event_color(event: dict):
    """The log colour of an event, or None for the table's default."""
    from orcdesk.ui.kit import theme

    k = event.get("type")
    if k in ("wound", "elf_dies", "orc_dies", "king_dies", "boar_killed"):
        return theme.lerp_color(theme.TEXT, theme.DANGER, 0.55)
    if k in ("game_over", "round_limit", "prisoners_freed"):
        return theme.BRASS
    if k == "turn":
        return theme.HILITE_SOFT
    return None


def outcome_line(state, winners, why: str) -> str:
    side = t("orc_wars.result.orcs") if winners == [0] else t("orc_wars.result.elves")
    return t(f"orc_wars.why.{why}", side=side, n=state.last_round, count=state.scen["goal"].get("count", 0))


def prompt(st, names: Names, seat, sel, choices) -> str:
    """What the human to act (``seat``) is asked now, in the game ``st`` (``sel``, ``choices``: the table's)."""
    step = st.phase()
    obs = choices.obs
    if step == "setup_king":
        return t("orc_wars.prompt.setup_king")
    if step == "setup_elf":
        return t("orc_wars.prompt.setup_elf", role=names.elf_name(seat))
    if step == "discard":
        return t("orc_wars.prompt.discard")
    if step == "draw":
        return t("orc_wars.prompt.draw", n=DATA.draw_per_turn - st.drawn, h=len(obs["hand"] or []))
    if step == "clear":
        return t("orc_wars.prompt.clear", n=DATA.clear_per_turn - st.cleared)
    if step == "squad":
        return t("orc_wars.prompt.squad")
    if step == "deploy":
        return t("orc_wars.prompt.deploy", n=st.token_value[st.act_token] if st.act_token >= 0 else 0)
    if step == "reinforce":
        return t("orc_wars.prompt.reinforce", n=st.reinf_left)
    if step == "reinforce_hex":
        return t("orc_wars.prompt.reinforce_hex", what=type_name(st.reinf_type), clan=clan_name(st.reinf_clan))
    if step == "phases":
        return t("orc_wars.prompt.phases")
    if step == "action":
        armed = sel.armed
        if armed and armed[0] == "card":
            return t("orc_wars.prompt.armed", card=card_name(armed[1]))
        if armed and armed[0] == "sun":
            return t("orc_wars.prompt.sunstone")
        if armed and armed[0] == "rally":
            return t("orc_wars.prompt.rally")
        if seat == 0:
            unit = t("orc_wars.piece.king") if obs["unit"] == 5 else clan_name(obs["unit"])
            if not any(d.kind == "move" for _, d in choices.legal):
                return t("orc_wars.prompt.orc_action_stay", unit=unit)
            return t("orc_wars.prompt.orc_action", unit=unit)
        if not any(d.kind == "move" for _, d in choices.legal):
            return t("orc_wars.prompt.elf_action_stay")
        return t("orc_wars.prompt.elf_action", n=obs["moves_left"][E.ELF_MOVE_SLOT])
    if step == "exchange":
        x = obs["exchange"]
        if seat == x["attacker"]:
            return t("orc_wars.prompt.attacker", a=x["attack"], b=x["block"])
        return t("orc_wars.prompt.defender", a=x["attack"], b=x["block"])
    if step == "casualty":
        if seat != 0:  # the attacker's extra victim: name the power (or the card) that kills it
            power = st.power_of(seat)
            effect = t(f"orc_wars.power_name.{power}") if power in ("cleave", "arcane_bolt") else ""
            return t("orc_wars.prompt.extra_casualty", effect=effect or card_name(st.fight_card))
        return t("orc_wars.prompt.casualty")
    if step == "activate":
        return t("orc_wars.prompt.activate")
    if step == "trip_wire":
        return t("orc_wars.prompt.trip_wire")
    return t("app.table.your_turn")


def result_title(state, humans: list) -> str:
    won = state.winners()
    if len(humans) == 1:
        return t("orc_wars.result.you_win") if humans[0] in won else t("orc_wars.result.you_lose")
    return t("orc_wars.result.side_wins", side=t("orc_wars.result.orcs") if won == [0] else t("orc_wars.result.elves"))


def result_subtitle(state) -> str:
    return t(
        "orc_wars.result.subtitle",
        scenario=scenario_name(state.options["scenario"]),
        n=min(state.round, state.last_round),
    )


def result_lines(st, obs: dict, names: Names, why: str) -> list[str]:
    """The end of the game explained (``why``: the game_over event's reason)."""
    lines = ["!" + outcome_line(st, st.winners(), why)]
    if why == "round_limit":
        deadline = st.last_round < st.options["max_rounds"]
        lines.append(
            t("orc_wars.result.deadline_rule", n=st.last_round) if deadline else t("orc_wars.result.round_limit_rule")
        )
    lines.append("")
    lines.append("!" + t("orc_wars.result.goal_heading"))
    lines.append(scenario_goal(st.options["scenario"]))
    lines.append(goal_progress(st, obs))
    lines.append("")
    lines.append("!" + t("orc_wars.result.elves_heading"))
    for elf in obs["elves"]:
        role = role_name(elf["role"])
        if elf["alive"]:
            lines.append(
                t(
                    "orc_wars.result.elf_alive",
                    role=role,
                    who=names.seat(elf["seat"]),
                    n=elf["wounds"],
                    of=DATA.heroes[elf["role"]]["wounds"],
                )
            )
        else:
            lines.append(t("orc_wars.result.elf_dead", role=role, who=names.seat(elf["seat"])))
    lines.append("")
    lines.append("!" + t("orc_wars.result.horde_heading", who=names.seat(0)))
    lines.append(t("orc_wars.result.horde", n=len(obs["figures"]), dead=st.kills[0]))
    if st.scen["king"] != "none":
        lines.append(t("orc_wars.result.king_alive") if obs["king"]["alive"] else t("orc_wars.result.king_dead"))
    return lines


def goal_progress(st, obs: dict) -> str:
    """The elves' goal and how far they are, in words."""
    g = st.scen["goal"]
    kind = g["kind"]
    if kind == "relics":
        alive = {e["seat"] for e in obs["elves"] if e["alive"]}
        held = sum(1 for tr in obs["treasures"] if tr["holder"] in alive)
        return t("orc_wars.goal.relics", n=held, of=g["count"])
    if kind == "boars":
        return t("orc_wars.goal.boars", n=sum(1 for h in obs["boars"] if h < 0), of=g["count"])
    if kind == "trophies":
        return t("orc_wars.goal.trophies", n=obs["trophies"], of=g["needed"][st.n_elves])
    if kind == "kill_king":
        return t("orc_wars.goal.king_alive") if obs["king"]["alive"] else t("orc_wars.goal.king_dead")
    pris = st.scen["prisoners"]["clan"]
    left = sum(1 for f in obs["figures"] if f["clan"] == pris)
    return t(
        "orc_wars.goal.prisoners",
        king=t("orc_wars.goal.alive") if obs["king"]["alive"] else t("orc_wars.goal.dead"),
        n=left,
    )


__all__ = [
    "Names",
    "card_name",
    "attr_name",
    "kind_word",
    "timing_word",
    "effect_text",
    "clan_name",
    "type_name",
    "role_name",
    "trick_name",
    "trick_text",
    "treasure_name",
    "treasure_text",
    "scenario_name",
    "ATTRS",
]
