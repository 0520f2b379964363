"""The Orcs & Trolls table (2-4 players, humans hotseat and/or AI).

Screen, top to bottom: the opponents' panels (name, face-down hand with its count, orc deck, kills, VP badge
and their pack: orc cards with trait crosses, treasures tucked under them, frog/trap/danger markers), the
status line, the centre (draw deck and discard, the trial or attack under way with its cards and 3D dice and
the numbers of every roll, the choice buttons), the viewer's pack, and his hand fanned at the bottom. The
right column has the scoreboard (every player's VP, breakdown on hover) and the game log.

Clicks: a hand card plays it (red cards, treasures and trolls are first selected, then the target is
clicked: an opponent's panel or one of your orcs); a treasure under one of your orcs is selected, then a
troll; members are clicked to choose who rolls next; buttons for pass/roll/potion. A refused click says the
engine's reason. Hovering any card shows it large with its rule text. Hotseat: the base class shows the
hand-over screen between two humans and the view follows the one who acts.

Animation: played cards fly to where they land; the dice of a trial, an attack or the escapes tumble member
after member, each with its numbers (dice + bonuses against the target, the combat band, the outcome) while
the packs show the position before the move, updated roll by roll.

The table is composed, not mixed in: ``table.py`` (:class:`OrcsTrollsTable`) owns the selection and the gates,
builds the view and the layout, calls the draw functions and maps clicks to actions:

* ``view.py``: what is shown, from the shown observation (no pygame); ``words.py``: the table in words;
* ``choices.py``: what the legal actions offer (a hand card's moves, a target's action, a refusal to ask);
* ``layout.py``: where everything sits, a pure function of the window;
* ``draw.py`` (panels, packs, hand, draft) and ``stage.py`` (centre, dice, scoreboard, zoom): draw functions;
* ``motion.py``: card flights, dice member after member, the result panel and the gates, an owned object;
* ``art.py``: card faces, markers, the VP badge, tooltips.
"""

from orcdesk.ui.tables.orcs_trolls.table import OrcsTrollsTable

__all__ = ["OrcsTrollsTable"]
