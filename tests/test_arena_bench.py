"""`orcdesk arena` and `orcdesk bench`: output shapes, fair seat rotation, reproducibility, exit codes."""

from __future__ import annotations

import json
import sys
from collections import Counter

import pytest

from orcdesk.cli import main
from orcdesk.tools.arena import percentile, play_one, run_games, seating

ARENA_KEYS = {"game", "games", "agents", "wins", "win_rate", "draws", "decision_ms_p50", "decision_ms_p95"}


@pytest.mark.parametrize("agents", [2, 3, 4])
def test_seat_rotation_gives_every_agent_every_seat_equally(agents):
    counts = Counter()
    for game in range(agents * 5):
        order = seating(agents, game)
        assert sorted(order) == list(range(agents))
        counts.update((agent, seat) for seat, agent in enumerate(order))
    assert set(counts.values()) == {5} and len(counts) == agents * agents


def test_percentile_nearest_rank():
    assert percentile([], 50) is None
    assert percentile([3.0, 1.0, 2.0, 4.0], 50) == 2.0
    assert percentile(list(range(1, 101)), 95) == 95


def test_arena_json_has_exactly_the_documented_keys(capsys):
    assert (
        main(["arena", "orc", "--seats", "easy,random", "--games", "4", "--seed", "3", "--json", "--workers", "1"]) == 0
    )
    out = capsys.readouterr().out
    data = json.loads(out)
    assert set(data) == ARENA_KEYS
    assert data["game"] == "orc" and data["games"] == 4 and data["agents"] == ["easy", "random"]
    for key in ("wins", "win_rate", "decision_ms_p50", "decision_ms_p95"):
        assert isinstance(data[key], list) and len(data[key]) == 2, key
    assert sum(data["wins"]) + data["draws"] == 4
    assert data["win_rate"] == [w / 4 for w in data["wins"]]
    assert all(isinstance(t, float) and t >= 0 for t in data["decision_ms_p50"] + data["decision_ms_p95"])


def test_arena_table_without_json(capsys):
    assert main(["arena", "orc", "--seats", "greedy,random", "--games", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "greedy" in out and "random" in out and "win rate" in out


def test_arena_is_reproducible_and_independent_of_workers():
    one = run_games("orc", ["greedy", "random"], 6, seed=5, workers=1)
    two = run_games("orc", ["greedy", "random"], 6, seed=5, workers=2)
    assert [(r["wins"], r["draw"]) for r in one] == [(r["wins"], r["draw"]) for r in two]
    assert [r["index"] for r in two] == list(range(6))


def test_a_game_records_each_agents_decisions():
    result = play_one("orc", ["random", "greedy"], seed=2, index=1)
    assert len(result["wins"]) == 2 and all(len(t) > 0 for t in result["times"])
    assert sum(result["wins"]) <= 1 or not result["draw"]


@pytest.mark.parametrize(
    "argv",
    [
        ["arena", "orc", "--seats", "hard"],
        ["arena", "orc", "--seats", "hard,human"],
        ["arena", "nogame", "--seats", "hard,random"],
        ["arena", "orc", "--seats", "hard,random,easy"],
        ["bench", "orc", "--players", "5"],
        ["arena", "orc", "--seats", "hard,random", "--option", "start_rule=nope"],
        ["arena", "orc", "--seats", "hard,random", "--option", "no_such_option=1"],
        ["shot", "orc", "x.png", "--option", "start_rule"],
        ["bench", "orc", "--option", "start_rule=nope"],
        ["play", "orc", "--option", "start_rule=nope"],
    ],
)
def test_bad_command_lines_exit_with_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "orcdesk: error:" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "command", [["play", "orc"], ["arena", "orc", "--seats", "hard,random"], ["shot", "orc", "x.png"], ["bench", "orc"]]
)
def test_every_command_takes_game_options(command):
    from orcdesk.cli import build_parser

    args = build_parser().parse_args(command + ["--option", "start_rule=perplext", "--option", "x=3"])
    assert args.option == [("start_rule", "perplext"), ("x", 3)]


def test_arena_plays_with_an_option(capsys):
    assert (
        main(
            [
                "arena",
                "orc",
                "--seats",
                "greedy,random",
                "--games",
                "2",
                "--workers",
                "1",
                "--json",
                "--option",
                "start_rule=perplext",
            ]
        )
        == 0
    )
    assert '"games": 2' in capsys.readouterr().out


def test_bench_quick_prints_the_documented_figures(capsys):
    assert main(["bench", "orc", "--quick"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {
        "game",
        "playouts_per_s",
        "ai",
        "frame_ms",
        "startup_s",
        "startup_frozen_s",
        "rss_mb",
        "idle_cpu_pct",
        "rss_resize_mb",
        "rss_real_window_mb",
    } <= set(data)
    assert data["idle_cpu_pct"] is None or 0 < data["idle_cpu_pct"] < 100
    assert data["game"] == "orc" and data["playouts_per_s"] > 0
    assert set(data["ai"]) == {"easy", "normal", "hard"}
    for figures in data["ai"].values():
        assert set(figures) == {"p50_ms", "p95_ms"} and 0 <= figures["p50_ms"] <= figures["p95_ms"]
    if data["frame_ms"] is not None:
        assert {"idle", "ai_thinking"} <= set(data["frame_ms"])
    assert data["rss_mb"] is None or data["rss_mb"] > 0
    assert data["rss_real_window_mb"] is None  # a whole session in an X window: not with --quick
    if sys.platform.startswith("linux"):
        sweep = data["rss_resize_mb"]
        assert sweep["sizes"] == 10 and 10 < sweep["before"] and 10 < sweep["after"]


def test_the_real_window_figure_is_null_without_xvfb(monkeypatch):
    from orcdesk.tools import bench

    monkeypatch.setattr(bench.shutil, "which", lambda name: None)
    assert bench.real_window_rss("orc") is None


def test_rss_over_games_plays_whole_games_in_one_window():
    """The bench's long-session memory figure: whole games one after another at one window's tables."""
    import sys

    from orcdesk.ui import perf

    figures = perf.measure_rss_over_games("orc", games=3)
    assert set(figures) == {"after_2", "after_3"}
    if sys.platform.startswith("linux"):
        assert all(isinstance(v, float) and v > 10 for v in figures.values())
