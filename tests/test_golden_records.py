"""Every game of the registry has a golden record file and plays its seeded random games exactly as recorded
(see tests/golden_records.py: write a new game's file, or refresh one only after a deliberate rule change)."""

import json

import pytest

from orcdesk.games import GAMES
from tests.golden_records import FOLDER, cases, path, play

RECORDS = [(game_id, r) for game_id in GAMES if path(game_id).exists() for r in json.loads(path(game_id).read_text())]


def test_every_game_has_its_records():
    """A new game writes its file with ``python3 -m tests.golden_records GAME``; every player count is there."""
    missing = [game_id for game_id in GAMES if not path(game_id).exists()]
    assert not missing, f"no golden records for {missing}: python3 -m tests.golden_records {' '.join(missing)}"
    for game_id in GAMES:
        recorded = {(r["players"], r["seed"]) for g, r in RECORDS if g == game_id}
        assert recorded == set(cases(game_id)), game_id


def test_no_record_file_without_a_game():
    assert {p.stem for p in FOLDER.glob("*.json")} <= set(GAMES)


@pytest.mark.parametrize("game_id,record", RECORDS, ids=[f"{g}-{r['players']}p-seed{r['seed']}" for g, r in RECORDS])
def test_game_plays_as_recorded(game_id, record):
    again = play(game_id, record["players"], record["seed"], record["options"])
    assert again["legal_counts"] == record["legal_counts"], "legal-move counts changed: a rule changed"
    assert again["moves"] == record["moves"] and again["moves_digest"] == record["moves_digest"]
    assert again["final_digest"] == record["final_digest"], "the final position changed"
