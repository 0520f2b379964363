"""The orc side of Orc Wars: clans and squads (connected figures of a clan), prisoners, the squad phase
(activating tokens, deploying their figures, reinforcements placed on entry hexes) and the dirty tricks.
"""

from __future__ import annotations

from orcdesk.core import hex as hx
from orcdesk.games.orc_wars.common import (
    _PRISON_CLAN,
    ELF_MOVE_SLOT,
    MIXES,
    ORC,
    S_ACTIVATE,
    S_DEPLOY,
    S_PHASES,
    S_REINF,
    S_SETUP_ELF,
    S_SETUP_KING,
    S_SQUAD,
    TR_CHEAP,
    TR_DRUMS,
    TR_LOOT,
    TR_OATH,
    TR_RALLY,
    TR_SKULL,
    TR_SNEAK,
    TR_TRIP,
    TRICKS,
    D,
)
from orcdesk.games.orc_wars.data import UNDER


class OrcWarsOrcs:
    """The orc side: clans and squads, the squad phase, tokens, reinforcements, dirty tricks (a part of
    :class:`OrcWarsState`)."""

    def _squad(self, slot: int) -> list:
        """The slots of the squad of figure ``slot`` (same clan, connected by adjacency)."""
        clan = slot // 5
        fh = self.fig_hex
        members = {fh[s]: s for s in range(clan * 5, clan * 5 + 5) if fh[s] >= 0}
        neigh = self.board.neigh
        seen = {fh[slot]}
        todo = [fh[slot]]
        while todo:
            h = todo.pop()
            for n in neigh[h]:
                if n in members and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return sorted(members[h] for h in seen)

    def _squads(self, clan: int) -> list:
        out, seen = [], set()
        for s in range(clan * 5, clan * 5 + 5):
            if self.fig_hex[s] >= 0 and s not in seen:
                sq = self._squad(s)
                seen.update(sq)
                out.append(sq)
        return out

    def _clan_active(self, clan: int) -> bool:
        if self.held and clan == _PRISON_CLAN[self.options["scenario"]]:
            return False
        fh = self.fig_hex
        base = clan * 5
        return fh[base] >= 0 or fh[base + 1] >= 0 or fh[base + 2] >= 0 or fh[base + 3] >= 0 or fh[base + 4] >= 0

    def _imprisoned(self, slot: int) -> bool:
        return bool(self.held) and slot // 5 == self.scen["prisoners"]["clan"]

    def _figure_counts(self) -> list:
        counts = [0, 0, 0]
        for t, h in zip(self.fig_type, self.fig_hex):
            if h >= 0:
                counts[t] += 1
        return counts

    # ================================================================== squad phase
    def _squad_choices(self) -> bool:
        return bool(self._activate_choices() or self._reinforce_choices() or TR_DRUMS in self.tricks)

    def _activate_choices(self) -> list:
        if self.squad_activated:
            return []
        return [t for t in range(len(self.token_state)) if self.token_state[t] == 1]

    def reinforce_limit(self) -> int:
        """How many figures the orc player may bring in this Squad phase (public: the table shows it)."""
        if self.options["dirty_tricks"] == "true_orc" and self.scen["dirty_tricks"]:
            n = sum(1 for s in range(1, self.players) if self.alive[s])
        else:
            n = D.reinforcements[self.n_elves]
        lim = self.scen["reinforce_limit"]
        return min(n, lim) if lim is not None else n

    def _reinforce_choices(self) -> list:
        """(clan, type) pairs that may be reinforced now (and a free entry hex exists)."""
        if self.step == S_SQUAD and self.squad_reinforced:
            return []
        if not self._entry_hexes_for_orcs():
            return []
        supply = self._supply()
        out = []
        for c in range(5):
            if not self._clan_active(c):
                continue
            if sum(1 for s in range(c * 5, c * 5 + 5) if self.fig_hex[s] >= 0) >= D.bases_per_clan:
                continue
            for t in range(3):
                if supply[t] > 0:
                    out.append((c, t))
        return out

    def _supply(self) -> list:
        counts = self._figure_counts()
        return [D.figure_supply[t] - counts[t] for t in range(3)]

    def _entry_hexes_for_orcs(self) -> list:
        b = self.board
        occ = self._occupied()
        return [i for i in b.entries if i not in occ and b.terrain[i] != UNDER]

    def _after_squad_action(self, ev: list) -> None:
        """Back to the Squad phase if War Drums (or a horde that acts twice against many elves) leaves the
        other option, else on to the Action phases."""
        both = self.squad_drums or self.scen["horde"]["squad_actions"][self.n_elves] >= 2
        if both and not (self.squad_activated and self.squad_reinforced):
            if (not self.squad_activated and self._activate_choices()) or (
                not self.squad_reinforced and self._reinforce_choices()
            ):
                self.step, self.decider = S_SQUAD, ORC
                return
        self._enter(S_PHASES, ev)

    def _deploy_choices(self, tok: int) -> list:
        """Legal (clan, mix) for the token being deployed."""
        # a negative bonus (a smaller horde) still leaves each token one figure
        v = max(1, self.token_value[tok] + self.scen["horde"]["token_bonus"][self.n_elves])
        supply = self._supply()
        total = sum(supply)
        out = []
        for c in range(5):
            if self.held and c == self.scen["prisoners"]["clan"]:
                continue
            free = D.bases_per_clan - sum(1 for s in range(c * 5, c * 5 + 5) if self.fig_hex[s] >= 0)
            n = min(v, free, total)
            if n <= 0:
                continue
            for i, m in enumerate(MIXES):
                if sum(m) == n and all(m[t] <= supply[t] for t in range(3)):
                    out.append((c, i))
        return out

    def _deploy(self, tok: int, clan: int, mix: int, ev: list) -> None:
        b = self.board
        start = self.token_hex[tok]
        self.token_state[tok] = 2
        types = [t for t in range(3) for _ in range(MIXES[mix][t])]
        occ = self._occupied()
        cells = [start]
        if len(types) > 1:
            sh = b.hexes[start]
            cand = [
                i
                for i in range(len(b.hexes))
                if i != start and i not in occ and i not in b.blocks and b.terrain[i] != UNDER
            ]
            cand.sort(key=lambda i: (hx.distance(sh, b.hexes[i]), i))
            cells += cand[: len(types) - 1]
        placed = []
        slots = [s for s in range(clan * 5, clan * 5 + 5) if self.fig_hex[s] < 0]
        for t, h, s in zip(types, cells, slots):
            self.fig_hex[s], self.fig_type[s] = h, t
            placed.append([s, t, h])
        ev.append(
            {"type": "deploy", "token": tok, "value": self.token_value[tok], "clan": D.clans[clan], "figures": placed}
        )

    def _tile_tokens(self, tile: int) -> list:
        b = self.board
        return [
            t for t in range(len(self.token_state)) if self.token_state[t] == 1 and b.tile_of[self.token_hex[t]] == tile
        ]

    def _do_place(self, h: int, ev: list) -> None:
        if self.step == S_SETUP_KING:
            self.king_hex = h
            ev.append({"type": "place", "figure": "king", "hex": h})
            self.step, self.decider = S_SETUP_ELF, 1
            return
        if self.step == S_SETUP_ELF:
            s = self.decider
            self.elf_hex[s] = h
            ev.append({"type": "place", "figure": self.role_of(s), "seat": s, "hex": h})
            if s + 1 < self.players:
                self.decider = s + 1
            else:
                self.turn_idx = 0
                self._start_turn(ev)
            return
        # A reinforcement.
        c, t = self.reinf_clan, self.reinf_type
        slot = next(s for s in range(c * 5, c * 5 + 5) if self.fig_hex[s] < 0)
        self.fig_hex[slot], self.fig_type[slot] = h, t
        ev.append({"type": "reinforce", "clan": D.clans[c], "figure": t, "slot": slot, "hex": h})
        self.reinf_left -= 1
        if self.reinf_left > 0 and self._reinforce_choices():
            self.step = S_REINF
        else:
            self.squad_reinforced = True
            self._after_squad_action(ev)

    def _do_activate(self, tok: int, ev: list) -> None:
        ev.append(
            {
                "type": "reveal_token",
                "token": tok,
                "value": self.token_value[tok],
                "hex": self.token_hex[tok],
                "barrier": True,
            }
        )
        self.act_token = tok
        if self._deploy_choices(tok):
            self.step = S_DEPLOY
            self.decider = ORC
        else:
            self.token_state[tok] = 2
            ev.append({"type": "deploy", "token": tok, "value": self.token_value[tok], "clan": None, "figures": []})
            self.act_token = -1
            self._after_deploy(ev)

    def _after_deploy(self, ev: list) -> None:
        if self.act_forced:
            if self._tile_tokens(self.act_tile):
                self.step, self.decider = S_ACTIVATE, ORC
                return
            self.act_forced = False
            self.act_tile = -1
            self._continue_move(ev)
            return
        self.squad_activated = True
        self._after_squad_action(ev)

    # ------------------------------------------------------------------ dirty tricks
    def _do_trick(self, k: int, clan: int, ev: list) -> None:
        self.tricks.remove(k)
        self.tricks_used.append(k)
        ev.append({"type": "trick", "seat": ORC, "trick": TRICKS[k]["key"]})
        amount = TRICKS[k]["amount"]
        if k == TR_DRUMS:
            self.squad_drums = True
        elif k == TR_CHEAP:
            self.fight_attack += amount
            self.fight_log.append([ORC, -2 - k])
            self._exchange_next()
        elif k == TR_SKULL:
            self.fight_defence_bonus += amount
            self.fight_log.append([ORC, -2 - k])
            self._exchange_next()
        elif k == TR_OATH:
            self.fight_blood_oath = True
            self.fight_log.append([ORC, -2 - k])
            self._exchange_next()
        elif k == TR_TRIP:
            self.move_left[ELF_MOVE_SLOT] = max(0, self.move_left[ELF_MOVE_SLOT] - amount)
            ev.append({"type": "trip_wire", "seat": self.pending_elf, "moves_left": self.move_left[ELF_MOVE_SLOT]})
            self._resume_trip(ev)
        elif k == TR_SNEAK:
            self.sneak = True
        elif k == TR_RALLY:
            self._action_ends_move()
            pile = self.clan_piles[clan]
            for _ in range(min(amount, len(pile))):
                self._clear_top(pile, ORC, ev, D.clans[clan])
        elif k == TR_LOOT:
            self._action_ends_move()
            for _ in range(amount):
                if not self._can_draw(ORC) or not self._draw(ORC, ev):
                    break
