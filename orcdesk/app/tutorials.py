"""The guided first games: one real, fixed game per game id, annotated with teaching steps
(``data/tutorials/<game>.yaml``), read and checked.

A tutorial is a seed, options and the whole list of actions in the engine's text notation (what a record
stores), cut into sections of steps. Loading it replays the script through the engine, so an action refused at
its place, a seat that is not the one to act, sections that do not tile the script, a step outside its
section or a text missing from a catalogue is a :class:`~orcdesk.core.data.DataError` naming the file, the
line and the field. No pygame here: the window, the command line and the tests all read tutorials this way.

    tutorial = load_tutorial("orc")
    tutorial.sections[0].steps[0].text        # "orc.tutorial.deploy.welcome"
    tutorial.position(12)                     # the game after script[:12]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import yaml

from orcdesk.core.contract import TABLE, GameState, IllegalAction
from orcdesk.core.data import DataError, YamlMap, load_yaml_file
from orcdesk.games import GAMES, get_game
from orcdesk.resources import resource_path

FOLDER = "tutorials"
LEVELS = ("random", "greedy", "easy", "normal", "hard")  # what may stand beside an opponent's name
GENERIC_PLAY_LIT = "tutorial.generic.play_lit"  # a learner's move no step words: "Play the lit move to go on"


@dataclass(frozen=True)
class Step:
    """A step shown just before ``script[at]`` is played: catalogue key ``text`` with its ``fields``. Every text
    may also name a seat as the table shows it, ``{seat0}`` to ``{seat<n-1>}`` ("Grum", "You"): the window
    fills these in (``seat_fields``), so the words match the seat names on the table."""

    at: int
    text: str
    fields: dict = field(default_factory=dict)
    line: int | None = None


@dataclass(frozen=True)
class Section:
    key: str
    start: int  # the section's position is the replay of script[:start]
    end: int  # exclusive
    steps: tuple[Step, ...]
    line: int | None = None


@dataclass(frozen=True)
class Tutorial:
    game: str
    players: int
    seed: int
    options: dict
    learner: int
    opponents: tuple[str, ...]
    script: tuple[tuple[int, str], ...]
    sections: tuple[Section, ...]
    file: str

    @property
    def title_keys(self) -> list[str]:
        return [self.title_key(section) for section in self.sections]

    def title_key(self, section: Section | int) -> str:
        if isinstance(section, int):
            section = self.sections[section]
        return f"{get_game(self.game).string_prefix}tutorial.{section.key}.title"

    def seats(self) -> list[str]:
        """The table's seats: "human" for the learner, the opponents' levels for the others."""
        levels = iter(self.opponents)
        return ["human" if seat == self.learner else next(levels) for seat in range(self.players)]

    def position(self, played: int) -> GameState:
        """The game after ``script[:played]``."""
        state = get_game(self.game).state_class().new(self.players, self.seed, dict(self.options))
        for seat, text in self.script[:played]:
            state.apply(state.action_from_text(text), seat)
        return state


def tutorial_games() -> list[str]:
    """The ids of the games that have a tutorial file, in the registry's order."""
    folder = resource_path("data", FOLDER)
    found = {path.stem for path in folder.glob("*.yaml")} if folder.is_dir() else set()
    return [game for game in GAMES if game in found] + sorted(found - set(GAMES))


def has_tutorial(game_id: str) -> bool:
    return resource_path("data", FOLDER, f"{game_id}.yaml").is_file()


@cache
def load_tutorial(game_id: str) -> Tutorial:
    """The tutorial of ``game_id``, checked (cached: the script is replayed once per run)."""
    label = f"data/{FOLDER}/{game_id}.yaml"
    path = resource_path("data", FOLDER, f"{game_id}.yaml")
    data = load_yaml_file(path, label)
    if not isinstance(data, YamlMap):
        raise DataError(label, 1, "", "the file must hold a mapping at the top")
    return parse_tutorial(data, path.read_text(encoding="utf-8"), label, expected_game=game_id)


def parse_tutorial(data: YamlMap, text: str, label: str, expected_game: str | None = None) -> Tutorial:
    """Check a tutorial's mapping (``text`` is the file, for the lines of the script's entries)."""
    game = data.choice("game", list(GAMES))
    if expected_game is not None and game != expected_game:
        raise data.error("game", f"the file of {expected_game!r} names game {game!r}")
    spec = get_game(game)
    players = data.need("players", int)
    if players not in spec.player_counts:
        raise data.error("players", f"{spec.id} is played by {spec.min_players} to {spec.max_players}, not {players}")
    seed = data.need("seed", int)
    options = data.need("options", dict, {}) or {}
    try:
        spec.state_class().new(players, seed, dict(options))
    except (ValueError, TypeError, KeyError) as exc:
        raise data.error("options", f"the game refuses them: {exc}") from None
    learner = data.need("learner", int)
    if not 0 <= learner < players:
        raise data.error("learner", f"a seat from 0 to {players - 1}, not {learner}")
    opponents = _opponents(data, players)
    script = _script(data, text, label, players)
    sections = tuple(_sections(data, len(script)))
    tutorial = Tutorial(game, players, seed, dict(options), learner, opponents, script, sections, label)
    _check_texts(data, tutorial)
    _replay(tutorial, _script_lines(text, len(script)))
    return tutorial


# ---------------------------------------------------------------------------------------------- the parts
def _opponents(data: YamlMap, players: int) -> tuple[str, ...]:
    opponents = data.need("opponents", list, ["normal"] * (players - 1))
    if len(opponents) != players - 1 or any(level not in LEVELS for level in opponents):
        raise data.error("opponents", f"{players - 1} levels among {', '.join(LEVELS)}, not {opponents!r}")
    return tuple(opponents)


def _script(data: YamlMap, text: str, label: str, players: int) -> tuple[tuple[int, str], ...]:
    entries = data.need("script", list)
    lines = _script_lines(text, len(entries))
    script = []
    for index, entry in enumerate(entries):
        ok = isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int and isinstance(entry[1], str)
        if not ok or not (entry[0] == TABLE or 0 <= entry[0] < players):
            raise DataError(
                label, lines[index], f"script[{index}]", f"[seat, \"action\"] with a seat from -1 to {players - 1}"
            )
        script.append((entry[0], entry[1]))
    if not script:
        raise data.error("script", "the script is empty")
    return tuple(script)


def _script_lines(text: str, count: int) -> list[int | None]:
    """The line of each entry of the top-level ``script`` list (YamlMap keeps lines of keys, not of items)."""
    try:
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return [None] * count
    if isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            if key.value == "script" and isinstance(value, yaml.SequenceNode):
                lines: list[int | None] = [item.start_mark.line + 1 for item in value.value]
                return (lines + [None] * count)[:count]
    return [None] * count


def _sections(data: YamlMap, length: int):
    entries = data.need("sections", list)
    if not entries:
        raise data.error("sections", "a tutorial needs at least one section")
    expected_start = 0
    keys = set()
    for index, entry in enumerate(entries):
        if not isinstance(entry, YamlMap):
            raise data.error("sections", f"sections[{index}] must be a mapping")
        key = entry.need("key", str)
        if key in keys or not key.replace("_", "").isalnum():
            raise entry.error("key", f"a new name of letters, digits and _ ({key!r})")
        keys.add(key)
        start, end = entry.need("start", int), entry.need("end", int)
        if start != expected_start:
            raise entry.error("start", f"the section must start where the one before ends ({expected_start})")
        if not start < end <= length:
            raise entry.error("end", f"after start ({start}) and at most the script's length ({length})")
        steps = tuple(_steps(entry, start, end))
        if not steps:
            raise entry.error("steps", "a section needs at least one step")
        expected_start = end
        yield Section(key, start, end, steps, entry.line)


def _steps(section: YamlMap, start: int, end: int):
    last = start
    for index, entry in enumerate(section.need("steps", list)):
        if not isinstance(entry, YamlMap):
            raise section.error("steps", f"steps[{index}] must be a mapping")
        at = entry.need("at", int)
        if not start <= at <= end:
            raise entry.error("at", f"a step of this section is shown at {start} to {end}, not {at}")
        if at < last:
            raise entry.error("at", f"steps go in script order: {at} comes before the step above ({last})")
        last = at
        fields = entry.need("fields", dict, {}) or {}
        if not all(isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in fields.values()):
            raise entry.error("fields", "each field is a text or a number")
        yield Step(at, entry.need("text", str), {str(k): v for k, v in fields.items()}, entry.where("text"))


def seat_fields(players: int, name_of) -> dict[str, str]:
    """The fields ``seat0``.. every step text may use: each seat's name (``name_of(seat)``)."""
    return {f"seat{seat}": name_of(seat) for seat in range(players)}


def _check_texts(data: YamlMap, tutorial: Tutorial) -> None:
    """Every text a step names, and each section's title, in every catalogue; the fields it needs given."""
    from orcdesk.core.i18n import LANGUAGES, catalogue

    sections = data["sections"]
    for index, section in enumerate(tutorial.sections):
        entry = sections[index]
        needed = [(tutorial.title_key(section), entry, "key", {})]
        needed += [(step.text, entry["steps"][k], "text", step.fields) for k, step in enumerate(section.steps)]
        for key, where, name, fields in needed:
            for lang in LANGUAGES:
                words = catalogue(lang).get(key)
                if words is None:
                    raise where.error(name, f"{key!r} is not in the {lang} catalogue (data/i18n/{lang}/)")
                try:
                    words.format(**seat_fields(tutorial.players, lambda seat: "name"), **fields)
                except (KeyError, IndexError, ValueError) as exc:
                    raise where.error(name, f"{key!r} ({lang}) needs the field {exc} under 'fields'") from None


def _replay(tutorial: Tutorial, lines: list[int | None]) -> None:
    """Play the whole script through the engine: each action must be legal, by the seat to act, at its place."""
    from orcdesk.core.i18n import word

    state = get_game(tutorial.game).state_class().new(tutorial.players, tutorial.seed, dict(tutorial.options))
    for index, (seat, text) in enumerate(tutorial.script):
        where = (tutorial.file, lines[index], f"script[{index}]")
        if state.is_terminal():
            raise DataError(*where, "the game is over before this action")
        if seat == TABLE:
            if state.window().table_after is None:
                raise DataError(*where, "the table does not act here")
        elif seat not in state.to_act():
            raise DataError(*where, f"seat {seat} is not to act here (to act: {list(state.to_act())})")
        try:
            action = state.action_from_text(text)
            if seat == TABLE and action != state.legal_actions(TABLE)[0]:
                raise DataError(*where, f"the table plays {state.action_to_text(state.legal_actions(TABLE)[0])!r}")
            state.apply(action, seat)
        except IllegalAction as exc:
            raise DataError(*where, f"{text!r} is refused: {word(exc.reason)}") from None
        except (ValueError, KeyError, TypeError) as exc:
            if isinstance(exc, DataError):
                raise
            raise DataError(*where, f"{text!r} is not an action here: {exc}") from None
