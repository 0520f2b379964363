"""Named AI opponents (``data/opponents.yaml``) and the Orlog saga's opponents (``data/orlog_saga.yaml``).

Every AI seat is a :class:`Character`: a name fitting its game and side, a level, a play style and a race (the
portrait). A seat string names its character after its level: ``"normal:gunnhild"`` is the level ``normal``
played in Gunnhild's style; a plain ``"normal"`` seat is a steady character named from the game's name list.
Everything that reads seat kinds (agents, statistics, the tables) takes the level with :func:`seat_level`.

    character = seat_character("orlog", ["human", "hard:sigrid"], 1)   # Sigrid, hard, careful
    make_agent("hard:sigrid", "orlog")                                 # plays with her style's weights

Both files are checked whole; a wrong entry raises :class:`DataError` naming the file, line and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from orcdesk.core.data import DataError, YamlMap, load_yaml
from orcdesk.games import GAMES

OPPONENTS_FILE = "opponents.yaml"
SAGA_FILE = "orlog_saga.yaml"
LEVELS = ("easy", "normal", "hard")
RACES = ("orc", "elf", "norse", "troll", "goblin")
NEUTRAL_STYLE = "steady"
GAME_IDS = tuple(GAMES)  # every registered game has its opponents in data/opponents.yaml


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    game: str
    level: str
    style: str = NEUTRAL_STYLE
    side: str | None = None
    race: str = "orc"
    named: bool = True  # False: a plain level seat, named from the game's list
    gods: tuple[str, ...] = ()  # a saga opponent's own gods
    favor: str | None = None  # the favor a saga opponent gives when beaten

    @property
    def seat(self) -> str:
        """The seat string that puts this character at a table."""
        return f"{self.level}:{self.id}" if self.named else self.level


@dataclass(frozen=True)
class Opponents:
    style_params: dict  # game -> {weight: neutral value}
    styles: dict  # game -> {style: {weight: value}}
    sides: dict  # game -> (side of seat 1, side of the others)
    races: dict  # game -> {side or None: race}
    names: dict  # game -> {side or None: [names]}
    roster: dict  # game -> [Character]


@dataclass(frozen=True)
class Saga:
    starting_favors: tuple[str, ...]
    opponents: tuple[Character, ...]

    def index(self, opponent_id: str) -> int:
        return next(i for i, c in enumerate(self.opponents) if c.id == opponent_id)


# ---------------------------------------------------------------------------------------------- seats
def seat_level(kind: str) -> str:
    """The level (or agent kind) of a seat string: "normal:gunnhild" -> "normal", "human" -> "human"."""
    return kind.partition(":")[0]


def seat_character_id(kind: str) -> str | None:
    return kind.partition(":")[2] or None


def side_of(game_id: str, seat: int) -> str | None:
    sides = opponents().sides.get(game_id)
    if not sides:
        return None
    return sides[0] if seat == 0 else sides[1]


def find_character(game_id: str, character_id: str) -> Character | None:
    """A named character of ``game_id``: from the setup roster, or a saga opponent of that game."""
    for character in (*opponents().roster.get(game_id, []), *saga().opponents):
        if character.game == game_id and character.id == character_id:
            return character
    return None


def seat_character(game_id: str, seats, seat: int) -> Character | None:
    """The character at ``seat`` (None for a human seat). A seat naming an unknown character (a save from
    another version) keeps its level and gets a name from the list."""
    seats = list(seats)
    kind = seats[seat]
    if kind == "human":
        return None
    level = seat_level(kind)
    found = _fitting_character(game_id, kind, seat)
    if found is not None:
        return found if found.level == level else _with_level(found, level)
    side = side_of(game_id, seat)
    data = opponents()
    pool = data.names.get(game_id, {}).get(side) or ["?"]
    plain = [
        s
        for s, k in enumerate(seats)
        if k != "human" and side_of(game_id, s) == side and _fitting_character(game_id, k, s) is None
    ]
    name = pool[plain.index(seat) % len(pool)]
    return Character(
        id=name.lower(),
        name=name,
        game=game_id,
        level=level,
        side=side,
        race=data.races.get(game_id, {}).get(side, "orc"),
        named=False,
    )


def _fitting_character(game_id: str, kind: str, seat: int) -> Character | None:
    """The named character a seat names, if it plays that seat's side: an orc warlord named on an elf's seat
    (an arena rotating the seats, a hand-written file) plays there under a name of the elves instead."""
    found = find_character(game_id, seat_character_id(kind) or "")
    if found is None or (found.side is not None and found.side != side_of(game_id, seat)):
        return None
    return found


def _with_level(character: Character, level: str) -> Character:
    from dataclasses import replace

    return replace(character, level=level)


def style_weights(game_id: str, kind: str) -> dict:
    """The weights of the seat's style for its game: the neutral values with the style's changes."""
    data = opponents()
    weights = dict(data.style_params.get(game_id, {}))
    found = find_character(game_id, seat_character_id(kind) or "")
    if found is not None:
        weights.update(data.styles.get(game_id, {}).get(found.style, {}))
    return weights


def roster_for(game_id: str, seat: int) -> list[Character]:
    """The named opponents offered for ``seat`` on the setup screen (those of its side), easy first."""
    side = side_of(game_id, seat)
    return sorted(
        (c for c in opponents().roster.get(game_id, []) if c.side == side), key=lambda c: LEVELS.index(c.level)
    )


def random_character(game_id: str, seat: int, level: str, rng) -> Character | None:
    """A random named opponent of ``level`` for ``seat`` ("random opponent of level X")."""
    choices = [c for c in roster_for(game_id, seat) if c.level == level]
    return rng.choice(choices) if choices else None


# ---------------------------------------------------------------------------------------------- loading
def _str_list(entry: YamlMap, key: str) -> list[str]:
    value = entry.need(key, list)
    if not all(isinstance(v, str) and v for v in value):
        raise entry.error(key, "expected a list of names")
    return value


def _per_game(root: YamlMap, key: str) -> YamlMap:
    block = root.need(key, dict)
    for game in block:
        if game not in GAME_IDS:
            raise block.error(game, f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    return block


def parse_opponents(root: YamlMap) -> Opponents:
    for key in root:
        if key not in ("style_params", "styles", "sides", "race", "names", "roster"):
            raise root.error(key, f"unknown section {key!r}")
    params_block = _per_game(root, "style_params")
    style_params: dict = {}
    for game in GAME_IDS:
        params = params_block.need(game, dict)
        for name in params:
            params.need(name, (int, float))
        style_params[game] = {name: float(v) for name, v in params.items()}
    styles_block = _per_game(root, "styles")
    styles: dict = {}
    for game in GAME_IDS:
        block = styles_block.need(game, dict)
        block.need(NEUTRAL_STYLE, dict)
        styles[game] = {}
        for style in block:
            entry = block.need(style, dict)
            for name in entry:
                if name not in style_params[game]:
                    known = ", ".join(style_params[game]) or "none"
                    raise entry.error(name, f"unknown weight {name!r} for {game} (known: {known})")
                value = entry.need(name, (int, float))
                if not 0 <= value <= 10:
                    raise entry.error(name, "must be between 0 and 10")
            styles[game][style] = {name: float(v) for name, v in entry.items()}
    sides_block = _per_game(root, "sides")
    sides = {}
    for game in sides_block:
        pair = _str_list(sides_block, game)
        if len(pair) != 2:
            raise sides_block.error(game, "expected [side of seat 1, side of the other seats]")
        sides[game] = tuple(pair)
    races_block = _per_game(root, "race")
    races: dict = {}
    for game in GAME_IDS:
        value = races_block.need(game, (str, dict))
        by_side = dict(value) if isinstance(value, dict) else {None: value}
        for side, race in by_side.items():
            if race not in RACES:
                raise races_block.error(game, f"unknown race {race!r} (known: {', '.join(RACES)})")
            if side is not None and side not in sides.get(game, ()):
                raise races_block.error(game, f"unknown side {side!r}")
        races[game] = by_side
    names_block = _per_game(root, "names")
    names: dict = {}
    for game in GAME_IDS:
        value = names_block.need(game, (list, dict))
        if isinstance(value, YamlMap):  # the loader builds every mapping as a YamlMap
            names[game] = {side: _str_list(value, side) for side in value}
            for side in names[game]:
                if side not in sides.get(game, ()):
                    raise value.error(side, f"unknown side {side!r}")
        else:
            names[game] = {None: _str_list(names_block, game)}
    roster = _parse_roster(_per_game(root, "roster"), styles, sides, races)
    return Opponents(style_params, styles, sides, races, names, roster)


def _character(entry, game: str, styles: dict, races: dict, sides: tuple | None, fields: tuple) -> dict:
    if not isinstance(entry, YamlMap):
        raise DataError(OPPONENTS_FILE, None, game, "each opponent is a mapping")
    for key in entry:
        if key not in fields:
            raise entry.error(key, f"unknown field {key!r} (known: {', '.join(fields)})")
    values = {"id": entry.need("id", str), "name": entry.need("name", str), "game": game}
    if not values["id"] or not values["id"].replace("_", "").isalnum() or values["id"] != values["id"].lower():
        raise entry.error("id", "an id is lower-case letters, digits and _")
    if not values["name"].strip():
        raise entry.error("name", "a name cannot be empty")
    values["level"] = entry.choice("level", LEVELS)
    values["style"] = entry.choice("style", tuple(styles[game]))
    side = None
    if sides:
        side = values["side"] = entry.choice("side", sides)
    elif "side" in entry:
        raise entry.error("side", f"{game} has no sides")
    values["race"] = entry.choice("race", RACES, races[game].get(side, "orc"))
    return values


def _parse_roster(block: YamlMap, styles: dict, sides: dict, races: dict) -> dict:
    roster: dict = {}
    for game in block:
        entries = block.need(game, list)
        seen_ids, seen_names = set(), set()
        roster[game] = []
        for entry in entries:
            values = _character(
                entry, game, styles, races, sides.get(game), ("id", "name", "level", "style", "side", "race")
            )
            if values["id"] in seen_ids:
                raise entry.error("id", f"duplicate id {values['id']!r}")
            if values["name"] in seen_names:
                raise entry.error("name", f"duplicate name {values['name']!r}")
            seen_ids.add(values["id"])
            seen_names.add(values["name"])
            roster[game].append(Character(**values))
    return roster


def parse_saga(root: YamlMap, data: Opponents, gods: list[str]) -> Saga:
    """The saga from its file; ``gods`` are Orlog's god ids (data/orlog.yaml)."""
    for key in root:
        if key not in ("starting_favors", "opponents"):
            raise root.error(key, f"unknown section {key!r} (known: starting_favors, opponents)")
    start = _str_list(root, "starting_favors")
    for god in start:
        if god not in gods:
            raise root.error("starting_favors", f"unknown god {god!r}")
    if len(set(start)) < 3 or len(set(start)) != len(start):
        raise root.error("starting_favors", "expected at least 3 different gods")
    entries = root.need("opponents", list)
    if len(entries) < 2:
        raise root.error("opponents", "a saga needs opponents")
    roster_names = {c.name for c in data.roster.get("orlog", [])}
    roster_ids = {c.id for c in data.roster.get("orlog", [])}
    owned = set(start)
    seen_ids, seen_names, out = set(), set(), []
    for entry in entries:
        values = _character(
            entry, "orlog", data.styles, data.races, None, ("id", "name", "level", "style", "gods", "favor", "race")
        )
        if values["id"] in seen_ids or values["id"] in roster_ids:
            raise entry.error("id", f"duplicate id {values['id']!r}")
        if values["name"] in seen_names or values["name"] in roster_names:
            raise entry.error("name", f"duplicate name {values['name']!r}")
        own = _str_list(entry, "gods")
        for god in own:
            if god not in gods:
                raise entry.error("gods", f"unknown god {god!r}")
        if len(own) != 3 or len(set(own)) != 3:
            raise entry.error("gods", "expected 3 different gods")
        favor = entry.need("favor", str)
        if favor not in gods:
            raise entry.error("favor", f"unknown god {favor!r}")
        if favor in owned:
            raise entry.error("favor", f"the player already has {favor!r} by then")
        owned.add(favor)
        seen_ids.add(values["id"])
        seen_names.add(values["name"])
        out.append(Character(**values, gods=tuple(own), favor=favor))
    return Saga(tuple(start), tuple(out))


@cache
def opponents() -> Opponents:
    return parse_opponents(load_yaml(OPPONENTS_FILE))


@cache
def saga() -> Saga:
    return parse_saga(load_yaml(SAGA_FILE), opponents(), list(load_yaml("orlog.yaml")["favors"]))
