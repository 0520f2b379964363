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
from collections.abc import Callable, Iterator
from pathlib import Path

import yaml

from orcdesk.app import paths
from orcdesk.app.files import NotAMapping, UserFileError, UserYaml, atomic_write_text, first_line, short
from orcdesk.core.contract import TABLE, IllegalAction, Reason
from orcdesk.core.match import Record, replay

RECORD_FORMAT = 1
RECORDS_FOLDER = "records"
RECENT_FOLDER = "recent"
RECENT_PER_GAME = 20
# Far larger than any real save or record: the longest of 4 random-play games per game at the most players
# (random play is the slowest to end) wrote 10 kB (Orcs & Trolls, 501 moves); past this a file is refused
# before it is parsed.
GAME_FILE_BYTES = 2 * 1024 * 1024
MAX_ACTION_TEXT = 200  # characters; real action texts are a few words
HEADER_KEYS = frozenset({"format", "game", "players", "seed", "seats"})  # needed before a move can be checked
SCALAR_TYPES = (str, int, float, bool, type(None))  # what an option's value may be, or lists of them


def plain_option_value(value, depth: int = 0) -> bool:
    """A plain value, or a short list of them (an Orlog saga game's gods per seat: two lists of god ids)."""
    if isinstance(value, SCALAR_TYPES):
        return True
    return (
        isinstance(value, list)
        and depth < 2
        and len(value) <= 32
        and all(plain_option_value(item, depth + 1) for item in value)
    )


class RecordError(ValueError):
    """A file that cannot be watched; the message says why, in words. A record whose move the rules refuse
    also keeps that move's number (``move``, from 1) and the rules' :class:`Reason` (``refused``), so that the
    player reads the reason in their own language."""

    move: int | None = None
    refused: Reason | None = None


class RecordCancelled(Exception):
    """Reading a record was stopped by the player."""


def records_dir(folder: Path | None = None) -> Path:
    return Path(folder if folder is not None else paths.data_dir()) / RECORDS_FOLDER


def record_text(record: Record, finished: bool, state=None) -> str:
    """The record as a file. Its header (everything before the moves) also says how long the game was and,
    given the final ``state``, who won with what scores: the Replays list reads only the header."""
    data = {
        "format": RECORD_FORMAT,
        "game": record.game_id,
        "players": record.players,
        "seed": record.seed,
        "options": dict(record.options),
        "seats": list(record.seats),
        "finished": bool(finished),
        "saved": _dt.datetime.now().replace(microsecond=0).isoformat(),
        "length": sum(1 for seat, _ in record.actions if seat != TABLE),
    }
    if state is not None and state.is_terminal():
        data["winners"] = [int(s) for s in state.winners()]
        data["scores"] = [float(x) if x != int(x) else int(x) for x in state.scores()]
    data["moves"] = [[seat, text] for seat, text in record.actions]
    return "# an orcdesk game record: open it from the menu (Replays) or with `orcdesk replay FILE`\n" + yaml.safe_dump(
        data, sort_keys=False, allow_unicode=True, width=1000
    )


HEADER_BYTES = 16 * 1024  # a record's header (everything before its moves) is far shorter


def read_header(path: Path) -> dict | None:
    """What a record file's header says (game, players, seats, saved, length, winners, scores), read from
    its first lines only, or None when they are not an orcdesk record's header. Never raises."""
    try:
        with open(path, "rb") as file:
            head = file.read(HEADER_BYTES).decode("utf-8", errors="replace")
        lines = []
        for line in head.splitlines():
            if line.startswith("moves:"):
                break
            lines.append(line)
        data = yaml.safe_load("\n".join(lines))
    except (OSError, yaml.YAMLError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return None
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        return None
    return data


def write_record(record: Record, target: Path, finished: bool, state=None) -> Path:
    """Write ``record`` in the export format to ``target`` (its folder made if needed); with the game's
    ``state`` the header names the winners and the scores."""
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(target, record_text(record, finished, state), durable=False)
    return target


def _stamp() -> str:
    return _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")


def export_record(record: Record, finished: bool = False, folder: Path | None = None) -> Path:
    """Write the record to the records folder; return the file's path."""
    return write_record(record, records_dir(folder) / f"{record.game_id}-{_stamp()}.yaml", finished)


def keep_recent(record: Record, folder: Path | None = None, state=None) -> Path:
    """Keep a finished game among the last RECENT_PER_GAME of its game (older ones are removed); with its
    final ``state`` the header names the winners and the scores."""
    where = records_dir(folder) / RECENT_FOLDER / record.game_id
    path = write_record(record, where / f"{_stamp()}.yaml", True, state)
    for old in sorted(where.glob("*.yaml"))[:-RECENT_PER_GAME]:
        old.unlink(missing_ok=True)
    return path


def recent_records(game_id: str, folder: Path | None = None) -> list[Path]:
    """The kept finished games of ``game_id``, newest first."""
    where = records_dir(folder) / RECENT_FOLDER / game_id
    return sorted(where.glob("*.yaml"), reverse=True) if where.is_dir() else []


def last_finished(game_ids, folder: Path | None = None) -> Path | None:
    """The newest kept finished game of any of ``game_ids`` (their file names are time stamps), or None."""
    newest = [paths[0] for game_id in game_ids if (paths := recent_records(game_id, folder))]
    return max(newest, key=lambda path: path.name, default=None)


def exported_records(folder: Path | None = None) -> list[Path]:
    """The exported records, newest first."""
    where = records_dir(folder)
    return sorted(where.glob("*.yaml"), key=_modified, reverse=True) if where.is_dir() else []


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # removed meanwhile, or unreadable: listed last, refused when watched
        return 0.0


def read_record(
    path: Path, progress: Callable[[float], None] | None = None, cancelled: Callable[[], bool] | None = None
) -> Record:
    """Read, check and replay a record file; raises RecordError naming the problem, whatever the file holds
    (RecordCancelled when ``cancelled()`` turns true). The moves are checked and replayed as they are read:
    a file is refused at its first bad move without the rest being read. ``progress(fraction)`` is called
    now and then for a long file; both callbacks let a background thread show progress and stop."""
    try:
        return _read_record(Path(path), progress, cancelled)
    except (RecordError, RecordCancelled):
        raise
    except NotAMapping:
        raise RecordError(f"{path}: not an orcdesk game record") from None
    except UserFileError as exc:
        raise RecordError(f"{path}: cannot be read ({exc})") from None
    except Exception as exc:  # noqa: BLE001 - whatever a hostile file provokes, it is a bad file, not a crash
        raise RecordError(f"{path}: cannot be used ({first_line(exc)})") from None


def _read_record(path: Path, progress, cancelled) -> Record:
    def fail(kind: str, why: str) -> RecordError:
        return RecordError(f"{path}: {why}")

    fields: dict = {}
    record = None
    for key, value in UserYaml(path, GAME_FILE_BYTES, progress).mapping_items(lazy={"moves"}):
        if record is not None:
            continue  # what follows the moves is parsed (and refused if bad) but not used
        streamed = key == "moves" and isinstance(value, Iterator)
        if streamed and HEADER_KEYS <= fields.keys():
            record = header_fields(fields, RECORD_FORMAT, fail)
            _replay_as_read(record, value, fail, cancelled)
        else:  # a field, or moves written before the game they belong to: kept to check once all is read
            fields[key] = list(value) if streamed else value
    if record is None:
        if "moves" not in fields:
            raise RecordError(f"{path}: not an orcdesk game record")
        record = header_fields(fields, RECORD_FORMAT, fail)
        moves = fields["moves"] if fields["moves"] is not None else []
        if not isinstance(moves, list):
            raise fail("corrupt", "field 'moves': not a list")
        _replay_as_read(record, moves, fail, cancelled)
    return record


def _replay_as_read(record: Record, entries, fail, cancelled) -> None:
    """Check each move's shape, then play it, one at a time; the good ones go into ``record.actions``."""

    def checked():
        for index, entry in enumerate(entries):
            if cancelled is not None and index % 200 == 0 and cancelled():
                raise RecordCancelled()
            pair = move_pair(entry, index, record.players, "moves", fail)
            record.actions.append(pair)
            yield pair

    from orcdesk.games import get_game

    try:
        replay(get_game(record.game_id).state_class(), record.players, record.seed, record.options, checked())
    except (RecordError, RecordCancelled, UserFileError):
        raise
    except IllegalAction as exc:
        error = fail("corrupt", f"the moves do not replay at move {len(record.actions)} ({exc.reason})")
        error.move, error.refused = len(record.actions), exc.reason
        raise error from None
    except Exception as exc:  # noqa: BLE001 - an engine refusing a move, whatever it raises
        raise fail("corrupt", f"the moves do not replay at move {len(record.actions)} ({first_line(exc)})") from None


def seat_kinds() -> tuple[str, ...]:
    """What a seat may be in a file: a human or one of the AI kinds (``orcdesk.ai.AGENT_KINDS``)."""
    from orcdesk.ai import AGENT_KINDS

    return ("human",) + tuple(AGENT_KINDS)


def known_seat(game_id: str, seat: str) -> bool:
    """A seat kind of ``seat_kinds()``, or a named opponent of the game written ``level:id`` (``hard:sigrid``)."""
    from orcdesk.ai.opponents import LEVELS, find_character

    level, _, character_id = seat.partition(":")
    if not character_id:
        return seat in seat_kinds()
    return level in LEVELS and find_character(game_id, character_id) is not None


def header_fields(data: dict, max_format: int, fail: Callable[[str, str], Exception]) -> Record:
    """Check the fields a save file and a record file share but the moves (format, game, players, seed,
    options, seats) and return them as a Record with no moves yet. ``fail(kind, message)`` builds the
    exception to raise; kind is "corrupt", "unknown" (game) or "newer" (format). Messages quote at most a few
    dozen characters of a value."""
    from orcdesk.games import GAMES

    def bad(field: str, why: str, kind: str = "corrupt") -> Exception:
        return fail(kind, f"field '{field}': {why}")

    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise bad("format", "missing or not a whole number")
    if fmt > max_format:
        raise bad(
            "format", f"written by a newer orcdesk (format {short(fmt)}; this one reads up to {max_format})", "newer"
        )
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES or not GAMES[game].has_engine:
        raise bad("game", f"unknown game {short(game)}", "unknown")
    players, seed = data.get("players"), data.get("seed")
    if type(players) is not int or players not in GAMES[game].player_counts:
        raise bad("players", f"{short(players)} is not a player count of {game}")
    if type(seed) is not int or seed < 0:
        raise bad("seed", f"{short(seed)} is not a whole number >= 0")
    options = data.get("options") or {}
    if not isinstance(options, dict) or not all(
        isinstance(k, str) and plain_option_value(v) for k, v in options.items()
    ):
        raise bad("options", "not a mapping of names to plain values")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != players or not all(isinstance(s, str) for s in seats):
        raise bad("seats", f"expected {players} seat kinds")
    unknown = [s for s in seats if not known_seat(game, s)]
    if unknown:
        raise bad("seats", f"unknown seat kind {short(unknown[0])} (known: {', '.join(seat_kinds())})")
    return Record(game, players, seed, dict(options), list(seats), [])


def move_pair(entry, index: int, players: int, moves_key: str, fail) -> tuple[int, str]:
    """One move of a file, checked for shape: ``[seat, action text]`` (seat -1: the table itself)."""
    if (
        not isinstance(entry, list)
        or len(entry) != 2
        or type(entry[0]) is not int
        or not (0 <= entry[0] < players or entry[0] == TABLE)
        or not isinstance(entry[1], str)
        or len(entry[1]) > MAX_ACTION_TEXT
    ):
        raise fail("corrupt", f"field '{moves_key}[{index}]': expected [seat, action text] (seat -1: the table itself)")
    return entry[0], entry[1]


def game_fields(data, moves_key: str, max_format: int, fail: Callable[[str, str], Exception]) -> Record:
    """Check a whole parsed file's shared fields (see :func:`header_fields`) and the moves under
    ``moves_key``, and return them as a Record."""
    if not isinstance(data, dict):
        raise fail("corrupt", "not an orcdesk file (no mapping at the top)")
    record = header_fields(data, max_format, fail)
    moves = data.get(moves_key) or []
    if not isinstance(moves, list):
        raise fail("corrupt", f"field '{moves_key}': not a list")
    record.actions = [move_pair(entry, i, record.players, moves_key, fail) for i, entry in enumerate(moves)]
    return record


def record_from_dict(data, where: str = "record") -> Record:
    if not isinstance(data, dict) or "moves" not in data:
        raise RecordError(f"{where}: not an orcdesk game record")
    record = game_fields(data, "moves", RECORD_FORMAT, lambda kind, why: RecordError(f"{where}: {why}"))
    moves, record.actions = record.actions, []
    _replay_as_read(record, moves, lambda kind, why: RecordError(f"{where}: {why}"), None)
    return record


__all__ = [
    "RecordError",
    "RecordCancelled",
    "GAME_FILE_BYTES",
    "header_fields",
    "move_pair",
    "seat_kinds",
    "export_record",
    "keep_recent",
    "recent_records",
    "exported_records",
    "read_record",
    "record_from_dict",
    "record_text",
    "records_dir",
    "game_fields",
]
