"""Review a finished game: which of a seat's decisions cost it most?

    review = review_record(record, seats=[0])
    for mark in review.marks: print(mark.move, mark.played, mark.best, mark.loss)

For every decision of a reviewed seat (a move it played with more than one legal choice) the reviewer
estimates the seat's win chance after the move it played and after each of a few other candidates, using
only what that seat knew then: the hidden information is drawn again from the seat's view
(``state.determinize(seat, rng)``, never the real hidden cards), each candidate is applied to the same sampled
worlds and played out to the end by the game's greedy policy with the same random choices (common random
numbers, so a small real difference does not drown in luck). The candidates are the move played, the greedy
choice and, where there are many legal moves, a random sample of the others.

A candidate that looks better by the ``mistake`` threshold is checked again on fresh worlds, the move played
against it alone, and the decision is marked with that second estimate, when the loss is both above the
threshold and above two standard errors of the paired differences: the best of several noisy estimates is
biased upwards (the winner's curse), a second look at the two is not, and a strong player is not marked for
the luck of a few sampled worlds. Thresholds and budgets are per game in
``data/ai.yaml`` (``review:``). Works for every game through the contract only; a real-time window's decisions
are the moves the seat made (waiting is not judged).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from orcdesk.core.contract import REALTIME, TABLE, Action, GameState
from orcdesk.core.match import MAX_ACTIONS, Record, next_actor
from orcdesk.core.rng import Rng
from orcdesk.search.mcts import cutoff_returns

Policy = Callable[[GameState, int, Rng], Action]
SIGNIFICANCE = 2.0  # standard errors a marked loss must exceed
WAIT = None  # the candidate "do nothing now" in a real-time window: the table moves on (hints only)


@dataclass(frozen=True)
class ReviewSettings:
    """How hard the reviewer looks and what it marks (``data/ai.yaml``, ``review:``)."""

    mistake: float = 0.12  # win chance lost for a mistake (0..1)
    blunder: float = 0.25  # ... for a blunder
    samples: int = 16  # sampled worlds per decision (first look)
    confirm_samples: int = 32  # fresh worlds for the second look at a suspected mistake
    max_candidates: int = 6  # moves compared per decision, the one played included
    time_per_decision_s: float = 0.4  # the first look stops sampling after this (at least 4 worlds)
    horizon: int = -1  # playout moves before the position is judged by the game's evaluation (-1: to the end)
    eval_scale: float = 3.0  # evaluation margin per unit of the win-chance sigmoid
    # > 0: judge by points instead of win chance: a playout is worth 0.5 + margin / (2 * points_range), clipped
    # to 0..1, where the margin is the game's evaluation (a final margin in points). A seat far behind cannot
    # lose win chance, but it still loses points: without this its weak moves go unmarked.
    points_range: float = 0.0
    # how the window words a mark's cost: "win_chance" (a per cent), "points" (the evaluation is the final
    # margin in the game's own points) or "none" (the evaluation's units mean nothing to a player)
    loss_unit: str = "win_chance"


@dataclass
class Mark:
    """One decision the review marks: ``kind`` is "mistake" or "blunder"; values are win chances (0..1)."""

    move: int  # index of the move in the record (0-based)
    seat: int
    played: str
    best: str
    value_played: float
    value_best: float
    loss: float
    kind: str
    points_lost: float | None = None  # the loss in the evaluation's points, when judged by points


@dataclass
class Review:
    game: str
    seats: list[int]
    decisions: int = 0
    marks: list[Mark] = field(default_factory=list)
    seconds: float = 0.0
    values: list[tuple[int, float]] = field(default_factory=list)  # (move, win chance after the move played)
    loss_unit: str = "win_chance"  # how a mark's cost is worded (ReviewSettings.loss_unit)

    @property
    def mistakes(self) -> int:
        return sum(1 for m in self.marks if m.kind == "mistake")

    @property
    def blunders(self) -> int:
        return sum(1 for m in self.marks if m.kind == "blunder")

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "seats": self.seats,
            "decisions": self.decisions,
            "mistakes": self.mistakes,
            "blunders": self.blunders,
            "marked_share": round(len(self.marks) / self.decisions, 4) if self.decisions else 0.0,
            "loss_unit": self.loss_unit,
            "seconds": round(self.seconds, 2),
            "marks": [asdict(m) for m in self.marks],
        }


class ReviewCancelled(Exception):
    pass


def review_settings(game_id: str) -> ReviewSettings:
    """The game's review settings: ``review:`` of ``data/ai.yaml`` (defaults merged with the game's entry)."""
    from orcdesk.ai.config import review_config

    return ReviewSettings(**review_config(game_id))


def review_record(
    record: Record,
    seats: list[int] | None = None,
    settings: ReviewSettings | None = None,
    seed: int = 1,
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Review the decisions of ``seats`` (default: every seat) in ``record`` (a finished or unfinished game).
    ``progress(fraction)`` is called after each move; ``cancelled()`` turning true stops it
    (ReviewCancelled). Reproducible for a given ``seed``."""
    from orcdesk.games import get_game

    info = get_game(record.game_id)
    settings = settings or review_settings(record.game_id)
    policy = safe_policy(info.greedy_policy())
    judge = Judge.for_game(record.game_id, settings)
    seats = list(range(record.players)) if seats is None else list(seats)
    review = Review(record.game_id, seats, loss_unit=settings.loss_unit)
    started = time.perf_counter()
    state = info.state_class().new(record.players, record.seed, record.options)
    total = max(1, len(record.actions))
    for index, (seat, text) in enumerate(record.actions):
        if cancelled is not None and cancelled():
            raise ReviewCancelled()
        action = state.action_from_text(text)
        if seat in seats and not state.is_terminal():
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                review.decisions += 1
                mark, value = judge_decision(
                    state, seat, action, legal, policy, judge, settings, Rng(seed * 7919 + index)
                )
                review.values.append((index, value))
                if mark is not None:
                    mark.move = index
                    review.marks.append(mark)
        state.apply(action, seat)
        if progress is not None:
            progress((index + 1) / total)
    review.seconds = time.perf_counter() - started
    return review


class Judge:
    """The value of a playout for a seat: its win share at the end, softened by the game's evaluation (the
    final margin) so a lost game lost by more is worse and a hopeless position still ranks its moves; a playout
    stopped at the horizon is judged by the evaluation alone (the search's cut-off, ``cutoff_returns``). With a
    ``points_range`` the value is the evaluation's margin alone, linear in points (see ReviewSettings)."""

    def __init__(
        self,
        evaluate: Callable[[GameState, int], float] | None,
        scale: float,
        horizon: int,
        points_range: float = 0.0,
    ) -> None:
        self.evaluate, self.scale, self.horizon = evaluate, scale, horizon
        self.points_range = points_range if evaluate is not None else 0.0

    @classmethod
    def for_game(cls, game_id: str, settings: ReviewSettings) -> Judge:
        from orcdesk.ai import position_evaluator

        evaluate = position_evaluator(game_id)
        return cls(evaluate, settings.eval_scale, settings.horizon, settings.points_range)

    def __call__(self, sim: GameState, seat: int) -> float:
        if self.evaluate is None:
            return sim.returns()[seat] if sim.is_terminal() else cutoff_returns(sim)[seat]
        if self.points_range > 0:
            return min(1.0, max(0.0, 0.5 + self.evaluate(sim, seat) / (2.0 * self.points_range)))
        graded = cutoff_returns(sim, self.evaluate, self.scale)[seat]
        return 0.5 * (sim.returns()[seat] + graded) if sim.is_terminal() else graded


def judge_decision(
    state: GameState,
    seat: int,
    played: Action,
    legal: list[Action],
    policy: Policy,
    judge: Judge,
    settings: ReviewSettings,
    rng: Rng,
) -> tuple[Mark | None, float]:
    """Compare ``played`` with other candidates at ``state``; return a Mark when it cost at least the mistake
    threshold, and the estimated win chance of ``played``."""
    candidates = candidates_to_compare(state, seat, played, legal, policy, settings, rng)
    values = estimate(state, seat, candidates, policy, judge, rng, settings.samples, settings.time_per_decision_s)
    best = max(candidates, key=lambda a: values[a])
    if best == played or values[best] - values[played] < settings.mistake:
        return None, values[played]
    first_value = values[played]
    second = _paired_samples(state, seat, played, best, policy, judge, rng, settings.confirm_samples)
    loss, error = _mean_and_error([b - p for p, b in second])
    value_played = sum(p for p, _ in second) / len(second)
    # a mark needs the loss to be large (the threshold) and real: at least two standard errors of the paired
    # differences, so a strong player is not marked for the luck of a few sampled worlds
    if loss < settings.mistake or loss < SIGNIFICANCE * error:
        return None, first_value
    kind = "blunder" if loss >= settings.blunder else "mistake"
    mark = Mark(
        -1,
        seat,
        state.action_to_text(played),
        state.action_to_text(best),
        round(value_played, 3),
        round(value_played + loss, 3),
        round(loss, 3),
        kind,
        round(loss * 2.0 * settings.points_range, 1) if settings.points_range > 0 else None,
    )
    return mark, value_played


def _paired_samples(
    state: GameState, seat: int, played: Action, best: Action, policy: Policy, judge: Judge, rng: Rng, samples: int
) -> list[tuple[float, float]]:
    """(value of played, value of best) on each of ``samples`` fresh worlds, with common random numbers."""
    pairs = []
    for _ in range(samples):
        played_value, best_value = world_values(state, seat, [played, best], policy, judge, rng)
        pairs.append((played_value, best_value))
    return pairs


def world_values(state: GameState, seat: int, candidates: list, policy: Policy, judge: Judge, rng: Rng) -> list[float]:
    """Each candidate's value on one world drawn from ``seat``'s view, all played out with the same random
    choices (common random numbers). A candidate may be :data:`WAIT`: the seat lets the table move on."""
    world = state.determinize(seat, rng)
    playout_seed = rng.next64()
    values = []
    for action in candidates:
        sim = world.clone()
        if action is WAIT:
            sim._apply(sim.legal_actions(TABLE)[0], TABLE)
        else:
            sim._apply(action, seat)
        playout(sim, policy, Rng(playout_seed), judge.horizon)
        values.append(judge(sim, seat))
    return values


def _mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("inf")
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, (variance / n) ** 0.5


def candidates_to_compare(
    state: GameState, seat: int, played: Action, legal: list[Action], policy: Policy, settings: ReviewSettings, rng: Rng
) -> list[Action]:
    """The move played, the greedy choice (on a world drawn from the seat's view) and random others."""
    chosen = [played]
    greedy = policy(state.determinize(seat, rng), seat, rng)
    if greedy in legal and greedy not in chosen:
        chosen.append(greedy)
    others = [a for a in legal if a not in chosen]
    rng.shuffle(others)
    return chosen + others[: max(0, settings.max_candidates - len(chosen))]


def estimate(
    state: GameState,
    seat: int,
    candidates: list[Action],
    policy: Policy,
    judge: Judge,
    rng: Rng,
    samples: int,
    time_cap_s: float | None,
) -> dict:
    """Each candidate's share of won playouts over the same sampled worlds and random choices."""
    totals = dict.fromkeys(candidates, 0.0)
    deadline = None if time_cap_s is None else time.perf_counter() + time_cap_s
    done = 0
    for _ in range(samples):
        if deadline is not None and done >= 4 and time.perf_counter() > deadline:
            break
        for action, value in zip(candidates, world_values(state, seat, candidates, policy, judge, rng)):
            totals[action] += value
        done += 1
    return {a: totals[a] / done for a in candidates}


def playout(sim: GameState, policy: Policy, rng: Rng, horizon: int = -1) -> None:
    """Play ``sim`` on with ``policy`` for everyone (a real-time window: seats react in random order, the
    table moves when all wait) to the end, or for ``horizon`` moves when it is >= 0."""

    def react(state: GameState, who: int):
        return policy(state, who, rng)

    limit = MAX_ACTIONS if horizon < 0 else horizon
    for _ in range(limit):
        if sim.is_terminal():
            return
        who, action = next_actor(sim, rng, react if sim.window().kind == REALTIME else None)
        if action is None:
            action = policy(sim, who, rng)
            if action is None:
                action = sim.random_action(who, rng)
        sim._apply(action, who)
    if horizon < 0 and not sim.is_terminal():
        raise RuntimeError(f"{sim.GAME_ID}: a review playout did not end after {MAX_ACTIONS} moves")


def safe_policy(greedy: Policy | None) -> Policy:
    if greedy is None:
        return lambda state, seat, rng: state.random_action(seat, rng)
    return greedy


__all__ = [
    "Review",
    "ReviewSettings",
    "Mark",
    "ReviewCancelled",
    "review_record",
    "judge_decision",
    "review_settings",
    "playout",
    "Judge",
    "WAIT",
    "estimate",
    "candidates_to_compare",
    "safe_policy",
    "world_values",
]
