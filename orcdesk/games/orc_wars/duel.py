"""The HeroCard duel of Orc Wars: who and what a card can reach, the attack and its exchange (the defender
first, one card or a pass each in turn, two passes end it), card effects, the resolution, wounds, the King's
and the boars' deaths, casualties and extra victims.
"""

from __future__ import annotations

from orcdesk.games.orc_wars.board import _dist_matrix
from orcdesk.games.orc_wars.common import (
    _PRISON_CLAN,
    BOAR0,
    CTYPE,
    ELF0,
    ELF_MOVE_SLOT,
    HAND,
    KING,
    KING_PHASE,
    MOVE_FRESH,
    MOVE_OVER,
    MOVE_UNDER_WAY,
    N_SLOTS,
    NONE,
    ORC,
    S_ACTION,
    S_CASUALTY,
    S_EXCHANGE,
    S_TRIP,
    T_COST,
    T_EFFECTS,
    T_KIND,
    T_VALUE,
    TE_AMULET,
    TREASURES,
    D,
)
from orcdesk.games.orc_wars.data import ATTACK_MOD, BASIC_DEFENSE, DEFENSE_MOD


class OrcWarsDuel:
    """The HeroCard exchange: targets and reach of cards, attacks, plays, passes, resolution, wounds and kills (a part
    of :class:`OrcWarsState`)."""

    def _adjacent_elves(self, seat: int) -> list:
        me = self.elf_hex[seat]
        return [
            o for o in range(1, self.players) if o != seat and self.alive[o] and self._dist(self.elf_hex[o], me) == 1
        ]

    def _heal_targets(self, seat: int) -> list:
        out = []
        for o in range(1, self.players):
            if (
                self.alive[o]
                and self.wounds[o] > 0
                and (o == seat or self._dist(self.elf_hex[o], self.elf_hex[seat]) == 1)
            ):
                out.append(KING + o)
        return out

    def _special_useful(self, t: int, by: int) -> bool:
        """Specials with no target: playable when they can do something (keeps random play sane)."""
        for e in T_EFFECTS[t]:
            op = e[0]
            if op == "DRAW":  # the card leaves the hand first, so a full hand can still draw one
                seat = ORC if by <= KING else by - KING
                if len(self.hands[seat]) - 1 < HAND and (self.decks[seat] or self.discards[seat]):
                    return True
            elif op == "MOVE_EXTRA":
                if self.move_stage != MOVE_OVER:
                    return True
            elif op == "CLEAR_TOP":
                if by <= KING:
                    return True
                base = (by - KING) * 3
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
                    out.append(KING + s)
                    break
        return out

    # ------------------------------------------------------------------ attacks
    def _do_attack(self, t: int, by: int, target: int, ev: list) -> None:
        seat = self.cur
        hand = self._hand_of(by)
        card = self._take_card(hand, t)
        self._put_on_pile(by, card)
        self.exclusive_left -= 1
        self.acted = True
        ranger = seat != ORC and self.power_of(seat) == "skirmish"
        if ranger and self.options["ranger_move"] == "3_plus_3" and not self.attacked:
            self.move_left[ELF_MOVE_SLOT] = max(self.move_left[ELF_MOVE_SLOT], self._base_move(seat))
            self.move_stage = MOVE_FRESH
        elif not ranger and self.move_stage == MOVE_UNDER_WAY:
            self.move_stage = MOVE_OVER
        self.attacked = True
        self.fight_attacker_seat = seat
        self.fight_attacker = by
        self.fight_target = target
        self.fight_card = t
        self.fight_attack = T_VALUE[t]
        self.fight_block = -1
        self.fight_defence_bonus = 0
        self.fight_passes = 0
        self.fight_attacker_picks = self.fight_blood_oath = False
        self.fight_extra_kills = sum(e[1] for e in T_EFFECTS[t] if e[0] == "KILL_EXTRA_ORC")
        self.fight_unblockable_attr = next(
            (e[1] for e in T_EFFECTS[t] if e[0] == "ATTACK_CANNOT_BE_BASIC_DEFENDED_BY_ATTR"), -1
        )
        ah = self.elf_hex[seat] if seat != ORC else -1
        th = self._target_hex(target)
        self.fight_target_hex = th
        self.fight_squad = []
        self.fight_ranged = seat != ORC and self._dist(ah, th) > 1
        self.fight_log = [[seat, t]]
        if target >= ELF0 and target < BOAR0:
            self.fight_defender_seat = target - KING
            self.fight_defender = target
        else:
            self.fight_defender_seat = ORC
            if target < N_SLOTS:
                self.fight_defender = self._squad(target)[0]
            elif target == KING:
                self.fight_defender = KING
            else:
                self.fight_defender = self._boar_defender(th)
                if self.fight_defender < 0:
                    self.fight_block = self.scen["boar_block"]
        ev.append(
            {
                "type": "attack",
                "seat": seat,
                "by": self.fight_attacker,
                "card": t,
                "target": target,
                "attack": self.fight_attack,
            }
        )
        self.step = S_EXCHANGE
        self.fight_to_play = self.decider = self.fight_defender_seat

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
        return max(self.fight_block, 0) + self.fight_defence_bonus

    def _do_play(self, seat: int, t: int, by: int, target: int, ev: list) -> None:
        hand = self.hands[seat]
        card = self._take_card(hand, t)
        unit = by
        self._put_on_pile(by, card)
        ev.append({"type": "play", "seat": seat, "by": unit, "card": t, "target": target if target != NONE else None})
        if self.step == S_EXCHANGE:
            self.fight_log.append([seat, t])
            kind = T_KIND[t]
            if kind == ATTACK_MOD:
                bonus = T_VALUE[t]
                for e in T_EFFECTS[t]:
                    if e[0] == "CANCEL_DEFENSE_MODS":
                        self.fight_defence_bonus = 0
                    elif e[0] == "ADD_ATTACK":
                        bonus += e[1]
                    elif e[0] == "FLANK" and self.fight_attacker < N_SLOTS:
                        th = self._target_hex(self.fight_target)
                        if (
                            sum(1 for s in self._squad(self.fight_attacker) if self._dist(self.fig_hex[s], th) == 1)
                            >= 2
                        ):
                            bonus += e[1]
                self.fight_attack += bonus
            elif kind == BASIC_DEFENSE:
                self.fight_block = T_VALUE[t]
                if seat != ORC and any(
                    self.treasure_holder[i] == seat and self.treasure_item[i] == TE_AMULET for i in range(5)
                ):
                    self.fight_block += TREASURES[TE_AMULET]["amount"]
                if any(e[0] == "CHOOSE_CASUALTY" for e in T_EFFECTS[t]):
                    self.fight_attacker_picks = True
            elif kind == DEFENSE_MOD:
                self.fight_defence_bonus += T_VALUE[t] + sum(e[1] for e in T_EFFECTS[t] if e[0] == "ADD_BLOCK")
            ev[-1]["attack"], ev[-1]["block"] = self.fight_attack, self._block_total()
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
                    figs = (
                        [KING]
                        if self.unit == KING_PHASE
                        else [s for s in range(self.unit * 5, self.unit * 5 + 5) if self.fig_hex[s] >= 0]
                    )
                    for f in figs:
                        self.move_left[f] += e[1]
                else:
                    self.move_left[ELF_MOVE_SLOT] += e[1]
            elif op == "HEAL_WOUND":
                o = target - KING
                self.wounds[o] = max(0, self.wounds[o] - e[1])
                ev.append({"type": "heal", "seat": o, "wounds": self.wounds[o]})
            elif op == "CLEAR_TOP":
                base = 0 if seat == ORC else seat * 3
                for _ in range(e[2]):
                    if e[1] >= 0:
                        pile = (
                            self.piles[base + e[1]] if not (seat == ORC and by < N_SLOTS) else self.clan_piles[by // 5]
                        )
                    else:
                        cands = [self.piles[base + a] for a in range(3) if self.piles[base + a]]
                        pile = max(cands, key=lambda p: T_COST[CTYPE[p[-1]]]) if cands else []
                    if pile:
                        self._clear_top(pile, seat, ev, "effect")

    def _exchange_next(self) -> None:
        self.fight_passes = 0
        self._swap_priority()

    def _swap_priority(self) -> None:
        self.fight_to_play = (
            self.fight_defender_seat if self.fight_to_play == self.fight_attacker_seat else self.fight_attacker_seat
        )
        self.decider = self.fight_to_play

    def _do_pass(self, ev: list) -> None:
        if self.step == S_TRIP:
            self._resume_trip(ev)
            return
        self.fight_passes += 1
        self.fight_log.append([self.decider, -1])
        ev.append({"type": "pass", "seat": self.decider})
        if self.fight_passes >= 2:
            self._resolve(ev)
        else:
            self._swap_priority()

    def _resume_trip(self, ev: list) -> None:
        self.step = S_ACTION
        self.decider = self.cur
        self._continue_move(ev)

    def _resolve(self, ev: list) -> None:
        att, block = self.fight_attack, self._block_total()
        hit = att > block
        target = self.fight_target
        ev.append({"type": "resolve", "attack": att, "block": block, "hit": hit, "target": target})
        self.step, self.decider = S_ACTION, self.cur
        if hit:
            if ELF0 <= target < BOAR0:
                self._wound(target - KING, ev)
            elif target == KING:
                if self.fight_blood_oath:
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
        self.fight_log = []
        self.fight_attacker = self.fight_target = self.fight_defender = self.fight_card = -1
        self.fight_attack = self.fight_block = self.fight_defence_bonus = 0
        self.fight_passes = 0
        self.fight_attacker_picks = self.fight_blood_oath = self.fight_ranged = False
        self.fight_extra_kills = 0
        self.fight_target_hex = -1
        self.fight_squad = []
        self.fight_unblockable_attr = -1
        self.fight_attacker_seat = self.fight_defender_seat = self.fight_to_play = 0
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
                if self.treasure_holder[i] == seat:
                    self.treasure_holder[i], self.treasure_hex[i] = -1, h
            ev.append({"type": "elf_dies", "seat": seat, "hex": h})

    def _kill_king(self, ev: list) -> None:
        self.king_alive = False
        h = self.king_hex
        self.king_hex = -1
        ev.append({"type": "king_dies", "hex": h})
        if self.fight_attacker_seat != ORC:
            self.trophies += self.scen["goal"].get("per_king", 0)
        if self.held:
            self.held = False
            ev.append({"type": "prisoners_freed", "why": "king_dead"})

    def _squad_hit(self, target: int, ev: list) -> None:
        squad = self._squad(target)
        self.fight_squad = squad
        if self.fight_attacker_picks:
            cands = squad
        elif self.options["casualty"] == "defender" and not self.fight_ranged:
            ah = self._unit_hexes(self.fight_attacker)[0]
            cands = [s for s in squad if self._dist(self.fig_hex[s], ah) == 1] or [target]
        else:
            cands = [target]
        if len(cands) > 1:
            self.casualty_options = cands
            self.step, self.decider = S_CASUALTY, ORC
            return
        self._kill_figure(cands[0], ev, by_elf=self.fight_attacker_seat != ORC)
        self._begin_extra_kills()
        self._extra_kills(ev)

    def _casualty_chosen(self, fig: int, ev: list) -> None:
        """``casualty F``: the orc player's pick of the figure the hit kills (then the attacker's extra kills
        begin), or the attacker's pick of an extra victim (Cleave, Arcane Bolt, KILL_EXTRA_ORC)."""
        extra = self.decider != ORC
        self.casualty_options = []
        self.step, self.decider = S_ACTION, self.cur
        if extra:
            self._kill_figure(fig, ev, by_elf=True, effect=self._extra_kill_effect())
            self.fight_extra_kills -= 1
        else:
            self._kill_figure(fig, ev, by_elf=self.fight_attacker_seat != ORC)
            self._begin_extra_kills()
        if not self._extra_kills(ev):
            self._finish_attack(ev)

    def _begin_extra_kills(self) -> None:
        """After the hit's first victim: ``fight_extra_kills`` = the extra victims owed (the card's KILL_EXTRA_ORC, plus
        Cleave or Arcane Bolt)."""
        seat = self.fight_attacker_seat
        if seat == ORC:
            self.fight_extra_kills = 0
            return
        power = self.power_of(seat)
        if power in ("cleave", "arcane_bolt"):
            self.fight_extra_kills += D.powers[power]["extra_kills"]

    def _extra_kill_effect(self) -> str:
        """What kills the extra victims, for the log: the role's power, else the card (KILL_EXTRA_ORC)."""
        power = self.power_of(self.fight_attacker_seat)
        return power if power in ("cleave", "arcane_bolt") else "card"

    def _extra_kills(self, ev: list) -> bool:
        """Cleave (next to the Paladin), Arcane Bolt (next to the target's hex) and KILL_EXTRA_ORC cards (next
        to the attacker): more figures of the hit squad die. Where several figures could die, the attacker
        chooses (a casualty step of his); True while that choice is open."""
        seat = self.fight_attacker_seat
        if seat == ORC:
            return False
        ref = self.fight_target_hex if self.power_of(seat) == "arcane_bolt" else self.elf_hex[seat]
        while self.fight_extra_kills > 0:
            cands = [s for s in self.fight_squad if self.fig_hex[s] >= 0 and self._dist(self.fig_hex[s], ref) == 1]
            if not cands:
                break
            if len(cands) > 1:
                self.casualty_options = cands
                self.step, self.decider = S_CASUALTY, seat
                return True
            self._kill_figure(cands[0], ev, by_elf=True, effect=self._extra_kill_effect())
            self.fight_extra_kills -= 1
        self.fight_extra_kills = 0
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
                ev[-1]["card"] = self.fight_card
        if not any(self.fig_hex[s] >= 0 for s in range(clan * 5, clan * 5 + 5)):
            if self.options["wiped_clan_pile"] == "discard" and self.clan_piles[clan]:
                self.discards[ORC].extend(self.clan_piles[clan])
                ev.append({"type": "clan_wiped", "clan": D.clans[clan], "discarded": len(self.clan_piles[clan])})
                self.clan_piles[clan] = []
