"""Named AI opponents (data/opponents.yaml): the data and its checks, the seats' characters and styles, the names
on every table, the setup screen's choice of opponent, statistics per opponent."""

from __future__ import annotations

import pytest

from orcdesk.ai import make_agent
from orcdesk.ai.opponents import (
    GAME_IDS,
    find_character,
    opponents,
    parse_opponents,
    roster_for,
    seat_character,
    seat_level,
    style_weights,
)
from orcdesk.app import stats
from orcdesk.core.data import DataError, load_yaml_file, parse_yaml
from orcdesk.core.rng import Rng
from orcdesk.games import GAMES
from orcdesk.resources import resource_path

TEXT = resource_path("data", "opponents.yaml").read_text(encoding="utf-8")


def parsed(text: str):
    return parse_opponents(parse_yaml(text, "data/opponents.yaml"))


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


# ------------------------------------------------------------------ the data
def test_every_game_has_names_styles_and_a_roster_of_every_level():
    data = opponents()
    assert set(GAME_IDS) == set(GAMES)
    for game in GAME_IDS:
        assert "steady" in data.styles[game]
        assert data.names[game]
        for seat in range(GAMES[game].max_players):
            levels = {c.level for c in roster_for(game, seat)}
            assert levels == {"easy", "normal", "hard"}, (game, seat, levels)


@pytest.mark.parametrize(
    "old, new, field",
    [
        (
            "{id: hrafn, name: Hrafn, level: easy, style: bold}",
            "{id: hrafn, name: Hrafn, level: easy, style: wild}",
            "style",
        ),
        (
            "{id: hrafn, name: Hrafn, level: easy, style: bold}",
            "{id: hrafn, name: Hrafn, level: expert, style: bold}",
            "level",
        ),
        ("{id: solveig, name: Solveig,", "{id: solveig, name: Hrafn,", "name"),
        ("{id: solveig, name: Solveig,", "{id: hrafn, name: Solveig,", "id"),
        (
            "{id: lirael, name: Lirael, level: easy, style: steady, side: elves}",
            "{id: lirael, name: Lirael, level: easy, style: steady, side: dwarves}",
            "side",
        ),
        ("    bold: {attack: 1.4, defence: 0.8}", "    bold: {attack: 1.4, fury: 0.8}", "fury"),
    ],
)
def test_a_bad_entry_names_the_file_line_and_field(old, new, field):
    assert old in TEXT
    text = TEXT.replace(old, new, 1)
    with pytest.raises(DataError) as caught:
        parsed(text)
    error = caught.value
    assert error.file == "data/opponents.yaml" and field in error.field
    assert error.line == line_of(text, new.strip())


def test_the_shipped_file_is_valid():
    data = parsed(TEXT)
    assert data.roster["orlog"][0].name == "Hrafn"
    assert load_yaml_file(resource_path("data", "opponents.yaml"))


# ------------------------------------------------------------------ seats and characters
def test_orc_wars_sides_get_names_of_their_side():
    seats = ["human", "normal", "normal", "hard"]
    names = [seat_character("orc_wars", seats, s).name for s in (1, 2, 3)]
    elves = opponents().names["orc_wars"]["elves"]
    assert names == elves[:3] and "Grum" not in names  # the Paladin is no longer named Grum
    horde = seat_character("orc_wars", ["normal", "human"], 0)
    assert horde.side == "horde" and horde.race == "orc" and horde.name in opponents().names["orc_wars"]["horde"]
    assert seat_character("orc_wars", ["normal", "human"], 1) is None


def test_a_named_orc_wars_character_on_the_other_side_plays_there_under_that_sides_name():
    # arena rotates the seats, so a named warlord may sit on an elf's seat (and a named elf on the horde's)
    horde_names, elf_names = opponents().names["orc_wars"]["horde"], opponents().names["orc_wars"]["elves"]
    seats = ["hard:aerendil", "hard:azgrim", "normal"]
    characters = [seat_character("orc_wars", seats, s) for s in range(3)]
    assert [c.side for c in characters] == ["horde", "elves", "elves"]
    assert characters[0].name in horde_names and characters[0].race == "orc"
    assert [c.name for c in characters[1:]] == elf_names[:2] and characters[1].level == "hard"
    assert seat_character("orc_wars", ["hard:azgrim", "human"], 0).name == "Azgrim Skullsplitter"
    for game_id in opponents().sides:  # every named character keeps its name on its own side
        for character in opponents().roster.get(game_id, []):
            seat = 0 if character.side == opponents().sides[game_id][0] else 1
            seats = ["human"] * 2
            seats[seat] = f"{character.level}:{character.id}"
            assert seat_character(game_id, seats, seat).name == character.name


def test_a_named_seat_is_its_character_at_the_seat_level():
    sigrid = seat_character("orlog", ["human", "hard:sigrid"], 1)
    assert (sigrid.name, sigrid.level, sigrid.style) == ("Sigrid", "hard", "careful")
    assert seat_level("hard:sigrid") == "hard" and seat_level("human") == "human"
    assert style_weights("orlog", "hard:sigrid")["defence"] > 1
    assert style_weights("orlog", "hard") == {"attack": 1.0, "defence": 1.0, "tokens": 1.0}
    unknown = seat_character("orlog", ["human", "normal:nobody"], 1)  # a save from another version
    assert unknown.level == "normal" and unknown.name


def test_named_agents_carry_their_style_and_plain_levels_stay_neutral():
    from orcdesk.games.orlog.greedy import NEUTRAL

    assert make_agent("hard:sigrid", "orlog", 1).style[1] > 1
    assert make_agent("hard", "orlog", 1).style is NEUTRAL
    assert make_agent("normal:gunnhild", "orlog", 1).reaction == make_agent("normal", "orlog", 1).reaction


def test_a_styled_agent_plays_whole_games():
    from orcdesk.core.match import play_match

    match = play_match(
        GAMES["orlog"].state_class(), [make_agent("easy:ketil", "orlog", 3), make_agent("greedy", "orlog", 4)], 5
    )
    assert match.state.is_terminal()


# ------------------------------------------------------------------ every table names its AI
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_table_names_its_ai_by_its_character(game_id):
    from orcdesk.ui.app import App

    info = GAMES[game_id]
    seats = ["human"] + ["normal"] * (info.min_players - 1)
    app = App((800, 500))
    table = info.table_class()(app, game_id, seats=seats, seed=2, inline_ai=True)
    try:
        for seat in range(1, len(seats)):
            name = seat_character(game_id, seats, seat).name
            assert table.short_name(seat) == name and name in table.seat_name(seat)
            assert name not in ("Opponent", "Adversaire")
        if game_id == "orlog":
            assert table.words().log_name(1) == seat_character(game_id, seats, 1).name
    finally:
        table.on_exit()


# ------------------------------------------------------------------ setup
def test_setup_offers_named_opponents_and_a_random_one_of_each_level():
    from orcdesk.ui.app import App
    from orcdesk.ui.scenes.opponents import OpponentPickerScene
    from orcdesk.ui.scenes.setup import SetupScene

    app = App((1280, 720))
    setup = app.stack.push(SetupScene(app, "orlog"))
    named = {b.key: b for row in setup.seat_buttons for b in row if b.key.endswith(":named")}
    assert set(named) == {"seat:0:named", "seat:1:named"}
    named["seat:1:named"].on_click()
    picker = app.stack.top
    assert isinstance(picker, OpponentPickerScene)
    assert [c.name for c in picker.characters][:3] == ["Hrafn", "Solveig", "Ketil"]
    app.step(1 / 60, events=[])
    picker.pick("hard:sigrid")
    assert app.stack.top is setup and setup.chosen_seats() == ["human", "hard:sigrid"]
    assert named["seat:1:named"].label == "Sigrid" and named["seat:1:named"].selected
    named["seat:1:named"].on_click()
    app.stack.top.pick_random("easy")
    chosen = find_character("orlog", setup.chosen_seats()[1].partition(":")[2])
    assert chosen.level == "easy"
    app.step(1 / 60, events=[])


# ------------------------------------------------------------------ statistics
def test_statistics_count_each_named_opponent(tmp_path):
    assert stats.opponent_level(["human", "hard:sigrid"]) == "hard"
    assert stats.opponent_ids(["human", "hard:sigrid", "normal"]) == ["sigrid"]
    stats.record_result("orlog", "hard", "won", tmp_path, opponents=["sigrid"])
    stats.record_result("orlog", "hard", "lost", tmp_path, opponents=["sigrid"])
    stats.record_result("orlog", "easy", "won", tmp_path, opponents=["hrafn"])
    table, notices = stats.load_stats(tmp_path)
    assert not notices
    named = stats.opponent_records(table)["orlog"]
    assert (named["sigrid"].played, named["sigrid"].won, named["hrafn"].won) == (2, 1, 1)
    assert table["orlog"]["hard"].played == 2  # the level counts as before


def test_random_character_is_of_the_level():
    from orcdesk.ai.opponents import random_character

    for seed in range(10):
        assert random_character("braves", 1, "hard", Rng(seed)).level == "hard"


# ------------------------------------------------------------------ style hooks
def test_braves_and_orc_wars_styles_change_the_agents_weights():
    hoarder, deserter, plain = (make_agent(k, "braves", 1) for k in ("normal:grishna", "normal:ushka", "normal"))
    assert hoarder.params.shield_late > plain.params.shield_late and hoarder.plain.shield_now > plain.plain.shield_now
    assert deserter.params.desert_min < plain.params.desert_min
    reckless, cautious, steady = (make_agent(k, "orc_wars", 1) for k in ("hard:azgrim", "hard:durzag", "hard"))
    assert "orc_bold" in reckless.features and reckless.attack > 1 and "orc_bold" not in steady.features
    assert "orc_shy" in cautious.features and cautious.attack < 1 and steady.attack == 1.0


def test_the_style_tool_measures_a_figure_per_game():
    from orcdesk.tools.styles import measure

    orlog = measure("orlog", "hard:ragnvald", games=2, seed=1)
    assert 0 <= orlog["win_rate"] <= 1 and orlog["kept_share"]["axe"] > 0
    braves = measure("braves", "easy:snaga", games=1, seed=1, players=4)
    assert braves["desertions_per_round"] > 0
    orc = measure("orc", "normal:gorsh", games=2, seed=1)
    assert orc["battles_per_game"] > 0 and 0 < orc["two_orc_share"] < 1 and orc["hand_at_play"] > 0


def test_arena_takes_named_opponents_and_refuses_unknown_ones(capsys):
    from orcdesk.cli import main

    assert main(["arena", "orlog", "--seats", "hard:nobody,greedy", "--games", "1", "--workers", "1"]) == 2
    assert "no opponent named 'nobody'" in capsys.readouterr().err
    assert main(["arena", "orlog", "--seats", "easy:ketil,greedy", "--games", "2", "--workers", "1", "--json"]) == 0
    assert '"easy:ketil"' in capsys.readouterr().out


def test_orc_styles_load_and_change_the_agents_weights():
    assert set(opponents().styles["orc"]) >= {"steady", "brawler", "hoarder"}
    assert style_weights("orc", "hard:ugluk")["battle"] > 1 and style_weights("orc", "normal:mogra")["hand"] > 1
    brawler, hoarder, steady = (make_agent(k, "orc", 1) for k in ("hard:ugluk", "hard:snagrod", "hard"))
    assert brawler.style.battle > 1 and hoarder.style.hand > 1
    assert (steady.style.battle, steady.style.hand) == (1.0, 1.0)
    # the search levels built by orcdesk.ai take the style through the game's greedy module (``styled``)
    normal_hoarder, normal = make_agent("normal:mogra", "orc", 1), make_agent("normal", "orc", 1)
    assert normal_hoarder.policy.keywords["style"].hand > 1 and normal_hoarder.evaluate.keywords["style"].hand > 1
    assert not hasattr(normal.policy, "keywords")


def test_an_orc_style_chooses_differently_from_steady_on_some_position():
    from orcdesk.games.orc.engine import PLAY, OrcState
    from orcdesk.games.orc.greedy import OrcStyle, greedy_action

    brawler = OrcStyle.of(opponents().styles["orc"]["brawler"])
    hoarder = OrcStyle.of(opponents().styles["orc"]["hoarder"])
    differ = {"brawler": 0, "hoarder": 0}
    rng = Rng(4)
    for seed in range(6):
        state = OrcState.new(2, seed)
        while not state.is_terminal():
            seat = state.to_act()[0]
            steady_move = greedy_action(state, seat, Rng(0))
            if state.phase == PLAY:
                differ["brawler"] += greedy_action(state, seat, Rng(0), brawler) != steady_move
                differ["hoarder"] += greedy_action(state, seat, Rng(0), hoarder) != steady_move
            state.apply(steady_move if rng.random() < 0.8 else rng.choice(state.legal_actions(seat)), seat)
    assert differ["brawler"] > 0 and differ["hoarder"] > 0, differ
    with pytest.raises(ValueError, match="unknown orc style weights"):
        OrcStyle.of({"fury": 2.0})
