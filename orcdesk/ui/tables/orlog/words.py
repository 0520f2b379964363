"""The Orlog table in words: log lines, favor lines, die tooltips, prompts and the end-of-game explanation.
No pygame: functions of the seats' names, the seat whose view is shown and the game."""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.core.i18n import t
from orcdesk.ui.kit.seats import SeatNames
from orcdesk.ui.tables.orlog.art import FACES, god_info, god_name

HUMAN = "human"
LOSS = (250, 170, 150)  # damage, tokens lost, a favor fizzled
GAIN = (180, 230, 170)


def die_words(d, picked: bool) -> str:
    """A die's tooltip: its face and what it does, gilded or not, kept, picked to keep, loose or banned."""
    if not d.face:
        return ""
    faces = {"axe": t("orlog.tip.axe"), "arrow": t("orlog.tip.arrow"), "helmet": t("orlog.tip.helmet"),
             "shield": t("orlog.tip.shield"), "hand": t("orlog.tip.hand")}  # fmt: skip
    lines = [faces[d.face]] + ([t("orlog.tip.gilded")] if d.gilded else [])
    if d.banned:
        return "\n".join(lines + [t("orlog.tip.banned")])
    return "\n".join(
        lines + [t("orlog.tip.kept") if d.kept else t("orlog.tip.picked") if picked else t("orlog.tip.loose")]
    )


def forecast_lines(forecasts: dict, priority) -> list[str]:
    """The favor chooser's note: the tokens the favor will find when it resolves, and where they come from.
    Gods that resolve before combat and after the steals (``priority(god)`` > 5) may find different piles: both
    are said."""
    pre = next((f for g, f in forecasts.items() if priority(g) <= 5), None)
    post = next((f for g, f in forecasts.items() if priority(g) > 5), None)
    shown = post or pre
    if shown is None:
        return []
    if pre is not None and post is not None and pre.total != post.total:
        head = t("orlog.ui.affordable_split", pre=pre.total, post=post.total)
    else:
        head = t("orlog.ui.affordable", n=shown.total)
    parts = [t("orlog.ui.tokens_now", n=shown.have)]
    parts += [t("orlog.ui.tokens_gilded", n=shown.gilded)] if shown.gilded else []
    parts += [t("orlog.ui.tokens_stolen", n=shown.stolen)] if shown.stolen else []
    parts += [t("orlog.ui.tokens_lost", n=shown.lost)] if shown.lost else []
    return [head, " ".join(parts)]


def prompt(mode: str, to_pick: int, pending: dict | None) -> str:
    """What the player does now (``mode``: table.asked(); ``to_pick``: gods still to draft)."""
    pending = pending or {}
    if mode == "draft":
        return t("orlog.ui.draft_hint", n=to_pick)
    if mode == "keep":
        return t("orlog.ui.keep_hint")
    if mode == "favor":
        return t("orlog.ui.favor_hint")
    if mode == "sacrifice":
        return t("orlog.prompt.sacrifice", god=god_name(pending.get("god") or "odin"))
    if mode == "freyr":
        return t("orlog.prompt.freyr", n=god_info("freyr")["tiers"][(pending.get("tier") or 1) - 1][1])
    return t(f"orlog.prompt.{mode}", n=pending.get("count", 0))


@dataclass(frozen=True)
class OrlogWords:
    names: SeatNames
    viewer: int

    def log_name(self, seat: int) -> str:
        """Short name for log lines and labels ("You" for the single human's own seat)."""
        if self.names.humans.count(True) == 1:
            return t("orlog.ui.you") if seat == self.viewer else self.names.short[seat]
        return self.names.names[seat]

    def describe(self, e: dict) -> str | None:
        kind = e.get("type")
        who = self.log_name(e["seat"]) if isinstance(e.get("seat"), int) else ""
        target = self.log_name(e["target"]) if isinstance(e.get("target"), int) else ""
        key = f"orlog.event.{kind}"
        if kind == "god_pick":
            return t(key, who=who, god=god_name(e["god"])) if e.get("god") else None
        if kind == "gods_revealed":
            return t(key)
        if kind in ("coin_toss", "round_end"):
            return t(key, who=self.log_name(e["holder" if kind == "coin_toss" else "coin"]))
        if kind == "round_start":
            return t(key, n=e["round"])
        if kind == "roll":
            return t(key, who=who, faces=", ".join(t(f"orlog.face.{f}") for f in e["faces"]))
        if kind == "keep":
            return None if e.get("auto") or not e["dice"] else t(key, who=who, n=len(e["dice"]))
        if kind == "favor_chosen":
            return t(key, who=who)
        if kind == "favor_revealed":
            return "  ".join(self.favor_lines(e))
        if kind == "tokens":
            if not e["amount"]:
                return None
            key += "_lost" if e["amount"] < 0 else ""  # a Thrymr victim still pays for the favor it loses
            return t(key, who=who, n=abs(e["amount"]), reason=t(f"orlog.reason.{e['reason']}"))
        if kind == "favor_used":
            return t(key, who=who, god=god_name(e["god"]), tier=e["tier"], cost=e["cost"])
        if kind == "favor_fizzled":
            return t(key, who=who, god=god_name(e["god"]), reason=t(f"orlog.reason.{e['reason']}"))
        if kind == "no_effect":
            return t(key, who=who, god=god_name(e["god"]))
        if kind == "thrymr":
            return t(key, target=target, a=e["from_tier"], b=e["to_tier"])
        if kind in ("reroll", "ban", "extra_dice"):
            return t(key, who=who, n=len(e["dice"]), target=target)
        if kind in ("destroy", "sacrifice"):
            return t(key, who=who, n=e["amount"], target=target)
        if kind == "bonus":
            amount = e["amount"][-1] if isinstance(e["amount"], (list, tuple)) else e["amount"]  # Freyr: [face, n]
            face = t(f"orlog.faces.{e['face']}", n=amount) if e.get("face") in FACES else ""
            # Vidar's line is about the player who loses helmets (the event's target), not the one invoking it
            text = t(key, god=t(f"orlog.god.{e['god']}.short"), who=target or who, n=f"{amount:+g}", face=face)
            return " ".join(text.split())
        if kind == "attack":
            if e["attack"] <= 0:
                return None
            face = "axe" if e["kind"] == "melee" else "arrow"  # counted: "1 axe vs 2 blocks"
            blocks, damage = t("orlog.event.blocks", n=e["block"]), t("orlog.event.damage_count", n=e["damage"])
            kind_words = t(f"orlog.faces.{face}", n=e["attack"])
            return t(key, who=who, attack=e["attack"], kind=kind_words, blocks=blocks, damage=damage)
        if kind in ("damage", "heal"):
            return t(key, who=who, n=e["amount"], source=t(f"orlog.reason.{e['source']}"), hp=e["health"])
        if kind == "steal":
            return t(key, who=who, n=e["amount"], target=target) if e["amount"] else None
        if kind == "game_over":
            w = e.get("winner")
            if w is not None and self.names.humans.count(True) == 1 and w == self.viewer:
                return t("orlog.event.game_over_you")  # "You win", not "You wins"
            return t(key, who=self.log_name(w)) if w is not None else t("orlog.event.draw")
        return None

    def favor_lines(self, e: dict) -> list[str]:
        return [
            t("orlog.event.favor_revealed", who=self.log_name(s), god=god_name(fav[0]), tier=fav[1])
            if fav
            else t("orlog.event.favor_none", who=self.log_name(s))
            for s, fav in enumerate(e["favors"])
        ]

    def result_title(self, winners: list) -> str | None:
        if self.names.humans.count(True) == 1 and winners:
            return (
                t("orlog.result.win")
                if winners[0] == self.viewer
                else t("orlog.result.loss_by", who=self.log_name(winners[0]))
            )
        return None

    def result_lines(self, obs: dict) -> list[str]:
        lines = []
        for seat in (self.viewer, 1 - self.viewer):
            p = obs["players"][seat]
            lines.append("!" + t("orlog.result.health_left", who=self.log_name(seat), n=max(0, p["health"])))
            lines += [", ".join(god_name(g) for g in (p["gods"] or [])), ""]
        return lines + [t("orlog.ui.round", n=obs["round"])]
