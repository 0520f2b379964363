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
        (option ``sacrifice_min_health_left``); with no health to spare the favor fizzles for free;
      * Freyr: which face gets the bonus when several faces tie for the majority (``freyr axe``).
``over``
    The game ends the moment a player's health reaches 0 (checked after every single damage); the rest of
    the round is skipped. Sacrifices cannot kill (by default), and every damage is dealt one at a time, so
    both players can never fall together.

Action encoding (ints; the text in brackets is ``action_to_text``)
    ``0..63``           KEEP mask: bit i set = keep die i+1 now ("keep 1 3" / "keep none"); only dice not kept yet
    ``99``              no favor this round ("favor none")
    ``100 + 3*g + t-1`` favor of god g (index in data/orlog.yaml ``favors`` order) at tier t ("favor thor 2")
    ``200 + g``         draft god g ("god thor")
    ``300 + x``         sacrifice x health for Tyr/Odin ("sacrifice 3")
    ``400 + k``         Freyr's tied face k (0 axe, 1 arrow, 2 helmet, 3 shield, 4 hand) ("freyr axe")
    ``500 + 16*s + d``  pick die d (0-5 own dice, 6-8 Freyja extra dice) of seat s ("pick p2 d3", 1-based)
    ``600``             stop picking (Frigg only) ("pick done")

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
                        "picked": [[seat, die], ...], "choices": [...]},
    "log": [the events of the current round's resolution so far]}``

Events (``apply`` returns them; ``seat`` is always the player concerned)
    ``{"type": "god_pick", "seat", "god", "private": {"god": [seat]}}``
    ``{"type": "gods_revealed", "gods": [[ids], [ids]]}``
    ``{"type": "coin_toss", "holder", "barrier": True}``
    ``{"type": "round_start", "round", "coin"}``
    ``{"type": "roll", "seat", "roll" (1-3), "dice": [die indexes], "faces": ["axe", ...], "gilded": [bool],
       "barrier": True}``
    ``{"type": "keep", "seat", "dice": [die indexes], "auto": bool}``
    ``{"type": "favor_chosen", "seat", "god", "tier", "private": {"god": [seat], "tier": [seat]}}`` (god None = no favor)
    ``{"type": "favor_revealed", "favors": [[god, tier] or None, same for seat 1]}``
    ``{"type": "tokens", "seat", "amount", "reason": "gilded"|"bragi"|"mimir"|"odin"|"freyja_gilded", "total"}``
    ``{"type": "favor_used", "seat", "god", "tier", "cost", "value"}`` (paid; value = N of the tier used)
    ``{"type": "favor_fizzled", "seat", "god", "tier", "reason": "tokens"|"health"|"cancelled"|"no_target"}``
    ``{"type": "thrymr", "seat", "target", "from_tier", "to_tier"}``
    ``{"type": "reroll", "seat" (Frigg owner), "dice": [[seat, die], ...], "faces": [...], "gilded": [...], "barrier": True}``
    ``{"type": "ban", "seat" (Loki owner), "target", "dice": [die indexes]}``
    ``{"type": "extra_dice", "seat", "dice": [die indexes], "templates": [...], "faces": [...], "gilded": [...], "barrier": True}``
    ``{"type": "destroy", "seat" (who destroys), "target", "amount", "reason": "skuld"|"tyr", "total" (target's tokens)}``
    ``{"type": "sacrifice", "seat", "amount", "health"}``
    ``{"type": "bonus", "seat", "god", "face", "amount"}`` (Baldr, Skadi, Brunhild, Freyr, Ullr, Vidar, armed triggers)
    ``{"type": "attack", "seat" (attacker), "target", "kind": "melee"|"ranged", "attack", "block", "pierce",
       "damage"}`` (attack/block units; pierce = Ullr arrows that ignore shields)
    ``{"type": "damage", "seat" (victim), "amount", "source": "axe"|"arrow"|"thor", "health"}``
    ``{"type": "heal", "seat", "amount", "source": "hel"|"heimdall"|"var"|"idunn", "health"}``
    ``{"type": "steal", "seat" (thief), "target", "amount", "tokens": [t0, t1]}``
    ``{"type": "round_end", "round", "coin" (new holder)}``
    ``{"type": "game_over", "winner", "health": [h0, h1]}``
"""
