"""The flow of an Orc Wars game: rounds and turns in seat order, the steps of a turn (discard, draw, clear,
squad, the action phases of the units), and the cards: hands, decks, discards and attribute piles.
"""

from __future__ import annotations

from orcdesk.games.orc_wars.common import (
    CATTR,
    CCOST,
    CTYPE,
    ELF_MOVE_SLOT,
    HAND,
    KING,
    KING_PHASE,
    MOVE_FRESH,
    MOVE_SLOTS,
    N_SLOTS,
    ORC,
    S_ACTION,
    S_CLEAR,
    S_DISCARD,
    S_DRAW,
    S_PHASES,
    S_SQUAD,
    T_ATTR,
    T_COST,
    T_KIND,
    TE_BOOTS,
    TREASURES,
    D,
    _insort,
)


class OrcWarsTurns:
    """Rounds, turns and their steps; hands, decks and attribute piles (a part of :class:`OrcWarsState`)."""

    # ================================================================== cards and piles
    def _hand_of(self, by: int) -> list:
        return self.hands[ORC] if by <= KING else self.hands[by - KING]

    def _spent(self, by: int, attr: int) -> tuple[int, int]:
        """(points spent, value) of attribute ``attr`` for unit ``by`` (squad rep slot, KING, or elf index)."""
        if by < N_SLOTS:
            sq = self._squad(by)
            value = D.figure_value * sum(1 for s in sq if self.fig_type[s] == attr)
            spent = sum(CCOST[c] for c in self.clan_piles[by // 5] if CATTR[c] == attr)
            return spent, value
        if by == KING:
            return sum(CCOST[c] for c in self.piles[attr]), D.king["attrs"][attr]
        seat = by - KING
        pile = self.piles[seat * 3 + attr]
        return sum(CCOST[c] for c in pile), self.attributes_of(seat)[attr]

    def _affordable(self, by: int, t: int) -> bool:
        spent, value = self._spent(by, T_ATTR[t])
        return spent + T_COST[t] <= value

    def _types_in_hand(self, hand: list, kinds) -> list:
        out, seen = [], set()
        for c in hand:
            t = CTYPE[c]
            if t not in seen and T_KIND[t] in kinds:
                seen.add(t)
                out.append(t)
        return out

    def _take_card(self, hand: list, t: int) -> int:
        for i, c in enumerate(hand):
            if CTYPE[c] == t:
                return hand.pop(i)
        raise AssertionError(f"no card of type {t} in hand")

    def _put_on_pile(self, by: int, card: int) -> None:
        if by < N_SLOTS:
            self.clan_piles[by // 5].append(card)
        elif by == KING:
            self.piles[T_ATTR[CTYPE[card]]].append(card)
        else:
            seat = by - KING
            self.piles[seat * 3 + T_ATTR[CTYPE[card]]].append(card)

    def _draw(self, seat: int, ev: list) -> bool:
        deck = self.decks[seat]
        if not deck:
            if not self.discards[seat]:
                return False
            deck.extend(self.discards[seat])
            self.discards[seat] = []
            self.rng.shuffle(deck)
            ev.append({"type": "reshuffle", "seat": seat, "count": len(deck), "barrier": True})
        c = deck.pop()
        _insort(self.hands[seat], c)
        ev.append({"type": "draw", "seat": seat, "card": CTYPE[c], "private": {"card": [seat]}, "barrier": True})
        return True

    def _can_draw(self, seat: int) -> bool:
        return len(self.hands[seat]) < HAND and bool(self.decks[seat] or self.discards[seat])

    def _clear_top(self, pile: list, seat: int, ev: list, where: str) -> None:
        c = pile.pop()
        self.discards[seat].append(c)
        ev.append({"type": "clear", "seat": seat, "pile": where, "card": CTYPE[c]})

    # ================================================================== flow
    def _elf_index(self, seat: int) -> int:
        return KING + seat

    def _start_turn(self, ev: list) -> None:
        """Begin the turn of ``order[turn_idx]`` (skipping dead elves)."""
        while True:
            seat = self.order[self.turn_idx]
            if seat == ORC and not self._extra_orc_turn_due():
                pass  # a horde's extra turn that this round does not give (horde.extra_turn_every)
            elif seat == ORC or self.alive[seat]:
                break
            self._advance_idx(ev)
            if self.over_:
                return
        self.cur = seat
        if self.options["wound_scope"] == "turn":
            self.hurt = [0, 0, 0, 0]
        self.phases_done = 0
        self.squad_activated = self.squad_reinforced = self.squad_drums = False
        self.unit = -1
        ev.append({"type": "turn", "seat": seat, "round": self.round})
        self._enter(S_DISCARD, ev)

    def _extra_orc_turn_due(self) -> bool:
        """Whether the orc turn at ``turn_idx`` is played this round: the round's first orc turn always; an
        extra one (``horde.orc_turns`` above 1) every ``horde.extra_turn_every`` rounds (PROPOSED: a whole extra
        turn a round moved the elves' rate by 30 to 60 points, too coarse a step to balance with)."""
        if self.order.index(ORC) == self.turn_idx:
            return True
        return self.round % self.scen["horde"]["extra_turn_every"][self.n_elves] == 0

    def _advance_idx(self, ev: list) -> None:
        self.turn_idx += 1
        if self.turn_idx >= len(self.order):
            self.turn_idx = 0
            self.round += 1
            if self.options["wound_scope"] == "round":
                self.hurt = [0, 0, 0, 0]
            if self.round > self.last_round:
                self.limit_hit = True
                ev.append(
                    {
                        "type": "round_limit",
                        "rounds": self.last_round,
                        "deadline": self.last_round < self.options["max_rounds"],
                    }
                )
                self._game_over([ORC], ev, "round_limit")

    def _end_turn(self, ev: list) -> None:
        seat = self.cur
        ev.append({"type": "end_turn", "seat": seat})
        if seat != ORC and self.scen["goal"]["kind"] == "relics":
            self._check_goal(ev, end_of_elf_turn=True)
            if self.over_:
                return
        self._advance_idx(ev)
        if not self.over_:
            self._start_turn(ev)

    def _enter(self, step: int, ev: list) -> None:
        """Enter ``step`` of the current player's turn, skipping steps that offer no choice."""
        seat = self.cur
        self.decider = seat
        if step == S_DISCARD:
            if self.hands[seat]:
                self.step = S_DISCARD
                return
            step = S_DRAW
        if step == S_DRAW:
            self.drawn = 0
            if seat != ORC and self.scen["bonus_draw"]:
                bonus = D.bonus_draw[self.n_elves]
                got = 0
                while got < bonus and self._can_draw(ORC):
                    self._draw(ORC, ev)
                    got += 1
                if got:
                    ev.append({"type": "bonus_draw", "seat": ORC, "count": got})
            if self._can_draw(seat):
                self.step = S_DRAW
                return
            step = S_CLEAR
        if step == S_CLEAR:
            self.cleared = 0
            if seat == ORC:
                for c in range(5):
                    if self._clan_active(c):
                        pile = self.clan_piles[c]
                        for _ in range(min(D.clear_per_turn, len(pile))):
                            self._clear_top(pile, ORC, ev, D.clans[c])
                if self._clear_piles():
                    self.step = S_CLEAR
                    return
                step = S_SQUAD
            else:
                if self._clear_piles():
                    self.step = S_CLEAR
                    return
                self._begin_action(seat, ev)
                return
        if step == S_SQUAD:
            if self.scen["squad_phase"] and self._squad_choices():
                self.step = S_SQUAD
                return
            step = S_PHASES
        if step == S_PHASES:
            self.step = S_PHASES
            self.unit = -1
            if not self._phase_choices() and not self._can_remake():
                self._end_turn(ev)
            return
        raise AssertionError(f"cannot enter step {step}")

    def _clear_piles(self) -> list:
        seat = self.cur
        if seat == ORC:
            if not (self.king_alive and self.king_hex >= 0):
                return []
            base = 0
        else:
            base = seat * 3
        if self.cleared >= D.clear_per_turn:
            return []
        return [a for a in range(3) if self.piles[base + a]]

    def _begin_action(self, seat: int, ev: list) -> None:
        """Open the elf's Action phase."""
        self.step = S_ACTION
        self.decider = seat
        self.unit = KING + seat
        self._reset_phase()
        self.move_left[ELF_MOVE_SLOT] = self._base_move(seat)

    def _base_move(self, seat: int) -> int:
        boots = any(self.treasure_holder[i] == seat and self.treasure_item[i] == TE_BOOTS for i in range(5))
        return D.move + (TREASURES[TE_BOOTS]["amount"] if boots else 0)

    def _reset_phase(self) -> None:
        self.move_left = [0] * MOVE_SLOTS
        self.move_stage = MOVE_FRESH
        self.exclusive_left = 1
        self.acted = self.attacked = self.sneak = False

    def _open_orc_phase(self, u: int, ev: list) -> None:
        self._reset_phase()
        self.unit = u
        self.step = S_ACTION
        self.decider = ORC
        if u == KING_PHASE:
            self.move_left[KING] = D.move
        else:
            for s in range(u * 5, u * 5 + 5):
                if self.fig_hex[s] >= 0:
                    self.move_left[s] = D.move
        self.phases_done |= 1 << u
        ev.append({"type": "phase", "seat": ORC, "unit": "king" if u == KING_PHASE else D.clans[u]})

    def _phase_choices(self) -> list:
        out = [c for c in range(5) if not self.phases_done >> c & 1 and self._clan_active(c)]
        if not self.phases_done >> 5 & 1 and self.king_alive and self.king_hex >= 0:
            out.append(5)
        return out

    def _can_remake(self) -> bool:
        seat = self.cur
        if seat == ORC:
            return self.step == S_PHASES and self.phases_done == 0 and self.unit == -1
        return self.step == S_ACTION and not self.acted and self.move_stage == MOVE_FRESH

    def _end_phase(self, ev: list) -> None:
        if self.cur == ORC:
            self.unit = -1
            self.step = S_PHASES
            self.decider = ORC
            if not self._phase_choices():
                self._end_turn(ev)
        else:
            self._end_turn(ev)

    def _after_clear(self, ev: list) -> None:
        if self.cur == ORC:
            self._enter(S_SQUAD, ev)
        else:
            self._begin_action(self.cur, ev)
