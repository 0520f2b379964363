"""The game review (orcdesk/tools/review.py, `orcdesk review`, `arena --save-records`), for every game."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from orcdesk.ai import make_agent
from orcdesk.ai.config import parse_review, review_config
from orcdesk.ai.review import Mark, ReviewCancelled, ReviewSettings, review_record, review_settings
from orcdesk.app.records import read_record
from orcdesk.cli import main
from orcdesk.core.data import DataError, parse_yaml
from orcdesk.core.match import play_match
from orcdesk.games import GAMES

GAME_IDS = [gid for gid, info in GAMES.items() if info.has_engine]
# a light look: the tests check what the review does, not its precision
QUICK = ReviewSettings(samples=4, confirm_samples=8, max_candidates=3, time_per_decision_s=0.05)


def _record(game_id: str, kinds: list[str], seed: int):
    agents = [make_agent(kind, game_id, seed=seed * 10 + i) for i, kind in enumerate(kinds)]
    return play_match(GAMES[game_id].state_class(), agents, seed).record


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_review_settings(game_id):
    settings = review_settings(game_id)
    assert 0 < settings.mistake <= settings.blunder <= 1
    assert settings.samples >= 4 and settings.max_candidates >= 2


def _judged(game_id: str, own_judge: bool) -> ReviewSettings:
    """QUICK's budgets, judging as the game's review does (its horizon, scale, points) or by playouts to the end."""
    if not own_judge:
        return QUICK
    budgets = {name: getattr(QUICK, name) for name in ("samples", "confirm_samples", "max_candidates")}
    return replace(review_settings(game_id), time_per_decision_s=QUICK.time_per_decision_s, **budgets)


@pytest.mark.parametrize(
    "game_id,own_judge",
    # every game as its review judges it; playouts to the end for every game under slow (Orlog's take 5 s)
    [(game_id, True) for game_id in GAME_IDS]
    + [pytest.param(game_id, False, marks=pytest.mark.slow) for game_id in GAME_IDS],
)
def test_a_review_counts_the_seats_decisions_and_marks_them_in_order(game_id, own_judge):
    info = GAMES[game_id]
    whole = _record(game_id, ["random"] * info.min_players, seed=3)
    # a game's first moves (a review reads an unfinished game too): the test checks the marks' shape, cheaply
    record = replace(whole, actions=whole.actions[: 6 * info.min_players])
    settings = replace(_judged(game_id, own_judge), mistake=0.01, blunder=0.5)  # mark nearly anything
    review = review_record(record, seats=[0], settings=settings)
    choices = 0
    state = GAMES[game_id].state_class().new(record.players, record.seed, record.options)
    for seat, text in record.actions:
        if seat == 0 and not state.is_terminal() and len(state.legal_actions(seat)) > 1:
            choices += 1
        state.apply(state.action_from_text(text), seat)
    assert review.decisions == choices > 0
    moves = [m.move for m in review.marks]
    assert moves == sorted(moves)
    for mark in review.marks:
        assert isinstance(mark, Mark) and mark.seat == 0 and record.actions[mark.move] == (0, mark.played)
        assert mark.played != mark.best and mark.loss >= settings.mistake
        assert mark.kind == ("blunder" if mark.loss >= settings.blunder else "mistake")
        assert abs(mark.value_best - mark.value_played - mark.loss) < 0.002
    assert review.mistakes + review.blunders == len(review.marks)


def test_a_review_is_reproducible_and_can_be_cancelled():
    whole = _record("orc", ["random", "greedy"], seed=4)
    record = replace(whole, actions=whole.actions[:16])
    first = review_record(record, seats=[0], settings=QUICK, seed=2)
    again = review_record(record, seats=[0], settings=QUICK, seed=2)
    assert [m.__dict__ for m in first.marks] == [m.__dict__ for m in again.marks]
    seen = []
    with pytest.raises(ReviewCancelled):
        review_record(record, settings=QUICK, progress=seen.append, cancelled=lambda: len(seen) >= 3)
    assert len(seen) == 3 and seen == sorted(seen) and 0 < seen[-1] < 1


def test_the_review_section_of_ai_yaml_is_checked_with_file_line_and_field():
    good = parse_yaml("review:\n  defaults: {mistake: 0.1, blunder: 0.3}\n  games:\n    orc: {samples: 8}\n", "ai.yaml")
    table = parse_review(good)
    assert table["orc"]["samples"] == 8 and table["orc"]["mistake"] == 0.1
    for text, field in (
        ("review:\n  defaults: {mistake: 0.3, blunder: 0.1}\n", "defaults"),
        ("review:\n  defaults: {mistake: 2}\n", "mistake"),
        ("review:\n  defaults: {samples: many}\n", "samples"),
        ("review:\n  defaults: {}\n  games:\n    orc: {colour: red}\n", "colour"),
    ):
        with pytest.raises(DataError) as caught:
            parse_review(parse_yaml(text, "ai.yaml"))
        message = str(caught.value)
        assert "ai.yaml" in message and "line" in message and field in message
    assert review_config("orc")["mistake"] > 0


def test_arena_saves_records_that_review_reads(tmp_path, capsys):
    folder = tmp_path / "records"
    assert (
        main(
            [
                "arena",
                "orc",
                "--seats",
                "random,greedy",
                "--games",
                "2",
                "--workers",
                "1",
                "--save-records",
                str(folder),
            ]
        )
        == 0
    )
    files = sorted(folder.glob("orc-*.yaml"))
    assert len(files) == 2
    records = [read_record(f) for f in files]
    assert {tuple(r.seats) for r in records} == {("random", "greedy"), ("greedy", "random")}
    capsys.readouterr()
    assert main(["review", str(files[0]), "--seat", "0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "orc" and out["seats"] == [0]
    assert out["decisions"] > 0 and out["mistakes"] + out["blunders"] == len(out["marks"])
    for mark in out["marks"]:
        assert {"move", "seat", "played", "best", "loss", "kind"} <= set(mark)
    assert main(["review", str(files[0]), "--seat", "7"]) == 2
    assert "seats 0 to 1" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: [orc]\n")
    assert main(["review", str(bad)]) == 2


REVIEW_RECORDS = Path(__file__).parent / "golden" / "review"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_review_marks_a_random_player_far_more_often_than_the_hard_ai(game_id):
    """The honesty check: two games of random moves against the hard AI (``orcdesk arena GAME --seats
    random,hard[,hard…] --games 2 --seed 7 --save-records tests/golden/review``), each reviewed for the random
    seat and a hard seat with the game's own settings: the random seat's share of marked decisions is well
    above the hard seat's. The time cap of the first look is lifted so the review is the same on any machine."""
    files = sorted(REVIEW_RECORDS.glob(f"{game_id}-*.yaml"))
    assert len(files) == 2, f"no review records for {game_id}: make them with the command in the docstring"
    settings = replace(review_settings(game_id), time_per_decision_s=1e9)
    marked = {"random": [0, 0], "hard": [0, 0]}
    for path in files:
        record = read_record(path)
        random_seat = record.seats.index("random")
        hard_seat = (random_seat + 1) % record.players
        assert record.seats[hard_seat] == "hard"
        for kind, seat in (("random", random_seat), ("hard", hard_seat)):
            review = review_record(record, seats=[seat], settings=settings)
            marked[kind][0] += len(review.marks)
            marked[kind][1] += review.decisions
    random_share = marked["random"][0] / marked["random"][1]
    hard_share = marked["hard"][0] / marked["hard"][1]
    assert random_share >= 1.5 * hard_share and random_share >= hard_share + 0.03, marked
