"""The guided first game on a real table (issue 21 §1), for every game that has ``data/tutorials/<game>.yaml``.

* ``cursor.py``: where a section stands (no pygame): the step on show, the action it waits for, the scripted
  move to play next, the section's end;
* ``mode.py``: :class:`TutorialMode`, the table's guided mode: only the expected move is allowed and lit,
  other clicks are refused in words, the other seats are played from the script at a readable pace, the
  match clock is held (a real-time deal waits while a page is read), progress is saved at every step;
* ``panel.py``: the step panel drawn on the table where it leaves room (never over the lit target).

The scenes ``tutorial`` (a table in this mode) and ``learn`` (the list of games and sections) are in
``orcdesk/ui/scenes``; the loader and the progress file are in ``orcdesk/app``.
"""
