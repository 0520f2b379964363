"""The Orc table in words: log lines, prompts, refusal reasons and the end-of-game explanation."""

from __future__ import annotations

from orcdesk.core.contract import Reason
from orcdesk.core.i18n import t, word
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import theme
from orcdesk.ui.tables.orc.art import END_NAMES


class OrcWords:
    """The Orc table's words (a part of :class:`OrcTable`)."""

    # Every colour named in words goes through theme.colour_name: in the colour-blind palette a "red" tribe is
    # drawn orange and a "purple" one pink, and the prompts, log, tooltips and results say so.
    def tribe_words(self, colour: str) -> str:
        return t(f"orc.tribe.{theme.colour_name(colour)}")

    def say(self, key: str, seat: int | None, **fields) -> str:
        """A log line; the single human gets the second-person wording (``<key>_you``)."""
        if seat is not None and self.is_human(seat) and self.seats.count("human") == 1:
            return t(f"orc.log.{key}_you", **fields)
        return t(f"orc.log.{key}", who=self.seat_name(seat) if seat is not None else "", **fields)

    def orcs_words(self, colour: str, n: int) -> str:
        name = theme.colour_name(colour)
        return t("orc.ui.n_orcs", n=n, orcs=t(f"orc.orc.{name}") if n == 1 else t(f"orc.orcs.{name}"))

    def card_words(self, cid: int) -> str:
        info = E.card_info(cid)
        return t(
            "orc.ui.card",
            one=t(f"orc.colour.{theme.colour_name(info['one'])}"),
            two=t(f"orc.colour.{theme.colour_name(info['two'])}"),
        )

    def obs_colour(self, pos: int) -> str:
        return E.COLOURS[self.state.colour[pos]]

    def reason_text(self, reason) -> str:
        """The engine's refusal in the player's words, its colours named as the palette draws them."""
        if reason is None:
            return ""
        fields = {name: self._recoloured(value) for name, value in reason.fields.items()}
        return word(Reason(reason.key, fields), self.seat_name)

    @staticmethod
    def _recoloured(value):
        if isinstance(value, str) and value.startswith(("orc.tribe.", "orc.orcs.")):
            area, _, colour = value.rpartition(".")
            return f"{area}.{theme.colour_name(colour)}"
        return value

    PROMPT_NAMES_KEYS = True  # prompt() names the keys after a key press (TableScene.prompt_in_use)

    def prompt(self) -> str:
        st = self.state
        phase = self._live_phase()
        keys = self.keyboard_mode
        if phase == "start":
            return t("orc.prompt.start_keys") if keys else t("orc.prompt.start")
        if phase == "box":
            return t("orc.prompt.box_keys") if keys else t("orc.prompt.box")
        if phase == "draw":
            return t("orc.prompt.draw_keys", n=st.draws_left) if keys else t("orc.prompt.draw", n=st.draws_left)
        if self.selected is None:
            return t("orc.prompt.select_keys") if keys else t("orc.prompt.select")
        colour = E.card_info(self.selected)[END_NAMES[self.card_up_end(self.selected)]]
        orcs = self.orcs_words(colour, self.card_up_end(self.selected) + 1)
        return t("orc.prompt.target_keys", orcs=orcs) if keys else t("orc.prompt.target", orcs=orcs)

    def describe_event(self, e: dict) -> str | None:
        kind = e["type"]
        seat = e.get("seat")
        if kind == "box":
            return self.say("box", seat, side=t(f"orc.ui.side_{e['side']}"))
        if kind == "start_choice":
            return self.say("start_" + e["choice"], seat)
        if kind == "play":
            return self.say(
                "play",
                seat,
                tribe=self.tribe_words(self.obs_colour(e["tribe"])),
                orcs=self.orcs_words(e["colour"], e["orcs"]),
            )
        if kind == "discard":
            return self.say("discard", seat, card=self.card_words(e["card"]))
        if kind == "draw":
            return self.say("draw", seat, tribe=self.tribe_words(self.obs_colour(e["pile"])), left=e["left"])
        if kind == "draw_lost":
            return self.say("draw_lost", seat)
        if kind == "battle":
            return self.battle_words(e)
        if kind == "game_over":
            s = e["scores"]
            return t("orc.log.game_over", me=s[self.me], opp=s[self.opp])
        return None

    def battle_words(self, e: dict) -> str:
        tribe = self.tribe_words(e["colour"])
        a, b = e["orcs"][self.me], e["orcs"][self.opp]
        if e["frozen"]:
            line = t(
                "orc.log.battle_frozen",
                tribe=tribe,
                a=a,
                b=b,
                neighbour=self.tribe_words(self.obs_colour(e["frozen_on"])),
            )
        elif e["tie"]:
            line = self.say(
                "battle_tie",
                e["winner"],
                tribe=tribe,
                a=a,
                b=b,
                neighbour=self.tribe_words(self.obs_colour(e["decided_by"])),
            )
        else:
            line = self.say("battle_win", e["winner"], tribe=tribe, a=a, b=b)
        for c in e.get("cascade", []):
            line += " " + self.say("cascade", c["winner"], tribe=self.tribe_words(c["colour"]))
        return line

    # ------------------------------------------------------------------ a won tribe looked back at
    def past_battle(self, pos: int) -> dict | None:
        """The battle that decided the won tribe at ``pos``, read from the moves played (a battle clears the
        armies from the table): ``armies`` per seat as (card id, orcs of the end that counted) in play order,
        ``orcs`` per seat, ``winner``, and ``verdict`` in words. None while the tribe is not won, or when the
        game was typed in without its moves."""
        armies: list[list[tuple[int, int]]] = [[], []]
        fight = cascade = None
        for played in self.match.played:
            for e in played.events:
                if e["type"] == "play" and e["tribe"] == pos:
                    armies[e["seat"]].append((e["card"], e["orcs"]))
                elif e["type"] == "battle":
                    if e["tribe"] == pos:
                        fight = e
                    cascade = next((c for c in e.get("cascade", []) if c["tribe"] == pos), cascade)
        if fight is None or (fight["frozen"] and cascade is None):
            return None
        winner = cascade["winner"] if fight["frozen"] else fight["winner"]
        you = self.is_human(winner) and self.seats.count("human") == 1  # second-person wording
        who = self.seat_name(winner)
        if fight["frozen"]:  # frozen by a tie, then taken along by the winner of the tribe toward the box
            neighbour = self.tribe_words(self.obs_colour(fight["frozen_on"]))
            verdict = (
                t("orc.ui.past_cascade_you", neighbour=neighbour)
                if you
                else t("orc.ui.past_cascade", who=who, neighbour=neighbour)
            )
        elif fight["tie"]:  # a tie settled by the neighbour toward the box
            neighbour = self.tribe_words(self.obs_colour(fight["decided_by"]))
            verdict = (
                t("orc.ui.past_tie_you", neighbour=neighbour)
                if you
                else t("orc.ui.past_tie", who=who, neighbour=neighbour)
            )
        else:
            verdict = t("orc.ui.past_win_you") if you else t("orc.ui.past_win", who=who)
        return {
            "pos": pos,
            "tribe": self.tribe_words(fight["colour"]),
            "armies": armies,
            "orcs": list(fight["orcs"]),
            "winner": winner,
            "verdict": verdict,
        }

    def result_lines(self) -> list[str]:
        st = self.state
        lines = []
        for seat in (self.me, self.opp):
            if lines:
                lines.append("")
            rows = st.score_breakdown(seat)
            total = sum(r["total"] for r in rows)
            lines.append("!" + t("orc.result.seat_total", who=self.seat_name(seat), total=total))
            if not rows:
                lines.append(t("orc.result.no_tribe"))
            for r in rows:
                name = self.tribe_words(r["tribe"])
                name = name[:1].upper() + name[1:]
                if r["hand"]:
                    lines.append(
                        t("orc.result.row_hand", tribe=name, value=r["value"], hand=r["hand"], total=r["total"])
                    )
                else:
                    lines.append(t("orc.result.row", tribe=name, value=r["value"]))
        if st.tiebreak():
            tribes = st.observation(self.viewer)["tribes"]
            head = next(tribe for tribe in tribes if tribe["rank"] == 0)  # the tribe nearest the box
            lines.append("!" + t("orc.result.tiebreak", tribe=self.tribe_words(head["colour"])))
        return lines
