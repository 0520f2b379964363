"""The Orcs & Trolls table's animations, an object the table owns: played cards flying to where they land, and
the dice of a trial, an attack or the escapes rolling member after member while the packs show the position
before the move; the result panel on the stage (it stays until the player moves on) and the gates where the
table waits for a human: a Roll to press for dice the engine throws by itself, a result to read before the next
replaces it."""

from __future__ import annotations

from typing import TypedDict

from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit.flight import Flights
from orcdesk.ui.tables.orcs_trolls.art import card_face

# The rolls the engine throws by itself (no green card left to add, the last member of an attack order, the
# escapes of phase F, the attack die once the defender is done) still wait for a human roller to press Roll.
# Which of the roller's own decisions throw the dice themselves: "roll" throws the whole batch, "next" the
# chosen member only (the last one, rolled by the engine after it, waits for its press).
ROLLS_WAIT: dict[str | None, str] = {"roll": "all", "next": "first"}  # by the kind of the move on show


class MoveRolls(TypedDict):
    """The move on show (who played it, its action's kind) and the rolls of it that already waited (ask_roll)."""

    seat: int | None
    kind: str | None
    first_used: bool
    asked: set[int]


class TrollsShow:
    """``queue``: the table's event queue; ``is_human(seat)``, ``replaying()``; ``say(event, line)`` writes a
    log line when dice land; ``words()``: the table's words (trolls.words.TrollsWords)."""

    def __init__(self, queue, is_human, replaying, say, words) -> None:
        self.queue, self.is_human, self.replaying, self.say, self.words = queue, is_human, replaying, say, words
        self.flights = Flights()  # played cards on their way to the table
        self.panel: dict | None = None  # the trial, attack, escape or seduction on show
        self.roll_asked: int | None = None  # the human seat a Roll gate waits for
        self.move_rolls: MoveRolls = {"seat": None, "kind": None, "first_used": False, "asked": set()}  # see ask_roll
        self.roll_show: dict | None = None  # the latest dice event on show
        self.attack_show: dict | None = None  # the attack die of the fight under way
        self.roll_t = 1.0  # tumble progress of the shown dice
        self.banner: tuple | None = None  # (text, colour) of a big moment, shown over the centre
        self.held_packs: list | None = None  # packs as shown while a move's dice roll (see hold_packs)

    def clear(self) -> None:
        self.roll_show = self.attack_show = self.banner = self.held_packs = self.panel = self.roll_asked = None
        self.flights.clear()
        self.roll_t = 1.0

    def animate(self, e: dict, prev_packs, fly_rects, u: float) -> None:
        """Queue the show of event ``e`` (``prev_packs()``: the packs before the move on show; ``fly_rects(fl)``:
        where a played card flies from and to; ``u``: the layout's unit)."""
        k, q = e["type"], self.queue
        if k in ("attack_roll", "dice", "seduce"):
            q.push(anim.Call(lambda: self.hold_packs(prev_packs())))
        if k == "attack_roll":
            self.ask_roll(e["seat"])
            q.push(anim.Call(lambda: self._panel_attack(e)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Call(lambda: self.say(e, self.words().describe(e, landed=True))))
            q.push(anim.Wait(0.4))
        elif k in ("dice", "seduce"):
            if k == "seduce":
                self.open_panel({"kind": "seduce", "seat": e["seat"], "by": e["seat"], "card": e["card"]})
                self.fly(e, fly_rects, u)  # the troll card comes to the orc who tries to win it over
            else:
                self.open_panel({"kind": e["context"], "seat": e["seat"]}, unless_open=True)
                self.ask_roll(e["seat"])
            q.push(anim.Call(lambda: self._panel_roll(e)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Call(lambda: self._roll_lands(e)))
            if k == "dice":
                q.push(anim.Call(lambda: self.say(e, self.words().dice_line(e))))
            q.push(anim.Wait(0.9))
        elif k in ("red", "black", "green", "grey", "meal", "discard", "grab", "give"):
            if k in ("red", "black", "meal"):
                kind = {"red": "trial", "black": "combat", "meal": "meal"}[k]
                seat = e["seat"] if k == "meal" else e["target"]
                attacker = e["seat"] if k == "black" else None
                self.open_panel({"kind": kind, "seat": seat, "by": e["seat"], "attacker": attacker, "card": e["card"]})
            elif k == "green":
                self.open_panel({"kind": e.get("context") or "escape", "seat": e["seat"]}, unless_open=True)
            if k in ("green", "grey"):
                q.push(anim.Call(lambda: self._panel_card(e["card"])))
            self.fly(e, fly_rects, u)
            q.push(anim.Wait(0.25 if k in ("discard", "grab") else 0.4))
        elif k in ("eliminated", "killed_enemy", "win", "round_limit"):
            line = self.words().describe(e) or ""
            self._banner(line, theme.DANGER if k == "eliminated" else theme.GOOD, 0.9)
        elif k in ("potion", "cancelled", "scout"):
            q.push(anim.Wait(0.45))
        elif k in ("turn", "attack_over"):
            q.push(anim.Call(self._close_panel))  # still on show, but the next dice open a panel of their own
            if k == "turn" and self.is_human(e["seat"]):
                self._banner(self.words().turn_banner(e), theme.BRASS, 0.8)
            elif k == "turn":
                q.push(anim.Wait(0.3))
        else:
            q.push(anim.Wait(0.12))

    def _banner(self, line: str, colour, seconds: float) -> None:
        self.queue.push(anim.Call(lambda: setattr(self, "banner", (line, colour))))
        self.queue.push(anim.Wait(seconds))
        self.queue.push(anim.Call(lambda: setattr(self, "banner", None)))

    # ------------------------------------------------------------------ the result panel
    # The stage shows one trial, attack, escape or seduction at a time: its cards, the attack die, the latest
    # roll in 3D with its sum, and a result tag on every member it rolled for. It stays until the player moves
    # on (a click, a key, his next move); the next one may replace it, but one that concerns a human player
    # and is still unread first waits for him (a "Continue" gate), so AI moves never hide a result from him.
    def open_panel(self, fields: dict, unless_open: bool = False) -> None:
        """Queue a new panel (after the unread one, if any, has been read); with ``unless_open`` only if the
        panel on show is not already this kind of roll for this seat (greens and dice joining their trial)."""

        def same() -> bool:
            p = self.panel
            return (
                unless_open
                and p is not None
                and not p["closed"]
                and (p["kind"], p["seat"]) == (fields["kind"], fields["seat"])
            )

        def open_() -> None:
            if same():
                return
            card = fields.get("card")
            self.panel = {
                "kind": fields["kind"], "seat": fields["seat"], "attacker": fields.get("attacker"),
                "cards": [card] if card is not None else [], "attack": None, "rolls": [],
                "parties": {fields["seat"], fields.get("by", fields["seat"])}, "read": False, "closed": False,
            }  # fmt: skip
            self.roll_show = self.attack_show = None

        self.queue.push(anim.Gate(lambda: not same() and self.panel_unread()))
        self.queue.push(anim.Call(open_))

    def opens_panel(self, events: list[dict]) -> bool:
        """Would these events replace the panel on show (see animate)?"""
        p = self.panel
        closed = p is None or p["closed"]
        for e in events:
            k = e["type"]
            if k in ("red", "black", "meal", "seduce"):
                return True
            if k in ("turn", "attack_over"):
                closed = True
            elif k in ("dice", "green"):
                if closed or p is None or (e.get("context"), e.get("seat")) != (p["kind"], p["seat"]):
                    return True
        return False

    def panel_live(self, context: dict | None) -> bool:
        """Is the panel on show the trial, attack or escape the game (``context``) is still in?"""
        ctx, p = context or {}, self.panel
        return p is not None and not p["closed"] and (ctx.get("kind"), ctx.get("seat")) == (p["kind"], p["seat"])

    def _close_panel(self) -> None:
        if self.panel is not None:
            self.panel["closed"] = True

    def _panel_card(self, card: int) -> None:
        if self.panel is not None and card not in self.panel["cards"]:
            self.panel["cards"].append(card)

    def _panel_attack(self, e: dict) -> None:
        if self.panel is not None:
            self.panel["attack"] = e
            self.panel["parties"].add(e["seat"])
        self.show_roll(None, e)

    def _panel_roll(self, e: dict) -> None:
        if self.panel is not None:
            self.panel["rolls"].append(e)
            self.panel["read"] = False  # a new result to read
        self.show_roll(e, self.attack_show if e.get("context") == "combat" else None)

    def _human(self, seat) -> bool:
        return isinstance(seat, int) and seat >= 0 and self.is_human(seat)

    def panel_unread(self) -> bool:
        """Is a result on show that a human player has not moved on from yet?"""
        p = self.panel
        if p is None or p["read"] or not p["rolls"]:
            return False
        return not self.replaying() and any(self._human(s) for s in p["parties"])  # a replay plays on

    def read_panel(self) -> None:
        """The player moved on (a click, a key, a move): the result on show may go."""
        if self.panel is not None and self.roll_t >= 1.0:
            self.panel["read"] = True

    def panel_results(self) -> dict[int, dict]:
        """The latest roll of each member in the panel on show (the tags on the packs)."""
        rolls = self.panel["rolls"] if self.panel is not None else []
        return {r["member"]: r for r in rolls if isinstance(r.get("member"), int)}

    # ------------------------------------------------------------------ rolls wait for their human roller
    def ask_roll(self, roller: int) -> None:
        """Queue a Roll gate if ``roller`` is a human who did not throw these dice himself (see ROLLS_WAIT)."""
        if self.replaying() or not self._human(roller):
            return  # a replay rolls what was rolled
        move = self.move_rolls
        if roller == move["seat"]:
            rule = ROLLS_WAIT.get(move["kind"])
            if rule == "all" or (rule == "first" and not move["first_used"]):
                move["first_used"] = True
                return
        if roller in move["asked"]:
            return  # one press rolls the batch: the members of one pack, one after another
        move["asked"].add(roller)
        self.queue.push(anim.Call(lambda: setattr(self, "roll_asked", roller)))
        self.queue.push(anim.Gate(lambda: self.roll_asked is not None))

    def gate_waiting(self) -> str | None:
        """ "roll" or "read" while a gate holds the table for the player, else None."""
        head = self.queue.current
        if not isinstance(head, anim.Gate) or not head.holding:
            return None
        return "roll" if self.roll_asked is not None else "read"

    def fly(self, e: dict, fly_rects, u: float) -> None:
        """A played card flies from its player (hand or panel) to where it lands: the stage, the discard pile,
        or under the orc that grabs it (the kit's one card flight; the card is hidden there meanwhile)."""
        card = e.get("card")
        if not isinstance(card, int):
            return
        fl = {"card": card, "seat": e["seat"], "type": e["type"], "member": e.get("member"), "troll": e.get("troll")}
        self.flights.launch(
            self.queue, lambda w, h: card_face(card, w, h), lambda: fly_rects(fl)[0], lambda: fly_rects(fl)[1],
            duration=0.4, lift=u * 2, hide=("card", card), ease=anim.ease_in_out_quad, shadow=u * 2,
        )  # fmt: skip

    # While the dice of one move roll member after member, the packs are shown as they were before the move
    # and each roll's outcome is applied when its dice land (the engine resolves the whole move at once).
    def hold_packs(self, packs: list) -> None:
        if self.held_packs is None:
            self.held_packs = [[dict(m, treasures=list(m["treasures"])) for m in pack] for pack in packs]

    def _roll_lands(self, e: dict) -> None:
        if self.held_packs is None or not isinstance(e.get("member"), int):
            return
        outcome = e.get("outcome")
        for m in (m for m in self.held_packs[e["seat"]] if m["card"] == e["member"]):
            if outcome in ("trial", "danger", "combat", "orc_killed"):
                m["status"] = "dead"
            elif outcome == "loses_treasure":
                m["treasures"], m["grab"] = [], None
            elif outcome in ("frog", "trapped"):
                m["status"] = outcome
            elif outcome == "endangered":
                m["endangered"] = True
            elif outcome == "freed":
                m["status"], m["endangered"] = "active", False

    def show_roll(self, e: dict | None, attack: dict | None) -> None:
        self.roll_show, self.attack_show = e, attack
        self.roll_t = 0.0

    def clear_roll(self) -> None:
        self.roll_show = self.attack_show = self.panel = None
