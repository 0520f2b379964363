"""Exporting a game's record from the window (the pause overlay, the replay bar): write it to the records
folder and say where, or why not, in a notice."""

from __future__ import annotations

from orcdesk.app import records as records_mod
from orcdesk.core.i18n import t


def export_with_notice(app, record, finished: bool) -> None:
    """Write ``record`` to the records folder and say where (or why not) in a notice."""
    try:
        path = records_mod.export_record(record, finished)
    except OSError as exc:
        app.toast(t("app.replay.export_failed", reason=str(exc)), 5.0)
        return
    app.toast(t("app.replay.exported", path=str(path)), 6.0)
