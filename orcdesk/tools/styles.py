"""Play styles measured: ``python3 -m orcdesk.tools.styles GAME [--level L] [--games N] [--seed S]``.

Each style of ``data/opponents.yaml`` at level L (its steady play included) plays N games against the greedy
player, seats rotated, on the match driver. One JSON line per style: its win rate, and the game's style figure
(what the style changes, counted on the styled seat's own decisions):

* orlog: the share of the axes, of the helmets and shields, and of the hands and gilded faces in the bowl that
  it keeps, and the favor tokens it holds at the end of a round;
* braves: desertions and shields played per round, and how far the deal is (share of the cards dealt) when
  it plays them;
* orcs_trolls: cards thrown away per phase H (the hand's size when it starts);
* orc_wars: the horde's share of Action-phase moves that are strikes (the King's apart), and how far from the
  nearest elf its squads step (hexes);
* orc: the share of its plays on a card's 2-orc end (1 draw) and of its turns spent discarding, the cards in
  its hand when it plays, and the battles it sets off (the piles it empties) per game.
"""

from __future__ import annotations

import argparse
import json
import sys


class Probe:
    """Counts a styled seat's decisions (``before`` sees the state, ``after`` the events)."""

    def __init__(self) -> None:
        self.counts: dict[str, float] = {}
        self.games = 0  # set by measure: some figures are per game

    def add(self, key: str, amount: float = 1.0) -> None:
        self.counts[key] = self.counts.get(key, 0.0) + amount

    def before(self, state, seat: int, action) -> None:
        pass

    def figures(self) -> dict:
        return {}


class OrlogProbe(Probe):
    def before(self, state, seat, action) -> None:
        from orcdesk.games.orlog.engine import AXE, CODEC, GILDED, HAND, HELMET, KIND, SHIELD

        if state.phase == "roll":
            keep = CODEC.decode(action).dice
            kept = keep if isinstance(keep, int) else sum(1 << d for d in keep)
            for i in range(6):
                if state.kept[seat] >> i & 1 or state.face[seat][i] < 0:
                    continue
                face = state.face[seat][i]
                kind = KIND[state.tmpl[seat][i]][face]
                group = (
                    "axe"
                    if kind == AXE
                    else "defence"
                    if kind in (HELMET, SHIELD)
                    else "hand"
                    if kind == HAND
                    else None
                )
                took = 1.0 if kept >> i & 1 else 0.0
                if group:
                    self.add(f"{group}_seen")
                    self.add(f"{group}_kept", took)
                if GILDED[state.tmpl[seat][i]][face]:
                    self.add("gilded_seen")
                    self.add("gilded_kept", took)
        elif state.phase == "favor":
            self.add("favor_rounds")
            self.add("tokens_held", state.tokens[seat])
            self.add("favors_taken", 0.0 if CODEC.decode(action).kind == "no_favor" else 1.0)

    def figures(self) -> dict:
        c = self.counts
        share = {
            g: round(c.get(f"{g}_kept", 0) / max(1, c.get(f"{g}_seen", 0)), 3)
            for g in ("axe", "defence", "hand", "gilded")
        }
        rounds = max(1, c.get("favor_rounds", 0))
        return {
            "kept_share": share,
            "tokens_at_favor": round(c.get("tokens_held", 0) / rounds, 2),
            "favor_share": round(c.get("favors_taken", 0) / rounds, 3),
        }


class BravesProbe(Probe):
    def before(self, state, seat, action) -> None:
        from orcdesk.games.braves.engine import CODEC

        kind = CODEC.decode(action).kind
        if kind in ("desert", "shield"):
            self.add(kind)
            self.add(f"{kind}_progress", state.dealt / state.cs.n_cards)
        if (seat, state.round) != getattr(self, "_round", None):
            self._round = (seat, state.round)
            self.add("rounds")

    def figures(self) -> dict:
        c = self.counts
        rounds = max(1, c.get("rounds", 0))
        return {
            "desertions_per_round": round(c.get("desert", 0) / rounds, 2),
            "shields_per_round": round(c.get("shield", 0) / rounds, 2),
            "deal_share_at_shield": round(c.get("shield_progress", 0) / max(1, c.get("shield", 0)), 3),
            "deal_share_at_desertion": round(c.get("desert_progress", 0) / max(1, c.get("desert", 0)), 3),
        }


class OrcWarsProbe(Probe):
    def before(self, state, seat, action) -> None:
        from orcdesk.games.orc_wars import engine as E

        if seat != E.ORC or state.step != E.S_ACTION:
            return
        decoded = E.CODEC.decode(action)
        attack = decoded.kind == "attack"
        elves = [state.elf_hex[o] for o in range(1, state.players) if state.alive[o] and state.elf_hex[o] >= 0]
        if decoded.kind == "move" and elves:
            who = "king_" if state.unit == 5 else ""
            self.add(f"{who}moves")
            self.add(f"{who}move_distance", min(state._dist(decoded.hex, e) for e in elves))
        self.add("actions")
        self.add("attacks", attack)
        if state.unit == 5:  # the King
            self.add("king_actions")
            self.add("king_attacks", attack)

    def figures(self) -> dict:
        c = self.counts
        return {
            "attack_share": round(c.get("attacks", 0) / max(1, c.get("actions", 0)), 3),
            "squad_step_distance_to_elves": round(c.get("move_distance", 0) / max(1, c.get("moves", 0)), 2),
            "king_step_distance_to_elves": round(c.get("king_move_distance", 0) / max(1, c.get("king_moves", 0)), 2),
            "king_attack_share": round(c.get("king_attacks", 0) / max(1, c.get("king_actions", 0)), 3),
        }


class OrcsTrollsProbe(Probe):
    def before(self, state, seat, action) -> None:
        from orcdesk.games.orcs_trolls.engine import CODEC, S_H

        if state.step != S_H:
            return
        if (seat, getattr(state, "turn", None), state.round if hasattr(state, "round") else None) != getattr(
            self, "_turn", None
        ):
            self._turn = (seat, getattr(state, "turn", None), getattr(state, "round", None))
            self.add("phase_h")
            self.add("hand", len(state.hands[seat]))
        if CODEC.decode(action).kind == "discard":
            self.add("discards")

    def figures(self) -> dict:
        c = self.counts
        turns = max(1, c.get("phase_h", 0))
        return {
            "discards_per_phase_h": round(c.get("discards", 0) / turns, 2),
            "hand_at_phase_h": round(c.get("hand", 0) / turns, 2),
        }


class OrcProbe(Probe):
    def before(self, state, seat, action) -> None:
        from orcdesk.games.orc.engine import CODEC, DRAW, PLAY

        decoded = CODEC.decode(action)
        if state.phase == PLAY:
            self.add("turns")
            self.add("hand", len(state.hands[seat]))
            if decoded.kind == "discard":
                self.add("discards")
            else:
                self.add("plays")
                self.add("two_orc_plays", decoded.end)
        elif state.phase == DRAW and decoded.kind == "draw" and len(state.piles[decoded.pile]) == 1:
            self.add("battles")

    def figures(self) -> dict:
        c = self.counts
        turns = max(1, c.get("turns", 0))
        return {
            "two_orc_share": round(c.get("two_orc_plays", 0) / max(1, c.get("plays", 0)), 3),
            "discard_share": round(c.get("discards", 0) / turns, 3),
            "hand_at_play": round(c.get("hand", 0) / turns, 2),
            "battles_per_game": round(c.get("battles", 0) / max(1, self.games), 2),
        }


PROBES = {
    "orc": OrcProbe,
    "orlog": OrlogProbe,
    "braves": BravesProbe,
    "orc_wars": OrcWarsProbe,
    "orcs_trolls": OrcsTrollsProbe,
}


class Probed:
    """An agent wrapper that shows every decision to a probe."""

    def __init__(self, agent, probe: Probe) -> None:
        self.agent, self.probe = agent, probe
        self.name = getattr(agent, "name", "agent")
        self.reaction = getattr(agent, "reaction", None)

    def choose(self, state, seat):
        action = self.agent.choose(state, seat)
        self.probe.before(state, seat, action)
        return action

    def react(self, state, seat):
        react = getattr(self.agent, "react", None)
        action = react(state, seat) if react else None
        if action is not None:
            self.probe.before(state, seat, action)
        return action

    def __getattr__(self, name):
        return getattr(self.agent, name)


def measure(game_id: str, kind: str, games: int, seed: int, players: int = 2, options: dict | None = None) -> dict:
    from orcdesk.ai import make_agent
    from orcdesk.ai.config import reaction_for
    from orcdesk.core.match import play_match
    from orcdesk.games import get_game
    from orcdesk.tools.arena import game_seed, seating

    probe = PROBES.get(game_id, Probe)()
    probe.games = games
    wins = 0
    sided = game_id in ("orc_wars",)  # a side's style is measured on its side: the horde keeps seat 1
    for index in range(games):
        deal = game_seed(seed, index)
        kinds = [kind] + ["greedy"] * (players - 1)
        at_seat = list(range(players)) if sided else seating(players, index)
        agents = []
        for seat in range(players):
            j = at_seat[seat]
            agent = make_agent(kinds[j], game_id, seed=deal * 31 + 7 * j + 1)
            agent.reaction = reaction_for("default")
            agents.append(Probed(agent, probe) if j == 0 else agent)
        match = play_match(get_game(game_id).state_class(), agents, deal, options)
        wins += at_seat.index(0) in match.state.winners()
    return {
        "game": game_id,
        "seat": kind,
        "games": games,
        **({"options": options} if options else {}),
        "win_rate": round(wins / games, 3),
        **probe.figures(),
    }


def style_seats(game_id: str, level: str) -> list[str]:
    """The plain level, then one named opponent of each other style at that level."""
    from orcdesk.ai.opponents import opponents

    seats, seen = [level], {"steady"}
    for character in opponents().roster.get(game_id, []):
        if character.level == level and character.style not in seen:
            seen.add(character.style)
            seats.append(character.seat)
    return seats


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m orcdesk.tools.styles")
    parser.add_argument("game")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", help="comma-separated seats instead of every style at the level")
    parser.add_argument("--option", action="append", default=[], help="a game option, KEY=VALUE")
    args = parser.parse_args(argv)
    options = dict(item.split("=", 1) for item in args.option) or None
    seats = args.seats.split(",") if args.seats else style_seats(args.game, args.level)
    for seat in seats:
        print(json.dumps(measure(args.game, seat, args.games, args.seed, args.players, options)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
