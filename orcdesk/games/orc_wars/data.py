"""Data of HeroCard Orc Wars, loaded and validated from ``data/orc_wars.yaml``.

Errors name the file, the line and the field (an unknown terrain, a tile without 19 hexes, a card with an
unknown effect, a scenario naming a tile that does not exist...). ``build_data(cfg)`` takes any parsed mapping
(tests feed it broken copies); ``DATA`` is the validated game data.

Cards
    Card ids are global: the decks in file order (paladin, ranger, sorcerer, orc), copies expanded in place.
    Identical copies share a *type* (one per YAML entry): actions name the type, never the copy.
    Per-card tables: ``card_type[c]``; per-type tables: ``T_NAME, T_ATTR, T_COST, T_TIMING, T_KIND, T_VALUE,
    T_EFFECTS, T_DECK`` (effects: tuple of (op, args...) tuples).

Boards
    ``board(scenario)`` assembles the scenario's tiles into its layout (cached): a :class:`Board`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from orcdesk.core import hex as hx
from orcdesk.core.data import YamlMap, load_yaml

ATTRS = ("B", "M", "X")
TIMINGS = ("E", "R", "F")
KINDS = ("basic_attack", "attack_mod", "basic_defense", "defense_mod", "special")
BASIC_ATTACK, ATTACK_MOD, BASIC_DEFENSE, DEFENSE_MOD, SPECIAL = range(5)
EXCL, RESTR, FAST = range(3)
TERRAINS = ("clear", "tree", "wall", "underbrush", "entry")
CLEAR, TREE, WALL, UNDER, ENTRY = range(5)
FIGURE_TYPES = ("brute", "tactician", "shaman")
HERO_ORDER = ("paladin", "ranger", "sorcerer")
DECK_ORDER = ("paladin", "ranger", "sorcerer", "orc")
POWERS = ("cleave", "skirmish", "arcane_bolt")
TRICK_KEYS = (
    "war_drums",
    "cheap_shot",
    "thick_skull",
    "trip_wire",
    "sneak_through",
    "rally",
    "loot_the_dead",
    "blood_oath",
)
TRICK_TIMINGS = ("squad", "restricted", "fast")
TREASURE_KEYS = ("elven_boots", "horn_of_the_queen", "healing_draught", "amulet_of_warding", "sunstone")
GOALS = ("king_and_prisoners", "kill_king", "relics", "trophies", "boars")
KING_STARTS = ("none", "entry", "centre")
LAYOUT_TILES = 19

# Effect vocabulary (digest B27 plus two orc extensions): op -> argument kinds ("n" int, "a" attr, "A" attr|any).
EFFECTS = {
    "ADD_ATTACK": "n",
    "ADD_BLOCK": "n",
    "DRAW": "n",
    "CLEAR_TOP": "An",
    "MOVE_EXTRA": "n",
    "CANCEL_DEFENSE_MODS": "",
    "ATTACK_CANNOT_BE_BASIC_DEFENDED_BY_ATTR": "a",
    "HEAL_WOUND": "n",
    "RANGE": "n",
    "KILL_EXTRA_ORC": "n",
    "CHOOSE_CASUALTY": "",
    "FLANK": "n",
    "SHAMAN_RANGE": "n",
}


@dataclass(frozen=True)
class Board:
    """One assembled map. Hexes are world axial coordinates; ``index`` numbers them (sorted)."""

    hexes: tuple  # sorted world hexes
    index: dict  # hex -> index
    terrain: tuple  # per index: CLEAR/TREE/WALL/UNDER/ENTRY (ENTRY only if the data said so)
    tile_of: tuple  # per index: layout position
    centres: tuple  # per position: world hex of the tile centre
    tiles: tuple  # per position: (tile id, side)
    entries: tuple  # indexes of entry hexes (no tree/wall, a neighbour off the board), sorted
    neigh: tuple  # per index: tuple of neighbour indexes (on the board)
    blocks: frozenset  # indexes of trees/walls

    def cell(self, h) -> int:
        return self.index[h]


@dataclass
class GameData:
    cfg: YamlMap
    hand_limit: int
    draw_per_turn: int
    clear_per_turn: int
    move: int
    figure_value: int
    bonus_draw: dict
    reinforcements: dict
    tricks_by_level: dict
    token_values: tuple
    figure_supply: tuple  # per figure type
    bases_per_clan: int
    clans: tuple
    clan_names: dict
    heroes: dict  # key -> dict(name, attrs (B,M,X), wounds, deck, power)
    king: dict
    powers: dict
    card_type: tuple = ()  # card -> type
    deck_cards: dict = field(default_factory=dict)  # deck name -> list of card ids
    t_name: tuple = ()
    t_attr: tuple = ()
    t_cost: tuple = ()
    t_timing: tuple = ()
    t_kind: tuple = ()
    t_value: tuple = ()
    t_effects: tuple = ()
    t_deck: tuple = ()
    t_proposed: tuple = ()
    tricks: tuple = ()  # per trick id: dict(key, name, timing, amount)
    treasures: tuple = ()  # per treasure item: dict(key, name, use, amount)
    tiles: dict = field(default_factory=dict)  # id -> {"name", "forest": {local hex: terrain}, "cavern": ...}
    layouts: dict = field(default_factory=dict)  # name -> tuple of centre offsets
    scenarios: dict = field(default_factory=dict)
    options: YamlMap | None = None
    ai_roles: dict = field(default_factory=dict)  # scenario -> the roles AI elves prefer, best first
    horde: dict = field(default_factory=dict)  # lever -> {elves: value}: how the horde grows with the elves

    @property
    def n_cards(self) -> int:
        return len(self.card_type)

    @property
    def n_types(self) -> int:
        return len(self.t_name)


def _int(m: YamlMap, key: str, lo: int | None = None, hi: int | None = None, default=...) -> int:
    v = m.need(key, int, default)
    if lo is not None and v < lo or hi is not None and v > hi:
        raise m.error(key, f"{v} is out of range {lo}..{hi}")
    return v


def _hex(m: YamlMap, key: str, value) -> tuple:
    if not (isinstance(value, list) and len(value) == 2 and all(type(x) is int for x in value)):
        raise m.error(key, f"expected a hex [q, r], found {value!r}")
    return (value[0], value[1])


def _per_count(m: YamlMap, key: str, counts, signed: bool = False) -> dict:
    d = m.need(key, YamlMap)
    out = {}
    for c in counts:
        if c not in d:
            raise m.error(key, f"missing the entry for {c}")
        if type(d[c]) is not int or (d[c] < 0 and not signed):
            raise d.error(c, "expected a whole number" + ("" if signed else " >= 0"))
        out[c] = d[c]
    return out


HORDE_LEVERS = ("token_bonus", "extra_tokens", "squad_actions", "starting_squads", "orc_turns", "extra_turn_every")
SIGNED_LEVERS = ("token_bonus",)  # may be negative: fewer figures per token (at least one each)


def _horde(m: YamlMap, defaults: dict | None = None) -> dict:
    """The horde's growth with the number of elves: each lever per elf count (1, 2, 3); a scenario's ``horde``
    may set some levers and take the others from the file's."""
    out = dict(defaults or {})
    for key in HORDE_LEVERS:
        if key in m or defaults is None:
            out[key] = _per_count(m, key, (1, 2, 3), signed=key in SIGNED_LEVERS)
    for key in m:
        if key not in HORDE_LEVERS and key != "proposed":
            raise m.error(key, f"unknown lever {key!r}; levers are {list(HORDE_LEVERS)}")
    if any(v < 1 for v in out["extra_turn_every"].values()):
        raise m.error("extra_turn_every", "1 (every round) or more")
    if any(v not in (1, 2) for v in out["squad_actions"].values()):
        raise m.error("squad_actions", "1 (activate or reinforce) or 2 (both)")
    return out


def parse_effect(owner: YamlMap, text) -> tuple:
    if not isinstance(text, str) or not text.split():
        raise owner.error("effects", f"an effect must be a string, found {text!r}")
    words = text.split()
    op = words[0]
    if op not in EFFECTS:
        raise owner.error("effects", f"unknown effect {op!r}; known: {', '.join(EFFECTS)}")
    kinds = EFFECTS[op]
    if len(words) - 1 != len(kinds):
        raise owner.error("effects", f"{op} takes {len(kinds)} argument(s): {text!r}")
    args = []
    for k, w in zip(kinds, words[1:]):
        if k == "n":
            try:
                args.append(int(w))
            except ValueError:
                raise owner.error("effects", f"{op}: {w!r} is not a number") from None
        else:
            allowed = ATTRS + (("any",) if k == "A" else ())
            if w not in allowed:
                raise owner.error("effects", f"{op}: {w!r} is not one of {list(allowed)}")
            args.append(ATTRS.index(w) if w in ATTRS else -1)
    return (op, *args)


def build_data(cfg: YamlMap) -> GameData:
    """Validate the parsed YAML and expand it. Errors name file, line and field."""
    figs = cfg.need("figures", YamlMap)
    toks = cfg.need("squad_tokens", YamlMap)
    values = toks.need("values", list)
    if not values or not all(type(v) is int and 1 <= v <= 5 for v in values):
        raise toks.error("values", "token values must be whole numbers 1..5")
    clans = cfg.need("clans", list)
    if len(clans) != 5 or len(set(clans)) != 5:
        raise cfg.error("clans", "five distinct clans")
    heroes = {}
    hcfg = cfg.need("heroes", YamlMap)
    dcfg = cfg.need("decks", YamlMap)
    powers_cfg = cfg.need("powers", YamlMap)
    for p in POWERS:
        if p not in powers_cfg:
            raise cfg.error("powers", f"missing the power {p!r}")
    for key in HERO_ORDER:
        if key not in hcfg:
            raise cfg.error("heroes", f"missing the hero {key!r}")
        h = hcfg[key]
        deck = h.need("deck", str)
        if deck not in dcfg:
            raise h.error("deck", f"no deck {deck!r} under 'decks'")
        heroes[key] = {
            "name": h.need("name", str),
            "attrs": (_int(h, "body", 1, 20), _int(h, "mind", 1, 20), _int(h, "x", 1, 20)),
            "wounds": _int(h, "wounds", 1, 14),
            "deck": deck,
            "power": h.choice("power", POWERS),
        }
    k = cfg.need("king", YamlMap)
    king = {
        "name": k.need("name", str),
        "attrs": (_int(k, "body", 1, 20), _int(k, "mind", 1, 20), _int(k, "x", 1, 20)),
        "wounds": _int(k, "wounds", 1, 5),
        "deck": k.need("deck", str),
    }
    if king["deck"] not in dcfg:
        raise k.error("deck", f"no deck {king['deck']!r} under 'decks'")
    decks_used = [heroes[h]["deck"] for h in HERO_ORDER]
    if len(set(decks_used)) != len(decks_used):
        raise cfg.error("heroes", "three elves must not share one deck")
    levels = _per_count(cfg, "dirty_tricks_by_level", ("first_time", "novice", "trained", "expert", "true_orc"))
    data = GameData(
        cfg=cfg,
        hand_limit=_int(cfg, "hand_limit", 1, 20),
        draw_per_turn=_int(cfg, "draw_per_turn", 0, 10),
        clear_per_turn=_int(cfg, "clear_per_turn", 0, 10),
        move=_int(cfg, "move", 1, 10),
        figure_value=_int(cfg, "figure_value", 1, 10),
        bonus_draw=_per_count(cfg, "bonus_draw", (1, 2, 3)),
        reinforcements=_per_count(cfg, "reinforcements", (1, 2, 3)),
        tricks_by_level=levels,
        token_values=tuple(values),
        figure_supply=tuple(_int(figs, t, 0, 25) for t in FIGURE_TYPES),
        bases_per_clan=_int(figs, "bases_per_clan", 1, 5),
        clans=tuple(clans),
        clan_names=dict(cfg.need("clan_names", YamlMap)),
        heroes=heroes,
        king=king,
        powers={p: dict(powers_cfg[p]) for p in POWERS},
    )
    # Cards.
    card_type, t = (
        [],
        {k: [] for k in ("name", "attr", "cost", "timing", "kind", "value", "effects", "deck", "proposed")},
    )
    deck_names = list(dcfg)
    for name in DECK_ORDER:
        if name not in dcfg:
            raise cfg.error("decks", f"missing the deck {name!r}")
    for name in deck_names:
        if name not in DECK_ORDER:
            raise dcfg.error(name, f"unknown deck {name!r}; decks are {list(DECK_ORDER)}")
    for name in DECK_ORDER:
        entries = dcfg.need(name, list)
        ids = []
        for i, e in enumerate(entries):
            if not isinstance(e, YamlMap):
                raise dcfg.error(name, f"entry {i} must be a mapping")
            copies = _int(e, "copies", 1, 30)
            kind = e.choice("kind", KINDS)
            timing = e.choice("timing", TIMINGS)
            kidx, tidx = KINDS.index(kind), TIMINGS.index(timing)
            if kidx == BASIC_ATTACK and tidx != EXCL:
                raise e.error("timing", "a basic attack is Exclusive (E)")
            if kidx in (BASIC_DEFENSE, DEFENSE_MOD) and tidx != FAST:
                raise e.error("timing", "defences and defence modifiers are Fast (F)")
            if kidx == ATTACK_MOD and tidx == EXCL:
                raise e.error("timing", "an attack modifier is Restricted or Fast")
            effects = tuple(parse_effect(e, x) for x in e.need("effects", list, []))
            typ = len(t["name"])
            t["name"].append(e.need("name", str))
            t["attr"].append(ATTRS.index(e.choice("attr", ATTRS)))
            t["cost"].append(_int(e, "cost", 0, 20))
            t["timing"].append(tidx)
            t["kind"].append(kidx)
            t["value"].append(_int(e, "value", 0, 20, 0))
            t["effects"].append(effects)
            t["deck"].append(name)
            t["proposed"].append(bool(e.need("proposed", bool, False)))
            for _ in range(copies):
                ids.append(len(card_type))
                card_type.append(typ)
        if len(ids) != 30:
            raise dcfg.error(name, f"a deck holds 30 action cards, this one {len(ids)}")
        data.deck_cards[name] = ids
    data.card_type = tuple(card_type)
    for key, v in t.items():
        setattr(data, "t_" + key, tuple(v))
    # Dirty tricks and treasures.
    tricks = cfg.need("dirty_tricks", list)
    keys = []
    out = []
    for e in tricks:
        if not isinstance(e, YamlMap):
            raise cfg.error("dirty_tricks", "each dirty trick is a mapping")
        key = e.choice("key", TRICK_KEYS)
        if key in keys:
            raise e.error("key", f"duplicate dirty trick {key!r}")
        keys.append(key)
        out.append(
            {
                "key": key,
                "name": e.need("name", str),
                "timing": e.choice("timing", TRICK_TIMINGS),
                "amount": _int(e, "amount", 0, 10, 0),
            }
        )
    if sorted(keys) != sorted(TRICK_KEYS):
        raise cfg.error("dirty_tricks", f"needs exactly the tricks {list(TRICK_KEYS)}")
    data.tricks = tuple(sorted(out, key=lambda d: TRICK_KEYS.index(d["key"])))
    if max(levels.values()) > len(data.tricks):
        raise cfg.error("dirty_tricks_by_level", "more dirty tricks than the 8 cards")
    out, keys = [], []
    for e in cfg.need("treasures", list):
        if not isinstance(e, YamlMap):
            raise cfg.error("treasures", "each treasure is a mapping")
        key = e.choice("key", TREASURE_KEYS)
        if key in keys:
            raise e.error("key", f"duplicate treasure {key!r}")
        keys.append(key)
        out.append(
            {
                "key": key,
                "name": e.need("name", str),
                "use": e.choice("use", ("always", "once")),
                "amount": _int(e, "amount", 0, 10, 0),
            }
        )
    if sorted(keys) != sorted(TREASURE_KEYS):
        raise cfg.error("treasures", f"needs exactly the treasures {list(TREASURE_KEYS)}")
    data.treasures = tuple(sorted(out, key=lambda d: TREASURE_KEYS.index(d["key"])))
    # Tiles.
    local = set(hx.within((0, 0), 2))
    tcfg = cfg.need("tiles", YamlMap)
    for tid, tile in tcfg.items():
        if not isinstance(tile, YamlMap):
            raise tcfg.error(tid, "a tile is a mapping")
        entry = {"name": tile.need("name", str)}
        for side in ("forest", "cavern"):
            cells = tile.need(side, list)
            terr = {}
            for cell in cells:
                if not (isinstance(cell, list) and len(cell) == 3 and type(cell[0]) is int and type(cell[1]) is int):
                    raise tile.error(side, f"each hex is [q, r, terrain], found {cell!r}")
                if cell[2] not in TERRAINS:
                    raise tile.error(
                        side, f"unknown terrain {cell[2]!r} at ({cell[0]}, {cell[1]}); terrains are {list(TERRAINS)}"
                    )
                h = (cell[0], cell[1])
                if h not in local:
                    raise tile.error(side, f"hex {h} is outside a radius-2 tile")
                if h in terr:
                    raise tile.error(side, f"hex {h} listed twice")
                terr[h] = TERRAINS.index(cell[2])
            if len(terr) != LAYOUT_TILES:
                raise tile.error(side, f"a tile has {LAYOUT_TILES} hexes, this side lists {len(terr)}")
            entry[side] = terr
        data.tiles[tid] = entry
    lcfg = cfg.need("layouts", YamlMap)
    for name, lay in lcfg.items():
        pos = tuple(_hex(lay, "positions", p) for p in lay.need("positions", list))
        cells = [add for c in pos for add in (hx.add(c, h) for h in local)]
        if len(set(cells)) != len(cells):
            raise lay.error("positions", "tiles of this layout overlap")
        data.layouts[name] = pos
    data.options = cfg.need("options", YamlMap)
    scen = data.options.need("scenario", YamlMap)
    scfg = cfg.need("scenarios", YamlMap)
    for name in scen.need("choices", list):
        if name not in scfg:
            raise scen.error("choices", f"no scenario {name!r} under 'scenarios'")
    data.horde = _horde(cfg.need("horde", YamlMap))
    for name, s in scfg.items():
        data.scenarios[name] = _scenario(data, name, s)
    prefs = cfg.need("ai_roles", YamlMap)
    for name in data.scenarios:
        order = prefs.need(name, list)
        if sorted(order) != sorted(HERO_ORDER):
            raise prefs.error(name, f"each role once: {list(HERO_ORDER)}")
        data.ai_roles[name] = tuple(order)
    return data


def _scenario(data: GameData, name: str, s: YamlMap) -> dict:
    layout = s.need("layout", str)
    if layout not in data.layouts:
        raise s.error("layout", f"unknown layout {layout!r}")
    n_pos = len(data.layouts[layout])
    tiles = s.need("tiles", list)
    if len(tiles) != n_pos:
        raise s.error("tiles", f"layout {layout} has {n_pos} positions, {len(tiles)} tiles given")
    tl = []
    for t in tiles:
        if not (isinstance(t, list) and len(t) == 2 and t[0] in data.tiles and t[1] in ("forest", "cavern")):
            raise s.error("tiles", f"each position is [tile, forest|cavern] with a known tile, found {t!r}")
        tl.append((t[0], t[1]))
    es = s.need("elves_start", YamlMap)
    epos = es.need("positions", list)
    if not epos or not all(type(p) is int and 0 <= p < n_pos for p in epos):
        raise es.error("positions", f"tile positions 0..{n_pos - 1}")

    def per_pos(key: str) -> dict:
        d = s.need(key, YamlMap)
        out = {}
        for p, n in d.items():
            if type(p) is not int or not 0 <= p < n_pos or type(n) is not int or n < 0:
                raise s.error(key, f"position -> count, positions 0..{n_pos - 1}")
            out[p] = n
        return out

    goal = s.need("goal", YamlMap)
    g = {"kind": goal.choice("kind", GOALS)}
    if g["kind"] in ("relics", "boars"):
        g["count"] = _int(goal, "count", 1, 7)
    if g["kind"] == "trophies":
        g["per_orc"] = _int(goal, "per_orc", 0, 10)
        g["per_king"] = _int(goal, "per_king", 0, 10)
        g["needed"] = _per_count(goal, "needed", (1, 2, 3))
    if "rounds" in goal:  # a deadline: the elves must reach the goal by the end of this round
        g["rounds"] = _int(goal, "rounds", 1, 60)
    out = {
        "name": s.need("name", str),
        "layout": layout,
        "tiles": tuple(tl),
        "king": s.choice("king", KING_STARTS),
        "elves_positions": tuple(epos),
        "elves_entry_only": es.need("entry_only", bool),
        "squad_phase": s.need("squad_phase", bool),
        "bonus_draw": s.need("bonus_draw", bool),
        "dirty_tricks": s.need("dirty_tricks", bool),
        "tokens": per_pos("tokens"),
        "treasures": per_pos("treasures"),
        "boars": s.need("boars", bool),
        "boar_block": _int(s, "boar_block", 0, 20, 3),
        "reinforce_limit": s.need("reinforce_limit", int, None),
        "goal": g,
        "prisoners": None,
        "horde": _horde(s.need("horde", YamlMap), data.horde) if "horde" in s else data.horde,
    }
    if sum(out["tokens"].values()) > len(data.token_values):
        raise s.error("tokens", f"more tokens than the {len(data.token_values)} in the box")
    if sum(out["treasures"].values()) > len(data.treasures):
        raise s.error("treasures", f"more treasures than the {len(data.treasures)} in the box")
    if "prisoners" in s:
        p = s.need("prisoners", YamlMap)
        clan = p.choice("clan", data.clans)
        hexes = [_hex(p, "hexes", h) for h in p.need("hexes", list)]
        types = p.need("types", list)
        if len(types) != len(hexes) or not all(t in FIGURE_TYPES for t in types):
            raise p.error("types", f"one type per prisoner hex, each one of {list(FIGURE_TYPES)}")
        if len(hexes) > data.bases_per_clan:
            raise p.error("hexes", f"a clan has {data.bases_per_clan} bases")
        out["prisoners"] = {
            "clan": data.clans.index(clan),
            "hexes": tuple(hexes),
            "types": tuple(FIGURE_TYPES.index(t) for t in types),
            "trees": tuple(_hex(p, "trees", h) for h in p.need("trees", list, [])),
        }
    if g["kind"] == "king_and_prisoners" and (out["prisoners"] is None or out["king"] == "none"):
        raise goal.error("kind", "this goal needs the King and prisoners")
    if g["kind"] == "kill_king" and out["king"] == "none":
        raise goal.error("kind", "this goal needs the King")
    if g["kind"] == "boars" and not out["boars"]:
        raise goal.error("kind", "this goal needs boars")
    # Assemble once now so a broken map is a data error, not a crash mid-game.
    b = assemble(data, out)
    if out["boars"]:
        for p in range(n_pos):
            if b.terrain[b.index[b.centres[p]]] in (TREE, WALL):
                raise s.error("tiles", f"a boar stands on each tile centre: position {p} has a blocked centre")
    if not b.entries:
        raise s.error("tiles", "the board has no entry hex")
    return out


def assemble(data: GameData, scen: dict) -> Board:
    """Place the scenario's tiles on its layout's positions: world hex = tile centre + local hex."""
    centres = data.layouts[scen["layout"]]
    terrain: dict = {}
    tile_of: dict = {}
    for p, (tid, side) in enumerate(scen["tiles"]):
        for h, t in data.tiles[tid][side].items():
            w = hx.add(centres[p], h)
            terrain[w] = t
            tile_of[w] = p
    pris = scen.get("prisoners")
    if pris:
        for h in pris["trees"]:
            w = hx.add(centres[0], h)
            terrain[w] = WALL if scen["tiles"][0][1] == "cavern" else TREE
        for h in pris["hexes"]:
            w = hx.add(centres[0], h)
            if terrain[w] in (TREE, WALL):
                terrain[w] = CLEAR
    hexes = tuple(sorted(terrain))
    index = {h: i for i, h in enumerate(hexes)}
    neigh = tuple(tuple(index[n] for n in hx.neighbours(h) if n in index) for h in hexes)
    entries = tuple(i for i, h in enumerate(hexes) if terrain[h] not in (TREE, WALL) and len(neigh[i]) < 6)
    return Board(
        hexes=hexes,
        index=index,
        terrain=tuple(terrain[h] for h in hexes),
        tile_of=tuple(tile_of[h] for h in hexes),
        centres=tuple(centres),
        tiles=scen["tiles"],
        entries=entries,
        neigh=neigh,
        blocks=frozenset(i for i, h in enumerate(hexes) if terrain[h] in (TREE, WALL)),
    )


DATA = build_data(load_yaml("orc_wars.yaml"))


@cache
def board(scenario: str) -> Board:
    return assemble(DATA, DATA.scenarios[scenario])


def card_info(card_type: int) -> dict:
    """A plain description of one card type (for UIs and logs)."""
    d = DATA
    return {
        "type": card_type,
        "name": d.t_name[card_type],
        "attr": ATTRS[d.t_attr[card_type]],
        "cost": d.t_cost[card_type],
        "timing": TIMINGS[d.t_timing[card_type]],
        "kind": KINDS[d.t_kind[card_type]],
        "value": d.t_value[card_type],
        "effects": [" ".join([e[0]] + [str(a) for a in e[1:]]) for e in d.t_effects[card_type]],
        "deck": d.t_deck[card_type],
        "proposed": d.t_proposed[card_type],
    }
