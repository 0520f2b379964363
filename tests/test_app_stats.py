import pytest

from orcdesk.app.stats import Record, load_stats, opponent_level, outcome_for, record_result, stats_path


def test_counts_and_best_streak(tmp_path):
    for outcome in ["won", "won", "lost", "won", "won", "won", "drawn"]:
        record, notices = record_result("orc", "hard", outcome, tmp_path)
        assert notices == []
    assert record == Record(played=7, won=5, lost=1, drawn=1, streak=0, best_streak=3)
    table, _ = load_stats(tmp_path)
    assert table["orc"]["hard"] == record
    assert round(record.win_rate, 3) == round(5 / 7, 3)


def test_levels_and_games_are_separate(tmp_path):
    record_result("orc", "easy", "won", tmp_path)
    record_result("orc", "hard", "lost", tmp_path)
    record_result("orlog", "easy", "won", tmp_path)
    table, _ = load_stats(tmp_path)
    assert table["orc"]["easy"].won == 1 and table["orc"]["hard"].lost == 1 and table["orlog"]["easy"].played == 1


def test_bad_outcome_refused():
    with pytest.raises(ValueError):
        Record().after("maybe")


@pytest.mark.parametrize(
    "content", ["games: [oops\n", "format: 1\ngames: {orc: {hard: {won: -1}}}\n", "format: 99\ngames: {}\n", "[1, 2]\n"]
)
def test_bad_file_set_aside_and_counting_restarts(tmp_path, content):
    stats_path(tmp_path).write_text(content)
    table, notices = load_stats(tmp_path)
    assert table == {} and notices[0].key == "common.notice.stats_bad"
    assert list(tmp_path.glob("stats.yaml.bad-*"))
    record, _ = record_result("orc", "normal", "won", tmp_path)
    assert record.played == 1


def test_opponent_level_and_outcome():
    assert opponent_level(["human", "normal"]) == "normal"
    assert opponent_level(["easy", "human", "hard"]) == "hard"
    assert opponent_level(["human", "human"]) is None
    assert opponent_level(["hard", "easy"]) is None
    assert outcome_for([1], 1) == "won" and outcome_for([0], 1) == "lost" and outcome_for([], 0) == "drawn"


def test_orc_wars_counts_each_scenario_apart(tmp_path):
    """An option marked ``stats: true`` (Orc Wars' scenario) splits the statistics; other games keep one key."""
    from orcdesk.games import get_game
    from orcdesk.ui.scenes.stats import stats_heading

    orc_wars = get_game("orc_wars")
    assert orc_wars.stats_key({"scenario": "relics"}) == "orc_wars/relics"
    assert orc_wars.stats_key({}) == "orc_wars/prisoner"  # the default scenario
    assert get_game("orc").stats_key({"start_rule": "perplext"}) == "orc"
    record_result(orc_wars.stats_key({"scenario": "relics"}), "hard", "won", tmp_path)
    record_result(orc_wars.stats_key({"scenario": "great_hunt"}), "hard", "lost", tmp_path)
    table, _ = load_stats(tmp_path)
    assert table["orc_wars/relics"]["hard"].won == 1 and table["orc_wars/great_hunt"]["hard"].lost == 1
    assert stats_heading("orc_wars/relics") == "HeroCard Orc Wars · The Relics"
    assert stats_heading("orc") == "Orc"
