"""The Orc Wars board as the rules read it: occupied hexes, reach and shortest paths, distances and line of
sight (cached per scenario), the units' hexes, movement (with its token and Trip Wire stops) and treasures
(picked up, given, taken, dropped, used).
"""

from __future__ import annotations

from orcdesk.core import hex as hx
from orcdesk.games.orc_wars.common import (
    BOAR0,
    ELF_MOVE_SLOT,
    KING,
    MOVE_FRESH,
    MOVE_OVER,
    MOVE_UNDER_WAY,
    N_SLOTS,
    NONE,
    ORC,
    S_ACTION,
    S_ACTIVATE,
    S_TRIP,
    TE_DRAUGHT,
    TE_HORN,
    TE_SUN,
    TREASURES,
)
from orcdesk.games.orc_wars.data import UNDER, board

_DIST_CACHE: dict = {}
_SIGHT_CACHE: dict = {}


def _dist_matrix(scenario: str) -> list:
    """Hex distances between every two hexes of a scenario's board (computed once)."""
    m = _DIST_CACHE.get(scenario)
    if m is None:
        hexes = board(scenario).hexes
        m = _DIST_CACHE[scenario] = [[hx.distance(a, c) for c in hexes] for a in hexes]
    return m


class OrcWarsBoard:
    """Movement, line of sight, reach and the pieces on the board (a part of :class:`OrcWarsState`)."""

    # ================================================================== board helpers
    def _occupied(self) -> set:
        occ = {h for h in self.fig_hex if h >= 0}
        if self.king_alive and self.king_hex >= 0:
            occ.add(self.king_hex)
        for s in range(1, self.players):
            if self.alive[s] and self.elf_hex[s] >= 0:
                occ.add(self.elf_hex[s])
        for h, st in zip(self.token_hex, self.token_state):
            if st == 1:
                occ.add(h)
        occ.update(h for h in self.boar_hex if h >= 0)
        return occ

    def _reach(
        self,
        start: int,
        steps: int,
        orc: bool,
        under_ok: bool = False,
        parents: dict | None = None,
        occ: set | None = None,
    ) -> dict:
        """Hexes reachable from ``start`` in at most ``steps`` steps (hex -> steps), start included: a
        breadth-first search over the board's neighbour table (the same rule as ``hex.reachable``), never into
        trees, walls, figures, tokens or boars; orcs not into underbrush unless ``under_ok``. ``parents``, if
        given, receives each hex's predecessor (for paths)."""
        b = self.board
        if occ is None:
            occ = self._occupied()
        blocks, terrain, neigh = b.blocks, b.terrain, b.neigh
        no_under = orc and not under_ok
        dist = {start: 0}
        frontier = [start]
        d = 0
        while frontier and d < steps:
            d += 1
            nxt = []
            for h in frontier:
                for n in neigh[h]:
                    if n in dist or n in blocks or n in occ or (no_under and terrain[n] == UNDER):
                        continue
                    dist[n] = d
                    if parents is not None:
                        parents[n] = h
                    nxt.append(n)
            frontier = nxt
        return dist

    def _path(self, start: int, goal: int, orc: bool, under_ok: bool, steps: int) -> list:
        """A shortest path (hexes entered, goal included) from ``start`` to ``goal`` within ``steps``; [] if
        none."""
        parents: dict = {}
        dist = self._reach(start, steps, orc, under_ok, parents)
        if goal not in dist or goal == start:
            return []
        out = [goal]
        while parents[out[-1]] != start:
            out.append(parents[out[-1]])
        out.reverse()
        return out

    def _dist(self, a: int, b_: int) -> int:
        return _dist_matrix(self.options["scenario"])[a][b_]

    def _sight(self, a: int, b_: int) -> bool:
        """Line of sight between two board hexes: trees and walls on the straight line block, figures do not
        (``hex.line_of_sight``; cached per board, terrain never changes)."""
        scen = self.options["scenario"]
        cache = _SIGHT_CACHE.setdefault(scen, {})
        key = (a, b_) if a < b_ else (b_, a)
        hit = cache.get(key)
        if hit is None:
            b = self.board
            index, blocks = b.index, b.blocks
            hit = cache[key] = hx.line_of_sight(b.hexes[a], b.hexes[b_], lambda h: index.get(h, -1) in blocks)
        return hit

    def _target_hex(self, t: int) -> int:
        if t < N_SLOTS:
            return self.fig_hex[t]
        if t == KING:
            return self.king_hex if self.king_alive else -1
        if t < BOAR0:
            s = t - KING
            return self.elf_hex[s] if s < self.players and self.alive[s] else -1
        if t < NONE:
            return self.boar_hex[t - BOAR0]
        return -1

    def _unit_hexes(self, by: int) -> list:
        if by < N_SLOTS:
            return [self.fig_hex[s] for s in self._squad(by)]
        if by == KING:
            return [self.king_hex]
        return [self.elf_hex[by - KING]]

    def _under_ok(self, fig: int) -> bool:
        if fig == KING:
            return bool(self.options["king_underbrush"]) or bool(self.sneak)
        return bool(self.sneak)

    # ------------------------------------------------------------------ movement
    def _do_move(self, fig: int, dest: int, ev: list) -> None:
        if fig > KING:
            seat = fig - KING
            self.pending_elf, self.pending_dest = seat, dest
            self.pending_path = self._path(self.elf_hex[seat], dest, False, True, self.move_left[ELF_MOVE_SLOT])
            if self.move_stage == MOVE_FRESH and self.scen["dirty_tricks"] and self.tricks:
                # Trip Wire is asked whenever the orc player holds any dirty trick (asking only when he holds
                # Trip Wire would tell the elves so).
                self.move_stage = MOVE_UNDER_WAY
                self.step, self.decider = S_TRIP, ORC
                ev.append({"type": "begin_move", "seat": seat, "to": dest})
                return
            self.move_stage = MOVE_UNDER_WAY
            self._continue_move(ev)
            return
        start = self.king_hex if fig == KING else self.fig_hex[fig]
        p = self._path(start, dest, True, self._under_ok(fig), self.move_left[fig])
        self.move_left[fig] -= len(p)
        if fig == KING:
            self.king_hex = dest
        else:
            self.fig_hex[fig] = dest
        self.move_stage = MOVE_UNDER_WAY
        ev.append({"type": "move", "figure": fig, "from": start, "to": dest, "path": p})
        if fig == KING and self.held:
            pris = self.scen["prisoners"]["clan"]
            if any(
                self.fig_hex[s] >= 0 and self._dist(self.fig_hex[s], dest) == 1 for s in range(pris * 5, pris * 5 + 5)
            ):
                self.held = False
                ev.append({"type": "prisoners_freed", "why": "king_adjacent"})

    def _continue_move(self, ev: list) -> None:
        """Walk the pending elf move hex by hex while its path is free and points last; stop to activate the
        tokens of a newly entered tile (the walk then resumes here)."""
        seat = self.pending_elf
        b = self.board
        self.step, self.decider = S_ACTION, seat
        start = self.elf_hex[seat]
        walked = []
        occ = self._occupied()
        while self.pending_path and self.move_left[ELF_MOVE_SLOT] > 0:
            h = self.pending_path[0]
            if h in occ:
                break
            self.pending_path.pop(0)
            prev = self.elf_hex[seat]
            self.elf_hex[seat] = h
            occ.discard(prev)
            occ.add(h)
            self.move_left[ELF_MOVE_SLOT] -= 1
            walked.append(h)
            tile = b.tile_of[h]
            if tile != b.tile_of[prev] and self._tile_tokens(tile):
                ev.append({"type": "move", "figure": KING + seat, "from": start, "to": h, "path": walked})
                ev.append({"type": "tile_entered", "seat": seat, "tile": tile})
                self.act_tile, self.act_forced = tile, True
                self.step, self.decider = S_ACTIVATE, ORC
                return
        if walked:
            ev.append({"type": "move", "figure": KING + seat, "from": start, "to": self.elf_hex[seat], "path": walked})
        self.pending_elf = self.pending_dest = -1
        self.pending_path = []

    def _action_ends_move(self) -> None:
        """C8.1: "the move cannot be interrupted by an action". An action taken once the unit's move has begun
        (picking up a treasure, a Restricted card...) ends that move; only the attack splits the Ranger's move
        (his role power, see ``_do_attack``). Cards and tricks that only add movement are part of the move."""
        if self.move_stage == MOVE_UNDER_WAY:
            self.move_stage = MOVE_OVER

    # ------------------------------------------------------------------ treasures
    def _do_treasure(self, k: str, d, seat: int, ev: list) -> None:
        i = d.treasure
        self._action_ends_move()
        if k == "pickup":
            if self.treasure_item[i] < 0:
                j = self.rng.randrange(len(self.treasure_pool))
                self.treasure_item[i] = self.treasure_pool.pop(j)
            self.treasure_holder[i], self.treasure_hex[i] = seat, -1
            ev.append(
                {
                    "type": "pickup",
                    "seat": seat,
                    "treasure": i,
                    "item": TREASURES[self.treasure_item[i]]["key"],
                    "barrier": True,
                }
            )
        elif k == "give":
            self.treasure_holder[i] = d.to
            self.exclusive_left -= 1
            ev.append({"type": "give", "seat": seat, "to": d.to, "treasure": i})
        elif k == "take":
            giver = self.treasure_holder[i]
            self.treasure_holder[i] = seat
            self.exclusive_left -= 1
            ev.append({"type": "take", "seat": seat, "from": giver, "treasure": i})
        elif k == "drop":
            self.treasure_holder[i], self.treasure_hex[i] = -1, self.elf_hex[seat]
            ev.append({"type": "drop", "seat": seat, "treasure": i, "hex": self.elf_hex[seat]})
        elif k == "use":
            item = self.treasure_item[i]
            self.treasure_spent[i] = 1
            ev.append({"type": "use", "seat": seat, "treasure": i, "item": TREASURES[item]["key"]})
            if item == TE_HORN:
                self.exclusive_left += 1
            elif item == TE_DRAUGHT:
                self.wounds[seat] = max(0, self.wounds[seat] - TREASURES[TE_DRAUGHT]["amount"])
            elif item == TE_SUN:
                self._kill_figure(d.target, ev, by_elf=True)
                self._check_goal(ev)
        self.acted = True
