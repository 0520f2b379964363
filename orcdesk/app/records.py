"""Game records: a whole game in a small YAML file, to watch again, keep or share.

    path = export_record(table.history)                 # records/<game>-<date>.yaml in the user data folder
    record = read_record(path)                           # RecordError says why a file cannot be used
    keep_recent(table.history)                           # finished games: the last 20 of each game
    recent_records("orc")                                # newest first

A record file holds the format version, the game, players, seed, options, seat kinds and the moves in text
notation (``[seat, "text"]``; seat -1 is the table itself): exactly what the match driver replays. Reading one
checks every field and replays every move, so a file that is not a record, names an unknown game, was written
by a newer orcdesk or no longer replays is refused with a clear message and nothing else happens.
"""
from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Callable

import yaml

from orcdesk.app import paths
from orcdesk.app.files import atomic_write_text, read_yaml
from orcdesk.core.contract import TABLE
from orcdesk.core.match import Record, replay

RECORD_FORMAT = 1
RECORDS_FOLDER = "records"
RECENT_FOLDER = "recent"
RECENT_PER_GAME = 20


class RecordError(ValueError):
    """A file that cannot be watched; the message says why, in words."""


def records_dir(folder: Path | None = None) -> Path:
    return Path(folder if folder is not None else paths.data_dir()) / RECORDS_FOLDER


def record_text(record: Record, finished: bool) -> str:
    data = {"format": RECORD_FORMAT, "game": record.game_id, "players": record.players, "seed": record.seed,
            "options": dict(record.options), "seats": list(record.seats), "finished": bool(finished),
            "saved": _dt.datetime.now().replace(microsecond=0).isoformat(),
            "moves": [[seat, text] for seat, text in record.actions]}
    return "# an orcdesk game record: open it from the menu (Replays) or with `orcdesk replay FILE`\n" + \
        yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000)


def _write(record: Record, target: Path, finished: bool) -> Path:
    atomic_write_text(target, record_text(record, finished), durable=False)
    return target


def _stamp() -> str:
    return _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")


def export_record(record: Record, finished: bool = False, folder: Path | None = None) -> Path:
    """Write the record to the records folder; return the file's path."""
    return _write(record, records_dir(folder) / f"{record.game_id}-{_stamp()}.yaml", finished)


def keep_recent(record: Record, folder: Path | None = None) -> Path:
    """Keep a finished game among the last RECENT_PER_GAME of its game (older ones are removed)."""
    where = records_dir(folder) / RECENT_FOLDER / record.game_id
    path = _write(record, where / f"{_stamp()}.yaml", True)
    for old in sorted(where.glob("*.yaml"))[:-RECENT_PER_GAME]:
        old.unlink(missing_ok=True)
    return path


def recent_records(game_id: str, folder: Path | None = None) -> list[Path]:
    """The kept finished games of ``game_id``, newest first."""
    where = records_dir(folder) / RECENT_FOLDER / game_id
    return sorted(where.glob("*.yaml"), reverse=True) if where.is_dir() else []


def exported_records(folder: Path | None = None) -> list[Path]:
    """The exported records, newest first."""
    where = records_dir(folder)
    return sorted(where.glob("*.yaml"), key=lambda p: p.stat().st_mtime, reverse=True) if where.is_dir() else []


def read_record(path: Path) -> Record:
    """Read, check and replay a record file; raises RecordError naming the problem."""
    try:
        data = read_yaml(Path(path))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise RecordError(f"{path}: cannot be read ({first})") from None
    return record_from_dict(data, str(path))


def game_fields(data, moves_key: str, max_format: int, fail: Callable[[str, str], Exception]) -> Record:
    """Check the fields a save file and a record file share (format, game, players, seed, options, seats, and
    the moves under ``moves_key``) and return them as a Record. ``fail(kind, message)`` builds the exception
    to raise; kind is "corrupt", "unknown" (game) or "newer" (format)."""
    from orcdesk.games import GAMES

    def bad(field: str, why: str, kind: str = "corrupt") -> Exception:
        return fail(kind, f"field '{field}': {why}")

    if not isinstance(data, dict):
        raise fail("corrupt", "not an orcdesk file (no mapping at the top)")
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise bad("format", "missing or not a whole number")
    if fmt > max_format:
        raise bad("format", f"written by a newer orcdesk (format {fmt}; this one reads up to {max_format})",
                  "newer")
    game = data.get("game")
    if game not in GAMES or not GAMES[game].has_engine:
        raise bad("game", f"unknown game {game!r}", "unknown")
    players, seed = data.get("players"), data.get("seed")
    if not isinstance(players, int) or players not in GAMES[game].player_counts:
        raise bad("players", f"{players!r} is not a player count of {game}")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise bad("seed", f"{seed!r} is not a whole number >= 0")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise bad("options", "not a mapping")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != players or not all(isinstance(s, str) for s in seats):
        raise bad("seats", f"expected {players} seat kinds")
    moves = data.get(moves_key) or []
    if not isinstance(moves, list):
        raise bad(moves_key, "not a list")
    pairs = []
    for i, entry in enumerate(moves):
        if (not isinstance(entry, list) or len(entry) != 2 or type(entry[0]) is not int
                or not (0 <= entry[0] < players or entry[0] == TABLE) or not isinstance(entry[1], str)):
            raise bad(f"{moves_key}[{i}]", "expected [seat, action text] (seat -1: the table itself)")
        pairs.append((entry[0], entry[1]))
    return Record(game, players, seed, dict(options), list(seats), pairs)


def record_from_dict(data, where: str = "record") -> Record:
    if not isinstance(data, dict) or "moves" not in data:
        raise RecordError(f"{where}: not an orcdesk game record")
    record = game_fields(data, "moves", RECORD_FORMAT, lambda kind, why: RecordError(f"{where}: {why}"))
    try:
        replay(record.state_class(), record.players, record.seed, record.options, record.actions)
    except (ValueError, KeyError, TypeError) as exc:
        raise RecordError(f"{where}: the moves do not replay ({exc})") from None
    return record


__all__ = ["RecordError", "export_record", "keep_recent", "recent_records", "exported_records", "read_record",
           "record_from_dict", "record_text", "records_dir", "game_fields"]
