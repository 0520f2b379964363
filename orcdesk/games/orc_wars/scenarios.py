"""Orc Wars scenarios: each one's setup (decks and hands, prisoners, boars, the King, squad tokens, treasures,
dirty tricks, who places first), the starting hexes, the goals and the end of the game.
"""

from __future__ import annotations

from orcdesk.core import hex as hx
from orcdesk.games.orc_wars.common import HAND, MIXES, ORC, S_OVER, S_SETUP_ELF, S_SETUP_KING, TRICKS, D
from orcdesk.games.orc_wars.data import TREE, UNDER, WALL


class OrcWarsScenarios:
    """Scenario setups and goals, and the end of the game (a part of :class:`OrcWarsState`)."""

    def _setup(self) -> None:
        sc, b, rng = self.scen, self.board, self.rng
        for seat in range(self.players):
            deck = list(D.deck_cards[self.deck_of(seat)])
            rng.shuffle(deck)
            self.decks[seat] = deck
            self.hands[seat] = sorted(deck.pop() for _ in range(HAND))
        occupied = set()
        p = sc["prisoners"]
        if p:
            clan = p["clan"]
            for i, (h, t) in enumerate(zip(p["hexes"], p["types"])):
                idx = b.index[hx.add(b.centres[0], h)]
                self.fig_hex[clan * 5 + i], self.fig_type[clan * 5 + i] = idx, t
                occupied.add(idx)
            self.held = True
        if sc["boars"]:
            for i, c in enumerate(b.centres[:7]):
                self.boar_hex[i] = b.index[c]
                occupied.add(b.index[c])
        if sc["king"] != "none":
            self.king_alive = True
            if sc["king"] == "centre":
                self.king_hex = b.index[b.centres[0]]
                occupied.add(self.king_hex)
        values = list(D.token_values)
        rng.shuffle(values)
        self.token_value = values
        tok = 0
        for pos in sorted(sc["tokens"]):
            cells = [
                i
                for i in range(len(b.hexes))
                if b.tile_of[i] == pos and b.terrain[i] not in (TREE, WALL, UNDER) and i not in occupied
            ]
            rng.shuffle(cells)
            for i in cells[: sc["tokens"][pos]]:
                self.token_hex[tok], self.token_state[tok] = i, 1
                occupied.add(i)
                tok += 1
        self._extra_tokens(tok, occupied)
        t = 0
        for pos in sorted(sc["treasures"]):
            cells = [i for i in range(len(b.hexes)) if b.tile_of[i] == pos and i not in b.blocks and i not in occupied]
            rng.shuffle(cells)
            for i in cells[: sc["treasures"][pos]]:
                self.treasure_hex[t] = i
                t += 1
        self.treasure_pool = list(range(5))
        if sc["dirty_tricks"]:
            k = D.tricks_by_level[self.options["dirty_tricks"]]
            pool = list(range(len(TRICKS)))
            rng.shuffle(pool)
            self.tricks, self.trick_pool = sorted(pool[:k]), sorted(pool[k:])
        self._starting_squads()
        if sc["king"] == "entry":
            self.step, self.decider = S_SETUP_KING, ORC
        else:
            self.step, self.decider = S_SETUP_ELF, 1

    def _extra_tokens(self, tok: int, occupied: set) -> None:
        """The horde's extra face-down tokens for this many elves (``horde.extra_tokens``), from the box's
        unused ones, one by one on the scenario's token tiles, the most guarded first."""
        sc, b, rng = self.scen, self.board, self.rng
        extra = min(sc["horde"]["extra_tokens"][self.n_elves], len(self.token_value) - tok)
        tiles = sorted(sc["tokens"], key=lambda pos: (-sc["tokens"][pos], pos))
        for k in range(extra if tiles else 0):
            pos = tiles[k % len(tiles)]
            cells = [
                i
                for i in range(len(b.hexes))
                if b.tile_of[i] == pos and b.terrain[i] not in (TREE, WALL, UNDER) and i not in occupied
            ]
            if not cells:
                continue
            i = cells[rng.randrange(len(cells))]
            self.token_hex[tok], self.token_state[tok] = i, 1
            occupied.add(i)
            tok += 1

    def _starting_squads(self) -> None:
        """The horde already awake for this many elves (``horde.starting_squads``): tokens of the most guarded
        tiles are turned up at setup and their figures deployed, each squad of the clan with fewest figures, its
        types as even as the supply allows ([P]: no choice is asked of the orc player before the game)."""
        b = self.board
        count = self.scen["horde"]["starting_squads"][self.n_elves]
        per_tile: dict = {}
        for t, st in enumerate(self.token_state):
            if st == 1:
                per_tile[b.tile_of[self.token_hex[t]]] = per_tile.get(b.tile_of[self.token_hex[t]], 0) + 1
        order = sorted(
            (t for t, st in enumerate(self.token_state) if st == 1),
            key=lambda t: (-per_tile[b.tile_of[self.token_hex[t]]], b.tile_of[self.token_hex[t]], t),
        )
        for tok in order[:count]:
            choices = self._deploy_choices(tok)
            if not choices:
                continue
            figures = [sum(1 for s in range(c * 5, c * 5 + 5) if self.fig_hex[s] >= 0) for c in range(5)]
            clan, mix = min(choices, key=lambda cm: (figures[cm[0]], max(MIXES[cm[1]]), cm))
            self._deploy(tok, clan, mix, [])

    def _game_over(self, winners: list, ev: list, why: str) -> None:
        if self.over_:
            return
        self.over_ = True
        self.step = S_OVER
        self.decider = -1
        self.winners_ = sorted(winners)
        ev.append({"type": "game_over", "winners": self.winners_, "why": why})

    def _elves_win(self, ev: list, why: str) -> None:
        self._game_over(list(range(1, self.players)), ev, why)

    def _check_goal(self, ev: list, end_of_elf_turn: bool = False) -> None:
        if self.over_:
            return
        if not any(self.alive[s] for s in range(1, self.players)):
            self._game_over([ORC], ev, "elves_dead")
            return
        g = self.scen["goal"]
        kind = g["kind"]
        if kind == "king_and_prisoners":
            clan = self.scen["prisoners"]["clan"]
            if not self.king_alive and not any(self.fig_hex[s] >= 0 for s in range(clan * 5, clan * 5 + 5)):
                self._elves_win(ev, "king_and_prisoners_dead")
        elif kind == "kill_king":
            if not self.king_alive:
                self._elves_win(ev, "king_dead")
        elif kind == "relics":
            if end_of_elf_turn and self._relics_held() >= g["count"]:
                self._elves_win(ev, "relics")
        elif kind == "trophies":
            if self.trophies >= g["needed"][self.n_elves]:
                self._elves_win(ev, "trophies")
        elif kind == "boars":
            if sum(1 for h in self.boar_hex if h < 0) >= g["count"]:
                self._elves_win(ev, "boars")

    def _relics_held(self) -> int:
        return sum(1 for i in range(5) if self.treasure_holder[i] > 0 and self.alive[self.treasure_holder[i]])

    def _setup_hexes(self) -> list:
        b = self.board
        occ = self._occupied()
        if self.step == S_SETUP_KING:
            under = self.options["king_underbrush"]
            return [i for i in b.entries if i not in occ and (under or b.terrain[i] != UNDER)]
        sc = self.scen
        pos = set(sc["elves_positions"])
        cells = b.entries if sc["elves_entry_only"] else range(len(b.hexes))
        out = [i for i in cells if b.tile_of[i] in pos and i not in occ and i not in b.blocks]
        if not out:  # every start hex taken: any free entry hex
            out = [i for i in b.entries if i not in occ]
        return out
