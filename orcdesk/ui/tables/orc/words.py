"""The Orc table in words: log lines, prompts, refusal reasons, a won tribe's battle and the end-of-game
explanation. Pure functions of the seats' names and the game (no pygame)."""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.core.contract import Reason
from orcdesk.core.i18n import sentence, t, word
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit.seats import SeatNames
from orcdesk.ui.kit.theme import colour_name

END_NAMES = ("one", "two")  # end 0 = the 1-orc end, end 1 = the 2-orc end


# Every colour named in words goes through theme.colour_name: in the colour-blind palette a "red" tribe is drawn
# orange and a "purple" one pink, and the prompts, log, tooltips and results say so.
def tribe_words(colour: str) -> str:
    return t(f"orc.tribe.{colour_name(colour)}")


def orcs_words(colour: str, n: int) -> str:
    name = colour_name(colour)
    return t("orc.ui.n_orcs", n=n, orcs=t(f"orc.orc.{name}") if n == 1 else t(f"orc.orcs.{name}"))


def end_words(cid: int, end: int) -> str:
    """The orcs on one end of a card ("2 red orcs")."""
    return orcs_words(E.card_info(cid)[END_NAMES[end]], end + 1)


def card_words(cid: int) -> str:
    info = E.card_info(cid)
    return t("orc.ui.card", **{end: t(f"orc.colour.{colour_name(info[end])}") for end in END_NAMES})


def reason_text(reason, seat_name) -> str:
    """The engine's refusal in the player's words, its colours named as the palette draws them."""
    if reason is None:
        return ""
    fields = {name: _recoloured(value) for name, value in reason.fields.items()}
    return word(Reason(reason.key, fields), seat_name)


def _recoloured(value):
    if isinstance(value, str) and value.startswith(("orc.tribe.", "orc.orcs.")):
        area, _, colour = value.rpartition(".")
        return f"{area}.{colour_name(colour)}"
    return value


def prompt(phase: str, draws_left: int, selected: int | None, up_end: int, keys: bool) -> str:
    """What the player does now; after a key press the prompt names the keys."""
    if phase == "start":
        return t("orc.prompt.start_keys") if keys else t("orc.prompt.start")
    if phase == "box":
        return t("orc.prompt.box_keys") if keys else t("orc.prompt.box")
    if phase == "draw":
        return t("orc.prompt.draw_keys", n=draws_left) if keys else t("orc.prompt.draw", n=draws_left)
    if selected is None:
        return t("orc.prompt.select_keys") if keys else t("orc.prompt.select")
    orcs = end_words(selected, up_end)
    return t("orc.prompt.target_keys", orcs=orcs) if keys else t("orc.prompt.target", orcs=orcs)


@dataclass(frozen=True)
class OrcWords:
    """Lines about the game as seen by ``me``: ``colours`` are the tribes' colours by border position."""

    names: SeatNames
    me: int
    colours: tuple[str, ...]

    def tribe_at(self, pos: int) -> str:
        return tribe_words(self.colours[pos])

    def say(self, key: str, seat: int | None, **fields) -> str:
        """A log line; the single human gets the second-person wording (``<key>_you``)."""
        if self.names.second_person(seat):
            return t(f"orc.log.{key}_you", **fields)
        return t(f"orc.log.{key}", who=self.names.names[seat] if seat is not None else "", **fields)

    def describe(self, e: dict) -> str | None:
        kind, seat = e["type"], e.get("seat")
        if kind == "box":
            return self.say("box", seat, side=t(f"orc.ui.side_{e['side']}"))
        if kind == "start_choice":
            return self.say("start_" + e["choice"], seat)
        if kind == "play":
            return self.say("play", seat, tribe=self.tribe_at(e["tribe"]), orcs=orcs_words(e["colour"], e["orcs"]))
        if kind == "discard":
            return self.say("discard", seat, card=card_words(e["card"]))
        if kind == "draw":
            return self.say("draw", seat, tribe=self.tribe_at(e["pile"]), left=e["left"])
        if kind == "draw_lost":
            return self.say("draw_lost", seat)
        if kind == "battle":
            return self.battle(e)
        if kind == "game_over":
            return t("orc.log.game_over", me=e["scores"][self.me], opp=e["scores"][1 - self.me])
        return None

    def battle(self, e: dict) -> str:
        fields = {"tribe": tribe_words(e["colour"]), "a": e["orcs"][self.me], "b": e["orcs"][1 - self.me]}
        if e["frozen"]:
            line = t("orc.log.battle_frozen", neighbour=self.tribe_at(e["frozen_on"]), **fields)
        elif e["tie"]:
            line = self.say("battle_tie", e["winner"], neighbour=self.tribe_at(e["decided_by"]), **fields)
        else:
            line = self.say("battle_win", e["winner"], **fields)
        for c in e.get("cascade", []):
            line += " " + self.say("cascade", c["winner"], tribe=tribe_words(c["colour"]))
        return line

    def past_battle(self, played: list, pos: int) -> dict | None:
        """The battle that decided the won tribe at ``pos``, read from the moves ``played`` (a battle clears the
        armies from the table): ``armies`` per seat as (card id, orcs of the end that counted) in play order,
        ``orcs`` per seat, ``winner``, and ``verdict`` in words. None while the tribe is not won, or when the
        game was typed in without its moves."""
        armies: list[list[tuple[int, int]]] = [[], []]
        fight = cascade = None
        for e in (e for move in played for e in move.events):
            if e["type"] == "play" and e["tribe"] == pos:
                armies[e["seat"]].append((e["card"], e["orcs"]))
            elif e["type"] == "battle":
                fight = e if e["tribe"] == pos else fight
                cascade = next((c for c in e.get("cascade", []) if c["tribe"] == pos), cascade)
        if fight is None or (fight["frozen"] and cascade is None):
            return None
        winner = cascade["winner"] if fight["frozen"] and cascade is not None else fight["winner"]
        you, who = self.names.second_person(winner), self.names.names[winner]
        if fight["frozen"]:  # frozen by a tie, then taken along by the winner of the tribe toward the box
            nb = self.tribe_at(fight["frozen_on"])
            verdict = (
                t("orc.ui.past_cascade_you", neighbour=nb) if you else t("orc.ui.past_cascade", who=who, neighbour=nb)
            )
        elif fight["tie"]:  # a tie settled by the neighbour toward the box
            nb = self.tribe_at(fight["decided_by"])
            verdict = t("orc.ui.past_tie_you", neighbour=nb) if you else t("orc.ui.past_tie", who=who, neighbour=nb)
        else:
            verdict = t("orc.ui.past_win_you") if you else t("orc.ui.past_win", who=who)
        tribe = tribe_words(fight["colour"])
        return {
            "pos": pos,
            "tribe": tribe,
            "armies": armies,
            "orcs": list(fight["orcs"]),
            "winner": winner,
            "verdict": verdict,
        }

    def result_lines(self, obs: dict) -> list[str]:
        """The end of the game explained, from the observation of the finished game (every hand shown)."""
        lines: list[str] = []
        for seat in (self.me, 1 - self.me):
            rows = obs["score_breakdown"][seat]
            total = sum(r["total"] for r in rows)
            lines += [""] if lines else []
            lines.append("!" + t("orc.result.seat_total", who=self.names.names[seat], total=total))
            if not rows:
                lines.append(t("orc.result.no_tribe"))
            for r in rows:
                name = tribe_words(r["tribe"])
                name = sentence(name)
                if r["hand"]:
                    lines.append(
                        t("orc.result.row_hand", tribe=name, value=r["value"], hand=r["hand"], total=r["total"])
                    )
                else:
                    lines.append(t("orc.result.row", tribe=name, value=r["value"]))
        if obs["result"] is not None and obs["result"]["tiebreak"]:
            head = next(tribe for tribe in obs["tribes"] if tribe["rank"] == 0)
            lines.append("!" + t("orc.result.tiebreak", tribe=tribe_words(head["colour"])))
        return lines
