"""How far the player got in each tutorial: per game, per section, not started / at step k / finished.

Kept in ``tutorials.yaml`` in the user data folder, written atomically after every step; a file that cannot be
read is set aside and progress starts again (with a notice), never a crash. Sections are named by their key in
``data/tutorials/<game>.yaml``, so a tutorial that gains a section keeps what was done in the others.

    progress, notices = load_progress()
    progress.status("orc", "ties")          # None (not started), an int (the step to resume at) or FINISHED
    save_progress(progress.at_step("orc", "ties", 3))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from orcdesk.app import paths
from orcdesk.app.files import first_line, read_user_yaml, set_aside, short, write_yaml
from orcdesk.app.notice import Notice

FILE_NAME = "tutorials.yaml"
PROGRESS_FORMAT = 1
FINISHED = "finished"
MAX_NAME = 60  # a game id or a section key: real ones are under 20 characters
MAX_STEP = 10_000


@dataclass(frozen=True)
class Progress:
    games: dict = field(default_factory=dict)  # {game: {section key: step (int) or FINISHED}}

    def status(self, game: str, section: str) -> int | str | None:
        return self.games.get(game, {}).get(section)

    def finished(self, game: str, section: str) -> bool:
        return self.status(game, section) == FINISHED

    def resume_step(self, game: str, section: str) -> int:
        """The step to open the section at: where it was left, else its start (a finished one replays)."""
        status = self.status(game, section)
        return status if isinstance(status, int) else 0

    def _with(self, game: str, section: str, value: int | str | None) -> Progress:
        games = {g: dict(sections) for g, sections in self.games.items()}
        sections = games.setdefault(game, {})
        if value is None:
            sections.pop(section, None)
        else:
            sections[section] = value
        return Progress(games)

    def at_step(self, game: str, section: str, step: int) -> Progress:
        """The section left (or reached) at ``step``; a finished section stays finished when replayed."""
        if self.finished(game, section):
            return self
        return self._with(game, section, int(step))

    def finish(self, game: str, section: str) -> Progress:
        return self._with(game, section, FINISHED)


def progress_path(folder: Path | None = None) -> Path:
    return Path(folder if folder is not None else paths.data_dir()) / FILE_NAME


def _name(value, where: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_NAME:
        raise ValueError(f"{where}{short(value)}: not a name")
    return value


def _parse(data) -> Progress:
    if not isinstance(data, dict) or not isinstance(data.get("games", {}), (dict, type(None))):
        raise ValueError("not a tutorial progress file")
    if type(data.get("format")) is not int or data["format"] > PROGRESS_FORMAT:
        raise ValueError("unknown format")
    games: dict = {}
    for game, sections in (data.get("games") or {}).items():
        game = _name(game, "games.")
        if not isinstance(sections, dict):
            raise ValueError(f"games.{game}: not a mapping")
        for section, value in sections.items():
            section = _name(section, f"games.{game}.")
            if value != FINISHED and not (type(value) is int and 0 <= value <= MAX_STEP):
                raise ValueError(f"games.{game}.{section}: a step number or {FINISHED!r}, not {short(value)}")
            games.setdefault(game, {})[section] = value
    return Progress(games)


def load_progress(folder: Path | None = None) -> tuple[Progress, list[Notice]]:
    path = progress_path(folder)
    if not path.exists():
        return Progress(), []
    try:
        return _parse(read_user_yaml(path)), []
    except Exception as exc:  # noqa: BLE001 - unreadable or wrong in any way: progress starts again
        moved = set_aside(path)
        return Progress(), [
            Notice("tutorial.notice.progress_bad", {"path": str(moved or path), "reason": first_line(exc)})
        ]


def save_progress(progress: Progress, folder: Path | None = None) -> Path:
    path = progress_path(folder)
    write_yaml(path, {"format": PROGRESS_FORMAT, "games": progress.games}, header="# orcdesk tutorial progress\n")
    return path
