"""The Orlog table in words: log lines, favor lines, die tooltips, prompts and the end-of-game explanation."""

from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.ui.kit import theme
from orcdesk.ui.tables.orlog.art import FACES, god_info, god_name
from orcdesk.ui.tables.orlog.model import DieVis

HUMAN = "human"


class OrlogWords:
    """The Orlog table's words (a part of :class:`OrlogTable`)."""

    def log_name(self, seat: int) -> str:
        """Short name for log lines and labels."""
        if self.seats.count(HUMAN) == 1:
            return t("orlog.ui.you") if seat == self.viewer else self.short_name(seat)
        return self.seat_name(seat)

    # ------------------------------------------------------------------ the log
    def describe_event(self, e: dict) -> str | None:
        kind = e.get("type")
        who = self.log_name(e["seat"]) if isinstance(e.get("seat"), int) else ""
        target = self.log_name(e["target"]) if isinstance(e.get("target"), int) else ""
        key = f"orlog.event.{kind}"
        if kind == "god_pick":
            return t(key, who=who, god=god_name(e["god"])) if e.get("god") else None
        if kind == "gods_revealed":
            return t(key)
        if kind == "coin_toss":
            return t(key, who=self.log_name(e["holder"]))
        if kind == "round_start":
            return t(key, n=e["round"])
        if kind == "roll":
            return t(key, who=who, faces=", ".join(t(f"orlog.face.{f}") for f in e["faces"]))
        if kind == "keep":
            return None if e.get("auto") or not e["dice"] else t(key, who=who, n=len(e["dice"]))
        if kind == "favor_chosen":
            return t(key, who=who)
        if kind == "favor_revealed":
            return "  ".join(self._favor_lines(e))
        if kind == "tokens":
            if not e["amount"]:
                return None
            if e["amount"] < 0:  # a Thrymr victim still pays for the favor it loses
                key = "orlog.event.tokens_lost"
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
            return t(
                key,
                who=who,
                attack=e["attack"],
                kind=t(f"orlog.faces.{face}", n=e["attack"]),
                blocks=t("orlog.event.blocks", n=e["block"]),
                damage=t("orlog.event.damage_count", n=e["damage"]),
            )
        if kind in ("damage", "heal"):
            return t(key, who=who, n=e["amount"], source=t(f"orlog.reason.{e['source']}"), hp=e["health"])
        if kind == "steal":
            return t(key, who=who, n=e["amount"], target=target) if e["amount"] else None
        if kind == "round_end":
            return t(key, who=self.log_name(e["coin"]))
        if kind == "game_over":
            w = e.get("winner")
            if w is not None and self.seats.count(HUMAN) == 1 and w == self.viewer:
                return t("orlog.event.game_over_you")  # "You win", not "You wins"
            return t(key, who=self.log_name(w)) if w is not None else t("orlog.event.draw")
        return None

    def event_color(self, e: dict):
        kind = e.get("type")
        if kind in ("damage", "favor_fizzled", "destroy", "sacrifice"):
            return (250, 170, 150)
        if kind in ("heal", "tokens"):
            return (180, 230, 170)
        if kind in ("round_start", "game_over", "favor_revealed", "favor_used"):
            return theme.BRASS
        return super().event_color(e)

    def _favor_lines(self, e: dict) -> list[str]:
        lines = []
        for s, fav in enumerate(e["favors"]):
            if fav:
                lines.append(t("orlog.event.favor_revealed", who=self.log_name(s), god=god_name(fav[0]), tier=fav[1]))
            else:
                lines.append(t("orlog.event.favor_none", who=self.log_name(s)))
        return lines

    def _die_words(self, d: DieVis) -> str:
        """A die's tooltip: its face and what it does, gilded or not, kept or not (or banned)."""
        if not d.face:
            return ""
        what = {
            "axe": t("orlog.tip.axe"),
            "arrow": t("orlog.tip.arrow"),
            "helmet": t("orlog.tip.helmet"),
            "shield": t("orlog.tip.shield"),
            "hand": t("orlog.tip.hand"),
        }[d.face]
        lines = [what]
        if d.gilded:
            lines.append(t("orlog.tip.gilded"))
        if d.banned:
            lines.append(t("orlog.tip.banned"))
        elif d.kept:
            lines.append(t("orlog.tip.kept"))
        elif d.seat == self.viewer and d.index in self.selected:
            lines.append(t("orlog.tip.picked"))
        else:
            lines.append(t("orlog.tip.loose"))
        return "\n".join(lines)

    def forecast_lines(self) -> list[str]:
        """The favor chooser's note: the tokens the favor will find when it resolves, and where they come from.
        Gods that resolve before combat and after the steals may find different piles: both are said."""
        forecasts = self.favor_forecasts()
        pre = next((f for g, f in forecasts.items() if self.state.priority(g) <= 5), None)
        post = next((f for g, f in forecasts.items() if self.state.priority(g) > 5), None)
        shown = post or pre
        if shown is None:
            return []
        if pre is not None and post is not None and pre.total != post.total:
            head = t("orlog.ui.affordable_split", pre=pre.total, post=post.total)
        else:
            head = t("orlog.ui.affordable", n=shown.total)
        parts = [t("orlog.ui.tokens_now", n=shown.have)]
        if shown.gilded:
            parts.append(t("orlog.ui.tokens_gilded", n=shown.gilded))
        if shown.stolen:
            parts.append(t("orlog.ui.tokens_stolen", n=shown.stolen))
        if shown.lost:
            parts.append(t("orlog.ui.tokens_lost", n=shown.lost))
        return [head, " ".join(parts)]

    # ------------------------------------------------------------------ prompt and result
    def prompt(self) -> str:
        mode = self.mode()
        if mode == "draft":
            return t("orlog.ui.draft_hint", n=3 - len(self.view["players"][self.viewer]["picked"]))
        if mode == "keep":
            return t("orlog.ui.keep_hint")
        if mode == "favor":
            return t("orlog.ui.favor_hint")
        if mode in ("frigg", "loki", "sacrifice", "freyr"):
            pending = self.state.observation(self.viewer)["pending"] or {}
            if mode == "sacrifice":
                return t("orlog.prompt.sacrifice", god=god_name(pending.get("god") or "odin"))
            if mode == "freyr":
                tier = pending.get("tier") or 1
                return t("orlog.prompt.freyr", n=god_info("freyr")["tiers"][tier - 1][1])
            return t(f"orlog.prompt.{mode}", n=pending.get("count", 0))
        return super().prompt()

    def result_title(self) -> str:
        won = self.state.winners()
        if self.seats.count(HUMAN) == 1 and won:
            if won[0] == self.viewer:
                return t("orlog.result.win")
            return t("orlog.result.loss_by", who=self.log_name(won[0]))
        return super().result_title()

    def result_lines(self) -> list[str]:
        obs = self.state.observation(self.viewer)
        lines = []
        for seat in (self.viewer, self.rival):
            p = obs["players"][seat]
            lines.append("!" + t("orlog.result.health_left", who=self.log_name(seat), n=max(0, p["health"])))
            gods = ", ".join(god_name(g) for g in (p["gods"] or []))
            lines.append(gods)
            lines.append("")
        lines.append(t("orlog.ui.round", n=obs["round"]))
        return lines
