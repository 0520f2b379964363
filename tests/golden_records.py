"""Golden records (chess's perft for our games): seeded random games whose final state and legal-move counts
are written down once, so a rule changed by accident fails loudly.

Each record: game, players, seed, options, the number of moves, the legal-move count of the seat to act at
fixed plies, a digest of the move texts and a digest of the final state. Write or refresh a game's records
(after a deliberate rule change, saying why in the commit) with:

    python3 -m tests.golden_records GAME [GAME ...]
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from orcdesk.core.contract import TABLE
from orcdesk.core.match import next_actor
from orcdesk.core.rng import Rng
from orcdesk.games import get_game

FOLDER = Path(__file__).with_name("golden")
PLIES = (0, 1, 2, 5, 10, 20, 40, 80, 160, 320)
SEEDS = (1, 2, 3)


def _digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:20]


def play(game_id: str, players: int, seed: int, options: dict | None = None) -> dict:
    """One seeded random game, described as a golden record."""
    state = get_game(game_id).state_class().new(players, seed, options or {})
    rng = Rng(seed * 31 + players)
    texts, counts = [], {}
    while not state.is_terminal():
        seat, action = next_actor(state, rng)
        if len(texts) in PLIES and seat != TABLE:
            counts[str(len(texts))] = len(state.legal_actions(seat))
        if action is None:
            action = rng.choice(state.legal_actions(seat))
        texts.append(f"{seat}:{state.action_to_text(action)}")
        state.apply(action, seat)
    return {
        "game": game_id,
        "players": players,
        "seed": seed,
        "options": dict(options or {}),
        "moves": len(texts),
        "legal_counts": counts,
        "moves_digest": _digest(texts),
        "final_digest": _digest(state.to_dict()),
        "scores": state.scores(),
    }


def cases(game_id: str) -> list[tuple[int, int]]:
    info = get_game(game_id)
    return [(players, seed) for players in info.player_counts for seed in SEEDS]


def path(game_id: str) -> Path:
    return FOLDER / f"{game_id}.json"


def write(game_id: str) -> Path:
    records = [play(game_id, players, seed) for players, seed in cases(game_id)]
    target = path(game_id)
    target.write_text(json.dumps(records, indent=1) + "\n")
    return target


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print("wrote", write(name))
