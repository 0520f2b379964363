"""The HeroCard duel of Orc Wars: who and what a card can reach, the attack and its exchange (the defender
first, one card or a pass each in turn, two passes end it), card effects, the resolution, wounds, the King's
and the boars' deaths, casualties and extra victims.
"""
from __future__ import annotations

from orcdesk.games.orc_wars.board import _dist_matrix
from orcdesk.games.orc_wars.common import (
    BOAR0, CTYPE, D, ELF0, HAND, KING, MV_ELF, NONE, N_SLOTS, ORC, S_ACTION, S_CASUALTY, S_EXCHANGE, S_TRIP,
    TE_AMULET, TREASURES, T_COST, T_EFFECTS, T_KIND, T_VALUE, _PRISON_CLAN,
)
from orcdesk.games.orc_wars.data import ATTACK_MOD, BASIC_DEFENSE, DEFENSE_MOD


class OrcWarsDuel:
    """The HeroCard exchange: targets and reach of cards, attacks, plays, passes, resolution, wounds and kills (a part
    of :class:`OrcWarsState`)."""

    def _adjacent_elves(self, seat: int) -> list:
        me = self.elf_hex[seat]
        return [o for o in range(1, self.players) if o != seat and self.alive[o] and self._dist(self.elf_hex[o], me) == 1]

    def _heal_targets(self, seat: int) -> list:
        out = []
        for o in range(1, self.players):
            if self.alive[o] and self.wounds[o] > 0 and (o == seat or self._dist(self.elf_hex[o], self.elf_hex[seat]) == 1):
                out.append(25 + o)
        return out

    def _special_useful(self, t: int, by: int) -> bool:
        """Specials with no target: playable when they can do something (keeps random play sane)."""
        for e in T_EFFECTS[t]:
            op = e[0]
            if op == "DRAW":  # the card leaves the hand first, so a full hand can still draw one
                seat = ORC if by <= KING else by - 25
                if len(self.hands[seat]) - 1 < HAND and (self.decks[seat] or self.discards[seat]):
                    return True
            elif op == "MOVE_EXTRA":
                if self.mv_state != 2:
                    return True
            elif op == "CLEAR_TOP":
                if by <= KING:
                    return True
                base = (by - 25) * 3
                if any(self.piles[base + a] for a in (range(3) if e[1] < 0 else (e[1],))):
                    return True
        return False

    def _range_of(self, seat: int, t: int) -> int:
        r = 1
        for e in T_EFFECTS[t]:
            if e[0] == "RANGE":
                r = max(r, e[1])
        if self.power_of(seat) == "arcane_bolt":
            r = max(r, D.powers["arcane_bolt"]["range"])
        return r

    def _elf_targets(self, seat: int, t: int, cands: list | None = None) -> list:
        """Targets of elf ``seat`` attacking with card type ``t``; ``cands`` (from ``_elf_candidates``) may be
        passed when several cards are tried in a row."""
        rng = self._range_of(seat, t)
        if cands is None:
            cands = self._elf_candidates(seat)
        me = self.elf_hex[seat]
        out = []
        for tg, h, d in cands:
            if d == 1 or (1 < d <= rng and tg < BOAR0 and self._sight(me, h)):
                out.append(tg)  # boars are attacked from an adjacent hex only (D6 section 5)
        return out

    def _elf_candidates(self, seat: int) -> list:
        """(target, hex, distance) of everything an elf could attack (prisoners are never targets)."""
        me = self.elf_hex[seat]
        row = _dist_matrix(self.options["scenario"])[me]
        fh = self.fig_hex
        pris = _PRISON_CLAN[self.options["scenario"]] if self.held else -1
        out = [(s, fh[s], row[fh[s]]) for s in range(N_SLOTS) if fh[s] >= 0 and s // 5 != pris]
        if self.king_alive and self.king_hex >= 0:
            out.append((KING, self.king_hex, row[self.king_hex]))
        out += [(BOAR0 + i, h, row[h]) for i, h in enumerate(self.boar_hex) if h >= 0]
        return out

    def _orc_targets(self, by: int, t: int) -> list:
        hexes = self._unit_hexes(by)
        rng = 1
        if by < N_SLOTS:
            for e in T_EFFECTS[t]:
                if e[0] == "SHAMAN_RANGE" and any(self.fig_type[s] == 2 for s in self._squad(by)):
                    rng = max(rng, e[1])
        out = []
        for s in range(1, self.players):
            if not self.alive[s]:
                continue
            eh = self.elf_hex[s]
            for h in hexes:
                d = self._dist(h, eh)
                if d == 1 or (1 < d <= rng and self._sight(h, eh)):
                    out.append(25 + s)
                    break
        return out

    # ------------------------------------------------------------------ attacks
    def _do_attack(self, t: int, by: int, target: int, ev: list) -> None:
        seat = self.cur
        hand = self._hand_of(by)
        card = self._take_card(hand, t)
        self._put_on_pile(by, card)
        self.excl_left -= 1
        self.acted = True
        ranger = seat != ORC and self.power_of(seat) == "skirmish"
        if ranger and self.options["ranger_move"] == "3_plus_3" and not self.attacked:
            self.mv[MV_ELF] = max(self.mv[MV_ELF], self._base_move(seat))
            self.mv_state = 0
        elif not ranger and self.mv_state == 1:
            self.mv_state = 2
        self.attacked = True
        self.x_att_seat = seat
        self.x_by = by
        self.x_target = target
        self.x_card = t
        self.x_attack = T_VALUE[t]
        self.x_block = -1
        self.x_defmods = 0
        self.x_passes = 0
        self.x_choose = self.x_oath = False
        self.x_extra = sum(e[1] for e in T_EFFECTS[t] if e[0] == "KILL_EXTRA_ORC")
        self.x_no_basic = next((e[1] for e in T_EFFECTS[t] if e[0] == "ATTACK_CANNOT_BE_BASIC_DEFENDED_BY_ATTR"), -1)
        ah = self.elf_hex[seat] if seat != ORC else -1
        th = self._target_hex(target)
        self.x_thex = th
        self.x_squad = []
        self.x_ranged = seat != ORC and self._dist(ah, th) > 1
        self.x_log = [[seat, t]]
        if target >= ELF0 and target < BOAR0:
            self.x_def_seat = target - 25
            self.x_def_unit = target
        else:
            self.x_def_seat = ORC
            if target < N_SLOTS:
                self.x_def_unit = self._squad(target)[0]
            elif target == KING:
                self.x_def_unit = KING
            else:
                self.x_def_unit = self._boar_defender(th)
                if self.x_def_unit < 0:
                    self.x_block = self.scen["boar_block"]
        ev.append({"type": "attack", "seat": seat, "by": self.x_by, "card": t, "target": target,
                   "attack": self.x_attack})
        self.step = S_EXCHANGE
        self.x_prio = self.decider = self.x_def_seat

    def _boar_defender(self, bh: int) -> int:
        best, best_n = -1, 0
        for c in range(5):
            if not self._clan_active(c):
                continue
            for sq in self._squads(c):
                n = sum(1 for s in sq if self._dist(self.fig_hex[s], bh) == 1)
                if n > best_n:
                    best, best_n = sq[0], n
        return best

    def _block_total(self) -> int:
        return max(self.x_block, 0) + self.x_defmods

    def _do_play(self, seat: int, t: int, by: int, target: int, ev: list) -> None:
        hand = self.hands[seat]
        card = self._take_card(hand, t)
        unit = by
        self._put_on_pile(by, card)
        ev.append({"type": "play", "seat": seat, "by": unit, "card": t, "target": target if target != NONE else None})
        if self.step == S_EXCHANGE:
            self.x_log.append([seat, t])
            kind = T_KIND[t]
            if kind == ATTACK_MOD:
                bonus = T_VALUE[t]
                for e in T_EFFECTS[t]:
                    if e[0] == "CANCEL_DEFENSE_MODS":
                        self.x_defmods = 0
                    elif e[0] == "ADD_ATTACK":
                        bonus += e[1]
                    elif e[0] == "FLANK" and self.x_by < N_SLOTS:
                        th = self._target_hex(self.x_target)
                        if sum(1 for s in self._squad(self.x_by) if self._dist(self.fig_hex[s], th) == 1) >= 2:
                            bonus += e[1]
                self.x_attack += bonus
            elif kind == BASIC_DEFENSE:
                self.x_block = T_VALUE[t]
                if seat != ORC and any(self.tre_holder[i] == seat and self.tre_item[i] == TE_AMULET for i in range(5)):
                    self.x_block += TREASURES[TE_AMULET]["amount"]
                if any(e[0] == "CHOOSE_CASUALTY" for e in T_EFFECTS[t]):
                    self.x_choose = True
            elif kind == DEFENSE_MOD:
                self.x_defmods += T_VALUE[t] + sum(e[1] for e in T_EFFECTS[t] if e[0] == "ADD_BLOCK")
            ev[-1]["attack"], ev[-1]["block"] = self.x_attack, self._block_total()
            self._exchange_next()
            return
        # A Restricted special in an action phase.
        self.acted = True
        if any(e[0] != "MOVE_EXTRA" for e in T_EFFECTS[t]):
            self._action_ends_move()
        for e in T_EFFECTS[t]:
            op = e[0]
            if op == "DRAW":
                who = ORC if seat == ORC else seat
                for _ in range(e[1]):
                    if not self._can_draw(who) or not self._draw(who, ev):
                        break
            elif op == "MOVE_EXTRA":
                if seat == ORC:
                    figs = [KING] if self.unit == 5 else [s for s in range(self.unit * 5, self.unit * 5 + 5)
                                                          if self.fig_hex[s] >= 0]
                    for f in figs:
                        self.mv[f] += e[1]
                else:
                    self.mv[MV_ELF] += e[1]
            elif op == "HEAL_WOUND":
                o = target - 25
                self.wounds[o] = max(0, self.wounds[o] - e[1])
                ev.append({"type": "heal", "seat": o, "wounds": self.wounds[o]})
            elif op == "CLEAR_TOP":
                base = 0 if seat == ORC else seat * 3
                for _ in range(e[2]):
                    if e[1] >= 0:
                        pile = self.piles[base + e[1]] if not (seat == ORC and by < N_SLOTS) else self.cpiles[by // 5]
                    else:
                        cands = [self.piles[base + a] for a in range(3) if self.piles[base + a]]
                        pile = max(cands, key=lambda p: T_COST[CTYPE[p[-1]]]) if cands else []
                    if pile:
                        self._clear_top(pile, seat, ev, "effect")

    def _exchange_next(self) -> None:
        self.x_passes = 0
        self._swap_priority()

    def _swap_priority(self) -> None:
        self.x_prio = self.x_def_seat if self.x_prio == self.x_att_seat else self.x_att_seat
        self.decider = self.x_prio

    def _do_pass(self, ev: list) -> None:
        if self.step == S_TRIP:
            self._resume_trip(ev)
            return
        self.x_passes += 1
        self.x_log.append([self.decider, -1])
        ev.append({"type": "pass", "seat": self.decider})
        if self.x_passes >= 2:
            self._resolve(ev)
        else:
            self._swap_priority()

    def _resume_trip(self, ev: list) -> None:
        self.step = S_ACTION
        self.decider = self.cur
        self._continue_move(ev)

    def _resolve(self, ev: list) -> None:
        att, block = self.x_attack, self._block_total()
        hit = att > block
        target = self.x_target
        ev.append({"type": "resolve", "attack": att, "block": block, "hit": hit, "target": target})
        self.step, self.decider = S_ACTION, self.cur
        if hit:
            if ELF0 <= target < BOAR0:
                self._wound(target - 25, ev)
            elif target == KING:
                if self.x_oath:
                    ev.append({"type": "blood_oath"})
                else:
                    self._kill_king(ev)
            elif target >= BOAR0:
                self.boar_hex[target - BOAR0] = -1
                ev.append({"type": "boar_killed", "boar": target - BOAR0})
            else:
                self._squad_hit(target, ev)
                if self.step == S_CASUALTY:
                    return
        self._finish_attack(ev)

    def _finish_attack(self, ev: list) -> None:
        self.x_log = []
        self.x_by = self.x_target = self.x_def_unit = self.x_card = -1
        self.x_attack = self.x_block = self.x_defmods = 0
        self.x_passes = 0
        self.x_choose = self.x_oath = self.x_ranged = False
        self.x_extra = 0
        self.x_thex = -1
        self.x_squad = []
        self.x_no_basic = -1
        self.x_att_seat = self.x_def_seat = self.x_prio = 0
        self._check_goal(ev)

    def _wound(self, seat: int, ev: list) -> None:
        if self.hurt[seat]:
            ev.append({"type": "no_wound", "seat": seat, "why": "one wound per turn"})
            return
        self.hurt[seat] = 1
        self.wounds[seat] += 1
        ev.append({"type": "wound", "seat": seat, "wounds": self.wounds[seat]})
        if self.wounds[seat] >= self.wound_track(seat):
            self.alive[seat] = 0
            h = self.elf_hex[seat]
            self.elf_hex[seat] = -1
            for i in range(5):
                if self.tre_holder[i] == seat:
                    self.tre_holder[i], self.tre_hex[i] = -1, h
            ev.append({"type": "elf_dies", "seat": seat, "hex": h})

    def _kill_king(self, ev: list) -> None:
        self.king_alive = False
        h = self.king_hex
        self.king_hex = -1
        ev.append({"type": "king_dies", "hex": h})
        if self.x_att_seat != ORC:
            self.trophies += self.scen["goal"].get("per_king", 0)
        if self.held:
            self.held = False
            ev.append({"type": "prisoners_freed", "why": "king_dead"})

    def _squad_hit(self, target: int, ev: list) -> None:
        squad = self._squad(target)
        self.x_squad = squad
        if self.x_choose:
            cands = squad
        elif self.options["casualty"] == "defender" and not self.x_ranged:
            ah = self._unit_hexes(self.x_by)[0]
            cands = [s for s in squad if self._dist(self.fig_hex[s], ah) == 1] or [target]
        else:
            cands = [target]
        if len(cands) > 1:
            self.cas_options = cands
            self.step, self.decider = S_CASUALTY, ORC
            return
        self._kill_figure(cands[0], ev, by_elf=self.x_att_seat != ORC)
        self._begin_extra_kills()
        self._extra_kills(ev)

    def _casualty_chosen(self, fig: int, ev: list) -> None:
        """``casualty F``: the orc player's pick of the figure the hit kills (then the attacker's extra kills
        begin), or the attacker's pick of an extra victim (Cleave, Arcane Bolt, KILL_EXTRA_ORC)."""
        extra = self.decider != ORC
        self.cas_options = []
        self.step, self.decider = S_ACTION, self.cur
        if extra:
            self._kill_figure(fig, ev, by_elf=True, effect=self._extra_kill_effect())
            self.x_extra -= 1
        else:
            self._kill_figure(fig, ev, by_elf=self.x_att_seat != ORC)
            self._begin_extra_kills()
        if not self._extra_kills(ev):
            self._finish_attack(ev)

    def _begin_extra_kills(self) -> None:
        """After the hit's first victim: ``x_extra`` = the extra victims owed (the card's KILL_EXTRA_ORC, plus
        Cleave or Arcane Bolt)."""
        seat = self.x_att_seat
        if seat == ORC:
            self.x_extra = 0
            return
        power = self.power_of(seat)
        if power in ("cleave", "arcane_bolt"):
            self.x_extra += D.powers[power]["extra_kills"]

    def _extra_kill_effect(self) -> str:
        """What kills the extra victims, for the log: the role's power, else the card (KILL_EXTRA_ORC)."""
        power = self.power_of(self.x_att_seat)
        return power if power in ("cleave", "arcane_bolt") else "card"

    def _extra_kills(self, ev: list) -> bool:
        """Cleave (next to the Paladin), Arcane Bolt (next to the target's hex) and KILL_EXTRA_ORC cards (next
        to the attacker): more figures of the hit squad die. Where several figures could die, the attacker
        chooses (a casualty step of his); True while that choice is open."""
        seat = self.x_att_seat
        if seat == ORC:
            return False
        ref = self.x_thex if self.power_of(seat) == "arcane_bolt" else self.elf_hex[seat]
        while self.x_extra > 0:
            cands = [s for s in self.x_squad if self.fig_hex[s] >= 0 and self._dist(self.fig_hex[s], ref) == 1]
            if not cands:
                break
            if len(cands) > 1:
                self.cas_options = cands
                self.step, self.decider = S_CASUALTY, seat
                return True
            self._kill_figure(cands[0], ev, by_elf=True, effect=self._extra_kill_effect())
            self.x_extra -= 1
        self.x_extra = 0
        return False

    def _kill_figure(self, slot: int, ev: list, by_elf: bool, effect: str = "") -> None:
        h = self.fig_hex[slot]
        self.fig_hex[slot] = -1
        t = self.fig_type[slot]
        self.fig_type[slot] = -1
        clan = slot // 5
        self.kills[0] += 1
        if by_elf:
            self.trophies += self.scen["goal"].get("per_orc", 0)
        ev.append({"type": "orc_dies", "slot": slot, "clan": D.clans[clan], "figure": t, "hex": h})
        if effect:  # an extra victim: the log names what killed it (Cleave, Arcane Bolt, the card)
            ev[-1]["effect"] = effect
            if effect == "card":
                ev[-1]["card"] = self.x_card
        if not any(self.fig_hex[s] >= 0 for s in range(clan * 5, clan * 5 + 5)):
            if self.options["wiped_clan_pile"] == "discard" and self.cpiles[clan]:
                self.discards[ORC].extend(self.cpiles[clan])
                ev.append({"type": "clan_wiped", "clan": D.clans[clan], "discarded": len(self.cpiles[clan])})
                self.cpiles[clan] = []
