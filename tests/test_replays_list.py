"""The Replays list says what each record is from its header alone: the game, the players with their scores,
who won, how many moves and when; the headers are read off the window's thread; a record written before the
header said who won, or a broken file, still gets a row."""

import time

import pytest

from orcdesk.ai import make_agent
from orcdesk.app import records as R
from orcdesk.core.i18n import t
from orcdesk.core.match import TABLE, play_match
from orcdesk.games import GAMES
from orcdesk.ui.app import App


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    return tmp_path


def _braves(seed=3):
    match = play_match(
        GAMES["braves"].state_class(),
        [make_agent("greedy", "braves", seed=s) for s in range(4)],
        seed,
        {"deal_speed": "fast"},
    )
    match.record.seats = ["human", "greedy", "greedy", "greedy"]
    return match


def test_the_header_says_who_won_and_how_long():
    match = _braves()
    path = R.keep_recent(match.record, state=match.state)
    header = R.read_header(path)
    assert header["game"] == "braves" and header["seats"] == match.record.seats
    assert header["length"] == sum(1 for seat, _ in match.record.actions if seat != TABLE)
    assert header["winners"] == match.state.winners() and header["scores"] == match.state.scores()
    assert R.read_record(path).actions == match.record.actions, "the record still reads back whole"
    (path.parent / "broken.yaml").write_text("[oops")
    assert R.read_header(path.parent / "broken.yaml") is None


def test_a_row_names_the_game_the_players_the_result_and_the_length():
    from orcdesk.ui.scenes.records import summary_lines

    match = _braves()
    path = R.keep_recent(match.record, state=match.state)
    first, second = summary_lines(path, R.read_header(path))
    assert t("app.game.braves") in first and t("app.records.length", n=R.read_header(path)["length"]) in first
    winner = match.state.winners()[0]
    assert t("app.table.you") in second and str(int(match.state.scores()[winner])) in second
    assert "won" in second or t("app.records.shared") in second
    old = R.export_record(match.record, True)  # written without the final state: no result, still a row
    first, second = summary_lines(old, R.read_header(old))
    assert t("app.game.braves") in first and t("app.table.you") in second
    assert summary_lines(path, None)[0]  # an unreadable header: the date from the file name


def test_the_list_reads_headers_in_the_background():
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.records import RecordsScene

    match = _braves()
    R.keep_recent(match.record, state=match.state)
    (R.records_dir() / "broken.yaml").write_text("[oops")
    app = App((1280, 720))
    app.stack.reset(MenuScene(app))
    scene = app.stack.push(RecordsScene(app))
    assert scene._reader.daemon, "the headers are read off the window's thread"
    deadline = time.monotonic() + 10
    while scene._reader.is_alive() and time.monotonic() < deadline:
        app.step(1 / 60)
    assert len(scene.headers) == 2 and sum(h is None for h in scene.headers.values()) == 1
    app.step(1 / 60)
