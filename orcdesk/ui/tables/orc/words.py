"""The Orc table in words: log lines, prompts, refusal reasons and the end-of-game explanation."""
from __future__ import annotations

from orcdesk.core.i18n import t
from orcdesk.games.orc import engine as E
from orcdesk.ui.tables.orc.art import END_NAMES


class OrcWords:
    """The Orc table's words (a part of :class:`OrcTable`)."""

    def tribe_words(self, colour: str) -> str:
        return t(f"orc.tribe.{colour}")

    def say(self, key: str, seat: int | None, **fields) -> str:
        """A log line; the single human gets the second-person wording (``<key>_you``)."""
        if seat is not None and self.is_human(seat) and self.seats.count("human") == 1:
            return t(f"orc.log.{key}_you", **fields)
        return t(f"orc.log.{key}", who=self.seat_name(seat) if seat is not None else "", **fields)

    def short_name(self, seat: int) -> str:
        if self.is_human(seat) and self.seats.count("human") == 1:
            return t("app.table.you")
        return t("orc.ui.seat_short", n=seat + 1)

    def orcs_words(self, colour: str, n: int) -> str:
        return t("orc.ui.n_orcs", n=n, orcs=t(f"orc.orc.{colour}") if n == 1 else t(f"orc.orcs.{colour}"))

    def card_words(self, cid: int) -> str:
        info = E.card_info(cid)
        return t("orc.ui.card", one=t(f"orc.colour.{info['one']}"), two=t(f"orc.colour.{info['two']}"))

    def obs_colour(self, pos: int) -> str:
        return E.COLOURS[self.state.colour[pos]]

    def reason_text(self, reason) -> str:
        if reason is None:
            return ""
        code, fields = reason
        words = dict(fields)
        for key in ("tribe",):
            if key in words:
                words[key] = self.tribe_words(words[key])
        for key in ("colour", "own"):
            if key in words:
                words[key] = t(f"orc.orcs.{words[key]}")
        if code == "wrong_phase":
            return t(f"orc.reason.wrong_phase_{fields['expected']}", n=fields.get("draws_left", 0))
        return t(f"orc.reason.{code}", **words)

    def prompt(self) -> str:
        st = self.state
        phase = self._live_phase()
        if phase == "start":
            return t("orc.prompt.start")
        if phase == "box":
            return t("orc.prompt.box")
        if phase == "draw":
            return t("orc.prompt.draw", n=st.draws_left)
        if self.selected is None:
            return t("orc.prompt.select")
        colour = E.card_info(self.selected)[END_NAMES[self.card_up_end(self.selected)]]
        return t("orc.prompt.target", orcs=self.orcs_words(colour, self.card_up_end(self.selected) + 1))

    def describe_event(self, e: dict) -> str | None:
        kind = e["type"]
        seat = e.get("seat")
        if kind == "box":
            return self.say("box", seat, side=t(f"orc.ui.side_{e['side']}"))
        if kind == "start_choice":
            return self.say("start_" + e["choice"], seat)
        if kind == "play":
            return self.say("play", seat, tribe=self.tribe_words(self.obs_colour(e["tribe"])),
                            orcs=self.orcs_words(e["colour"], e["orcs"]))
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
            line = t("orc.log.battle_frozen", tribe=tribe, a=a, b=b,
                     neighbour=self.tribe_words(self.obs_colour(e["frozen_on"])))
        elif e["tie"]:
            line = self.say("battle_tie", e["winner"], tribe=tribe, a=a, b=b,
                            neighbour=self.tribe_words(self.obs_colour(e["decided_by"])))
        else:
            line = self.say("battle_win", e["winner"], tribe=tribe, a=a, b=b)
        for c in e.get("cascade", []):
            line += " " + self.say("cascade", c["winner"], tribe=self.tribe_words(c["colour"]))
        return line

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
                    lines.append(t("orc.result.row_hand", tribe=name, value=r["value"], hand=r["hand"],
                                   total=r["total"]))
                else:
                    lines.append(t("orc.result.row", tribe=name, value=r["value"]))
        if st.tiebreak():
            tribes = st.observation(self.viewer)["tribes"]
            head = next(tribe for tribe in tribes if tribe["rank"] == 0)  # the tribe nearest the box
            lines.append("!" + t("orc.result.tiebreak", tribe=self.tribe_words(head["colour"])))
        return lines
