"""Watch it again: record files (export, read, refuse bad ones, the last 20 kept) and the replay scene that steps
any game's own table through a record."""

import pytest
import yaml

from orcdesk.ai import make_agent
from orcdesk.app import records as R
from orcdesk.core.match import play_match, replay
from orcdesk.games import get_game, playable_games
from orcdesk.ui.app import App

GAMES = playable_games()


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    return tmp_path


def _game(game_id, seed=3):
    info = next(g for g in playable_games() if g.id == game_id)
    agents = [make_agent("greedy", game_id, seed=s) for s in range(info.min_players)]
    match = play_match(info.state_class(), agents, seed)
    match.record.seats = ["human"] + ["greedy"] * (info.min_players - 1)
    return match


def test_an_exported_record_reads_back_the_same_game():
    match = _game("orc")
    path = R.export_record(match.record, finished=True)
    assert path.parent == R.records_dir() and path.suffix == ".yaml"
    assert yaml.safe_load(path.read_text())["format"] == R.RECORD_FORMAT
    back = R.read_record(path)
    assert back == match.record
    assert (
        replay(get_game(back.game_id).state_class(), back.players, back.seed, back.options, back.actions) == match.state
    )


@pytest.mark.parametrize(
    "text,why",
    [
        ("[1, 2", "cannot be read"),
        ("just text", "not an orcdesk game record"),
        ("{format: 1, game: chess, players: 2, seed: 1, seats: [a, b], moves: []}", "unknown game"),
        ("{format: 9, game: orc, players: 2, seed: 1, seats: [human, hard], moves: []}", "newer orcdesk"),
        (
            "{format: 1, game: orc, players: 2, seed: 1, seats: [human, hard], moves: [[0, 'fly away']]}",
            "do not replay",
        ),
        ("{format: 1, game: orc, players: 2, seed: 1, seats: [human, hard], moves: [[5, 'x']]}", r"moves\[0\]"),
    ],
)
def test_a_bad_record_is_refused_with_the_reason(home, text, why):
    path = home / "bad.yaml"
    path.write_text(text)
    with pytest.raises(R.RecordError, match=why):
        R.read_record(path)


def test_only_the_last_twenty_finished_games_are_kept():
    match = _game("orc")
    for _ in range(R.RECENT_PER_GAME + 3):
        R.keep_recent(match.record)
    kept = R.recent_records("orc")
    assert len(kept) == R.RECENT_PER_GAME
    assert kept == sorted(kept, reverse=True)


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720))
    a.settings["anim_speed"] = 0.0
    return a


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_the_replay_steps_the_games_own_table_back_and_forth(app, info, home):
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.replay import ReplayScene
    from orcdesk.ui.services import Services

    app.services = Services(app)
    match = _game(info.id)
    app.stack.reset(MenuScene(app))
    scene = app.stack.push(ReplayScene(app, match.record))
    app.step(1 / 60)
    assert scene.position == 0 and not scene.table.history.actions
    scene.handle_event(_key("K_END"))
    assert scene.table.state == match.state
    scene.handle_event(_key("K_LEFT"))
    k = len(match.record.actions) - 1
    assert scene.position == k and scene.table.history.actions == match.record.actions[:k]
    scene.handle_event(_key("K_RIGHT"))
    app.step(1 / 60)
    assert scene.table.state == match.state
    scene.goto(len(match.record.actions) - 6)
    scene.speed = 3  # x4
    scene.toggle_play()
    for _ in range(2000):
        app.step(1 / 4)
        if scene.position == len(match.record.actions):
            break
    assert scene.table.state == match.state, "playing runs the game to its end"
    scene.next_viewer()
    assert scene.table.viewer == 1 and scene.table.state == match.state
    scene.export()
    assert len(R.exported_records()) == 1
    assert not list((home / "data" / "saves").glob("*.yaml")) if (home / "data" / "saves").exists() else True
    assert not (home / "data" / "stats.yaml").exists(), "a replay records no result"
    app.step(1 / 60)  # draws
    scene.close()
    app.services = None


def _read_in_background(app, limit_s=20.0):
    """Step the window while a record is read off its thread (scenes/opening.py), with wall-clock time for the
    thread to finish."""
    import time

    from orcdesk.ui.scenes.opening import OpeningScene

    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        app.step(1 / 60)
        if not isinstance(app.stack.top, OpeningScene):
            return
        time.sleep(0.01)
    raise AssertionError("the record was never read")


def test_the_replays_screen_lists_finished_games_and_opens_them(app):
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.records import RecordsScene
    from orcdesk.ui.scenes.replay import ReplayScene

    R.keep_recent(_game("orc").record)
    (R.records_dir() / "broken.yaml").write_text("[oops")
    app.stack.reset(MenuScene(app))
    scene = app.stack.push(RecordsScene(app))
    app.step(1 / 60)
    assert len(scene.rows) == 2
    broken = next(b for _, p, b, _review in scene.rows if p.name == "broken.yaml")
    broken.on_click()
    _read_in_background(app)
    assert app.stack.top is scene and any("cannot be watched" in text for text, _ in app.toasts)
    good = next(b for _, p, b, _review in scene.rows if p.name != "broken.yaml")
    good.on_click()
    _read_in_background(app)
    assert isinstance(app.stack.top, ReplayScene)
    app.step(1 / 60)


def _key(name):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, name), mod=0, unicode="")


def test_a_running_game_is_exported_from_the_pause_screen(app):
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.scenes.pause import PauseScene

    app.stack.reset(MenuScene(app))
    info = GAMES[0]
    table = app.stack.push(info.table_class()(app, info.id, seats=["human", "greedy"], seed=2, inline_ai=True))
    app.step(1 / 60)
    pause = app.stack.push(PauseScene(app, table))
    next(b for b in pause.buttons if b.key == "export").on_click()
    (path,) = R.exported_records()
    assert R.read_record(path).actions == table.history.actions
