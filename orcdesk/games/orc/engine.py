"""Orc (Chris Handy, Pack O Game #9; Oya's French edition): the rules engine.

Rules: ``/work/shared/rules/orc.md`` (its "readings" are authoritative) and the French rulebook. Every number
comes from ``data/orc.yaml``.

Words
=====
Colours are ``red, yellow, blue, white, green, purple`` (index 0-5 in that order; one-letter codes
``r y b w g p``). The 30 cards are the ordered pairs of different colours: card ``ab`` shows **1 orc of a**
on one end and **2 orcs of b** on the other; card id = ``a * 5 + (b if b < a else b - 1)`` (0-29); its text
code is the two letters, single end first: ``"ry"`` = 1 red orc / 2 yellow orcs.

The frontier is a row of 3 cards = 6 tribes at **positions** 0-5, left to right as the table shows them.
Frontier card k covers positions 2k and 2k+1; a tribe's value is the orcs its half shows (1 or 2). Each
tribe has one face-down pile of 4 beside it (pile p belongs to tribe p). The box sits at the ``"left"`` or
``"right"`` end of the row. A tribe's **rank** is its distance from the box (0 = next to the box, 5 =
farthest). A tied battle looks *toward the box*: the tribe of rank r looks at rank r-1, rank 0 looks at
rank 5 (wrap-around). North/South of the rulebook are seats 0 and 1; each seat has its own side of every
tribe.

Phases and who acts
===================
``start`` (``start_rule: perplext`` only)
    The **dealer** is drawn at random from the seed; the other seat (the non-dealer) acts and chooses
    ``start first`` (1 card, play first) or ``start second`` (2 cards, play second). The three leftover
    cards are then dealt (a ``deal`` event).
``box``
    The starter (the seat dealt one card) chooses the end of the row where the box goes. With the default
    ``start_rule: oya`` the game begins here: the seat dealt one card is drawn at random from the seed.
``play``
    The seat whose turn it is plays one card on its side of a tribe, choosing which end faces the tribe,
    or discards one card (always allowed).
``draw``
    The same seat draws, one action per card, from any non-empty pile: 2 cards after a 1-orc play, 1 after a
    2-orc play or a discard. If every pile is empty a second draw is lost. When the draw step ends, every
    battle it triggered (a pile emptied) is resolved, nearest the box first; then the turn passes, or the
    game ends if no pile is left.
``over``
    Nobody acts.

Actions (ints) and their text
=============================
==========================  =====================================  =====================================
action                      int                                    text
==========================  =====================================  =====================================
play card c on tribe t,     ``c * 12 + t * 2 + e`` (0-359),        ``play ry y green``: card ``ry`` with its
end e facing the tribe      e = 0: the 1-orc end, 1: the 2-orc end  yellow end toward the green tribe
discard card c              ``360 + c`` (360-389)                  ``discard ry``
draw from pile p            ``390 + p`` (390-395)                  ``draw green`` (the pile of the green tribe)
put the box at the left /   ``396`` / ``397``                      ``box left`` / ``box right``
right end of the row
perplext start choice       ``398`` / ``399``                      ``start first`` / ``start second``
==========================  =====================================  =====================================

Texts name tribes and piles by the tribe's colour (a tribe's colour is unique); ``action_from_text`` also
accepts a position digit (``play ry y 3``, ``draw 3``). Helpers: ``play_action(card, tribe, end)``,
``discard_action(card)``, ``draw_action(pile)``, ``card_id("ry")``, ``card_code(c)``.

``why_illegal(action, seat)`` words the broken rule in English ("you may not attack the green tribe with green
orcs"); ``illegal_reason(action, seat)`` returns the same as ``(code, fields)`` for the UI to translate
(``t("orc.reason." + code, **fields)``), codes: ``game_over``, ``not_your_turn``, ``wrong_phase``,
``unknown_action``, ``not_in_hand``, ``tribe_won``, ``tribe_frozen``, ``tribe_colour``,
``opponent_colour``, ``one_colour_per_side``, ``pile_empty``. Fields are plain strings/ints such as
``colour``, ``tribe`` (a tribe's colour), ``card`` (code), ``pile``, ``expected`` (the phase's action kind).

Observation (``observation(seat)``; ``seat=None`` is a spectator)
=================================================================
A JSON-safe dict; a UI can draw the whole table from it alone. A *card* is shown as
``{"id": 7, "code": "ry", "one": "red", "two": "yellow"}``. Discards are face up and public (reading: the
rulebook sets discarded cards "aside" with no word of hiding them; both players saw them played).
::

    {"game": "orc", "seat": 0, "players": 2, "options": {"start_rule": "oya"},
     "phase": "play",               # start | box | play | draw | over
     "turn": 0,                     # seat whose turn it is (the chooser in start/box); None when over
     "to_act": [0],
     "draws_left": 0,               # cards still to draw in this draw step
     "starter": 0, "dealer": None,  # dealer: perplext only
     "box": "left",                 # None until chosen
     "tribes": [                    # row order, position 0 = leftmost
        {"pos": 0, "colour": "red", "value": 1,
         "rank": 0,                 # distance from the box (None until the box is placed)
         "toward_box": 5,           # position a tie looks at (None until the box is placed)
         "pile": 4,                 # cards left in its pile
         "sides": [                 # one entry per seat
            {"cards": [{"card": {...}, "facing": "blue", "orcs": 2}, ...],
             "colour": "blue", "orcs": 2},          # colour None / orcs 0 when empty
            {...}],
         "status": "open",          # open | won | frozen
         "winner": None,            # seat, once won
         "frozen_on": None,         # position it waits for, when frozen
         "spear": None},            # {"card": {...}, "seat": winner} once won (None if nobody played there)
        ...],
     "frontier": [{"card": {...}, "left": "one"}, ...],  # the 3 frontier cards; which end lies left
     "hand": [card, ...],           # this seat's hand ([] for a spectator)
     "hand_counts": [1, 2],
     "hands": [[card, ...], None],  # own hand shown, others None (all shown once the game is over)
     "discard": [card, ...],        # oldest first, public
     "piles_total": 24,
     "scores": [3, 0],              # current standing (see scores())
     "score_breakdown": [[{"tribe": "red", "value": 1, "hand": 2, "total": 3}, ...], [...]],
                                    # per seat; hand orcs counted only from hands this viewer may see
     "last_battles": [battle event, ...],   # battles of the latest draw step that had any
     "result": None}                # once over: {"winners": [1], "scores": [11, 15], "tiebreak": False,
                                    #             "draw": False}

Events (``apply`` returns a list of these plain dicts)
======================================================
* ``{"type": "start_choice", "seat": 1, "choice": "first"|"second", "starter": 1}`` then
  ``{"type": "deal", "counts": [1, 2], "hand0": [ids], "hand1": [ids], "private": {"hand0": [0], "hand1":
  [1]}, "barrier": True}`` (perplext only).
* ``{"type": "box", "seat": 0, "side": "left"|"right"}``
* ``{"type": "play", "seat": 0, "card": 7, "tribe": 3, "colour": "yellow", "orcs": 2, "draws": 1}``
  (``colour``: the end facing the tribe; ``draws``: cards to draw now)
* ``{"type": "discard", "seat": 0, "card": 7, "draws": 1}``
* ``{"type": "draw", "seat": 0, "pile": 3, "card": 12, "left": 2, "draws_left": 0,
  "private": {"card": [0]}, "barrier": True}`` (``left``: cards left in that pile)
* ``{"type": "draw_lost", "seat": 0}`` (a second draw with every pile empty)
* ``{"type": "battle", "tribe": 3, "colour": "green", "orcs": [2, 2], "winner": 0|None, "tie": True,
  "frozen": False, "frozen_on": None|pos, "decided_by": None|pos (the neighbour that settled a tie),
  "spear": card id|None, "discarded": [ids], "cascade": [{"tribe": 4, "winner": 0, "spear": id|None,
  "discarded": [ids]}, ...]}`` -- ``cascade`` lists the frozen tribes that follow this winner, in order.
* ``{"type": "turn", "seat": 1}`` (the next turn starts)
* ``{"type": "game_over", "scores": [11, 15], "winners": [1], "draw": False, "tiebreak": False,
  "breakdown": [[{"tribe": "white", "value": 2, "hand": 4, "total": 6}, ...], [...]],
  "hands": [[ids], [ids]]}`` (hands are revealed)

State dict (``to_dict`` / ``from_dict``), meant to be typed in by hand
=====================================================================
::

    {"game": "orc", "version": 1, "options": {"start_rule": "oya"}, "rng": 12345,
     "phase": "play", "turn": 0, "draws_left": 0, "starter": 0, "dealer": None, "box": "left",
     "tribes": [                    # row order; positions 2k, 2k+1 form frontier card k (values 1 and 2)
        {"colour": "red", "value": 1,
         "pile": ["yw", "bg"],      # bottom to top (the last one is drawn next)
         "sides": [["by:b"], []],   # per seat, in play order; "by:b" = card by, blue end facing the tribe
         "winner": None, "frozen": False, "spear": None},   # spear: card code once won
        ...],
     "hands": [["ry"], ["wg", "pb"]],
     "discard": ["gy"],             # or the string "rest": every card not placed elsewhere
     "undealt": [],                 # perplext: the 3 cards before the start choice
     "pending": [],                 # positions whose pile emptied during the current draw step
     "last_battles": []}

Only ``game``, ``version``, ``tribes`` and ``hands`` are required; the rest default to a game in progress
(``phase: play``, ``turn: 0``, ``box: left``, ``discard: rest``...). ``from_dict`` checks that the 30 cards
are all present once and raises ``StateFormatError`` naming the field otherwise.
"""
from __future__ import annotations

from orcdesk.core import GameState


class OrcState(GameState):
    """One game of Orc. See the module docstring for actions, observation, events and the state dict."""

    GAME_ID = "orc"
    FORMAT_VERSION = 1
