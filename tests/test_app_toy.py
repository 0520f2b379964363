"""A tiny game on the engine contract, for testing app services without any real engine.

Two seats take turns adding 1 or 2 to a total; "draw" reveals a random card (a barrier event). The first to
reach 10 wins.
"""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.core.contract import GameState
from orcdesk.core.rng import Rng
from orcdesk.games import GameInfo, Ref


class ToyState(GameState):
    GAME_ID = "toy"

    @classmethod
    def new(cls, players, seed, options=None):
        if options:
            raise ValueError(f"unknown option {next(iter(options))!r}")
        s = cls()
        s.players, s.rng, s.options = players, Rng(seed), {}
        s.total, s.turn, s.cards, s.winner = 0, 0, [], None
        return s

    def to_act(self):
        return () if self.winner is not None else (self.turn,)

    def legal_actions(self, seat=None):
        return [] if self.winner is not None else [1, 2, "draw"]

    def _apply(self, action, seat):
        if action == "draw":
            card = self.rng.randrange(10)
            self.cards.append(card)
            events = [{"type": "draw", "seat": seat, "card": card, "barrier": True}]
        else:
            self.total += action
            events = [{"type": "add", "seat": seat, "n": action}]
        if self.total >= 10:
            self.winner = seat
        self.turn = 1 - self.turn
        return events

    def action_to_text(self, action):
        return str(action)

    def action_from_text(self, text):
        if text == "draw":
            return "draw"
        if text in ("1", "2"):
            return int(text)
        raise ValueError(f"unknown action text {text!r}")

    def is_terminal(self):
        return self.winner is not None

    def winners(self):
        return [] if self.winner is None else [self.winner]

    def scores(self):
        return [0.0, 0.0]

    def observation(self, seat):
        return {"total": self.total, "turn": self.turn, "cards": list(self.cards), "winner": self.winner}

    def clone(self):
        return ToyState.from_dict(self.to_dict())

    def determinize(self, seat, rng):
        copy = self.clone()
        copy.rng = Rng(rng.next64())
        return copy

    @classmethod
    def from_dict(cls, data):
        s = cls()
        s.players, s.options = 2, {}
        s.total, s.turn, s.cards, s.winner = data["total"], data["turn"], list(data["cards"]), data["winner"]
        s.rng = Rng(data["rng"])
        return s

    def to_dict(self):
        return {
            "game": "toy",
            "version": 1,
            "total": self.total,
            "turn": self.turn,
            "cards": list(self.cards),
            "winner": self.winner,
            "rng": self.rng.state,
        }


@dataclass(frozen=True)
class ToyInfo(GameInfo):
    def state_class(self):
        return ToyState

    def greedy_policy(self):
        return lambda state, seat, rng: max(state.legal_actions(seat), key=lambda a: a == 2)

    @property
    def has_engine(self):
        return True


TOY_INFO = ToyInfo("toy", "Toy", 2, 2, rules=Ref("tests.toy"), greedy=Ref("tests.toy"), table=Ref("tests.toy"))


def test_toy_game_replays():
    from orcdesk.core.match import replay

    state = replay(ToyState, 2, 5, None, [(0, "2"), (1, "draw"), (0, "2")])
    assert state.total == 4 and len(state.cards) == 1 and state.to_act() == (1,)


def toy_table_class():
    """A TableScene for the toy game (imported lazily: pygame)."""
    import pygame

    from orcdesk.ui.tables import HitRegion, TableScene

    class ToyTable(TableScene):
        def layout(self, size):
            self.rects = {a: pygame.Rect(100 + i * 120, 300, 100, 60) for i, a in enumerate([1, 2, "draw"])}

        def draw_table(self, surface):
            surface.fill((30, 60, 40))
            for rect in self.rects.values():
                pygame.draw.rect(surface, (200, 200, 200), rect)

        def hit_regions(self):
            legal = set(self.state.legal_actions(self.human_to_act())) if self.human_to_act() is not None else set()
            return [HitRegion(rect, a, a in legal) for a, rect in self.rects.items()]

        def click(self, target, button):
            return target

        def click_path(self, action):
            return [action]

    return ToyTable


@dataclass(frozen=True)
class ToyUiInfo(ToyInfo):
    def table_class(self):
        return toy_table_class()

    @property
    def playable(self):
        return True


TOY_UI_INFO = ToyUiInfo("toy", "Toy", 2, 2, rules=Ref("tests.toy"), greedy=Ref("tests.toy"), table=Ref("tests.toy"))
