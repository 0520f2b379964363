"""Card data of De l'orc pour les braves, loaded and validated from ``data/braves.yaml``.

Army card ids 0..79 are positions in that file (copies expanded in place): the four peoples (13 cards each,
``people_cards`` in order), then the 24 mercenaries (copies from the chosen ``mercenary_split``), then the four
spies. Id ``START`` (80) is the "début des recrutements" card while it lies in the deck.

Every card has a **back** (what every player sees of a card in someone's hand): one of the four peoples
(``BACK_NAMES[0..3]``), ``mercenary`` (4) or ``spy`` (5); and a **type** (what a spy may ask for, and what
identical copies share): ``<people>_<role>`` (e.g. ``orcs_veteran``), a mercenary type (``goblin``, ...) or
``spy_1``..``spy_4``. ``card_info(c)`` describes a card in plain words for a UI.

The module exposes flat per-card tuples (``cs.back[c]``, ``cs.type[c]``, ``cs.value[c]``, ...) because the
engine reads them in its inner loops. The card set depends on option ``mercenary_split``: ``card_set(split)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from orcdesk.core.data import YamlMap, load_yaml

DATA_FILE = "braves.yaml"

N_PEOPLES = 4
MERC_BACK, SPY_BACK = 4, 5
N_BACKS = 6
START = 80  # the "début des recrutements" card in the deck

# Mercenary types, in the engine's fixed order (type ids 12..17 with three roles per people).
MERC_TYPES = ("goblin", "flying_machine", "troll", "war_machine", "giant", "goblin_commando")
GOBLIN, FLYING, TROLL, WAR, GIANT, COMMANDO = range(6)  # offsets into MERC_TYPES


@dataclass(frozen=True)
class CardSet:
    """Everything static about the 80 army cards for one mercenary split, and the fixed numbers of the game."""

    split: str
    peoples: tuple[str, ...]  # people keys ("orcs", ...)
    people_names: tuple[str, ...]
    roles: tuple[str, ...]  # role keys ("warrior", "veteran", "chief")
    role_names: tuple[str, ...]
    chief_role: int
    back: tuple[int, ...]  # card -> 0..3 people, 4 mercenary, 5 spy
    type: tuple[int, ...]  # card -> type id (people p role r: p*len(roles)+r; mercenaries: merc_base+k; spies after)
    value: tuple[int, ...]  # card -> printed strength (spies 0)
    name: tuple[str, ...]
    proposed: tuple[bool, ...]  # card -> bool
    type_names: tuple[str, ...]  # type id -> "orcs_warrior", "goblin", "spy_1", ...
    back_names: tuple[str, ...]  # back -> "orcs", ..., "mercenary", "spy"
    merc_base: int  # type id of the first mercenary type
    spy_base: int  # type id of spy 1
    askable: int  # type ids 0..askable-1 may be asked for by a spy (people and mercenaries, not spies)
    spy_number: tuple[int, ...]  # card -> 1..4 for spies, 0 otherwise
    spy_card: tuple[int, ...]  # spy number (1..4) -> card id (index 0 unused)
    by_type: tuple[tuple[int, ...], ...]  # type id -> tuple of card ids
    is_chief: tuple[bool, ...]  # card -> bool
    n_cards: int
    n_spies: int
    shields: int
    desertions: dict[int, int]  # player count -> desertions dealt
    piles: dict[int, int]  # player count -> piles
    battle_points: tuple[int, ...]
    end_threshold: dict[int, int]  # player count -> score to pass
    start_min: int
    start_max: int
    deal_speeds: dict[str, float]  # seconds per card: slow, normal, fast
    colours: tuple[str, ...]  # proposed colour names, one per seat
    options: YamlMap

    def merc(self, k: int) -> int:
        """Type id of mercenary type ``k`` (GOBLIN..COMMANDO)."""
        return self.merc_base + k


def _expand(cfg: YamlMap, split: str) -> CardSet:
    peoples = cfg.need("peoples", list)
    if len(peoples) != N_PEOPLES:
        raise cfg.error("peoples", f"the game has exactly {N_PEOPLES} peoples (four battles)")
    pkeys, pnames = [], []
    for e in peoples:
        if not isinstance(e, YamlMap):
            raise cfg.error("peoples", "each people must be a mapping with key and name")
        pkeys.append(e.need("key", str))
        pnames.append(e.need("name", str))
    if len(set(pkeys)) != N_PEOPLES:
        raise cfg.error("peoples", "people keys must be distinct")
    roles = cfg.need("people_cards", list)
    rkeys, rnames, chief_role = [], [], -1
    for i, e in enumerate(roles):
        if not isinstance(e, YamlMap):
            raise cfg.error("people_cards", f"entry {i} must be a mapping")
        rkeys.append(e.need("role", str))
        rnames.append(e.need("name", str))
        if e.need("value", int) < 0:
            raise e.error("value", "must be >= 0")
        if e.need("copies", int) < 1:
            raise e.error("copies", "must be at least 1")
        if e.need("chief", bool, False):
            if chief_role >= 0:
                raise e.error("chief", "only one role is the chief")
            chief_role = i
    if chief_role < 0:
        raise cfg.error("people_cards", "one role must be the chief (chief: true)")
    if roles[chief_role]["copies"] != 2:
        raise roles[chief_role].error("copies", "there are exactly two chiefs per people (two chiefs zero an army)")

    splits = cfg.need("mercenary_splits", dict)
    if split not in splits:
        raise cfg.error("mercenary_splits", f"no split named {split!r}")
    change = splits[split] or {}
    mercs = cfg.need("mercenaries", list)
    merc_rows: dict[str, YamlMap] = {}
    for i, e in enumerate(mercs):
        if not isinstance(e, YamlMap):
            raise cfg.error("mercenaries", f"entry {i} must be a mapping")
        t = e.need("type", str)
        if t not in MERC_TYPES:
            raise e.error("type", f"{t!r} is not a mercenary type the engine knows: {list(MERC_TYPES)}")
        if t in merc_rows:
            raise e.error("type", f"{t!r} listed twice")
        merc_rows[t] = e
        e.need("value", int)
        e.need("name", str)
        if e.need("copies", int) < 1:
            raise e.error("copies", "must be at least 1")
    missing = [t for t in MERC_TYPES if t not in merc_rows]
    if missing:
        raise cfg.error("mercenaries", f"missing mercenary types {missing}")
    for t in change:
        if t not in merc_rows:
            raise splits.error(split, f"{t!r} is not a mercenary type")
        if not isinstance(change[t], int) or change[t] < 1:
            raise splits.error(split, f"{t}: copies must be a positive integer")
    for t in ("flying_machine", "war_machine", "goblin_commando"):
        if change.get(t, merc_rows[t]["copies"]) != 1:
            raise merc_rows[t].error("copies", f"the engine plays exactly one {t}")

    back, typ, value, name, proposed, spy_number = [], [], [], [], [], []
    n_roles = len(rkeys)
    for p in range(N_PEOPLES):
        for r, e in enumerate(roles):
            for _ in range(e["copies"]):
                back.append(p)
                typ.append(p * n_roles + r)
                value.append(e["value"])
                name.append(f"{e['name']} ({pnames[p]})")
                proposed.append(bool(e.need("proposed", bool, False)))
                spy_number.append(0)
    merc_base = N_PEOPLES * n_roles
    for e in mercs:
        k = MERC_TYPES.index(e["type"])
        for _ in range(change.get(e["type"], e["copies"])):
            back.append(MERC_BACK)
            typ.append(merc_base + k)
            value.append(e["value"])
            name.append(e["name"])
            proposed.append(bool(e.need("proposed", bool, False)))
            spy_number.append(0)
    n_merc = sum(1 for b in back if b == MERC_BACK)
    if n_merc != 24:
        raise splits.error(split, f"the mercenaries must number 24, found {n_merc}")
    n_spies = cfg.need("spies", int)
    spy_base = merc_base + len(MERC_TYPES)
    spy_card = [0]
    for k in range(1, n_spies + 1):
        spy_card.append(len(back))
        back.append(SPY_BACK)
        typ.append(spy_base + k - 1)
        value.append(0)
        name.append(f"Espion {k}")
        proposed.append(False)
        spy_number.append(k)
    total = cfg.need("army_cards", int)
    if len(back) != total:
        raise cfg.error("army_cards", f"the cards listed make {len(back)} army cards, not {total}")
    if total != START:
        raise cfg.error("army_cards", f"the engine plays {START} army cards")

    type_names = [f"{pkeys[p]}_{rkeys[r]}" for p in range(N_PEOPLES) for r in range(n_roles)]
    type_names += list(MERC_TYPES) + [f"spy_{k}" for k in range(1, n_spies + 1)]
    by_type = tuple(tuple(c for c in range(total) if typ[c] == t) for t in range(len(type_names)))

    def per_count(key: str) -> dict:
        m = cfg.need(key, dict)
        out = {}
        for n in range(4, 8):
            if n not in m or not isinstance(m[n], int) or isinstance(m[n], bool):
                raise cfg.error(key, f"needs an integer for {n} players")
            out[n] = m[n]
        return out

    piles = per_count("piles")
    if any(v < 1 or v > 14 for v in piles.values()):
        raise cfg.error("piles", "between 1 and 14 piles")
    points = cfg.need("battle_points", list)
    if len(points) != N_PEOPLES or not all(isinstance(x, int) and x >= 0 for x in points):
        raise cfg.error("battle_points", "four non-negative integers, one per battle")
    start = cfg.need("start_card_after", dict)
    smin, smax = start.need("min", int), start.need("max", int)
    if not 1 <= smin <= smax < total:
        raise cfg.error("start_card_after", f"needs 1 <= min <= max < {total}")
    speeds = cfg.need("deal_speeds", dict)
    for speed in ("slow", "normal", "fast"):
        if speeds.need(speed, (int, float)) <= 0:
            raise speeds.error(speed, "must be > 0 seconds")
    colours = cfg.need("player_colours", list)
    if len(colours) < 7:
        raise cfg.error("player_colours", "one colour per seat: 7")
    return CardSet(
        split=split,
        peoples=tuple(pkeys),
        people_names=tuple(pnames),
        roles=tuple(rkeys),
        role_names=tuple(rnames),
        chief_role=chief_role,
        back=tuple(back),
        type=tuple(typ),
        value=tuple(value),
        name=tuple(name),
        proposed=tuple(proposed),
        type_names=tuple(type_names),
        back_names=tuple(pkeys) + ("mercenary", "spy"),
        merc_base=merc_base,
        spy_base=spy_base,
        askable=spy_base,
        spy_number=tuple(spy_number),
        spy_card=tuple(spy_card),
        by_type=by_type,
        is_chief=tuple(t < merc_base and t % n_roles == chief_role for t in typ),
        n_cards=total,
        n_spies=n_spies,
        shields=cfg.need("shields_per_player", int),
        desertions=per_count("desertions_dealt"),
        piles=piles,
        battle_points=tuple(points),
        end_threshold=per_count("end_threshold"),
        start_min=smin,
        start_max=smax,
        deal_speeds={k: float(speeds[k]) for k in ("slow", "normal", "fast")},
        colours=tuple(colours),
        options=cfg.need("options", dict),
    )


@cache
def card_set(split: str | None = None) -> CardSet:
    """The card set of a mercenary split (None: the default of option ``mercenary_split``)."""
    cfg = load_yaml(DATA_FILE)
    if split is None:
        split = cfg.need("options", dict)["mercenary_split"]["default"]
    return _expand(cfg, split)


def build_all() -> dict[str, CardSet]:
    """Every split's card set (validates the whole file: the data tests call it)."""
    cfg = load_yaml(DATA_FILE)
    return {split: card_set(split) for split in cfg.need("mercenary_splits", dict)}


def card_info(c: int, split: str | None = None) -> dict:
    """A card in plain words for a UI: id, back, type, people, role, mercenary, spy number, value, name, chief."""
    cs = card_set(split)
    if c == START:
        return {
            "id": c,
            "back": None,
            "type": "start",
            "people": None,
            "role": None,
            "mercenary": None,
            "spy": None,
            "value": 0,
            "name": "Début des recrutements",
            "chief": False,
            "proposed": False,
        }
    b, t = cs.back[c], cs.type[c]
    n_roles = len(cs.roles)
    return {
        "id": c,
        "back": cs.back_names[b],
        "type": cs.type_names[t],
        "people": cs.peoples[b] if b < N_PEOPLES else None,
        "role": cs.roles[t % n_roles] if b < N_PEOPLES else None,
        "mercenary": MERC_TYPES[t - cs.merc_base] if b == MERC_BACK else None,
        "spy": cs.spy_number[c] or None,
        "value": cs.value[c],
        "name": cs.name[c],
        "chief": cs.is_chief[c],
        "proposed": cs.proposed[c],
    }


__all__ = [
    "CardSet",
    "card_set",
    "card_info",
    "build_all",
    "MERC_TYPES",
    "START",
    "N_PEOPLES",
    "MERC_BACK",
    "SPY_BACK",
    "N_BACKS",
    "GOBLIN",
    "FLYING",
    "TROLL",
    "WAR",
    "GIANT",
    "COMMANDO",
]
