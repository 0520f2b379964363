"""Orlog, the dice duel of Assassin's Creed Valhalla: the rules engine (2 players).

Rules: /work/shared/rules/orlog.md (digest, authoritative) and data/orlog.yaml (every number and variant).

Phases (``state.phase``)
========================
``draft``
    Each player picks 3 of the 20 gods, one pick per action (``god thor``), **secretly and simultaneously**
    (the physical box gives each player their own 20 god cards, so both may take Thor): ``to_act()`` is every
    seat that still has picks left; a seat sees only how many gods the other has picked. When both have 3,
    the picks are revealed and the coin is tossed. Option ``god_selection: random`` deals 3 random gods
    each and skips the draft.
``roll``
    Rounds: roll, favor, resolution. In the roll phase the turns go coin holder, other, coin holder, other,
    coin holder, other (three rolls each). At the start of a turn the engine rolls the player's unkept dice
    by itself (event ``roll``) and, on rolls 1 and 2, asks that player which of the freshly rolled dice to
    keep (``keep 1 4 6``; ``keep none`` rerolls everything). Kept dice are locked for the round. The third
    roll is kept whole automatically. A player whose six dice are all kept skips their remaining turns.
``favor``
    Both players choose at once (``to_act() == (0, 1)`` until both chose) one favor of their 3 gods at one
    tier, or none (``favor thor 2``, ``favor none``). Every tier may be chosen: the cost is checked and paid
    only when the favor resolves. A choice is hidden from the other seat until both chose, then revealed.
``resolve``
    Runs by itself, in this order (the digest's canonical order):
      1. gilded tokens, coin holder first (option ``gilded_tokens_before_prefavors: false`` moves this
         after step 2);
      2. pre-combat favors by priority (1-5), same priority coin holder first;
      3. combat: coin holder's axes vs helmets, coin holder's arrows vs shields, then the other's;
      4. steals (hands), coin holder first;
      5. post-combat favors (Thor 6, Idunn 7, Odin 7), same rules;
      6. end of round: the coin passes to the other player.
    A favor that cannot be paid when it resolves fizzles and costs nothing. Some favors stop the resolution
    to ask their owner (``to_act()`` is that seat alone, ``state.pending`` says what is asked):
      * Frigg: pick up to N dice of either player to reroll, one at a time (``pick p2 d3``), ``pick done``
        to stop early; the rerolls happen when N dice are picked or on ``pick done``;
      * Loki: pick exactly N (or all that are left) of the opponent's dice to ban (``pick p1 d5``);
      * Tyr, Odin: how much health to sacrifice (``sacrifice 3``), from 1 to health - 1
        (option ``sacrifice_min_health_left``); with no health to spare the favor finds nothing (below);
      * Freyr: which face gets the bonus when several faces tie for the majority (``freyr axe``).
Readings of open points (digest §2.2; each other reading is an option in data/orlog.yaml)
    * Unit changes are applied when combat is computed. Vidar comes after Baldr: it removes N helmet units,
      Baldr's bonus included (``vidar_mode: dice``: Vidar first, N helmet dice go and Baldr boosts the rest).
    * Ullr: N of the arrows the shields would have stopped go through (``ullr_pierces: any``: N arrows
      ignore shields, even those that would have hit anyway).
    * Thrymr lowers the tier of the favor the opponent chose this round, even one that already resolved
      (``thrymr_timing: unresolved``: only one still to come). A resolved favor keeps what it did once;
      what it keeps doing this round (Var's armed heal) follows the lower tier. The victim still pays the
      cost of the tier it chose (``thrymr_victim_pays``; false: it pays the lower tier's, or gets the
      difference back), even when cancelled.
    * A favor whose effect finds nothing when it resolves (Thrymr with no favor to lower, Bragi without
      hands, Skuld without arrows or with nothing to destroy, Tyr or Odin without health to spare, Loki with
      no die left to ban, a booster without its face, Idunn at full health) is paid all the same and does
      nothing (``no_effect_cost: free``: it fizzles and costs nothing). Triggers (Var, Hel, Heimdall, Mimir)
      always arm.
    * Heimdall heals for the blocks of an exchange after that exchange's damage, so it cannot save its
      owner from a killing blow (``heimdall_heal: before_damage``: the heal comes first).
    * Var heals for every favor cost the opponent pays after Var is armed (priority 1).
    * Dice rerolled by Frigg after the tokens were collected give no token and take none back; Freyja's
      extra dice (templates drawn at random) give their gilded token at once (``freyja_gilded_token``).
    * A die banned by Loki already gave its gilded token (canonical order) but fights, steals and counts
      for nothing (Freyr, Bragi, Skuld).
    * Mimir counts the damage of dice and of Thor (``mimir_counts_favor_damage``), not one's own sacrifices.
``over``
    The game ends the moment a player's health reaches 0 (checked after every single damage); the rest of
    the round is skipped. Sacrifices cannot kill (by default), and every damage is dealt one at a time, so
    both players can never fall together.

Actions (ints from ``CODEC``; the text in brackets is ``action_to_text``)
    ``OrlogState.CODEC`` (an :class:`orcdesk.core.codec.ActionCodec`) names each action's fields: a table or a
    bot writes ``CODEC.encode("favor", god=g, tier=t - 1)`` and reads ``CODEC.decode(a).kind`` / ``.god``.
    Its blocks reproduce this engine's integers exactly, gaps included (the ``unused_*`` kinds are never
    legal): the state keeps the chosen favor as its action integer (``favor`` in the state dict, hence in
    saves' positions and the golden records' digests), so those integers cannot move. The notation stays
    ``action_to_text`` (a keep lists its dice, "keep 1 3", which no field layout spells);
    ``CODEC.to_text`` is a field-by-field form for debugging.

    ==============  ==================  ==========================================================================
    codec kind      int                 meaning (text)
    ==============  ==================  ==========================================================================
    ``keep`` dice   ``0..63``           mask: bit i set = keep die i+1 now ("keep 1 3" / "keep none"); only dice
                                        not kept yet
    ``no_favor``    ``99``              no favor this round ("favor none")
    ``favor`` god,  ``100 + 3*g + t``   favor of god g (index in data/orlog.yaml ``favors`` order) at tier t + 1
    tier                                (the field is 0-based, labelled 1-3) ("favor thor 2")
    ``god`` god     ``200 + g``         draft god g ("god thor")
    ``sacrifice``   ``300 + x``         sacrifice x health for Tyr/Odin ("sacrifice 3"); x >= 1
    health
    ``freyr`` face  ``400 + k``         Freyr's tied face k (0 axe, 1 arrow, 2 helmet, 3 shield, 4 hand) ("freyr axe")
    ``pick`` seat,  ``500 + 16*s + d``  pick die d (0-5 own dice, 6-8 Freyja extra dice) of seat s ("pick p2 d3",
    die                                 1-based)
    ``pick_done``   ``600``             stop picking (Frigg only) ("pick done"); it rerolls: it may not be undone
    ==============  ==================  ==========================================================================

Observation (``observation(seat)``, plain JSON-safe dict; what the UI draws)
    ``{"phase", "round" (1-based), "roll" (1-3 during the roll phase, else 0), "coin" (seat holding the coin,
    None before the toss), "to_act": [seats], "viewer": seat or None, "winner": seat or None,
    "players": [one per seat: {
        "health", "tokens",
        "gods": [god ids] or None while hidden, "gods_picked": n,
        "dice": [{"die": 1-9, "template": 0-5 (which of the 6 real dice), "face": "axe"|... or None (not rolled),
                  "face_index": 0-5 or None, "gilded": bool, "kept": bool, "banned": bool, "extra": bool}],
        "favor": {"chosen": bool, "god": id or None, "tier": 1-3 or None,
                  "effective_tier": tier after Thrymr (0 = cancelled) or None, "status": None|"paid"|"fizzled"|"cancelled"}
        (god/tier are None for the other seat until both chose),
        "armed": {"hel": N, ...} triggers and bonuses active this round}],
    "pending": None or {"kind": "frigg"|"loki"|"sacrifice"|"freyr", "seat", "god", "tier", "count" (N),
                        "picked": [[seat, die], ...] (0-based dice), "choices": frigg/loki: [[seat, die], ...]
                        still pickable; sacrifice: [1, ..., max]; freyr: ["axe", "arrow", ...]},
    "log": [the public events of the current round so far: round_start, rolls, keeps, then the resolution],
    "options": the game's options (public: chosen at setup; ``favor_priority(god, obs["options"])`` is a
               god's priority, as the engine resolves it)}``

Events (``apply`` returns them; ``seat`` is always the player concerned)
    ``{"type": "god_pick", "seat", "god", "private": {"god": [seat]}}``
    ``{"type": "gods_revealed", "gods": [[ids], [ids]], "barrier": True}``
    ``{"type": "coin_toss", "holder", "barrier": True}``
    ``{"type": "round_start", "round", "coin"}``
    ``{"type": "roll", "seat", "roll" (1-3), "dice": [die indexes], "faces": ["axe", ...], "gilded": [bool],
       "barrier": True}``
    ``{"type": "keep", "seat", "dice": [die indexes], "auto": bool}``
    ``{"type": "favor_chosen", "seat", "god", "tier", "private": {"god": [seat], "tier": [seat]}}`` (god None = no favor)
    ``{"type": "favor_revealed", "favors": [[god, tier] or None, same for seat 1], "barrier": True}``
    ``{"type": "tokens", "seat", "amount", "reason": "gilded"|"bragi"|"mimir"|"odin"|"freyja_gilded"|"thrymr",
       "total"}`` (reason "thrymr": amount < 0, the cost paid for a favor Thrymr cancelled; amount > 0, the
       difference given back for a resolved favor Thrymr lowered, with ``thrymr_victim_pays: false``)
    ``{"type": "favor_used", "seat", "god", "tier", "cost", "value"}`` (paid; value = N of the tier used)
    ``{"type": "favor_fizzled", "seat", "god", "tier", "reason": "tokens"|"health"|"cancelled"|"no_target"}``
    ``{"type": "no_effect", "seat", "god", "tier"}`` (paid, but the effect found nothing: option no_effect_cost)
    ``{"type": "thrymr", "seat", "target", "from_tier", "to_tier"}``
    ``{"type": "reroll", "seat" (Frigg owner), "dice": [[seat, die], ...], "faces": [...], "gilded": [...], "barrier": True}``
    ``{"type": "ban", "seat" (Loki owner), "target", "dice": [die indexes]}``
    ``{"type": "extra_dice", "seat", "dice": [die indexes], "templates": [...], "faces": [...], "gilded": [...], "barrier": True}``
    ``{"type": "destroy", "seat" (who destroys), "target", "amount", "reason": "skuld"|"tyr", "total" (target's tokens)}``
    ``{"type": "sacrifice", "seat", "god": "tyr"|"odin", "amount", "health"}``
    ``{"type": "bonus", "seat", "god", "face", "amount"}`` (Baldr, Skadi, Brunhild, Freyr, Ullr, armed triggers;
       Vidar: "target" is the player who loses helmets, amount = -(helmet units taken from what they have
       when Vidar resolves, at most N), "value" = N)
    ``{"type": "attack", "seat" (attacker), "target", "kind": "melee"|"ranged", "attack", "block", "pierce",
       "damage"}`` (attack/block units; pierce = Ullr arrows that ignore shields)
    ``{"type": "damage", "seat" (victim), "amount", "source": "axe"|"arrow"|"thor", "health"}``
    ``{"type": "heal", "seat", "amount", "source": "hel"|"heimdall"|"var"|"idunn", "health"}``
    ``{"type": "steal", "seat" (thief), "target", "amount", "hands" (steal units), "tokens": [t0, t1]}``
    ``{"type": "round_end", "round", "coin" (new holder)}``
    ``{"type": "game_over", "winner", "health": [h0, h1]}``
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

from orcdesk.core.codec import ActionCodec, Field, Kind
from orcdesk.core.contract import Action, Event, GameState, Reason, StateFormatError, shown
from orcdesk.core.data import DataError, YamlMap, game_options, load_yaml
from orcdesk.core.rng import Rng

# ---------------------------------------------------------------------------------------------- data
AXE, ARROW, HELMET, SHIELD, HAND = range(5)
KEEP_ALL = 63
FAVOR_NONE = 99
FAVOR_BASE = 100
DRAFT_BASE = 200
SACRIFICE_BASE = 300
FREYR_BASE = 400
PICK_BASE = 500
PICK_DONE = 600
MAX_DICE = 9  # 6 own dice + up to 3 Freyja extra dice


class _Data:
    """data/orlog.yaml, checked once at import."""

    def __init__(self, cfg: YamlMap) -> None:
        self.options: YamlMap = cfg.need("options", dict)
        self.health_start = cfg.need("health_start", int)
        self.health_max = cfg.need("health_max", int)
        self.tokens_start = cfg.need("tokens_start", int)
        self.dice_per_player = cfg.need("dice_per_player", int)
        self.rolls = cfg.need("rolls_per_round", int)
        self.gods_per_player = cfg.need("gods_per_player", int)
        self.faces: list[str] = cfg.need("faces", list)
        if self.faces != ["axe", "arrow", "helmet", "shield", "hand"]:
            raise cfg.error("faces", "the engine expects [axe, arrow, helmet, shield, hand]")
        if self.dice_per_player != 6 or self.rolls != 3:
            raise cfg.error("dice_per_player", "the engine is written for 6 dice and 3 rolls")
        dice = cfg.need("dice", list)
        if len(dice) != 6:
            raise cfg.error("dice", f"expected 6 dice, found {len(dice)}")
        self.kind: list[tuple[int, ...]] = []  # kind[template][face] -> AXE..HAND
        self.gilded: list[tuple[bool, ...]] = []
        for t, die in enumerate(dice):
            if not isinstance(die, list) or len(die) != 6:
                raise cfg.error("dice", f"die {t + 1} must list 6 faces")
            kinds, gilds = [], []
            for face in die:
                if (
                    not isinstance(face, list)
                    or len(face) != 2
                    or face[0] not in self.faces
                    or not isinstance(face[1], bool)
                ):
                    raise cfg.error("dice", f"die {t + 1}: each face is [face, gilded], not {face!r}")
                kinds.append(self.faces.index(face[0]))
                gilds.append(face[1])
            self.kind.append(tuple(kinds))
            self.gilded.append(tuple(gilds))
        favors = cfg.need("favors", dict)
        self.gods: list[str] = list(favors)
        self.god_index = {g: i for i, g in enumerate(self.gods)}
        self.priority: list[int] = []
        self.tiers: list[tuple[tuple[int, float], ...]] = []  # [cost, value]: value N, or Brunhild's 1.5 axes
        self.names: list[str] = []
        for g in self.gods:
            entry = favors[g]
            if not isinstance(entry, YamlMap):
                raise favors.error(g, "each favor is a mapping")
            self.priority.append(entry.need("priority", int))
            self.names.append(entry.need("name", str))
            tiers = entry.need("tiers", list)
            if len(tiers) != 3 or not all(isinstance(t, list) and len(t) == 2 for t in tiers):
                raise entry.error("tiers", "expected three [cost, value] pairs")
            self.tiers.append(tuple((int(c), v) for c, v in tiers))
        missing = set(_HANDLER_NAMES) - set(self.gods)
        if missing:
            raise DataError(favors.file, favors.line, "favors", f"missing gods: {sorted(missing)}")


_HANDLER_NAMES = (
    "var",
    "thrymr",
    "frigg",
    "loki",
    "freyja",
    "skuld",
    "tyr",
    "vidar",
    "ullr",
    "baldr",
    "brunhild",
    "freyr",
    "skadi",
    "hel",
    "heimdall",
    "mimir",
    "bragi",
    "thor",
    "idunn",
    "odin",
)
DATA = _Data(load_yaml("orlog.yaml"))
GODS = DATA.gods
FACE_NAMES = DATA.faces
KIND = DATA.kind
GILDED = DATA.gilded
G = DATA.god_index
N_GODS = len(GODS)


def _unused(start: int, end: int) -> Kind:
    """The integers ``start..end-1``, which no action uses (the engine's blocks are spaced by hundreds)."""
    return Kind(f"unused_{start}", [Field("n", end - start)])


# Actions (see the module docstring): the codec's blocks are the engine's integers, gaps included.
CODEC = ActionCodec(
    [
        Kind("keep", [Field("dice", KEEP_ALL + 1)]),
        _unused(KEEP_ALL + 1, FAVOR_NONE),
        Kind("no_favor"),
        Kind("favor", [Field("god", N_GODS, tuple(GODS)), Field("tier", 3, ("1", "2", "3"))]),
        _unused(FAVOR_BASE + 3 * N_GODS, DRAFT_BASE),
        Kind("god", [Field("god", N_GODS, tuple(GODS))]),
        _unused(DRAFT_BASE + N_GODS, SACRIFICE_BASE),
        Kind("sacrifice", [Field("health", FREYR_BASE - SACRIFICE_BASE)]),
        Kind("freyr", [Field("face", len(FACE_NAMES), tuple(FACE_NAMES))]),
        _unused(FREYR_BASE + len(FACE_NAMES), PICK_BASE),
        Kind("pick", [Field("seat", 2, ("p1", "p2")), Field("die", 16, tuple(f"d{i + 1}" for i in range(16)))]),
        _unused(PICK_BASE + 32, PICK_DONE),
        Kind("pick_done", undo=False),
    ]
)
assert [
    CODEC.encode("no_favor"),
    CODEC.encode("favor", god=0, tier=0),
    CODEC.encode("god", god=0),
    CODEC.encode("sacrifice", health=0),
    CODEC.encode("freyr", face=0),
    CODEC.encode("pick", seat=1, die=0),
    CODEC.encode("pick_done"),
] == [FAVOR_NONE, FAVOR_BASE, DRAFT_BASE, SACRIFICE_BASE, FREYR_BASE, PICK_BASE + 16, PICK_DONE], (
    "the codec keeps the engine's integers"
)
# SUBMASKS[m]: every subset of mask m (the keeps allowed when m is the set of unkept dice), stable order.
SUBMASKS = [[s for s in range(64) if s & ~m == 0] for m in range(64)]
PHASES = ("draft", "roll", "favor", "resolve", "over")
TRIGGERS_AND_BONUSES = ("var", "hel", "heimdall", "mimir", "ullr", "baldr", "skadi", "brunhild", "freyr", "vidar")


SAGA_OPTIONS = ("fixed_gods", "god_pools")


def seat_gods(options: dict, name: str) -> tuple[frozenset[int] | None, frozenset[int] | None]:
    """The gods option ``name`` (``fixed_gods`` or ``god_pools``) gives each seat, as god indexes (None: not
    set). Raises ValueError for an unknown god, a repeated one, or a list of the wrong size: a fixed set is
    exactly ``gods_per_player`` gods, a pool at least that many."""
    value = options.get(name)
    if value is None:
        return None, None
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError(f"option {name!r}: expected two entries (one per seat), each null or a list of gods")
    out: list[frozenset[int] | None] = []
    for seat, gods in enumerate(value):
        if gods is None:
            out.append(None)
            continue
        if (
            not isinstance(gods, (list, tuple))
            or any(not isinstance(g, str) or g not in G for g in gods)
            or len(set(gods)) != len(gods)
        ):
            raise ValueError(f"option {name!r}, seat {seat + 1}: expected different gods from {', '.join(GODS)}")
        need = DATA.gods_per_player
        if (len(gods) != need) if name == "fixed_gods" else (len(gods) < need):
            raise ValueError(
                f"option {name!r}, seat {seat + 1}: {'exactly' if name == 'fixed_gods' else 'at least'}"
                f" {need} gods, not {len(gods)}"
            )
        out.append(frozenset(G[g] for g in gods))
    return out[0], out[1]


def favor_priority(god: str, options: dict) -> int:
    """The priority of ``god``'s favor with the game's ``options`` (the state's, or an observation's
    ``options``): 1-5 resolve before combat, lowest first, 6-7 after the steals. Odin's and Tyr's are options."""
    if god == "odin":
        return options["odin_priority"]
    if god == "tyr":
        return options["tyr_priority"]
    return DATA.priority[G[god]]


def favor_action(god: str, tier: int) -> int:
    return FAVOR_BASE + 3 * G[god] + tier - 1


def decode_favor(code: int | None) -> tuple[str, int] | None:
    """(god id, tier) of a favor action, or None for "no favor"/not chosen."""
    if code is None or code == FAVOR_NONE:
        return None
    g, t = divmod(code - FAVOR_BASE, 3)
    return GODS[g], t + 1


def keep_action(dice: list[int]) -> int:
    """The keep action for 1-based die numbers."""
    mask = 0
    for d in dice:
        mask |= 1 << (d - 1)
    return mask


def pick_action(seat: int, die: int) -> int:
    """Pick action for 0-based ``die`` of ``seat``."""
    return PICK_BASE + 16 * seat + die


def ranged_block(arrows, shields, pierce, reading: str = "blocked"):
    """(arrows blocked, arrows piercing) of one ranged attack with Ullr's ``pierce``. "blocked" (option
    ``ullr_pierces``, default): the shields stop what they can and N of those arrows go through anyway;
    "any": N arrows ignore shields and the rest meet them, so arrows that would hit anyway use up the piercing."""
    if reading == "blocked":
        stopped = min(arrows, shields)
        through = min(pierce, stopped)
        return stopped - through, through
    through = min(pierce, arrows)
    return min(arrows - through, shields), through


# ---------------------------------------------------------------------------------------------- state
class OrlogState(GameState):
    GAME_ID = "orlog"
    CODEC = CODEC
    FORMAT_VERSION = 1

    # The fields a state holds besides GameState's players, rng and options, in the order of the state dict:
    # _FIELDS (to_dict, from_dict) is read off these declarations, so the two cannot disagree.
    phase: str  # one of PHASES
    gods: list[list[int]]  # god indexes of each seat (sorted once the draft is over)
    coin: int  # seat holding the coin, -1 before the toss
    round: int  # 1-based, 0 before the first round
    health: list[int]
    tokens: list[int]
    winner: int  # -1 while playing
    # per-round fields, reset by _clear_round
    tmpl: list[list[int]]  # template 0-5 of each die of each seat (Freyja's extras appended)
    face: list[list[int]]  # face index 0-5 of each die, -1 = not rolled yet
    kept: list[int]  # 6-bit masks of own dice kept this round
    banned: list[int]  # 9-bit masks of dice banned by Loki
    favor: list[int | None]  # favor action code; None = not chosen yet
    eff_tier: list[int]  # tier after Thrymr
    status: list[str | None]  # None, "paid", "fizzled", "cancelled"
    mods: list[dict[str, Any]]  # armed triggers and bonuses this round: N, Brunhild's factor, Freyr's [face, N]
    queue: list[str]  # the resolution steps of this round ("gild", "favor0", "combat", ...)
    pos: int  # next step of the queue
    gilded_done: bool
    pending: dict[str, Any] | None  # the question the resolution waits for (see the module docstring)
    log: list[dict[str, Any]]  # the public events of the current round
    roll_no: int
    turn: int  # 0: the coin holder rolls, 1: the other player
    _FIELDS: ClassVar[tuple[str, ...]] = tuple(__annotations__)

    def _clear_round(self) -> None:
        self.tmpl = [list(range(6)), list(range(6))]
        self.face = [[-1] * 6, [-1] * 6]
        self.kept = [0, 0]
        self.banned = [0, 0]
        self.favor = [None, None]
        self.eff_tier = [0, 0]
        self.status = [None, None]
        self.mods = [{}, {}]
        self.queue = []
        self.pos = 0
        self.gilded_done = False
        self.pending = None
        self.log = []
        self.roll_no = 0
        self.turn = 0

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, players: int = 2, seed: int = 0, options: dict | None = None) -> OrlogState:
        if players != 2:
            raise ValueError("Orlog is a duel: exactly 2 players")
        s = cls.__new__(cls)
        s.players = 2
        s.rng = Rng(seed)
        s.options = game_options(DATA.options, options)
        s.phase = "draft"
        s.gods = [[], []]
        s.coin = -1
        s.round = 0
        s.health = [DATA.health_start] * 2
        s.tokens = [DATA.tokens_start] * 2
        s.winner = -1
        s._clear_round()
        fixed = seat_gods(s.options, "fixed_gods")
        pools = seat_gods(s.options, "god_pools")
        for seat in (0, 1):
            given = fixed[seat]
            if given is not None:
                s.gods[seat] = sorted(given)
        if s.options["god_selection"] == "random":
            for seat in (0, 1):
                if not s.gods[seat]:
                    offered = pools[seat]
                    pool = sorted(offered) if offered is not None else range(N_GODS)
                    s.gods[seat] = sorted(s.rng.sample(pool, DATA.gods_per_player))
        if all(len(gods) == DATA.gods_per_player for gods in s.gods):
            s._end_draft([])
        return s

    # ------------------------------------------------------------------ turn order
    def roller(self) -> int:
        return self.coin if self.turn == 0 else 1 - self.coin

    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "roll":
            return (self.roller(),)
        if phase == "favor":
            return tuple(s for s in (0, 1) if self.favor[s] is None)
        if phase == "resolve":
            return (self.pending["seat"],) if self.pending else ()
        if phase == "draft":
            return tuple(s for s in (0, 1) if len(self.gods[s]) < DATA.gods_per_player)
        return ()

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        acting = self.to_act()
        if seat is None:
            if len(acting) != 1:
                return []
            seat = acting[0]
        if seat not in acting:
            return []
        phase = self.phase
        if phase == "roll":
            return list(SUBMASKS[KEEP_ALL & ~self.kept[seat]])
        if phase == "favor":
            favors: list[Action] = [FAVOR_NONE]
            favors += [FAVOR_BASE + 3 * g + t for g in self.gods[seat] for t in range(3)]
            return favors
        if phase == "draft":
            pool = seat_gods(self.options, "god_pools")[seat]
            return [DRAFT_BASE + g for g in range(N_GODS) if g not in self.gods[seat] and (pool is None or g in pool)]
        return list(self._pending_actions())

    def _pending_actions(self) -> list[int]:
        p = self.pending
        assert p is not None, "only a pending question has answers"
        kind = p["kind"]
        if kind == "sacrifice":
            return [SACRIFICE_BASE + x for x in range(1, p["max"] + 1)]
        if kind == "freyr":
            return [FREYR_BASE + k for k in p["choices"]]
        picked = {(a, b) for a, b in p["picked"]}
        if kind == "frigg":
            acts = [pick_action(s, d) for s in (0, 1) for d in range(len(self.face[s])) if (s, d) not in picked]
            return acts + [PICK_DONE]
        target = 1 - p["seat"]  # loki
        return [
            pick_action(target, d)
            for d in range(len(self.face[target]))
            if not self.banned[target] >> d & 1 and (target, d) not in picked
        ]

    def refusal(self, action: Action, seat: int | None = None) -> Reason | None:
        if self.phase == "over":
            return Reason("common.refuse.game_over")
        acting = self.to_act()
        if seat is None:
            if len(acting) != 1:
                return Reason("orlog.refuse.both_choose")
            seat = acting[0]
        if seat not in acting:
            if self.phase == "roll":
                return Reason("orlog.refuse.their_roll", {"seat": self.roller()})
            if self.phase in ("favor", "draft"):
                return Reason("orlog.refuse.chosen")
            assert self.pending is not None, "the resolution waits for a question"
            god = f"orlog.god.{self.pending['god']}.short"
            return Reason("orlog.refuse.answer_first", {"seat": acting[0], "god": god})
        if not isinstance(action, int) or isinstance(action, bool):
            return Reason("common.refuse.not_a_move")
        if action in self.legal_actions(seat):
            return None
        return self._explain(action, seat)

    def _explain(self, a: int, seat: int) -> Reason:
        phase = self.phase
        if phase == "roll":
            if not 0 <= a <= KEEP_ALL:
                return Reason("orlog.refuse.roll_keep")
            return Reason("orlog.refuse.kept_stays")
        if phase == "favor":
            if FAVOR_BASE <= a < FAVOR_BASE + 3 * N_GODS:
                god = f"orlog.god.{GODS[(a - FAVOR_BASE) // 3]}.short"
                return Reason("orlog.refuse.not_your_god", {"god": god})
            return Reason("orlog.refuse.favor_choose")
        if phase == "draft":
            if DRAFT_BASE <= a < DRAFT_BASE + N_GODS:
                god = f"orlog.god.{GODS[a - DRAFT_BASE]}.short"
                if a - DRAFT_BASE in self.gods[seat]:
                    return Reason("orlog.refuse.god_taken", {"god": god})
                return Reason("orlog.refuse.god_not_offered", {"god": god})
            return Reason("orlog.refuse.draft_choose")
        p = self.pending
        assert p is not None, "the resolution waits for a question"
        kind = p["kind"]
        if kind == "sacrifice":
            if SACRIFICE_BASE < a <= SACRIFICE_BASE + 30:
                return Reason(
                    "orlog.refuse.sacrifice_range",
                    {"n": p["max"], "left": self.options["sacrifice_min_health_left"]},
                )
            return Reason("orlog.refuse.sacrifice_choose")
        if kind == "freyr":
            return Reason("orlog.refuse.freyr_tie")
        if kind == "loki":
            if PICK_BASE <= a < PICK_BASE + 32:
                return Reason("orlog.refuse.loki_die")
            return Reason("orlog.refuse.loki_choose")
        if PICK_BASE <= a < PICK_BASE + 32 or a == PICK_DONE:
            return Reason("orlog.refuse.frigg_die")
        return Reason("orlog.refuse.frigg_choose")

    # ------------------------------------------------------------------ playing
    def _apply(self, action: Action, seat: int) -> list[Event]:
        assert isinstance(action, int), "Orlog's actions are integers"
        events: list[Event] = []
        phase = self.phase
        if phase == "roll":
            self._keep(seat, action, events, auto=False)
            self._next_roll_turn(events)
        elif phase == "favor":
            self._choose_favor(seat, action, events)
        elif phase == "draft":
            g = action - DRAFT_BASE
            self.gods[seat].append(g)
            events.append({"type": "god_pick", "seat": seat, "god": GODS[g], "private": {"god": [seat]}})
            if all(len(gods) == DATA.gods_per_player for gods in self.gods):
                self._end_draft(events)
        else:
            self._answer(action, events)
            self._resolve(events)
        return events

    def _end_draft(self, events: list) -> None:
        for gods in self.gods:
            gods.sort()
        events.append(
            {"type": "gods_revealed", "gods": [[GODS[g] for g in gods] for gods in self.gods], "barrier": True}
        )
        self.coin = self.rng.randrange(2)
        events.append({"type": "coin_toss", "holder": self.coin, "barrier": True})
        self._start_round(events)

    def _start_round(self, events: list) -> None:
        self._clear_round()
        self.round += 1
        self.phase = "roll"
        self.roll_no, self.turn = 1, 0
        ev = {"type": "round_start", "round": self.round, "coin": self.coin}
        events.append(ev)
        self.log.append(ev)
        if not self._begin_turn(events):
            self._next_roll_turn(events)

    def _emit(self, events: list, ev: dict) -> None:
        events.append(ev)
        self.log.append(ev)

    # roll phase
    def _begin_turn(self, events: list) -> bool:
        """Roll the current roller's unkept dice; True when they must now choose what to keep."""
        p = self.roller()
        unkept = KEEP_ALL & ~self.kept[p]
        if not unkept:
            return False
        face, tmpl, rng = self.face[p], self.tmpl[p], self.rng
        dice = [i for i in range(6) if unkept >> i & 1]
        for i in dice:
            face[i] = rng.randrange(6)
        self._emit(
            events,
            {
                "type": "roll",
                "seat": p,
                "roll": self.roll_no,
                "dice": dice,
                "faces": [FACE_NAMES[KIND[tmpl[i]][face[i]]] for i in dice],
                "gilded": [GILDED[tmpl[i]][face[i]] for i in dice],
                "barrier": True,
            },
        )
        if self.roll_no < DATA.rolls:
            return True
        self._keep(p, unkept, events, auto=True)
        return False

    def _keep(self, seat: int, mask: int, events: list, auto: bool) -> None:
        self.kept[seat] |= mask
        self._emit(events, {"type": "keep", "seat": seat, "dice": [i for i in range(6) if mask >> i & 1], "auto": auto})

    def _next_roll_turn(self, events: list) -> None:
        while True:
            if self.turn == 0:
                self.turn = 1
            else:
                self.turn = 0
                self.roll_no += 1
                if self.roll_no > DATA.rolls:
                    self.phase = "favor"
                    self.roll_no = 0
                    return
            if self._begin_turn(events):
                return

    # favor phase
    def _choose_favor(self, seat: int, action: int, events: list) -> None:
        self.favor[seat] = action
        chosen = decode_favor(action)
        events.append(
            {
                "type": "favor_chosen",
                "seat": seat,
                "god": chosen[0] if chosen else None,
                "tier": chosen[1] if chosen else None,
                "private": {"god": [seat], "tier": [seat]},
            }
        )
        if self.favor[1 - seat] is None:
            return
        picks = [decode_favor(code) for code in self.favor]
        self._emit(
            events, {"type": "favor_revealed", "favors": [list(p) if p else None for p in picks], "barrier": True}
        )
        for s, pick in enumerate(picks):
            self.eff_tier[s] = pick[1] if pick else 0
        self.queue = self._build_queue(picks)
        self.pos = 0
        self.phase = "resolve"
        self._resolve(events)

    def priority(self, god: str) -> int:
        return favor_priority(god, self.options)

    def _build_queue(self, picks: list) -> list[str]:
        order = (self.coin, 1 - self.coin)
        ranked = sorted((self.priority(picks[s][0]), rank, s) for rank, s in enumerate(order) if picks[s])
        pre = [f"favor{s}" for prio, _, s in ranked if prio <= 5]
        post = [f"favor{s}" for prio, _, s in ranked if prio > 5]
        if self.options["gilded_tokens_before_prefavors"]:
            steps = ["gild"] + pre
        else:
            steps = pre + ["gild"]
        return steps + ["combat", "steal"] + post + ["end"]

    # ------------------------------------------------------------------ resolution
    def _resolve(self, events: list) -> None:
        while self.phase == "resolve" and self.pending is None:
            step = self.queue[self.pos]
            self.pos += 1
            if step == "gild":
                self._gild(events)
            elif step == "combat":
                self._combat(events)
            elif step == "steal":
                self._steal(events)
            elif step == "end":
                self._emit(events, {"type": "round_end", "round": self.round, "coin": 1 - self.coin})
                self.coin = 1 - self.coin
                self._start_round(events)
                return
            else:
                self._favor_step(int(step[5:]), events)

    def _gild(self, events: list) -> None:
        self.gilded_done = True
        for s in (self.coin, 1 - self.coin):
            n = sum(1 for i, f in enumerate(self.face[s]) if GILDED[self.tmpl[s][i]][f] and not self.banned[s] >> i & 1)
            if n:
                self._gain(s, n, "gilded", events)

    def _gain(self, seat: int, amount: int, reason: str, events: list) -> None:
        total = self.tokens[seat] + amount
        cap = self.options["token_cap"]
        if cap is not None:
            total = min(total, cap)
        self.tokens[seat] = total
        self._emit(events, {"type": "tokens", "seat": seat, "amount": amount, "reason": reason, "total": total})

    def _heal(self, seat: int, amount: int, source: str, events: list) -> None:
        self.health[seat] = min(DATA.health_max, self.health[seat] + amount)
        self._emit(
            events, {"type": "heal", "seat": seat, "amount": amount, "source": source, "health": self.health[seat]}
        )

    def _damage(self, seat: int, amount: int, source: str, events: list) -> bool:
        """Deal damage; True if it ends the game. Mimir of the victim reacts."""
        h = self.health[seat] - amount
        self.health[seat] = max(0, h)
        self._emit(
            events, {"type": "damage", "seat": seat, "amount": amount, "source": source, "health": self.health[seat]}
        )
        if h <= 0:
            self._game_over(1 - seat, events)
            return True
        mimir = self.mods[seat].get("mimir")
        if mimir and (source != "thor" or self.options["mimir_counts_favor_damage"]):
            self._gain(seat, mimir * amount, "mimir", events)
        return False

    def _game_over(self, winner: int, events: list) -> None:
        self.winner = winner
        self.phase = "over"
        self.pending = None
        self._emit(events, {"type": "game_over", "winner": winner, "health": list(self.health)})

    def counts(self, seat: int) -> list[int]:
        """Number of non-banned dice of ``seat`` showing each face (axe, arrow, helmet, shield, hand)."""
        cnt = [0, 0, 0, 0, 0]
        banned, tmpl = self.banned[seat], self.tmpl[seat]
        for i, f in enumerate(self.face[seat]):
            if f >= 0 and not banned >> i & 1:
                cnt[KIND[tmpl[i]][f]] += 1
        return cnt

    def units(self, seat: int) -> list[int]:
        """Attack/defence units of ``seat`` with this round's favors applied (before Ullr's piercing)."""
        cnt = self.counts(seat)
        m = self.mods[seat]
        if not m:
            return cnt
        baldr = m.get("baldr", 0)
        u = [
            cnt[AXE],
            cnt[ARROW] * (1 + m.get("skadi", 0)),
            cnt[HELMET] * (1 + baldr),
            cnt[SHIELD] * (1 + baldr),
            cnt[HAND],
        ]
        freyr = m.get("freyr")
        if freyr:
            u[freyr[0]] += freyr[1]
        brunhild = m.get("brunhild")
        if brunhild:
            u[AXE] = math.ceil(u[AXE] * brunhild)
        vidar = m.get("vidar", 0)
        if vidar:
            if self.options["vidar_mode"] == "units":
                u[HELMET] = max(0, u[HELMET] - vidar)
            else:
                u[HELMET] = max(0, cnt[HELMET] - vidar) * (1 + baldr) + (
                    freyr[1] if freyr and freyr[0] == HELMET else 0
                )
        return u

    def _combat(self, events: list) -> None:
        units = [self.units(0), self.units(1)]
        for a in (self.coin, 1 - self.coin):
            d = 1 - a
            ua, ud = units[a], units[d]
            # melee: axes against helmets
            if self._exchange(a, "melee", ua[AXE], min(ua[AXE], ud[HELMET]), 0, events):
                return
            # ranged: arrows against shields, some of them piercing with Ullr
            block, pierce = ranged_block(
                ua[ARROW], ud[SHIELD], self.mods[a].get("ullr", 0), self.options["ullr_pierces"]
            )
            if self._exchange(a, "ranged", ua[ARROW], block, pierce, events):
                return

    def _exchange(self, a: int, kind: str, attack: int, block: int, pierce: int, events: list) -> bool:
        """One attack of ``a``: the unblocked damage and the heals it triggers; True if it ends the game."""
        d = 1 - a
        dmg = attack - block
        self._emit(
            events,
            {
                "type": "attack",
                "seat": a,
                "target": d,
                "kind": kind,
                "attack": attack,
                "block": block,
                "pierce": pierce,
                "damage": dmg,
            },
        )
        heimdall = self.mods[d].get("heimdall", 0) * block
        heal_first = self.options["heimdall_heal"] == "before_damage"
        if heimdall and heal_first:
            self._heal(d, heimdall, "heimdall", events)
        if dmg and self._damage(d, dmg, "axe" if kind == "melee" else "arrow", events):
            return True
        if dmg and kind == "melee" and self.mods[a].get("hel"):
            self._heal(a, self.mods[a]["hel"] * dmg, "hel", events)
        if heimdall and not heal_first:
            self._heal(d, heimdall, "heimdall", events)
        return False

    def _steal(self, events: list) -> None:
        for a in (self.coin, 1 - self.coin):
            d = 1 - a
            hands = self.units(a)[HAND]
            if not hands:
                continue
            n = min(hands, self.tokens[d])
            cap = self.options["token_cap"]
            if cap is not None:  # a thief at the cap takes nothing: the victim keeps what cannot move
                n = min(n, max(0, cap - self.tokens[a]))
            self.tokens[d] -= n
            self.tokens[a] += n
            self._emit(
                events,
                {"type": "steal", "seat": a, "target": d, "amount": n, "hands": hands, "tokens": list(self.tokens)},
            )

    # favors
    def _fizzle(self, seat: int, god: str, tier: int, reason: str, events: list) -> None:
        self.status[seat] = "cancelled" if reason == "cancelled" else "fizzled"
        self._emit(events, {"type": "favor_fizzled", "seat": seat, "god": god, "tier": tier, "reason": reason})

    def _pay(self, seat: int, cost: int, events: list) -> None:
        self.tokens[seat] -= cost
        var = self.mods[1 - seat].get("var")
        if var and cost:
            self._heal(1 - seat, var * cost, "var", events)

    def _favor_step(self, s: int, events: list) -> None:
        chosen = decode_favor(self.favor[s])
        assert chosen is not None, "only a chosen favor has a step in the queue"
        god, tier = chosen
        gi = G[god]
        cost = DATA.tiers[gi][tier - 1][0]
        eff = self.eff_tier[s]
        o = 1 - s
        if eff <= 0:  # cancelled by Thrymr: the victim still pays its original cost if it can (option)
            if self.options["thrymr_victim_pays"] and self.tokens[s] >= cost:
                self._pay(s, cost, events)
                self._emit(
                    events, {"type": "tokens", "seat": s, "amount": -cost, "reason": "thrymr", "total": self.tokens[s]}
                )
            self._fizzle(s, god, tier, "cancelled", events)
            return
        if not self.options["thrymr_victim_pays"]:
            cost = DATA.tiers[gi][eff - 1][0]
        if self.tokens[s] < cost:
            self._fizzle(s, god, tier, "tokens", events)
            return
        value = DATA.tiers[gi][eff - 1][1]
        nothing = self._finds_nothing(s, god)
        if nothing and self.options["no_effect_cost"] == "free":
            self._fizzle(s, god, tier, nothing, events)
            return
        self._pay(s, cost, events)
        self.status[s] = "paid"
        self._emit(events, {"type": "favor_used", "seat": s, "god": god, "tier": eff, "cost": cost, "value": value})
        if nothing:
            self._emit(events, {"type": "no_effect", "seat": s, "god": god, "tier": eff})
            return
        getattr(self, "_fx_" + god)(s, o, value, tier, events)

    def _finds_nothing(self, s: int, god: str) -> str | None:
        """Why the effect of ``s``'s favor would change nothing if it resolved now ("health" for a sacrifice
        without health to spare, "no_target" otherwise), or None. Triggers always arm (they count later)."""
        o = 1 - s
        if god in ("tyr", "odin") and self.health[s] - self.options["sacrifice_min_health_left"] < 1:
            return "health"
        mine = self.counts(s)
        empty = {
            "thrymr": lambda: not self._thrymr_target(o),
            "bragi": lambda: not mine[HAND],
            "skuld": lambda: not mine[ARROW] or not self.tokens[o],
            "tyr": lambda: not self.tokens[o],
            "loki": lambda: all(self.banned[o] >> d & 1 for d in range(len(self.face[o]))),
            "vidar": lambda: not self.units(o)[HELMET],
            "ullr": lambda: not mine[ARROW],
            "skadi": lambda: not mine[ARROW],
            "brunhild": lambda: not mine[AXE],
            "baldr": lambda: not mine[HELMET] and not mine[SHIELD],
            "freyr": lambda: not any(mine),
            "idunn": lambda: self.health[s] >= DATA.health_max,
        }.get(god)
        return "no_target" if empty is not None and empty() else None

    def _thrymr_target(self, o: int) -> bool:
        """Has ``o`` a favor this round that Thrymr can still lower (option thrymr_timing)?"""
        if self.favor[o] in (None, FAVOR_NONE) or self.eff_tier[o] <= 0:
            return False
        if self.options["thrymr_timing"] == "unresolved":
            return self.status[o] is None
        return self.status[o] in (None, "paid")

    def _bonus(self, s: int, god: str, key: str, value, events: list, face: str | None = None) -> None:
        self.mods[s][key] = value
        self._emit(events, {"type": "bonus", "seat": s, "god": god, "face": face, "amount": value})

    def _fx_var(self, s, o, n, tier, events):
        self._bonus(s, "var", "var", n, events)

    def _fx_thrymr(self, s, o, n, tier, events):
        before = self.eff_tier[o]
        self.eff_tier[o] = max(0, before - n)
        self._emit(events, {"type": "thrymr", "seat": s, "target": o, "from_tier": before, "to_tier": self.eff_tier[o]})
        if self.status[o] == "paid":
            self._lower_resolved(o, before, self.eff_tier[o], events)

    def _lower_resolved(self, o: int, before: int, after: int, events: list) -> None:
        """Thrymr on a favor that already resolved: what it did stays done; what it keeps doing this round (an
        armed effect such as Var's heal) follows the lower tier or stops; with ``thrymr_victim_pays: false``
        the victim gets back the difference between the two tiers' costs."""
        chosen = decode_favor(self.favor[o])
        assert chosen is not None, "Thrymr lowers a favor only"
        god = chosen[0]
        tiers = DATA.tiers[G[god]]
        if god in self.mods[o]:
            if after:
                self.mods[o][god] = tiers[after - 1][1]
            else:
                del self.mods[o][god]
                self.status[o] = "cancelled"
        if not self.options["thrymr_victim_pays"]:
            back = tiers[before - 1][0] - (tiers[after - 1][0] if after else 0)
            self.tokens[o] += back
            self._emit(
                events, {"type": "tokens", "seat": o, "amount": back, "reason": "thrymr", "total": self.tokens[o]}
            )

    def _fx_frigg(self, s, o, n, tier, events):
        self.pending = {"kind": "frigg", "seat": s, "god": "frigg", "tier": self.eff_tier[s], "count": n, "picked": []}

    def _fx_loki(self, s, o, n, tier, events):
        free = sum(1 for d in range(len(self.face[o])) if not self.banned[o] >> d & 1)
        self.pending = {
            "kind": "loki",
            "seat": s,
            "god": "loki",
            "tier": self.eff_tier[s],
            "count": min(n, free),
            "picked": [],
        }
        if self.pending["count"] == 0:
            self._finish_pending(events)

    def _fx_freyja(self, s, o, n, tier, events):
        rng = self.rng
        start = len(self.face[s])
        for _ in range(n):
            self.tmpl[s].append(rng.randrange(6))
            self.face[s].append(rng.randrange(6))
        dice = list(range(start, start + n))
        gilded = [GILDED[self.tmpl[s][i]][self.face[s][i]] for i in dice]
        self._emit(
            events,
            {
                "type": "extra_dice",
                "seat": s,
                "dice": dice,
                "templates": [self.tmpl[s][i] for i in dice],
                "faces": [FACE_NAMES[KIND[self.tmpl[s][i]][self.face[s][i]]] for i in dice],
                "gilded": gilded,
                "barrier": True,
            },
        )
        if self.gilded_done and self.options["freyja_gilded_token"] and any(gilded):
            self._gain(s, sum(gilded), "freyja_gilded", events)

    def _destroy(self, s: int, o: int, amount: int, reason: str, events: list) -> None:
        amount = min(amount, self.tokens[o])
        self.tokens[o] -= amount
        self._emit(
            events,
            {"type": "destroy", "seat": s, "target": o, "amount": amount, "reason": reason, "total": self.tokens[o]},
        )

    def _fx_skuld(self, s, o, n, tier, events):
        self._destroy(s, o, n * self.counts(s)[ARROW], "skuld", events)

    def _fx_tyr(self, s, o, n, tier, events):
        self._ask_sacrifice(s, "tyr", n)

    def _fx_odin(self, s, o, n, tier, events):
        self._ask_sacrifice(s, "odin", n)

    def _ask_sacrifice(self, s: int, god: str, n: int) -> None:
        spare = self.health[s] - self.options["sacrifice_min_health_left"]
        self.pending = {
            "kind": "sacrifice",
            "seat": s,
            "god": god,
            "tier": self.eff_tier[s],
            "count": n,
            "picked": [],
            "max": spare,
        }

    def _fx_vidar(self, s, o, n, tier, events):
        had = self.units(o)[HELMET]  # helmets of the opponent now, after any Vidar before
        self.mods[o]["vidar"] = self.mods[o].get("vidar", 0) + n
        taken = had - self.units(o)[HELMET]
        self._emit(
            events,
            {"type": "bonus", "seat": s, "god": "vidar", "face": "helmet", "amount": -taken, "value": n, "target": o},
        )

    def _fx_ullr(self, s, o, n, tier, events):
        self._bonus(s, "ullr", "ullr", n, events, "arrow")

    def _fx_baldr(self, s, o, n, tier, events):
        self._bonus(s, "baldr", "baldr", n, events, "helmet")

    def _fx_brunhild(self, s, o, n, tier, events):
        self._bonus(s, "brunhild", "brunhild", n, events, "axe")

    def _fx_skadi(self, s, o, n, tier, events):
        self._bonus(s, "skadi", "skadi", n, events, "arrow")

    def _fx_freyr(self, s, o, n, tier, events):
        cnt = self.counts(s)
        top = max(cnt)
        tied = [k for k in range(5) if cnt[k] == top]
        if len(tied) == 1:
            self._bonus(s, "freyr", "freyr", [tied[0], n], events, FACE_NAMES[tied[0]])
        else:
            self.pending = {
                "kind": "freyr",
                "seat": s,
                "god": "freyr",
                "tier": self.eff_tier[s],
                "count": n,
                "picked": [],
                "choices": tied,
            }

    def _fx_hel(self, s, o, n, tier, events):
        self._bonus(s, "hel", "hel", n, events, "axe")

    def _fx_heimdall(self, s, o, n, tier, events):
        self._bonus(s, "heimdall", "heimdall", n, events)

    def _fx_mimir(self, s, o, n, tier, events):
        self._bonus(s, "mimir", "mimir", n, events)

    def _fx_bragi(self, s, o, n, tier, events):
        hands = self.counts(s)[HAND]
        if hands:
            self._gain(s, n * hands, "bragi", events)

    def _fx_thor(self, s, o, n, tier, events):
        self._damage(o, n, "thor", events)

    def _fx_idunn(self, s, o, n, tier, events):
        self._heal(s, n, "idunn", events)

    # answers to a pending question
    def _answer(self, action: int, events: list) -> None:
        p = self.pending
        assert p is not None, "an answer answers the pending question"
        kind = p["kind"]
        if kind == "sacrifice":
            x = action - SACRIFICE_BASE
            s = p["seat"]
            self.health[s] -= x
            self._emit(events, {"type": "sacrifice", "seat": s, "god": p["god"], "amount": x, "health": self.health[s]})
            self.pending = None
            if self.health[s] <= 0:
                self._game_over(1 - s, events)
                return
            if p["god"] == "tyr":
                self._destroy(s, 1 - s, p["count"] * x, "tyr", events)
            else:
                self._gain(s, p["count"] * x, "odin", events)
            return
        if kind == "freyr":
            k = action - FREYR_BASE
            self.pending = None
            self._bonus(p["seat"], "freyr", "freyr", [k, p["count"]], events, FACE_NAMES[k])
            return
        if action == PICK_DONE:
            self._finish_pending(events)
            return
        ps, d = divmod(action - PICK_BASE, 16)
        p["picked"].append([ps, d])
        if len(p["picked"]) >= p["count"]:
            self._finish_pending(events)

    def _finish_pending(self, events: list) -> None:
        p = self.pending
        assert p is not None, "a question is pending"
        self.pending = None
        s = p["seat"]
        if p["kind"] == "loki":
            o = 1 - s
            for _, d in p["picked"]:
                self.banned[o] |= 1 << d
            self._emit(events, {"type": "ban", "seat": s, "target": o, "dice": [d for _, d in p["picked"]]})
            return
        rng = self.rng
        for ps, d in p["picked"]:
            self.face[ps][d] = rng.randrange(6)
        picked = p["picked"]
        self._emit(
            events,
            {
                "type": "reroll",
                "seat": s,
                "dice": [list(x) for x in picked],
                "faces": [FACE_NAMES[KIND[self.tmpl[a][d]][self.face[a][d]]] for a, d in picked],
                "gilded": [GILDED[self.tmpl[a][d]][self.face[a][d]] for a, d in picked],
                "barrier": True,
            },
        )

    # ------------------------------------------------------------------ notation
    def action_to_text(self, action: Action) -> str:
        return action_text(action)

    def action_from_text(self, text: str) -> int:
        return parse_action(text)

    # ------------------------------------------------------------------ information
    def observation(self, seat: int | None) -> dict:
        revealed = self.phase in ("resolve", "over") or (self.favor[0] is not None and self.favor[1] is not None)
        drafted = self.phase != "draft"
        fixed = seat_gods(self.options, "fixed_gods")  # gods given before the game are no secret
        players = []
        for s in (0, 1):
            pick = decode_favor(self.favor[s])
            show = revealed or s == seat
            dice = []
            tmpl, face, kept, banned = self.tmpl[s], self.face[s], self.kept[s], self.banned[s]
            for i in range(len(face)):
                f = face[i]
                dice.append(
                    {
                        "die": i + 1,
                        "template": tmpl[i],
                        "face": FACE_NAMES[KIND[tmpl[i]][f]] if f >= 0 else None,
                        "face_index": f if f >= 0 else None,
                        "gilded": bool(f >= 0 and GILDED[tmpl[i]][f]),
                        "kept": i >= 6 or bool(kept >> i & 1),
                        "banned": bool(banned >> i & 1),
                        "extra": i >= 6,
                    }
                )
            players.append(
                {
                    "health": self.health[s],
                    "tokens": self.tokens[s],
                    "gods": [GODS[g] for g in self.gods[s]] if drafted or s == seat or fixed[s] is not None else None,
                    "gods_picked": len(self.gods[s]),
                    "dice": dice,
                    "favor": {
                        "chosen": self.favor[s] is not None,
                        "god": pick[0] if pick and show else None,
                        "tier": pick[1] if pick and show else None,
                        "effective_tier": self.eff_tier[s] if pick and revealed else None,
                        "status": self.status[s],
                    },
                    "armed": dict(self.mods[s]),
                }
            )
        pending = None
        if self.pending:
            pending = {k: (list(map(list, v)) if k == "picked" else v) for k, v in self.pending.items()}
            kind = pending["kind"]
            if kind == "freyr":
                pending["choices"] = [FACE_NAMES[k] for k in self.pending["choices"]]
            elif kind == "sacrifice":
                pending["choices"] = list(range(1, self.pending["max"] + 1))
            else:
                pending["choices"] = [
                    list(divmod(a - PICK_BASE, 16)) for a in self._pending_actions() if a != PICK_DONE
                ]
        return {
            "phase": self.phase,
            "round": self.round,
            "roll": self.roll_no if self.phase == "roll" else 0,
            "coin": self.coin if self.coin >= 0 else None,
            "to_act": list(self.to_act()),
            "viewer": seat,
            "winner": self.winner if self.winner >= 0 else None,
            "players": players,
            "pending": pending,
            "log": [dict(e) for e in self.log],
            "options": _plain(self.options),
        }

    def determinize(self, seat: int, rng: Rng) -> OrlogState:
        """Resample what ``seat`` cannot see: the other's secret god picks (draft), the other's favor choice
        (before both chose) and every future die (the RNG is reseeded)."""
        twin = self.clone()
        o = 1 - seat
        if self.phase == "draft" and self.gods[o] and seat_gods(self.options, "fixed_gods")[o] is None:
            pool = seat_gods(self.options, "god_pools")[o]
            twin.gods[o] = rng.sample(sorted(pool) if pool is not None else range(N_GODS), len(self.gods[o]))
        if self.phase == "favor" and self.favor[o] is not None and self.favor[seat] is None:
            twin.favor[o] = rng.choice(self.plausible_favors(o))
        twin.rng = Rng(rng.next64())
        return twin

    def plausible_favors(self, seat: int) -> list[int]:
        """Favor choices ``seat`` could sensibly make now: no favor, or a tier it may afford this round
        (tokens + gilded faces showing + hands that can steal)."""
        cnt = self.counts(seat)
        gilded = sum(1 for i, f in enumerate(self.face[seat]) if f >= 0 and GILDED[self.tmpl[seat][i]][f])
        budget = self.tokens[seat] + gilded + min(cnt[HAND], self.tokens[1 - seat] + 6)
        out = [FAVOR_NONE]
        for g in self.gods[seat]:
            for t in range(3):
                if DATA.tiers[g][t][0] <= budget:
                    out.append(FAVOR_BASE + 3 * g + t)
        return out

    # ------------------------------------------------------------------ end of game
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return [float(h) for h in self.health]

    def winners(self) -> list[int]:
        return [self.winner] if self.winner >= 0 else []

    # ------------------------------------------------------------------ copies and storage
    def clone(self) -> OrlogState:
        c = OrlogState.__new__(OrlogState)
        c.players = 2
        c.rng = Rng(self.rng.state)
        c.options = self.options  # never mutated
        c.phase = self.phase
        c.gods = [self.gods[0][:], self.gods[1][:]]
        c.coin = self.coin
        c.round = self.round
        c.health = self.health[:]
        c.tokens = self.tokens[:]
        c.winner = self.winner
        c.tmpl = [self.tmpl[0][:], self.tmpl[1][:]]
        c.face = [self.face[0][:], self.face[1][:]]
        c.kept = self.kept[:]
        c.banned = self.banned[:]
        c.favor = self.favor[:]
        c.eff_tier = self.eff_tier[:]
        c.status = self.status[:]
        c.mods = [dict(self.mods[0]), dict(self.mods[1])]
        c.queue = self.queue  # never mutated in place (rebuilt each round)
        c.pos = self.pos
        c.gilded_done = self.gilded_done
        p = self.pending
        if p is not None:
            p = dict(p)
            p["picked"] = [x[:] for x in p["picked"]]
        c.pending = p
        c.log = self.log[:]
        c.roll_no = self.roll_no
        c.turn = self.turn
        return c

    def to_dict(self) -> dict:
        # the saga's god options are left out when unset: a position without them is stored as before
        options = {k: v for k, v in self.options.items() if v is not None or k not in SAGA_OPTIONS}
        d = {
            "game": self.GAME_ID,
            "version": self.FORMAT_VERSION,
            "players": 2,
            "rng": self.rng.state,
            "options": options,
        }
        for name in self._FIELDS:
            d[name] = _plain(getattr(self, name))
        return d

    @classmethod
    def from_dict(cls, data: dict) -> OrlogState:
        cls._check_header(data)
        s = cls.__new__(cls)
        s.players = 2
        if data.get("players", 2) != 2:
            raise StateFormatError("Orlog has exactly 2 players", "players")
        rng = data.get("rng", 0)
        if not isinstance(rng, int):
            raise StateFormatError("expected an integer", "rng")
        s.rng = Rng(rng)
        try:
            s.options = game_options(DATA.options, data.get("options") or {})
        except ValueError as exc:
            raise StateFormatError(str(exc), "options") from None
        s._clear_round()
        s.phase, s.gods, s.coin, s.round, s.winner = "draft", [[], []], -1, 0, -1
        s.health = [DATA.health_start] * 2
        s.tokens = [DATA.tokens_start] * 2
        for name in cls._FIELDS:
            if name in data:
                setattr(s, name, _copy(data[name]))
        if s.phase not in PHASES:
            raise StateFormatError(f"unknown phase {shown(s.phase)}; one of {PHASES}", "phase")
        for name, kind in (("health", int), ("tokens", int), ("kept", int), ("banned", int), ("eff_tier", int)):
            value = getattr(s, name)
            if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, kind) for v in value)):
                raise StateFormatError("expected a list of 2 integers", name)
        for name in ("tmpl", "face", "gods"):
            value = getattr(s, name)
            if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, list) for v in value)):
                raise StateFormatError("expected a list of 2 lists", name)
        for seat in (0, 1):
            if len(s.face[seat]) != len(s.tmpl[seat]) or not 6 <= len(s.face[seat]) <= MAX_DICE:
                raise StateFormatError(f"seat {seat}: 6 to {MAX_DICE} dice, one template per face", "face")
            if any(not isinstance(f, int) or not -1 <= f < 6 for f in s.face[seat]):
                raise StateFormatError(f"seat {seat}: faces are -1 (not rolled) or 0-5", "face")
            if any(not isinstance(t, int) or not 0 <= t < 6 for t in s.tmpl[seat]):
                raise StateFormatError(f"seat {seat}: templates are 0-5", "tmpl")
            if any(not isinstance(g, int) or not 0 <= g < N_GODS for g in s.gods[seat]):
                raise StateFormatError(f"seat {seat}: god indexes are 0-{N_GODS - 1}", "gods")
        _check_scalars(s)
        if not isinstance(s.mods, list) or len(s.mods) != 2 or not all(isinstance(m, dict) for m in s.mods):
            raise StateFormatError("expected a list of 2 mappings", "mods")
        if s.pending is not None and (not isinstance(s.pending, dict) or "kind" not in s.pending):
            raise StateFormatError("expected null or a mapping with a 'kind'", "pending")
        if s.phase == "resolve" and not (isinstance(s.queue, list) and 0 <= s.pos <= len(s.queue)):
            raise StateFormatError("the resolution queue does not fit its position", "queue")
        if s.phase != "draft" and s.coin not in (0, 1):
            raise StateFormatError("the coin holder must be seat 0 or 1 after the draft", "coin")
        return s

    def check_invariants(self) -> None:
        assert self.phase in PHASES, f"unknown phase {self.phase}"
        for s in (0, 1):
            assert 0 <= self.health[s] <= DATA.health_max, f"seat {s} health {self.health[s]} out of 0-15"
            assert self.tokens[s] >= 0, f"seat {s} has negative tokens"
            cap = self.options["token_cap"]
            assert cap is None or self.tokens[s] <= cap, f"seat {s} tokens above the cap"
            assert len(set(self.gods[s])) == len(self.gods[s]) <= DATA.gods_per_player, "3 distinct gods"
            assert 6 <= len(self.face[s]) == len(self.tmpl[s]) <= MAX_DICE, "6 dice plus at most 3 extra"
            assert self.tmpl[s][:6] == list(range(6)), "each player owns the 6 different dice"
            assert 0 <= self.kept[s] <= KEEP_ALL, "keep mask is 6 bits"
            assert self.banned[s] >> len(self.face[s]) == 0, "only existing dice can be banned"
            for i in range(6):
                if self.kept[s] >> i & 1:
                    assert self.face[s][i] >= 0, "a kept die shows a face"
            code = self.favor[s]
            if code is not None and code != FAVOR_NONE:
                assert (code - FAVOR_BASE) // 3 in self.gods[s], "a favor of one's own gods"
        if self.phase == "over":
            assert self.winner in (0, 1) and self.health[1 - self.winner] == 0, "the loser has 0 health"
        else:
            assert self.winner == -1 and min(self.health) > 0, "nobody has lost while playing"
            assert self.to_act(), "someone must act"
        if self.phase != "draft":
            assert self.coin in (0, 1), "the coin has a holder"
            assert all(len(g) == DATA.gods_per_player for g in self.gods), "both players have 3 gods"
        if self.phase == "roll":
            r = self.roller()
            assert self.kept[r] != KEEP_ALL, "the roller has dice in the bowl"
            assert all(self.face[r][i] >= 0 for i in range(6)), "the roller's dice were rolled"
            assert 1 <= self.roll_no < DATA.rolls, "decisions happen on rolls 1 and 2"
        if self.phase in ("favor", "resolve"):
            assert self.kept == [KEEP_ALL, KEEP_ALL], "every die is kept after the roll phase"
        if self.phase == "resolve":
            assert self.pending is not None, "the resolution only waits for a question"
            assert None not in self.favor, "both favors were chosen"


# from_dict: the fields a saved or typed-in position may hold, each with the values it accepts
_COUNTERS = {"round": 10**6, "roll_no": DATA.rolls, "turn": 1, "pos": 10**6}
_STATUSES = (None, "paid", "fizzled", "cancelled")


def _check_scalars(s: OrlogState) -> None:
    """Refuse, naming the field, values that break the game's own bounds (from_dict)."""
    cap = s.options["token_cap"]
    for seat in (0, 1):
        if not 0 <= s.health[seat] <= DATA.health_max:
            raise StateFormatError(f"seat {seat}: health is 0 to {DATA.health_max}", "health")
        if not 0 <= s.tokens[seat] <= (cap if cap is not None else 10**6):
            raise StateFormatError(f"seat {seat}: tokens are 0 to {cap if cap is not None else 10**6}", "tokens")
        gods = s.gods[seat]
        if len(set(gods)) != len(gods) or len(gods) > DATA.gods_per_player:
            raise StateFormatError(f"seat {seat}: at most {DATA.gods_per_player} different gods", "gods")
    for name, top in _COUNTERS.items():
        value = getattr(s, name)
        if type(value) is not int or not 0 <= value <= top:
            raise StateFormatError(f"a whole number 0 to {top}", name)
    if s.coin not in (-1, 0, 1) or type(s.coin) is not int:
        raise StateFormatError("-1 (not tossed yet), 0 or 1", "coin")
    if s.winner not in (-1, 0, 1) or type(s.winner) is not int:
        raise StateFormatError("-1 (nobody yet), 0 or 1", "winner")
    if type(s.gilded_done) is not bool:
        raise StateFormatError("expected true or false", "gilded_done")
    if not (isinstance(s.favor, list) and len(s.favor) == 2 and all(f is None or type(f) is int for f in s.favor)):
        raise StateFormatError("expected a list of 2 favor codes (or null)", "favor")
    if not (isinstance(s.status, list) and len(s.status) == 2 and all(x in _STATUSES for x in s.status)):
        raise StateFormatError(f"expected a list of 2 of {_STATUSES}", "status")
    if not (isinstance(s.log, list) and all(isinstance(e, dict) for e in s.log)):
        raise StateFormatError("expected a list of mappings", "log")
    if not (isinstance(s.queue, list) and all(isinstance(q, str) for q in s.queue)):
        raise StateFormatError("expected a list of names", "queue")


def _plain(value):
    """JSON-safe copy of nested lists/dicts."""
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


_copy = _plain


# ---------------------------------------------------------------------------------------------- text
def action_text(a: object) -> str:
    if not isinstance(a, int) or isinstance(a, bool):
        raise ValueError(f"not an Orlog action: {a!r}")
    if 0 <= a <= KEEP_ALL:
        dice = [str(i + 1) for i in range(6) if a >> i & 1]
        return "keep " + (" ".join(dice) if dice else "none")
    if a == FAVOR_NONE:
        return "favor none"
    if FAVOR_BASE <= a < FAVOR_BASE + 3 * N_GODS:
        g, t = divmod(a - FAVOR_BASE, 3)
        return f"favor {GODS[g]} {t + 1}"
    if DRAFT_BASE <= a < DRAFT_BASE + N_GODS:
        return f"god {GODS[a - DRAFT_BASE]}"
    if SACRIFICE_BASE < a < FREYR_BASE:
        return f"sacrifice {a - SACRIFICE_BASE}"
    if FREYR_BASE <= a < FREYR_BASE + 5:
        return f"freyr {FACE_NAMES[a - FREYR_BASE]}"
    if PICK_BASE <= a < PICK_BASE + 32 and (a - PICK_BASE) % 16 < MAX_DICE:
        s, d = divmod(a - PICK_BASE, 16)
        return f"pick p{s + 1} d{d + 1}"
    if a == PICK_DONE:
        return "pick done"
    raise ValueError(f"not an Orlog action: {a!r}")


def parse_action(text: str) -> int:
    words = text.strip().lower().split()
    try:
        verb, args = words[0], words[1:]
        if verb == "keep":
            if args == ["none"]:
                return 0
            dice = [int(x) for x in args]
            if not dice or any(not 1 <= d <= 6 for d in dice) or len(set(dice)) != len(dice):
                raise ValueError
            return keep_action(dice)
        if verb == "favor":
            if args == ["none"]:
                return FAVOR_NONE
            god, tier = args
            if god not in G or tier not in ("1", "2", "3"):
                raise ValueError
            return favor_action(god, int(tier))
        if verb == "god" and len(args) == 1 and args[0] in G:
            return DRAFT_BASE + G[args[0]]
        if verb == "sacrifice" and len(args) == 1 and 1 <= int(args[0]) < 100:
            return SACRIFICE_BASE + int(args[0])
        if verb == "freyr" and len(args) == 1 and args[0] in FACE_NAMES:
            return FREYR_BASE + FACE_NAMES.index(args[0])
        if verb == "pick":
            if args == ["done"]:
                return PICK_DONE
            p, d = args
            if p[0] == "p" and d[0] == "d" and int(p[1:]) in (1, 2) and 1 <= int(d[1:]) <= MAX_DICE:
                return pick_action(int(p[1:]) - 1, int(d[1:]) - 1)
    except (ValueError, IndexError):
        pass
    raise ValueError(
        f"not an Orlog action: {text!r} (e.g. 'keep 1 3', 'favor thor 2', 'god loki', "
        "'sacrifice 3', 'freyr axe', 'pick p2 d4', 'pick done')"
    )


# ---------------------------------------------------------------------------------------------- positions
_LETTERS = {"a": AXE, "r": ARROW, "h": HELMET, "s": SHIELD, "n": HAND}


def dice_faces(spec: str) -> list[int]:
    """Face indexes of the 6 dice (die i is template i) for a spec like ``"aarHsn"``: one letter per die,
    in any order (a axe, r arrow, h helmet, s shield, n hand; upper case = gilded). The letters are matched
    to the real dice so that each shows the wanted face and gilding; ValueError if the layout forbids it."""
    if len(spec) != 6 or any(c.lower() not in _LETTERS for c in spec):
        raise ValueError(f"dice spec {spec!r}: 6 letters among a r h s n (upper case = gilded)")
    wants = sorted(
        ((_LETTERS[c.lower()], c.isupper()) for c in spec),
        key=lambda w: sum(1 for t in range(6) for f in range(6) if (KIND[t][f], GILDED[t][f]) == w),
    )
    faces = [-1] * 6

    def place(i: int) -> bool:
        if i == len(wants):
            return True
        for t in range(6):
            if faces[t] < 0:
                for f in range(6):
                    if (KIND[t][f], GILDED[t][f]) == wants[i]:
                        faces[t] = f
                        if place(i + 1):
                            return True
                        faces[t] = -1
                        break
        return False

    if not place(0):
        raise ValueError(f"dice spec {spec!r} is impossible with the real dice layout")
    return faces


def make_position(
    dice: tuple[str, str],
    gods: tuple = (("thor", "idunn", "loki"),) * 2,
    tokens: tuple[int, int] = (0, 0),
    health: tuple[int, int] = (15, 15),
    coin: int = 0,
    options: dict | None = None,
    seed: int = 1,
    round_no: int = 1,
) -> OrlogState:
    """A game at the favor phase with the given dice showing (see ``dice_faces``), for tests, puzzles and
    screenshots: ``make_position(("aaaarr", "hhhHHH"), tokens=(6, 0))``."""
    s = OrlogState.new(2, seed, options)
    for seat in (0, 1):
        s.gods[seat] = sorted(G[g] for g in gods[seat])
        s.face[seat] = dice_faces(dice[seat])
    s.kept = [KEEP_ALL, KEEP_ALL]
    s.coin, s.round, s.phase = coin, round_no, "favor"
    s.tokens, s.health = list(tokens), list(health)
    return s
