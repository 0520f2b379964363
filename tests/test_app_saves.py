import pytest

try:
    from tests.test_app_toy import TOY_INFO, ToyState
except ImportError:  # tests/ not a package
    from test_app_toy import TOY_INFO, ToyState

from orcdesk.app.saves import SAVE_FORMAT, Save, SaveError, delete_save, find_saves, load_save, save_path, write_save
from orcdesk.core.match import replay


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    from orcdesk import games

    monkeypatch.setitem(games.GAMES, "toy", TOY_INFO)


def _played(actions=((0, "2"), (1, "draw"), (0, "1"))):
    save = Save.start("toy", 2, 42, {}, ["human", "normal"])
    for seat, text in actions:
        save = save.with_action(seat, text)
    return save


def test_save_holds_everything_needed(tmp_path):
    save = _played()
    path = write_save(save, tmp_path)
    assert path == save_path("toy", tmp_path) and path.parent.name == "saves"
    import yaml

    data = yaml.safe_load(path.read_text())  # JSON text, readable as YAML too
    assert data["format"] == 2 and data["game"] == "toy" and data["seed"] == 42 and data["players"] == 2
    assert data["seats"] == ["human", "normal"] and data["options"] == {}
    assert data["actions"] == [[0, "2"], [1, "draw"], [0, "1"]]
    assert len(path.read_text().splitlines()) >= 4, "one action per line"
    assert load_save(path) == save


def test_replays_to_the_exact_position(tmp_path):
    save = _played()
    write_save(save, tmp_path)
    found, notices = find_saves(tmp_path)
    assert notices == [] and len(found) == 1
    state = found[0].restore()
    expected = replay(ToyState, 2, 42, {}, save.actions)
    assert state == expected and state.total == 3 and len(state.cards) == 1
    assert found[0].human_seats == (0,)


def test_every_action_autosaved_replaces_the_file(tmp_path):
    save = Save.start("toy", 2, 7, {}, ["human", "easy"])
    write_save(save, tmp_path)
    for seat, text in [(0, "1"), (1, "2"), (0, "draw")]:
        save = save.with_action(seat, text)
        write_save(save, tmp_path)
        assert load_save(save_path("toy", tmp_path)).actions == save.actions
    assert sorted(p.name for p in (tmp_path / "saves").iterdir()) == ["toy.yaml"]


@pytest.mark.parametrize(
    "content, why",
    [
        ("format: [1\n", "cannot read"),
        ("hello\n", "not a save"),
        ("format: 1\ngame: chess\nplayers: 2\nseed: 1\nseats: [human, easy]\nactions: []\n", "unknown game"),
        ("format: 1\ngame: toy\nplayers: 2\nseed: 1\nseats: [human]\nactions: []\n", "seats"),
        ("format: 1\ngame: toy\nplayers: 2\nseed: 1\nseats: [human, easy]\nactions: [[0, '7']]\n", "does not replay"),
        ("format: 1\ngame: toy\nplayers: 2\nseed: 1\nseats: [human, easy]\nactions: [[1, '1']]\n", "does not replay"),
        ("format: 1\ngame: toy\nplayers: 2\nseed: -1\nseats: [human, easy]\nactions: []\n", "seed"),
    ],
)
def test_corrupt_or_unknown_save_is_moved_aside_and_reported(tmp_path, content, why):
    path = save_path("toy", tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text(content)
    found, notices = find_saves(tmp_path)
    assert found == []
    assert len(notices) == 1 and notices[0].key == "common.notice.save_bad"
    assert why in notices[0].fields["reason"]
    assert not path.exists()
    aside = list(path.parent.glob("toy.yaml.bad-*"))
    assert len(aside) == 1 and aside[0].read_text() == content  # kept, not deleted
    assert find_saves(tmp_path) == ([], [])


def test_newer_format_says_so_and_keeps_the_file(tmp_path):
    path = save_path("toy", tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text(f"format: {SAVE_FORMAT + 1}\ngame: toy\nwhatever: new\n")
    with pytest.raises(SaveError) as err:
        load_save(path)
    assert err.value.kind == "newer" and "newer" in str(err.value)
    found, notices = find_saves(tmp_path)
    assert found == [] and notices[0].key == "common.notice.save_newer"
    assert path.exists()


def test_finished_game_is_not_offered(tmp_path):
    save = _played([(0, "2"), (1, "2"), (0, "2"), (1, "2"), (0, "2")])
    assert save.restore().is_terminal()
    write_save(save, tmp_path)
    assert find_saves(tmp_path) == ([], [])
    assert not save_path("toy", tmp_path).exists()


def test_delete_save(tmp_path):
    write_save(_played(), tmp_path)
    delete_save("toy", tmp_path)
    delete_save("toy", tmp_path)  # already gone: fine
    assert find_saves(tmp_path) == ([], [])


def test_no_folder_yet(tmp_path):
    assert find_saves(tmp_path / "nowhere") == ([], [])


def test_notices_have_words_in_every_language(tmp_path):
    from orcdesk.core.i18n import LANGUAGES, catalogue

    for lang in LANGUAGES:
        for key in ("settings_bad", "save_bad", "save_newer", "stats_bad"):
            text = catalogue(lang)[f"common.notice.{key}"]
            assert "{path}" in text


def test_a_format_1_save_still_loads_and_the_table_seat_is_accepted_now(tmp_path):
    save = _played()
    path = write_save(save, tmp_path)
    old = path.read_text().replace('"format": 2', '"format": 1')
    path.write_text(old)
    loaded = load_save(path)
    assert loaded.format == 2 and loaded.actions == save.actions  # upgraded on the way in
    with_table = path.read_text().replace('[1, "draw"]', '[-1, "draw"]')
    path.write_text(with_table)
    assert load_save(path).actions[1] == (-1, "draw")  # the table's own move (a deal) is a move like any other
    path.write_text(with_table.replace('[-1, "draw"]', '[-2, "draw"]'))
    with pytest.raises(SaveError, match="actions\\[1\\]"):
        load_save(path)
