"""Two tiny games written to the contract, for testing the match driver and the search without a real engine.

* :class:`Pennies`: matching pennies. Both seats choose heads or tails secretly (a SECRET window); seat 0 wins
  on a match, seat 1 otherwise. Its value for either seat is 0.5 whatever a seat plays.
* :class:`Snap`: a real-time game. The table deals cards 0..9 from a shuffled deck, one every second (a
  REALTIME window with ``table_after``). While an even card is on top, any seat may grab it (one point; the
  card is taken). After the last card, each seat with no point yet must still "bow" once (a REALTIME window
  with no table clock). Most points wins.
"""

from __future__ import annotations

from orcdesk.core.contract import CLOSED, REALTIME, SECRET, TABLE, GameState, Window
from orcdesk.core.rng import Rng

HEADS, TAILS = 0, 1


class _Toy(GameState):
    def clone(self):
        other = type(self).__new__(type(self))
        other.__dict__ = {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()}
        other.rng = self.rng.clone()
        return other

    def to_dict(self):
        d = {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items() if k != "rng"}
        return {"game": self.GAME_ID, "version": 1, **d}

    def action_to_text(self, action):
        return str(action)

    def action_from_text(self, text):
        return text if not text.lstrip("-").isdigit() else int(text)

    def determinize(self, seat, rng):
        return self.clone()


class Pennies(_Toy):
    GAME_ID = "pennies"

    @classmethod
    def new(cls, players=2, seed=0, options=None):
        s = cls()
        s.players, s.rng, s.options = 2, Rng(seed), {}
        s.choice = [None, None]
        return s

    def to_act(self):
        return tuple(i for i in (0, 1) if self.choice[i] is None)

    def window(self):
        acting = self.to_act()
        return Window(SECRET, acting) if acting else CLOSED

    def legal_actions(self, seat=None):
        return [HEADS, TAILS] if seat in self.to_act() else []

    def _apply(self, action, seat):
        self.choice[seat] = action
        return [{"type": "chose", "seat": seat, "side": action, "private": {"side": [seat]}}]

    def observation(self, seat):
        done = self.is_terminal()
        return {
            "mine": self.choice[seat] if seat is not None else None,
            "chosen": [c is not None for c in self.choice],
            "shown": list(self.choice) if done else None,
        }

    def is_terminal(self):
        return None not in self.choice

    def scores(self):
        if not self.is_terminal():
            return [0, 0]
        match = self.choice[0] == self.choice[1]
        return [1, 0] if match else [0, 1]

    def winners(self):
        return [0] if self.scores()[0] else ([1] if self.is_terminal() else [])


class Snap(_Toy):
    GAME_ID = "snap"
    DEAL_SECONDS = 1.0

    @classmethod
    def new(cls, players=2, seed=0, options=None):
        s = cls()
        s.players, s.rng, s.options = players, Rng(seed), {}
        s.deck = list(range(10))
        s.rng.shuffle(s.deck)
        s.top = None
        s.points = [0] * players
        s.bowed = [False] * players
        return s

    def _dealing(self):
        return bool(self.deck)

    def to_act(self):
        if self._dealing():
            return tuple(range(self.players)) if self.top is not None and self.top % 2 == 0 else ()
        return tuple(s for s in range(self.players) if not self.bowed[s] and self.points[s] == 0)

    def window(self):
        if self._dealing():
            return Window(REALTIME, self.to_act(), self.DEAL_SECONDS)
        acting = self.to_act()
        return Window(REALTIME, acting) if acting else CLOSED

    def legal_actions(self, seat=None):
        if seat == TABLE:
            return ["deal"] if self._dealing() else []
        if seat not in self.to_act():
            return []
        return ["grab"] if self._dealing() else ["bow"]

    def _apply(self, action, seat):
        if action == "deal":
            self.top = self.deck.pop()
            return [{"type": "deal", "card": self.top, "barrier": True}]
        if action == "grab":
            self.points[seat] += 1
            card, self.top = self.top, None
            return [{"type": "grab", "seat": seat, "card": card}]
        self.bowed[seat] = True
        return [{"type": "bow", "seat": seat}]

    def observation(self, seat):
        return {"top": self.top, "left": len(self.deck), "points": list(self.points), "bowed": list(self.bowed)}

    def is_terminal(self):
        return not self._dealing() and not self.to_act()

    def scores(self):
        return list(self.points)

    def winners(self):
        if not self.is_terminal():
            return []
        best = max(self.points)
        won = [s for s, p in enumerate(self.points) if p == best]
        return [] if len(won) == self.players else won


class Grabber:
    """A real-time bot: grabs every even card it sees, bows when it must; a fixed reaction delay."""

    name = "grabber"

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.asked = 0

    def choose(self, state, seat):
        return state.legal_actions(seat)[0]

    def react(self, state, seat):
        self.asked += 1
        legal = state.legal_actions(seat)
        return legal[0] if legal else None

    def reaction_delay(self, rng):
        return self.delay
