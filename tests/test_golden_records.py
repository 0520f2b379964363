"""Every game with a golden record file plays its seeded random games exactly as recorded (see
tests/golden_records.py: refresh a file only after a deliberate rule change)."""
import json

import pytest

from tests.golden_records import FOLDER, play

RECORDS = [(p.stem, r) for p in sorted(FOLDER.glob("*.json")) for r in json.loads(p.read_text())]


def test_the_three_finished_games_have_records():
    assert {"orc", "orlog", "orcs_trolls", "orc_wars"} <= {game for game, _ in RECORDS}


@pytest.mark.parametrize("game_id,record", RECORDS,
                         ids=[f"{g}-{r['players']}p-seed{r['seed']}" for g, r in RECORDS])
def test_game_plays_as_recorded(game_id, record):
    again = play(game_id, record["players"], record["seed"], record["options"])
    assert again["legal_counts"] == record["legal_counts"], "legal-move counts changed: a rule changed"
    assert again["moves"] == record["moves"] and again["moves_digest"] == record["moves_digest"]
    assert again["final_digest"] == record["final_digest"], "the final position changed"
