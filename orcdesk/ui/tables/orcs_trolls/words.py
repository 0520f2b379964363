"""The Orcs & Trolls table in words: log lines, dice lines, prompts, combat bands and the end-of-game
explanation. No pygame: functions of the seats' names, the seat whose view is shown and the game."""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.cards import CARDS, TRAIT_NAMES
from orcdesk.games.orcs_trolls.engine import CONTEXT_NAMES, CONTEXT_PHASE
from orcdesk.ui.kit import theme
from orcdesk.ui.kit.seats import SeatNames
from orcdesk.ui.tables.orcs_trolls.art import card_name

C = CARDS


def event_colour(e: dict):
    """The log colour of an event (None: the table's default)."""
    if e["type"] in ("eliminated", "eaten"):
        return theme.DANGER
    if e["type"] in ("win", "killed_enemy", "round_limit"):
        return theme.BRASS
    return None


def round_phase(obs: dict, rolls: dict | None) -> str:
    """ "Round 3 · Phase F: …" for the move on screen (``obs``, and ``rolls``, the dice on show while a move
    still plays out: its trial, attack or escapes are the phase it was played in)."""
    phase = obs["phase"]
    if rolls and rolls.get("context") in CONTEXT_NAMES:
        phase = CONTEXT_PHASE[CONTEXT_NAMES.index(rolls["context"])] or phase
    return t("orcs_trolls.ui.round", n=obs["round"]) + " · " + t(f"orcs_trolls.phase.{phase}")


def band(diff: int) -> str:
    """The rulebook's band of a combat difference, in words ("0 to 2")."""
    if diff <= C.dies_at_most:
        return t("orcs_trolls.ui.band_at_most", n=C.dies_at_most)
    if diff <= C.loses_at_most:
        return t("orcs_trolls.ui.band_range", a=C.dies_at_most + 1, b=C.loses_at_most)
    if diff < C.kills_at_least:
        return t("orcs_trolls.ui.band_range", a=C.loses_at_most + 1, b=C.kills_at_least - 1)
    return t("orcs_trolls.ui.band_at_least", n=C.kills_at_least)


@dataclass(frozen=True)
class TrollsWords:
    names: SeatNames
    viewer: int
    rewording: bool = False  # the whole log is worded again: the dice lines come at once

    def _who(self, seat) -> str:
        return self.names.names[seat] if isinstance(seat, int) else "?"

    def describe(self, e: dict, landed: bool = False) -> str | None:
        """One log line; the lines of dice are written when the dice land (``landed``: motion.py), so the log
        never runs ahead of the table (nor of a Roll still to press), or at once when the log is re-worded."""
        k = e["type"]
        if k in ("dice", "attack_roll") and not (landed or self.rewording):
            return None
        who = self._who(e.get("seat"))
        card = e.get("card")
        cn = card_name(card) if isinstance(card, int) else ""
        if k == "draft":
            return t("orcs_trolls.log.draft", who=who, card=cn)
        if k == "first_player":
            return t("orcs_trolls.log.first_player", who=who)
        if k == "turn":  # the one human reads "your turn", not "turn of You"
            you = self.names.second_person(e["seat"])
            return t("orcs_trolls.log.turn_you" if you else "orcs_trolls.log.turn", who=who, round=e["round"])
        if k == "orc_enters":
            return t("orcs_trolls.log.orc_enters", who=who, card=cn)
        if k == "orc_drawn":
            return t("orcs_trolls.log.orc_drawn", who=who, card=cn)
        if k == "reshuffle":
            return t("orcs_trolls.log.reshuffle", n=e["count"])
        if k == "red":
            return t("orcs_trolls.log.red", who=who, card=cn, target=self._who(e["target"]))
        if k == "meal":
            return t("orcs_trolls.log.meal", who=who)
        if k == "green":
            return t("orcs_trolls.log.green", who=who, card=cn)
        if k == "cancelled":
            return t("orcs_trolls.log.cancelled", card=cn)
        if k == "scout":
            return t("orcs_trolls.log.scout", card=cn)
        if k == "unfrog":
            return t("orcs_trolls.log.unfrog", card=cn if cn else card_name(e["member"]))
        if k == "attack_roll":
            return t("orcs_trolls.log.attack_roll", who=who, sum=self.attack_sum(e), total=e["total"])
        if k == "dice":
            return self.dice_line(e)
        if k == "potion":
            return t("orcs_trolls.log.potion", who=who, card=card_name(e["member"]))
        if k == "eliminated":
            return t(
                "orcs_trolls.log.eliminated",
                card=cn,
                why=t(f"orcs_trolls.why_out.{e['why']}"),
                n=len(e.get("lost") or []),
            )
        if k == "grab":
            return t("orcs_trolls.log.grab", who=who, orc=card_name(e["member"]), card=cn)
        if k == "seduce":
            charisma = e["total"] - e["die"]  # the one bonus a seduction roll gets
            terms = f"{e['die']}" + (
                " + " + self._term(charisma, t("orcs_trolls.trait_short.charisma")) if charisma else ""
            )
            return t(
                "orcs_trolls.log.seduce",
                who=who,
                orc=card_name(e["member"]),
                card=cn,
                sum=terms,
                total=e["total"],
                outcome=t(f"orcs_trolls.outcome.{e['outcome']}"),
            )
        if k == "black":
            return t("orcs_trolls.log.black", who=who, card=cn, target=self._who(e["target"]))
        if k == "grey":
            return t("orcs_trolls.log.grey", who=who, card=cn)
        if k == "killed_enemy":
            return t("orcs_trolls.log.killed_enemy", who=who, card=cn, vp=C.vp[e["card"]])
        if k == "place":
            return t("orcs_trolls.log.place", orc=card_name(e["member"]), card=cn)
        if k == "give":
            return t("orcs_trolls.log.give", orc=card_name(e["member"]), card=cn, troll=card_name(e["troll"]))
        if k == "discard":
            return t("orcs_trolls.log.discard", who=who, card=cn)
        if k == "end_turn":
            return t(
                "orcs_trolls.log.end_turn_win" if e.get("pending_win") else "orcs_trolls.log.end_turn",
                who=who,
                vp=e["vp"],
            )
        if k in ("win", "round_limit"):
            names = ", ".join(self._who(s) for s in e.get("winners", []))
            return t(f"orcs_trolls.log.{k}", who=names or t("orcs_trolls.ui.nobody"))
        if k == "pass" and e.get("step") in ("red_card", "attack_offer"):
            return t(f"orcs_trolls.log.pass_{e['step']}", who=who)
        return None

    def dice_line(self, e: dict) -> str:
        return t(
            f"orcs_trolls.log.dice_{e['context']}",
            card=card_name(e["member"]),
            dice=" ".join(map(str, e["dice"])),
            sum=self.dice_sum(e),
            total=e["total"],
            need=e["need"],
            outcome=t(f"orcs_trolls.outcome.{e['outcome']}"),
        )

    # ------------------------------------------------------------------ the arithmetic of a roll, every term
    @staticmethod
    def _term(value: int, name: str) -> str:
        return t("orcs_trolls.ui.term", value=value, name=name)

    def dice_sum(self, e: dict) -> str:
        """The left side of a roll's sum, every term in words: "3+3 ×2 + 1 (strength) + 2 (Sword +2)" (the
        engine lists the terms in the event; "×2" is the foul feast, on the dice or on the whole sum)."""
        kept = "+".join(map(str, e["kept"]))
        names = []
        for kind, what, value in e.get("terms") or []:
            if kind == "trait":
                name = t(f"orcs_trolls.trait_short.{TRAIT_NAMES[what]}")
            elif kind == "pack":
                name = t("orcs_trolls.card.pack.name")
            else:
                name = card_name(what)
            names.append(self._term(value, name))
        double = e.get("double")
        if double == "dice":
            kept = t("orcs_trolls.ui.doubled", sum=kept)
        elif double == "total":
            return t("orcs_trolls.ui.doubled", sum=" + ".join([kept] + names))
        return " + ".join([kept] + names)

    def attack_sum(self, e: dict) -> str:
        """The attack die's sum: "4 + 3 (attack card) + 3 (bonuses)" (the attack card even at +0, no greys at 0)."""
        parts = [str(e["die"])]
        parts.append(self._term(e["card_bonus"], t("orcs_trolls.ui.term_card")))  # a +0 attack card too
        if e["grey_bonus"]:
            parts.append(self._term(e["grey_bonus"], t("orcs_trolls.ui.term_greys")))
        return " + ".join(parts)

    def turn_banner(self, e: dict) -> str:
        one = self.names.humans.count(True) == 1
        key = "orcs_trolls.ui.turn_banner_you" if one else "orcs_trolls.ui.turn_banner"
        return t(key, who=self.names.names[e["seat"]], round=e["round"])

    def prompt(self, obs: dict, selected, red: bool, may_pass: bool) -> str:
        """What the player does now (``red``: the selected card waits for a seat; ``may_pass``: pass is legal)."""
        step = obs.get("step")
        if selected is not None:
            if selected[0] == "treasure":
                return t("orcs_trolls.prompt.pick_troll")
            return t("orcs_trolls.prompt.pick_seat" if red else "orcs_trolls.prompt.pick_orc")
        if step == "potion":
            m = (obs.get("decision") or {}).get("member")
            return t("orcs_trolls.prompt.potion", card=card_name(m) if m is not None else "")
        if step == "discard" and not may_pass:
            return t("orcs_trolls.prompt.discard_must", n=C.hand_size)
        if step in ("attack_offer", "attack_bonus"):
            return t(f"orcs_trolls.prompt.{step}", who=self.names.names[obs["active"]])
        return t(f"orcs_trolls.prompt.{step}")

    def context_title(self, ctx: dict) -> str:
        who = self.names.names[ctx["seat"]]
        if ctx["kind"] == "combat":
            attacker = self.names.names[ctx["attacker"]] if ctx.get("attacker") is not None else "?"
            return t("orcs_trolls.ui.ctx_combat", attacker=attacker, who=who)
        if ctx["kind"] == "meal":
            return t("orcs_trolls.log.meal", who=who)
        if ctx["kind"] == "trial":
            return t("orcs_trolls.ui.ctx_trial", who=who)
        if ctx["kind"] == "seduce":
            return t("orcs_trolls.ui.ctx_seduce", who=who)
        return t("orcs_trolls.ui.ctx_escape", who=who)

    def vp_words(self, obs: dict, seat: int) -> str:
        v = obs["vp"][seat]
        text = t(
            "orcs_trolls.ui.vp_breakdown",
            members=v["members"],
            treasures=v["treasures"],
            killed=v["killed"],
            total=v["total"],
        )
        return text + (" " + t("orcs_trolls.ui.pending_win") if obs["pending_win"][seat] else "")

    def deck_words(self, obs: dict, seat: int) -> str:
        """The orcs still to come (the drafted orcs are public) and the enemies killed."""
        left, killed = obs["orc_decks"][seat]["orcs"], obs["killed"][seat]
        text = t("orcs_trolls.ui.deck_tip", n=len(left), names=", ".join(card_name(c) for c in left) or "—")
        if killed:
            text += " " + t("orcs_trolls.ui.kills_tip", names=", ".join(card_name(c) for c in killed))
        return text

    def result_lines(self, obs: dict, winners: list) -> list[str]:
        lines, won = [], set(winners)
        for s in sorted(range(obs["players"]), key=lambda s: (s not in won, -obs["vp"][s]["total"])):
            key = "orcs_trolls.result.total_winner" if s in won else "orcs_trolls.result.total"
            v = obs["vp"][s]
            lines.append("!" + t(key, who=self.names.names[s], n=v["total"]))
            vp = t(
                "orcs_trolls.ui.vp_breakdown",
                members=v["members"],
                treasures=v["treasures"],
                killed=v["killed"],
                total=v["total"],
            )
            lines += [vp, ""]
        return lines
