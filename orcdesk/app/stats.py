"""Results per game and opponent level (played, won, lost, drawn, current and best winning streak).

Kept in ``stats.yaml`` in the user data folder, written atomically; a bad file is set aside and counting
starts again (with a notice), never a crash. Only games with exactly one human seat count: the level is the
strongest AI at the table.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from pathlib import Path

from orcdesk.app import paths
from orcdesk.app.files import first_line, read_user_yaml, set_aside, short, write_yaml
from orcdesk.app.notice import Notice

FILE_NAME = "stats.yaml"
STATS_FORMAT = 1
LEVEL_ORDER = ("random", "greedy", "easy", "normal", "hard")
OUTCOMES = ("won", "lost", "drawn")


@dataclass(frozen=True)
class Record:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0  # wins in a row, now
    best_streak: int = 0

    def after(self, outcome: str) -> Record:
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {outcome!r}")
        streak = self.streak + 1 if outcome == "won" else 0
        return replace(
            self,
            played=self.played + 1,
            streak=streak,
            best_streak=max(self.best_streak, streak),
            **{outcome: getattr(self, outcome) + 1},
        )

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def opponent_level(seats) -> str | None:
    """The strongest AI level among ``seats`` when exactly one is human, else None (not counted). A named
    opponent's seat ("hard:sigrid") counts at its level."""
    seats = [s.partition(":")[0] for s in seats]
    if seats.count("human") != 1:
        return None
    levels = [s for s in seats if s in LEVEL_ORDER]
    return max(levels, key=LEVEL_ORDER.index) if levels else None


def outcome_for(winners, seat: int) -> str:
    """ "won", "lost" or "drawn" for ``seat`` given the game's ``winners()`` (empty list: a draw)."""
    winners = list(winners)
    if not winners:
        return "drawn"
    return "won" if seat in winners else "lost"


def stats_path(folder: Path | None = None) -> Path:
    return Path(folder if folder is not None else paths.data_dir()) / FILE_NAME


Table = dict  # {game: {level: Record}}; named opponents under OPPONENTS_KEY: {game: {opponent id: Record}}
OPPONENTS_KEY = "~opponents"  # not a game id: an older orcdesk shows no such game and keeps counting the rest


def opponent_ids(seats) -> list[str]:
    """The named opponents at a table with one human ("hard:sigrid" -> "sigrid"), in seat order."""
    seats = list(seats)
    if seats.count("human") != 1:
        return []
    return [s.partition(":")[2] for s in seats if s.partition(":")[2]]


MAX_KEY = 60  # characters in a game or level name: real ones are under 30


def _name(value, where: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_KEY:
        raise ValueError(f"{where}{short(value)}: not a name")
    return value


def _parse(data) -> Table:
    if not isinstance(data, dict) or not isinstance(data.get("games", {}), (dict, type(None))):
        raise ValueError("not a statistics file")
    if type(data.get("format")) is not int or data["format"] > STATS_FORMAT:
        raise ValueError("unknown format")
    table: Table = {}
    for game, levels in (data.get("games") or {}).items():
        game = _name(game, "games.")
        if not isinstance(levels, dict):
            raise ValueError(f"games.{game}: not a mapping")
        for level, counts in levels.items():
            level = _name(level, f"games.{game}.")
            if not isinstance(counts, dict):
                raise ValueError(f"games.{game}.{level}: not a mapping")
            values = {}
            for name in Record.__dataclass_fields__:
                value = counts.get(name, 0)
                if type(value) is not int or value < 0:
                    raise ValueError(f"games.{game}.{level}.{name}: not a whole number >= 0")
                values[name] = value
            table.setdefault(game, {})[level] = Record(**values)
    return table


def load_stats(folder: Path | None = None) -> tuple[Table, list[Notice]]:
    path = stats_path(folder)
    if not path.exists():
        return {}, []
    try:
        return _parse(read_user_yaml(path)), []
    except Exception as exc:  # noqa: BLE001 - UserFileError, a wrong value, anything: counting starts again
        moved = set_aside(path)
        return {}, [Notice("common.notice.stats_bad", {"path": str(moved or path), "reason": first_line(exc)})]


def save_stats(table: Table, folder: Path | None = None) -> Path:
    data = {
        "format": STATS_FORMAT,
        "games": {g: {lvl: asdict(rec) for lvl, rec in levels.items()} for g, levels in table.items()},
    }
    path = stats_path(folder)
    write_yaml(path, data, header="# orcdesk statistics\n")
    return path


def record_result(
    game: str, level: str, outcome: str, folder: Path | None = None, opponents=()
) -> tuple[Record, list[Notice]]:
    """Count one finished game and write the file; returns the new record for that game and level. Each of
    ``opponents`` (named opponents' ids) also counts the game, per game and opponent."""
    table, notices = load_stats(folder)
    record = table.get(game, {}).get(level, Record()).after(outcome)
    table.setdefault(game, {})[level] = record
    for opponent in opponents:
        per_game = table.setdefault(OPPONENTS_KEY, {})
        key = f"{game.partition('/')[0]}/{opponent}"
        per_game[key] = per_game.get(key, Record()).after(outcome)
    save_stats(table, folder)
    return record, notices


def opponent_records(table: Table) -> dict[str, dict[str, Record]]:
    """Results per named opponent: {game id: {opponent id: Record}}."""
    out: dict[str, dict[str, Record]] = {}
    for key, record in table.get(OPPONENTS_KEY, {}).items():
        game, _, opponent = key.partition("/")
        if opponent:
            out.setdefault(game, {})[opponent] = record
    return out
