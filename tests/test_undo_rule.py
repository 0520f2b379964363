"""Undo never reveals what a player could not see: the match driver's one rule, over every registered game.

Random games with one person (or two, hotseat) against random bots. At random positions where Undo is offered,
the moves it would take back are checked against an oracle built apart from the driver: replayed from the
record, tried in many worlds the undoing player cannot tell apart from the position it returns to, every move
is legal there and shows that player exactly what it showed in the real game (the same observations, the same
events as the player sees them). Then Undo is pressed: the position is the record's, and the player sees only
what it saw back then; in hotseat nobody's Undo takes back another person's move.
"""

from __future__ import annotations

import pytest

from orcdesk.core import IllegalAction, Rng
from orcdesk.core.contract import TABLE, GameState
from orcdesk.core.match import (
    UNDO_NOTHING,
    UNDO_OTHER_PLAYER,
    UNDO_RANDOM,
    UNDO_REVEALED,
    AgentController,
    Match,
    Record,
    replay,
)
from orcdesk.games import games_with_engines

ENGINES = games_with_engines()
ORACLE_WORLDS = 320  # worlds the oracle tries each undone stretch in (the driver tries fewer, per move)
CHECKS_PER_GAME = 10  # positions checked in each random game
GAMES = 8  # random games per engine and seating
FAST_GAMES = 3  # the fast tier plays the first seeds; the others run in the full suite (marked slow)
MIN_CHECKED = 5  # a game where Undo is never offered at all would test nothing
SEEDS = [
    pytest.param(info, seeds, id=f"{info.id}-{seeds.start}-{seeds.stop}", marks=marks)
    for info in ENGINES
    for seeds, marks in ((range(FAST_GAMES), []), (range(FAST_GAMES, GAMES), [pytest.mark.slow]))
]


class RandomBot:
    """Plays a random legal move; in real time it reacts now and then."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state, seat):
        return state.random_action(seat, self.rng)

    def react(self, state, seat):
        if self.rng.random() < 0.3 and state.legal_actions(seat):
            return state.random_action(seat, self.rng)
        return None

    def reaction_delay(self, rng):
        return 0.2 + rng.random()


def _match(info, players: int, humans: set[int], seed: int) -> Match:
    cls = info.state_class()
    state = cls.new(players, seed, {})
    seats = ["human" if s in humans else "random" for s in range(players)]
    record = Record(info.id, players, seed, dict(state.options), seats)
    bots = {s: AgentController(RandomBot(seed * 7 + s)) for s in range(players) if s not in humans}
    return Match(state, record, bots)


def _undone_stretch_shows_nothing(match: Match, seat: int, keep: int, rng: Rng) -> None:
    """The oracle: the moves after ``keep``, replayed in worlds ``seat`` cannot tell from that position,
    are legal and look the same to ``seat`` as they did (observation and events after every move)."""
    record = match.record
    cls = type(match.state)
    start = replay(cls, record.players, record.seed, record.options, record.actions[:keep])
    moves = record.actions[keep:]
    humans = set(match.human_seats())
    real = start.clone()
    seen = []
    for mover, text in moves:
        assert mover != TABLE and (mover == seat or mover not in humans), (record.game_id, mover, seat)
        events = real.apply(real.action_from_text(text), mover)
        assert not any(e.get("barrier") for e in events), (record.game_id, text, "a barrier was undone")
        seen.append(([real.redact_event(e, seat) for e in events], real.observation(seat)))
    for _ in range(ORACLE_WORLDS):
        world = start.determinize(seat, rng)
        for (mover, text), (events_seen, obs_seen) in zip(moves, seen):
            try:
                events = world.apply(world.action_from_text(text), mover)
            except IllegalAction as refused:  # the move used something the player could not know was there
                raise AssertionError(f"{record.game_id}: {text} showed {seat} a hidden fact: {refused}") from None
            assert [world.redact_event(e, seat) for e in events] == events_seen, (record.game_id, text)
            assert world.observation(seat) == obs_seen, (record.game_id, text, "showed something hidden")


def _play_and_check(info, players: int, humans: set[int], seed: int) -> int:
    match = _match(info, players, humans, seed)
    rng = Rng(seed * 31 + players)
    oracle_rng = Rng(seed * 97 + 5)
    seen_by: dict[int, list[dict]] = {s: [match.state.observation(s)] for s in humans}
    checked = 0
    for _ in range(3000):
        if match.state.is_terminal() or checked >= CHECKS_PER_GAME:
            break
        if rng.random() < 0.3:
            for seat in sorted(humans):
                point = match.undo_point(seat)
                if not point.possible:
                    continue
                _undone_stretch_shows_nothing(match, seat, point.keep, oracle_rng)
                checked += 1
                match.undo(seat)
                assert len(match.record.actions) == point.keep
                cls = type(match.state)
                assert match.state == replay(cls, players, seed, match.record.options, match.record.actions)
                for viewer in humans:  # every person sees what they saw at that point, nothing new
                    del seen_by[viewer][point.keep + 1 :]
                    assert match.state.observation(viewer) == seen_by[viewer][-1], info.id
                break
        acting = match.humans_to_act()
        if acting and (match.state.window().kind != "realtime" or rng.random() < 0.3):
            seat = acting[rng.randrange(len(acting))]
            match.submit(seat, match.state.random_action(seat, rng))
        else:
            try:
                match.step()
            except RuntimeError:  # only a person can move now
                seat = acting[0]
                match.submit(seat, match.state.random_action(seat, rng))
        for viewer in humans:
            while len(seen_by[viewer]) < len(match.record.actions) + 1:
                seen_by[viewer].append(match.state.observation(viewer))
    return checked


def _seatings(info):
    players = info.min_players if info.max_players == info.min_players else info.min_players + 1
    yield players, {0}
    if players > 2:
        yield players, {0, 2}  # hotseat, with a bot between the two people
    else:
        yield players, {0, 1}


@pytest.mark.parametrize("info,seeds", SEEDS)
def test_undo_never_takes_back_what_showed_the_player_something_hidden(info, seeds, capsys):
    counts = {}
    for players, humans in _seatings(info):
        counts[len(humans)] = sum(_play_and_check(info, players, humans, seed) for seed in seeds)
    with capsys.disabled():
        print(f"\nundo positions checked, {info.id} seeds {seeds}: one person {counts[1]}, hotseat {counts[2]}")
    assert counts[1] >= MIN_CHECKED, (info.id, counts)


# ---------------------------------------------------------------- the rule's reasons, on a toy game
class Peek(GameState):
    """Two seats take turns; each holds a secret card (0..9). ``add`` is public, ``show`` plays one's card
    face up (the others learn it), ``roll`` throws a die (a barrier). Ends after 12 moves."""

    GAME_ID = "peek"

    @classmethod
    def new(cls, players=2, seed=0, options=None):
        s = cls()
        s.players, s.rng, s.options = players, Rng(seed), {}
        s.cards = [s.rng.randrange(10) for _ in range(players)]
        s.shown = [None] * players
        s.moves, s.total = 0, 0
        return s

    def clone(self):
        other = Peek.__new__(Peek)
        other.__dict__ = {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()}
        other.rng = self.rng.clone()
        return other

    def to_dict(self):
        return {
            "game": "peek",
            "version": 1,
            "cards": list(self.cards),
            "shown": list(self.shown),
            "moves": self.moves,
            "total": self.total,
        }

    def to_act(self):
        return () if self.is_terminal() else (self.moves % self.players,)

    def legal_actions(self, seat=None):
        return ["add", "show", "roll"] if seat in self.to_act() else []

    def _apply(self, action, seat):
        self.moves += 1
        if action == "add":
            self.total += 1
            return [{"type": "add", "seat": seat}]
        if action == "show":
            self.shown[seat] = self.cards[seat]
            return [{"type": "show", "seat": seat, "card": self.cards[seat]}]
        return [{"type": "roll", "seat": seat, "die": self.rng.die(), "barrier": True}]

    def action_to_text(self, action):
        return action

    def action_from_text(self, text):
        return text

    def observation(self, seat):
        return {"mine": self.cards[seat], "shown": list(self.shown), "total": self.total, "moves": self.moves}

    def determinize(self, seat, rng):
        world = self.clone()
        world.cards = [
            c if s == seat or self.shown[s] is not None else rng.randrange(10) for s, c in enumerate(self.cards)
        ]
        return world

    def is_terminal(self):
        return self.moves >= 12

    def scores(self):
        return [0] * self.players

    def winners(self):
        return []


def _peek(humans, seed=1):
    state = Peek.new(2, seed)
    record = Record("peek", 2, seed, {}, ["human" if s in humans else "bot" for s in range(2)])
    bots = {s: AgentController(RandomBot(s)) for s in range(2) if s not in humans}
    return Match(state, record, bots)


def test_undo_takes_back_the_move_and_silent_bot_replies_but_never_a_card_shown_or_dice():
    match = _peek({0})
    assert match.undo_point(0).reason == UNDO_NOTHING
    match.submit(0, "add")
    match.submit(1, "add")  # a bot's public reply: taken back with the person's move
    assert match.undo_point(0).keep == 0
    match.submit(0, "add")
    match.submit(1, "show")  # the bot's card turned up: the person saw what it held
    assert match.undo_point(0).reason == UNDO_REVEALED
    match.submit(0, "show")  # one's own card shows nothing new to oneself
    assert match.undo_point(0).keep == 4
    match.submit(1, "roll")
    assert match.undo_point(0).reason == UNDO_RANDOM
    assert match.undo(0).keep is None and len(match.record.actions) == 6
    assert match.undo_point(1).reason == UNDO_NOTHING, "a bot's seat has no Undo"


def test_hotseat_undo_takes_back_only_ones_own_moves():
    match = _peek({0, 1})
    match.submit(0, "add")
    assert match.undo_point(1).reason == UNDO_OTHER_PLAYER
    match.submit(1, "add")
    assert match.undo_point(0).reason == UNDO_OTHER_PLAYER
    assert match.undo(1).keep == 1 and match.record.actions == [(0, "add")]
    assert match.undo(0).keep == 0 and match.record.actions == []


def test_every_reason_has_words_in_every_language():
    from orcdesk.core.i18n import LANGUAGES, catalogue

    for lang in LANGUAGES:
        for key in (UNDO_NOTHING, UNDO_REVEALED, UNDO_RANDOM, UNDO_OTHER_PLAYER):
            assert catalogue(lang).get(key), f"{lang}: {key}"
