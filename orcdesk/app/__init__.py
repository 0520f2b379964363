"""App services that are not rules and not drawing: settings, saves, statistics, logs.

Everything here is pure Python (no pygame), so it is tested headless and used by the UI and the smoke test.
Files live in the platformdirs user folders (see :mod:`orcdesk.app.paths`), never inside the app bundle.
"""
