"""Card data of Orcs & Trolls, loaded and validated from ``data/orcs_trolls.yaml``.

Card ids are positions in that file (copies expanded in place): orcs first, then trolls, treasures, trials
(red), attacks (black), attack bonuses (grey) and defences (green). The module exposes flat per-card tables
(``KIND[c]``, ``KEY[c]``, ...) because the engine reads them in its inner loops.
"""

from __future__ import annotations

from dataclasses import dataclass

from orcdesk.core.data import YamlMap, load_yaml

ORC, TROLL, TREASURE, TRIAL, ATTACK, GREY, GREEN = range(7)
KIND_NAMES = ("orc", "troll", "treasure", "trial", "attack", "grey", "green")

# Traits as bits.
STRENGTH, SWIM, AGILITY, CHARISMA = 1, 2, 4, 8
TRAIT_BITS = {"S": STRENGTH, "W": SWIM, "A": AGILITY, "C": CHARISMA}
TRAIT_NAMES = {STRENGTH: "strength", SWIM: "swimming", AGILITY: "agility", CHARISMA: "charisma"}

TRIAL_EFFECTS = ("eliminate", "endanger", "frog", "trap", "troll_meal")
GREEN_KEYS = ("dragon", "feast", "pack", "help", "big_dragon", "scout", "branch", "witch", "potion")
FAMILIES = ("elf", "warrior", "dwarf")


@dataclass(frozen=True)
class CardSet:
    """Everything static about the 122 cards and the fixed numbers of the game."""

    kind: tuple  # card -> ORC..GREEN
    key: tuple  # card -> type key ("sword", "river", "elf", "orc:Grubnak", ...)
    name: tuple
    vp: tuple
    traits: tuple  # card -> trait bits (orcs only)
    bonus: tuple  # attack/grey/green bonus, sword combat bonus
    trial_bonus: tuple  # talisman
    one_per_member: tuple
    effect: tuple  # trials: effect; greens: key
    immune: tuple  # trials: trait bits that skip the trial
    cancelled_by: tuple  # trials: green key that cancels it, or ""
    trial_traits: tuple  # trials: trait bits adding +1 to the first roll
    escape_traits: tuple  # trials: trait bits adding +1 to the escape roll
    family: tuple  # attacks: family; greys: frozenset of families (or "any")
    treasure_only: tuple  # attacks: elves attack only orcs with treasure
    vs_family: tuple  # greens: family the bonus applies to, "" = any attack
    proposed: tuple  # card -> bool
    n_cards: int
    hand_size: int
    win_vp: int
    trial_target: int
    markers: int
    reference_cards: int
    extra_draws: dict
    seduce_killed: int
    seduce_leaves: int
    seduce_traits: int
    combat_traits: int
    dies_at_most: int
    loses_at_most: int
    kills_at_least: int
    options: YamlMap

    def by_key(self, key: str) -> list[int]:
        return [c for c in range(self.n_cards) if self.key[c] == key]


def _traits(m: YamlMap, field: str) -> int:
    value = m.need(field, list, [])
    bits = 0
    for t in value:
        if t not in TRAIT_BITS:
            raise m.error(field, f"unknown trait {t!r}; traits are {sorted(TRAIT_BITS)}")
        bits |= TRAIT_BITS[t]
    return bits


def _int(m: YamlMap, field: str, default=...) -> int:
    return m.need(field, int, default)


def build_cards(cfg: YamlMap) -> CardSet:
    """Validate the YAML mapping and expand it into per-card tables. Errors name file, line and field."""
    cols: dict[str, list] = {
        k: []
        for k in (
            "kind",
            "key",
            "name",
            "vp",
            "traits",
            "bonus",
            "trial_bonus",
            "one_per_member",
            "effect",
            "immune",
            "cancelled_by",
            "trial_traits",
            "escape_traits",
            "family",
            "treasure_only",
            "vs_family",
            "proposed",
        )
    }

    def add(kind, entry: YamlMap, key, copies=1, **fields):
        for _ in range(copies):
            cols["kind"].append(kind)
            cols["key"].append(key)
            cols["name"].append(entry.need("name", str))
            cols["proposed"].append(bool(entry.need("proposed", bool, False)))
            for col in cols:
                if col not in ("kind", "key", "name", "proposed"):
                    cols[col].append(fields.get(col, _DEFAULTS[col]))

    def entries(section: str) -> list:
        lst = cfg.need(section, list)
        for i, e in enumerate(lst):
            if not isinstance(e, YamlMap):
                raise cfg.error(section, f"entry {i} must be a mapping")
        return lst

    def copies(e: YamlMap) -> int:
        n = _int(e, "copies")
        if n < 1:
            raise e.error("copies", "must be at least 1")
        return n

    seen_keys: set = set()

    def type_key(e: YamlMap) -> str:
        k = e.need("key", str)
        if k in seen_keys:
            raise e.error("key", f"duplicate key {k!r}")
        seen_keys.add(k)
        return k

    for e in entries("orcs"):
        add(ORC, e, "orc", traits=_traits(e, "traits"), vp=1)
    for e in entries("trolls"):
        add(TROLL, e, "troll", vp=1)
    for e in entries("treasures"):
        add(
            TREASURE,
            e,
            type_key(e),
            copies(e),
            vp=_int(e, "vp"),
            bonus=_int(e, "combat_bonus", 0),
            trial_bonus=_int(e, "trial_bonus", 0),
            one_per_member=bool(e.need("one_per_member", bool, False)),
        )
    for e in entries("trials"):
        effect = e.choice("effect", TRIAL_EFFECTS)
        cancel = e.need("cancelled_by", str, "")
        if cancel and cancel not in GREEN_KEYS:
            raise e.error("cancelled_by", f"{cancel!r} is not one of {list(GREEN_KEYS)}")
        add(
            TRIAL,
            e,
            type_key(e),
            copies(e),
            effect=effect,
            immune=_traits(e, "immune_traits"),
            cancelled_by=cancel,
            trial_traits=_traits(e, "bonus_traits"),
            escape_traits=_traits(e, "escape_bonus_traits"),
        )
    for e in entries("attacks"):
        add(
            ATTACK,
            e,
            type_key(e),
            copies(e),
            bonus=_int(e, "bonus"),
            vp=_int(e, "vp"),
            family=e.choice("family", FAMILIES),
            treasure_only=bool(e.need("only_treasure_holders", bool, False)),
        )
    for e in entries("attack_bonuses"):
        fams = e.need("for", list)
        for f in fams:
            if f not in FAMILIES + ("any",):
                raise e.error("for", f"{f!r} is not one of {list(FAMILIES) + ['any']}")
        add(GREY, e, type_key(e), copies(e), bonus=_int(e, "bonus"), family="any" if "any" in fams else frozenset(fams))
    for e in entries("defences"):
        key = type_key(e)
        if key not in GREEN_KEYS:
            raise e.error("key", f"{key!r} is not a defence the engine knows: {list(GREEN_KEYS)}")
        vs = e.need("vs_family", str, "")
        if vs and vs not in FAMILIES:
            raise e.error("vs_family", f"{vs!r} is not one of {list(FAMILIES)}")
        add(GREEN, e, key, copies(e), bonus=_int(e, "bonus", 0), effect=key, vs_family=vs)
    missing = set(GREEN_KEYS) - {k for k, kind in zip(cols["key"], cols["kind"]) if kind == GREEN}
    if missing:
        raise cfg.error("defences", f"missing defences {sorted(missing)}")
    sed = cfg.need("seduction", YamlMap)
    com = cfg.need("combat", YamlMap)
    extra = cfg.need("extra_draws", YamlMap)
    for p in (2, 3, 4):
        if p not in extra:
            raise cfg.error("extra_draws", f"missing the entry for {p} players")
    options = cfg.need("options", YamlMap)
    n = len(cols["kind"])
    cards = CardSet(
        **{k: tuple(v) for k, v in cols.items()},
        n_cards=n,
        hand_size=_int(cfg, "hand_size"),
        win_vp=_int(cfg, "win_vp"),
        trial_target=_int(cfg, "trial_target"),
        markers=_int(cfg, "markers"),
        reference_cards=_int(cfg, "reference_cards"),
        extra_draws={int(k): int(v) for k, v in extra.items()},
        seduce_killed=_int(sed, "killed_at_most"),
        seduce_leaves=_int(sed, "leaves_at_most"),
        seduce_traits=_traits(sed, "bonus_traits"),
        combat_traits=_traits(com, "bonus_traits"),
        dies_at_most=_int(com, "dies_at_most"),
        loses_at_most=_int(com, "loses_at_most"),
        kills_at_least=_int(com, "kills_at_least"),
        options=options,
    )
    if n >= 127:
        raise cfg.error(None, f"{n} cards: the action encoding holds at most 126")
    return cards


_DEFAULTS = {
    "vp": 0,
    "traits": 0,
    "bonus": 0,
    "trial_bonus": 0,
    "one_per_member": False,
    "effect": "",
    "immune": 0,
    "cancelled_by": "",
    "trial_traits": 0,
    "escape_traits": 0,
    "family": "",
    "treasure_only": False,
    "vs_family": "",
}

CARDS = build_cards(load_yaml("orcs_trolls.yaml"))


def card_info(card: int) -> dict:
    """A plain description of one card (for UIs and logs)."""
    c = CARDS
    info = {
        "card": card,
        "kind": KIND_NAMES[c.kind[card]],
        "key": c.key[card],
        "name": c.name[card],
        "vp": c.vp[card],
        "proposed": c.proposed[card],
    }
    if c.kind[card] == ORC:
        info["traits"] = [TRAIT_NAMES[b] for b in (STRENGTH, SWIM, AGILITY, CHARISMA) if c.traits[card] & b]
    if c.bonus[card]:
        info["bonus"] = c.bonus[card]
    if c.trial_bonus[card]:
        info["trial_bonus"] = c.trial_bonus[card]
    if c.kind[card] == ATTACK:
        info["family"] = c.family[card]
    if c.kind[card] == GREY:
        fam = c.family[card]
        info["for"] = ["any"] if fam == "any" else sorted(fam)
    return info
