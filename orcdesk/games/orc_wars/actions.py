"""Orc Wars actions: the codec (actions as values: named fields <-> integers, text), the fast encoder of the
inner loops, and the mixin that lists the legal actions of each step and words the reasons of refusals.
"""

from __future__ import annotations

from orcdesk.core.codec import ActionCodec, Field, Kind
from orcdesk.core.contract import Reason
from orcdesk.games.orc_wars.common import (
    BOAR0,
    ELF_MOVE_SLOT,
    HEX_FIELD,
    KING,
    KING_PHASE,
    MIXES,
    MOVE_OVER,
    N_SLOTS,
    N_TARGETS,
    NONE,
    ORC,
    S_ACTION,
    S_ACTIVATE,
    S_CASUALTY,
    S_CLEAR,
    S_DEPLOY,
    S_DISCARD,
    S_DRAW,
    S_EXCHANGE,
    S_PHASES,
    S_REINF,
    S_REINF_HEX,
    S_SETUP_ELF,
    S_SETUP_KING,
    S_SQUAD,
    S_TRIP,
    STEP_NAMES,
    T_ATTR,
    T_EFFECTS,
    TE_DRAUGHT,
    TE_HORN,
    TE_SUN,
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
from orcdesk.games.orc_wars.data import ATTACK_MOD, BASIC_ATTACK, BASIC_DEFENSE, DEFENSE_MOD, SPECIAL

CODEC = ActionCodec(
    [
        Kind("place", [Field("hex", HEX_FIELD)]),
        Kind("discard", [Field("card", D.n_types)]),
        Kind("draw", undo=False),
        Kind("clear", [Field("pile", 3, ("B", "M", "X"))]),
        Kind("done"),
        Kind("remake", undo=False),
        Kind("activate", [Field("token", len(D.token_values))], undo=False),
        Kind("deploy", [Field("clan", 5), Field("mix", len(MIXES))]),
        Kind("reinforce", [Field("clan", 5), Field("type", 3, ("brute", "tactician", "shaman"))]),
        Kind("phase", [Field("unit", 6)]),
        Kind("move", [Field("fig", BOAR0), Field("hex", HEX_FIELD)]),
        Kind("attack", [Field("card", D.n_types), Field("by", BOAR0), Field("target", N_TARGETS)]),
        Kind("play", [Field("card", D.n_types), Field("by", BOAR0), Field("target", N_TARGETS)], undo=False),
        Kind("pass"),
        Kind("casualty", [Field("fig", N_SLOTS)]),
        Kind("trick", [Field("trick", len(TRICKS)), Field("clan", 5)], undo=False),
        Kind("pickup", [Field("treasure", 5)], undo=False),
        Kind("give", [Field("treasure", 5), Field("to", 4)]),
        Kind("take", [Field("treasure", 5)]),
        Kind("drop", [Field("treasure", 5)]),
        Kind("use", [Field("treasure", 5), Field("target", N_TARGETS)]),
        Kind("end"),
    ]
)
_B = {k.name: CODEC._by_name[k.name][0] for k in CODEC.kinds}
A_DRAW, A_DONE, A_REMAKE, A_PASS, A_END = _B["draw"], _B["done"], _B["remake"], _B["pass"], _B["end"]


_SIZES = {k.name: tuple(f.size for f in k.fields) for k in CODEC.kinds}


def enc(kind: str, **f) -> int:
    """Encode an action from named fields (fast path of CODEC.encode for the engine's inner loops)."""
    base = _B[kind]
    code = 0
    for name, size in zip(_FIELD_NAMES[kind], _SIZES[kind]):
        code = code * size + f[name]
    return base + code


_FIELD_NAMES = {k.name: tuple(f.name for f in k.fields) for k in CODEC.kinds}


class OrcWarsActions:
    """The legal action lists and the reasons of refusals (a part of :class:`OrcWarsState`)."""

    def _legal_actions(self, seat: int) -> list:
        step = self.step
        if step == S_SETUP_KING or step == S_SETUP_ELF:
            return [enc("place", hex=h) for h in self._setup_hexes()]
        if step == S_DISCARD:
            return [enc("discard", card=t) for t in sorted(self._types_in_hand(self.hands[seat], range(5)))] + [A_DONE]
        if step == S_DRAW:
            return [A_DRAW, A_DONE]
        if step == S_CLEAR:
            return [enc("clear", pile=a) for a in self._clear_piles()] + [A_DONE]
        if step == S_SQUAD:
            out = [enc("activate", token=t) for t in self._activate_choices()]
            if self._reinforce_choices() and self.reinforce_limit() > 0:
                out += [enc("reinforce", clan=c, type=t) for c, t in self._reinforce_choices()]
            if (
                TR_DRUMS in self.tricks
                and not self.squad_drums
                and not self.squad_activated
                and not self.squad_reinforced
            ):
                out.append(enc("trick", trick=TR_DRUMS, clan=0))
            return sorted(out) + [A_DONE]
        if step == S_DEPLOY:
            return [enc("deploy", clan=c, mix=m) for c, m in self._deploy_choices(self.act_token)]
        if step == S_REINF:
            return sorted(enc("reinforce", clan=c, type=t) for c, t in self._reinforce_choices()) + [A_DONE]
        if step == S_REINF_HEX:
            return [enc("place", hex=h) for h in self._entry_hexes_for_orcs()]
        if step == S_PHASES:
            out = [enc("phase", unit=u) for u in self._phase_choices()]
            if self._can_remake():
                out.append(A_REMAKE)
            return sorted(out) + [A_END]
        if step == S_ACTION:
            return sorted(self._action_moves())
        if step == S_EXCHANGE:
            return sorted(self._exchange_moves()) + [A_PASS]
        if step == S_CASUALTY:
            return [enc("casualty", fig=s) for s in self.casualty_options]
        if step == S_ACTIVATE:
            return [enc("activate", token=t) for t in self._tile_tokens(self.act_tile)]
        if step == S_TRIP:
            out = [A_PASS]
            if TR_TRIP in self.tricks:
                out.append(enc("trick", trick=TR_TRIP, clan=0))
            return sorted(out)
        return []

    def _action_moves(self) -> list:
        seat = self.cur
        out = [A_END]
        if self._can_remake():
            out.append(A_REMAKE)
        if seat == ORC:
            u = self.unit
            figs = [KING] if u == KING_PHASE else [s for s in range(u * 5, u * 5 + 5) if self.fig_hex[s] >= 0]
            if self.move_stage != MOVE_OVER:
                occ = self._occupied()
                for f in figs:
                    if self.move_left[f] > 0:
                        start = self.king_hex if f == KING else self.fig_hex[f]
                        base = _B["move"] + f * HEX_FIELD
                        out += [
                            base + h
                            for h in self._reach(start, self.move_left[f], True, self._under_ok(f), None, occ)
                            if h != start
                        ]
            units = [KING] if u == KING_PHASE else [sq[0] for sq in self._squads(u)]
            hand = self.hands[ORC]
            if self.exclusive_left > 0:
                for t in self._types_in_hand(hand, (BASIC_ATTACK,)):
                    for by in units:
                        if not self._affordable(by, t):
                            continue
                        for tg in self._orc_targets(by, t):
                            out.append(enc("attack", card=t, by=by, target=tg))
            for t in self._types_in_hand(hand, (SPECIAL,)):
                for by in units:
                    if self._affordable(by, t) and self._special_useful(t, by):
                        out.append(enc("play", card=t, by=by, target=NONE))
            for k in self.tricks:
                if k == TR_SNEAK and u != KING_PHASE and not self.sneak:
                    out.append(enc("trick", trick=k, clan=0))
                elif k == TR_RALLY:
                    out += [enc("trick", trick=k, clan=c) for c in range(5) if self.clan_piles[c]]
                elif k == TR_LOOT and self._can_draw(ORC):
                    out.append(enc("trick", trick=k, clan=0))
            return out
        # An elf.
        me = self.elf_hex[seat]
        me_unit = KING + seat
        if self.move_stage != MOVE_OVER and self.move_left[ELF_MOVE_SLOT] > 0:
            base = _B["move"] + me_unit * HEX_FIELD
            out += [base + h for h in self._reach(me, self.move_left[ELF_MOVE_SLOT], False) if h != me]
        hand = self.hands[seat]
        if self.exclusive_left > 0:
            cands = None
            for t in self._types_in_hand(hand, (BASIC_ATTACK,)):
                if self._affordable(me_unit, t):
                    if cands is None:
                        cands = self._elf_candidates(seat)
                    for tg in self._elf_targets(seat, t, cands):
                        out.append(enc("attack", card=t, by=me_unit, target=tg))
        for t in self._types_in_hand(hand, (SPECIAL,)):
            if not self._affordable(me_unit, t):
                continue
            if any(e[0] == "HEAL_WOUND" for e in T_EFFECTS[t]):
                for tg in self._heal_targets(seat):
                    out.append(enc("play", card=t, by=me_unit, target=tg))
            elif self._special_useful(t, me_unit):
                out.append(enc("play", card=t, by=me_unit, target=NONE))
        # Treasures.
        for i in range(5):
            if self.treasure_hex[i] == me and self.treasure_holder[i] < 0:
                out.append(enc("pickup", treasure=i))
            if self.treasure_holder[i] == seat:
                out.append(enc("drop", treasure=i))
                if self.exclusive_left > 0:
                    for o in self._adjacent_elves(seat):
                        out.append(enc("give", treasure=i, to=o))
                item = self.treasure_item[i]
                if not self.treasure_spent[i]:
                    if item == TE_HORN:
                        out.append(enc("use", treasure=i, target=NONE))
                    elif item == TE_DRAUGHT and self.wounds[seat] > 0:
                        out.append(enc("use", treasure=i, target=NONE))
                    elif item == TE_SUN:
                        for s in range(N_SLOTS):
                            h = self.fig_hex[s]
                            if h >= 0 and not self._imprisoned(s) and self._dist(h, me) == 1:
                                out.append(enc("use", treasure=i, target=s))
            elif (
                self.treasure_holder[i] > 0
                and self.exclusive_left > 0
                and self.treasure_holder[i] in self._adjacent_elves(seat)
            ):
                out.append(enc("take", treasure=i))
        return out

    def _exchange_moves(self) -> list:
        out = []
        if self.decider == self.fight_attacker_seat:
            by = self.fight_attacker
            hand = self._hand_of(by)
            for t in self._types_in_hand(hand, (ATTACK_MOD,)):
                if self._affordable(by, t):
                    out.append(enc("play", card=t, by=by, target=NONE))
            if self.fight_attacker_seat == ORC and TR_CHEAP in self.tricks:
                out.append(enc("trick", trick=TR_CHEAP, clan=0))
            return out
        du = self.fight_defender
        if du < 0:
            return out
        hand = self._hand_of(du)
        if self.fight_block < 0:
            for t in self._types_in_hand(hand, (BASIC_DEFENSE,)):
                if T_ATTR[t] == self.fight_unblockable_attr or not self._affordable(du, t):
                    continue
                if du == KING and any(e[0] == "CHOOSE_CASUALTY" for e in T_EFFECTS[t]):
                    continue
                out.append(enc("play", card=t, by=du, target=NONE))
        else:
            for t in self._types_in_hand(hand, (DEFENSE_MOD,)):
                if self._affordable(du, t):
                    out.append(enc("play", card=t, by=du, target=NONE))
        if self.fight_defender_seat == ORC:
            if TR_SKULL in self.tricks and (du < N_SLOTS or du == KING):
                out.append(enc("trick", trick=TR_SKULL, clan=0))
            if TR_OATH in self.tricks and du == KING and not self.fight_blood_oath:
                out.append(enc("trick", trick=TR_OATH, clan=0))
        return out

    def _reason(self, d) -> Reason:
        """Why a decoded action is refused at this step: the rule it breaks, else what the step asks for."""
        k = d.kind
        if self.step == S_ACTION:
            if k == "move":
                if self.move_stage == MOVE_OVER:
                    return Reason("orc_wars.refuse.move_after_attack")
                return Reason("orc_wars.refuse.move_reach")
            if k == "attack":
                if self.exclusive_left <= 0:
                    return Reason("orc_wars.refuse.exclusive_used")
                return Reason("orc_wars.refuse.attack_rules")
            if k == "play":
                return Reason("orc_wars.refuse.restricted_card")
            if k in ("give", "take"):
                return Reason("orc_wars.refuse.treasure_exchange")
            if k == "pickup":
                return Reason("orc_wars.refuse.pickup")
        if self.step == S_EXCHANGE:
            if self.decider == self.fight_attacker_seat:
                return Reason("orc_wars.refuse.attacker_mods")
            if self.fight_block < 0:
                return Reason("orc_wars.refuse.defence_first")
            return Reason("orc_wars.refuse.one_defence")
        if self.step == S_DISCARD and k == "discard":
            return Reason("orc_wars.refuse.discard_hand")
        if self.step == S_CLEAR and k == "clear":
            return Reason("orc_wars.refuse.clear_tops")
        if self.step == S_SQUAD and k == "reinforce":
            return Reason("orc_wars.refuse.reinforce_rules")
        if self.step == S_DEPLOY:
            return Reason("orc_wars.refuse.deploy_rules")
        if k == "trick":  # each dirty trick has its own moment: its card's text says it
            key = TRICKS[d.trick]["key"]
            return Reason(
                "orc_wars.refuse.trick_moment",
                {"trick": f"orc_wars.trick.{key}.name", "text": f"orc_wars.trick.{key}.text"},
            )
        return Reason("orc_wars.refuse.wrong_step", {"what": f"orc_wars.refuse.step.{STEP_NAMES[self.step]}"})
