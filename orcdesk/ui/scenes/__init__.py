"""Scenes of the app: ``menu`` (title, game list), ``setup`` (seats, seed), ``pause`` (overlay on a table),
``result`` (overlay at the end of a game).

Other scenes (settings, rules, saves, stats, hint...) live in modules of this package named after the
scene; each defines ``make_scene(app, **context) -> Scene`` and is opened with ``app.open_scene(name, ...)``
(see :mod:`orcdesk.ui.scene`). The pause overlay opens ``rules`` with ``game_id=`` and ``table=``, and
``settings`` with ``table=``; the main menu opens ``settings``, ``rules`` and ``stats`` without context.
"""
