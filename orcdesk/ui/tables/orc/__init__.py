"""The Orc table: the border of six tribes, the box, six piles, both sides' attacks, the hands.

Screen layout (fractions of the window; the right column holds the scoreboard and the game log)::

    [opponent: name plate, face-down hand, count]                     | menu
    [opponent's attacks, one column per tribe, facing end DOWN]       | scores
    [pile|tribe|tribe|pile] [pile|tribe|tribe|pile] [...]  + the box  | game log
    [your attacks, facing end UP]                                     |
    [status banner: what to do now]                                   |
    [your hand, face up]              [flip] [discard]                |

Interaction: click the upper or lower half of a hand card to pick it with that end facing the tribes (the
card turns so the chosen end is up; right-click / the wheel / "Flip" turns it), then click a lit tribe; or
"Discard". Then click the lit piles to draw. The box and the Perplext start choice get their own prompts.

The table is composed, not mixed in: ``table.py`` (:class:`OrcTable`) owns the selection, builds the view and
the layout each frame, calls the draw functions and maps clicks to actions (through ``E.CODEC``):

* ``view.py``: what is shown, from the shown observation (no pygame); ``words.py``: the table in words;
* ``layout.py``: where everything sits, a pure function of the window;
* ``draw.py`` (the board) and ``panels.py`` (scores, battles, the result picture): plain draw functions;
* ``motion.py``: card flights and battle flashes, an object the table owns; ``art.py``: the pieces.
"""

from orcdesk.ui.tables.orc.table import OrcTable

__all__ = ["OrcTable"]
