"""Words of the De l'orc pour les braves table, as functions: the prompt, army sums, log lines for every event,
the battle notes of the round, the ready panel's summary. A seat is named by a ``name(seat)`` function (the
table's :class:`~orcdesk.ui.tables.braves.view.Names`).
"""

from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_BACK, MERC_TYPES, N_PEOPLES, card_set
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.pacing import GateRow, GateView, round_summary

CS = card_set()
MERC0 = CS.merc_base


def prompt(view) -> str:
    """What the human who may act should do now (empty when nobody may)."""
    seat, obs, selected = view.actor, view.obs, view.selected
    if seat is None:
        return ""
    ph = obs["phase"]
    if view.in_deal:
        if selected and selected[0] in range(view.n):
            return t(f"braves.prompt.pile_for_{selected[1]}")
        if ph == "place_shields":
            return t("braves.prompt.place", n=obs["shields"][seat])
        return t("braves.prompt.deal_hotseat" if view.strip else "braves.prompt.deal")
    if ph == "champion":
        return t("braves.prompt.champion")
    if ph == "spy":
        n = obs["spy"]["next"] or 0
        if selected and selected[0] == "spy":
            return t("braves.prompt.spy_ask", n=n, who=view.names.full[selected[1]])
        return t("braves.prompt.spy", n=n)
    if ph == "choose_people":
        return t("braves.prompt.people", n=obs["battle"]["number"] + 1)
    if ph == "mercenaries":
        people = obs["battle"]["people"]
        return t("braves.prompt.merc", n=obs["battle"]["number"], people=art.people_name(people) if people else "")
    if ph == "commando":
        if selected and selected[0] == "commando":
            return t("braves.prompt.commando_back", who=view.names.full[selected[1]])
        return t("braves.prompt.commando")
    if ph == "flying_machine":
        return t("braves.prompt.fly")
    return t("app.table.your_turn")


def army_expr(cards: list, detail: dict | None, flying: list | None = None) -> str:
    """An army's strength in numbers: "2×(6+3+2) + troll 4 = 26"."""
    if not cards and not flying:
        return "0"
    if detail and detail.get("two_chiefs"):
        return t("braves.expr.two_chiefs", total=detail.get("total", 0))
    vals = sorted((CS.value[c] for c in cards if CS.back[c] < N_PEOPLES), reverse=True)
    parts = []
    if vals:
        inner = "+".join(str(v) for v in vals)
        if detail and detail.get("doubled"):
            parts.append(f"2×({inner})")
        else:
            parts.append(inner)
    mercs = [c for c in cards if CS.back[c] == MERC_BACK]
    served = any(MERC_TYPES[CS.type[c] - MERC0] == "goblin" for c in mercs)
    for c in sorted(mercs, key=lambda c: -CS.value[c]):
        merc = MERC_TYPES[CS.type[c] - MERC0]
        v = CS.value[c] if (merc != "war_machine" or served) else 0
        parts.append(f"{t('braves.merc_short.' + merc)} {v}")
    if flying:
        g = len(flying) - 1
        fv = (4 + g) if g else 0
        parts.append(f"{t('braves.merc_short.flying_machine')} {fv}")
    total = detail["total"] if detail else None
    text = " + ".join(parts) if parts else "0"
    return f"{text} = {total}" if total is not None else text


def describe_event(e: dict, name) -> str | None:
    """One log line for an event (``name``: a seat's name in the log), or None."""
    k = e["type"]
    who = name(e.get("seat"))
    if k == "round_start":
        return t("braves.log.round_start", round=e["round"], who=name(e["wizard"]), piles=e["piles"])
    if k == "recruitment_starts":
        return t("braves.log.recruitment_starts", n=e["after"])
    if k == "desert":
        return t("braves.log.desert", who=who, pile=e["pile"] + 1)
    if k == "shield":
        return t("braves.log.shield_forced" if e.get("forced") else "braves.log.shield", who=who, pile=e["pile"] + 1)
    if k == "deal_over":
        lost = [(s, x) for s, x in enumerate(e["lost_desertions"]) if x]
        if not lost:
            return t("braves.log.deal_over")
        names = ", ".join(f"{name(s)} ({x})" for s, x in lost)
        return t("braves.log.deal_over_lost", names=names)
    if k == "champion":
        return t("braves.log.champion", who=who, champion=name(e["champion"]))
    if k == "pile":
        if e["owner"] is None:
            return t("braves.log.pile_discarded", pile=e["pile"] + 1, n=len(e["kept"]) + len(e["cancelled"]))
        taken = dict(who=name(e["owner"]), n=len(e["kept"]), cancelled=len(e["cancelled"]))
        return t("braves.log.pile_taken", pile=e["pile"] + 1, **taken)
    if k == "spy":
        ask = art.type_name(e["ask"])
        if e["card"] is None:
            return t("braves.log.spy_none", n=e["number"], who=who, target=name(e["target"]), ask=ask)
        return t("braves.log.spy_given", n=e["number"], who=who, target=name(e["target"]), ask=ask)
    if k == "spy_pass":
        return t("braves.log.spy_pass", n=e["number"], who=who)
    if k == "giants":
        return t("braves.log.giants", who=who, n=len(e["cards"]))
    if k == "battle":
        pts = CS.battle_points[e["number"] - 1]
        return t("braves.log.battle", number=e["number"], people=art.people_name(e["people"]), n=pts)
    if k == "merc":
        return t("braves.log.merc", who=who, n=e["count"])
    if k == "commando":
        return t("braves.log.commando", who=who, target=name(e["target"]), card=art.card_name(e["card"]))
    if k == "merc_done":
        if not e["count"]:
            return t("braves.log.merc_none", who=who)
        return t("braves.log.merc_done", who=who, n=e["count"])
    if k == "commando_pass":
        return t("braves.log.commando_pass", who=who)
    if k == "reveal":
        parts = [f"{name(s)} {army_expr(a['cards'], a['detail'])}" for s, a in enumerate(e["armies"]) if a]
        return t("braves.log.reveal", people=art.people_name(e["people"]), armies=" · ".join(parts))
    if k == "fly":
        return t("braves.log.fly", who=who, n=e["goblins"], before=e["before"], after=e["after"])
    if k == "fly_pass":
        return None
    if k == "battle_result":
        return battle_line(e, name)
    if k == "round_end":
        scores = ", ".join(f"{name(s)} {x}" for s, x in enumerate(e["scores"]))
        return t("braves.log.round_end", round=e["round"], scores=scores)
    if k == "game_over":
        if not e["winners"]:
            return t("braves.log.game_over_shared")
        names = ", ".join(name(s) for s in e["winners"])
        return t(
            "braves.log.game_over_tie" if e["tie_break"] else "braves.log.game_over", who=names, n=max(e["scores"])
        )
    return None


def battle_line(e: dict, name, where: str = "log") -> str:
    """A battle's result in one line: the log's, or the result screen's shorter note ("2 · Orcs: Grum 22 (+1)")."""
    none, won, wizard = {"log": ("no_winner", "won", "wizard_scores"), "result": ("battle_none", "battle", "wizard")}[
        where
    ]
    people = art.people_name(e["people"])
    if not e["winners"]:
        return t(f"braves.{where}.{none}", number=e["number"], people=people)
    names = ", ".join(name(s) for s in e["winners"])
    strength = e["strengths"][e["winners"][0]]
    line = t(f"braves.{where}.{won}", number=e["number"], people=people, who=names, strength=strength, n=e["points"])
    if e["wizard_scored"]:
        w = next(s for s, x in enumerate(e["strengths"]) if x is None)
        line += " " + t(f"braves.{where}.{wizard}", who=name(w), n=e["points"])
    return line


# ------------------------------------------------------------------ the ready panel (pacing.py)
def gate_view(obs: dict, names, battles_before: tuple, gate, first_after: float | None) -> GateView:
    """The panel before a deal: the last round's summary (each seat's points and why), what comes next, and
    the countdown once Ready is pressed (``gate``: the ReadyGate; ``first_after``: the deal's first delay)."""
    finished, battles = battles_before
    rows = []
    if finished and battles is not None:
        for row in round_summary(battles, obs["scores"], obs["players"]):
            rows.append(
                GateRow(
                    art.seat_colour(row.seat),
                    names.short[row.seat],
                    f"+{row.gained}",
                    t("braves.gate.total", n=row.total),
                    why(row.reasons, names.who),
                )
            )
    wizard = names.who(obs["wizard"])
    if gate.resume:
        title = t("braves.gate.resume_title", round=obs["round"])
        lines = [t("braves.gate.resume", n=obs["deal"]["dealt"], total=obs["deal"]["total"])]
    elif finished:
        title = t("braves.gate.summary_title", round=finished)
        lines = [t("braves.gate.next", round=obs["round"], who=wizard)]
    else:
        title = t("braves.gate.first_title", round=obs["round"], who=wizard)
        lines = [t("braves.gate.first", seconds=f"{first_after or 1:g}")]
    if gate.left is None and not gate.resume:  # (the status line says it too)
        lines.append(t("braves.gate.press"))
    return GateView(title, rows, lines, gate.number())


def why(reasons: list, name) -> str:
    """Why a seat scored this round: its battles won, and the wizard's through his champion."""
    won = [
        t("braves.gate.won_item", number=number, people=art.people_name(people), strength=value)
        for kind, number, people, value, _ in reasons
        if kind == "won"
    ]
    through = [(number, value) for kind, number, _, value, _ in reasons if kind == "champion"]
    parts = []
    if won:
        parts.append(t("braves.gate.won", battles=", ".join(won), n=len(won)))
    if through:
        parts.append(
            t(
                "braves.gate.champion",
                who=name(through[0][1]),
                battles=", ".join(str(number) for number, _ in through),
                n=len(through),
            )
        )
    return " · ".join(parts) or t("braves.gate.no_battle")
