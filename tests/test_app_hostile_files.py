"""A file can never stop the app: every user file (a save, settings, statistics, a game record) that is
malformed, oversized or written to hurt is refused with a short message, set aside where the app owns it, and
the app goes on with defaults. Each hostile file below once stopped the app at launch, hung it or crashed it."""

import errno
import os
import tracemalloc
import types

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st

from orcdesk import cli
from orcdesk.app import files, saves, settings, stats
from orcdesk.app import records as R

# ---------------------------------------------------------------------------------------------- hostile files


def alias_bomb(levels: int = 9) -> str:
    """The 'billion laughs': each level repeats the one before nine times (9**9 strings once expanded)."""
    parts = ['&a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    parts += [f"&a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels)]
    return "[" + ",".join(parts) + "]"


HUGE_INT = "9" * 5000  # Python refuses to convert more than 4300 digits
BAD_TEXT = "\xff\xfe not UTF-8".encode("latin-1")


def game_text(
    moves_key: str = "actions",
    game='"orc"',
    players="2",
    seed="7",
    seats='["human", "normal"]',
    moves="[]",
    fmt=None,
    extra="",
) -> str:
    fmt = fmt or (saves.SAVE_FORMAT if moves_key == "actions" else R.RECORD_FORMAT)
    return (
        f'{{"format": {fmt}, "game": {game}, "players": {players}, "seed": {seed}, "options": {{}}, '
        f'"seats": {seats}, "started": "2026-01-01T10:00:00", {extra}"{moves_key}": {moves}}}\n'
    )


def many_moves(count: int, first: str = '[0, "fly away"]') -> str:
    return "[" + first + ",\n" + ",\n".join(['[0, "x"]'] * (count - 1)) + "]"


def hostile_games(moves_key: str) -> dict:
    """Bad saves (moves_key "actions") or records ("moves"), by what is wrong with them."""

    def text(**fields):
        return game_text(moves_key, **fields)

    return {
        "game is a list": text(game='["orc"]'),
        "game is a mapping": text(game='{"orc": 1}'),
        "seed over 4300 digits": text(seed=HUGE_INT),
        "players over 4300 digits": text(players=HUGE_INT),
        "format over 4300 digits": text(fmt=HUGE_INT),
        "alias bomb under players": text(players=alias_bomb()),
        "alias bomb under seed": text(seed=alias_bomb()),
        "unknown seat kind": text(seats='["human", "../../evil"]'),
        "seats are not text": text(seats="[[1], {}]"),
        "options hold a list": text(extra='"options": {"scenario": [1, 2]}, '),
        "a python tag": text(seed="!!python/object/apply:os.system [echo hi]"),
        "a binary tag": text(seed="!!binary aGk="),
        "nested 200 deep": text(moves="[" * 200 + "]" * 200),
        "move text 1 MB": text(moves='[[0, "' + "x" * 1_000_000 + '"]]'),
        "10^6 moves (11 MB)": text(moves=many_moves(10**6)),
        "not UTF-8": BAD_TEXT,
        "two documents": text() + "---\n" + text(),
        "a list at the top": "[1, 2, 3]\n",
        "empty": "",
    }


HOSTILE_SAVES = hostile_games("actions")
HOSTILE_RECORDS = {name: text for name, text in hostile_games("moves").items()}
HOSTILE_RECORDS["first move bad, 1.9 MB"] = game_text("moves", moves=many_moves(190_000))

HOSTILE_SETTINGS = {
    "volume over 4300 digits": f"volume: {HUGE_INT}\n",
    "window size over 4300 digits": f"window_size: [{HUGE_INT}, 720]\n",
    "alias bomb": f"window_size: {alias_bomb()}\n",
    "anchor and alias": "volume: &v 40\nsound: *v\n",
    "a python tag": "volume: !!python/object/apply:os.system [echo hi]\n",
    "nested 200 deep": "language: " + "[" * 200 + "]" * 200 + "\n",
    "too large": "# " + "x" * (files.SMALL_FILE_BYTES + 10) + "\n",
    "not UTF-8": BAD_TEXT,
    "a key that is a list": "? [a, b]\n: 1\n",
}

HOSTILE_STATS = {
    "played over 4300 digits": f"format: 1\ngames: {{orc: {{normal: {{played: {HUGE_INT}}}}}}}\n",
    "format over 4300 digits": f"format: {HUGE_INT}\ngames: {{}}\n",
    "alias bomb": f"format: 1\ngames: {{orc: {{normal: {{played: 1}}}}}}\nx: {alias_bomb()}\n",
    "game name is a list": "format: 1\ngames: {? [orc] : {normal: {played: 1}}}\n",
    "game name is a number": "format: 1\ngames: {7: {normal: {played: 1}}}\n",
    "level name 1 kB": "format: 1\ngames: {orc: {" + "n" * 1000 + ": {played: 1}}}\n",
    "format is true": "format: true\ngames: {}\n",
    "not UTF-8": BAD_TEXT,
}


def write(path, content):
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


# ---------------------------------------------------------------------------------------------- saves
@pytest.mark.parametrize("name", list(HOSTILE_SAVES))
def test_a_hostile_save_is_set_aside_with_a_short_notice_and_never_offered(tmp_path, name):
    path = write(saves.save_path("orc", tmp_path), HOSTILE_SAVES[name])
    found, notices = saves.find_saves(tmp_path)
    assert found == []
    assert len(notices) == 1 and notices[0].key == "common.notice.save_bad"
    assert len(notices[0].fields["reason"]) < 300, "a message never quotes a whole value"
    assert not path.exists() and len(list(path.parent.glob("orc.yaml.bad-*"))) == 1
    assert saves.find_saves(tmp_path) == ([], [])


def test_an_unknown_seat_kind_names_the_field(tmp_path):
    write(saves.save_path("orc", tmp_path), HOSTILE_SAVES["unknown seat kind"])
    _, notices = saves.find_saves(tmp_path)
    assert "seats" in notices[0].fields["reason"] and "evil" in notices[0].fields["reason"]


def test_every_seat_kind_the_app_offers_is_accepted(tmp_path):
    from orcdesk.ui.scenes.setup import SEAT_KINDS

    for kind in SEAT_KINDS:
        write(saves.save_path("orc", tmp_path), game_text(seats=f'["human", "{kind}"]'))
        found, notices = saves.find_saves(tmp_path)
        assert notices == [] and found[0].seats == ("human", kind)


def test_every_named_opponent_is_accepted_and_a_made_up_one_refused(tmp_path):
    from orcdesk.ai.opponents import opponents

    for game_id, roster in opponents().roster.items():
        players = 4 if game_id == "braves" else 2
        for character in roster:
            seats = ", ".join(['"human"'] + [f'"{character.seat}"'] * (players - 1))
            folder = tmp_path / game_id / character.id
            write(
                saves.save_path(game_id, folder),
                game_text(game=f'"{game_id}"', players=str(players), seats=f"[{seats}]"),
            )
            found, notices = saves.find_saves(folder)
            assert notices == [] and character.seat in found[0].seats, (game_id, character.seat)
    for seat in ("hard:nobody", "wizard:sigrid", "hard:../../evil"):
        write(saves.save_path("orlog", tmp_path), game_text(game='"orlog"', seats=f'["human", "{seat}"]'))
        found, notices = saves.find_saves(tmp_path)
        assert found == [] and "seats" in notices[0].fields["reason"], seat


def test_a_good_save_keeps_its_start_time(tmp_path):
    write(saves.save_path("orc", tmp_path), game_text())
    found, _ = saves.find_saves(tmp_path)
    assert found[0].started == "2026-01-01T10:00:00"


# ---------------------------------------------------------------------------------------------- settings, stats
@pytest.mark.parametrize("name", list(HOSTILE_SETTINGS))
def test_hostile_settings_give_the_defaults_a_notice_and_are_set_aside(tmp_path, name):
    path = write(settings.settings_path(tmp_path), HOSTILE_SETTINGS[name])
    loaded, notices = settings.load_settings(tmp_path)
    assert loaded == settings.Settings()
    assert len(notices) == 1 and notices[0].key == "common.notice.settings_bad"
    assert len(notices[0].fields["reason"]) < 300
    assert not path.exists() and len(list(tmp_path.glob("settings.yaml.bad-*"))) == 1


@pytest.mark.parametrize("name", list(HOSTILE_STATS))
def test_hostile_statistics_start_counting_again_with_a_notice(tmp_path, name):
    path = write(stats.stats_path(tmp_path), HOSTILE_STATS[name])
    table, notices = stats.load_stats(tmp_path)
    assert table == {}
    assert len(notices) == 1 and notices[0].key == "common.notice.stats_bad"
    assert len(notices[0].fields["reason"]) < 300
    assert not path.exists()
    record, _ = stats.record_result("orc", "normal", "won", tmp_path)  # and counting goes on
    assert record.played == 1


# ---------------------------------------------------------------------------------------------- records
@pytest.mark.parametrize("name", list(HOSTILE_RECORDS))
def test_a_hostile_record_is_refused_with_one_short_line(tmp_path, name):
    path = write(tmp_path / "r.yaml", HOSTILE_RECORDS[name])
    with pytest.raises(R.RecordError) as refused:
        R.read_record(path)
    message = str(refused.value)
    assert "\n" not in message and len(message) < 300 + len(str(path))
    assert "newer orcdesk" not in message, "refused for what is wrong with it, not for an earlier field"


def test_a_record_past_the_size_cap_is_refused_before_it_is_parsed(tmp_path):
    path = write(tmp_path / "r.yaml", HOSTILE_RECORDS["10^6 moves (11 MB)"])
    assert path.stat().st_size > 10_000_000
    with pytest.raises(R.RecordError, match="larger than"):
        R.read_record(path)


def test_a_record_is_refused_at_its_first_bad_move_without_reading_the_rest(tmp_path):
    path = write(tmp_path / "r.yaml", HOSTILE_RECORDS["first move bad, 1.9 MB"])
    assert R.GAME_FILE_BYTES > path.stat().st_size > 1_800_000
    tracemalloc.start()
    try:
        with pytest.raises(R.RecordError, match="at move 1 "):
            R.read_record(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    # the file's bytes and text (about 4 MB) but not 190,000 moves as lists (over 30 MB)
    assert peak < 12_000_000, peak


def test_reading_a_record_stops_when_cancelled_and_reports_progress(tmp_path):
    from orcdesk.core.match import Record

    record = Record("orc", 2, 3, {}, ["human", "greedy"], [])
    path = write(
        tmp_path / "r.yaml", R.record_text(record, False).replace("moves: []", "moves: " + many_moves(3000, '[0, "x"]'))
    )
    with pytest.raises(R.RecordCancelled):
        R.read_record(path, cancelled=lambda: True)
    seen = []
    with pytest.raises(R.RecordError):
        R.read_record(path, progress=seen.append)
    assert R.read_record(write(tmp_path / "ok.yaml", R.record_text(record, False))) == record


@pytest.mark.parametrize(
    "name",
    [
        "game is a list",
        "seed over 4300 digits",
        "alias bomb under seed",
        "10^6 moves (11 MB)",
        "not UTF-8",
        "a python tag",
    ],
)
def test_orcdesk_replay_of_a_bad_file_prints_one_line_and_exits_2(tmp_path, capsys, name):
    path = write(tmp_path / "r.yaml", HOSTILE_RECORDS[name])
    assert cli.main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("orcdesk: error: ")
    assert "Traceback" not in err


# ---------------------------------------------------------------------------------------------- in the window
@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.services import Services

    app = App(size=(1280, 720))
    app.settings["ai_in_process"] = True
    app.services = Services(app)
    app.services.apply(app.services.settings.replace(animation_speed="off"))
    app.stack.push(MenuScene(app))
    yield app
    for scene in list(app.stack):
        scene.on_exit()


def _settle(app, limit_s=20.0):
    """Step frames until the background read is over: it runs on a thread, so give it wall-clock time (a
    first import of the AI package under load took longer than 60 quick frames)."""
    import time

    from orcdesk.ui.scenes.opening import OpeningScene

    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        app.step(0.05, events=[])
        if not isinstance(app.stack.top, OpeningScene):
            return
        time.sleep(0.01)


@pytest.mark.parametrize(
    "name",
    [
        "game is a list",
        "players over 4300 digits",
        "alias bomb under players",
        "10^6 moves (11 MB)",
        "unknown seat kind",
    ],
)
def test_records_watch_says_why_a_bad_record_is_refused(app, tmp_path, name):
    from orcdesk.ui.scenes.error import ErrorScene
    from orcdesk.ui.scenes.records import RecordsScene

    write(R.records_dir() / "orc-20260101-100000-000000.yaml", HOSTILE_RECORDS[name])
    scene = app.stack.push(RecordsScene(app))
    scene.rows[0][2].on_click()
    _settle(app)
    assert app.stack.top is scene and not any(isinstance(s, ErrorScene) for s in app.stack)
    assert any(text.startswith("This record cannot be watched") and "orc-2026" in text for text, _ in app.toasts)


def test_records_watch_opens_a_good_record_and_cancel_goes_back(app):
    from orcdesk.core.match import Record
    from orcdesk.ui.scenes.records import RecordsScene
    from orcdesk.ui.scenes.replay import ReplayScene

    R.export_record(Record("orc", 2, 3, {}, ["human", "greedy"], []))
    scene = app.stack.push(RecordsScene(app))
    scene.rows[0][2].on_click()
    app.stack.top.cancel()
    _settle(app, 5)
    assert app.stack.top is scene
    scene.rows[0][2].on_click()
    _settle(app)
    assert isinstance(app.stack.top, ReplayScene)


def test_a_launch_with_every_file_hostile_reaches_the_menu_with_notices(tmp_path, monkeypatch):
    monkeypatch.setenv("ORCDESK_HOME", str(tmp_path))
    from orcdesk.app import paths

    write(settings.settings_path(paths.config_dir()), HOSTILE_SETTINGS["volume over 4300 digits"])
    write(saves.save_path("orc", paths.data_dir()), HOSTILE_SAVES["game is a list"])
    write(saves.save_path("orlog", paths.data_dir()), HOSTILE_SAVES["seed over 4300 digits"])
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.menu import MenuScene
    from orcdesk.ui.services import Services

    app = App(size=(1280, 720))
    app.services = Services(app)
    menu = app.stack.push(MenuScene(app))
    app.step(0.05, events=[])
    assert app.stack.top is menu and not [b for b in menu.buttons if b.key.startswith("continue:")]
    assert len(app.toasts) == 3
    for scene in list(app.stack):
        scene.on_exit()


# ---------------------------------------------------------------------------------------------- a save that fails
def _os_with(**changes):
    """The os module as orcdesk.app.files sees it, with some functions replaced (the rest of the app keeps
    the real ones)."""
    fake = types.ModuleType("os")
    fake.__dict__.update(vars(os))
    fake.__dict__.update(changes)
    return fake


def _play(app, table):
    """The human plays a legal move, then the window runs until it is the human's turn again."""
    seat = table.human_to_act()
    table.play(table.state.legal_actions(seat)[0], seat)
    for _ in range(200):
        app.step(0.05, events=[])
        if table.can_act():
            return
    raise AssertionError("the AI never answered")


@pytest.mark.parametrize(
    "code, words",
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EROFS, "read-only"),
        (errno.EACCES, "read-only"),
        (errno.EIO, "not being saved"),
    ],
)
def test_a_failing_save_is_said_at_the_table_retried_and_the_last_good_save_kept(app, monkeypatch, code, words):
    table = app.start_game("orc", ["human", "random"], 3)
    _play(app, table)
    path = saves.save_path("orc")
    good = path.read_bytes()
    real_fdopen = files.os.fdopen

    class FullDisk:  # the temporary file opens, then the write fails part way, as on a full disk
        def __init__(self, fd, *args, **kwargs):
            self.out = real_fdopen(fd, *args, **kwargs)

        def write(self, text):
            self.out.write(text[:10])
            raise OSError(code, "faked")

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.out.close()

    extras = table.aids
    with monkeypatch.context() as patch:
        patch.setattr(files, "os", _os_with(fdopen=FullDisk))
        _play(app, table)
        assert extras.save_failure is not None and words in extras.save_failure.text()
        app.render()  # the notice is drawn at the table
        assert path.read_bytes() == good, "the last good save is byte-identical"
        assert not [p for p in path.parent.iterdir() if p.name != "orc.yaml"], "no temporary file left behind"
        _play(app, table)  # tried again at the next move: still failing, still said
        assert extras.save_failure is not None and path.read_bytes() == good
    _play(app, table)
    assert extras.save_failure is None
    assert saves.load_save(path).actions == tuple(table.history.actions)


def test_a_read_only_save_folder_is_said_in_french_too(app, monkeypatch):
    from orcdesk.core import i18n

    table = app.start_game("orc", ["human", "random"], 3)

    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(files, "tempfile", types.SimpleNamespace(mkstemp=refused))
    _play(app, table)
    try:
        i18n.set_language("fr")
        assert "lecture seule" in table.aids.save_failure.text()
    finally:
        i18n.set_language("en")


def test_the_save_keeps_the_start_of_the_game(app):
    table = app.start_game("orc", ["human", "random"], 3)
    started = saves.load_save(saves.save_path("orc")).started
    table.aids.started = "2020-02-02T02:02:02"  # as if the game began long ago
    _play(app, table)
    assert saves.load_save(saves.save_path("orc")).started == "2020-02-02T02:02:02" != started


@pytest.mark.parametrize(
    "name",
    [
        "alias bomb under seed",
        "seed over 4300 digits",
        "first move bad, 1.9 MB",
        "a python tag",
        "two documents",
        "game is a list",
    ],
)
def test_without_libyaml_the_same_records_are_refused(tmp_path, monkeypatch, name):
    import yaml

    monkeypatch.setattr(files, "_Loader", yaml.SafeLoader)  # a build without the C parser
    path = write(tmp_path / "r.yaml", HOSTILE_RECORDS[name])
    with pytest.raises(R.RecordError):
        R.read_record(path)


# ---------------------------------------------------------------------------------------------- any value anywhere
PLAIN = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(["orc", "human", "hard", "play 1", "-1"]),
)
VALUES = st.recursive(
    PLAIN,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)),
    max_leaves=12,
)
FIELDS = [
    "format",
    "game",
    "players",
    "seed",
    "options",
    "seats",
    "started",
    "actions",
    "moves",
    "volume",
    "window_size",
    "language",
    "games",
]


@hyp_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(FIELDS), value=VALUES, kind=st.sampled_from(["save", "record", "settings", "stats"]))
def test_any_value_in_any_field_is_either_used_or_refused_never_raised(tmp_path, field, value, kind):
    import yaml

    base = {
        "save": yaml.safe_load(game_text()),
        "record": yaml.safe_load(game_text("moves")),
        "settings": settings.Settings().to_dict(),
        "stats": {"format": 1, "games": {"orc": {"normal": {"played": 1}}}},
    }[kind]
    base[field] = value
    text = yaml.safe_dump(base)
    if kind == "save":
        write(saves.save_path("orc", tmp_path), text)
        found, notices = saves.find_saves(tmp_path)
        assert len(found) + len(notices) == 1
    elif kind == "record":
        try:
            R.read_record(write(tmp_path / "r.yaml", text))
        except R.RecordError:
            pass
    elif kind == "settings":
        write(settings.settings_path(tmp_path), text)
        assert isinstance(settings.load_settings(tmp_path)[0], settings.Settings)
    else:
        write(stats.stats_path(tmp_path), text)
        assert isinstance(stats.load_stats(tmp_path)[0], dict)


def test_continue_keeps_the_start_of_the_game(app):
    from orcdesk.ui.scenes.menu import MenuScene

    table = app.start_game("orc", ["human", "random"], 3)
    _play(app, table)
    path = saves.save_path("orc")
    path.write_text(path.read_text().replace(saves.load_save(path).started, "2020-02-02T02:02:02"))
    menu = app.stack.reset(MenuScene(app))
    next(b for b in menu.buttons if b.key == "continue:orc").on_click()
    again = app.stack.top
    assert again is not table and again.history.actions == table.history.actions
    _play(app, again)
    assert saves.load_save(path).started == "2020-02-02T02:02:02"


def test_a_record_whose_moves_come_first_is_read_the_same(tmp_path):
    head = "format: 1\ngame: orc\nplayers: 2\nseed: 3\nseats: [human, greedy]\n"
    assert R.read_record(write(tmp_path / "a.yaml", "moves: []\n" + head)).actions == []
    with pytest.raises(R.RecordError, match="at move 1 "):
        R.read_record(write(tmp_path / "b.yaml", "moves: [[0, 'fly away']]\n" + head))
